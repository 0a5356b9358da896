//! Issue 16: local commands go through the process that holds the store — a running `serve`, or
//! the background store process of `--keep-open` — over the store's Unix socket, instead of
//! failing as busy. Every test that starts a background process ends it (`Env`'s drop closes it
//! too, should a test fail first).

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::UnixListener;
use std::time::Duration;

use serde_json::Value;
use tunnelctl::cli::exit;

use crate::common::{alive, background_pid, http, id, within, Env, SOCKET};

fn keep_open(env: &mut Env, duration: &str) {
    env.set_var("TUNNELCTL_KEEP_OPEN", duration);
}

#[test]
fn a_local_command_goes_through_a_running_serve_and_serve_shows_its_write() {
    let env = Env::remote();
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_API_URL")
        .args([
            "--lock-timeout",
            "100ms",
            "-o",
            "json",
            "tcp-edge",
            "create",
        ])
        .args(["--description", "through the socket"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let edge: Value = serde_json::from_slice(&out.stdout).unwrap();
    // The holder made it: its URI is the server's.
    assert!(edge["uri"].as_str().unwrap().starts_with(&env.base_url()));
    let (status, served) = http(
        &env.base_url(),
        "GET",
        &format!("/edges/tcp/{}", id(&edge)),
        None,
    )
    .unwrap();
    assert_eq!(status, 200);
    assert_eq!(served, edge);
    // `store close` leaves a serve someone started alone.
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_API_URL")
        .args(["store", "close"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("left `tunnelctl serve`"));
    assert_eq!(
        http(&env.base_url(), "GET", "/edges/tcp", None).unwrap().0,
        200
    );
}

#[test]
fn the_socket_is_private_to_its_owner() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::remote();
    let mode = std::fs::metadata(env.store().join(SOCKET))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600);
    let dir = std::fs::metadata(env.store()).unwrap().permissions().mode();
    assert_eq!(dir & 0o777, 0o700);
}

#[test]
fn a_stale_socket_is_removed_and_the_command_succeeds() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    // A socket whose holder is gone: the file stays, nobody listens.
    drop(UnixListener::bind(env.store().join(SOCKET)).unwrap());
    assert!(env.store().join(SOCKET).exists());
    let list = env.json(&["tcp-edge", "list"]);
    assert_eq!(list["tcp_edges"].as_array().unwrap().len(), 1);
    assert!(
        !env.store().join(SOCKET).exists(),
        "the stale socket is gone"
    );
}

