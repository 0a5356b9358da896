//! YAML that every reader reads back as the JSON it came from. The emitter quotes strings that a
//! YAML 1.2 reader would take for another type, but YAML 1.1 readers (PyYAML, Ruby's Psych) also
//! resolve plain `2026-11-22T10:11:41Z` to a timestamp, `yes`/`no`/`on`/`off` to booleans,
//! `2024-01-01` to a date and `10:30` to a number. Every such string is quoted here, as kubectl
//! does; every other scalar is emitted exactly as before. For a terminal, a string holding a
//! character a terminal acts on or hides is double-quoted with that character as a YAML escape.

use serde_json::Value;

use super::escape::{needs_escape, yaml_double_quoted};

/// `value` as a YAML document, made for a `terminal` or not.
pub fn to_string(value: &Value, terminal: bool) -> String {
    let mut quoted = Vec::new();
    // Strings to quote are swapped for markers the emitter writes plain, then the markers for the
    // quoted strings: the emitter keeps its layout, and only those scalars change. A marker never
    // occurs in the document itself (its prefix grows until it does not).
    let document = value.to_string();
    let mut prefix = String::from("qyaml");
    while document.contains(&prefix) {
        prefix.push('q');
    }
    let quote = |s: &str| {
        if terminal && s.chars().any(needs_escape) {
            Some(yaml_double_quoted(s))
        } else {
            reads_as_another_type(s).then(|| single_quoted(s))
        }
    };
    let marked = mark(value, &prefix, &quote, &mut quoted);
    let text = match serde_yaml::to_string(&marked) {
        Ok(text) => text,
        Err(e) => return format!("# cannot render as YAML: {e}\n"),
    };
    if quoted.is_empty() {
        return text;
    }
    // Markers end in `x`, so `qyaml1x` is not found inside `qyaml12x`.
    let mut out = text;
    for (n, scalar) in quoted.iter().enumerate() {
        out = out.replace(&format!("{prefix}{n}x"), scalar);
    }
    out
}

/// A copy of `value` with every string (and object key) that `quote` quotes replaced by a marker;
/// the quoted scalars go to `quoted`, the marker's number being the index.
fn mark(
    value: &Value,
    prefix: &str,
    quote: &impl Fn(&str) -> Option<String>,
    quoted: &mut Vec<String>,
) -> Value {
    let swap = |s: &String, quoted: &mut Vec<String>| match quote(s) {
        Some(scalar) => {
            quoted.push(scalar);
            format!("{prefix}{}x", quoted.len() - 1)
        }
        None => s.clone(),
    };
    match value {
        Value::String(s) => Value::String(swap(s, quoted)),
        Value::Array(items) => Value::Array(
            items
                .iter()
                .map(|i| mark(i, prefix, quote, quoted))
                .collect(),
        ),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (swap(k, quoted), mark(v, prefix, quote, quoted)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// A single-quoted YAML scalar (the emitter's own style for the strings it quotes). The strings
/// quoted here are short words, numbers and dates, without line breaks or control characters.
fn single_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// Whether a plain scalar `s` would be read as something other than a string by a YAML 1.1 or
/// YAML 1.2 (core schema) reader.
pub fn reads_as_another_type(s: &str) -> bool {
    const WORDS: &[&str] = &[
        "", "~", "null", "Null", "NULL", "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
        "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
        // YAML 1.1's value and merge keys.
        "=", "<<",
    ];
    WORDS.contains(&s) || is_number(s) || is_timestamp(s)
}

/// Integers and floats of YAML 1.1 (`0b1`, `017`, `0x1F`, `1_000`, `1:30` sexagesimal, `.5`,
/// `1.5e+3`, `.inf`, `.NaN`) and of the YAML 1.2 core schema (`0o17`, `1e5`). Errs towards
/// quoting: a string quoted without need still reads back as the same string.
fn is_number(s: &str) -> bool {
    let unsigned = s.strip_prefix(['-', '+']).unwrap_or(s);
    let special = [".inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN"];
    if special.contains(&unsigned) {
        return true;
    }
    let radix = |prefix: &str, digit: fn(char) -> bool| {
        unsigned
            .strip_prefix(prefix)
            .is_some_and(|d| !d.is_empty() && d.chars().all(|c| digit(c) || c == '_'))
    };
    if radix("0b", |c| c == '0' || c == '1')
        || radix("0o", |c| c.is_digit(8))
        || radix("0x", |c| c.is_ascii_hexdigit())
    {
        return true;
    }
    // Decimal, octal, sexagesimal and float forms: digits, `_`, `:`, one `.`, and an exponent.
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(i) => (&unsigned[..i], Some(&unsigned[i + 1..])),
        None => (unsigned, None),
    };
    let exponent_ok = exponent.is_none_or(|e| {
        let digits = e.strip_prefix(['-', '+']).unwrap_or(e);
        !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
    });
    let starts_right = mantissa.starts_with(|c: char| c.is_ascii_digit() || c == '.');
    let has_digit = mantissa.chars().any(|c| c.is_ascii_digit());
    let chars_ok = mantissa
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '_' | ':' | '.'));
    let dots = mantissa.matches('.').count();
    exponent_ok && starts_right && has_digit && chars_ok && dots <= 1
}

