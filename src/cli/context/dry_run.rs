//! `--dry-run`: what a command did instead of writing (printed the requests, or ran them and rolled
//! them back), and what it says about that.

use serde_json::{json, Value};

use super::Context;
use crate::api::actor::Actor;
use crate::api::{route, ApiRequest, ApiResponse, Method};
use crate::cli::CliError;
use crate::output::{self, Format};
use crate::service::{InScope, Service};
use crate::store::Scope;

/// What `--dry-run` has done so far in this command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum DryRan {
    #[default]
    Nothing,
    /// Remote mode, to a server that is not tunnelctl's `serve`: requests were printed instead of
    /// sent, so there are no answers to print.
    Printed,
    /// This many requests ran against the store (or on `serve`) and were rolled back; their
    /// answers are the real ones and are printed as usual.
    RolledBack(usize),
    /// This many requests ran in one `POST /dry_runs` (on `serve`), each
    /// seeing what the ones before it did, and were rolled back.
    RolledBackAsOne(usize),
}

impl Context {
    /// [`local_service`](Self::local_service) for a dry run: a store that does not exist yet is
    /// not created (an empty stand-in answers, as for a dry run of a request).
    pub fn trial_service(&self) -> Result<&Service, CliError> {
        self.on_this_machine()?;
        Ok(self.transports()?.local_service(Some(true), self)?)
    }

    /// Runs `f`, which calls `service` directly (what the API cannot carry), as a dry run: its
    /// writes are rolled back, and the command ends by saying so.
    pub fn roll_back<T>(&self, service: &Service, f: impl FnOnce(&InScope) -> T) -> T {
        self.count_trial();
        Scope::rolled_back(self.scope(), |scope| {
            f(&service.in_scope(scope, Actor::local()))
        })
    }

    /// The scope of this command's requests in the local store: under `--dry-run` one dry run,
    /// never committed, so that each request of a multi-request command sees what the ones
    /// before it did, on either engine; otherwise each request is its own.
    pub fn scope(&self) -> &Scope {
        self.scope.get_or_init(|| match self.dry_run() {
            true => Scope::dry_run(),
            false => Scope::plain(),
        })
    }

    /// Counts one request tried under `--dry-run` and rolled back.
    pub(super) fn count_trial(&self) {
        let tried = match self.dry_ran.get() {
            DryRan::RolledBack(n) => n + 1,
            _ => 1,
        };
        self.dry_ran.set(DryRan::RolledBack(tried));
    }

    /// Tries `requests` as one dry run on the server or the store's holder (`POST /dry_runs`),
    /// each seeing what the ones before it would have written: the answers in order, up to and
    /// with the first refusal, as [`send`](Self::send) would have given each alone.
    pub fn try_as_one(
        &self,
        requests: &[&ApiRequest],
    ) -> Result<Vec<Result<Option<Value>, CliError>>, CliError> {
        let mut inner = Vec::with_capacity(requests.len());
        for req in requests {
            let req = self.with_ids(req, self.scope())?;
            let body: Option<Value> = match &req.body {
                Some(bytes) => Some(serde_json::from_slice(bytes).map_err(|e| {
                    CliError::failure(format!(
                        "{} {}: body is not JSON: {e}",
                        req.method, req.path
                    ))
                })?),
                None => None,
            };
            let path = req.path_and_query();
            inner.push(json!({"method": req.method.as_str(), "path": path, "body": body}));
        }
        let mut unit =
            ApiRequest::with_json(Method::Post, route::DRY_RUNS, &json!({ "requests": inner }));
        unit.dry_run = true;
        let response = self
            .transports()?
            .send(&unit, self.scope(), true, true, self)?;
        if let Some(err) = response.error() {
            let older = err.status == 404;
            let err = CliError::from_api(err, response.body);
            return Err(match older {
                true => err.with_hint(
                    "the server is likely an older tunnelctl serve, without POST /dry_runs: \
                     upgrade it to check this plan as one dry run",
                ),
                false => err,
            });
        }
        let answers = response
            .body
            .as_ref()
            .and_then(|b| b["responses"].as_array());
        let answers = answers.ok_or_else(|| {
            CliError::failure("the answer to POST /dry_runs holds no responses list")
        })?;
        self.dry_ran.set(DryRan::RolledBackAsOne(answers.len()));
        Ok(answers
            .iter()
            .map(|answer| {
                let status = answer["status"].as_u64().unwrap_or(0) as u16;
                let mut one = ApiResponse::new(status, "");
                one.body = Some(answer["body"].clone()).filter(|b| !b.is_null());
                match one.error() {
                    None => Ok(one.body),
                    Some(err) => Err(CliError::from_api(err, one.body)),
                }
            })
            .collect())
    }

