//! The store: one tree per kind of the table of kinds plus index trees, JSON values, on one of two
//! engines behind the same interface: sled, embedded, the default (this file), or PostgreSQL for
//! teams ([`pg`]). The service does not know which one it runs on.
//!
//! sled lets one process open a database at a time and fails at once otherwise, so the store takes
//! its own lock file first: a second process waits (with backoff) and, if the holder does not let go,
//! reports who holds it. Every write runs in one transaction over all trees and is flushed to disk
//! before it returns, so a success the user saw survives a crash right after.
//!
//! A full disk refuses writes (507) but not reads, and writes resume when space returns, without a
//! restart: see [`Store::after_full`] for what sled does when its disk fills and why the store keeps
//! a reserve file beside the database.

pub mod check;
pub mod index;
pub mod pg;
mod privacy;
pub mod sled_files;
pub mod transfer;

pub use check::{CheckReport, Problem};
pub use index::INDEXES;
pub use sled_files::FileProblem;
pub use transfer::{Export, ImportError, ImportOptions, ImportSummary};

use std::cell::{Cell, RefCell};
use std::fs::File;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, RwLock, RwLockReadGuard};
use std::time::{Duration, Instant};

use serde::{de::DeserializeOwned, Serialize};
use sha2::{Digest, Sha256};
use sled::transaction::{
    ConflictableTransactionError, TransactionError, TransactionalTree, UnabortableTransactionError,
};
use sled::Transactional;
use ssh_key::rand_core::{OsRng, RngCore};

use crate::api::page::Page;
use crate::api::ApiError;
use crate::id;
use crate::kind::{Kind, KINDS};
use crate::trust::{self, Untrusted};

/// Bumped when the stored layout changes; a store written by a newer version is refused, an older
/// one migrated forward when it is opened (see [`Store::migrate`]).
/// 2: the index of CA public keys ([`Tree::SshCaKeys`]).
pub const SCHEMA_VERSION: u32 = 2;
const SCHEMA_KEY: &[u8] = b"schema_version";
const SEED_COUNTER_KEY: &[u8] = b"seeded_id_counter";
/// Free space kept in the store directory for reopening sled on a full disk. sled's open writes a
/// snapshot and starts a new log segment (512 KiB); 256 KiB was too little in the experiments of
/// docs/reliability.md, 1 MiB always enough.
const RESERVE_BYTES: usize = 1024 * 1024;
const RESERVE_FILE: &str = "reserve";
/// The Unix socket on which the process holding the store answers requests (`server::socket`).
/// Only a holder creates it, so one found by the next holder was left by a holder that is gone.
pub const SOCKET_FILE: &str = "tunnelctl.sock";

thread_local! {
    /// `Some(n)` while this thread runs a dry run (see [`rolled_back`]): every write is rolled
    /// back, and `n` seeded random values have been drawn so far (the stored counter is not moved).
    static DRY_RUN: Cell<Option<u64>> = const { Cell::new(None) };
    /// `Some` while this thread runs an all-or-nothing unit (see [`Store::all_or_nothing`]): the
    /// parts of its journal, one per committed write, oldest first.
    static UNIT: RefCell<Option<Vec<Vec<Before>>>> = const { RefCell::new(None) };
}

/// The prefix of the meta keys of the journal of an all-or-nothing unit under way, one key per
/// write (`…/00000003`, so that they sort in order and each write adds only its own part): what
/// its writes replaced, so that a unit cut short (a crash, `kill -9`) is undone when the store
/// is next opened.
const JOURNAL_PREFIX: &str = "all_or_nothing_journal/";

fn journal_key(part: usize) -> String {
    format!("{JOURNAL_PREFIX}{part:08}")
}

/// An entry as it was before a write of an all-or-nothing unit changed it (`None`: absent).
#[derive(Debug, Clone, Serialize, serde::Deserialize)]
struct Before {
    tree: String,
    key: String,
    value: Option<String>,
}

/// Runs `f` as a dry run: every write it makes through any store, on this thread, runs its whole
/// transaction (every check and index included) and hands back its value, then is rolled back
/// instead of committed, and nothing is flushed. The seed counter of `TUNNELCTL_SEED` is read but
/// not moved, so the IDs and serials a dry run reports are those the real request would get.
///
/// Per thread, so that a dry-run request to a process that serves others (`serve`, the background
/// store process) leaves their requests alone: the router runs each request on one thread.
pub fn rolled_back<T>(f: impl FnOnce() -> T) -> T {
    struct Restore(Option<u64>);
    impl Drop for Restore {
        fn drop(&mut self) {
            if self.0.is_none() {
                // PostgreSQL ran the whole dry run as one transaction: it ends here.
                pg::end_dry_run();
            }
            DRY_RUN.with(|d| d.set(self.0));
        }
    }
    let _restore = Restore(DRY_RUN.with(|d| d.replace(Some(0))));
    f()
}

/// Whether this thread is inside [`rolled_back`]: what the service keeps outside the store (the
/// CA passphrases it was given) must not change either.
pub fn rolling_back() -> bool {
    DRY_RUN.with(|d| d.get().is_some())
}

/// The trees of the store: the records of each kind (named by the table of kinds), and the store's
/// own trees. Index trees map a unique value or a reference to the owning record's ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tree {
    Meta,
    /// The records of a kind, keyed by ID (a module's by its keys joined with `/`).
    Records(&'static Kind),
    /// hostport → TCP edge ID (hostports are unique across edges).
    Hostports,
    /// SSH CA ID → how many user certificates it signed still exist (a CA in use cannot be deleted).
    SshCaCertificates,
    /// SSH CA ID → how many host certificates it signed still exist.
    SshCaHostCertificates,
    /// `<CA ID>/<certificate ID>` → the revocation of a certificate that CA signed (this tool's
    /// extension): a CA's revocations are one prefix scan, and outlive the certificate's record.
    SshRevocations,
    /// SHA-256 fingerprint of a CA's public key → the CA's ID (one CA record per key: sshd knows
    /// a CA by its key, so two records would split its revocations between two KRLs).
    SshCaKeys,
}

impl Tree {
    /// The store's own trees, before the kinds' trees in [`all`](Tree::all).
    const OWN: [Tree; 6] = [
        Tree::Meta,
        Tree::Hostports,
        Tree::SshCaCertificates,
        Tree::SshCaHostCertificates,
        Tree::SshRevocations,
        Tree::SshCaKeys,
    ];

    /// The tree of `kind`'s records.
    pub const fn of(kind: &'static Kind) -> Tree {
        Tree::Records(kind)
    }

    /// Every tree: the store's own, then one per kind.
    pub fn all() -> impl Iterator<Item = Tree> {
        Tree::OWN
            .into_iter()
            .chain(KINDS.iter().map(|kind| Tree::Records(kind)))
    }

    /// The sled tree's name; also what `store check` and exports call it.
    pub fn name(self) -> &'static str {
        match self {
            Tree::Meta => "meta",
            Tree::Records(kind) => kind.tree,
            Tree::Hostports => "index_hostports",
            Tree::SshCaCertificates => "index_ssh_ca_certificates",
            Tree::SshCaHostCertificates => "index_ssh_ca_host_certificates",
            Tree::SshRevocations => "ssh_revocations",
            Tree::SshCaKeys => "index_ssh_ca_public_keys",
        }
    }

    /// Its place in [`all`](Tree::all).
    fn index(self) -> usize {
        match self {
            Tree::Records(kind) => {
                Tree::OWN.len()
                    + KINDS
                        .iter()
                        .position(|k| *k == kind)
                        .expect("every kind is in KINDS")
            }
            own => Tree::OWN
                .iter()
                .position(|t| *t == own)
                .expect("every tree of the store's own is in OWN"),
        }
    }
}

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

#[derive(Debug, Clone)]
pub struct StoreOptions {
    pub path: PathBuf,
    pub lock_timeout: Duration,
    /// Makes generated IDs and random values reproducible (`TUNNELCTL_SEED`, a testing aid).
    pub seed: Option<u64>,
    /// Called once when the store turns out to be held by another process, before waiting for
    /// it: a person is told what the command waits for.
    pub on_wait: Option<fn(&Path, &LockHolder)>,
}

/// Who holds a store, as its lock file records it: the pid, and whether it is `tunnelctl serve`
/// (with its URL) or the background process of `--keep-open`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LockHolder {
    pub pid: Option<u32>,
    pub serve_url: Option<String>,
    pub keep_open: bool,
}

impl LockHolder {
    fn parse(text: &str) -> LockHolder {
        let mut holder = LockHolder::default();
        for line in text.lines() {
            if let Some(pid) = line.strip_prefix("pid ") {
                holder.pid = pid.trim().parse().ok();
            } else if let Some(url) = line.strip_prefix("serve ") {
                holder.serve_url = Some(url.to_string());
            } else if line == KEEP_OPEN_LINE {
                holder.keep_open = true;
            }
        }
        holder
    }

    /// "`tunnelctl serve` (pid 12) at http://…", "the --keep-open background process (pid 12)",
    /// "another tunnelctl process (pid 12)".
    pub fn describe(&self) -> String {
        let pid = self
            .pid
            .map_or(String::new(), |pid| format!(" (pid {pid})"));
        match (&self.serve_url, self.keep_open) {
            (Some(url), _) => format!("`tunnelctl serve`{pid} at {url}"),
            (None, true) => format!("the --keep-open background process{pid}"),
            (None, false) => format!("another tunnelctl process{pid}"),
        }
    }

