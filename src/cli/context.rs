//! What every handler gets: the global options, the transport (opened on first use), and the
//! helpers that send requests and print results (lists and their pages: `pages`; what `--dry-run`
//! did: `dry_run`).

use std::cell::OnceCell;
use std::path::PathBuf;

use serde_json::Value;

use std::io::IsTerminal;

use super::settings::{self, Settings};
use super::{progress, prompt, CliError, GlobalArgs};
use crate::api::{ApiRequest, ApiResponse, Method};
use crate::clock::Clock;
use crate::id::SEED_ENV;
use crate::output::{self, Format, Jq, JqFailure, View};
use crate::router::Router;
use crate::service::ssh_sign::Secret;
use crate::service::Service;
use crate::store::{FileProblem, LockHolder, Repair, Store, StoreError, StoreOptions};
use crate::transport::local::Local;
use crate::transport::remote::{Remote, RemoteOptions};
use crate::transport::Transport;
#[cfg(unix)]
use crate::transport::{keep_open, socket};

mod dry_run;
mod pages;

use dry_run::DryRan;

pub struct Context {
    pub global: GlobalArgs,
    settings: Settings,
    /// Where `--api-key` came from when it was given (flag or `TUNNELCTL_API_KEY`).
    api_key_source: Option<&'static str>,
    transport: OnceCell<Transport>,
    /// The store itself, opened when the process holding it turned out to be another version at
    /// the first request; it then answers instead of `transport`.
    instead: OnceCell<Transport>,
    /// A throw-away empty store that answers reads while the default store does not exist yet, so
    /// that reading creates nothing (see [`reader_for`](Self::reader_for)). The router drops first.
    empty: OnceCell<(Router, tempfile::TempDir)>,
    /// What `--dry-run` did with the requests that would change something (see [`DryRan`]).
    dry_ran: std::cell::Cell<DryRan>,
    /// The compiled `--jq` filter: results go through it instead of being rendered.
    jq: Option<Jq>,
    /// The results kept for `--jq`, filtered once the store is released (see
    /// [`into_filtering`](Self::into_filtering)).
    filtered: std::cell::RefCell<Vec<Value>>,
}

