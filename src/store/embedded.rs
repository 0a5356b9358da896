//! The embedded engine, sled (the default): the lock file that keeps other processes out
//! while sled is open, opening (and reopening after a full disk), transactions over every tree,
//! and one disk sync shared by concurrent writers. What it gives the write loop is in
//! `engine.rs`.

// The engine is the other half of `store.rs`: its types, errors and the journal of old units.
use super::*;

/// The store on sled.
pub(super) struct SledStore {
    pub(super) path: PathBuf,
    pub(super) lock_timeout: Duration,
    pub(super) on_wait: Option<fn(&Path, &LockHolder)>,
    /// The open database. Reopened in place after the disk fills (see [`after_full`]); `None` only
    /// when that reopening failed, until a later request manages it.
    ///
    /// [`after_full`]: Self::after_full
    pub(super) sled: RwLock<Option<Sled>>,
    /// Numbers the openings of sled, so that a write can tell whether its opening is still current.
    pub(super) openings: AtomicU64,
    /// The disk was found full and the reserve file is gone: each write first re-creates it, which
    /// tells whether space has returned, before it touches sled.
    pub(super) full: AtomicBool,
    /// Held for the store's whole life, reopenings of sled included.
    pub(super) lock_file: File,
    /// What was readable by others and has been made private on open (see [`privacy`]).
    pub(super) made_private: Vec<PathBuf>,
    /// What a killed process had left unfinished, removed on open (see [`sled_files`]).
    pub(super) cleared: Vec<FileProblem>,
    pub(super) seed: Option<u64>,
    /// Serialises the commits of this process (sled is this process's alone), so that each
    /// checks what its write-set rests on with no other write in between.
    pub(super) writer: Mutex<()>,
    /// Lets concurrent writers (requests to `serve`) share one disk sync.
    pub(super) flushes: GroupFlush,
}

/// One opening of sled. It holds every handle to the database, so dropping it closes sled, which
/// must happen before the same path is opened again (sled refuses a second open in one process).
pub(super) struct Sled {
    pub(super) db: sled::Db,
    pub(super) trees: Vec<sled::Tree>,
    pub(super) opening: u64,
}

impl Sled {
    pub(super) fn tree(&self, tree: Tree) -> &sled::Tree {
        &self.trees[tree.index()]
    }
}

/// The current opening of sled, shared with other readers and writers while it is held.
pub(super) struct SledGuard<'a>(RwLockReadGuard<'a, Option<Sled>>);

impl std::ops::Deref for SledGuard<'_> {
    type Target = Sled;

    fn deref(&self) -> &Sled {
        self.0
            .as_ref()
            .expect("a SledGuard is only made over an open store")
    }
}

/// A store directory whose lock this process holds, before sled is opened in it.
pub(super) struct Held {
    path: PathBuf,
    lock_timeout: Duration,
    lock_file: File,
    made_private: Vec<PathBuf>,
    /// What [`sled_files::clear_unfinished`] removed.
    cleared: Vec<FileProblem>,
    /// The reserve file could not be written for lack of space.
    full: bool,
}

impl Held {
    /// Makes the directory private, takes its lock, and clears what a killed process left
    /// unfinished there: all before sled reads any of it.
    pub(super) fn take(dir: &Path, options: &StoreOptions) -> Result<Held, StoreError> {
        let path = dir.to_path_buf();
        if path.exists() && !path.is_dir() {
            return Err(StoreError::NotADirectory { path });
        }
        let made_private = privacy::make_private(&path).map_err(|e| io_error(&path, e))?;
        let lock_file = acquire_lock(&path, options.lock_timeout, options.on_wait)?;
        // Holding the lock, nobody answers on a socket left here: a stale one is removed.
        let _ = std::fs::remove_file(path.join(SOCKET_FILE));
        let cleared = sled_files::clear_unfinished(&path).map_err(|e| io_error(&path, e))?;
        let full = matches!(make_reserve(&path), Err(e) if io_is_full(&e));
        Ok(Held {
            path,
            lock_timeout: options.lock_timeout,
            lock_file,
            made_private,
            cleared,
            full,
        })
    }

