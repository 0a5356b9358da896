//! Counts of the store's troubles since the process started, for `serve`'s `/metrics`: kept here,
//! where they happen, on both engines, and only read by the server.

use std::sync::atomic::{AtomicU64, Ordering};

/// Errors of the storage itself (the database did not answer or refused, sled failed).
static ERRORS: AtomicU64 = AtomicU64::new(0);
/// Transactions run again (a conflict, a lost connection, a wrong guess of a key's absence).
static RETRIES: AtomicU64 = AtomicU64::new(0);
/// Requests `serve` answered on its async thread by evaluation, and those it evaluated there that
/// had to run on the blocking pool instead (see `super::unblocked`).
static UNBLOCKED: AtomicU64 = AtomicU64::new(0);
static TO_BLOCKING_POOL: AtomicU64 = AtomicU64::new(0);
/// PostgreSQL: records those evaluations asked for, each counted when asked, and the statements
/// that read them (several in one under load: see `pg::batch`).
static RECORD_READS: AtomicU64 = AtomicU64::new(0);
static RECORD_STATEMENTS: AtomicU64 = AtomicU64::new(0);
/// PostgreSQL: records write requests were given as this process last saw them instead of being
/// read (see `super::unblocked::recent`).
static RECORDS_REUSED: AtomicU64 = AtomicU64::new(0);

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

pub(crate) fn record_read_asked() {
    RECORD_READS.fetch_add(1, Ordering::Relaxed);
}

pub(crate) fn record_statements_sent(statements: usize) {
    RECORD_STATEMENTS.fetch_add(statements as u64, Ordering::Relaxed);
}

pub(crate) fn record_reused() {
    RECORDS_REUSED.fetch_add(1, Ordering::Relaxed);
}

pub fn records_reused() -> u64 {
    RECORDS_REUSED.load(Ordering::Relaxed)
}

pub fn record_reads() -> u64 {
    RECORD_READS.load(Ordering::Relaxed)
}

pub fn record_statements() -> u64 {
    RECORD_STATEMENTS.load(Ordering::Relaxed)
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
