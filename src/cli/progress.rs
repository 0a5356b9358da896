//! A spinner on stderr for waits people would otherwise mistake for a hang (RSA key generation,
//! following many pages, a busy store, remote retries). Only on a terminal, and only once the wait
//! has lasted long enough to notice, so quick commands never flicker.

use std::sync::{mpsc, Mutex};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

const DELAY: Duration = Duration::from_millis(300);

/// The message of the spinner in use, while a [`while_waiting`] runs; what [`say`] changes.
static SHOWING: Mutex<Option<String>> = Mutex::new(None);

fn showing() -> std::sync::MutexGuard<'static, Option<String>> {
    SHOWING.lock().unwrap_or_else(|p| p.into_inner())
}

/// Runs `work`; if it takes longer than [`DELAY`] and `enabled`, shows `message` with a spinner.
/// Inside another wait, the spinner already in use shows `message` while `work` runs: one spinner
/// at a time.
pub fn while_waiting<T>(enabled: bool, message: &str, work: impl FnOnce() -> T) -> T {
    if !enabled {
        return work();
    }
    let outer = {
        let mut showing = showing();
        let outer = showing.clone();
        *showing = Some(message.to_string());
        outer
    };
    if outer.is_some() {
        let result = work();
        *showing() = outer;
        return result;
    }
    let (done, finished) = mpsc::channel::<()>();
    let spinner = std::thread::spawn(move || {
        if finished.recv_timeout(DELAY) != Err(mpsc::RecvTimeoutError::Timeout) {
            return;
        }
        // A spinner, not a bar: the length of these waits is unknown.
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
            bar.set_style(style);
        }
        bar.enable_steady_tick(Duration::from_millis(100));
        loop {
            if let Some(message) = showing().clone() {
                bar.set_message(fitting(&message));
            }
            if finished.recv_timeout(Duration::from_millis(100))
                != Err(mpsc::RecvTimeoutError::Timeout)
            {
                break;
            }
        }
        bar.finish_and_clear();
    });
    let result = work();
    *showing() = None;
    drop(done);
    let _ = spinner.join();
    result
}

/// `message…`, escaped as words are (it may quote a path or a server's name) and cut to leave the spinner's line a column short of the terminal's width: a line that
/// filled or passed it would wrap, and the wrapped part would be left behind at each redraw.
fn fitting(message: &str) -> String {
    use dialoguer::console::{truncate_str, Term};
    let columns = usize::from(Term::stderr().size().1);
    // The spinner and a space take two columns.
    let message = crate::output::for_terminal(message);
    truncate_str(&format!("{message}…"), columns.saturating_sub(3), "…").into_owned()
}

/// Says what the wait under way is now waiting for (a busy store, say): the spinner in use shows
/// `message` until the inner wait that said it ends. Nothing when no spinner is in use.
pub fn say(message: &str) {
    if let Some(showing) = showing().as_mut() {
        *showing = message.to_string();
    }
}
