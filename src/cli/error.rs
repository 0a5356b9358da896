//! Errors a command reports: a message, an optional hint, the exit code, and (for API refusals)
//! the error body, which `-o json|yaml` also writes to stderr.

use serde_json::Value;

use crate::api::error::bounded;
use crate::api::ApiError;
use crate::output::{self, Format};
use crate::store::StoreError;
use crate::transport::{Misconfigured, Unreachable};
use crate::trust::Untrusted;

/// The documented exit codes (README, man page).
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
    /// Interrupted with Ctrl-C at a prompt (128 + SIGINT, as shells report it).
    pub const INTERRUPTED: i32 = 130;
}

#[derive(Debug)]
pub struct CliError {
    pub exit: i32,
    pub message: String,
    pub hint: Option<String>,
    pub body: Option<Value>,
}

impl CliError {
    pub fn new(exit: i32, message: impl Into<String>) -> Self {
        CliError {
            exit,
            message: bounded(message.into()),
            hint: None,
            body: None,
        }
    }

    /// A command-line mistake: exit 2, like clap's own usage errors.
    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(exit::USAGE, message)
    }

    /// The disk holding the local store at `path` is full: exit 6, as for the 507 a server answers,
    /// since the same command succeeds again once space is freed.
    pub fn storage_full(path: &std::path::Path) -> Self {
        CliError::new(
            exit::UNAVAILABLE,
            format!(
                "no space left on the device holding the store at {}",
                path.display()
            ),
        )
        .with_hint(
            "free space on that device; reads still work, nothing already saved is lost, and writes \
             succeed again once there is room",
        )
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(bounded(hint.into()));
        self
    }

    /// How the error shows on stderr: `error: …` and a hint; under `-o json|yaml` the error body
    /// as well. At a terminal a CEL error's caret diagram gets its lines back; piped, the message
    /// stays one line.
    pub fn render(&self, format: Format) -> String {
        use crate::output::notice::{line, Label};
        let message = match std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            true => crate::service::cel::with_diagram_lines(&self.message),
            false => self.message.as_str().into(),
        };
        let mut text = line(Label::Error, &message);
        if let Some(hint) = &self.hint {
            text.push_str(&line(Label::Hint, hint));
        }
        if let (Some(body), Format::Json | Format::Yaml) = (&self.body, format) {
            text.push_str(&output::render(format, body, &output::PLAIN));
        }
        text
    }

    /// A refused API request, from the response's status and envelope.
    pub fn from_api(err: ApiError, body: Option<Value>) -> Self {
        let exit = match err.status {
            401 | 403 => exit::AUTH,
            404 => exit::NOT_FOUND,
            409 => exit::CONFLICT,
            s if s >= 500 => exit::UNAVAILABLE,
            _ => exit::FAILURE,
        };
        let mut message = err.to_string();
        if let Some(op) = err.details.get("operation_id").and_then(Value::as_str) {
            if err.status >= 500 {
                message.push_str(&format!(" (operation {op})"));
            }
        }
        CliError {
            exit,
            message,
            hint: None,
            body,
        }
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
        if self.exit == exit::NOT_FOUND && self.message == "Resource not found" {
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
                CliError::new(exit::UNAVAILABLE, err.to_string()).with_hint(format!(
                    "this command needs the store to itself: stop the server{pid} first, then run \
                     it again"
                ))
            }
            _ => err.into(),
        }
    }
}

impl From<StoreError> for CliError {
    fn from(err: StoreError) -> Self {
        match &err {
            StoreError::Busy { holder, .. } => match &holder.serve_url {
                Some(url) => CliError::new(exit::UNAVAILABLE, err.to_string()).with_hint(format!(
                    "send the request to the server instead: --api-url {url} (or TUNNELCTL_API_URL)"
                )),
                None => CliError::new(exit::UNAVAILABLE, err.to_string())
                    .with_hint("wait for the other command to finish, or raise --lock-timeout"),
            },
            StoreError::TooNew { .. } => CliError::new(exit::FAILURE, err.to_string())
                .with_hint("upgrade tunnelctl to open this store"),
            StoreError::NotADirectory { .. } => CliError::usage(err.to_string())
                .with_hint("pass --store (or TUNNELCTL_STORE) the directory that holds the store"),
            StoreError::Full { path } => CliError::storage_full(path),
            StoreError::Untrusted(untrusted) => untrusted_error(untrusted),
            // A storage error, like the 500 ERR_TUNNELCTL_STORAGE a request answers: one code.
            StoreError::Io { .. } => CliError::new(exit::UNAVAILABLE, err.to_string()).with_hint(
                "check the disk and the store's permissions; `tunnelctl store check` names \
                 damaged records",
            ),
            StoreError::Sled { .. } => CliError::new(exit::UNAVAILABLE, err.to_string()).with_hint(
                "`tunnelctl store check` names the damaged file; `tunnelctl store repair` keeps a \
                     copy of the store, sets aside what does not read and opens what remains",
            ),
            StoreError::Unrepairable { .. } => CliError::new(exit::UNAVAILABLE, err.to_string())
                .with_hint(
                    "restore the store from a `store export` (`store import` into a new --store), \
                     or keep the copy for a closer look",
                ),
        }
    }
}

/// A store directory, file or socket another user controls: refused (exit 1), never used.
impl From<Untrusted> for CliError {
    fn from(err: Untrusted) -> Self {
        untrusted_error(&err)
    }
}

fn untrusted_error(err: &Untrusted) -> CliError {
    CliError::new(exit::FAILURE, &err.message).with_hint(&err.hint)
}

impl From<Unreachable> for CliError {
    fn from(err: Unreachable) -> Self {
        CliError {
            exit: exit::UNAVAILABLE,
            message: bounded(err.message),
            hint: err.hint.map(bounded),
            body: None,
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
        CliError::new(exit::FAILURE, err.to_string())
    }
}
