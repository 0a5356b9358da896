//! Reading manifests: files, directories and stdin of YAML or JSON documents, each checked
//! against its kind's entry in the table of kinds before anything is read from the API.

use std::fmt;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::identity;
use super::metadata::Metadata;
use crate::cli::body::read_input;
use crate::cli::from_file::request_form;
use crate::cli::CliError;
use crate::document::{self, DocumentError};
use crate::files;
use crate::kind::Kind;

/// Where a document came from, as errors name it: `web.yaml, document 2 (line 14)`.
#[derive(Debug, Clone)]
pub struct Origin {
    pub file: String,
    /// 1-based, in the file.
    pub document: usize,
    /// Where the document starts, when the file is YAML.
    pub line: Option<usize>,
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, document {}", self.file, self.document)?;
        match self.line {
            Some(line) => write!(f, " (line {line})"),
            None => Ok(()),
        }
    }
}

/// One declared resource.
#[derive(Debug, Clone)]
pub struct Declared {
    pub origin: Origin,
    pub kind: &'static Kind,
    /// Its name (unique per kind); a module's keys joined with `/`.
    pub name: String,
    /// The resource a document adopts (`id:`, as `manifest --all` prints an unmanaged one).
    pub id: Option<String>,
    /// A module's keys, in its path's order.
    pub keys: Vec<String>,
    /// The request body fields it sets, `metadata` left out.
    pub fields: Map<String, Value>,
    /// Its metadata (a kind with metadata only); `None` when the document leaves `metadata` out,
    /// which leaves the resource's as it is.
    pub metadata: Option<Metadata>,
}

impl Declared {
    /// `tcp-edge web`, `tls-termination edgtls_…`: how messages and the plan name it.
    pub fn label(&self) -> String {
        format!("{} {}", self.kind.name, self.name)
    }

    /// A refusal of this document: `FILE, document N (line L): tcp-edge web: MESSAGE`.
    pub fn refusal(&self, message: &str) -> String {
        format!("{}: {}: {message}", self.origin, self.label())
    }
}

/// Reads every document of `sources` (files, directories of `.yaml`, `.yml` and `.json` files,
/// `-` for stdin), in order. A file a directory lists is read only when it is a regular file: a
/// link may lead out of the directory and a FIFO may never end (a file the user names is read as
/// named, so that `apply -f <(…)` works).
pub fn read(sources: &[PathBuf]) -> Result<Vec<Declared>, CliError> {
    let mut files = Vec::new();
    for source in sources {
        if source.is_dir() {
            let mut inside: Vec<PathBuf> = std::fs::read_dir(source)
                .map_err(|e| CliError::usage(format!("cannot read {}: {e}", source.display())))?
                .filter_map(|entry| entry.ok().map(|e| e.path()))
                .filter(|p| {
                    p.extension()
                        .is_some_and(|e| e == "yaml" || e == "yml" || e == "json")
                })
                .collect();
            inside.sort();
            if inside.is_empty() {
                return Err(CliError::usage(format!(
                    "{} holds no .yaml, .yml or .json file",
                    source.display()
                )));
            }
            files.extend(inside.into_iter().map(|file| (file, Listed::Yes)));
        } else {
            files.push((source.clone(), Listed::No));
        }
    }
    let mut declared: Vec<Declared> = Vec::new();
    for (file, listed) in &files {
        for (origin, value) in documents(file, *listed)? {
            let doc = declare(origin, value)?;
            if let Some(twin) = declared
                .iter()
                .find(|d| d.kind == doc.kind && d.name == doc.name)
            {
                return Err(CliError::usage(doc.refusal(&format!(
                    "declared twice: {} declares it too; a name is unique per kind",
                    twin.origin
                ))));
            }
            if let Some(twin) = declared.iter().find(|d| d.id.is_some() && d.id == doc.id) {
                return Err(CliError::usage(doc.refusal(&format!(
                    "id: {} is adopted twice ({} adopts it as {})",
                    doc.id.as_deref().unwrap_or_default(),
                    twin.origin,
                    twin.label()
                ))));
            }
            declared.push(doc);
        }
    }
    Ok(declared)
}

/// Whether a manifest file was found by listing a directory or named by the user.
#[derive(Debug, Clone, Copy)]
enum Listed {
    Yes,
    No,
}

