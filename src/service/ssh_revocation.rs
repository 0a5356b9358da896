//! Revocation of SSH certificates and keys (API-NOTES "Revocation" and "Revocation of keys"):
//! this tool's extension of the API, under the CA that signed the certificates
//! (`/ssh_certificate_authorities/{id}/revocations`, `…/revoked_keys` and `…/krl`). A revocation
//! is kept apart from the certificate's record, which keeps exactly the API's fields, and outlives
//! it: deleting a revoked certificate's record does not take it off the CA's KRL.
//!
//! Revoking a certificate revokes its public key too (unless the request keeps the key, as a
//! renewal that replaces the certificate does): the CA signs no new certificate of a revoked key,
//! and its KRL lists the key whole, so sshd refuses every certificate of it, past and future.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ssh_key::{HashAlg, PublicKey};

use super::ssh_ca::{revocation_key, revocations_prefix, SshCa};
use super::ssh_cert_record::CertKind;
use super::ssh_sign;
use super::{check_len, found, null_as_default, InScope, Measure};
use crate::api::route::Route;
use crate::api::{code, ApiError};
use crate::clock;
use crate::id;
use crate::kind;
use crate::service::resource::Resource;
use crate::store::{Tree, Tx, TxResult};

/// The key of the list in the list object of `GET …/revocations`.
pub const LIST_KEY: &str = "revocations";
/// The key of the list in the list object of `GET …/revoked_keys`.
pub const REVOKED_KEYS_LIST_KEY: &str = "revoked_keys";

/// Body of `POST /ssh_certificate_authorities/{id}/revocations`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevocationCreate {
    /// A user (`sucrt_`) or host (`shcrt_`) certificate that the CA of the path signed.
    #[serde(default, deserialize_with = "null_as_default")]
    pub certificate_id: String,
    pub reason: Option<String>,
    /// Whether the certificate's public key is revoked too (the default). `false` revokes the
    /// serial only: for a certificate replaced by a new one of the same key.
    pub revoke_key: Option<bool>,
}

/// Body of `POST /ssh_certificate_authorities/{id}/revoked_keys`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevokedKeyCreate {
    /// One OpenSSH public key line.
    #[serde(default, deserialize_with = "null_as_default")]
    pub public_key: String,
    pub reason: Option<String>,
}

/// What is stored under `<CA ID>/<SHA-256 fingerprint>` in `Tree::SshRevokedKeys`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RevokedKey {
    ssh_certificate_authority_id: String,
    /// `TYPE BASE64`, without the comment of the line it was given as.
    public_key: String,
    fingerprint: String,
    /// The certificate whose revocation revoked the key, when one did.
    certificate_id: Option<String>,
    revoked_at: String,
    reason: String,
}

impl RevokedKey {
    fn new(
        ca_id: &str,
        key: &PublicKey,
        certificate_id: Option<&str>,
        revoked_at: &str,
        reason: &str,
    ) -> Result<RevokedKey, ApiError> {
        let public_key = PublicKey::new(key.key_data().clone(), "")
            .to_openssh()
            .map_err(|e| ApiError::internal(format!("the public key does not encode: {e}")))?;
        Ok(RevokedKey {
            ssh_certificate_authority_id: ca_id.to_string(),
            public_key,
            fingerprint: key.fingerprint(HashAlg::Sha256).to_string(),
            certificate_id: certificate_id.map(str::to_string),
            revoked_at: revoked_at.to_string(),
            reason: reason.to_string(),
        })
    }

    fn store_key(&self) -> String {
        revocation_key(&self.ssh_certificate_authority_id, &self.fingerprint)
    }

    fn wire(&self) -> Value {
        json!({
            "ssh_certificate_authority_id": self.ssh_certificate_authority_id,
            "public_key": self.public_key,
            "fingerprint": self.fingerprint,
            "certificate_id": self.certificate_id,
            "revoked_at": self.revoked_at,
            "reason": self.reason,
        })
    }

