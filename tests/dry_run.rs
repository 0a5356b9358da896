//! Issue 13 item 10: `--dry-run` validates. In local mode (the store in process, or the process
//! holding it over its socket) the request runs against the store and is rolled back: the command
//! reports exactly what the real request would (its refusal and exit code, or the body it would
//! return), and nothing is written: not the store, not the ID counter, not a file. In remote mode
//! the same against tunnelctl's `serve` (issue 43 item 5); against any other server it stays a
//! print of the requests, and says that it validated nothing.

use std::io::{Read, Write};
use std::process::Output;
use std::sync::{Arc, Mutex};

use serde_json::Value;
use tunnelctl::api::code;
use tunnelctl::cli::exit;

use crate::common::{background_pid, fake_id, id, Env, API_KEY};

const WRITTEN_NOTHING: &str = "dry run: nothing was written";

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A refused dry run exits with the refusal's code and message, exactly as the real request.
#[test]
fn a_refused_dry_run_reports_the_real_refusal_and_stores_nothing() {
    let env = Env::new();
    env.json(&["tcp-edge", "create", "--description", "there"]);
    let args = ["tcp-edge", "create", "--hostport", "bad"];
    let dry: Vec<&str> = ["--dry-run"].iter().chain(&args).copied().collect();
    let trial = env.assert_refused(&dry, exit::FAILURE, code::INVALID_FIELD);
    let real = env.assert_refused(&args, exit::FAILURE, code::INVALID_FIELD);
    assert_eq!(trial.msg(), real.msg());
    assert!(
        trial.msg().contains("must be host:port"),
        "{}",
        trial.stderr
    );
}

