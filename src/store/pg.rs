//! The PostgreSQL engine: the store's trees as rows of one table, for teams whose `serve`
//! replicas share one database (`--store postgres://…`). The service does not know which engine
//! it runs on: the same reads, the same transactions, the same unique indexes (`super::index`),
//! kept by the same code. Write transactions run READ COMMITTED and lock every key they read or
//! write until they end (see [`Locking`]), so that they come out as if run one at a time without
//! SERIALIZABLE's aborts: creates in the same second touch the same index pages, which
//! SERIALIZABLE's page-level predicate locks count as conflicts.
//!
//! The layout, for people who `psql` into it, is explained in docs/postgres.md:
//! `tunnelctl_records(tree, key, value json)` with `(tree, key)` as primary key in byte order
//! (`COLLATE "C"`, as sled sorts keys), `tunnelctl_schema(version)`, and `tunnelctl_meta(name,
//! value)` for the seed counter of `TUNNELCTL_SEED`, and the functions of [`FUNCTIONS`]. Values are
//! `json`, not `jsonb`: `json` keeps the text exactly as written, so an export from PostgreSQL is
//! byte for byte one from sled.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::time::Duration;

use postgres::error::SqlState;
use postgres::types::ToSql;
use postgres::{Client, Config, Row, Statement};
use r2d2_postgres::PostgresConnectionManager;
use tokio_postgres_rustls::MakeRustlsConnect;

mod tls;
use ssh_key::rand_core::{OsRng, RngCore};

use super::{StoreError, Tree, TxError, TxResult, WriteError, SCHEMA_VERSION};

/// How many connections one process holds at most; requests beyond it wait for one.
const POOL_SIZE: u32 = 8;
/// How long opening a connection may take, unless the URL says (`connect_timeout`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long one statement may run before PostgreSQL cancels it (the request then fails with 503).
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(30);
/// How a connection to a host that vanished without closing it (a network partition, not a
/// crash) is found out, unless the location says: data sent and not acknowledged for 15 s, or an
/// idle connection whose keepalive probes (after 10 s, then every 5 s) go unanswered 3 times.
/// TCP's own defaults take many minutes, and rust-postgres's keepalives start after 2 hours.
const TCP_USER_TIMEOUT: Duration = Duration::from_secs(15);
const KEEPALIVES_IDLE: Duration = Duration::from_secs(10);
const KEEPALIVES_INTERVAL: Duration = Duration::from_secs(5);
const KEEPALIVES_RETRIES: u32 = 3;
/// Attempts of a transaction that PostgreSQL aborts as a deadlock (two writers locking the same
/// keys in opposite orders), or that finds its new ID taken (see `PgTx::expect_new`).
const ATTEMPTS: u32 = 30;
/// Taken by whoever creates or migrates the schema, so that replicas starting at once do it once.
/// ("tunnelc" in ASCII.)
const SCHEMA_LOCK: i64 = 0x74756e6e656c63;
/// Held by every write transaction until it ends: shared by those that lock their keys, exclusively
/// by one that must be the only writer (see [`Locking`]). ("tunnelw" in ASCII.)
const WRITERS_LOCK: i64 = 0x74756e6e656c77;
/// How many keys a transaction locks before it is run again as the only writer instead: advisory
/// locks live in PostgreSQL's shared lock table (`max_locks_per_transaction` × connections, 6 400
/// slots by default), which one large import must not fill.
const KEY_LOCKS: usize = 64;

/// The tables, created in one transaction under [`SCHEMA_LOCK`].
const SCHEMA: &str = r#"
CREATE TABLE tunnelctl_records (
    tree  text COLLATE "C" NOT NULL,
    key   text COLLATE "C" NOT NULL,
    value json NOT NULL,
    PRIMARY KEY (tree, key)
);
CREATE TABLE tunnelctl_meta (
    name  text PRIMARY KEY,
    value bigint NOT NULL
);
"#;

/// The functions through which a write transaction that locks its keys reads and writes them
/// (schema 3). Each takes the key's lock first and only then reads, in a statement of its own, so
/// that it sees what the previous holder committed: a single statement would read from a snapshot
/// taken before it waited for the lock. Tree names hold no `/`, so `tree/key` names one key.
const FUNCTIONS: &str = r#"
CREATE OR REPLACE FUNCTION tunnelctl_lock(t text, k text) RETURNS void
LANGUAGE sql VOLATILE AS $$ SELECT pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0)) $$;

