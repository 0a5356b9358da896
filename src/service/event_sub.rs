//! Event subscriptions and their sources (spec §2.9, §4.6, §6; API-NOTES "Event subscriptions").

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::resource::Resource;
use super::{check_description_metadata, found, InScope, Measure};
use crate::api::body::check_echoed_id;
use crate::api::route::Route;
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::kind::{self, Kind};
use crate::store::Tree;

pub const DESTINATION_PREFIX: &str = "ed";

/// Every event type a subscription can name (API-NOTES), each with its version suffix, sorted
/// (`event-sub types`, completion and `details.known_types` list them in this order).
pub const EVENT_TYPES: &[&str] = &[
    "agent_session_start.v0",
    "agent_session_stop.v0",
    "api_key_created.v0",
    "api_key_deleted.v0",
    "api_key_updated.v0",
    "certificate_authority_created.v0",
    "certificate_authority_deleted.v0",
    "certificate_authority_updated.v0",
    "domain_created.v0",
    "domain_deleted.v0",
    "domain_updated.v0",
    "event_destination_created.v0",
    "event_destination_deleted.v0",
    "event_destination_updated.v0",
    "event_subscription_created.v0",
    "event_subscription_deleted.v0",
    "event_subscription_updated.v0",
    "http_request_complete.v0",
    "ip_policy_created.v0",
    "ip_policy_deleted.v0",
    "ip_policy_rule_created.v0",
    "ip_policy_rule_deleted.v0",
    "ip_policy_rule_updated.v0",
    "ip_policy_updated.v0",
    "ip_restriction_created.v0",
    "ip_restriction_deleted.v0",
    "ip_restriction_updated.v0",
    "secret_created.v0",
    "secret_deleted.v0",
    "secret_updated.v0",
    "ssh_certificate_authority_created.v0",
    "ssh_certificate_authority_deleted.v0",
    "ssh_certificate_authority_updated.v0",
    "ssh_host_certificate_created.v0",
    "ssh_host_certificate_deleted.v0",
    "ssh_host_certificate_updated.v0",
    "ssh_public_key_created.v0",
    "ssh_public_key_deleted.v0",
    "ssh_public_key_updated.v0",
    "ssh_user_certificate_created.v0",
    "ssh_user_certificate_deleted.v0",
    "ssh_user_certificate_updated.v0",
    "tcp_address_created.v0",
    "tcp_address_deleted.v0",
    "tcp_address_updated.v0",
    "tcp_connection_closed.v0",
    "tls_certificate_created.v0",
    "tls_certificate_deleted.v0",
    "tls_certificate_updated.v0",
    "tunnel_credential_created.v0",
    "tunnel_credential_deleted.v0",
    "tunnel_credential_updated.v0",
    "vault_created.v0",
    "vault_deleted.v0",
    "vault_updated.v0",
];

/// Body of create and update. On update a field that is absent or null is unchanged, and so is an
/// empty `sources` or `destination_ids` list: the official Python SDK sends `[]` for both on every
/// update. Sources are removed through the sources sub-resource.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSubscriptionRequest {
    /// Accepted on update for SDKs that echo it; must match the path.
    pub id: Option<String>,
    pub metadata: Option<String>,
    pub description: Option<String>,
    pub sources: Option<Vec<EventSourceReplace>>,
    pub destination_ids: Option<Vec<String>>,
}

/// One source in a request: just its event type.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSourceReplace {
    #[serde(rename = "type")]
    pub kind: String,
}

/// Body of `POST /event_subscriptions/{id}/sources`: the event type, and the subscription's ID
/// where a client repeats it from the path (the real OpenAPI document puts it in the body).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSourceCreate {
    pub subscription_id: Option<String>,
    #[serde(rename = "type")]
    pub kind: String,
}

/// Body of `PATCH /event_subscriptions/{id}/sources/{type}`: a source has nothing to change, so
/// the body is `{}` (or none), or an echo of the path's values.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventSourceUpdate {
    pub subscription_id: Option<String>,
    #[serde(rename = "type")]
    pub kind: Option<String>,
}

/// What is stored: the subscription without `uri`s (those depend on the serving URL).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventSubscription {
    id: String,
    created_at: String,
    description: String,
    metadata: String,
    /// Event types in the order they were added.
    sources: Vec<String>,
    destination_ids: Vec<String>,
}

