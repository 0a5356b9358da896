//! Checks that traffic-policy expressions parse as CEL, without letting one expression take the
//! process down.
//!
//! The `cel` crate's parser recurses once per nesting level and per chained operator, with large
//! frames: `((…(1)…))` 20 levels deep overflows a 2 MiB stack in a debug build, and a stack overflow
//! aborts the whole process (`serve` included), which no `catch_unwind` can stop. So what reaches
//! the parser is bounded first (length and bracket nesting), the parser runs on a thread of its own
//! with a stack sized for those bounds, and a panic inside it (it has panicked on syntax errors past
//! column 65 535) is a refusal of that expression only.

use std::panic::{catch_unwind, AssertUnwindSafe};

/// Longest expression accepted, in bytes. Real policy expressions are a line or two; the bound
/// keeps operator chains (`1+1+…`) within the parser's stack.
pub const MAX_LENGTH: usize = 4096;
/// Deepest nesting of `(`, `[` and `{` accepted.
pub const MAX_NESTING: usize = 32;
/// Enough for MAX_NESTING levels plus a MAX_LENGTH operator chain in an unoptimised build, with a
/// wide margin (measured: 64 nested lists or 4 000 chained `+` fit in 16 MiB). Only the pages the
/// parser touches are ever committed.
const PARSER_STACK: usize = 64 * 1024 * 1024;

/// Checks every expression; on the first one refused, its index and why.
pub fn check_all(expressions: &[&str]) -> Result<(), (usize, String)> {
    for (i, expr) in expressions.iter().enumerate() {
        check_bounds(expr).map_err(|why| (i, why))?;
    }
    let owned: Vec<String> = expressions.iter().map(|e| e.to_string()).collect();
    let parsed = std::thread::Builder::new()
        .name("cel-parser".into())
        .stack_size(PARSER_STACK)
        .spawn(move || {
            for (i, expr) in owned.iter().enumerate() {
                compile(expr).map_err(|why| (i, why))?;
            }
            Ok(())
        });
    match parsed {
        Ok(handle) => handle
            .join()
            .unwrap_or_else(|_| Err((0, "the CEL parser failed".to_string()))),
        // No thread could be had (resource exhaustion): refuse rather than parse on a small stack.
        Err(e) => Err((0, format!("cannot check CEL expressions right now: {e}"))),
    }
}

/// How the parser starts each error it reports.
const ERROR_HEAD: &str = "ERROR: <input>:";

fn compile(expr: &str) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(|| cel::Program::compile(expr).map(drop))) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(err)) => {
            // An API message is one line; `with_diagram_lines` undoes this for a terminal.
            let detail = err.to_string().replace('\n', " ");
            Err(format!("is not a valid CEL expression: {}", detail.trim()))
        }
        Err(_) => Err("is not a valid CEL expression (the parser could not read it)".into()),
    }
}

/// `message` with the caret diagram of each CEL error in it back on lines of its own, indented
/// under it, for a terminal. The parser writes an error as `ERROR: <input>:LINE:COLUMN: WHY`, then
/// `\n| SOURCE LINE` and `\n| ....^` (COLUMN - 1 dots), which [`compile`] joined with spaces: so
/// the caret line is known from the head, and the source line is what lies between the first
/// ` | ` after the head and the caret line. Text that does not read so is left as it is.
pub fn with_diagram_lines(message: &str) -> std::borrow::Cow<'_, str> {
    if !message.contains(ERROR_HEAD) {
        return message.into();
    }
    let mut out = String::with_capacity(message.len() + 64);
    let mut rest = message;
    while let Some(at) = rest.find(ERROR_HEAD) {
        out.push_str(rest[..at].trim_end());
        out.push_str("\n  ");
        let error = &rest[at..];
        match split_diagram(error) {
            Some((head, line, caret, after)) => {
                out.push_str(&format!("{head}\n  | {line}\n  | {caret}"));
                rest = after;
            }
            None => {
                out.push_str(ERROR_HEAD);
                rest = &error[ERROR_HEAD.len()..];
            }
        }
    }
    // What follows the last diagram (the CLI's ` [ERR_NGROK_215]`) goes below it.
    let rest = rest.trim();
    if !rest.is_empty() {
        out.push_str("\n  ");
        out.push_str(rest);
    }
    out.into()
}

/// An error `compile` flattened, at the start of `error`: its head, source line, caret line and
/// what follows it.
fn split_diagram(error: &str) -> Option<(&str, &str, String, &str)> {
    let column: usize = error[ERROR_HEAD.len()..].split(':').nth(1)?.parse().ok()?;
    let caret = format!("{}^", ".".repeat(column.saturating_sub(1)));
    let (head, diagram) = error.split_once(" | ")?;
    let end = diagram.find(&format!(" | {caret}"))?;
    let after = &diagram[end + 3 + caret.len()..];
    Some((head, &diagram[..end], caret, after))
}

/// The limits on what the parser is given, checked in linear time.
fn check_bounds(expr: &str) -> Result<(), String> {
    if expr.len() > MAX_LENGTH {
        return Err(format!(
            "is {} bytes long; a CEL expression is limited to {MAX_LENGTH} bytes",
            expr.len()
        ));
    }
    let depth = nesting_depth(expr);
    if depth > MAX_NESTING {
        return Err(format!(
            "nests brackets {depth} levels deep; a CEL expression may nest at most {MAX_NESTING}"
        ));
    }
    Ok(())
}