    /// A server holds the store until someone stops it: waiting for it is pointless. The record
    /// is trusted only while its process lives (a new holder rewrites it a moment after locking).
    fn is_live_server(&self) -> bool {
        self.serve_url.is_some() && self.pid.is_none_or(process_lives)
    }
}

#[cfg(unix)]
fn process_lives(pid: u32) -> bool {
    rustix::process::Pid::from_raw(pid as i32).is_some_and(|pid| {
        !matches!(
            rustix::process::test_kill_process(pid),
            Err(rustix::io::Errno::SRCH)
        )
    })
}

#[cfg(not(unix))]
fn process_lives(_pid: u32) -> bool {
    true
}

/// The line of the lock file that marks the background process of `--keep-open`.
const KEEP_OPEN_LINE: &str = "keep-open";

/// The store, on one of its engines: sled in a directory (the default), or a PostgreSQL database
/// (`--store postgres://…`, see [`pg`]). The service sees the same reads, transactions, pages,
/// prefix scans and unique indexes on both.
pub struct Store {
    engine: Engine,
}

enum Engine {
    Sled(SledStore),
    Postgres(pg::Pg),
}

/// The store on sled.
struct SledStore {
    path: PathBuf,
    lock_timeout: Duration,
    on_wait: Option<fn(&Path, &LockHolder)>,
    /// The open database. Reopened in place after the disk fills (see [`after_full`]); `None` only
    /// when that reopening failed, until a later request manages it.
    ///
    /// [`after_full`]: Self::after_full
    sled: RwLock<Option<Sled>>,
    /// Numbers the openings of sled, so that a write can tell whether its opening is still current.
    openings: AtomicU64,
    /// The disk was found full and the reserve file is gone: each write first re-creates it, which
    /// tells whether space has returned, before it touches sled.
    full: AtomicBool,
    /// Held for the store's whole life, reopenings of sled included.
    lock_file: File,
    /// What was readable by others and has been made private on open (see [`privacy`]).
    made_private: Vec<PathBuf>,
    /// What a killed process had left unfinished, removed on open (see [`sled_files`]).
    cleared: Vec<FileProblem>,
    seed: Option<u64>,
    /// Serialises writers inside this process, so that ID allocation sees the latest key.
    writer: Mutex<()>,
    /// Lets concurrent writers (requests to `serve`) share one disk sync.
    flushes: GroupFlush,
}

/// One opening of sled. It holds every handle to the database, so dropping it closes sled, which
/// must happen before the same path is opened again (sled refuses a second open in one process).
struct Sled {
    db: sled::Db,
    trees: Vec<sled::Tree>,
    opening: u64,
}

impl Sled {
    fn tree(&self, tree: Tree) -> &sled::Tree {
        &self.trees[tree.index()]
    }
}

/// The current opening of sled, shared with other readers and writers while it is held.
struct SledGuard<'a>(RwLockReadGuard<'a, Option<Sled>>);

impl std::ops::Deref for SledGuard<'_> {
    type Target = Sled;

    fn deref(&self) -> &Sled {
        self.0
            .as_ref()
            .expect("a SledGuard is only made over an open store")
    }
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
    /// The store's database (PostgreSQL) did not answer or dropped the connection: the request
    /// may succeed when retried (503).
    #[error("{0}")]
    Unavailable(String),
    #[error("{0}")]
    Postgres(String),
}

impl From<pg::Error> for Failure {
    fn from(e: pg::Error) -> Self {
        match e {
            pg::Error::Unavailable(why) => Failure::Unavailable(why),
            // Still conflicting after its bounded retries: busy, not broken; a retry may pass.
            busy @ pg::Error::Retry(_) => Failure::Unavailable(busy.to_string()),
            other => Failure::Postgres(other.to_string()),
        }
    }
}

impl From<sled::Error> for Failure {
    fn from(e: sled::Error) -> Self {
        match is_full(&e) {
            true => Failure::Full,
            false => Failure::Sled(e),
        }
    }
}

/// A store directory whose lock this process holds, before sled is opened in it.
struct Held {
    path: PathBuf,
    lock_timeout: Duration,
    lock_file: File,
    made_private: Vec<PathBuf>,
    /// What [`sled_files::clear_unfinished`] removed.
    cleared: Vec<FileProblem>,
    /// The reserve file could not be written for lack of space.
    full: bool,
}

impl Held {
    /// Makes the directory private, takes its lock, and clears what a killed process left
    /// unfinished there: all before sled reads any of it.
    fn take(options: &StoreOptions) -> Result<Held, StoreError> {
        let path = options.path.clone();
        if path.exists() && !path.is_dir() {
            return Err(StoreError::NotADirectory { path });
        }
        let made_private = privacy::make_private(&path).map_err(|e| io_error(&path, e))?;
        let lock_file = acquire_lock(&path, options.lock_timeout, options.on_wait)?;
        // Holding the lock, nobody answers on a socket left here: a stale one is removed.
        let _ = std::fs::remove_file(path.join(SOCKET_FILE));
        let cleared = sled_files::clear_unfinished(&path).map_err(|e| io_error(&path, e))?;
        let full = matches!(make_reserve(&path), Err(e) if io_is_full(&e));
        Ok(Held {
            path,
            lock_timeout: options.lock_timeout,
            lock_file,
            made_private,
            cleared,
            full,
        })
    }

    /// Opens sled; on a disk that filled while the store was closed, the reserve makes room.
    fn open_sled(&self) -> Result<Sled, StoreError> {
        match open_sled(&self.path, self.lock_timeout, 0) {
            Err(e) if is_full(&e) && !self.full => {
                release_reserve(&self.path);
                open_sled(&self.path, self.lock_timeout, 0)
            }
            other => other,
        }
        .map_err(|source| sled_error(&self.path, source))
    }

    fn into_store(self, options: &StoreOptions, sled: Sled) -> Result<SledStore, StoreError> {
        // The reserve is gone when the disk was full at the start or when opening needed it.
        let full = self.full || !self.path.join(RESERVE_FILE).exists();
        let store = SledStore {
            path: self.path,
            lock_timeout: self.lock_timeout,
            on_wait: options.on_wait,
            sled: RwLock::new(Some(sled)),
            openings: AtomicU64::new(0),
            full: AtomicBool::new(full),
            lock_file: self.lock_file,
            made_private: self.made_private,
            cleared: self.cleared,
            seed: options.seed,
            writer: Mutex::new(()),
            flushes: GroupFlush::default(),
        };
        store.check_schema()?;
        store.undo_cut_short()?;
        Ok(store)
    }
}

/// What `store repair` did (see [`Store::repair`]).
#[derive(Debug, Serialize)]
pub struct Repair {
    /// The files it removed because they do not read; the copy keeps them.
    pub set_aside: Vec<FileProblem>,
    /// Where it copied the store as it found it; `None` when the store needed nothing.
    pub copy: Option<PathBuf>,
    /// Whether it removed every snapshot, so that sled rebuilt its state from its log.
    pub rebuilt_from_log: bool,
}

/// Copies the store directory, as it is, to a new directory beside it (see
/// [`sled_files::backup_path`]), synced before anything in the store is removed. Sockets are not
/// files and are left out.
fn copy_store(dir: &Path, stamp: &str) -> std::io::Result<PathBuf> {
    let mut copy = sled_files::backup_path(dir, stamp);
    let mut n = 1;
    while let Err(e) = std::fs::create_dir(&copy) {
        if e.kind() != std::io::ErrorKind::AlreadyExists || n > 100 {
            return Err(e);
        }
        n += 1;
        copy = sled_files::backup_path(dir, &format!("{stamp}-{n}"));
    }
    copy_dir(dir, &copy)?;
    Ok(copy)
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            std::fs::create_dir(&target)?;
            copy_dir(&entry.path(), &target)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &target)?;
            File::open(&target)?.sync_all()?;
        }
    }
    File::open(to)?.sync_all()
}

