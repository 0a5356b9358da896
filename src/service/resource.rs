//! One shape for the resources of the API: what each kind is (its tree, ID prefix, path and list
//! key) is its entry in the table of kinds, and get, list, delete and the description/metadata
//! update are written once for all of them. A kind adds only its own rules (what a create checks, what else
//! a delete must keep consistent).

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{check_description_metadata, found, InScope, Measure};
use crate::api::actor::Actor;
use crate::api::body::check_echoed_id;
use crate::api::page::PageQuery;
use crate::api::{code, ApiError};
use crate::id;
use crate::kind::Kind;
use crate::store::{Tree, Tx, TxResult};

/// A kind of stored resource with an ID of its own.
pub trait Resource: Serialize + DeserializeOwned {
    /// Its entry in the table of kinds.
    const KIND: &'static Kind;
    /// The tree its records live in, keyed by ID.
    const TREE: Tree = Tree::of(Self::KIND);

    /// The record as the API shows it.
    fn wire(&self, service: &InScope) -> Value;

    /// Refuses `actor` a record its role may not read although it reads the kind (an issuer
    /// reads only the CAs its key names and the certificates it issued); lists leave it out.
    fn check_visible(&self, _actor: &Actor) -> Result<(), ApiError> {
        Ok(())
    }
}

/// A resource whose PATCH changes only its description and metadata.
pub trait Labelled: Resource {
    /// How the description and metadata limits are counted.
    const MEASURE: Measure;
    /// Fields a PATCH naming one is told it cannot change, besides those the table of kinds
    /// says are fixed at creation or only answered (`Kind::fixed`, `Kind::read_only`).
    const FIXED: &'static [&'static str] = &[];
    /// The fields its PATCH takes besides the labels (taken with [`LabelsUpdate::take`]): the
    /// refusal of any other field lists them, so the list cannot drift from what is taken.
    const ALSO: &'static [&'static str] = &[];

    fn labels_mut(&mut self) -> (&mut String, &mut String);
}

/// Body of a PATCH that changes only description and metadata.
#[derive(Debug, Default, Deserialize)]
pub struct LabelsUpdate {
    /// Accepted for SDKs that echo it; must match the path.
    pub id: Option<String>,
    pub description: Option<String>,
    pub metadata: Option<String>,
    /// Every other field, refused with a message that says whether it is fixed or unknown.
    #[serde(flatten)]
    pub other: serde_json::Map<String, Value>,
}

impl LabelsUpdate {
    /// Takes field `name` out of the body, one of `R::ALSO`; `None` when absent or null.
    pub fn take<R: Labelled>(&mut self, name: &str) -> Option<Value> {
        debug_assert!(
            R::ALSO.contains(&name),
            "{name} is taken from a PATCH of {} but not in its ALSO",
            R::KIND.name
        );
        self.other.remove(name).filter(|v| !v.is_null())
    }
}

