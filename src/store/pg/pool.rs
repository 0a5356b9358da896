//! Every connection a replica holds to its database: one pool ([`Pool`]) of one kind of
//! connection ([`Link`]: an [`AsyncConn`] with its prepared statements), used three ways. A
//! transaction holds one of its own ([`Pool::hold`], a thread of the blocking side waiting on
//! it); the committer holds one while it sends a group ([`Pool::hold_for_commits`]); the reads of
//! requests evaluated on `serve`'s async thread share one, many pipelined at once
//! ([`Pool::share`]). A connection serves whichever use asks next: an idle one, or one shared
//! with no read in flight, is held; one given back is idle again. What the pool's tries to
//! connect came to ([`Reach`]) is one for every use. A connection is driven by `serve`'s runtime
//! when it runs, else by the store's own ([`Driver`]); see [`driven`].

use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use tokio::runtime::Handle;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Config, Row, Statement};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::async_conn::AsyncConn;
use super::{breaks_connection, describe, lock, Error, SCHEMA_IS, SCHEMA_RECHECK, SCHEMA_VERSION};

/// How many transactions hold a connection at once at most; more wait for one (up to the
/// connect timeout).
pub(super) const TRANSACTIONS: usize = 8;
/// How many connections carry reads at most.
const SHARED: usize = 3;
/// How many connections the pool makes at most: each use's most, plus the committer's one, so
/// that every use always finds one, idle or new, whatever the others hold.
const MOST: usize = TRANSACTIONS + SHARED + 1;
/// How many reads one connection carries at once before a read takes another connection.
/// Pipelined, a read costs PostgreSQL and the replica less (one write and one wake-up carry
/// several), so the reads fill one connection before they spread: measured with 16 clients on
/// one replica, one connection answered 25–30% more GETs than four taken in turn
/// (docs/benchmarks.md, "Session 23").
const DEPTH: usize = 16;

/// The pool. A clone is the same pool.
#[derive(Clone)]
pub(super) struct Pool(Arc<Inner>);

struct Inner {
    /// How its connections connect, and their TLS.
    config: Config,
    tls: MakeRustlsConnect,
    /// The store's own runtime (see [`Driver`]).
    runtime: Handle,
    /// `host:port` of the database, for errors.
    targets: String,
    connect_timeout: Duration,
    state: Mutex<State>,
    /// Signalled as a connection is given back (a transaction may be waiting for one).
    given_back: Condvar,
    /// Notified as a connection for reads is made (reads may be waiting for it).
    shared_made: tokio::sync::Notify,
    reach: Mutex<Reach>,
    /// The audit trail's head as this process last knew it (its text; `None`: none yet), which
    /// the next commit's records are sealed onto (see `group`, "The audit chain").
    audit_head: Mutex<Option<String>>,
}

/// How long a connection may stay idle before it is closed (as r2d2 closed them): a replica
/// past a burst gives its connections back to the database, down to what it uses.
const IDLE_MOST: Duration = Duration::from_secs(10 * 60);

/// What the pool's bookkeeping asks of a connection (a trait, so that its tests count without a
/// database).
trait Member: Clone {
    /// Not broken, and not closed by the database.
    fn usable(&self) -> bool;
    /// Reads sent on it and not yet answered.
    fn in_flight(&self) -> usize;
}

/// Who holds what. Every count stays within its use's most: `transactions` ≤ [`TRANSACTIONS`],
/// `shared` (with the one being made) ≤ [`SHARED`], `committing` ≤ 1, so `open` ≤ [`MOST`].
/// Every change is made under the pool's lock, a read's count included (see [`Reading`]), so a
/// holder never takes a connection a read is being sent on.
struct State<L = Arc<Link>> {
    /// Idle connections, each with when it was given back, the latest last.
    idle: Vec<(L, Instant)>,
    shared: Vec<L>,
    /// Connections held by transactions, or being made for them.
    transactions: usize,
    /// Whether the committer holds one (or one is being made for it).
    committing: bool,
    /// Whether a connection for reads is being made: the reads that find none meanwhile (all of
    /// them, after a failover) wait for it rather than each make their own.
    making_shared: bool,
    /// Connections made and not dropped, and those being made.
    open: usize,
}

