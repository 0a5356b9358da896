//! Questions to a person at a terminal: a yes/no confirmation, a choice, a secret. Each leaves the
//! terminal as it found it. Ctrl-C at a prompt shows the cursor again, restores echo and exits
//! [`exit::INTERRUPTED`]; Esc or `q` in a choice cancels ([`exit::CANCELLED`]).
//!
//! dialoguer hides the cursor while it draws a choice, and a password prompt turns echo off. On
//! Ctrl-C it raises SIGINT, whose default action would end the process with the terminal left that
//! way; so the first prompt saves the terminal's settings and puts a SIGINT handler in place.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Once, OnceLock};

use zeroize::Zeroizing;

use super::{exit, CliError};
use crate::output;
use crate::service::ssh_sign::Secret;

/// Asks a yes/no question (default no). Esc and `q` answer no. The answer counts once Enter is
/// pressed, as gh, apt and ssh-keygen wait for it: answering on the first key left the rest of a
/// typed `no` or `yes` to the shell, which ran it.
pub fn confirm(question: &str) -> Result<bool, CliError> {
    on_interrupt_restore_terminal();
    dialoguer::Confirm::new()
        .with_prompt(output::for_terminal(question))
        .default(false)
        .wait_for_newline(true)
        .interact_opt()
        .map(|answer| answer.unwrap_or(false))
        .map_err(|e| read_error("the answer", e))
}

/// Lets a person pick one of `items`; Esc or `q` cancel the command with `cancelled` as the
/// message (exit [`exit::CANCELLED`]).
pub fn choose(prompt: &str, items: &[String], cancelled: &str) -> Result<usize, CliError> {
    on_interrupt_restore_terminal();
    // Labels carry stored or served text (a CA's description): escape what a terminal obeys.
    let items: Vec<_> = items.iter().map(|i| output::for_terminal(i)).collect();
    dialoguer::Select::new()
        .with_prompt(format!(
            "{} (Esc or q to cancel)",
            output::for_terminal(prompt)
        ))
        .items(&items)
        .default(0)
        .interact_opt()
        .map_err(|e| read_error("the choice", e))?
        .ok_or_else(|| CliError::new(exit::CANCELLED, cancelled))
}

/// Reads a secret without echoing it; empty answers are asked again.
pub fn secret(prompt: &str) -> Result<Secret, CliError> {
    on_interrupt_restore_terminal();
    dialoguer::Password::new()
        .with_prompt(prompt)
        .allow_empty_password(false)
        .interact()
        .map(Zeroizing::new)
        .map_err(|e| read_error("the passphrase", e))
}

fn read_error(what: &str, err: dialoguer::Error) -> CliError {
    let dialoguer::Error::IO(io) = &err;
    if io.kind() == std::io::ErrorKind::Interrupted {
        // Ctrl-C while a key was read in raw mode: the SIGINT handler ends the process too.
        restore_terminal_and_exit();
    }
    CliError::new(exit::FAILURE, format!("cannot read {what}: {err}"))
}

#[cfg(unix)]
static SAVED: OnceLock<Option<rustix::termios::Termios>> = OnceLock::new();

/// Saves the terminal's settings and, once per process, handles SIGINT by restoring them. Returns
/// once the handler is in place, so a Ctrl-C at the prompt that follows cannot miss it.
fn on_interrupt_restore_terminal() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        #[cfg(unix)]
        SAVED.get_or_init(|| rustix::termios::tcgetattr(std::io::stdin()).ok());
        #[cfg(unix)]
        sigint_handler();
    });
}

/// A thread that waits for SIGINT and then restores the terminal.
#[cfg(unix)]
fn sigint_handler() {
    let (ready, is_ready) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("sigint".into())
        .spawn(move || {
            let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            runtime.block_on(async {
                let Ok(mut interrupt) =
                    tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())
                else {
                    return;
                };
                let _ = ready.send(());
                if interrupt.recv().await.is_some() {
                    restore_terminal_and_exit();
                }
            });
        });
    if spawned.is_ok() {
        let _ = is_ready.recv();
    }
}

/// Shows the cursor, restores the saved terminal settings (echo, line mode) and exits with
/// [`exit::INTERRUPTED`]. Writes straight to the descriptor: another thread may hold stderr's lock.
fn restore_terminal_and_exit() -> ! {
    static EXITING: AtomicBool = AtomicBool::new(false);
    if EXITING.swap(true, Ordering::SeqCst) {
        // The other path (signal handler or the interrupted read) is already exiting.
        loop {
            std::thread::park();
        }
    }
    #[cfg(unix)]
    if let Some(Some(saved)) = SAVED.get() {
        let _ = rustix::termios::tcsetattr(
            std::io::stdin(),
            rustix::termios::OptionalActions::Now,
            saved,
        );
    }
    #[cfg(unix)]
    let _ = rustix::io::write(std::io::stderr(), b"\x1b[?25h\ninterrupted\n");
    // Prompts come before any change is sent, so no write to the store is lost here.
    std::process::exit(exit::INTERRUPTED)
}
