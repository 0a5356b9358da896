//! What every handler gets: the global options, and the helpers that send requests, ask a person
//! and print results (lists and their pages: `pages`; what `--dry-run` did: `dry_run`; deleting
//! after a confirmation: `delete`; asking a person: `prompts`). Which transport a request takes is `transport::open`'s choice;
//! `store` fills its settings from the global options and words what it reports.

use std::cell::OnceCell;

use serde_json::Value;

use super::settings::{self, Settings};
use super::{progress, CliError, GlobalArgs};
use crate::api::{ApiRequest, ApiResponse, Method};
use crate::output::{self, Format, Jq, JqFailure, View};
use crate::store::Scope;
use crate::transport::open::Transports;

mod delete;
mod dry_run;
mod names;
mod pages;
mod prompts;
mod store;

use dry_run::DryRan;
pub use names::name_of;
pub use pages::{path_and_query, Kept, Walk};

pub struct Context {
    pub global: GlobalArgs,
    settings: Settings,
    /// Where `--api-key` came from when it was given (flag or `TUNNELCTL_API_KEY`).
    api_key_source: Option<&'static str>,
    /// The scope of this command's requests in the store, opened on first use (see
    /// [`scope`](Self::scope)); before `transports`, so that it ends before the store closes.
    scope: OnceCell<Scope>,
    /// Where requests go, set up on first use (see `store`).
    transports: OnceCell<Transports>,
    /// What `--dry-run` did with the requests that would change something (see [`DryRan`]).
    dry_ran: std::cell::Cell<DryRan>,
    /// The compiled `--jq` filter: results go through it instead of being rendered.
    jq: Option<Jq>,
    /// The results kept for `--jq`, filtered once the store is released (see
    /// [`into_filtering`](Self::into_filtering)).
    filtered: std::cell::RefCell<Vec<Value>>,
    /// A given local store that does not exist yet reads as empty instead of being an error (see
    /// [`plans`](Self::plans)).
    absent_store_is_empty: std::cell::Cell<bool>,
    /// The resources of each kind that have manifest names, as (ID, name), read on the first
    /// name a command gives for one (see `names`).
    names: std::cell::RefCell<std::collections::HashMap<&'static str, Vec<(String, String)>>>,
    /// Paths go as written, names not looked up (`tunnelctl api`).
    as_written: std::cell::Cell<bool>,
    /// The key `auth login` checks before it keeps it: sent instead of any other (see `store`).
    login_key: OnceCell<String>,
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
        if api_key_source == Some("flag") && output::stderr().is_terminal() {
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
            scope: OnceCell::new(),
            transports: OnceCell::new(),
            dry_ran: Default::default(),
            jq,
            filtered: Default::default(),
            absent_store_is_empty: Default::default(),
            names: Default::default(),
            as_written: Default::default(),
            login_key: OnceCell::new(),
        })
    }

    /// This command only plans (`diff`, `manifest`, a dry run): a local store that does not exist
    /// yet, even one whose path was given, reads as empty and is not created, as `terraform plan`
    /// reads empty state, so a CI pipeline's first run shows everything to create.
    pub fn plans(&self) {
        self.absent_store_is_empty.set(true);
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn api_key_with_source(&self) -> Result<Option<(String, String)>, CliError> {
        self.settings.api_key(&self.global, self.api_key_source)
    }

    /// Sends a request; a non-2xx answer becomes an error carrying the server's envelope.
    /// Returns the body (None for 204). With `--dry-run`, a request that would change something
    /// runs against the store (local, or tunnelctl's `serve` at `--api-url`) and is rolled back,
    /// its answer (refusal or body) the real one's; to any other server it is printed instead and
    /// `None` returned, so a command that sends several prints them all.
    pub fn send(&self, req: &ApiRequest) -> Result<Option<Value>, CliError> {
        Ok(self.send_response(req)?.and_then(|r| r.body))
    }

    /// Like [`send`](Self::send), with the whole answer (its headers too); `None` under
    /// `--dry-run` in remote mode, for a request that was printed instead.
    pub fn send_response(&self, req: &ApiRequest) -> Result<Option<ApiResponse>, CliError> {
        self.send_response_saying(req, self.scope(), &self.waiting_for(req))
    }

    /// What a spinner says while `req` waits for its answer.
    fn waiting_for(&self, req: &ApiRequest) -> String {
        match &self.global.api_url {
            Some(url) => format!("waiting for {url} to answer {} {}", req.method, req.path),
            None => format!("{} {}", req.method, req.path),
        }
    }

    /// Like [`send`](Self::send); a spinner with `waiting` shows at a terminal if it takes long.
    pub fn send_saying(&self, req: &ApiRequest, waiting: &str) -> Result<Option<Value>, CliError> {
        Ok(self
            .send_response_saying(req, self.scope(), waiting)?
            .and_then(|r| r.body))
    }

    /// Like [`send`](Self::send), in `scope` (an `apply`'s all-or-nothing unit) instead of the
    /// command's own.
    pub fn send_in(&self, req: &ApiRequest, scope: &Scope) -> Result<Option<Value>, CliError> {
        Ok(self
            .send_response_saying(req, scope, &self.waiting_for(req))?
            .and_then(|r| r.body))
    }

    fn send_response_saying(
        &self,
        req: &ApiRequest,
        scope: &Scope,
        waiting: &str,
    ) -> Result<Option<ApiResponse>, CliError> {
        let req = &*self.with_ids(req, scope)?;
        let trial = self.global.dry_run && req.method != Method::Get;
        if trial && self.transports()?.remote_runs_dry_runs(self)? == Some(false) {
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
            // A read never creates a store, nor does a dry run.
            let reading = req.method == Method::Get || trial;
            let absent_is_empty = trial || self.global.dry_run || self.absent_store_is_empty.get();
            Ok::<_, CliError>(self.transports()?.send(
                req,
                scope,
                reading,
                absent_is_empty,
                self,
            )?)
        })?;
        if trial {
            self.count_trial();
        }
        match response.error() {
            None => {
                super::session::warn_of_dropped_update(&response, trial);
                Ok(Some(response))
            }
            // Locally the store is ours, so the message can say where it is.
            Some(err) if err.is_storage_full() && !self.is_remote() => {
                let full = CliError::storage_full(&self.store_location()?);
                Err(full.with_body(response.body).with_source(err))
            }
            Some(err) => Err(CliError::from_api(err, response.body)),
        }
    }

    /// Sends the requests of one command in order. When one fails after others succeeded, the
    /// error says exactly which were applied, so nobody has to guess the state left behind.
    /// Commands check what they can (the resource exists, a module is set) before calling this.
    ///
    /// Under `--dry-run` each request is tried in turn, and its outcome is reported on stderr; each
    /// sees what the ones before it would change (the command's one dry-run scope, see
    /// `dry_run`).
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

    fn interactive_stderr(&self) -> bool {
        !self.global.quiet && output::stderr().is_terminal()
    }

    pub fn get(&self, path: &str) -> Result<Value, CliError> {
        Ok(self.send(&ApiRequest::get(path))?.unwrap_or(Value::Null))
    }

    pub fn send_json(&self, method: Method, path: &str, body: &Value) -> Result<Value, CliError> {
        Ok(self
            .send(&ApiRequest::with_json(method, path, body))?
            .unwrap_or(Value::Null))
    }

    /// Prints a module of `kind` (known by its parent's `keys`, in its path's order) on stdout in
    /// the chosen format: `-o manifest` prints its manifest document.
    pub fn print_module(
        &self,
        kind: &crate::kind::Kind,
        keys: &[&str],
        value: &Value,
        view: &View,
    ) -> Result<(), CliError> {
        if self.global.output() != Format::Manifest || self.printed_instead() {
            return self.print(value, view);
        }
        let document = crate::cli::apply::module_document(kind, keys, value);
        self.print_as(Format::Manifest, &document, view)
    }

    /// Prints a result on stdout in the chosen format.
    pub fn print(&self, value: &Value, view: &View) -> Result<(), CliError> {
        if self.printed_instead() {
            return Ok(());
        }
        if self.global.output() == Format::Manifest {
            let document = crate::cli::apply::manifest_document(self, value.clone())?;
            return self.print_as(Format::Manifest, &document, view);
        }
        self.print_as(self.global.output(), value, view)
    }

    /// Prints `value` on stdout in `format` (for commands whose format is not simply `-o`'s); under
    /// `--jq` keeps it for the filter, which runs once the command is done with the store (see
    /// [`into_filtering`](Self::into_filtering)).
    pub fn print_as(&self, format: Format, value: &Value, view: &View) -> Result<(), CliError> {
        match &self.jq {
            Some(_) => self.keep_for_filter(value.clone()),
            None => output::stdout().document(format, value, view)?,
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
            let _ = output::stderr().words(&format!("{message}\n"));
        }
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
            .render(Format::Json, output::stderr())
            .into_string();
        let exhausted = self
            .failed(&format!(
                "it took more than {} MiB of memory, the most a filter may take: a recursion \
                 without end? Results it printed before may be cut short",
                output::JQ_MEMORY >> 20
            ))
            .render(Format::Json, output::stderr())
            .into_string();
        match self.jq.print_each(
            &self.results,
            overflowed,
            exhausted,
            super::error::ErrorKind::Failure.exit_code(),
        ) {
            Ok(()) => Ok(()),
            // A closed pipe is not an error: the reader has what it wanted.
            Err(JqFailure::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
            Err(JqFailure::Io(e)) => Err(e.into()),
            Err(JqFailure::Filter(why)) => Err(self.failed(&why)),
        }
    }

    /// The error of the filter failing on the result because of `why`.
    fn failed(&self, why: &str) -> CliError {
        CliError::failure(format!(
            "--jq {:?} failed on the result: {why}",
            self.expression
        ))
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
