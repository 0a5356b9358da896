//! This module exists because `lazy_static` causes TSAN to
//! be very unhappy. We rely heavily on TSAN for finding
//! races, so we don't use `lazy_static`.
//!
//! tunnelctl's copy (see PATCHES.md at the crate's root): the value is
//! kept in a `std::sync::OnceLock`, so a thread that finds another one
//! initialising it sleeps until that one is done. The published version
//! spun on an `AtomicBool` instead, and the thread pool's initialiser
//! spawns 7 threads that each reach this lazy global at once: they
//! spun for as long as the initialiser took to spawn the rest, which on
//! 2 cores was most of a one-shot command's CPU and several ms of its
//! time.

use std::sync::OnceLock;

/// A lazily initialized value
pub struct Lazy<T, F> {
    value: OnceLock<T>,
    init: F,
}

impl<T, F> Lazy<T, F> {
    /// Create a new Lazy
    pub const fn new(init: F) -> Self
    where
        F: Sized,
    {
        Self { value: OnceLock::new(), init }
    }
}

impl<T, F> std::ops::Deref for Lazy<T, F>
where
    F: Fn() -> T,
{
    type Target = T;

    fn deref(&self) -> &T {
        self.value.get_or_init(&self.init)
    }
}
