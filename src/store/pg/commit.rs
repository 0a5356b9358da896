//! How PostgreSQL commits a request's write-set (see `store::engine::View::commit`): as data,
//! the parameters of one statement (`tunnelctl_commit`, schema.rs) that locks each key the set
//! rests on, checks it still holds what the request read, and writes; in a group with this
//! process's other commits when it can (see [`group`](super::group)). A set that scans a prefix,
//! that would take more key locks than PostgreSQL's shared lock table should hold for one
//! transaction, or whose request lost races already, commits as the only writer instead
//! ([`Held`]).

use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Instant;

use super::group::{self, send_end, Begin, CommitAhead, Finish, Op};
use super::{Conn, Error, Pg, KEY_LOCKS};
use crate::store::engine::{Keyed, View};
use crate::store::unblocked::Committed;
use crate::store::write_set::{Entry, WriteSet};
use crate::store::{Failure, Tree, WriteError, SCHEMA_VERSION};

/// The statements that begin a transaction as the only writer: `tunnelctl_writer` (schema.rs)
/// takes the writers' lock exclusively, so no other writer commits until it ends, and refuses a
/// schema other than this tunnelctl's.
fn begin_alone() -> String {
    format!(
        "BEGIN ISOLATION LEVEL READ COMMITTED; \
         SELECT tunnelctl.tunnelctl_writer({SCHEMA_VERSION}, true)"
    )
}

/// The value of each of the keys `$1`, `$2` (arrays of trees and keys) that is there.
const READ_KEYS: &str = "SELECT r.tree::text, r.key::text, r.value::text \
     FROM unnest($1::text[], $2::text[]) AS u(t, k) \
     JOIN tunnelctl.tunnelctl_records r ON r.tree = u.t AND r.key = u.k";

/// The keys of `$1` that start with `$2`, in order.
const KEYS_WITH_PREFIX: &str = "SELECT key FROM tunnelctl.tunnelctl_records WHERE tree = $1 \
     AND key >= $2 AND starts_with(key, $2) ORDER BY key";

/// `entry` as PostgreSQL text; refused when it is not UTF-8 or holds a NUL character, which no
/// PostgreSQL text can hold (JSON text never carries one raw): the request gets this reason,
/// not the database's.
fn text(entry: &Entry) -> Result<Option<String>, Error> {
    let Some(bytes) = entry else {
        return Ok(None);
    };
    let text = String::from_utf8(bytes.clone())
        .map_err(|e| Error::Unstorable(format!("a record is not UTF-8: {e}")))?;
    storable(&text)?;
    Ok(Some(text))
}

fn storable(text: &str) -> Result<(), Error> {
    match text.contains('\0') {
        true => Err(Error::Unstorable(format!(
            "{text:?} holds a NUL character, which PostgreSQL cannot store"
        ))),
        false => Ok(()),
    }
}

/// `set` as `tunnelctl_commit` takes it, checks included, with the key locks it takes: each key
/// it rests on is locked and checked (a key read and written: [`Op::Replace`]; read and kept:
/// [`Op::Unchanged`]; taken to be absent: [`Op::Claim`] or [`Op::Absent`]); a new ID is
/// inserted unlocked ([`Op::Insert`]): no other writer knows it before this commit, and one
/// already there fails it as a unique violation. New IDs first, as they take no lock; the rest in
/// key order, so that concurrent commits lock in one order.
pub(super) fn checked(set: &WriteSet) -> Result<(group::WriteSet, usize), Error> {
    let mut writes = group::WriteSet::default();
    let mut locks = 0;
    let (new, rest): (Vec<_>, Vec<_>) = set
        .touched()
        .partition(|(tree, key, _, written)| set.is_new(*tree, key) && written.is_some());
    for (tree, key, seen, written) in new.into_iter().chain(rest) {
        let (op, old, value) = match (seen, written) {
            (Some(Some(old)), Some(new)) => (Op::Replace, text(&Some(old.clone()))?, text(new)?),
            (Some(None), Some(Some(new))) if set.is_new(tree, key) => {
                (Op::Insert, None, text(&Some(new.clone()))?)
            }
            (Some(None), Some(Some(new))) => (Op::Claim, None, text(&Some(new.clone()))?),
            (Some(None), _) => (Op::Absent, None, None),
            (Some(old), None) => (Op::Unchanged, text(old)?, None),
            (None, Some(Some(new))) => (Op::Put, None, text(&Some(new.clone()))?),
            (None, _) => (Op::Delete, None, None),
        };
        storable(key)?;
        if op != Op::Insert {
            locks += 1;
        }
        writes.push(op, tree.name(), key, old, value);
    }
    if !set.audit().is_empty() {
        set.audit().iter().try_for_each(|entry| storable(entry))?;
        writes.audit(set.audit());
        locks += 1;
    }
    Ok((writes, locks))
}

