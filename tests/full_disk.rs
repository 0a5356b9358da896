//! A store on a filesystem that really fills: a small tmpfs mounted for the test. Writes are refused
//! with 507 (exit 6 locally) and a message saying the disk is full, reads keep answering, nothing
//! confirmed is lost, nothing refused appears, and writes resume once space is freed, without a
//! restart. Mounting needs root: without it the test says it skipped, and under `CI=true` it fails.

use crate::common;
use tunnelctl::cli::exit;

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use common::{http, Env};
use serde_json::{json, Value};

/// A tmpfs of `size` mounted on a fresh temporary directory, unmounted when dropped, even when the
/// test fails (declare it before the `Env`, so that the server is gone before the unmount).
struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    /// `None` (after a skip notice) when mounting is not permitted here; a failure under `CI=true`.
    fn mount(test: &str, size: &str) -> Option<Tmpfs> {
        let dir = tempfile::tempdir().expect("temp dir");
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .output();
        match out {
            Ok(out) if out.status.success() => Some(Tmpfs { dir }),
            other => {
                let why = match other {
                    Ok(out) => String::from_utf8_lossy(&out.stderr).trim().to_string(),
                    Err(e) => format!("cannot run mount: {e}"),
                };
                common::skip(test, &format!("cannot mount a tmpfs (needs root): {why}"));
                None
            }
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes `name` in 64 KiB chunks until the filesystem is full; returns its path.
    fn fill(&self, name: &str) -> PathBuf {
        let path = self.path().join(name);
        let mut file = std::fs::File::create(&path).expect("create filler");
        let chunk = vec![7u8; 64 * 1024];
        loop {
            match file.write_all(&chunk) {
                Ok(()) => {}
                Err(e) if e.raw_os_error() == Some(28) => return path,
                Err(e) => panic!("filling the tmpfs: {e}"),
            }
        }
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let path = self.dir.path();
        let unmounted = Command::new("umount").arg(path).status();
        if !unmounted.is_ok_and(|s| s.success()) {
            // Still busy (a process of a failed test): detach it now, it goes when they do.
            let _ = Command::new("umount").arg("-l").arg(path).status();
        }
    }
}

/// Every edge ID a list shows, following pages.
fn listed(env: &Env) -> BTreeSet<String> {
    env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|e| e["id"].as_str().expect("an id").to_string())
        .collect()
}

fn assert_storage_full(status: u16, body: &Value) {
    assert_eq!(status, 507, "{body}");
    assert_eq!(body["status_code"], 507, "{body}");
    assert_eq!(body["error_code"], "ERR_TUNNELCTL_STORAGE_FULL", "{body}");
    let msg = body["msg"].as_str().unwrap_or_default();
    assert!(msg.contains("the disk holding the store is full"), "{body}");
    assert!(body["details"]["operation_id"].is_string(), "{body}");
}

/// `serve` on a store in a fresh 8 MiB tmpfs that also holds a 2 MiB filler file: room that
/// deleting the filler gives back later (more than the store's 1 MiB reserve plus a few writes).
/// `None` (after a notice) where mounting is not permitted. Declared in drop order: the server
/// stops before the tmpfs is unmounted.
fn serve_on_a_small_disk(test: &str) -> Option<(Tmpfs, std::path::PathBuf, Env)> {
    let tmpfs = Tmpfs::mount(test, "8m")?;
    let filler = tmpfs.path().join("filler");
    std::fs::write(&filler, vec![1u8; 2 << 20]).expect("write filler");
    let mut env = Env::new();
    env.set_var(
        "TUNNELCTL_STORE",
        tmpfs.path().join("store").to_str().unwrap(),
    );
    env.start_server();
    Some((tmpfs, filler, env))
}

