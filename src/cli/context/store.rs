//! The transport and the local store as the command line asks for them: it fills the transport
//! layer's settings from the global options (see [`crate::transport::open`]), shows what opening
//! does, and words what goes wrong.

use std::path::{Path, PathBuf};

use super::Context;
use crate::cli::{progress, CliError};
use crate::service::seal::StoreKey;
use crate::service::Service;
use crate::store::{FileProblem, Location, LockHolder, Repair, Store};
use crate::transport::open::{OpenError, Settings, StoreSettings, Transports, Ui};
use crate::transport::remote::RemoteOptions;
#[cfg(unix)]
use crate::transport::socket::{self, Hello};

impl Context {
    /// The transports, set up (nothing opened yet) the first time a command needs one, so that
    /// commands like `completions` never touch the store.
    pub(super) fn transports(&self) -> Result<&Transports, CliError> {
        if let Some(transports) = self.transports.get() {
            return Ok(transports);
        }
        let settings = match &self.global.api_url {
            Some(url) => Settings::Remote(RemoteOptions {
                base_url: url.clone(),
                api_key: self.api_key()?,
                connect_timeout: self.global.connect_timeout(),
                timeout: self.global.timeout(),
                retries: self.global.retries(),
                url_from: self.settings().named("api_url"),
            }),
            None => Settings::Store(StoreSettings {
                location: self.store_location()?,
                given: self.global.store.is_some(),
                keep_open: self.global.keep_open.filter(|d| !d.is_zero()),
                lock_timeout: self.global.lock_timeout(),
                timeout: self.global.timeout(),
                on_wait: Some(waiting_for_store),
                store_key: self.read_store_key()?,
            }),
        };
        Ok(self.transports.get_or_init(|| Transports::new(settings)))
    }

    /// The store's key-encryption key that this command was given (`--store-key-file`, its
    /// variable or profile), for the service calls the API cannot carry; none in remote mode.
    pub fn store_key(&self) -> Result<Option<&StoreKey>, CliError> {
        Ok(self.transports()?.store_key())
    }

    /// Reads the key file of `--store-key-file` (or its variable or profile).
    fn read_store_key(&self) -> Result<Option<StoreKey>, CliError> {
        let Some(path) = &self.global.store_key_file else {
            return Ok(None);
        };
        StoreKey::from_file(path).map(Some).map_err(|e| {
            CliError::usage(format!("{}: {e}", self.settings().named("store_key_file")))
        })
    }

    /// The service for commands that only read the embedded store (`store check`, `store
    /// export`): like requests that only read, it creates no store.
    pub fn reading_service(&self) -> Result<&Service, CliError> {
        self.on_this_machine()?;
        Ok(self.transports()?.local_service(Some(false), self)?)
    }

    pub fn is_remote(&self) -> bool {
        self.global.api_url.is_some()
    }

    /// Whether a dry run's requests went to the store in this process, in the command's one
    /// dry-run scope, each seeing what the ones before it did: not to a server or to the process
    /// holding the store, which try each request by itself.
    pub fn dry_runs_in_one_scope(&self) -> bool {
        !self.is_remote() && !self.transports().is_ok_and(|t| t.went_to_holder())
    }

    /// In remote mode, a usage error saying that what the command was given (a private key, a CA
    /// passphrase) never travels over the API.
    pub fn on_this_machine(&self) -> Result<(), CliError> {
        match self.is_remote() {
            false => Ok(()),
            true => Err(needs_this_machine(&self.settings().named("api_url"))),
        }
    }

    /// The in-process service, for what the API cannot carry: importing a CA's private key, and
    /// the `store` commands. It needs the store to itself: a background store process of
    /// `--keep-open` is closed first. In remote mode this is a usage error saying that the command
    /// needs the local store.
    pub fn local_service(&self) -> Result<&Service, CliError> {
        self.on_this_machine()?;
        Ok(self.transports()?.local_service(None, self)?)
    }

