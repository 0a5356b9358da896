//! Text meant for a terminal, made safe to print. Data in a table, a server's error message, a
//! resource's name in a plan or a picker's labels may hold characters a terminal acts on or hides
//! (from a description, from stored metadata, from a remote server): printed as they are, ESC
//! starts escape sequences (a changed title, moved cursor, hidden text), CR and newlines forge
//! rows, C1 controls (U+009B is a CSI) act like ESC on some terminals, bidirectional overrides
//! reorder what follows them and zero-width characters hide text. They are shown as visible
//! escapes instead. What goes to a pipe or a file as JSON or YAML stays exact.

use std::borrow::Cow;

use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// What a text written to stdout or stderr is, which says how it is made safe for a terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Words for a person (tables, plan lines, messages, IDs one a line): every control shown as
    /// an escape, line breaks kept, wherever it goes (a log file is read on a terminal too).
    Words,
    /// JSON text: exact when piped; at a terminal what a terminal would act on is written as
    /// JSON's own `\uXXXX` escape, so the screen shows the same JSON.
    Json,
    /// Text of any other syntax (YAML, a public key, XML, a script, a remote server's body):
    /// exact when piped; at a terminal escaped as words are.
    Data,
}

/// `text` as it may be written to a stream that is a terminal (`terminal`) or not.
pub fn for_screen(shape: Shape, text: &str, terminal: bool) -> Cow<'_, str> {
    match (shape, terminal) {
        (Shape::Words, _) | (Shape::Data, true) => lines_escaped(text),
        (Shape::Json, true) => json_escaped(text),
        (Shape::Json | Shape::Data, false) => Cow::Borrowed(text),
    }
}

/// `text` with every character that [needs escaping](needs_escape) shown as a visible escape:
/// `\n`, `\r`, `\t`, `\0`, else `\x1b`-style (up to U+00FF) or `\u{202e}`-style.
pub fn for_terminal(text: &str) -> Cow<'_, str> {
    escaped_with(text, Lines::Escaped, |c, out| match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        '\0' => out.push_str("\\0"),
        c if (c as u32) < 0x100 => out.push_str(&format!("\\x{:02x}", c as u32)),
        c => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
    })
}

/// Like [`for_terminal`], but keeps line breaks: for multi-line messages of our own that may
/// quote text from elsewhere (an `error:` line's hint, a status line).
pub fn lines_for_terminal(text: &str) -> String {
    lines_escaped(text).into_owned()
}

fn lines_escaped(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && needs_escape(c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.split('\n')
            .map(for_terminal)
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// JSON text with every character that needs escaping other than its line breaks written as a
/// `\uXXXX` escape (a surrogate pair past U+FFFF). serde_json escapes C0 controls itself, and the
/// others can only stand inside strings, where the escape means the same character.
fn json_escaped(text: &str) -> Cow<'_, str> {
    escaped_with(text, Lines::Kept, |c, out| {
        let mut units = [0; 2];
        for unit in c.encode_utf16(&mut units) {
            out.push_str(&format!("\\u{unit:04x}"));
        }
    })
}

/// `text` as a YAML double-quoted scalar whose characters that need escaping are YAML escapes
/// (`\n`, `\t`, `\u202e`, `\U000e0041`): the same string, safe on a terminal.
pub fn yaml_double_quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if needs_escape(c) && (c as u32) <= 0xffff => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c if needs_escape(c) => out.push_str(&format!("\\U{:08x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Whether line breaks are escaped too, or kept.
#[derive(PartialEq)]
enum Lines {
    Escaped,
    Kept,
}

/// `text` with `escape` writing each character that needs escaping; borrowed when there is none.
fn escaped_with(text: &str, lines: Lines, escape: impl Fn(char, &mut String)) -> Cow<'_, str> {
    let escapes = |c: char| needs_escape(c) && !(c == '\n' && lines == Lines::Kept);
    if !text.chars().any(escapes) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match escapes(c) {
            true => escape(c, &mut out),
            false => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Whether a terminal must not get `c` as it is: controls (C0, DEL, C1), Unicode's format
/// characters (bidirectional embeddings, overrides and isolates, zero-width spaces and joiners,
/// the byte order mark, tag characters: invisible, or reordering what follows), and the line and
/// paragraph separators.
pub fn needs_escape(c: char) -> bool {
    !(' '..='~').contains(&c)
        && matches!(
            c.general_category(),
            GeneralCategory::Control
                | GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_untouched() {
        assert!(matches!(for_terminal("edge ✓ ü 日本"), Cow::Borrowed(_)));
        assert!(matches!(
            for_screen(Shape::Json, "{\n  \"a\": \"✓\"\n}\n", true),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn controls_become_visible_escapes() {
        assert_eq!(
            for_terminal("a\x1b]0;pwned\x07b\r\nc\0\u{9b}31m\u{7f}"),
            "a\\x1b]0;pwned\\x07b\\r\\nc\\0\\x9b31m\\x7f"
        );
        assert_eq!(for_terminal("abc\u{202e}fed"), "abc\\u{202e}fed");
        assert_eq!(lines_for_terminal("one\x1b[2J\ntwo"), "one\\x1b[2J\ntwo");
        // Invisible format characters: zero-width space, isolates, BOM, a tag character.
        assert_eq!(
            for_terminal("ad\u{200b}min\u{2066}\u{feff}\u{e0041}\u{2028}"),
            "ad\\u{200b}min\\u{2066}\\u{feff}\\u{e0041}\\u{2028}"
        );
    }

    #[test]
    fn json_and_yaml_at_a_terminal_escape_in_their_own_syntax() {
        let text = "a\u{9b}2J\u{7f}\u{202e}\u{1d173}";
        let json = serde_json::to_string(text).unwrap();
        let shown = for_screen(Shape::Json, &json, true);
        assert_eq!(shown, r#""a\u009b2J\u007f\u202e\ud834\udd73""#);
        assert_eq!(serde_json::from_str::<String>(&shown).unwrap(), text);
        assert_eq!(for_screen(Shape::Json, &json, false), json);
        let yaml = yaml_double_quoted(&format!("{text}\n\t\"\\"));
        assert_eq!(yaml, r#""a\u009b2J\u007f\u202e\U0001d173\n\t\"\\""#);
        assert_eq!(
            serde_yaml::from_str::<String>(&yaml).unwrap(),
            format!("{text}\n\t\"\\")
        );
        // Words are escaped even piped; other data only at a terminal.
        assert_eq!(for_screen(Shape::Words, "x\x1bc", false), "x\\x1bc");
        assert_eq!(for_screen(Shape::Data, "x\x1bc\n", false), "x\x1bc\n");
        assert_eq!(for_screen(Shape::Data, "x\x1bc\n", true), "x\\x1bc\n");
    }
}
