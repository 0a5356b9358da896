//! One evaluation of a request on `serve`'s async thread (see [`super`]): the router runs it with
//! what was read so far in hand ([`Known`]), its writes through the write loop with [`Run`] as
//! their engine, which sends nothing. A record or page not in hand stops the evaluation, naming it
//! ([`Outcome::Needs`]); whatever else it asks of the store (a scan, a lock held across reads, the
//! seed counter, long work, a second commit) stops it for the blocking pool
//! ([`Outcome::Elsewhere`]).

use std::cell::RefCell;
use std::ops::Range;

use crate::store::engine::{Engine, Keyed, View};
use crate::store::write_set::{Effect, Entry, WriteSet};
use crate::store::{Failure, Tree, WriteError};

/// How many evaluations a request may take before it goes to the blocking pool. A request reads
/// a few records at most, each found in an evaluation of its own (records this process lately
/// saw are given at once to a request that may write: see `recent`); one that draws the key it
/// reads at random would never be done.
pub(super) const ROUNDS: usize = 8;

/// The most records a page read here may ask for (a list's largest page is 100, and one more
/// says whether there are more): a larger one (every agent release) goes to the blocking pool.
pub(super) const PAGE_MOST: usize = 101;

/// What an evaluation may read: a record, or a page of a list (`View::page`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) enum Read {
    Record(Tree, String),
    Page {
        tree: Tree,
        before: Option<String>,
        limit: usize,
    },
}

/// What a [`Read`] found: a record's entry, or a page's entries.
#[derive(Debug)]
pub(in crate::store) enum Found {
    Record(Entry),
    Page(Vec<Keyed>),
}

/// What was read for a request so far, in the order read: a few reads, looked up without
/// building a key.
pub(in crate::store) type Known = Vec<(Read, Found)>;

/// Why an evaluation stopped short (the first reason counts).
enum Stop {
    /// It read what was not in hand.
    Needs(Read),
    /// It asked for something only the blocking pool gives.
    Elsewhere,
}

/// What one evaluation of a request came to.
pub(super) enum Outcome {
    /// Its answer stands once this write-set, if any, is committed (with what was in hand given
    /// back).
    Answered(Option<WriteSet>, Known),
    /// It read what was not in hand: to be read, then the request evaluated again with what was
    /// in hand given back.
    Needs(Vec<Read>, Known),
    /// It must run on the blocking pool.
    Elsewhere,
}

/// One evaluation: what it was given, and what it did; kept in its scope (`Scope::evaluation`).
pub(in crate::store) struct Run {
    known: Known,
    /// `TUNNELCTL_SEED`, when set: a create's ID is drawn as on the blocking pool (which the
    /// draw of the seed counter goes to).
    seed: Option<u64>,
    /// The write-set of its one transaction, to commit before it is answered.
    commit: RefCell<Option<WriteSet>>,
    stopped: RefCell<Option<Stop>>,
    /// What the request does once its write-set is committed (see `View::once_committed`).
    effects: RefCell<Vec<Effect>>,
}

impl Run {
    pub(in crate::store) fn new(known: Known, seed: Option<u64>) -> Run {
        Run {
            known,
            seed,
            commit: RefCell::new(None),
            stopped: RefCell::new(None),
            effects: RefCell::new(Vec::new()),
        }
    }

    /// What `pick` finds among the reads in hand; else the evaluation stops, needing `wanted`
    /// (built only then: a record's key is not copied to be looked up).
    fn in_hand<T: Clone>(
        &self,
        pick: impl for<'f> Fn(&'f Read, &'f Found) -> Option<&'f T>,
        wanted: impl FnOnce() -> Read,
    ) -> Result<T, Failure> {
        match self
            .known
            .iter()
            .find_map(|(read, found)| pick(read, found))
        {
            Some(value) => Ok(value.clone()),
            None => Err(self.stop(Stop::Needs(wanted()))),
        }
    }

