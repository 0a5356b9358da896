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

fn compile(expr: &str) -> Result<(), String> {
    match catch_unwind(AssertUnwindSafe(|| cel::Program::compile(expr).map(drop))) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(err)) => {
            let detail = err.to_string().replace('\n', " ");
            Err(format!("is not a valid CEL expression: {}", detail.trim()))
        }
        Err(_) => Err("is not a valid CEL expression (the parser could not read it)".into()),
    }
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
