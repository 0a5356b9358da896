//! The store: one tree per kind of the table of kinds plus index trees, JSON values, on one of two
//! engines behind the same interface: sled, embedded, the default (this file), or PostgreSQL for
//! teams ([`pg`]). The service does not know which one it runs on.
//!
//! sled lets one process open a database at a time and fails at once otherwise, so the store takes
//! its own lock file first: a second process waits (with backoff) and, if the holder does not let go,
//! reports who holds it. Every write runs in one transaction over all trees and is flushed to disk
//! before it returns, so a success the user saw survives a crash right after.
//!
//! A full disk refuses writes (507) but not reads, and writes resume when space returns, without a
//! restart: see `SledStore::after_full` in [`embedded`] for what sled does when its disk fills and
//! why the store keeps a reserve file beside the database.

mod access;
pub mod chain;
pub mod check;
mod embedded;
mod engine;
mod error;
mod generation;
pub mod index;
mod location;
mod overlay;
mod pg;
mod privacy;
pub mod remnants;
mod scope;
use embedded::SledStore;
pub mod sled_files;
pub mod stats;
pub mod transfer;
mod tx;
mod unblocked;
mod write_loop;
mod write_set;

pub use access::{Denied, SecretSource};
pub use check::{CheckReport, Missing, Problem};
use error::{io_error, io_is_full, is_full, sled_error};
pub use error::{Failure, StoreError, Taken, TxError, TxResult, WriteError};
pub use index::INDEXES;
pub use location::Location;
use location::Place;
pub use scope::{HandedBack, LongWork, Mint, Mode, Scope};
pub use sled_files::FileProblem;
pub use transfer::{Export, ImportError, ImportOptions, ImportSummary};
pub use tx::{Change, Tx};

use std::fs::File;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, RwLock, RwLockReadGuard};
use std::time::{Duration, Instant};

use rand::Rng;
use serde::{de::DeserializeOwned, Serialize};
use sha2::{Digest, Sha256};
use sled::transaction::{ConflictableTransactionError, TransactionError};
use sled::Transactional;

use crate::api::page::Page;
use crate::id;
use crate::kind::{Kind, KINDS};
use crate::trust;

/// Bumped when the stored layout changes; a store written by a newer version is refused, an older
/// one migrated forward when it is opened (see [`Store::migrate`]).
/// 2: the index of CA public keys ([`Tree::SshCaKeys`]).
/// 3: a CA's private key may be sealed with the store's key (an older tunnelctl would misread it);
/// on PostgreSQL, writers lock the keys they touch (`pg`'s `tunnelctl_read` and its siblings).
/// Schema 4 added records an older tunnelctl would ignore to the harm of access: revoked keys
/// (it would sign them again), CA policies (it would sign past them) and API keys.
/// Schema 5 added the audit trail: an older tunnelctl would change records without recording it.
/// Schema 6 added what a KRL reads of a CA's revocations ([`Tree::SshKrlSerials`],
/// [`Tree::SshKrlKeys`]): an older tunnelctl would revoke without it, and the KRL would miss that.
/// Schema 7: the indexes of the certificates a CA signed hold an entry per certificate, not a
/// count (see `index::IndexKind::Refers`), and PostgreSQL's write transactions read before they
/// lock (`pg`'s `tunnelctl_unchanged` and `tunnelctl_replace`).
/// Schema 8: every write to what a CA's KRL is built of replaces the CA's KRL generation (see
/// [`generation`]), by which `serve` knows that the KRL it keeps is current: an older tunnelctl
/// would revoke without it, and every replica would go on answering the KRL from before.
/// Schema 9: on PostgreSQL, tunnelctl seals the audit trail's records itself and the database
/// checks the head they extend (`pg`'s `tunnelctl_commit`): an older tunnelctl would call
/// `tunnelctl_audit`, which is gone.
/// Schema 10 added the API key policy (`api_key_policies`: a role's longest key lifetime): an
/// older tunnelctl would ignore it and create keys of that role that never expire. Its migration
/// on PostgreSQL drops `tunnelctl_read` and its siblings, which no write calls any more.
pub const SCHEMA_VERSION: u32 = 10;
const SCHEMA_KEY: &[u8] = b"schema_version";
const SEED_COUNTER_KEY: &[u8] = b"seeded_id_counter";
/// Free space kept in the store directory for reopening sled on a full disk. sled's open writes a
/// snapshot and starts a new log segment (512 KiB); 256 KiB was too little in the experiments of
/// docs/reliability.md, 1 MiB always enough.
const RESERVE_BYTES: usize = 1024 * 1024;
const RESERVE_FILE: &str = "reserve";
/// The Unix socket on which the process holding the store answers requests (`server::socket`).
/// Only a holder creates it, so one found by the next holder was left by a holder that is gone.
pub const SOCKET_FILE: &str = "tunnelctl.sock";

