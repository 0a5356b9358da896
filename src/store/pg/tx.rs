//! A write transaction on PostgreSQL: how it locks ([`Locking`]) and how it talks to the
//! database ([`PgTx`]), in as few round trips as it can.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::time::Instant;

use tokio_postgres::types::ToSql;

use super::evaluation::Run;
use super::group::{send_end, send_writes, Begin, CommitAhead, Finish, Op, WriteSet};
use super::{Conn, Error, KEY_LOCKS};
use crate::store::{Failure, Tree, TxError, TxResult, SCHEMA_VERSION};

/// The SQLSTATE with which `tunnelctl_commit` (schema.rs) says that a key guessed absent is
/// there (see [`PgTx::get_likely_absent`]); of a class of its own, which PostgreSQL does not use.
pub(super) const GUESSED_WRONG: &str = "TC001";

/// How a write transaction comes out as if the writers had run one at a time. Every transaction
/// that commits holds the writers' advisory lock (taken by `tunnelctl_writer`, see schema.rs)
/// from its first statement to its end:
/// - [`Keys`](Locking::Keys), the usual way, holds it shared and locks each key (tree and key)
///   before it first reads or writes it, until it ends: two-phase locking, so two writers that
///   touch a common key (an index entry, a CA's certificate count) run one after the other, and
///   writers that share none run at once. It reads single keys only; a scan, or more than
///   [`KEY_LOCKS`] keys, runs it again as [`Alone`](Locking::Alone).
/// - [`Alone`](Locking::Alone) holds it exclusively: no other writer runs meanwhile, so it needs
///   no key locks and may scan (a CA's revocations, an import).
///
/// Reads outside a write transaction are single statements, which see one committed state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Locking {
    Keys,
    Alone,
}

/// The first statement of every write transaction.
pub(super) const BEGIN: &str = "BEGIN ISOLATION LEVEL READ COMMITTED";

impl Locking {
    /// The statements that begin a transaction locking this way: `tunnelctl_writer` (schema.rs)
    /// takes the writers' lock and refuses a schema other than this tunnelctl's.
    pub(super) fn begin(self) -> String {
        match self {
            Locking::Keys => {
                format!("{BEGIN}; SELECT tunnelctl.tunnelctl_writer({SCHEMA_VERSION}, false)")
            }
            Locking::Alone => {
                format!("{BEGIN}; SELECT tunnelctl.tunnelctl_writer({SCHEMA_VERSION}, true)")
            }
        }
    }
}

/// Why a try of a transaction stopped short of its end.
pub(super) enum Interrupt {
    /// A statement failed; the try is rolled back, and run again when the failure allows it.
    Failed(Error),
    /// It needs to be the only writer (see [`Locking`]).
    Alone,
}