/// What holds a connection of its own.
#[derive(Clone, Copy)]
enum Holder {
    Transaction,
    Committer,
}

/// What a holder, or a read, is given.
#[derive(Debug, PartialEq)]
enum Given<L> {
    /// A connection there is.
    This(L),
    /// A place for a connection it is to make (counted in `open` already).
    Make,
    /// Nothing yet: a transaction waits for one to be given back; a read for the connection
    /// being made for reads.
    Wait,
}

impl<L: Member> State<L> {
    fn new(first: L, now: Instant) -> State<L> {
        State {
            idle: vec![(first, now)],
            shared: Vec::new(),
            transactions: 0,
            committing: false,
            making_shared: false,
            open: 1,
        }
    }

    /// A connection for `holder`: an idle one, else one shared with no read in flight, else a
    /// place to make one; a transaction waits when [`TRANSACTIONS`] are held.
    fn hold(&mut self, holder: Holder, now: Instant) -> Given<L> {
        match holder {
            Holder::Transaction if self.transactions == TRANSACTIONS => return Given::Wait,
            Holder::Transaction => self.transactions += 1,
            Holder::Committer => {
                debug_assert!(!self.committing, "one committer");
                self.committing = true;
            }
        }
        if let Some(link) = self.take_idle(now) {
            return Given::This(link);
        }
        self.drop_unusable_shared();
        match self.shared.iter().position(|l| l.in_flight() == 0) {
            Some(unused) => Given::This(self.shared.swap_remove(unused)),
            None => self.reserve(),
        }
    }

    /// A connection to send a read on (see [`choose`]).
    fn share(&mut self, now: Instant) -> Given<L> {
        self.drop_unusable_shared();
        let another = self.shared.len() < SHARED && !self.making_shared;
        match choose(self.shared.iter().map(Member::in_flight), another) {
            Choice::Use(i) => Given::This(self.shared[i].clone()),
            Choice::Another => match self.take_idle(now) {
                Some(link) => {
                    self.shared.push(link.clone());
                    Given::This(link)
                }
                None => {
                    self.making_shared = true;
                    self.reserve()
                }
            },
            Choice::Wait => Given::Wait,
        }
    }

    /// The connection made for reads, if one was.
    fn shared_made(&mut self, made: Option<L>) {
        self.making_shared = false;
        match made {
            Some(link) => self.shared.push(link),
            None => self.open -= 1,
        }
    }

    /// Ends `holder`'s hold: `link` is idle again, unless it broke (or none was made).
    fn give_back(&mut self, link: Option<L>, holder: Holder, now: Instant) {
        match holder {
            Holder::Transaction => self.transactions -= 1,
            Holder::Committer => self.committing = false,
        }
        match link.filter(Member::usable) {
            Some(link) => self.idle.push((link, now)),
            None => self.open -= 1,
        }
        self.close_idle(now);
    }

    /// Connections held, and those carrying reads.
    fn in_use(&self) -> usize {
        let reading = self.shared.iter().filter(|l| l.in_flight() > 0).count();
        self.transactions + usize::from(self.committing) + reading
    }

    /// Counts a connection about to be made.
    fn reserve(&mut self) -> Given<L> {
        self.open += 1;
        debug_assert!(self.open <= MOST, "each use stays within its most");
        Given::Make
    }

    /// The idle connection given back last; those found closed are dropped, and so are those
    /// idle for longer than [`IDLE_MOST`].
    fn take_idle(&mut self, now: Instant) -> Option<L> {
        self.close_idle(now);
        while let Some((link, _)) = self.idle.pop() {
            if link.usable() {
                return Some(link);
            }
            self.open -= 1;
        }
        None
    }

    /// Drops the connections idle for longer than [`IDLE_MOST`] (the first given back first).
    fn close_idle(&mut self, now: Instant) {
        let stale = (self.idle.iter())
            .take_while(|(_, since)| now.saturating_duration_since(*since) > IDLE_MOST)
            .count();
        self.idle.drain(..stale);
        self.open -= stale;
    }

