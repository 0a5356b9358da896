//! How a write transaction's end reaches PostgreSQL: the writes that wait for it, as data
//! ([`WriteSet`]); [`send_end`] sends one transaction's, as the parameters of one prepared
//! statement; [`Committer`] sends several together.
//!
//! Group commit: the writes of concurrent transactions of this process that sent nothing before
//! their COMMIT (a request's first try: a create, whose new keys it takes to be free, and a
//! read-then-write, whose reads its commit checks: see `commit`) go to PostgreSQL together, as one transaction in one statement,
//! with one WAL flush, instead of one of each per transaction.
//!
//! Nothing waits on purpose: a transaction whose writes arrive while no group is being sent is
//! sent at once, as a group of one. Those that arrive meanwhile wait, and when the group ends they
//! go as the next. Each member's writes check what it took for granted (each key it claims is
//! free, each key it read still holds what it read), so a group commits what its members would
//! have committed one by one; if any write fails, none of them commits, and each runs again by
//! itself.
//!
//! Each member has a deadline, [`write_bound`] after its request began to write: one still
//! waiting then leaves, unsent, and its request is answered 503 (a group ahead that waits for a
//! stalled or locked database no longer holds those behind it past the bound), and a group is
//! sent with a lock timeout that ends at its earliest member's deadline.
//!
//! The audit chain: a write-set's audit entries are sealed here, as it is sent
//! ([`Sealing`]), with `chain::extend`, as sled seals them, onto the head this process last
//! knew (read as the store opened, then the one each commit of it made). `tunnelctl_commit`
//! takes the head's lock and writes the records only if the head is still the one they extend;
//! if another process moved it meanwhile, the head as it is comes back and the same write-set
//! is sealed again onto it and sent again: the requests are not run again, as their entries do
//! not depend on the head. So a create stays one round trip, and only a commit that follows
//! another process's pays a second.

use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio_postgres::types::ToSql;
use tokio_postgres_rustls::MakeRustlsConnect;

use super::pool::{Link, Pool};
use super::schema::HEAD_MOVED;
use super::{lock, Conn, Error, KEY_LOCKS, STATEMENT_TIMEOUT};
use crate::store::unblocked::Committed;
use crate::store::{chain, SCHEMA_VERSION};

/// Testing aid: a shorter [`write_bound`] in milliseconds (at most [`STATEMENT_TIMEOUT`]'s).
pub const WRITE_BOUND_ENV: &str = "TUNNELCTL_PG_WRITE_BOUND_MS";

/// How long a write may wait for its commit, from the start of its request's transaction:
/// [`STATEMENT_TIMEOUT`] (docs/postgres.md promises a write an answer within it), or
/// [`WRITE_BOUND_ENV`]'s shorter time.
pub(super) fn write_bound() -> Duration {
    static BOUND: OnceLock<Duration> = OnceLock::new();
    *BOUND.get_or_init(|| {
        std::env::var(WRITE_BOUND_ENV)
            .ok()
            .and_then(|ms| ms.trim().parse().ok())
            .map(Duration::from_millis)
            .filter(|bound| !bound.is_zero() && *bound <= STATEMENT_TIMEOUT)
            .unwrap_or(STATEMENT_TIMEOUT)
    })
}

/// Why a member that left its queue at its deadline is answered 503.
fn not_sent() -> Error {
    Error::Unavailable(format!(
        "the database did not take this write within {} ms: the commits ahead of it are still \
         waiting for it; nothing was written, try again later",
        write_bound().as_millis()
    ))
}

/// A transaction waiting for its group.
trait Queued {
    /// How many key locks its writes take.
    fn locks(&self) -> usize;
    /// When it leaves the queue unsent (see [`write_bound`]).
    fn deadline(&self) -> Instant;
}

/// Takes the next group out of `waiting`, in the order they came: as many as take no more than
/// [`KEY_LOCKS`] key locks together (PostgreSQL's lock table is shared), and at least one, of
/// those whose deadline is still ahead (the others stay, to leave unsent).
fn take_group<T: Queued>(waiting: &mut Vec<T>) -> Vec<T> {
    let now = Instant::now();
    let (mut live, expired): (Vec<T>, Vec<T>) = waiting.drain(..).partition(|m| m.deadline() > now);
    let count = group_size(live.iter().map(Queued::locks));
    *waiting = expired;
    waiting.append(&mut live.split_off(count));
    live
}