impl Context {
    /// Applies the config file's profile to what the command line and environment left unset.
    pub fn new(mut global: GlobalArgs, matches: &clap::ArgMatches) -> Result<Self, CliError> {
        let settings = settings::resolve(&mut global, matches)?;
        // Compiled before anything is sent: a filter that cannot run must not follow a change.
        let jq = global.jq.as_deref().map(compile_jq).transpose()?;
        let api_key_source = match matches.value_source("api_key") {
            Some(clap::parser::ValueSource::EnvVariable) => Some("environment TUNNELCTL_API_KEY"),
            Some(clap::parser::ValueSource::CommandLine) => Some("flag"),
            _ => None,
        };
        if api_key_source == Some("flag") && std::io::stderr().is_terminal() {
            // Not --quiet-able: the key is already in every local user's view.
            crate::output::warning(&format!(
                "--api-key on the command line is visible to every user of this machine \
                 (ps, /proc/PID/cmdline) and may stay in your shell history; pass --api-key-file \
                 FILE (mode 0600), set TUNNELCTL_API_KEY, or name a file with api_key_file (or a \
                 variable with api_key_env) in a profile of {}",
                settings
                    .config_path
                    .clone()
                    .or_else(crate::config::default_path)
                    .map_or("the config file".to_string(), |p| p.display().to_string())
            ));
        }
        Ok(Context {
            global,
            settings,
            api_key_source,
            transport: OnceCell::new(),
            instead: OnceCell::new(),
            empty: OnceCell::new(),
            dry_ran: Default::default(),
            jq,
            filtered: Default::default(),
        })
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn api_key_with_source(&self) -> Result<Option<(String, String)>, CliError> {
        self.settings.api_key(&self.global, self.api_key_source)
    }

    /// Opens the store or the remote client the first time a command needs it, so that commands
    /// like `completions` never touch the store.
    fn transport(&self) -> Result<&Transport, CliError> {
        if let Some(t) = self.instead.get().or(self.transport.get()) {
            return Ok(t);
        }
        let transport = self.open_transport(false)?;
        Ok(self.transport.get_or_init(|| transport))
    }

    /// The remote client; else the process holding the local store (over its socket) unless
    /// `exclusive`; else the store itself.
    fn open_transport(&self, exclusive: bool) -> Result<Transport, CliError> {
        if let Some(url) = &self.global.api_url {
            return Ok(Transport::Remote(Remote::new(RemoteOptions {
                base_url: url.clone(),
                api_key: self.api_key()?,
                connect_timeout: self.global.connect_timeout(),
                timeout: self.global.timeout(),
                retries: self.global.retries(),
            })?));
        }
        #[cfg(unix)]
        if !exclusive {
            if let Some(holder) = self.holder(&self.store_path()?)? {
                return Ok(Transport::Socket(holder));
            }
        }
        let service = match exclusive {
            true => self.open_service(&self.local_base_url())?,
            false => self.open_store_service(&self.local_base_url())?,
        };
        Ok(Transport::Local(Box::new(Local::new(Router::new(service)))))
    }

    /// A connection to the live process holding the store in `dir`; with `--keep-open`, one
    /// started in the background when nobody holds it. Whether it is this version is found out at
    /// the first request (see [`send_through`](Self::send_through)). A store directory or socket
    /// another user controls is an error.
    #[cfg(unix)]
    fn holder(&self, dir: &std::path::Path) -> Result<Option<socket::Socket>, CliError> {
        Ok(match self.global.keep_open.filter(|d| !d.is_zero()) {
            Some(idle) => keep_open::holder_or_start(
                dir,
                keep_open::KeepOpen {
                    idle,
                    lock_timeout: self.global.lock_timeout(),
                    timeout: self.global.timeout(),
                },
            ),
            None => socket::connect(dir, self.global.timeout()),
        }?)
    }

    /// Sends `req` through `transport`. When that is the process holding the store and it turns
    /// out to be another version (it refused the request without applying it), says so and sends
    /// the request to the store itself instead, waiting for the store to be free.
    fn send_through(
        &self,
        transport: &Transport,
        req: &ApiRequest,
    ) -> Result<ApiResponse, CliError> {
        #[cfg(unix)]
        if let Transport::Socket(holder) = transport {
            match holder.send(req)? {
                socket::Answer::Answered(response) => return Ok(response),
                socket::Answer::OtherVersion(hello) => {
                    // Not --quiet-able: it explains a wait, and maybe a busy store.
                    eprintln!(
                        "note: the store at {} is held by tunnelctl {} (pid {}), another version \
                         than this one ({}); waiting for the store to be free instead of sending it \
                         requests",
                        self.store_path()?.display(),
                        hello.version,
                        hello.pid,
                        socket::VERSION
                    );
                    let store = self.open_transport(true)?;
                    return Ok(self.instead.get_or_init(|| store).send(req)?);
                }
            }
        }
        Ok(transport.send(req)?)
    }

    /// Ends the background store process of `--keep-open` holding the store in `dir`, if one does,
    /// so that this process can open the store itself. A `serve` someone started is left alone
    /// (opening then finds the store busy, and says so).
    #[cfg(unix)]
    fn close_background(&self, dir: &std::path::Path) -> Result<Option<socket::Hello>, CliError> {
        let socket::Found::Holder(holder) = socket::find(dir, self.global.timeout())? else {
            return Ok(None);
        };
        let Some(hello) = holder.hello().filter(|h| h.keep_open).cloned() else {
            return Ok(None);
        };
        let answer = holder.close()?;
        match answer.error() {
            None => Ok(Some(hello)),
            Some(err) => Err(CliError::from_api(err, answer.body)),
        }
    }

    /// Where a request that only reads goes. Reading never creates a store: when the store does
    /// not exist, an explicitly given path (--store, TUNNELCTL_STORE, a profile's store) is an
    /// error naming it (most likely a typo), and the default path answers as an empty store, from
    /// a throw-away one in a temporary directory, so that the answer is exactly the router's.
    ///
    /// With `trial` (a dry run of a write, which creates nothing either), the stand-in also
    /// answers for a store whose path was given explicitly.
    fn reader_for(&self, trial: bool) -> Result<Reader<'_>, CliError> {
        match self.empty_store(trial)? {
            Some(router) => Ok(Reader::Empty(router)),
            None => Ok(Reader::Transport(self.transport()?)),
        }
    }

