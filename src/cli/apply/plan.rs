//! The plan: what exists (read through the API), what the manifests declare, and the requests
//! that make the first match the second, field by field.

use serde_json::{json, Map, Value};

pub use super::existing::{existing, manifest_form, Existing};
use super::identity;
use super::manifest::Declared;
use super::metadata::{self, Metadata};
use super::sub_resource;
use crate::api::{ApiRequest, Method};
use crate::cli::{CliError, Context};
use crate::kind::{Kind, KINDS};
use crate::output::for_terminal;

/// What apply does to one resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Create,
    Update,
    Delete,
    Unchanged,
}

impl Action {
    /// `create`, as `diff` and `apply --dry-run` say it.
    pub fn planned(self) -> &'static str {
        match self {
            Action::Create => "create",
            Action::Update => "update",
            Action::Delete => "delete",
            Action::Unchanged => "unchanged",
        }
    }

    /// `created`, as `apply` says it once done.
    pub fn done(self) -> &'static str {
        match self {
            Action::Create => "created",
            Action::Update => "updated",
            Action::Delete => "deleted",
            Action::Unchanged => "unchanged",
        }
    }
}

/// One field's change: `old` is `null` when it was not set, `new` when it is removed.
#[derive(Debug, Clone)]
pub struct Change {
    pub field: String,
    pub old: Value,
    pub new: Value,
}

/// One resource of the plan.
#[derive(Debug)]
pub struct Step {
    pub kind: &'static Kind,
    pub name: String,
    pub id: Option<String>,
    pub action: Action,
    pub changes: Vec<Change>,
    /// A change apply will not carry out (a field fixed at creation), in words.
    pub refused: Option<String>,
    /// The requests that carry it out, in order.
    pub requests: Vec<ApiRequest>,
    /// What the plan was made from: re-read before writing, to stop on a concurrent change.
    pub read: Option<Value>,
    /// Where it is read again: the resource, or a module's path.
    pub path: String,
    /// The document that declares it (none for a deletion).
    pub declared: Option<Declared>,
}

impl Step {
    /// `tcp-edge NAME (ID)`, on one line: a name comes from stored metadata, and a line break in
    /// it must not forge another line of a plan (the writer escapes every other control).
    pub fn label(&self) -> String {
        let name = for_terminal(&self.name);
        match &self.id {
            Some(id) if id != &self.name => {
                format!("{} {name} ({})", self.kind.name, for_terminal(id))
            }
            _ => format!("{} {name}", self.kind.name),
        }
    }
}

/// A throw-away empty store on which each document is tried (rolled back) while the plan is
/// made: a document the API would refuse stops apply and diff before anything is sent, and the
/// answer is what the document means with the API's defaults in, so that the comparison with
/// what exists is exact (a module given replaces the module whole: what it leaves out takes its
/// default).
struct Scratch {
    router: crate::router::Router,
    _dir: tempfile::TempDir,
}

impl Scratch {
    fn new(ctx: &Context) -> Result<Self, CliError> {
        let (router, dir) = crate::transport::open::scratch(ctx.global.lock_timeout())?;
        Ok(Scratch { router, _dir: dir })
    }

    /// `req` tried for `doc`, in the manifest's shape; a refusal names the document.
    fn try_(&self, doc: &Declared, mut req: ApiRequest) -> Result<Map<String, Value>, CliError> {
        req.dry_run = true;
        let answer = self.router.handle(&req);
        match answer.error() {
            None => Ok(manifest_form(
                doc.kind,
                answer.body.as_ref().unwrap_or(&Value::Null),
            )),
            Some(err) => {
                let mut refused = CliError::from_api(err, answer.body);
                refused.message = doc.refusal(&refused.message);
                Err(refused.with_hint(
                    "nothing was sent: every document is checked before anything is written",
                ))
            }
        }
    }
}

/// Which apply set a run belongs to (`--set`; `None`: resources applied without one), and whether
/// it takes resources of another set into its own (`--adopt`).
#[derive(Debug, Clone, Default)]
pub struct Owner {
    pub set: Option<String>,
    pub adopt: bool,
}

impl Owner {
    /// `apply set "team-a"`, or `no apply set`, for messages.
    fn said(set: &Option<String>) -> String {
        match set {
            Some(set) => format!("apply set {:?}", for_terminal(set)),
            None => "no apply set".to_string(),
        }
    }
}