/// The deadline of `group`'s first member to reach it.
fn earliest<T: Queued>(group: &[T]) -> Instant {
    group
        .iter()
        .map(Queued::deadline)
        .min()
        .expect("a group has a member")
}

/// How many of the waiting transactions, which take `locks` key locks each in the order they
/// came, the next group takes: as many as take no more than [`KEY_LOCKS`] together, and at least
/// one.
fn group_size(locks: impl Iterator<Item = usize>) -> usize {
    let mut total = 0;
    let mut count = 0;
    for locks in locks {
        if count > 0 && total + locks > KEY_LOCKS {
            break;
        }
        total += locks;
        count += 1;
    }
    count
}

/// Why a commit failed, as its 503 says it.
fn reason(e: Error) -> String {
    match e {
        Error::Unavailable(why) => why,
        other => other.to_string(),
    }
}

/// How long before a group's deadline PostgreSQL stops waiting for a lock: time for that answer to
/// come back before the committer stops waiting, at the deadline (see [`CommitConn::send`]).
const ANSWER_TIME: Duration = Duration::from_millis(250);

/// What a write that waits for the end of its transaction does to its key (`tunnelctl_commit`,
/// schema.rs, has the SQL of each).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Op {
    /// A create's new record: the key must not be there (a unique violation draws a new ID).
    Insert,
    /// A key taken to be absent (`Overlay::get_presumed_absent`), written: locked, checked absent
    /// (TC001), written.
    Claim,
    /// A key guessed absent and not written: locked and checked absent.
    Absent,
    /// A key read outside the transaction and written: locked, checked to hold `old` (TC001),
    /// set to the value, or removed when it has none.
    Replace,
    /// A key read outside the transaction and not written: locked shared, checked to hold `old`.
    Unchanged,
    /// A key whose lock the transaction holds already, or needs none: written over.
    Put,
    /// The same, removed.
    Delete,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Insert => "insert",
            Op::Claim => "claim",
            Op::Absent => "absent",
            Op::Replace => "replace",
            Op::Unchanged => "unchanged",
            Op::Put => "put",
            Op::Delete => "delete",
        }
    }
}

/// The writes a transaction keeps for its end, in order, then its audit entries: data, which
/// `tunnelctl_commit` (schema.rs) takes as the arrays of one prepared statement, so that no value
/// is ever written into SQL text. A group's write-set is its members' one after the other: it
/// commits exactly when each member's would have (each write checks what its member took for
/// granted), and its audit entries go last, sealed as it is sent (see [`Sealing`]), so that
/// the trail's head is locked only for the commit itself.
#[derive(Debug, Default)]
pub(super) struct WriteSet {
    ops: Vec<&'static str>,
    trees: Vec<&'static str>,
    keys: Vec<String>,
    olds: Vec<Option<String>>,
    values: Vec<Option<String>>,
    entries: Vec<String>,
}

impl WriteSet {
    pub(super) fn push(
        &mut self,
        op: Op,
        tree: &'static str,
        key: &str,
        old: Option<String>,
        value: Option<String>,
    ) {
        self.ops.push(op.name());
        self.trees.push(tree);
        self.keys.push(key.to_string());
        self.olds.push(old);
        self.values.push(value);
    }

    pub(super) fn audit(&mut self, entries: &[String]) {
        self.entries.extend_from_slice(entries);
    }

    /// Appends `other`'s writes after these, and its audit entries after these.
    pub(super) fn append(&mut self, mut other: WriteSet) {
        self.ops.append(&mut other.ops);
        self.trees.append(&mut other.trees);
        self.keys.append(&mut other.keys);
        self.olds.append(&mut other.olds);
        self.values.append(&mut other.values);
        self.entries.append(&mut other.entries);
    }

    pub(super) fn is_empty(&self) -> bool {
        self.ops.is_empty() && self.entries.is_empty()
    }
}

/// How a write-set sent by itself begins its transaction (see [`send_end`]).
#[derive(Clone, Copy)]
pub(super) struct Begin {
    /// How long it may wait for a lock; `None`: the session's `lock_timeout`.
    pub(super) wait: Option<Duration>,
}

