//! Identity without a state file: a managed resource carries its manifest name in its own
//! `metadata`, which the API keeps as a string. apply writes that string as a JSON object: the
//! user's own metadata, plus one reserved key, [`MARKER`], holding `{"name": …}` and, when it was
//! applied with `--set`, `"set": …`, the apply set that owns it (as kubectl's ApplySet). A
//! resource without the key was made by hand: `--prune` never deletes it; nor one of another set.

use serde_json::{json, Map, Value};

/// The key of `metadata` that marks a resource apply manages, and holds its name.
pub const MARKER: &str = "tunnelctl.apply";

/// The user's metadata in a manifest: a mapping, or a string holding a JSON object (an empty
/// string is none). Anything else has no room for the marker beside it.
pub fn user_metadata(value: &Value) -> Result<Map<String, Value>, String> {
    let map = match value {
        Value::Null => Map::new(),
        Value::Object(map) => map.clone(),
        Value::String(text) if text.trim().is_empty() => Map::new(),
        Value::String(text) => match serde_json::from_str(text) {
            Ok(Value::Object(map)) => map,
            _ => {
                return Err(format!(
                    "apply keeps the resource's name in its metadata, which must then be a JSON \
                     object (a mapping); got the string {text:?}"
                ))
            }
        },
        other => return Err(format!("must be a mapping; got {other}")),
    };
    if map.contains_key(MARKER) {
        return Err(format!(
            "the key `{MARKER}` is apply's own (it holds the name); use another key"
        ));
    }
    Ok(map)
}

/// The metadata string apply stores: the user's metadata with the marker naming `name` and the
/// apply set that owns it.
pub fn metadata(name: &str, set: Option<&str>, user: &Map<String, Value>) -> String {
    let mut map = user.clone();
    let marker = match set {
        Some(set) => json!({ "name": name, "set": set }),
        None => json!({ "name": name }),
    };
    map.insert(MARKER.to_string(), marker);
    Value::Object(map).to_string()
}

/// The apply set a stored metadata string names as its owner (`None`: applied without `--set`,
/// or not managed by apply).
pub fn set_of(metadata: &str) -> Option<String> {
    let map: Map<String, Value> = serde_json::from_str(metadata).ok()?;
    Some(map.get(MARKER)?.get("set")?.as_str()?.to_string())
}

/// What a stored metadata string holds: the name apply gave the resource (`None`: made by hand)
/// and the user's own metadata (`None`: a string that is not a JSON object).
pub fn read(metadata: &str) -> (Option<String>, Option<Map<String, Value>>) {
    if metadata.is_empty() {
        return (None, Some(Map::new()));
    }
    let Ok(Value::Object(mut map)) = serde_json::from_str::<Value>(metadata) else {
        return (None, None);
    };
    let name = map
        .remove(MARKER)
        .and_then(|m| m.get("name").and_then(Value::as_str).map(str::to_string));
    (name, Some(map))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_and_the_users_metadata_go_and_come_back() {
        let user = user_metadata(&json!({"team": "web"})).unwrap();
        let stored = metadata("api", None, &user);
        assert_eq!(read(&stored), (Some("api".into()), Some(user.clone())));
        assert_eq!(set_of(&stored), None);
        let owned = metadata("api", Some("team-a"), &user);
        assert_eq!(read(&owned), (Some("api".into()), Some(user)));
        assert_eq!(set_of(&owned).as_deref(), Some("team-a"));
        assert_eq!(read("plain text"), (None, None));
        assert_eq!(read(""), (None, Some(Map::new())));
        assert!(user_metadata(&json!("plain text")).is_err());
        assert!(user_metadata(&json!({ MARKER: 1 })).is_err());
        assert_eq!(user_metadata(&json!("{\"a\":1}")).unwrap()["a"], 1);
    }
}
