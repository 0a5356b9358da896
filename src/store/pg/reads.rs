//! `serve`'s reads of the records a request evaluated on its async thread needs, on its async
//! runtime (why: `super::inline`). They go over tokio-postgres's
//! own connections, not the blocking pool's, each carrying many reads at once (pipelined).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{
    breaks_connection, lock, session_settings, READ_ONE, SCHEMA_IS, SCHEMA_RECHECK, SCHEMA_VERSION,
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

impl Reads {
    pub(super) fn new(config: Config, connector: MakeRustlsConnect) -> Reads {
        Reads {
            config,
            connector,
            readers: Default::default(),
            next: AtomicUsize::new(0),
        }
    }

    /// The value at `key` in `tree` (`Some(None)`: absent). `None` when it could not be read
    /// within [`READ_WAIT`] (the database is out of reach, or a newer tunnelctl migrated it): the
    /// request then goes the usual way, which finds out again and says why.
    pub(super) async fn read(&self, tree: Tree, key: &str) -> Option<Option<String>> {
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
        tokio::time::timeout(READ_WAIT, read).await.ok()?.ok()
    }

    async fn connect(&self) -> Result<Reader, tokio_postgres::Error> {
        let (client, connection) = self.config.connect(self.connector.clone()).await?;
        // Drives the connection until it closes; its failure is the next read's error.
        tokio::spawn(connection);
        client
            .batch_execute(&session_settings(self.config.get_options()))
            .await?;
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
    async fn read(&self, tree: Tree, key: &str) -> Result<Option<String>, tokio_postgres::Error> {
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
        Ok(row.map(|r| r.get::<_, String>(0)))
    }
}
