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

    // A store that opens needs nothing: no second copy.
    let again = env.json(&["store", "repair"]);
    assert_eq!(again["copy"], Value::Null);
    assert_eq!(again["set_aside"], serde_json::json!([]));
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
