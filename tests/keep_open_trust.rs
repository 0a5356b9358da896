//! Issue 24, items 6 and 8: the background store process of `--keep-open` starts the way
//! ssh-agent does — no inherited secrets, descriptors or working directory, and no silently
//! ignored clock — and a command that needs the store to itself is not starved by keep-open
//! writers starting new background processes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use tunnelctl::cli::exit;

use crate::common::{alive, background_pid, within, Env};

/// The environment of process `pid`, one `NAME=VALUE` per entry.
fn environ(pid: u32) -> Vec<String> {
    let raw = std::fs::read(format!("/proc/{pid}/environ")).expect("read the holder's environ");
    raw.split(|b| *b == 0)
        .filter(|v| !v.is_empty())
        .map(|v| String::from_utf8_lossy(v).into_owned())
        .collect()
}

fn edges(env: &Env) -> usize {
    env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .expect("a list")
        .len()
}

/// Secrets of the command that started it (a CA passphrase, an API key) are not in the
/// background process's environment for its whole life; it keeps only what it needs (the testing
/// aids). Its working directory is `/`, not the caller's (which it would keep from being
/// unmounted), and a relative `--store` still names the caller's store.
#[test]
fn the_background_process_keeps_no_secret_and_no_working_directory_of_its_caller() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    env.set_var("TUNNELCTL_CA_PASSPHRASE", "correct horse battery");
    env.set_var("TUNNELCTL_API_KEY", "key-that-must-not-linger");
    env.set_var("SOME_CALLER_VARIABLE", "from the caller");
    let out = env
        .cmd()
        .current_dir(env.path())
        .args(["--store", "store", "-o", "json", "tcp-edge", "create"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pid = background_pid(&env).expect("a background process started");
    let vars = environ(pid);
    for secret in [
        "TUNNELCTL_CA_PASSPHRASE=",
        "TUNNELCTL_API_KEY=",
        "SOME_CALLER_VARIABLE=",
    ] {
        assert!(
            !vars.iter().any(|v| v.starts_with(secret)),
            "the holder inherited {secret}: {vars:?}"
        );
    }
    assert!(
        vars.contains(&format!("TUNNELCTL_NOW={}", crate::common::NOW)),
        "the testing aid it needs is passed on: {vars:?}"
    );
    let cwd = std::fs::read_link(format!("/proc/{pid}/cwd")).unwrap();
    assert_eq!(cwd, std::path::Path::new("/"));
    // The relative --store was the caller's store: the holder answers for it.
    assert_eq!(edges(&env), 1);
    assert_eq!(background_pid(&env), Some(pid));
    env.run(&["store", "close"]);
}

/// A descriptor the caller left open (bats and other harnesses pass fd 3) is closed in the
/// background process: a pipe reader sees its end when the command ends, not when the background
/// process goes idle 15 s later.
#[test]
fn the_background_process_holds_no_descriptor_of_its_caller() {
    let env = Env::new();
    env.create_store();
    let template = env.std_cmd();
    let mut shell = std::process::Command::new("sh");
    shell.env_clear();
    for (key, value) in template.get_envs() {
        if let Some(value) = value {
            shell.env(key, value);
        }
    }
    let started = Instant::now();
    let out = shell
        .arg("-c")
        .arg(r#"( exec 3>&1; "$0" --keep-open 15s tcp-edge list ) | cat"#)
        .arg(template.get_program())
        .output()
        .unwrap();
    let took = started.elapsed();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pid = background_pid(&env).expect("a background process started");
    assert!(alive(pid), "the background process ended early");
    assert!(
        took < Duration::from_secs(5),
        "the pipe stayed open {took:?}: the background process held the caller's fd 3"
    );
    env.run(&["store", "close"]);
}

/// A command whose `TUNNELCTL_NOW` differs from the clock the background process started with is
/// refused (exit 1, naming both), and nothing is written: the holder's clock is not silently used.
#[test]
fn a_command_with_another_clock_than_the_background_process_is_refused() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    env.json(&["tcp-edge", "create"]);
    let pid = background_pid(&env).expect("a background process started");
    env.set_var("TUNNELCTL_NOW", "2027-03-01T00:00:00Z");
    let out = env.run(&["tcp-edge", "create"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(
        stderr.contains("TUNNELCTL_NOW=2027-03-01T00:00:00Z")
            && stderr.contains(crate::common::NOW)
            && stderr.contains(&format!("pid {pid}"))
            && stderr.contains("tunnelctl store close"),
        "{stderr}"
    );
    // The real clock is another clock too.
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_NOW")
        .args(["tcp-edge", "create"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(stderr.contains("TUNNELCTL_NOW is not set"), "{stderr}");
    // The same clock (written another way) goes through; nothing else was written.
    env.set_var("TUNNELCTL_NOW", "2026-11-22T12:00:00+02:00");
    assert_eq!(edges(&env), 1);
    assert_eq!(background_pid(&env), Some(pid));
    env.run(&["store", "close"]);
}

const WRITERS: usize = 4;
const EXPORTS: usize = 30;

/// With keep-open writers running, `store export` (which needs the store to itself and closes the
/// background process) succeeds every time: a writer does not start a new background process
/// while the export waits for the store.
#[test]
fn store_export_is_not_starved_by_keep_open_writers() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    env.create_store();
    let stop = AtomicBool::new(false);
    let failed = std::thread::scope(|scope| {
        for _ in 0..WRITERS {
            scope.spawn(|| {
                // Bounded, should the exports hang.
                for _ in 0..500 {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let _ = env
                        .cmd()
                        .args(["-q", "-o", "id", "tcp-edge", "create"])
                        .output();
                }
            });
        }
        assert!(within(Duration::from_secs(30), || background_pid(&env).is_some()));
        let mut failed = Vec::new();
        for n in 0..EXPORTS {
            let out = env
                .cmd()
                .args(["--lock-timeout", "5s", "store", "export"])
                .output()
                .unwrap();
            if !out.status.success() {
                failed.push(format!("{n}: {}", String::from_utf8_lossy(&out.stderr)));
            }
        }
        stop.store(true, Ordering::SeqCst);
        failed
    });
    assert!(
        failed.is_empty(),
        "{} of {EXPORTS} exports failed: {failed:#?}",
        failed.len()
    );
    env.run(&["store", "close"]);
}
