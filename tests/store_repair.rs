//! Issue 29: a file that sled left half-written when its process was killed never makes the store
//! unreadable, and a store that sled refuses is not a dead end: `store check` names the file,
//! `store repair` keeps a copy, sets it aside and opens what remains. The files are planted as a
//! kill leaves them; tests/crash_points.rs kills real processes at every such point.

use crate::common;
use tunnelctl::cli::exit;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{edge_ids, Env};
use serde_json::Value;

/// A local store with three edges; their IDs.
fn store_with_edges(env: &Env) -> Vec<String> {
    for n in 0..3 {
        env.json(&["tcp-edge", "create", "--description", &format!("edge {n}")]);
    }
    let ids = edge_ids(env);
    assert_eq!(ids.len(), 3);
    ids
}

fn sled_dir(env: &Env) -> PathBuf {
    env.store().join("sled")
}

/// The one finished snapshot sled wrote, and the LSN in its name.
fn snapshot(env: &Env) -> (PathBuf, u64) {
    let names: Vec<String> = std::fs::read_dir(sled_dir(env))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("snap."))
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    let lsn = u64::from_str_radix(names[0].trim_start_matches("snap."), 16).unwrap();
    (sled_dir(env).join(&names[0]), lsn)
}

/// Every file below `dir`, by its path below it, with its length and CRC-32; but the lock files
/// (`lock` records the pid of the last process that held the store; `keep-open.lock` is taken by
/// commands that need the store to themselves).
fn files(dir: &Path) -> BTreeMap<String, (usize, u32)> {
    fn walk(root: &Path, dir: &Path, into: &mut BTreeMap<String, (usize, u32)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, into);
            } else if path.is_file() {
                let name = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                let bytes = std::fs::read(&path).unwrap();
                into.insert(name, (bytes.len(), crc32fast::hash(&bytes)));
            }
        }
    }
    let mut found = BTreeMap::new();
    walk(dir, dir, &mut found);
    found.remove("lock");
    found.remove("keep-open.lock");
    found
}

