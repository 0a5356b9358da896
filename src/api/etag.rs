//! Entity tags (RFC 9110 §8.8.3): the `ETag` of an answer and the `If-Match` of a request that
//! must not overwrite a change it has not seen. A tag is a digest of what it stands for, so that
//! equal representations have equal tags on every replica and across restarts.

use sha2::{Digest, Sha256};

/// `"<hex>"`: the first 128 bits of a SHA-256 digest.
pub fn entity_tag(digest: &[u8; 32]) -> String {
    let hex: String = digest[..16].iter().map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}

/// The tag of a JSON representation (its compact text, fields in the order serde_json keeps).
pub fn json_tag(value: &serde_json::Value) -> String {
    entity_tag(&Sha256::digest(value.to_string().as_bytes()).into())
}

/// Whether an `If-Match` header holds for a current representation tagged `current` (`None`:
/// there is none). Strong comparison (RFC 9110 §13.1.1): a weak tag never matches; `*` matches
/// any current representation.
pub fn if_match_holds(if_match: &str, current: Option<&str>) -> bool {
    let Some(current) = current else {
        return false;
    };
    if_match
        .split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag == current)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn if_match_compares_strongly_and_needs_a_current_representation() {
        let tag = json_tag(&json!({"max_validity": 3600}));
        assert_ne!(tag, json_tag(&json!({"max_validity": 7200})));
        assert!(if_match_holds(&tag, Some(&tag)));
        assert!(if_match_holds(&format!("\"other\", {tag}"), Some(&tag)));
        assert!(if_match_holds("*", Some(&tag)));
        assert!(!if_match_holds(&format!("W/{tag}"), Some(&tag)));
        assert!(!if_match_holds("\"other\"", Some(&tag)));
        assert!(!if_match_holds("*", None));
    }
}
