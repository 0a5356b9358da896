//! The PostgreSQL engine: the store's trees as rows of one table, for teams whose `serve`
//! replicas share one database (`--store postgres://…`). The service does not know which engine
//! it runs on: the same reads, the same transactions (here SERIALIZABLE, retried on serialization
//! failures and deadlocks), the same unique indexes (`super::index`), kept by the same code.
//!
//! The layout, for people who `psql` into it, is explained in docs/postgres.md:
//! `tunnelctl_records(tree, key, value json)` with `(tree, key)` as primary key in byte order
//! (`COLLATE "C"`, as sled sorts keys), `tunnelctl_schema(version)`, and `tunnelctl_meta(name,
//! value)` for the seed counter of `TUNNELCTL_SEED`. Values are `json`, not `jsonb`: `json` keeps
//! the text exactly as written, so an export from PostgreSQL is byte for byte one from sled.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use postgres::error::SqlState;
use postgres::{Client, Config};
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
/// Attempts of a transaction that PostgreSQL aborts as a serialization failure or a deadlock.
/// With one writer per process (see `Pg::writer`), a transaction meets only the other replicas'.
const ATTEMPTS: u32 = 30;
/// Taken by whoever creates or migrates the schema, so that replicas starting at once do it once.
/// ("tunnelctl" in ASCII.)
const SCHEMA_LOCK: i64 = 0x74756e6e656c63;

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

type Manager = PostgresConnectionManager<MakeRustlsConnect>;
type Pool = r2d2::Pool<Manager>;

/// Whether `--store` names a PostgreSQL database rather than a directory: a `postgres://` or
/// `postgresql://` URL, or a libpq `key=value` string (every word a `key=value` pair whose key
/// libpq knows; a directory is never named like that by accident).
pub fn location(path: &Path) -> Option<&str> {
    let text = path.to_str()?;
    if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        return Some(text);
    }
    const KEYS: [&str; 13] = [
        "host",
        "hostaddr",
        "port",
        "dbname",
        "user",
        "password",
        "sslmode",
        "sslrootcert",
        "connect_timeout",
        "application_name",
        "options",
        "target_session_attrs",
        "channel_binding",
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
    /// Serialises this process's write transactions, as sled's writer lock does: writes that
    /// touch one row (a CA's certificate count, the seed counter) would otherwise abort each other
    /// round after round under SERIALIZABLE; so only the replicas' writers contend.
    writer: std::sync::Mutex<()>,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pg({})", self.shown.display())
    }
}

/// Sets the statement timeout on every new connection of the pool.
#[derive(Debug)]
struct Session;