    /// The stand-in of [`reader_for`](Self::reader_for) when the local store does not exist yet (and an
    /// error when its path was given explicitly, unless `trial`: a dry run of a write, which would
    /// create the store, tries it on the stand-in); `None` when requests go to the store or
    /// remote. Opens nothing else, so a command that needs the store to itself can still ask for it.
    fn empty_store(&self, trial: bool) -> Result<Option<&Router>, CliError> {
        if self.transport.get().is_some() || self.is_remote() {
            return Ok(None);
        }
        let path = self.store_path()?;
        if path.exists() {
            return Ok(None);
        }
        if let Some((router, _)) = self.empty.get() {
            return Ok(Some(router));
        }
        if self.global.store.is_some() && !trial {
            return Err(CliError::usage(format!("there is no store at {}", path.display()))
                .with_hint(
                    "check the path given by --store, TUNNELCTL_STORE or the profile; only a command \
                     that writes creates a store",
                ));
        }
        let dir = tempfile::tempdir()?;
        let options = StoreOptions {
            path: dir.path().join("store"),
            lock_timeout: self.global.lock_timeout(),
            // As the real store would: a dry run then reports the IDs the real request would get.
            seed: self.seed()?,
            on_wait: None,
        };
        let clock = Clock::from_env().map_err(CliError::usage)?;
        let service = Service::open(&options, clock, self.local_base_url())?;
        Ok(Some(
            &self.empty.get_or_init(|| (Router::new(service), dir)).0,
        ))
    }

    /// The `uri` base of the local mode: the same as a `serve` with its default address.
    fn local_base_url(&self) -> String {
        format!("http://{}", crate::DEFAULT_LISTEN)
    }

    /// The service for commands that only read the embedded store (`store check`, `store
    /// export`): like requests that only read, it creates no store (see `reader_for`).
    pub fn reading_service(&self) -> Result<&Service, CliError> {
        self.on_this_machine()?;
        match self.empty_store(false)? {
            Some(router) => Ok(router.service()),
            None => self.local_service(),
        }
    }

    pub fn is_remote(&self) -> bool {
        self.global.api_url.is_some()
    }

    /// In remote mode, a usage error saying that what the command was given (a private key, a CA
    /// passphrase) never travels over the API.
    pub fn on_this_machine(&self) -> Result<(), CliError> {
        match self.is_remote() {
            false => Ok(()),
            true => Err(CliError::usage(
                "this needs the embedded store: private keys and CA passphrases never travel over the API",
            )
            .with_hint("run it without --api-url on the machine that holds the store")),
        }
    }

    /// The in-process service, for what the API cannot carry: importing a CA's private key, and
    /// the `store` commands. It needs the store to itself: a background store process of
    /// `--keep-open` is closed first. In remote mode this is a usage error saying that the command
    /// needs the local store.
    pub fn local_service(&self) -> Result<&Service, CliError> {
        self.on_this_machine()?;
        if self.transport.get().is_none() {
            let transport = self.open_transport(true)?;
            let _ = self.transport.set(transport);
        }
        match self.transport()? {
            Transport::Local(local) => Ok(local.router().service()),
            _ => Err(CliError::new(
                super::exit::FAILURE,
                "this command needs the store to itself, but it has already sent requests through the process holding it",
            )),
        }
    }