/// YAML 1.1 timestamps: `2024-01-01`, `2024-1-1`, `2026-11-22T10:11:41Z`, `2001-12-14 21:59:43.10 -5`.
/// Anything that starts as a date and holds only what a timestamp holds is quoted.
fn is_timestamp(s: &str) -> bool {
    let b = s.as_bytes();
    let date_start = b.len() >= 8
        && b[..4].iter().all(u8::is_ascii_digit)
        && b[4] == b'-'
        && b[5].is_ascii_digit();
    date_start
        && s.chars().all(|c| {
            c.is_ascii_digit() || matches!(c, '-' | ':' | '.' | '+' | ' ' | '\t' | 'T' | 't' | 'Z')
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn strings_other_readers_take_for_other_types_are_quoted() {
        for s in [
            "yes",
            "No",
            "on",
            "OFF",
            "y",
            "~",
            "null",
            "true",
            "2024-01-01",
            "2024-1-1",
            "2026-11-22T10:11:41Z",
            "2001-12-14 21:59:43.10 -5",
            "1.2",
            "10:30",
            "0x1F",
            "0o17",
            "0b101",
            "017",
            "1_000",
            "1e5",
            "-1.5E+3",
            ".inf",
            "-.Inf",
            ".NaN",
            "=",
            "<<",
            "+1",
        ] {
            assert!(reads_as_another_type(s), "{s}");
        }
        for s in [
            "edgtcp_2Ba8mJ6fB3",
            "3.2.1",
            "ngrok/2",
            "yesterday",
            "1.2.3.4:22",
            "a:1",
            "linux",
            "us",
            "2024",
            "-",
            "1-2",
            "x1",
            "e5",
            "ops team",
            "2024-01-01 is a date",
        ] {
            // "2024" is a number: quoted. Everything else reads as a string.
            assert_eq!(reads_as_another_type(s), s == "2024", "{s}");
        }
    }

    #[test]
    fn quoting_keeps_the_layout_and_the_other_scalars() {
        let value = json!({"created_at": "2026-11-22T10:11:41Z", "metadata": "yes", "id": "edgtcp_1",
                           "list": ["on", "x", 3, null], "on": {"k": true}, "q": "it's"});
        let text = to_string(&value, false);
        assert_eq!(
            text,
            "created_at: '2026-11-22T10:11:41Z'\nmetadata: 'yes'\nid: edgtcp_1\nlist:\n- 'on'\n- x\n- 3\n- null\n'on':\n  k: true\nq: it's\n"
        );
        // Strings the emitter quotes itself come out exactly as it writes them.
        let v = json!({"a": "1.2", "b": "true", "c": "null", "d": "12", "e": ""});
        assert_eq!(to_string(&v, false), serde_yaml::to_string(&v).unwrap());
        // A document that holds the marker's prefix gets another marker.
        let value = json!({"qyaml0x": "no"});
        assert_eq!(to_string(&value, false), "qyaml0x: 'no'\n");
    }

    #[test]
    fn at_a_terminal_strings_a_terminal_acts_on_are_double_quoted_escapes() {
        let value = json!({"name\u{202e}": "a\u{1b}[2J\u{9b}31m\u{85}\u{200b}", "plain": "yes", "multi": "a\nb"});
        let piped = to_string(&value, false);
        assert!(piped.contains('\u{202e}'), "{piped}");
        let shown = to_string(&value, true);
        assert!(
            !shown.chars().any(|c| c != '\n' && needs_escape(c)),
            "{shown}"
        );
        assert!(shown.contains(r#""name\u202e":"#), "{shown}");
        assert!(shown.contains("plain: 'yes'\n"), "{shown}");
        let back: Value = serde_yaml::from_str(&shown).unwrap();
        assert_eq!(back, value);
    }
}
