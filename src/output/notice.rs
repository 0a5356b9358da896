//! The labelled lines on stderr (`error:`, `warning:`, `hint:`). They are printed from every layer
//! of the CLI; one place decides how they look, so that each is coloured alike whenever colour is
//! on (`--color`, `NO_COLOR`), wherever it is printed.

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether labels are coloured: chosen once per command line from `--color` and `NO_COLOR`.
static COLOR: AtomicBool = AtomicBool::new(false);

pub fn set_color(on: bool) {
    COLOR.store(on, Ordering::Relaxed);
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    Error,
    Warning,
    Hint,
}

impl Label {
    /// The label, in its colour (bold red, yellow, cyan) when colour is on.
    pub fn painted(self) -> String {
        let (text, sgr) = match self {
            Label::Error => ("error:", "1;31"),
            Label::Warning => ("warning:", "1;33"),
            Label::Hint => ("hint:", "1;36"),
        };
        match COLOR.load(Ordering::Relaxed) {
            true => format!("\x1b[{sgr}m{text}\x1b[0m"),
            false => text.to_string(),
        }
    }
}

/// Prints `label message` on stderr (see [`line`]).
pub fn say(label: Label, message: &str) {
    eprint!("{}", line(label, message));
}

/// `label message` and a newline; what the message quotes (a server's text, the user's input) is
/// escaped as in a status line, so that a terminal obeys none of it.
pub fn line(label: Label, message: &str) -> String {
    format!(
        "{} {}\n",
        label.painted(),
        super::lines_for_terminal(message)
    )
}

/// A `warning:` line on stderr.
pub fn warning(message: &str) {
    say(Label::Warning, message);
}
