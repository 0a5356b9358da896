//! Issue 29: processes killed at chosen points, not on a clock. strace's fault injection delivers
//! SIGKILL on entry to the N-th call of one system call (counted per thread), so every call that
//! creates, writes, syncs, renames or removes a file is a kill point, each reached on purpose:
//! opening the store (sled's snapshot and settings file included), a write and its flush. The
//! points are counted from one run of the same command without a kill, then each is tried.
//!
//! After every kill: the store opens, `store check` finds it consistent, and every write that
//! was acknowledged (by this or an earlier command) is there, unchanged. The figures are printed,
//! and recorded in docs/reliability.md.

use crate::common;

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Command, Stdio};

use common::Env;
use serde_json::Value;

/// The system calls that change what is on disk (sled writes with pwrite and syncs ranges).
const FILE_CALLS: &[&str] = &[
    "openat",
    "mkdir",
    "write",
    "pwrite64",
    "fsync",
    "fdatasync",
    "sync_file_range",
    "ftruncate",
    "fallocate",
    "rename",
    "unlink",
];

/// Which process is killed, and at which of its opens.
#[derive(Clone, Copy, Debug)]
enum Victim {
    /// A one-shot `tcp-edge create` on a store that has edges.
    Create,
    /// The first command ever on a store: it creates the store's files, then an edge.
    FirstCreate,
    /// The background store process of `--keep-open` opening the store (it exits when idle).
    Holder,
    /// `tunnelctl serve` opening the store; killed once it listens if no point was reached.
    Serve,
}

impl Victim {
    fn args(self) -> Vec<&'static str> {
        match self {
            Victim::Create | Victim::FirstCreate => {
                vec![
                    "-o",
                    "json",
                    "tcp-edge",
                    "create",
                    "--description",
                    "killed",
                ]
            }
            Victim::Holder => vec!["serve", "--background", "20ms"],
            Victim::Serve => vec!["serve", "--listen", "127.0.0.1:0"],
        }
    }
}

#[derive(Default)]
struct Figures {
    kills: usize,
    unreadable: usize,
    acknowledged: usize,
    /// What went wrong, a line per kill point.
    failures: Vec<String>,
}

/// Runs `victim` under strace with `strace_args`, in a process group of its own; returns what it
/// printed on stdout. A `serve` still running once it printed its URL is killed with its group.
fn run_traced(strace: &Path, env: &Env, victim: Victim, strace_args: &[&OsStr]) -> String {
    let mut victim_cmd = env.std_cmd();
    victim_cmd.args(victim.args());
    let mut cmd = Command::new(strace);
    cmd.args(["-f", "-qq"])
        .args(strace_args)
        .arg(victim_cmd.get_program())
        .args(victim_cmd.get_args())
        .env_clear()
        .envs(victim_cmd.get_envs().filter_map(|(k, v)| v.map(|v| (k, v))))
        .env("TUNNELCTL_SERVE_API_KEY", common::API_KEY)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let mut child = cmd.spawn().expect("run strace");
    let mut stdout = String::new();
    let mut reader = BufReader::new(child.stdout.take().expect("piped"));
    match victim {
        // Its first line is its URL, once it listens; EOF when it was killed before.
        Victim::Serve => {
            let _ = reader.read_line(&mut stdout);
            let group = rustix::process::Pid::from_raw(child.id() as i32).expect("a pid");
            let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
        }
        _ => {
            let _ = reader.read_to_string(&mut stdout);
        }
    }
    child.wait().expect("wait for strace");
    stdout
}

/// How many times each file call is made by one run of `victim` that is not killed.
fn count_calls(strace: &Path, env: &Env, victim: Victim) -> BTreeMap<String, usize> {
    let log = env.path().join("count.strace");
    let trace = format!("trace={}", FILE_CALLS.join(","));
    let args = [
        OsStr::new("-o"),
        log.as_os_str(),
        OsStr::new("-e"),
        OsStr::new(&trace),
    ];
    run_traced(strace, env, victim, &args);
    let mut counts = BTreeMap::new();
    for line in std::fs::read_to_string(&log).unwrap().lines() {
        // "PID name(args) = result"; "PID <... name resumed>" is the second half of a call.
        let Some(call) = line.split_whitespace().nth(1) else {
            continue;
        };
        if let Some(name) = call.split('(').next().filter(|n| FILE_CALLS.contains(n)) {
            *counts.entry(name.to_string()).or_default() += 1;
        }
    }
    counts
}

