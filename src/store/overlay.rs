//! A request's view of the store when its writes go to a write-set rather than to a transaction:
//! its own writes first, then those of the scope's earlier requests (a dry run, a unit), then
//! the engine, read outside any transaction. What it reads from the engine is noted in its
//! write-set, as what the set rests on, for the commit to check.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::ops::{Bound, Range};

use super::engine::{Keyed, View};
use super::write_set::{Effect, Entry, WriteSet};
use super::{Failure, Tree};

pub(in crate::store) struct Overlay<'a> {
    engine: &'a dyn View,
    /// What the scope's earlier requests wrote, composed.
    under: Option<&'a WriteSet>,
    /// This request's write-set.
    own: RefCell<WriteSet>,
    /// Whether a key that is nearly always absent (a new ID, a value a record adds to a unique
    /// index) is taken to be absent without reading it: the commit checks, and a request whose
    /// commit found one there runs again reading it (see `write_loop`).
    presume: bool,
    /// Whether a new ID is taken to be free without reading it (the commit checks): a write that
    /// commits by itself, but for one that runs while no other writer commits, which must not
    /// lose.
    presume_ids: bool,
}

impl<'a> Overlay<'a> {
    /// The view of a request of a scope whose earlier requests wrote `under`; it reads every key.
    pub(in crate::store) fn new(engine: &'a dyn View, under: Option<&'a WriteSet>) -> Self {
        Overlay {
            engine,
            under,
            own: RefCell::default(),
            presume: false,
            presume_ids: false,
        }
    }

    /// The view of a request whose writes commit by themselves: `presume` says whether keys
    /// nearly always absent are taken to be (its first try), `presume_ids` whether new IDs are.
    pub(in crate::store) fn committing(
        engine: &'a dyn View,
        presume: bool,
        presume_ids: bool,
    ) -> Self {
        Overlay {
            presume,
            presume_ids,
            ..Overlay::new(engine, None)
        }
    }

    /// `TUNNELCTL_SEED`, when set.
    pub(in crate::store) fn seed(&self) -> Option<u64> {
        self.engine.seed()
    }

    pub(in crate::store) fn into_set(self) -> WriteSet {
        self.own.into_inner()
    }

    /// The entry at `key` as this request sees it. An entry the scope already read from the
    /// engine is not read again: a request sees the store as the ones before it saw it.
    pub(in crate::store) fn get(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        let own = self.own.borrow();
        let known = own
            .written(tree, key)
            .or_else(|| self.under.and_then(|under| under.written(tree, key)))
            .or_else(|| own.seen(tree, key))
            .or_else(|| self.under.and_then(|under| under.seen(tree, key)));
        if let Some(entry) = known {
            return Ok(entry.clone());
        }
        drop(own);
        let entry = self.engine.read(tree, key)?;
        self.own
            .borrow_mut()
            .note_engine_read(tree, key, entry.clone());
        Ok(entry)
    }

    /// Like [`get`](Self::get), for a key that is nearly always absent (a value a record adds to
    /// a unique index): taken to be absent without a read when the overlay presumes, the commit
    /// checking it.
    pub(in crate::store) fn get_presumed_absent(
        &self,
        tree: Tree,
        key: &str,
    ) -> Result<Entry, Failure> {
        if !self.presume || self.knows(tree, key) {
            return self.get(tree, key);
        }
        self.own.borrow_mut().note_read(tree, key, None);
        Ok(None)
    }

    /// Whether `key` is free for a new ID of `tree`, which the write-set then rests on (see
    /// [`WriteSet::note_new`]): taken to be when the overlay presumes IDs, the commit checking it.
    pub(in crate::store) fn new_id_free(&self, tree: Tree, key: &str) -> Result<bool, Failure> {
        let free = (self.presume_ids && !self.knows(tree, key)) || self.get(tree, key)?.is_none();
        if free {
            self.own.borrow_mut().note_new(tree, key);
        }
        Ok(free)
    }

    /// Whether this request or the scope's earlier ones read or wrote `key`.
    fn knows(&self, tree: Tree, key: &str) -> bool {
        let own = self.own.borrow();
        let knows =
            |set: &WriteSet| set.written(tree, key).is_some() || set.seen(tree, key).is_some();
        knows(&own) || self.under.is_some_and(knows)
    }

