//! The one reader of JSON and YAML documents, whoever gives them: `--from-file`, `api --input`,
//! policy files, manifests, the config file, store imports, and the traffic policy `value` a
//! request carries. Every document is held to three bounds before anything is built from it:
//!
//! - its size as given ([`Limits::input`]);
//! - its nesting ([`MAX_NESTING`]). The YAML parser reads a whole document into events before
//!   serde's recursion limit applies, and its cost grows with the square of flow nesting: 100 000
//!   nested `[` took 4–9 s to be refused. A linear scan refuses such a document first;
//! - its size once YAML's aliases are expanded ([`Limits::expanded`]). The YAML deserialiser's own
//!   repetition limit counts events, not bytes: one 400 KB anchored scalar referred to 20 000 times
//!   passes it and expands to 8 GB. A first walk over the document, which builds nothing, charges
//!   every node it meets (an alias's target each time it is met) and stops at the bound.

use serde::de::{DeserializeOwned, DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use crate::files::human_size;

/// How large a document may be as given and once its aliases are expanded.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub input: usize,
    pub expanded: usize,
}

impl Limits {
    /// A request, a file given to a flag, the config file: as large as a request body may be
    /// (`server::MAX_BODY`, `files::DEFAULT_READ_LIMIT`), expanding to at most 16 times that.
    pub const DOCUMENT: Limits = Limits {
        input: 1024 * 1024,
        expanded: 16 * 1024 * 1024,
    };
}

/// Why a document was not read.
#[derive(Debug)]
pub enum DocumentError {
    /// Over one of the bounds; the text names it and its figure.
    Limit(String),
    /// Not JSON (when only JSON is read).
    Json(serde_json::Error),
    /// Neither JSON nor YAML, or not of the shape asked for; the error knows the line.
    Yaml(serde_yaml::Error),
}

impl std::fmt::Display for DocumentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DocumentError::Limit(why) => f.write_str(why),
            DocumentError::Json(e) => e.fmt(f),
            DocumentError::Yaml(e) => e.fmt(f),
        }
    }
}

/// Reads documents under one set of [`Limits`], shared by every document it reads: the documents
/// of one manifest file share its bounds, as the file's own text does.
#[derive(Debug)]
pub struct Reader {
    limits: Limits,
    input_left: usize,
    expanded_left: usize,
}

impl Default for Reader {
    fn default() -> Self {
        Reader::new(Limits::DOCUMENT)
    }
}

impl Reader {
    pub fn new(limits: Limits) -> Self {
        Reader {
            limits,
            input_left: limits.input,
            expanded_left: limits.expanded,
        }
    }

    /// A JSON or YAML document (YAML is a superset of JSON) as a value. JSON is tried first:
    /// YAML refuses some valid JSON (a "\u0000" escape), and JSON parses faster.
    pub fn value(&mut self, text: &str) -> Result<Value, DocumentError> {
        self.take_input(text)?;
        if let Ok(value) = serde_json::from_str(text) {
            return Ok(value);
        }
        self.walk_yaml(text)?;
        serde_yaml::from_str(text).map_err(DocumentError::Yaml)
    }

    /// A YAML (or JSON) document read into `T`.
    pub fn yaml<T: DeserializeOwned>(&mut self, text: &str) -> Result<T, DocumentError> {
        self.take_input(text)?;
        self.walk_yaml(text)?;
        serde_yaml::from_str(text).map_err(DocumentError::Yaml)
    }

    /// A JSON document only (JSON has no aliases: it is as large as its text).
    pub fn json<T: DeserializeOwned>(&mut self, text: &str) -> Result<T, DocumentError> {
        self.take_input(text)?;
        serde_json::from_str(text).map_err(DocumentError::Json)
    }

    fn take_input(&mut self, text: &str) -> Result<(), DocumentError> {
        self.input_left = self.input_left.checked_sub(text.len()).ok_or_else(|| {
            DocumentError::Limit(format!(
                "it is larger than the limit of {}",
                human_size(self.limits.input as u64)
            ))
        })?;
        check_nesting(text).map_err(DocumentError::Limit)
    }

    /// Walks every YAML document in `text` as the deserialiser would expand it, charging each
    /// node to the expansion bound. Only the bound's refusal counts here: a document the walk
    /// cannot read is left to the real parse, which says what is wrong with it and where.
    fn walk_yaml(&mut self, text: &str) -> Result<(), DocumentError> {
        for document in serde_yaml::Deserializer::from_str(text) {
            let mut walk = Walk {
                left: &mut self.expanded_left,
                depth: 0,
            };
            match (&mut walk).deserialize(document) {
                Ok(()) => {}
                Err(_) if self.expanded_left == 0 => {
                    return Err(DocumentError::Limit(format!(
                        "its YAML aliases expand it past the limit of {} (an alias repeats \
                         what its anchor names each time it is used)",
                        human_size(self.limits.expanded as u64)
                    )))
                }
                Err(_) => return Ok(()),
            }
        }
        Ok(())
    }
}

