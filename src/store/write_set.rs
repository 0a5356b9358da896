//! A write-set: what a request wants written, and what that rests on, as a value apart from any
//! engine. A request computes one against reads it is given (see [`overlay`](super::overlay));
//! a dry run keeps it and never commits it, a unit composes its requests' write-sets and commits
//! them once (see [`write_loop`](super::write_loop)). Keeping the writes apart from a transaction
//! is what lets both engines run a dry run or a unit the same way: sled cannot hold a transaction
//! across requests, and PostgreSQL need not.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Bound;

use super::Tree;

/// What a request does outside the store once its writes are committed (drops a cache of this
/// process): carried by its write-set, run by the write loop after the commit, never for a write
/// that is not committed (a dry run, a refused or failed one).
pub type Effect = Box<dyn FnOnce() + Send>;

/// An entry as an engine holds it: its bytes, or `None` when it is absent.
pub(in crate::store) type Entry = Option<Vec<u8>>;

/// A key of a tree; trees are told apart by their place in `Tree::all`, which orders them.
type Slot = (usize, String);

#[derive(Default)]
pub(in crate::store) struct WriteSet {
    /// The new entry of each key the request writes (`None`: removed); the latest write wins.
    writes: BTreeMap<Slot, (Tree, Entry)>,
    /// The entries the request read from the engine, as it read them: what its writes rest on
    /// (a write's own key included, as a write reads what it replaces). A commit that finds one
    /// changed commits nothing.
    rests_on: BTreeMap<Slot, (Tree, Entry)>,
    /// The keys under a prefix the request read from the engine (`Store::write_over_prefixes`):
    /// a commit that finds another set under it commits nothing.
    scans: Vec<(Tree, String, Vec<String>)>,
    /// Keys the request took to be free new IDs (a create's): it rests on their absence, and no
    /// other writer knows them before it commits, so an engine may write them unlocked, failing
    /// the commit if one is there after all.
    new_keys: BTreeSet<Slot>,
    /// How many of the entries it rests on the request read from the engine (the others it took
    /// to be absent unread).
    engine_reads: usize,
    /// What the request does once the set is committed, in order.
    effects: Vec<Effect>,
    /// The request's audit entries (JSON objects' text), in order: the engine seals them onto its
    /// trail as it commits (see `Tx::append_audit`).
    audit: Vec<String>,
}

fn slot(tree: Tree, key: &str) -> Slot {
    (tree.index(), key.to_string())
}

impl WriteSet {
    /// What the request writes at `key`: `None` when it writes nothing there.
    pub(in crate::store) fn written(&self, tree: Tree, key: &str) -> Option<&Entry> {
        self.writes.get(&slot(tree, key)).map(|(_, entry)| entry)
    }

    /// What the request read from the engine at `key`: `None` when it read nothing there.
    pub(in crate::store) fn seen(&self, tree: Tree, key: &str) -> Option<&Entry> {
        self.rests_on.get(&slot(tree, key)).map(|(_, entry)| entry)
    }

    /// Notes what the engine held at `key` when the request first read it from the engine.
    pub(in crate::store) fn note_engine_read(&mut self, tree: Tree, key: &str, entry: Entry) {
        self.engine_reads += 1;
        self.note_read(tree, key, entry);
    }

    /// Notes what the request takes the engine to hold at `key`, read or not.
    pub(in crate::store) fn note_read(&mut self, tree: Tree, key: &str, entry: Entry) {
        self.rests_on
            .entry(slot(tree, key))
            .or_insert((tree, entry));
    }

    /// Notes that the request takes `key` to be a free new ID, resting on its absence.
    pub(in crate::store) fn note_new(&mut self, tree: Tree, key: &str) {
        self.note_read(tree, key, None);
        self.new_keys.insert(slot(tree, key));
    }

    /// Whether the request took `key` to be a free new ID (see [`note_new`](Self::note_new)).
    pub(in crate::store) fn is_new(&self, tree: Tree, key: &str) -> bool {
        self.new_keys.contains(&slot(tree, key))
    }

    pub(in crate::store) fn write(&mut self, tree: Tree, key: &str, entry: Entry) {
        self.writes.insert(slot(tree, key), (tree, entry));
    }

    /// Notes the keys the engine held under `prefix` when the request scanned it.
    pub(in crate::store) fn note_scan(&mut self, tree: Tree, prefix: &str, keys: Vec<String>) {
        self.scans.push((tree, prefix.to_string(), keys));
    }