#[test]
fn serve_refuses_writes_on_a_full_disk_keeps_reading_and_recovers_without_restart() {
    let test = "serve_refuses_writes_on_a_full_disk_keeps_reading_and_recovers_without_restart";
    let Some((_tmpfs, filler, mut env)) = serve_on_a_small_disk(test) else {
        return;
    };
    let url = env.base_url();

    // Edges of 4 KB (metadata at its 4096-byte limit) fill the 5 MiB left in about five hundred
    // requests (2 KB edges took twice as many, and as many GETs after).
    let create = |n: usize| {
        let body = json!({"description": format!("edge {n}"), "metadata": "m".repeat(4096)});
        http(&url, "POST", "/edges/tcp", Some(&body)).expect("serve answers")
    };
    let mut acknowledged = BTreeSet::new();
    let started = Instant::now();
    let (status, refusal) = loop {
        let (status, body) = create(acknowledged.len());
        match status {
            201 => acknowledged.insert(body["id"].as_str().expect("an id").to_string()),
            _ => break (status, body),
        };
        assert!(acknowledged.len() < 20_000, "the 8 MiB tmpfs never filled");
    };
    eprintln!(
        "{} creates acknowledged before the disk was full ({:?})",
        acknowledged.len(),
        started.elapsed()
    );
    assert_storage_full(status, &refusal);
    assert!(!acknowledged.is_empty());

    // Writes stay refused while the disk is full; reads answer and show exactly what was confirmed.
    let (status, body) = create(0);
    assert_storage_full(status, &body);
    let some = acknowledged.iter().next().unwrap();
    let (status, body) = http(&url, "GET", &format!("/edges/tcp/{some}"), None).unwrap();
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["id"], some.as_str());
    for id in &acknowledged {
        let (status, _) = http(&url, "GET", &format!("/edges/tcp/{id}"), None).unwrap();
        assert_eq!(status, 200, "GET {id} while the disk is full");
    }
    // `env.json` runs another process: another client, answered too.
    assert_eq!(
        listed(&env),
        acknowledged,
        "the list shows every confirmed edge, and only them"
    );

    // Space returns: the next create succeeds on the same server.
    std::fs::remove_file(&filler).expect("free space");
    let freed = Instant::now();
    let (status, body) = create(acknowledged.len());
    assert_eq!(status, 201, "{body}");
    eprintln!(
        "first create after freeing space succeeded in {:?}",
        freed.elapsed()
    );
    acknowledged.insert(body["id"].as_str().unwrap().to_string());
    assert_eq!(listed(&env), acknowledged);

    // And it all survives a restart.
    env.stop_server().expect("a running server");
    env.start_server();
    assert_eq!(listed(&env), acknowledged, "after a restart");
    env.stop_server();
    let check = env.run(&["store", "check"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

#[test]
fn a_local_write_on_a_full_disk_says_so_with_the_store_path() {
    let test = "a_local_write_on_a_full_disk_says_so_with_the_store_path";
    let Some(tmpfs) = Tmpfs::mount(test, "8m") else {
        return;
    };
    let store = tmpfs.path().join("store");
    let mut env = Env::new();
    env.set_var("TUNNELCTL_STORE", store.to_str().unwrap());
    let first = env.json(&["tcp-edge", "create", "--description", "before"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let filler = tmpfs.fill("filler");

    // The first command after the disk filled still reads: the store's reserve makes room to open.
    let got = env.json(&["tcp-edge", "get", &first]);
    assert_eq!(got["description"], "before");

    let expected = format!(
        "no space left on the device holding the store at {}",
        store.display()
    );
    for _ in 0..2 {
        let refusal = env.refuse(&["tcp-edge", "create", "--description", "refused"]);
        assert_eq!(refusal.exit, exit::UNAVAILABLE, "{}", refusal.stderr);
        assert!(refusal.stderr.contains(&expected), "{}", refusal.stderr);
        assert!(
            refusal.stderr.contains("hint: free space"),
            "{}",
            refusal.stderr
        );
        assert!(!refusal.stderr.contains("damaged"), "{}", refusal.stderr);
        assert!(
            !refusal.stderr.contains("internal error"),
            "{}",
            refusal.stderr
        );
    }

    // A new store cannot even be created there, and says so the same way. (The first open gave up
    // the reserve, so the disk is filled again first.)
    let filler2 = tmpfs.fill("filler2");
    let other = tmpfs.path().join("other");
    let out = env.run(&["--store", other.to_str().unwrap(), "tcp-edge", "create"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE), "{stderr}");
    let expected = format!(
        "no space left on the device holding the store at {}",
        other.display()
    );
    assert!(stderr.contains(&expected), "{stderr}");

    std::fs::remove_file(&filler).expect("free space");
    std::fs::remove_file(&filler2).expect("free space");
    let after = env.json(&["tcp-edge", "create", "--description", "after"]);
    let edges = env.json(&["tcp-edge", "list"])["tcp_edges"].clone();
    let descriptions: Vec<&str> = edges
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["description"].as_str().unwrap())
        .collect();
    assert_eq!(
        descriptions,
        ["after", "before"],
        "nothing refused was kept"
    );
    assert!(after["id"].is_string());
    let check = env.run(&["store", "check"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}

/// Eight clients creating at once when the disk fills: every acknowledged edge is kept, and what
/// shows while the disk is full is exactly what shows after space returns and after a restart.
/// A create refused in the same group flush as another can turn out saved (see
/// docs/reliability.md), so refused creates are only required not to appear from nowhere later.
#[test]
#[ignore = "sled 0.34 hung its flush when the disk filled under concurrent writers, once in 49 \
            runs (docs/reliability.md): run with --ignored"]
fn concurrent_writers_when_the_disk_fills_lose_nothing_confirmed() {
    let test = "concurrent_writers_when_the_disk_fills_lose_nothing_confirmed";
    let Some((_tmpfs, filler, mut env)) = serve_on_a_small_disk(test) else {
        return;
    };
    let url = env.base_url();
    let (acknowledged, refused) = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..8)
            .map(|worker| {
                let url = &url;
                scope.spawn(move || {
                    let (mut acknowledged, mut refused) = (Vec::new(), Vec::new());
                    for n in 0.. {
                        let description = format!("w{worker} {n}");
                        let body =
                            json!({"description": description, "metadata": "m".repeat(2000)});
                        let (status, body) =
                            http(url, "POST", "/edges/tcp", Some(&body)).expect("serve answers");
                        match status {
                            201 => acknowledged.push(description),
                            507 => refused.push(description),
                            other => panic!("create answered {other}: {body}"),
                        }
                        if refused.len() == 3 {
                            break;
                        }
                        assert!(n < 20_000, "the 8 MiB tmpfs never filled");
                    }
                    (acknowledged, refused)
                })
            })
            .collect();
        let mut all = (BTreeSet::new(), BTreeSet::new());
        for worker in workers {
            let (acknowledged, refused) = worker.join().expect("worker");
            all.0.extend(acknowledged);
            all.1.extend(refused);
        }
        all
    });
    let descriptions = |env: &Env| -> BTreeSet<String> {
        env.json(&["tcp-edge", "list"])["tcp_edges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["description"].as_str().unwrap().to_string())
            .collect()
    };
    let while_full = descriptions(&env);
    let saved_although_refused: Vec<&String> = while_full.difference(&acknowledged).collect();
    eprintln!(
        "{} acknowledged, {} refused, of which saved nevertheless: {saved_although_refused:?}",
        acknowledged.len(),
        refused.len()
    );
    assert!(
        while_full.is_superset(&acknowledged),
        "an acknowledged edge is missing"
    );
    assert!(
        saved_although_refused.iter().all(|d| refused.contains(*d)),
        "an edge nobody created appeared: {saved_although_refused:?}"
    );
    std::fs::remove_file(&filler).expect("free space");
    let after = json!({"description": "after"});
    let (status, body) = http(&url, "POST", "/edges/tcp", Some(&after)).unwrap();
    assert_eq!(status, 201, "{body}");
    let mut expected = while_full.clone();
    expected.insert("after".to_string());
    assert_eq!(descriptions(&env), expected, "after space returned");
    env.stop_server().expect("a running server");
    env.start_server();
    assert_eq!(descriptions(&env), expected, "after a restart");
}
