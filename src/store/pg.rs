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
pub(super) mod evaluation;
mod group;
mod location;
mod password;
mod pool;
use pool::{Conn, Driver, Pool, TRANSACTIONS};
mod recent;
mod refusal;
use refusal::refusal;
mod schema;
mod tls;

use evaluation::{Found, Outcome, Read};
use group::Committed;
use location::targets;
pub(super) use location::{location, masked};
use schema::{migrate, Migration};

use super::{HandedBack, Scope, SecretSource, StoreError, Tree, SCHEMA_VERSION};

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
/// Up to `$3` values with keys below `$2` (all when null), greatest key first, as text.
const PAGE: &str = "SELECT value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
                    AND ($2::text IS NULL OR key < $2) ORDER BY key DESC LIMIT $3";

/// A store in a PostgreSQL database.
pub struct Pg {
    /// Every connection this process holds to the database (see [`pool`]).
    pool: Pool,
    /// The location as given, password masked: what messages call the store.
    shown: std::path::PathBuf,
    /// `TUNNELCTL_SEED` (see `super::StoreOptions::seed`).
    seed: Option<u64>,
    /// The reads of requests `serve` evaluates on its async thread (see [`evaluation`]).
    reads: evaluation::Reads,
    /// The commits of this process's concurrent writes, sent together (see [`group`]).
    committer: group::Committer,
    /// The records `serve`'s write requests lately read or wrote (see [`recent`]).
    recent: recent::Recent,
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
            recent: recent::Recent::new(),
            reads: evaluation::Reads::new(pool.clone()),
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
    fn with_conn<T>(
        &self,
        scope: &Scope,
        f: impl Fn(&mut Conn) -> Result<T, Error>,
    ) -> Result<T, Error> {
        // Another connection only for one that turned out broken (not, say, for a statement
        // that ran out of time, which would only run out of time again).
        let mut reconnects = 0;
        loop {
            let mut conn = self.conn(scope)?;
            match conn.check_schema().and_then(|()| f(&mut conn)) {
                Err(Error::Unavailable(_)) if conn.broken() && reconnects < TRANSACTIONS => {
                    reconnects += 1;
                    super::stats::retry();
                }
                done => return done,
            }
        }
    }

    /// A connection of the pool: never to a request evaluated on `serve`'s async thread, which
    /// must go to the blocking pool instead (see [`evaluation`]).
    fn conn(&self, scope: &Scope) -> Result<Conn, Error> {
        scope.pg.only_on_blocking_pool()?;
        self.pool.hold()
    }

    pub fn get(&self, scope: &Scope, tree: Tree, key: &str) -> Result<Option<Vec<u8>>, Error> {
        if let Some(run) = &scope.pg.evaluation {
            return Ok(run.read(tree, key)?.map(String::into_bytes));
        }
        self.with_conn(scope, |c| read_one(c, tree, key))
    }

    /// Answers `request` on `serve`'s async thread: evaluates it with the records it reads in
    /// hand, reading each it lacks on the async runtime (`record` first, the route's), and
    /// commits its write-set in a group (see [`evaluation`]). A request that `may_write` is given
    /// the records this process lately read or wrote instead, when its commit checks them (see
    /// [`recent`]). `None` when it must run on the blocking pool; `Err` when its commit failed
    /// and the request is answered 503 with why.
    pub async fn run_unblocked<T>(
        &self,
        record: Option<(Tree, &str)>,
        may_write: bool,
        request: impl Fn(&Scope) -> T,
    ) -> Result<Result<T, String>, HandedBack> {
        let answered = self.evaluate(record, may_write, request).await;
        super::stats::evaluated(answered.is_ok());
        answered
    }

