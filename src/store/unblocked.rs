//! A request that `serve` answers on its async thread instead of tokio's blocking pool, on either
//! engine: the hand-off there and back cost a third of a GET's CPU in `serve`
//! (docs/benchmarks.md), and on PostgreSQL a request's round trips would hold a pool thread.
//!
//! It runs the one write loop (`write_loop::commit_loop`) with an engine that sends nothing: the
//! request is *evaluated* with what was read so far in hand ([`evaluation::Run`]). A record or a
//! page not in hand stops the evaluation, naming it; the driver ([`answer`]) reads it through the
//! engine's [`Unblocked::fetch`], which does not hold the thread (sled reads its cache, PostgreSQL
//! sends it on a shared connection), and evaluates the request again with it. What a request
//! decides rests only on what it reads (plus the clock and random draws, which only the last
//! evaluation's write-set keeps), and its writes are data until committed, so an evaluation that
//! stops leaves nothing behind: the request is an `Fn` for that reason. The last evaluation's
//! write-set is committed by the engine's [`AsyncCommit`], and its answer goes out only once it
//! is; that commit checks every record read against what it holds then, which is what lets a
//! request that may write be given records as this process last saw them instead of reading
//! them ([`recent`]).
//!
//! What cannot be answered here goes to the blocking pool, the usual way: a scan, a page of more
//! than [`evaluation::PAGE_MOST`], a lock held across reads (a transaction that must run alone),
//! the seed counter of `TUNNELCTL_SEED`, work that holds a thread for long (`Scope::long_work`), a
//! commit whose checks failed, a request still asking for records after [`evaluation::ROUNDS`]
//! evaluations, and on an engine whose commit holds a thread (sled flushes to disk) every request
//! that may write. `serve` keeps a large body off this thread itself
//! (`server::EVALUATED_BODY_MOST`).

pub(in crate::store) mod evaluation;
pub(in crate::store) mod recent;

use std::future::Future;

use futures_util::future::BoxFuture;

use evaluation::{Found, Outcome, Read};
use recent::{Given, Recent};

use super::engine::Engine;
use super::write_set::WriteSet;
use super::{stats, HandedBack, Scope, Tree};

/// What an engine gives `serve`'s async thread.
pub(in crate::store) trait Unblocked: Engine {
    /// What `read` finds, without holding the thread for long. `None` when it could not be read
    /// now (the database is out of reach, or a newer tunnelctl migrated it): the request then
    /// goes the usual way, which finds out again and says why.
    fn fetch(&self, read: &Read) -> impl Future<Output = Option<Found>> + Send;

    /// The engine's commit of write-sets evaluated here; `None` when its commit holds a thread
    /// (sled's flush to disk): a request that may write then runs on the blocking pool.
    fn committer(&self) -> Option<&dyn AsyncCommit>;
}

/// An engine's commit that does not hold the thread (PostgreSQL's group committer).
pub(in crate::store) trait AsyncCommit: Sync {
    /// Commits `set` when nothing it rests on changed.
    fn commit(&self, set: WriteSet) -> BoxFuture<'_, Committed>;

    /// The records this process's write requests lately read or wrote (see [`recent`]).
    fn recent(&self) -> &Recent;
}

/// What came of an [`AsyncCommit::commit`].
#[derive(Debug, Clone, PartialEq)]
pub(in crate::store) enum Committed {
    Yes,
    /// Something it rests on changed, or a value it took to be free was taken: nothing was
    /// written, and the request runs again on the blocking pool.
    Again,
    /// It failed, and may or may not have been made: the request is answered 503 with why.
    Failed(String),
}

/// Answers `request` on the async thread with `engine`: `record` (the route's) is read first.
/// `Err` when it must run on the blocking pool instead, as the value says; `Ok(Err)` when its
/// commit failed, with why.
pub(in crate::store) async fn answer<E: Unblocked + Sync, T>(
    engine: &E,
    record: Option<(Tree, &str)>,
    may_write: bool,
    request: impl Fn(&Scope) -> T,
) -> Result<Result<T, String>, HandedBack> {
    let committer = engine.committer();
    if may_write && committer.is_none() {
        return Err(HandedBack::AsUsual);
    }
    let answered = evaluate(engine, committer, record, may_write, request).await;
    stats::evaluated(answered.is_ok());
    answered
}

