//! Revocation of SSH certificates (API-NOTES "Revocation"): this tool's extension of the API, under
//! the CA that signed the certificates (`/ssh_certificate_authorities/{id}/revocations` and
//! `…/krl`). A revocation is kept apart from the certificate's record, which keeps exactly the
//! API's fields, and outlives it: deleting a revoked certificate's record does not take it off the
//! CA's KRL.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ssh_key::PublicKey;

use super::ssh_ca::{revocation_key, revocations_prefix, SshCa};
use super::ssh_cert::CertKind;
use super::ssh_krl::{CertificateSection, Krl};
use super::{check_len, found, null_as_default, InScope, Measure};
use crate::api::route::Route;
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::kind;
use crate::service::resource::Resource;
use crate::store::index::public_key_fingerprint;
use crate::store::Tree;

/// The key of the list in the list object of `GET …/revocations`.
pub const LIST_KEY: &str = "revocations";

/// Body of `POST /ssh_certificate_authorities/{id}/revocations`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevocationCreate {
    /// A user (`sucrt_`) or host (`shcrt_`) certificate that the CA of the path signed.
    #[serde(default, deserialize_with = "null_as_default")]
    pub certificate_id: String,
    pub reason: Option<String>,
}

/// What is stored under `<CA ID>/<certificate ID>`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Revocation {
    ssh_certificate_authority_id: String,
    certificate_id: String,
    serial: u64,
    revoked_at: String,
    reason: String,
}

impl Revocation {
    fn wire(&self, service: &InScope) -> Value {
        let kind = CertKind::of_id(&self.certificate_id).unwrap_or(CertKind::User);
        json!({
            "ssh_certificate_authority_id": self.ssh_certificate_authority_id,
            "certificate_id": self.certificate_id,
            "certificate_uri": service.uri(&kind.route(&self.certificate_id).path()),
            "serial": self.serial,
            "revoked_at": self.revoked_at,
            "reason": self.reason,
        })
    }
}

