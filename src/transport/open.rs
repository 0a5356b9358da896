//! Which transport answers a command: the remote API; else the process holding the local store
//! (over its socket; with keep-open, one started in the background when nobody holds it); else the
//! store itself; and, for reads while the default store does not exist yet, a throw-away empty
//! store. The command line fills [`Settings`], shows what happens through [`Ui`] and words the
//! [`OpenError`]s.

use std::cell::OnceCell;
use std::path::Path;
use std::time::Duration;

use crate::api::{ApiError, ApiRequest, ApiResponse};
use crate::clock::Clock;
use crate::id::SEED_ENV;
use crate::router::Router;
use crate::service::seal::StoreKey;
use crate::service::Service;
use crate::store::{
    FileProblem, Location, LockHolder, Repair, Scope, Store, StoreError, StoreOptions,
};
use crate::trust::Untrusted;

#[cfg(unix)]
use super::keep_open;
use super::local::Local;
use super::remote::{Remote, RemoteOptions};
#[cfg(unix)]
use super::socket::{self, Hello};
use super::{Misconfigured, Transport, Unreachable};

/// Where requests go.
pub enum Settings {
    Remote(RemoteOptions),
    Store(StoreSettings),
}

/// The local store and how to reach it.
pub struct StoreSettings {
    pub location: Location,
    /// The location was given (flag, environment, profile): reading a store that is not there is an
    /// error naming it, not an empty store.
    pub given: bool,
    /// `--keep-open`'s idle time (not zero): a background process to hold the store is started
    /// when nobody holds it.
    pub keep_open: Option<Duration>,
    pub lock_timeout: Duration,
    /// The deadline of a request through the socket of the process holding the store.
    pub timeout: Duration,
    /// Hears who holds the store while opening it waits (see [`StoreOptions::on_wait`]).
    pub on_wait: Option<fn(&Path, &LockHolder)>,
    /// The store's key-encryption key (`--store-key-file`): every request sent to the store
    /// carries it, in process or to the process holding the store (see `ApiRequest::store_key`).
    pub store_key: Option<StoreKey>,
}

/// What a person is shown while transports open; the command line words it.
pub trait Ui {
    /// Runs `work`, which opens or takes back the store at `location` (it may wait).
    fn while_opening(&self, location: &Location, work: &mut dyn FnMut());
    /// The store just opened: what opening it changed in its directory.
    fn opened(&self, store: &Store);
    /// The background process of keep-open, closed because a command needs the store to itself.
    #[cfg(unix)]
    fn closed_for_itself(&self, closed: &Hello);
    /// The process holding the store at `location` is another version: the store itself answers
    /// instead, once it is free.
    #[cfg(unix)]
    fn other_version(&self, location: &Location, holder: &Hello);
}