CREATE OR REPLACE FUNCTION tunnelctl_read(t text, k text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    RETURN (SELECT value::text FROM tunnelctl_records WHERE tree = t AND key = k);
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_write(t text, k text, v text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE old text;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    SELECT value::text INTO old FROM tunnelctl_records WHERE tree = t AND key = k;
    INSERT INTO tunnelctl_records (tree, key, value) VALUES (t, k, v::json)
        ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value;
    RETURN old;
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_remove(t text, k text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE old text;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    DELETE FROM tunnelctl_records WHERE tree = t AND key = k RETURNING value::text INTO old;
    RETURN old;
END $$;
"#;

/// How a write transaction comes out as if the writers had run one at a time. Every transaction
/// that commits holds [`WRITERS_LOCK`] from its first statement to its end:
/// - [`Keys`](Locking::Keys), the usual way, holds it shared and locks each key (tree and key)
///   before it first reads or writes it, until it ends: two-phase locking, so two writers that
///   touch a common key (an index entry, a CA's certificate count) run one after the other, and
///   writers that share none run at once. It reads single keys only; a scan, or more than
///   [`KEY_LOCKS`] keys, runs it again as [`Alone`](Locking::Alone).
/// - [`Alone`](Locking::Alone) holds it exclusively: no other writer runs meanwhile, so it needs
///   no key locks and may scan (a CA's revocations, an import, an `apply`).
/// - [`Unlocked`](Locking::Unlocked): a dry run, always rolled back, takes no locks.
///
/// Reads outside a write transaction are single statements, which see one committed state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Locking {
    Keys,
    Alone,
    Unlocked,
}

impl Locking {
    /// The statement that begins a transaction locking this way.
    fn begin(self) -> String {
        let begin = "BEGIN ISOLATION LEVEL READ COMMITTED";
        match self {
            Locking::Keys => {
                format!("{begin}; SELECT pg_advisory_xact_lock_shared({WRITERS_LOCK})")
            }
            Locking::Alone => format!("{begin}; SELECT pg_advisory_xact_lock({WRITERS_LOCK})"),
            Locking::Unlocked => begin.to_string(),
        }
    }
}

type Pool = r2d2::Pool<Manager>;

/// Makes the pool's connections: PostgreSQL's own manager, plus each connection's session settings
/// and a cache of its prepared statements.
struct Manager {
    postgres: PostgresConnectionManager<MakeRustlsConnect>,
    /// The connection `Pg::open` made to check the schema, handed to the pool as its first: a
    /// one-shot command opens one connection, not two.
    first: std::sync::Mutex<Option<Conn>>,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Conn;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Conn, postgres::Error> {
        let first = self.first.lock().unwrap_or_else(|p| p.into_inner()).take();
        match first {
            Some(conn) => Ok(conn),
            None => self.open(),
        }
    }

    fn is_valid(&self, conn: &mut Conn) -> Result<(), postgres::Error> {
        r2d2::ManageConnection::is_valid(&self.postgres, &mut conn.client)
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        conn.broken || conn.client.is_closed()
    }
}

impl Manager {
    /// A new connection, with the session's settings.
    fn open(&self) -> Result<Conn, postgres::Error> {
        let mut client = r2d2::ManageConnection::connect(&self.postgres)?;
        // standard_conforming_strings: how `literal` quotes (PostgreSQL's default since 9.1).
        client.batch_execute(&format!(
            "SET statement_timeout = {}; SET standard_conforming_strings = on",
            STATEMENT_TIMEOUT.as_millis()
        ))?;
        Ok(Conn {
            client,
            prepared: HashMap::new(),
            broken: false,
        })
    }
}

/// One connection of the pool. Statements are prepared once per connection, then only bound and
/// run: one round trip each instead of two, and no planning of the same text again.
pub struct Conn {
    client: Client,
    prepared: HashMap<&'static str, Statement>,
    /// Set when a statement found the database gone: the pool drops the connection rather than
    /// hand it out again.
    broken: bool,
}

impl Conn {
    fn statement(&mut self, sql: &'static str) -> Result<Statement, postgres::Error> {
        if let Some(statement) = self.prepared.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.client.prepare(sql)?;
        self.prepared.insert(sql, statement.clone());
        Ok(statement)
    }

    fn query(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, Error> {
        let statement = self.statement(sql).map_err(|e| self.failed(e))?;
        self.client
            .query(&statement, params)
            .map_err(|e| self.failed(e))
    }

    fn query_opt(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, Error> {
        let statement = self.statement(sql).map_err(|e| self.failed(e))?;
        self.client
            .query_opt(&statement, params)
            .map_err(|e| self.failed(e))
    }

    /// Runs statements without parameters (simple protocol: several in one round trip).
    fn execute(&mut self, sql: &str) -> Result<(), Error> {
        self.client.batch_execute(sql).map_err(|e| self.failed(e))
    }

    /// Like [`execute`](Self::execute), with each statement's answer: the first column of its
    /// first row, as text (`None`: no row, or NULL).
    fn simple(&mut self, sql: &str) -> Result<Vec<Option<String>>, Error> {
        let messages = self.client.simple_query(sql).map_err(|e| self.failed(e))?;
        let mut answers = Vec::new();
        let mut first_row = None;
        for message in messages {
            match message {
                postgres::SimpleQueryMessage::Row(row) if first_row.is_none() => {
                    first_row = Some(row.get(0).map(str::to_string));
                }
                postgres::SimpleQueryMessage::CommandComplete(_) => {
                    answers.push(first_row.take().flatten());
                }
                _ => {}
            }
        }
        Ok(answers)
    }

    /// Classifies `e`, and marks the connection broken when the database is gone.
    fn failed(&mut self, e: postgres::Error) -> Error {
        let e = Error::from(e);
        if matches!(e, Error::Unavailable(_)) {
            self.broken = true;
        }
        e
    }
}

/// Whether `--store` names a PostgreSQL database rather than a directory: a `postgres://` or
/// `postgresql://` URL, or a libpq `key=value` string (every word a `key=value` pair whose key
/// libpq knows; a directory is never named like that by accident).
pub fn location(path: &Path) -> Option<&str> {
    let text = path.to_str()?;
    if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        return Some(text);
    }
    const KEYS: [&str; 20] = [
        "host",
        "hostaddr",
        "port",
        "dbname",
        "user",
        "password",
        "sslmode",
        "sslrootcert",
        "sslnegotiation",
        "connect_timeout",
        "tcp_user_timeout",
        "keepalives",
        "keepalives_idle",
        "keepalives_interval",
        "keepalives_retries",
        "application_name",
        "options",
        "target_session_attrs",
        "channel_binding",
        "load_balance_hosts",
    ];
    let mut words = text.split_whitespace().peekable();
    words.peek()?;
    words
        .all(|w| w.split_once('=').is_some_and(|(k, _)| KEYS.contains(&k)))
        .then_some(text)
}

/// `location` with its password replaced by `****`: the one form in which a store's location is
/// ever shown (errors, `config show`, `version`, `serve`'s log). Works on URLs
/// (`postgres://user:pw@host`, `?password=pw`) and on `key=value` strings; anything else is
/// returned as it is.
pub fn masked(location: &str) -> String {
    const HIDDEN: &str = "****";
    // user:password@ in a URL's authority, as every URL the tool shows.
    let mut out = crate::redact::redact_url(location);
    // password=… as a URL query parameter or a key=value pair (quoted or not).
    let mut searched = 0;
    while let Some(found) = out[searched..].find("password=") {
        let start = searched + found;
        let preceded_ok = start == 0 || matches!(out.as_bytes()[start - 1], b'?' | b'&' | b' ');
        let value_start = start + "password=".len();
        if !preceded_ok {
            searched = value_start;
            continue;
        }
        let rest = &out[value_start..];
        let value_len = match rest.strip_prefix('\'') {
            // A quoted value ends at the first quote not escaped by a backslash.
            Some(quoted) => {
                let mut escaped = false;
                quoted
                    .char_indices()
                    .find(|&(_, c)| {
                        let end = c == '\'' && !escaped;
                        escaped = c == '\\' && !escaped;
                        end
                    })
                    .map_or(rest.len(), |(i, _)| i + 2)
            }
            None => rest.find(['&', ' ']).unwrap_or(rest.len()),
        };
        out.replace_range(value_start..value_start + value_len, HIDDEN);
        searched = value_start + HIDDEN.len();
    }
    out
}

/// How messages show a store's location: a PostgreSQL location [`masked`], a directory as its
/// path.
pub fn shown(path: &Path) -> String {
    match location(path) {
        Some(location) => masked(location),
        None => path.display().to_string(),
    }
}

/// The hosts and ports a configuration names, as `host:port` (a socket directory as its path),
/// for errors: never the user or password.
fn targets(config: &Config) -> String {
    let ports = config.get_ports();
    let port = |i: usize| ports.get(i).or(ports.first()).copied().unwrap_or(5432);
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(i, host)| match host {
            postgres::config::Host::Tcp(name) => format!("{name}:{}", port(i)),
            #[cfg(unix)]
            postgres::config::Host::Unix(dir) => format!("{}:{}", dir.display(), port(i)),
        })
        .collect();
    match hosts.is_empty() {
        true => format!("localhost:{}", port(0)),
        false => hosts.join(","),
    }
}

/// A store in a PostgreSQL database.
pub struct Pg {
    pool: Pool,
    /// The location as given, password masked: what messages call the store.
    shown: std::path::PathBuf,
    /// `host:port` of the database, for errors.
    targets: String,
    /// `TUNNELCTL_SEED` (see `super::StoreOptions::seed`).
    seed: Option<u64>,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pg({})", self.shown.display())
    }
}

impl Pg {
    /// Connects, then creates or checks the schema. An unreachable database is
    /// [`StoreError::Unreachable`], naming its hosts and ports (never the password).
    pub fn open(location: &str, seed: Option<u64>) -> Result<Pg, StoreError> {
        let shown = masked(location);
        let bad = |why: String| StoreError::BadLocation {
            location: shown.clone(),
            why,
        };
        let tls = tls::split(location).map_err(bad)?;
        let connector = tls.connector().map_err(bad)?;
        let mut config: Config = tls
            .location
            .parse()
            .map_err(|e: postgres::Error| bad(e.to_string()))?;
        config.ssl_mode(tls.mode);
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("tunnelctl");
        }
        if config.get_tcp_user_timeout().is_none() {
            config.tcp_user_timeout(TCP_USER_TIMEOUT);
        }
        // rust-postgres's own default, which it does not tell apart from a value given.
        if config.get_keepalives_idle() == Duration::from_secs(2 * 60 * 60) {
            config.keepalives_idle(KEEPALIVES_IDLE);
        }
        if config.get_keepalives_interval().is_none() {
            config.keepalives_interval(KEEPALIVES_INTERVAL);
        }
        if config.get_keepalives_retries().is_none() {
            config.keepalives_retries(KEEPALIVES_RETRIES);
        }
        config.notice_callback(note_warning);
        let targets = targets(&config);
        let unreachable = |e: postgres::Error| StoreError::Unreachable {
            targets: targets.clone(),
            why: describe(&e),
        };
        let connect_timeout = *config.get_connect_timeout().unwrap_or(&CONNECT_TIMEOUT);
        let manager = Manager {
            postgres: PostgresConnectionManager::new(config, connector),
            first: std::sync::Mutex::new(None),
        };
        // One connection first: its failure says why, which the pool's own error does not.
        let mut first = manager.open().map_err(unreachable)?;
        migrate(&mut first.client).map_err(|e| match e {
            Migration::TooNew(found) => StoreError::TooNew {
                path: shown.clone().into(),
                found,
            },
            Migration::Failed(e) => unreachable(e),
        })?;
        *manager.first.lock().unwrap_or_else(|p| p.into_inner()) = Some(first);
        // Connections are not tested as they are handed out (a round trip per request): one that
        // a restart or a failover broke fails its first statement, and the request goes on with
        // another (see `Pg::with_conn` and `Pg::transact`).
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(0))
            .connection_timeout(connect_timeout)
            .test_on_check_out(false)
            .build_unchecked(manager);
        Ok(Pg {
            pool,
            shown: shown.into(),
            targets,
            seed,
        })
    }

    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    pub fn shown(&self) -> &Path {
        &self.shown
    }

    /// Runs `f` (a read, or a step of the seed counter, which commits by itself) on this thread's
    /// connection: the one of the dry run or all-or-nothing unit under way (see [`holding`]),
    /// else one from the pool; on another one when the database dropped it (a restart).
    fn with_conn<T>(&self, f: impl Fn(&mut Conn) -> Result<T, Error>) -> Result<T, Error> {
        if let Some(locking) = holding() {
            return HELD.with(|held| {
                let mut held = held.borrow_mut();
                if held.is_none() {
                    let mut conn = self.conn()?;
                    conn.execute(&locking.begin())?;
                    *held = Some(conn);
                }
                f(held.as_mut().expect("just set"))
            });
        }
        let mut reconnects = 0;
        loop {
            match f(&mut *self.conn()?) {
                Err(Error::Unavailable(_)) if reconnects < POOL_SIZE => reconnects += 1,
                done => return done,
            }
        }
    }

    fn conn(&self) -> Result<r2d2::PooledConnection<Manager>, Error> {
        self.pool.get().map_err(|e| {
            Error::Unavailable(format!(
                "the database at {} did not answer: {e}",
                self.targets
            ))
        })
    }

    pub fn get(&self, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
        self.with_conn(|c| read_one(c, tree, key))
    }

    /// Up to `limit` values with keys below `before`, greatest key first.
    pub fn page(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<Vec<u8>>, Error> {
        self.with_conn(|c| {
            let rows = c.query(
                "SELECT value::text FROM tunnelctl_records WHERE tree = $1 \
                 AND ($2::text IS NULL OR key < $2) ORDER BY key DESC LIMIT $3",
                &[&tree.name(), &before, &limit],
            )?;
            Ok(rows
                .iter()
                .map(|r| r.get::<_, String>(0).into_bytes())
                .collect())
        })
    }

    /// Every entry of `tree` whose key starts with `prefix`, in key order.
    pub fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, Error> {
        self.with_conn(|c| {
            let rows = c.query(
                "SELECT key, value::text FROM tunnelctl_records WHERE tree = $1 \
                 AND key >= $2 AND starts_with(key, $2) ORDER BY key",
                &[&tree.name(), &prefix],
            )?;
            Ok(rows
                .iter()
                .map(|r| (r.get(0), r.get::<_, String>(1).into_bytes()))
                .collect())
        })
    }

    pub fn entries(&self, tree: Tree) -> Result<BTreeMap<String, Vec<u8>>, Error> {
        Ok(self.scan_prefix(tree, "")?.into_iter().collect())
    }

    pub fn count(&self, tree: Tree) -> Result<usize, Error> {
        self.with_conn(|c| {
            let row = c.query_opt(
                "SELECT count(*) FROM tunnelctl_records WHERE tree = $1",
                &[&tree.name()],
            )?;
            let n: i64 = row.map_or(0, |r| r.get(0));
            Ok(usize::try_from(n).unwrap_or(usize::MAX))
        })
    }

    /// The schema version recorded in the database.
    pub fn schema_version(&self) -> Result<Option<u32>, Error> {
        self.with_conn(|c| {
            let row = c.query_opt("SELECT version FROM tunnelctl_schema", &[])?;
            Ok(row.and_then(|r| u32::try_from(r.get::<_, i32>(0)).ok()))
        })
    }

    /// Steps the seed counter of `TUNNELCTL_SEED` and returns its new value. In a dry run the step
    /// is part of its transaction, which is rolled back.
    pub fn next_seed_counter(&self) -> Result<u64, Error> {
        self.with_conn(next_seed_counter)
    }

    /// Runs `f` as one write transaction (see [`Locking`]; `locking` is how it begins, `Keys` or
    /// `Alone`), run again when PostgreSQL aborts it as a deadlock, when it needs to be the only
    /// writer, or when its connection turns out broken before it committed: `f` must have no
    /// effect outside it. A refusal by `f` commits nothing. In a dry run or an all-or-nothing unit
    /// `f` runs inside its transaction, under a savepoint.
    pub fn transact<T>(
        &self,
        locking: Locking,
        f: impl for<'x> Fn(&'x PgTx<'x>) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        if let Some(held) = holding() {
            return self
                .with_conn(|conn| {
                    let tx = PgTx::new(conn, held, "SAVEPOINT request".to_string());
                    let result = f(&tx);
                    let failed = match (tx.interrupted.take(), &result) {
                        (None, Ok(_)) => match tx.finish("RELEASE SAVEPOINT request") {
                            Ok(()) => return Ok(result),
                            Err(Finish::NotDone(e) | Finish::Uncertain(e)) => Some(e),
                        },
                        (Some(Interrupt::Failed(e)), _) => Some(e),
                        // Holding, it already is the only writer, or a dry run that needs none.
                        (Some(Interrupt::Alone) | None, _) => None,
                    };
                    tx.roll_back("ROLLBACK TO SAVEPOINT request");
                    match failed {
                        Some(e) => Err(e),
                        None => Ok(result),
                    }
                })
                .map_err(|e| WriteError::Failed(e.into()))?
                .map_err(tx_error);
        }
        let mut locking = locking;
        let mut conn = self.conn().map_err(|e| WriteError::Failed(e.into()))?;
        let (mut conflicts, mut reconnects) = (0, 0);
        loop {
            match attempt_once(&mut conn, locking, &f) {
                Ok(Attempt::Done(result)) => return result.map_err(tx_error),
                Ok(Attempt::Alone) => locking = Locking::Alone,
                Err(Error::Retry(e)) if conflicts + 1 < ATTEMPTS => {
                    conflicts += 1;
                    backoff(conflicts, &e);
                }
                Err(Error::Unavailable(_)) if reconnects < POOL_SIZE => {
                    reconnects += 1;
                    drop(conn);
                    conn = self.conn().map_err(|e| WriteError::Failed(e.into()))?;
                }
                Err(e) => return Err(WriteError::Failed(e.into())),
            }
        }
    }
}