    /// Ends the background store process holding the store (`tunnelctl store close`), and says
    /// what it did.
    #[cfg(unix)]
    pub fn close_store(&self) -> Result<String, CliError> {
        self.on_this_machine()?;
        if let Some(closed) = self.transports()?.close_background()? {
            return Ok(format!("closed {}", closed.describe()));
        }
        let location = self.store_location()?;
        // `close_background` refused a store without a directory: it has no socket.
        let Some(dir) = location.directory() else {
            return Ok("no background process holds the store".into());
        };
        Ok(match socket::find(dir, self.global.timeout())? {
            socket::Found::Holder(holder) => format!(
                "left {} running: store close only ends the background process of --keep-open",
                holder
                    .hello()
                    .map_or("the process".to_string(), socket::Hello::describe)
            ),
            socket::Found::OtherVersion(hello) => format!(
                "left the process of tunnelctl {} (pid {}) running: it is another version",
                hello.version, hello.pid
            ),
            socket::Found::Nobody => "no background process holds the store".into(),
        })
    }

    /// Sends `key` with this command's requests, whatever else gives one (`auth login`, which
    /// checks a key before it keeps it). Before the first request only: the transport reads the
    /// key once.
    pub fn use_api_key(&self, key: String) {
        let _ = self.login_key.set(key);
    }

    fn api_key(&self) -> Result<String, CliError> {
        if let Some(key) = self.login_key.get() {
            return Ok(key.clone());
        }
        self.api_key_with_source()?
            .map(|(key, _)| key)
            .ok_or_else(|| {
                CliError::usage("remote mode needs an API key")
                    .with_hint(
                        "log in with tunnelctl auth login, or pass --api-key-file FILE (or --api-key), or set TUNNELCTL_API_KEY or NGROK_API_KEY",
                    )
            })
    }

    /// Opens the embedded store and the service over it, with `uri`s built from `base_url`, for a
    /// command that needs the store itself (a background store process of `--keep-open` holding
    /// it is closed first; see [`CliError::needing_store`]).
    pub fn open_service(&self, base_url: &str) -> Result<Service, CliError> {
        Ok(self.transports()?.service(base_url, true, self)?)
    }

    /// Opens the embedded store and the service over it as [`open_service`] does, but as any
    /// command that finds nobody holding the store: without closing or holding back background
    /// store processes.
    ///
    /// [`open_service`]: Self::open_service
    pub fn open_store_service(&self, base_url: &str) -> Result<Service, CliError> {
        Ok(self.transports()?.service(base_url, false, self)?)
    }

    /// `store repair`: the service over the store that [`Store::repair`] opened, and what it did.
    pub fn repaired_service(&self, stamp: &str) -> Result<(Service, Repair), CliError> {
        self.existing_store()?;
        Ok(self.transports()?.repaired(stamp, self)?)
    }

    /// `store check` on a store that would not open: see [`Store::diagnose`]. `None` too when
    /// there is no store, which this does not create.
    pub fn diagnose_store(&self) -> Result<Option<Vec<FileProblem>>, CliError> {
        if self.existing_store().is_err() {
            return Ok(None);
        }
        Ok(self.transports()?.diagnose(self)?)
    }

    /// Runs `read`, the read of a read-modify-write, with a local store that does not exist yet
    /// read as empty (as [`plans`](Context::plans) reads it, for this read only): the write that
    /// follows creates the store, as every command that writes may.
    pub fn reading_absent_as_empty<T>(&self, read: impl FnOnce() -> T) -> T {
        let was = self.absent_store_is_empty.replace(true);
        let value = read();
        self.absent_store_is_empty.set(was);
        value
    }

    /// A usage error when there is no store at the store's location (a command that reads or
    /// repairs the store must not create one; see [`Location::exists`]).
    fn existing_store(&self) -> Result<(), CliError> {
        let location = self.store_location()?;
        match location.exists() {
            true => Ok(()),
            false => Err(OpenError::NoStore(location).into()),
        }
    }

