//! What exists, as apply sees it: every resource of the declarable kinds read through the API,
//! in the shape a manifest writes (the plan's left-hand side).

use serde_json::{json, Map, Value};

use super::identity;
use super::sub_resource;
use crate::cli::{CliError, Context};
use crate::kind::Kind;

/// One existing resource of a kind with IDs, as apply sees it.
#[derive(Debug, Clone)]
pub struct Existing {
    pub id: String,
    /// The name in its marker; `None` when it was made by hand.
    pub name: Option<String>,
    /// The apply set in its marker; `None` when applied without `--set` (or made by hand).
    pub set: Option<String>,
    /// Its manifest fields in the shape a manifest writes them (`metadata` left out).
    pub fields: Map<String, Value>,
    /// The user's own metadata; `None` when it is not a JSON object.
    pub metadata: Option<Map<String, Value>>,
    pub wire: Value,
}

/// Every resource of the declarable kinds with IDs that exists, kind by kind.
pub fn existing(ctx: &Context) -> Result<Vec<(&'static Kind, Vec<Existing>)>, CliError> {
    Kind::declarable()
        .filter(|k| k.has_ids())
        .map(|kind| {
            let list = ctx.list(kind.path, kind.list_key, None, None)?;
            let items = list[kind.list_key].as_array().cloned().unwrap_or_default();
            let items = items.into_iter().map(|w| existing_one(ctx, kind, w));
            Ok((kind, items.collect::<Result<_, CliError>>()?))
        })
        .collect()
}

pub(super) fn existing_one(
    ctx: &Context,
    kind: &'static Kind,
    wire: Value,
) -> Result<Existing, CliError> {
    let (name, metadata) = identity::read(wire["metadata"].as_str().unwrap_or(""));
    let set = identity::set_of(wire["metadata"].as_str().unwrap_or(""));
    let id = wire["id"].as_str().unwrap_or_default().to_string();
    let mut fields = manifest_form(kind, &wire);
    sub_resource::read(ctx, kind, &id, &wire, &mut fields)?;
    Ok(Existing {
        id,
        name,
        set,
        fields,
        metadata,
        wire,
    })
}

/// `resource` as a manifest document that applies back unchanged; one made by hand (no name of
/// apply's in its metadata) only when `all`, with its `id:` and its ID as name: declared as it is,
/// it stays made by hand.
pub(super) fn document(kind: &Kind, resource: Existing, all: bool) -> Option<Value> {
    let (name, id) = match (&resource.name, all) {
        (Some(name), _) => (name.clone(), None),
        (None, true) => (resource.id.clone(), Some(resource.id.clone())),
        (None, false) => return None,
    };
    let mut document = Map::new();
    document.insert("kind".into(), json!(kind.name));
    document.insert("name".into(), json!(name));
    if let Some(id) = id {
        document.insert("id".into(), json!(id));
    }
    document.extend(resource.fields);
    match resource.metadata {
        Some(user) if user.is_empty() => {}
        Some(user) => {
            document.insert("metadata".into(), Value::Object(user));
        }
        // Not a JSON object: shown as it is, which declares it as it is (under another name,
        // apply says why it cannot take it).
        None => {
            document.insert("metadata".into(), resource.wire["metadata"].clone());
        }
    }
    Some(Value::Object(document))
}

/// `wire`, one resource as `get` answers it, as the manifest document that applies back to it
/// unchanged (`get -o manifest`, `edit`): read as `manifest --all` reads each resource.
pub fn manifest_document(ctx: &Context, wire: Value) -> Result<Value, CliError> {
    let id = wire["id"].as_str().unwrap_or_default();
    let Some(kind) = Kind::of_id(id).filter(|k| Kind::declarable().any(|d| d == *k)) else {
        return Err(CliError::usage(
            "-o manifest prints a resource of a kind apply manages (tcp-edge, event-subscription, \
             ssh-ca; a module through its own `get`)",
        ));
    };
    let resource = existing_one(ctx, kind, wire)?;
    Ok(document(kind, resource, true).unwrap_or_default())
}