impl Pg {
    /// Runs `f`, which makes several writes on this thread (the requests of one `apply`), as
    /// one transaction, as the only writer: committed when `f` returns `Ok`, rolled back when it
    /// returns `Err` (or when the process dies first, as PostgreSQL rolls back what a lost
    /// connection left open). Inside a dry run the dry run's transaction holds it, and rolls it
    /// back.
    pub fn all_or_nothing<T, E>(
        &self,
        f: impl FnOnce() -> Result<T, E>,
    ) -> Result<Result<T, E>, super::Failure> {
        if holding().is_some() {
            return Ok(f());
        }
        struct End;
        impl Drop for End {
            fn drop(&mut self) {
                IN_UNIT.with(|u| u.set(false));
                // Ends a unit that did not (a panic in `f`): nothing of it stays.
                if let Some(mut conn) = HELD.with(|held| held.borrow_mut().take()) {
                    let _ = conn.execute("ROLLBACK");
                }
            }
        }
        let end = End;
        IN_UNIT.with(|u| u.set(true));
        let result = f();
        IN_UNIT.with(|u| u.set(false));
        if let Some(mut conn) = HELD.with(|held| held.borrow_mut().take()) {
            match result.is_ok() {
                true => commit(&mut conn)?,
                false => conn.execute("ROLLBACK")?,
            }
        }
        drop(end);
        Ok(result)
    }
}

