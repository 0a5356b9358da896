//! Issue 27, items 3 and 4: a team's store stays up when one of its parts dies. The primary
//! PostgreSQL killed and its synchronous standby promoted, followed through a multi-host URL;
//! one of two `serve` replicas killed under writers. In each, every create that was acknowledged
//! (201) is stored afterwards and the store is consistent.

use std::collections::BTreeSet;
use std::net::TcpListener;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::common::{self, id, postgres, spawn_serve, Env};
use tunnelctl::cli::exit;

/// What the writers of [`with_writers`] saw.
#[derive(Default)]
struct Tally {
    /// The IDs of every create answered 201.
    acknowledged: Mutex<Vec<String>>,
    /// 201s per target URL, in the order the URLs were given.
    created: [AtomicUsize; 2],
    /// 503s, each of which must carry `Retry-After`.
    unavailable: AtomicUsize,
    /// Requests that got no answer, or a 502 from a load balancer (the replica they went to was
    /// gone).
    unanswered: AtomicUsize,
    /// Anything else: a failure of the test.
    unexpected: Mutex<Vec<String>>,
}

impl Tally {
    fn created(&self) -> usize {
        self.acknowledged.lock().unwrap().len()
    }

    /// Waits up to `limit` for `more` 201s than `since` (through `url` alone, when given).
    fn wait_for(&self, more: usize, url: Option<usize>, limit: Duration, what: &str) {
        let count = || match url {
            Some(i) => self.created[i].load(Ordering::SeqCst),
            None => self.created(),
        };
        let since = count();
        assert!(
            common::within(limit, || count() >= since + more),
            "{what}: {} more creates in {limit:?}, wanted {more}; {} answered 503, {} unanswered, \
             unexpected: {:?}",
            count() - since,
            self.unavailable.load(Ordering::SeqCst),
            self.unanswered.load(Ordering::SeqCst),
            self.unexpected.lock().unwrap(),
        );
    }
}

/// Runs `writers` threads that create TCP edges through `urls` (thread i through
/// `urls[i % urls.len()]`) until `during` returns; then what they saw.
fn with_writers<T>(urls: &[&str], writers: usize, during: impl FnOnce(&Tally) -> T) -> (T, Tally) {
    assert!(urls.len() <= 2);
    let tally = Tally::default();
    let stop = AtomicBool::new(false);
    let result = std::thread::scope(|s| {
        for writer in 0..writers {
            let (tally, stop) = (&tally, &stop);
            let target = writer % urls.len();
            let url = urls[target];
            s.spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    match common::http_raw(url, "POST", "/edges/tcp", "{}") {
                        Ok((201, _, body)) => {
                            let body = serde_json::from_str(&body).expect("a JSON body");
                            tally.acknowledged.lock().unwrap().push(id(&body));
                            tally.created[target].fetch_add(1, Ordering::SeqCst);
                        }
                        Ok((503, headers, _))
                            if headers.iter().any(|(k, _)| k == "retry-after") =>
                        {
                            tally.unavailable.fetch_add(1, Ordering::SeqCst);
                        }
                        // A load balancer's answer for a request whose replica died under it.
                        Ok((502, _, _)) => {
                            tally.unanswered.fetch_add(1, Ordering::SeqCst);
                        }
                        Ok((status, headers, body)) => tally
                            .unexpected
                            .lock()
                            .unwrap()
                            .push(format!("{status} {headers:?} {body}")),
                        Err(_) => {
                            tally.unanswered.fetch_add(1, Ordering::SeqCst);
                            // A replica that is gone refuses at once: do not spin on it.
                            std::thread::sleep(Duration::from_millis(20));
                        }
                    }
                }
            });
        }
        // Stops the writers even when `during` fails an assertion.
        struct StopOnDrop<'a>(&'a AtomicBool);
        impl Drop for StopOnDrop<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::SeqCst);
            }
        }
        let _stop = StopOnDrop(&stop);
        during(&tally)
    });
    let unexpected = tally.unexpected.lock().unwrap();
    assert!(unexpected.is_empty(), "unexpected answers: {unexpected:?}");
    drop(unexpected);
    (result, tally)
}

