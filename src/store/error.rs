//! The store's errors: why it does not open ([`StoreError`]), a failure of the storage itself
//! ([`Failure`]), and why a write did not happen ([`WriteError`]; [`TxError`] inside a write's
//! request; [`Taken`], a unique value another record has).

use std::path::{Path, PathBuf};
use std::time::Duration;

use sled::transaction::UnabortableTransactionError;

use super::{chain, pg, stats, Denied, LockHolder, Tree, SCHEMA_VERSION};
use crate::api::ApiError;
use crate::trust::Untrusted;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the store at {} is busy: {}", path.display(), describe_busy(holder, *waited))]
    Busy {
        path: PathBuf,
        holder: LockHolder,
        /// How long this process waited: nothing when `serve` holds it (it would not let go).
        waited: Option<Duration>,
    },
    #[error("the store at {} was written by a newer tunnelctl (schema {found}; this version reads up to {SCHEMA_VERSION})", path.display())]
    TooNew { path: PathBuf, found: u32 },
    #[error("the store path {} is not a directory", path.display())]
    NotADirectory { path: PathBuf },
    #[error("cannot open the store at {}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the store at {} is damaged or unreadable: {}", path.display(), describe(source))]
    Sled { path: PathBuf, source: sled::Error },
    #[error("the store at {} still cannot be opened after `store repair` set aside what does not read: {}; the store as it was found is kept at {}", path.display(), describe(source), copy.display())]
    Unrepairable {
        path: PathBuf,
        copy: PathBuf,
        source: sled::Error,
    },
    #[error("no space left on the device holding the store at {}", path.display())]
    Full { path: PathBuf },
    /// The PostgreSQL database of `--store` did not answer (its hosts and ports; never the
    /// password).
    #[error("cannot reach the PostgreSQL store at {targets}: {why}")]
    Unreachable { targets: String, why: String },
    /// The PostgreSQL server of `--store` answered and refused the store: no such database, a
    /// user or password it does not accept, or no right to the tables; the engine words what to
    /// do about it.
    #[error("PostgreSQL at {targets} refused the store: {why}")]
    Refused {
        targets: String,
        why: String,
        hint: String,
        denied: Denied,
    },
    /// The PostgreSQL password file (`PGPASSFILE`, `~/.pgpass`) could not be used.
    #[error("the PostgreSQL password file cannot be used: {why}")]
    PasswordFile { why: String },
    /// `--store` looks like a PostgreSQL location but does not parse (shown masked).
    #[error("the PostgreSQL store location {location:?} does not parse: {why}")]
    BadLocation { location: String, why: String },
    /// A command or flag that only makes sense for a store in a directory (sled).
    #[error("{what} works only on a store in a directory: {why}")]
    SledOnly {
        what: &'static str,
        why: &'static str,
    },
    /// An `apply` was cut short and what it wrote could not be undone on opening.
    #[error("the store at {} holds an apply that was cut short and could not be undone: {why}", path.display())]
    Interrupted { path: PathBuf, why: String },
    /// The store directory, or a file in it, is not the user's own (see `crate::trust`).
    #[error(transparent)]
    Untrusted(#[from] Untrusted),
}

/// A failure of the storage itself. The store only says what failed; what that means to a client
/// (the API's 500 or 507) is the service's to say, through `From<Failure> for ApiError`.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    #[error("no space left on the device holding the store")]
    Full,
    #[error("{0}")]
    Sled(sled::Error),
    #[error("a stored record does not parse: {0}")]
    Corrupt(String),
    /// The key of a new audit record was taken (see [`chain::taken_message`]).
    #[error("{}", chain::taken_message(.0))]
    AuditKeyTaken(String),
    /// The store's database (PostgreSQL) did not answer or dropped the connection: the request
    /// may succeed when retried (503).
    #[error("{0}")]
    Unavailable(String),
    #[error("{0}")]
    Postgres(String),
    /// A request evaluated on `serve`'s async thread stopped short (see `super::unblocked`): not a
    /// failure of the store, and never its answer.
    #[error(
        "a request evaluated on serve's async thread asked for what only the blocking pool gives"
    )]
    Stopped,
}