    /// Where the store is: as given (flag, environment, profile), else the default directory.
    pub fn store_location(&self) -> Result<Location, CliError> {
        if let Some(location) = &self.global.store {
            return Ok(location.clone());
        }
        let data_home = std::env::var_os("XDG_DATA_HOME")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| {
                std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local/share"))
            })
            .ok_or_else(|| {
                CliError::usage(
                    "cannot find a place for the store: neither XDG_DATA_HOME nor HOME is set",
                )
                .with_hint("pass --store PATH")
            })?;
        Ok(data_home.join("tunnelctl/store").into())
    }
}

/// What opening the store shows a person.
impl Ui for Context {
    /// At a terminal, a wait for the store shows a spinner that names what holds it (see
    /// `waiting_for_store`).
    fn while_opening(&self, location: &Location, work: &mut dyn FnMut()) {
        let message = format!("opening the store at {location}");
        progress::while_waiting(self.interactive_stderr(), &message, work)
    }

    /// Says what opening the store changed in its directory.
    fn opened(&self, store: &Store) {
        if let Some(first) = store.made_private().first() {
            // Not --quiet-able: a private key may have been exposed, and only the user can tell.
            crate::output::warning(&format!(
                "others could read or enter {} (and {} more path(s) in the store); made them private (directories 0700, files 0600)",
                first.display(),
                store.made_private().len() - 1
            ));
        }
        for cleared in store.cleared() {
            self.status(&format!(
                "note: removed {} from the store at {}: {}",
                cleared.file,
                store.location(),
                cleared.problem
            ));
        }
    }

    #[cfg(unix)]
    fn closed_for_itself(&self, closed: &Hello) {
        self.status(&format!(
            "closed {}: this command needs the store to itself",
            closed.describe()
        ));
    }

    #[cfg(unix)]
    fn other_version(&self, location: &Location, holder: &Hello) {
        // Not --quiet-able: it explains a wait, and maybe a busy store.
        let _ = crate::output::stderr().words(&format!(
            "note: the store at {location} is held by tunnelctl {} (pid {}), another version \
             than this one ({}); waiting for the store to be free instead of sending it \
             requests\n",
            holder.version,
            holder.pid,
            socket::VERSION
        ));
    }
}

/// Tells a person at a terminal what opening the store waits for (see
/// [`crate::store::StoreOptions::on_wait`]); only a store in a directory, `dir`, has a lock to
/// wait for.
fn waiting_for_store(dir: &Path, holder: &LockHolder) {
    progress::say(&format!(
        "waiting for the store at {}: {} holds it",
        dir.display(),
        holder.describe()
    ));
}

/// The refusal of what needs the local store in remote mode; `url_from` gave the API URL.
fn needs_this_machine(url_from: &str) -> CliError {
    CliError::usage(
        "this needs the embedded store: private keys and CA passphrases never travel over the API",
    )
    .with_hint(format!(
        "run it without {url_from} on the machine that holds the store"
    ))
}

impl From<OpenError> for CliError {
    fn from(err: OpenError) -> Self {
        match err {
            OpenError::Misconfigured(err) => err.into(),
            OpenError::Unreachable(err) => err.into(),
            OpenError::Untrusted(err) => err.into(),
            OpenError::Store(err) => err.into(),
            OpenError::NeedsStore(err) => CliError::needing_store(err),
            OpenError::Refused(err, body) => CliError::from_api(err, body),
            OpenError::Clock(why) => CliError::usage(why),
            err @ OpenError::Seed(_) => CliError::usage(err.to_string()),
            OpenError::Io(err) => err.into(),
            OpenError::NoStore(location) => {
                CliError::usage(format!("there is no store at {location}"))
                    .with_hint(
                        "check the path given by --store, TUNNELCTL_STORE or the profile; only a \
                         command that writes creates a store",
                    )
                    .with_source(OpenError::NoStore(location))
            }
            OpenError::Shared => CliError::failure(
                "this command needs the store to itself, but it has already sent requests through \
                 the process holding it",
            ),
            OpenError::Remote => needs_this_machine("--api-url"),
        }
    }
}
