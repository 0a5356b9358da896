//! Giving back to the system the memory of connections that have ended.
//!
//! The process's allocator is mimalloc (`output::memory`): on PostgreSQL it took a fifth off
//! `serve`'s CPU per GET and a quarter off a list page's, against glibc's (docs/benchmarks.md,
//! "Session 24"). It keeps a heap per thread, and a page whose blocks were all freed stays with
//! its thread until that thread collects it, which a busy thread does as it allocates; a runtime
//! worker gone idle after its connections ended would keep them all (1 000 closed connections'
//! 50 MiB, measured). So, [`RELEASE_DELAY`](super::connections) after connections end, [`release`]
//! asks every thread to collect, and each runtime worker does it as it next goes idle
//! ([`on_park`]).

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How long memory freed stays with mimalloc for reuse before it goes back (its default): a
/// server under load frees and allocates again at once.
const PURGE_DELAY: Duration = Duration::from_secs(1);

/// Keeps freed memory for reuse a moment ([`PURGE_DELAY`]) instead of giving it back at once, as
/// a command run once does. Call it as the server starts.
pub fn configure() {
    crate::output::purge_freed_after(PURGE_DELAY);
}

/// How many times a release was asked for since `serve` started.
static RELEASES: AtomicU64 = AtomicU64::new(0);

thread_local! {
    /// The releases this thread has collected for.
    static COLLECTED: Cell<u64> = const { Cell::new(0) };
}

/// Asks every runtime worker to give its free pages back as it next goes idle, gives back this
/// thread's, and wakes the workers of the runtime it runs on, so that an idle one goes idle
/// again (and collects as it does).
pub fn release() {
    RELEASES.fetch_add(1, Ordering::Relaxed);
    on_park();
    if let Ok(runtime) = tokio::runtime::Handle::try_current() {
        for _ in 0..runtime.metrics().num_workers() {
            runtime.spawn(async {});
        }
    }
}

/// A runtime worker going idle (tokio's `on_thread_park`): collects its heap once for each
/// release asked for since it last did. Otherwise one atomic read.
pub fn on_park() {
    let asked = RELEASES.load(Ordering::Relaxed);
    COLLECTED.with(|collected| {
        if collected.get() != asked {
            collected.set(asked);
            // SAFETY: mi_collect walks only this thread's own heap and the shared arenas, under
            // mimalloc's own synchronization.
            unsafe { libmimalloc_sys::mi_collect(true) };
        }
    });
}
