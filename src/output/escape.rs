//! Text meant for a person's terminal, made safe to print. Data in a table, a server's error
//! message or a picker's labels may hold control characters (from a description, or from a remote
//! server): printed as they are, ESC starts terminal escape sequences (a changed title, moved
//! cursor, hidden text), CR and newlines forge rows, and C1 controls act like ESC on some
//! terminals. They are shown as visible escapes instead. JSON and YAML stay exact.

use std::borrow::Cow;

/// `text` with every control character (C0, DEL, C1) and every bidirectional override shown as a
/// visible escape: `\n`, `\r`, `\t`, `\0`, else `\x1b`-style or `\u{202e}`-style.
pub fn for_terminal(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if (c as u32) < 0x100 && needs_escape(c) => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c if needs_escape(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Like [`for_terminal`], but keeps line breaks: for multi-line messages of our own that may
/// quote text from elsewhere (an `error:` line's hint, a status line).
pub fn lines_for_terminal(text: &str) -> String {
    text.split('\n')
        .map(for_terminal)
        .collect::<Vec<_>>()
        .join("\n")
}

fn needs_escape(c: char) -> bool {
    c.is_control()
        // Bidirectional embeddings, overrides and isolates reorder what follows them on screen.
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_untouched() {
        assert!(matches!(for_terminal("edge ✓ ü"), Cow::Borrowed(_)));
    }

    #[test]
    fn controls_become_visible_escapes() {
        assert_eq!(
            for_terminal("a\x1b]0;pwned\x07b\r\nc\0\u{9b}31m\u{7f}"),
            "a\\x1b]0;pwned\\x07b\\r\\nc\\0\\x9b31m\\x7f"
        );
        assert_eq!(for_terminal("abc\u{202e}fed"), "abc\\u{202e}fed");
        assert_eq!(lines_for_terminal("one\x1b[2J\ntwo"), "one\\x1b[2J\ntwo");
    }
}