/// How one try of a transaction ended.
enum Attempt<T> {
    /// Committed, or refused by `f` and rolled back: `f`'s outcome, final.
    Done(TxResult<T>),
    /// `f` scanned or locked too many keys: to run again as the only writer.
    Alone,
}

/// One try of a transaction. `Err` when PostgreSQL failed it before the commit (nothing of it
/// stays); a commit that fails is a final `Done(Err)`, since it may or may not have happened.
fn attempt_once<T>(
    conn: &mut Conn,
    locking: Locking,
    f: &impl for<'x> Fn(&'x PgTx<'x>) -> TxResult<T>,
) -> Result<Attempt<T>, Error> {
    let tx = PgTx::new(conn, locking, locking.begin());
    let result = f(&tx);
    let outcome = match (tx.interrupted.take(), result) {
        (None, Ok(value)) => match tx.finish("COMMIT") {
            Ok(()) => return Ok(Attempt::Done(Ok(value))),
            Err(Finish::Uncertain(e)) => return Ok(Attempt::Done(Err(TxError::Failed(e.into())))),
            Err(Finish::NotDone(e)) => Err(e),
        },
        (Some(Interrupt::Failed(e)), _) => Err(e),
        (Some(Interrupt::Alone), _) => Ok(Attempt::Alone),
        (None, Err(refused)) => Ok(Attempt::Done(Err(refused))),
    };
    // Nothing of a refused or interrupted try stays.
    tx.roll_back("ROLLBACK");
    outcome
}

