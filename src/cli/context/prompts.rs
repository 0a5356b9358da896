//! Asking a person at a terminal: confirmations, pickers and secrets, with the store let go
//! while they answer.

use std::io::IsTerminal;

use super::super::{prompt, CliError};
use super::Context;
use crate::output;
use crate::service::ssh_sign::Secret;

impl Context {
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
    pub(crate) fn asking<T>(
        &self,
        prompt: impl FnOnce() -> Result<T, CliError>,
    ) -> Result<T, CliError> {
        match self.transports.get() {
            Some(transports) => transports.released(self, prompt),
            None => prompt(),
        }
    }

    /// Prompts are allowed only when a person is at stdin and stderr.
    pub fn interactive(&self) -> bool {
        std::io::stdin().is_terminal() && output::stderr().is_terminal()
    }
}
