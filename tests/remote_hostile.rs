//! Remote mode against servers that do not answer as the API does (issue 24). Each command must
//! end, in bounded memory and time, with exit 6 and a message that names what went wrong, and
//! without printing the API key.

use crate::common::Env;
use tunnelctl::cli::exit;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const EDGE: &str = "edgtcp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqn";
const KEY: &str = "secret-api-key-7f3a";
/// The most a hostile server answers, so that its thread ends even when the client loops.
const MAX_REQUESTS: usize = 200;

/// A server on 127.0.0.1 that answers up to [`MAX_REQUESTS`] requests, each with the raw bytes
/// `answer` gives for (the number of the request, its request target); `None` holds the
/// connection open without a word (until the server thread ends, after `hold`). Counts requests.
fn hostile(
    hold: Duration,
    answer: impl Fn(usize, &str) -> Option<Vec<u8>> + Send + 'static,
) -> (String, Arc<AtomicUsize>) {
    hostile_reading(hold, move |n, request| answer(n, &request.target))
}

/// A request a hostile server read: its target (`/edges/tcp?limit=100`) and body.
pub(crate) struct Request {
    pub target: String,
    pub body: Vec<u8>,
}

/// Like [`hostile`], for an answer made from the whole request (a certificate for the key and
/// window a request asks for).
pub(crate) fn hostile_reading(
    hold: Duration,
    answer: impl Fn(usize, &Request) -> Option<Vec<u8>> + Send + 'static,
) -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let count = Arc::new(AtomicUsize::new(0));
    let counter = count.clone();
    std::thread::spawn(move || {
        let mut held: Vec<TcpStream> = Vec::new();
        for stream in listener.incoming().take(MAX_REQUESTS) {
            let Ok(mut stream) = stream else { break };
            let request = read_request(&stream);
            let n = counter.fetch_add(1, Ordering::SeqCst);
            match answer(n, &request) {
                Some(bytes) => {
                    let _ = stream.write_all(&bytes);
                }
                None => held.push(stream),
            }
        }
        std::thread::sleep(hold);
    });
    (url, count)
}

/// Reads a request's head and body.
fn read_request(stream: &TcpStream) -> Request {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut reader = BufReader::new(stream);
    let mut first = String::new();
    let _ = reader.read_line(&mut first);
    let mut length = 0;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
            break;
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
    }
    let mut body = vec![0; length];
    let _ = reader.read_exact(&mut body);
    Request {
        target: first.split(' ').nth(1).unwrap_or("").to_string(),
        body,
    }
}