thread_local! {
    /// The last warning PostgreSQL sent on this thread's connection (see [`commit`]). A connection
    /// is driven only by the thread using it, so its notices arrive on that thread.
    static WARNING: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The connections' notice callback: keeps warnings for [`commit`]; the rest are not ours to show.
fn note_warning(notice: postgres::error::DbError) {
    if notice.parsed_severity() == Some(postgres::error::Severity::Warning) {
        let text = format!("{} ({})", notice.message(), notice.code().code());
        WARNING.with(|w| *w.borrow_mut() = Some(text));
    }
}

/// COMMIT, and only a clean one counts. A COMMIT that PostgreSQL answers with a warning is one
/// whose wait for a synchronous standby was cancelled (by `statement_timeout` or an operator's
/// `pg_cancel_backend`): "committed locally, but might not have been replicated". Answering
/// 201 for it would break the promise that a failover to the standby loses no 201, so it is a
/// 503: the client does not count on it (the record may still be there).
fn commit(conn: &mut Conn) -> Result<(), Error> {
    WARNING.with(|w| w.borrow_mut().take());
    conn.execute("COMMIT")?;
    match WARNING.with(|w| w.borrow_mut().take()) {
        None => Ok(()),
        Some(warning) => Err(unconfirmed(&warning)),
    }
}

fn unconfirmed(warning: &str) -> Error {
    Error::Unavailable(format!(
        "the commit was not confirmed by the synchronous standby: {warning}; it may be on the \
         primary only, and lost if the primary fails"
    ))
}

fn backoff(attempt: u32, _why: &postgres::Error) {
    let base = 2u64.pow(attempt.min(5)); // 2 ms … 32 ms
    let jitter = OsRng.next_u64() % (base + 1);
    std::thread::sleep(Duration::from_millis(base + jitter));
}

fn tx_error(e: TxError) -> WriteError {
    match e {
        TxError::Refused(refusal) => WriteError::Refused(refusal),
        TxError::Taken(taken) => WriteError::Taken(taken),
        TxError::Failed(failure) => WriteError::Failed(failure),
        // Only sled's transactions raise it.
        TxError::Storage(e) => WriteError::Failed(super::Failure::Corrupt(format!(
            "a sled error on PostgreSQL: {e:?}"
        ))),
    }
}

/// Whether this thread runs a dry run or an all-or-nothing unit, and how its one transaction
/// locks: both are one transaction on PostgreSQL, held on [`HELD`] from their first statement to
/// their end. A unit is the only writer; a dry run, rolled back, needs no locks.
fn holding() -> Option<Locking> {
    if super::rolling_back() {
        Some(Locking::Unlocked)
    } else if IN_UNIT.with(Cell::get) {
        Some(Locking::Alone)
    } else {
        None
    }
}

thread_local! {
    /// Set while this thread runs an all-or-nothing unit (see [`Pg::all_or_nothing`]).
    static IN_UNIT: Cell<bool> = const { Cell::new(false) };
    /// The connection of the dry run or unit under way on this thread, inside its one
    /// transaction: every request of it sees the ones before it; all are rolled back at a dry
    /// run's end (see [`end_dry_run`]), committed or rolled back at a unit's.
    static HELD: RefCell<Option<r2d2::PooledConnection<Manager>>> =
        const { RefCell::new(None) };
}

/// Rolls back this thread's dry-run transaction, if one was begun, and hands its connection back.
pub fn end_dry_run() {
    if let Some(mut conn) = HELD.with(|held| held.borrow_mut().take()) {
        let _ = conn.execute("ROLLBACK");
    }
}

/// A failure talking to PostgreSQL.
#[derive(Debug)]
pub enum Error {
    /// A serialization failure or deadlock: the transaction may be tried again.
    Retry(postgres::Error),
    /// The database could not be reached or dropped the connection (the request may be retried
    /// later: 503).
    Unavailable(String),
    Other(postgres::Error),
}

impl From<postgres::Error> for Error {
    fn from(e: postgres::Error) -> Self {
        let code = e.code();
        if code == Some(&SqlState::T_R_SERIALIZATION_FAILURE)
            || code == Some(&SqlState::T_R_DEADLOCK_DETECTED)
            // A create's new ID that a record already has (`PgTx::expect_new`): drawn again.
            || code == Some(&SqlState::UNIQUE_VIOLATION)
        {
            Error::Retry(e)
        } else if e.is_closed()
            || code.is_some_and(|c| {
                [
                    SqlState::ADMIN_SHUTDOWN,
                    SqlState::CANNOT_CONNECT_NOW,
                    SqlState::QUERY_CANCELED,
                    // A primary turned standby (a switchover): the pool drops the connection
                    // and a new one finds the read-write host (`target_session_attrs`).
                    SqlState::READ_ONLY_SQL_TRANSACTION,
                ]
                .contains(c)
            })
            || e.as_db_error().is_none() && code.is_none()
        {
            Error::Unavailable(describe(&e))
        } else {
            Error::Other(e)
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Retry(e) => write!(
                f,
                "PostgreSQL kept aborting the transaction as concurrent with others, {ATTEMPTS} \
                 times ({})",
                describe(e)
            ),
            Error::Unavailable(why) => write!(f, "PostgreSQL is unavailable: {why}"),
            Error::Other(e) => write!(f, "PostgreSQL: {}", describe(e)),
        }
    }
}

/// A PostgreSQL error in words: the server's message when there is one (postgres::Error's own
/// Display says only "db error").
fn describe(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{} ({})", db.message(), db.code().code()),
        None => {
            let mut text = e.to_string();
            let mut source = std::error::Error::source(e);
            while let Some(cause) = source {
                text = format!("{text}: {cause}");
                source = cause.source();
            }
            text
        }
    }
}

