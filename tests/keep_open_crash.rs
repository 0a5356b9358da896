//! Issue 16: the background store process of `--keep-open` is SIGKILLed while several processes
//! create edges through it. Every create that was acknowledged (printed its ID) is in the store
//! afterwards, the store is consistent, and the commands after the kill recover by themselves (a
//! new background process takes over).

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use crate::common::{self, alive, background_pid, within, Env};

const WORKERS: usize = 4;
const CREATES: usize = 40;
const KILLS: usize = 3;

#[test]
fn killing_the_background_process_loses_nothing_acknowledged() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    // A read creates no store (the test environment names its store explicitly): make it first.
    env.create_store();
    env.json(&["tcp-edge", "list"]);
    let acknowledged = Mutex::new(BTreeSet::new());
    let done = AtomicUsize::new(0);
    let mut killed = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..WORKERS {
            scope.spawn(|| {
                for _ in 0..CREATES {
                    let out = env
                        .cmd()
                        .args(["-o", "id", "tcp-edge", "create"])
                        .output()
                        .unwrap();
                    let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
                    if out.status.success() {
                        acknowledged.lock().unwrap().insert(id);
                    } else {
                        // Cut off mid-request: not acknowledged, and said so.
                        assert!(id.is_empty(), "a failed create printed {id}");
                    }
                    done.fetch_add(1, Ordering::SeqCst);
                }
            });
        }
        let total = WORKERS * CREATES;
        for round in 1..=KILLS {
            let at = total * round / (KILLS + 1);
            assert!(within(Duration::from_secs(120), || done
                .load(Ordering::SeqCst)
                >= at));
            let pid = background_pid(&env).expect("a background process");
            std::process::Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status()
                .unwrap();
            killed.push(pid);
        }
    });
    for pid in &killed {
        assert!(
            within(Duration::from_secs(10), || !alive(*pid)),
            "{pid} survived SIGKILL"
        );
    }
    // The commands after the last kill recovered: a new process took over.
    assert!(!killed.contains(&background_pid(&env).unwrap()));
    let acknowledged = acknowledged.into_inner().unwrap();
    assert!(
        acknowledged.len() >= WORKERS * CREATES - WORKERS * KILLS,
        "only {} of {} creates succeeded",
        acknowledged.len(),
        WORKERS * CREATES
    );
    env.run(&["store", "close"]);
    env.remove_var("TUNNELCTL_KEEP_OPEN");
    let stored: BTreeSet<String> = env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(common::id)
        .collect();
    let lost: Vec<_> = acknowledged.difference(&stored).collect();
    assert!(lost.is_empty(), "acknowledged but lost: {lost:?}");
    let check = env.run(&["store", "check"]);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}