    /// [`run_unblocked`](Self::run_unblocked), uncounted.
    async fn evaluate<T>(
        &self,
        record: Option<(Tree, &str)>,
        may_write: bool,
        request: impl Fn(&Scope) -> T,
    ) -> Result<Result<T, String>, HandedBack> {
        let mut known = evaluation::Known::new();
        let mut needed: Vec<Read> = record
            .map(|(tree, key)| Read::Record(tree, key.to_string()))
            .into_iter()
            .collect();
        let mut given = recent::Given::default();
        for _ in 0..evaluation::ROUNDS {
            if may_write {
                given.take(&self.recent, &mut needed, &mut known);
            }
            // Read at once, pipelined on the connections the pool shares.
            let reads = needed.iter().map(|read| self.reads.read(read));
            let found = futures_util::future::join_all(reads).await;
            for (read, found) in std::mem::take(&mut needed).into_iter().zip(found) {
                let found = found.ok_or(HandedBack::AsUsual)?;
                if let (true, Read::Record(tree, key), Found::Record(Some(value))) =
                    (may_write, &read, &found)
                {
                    self.recent.note(tree.name(), key, Some(value));
                }
                known.push((read, found));
            }
            // The scope is not `Send`: it ends before the next await.
            let (answer, effects, outcome) = {
                let mut scope = Scope::evaluation(known, self.seed);
                let answer = request(&scope);
                let run = scope.pg.take_run();
                (answer, run.take_effects(), run.outcome())
            };
            let effects_once = |committed: bool| {
                if committed {
                    effects.into_iter().for_each(|effect| effect());
                }
            };
            match outcome {
                Outcome::Answered(commit, mut in_hand) => {
                    // An answer that rests on records given unchecked is not given: they are
                    // read, and the request evaluated again.
                    let writes = commit.as_ref().map(|c| &c.writes);
                    let unchecked = given.unchecked(writes, &mut in_hand);
                    if !unchecked.is_empty() {
                        known = in_hand;
                        needed = unchecked;
                        continue;
                    }
                    let Some(commit) = commit else {
                        effects_once(true);
                        return Ok(Ok(answer));
                    };
                    let held = may_write.then(|| commit.writes.held_after());
                    let committed = self.committer.commit(commit).await;
                    // What the commit wrote is kept; a failed one's records are forgotten.
                    for (tree, key, value) in held.into_iter().flatten() {
                        let value = value.filter(|_| committed == Committed::Yes);
                        self.recent.note(tree, &key, value.as_deref());
                    }
                    effects_once(committed == Committed::Yes);
                    return match committed {
                        Committed::Yes => Ok(Ok(answer)),
                        Committed::Again => {
                            self.distrust_stale(given.records()).await;
                            Err(HandedBack::Reading)
                        }
                        Committed::Failed(why) => Ok(Err(why)),
                    };
                }
                Outcome::Needs(reads, in_hand) => {
                    known = in_hand;
                    needed = reads;
                }
                Outcome::Elsewhere => return Err(HandedBack::AsUsual),
            }
        }
        Err(HandedBack::AsUsual)
    }

    /// Distrusts those of the records a request was given (see [`recent`]) that no longer hold
    /// what it was given, its commit having failed: another client changed them. Not the others:
    /// a group fails as a whole, and a record changed by a member of it, or one of another
    /// member, says nothing of them.
    async fn distrust_stale(&self, reused: Vec<(Tree, String, String)>) {
        let reads: Vec<Read> = (reused.iter())
            .map(|(tree, key, _)| Read::Record(*tree, key.clone()))
            .collect();
        let found = futures_util::future::join_all(reads.iter().map(|r| self.reads.read(r))).await;
        for ((tree, key, given), found) in reused.into_iter().zip(found) {
            if !matches!(found, Some(Found::Record(Some(now))) if now == given) {
                self.recent.distrust(tree.name(), &key);
            }
        }
    }

