//! Questions to a person at a terminal: a yes/no confirmation, a choice, a secret. Each leaves the
//! terminal as it found it. Ctrl-C at a prompt shows the cursor again, restores echo and exits
//! [`ErrorKind::Interrupted`]; Esc or `q` in a choice cancels ([`ErrorKind::Cancelled`]).
//!
//! dialoguer hides the cursor while it draws a choice, and a password prompt turns echo off. On
//! Ctrl-C it raises SIGINT, whose default action would end the process with the terminal left that
//! way; so the first prompt saves the terminal's settings and puts a SIGINT handler in place.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Once, OnceLock};

use dialoguer::console::measure_text_width;
use zeroize::Zeroizing;

use super::{CliError, ErrorKind};
use crate::output;
use crate::service::ssh_sign::Secret;

/// Asks a yes/no question (default no), after listing `items` (what the answer is about, one a
/// line). Esc and `q` answer no. The answer counts once Enter is pressed, as gh, apt and
/// ssh-keygen wait for it: answering on the first key left the rest of a typed `no` or `yes` to
/// the shell, which ran it.
pub fn confirm(question: &str, items: &[String]) -> Result<bool, CliError> {
    on_interrupt_restore_terminal();
    let width = width();
    for item in items {
        let _ = output::stderr().words(&format!(
            "  {}\n",
            fit_line(&output::for_terminal(item), width - 2)
        ));
    }
    // dialoguer adds " [y/N] " and the answer typed.
    let question = fit_prompt(&output::for_terminal(question), width, " [y/N] yes".len());
    dialoguer::Confirm::new()
        .with_prompt(question)
        .default(false)
        .wait_for_newline(true)
        .interact_opt()
        .map(|answer| answer.unwrap_or(false))
        .map_err(|e| read_error("the answer", e))
}

/// Lets a person pick one of `items`; Esc or `q` cancel the command with `cancelled` as the
/// message ([`ErrorKind::Cancelled`]).
pub fn choose(prompt: &str, items: &[String], cancelled: &str) -> Result<usize, CliError> {
    on_interrupt_restore_terminal();
    let width = width();
    let prompt = format!("{} (Esc or q to cancel)", output::for_terminal(prompt));
    let prompt = fit_prompt(&prompt, width, ":".len());
    // Labels carry stored or served text (a CA's description): escape what a terminal obeys.
    // dialoguer puts "> " before each.
    let labels: Vec<_> = items
        .iter()
        .map(|i| fit_line(&output::for_terminal(i), width - 2))
        .collect();
    let chosen = dialoguer::Select::new()
        .with_prompt(&prompt)
        .items(&labels)
        .default(0)
        .report(false)
        .interact_opt()
        .map_err(|e| read_error("the choice", e))?
        .ok_or_else(|| CliError::cancelled(cancelled))?;
    // What dialoguer would report, kept to the width too.
    let _ = output::stderr().words(&format!(
        "{}\n",
        fit_line(&format!("{prompt}: {}", labels[chosen]), width)
    ));
    Ok(chosen)
}

/// Reads a secret without echoing it; empty answers are asked again.
pub fn secret(prompt: &str) -> Result<Secret, CliError> {
    on_interrupt_restore_terminal();
    // dialoguer adds ": " while asking and ": [hidden]" once answered.
    let prompt = fit_prompt(&output::for_terminal(prompt), width(), ": [hidden]".len());
    dialoguer::Password::new()
        .with_prompt(prompt)
        .allow_empty_password(false)
        .interact()
        .map(Zeroizing::new)
        .map_err(|e| read_error("the passphrase", e))
}

/// The columns a prompt may use: dialoguer redraws a prompt by counting the lines it wrote, so a
/// line wider than the terminal, which wraps, would stay on the screen as a stale line. The last
/// column is left free (a character there leaves the cursor pending at the margin).
fn width() -> usize {
    let (_, columns) = dialoguer::console::Term::stderr().size();
    usize::from(columns).saturating_sub(1).max(MIN_WIDTH)
}