/// The prefix of the meta keys of the journal an older tunnelctl kept of an all-or-nothing unit
/// under way, one key per write (`…/00000003`): what its writes replaced, so that a unit cut
/// short (a crash, `kill -9`) is undone when the store is next opened. Units are one commit now
/// and keep none (see `write_loop`); a store an older version left so may still hold one.
const JOURNAL_PREFIX: &str = "all_or_nothing_journal/";

fn journal_key(part: usize) -> String {
    format!("{JOURNAL_PREFIX}{part:08}")
}

/// An entry as it was before a write of an all-or-nothing unit changed it (`None`: absent).
#[derive(Debug, Clone, Serialize, serde::Deserialize)]
struct Before {
    tree: String,
    key: String,
    value: Option<String>,
}

/// The trees of the store: the records of each kind (named by the table of kinds), and the store's
/// own trees. Index trees map a unique value or a reference to the owning record's ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tree {
    Meta,
    /// The records of a kind, keyed by ID (a module's by its keys joined with `/`).
    Records(&'static Kind),
    /// hostport → TCP edge ID (hostports are unique across edges).
    Hostports,
    /// `<SSH CA ID>/<certificate ID>` → the ID of a user certificate the CA signed (a CA in use
    /// cannot be deleted).
    SshCaCertificates,
    /// `<SSH CA ID>/<certificate ID>` → the ID of a host certificate the CA signed.
    SshCaHostCertificates,
    /// `<CA ID>/<certificate ID>` → the revocation of a certificate that CA signed (this tool's
    /// extension): a CA's revocations are one prefix scan, and outlive the certificate's record.
    SshRevocations,
    /// `<CA ID>/<SHA-256 fingerprint of the key>` → a public key revoked under that CA, whole (this
    /// tool's extension): no certificate of it is signed again, and the CA's KRL lists it.
    SshRevokedKeys,
    /// SHA-256 fingerprint of a CA's public key → the CA's ID (one CA record per key: sshd knows
    /// a CA by its key, so two records would split its revocations between two KRLs).
    SshCaKeys,
    /// `<CA ID>/<bucket>` → `[serial, revoked_at]` of some of the CA's revocations: its KRL's
    /// serials in a few reads (see `index::IndexKind::Collect`).
    SshKrlSerials,
    /// `<CA ID>/<bucket>` → `[public_key, revoked_at]` of some of the keys the CA revoked.
    SshKrlKeys,
}

impl Tree {
    /// The store's own trees, before the kinds' trees in [`all`](Tree::all).
    const OWN: [Tree; 9] = [
        Tree::Meta,
        Tree::Hostports,
        Tree::SshCaCertificates,
        Tree::SshCaHostCertificates,
        Tree::SshRevocations,
        Tree::SshRevokedKeys,
        Tree::SshCaKeys,
        Tree::SshKrlSerials,
        Tree::SshKrlKeys,
    ];

    /// The audit trail: sequence number (20 digits, so that keys sort in order) → a record of one
    /// change, hash-chained to the one before (see `service::audit`); written with the change.
    pub const AUDIT: Tree = Tree::of(&crate::kind::AUDIT_RECORD);

    /// The tree of `kind`'s records.
    pub const fn of(kind: &'static Kind) -> Tree {
        Tree::Records(kind)
    }

    /// Every tree: the store's own, then one per kind.
    pub fn all() -> impl Iterator<Item = Tree> {
        Tree::OWN
            .into_iter()
            .chain(KINDS.iter().map(|kind| Tree::Records(kind)))
    }

    /// The sled tree's name; also what `store check` and exports call it.
    pub fn name(self) -> &'static str {
        match self {
            Tree::Meta => "meta",
            Tree::Records(kind) => kind.tree,
            Tree::Hostports => "index_hostports",
            Tree::SshCaCertificates => "index_ssh_ca_certificates",
            Tree::SshCaHostCertificates => "index_ssh_ca_host_certificates",
            Tree::SshRevocations => "ssh_revocations",
            Tree::SshRevokedKeys => "ssh_revoked_keys",
            Tree::SshCaKeys => "index_ssh_ca_public_keys",
            Tree::SshKrlSerials => "index_ssh_krl_serials",
            Tree::SshKrlKeys => "index_ssh_krl_keys",
        }
    }

    /// Its place in [`all`](Tree::all).
    fn index(self) -> usize {
        match self {
            Tree::Records(kind) => {
                Tree::OWN.len()
                    + KINDS
                        .iter()
                        .position(|k| *k == kind)
                        .expect("every kind is in KINDS")
            }
            own => Tree::OWN
                .iter()
                .position(|t| *t == own)
                .expect("every tree of the store's own is in OWN"),
        }
    }
}

