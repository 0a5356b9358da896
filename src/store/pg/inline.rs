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
//! Anything else the request asks of the database stops the run ([`refuse`]): its outcome is
//! dropped, nothing of it was sent, and the request goes to the blocking pool like any other. So
//! a request run here is only ever answered as the usual way would answer it.

use std::cell::RefCell;

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

/// What the request running on this thread was given and has done.
struct Run {
    record: Option<InHand>,
    /// The writes of its one transaction, to commit before it is answered.
    commit: Option<CommitAhead>,
    /// Whether it asked the database for more than this run can give.
    reached: bool,
}

thread_local! {
    static RUN: RefCell<Option<Run>> = const { RefCell::new(None) };
}

/// Runs `f` (a request) on this thread, with `record` in hand if there is one. `None` when `f`
/// reached for the database ([`refuse`]): its outcome is not the request's answer, and the request
/// must run again the usual way. Else `f`'s outcome, and the writes to commit before it stands.
pub fn run_inline<T>(
    record: Option<InHand>,
    f: impl FnOnce() -> T,
) -> Option<(T, Option<CommitAhead>)> {
    /// Ends the run however `f` ends (a panic included).
    struct End;
    impl Drop for End {
        fn drop(&mut self) {
            RUN.with(|run| run.borrow_mut().take());
        }
    }
    RUN.with(|run| {
        *run.borrow_mut() = Some(Run {
            record,
            commit: None,
            reached: false,
        })
    });
    let end = End;
    let outcome = f();
    let run = RUN.with(|run| run.borrow_mut().take());
    drop(end);
    match run {
        Some(Run {
            reached: false,
            commit,
            ..
        }) => Some((outcome, commit)),
        _ => None,
    }
}

/// Whether a request runs here (see [`run_inline`]).
pub(super) fn running() -> bool {
    RUN.with(|run| run.borrow().is_some())
}

/// The value in hand, when it is the one at `key` in `tree`.
pub(super) fn from_hand(tree: Tree, key: &str) -> Option<Option<Vec<u8>>> {
    RUN.with(|run| {
        let run = run.borrow();
        let record = run.as_ref()?.record.as_ref()?;
        (record.tree == tree && record.key == key).then(|| record.value.clone())
    })
}

/// Fails while a request runs here (see [`reached`]): called before every use of a connection of
/// the pool.
pub(super) fn refuse() -> Result<(), Error> {
    match running() {
        true => Err(reached()),
        false => Ok(()),
    }
}

/// Notes that the request running here reached for the database, and returns the error that stops
/// it: called by whatever a run here cannot do.
pub(super) fn reached() -> Error {
    RUN.with(|run| {
        if let Some(run) = run.borrow_mut().as_mut() {
            run.reached = true;
        }
    });
    Error::Unavailable(
        "a request run on serve's async thread asked the database for more than it can give there"
            .into(),
    )
}

/// Keeps the writes of the request's transaction, to commit before it is answered. A second
/// transaction is refused: it would not see the first's writes.
pub(super) fn defer_commit(commit: CommitAhead) -> Result<(), Error> {
    let second = RUN.with(|run| {
        let mut run = run.borrow_mut();
        let run = run.as_mut().expect("called only while a request runs here");
        run.commit.replace(commit).is_some()
    });
    match second {
        true => Err(reached()),
        false => Ok(()),
    }
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
    fn a_request_that_reads_only_its_record_is_answered_from_hand() {
        let tree = Tree::of(&kind::TCP_EDGE);
        let answer = run_inline(edge(Some("{}")), || {
            assert!(running());
            assert_eq!(from_hand(tree, "edgtcp_1"), Some(Some(b"{}".to_vec())));
            assert_eq!(from_hand(tree, "edgtcp_1"), Some(Some(b"{}".to_vec())));
            assert_eq!(from_hand(tree, "edgtcp_2"), None);
            assert_eq!(from_hand(Tree::Hostports, "edgtcp_1"), None);
            7
        });
        assert!(matches!(answer, Some((7, None))));
        assert!(!running());
        // An absent record is in hand as absent.
        let absent = run_inline(edge(None), || from_hand(tree, "edgtcp_1"));
        assert!(matches!(absent, Some((Some(None), None))));
    }

    #[test]
    fn a_request_that_reaches_for_more_is_not_answered_and_the_run_ends() {
        let tree = Tree::of(&kind::TCP_EDGE);
        let answer = run_inline(edge(Some("{}")), || {
            assert!(matches!(refuse(), Err(Error::Unavailable(_))));
            7
        });
        assert!(answer.is_none());
        assert_eq!(from_hand(tree, "edgtcp_1"), None);
        assert!(refuse().is_ok());

        let panicked = std::panic::catch_unwind(|| {
            run_inline(edge(Some("{}")), || panic!("a bug"));
        });
        assert!(panicked.is_err());
        assert!(!running());
        assert!(refuse().is_ok());
    }

    fn nothing_to_commit() -> CommitAhead {
        CommitAhead {
            opening: String::new(),
            writes: Vec::new(),
            locks: 0,
            deadline: std::time::Instant::now(),
        }
    }

    #[test]
    fn one_transactions_writes_are_handed_back_and_a_second_one_is_refused() {
        let answer = run_inline(None, || {
            assert!(defer_commit(nothing_to_commit()).is_ok());
            7
        });
        assert!(matches!(answer, Some((7, Some(_)))));
        let answer = run_inline(None, || {
            assert!(defer_commit(nothing_to_commit()).is_ok());
            assert!(defer_commit(nothing_to_commit()).is_err());
        });
        assert!(answer.is_none());
    }
}