impl Resource for EventSubscription {
    const KIND: &'static Kind = &kind::EVENT_SUBSCRIPTION;

    fn wire(&self, service: &InScope) -> Value {
        service.event_sub_wire(self)
    }
}

impl InScope<'_> {
    pub fn event_sub_create(&self, req: EventSubscriptionRequest) -> Result<Value, ApiError> {
        check_echoed_id("id", req.id.as_deref(), None)?;
        let changes = Changes::validate(req)?;
        let now = self.clock.now();
        let sub = self.create(
            Tree::of(&kind::EVENT_SUBSCRIPTION),
            kind::EVENT_SUBSCRIPTION.prefix,
            now.unix_timestamp(),
            |tx, id| {
                let mut sub = EventSubscription {
                    id: id.to_string(),
                    created_at: clock::format_time(now),
                    description: String::new(),
                    metadata: String::new(),
                    sources: Vec::new(),
                    destination_ids: Vec::new(),
                };
                changes.apply(&mut sub);
                tx.put(Tree::of(&kind::EVENT_SUBSCRIPTION), id, &sub)?;
                Ok(sub)
            },
        )?;
        Ok(self.event_sub_wire(&sub))
    }

    /// PATCH: absent, null and empty-list fields are unchanged; a non-empty list replaces the old one.
    pub fn event_sub_update(
        &self,
        id: &str,
        req: EventSubscriptionRequest,
    ) -> Result<Value, ApiError> {
        id::check(id, kind::EVENT_SUBSCRIPTION.prefix, "id")?;
        check_echoed_id("id", req.id.as_deref(), Some(id))?;
        let changes = Changes::validate(req)?;
        let sub = self.write(|tx| {
            let mut sub: EventSubscription = found(
                tx.get(Tree::of(&kind::EVENT_SUBSCRIPTION), id)?,
                EventSubscription::KIND.title,
                id,
            )?;
            changes.apply(&mut sub);
            tx.put(Tree::of(&kind::EVENT_SUBSCRIPTION), id, &sub)?;
            Ok(sub)
        })?;
        Ok(self.event_sub_wire(&sub))
    }

    /// `GET /event_subscriptions/{id}/sources`: every source, in the order they were added. Not
    /// paged: a subscription has at most one source per event type.
    pub fn event_source_list(&self, id: &str) -> Result<Value, ApiError> {
        let sub: EventSubscription = self.record(id)?;
        Ok(json!({
            "sources": self.sources_wire(&sub),
            "uri": self.uri(&Route::EventSources(id).path()),
            "next_page_uri": null,
        }))
    }

    /// Changes the sources of subscription `id` in one transaction: 404 when it does not exist,
    /// and an error of `change` writes nothing.
    fn change_sources(
        &self,
        id: &str,
        change: impl Fn(&mut Vec<String>) -> Result<(), ApiError>,
    ) -> Result<(), ApiError> {
        self.write(|tx| {
            let mut sub: EventSubscription = found(
                tx.get(Tree::of(&kind::EVENT_SUBSCRIPTION), id)?,
                EventSubscription::KIND.title,
                id,
            )?;
            change(&mut sub.sources)?;
            tx.put(Tree::of(&kind::EVENT_SUBSCRIPTION), id, &sub)?;
            Ok(())
        })
    }

    /// `POST /event_subscriptions/{id}/sources`: adds one event type; 400 when it is already there.
    pub fn event_source_add(&self, id: &str, req: EventSourceCreate) -> Result<Value, ApiError> {
        id::check(id, kind::EVENT_SUBSCRIPTION.prefix, "id")?;
        check_echoed_id("subscription_id", req.subscription_id.as_deref(), Some(id))?;
        check_event_type(&req.kind, "type")?;
        self.change_sources(id, |sources| {
            if sources.contains(&req.kind) {
                return Err(ApiError::invalid(format!(
                    "type: {} is already a source of event subscription {id}",
                    req.kind
                )));
            }
            sources.push(req.kind.clone());
            Ok(())
        })?;
        Ok(self.source_wire(id, &req.kind))
    }

    pub fn event_source_get(&self, id: &str, kind: &str) -> Result<Value, ApiError> {
        id::check(id, kind::EVENT_SUBSCRIPTION.prefix, "id")?;
        check_event_type(kind, "type")?;
        let sub: EventSubscription = self.record(id)?;
        if !sub.sources.iter().any(|s| s == kind) {
            return Err(source_not_found(id, kind));
        }
        Ok(self.source_wire(id, kind))
    }

    /// `PATCH /event_subscriptions/{id}/sources/{type}` (the real API has it; a source's only
    /// field is its type, which the path fixes): checks the body's echoes and answers the source,
    /// as GET does. Nothing is written.
    pub fn event_source_update(
        &self,
        id: &str,
        kind: &str,
        req: EventSourceUpdate,
    ) -> Result<Value, ApiError> {
        id::check(id, kind::EVENT_SUBSCRIPTION.prefix, "id")?;
        check_echoed_id("subscription_id", req.subscription_id.as_deref(), Some(id))?;
        check_echoed_id("type", req.kind.as_deref(), Some(kind))?;
        self.event_source_get(id, kind)
    }

    /// Removes one source; 404 when the subscription does not have it.
    pub fn event_source_delete(&self, id: &str, kind: &str) -> Result<(), ApiError> {
        id::check(id, kind::EVENT_SUBSCRIPTION.prefix, "id")?;
        check_event_type(kind, "type")?;
        self.change_sources(id, |sources| {
            let before = sources.len();
            sources.retain(|s| s != kind);
            match sources.len() == before {
                true => Err(source_not_found(id, kind)),
                false => Ok(()),
            }
        })
    }

    pub(super) fn event_sub_wire(&self, sub: &EventSubscription) -> Value {
        let destinations: Vec<Value> = sub
            .destination_ids
            .iter()
            .map(|d| self.reference(d, &format!("/event_destinations/{d}")))
            .collect();
        json!({
            "id": sub.id,
            "uri": self.uri(&Route::Item(&kind::EVENT_SUBSCRIPTION, &sub.id).path()),
            "created_at": sub.created_at,
            "metadata": sub.metadata,
            "description": sub.description,
            "sources": self.sources_wire(sub),
            "destinations": destinations,
        })
    }

    fn sources_wire(&self, sub: &EventSubscription) -> Vec<Value> {
        sub.sources
            .iter()
            .map(|kind| self.source_wire(&sub.id, kind))
            .collect()
    }

    /// An EventSource: its type and its address, nested under the subscription's.
    fn source_wire(&self, sub_id: &str, kind: &str) -> Value {
        json!({"type": kind, "uri": self.uri(&Route::EventSource(sub_id, kind).path())})
    }
}

