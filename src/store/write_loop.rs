//! The one write path, the same for both engines: each request runs against an [`Overlay`] (its
//! reads come from the engine, outside any transaction, behind what the scope's earlier requests
//! wrote) and its writes go to a write-set. A plain write commits its set at once through the
//! engine's [`commit`](View::commit), which checks that nothing it rests on changed, and runs
//! again when something did ([`commit_loop`]). A dry run or a unit composes its requests' sets
//! into the scope's: a dry run never commits it, a unit commits it once, at its end.
//!
//! Because nothing is written until the end, a unit needs no transaction held across requests
//! (PostgreSQL's held connection, or sled's journal of what each write replaced, which it had
//! because sled cannot hold one) and leaves nothing to undo after a crash; and each request of a
//! dry run sees the ones before it on both engines.

use std::cell::RefCell;

use super::engine::{Engine, View};
use super::overlay::Overlay;
use super::write_set::WriteSet;
use super::{
    id, id_payload, Backend, Failure, Scope, Store, Tree, Tx, TxError, TxResult, WriteError,
};

/// Why a unit committed nothing at its end.
const UNIT_CHANGED: &str = "nothing of this all-or-nothing unit was written: what its requests \
     read changed before it committed (another writer came in between); run it again";

/// How many times a request whose writes commit may find, at its commit, that what it read
/// changed (another writer came in between) before it runs while no other writer commits
/// (`Engine::exclusively`), where it cannot lose: a request runs at most this many times and one.
const LOST_RACES: u32 = 3;

/// Why a request that ran with the engine's writer held still found what it read changed: only
/// a writer outside tunnelctl (a session in `psql`) can come in between then.
const CHANGED_WHILE_HELD: &str = "what this write read changed while it held the store's \
     writer: another program writes to the store outside tunnelctl; nothing was written, try again";

impl Store {
    /// The engine behind the write loop.
    pub(super) fn engine(&self) -> &dyn Engine {
        match &self.backend {
            Backend::Sled(s) => s,
            Backend::Postgres(p) => p,
        }
    }

    /// The engine a request in `scope` reads from and commits to: a request evaluated on
    /// `serve`'s async thread has its reads in hand and hands its write-set back (see
    /// `super::unblocked`).
    pub(super) fn engine_of<'s>(&'s self, scope: &'s Scope) -> &'s dyn Engine {
        match &scope.evaluation {
            Some(run) => run,
            None => self.engine(),
        }
    }

    /// Runs `request` as `scope` says: against its write-set, its writes composed into it (a dry
    /// run, a unit), or committed.
    pub(super) fn run_request<T>(
        &self,
        scope: &Scope,
        request: impl Fn(&Overlay) -> Result<T, WriteError>,
    ) -> Result<T, WriteError> {
        match &scope.overlay {
            Some(layers) => self.in_overlay(layers, request),
            None => commit_loop(self.engine_of(scope), scope.contended, &request),
        }
    }

    /// Runs `request` against `layers` (a scope's write-set) and composes its writes into them
    /// when it succeeds; a refused request leaves them as they were.
    fn in_overlay<T>(
        &self,
        layers: &RefCell<WriteSet>,
        request: impl FnOnce(&Overlay) -> Result<T, WriteError>,
    ) -> Result<T, WriteError> {
        let under = layers.borrow();
        let overlay = Overlay::new(self.engine(), Some(&under));
        let value = request(&overlay)?;
        let own = overlay.into_set();
        drop(under);
        layers.borrow_mut().compose(own);
        Ok(value)
    }