/// The statement that sends a write-set (see [`WriteSet`]).
const COMMIT_WRITES: &str =
    "SELECT tunnelctl.tunnelctl_commit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";

/// How many times a write-set sent by itself is sealed again onto a head another process moved
/// (see [`Sealing`]) before it fails as a conflict (`Error::Retry`), to run again as one.
const RESEALS: usize = 8;

/// The parameters of [`COMMIT_WRITES`] that send a write-set with `begin`, its audit entries
/// sealed onto the head `head_was` (its text; `None`: none yet).
struct Sent<'w> {
    expected: Option<i32>,
    wait: Option<i32>,
    ops: &'w [&'static str],
    trees: &'w [&'static str],
    keys: &'w [String],
    olds: &'w [Option<String>],
    values: &'w [Option<String>],
    head_was: Option<String>,
    record_keys: Vec<String>,
    records: Vec<String>,
    /// The head the records make, as sled writes it.
    head: String,
}

impl<'w> Sent<'w> {
    /// `records_only`: the writes were made already, in the transaction begun (see
    /// [`Sealing`]), and only the audit records go.
    fn new(
        writes: &'w WriteSet,
        begin: Option<Begin>,
        head_was: Option<String>,
        records_only: bool,
    ) -> Sent<'w> {
        // A head that does not read (written outside tunnelctl) is taken for none: the first
        // record's key is then taken, and the write refused naming it (`chain::taken_message`).
        let extended: chain::Head = (head_was.as_deref())
            .and_then(|text| serde_json::from_str(text).ok())
            .unwrap_or_default();
        let (records, head) = chain::extend(&extended, &writes.entries);
        let (record_keys, records) = records.into_iter().unzip();
        let writes_sent = if records_only { 0 } else { writes.ops.len() };
        Sent {
            expected: begin.map(|_| SCHEMA_VERSION as i32),
            wait: begin
                .and_then(|b| b.wait)
                .map(|w| i32::try_from(w.as_millis()).unwrap_or(i32::MAX)),
            ops: &writes.ops[..writes_sent],
            trees: &writes.trees[..writes_sent],
            keys: &writes.keys[..writes_sent],
            olds: &writes.olds[..writes_sent],
            values: &writes.values[..writes_sent],
            head_was,
            record_keys,
            records,
            head: serde_json::to_string(&head).expect("a head serialises"),
        }
    }

    fn params(&self) -> [&(dyn ToSql + Sync); 12] {
        [
            &self.expected,
            // Never the writers' lock alone here: a commit that must be the only writer takes it
            // in its transaction first (`commit::begin_alone`).
            &false,
            &self.wait,
            &self.ops,
            &self.trees,
            &self.keys,
            &self.olds,
            &self.values,
            &self.head_was,
            &self.record_keys,
            &self.records,
            &self.head,
        ]
    }
}

/// Sends `writes` once, sealed as `sent` has them: `tunnelctl_commit`'s answer (`None`: written;
/// else the trail's head, see [`Sealing`]).
async fn send_once(link: &Link, sent: &Sent<'_>) -> Result<Option<String>, tokio_postgres::Error> {
    let statement = link.statement(COMMIT_WRITES).await?;
    let row = link
        .session
        .client
        .query_one(&statement, &sent.params())
        .await?;
    row.try_get(0)
}

/// The trail's head in `tunnelctl_commit`'s refusal of records sealed onto another (SQLSTATE
/// [`HEAD_MOVED`]), when `e` is that refusal.
fn moved_head(e: &tokio_postgres::Error) -> Option<String> {
    let db = e.as_db_error()?;
    (db.code().code() == HEAD_MOVED).then(|| db.detail().unwrap_or_default().to_string())
}

/// A write-set being sent, its audit entries sealed onto the head this process last knew; the
/// head they make is noted once they are written. When another process moved the head meanwhile,
/// `tunnelctl_commit` says where it is now: sent by itself (`begin`), the transaction was undone,
/// and the same writes go again, sealed onto it, up to [`RESEALS`] times; in a transaction begun,
/// its writes are made and the head's lock is held, so the records alone go again, once.
struct Sealing<'w> {
    writes: &'w WriteSet,
    begin: Option<Begin>,
    /// The head the next send seals onto (its text; `None`: none yet).
    head_was: Option<String>,
    records_only: bool,
    resealed: usize,
}