/// Every acknowledged ID is stored, and `store check` finds the store consistent.
fn assert_kept(env: &Env, tally: &Tally) -> usize {
    let listed = env.json(&["tcp-edge", "list"]);
    let stored: BTreeSet<String> = listed["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    let acknowledged = tally.acknowledged.lock().unwrap();
    let lost: Vec<&String> = acknowledged
        .iter()
        .filter(|a| !stored.contains(*a))
        .collect();
    assert!(lost.is_empty(), "acknowledged but lost: {lost:?}");
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    stored.len()
}

/// Primary + synchronous streaming standby; `serve` on the multi-host URL with
/// `target_session_attrs=read-write`. Under four writers the primary's postmaster is killed
/// (SIGKILL) and the standby promoted: the same `serve`, not restarted, writes again within
/// seconds, and every create it acknowledged before, during and after is on the new primary. Its
/// reads ahead of GETs follow too: a GET answered from the old primary is answered again from the
/// new one, on the async thread.
#[test]
fn a_promoted_standby_takes_the_writes_through_the_multi_host_url_with_nothing_acknowledged_lost() {
    let test = "postgres_ha::failover";
    let Some(primary) = postgres::own_cluster(test) else {
        return;
    };
    let database = primary.0.database();
    let name = &postgres::database_name(std::path::Path::new(&database));
    let standby = primary.0.standby();
    let mut env = Env::new();
    // Both hosts, in order; a connection is refused at once by a dead host and turned away by a
    // standby that is still read-only.
    env.set_var(
        "TUNNELCTL_STORE",
        &format!(
            "postgres://postgres@127.0.0.1:{},127.0.0.1:{}/{name}\
             ?target_session_attrs=read-write&connect_timeout=1",
            primary.0.port, standby.0.port
        ),
    );
    let (_serve, base) = spawn_serve(&env, "true");
    let read = |edge: &str| common::http(&base, "GET", &format!("/edges/tcp/{edge}"), None);
    let (resumed_after, tally) = with_writers(&[&base], 4, |tally| {
        tally.wait_for(20, None, Duration::from_secs(30), "before the failover");
        let first = tally.acknowledged.lock().unwrap()[0].clone();
        assert_eq!(read(&first).unwrap().0, 200);
        primary.0.kill();
        standby.0.pg_ctl(&["promote"]);
        let promoted = Instant::now();
        tally.wait_for(1, None, Duration::from_secs(10), "after the promotion");
        let resumed_after = promoted.elapsed();
        tally.wait_for(20, None, Duration::from_secs(10), "on the new primary");
        resumed_after
    });
    let stored = assert_kept(&env, &tally);
    let first = tally.acknowledged.lock().unwrap()[0].clone();
    assert!(
        common::within(Duration::from_secs(10), || read(&first)
            .is_ok_and(|(status, _)| status == 200)),
        "no GET answered after the failover"
    );
    // A GET is still read ahead, on the async thread, over the new primary.
    let unblocked = || {
        let (_, _, metrics) = common::http_raw(&base, "GET", "/metrics", "").unwrap();
        common::metric(&metrics, "tunnelctl_store_requests_unblocked_total").unwrap()
    };
    let before = unblocked();
    assert_eq!(read(&first).unwrap().0, 200);
    assert_eq!(
        unblocked(),
        before + 1,
        "the reads ahead did not follow the failover"
    );
    // The figures docs/reliability.md records (seen with --nocapture).
    eprintln!(
        "failover: writes resumed {resumed_after:?} after the promotion; {} acknowledged, \
         {} answered 503, {stored} stored",
        tally.created(),
        tally.unavailable.load(Ordering::SeqCst),
    );
}

/// Two `serve` replicas on one database, eight writers, four through each; one replica is killed
/// with SIGKILL: the other goes on creating, every acknowledged create is stored, and the store
/// is consistent (nothing half-written).
#[test]
fn a_replica_killed_under_eight_writers_leaves_the_other_answering_with_nothing_lost() {
    let Some(env) = Env::postgres("postgres_ha::replica_killed") else {
        return;
    };
    env.create_store();
    let (mut doomed, first) = spawn_serve(&env, "true");
    let (_survivor, second) = spawn_serve(&env, "true");
    let ((), tally) = with_writers(&[&first, &second], 8, |tally| {
        tally.wait_for(20, Some(0), Duration::from_secs(30), "through the first");
        doomed.0.kill().expect("SIGKILL the first replica");
        doomed.0.wait().expect("reap it");
        tally.wait_for(40, Some(1), Duration::from_secs(30), "through the second");
    });
    assert!(
        tally.unanswered.load(Ordering::SeqCst) > 0,
        "no writer saw the kill"
    );
    let stored = assert_kept(&env, &tally);
    eprintln!(
        "replica killed: {} acknowledged, {} unanswered, {stored} stored",
        tally.created(),
        tally.unanswered.load(Ordering::SeqCst),
    );
}

/// The HAProxy configuration docs/postgres.md shows (contrib/haproxy.cfg), run as it is in
/// front of two replicas: with one replica killed under four writers, the load balancer sends
/// everything to the other; at most the requests in flight on the killed one go unanswered
/// (502), every acknowledged create is stored, the store is consistent.
#[test]
fn haproxy_with_the_documented_config_survives_a_killed_replica() {
    let test = "postgres_ha::haproxy";
    let Some(haproxy) = common::outside_program("haproxy", "haproxy", test) else {
        return;
    };
    let Some(env) = Env::postgres(test) else {
        return;
    };
    let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("contrib/haproxy.cfg");
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/postgres.md"))
            .unwrap();
    assert!(
        docs.contains(&std::fs::read_to_string(&config).unwrap()),
        "docs/postgres.md shows contrib/haproxy.cfg as it is"
    );
    env.create_store();
    let (mut doomed, first) = spawn_serve(&env, "true");
    let (_survivor, second) = spawn_serve(&env, "true");
    let listen = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap();
    let balancer = std::process::Command::new(haproxy)
        .args(["-db", "-f"])
        .arg(&config)
        .env("TUNNELCTL_LB_LISTEN", listen.to_string())
        .env("TUNNELCTL_REPLICA1", first.trim_start_matches("http://"))
        .env("TUNNELCTL_REPLICA2", second.trim_start_matches("http://"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start haproxy");
    let balancer_guard = common::Serve(balancer);
    let base = format!("http://{listen}");
    assert!(
        common::within(Duration::from_secs(10), || common::http(
            &base,
            "GET",
            "/edges/tcp",
            None
        )
        .is_ok_and(|(status, _)| status == 200)),
        "haproxy never answered on {base}"
    );
    const WRITERS: usize = 4;
    let ((), tally) = with_writers(&[&base], WRITERS, |tally| {
        tally.wait_for(20, None, Duration::from_secs(30), "through both replicas");
        doomed.0.kill().expect("SIGKILL the first replica");
        doomed.0.wait().expect("reap it");
        tally.wait_for(40, None, Duration::from_secs(30), "through the survivor");
    });
    drop(balancer_guard);
    let unanswered = tally.unanswered.load(Ordering::SeqCst);
    assert!(
        unanswered <= WRITERS,
        "{unanswered} requests unanswered: more than the {WRITERS} in flight at the kill"
    );
    let stored = assert_kept(&env, &tally);
    eprintln!(
        "haproxy, replica killed: {} acknowledged, {unanswered} unanswered, {stored} stored",
        tally.created()
    );
}

/// With its synchronous standby down, a commit waits; when that wait is cancelled (here by
/// `pg_cancel_backend`, as an operator or `statement_timeout` does), PostgreSQL keeps the commit
/// on the primary alone and says so only in a warning. `serve` answers 503 with `Retry-After`,
/// not 201: a 201 keeps meaning that a failover to the standby cannot lose it. Every way a create
/// is committed: on the blocking pool (a replica under `TUNNELCTL_SEED`), after its answer is
/// made on the async thread (one without, as teams run it), both by the committer's connection,
/// and by a command run once, on its blocking connection (exit 6).
#[test]
fn a_commit_the_synchronous_standby_did_not_confirm_is_not_acknowledged() {
    let test = "postgres_ha::unconfirmed_commit";
    let Some(primary) = postgres::own_cluster(test) else {
        return;
    };
    let mut env = Env::new();
    env.set_var("TUNNELCTL_STORE", &primary.0.database());
    let standby = primary.0.standby();
    let (_seeded, seeded) = spawn_serve(&env, "true");
    let (_unseeded, unseeded) = spawn_serve(&env, "unset TUNNELCTL_SEED");
    for base in [&seeded, &unseeded] {
        let (status, _) = common::http(base, "POST", "/edges/tcp", None).unwrap();
        assert_eq!(status, 201, "with the standby up");
    }
    standby.0.pg_ctl(&["stop", "-m", "immediate"]);
    for base in [&seeded, &unseeded] {
        let (status, headers, body) = cancelling_standby_waits(&primary.0, || {
            common::http_with_headers(base, "POST", "/edges/tcp", "{}").expect("serve answers")
        });
        assert_eq!(status, 503, "{base}: {body}");
        assert_eq!(
            body["error_code"],
            tunnelctl::api::code::STORAGE_UNAVAILABLE,
            "{body}"
        );
        assert!(
            body["msg"]
                .as_str()
                .unwrap()
                .contains("not confirmed by the synchronous standby"),
            "{body}"
        );
        assert!(
            headers.iter().any(|(k, _)| k == "retry-after"),
            "{headers:?}"
        );
    }
    // A command run once commits on the connection it read on, whose own warnings say the same:
    // exit 6, and the record may be there.
    let out = cancelling_standby_waits(&primary.0, || env.run(&["tcp-edge", "create"]));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE), "{stderr}");
    assert!(
        stderr.contains("not confirmed by the synchronous standby"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty(), "{out:?}");
}

/// Runs `write` while cancelling, on `primary`, every commit's wait for its synchronous standby,
/// until `write` ends: each commit it makes waits (under TUNNELCTL_SEED the seed counter's step,
/// then the create's).
fn cancelling_standby_waits<T: Send>(
    primary: &postgres::Cluster,
    write: impl FnOnce() -> T + Send,
) -> T {
    let cancel = "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE wait_event = 'SyncRep'";
    std::thread::scope(|s| {
        let writing = s.spawn(write);
        assert!(
            common::within(Duration::from_secs(30), || {
                primary.psql("postgres", cancel);
                writing.is_finished()
            }),
            "the write did not end"
        );
        writing.join().unwrap()
    })
}