/// The body a dry run prints is the one the real request returns, ID included: the seed
/// counter did not move, so the next real create gets the very ID the dry run showed.
#[test]
fn a_dry_run_create_prints_the_body_of_the_real_create_and_stores_nothing() {
    let env = Env::new();
    env.json(&["tcp-edge", "create", "--description", "first"]);
    let before = env.state();
    let args = ["tcp-edge", "create", "--description", "second"];
    let out = env.run(
        &["--dry-run", "-o", "json"]
            .iter()
            .chain(&args)
            .copied()
            .collect::<Vec<_>>(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains(WRITTEN_NOTHING), "{}", stderr(&out));
    let trial: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(id(&trial).starts_with("edgtcp_"), "{trial}");
    assert_eq!(trial["description"], "second");
    assert_eq!(env.state(), before, "a dry run stores nothing");

    // Printed as the command prints: a table, or the bare ID.
    let table = env.table(&["--dry-run", "tcp-edge", "create", "--description", "second"]);
    assert!(
        table.contains(&id(&trial)) && table.contains("second"),
        "{table}"
    );
    let bare = env.table(&["--dry-run", "-o", "id", "tcp-edge", "create"]);
    assert_eq!(bare.trim(), id(&trial));

    let real = env.json(&args);
    assert_eq!(
        real, trial,
        "the real create answers what the dry run showed"
    );
}

/// A dry run of a write on a store that does not exist yet creates none.
#[test]
fn a_dry_run_creates_no_store() {
    let env = Env::new();
    let trial = env.json(&["--dry-run", "tcp-edge", "create"]);
    assert!(id(&trial).starts_with("edgtcp_"));
    assert!(!env.store().exists(), "the dry run created the store");
    let refusal = env.refuse(&["--dry-run", "tcp-edge", "delete", &fake_id("edgtcp", 1)]);
    assert_eq!(refusal.exit, exit::NOT_FOUND, "{}", refusal.stderr);
    assert!(!env.store().exists());
}

#[test]
fn a_dry_run_delete_reports_not_found_or_what_it_would_delete() {
    let env = Env::new();
    let edge = env.json(&["tcp-edge", "create"]);
    let missing = fake_id("edgtcp", 1);
    let refusal = env.assert_refused(
        &["--dry-run", "tcp-edge", "delete", &missing],
        exit::NOT_FOUND,
        "", // a not-found carries no error code
    );
    assert!(
        refusal
            .stderr
            .contains(&format!("TCP edge {missing} not found")),
        "{}",
        refusal.stderr
    );
    let before = env.state();
    let out = env.run(&["--dry-run", "tcp-edge", "delete", &id(&edge)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(&format!(
            "dry run (rolled back): deleted TCP edge {}",
            id(&edge)
        )),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains(WRITTEN_NOTHING));
    assert_eq!(env.state(), before);
}

/// Each request of a command that sends several is tried in turn, each seeing what the ones
/// before it did, and reported; nothing is stored.
#[test]
fn a_multi_request_update_tries_each_request() {
    let env = Env::new();
    let edge = env.json(&["tcp-edge", "create", "--backend-id", &fake_id("bkdtg", 1)]);
    let id = id(&edge);
    let backend = format!("/edges/tcp/{id}/backend");
    let before = (env.state(), env.module(&backend));
    let out = env.run(&[
        "--dry-run",
        "tcp-edge",
        "update",
        &id,
        "--description",
        "after",
        "--remove",
        "backend",
    ]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(&format!(
            "dry run: PATCH /edges/tcp/{id} would be accepted (200)"
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "dry run: DELETE {backend} would be accepted (204)"
        )),
        "{err}"
    );
    // Issue 60, item 2: as on PostgreSQL (`postgres::a_dry_run_on_postgres_is_one_transaction_rolled_back`),
    // the requests of one dry run see each other.
    assert!(
        err.contains("each seeing what the ones before it did"),
        "{err}"
    );
    assert_eq!((env.state(), env.module(&backend)), before);
    assert!(before.1.is_some());
    // The help says so once, for both engines, as the closing line does.
    let help = env
        .table(&["--help"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        help.contains(
            "tries them in turn, each seeing what the ones before it did, on either engine"
        ),
        "{help}"
    );
}

/// Issue 43 item 5: against tunnelctl's `serve` a dry run runs on the server and is rolled back,
/// as locally: the real refusal, the real body (the ID the real create then gets), nothing
/// stored. Over plain HTTP the mark is echoed, and a value other than `true` is refused.
#[test]
fn a_remote_dry_run_on_serve_answers_the_real_answer_and_stores_nothing() {
    let env = Env::remote();
    env.json(&["tcp-edge", "create", "--description", "first"]);
    let before = env.state();
    let refusal = env.refuse(&["--dry-run", "tcp-edge", "create", "--hostport", "bad"]);
    assert_eq!(refusal.exit, exit::FAILURE, "{}", refusal.stderr);
    assert_eq!(refusal.code(), code::INVALID_FIELD);
    assert!(
        refusal.msg().contains("must be host:port"),
        "{}",
        refusal.stderr
    );
    let out = env.run(&[
        "--dry-run",
        "-o",
        "json",
        "tcp-edge",
        "create",
        "--description",
        "d",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out)
            .contains("nothing was written (the server ran the request and rolled it back)"),
        "{}",
        stderr(&out)
    );
    let trial: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(id(&trial).starts_with("edgtcp_"), "{trial}");
    assert_eq!(env.state(), before, "a dry run on serve stores nothing");
    let real = env.json(&["tcp-edge", "create", "--description", "d"]);
    assert_eq!(
        real, trial,
        "the real create answers what the dry run showed"
    );

    let before = env.state();
    let post = |mark: &str| {
        let address = env.base_url().trim_start_matches("http://").to_string();
        let mut stream = std::net::TcpStream::connect(&address).unwrap();
        write!(
            stream,
            "POST /edges/tcp HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bearer {API_KEY}\r\n\
             Ngrok-Version: 2\r\nTunnelctl-Dry-Run: {mark}\r\nContent-Type: application/json\r\n\
             Content-Length: 2\r\nConnection: close\r\n\r\n{{}}"
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer.to_ascii_lowercase()
    };
    let answer = post("true");
    assert!(answer.starts_with("http/1.1 201"), "{answer}");
    assert!(answer.contains("tunnelctl-dry-run: true"), "{answer}");
    assert!(answer.contains("tunnelctl-version: "), "{answer}");
    let answer = post("1");
    assert!(answer.starts_with("http/1.1 400"), "{answer}");
    assert!(answer.contains("must be true"), "{answer}");
    assert_eq!(env.state(), before);
}

/// Against a server that is not tunnelctl's `serve` (no `Tunnelctl-Version` on its answers) a
/// dry run sends nothing that changes anything: only the harmless GET that asks what it is. It
/// prints the requests and says why.
#[test]
fn a_remote_dry_run_elsewhere_sends_nothing_mutating_and_says_so() {
    let (url, received) = foreign_server("404 Not Found", "{}");
    let mut env = Env::new();
    env.set_var("TUNNELCTL_API_URL", &url);
    env.set_var("TUNNELCTL_API_KEY", API_KEY);
    let out = env.run(&["--dry-run", "tcp-edge", "create", "--hostport", "bad"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stdout = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(stdout.starts_with("POST /edges/tcp"), "{stdout}");
    assert!(
        stderr(&out).contains("is not tunnelctl's serve")
            && stderr(&out).contains("only printed the requests and validated nothing"),
        "{}",
        stderr(&out)
    );
    let received = received.lock().unwrap().clone();
    assert_eq!(received, ["GET /tunnel_sessions?limit=1 HTTP/1.1"]);
}

/// A server that is not tunnelctl's: it answers every request with `status` and `body` (JSON),
/// without a `Tunnelctl-Version` header; its URL, and the request lines it received.
fn foreign_server(status: &'static str, body: &'static str) -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let received = Arc::new(Mutex::new(Vec::<String>::new()));
    let seen = received.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let mut stream = stream.unwrap();
            let mut head = String::new();
            let mut reader = std::io::BufReader::new(stream.try_clone().unwrap());
            std::io::BufRead::read_line(&mut reader, &mut head).unwrap();
            seen.lock().unwrap().push(head.trim().to_string());
            let _ = stream.write_all(
                format!(
                    "HTTP/1.1 {status}\r\nContent-Type: application/json\r\n\
                     Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                )
                .as_bytes(),
            );
        }
    });
    (url, received)
}

/// A page of every kind `apply` lists, empty.
const EVERY_LIST_EMPTY: &str = r#"{"tcp_edges": [], "event_subscriptions": [],
    "ssh_certificate_authorities": [], "next_page_uri": null}"#;

/// `apply --dry-run` against such a server prints the plan, sends nothing that changes
/// anything, and says on stderr that the plan was not checked.
#[test]
fn an_apply_dry_run_elsewhere_prints_the_plan_and_says_it_was_not_checked() {
    let (url, received) = foreign_server("200 OK", EVERY_LIST_EMPTY);
    let mut env = Env::new();
    env.set_var("TUNNELCTL_API_URL", &url);
    env.set_var("TUNNELCTL_API_KEY", API_KEY);
    let file = env.file("web.yaml", "kind: tcp-edge\nname: web\ndescription: web\n");
    let out = env.run(&["apply", "--dry-run", "-f", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stdout = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(stdout.contains("tcp-edge web"), "{stdout}");
    assert!(
        stderr(&out).contains("the plan was not checked"),
        "{}",
        stderr(&out)
    );
    let received = received.lock().unwrap().clone();
    assert!(
        received.iter().all(|r| r.starts_with("GET ")),
        "{received:?}"
    );
}

/// Through the process holding the store (keep-open): the same validation, nothing written,
/// and the holder's seed counter unmoved.
#[test]
fn a_dry_run_through_the_background_process_validates_and_writes_nothing() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    let edge = env.json(&["tcp-edge", "create"]);
    assert!(background_pid(&env).is_some(), "a holder serves the store");

    let refusal = env.refuse(&["--dry-run", "tcp-edge", "create", "--hostport", "bad"]);
    assert_eq!(refusal.exit, exit::FAILURE, "{}", refusal.stderr);
    assert_eq!(refusal.code(), code::INVALID_FIELD);
    let out = env.run(&["--dry-run", "tcp-edge", "delete", &id(&edge)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains(WRITTEN_NOTHING), "{}", stderr(&out));
    assert_eq!(env.json(&["tcp-edge", "get", &id(&edge)]), edge);

    let trial = env.json(&["--dry-run", "tcp-edge", "create", "--description", "d"]);
    assert_eq!(
        env.json(&["tcp-edge", "list"])["tcp_edges"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let real = env.json(&["tcp-edge", "create", "--description", "d"]);
    assert_eq!(real, trial);
    assert!(
        background_pid(&env).is_some(),
        "it all went through the holder"
    );
    env.run(&["store", "close"]);
}

const USER_KEY: &str =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGg0hUf7yRqI6m8Jz4Cq3Jm2bV9cY3sB6xvJ0Yx7eQ1k user\n";

/// `ssh-cert create --write-cert` under a dry run checks the request in full but signs nothing
/// (issue 59 item 1): it writes no file and says what it would have written. The CA's key is not
/// opened, so an encrypted CA needs no passphrase, and a wrong one is not even tried.
#[test]
fn a_dry_run_certificate_writes_no_file_and_opens_no_ca_key() {
    let env = Env::new();
    let passphrase = env.secret_file("passphrase", "correct horse\n");
    let wrong = env.secret_file("wrong", "battery staple\n");
    let ca = env.json(&[
        "-y",
        "ssh-ca",
        "create",
        "--passphrase-file",
        passphrase.to_str().unwrap(),
    ]);
    let key = env.file("user.pub", USER_KEY);
    let cert_file = env.path().join("user-cert.pub");
    let ca_id = id(&ca);
    let args = [
        "--dry-run",
        "ssh-cert",
        "create",
        "--ca-id",
        &ca_id,
        "--public-key-file",
        key.to_str().unwrap(),
        "--principal",
        "deploy",
        "--write-cert",
        cert_file.to_str().unwrap(),
    ];
    let before = env.state();
    let mut with_wrong = args.to_vec();
    with_wrong.extend(["--ca-passphrase-file", wrong.to_str().unwrap()]);
    for args in [&args[..], &with_wrong] {
        let out = env.run(&[&["-o", "json"], args].concat());
        assert!(out.status.success(), "{}", stderr(&out));
        let cert: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(cert.get("certificate"), Some(&Value::Null), "{cert}");
        assert!(
            stderr(&out).contains(&format!(
                "dry run: would have written certificate {} to {}",
                id(&cert),
                cert_file.display()
            )),
            "{}",
            stderr(&out)
        );
    }
    assert!(!cert_file.exists(), "a dry run wrote the certificate");
    assert_eq!(env.state(), before);
    // A real request does open the key: it needs the passphrase.
    let refused = env.assert_refused(&args[1..], exit::FAILURE, code::INVALID_FIELD);
    assert_eq!(refused.body["details"]["reason"], "ca_passphrase_required");

    // The KRL a dry run would write is not written either.
    let krl = env.path().join("revoked.krl");
    let out = env.run(&[
        "--dry-run",
        "ssh-ca",
        "krl",
        &ca_id,
        "--output-file",
        krl.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("dry run: would have written the KRL"),
        "{}",
        stderr(&out)
    );
    assert!(!krl.exists());
}

/// `ssh-ca import` calls the service directly (the key never travels); under a dry run the key is
/// checked as the import would, and nothing is stored.
#[test]
fn a_dry_run_import_checks_the_key() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    let public = env.secret_file("ca.pub", USER_KEY);
    let refusal = env.assert_refused(
        &[
            "--dry-run",
            "ssh-ca",
            "import",
            "--private-key-file",
            public.to_str().unwrap(),
        ],
        exit::FAILURE,
        code::INVALID_FIELD,
    );
    assert!(
        refusal.stderr.contains("is a public key"),
        "{}",
        refusal.stderr
    );
}

/// `POST /dry_runs` (issue 61 item 2): a plan's requests tried as ONE dry run on `serve`, each
/// seeing the ones before it, with the caller's own role. What is not such a list is a 400 naming
/// the field, and nothing is ever written.
#[test]
fn serve_tries_a_list_of_requests_as_one_dry_run_and_refuses_what_is_not_one() {
    use serde_json::json;
    let env = Env::remote();
    let url = env.base_url();
    let reader = env.json(&[
        "api-key",
        "create",
        "--description",
        "r",
        "--role",
        "reader",
    ]);
    let reader = reader["token"].as_str().expect("a token");
    let before = env.state();
    let post = |token: &str, body: &str| {
        let (status, headers, text) =
            crate::common::http_raw_as(token, &url, "POST", "/dry_runs", body)
                .expect("the server answers");
        let marked = headers.iter().any(|(name, _)| name == "tunnelctl-dry-run");
        (
            status,
            serde_json::from_str::<Value>(&text).unwrap_or(Value::Null),
            marked,
        )
    };
    let edge = |hostport: &str| json!({"method": "POST", "path": "/edges/tcp", "body": {"hostports": [hostport]}});
    // Two edges claiming one hostport: the second sees the first and is refused; the list stops.
    let twice = json!({"requests": [
        edge("1.tcp.ngrok.io:20012"), edge("1.tcp.ngrok.io:20012"), edge("1.tcp.ngrok.io:20013"),
    ]});
    let (status, body, marked) = post(API_KEY, &twice.to_string());
    assert_eq!((status, marked), (200, true), "{body}");
    let responses = body["responses"].as_array().expect("responses");
    assert_eq!(responses.len(), 2, "{body}");
    assert_eq!(responses[0]["status"], 201, "{body}");
    assert_eq!(responses[0]["body"]["hostports"][0], "1.tcp.ngrok.io:20012");
    assert_eq!(responses[1]["status"], 409, "{body}");
    assert!(
        responses[1]["body"]["msg"]
            .as_str()
            .unwrap()
            .contains("20012"),
        "{body}"
    );
    // A delete that frees a hostport, then a create that takes it: passes, as the apply would.
    let held = env.api(
        tunnelctl::api::Method::Post,
        "/edges/tcp",
        Some(json!({"hostports": ["1.tcp.ngrok.io:20015"]})),
    );
    let freed = json!({"requests": [
        {"method": "DELETE", "path": format!("/edges/tcp/{}", id(&held))},
        edge("1.tcp.ngrok.io:20015"),
    ]});
    let (status, body, _) = post(API_KEY, &freed.to_string());
    assert_eq!(status, 200, "{body}");
    let statuses: Vec<&Value> = body["responses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["status"])
        .collect();
    assert_eq!(statuses, [204, 201], "{body}");
    env.api(
        tunnelctl::api::Method::Delete,
        &format!("/edges/tcp/{}", id(&held)),
        None,
    );
    // What is not a list of requests, naming what is wrong.
    let many: Vec<Value> = (0..1001)
        .map(|_| json!({"method": "GET", "path": "/edges/tcp"}))
        .collect();
    for (sent, field) in [
        (
            json!({"requests": [{"method": "POST", "path": "/dry_runs", "body": {"requests": []}}]}),
            "requests[0].path",
        ),
        (json!({"requests": {"method": "POST"}}), "requests"),
        (json!({"requests": many}), "requests"),
        (
            json!({"requests": [{"method": "FETCH", "path": "/edges/tcp"}]}),
            "requests[0].method",
        ),
    ] {
        let (status, body, _) = post(API_KEY, &sent.to_string());
        assert_eq!(status, 400, "{body}");
        assert!(
            body["msg"].as_str().unwrap_or_default().contains(field),
            "{field}: {body}"
        );
    }
    // A reader's inner POST gets the 403 it would get alone.
    let (status, body, _) = post(
        reader,
        &json!({"requests": [edge("1.tcp.ngrok.io:20014")]}).to_string(),
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["responses"][0]["status"], 403, "{body}");
    assert_eq!(
        body["responses"][0]["body"]["error_code"],
        "ERR_TUNNELCTL_ROLE_FORBIDDEN"
    );
    // That refusal is on record, as the same request's alone would be (written off the answer's
    // path: looked for until it is there).
    let refused = |_: ()| {
        env.api(
            tunnelctl::api::Method::Get,
            "/audit_records?limit=100",
            None,
        )["audit_records"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["outcome"] == "refused")
            .cloned()
    };
    let started = std::time::Instant::now();
    let record = loop {
        match refused(()) {
            Some(record) => break record,
            None if started.elapsed() < std::time::Duration::from_secs(10) => {
                std::thread::sleep(std::time::Duration::from_millis(50))
            }
            None => panic!("the refusal within /dry_runs was not recorded"),
        }
    };
    assert_eq!(record["status"], 403, "{record}");
    assert_eq!(record["dry_run"], true, "{record}");
    assert_eq!(record["request"]["route"], "/dry_runs", "{record}");
    // Only POST.
    let (status, _, _) = crate::common::http_raw_as(API_KEY, &url, "GET", "/dry_runs", "").unwrap();
    assert_eq!(status, 405);
    assert_eq!(env.state(), before, "nothing was written");
}