/// [`answer`], uncounted.
async fn evaluate<E: Unblocked + Sync, T>(
    engine: &E,
    committer: Option<&dyn AsyncCommit>,
    record: Option<(Tree, &str)>,
    may_write: bool,
    request: impl Fn(&Scope) -> T,
) -> Result<Result<T, String>, HandedBack> {
    let recent = committer.filter(|_| may_write).map(AsyncCommit::recent);
    let mut known = evaluation::Known::new();
    let mut needed: Vec<Read> = record
        .map(|(tree, key)| Read::Record(tree, key.to_string()))
        .into_iter()
        .collect();
    let mut given = Given::default();
    for _ in 0..evaluation::ROUNDS {
        if let Some(recent) = recent {
            given.take(recent, &mut needed, &mut known);
        }
        // Read at once (on PostgreSQL, pipelined on the connections the pool shares).
        let found = futures_util::future::join_all(needed.iter().map(|r| engine.fetch(r))).await;
        for (read, found) in std::mem::take(&mut needed).into_iter().zip(found) {
            let found = found.ok_or(HandedBack::AsUsual)?;
            if let (Some(recent), Read::Record(tree, key), Found::Record(Some(value))) =
                (recent, &read, &found)
            {
                recent.note(*tree, key, Some(value));
            }
            known.push((read, found));
        }
        // The scope is not `Send`: it ends before the next await.
        let (answer, effects, outcome) = {
            let mut scope = Scope::evaluation(known, engine.seed());
            let answer = request(&scope);
            let run = scope.evaluation.take().expect("an evaluation's scope");
            (answer, run.take_effects(), run.outcome())
        };
        let (set, in_hand) = match outcome {
            Outcome::Answered(set, in_hand) => (set, in_hand),
            Outcome::Needs(reads, in_hand) => {
                (known, needed) = (in_hand, reads);
                continue;
            }
            Outcome::Elsewhere => return Err(HandedBack::AsUsual),
        };
        // An answer that rests on records given unchecked is not given: they are read, and the
        // request evaluated again.
        known = in_hand;
        needed = given.unchecked(set.as_ref(), &mut known);
        if !needed.is_empty() {
            continue;
        }
        let committed = match (set, committer) {
            (None, _) => Committed::Yes,
            (Some(_), None) => return Err(HandedBack::AsUsual),
            (Some(set), Some(committer)) => {
                let held = recent.map(|_| set.held_after());
                let committed = committer.commit(set).await;
                // What the commit wrote is kept; a failed one's records are forgotten.
                for (tree, key, value) in held.into_iter().flatten() {
                    let value = value.filter(|_| committed == Committed::Yes);
                    committer.recent().note(tree, &key, value.as_deref());
                }
                committed
            }
        };
        return match committed {
            Committed::Yes => {
                effects.into_iter().for_each(|effect| effect());
                Ok(Ok(answer))
            }
            Committed::Again => {
                if let Some(recent) = recent {
                    distrust_stale(engine, recent, given.records()).await;
                }
                Err(HandedBack::Reading)
            }
            Committed::Failed(why) => Ok(Err(why)),
        };
    }
    Err(HandedBack::AsUsual)
}

/// Distrusts those of the records a request was given (see [`recent`]) that no longer hold what
/// it was given, its commit having failed: another client changed them. Not the others: a group
/// fails as a whole, and a record changed by a member of it, or one of another member, says
/// nothing of them.
async fn distrust_stale<E: Unblocked>(
    engine: &E,
    recent: &Recent,
    reused: Vec<(Tree, String, Vec<u8>)>,
) {
    let reads: Vec<Read> = (reused.iter())
        .map(|(tree, key, _)| Read::Record(*tree, key.clone()))
        .collect();
    let found = futures_util::future::join_all(reads.iter().map(|r| engine.fetch(r))).await;
    for ((tree, key, given), found) in reused.into_iter().zip(found) {
        if !matches!(found, Some(Found::Record(Some(now))) if now == given) {
            recent.distrust(tree, &key);
        }
    }
}