/// The plan for `declared` against what exists; `prune` adds the deletion of every resource of
/// `owner`'s set that no document declares. Steps come in dependency order: kinds in the order of
/// the table (a parent before what it holds), deletions last, in reverse.
pub fn plan(
    ctx: &Context,
    declared: &[Declared],
    prune: bool,
    owner: &Owner,
) -> Result<Vec<Step>, CliError> {
    let existing = existing(ctx)?;
    let scratch = Scratch::new(ctx)?;
    let mut steps = Vec::new();
    for kind in KINDS.iter().copied() {
        for doc in declared.iter().filter(|d| d.kind == kind) {
            steps.push(match kind.has_ids() {
                true => {
                    let all = existing
                        .iter()
                        .find(|(k, _)| *k == kind)
                        .map_or(&[][..], |(_, e)| e.as_slice());
                    resource_step(doc, all, &scratch, owner)?
                }
                false => module_step(ctx, doc, &scratch)?,
            });
        }
    }
    if prune {
        for (kind, all) in existing.iter().rev() {
            for gone in all.iter().rev() {
                let Some(name) = &gone.name else { continue };
                if gone.set != owner.set {
                    continue; // another set's: only its own apply prunes it
                }
                if declared.iter().any(|d| {
                    d.kind == *kind && (&d.name == name || d.id.as_ref() == Some(&gone.id))
                }) {
                    continue;
                }
                let path = kind.item_path(&gone.id);
                steps.push(Step {
                    kind,
                    name: name.clone(),
                    id: Some(gone.id.clone()),
                    action: Action::Delete,
                    changes: Vec::new(),
                    refused: None,
                    requests: vec![ApiRequest::delete(&path)],
                    read: Some(gone.wire.clone()),
                    path,
                    declared: None,
                });
            }
        }
    }
    Ok(steps)
}

/// The step of a declared resource of a kind with IDs: found by its name (or adopted by `id:`).
fn resource_step(
    doc: &Declared,
    all: &[Existing],
    scratch: &Scratch,
    owner: &Owner,
) -> Result<Step, CliError> {
    let kind = doc.kind;
    if !kind.manifest.contains(&"metadata") {
        return Err(CliError::failure(doc.refusal(&format!(
            "a {} has no metadata to keep its name in, so apply cannot manage it",
            kind.title
        ))));
    }
    let named = all.iter().find(|e| e.name.as_deref() == Some(&doc.name));
    let found = match &doc.id {
        None => named,
        Some(id) => {
            let adopted = all.iter().find(|e| &e.id == id).ok_or_else(|| {
                CliError::not_found(doc.refusal(&format!(
                    "id: {} {id} does not exist, so it cannot be adopted",
                    kind.title
                )))
                .with_hint("drop `id:` to create it instead")
            })?;
            if let Some(other) = named.filter(|n| n.id != *id) {
                return Err(CliError::conflict(doc.refusal(&format!(
                    "id: {id} cannot take the name {:?}: {} already has it",
                    doc.name, other.id
                ))));
            }
            if let Some(name) = adopted.name.as_ref().filter(|n| **n != doc.name) {
                return Err(CliError::conflict(doc.refusal(&format!(
                    "id: {id} is already managed as {} {name}",
                    kind.name
                ))));
            }
            Some(adopted)
        }
    };
    if let Some(current) = found.filter(|c| c.name.is_some() && c.set != owner.set) {
        if !owner.adopt {
            return Err(CliError::conflict(doc.refusal(&format!(
                "{} {} belongs to {}; this apply ({}) neither updates nor deletes it",
                kind.title,
                current.id,
                Owner::said(&current.set),
                Owner::said(&owner.set)
            )))
            .with_hint("rename it in your manifest, or pass --adopt to take it into this set"));
        }
    }
    // A kind with fields fixed at creation (an SSH CA: trying it makes a key, RSA takes seconds)
    // is tried only when it is to be created; its fields are plain values, compared as given.
    let tried = match found.is_none() || kind.fixed.is_empty() {
        true => Some(scratch.try_(doc, create_request(doc, owner.set.as_deref()))?),
        false => None,
    };
    let Some(current) = found else {
        let mut changes: Vec<Change> = doc
            .fields
            .iter()
            .map(|(f, v)| Change {
                field: f.clone(),
                old: Value::Null,
                new: v.clone(),
            })
            .collect();
        if let Some(user) = doc
            .metadata
            .as_ref()
            .map(Metadata::keys)
            .filter(|m| !m.is_empty())
        {
            changes.push(Change {
                field: "metadata".into(),
                old: Value::Null,
                new: Value::Object(user),
            });
        }
        return Ok(Step {
            kind,
            name: doc.name.clone(),
            id: None,
            action: Action::Create,
            changes,
            refused: None,
            requests: vec![create_request(doc, owner.set.as_deref())],
            read: None,
            path: kind.path.to_string(),
            declared: Some(doc.clone()),
        });
    };
    let path = kind.item_path(&current.id);
    let mut changes = Vec::new();
    let mut patch = Map::new();
    let mut after = Vec::new();
    let mut refused = Vec::new();
    for &field in kind.manifest {
        if field == "metadata" {
            let (made, stored) = metadata::changes(doc, current, owner)?;
            changes.extend(made);
            if let Some(stored) = stored {
                patch.insert(field.into(), stored);
            }
            continue;
        }
        // A module left out is removed; another field left out is left as it is.
        if !doc.fields.contains_key(field) && !kind.modules.contains(&field) {
            continue;
        }
        let old = current.fields.get(field).cloned().unwrap_or(Value::Null);
        let new = match &tried {
            Some(tried) => tried.get(field).cloned().unwrap_or(Value::Null),
            None => sub_resource::without_nulls(&doc.fields[field]),
        };
        if old == new {
            continue;
        }
        changes.push(Change {
            field: field.into(),
            old: old.clone(),
            new: new.clone(),
        });
        if kind.fixed.contains(&field) {
            refused.push(field);
        } else if new.is_null() {
            after.push(ApiRequest::delete(format!("{path}/{field}")));
        } else if field == "sources" && new.as_array().is_some_and(Vec::is_empty) {
            // The API reads `sources: []` in a PATCH as unchanged (official SDKs send it on every
            // update): each source goes through its own sub-resource instead.
            for source in old.as_array().into_iter().flatten() {
                let kind = source["type"].as_str().unwrap_or_default();
                after.push(ApiRequest::delete(format!("{path}/sources/{kind}")));
            }
        } else {
            patch.insert(field.into(), doc.fields[field].clone());
        }
    }
    let mut requests = Vec::new();
    if !patch.is_empty() {
        requests.push(ApiRequest::with_json(
            Method::Patch,
            &path,
            &Value::Object(patch),
        ));
    }
    requests.extend(after);
    let refused = (!refused.is_empty()).then(|| {
        format!(
            "{} cannot change: it is fixed when the {} is created, and apply never replaces \
             one; delete it and apply again to get a new one",
            refused.join(", "),
            kind.title
        )
    });
    let action = match changes.is_empty() {
        true => Action::Unchanged,
        false => Action::Update,
    };
    Ok(Step {
        kind,
        name: doc.name.clone(),
        id: Some(current.id.clone()),
        action,
        changes,
        refused,
        requests,
        read: Some(current.wire.clone()),
        path,
        declared: Some(doc.clone()),
    })
}

