//! What the client-side filters of several `list` commands share.

use serde_json::Value;

/// Whether a resource's `metadata` matches every one of `filters`: `KEY=VALUE` when the metadata
/// is a JSON object whose KEY is VALUE (a string as it is, anything else as its JSON text), and
/// `TEXT` (no `=`, or metadata that is not a JSON object) when the metadata contains TEXT.
pub fn metadata_matches(resource: &Value, filters: &[String]) -> bool {
    let text = resource["metadata"].as_str().unwrap_or_default();
    let object = match filters.iter().any(|f| f.contains('=')) {
        true => serde_json::from_str::<Value>(text)
            .ok()
            .filter(Value::is_object),
        false => None,
    };
    filters
        .iter()
        .all(|filter| match (filter.split_once('='), &object) {
            (Some((key, wanted)), Some(object)) => match object.get(key) {
                Some(Value::String(value)) => value == wanted,
                Some(value) => serde_json::from_str::<Value>(wanted).is_ok_and(|w| &w == value),
                None => false,
            },
            _ => text.contains(filter.as_str()),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn metadata_by_key_and_by_text() {
        let edge = json!({"metadata": r#"{"team":"web","tier":2}"#});
        let matches = |filters: &[&str]| {
            let filters: Vec<String> = filters.iter().map(|f| f.to_string()).collect();
            metadata_matches(&edge, &filters)
        };
        assert!(matches(&[]));
        assert!(matches(&["team=web", "tier=2"]));
        assert!(matches(&["eb"]));
        assert!(!matches(&["team=we"]));
        assert!(!matches(&["team=web", "owner=x"]));
        assert!(metadata_matches(
            &json!({"metadata": "team=web"}),
            &["team=web".into()]
        ));
        assert!(!metadata_matches(
            &json!({"metadata": ""}),
            &["team=web".into()]
        ));
    }
}