    fn drop_unusable_shared(&mut self) {
        let before = self.shared.len();
        self.shared.retain(Member::usable);
        self.open -= before - self.shared.len();
    }
}

impl Member for Arc<Link> {
    fn usable(&self) -> bool {
        !self.broken.load(Ordering::Relaxed) && !self.session.client.is_closed()
    }

    fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::Relaxed)
    }
}

impl Pool {
    /// A pool of connections made as `config` and `tls` say; `runtime` is the store's own (see
    /// [`Driver`]); `first`, made already (to check the schema: a one-shot command makes one
    /// connection, not two), is its first idle one; `audit_head`, the trail's head as opening
    /// found it.
    pub(super) fn new(
        config: Config,
        tls: MakeRustlsConnect,
        runtime: Handle,
        targets: String,
        first: AsyncConn,
        audit_head: Option<String>,
    ) -> Pool {
        let connect_timeout = *config
            .get_connect_timeout()
            .unwrap_or(&super::CONNECT_TIMEOUT);
        let first = Link::new(first);
        // `migrate` has just found the schema this tunnelctl's: a one-shot command's read need
        // not ask again.
        *lock(&first.schema_checked) = Some(Instant::now());
        let state = State::new(Arc::new(first), Instant::now());
        Pool(Arc::new(Inner {
            config,
            tls,
            runtime,
            targets,
            connect_timeout,
            state: Mutex::new(state),
            given_back: Condvar::new(),
            shared_made: tokio::sync::Notify::new(),
            reach: Mutex::default(),
            audit_head: Mutex::new(audit_head),
        }))
    }

    pub(super) fn tls(&self) -> &MakeRustlsConnect {
        &self.0.tls
    }

    /// Connections held now, and those carrying reads (see
    /// [`Store::connections_in_use`](crate::store::Store::connections_in_use)).
    pub(super) fn in_use(&self) -> u32 {
        lock(&self.0.state).in_use() as u32
    }

    /// A connection for a transaction, held until the [`Conn`] is dropped. One that finds
    /// [`TRANSACTIONS`] held waits for one, up to the connect timeout (5 s unless the location
    /// says). One that must connect while the database is known down and another try is under
    /// way is answered at once (see [`Pool::connect`]).
    pub(super) fn hold(&self) -> Result<Conn, Error> {
        let waited = Instant::now() + self.0.connect_timeout;
        let mut state = lock(&self.0.state);
        loop {
            match state.hold(Holder::Transaction, Instant::now()) {
                Given::This(link) => return Ok(self.held(link, Holder::Transaction)),
                Given::Make => {
                    drop(state);
                    let settle = |pool: &Pool, made| pool.made(made, Holder::Transaction);
                    let making = self.make(driving(&self.0.runtime), waited, settle);
                    return self.0.runtime.block_on(making);
                }
                Given::Wait => {}
            }
            let left = waited.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Error::Unavailable(format!(
                    "all {TRANSACTIONS} of this process's connections to the database at {} \
                     for transactions stayed busy for {} s (their transactions wait for the \
                     database, or for locks other writers hold)",
                    self.0.targets,
                    self.0.connect_timeout.as_secs()
                )));
            }
            state = (self.0.given_back.wait_timeout(state, left))
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    /// A connection for the committer's next group, made by `deadline` if it must be made.
    pub(super) async fn hold_for_commits(&self, deadline: Instant) -> Result<Conn, Error> {
        let given = lock(&self.0.state).hold(Holder::Committer, Instant::now());
        match given {
            Given::This(link) => Ok(self.held(link, Holder::Committer)),
            Given::Make => {
                let settle = |pool: &Pool, made| pool.made(made, Holder::Committer);
                self.make(driving(&self.0.runtime), deadline, settle).await
            }
            Given::Wait => unreachable!("only a transaction waits for a connection"),
        }
    }

