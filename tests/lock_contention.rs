//! Many processes on one local store at once: each waits its turn for the lock.

use crate::common;

use std::fs::File;
use std::time::Duration;

use common::{within, Env};

/// 8 processes at a time, 20 creates each, on one store: every create waits its turn for the
/// lock, none fails, and exactly the 160 edges asked for exist, each once.
///
/// Sizes: what is proved is that a process finding the store locked waits instead of failing, and
/// that writers taking turns lose and duplicate nothing. Waiting is made certain rather than left
/// to numbers: the test holds the store's lock until the first create of every worker is waiting
/// for it (each has the lock file open), so 8 processes wait at once. After that, 8 workers on 2
/// cores keep up to 7 creates queued behind the one writing for all 160. The earlier 16 × 50 (800
/// processes, ~80 s of a debug build) proved nothing these do not: the lock is one file lock, and a
/// queue of 7 exercises the same wait, backoff and hand-over as a queue of 15.
#[test]
fn concurrent_processes_wait_for_the_store() {
    const WORKERS: usize = 8;
    const CREATES: usize = 20;
    let env = Env::new();
    env.create_store();
    // As /proc shows it in a process's open files.
    let lock_path = env.store().join("lock").canonicalize().unwrap();
    let held = File::options()
        .read(true)
        .write(true)
        .open(&lock_path)
        .expect("the store's lock file");
    held.lock().expect("hold the store's lock");
    let (first_pids_tx, first_pids) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        for worker in 0..WORKERS {
            let env = &env;
            let first_pids_tx = first_pids_tx.clone();
            scope.spawn(move || {
                for i in 0..CREATES {
                    let child = env
                        .std_cmd()
                        .args([
                            "--lock-timeout",
                            "300s",
                            "tcp-edge",
                            "create",
                            "--description",
                            &format!("w{worker}-{i}"),
                        ])
                        .stdout(std::process::Stdio::piped())
                        .stderr(std::process::Stdio::piped())
                        .spawn()
                        .unwrap();
                    if i == 0 {
                        first_pids_tx.send(child.id()).unwrap();
                    }
                    let out = child.wait_with_output().unwrap();
                    assert!(
                        out.status.success(),
                        "worker {worker} create {i}: {}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
            });
        }
        // Every worker's first create reaches the lock and finds it taken.
        let pids: Vec<u32> = first_pids.iter().take(WORKERS).collect();
        for pid in &pids {
            assert!(
                within(Duration::from_secs(120), || has_open(*pid, &lock_path)),
                "create {pid} never reached the store's lock"
            );
        }
        held.unlock().expect("release the store's lock");
    });
    let list = env.json(&["tcp-edge", "list"]);
    let edges = list["tcp_edges"].as_array().unwrap();
    let mut descriptions: Vec<&str> = edges
        .iter()
        .map(|e| e["description"].as_str().unwrap())
        .collect();
    descriptions.sort_unstable();
    let mut expected: Vec<String> = (0..WORKERS)
        .flat_map(|w| (0..CREATES).map(move |i| format!("w{w}-{i}")))
        .collect();
    expected.sort_unstable();
    assert_eq!(descriptions, expected, "every create exactly once");
    let mut ids: Vec<&str> = edges.iter().map(|e| e["id"].as_str().unwrap()).collect();
    let listed: Vec<&str> = ids.clone();
    ids.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(listed, ids, "newest first, no duplicate IDs");
    ids.dedup();
    assert_eq!(ids.len(), WORKERS * CREATES);
}

/// Whether process `pid` has the file at `path` open (it is at the lock, waiting or holding it).
fn has_open(pid: u32, path: &std::path::Path) -> bool {
    let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return false;
    };
    fds.flatten()
        .any(|fd| std::fs::read_link(fd.path()).is_ok_and(|target| target == path))
}
