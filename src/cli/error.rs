//! Errors a command reports: a message, an optional hint, the exit code, and (for API refusals)
//! the error body, which `-o json|yaml` also writes to stderr.

use serde_json::Value;

use crate::api::error::bounded;
use crate::api::ApiError;
use crate::output::{self, Format};
use crate::store::{Denied, StoreError};
use crate::transport::{Misconfigured, Unreachable};
use crate::trust::Untrusted;

/// The documented exit codes (docs/configuration.md, man page).
pub mod exit {
    pub const SUCCESS: i32 = 0;
    /// The request was refused (400, 405, 413, 415), a `--jq` filter failed on the result, or
    /// another error.
    pub const FAILURE: i32 = 1;
    pub const USAGE: i32 = 2;
    pub const NOT_FOUND: i32 = 3;
    pub const AUTH: i32 = 4;
    pub const CONFLICT: i32 = 5;
    /// Remote unreachable, timeout, 5xx, the store is busy, or the disk holding it is full (507).
    pub const UNAVAILABLE: i32 = 6;
    /// A person at a terminal declined a confirmation or cancelled a prompt: nothing was changed.
    pub const CANCELLED: i32 = 7;
    /// `tunnelctl diff`: what exists differs from the manifests (0 when it matches).
    pub const DIFFERS: i32 = 8;
    /// `tunnelctl store repair`: the store opens again, but what it held may have been lost
    /// (each loss is named on stderr; the store as it was found is kept).
    pub const MAY_HAVE_LOST: i32 = 9;
    /// Interrupted with Ctrl-C at a prompt (128 + SIGINT, as shells report it).
    pub const INTERRUPTED: i32 = 130;
}

/// What went wrong, as far as the exit code is concerned: each kind has one exit code
/// ([`exit_code`](Self::exit_code)), so a call site says what happened, not which number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// Refused (400, 405, 413, 415), a `--jq` filter failed, or another error.
    Failure,
    /// A command-line mistake, like clap's own usage errors.
    Usage,
    NotFound,
    Auth,
    Conflict,
    /// Remote unreachable, timeout, 5xx, the store busy or its disk full.
    Unavailable,
    /// A confirmation declined or a prompt cancelled: nothing was changed.
    Cancelled,
    /// Ctrl-C at a prompt.
    Interrupted,
    /// `diff` found differences: not a failure, an answer CI can gate on.
    Differs,
    /// `store repair` opened the store, and what it held may have been lost.
    MayHaveLost,
}

impl ErrorKind {
    pub fn exit_code(self) -> i32 {
        match self {
            ErrorKind::Failure => exit::FAILURE,
            ErrorKind::Usage => exit::USAGE,
            ErrorKind::NotFound => exit::NOT_FOUND,
            ErrorKind::Auth => exit::AUTH,
            ErrorKind::Conflict => exit::CONFLICT,
            ErrorKind::Unavailable => exit::UNAVAILABLE,
            ErrorKind::Cancelled => exit::CANCELLED,
            ErrorKind::Interrupted => exit::INTERRUPTED,
            ErrorKind::Differs => exit::DIFFERS,
            ErrorKind::MayHaveLost => exit::MAY_HAVE_LOST,
        }
    }
}

#[derive(Debug)]
pub struct CliError {
    pub kind: ErrorKind,
    pub message: String,
    pub hint: Option<String>,
    pub body: Option<Value>,
    /// The error underneath (an io error, a store error, …), kept whole for callers that look
    /// at it; the message is what the user sees.
    source: Option<anyhow::Error>,
}