/// Why no transport answers.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(transparent)]
    Misconfigured(#[from] Misconfigured),
    #[error(transparent)]
    Unreachable(#[from] Unreachable),
    #[error(transparent)]
    Untrusted(#[from] Untrusted),
    /// The store would not open for a command that any holder could have answered.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The store would not open for a command that needs it to itself.
    #[error(transparent)]
    NeedsStore(StoreError),
    /// The process holding the store refused to close.
    #[error("the process holding the store refused to close: {}", .0.msg)]
    Refused(ApiError, Option<serde_json::Value>),
    /// `TUNNELCTL_SEED` is not a whole number (the value).
    #[error("{SEED_ENV}={0:?} is not a whole number")]
    Seed(String),
    /// `TUNNELCTL_NOW` (the clock) is malformed.
    #[error("{0}")]
    Clock(String),
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A read of a store whose location was given, and which is not there.
    #[error("there is no store at {0}")]
    NoStore(Location),
    /// The store is needed in process, but requests already went through the process holding it.
    #[error("the store is needed in process, but requests already went through its holder")]
    Shared,
    /// The store is needed in process, but requests go to the remote API.
    #[error("the store is needed in process, but requests go to the remote API")]
    Remote,
}

/// The `uri` base of the local mode: the same as a `serve` with its default address.
pub fn local_base_url() -> String {
    format!("http://{}", crate::transport::DEFAULT_LISTEN)
}

/// The transports of one command, opened on first use, so that commands like `completions` never
/// touch the store.
pub struct Transports {
    settings: Settings,
    transport: OnceCell<Transport>,
    /// The store itself, opened when the process holding it turned out to be another version at
    /// the first request; it then answers instead of `transport`.
    instead: OnceCell<Transport>,
    /// A throw-away empty store that answers reads while the default store does not exist yet, so
    /// that reading creates nothing (see [`empty_store`](Self::empty_store)). The router drops
    /// first.
    empty: OnceCell<(Router, tempfile::TempDir)>,
}

impl Transports {
    pub fn new(settings: Settings) -> Self {
        Transports {
            settings,
            transport: OnceCell::new(),
            instead: OnceCell::new(),
            empty: OnceCell::new(),
        }
    }

    /// The caller's store key (`--store-key-file`), for the service calls the API cannot carry;
    /// none in remote mode.
    pub fn store_key(&self) -> Option<&StoreKey> {
        self.store().ok()?.store_key.as_ref()
    }

    fn store(&self) -> Result<&StoreSettings, OpenError> {
        match &self.settings {
            Settings::Store(store) => Ok(store),
            Settings::Remote(_) => Err(OpenError::Remote),
        }
    }

    /// Whether requests went to the process holding the store, which tries each request of a
    /// dry run by itself.
    pub fn went_to_holder(&self) -> bool {
        #[cfg(unix)]
        if let Some(Transport::Socket(_)) = self.instead.get().or(self.transport.get()) {
            return true;
        }
        false
    }

    fn transport(&self, ui: &dyn Ui) -> Result<&Transport, OpenError> {
        if let Some(t) = self.instead.get().or(self.transport.get()) {
            return Ok(t);
        }
        let transport = self.open(false, ui)?;
        Ok(self.transport.get_or_init(|| transport))
    }

    /// The remote client; else the process holding the local store (over its socket) unless
    /// `exclusive`; else the store itself.
    fn open(&self, exclusive: bool, ui: &dyn Ui) -> Result<Transport, OpenError> {
        if let Settings::Remote(options) = &self.settings {
            return Ok(Transport::Remote(Remote::new(options.clone())?));
        }
        let store = self.store()?;
        if store.location.is_shared() && store.keep_open.is_some() {
            return Err(OpenError::Store(StoreError::SledOnly {
                what: "--keep-open (TUNNELCTL_KEEP_OPEN)",
                why: "it keeps sled open in a background process, and a PostgreSQL store needs \
                      none: every command and server connects to the database itself",
            }));
        }
        #[cfg(unix)]
        if let (false, Some(dir)) = (exclusive, store.location.directory()) {
            if let Some(holder) = holder(store, dir)? {
                return Ok(Transport::Socket(holder));
            }
        }
        let service = self.service(&local_base_url(), exclusive, ui)?;
        Ok(Transport::Local(Box::new(Local::new(Router::new(service)))))
    }

    /// Sends `req`, with the store key when requests go to the store (a remote API is never
    /// sent one). One that only reads (`reading`: a GET, or a dry run of a write, `trial`)
    /// never creates a store (see [`empty_store`](Self::empty_store)).
    pub fn send(
        &self,
        req: &ApiRequest,
        scope: &Scope,
        reading: bool,
        trial: bool,
        ui: &dyn Ui,
    ) -> Result<ApiResponse, OpenError> {
        let keyed;
        let req = match self.store_key() {
            Some(key) => {
                keyed = ApiRequest {
                    store_key: Some(key.clone()),
                    ..req.clone()
                };
                &keyed
            }
            None => req,
        };
        if reading {
            if let Some(router) = self.empty_store(trial)? {
                return Ok(router.handle_in(req, scope));
            }
        }
        self.send_through(self.transport(ui)?, req, scope, ui)
    }

    /// In remote mode, whether the server runs dry runs (see [`Remote::runs_dry_runs`]); `None`
    /// when requests go to the store, which always does.
    pub fn remote_runs_dry_runs(&self, ui: &dyn Ui) -> Result<Option<bool>, OpenError> {
        match &self.settings {
            Settings::Store(_) => Ok(None),
            Settings::Remote(_) => match self.transport(ui)? {
                Transport::Remote(remote) => Ok(Some(remote.runs_dry_runs()?)),
                _ => Ok(None),
            },
        }
    }

    /// Sends `req` through `transport`. When that is the process holding the store and it turns
    /// out to be another version (it refused the request without applying it), says so and sends
    /// the request to the store itself instead, waiting for the store to be free.
    fn send_through(
        &self,
        transport: &Transport,
        req: &ApiRequest,
        scope: &Scope,
        ui: &dyn Ui,
    ) -> Result<ApiResponse, OpenError> {
        #[cfg(unix)]
        if let Transport::Socket(holder) = transport {
            match holder.send(req)? {
                socket::Answer::Answered(response) => return Ok(*response),
                socket::Answer::OtherVersion(hello) => {
                    ui.other_version(&self.store()?.location, &hello);
                    let store = self.open(true, ui)?;
                    return Ok(self.instead.get_or_init(|| store).send(req, scope)?);
                }
            }
        }
        Ok(transport.send(req, scope)?)
    }

    /// The stand-in answering reads when the local store does not exist yet (and an error when
    /// its path was given, unless `trial`: a dry run of a write, which would create the store,
    /// tries it on the stand-in, and a command that only plans reads it as empty); `None` when
    /// requests go to the store or remote. Opens nothing
    /// else, so a command that needs the store to itself can still ask for it.
    pub fn empty_store(&self, trial: bool) -> Result<Option<&Router>, OpenError> {
        let Settings::Store(store) = &self.settings else {
            return Ok(None);
        };
        if self.transport.get().is_some() || store.location.exists() {
            return Ok(None);
        }
        if let Some((router, _)) = self.empty.get() {
            return Ok(Some(router));
        }
        if store.given && !trial {
            return Err(OpenError::NoStore(store.location.clone()));
        }
        let scratch = scratch(store.lock_timeout)?;
        Ok(Some(&self.empty.get_or_init(|| scratch).0))
    }

    /// The in-process service, for what the API cannot carry. It needs the store to itself: a
    /// background store process of keep-open is closed first. With `reading`, a store that does
    /// not exist is not created: the empty stand-in answers (see [`empty_store`]).
    ///
    /// [`empty_store`]: Self::empty_store
    pub fn local_service(&self, reading: Option<bool>, ui: &dyn Ui) -> Result<&Service, OpenError> {
        self.store()?;
        if let Some(trial) = reading {
            if let Some(router) = self.empty_store(trial)? {
                return Ok(router.service());
            }
        }
        if self.transport.get().is_none() {
            let transport = self.open(true, ui)?;
            let _ = self.transport.set(transport);
        }
        match self.transport(ui)? {
            Transport::Local(local) => Ok(local.router().service()),
            _ => Err(OpenError::Shared),
        }
    }

    /// Opens the store and the service over it, with `uri`s built from `base_url`. With
    /// `exclusive`, as a command that needs the store itself (see `to_itself`). Without, as any
    /// command that finds nobody holding the store: without closing or holding back background
    /// store processes. One-shot commands wait for the store's lock alone (in its order), and the
    /// background store process itself must not wait for the start lock its starter holds.
    pub fn service(
        &self,
        base_url: &str,
        exclusive: bool,
        ui: &dyn Ui,
    ) -> Result<Service, OpenError> {
        let open = || {
            let options = self.store_options()?;
            let clock = Clock::from_env().map_err(OpenError::Clock)?;
            let service = opening(ui, &options.location, || {
                Service::open(&options, clock, base_url)
            })
            .map_err(|err| match exclusive {
                true => OpenError::NeedsStore(err),
                false => OpenError::Store(err),
            })?;
            ui.opened(service.store());
            Ok(service)
        };
        match exclusive {
            true => self.to_itself(ui, open),
            false => open(),
        }
    }

    /// `store repair`: the service over the store that [`Store::repair`] opened, and what it did.
    pub fn repaired(&self, stamp: &str, ui: &dyn Ui) -> Result<(Service, Repair), OpenError> {
        let clock = Clock::from_env().map_err(OpenError::Clock)?;
        let options = self.store_options()?;
        let (store, repair) = self.to_itself(ui, || {
            opening(ui, &options.location, || Store::repair(&options, stamp))
                .map_err(OpenError::NeedsStore)
        })?;
        ui.opened(&store);
        let service = Service::new(store, clock, local_base_url());
        Ok((service, repair))
    }

    /// `store check` on a store that would not open: see [`Store::diagnose`].
    pub fn diagnose(&self, ui: &dyn Ui) -> Result<Option<Vec<FileProblem>>, OpenError> {
        let options = self.store_options()?;
        self.to_itself(ui, || {
            opening(ui, &options.location, || Store::diagnose(&options))
                .map_err(OpenError::NeedsStore)
        })
    }

    /// Runs `open`, which opens the store, as a command that needs the store to itself: a
    /// background store process of keep-open holding it is closed first, and none starts until
    /// `open` has returned (see `keep_open::first_in_line`).
    fn to_itself<T>(
        &self,
        ui: &dyn Ui,
        open: impl FnOnce() -> Result<T, OpenError>,
    ) -> Result<T, OpenError> {
        #[cfg(unix)]
        let _first = match self.store()?.location.directory() {
            None => None,
            Some(dir) => {
                let first = keep_open::first_in_line(dir, self.store()?.lock_timeout);
                if let Some(closed) = self.close_background()? {
                    ui.closed_for_itself(&closed);
                }
                Some(first)
            }
        };
        open()
    }

    /// Ends the background store process of keep-open holding the store, if one does, so that
    /// this process can open the store itself. A `serve` someone started is left alone (opening
    /// then finds the store busy, and says so).
    #[cfg(unix)]
    pub fn close_background(&self) -> Result<Option<Hello>, OpenError> {
        let store = self.store()?;
        let Some(dir) = store.location.directory() else {
            return Err(OpenError::Store(StoreError::SledOnly {
                what: "`store close`",
                why: "it ends the background process of --keep-open, which a PostgreSQL store \
                      never has",
            }));
        };
        let socket::Found::Holder(holder) = socket::find(dir, store.timeout)? else {
            return Ok(None);
        };
        let Some(hello) = holder.hello().filter(|h| h.keep_open).cloned() else {
            return Ok(None);
        };
        let answer = holder.close()?;
        match answer.error() {
            None => Ok(Some(hello)),
            Some(err) => Err(OpenError::Refused(err, answer.body)),
        }
    }

    fn store_options(&self) -> Result<StoreOptions, OpenError> {
        let store = self.store()?;
        Ok(StoreOptions {
            location: store.location.clone(),
            lock_timeout: store.lock_timeout,
            seed: seed()?,
            on_wait: store.on_wait,
        })
    }

    /// Runs `prompt` while nothing holds the store: the store this process holds is let go and
    /// taken back once the answer is in, so other commands use it meanwhile. The time the prompt
    /// takes does not count against the remote deadline.
    pub fn released<T, E: From<OpenError>>(
        &self,
        ui: &dyn Ui,
        prompt: impl FnOnce() -> Result<T, E>,
    ) -> Result<T, E> {
        let held = match self.instead.get().or(self.transport.get()) {
            Some(Transport::Local(local)) => Some(local.router().service().store()),
            _ => None,
        };
        if let Some(store) = held {
            store.release();
        }
        let started = std::time::Instant::now();
        let answer = prompt()?;
        if let Some(Transport::Remote(remote)) = self.transport.get() {
            remote.pause(started.elapsed());
        }
        if let Some(store) = held {
            opening(ui, store.location(), || store.reclaim()).map_err(OpenError::Store)?;
        }
        Ok(answer)
    }
}

/// A connection to the live process holding the store; with keep-open, one started in the
/// background when nobody holds it. Whether it is this version is found out at the first request
/// (see [`Transports::send`]). A store directory (`dir`) or socket another user controls is an
/// error.
#[cfg(unix)]
fn holder(store: &StoreSettings, dir: &Path) -> Result<Option<socket::Socket>, Untrusted> {
    match store.keep_open {
        Some(idle) => keep_open::holder_or_start(
            dir,
            keep_open::KeepOpen {
                idle,
                lock_timeout: store.lock_timeout,
                timeout: store.timeout,
            },
        ),
        None => socket::connect(dir, store.timeout),
    }
}

/// `TUNNELCTL_SEED`, a testing aid that makes IDs reproducible; read when a store opens.
/// The router over a new, empty store in a temporary directory (removed with the directory): it
/// answers reads while the local store does not exist yet, and checks requests before they are
/// sent to a remote API (`apply`).
pub fn scratch(lock_timeout: Duration) -> Result<(Router, tempfile::TempDir), OpenError> {
    let dir = tempfile::tempdir()?;
    let options = StoreOptions {
        location: dir.path().join("store").into(),
        lock_timeout,
        // As the real store would: a dry run then reports the IDs the real request would get.
        seed: seed()?,
        on_wait: None,
    };
    let clock = Clock::from_env().map_err(OpenError::Clock)?;
    let service = Service::open(&options, clock, local_base_url())?;
    Ok((Router::new(service), dir))
}

fn seed() -> Result<Option<u64>, OpenError> {
    match std::env::var(SEED_ENV) {
        Ok(s) => Ok(Some(s.parse().map_err(|_| OpenError::Seed(s))?)),
        Err(_) => Ok(None),
    }
}

/// Runs `open` through [`Ui::while_opening`].
fn opening<T>(ui: &dyn Ui, location: &Location, open: impl FnOnce() -> T) -> T {
    let mut open = Some(open);
    let mut opened = None;
    ui.while_opening(location, &mut || opened = open.take().map(|open| open()));
    opened.expect("while_opening runs its work")
}