enum Migration {
    TooNew(u32),
    Failed(postgres::Error),
}

impl From<postgres::Error> for Migration {
    fn from(e: postgres::Error) -> Self {
        Migration::Failed(e)
    }
}

/// Creates the schema in an empty database, or checks the one there: a newer one is refused, an
/// older one brought forward. Under a transaction-scoped advisory lock, so that replicas starting
/// at once create or migrate it exactly once (the others wait, then find it done).
fn migrate(client: &mut Client) -> Result<(), Migration> {
    let current = SCHEMA_VERSION as i32;
    // Nearly always the schema is there and current: one statement says so, without the lock.
    match client.query_opt("SELECT version FROM tunnelctl_schema", &[]) {
        Ok(Some(row)) if row.get::<_, i32>(0) == current => return Ok(()),
        Ok(_) => {}
        Err(e) if e.code() == Some(&SqlState::UNDEFINED_TABLE) => {}
        Err(e) => return Err(e.into()),
    }
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS tunnelctl_schema (version integer NOT NULL)")?;
    let found: Option<i32> = tx
        .query_opt("SELECT version FROM tunnelctl_schema", &[])?
        .map(|r| r.get(0));
    match found {
        None => {
            tx.batch_execute(SCHEMA)?;
            tx.batch_execute(FUNCTIONS)?;
            tx.execute(
                "INSERT INTO tunnelctl_schema (version) VALUES ($1)",
                &[&current],
            )?;
        }
        Some(v) if v > current => return Err(Migration::TooNew(v as u32)),
        Some(v) if v < current => {
            // Schema 2 was this engine's first. 3 adds the functions through which writers lock
            // their keys: replicas of schema 2 (SERIALIZABLE, no key locks) must all be stopped
            // first (docs/postgres.md, "Upgrading").
            tx.batch_execute(FUNCTIONS)?;
            tx.execute("UPDATE tunnelctl_schema SET version = $1", &[&current])?;
        }
        Some(_) => {}
    }
    tx.commit()?;
    Ok(())
}

fn read_one(c: &mut Conn, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
    let row = c.query_opt(
        "SELECT value::text FROM tunnelctl_records WHERE tree = $1 AND key = $2",
        &[&tree.name(), &key],
    )?;
    Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
}

fn next_seed_counter(c: &mut Conn) -> Result<u64, Error> {
    let row = c.query_opt(
        "INSERT INTO tunnelctl_meta (name, value) VALUES ('seeded_id_counter', 1) \
         ON CONFLICT (name) DO UPDATE SET value = tunnelctl_meta.value + 1 RETURNING value",
        &[],
    )?;
    let n: i64 = row.map_or(1, |r| r.get(0));
    Ok(n as u64)
}

/// Why a try of a transaction stopped short of its end.
enum Interrupt {
    /// A statement failed; the try is rolled back, and run again when the failure allows it.
    Failed(Error),
    /// It needs to be the only writer (see [`Locking`]).
    Alone,
}

