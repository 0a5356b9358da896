//! The access log's writer: requests hand their lines to a thread of its own, which writes them to
//! stderr together. A write to stderr per request cost GETs on PostgreSQL 6–11% of their rate
//! (docs/benchmarks.md, "Session 23"), and a stderr that nobody reads (a full pipe) stopped every
//! request at its line; now it stops only this thread, and the lines beyond [`PENDING_LIMIT`] are
//! counted and said to be lost instead of held.

use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use prometheus_client::metrics::counter::Counter;

use crate::output::Out;

/// How long the writer gathers lines after a write before the next: one write for all the
/// requests answered meanwhile. Also how late a line may appear after its answer.
const GATHER: Duration = Duration::from_millis(20);
/// How much text may wait for the writer (about 5 000 lines); the lines past it are dropped.
const PENDING_LIMIT: usize = 1 << 20;
/// The room a written buffer keeps for the next gathering: 20 ms of lines at 20 000 requests a
/// second, with room to spare.
const KEPT_ROOM: usize = 256 << 10;

/// `serve`'s access log. [`close`](AccessLog::close) (or dropping it) writes what waits and ends
/// the writer.
pub struct AccessLog {
    shared: Arc<Shared>,
    writer: Mutex<Option<JoinHandle<()>>>,
}

struct Shared {
    pending: Mutex<Pending>,
    /// Rung when a line comes to a writer asleep, and when the log closes.
    wake: Condvar,
    stderr: Out,
    /// Lines dropped since `serve` started, as [`PENDING_LIMIT`] was reached: what `/metrics`
    /// says, and what the writer's line of dropped lines counts from.
    dropped: Counter,
}

#[derive(Default)]
struct Pending {
    text: String,
    /// The writer waits for a line, not gathering: the next line wakes it.
    asleep: bool,
    closing: bool,
}

impl AccessLog {
    /// Starts the writer. Without a thread (none could be started) the log starts closed.
    pub fn start() -> Arc<AccessLog> {
        let shared = Arc::new(Shared {
            pending: Mutex::default(),
            wake: Condvar::new(),
            stderr: crate::output::stderr(),
            dropped: Counter::default(),
        });
        let writing = shared.clone();
        let writer = std::thread::Builder::new()
            .name("tunnelctl-log".into())
            .spawn(move || writing.write_until_closed())
            .ok();
        lock(&shared.pending).closing = writer.is_none();
        Arc::new(AccessLog {
            shared,
            writer: Mutex::new(writer),
        })
    }

    /// Hands `line` (one line, without its newline) to the writer; writes it here once the log
    /// is closed.
    pub fn push(&self, line: &str) {
        let mut pending = lock(&self.shared.pending);
        if pending.closing {
            drop(pending);
            let _ = self.shared.stderr.data(&format!("{line}\n"));
            return;
        }
        if pending.text.len() + line.len() >= PENDING_LIMIT {
            self.shared.dropped.inc();
            return;
        }
        pending.text.push_str(line);
        pending.text.push('\n');
        if pending.asleep {
            pending.asleep = false;
            self.shared.wake.notify_one();
        }
    }

    /// The count of lines dropped since the log started (a handle on it, as `/metrics` reads it).
    pub fn dropped(&self) -> Counter {
        self.shared.dropped.clone()
    }

    /// Writes every line handed so far and ends the writer: before `serve` says it stopped.
    pub fn close(&self) {
        lock(&self.shared.pending).closing = true;
        self.shared.wake.notify_one();
        if let Some(writer) = lock(&self.writer).take() {
            let _ = writer.join();
        }
    }
}

impl Drop for AccessLog {
    fn drop(&mut self) {
        self.close();
    }
}

impl Shared {
    fn write_until_closed(&self) {
        // Lines are dropped only while text waits, so the writer is awake to say so.
        let mut said_dropped = 0;
        // Two buffers trade places: requests append to one while the other is written, so after
        // the first gatherings no line grows a buffer (a copy, under the lock requests wait on)
        // and no gathering frees one.
        let mut text = String::new();
        loop {
            let closing = {
                let mut pending = lock(&self.pending);
                while pending.text.is_empty() && !pending.closing {
                    pending.asleep = true;
                    pending = self.wake.wait(pending).unwrap_or_else(|p| p.into_inner());
                }
                pending.asleep = false;
                std::mem::swap(&mut pending.text, &mut text);
                pending.closing
            };
            // A stderr gone or full fails or waits here, never a request.
            let _ = self.stderr.data(&text);
            text.clear();
            // What a burst grew is given back; a steady rate's gathering keeps its room.
            text.shrink_to(KEPT_ROOM);
            let dropped = self.dropped.get();
            if dropped > said_dropped {
                let line = dropped_line(dropped - said_dropped);
                let _ = self.stderr.data(&format!("{line}\n"));
                said_dropped = dropped;
            }
            // Once closing, nothing more is handed over: what was taken is the last.
            if closing {
                return;
            }
            let pending = lock(&self.pending);
            let _ = self
                .wake
                .wait_timeout_while(pending, GATHER, |p| !p.closing);
        }
    }
}

/// The line that says `dropped` lines are missing, in the log's own JSON form.
fn dropped_line(dropped: u64) -> serde_json::Value {
    serde_json::json!({
        "time": crate::clock::format_time(time::OffsetDateTime::now_utc()),
        "access_log_lines_dropped": dropped,
        "why": "stderr did not take the access log as fast as requests were answered",
    })
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_past_the_limit_are_counted_not_kept() {
        let log = AccessLog {
            shared: Arc::new(Shared {
                pending: Mutex::default(),
                wake: Condvar::new(),
                stderr: crate::output::stderr(),
                dropped: Counter::default(),
            }),
            // As if the writer were stuck on a full stderr: nothing is taken away.
            writer: Mutex::new(None),
        };
        // 1 KiB a line with its newline: 1 024 lines fill the limit.
        let line = "x".repeat(1023);
        for _ in 0..(PENDING_LIMIT / 1024 + 10) {
            log.push(&line);
        }
        let pending = lock(&log.shared.pending);
        assert!(pending.text.len() <= PENDING_LIMIT);
        assert_eq!(pending.text.len() % 1024, 0, "whole lines only");
        assert_eq!(pending.text.lines().count(), 1024);
        assert_eq!(log.dropped().get(), 10, "counted, as /metrics says");
    }
}
