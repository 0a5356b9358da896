//! `serve`'s reads of one record ahead of a GET, on its async runtime.
//!
//! Every request runs the router on tokio's blocking pool, as the pool's client blocks. For a GET
//! of one record, the hand-off there and back cost about a third of the request's CPU in `serve`
//! (docs/benchmarks.md). So `serve` reads that record first, here, on tokio-postgres's own
//! connections (each carries many reads at once, pipelined), then runs the router on the async
//! thread with the record in hand ([`with_in_hand`]): a `get` of that record answers from hand.
//! Anything else the request asks of the database stops that run, and the request goes to the
//! blocking pool like any other: the read ahead is only ever a shortcut, never a second way to
//! answer.

use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{
    breaks_connection, session_settings, Error, READ_ONE, SCHEMA_IS, SCHEMA_RECHECK, SCHEMA_VERSION,
};
use crate::store::Tree;

/// How many connections the reads ahead use. Each carries the reads of many requests at once, and
/// a GET's work in PostgreSQL is short: a few keep its processes busy.
const READERS: usize = 4;

/// How long a read ahead may take (connecting included) before the request goes the usual way,
/// whose own limits and errors then apply.
const READ_WAIT: Duration = Duration::from_secs(5);

/// The connections of the reads ahead, made as the first reads need them, and again when one
/// breaks (a restart, a failover: the location's `target_session_attrs` apply as to the pool).
pub struct Reads {
    config: Config,
    connector: MakeRustlsConnect,
    readers: [Mutex<Option<Arc<Reader>>>; READERS],
    /// Which reader the next read takes, round the ring.
    next: AtomicUsize,
}

/// One connection, with its statements prepared.
struct Reader {
    client: Client,
    read_one: Statement,
    schema_is: Statement,
    /// When a read last found the schema this tunnelctl's (as `Conn::check_schema`).
    schema_checked: Mutex<Option<Instant>>,
}

/// A record read ahead of a request: the value (or its absence) at one key of one tree.
#[derive(Debug)]
pub struct InHand {
    tree: Tree,
    key: String,
    value: Option<Vec<u8>>,
}

impl Reads {
    pub(super) fn new(config: Config, connector: MakeRustlsConnect) -> Reads {
        Reads {
            config,
            connector,
            readers: Default::default(),
            next: AtomicUsize::new(0),
        }
    }

    /// The value at `key` in `tree`. `None` when it could not be read within [`READ_WAIT`] (the
    /// database is out of reach, or a newer tunnelctl migrated it): the request then goes the
    /// usual way, which finds out again and says why.
    pub(super) async fn read(&self, tree: Tree, key: &str) -> Option<InHand> {
        let slot = &self.readers[self.next.fetch_add(1, Ordering::Relaxed) % READERS];
        let read = async {
            let held = lock(slot).clone().filter(|r| !r.client.is_closed());
            let reader = match held {
                Some(reader) => reader,
                None => {
                    let reader = Arc::new(self.connect().await?);
                    *lock(slot) = Some(reader.clone());
                    reader
                }
            };
            let value = reader.read(tree, key).await;
            if let Err(e) = &value {
                if breaks_connection(e) {
                    // The next read on this slot connects again (unless another did already).
                    let mut held = lock(slot);
                    if held.as_ref().is_some_and(|r| Arc::ptr_eq(r, &reader)) {
                        *held = None;
                    }
                }
            }
            value
        };
        let value = tokio::time::timeout(READ_WAIT, read).await.ok()?.ok()?;
        Some(InHand {
            tree,
            key: key.into(),
            value,
        })
    }

    async fn connect(&self) -> Result<Reader, tokio_postgres::Error> {
        let (client, connection) = self.config.connect(self.connector.clone()).await?;
        // Drives the connection until it closes; its failure is the next read's error.
        tokio::spawn(connection);
        client.batch_execute(&session_settings()).await?;
        let (read_one, schema_is) =
            tokio::try_join!(client.prepare(READ_ONE), client.prepare(SCHEMA_IS))?;
        Ok(Reader {
            client,
            read_one,
            schema_is,
            schema_checked: Mutex::new(None),
        })
    }
}