    /// The 409 answered to a request to sign this key: which revocation, and what to do instead.
    fn refusal(&self) -> ApiError {
        let mut how = format!("at {}", self.revoked_at);
        if let Some(cert_id) = &self.certificate_id {
            let what = CertKind::of_id(cert_id).unwrap_or(CertKind::User).what();
            how.push_str(&format!(" with {what} {cert_id}"));
        }
        if !self.reason.is_empty() {
            how.push_str(&format!(" (reason: {:?})", self.reason));
        }
        let mut err = ApiError::conflict(
            code::KEY_REVOKED,
            format!(
                "public_key {} was revoked under SSH certificate authority {} {how}; a revoked key \
                 is never signed again: make a new key pair (ssh-keygen -t ed25519) and have its \
                 public key signed",
                self.fingerprint, self.ssh_certificate_authority_id
            ),
        )
        .with_detail("fingerprint", self.fingerprint.as_str())
        .with_detail("revoked_at", self.revoked_at.as_str())
        .with_detail("revocation_reason", self.reason.as_str());
        if let Some(cert_id) = &self.certificate_id {
            err = err.with_detail("certificate_id", cert_id.as_str());
        }
        err
    }
}

/// Refuses (409) to sign a key that its CA revoked, whose revocation would be kept at `record`
/// ([`revoked_key_record`]): the one rule every certificate create, of either kind and on every
/// path, passes through.
pub(super) fn refuse_revoked_key(tx: &Tx, record: &(Tree, String)) -> TxResult<()> {
    let (tree, key) = record;
    match tx.get::<RevokedKey>(*tree, key)? {
        Some(revoked) => Err(revoked.refusal().into()),
        None => Ok(()),
    }
}