#[derive(Debug, Clone)]
pub struct StoreOptions {
    pub location: Location,
    pub lock_timeout: Duration,
    /// Makes generated IDs and random values reproducible (`TUNNELCTL_SEED`, a testing aid).
    pub seed: Option<u64>,
    /// Called once when the store turns out to be held by another process, before waiting for
    /// it: a person is told what the command waits for.
    pub on_wait: Option<fn(&Path, &LockHolder)>,
}

/// Who holds a store, as its lock file records it: the pid, and whether it is `tunnelctl serve`
/// (with its URL) or the background process of `--keep-open`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LockHolder {
    pub pid: Option<u32>,
    pub serve_url: Option<String>,
    pub keep_open: bool,
}

impl LockHolder {
    fn parse(text: &str) -> LockHolder {
        let mut holder = LockHolder::default();
        for line in text.lines() {
            if let Some(pid) = line.strip_prefix("pid ") {
                holder.pid = pid.trim().parse().ok();
            } else if let Some(url) = line.strip_prefix("serve ") {
                holder.serve_url = Some(url.to_string());
            } else if line == KEEP_OPEN_LINE {
                holder.keep_open = true;
            }
        }
        holder
    }

    /// "`tunnelctl serve` (pid 12) at http://…", "the --keep-open background process (pid 12)",
    /// "another tunnelctl process (pid 12)".
    pub fn describe(&self) -> String {
        let pid = self
            .pid
            .map_or(String::new(), |pid| format!(" (pid {pid})"));
        match (&self.serve_url, self.keep_open) {
            (Some(url), _) => format!("`tunnelctl serve`{pid} at {url}"),
            (None, true) => format!("the --keep-open background process{pid}"),
            (None, false) => format!("another tunnelctl process{pid}"),
        }
    }

    /// A server holds the store until someone stops it: waiting for it is pointless. The record
    /// is trusted only while its process lives (a new holder rewrites it a moment after locking).
    fn is_live_server(&self) -> bool {
        self.serve_url.is_some() && self.pid.is_none_or(process_lives)
    }
}

#[cfg(unix)]
fn process_lives(pid: u32) -> bool {
    rustix::process::Pid::from_raw(pid as i32).is_some_and(|pid| {
        !matches!(
            rustix::process::test_kill_process(pid),
            Err(rustix::io::Errno::SRCH)
        )
    })
}

#[cfg(not(unix))]
fn process_lives(_pid: u32) -> bool {
    true
}

/// The line of the lock file that marks the background process of `--keep-open`.
const KEEP_OPEN_LINE: &str = "keep-open";

/// The store, on one of its engines: sled in a directory (the default), or a PostgreSQL database
/// (`--store postgres://…`, see [`pg`]). The service sees the same reads, transactions, pages,
/// prefix scans and unique indexes on both.
pub struct Store {
    backend: Backend,
    location: Location,
}

enum Backend {
    Sled(SledStore),
    Postgres(pg::Pg),
}

/// What `store repair` did (see [`Store::repair`]).
#[derive(Debug, Serialize)]
pub struct Repair {
    /// The files it removed because they do not read; the copy keeps them.
    pub set_aside: Vec<FileProblem>,
    /// Where it copied the store as it found it; `None` when the store needed nothing.
    pub copy: Option<PathBuf>,
    /// Whether it removed every snapshot, so that sled rebuilt its state from its log.
    pub rebuilt_from_log: bool,
    /// What the copy shows beyond what sled recovered, for the service to judge what was lost;
    /// `None` when the store needed nothing.
    #[serde(skip)]
    pub found: Option<remnants::Remnants>,
    /// The log position sled recovered to: that of the snapshot it wrote as it opened.
    #[serde(skip)]
    pub recovered_lsn: Option<u64>,
}

fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Failure> {
    serde_json::from_slice(bytes).map_err(|e| Failure::Corrupt(e.to_string()))
}

/// The first `limit` of `entries` (one more asked, greatest key first) as a page.
fn page_of<T: DeserializeOwned>(
    mut entries: Vec<engine::Keyed>,
    limit: usize,
) -> Result<Page<T>, Failure> {
    let has_more = entries.len() > limit;
    entries.truncate(limit);
    let items = entries.iter().map(|(_, value)| decode(value));
    Ok(Page {
        items: items.collect::<Result<_, _>>()?,
        has_more,
    })
}