fn remove_if_exists(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// An error inside a write transaction: the caller's refusal to pass through, a unique value
/// already taken, a record that does not read back, or a storage failure to retry or raise.
pub enum TxError {
    Refused(ApiError),
    Taken(Taken),
    Failed(Failure),
    Storage(UnabortableTransactionError),
    /// A statement PostgreSQL refused; a serialization failure among them retries the transaction.
    Postgres(::postgres::Error),
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

/// The view of every tree inside one write transaction.
pub struct Tx<'a> {
    engine: TxEngine<'a>,
    /// In an all-or-nothing unit on sled: what this transaction's writes replaced (see
    /// [`Before`]).
    before: Option<&'a RefCell<Vec<Before>>>,
}

enum TxEngine<'a> {
    Sled(&'a [TransactionalTree]),
    Postgres(&'a pg::PgTx<'a>),
}

impl Tx<'_> {
    pub fn get<T: DeserializeOwned>(&self, tree: Tree, key: &str) -> TxResult<Option<T>> {
        match self.raw_get(tree, key)? {
            Some(bytes) => Ok(Some(decode(&bytes)?)),
            None => Ok(None),
        }
    }

    pub fn contains(&self, tree: Tree, key: &str) -> TxResult<bool> {
        Ok(self.raw_get(tree, key)?.is_some())
    }

    fn raw_get(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        match self.engine {
            TxEngine::Sled(trees) => {
                Ok(trees[tree.index()].get(key.as_bytes())?.map(|v| v.to_vec()))
            }
            TxEngine::Postgres(tx) => tx.get(tree, key),
        }
    }

    /// Stores `bytes` under `key`; what it replaced.
    fn raw_insert(&self, tree: Tree, key: &str, bytes: Vec<u8>) -> TxResult<Option<Vec<u8>>> {
        match self.engine {
            TxEngine::Sled(trees) => Ok(trees[tree.index()]
                .insert(key.as_bytes(), bytes)?
                .map(|v| v.to_vec())),
            TxEngine::Postgres(tx) => tx.insert(tree, key, bytes),
        }
    }

    /// Removes the entry under `key`; what it held.
    fn raw_remove(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        match self.engine {
            TxEngine::Sled(trees) => Ok(trees[tree.index()]
                .remove(key.as_bytes())?
                .map(|v| v.to_vec())),
            TxEngine::Postgres(tx) => tx.remove(tree, key),
        }
    }

    /// Stores a record; the indexes of its tree follow (a unique value already taken → 409).
    pub fn put<T: Serialize>(&self, tree: Tree, key: &str, value: &T) -> TxResult<()> {
        debug_assert!(!tree.is_index(), "index trees are written by reindex only");
        if !has_indexes(tree) {
            return self.put_raw(tree, key, Some(value));
        }
        let new = serde_json::to_value(value).map_err(unencodable)?;
        let bytes = serde_json::to_vec(&new).map_err(unencodable)?;
        let old = self.raw_insert(tree, key, bytes)?;
        self.record(tree, key, old.as_deref());
        let old: Option<serde_json::Value> = old.map(|b| decode(&b)).transpose()?;
        index::reindex(self, tree, key, old.as_ref(), Some(&new))
    }

    /// Removes a record and its index entries; `false` when there was none.
    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<bool> {
        debug_assert!(!tree.is_index(), "index trees are written by reindex only");
        let Some(old) = self.raw_remove(tree, key)? else {
            return Ok(false);
        };
        self.record(tree, key, Some(&old));
        if has_indexes(tree) {
            let old: serde_json::Value = decode(&old)?;
            index::reindex(self, tree, key, Some(&old), None)?;
        }
        Ok(true)
    }

    /// Writes one entry as JSON (`Some`) or removes it (`None`), with no index upkeep.
    fn put_raw<T: Serialize>(&self, tree: Tree, key: &str, value: Option<T>) -> TxResult<()> {
        match value {
            Some(value) => {
                let bytes = serde_json::to_vec(&value).map_err(unencodable)?;
                let old = self.raw_insert(tree, key, bytes)?;
                self.record(tree, key, old.as_deref());
            }
            None => {
                let old = self.raw_remove(tree, key)?;
                self.record(tree, key, old.as_deref());
            }
        }
        Ok(())
    }

    /// In an all-or-nothing unit, notes what an entry held before this transaction wrote it.
    fn record(&self, tree: Tree, key: &str, old: Option<&[u8]>) {
        if let Some(before) = self.before {
            before.borrow_mut().push(Before {
                tree: tree.name().to_string(),
                key: key.to_string(),
                value: old.map(|b| String::from_utf8_lossy(b).into_owned()),
            });
        }
    }
}

/// Whether a sled error says the disk is out of space or over quota (ENOSPC, EDQUOT). sled keeps its
/// first I/O error and returns copies of it that keep the kind but lose the OS error number, so both
/// are checked.
fn is_full(e: &sled::Error) -> bool {
    matches!(e, sled::Error::Io(io) if io_is_full(io))
}

fn io_is_full(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded
    ) || matches!(e.raw_os_error(), Some(28 | 122))
}

/// An I/O failure opening the store; a full disk and a refusal to trust are named as such.
fn io_error(path: &Path, source: std::io::Error) -> StoreError {
    let path = path.to_path_buf();
    match Untrusted::of(source) {
        Ok(untrusted) => StoreError::Untrusted(untrusted),
        Err(source) if io_is_full(&source) => StoreError::Full { path },
        Err(source) => StoreError::Io { path, source },
    }
}