    /// A connection to send reads on, many at once: the first carrying fewer than [`DEPTH`],
    /// else another (idle or new) while fewer than [`SHARED`] carry reads, else the least busy.
    /// A read that finds none while one is being made waits for it.
    pub(super) async fn share(&self) -> Result<Reading, Error> {
        loop {
            let made = self.0.shared_made.notified();
            tokio::pin!(made);
            // Decided under the lock, which is not held across an await.
            let wait = {
                let mut state = lock(&self.0.state);
                match state.share(Instant::now()) {
                    // Counted as the lock is held.
                    Given::This(link) => return Ok(Reading::new(link)),
                    Given::Make => false,
                    Given::Wait => {
                        // For the one being made: notified from here on.
                        made.as_mut().enable();
                        true
                    }
                }
            };
            if wait {
                made.await;
                continue;
            }
            let deadline = Instant::now() + self.0.connect_timeout;
            let settle = |pool: &Pool, made| pool.made_shared(made);
            return self.make(driving(&self.0.runtime), deadline, settle).await;
        }
    }

    /// Makes a connection (see [`connect`](Self::connect)) on `driving`, the runtime that is to
    /// drive it (see [`driven`]), and `settle`s its place there: a caller that stops waiting (a
    /// read out of time) leaves nothing reserved.
    async fn make<T: Send + 'static>(
        &self,
        driving: Handle,
        deadline: Instant,
        settle: impl FnOnce(&Pool, Result<Link, Error>) -> Result<T, Error> + Send + 'static,
    ) -> Result<T, Error> {
        let pool = self.clone();
        let making = async move {
            let made = pool.connect(deadline).await;
            settle(&pool, made)
        };
        driven(driving, making).await.unwrap_or_else(|| {
            Err(Error::Unavailable(
                "the runtime stopped while a connection was being made".into(),
            ))
        })
    }

    /// Makes a connection, waiting for it until the connect timeout or `deadline`, whichever
    /// comes first, and notes how it went in [`Reach`]. While the database is known down, one
    /// try at a time connects: the others are answered at once, saying since when it has not
    /// answered and the last error, rather than each wait the connect timeout.
    async fn connect(&self, deadline: Instant) -> Result<Link, Error> {
        let probing = {
            let mut reach = lock(&self.0.reach);
            if let Some(down) = &reach.down {
                if reach.probing {
                    return Err(self.unreachable(down));
                }
                reach.probing = true;
                true
            } else {
                false
            }
        };
        let began = Instant::now();
        let until = deadline.min(began + self.0.connect_timeout);
        let connecting = AsyncConn::connect(&self.0.config, &self.0.tls);
        let made = match tokio::time::timeout_at(until.into(), connecting).await {
            Ok(made) => made.map_err(|e| describe(&e)),
            Err(_) => Err(format!(
                "no connection within {} ms",
                until.saturating_duration_since(began).as_millis()
            )),
        };
        let mut reach = lock(&self.0.reach);
        if probing {
            reach.probing = false;
        }
        reach.tried(began, made.as_ref().map(drop).map_err(String::clone));
        match made {
            Ok(session) => Ok(Link::new(session)),
            Err(why) => Err(match &reach.down {
                Some(down) => self.unreachable(down),
                None => Error::Unavailable(format!(
                    "the database at {} did not answer: {why}",
                    self.0.targets
                )),
            }),
        }
    }

    fn unreachable(&self, down: &Down) -> Error {
        let elapsed = crate::clock::Clock::default().now() - down.since;
        Error::Unavailable(format!(
            "the database at {} has not answered since {} ({} s ago; last error: {}); \
             requests are answered at once until it does",
            self.0.targets,
            crate::clock::format_time(down.since),
            elapsed.whole_seconds(),
            down.why
        ))
    }

    fn held(&self, link: Arc<Link>, holder: Holder) -> Conn {
        Conn {
            link,
            pool: self.clone(),
            holder,
        }
    }

    /// The connection made for `holder`, or its place given back when none was.
    fn made(&self, made: Result<Link, Error>, holder: Holder) -> Result<Conn, Error> {
        match made {
            Ok(link) => Ok(self.held(Arc::new(link), holder)),
            Err(e) => {
                self.give_back(None, holder);
                Err(e)
            }
        }
    }

    /// The connection made for reads, or its place given back when none was; either way the
    /// reads waiting for it are told.
    fn made_shared(&self, made: Result<Link, Error>) -> Result<Reading, Error> {
        let made = made.map(Arc::new);
        let mut state = lock(&self.0.state);
        state.shared_made(made.as_ref().ok().cloned());
        // Counted as the lock is held.
        let reading = made.map(Reading::new);
        drop(state);
        self.0.shared_made.notify_waiters();
        reading
    }

    /// Ends `holder`'s hold: `link` is idle again, unless it broke (or none was made).
    fn give_back(&self, link: Option<Arc<Link>>, holder: Holder) {
        lock(&self.0.state).give_back(link, holder, Instant::now());
        self.0.given_back.notify_one();
    }
}