    /// Opens sled; on a disk that filled while the store was closed, the reserve makes room.
    pub(super) fn open_sled(&self) -> Result<Sled, StoreError> {
        match open_sled(&self.path, self.lock_timeout, 0) {
            Err(e) if is_full(&e) && !self.full => {
                release_reserve(&self.path);
                open_sled(&self.path, self.lock_timeout, 0)
            }
            other => other,
        }
        .map_err(|source| sled_error(&self.path, source))
    }

    pub(super) fn into_store(
        self,
        options: &StoreOptions,
        sled: Sled,
    ) -> Result<SledStore, StoreError> {
        // The reserve is gone when the disk was full at the start or when opening needed it.
        let full = self.full || !self.path.join(RESERVE_FILE).exists();
        let store = SledStore {
            path: self.path,
            lock_timeout: self.lock_timeout,
            on_wait: options.on_wait,
            sled: RwLock::new(Some(sled)),
            openings: AtomicU64::new(0),
            full: AtomicBool::new(full),
            lock_file: self.lock_file,
            made_private: self.made_private,
            cleared: self.cleared,
            seed: options.seed,
            writer: Mutex::new(()),
            flushes: GroupFlush::default(),
        };
        store.check_schema()?;
        store.undo_cut_short()?;
        Ok(store)
    }
}

/// Copies the store directory, as it is, to a new directory beside it (see
/// [`sled_files::backup_place`]), synced before anything in the store is removed. The copy holds
/// the CA keys, and whoever else can write beside the store could have made any name there that
/// can be guessed: its name ends in random characters and it is made exclusively, mode 0700, so
/// that nothing made beforehand (a directory, a file, a link to elsewhere) is used, followed or
/// stands in the way. A copy that fails is removed. Sockets are not files and are left out.
pub(super) fn copy_store(dir: &Path, stamp: &str) -> std::io::Result<PathBuf> {
    let (beside, prefix) = sled_files::backup_place(dir, stamp);
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).rand_bytes(12);
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o700));
    let copy = builder.tempdir_in(beside)?;
    copy_dir(dir, copy.path())?;
    Ok(copy.keep())
}

pub(super) fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            std::fs::create_dir(&target)?;
            copy_dir(&entry.path(), &target)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &target)?;
            File::open(&target)?.sync_all()?;
        }
    }
    File::open(to)?.sync_all()
}

