//! The records this process's write requests lately read or wrote, as they held them: a request
//! that may write, evaluated on `serve`'s async thread (see [`super`]), is given a record from
//! here instead of reading it, and its answer stands only if its commit checks the record still
//! holds that value (`WriteSet::checks`: what a read outside the transaction gets anyway). So a value here may be stale (another replica, or this one's blocking pool,
//! changed the record since) and nothing wrong is written or answered: that commit fails, and its
//! request runs again reading the record. A PATCH, a DELETE or a signature then costs no read of
//! its record.
//!
//! A record found changed when such a commit failed is *distrusted* for [`DISTRUST`]: neither
//! given nor kept (`super::distrust_stale`). Records that two replicas change in turn would
//! otherwise be stale at nearly every reuse, and each failed commit takes its whole group with it
//! (measured: two replicas PATCHing the same 64 edges answered a third of what they answer
//! reading them; docs/benchmarks.md, "Session 27"). Only the records found changed: a group fails
//! as a whole, for one member's clash, and distrusting every record of it stopped most reuse on
//! one replica whose own PATCHes clashed now and then.

use std::hash::Hash;
use std::time::{Duration, Instant};

use quick_cache::sync::Cache;
use quick_cache::{Equivalent, Weighter};

use super::evaluation::{Found, Known, Read};
use crate::store::write_set::WriteSet;
use crate::store::Tree;

/// How many bytes of keys and values are kept at most: a few thousand records of a few hundred
/// bytes, or fewer large ones (a value larger than this is not kept).
const KEPT_BYTES: u64 = 8 << 20;
/// About how many records that is.
const KEPT_RECORDS: usize = 16 << 10;
/// How long a record found changed since it was given is read rather than given (see the
/// module's documentation), and how many such records are remembered at most.
const DISTRUST: Duration = Duration::from_secs(10);
const DISTRUSTED_MOST: usize = 4 << 10;

/// A record's place: its tree's name and its key.
type Slot = (&'static str, String);

/// A record's place, borrowed: looked up without building a [`Slot`] (hashes as one does).
#[derive(Hash)]
struct Place<'a>(&'a str, &'a str);

impl Equivalent<Slot> for Place<'_> {
    fn equivalent(&self, slot: &Slot) -> bool {
        self.0 == slot.0 && self.1 == slot.1
    }
}

/// A record weighs its key and value's bytes (never 0, which would never be evicted).
#[derive(Clone)]
struct Bytes;

impl Weighter<Slot, Vec<u8>> for Bytes {
    fn weight(&self, slot: &Slot, value: &Vec<u8>) -> u64 {
        (slot.1.len() + value.len()).max(1) as u64
    }
}

pub(in crate::store) struct Recent {
    values: Cache<Slot, Vec<u8>, Bytes>,
    /// When a commit of each distrusted record failed.
    distrusted: Cache<Slot, Instant>,
}

impl Recent {
    pub(in crate::store) fn new() -> Recent {
        Recent {
            values: Cache::with_weighter(KEPT_RECORDS, KEPT_BYTES, Bytes),
            distrusted: Cache::new(DISTRUSTED_MOST),
        }
    }

    /// What the record at `key` of `tree` held when last seen, if it was there and is kept.
    fn get(&self, tree: Tree, key: &str) -> Option<Vec<u8>> {
        self.values.get(&Place(tree.name(), key))
    }

    /// Notes what the record at `key` of `tree` holds (`None`: absent, or not known: forgotten),
    /// unless it is distrusted.
    pub(super) fn note(&self, tree: Tree, key: &str, value: Option<&[u8]>) {
        match value {
            Some(value) if !self.distrusted(tree, key) => self
                .values
                .insert((tree.name(), key.to_string()), value.to_vec()),
            _ => {
                self.values.remove(&Place(tree.name(), key));
            }
        }
    }

    /// Forgets the record at `key` of `tree`, found changed since it was given, and keeps it from
    /// being noted for [`DISTRUST`].
    pub(super) fn distrust(&self, tree: Tree, key: &str) {
        self.values.remove(&Place(tree.name(), key));
        self.distrusted
            .insert((tree.name(), key.to_string()), Instant::now());
    }

    fn distrusted(&self, tree: Tree, key: &str) -> bool {
        let since = self.distrusted.get(&Place(tree.name(), key));
        since.is_some_and(|at| at.elapsed() < DISTRUST)
    }
}

/// What one request was given from [`Recent`] instead of reading it: each record with the value
/// given, and those that it must read instead from now on.
#[derive(Default)]
pub(super) struct Given {
    records: Vec<(Tree, String, Vec<u8>)>,
    /// Given once and not checked by the commit: read since, and never given again.
    refused: Vec<Read>,
}

impl Given {
    /// Puts in `known`, taking them out of `needed`, the records of `needed` that `recent` holds
    /// (but those refused).
    pub(super) fn take(&mut self, recent: &Recent, needed: &mut Vec<Read>, known: &mut Known) {
        needed.retain(|read| {
            let Read::Record(tree, key) = read else {
                return true;
            };
            let value = match self.refused.contains(read) {
                true => None,
                false => recent.get(*tree, key),
            };
            let Some(value) = value else {
                return true;
            };
            crate::store::stats::record_reused();
            self.records.push((*tree, key.clone(), value.clone()));
            known.push((read.clone(), Found::Record(Some(value))));
            false
        });
    }