fn decode_all<T: DeserializeOwned>(
    entries: Vec<engine::Keyed>,
) -> Result<Vec<(String, T)>, Failure> {
    let decoded = entries
        .into_iter()
        .map(|(key, value)| Ok((key, decode(&value)?)));
    decoded.collect()
}

/// The first of `entries` whose key ends with `suffix`.
fn ending_with<T: DeserializeOwned>(
    entries: Vec<engine::Keyed>,
    suffix: &str,
) -> Result<Option<T>, Failure> {
    let found = entries.into_iter().find(|(key, _)| key.ends_with(suffix));
    found.map(|(_, value)| decode(&value)).transpose()
}

impl Store {
    /// Opens the store at `options.location`: a directory for sled, or a PostgreSQL database.
    pub fn open(options: &StoreOptions) -> Result<Store, StoreError> {
        let engine = match &options.location.0 {
            Place::Postgres(database) => Backend::Postgres(pg::Pg::open(database, options.seed)?),
            Place::Directory(dir) => Backend::Sled(SledStore::open(dir, options)?),
        };
        Ok(Store {
            backend: engine,
            location: options.location.clone(),
        })
    }

    /// Why sled refuses the store, for `store check`: `None` when it opens after all; else the
    /// files of sled's that do not read (none when the damage is in its log). Takes the lock, so
    /// that no process is writing the files it reads. A PostgreSQL store has no files: its
    /// opening's error is the answer.
    pub fn diagnose(options: &StoreOptions) -> Result<Option<Vec<FileProblem>>, StoreError> {
        match &options.location.0 {
            Place::Postgres(_) => Store::open(options).map(|_| None),
            Place::Directory(dir) => SledStore::diagnose(dir, options),
        }
    }

    /// `store repair` (see `SledStore::repair`); refused on PostgreSQL, whose repairs are its own.
    pub fn repair(options: &StoreOptions, stamp: &str) -> Result<(Store, Repair), StoreError> {
        let Place::Directory(dir) = &options.location.0 else {
            return Err(StoreError::SledOnly {
                what: "`store repair`",
                why: "it mends sled's files, and a PostgreSQL store has none: PostgreSQL keeps \
                      its data safe itself (restore a `pg_dump` or a `store export` instead)",
            });
        };
        let (sled, repair) = SledStore::repair(dir, options, stamp)?;
        Ok((
            Store {
                backend: Backend::Sled(sled),
                location: options.location.clone(),
            },
            repair,
        ))
    }

    /// Where the store is (shown with its password masked).
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// The paths of this store that others could read or enter before it was opened, and that
    /// opening it made private: the caller warns about them.
    pub fn made_private(&self) -> &[PathBuf] {
        self.engine()
            .own_directory()
            .map_or(&[], |d| d.made_private())
    }

    /// The files a killed process had left unfinished, which opening the store removed: the
    /// caller says so.
    pub fn cleared(&self) -> &[FileProblem] {
        self.engine().own_directory().map_or(&[], |d| d.cleared())
    }

    /// Records that a server holds this store, so a CLI that finds it busy can name the URL to use
    /// and fail at once. Nothing to record on a shared database, which many servers use.
    pub fn announce_server(&self, url: &str) -> std::io::Result<()> {
        self.engine()
            .own_directory()
            .map_or(Ok(()), |d| d.announce_server(url))
    }

    /// Records that the background process of `--keep-open` holds this store.
    pub fn announce_keep_open(&self) -> std::io::Result<()> {
        self.engine()
            .own_directory()
            .map_or(Ok(()), |d| d.announce_keep_open())
    }

    /// Lets go of the store while this process waits for a person (see `OwnDirectory::release`);
    /// a shared database is shared anyway.
    pub fn release(&self) {
        if let Some(directory) = self.engine().own_directory() {
            directory.release();
        }
    }

    /// Takes the store back after [`release`](Self::release).
    pub fn reclaim(&self) -> Result<(), StoreError> {
        self.engine()
            .own_directory()
            .map_or(Ok(()), |d| d.reclaim())
    }

