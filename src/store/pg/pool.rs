//! The connections a replica's blocking side uses: a pool (r2d2) of connections that a thread
//! waits on, driven by a runtime of the store's own ([`Driver`]); what its tries to connect came
//! to ([`Reach`]), which the committer's tries share; and [`Conn`], one connection as the
//! blocking side holds it, with its prepared statements. Each connection is an
//! [`AsyncConn`], made as `serve`'s reads and committer make theirs.

use std::collections::HashMap;
use std::time::Instant;

use tokio::runtime::Handle;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Config, Row, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::async_conn::AsyncConn;
use super::{breaks_connection, describe, lock, Error, SCHEMA_IS, SCHEMA_RECHECK, SCHEMA_VERSION};

/// How many connections the blocking side holds at most; requests beyond it wait for one.
pub(super) const POOL_SIZE: u32 = 8;

/// The blocking side's connections.
pub(super) type Pool = r2d2::Pool<Manager>;

/// Makes the pool's connections: PostgreSQL's own manager, plus each connection's session settings
/// and a cache of its prepared statements. A clone makes them for the same pool (see
/// [`Connections::probe`]).
#[derive(Clone)]
pub(super) struct Manager {
    /// How its connections connect (shared: the settings are large), and their TLS.
    pub(super) config: std::sync::Arc<Config>,
    pub(super) tls: MakeRustlsConnect,
    /// The runtime that drives them (see [`Driver`]).
    pub(super) runtime: Handle,
    /// A connection made outside the pool, handed to it as its next: the one `Pg::open` made to
    /// check the schema (a one-shot command opens one connection, not two), or a probe's.
    pub(super) first: std::sync::Arc<std::sync::Mutex<Option<Conn>>>,
    /// What its tries to connect came to (shared with [`Connections`]).
    pub(super) reach: std::sync::Arc<std::sync::Mutex<Reach>>,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Conn;
    type Error = tokio_postgres::Error;

    fn connect(&self) -> Result<Conn, tokio_postgres::Error> {
        let first = lock(&self.first).take();
        match first {
            Some(conn) => Ok(conn),
            None => self.open_noted(),
        }
    }

    fn is_valid(&self, conn: &mut Conn) -> Result<(), tokio_postgres::Error> {
        conn.wait(conn.session.client.simple_query("")).map(drop)
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        conn.broken || conn.session.client.is_closed()
    }
}

impl Manager {
    /// A new connection, with the session's settings.
    pub(super) fn open(&self) -> Result<Conn, tokio_postgres::Error> {
        let session = self
            .runtime
            .block_on(AsyncConn::connect(&self.config, &self.tls))?;
        Ok(Conn {
            session,
            runtime: self.runtime.clone(),
            prepared: HashMap::new(),
            broken: false,
            schema_checked: None,
        })
    }

    /// [`open`](Self::open), noting how it went in [`Reach`].
    fn open_noted(&self) -> Result<Conn, tokio_postgres::Error> {
        let began = Instant::now();
        let opened = self.open();
        lock(&self.reach).tried(began, opened.as_ref().map(drop).map_err(describe));
        opened
    }
}

/// Whether the database answers the pool's tries to connect (see [`Connections::get`]).
#[derive(Default)]
pub(super) struct Reach {
    /// Since when its tries have failed, and why the last one did; `None` once one connects.
    down: Option<Down>,
    /// When a try last connected: a try begun before that which fails after it is old news (a
    /// connect that timed out across the database's return).
    connected: Option<Instant>,
    /// Whether a probe is under way (see [`Connections::probe`]): one at a time.
    probing: bool,
}

struct Down {
    /// The real clock's time of the first failed try, whole seconds.
    since: time::OffsetDateTime,
    /// The last failed try's error.
    why: String,
}

impl Reach {
    /// Records how a try to connect that began at `began` ended.
    pub(super) fn tried(&mut self, began: Instant, outcome: Result<(), String>) {
        match outcome {
            Ok(()) => {
                self.down = None;
                self.connected = Some(Instant::now());
            }
            Err(why) if self.connected.is_none_or(|at| at < began) => {
                let since = crate::clock::Clock::default().now();
                self.down
                    .get_or_insert(Down {
                        since,
                        why: String::new(),
                    })
                    .why = why;
            }
            Err(_) => {}
        }
    }
}

