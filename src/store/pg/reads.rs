//! `serve`'s reads of the records and pages a request evaluated on its async thread needs, on its
//! async runtime (why: `super::evaluation`). They go over tokio-postgres's own connections, not the
//! blocking pool's, each carrying many reads at once (pipelined).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio_postgres::types::ToSql;
use tokio_postgres::{Config, Row, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::async_conn::AsyncConn;
use super::evaluation::{Found, Read};
use super::{breaks_connection, lock, PAGE, READ_ONE, SCHEMA_IS, SCHEMA_RECHECK, SCHEMA_VERSION};

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
    conn: AsyncConn,
    read_one: Statement,
    page: Statement,
    schema_is: Statement,
    /// When a read last found the schema this tunnelctl's (as `Conn::check_schema`).
    schema_checked: Mutex<Option<Instant>>,
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

    /// What `read` finds. `None` when it could not be read within [`READ_WAIT`] (the database is
    /// out of reach, or a newer tunnelctl migrated it): the request then goes the usual way,
    /// which finds out again and says why.
    pub(super) async fn read(&self, read: &Read) -> Option<Found> {
        let slot = &self.readers[self.next.fetch_add(1, Ordering::Relaxed) % READERS];
        let read = async {
            let held = lock(slot).clone().filter(|r| !r.conn.client.is_closed());
            let reader = match held {
                Some(reader) => reader,
                None => {
                    let reader = Arc::new(self.connect().await?);
                    *lock(slot) = Some(reader.clone());
                    reader
                }
            };
            let value = reader.read(read).await;
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
        tokio::time::timeout(READ_WAIT, read).await.ok()?.ok()
    }

    async fn connect(&self) -> Result<Reader, tokio_postgres::Error> {
        let conn = AsyncConn::connect(&self.config, &self.connector).await?;
        let client = &conn.client;
        let (read_one, page, schema_is) = tokio::try_join!(
            client.prepare(READ_ONE),
            client.prepare(PAGE),
            client.prepare(SCHEMA_IS)
        )?;
        Ok(Reader {
            conn,
            read_one,
            page,
            schema_is,
            schema_checked: Mutex::new(None),
        })
    }
}

impl Reader {
    /// Reads a record or a page; asks first whether the schema is still this tunnelctl's when
    /// the last answer is [`SCHEMA_RECHECK`] old, in the same round trip (both statements
    /// pipelined).
    async fn read(&self, read: &Read) -> Result<Found, tokio_postgres::Error> {
        let due = lock(&self.schema_checked).is_none_or(|at| at.elapsed() >= SCHEMA_RECHECK);
        let version = SCHEMA_VERSION as i32;
        let check_params: [&(dyn ToSql + Sync); 1] = [&version];
        let rows = async {
            match read {
                Read::Record(tree, key) => {
                    let params: [&(dyn ToSql + Sync); 2] = [&tree.name(), key];
                    self.conn.client.query(&self.read_one, &params).await
                }
                Read::Page {
                    tree,
                    before,
                    limit,
                } => {
                    let params: [&(dyn ToSql + Sync); 3] = [&tree.name(), before, limit];
                    self.conn.client.query(&self.page, &params).await
                }
            }
        };
        let rows = match due {
            true => {
                let check = self.conn.client.query_opt(&self.schema_is, &check_params);
                let (checked, rows) = tokio::join!(check, rows);
                checked?;
                *lock(&self.schema_checked) = Some(Instant::now());
                rows?
            }
            false => rows.await?,
        };
        let mut values = rows.iter().map(|r: &Row| r.get::<_, String>(0));
        Ok(match read {
            Read::Record(..) => Found::Record(values.next()),
            Read::Page { .. } => Found::Page(values.collect()),
        })
    }
}
