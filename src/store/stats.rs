//! Counts of the store's troubles since the process started, for `serve`'s `/metrics`: kept here,
//! where they happen, on both engines, and only read by the server.

use std::sync::atomic::{AtomicU64, Ordering};

/// Errors of the storage itself (the database did not answer or refused, sled failed).
static ERRORS: AtomicU64 = AtomicU64::new(0);
/// Transactions run again (a conflict, a lost connection, a wrong guess of a key's absence).
static RETRIES: AtomicU64 = AtomicU64::new(0);
/// PostgreSQL: requests `serve` answered on its async thread by evaluation, and those it
/// evaluated there that had to run on the blocking pool instead (see `pg::evaluation`).
static UNBLOCKED: AtomicU64 = AtomicU64::new(0);
static TO_BLOCKING_POOL: AtomicU64 = AtomicU64::new(0);

pub(crate) fn error() {
    ERRORS.fetch_add(1, Ordering::Relaxed);
}

pub(crate) fn retry() {
    RETRIES.fetch_add(1, Ordering::Relaxed);
}

pub(crate) fn evaluated(answered: bool) {
    let counter = if answered {
        &UNBLOCKED
    } else {
        &TO_BLOCKING_POOL
    };
    counter.fetch_add(1, Ordering::Relaxed);
}

pub fn unblocked() -> u64 {
    UNBLOCKED.load(Ordering::Relaxed)
}

pub fn to_blocking_pool() -> u64 {
    TO_BLOCKING_POOL.load(Ordering::Relaxed)
}

pub fn errors() -> u64 {
    ERRORS.load(Ordering::Relaxed)
}

pub fn retries() -> u64 {
    RETRIES.load(Ordering::Relaxed)
}