/// The `POST` that creates a declared resource of a kind with IDs, its name (and `set`) in its
/// metadata.
pub fn create_request(doc: &Declared, set: Option<&str>) -> ApiRequest {
    let mut body = doc.fields.clone();
    let user = doc
        .metadata
        .as_ref()
        .map(Metadata::keys)
        .unwrap_or_default();
    body.insert(
        "metadata".into(),
        json!(identity::metadata(&doc.name, set, &user)),
    );
    ApiRequest::with_json(Method::Post, doc.kind.path, &Value::Object(body))
}

/// The step of a declared module: read at its path (404: not set), replaced whole when it
/// differs.
fn module_step(ctx: &Context, doc: &Declared, scratch: &Scratch) -> Result<Step, CliError> {
    let kind = doc.kind;
    let keys: Vec<&str> = doc.keys.iter().map(String::as_str).collect();
    let path = kind.module_path(&keys);
    let current = sub_resource::read_module(ctx, ctx.scope(), &path)
        .map_err(|e| CliError::new(e.kind, doc.refusal(&e.message)))?;
    let body = ApiRequest::with_json(Method::Put, &path, &Value::Object(doc.fields.clone()));
    // The module as the API would make it: every field, the defaults of those left out in.
    let new = scratch.try_(doc, body.clone())?;
    let old = current.as_ref().map(|c| manifest_form(kind, c));
    let changes: Vec<Change> = kind
        .manifest
        .iter()
        .map(|&f| Change {
            field: f.into(),
            old: old
                .as_ref()
                .and_then(|o| o.get(f))
                .cloned()
                .unwrap_or(Value::Null),
            new: new.get(f).cloned().unwrap_or(Value::Null),
        })
        .filter(|c| c.old != c.new)
        .collect();
    let action = match (&old, changes.is_empty()) {
        (None, _) => Action::Create,
        (Some(_), true) => Action::Unchanged,
        (Some(_), false) => Action::Update,
    };
    let requests = match action {
        Action::Unchanged => Vec::new(),
        _ => vec![body],
    };
    Ok(Step {
        kind,
        name: doc.name.clone(),
        id: None,
        action,
        changes,
        refused: None,
        requests,
        read: Some(current.unwrap_or(Value::Null)),
        path,
        declared: Some(doc.clone()),
    })
}