    /// The records given that `writes` do not check (all of them, with no writes): taken out of
    /// `known` and out of those given, to be read (the request's answer would rest on them).
    pub(super) fn unchecked(&mut self, writes: Option<&WriteSet>, known: &mut Known) -> Vec<Read> {
        let checked = |(tree, key, value): &(Tree, String, Vec<u8>)| {
            writes.is_some_and(|w| w.checks(*tree, key, value))
        };
        let unchecked: Vec<Read> = (self.records.extract_if(.., |r| !checked(r)))
            .map(|(tree, key, _)| Read::Record(tree, key))
            .collect();
        known.retain(|(read, _)| !unchecked.contains(read));
        self.refused.extend(unchecked.iter().cloned());
        unchecked
    }

    /// Each record given, with the value given.
    pub(super) fn records(self) -> Vec<(Tree, String, Vec<u8>)> {
        self.records
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind;

    fn edge() -> Tree {
        Tree::of(&kind::TCP_EDGE)
    }

    fn record(key: &str) -> Read {
        Read::Record(edge(), key.to_string())
    }

    fn held(recent: &Recent, tree: Tree, key: &str) -> Option<String> {
        recent.get(tree, key).map(|v| String::from_utf8(v).unwrap())
    }

    #[test]
    fn records_given_stand_only_when_the_commit_checks_them() {
        let recent = Recent::new();
        recent.note(edge(), "edgtcp_1", Some(b"one"));
        recent.note(edge(), "edgtcp_2", Some(b"two"));
        let mut given = Given::default();
        let mut known = Known::new();
        let mut needed = vec![record("edgtcp_1"), record("edgtcp_2"), record("edgtcp_3")];
        given.take(&recent, &mut needed, &mut known);
        assert_eq!(needed, [record("edgtcp_3")], "not held: to be read");
        assert_eq!(known.len(), 2);
        // The commit checks the first as given, the second as something else.
        let mut writes = WriteSet::default();
        writes.note_engine_read(edge(), "edgtcp_1", Some(b"one".to_vec()));
        writes.write(edge(), "edgtcp_1", Some(b"1".to_vec()));
        writes.note_engine_read(edge(), "edgtcp_2", Some(b"2".to_vec()));
        let unchecked = given.unchecked(Some(&writes), &mut known);
        assert_eq!(unchecked, [record("edgtcp_2")]);
        assert!(
            matches!(&known[..], [(read, Found::Record(Some(v)))] if *read == record("edgtcp_1") && v == b"one")
        );
        // Refused once, it is read from then on.
        let mut needed = vec![record("edgtcp_2")];
        given.take(&recent, &mut needed, &mut known);
        assert_eq!(needed, [record("edgtcp_2")]);
        // No commit (a refusal) checks nothing.
        assert_eq!(given.unchecked(None, &mut known), [record("edgtcp_1")]);
        assert!(known.is_empty());
        assert!(given.records().is_empty());
    }

    #[test]
    fn a_record_noted_is_given_back_until_forgotten_or_replaced() {
        let recent = Recent::new();
        assert_eq!(held(&recent, edge(), "edgtcp_1"), None);
        recent.note(edge(), "edgtcp_1", Some(b"{\"a\":1}"));
        assert_eq!(
            held(&recent, edge(), "edgtcp_1").as_deref(),
            Some("{\"a\":1}")
        );
        // Another tree's key of the same name is another record.
        assert_eq!(held(&recent, Tree::of(&kind::SSH_CA), "edgtcp_1"), None);
        recent.note(edge(), "edgtcp_1", Some(b"{\"a\":2}"));
        assert_eq!(
            held(&recent, edge(), "edgtcp_1").as_deref(),
            Some("{\"a\":2}")
        );
        recent.note(edge(), "edgtcp_1", None);
        assert_eq!(held(&recent, edge(), "edgtcp_1"), None);
    }

    #[test]
    fn a_record_whose_commit_failed_is_neither_given_nor_kept_for_a_while() {
        let recent = Recent::new();
        recent.note(edge(), "edgtcp_1", Some(b"{}"));
        recent.distrust(edge(), "edgtcp_1");
        assert_eq!(held(&recent, edge(), "edgtcp_1"), None);
        recent.note(edge(), "edgtcp_1", Some(b"{}"));
        assert_eq!(held(&recent, edge(), "edgtcp_1"), None);
        // Others are kept, and it is again once its time is over.
        recent.note(edge(), "edgtcp_2", Some(b"{}"));
        assert!(held(&recent, edge(), "edgtcp_2").is_some());
        let long_ago = Instant::now() - DISTRUST;
        (recent.distrusted).insert((edge().name(), "edgtcp_1".to_string()), long_ago);
        recent.note(edge(), "edgtcp_1", Some(b"{}"));
        assert!(held(&recent, edge(), "edgtcp_1").is_some());
    }

    #[test]
    fn what_is_kept_stays_within_its_bytes() {
        let recent = Recent::new();
        let value = vec![b'x'; 1000];
        for i in 0..20_000 {
            recent.note(edge(), &format!("edgtcp_{i}"), Some(&value));
        }
        assert!(
            recent.values.weight() <= KEPT_BYTES,
            "{}",
            recent.values.weight()
        );
        assert!(recent.values.len() < 20_000);
        // One larger than all it may keep is not kept.
        let huge = vec![b'x'; KEPT_BYTES as usize + 1];
        recent.note(edge(), "huge", Some(&huge));
        assert_eq!(held(&recent, edge(), "huge"), None);
    }
}
