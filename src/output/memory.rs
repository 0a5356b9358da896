//! A bound on the heap of work whose memory the user controls (a `--jq` filter: `def f(x):
//! f(x+1); f(0)` recurses in constant stack while its heap grows without end). The process's
//! allocator is [`Allocator`], declared where the binary starts (`src/main.rs`): mimalloc (see
//! `server::heap` for why), which on a thread running such work also counts what the thread
//! holds, and past the bound it writes the message prepared beforehand and ends the process with
//! its exit code, as `stack` does when the work's stack overflows (Rust cannot recover from an
//! allocation that fails: it aborts). Run work here only when nothing is left to flush or release.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

use mimalloc::MiMalloc;

/// mimalloc, counting on a thread under [`bounded`]: the binary's global allocator.
pub struct Allocator;

// The library's own test binary has no `main.rs`: it declares the allocator itself, so that the
// tests below count what they allocate.
#[cfg(test)]
#[global_allocator]
static ALLOCATOR: Allocator = Allocator;

/// mimalloc's option `purge_delay` (`mi_option_purge_delay`, which libmimalloc-sys does not name):
/// how long memory freed stays committed, for reuse, before it goes back to the system.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Memory freed goes back to the system after `delay`. A command run once frees at once
/// (`run`), as glibc unmapped its large blocks: with mimalloc's default of 1 s, a body read to
/// its 64 MiB limit held the blocks it outgrew beside it (a peak of 224 MiB, where
/// `remote_hostile::a_gzip_bomb…` allows 200). `serve` frees and allocates again all the time,
/// and keeps the default (`server::heap` gives memory back after connections end).
pub fn purge_freed_after(delay: std::time::Duration) {
    let ms = std::ffi::c_long::try_from(delay.as_millis()).unwrap_or(std::ffi::c_long::MAX);
    // SAFETY: sets one of mimalloc's options, which it reads atomically.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, ms) };
}

/// A thread's bound: what it may hold (0: no bound), and what it holds, in bytes. Memory it frees
/// that another thread allocated counts down too: the count only errs towards allowing more.
#[derive(Clone, Copy)]
struct Bound {
    limit: usize,
    held: isize,
}

/// What to write past a bound, and the exit code (set before the work starts).
#[cfg(unix)]
static EXCEEDED: super::stack::LastWords = super::stack::LastWords::new();

thread_local! {
    // A `const` thread local without drop glue: reading it never allocates, so the allocator may.
    static BOUND: Cell<Bound> = const { Cell::new(Bound { limit: 0, held: 0 }) };
}

/// Runs `work` on this thread with at most `limit` bytes of heap allocated during it. Past that,
/// `exceeded` is written to stderr and the process exits with `code`.
pub fn bounded<T>(limit: usize, exceeded: String, code: i32, work: impl FnOnce() -> T) -> T {
    #[cfg(unix)]
    EXCEEDED.set(exceeded, code);
    #[cfg(not(unix))]
    let _ = (exceeded, code);
    BOUND.with(|b| b.set(Bound { limit, held: 0 }));
    let result = work();
    BOUND.with(|b| b.set(Bound { limit: 0, held: 0 }));
    result
}

/// Counts `bytes` (freed when negative) against this thread's bound, if it has one.
fn charge(bytes: isize) {
    let over = BOUND
        .try_with(|b| {
            let mut bound = b.get();
            if bound.limit == 0 {
                return false;
            }
            bound.held += bytes;
            b.set(bound);
            bytes > 0 && bound.held > bound.limit as isize
        })
        .unwrap_or(false);
    if over {
        #[cfg(unix)]
        EXCEEDED.say_and_exit();
    }
}

// SAFETY: every call goes to `MiMalloc` as it came; the counting beside it allocates nothing.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        charge(layout.size() as isize);
        MiMalloc.alloc(layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        charge(layout.size() as isize);
        MiMalloc.alloc_zeroed(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        charge(-(layout.size() as isize));
        MiMalloc.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        charge(new_size as isize - layout.size() as isize);
        MiMalloc.realloc(ptr, layout, new_size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_within_its_bound_runs_and_leaves_no_bound() {
        let sum = bounded(1 << 20, "over".into(), 1, || {
            // Allocating and freeing more than the bound in all stays under it at every moment.
            (0..64)
                .map(|i| vec![i as u8; 64 * 1024].len())
                .sum::<usize>()
        });
        assert_eq!(sum, 64 * 64 * 1024);
        // No bound is left behind on this thread.
        assert_eq!(vec![0u8; 4 << 20].len(), 4 << 20);
    }
}
