//! The labelled lines on stderr (`error:`, `warning:`, `hint:`). They are printed from every layer
//! of the CLI; one place decides how they look, so that each is coloured alike whenever colour is
//! on (`--color`, `NO_COLOR`), wherever it is printed.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{Out, Shape, Shown};

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
    /// What a command did that the user may not expect (a setting that overrode another).
    Note,
}

impl Label {
    /// The label, in its colour (bold red, yellow, cyan) when colour is on.
    fn painted(self) -> String {
        let (text, sgr) = match self {
            Label::Error => ("error:", "1;31"),
            Label::Warning => ("warning:", "1;33"),
            Label::Hint => ("hint:", "1;36"),
            Label::Note => ("note:", "1;36"),
        };
        match COLOR.load(Ordering::Relaxed) {
            true => format!("\x1b[{sgr}m{text}\x1b[0m"),
            false => text.to_string(),
        }
    }
}

/// Prints `label message` on stderr (see [`line`]).
pub fn say(label: Label, message: &str) {
    let out = super::stderr();
    let _ = out.write(&line(out, label, message));
}

/// `label message` and a newline for `out`; what the message quotes (a server's text, the user's
/// input) is escaped as words are, so that a terminal obeys none of it.
pub fn line(out: Out, label: Label, message: &str) -> Shown {
    let mut line = Shown::ours(format!("{} ", label.painted()));
    line.push(out.show(Shape::Words, &format!("{message}\n")));
    line
}

/// A `warning:` line on stderr.
pub fn warning(message: &str) {
    say(Label::Warning, message);
}

/// A `note:` line on stderr.
pub fn note(message: &str) {
    say(Label::Note, message);
}