/// Whether `e`, a commit's failure before it was made, says only that what it rests on changed
/// or that another writer came in the way (a new ID taken, a deadlock): the request runs again.
fn lost_race(e: &Error) -> bool {
    matches!(e, Error::Retry(_)) || e.is_wrong_guess()
}

impl Pg {
    /// Commits `set` (see `View::commit`): in the committer's next group on `serve` when it
    /// is the request's `first` try (one conflict fails a whole group, so a request that lost a
    /// race commits by itself), else on a connection of its own.
    pub(in crate::store) fn commit_set(&self, set: WriteSet, first: bool) -> Result<bool, Error> {
        let (writes, locks) = checked(&set)?;
        if set.scans().next().is_some() || locks > KEY_LOCKS {
            let (mut set, mut committed) = (Some(set), false);
            let held = self.exclusively(&mut |held| {
                committed = held.commit(set.take().expect("committed once"), false)?;
                Ok(())
            });
            return match held {
                Ok(()) => Ok(committed),
                Err(WriteError::Failed(failure)) => Err(Error::Unavailable(failure.to_string())),
                Err(other) => Err(Error::Unavailable(format!("{other:?}"))),
            };
        }
        let commit = CommitAhead {
            writes,
            locks,
            deadline: Instant::now() + group::write_bound(),
        };
        if let (true, Ok(runtime)) = (first, tokio::runtime::Handle::try_current()) {
            return match runtime.block_on(self.committer.commit(commit)) {
                Committed::Yes => Ok(true),
                Committed::Again => Ok(false),
                Committed::Failed(why) => Err(Error::Unavailable(why)),
            };
        }
        let mut conn = self.pool.hold()?;
        let begin = Begin { wait: None };
        match send_end(&mut conn, &commit.writes, Some(begin), None) {
            Ok(()) => Ok(true),
            Err(Finish::NotDone(e)) if lost_race(&e) => Ok(false),
            Err(Finish::NotDone(e) | Finish::Uncertain(e)) => Err(e),
        }
    }

    /// Runs `attempt` in a transaction that holds the writers' lock exclusively (see
    /// `Engine::exclusively`), handing it the engine as seen from there ([`Held`]); rolled back
    /// unless `attempt` committed through it.
    pub(in crate::store) fn exclusively(
        &self,
        attempt: &mut dyn FnMut(&dyn View) -> Result<(), WriteError>,
    ) -> Result<(), WriteError> {
        let failed = |e: Error| WriteError::Failed(e.into());
        let mut conn = self.pool.hold().map_err(failed)?;
        conn.execute(&begin_alone()).map_err(failed)?;
        let held = Held {
            pg: self,
            conn: RefCell::new(Some(conn)),
        };
        let done = attempt(&held);
        if let Some(mut conn) = held.conn.into_inner() {
            // Nothing of it was committed: nothing of it stays (a broken connection has nothing
            // to undo).
            let _ = conn.execute("ROLLBACK");
        }
        done
    }
}

/// PostgreSQL inside a transaction that holds the writers' lock exclusively: no other writer
/// commits until it ends, so what is read stays as read. Reads go to the pool's connections as
/// usual; the commit goes on the held one, and ends its transaction.
struct Held<'p> {
    pg: &'p Pg,
    /// The held connection, until the commit ends its transaction.
    conn: RefCell<Option<Conn>>,
}

