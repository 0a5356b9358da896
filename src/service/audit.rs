//! The audit trail: a record of every change, appended in the transaction of the change itself
//! (so a dry run or a failed all-or-nothing unit leaves none, and no change commits without one),
//! and hash-chained: each record holds its sequence number and the hash of the one before, so that
//! `audit verify` finds a record altered or deleted behind the tool's back.

use std::collections::HashSet;

use serde_json::{json, Value};
use time::OffsetDateTime;

use super::{InScope, Origin};
use crate::api::actor::Actor;
use crate::api::page::{list_body, Page, PageQuery};
use crate::api::{code, ApiError};
use crate::clock;
use crate::kind;
use crate::store::chain::{record_key, Head, HEAD_KEY};
use crate::store::{index, Change, Tree, Tx, TxResult};

mod prune;
pub mod verify;

pub use prune::PruneRequest;

impl InScope<'_> {
    /// Who a record names, with the database role on PostgreSQL. Never a secret: the key's ID
    /// and description, not its token.
    fn actor_json(&self) -> Value {
        let mut actor = actor_json(self.actor);
        if let Some(role) = self.store().database_role() {
            actor["database_role"] = json!(role);
        }
        actor
    }
}

fn actor_json(actor: &Actor) -> Value {
    match actor {
        Actor::Local { user, uid, host } => {
            json!({"type": "local", "user": user, "uid": uid, "host": host})
        }
        Actor::FileKey => json!({"type": "api_key_file"}),
        Actor::ApiKey {
            id, description, ..
        } => json!({"type": "api_key", "api_key_id": id, "description": description}),
    }
}

/// The binding that allowed a signature: the key's ID, principals and longest validity (each
/// null when it has none); null for the local CLI and the keys of `--api-key-file`, which are
/// bound to nothing.
fn binding_json(actor: &Actor) -> Value {
    let binding = actor.binding();
    match actor.api_key_id() {
        Some(id) => json!({
            "api_key_id": id,
            "ssh_principals": binding.principals,
            "ssh_max_validity": binding.max_validity,
        }),
        None => Value::Null,
    }
}

/// What the record's resource is called: its kind's name, or the store's own tree's.
pub(super) fn kind_name(tree: Tree) -> &'static str {
    match tree {
        Tree::Records(kind) => kind.name,
        Tree::SshRevocations => "ssh-revocation",
        Tree::SshRevokedKeys => "ssh-revoked-key",
        other => other.name(),
    }
}

/// The real API's event type for a change of a kind it has (`tcp_edge_deleted.v0`).
fn event_type(tree: Tree, operation: &str) -> Option<String> {
    let Tree::Records(kind) = tree else {
        return None;
    };
    let subject = kind.event_subject?;
    let past = match operation {
        "create" => "created",
        "update" => "updated",
        "delete" => "deleted",
        _ => return None,
    };
    Some(format!("{subject}_{past}.v0"))
}

/// What a signature's record adds: serial, key ID, principals, validity, key fingerprint and CA.
fn signature(record: &Value) -> Option<Value> {
    let serial = record.get("serial")?;
    let key = record
        .get("public_key")
        .and_then(Value::as_str)
        .unwrap_or("");
    Some(json!({
        "serial": serial,
        "key_id": record.get("id"),
        "principals": record.get("principals"),
        "valid_after": record.get("valid_after"),
        "valid_until": record.get("valid_until"),
        "key_fingerprint": index::public_key_fingerprint(key),
        "ssh_certificate_authority_id": record.get("ssh_certificate_authority_id"),
    }))
}

impl InScope<'_> {
    /// Appends one record per record `tx` changed, in `tx` itself (the store chains them).
    pub(super) fn append_audit(&self, tx: &Tx) -> TxResult<()> {
        let changes = tx.take_changes();
        if changes.is_empty() {
            return Ok(());
        }
        let time = clock::format_time(self.clock.now());
        let entries: Vec<String> = changes
            .iter()
            .map(|change| self.audit_record(change, &time).to_string())
            .collect();
        tx.append_audit(&entries)
    }

    /// Appends one record for everything `tx` changed so far, as one `operation` (an import, a
    /// key rotation): how many records of each kind, and `details`, instead of a record each.
    pub(super) fn append_summary(&self, tx: &Tx, operation: &str, details: Value) -> TxResult<()> {
        let mut changed = serde_json::Map::new();
        for change in tx.take_changes() {
            let count = changed.entry(kind_name(change.tree)).or_insert(json!(0));
            *count = json!(count.as_u64().unwrap_or(0) + 1);
        }
        let mut what = json!({ "records_changed": changed });
        if let (Some(what), Value::Object(details)) = (what.as_object_mut(), details) {
            what.extend(details);
        }
        let time = clock::format_time(self.clock.now());
        let entry = self.own_entry(&time, operation, None, what);
        tx.append_audit(&[entry.to_string()])
    }

    /// The entry of a change this request made: [`entry`] with its actor and origin.
    pub(super) fn own_entry(
        &self,
        time: &str,
        operation: &str,
        event_type: Option<String>,
        what: Value,
    ) -> Value {
        let actor = self.actor_json();
        entry(
            time,
            actor,
            &self.origin,
            operation,
            event_type,
            "success",
            what,
        )
    }

    fn audit_record(&self, change: &Change, time: &str) -> Value {
        let operation = match (change.tree, change.existed, &change.new) {
            (Tree::SshRevocations | Tree::SshRevokedKeys, false, Some(_)) => "revoke",
            (_, _, None) => "delete",
            (_, false, Some(_)) => "create",
            (_, true, Some(_)) => "update",
        };
        let signature = change
            .new
            .as_ref()
            .filter(|_| operation == "create")
            .and_then(signature);
        // Not `id`: that names a stored record by its key (`store check`).
        let what = json!({"resource": {"kind": kind_name(change.tree), "id": change.key}});
        let mut record = self.own_entry(time, operation, event_type(change.tree, operation), what);
        if let Some(mut signature) = signature {
            signature["binding"] = binding_json(self.actor);
            record["signature"] = signature;
        }
        record
    }
}