/// The view of the database inside one transaction (see [`Pg::transact`](super::Pg::transact)). It sends as few
/// messages as it can, each a round trip, every value a parameter: a write to a key whose value
/// it already knows (read under its lock, or a create's new ID) waits and goes with the commit
/// (`group::WriteSet`), a key it knows is not read again, and on a first try a key is read
/// outside the transaction and a value a record adds to a unique index is taken to be free
/// without asking (see [`get`](Self::get), [`get_likely_absent`](Self::get_likely_absent)). Such
/// a try sends nothing before its end, and its whole transaction is one statement
/// (`tunnelctl_commit`) that begins, writes with the checks of what it took for granted, and
/// commits: a create of an edge is one round trip. A try that locks as it reads sends its opening
/// first, by itself.
///
/// A statement that fails is kept in `interrupted`, whatever `f` makes of the error it is
/// handed: it decides the try.
pub struct PgTx<'c> {
    /// `None` for a transaction of a request evaluated on serve's async thread (see
    /// [`detached`](Self::detached)), which has `run` instead.
    conn: RefCell<Option<&'c mut Conn>>,
    run: Option<&'c Run>,
    locking: Locking,
    /// How many key locks it took (in `Keys`; see [`KEY_LOCKS`]).
    locks: Cell<usize>,
    interrupted: RefCell<Option<Interrupt>>,
    /// The statements that open it (`BEGIN …`), until they are sent.
    opening: RefCell<Option<String>>,
    /// What each key it read or wrote holds, as far as this transaction is concerned: under its
    /// lock in `Keys`, so no one else changes it meanwhile.
    known: RefCell<HashMap<(&'static str, String), Option<String>>>,
    /// Writes not sent yet, in order: they go with the end of the transaction.
    pending: RefCell<WriteSet>,
    /// A key that must not exist yet (a create's new ID): written with a plain INSERT, so that a
    /// record already there fails the try (a unique violation) instead of being replaced.
    new_key: RefCell<Option<(&'static str, String)>>,
    /// Whether this try may guess keys absent (see [`get_likely_absent`](Self::get_likely_absent)).
    guessing: bool,
    /// Keys guessed absent and not written yet: the commit checks them ([`Op::Absent`]).
    guessed: RefCell<Vec<(&'static str, String)>>,
    /// Keys a guessing try read outside the transaction (see [`get`](Self::get)), with what it
    /// read (`None`: absent), until a write of the key checks that ([`Op::Replace`]); those never
    /// written are checked with the commit ([`Op::Unchanged`]).
    unlocked: RefCell<HashMap<(&'static str, String), Option<String>>>,
    /// How many keys this try read outside the transaction.
    unlocked_reads: Cell<usize>,
}

impl<'c> PgTx<'c> {
    pub(super) fn new(
        conn: &'c mut Conn,
        locking: Locking,
        opening: String,
        guessing: bool,
    ) -> Self {
        Self::with(Some(conn), None, locking, opening, guessing)
    }

    /// A first try (guessing) with no connection, for a request evaluated on serve's async
    /// thread (`super::evaluation`): its reads are the records `run` has in hand (one it lacks stops
    /// the evaluation, needing it), whatever else it would send stops the evaluation, and its
    /// writes are handed back with [`take_commit`](Self::take_commit).
    pub(super) fn detached(run: &'c Run) -> Self {
        Self::with(None, Some(run), Locking::Keys, Locking::Keys.begin(), true)
    }

    fn with(
        conn: Option<&'c mut Conn>,
        run: Option<&'c Run>,
        locking: Locking,
        opening: String,
        guessing: bool,
    ) -> Self {
        PgTx {
            conn: RefCell::new(conn),
            run,
            locking,
            locks: Cell::new(0),
            interrupted: RefCell::new(None),
            opening: RefCell::new(Some(opening)),
            known: RefCell::new(HashMap::new()),
            pending: RefCell::new(WriteSet::default()),
            new_key: RefCell::new(None),
            guessing: guessing && locking == Locking::Keys,
            guessed: RefCell::new(Vec::new()),
            unlocked: RefCell::new(HashMap::new()),
            unlocked_reads: Cell::new(0),
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

    /// Sends the opening, if not sent yet, then `statement` with `params`, and returns its
    /// answer: the first column (text) of its first row.
    fn send(
        &self,
        statement: &'static str,
        params: &[&(dyn ToSql + Sync)],
    ) -> TxResult<Option<String>> {
        self.open()?;
        let answer = self.connection()?.query_opt(statement, params);
        match answer {
            Ok(row) => Ok(row.and_then(|r| r.get::<_, Option<String>>(0))),
            Err(e) => Err(self.interrupt(Interrupt::Failed(e))),
        }
    }

    /// Sends the opening (`BEGIN …`), if not sent yet.
    fn open(&self) -> TxResult<()> {
        let Some(opening) = self.opening.borrow_mut().take() else {
            return Ok(());
        };
        let sent = self.connection()?.execute(&opening);
        sent.map_err(|e| self.interrupt(Interrupt::Failed(e)))
    }

    /// The connection, for a statement to send now; a detached transaction stops here.
    fn connection(&self) -> TxResult<std::cell::RefMut<'_, &'c mut Conn>> {
        match std::cell::RefMut::filter_map(self.conn.borrow_mut(), Option::as_mut) {
            Ok(conn) => Ok(conn),
            Err(_) => Err(self.interrupt(Interrupt::Failed(self.elsewhere()))),
        }
    }

    /// Stops the evaluation of a detached transaction's request: it asked for a statement, which
    /// only the blocking pool sends.
    fn elsewhere(&self) -> Error {
        let run = self
            .run
            .expect("a transaction has a connection or an evaluation");
        run.reached()
    }

    /// Why the try stopped short, if it did; taken once, when the try ends.
    pub(super) fn interrupted(&self) -> Option<Interrupt> {
        self.interrupted.take()
    }

    /// Notes why the try stops (the first reason counts) and hands `f` an error to return.
    fn interrupt(&self, why: Interrupt) -> TxError {
        let text = match &why {
            Interrupt::Failed(e) => e.to_string(),
            Interrupt::Alone => "the transaction is run again as the only writer".to_string(),
        };
        self.interrupted.borrow_mut().get_or_insert(why);
        TxError::Failed(Failure::Postgres(text))
    }

    /// The value of `key` in `tree`. A try that may guess reads it outside the transaction, by
    /// itself and unlocked, and its commit checks, under the key's lock, that the key still holds
    /// what was read ([`Op::Unchanged`], or [`Op::Replace`] for a key it writes): a
    /// changed key fails the try with [`GUESSED_WRONG`], and the transaction runs again reading
    /// every key under its lock. So what commits is what a try that locked every key as it read
    /// it would commit, and the try sends nothing in its transaction before the COMMIT: it
    /// commits in a group with others (see `super::group`), a read-then-write transaction (a
    /// PATCH, a signature) as a create does. Otherwise the key is locked and read in the
    /// transaction.
    pub fn get(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        let slot = (tree.name(), key.to_string());
        if let Some(value) = self.known.borrow().get(&slot) {
            return Ok(value.clone().map(String::into_bytes));
        }
        self.lock_one()?;
        let value = match self.guessing {
            true => self.read_unlocked(tree, key)?,
            false => {
                storable(key)?;
                let statement = match self.locking {
                    Locking::Keys => "SELECT tunnelctl.tunnelctl_read($1, $2)",
                    Locking::Alone => super::READ_ONE,
                };
                self.send(statement, &[&tree.name(), &key])?
            }
        };
        self.known.borrow_mut().insert(slot, value.clone());
        Ok(value.map(String::into_bytes))
    }

    /// Reads `key` outside the transaction, one statement (prepared) on the connection, and
    /// notes what it read for the commit to check (see [`get`](Self::get)).
    fn read_unlocked(&self, tree: Tree, key: &str) -> TxResult<Option<String>> {
        storable(key)?;
        let read = match self.run {
            Some(run) => run.read(tree, key),
            None => {
                let mut conn = self.connection()?;
                conn.check_schema()
                    .and_then(|()| conn.query_opt(super::READ_ONE, &[&tree.name(), &key]))
                    .map(|row| row.map(|r| r.get::<_, String>(0)))
            }
        };
        let value = read.map_err(|e| self.interrupt(Interrupt::Failed(e)))?;
        self.unlocked
            .borrow_mut()
            .insert((tree.name(), key.to_string()), value.clone());
        self.unlocked_reads.set(self.unlocked_reads.get() + 1);
        Ok(value)
    }

    /// Whether this try decided on keys it read outside the transaction at different moments
    /// (more than one): a refusal it came to may rest on states that never held together, so
    /// the transaction runs again reading under locks (`Pg::transact`). One read is one
    /// committed state.
    pub(super) fn read_apart(&self) -> bool {
        self.unlocked_reads.get() > 1
    }

    /// Keeps the write of `value` (`None`: removal) to a key read outside the transaction and
    /// not written since, checking what was read (see [`get`](Self::get)); `false`, keeping
    /// nothing, for any other key.
    fn checked_write(&self, slot: &(&'static str, String), value: Option<&str>) -> bool {
        let Some(old) = self.unlocked.borrow_mut().remove(slot) else {
            return false;
        };
        let value = value.map(str::to_string);
        (self.pending.borrow_mut()).push(Op::Replace, slot.0, &slot.1, old, value);
        true
    }

    /// What `key` holds as far as this transaction knows, read outside it first in a try that
    /// may guess (see [`get`](Self::get)); `None` when it must be locked and read in the
    /// transaction.
    fn known_or_read(
        &self,
        tree: Tree,
        key: &str,
        slot: &(&'static str, String),
    ) -> TxResult<Option<Option<String>>> {
        let known = self.known.borrow().get(slot).cloned();
        if known.is_some() || !self.guessing {
            return Ok(known);
        }
        self.lock_one()?;
        let read = self.read_unlocked(tree, key)?;
        self.known.borrow_mut().insert(slot.clone(), read.clone());
        Ok(Some(read))
    }

    /// Like [`get`](Self::get), for a key that is nearly always absent: a value that a record
    /// adds to a unique index (a new hostport). A try that may guess answers `None` at once, and
    /// its commit checks the guess: its write of the key is an [`Op::Claim`], and a key it never
    /// writes gets an [`Op::Absent`]. Both lock the key as a read would and fail the try with
    /// [`GUESSED_WRONG`] if the key is there: the transaction then runs again, reading every key
    /// (`Pg::transact`). Each key is locked from before the commit to its end either way, so what
    /// commits is what a try that read it would have written; the locks are taken in another
    /// order, which at worst makes a deadlock that PostgreSQL breaks and the transaction retries.
    /// It saves a create a round trip of two.
    pub fn get_likely_absent(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        let slot = (tree.name(), key.to_string());
        if !self.guessing || self.known.borrow().contains_key(&slot) {
            return self.get(tree, key);
        }
        self.lock_one()?;
        storable(key)?;
        self.known.borrow_mut().insert(slot.clone(), None);
        self.guessed.borrow_mut().push(slot);
        Ok(None)
    }

    /// Queues the check of every key guessed absent and not written since (see
    /// [`get_likely_absent`](Self::get_likely_absent)), before the commit.
    /// Also the check of every key read outside the transaction and never written (see
    /// [`get`](Self::get)).
    fn check_guesses(&self) {
        let mut pending = self.pending.borrow_mut();
        for (tree, key) in self.guessed.borrow_mut().drain(..) {
            pending.push(Op::Absent, tree, &key, None, None);
        }
        let mut unlocked: Vec<_> = self.unlocked.borrow_mut().drain().collect();
        // In key order: concurrent transactions take the locks in one order.
        unlocked.sort();
        for ((tree, key), held) in unlocked {
            pending.push(Op::Unchanged, tree, &key, held, None);
        }
    }

    /// Stores `value` (JSON text) under `key`; the value it replaced.
    pub fn insert(&self, tree: Tree, key: &str, value: Vec<u8>) -> TxResult<Option<Vec<u8>>> {
        let value = String::from_utf8(value).map_err(|e| {
            TxError::Failed(Failure::Corrupt(format!("a record is not UTF-8: {e}")))
        })?;
        storable(key)?;
        storable(&value)?;
        let slot = (tree.name(), key.to_string());
        let is_new = self.new_key.borrow().as_ref() == Some(&slot);
        let guessed = {
            let mut guessed = self.guessed.borrow_mut();
            let at = guessed.iter().position(|g| *g == slot);
            at.map(|at| guessed.remove(at)).is_some()
        };
        let old = match self.known_or_read(tree, key, &slot)? {
            // Known: the write waits for the commit. A new ID takes no key lock: no other
            // transaction knows it before this one commits (one that drew the same ID fails on
            // the unique key; an update of it finds no record), and the lock cost a create an
            // eighth of its time in PostgreSQL (docs/benchmarks.md, "PostgreSQL").
            Some(old) => {
                let op = match (is_new, guessed) {
                    (true, _) => Some(Op::Insert),
                    (false, true) => Some(Op::Claim),
                    (false, false) if self.checked_write(&slot, Some(&value)) => None,
                    (false, false) => Some(Op::Put),
                };
                if let Some(op) = op {
                    let written = Some(value.clone());
                    (self.pending.borrow_mut()).push(op, tree.name(), key, None, written);
                }
                old
            }
            None => {
                self.lock_one()?;
                let statement = match self.locking {
                    Locking::Keys => "SELECT tunnelctl.tunnelctl_write($1, $2, $3)",
                    // The statement's snapshot is from before its own write: `old` is the
                    // replaced value.
                    Locking::Alone => {
                        "WITH old AS (SELECT value::text AS v FROM tunnelctl.tunnelctl_records \
                                      WHERE tree = $1 AND key = $2), \
                              new AS (INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) \
                                      VALUES ($1, $2, $3::text::json) \
                                      ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value) \
                         SELECT v FROM old"
                    }
                };
                self.send(statement, &[&tree.name(), &key, &value])?
            }
        };
        self.known.borrow_mut().insert(slot, Some(value));
        Ok(old.map(String::into_bytes))
    }

    /// Appends `entries` to the audit trail as the transaction ends: they are sealed as the
    /// writes are sent, onto the head the commit locks (`group::Sealing`). They wait with the
    /// writes, so they cost no round trip of their own (see [`WriteSet`]).
    pub fn append_audit(&self, entries: &[String]) -> TxResult<()> {
        entries.iter().try_for_each(|entry| storable(entry))?;
        self.lock_one()?;
        self.pending.borrow_mut().audit(entries);
        Ok(())
    }

    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        storable(key)?;
        let slot = (tree.name(), key.to_string());
        let old = match self.known_or_read(tree, key, &slot)? {
            Some(None) => None,
            Some(Some(old)) => {
                if !self.checked_write(&slot, None) {
                    (self.pending.borrow_mut()).push(Op::Delete, tree.name(), key, None, None);
                }
                Some(old)
            }
            None => {
                self.lock_one()?;
                let statement = match self.locking {
                    Locking::Keys => "SELECT tunnelctl.tunnelctl_remove($1, $2)",
                    Locking::Alone => {
                        "DELETE FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = $2 \
                         RETURNING value::text"
                    }
                };
                self.send(statement, &[&tree.name(), &key])?
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
        self.flush()?;
        let rows = self.connection()?.query(
            "SELECT key FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
             AND key >= $2 AND starts_with(key, $2) ORDER BY key",
            &[&tree.name(), &prefix],
        );
        match rows {
            Ok(rows) => Ok(rows.iter().map(|r| r.get(0)).collect()),
            Err(e) => Err(self.interrupt(Interrupt::Failed(e))),
        }
    }

    /// Sends the opening and the writes kept so far, if not sent yet.
    fn flush(&self) -> TxResult<()> {
        self.open()?;
        let pending = std::mem::take(&mut *self.pending.borrow_mut());
        let sent = send_writes(*self.connection()?, &pending, None);
        sent.map_err(|e| self.interrupt(Interrupt::Failed(e)))
    }

    /// Sends what is left, and `end` (COMMIT); nothing when the
    /// transaction never sent a statement and wrote nothing. A transaction of its own that sent
    /// nothing yet is one statement, which begins, writes and commits (see `group::send_end`).
    pub(super) fn finish(&self, end: &str) -> Result<(), Finish> {
        let pending = std::mem::take(&mut *self.pending.borrow_mut());
        let unsent = self.opening.borrow_mut().take();
        let mut conn = match self.connection() {
            Ok(conn) => conn,
            Err(_) => return Err(Finish::NotDone(self.elsewhere())),
        };
        match unsent {
            None => send_end(&mut conn, &pending, None, Some(end)),
            Some(_) if pending.is_empty() => Ok(()),
            Some(opening) => {
                let begin = Begin {
                    alone: self.locking == Locking::Alone,
                    wait: None,
                };
                let ended = send_end(&mut conn, &pending, Some(begin), None);
                // A statement by itself leaves no transaction open: nothing to roll back.
                *self.opening.borrow_mut() = Some(opening);
                ended
            }
        }
    }

    /// Undoes what was sent, if anything was (`end`: ROLLBACK); a
    /// broken connection has nothing to undo.
    pub(super) fn roll_back(&self, end: &str) {
        if self.opening.borrow().is_none() {
            if let Some(conn) = self.conn.borrow_mut().as_mut() {
                let _ = conn.execute(end);
            }
        }
    }

    /// The writes of a try that ran to its end having sent nothing in its transaction, to commit
    /// in a group with other transactions of this process (`super::group::Committer`) by
    /// `deadline`: a first try, which read nothing it does not check with them (what it took for
    /// granted, read outside the transaction or guessed absent). `None` when it wrote nothing, or
    /// is not such a try and commits by itself ([`finish`](Self::finish)).
    pub(super) fn take_commit(&self, deadline: Instant) -> Option<CommitAhead> {
        self.check_guesses();
        let mut pending = self.pending.borrow_mut();
        if !self.guessing || pending.is_empty() {
            return None;
        }
        // Nothing was sent: the group's statement begins its transaction.
        self.opening.borrow_mut().take()?;
        Some(CommitAhead {
            writes: std::mem::take(&mut *pending),
            locks: self.locks.get(),
            deadline,
        })
    }
}

/// Refuses `text` when it holds a NUL character, which no PostgreSQL text can hold (JSON text
/// never carries one raw): the request gets this reason, not the database's.
fn storable(text: &str) -> TxResult<()> {
    match text.contains('\0') {
        true => Err(TxError::Failed(Failure::Postgres(format!(
            "{text:?} holds a NUL character, which PostgreSQL cannot store"
        )))),
        false => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::storable;

    #[test]
    fn any_text_but_one_with_a_nul_is_storable() {
        assert!(storable(r#"{"d":"it's \"q\" \\ é"}"#).is_ok());
        assert!(storable("'; DROP TABLE x; --").is_ok());
        assert!(storable("a\0b").is_err());
    }
}