/// The documents of one file: a JSON object or array of objects, or YAML documents separated by
/// `---` lines (empty ones skipped).
fn documents(file: &Path, listed: Listed) -> Result<Vec<(Origin, Value)>, CliError> {
    let text = match listed {
        Listed::No => read_input(file)?,
        Listed::Yes => files::read_regular_text(file, files::DEFAULT_READ_LIMIT)
            .map_err(|e| CliError::usage(e.to_string()))?,
    };
    let name = match file == Path::new("-") {
        true => "stdin".to_string(),
        false => file.display().to_string(),
    };
    let origin = |document, line| Origin {
        file: name.clone(),
        document,
        line,
    };
    let refused = |why| CliError::usage(format!("{name} is refused: {why}"));
    // JSON first, as `--from-file` reads it: YAML refuses some valid JSON.
    match document::Reader::default().json::<Value>(&text) {
        Ok(value) => {
            let values = match value {
                Value::Array(values) => values,
                other => vec![other],
            };
            return Ok(values
                .into_iter()
                .enumerate()
                .map(|(i, v)| (origin(i + 1, None), v))
                .collect());
        }
        Err(DocumentError::Limit(why)) => return Err(refused(why)),
        Err(_) => {}
    }
    // One reader for every document of the file: they share its bounds, aliases' expansion too.
    let mut reader = document::Reader::default();
    let mut found = Vec::new();
    let mut number = 0;
    for (start, chunk) in yaml_documents(&text) {
        number += 1;
        let value: Value = reader.yaml(&chunk).map_err(|e| match e {
            DocumentError::Yaml(e) => {
                let text = e.to_string();
                let message = text.split(" at line ").next().unwrap_or(&text);
                let at = origin(number, e.location().map(|l| start + l.line() - 1));
                CliError::usage(format!("{at}: not YAML: {message}"))
            }
            e => refused(e.to_string()),
        })?;
        if !value.is_null() {
            found.push((origin(number, Some(first_line(&chunk, start))), value));
        }
    }
    if found.is_empty() {
        return Err(CliError::usage(format!(
            "{name} holds no document; give YAML or JSON documents with kind: and name:"
        )));
    }
    Ok(found)
}

/// The YAML documents of `text`, each with the line it starts on (1-based).
fn yaml_documents(text: &str) -> Vec<(usize, String)> {
    let mut docs = vec![(1, String::new())];
    for (i, line) in text.lines().enumerate() {
        if line == "---" || line.starts_with("--- ") {
            docs.push((i + 2, String::new()));
        } else if let Some((_, doc)) = docs.last_mut() {
            doc.push_str(line);
            doc.push('\n');
        }
    }
    docs
}