pub(super) fn remove_if_exists(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

impl SledStore {
    pub(super) fn open(dir: &Path, options: &StoreOptions) -> Result<SledStore, StoreError> {
        let held = Held::take(dir, options)?;
        let sled = held.open_sled()?;
        held.into_store(options, sled)
    }

    /// Why sled refuses the store, for `store check`: `None` when it opens after all; else the
    /// files of sled's that do not read (none when the damage is in its log). Takes the lock, so
    /// that no process is writing the files it reads.
    pub(super) fn diagnose(
        dir: &Path,
        options: &StoreOptions,
    ) -> Result<Option<Vec<FileProblem>>, StoreError> {
        let held = Held::take(dir, options)?;
        match held.open_sled() {
            Ok(_) => Ok(None),
            Err(StoreError::Sled { .. }) => sled_files::inspect(dir)
                .map(Some)
                .map_err(|e| io_error(dir, e)),
            Err(other) => Err(other),
        }
    }

    /// `store repair`: opens a store that sled refuses. With the store's lock held, it copies the
    /// store as found beside it (see [`copy_store`]), removes the files of sled's that
    /// do not read (a snapshot, or a `conf` that fails its checksum), and opens what remains; when
    /// sled still refuses, it removes every snapshot, so that sled rebuilds its state from its log.
    /// A store that opens with nothing set aside needed nothing: the copy is removed. `stamp`
    /// names the copy. Last, it scans the copy for what sled did not recover (see [`remnants`]).
    pub(super) fn repair(
        path: &Path,
        options: &StoreOptions,
        stamp: &str,
    ) -> Result<(SledStore, Repair), StoreError> {
        let held = Held::take(path, options)?;
        let io = |e| io_error(path, e);
        let mut repair = Repair {
            set_aside: sled_files::inspect(path)
                .map_err(io)?
                .into_iter()
                .filter(|p| !p.file.starts_with("sled/blobs/"))
                .collect(),
            copy: None,
            rebuilt_from_log: false,
            found: None,
            recovered_lsn: None,
        };
        // Copied before sled reads anything: its recovery overwrites what follows a message of its
        // log that does not read, even when it then refuses the store, and the copy is what
        // shows what was lost (see `remnants`).
        let copy = copy_store(path, stamp).map_err(io)?;
        // A store whose files all read may still be refused by sled (its log, say).
        let opened = match repair.set_aside.is_empty() {
            true => match held.open_sled() {
                Ok(sled) => Some(sled),
                Err(StoreError::Sled { .. }) => None,
                Err(other) => return Err(other),
            },
            false => None,
        };
        let sled = match opened {
            Some(sled) => {
                std::fs::remove_dir_all(&copy).map_err(io)?;
                sled
            }
            None => {
                repair.copy = Some(copy);
                for problem in &repair.set_aside {
                    remove_if_exists(&path.join(&problem.file)).map_err(io)?;
                }
                match held.open_sled() {
                    Err(StoreError::Sled { .. }) => {
                        let sled_dir = path.join(sled_files::SLED_DIR);
                        for name in sled_files::snapshot_names(&sled_dir).map_err(io)? {
                            remove_if_exists(&sled_dir.join(name)).map_err(io)?;
                        }
                        repair.rebuilt_from_log = true;
                        held.open_sled().map_err(|e| match (e, &repair.copy) {
                            (StoreError::Sled { path, source }, Some(copy)) => {
                                StoreError::Unrepairable {
                                    path,
                                    copy: copy.clone(),
                                    source,
                                }
                            }
                            (other, _) => other,
                        })?
                    }
                    other => other?,
                }
            }
        };
        if let Some(copy) = &repair.copy {
            repair.found = Some(remnants::scan(copy).map_err(io)?);
            let sled_dir = path.join(sled_files::SLED_DIR);
            repair.recovered_lsn = sled_files::newest_whole_snapshot(&sled_dir).map_err(io)?;
        }
        Ok((held.into_store(options, sled)?, repair))
    }

    /// The current opening of sled; reopens it when a reopening after a full disk failed.
    pub(super) fn sled(&self) -> Result<SledGuard<'_>, Failure> {
        loop {
            let guard = self.sled.read().unwrap_or_else(|p| p.into_inner());
            if guard.is_some() {
                return Ok(SledGuard(guard));
            }
            drop(guard);
            let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
            if guard.is_none() {
                let opening = self.openings.fetch_add(1, Ordering::SeqCst) + 1;
                *guard = Some(open_sled(&self.path, self.lock_timeout, opening)?);
            }
        }
    }

    /// Called when a write of opening `opening` found the disk full. What sled 0.34 does then:
    /// the failed write stays applied in memory, so reads would show a change the client was told
    /// failed; and sled keeps the I/O error as a global error that refuses every later write, even
    /// once space returns. Both end only when sled is closed and reopened from disk, where a write
    /// alone in its flush never arrived (writes that shared a failed flush may have: their outcome
    /// is unknown, see docs/reliability.md). Opening needs free space too, so the reserve file is
    /// deleted to make room, and writes stay refused until it can be written again (see
    /// `check_space`).
    pub(super) fn after_full(&self, opening: u64) {
        self.full.store(true, Ordering::SeqCst);
        let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
        if guard.as_ref().is_some_and(|sled| sled.opening != opening) {
            return; // another writer that failed on the same opening already reopened it
        }
        // Closes sled: the write lock means no other handle to it is left.
        *guard = None;
        release_reserve(&self.path);
        let opening = self.openings.fetch_add(1, Ordering::SeqCst) + 1;
        // Should this fail, the next request tries again (see `sled`).
        *guard = open_sled(&self.path, self.lock_timeout, opening).ok();
    }

    /// Refuses a write while the disk is known to be full, without touching sled (whose failed
    /// write would have to be undone by another reopening). Re-creating the reserve file is the
    /// test: once it fits, space has returned and writes go ahead.
    pub(super) fn check_space(&self) -> Result<(), Failure> {
        if !self.full.load(Ordering::SeqCst) {
            return Ok(());
        }
        match make_reserve(&self.path) {
            Err(e) if io_is_full(&e) => Err(Failure::Full),
            // Any other failure to make the reserve does not stop writes, only the protection.
            _ => {
                self.full.store(false, Ordering::SeqCst);
                Ok(())
            }
        }
    }

    pub(super) fn check_schema(&self) -> Result<(), StoreError> {
        let sled_err = |source| sled_error(&self.path, source);
        let sled = self.sled().map_err(|failure| match failure {
            Failure::Sled(source) => sled_error(&self.path, source),
            _ => StoreError::Full {
                path: self.path.clone(),
            },
        })?;
        let meta = sled.tree(Tree::Meta);
        match meta.get(SCHEMA_KEY).map_err(sled_err)? {
            Some(v) => {
                let found = v
                    .as_ref()
                    .try_into()
                    .map(u32::from_be_bytes)
                    .unwrap_or(u32::MAX);
                if found > SCHEMA_VERSION {
                    return Err(StoreError::TooNew {
                        path: self.path.clone(),
                        found,
                    });
                }
                if found < SCHEMA_VERSION {
                    self.migrate(&sled, found).map_err(sled_err)?;
                }
            }
            None => {
                meta.insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())
                    .map_err(sled_err)?;
                sled.db.flush().map_err(sled_err)?;
            }
        }
        Ok(())
    }

    /// Brings a store of an older schema to [`SCHEMA_VERSION`]: builds the indexes that schema did
    /// not have from the records (see [`Index::derive`](super::index::Index::derive)), then
    /// records the version, all flushed before the store is used. Records that already share a
    /// unique value (two CAs imported from one key before the index existed) are kept: the first
    /// in key order holds the entry, and `store check` names the others.
    pub(super) fn migrate(&self, sled: &Sled, found: u32) -> Result<(), sled::Error> {
        // Schemas 3 (sealed keys), 4 (revoked keys, policies, API keys) and 5 (the audit trail)
        // added only records an older tunnelctl must not read or ignore: nothing to build, the
        // version fences it out.
        for index in INDEXES.iter().filter(|i| i.since > found) {
            let records = sled
                .tree(index.source)
                .iter()
                .map(|record| {
                    let (key, record) = record?;
                    let key = String::from_utf8_lossy(&key).into_owned();
                    // `store check` reports a record that does not read.
                    Ok(serde_json::from_slice::<serde_json::Value>(&record)
                        .ok()
                        .map(|record| (key, record)))
                })
                .filter_map(Result::transpose)
                .collect::<Result<Vec<_>, sled::Error>>()?;
            let entries = sled.tree(index.tree);
            // Built whole: an index whose entries changed form (schema 7's entry per certificate
            // where a count per CA was) holds none of the old ones after.
            entries.clear()?;
            let derived = index.derive(records.iter().map(|(k, r)| (k.as_str(), r)));
            for (key, entry) in derived {
                let bytes = serde_json::to_vec(&entry).expect("a JSON value serialises");
                entries.insert(key, bytes)?;
            }
        }
        let meta = sled.tree(Tree::Meta);
        meta.insert(SCHEMA_KEY, &SCHEMA_VERSION.to_be_bytes())?;
        sled.db.flush()?;
        Ok(())
    }

    pub(super) fn announce(&self, line: &str) -> std::io::Result<()> {
        let mut file = &self.lock_file;
        file.set_len(0)?;
        file.rewind()?;
        write!(file, "pid {}\n{line}\n", std::process::id())?;
        file.sync_all()
    }

    /// Undoes the all-or-nothing unit a crash cut short, if the store holds its journal. A unit
    /// is one commit now (see `write_loop::all_or_nothing`), so no unit leaves a journal; a store
    /// last written by an older tunnelctl, whose units committed each write with a journal of
    /// what it replaced, may still hold one, and is put back as that version would have.
    pub(super) fn undo_cut_short(&self) -> Result<(), StoreError> {
        let interrupted = |why: String| StoreError::Interrupted {
            path: self.path.clone(),
            why,
        };
        let sled = self.sled().map_err(|e| interrupted(e.to_string()))?;
        let journal = sled
            .tree(Tree::Meta)
            .scan_prefix(JOURNAL_PREFIX)
            .values()
            .map(|part| {
                let part = part.map_err(|e| interrupted(e.to_string()))?;
                decode::<Vec<Before>>(&part).map_err(|e| interrupted(e.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        drop(sled);
        if journal.is_empty() {
            return Ok(());
        }
        self.durably(|sled| transact(sled, |tx| undo_journal(tx, &journal)))
            .map_err(|e| interrupted(format!("{e:?}")))
    }

    /// Runs a write with the writer lock held, then flushes before returning. The opening of sled
    /// is held from the write to the end of its flush, so a reopening cannot come in between and
    /// make a lost write look flushed. A full disk refuses the write with 507 and reopens sled.
    pub(super) fn durably<T>(
        &self,
        run: impl FnOnce(&Sled) -> Result<T, WriteError>,
    ) -> Result<T, WriteError> {
        let sled = self.sled()?;
        let writer = self
            .writer
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Refused before sled is touched: nothing to undo.
        self.check_space()?;
        let value = run(&sled);
        let write = self.flushes.wrote();
        drop(writer);
        let result = value.and_then(|value| {
            self.flushes
                .flush_through(write, || sled.db.flush().map(drop))
                .map_err(Failure::from)?;
            Ok(value)
        });
        let opening = sled.opening;
        drop(sled);
        if matches!(result, Err(WriteError::Failed(Failure::Full))) {
            self.after_full(opening);
        }
        result
    }

    /// The seed counter of `TUNNELCTL_SEED`: stepped (`step`) or as it stands. A counter in the
    /// store keeps seeded IDs unique across processes, and the same sequence of requests yields
    /// the same IDs whether they come from one process (serve) or many.
    pub(super) fn counter(&self, sled: &Sled, step: bool) -> Result<u64, Failure> {
        let number = |bytes: &[u8]| bytes.try_into().ok().map(u64::from_be_bytes);
        let meta = sled.tree(Tree::Meta);
        let counter = match step {
            true => meta.update_and_fetch(SEED_COUNTER_KEY, |old| {
                let n = old.and_then(number).unwrap_or(0);
                Some((n + 1).to_be_bytes().to_vec())
            })?,
            false => meta.get(SEED_COUNTER_KEY)?,
        };
        Ok(counter.and_then(|b| number(&b)).unwrap_or(0))
    }
}

impl super::engine::OwnDirectory for SledStore {
    fn made_private(&self) -> &[PathBuf] {
        &self.made_private
    }

    fn cleared(&self) -> &[FileProblem] {
        &self.cleared
    }

    fn announce_server(&self, url: &str) -> std::io::Result<()> {
        self.announce(&format!("serve {url}"))
    }

    fn announce_keep_open(&self) -> std::io::Result<()> {
        self.announce(KEEP_OPEN_LINE)
    }

    /// Closes sled and unlocks it. Only for a process whose one thread uses the store (the CLI):
    /// nothing may read or write in between.
    fn release(&self) {
        let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
        // Closes sled: the write lock means no other handle to it is left.
        *guard = None;
        let _ = self.lock_file.unlock();
    }

    /// Waits for it as opening does: clears what a process killed meanwhile left unfinished
    /// before sled reads it, and checks the schema again.
    fn reclaim(&self) -> Result<(), StoreError> {
        let mut guard = self.sled.write().unwrap_or_else(|p| p.into_inner());
        if guard.is_some() {
            return Ok(());
        }
        lock(&self.lock_file, &self.path, self.lock_timeout, self.on_wait)?;
        sled_files::clear_unfinished(&self.path).map_err(|e| io_error(&self.path, e))?;
        let opening = self.openings.fetch_add(1, Ordering::SeqCst) + 1;
        *guard = Some(
            open_sled(&self.path, self.lock_timeout, opening)
                .map_err(|source| sled_error(&self.path, source))?,
        );
        drop(guard);
        // A newer tunnelctl may have opened (and migrated) the store while it was released.
        self.check_schema()
    }
}

/// Runs `f` as one transaction over every tree.
pub(super) fn transact<T>(sled: &Sled, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
    let result = sled.trees.as_slice().transaction(|trees| {
        let tx = Tx::sled(trees);
        f(&tx).map_err(|e| {
            let abort = |why| ConflictableTransactionError::Abort(why);
            match e {
                TxError::Refused(refusal) => abort(WriteError::Refused(refusal)),
                TxError::Taken(taken) => abort(WriteError::Taken(taken)),
                TxError::Failed(failure) => abort(WriteError::Failed(failure)),
                TxError::Storage(storage) => storage.into(),
            }
        })
    });
    match result {
        Ok(value) => Ok(value),
        Err(TransactionError::Abort(why)) => Err(why),
        Err(TransactionError::Storage(e)) => Err(WriteError::Failed(e.into())),
    }
}

/// Undoes the unit an older tunnelctl's journal lists (see `SledStore::undo_cut_short`): puts
/// back, newest first, what its parts list (index entries included, as they were journaled too),
/// and removes the journal.
fn undo_journal(tx: &Tx, journal: &[Vec<Before>]) -> TxResult<()> {
    for before in journal.iter().rev().flat_map(|part| part.iter().rev()) {
        let tree = Tree::all()
            .find(|t| t.name() == before.tree)
            .ok_or_else(|| {
                Failure::Corrupt(format!("the journal names no tree {}", before.tree))
            })?;
        match &before.value {
            Some(value) => tx.raw_insert(tree, &before.key, value.clone().into_bytes())?,
            None => tx.raw_remove(tree, &before.key)?,
        };
    }
    for part in 0..journal.len() {
        tx.raw_remove(Tree::Meta, &journal_key(part))?;
    }
    Ok(())
}

/// Opens the sled database of the store in `dir` and every tree of it.
pub(super) fn open_sled(dir: &Path, timeout: Duration, opening: u64) -> Result<Sled, sled::Error> {
    let db = open_sled_db(&dir.join("sled"), timeout)?;
    let trees = Tree::all()
        .map(|t| db.open_tree(t.name()))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Sled { db, trees, opening })
}

/// Opens sled. Holding our lock file means no other process uses the store, but the previous
/// holder's sled may still be letting go of its own lock (its flusher thread outlives the process's
/// last handle by a moment), so that one failure is retried within the lock timeout.
pub(super) fn open_sled_db(path: &Path, timeout: Duration) -> Result<sled::Db, sled::Error> {
    let deadline = Instant::now() + timeout;
    loop {
        match sled::Config::new().path(path).open() {
            // sled reports its lock as a plain `Other` error with this text, not as `WouldBlock`.
            Err(sled::Error::Io(e))
                if e.to_string().starts_with("could not acquire lock")
                    && Instant::now() < deadline =>
            {
                std::thread::sleep(Duration::from_millis(5));
            }
            other => return other,
        }
    }
}

/// Makes sure the reserve file holds its full size (see [`Store::after_full`]). Written, not
/// sparse, so the filesystem has really set the space aside; not synced, as losing it in a crash
/// only means the next open writes it again.
pub(super) fn make_reserve(dir: &Path) -> std::io::Result<()> {
    let path = dir.join(RESERVE_FILE);
    if std::fs::symlink_metadata(&path)
        .is_ok_and(|m| m.is_file() && m.len() >= RESERVE_BYTES as u64)
    {
        return Ok(());
    }
    let written = trust::open_private(&path, false)?.write_all(&vec![0; RESERVE_BYTES]);
    if written.is_err() {
        release_reserve(dir); // a partial reserve would pass for a whole one in a later check
    }
    written
}

pub(super) fn release_reserve(dir: &Path) {
    let _ = std::fs::remove_file(dir.join(RESERVE_FILE));
}

/// Takes the store's lock file, waiting with backoff up to `timeout` (see [`lock`]).
pub(super) fn acquire_lock(
    dir: &Path,
    timeout: Duration,
    on_wait: Option<fn(&Path, &LockHolder)>,
) -> Result<File, StoreError> {
    let file = trust::open_private(&dir.join("lock"), false).map_err(|e| io_error(dir, e))?;
    lock(&file, dir, timeout, on_wait)?;
    Ok(file)
}

/// Locks `file`, the lock file of the store in `dir`, waiting with backoff up to `timeout`; once
/// locked, it records our PID so that a waiting process can say who holds the store. While
/// another process holds it, `on_wait` hears once who that is; a `serve` is not waited for, as it
/// lets go only when someone stops it.
pub(super) fn lock(
    mut file: &File,
    dir: &Path,
    timeout: Duration,
    on_wait: Option<fn(&Path, &LockHolder)>,
) -> Result<(), StoreError> {
    let io = |source| io_error(dir, source);
    let deadline = Instant::now() + timeout;
    let mut pause = Duration::from_millis(5);
    let mut holder = None;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) => {
                let holder = holder.get_or_insert_with(|| {
                    let mut record = String::new();
                    let _ = file
                        .rewind()
                        .and_then(|()| file.read_to_string(&mut record));
                    let holder = LockHolder::parse(&record);
                    if let (Some(on_wait), false) = (on_wait, holder.is_live_server()) {
                        on_wait(dir, &holder);
                    }
                    holder
                });
                let waited = (!holder.is_live_server()).then_some(timeout);
                if waited.is_none() || Instant::now() >= deadline {
                    return Err(StoreError::Busy {
                        path: dir.to_path_buf(),
                        holder: holder.clone(),
                        waited,
                    });
                }
                std::thread::sleep(pause.min(deadline.saturating_duration_since(Instant::now())));
                pause = (pause * 2).min(Duration::from_millis(100));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io(e)),
        }
    }
    file.set_len(0).map_err(io)?;
    file.rewind().map_err(io)?;
    writeln!(file, "pid {}", std::process::id()).map_err(io)?;
    Ok(())
}

