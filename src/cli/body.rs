//! Request bodies from flags, optionally on top of a whole body read with `--from-file`.

use std::io::Read;
use std::path::Path;

use serde::Serialize;
use serde_json::{Map, Value};

use super::CliError;

/// Reads a file, or stdin for `-`.
pub fn read_input(path: &Path) -> Result<String, CliError> {
    let mut text = String::new();
    let result = if path == Path::new("-") {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(path).map(|t| text = t)
    };
    result.map_err(|e| CliError::usage(format!("cannot read {}: {e}", path.display())))?;
    Ok(text)
}

/// Parses JSON or YAML (YAML is a superset of JSON) into a value.
pub fn parse_document(text: &str, source: &Path) -> Result<Value, CliError> {
    serde_yaml::from_str(text).map_err(|e| {
        CliError::usage(format!(
            "{} is neither JSON nor YAML: {e}",
            source.display()
        ))
    })
}

/// A request body: the object in `--from-file` if given, else `{}`. Flags are set on top with [`set`].
pub fn from_file(path: Option<&Path>) -> Result<Map<String, Value>, CliError> {
    let Some(path) = path else {
        return Ok(Map::new());
    };
    match parse_document(&read_input(path)?, path)? {
        Value::Object(map) => Ok(map),
        _ => Err(CliError::usage(format!(
            "{} must hold an object (a mapping of field names to values)",
            path.display()
        ))),
    }
}

/// Sets `field` when the flag was given; a flag overrides the same field from `--from-file`.
pub fn set<T: Serialize>(body: &mut Map<String, Value>, field: &str, value: Option<T>) {
    if let Some(v) = value {
        body.insert(
            field.to_string(),
            serde_json::to_value(v).expect("flag values serialise"),
        );
    }
}

/// Sets a list field when the repeatable flag was given at least once.
pub fn set_list<T: Serialize>(body: &mut Map<String, Value>, field: &str, values: &[T]) {
    if !values.is_empty() {
        set(body, field, Some(values));
    }
}
