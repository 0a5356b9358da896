//! A spinner on stderr for waits people would otherwise mistake for a hang (RSA key generation,
//! following many pages, a busy store, remote retries). Only on a terminal, and only once the wait
//! has lasted long enough to notice, so quick commands never flicker.

use std::sync::mpsc;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

const DELAY: Duration = Duration::from_millis(300);

/// Runs `work`; if it takes longer than [`DELAY`] and `enabled`, shows `message` with a spinner.
pub fn while_waiting<T>(enabled: bool, message: &str, work: impl FnOnce() -> T) -> T {
    if !enabled {
        return work();
    }
    let (done, finished) = mpsc::channel::<()>();
    let message = message.to_string();
    let spinner = std::thread::spawn(move || {
        if finished.recv_timeout(DELAY) != Err(mpsc::RecvTimeoutError::Timeout) {
            return;
        }
        // A spinner, not a bar: the length of these waits is unknown.
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}…") {
            bar.set_style(style);
        }
        bar.set_message(message);
        bar.enable_steady_tick(Duration::from_millis(100));
        let _ = finished.recv();
        bar.finish_and_clear();
    });
    let result = work();
    drop(done);
    let _ = spinner.join();
    result
}