impl<'w> Sealing<'w> {
    fn new(known: &Mutex<Option<String>>, writes: &'w WriteSet, begin: Option<Begin>) -> Self {
        Sealing {
            writes,
            begin,
            head_was: lock(known).clone(),
            records_only: false,
            resealed: 0,
        }
    }

    /// What to send next.
    fn sent(&self) -> Sent<'w> {
        let head_was = self.head_was.clone();
        Sent::new(self.writes, self.begin, head_was, self.records_only)
    }

    /// What `answer` to `sent` comes to: done (the head `sent` made noted in `known` when it
    /// wrote records), or `None` to send again, sealed onto the head the answer names (`moved`
    /// finds it in a refusal).
    fn answered<E>(
        &mut self,
        known: &Mutex<Option<String>>,
        sent: Sent<'_>,
        answer: Result<Option<String>, E>,
        moved: impl Fn(&E) -> Option<String>,
    ) -> Option<Result<(), E>> {
        let head_is = match answer {
            Ok(None) => {
                if !sent.records.is_empty() {
                    *lock(known) = Some(sent.head);
                }
                return Some(Ok(()));
            }
            Ok(Some(head_is)) => {
                self.records_only = true;
                head_is
            }
            Err(e) => match moved(&e) {
                Some(head_is) if self.resealed < RESEALS => head_is,
                _ => return Some(Err(e)),
            },
        };
        self.resealed += 1;
        self.head_was = Some(head_is).filter(|text| !text.is_empty());
        None
    }
}

/// Sends `writes` on `link` (see [`Sealing`]).
async fn send_sealed(
    link: &Link,
    known: &Mutex<Option<String>>,
    writes: &WriteSet,
    begin: Option<Begin>,
) -> Result<(), tokio_postgres::Error> {
    let mut sealing = Sealing::new(known, writes, begin);
    loop {
        let sent = sealing.sent();
        let answer = send_once(link, &sent).await;
        if let Some(done) = sealing.answered(known, sent, answer, moved_head) {
            return done;
        }
    }
}

/// Sends `writes` in one round trip (nothing when there are none; a second when another process
/// moved the audit trail's head, see [`Sealing`]). With `begin`, the statement is a
/// transaction by itself, which takes the writers' lock shared and
/// commits as it ends; else it runs in the transaction open on `conn`.
pub(super) fn send_writes(
    conn: &mut Conn,
    writes: &WriteSet,
    begin: Option<Begin>,
) -> Result<(), Error> {
    if writes.is_empty() {
        return Ok(());
    }
    conn.outcome(send_sealed(conn.link(), conn.audit_head(), writes, begin))
}

/// Sends `writes` (see [`send_writes`]) and then `end` (COMMIT), when
/// given: how the transaction's end failed, if it did.
pub(super) fn send_end(
    conn: &mut Conn,
    writes: &WriteSet,
    begin: Option<Begin>,
    end: Option<&str>,
) -> Result<(), Finish> {
    let _ = conn.link().session.warning.unconfirmed_commit();
    let sent =
        send_writes(conn, writes, begin).and_then(|()| end.map_or(Ok(()), |end| conn.execute(end)));
    match sent {
        // The database is gone or the session ended: the end may or may not have happened.
        Err(e @ Error::Unavailable(_)) => return Err(Finish::Uncertain(e)),
        // A write failed (a new ID already taken, a deadlock): the end did not run.
        Err(e) => return Err(Finish::NotDone(e)),
        Ok(()) => {}
    }
    conn.link()
        .session
        .warning
        .unconfirmed_commit()
        .map_or(Ok(()), |e| Err(Finish::Uncertain(e)))
}

/// How the end of a transaction failed.
pub(super) enum Finish {
    /// Not committed: the try may run again.
    NotDone(Error),
    /// Perhaps committed, perhaps not: the client is told so (503), never retried here.
    Uncertain(Error),
}