/// The pool, and what its tries to connect came to.
#[derive(Clone)]
pub(super) struct Connections {
    pub(super) pool: Pool,
    /// `host:port` of the database, for errors.
    pub(super) targets: String,
    /// The pool's manager (a clone), for probes and [`Reach`].
    pub(super) manager: Manager,
}

impl Connections {
    /// A connection of the pool. A request that finds no idle one waits for a new one, up to the
    /// connect timeout (5 s unless the location says): r2d2 waits that long even when each of its
    /// tries is refused at once. So once a try failed (the database is down), a request first
    /// probes whether it is back, one try of its own; while a probe is under way, the others are
    /// answered at once. Either way a request that finds the database still down answers 503
    /// naming since when it has not answered and the last error, and the first request once it
    /// answers again is served.
    pub(super) fn get(&self) -> Result<r2d2::PooledConnection<Manager>, Error> {
        {
            let mut reach = lock(&self.manager.reach);
            if let Some(down) = &reach.down {
                // An idle connection is handed out: it may work, or break and be replaced.
                if self.pool.state().idle_connections == 0 {
                    if reach.probing {
                        return Err(self.unreachable(down));
                    }
                    reach.probing = true;
                    drop(reach);
                    self.probe()?;
                }
            }
        }
        let got = self.pool.get();
        let reach = lock(&self.manager.reach);
        got.map_err(|e| match &reach.down {
            Some(down) => self.unreachable(down),
            // No try failed: none ended within the timeout (a stalled database), or every
            // connection was busy.
            None => Error::Unavailable(format!(
                "the database at {} did not answer: {e}",
                self.targets
            )),
        })
    }

    /// Tries to connect once, on a thread of its own (a server that is stopped may keep a new
    /// connection waiting past its connect timeout), waited for up to the pool's connect timeout.
    /// The connection, if made, goes to the pool. `Err` while the database is still down.
    fn probe(&self) -> Result<(), Error> {
        let manager = self.manager.clone();
        let (tried, ended) = std::sync::mpsc::sync_channel(1);
        let started = std::thread::Builder::new()
            .name("tunnelctl-probe".into())
            .spawn(move || {
                if let Ok(conn) = manager.open_noted() {
                    lock(&manager.first).get_or_insert(conn);
                }
                lock(&manager.reach).probing = false;
                let _ = tried.send(());
            });
        match started {
            Ok(_) => {
                let _ = ended.recv_timeout(self.pool.connection_timeout());
            }
            Err(_) => lock(&self.manager.reach).probing = false,
        }
        match &lock(&self.manager.reach).down {
            Some(down) => Err(self.unreachable(down)),
            None => Ok(()),
        }
    }

    /// Notes how a try to connect outside the pool (the committer's) that began at `began`
    /// ended, as the pool's own are.
    pub(super) fn tried(&self, began: Instant, outcome: Result<(), String>) {
        lock(&self.manager.reach).tried(began, outcome);
    }

    /// What a request is told when a try to connect failed with `why`: since when the database
    /// has not answered, when it is known down.
    pub(super) fn unanswered(&self, why: String) -> Error {
        match &lock(&self.manager.reach).down {
            Some(down) => self.unreachable(down),
            None => Error::Unavailable(format!(
                "the database at {} did not answer: {why}",
                self.targets
            )),
        }
    }

    fn unreachable(&self, down: &Down) -> Error {
        let elapsed = crate::clock::Clock::default().now() - down.since;
        Error::Unavailable(format!(
            "the database at {} has not answered since {} ({} s ago; last error: {}); \
             requests are answered at once until it does",
            self.targets,
            crate::clock::format_time(down.since),
            elapsed.whole_seconds(),
            down.why
        ))
    }
}