    /// Whether `--dry-run` printed a request instead of sending it (to a server that is not
    /// tunnelctl's `serve`): there is no answer, so the command's own results are not printed.
    pub fn printed_instead(&self) -> bool {
        self.dry_ran.get() == DryRan::Printed
    }

    /// Whether a dry run cannot be checked: in remote mode, against a server that is not
    /// tunnelctl's `serve`, which would carry out what it is sent.
    pub fn dry_run_unchecked(&self) -> Result<bool, CliError> {
        Ok(self.dry_run() && self.transports()?.remote_runs_dry_runs(self)? == Some(false))
    }

    /// Whether this is a dry run (`--dry-run`): nothing may be written, files included.
    pub fn dry_run(&self) -> bool {
        self.global.dry_run
    }

    /// Under `--dry-run`, says on stderr what a command would have written to a file instead of
    /// writing it, and answers `true`; else `false`, and the command writes.
    pub fn would_write(&self, what: &str, path: &std::path::Path) -> bool {
        if self.dry_run() {
            self.status(&format!(
                "dry run: would have written {what} to {}",
                path.display()
            ));
        }
        self.dry_run()
    }

    /// Prints a request that `--dry-run` keeps from being sent.
    pub(super) fn print_dry_run(&self, req: &ApiRequest) -> Result<(), CliError> {
        let body = match &req.body {
            Some(bytes) => serde_json::from_slice(bytes)
                .unwrap_or_else(|_| json!(String::from_utf8_lossy(bytes))),
            None => Value::Null,
        };
        // There is no answer: from now on the command's own results are not printed.
        self.dry_ran.set(DryRan::Printed);
        let text = match self.global.output() {
            Format::Json | Format::Yaml | Format::Manifest => {
                let request =
                    json!({"method": req.method.as_str(), "path": req.path, "body": body});
                return self.print_as(self.global.output(), &request, &output::PLAIN);
            }
            Format::Table | Format::Wide | Format::Id => {
                let body = if body.is_null() {
                    String::new()
                } else {
                    output::json(&body)
                };
                format!("{} {}\n{body}", req.method, req.path)
            }
        };
        Ok(output::stdout().words(&text)?)
    }

    /// Ends a command: under `--dry-run`, says what was and was not done.
    pub fn finish(&self) {
        match self.dry_ran.get() {
            DryRan::Nothing => {}
            DryRan::Printed => self.status(
                "dry run: nothing was sent; the server at --api-url is not tunnelctl's serve (its \
                 answers carry no Tunnelctl-Version header), so the dry run only printed the \
                 requests and validated nothing",
            ),
            DryRan::RolledBackAsOne(_) => self.status(
                "dry run: nothing was written (the requests ran as one dry run, each seeing what \
                 the ones before it did, and were rolled back)",
            ),
            DryRan::RolledBack(1) if self.is_remote() => self.status(
                "dry run: nothing was written (the server ran the request and rolled it back)",
            ),
            DryRan::RolledBack(_) if self.is_remote() => self.status(
                "dry run: nothing was written (the server ran each request against the store as \
                 it is, not as the ones before it would leave it, and rolled it back)",
            ),
            DryRan::RolledBack(1) => self.status(
                "dry run: nothing was written (the request ran against the store and was rolled back)",
            ),
            DryRan::RolledBack(_) if self.dry_runs_in_one_scope() => self.status(
                "dry run: nothing was written (the requests ran in one transaction, each seeing \
                 what the ones before it did, and it was rolled back)",
            ),
            DryRan::RolledBack(_) => self.status(
                "dry run: nothing was written (each request ran against the store as it is, \
                 not as the ones before it would leave it, and was rolled back)",
            ),
        }
    }

    /// Says what a command changed, on stderr. Under `--dry-run` nothing changed: after a request
    /// that was rolled back it says what would have, and after one only printed nothing.
    pub fn changed(&self, message: &str) {
        match self.dry_ran.get() {
            DryRan::Nothing => self.status(message),
            DryRan::Printed => {}
            DryRan::RolledBack(_) | DryRan::RolledBackAsOne(_) => {
                self.status(&format!("dry run (rolled back): {message}"))
            }
        }
    }
}
