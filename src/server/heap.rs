//! Giving back to the system the memory of connections that have ended.
//!
//! glibc's allocator keeps what is freed for later allocations of the same process: after 8 000
//! connections had each held part of a body and closed, `serve` kept all of the 600 MiB they had
//! taken. Two settings hand it back:
//! - large blocks (an answer of a few hundred KiB, a body) are mapped on their own and unmapped
//!   when freed: glibc's default raises its threshold for that to the largest block freed so far
//!   (up to 32 MiB), after which answers come from heaps it keeps;
//! - after connections end, [`release`] returns the free pages of every arena (measured: RSS back
//!   from 348 MiB to 41 MiB after those 8 000 closed).

/// Blocks from this size up are mapped on their own and given back as soon as they are freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: libc::c_int = 128 * 1024;

/// Makes large blocks go back to the system when freed (see above). Call it before the runtime
/// starts its threads.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn configure() {
    // SAFETY: mallopt only sets a parameter of the allocator, under its lock. glibc's default
    // threshold is this same value; setting it fixes it there.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}

/// Returns the allocator's free pages to the system. It walks every arena under its lock: run it
/// on the blocking pool, and not after every connection (see `connections::RELEASE_DELAY`).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn release() {
    // SAFETY: malloc_trim only walks the allocator's own arenas, under their locks.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Other allocators (musl, the BSDs, macOS) return what is freed by themselves.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn configure() {}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn release() {}