/// A validated create/update body. `None` = leave as it is.
struct Changes {
    description: Option<String>,
    metadata: Option<String>,
    sources: Option<Vec<String>>,
    destination_ids: Option<Vec<String>>,
}

impl Changes {
    fn validate(req: EventSubscriptionRequest) -> Result<Self, ApiError> {
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            Measure::Chars,
        )?;
        let sources: Option<Vec<String>> = req
            .sources
            .filter(|s| !s.is_empty())
            .map(|s| s.into_iter().map(|s| s.kind).collect());
        if let Some(sources) = &sources {
            let mut seen = HashSet::new();
            for (i, kind) in sources.iter().enumerate() {
                check_event_type(kind, &format!("sources[{i}].type"))?;
                if !seen.insert(kind) {
                    return Err(ApiError::invalid(format!(
                        "sources[{i}].type: {kind} is listed more than once"
                    )));
                }
            }
        }
        let destination_ids = req.destination_ids.filter(|d| !d.is_empty());
        if let Some(ids) = &destination_ids {
            let mut seen = HashSet::new();
            for (i, d) in ids.iter().enumerate() {
                id::check(d, DESTINATION_PREFIX, &format!("destination_ids[{i}]"))?;
                if !seen.insert(d) {
                    return Err(ApiError::invalid(format!(
                        "destination_ids[{i}]: {d} is listed more than once"
                    )));
                }
            }
        }
        Ok(Changes {
            description: req.description,
            metadata: req.metadata,
            sources,
            destination_ids,
        })
    }

    fn apply(&self, sub: &mut EventSubscription) {
        if let Some(d) = &self.description {
            sub.description = d.clone();
        }
        if let Some(m) = &self.metadata {
            sub.metadata = m.clone();
        }
        if let Some(s) = &self.sources {
            sub.sources = s.clone();
        }
        if let Some(d) = &self.destination_ids {
            sub.destination_ids = d.clone();
        }
    }
}