/// Group commit. Writes are numbered as they commit; a writer that must be durable either finds its
/// write already covered by a finished flush, waits for the flush under way, or flushes everything
/// written so far itself. Under load many writes share one sync, instead of one sync each.
#[derive(Default)]
pub(super) struct GroupFlush {
    state: Mutex<FlushState>,
    finished: std::sync::Condvar,
}

#[derive(Default)]
pub(super) struct FlushState {
    /// Number of the last write committed.
    written: u64,
    /// Every write up to this number is on disk.
    flushed: u64,
    /// A flush is under way.
    flushing: bool,
}

impl GroupFlush {
    /// Numbers a write that has just committed (call it with the writer lock held).
    pub(super) fn wrote(&self) -> u64 {
        let mut state = self.lock();
        state.written += 1;
        state.written
    }

    /// Returns once write number `write` is on disk, calling `flush` only when no finished or
    /// running flush covers it. A failed flush is reported to its caller; the writers waiting on
    /// it try again themselves.
    pub(super) fn flush_through<E>(
        &self,
        write: u64,
        flush: impl Fn() -> Result<(), E>,
    ) -> Result<(), E> {
        let mut state = self.lock();
        loop {
            if state.flushed >= write {
                return Ok(());
            }
            if !state.flushing {
                break;
            }
            state = self
                .finished
                .wait(state)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        state.flushing = true;
        let target = state.written;
        drop(state);
        let result = flush();
        let mut state = self.lock();
        state.flushing = false;
        if result.is_ok() {
            state.flushed = state.flushed.max(target);
        }
        drop(state);
        self.finished.notify_all();
        result
    }

    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, FlushState> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::GroupFlush;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Barrier;

    #[test]
    fn writers_that_committed_before_a_flush_share_it() {
        let group = GroupFlush::default();
        let flushes = AtomicUsize::new(0);
        let all_written = Barrier::new(16);
        std::thread::scope(|scope| {
            for _ in 0..16 {
                scope.spawn(|| {
                    let write = group.wrote();
                    all_written.wait();
                    group
                        .flush_through(write, || {
                            flushes.fetch_add(1, Ordering::SeqCst);
                            Ok::<(), ()>(())
                        })
                        .unwrap();
                    assert!(
                        group.lock().flushed >= write,
                        "returned before its write was flushed"
                    );
                });
            }
        });
        // The first flush started after all 16 writes committed, so it covered them all.
        assert_eq!(flushes.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn a_failed_flush_is_reported_and_the_next_writer_flushes_again() {
        let group = GroupFlush::default();
        let write = group.wrote();
        assert_eq!(
            group.flush_through(write, || Err("disk full")),
            Err("disk full")
        );
        assert_eq!(group.lock().flushed, 0, "nothing counts as flushed");
        let calls = std::cell::Cell::new(0);
        group
            .flush_through(write, || {
                calls.set(calls.get() + 1);
                Ok::<(), &str>(())
            })
            .unwrap();
        assert_eq!(calls.get(), 1);
        assert_eq!(group.lock().flushed, 1);
    }
}