    /// [`Store::write`]'s request.
    pub(super) fn write_request<'r, T>(
        f: impl Fn(&Tx) -> TxResult<T> + 'r,
    ) -> impl Fn(&Overlay) -> Result<T, WriteError> + 'r {
        move |overlay| f(&Tx::over(overlay)).map_err(write_error)
    }

    /// [`Store::create`]'s request: `f` with a new ID of `tree`, one no record of it has.
    pub(super) fn create_request<'r, T>(
        &'r self,
        scope: &'r Scope,
        (tree, prefix, unix_seconds): (Tree, &'r str, i64),
        f: impl Fn(&Tx, &str) -> TxResult<T> + 'r,
    ) -> impl Fn(&Overlay) -> Result<T, WriteError> + 'r {
        move |overlay| {
            let id = loop {
                let second = id::range_of_second(prefix, unix_seconds);
                let newest = || overlay.newest_in(tree, second);
                let counter = || self.seed_draw(scope);
                let payload = id_payload(overlay.seed(), counter, unix_seconds, newest)?;
                let id = id::format(prefix, &id::raw(unix_seconds, payload));
                // 96 random bits make a clash all but impossible; drawing again makes it
                // impossible. The write-set rests on the ID's absence, which the commit checks.
                if overlay.new_id_free(tree, &id)? {
                    break id;
                }
            };
            f(&Tx::over(overlay), &id).map_err(write_error)
        }
    }

    /// [`Store::write_over_prefixes`]'s request: the keys are those the request sees, and the
    /// commit checks that the engine's are still those it read.
    pub(super) fn over_prefixes_request<'r, T>(
        scans: &'r [(Tree, &'r str)],
        f: impl Fn(&Tx, &[Vec<String>]) -> TxResult<T> + 'r,
    ) -> impl Fn(&Overlay) -> Result<T, WriteError> + 'r {
        move |overlay| {
            let keys = scans
                .iter()
                .map(|(tree, prefix)| overlay.keys_with_prefix(*tree, prefix))
                .collect::<Result<Vec<_>, _>>()?;
            f(&Tx::over(overlay), &keys).map_err(write_error)
        }
    }

    /// Reads what a scope that keeps its writes sees: its writes over the engine's entries.
    pub(super) fn read_kept<T>(
        &self,
        layers: &RefCell<WriteSet>,
        read: impl FnOnce(&Overlay) -> Result<T, Failure>,
    ) -> Result<T, Failure> {
        let under = layers.borrow();
        read(&Overlay::new(self.engine(), Some(&under)))
    }

    /// The next draw of the seed counter of `TUNNELCTL_SEED` for a request in `scope`. A dry run
    /// counts its draws itself and leaves the stored counter alone, so that its draws are those
    /// the real requests would make; elsewhere the step commits at once (two creates at once
    /// then never draw one value), on the scope's engine (an evaluation on `serve`'s async
    /// thread takes no connection, and stops).
    pub(super) fn seed_draw(&self, scope: &Scope) -> Result<u64, Failure> {
        if scope.rolls_back() {
            let drawn = scope.draws.get() + 1;
            scope.draws.set(drawn);
            return Ok(self.engine().seed_counter(false)? + drawn);
        }
        self.engine_of(scope).seed_counter(true)
    }

    /// Runs `f`, which makes several writes through this store in the scope it is given (the
    /// requests of one `apply`), as one unit: each request sees the ones before it, and their
    /// composed write-set is committed once when `f` returns `Ok`, not at all when it returns
    /// `Err` or the process dies first. A commit that finds something the set rests on changed
    /// writes nothing and fails.
    pub fn all_or_nothing<T, E>(
        &self,
        f: impl FnOnce(&Scope) -> Result<T, E>,
    ) -> Result<Result<T, E>, Failure> {
        let unit = Scope::unit();
        let result = f(&unit);
        let mut set = unit.overlay.map(RefCell::into_inner).unwrap_or_default();
        let effects = set.take_effects();
        if result.is_err() {
            return Ok(result);
        }
        match set.is_empty() || self.engine().commit(set, true)? {
            true => {
                self.engine().once_committed(effects);
                Ok(result)
            }
            false => Err(Failure::Unavailable(UNIT_CHANGED.to_string())),
        }
    }
}

/// Runs `request` against `engine` and commits its write-set, again while a commit finds that
/// something it rests on changed; after [`LOST_RACES`] such races, while no other writer commits.
/// A request that `contended` (its evaluation's commit lost a race already) starts as one that
/// lost one.
pub(in crate::store) fn commit_loop<T>(
    engine: &dyn Engine,
    contended: bool,
    request: &impl Fn(&Overlay) -> Result<T, WriteError>,
) -> Result<T, WriteError> {
    for lost in u32::from(contended)..LOST_RACES {
        if let Some(value) = attempt(engine, lost == 0, true, request)? {
            return Ok(value);
        }
        super::stats::retry();
    }
    let mut outcome = None;
    engine.exclusively(&mut |held| {
        outcome = Some(attempt(held, false, false, request));
        Ok(())
    })?;
    let outcome = outcome.unwrap_or_else(|| Ok(None));
    outcome?.ok_or_else(|| WriteError::Failed(Failure::Unavailable(CHANGED_WHILE_HELD.into())))
}

/// One run of `request` against `engine`, and the commit of its write-set: `None` when the
/// commit found something it rests on changed. A first try takes keys nearly always absent to be,
/// and every try but one that must not lose takes new IDs to be free (see
/// [`Overlay::committing`]). A refusal that rests on several reads, made at different moments,
/// stands once they are found to hold together still (a commit of its checks alone).
fn attempt<T>(
    engine: &dyn View,
    first: bool,
    presume_ids: bool,
    request: &impl Fn(&Overlay) -> Result<T, WriteError>,
) -> Result<Option<T>, WriteError> {
    let overlay = Overlay::committing(engine, first, presume_ids);
    let outcome = request(&overlay);
    let mut set = overlay.into_set();
    let effects = set.take_effects();
    match outcome {
        Ok(value) => {
            if set.needs_commit() && !engine.commit(set, first)? {
                return Ok(None);
            }
            engine.once_committed(effects);
            Ok(Some(value))
        }
        Err(refused @ (WriteError::Refused(_) | WriteError::Taken(_))) => {
            let checks = set.checks_only();
            match !checks.needs_commit() || engine.commit(checks, first)? {
                true => Err(refused),
                false => Ok(None),
            }
        }
        Err(failed) => Err(failed),
    }
}