    /// Ends the background store process holding the store (`tunnelctl store close`), and says
    /// what it did.
    #[cfg(unix)]
    pub fn close_store(&self) -> Result<String, CliError> {
        self.on_this_machine()?;
        let dir = self.store_path()?;
        if let Some(closed) = self.close_background(&dir)? {
            return Ok(format!("closed {}", closed.describe()));
        }
        Ok(match socket::find(&dir, self.global.timeout())? {
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

    fn api_key(&self) -> Result<String, CliError> {
        self.api_key_with_source()?
            .map(|(key, _)| key)
            .ok_or_else(|| {
                CliError::usage("remote mode needs an API key")
                    .with_hint(
                        "pass --api-key-file FILE (or --api-key), or set TUNNELCTL_API_KEY or NGROK_API_KEY",
                    )
            })
    }

    /// Opens the embedded store and the service over it, with `uri`s built from `base_url`, for a
    /// command that needs the store itself (see [`to_itself`](Self::to_itself) and
    /// [`CliError::needing_store`]).
    pub fn open_service(&self, base_url: &str) -> Result<Service, CliError> {
        self.to_itself(|| self.open_local(base_url, true))
    }

    /// Opens the embedded store and the service over it as [`open_service`] does, but as any
    /// command that finds nobody holding the store: without closing or holding back background
    /// store processes. One-shot commands wait for the store's lock alone (in its order), and
    /// the background store process itself must not wait for the start lock its starter holds.
    ///
    /// [`open_service`]: Self::open_service
    pub fn open_store_service(&self, base_url: &str) -> Result<Service, CliError> {
        self.open_local(base_url, false)
    }

    /// Opens the store and the service over it; unless `exclusive`, a server holding the store is
    /// named as where to send the request instead.
    fn open_local(&self, base_url: &str, exclusive: bool) -> Result<Service, CliError> {
        let options = self.store_options()?;
        let clock = Clock::from_env().map_err(CliError::usage)?;
        let service = self
            .opening_store(|| Service::open(&options, clock, base_url))
            .map_err(|err| match exclusive {
                true => CliError::needing_store(err),
                false => err.into(),
            })?;
        self.report_opening(service.store());
        Ok(service)
    }

    /// Runs `open`, which opens or takes back the store; at a terminal, a wait for it shows a
    /// spinner that names what holds the store (see [`waiting_for_store`]).
    fn opening_store<T>(
        &self,
        open: impl FnOnce() -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let path = self.store_path().unwrap_or_default();
        let message = format!("opening the store at {}", path.display());
        progress::while_waiting(self.interactive_stderr(), &message, open)
    }

    /// `store repair`: the service over the store that [`Store::repair`] opened, and what it did.
    pub fn repaired_service(&self, stamp: &str) -> Result<(Service, Repair), CliError> {
        self.existing_store()?;
        let clock = Clock::from_env().map_err(CliError::usage)?;
        let options = self.store_options()?;
        let (store, repair) = self.to_itself(|| {
            self.opening_store(|| Store::repair(&options, stamp))
                .map_err(CliError::needing_store)
        })?;
        self.report_opening(&store);
        Ok((Service::new(store, clock, self.local_base_url()), repair))
    }

    /// `store check` on a store that would not open: see [`Store::diagnose`]. `None` too when
    /// there is no store, which this does not create.
    pub fn diagnose_store(&self) -> Result<Option<Vec<FileProblem>>, CliError> {
        if self.existing_store().is_err() {
            return Ok(None);
        }
        let options = self.store_options()?;
        self.to_itself(|| {
            self.opening_store(|| Store::diagnose(&options))
                .map_err(CliError::needing_store)
        })
    }

    /// A usage error when there is no store at the store path (a command that reads or repairs
    /// the store must not create one).
    fn existing_store(&self) -> Result<(), CliError> {
        let path = self.store_path()?;
        match path.exists() {
            true => Ok(()),
            false => Err(
                CliError::usage(format!("there is no store at {}", path.display()))
                    .with_hint("check the path given by --store, TUNNELCTL_STORE or the profile"),
            ),
        }
    }

    /// Runs `open`, which opens the store, as a command that needs the store to itself: a
    /// background store process of `--keep-open` holding it is closed first, and none starts
    /// until `open` has returned (see `keep_open::first_in_line`).
    fn to_itself<T>(&self, open: impl FnOnce() -> Result<T, CliError>) -> Result<T, CliError> {
        #[cfg(unix)]
        let _first = keep_open::first_in_line(&self.store_path()?, self.global.lock_timeout());
        #[cfg(unix)]
        if let Some(closed) = self.close_background(&self.store_path()?)? {
            self.status(&format!(
                "closed {}: this command needs the store to itself",
                closed.describe()
            ));
        }
        open()
    }

    fn store_options(&self) -> Result<StoreOptions, CliError> {
        Ok(StoreOptions {
            path: self.store_path()?,
            lock_timeout: self.global.lock_timeout(),
            seed: self.seed()?,
            on_wait: Some(waiting_for_store),
        })
    }

    /// Says what opening the store changed in its directory.
    fn report_opening(&self, store: &Store) {
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
                store.path().display(),
                cleared.problem
            ));
        }
    }

