//! The view a write's request reads and writes through ([`Tx`]): records as JSON, their indexes
//! and KRL generations kept in step, the changes the audit trail records, and what the write does
//! once committed. Its writes go to the request's write-set (see `write_loop`), or, for a
//! write-set's own commit on sled, to sled's transaction.

use std::cell::RefCell;

use serde::{de::DeserializeOwned, Serialize};
use sled::transaction::TransactionalTree;

use super::{chain, decode, generation, index, overlay, Failure, Tree, TxError, TxResult, INDEXES};

/// The view of every tree inside one write transaction.
pub struct Tx<'a> {
    engine: TxEngine<'a>,
    /// The records this transaction changed, for its audit record.
    changes: RefCell<Vec<Change>>,
}

/// A record of `tree` under `key` rewritten from `old` to `new` (`None`: absent), for what is
/// derived from it to follow.
#[derive(Clone, Copy)]
pub(in crate::store) struct Rewrite<'v> {
    tree: Tree,
    key: &'v str,
    old: Record<'v>,
    new: Record<'v>,
}

/// A record as a rewrite found or left it (`None`: absent).
type Record<'v> = Option<&'v serde_json::Value>;

impl<'v> Rewrite<'v> {
    /// Its tree, key, old record and new one.
    pub(in crate::store) fn parts(&self) -> (Tree, &'v str, Record<'v>, Record<'v>) {
        (self.tree, self.key, self.old, self.new)
    }
}

/// A record a transaction created, replaced or removed (the store's own index, meta and audit
/// trees are not records).
#[derive(Debug, Clone)]
pub struct Change {
    pub tree: Tree,
    pub key: String,
    /// Whether a record was there before.
    pub existed: bool,
    /// The record as written; `None` when removed.
    pub new: Option<serde_json::Value>,
}

pub(in crate::store) enum TxEngine<'a> {
    Sled(&'a [TransactionalTree]),
    /// A request whose writes go to a write-set (see [`write_loop`]).
    Overlay(&'a overlay::Overlay<'a>),
}

