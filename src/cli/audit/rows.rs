//! `audit list`'s table: one row per record, with what an operator scans (when, who, what, on
//! which resource, how it ended). JSON and YAML print the records themselves.

use serde_json::{json, Value};

use crate::kind::AUDIT_RECORD;
use crate::output::View;

/// The table of `audit list`; its cells come from [`row`], not from the record.
pub const TABLE: View = View {
    list_key: AUDIT_RECORD.list_key,
    noun: "audit records",
    columns: &[
        ("TIME", "/time"),
        ("ACTOR", "/actor"),
        ("ACTION", "/action"),
        ("RESOURCE", "/resource"),
        ("OUTCOME", "/outcome"),
    ],
    wide: &[
        ("SEQUENCE", "/sequence"),
        ("CLIENT", "/client_address"),
        ("OPERATION ID", "/operation_id"),
    ],
    rank: &["OUTCOME", "ACTION", "ACTOR", "RESOURCE"],
};

/// The cells of `record`'s row, by the pointers of [`TABLE`]'s columns.
pub fn row(record: &Value) -> Value {
    json!({
        "time": record["time"],
        "actor": actor(&record["actor"]),
        "action": action(record),
        "resource": resource(record),
        "outcome": outcome(record),
        "sequence": record["sequence"],
        "client_address": record["client_address"],
        "operation_id": record["operation_id"],
    })
}

/// An API key by its ID, with the description the record holds (a refusal's holds none); an OS
/// user as `local:USER`; a key of `--api-key-file`; a request without a valid key.
fn actor(actor: &Value) -> String {
    let text = |field: &str| actor[field].as_str().unwrap_or("?");
    match actor["type"].as_str() {
        Some("api_key") => match actor["description"].as_str() {
            Some(description) if !description.is_empty() => {
                format!("{} ({description})", text("api_key_id"))
            }
            _ => text("api_key_id").to_string(),
        },
        Some("local") => format!("local:{}", text("user")),
        Some("api_key_file") => "api-key-file".into(),
        Some("unauthenticated") => "(no valid key)".into(),
        _ => actor.to_string(),
    }
}

/// The real API's event type when the record has one, else the operation; for a refusal, the
/// request that was refused (`POST /edges/tcp`), marked when it asked for a dry run.
fn action(record: &Value) -> String {
    let request = &record["request"];
    if let (Some(method), Some(route)) = (request["method"].as_str(), request["route"].as_str()) {
        let dry_run = if record["dry_run"] == true {
            " (dry run)"
        } else {
            ""
        };
        return format!("{method} {route}{dry_run}");
    }
    record["event_type"]
        .as_str()
        .or_else(|| record["operation"].as_str())
        .unwrap_or("-")
        .to_string()
}

/// `KIND/ID` of the record's resource; for a change of many records (an import, a key
/// rotation), how many of each kind.
fn resource(record: &Value) -> String {
    let resource = &record["resource"];
    if let (Some(kind), Some(id)) = (resource["kind"].as_str(), resource["id"].as_str()) {
        return format!("{kind}/{id}");
    }
    match record["records_changed"].as_object() {
        Some(changed) if !changed.is_empty() => changed
            .iter()
            .map(|(kind, count)| format!("{count} {kind}"))
            .collect::<Vec<_>>()
            .join(", "),
        _ => "-".into(),
    }
}

/// `success`, or `refused` with the status answered and how many refusals before it the rate
/// bound left out of the trail.
fn outcome(record: &Value) -> String {
    let outcome = record["outcome"].as_str().unwrap_or("-");
    let status = match &record["status"] {
        Value::Number(status) => format!(" {status}"),
        _ => String::new(),
    };
    let unrecorded = match record["unrecorded_refusals_before"].as_u64() {
        Some(n) if n > 0 => format!(" (+{n} unrecorded before)"),
        _ => String::new(),
    };
    format!("{outcome}{status}{unrecorded}")
}