impl From<pg::Error> for Failure {
    fn from(e: pg::Error) -> Self {
        stats::error();
        match e {
            pg::Error::Unavailable(why) => Failure::Unavailable(why),
            pg::Error::AuditKeyTaken(key) => Failure::AuditKeyTaken(key),
            // Still conflicting after its bounded retries: busy, not broken; a retry may pass.
            busy if busy.is_transient() => Failure::Unavailable(busy.to_string()),
            other => Failure::Postgres(other.to_string()),
        }
    }
}

impl From<sled::Error> for Failure {
    fn from(e: sled::Error) -> Self {
        stats::error();
        match is_full(&e) {
            true => Failure::Full,
            false => Failure::Sled(e),
        }
    }
}

/// An error inside a write transaction: the caller's refusal to pass through, a unique value
/// already taken, a record that does not read back, or a storage failure to retry or raise.
pub enum TxError {
    Refused(ApiError),
    Taken(Taken),
    Failed(Failure),
    Storage(UnabortableTransactionError),
}

/// Why a write did not happen: the caller's own refusal (passed through untouched), a unique value
/// already taken, or a storage failure.
#[derive(Debug)]
pub enum WriteError {
    Refused(ApiError),
    Taken(Taken),
    Failed(Failure),
}

impl From<Failure> for WriteError {
    fn from(e: Failure) -> Self {
        WriteError::Failed(e)
    }
}

/// A record would take a value that a unique index already gives another record. The store only
/// says so; what it means to a client (the API's 409 and its code) is the service's to say, through
/// `From<Taken> for ApiError`.
#[derive(Debug, Clone, PartialEq)]
pub struct Taken {
    /// The index tree (`Tree::Hostports`).
    pub index: Tree,
    pub value: String,
    /// The key of the record that has the value.
    pub holder: String,
}

impl From<ApiError> for TxError {
    fn from(e: ApiError) -> Self {
        TxError::Refused(e)
    }
}

impl From<Failure> for TxError {
    fn from(e: Failure) -> Self {
        TxError::Failed(e)
    }
}

impl From<UnabortableTransactionError> for TxError {
    fn from(e: UnabortableTransactionError) -> Self {
        TxError::Storage(e)
    }
}

pub type TxResult<T> = Result<T, TxError>;

/// Whether a sled error says the disk is out of space or over quota (ENOSPC, EDQUOT). sled keeps its
/// first I/O error and returns copies of it that keep the kind but lose the OS error number, so both
/// are checked.
pub(super) fn is_full(e: &sled::Error) -> bool {
    matches!(e, sled::Error::Io(io) if io_is_full(io))
}

pub(super) fn io_is_full(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded
    ) || matches!(e.raw_os_error(), Some(28 | 122))
}

/// An I/O failure opening the store; a full disk and a refusal to trust are named as such.
pub(super) fn io_error(path: &Path, source: std::io::Error) -> StoreError {
    let path = path.to_path_buf();
    match Untrusted::of(source) {
        Ok(untrusted) => StoreError::Untrusted(untrusted),
        Err(source) if io_is_full(&source) => StoreError::Full { path },
        Err(source) => StoreError::Io { path, source },
    }
}

/// A sled failure opening the store; a full disk is named as such.
pub(super) fn sled_error(path: &Path, source: sled::Error) -> StoreError {
    let path = path.to_path_buf();
    match is_full(&source) {
        true => StoreError::Full { path },
        false => StoreError::Sled { path, source },
    }
}

/// A sled error in words: its `Display` of a failed checksum ends in "at file offset None
/// backtrace ()", which tells a person nothing.
/// What holds a busy store, for its error: a server is named as such, another process with how
/// long this one waited for it.
fn describe_busy(holder: &LockHolder, waited: Option<Duration>) -> String {
    match waited {
        Some(waited) => format!("{} still holds it after {waited:?}", holder.describe()),
        // Only a server is not waited for.
        None => format!("{} is serving it", holder.describe()),
    }
}

fn describe(e: &sled::Error) -> String {
    match e {
        sled::Error::Corruption { .. } => "sled found data that does not match its checksum".into(),
        other => other.to_string(),
    }
}
