//! The one way the program writes to stdout and stderr. Everything written says what it is (a
//! [`Shape`], or a document in a [`Format`]) and is made safe for a terminal by the one escaping
//! step, [`for_screen`], when the stream is one; so a new way of printing cannot forget it. A
//! closed stream (`| head -1`) is not an error: the reader has what it wanted.

use std::io::{IsTerminal, Write};

use serde_json::Value;

use super::escape::{for_screen, Shape};
use super::{Format, View};

/// stdout or stderr, and whether it is a terminal.
#[derive(Debug, Clone, Copy)]
pub struct Out {
    stream: Stream,
    terminal: bool,
}

#[derive(Debug, Clone, Copy)]
enum Stream {
    Stdout,
    Stderr,
}

/// Text made safe for the stream it is written to: the only text [`Out`] writes as it is. Only
/// the escaping step and this module's own styling (the coloured labels of [`super::notice`])
/// make one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shown(String);

impl Shown {
    /// Our own styling (an SGR-coloured label), which must reach the terminal as it is.
    pub(super) fn ours(text: String) -> Shown {
        Shown(text)
    }

    pub fn push(&mut self, more: Shown) {
        self.0.push_str(&more.0);
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// The result stream.
pub fn stdout() -> Out {
    Out {
        stream: Stream::Stdout,
        terminal: std::io::stdout().is_terminal(),
    }
}

/// The stream of messages, prompts and progress.
pub fn stderr() -> Out {
    Out {
        stream: Stream::Stderr,
        terminal: std::io::stderr().is_terminal(),
    }
}

impl Out {
    pub fn is_terminal(self) -> bool {
        self.terminal
    }

    /// `text` of `shape` made safe for this stream.
    pub fn show(self, shape: Shape, text: &str) -> Shown {
        Shown(for_screen(shape, text, self.terminal).into_owned())
    }

    /// `value` rendered in `format` for this stream: at a terminal, JSON and YAML write what a
    /// terminal would act on in their own escapes; piped, they are exact.
    pub fn show_document(self, format: Format, value: &Value, view: &View) -> Shown {
        let text = super::render_for(format, value, view, self.terminal);
        self.show(shape_of(format), &text)
    }

    /// Writes words for a person (see [`Shape::Words`]).
    pub fn words(self, text: &str) -> std::io::Result<()> {
        self.write(&self.show(Shape::Words, text))
    }

    /// Writes text of a syntax of its own (see [`Shape::Data`]).
    pub fn data(self, text: &str) -> std::io::Result<()> {
        self.write(&self.show(Shape::Data, text))
    }

    /// Writes bytes that need not be text (a KRL): as they are when piped; at a terminal, read as
    /// text and escaped.
    pub fn bytes(self, bytes: &[u8]) -> std::io::Result<()> {
        match self.terminal {
            true => self.data(&String::from_utf8_lossy(bytes)),
            false => self.write_all(bytes),
        }
    }

    /// Writes `value` in `format` (see [`show_document`](Self::show_document)).
    pub fn document(self, format: Format, value: &Value, view: &View) -> std::io::Result<()> {
        self.write(&self.show_document(format, value, view))
    }

    pub fn write(self, shown: &Shown) -> std::io::Result<()> {
        self.write_all(shown.0.as_bytes())
    }

    fn write_all(self, bytes: &[u8]) -> std::io::Result<()> {
        let result = match self.stream {
            Stream::Stdout => {
                let mut out = std::io::stdout().lock();
                out.write_all(bytes).and_then(|()| out.flush())
            }
            Stream::Stderr => std::io::stderr().lock().write_all(bytes),
        };
        match result {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
            other => other,
        }
    }
}

/// How the text of `format` is made safe. Tables escape each cell as they are built (a newline
/// in a description must not forge a row); escaping their text again changes nothing.
pub(super) fn shape_of(format: Format) -> Shape {
    match format {
        Format::Json => Shape::Json,
        // The YAML made for a terminal has double-quoted escapes already; nothing is left to do.
        Format::Yaml | Format::Manifest => Shape::Data,
        Format::Table | Format::Wide | Format::Id => Shape::Words,
    }
}

/// Standard output when it is a regular file that someone besides this user can read: its mode
/// lets the group or others read it, or another user owns it. Said as "a file … (mode 0644)",
/// named when `/proc` names it.
#[cfg(unix)]
pub fn stdout_exposed() -> Option<String> {
    let stat = rustix::fs::fstat(std::io::stdout()).ok()?;
    let mode = stat.st_mode & 0o7777;
    let regular =
        rustix::fs::FileType::from_raw_mode(stat.st_mode) == rustix::fs::FileType::RegularFile;
    let others_own_it = stat.st_uid != crate::trust::me();
    if !regular || (mode & 0o044 == 0 && !others_own_it) {
        return None;
    }
    let name = std::fs::read_link("/proc/self/fd/1")
        .map(|p| format!("{} ", p.display()))
        .unwrap_or_default();
    Some(match others_own_it {
        true => format!(
            "the file {name}of {} (mode {mode:04o})",
            crate::trust::describe_uid(stat.st_uid)
        ),
        false => format!("the file {name}that others can read (mode {mode:04o})"),
    })
}

#[cfg(not(unix))]
pub fn stdout_exposed() -> Option<String> {
    None
}