/// The writes of a transaction that a request run on `serve`'s async thread made (see
/// `crate::store::unblocked`), to commit before the request is answered.
pub struct CommitAhead {
    pub(super) writes: WriteSet,
    /// How many key locks the writes take.
    pub(super) locks: usize,
    /// When it leaves the queue unsent (see [`write_bound`]).
    pub(super) deadline: Instant,
}

/// Commits the transactions that sent nothing before their COMMIT, in groups, from a task on the
/// async runtime, each group on a connection it holds while it sends it
/// (`Pool::hold_for_commits`): those of requests run on `serve`'s async thread, which await their
/// answer, and the first tries of [`Pg::commit_set`](super::Pg::commit_set) on its blocking pool, whose thread
/// waits for it having given its connection back to the pool. A transaction waiting for its commit holds no
/// connection, so a group may take every request in flight, not only as many as the pool has
/// connections. (A command run once has no runtime and no other writes: its transaction commits
/// on a connection of its own, as a later try does.)
pub(super) struct Committer {
    shared: Arc<Commits>,
}

struct Commits {
    pool: Pool,
    queue: Mutex<Queue>,
    /// The committer waits on it while the queue is empty.
    wake: tokio::sync::Notify,
}

#[derive(Default)]
struct Queue {
    waiting: Vec<Waiting>,
    next_ticket: u64,
    /// Whether the task was started (at the first commit; again after one ended).
    started: bool,
    /// Set as the store is dropped: the task ends once the queue is empty.
    closed: bool,
}

/// A [`CommitAhead`] in the queue, and where its answer goes.
struct Waiting {
    ticket: u64,
    commit: CommitAhead,
    reply: tokio::sync::oneshot::Sender<Committed>,
}

impl Waiting {
    /// Answers its commit (which may have stopped waiting: then no one is told).
    fn answer(self, committed: Committed) {
        let _ = self.reply.send(committed);
    }
}

impl Queued for Waiting {
    fn locks(&self) -> usize {
        self.commit.locks
    }
    fn deadline(&self) -> Instant {
        self.commit.deadline
    }
}

/// The answer to a commit whose committer ended without answering (it panicked, or its runtime
/// shut down): the commit may have been sent.
fn committer_stopped() -> Committed {
    Committed::Failed("the task that commits stopped during the commit".into())
}

/// What a transaction's end that failed as `finished` says to its request.
fn committed(finished: Result<(), Finish>) -> Committed {
    match finished {
        Ok(()) => Committed::Yes,
        Err(Finish::Uncertain(e)) => Committed::Failed(reason(e)),
        Err(Finish::NotDone(_)) => Committed::Again,
    }
}

impl Committer {
    pub(super) fn new(pool: Pool) -> Committer {
        Committer {
            shared: Arc::new(Commits {
                pool,
                queue: Mutex::new(Queue::default()),
                wake: tokio::sync::Notify::new(),
            }),
        }
    }

    /// Puts `commit` in the queue, its answer to go to `reply`, and starts the committer on the
    /// current runtime unless it runs: its ticket.
    fn enqueue(&self, commit: CommitAhead, reply: tokio::sync::oneshot::Sender<Committed>) -> u64 {
        let mut queue = lock(&self.shared.queue);
        if !queue.started {
            tokio::spawn(self.shared.clone().run());
            queue.started = true;
        }
        let ticket = queue.next_ticket;
        queue.next_ticket += 1;
        queue.waiting.push(Waiting {
            ticket,
            commit,
            reply,
        });
        self.shared.wake.notify_one();
        ticket
    }

    /// Takes the commit of `ticket` out of the queue at its deadline, unsent: its answer; `None`
    /// when its group is being sent (it is answered by its deadline, see [`CommitConn::send`]).
    fn leave(&self, ticket: u64) -> Option<Committed> {
        let mut queue = lock(&self.shared.queue);
        let at = queue.waiting.iter().position(|w| w.ticket == ticket)?;
        queue.waiting.remove(at);
        Some(Committed::Failed(reason(not_sent())))
    }

