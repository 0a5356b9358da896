//! A document's `metadata` (a string in the API), and what applying it changes in a resource's:
//! the user's part as the document declares it, apply's marker (see `identity`) beside it.

use serde_json::{json, Map, Value};

use super::identity;
use super::manifest::Declared;
use super::plan::{Change, Existing, Owner};
use crate::cli::CliError;
use crate::output::for_terminal;

/// The `metadata` a document declares.
#[derive(Debug, Clone, PartialEq)]
pub enum Metadata {
    /// The user's own keys (a mapping, or a string holding a JSON object): apply's marker goes
    /// beside them.
    Keys(Map<String, Value>),
    /// Text that is no JSON object (`owner=bob`), as a resource made by hand may keep it: declared
    /// only as it is made, by its `id:` under its ID, where no marker is written.
    Text(String),
}

impl Metadata {
    /// What a document's `metadata` value declares; `as_made`: the document declares a resource
    /// made by hand as it is (its `id:` is its name), which may keep any text.
    pub fn declared(value: &Value, as_made: bool) -> Result<Metadata, String> {
        match value {
            Value::String(text) if as_made && is_text(text) => Ok(Metadata::Text(text.clone())),
            _ => identity::user_metadata(value).map(Metadata::Keys),
        }
    }

    /// The user's keys; empty for text, which no document that creates can declare (it takes
    /// `id:`, of a resource that exists).
    pub fn keys(&self) -> Map<String, Value> {
        match self {
            Metadata::Keys(keys) => keys.clone(),
            Metadata::Text(_) => Map::new(),
        }
    }
}

/// Whether stored metadata is text that is no JSON object (an empty string is no metadata).
pub fn is_text(stored: &str) -> bool {
    !stored.is_empty() && identity::read(stored).1.is_none()
}

/// The changes of an existing resource's metadata, and the metadata that makes them (`None`: it
/// stays as it is). The user's part is as the document declares it; left out, as the resource
/// keeps it (a field left out is left as it is), with apply's marker (its name, its set) beside it.
pub fn changes(
    doc: &Declared,
    current: &Existing,
    owner: &Owner,
) -> Result<(Vec<Change>, Option<Value>), CliError> {
    // Made by hand and declared under its ID by its ID, as `manifest --all` and `get -o manifest`
    // print it: declared as it is, so no marker is written and it stays made by hand (never
    // pruned); a document that gives it another name takes it under apply's management.
    let as_made = current.name.is_none() && doc.id.as_ref() == Some(&doc.name);
    let stored_now = current.wire["metadata"].as_str().unwrap_or_default();
    let shown_now = || {
        current
            .metadata
            .clone()
            .map_or(current.wire["metadata"].clone(), Value::Object)
    };
    let user =
        match (&doc.metadata, &current.metadata) {
            (Some(Metadata::Text(text)), _) if as_made => {
                let changes: Vec<Change> = (text != stored_now)
                    .then(|| Change {
                        field: "metadata".into(),
                        old: shown_now(),
                        new: json!(text),
                    })
                    .into_iter()
                    .collect();
                let stored = (!changes.is_empty()).then(|| json!(text));
                return Ok((changes, stored));
            }
            // Text beside apply's marker, which a resource it names keeps: no room for it.
            (Some(Metadata::Text(text)), _) => {
                let why = identity::user_metadata(&json!(text))
                    .err()
                    .unwrap_or_default();
                return Err(CliError::usage(doc.refusal(&format!("metadata: {why}"))));
            }
            (Some(Metadata::Keys(declared)), _) => declared.clone(),
            (None, Some(kept)) => kept.clone(),
            (None, None) if as_made => return Ok((Vec::new(), None)),
            // Not a JSON object: no room for the marker, and never replaced behind the user's back.
            (None, None) => return Err(CliError::failure(doc.refusal(&format!(
                "{} {} keeps the metadata {}, not a JSON object, so apply has no room for its \
                 name (the key `{}`) beside it",
                doc.kind.title,
                current.id,
                for_terminal(&current.wire["metadata"].to_string()),
                identity::MARKER
            )))
            .with_hint(
                "declare metadata: in the document (a mapping, such as metadata: {note: …}); it \
                 replaces what the resource keeps",
            )),
        };
    let mut changes = Vec::new();
    if !as_made && current.set != owner.set {
        changes.push(Change {
            field: format!("metadata.{}.set", identity::MARKER),
            old: json!(current.set),
            new: json!(owner.set),
        });
    }
    if !as_made && current.name.is_none() {
        changes.push(Change {
            field: format!("metadata.{}.name", identity::MARKER),
            old: Value::Null,
            new: json!(doc.name),
        });
    }
    if current.metadata.as_ref() != Some(&user) {
        changes.push(Change {
            field: "metadata".into(),
            old: shown_now(),
            new: Value::Object(user.clone()),
        });
    }
    let stored = match (as_made, user.is_empty()) {
        (true, true) => String::new(),
        (true, false) => Value::Object(user).to_string(),
        (false, _) => identity::metadata(&doc.name, owner.set.as_deref(), &user),
    };
    let stored = (!changes.is_empty()).then(|| json!(stored));
    Ok((changes, stored))
}