/// One connection: its session; its statements, each prepared as it is first sent, then only
/// bound and run (one round trip each instead of two, and no planning of the same text again);
/// when its statements last found the schema this tunnelctl's; the reads it carries.
pub(super) struct Link {
    pub(super) session: AsyncConn,
    prepared: Mutex<HashMap<&'static str, Statement>>,
    schema_checked: Mutex<Option<Instant>>,
    /// Set when a statement found the database gone: it is dropped rather than used again.
    broken: AtomicBool,
    /// Reads sent on it and not yet answered.
    in_flight: AtomicUsize,
}

impl Link {
    fn new(session: AsyncConn) -> Link {
        Link {
            session,
            prepared: Mutex::default(),
            schema_checked: Mutex::default(),
            broken: AtomicBool::new(false),
            in_flight: AtomicUsize::new(0),
        }
    }

    /// Marks it of no more use (see [`breaks_connection`]) when `e` leaves it so.
    pub(super) fn failed(&self, e: &tokio_postgres::Error) {
        if breaks_connection(e) {
            self.give_up();
        }
    }

    /// Marks it of no more use: a statement on it was given up unanswered.
    pub(super) fn give_up(&self) {
        self.broken.store(true, Ordering::Relaxed);
    }

    /// `sql`, prepared on this connection (the first time it is sent here).
    pub(super) async fn statement(
        &self,
        sql: &'static str,
    ) -> Result<Statement, tokio_postgres::Error> {
        if let Some(statement) = lock(&self.prepared).get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.session.client.prepare(sql).await?;
        lock(&self.prepared).insert(sql, statement.clone());
        Ok(statement)
    }

    /// What `statements` come to, asking first whether the schema is still this tunnelctl's
    /// when the last answer is [`SCHEMA_RECHECK`] old, in the same round trip (pipelined). So a
    /// replica left running once a newer tunnelctl migrated the database fails with
    /// [`Error::SchemaMoved`], as a write does (`tunnelctl_writer`), and answers 503 rather than
    /// read the old way, and `/healthz` with it. Not at every statement: a check in every read
    /// cost GETs a sixth of their rate (a PL/pgSQL call each).
    pub(super) async fn checked<T>(
        &self,
        statements: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, tokio_postgres::Error> {
        let due = lock(&self.schema_checked).is_none_or(|at| at.elapsed() >= SCHEMA_RECHECK);
        if !due {
            return statements.await;
        }
        let check = async {
            let schema_is = self.statement(SCHEMA_IS).await?;
            let version = SCHEMA_VERSION as i32;
            let params: [&(dyn ToSql + Sync); 1] = [&version];
            self.session.client.query_opt(&schema_is, &params).await
        };
        let (checked, value) = tokio::join!(check, statements);
        checked?;
        *lock(&self.schema_checked) = Some(Instant::now());
        value
    }
}

/// A connection held by a transaction or the committer, given back as it is dropped. A thread
/// of the blocking side waits on its statements ([`Conn::wait`]); the committer awaits them
/// ([`Conn::link`]).
pub struct Conn {
    link: Arc<Link>,
    pool: Pool,
    holder: Holder,
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.pool.give_back(Some(self.link.clone()), self.holder);
    }
}

impl Conn {
    pub(super) fn link(&self) -> &Link {
        &self.link
    }

    /// The audit trail's head as this process last knew it (see [`Inner::audit_head`]).
    pub(super) fn audit_head(&self) -> &Mutex<Option<String>> {
        &self.pool.0.audit_head
    }

