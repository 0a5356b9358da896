//! `serve`'s reads of the records and pages a request evaluated on its async thread needs, on its
//! async runtime (why: `super::evaluation`). They go over tokio-postgres's own connections, not the
//! blocking pool's, each carrying many reads at once (pipelined). Records are read in batches, a
//! statement for many under load (`super::batch`); pages one statement each.

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::future::try_join_all;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Config, Row, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::async_conn::AsyncConn;
use super::batch::Batches;
use super::evaluation::{Found, Read};
use super::{breaks_connection, lock, PAGE, READ_ONE, SCHEMA_IS, SCHEMA_RECHECK, SCHEMA_VERSION};
use crate::store::{stats, Tree};

/// The values of the keys `$2` (an array) in `$1`: a batch's records of one tree.
const READ_MANY: &str =
    "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = ANY($2)";

/// At most how many connections the reads use.
const READERS: usize = 4;
/// How many reads one connection carries at once before a read takes the next connection.
/// Pipelined, a read costs PostgreSQL and the replica less (one write and one wake-up carry
/// several), so the reads fill one connection before they spread: measured with 16 clients on
/// one replica, one connection answered 25–30% more GETs than four taken in turn
/// (docs/benchmarks.md, "Session 23").
const DEPTH: usize = 16;

/// How long a read ahead may take (connecting included) before the request goes the usual way,
/// whose own limits and errors then apply.
const READ_WAIT: Duration = Duration::from_secs(5);

/// The connections of the reads ahead, made as the reads need them (the first, then another when
/// those made carry [`DEPTH`] reads each), and again when one breaks (a restart, a failover: the
/// location's `target_session_attrs` apply as to the pool).
pub struct Reads {
    config: Config,
    connector: MakeRustlsConnect,
    readers: [Slot; READERS],
    /// Reads of one record each, asked together.
    records: Batches<(Tree, String), Option<String>>,
    /// Held while a slot's connection is made: the reads that find it empty meanwhile (all of
    /// them, after a failover) wait for that one instead of each opening their own.
    connecting: [tokio::sync::Mutex<()>; READERS],
}

/// Where a connection of the reads is kept; empty until a read needs it, and after it broke.
type Slot = Mutex<Option<Arc<Reader>>>;

/// One connection, with its statements prepared.
struct Reader {
    conn: AsyncConn,
    read_one: Statement,
    read_many: Statement,
    page: Statement,
    schema_is: Statement,
    /// When a read last found the schema this tunnelctl's (as `Conn::check_schema`).
    schema_checked: Mutex<Option<Instant>>,
    /// Reads sent on it and not yet answered.
    in_flight: AtomicUsize,
}

/// A read in flight on a connection, counted until it ends (answered, failed or given up).
struct InFlight(Arc<Reader>);

impl InFlight {
    fn new(reader: Arc<Reader>) -> InFlight {
        reader.in_flight.fetch_add(1, Ordering::Relaxed);
        InFlight(reader)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Reads {
    pub(super) fn new(config: Config, connector: MakeRustlsConnect) -> Reads {
        Reads {
            config,
            connector,
            readers: Default::default(),
            records: Batches::new(),
            connecting: Default::default(),
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
                } => self
                    .on_reader(|reader| async move { reader.page(*tree, before, *limit).await })
                    .await
                    .ok()
                    .map(Found::Page),
            }
        };
        tokio::time::timeout(READ_WAIT, found).await.ok()?
    }

    /// The values of a batch of records, in its order, in one round trip.
    async fn records(&self, batch: Vec<(Tree, String)>) -> Option<Vec<Option<String>>> {
        let batch = &batch;
        self.on_reader(|reader| async move { reader.records(batch).await })
            .await
            .ok()
    }

    /// `ask` on the connection the next read goes on. A connection found broken is made again by
    /// the next read on its slot (unless another did already).
    async fn on_reader<T, Fut>(
        &self,
        ask: impl FnOnce(Arc<Reader>) -> Fut,
    ) -> Result<T, tokio_postgres::Error>
    where
        Fut: Future<Output = Result<T, tokio_postgres::Error>>,
    {
        let (slot, flight) = self.reader().await?;
        let value = ask(flight.0.clone()).await;
        if let Err(e) = &value {
            if breaks_connection(e) {
                let mut held = lock(slot);
                if held.as_ref().is_some_and(|r| Arc::ptr_eq(r, &flight.0)) {
                    *held = None;
                }
            }
        }
        value
    }

    /// The connection the next read goes on (see [`choose`]), and its slot.
    async fn reader(&self) -> Result<(&Slot, InFlight), tokio_postgres::Error> {
        let mut held: [Option<Arc<Reader>>; READERS] = Default::default();
        let choice = choose(|i| {
            held[i] = live(&self.readers[i]);
            held[i]
                .as_ref()
                .map(|r| r.in_flight.load(Ordering::Relaxed))
        });
        let (i, reader) = match choice {
            Choice::Use(i) => (i, held[i].take().expect("chosen as connected")),
            Choice::Connect(i) => {
                let _connecting = self.connecting[i].lock().await;
                match live(&self.readers[i]) {
                    Some(reader) => (i, reader),
                    None => {
                        let reader = Arc::new(self.connect().await?);
                        *lock(&self.readers[i]) = Some(reader.clone());
                        (i, reader)
                    }
                }
            }
        };
        Ok((&self.readers[i], InFlight::new(reader)))
    }