    /// Writes `entry` at `key` (`None`: removes it); what it replaced.
    pub(in crate::store) fn put(
        &self,
        tree: Tree,
        key: &str,
        entry: Entry,
    ) -> Result<Entry, Failure> {
        let old = self.get(tree, key)?;
        self.own.borrow_mut().write(tree, key, entry);
        Ok(old)
    }

    pub(in crate::store) fn after_commit(&self, effect: Effect) {
        self.own.borrow_mut().after_commit(effect);
    }

    pub(in crate::store) fn append_audit(&self, entries: &[String]) {
        self.own.borrow_mut().append_audit(entries);
    }

    /// Lays the writes of both layers to `tree` between `from` and `to` over `entries` (the
    /// engine's): this request's last, so that they win.
    fn lay_over(
        &self,
        tree: Tree,
        (from, to): (Bound<&str>, Bound<&str>),
        entries: &mut BTreeMap<String, Entry>,
    ) {
        let own = self.own.borrow();
        for layer in self.under.into_iter().chain([&*own]) {
            for (key, entry) in layer.writes_between(tree, from, to) {
                entries.insert(key.to_string(), entry.clone());
            }
        }
    }

    /// How many writes to `tree` both layers hold: the most entries of the engine's they hide.
    fn hidden(&self, tree: Tree) -> usize {
        let under = self.under.map_or(0, |under| under.writes_to(tree));
        under + self.own.borrow().writes_to(tree)
    }

    /// The entries of `tree` whose keys start with `prefix`, in key order.
    pub(in crate::store) fn scan_prefix(
        &self,
        tree: Tree,
        prefix: &str,
    ) -> Result<Vec<Keyed>, Failure> {
        let found = self.engine.scan_prefix(tree, prefix)?;
        Ok(self.over_prefix(tree, prefix, found))
    }

    fn over_prefix(&self, tree: Tree, prefix: &str, found: Vec<Keyed>) -> Vec<Keyed> {
        let mut entries: BTreeMap<_, _> = found.into_iter().map(|(k, v)| (k, Some(v))).collect();
        self.lay_over(
            tree,
            (Bound::Included(prefix), Bound::Unbounded),
            &mut entries,
        );
        entries
            .into_iter()
            .take_while(|(key, _)| key.starts_with(prefix))
            .filter_map(|(key, entry)| Some((key, entry?)))
            .collect()
    }

    /// The keys under `prefix`, noted in the write-set with what the engine held there, which a
    /// commit checks (see `Store::write_over_prefixes`).
    pub(in crate::store) fn keys_with_prefix(
        &self,
        tree: Tree,
        prefix: &str,
    ) -> Result<Vec<String>, Failure> {
        let found = self.engine.scan_prefix(tree, prefix)?;
        let keys = found.iter().map(|(key, _)| key.clone()).collect();
        self.own.borrow_mut().note_scan(tree, prefix, keys);
        let entries = self.over_prefix(tree, prefix, found);
        Ok(entries.into_iter().map(|(key, _)| key).collect())
    }

    /// Up to `limit` entries of `tree` with keys below `before`, greatest first. The engine is
    /// asked for as many more as the layers could hide, so that what is left is the true top.
    pub(in crate::store) fn page(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: usize,
    ) -> Result<Vec<Keyed>, Failure> {
        let asked = limit.saturating_add(self.hidden(tree));
        let found = self.engine.page(tree, before, asked)?;
        let mut entries: BTreeMap<_, _> = found.into_iter().map(|(k, v)| (k, Some(v))).collect();
        let to = before.map_or(Bound::Unbounded, Bound::Excluded);
        self.lay_over(tree, (Bound::Unbounded, to), &mut entries);
        Ok(entries
            .into_iter()
            .rev()
            .filter_map(|(key, entry)| Some((key, entry?)))
            .take(limit)
            .collect())
    }

    /// The greatest key of `tree` in `range` (a new ID's second), the layers' writes included.
    pub(in crate::store) fn newest_in(
        &self,
        tree: Tree,
        range: Range<String>,
    ) -> Result<Option<String>, Failure> {
        if self.hidden(tree) == 0 {
            return self.engine.newest_in(tree, range);
        }
        let newest = self.page(tree, Some(&range.end), 1)?.pop();
        Ok(newest.map(|(key, _)| key).filter(|key| *key >= range.start))
    }
}
