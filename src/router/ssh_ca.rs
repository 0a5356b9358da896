//! `/ssh_certificate_authorities`, one CA, its issuance policy, the certificates and keys it
//! revoked, and its KRL.

use super::{list, method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, code, ApiError, ApiRequest, Document, Method, KRL_TYPE};
use crate::service::ssh_ca::SshCa;
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Post, Route::Collection(_)) => Ok(Reply::Created(s.ssh_ca_create(
            body::parse(body)?,
            req.ca_passphrase.as_ref().map(|p| p.0.clone()),
            req.store_key.as_ref(),
        )?)),
        (Method::Get, Route::Collection(_)) => list::<SshCa>(s, req),
        (Method::Get, Route::Item(_, id)) => Ok(Reply::Ok(s.get::<SshCa>(id)?)),
        (Method::Patch, Route::Item(_, id)) => {
            Ok(Reply::Ok(s.ssh_ca_update(id, body::parse(body)?)?))
        }
        (Method::Delete, Route::Item(_, id)) => s.ssh_ca_delete(id).map(|_| Reply::NoContent),
        (Method::Post, Route::SshCaRevocations(id)) => {
            let (created, revocation) = s.revocation_create(id, body::parse(body)?)?;
            Ok(match created {
                true => Reply::Created(revocation),
                false => Reply::Ok(revocation),
            })
        }
        (Method::Get, Route::SshCaRevocations(id)) => Ok(Reply::Ok(s.revocation_list(id)?)),
        (Method::Get, Route::Module(_, id, None)) => Ok(Reply::Tagged(s.ssh_ca_policy_get(id)?)),
        (Method::Put, Route::Module(_, id, None)) => Ok(Reply::Tagged(s.ssh_ca_policy_replace(
            id,
            body::parse(body)?,
            req.if_match.as_deref(),
        )?)),
        (Method::Delete, Route::Module(_, id, None)) => {
            s.ssh_ca_policy_delete(id).map(|_| Reply::NoContent)
        }
        (Method::Post, Route::SshCaRevokedKeys(id)) => {
            let (created, revoked) = s.revoked_key_create(id, body::parse(body)?)?;
            Ok(match created {
                true => Reply::Created(revoked),
                false => Reply::Ok(revoked),
            })
        }
        (Method::Get, Route::SshCaRevokedKeys(id)) => Ok(Reply::Ok(s.revoked_key_list(id)?)),
        (Method::Get, Route::SshCaKrl(id)) => krl(s, &[id]),
        (Method::Get, Route::SshCaKrls) => krl(s, &krl_ids(&req.query)?),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}

/// The CAs a KRL of several names, one `id` query parameter each; another parameter is refused.
fn krl_ids(query: &[(String, String)]) -> Result<Vec<&str>, ApiError> {
    let mut ids = Vec::new();
    for (key, value) in query {
        match key.as_str() {
            "id" => ids.push(value.as_str()),
            other => {
                return Err(ApiError::new(
                    400,
                    code::UNKNOWN_QUERY,
                    format!(
                        "unknown query parameter {other:?}: the KRL of several SSH certificate \
                         authorities takes only id, once per CA (?id=sshca_...&id=sshca_...)"
                    ),
                ))
            }
        }
    }
    Ok(ids)
}

/// The KRL of the CAs `ids`, with the digest its `ETag` is made of.
fn krl(s: &InScope, ids: &[&str]) -> Result<Reply, ApiError> {
    let krl = s.krl(ids)?;
    Ok(Reply::Document(Document {
        content_type: KRL_TYPE.into(),
        bytes: krl.bytes,
        modified: Some(krl.modified),
        digest: Some(krl.digest),
    }))
}
