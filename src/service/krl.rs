//! The KRLs the API answers: one CA's (`GET /ssh_certificate_authorities/{id}/krl`) or several
//! CAs' in one (`GET /ssh_certificate_authorities/krl?id=…&id=…`, for a server whose one
//! `RevokedKeys` file must hold the revocations of every CA it trusts). Public on `serve`:
//! servers fetch them on a timer, holding no API key.
//!
//! Building a CA's part of a KRL reads every revocation and revoked key of the CA and parses each
//! key; a flood of anonymous requests, 304s included, did that for each (issue 59: other clients
//! went from 3 ms to 69 ms). So the process keeps each CA's part until the store's KRL generation
//! of that CA changes (see `store::generation`): a request reads the CA's record and its
//! generation, and builds anew only when the generation is not the one read before the kept part
//! was built. The generation comes from the store, never from this process: a revocation made
//! through another replica of `serve`, by `store import` or by the CLI on the store directly is
//! in the next KRL this process answers.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use sha2::{Digest, Sha256};
use ssh_key::PublicKey;
use time::OffsetDateTime;

use super::resource::Resource;
use super::ssh_ca::{revocations_prefix, SshCa};
use super::ssh_krl::{self, CertificateSection};
use super::InScope;
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::kind;
use crate::store::index::public_key_fingerprint;
use crate::store::{Mode, Tree};

/// The most CAs one KRL request may name: each costs reads, and no server trusts more.
pub const MAX_CAS: usize = 100;

/// The most CAs whose parts a process keeps. Parts are kept only for CAs that exist, so the bound
/// matters only for a store of more CAs than this: a part then makes room by pushing out another.
const MAX_KEPT: usize = 1024;

/// A KRL as the API answers it.
pub struct KrlDocument {
    pub bytes: Vec<u8>,
    /// A SHA-256 that stands for the bytes (of the header and of each CA's part's digest): equal
    /// KRLs have equal digests on every replica and across restarts, so it is the `ETag`.
    pub digest: [u8; 32],
    /// The time of the last revocation it lists, or of the latest CA's creation.
    pub modified: OffsetDateTime,
}

/// One CA's part of a KRL, as built from the store.
struct CaPart {
    /// The CA records it was built of (the CA's, and a record with the same key from before
    /// schema 2), each with the KRL generation the store held before they were read.
    sources: Vec<(String, Option<String>)>,
    /// The CA's sections, as the KRL carries them.
    sections: Vec<u8>,
    digest: [u8; 32],
    /// How many revocations and revoked keys it lists: what the KRL's version sums.
    revoked: u64,
    modified: OffsetDateTime,
}

/// The parts of KRLs this process keeps, by CA ID.
#[derive(Default)]
pub struct KrlCache(Mutex<HashMap<String, Arc<CaPart>>>);

impl KrlCache {
    fn kept(&self, ca_id: &str) -> Option<Arc<CaPart>> {
        self.lock().get(ca_id).cloned()
    }

    fn keep(&self, ca_id: &str, part: Arc<CaPart>) {
        let mut parts = self.lock();
        if parts.len() >= MAX_KEPT && !parts.contains_key(ca_id) {
            if let Some(other) = parts.keys().next().cloned() {
                parts.remove(&other);
            }
        }
        parts.insert(ca_id.to_string(), part);
    }

    fn forget(&self, ca_id: &str) {
        self.lock().remove(ca_id);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<CaPart>>> {
        // A panic while the map was held leaves whole entries: each is replaced in one insert.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl InScope<'_> {
    /// The OpenSSH KRL of the CAs `ids` (at least one, at most [`MAX_CAS`]; an ID named twice
    /// counts once, and the order does not matter): every certificate each revoked, by serial,
    /// and every key each revoked, whole. Its version is the number of revocations, which only
    /// grows (a revocation is never taken back, and outlives the certificate's record); its date
    /// that of the last change, not of the request: the same revocations give the same bytes,
    /// which `serve` answers conditional requests by.
    pub fn krl(&self, ids: &[&str]) -> Result<KrlDocument, ApiError> {
        if ids.is_empty() {
            return Err(ApiError::invalid(
                "id is required: name the SSH certificate authority (sshca_...) whose KRL to \
                 answer; repeat id for one KRL of several",
            ));
        }
        let mut ids = ids.to_vec();
        ids.sort_unstable();
        ids.dedup();
        if ids.len() > MAX_CAS {
            return Err(ApiError::invalid(format!(
                "a KRL lists at most {MAX_CAS} SSH certificate authorities; {} were named",
                ids.len()
            )));
        }
        for id in &ids {
            id::check(id, kind::SSH_CA.prefix, "id")?;
        }
        let parts = (ids.iter())
            .map(|id| self.krl_part(id))
            .collect::<Result<Vec<_>, _>>()?;
        let revoked = parts.iter().map(|p| p.revoked).sum();
        let modified =
            (parts.iter().map(|p| p.modified).max()).unwrap_or(OffsetDateTime::UNIX_EPOCH);
        let comment = match ids.as_slice() {
            [one] => format!("revoked certificates and keys of SSH certificate authority {one}"),
            many => format!(
                "revoked certificates and keys of SSH certificate authorities {}",
                many.join(", ")
            ),
        };
        let mut bytes = ssh_krl::header(revoked, modified.unix_timestamp().max(0) as u64, &comment);
        let mut digest = Sha256::new();
        digest.update(&bytes);
        for part in &parts {
            digest.update(part.digest);
            bytes.extend_from_slice(&part.sections);
        }
        Ok(KrlDocument {
            bytes,
            digest: digest.finalize().into(),
            modified,
        })
    }

    /// The part of the CA `ca_id`: the one this process keeps while it is current, else built
    /// anew (and kept, when this scope reads what is committed: a dry run's or a unit's writes
    /// may yet be rolled back).
    fn krl_part(&self, ca_id: &str) -> Result<Arc<CaPart>, ApiError> {
        let cache = &self.service.krl_cache;
        // Before the records: a part built of records newer than its generation is built again
        // once more, while one built of older records would be kept for good.
        let generation = self.store.krl_generation(self.scope, ca_id)?;
        let ca = (self.store).get::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), ca_id)?;
        let Some(ca) = ca else {
            cache.forget(ca_id);
            return Err(ApiError::not_found(SshCa::KIND.title, ca_id));
        };
        let keeps = self.scope.mode() == Mode::Plain;
        if let Some(kept) = cache.kept(ca_id).filter(|_| keeps) {
            if self.is_current(&kept, ca_id, &generation)? {
                return Ok(kept);
            }
        }
        let part = Arc::new(self.build_krl_part(ca_id, &ca, generation)?);
        if keeps {
            cache.keep(ca_id, part.clone());
        }
        Ok(part)
    }

