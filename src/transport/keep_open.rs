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

/// Where the background store process writes what it has to say.
pub const LOG_FILE: &str = "keep-open.log";
/// Taken by the one command that starts a background store process, so that commands starting
/// together start one between them; and by a command that needs the store to itself while it
/// waits for the store (see [`first_in_line`]).
const START_LOCK: &str = "keep-open.lock";
/// The log is started afresh when it has grown past this.
const LOG_LIMIT: u64 = 1024 * 1024;

/// Settings of a background store process.
#[derive(Debug, Clone)]
pub struct KeepOpen {
    /// How long it stays without requests before it exits.
    pub idle: Duration,
    /// How long it (and the command starting it) waits for the store to be free.
    pub lock_timeout: Duration,
    /// Bounds each request to it.
    pub timeout: Duration,
    // No store key: each request brings its caller's, over the socket (see `socket::Socket::send`).
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

/// Held by a command that needs the store to itself (`store export`, `serve`, …) from before it
/// closes the background store process until it holds the store; dropping it lets background
/// store processes start again.
pub struct FirstInLine {
    /// Locked; closing it unlocks.
    _start_lock: File,
}

/// Puts a command that needs the store in `dir` to itself first in line for it: no command starts
/// a background store process until the returned guard is dropped (they wait as for one being
/// started), as PostgreSQL queues new lock requests behind a waiting ACCESS EXCLUSIVE. Without it,
/// a keep-open writer finding no background process would start one while this command waits for
/// the store, and the new one would hold the store until idle. Waits up to `lock_timeout` for a
/// command that is starting one; `None` when that took longer or the lock cannot be had (the
/// command then waits for the store as before).
pub fn first_in_line(dir: &Path, lock_timeout: Duration) -> Option<FirstInLine> {
    let start_lock = open_private(&dir.join(START_LOCK), false).ok()?;
    let deadline = Instant::now() + lock_timeout;
    let mut pause = Duration::from_millis(1);
    loop {
        if start_lock.try_lock().is_ok() {
            return Some(FirstInLine {
                _start_lock: start_lock,
            });
        }
        if Instant::now() >= deadline {
            return None;
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
    // Started as ssh-agent starts: it lives on after this command, so it keeps nothing of the
    // caller's but what it needs. No inherited environment (a CA passphrase or an API key would
    // stay readable in /proc for its whole life), `/` as its directory (the caller's could not be
    // unmounted), and it closes any descriptor it did not open (see `serve --background`).
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let spawned = std::env::current_exe().and_then(|exe| {
        let mut command = Command::new(exe);
        command
            .env_clear()
            .current_dir("/")
            .arg("--store")
            .arg(&absolute)
            .arg("--lock-timeout")
            .arg(format!("{}ms", settings.lock_timeout.as_millis()))
            .args(["serve", "--background"])
            .arg(format!("{}ms", settings.idle.as_millis()))
            // Its own settings are these: no profile applies to it.
            .env(crate::config::CONFIG_ENV, absolute.join("no-config-file"));
        // The testing aids: the clock and the IDs of what it writes must be the caller's.
        for aid in [crate::clock::NOW_ENV, crate::id::SEED_ENV] {
            if let Some(value) = std::env::var_os(aid) {
                command.env(aid, value);
            }
        }
        command
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
    // Once it listens, the child is never waited for: it lives on after this process, and init
    // reaps it.
    let mut pause = Duration::from_micros(500);
    loop {
        if let Some(holder) = connect(dir, settings.timeout)? {
            return Ok(Some(holder));
        }
        // It ended without listening: it could not hold the store. The caller's own attempt to
        // open it says why.
        if !matches!(child.try_wait(), Ok(None)) {
            return Ok(None);
        }
        // Given up on: ended, so that it cannot take the store later from a command that waits
        // for it (this start lock no longer holds such a command back).
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(None);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    }
}

/// Opens (creating, 0600) a file in the store directory, creating the directory (0700) if needed:
/// appending to the log, which is started afresh once it has grown past [`LOG_LIMIT`].
fn open_private(path: &Path, log: bool) -> std::io::Result<File> {
    if let Some(dir) = path.parent() {
        crate::files::private_dirs(dir)?;
        trust::check_store_dir(dir).map_err(Untrusted::into_io)?;
    }
    let file = trust::open_private(path, log)?;
    if log && file.metadata()?.len() > LOG_LIMIT {
        file.set_len(0)?;
    }
    Ok(file)
}
