//! The PostgreSQL engine: the store's trees as rows of one table, for teams whose `serve`
//! replicas share one database (`--store postgres://…`). The service does not know which engine
//! it runs on: the same reads, the same transactions, the same unique indexes (`super::index`),
//! kept by the same code. A write's commit (see [`commit`]) runs READ COMMITTED, locks every key
//! its write-set rests on and checks it still holds what the request read, so that writes come
//! out as if run one at a time without SERIALIZABLE's aborts: creates in the same second touch
//! the same index pages, which SERIALIZABLE's page-level predicate locks count as conflicts.
//!
//! The layout, for people who `psql` into it, is explained in docs/postgres.md: in schema
//! `tunnelctl`, `tunnelctl_records(tree, key, value json)` with `(tree, key)` as primary key in
//! byte order (`COLLATE "C"`, as sled sorts keys), `tunnelctl_schema(version)`, and
//! `tunnelctl_meta(name, value)` for the seed counter of `TUNNELCTL_SEED`, and the functions of
//! `schema.rs`; every statement names the schema, and no object of another role is used. Values are
//! `json`, not `jsonb`: `json` keeps the text exactly as written, so an export from PostgreSQL is
//! byte for byte one from sled.

use std::collections::BTreeMap;
use std::time::Duration;

use tokio_postgres::error::SqlState;

mod async_conn;
mod batch;
use async_conn::STATEMENT_TIMEOUT;
mod commit;
mod group;
mod location;
mod password;
mod pool;
use pool::{Conn, Driver, Pool, TRANSACTIONS};
mod refusal;
use refusal::refusal;
mod schema;
mod tls;
mod unblocked;

use location::targets;
pub(super) use location::{location, masked};
use schema::{migrate, Migration};

use super::engine::Keyed;
use super::unblocked::recent::Recent;
use super::{SecretSource, StoreError, Tree, SCHEMA_VERSION};

/// How long opening a connection may take, unless the URL says (`connect_timeout`).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How a connection to a host that vanished without closing it (a network partition, not a
/// crash) is found out, unless the location says: data sent and not acknowledged for 15 s, or an
/// idle connection whose keepalive probes (after 10 s, then every 5 s) go unanswered 3 times.
/// TCP's own defaults take many minutes, and rust-postgres's keepalives start after 2 hours.
const TCP_USER_TIMEOUT: Duration = Duration::from_secs(15);
const KEEPALIVES_IDLE: Duration = Duration::from_secs(10);
const KEEPALIVES_INTERVAL: Duration = Duration::from_secs(5);
const KEEPALIVES_RETRIES: u32 = 3;
/// How many key locks a commit takes at most; one that would take more commits as the only
/// writer instead (see `commit`): advisory locks live in PostgreSQL's shared lock table
/// (`max_locks_per_transaction` × connections, 6 400 slots by default), which one large import
/// must not fill. Also the most a group of commits takes (see `group`).
const KEY_LOCKS: usize = 64;

/// How long a connection's reads go on without asking whether the schema is still this
/// tunnelctl's (see [`Conn::check_schema`]).
const SCHEMA_RECHECK: Duration = Duration::from_secs(1);

/// Locks `mutex`, whether or not a thread panicked holding it: what these locks guard (queues,
/// connections, a time) stays whole between statements.
fn lock<T>(mutex: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}

/// Fails with `schema::SCHEMA_MOVED` once a newer tunnelctl migrated the database; the parameter
/// is this tunnelctl's schema version.
const SCHEMA_IS: &str = "SELECT tunnelctl.tunnelctl_schema_is($1, 'nothing was read or written')";
/// The value of one key, as text (the `json` column keeps it byte for byte).
const READ_ONE: &str =
    "SELECT value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = $2";
/// The first statement of a write transaction that reads before it writes.
const BEGIN: &str = "BEGIN ISOLATION LEVEL READ COMMITTED";
/// The SQLSTATE with which `tunnelctl_commit` (schema.rs) says that a key a commit rests on no
/// longer holds what its request read; of a class of its own, which PostgreSQL does not use.
const CHANGED: &str = "TC001";
/// Up to `$3` entries with keys below `$2` (all when null), greatest key first, values as text.
const PAGE: &str = "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
                    AND ($2::text IS NULL OR key < $2) ORDER BY key DESC LIMIT $3";