    /// Whether the store holds the generations `part` was built at (that of `ca_id` is given).
    fn is_current(
        &self,
        part: &CaPart,
        ca_id: &str,
        generation: &Option<String>,
    ) -> Result<bool, ApiError> {
        for (source, built_at) in &part.sources {
            let now = match source == ca_id {
                true => generation.clone(),
                false => self.store.krl_generation(self.scope, source)?,
            };
            if now != *built_at {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Builds the part of the CA `ca_id` (record `ca`, read after `generation`).
    ///
    /// sshd knows a CA by its key, not by a record: the part also lists what every other CA
    /// record with the same public key revoked. A key is one CA since schema 2 (`ssh-ca import`
    /// of a key that is already a CA is refused), but a store may hold two records from before.
    fn build_krl_part(
        &self,
        ca_id: &str,
        ca: &SshCa,
        generation: Option<String>,
    ) -> Result<CaPart, ApiError> {
        let ca_key = PublicKey::from_openssh(ca.public_key_line())
            .and_then(|k| k.to_bytes())
            .map_err(|e| {
                ApiError::storage(format!("the CA's stored public key does not read: {e}"))
            })?;
        let fingerprint = public_key_fingerprint(ca.public_key_line());
        let mut sources = vec![(ca_id.to_string(), generation)];
        for (id, other) in
            (self.store).scan_prefix::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), "")?
        {
            if id != ca_id && public_key_fingerprint(other.public_key_line()) == fingerprint {
                let generation = self.store.krl_generation(self.scope, &id)?;
                sources.push((id, generation));
            }
        }
        // What the KRL needs of each revocation and revoked key, `[serial or public key,
        // revoked_at]`, from the few entries the store keeps per CA (`index::INDEXES`).
        let (mut serials, mut revoked_keys) = (Vec::new(), Vec::new());
        for (id, _) in &sources {
            serials.extend(self.entries_of_ca::<(u64, String)>(id, Tree::SshKrlSerials)?);
            revoked_keys.extend(self.entries_of_ca::<(String, String)>(id, Tree::SshKrlKeys)?);
        }
        let keys = (revoked_keys.iter())
            .map(|(line, _)| {
                PublicKey::from_openssh(line)
                    .and_then(|k| k.to_bytes())
                    .map_err(|e| {
                        ApiError::storage(format!(
                            "a key revoked under SSH certificate authority {ca_id} does not read: {e}"
                        ))
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let modified = (serials.iter().map(|(_, at)| at))
            .chain(revoked_keys.iter().map(|(_, at)| at))
            .chain([&ca.created_at().to_string()])
            .filter_map(|t| clock::parse_time(t).ok())
            .max()
            .unwrap_or(OffsetDateTime::UNIX_EPOCH);
        let certificates = [CertificateSection {
            ca_key: &ca_key,
            serials: serials.iter().map(|(serial, _)| *serial).collect(),
        }];
        let sections = ssh_krl::sections(&certificates, &keys);
        Ok(CaPart {
            sources,
            digest: Sha256::digest(&sections).into(),
            sections,
            revoked: (serials.len() + revoked_keys.len()) as u64,
            modified,
        })
    }

    /// The items of a collecting index (`index::IndexKind::Collect`) under the CA `ca_id`.
    fn entries_of_ca<T: serde::de::DeserializeOwned>(
        &self,
        ca_id: &str,
        tree: Tree,
    ) -> Result<Vec<T>, ApiError> {
        let prefix = revocations_prefix(ca_id);
        let entries = (self.store).scan_prefix::<Vec<T>>(self.scope, tree, &prefix)?;
        Ok(entries.into_iter().flat_map(|(_, items)| items).collect())
    }
}