/// A JSON or YAML document under [`Limits::DOCUMENT`].
pub fn read_value(text: &str) -> Result<Value, DocumentError> {
    Reader::default().value(text)
}

/// A YAML document read into `T` under [`Limits::DOCUMENT`].
pub fn read_yaml<T: DeserializeOwned>(text: &str) -> Result<T, DocumentError> {
    Reader::default().yaml(text)
}

/// What a node costs the expansion bound besides its text: about what a parsed value of it
/// holds (a `serde_json::Value` is 32 bytes), so that a million empty strings count too.
const NODE_COST: usize = 32;

/// One pass over a YAML document that builds nothing and charges every node to `left`; at zero
/// it stops with an error (and `left` stays zero, which is how the caller tells it apart).
struct Walk<'a> {
    left: &'a mut usize,
    depth: usize,
}

impl Walk<'_> {
    fn charge<E: serde::de::Error>(&mut self, bytes: usize) -> Result<(), E> {
        match self.left.checked_sub(NODE_COST + bytes) {
            Some(left) => {
                *self.left = left;
                Ok(())
            }
            None => {
                *self.left = 0;
                Err(E::custom("expanded past the limit"))
            }
        }
    }

    fn inner(&mut self) -> Walk<'_> {
        Walk {
            left: self.left,
            depth: self.depth + 1,
        }
    }
}

impl<'de> DeserializeSeed<'de> for &mut Walk<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for &mut Walk<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }

    fn visit_bool<E: serde::de::Error>(self, _: bool) -> Result<(), E> {
        self.charge(0)
    }
    fn visit_i64<E: serde::de::Error>(self, _: i64) -> Result<(), E> {
        self.charge(0)
    }
    fn visit_u64<E: serde::de::Error>(self, _: u64) -> Result<(), E> {
        self.charge(0)
    }
    fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<(), E> {
        self.charge(0)
    }
    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<(), E> {
        self.charge(text.len())
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<(), E> {
        self.charge(0)
    }
    fn visit_none<E: serde::de::Error>(self) -> Result<(), E> {
        self.charge(0)
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, inner: D) -> Result<(), D::Error> {
        inner.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.charge(0)?;
        if self.depth >= MAX_NESTING {
            return Err(A::Error::custom("nested too deep"));
        }
        while seq.next_element_seed(&mut self.inner())?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        self.charge(0)?;
        if self.depth >= MAX_NESTING {
            return Err(A::Error::custom("nested too deep"));
        }
        while map.next_key_seed(&mut self.inner())?.is_some() {
            map.next_value_seed(&mut self.inner())?;
        }
        Ok(())
    }
}

/// Deepest nesting accepted, the same as serde_json's and the YAML deserialiser's own limit.
pub const MAX_NESTING: usize = 128;

/// Refuses a document whose `[`/`{` nesting (outside quoted strings) exceeds [`MAX_NESTING`].
fn check_nesting(text: &str) -> Result<(), String> {
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

    const SMALL: Limits = Limits {
        input: 1024,
        expanded: 4096,
    };

    /// A 100-byte anchored scalar referred to `uses` times.
    fn aliased(uses: usize) -> String {
        format!(
            "a: &a {}\nb: [{}]\n",
            "x".repeat(100),
            vec!["*a"; uses].join(", ")
        )
    }

    #[test]
    fn aliases_are_charged_each_time_they_are_used() {
        // 20 uses: about 2.6 KB expanded, under the bound.
        let value = Reader::new(SMALL).value(&aliased(20)).unwrap();
        assert_eq!(value["b"].as_array().unwrap().len(), 20);
        // 60 uses are past it, though the text is as short.
        let err = Reader::new(SMALL)
            .value(&aliased(60))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("aliases expand it past the limit of 4 KiB"),
            "{err}"
        );
        // Aliases of aliases (the "billion laughs") are stopped the same way.
        let mut laughs = String::from("l0: &l0 [x, x, x, x]\n");
        for n in 1..6 {
            let refs = vec![format!("*l{}", n - 1); 4].join(", ");
            laughs.push_str(&format!("l{n}: &l{n} [{refs}]\n"));
        }
        assert!(matches!(
            Reader::new(SMALL).value(&laughs),
            Err(DocumentError::Limit(_))
        ));
    }

    #[test]
    fn documents_read_by_one_reader_share_its_bounds() {
        let text = aliased(15);
        let mut reader = Reader::new(SMALL);
        assert!(reader.yaml::<Value>(&text).is_ok());
        assert!(matches!(
            reader.yaml::<Value>(&text),
            Err(DocumentError::Limit(_))
        ));
        let err = Reader::new(SMALL)
            .json::<Value>(&"1".repeat(2000))
            .unwrap_err();
        assert_eq!(err.to_string(), "it is larger than the limit of 1 KiB");
    }

    #[test]
    fn a_document_the_walk_cannot_read_is_left_to_the_parser_to_explain() {
        let err = read_yaml::<Value>("a: !tag [1]\nb: [").unwrap_err();
        assert!(matches!(err, DocumentError::Yaml(_)), "{err}");
    }

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
