//! Crash safety: a writer is SIGKILLed at random moments; the store must pass `store check` after
//! each kill, and every write it had confirmed must survive intact. Two writers take turns:
//! `tunnelctl serve` creating edges in a loop for a client, killed at a random moment after its
//! first confirmed create (so that every such round has confirmed writes to lose, however loaded
//! the machine), and one-shot `tunnelctl tcp-edge create` processes, killed anywhere from their
//! start. The seed is printed; `TUNNELCTL_CRASH_SEED=N` replays a run.

use crate::common;

use std::collections::BTreeMap;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use common::{http, Env};

const ROUNDS: u64 = 50;

/// A small deterministic generator (xorshift64*), enough to spread kill times.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// The edges the store holds, by ID, as a local `list` shows them (`uri`s differ by transport).
fn stored_edges(env: &Env) -> BTreeMap<String, Value> {
    let list = env.json(&["tcp-edge", "list"]);
    let mut edges = BTreeMap::new();
    for mut edge in list["tcp_edges"].as_array().unwrap().clone() {
        edge["uri"] = Value::Null;
        let id = edge["id"].as_str().unwrap().to_string();
        assert!(
            edges.insert(id.clone(), edge).is_none(),
            "{id} is listed twice"
        );
    }
    edges
}

/// Lets a client create edges through the server until it dies, counting them in `count`;
/// returns what was confirmed.
fn create_until_killed(
    base_url: &str,
    round: u64,
    stop: &AtomicBool,
    count: &AtomicUsize,
) -> Vec<Value> {
    let mut confirmed = Vec::new();
    for n in 0.. {
        if stop.load(Ordering::SeqCst) {
            break;
        }
        let body = json!({
            "description": format!("round {round} edge {n}"),
            "hostports": [format!("r{round}-{n}.tcp.example.com:{}", 1 + n % 60000)],
        });
        match http(base_url, "POST", "/edges/tcp", Some(&body)) {
            Ok((201, edge)) => {
                confirmed.push(edge);
                count.fetch_add(1, Ordering::SeqCst);
            }
            Ok((status, body)) => panic!("create answered {status}: {body}"),
            Err(_) => break, // the server is gone
        }
    }
    confirmed
}

#[test]
fn confirmed_writes_survive_sigkill_at_random_moments() {
    let seed = std::env::var("TUNNELCTL_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    eprintln!("crash test seed: {seed} (TUNNELCTL_CRASH_SEED={seed} replays it)");
    let mut rng = Rng(seed | 1);
    let mut env = Env::new();
    let mut expected: BTreeMap<String, Value> = BTreeMap::new();
    let mut kills_with_confirmed_writes = 0;

    for round in 0..ROUNDS {
        let confirmed: Vec<Value> = if round % 2 == 0 {
            let kill_after = Duration::from_millis(5 + rng.below(60));
            env.start_server();
            let base_url = env.base_url();
            let stop = AtomicBool::new(false);
            let count = AtomicUsize::new(0);
            std::thread::scope(|scope| {
                let client = scope.spawn(|| create_until_killed(&base_url, round, &stop, &count));
                // The kill lands at a random moment of the writing, however slow a loaded
                // machine makes the first write (kills before any write are the one-shot rounds').
                let waiting = std::time::Instant::now();
                while count.load(Ordering::SeqCst) == 0 {
                    assert!(
                        waiting.elapsed() < Duration::from_secs(30),
                        "round {round}: serve confirmed no create in 30 s"
                    );
                    std::thread::sleep(Duration::from_millis(1));
                }
                std::thread::sleep(kill_after);
                env.kill_server();
                stop.store(true, Ordering::SeqCst);
                client.join().expect("client thread")
            })
        } else {
            // A one-shot create, killed wherever it is (opening the store, writing, flushing,
            // exiting): only an edge it printed counts as confirmed.
            let kill_after = Duration::from_millis(rng.below(150));
            let mut child = env
                .std_cmd()
                .args(["-o", "json", "tcp-edge", "create", "--description"])
                .arg(format!("round {round}"))
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("spawn a create");
            std::thread::sleep(kill_after);
            let _ = child.kill();
            let out = child.wait_with_output().expect("wait for the create");
            serde_json::from_slice::<Value>(&out.stdout)
                .ok()
                .into_iter()
                .collect()
        };
        if !confirmed.is_empty() {
            kills_with_confirmed_writes += 1;
        }
        for mut edge in confirmed {
            edge["uri"] = Value::Null;
            expected.insert(edge["id"].as_str().unwrap().to_string(), edge);
        }

        // The store opens and passes its consistency check, and every confirmed edge is there
        // exactly as confirmed.
        let check = env.run(&["store", "check"]);
        assert!(
            check.status.success(),
            "round {round} (seed {seed}): store check failed: {}",
            String::from_utf8_lossy(&check.stderr)
        );
        let stored = stored_edges(&env);
        for (id, edge) in &expected {
            assert_eq!(
                stored.get(id),
                Some(edge),
                "round {round} (seed {seed}): confirmed edge {id} is lost or changed"
            );
        }
    }
    eprintln!(
        "{} confirmed edges checked after {ROUNDS} kills ({kills_with_confirmed_writes} of them after confirmed writes)",
        expected.len()
    );
}