/// A store in a PostgreSQL database.
pub struct Pg {
    /// Every connection this process holds to the database (see [`pool`]).
    pool: Pool,
    /// The location as given, password masked: what messages call the store.
    shown: std::path::PathBuf,
    /// `TUNNELCTL_SEED` (see `super::StoreOptions::seed`).
    seed: Option<u64>,
    /// The reads of records of requests `serve` evaluates on its async thread (see
    /// [`unblocked`]).
    record_reads: unblocked::RecordReads,
    /// The commits of this process's concurrent writes, sent together (see [`group`]).
    committer: group::Committer,
    /// The records `serve`'s write requests lately read or wrote.
    recent: Recent,
    /// See [`Pg::role`].
    role: String,
    /// Drives the pool's connections; held to be dropped last.
    _driver: Driver,
}

impl std::fmt::Debug for Pg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pg({})", self.shown.display())
    }
}

/// The connection settings `location` makes, with this tool's defaults where it says nothing
/// (timeouts, keepalives), and its TLS.
fn parse(location: &str) -> Result<(tokio_postgres::Config, tls::Tls), StoreError> {
    read(location).map_err(|why| StoreError::BadLocation {
        location: masked(location),
        why,
    })
}

/// [`parse`], with why `location` does not parse (never the location itself).
fn read(location: &str) -> Result<(tokio_postgres::Config, tls::Tls), String> {
    let tls = tls::split(location)?;
    let mut config: tokio_postgres::Config = tls
        .location
        .parse()
        .map_err(|e: tokio_postgres::Error| e.to_string())?;
    config.ssl_mode(tls.mode);
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
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
    Ok((config, tls))
}

/// Where the password of the store at `location` comes from (see `password::supply`), without
/// connecting: for `config show`.
pub fn password_source(location: &str) -> Result<SecretSource, StoreError> {
    let (mut config, _) = parse(location)?;
    let source = password::supply(&mut config).map_err(|why| StoreError::PasswordFile { why })?;
    Ok(source.into())
}

impl Pg {
    /// Connects, then creates or checks the schema. An unreachable database is
    /// [`StoreError::Unreachable`], naming its hosts and ports (never the password).
    pub fn open(location: &str, seed: Option<u64>) -> Result<Pg, StoreError> {
        let shown = masked(location);
        let (mut config, tls) = parse(location)?;
        let connector = tls.connector().map_err(|why| StoreError::BadLocation {
            location: shown.clone(),
            why,
        })?;
        let password =
            password::supply(&mut config).map_err(|why| StoreError::PasswordFile { why })?;
        let targets = targets(&config);
        let owner = location::named_owner(config.get_options());
        // What `pg_stat_activity` calls each connection, unless the location names them.
        if config.get_application_name().is_none() {
            config.application_name("tunnelctl");
        }
        // For a refusal's words, kept as `config` goes to the pool.
        let named = (
            config.get_user().map(str::to_string),
            config.get_dbname().map(str::to_string),
        );
        let not_opened = |e: tokio_postgres::Error| match refusal(&e, &named, &password) {
            Some(refusal) => StoreError::Refused {
                targets: targets.clone(),
                why: refusal.explain(&e),
                hint: refusal.hint(),
                denied: refusal.denied(),
            },
            None => StoreError::Unreachable {
                targets: targets.clone(),
                why: describe(&e),
            },
        };
        let driver = Driver::start().map_err(|e| StoreError::Unreachable {
            targets: targets.clone(),
            why: format!("no thread could be started to drive its connections: {e}"),
        })?;
        // One connection first: its failure says why, which a request's would not.
        let runtime = driver.handle();
        let mut first = pool::connect_first(&runtime, &config, &connector)
            .ok_or_else(|| StoreError::Unreachable {
                targets: targets.clone(),
                why: "the runtime stopped while the connection was being made".into(),
            })?
            .map_err(not_opened)?;
        let migrated = runtime.block_on(migrate(&mut first.client, owner.as_deref()));
        migrated.map_err(|e| match e {
            Migration::TooNew(found) => StoreError::TooNew {
                path: shown.clone().into(),
                found,
            },
            Migration::Untrusted(untrusted) => StoreError::Untrusted(crate::trust::Untrusted {
                message: format!(
                    "the PostgreSQL store at {shown} is not trusted: {}",
                    untrusted.message
                ),
                hint: untrusted.hint,
            }),
            Migration::Failed(e) => not_opened(e),
        })?;
        // The role the store's writes are made as (`SET ROLE` in the location's options may
        // make it other than the login's): audit records name it. And the audit trail's head,
        // which the first commit's records are sealed onto (see `group`, "The audit chain"), in
        // the same round trip.
        let opened = runtime
            .block_on(first.client.query_one(
                "SELECT current_user::text, (SELECT value::text FROM tunnelctl.tunnelctl_records \
                 WHERE tree = 'meta' AND key = 'audit_head')",
                &[],
            ))
            .map_err(not_opened)?;
        let (role, audit_head): (String, Option<String>) = (opened.get(0), opened.get(1));
        // Connections are not tested as they are handed out (a round trip per request): one that
        // a restart or a failover broke fails its first statement, and the request goes on with
        // another (see `Pg::with_conn`).
        let pool = Pool::new(config, connector, runtime, targets, first, audit_head);
        Ok(Pg {
            committer: group::Committer::new(pool.clone()),
            recent: Recent::new(),
            record_reads: unblocked::RecordReads::new(),
            pool,
            shown: shown.into(),
            seed,
            role,
            _driver: driver,
        })
    }

