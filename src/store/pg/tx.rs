//! A write transaction on PostgreSQL: how it locks ([`Locking`]) and how it talks to the
//! database ([`PgTx`]), in as few round trips as it can.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::time::Instant;

use super::group::{send_end, statements, CommitAhead, Deferred, Finish};
use super::{Conn, Error, KEY_LOCKS};
use crate::store::{Failure, Tree, TxError, TxResult, SCHEMA_VERSION};

/// The SQLSTATE with which `tunnelctl_absent` (schema.rs) says that a key guessed absent is
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
            Locking::Unlocked => BEGIN.to_string(),
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
/// messages as it can, each a round trip: the transaction's opening goes with its first
/// statement, a write to a key whose value it already knows (read under its lock, or a create's
/// new ID) waits and goes with the commit, a key it knows is not read again, and on a first try
/// a value a record adds to a unique index is taken to be free without asking (see
/// [`get_likely_absent`](Self::get_likely_absent)). A create of an edge is then one round trip:
/// the opening, its record, its hostports' entries (each written with the check that it was
/// free) and the COMMIT.
///
/// A statement that fails is kept in `interrupted`, whatever `f` makes of the error it is
/// handed: it decides the try.
pub struct PgTx<'c> {
    /// `None` for a transaction of a request run on serve's async thread (see
    /// [`detached`](Self::detached)).
    conn: RefCell<Option<&'c mut Conn>>,
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
    pending: RefCell<Vec<Deferred>>,
    /// A key that must not exist yet (a create's new ID): written with a plain INSERT, so that a
    /// record already there fails the try (a unique violation) instead of being replaced.
    new_key: RefCell<Option<(&'static str, String)>>,
    /// Whether this try may guess keys absent (see [`get_likely_absent`](Self::get_likely_absent)).
    guessing: bool,
    /// Keys guessed absent and not written yet, each with the statement that checks it with the
    /// commit.
    guessed: RefCell<Vec<((&'static str, String), Deferred)>>,
    /// Keys a guessing try read outside the transaction (see [`get`](Self::get)), with what it
    /// read, until a write of the key checks that (`tunnelctl_replace`); those never written are
    /// checked with the commit (`tunnelctl_unchanged`). As SQL literals: tree, key, and what
    /// it held (NULL: absent).
    unlocked: RefCell<HashMap<(&'static str, String), [String; 3]>>,
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
        Self::with(Some(conn), locking, opening, guessing)
    }

    /// A first try (guessing) with no connection, for a request run on serve's async thread
    /// (`super::inline`): whatever it would send stops the run; its writes are handed back with
    /// [`take_commit`](Self::take_commit).
    pub(super) fn detached() -> Self {
        Self::with(None, Locking::Keys, Locking::Keys.begin(), true)
    }

    fn with(conn: Option<&'c mut Conn>, locking: Locking, opening: String, guessing: bool) -> Self {
        PgTx {
            conn: RefCell::new(conn),
            locking,
            locks: Cell::new(0),
            interrupted: RefCell::new(None),
            opening: RefCell::new(Some(opening)),
            known: RefCell::new(HashMap::new()),
            pending: RefCell::new(Vec::new()),
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

    /// Sends `statement` (after the opening, if not sent yet) and returns its answer: the first
    /// column of its first row.
    fn send(&self, statement: &str) -> TxResult<Option<String>> {
        let sql = match self.opening.borrow_mut().take() {
            Some(opening) => format!("{opening}; {statement}"),
            None => statement.to_string(),
        };
        match self.connection()?.simple(&sql) {
            Ok(mut answers) => Ok(answers.pop().flatten()),
            Err(e) => Err(self.interrupt(Interrupt::Failed(e))),
        }
    }

    /// The connection, for a statement to send now; a detached transaction stops here.
    fn connection(&self) -> TxResult<std::cell::RefMut<'_, &'c mut Conn>> {
        match std::cell::RefMut::filter_map(self.conn.borrow_mut(), Option::as_mut) {
            Ok(conn) => Ok(conn),
            Err(_) => Err(self.interrupt(Interrupt::Failed(super::inline::unreachable_here()))),
        }
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
    /// what was read (`tunnelctl_unchanged`, or `tunnelctl_replace` for a key it writes): a
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
                let (t, k) = (literal(tree.name())?, literal(key)?);
                self.send(&match self.locking {
                    Locking::Keys => format!("SELECT tunnelctl.tunnelctl_read({t}, {k})"),
                    Locking::Alone | Locking::Unlocked => {
                        format!(
                            "SELECT value::text FROM tunnelctl.tunnelctl_records \
                             WHERE tree = {t} AND key = {k}"
                        )
                    }
                })?
            }
        };
        self.known.borrow_mut().insert(slot, value.clone());
        Ok(value.map(String::into_bytes))
    }

    /// Reads `key` outside the transaction, one statement (prepared) on the connection, and
    /// notes what it read for the commit to check (see [`get`](Self::get)).
    fn read_unlocked(&self, tree: Tree, key: &str) -> TxResult<Option<String>> {
        let (t, k) = (literal(tree.name())?, literal(key)?);
        let read = {
            let mut conn = self.connection()?;
            conn.check_schema()
                .and_then(|()| conn.query_opt(super::READ_ONE, &[&tree.name(), &key]))
        };
        let value = match read {
            Ok(row) => row.map(|r| r.get::<_, String>(0)),
            Err(e) => return Err(self.interrupt(Interrupt::Failed(e))),
        };
        let held = literal_or_null(value.as_deref())?;
        self.unlocked
            .borrow_mut()
            .insert((tree.name(), key.to_string()), [t, k, held]);
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

    /// The write of a key read outside the transaction and not written since, checking what was
    /// read (see [`get`](Self::get)); `None` for any other key. `v` is the new value's literal,
    /// or NULL to remove it.
    fn checked_write(&self, slot: &(&'static str, String), v: &str) -> Option<Deferred> {
        let [t, k, old] = self.unlocked.borrow_mut().remove(slot)?;
        Some(Deferred::Statement(format!(
            "SELECT tunnelctl.tunnelctl_replace({t}, {k}, {old}, {v})"
        )))
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
    /// its commit checks the guess: its write of the key is `tunnelctl_claim`, and a key it never
    /// writes gets `tunnelctl_absent`. Both lock the key as a read would and fail the try with
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
        let (t, k) = (literal(tree.name())?, literal(key)?);
        let check = Deferred::Statement(format!("SELECT tunnelctl.tunnelctl_absent({t}, {k})"));
        self.known.borrow_mut().insert(slot.clone(), None);
        self.guessed.borrow_mut().push((slot, check));
        Ok(None)
    }

    /// Queues the check of every key guessed absent and not written since (see
    /// [`get_likely_absent`](Self::get_likely_absent)), before the commit.
    /// Also the check of every key read outside the transaction and never written (see
    /// [`get`](Self::get)).
    fn check_guesses(&self) {
        let mut guessed = self.guessed.borrow_mut();
        let checks = guessed.drain(..).map(|(_, check)| check);
        self.pending.borrow_mut().extend(checks);
        let mut unlocked: Vec<_> = self.unlocked.borrow_mut().drain().collect();
        // In key order: concurrent transactions take the locks in one order.
        unlocked.sort();
        let checks = unlocked.into_iter().map(|(_, [t, k, held])| {
            Deferred::Statement(format!(
                "SELECT tunnelctl.tunnelctl_unchanged({t}, {k}, {held})"
            ))
        });
        self.pending.borrow_mut().extend(checks);
    }

    /// Stores `value` (JSON text) under `key`; the value it replaced.
    pub fn insert(&self, tree: Tree, key: &str, value: Vec<u8>) -> TxResult<Option<Vec<u8>>> {
        let value = String::from_utf8(value).map_err(|e| {
            TxError::Failed(Failure::Corrupt(format!("a record is not UTF-8: {e}")))
        })?;
        let (t, k, v) = (literal(tree.name())?, literal(key)?, literal(&value)?);
        let slot = (tree.name(), key.to_string());
        let is_new = self.new_key.borrow().as_ref() == Some(&slot);
        let guessed = {
            let mut guessed = self.guessed.borrow_mut();
            let at = guessed.iter().position(|(g, _)| *g == slot);
            at.map(|at| guessed.remove(at)).is_some()
        };
        let old = match self.known_or_read(tree, key, &slot)? {
            // Known: the write waits for the commit. A new ID takes no key lock: no other
            // transaction knows it before this one commits (one that drew the same ID fails on
            // the unique key; an update of it finds no record), and the lock cost a create an
            // eighth of its time in PostgreSQL (docs/benchmarks.md, "PostgreSQL"). A new ID's
            // record and a key guessed absent are written through functions, whose plans
            // PostgreSQL keeps for the session: a quarter less of its time per create than
            // planning each INSERT again.
            Some(old) => {
                self.pending.borrow_mut().push(match (is_new, guessed) {
                    (true, _) => {
                        Deferred::Call(format!("tunnelctl.tunnelctl_insert({t}, {k}, {v})"))
                    }
                    (false, true) => {
                        Deferred::Call(format!("tunnelctl.tunnelctl_claim({t}, {k}, {v})"))
                    }
                    (false, false) => match self.checked_write(&slot, &v) {
                        Some(checked) => checked,
                        None => Deferred::Statement(format!(
                            "INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) \
                             VALUES ({t}, {k}, {v}) ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value"
                        )),
                    },
                });
                old
            }
            None => {
                self.lock_one()?;
                self.send(&match self.locking {
                    Locking::Keys => format!("SELECT tunnelctl.tunnelctl_write({t}, {k}, {v})"),
                    // The statement's snapshot is from before its own write: `old` is the
                    // replaced value.
                    Locking::Alone | Locking::Unlocked => format!(
                        "WITH old AS (SELECT value::text AS v FROM tunnelctl.tunnelctl_records \
                                      WHERE tree = {t} AND key = {k}), \
                              new AS (INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) \
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

    /// Appends `entries` to the audit trail as the transaction ends: `tunnelctl_audit`
    /// (schema.rs) takes the head's lock, chains them and moves the head. It waits with the
    /// writes, so it costs no round trip of its own (see [`Deferred::Audit`]).
    pub fn append_audit(&self, entries: &[String]) -> TxResult<()> {
        let literals = entries
            .iter()
            .map(|entry| literal(entry))
            .collect::<TxResult<Vec<_>>>()?;
        self.lock_one()?;
        self.pending.borrow_mut().push(Deferred::Audit(literals));
        Ok(())
    }

    pub fn remove(&self, tree: Tree, key: &str) -> TxResult<Option<Vec<u8>>> {
        let (t, k) = (literal(tree.name())?, literal(key)?);
        let slot = (tree.name(), key.to_string());
        let old = match self.known_or_read(tree, key, &slot)? {
            Some(None) => None,
            Some(Some(old)) => {
                let delete = match self.checked_write(&slot, "NULL") {
                    Some(checked) => checked,
                    None => Deferred::Statement(format!(
                        "DELETE FROM tunnelctl.tunnelctl_records WHERE tree = {t} AND key = {k}"
                    )),
                };
                self.pending.borrow_mut().push(delete);
                Some(old)
            }
            None => {
                self.lock_one()?;
                self.send(&match self.locking {
                    Locking::Keys => format!("SELECT tunnelctl.tunnelctl_remove({t}, {k})"),
                    Locking::Alone | Locking::Unlocked => format!(
                        "DELETE FROM tunnelctl.tunnelctl_records WHERE tree = {t} AND key = {k} \
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
        let unsent: Vec<Deferred> = self.pending.borrow_mut().drain(..).collect();
        if !unsent.is_empty() {
            self.send(&statements(unsent).join("; "))?;
        } else if let Some(opening) = self.opening.borrow_mut().take() {
            let sent = self.connection()?.execute(&opening);
            sent.map_err(|e| self.interrupt(Interrupt::Failed(e)))?;
        }
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

    /// Sends what is left with `end` (COMMIT, or the release of a savepoint), in one round trip;
    /// nothing when the transaction never sent a statement (it read and wrote nothing).
    pub(super) fn finish(&self, end: &str) -> Result<(), Finish> {
        let pending: Vec<Deferred> = self.pending.borrow_mut().drain(..).collect();
        let opening = self.opening.borrow_mut().take();
        if opening.is_some() && pending.is_empty() {
            return Ok(());
        }
        let sql = opening
            .into_iter()
            .chain(statements(pending))
            .chain(std::iter::once(end.to_string()))
            .collect::<Vec<_>>()
            .join("; ");
        match self.connection() {
            Ok(mut conn) => send_end(&mut conn, &sql),
            Err(_) => Err(Finish::NotDone(super::inline::unreachable_here())),
        }
    }

    /// Undoes what was sent, if anything was (`end`: ROLLBACK, or back to the savepoint); a
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
        let opening = self.opening.borrow_mut().take()?;
        Some(CommitAhead {
            opening,
            writes: pending.drain(..).collect(),
            locks: self.locks.get(),
            deadline,
        })
    }
}

/// `text` as an SQL string literal. Each session runs with `standard_conforming_strings` on (set
/// when it connects), where a doubled quote is the only escape and a backslash is itself. A NUL,
/// which no PostgreSQL text can hold (JSON text never carries one raw), is refused.
fn literal(text: &str) -> TxResult<String> {
    if text.contains('\0') {
        return Err(TxError::Failed(Failure::Postgres(format!(
            "{text:?} holds a NUL character, which PostgreSQL cannot store"
        ))));
    }
    Ok(format!("'{}'", text.replace('\'', "''")))
}

/// `text` as an SQL string literal (see [`literal`]), `None` as NULL.
fn literal_or_null(text: Option<&str>) -> TxResult<String> {
    text.map_or_else(|| Ok("NULL".to_string()), literal)
}

#[cfg(test)]
mod tests {
    use super::literal;

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
}
