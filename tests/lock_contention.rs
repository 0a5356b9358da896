//! Many processes on one local store at once: each waits its turn for the lock.

use crate::common;

use common::Env;

/// 16 processes at a time, 50 creates each, on one store: every create waits its turn for the
/// lock, none fails, and exactly the 800 edges asked for exist, each once.
#[test]
fn concurrent_processes_wait_for_the_store() {
    const WORKERS: usize = 16;
    const CREATES: usize = 50;
    let env = Env::new();
    std::thread::scope(|scope| {
        for worker in 0..WORKERS {
            let env = &env;
            scope.spawn(move || {
                for i in 0..CREATES {
                    let out = env
                        .cmd()
                        .args([
                            "--lock-timeout",
                            "300s",
                            "tcp-edge",
                            "create",
                            "--description",
                            &format!("w{worker}-{i}"),
                        ])
                        .output()
                        .unwrap();
                    assert!(
                        out.status.success(),
                        "worker {worker} create {i}: {}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
            });
        }
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