    /// Answers `request` without a thread that blocks, for `serve`: `request` is evaluated on
    /// the async thread with the records it reads in hand, read there, `record` (the route's)
    /// first, and its writes are committed before its answer stands ([`unblocked`] says which
    /// requests can be, and why running `request` more than once is safe). A request that
    /// `may_write` (any but a GET) may be given records as this process lately saw them, which
    /// its commit then checks. `Err` when it cannot be (on sled, a request that may write: its
    /// commit flushes to disk): run the request on the blocking pool, in a scope of
    /// [`Scope::handed_back`]. `Ok(Err)`: its commit failed, and this is the answer.
    pub async fn run_unblocked<T>(
        &self,
        record: Option<(Tree, &str)>,
        may_write: bool,
        request: impl Fn(&Scope) -> T,
    ) -> Result<Result<T, Failure>, HandedBack> {
        let answered = match &self.backend {
            Backend::Sled(s) => unblocked::answer(s, record, may_write, request).await,
            Backend::Postgres(p) => unblocked::answer(p, record, may_write, request).await,
        };
        Ok(answered?.map_err(Failure::Unavailable))
    }

    /// Connections of the PostgreSQL pool held or carrying reads now; `None` on sled, which has
    /// none.
    pub fn connections_in_use(&self) -> Option<u32> {
        let database = self.engine().shared_database();
        database.map(|d| d.connections_in_use())
    }

    pub fn get<T: DeserializeOwned>(
        &self,
        scope: &Scope,
        tree: Tree,
        key: &str,
    ) -> Result<Option<T>, Failure> {
        if let Some(layers) = &scope.overlay {
            let entry = self.read_kept(layers, |o| o.get(tree, key))?;
            return entry.map(|b| decode(&b)).transpose();
        }
        let entry = self.engine_of(scope).read(tree, key)?;
        entry.map(|b| decode(&b)).transpose()
    }

    /// The first record whose key ends with `suffix`. A full scan of the tree: only for small trees.
    pub fn find_by_key_suffix<T: DeserializeOwned>(
        &self,
        scope: &Scope,
        tree: Tree,
        suffix: &str,
    ) -> Result<Option<T>, Failure> {
        if let Some(layers) = &scope.overlay {
            return ending_with(self.read_kept(layers, |o| o.scan_prefix(tree, ""))?, suffix);
        }
        ending_with(self.engine_of(scope).scan_prefix(tree, "")?, suffix)
    }

    /// Up to `limit` records with keys below `before` (all when `None`), greatest key first.
    /// Costs O(limit): a reverse range scan that stops after `limit + 1` records.
    pub fn page<T: DeserializeOwned>(
        &self,
        scope: &Scope,
        tree: Tree,
        before: Option<&str>,
        limit: usize,
    ) -> Result<Page<T>, Failure> {
        let asked = limit.saturating_add(1);
        if let Some(layers) = &scope.overlay {
            return page_of(
                self.read_kept(layers, |o| o.page(tree, before, asked))?,
                limit,
            );
        }
        page_of(self.engine_of(scope).page(tree, before, asked)?, limit)
    }

    /// The records whose keys start with `prefix`, in key order: one range scan.
    pub fn scan_prefix<T: DeserializeOwned>(
        &self,
        scope: &Scope,
        tree: Tree,
        prefix: &str,
    ) -> Result<Vec<(String, T)>, Failure> {
        if let Some(layers) = &scope.overlay {
            return decode_all(self.read_kept(layers, |o| o.scan_prefix(tree, prefix))?);
        }
        decode_all(self.engine_of(scope).scan_prefix(tree, prefix)?)
    }

    /// Like [`write`](Self::write), for a change to every record under each `(tree, prefix)` of
    /// `scans`: `f` also gets their keys, one list per scan; the commit checks that they are still
    /// those, so no other write can add one between the scan and the commit.
    pub fn write_over_prefixes<T>(
        &self,
        scope: &Scope,
        scans: &[(Tree, &str)],
        f: impl Fn(&Tx, &[Vec<String>]) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        self.run_request(scope, Store::over_prefixes_request(scans, f))
    }