pub(crate) fn response(status: u16, headers: &str, body: &[u8]) -> Vec<u8> {
    let mut bytes = format!(
        "HTTP/1.1 {status} X\r\nContent-Length: {}\r\nConnection: close\r\n{headers}\r\n",
        body.len()
    )
    .into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// How a command ended: killed when it outlived its bound (`exit` is then `None`).
struct Ended {
    exit: Option<i32>,
    /// The first MiB of stdout, and its whole length.
    stdout: Vec<u8>,
    stdout_len: u64,
    stderr: String,
    took: Duration,
    /// The process's peak resident memory: its VmHWM, read every millisecond while it ran.
    peak_kib: u64,
}

/// Runs tunnelctl against `url` with the API key [`KEY`]; kills it once it has run for `bound`.
fn run(env: &Env, url: &str, args: &[&str], bound: Duration) -> Ended {
    let out = env.path().join("stdout");
    let err = env.path().join("stderr");
    let started = Instant::now();
    // Files, not pipes: nobody reads a pipe while the loop below polls, and a full one would
    // stall the command.
    let mut child = env
        .std_cmd()
        .args(["--api-url", url, "--api-key", KEY])
        .args(args)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", child.id());
    // VmHWM is a high-water mark, so the last reading before the process ends is its peak. (Not
    // wait4's ru_maxrss: exec carries the spawning test process's own peak into it.)
    let mut peak_kib = 0;
    let status_code = loop {
        if let Some(kib) = std::fs::read_to_string(&status)
            .ok()
            .and_then(|s| vm_hwm(&s))
        {
            peak_kib = peak_kib.max(kib);
        }
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if started.elapsed() > bound {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let took = started.elapsed();
    let ended = Ended {
        exit: status_code,
        stdout: read_head(&out),
        stdout_len: std::fs::metadata(&out).unwrap().len(),
        stderr: String::from_utf8_lossy(&read_head(&err)).into_owned(),
        took,
        peak_kib,
    };
    assert!(
        !ended.stderr.contains(KEY) && !String::from_utf8_lossy(&ended.stdout).contains(KEY),
        "the API key was printed: {}",
        ended.stderr
    );
    ended
}

/// The `VmHWM` of a `/proc/PID/status`, in KiB.
fn vm_hwm(status: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The first MiB of a file (a looping command may have written gigabytes).
fn read_head(path: &std::path::Path) -> Vec<u8> {
    let mut head = Vec::new();
    let _ = std::fs::File::open(path).and_then(|f| f.take(1 << 20).read_to_end(&mut head));
    head
}

/// `mib` MiB of zeros as one gzip stream of 1 MiB members (ureq decodes every member).
fn gzip_zeros(mib: usize) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(&vec![0; 1 << 20]).unwrap();
    let member = encoder.finish().unwrap();
    member.repeat(mib)
}

/// 2 MB of gzip inflated the CLI to 2.1 GB and it exited 0. Now the 64 MiB limit counts decoded
/// bytes: a 1 GiB bomb (about 1 MB on the wire) ends at the limit with exit 6, without a retry,
/// and the process's peak memory stays under 200 MiB (the limit plus the process's own ~20 MiB,
/// with room for the buffer's last growth).
#[test]
fn a_gzip_bomb_ends_at_the_decoded_limit_in_bounded_memory() {
    let env = Env::new();
    let bomb = gzip_zeros(1024);
    let wire = bomb.len();
    let (url, count) = hostile(Duration::ZERO, move |_, _| {
        Some(response(
            200,
            "Content-Type: application/json\r\nContent-Encoding: gzip\r\n",
            &bomb,
        ))
    });
    let ended = run(
        &env,
        &url,
        &["--retries", "3", "-o", "json", "tcp-edge", "get", EDGE],
        Duration::from_secs(60),
    );
    eprintln!(
        "gzip bomb: {wire} bytes on the wire (1 GiB decoded); peak RSS {} KiB; {:?}",
        ended.peak_kib, ended.took
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(
        ended.stderr.contains(&format!(
            "error: the answer to GET {url}/edges/tcp/{EDGE} is larger than 64 MiB once decoded"
        )),
        "{}",
        ended.stderr
    );
    assert!(ended.stdout.is_empty());
    assert!(
        ended.peak_kib < 200 * 1024,
        "peak RSS {} KiB is over 200 MiB",
        ended.peak_kib
    );
    assert_eq!(
        count.load(Ordering::SeqCst),
        1,
        "a too-large answer is not retried"
    );
}

/// A page that names itself as the next one was followed forever (388 000 duplicate lines in
/// 10 s; with --jq, 1.8 GB). Now `list`, `api --paginate` and a `--jq` filter over a list stop at
/// the first page asked for twice, whether it comes back at once or after a detour.
#[test]
fn a_next_page_uri_that_repeats_stops_the_listing() {
    let edge = format!(
        r#"{{"id":"{EDGE}","description":"","metadata":"","created_at":"2026-11-22T10:00:00Z","uri":"x","hostports":null,"backend":null,"ip_restriction":null}}"#
    );
    for (cycle, args) in [
        (1, &["-o", "json", "tcp-edge", "list"][..]),
        (2, &["-o", "id", "tcp-edge", "list"][..]),
        (1, &["api", "GET", "/edges/tcp", "--paginate"][..]),
        (2, &["--jq", ".tcp_edges | length", "tcp-edge", "list"][..]),
    ] {
        let env = Env::new();
        let edge = edge.clone();
        // Page n names page n+1, until page `cycle` names page 1 again.
        let (url, count) = hostile(Duration::ZERO, move |n, _| {
            let next = format!("/edges/tcp?before_id=edgtcp_{}&limit=100", n % cycle + 1);
            let page = format!(
                r#"{{"tcp_edges":[{edge}],"uri":"/edges/tcp","next_page_uri":"http://127.0.0.1:1{next}"}}"#
            );
            Some(response(
                200,
                "Content-Type: application/json\r\n",
                page.as_bytes(),
            ))
        });
        let ended = run(&env, &url, args, Duration::from_secs(20));
        assert_eq!(
            ended.exit,
            Some(exit::UNAVAILABLE),
            "{args:?}: {}",
            ended.stderr
        );
        assert!(
            ended.stderr.contains(&format!(
                "error: the server's next_page_uri \"http://127.0.0.1:1/edges/tcp?before_id=edgtcp_1&limit=100\" names a page already read (after {} pages)",
                cycle + 1
            )),
            "{args:?}: {}",
            ended.stderr
        );
        assert_eq!(count.load(Ordering::SeqCst), cycle + 1, "{args:?}");
        assert!(
            ended.stdout_len < 4096,
            "{args:?}: {} bytes on stdout",
            ended.stdout_len
        );
    }
}

/// A proxy's login page or a cut-off body answered with 200 gave empty stdout and exit 0, so
/// `edge=$(tunnelctl … -o id)` was silently empty; a login page could even be written as a KRL.
/// Now a success that is not what the request takes is exit 6, naming the URL, the status and the
/// content type, with nothing on stdout and no file written.
#[test]
fn a_success_that_is_not_the_apis_json_exits_6() {
    let login = "<html><body><form>Sign in to the proxy</form></body></html>";
    let cases: [(&str, &[u8], &str); 4] = [
        ("text/html; charset=utf-8", login.as_bytes(), "with content type \"text/html; charset=utf-8\", not the API's JSON: <html><body><form>Sign in"),
        ("application/json", br#"{"id":"edgtcp_2Ba8mJ6f"#, "with content type \"application/json\" and a body that is not valid JSON (EOF while parsing a string at line 1 column 22): {\"id\":\"edgtcp_2Ba8mJ6f"),
        ("", b"[]", "with no content type and a body that is JSON but not an object, as the API's are: []"),
        ("application/json", b"", "with content type \"application/json\" and an empty body"),
    ];
    for (content_type, body, said) in cases {
        let env = Env::new();
        let body = body.to_vec();
        let headers = match content_type {
            "" => String::new(),
            ct => format!("Content-Type: {ct}\r\n"),
        };
        let (url, _) = hostile(Duration::ZERO, move |_, _| {
            Some(response(200, &headers, &body))
        });
        let ended = run(
            &env,
            &url,
            &["-o", "id", "tcp-edge", "get", EDGE],
            Duration::from_secs(20),
        );
        assert_eq!(
            ended.exit,
            Some(exit::UNAVAILABLE),
            "{content_type}: {}",
            ended.stderr
        );
        assert!(ended.stdout.is_empty(), "{content_type}");
        assert!(
            ended.stderr.contains(&format!(
                "error: GET {url}/edges/tcp/{EDGE} answered 200 {said}"
            )),
            "{}",
            ended.stderr
        );
        assert!(ended
            .stderr
            .contains("hint: something other than the API answers at --api-url"));
    }

    // A KRL is taken only as the KRL's content type: the login page is not written.
    let env = Env::new();
    let (url, _) = hostile(Duration::ZERO, move |_, _| {
        Some(response(
            200,
            "Content-Type: text/html\r\n",
            login.as_bytes(),
        ))
    });
    let file = env.path().join("revoked_keys");
    std::fs::write(&file, b"the KRL sshd reads").unwrap();
    let ended = run(
        &env,
        &url,
        &[
            "ssh-ca",
            "krl",
            "sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe",
            "--output-file",
            file.to_str().unwrap(),
        ],
        Duration::from_secs(20),
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(
        ended.stderr.contains("answered 200 with content type \"text/html\", not the application/octet-stream asked for"),
        "{}",
        ended.stderr
    );
    assert_eq!(std::fs::read(&file).unwrap(), b"the KRL sshd reads");

    // `api` prints any whole answer as it came; but the pages `--paginate` follows are lists.
    let ended = run(
        &env,
        &url,
        &["api", "GET", "/edges/tcp"],
        Duration::from_secs(20),
    );
    assert_eq!(ended.exit, Some(0), "{}", ended.stderr);
    assert_eq!(ended.stdout, login.as_bytes());
    let ended = run(
        &env,
        &url,
        &["api", "GET", "/edges/tcp", "--paginate"],
        Duration::from_secs(20),
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(ended.stdout.is_empty());
    assert!(
        ended.stderr.contains(&format!(
            "error: GET {url}/edges/tcp answered 200 with content type \"text/html\", not the API's JSON"
        )),
        "{}",
        ended.stderr
    );
}

/// `--timeout 5s` on a GET took 20.9 s over 4 attempts. Now it is the whole command's deadline:
/// against a server that never answers, and one that asks to retry after longer than is left,
/// the command ends within twice the timeout, with retries allowed.
#[test]
fn the_timeout_bounds_the_whole_command() {
    let env = Env::new();
    let (silent, _) = hostile(Duration::from_secs(30), |_, _| None);
    let ended = run(
        &env,
        &silent,
        &["--timeout", "2s", "--retries", "3", "tcp-edge", "get", EDGE],
        Duration::from_secs(30),
    );
    eprintln!(
        "silent server, --timeout 2s --retries 3: ended after {:?}",
        ended.took
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(ended.took < Duration::from_secs(4), "took {:?}", ended.took);
    assert!(
        ended.stderr.contains(&format!(
            "error: {silent} did not answer within --timeout 2s, the deadline of the whole command"
        )),
        "{}",
        ended.stderr
    );

    let (busy, count) = hostile(Duration::ZERO, |_, _| {
        Some(response(503, "Retry-After: 20\r\n", b""))
    });
    let ended = run(
        &env,
        &busy,
        &["--timeout", "2s", "--retries", "3", "tcp-edge", "get", EDGE],
        Duration::from_secs(30),
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(ended.took < Duration::from_secs(4), "took {:?}", ended.took);
    assert_eq!(
        count.load(Ordering::SeqCst),
        1,
        "a retry that cannot start before the deadline is not waited for"
    );
}

/// A person's time at a prompt is not the server's: a CA picked after longer than `--timeout`
/// (the list of CAs already fetched) still gets the certificate issued.
#[test]
fn time_at_a_prompt_does_not_count_against_the_timeout() {
    use expectrl::process::unix::WaitStatus;
    use expectrl::{Eof, Expect, Session};

    let env = Env::new();
    let ca =
        ssh_key::PrivateKey::random(&mut ssh_key::rand_core::OsRng, ssh_key::Algorithm::Ed25519)
            .unwrap();
    let (url, count) = crate::ssh_login_trust::certificate_server(
        crate::ssh_login_trust::Answer::Honest,
        ca,
        crate::ergonomics::USER_KEY,
    );
    let mut cmd = env.std_cmd();
    cmd.args([
        "--api-url",
        &url,
        "--api-key",
        KEY,
        "--timeout",
        "1s",
        "-o",
        "json",
    ])
    .args([
        "ssh-cert",
        "create",
        "--public-key",
        crate::ergonomics::USER_KEY,
    ]);
    let mut session = Session::spawn(cmd).expect("spawn in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session.expect("CA that signs the certificate").unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    session.send("\r").unwrap();
    let seen = session.expect(Eof).unwrap();
    // An Eof match holds everything after the last expect.
    let mut screen = seen.before().to_vec();
    screen.extend(seen.matches().flatten());
    let screen = String::from_utf8_lossy(&screen).into_owned();
    let code = match session.get_process().wait().unwrap() {
        WaitStatus::Exited(_, code) => Some(code),
        _ => None,
    };
    assert_eq!(code, Some(0), "{screen}");
    assert!(
        screen.contains("sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpf"),
        "{screen}"
    );
    assert_eq!(
        count.load(Ordering::SeqCst),
        4,
        "the list of CAs, the CA chosen (its public key), its policy (no end was asked, so the \
         policy bounds the window answered), then the create"
    );
}

/// A server that invents a new `next_page_uri` each time pushed `--jq` to 3.9 GB and `api
/// --paginate` to 3.6 GB. Now a listing gathered whole (for `--jq`, a table, `api --paginate`)
/// stops once its items take 64 MiB, with exit 6 and a message naming the bound, and the
/// process's peak memory stays under 256 MiB. Each page here holds 2 MiB.
#[test]
fn an_endless_listing_stops_at_the_bound_in_bounded_memory() {
    let description = "x".repeat(20 * 1024);
    let edge = format!(
        r#"{{"id":"{EDGE}","description":"{description}","metadata":"","created_at":"2026-11-22T10:00:00Z","uri":"x","hostports":null,"backend":null,"ip_restriction":null}}"#
    );
    let page = vec![edge; 100].join(",");
    for args in [
        &["--jq", ".tcp_edges | length", "tcp-edge", "list"][..],
        &["api", "GET", "/edges/tcp", "--paginate"][..],
        &["tcp-edge", "list"][..],
    ] {
        let env = Env::new();
        let page = page.clone();
        let (url, count) = hostile(Duration::ZERO, move |n, _| {
            let body = format!(
                r#"{{"tcp_edges":[{page}],"uri":"/edges/tcp","next_page_uri":"/edges/tcp?before_id=edgtcp_{n}&limit=100"}}"#
            );
            Some(response(
                200,
                "Content-Type: application/json\r\n",
                body.as_bytes(),
            ))
        });
        let ended = run(&env, &url, args, Duration::from_secs(120));
        eprintln!(
            "endless pages, {args:?}: {} pages, peak RSS {} KiB, {:?}",
            count.load(Ordering::SeqCst),
            ended.peak_kib,
            ended.took
        );
        assert_eq!(
            ended.exit,
            Some(exit::UNAVAILABLE),
            "{args:?}: {}",
            ended.stderr
        );
        let pages = count.load(Ordering::SeqCst);
        assert!(
            ended.stderr.contains(&format!(
                "error: the listing of /edges/tcp stopped after {pages} pages ({} items): its items take more than 64 MiB, the most tunnelctl keeps of one listing",
                pages * 100
            )),
            "{args:?}: {}",
            ended.stderr
        );
        assert!(ended.stdout.is_empty(), "{args:?}");
        assert!(
            ended.peak_kib < 256 * 1024,
            "{args:?}: peak RSS {} KiB is over 256 MiB",
            ended.peak_kib
        );
    }
}

/// A 200 carrying the API's error body exited 0, and `--write-cert --force` then replaced a
/// certificate with a 1-byte file. Now a success that is not the resource asked for (an error
/// body, no `id`, another `id`, an ID of another kind, a list without its items) is exit 6 naming
/// what was expected; and what would replace a file (a certificate, a KRL) is written only once
/// it reads as one: the file keeps what it had.
#[test]
fn a_success_that_is_not_the_resource_exits_6_and_replaces_no_file() {
    const CERT: &str = "sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpf";
    const CA: &str = "sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe";
    let error = r#"{"error_code":"ERR_NGROK_404","status_code":404,"msg":"Resource not found","details":{}}"#;
    let cert_path = format!("/ssh_user_certificates/{CERT}");
    let cases: [(&[&str], &str, &str, String); 5] = [
        (
            &["ssh-cert", "get", CERT],
            error,
            "GET",
            format!("{cert_path} answered 200 with something that is not SSH user certificate {CERT} (it is the API's error body): {error}"),
        ),
        (
            &["ssh-cert", "get", CERT],
            r#"{"certificate":"x"}"#,
            "GET",
            format!("{cert_path} answered 200 with something that is not SSH user certificate {CERT} (it has no \"id\")"),
        ),
        (
            &["ssh-cert", "get", CERT],
            r#"{"id":"sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpX","certificate":"x"}"#,
            "GET",
            format!("{cert_path} answered 200 with something that is not SSH user certificate {CERT} (its \"id\" is \"sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpX\")"),
        ),
        (
            &["tcp-edge", "create"],
            r#"{"id":"sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"}"#,
            "POST",
            "/edges/tcp answered 200 with something that is not the new TCP edge (its \"id\" \"sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\" does not start with \"edgtcp_\", as the IDs of TCP edges do)".into(),
        ),
        (
            &["tcp-edge", "list"],
            error,
            "GET",
            "/edges/tcp?limit=100 answered 200 with something that is not a page of TCP edges (it is the API's error body)".into(),
        ),
    ];
    let file_was = b"ssh-ed25519-cert-v01@openssh.com AAAA the certificate ssh reads\n";
    for (command, body, method, said) in cases {
        let env = Env::new();
        let body = body.to_string();
        let (url, _) = hostile(Duration::ZERO, move |_, _| {
            Some(response(
                200,
                "Content-Type: application/json\r\n",
                body.as_bytes(),
            ))
        });
        let file = env.path().join("id_ed25519-cert.pub");
        std::fs::write(&file, file_was).unwrap();
        let mut args = vec!["-o", "json"];
        args.extend(command);
        if command[0] == "ssh-cert" {
            args.extend(["--write-cert", file.to_str().unwrap(), "--force"]);
        }
        let ended = run(&env, &url, &args, Duration::from_secs(20));
        assert_eq!(
            ended.exit,
            Some(exit::UNAVAILABLE),
            "{args:?}: {}",
            ended.stderr
        );
        assert!(
            ended
                .stderr
                .contains(&format!("error: {method} {url}{said}")),
            "{args:?}: {}",
            ended.stderr
        );
        assert!(ended.stdout.is_empty(), "{args:?}");
        assert_eq!(std::fs::read(&file).unwrap(), file_was, "{args:?}");
    }

    // The certificate asked for, whose `certificate` is not one: the file is not replaced.
    let env = Env::new();
    let (url, _) = hostile(Duration::ZERO, move |_, _| {
        let cert =
            format!(r#"{{"id":"{CERT}","ssh_certificate_authority_id":"{CA}","certificate":"x"}}"#);
        Some(response(
            200,
            "Content-Type: application/json\r\n",
            cert.as_bytes(),
        ))
    });
    let file = env.path().join("id_ed25519-cert.pub");
    std::fs::write(&file, file_was).unwrap();
    let path = file.to_str().unwrap();
    let ended = run(
        &env,
        &url,
        &[
            "-o",
            "json",
            "ssh-cert",
            "get",
            CERT,
            "--write-cert",
            path,
            "--force",
        ],
        Duration::from_secs(20),
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(
        ended.stderr.contains(&format!(
            "error: what the server answered is not an OpenSSH certificate (certificate {CERT}: "
        )) && ended
            .stderr
            .contains(&format!("); {path} was left as it was")),
        "{}",
        ended.stderr
    );
    assert_eq!(std::fs::read(&file).unwrap(), file_was);

    // A KRL that is not one, with the KRL's content type: sshd's file is not replaced.
    let (url, _) = hostile(Duration::ZERO, move |_, _| {
        Some(response(
            200,
            "Content-Type: application/octet-stream\r\n",
            b"<html>",
        ))
    });
    let krl = env.path().join("revoked_keys");
    std::fs::write(&krl, b"SSHKRL\n\0the KRL sshd reads").unwrap();
    let ended = run(
        &env,
        &url,
        &["ssh-ca", "krl", CA, "--output-file", krl.to_str().unwrap()],
        Duration::from_secs(20),
    );
    assert_eq!(ended.exit, Some(exit::UNAVAILABLE), "{}", ended.stderr);
    assert!(
        ended.stderr.contains(
            "error: what the server answered is not a KRL (it does not start as a KRL does"
        ),
        "{}",
        ended.stderr
    );
    assert_eq!(
        std::fs::read(&krl).unwrap(),
        b"SSHKRL\n\0the KRL sshd reads"
    );
}