    async fn connect(&self) -> Result<Reader, tokio_postgres::Error> {
        let conn = AsyncConn::connect(&self.config, &self.connector).await?;
        let client = &conn.client;
        let (read_one, read_many, page, schema_is) = tokio::try_join!(
            client.prepare(READ_ONE),
            client.prepare(READ_MANY),
            client.prepare(PAGE),
            client.prepare(SCHEMA_IS)
        )?;
        Ok(Reader {
            conn,
            read_one,
            read_many,
            page,
            schema_is,
            schema_checked: Mutex::new(None),
            in_flight: AtomicUsize::new(0),
        })
    }
}

/// Where the next read goes.
#[derive(Debug, PartialEq)]
enum Choice {
    /// On the connection of this slot.
    Use(usize),
    /// On a new connection, kept in this slot.
    Connect(usize),
}

/// Where the next read goes, given each slot's reads in flight (`busy(i)`, asked in slot order
/// and only as far as needed; `None`: no connection): the first connection with fewer than
/// [`DEPTH`], else a new one in the first empty slot, else the least busy. A slot emptied by a
/// broken connection is filled first, as the slots before it are.
fn choose(mut busy: impl FnMut(usize) -> Option<usize>) -> Choice {
    let mut full = [0; READERS];
    for (i, reads) in full.iter_mut().enumerate() {
        match busy(i) {
            Some(n) if n < DEPTH => return Choice::Use(i),
            Some(n) => *reads = n,
            None => return Choice::Connect(i),
        }
    }
    let least = (0..READERS).min_by_key(|&i| full[i]);
    Choice::Use(least.expect("READERS is not 0"))
}

/// The connection kept in `slot`, unless there is none or it closed.
fn live(slot: &Slot) -> Option<Arc<Reader>> {
    lock(slot).clone().filter(|r| !r.conn.client.is_closed())
}

impl Reader {
    /// The values of `batch`'s records, in its order: one statement for the records of each
    /// tree, those of a batch of several trees pipelined.
    async fn records(
        &self,
        batch: &[(Tree, String)],
    ) -> Result<Vec<Option<String>>, tokio_postgres::Error> {
        // A record alone (every read at a light load) takes the plain statement: no array to
        // build, send and search.
        if let [(tree, key)] = batch {
            stats::record_statements_sent(1);
            let params: [&(dyn ToSql + Sync); 2] = [&tree.name(), key];
            let row = self.checked(self.conn.client.query_opt(&self.read_one, &params));
            return Ok(vec![row.await?.map(|r| r.get(0))]);
        }
        let mut trees: Vec<(Tree, Vec<&str>)> = Vec::new();
        for (tree, key) in batch {
            match trees.iter_mut().find(|(t, _)| t == tree) {
                Some((_, keys)) => keys.push(key),
                None => trees.push((*tree, vec![key])),
            }
        }
        stats::record_statements_sent(trees.len());
        let names: Vec<&str> = trees.iter().map(|(tree, _)| tree.name()).collect();
        let params: Vec<[&(dyn ToSql + Sync); 2]> = (names.iter().zip(&trees))
            .map(|(name, (_, keys))| [name as &(dyn ToSql + Sync), keys])
            .collect();
        let statements =
            (params.iter()).map(|params| self.conn.client.query(&self.read_many, params));
        let rows = self.checked(try_join_all(statements)).await?;
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

    /// The values of a page (as [`PAGE`] reads it).
    async fn page(
        &self,
        tree: Tree,
        before: &Option<String>,
        limit: i64,
    ) -> Result<Vec<String>, tokio_postgres::Error> {
        let params: [&(dyn ToSql + Sync); 3] = [&tree.name(), before, &limit];
        let rows = self.checked(self.conn.client.query(&self.page, &params));
        Ok(rows.await?.iter().map(|r: &Row| r.get(0)).collect())
    }

    /// What `statements` come to, asking first whether the schema is still this tunnelctl's when
    /// the last answer is [`SCHEMA_RECHECK`] old, in the same round trip (pipelined).
    async fn checked<T>(
        &self,
        statements: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, tokio_postgres::Error> {
        let due = lock(&self.schema_checked).is_none_or(|at| at.elapsed() >= SCHEMA_RECHECK);
        if !due {
            return statements.await;
        }
        let version = SCHEMA_VERSION as i32;
        let check_params: [&(dyn ToSql + Sync); 1] = [&version];
        let check = self.conn.client.query_opt(&self.schema_is, &check_params);
        let (checked, value) = tokio::join!(check, statements);
        checked?;
        *lock(&self.schema_checked) = Some(Instant::now());
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chosen(busy: [Option<usize>; READERS]) -> Choice {
        choose(|i| busy[i])
    }

    #[test]
    fn reads_fill_one_connection_before_they_spread() {
        assert_eq!(chosen([None, None, None, None]), Choice::Connect(0));
        assert_eq!(chosen([Some(DEPTH - 1), None, None, None]), Choice::Use(0));
        assert_eq!(chosen([Some(DEPTH), None, None, None]), Choice::Connect(1));
        assert_eq!(chosen([Some(DEPTH), Some(3), None, None]), Choice::Use(1));
        // A connection that broke is made again before reads go further.
        assert_eq!(chosen([None, Some(0), None, None]), Choice::Connect(0));
        let full = [
            Some(DEPTH + 2),
            Some(DEPTH),
            Some(DEPTH + 1),
            Some(DEPTH + 5),
        ];
        assert_eq!(chosen(full), Choice::Use(1), "all full: the least busy");
        // The slots after a usable one are not looked at.
        let mut asked = Vec::new();
        let choice = choose(|i| {
            asked.push(i);
            Some(0)
        });
        assert_eq!((choice, asked), (Choice::Use(0), vec![0]));
    }
}
