//! What an engine gives the write loop (see [`write_loop`](super::write_loop)): reads of a key, a
//! page, a prefix, and a commit of a [`WriteSet`] that checks what the set rests on ([`View`]),
//! and a hold of the store while no other writer commits ([`Engine`]). A request's reads come
//! from here, outside any transaction; its writes wait in its write-set until the loop commits
//! them. A third engine implements these two traits.

use std::ops::Range;
use std::path::PathBuf;

use super::embedded::{Sled, SledStore};
use super::unblocked::evaluation::{Found, Read};
use super::unblocked::{AsyncCommit, Unblocked};
use super::write_set::{Effect, Entry, WriteSet};
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;

use super::{pg, Failure, FileProblem, StoreError, Tree, Tx, TxResult, WriteError};

/// An entry with its key.
pub(in crate::store) type Keyed = (String, Vec<u8>);

/// What a request reads and commits through: an engine, or an engine held while no other
/// writer commits (see [`Engine::exclusively`]).
pub(in crate::store) trait View {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure>;
    /// Up to `limit` entries of `tree` with keys below `before` (all when `None`), greatest first.
    fn page(&self, tree: Tree, before: Option<&str>, limit: usize) -> Result<Vec<Keyed>, Failure>;
    /// The entries of `tree` whose keys start with `prefix`, in key order.
    fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Failure>;
    /// The greatest key of `tree` in `range` (a new ID's second, see `id_payload`).
    fn newest_in(&self, tree: Tree, range: Range<String>) -> Result<Option<String>, Failure> {
        let newest = self.page(tree, Some(&range.end), 1)?.pop();
        Ok(newest.map(|(key, _)| key).filter(|key| *key >= range.start))
    }
    /// `TUNNELCTL_SEED`, when set.
    fn seed(&self) -> Option<u64>;
    /// The seed counter: stepped first (and the step committed) when `step`, else as it stands.
    fn seed_counter(&self, step: bool) -> Result<u64, Failure>;
    /// Commits `set` at once, durably, when nothing it rests on changed: `Ok(false)`, and nothing
    /// written, when something did. `first`: whether it is its request's first try (an engine
    /// may batch first tries with other writers' commits, and commit a later one by itself).
    fn commit(&self, set: WriteSet, first: bool) -> Result<bool, Failure>;
    /// Runs `effects`, those of a write-set [`commit`](Self::commit) took: at once, unless the
    /// engine commits later (`serve`'s async thread hands its write-set back).
    fn once_committed(&self, effects: Vec<Effect>) {
        effects.into_iter().for_each(|effect| effect());
    }
}

/// A storage engine: its [`View`], and what only the engine as a whole does.
pub(in crate::store) trait Engine: View {
    /// Runs `attempt` while no other writer of this store commits, handing it the engine as seen
    /// from there: what it reads stays as read until it commits through it. For a request that
    /// lost races to other writers (see `write_loop`), so that it ends.
    fn exclusively(
        &self,
        attempt: &mut dyn FnMut(&dyn View) -> Result<(), WriteError>,
    ) -> Result<(), WriteError>;
    /// Whether a write would be taken now (a full disk, a database turned read-only or whose
    /// rights were taken away refuse it): one is made and rolled back, as a dry run commits
    /// nothing and so no longer tells.
    fn takes_writes(&self) -> Result<(), Failure>;
    /// How many entries `tree` holds.
    fn count(&self, tree: Tree) -> Result<usize, Failure> {
        Ok(self.scan_prefix(tree, "")?.len())
    }
    /// The capability of an engine whose store is a directory of this user's; `None` elsewhere.
    fn own_directory(&self) -> Option<&dyn OwnDirectory> {
        None
    }
    /// The capability of an engine whose store is a database server others share; `None`
    /// elsewhere.
    fn shared_database(&self) -> Option<&dyn SharedDatabase> {
        None
    }
}

/// What an engine whose store is a directory of this user's (sled) also does: it is one process's
/// at a time (a lock file), which can say who holds it and let go of it for a while.
pub(in crate::store) trait OwnDirectory {
    /// The paths of this store that others could read or enter before it was opened, and that
    /// opening it made private: the caller warns about them.
    fn made_private(&self) -> &[PathBuf];
    /// The files a killed process had left unfinished, which opening the store removed: the
    /// caller says so.
    fn cleared(&self) -> &[FileProblem];
    /// Records that a server holds this store, so a CLI that finds it busy can name the URL to
    /// use and fail at once.
    fn announce_server(&self, url: &str) -> std::io::Result<()>;
    /// Records that the background process of `--keep-open` holds this store, so a CLI waiting
    /// for it can say so.
    fn announce_keep_open(&self) -> std::io::Result<()>;
    /// Lets go of the store while this process waits for a person, so that other commands can
    /// use it meanwhile; [`reclaim`](Self::reclaim) takes it back.
    fn release(&self);
    /// Takes the store back after [`release`](Self::release).
    fn reclaim(&self) -> Result<(), StoreError>;
}