/// A record's entry: when, who, from where, the operation and the real API's event type for it,
/// then `what` (the record's own fields), the outcome and the operation ID.
fn entry(
    time: &str,
    actor: Value,
    origin: &Origin,
    operation: &str,
    event_type: Option<String>,
    outcome: &str,
    what: Value,
) -> Value {
    let mut entry = json!({
        "time": time,
        "actor": actor,
        "client_address": origin.client_address.map(|a| a.to_string()),
        "operation": operation,
        "event_type": event_type,
    });
    let fields = entry.as_object_mut().expect("an object");
    if let Value::Object(what) = what {
        fields.extend(what);
    }
    fields.insert("outcome".into(), json!(outcome));
    fields.insert("operation_id".into(), json!(origin.operation_id));
    entry
}

/// A request `serve` refused (401: no valid API key; 403: its role does not allow it), for the
/// trail. Only what the access log also says: never the key, the path's IDs or the body.
#[derive(Debug, Clone)]
pub struct Refused {
    pub status: u16,
    pub method: String,
    /// The route's template (`/edges/tcp/{id}`).
    pub route: String,
    /// The request asked to be a dry run: its refusal is recorded all the same (its success
    /// would not be), marked so.
    pub dry_run: bool,
    /// The key's ID (`api-key-file` for a key of `--api-key-file`); `None` when no key was valid.
    pub api_key_id: Option<String>,
    /// The client's address and the answer's operation ID.
    pub origin: Origin,
    /// Refusals before this one that the rate bound left out of the trail.
    pub unrecorded_before: u64,
}

impl InScope<'_> {
    /// Appends `refused`'s record to the trail, in a transaction of its own.
    pub fn record_refused(&self, refused: &Refused) -> Result<(), ApiError> {
        let actor = match &refused.api_key_id {
            Some(id) => json!({"type": "api_key", "api_key_id": id}),
            None => json!({"type": "unauthenticated"}),
        };
        let what = json!({
            "request": {"method": refused.method, "route": refused.route},
            "status": refused.status,
            "dry_run": refused.dry_run,
            "unrecorded_refusals_before": refused.unrecorded_before,
        });
        let time = clock::format_time(self.clock.now());
        let entry = entry(
            &time,
            actor,
            &refused.origin,
            "refuse",
            None,
            "refused",
            what,
        );
        self.write(|tx| tx.append_audit(&[entry.to_string()]))
    }
}

/// Which records `audit list` and `audit export` show; `None` matches every record. The trail
/// has no filters on the wire: clients apply this to each page as they read it.
#[derive(Debug, Default)]
pub struct Filter {
    /// Records made at or after this time.
    pub since: Option<OffsetDateTime>,
    /// Records made at or before this time.
    pub until: Option<OffsetDateTime>,
    /// An API key's ID or description, an OS user or a database role.
    pub actor: Option<String>,
    /// The IDs of the API keys whose description is `actor`: the record of a refused request
    /// names its key by ID alone, and a key's older records may hold an older description.
    pub actor_keys: HashSet<String>,
    /// A kind's name (`tcp-edge`).
    pub kind: Option<String>,
    /// A resource's ID.
    pub id: Option<String>,
}

impl Filter {
    /// The records of `records` it matches, in their order.
    pub fn select(&self, records: Vec<Value>) -> Vec<Value> {
        // Stored times are UTC in one format, so they compare as text once the bounds are too.
        let since = self.since.map(clock::format_time);
        let until = self.until.map(clock::format_time);
        records
            .into_iter()
            .filter(|record| {
                let time = record["time"].as_str();
                since
                    .as_deref()
                    .is_none_or(|s| time.is_some_and(|t| t >= s))
                    && until
                        .as_deref()
                        .is_none_or(|u| time.is_some_and(|t| t <= u))
                    && self.matches(record)
            })
            .collect()
    }