    /// Commits `commit` in the next group sent, unless it is still waiting at its deadline. A
    /// thread of the blocking pool waits for it with the runtime's `block_on`.
    pub(super) async fn commit(&self, commit: CommitAhead) -> Committed {
        let (reply, mut answer) = tokio::sync::oneshot::channel();
        let deadline = commit.deadline;
        let ticket = self.enqueue(commit, reply);
        let answered = match tokio::time::timeout_at(deadline.into(), &mut answer).await {
            Ok(answered) => answered,
            Err(_) => match self.leave(ticket) {
                Some(left) => return left,
                None => answer.await,
            },
        };
        answered.unwrap_or_else(|_| committer_stopped())
    }
}

impl Drop for Committer {
    fn drop(&mut self) {
        lock(&self.shared.queue).closed = true;
        self.shared.wake.notify_one();
    }
}

impl Commits {
    /// The committer: sends the waiting commits, a group at a time, until the store is dropped.
    async fn run(self: Arc<Self>) {
        /// However the task ends (a panic, its runtime shutting down), the next commit starts
        /// another, and the commits waiting now, none of them sent, run again the usual way. (The
        /// replies of a group cut off are dropped: its members answer that it may have been
        /// sent.)
        struct Ended<'c>(&'c Commits);
        impl Drop for Ended<'_> {
            fn drop(&mut self) {
                let mut queue = lock(&self.0.queue);
                queue.started = false;
                for waiting in queue.waiting.drain(..) {
                    waiting.answer(Committed::Again);
                }
            }
        }
        let _ended = Ended(&self);
        while let Some(group) = self.next_group().await {
            let by = earliest(&group);
            let mut writes = WriteSet::default();
            let mut replies = Vec::with_capacity(group.len());
            for mut waiting in group {
                writes.append(std::mem::take(&mut waiting.commit.writes));
                replies.push(waiting);
            }
            let committed = match self.pool.hold_for_commits(by).await {
                Ok(conn) => committed(send(&conn, &writes, by, self.pool.tls()).await),
                Err(e) => Committed::Failed(reason(e)),
            };
            for waiting in replies {
                waiting.answer(committed.clone());
            }
        }
    }

    /// The next group to send, once there is one; `None` once the store is dropped. Those whose
    /// deadline passed meanwhile leave unsent.
    async fn next_group(&self) -> Option<Vec<Waiting>> {
        loop {
            {
                let mut queue = lock(&self.queue);
                let group = take_group(&mut queue.waiting);
                for expired in queue
                    .waiting
                    .extract_if(.., |w| w.deadline() <= Instant::now())
                {
                    expired.answer(Committed::Failed(reason(not_sent())));
                }
                if !group.is_empty() {
                    return Some(group);
                }
                if queue.closed {
                    return None;
                }
            }
            // A commit queued since holds a permit: this returns at once.
            self.wake.notified().await;
        }
    }
}

