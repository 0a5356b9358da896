//! JSON or YAML documents a user gives (`--from-file`, `api --input`, the config file).
//!
//! The YAML parser reads a whole document into events before serde's recursion limit applies, and
//! its cost grows with the square of flow nesting: 100 000 nested `[` took 4–9 s to be refused.
//! A linear scan refuses such a document first, at the depth serde would refuse anyway.

/// Deepest nesting accepted, the same as serde_json's and the YAML deserialiser's own limit.
pub const MAX_NESTING: usize = 128;

/// Refuses a document whose `[`/`{` nesting (outside quoted strings) exceeds [`MAX_NESTING`].
pub fn check_nesting(text: &str) -> Result<(), String> {
    let quoted = |bytes: &[u8], at: usize| match bytes[at] {
        b'"' => Some(past_quoted(bytes, at, b'"', Some(b'\\'))),
        // YAML single quotes escape a quote by doubling it, which reads as two strings here.
        b'\'' => Some(past_quoted(bytes, at, b'\'', None)),
        _ => None,
    };
    match nesting(text.as_bytes(), b"[{", b"]}", MAX_NESTING, quoted) {
        Ok(_) => Ok(()),
        Err(at) => Err(format!(
            "it nests deeper than {MAX_NESTING} levels (at byte {at})"
        )),
    }
}

/// How deep the brackets in `opens` (closed by those in `closes`) nest in `bytes`, outside string
/// literals, in one linear pass: `Ok(deepest)`, or `Err(at)` with the byte at which they first
/// nest deeper than `limit`. `literal(bytes, at)` says where a string literal that opens at `at`
/// ends (just past it), or `None` when none opens there: each language skips its own literals.
/// Shared by documents (here) and CEL expressions (`service::cel`).
pub fn nesting(
    bytes: &[u8],
    opens: &[u8],
    closes: &[u8],
    limit: usize,
    literal: impl Fn(&[u8], usize) -> Option<usize>,
) -> Result<usize, usize> {
    let (mut depth, mut deepest, mut i) = (0usize, 0usize, 0usize);
    while i < bytes.len() {
        if let Some(end) = literal(bytes, i) {
            i = end;
            continue;
        }
        if opens.contains(&bytes[i]) {
            depth += 1;
            deepest = deepest.max(depth);
            if depth > limit {
                return Err(i);
            }
        } else if closes.contains(&bytes[i]) {
            depth = depth.saturating_sub(1);
        }
        i += 1;
    }
    Ok(deepest)
}

/// The index just past the quote closing the string that opens at `start` (or the end).
fn past_quoted(bytes: &[u8], start: usize, quote: u8, escape: Option<u8>) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        if Some(bytes[i]) == escape {
            i += 2;
            continue;
        }
        if bytes[i] == quote {
            return i + 1;
        }
        i += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_is_bounded_outside_strings() {
        assert!(check_nesting(&format!("{}{}", "[".repeat(128), "]".repeat(128))).is_ok());
        let err = check_nesting(&format!("{}{}", "[".repeat(129), "]".repeat(129))).unwrap_err();
        assert_eq!(err, "it nests deeper than 128 levels (at byte 128)");
        assert!(check_nesting(&format!("a: \"{}\"", "[".repeat(500))).is_ok());
        assert!(check_nesting(&format!("a: '{}''{}'", "{".repeat(200), "[".repeat(200))).is_ok());
        assert!(check_nesting(&format!("a: \"\\\"{}\"", "[".repeat(500))).is_ok());
        let started = std::time::Instant::now();
        assert!(check_nesting(&"[".repeat(1 << 20)).is_err());
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
    }
}