    /// `TUNNELCTL_SEED`, a testing aid that makes IDs reproducible.
    fn seed(&self) -> Result<Option<u64>, CliError> {
        match std::env::var(SEED_ENV) {
            Ok(s) => Ok(Some(s.parse::<u64>().map_err(|_| {
                CliError::usage(format!("{SEED_ENV}={s:?} is not a whole number"))
            })?)),
            Err(_) => Ok(None),
        }
    }

    pub fn store_path(&self) -> Result<PathBuf, CliError> {
        if let Some(path) = &self.global.store {
            return Ok(path.clone());
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
        Ok(data_home.join("tunnelctl/store"))
    }

    /// Sends a request; a non-2xx answer becomes an error carrying the server's envelope.
    /// Returns the body (None for 204). With `--dry-run`, a request that would change something
    /// runs against the local store and is rolled back, its answer (refusal or body) the real
    /// one's; in remote mode it is printed instead and `None` returned, so a command that sends
    /// several prints them all.
    pub fn send(&self, req: &ApiRequest) -> Result<Option<Value>, CliError> {
        Ok(self.send_response(req)?.and_then(|r| r.body))
    }

    /// Like [`send`](Self::send), with the whole answer (its headers too); `None` under
    /// `--dry-run` in remote mode, for a request that was printed instead.
    pub fn send_response(&self, req: &ApiRequest) -> Result<Option<ApiResponse>, CliError> {
        let waiting = match &self.global.api_url {
            Some(url) => format!("waiting for {url} to answer {} {}", req.method, req.path),
            None => format!("{} {}", req.method, req.path),
        };
        self.send_response_saying(req, &waiting)
    }

    /// Like [`send`](Self::send); a spinner with `waiting` shows at a terminal if it takes long.
    pub fn send_saying(&self, req: &ApiRequest, waiting: &str) -> Result<Option<Value>, CliError> {
        Ok(self
            .send_response_saying(req, waiting)?
            .and_then(|r| r.body))
    }

    fn send_response_saying(
        &self,
        req: &ApiRequest,
        waiting: &str,
    ) -> Result<Option<ApiResponse>, CliError> {
        let trial = self.global.dry_run && req.method != Method::Get;
        if trial && self.is_remote() {
            self.print_dry_run(req)?;
            return Ok(None);
        }
        let rolled_back;
        let req = match trial {
            true => {
                let mut dry = req.clone();
                dry.dry_run = true;
                rolled_back = dry;
                &rolled_back
            }
            false => req,
        };
        let response = progress::while_waiting(self.interactive_stderr(), waiting, || {
            // A read never creates a store (see `reader_for`), nor does a dry run.
            if req.method == Method::Get || trial {
                return match self.reader_for(trial)? {
                    Reader::Transport(t) => self.send_through(t, req),
                    Reader::Empty(router) => Ok(router.handle(req)),
                };
            }
            self.send_through(self.transport()?, req)
        })?;
        if trial {
            self.count_trial();
        }
        match response.error() {
            None => Ok(Some(response)),
            // Locally the store is ours, so the message can say where it is.
            Some(err) if err.is_storage_full() && !self.is_remote() => Err(CliError {
                body: response.body,
                ..CliError::storage_full(&self.store_path()?)
            }),
            Some(err) => Err(CliError::from_api(err, response.body)),
        }
    }

    /// Sends the requests of one command in order. When one fails after others succeeded, the
    /// error says exactly which were applied, so nobody has to guess the state left behind.
    /// Commands check what they can (the resource exists, a module is set) before calling this.
    ///
    /// Under `--dry-run` each request is tried in turn against the store as it is (none of them
    /// sees what the ones before it would change), and its outcome is reported on stderr.
    pub fn send_all(&self, requests: &[ApiRequest]) -> Result<Vec<Option<Value>>, CliError> {
        let mut answers = Vec::with_capacity(requests.len());
        let tried_each = self.dry_run() && requests.len() > 1;
        for req in requests {
            match self.send_response(req) {
                Ok(answer) => {
                    if let (Some(answer), true) = (&answer, tried_each) {
                        self.status(&format!(
                            "dry run: {} {} would be accepted ({})",
                            req.method, req.path, answer.status
                        ));
                    }
                    answers.push(answer.and_then(|a| a.body));
                }
                Err(err) if answers.is_empty() => return Err(err),
                Err(mut err) => {
                    let before: Vec<String> = requests[..answers.len()]
                        .iter()
                        .map(|r| format!("{} {}", r.method, r.path))
                        .collect();
                    let (tried, before_it, written) = match self.global.dry_run {
                        true => ("dry run: ", "accepted before it", "; nothing was written"),
                        false => ("", "already applied", ""),
                    };
                    err.message = format!(
                        "{} ({tried}failed at {} {}; {before_it}: {}{written})",
                        err.message,
                        req.method,
                        req.path,
                        before.join(", ")
                    );
                    return Err(err);
                }
            }
        }
        Ok(answers)
    }

    /// Deletes what `path` addresses once a person at a terminal confirms (see [`confirm`]), and
    /// says so on stderr. `what` names it for people: "TCP edge edgtcp_…".
    ///
    /// [`confirm`]: Self::confirm
    pub fn delete(&self, path: &str, what: &str) -> Result<(), CliError> {
        self.confirm_delete(
            what,
            &format!("Delete {what}?"),
            &[(what, path.to_string())],
        )?;
        self.send(&ApiRequest::delete(path))
            .map_err(|err| err.naming_not_found(what))?;
        self.changed(&format!("deleted {what}"));
        Ok(())
    }

    /// Deletes each of `ids` in turn, after one confirmation that lists them all; `kind` names
    /// them for people ("TCP edge"), `path` gives each one's path.
    pub fn delete_each(
        &self,
        ids: &[String],
        kind: &str,
        path: impl Fn(&str) -> String,
    ) -> Result<(), CliError> {
        let what = match ids {
            [id] => format!("{kind} {id}"),
            _ => format!("{} {}: {}", ids.len(), plural(kind), ids.join(", ")),
        };
        let question = match ids {
            [id] => format!("Delete {kind} {id}?"),
            _ => format!("Delete these {} {}?", ids.len(), plural(kind)),
        };
        let each: Vec<_> = ids.iter().map(|id| (id.as_str(), path(id))).collect();
        self.confirm_delete(&what, &question, &each)?;
        for id in ids {
            self.send(&ApiRequest::delete(path(id)))
                .map_err(|err| err.naming_not_found(&format!("{kind} {id}")))?;
            self.changed(&format!("deleted {kind} {id}"));
        }
        Ok(())
    }

    /// Asks `question` after listing what `each` (a name and its path) is: its description, and
    /// an edge's hostports, so a person knows what they confirm; one item is listed only when it
    /// has either. An answer of no is an error (exit [`exit::CANCELLED`]) that keeps `what`, so
    /// that `tunnelctl … delete X && next` stops there.
    ///
    /// [`exit::CANCELLED`]: super::exit::CANCELLED
    fn confirm_delete(
        &self,
        what: &str,
        question: &str,
        each: &[(&str, String)],
    ) -> Result<(), CliError> {
        if !self.will_ask() {
            return Ok(());
        }
        let items: Vec<String> = each
            .iter()
            .map(|(name, path)| format!("{name}  {}", self.details(path)))
            .map(|item| item.trim_end().to_string())
            .filter(|item| each.len() > 1 || item.len() > each[0].0.len())
            .collect();
        if self.asking(|| prompt::confirm(question, &items))? {
            return Ok(());
        }
        Err(CliError::new(
            super::exit::CANCELLED,
            format!("kept {what}: the delete was declined"),
        ))
    }

    /// The description of the resource at `path` and, for an edge, its hostports; empty when it
    /// has neither or cannot be read (the request that follows then says what is wrong).
    fn details(&self, path: &str) -> String {
        let Ok(Some(resource)) = self.send(&ApiRequest::get(path)) else {
            return String::new();
        };
        let description = resource["description"].as_str().unwrap_or("");
        let hostports: Vec<&str> = resource["hostports"]
            .as_array()
            .map_or(Vec::new(), |h| h.iter().filter_map(Value::as_str).collect());
        [description, &hostports.join(", ")]
            .iter()
            .filter(|part| !part.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join("  ")
    }

    /// Whether [`confirm`](Self::confirm) will ask a person (rather than answer yes itself).
    pub fn will_ask(&self) -> bool {
        !(self.global.yes || self.global.dry_run) && self.interactive()
    }

    /// Asks a yes/no question on a terminal (default no). `--yes`, `--dry-run` and the absence of a
    /// terminal answer yes: scripts have already said what they want, and nothing may prompt them.
    pub fn confirm(&self, question: &str) -> Result<bool, CliError> {
        if !self.will_ask() {
            return Ok(true);
        }
        self.asking(|| prompt::confirm(question, &[]))
    }

    /// Lets a person at a terminal pick one of `items`; `None` without a terminal. Esc or `q`
    /// cancel the command with the message `cancelled` (exit 7).
    pub fn choose(
        &self,
        prompt: &str,
        items: &[String],
        cancelled: &str,
    ) -> Result<Option<usize>, CliError> {
        if !self.interactive() || items.is_empty() {
            return Ok(None);
        }
        self.asking(|| prompt::choose(prompt, items, cancelled).map(Some))
    }

    /// Reads a secret (a CA's passphrase) from a person at a terminal, without echo.
    pub fn secret(&self, prompt: &str) -> Result<Secret, CliError> {
        self.asking(|| prompt::secret(prompt))
    }

    /// Runs a prompt. Nothing may hold the store while a person is asked: the store this process
    /// holds is let go and taken back once the answer is in, so other commands (and TAB
    /// completion) use it meanwhile. The time the person takes does not count against the remote
    /// deadline.
    fn asking<T>(&self, prompt: impl FnOnce() -> Result<T, CliError>) -> Result<T, CliError> {
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
            self.opening_store(|| store.reclaim())?;
        }
        Ok(answer)
    }

    /// Prompts are allowed only when a person is at stdin and stderr.
    pub fn interactive(&self) -> bool {
        std::io::stdin().is_terminal() && std::io::stderr().is_terminal()
    }

    fn interactive_stderr(&self) -> bool {
        !self.global.quiet && std::io::stderr().is_terminal()
    }

    pub fn get(&self, path: &str) -> Result<Value, CliError> {
        Ok(self.send(&ApiRequest::get(path))?.unwrap_or(Value::Null))
    }

    pub fn send_json(&self, method: Method, path: &str, body: &Value) -> Result<Value, CliError> {
        Ok(self
            .send(&ApiRequest::with_json(method, path, body))?
            .unwrap_or(Value::Null))
    }

    /// Prints a result on stdout in the chosen format.
    pub fn print(&self, value: &Value, view: &View) -> Result<(), CliError> {
        if self.printed_instead() {
            return Ok(());
        }
        self.print_as(self.global.output(), value, view)
    }

    /// Prints `value` on stdout in `format` (for commands whose format is not simply `-o`'s); under
    /// `--jq` keeps it for the filter, which runs once the command is done with the store (see
    /// [`into_filtering`](Self::into_filtering)).
    pub fn print_as(&self, format: Format, value: &Value, view: &View) -> Result<(), CliError> {
        match &self.jq {
            Some(_) => self.keep_for_filter(value.clone()),
            None => output::write_stdout(&output::render(format, value, view))?,
        }
        Ok(())
    }

    /// Keeps a result for `--jq` (see [`into_filtering`](Self::into_filtering)); a list read whole
    /// for it is handed over rather than copied.
    fn keep_for_filter(&self, value: Value) {
        self.filtered.borrow_mut().push(value);
    }

    /// Whether results go through a `--jq` filter.
    pub fn filters(&self) -> bool {
        self.jq.is_some()
    }

    /// Ends this command's use of the store (or remote), and returns the results `--jq` is to
    /// filter, if it was given. A filter may take long or never end (`def f: f; f`): run after
    /// this, it holds up no other command.
    pub fn into_filtering(self) -> Option<Filtering> {
        Some(Filtering {
            jq: self.jq?,
            expression: self.global.jq.unwrap_or_default(),
            results: self.filtered.into_inner(),
        })
    }

    /// A status line on stderr (never stdout, so `-o json` output always parses); `--quiet` hides it.
    pub fn status(&self, message: &str) {
        if !self.global.quiet {
            eprintln!("{}", output::lines_for_terminal(message));
        }
    }
}

/// Tells a person at a terminal what opening the store waits for (see [`StoreOptions::on_wait`]).
fn waiting_for_store(path: &std::path::Path, holder: &LockHolder) {
    progress::say(&format!(
        "waiting for the store at {}: {} holds it",
        path.display(),
        holder.describe()
    ));
}

/// "TCP edge" → "TCP edges", "SSH certificate authority" → "SSH certificate authorities".
fn plural(kind: &str) -> String {
    match kind.strip_suffix('y') {
        Some(stem) => format!("{stem}ies"),
        None => format!("{kind}s"),
    }
}

/// A command's results for `--jq`, the store released (see [`Context::into_filtering`]).
pub struct Filtering {
    jq: Jq,
    expression: String,
    results: Vec<Value>,
}

impl Filtering {
    /// Prints what the filter makes of each result, as it comes. A failure of the filter is an
    /// error (exit 1) after the results before it; the command itself has succeeded by then. A
    /// filter recursing without end is one too, not a crash.
    pub fn print(self) -> Result<(), CliError> {
        let overflowed = self
            .failed(&format!(
                "it recursed too deeply (past the {} MiB of stack a filter gets): a recursion \
                 without end? Results it printed before may be cut short",
                output::JQ_STACK >> 20
            ))
            .render(Format::Json);
        match self
            .jq
            .print_each(&self.results, overflowed, super::exit::FAILURE)
        {
            Ok(()) => Ok(()),
            // A closed pipe is not an error: the reader has what it wanted.
            Err(JqFailure::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
            Err(JqFailure::Io(e)) => Err(e.into()),
            Err(JqFailure::Filter(why)) => Err(self.failed(&why)),
        }
    }

    /// The error of the filter failing on the result because of `why`.
    fn failed(&self, why: &str) -> CliError {
        CliError::new(
            super::exit::FAILURE,
            format!("--jq {:?} failed on the result: {why}", self.expression),
        )
        .with_hint(
            "the command itself succeeded; the filter sees what -o json prints, so try the \
             expression on that",
        )
    }
}

/// `--jq EXPR` compiled; a usage error naming the flag and what jaq found where, when it does not
/// compile.
fn compile_jq(expr: &str) -> Result<Jq, CliError> {
    Jq::compile(expr).map_err(|why| {
        CliError::usage(format!("--jq {expr:?} does not compile: {why}")).with_hint(
            "write a jq expression, quoted for the shell, e.g. --jq '.tcp_edges[].id' \
             (`-o json` shows what the filter gets)",
        )
    })
}

/// What answers a request that only reads: the store (or remote), or an empty stand-in.
enum Reader<'a> {
    Transport(&'a Transport),
    Empty(&'a Router),
}