/// `wire`, a module as its path answers it, as the manifest document that applies back to it
/// unchanged (`get -o manifest` of a module): its kind, its parent's `keys`, its fields.
pub fn module_document(kind: &Kind, keys: &[&str], wire: &Value) -> Value {
    let mut document = Map::new();
    document.insert("kind".into(), json!(kind.name));
    for (key, value) in kind.keys().zip(keys) {
        document.insert(key.into(), json!(value));
    }
    document.extend(manifest_form(kind, wire));
    Value::Object(document)
}

/// A resource or module as the API answers it, in the shape of its request body (what a manifest
/// writes): references become IDs, answer-only fields are left out, unset ones too. Each field is
/// read from the answer's shape only when it has it (`backend.backend.id`), else taken as the
/// request writes it (`backend.backend_id`): a document already in the request's shape, such as
/// a `manifest --all` one with its `id:`, comes out as it went in (the form is idempotent).
pub fn manifest_form(kind: &Kind, wire: &Value) -> Map<String, Value> {
    let ids = |list: &Value| -> Value {
        list.as_array()
            .map(|l| l.iter().map(|r| r["id"].clone()).collect())
            .unwrap_or_default()
    };
    let mut form = Map::new();
    for &field in kind.manifest {
        let value = match field {
            "metadata" => continue,
            "backend" if wire[field].get("backend").is_some() => json!({
                "enabled": wire[field]["enabled"],
                "backend_id": wire[field]["backend"]["id"],
            }),
            "ip_restriction" if wire[field].get("ip_policies").is_some() => json!({
                "enabled": wire[field]["enabled"],
                "ip_policy_ids": ids(&wire[field]["ip_policies"]),
            }),
            "destination_ids" if wire.get("destinations").is_some() => ids(&wire["destinations"]),
            "sources" => wire[field]
                .as_array()
                .map(|s| s.iter().map(|s| json!({"type": s["type"]})).collect())
                .unwrap_or_default(),
            // An SSH CA's key: its type, curve and size, read from the public key.
            "private_key_type" if wire.get("key_type").is_some() => wire["key_type"].clone(),
            "elliptic_curve" if wire.get("public_key").is_some() => {
                match public_key_algorithm(wire) {
                    Some(ssh_key::Algorithm::Ecdsa { curve }) => {
                        json!(curve.as_str().replace("nistp", "p"))
                    }
                    _ => Value::Null,
                }
            }
            "key_size" if wire.get("public_key").is_some() => {
                rsa_bits(wire).map_or(Value::Null, |bits| json!(bits))
            }
            _ => wire[field].clone(),
        };
        if !value.is_null() {
            form.insert(field.to_string(), value);
        }
    }
    form
}

/// A request body read from a file (`--from-file`, a manifest document) that is a resource as the
/// API answers it (a `get -o yaml`: it carries the resource's `id`), in the shape of its
/// request body: the manifest fields through [`manifest_form`], the kind's read-only fields left
/// out (apply keeps the `id` it adopts by), on an update its fields fixed at creation too, as are
/// unset (`null`) ones, and on a create apply's name in the metadata. Answers `None` for a body that is no answer, which goes as it is; else the body and the
/// fields left out whose value it does not carry (for a note).
pub fn from_answer(
    kind: &Kind,
    body: &Map<String, Value>,
    taker: Taker,
) -> Option<(Map<String, Value>, Vec<String>)> {
    if !is_answer(kind, body) {
        return None;
    }
    // apply adopts a resource by its `id`.
    let keep: &[&str] = match taker {
        Taker::Apply => &["id"],
        _ => &[],
    };
    let wire = Value::Object(body.clone());
    let mut form: Map<String, Value> = body
        .iter()
        .filter(|(f, v)| {
            !v.is_null() && (keep.contains(&f.as_str()) || !kind.read_only.contains(&f.as_str()))
        })
        .filter(|(f, _)| !READ_AS.iter().any(|(answer, _)| answer == f))
        .map(|(f, v)| (f.clone(), v.clone()))
        .collect();
    // The manifest fields in their request shape (`metadata` stays as the answer has it).
    form.retain(|f, _| f == "metadata" || !kind.manifest.contains(&f.as_str()));
    form.extend(manifest_form(kind, &wire));
    if taker == Taker::Update {
        form.retain(|f, _| !kind.fixed.contains(&f.as_str()));
    }
    let mut left_out: Vec<String> = body
        .iter()
        .filter(|(f, v)| !v.is_null() && !form.contains_key(*f))
        .filter(|(f, _)| {
            !READ_AS
                .iter()
                .any(|(answer, request)| answer == f && form.contains_key(*request))
        })
        .map(|(f, _)| f.clone())
        .collect();
    // A copy of a resource apply manages is another resource: it does not take the name.
    if let (Taker::Create, Some(Value::String(metadata))) = (taker, form.get_mut("metadata")) {
        if let (Some(_), Some(user)) = identity::read(metadata) {
            *metadata = match user.is_empty() {
                true => String::new(),
                false => Value::Object(user).to_string(),
            };
            left_out.push(format!("metadata's {}", identity::MARKER));
        }
    }
    Some((form, left_out))
}