/// A request's error as the store returns it; sled's storage errors arise only inside its own
/// transactions, never against an overlay.
fn write_error(e: TxError) -> WriteError {
    match e {
        TxError::Refused(refusal) => WriteError::Refused(refusal),
        TxError::Taken(taken) => WriteError::Taken(taken),
        TxError::Failed(failure) => WriteError::Failed(failure),
        TxError::Storage(e) => WriteError::Failed(Failure::Corrupt(format!(
            "a sled error outside sled: {e:?}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::super::{Before, Failure, Scope, Store, StoreOptions, Tree, WriteError};

    const EDGES: Tree = Tree::of(&crate::kind::TCP_EDGE);

    fn options(dir: &std::path::Path) -> StoreOptions {
        StoreOptions {
            location: dir.join("store").into(),
            lock_timeout: std::time::Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        }
    }

    fn get(store: &Store, key: &str) -> Option<Value> {
        store.get(&Scope::plain(), EDGES, key).unwrap()
    }

    /// A unit whose requests read a record that another writer changes before the unit ends
    /// commits nothing, and says to run it again; the other writer's change stays.
    #[test]
    fn a_unit_whose_reads_changed_commits_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&options(dir.path())).unwrap();
        let plain = Scope::plain();
        store
            .write(&plain, |tx| tx.put(EDGES, "e0", &json!({"v": 0})))
            .unwrap();
        let ended = store.all_or_nothing(|unit| {
            store.write(unit, |tx| {
                let seen: Option<Value> = tx.get(EDGES, "e0")?;
                tx.put(EDGES, "e1", &json!({"saw": seen}))
            })?;
            store.write(&plain, |tx| tx.put(EDGES, "e0", &json!({"v": 1})))?;
            Ok::<_, WriteError>(())
        });
        assert!(
            matches!(ended, Err(Failure::Unavailable(ref why)) if why.contains("run it again"))
        );
        assert_eq!(get(&store, "e1"), None, "nothing of the unit was written");
        assert_eq!(get(&store, "e0"), Some(json!({"v": 1})));
    }

    /// Each request of a dry run sees the ones before it, reads included (a page, a prefix), and
    /// nothing of it is committed.
    #[test]
    fn a_dry_run_sees_its_earlier_requests_and_commits_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&options(dir.path())).unwrap();
        let plain = Scope::plain();
        for key in ["a", "b"] {
            store
                .write(&plain, |tx| tx.put(EDGES, key, &json!(key)))
                .unwrap();
        }
        let dry_run = Scope::dry_run();
        store
            .write(&dry_run, |tx| {
                tx.remove(EDGES, "b")?;
                tx.put(EDGES, "c", &json!("c"))
            })
            .unwrap();
        let page = store.page::<Value>(&dry_run, EDGES, None, 1).unwrap();
        assert_eq!((page.items, page.has_more), (vec![json!("c")], true));
        let all = store.scan_prefix::<Value>(&dry_run, EDGES, "").unwrap();
        let keys: Vec<_> = all.into_iter().map(|(key, _)| key).collect();
        assert_eq!(keys, ["a", "c"]);
        drop(dry_run);
        assert_eq!(
            (get(&store, "b"), get(&store, "c")),
            (Some(json!("b")), None)
        );
    }

    /// The journal an older tunnelctl left of a unit cut short is still undone when the store is
    /// opened, though no unit writes one any more.
    #[test]
    fn an_older_versions_journal_is_undone_on_opening() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&options(dir.path())).unwrap();
        let journal = vec![Before {
            tree: EDGES.name().to_string(),
            key: "e0".to_string(),
            value: None,
        }];
        store
            .write(&Scope::plain(), |tx| {
                tx.put(EDGES, "e0", &json!({}))?;
                tx.put(Tree::Meta, &super::super::journal_key(0), &journal)
            })
            .unwrap();
        drop(store);
        let store = Store::open(&options(dir.path())).unwrap();
        assert_eq!(get(&store, "e0"), None);
        let left = store.scan_prefix::<Value>(&Scope::plain(), Tree::Meta, "all_or_nothing");
        assert!(left.unwrap().is_empty(), "the journal is gone");
    }
}
