//! The embedded store: sled, one tree per resource kind plus index trees, JSON values.
//!
//! sled lets one process open a database at a time and fails at once otherwise, so the store takes
//! its own lock file first: a second process waits (with backoff) and, if the holder does not let go,
//! reports who holds it. Every write runs in one transaction over all trees and is flushed to disk
//! before it returns, so a success the user saw survives a crash right after.

pub mod check;
pub mod index;
mod privacy;
pub mod transfer;

pub use check::{CheckReport, Problem};
pub use index::INDEXES;
pub use transfer::{Export, ImportError, ImportOptions, ImportSummary};

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
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

/// Bumped when the stored layout changes; a store written by a newer version is refused.
pub const SCHEMA_VERSION: u32 = 1;
const SCHEMA_KEY: &[u8] = b"schema_version";
const SEED_COUNTER_KEY: &[u8] = b"seeded_id_counter";

/// The trees of the store. Index trees map a unique value or a reference to the owning record's ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tree {
    Meta,
    TcpEdges,
    /// hostport → TCP edge ID (hostports are unique across edges).
    Hostports,
    /// Online tunnel sessions, each with the (emulated) agent behind it.
    Sessions,
    /// Agent releases the emulator knows, keyed by a version key that sorts like the version.
    AgentReleases,
    /// `<edge id>/<route id>` → SAML module of an HTTPS edge route (with its signing key pair).
    RouteSaml,
    /// `<edge id>/<route id>` → compression module of an HTTPS edge route.
    RouteCompression,
    /// TLS edge ID → its TLS termination module.
    TlsTermination,
    EventSubscriptions,
    /// SSH certificate authorities, private keys included (never shown in a response).
    SshCas,
    SshUserCertificates,
    /// SSH CA ID → how many user certificates it signed still exist (a CA in use cannot be deleted).
    SshCaCertificates,
}

impl Tree {
    pub const ALL: [Tree; 12] = [
        Tree::Meta,
        Tree::TcpEdges,
        Tree::Hostports,
        Tree::Sessions,
        Tree::AgentReleases,
        Tree::RouteSaml,
        Tree::RouteCompression,
        Tree::TlsTermination,
        Tree::EventSubscriptions,
        Tree::SshCas,
        Tree::SshUserCertificates,
        Tree::SshCaCertificates,
    ];

    /// The sled tree's name; also what `store check` and exports call it.
    pub fn name(self) -> &'static str {
        match self {
            Tree::Meta => "meta",
            Tree::TcpEdges => "tcp_edges",
            Tree::Hostports => "index_hostports",
            Tree::Sessions => "tunnel_sessions",
            Tree::AgentReleases => "emulator_agent_releases",
            Tree::RouteSaml => "route_saml",
            Tree::RouteCompression => "route_compression",
            Tree::TlsTermination => "tls_termination",
            Tree::EventSubscriptions => "event_subscriptions",
            Tree::SshCas => "ssh_certificate_authorities",
            Tree::SshUserCertificates => "ssh_user_certificates",
            Tree::SshCaCertificates => "index_ssh_ca_certificates",
        }
    }

    fn index(self) -> usize {
        Tree::ALL
            .iter()
            .position(|t| *t == self)
            .expect("every tree is in ALL")
    }
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the store at {} is busy: {holder}", path.display())]
    Busy {
        path: PathBuf,
        holder: String,
        server_url: Option<String>,
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
    #[error("the store at {} is damaged or unreadable: {source}", path.display())]
    Sled { path: PathBuf, source: sled::Error },
}

#[derive(Debug, Clone)]
pub struct StoreOptions {
    pub path: PathBuf,
    pub lock_timeout: Duration,
    /// Makes generated IDs and random values reproducible (`TUNNELCTL_SEED`, a testing aid).
    pub seed: Option<u64>,
}