/// What a request body read from a file is for (see [`from_answer`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taker {
    Create,
    Update,
    /// The `PUT` of a module.
    Replace,
    /// A document of `apply` (or `edit`).
    Apply,
}

impl Taker {
    /// `an update`, as the warning about what was left out says it.
    pub fn words(self) -> &'static str {
        match self {
            Taker::Create => "a create",
            Taker::Update => "an update",
            Taker::Replace => "a replace",
            Taker::Apply => "an apply",
        }
    }
}

/// Whether `body` is a resource as the API answers it: a resource's answer has its `id`, a
/// module's the fields only answers have.
pub fn is_answer(kind: &Kind, body: &Map<String, Value>) -> bool {
    match kind.has_ids() {
        true => body.contains_key("id"),
        false => kind.read_only.iter().any(|f| body.contains_key(*f)),
    }
}

/// The answer fields [`manifest_form`] reads into a request field of another name: not sent as
/// they are, and carried (not left out) when that field is in the body.
const READ_AS: &[(&str, &str)] = &[
    ("destinations", "destination_ids"),
    ("key_type", "private_key_type"),
];

fn public_key_algorithm(wire: &Value) -> Option<ssh_key::Algorithm> {
    let key = ssh_key::PublicKey::from_openssh(wire["public_key"].as_str()?).ok()?;
    Some(key.algorithm())
}

fn rsa_bits(wire: &Value) -> Option<usize> {
    let key = ssh_key::PublicKey::from_openssh(wire["public_key"].as_str()?).ok()?;
    Some(key.key_data().rsa()?.n.as_positive_bytes()?.len() * 8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::{EVENT_SUBSCRIPTION, TCP_EDGE};

    /// A document already in the request's shape (a `manifest --all` one, which keeps its `id:`)
    /// comes out of the form as it went in: its module IDs are not read as an answer's.
    #[test]
    fn the_manifest_form_of_a_manifest_form_is_itself() {
        let answers = [
            (
                &TCP_EDGE,
                json!({"id": "edgtcp_1", "uri": "u", "description": "", "metadata": "",
                    "backend": {"enabled": true, "backend": {"id": "bkdtg_1", "uri": "u"}},
                    "ip_restriction": {"enabled": false,
                        "ip_policies": [{"id": "ipp_1", "uri": "u"}]}}),
            ),
            (
                &EVENT_SUBSCRIPTION,
                json!({"id": "esb_1", "sources": [{"type": "t", "uri": "u"}],
                    "destinations": [{"id": "ed_1", "uri": "u"}]}),
            ),
        ];
        for (kind, answer) in &answers {
            let form = manifest_form(kind, answer);
            assert_eq!(manifest_form(kind, &Value::Object(form.clone())), form);
            let mut document = form.clone();
            document.insert("id".into(), answer["id"].clone());
            let (body, _) = from_answer(kind, &document, Taker::Apply).unwrap();
            for (field, value) in &form {
                assert_eq!(&body[field], value, "{}: {field}", kind.name);
            }
        }
        let edge = manifest_form(&TCP_EDGE, &answers[0].1);
        assert_eq!(edge["backend"]["backend_id"], "bkdtg_1");
        assert_eq!(edge["ip_restriction"]["ip_policy_ids"], json!(["ipp_1"]));
    }
}