/// What an engine whose store is a database server others share (PostgreSQL) also tells.
pub(in crate::store) trait SharedDatabase {
    /// Connections of its pool held or carrying reads now.
    fn connections_in_use(&self) -> u32;
    /// The database role writes are made as.
    fn role(&self) -> &str;
}

/// The part of a commit sled runs inside its transaction: checks every
/// entry `set` rests on, then writes it, audit entries last (sealed onto the trail's head by
/// `Tx::append_audit`). `Ok(false)` before any write when an entry changed. Prefix scans are the
/// engine's to check (sled cannot scan inside a transaction).
pub(in crate::store) fn apply(tx: &Tx, set: &WriteSet) -> TxResult<bool> {
    for (tree, key, seen) in set.rests_on() {
        if tx.raw_get(tree, key)? != *seen {
            return Ok(false);
        }
    }
    for (tree, key, entry) in set.writes() {
        match entry {
            Some(bytes) => tx.raw_insert(tree, key, bytes.clone())?,
            None => tx.raw_remove(tree, key)?,
        };
    }
    tx.append_audit(set.audit())?;
    Ok(true)
}

/// A commit's own writes are raw entries: no refusal or taken value can come of them.
fn commit_failure(e: WriteError) -> Failure {
    match e {
        WriteError::Failed(failure) => failure,
        other => Failure::Corrupt(format!("a write-set's commit was refused: {other:?}")),
    }
}

impl View for SledStore {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        read_in(&*self.sled()?, tree, key)
    }

    fn page(&self, tree: Tree, before: Option<&str>, limit: usize) -> Result<Vec<Keyed>, Failure> {
        page_in(&*self.sled()?, tree, before, limit)
    }

    fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Failure> {
        scan_in(&*self.sled()?, tree, prefix)
    }

    fn seed(&self) -> Option<u64> {
        self.seed
    }

    fn seed_counter(&self, step: bool) -> Result<u64, Failure> {
        self.counter(&*self.sled()?, step)
    }

    fn commit(&self, set: WriteSet, _first: bool) -> Result<bool, Failure> {
        self.durably(|sled| commit_in(sled, &set))
            .map_err(commit_failure)
    }
}

impl Engine for SledStore {
    /// With the writer lock held: sled is this process's alone (see the lock file), so no other
    /// writer commits meanwhile.
    fn exclusively(
        &self,
        attempt: &mut dyn FnMut(&dyn View) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        self.durably(|sled| attempt(&HeldSled { store: self, sled }))
    }

    fn own_directory(&self) -> Option<&dyn OwnDirectory> {
        Some(self)
    }

    fn takes_writes(&self) -> Result<(), Failure> {
        let sled = self.sled()?;
        let _writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        self.check_space()?;
        write_rolled_back(&sled)
    }
}

/// sled's reads come from its cache (or a page of its file), so they are answered on `serve`'s
/// async thread as they are; its commit flushes to disk, which holds a thread: a request that may
/// write runs on the blocking pool.
impl Unblocked for SledStore {
    async fn fetch(&self, read: &Read) -> Option<Found> {
        let found = match read {
            Read::Record(tree, key) => View::read(self, *tree, key).map(Found::Record),
            Read::Page {
                tree,
                before,
                limit,
            } => View::page(self, *tree, before.as_deref(), *limit).map(Found::Page),
        };
        found.ok()
    }

    fn committer(&self) -> Option<&dyn AsyncCommit> {
        None
    }
}

/// Commits `set` on `sled`, the writer lock held: no write of this store can come between its
/// checks and its writes.
fn commit_in(sled: &Sled, set: &WriteSet) -> Result<bool, WriteError> {
    for (tree, prefix, keys) in set.scans() {
        let found = sled.tree(tree).scan_prefix(prefix.as_bytes()).keys();
        let found = found
            .map(|k| Ok(text(&k?)))
            .collect::<Result<Vec<_>, sled::Error>>()
            .map_err(Failure::from)?;
        if found != keys {
            return Ok(false);
        }
    }
    super::embedded::transact(sled, |tx| apply(tx, set))
}