/// Below this many columns, lines are no longer kept to the width (nothing would be legible).
const MIN_WIDTH: usize = 20;

/// `line` cut to `width` columns, ending in `…` when cut.
fn fit_line(line: &str, width: usize) -> String {
    dialoguer::console::truncate_str(line, width, "…").into_owned()
}

/// Wraps `text` at spaces to `width` columns, printing all lines but the last on stderr; the last
/// leaves `room` columns for what the prompt adds after it, and is returned for the prompt.
fn fit_prompt(text: &str, width: usize, room: usize) -> String {
    let mut lines = wrap(text, width);
    let last = lines.pop().unwrap_or_default();
    let mut tail = wrap(&last, width.saturating_sub(room).max(MIN_WIDTH / 2));
    let prompt = tail.pop().unwrap_or_default();
    for line in lines.iter().chain(&tail) {
        let _ = output::stderr().words(&format!("{line}\n"));
    }
    prompt
}

/// Greedy word wrap to `width` columns; a word wider than that is broken, not cut, as a prompt
/// must show all of an ID it asks about.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for mut word in text.split(' ').filter(|w| !w.is_empty()) {
        while measure_text_width(word) > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let head = dialoguer::console::truncate_str(word, width, "");
            let head_len = head.len();
            lines.push(head.into_owned());
            word = &word[head_len..];
        }
        let needed = measure_text_width(&line) + 1 + measure_text_width(word);
        if !line.is_empty() && needed > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

fn read_error(what: &str, err: dialoguer::Error) -> CliError {
    let dialoguer::Error::IO(io) = &err;
    if io.kind() == std::io::ErrorKind::Interrupted {
        // Ctrl-C while a key was read in raw mode: the SIGINT handler ends the process too.
        restore_terminal_and_exit();
    }
    CliError::failure(format!("cannot read {what}: {err}")).with_source(err)
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
/// [`ErrorKind::Interrupted`]. Writes straight to the descriptor: another thread may hold
/// stderr's lock.
fn restore_terminal_and_exit() -> ! {
    static EXITING: AtomicBool = AtomicBool::new(false);
    if EXITING.swap(true, Ordering::SeqCst) {
        // The other path (signal handler or the interrupted read) is already exiting.
        loop {
            std::thread::park();
        }
    }
    silence_stderr();
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
    std::process::exit(ErrorKind::Interrupted.exit_code())
}

/// Keeps every other thread from writing to stderr until the process ends: a Ctrl-C that comes
/// while a prompt is still being drawn (the signal handler runs on its own thread) would otherwise
/// see the prompt hide the cursor again after it was shown. A thread takes stderr's lock and keeps
/// it; this waits a moment at most for a write under way, so a write that cannot finish (a
/// terminal stopped with Ctrl-S) does not keep the process from ending.
fn silence_stderr() {
    let (held, is_held) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("stderr-silenced".into())
        .spawn(move || {
            let _lock = std::io::stderr().lock();
            let _ = held.send(());
            loop {
                std::thread::park();
            }
        });
    if spawned.is_ok() {
        let _ = is_held.recv_timeout(std::time::Duration::from_millis(200));
    }
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrapping_keeps_every_word_within_the_width() {
        let question =
            "Revoke SSH user certificate sucrt_3MSQgadzl6kQz9ANRUT8p1Klbkv? This cannot be undone";
        let lines = wrap(question, 30);
        assert_eq!(
            lines,
            [
                "Revoke SSH user certificate",
                "sucrt_3MSQgadzl6kQz9ANRUT8p1Kl",
                "bkv? This cannot be undone"
            ]
        );
        assert_eq!(wrap("short", 30), ["short"]);
        assert_eq!(wrap("abcdef", 3), ["abc", "def"]);
    }
}