/// Asserts that the store holds exactly the edges `ids`.
fn assert_edges(env: &Env, ids: &[String]) {
    let mut listed = edge_ids(env);
    listed.sort();
    let mut expected = ids.to_vec();
    expected.sort();
    assert_eq!(listed, expected);
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The kill of issue 29: a process killed while its open wrote the next snapshot leaves
/// `snap.<higher LSN>.generating`, cut short. Before the fix every command, `store check` included,
/// failed with exit 6; now the file is removed (and said so) and every edge is there.
#[test]
fn an_unfinished_snapshot_left_by_a_kill_is_never_read() {
    let env = Env::new();
    let ids = store_with_edges(&env);
    let (snap, lsn) = snapshot(&env);
    let bytes = std::fs::read(&snap).unwrap();
    let unfinished = sled_dir(&env).join(format!("snap.{:016X}.generating", lsn + 1));
    std::fs::write(&unfinished, &bytes[..bytes.len() / 2]).unwrap();

    let out = env.run(&["tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_edges(&env, &ids);
    let note = format!(
        "note: removed sled/snap.{:016X}.generating from the store at {}: an unfinished snapshot",
        lsn + 1,
        env.store().display()
    );
    assert!(stderr(&out).contains(&note), "{}", stderr(&out));
    assert!(!unfinished.exists());
    // Said once: the next command finds nothing to remove.
    let out = env.run(&["store", "check"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(!stderr(&out).contains("note: removed"), "{}", stderr(&out));
}

/// sled writes `conf` when it creates a store, in two writes; a kill between them left parameters
/// without a checksum that every later open failed on, in a store that holds nothing yet.
#[test]
fn a_settings_file_cut_short_in_a_new_store_is_written_again() {
    let env = Env::new();
    env.create_store();
    let conf = sled_dir(&env).join("conf");
    let whole = std::fs::read(&conf).unwrap();
    // As the kill leaves it: the new store's directory with `conf` but no log yet.
    std::fs::remove_dir_all(env.store()).unwrap();
    std::fs::create_dir_all(sled_dir(&env)).unwrap();
    std::fs::write(&conf, &whole[..whole.len() - 4]).unwrap();

    let id = common::id(&env.json(&["tcp-edge", "create", "--description", "first"]));
    assert_eq!(edge_ids(&env), vec![id]);
    assert_eq!(
        std::fs::read(&conf).unwrap(),
        whole,
        "sled wrote conf again"
    );
}

/// A snapshot that was finished and then damaged (a disk, a bad copy): sled refuses the store.
/// The error points at check and repair; check names the file and changes nothing; repair keeps
/// a byte-identical copy, sets the file aside and opens the store with every edge.
#[test]
fn check_names_a_damaged_snapshot_and_repair_opens_what_remains() {
    let env = Env::new();
    let ids = store_with_edges(&env);
    let (snap, _) = snapshot(&env);
    let bytes = std::fs::read(&snap).unwrap();
    let damaged = sled_dir(&env).join("snap.FFFFFFFFFFFFFFFF");
    std::fs::write(&damaged, &bytes[..bytes.len() - 1]).unwrap();
    let as_found = files(&env.store());

    let out = env.run(&["tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    assert!(
        stderr(&out).contains("does not match its checksum")
            && stderr(&out).contains("`tunnelctl store repair`"),
        "{}",
        stderr(&out)
    );

    let out = env.run(&["-o", "json", "store", "check"]);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{}", stderr(&out));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["consistent"], false);
    assert_eq!(report["files"][0]["file"], "sled/snap.FFFFFFFFFFFFFFFF");
    assert_eq!(report["files"].as_array().unwrap().len(), 1);
    assert!(stderr(&out).contains("sled/snap.FFFFFFFFFFFFFFFF: its checksum does not match"));
    assert_eq!(files(&env.store()), as_found, "check changed nothing");

    let planted = plant_backup_names(&env);
    let out = env.run(&["-o", "json", "store", "repair"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let repair: Value = serde_json::from_slice(&out.stdout).unwrap();
    planted.assert_untouched();
    // The log was whole: the copy shows no change past the trail's head, record 3.
    assert_eq!(repair["losses"]["may_have_lost"], false, "{repair}");
    assert!(
        stderr(&out).contains("nothing was lost: the copy shows no change past audit record 3"),
        "{}",
        stderr(&out)
    );
    assert_eq!(repair["set_aside"][0]["file"], "sled/snap.FFFFFFFFFFFFFFFF");
    assert_eq!(repair["rebuilt_from_log"], false);
    assert_eq!(repair["check"]["consistent"], true);
    assert_eq!(repair["check"]["records"]["tcp_edges"], 3);
    let copy = PathBuf::from(repair["copy"].as_str().unwrap());
    assert_eq!(copy.parent(), env.store().parent());
    assert!(copy
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("store.before-repair-"));
    assert!(!planted.names.contains(&copy), "{}", copy.display());
    let meta = std::fs::symlink_metadata(&copy).unwrap();
    assert!(meta.is_dir(), "a directory of its own, not a link");
    assert_eq!(
        std::os::unix::fs::PermissionsExt::mode(&meta.permissions()) & 0o777,
        0o700
    );
    assert!(
        stderr(&out).contains(&format!(
            "kept the store as it was found at {}",
            copy.display()
        )),
        "{}",
        stderr(&out)
    );
    assert_eq!(files(&copy), as_found, "the copy is the store as found");
    assert!(!damaged.exists());

    assert_edges(&env, &ids);
    assert_eq!(env.run(&["store", "check"]).status.code(), Some(0));

    // A store that opens needs nothing: no second copy (the one made before sled read the
    // store is removed), and nothing lost.
    let out = env.run(&["-o", "json", "store", "repair"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let again: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(again["copy"], Value::Null);
    assert_eq!(again["set_aside"], serde_json::json!([]));
    assert_eq!(again["losses"]["may_have_lost"], false);
    assert!(
        stderr(&out).contains("opens: nothing to repair, nothing lost"),
        "{}",
        stderr(&out)
    );
    let unplanted: Vec<PathBuf> = copies(&env)
        .into_iter()
        .filter(|c| !planted.names.contains(c))
        .collect();
    assert_eq!(unplanted, [copy]);
}

/// Names planted beside the store where `store repair` used to put its copy.
struct Planted {
    names: Vec<PathBuf>,
    /// Where the planted links point: a directory of someone else's choosing.
    elsewhere: PathBuf,
}

/// Plants every name `store repair` could once have chosen for its copy over the next seconds
/// (`STORE.before-repair-TIMESTAMP`, then `-2` to `-101`), as another user who can write beside
/// the store could: files, and links to a directory elsewhere (issue 39 item 11).
fn plant_backup_names(env: &Env) -> Planted {
    let elsewhere = env.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).unwrap();
    std::fs::write(elsewhere.join("theirs"), "theirs").unwrap();
    let format = time::macros::format_description!("[year][month][day]T[hour][minute][second]Z");
    let now = time::OffsetDateTime::now_utc();
    let mut names = Vec::new();
    for second in -2..30 {
        let stamp = (now + time::Duration::seconds(second))
            .format(format)
            .unwrap();
        for n in 1..=101 {
            let suffix = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            let name = env
                .path()
                .join(format!("store.before-repair-{stamp}{suffix}"));
            match n % 2 {
                0 => std::os::unix::fs::symlink(&elsewhere, &name).unwrap(),
                _ => std::fs::write(&name, "planted").unwrap(),
            }
            names.push(name);
        }
    }
    Planted { names, elsewhere }
}

impl Planted {
    fn assert_untouched(&self) {
        for name in &self.names {
            let meta = std::fs::symlink_metadata(name).unwrap();
            match meta.is_symlink() {
                true => assert_eq!(std::fs::read_link(name).unwrap(), self.elsewhere),
                false => assert_eq!(std::fs::read_to_string(name).unwrap(), "planted"),
            }
        }
        let theirs: Vec<_> = std::fs::read_dir(&self.elsewhere)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(theirs, ["theirs"], "nothing was written through a link");
    }
}

/// With its only snapshot damaged, sled has nothing to start from but its log: repair removes the
/// snapshot and sled rebuilds every edge from the log.
#[test]
fn repair_rebuilds_from_the_log_when_every_snapshot_is_damaged() {
    let env = Env::new();
    let ids = store_with_edges(&env);
    let (snap, _) = snapshot(&env);
    let bytes = std::fs::read(&snap).unwrap();
    std::fs::write(&snap, &bytes[..20]).unwrap();
    assert_eq!(
        env.run(&["tcp-edge", "list"]).status.code(),
        Some(exit::UNAVAILABLE)
    );

    let repair = env.json(&["store", "repair"]);
    assert_eq!(repair["check"]["consistent"], true, "{repair}");
    assert_eq!(repair["check"]["records"]["tcp_edges"], 3);
    let copy = PathBuf::from(repair["copy"].as_str().unwrap());
    let name = snap.file_name().unwrap();
    assert_eq!(
        std::fs::read(copy.join("sled").join(name)).unwrap(),
        &bytes[..20]
    );
    assert_edges(&env, &ids);
}

#[test]
fn repair_of_a_store_that_is_not_there_creates_nothing() {
    let env = Env::new();
    let missing = env.path().join("typo");
    let out = env.run(&["--store", missing.to_str().unwrap(), "store", "repair"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(stderr(&out).contains(&format!("there is no store at {}", missing.display())));
    assert!(!missing.exists());
}

/// A local store with six edges, each created with its audit record; their IDs in creation order.
fn store_with_six_edges(env: &Env) -> Vec<String> {
    (1..=6)
        .map(|n| {
            common::id(&env.json(&["tcp-edge", "create", "--description", &format!("edge {n}")]))
        })
        .collect()
}

/// Flips one byte of sled's log inside the third edge's record: sled's recovery stops reading
/// there, and the log holds the third to sixth edges and their audit records 3 to 6 after it.
fn damage_the_log_at_the_third_edge(env: &Env) {
    let log = sled_dir(env).join("db");
    let mut bytes = std::fs::read(&log).unwrap();
    let at = bytes
        .windows(6)
        .position(|w| w == b"edge 3")
        .expect("the third edge's description is in the log");
    bytes[at] ^= 0x01;
    std::fs::write(&log, bytes).unwrap();
}

/// Entries below `env.path()` named as `store repair`'s copies.
fn copies(env: &Env) -> Vec<PathBuf> {
    std::fs::read_dir(env.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("store.before-repair-")
        })
        .collect()
}

/// Issue 59 item 7: one damaged byte in sled's log used to roll the store back to two of six
/// edges while repair said "consistent" and `audit verify` "whole". Now repair names the lost
/// audit records 3 to 6 and the four edges they created, exits 9, keeps the store as found, and
/// leaves a record of the cut that `audit verify` reports; the trail goes on from it.
#[test]
fn a_damaged_byte_in_the_log_is_a_loss_that_repair_names_and_verify_reports() {
    let env = Env::new();
    let ids = store_with_six_edges(&env);
    damage_the_log_at_the_third_edge(&env);
    let as_found = files(&env.store());

    let out = env.run(&["-o", "json", "store", "repair"]);
    assert_eq!(
        out.status.code(),
        Some(exit::MAY_HAVE_LOST),
        "{}",
        stderr(&out)
    );
    let repair: Value = serde_json::from_slice(&out.stdout).unwrap();
    let losses = &repair["losses"];
    assert_eq!(losses["may_have_lost"], true, "{losses}");
    let trail = &losses["audit_trail"];
    assert_eq!(
        (trail["kept_through"].as_u64(), trail["reached"].as_u64()),
        (Some(2), Some(6))
    );
    let lost: Vec<u64> = trail["lost"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["sequence"].as_u64().unwrap())
        .collect();
    assert_eq!(lost, [3, 4, 5, 6]);
    for (n, record) in trail["lost"].as_array().unwrap().iter().enumerate() {
        assert_eq!(
            record["record"]["resource"]["id"],
            ids[n + 2].as_str(),
            "{record}"
        );
    }
    let mut named: Vec<(String, String)> = losses["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["id"].as_str().unwrap().to_string(),
                r["evidence"].to_string(),
            )
        })
        .collect();
    named.sort();
    let mut expected: Vec<&String> = ids[2..].iter().collect();
    expected.sort();
    assert_eq!(named.iter().map(|(id, _)| id).collect::<Vec<_>>(), expected);
    assert!(
        named
            .iter()
            .all(|(_, why)| why.contains("create in lost audit record")
                && why.contains("does not hold it")),
        "{named:?}"
    );
    let err = stderr(&out);
    assert!(
        err.contains("records 3 to 6 were lost (record 7 now says so)"),
        "{err}"
    );
    for id in &ids[2..] {
        assert!(
            err.contains(&format!("lost: tcp-edge {id}: create in lost audit record")),
            "{err}"
        );
    }
    assert!(
        err.contains("may have been lost (6 finding(s), above)"),
        "{err}"
    );

    // The store as found is kept, byte for byte, and said where.
    let copy = PathBuf::from(repair["copy"].as_str().unwrap());
    assert!(
        err.contains(&format!(
            "kept the store as it was found at {}",
            copy.display()
        )),
        "{err}"
    );
    assert_eq!(files(&copy), as_found);
    assert_edges(&env, &ids[..2]);

    // The cut is in the trail, chained to the last record kept, and verify names it.
    let out = env.run(&["-o", "json", "audit", "verify"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let verify: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(verify["first_bad"], Value::Null);
    assert_eq!(verify["records"], 3, "records 1, 2 and the cut's: {verify}");
    let cut = &verify["cuts"][0];
    assert_eq!(
        (
            cut["sequence"].as_u64(),
            cut["kept_through"].as_u64(),
            cut["reached"].as_u64()
        ),
        (Some(7), Some(2), Some(6))
    );
    let err = stderr(&out);
    assert!(!err.contains("whole"), "{err}");
    assert!(
        err.contains("the audit trail chains (3 record(s)) but is not complete"),
        "{err}"
    );
    assert!(
        err.contains("cut after record 2 by `store repair`")
            && err.contains("records 3 to 6 were lost"),
        "{err}"
    );
    let trail = env.json(&["audit", "list"]);
    let mark = trail["audit_records"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["sequence"] == 7)
        .unwrap()
        .clone();
    assert_eq!(mark["operation"], "repair");
    assert_eq!(mark["cut"]["copy"], copy.to_str().unwrap());

    // Changes go on being recorded after the cut, and the whole trail still chains.
    env.json(&["tcp-edge", "create", "--description", "after the repair"]);
    let verify = env.json(&["audit", "verify"]);
    assert_eq!(
        (verify["records"].as_u64(), verify["first_bad"].is_null()),
        (Some(4), true),
        "{verify}"
    );
    assert_eq!(verify["cuts"].as_array().unwrap().len(), 1);
}

/// A command run before the repair lets sled open the damaged store, and sled's recovery
/// overwrites the log after the damage even as it refuses the store: the records are gone from
/// the copy too. Repair still sees that the log was cut (its snapshot had reached further) and
/// says it cannot know what was lost, exits 9, and verify reports a cut of unknown extent.
#[test]
fn repair_after_sled_overwrote_the_damaged_log_says_what_it_cannot_know() {
    let env = Env::new();
    store_with_six_edges(&env);
    damage_the_log_at_the_third_edge(&env);
    assert_eq!(
        env.run(&["tcp-edge", "list"]).status.code(),
        Some(exit::UNAVAILABLE)
    );

    let out = env.run(&["-o", "json", "store", "repair"]);
    assert_eq!(
        out.status.code(),
        Some(exit::MAY_HAVE_LOST),
        "{}",
        stderr(&out)
    );
    let losses = serde_json::from_slice::<Value>(&out.stdout).unwrap()["losses"].clone();
    assert_eq!(losses["audit_trail"]["kept_through"], 2, "{losses}");
    assert_eq!(losses["audit_trail"]["reached"], Value::Null);
    assert!(
        losses["log"]["snapshot_lsn"].as_u64() > losses["log"]["recovered_lsn"].as_u64(),
        "{losses}"
    );
    let err = stderr(&out);
    assert!(
        err.contains("cannot know: the copy shows no audit record past record 2"),
        "{err}"
    );
    assert!(
        err.contains("sled's log: the copy's snapshot was written at log position"),
        "{err}"
    );

    let out = env.run(&["audit", "verify"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stderr(&out).contains("cut after record 2 by `store repair`")
            && stderr(&out).contains("later records may have been lost"),
        "{}",
        stderr(&out)
    );
}

/// Index entries whose records are gone are losses too: repair names the record each points at.
#[test]
fn repair_names_records_that_index_entries_point_at_but_are_gone() {
    let env = Env::new();
    let edge = common::id(&env.json(&[
        "tcp-edge",
        "create",
        "--hostport",
        "1.tcp.example.com:20000",
    ]));
    let kept = common::id(&env.json(&["tcp-edge", "create", "--description", "kept"]));
    {
        let db = sled::open(sled_dir(&env)).unwrap();
        db.open_tree("tcp_edges")
            .unwrap()
            .remove(edge.as_bytes())
            .unwrap();
        db.flush().unwrap();
    }
    // A damaged snapshot, so that the store needs repair.
    let (snap, _) = snapshot(&env);
    std::fs::write(&snap, b"damaged").unwrap();

    let out = env.run(&["-o", "json", "store", "repair"]);
    assert_eq!(
        out.status.code(),
        Some(exit::MAY_HAVE_LOST),
        "{}",
        stderr(&out)
    );
    let repair: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        repair["losses"]["audit_trail"],
        Value::Null,
        "the trail lost nothing"
    );
    assert_eq!(
        repair["losses"]["records"],
        serde_json::json!([{"kind": "tcp-edge", "id": edge, "evidence":
            "index_hostports 1.tcp.example.com:20000 refers to it; the repaired store does not hold it"}])
    );
    assert!(
        stderr(&out).contains(&format!(
            "lost: tcp-edge {edge}: index_hostports 1.tcp.example.com:20000 refers to it"
        )),
        "{}",
        stderr(&out)
    );
    assert_edges(&env, &[kept]);
}