impl Tx<'_> {
    pub fn get<T: DeserializeOwned>(&self, tree: Tree, key: &str) -> TxResult<Option<T>> {
        match self.raw_get(tree, key)? {
            Some(bytes) => Ok(Some(decode(&bytes)?)),
            None => Ok(None),
        }
    }

    /// Like [`get`](Self::get), for a key that is nearly always absent (a value a record adds to
    /// a unique index): a request's first try takes it to be absent without reading it, and its
    /// commit checks (see `Overlay::get_presumed_absent`), which saves PostgreSQL a round trip.
    pub(in crate::store) fn get_presumed_absent<T: DeserializeOwned>(
        &self,
        tree: Tree,
        key: &str,
    ) -> TxResult<Option<T>> {
        let bytes = match self.engine {
            TxEngine::Overlay(overlay) => overlay.get_presumed_absent(tree, key)?,
            TxEngine::Sled(_) => self.raw_get(tree, key)?,
        };
        bytes.map(|b| decode(&b)).transpose().map_err(Into::into)
    }

    pub fn contains(&self, tree: Tree, key: &str) -> TxResult<bool> {
        Ok(self.raw_get(tree, key)?.is_some())
    }

    pub(in crate::store) fn raw_get(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        match self.engine {
            TxEngine::Sled(trees) => {
                Ok(trees[tree.index()].get(key.as_bytes())?.map(|v| v.to_vec()))
            }
            TxEngine::Overlay(overlay) => Ok(overlay.get(tree, key)?),
        }
    }

    /// Stores `bytes` under `key`; what it replaced.
    pub(in crate::store) fn raw_insert(
        &self,
        tree: Tree,
        key: &str,
        bytes: Vec<u8>,
    ) -> TxResult<Option<Vec<u8>>> {
        match self.engine {
            TxEngine::Sled(trees) => Ok(trees[tree.index()]
                .insert(key.as_bytes(), bytes)?
                .map(|v| v.to_vec())),
            TxEngine::Overlay(overlay) => Ok(overlay.put(tree, key, Some(bytes))?),
        }
    }

    /// Removes the entry under `key`; what it held.
    pub(in crate::store) fn raw_remove(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        match self.engine {
            TxEngine::Sled(trees) => Ok(trees[tree.index()]
                .remove(key.as_bytes())?
                .map(|v| v.to_vec())),
            TxEngine::Overlay(overlay) => Ok(overlay.put(tree, key, None)?),
        }
    }

    /// Stores a record; the indexes of its tree follow (a unique value already taken → 409).
    pub fn put<T: Serialize>(&self, tree: Tree, key: &str, value: &T) -> TxResult<()> {
        debug_assert!(!tree.is_index(), "index trees are written by reindex only");
        if !is_derived_from(tree) {
            return self.put_raw(tree, key, Some(value));
        }
        let new = serde_json::to_value(value).map_err(unencodable)?;
        let bytes = serde_json::to_vec(&new).map_err(unencodable)?;
        let old = self.raw_insert(tree, key, bytes)?;
        let existed = old.is_some();
        let old: Option<serde_json::Value> = old.map(|b| decode(&b)).transpose()?;
        self.follow_derived(&Rewrite {
            tree,
            key,
            old: old.as_ref(),
            new: Some(&new),
        })?;
        self.note(tree, key, existed, Some(new));
        Ok(())
    }

    /// Removes a record and its index entries; `false` when there was none.
    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<bool> {
        debug_assert!(!tree.is_index(), "index trees are written by reindex only");
        let Some(old) = self.raw_remove(tree, key)? else {
            return Ok(false);
        };
        self.note(tree, key, true, None);
        if is_derived_from(tree) {
            let old: serde_json::Value = decode(&old)?;
            self.follow_derived(&Rewrite {
                tree,
                key,
                old: Some(&old),
                new: None,
            })?;
        }
        Ok(true)
    }

    /// Writes one entry as JSON (`Some`) or removes it (`None`), with no index upkeep.
    pub(in crate::store) fn put_raw<T: Serialize>(
        &self,
        tree: Tree,
        key: &str,
        value: Option<T>,
    ) -> TxResult<()> {
        match value {
            // A record the trail notes is kept as a value for its entry; an index entry or a
            // meta key is written as it is.
            Some(value) if audited(tree) => {
                let new = serde_json::to_value(&value).map_err(unencodable)?;
                let bytes = serde_json::to_vec(&new).map_err(unencodable)?;
                let old = self.raw_insert(tree, key, bytes)?;
                self.note(tree, key, old.is_some(), Some(new));
            }
            Some(value) => {
                let bytes = serde_json::to_vec(&value).map_err(unencodable)?;
                self.raw_insert(tree, key, bytes)?;
            }
            None => {
                let old = self.raw_remove(tree, key)?;
                if old.is_some() {
                    self.note(tree, key, true, None);
                }
            }
        }
        Ok(())
    }

    /// Brings what is derived from a record in step with its rewrite: its indexes, its CA's KRL
    /// generation.
    fn follow_derived(&self, rewrite: &Rewrite) -> TxResult<()> {
        index::reindex(self, rewrite)?;
        generation::follow(self, rewrite)
    }

    /// Notes a change of a record for the audit trail.
    fn note(&self, tree: Tree, key: &str, existed: bool, new: Option<serde_json::Value>) {
        if !audited(tree) {
            return;
        }
        self.changes.borrow_mut().push(Change {
            tree,
            key: key.to_string(),
            existed,
            new,
        });
    }

    /// The records this transaction changed so far, oldest first; taken, so that each is
    /// recorded once.
    pub fn take_changes(&self) -> Vec<Change> {
        self.changes.take()
    }

    /// Appends `entries` (JSON objects' text) to the audit trail, chained to its head (see
    /// [`chain`]): kept in the request's write-set, and sealed onto the trail as it commits (see
    /// `engine::apply`; PostgreSQL seals them onto the head its commit locks, so that a write
    /// still reads nothing it need not: a create stays one round trip, and commits in a group).
    pub fn append_audit(&self, entries: &[String]) -> TxResult<()> {
        if entries.is_empty() {
            return Ok(());
        }
        match self.engine {
            TxEngine::Sled(_) => {
                let head: chain::Head = self.get(Tree::Meta, chain::HEAD_KEY)?.unwrap_or_default();
                let (records, head) = chain::extend(&head, entries);
                for (key, record) in records {
                    let old = self.raw_insert(Tree::AUDIT, &key, record.into_bytes())?;
                    if old.is_some() {
                        // Never written over: the record there is evidence.
                        return Err(Failure::AuditKeyTaken(key).into());
                    }
                }
                self.put(Tree::Meta, chain::HEAD_KEY, &head)
            }
            TxEngine::Overlay(overlay) => {
                overlay.append_audit(entries);
                Ok(())
            }
        }
    }

    /// Runs `effect` once this write is committed (see [`write_set::Effect`]): never when it is
    /// not (a dry run, a refusal, a failure), and after the commit even where that comes after
    /// the request returns (`serve`'s async thread, an all-or-nothing unit).
    pub fn after_commit(&self, effect: impl FnOnce() + Send + 'static) -> TxResult<()> {
        match self.engine {
            TxEngine::Overlay(overlay) => {
                overlay.after_commit(Box::new(effect));
                Ok(())
            }
            TxEngine::Sled(_) => Err(TxError::Failed(Failure::Corrupt(
                "an effect after the commit of a write-set's own commit".into(),
            ))),
        }
    }

    /// Moves the trail's head on to sequence `reached`, keeping its hash: the next record is
    /// numbered after the records a damaged store had and `store repair` lost, and chains to the
    /// last one it kept (see `service::repair`). sled only: PostgreSQL has no repair, and
    /// `Store::repair` refuses it.
    pub fn skip_audit_to(&self, reached: u64) -> TxResult<()> {
        let mut head: chain::Head = self.get(Tree::Meta, chain::HEAD_KEY)?.unwrap_or_default();
        if reached <= head.sequence {
            return Ok(());
        }
        head.sequence = reached;
        self.put(Tree::Meta, chain::HEAD_KEY, &head)
    }
}

/// Whether a change in `tree` is a change of a record, which the audit trail records: not the
/// store's own index, meta and audit trees.
pub(super) fn audited(tree: Tree) -> bool {
    !(tree.is_index() || tree == Tree::Meta || tree == Tree::AUDIT)
}

/// Whether a write to `tree` changes more than its record: an index, a KRL generation.
fn is_derived_from(tree: Tree) -> bool {
    INDEXES.iter().any(|i| i.source == tree) || generation::follows(tree)
}

/// A record that cannot be written as JSON: only a map with non-string keys can do that, which no
/// stored type has, so it is reported as a record that cannot be stored rather than a panic.
fn unencodable(e: serde_json::Error) -> Failure {
    Failure::Corrupt(format!("a record cannot be encoded: {e}"))
}

impl<'a> Tx<'a> {
    pub(in crate::store) fn sled(trees: &'a [TransactionalTree]) -> Self {
        Tx::of(TxEngine::Sled(trees))
    }

    pub(in crate::store) fn over(overlay: &'a overlay::Overlay<'a>) -> Self {
        Tx::of(TxEngine::Overlay(overlay))
    }

    fn of(engine: TxEngine<'a>) -> Self {
        Tx {
            engine,
            changes: RefCell::default(),
        }
    }
}
