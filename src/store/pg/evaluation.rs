//! A request that `serve` answers on its async thread instead of tokio's blocking pool, where a
//! request's round trips would block a thread (the hand-off there and back cost a third of a
//! GET's CPU in `serve`: docs/benchmarks.md).
//!
//! Any request may be answered here when all it asks of the database is records by their keys,
//! pages of a list, and at most one transaction's write-set. It is *evaluated*: the router runs
//! it with what was read so far in hand ([`Known`]), its writes through the write loop with
//! [`Run`] as their engine, which sends nothing. A record or page not in hand stops the evaluation, naming it
//! ([`Outcome::Needs`]); it is read on the async runtime ([`Reads`]), and the request is
//! evaluated again with it. What a request decides rests only on what it reads (plus the clock
//! and random draws, which only the last evaluation's write-set keeps), and its writes are data
//! until committed, so an evaluation that stops leaves nothing behind: `Store::run_unblocked`
//! takes the request as an `Fn` for that reason. The last evaluation's write-set is committed
//! by the group committer (`super::group::Committer`), and its answer goes out only once it is;
//! its commit checks every record read against what it holds then (`Op::Unchanged`,
//! `Op::Replace`). That check is what lets a request that may write be given records as this
//! process last saw them instead of reading them (`super::recent`).
//!
//! What cannot be answered here goes to the blocking pool, the usual way
//! ([`Outcome::Elsewhere`]): a scan, a page of more than [`PAGE_MOST`], a lock held across round
//! trips (a transaction that must run alone, a refusal that rests on records read apart), the
//! seed counter of `TUNNELCTL_SEED`, work that holds a thread for long
//! (`Scope::long_work`), a commit whose checks failed, or a request still asking
//! for records after [`ROUNDS`] evaluations. `serve` keeps a large body off this thread itself
//! (`server::EVALUATED_BODY_MOST`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;
use std::time::{Duration, Instant};

use futures_util::future::try_join_all;
use tokio_postgres::types::ToSql;
use tokio_postgres::Row;

use super::batch::Batches;
use super::group::CommitAhead;
use super::pool::{Link, Pool};
use super::{Error, PAGE, READ_ONE};
use crate::store::engine::{Engine, Keyed, View};
use crate::store::write_set::{Effect, Entry, WriteSet};
use crate::store::{stats, Failure, Tree, WriteError};

/// How many evaluations a request may take before it goes to the blocking pool. A request reads
/// a few records at most, each found in an evaluation of its own (records this process lately
/// saw are given at once to a request that may write: see `recent`); one that draws the key it
/// reads at random would never be done.
pub(super) const ROUNDS: usize = 8;

/// The most records a page read here may ask for (a list's largest page is 100, and one more
/// says whether there are more): a larger one (every agent release) goes to the blocking pool.
pub(super) const PAGE_MOST: i64 = 101;

/// What an evaluation may read: a record, or a page of a list (`Pg::page`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::store) enum Read {
    Record(Tree, String),
    Page {
        tree: Tree,
        before: Option<String>,
        limit: i64,
    },
}

/// What a [`Read`] found, values as PostgreSQL gives them: a record's value (`None`: absent), or
/// a page's values.
#[derive(Debug)]
pub(in crate::store) enum Found {
    Record(Option<String>),
    Page(Vec<String>),
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
    /// Its answer stands once these writes, if any, are committed (with what was in hand given
    /// back).
    Answered(Option<CommitAhead>, Known),
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
    /// The writes of its one transaction, to commit before it is answered.
    commit: RefCell<Option<CommitAhead>>,
    stopped: RefCell<Option<Stop>>,
    /// What the request does once its write-set is committed (see `View::once_committed`).
    effects: RefCell<Vec<Effect>>,
}

impl Run {
    pub(super) fn new(known: Known, seed: Option<u64>) -> Run {
        Run {
            known,
            seed,
            commit: RefCell::new(None),
            stopped: RefCell::new(None),
            effects: RefCell::new(Vec::new()),
        }
    }

    /// The value at `key` in `tree`, when it is in hand; else the evaluation stops, needing it.
    pub(super) fn read(&self, tree: Tree, key: &str) -> Result<Option<String>, Error> {
        self.in_hand(
            |read, found| match (read, found) {
                (Read::Record(t, k), Found::Record(value)) if *t == tree && k == key => Some(value),
                _ => None,
            },
            || Read::Record(tree, key.to_string()),
        )
    }