/// A sled failure opening the store; a full disk is named as such.
fn sled_error(path: &Path, source: sled::Error) -> StoreError {
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

fn has_indexes(tree: Tree) -> bool {
    INDEXES.iter().any(|i| i.source == tree)
}

fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Failure> {
    serde_json::from_slice(bytes).map_err(|e| Failure::Corrupt(e.to_string()))
}

/// A record that cannot be written as JSON: only a map with non-string keys can do that, which no
/// stored type has, so it is reported as a record that cannot be stored rather than a panic.
fn unencodable(e: serde_json::Error) -> Failure {
    Failure::Corrupt(format!("a record cannot be encoded: {e}"))
}

impl Store {
    /// Opens the store that `options.path` names: a PostgreSQL database (see [`pg::location`])
    /// or a directory for sled.
    pub fn open(options: &StoreOptions) -> Result<Store, StoreError> {
        let engine = match pg::location(&options.path) {
            Some(location) => Engine::Postgres(pg::Pg::open(location, options.seed)?),
            None => Engine::Sled(SledStore::open(options)?),
        };
        Ok(Store { engine })
    }

    /// Why sled refuses the store, for `store check`: `None` when it opens after all; else the
    /// files of sled's that do not read (none when the damage is in its log). Takes the lock, so
    /// that no process is writing the files it reads. A PostgreSQL store has no files: its
    /// opening's error is the answer.
    pub fn diagnose(options: &StoreOptions) -> Result<Option<Vec<FileProblem>>, StoreError> {
        match pg::location(&options.path) {
            Some(_) => Store::open(options).map(|_| None),
            None => SledStore::diagnose(options),
        }
    }

    /// `store repair` (see `SledStore::repair`); refused on PostgreSQL, whose repairs are its own.
    pub fn repair(options: &StoreOptions, stamp: &str) -> Result<(Store, Repair), StoreError> {
        if pg::location(&options.path).is_some() {
            return Err(StoreError::SledOnly {
                what: "`store repair`",
                why: "it mends sled's files, and a PostgreSQL store has none: PostgreSQL keeps \
                      its data safe itself (restore a `pg_dump` or a `store export` instead)",
            });
        }
        let (sled, repair) = SledStore::repair(options, stamp)?;
        Ok((
            Store {
                engine: Engine::Sled(sled),
            },
            repair,
        ))
    }

    /// Where the store is, for messages: its directory, or its database with the password masked.
    pub fn path(&self) -> &Path {
        match &self.engine {
            Engine::Sled(s) => s.path(),
            Engine::Postgres(p) => p.shown(),
        }
    }

    /// Whether the store is a PostgreSQL database.
    pub fn is_postgres(&self) -> bool {
        matches!(self.engine, Engine::Postgres(_))
    }

    /// The paths of this store that others could read or enter before it was opened, and that
    /// opening it made private: the caller warns about them.
    pub fn made_private(&self) -> &[PathBuf] {
        match &self.engine {
            Engine::Sled(s) => s.made_private(),
            Engine::Postgres(_) => &[],
        }
    }

    /// The files a killed process had left unfinished, which opening the store removed: the
    /// caller says so.
    pub fn cleared(&self) -> &[FileProblem] {
        match &self.engine {
            Engine::Sled(s) => s.cleared(),
            Engine::Postgres(_) => &[],
        }
    }

    /// Records that a server holds this store, so a CLI that finds it busy can name the URL to use
    /// and fail at once. Nothing to record on PostgreSQL, which many servers share.
    pub fn announce_server(&self, url: &str) -> std::io::Result<()> {
        match &self.engine {
            Engine::Sled(s) => s.announce_server(url),
            Engine::Postgres(_) => Ok(()),
        }
    }

    /// Records that the background process of `--keep-open` holds this store.
    pub fn announce_keep_open(&self) -> std::io::Result<()> {
        match &self.engine {
            Engine::Sled(s) => s.announce_keep_open(),
            Engine::Postgres(_) => Ok(()),
        }
    }

    /// Lets go of the store while this process waits for a person (see `SledStore::release`);
    /// a PostgreSQL store is shared anyway.
    pub fn release(&self) {
        if let Engine::Sled(s) = &self.engine {
            s.release();
        }
    }

    /// Takes the store back after [`release`](Self::release).
    pub fn reclaim(&self) -> Result<(), StoreError> {
        match &self.engine {
            Engine::Sled(s) => s.reclaim(),
            Engine::Postgres(_) => Ok(()),
        }
    }

    pub fn get<T: DeserializeOwned>(&self, tree: Tree, key: &str) -> Result<Option<T>, Failure> {
        match &self.engine {
            Engine::Sled(s) => s.get(tree, key),
            Engine::Postgres(p) => p.get(tree, key)?.map(|b| decode(&b)).transpose(),
        }
    }

    /// The first record whose key ends with `suffix`. A full scan of the tree: only for small trees.
    pub fn find_by_key_suffix<T: DeserializeOwned>(
        &self,
        tree: Tree,
        suffix: &str,
    ) -> Result<Option<T>, Failure> {
        match &self.engine {
            Engine::Sled(s) => s.find_by_key_suffix(tree, suffix),
            Engine::Postgres(p) => p
                .scan_prefix(tree, "")?
                .into_iter()
                .find(|(key, _)| key.ends_with(suffix))
                .map(|(_, value)| decode(&value))
                .transpose(),
        }
    }

    /// Up to `limit` records with keys below `before` (all when `None`), greatest key first.
    /// Costs O(limit): a reverse range scan that stops after `limit + 1` records.
    pub fn page<T: DeserializeOwned>(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: usize,
    ) -> Result<Page<T>, Failure> {
        match &self.engine {
            Engine::Sled(s) => s.page(tree, before, limit),
            Engine::Postgres(p) => {
                let asked = i64::try_from(limit.saturating_add(1)).unwrap_or(i64::MAX);
                let mut values = p.page(tree, before, asked)?;
                let has_more = values.len() > limit;
                values.truncate(limit);
                Ok(Page {
                    items: values.iter().map(|v| decode(v)).collect::<Result<_, _>>()?,
                    has_more,
                })
            }
        }
    }

    /// The records whose keys start with `prefix`, in key order: one range scan.
    pub fn scan_prefix<T: DeserializeOwned>(
        &self,
        tree: Tree,
        prefix: &str,
    ) -> Result<Vec<(String, T)>, Failure> {
        match &self.engine {
            Engine::Sled(s) => s.scan_prefix(tree, prefix),
            Engine::Postgres(p) => p
                .scan_prefix(tree, prefix)?
                .into_iter()
                .map(|(key, value)| Ok((key, decode(&value)?)))
                .collect(),
        }
    }

    /// Like [`write`](Self::write), for a change to every record of `tree` under `prefix`: `f`
    /// also gets their keys, read inside the change (sled: with the writer lock held), so no
    /// other write can add one between the scan and the transaction.
    pub fn write_over_prefix<T>(
        &self,
        tree: Tree,
        prefix: &str,
        f: impl Fn(&Tx, &[String]) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        match &self.engine {
            Engine::Sled(s) => s.write_over_prefix(tree, prefix, f),
            Engine::Postgres(p) => p.transact(|ptx| {
                let keys = ptx.keys_with_prefix(tree, prefix)?;
                f(&Tx::postgres(ptx), &keys)
            }),
        }
    }

    /// Runs `f` as one transaction over every tree, durable before it returns (sled: flushed to
    /// disk; PostgreSQL: committed). `f` may run more than once on a conflict, so it must not
    /// have side effects.
    pub fn write<T>(&self, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
        match &self.engine {
            Engine::Sled(s) => s.write(f),
            Engine::Postgres(p) => p.transact(|ptx| f(&Tx::postgres(ptx))),
        }
    }

    /// Like [`write`](Self::write), for a create: `f` also gets a new ID for `tree` (see
    /// [`id_payload`]), one that no record of `tree` has.
    pub fn create<T>(
        &self,
        tree: Tree,
        prefix: &str,
        unix_seconds: i64,
        f: impl Fn(&Tx, &str) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        match &self.engine {
            Engine::Sled(s) => s.create(tree, prefix, unix_seconds, f),
            Engine::Postgres(p) => {
                // Drawn outside the transaction (a step of the seed counter commits at once), so
                // that creates do not all write the counter's one row.
                let payload = id_payload(p.seed(), || Ok(p.next_seed_counter()?))?;
                p.transact(|ptx| {
                    let tx = Tx::postgres(ptx);
                    let mut id = id::format(prefix, &id::raw(unix_seconds, payload));
                    // A clash of 128 random bits is all but impossible; drawing again inside the
                    // transaction makes it impossible (seeded IDs cannot clash: the counter leads).
                    while tx.contains(tree, &id)? {
                        id = id::format(prefix, &id::raw(unix_seconds, os_random()));
                    }
                    f(&tx, &id)
                })
            }
        }
    }

    /// Whether CA private keys must never be written unencrypted here: true on PostgreSQL, which
    /// others read (a DBA, a backup, a `pg_dump`), false on sled, a directory of the user's own
    /// (mode 0700).
    pub fn must_seal_ca_keys(&self) -> bool {
        match &self.engine {
            Engine::Sled(_) => false,
            Engine::Postgres(_) => true,
        }
    }

    /// 16 random bytes, reproducible under `TUNNELCTL_SEED` (certificate serials). Never used for
    /// key material, which always comes from the OS.
    pub fn random_bytes(&self) -> Result<[u8; 16], Failure> {
        match &self.engine {
            Engine::Sled(s) => s.random_bytes(),
            Engine::Postgres(p) => match p.seed() {
                Some(seed) => Ok(seeded_bytes(seed, p.next_seed_counter()?)),
                None => Ok(os_random()),
            },
        }
    }

    /// Runs `f`, which makes several writes through this store on this thread (the requests of
    /// one `apply`), as one unit: every write stays when `f` returns `Ok`, none when it returns
    /// `Err` or the process dies first (sled: a journal, see `SledStore::all_or_nothing`;
    /// PostgreSQL: one transaction, see `pg::Pg::all_or_nothing`).
    pub fn all_or_nothing<T, E>(
        &self,
        f: impl FnOnce() -> Result<T, E>,
    ) -> Result<Result<T, E>, Failure> {
        match &self.engine {
            Engine::Sled(s) => s.all_or_nothing(f),
            Engine::Postgres(p) => p.all_or_nothing(f),
        }
    }

    /// How many entries `tree` holds.
    fn count(&self, tree: Tree) -> Result<usize, Failure> {
        match &self.engine {
            Engine::Sled(s) => Ok(s.sled()?.tree(tree).len()),
            Engine::Postgres(p) => Ok(p.count(tree)?),
        }
    }
}

fn os_random() -> [u8; 16] {
    let mut bytes = [0u8; 16];
    OsRng.fill_bytes(&mut bytes);
    bytes
}

impl<'a> Tx<'a> {
    fn postgres(tx: &'a pg::PgTx<'a>) -> Self {
        Tx {
            engine: TxEngine::Postgres(tx),
            before: None,
        }
    }
}

impl SledStore {
    fn open(options: &StoreOptions) -> Result<SledStore, StoreError> {
        let held = Held::take(options)?;
        let sled = held.open_sled()?;
        held.into_store(options, sled)
    }

    /// Why sled refuses the store, for `store check`: `None` when it opens after all; else the
    /// files of sled's that do not read (none when the damage is in its log). Takes the lock, so
    /// that no process is writing the files it reads.
    fn diagnose(options: &StoreOptions) -> Result<Option<Vec<FileProblem>>, StoreError> {
        let held = Held::take(options)?;
        match held.open_sled() {
            Ok(_) => Ok(None),
            Err(StoreError::Sled { .. }) => sled_files::inspect(&options.path)
                .map(Some)
                .map_err(|e| io_error(&options.path, e)),
            Err(other) => Err(other),
        }
    }

    /// `store repair`: opens a store that sled refuses. With the store's lock held, it copies the
    /// store as found beside it (see [`sled_files::backup_path`]), removes the files of sled's that
    /// do not read (a snapshot, or a `conf` that fails its checksum), and opens what remains; when
    /// sled still refuses, it removes every snapshot, so that sled rebuilds its state from its log.
    /// A store that needs nothing is opened and left as it is. `stamp` names the copy.
    fn repair(options: &StoreOptions, stamp: &str) -> Result<(SledStore, Repair), StoreError> {
        let held = Held::take(options)?;
        let path = &options.path;
        let io = |e| io_error(path, e);
        let mut repair = Repair {
            set_aside: sled_files::inspect(path)
                .map_err(io)?
                .into_iter()
                .filter(|p| !p.file.starts_with("sled/blobs/"))
                .collect(),
            copy: None,
            rebuilt_from_log: false,
        };
        // A store whose files all read may still be refused by sled (its log, say).
        let opened = match repair.set_aside.is_empty() {
            true => match held.open_sled() {
                Ok(sled) => Some(sled),
                Err(StoreError::Sled { .. }) => None,
                Err(other) => return Err(other),
            },
            false => None,
        };
        let sled = match opened {
            Some(sled) => sled,
            None => {
                repair.copy = Some(copy_store(path, stamp).map_err(io)?);
                for problem in &repair.set_aside {
                    remove_if_exists(&path.join(&problem.file)).map_err(io)?;
                }
                match held.open_sled() {
                    Err(StoreError::Sled { .. }) => {
                        let sled_dir = path.join(sled_files::SLED_DIR);
                        for name in sled_files::snapshot_names(&sled_dir).map_err(io)? {
                            remove_if_exists(&sled_dir.join(name)).map_err(io)?;
                        }
                        repair.rebuilt_from_log = true;
                        held.open_sled().map_err(|e| match (e, &repair.copy) {
                            (StoreError::Sled { path, source }, Some(copy)) => {
                                StoreError::Unrepairable {
                                    path,
                                    copy: copy.clone(),
                                    source,
                                }
                            }
                            (other, _) => other,
                        })?
                    }
                    other => other?,
                }
            }
        };
        Ok((held.into_store(options, sled)?, repair))
    }

    /// The current opening of sled; reopens it when a reopening after a full disk failed.
    fn sled(&self) -> Result<SledGuard<'_>, Failure> {
        loop {
            let guard = self.sled.read().unwrap_or_else(|p| p.into_inner());
            if guard.is_some() {
                return Ok(SledGuard(guard));
            }
            drop(guard);
            let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
            if guard.is_none() {
                let opening = self.openings.fetch_add(1, Ordering::SeqCst) + 1;
                *guard = Some(open_sled(&self.path, self.lock_timeout, opening)?);
            }
        }
    }

    /// Called when a write of opening `opening` found the disk full. What sled 0.34 does then:
    /// the failed write stays applied in memory, so reads would show a change the client was told
    /// failed; and sled keeps the I/O error as a global error that refuses every later write, even
    /// once space returns. Both end only when sled is closed and reopened from disk, where a write
    /// alone in its flush never arrived (writes that shared a failed flush may have: their outcome
    /// is unknown, see docs/reliability.md). Opening needs free space too, so the reserve file is
    /// deleted to make room, and writes stay refused until it can be written again (see
    /// `check_space`).
    fn after_full(&self, opening: u64) {
        self.full.store(true, Ordering::SeqCst);
        let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
        if guard.as_ref().is_some_and(|sled| sled.opening != opening) {
            return; // another writer that failed on the same opening already reopened it
        }
        // Closes sled: the write lock means no other handle to it is left.
        *guard = None;
        release_reserve(&self.path);
        let opening = self.openings.fetch_add(1, Ordering::SeqCst) + 1;
        // Should this fail, the next request tries again (see `sled`).
        *guard = open_sled(&self.path, self.lock_timeout, opening).ok();
    }

    /// Refuses a write while the disk is known to be full, without touching sled (whose failed
    /// write would have to be undone by another reopening). Re-creating the reserve file is the
    /// test: once it fits, space has returned and writes go ahead.
    fn check_space(&self) -> Result<(), Failure> {
        if !self.full.load(Ordering::SeqCst) {
            return Ok(());
        }
        match make_reserve(&self.path) {
            Err(e) if io_is_full(&e) => Err(Failure::Full),
            // Any other failure to make the reserve does not stop writes, only the protection.
            _ => {
                self.full.store(false, Ordering::SeqCst);
                Ok(())
            }
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The paths of this store that others could read or enter before it was opened, and that
    /// opening it made private: the caller warns about them.
    pub fn made_private(&self) -> &[PathBuf] {
        &self.made_private
    }

    /// The files a killed process had left unfinished, which opening the store removed: the
    /// caller says so.
    pub fn cleared(&self) -> &[FileProblem] {
        &self.cleared
    }

    fn check_schema(&self) -> Result<(), StoreError> {
        let sled_err = |source| sled_error(&self.path, source);
        let sled = self.sled().map_err(|failure| match failure {
            Failure::Sled(source) => sled_error(&self.path, source),
            _ => StoreError::Full {
                path: self.path.clone(),
            },
        })?;
        let meta = sled.tree(Tree::Meta);
        match meta.get(SCHEMA_KEY).map_err(sled_err)? {
            Some(v) => {
                let found = v
                    .as_ref()
                    .try_into()
                    .map(u32::from_be_bytes)
                    .unwrap_or(u32::MAX);
                if found > SCHEMA_VERSION {
                    return Err(StoreError::TooNew {
                        path: self.path.clone(),
                        found,
                    });
                }
                if found < SCHEMA_VERSION {
                    self.migrate(&sled).map_err(sled_err)?;
                }
            }
            None => {
                meta.insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())
                    .map_err(sled_err)?;
                sled.db.flush().map_err(sled_err)?;
            }
        }
        Ok(())
    }

    /// Brings a store of an older schema to [`SCHEMA_VERSION`]: builds the indexes that schema did
    /// not have (only [`Tree::SshCaKeys`] so far) from the records, then records the version, all
    /// flushed before the store is used. Records that already share a unique value (two CAs
    /// imported from one key before the index existed) are kept: the first in key order holds the
    /// entry, and `store check` names the others.
    fn migrate(&self, sled: &Sled) -> Result<(), sled::Error> {
        for index in INDEXES.iter().filter(|i| i.tree == Tree::SshCaKeys) {
            let entries = sled.tree(index.tree);
            for record in sled.tree(index.source).iter() {
                let (key, record) = record?;
                let Ok(record) = serde_json::from_slice::<serde_json::Value>(&record) else {
                    continue; // `store check` reports a record that does not read
                };
                let holder = serde_json::to_vec(&String::from_utf8_lossy(&key))
                    .expect("a string serialises");
                for value in index.values(&record) {
                    // Unique: the first record keeps the value.
                    let _taken =
                        entries.compare_and_swap(value, None::<&[u8]>, Some(holder.clone()))?;
                }
            }
        }
        let meta = sled.tree(Tree::Meta);
        meta.insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())?;
        sled.db.flush()?;
        Ok(())
    }

    /// Records that a server holds this store, so a CLI that finds it busy can name the URL to use
    /// and fail at once.
    pub fn announce_server(&self, url: &str) -> std::io::Result<()> {
        self.announce(&format!("serve {url}"))
    }

    /// Records that the background process of `--keep-open` holds this store, so a CLI waiting
    /// for it can say so.
    pub fn announce_keep_open(&self) -> std::io::Result<()> {
        self.announce(KEEP_OPEN_LINE)
    }

    fn announce(&self, line: &str) -> std::io::Result<()> {
        let mut file = &self.lock_file;
        file.set_len(0)?;
        file.rewind()?;
        write!(file, "pid {}\n{line}\n", std::process::id())?;
        file.sync_all()
    }

    /// Lets go of the store (closes sled and unlocks it) while this process waits for a person,
    /// so that other commands can use it meanwhile; [`reclaim`](Self::reclaim) takes it back.
    /// Only for a process whose one thread uses the store (the CLI): nothing may read or write
    /// in between.
    pub fn release(&self) {
        let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
        // Closes sled: the write lock means no other handle to it is left.
        *guard = None;
        let _ = self.lock_file.unlock();
    }

    /// Takes the store back after [`release`](Self::release), waiting for it as opening does: it
    /// clears what a process killed meanwhile left unfinished before sled reads it, and checks the
    /// schema again.
    pub fn reclaim(&self) -> Result<(), StoreError> {
        let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
        if guard.is_some() {
            return Ok(());
        }
        lock(&self.lock_file, &self.path, self.lock_timeout, self.on_wait)?;
        sled_files::clear_unfinished(&self.path).map_err(|e| io_error(&self.path, e))?;
        let opening = self.openings.fetch_add(1, Ordering::SeqCst) + 1;
        *guard = Some(
            open_sled(&self.path, self.lock_timeout, opening)
                .map_err(|source| sled_error(&self.path, source))?,
        );
        drop(guard);
        // A newer tunnelctl may have opened (and migrated) the store while it was released.
        self.check_schema()
    }

    pub fn get<T: DeserializeOwned>(&self, tree: Tree, key: &str) -> Result<Option<T>, Failure> {
        match self.sled()?.tree(tree).get(key.as_bytes())? {
            Some(bytes) => Ok(Some(decode(&bytes)?)),
            None => Ok(None),
        }
    }

    /// The first record whose key ends with `suffix`. A full scan of the tree: only for small trees.
    pub fn find_by_key_suffix<T: DeserializeOwned>(
        &self,
        tree: Tree,
        suffix: &str,
    ) -> Result<Option<T>, Failure> {
        for entry in self.sled()?.tree(tree).iter() {
            let (key, value) = entry?;
            if key.ends_with(suffix.as_bytes()) {
                return Ok(Some(decode(&value)?));
            }
        }
        Ok(None)
    }

    /// Up to `limit` records with keys below `before` (all when `None`), greatest key first.
    /// Costs O(limit): a reverse range scan that stops after `limit + 1` records.
    pub fn page<T: DeserializeOwned>(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: usize,
    ) -> Result<Page<T>, Failure> {
        let sled = self.sled()?;
        let tree = sled.tree(tree);
        let iter = match before {
            Some(b) => tree.range(..b.as_bytes()),
            None => tree.iter(),
        };
        let mut items = Vec::with_capacity(limit.min(128));
        for entry in iter.rev() {
            let (_, value) = entry?;
            if items.len() == limit {
                return Ok(Page {
                    items,
                    has_more: true,
                });
            }
            items.push(decode(&value)?);
        }
        Ok(Page {
            items,
            has_more: false,
        })
    }

    /// The records whose keys start with `prefix`, in key order: one range scan.
    pub fn scan_prefix<T: DeserializeOwned>(
        &self,
        tree: Tree,
        prefix: &str,
    ) -> Result<Vec<(String, T)>, Failure> {
        self.sled()?
            .tree(tree)
            .scan_prefix(prefix.as_bytes())
            .map(|entry| {
                let (key, value) = entry?;
                Ok((String::from_utf8_lossy(&key).into_owned(), decode(&value)?))
            })
            .collect()
    }

    /// Like [`write`](Self::write), for a change to every record of `tree` under `prefix`: `f`
    /// also gets their keys, read with the writer lock held, so no other write of this store can
    /// add one between the scan and the transaction.
    pub fn write_over_prefix<T>(
        &self,
        tree: Tree,
        prefix: &str,
        f: impl Fn(&Tx, &[String]) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        self.durably(|sled| {
            let keys = sled
                .tree(tree)
                .scan_prefix(prefix.as_bytes())
                .keys()
                .map(|k| {
                    k.map(|k| String::from_utf8_lossy(&k).into_owned())
                        .map_err(Failure::from)
                })
                .collect::<Result<Vec<_>, _>>()?;
            transact(sled, |tx| f(tx, &keys))
        })
    }

    /// Runs `f`, which makes several writes through this store on this thread (the requests of
    /// one `apply`), as one unit: when `f` returns `Ok` every write stays, when it returns `Err`
    /// every write is undone, and a unit cut short by a crash is undone when the store is next
    /// opened. Each write commits with a journal of what it replaced (see [`JOURNAL_PREFIX`]); the
    /// end of the unit removes the journal, or puts back what it lists, in one transaction.
    /// sled cannot nest transactions, and a request reads outside them, so the writes cannot
    /// simply wait in one open transaction. Only a process holding the store to itself may run
    /// one: another thread's write in between would be undone with the unit's.
    pub fn all_or_nothing<T, E>(
        &self,
        f: impl FnOnce() -> Result<T, E>,
    ) -> Result<Result<T, E>, Failure> {
        struct End;
        impl Drop for End {
            fn drop(&mut self) {
                UNIT.with(|u| u.borrow_mut().take());
            }
        }
        let end = End;
        UNIT.with(|u| *u.borrow_mut() = Some(Vec::new()));
        let result = f();
        let journal = UNIT.with(|u| u.borrow_mut().take()).unwrap_or_default();
        drop(end);
        if journal.is_empty() {
            return Ok(result); // nothing was written
        }
        let undo = match result.is_ok() {
            true => &[][..],
            false => &journal[..],
        };
        match self.write(|tx| end_unit(tx, undo, journal.len())) {
            Ok(()) => Ok(result),
            Err(WriteError::Failed(failure)) => Err(failure),
            Err(other) => Err(Failure::Corrupt(format!(
                "undoing an all-or-nothing unit failed: {other:?}"
            ))),
        }
    }

    /// Undoes the all-or-nothing unit a crash cut short, if the store holds its journal.
    fn undo_cut_short(&self) -> Result<(), StoreError> {
        let interrupted = |why: String| StoreError::Interrupted {
            path: self.path.clone(),
            why,
        };
        let sled = self.sled().map_err(|e| interrupted(e.to_string()))?;
        let journal = sled
            .tree(Tree::Meta)
            .scan_prefix(JOURNAL_PREFIX)
            .values()
            .map(|part| {
                let part = part.map_err(|e| interrupted(e.to_string()))?;
                decode::<Vec<Before>>(&part).map_err(|e| interrupted(e.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        drop(sled);
        if journal.is_empty() {
            return Ok(());
        }
        self.write(|tx| end_unit(tx, &journal, journal.len()))
            .map_err(|e| interrupted(format!("{e:?}")))
    }

    /// Runs `f` as one transaction over every tree, then flushes to disk before returning.
    /// `f` may run more than once if sled detects a conflict, so it must not have side effects.
    pub fn write<T>(&self, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
        self.durably(|sled| transact(sled, f))
    }

    /// Like [`write`](Self::write), for a create: `f` also gets a new ID for `tree`.
    pub fn create<T>(
        &self,
        tree: Tree,
        prefix: &str,
        unix_seconds: i64,
        f: impl Fn(&Tx, &str) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        self.durably(|sled| {
            let id = self.new_id(sled, tree, prefix, unix_seconds)?;
            transact(sled, |tx| f(tx, &id))
        })
    }

    /// Runs a write with the writer lock held, then flushes before returning. The opening of sled
    /// is held from the write to the end of its flush, so a reopening cannot come in between and
    /// make a lost write look flushed. A full disk refuses the write with 507 and reopens sled.
    fn durably<T>(
        &self,
        run: impl FnOnce(&Sled) -> Result<T, WriteError>,
    ) -> Result<T, WriteError> {
        let sled = self.sled()?;
        let writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Refused before sled is touched: nothing to undo.
        self.check_space()?;
        let value = run(&sled);
        if rolling_back() {
            // The transaction was rolled back (see `transact`): nothing to flush.
            return value;
        }
        let write = self.flushes.wrote();
        drop(writer);
        let result = value.and_then(|value| {
            self.flushes
                .flush_through(write, || sled.db.flush().map(drop))
                .map_err(Failure::from)?;
            Ok(value)
        });
        let opening = sled.opening;
        drop(sled);
        if matches!(result, Err(WriteError::Failed(Failure::Full))) {
            self.after_full(opening);
        }
        result
    }

    /// A new ID for `tree` (see [`id_payload`]). Called with the writer lock held and outside a
    /// transaction (a plain read inside one would deadlock in sled); the writer lock makes the
    /// check for a clash race-free.
    fn new_id(
        &self,
        sled: &Sled,
        tree: Tree,
        prefix: &str,
        unix_seconds: i64,
    ) -> Result<String, Failure> {
        loop {
            let payload = id_payload(self.seed, || self.seed_counter(sled))?;
            let id = id::format(prefix, &id::raw(unix_seconds, payload));
            // 128 random bits make a clash all but impossible; drawing again makes it impossible.
            if !sled.tree(tree).contains_key(id.as_bytes())? {
                return Ok(id);
            }
        }
    }

    /// 16 random bytes, reproducible under `TUNNELCTL_SEED` (certificate serials). Never used for
    /// key material, which always comes from the OS.
    pub fn random_bytes(&self) -> Result<[u8; 16], Failure> {
        let sled = self.sled()?;
        match self.seed {
            Some(seed) => Ok(seeded_bytes(seed, self.seed_counter(&sled)?)),
            None => Ok(os_random()),
        }
    }

    /// The next value of the seed counter of `TUNNELCTL_SEED`. A counter in the store keeps
    /// seeded IDs unique across processes, and the same sequence of requests yields the same IDs
    /// whether they come from one process (serve) or many.
    fn seed_counter(&self, sled: &Sled) -> Result<u64, Failure> {
        let number = |bytes: &[u8]| bytes.try_into().ok().map(u64::from_be_bytes);
        let meta = sled.tree(Tree::Meta);
        Ok(match DRY_RUN.with(Cell::get) {
            // A dry run counts its draws itself and leaves the stored counter alone.
            Some(drawn) => {
                DRY_RUN.with(|d| d.set(Some(drawn + 1)));
                let stored = meta.get(SEED_COUNTER_KEY)?;
                stored.and_then(|b| number(&b)).unwrap_or(0) + drawn + 1
            }
            None => meta
                .update_and_fetch(SEED_COUNTER_KEY, |old| {
                    let n = old.and_then(number).unwrap_or(0);
                    Some((n + 1).to_be_bytes().to_vec())
                })?
                .and_then(|b| number(&b))
                .unwrap_or(0),
        })
    }
}

/// The 16 bytes after the seconds of a new ID: random, as the real API's (API-NOTES "IDs"), so
/// that creates on several replicas never wait on each other's last ID. Under `TUNNELCTL_SEED`
/// (`seed`) they lead with the seed counter (`counter` steps it) and go on with the seeded
/// bytes, so that reproducible runs still list the IDs of one second newest first.
fn id_payload(
    seed: Option<u64>,
    counter: impl FnOnce() -> Result<u64, Failure>,
) -> Result<[u8; 16], Failure> {
    let Some(seed) = seed else {
        return Ok(os_random());
    };
    let counter = counter()?;
    let mut payload = [0u8; 16];
    payload[..8].copy_from_slice(&counter.to_be_bytes());
    payload[8..].copy_from_slice(&seeded_bytes(seed, counter)[..8]);
    Ok(payload)
}

/// The random bytes of draw number `counter` under `TUNNELCTL_SEED` `seed`.
fn seeded_bytes(seed: u64, counter: u64) -> [u8; 16] {
    let digest = Sha256::new()
        .chain_update(seed.to_le_bytes())
        .chain_update(counter.to_le_bytes())
        .finalize();
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    bytes
}

/// Runs `f` as one transaction over every tree. In a dry run (see [`rolled_back`]) the
/// transaction runs to its end and is then aborted, which sled undoes entirely, and `f`'s value
/// is returned as if it had been committed.
fn transact<T>(sled: &Sled, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
    let dry_run = rolling_back();
    // The value of a transaction rolled back on purpose (an abort carries no value of type T).
    let kept = RefCell::new(None);
    let abort = |why| ConflictableTransactionError::Abort(Some(why));
    let in_unit = UNIT.with(|u| u.borrow().is_some());
    let before = RefCell::new(Vec::new());
    let result = sled.trees.as_slice().transaction(|trees| {
        // sled may run this again after a conflict: only the last run's writes count.
        before.borrow_mut().clear();
        let tx = Tx {
            engine: TxEngine::Sled(trees),
            before: in_unit.then_some(&before),
        };
        let value = f(&tx).map_err(|e| match e {
            TxError::Refused(refusal) => abort(WriteError::Refused(refusal)),
            TxError::Taken(taken) => abort(WriteError::Taken(taken)),
            TxError::Failed(failure) => abort(WriteError::Failed(failure)),
            TxError::Storage(storage) => storage.into(),
            // Only a transaction on PostgreSQL runs statements.
            TxError::Postgres(e) => abort(WriteError::Failed(pg::Error::from(e).into())),
        })?;
        if dry_run {
            *kept.borrow_mut() = Some(value);
            return Err(ConflictableTransactionError::Abort(None));
        }
        if in_unit && !before.borrow().is_empty() {
            // The journal's part commits with the write it covers: the store never holds one
            // without the other.
            let part = UNIT.with(|u| u.borrow().as_ref().map_or(0, Vec::len));
            let bytes =
                serde_json::to_vec(&*before.borrow()).map_err(|e| abort(unencodable(e).into()))?;
            trees[Tree::Meta.index()].insert(journal_key(part).as_bytes(), bytes)?;
        }
        Ok(value)
    });
    let before = before.into_inner();
    if result.is_ok() && in_unit && !before.is_empty() {
        UNIT.with(|u| {
            if let Some(unit) = u.borrow_mut().as_mut() {
                unit.push(before);
            }
        });
    }
    match result {
        Ok(value) => Ok(value),
        Err(TransactionError::Abort(Some(why))) => Err(why),
        Err(TransactionError::Abort(None)) => Ok(kept
            .into_inner()
            .expect("a rolled-back transaction kept its value")),
        Err(TransactionError::Storage(e)) => Err(WriteError::Failed(e.into())),
    }
}

/// Ends an all-or-nothing unit of `parts` writes: puts back, newest first, what the parts in
/// `undo` list (index entries included, as they were journaled too; none when the unit is kept),
/// and removes the journal.
fn end_unit(tx: &Tx, undo: &[Vec<Before>], parts: usize) -> TxResult<()> {
    for before in undo.iter().rev().flat_map(|part| part.iter().rev()) {
        let tree = Tree::all()
            .find(|t| t.name() == before.tree)
            .ok_or_else(|| {
                Failure::Corrupt(format!("the journal names no tree {}", before.tree))
            })?;
        match &before.value {
            Some(value) => tx.raw_insert(tree, &before.key, value.clone().into_bytes())?,
            None => tx.raw_remove(tree, &before.key)?,
        };
    }
    for part in 0..parts {
        tx.raw_remove(Tree::Meta, &journal_key(part))?;
    }
    Ok(())
}

/// Opens the sled database of the store in `dir` and every tree of it.
fn open_sled(dir: &Path, timeout: Duration, opening: u64) -> Result<Sled, sled::Error> {
    let db = open_sled_db(&dir.join("sled"), timeout)?;
    let trees = Tree::all()
        .map(|t| db.open_tree(t.name()))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Sled { db, trees, opening })
}

/// Opens sled. Holding our lock file means no other process uses the store, but the previous
/// holder's sled may still be letting go of its own lock (its flusher thread outlives the process's
/// last handle by a moment), so that one failure is retried within the lock timeout.
fn open_sled_db(path: &Path, timeout: Duration) -> Result<sled::Db, sled::Error> {
    let deadline = Instant::now() + timeout;
    loop {
        match sled::Config::new().path(path).open() {
            // sled reports its lock as a plain `Other` error with this text, not as `WouldBlock`.
            Err(sled::Error::Io(e))
                if e.to_string().starts_with("could not acquire lock")
                    && Instant::now() < deadline =>
            {
                std::thread::sleep(Duration::from_millis(5));
            }
            other => return other,
        }
    }
}

/// Makes sure the reserve file holds its full size (see [`Store::after_full`]). Written, not
/// sparse, so the filesystem has really set the space aside; not synced, as losing it in a crash
/// only means the next open writes it again.
fn make_reserve(dir: &Path) -> std::io::Result<()> {
    let path = dir.join(RESERVE_FILE);
    if std::fs::symlink_metadata(&path)
        .is_ok_and(|m| m.is_file() && m.len() >= RESERVE_BYTES as u64)
    {
        return Ok(());
    }
    let written = trust::open_private(&path, false)?.write_all(&vec![0; RESERVE_BYTES]);
    if written.is_err() {
        release_reserve(dir); // a partial reserve would pass for a whole one in a later check
    }
    written
}

fn release_reserve(dir: &Path) {
    let _ = std::fs::remove_file(dir.join(RESERVE_FILE));
}

/// Takes the store's lock file, waiting with backoff up to `timeout` (see [`lock`]).
fn acquire_lock(
    dir: &Path,
    timeout: Duration,
    on_wait: Option<fn(&Path, &LockHolder)>,
) -> Result<File, StoreError> {
    let file = trust::open_private(&dir.join("lock"), false).map_err(|e| io_error(dir, e))?;
    lock(&file, dir, timeout, on_wait)?;
    Ok(file)
}

/// Locks `file`, the lock file of the store in `dir`, waiting with backoff up to `timeout`; once
/// locked, it records our PID so that a waiting process can say who holds the store. While
/// another process holds it, `on_wait` hears once who that is; a `serve` is not waited for, as it
/// lets go only when someone stops it.
fn lock(
    mut file: &File,
    dir: &Path,
    timeout: Duration,
    on_wait: Option<fn(&Path, &LockHolder)>,
) -> Result<(), StoreError> {
    let io = |source| io_error(dir, source);
    let deadline = Instant::now() + timeout;
    let mut pause = Duration::from_millis(5);
    let mut holder = None;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) => {
                let holder = holder.get_or_insert_with(|| {
                    let mut record = String::new();
                    let _ = file
                        .rewind()
                        .and_then(|()| file.read_to_string(&mut record));
                    let holder = LockHolder::parse(&record);
                    if let (Some(on_wait), false) = (on_wait, holder.is_live_server()) {
                        on_wait(dir, &holder);
                    }
                    holder
                });
                let waited = (!holder.is_live_server()).then_some(timeout);
                if waited.is_none() || Instant::now() >= deadline {
                    return Err(StoreError::Busy {
                        path: dir.to_path_buf(),
                        holder: holder.clone(),
                        waited,
                    });
                }
                std::thread::sleep(pause.min(deadline.saturating_duration_since(Instant::now())));
                pause = (pause * 2).min(Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
    }
    file.set_len(0).map_err(io)?;
    file.rewind().map_err(io)?;
    writeln!(file, "pid {}", std::process::id()).map_err(io)?;
    Ok(())
}

/// Group commit. Writes are numbered as they commit; a writer that must be durable either finds its
/// write already covered by a finished flush, waits for the flush under way, or flushes everything
/// written so far itself. Under load many writes share one sync, instead of one sync each.
#[derive(Default)]
struct GroupFlush {
    state: Mutex<FlushState>,
    finished: std::sync::Condvar,
}

#[derive(Default)]
struct FlushState {
    /// Number of the last write committed.
    written: u64,
    /// Every write up to this number is on disk.
    flushed: u64,
    /// A flush is under way.
    flushing: bool,
}

impl GroupFlush {
    /// Numbers a write that has just committed (call it with the writer lock held).
    fn wrote(&self) -> u64 {
        let mut state = self.lock();
        state.written += 1;
        state.written
    }

    /// Returns once write number `write` is on disk, calling `flush` only when no finished or
    /// running flush covers it. A failed flush is reported to its caller; the writers waiting on
    /// it try again themselves.
    fn flush_through<E>(&self, write: u64, flush: impl Fn() -> Result<(), E>) -> Result<(), E> {
        let mut state = self.lock();
        loop {
            if state.flushed >= write {
                return Ok(());
            }
            if !state.flushing {
                break;
            }
            state = self
                .finished
                .wait(state)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        state.flushing = true;
        let target = state.written;
        drop(state);
        let result = flush();
        let mut state = self.lock();
        state.flushing = false;
        if result.is_ok() {
            state.flushed = state.flushed.max(target);
        }
        drop(state);
        self.finished.notify_all();
        result
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, FlushState> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::{is_full, GroupFlush};
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Barrier;

    /// A released store is another process's to use (here another opening); taken back, it sees
    /// what was written meanwhile, and while the other holds it, taking it back is refused.
    #[test]
    fn a_released_store_is_free_until_reclaimed() {
        use super::{Store, StoreError, StoreOptions, Tree};
        let dir = tempfile::tempdir().unwrap();
        let options = StoreOptions {
            path: dir.path().join("store"),
            lock_timeout: std::time::Duration::from_millis(200),
            seed: Some(7),
            on_wait: None,
        };
        let first = Store::open(&options).unwrap();
        first.release();
        let other = Store::open(&options).expect("the released store opens elsewhere");
        other
            .write(|tx| tx.put(Tree::of(&crate::kind::TCP_EDGE), "edgtcp_1", &"meanwhile"))
            .unwrap();
        assert!(matches!(first.reclaim(), Err(StoreError::Busy { .. })));
        drop(other);
        first.reclaim().unwrap();
        let read: Option<String> = first
            .get(Tree::of(&crate::kind::TCP_EDGE), "edgtcp_1")
            .unwrap();
        assert_eq!(read.as_deref(), Some("meanwhile"));
    }

    #[test]
    fn writers_that_committed_before_a_flush_share_it() {
        let group = GroupFlush::default();
        let flushes = AtomicUsize::new(0);
        let all_written = Barrier::new(16);
        std::thread::scope(|scope| {
            for _ in 0..16 {
                scope.spawn(|| {
                    let write = group.wrote();
                    all_written.wait();
                    group
                        .flush_through(write, || {
                            flushes.fetch_add(1, Ordering::SeqCst);
                            Ok::<(), ()>(())
                        })
                        .unwrap();
                    assert!(
                        group.lock().flushed >= write,
                        "returned before its write was flushed"
                    );
                });
            }
        });
        // The first flush started after all 16 writes committed, so it covered them all.
        assert_eq!(flushes.load(Ordering::SeqCst), 1);
    }

    /// A dry run's write hands back what the real one would, ID included, and leaves nothing:
    /// no record, no step of the seed counter; the real write then gets the same ID.
    #[test]
    fn a_rolled_back_write_returns_its_value_and_leaves_nothing() {
        use super::{rolled_back, rolling_back, Store, StoreOptions, Tree, Tx, TxResult};
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&StoreOptions {
            path: dir.path().join("store"),
            lock_timeout: std::time::Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        })
        .unwrap();
        let put = |tx: &Tx, id: &str| -> TxResult<String> {
            tx.put(
                Tree::of(&crate::kind::TUNNEL_SESSION),
                id,
                &serde_json::json!({ "id": id }),
            )?;
            Ok(id.to_string())
        };
        let tried =
            rolled_back(|| store.create(Tree::of(&crate::kind::TUNNEL_SESSION), "ts", 0, put))
                .unwrap();
        assert!(!rolling_back(), "the dry run ends with its scope");
        let stored: Option<serde_json::Value> = store
            .get(Tree::of(&crate::kind::TUNNEL_SESSION), &tried)
            .unwrap();
        assert_eq!(stored, None);
        // Two draws in one dry run are the two the real request would make.
        let draws = rolled_back(|| (store.random_bytes().unwrap(), store.random_bytes().unwrap()));
        assert_ne!(draws.0, draws.1);
        assert_eq!(
            draws,
            (store.random_bytes().unwrap(), store.random_bytes().unwrap())
        );
        let real = store
            .create(Tree::of(&crate::kind::TUNNEL_SESSION), "ts", 0, put)
            .unwrap();
        assert_ne!(real, tried, "the draws above moved the counter for real");
        let again =
            rolled_back(|| store.create(Tree::of(&crate::kind::TUNNEL_SESSION), "ts", 0, put))
                .unwrap();
        assert_eq!(
            store
                .create(Tree::of(&crate::kind::TUNNEL_SESSION), "ts", 0, put)
                .unwrap(),
            again
        );
    }

    fn store_in(dir: &std::path::Path, seed: Option<u64>) -> super::Store {
        super::Store::open(&super::StoreOptions {
            path: dir.join("store"),
            lock_timeout: std::time::Duration::from_secs(10),
            seed,
            on_wait: None,
        })
        .unwrap()
    }

    fn create_ids(store: &super::Store, n: usize) -> Vec<String> {
        use super::Tree;
        (0..n)
            .map(|_| {
                store
                    .create(
                        Tree::of(&crate::kind::TCP_EDGE),
                        "edgtcp",
                        1_700_000_000,
                        |tx, id| {
                            tx.put(Tree::of(&crate::kind::TCP_EDGE), id, &id)?;
                            Ok(id.to_string())
                        },
                    )
                    .unwrap()
            })
            .collect()
    }

    /// IDs made in one second carry 16 random bytes each, not the successor of the last ID: they
    /// are neither sequential nor predictable, and so do not serialize creates across replicas.
    #[test]
    fn ids_of_one_second_are_random_not_sequential() {
        let dir = tempfile::tempdir().unwrap();
        let ids = create_ids(&store_in(dir.path(), None), 20);
        let raws: Vec<_> = ids
            .iter()
            .map(|id| crate::id::decode(&id["edgtcp_".len()..]).unwrap())
            .collect();
        assert!(
            raws.iter().all(|raw| raw[..4] == raws[0][..4]),
            "one second"
        );
        // In creation order by chance once in 20! runs.
        assert!(
            !raws.is_sorted(),
            "IDs of one second came out in order: {ids:?}"
        );
        let mut distinct = raws.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 20);
    }

    /// Under `TUNNELCTL_SEED` IDs are reproducible and list newest first in creation order, and
    /// an ID already taken is never handed out again.
    #[test]
    fn seeded_ids_are_reproducible_in_creation_order_and_never_clash() {
        use super::{rolled_back, Tree};
        let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let first = create_ids(&store_in(one.path(), Some(7)), 20);
        let store = store_in(two.path(), Some(7));
        assert_eq!(create_ids(&store, 20), first);
        assert!(first.is_sorted(), "{first:?}");
        // Take the ID the next create would get: it must draw another.
        let next = rolled_back(|| create_ids(&store, 1)).remove(0);
        store
            .write(|tx| tx.put(Tree::of(&crate::kind::TCP_EDGE), &next, &"taken"))
            .unwrap();
        let got = create_ids(&store, 1).remove(0);
        assert_ne!(got, next);
        let kept: Option<String> = store.get(Tree::of(&crate::kind::TCP_EDGE), &next).unwrap();
        assert_eq!(kept.as_deref(), Some("taken"));
    }

    #[test]
    fn an_all_or_nothing_unit_keeps_every_write_or_none_even_when_cut_short() {
        const EDGES: Tree = Tree::of(&crate::kind::TCP_EDGE);
        use super::{Store, StoreOptions, Tree, UNIT};
        use serde_json::{json, Value};
        let dir = tempfile::tempdir().unwrap();
        let options = StoreOptions {
            path: dir.path().join("store"),
            lock_timeout: std::time::Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        };
        let store = Store::open(&options).unwrap();
        let hostports = |edge: &str, hp: &str| json!({"id": edge, "hostports": [hp]});
        store
            .write(|tx| tx.put(EDGES, "e0", &hostports("e0", "a:1")))
            .unwrap();
        // Every tree, indexes and meta (where the journal lives) included.
        let dump = |store: &Store| -> Vec<(Tree, String, Vec<u8>)> {
            Tree::all()
                .flat_map(|t| {
                    store
                        .entries(t)
                        .unwrap()
                        .into_iter()
                        .map(move |(k, v)| (t, k, v))
                })
                .collect()
        };
        let before = dump(&store);
        let get = |store: &Store, key: &str| store.get::<Value>(EDGES, key).unwrap();
        // A failure after two writes (one moves an indexed hostport) undoes both.
        let failed = store
            .all_or_nothing(|| {
                store.write(|tx| tx.put(EDGES, "e0", &hostports("e0", "b:2")))?;
                store.write(|tx| tx.put(EDGES, "e1", &hostports("e1", "a:1")))?;
                Err::<(), _>(super::WriteError::Failed(super::Failure::Full))
            })
            .unwrap();
        assert!(failed.is_err());
        assert_eq!(dump(&store), before, "nothing of the unit stays");
        // A success keeps both.
        store
            .all_or_nothing(|| {
                store.write(|tx| tx.put(EDGES, "e1", &hostports("e1", "c:3")))?;
                store.write(|tx| tx.remove(EDGES, "e0"))
            })
            .unwrap()
            .unwrap();
        assert_eq!(get(&store, "e0"), None);
        assert_eq!(get(&store, "e1"), Some(hostports("e1", "c:3")));
        let kept = dump(&store);
        // A unit cut short (the process ends between two writes) is undone by the next opening.
        UNIT.with(|u| *u.borrow_mut() = Some(Vec::new()));
        store.write(|tx| tx.remove(EDGES, "e1")).unwrap();
        UNIT.with(|u| u.borrow_mut().take());
        drop(store);
        let store = Store::open(&options).unwrap();
        assert_eq!(dump(&store), kept);
    }

    #[test]
    fn a_full_disk_is_recognised_in_every_form_sled_reports_it() {
        use std::io::{Error, ErrorKind};
        let enospc = Error::from_raw_os_error(28);
        // sled's global error hands out copies that keep only the kind and a description.
        let copy = Error::new(ErrorKind::StorageFull, format!("{enospc:?}"));
        let edquot = Error::from_raw_os_error(122);
        for full in [enospc, copy, edquot] {
            assert!(is_full(&sled::Error::Io(full)));
        }
        assert!(!is_full(&sled::Error::Io(Error::from_raw_os_error(5)))); // EIO
        assert!(!is_full(&sled::Error::Unsupported("x".into())));
    }

    #[test]
    fn a_failed_flush_is_reported_and_the_next_writer_flushes_again() {
        let group = GroupFlush::default();
        let write = group.wrote();
        assert_eq!(
            group.flush_through(write, || Err("disk full")),
            Err("disk full")
        );
        assert_eq!(group.lock().flushed, 0, "nothing counts as flushed");
        let calls = std::cell::Cell::new(0);
        group
            .flush_through(write, || {
                calls.set(calls.get() + 1);
                Ok::<(), &str>(())
            })
            .unwrap();
        assert_eq!(calls.get(), 1);
        assert_eq!(group.lock().flushed, 1);
    }
}