impl InScope<'_> {
    /// Revokes a certificate that the CA `ca_id` signed. Revoking it again changes nothing and
    /// answers the first revocation; the flag says whether this request made it.
    pub fn revocation_create(
        &self,
        ca_id: &str,
        req: RevocationCreate,
    ) -> Result<(bool, Value), ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        let cert_id = req.certificate_id.as_str();
        if cert_id.is_empty() {
            return Err(ApiError::invalid(
                "certificate_id is required: the SSH user (sucrt_...) or host (shcrt_...) certificate to revoke",
            ));
        }
        let Some(kind) = CertKind::of_id(cert_id) else {
            return Err(ApiError::invalid(format!(
                "certificate_id must be an SSH user (sucrt_...) or host (shcrt_...) certificate ID; got {cert_id:?}"
            )));
        };
        id::check(cert_id, kind.prefix(), "certificate_id")?;
        let reason = req.reason.unwrap_or_default();
        check_len("reason", &reason, 255, Measure::Bytes)?;
        let revoked_at = clock::format_time(self.clock.now());
        let key = revocation_key(ca_id, cert_id);
        let (created, revocation) = self.write(|tx| {
            if !tx.contains(Tree::of(&kind::SSH_CA), ca_id)? {
                return Err(ApiError::not_found(SshCa::KIND.title, ca_id).into());
            }
            if let Some(existing) = tx.get::<Revocation>(Tree::SshRevocations, &key)? {
                return Ok((false, existing));
            }
            let cert: super::ssh_cert::CertRecord = tx
                .get(kind.tree(), cert_id)?
                .ok_or_else(|| ApiError::not_found(kind.what(), cert_id))?;
            if cert.ca_id() != ca_id {
                return Err(ApiError::invalid(format!(
                    "certificate_id: {} {cert_id} was signed by SSH certificate authority {}, not {ca_id}; \
                     revoke it under its own CA",
                    kind.what(),
                    cert.ca_id()
                ))
                .into());
            }
            let revocation = Revocation {
                ssh_certificate_authority_id: ca_id.to_string(),
                certificate_id: cert_id.to_string(),
                serial: cert.serial(),
                revoked_at: revoked_at.clone(),
                reason: reason.clone(),
            };
            tx.put(Tree::SshRevocations, &key, &revocation)?;
            Ok((true, revocation))
        })?;
        Ok((created, revocation.wire(self)))
    }

    /// Every revocation of the CA `ca_id`, as one list object (it is never paged).
    pub fn revocation_list(&self, ca_id: &str) -> Result<Value, ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        found(
            self.store
                .get::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), ca_id)?,
            SshCa::KIND.title,
            ca_id,
        )?;
        let items: Vec<Value> = self
            .revocations(ca_id)?
            .iter()
            .map(|r| r.wire(self))
            .collect();
        Ok(json!({
            LIST_KEY: items,
            "uri": self.uri(&Route::SshCaRevocations(ca_id).path()),
            "next_page_uri": null,
        }))
    }

    fn revocations(&self, ca_id: &str) -> Result<Vec<Revocation>, ApiError> {
        Ok(self
            .store
            .scan_prefix::<Revocation>(
                self.scope,
                Tree::SshRevocations,
                &revocations_prefix(ca_id),
            )?
            .into_iter()
            .map(|(_, r)| r)
            .collect())
    }

    /// The OpenSSH KRL of the CA `ca_id`: every certificate it revoked, by serial. Its version is
    /// the number of revocations, which only grows (a revocation is never taken back, and
    /// outlives the certificate's record), so every change gives a greater version.
    ///
    /// sshd knows a CA by its key, not by a record: the KRL also lists what every other CA record
    /// with the same public key revoked. A key is one CA since schema 2 (`ssh-ca import` of a key
    /// that is already a CA is refused), but a store may hold two records from before.
    pub fn krl(&self, ca_id: &str) -> Result<Vec<u8>, ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        let ca: SshCa = found(
            self.store.get(self.scope, Tree::of(&kind::SSH_CA), ca_id)?,
            SshCa::KIND.title,
            ca_id,
        )?;
        let ca_key = PublicKey::from_openssh(ca.public_key_line())
            .and_then(|k| k.to_bytes())
            .map_err(|e| {
                ApiError::storage(format!("the CA's stored public key does not read: {e}"))
            })?;
        let fingerprint = public_key_fingerprint(ca.public_key_line());
        let mut revocations = Vec::new();
        for (id, other) in
            self.store
                .scan_prefix::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), "")?
        {
            if id == ca_id || public_key_fingerprint(other.public_key_line()) == fingerprint {
                revocations.extend(self.revocations(&id)?);
            }
        }
        let comment = format!("revoked certificates of SSH certificate authority {ca_id}");
        Ok(Krl {
            version: revocations.len() as u64,
            generated_date: self.now_unix().max(0) as u64,
            comment: &comment,
            sections: vec![CertificateSection {
                ca_key: &ca_key,
                serials: revocations.iter().map(|r| r.serial).collect(),
            }],
        }
        .encode())
    }
}

/// Whether a stored record reads as a Revocation (`store check`, `store import`).
pub(super) fn check_record(key: &str, record: &Value) -> Result<(), String> {
    let revocation: Revocation = super::read(record)?;
    let (ca_id, cert_id) = (
        &revocation.ssh_certificate_authority_id,
        &revocation.certificate_id,
    );
    super::check_key_is_id(ca_id, kind::SSH_CA.prefix, "ssh_certificate_authority_id")?;
    id::check_any(
        cert_id,
        &[CertKind::User.prefix(), CertKind::Host.prefix()],
        "certificate_id",
    )
    .map_err(|e| e.msg)?;
    let expected = revocation_key(ca_id, cert_id);
    if key != expected {
        return Err(format!(
            "the key must be {expected}, the record's CA ID/certificate ID; got {key:?}"
        ));
    }
    Ok(())
}
