//! `--from-file FILE|-`: a whole request body read from a file, which may also be a resource as
//! `get -o yaml` printed it.

use std::path::Path;

use serde_json::{Map, Value};

use super::apply::existing::{from_answer, Taker};
use super::body::{parse_document, read_input, Body};
use super::CliError;
use crate::kind::{Kind, Verb};

// `--from-file FILE|-`, flattened into every command that sends a body.
#[derive(Debug, clap::Args)]
pub struct FromFile {
    /// Whole request body as a JSON or YAML file (- for stdin), or the resource as `get -o yaml`
    /// prints it (its read-only fields are left out); flags override its fields
    #[arg(long, value_name = "FILE")]
    from_file: Option<std::path::PathBuf>,
}

impl FromFile {
    /// The request body of a `verb` (create, update or replace) of `kind`: the object in the file
    /// if one was given, else `{}`. A resource as `get -o yaml` prints it is taken in its request
    /// shape, as `apply` takes it ([`request_form`]). Flags are set on top with [`Body::set`].
    pub fn body(&self, kind: &Kind, verb: Verb) -> Result<Body, CliError> {
        let fields = from_file(self.from_file.as_deref())?;
        let taker = match verb {
            Verb::Update => Taker::Update,
            Verb::Replace => Taker::Replace,
            _ => Taker::Create,
        };
        Ok(Body::from(match &self.from_file {
            Some(path) => request_form(kind, taker, fields, &path.display().to_string()),
            None => fields,
        }))
    }
}

/// `fields`, read from `source` for `taker` (a create, an update, an apply) of a `kind`, in the
/// shape of the request body when they are a resource as the API answers it (see
/// [`from_answer`]): what the request does not take is left out, and one warning names it,
/// rather than the whole body being refused for it.
pub fn request_form(
    kind: &Kind,
    taker: Taker,
    fields: Map<String, Value>,
    source: &str,
) -> Map<String, Value> {
    let Some((form, left_out)) = from_answer(kind, &fields, taker) else {
        return fields;
    };
    if !left_out.is_empty() {
        crate::output::warning(&format!(
            "{source}: left out {}: {} of a {} does not take these fields of a `get` answer",
            left_out.join(", "),
            taker.words(),
            kind.name,
        ));
    }
    form
}

/// The object in a JSON or YAML file (`-`: stdin); `{}` without one.
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