/// The view of the database inside one transaction (see [`Pg::transact`]). It sends as few
/// messages as it can, each a round trip: the transaction's opening goes with its first
/// statement, a write to a key whose value it already knows (read under its lock, or a create's
/// new ID) waits and goes with the commit, and a key it knows is not read again. A create of an
/// edge is then two round trips: the opening with the hostport's read, and both writes with the
/// COMMIT.
///
/// A statement that fails is kept in `interrupted`, whatever `f` makes of the error it is
/// handed: it decides the try.
pub struct PgTx<'c> {
    conn: RefCell<&'c mut Conn>,
    locking: Locking,
    /// How many key locks it took (in `Keys`; see [`KEY_LOCKS`]).
    locks: Cell<usize>,
    interrupted: RefCell<Option<Interrupt>>,
    /// The statements that open it (`BEGIN …`, a savepoint), until they are sent.
    opening: RefCell<Option<String>>,
    /// What each key it read or wrote holds, as far as this transaction is concerned: under its
    /// lock in `Keys`, so no one else changes it meanwhile.
    known: RefCell<HashMap<(&'static str, String), Option<String>>>,
    /// Writes not sent yet, in order: they go with the end of the transaction.
    pending: RefCell<Vec<String>>,
    /// A key that must not exist yet (a create's new ID): written with a plain INSERT, so that a
    /// record already there fails the try (a unique violation) instead of being replaced.
    new_key: RefCell<Option<(&'static str, String)>>,
}

impl<'c> PgTx<'c> {
    fn new(conn: &'c mut Conn, locking: Locking, opening: String) -> Self {
        PgTx {
            conn: RefCell::new(conn),
            locking,
            locks: Cell::new(0),
            interrupted: RefCell::new(None),
            opening: RefCell::new(Some(opening)),
            known: RefCell::new(HashMap::new()),
            pending: RefCell::new(Vec::new()),
            new_key: RefCell::new(None),
        }
    }

    /// Declares `key` of `tree` new: absent, and to be inserted, never replaced.
    pub fn expect_new(&self, tree: Tree, key: &str) {
        self.known
            .borrow_mut()
            .insert((tree.name(), key.to_string()), None);
        *self.new_key.borrow_mut() = Some((tree.name(), key.to_string()));
    }

    /// Notes a key lock to take; past [`KEY_LOCKS`] the try stops, to run as the only writer.
    fn lock_one(&self) -> TxResult<()> {
        if self.locking == Locking::Keys {
            self.locks.set(self.locks.get() + 1);
            if self.locks.get() > KEY_LOCKS {
                return Err(self.interrupt(Interrupt::Alone));
            }
        }
        Ok(())
    }

    /// Sends `statement` (after the opening, if not sent yet) and returns its answer: the first
    /// column of its first row.
    fn send(&self, statement: &str) -> TxResult<Option<String>> {
        let sql = match self.opening.borrow_mut().take() {
            Some(opening) => format!("{opening}; {statement}"),
            None => statement.to_string(),
        };
        match self.conn.borrow_mut().simple(&sql) {
            Ok(mut answers) => Ok(answers.pop().flatten()),
            Err(e) => Err(self.interrupt(Interrupt::Failed(e))),
        }
    }

    /// Notes why the try stops (the first reason counts) and hands `f` an error to return.
    fn interrupt(&self, why: Interrupt) -> TxError {
        let text = match &why {
            Interrupt::Failed(e) => e.to_string(),
            Interrupt::Alone => "the transaction is run again as the only writer".to_string(),
        };
        self.interrupted.borrow_mut().get_or_insert(why);
        TxError::Failed(super::Failure::Postgres(text))
    }

    pub fn get(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        let slot = (tree.name(), key.to_string());
        if let Some(value) = self.known.borrow().get(&slot) {
            return Ok(value.clone().map(String::into_bytes));
        }
        self.lock_one()?;
        let (t, k) = (literal(tree.name())?, literal(key)?);
        let value = self.send(&match self.locking {
            Locking::Keys => format!("SELECT tunnelctl_read({t}, {k})"),
            Locking::Alone | Locking::Unlocked => {
                format!("SELECT value::text FROM tunnelctl_records WHERE tree = {t} AND key = {k}")
            }
        })?;
        self.known.borrow_mut().insert(slot, value.clone());
        Ok(value.map(String::into_bytes))
    }

    /// Stores `value` (JSON text) under `key`; the value it replaced.
    pub fn insert(&self, tree: Tree, key: &str, value: Vec<u8>) -> TxResult<Option<Vec<u8>>> {
        let value = String::from_utf8(value).map_err(|e| {
            TxError::Failed(super::Failure::Corrupt(format!(
                "a record is not UTF-8: {e}"
            )))
        })?;
        let (t, k, v) = (literal(tree.name())?, literal(key)?, literal(&value)?);
        let slot = (tree.name(), key.to_string());
        let is_new = self.new_key.borrow().as_ref() == Some(&slot);
        let known = self.known.borrow().get(&slot).cloned();
        let old = match known {
            // Known: the write waits for the commit.
            Some(old) => {
                self.pending
                    .borrow_mut()
                    .push(match (is_new, self.locking) {
                        (true, Locking::Keys) => format!(
                            "INSERT INTO tunnelctl_records (tree, key, value) \
                         SELECT {t}, {k}, {v} FROM tunnelctl_lock({t}, {k})"
                        ),
                        (true, _) => format!(
                        "INSERT INTO tunnelctl_records (tree, key, value) VALUES ({t}, {k}, {v})"
                    ),
                        (false, _) => format!(
                        "INSERT INTO tunnelctl_records (tree, key, value) VALUES ({t}, {k}, {v}) \
                         ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value"
                    ),
                    });
                if is_new {
                    self.lock_one()?;
                }
                old
            }
            None => {
                self.lock_one()?;
                self.send(&match self.locking {
                    Locking::Keys => format!("SELECT tunnelctl_write({t}, {k}, {v})"),
                    // The statement's snapshot is from before its own write: `old` is the
                    // replaced value.
                    Locking::Alone | Locking::Unlocked => format!(
                        "WITH old AS (SELECT value::text AS v FROM tunnelctl_records \
                                      WHERE tree = {t} AND key = {k}), \
                              new AS (INSERT INTO tunnelctl_records (tree, key, value) \
                                      VALUES ({t}, {k}, {v}) \
                                      ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value) \
                         SELECT v FROM old"
                    ),
                })?
            }
        };
        self.known.borrow_mut().insert(slot, Some(value));
        Ok(old.map(String::into_bytes))
    }

    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        let (t, k) = (literal(tree.name())?, literal(key)?);
        let slot = (tree.name(), key.to_string());
        let known = self.known.borrow().get(&slot).cloned();
        let old = match known {
            Some(None) => None,
            Some(Some(old)) => {
                self.pending.borrow_mut().push(format!(
                    "DELETE FROM tunnelctl_records WHERE tree = {t} AND key = {k}"
                ));
                Some(old)
            }
            None => {
                self.lock_one()?;
                self.send(&match self.locking {
                    Locking::Keys => format!("SELECT tunnelctl_remove({t}, {k})"),
                    Locking::Alone | Locking::Unlocked => format!(
                        "DELETE FROM tunnelctl_records WHERE tree = {t} AND key = {k} \
                         RETURNING value::text"
                    ),
                })?
            }
        };
        self.known.borrow_mut().insert(slot, None);
        Ok(old.map(String::into_bytes))
    }

    /// The keys of `tree` that start with `prefix`, this transaction's writes included. A scan is
    /// not a key lock: a transaction that locks keys is run again as the only writer.
    pub fn keys_with_prefix(&self, tree: Tree, prefix: &str) -> TxResult<Vec<String>> {
        if self.locking == Locking::Keys {
            return Err(self.interrupt(Interrupt::Alone));
        }
        let unsent: Vec<String> = self.pending.borrow_mut().drain(..).collect();
        if !unsent.is_empty() {
            self.send(&unsent.join("; "))?;
        } else if let Some(opening) = self.opening.borrow_mut().take() {
            let sent = self.conn.borrow_mut().execute(&opening);
            sent.map_err(|e| self.interrupt(Interrupt::Failed(e)))?;
        }
        let rows = self.conn.borrow_mut().query(
            "SELECT key FROM tunnelctl_records WHERE tree = $1 \
             AND key >= $2 AND starts_with(key, $2) ORDER BY key",
            &[&tree.name(), &prefix],
        );
        match rows {
            Ok(rows) => Ok(rows.iter().map(|r| r.get(0)).collect()),
            Err(e) => Err(self.interrupt(Interrupt::Failed(e))),
        }
    }

    /// Sends what is left with `end` (COMMIT, or the release of a savepoint), in one round trip;
    /// nothing when the transaction never sent a statement (it read and wrote nothing).
    fn finish(&self, end: &str) -> Result<(), Finish> {
        let pending: Vec<String> = self.pending.borrow_mut().drain(..).collect();
        let opening = self.opening.borrow_mut().take();
        if opening.is_some() && pending.is_empty() {
            return Ok(());
        }
        let sql = opening
            .into_iter()
            .chain(pending)
            .chain(std::iter::once(end.to_string()))
            .collect::<Vec<_>>()
            .join("; ");
        WARNING.with(|w| w.borrow_mut().take());
        match self.conn.borrow_mut().simple(&sql) {
            // The database is gone or the session ended: the end may or may not have happened.
            Err(e @ Error::Unavailable(_)) => return Err(Finish::Uncertain(e)),
            // A statement before the end failed (a new ID already taken, a deadlock): the end
            // did not run.
            Err(e) => return Err(Finish::NotDone(e)),
            Ok(_) => {}
        }
        match WARNING.with(|w| w.borrow_mut().take()) {
            None => Ok(()),
            Some(warning) => Err(Finish::Uncertain(unconfirmed(&warning))),
        }
    }

    /// Undoes what was sent, if anything was (`end`: ROLLBACK, or back to the savepoint); a
    /// broken connection has nothing to undo.
    fn roll_back(&self, end: &str) {
        if self.opening.borrow().is_none() {
            let _ = self.conn.borrow_mut().execute(end);
        }
    }
}