    /// Runs `f` as one write over every tree, durable before it returns (sled: flushed to disk;
    /// PostgreSQL: committed): `f` computes its writes against reads it is given, and the write
    /// loop (see [`write_loop`]) commits them, running `f` again when something it read changed
    /// meanwhile, so it must not have side effects. `scope` says whether it commits, or is kept
    /// in the scope's write-set (a dry run, a unit).
    pub fn write<T>(&self, scope: &Scope, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, WriteError> {
        self.run_request(scope, Store::write_request(f))
    }

    /// Like [`write`](Self::write), for a create: `f` also gets a new ID for `tree` (see
    /// [`id_payload`]), one that no record of `tree` has.
    pub fn create<T>(
        &self,
        scope: &Scope,
        tree: Tree,
        prefix: &str,
        unix_seconds: i64,
        f: impl Fn(&Tx, &str) -> TxResult<T>,
    ) -> Result<T, WriteError> {
        let request = self.create_request(scope, (tree, prefix, unix_seconds), f);
        self.run_request(scope, request)
    }

    /// The database role writes are made as, on PostgreSQL (`current_user`); `None` on sled.
    pub fn database_role(&self) -> Option<&str> {
        self.engine().shared_database().map(|d| d.role())
    }

    /// Whether CA private keys must never be written unencrypted here: true on PostgreSQL, which
    /// others read (a DBA, a backup, a `pg_dump`), false on sled, a directory of the user's own
    /// (mode 0700).
    pub fn must_seal_ca_keys(&self) -> bool {
        self.engine().shared_database().is_some()
    }

    /// 16 random bytes, reproducible under `TUNNELCTL_SEED` (certificate serials). Never used for
    /// key material, which always comes from the OS.
    pub fn random_bytes(&self, scope: &Scope) -> Result<[u8; 16], Failure> {
        match self.engine().seed() {
            Some(seed) => Ok(seeded_bytes(seed, self.seed_draw(scope)?)),
            None => Ok(unseeded_bytes()),
        }
    }

    /// Whether a write would be taken now: one is made and rolled back (see
    /// `engine::Engine::takes_writes`).
    pub fn takes_writes(&self) -> Result<(), Failure> {
        self.engine().takes_writes()
    }

    /// How many entries `tree` holds.
    fn count(&self, tree: Tree) -> Result<usize, Failure> {
        self.engine().count(tree)
    }
}

/// 16 random bytes from the thread's CSPRNG (seeded from the OS, and reseeded by it as it goes).
fn unseeded_bytes() -> [u8; 16] {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    bytes
}

/// The 16 bytes after the seconds (`unix_seconds`) of a new ID (API-NOTES "IDs"): the time within
/// the second, past that of `newest`, the newest ID of the second the store has (see
/// [`id::within_second`]), then 12 random bytes; so IDs one store makes sort in creation order,
/// and stay unguessable. Under `TUNNELCTL_SEED` (`seed`) they lead with the seed counter
/// (`counter` steps it; it orders them as the time would) and go on with the seeded bytes, so
/// that reproducible runs list the IDs of one second newest first too.
fn id_payload(
    seed: Option<u64>,
    counter: impl FnOnce() -> Result<u64, Failure>,
    unix_seconds: i64,
    newest: impl FnOnce() -> Result<Option<String>, Failure>,
) -> Result<[u8; 16], Failure> {
    let Some(seed) = seed else {
        let after = newest()?.as_deref().and_then(id::within_second_of);
        let now = time::OffsetDateTime::now_utc();
        let random: [u8; 12] = unseeded_bytes()[..12].try_into().expect("12 of 16 bytes");
        return Ok(id::payload(
            id::within_second(unix_seconds, now, after),
            random,
        ));
    };
    let counter = counter()?;
    let mut payload = [0u8; 16];
    payload[..8].copy_from_slice(&counter.to_be_bytes());
    payload[8..].copy_from_slice(&seeded_bytes(seed, counter)[..8]);
    Ok(payload)
}

/// The random bytes of draw number `counter` under `TUNNELCTL_SEED` `seed`.
fn seeded_bytes(seed: u64, counter: u64) -> [u8; 16] {
    let digest = Sha256::new()
        .chain_update(seed.to_le_bytes())
        .chain_update(counter.to_le_bytes())
        .finalize();
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    bytes
}

#[cfg(test)]
mod tests {
    use super::is_full;

    /// A released store is another process's to use (here another opening); taken back, it sees
    /// what was written meanwhile, and while the other holds it, taking it back is refused.
    #[test]
    fn a_released_store_is_free_until_reclaimed() {
        use super::{Scope, Store, StoreError, StoreOptions, Tree};
        let dir = tempfile::tempdir().unwrap();
        let options = StoreOptions {
            location: dir.path().join("store").into(),
            lock_timeout: std::time::Duration::from_millis(200),
            seed: Some(7),
            on_wait: None,
        };
        let first = Store::open(&options).unwrap();
        first.release();
        let other = Store::open(&options).expect("the released store opens elsewhere");
        other
            .write(&Scope::plain(), |tx| {
                tx.put(Tree::of(&crate::kind::TCP_EDGE), "edgtcp_1", &"meanwhile")
            })
            .unwrap();
        assert!(matches!(first.reclaim(), Err(StoreError::Busy { .. })));
        drop(other);
        first.reclaim().unwrap();
        let read: Option<String> = first
            .get(
                &Scope::plain(),
                Tree::of(&crate::kind::TCP_EDGE),
                "edgtcp_1",
            )
            .unwrap();
        assert_eq!(read.as_deref(), Some("meanwhile"));
    }