    /// Stops the evaluation: the request asked for what only the blocking pool gives. Returns the
    /// error handed to what asked.
    pub(in crate::store) fn reached(&self) -> Failure {
        self.stop(Stop::Elsewhere)
    }

    fn stop(&self, why: Stop) -> Failure {
        self.stopped.borrow_mut().get_or_insert(why);
        Failure::Stopped
    }

    /// What the request does once its write-set is committed: the driver runs it then.
    pub(super) fn take_effects(&self) -> Vec<Effect> {
        self.effects.take()
    }

    pub(super) fn outcome(self) -> Outcome {
        match self.stopped.into_inner() {
            None => Outcome::Answered(self.commit.into_inner(), self.known),
            Some(Stop::Needs(read)) => Outcome::Needs(vec![read], self.known),
            Some(Stop::Elsewhere) => Outcome::Elsewhere,
        }
    }
}

/// The engine of the write loop (`write_loop::commit_loop`) for a request evaluated here: its
/// reads are those in hand (one it lacks stops the evaluation, needing it), and its commit hands
/// the write-set back, to be committed before the request is answered; whatever else it would
/// ask of the store stops the evaluation, for the blocking pool.
impl View for Run {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        self.in_hand(
            |read, found| match (read, found) {
                (Read::Record(t, k), Found::Record(value)) if *t == tree && k == key => Some(value),
                _ => None,
            },
            || Read::Record(tree, key.to_string()),
        )
    }

    /// The page when it is in hand; else the evaluation stops, needing it (or going to the
    /// blocking pool, past [`PAGE_MOST`]).
    fn page(&self, tree: Tree, before: Option<&str>, limit: usize) -> Result<Vec<Keyed>, Failure> {
        if limit > PAGE_MOST {
            return Err(self.reached());
        }
        let read = Read::Page {
            tree,
            before: before.map(str::to_string),
            limit,
        };
        self.in_hand(
            |r, found| match found {
                Found::Page(entries) if *r == read => Some(entries),
                _ => None,
            },
            || read.clone(),
        )
    }

    fn scan_prefix(&self, _: Tree, _: &str) -> Result<Vec<Keyed>, Failure> {
        Err(self.reached())
    }

    /// Nothing read for it: the clock orders the IDs made here.
    fn newest_in(&self, _: Tree, _: Range<String>) -> Result<Option<String>, Failure> {
        Ok(None)
    }

    fn seed(&self) -> Option<u64> {
        self.seed
    }

    fn seed_counter(&self, _: bool) -> Result<u64, Failure> {
        Err(self.reached())
    }

    /// The write-set is kept, to be committed before the request is answered; a commit that finds
    /// what it rests on changed then hands the request to the blocking pool. A second transaction
    /// stops the evaluation: it would not see the first's writes.
    fn commit(&self, set: WriteSet, _first: bool) -> Result<bool, Failure> {
        match self.commit.replace(Some(set)).is_some() {
            true => Err(self.reached()),
            false => Ok(true),
        }
    }

    /// Kept for the driver, which runs them once the write-set is committed.
    fn once_committed(&self, effects: Vec<Effect>) {
        self.effects.borrow_mut().extend(effects);
    }
}

impl Engine for Run {
    fn exclusively(
        &self,
        _: &mut dyn FnMut(&dyn View) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        Err(WriteError::Failed(self.reached()))
    }