/// Refuses an event type that is not in [`EVENT_TYPES`], naming the field.
fn check_event_type(kind: &str, field: &str) -> Result<(), ApiError> {
    if EVENT_TYPES.contains(&kind) {
        return Ok(());
    }
    let versioned = format!("{kind}.v0");
    let rule = if EVENT_TYPES.contains(&versioned.as_str()) {
        format!("event types carry a version suffix: {versioned}")
    } else {
        // The closest known type, rather than all of them on one line; details lists them all.
        let closest = EVENT_TYPES
            .iter()
            .min_by_key(|t| edit_distance(kind, t))
            .copied()
            .unwrap_or_default();
        format!(
            "did you mean {closest}? ({} types are known; details.known_types lists them)",
            EVENT_TYPES.len()
        )
    };
    Err(ApiError::invalid(format!(
        "{field}: {kind:?} is not a known event type; {rule}"
    ))
    .with_detail("known_types", EVENT_TYPES))
}

/// Levenshtein distance, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != *cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// Whether a stored record reads as a EventSubscription (`store check`, `store import`).
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    super::reads::<EventSubscription>(record)
}

/// 404 for an event type that is not a source of the subscription (which exists).
fn source_not_found(id: &str, kind: &str) -> ApiError {
    ApiError::absent(format!(
        "{kind} is not a source of {} {id}",
        EventSubscription::KIND.title
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(kind: &str) -> EventSourceReplace {
        EventSourceReplace { kind: kind.into() }
    }

    #[test]
    fn event_types_carry_a_version_and_are_unique() {
        let unique: HashSet<_> = EVENT_TYPES.iter().collect();
        assert_eq!(unique.len(), EVENT_TYPES.len());
        assert!(EVENT_TYPES.iter().all(|t| t.ends_with(".v0")));
        assert!(EVENT_TYPES.contains(&"ip_policy_created.v0"));
    }

    #[test]
    fn unknown_types_are_refused_with_a_hint() {
        assert!(check_event_type("ip_policy_created.v0", "type").is_ok());
        let err = check_event_type("ip_policy_created", "sources[0].type").unwrap_err();
        assert_eq!(
            err.msg,
            "sources[0].type: \"ip_policy_created\" is not a known event type; event types carry \
             a version suffix: ip_policy_created.v0"
        );
        let err = check_event_type("ip_policy_created.v1", "type").unwrap_err();
        assert!(
            err.msg
                .contains("; did you mean ip_policy_created.v0? (55 types are known"),
            "{}",
            err.msg
        );
        assert_eq!(
            err.details["known_types"].as_array().map(Vec::len),
            Some(55)
        );
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "ab"), 2);
    }

    #[test]
    fn duplicates_are_refused() {
        let req = EventSubscriptionRequest {
            sources: Some(vec![
                source("ip_policy_created.v0"),
                source("ip_policy_deleted.v0"),
                source("ip_policy_created.v0"),
            ]),
            ..Default::default()
        };
        let err = Changes::validate(req).err().unwrap();
        assert_eq!(
            err.msg,
            "sources[2].type: ip_policy_created.v0 is listed more than once"
        );
    }

    #[test]
    fn empty_lists_leave_the_subscription_as_it_is() {
        let req = EventSubscriptionRequest {
            sources: Some(vec![]),
            destination_ids: Some(vec![]),
            ..Default::default()
        };
        let changes = Changes::validate(req).unwrap();
        assert!(changes.sources.is_none() && changes.destination_ids.is_none());
    }

    #[test]
    fn lengths_count_characters() {
        let req = |description: String| EventSubscriptionRequest {
            description: Some(description),
            ..Default::default()
        };
        assert!(Changes::validate(req("é".repeat(255))).is_ok());
        let err = Changes::validate(req("a".repeat(256))).err().unwrap();
        assert_eq!(
            err.msg,
            "description is limited to 255 characters; 256 were given"
        );
    }
}