    /// Connections of the pool held or carrying reads now (see
    /// [`Store::connections_in_use`](super::Store::connections_in_use)).
    pub fn connections_in_use(&self) -> u32 {
        self.pool.in_use()
    }

    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The database role this store's writes are made as (`current_user`).
    pub fn role(&self) -> &str {
        &self.role
    }

    /// Runs `f` (a read, or a step of the seed counter, which commits by itself) on a connection
    /// of the pool; on another one when the database dropped it (a restart).
    fn with_conn<T>(&self, f: impl Fn(&mut Conn) -> Result<T, Error>) -> Result<T, Error> {
        // Another connection only for one that turned out broken (not, say, for a statement
        // that ran out of time, which would only run out of time again).
        let mut reconnects = 0;
        loop {
            let mut conn = self.pool.hold()?;
            match conn.check_schema().and_then(|()| f(&mut conn)) {
                Err(Error::Unavailable(_)) if conn.broken() && reconnects < TRANSACTIONS => {
                    reconnects += 1;
                    super::stats::retry();
                }
                done => return done,
            }
        }
    }

    pub fn get(&self, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
        self.with_conn(|c| read_one(c, tree, key))
    }

    /// Every entry of `tree` whose key starts with `prefix`, in key order.
    pub fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Error> {
        self.with_conn(|c| keyed_scan(c, tree, prefix))
    }

    pub fn entries(&self, tree: Tree) -> Result<BTreeMap<String, Vec<u8>>, Error> {
        Ok(self.scan_prefix(tree, "")?.into_iter().collect())
    }

    pub fn count(&self, tree: Tree) -> Result<usize, Error> {
        self.with_conn(|c| {
            let row = c.query_opt(
                "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = $1",
                &[&tree.name()],
            )?;
            let n: i64 = row.map_or(0, |r| r.get(0));
            Ok(usize::try_from(n).unwrap_or(usize::MAX))
        })
    }

    /// The schema version recorded in the database.
    pub fn schema_version(&self) -> Result<Option<u32>, Error> {
        self.with_conn(|c| {
            let row = c.query_opt("SELECT version FROM tunnelctl.tunnelctl_schema", &[])?;
            Ok(row.and_then(|r| u32::try_from(r.get::<_, i32>(0)).ok()))
        })
    }

    /// The seed counter of `TUNNELCTL_SEED` (see [`seed_counter`]).
    pub fn seed_counter(&self, step: bool) -> Result<u64, Error> {
        self.with_conn(|c| seed_counter(c, step))
    }

