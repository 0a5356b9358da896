//! Reading manifests: files, directories and stdin of YAML or JSON documents, each checked
//! against its kind's entry in the table of kinds before anything is read from the API.

use std::fmt;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::identity;
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
    /// The user's own metadata (a kind with metadata only); `None` when the document leaves
    /// `metadata` out, which leaves the resource's as it is.
    pub metadata: Option<Map<String, Value>>,
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
            let user = identity::user_metadata(&value)
                .map_err(|why| CliError::usage(declared.refusal(&format!("metadata: {why}"))))
                .map_err(|e| {
                    e.with_hint(format!(
                        "write metadata as a mapping (metadata: {{team: web}}); apply keeps the \
                         name in it under `{}`",
                        identity::MARKER
                    ))
                })?;
            declared.metadata = Some(user);
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
mod tests {
    use super::*;
    use crate::cli::apply::existing::{document, manifest_form, module_document, Existing};
    use crate::kind::{
        EVENT_SUBSCRIPTION, ROUTE_COMPRESSION, ROUTE_SAML, SSH_CA, TCP_EDGE, TLS_TERMINATION,
    };
    use proptest::prelude::*;
    use serde_json::json;

    fn origin() -> Origin {
        Origin {
            file: "generated.yaml".into(),
            document: 1,
            line: None,
        }
    }

    /// An ID of `prefix`, as the API answers a reference to it.
    fn reference(prefix: &'static str) -> impl Strategy<Value = Value> {
        "[a-zA-Z0-9]{8}".prop_map(move |tail| json!({"id": format!("{prefix}_{tail}"), "uri": "u"}))
    }

    /// A resource of every kind with IDs a manifest declares, as the API answers it.
    fn answer() -> impl Strategy<Value = (&'static Kind, Value)> {
        let text = "[a-z ]{0,12}";
        let edge = (
            text,
            proptest::collection::vec("[a-z]{1,8}\\.example\\.com:[1-9][0-9]{0,3}", 0..3),
            proptest::option::of((any::<bool>(), reference("bkdtg"))),
            proptest::option::of((
                any::<bool>(),
                proptest::collection::vec(reference("ipp"), 0..3),
            )),
            proptest::option::of(any::<bool>()),
        )
            .prop_map(|(description, hostports, backend, ip, policy)| {
                let mut wire = json!({"id": "edgtcp_1", "uri": "u", "created_at": "t",
                    "description": description, "hostports": hostports});
                if let Some((enabled, backend)) = backend {
                    wire["backend"] = json!({"enabled": enabled, "backend": backend});
                }
                if let Some((enabled, policies)) = ip {
                    wire["ip_restriction"] = json!({"enabled": enabled, "ip_policies": policies});
                }
                if let Some(enabled) = policy {
                    wire["policy"] = json!({"enabled": enabled, "inbound": [], "outbound": []});
                }
                (&TCP_EDGE, wire)
            });
        let subscription = (
            text,
            proptest::collection::vec("[a-z_]{1,12}\\.v0", 0..3),
            proptest::collection::vec(reference("ed"), 0..3),
        )
            .prop_map(|(description, sources, destinations)| {
                let sources: Vec<Value> = sources
                    .iter()
                    .map(|t| json!({"type": t, "uri": "u"}))
                    .collect();
                let wire = json!({"id": "esb_1", "uri": "u", "description": description,
                    "sources": sources, "destinations": destinations});
                (&EVENT_SUBSCRIPTION, wire)
            });
        let ca = (
            text,
            prop_oneof![Just("ed25519"), Just("ecdsa"), Just("rsa")],
        )
            .prop_map(|(description, key_type)| {
                let wire = json!({"id": "sshca_1", "uri": "u", "description": description,
                    "key_type": key_type});
                (&SSH_CA, wire)
            });
        prop_oneof![edge, subscription, ca]
    }