impl InScope<'_> {
    /// `GET` of one resource.
    pub fn get<R: Resource>(&self, id: &str) -> Result<Value, ApiError> {
        let record: R = self.record(id)?;
        record.check_visible(self.actor())?;
        Ok(record.wire(self))
    }

    /// The stored resource `id`, read outside a write: 400 for an ID not of its kind, 404 when
    /// there is none.
    pub(super) fn record<R: Resource>(&self, id: &str) -> Result<R, ApiError> {
        id::check(id, R::KIND.prefix, "id")?;
        found(self.store.get(self.scope, R::TREE, id)?, R::KIND.title, id)
    }

    /// `GET` of the collection: one page, newest first, of what the actor may read; the store's
    /// pages are read on while records it may not read leave the page short.
    pub fn list<R: Resource>(&self, query: &PageQuery) -> Result<Value, ApiError> {
        let mut items = Vec::new();
        let mut before = query.before_id.clone();
        let has_more = loop {
            // Decoded straight into records: a page of every list passes here.
            let page =
                (self.store).page::<R>(self.scope, R::TREE, before.as_deref(), query.limit)?;
            for record in &page.items {
                if record.check_visible(self.actor()).is_ok() {
                    items.push(record.wire(self));
                }
            }
            if items.len() >= query.limit || !page.has_more {
                let more = page.has_more || items.len() > query.limit;
                items.truncate(query.limit);
                break more;
            }
            // Records the actor may not read left the page short: the next page is read from
            // the last record's ID, as stored.
            let last = page.items.last().map(serde_json::to_value).transpose();
            let last = last.map_err(ApiError::storage)?;
            let id = last.as_ref().and_then(|v| v["id"].as_str());
            before = Some(
                id.ok_or_else(|| ApiError::storage("a record without an id"))?
                    .into(),
            );
        };
        Ok(crate::api::page::list_body(
            R::KIND.list_key,
            items,
            has_more,
            &self.uri(R::KIND.path),
            query.limit,
        ))
    }

    /// `DELETE` of one resource. The indexes of its tree follow (a hostport is freed, a CA's count of
    /// certificates goes down); rules that can refuse a delete belong to the kind's own function.
    pub fn delete<R: Resource>(&self, id: &str) -> Result<(), ApiError> {
        self.delete_and::<R>(id, |_| Ok(()))
    }

    /// [`delete`](Self::delete), with `also` in the same write once the resource is removed.
    pub(super) fn delete_and<R: Resource>(
        &self,
        id: &str,
        also: impl Fn(&Tx) -> TxResult<()>,
    ) -> Result<(), ApiError> {
        id::check(id, R::KIND.prefix, "id")?;
        self.write(|tx| {
            if !tx.remove(R::TREE, id)? {
                return Err(ApiError::not_found(R::KIND.title, id).into());
            }
            also(tx)
        })
    }

    /// `PATCH` of a resource whose only changeable fields are its labels.
    pub fn update_labels<R: Labelled>(
        &self,
        id: &str,
        req: LabelsUpdate,
    ) -> Result<Value, ApiError> {
        self.update_labels_and::<R>(id, req, |_, _| Ok(()))
    }

    /// [`update_labels`](Self::update_labels), with `also` written in the same transaction once
    /// the resource is found (a kind's sub-resource its PATCH may set, or fields of its own).
    pub(super) fn update_labels_and<R: Labelled>(
        &self,
        id: &str,
        req: LabelsUpdate,
        also: impl Fn(&Tx, &mut R) -> TxResult<()>,
    ) -> Result<Value, ApiError> {
        id::check(id, R::KIND.prefix, "id")?;
        check_echoed_id("id", req.id.as_deref(), Some(id))?;
        refuse_other_fields(
            &req.other,
            &[R::KIND.fixed, R::KIND.read_only, R::FIXED],
            R::ALSO,
        )?;
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            R::MEASURE,
        )?;
        let record = self.write(|tx| {
            let mut record: R = found(tx.get(R::TREE, id)?, R::KIND.title, id)?;
            let (description, metadata) = record.labels_mut();
            if let Some(d) = &req.description {
                d.clone_into(description);
            }
            if let Some(m) = &req.metadata {
                m.clone_into(metadata);
            }
            also(tx, &mut record)?;
            tx.put(R::TREE, id, &record)?;
            Ok(record)
        })?;
        Ok(record.wire(self))
    }
}

/// Refuses any field of an update body besides `id`, `description`, `metadata` and the kind's
/// `also` (its [`Labelled::ALSO`]), naming the fields an update does take.
fn refuse_other_fields(
    other: &serde_json::Map<String, Value>,
    fixed: &[&[&str]],
    also: &[&str],
) -> Result<(), ApiError> {
    let Some(name) = other.iter().find(|(_, v)| !v.is_null()).map(|(k, _)| k) else {
        return Ok(());
    };
    let changeable: Vec<&str> = ["description", "metadata"]
        .into_iter()
        .chain(also.iter().copied())
        .collect();
    let msg = if fixed.iter().any(|list| list.contains(&name.as_str())) {
        let (last, rest) = changeable.split_last().expect("the labels at least");
        format!(
            "{name} cannot be changed after creation; an update changes only {} and {last}",
            rest.join(", ")
        )
    } else {
        let expected: Vec<String> = std::iter::once("id")
            .chain(changeable)
            .map(|field| format!("`{field}`"))
            .collect();
        format!(
            "unknown field `{name}`, expected one of {}",
            expected.join(", ")
        )
    };
    Err(ApiError::new(400, code::UNKNOWN_FIELD, msg))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::ssh_cert_record::SshUserCertificate;

    #[test]
    fn an_update_names_the_field_it_refuses() {
        use crate::api::{body, code};
        let parse = |text: &str| body::parse::<LabelsUpdate>(Some(text.as_bytes()));
        let refusal = |text: &str| {
            let req = parse(text).unwrap();
            refuse_other_fields(&req.other, &[SshUserCertificate::KIND.fixed], &[]).unwrap_err()
        };
        let req = parse(r#"{"description": "d", "metadata": null, "principals": null}"#).unwrap();
        assert_eq!(req.description.as_deref(), Some("d"));
        assert!(
            refuse_other_fields(&req.other, &[SshUserCertificate::KIND.fixed], &[]).is_ok(),
            "null reads as absent"
        );
        let err = refusal(r#"{"description": "d", "principals": ["root"]}"#);
        assert_eq!(err.error_code.as_deref(), Some(code::UNKNOWN_FIELD));
        assert!(err
            .msg
            .starts_with("principals cannot be changed after creation"));
        let err = refusal(r#"{"serial": 7}"#);
        assert_eq!(
            err.msg,
            "unknown field `serial`, expected one of `id`, `description`, `metadata`"
        );
        let err = parse(r#"{"description": 5}"#).unwrap_err();
        assert_eq!(err.error_code.as_deref(), Some(code::INVALID_FIELD));
        assert!(err.msg.contains("description"), "{}", err.msg);
    }
}