impl Reader {
    /// Reads one value; asks first whether the schema is still this tunnelctl's when the last
    /// answer is [`SCHEMA_RECHECK`] old, in the same round trip (both statements pipelined).
    async fn read(&self, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, tokio_postgres::Error> {
        let due = lock(&self.schema_checked).is_none_or(|at| at.elapsed() >= SCHEMA_RECHECK);
        let (tree, version) = (tree.name(), SCHEMA_VERSION as i32);
        let (read_params, check_params): ([&(dyn ToSql + Sync); 2], [&(dyn ToSql + Sync); 1]) =
            ([&tree, &key], [&version]);
        let read = self.client.query_opt(&self.read_one, &read_params);
        let row = match due {
            true => {
                let check = self.client.query_opt(&self.schema_is, &check_params);
                let (checked, row) = tokio::join!(check, read);
                checked?;
                *lock(&self.schema_checked) = Some(Instant::now());
                row?
            }
            false => read.await?,
        };
        Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}

thread_local! {
    /// The record the request running on this thread was given, and whether it asked the
    /// database for anything else (see [`with_in_hand`]).
    static HAND: RefCell<Option<(InHand, bool)>> = const { RefCell::new(None) };
}

/// Runs `f` (a request) with `record` in hand: `Pg::get` of it answers from hand, and anything
/// that would reach the database instead fails. `None` when `f` tried: its outcome is not the
/// request's answer, and the request must run again the usual way.
pub fn with_in_hand<T>(record: InHand, f: impl FnOnce() -> T) -> Option<T> {
    /// Empties the hand however `f` ends (a panic included).
    struct Empty;
    impl Drop for Empty {
        fn drop(&mut self) {
            HAND.with(|hand| hand.borrow_mut().take());
        }
    }
    HAND.with(|hand| *hand.borrow_mut() = Some((record, false)));
    let empty = Empty;
    let answer = f();
    let reached = HAND.with(|hand| hand.borrow().as_ref().is_some_and(|(_, reached)| *reached));
    drop(empty);
    (!reached).then_some(answer)
}

/// The value in hand, when it is the one at `key` in `tree`.
pub(super) fn from_hand(tree: Tree, key: &str) -> Option<Option<Vec<u8>>> {
    HAND.with(|hand| {
        let hand = hand.borrow();
        let (record, _) = hand.as_ref()?;
        (record.tree == tree && record.key == key).then(|| record.value.clone())
    })
}

/// Fails while a record is in hand, and notes that the request reached for the database: called
/// before every use of a connection of the pool.
pub(super) fn refuse_in_hand() -> Result<(), Error> {
    HAND.with(|hand| match hand.borrow_mut().as_mut() {
        Some((_, reached)) => {
            *reached = true;
            Err(Error::Unavailable(
                "a request answered from a record read ahead asked the database for more".into(),
            ))
        }
        None => Ok(()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind;

    fn edge(value: Option<&str>) -> InHand {
        InHand {
            tree: Tree::of(&kind::TCP_EDGE),
            key: "edgtcp_1".into(),
            value: value.map(|v| v.as_bytes().to_vec()),
        }
    }

    #[test]
    fn a_request_that_reads_only_its_record_is_answered_from_hand() {
        let tree = Tree::of(&kind::TCP_EDGE);
        let answer = with_in_hand(edge(Some("{}")), || {
            assert_eq!(from_hand(tree, "edgtcp_1"), Some(Some(b"{}".to_vec())));
            assert_eq!(from_hand(tree, "edgtcp_1"), Some(Some(b"{}".to_vec())));
            assert_eq!(from_hand(tree, "edgtcp_2"), None);
            assert_eq!(from_hand(Tree::Hostports, "edgtcp_1"), None);
            7
        });
        assert_eq!(answer, Some(7));
        // An absent record is in hand as absent.
        let absent = with_in_hand(edge(None), || from_hand(tree, "edgtcp_1"));
        assert_eq!(absent, Some(Some(None)));
    }

    #[test]
    fn a_request_that_reaches_for_more_is_not_answered_and_the_hand_is_emptied() {
        let tree = Tree::of(&kind::TCP_EDGE);
        let answer = with_in_hand(edge(Some("{}")), || {
            assert!(matches!(refuse_in_hand(), Err(Error::Unavailable(_))));
            7
        });
        assert_eq!(answer, None);
        assert_eq!(from_hand(tree, "edgtcp_1"), None);
        assert!(refuse_in_hand().is_ok());

        let panicked = std::panic::catch_unwind(|| {
            with_in_hand(edge(Some("{}")), || panic!("a bug"));
        });
        assert!(panicked.is_err());
        assert_eq!(from_hand(tree, "edgtcp_1"), None);
        assert!(refuse_in_hand().is_ok());
    }
}