/// One connection of the pool: an async client that a thread of the blocking side waits on.
/// Statements are prepared once per connection, then only bound and run: one round trip each
/// instead of two, and no planning of the same text again.
pub struct Conn {
    pub(super) session: AsyncConn,
    /// The runtime that drives it (see [`Driver`]).
    pub(super) runtime: Handle,
    prepared: HashMap<&'static str, Statement>,
    /// Set when a statement found the database gone: the pool drops the connection rather than
    /// hand it out again.
    pub(super) broken: bool,
    /// When its reads last found the schema this tunnelctl's (see [`Conn::check_schema`]).
    pub(super) schema_checked: Option<Instant>,
}

/// The runtime that drives the connections of the blocking side (the pool's; `serve`'s reads and
/// committer are driven on its own runtime): one worker, of the store's own, so that a
/// connection outlives whichever runtime the thread that made it was in (a one-shot command has
/// none, and `serve`'s ends before its store). Shut down in the background as the store is
/// dropped: a runtime dropped on a thread of another's tasks would abort.
pub(super) struct Driver(Option<tokio::runtime::Runtime>);

impl Driver {
    pub(super) fn start() -> std::io::Result<Driver> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("tunnelctl-pg")
            .enable_all()
            .build()?;
        Ok(Driver(Some(runtime)))
    }

    pub(super) fn handle(&self) -> Handle {
        self.0
            .as_ref()
            .expect("taken only as dropped")
            .handle()
            .clone()
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}

impl Conn {
    /// Waits for `statement`, a round trip on this connection.
    pub(super) fn wait<T>(&self, statement: impl std::future::Future<Output = T>) -> T {
        self.runtime.block_on(statement)
    }

    pub(super) fn statement(
        &mut self,
        sql: &'static str,
    ) -> Result<Statement, tokio_postgres::Error> {
        if let Some(statement) = self.prepared.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.wait(self.session.client.prepare(sql))?;
        self.prepared.insert(sql, statement.clone());
        Ok(statement)
    }

    pub(super) fn query(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, Error> {
        let statement = self.statement(sql).map_err(|e| self.failed(e))?;
        let rows = self.wait(self.session.client.query(&statement, params));
        rows.map_err(|e| self.failed(e))
    }

    pub(super) fn query_opt(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, Error> {
        let statement = self.statement(sql).map_err(|e| self.failed(e))?;
        let row = self.wait(self.session.client.query_opt(&statement, params));
        row.map_err(|e| self.failed(e))
    }

    /// Runs a statement with parameters that answers no rows, until PostgreSQL is ready for the
    /// next (a statement that is a transaction by itself has committed by then).
    pub(super) fn execute_prepared(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<(), Error> {
        let statement = self.statement(sql).map_err(|e| self.failed(e))?;
        let done = self.wait(self.session.client.execute(&statement, params));
        done.map(drop).map_err(|e| self.failed(e))
    }

    /// Runs statements without parameters (simple protocol: several in one round trip).
    pub(super) fn execute(&mut self, sql: &str) -> Result<(), Error> {
        let done = self.wait(self.session.client.batch_execute(sql));
        done.map_err(|e| self.failed(e))
    }

    /// Fails with [`Error::SchemaMoved`] once a newer tunnelctl migrated the database, as a write
    /// does (`tunnelctl_writer`), so that a replica left running answers 503 rather than read the
    /// old way, and `/healthz` with it. Asked at most every [`SCHEMA_RECHECK`] per connection: a
    /// check in every read statement cost GETs a sixth of their rate (a PL/pgSQL call each).
    pub(super) fn check_schema(&mut self) -> Result<(), Error> {
        if self
            .schema_checked
            .is_some_and(|at| at.elapsed() < SCHEMA_RECHECK)
        {
            return Ok(());
        }
        self.query_opt(SCHEMA_IS, &[&(SCHEMA_VERSION as i32)])?;
        self.schema_checked = Some(Instant::now());
        Ok(())
    }

    /// Classifies `e`, and marks the connection broken when `e` leaves it of no more use (see
    /// [`breaks_connection`]).
    fn failed(&mut self, e: tokio_postgres::Error) -> Error {
        self.broken |= breaks_connection(&e);
        Error::from(e)
    }
}