pub struct Store {
    path: PathBuf,
    db: sled::Db,
    trees: Vec<sled::Tree>,
    lock_file: File,
    /// What was readable by others and has been made private on open (see [`privacy`]).
    made_private: Vec<PathBuf>,
    seed: Option<u64>,
    /// Serialises writers inside this process, so that ID allocation sees the latest key.
    writer: Mutex<()>,
    /// Lets concurrent writers (requests to `serve`) share one disk sync.
    flushes: GroupFlush,
}

/// An error inside a write transaction: a refusal to report, or a storage failure to retry or raise.
pub enum TxError {
    Api(ApiError),
    Storage(UnabortableTransactionError),
}

impl From<ApiError> for TxError {
    fn from(e: ApiError) -> Self {
        TxError::Api(e)
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
    trees: &'a [TransactionalTree],
}

impl Tx<'_> {
    pub fn get<T: DeserializeOwned>(&self, tree: Tree, key: &str) -> TxResult<Option<T>> {
        match self.trees[tree.index()].get(key.as_bytes())? {
            Some(bytes) => Ok(Some(decode(&bytes)?)),
            None => Ok(None),
        }
    }

    pub fn contains(&self, tree: Tree, key: &str) -> TxResult<bool> {
        Ok(self.trees[tree.index()].get(key.as_bytes())?.is_some())
    }

    /// Stores a record; the indexes of its tree follow (a unique value already taken → 409).
    pub fn put<T: Serialize>(&self, tree: Tree, key: &str, value: &T) -> TxResult<()> {
        debug_assert!(!tree.is_index(), "index trees are written by reindex only");
        if !has_indexes(tree) {
            return self.put_raw(tree, key, Some(value));
        }
        let new = serde_json::to_value(value).map_err(ApiError::internal)?;
        let bytes = serde_json::to_vec(&new).map_err(ApiError::internal)?;
        let old = self.trees[tree.index()].insert(key.as_bytes(), bytes)?;
        let old: Option<serde_json::Value> = old.map(|b| decode(&b)).transpose()?;
        index::reindex(self, tree, key, old.as_ref(), Some(&new))
    }

    /// Removes a record and its index entries; `false` when there was none.
    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<bool> {
        debug_assert!(!tree.is_index(), "index trees are written by reindex only");
        let Some(old) = self.trees[tree.index()].remove(key.as_bytes())? else {
            return Ok(false);
        };
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
                let bytes = serde_json::to_vec(&value).map_err(ApiError::internal)?;
                self.trees[tree.index()].insert(key.as_bytes(), bytes)?;
            }
            None => {
                self.trees[tree.index()].remove(key.as_bytes())?;
            }
        }
        Ok(())
    }
}

fn has_indexes(tree: Tree) -> bool {
    INDEXES.iter().any(|i| i.source == tree)
}

fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(bytes)
        .map_err(|e| ApiError::internal(format!("stored record does not parse: {e}")))
}

impl Store {
    pub fn open(options: &StoreOptions) -> Result<Store, StoreError> {
        let path = options.path.clone();
        let io = |source| StoreError::Io {
            path: path.clone(),
            source,
        };
        if path.exists() && !path.is_dir() {
            return Err(StoreError::NotADirectory { path });
        }
        let made_private = privacy::make_private(&path).map_err(io)?;
        let lock_file = acquire_lock(&path, options.lock_timeout)?;
        let sled_err = |source| StoreError::Sled {
            path: path.clone(),
            source,
        };
        let db = open_sled(&path.join("sled"), options.lock_timeout).map_err(sled_err)?;
        let trees = Tree::ALL
            .iter()
            .map(|t| db.open_tree(t.name()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(sled_err)?;
        let store = Store {
            path: path.clone(),
            db,
            trees,
            lock_file,
            made_private,
            seed: options.seed,
            writer: Mutex::new(()),
            flushes: GroupFlush::default(),
        };
        store.check_schema()?;
        Ok(store)
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The paths of this store that others could read or enter before it was opened, and that
    /// opening it made private: the caller warns about them.
    pub fn made_private(&self) -> &[PathBuf] {
        &self.made_private
    }

    fn check_schema(&self) -> Result<(), StoreError> {
        let sled_err = |source| StoreError::Sled {
            path: self.path.clone(),
            source,
        };
        let meta = &self.trees[Tree::Meta.index()];
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
            }
            None => {
                meta.insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())
                    .map_err(sled_err)?;
                self.db.flush().map_err(sled_err)?;
            }
        }
        Ok(())
    }