/// The line of a document's first field (past blank lines and comments).
fn first_line(chunk: &str, start: usize) -> usize {
    chunk
        .lines()
        .position(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map_or(start, |i| start + i)
}

/// Checks one document against its kind.
fn declare(origin: Origin, value: Value) -> Result<Declared, CliError> {
    let Value::Object(mut fields) = value else {
        return Err(CliError::usage(format!(
            "{origin}: must hold an object (a mapping of field names to values)"
        )));
    };
    let answered = as_document(&mut fields);
    let refuse = |what: &str| CliError::usage(format!("{origin}: {what}"));
    let kinds = || {
        Kind::declarable()
            .map(|k| format!("`{}`", k.name))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let kind = match fields.remove("kind") {
        Some(Value::String(name)) => match Kind::named(&name) {
            Some(kind) if !kind.manifest.is_empty() => kind,
            Some(_) => {
                return Err(refuse(&format!(
                    "kind: `{name}` cannot be declared in a manifest, expected one of {}",
                    kinds()
                )))
            }
            None => {
                return Err(refuse(&format!(
                    "kind: unknown kind `{name}`, expected one of {}",
                    kinds()
                )))
            }
        },
        Some(other) => return Err(refuse(&format!("kind: must be a string; got {other}"))),
        None => {
            return Err(refuse(&format!(
                "missing field `kind`, expected one of {}",
                kinds()
            )))
        }
    };
    // A resource as `get` answers it, in its request shape; its `id` stays: apply adopts by it.
    let answered = answered || super::is_answer(kind, &fields);
    let source = origin.to_string();
    let mut fields = request_form(kind, super::Taker::Apply, fields, &source);
    // A name or key is shown in tables, prompts and messages and typed back on command lines:
    // a control character (NUL, an escape, a newline) would hide or fake what it says there.
    let mut string = |field: &str| match fields.remove(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.chars().any(char::is_control) => Err(refuse(&format!(
            "{}: {field}: must not hold control characters (NUL, escapes, line breaks); got {s:?}",
            kind.name
        ))),
        Some(Value::String(s)) if !s.is_empty() => Ok(Some(s)),
        Some(other) => Err(refuse(&format!(
            "{}: {field}: must be a non-empty string; got {other}",
            kind.name
        ))),
    };
    let (name, id, keys) = match kind.has_ids() {
        true => {
            let name = string("name")?.ok_or_else(|| {
                refuse(&format!(
                    "{}: missing field `name`: each {} is known by its name, unique per kind",
                    kind.name, kind.title
                ))
            })?;
            let id = string("id")?;
            if let Some(id) = &id {
                if !id.starts_with(&format!("{}_", kind.prefix)) {
                    return Err(refuse(&format!(
                        "{} {name}: id: must start with {}_; got {id:?}",
                        kind.name, kind.prefix
                    )));
                }
            }
            (name, id, Vec::new())
        }
        false => {
            if string("name")?.is_some() {
                return Err(refuse(&format!(
                    "{}: a {} is known by its {}, not by a name; drop `name`",
                    kind.name,
                    kind.title,
                    kind.keys().collect::<Vec<_>>().join(" and ")
                )));
            }
            let mut keys = Vec::new();
            for key in kind.keys() {
                keys.push(
                    string(key)?
                        .ok_or_else(|| refuse(&format!("{}: missing field `{key}`", kind.name)))?,
                );
            }
            (keys.join("/"), None, keys)
        }
    };
    let mut declared = Declared {
        origin: origin.clone(),
        kind,
        name,
        id,
        keys,
        fields: Map::new(),
        metadata: None,
    };
    for (field, value) in fields {
        if !kind.manifest.contains(&field.as_str()) {
            let mut expected: Vec<&str> = match kind.has_ids() {
                true => vec!["kind", "name", "id"],
                false => vec!["kind"],
            };
            expected.extend(kind.keys());
            expected.extend(kind.manifest.iter().copied());
            let expected: Vec<String> = expected.iter().map(|f| format!("`{f}`")).collect();
            return Err(CliError::usage(declared.refusal(&format!(
                "unknown field `{field}`, expected one of {}",
                expected.join(", ")
            ))));
        }
        if field == "metadata" && !value.is_null() {
            // An answer's metadata is the stored string, with apply's marker in it when managed.
            let value = match (&value, answered) {
                (Value::String(text), true) => match identity::read(text) {
                    (_, Some(user)) => Value::Object(user),
                    (_, None) => value,
                },
                _ => value,
            };
            // A resource made by hand declared as it is (under its ID) keeps any text.
            let as_made = declared.id.as_ref() == Some(&declared.name);
            let metadata = Metadata::declared(&value, as_made)
                .map_err(|why| CliError::usage(declared.refusal(&format!("metadata: {why}"))))
                .map_err(|e| {
                    let as_made = match &declared.id {
                        Some(id) => format!(", or keep name: {id} to leave it made by hand"),
                        None => String::new(),
                    };
                    e.with_hint(format!(
                        "write metadata as a mapping (metadata: {{team: web}}); apply keeps the \
                         name in it under `{}`{as_made}",
                        identity::MARKER
                    ))
                })?;
            declared.metadata = Some(metadata);
        } else if !value.is_null() && field != "metadata" {
            let mut value = value;
            // A person writes a CA policy's durations as text (`1h`); compared and sent as the
            // wire's seconds.
            if let (true, Value::Object(policy)) = (
                kind.prefix == crate::kind::SSH_CA.prefix && field == "policy",
                &mut value,
            ) {
                crate::cli::ssh_ca::policy_in_seconds(policy)
                    .map_err(|why| CliError::usage(declared.refusal(&format!("policy.{why}"))))?;
            }
            declared.fields.insert(field, value);
        }
    }
    Ok(declared)
}

/// Makes a resource as `get` prints it (no `kind:`, an `id` of a kind a manifest declares) a
/// document of that kind, named as apply named it (else by its ID, declaring it by its `id:` as it
/// is, as `manifest --all` names a resource made by hand). Answers whether `fields` is such a resource;
/// its other answer-only fields are left out later, as `--from-file` leaves them out.
fn as_document(fields: &mut Map<String, Value>) -> bool {
    if fields.contains_key("kind") {
        return false;
    }
    let Some(id) = fields.get("id").and_then(Value::as_str).map(str::to_string) else {
        return false;
    };
    let Some(kind) = Kind::of_id(&id).filter(|k| !k.manifest.is_empty()) else {
        return false;
    };
    if !fields.contains_key("name") {
        let metadata = fields.get("metadata").and_then(Value::as_str).unwrap_or("");
        let name = identity::read(metadata).0.unwrap_or_else(|| id.clone());
        fields.insert("name".into(), Value::String(name));
    }
    fields.insert("kind".into(), Value::String(kind.name.into()));
    true
}

#[cfg(test)]
mod tests;