/// The deepest nesting of `(`, `[` and `{` outside string literals. String literals are skipped
/// as CEL's lexer reads them (single or triple quotes, `\` escapes except in raw `r"…"` strings),
/// so that brackets inside a string neither count nor hide real nesting.
fn nesting_depth(expr: &str) -> usize {
    let literal = |bytes: &[u8], at: usize| match bytes[at] {
        quote @ (b'\'' | b'"') => Some(skip_string(bytes, at, quote, is_raw(bytes, at))),
        _ => None,
    };
    crate::document::nesting(expr.as_bytes(), b"([{", b")]}", usize::MAX, literal)
        .unwrap_or(usize::MAX)
}

/// Whether the quote at `at` opens a raw string: `r` or `R` among the one or two prefix letters
/// (`r`, `rb`, `br`, …) that stand right before it and are not the tail of a longer identifier.
fn is_raw(bytes: &[u8], at: usize) -> bool {
    let prefix_start = (at.saturating_sub(2)..at)
        .find(|&p| bytes[p..at].iter().all(|b| b"rRbB".contains(b)))
        .unwrap_or(at);
    let prefix = &bytes[prefix_start..at];
    let standalone = prefix_start == 0 || {
        let before = bytes[prefix_start - 1];
        !(before.is_ascii_alphanumeric() || before == b'_')
    };
    standalone && prefix.iter().any(|b| matches!(b, b'r' | b'R'))
}

/// The index just past the string literal opening at `start`.
fn skip_string(bytes: &[u8], start: usize, quote: u8, raw: bool) -> usize {
    let triple = bytes.get(start..start + 3) == Some(&[quote; 3][..]);
    let delimiter: &[u8] = if triple { &[quote; 3] } else { &[quote] };
    let mut i = start + delimiter.len();
    while i < bytes.len() {
        if !raw && bytes[i] == b'\\' {
            i += 2;
            continue;
        }
        if bytes[i..].starts_with(delimiter) {
            return i + delimiter.len();
        }
        // A single-quoted string ends at the line; the lexer reports the rest as an error.
        if !triple && bytes[i] == b'\n' {
            return i;
        }
        i += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_expressions_pass() {
        assert_eq!(
            check_all(&["conn.client_ip == '1.2.3.4'", "size(req.headers) > 2"]),
            Ok(())
        );
    }

    #[test]
    fn a_flattened_error_gets_its_diagram_lines_back() {
        let (_, why) = check_all(&["a == 'x | y' &&"]).unwrap_err();
        assert!(!why.contains('\n'), "{why}");
        let message = format!("expressions[0] {why} [ERR_NGROK_215]");
        let lines = with_diagram_lines(&message);
        let lines: Vec<&str> = lines.lines().collect();
        assert_eq!(lines[0], "expressions[0] is not a valid CEL expression:");
        assert!(lines[1].starts_with("  ERROR: <input>:1:16: "), "{lines:?}");
        assert_eq!(lines[2], "  | a == 'x | y' &&");
        assert_eq!(lines[3], "  | ...............^");
        assert_eq!(lines[4], "  [ERR_NGROK_215]");
        assert_eq!(lines.len(), 5, "{lines:?}");
        assert_eq!(with_diagram_lines("plain | text"), "plain | text");
    }

    #[test]
    fn nesting_counts_brackets_outside_strings_only() {
        assert_eq!(nesting_depth("((1))"), 2);
        assert_eq!(nesting_depth("[{'a': (1)}]"), 3);
        assert_eq!(nesting_depth("'((((' + \"[[[\""), 0);
        assert_eq!(nesting_depth(r#"'it\'s (' + (1)"#), 1);
        assert_eq!(nesting_depth("'''a ' (( '''+(1)"), 1);
        // Closing brackets inside a string must not hide real nesting.
        assert_eq!(nesting_depth("'))))' + ((((1))))"), 4);
        // In a raw string a backslash escapes nothing, so the string ends at the second quote.
        assert_eq!(nesting_depth(r"r'\' + ((1))"), 2);
        // …but an identifier ending in r is not a raw prefix.
        assert_eq!(nesting_depth(r"for'\' (('"), 0);
    }

    #[test]
    fn what_would_overflow_the_parser_is_refused_before_it() {
        let long = vec!["1"; 6000].join("+");
        let (i, why) = check_all(&["true", &long]).unwrap_err();
        assert_eq!(i, 1);
        assert!(why.contains("limited to 4096 bytes"), "{why}");
        let deep = format!("{}1{}", "(".repeat(33), ")".repeat(33));
        let (_, why) = check_all(&[&deep]).unwrap_err();
        assert!(why.contains("nests brackets 33 levels deep"), "{why}");
        assert!(why.contains("at most 32"), "{why}");
    }

    #[test]
    fn the_largest_accepted_expressions_parse_without_overflowing() {
        let deep = format!("{}1{}", "[".repeat(32), "]".repeat(32));
        assert_eq!(check_all(&[&deep]), Ok(()));
        let chain = vec!["1"; 2048].join("+");
        assert_eq!(check_all(&[&chain]), Ok(()));
        let members = format!("a{}", ".b".repeat(2047));
        assert_eq!(check_all(&[&members]), Ok(()));
        let nested_chains = format!("{}1{}", "(1+".repeat(32), ")".repeat(32));
        assert_eq!(check_all(&[&nested_chains]), Ok(()));
    }
}