    /// A dry run's write hands back what the real one would, ID included, and leaves nothing:
    /// no record, no step of the seed counter; the real write then gets the same ID.
    #[test]
    fn a_rolled_back_write_returns_its_value_and_leaves_nothing() {
        use super::{Scope, Store, StoreOptions, Tree, Tx, TxResult};
        const SESSIONS: Tree = Tree::of(&crate::kind::TUNNEL_SESSION);
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&StoreOptions {
            location: dir.path().join("store").into(),
            lock_timeout: std::time::Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        })
        .unwrap();
        let put = |tx: &Tx, id: &str| -> TxResult<String> {
            tx.put(SESSIONS, id, &serde_json::json!({ "id": id }))?;
            Ok(id.to_string())
        };
        let plain = Scope::plain();
        let tried = store
            .create(&Scope::dry_run(), SESSIONS, "ts", 0, put)
            .unwrap();
        let stored: Option<serde_json::Value> = store.get(&plain, SESSIONS, &tried).unwrap();
        assert_eq!(stored, None);
        // Two draws in one dry run are the two the real request would make.
        let dry_run = Scope::dry_run();
        let draws = (
            store.random_bytes(&dry_run).unwrap(),
            store.random_bytes(&dry_run).unwrap(),
        );
        assert_ne!(draws.0, draws.1);
        assert_eq!(
            draws,
            (
                store.random_bytes(&plain).unwrap(),
                store.random_bytes(&plain).unwrap()
            )
        );
        let real = store.create(&plain, SESSIONS, "ts", 0, put).unwrap();
        assert_ne!(real, tried, "the draws above moved the counter for real");
        let again = store
            .create(&Scope::dry_run(), SESSIONS, "ts", 0, put)
            .unwrap();
        assert_eq!(store.create(&plain, SESSIONS, "ts", 0, put).unwrap(), again);
        // The mode is the scope's, not the thread's: a plain write made on this thread while a dry
        // run is open commits (with the ID the dry run reported), and the dry run's next write
        // still leaves nothing.
        let dry_run = Scope::dry_run();
        let tried = store.create(&dry_run, SESSIONS, "ts", 0, put).unwrap();
        let kept = store.create(&plain, SESSIONS, "ts", 0, put).unwrap();
        assert_eq!(kept, tried);
        let tried_again = store.create(&dry_run, SESSIONS, "ts", 0, put).unwrap();
        let stored = |id: &str| {
            store
                .get::<serde_json::Value>(&plain, SESSIONS, id)
                .unwrap()
        };
        assert!(stored(&kept).is_some());
        assert_eq!(stored(&tried_again), None);
    }

    fn store_in(dir: &std::path::Path, seed: Option<u64>) -> super::Store {
        super::Store::open(&super::StoreOptions {
            location: dir.join("store").into(),
            lock_timeout: std::time::Duration::from_secs(10),
            seed,
            on_wait: None,
        })
        .unwrap()
    }

    fn create_ids(store: &super::Store, scope: &super::Scope, n: usize) -> Vec<String> {
        use super::Tree;
        (0..n)
            .map(|_| {
                store
                    .create(
                        scope,
                        Tree::of(&crate::kind::TCP_EDGE),
                        "edgtcp",
                        1_700_000_000,
                        |tx, id| {
                            tx.put(Tree::of(&crate::kind::TCP_EDGE), id, &id)?;
                            Ok(id.to_string())
                        },
                    )
                    .unwrap()
            })
            .collect()
    }

    /// 1 000 IDs one store makes in one second sort in creation order (their payload leads with
    /// the time within the second, past the store's newest of that second), yet each carries 12
    /// random bytes: not the successor of the last ID, so neither sequential nor predictable.
    #[test]
    fn ids_of_one_second_sort_in_creation_order_and_stay_random() {
        let dir = tempfile::tempdir().unwrap();
        let store = store_in(dir.path(), None);
        let mut ids = create_ids(&store, &super::Scope::plain(), 500);
        // Another opening of the store (another process) goes on from the store's newest.
        drop(store);
        ids.extend(create_ids(
            &store_in(dir.path(), None),
            &super::Scope::plain(),
            500,
        ));
        let raws: Vec<_> = ids
            .iter()
            .map(|id| crate::id::decode(&id["edgtcp_".len()..]).unwrap())
            .collect();
        assert!(
            raws.iter().all(|raw| raw[..4] == raws[0][..4]),
            "one second"
        );
        assert!(ids.is_sorted(), "IDs of one second out of creation order");
        let mut tails: Vec<_> = raws.iter().map(|raw| raw[8..].to_vec()).collect();
        assert!(
            !tails.is_sorted(),
            "the random bytes do not follow the order"
        );
        tails.sort();
        tails.dedup();
        assert_eq!(tails.len(), 1_000);
    }