impl r2d2::CustomizeConnection<Client, postgres::Error> for Session {
    fn on_acquire(&self, client: &mut Client) -> Result<(), postgres::Error> {
        client.batch_execute(&format!(
            "SET statement_timeout = {}",
            STATEMENT_TIMEOUT.as_millis()
        ))
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
        config.notice_callback(note_warning);
        let targets = targets(&config);
        let unreachable = |e: postgres::Error| StoreError::Unreachable {
            targets: targets.clone(),
            why: describe(&e),
        };
        // One connection first: its failure says why, which the pool's own error does not.
        let mut first = config.connect(connector.clone()).map_err(unreachable)?;
        migrate(&mut first).map_err(|e| match e {
            Migration::TooNew(found) => StoreError::TooNew {
                path: shown.clone().into(),
                found,
            },
            Migration::Failed(e) => unreachable(e),
        })?;
        drop(first);
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(0))
            .connection_timeout(*config.get_connect_timeout().unwrap_or(&CONNECT_TIMEOUT))
            .connection_customizer(Box::new(Session))
            // A connection PostgreSQL dropped (a restart) is found out before it is handed out.
            .test_on_check_out(true)
            .build_unchecked(PostgresConnectionManager::new(config, connector));
        Ok(Pg {
            pool,
            shown: shown.into(),
            targets,
            seed,
            writer: std::sync::Mutex::new(()),
        })
    }

    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    pub fn shown(&self) -> &Path {
        &self.shown
    }

    /// Runs `f` on this thread's connection: the one of the dry run or all-or-nothing unit under
    /// way (see [`holding`]), else one from the pool.
    fn with_client<T>(&self, f: impl FnOnce(&mut Client) -> Result<T, Error>) -> Result<T, Error> {
        if holding() {
            return HELD.with(|held| {
                let mut held = held.borrow_mut();
                if held.is_none() {
                    let mut client = self.client()?;
                    client.batch_execute("BEGIN ISOLATION LEVEL SERIALIZABLE")?;
                    *held = Some(client);
                }
                f(held.as_mut().expect("just set"))
            });
        }
        let mut client = self.client()?;
        f(&mut client)
    }

    fn client(&self) -> Result<r2d2::PooledConnection<Manager>, Error> {
        self.pool.get().map_err(|e| {
            Error::Unavailable(format!(
                "the database at {} did not answer: {e}",
                self.targets
            ))
        })
    }

    pub fn get(&self, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
        self.with_client(|c| read_one(c, tree, key))
    }

    /// Up to `limit` values with keys below `before`, greatest key first.
    pub fn page(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<Vec<u8>>, Error> {
        self.with_client(|c| {
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
        self.with_client(|c| {
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
        self.with_client(|c| {
            let n: i64 = c
                .query_one(
                    "SELECT count(*) FROM tunnelctl_records WHERE tree = $1",
                    &[&tree.name()],
                )?
                .get(0);
            Ok(usize::try_from(n).unwrap_or(usize::MAX))
        })
    }

    /// The schema version recorded in the database.
    pub fn schema_version(&self) -> Result<Option<u32>, Error> {
        self.with_client(|c| {
            let row = c.query_opt("SELECT version FROM tunnelctl_schema", &[])?;
            Ok(row.and_then(|r| u32::try_from(r.get::<_, i32>(0)).ok()))
        })
    }

    /// Steps the seed counter of `TUNNELCTL_SEED` and returns its new value. In a dry run the step
    /// is part of its transaction, which is rolled back.
    pub fn next_seed_counter(&self) -> Result<u64, Error> {
        self.with_client(next_seed_counter)
    }

    /// Runs `f` as one SERIALIZABLE transaction, retried (with jittered backoff, at most
    /// [`ATTEMPTS`] times) when PostgreSQL aborts it as a serialization failure or a deadlock:
    /// `f` must have no effect outside it. A refusal by `f` commits nothing but its reads, so
    /// that a refusal seen by a transaction that could not have been serialized is retried too.
    /// In a dry run or an all-or-nothing unit `f` runs inside its transaction, under a savepoint.
    pub fn transact<T>(
        &self,
        f: impl for<'x> Fn(&'x PgTx<'x>) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        if holding() {
            return self
                .with_client(|client| {
                    client.batch_execute("SAVEPOINT request")?;
                    let result = f(&PgTx(RefCell::new(&mut *client)));
                    let end = match result {
                        Ok(_) => "RELEASE SAVEPOINT request",
                        Err(_) => "ROLLBACK TO SAVEPOINT request",
                    };
                    client.batch_execute(end)?;
                    Ok(result)
                })
                .map_err(|e| WriteError::Failed(e.into()))?
                .map_err(tx_error);
        }
        let _writer = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        let mut client = self.client().map_err(|e| WriteError::Failed(e.into()))?;
        let mut attempt = 0;
        loop {
            attempt += 1;
            match attempt_once(&mut client, &f) {
                Err(Error::Retry(e)) if attempt < ATTEMPTS => {
                    let _ = client.batch_execute("ROLLBACK");
                    backoff(attempt, &e);
                }
                Err(e) => {
                    let _ = client.batch_execute("ROLLBACK");
                    return Err(WriteError::Failed(e.into()));
                }
                Ok(result) => return result.map_err(tx_error),
            }
        }
    }
}

impl Pg {
    /// Runs `f`, which makes several writes on this thread (the requests of one `apply`), as
    /// one transaction: committed when `f` returns `Ok`, rolled back when it returns `Err` (or
    /// when the process dies first, as PostgreSQL rolls back what a lost connection left open).
    /// Inside a dry run the dry run's transaction holds it, and rolls it back. A commit that
    /// PostgreSQL refuses (another replica's write conflicted) fails the whole unit.
    pub fn all_or_nothing<T, E>(
        &self,
        f: impl FnOnce() -> Result<T, E>,
    ) -> Result<Result<T, E>, super::Failure> {
        if holding() {
            return Ok(f());
        }
        struct End;
        impl Drop for End {
            fn drop(&mut self) {
                IN_UNIT.with(|u| u.set(false));
                // Ends a unit that did not (a panic in `f`): nothing of it stays.
                if let Some(mut client) = HELD.with(|held| held.borrow_mut().take()) {
                    let _ = client.batch_execute("ROLLBACK");
                }
            }
        }
        let end = End;
        IN_UNIT.with(|u| u.set(true));
        let result = f();
        IN_UNIT.with(|u| u.set(false));
        if let Some(mut client) = HELD.with(|held| held.borrow_mut().take()) {
            let ended = match result.is_ok() {
                true => client.batch_execute("COMMIT"),
                false => client.batch_execute("ROLLBACK"),
            };
            ended.map_err(|e| super::Failure::from(Error::from(e)))?;
        }
        drop(end);
        Ok(result)
    }
}

/// One try of a transaction: `Ok` with `f`'s own outcome once committed, `Err` when PostgreSQL
/// failed it.
fn attempt_once<T>(
    client: &mut Client,
    f: &impl for<'x> Fn(&'x PgTx<'x>) -> TxResult<T>,
) -> Result<TxResult<T>, Error> {
    client.batch_execute("BEGIN ISOLATION LEVEL SERIALIZABLE; SAVEPOINT request")?;
    let result = f(&PgTx(RefCell::new(&mut *client)));
    match result {
        Err(TxError::Postgres(e)) => Err(e.into()),
        Err(refused) => {
            client.batch_execute("ROLLBACK TO SAVEPOINT request; COMMIT")?;
            Ok(Err(refused))
        }
        Ok(value) => {
            commit(client)?;
            Ok(Ok(value))
        }
    }
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
fn commit(client: &mut Client) -> Result<(), Error> {
    WARNING.with(|w| w.borrow_mut().take());
    client.batch_execute("COMMIT")?;
    match WARNING.with(|w| w.borrow_mut().take()) {
        None => Ok(()),
        Some(warning) => Err(Error::Unavailable(format!(
            "the commit was not confirmed by the synchronous standby: {warning}; it may be on \
             the primary only, and lost if the primary fails"
        ))),
    }
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
        TxError::Postgres(e) => WriteError::Failed(Error::from(e).into()),
        // Only sled's transactions raise it.
        TxError::Storage(e) => WriteError::Failed(super::Failure::Corrupt(format!(
            "a sled error on PostgreSQL: {e:?}"
        ))),
    }
}

/// Whether this thread runs a dry run or an all-or-nothing unit: both are one transaction on
/// PostgreSQL, held on [`HELD`] from their first statement to their end.
fn holding() -> bool {
    super::rolling_back() || IN_UNIT.with(Cell::get)
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
    if let Some(mut client) = HELD.with(|held| held.borrow_mut().take()) {
        let _ = client.batch_execute("ROLLBACK");
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
        {
            Error::Retry(e)
        } else if e.is_closed()
            || code.is_some_and(|c| {
                [
                    SqlState::ADMIN_SHUTDOWN,
                    SqlState::CANNOT_CONNECT_NOW,
                    SqlState::QUERY_CANCELED,
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
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS tunnelctl_schema (version integer NOT NULL)")?;
    let found: Option<i32> = tx
        .query_opt("SELECT version FROM tunnelctl_schema", &[])?
        .map(|r| r.get(0));
    let current = SCHEMA_VERSION as i32;
    match found {
        None => {
            tx.batch_execute(SCHEMA)?;
            tx.execute(
                "INSERT INTO tunnelctl_schema (version) VALUES ($1)",
                &[&current],
            )?;
        }
        Some(v) if v > current => return Err(Migration::TooNew(v as u32)),
        // Schema 2 is the first this engine has had: nothing older to bring forward yet. A later
        // version adds its steps here, under the same lock.
        Some(v) if v < current => {
            tx.execute("UPDATE tunnelctl_schema SET version = $1", &[&current])?;
        }
        Some(_) => {}
    }
    tx.commit()?;
    Ok(())
}

fn read_one(c: &mut Client, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
    let row = c.query_opt(
        "SELECT value::text FROM tunnelctl_records WHERE tree = $1 AND key = $2",
        &[&tree.name(), &key],
    )?;
    Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
}

fn next_seed_counter(c: &mut Client) -> Result<u64, Error> {
    let n: i64 = c
        .query_one(
            "INSERT INTO tunnelctl_meta (name, value) VALUES ('seeded_id_counter', 1) \
             ON CONFLICT (name) DO UPDATE SET value = tunnelctl_meta.value + 1 RETURNING value",
            &[],
        )?
        .get(0);
    Ok(n as u64)
}

/// The view of the database inside one transaction (see [`Pg::transact`]).
pub struct PgTx<'c>(RefCell<&'c mut Client>);

impl PgTx<'_> {
    pub fn get(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        read_one(&mut self.0.borrow_mut(), tree, key).map_err(pg_tx_error)
    }

    /// Stores `value` (JSON text) under `key`; the value it replaced.
    pub fn insert(&self, tree: Tree, key: &str, value: Vec<u8>) -> TxResult<Option<Vec<u8>>> {
        let value = String::from_utf8(value).map_err(|e| {
            TxError::Failed(super::Failure::Corrupt(format!(
                "a record is not UTF-8: {e}"
            )))
        })?;
        // The statement's snapshot is from before its own write: `old` is the replaced value.
        let row = self
            .0
            .borrow_mut()
            .query_opt(
                "WITH old AS (SELECT value::text AS v FROM tunnelctl_records \
                              WHERE tree = $1 AND key = $2), \
                      new AS (INSERT INTO tunnelctl_records (tree, key, value) \
                              VALUES ($1, $2, $3::text::json) \
                              ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value) \
                 SELECT v FROM old",
                &[&tree.name(), &key, &value],
            )
            .map_err(TxError::Postgres)?;
        Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
    }

    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        let row = self
            .0
            .borrow_mut()
            .query_opt(
                "DELETE FROM tunnelctl_records WHERE tree = $1 AND key = $2 RETURNING value::text",
                &[&tree.name(), &key],
            )
            .map_err(TxError::Postgres)?;
        Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
    }

    pub fn keys_with_prefix(&self, tree: Tree, prefix: &str) -> TxResult<Vec<String>> {
        let rows = self
            .0
            .borrow_mut()
            .query(
                "SELECT key FROM tunnelctl_records WHERE tree = $1 \
                 AND key >= $2 AND starts_with(key, $2) ORDER BY key",
                &[&tree.name(), &prefix],
            )
            .map_err(TxError::Postgres)?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}

fn pg_tx_error(e: Error) -> TxError {
    match e {
        Error::Retry(e) | Error::Other(e) => TxError::Postgres(e),
        unavailable => TxError::Failed(unavailable.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::{location, masked};
    use std::path::Path;

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
        assert!(location(Path::new("/home/me/.local/share/tunnelctl/store")).is_none());
        assert!(location(Path::new("my=store")).is_none());
        assert!(location(Path::new("")).is_none());
    }
}
