//! `--keep-open DURATION` (`TUNNELCTL_KEEP_OPEN`, profile key `keep_open`): a local command that
//! finds nobody holding its store starts a background store process — `tunnelctl serve` on the
//! store's socket only, in a session of its own, its output appended to [`LOG_FILE`] in the store
//! directory — and goes through it. That process exits after DURATION without requests, or at once
//! on `tunnelctl store close`. It flushes every write before acknowledging it, as a one-shot
//! command does, so killing it loses nothing acknowledged.

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::socket::{connect, Socket};
use crate::trust::{self, Untrusted};

pub const KEEP_OPEN_ENV: &str = "TUNNELCTL_KEEP_OPEN";
/// Where the background store process writes what it has to say.
pub const LOG_FILE: &str = "keep-open.log";
/// Taken by the one command that starts a background store process, so that commands starting
/// together start one between them.
const START_LOCK: &str = "keep-open.lock";
/// The log is started afresh when it has grown past this.
const LOG_LIMIT: u64 = 1024 * 1024;

/// Settings of a background store process.
#[derive(Debug, Clone, Copy)]
pub struct KeepOpen {
    /// How long it stays without requests before it exits.
    pub idle: Duration,
    /// How long it (and the command starting it) waits for the store to be free.
    pub lock_timeout: Duration,
    /// Bounds each request to it.
    pub timeout: Duration,
}

/// A connection to the holder of the store in `dir` (see [`connect`]), started in the background
/// when there is none. `None` when none could be started within the lock timeout: the caller then
/// opens the store itself, which reports why not (a busy store, a full disk). A store directory or
/// socket that is not the user's is an error (see [`connect`]).
pub fn holder_or_start(dir: &Path, settings: KeepOpen) -> Result<Option<Socket>, Untrusted> {
    let deadline = Instant::now() + settings.lock_timeout;
    if let Some(holder) = connect(dir, settings.timeout)? {
        return Ok(Some(holder));
    }
    let Ok(start_lock) = open_private(&dir.join(START_LOCK), false) else {
        return Ok(None);
    };
    let mut pause = Duration::from_millis(1);
    loop {
        if let Some(holder) = connect(dir, settings.timeout)? {
            return Ok(Some(holder));
        }
        if start_lock.try_lock().is_ok() {
            let found = start(dir, settings, deadline);
            let _ = start_lock.unlock();
            return found;
        }
        // Another command is starting one: wait for it to answer.
        if Instant::now() >= deadline {
            return Ok(None);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

/// Starts the background store process and waits until it listens on the socket (it binds the
/// socket once it holds the store).
fn start(dir: &Path, settings: KeepOpen, deadline: Instant) -> Result<Option<Socket>, Untrusted> {
    // Another command may have started one while this one waited for the start lock.
    if let Some(holder) = connect(dir, settings.timeout)? {
        return Ok(Some(holder));
    }
    let log_path = dir.join(LOG_FILE);
    let log = match open_private(&log_path, true) {
        Ok(log) => log,
        Err(e) => {
            crate::output::warning(&format!(
                "--keep-open: cannot write {}: {e}; opening the store for this command only",
                log_path.display()
            ));
            return Ok(None);
        }
    };
    let spawned = std::env::current_exe().and_then(|exe| {
        Command::new(exe)
            .arg("--store")
            .arg(dir)
            .arg("--lock-timeout")
            .arg(format!("{}ms", settings.lock_timeout.as_millis()))
            .args(["serve", "--background"])
            .arg(format!("{}ms", settings.idle.as_millis()))
            // Its own settings are these: neither a profile nor an API URL applies to it.
            .env(crate::config::CONFIG_ENV, dir.join("no-config-file"))
            .env_remove("TUNNELCTL_API_URL")
            .env_remove("TUNNELCTL_PROFILE")
            .env_remove(KEEP_OPEN_ENV)
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
    });
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            crate::output::warning(&format!("--keep-open: cannot start the background store process: {e}; opening the store for this command only"));
            return Ok(None);
        }
    };
    // The child is never waited for: it lives on after this process, and init reaps it.
    let mut pause = Duration::from_micros(500);
    loop {
        if let Some(holder) = connect(dir, settings.timeout)? {
            return Ok(Some(holder));
        }
        // It ended without listening: it could not hold the store. The caller's own attempt to
        // open it says why.
        if !matches!(child.try_wait(), Ok(None)) || Instant::now() >= deadline {
            return Ok(None);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

/// Opens (creating, 0600) a file in the store directory, creating the directory (0700) if needed:
/// appending to the log, which is started afresh once it has grown past [`LOG_LIMIT`].
fn open_private(path: &Path, log: bool) -> std::io::Result<File> {
    use std::os::unix::fs::DirBuilderExt;
    if let Some(dir) = path.parent() {
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)?;
        trust::check_store_dir(dir).map_err(Untrusted::into_io)?;
    }
    let file = trust::open_private(path, log)?;
    if log && file.metadata()?.len() > LOG_LIMIT {
        file.set_len(0)?;
    }
    Ok(file)
}