fn read_in(sled: &Sled, tree: Tree, key: &str) -> Result<Entry, Failure> {
    Ok(sled.tree(tree).get(key)?.map(|v| v.to_vec()))
}

fn page_in(
    sled: &Sled,
    tree: Tree,
    before: Option<&str>,
    limit: usize,
) -> Result<Vec<Keyed>, Failure> {
    let tree = sled.tree(tree);
    let iter = match before {
        Some(b) => tree.range(..b.as_bytes()),
        None => tree.iter(),
    };
    iter.rev().take(limit).map(keyed).collect()
}

fn scan_in(sled: &Sled, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Failure> {
    let entries = sled.tree(tree).scan_prefix(prefix.as_bytes());
    entries.map(keyed).collect()
}

/// A write of the probe's key in a sled transaction that is aborted (with the writer lock held
/// and after the check for space that refuses any write on a full disk).
fn write_rolled_back(sled: &Sled) -> Result<(), Failure> {
    let tried = sled.trees.as_slice().transaction(|trees| {
        trees[Tree::Meta.index()].insert(HEALTH_KEY, &b"null"[..])?;
        Err(ConflictableTransactionError::Abort(()))
    });
    match tried {
        Err(TransactionError::Storage(e)) => Err(e.into()),
        Ok(()) | Err(TransactionError::Abort(())) => Ok(()),
    }
}

/// sled with this process's writer lock held (see [`Engine::exclusively`]).
struct HeldSled<'a> {
    store: &'a SledStore,
    sled: &'a Sled,
}

impl View for HeldSled<'_> {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        read_in(self.sled, tree, key)
    }

    fn page(&self, tree: Tree, before: Option<&str>, limit: usize) -> Result<Vec<Keyed>, Failure> {
        page_in(self.sled, tree, before, limit)
    }

    fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Failure> {
        scan_in(self.sled, tree, prefix)
    }

    fn seed(&self) -> Option<u64> {
        self.store.seed
    }

    fn seed_counter(&self, step: bool) -> Result<u64, Failure> {
        self.store.counter(self.sled, step)
    }

    fn commit(&self, set: WriteSet, _first: bool) -> Result<bool, Failure> {
        commit_in(self.sled, &set).map_err(commit_failure)
    }
}

/// The key the probe of [`Engine::takes_writes`] writes and rolls back.
const HEALTH_KEY: &str = "healthz";

fn text(key: &[u8]) -> String {
    String::from_utf8_lossy(key).into_owned()
}

fn keyed(entry: sled::Result<(sled::IVec, sled::IVec)>) -> Result<Keyed, Failure> {
    let (key, value) = entry?;
    Ok((text(&key), value.to_vec()))
}

impl View for pg::Pg {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        Ok(self.get(tree, key)?)
    }

    fn page(&self, tree: Tree, before: Option<&str>, limit: usize) -> Result<Vec<Keyed>, Failure> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        Ok(self.keyed_page(tree, before, limit)?)
    }

    fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Failure> {
        Ok(pg::Pg::scan_prefix(self, tree, prefix)?)
    }

    fn seed(&self) -> Option<u64> {
        pg::Pg::seed(self)
    }

    fn seed_counter(&self, step: bool) -> Result<u64, Failure> {
        Ok(pg::Pg::seed_counter(self, step)?)
    }

    fn commit(&self, set: WriteSet, first: bool) -> Result<bool, Failure> {
        Ok(self.commit_set(set, first)?)
    }
}

impl Engine for pg::Pg {
    fn exclusively(
        &self,
        attempt: &mut dyn FnMut(&dyn View) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        pg::Pg::exclusively(self, attempt)
    }

    fn takes_writes(&self) -> Result<(), Failure> {
        Ok(self.write_rolled_back(Tree::Meta, HEALTH_KEY)?)
    }

    fn count(&self, tree: Tree) -> Result<usize, Failure> {
        Ok(pg::Pg::count(self, tree)?)
    }

    fn shared_database(&self) -> Option<&dyn SharedDatabase> {
        Some(self)
    }
}

impl SharedDatabase for pg::Pg {
    fn connections_in_use(&self) -> u32 {
        pg::Pg::connections_in_use(self)
    }

    fn role(&self) -> &str {
        pg::Pg::role(self)
    }
}