    /// Whether a statement found the database gone: the connection is dropped as it is given
    /// back.
    pub(super) fn broken(&self) -> bool {
        !self.link.usable()
    }

    /// Waits for `statement`, a round trip on this connection.
    pub(super) fn wait<T>(&self, statement: impl Future<Output = T>) -> T {
        self.pool.0.runtime.block_on(statement)
    }

    pub(super) fn query(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Vec<Row>, Error> {
        self.prepared(sql, async |client, sql| client.query(sql, params).await)
    }

    pub(super) fn query_opt(
        &mut self,
        sql: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<Option<Row>, Error> {
        self.prepared(sql, async |client, sql| client.query_opt(sql, params).await)
    }

    /// What `run` comes to, given `sql` prepared on this connection (see [`Link::statement`]).
    fn prepared<T>(
        &self,
        sql: &'static str,
        run: impl AsyncFnOnce(&Client, &Statement) -> Result<T, tokio_postgres::Error>,
    ) -> Result<T, Error> {
        let link = &self.link;
        self.outcome(async {
            let statement = link.statement(sql).await?;
            run(&link.session.client, &statement).await
        })
    }

    /// Runs statements without parameters (simple protocol: several in one round trip).
    pub(super) fn execute(&mut self, sql: &str) -> Result<(), Error> {
        self.outcome(self.link.session.client.batch_execute(sql))
    }

    /// Fails with [`Error::SchemaMoved`] once a newer tunnelctl migrated the database (see
    /// [`Link::checked`]).
    pub(super) fn check_schema(&mut self) -> Result<(), Error> {
        let link = &self.link;
        self.outcome(link.checked(std::future::ready(Ok(()))))
    }

    /// What `statement` comes to, waited for; a failure that leaves the connection of no more
    /// use marks it so.
    pub(super) fn outcome<T>(
        &self,
        statement: impl Future<Output = Result<T, tokio_postgres::Error>>,
    ) -> Result<T, Error> {
        self.wait(statement).map_err(|e| {
            self.link.failed(&e);
            Error::from(e)
        })
    }
}

/// Where the next read goes.
#[derive(Debug, PartialEq)]
enum Choice {
    /// On the connection carrying reads at this place.
    Use(usize),
    /// On another connection, idle or new.
    Another,
    /// On the connection being made, once it is.
    Wait,
}

/// Where the next read goes, given the reads in flight on each connection carrying reads, in
/// order (asked only as far as needed), and whether `another` may carry reads: the first
/// connection with fewer than [`DEPTH`], else another, else the least busy.
fn choose(in_flight: impl Iterator<Item = usize>, another: bool) -> Choice {
    let mut least: Option<(usize, usize)> = None;
    for (i, reads) in in_flight.enumerate() {
        if reads < DEPTH {
            return Choice::Use(i);
        }
        if least.is_none_or(|(_, fewest)| reads < fewest) {
            least = Some((i, reads));
        }
    }
    match (another, least) {
        (true, _) => Choice::Another,
        (false, Some((i, _))) => Choice::Use(i),
        (false, None) => Choice::Wait,
    }
}

/// A connection carrying one more read, counted until the read ends (answered, failed or given
/// up).
pub(super) struct Reading(Arc<Link>);

impl Reading {
    fn new(link: Arc<Link>) -> Reading {
        link.in_flight.fetch_add(1, Ordering::Relaxed);
        Reading(link)
    }
}

impl std::ops::Deref for Reading {
    type Target = Link;
    fn deref(&self) -> &Link {
        &self.0
    }
}

impl Drop for Reading {
    fn drop(&mut self) {
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Whether the database answers the pool's tries to connect (see [`Pool::connect`]).
#[derive(Default)]
struct Reach {
    /// Since when its tries have failed, and why the last one did; `None` once one connects.
    down: Option<Down>,
    /// When a try last connected: a try begun before that which fails after it is old news (a
    /// connect that timed out across the database's return).
    connected: Option<Instant>,
    /// Whether a try is under way while the database is known down: one at a time.
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
    fn tried(&mut self, began: Instant, outcome: Result<(), String>) {
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

/// What `making` (which makes a connection) comes to, run on `driving`, the runtime that is to
/// drive the connection (see [`driving`]): the one the caller runs in, `serve`'s (on its async
/// thread, its blocking pool, or as it opens the store), else the store's own. A connection
/// driven by `serve`'s runtime answers its reads without a hop to another runtime's thread and
/// back: on the store's own, one replica answered a fifth fewer GETs (docs/benchmarks.md,
/// "Session 28"). `serve`'s connections end with its runtime; whatever the store does after (it
/// is being dropped) makes new ones on its own. `None` when the runtime dropped `making` (it is
/// shutting down).
async fn driven<T: Send + 'static>(
    driving: Handle,
    making: impl Future<Output = T> + Send + 'static,
) -> Option<T> {
    driving.spawn(making).await.ok()
}

/// The runtime that drives a connection made now (see [`driven`]), given the store's own: asked
/// before a thread waits on the store's own, which it then runs in. Never a current-thread
/// runtime, whose one thread may be the one that waits.
fn driving(driver: &Handle) -> Handle {
    Handle::try_current()
        .ok()
        .filter(|caller| caller.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread)
        .unwrap_or_else(|| driver.clone())
}

/// The connection a store opens first, before its pool (its error is the store's to explain:
/// see `Pg::open`), driven as the pool's are (see [`driven`]); `driver` is the store's own
/// runtime, which the caller waits on. `None` when the runtime dropped it (it is shutting down).
pub(super) fn connect_first(
    driver: &Handle,
    config: &Config,
    tls: &MakeRustlsConnect,
) -> Option<Result<AsyncConn, tokio_postgres::Error>> {
    let (config, tls) = (config.clone(), tls.clone());
    let connecting = async move { AsyncConn::connect(&config, &tls).await };
    driver.block_on(driven(driving(driver), connecting))
}

/// The runtime of the store's own: it drives the connections made where no other runs (a
/// one-shot command), and a thread of the blocking side waits on it for its statements
/// ([`Conn::wait`]). One worker. Shut down in the background as the store is dropped: a runtime
/// dropped on a thread of another's tasks would abort.
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    /// A connection as the bookkeeping sees it.
    #[derive(Clone, Debug, Default)]
    struct Fake(Rc<(Cell<bool>, Cell<usize>)>);

    impl PartialEq for Fake {
        fn eq(&self, other: &Fake) -> bool {
            Rc::ptr_eq(&self.0, &other.0)
        }
    }

    impl Fake {
        fn broken(&self) -> &Fake {
            self.0 .0.set(true);
            self
        }
        fn reading(&self, reads: usize) -> &Fake {
            self.0 .1.set(reads);
            self
        }
    }

    impl Member for Fake {
        fn usable(&self) -> bool {
            !self.0 .0.get()
        }
        fn in_flight(&self) -> usize {
            self.0 .1.get()
        }
    }

    /// The connection given, which must be one there is.
    fn this(given: Given<Fake>) -> Fake {
        match given {
            Given::This(link) => link,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn every_use_at_its_most_leaves_each_other_use_a_connection() {
        let now = Instant::now();
        let first = Fake::default();
        let mut state = State::new(first.clone(), now);
        // Every transaction it may hold: the first takes the idle connection, the rest make
        // theirs; then a ninth waits.
        assert_eq!(state.hold(Holder::Transaction, now), Given::This(first));
        for _ in 1..TRANSACTIONS {
            assert_eq!(state.hold(Holder::Transaction, now), Given::Make);
        }
        assert_eq!(state.hold(Holder::Transaction, now), Given::Wait);
        // Reads still get theirs, one made at a time, each filled before the next.
        assert_eq!(state.share(now), Given::Make);
        assert_eq!(
            state.share(now),
            Given::Wait,
            "the reads wait for the one being made"
        );
        let shared = Fake::default();
        state.shared_made(Some(shared.clone()));
        assert_eq!(this(state.share(now)), shared);
        shared.reading(DEPTH);
        for _ in 1..SHARED {
            assert_eq!(state.share(now), Given::Make);
            let another = Fake::default();
            state.shared_made(Some(another.reading(DEPTH).clone()));
        }
        assert_eq!(this(state.share(now)), shared, "all full: the least busy");
        // And the committer its.
        assert_eq!(state.hold(Holder::Committer, now), Given::Make);
        assert_eq!((state.open, state.in_use()), (MOST, MOST));
        // A connection given back goes to the next holder.
        let given_back = Fake::default();
        state.give_back(Some(given_back.clone()), Holder::Transaction, now);
        assert_eq!(this(state.hold(Holder::Transaction, now)), given_back);
        assert_eq!(state.open, MOST);
    }

    #[test]
    fn a_holder_takes_an_idle_connection_then_one_carrying_no_read_and_never_a_broken_one() {
        let now = Instant::now();
        let first = Fake::default();
        let mut state = State::new(first.clone(), now);
        assert_eq!(this(state.share(now)), first);
        first.reading(1);
        assert_eq!(
            state.hold(Holder::Transaction, now),
            Given::Make,
            "a read is in flight"
        );
        first.reading(0);
        assert_eq!(this(state.hold(Holder::Transaction, now)), first);
        assert!(state.shared.is_empty());
        // A broken connection given back, or found broken while idle, is dropped.
        first.broken();
        state.give_back(Some(first), Holder::Transaction, now);
        let idle = Fake::default();
        state.give_back(Some(idle.clone()), Holder::Transaction, now);
        idle.broken();
        assert_eq!((state.open, state.idle.len()), (1, 1));
        assert_eq!(state.hold(Holder::Committer, now), Given::Make);
        assert_eq!((state.open, state.idle.len()), (1, 0));
        // One that failed to be made gives its place back.
        state.give_back(None, Holder::Committer, now);
        assert_eq!((state.open, state.in_use()), (0, 0));
    }

    #[test]
    fn a_connection_idle_for_longer_than_its_most_is_closed() {
        let start = Instant::now();
        let (early, late) = (Fake::default(), Fake::default());
        let mut state = State::new(early.clone(), start);
        let at = |after: Duration| start + after;
        assert_eq!(
            state.hold(Holder::Transaction, start),
            Given::This(early.clone())
        );
        assert_eq!(state.hold(Holder::Transaction, start), Given::Make);
        state.give_back(Some(early), Holder::Transaction, start);
        state.give_back(Some(late.clone()), Holder::Transaction, at(IDLE_MOST / 2));
        // Past the first's most, before the second's: the first is closed, the second taken.
        let then = at(IDLE_MOST + Duration::from_secs(1));
        assert_eq!(this(state.hold(Holder::Transaction, then)), late);
        assert_eq!(state.open, 1);
        state.give_back(Some(late), Holder::Transaction, then);
        // A replica that stays idle closes its connections as it is next used.
        let much_later = then + IDLE_MOST + Duration::from_secs(1);
        assert_eq!(state.share(much_later), Given::Make);
        assert_eq!(state.open, 1);
    }

    #[test]
    fn reads_fill_one_connection_before_they_spread() {
        let chosen = |in_flight: &[usize], another| choose(in_flight.iter().copied(), another);
        assert_eq!(chosen(&[], true), Choice::Another);
        assert_eq!(chosen(&[], false), Choice::Wait, "the first being made");
        assert_eq!(chosen(&[DEPTH - 1], true), Choice::Use(0));
        assert_eq!(chosen(&[DEPTH], true), Choice::Another);
        assert_eq!(chosen(&[DEPTH, 3], true), Choice::Use(1));
        let full = [DEPTH + 2, DEPTH, DEPTH + 1];
        assert_eq!(
            chosen(&full, false),
            Choice::Use(1),
            "all full: the least busy"
        );
        assert_eq!(
            chosen(&full[..2], false),
            Choice::Use(1),
            "another being made"
        );
        // The connections after a usable one are not looked at.
        let mut asked = 0;
        let choice = choose((0..3).inspect(|_| asked += 1), true);
        assert_eq!((choice, asked), (Choice::Use(0), 1));
    }
}