    /// Writes `key` of `tree` in a transaction that is rolled back: fails as a write would.
    pub fn write_rolled_back(&self, tree: Tree, key: &str) -> Result<(), Error> {
        self.with_conn(|c| {
            c.execute(BEGIN)?;
            let wrote = c.query_opt(
                "INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) VALUES ($1, $2, 'null') \
                 ON CONFLICT (tree, key) DO UPDATE SET value = excluded.value",
                &[&tree.name(), &key],
            );
            let rolled_back = c.execute("ROLLBACK");
            wrote.map(drop).and(rolled_back)
        })
    }

    /// Up to `limit` entries with keys below `before`, greatest key first.
    pub fn keyed_page(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<(String, Vec<u8>)>, Error> {
        self.with_conn(|c| keyed_page(c, tree, before, limit))
    }
}

/// A failure talking to PostgreSQL.
#[derive(Debug)]
pub enum Error {
    /// A serialization failure or deadlock: the transaction may be tried again.
    Retry(tokio_postgres::Error),
    /// The database could not be reached or dropped the connection (the request may be retried
    /// later: 503).
    Unavailable(String),
    /// A newer tunnelctl migrated the database (see `schema::SCHEMA_MOVED`): this process may
    /// neither read nor write it, and says so (503, so that a client or a load balancer turns to
    /// an upgraded replica). PostgreSQL's message.
    SchemaMoved(String),
    /// The key of a new audit record was taken (see `chain::taken_message`): no retry draws
    /// another, as a new ID's would.
    AuditKeyTaken(String),
    /// What a write would store is no PostgreSQL text (see `commit`'s `storable`): why.
    Unstorable(String),
    Other(tokio_postgres::Error),
}

/// The audit record's key a unique violation names, when the taken key is one of the trail's
/// (`tunnelctl_commit` inserts them; PostgreSQL's detail is `Key (tree, key)=(audit_records, …)
/// already exists.`).
fn taken_audit_key(e: &tokio_postgres::Error) -> Option<String> {
    if e.code() != Some(&SqlState::UNIQUE_VIOLATION) {
        return None;
    }
    let detail = e.as_db_error()?.detail()?;
    let (_, rest) = detail.split_once("=(audit_records, ")?;
    let key: String = rest.chars().take_while(char::is_ascii_digit).collect();
    (!key.is_empty()).then_some(key)
}

impl From<tokio_postgres::Error> for Error {
    fn from(e: tokio_postgres::Error) -> Self {
        let code = e.code();
        if let Some(key) = taken_audit_key(&e) {
            Error::AuditKeyTaken(key)
        } else if code == Some(&SqlState::T_R_SERIALIZATION_FAILURE)
            || code == Some(&SqlState::T_R_DEADLOCK_DETECTED)
            // A create's new ID that a record already has (see `commit`): drawn again.
            || code == Some(&SqlState::UNIQUE_VIOLATION)
            // The trail's head kept moving under a commit's records (see `group::send_sealed`).
            || code.map(SqlState::code) == Some(schema::HEAD_MOVED)
        {
            Error::Retry(e)
        } else if code.map(SqlState::code) == Some(schema::SCHEMA_MOVED) {
            Error::SchemaMoved(
                e.as_db_error()
                    .map_or_else(String::new, |db| db.message().into()),
            )
        } else if code == Some(&SqlState::LOCK_NOT_AVAILABLE) {
            Error::Unavailable(format!(
                "{}: another transaction held a lock this one needed for longer than \
                 lock_timeout allows (another writer's `apply` or import, or a session outside \
                 tunnelctl)",
                describe(&e)
            ))
        } else if breaks_connection(&e) || code == Some(&SqlState::QUERY_CANCELED) {
            Error::Unavailable(describe(&e))
        } else {
            Error::Other(e)
        }
    }
}

/// Whether `e` leaves its connection of no more use, so that the pool drops it: the database
/// closed it, is shutting down or ended the session of a transaction left idle too long
/// (`idle_in_transaction_session_timeout`), the connection itself failed (no answer from the server), or it
/// reaches a primary turned standby (a switchover; a new connection finds the read-write host
/// through `target_session_attrs`). A statement that ran out of time or was cancelled leaves its
/// connection as good as it was.
fn breaks_connection(e: &tokio_postgres::Error) -> bool {
    e.is_closed()
        || e.as_db_error().is_none()
        || e.code().is_some_and(|c| {
            [
                SqlState::ADMIN_SHUTDOWN,
                SqlState::CANNOT_CONNECT_NOW,
                SqlState::READ_ONLY_SQL_TRANSACTION,
                SqlState::IDLE_IN_TRANSACTION_SESSION_TIMEOUT,
            ]
            .contains(c)
        })
}

impl Error {
    /// Whether `tunnelctl_commit` found a key its write-set rests on changed.
    fn is_wrong_guess(&self) -> bool {
        matches!(self, Error::Other(e) if e.code().map(SqlState::code) == Some(CHANGED))
    }