/// A holder of another version refuses the first request (the version rides on it: no separate
/// handshake) without applying it, and then says who it is; the command does not send it anything
/// else, says why, and waits for the store (here held, so it ends busy).
#[test]
fn a_holder_of_another_version_is_not_sent_requests() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    let lock = std::fs::File::options()
        .read(true)
        .write(true)
        .open(env.store().join("lock"))
        .unwrap();
    lock.try_lock().unwrap();
    let listener = UnixListener::bind(env.store().join(SOCKET)).unwrap();
    let requests = std::thread::spawn(move || {
        // What a holder of another version does: refuse a request of this version before reading
        // its body (so it closes the connection after the answer), and answer the hello; every
        // answer carries its version.
        let answer = |stream: std::os::unix::net::UnixStream| {
            let mut reader = BufReader::new(stream);
            let mut head = Vec::new();
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            while line.trim() != "" {
                head.push(line.trim().to_string());
                line.clear();
                reader.read_line(&mut line).unwrap();
            }
            let (status, body) = if head[0].starts_with("GET /.tunnelctl/hello ") {
                (
                    "200 OK",
                    r#"{"version":"0.0.1-old","pid":4242,"keep_open":false}"#,
                )
            } else {
                let refusal = r#"{"error_code":"ERR_TUNNELCTL_SOCKET_VERSION","status_code":400,"msg":"another version","details":{}}"#;
                ("400 Bad Request", refusal)
            };
            write!(
                reader.get_mut(),
                "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ntunnelctl-version: 0.0.1-old\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
                body.len()
            )
            .unwrap();
            head
        };
        listener.set_nonblocking(false).unwrap();
        let mut seen = vec![answer(listener.accept().unwrap().0)];
        // Whatever else comes within half a second (the command asks who holds the store again
        // before it opens the store itself).
        listener.set_nonblocking(true).unwrap();
        let deadline = std::time::Instant::now() + Duration::from_millis(500);
        while std::time::Instant::now() < deadline {
            match listener.accept() {
                Ok((stream, _)) => {
                    stream.set_nonblocking(false).unwrap();
                    seen.push(answer(stream));
                }
                Err(_) => std::thread::sleep(Duration::from_millis(5)),
            }
        }
        seen
    });
    let out = env.run(&["--lock-timeout", "300ms", "tcp-edge", "create"]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("held by tunnelctl 0.0.1-old (pid 4242), another version"),
        "{stderr}"
    );
    assert!(stderr.contains("is busy"), "{stderr}");
    let seen = requests.join().unwrap();
    assert!(seen[0][0].starts_with("POST /edges/tcp "), "{seen:?}");
    assert!(
        seen[0].contains(&format!("tunnelctl-version: {}", env!("CARGO_PKG_VERSION"))),
        "the request carries this version: {seen:?}"
    );
    assert!(
        seen[1..]
            .iter()
            .all(|head| head[0].starts_with("GET /.tunnelctl/hello ")),
        "after the refusal, only the holder's hello was asked: {seen:?}"
    );
    lock.unlock().unwrap();
    assert_eq!(
        env.json(&["tcp-edge", "list"])["tcp_edges"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

/// The real thing: a holder refuses a request of another version before applying it, and says
/// which version it is. (The other side of `a_holder_of_another_version_is_not_sent_requests`,
/// which relies on it.)
#[test]
fn a_holder_refuses_a_request_of_another_version_without_applying_it() {
    let mut env = Env::new();
    keep_open(&mut env, "10m");
    env.json(&["tcp-edge", "create"]);
    let mut stream = std::os::unix::net::UnixStream::connect(env.store().join(SOCKET)).unwrap();
    let body = r#"{"description":"from another version"}"#;
    // One write: the holder refuses on the head and closes, so a body written after it would
    // meet a closed connection.
    let request = format!(
        "POST /edges/tcp HTTP/1.1\r\nhost: localhost\r\nngrok-version: 2\r\ntunnelctl-version: 0.0.1-old\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut stream, &mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 400 "), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains(&format!("tunnelctl-version: {}", env!("CARGO_PKG_VERSION"))),
        "{answer}"
    );
    let list = env.json(&["tcp-edge", "list"]);
    assert_eq!(list["tcp_edges"].as_array().unwrap().len(), 1, "{list}");
    env.run(&["store", "close"]);
}

#[test]
fn keep_open_starts_a_background_process_that_exits_when_idle() {
    let mut env = Env::new();
    keep_open(&mut env, "1s");
    let edge = env.json(&["tcp-edge", "create"]);
    let pid = background_pid(&env).expect("a background process started");
    assert!(alive(pid));
    assert!(env.store().join(SOCKET).exists());
    // Later commands go through the same process.
    assert_eq!(env.json(&["tcp-edge", "get", &id(&edge)]), edge);
    assert_eq!(background_pid(&env), Some(pid));
    // Idle for a second: it exits, removes its socket, and leaves no process behind.
    assert!(
        within(Duration::from_secs(10), || !alive(pid)),
        "pid {pid} still runs"
    );
    assert!(!env.store().join(SOCKET).exists());
    let log = std::fs::read_to_string(env.store().join("keep-open.log")).unwrap();
    assert!(log.contains(&format!("pid {pid} stopped (idle)")), "{log}");
    // The store is free again for commands without --keep-open.
    env.remove_var("TUNNELCTL_KEEP_OPEN");
    assert_eq!(env.json(&["tcp-edge", "get", &id(&edge)]), edge);
}

#[test]
fn store_close_ends_the_background_process_at_once() {
    let mut env = Env::new();
    keep_open(&mut env, "10m");
    env.json(&["tcp-edge", "create"]);
    let pid = background_pid(&env).unwrap();
    let out = env.run(&["store", "close"]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("closed the background store process (pid {pid})")),
        "{stderr}"
    );
    assert!(within(Duration::from_secs(10), || !alive(pid)));
    let out = env.run(&["store", "close"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no background process holds the store"));
    assert!(!env.store().join(SOCKET).exists());
}

/// `store check` and `store import` need the store to themselves: they close the background
/// process first.
#[test]
fn store_commands_close_the_background_process_first() {
    let mut env = Env::new();
    keep_open(&mut env, "10m");
    env.json(&["tcp-edge", "create"]);
    let pid = background_pid(&env).unwrap();
    let out = env.run(&["-o", "json", "store", "check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "closed the background store process (pid {pid}): this command needs the store to itself"
        )),
        "{stderr}"
    );
    assert!(!alive(pid) || within(Duration::from_secs(10), || !alive(pid)));
    let export = env.run(&["store", "export"]);
    assert!(export.status.success());
    let file = env.path().join("export.json");
    std::fs::write(&file, &export.stdout).unwrap();
    // A new store (an empty directory: a read creates no store), kept open by a first command,
    // then imported into.
    std::fs::create_dir(env.path().join("second")).unwrap();
    env.set_var(
        "TUNNELCTL_STORE",
        env.path().join("second").to_str().unwrap(),
    );
    env.json(&["tcp-edge", "list"]);
    let second = crate::common::background_pid_in(&env.path().join("second")).unwrap();
    let out = env.run(&["--yes", "store", "import", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Not empty? It is: the list created nothing.
    assert!(out.status.success(), "{stderr}");
    assert!(within(Duration::from_secs(10), || !alive(second)));
    assert_eq!(
        env.json(&["tcp-edge", "list"])["tcp_edges"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    env.run(&["store", "close"]);
}

#[test]
fn dry_run_through_the_background_process_sends_nothing() {
    let mut env = Env::new();
    keep_open(&mut env, "10m");
    let edge = env.json(&["tcp-edge", "create"]);
    let out = env.run(&["--dry-run", "tcp-edge", "delete", &id(&edge)]);
    assert!(out.status.success());
    // The holder tried it and rolled it back (tests/dry_run.rs checks its answers).
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing was written"));
    assert_eq!(env.json(&["tcp-edge", "get", &id(&edge)]), edge);
    env.run(&["store", "close"]);
}

/// The passphrase of an encrypted CA crosses the socket with each request that needs it, and the
/// background process does not keep it: a later request without it is refused.
#[test]
fn encrypted_cas_work_through_the_background_process() {
    let mut env = Env::new();
    keep_open(&mut env, "10m");
    let passphrase = env.secret_file("passphrase", "correct horse\n");
    let passphrase = passphrase.to_str().unwrap();
    let ca = env.json(&["-y", "ssh-ca", "create", "--passphrase-file", passphrase]);
    assert!(
        background_pid(&env).is_some(),
        "it went through the background process"
    );
    let key = env.file(
        "user.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGg0hUf7yRqI6m8Jz4Cq3Jm2bV9cY3sB6xvJ0Yx7eQ1k user\n",
    );
    let args = [
        "ssh-cert",
        "create",
        "--ca-id",
        &id(&ca),
        "--public-key-file",
        key.to_str().unwrap(),
        "--principal",
        "deploy",
    ];
    let refused = env.refuse(&args);
    assert_eq!(refused.body["details"]["reason"], "ca_passphrase_required");
    let mut with = args.to_vec();
    with.extend(["--ca-passphrase-file", passphrase]);
    let cert = env.json(&with);
    assert!(cert["certificate"]
        .as_str()
        .unwrap()
        .starts_with("ssh-ed25519-cert"));
    let refused = env.refuse(&args);
    assert_eq!(
        refused.body["details"]["reason"], "ca_passphrase_required",
        "the passphrase was not kept"
    );
    env.run(&["store", "close"]);
}

#[test]
fn keep_open_comes_from_the_flag_the_environment_or_the_profile() {
    let env = Env::new();
    let config = env.file(
        "config.yaml",
        "default_profile: ci\nprofiles:\n  ci: {keep_open: 2m}\n",
    );
    let shown = |cmd: &mut assert_cmd::Command| -> Value {
        let out = cmd.args(["-o", "json", "config", "show"]).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let none = shown(&mut env.cmd());
    assert_eq!(
        setting(&none, "keep_open"),
        ("off".into(), "default".into())
    );
    let profile = shown(env.cmd().env("TUNNELCTL_CONFIG", &config));
    assert_eq!(
        setting(&profile, "keep_open"),
        ("120s".into(), "profile ci".into())
    );
    let flag = shown(
        env.cmd()
            .env("TUNNELCTL_CONFIG", &config)
            .args(["--keep-open", "30s"]),
    );
    assert_eq!(setting(&flag, "keep_open"), ("30s".into(), "flag".into()));
    let bad = env.file(
        "bad.yaml",
        "default_profile: ci\nprofiles:\n  ci: {keep_open: soon}\n",
    );
    let out = env
        .cmd()
        .env("TUNNELCTL_CONFIG", &bad)
        .args(["tcp-edge", "list"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(", line 3, column ") && stderr.contains("keep_open: \"soon\""),
        "{stderr}"
    );
}

fn setting(shown: &Value, name: &str) -> (String, String) {
    let row = shown["settings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["name"] == name)
        .unwrap_or_else(|| panic!("no {name} in {shown}"));
    (
        row["value"].as_str().unwrap_or_default().to_string(),
        row["source"].as_str().unwrap_or_default().to_string(),
    )
}