    fn takes_writes(&self) -> Result<(), Failure> {
        Err(self.reached())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ApiError;
    use crate::kind;
    use crate::store::write_loop::commit_loop;
    use crate::store::{Store, Tx, TxError, TxResult};

    fn edge() -> Tree {
        Tree::of(&kind::TCP_EDGE)
    }

    fn with_edge(value: Option<&str>) -> Run {
        let value = value.map(|v| v.as_bytes().to_vec());
        let read = Read::Record(edge(), "edgtcp_1".to_string());
        Run::new(vec![(read, Found::Record(value))], None)
    }

    #[test]
    fn a_request_that_reads_only_records_in_hand_is_answered() {
        let run = with_edge(Some("{}"));
        assert_eq!(run.read(edge(), "edgtcp_1").unwrap(), Some(b"{}".to_vec()));
        assert_eq!(run.read(edge(), "edgtcp_1").unwrap(), Some(b"{}".to_vec()));
        assert!(matches!(run.outcome(), Outcome::Answered(None, _)));
        // An absent record is in hand as absent.
        let absent = with_edge(None);
        assert_eq!(absent.read(edge(), "edgtcp_1").unwrap(), None);
        assert!(matches!(absent.outcome(), Outcome::Answered(None, _)));
    }

    #[test]
    fn a_record_not_in_hand_is_needed_and_what_was_in_hand_is_given_back() {
        let run = with_edge(Some("{}"));
        assert!(run.read(edge(), "edgtcp_2").is_err());
        // The first stop counts: what the request does after it is not its answer.
        assert!(run.read(Tree::Hostports, "h:1").is_err());
        let _ = run.reached();
        match run.outcome() {
            Outcome::Needs(reads, known) => {
                assert_eq!(reads, [Read::Record(edge(), "edgtcp_2".to_string())]);
                assert_eq!(known.len(), 1);
            }
            _ => panic!("expected the record to be needed"),
        }
    }

    #[test]
    fn a_page_is_needed_then_in_hand_and_a_large_one_goes_elsewhere() {
        let run = with_edge(None);
        assert!(run.page(edge(), Some("edgtcp_9"), 21).is_err());
        let Outcome::Needs(mut reads, mut known) = run.outcome() else {
            panic!("expected the page to be needed");
        };
        let read = reads.pop().expect("one read");
        let page = Read::Page {
            tree: edge(),
            before: Some("edgtcp_9".to_string()),
            limit: 21,
        };
        assert_eq!(read, page);
        let entry = ("edgtcp_1".to_string(), b"{}".to_vec());
        known.push((read, Found::Page(vec![entry.clone()])));
        let run = Run::new(known, None);
        assert_eq!(run.page(edge(), Some("edgtcp_9"), 21).unwrap(), [entry]);
        // Another page is another read.
        assert!(run.page(edge(), None, 21).is_err());
        let run = with_edge(None);
        assert!(run.page(edge(), None, PAGE_MOST + 1).is_err());
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }

    #[test]
    fn a_request_that_reaches_for_more_goes_elsewhere() {
        let run = with_edge(Some("{}"));
        assert!(matches!(run.reached(), Failure::Stopped));
        assert!(run.read(edge(), "edgtcp_2").is_err());
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }

    #[test]
    fn one_transactions_writes_are_handed_back_and_a_second_one_goes_elsewhere() {
        let run = Run::new(Known::new(), None);
        assert!(run.commit(WriteSet::default(), true).is_ok());
        assert!(matches!(run.outcome(), Outcome::Answered(Some(_), _)));
        let run = Run::new(Known::new(), None);
        assert!(run.commit(WriteSet::default(), true).is_ok());
        assert!(run.commit(WriteSet::default(), true).is_err());
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }

    /// An evaluation with these edges in hand.
    fn with_edges(records: &[(&str, &str)]) -> Run {
        let found = |(key, value): &(&str, &str)| {
            let read = Read::Record(edge(), key.to_string());
            (read, Found::Record(Some(value.as_bytes().to_vec())))
        };
        Run::new(records.iter().map(found).collect(), None)
    }

    fn refused() -> TxError {
        TxError::Refused(ApiError::invalid("refused"))
    }

    /// `f` run as `Store::write` runs it in `run`'s scope.
    fn evaluated<T>(run: &Run, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
        commit_loop(run, false, &Store::write_request(f))
    }

    /// What the write-set of an answered evaluation rests on and writes, key by key.
    fn handed_back(run: Run) -> Vec<(String, Option<Entry>, Option<Entry>)> {
        let Outcome::Answered(Some(set), _) = run.outcome() else {
            panic!("expected a write-set to commit");
        };
        (set.touched())
            .map(|(_, key, seen, written)| (key.to_string(), seen.cloned(), written.cloned()))
            .collect()
    }

    #[test]
    fn an_evaluated_write_hands_back_its_write_set_with_what_it_read() {
        let run = with_edges(&[("edgtcp_1", "{}"), ("edgtcp_2", "{}")]);
        let written = evaluated(&run, |tx| {
            tx.get::<serde_json::Value>(edge(), "edgtcp_2")?;
            tx.put(edge(), "edgtcp_1", &serde_json::json!({"a": 1}))
        });
        assert!(written.is_ok());
        // The write rests on what was read; the key only read is checked unchanged.
        let read = Some(b"{}".to_vec());
        assert_eq!(
            handed_back(run),
            [
                (
                    "edgtcp_1".into(),
                    Some(read.clone()),
                    Some(Some(br#"{"a":1}"#.to_vec()))
                ),
                ("edgtcp_2".into(), Some(read), None)
            ]
        );
    }

    #[test]
    fn a_record_not_in_hand_stops_the_evaluation_needing_it() {
        let run = with_edges(&[("edgtcp_1", "{}")]);
        let written = evaluated(&run, |tx| {
            tx.get::<serde_json::Value>(edge(), "edgtcp_1")?;
            tx.get::<serde_json::Value>(edge(), "edgtcp_2")
        });
        assert!(matches!(written, Err(WriteError::Failed(_))));
        match run.outcome() {
            Outcome::Needs(reads, _) => {
                assert_eq!(reads, [Read::Record(edge(), "edgtcp_2".to_string())])
            }
            _ => panic!("expected edgtcp_2 to be needed"),
        }
    }

    /// A refusal that rests on one record is final; one that rests on records read at different
    /// moments, which may never have held together, is answered only once the commit of its
    /// checks finds them unchanged (before, the evaluation went to the blocking pool for them).
    #[test]
    fn a_refusal_on_one_record_is_final_and_one_on_records_read_apart_is_confirmed_first() {
        let run = with_edges(&[("edgtcp_1", "{}")]);
        let written = evaluated(&run, |tx| -> TxResult<()> {
            tx.get::<serde_json::Value>(edge(), "edgtcp_1")?;
            Err(refused())
        });
        assert!(matches!(written, Err(WriteError::Refused(_))));
        assert!(matches!(run.outcome(), Outcome::Answered(None, _)));

        let run = with_edges(&[("edgtcp_1", "{}"), ("edgtcp_2", "{}")]);
        let written = evaluated(&run, |tx| -> TxResult<()> {
            tx.get::<serde_json::Value>(edge(), "edgtcp_1")?;
            tx.get::<serde_json::Value>(edge(), "edgtcp_2")?;
            Err(refused())
        });
        assert!(matches!(written, Err(WriteError::Refused(_))));
        let read = Some(b"{}".to_vec());
        assert_eq!(
            handed_back(run),
            [
                ("edgtcp_1".into(), Some(read.clone()), None),
                ("edgtcp_2".into(), Some(read), None)
            ]
        );
    }

    #[test]
    fn a_write_that_scans_or_a_second_one_goes_to_the_blocking_pool() {
        let run = with_edges(&[]);
        let scans = [(edge(), "edgtcp_")];
        let request = Store::over_prefixes_request(&scans, |_, keys| Ok(keys.len()));
        let written = commit_loop(&run, false, &request);
        assert!(matches!(written, Err(WriteError::Failed(_))));
        assert!(matches!(run.outcome(), Outcome::Elsewhere));

        let run = with_edges(&[("edgtcp_1", "{}")]);
        let put = |tx: &Tx| tx.put(edge(), "edgtcp_1", &serde_json::json!({"a": 1}));
        evaluated(&run, put).unwrap();
        let second = evaluated(&run, put);
        assert!(matches!(second, Err(WriteError::Failed(_))));
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }
}
