//! sled 0.34.7's own files in the store's `sled/` directory: which of them a killed process can
//! leave half-written, the guard that keeps sled from reading those, and the file-level checks of
//! `store check` and `store repair` for a store that sled refuses to open.
//!
//! sled writes three kinds of file besides its log (`db`, whose records carry checksums that its
//! recovery already uses to cut a torn tail):
//! - `snap.<LSN>`: written at every open as `snap.<LSN>.generating`, synced, then renamed. sled's
//!   reader takes the file whose name sorts last, without leaving out `.generating` (upstream
//!   issue 1527), so a process killed before the rename leaves a file that makes every later
//!   open fail its checksum. Snapshots are written only while sled opens, before any record is,
//!   so a `.generating` file means its process died in its open: the older snapshot and the log
//!   on disk are what every open starts from, and the file was never anyone's snapshot.
//! - `conf`: written once, when the store is created, in two writes (parameters, then checksum)
//!   before `db` exists. A kill in between leaves parameters without their checksum, which sled
//!   then fails to parse at every open. With no `db` (or an empty one) nothing was ever stored,
//!   and sled writes the same `conf` again when it is missing.
//! - `blobs/<LSN>`: values over a quarter of a log segment (128 KiB), written before the log
//!   record that points at them; sled's recovery removes those whose record never became stable.
//!
//! See docs/reliability.md for the kill points this was checked at.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use serde::Serialize;

/// The directory below the store directory that sled owns.
pub const SLED_DIR: &str = "sled";
const CONF_FILE: &str = "conf";
/// sled's log.
pub const LOG_FILE: &str = "db";
const SNAPSHOT_PREFIX: &str = "snap.";
const UNFINISHED_SUFFIX: &str = ".generating";

/// A file of sled's that cannot be read as sled would read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileProblem {
    /// The path below the store directory (`sled/snap.…`).
    pub file: String,
    pub problem: String,
}

impl std::fmt::Display for FileProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file, self.problem)
    }
}

/// Removes what a process killed while sled wrote it left unfinished (see the module's
/// documentation), before sled opens. Only called with the store's lock held, so no other process
/// is writing these files. Returns what it removed, for the caller to say so.
pub fn clear_unfinished(store_dir: &Path) -> io::Result<Vec<FileProblem>> {
    let dir = store_dir.join(SLED_DIR);
    let mut removed = Vec::new();
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(removed),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.starts_with(SNAPSHOT_PREFIX) && name.ends_with(UNFINISHED_SUFFIX) {
            fs::remove_file(dir.join(&name))?;
            removed.push(problem(
                &name,
                "an unfinished snapshot that an interrupted process left",
            ));
        }
    }
    if !log_has_data(&dir)? {
        if let Some(why) = conf_problem(&dir)? {
            fs::remove_file(dir.join(CONF_FILE))?;
            removed.push(problem(
                CONF_FILE,
                &format!("{why}, in a store that holds nothing yet"),
            ));
        }
    }
    Ok(removed)
}