/// Where the revocation of `key` under CA `ca_id` is kept, if it is revoked.
pub(super) fn revoked_key_record(ca_id: &str, key: &PublicKey) -> (Tree, String) {
    let fingerprint = key.fingerprint(HashAlg::Sha256).to_string();
    (Tree::SshRevokedKeys, revocation_key(ca_id, &fingerprint))
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
        let revoke_key = req.revoke_key.unwrap_or(true);
        let revoked_at = clock::format_time(self.clock.now());
        let key = revocation_key(ca_id, cert_id);
        let (created, revocation) = self.write(|tx| {
            if !tx.contains(Tree::of(&kind::SSH_CA), ca_id)? {
                return Err(ApiError::not_found(SshCa::KIND.title, ca_id).into());
            }
            if let Some(existing) = tx.get::<Revocation>(Tree::SshRevocations, &key)? {
                return Ok((false, existing));
            }
            let cert: super::ssh_cert_record::CertRecord = tx
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
            if revoke_key {
                let public_key = PublicKey::from_openssh(cert.public_key()).map_err(|e| {
                    ApiError::storage(format!(
                        "the public key of {} {cert_id} does not read: {e}",
                        kind.what()
                    ))
                })?;
                let revoked =
                    RevokedKey::new(ca_id, &public_key, Some(cert_id), &revoked_at, &reason)?;
                // A key revoked before keeps its first revocation.
                if !tx.contains(Tree::SshRevokedKeys, &revoked.store_key())? {
                    tx.put(Tree::SshRevokedKeys, &revoked.store_key(), &revoked)?;
                }
            }
            Ok((true, revocation))
        })?;
        Ok((created, revocation.wire(self)))
    }

    /// Revokes a public key under the CA `ca_id`, whether or not the store holds a certificate of
    /// it. Revoking it again changes nothing and answers the first revocation; the flag says
    /// whether this request made it.
    pub fn revoked_key_create(
        &self,
        ca_id: &str,
        req: RevokedKeyCreate,
    ) -> Result<(bool, Value), ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        let (public_key, _) = ssh_sign::parse_user_public_key(&req.public_key)
            .map_err(|rule| ApiError::invalid(format!("public_key {rule}")))?;
        let reason = req.reason.unwrap_or_default();
        check_len("reason", &reason, 255, Measure::Bytes)?;
        let revoked_at = clock::format_time(self.clock.now());
        let revoked = RevokedKey::new(ca_id, &public_key, None, &revoked_at, &reason)?;
        let (created, revoked) = self.write(|tx| {
            if !tx.contains(Tree::of(&kind::SSH_CA), ca_id)? {
                return Err(ApiError::not_found(SshCa::KIND.title, ca_id).into());
            }
            if let Some(existing) =
                tx.get::<RevokedKey>(Tree::SshRevokedKeys, &revoked.store_key())?
            {
                return Ok((false, existing));
            }
            tx.put(Tree::SshRevokedKeys, &revoked.store_key(), &revoked)?;
            Ok((true, revoked.clone()))
        })?;
        Ok((created, revoked.wire()))
    }

    /// Every key the CA `ca_id` revoked, as one list object (it is never paged).
    pub fn revoked_key_list(&self, ca_id: &str) -> Result<Value, ApiError> {
        let items = (self
            .ca_list::<RevokedKey>(ca_id, Tree::SshRevokedKeys)?
            .iter())
        .map(RevokedKey::wire)
        .collect();
        Ok(self.whole_list(REVOKED_KEYS_LIST_KEY, Route::SshCaRevokedKeys(ca_id), items))
    }

    /// Every revocation of the CA `ca_id`, as one list object (it is never paged).
    pub fn revocation_list(&self, ca_id: &str) -> Result<Value, ApiError> {
        let items = (self
            .ca_list::<Revocation>(ca_id, Tree::SshRevocations)?
            .iter())
        .map(|r| r.wire(self))
        .collect();
        Ok(self.whole_list(LIST_KEY, Route::SshCaRevocations(ca_id), items))
    }

    /// The records of `tree` the CA `ca_id` holds, once its ID is checked and the CA found.
    fn ca_list<T: serde::de::DeserializeOwned>(
        &self,
        ca_id: &str,
        tree: Tree,
    ) -> Result<Vec<T>, ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        let ca = (self.store).get::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), ca_id)?;
        found(ca, SshCa::KIND.title, ca_id)?;
        self.of_ca(ca_id, tree)
    }

    /// The entries of `tree` under the CA `ca_id` (keyed `<CA ID>/…`).
    fn of_ca<T: serde::de::DeserializeOwned>(
        &self,
        ca_id: &str,
        tree: Tree,
    ) -> Result<Vec<T>, ApiError> {
        let prefix = revocations_prefix(ca_id);
        Ok((self
            .store
            .scan_prefix::<T>(self.scope, tree, &prefix)?
            .into_iter())
        .map(|(_, r)| r)
        .collect())
    }

    /// A list object that holds all of its items (`next_page_uri` null).
    fn whole_list(&self, list_key: &str, route: Route, items: Vec<Value>) -> Value {
        json!({
            list_key: items,
            "uri": self.uri(&route.path()),
            "next_page_uri": null,
        })
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

/// Whether a stored record reads as a RevokedKey (`store check`, `store import`).
pub(super) fn check_revoked_key(key: &str, record: &Value) -> Result<(), String> {
    let revoked: RevokedKey = super::read(record)?;
    let ca_id = &revoked.ssh_certificate_authority_id;
    super::check_key_is_id(ca_id, kind::SSH_CA.prefix, "ssh_certificate_authority_id")?;
    let public_key = PublicKey::from_openssh(&revoked.public_key)
        .map_err(|e| format!("public_key does not read: {e}"))?;
    let expected = RevokedKey::new(ca_id, &public_key, None, "", "")
        .map_err(|e| e.msg)?
        .store_key();
    if key != expected {
        return Err(format!(
            "the key must be {expected}, the record's CA ID/key fingerprint; got {key:?}"
        ));
    }
    Ok(())
}