/// How the end of a transaction failed.
enum Finish {
    /// Not committed: the try may run again.
    NotDone(Error),
    /// Perhaps committed, perhaps not: the client is told so (503), never retried here.
    Uncertain(Error),
}

/// `text` as an SQL string literal. Each session runs with `standard_conforming_strings` on (set
/// when it connects), where a doubled quote is the only escape and a backslash is itself. A NUL,
/// which no PostgreSQL text can hold (JSON text never carries one raw), is refused.
fn literal(text: &str) -> TxResult<String> {
    if text.contains('\0') {
        return Err(TxError::Failed(super::Failure::Postgres(format!(
            "{text:?} holds a NUL character, which PostgreSQL cannot store"
        ))));
    }
    Ok(format!("'{}'", text.replace('\'', "''")))
}

#[cfg(test)]
mod tests {
    use super::{literal, location, masked};
    use std::path::Path;

    #[test]
    fn a_literal_doubles_quotes_keeps_backslashes_and_refuses_nul() {
        assert_eq!(literal("tcp_edges").ok().unwrap(), "'tcp_edges'");
        assert_eq!(
            literal(r#"{"d":"it's \"q\" \\ é"}"#).ok().unwrap(),
            r#"'{"d":"it''s \"q\" \\ é"}'"#
        );
        assert_eq!(
            literal("'; DROP TABLE x; --").ok().unwrap(),
            "'''; DROP TABLE x; --'"
        );
        assert!(literal("a\0b").is_err());
    }

    #[test]
    fn a_password_is_masked_in_every_form_of_location() {
        for (given, shown) in [
            (
                "postgres://u:s3cret@db:5432/t",
                "postgres://u:****@db:5432/t",
            ),
            (
                "postgresql://u:p%40ss@db/t?sslmode=require",
                "postgresql://u:****@db/t?sslmode=require",
            ),
            (
                "postgres://u@db/t?password=s3cret&x=1",
                "postgres://u@db/t?password=****&x=1",
            ),
            (
                "host=db password=s3cret dbname=t",
                "host=db password=**** dbname=t",
            ),
            (
                "host=db password='s e\\'c' dbname=t",
                "host=db password=**** dbname=t",
            ),
            (
                "postgres://u@db1:5432,db2:5432/t",
                "postgres://u@db1:5432,db2:5432/t",
            ),
        ] {
            assert_eq!(masked(given), shown, "{given}");
            assert!(!masked(given).contains("s3cret"));
        }
    }

    #[test]
    fn a_location_is_a_postgres_url_or_a_libpq_string_and_nothing_else() {
        assert!(location(Path::new("postgres://u@h/db")).is_some());
        assert!(location(Path::new("postgresql://h")).is_some());
        assert!(location(Path::new("host=/tmp dbname=x")).is_some());
        assert!(location(Path::new(
            "host=db1,db2 dbname=x tcp_user_timeout=5 keepalives_idle=5 load_balance_hosts=random"
        ))
        .is_some());
        assert!(location(Path::new("/home/me/.local/share/tunnelctl/store")).is_none());
        assert!(location(Path::new("my=store")).is_none());
        assert!(location(Path::new("")).is_none());
    }
}
