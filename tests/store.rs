//! The store's promises: a printed success survives SIGKILL, concurrent processes wait for each
//! other, a busy or newer store is refused clearly, and the directory is private.

use crate::common;
use tunnelctl::cli::exit;

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::time::Duration;

use common::{edge_ids, Env};
use serde_json::Value;

/// Kills each create with SIGKILL the moment its output appears. Success is printed only after the
/// flush, so every printed ID must be there on the next open, and the store must always open.
#[test]
fn printed_successes_survive_sigkill() {
    let env = Env::new();
    let mut printed = Vec::new();
    for round in 0..25 {
        let mut child = env
            .std_cmd()
            .args([
                "-o",
                "json",
                "tcp-edge",
                "create",
                "--description",
                &format!("round {round}"),
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        let mut id = None;
        while reader.read_line(&mut line).unwrap() > 0 {
            if let Some(rest) = line.trim().strip_prefix("\"id\": \"") {
                id = Some(rest.trim_end_matches("\",").to_string());
                break;
            }
            line.clear();
        }
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        printed.push(id.expect("the create printed its ID"));
    }
    let stored = edge_ids(&env);
    for id in &printed {
        assert!(
            stored.contains(id),
            "{id} was printed but is not in the store"
        );
    }
}

/// Holds the store's lock from this test process and checks that a command gives up with exit 6.
#[test]
fn a_busy_store_is_reported_with_who_holds_it() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    let lock = File::options()
        .read(true)
        .write(true)
        .open(env.store().join("lock"))
        .unwrap();
    lock.try_lock().unwrap();

    let out = env.run(&["--lock-timeout", "200ms", "tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("is busy"), "{stderr}");
    assert!(
        stderr.contains("hint: wait for the other command to finish, or raise --lock-timeout"),
        "{stderr}"
    );

    // When a server holds it, the hint names the URL to use instead.
    lock.set_len(0).unwrap();
    (&lock)
        .write_all(b"pid 1\nserve http://127.0.0.1:9999\n")
        .unwrap();
    let out = env.run(&["--lock-timeout", "0s", "tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("`tunnelctl serve` (pid 1) at http://127.0.0.1:9999 is serving it"),
        "{stderr}"
    );
    assert!(
        stderr.contains("--api-url http://127.0.0.1:9999"),
        "{stderr}"
    );
    // A store command cannot go through the server: its one hint says to stop it.
    let out = env.run(&["--lock-timeout", "0s", "store", "check"]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "hint: this command needs the store to itself: stop the server (pid 1) first"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("--api-url"), "{stderr}");

    // Waiting works: another command (not a server) holding it lets go while the command waits,
    // and it succeeds.
    lock.set_len(0).unwrap();
    (&lock).write_all(b"pid 1\n").unwrap();
    let waiter = env
        .std_cmd()
        .args(["--lock-timeout", "30s", "-o", "json", "tcp-edge", "list"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(300)); // give the waiter time to find the store busy
    lock.unlock().unwrap();
    let out = waiter.wait_with_output().unwrap();
    assert!(out.status.success());
    let list: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(list["tcp_edges"].as_array().unwrap().len(), 1);
}

#[test]
fn a_store_from_a_newer_version_is_refused() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    {
        let db = sled::open(env.store().join("sled")).unwrap();
        db.open_tree("meta")
            .unwrap()
            .insert("schema_version", &99u32.to_be_bytes())
            .unwrap();
        db.flush().unwrap();
    }
    let out = env.run(&["tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::FAILURE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("was written by a newer tunnelctl (schema 99"),
        "{stderr}"
    );
    assert!(stderr.contains("hint: upgrade tunnelctl"), "{stderr}");
}

#[cfg(unix)]
#[test]
fn the_store_directory_is_private_and_defaults_to_xdg_data_home() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_STORE")
        .args(["tcp-edge", "create"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let dir = env.path().join("home/.local/share/tunnelctl/store");
    let mode = std::fs::metadata(&dir).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o700);
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let env = Env::new();
    for _ in 0..3 {
        env.json(&["tcp-edge", "create"]);
    }
    let mut child = env
        .std_cmd()
        .args(["tcp-edge", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader is gone before anything is written, as with `| head -0`
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