    /// Whether the same request may pass later: the database is out of reach, or other writers
    /// kept conflicting. A new ID that kept being taken is neither (see [`Error::fmt`]).
    pub fn is_transient(&self) -> bool {
        match self {
            Error::Unavailable(_) | Error::SchemaMoved(_) => true,
            Error::AuditKeyTaken(_) | Error::Unstorable(_) => false,
            Error::Retry(e) => e.code() != Some(&SqlState::UNIQUE_VIOLATION),
            Error::Other(_) => false,
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Retry(e) => write!(
                f,
                "PostgreSQL aborted the transaction as concurrent with others ({})",
                describe(e)
            ),
            Error::Unavailable(why) => write!(f, "PostgreSQL is unavailable: {why}"),
            Error::AuditKeyTaken(key) => write!(f, "{}", super::chain::taken_message(key)),
            Error::SchemaMoved(why) | Error::Unstorable(why) => write!(f, "{why}"),
            Error::Other(e) => write!(f, "PostgreSQL: {}", describe(e)),
        }
    }
}

/// A PostgreSQL error in words: the server's message when there is one (tokio_postgres::Error's own
/// Display says only "db error").
fn describe(e: &tokio_postgres::Error) -> String {
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

fn read_one(c: &mut Conn, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
    let row = c.query_opt(READ_ONE, &[&tree.name(), &key])?;
    Ok(row.map(|r| r.get::<_, String>(0).into_bytes()))
}

/// Up to `limit` entries of `tree` with keys below `before` (all when `None`), greatest first.
fn keyed_page(
    c: &mut Conn,
    tree: Tree,
    before: Option<&str>,
    limit: i64,
) -> Result<Vec<Keyed>, Error> {
    Ok(keyed(&c.query(PAGE, &[&tree.name(), &before, &limit])?))
}

/// Every entry of `tree` whose key starts with `prefix`, in key order.
fn keyed_scan(c: &mut Conn, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Error> {
    let rows = c.query(
        "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
         AND key >= $2 AND starts_with(key, $2) ORDER BY key",
        &[&tree.name(), &prefix],
    )?;
    Ok(keyed(&rows))
}

/// The entries of rows of a key and a value as text.
fn keyed(rows: &[tokio_postgres::Row]) -> Vec<Keyed> {
    (rows.iter())
        .map(|r| (r.get(0), r.get::<_, String>(1).into_bytes()))
        .collect()
}

/// The seed counter of `TUNNELCTL_SEED`: stepped first, the step committed by itself, when
/// `step`; else as it stands, for a dry run, which does not move it.
fn seed_counter(c: &mut Conn, step: bool) -> Result<u64, Error> {
    if !step {
        let row = c.query_opt(
            "SELECT value FROM tunnelctl.tunnelctl_meta WHERE name = 'seeded_id_counter'",
            &[],
        )?;
        return Ok(row.map_or(0, |r| r.get::<_, i64>(0)) as u64);
    }
    let row = c.query_opt(
        "INSERT INTO tunnelctl.tunnelctl_meta (name, value) VALUES ('seeded_id_counter', 1) \
         ON CONFLICT (name) DO UPDATE SET value = tunnelctl_meta.value + 1 RETURNING value",
        &[],
    )?;
    let n: i64 = row.map_or(1, |r| r.get(0));
    Ok(n as u64)
}
