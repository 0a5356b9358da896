//! A request that `serve` runs on its async thread instead of tokio's blocking pool, where every
//! other request runs because the pool's client blocks (the hand-off there and back cost a third
//! of a GET's CPU in `serve`: docs/benchmarks.md). Two kinds of request can, because they need no
//! round trip before their answer is known:
//!
//! - a GET of one record, read ahead on the async runtime (see `super::reads`): the request runs
//!   with the record in hand, and `Pg::get` of it answers from hand;
//! - a create whose transaction sends nothing before its COMMIT (`PgTx::get_likely_absent`): the
//!   request runs to its answer, and its writes are handed back to be committed after
//!   (`super::group::Committer`); the answer goes out only once they are.
//!
//! Anything else the request asks of the database stops the run ([`Run::reached`]): its outcome
//! is dropped, nothing of it was sent, and the request goes to the blocking pool like any other.
//! So a request run here is only ever answered as the usual way would answer it. The run is the
//! request's scope (`Scope::inline`), which `serve` opens and asks afterwards what came of it.

use std::cell::{Cell, RefCell};

use super::group::CommitAhead;
use super::Error;
use crate::store::Tree;

/// A record read ahead of a request: the value (or its absence) at one key of one tree.
#[derive(Debug)]
pub struct InHand {
    tree: Tree,
    key: String,
    value: Option<Vec<u8>>,
}

impl InHand {
    pub(super) fn new(tree: Tree, key: &str, value: Option<Vec<u8>>) -> InHand {
        InHand {
            tree,
            key: key.into(),
            value,
        }
    }
}

/// What a request run here was given and has done; kept in its scope (`Scope::inline`).
pub(in crate::store) struct Run {
    record: Option<InHand>,
    /// The writes of its one transaction, to commit before it is answered.
    commit: RefCell<Option<CommitAhead>>,
    /// Whether it asked the database for more than this run can give.
    reached: Cell<bool>,
}

impl Run {
    pub(super) fn new(record: Option<InHand>) -> Run {
        Run {
            record,
            commit: RefCell::new(None),
            reached: Cell::new(false),
        }
    }

    /// `None` when the request reached for the database ([`reached`](Self::reached)): its outcome
    /// is not the request's answer, and the request must run again the usual way. Else the writes
    /// to commit before its answer stands, if it made any.
    pub(super) fn outcome(&self) -> Option<Option<CommitAhead>> {
        match self.reached.get() {
            true => None,
            false => Some(self.commit.take()),
        }
    }

    /// The value in hand, when it is the one at `key` in `tree`.
    pub(super) fn in_hand(&self, tree: Tree, key: &str) -> Option<Option<Vec<u8>>> {
        let record = self.record.as_ref()?;
        (record.tree == tree && record.key == key).then(|| record.value.clone())
    }

    /// Notes that the request reached for the database, and returns the error that stops it:
    /// called by whatever a run here cannot do.
    pub(super) fn reached(&self) -> Error {
        self.reached.set(true);
        unreachable_here()
    }

    /// Keeps the writes of the request's transaction, to commit before it is answered. A second
    /// transaction is refused: it would not see the first's writes.
    pub(super) fn defer_commit(&self, commit: CommitAhead) -> Result<(), Error> {
        match self.commit.replace(Some(commit)).is_some() {
            true => Err(self.reached()),
            false => Ok(()),
        }
    }
}

/// The error of a transaction run here that needed a connection (its run is stopped by
/// `transact_inline`, which notes it as [`Run::reached`]).
pub(super) fn unreachable_here() -> Error {
    Error::Unavailable(
        "a request run on serve's async thread asked the database for more than it can give there"
            .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind;

    fn edge(value: Option<&str>) -> Option<InHand> {
        let value = value.map(|v| v.as_bytes().to_vec());
        Some(InHand::new(Tree::of(&kind::TCP_EDGE), "edgtcp_1", value))
    }

    #[test]
    fn a_request_that_reads_only_its_record_is_answered_in_hand() {
        let tree = Tree::of(&kind::TCP_EDGE);
        let run = Run::new(edge(Some("{}")));
        assert_eq!(run.in_hand(tree, "edgtcp_1"), Some(Some(b"{}".to_vec())));
        assert_eq!(run.in_hand(tree, "edgtcp_1"), Some(Some(b"{}".to_vec())));
        assert_eq!(run.in_hand(tree, "edgtcp_2"), None);
        assert_eq!(run.in_hand(Tree::Hostports, "edgtcp_1"), None);
        assert!(matches!(run.outcome(), Some(None)));
        // An absent record is in hand as absent.
        let absent = Run::new(edge(None));
        assert_eq!(absent.in_hand(tree, "edgtcp_1"), Some(None));
    }

    #[test]
    fn a_request_that_reaches_for_more_is_not_answered() {
        let run = Run::new(edge(Some("{}")));
        assert!(matches!(run.reached(), Error::Unavailable(_)));
        assert!(run.outcome().is_none());
    }

    fn nothing_to_commit() -> CommitAhead {
        CommitAhead {
            writes: Default::default(),
            locks: 0,
            deadline: std::time::Instant::now(),
        }
    }

    #[test]
    fn one_transactions_writes_are_handed_back_and_a_second_one_is_refused() {
        let run = Run::new(None);
        assert!(run.defer_commit(nothing_to_commit()).is_ok());
        assert!(matches!(run.outcome(), Some(Some(_))));
        let run = Run::new(None);
        assert!(run.defer_commit(nothing_to_commit()).is_ok());
        assert!(run.defer_commit(nothing_to_commit()).is_err());
        assert!(run.outcome().is_none());
    }
}