    /// Records that a server holds this store, so a CLI that finds it busy can name the URL to use.
    pub fn announce_server(&self, url: &str) -> std::io::Result<()> {
        let mut file = &self.lock_file;
        file.set_len(0)?;
        file.rewind()?;
        write!(file, "pid {}\nserve {url}\n", std::process::id())?;
        file.sync_all()
    }

    pub fn get<T: DeserializeOwned>(&self, tree: Tree, key: &str) -> Result<Option<T>, ApiError> {
        match self.trees[tree.index()]
            .get(key.as_bytes())
            .map_err(ApiError::internal)?
        {
            Some(bytes) => Ok(Some(decode(&bytes)?)),
            None => Ok(None),
        }
    }

    /// The first record whose key ends with `suffix`. A full scan of the tree: only for small trees.
    pub fn find_by_key_suffix<T: DeserializeOwned>(
        &self,
        tree: Tree,
        suffix: &str,
    ) -> Result<Option<T>, ApiError> {
        for entry in self.trees[tree.index()].iter() {
            let (key, value) = entry.map_err(ApiError::internal)?;
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
    ) -> Result<Page<T>, ApiError> {
        let tree = &self.trees[tree.index()];
        let iter = match before {
            Some(b) => tree.range(..b.as_bytes()),
            None => tree.iter(),
        };
        let mut items = Vec::with_capacity(limit.min(128));
        for entry in iter.rev() {
            let (_, value) = entry.map_err(ApiError::internal)?;
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

    /// Runs `f` as one transaction over every tree, then flushes to disk before returning.
    /// `f` may run more than once if sled detects a conflict, so it must not have side effects.
    pub fn write<T>(&self, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, ApiError> {
        let writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let value = self.transact(f);
        let write = self.flushes.wrote();
        drop(writer);
        self.flush_after(value, write)
    }

    /// Like [`write`](Self::write), for a create: `f` also gets a new ID for `tree`.
    pub fn create<T>(
        &self,
        tree: Tree,
        prefix: &str,
        unix_seconds: i64,
        f: impl Fn(&Tx, &str) -> TxResult<T>,
    ) -> Result<T, ApiError> {
        let writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let value = self
            .new_id(tree, prefix, unix_seconds)
            .and_then(|id| self.transact(|tx| f(tx, &id)));
        let write = self.flushes.wrote();
        drop(writer);
        self.flush_after(value, write)
    }

    /// A new ID for `tree`, greater than every ID already in it even when the clock stands still
    /// (as it does under `TUNNELCTL_NOW`), so newest-first order is creation order. Called with the
    /// writer lock held and outside a transaction (a plain read inside one would deadlock in sled).
    fn new_id(&self, tree: Tree, prefix: &str, unix_seconds: i64) -> Result<String, ApiError> {
        let mut raw = id::raw(
            unix_seconds,
            self.random_bytes().map_err(ApiError::internal)?,
        );
        let last = self.trees[tree.index()]
            .last()
            .map_err(ApiError::internal)?;
        let last_raw = last.and_then(|(key, _)| {
            std::str::from_utf8(&key)
                .ok()
                .and_then(|k| k.split_once('_'))
                .and_then(|(_, enc)| id::decode(enc))
        });
        if let Some(last_raw) = last_raw.filter(|last| raw <= *last) {
            raw = id::successor(&last_raw);
        }
        Ok(id::format(prefix, &raw))
    }

    fn transact<T>(&self, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, ApiError> {
        let result = self.trees.as_slice().transaction(|trees| {
            f(&Tx { trees }).map_err(|e| match e {
                TxError::Api(api) => ConflictableTransactionError::Abort(api),
                TxError::Storage(storage) => storage.into(),
            })
        });
        result.map_err(|e| match e {
            TransactionError::Abort(api) => api,
            TransactionError::Storage(storage) => ApiError::internal(storage),
        })
    }

    /// Flushes before a success is returned: a write the user saw must survive a crash right after.
    fn flush_after<T>(&self, value: Result<T, ApiError>, write: u64) -> Result<T, ApiError> {
        let value = value?;
        self.flushes
            .flush_through(write, || self.db.flush().map(drop))
            .map_err(ApiError::internal)?;
        Ok(value)
    }

    /// 16 random bytes, reproducible under `TUNNELCTL_SEED` (IDs, certificate serials). Never
    /// used for key material, which always comes from the OS.
    pub fn random_bytes(&self) -> Result<[u8; 16], sled::Error> {
        let mut bytes = [0u8; 16];
        match self.seed {
            // A counter in the store keeps seeded IDs unique across processes, and the same sequence
            // of requests yields the same IDs whether they come from one process (serve) or many.
            Some(seed) => {
                let meta = &self.trees[Tree::Meta.index()];
                let counter = meta
                    .update_and_fetch(SEED_COUNTER_KEY, |old| {
                        let n = old
                            .and_then(|b| b.try_into().ok())
                            .map(u64::from_be_bytes)
                            .unwrap_or(0);
                        Some((n + 1).to_be_bytes().to_vec())
                    })?
                    .and_then(|b| b.as_ref().try_into().ok())
                    .map(u64::from_be_bytes)
                    .unwrap_or(0);
                let digest = Sha256::new()
                    .chain_update(seed.to_le_bytes())
                    .chain_update(counter.to_le_bytes())
                    .finalize();
                bytes.copy_from_slice(&digest[..16]);
            }
            None => OsRng.fill_bytes(&mut bytes),
        }
        Ok(bytes)
    }
}

/// Opens sled. Holding our lock file means no other process uses the store, but the previous
/// holder's sled may still be letting go of its own lock (its flusher thread outlives the process's
/// last handle by a moment), so that one failure is retried within the lock timeout.
fn open_sled(path: &Path, timeout: Duration) -> Result<sled::Db, sled::Error> {
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

/// Takes the store's lock file, waiting with backoff up to `timeout`. On success the file records
/// our PID so that a waiting process can say who holds the store.
fn acquire_lock(dir: &Path, timeout: Duration) -> Result<File, StoreError> {
    let lock_path = dir.join("lock");
    let io = |source| StoreError::Io {
        path: dir.to_path_buf(),
        source,
    };
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&lock_path)
        .map_err(io)?;
    let deadline = Instant::now() + timeout;
    let mut pause = Duration::from_millis(5);
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) if Instant::now() < deadline => {
                std::thread::sleep(pause.min(deadline.saturating_duration_since(Instant::now())));
                pause = (pause * 2).min(Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::WouldBlock) => {
                let mut holder_info = String::new();
                let _ = file.read_to_string(&mut holder_info);
                let server_url = holder_info
                    .lines()
                    .find_map(|l| l.strip_prefix("serve "))
                    .map(str::to_string);
                let pid = holder_info
                    .lines()
                    .find_map(|l| l.strip_prefix("pid "))
                    .map(str::to_string);
                let holder = match (&server_url, pid) {
                    (Some(url), _) => format!("`tunnelctl serve` is serving it at {url}"),
                    (None, Some(pid)) => format!(
                        "another tunnelctl process (pid {pid}) still holds it after {timeout:?}"
                    ),
                    (None, None) => {
                        format!("another tunnelctl process still holds it after {timeout:?}")
                    }
                };
                return Err(StoreError::Busy {
                    path: dir.to_path_buf(),
                    holder,
                    server_url,
                });
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
    }
    file.set_len(0).map_err(io)?;
    writeln!(file, "pid {}", std::process::id()).map_err(io)?;
    Ok(file)
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
    use super::GroupFlush;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Barrier;

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