/// The edges the store holds, by ID, with their `uri`s left out (they differ by transport).
fn stored(env: &Env) -> BTreeMap<String, Value> {
    env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (common::id(e), without_uri(e)))
        .collect()
}

fn without_uri(edge: &Value) -> Value {
    let mut edge = edge.clone();
    edge["uri"] = Value::Null;
    edge
}

/// Kills `victim` at each of its points, checking the store after each kill.
fn kill_at_every_point(strace: &Path, victim: Victim) -> Figures {
    // Counted on a store like the ones the kills find.
    let counting = Env::new();
    if !matches!(victim, Victim::FirstCreate) {
        counting.json(&["tcp-edge", "create"]);
    }
    let counts = count_calls(strace, &counting, victim);
    let mut figures = Figures::default();
    let mut env = Env::new();
    let mut acknowledged: BTreeMap<String, Value> = BTreeMap::new();
    let mut broken = false;
    for (call, &count) in &counts {
        for n in 1..=count {
            // A new store for each first command, and after a kill broke the store.
            if matches!(victim, Victim::FirstCreate) || broken {
                env = Env::new();
                acknowledged.clear();
            }
            let failures_before = figures.failures.len();
            // A write just before, as in a loop of creates: its log is what the victim's open
            // then writes into a new snapshot.
            if !matches!(victim, Victim::FirstCreate) {
                let edge = env.json(&["tcp-edge", "create", "--description", "before"]);
                acknowledged.insert(common::id(&edge), without_uri(&edge));
            }
            let trace = format!("trace={call}");
            let inject = format!("inject={call}:signal=KILL:when={n}");
            let args = [
                OsStr::new("-o"),
                OsStr::new("/dev/null"),
                OsStr::new("-e"),
                OsStr::new(&trace),
                OsStr::new("-e"),
                OsStr::new(&inject),
            ];
            let printed = run_traced(strace, &env, victim, &args);
            figures.kills += 1;
            // A create that printed its edge was acknowledged, whatever came after.
            if let Ok(edge) = serde_json::from_str::<Value>(&printed) {
                acknowledged.insert(common::id(&edge), without_uri(&edge));
            }
            figures.acknowledged = figures.acknowledged.max(acknowledged.len());
            let point = format!("{victim:?} killed at {call} #{n}");
            if !env.store().exists() {
                if !acknowledged.is_empty() {
                    figures.failures.push(format!("{point}: the store is gone"));
                }
                broken = figures.failures.len() > failures_before;
                continue;
            }
            let check = env.run(&["store", "check"]);
            if check.status.code() != Some(0) {
                figures.unreadable += 1;
                figures.failures.push(format!(
                    "{point}: `store check` exited {:?}: {}",
                    check.status.code(),
                    String::from_utf8_lossy(&check.stderr).trim()
                ));
                broken = true;
                continue;
            }
            let now = stored(&env);
            let missing = acknowledged
                .iter()
                .filter(|(id, e)| now.get(*id) != Some(e));
            let missing: Vec<&String> = missing.map(|(id, _)| id).collect();
            if !missing.is_empty() {
                figures.failures.push(format!(
                    "{point}: acknowledged edges missing or changed: {missing:?}"
                ));
            }
            broken = figures.failures.len() > failures_before;
        }
    }
    figures
}

#[test]
fn kills_at_every_file_call_of_the_open_and_a_write_leave_a_readable_store() {
    let test =
        "crash_points::kills_at_every_file_call_of_the_open_and_a_write_leave_a_readable_store";
    let Some(strace) = common::outside_program("strace", "strace", test) else {
        return;
    };
    let mut failures = Vec::new();
    let mut kills = 0;
    for victim in [
        Victim::Create,
        Victim::FirstCreate,
        Victim::Holder,
        Victim::Serve,
    ] {
        let figures = kill_at_every_point(&strace, victim);
        eprintln!(
            "{victim:?}: {} kill points, {} stores unreadable after a kill, up to {} acknowledged \
             edges, {} kill points lost or changed one",
            figures.kills,
            figures.unreadable,
            figures.acknowledged,
            figures.failures.len() - figures.unreadable
        );
        // Far fewer points would mean strace's injection or the counting stopped working.
        assert!(
            figures.kills >= 10,
            "{victim:?}: only {} kill points",
            figures.kills
        );
        kills += figures.kills;
        failures.extend(figures.failures);
    }
    assert!(
        failures.is_empty(),
        "{} of {kills} kill points broke the store:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