/// Sends a group's writes as one transaction, one statement in one round trip, waiting for no
/// lock past [`ANSWER_TIME`] before `deadline` (503) and for its answer no later than
/// `deadline`. PostgreSQL's `lock_timeout` answers before that while it waits for a lock, but
/// a database that is stopped (SIGSTOP, a frozen host) answers nothing while its kernel keeps
/// the connection up, and neither TCP nor the server would end that wait. So past the
/// deadline the connection is given up (its driver ends whenever the database answers), a
/// cancel request follows, and the outcome is unknown: PostgreSQL runs what it received if it
/// goes on.
async fn send(
    conn: &Conn,
    writes: &WriteSet,
    deadline: Instant,
    connector: &MakeRustlsConnect,
) -> Result<(), Finish> {
    let wait = deadline
        .saturating_duration_since(Instant::now())
        .saturating_sub(ANSWER_TIME)
        .max(Duration::from_millis(1));
    let begin = Begin { wait: Some(wait) };
    let link = conn.link();
    let _ = link.session.warning.unconfirmed_commit();
    let sending = send_sealed(link, conn.audit_head(), writes, Some(begin));
    match tokio::time::timeout_at(deadline.into(), sending).await {
        Ok(Ok(_)) => (link.session.warning)
            .unconfirmed_commit()
            .map_or(Ok(()), |e| Err(Finish::Uncertain(e))),
        Ok(Err(e)) => {
            link.failed(&e);
            match Error::from(e) {
                // The database is gone or the session ended: the commit may or may not have
                // happened.
                e @ Error::Unavailable(_) => Err(Finish::Uncertain(e)),
                // A write failed (a new ID already taken, a deadlock): nothing committed.
                e => Err(Finish::NotDone(e)),
            }
        }
        Err(_) => {
            link.give_up();
            let cancel = link.session.client.cancel_token();
            let connector = connector.clone();
            tokio::spawn(async move {
                // A stopped database may keep the request waiting: it is not waited for.
                let _ =
                    tokio::time::timeout(super::STATEMENT_TIMEOUT, cancel.cancel_query(connector))
                        .await;
            });
            Err(Finish::Uncertain(Error::Unavailable(format!(
                "the database did not answer the commit within this write's bound ({} ms from \
                 the start of its transaction): it may be stopped, or its host frozen. The \
                 commit may or may not have been made (PostgreSQL makes it if it goes on): \
                 check before retrying",
                write_bound().as_millis()
            ))))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{lock, take_group, Begin, Op, Queued, Sealing, WriteSet, KEY_LOCKS, RESEALS};
    use crate::store::chain::{self, record_key, Head};
    use std::sync::Mutex;
    use std::time::{Duration, Instant};

    struct Member {
        ticket: u64,
        locks: usize,
        deadline: Instant,
    }

    impl Queued for Member {
        fn locks(&self) -> usize {
            self.locks
        }
        fn deadline(&self) -> Instant {
            self.deadline
        }
    }

    fn waiting(locks: &[usize]) -> Vec<Member> {
        let deadline = Instant::now() + Duration::from_secs(60);
        let member = |(ticket, locks): (usize, &usize)| Member {
            ticket: ticket as u64,
            locks: *locks,
            deadline,
        };
        locks.iter().enumerate().map(member).collect()
    }

    fn tickets(group: Vec<Member>) -> Vec<u64> {
        group.into_iter().map(|m| m.ticket).collect()
    }

    #[test]
    fn a_group_takes_members_in_order_up_to_the_key_locks_and_always_one() {
        let mut queue = waiting(&[40, 24, 1, 2]);
        assert_eq!(tickets(take_group(&mut queue)), [0, 1]);
        assert_eq!(tickets(take_group(&mut queue)), [2, 3]);
        assert!(queue.is_empty());
        // A member over the bound by itself still goes, alone; the next one waits for its turn.
        let mut queue = waiting(&[KEY_LOCKS + 1, 1]);
        assert_eq!(tickets(take_group(&mut queue)), [0]);
        assert_eq!(tickets(take_group(&mut queue)), [1]);
    }

    #[test]
    fn a_member_past_its_deadline_is_never_taken_into_a_group() {
        let mut queue = waiting(&[1, 1, 1]);
        queue[1].deadline = Instant::now();
        assert_eq!(tickets(take_group(&mut queue)), [0, 2]);
        assert_eq!(tickets(queue), [1], "it stays, to leave by itself");
    }

    #[test]
    fn a_groups_write_set_is_its_members_writes_in_order_and_then_their_audit_entries() {
        let mut first = WriteSet::default();
        first.push(Op::Insert, "tcp_edges", "edgtcp_1", None, Some("{}".into()));
        first.audit(&["a".into()]);
        let mut second = WriteSet::default();
        second.push(
            Op::Replace,
            "tcp_edges",
            "edgtcp_2",
            Some("{}".into()),
            None,
        );
        second.audit(&["b".into()]);
        first.append(second);
        assert_eq!(first.ops, ["insert", "replace"]);
        assert_eq!(first.keys, ["edgtcp_1", "edgtcp_2"]);
        assert_eq!(first.olds, [None, Some("{}".to_string())]);
        assert_eq!(first.values, [Some("{}".to_string()), None]);
        assert_eq!(first.entries, ["a", "b"]);
        assert!(!first.is_empty());
        assert!(WriteSet::default().is_empty());
    }

    /// A create's write-set with two audit entries, and the head this process knows: record 3.
    fn sealing_fixture() -> (WriteSet, Mutex<Option<String>>) {
        let mut writes = WriteSet::default();
        writes.push(Op::Insert, "tcp_edges", "edgtcp_1", None, Some("{}".into()));
        writes.audit(&[r#"{"n":1}"#.into(), r#"{"n":2}"#.into()]);
        let ours = Head {
            sequence: 3,
            hash: "aa".repeat(32),
        };
        (
            writes,
            Mutex::new(Some(serde_json::to_string(&ours).unwrap())),
        )
    }

    fn sealed_onto(head: &Head, writes: &WriteSet) -> (Vec<String>, Vec<String>, String) {
        let (records, made) = chain::extend(head, &writes.entries);
        let (keys, records) = records.into_iter().unzip();
        (keys, records, serde_json::to_string(&made).unwrap())
    }

    /// The head a refusal of these tests names: the refusal itself.
    fn head_in() -> impl Fn(&String) -> Option<String> {
        |refusal| Some(refusal.clone())
    }

    #[test]
    fn records_refused_for_a_moved_head_are_sealed_onto_it_and_the_same_writes_sent_again() {
        let (writes, known) = sealing_fixture();
        let begin = Some(Begin { wait: None });
        let mut sealing = Sealing::new(&known, &writes, begin);
        let first = sealing.sent();
        assert_eq!(first.record_keys, [record_key(4), record_key(5)]);
        assert_eq!(first.ops, ["insert"]);
        // Another process wrote records 4 and 5 meanwhile: the whole commit is refused, naming
        // the head as it is.
        let theirs = Head {
            sequence: 5,
            hash: "bb".repeat(32),
        };
        let theirs_text = serde_json::to_string(&theirs).unwrap();
        let refused = Err(theirs_text.clone());
        assert_eq!(sealing.answered(&known, first, refused, head_in()), None);
        // The same write-set again (its requests are not run again), sealed onto that head.
        let again = sealing.sent();
        let (keys, records, made) = sealed_onto(&theirs, &writes);
        assert_eq!(again.ops, ["insert"]);
        assert_eq!(again.keys, ["edgtcp_1"]);
        assert_eq!(again.head_was.as_deref(), Some(theirs_text.as_str()));
        assert_eq!(
            (&again.record_keys, &again.records, &again.head),
            (&keys, &records, &made)
        );
        assert_eq!(keys, [record_key(6), record_key(7)]);
        assert_eq!(
            sealing.answered(&known, again, Ok(None), head_in()),
            Some(Ok(()))
        );
        assert_eq!(
            *lock(&known),
            Some(made),
            "the next commit seals onto this one's head"
        );
    }

    #[test]
    fn in_a_transaction_begun_only_the_records_go_again_and_a_head_that_keeps_moving_fails() {
        let (writes, known) = sealing_fixture();
        let mut sealing = Sealing::new(&known, &writes, None);
        let first = sealing.sent();
        // No head at all now ('' from tunnelctl_commit): the writes are made, the records not.
        assert_eq!(
            sealing.answered(&known, first, Ok(Some(String::new())), head_in()),
            None
        );
        let again = sealing.sent();
        let (keys, records, made) = sealed_onto(&Head::default(), &writes);
        assert!(
            again.ops.is_empty() && again.keys.is_empty(),
            "{:?}",
            again.ops
        );
        assert_eq!(again.head_was, None);
        assert_eq!(
            (again.record_keys, again.records, again.head),
            (keys, records, made)
        );

        // Sent by itself, a commit whose head moves every time fails after RESEALS tries, as a
        // conflict; and a refusal of anything else is not sealed again. The known head stays.
        let before = lock(&known).clone();
        let begin = Some(Begin { wait: None });
        let mut sealing = Sealing::new(&known, &writes, begin);
        for _ in 0..RESEALS {
            let sent = sealing.sent();
            assert_eq!(
                sealing.answered(&known, sent, Err("{}".into()), head_in()),
                None
            );
        }
        let sent = sealing.sent();
        let last = sealing.answered(&known, sent, Err("{}".into()), head_in());
        assert_eq!(last, Some(Err("{}".to_string())));
        let mut sealing = Sealing::new(&known, &writes, begin);
        let sent = sealing.sent();
        let other = sealing.answered(&known, sent, Err("deadlock".to_string()), |_| None);
        assert_eq!(other, Some(Err("deadlock".to_string())));
        assert_eq!(*lock(&known), before);
    }
}