impl Held<'_> {
    /// What `f` comes to on the held connection.
    fn on_conn<T>(&self, f: impl FnOnce(&mut Conn) -> Result<T, Error>) -> Result<T, Error> {
        let mut held = self.conn.borrow_mut();
        let conn = held
            .as_mut()
            .ok_or_else(|| Error::Unavailable("this transaction has ended already".into()))?;
        f(conn)
    }

    /// Checks what `set` rests on, under the writers' lock, then writes it over, unlocked, and
    /// commits; `Ok(false)`, committing nothing, when something it rests on changed.
    fn commit_held(&self, set: &WriteSet) -> Result<bool, Error> {
        let mut held = self.conn.borrow_mut();
        let conn = held
            .as_mut()
            .ok_or_else(|| Error::Unavailable("this transaction has ended already".into()))?;
        for (tree, prefix, keys) in set.scans() {
            let found = conn.query(KEYS_WITH_PREFIX, &[&tree.name(), &prefix])?;
            if !found
                .iter()
                .map(|r| r.get::<_, String>(0))
                .eq(keys.iter().cloned())
            {
                return Ok(false);
            }
        }
        if !still_holds(conn, set)? {
            return Ok(false);
        }
        let mut writes = group::WriteSet::default();
        for (tree, key, entry) in set.writes() {
            match text(entry)? {
                Some(value) => writes.push(Op::Put, tree.name(), key, None, Some(value)),
                None => writes.push(Op::Delete, tree.name(), key, None, None),
            }
        }
        writes.audit(set.audit());
        let mut conn = held.take().expect("checked above");
        match send_end(&mut conn, &writes, None, Some("COMMIT")) {
            Ok(()) => Ok(true),
            Err(Finish::NotDone(e)) => {
                let _ = conn.execute("ROLLBACK");
                Err(e)
            }
            Err(Finish::Uncertain(e)) => Err(e),
        }
    }
}

/// Whether every key `set` rests on holds what the request read there, read on `conn` in one
/// statement.
fn still_holds(conn: &mut Conn, set: &WriteSet) -> Result<bool, Error> {
    let rests_on: Vec<_> = set.rests_on().collect();
    if rests_on.is_empty() {
        return Ok(true);
    }
    let trees: Vec<&str> = rests_on.iter().map(|(tree, _, _)| tree.name()).collect();
    let keys: Vec<&str> = rests_on.iter().map(|(_, key, _)| *key).collect();
    let rows = conn.query(READ_KEYS, &[&trees, &keys])?;
    let found: HashMap<(String, String), String> = rows
        .iter()
        .map(|r| ((r.get(0), r.get(1)), r.get(2)))
        .collect();
    for (tree, key, seen) in rests_on {
        let now = found.get(&(tree.name().to_string(), key.to_string()));
        if now.map(|text| text.as_bytes()) != seen.as_deref() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Reads on the held connection: every other connection of the pool may be held by writers
/// waiting for the writers' lock this transaction holds.
impl View for Held<'_> {
    fn read(&self, tree: Tree, key: &str) -> Result<Entry, Failure> {
        Ok(self.on_conn(|c| super::read_one(c, tree, key))?)
    }

    fn page(&self, tree: Tree, before: Option<&str>, limit: usize) -> Result<Vec<Keyed>, Failure> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        Ok(self.on_conn(|c| super::keyed_page(c, tree, before, limit))?)
    }

    fn scan_prefix(&self, tree: Tree, prefix: &str) -> Result<Vec<Keyed>, Failure> {
        Ok(self.on_conn(|c| super::keyed_scan(c, tree, prefix))?)
    }

    fn seed(&self) -> Option<u64> {
        self.pg.seed
    }

    /// In the transaction: a step of a request that is refused is undone with it, and no other
    /// writer draws meanwhile.
    fn seed_counter(&self, step: bool) -> Result<u64, Failure> {
        Ok(self.on_conn(|c| super::seed_counter(c, step))?)
    }

    fn commit(&self, set: WriteSet, _first: bool) -> Result<bool, Failure> {
        Ok(self.commit_held(&set)?)
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