    /// Under `TUNNELCTL_SEED` IDs are reproducible and list newest first in creation order, and
    /// an ID already taken is never handed out again.
    #[test]
    fn seeded_ids_are_reproducible_in_creation_order_and_never_clash() {
        use super::{Scope, Tree};
        let plain = Scope::plain();
        let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let first = create_ids(&store_in(one.path(), Some(7)), &plain, 20);
        let store = store_in(two.path(), Some(7));
        assert_eq!(create_ids(&store, &plain, 20), first);
        assert!(first.is_sorted(), "{first:?}");
        // Take the ID the next create would get: it must draw another.
        let next = create_ids(&store, &Scope::dry_run(), 1).remove(0);
        store
            .write(&plain, |tx| {
                tx.put(Tree::of(&crate::kind::TCP_EDGE), &next, &"taken")
            })
            .unwrap();
        let got = create_ids(&store, &plain, 1).remove(0);
        assert_ne!(got, next);
        let kept: Option<String> = store
            .get(&plain, Tree::of(&crate::kind::TCP_EDGE), &next)
            .unwrap();
        assert_eq!(kept.as_deref(), Some("taken"));
    }

    #[test]
    fn an_all_or_nothing_unit_keeps_every_write_or_none_even_when_cut_short() {
        const EDGES: Tree = Tree::of(&crate::kind::TCP_EDGE);
        use super::{Scope, Store, StoreOptions, Tree};
        use serde_json::{json, Value};
        let dir = tempfile::tempdir().unwrap();
        let options = StoreOptions {
            location: dir.path().join("store").into(),
            lock_timeout: std::time::Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        };
        let store = Store::open(&options).unwrap();
        let hostports = |edge: &str, hp: &str| json!({"id": edge, "hostports": [hp]});
        let plain = Scope::plain();
        store
            .write(&plain, |tx| tx.put(EDGES, "e0", &hostports("e0", "a:1")))
            .unwrap();
        // Every tree, indexes and meta included.
        let dump = |store: &Store| -> Vec<(Tree, String, Vec<u8>)> {
            Tree::all()
                .flat_map(|t| {
                    store
                        .entries(t)
                        .unwrap()
                        .into_iter()
                        .map(move |(k, v)| (t, k, v))
                })
                .collect()
        };
        let before = dump(&store);
        let get = |store: &Store, key: &str| store.get::<Value>(&plain, EDGES, key).unwrap();
        // A failure after two writes (one moves an indexed hostport) undoes both.
        let failed = store
            .all_or_nothing(|unit| {
                store.write(unit, |tx| tx.put(EDGES, "e0", &hostports("e0", "b:2")))?;
                store.write(unit, |tx| tx.put(EDGES, "e1", &hostports("e1", "a:1")))?;
                Err::<(), _>(super::WriteError::Failed(super::Failure::Full))
            })
            .unwrap();
        assert!(failed.is_err());
        assert_eq!(dump(&store), before, "nothing of the unit stays");
        // A success keeps both.
        store
            .all_or_nothing(|unit| {
                store.write(unit, |tx| tx.put(EDGES, "e1", &hostports("e1", "c:3")))?;
                store.write(unit, |tx| tx.remove(EDGES, "e0"))
            })
            .unwrap()
            .unwrap();
        assert_eq!(get(&store, "e0"), None);
        assert_eq!(get(&store, "e1"), Some(hostports("e1", "c:3")));
        let kept = dump(&store);
        // A unit cut short (the process ends between two writes) left nothing: it commits once.
        let cut_short = Scope::unit();
        store
            .write(&cut_short, |tx| tx.remove(EDGES, "e1"))
            .unwrap();
        drop(store);
        let store = Store::open(&options).unwrap();
        assert_eq!(dump(&store), kept);
    }

    #[test]
    fn a_full_disk_is_recognised_in_every_form_sled_reports_it() {
        use std::io::{Error, ErrorKind};
        let enospc = Error::from_raw_os_error(28);
        // sled's global error hands out copies that keep only the kind and a description.
        let copy = Error::new(ErrorKind::StorageFull, format!("{enospc:?}"));
        let edquot = Error::from_raw_os_error(122);
        for full in [enospc, copy, edquot] {
            assert!(is_full(&sled::Error::Io(full)));
        }
        assert!(!is_full(&sled::Error::Io(Error::from_raw_os_error(5)))); // EIO
        assert!(!is_full(&sled::Error::Unsupported("x".into())));
    }
}