    /// The page `Pg::page` reads, when it is in hand; else the evaluation stops, needing it (or
    /// going to the blocking pool, past [`PAGE_MOST`]).
    pub(super) fn page(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<String>, Error> {
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
                Found::Page(values) if *r == read => Some(values),
                _ => None,
            },
            || read.clone(),
        )
    }

    /// What `pick` finds among the reads in hand; else the evaluation stops, needing `wanted`
    /// (built only then: a record's key is not copied to be looked up).
    fn in_hand<T: Clone>(
        &self,
        pick: impl for<'f> Fn(&'f Read, &'f Found) -> Option<&'f T>,
        wanted: impl FnOnce() -> Read,
    ) -> Result<T, Error> {
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
    pub(super) fn reached(&self) -> Error {
        self.stop(Stop::Elsewhere)
    }

    fn stop(&self, why: Stop) -> Error {
        self.stopped.borrow_mut().get_or_insert(why);
        Error::Stopped
    }

    /// Keeps the writes of the request's transaction, to commit before it is answered. A second
    /// transaction stops the evaluation: it would not see the first's writes.
    pub(super) fn defer_commit(&self, commit: CommitAhead) -> Result<(), Error> {
        match self.commit.replace(Some(commit)).is_some() {
            true => Err(self.reached()),
            false => Ok(()),
        }
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
/// ask of the database stops the evaluation, for the blocking pool.
impl View for Run {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        Ok(Run::read(self, tree, key)?.map(String::into_bytes))
    }

    fn page(&self, _: Tree, _: Option<&str>, _: usize) -> Result<Vec<Keyed>, Failure> {
        Err(self.reached().into())
    }

    fn scan_prefix(&self, _: Tree, _: &str) -> Result<Vec<Keyed>, Failure> {
        Err(self.reached().into())
    }

    /// Nothing read for it: the clock orders the IDs made here.
    fn newest_in(&self, _: Tree, _: Range<String>) -> Result<Option<String>, Failure> {
        Ok(None)
    }

    fn seed(&self) -> Option<u64> {
        self.seed
    }

    fn seed_counter(&self, _: bool) -> Result<u64, Failure> {
        Err(self.reached().into())
    }

    /// The write-set is kept, to be committed in a group before the request is answered; a
    /// commit that finds what it rests on changed then hands the request to the blocking pool.
    fn commit(&self, set: &WriteSet, _first: bool) -> Result<bool, Failure> {
        let (writes, locks) = super::commit::checked(set)?;
        let deadline = Instant::now() + super::group::write_bound();
        let commit = CommitAhead {
            writes,
            locks,
            deadline,
        };
        self.defer_commit(commit)?;
        Ok(true)
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
        Err(WriteError::Failed(self.reached().into()))
    }

    fn takes_writes(&self) -> Result<(), Failure> {
        Err(self.reached().into())
    }
}

/// The values of the keys `$2` (an array) in `$1`: a batch's records of one tree.
const READ_MANY: &str =
    "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = ANY($2)";

/// How long a read may take (connecting included) before the request goes the usual way, whose
/// own limits and errors then apply.
const READ_WAIT: Duration = Duration::from_secs(5);

/// The reads of the requests evaluated here, on connections the pool shares among them, many
/// pipelined on one (`Pool::share`): records in batches, a statement for many under load
/// (`super::batch`); pages one statement each.
pub(super) struct Reads {
    pool: Pool,
    /// Reads of one record each, asked together.
    records: Batches<(Tree, String), Option<String>>,
}

impl Reads {
    pub(super) fn new(pool: Pool) -> Reads {
        Reads {
            pool,
            records: Batches::new(),
        }
    }

    /// What `read` finds. `None` when it could not be read within [`READ_WAIT`] (the database is
    /// out of reach, or a newer tunnelctl migrated it): the request then goes the usual way,
    /// which finds out again and says why. A record is read in a batch with those asked for
    /// meanwhile (see [`Batches`]); a page on its own.
    pub(super) async fn read(&self, read: &Read) -> Option<Found> {
        let found = async {
            match read {
                Read::Record(tree, key) => {
                    stats::record_read_asked();
                    let send = |batch| self.records(batch);
                    self.records
                        .ask((*tree, key.clone()), send)
                        .await
                        .map(Found::Record)
                }
                Read::Page {
                    tree,
                    before,
                    limit,
                } => {
                    let page = self.shared(async |on| page(on, *tree, before, *limit).await);
                    page.await.map(Found::Page)
                }
            }
        };
        tokio::time::timeout(READ_WAIT, found).await.ok()?
    }

    /// The values of a batch of records, in its order, in one round trip.
    async fn records(&self, batch: Vec<(Tree, String)>) -> Option<Vec<Option<String>>> {
        self.shared(async |on| records(on, &batch).await).await
    }

    /// What `ask` comes to on a connection the pool shares (see `Link::checked`); `None` when
    /// there is none or `ask` failed (a failure that leaves the connection of no more use marks
    /// it so).
    async fn shared<T>(
        &self,
        ask: impl AsyncFnOnce(&Link) -> Result<T, tokio_postgres::Error>,
    ) -> Option<T> {
        let on = self.pool.share().await.ok()?;
        let value = on.checked(ask(&on)).await;
        value.map_err(|e| on.failed(&e)).ok()
    }
}

/// The values of `batch`'s records, in its order, read on `on`: one statement for the records of
/// each tree, those of a batch of several trees pipelined.
async fn records(
    on: &Link,
    batch: &[(Tree, String)],
) -> Result<Vec<Option<String>>, tokio_postgres::Error> {
    let client = &on.session.client;
    // A record alone (every read at a light load) takes the plain statement: no array to build,
    // send and search.
    if let [(tree, key)] = batch {
        stats::record_statements_sent(1);
        let read_one = on.statement(READ_ONE).await?;
        let params: [&(dyn ToSql + Sync); 2] = [&tree.name(), key];
        let row = client.query_opt(&read_one, &params).await?;
        return Ok(vec![row.map(|r| r.get(0))]);
    }
    let mut trees: Vec<(Tree, Vec<&str>)> = Vec::new();
    for (tree, key) in batch {
        match trees.iter_mut().find(|(t, _)| t == tree) {
            Some((_, keys)) => keys.push(key),
            None => trees.push((*tree, vec![key])),
        }
    }
    stats::record_statements_sent(trees.len());
    let read_many = on.statement(READ_MANY).await?;
    let names: Vec<&str> = trees.iter().map(|(tree, _)| tree.name()).collect();
    let params: Vec<[&(dyn ToSql + Sync); 2]> = (names.iter().zip(&trees))
        .map(|(name, (_, keys))| [name as &(dyn ToSql + Sync), keys])
        .collect();
    let statements = (params.iter()).map(|params| client.query(&read_many, params));
    let rows = try_join_all(statements).await?;
    let found: Vec<HashMap<String, String>> = rows
        .iter()
        .map(|rows| rows.iter().map(|r| (r.get(0), r.get(1))).collect())
        .collect();
    let tree_of = |tree: &Tree| trees.iter().position(|(t, _)| t == tree);
    Ok(batch
        .iter()
        .map(|(tree, key)| tree_of(tree).and_then(|t| found[t].get(key)).cloned())
        .collect())
}

/// The values of a page (as [`PAGE`] reads it), read on `on`.
async fn page(
    on: &Link,
    tree: Tree,
    before: &Option<String>,
    limit: i64,
) -> Result<Vec<String>, tokio_postgres::Error> {
    let page = on.statement(PAGE).await?;
    let params: [&(dyn ToSql + Sync); 3] = [&tree.name(), before, &limit];
    let rows = on.session.client.query(&page, &params).await?;
    Ok(rows.iter().map(|r: &Row| r.get(0)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind;

    fn edge() -> Tree {
        Tree::of(&kind::TCP_EDGE)
    }

    fn with_edge(value: Option<&str>) -> Run {
        let value = value.map(str::to_string);
        let read = Read::Record(edge(), "edgtcp_1".to_string());
        Run::new(vec![(read, Found::Record(value))], None)
    }

    #[test]
    fn a_request_that_reads_only_records_in_hand_is_answered() {
        let run = with_edge(Some("{}"));
        assert_eq!(
            run.read(edge(), "edgtcp_1").unwrap(),
            Some("{}".to_string())
        );
        assert_eq!(
            run.read(edge(), "edgtcp_1").unwrap(),
            Some("{}".to_string())
        );
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
        known.push((read, Found::Page(vec!["{}".to_string()])));
        let run = Run::new(known, None);
        assert_eq!(run.page(edge(), Some("edgtcp_9"), 21).unwrap(), ["{}"]);
        // Another page is another read.
        assert!(run.page(edge(), None, 21).is_err());
        let run = with_edge(None);
        assert!(run.page(edge(), None, PAGE_MOST + 1).is_err());
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }

    #[test]
    fn a_request_that_reaches_for_more_goes_elsewhere() {
        let run = with_edge(Some("{}"));
        assert!(matches!(run.reached(), Error::Stopped));
        assert!(run.read(edge(), "edgtcp_2").is_err());
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }

    fn nothing_to_commit() -> CommitAhead {
        CommitAhead {
            writes: Default::default(),
            locks: 0,
            deadline: std::time::Instant::now(),
        }
    }

    #[test]
    fn one_transactions_writes_are_handed_back_and_a_second_one_goes_elsewhere() {
        let run = Run::new(Known::new(), None);
        assert!(run.defer_commit(nothing_to_commit()).is_ok());
        assert!(matches!(run.outcome(), Outcome::Answered(Some(_), _)));
        let run = Run::new(Known::new(), None);
        assert!(run.defer_commit(nothing_to_commit()).is_ok());
        assert!(run.defer_commit(nothing_to_commit()).is_err());
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }
}