    /// Metadata as it is stored: made by hand (a JSON object, empty) or by apply (the marker).
    fn stored_metadata() -> impl Strategy<Value = String> {
        let user = proptest::collection::btree_map("[a-z]{1,6}", "[a-z]{0,6}", 0..3);
        (user, proptest::option::of("[a-z][a-z-]{0,8}")).prop_map(|(user, name)| {
            let user: Map<String, Value> = user.into_iter().map(|(k, v)| (k, json!(v))).collect();
            match name {
                Some(name) => identity::metadata(&name, None, &user),
                None if user.is_empty() => String::new(),
                None => Value::Object(user).to_string(),
            }
        })
    }

    /// A module of each kind apply takes, as its path answers it.
    fn module() -> impl Strategy<Value = (&'static Kind, Value)> {
        let tls = (
            any::<bool>(),
            prop_oneof![Just("edge"), Just("upstream")],
            prop_oneof![Just("1.2"), Just("1.3")],
        )
            .prop_map(|(enabled, at, min)| {
                let wire = json!({"enabled": enabled, "terminate_at": at, "min_version": min});
                (&TLS_TERMINATION, wire)
            });
        let compression =
            any::<bool>().prop_map(|enabled| (&ROUTE_COMPRESSION, json!({"enabled": enabled})));
        let saml = (any::<bool>(), proptest::collection::vec("[a-z]{1,6}", 0..3)).prop_map(
            |(force_authn, groups)| {
                let wire = json!({"enabled": true, "force_authn": force_authn,
                    "authorized_groups": groups, "idp_metadata": "<md/>",
                    "entity_id": "e", "metadata_url": "m"});
                (&ROUTE_SAML, wire)
            },
        );
        prop_oneof![tls, compression, saml]
    }

    proptest! {
        /// The document `manifest --all` and `get -o manifest` print of any resource, whoever made
        /// it, reads back as exactly what exists: its fields (module IDs included), its user
        /// metadata, and for one made by hand its `id:`.
        #[test]
        fn a_resources_document_reads_back_as_what_exists(
            (kind, mut wire) in answer(),
            metadata in stored_metadata(),
        ) {
            wire["metadata"] = json!(metadata);
            let (name, user) = identity::read(&metadata);
            let fields = manifest_form(kind, &wire);
            let existing = Existing {
                id: wire["id"].as_str().unwrap_or_default().to_string(),
                name: name.clone(),
                set: None,
                fields: fields.clone(),
                metadata: user.clone(),
                wire: wire.clone(),
            };
            let doc = document(kind, existing, true).unwrap_or_default();
            let declared = declare(origin(), doc).map_err(|e| TestCaseError::fail(e.message))?;
            prop_assert_eq!(declared.kind, kind);
            prop_assert_eq!(&declared.fields, &fields);
            let user = user.unwrap_or_default();
            let expected = (!user.is_empty()).then_some(user);
            prop_assert_eq!(declared.metadata, expected);
            match name {
                Some(name) => prop_assert_eq!((declared.name, declared.id), (name, None)),
                None => prop_assert_eq!(declared.id.as_deref(), wire["id"].as_str()),
            }
        }

        /// A module's `get -o manifest` document reads back as the module: its keys and fields.
        #[test]
        fn a_modules_document_reads_back_as_the_module((kind, wire) in module()) {
            let keys = ["edghts_1", "edghtsrt_2"];
            let keys = &keys[..kind.keys().count()];
            let declared = declare(origin(), module_document(kind, keys, &wire))
                .map_err(|e| TestCaseError::fail(e.message))?;
            prop_assert_eq!(declared.kind, kind);
            prop_assert_eq!(&declared.keys, &keys.to_vec());
            prop_assert_eq!(&declared.fields, &manifest_form(kind, &wire));
        }
    }

    #[test]
    fn yaml_documents_keep_the_line_they_start_on() {
        let text = "kind: a\n---\n# c\nkind: b\n--- \nkind: c\n";
        let docs = yaml_documents(text);
        assert_eq!(docs.len(), 3);
        assert_eq!(first_line(&docs[1].1, docs[1].0), 4);
        assert_eq!(first_line(&docs[2].1, docs[2].0), 6);
    }
}