impl CliError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        CliError {
            kind,
            message: bounded(message.into()),
            hint: None,
            body: None,
            source: None,
        }
    }

    /// An error of `kind` whose message is `source`'s own, keeping `source` underneath.
    pub fn caused_by<E>(kind: ErrorKind, source: E) -> Self
    where
        E: std::error::Error + Send + Sync + 'static,
    {
        Self::new(kind, source.to_string()).with_source(source)
    }

    /// Keeps `source` underneath; the message stays as it is.
    pub fn with_source<E>(mut self, source: E) -> Self
    where
        E: std::error::Error + Send + Sync + 'static,
    {
        self.source = Some(source.into());
        self
    }

    /// The exit code of the error's kind.
    pub fn exit_code(&self) -> i32 {
        self.kind.exit_code()
    }

    /// Refused, or another error: exit 1.
    pub fn failure(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Failure, message)
    }

    /// A command-line mistake: exit 2, like clap's own usage errors.
    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Usage, message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::NotFound, message)
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Conflict, message)
    }

    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Unavailable, message)
    }

    /// `path` kept as it was: what the server (its URL from `url_from`) answered is not `what`
    /// (exit 6); `None` otherwise.
    pub fn not_written(
        err: &std::io::Error,
        what: &str,
        path: &std::path::Path,
        url_from: &str,
    ) -> Option<Self> {
        (err.kind() == std::io::ErrorKind::InvalidData).then(|| {
            Self::unavailable(format!(
                "what the server answered is not {what} ({err}); {} was left as it was",
                path.display()
            ))
            .with_hint(format!(
                "something other than the API answers at {url_from}; check the URL"
            ))
        })
    }

    /// Nothing was changed because the person at the terminal said no.
    pub fn cancelled(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Cancelled, message)
    }

    /// `diff` found differences (exit 8); the message says how many, without an error label.
    pub fn differs(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Differs, message)
    }

    /// `store repair` opened the store, and what it held may have been lost (exit 9).
    pub fn may_have_lost(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::MayHaveLost, message)
    }

    /// The disk holding the local store at `store` (its location, shown) is full: exit 6, as
    /// for the 507 a server answers, since the same command succeeds again once space is freed.
    pub fn storage_full(store: impl std::fmt::Display) -> Self {
        CliError::unavailable(format!(
            "no space left on the device holding the store at {store}"
        ))
        .with_hint(
            "free space on that device; reads still work, nothing already saved is lost, and writes \
             succeed again once there is room",
        )
    }

    /// The API's error body, which `-o json|yaml` writes to stderr as well.
    pub fn with_body(mut self, body: Option<Value>) -> Self {
        self.body = body;
        self
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(bounded(hint.into()));
        self
    }

    /// How the error shows on `out` (stderr): `error: …` and a hint; under `-o json|yaml` the
    /// error body as well. At a terminal a CEL error's caret diagram gets its lines back; piped,
    /// the message stays one line.
    pub fn render(&self, format: Format, out: output::Out) -> output::Shown {
        use crate::output::notice::{line, Label};
        let message = match out.is_terminal() {
            true => crate::service::cel::with_diagram_lines(&self.message),
            false => self.message.as_str().into(),
        };
        // Neither a difference nor a person's "no" is a failure: no red `error:` label; an
        // empty difference (`diff -q`) prints nothing.
        let mut text = match self.kind {
            ErrorKind::Differs if message.is_empty() => return out.show(output::Shape::Words, ""),
            ErrorKind::Differs => return out.show(output::Shape::Words, &format!("{message}\n")),
            ErrorKind::Cancelled => out.show(output::Shape::Words, &format!("{message}\n")),
            _ => line(out, Label::Error, &message),
        };
        if let Some(hint) = &self.hint {
            text.push(line(out, Label::Hint, hint));
        }
        if let (Some(body), Format::Json | Format::Yaml) = (&self.body, format) {
            text.push(out.show_document(format, body, &output::PLAIN));
        }
        text
    }

    /// A refused API request, from the response's status and envelope.
    pub fn from_api(err: ApiError, body: Option<Value>) -> Self {
        let kind = match err.status {
            401 | 403 => ErrorKind::Auth,
            404 => ErrorKind::NotFound,
            // 412: another write came between a read and this write (`If-Match`).
            409 | 412 => ErrorKind::Conflict,
            s if s >= 500 => ErrorKind::Unavailable,
            _ => ErrorKind::Failure,
        };
        let mut message = err.to_string();
        if let Some(op) = err.details.get("operation_id").and_then(Value::as_str) {
            if err.status >= 500 {
                message.push_str(&format!(" (operation {op})"));
            }
        }
        CliError {
            kind,
            message,
            hint: None,
            body,
            source: Some(err.into()),
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// The error underneath (io, store, API refusal, …) stays reachable through `source()`.
impl std::error::Error for CliError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        let source: &(dyn std::error::Error + Send + Sync + 'static) =
            self.source.as_ref()?.as_ref();
        Some(source)
    }
}

impl CliError {
    /// The one place API field names in a refusal become the flags the user typed (`key_size
    /// must be …` → `--bits must be …`), by what `flags` recorded as the body was built (see
    /// [`Body`](super::body::Body)). Only the message changes; the error body keeps the API's
    /// words.
    pub fn naming_flags(mut self, flags: &super::body::FlagNames) -> Self {
        self.message = flags.rename(&self.message);
        self
    }

    /// A server that answers a bare "Resource not found" (the real service does) leaves the user
    /// to guess which one: name it ("TCP edge edgtcp_… not found"). Our own service names it
    /// already; its message is kept.
    pub fn naming_not_found(mut self, what: &str) -> Self {
        if self.kind == ErrorKind::NotFound && self.message == "Resource not found" {
            self.message = format!("{what} not found");
        }
        self
    }
}

impl CliError {
    /// A store that would not open for a command that needs the store itself (the `store`
    /// commands, importing a CA's key): a server holding it must be stopped first, as no request
    /// to it does the same.
    pub fn needing_store(err: StoreError) -> CliError {
        match &err {
            StoreError::Busy { holder, .. } if holder.serve_url.is_some() => {
                let pid = holder
                    .pid
                    .map_or(String::new(), |pid| format!(" (pid {pid})"));
                let hint = format!(
                    "this command needs the store to itself: stop the server{pid} first, then run \
                     it again"
                );
                CliError::caused_by(ErrorKind::Unavailable, err).with_hint(hint)
            }
            _ => err.into(),
        }
    }
}

impl From<StoreError> for CliError {
    fn from(err: StoreError) -> Self {
        let hint = match &err {
            StoreError::Busy { holder, .. } => match &holder.serve_url {
                Some(url) => format!(
                    "send the request to the server instead: --api-url {url} (or TUNNELCTL_API_URL)"
                ),
                None => "wait for the other command to finish, or raise --lock-timeout".into(),
            },
            StoreError::TooNew { .. } => "upgrade tunnelctl to open this store".into(),
            StoreError::NotADirectory { .. } => {
                "pass --store (or TUNNELCTL_STORE) the directory that holds the store".into()
            }
            StoreError::Full { path } => {
                let full = CliError::storage_full(path.display());
                return full.with_source(err);
            }
            StoreError::Untrusted(untrusted) => {
                let refused = untrusted_error(untrusted);
                return refused.with_source(err);
            }
            // A storage error, like the 500 ERR_TUNNELCTL_STORAGE a request answers: one code.
            StoreError::Io { .. } => {
                "check the disk and the store's permissions; `tunnelctl store \
                                      check` names damaged records"
                    .into()
            }
            StoreError::Sled { .. } => "`tunnelctl store check` names the damaged file; \
                                        `tunnelctl store repair` keeps a copy of the store, sets \
                                        aside what does not read and opens what remains"
                .into(),
            StoreError::Unreachable { targets, .. } => format!(
                "check that PostgreSQL runs at {targets} and accepts this user (`pg_isready -h \
                 HOST -p PORT`), and the host, port and database in --store (or TUNNELCTL_STORE)"
            ),
            StoreError::Refused { hint, .. } => hint.clone(),
            StoreError::PasswordFile { .. } => "or name another file with PGPASSFILE, or give the \
                                                password in PGPASSWORD"
                .into(),
            StoreError::BadLocation { .. } => "write it as postgres://USER@HOST:PORT/DATABASE or \
                                               as libpq's `host=… port=… dbname=…`"
                .into(),
            StoreError::SledOnly { .. } => {
                "pass --store (or TUNNELCTL_STORE) a store directory to use it there".into()
            }
            StoreError::Interrupted { .. } => "`tunnelctl store check` names what does not read; \
                                               `tunnelctl store repair` keeps a copy first"
                .into(),
            StoreError::Unrepairable { .. } => "restore the store from a `store export` (`store \
                                                import` into a new --store), or keep the copy for \
                                                a closer look"
                .into(),
        };
        CliError::caused_by(store_error_kind(&err), err).with_hint(hint)
    }
}

/// The kind of a store error that reaches the user: busy and damaged stores are unavailable (as
/// the 500 ERR_TUNNELCTL_STORAGE a request answers), a wrong --store path is a usage mistake, as
/// is a password file refused as a secret (exit 2, as every secret file: a key file, an API key
/// file, a passphrase file), a server that refuses the user's password or user is an
/// authentication failure.
fn store_error_kind(err: &StoreError) -> ErrorKind {
    match err {
        StoreError::NotADirectory { .. }
        | StoreError::BadLocation { .. }
        | StoreError::SledOnly { .. }
        | StoreError::PasswordFile { .. } => ErrorKind::Usage,
        StoreError::Refused {
            denied: Denied::Credentials,
            ..
        } => ErrorKind::Auth,
        StoreError::TooNew { .. } | StoreError::Untrusted(_) | StoreError::Refused { .. } => {
            ErrorKind::Failure
        }
        _ => ErrorKind::Unavailable,
    }
}

/// A store directory, file or socket another user controls: refused (exit 1), never used.
impl From<Untrusted> for CliError {
    fn from(err: Untrusted) -> Self {
        untrusted_error(&err)
    }
}

fn untrusted_error(err: &Untrusted) -> CliError {
    CliError::failure(&err.message).with_hint(&err.hint)
}

impl From<Unreachable> for CliError {
    fn from(err: Unreachable) -> Self {
        let error = CliError::unavailable(err.message);
        match err.hint {
            Some(hint) => error.with_hint(hint),
            None => error,
        }
    }
}

impl From<Misconfigured> for CliError {
    fn from(err: Misconfigured) -> Self {
        let error = CliError::usage(err.message);
        match err.hint {
            Some(hint) => error.with_hint(hint),
            None => error,
        }
    }
}

impl From<std::io::Error> for CliError {
    fn from(err: std::io::Error) -> Self {
        CliError::caused_by(ErrorKind::Failure, err)
    }
}

#[cfg(test)]
mod tests;