    fn matches(&self, record: &Value) -> bool {
        let actor = &record["actor"];
        let names =
            ["api_key_id", "description", "user", "database_role"].map(|name| actor[name].as_str());
        let by_key = || {
            actor["api_key_id"]
                .as_str()
                .is_some_and(|id| self.actor_keys.contains(id))
        };
        self.actor
            .as_ref()
            .is_none_or(|wanted| names.iter().flatten().any(|name| name == wanted) || by_key())
            && self
                .kind
                .as_ref()
                .is_none_or(|k| record["resource"]["kind"] == json!(k))
            && self
                .id
                .as_ref()
                .is_none_or(|id| record["resource"]["id"] == json!(id))
    }
}

/// What `store check` asks of a stored audit record: its key is its sequence number (whether
/// the chain holds is `audit verify`'s to say).
pub fn check_record(key: &str, record: &Value) -> Result<(), String> {
    match record.get("sequence").and_then(Value::as_u64) {
        Some(sequence) if record_key(sequence) == key => Ok(()),
        _ => Err(format!("the record's sequence is not its key {key}")),
    }
}

impl InScope<'_> {
    /// `GET /audit_records`: a page of the trail, newest first. `before_id` is a sequence number.
    pub fn audit_page(&self, query: &[(String, String)]) -> Result<Value, ApiError> {
        let (before, rest): (Vec<_>, Vec<_>) = query
            .iter()
            .cloned()
            .partition(|(key, _)| key == "before_id" || key == "beforeId");
        let limit = PageQuery::parse(&rest, "")?.limit;
        let before = match before.last() {
            Some((_, value)) => Some(record_key(value.parse().map_err(|_| {
                ApiError::new(
                    400,
                    code::BAD_BEFORE_ID,
                    format!("before_id of audit records must be a sequence number; got {value:?}"),
                )
            })?)),
            None => None,
        };
        let (page, head) = self.audit_page_at_head(before, limit)?;
        let uri = self.uri(kind::AUDIT_RECORD.path);
        let last = page.items.last().map(|r| r["sequence"].clone());
        let mut body = list_body(kind::AUDIT_RECORD.list_key, page.items, false, &uri, limit);
        // This tool's own resource: the head lets a client check the chain (`audit verify`).
        body["head"] = json!(head);
        if let (true, Some(last)) = (page.has_more, last) {
            body["next_page_uri"] = json!(format!("{uri}?before_id={last}&limit={limit}"));
        }
        Ok(body)
    }

    /// A page of the trail and the head it was read at: a record on it past the head was not
    /// written by tunnelctl, as every write moves the head with its record (in one transaction;
    /// the head never moves back). The head is read first, so the records up to it are all
    /// there; records appended while the page was read are left for a later listing, and what
    /// lies past even a head read after the page is returned, for clients to refuse.
    fn audit_page_at_head(
        &self,
        before: Option<String>,
        limit: usize,
    ) -> Result<(Page<Value>, Head), ApiError> {
        let head = self.audit_head()?;
        let page = |before: Option<&str>| {
            self.store
                .page::<Value>(self.scope, Tree::AUDIT, before, limit)
        };
        let read = page(before.as_deref())?;
        let sequence = |r: &Value| r["sequence"].as_u64().unwrap_or(u64::MAX);
        let highest = read.items.first().map_or(0, sequence);
        if highest <= head.sequence {
            return Ok((read, head));
        }
        let later = self.audit_head()?;
        if highest > later.sequence {
            return Ok((read, later));
        }
        let bound = record_key(head.sequence.saturating_add(1));
        let before = before.filter(|b| *b < bound).unwrap_or(bound);
        Ok((page(Some(&before))?, head))
    }

    /// The trail's head (its last record's sequence number and hash), for `GET /audit_records`.
    pub(super) fn audit_head(&self) -> Result<Head, ApiError> {
        Ok(self
            .store
            .get(self.scope, Tree::Meta, HEAD_KEY)?
            .unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::KINDS;
    use crate::service::event_sub::EVENT_TYPES;

    /// Each kind says itself whether its changes have an event type: one the real API lists
    /// wherever it lists the kind's, and none for a kind without a subject.
    #[test]
    fn every_kind_names_its_event_type_and_the_real_apis_kinds_have_theirs() {
        for kind in KINDS {
            let created = event_type(Tree::Records(kind), "create");
            let listed = EVENT_TYPES.iter().any(|t| {
                kind.event_subject
                    .is_some_and(|s| *t == format!("{s}_created.v0"))
            });
            match kind.event_subject {
                Some(subject) => {
                    assert_eq!(
                        created,
                        Some(format!("{subject}_created.v0")),
                        "{}",
                        kind.name
                    );
                    assert_eq!(
                        event_type(Tree::Records(kind), "delete"),
                        Some(format!("{subject}_deleted.v0"))
                    );
                }
                None => assert_eq!(created, None, "{}", kind.name),
            }
            // A kind of the real API's own events (`ssh_certificate_authority`) spelled as the
            // API spells it, not as the kind's name.
            if kind.name.starts_with("ssh-") && kind.event_subject.is_some() {
                assert!(listed, "{}: {:?}", kind.name, kind.event_subject);
            }
        }
        assert_eq!(event_type(Tree::Meta, "create"), None);
        assert_eq!(
            event_type(Tree::Records(&crate::kind::TCP_EDGE), "sign"),
            None
        );
    }
}