    /// Up to `limit` values with keys below `before`, greatest key first.
    pub fn page(
        &self,
        scope: &Scope,
        tree: Tree,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<Vec<u8>>, Error> {
        if let Some(run) = &scope.pg.evaluation {
            let values = run.page(tree, before, limit)?;
            return Ok(values.into_iter().map(String::into_bytes).collect());
        }
        self.with_conn(scope, |c| {
            let rows = c.query(PAGE, &[&tree.name(), &before, &limit])?;
            Ok(rows
                .iter()
                .map(|r| r.get::<_, String>(0).into_bytes())
                .collect())
        })
    }

    /// Every entry of `tree` whose key starts with `prefix`, in key order.
    pub fn scan_prefix(
        &self,
        scope: &Scope,
        tree: Tree,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, Error> {
        self.with_conn(scope, |c| keyed_scan(c, tree, prefix))
    }

    pub fn entries(&self, tree: Tree) -> Result<BTreeMap<String, Vec<u8>>, Error> {
        Ok(self
            .scan_prefix(&Scope::plain(), tree, "")?
            .into_iter()
            .collect())
    }

    pub fn count(&self, tree: Tree) -> Result<usize, Error> {
        self.with_conn(&Scope::plain(), |c| {
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
        self.with_conn(&Scope::plain(), |c| {
            let row = c.query_opt("SELECT version FROM tunnelctl.tunnelctl_schema", &[])?;
            Ok(row.and_then(|r| u32::try_from(r.get::<_, i32>(0)).ok()))
        })
    }

    /// The seed counter of `TUNNELCTL_SEED` (see [`seed_counter`]).
    pub fn seed_counter(&self, step: bool) -> Result<u64, Error> {
        self.with_conn(&Scope::plain(), |c| seed_counter(c, step))
    }

    /// Writes `key` of `tree` in a transaction that is rolled back: fails as a write would.
    pub fn write_rolled_back(&self, tree: Tree, key: &str) -> Result<(), Error> {
        self.with_conn(&Scope::plain(), |c| {
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

    /// Like [`page`](Self::page), with each value's key.
    pub fn keyed_page(
        &self,
        tree: Tree,
        before: Option<&str>,
        limit: i64,
    ) -> Result<Vec<(String, Vec<u8>)>, Error> {
        self.with_conn(&Scope::plain(), |c| keyed_page(c, tree, before, limit))
    }
}

/// What a scope holds on PostgreSQL (see `super::Scope`).
#[derive(Default)]
pub struct InScope {
    /// A request evaluated on `serve`'s async thread (see [`evaluation`]).
    evaluation: Option<evaluation::Run>,
    /// Whether its writes start as those that lost a race (see `write_loop::commit_loop`): a
    /// request whose evaluated commit found what it read changed (`Scope::handed_back`).
    pub(super) contended: bool,
}

impl InScope {
    pub(super) fn evaluation(known: evaluation::Known, seed: Option<u64>) -> InScope {
        InScope {
            evaluation: Some(evaluation::Run::new(known, seed)),
            contended: false,
        }
    }

    /// The evaluation of a request on `serve`'s async thread, when this is its scope.
    pub(super) fn evaluated(&self) -> Option<&evaluation::Run> {
        self.evaluation.as_ref()
    }

    pub(super) fn contended(&self) -> bool {
        self.contended
    }

    /// The evaluation of a scope of [`evaluation`](Self::evaluation), to learn what came of it.
    fn take_run(&mut self) -> evaluation::Run {
        self.evaluation.take().expect("an evaluation's scope")
    }

    /// Stops an evaluation on `serve`'s async thread, sending its request to the blocking pool
    /// (see `Scope::long_work`).
    pub(super) fn only_on_blocking_pool(&self) -> Result<(), Error> {
        match &self.evaluation {
            Some(run) => Err(run.reached()),
            None => Ok(()),
        }
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
    /// A request evaluated on `serve`'s async thread stopped short (see [`evaluation`]): not a
    /// failure of the database, and never its answer.
    Stopped,
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
            Error::Unavailable(_) | Error::SchemaMoved(_) | Error::Stopped => true,
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
            Error::Stopped => write!(
                f,
                "a request evaluated on serve's async thread asked for what only the blocking \
                 pool gives"
            ),
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
) -> Result<Vec<(String, Vec<u8>)>, Error> {
    let rows = c.query(
        "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
         AND ($2::text IS NULL OR key < $2) ORDER BY key DESC LIMIT $3",
        &[&tree.name(), &before, &limit],
    )?;
    Ok(rows
        .iter()
        .map(|r| (r.get(0), r.get::<_, String>(1).into_bytes()))
        .collect())
}

/// Every entry of `tree` whose key starts with `prefix`, in key order.
fn keyed_scan(c: &mut Conn, tree: Tree, prefix: &str) -> Result<Vec<(String, Vec<u8>)>, Error> {
    let rows = c.query(
        "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
         AND key >= $2 AND starts_with(key, $2) ORDER BY key",
        &[&tree.name(), &prefix],
    )?;
    Ok(rows
        .iter()
        .map(|r| (r.get(0), r.get::<_, String>(1).into_bytes()))
        .collect())
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

#[cfg(test)]
mod tests {
    use super::evaluation::{Found, Outcome, Read, Run};
    use super::*;
    use crate::api::ApiError;
    use crate::kind;
    use crate::store::write_loop::commit_loop;
    use crate::store::{Store, Tx, TxError, TxResult, WriteError};

    fn edges() -> Tree {
        Tree::of(&kind::TCP_EDGE)
    }

    /// An evaluation with these edges in hand.
    fn with_edges(records: &[(&str, &str)]) -> Run {
        let found = |(key, value): &(&str, &str)| {
            let read = Read::Record(edges(), key.to_string());
            (read, Found::Record(Some(value.to_string())))
        };
        Run::new(records.iter().map(found).collect(), None)
    }

    fn refused() -> TxError {
        TxError::Refused(ApiError::invalid("refused"))
    }

    /// `f` run as `Store::write` runs it in `run`'s scope.
    fn evaluated<T>(run: &Run, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
        commit_loop(run, false, &Store::write_request(f))
    }

    #[test]
    fn an_evaluated_write_hands_back_its_write_set_with_the_checks_of_what_it_read() {
        let run = with_edges(&[("edgtcp_1", "{}"), ("edgtcp_2", "{}")]);
        let written = evaluated(&run, |tx| {
            tx.get::<serde_json::Value>(edges(), "edgtcp_2")?;
            tx.put(edges(), "edgtcp_1", &serde_json::json!({"a": 1}))
        });
        assert!(written.is_ok());
        let Outcome::Answered(Some(commit), _) = run.outcome() else {
            panic!("expected a write-set to commit");
        };
        // The write checks what was read; the key only read is checked unchanged.
        assert_eq!(commit.writes.ops(), ["replace", "unchanged"]);
    }

    #[test]
    fn a_record_not_in_hand_stops_the_evaluation_needing_it() {
        let run = with_edges(&[("edgtcp_1", "{}")]);
        let written = evaluated(&run, |tx| {
            tx.get::<serde_json::Value>(edges(), "edgtcp_1")?;
            tx.get::<serde_json::Value>(edges(), "edgtcp_2")
        });
        assert!(matches!(written, Err(WriteError::Failed(_))));
        match run.outcome() {
            Outcome::Needs(reads, _) => {
                assert_eq!(reads, [Read::Record(edges(), "edgtcp_2".to_string())])
            }
            _ => panic!("expected edgtcp_2 to be needed"),
        }
    }

    /// A refusal that rests on one record is final; one that rests on records read at different
    /// moments, which may never have held together, is answered only once the commit of its
    /// checks finds them unchanged (before, the evaluation went to the blocking pool for them).
    #[test]
    fn a_refusal_on_one_record_is_final_and_one_on_records_read_apart_is_confirmed_first() {
        let run = with_edges(&[("edgtcp_1", "{}")]);
        let written = evaluated(&run, |tx| -> TxResult<()> {
            tx.get::<serde_json::Value>(edges(), "edgtcp_1")?;
            Err(refused())
        });
        assert!(matches!(written, Err(WriteError::Refused(_))));
        assert!(matches!(run.outcome(), Outcome::Answered(None, _)));

        let run = with_edges(&[("edgtcp_1", "{}"), ("edgtcp_2", "{}")]);
        let written = evaluated(&run, |tx| -> TxResult<()> {
            tx.get::<serde_json::Value>(edges(), "edgtcp_1")?;
            tx.get::<serde_json::Value>(edges(), "edgtcp_2")?;
            Err(refused())
        });
        assert!(matches!(written, Err(WriteError::Refused(_))));
        let Outcome::Answered(Some(checks), _) = run.outcome() else {
            panic!("expected the refusal's checks to commit");
        };
        assert_eq!(checks.writes.ops(), ["unchanged", "unchanged"]);
    }

    #[test]
    fn a_write_that_scans_or_a_second_one_goes_to_the_blocking_pool() {
        let run = with_edges(&[]);
        let scans = [(edges(), "edgtcp_")];
        let request = Store::over_prefixes_request(&scans, |_, keys| Ok(keys.len()));
        let written = commit_loop(&run, false, &request);
        assert!(matches!(written, Err(WriteError::Failed(_))));
        assert!(matches!(run.outcome(), Outcome::Elsewhere));

        let run = with_edges(&[("edgtcp_1", "{}")]);
        let put = |tx: &Tx| tx.put(edges(), "edgtcp_1", &serde_json::json!({"a": 1}));
        evaluated(&run, put).unwrap();
        let second = evaluated(&run, put);
        assert!(matches!(second, Err(WriteError::Failed(_))));
        assert!(matches!(run.outcome(), Outcome::Elsewhere));
    }
}
