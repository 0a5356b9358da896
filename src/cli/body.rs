//! Request bodies from flags, optionally on top of a whole body read with `--from-file`.

use std::path::Path;

use serde::Serialize;
use serde_json::{Map, Value};

use super::{CliError, Context};
use crate::api::route::Route;
use crate::api::Method;
use crate::output::View;
use crate::{document, files};

/// Reads a text file, or stdin for `-`, up to the API's body limit (what is read becomes part of
/// a request body).
pub fn read_input(path: &Path) -> Result<String, CliError> {
    read_input_limited(path, files::DEFAULT_READ_LIMIT)
}

/// Like [`read_input`], with another bound (a store import is larger than any request).
pub fn read_input_limited(path: &Path, limit: u64) -> Result<String, CliError> {
    files::read_text(path, limit).map_err(|e| CliError::usage(e.to_string()))
}

/// Parses JSON or YAML (YAML is a superset of JSON) into a value.
pub fn parse_document(text: &str, source: &Path) -> Result<Value, CliError> {
    document::check_nesting(text)
        .map_err(|why| CliError::usage(format!("{} is refused: {why}", source.display())))?;
    // JSON first: YAML refuses some valid JSON (a "\u0000" escape), and JSON parses faster.
    if let Ok(value) = serde_json::from_str(text) {
        return Ok(value);
    }
    serde_yaml::from_str(text).map_err(|e| {
        CliError::usage(format!(
            "{} is neither JSON nor YAML: {e}",
            source.display()
        ))
    })
}

// `--from-file FILE|-`, flattened into every command that sends a body.
#[derive(Debug, clap::Args)]
pub struct FromFile {
    /// Whole request body as a JSON or YAML file (- for stdin); flags override its fields
    #[arg(long, value_name = "FILE")]
    from_file: Option<std::path::PathBuf>,
}

impl FromFile {
    /// The request body: the object in the file if one was given, else `{}`. Flags are set on
    /// top with [`set`].
    pub fn body(&self) -> Result<Map<String, Value>, CliError> {
        from_file(self.from_file.as_deref())
    }
}

fn from_file(path: Option<&Path>) -> Result<Map<String, Value>, CliError> {
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

// Description and metadata, the fields every resource has.
#[derive(Debug, clap::Args)]
pub struct Labels {
    /// Human-readable purpose (at most 255 bytes)
    #[arg(long)]
    pub description: Option<String>,
    /// Machine-readable data of your own (at most 4096 bytes)
    #[arg(long)]
    pub metadata: Option<String>,
}

impl Labels {
    pub fn set(&self, body: &mut Map<String, Value>) {
        set(body, "description", self.description.clone());
        set(body, "metadata", self.metadata.clone());
    }
}

// The flags of an update that changes only description and metadata.
#[derive(Debug, clap::Args)]
pub struct LabelsUpdate {
    #[command(flatten)]
    labels: Labels,
    #[command(flatten)]
    from_file: FromFile,
}

impl LabelsUpdate {
    /// Sends the PATCH to `route` and prints the resource it answers.
    pub fn send(&self, ctx: &Context, route: Route, view: &View) -> Result<(), CliError> {
        let mut body = self.from_file.body()?;
        self.labels.set(&mut body);
        let updated = ctx.send_json(Method::Patch, &route.path(), &Value::Object(body))?;
        ctx.print(&updated, view)
    }
}