    pub(in crate::store) fn after_commit(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// What the request does once the set is committed, taken to be run then.
    pub(in crate::store) fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    pub(in crate::store) fn append_audit(&mut self, entries: &[String]) {
        self.audit.extend_from_slice(entries);
    }

    /// Puts `later` (the write-set of a later request in the same scope) over this one: its
    /// writes win, and what it read of a key this one wrote was read here, not from the engine,
    /// so it rests on nothing new.
    pub(in crate::store) fn compose(&mut self, later: WriteSet) {
        for (slot, read) in later.rests_on {
            if !self.writes.contains_key(&slot) {
                self.rests_on.entry(slot).or_insert(read);
            }
        }
        self.writes.extend(later.writes);
        self.scans.extend(later.scans);
        self.new_keys.extend(later.new_keys);
        self.engine_reads += later.engine_reads;
        self.effects.extend(later.effects);
        self.audit.extend(later.audit);
    }

    /// Whether committing it would change nothing and check nothing.
    pub(in crate::store) fn is_empty(&self) -> bool {
        self.writes.is_empty() && self.audit.is_empty()
    }

    /// Whether what the request decided needs a commit to stand: it writes, or it rests on more
    /// than one read, made at different moments, which may never have held together (one read
    /// is one state the engine held).
    pub(in crate::store) fn needs_commit(&self) -> bool {
        !self.is_empty() || self.engine_reads > 1 || !self.scans.is_empty()
    }

    /// What the set rests on, with none of its writes: committed, it checks that what a refusal
    /// rests on held together, and changes nothing.
    pub(in crate::store) fn checks_only(self) -> WriteSet {
        WriteSet {
            rests_on: self.rests_on,
            scans: self.scans,
            engine_reads: self.engine_reads,
            ..WriteSet::default()
        }
    }

    /// Every write, in tree and key order.
    pub(in crate::store) fn writes(&self) -> impl Iterator<Item = (Tree, &str, &Entry)> {
        self.writes
            .iter()
            .map(|((_, key), (tree, entry))| (*tree, key.as_str(), entry))
    }

    /// Every entry the writes rest on, as the request read it.
    pub(in crate::store) fn rests_on(&self) -> impl Iterator<Item = (Tree, &str, &Entry)> {
        self.rests_on
            .iter()
            .map(|((_, key), (tree, entry))| (*tree, key.as_str(), entry))
    }

    /// Every key the set rests on or writes, in tree and key order: what the request read there
    /// (`None`: it read nothing there), and what it writes there (`None`: nothing).
    pub(in crate::store) fn touched(
        &self,
    ) -> impl Iterator<Item = (Tree, &str, Option<&Entry>, Option<&Entry>)> {
        let slots: BTreeSet<&Slot> = self.rests_on.keys().chain(self.writes.keys()).collect();
        slots.into_iter().map(|slot| {
            let (tree, _) = self
                .rests_on
                .get(slot)
                .or_else(|| self.writes.get(slot))
                .expect("a slot of either map");
            let seen = self.rests_on.get(slot).map(|(_, entry)| entry);
            let written = self.writes.get(slot).map(|(_, entry)| entry);
            (*tree, slot.1.as_str(), seen, written)
        })
    }

    /// Whether committing the set checks that `key` of `tree` still holds `value`: the request
    /// read it so (`serve`'s async thread may give it records as this process last saw them).
    pub(in crate::store) fn checks(&self, tree: Tree, key: &str, value: &[u8]) -> bool {
        self.seen(tree, key)
            .is_some_and(|seen| seen.as_deref() == Some(value))
    }

    /// What each key the set touches holds once it is committed, in tree and key order.
    pub(in crate::store) fn held_after(&self) -> Vec<(Tree, String, Entry)> {
        (self.touched())
            .map(|(tree, key, seen, written)| {
                let held = written.or(seen).cloned().flatten();
                (tree, key.to_string(), held)
            })
            .collect()
    }

    /// Every prefix scan the writes rest on, with the keys it found.
    pub(in crate::store) fn scans(&self) -> impl Iterator<Item = (Tree, &str, &[String])> {
        self.scans
            .iter()
            .map(|(tree, prefix, keys)| (*tree, prefix.as_str(), keys.as_slice()))
    }

    pub(in crate::store) fn audit(&self) -> &[String] {
        &self.audit
    }

    /// The writes to `tree` with keys in `from..to` (bounds as given), in key order.
    pub(in crate::store) fn writes_between(
        &self,
        tree: Tree,
        from: Bound<&str>,
        to: Bound<&str>,
    ) -> impl Iterator<Item = (&str, &Entry)> {
        let at = |bound: Bound<&str>| match bound {
            Bound::Included(key) => Bound::Included((tree.index(), key.to_string())),
            Bound::Excluded(key) => Bound::Excluded((tree.index(), key.to_string())),
            Bound::Unbounded => Bound::Unbounded,
        };
        // An unbounded end stays inside the tree: the next tree's keys sort after it.
        let (start, end) = (at(from), at(to));
        let start = match start {
            Bound::Unbounded => Bound::Included((tree.index(), String::new())),
            bound => bound,
        };
        let end = match end {
            Bound::Unbounded => Bound::Excluded((tree.index() + 1, String::new())),
            bound => bound,
        };
        self.writes
            .range((start, end))
            .map(|((_, key), (_, entry))| (key.as_str(), entry))
    }

    /// How many writes go to `tree`: the most entries they can hide from a range the engine reads.
    pub(in crate::store) fn writes_to(&self, tree: Tree) -> usize {
        self.writes_between(tree, Bound::Unbounded, Bound::Unbounded)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::{SSH_CA, TCP_EDGE};

    const EDGES: Tree = Tree::of(&TCP_EDGE);

    fn bytes(text: &str) -> Entry {
        Some(text.as_bytes().to_vec())
    }

    /// A later request's writes win, and its read of what the earlier one wrote is no read of the
    /// engine's: the composed set rests only on what the engine held.
    #[test]
    fn a_later_write_set_composes_over_an_earlier_one() {
        let mut earlier = WriteSet::default();
        earlier.note_read(EDGES, "a", None);
        earlier.write(EDGES, "a", bytes("1"));
        earlier.append_audit(&["first".into()]);
        let mut later = WriteSet::default();
        later.note_read(EDGES, "a", bytes("1"));
        later.note_read(EDGES, "b", bytes("engine's"));
        later.write(EDGES, "a", bytes("2"));
        later.write(EDGES, "b", None);
        later.append_audit(&["second".into()]);
        earlier.compose(later);
        let writes: Vec<_> = earlier.writes().map(|(_, k, e)| (k, e.clone())).collect();
        assert_eq!(writes, [("a", bytes("2")), ("b", None)]);
        let rests_on: Vec<_> = earlier.rests_on().map(|(_, k, e)| (k, e.clone())).collect();
        assert_eq!(rests_on, [("a", None), ("b", bytes("engine's"))]);
        assert_eq!(earlier.audit(), ["first", "second"]);
    }

    /// A range of one tree's writes holds none of another tree's, whatever the bounds.
    #[test]
    fn writes_between_keeps_to_its_tree_and_bounds() {
        let mut set = WriteSet::default();
        for key in ["a", "b", "c"] {
            set.write(EDGES, key, bytes(key));
        }
        set.write(Tree::of(&SSH_CA), "b", bytes("ca"));
        let keys = |from, to| -> Vec<String> {
            set.writes_between(EDGES, from, to)
                .map(|(k, _)| k.to_string())
                .collect()
        };
        assert_eq!(keys(Bound::Unbounded, Bound::Unbounded), ["a", "b", "c"]);
        assert_eq!(keys(Bound::Unbounded, Bound::Excluded("c")), ["a", "b"]);
        assert_eq!(keys(Bound::Included("b"), Bound::Unbounded), ["b", "c"]);
        assert_eq!(set.writes_to(Tree::of(&SSH_CA)), 1);
    }

    #[test]
    fn a_write_set_says_which_values_its_commit_checks_and_what_each_key_then_holds() {
        let hostports = Tree::Hostports;
        let mut set = WriteSet::default();
        set.note_engine_read(EDGES, "edgtcp_1", bytes("old"));
        set.write(EDGES, "edgtcp_1", bytes("new"));
        set.note_engine_read(Tree::of(&SSH_CA), "sshca_1", bytes("ca"));
        set.note_read(hostports, "h:1", None);
        set.note_new(EDGES, "edgtcp_2");
        set.write(EDGES, "edgtcp_2", bytes("made"));
        set.write(EDGES, "edgtcp_3", bytes("put"));
        set.write(EDGES, "edgtcp_4", None);
        assert!(set.checks(EDGES, "edgtcp_1", b"old"));
        assert!(set.checks(Tree::of(&SSH_CA), "sshca_1", b"ca"));
        // Not what was read, another tree, or a write that checks nothing.
        assert!(!set.checks(EDGES, "edgtcp_1", b"new"));
        assert!(!set.checks(Tree::of(&SSH_CA), "edgtcp_1", b"old"));
        assert!(!set.checks(EDGES, "edgtcp_3", b"put"));
        let held: Vec<(Tree, String, Entry)> = set.held_after();
        assert_eq!(
            held,
            [
                (hostports, "h:1".into(), None),
                (EDGES, "edgtcp_1".into(), bytes("new")),
                (EDGES, "edgtcp_2".into(), bytes("made")),
                (EDGES, "edgtcp_3".into(), bytes("put")),
                (EDGES, "edgtcp_4".into(), None),
                (Tree::of(&SSH_CA), "sshca_1".into(), bytes("ca")),
            ]
        );
    }
}