/// Every file of sled's that does not read as sled would read it, in the order sled reads them.
pub fn inspect(store_dir: &Path) -> io::Result<Vec<FileProblem>> {
    let dir = store_dir.join(SLED_DIR);
    let mut problems = Vec::new();
    if let Some(why) = conf_problem(&dir)? {
        problems.push(problem(CONF_FILE, &why));
    }
    for name in snapshot_names(&dir)? {
        if name.ends_with(UNFINISHED_SUFFIX) {
            problems.push(problem(
                &name,
                "an unfinished snapshot that an interrupted process left",
            ));
        } else if let Some(why) = checksum_problem(&dir.join(&name), Layout::Snapshot)? {
            problems.push(problem(&name, &why));
        }
    }
    let blobs = dir.join("blobs");
    if blobs.is_dir() {
        let mut names: Vec<String> = fs::read_dir(&blobs)?
            .map(|e| e.map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect::<io::Result<_>>()?;
        names.sort();
        for name in names {
            if let Some(why) = checksum_problem(&blobs.join(&name), Layout::Blob)? {
                problems.push(problem(&format!("blobs/{name}"), &why));
            }
        }
    }
    Ok(problems)
}

/// The snapshot files, finished or not, sorted as sled sorts them (the last is the one it reads).
pub fn snapshot_names(sled_dir: &Path) -> io::Result<Vec<String>> {
    let mut names = Vec::new();
    let entries = match fs::read_dir(sled_dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(names),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.starts_with(SNAPSHOT_PREFIX) {
            names.push(name);
        }
    }
    names.sort();
    Ok(names)
}

/// The log position (LSN) in the name of the newest snapshot that reads whole: sled names a
/// snapshot after the position its log had reached when it wrote it, at an open.
pub fn newest_whole_snapshot(sled_dir: &Path) -> io::Result<Option<u64>> {
    let mut newest = None;
    for name in snapshot_names(sled_dir)? {
        let Ok(lsn) = u64::from_str_radix(&name[SNAPSHOT_PREFIX.len()..], 16) else {
            continue; // unfinished (`.generating`), or not sled's
        };
        if checksum_problem(&sled_dir.join(&name), Layout::Snapshot)?.is_none() {
            newest = newest.max(Some(lsn));
        }
    }
    Ok(newest)
}

/// A problem with `name`, a path below sled's directory.
fn problem(name: &str, why: &str) -> FileProblem {
    FileProblem {
        file: format!("{SLED_DIR}/{name}"),
        problem: why.to_string(),
    }
}

/// Whether sled's log holds anything: it is created after `conf` and before anything is stored.
fn log_has_data(sled_dir: &Path) -> io::Result<bool> {
    match fs::metadata(sled_dir.join(LOG_FILE)) {
        Ok(meta) => Ok(meta.len() > 0),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// What is wrong with `conf`, if anything. Up to 8 bytes sled takes as no `conf` and writes again.
fn conf_problem(sled_dir: &Path) -> io::Result<Option<String>> {
    let Some(bytes) = read_if_exists(&sled_dir.join(CONF_FILE))? else {
        return Ok(None);
    };
    if bytes.len() <= 8 {
        return Ok(None);
    }
    let (parameters, crc) = bytes.split_at(bytes.len() - 4);
    Ok((crc32fast::hash(parameters).to_le_bytes() != crc)
        .then(|| "its checksum does not match: it was not written whole".to_string()))
}

/// How a file of sled's places its CRC-32 (little-endian) and what it covers.
#[derive(Clone, Copy)]
enum Layout {
    /// The snapshot, then its length (8 bytes), then the CRC of the snapshot.
    Snapshot,
    /// The CRC, then the kind byte and the value it covers.
    Blob,
}

fn checksum_problem(path: &Path, layout: Layout) -> io::Result<Option<String>> {
    let Some(bytes) = read_if_exists(path)? else {
        return Ok(None);
    };
    let (covered, crc) = match layout {
        Layout::Snapshot if bytes.len() > 12 => {
            (&bytes[..bytes.len() - 12], &bytes[bytes.len() - 4..])
        }
        Layout::Blob if bytes.len() >= 5 => (&bytes[4..], &bytes[..4]),
        _ => {
            return Ok(Some(format!(
                "it is cut short ({} bytes): it was not written whole",
                bytes.len()
            )))
        }
    };
    Ok((crc32fast::hash(covered).to_le_bytes() != crc).then(|| {
        "its checksum does not match: it was not written whole, or was damaged since".into()
    }))
}

fn read_if_exists(path: &Path) -> io::Result<Option<Vec<u8>>> {
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    Ok(Some(bytes))
}

/// Where `store repair` keeps the store as it found it: the directory beside the store, and the
/// start of the copy's name, after the store and the time (`STORE.before-repair-TIMESTAMP-`); a
/// random part ends it (see `embedded::copy_store`).
pub fn backup_place(store_dir: &Path, stamp: &str) -> (PathBuf, String) {
    let name = store_dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "store".into());
    let beside = match store_dir.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    (beside, format!("{name}.before-repair-{stamp}-"))
}
