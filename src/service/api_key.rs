//! API keys (API-NOTES "API keys (the real API's resource)"): the keys `serve` accepts besides
//! those of `--api-key-file`. A key's token is made here, answered once by the create, and stored
//! only as its SHA-256 (a token has 256 random bits, so no password hash is needed): nothing
//! stored lets anyone recover it.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use rand::Rng;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use super::resource::{Labelled, LabelsUpdate, Resource};
use super::{check_description_metadata, InScope, Measure, Service};
use crate::api::actor::{Actor, Role};
use crate::api::route::Route;
use crate::api::{body, ApiError};
use crate::kind::{self, Kind};
use crate::store::{Mint, Scope, Tree, Tx, TxResult};
use crate::{clock, id};

/// Body of `POST /api_keys`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApiKeyCreate {
    pub description: Option<String>,
    pub metadata: Option<String>,
    /// The real API's owner (a user or bot); this tool has neither, so only null is accepted (the
    /// official SDKs send it).
    pub owner_id: Option<String>,
    /// This tool's extension: what the key may do (`admin` when left out, as every key of the
    /// real API may do everything).
    pub role: Option<RoleName>,
    /// The CAs a key with the role `issuer` signs with (required for it, refused for the others).
    pub ssh_certificate_authority_ids: Option<Vec<String>>,
}

/// A role as the wire and the store name it (see [`Role`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RoleName {
    /// Also what a key stored before roles existed is.
    #[default]
    Admin,
    Operator,
    Reader,
    Issuer,
}

/// What is stored: never the token, only its hash. Records are read leniently (no
/// `deny_unknown_fields`), so a field added later (a role) does not make older binaries refuse them.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ApiKey {
    id: String,
    created_at: String,
    description: String,
    metadata: String,
    /// The SHA-256 of the token, in lowercase hex.
    token_sha256: String,
    #[serde(default)]
    role: RoleName,
    /// The CAs an issuer signs with; empty for the other roles.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    ssh_certificate_authority_ids: Vec<String>,
}

impl ApiKey {
    /// Who a request bearing this key comes from.
    fn actor(&self) -> Actor {
        let role = match self.role {
            RoleName::Admin => Role::Admin,
            RoleName::Operator => Role::Operator,
            RoleName::Reader => Role::Reader,
            RoleName::Issuer => Role::Issuer {
                ca_ids: self.ssh_certificate_authority_ids.clone(),
            },
        };
        Actor::ApiKey {
            id: self.id.clone(),
            description: self.description.clone(),
            role,
        }
    }
}

/// What `serve` knows of a stored key: the hash its token is checked against, and who bears it.
#[derive(Debug, Clone)]
pub struct StoredKey {
    pub digest: [u8; 32],
    pub actor: Actor,
}

/// Checks a key's role and CAs together, in the transaction that stores them: an issuer names
/// one CA at least; the other roles name none. Repeated IDs count once. Each CA must exist, except
/// those in `kept` (the key's CAs before a PATCH): a CA deleted since does not stop a PATCH of
/// anything else.
fn check_role(tx: &Tx, role: RoleName, ca_ids: &mut Vec<String>, kept: &[String]) -> TxResult<()> {
    const FIELD: &str = "ssh_certificate_authority_ids";
    if role != RoleName::Issuer {
        if !ca_ids.is_empty() {
            return Err(ApiError::invalid(format!(
                "{FIELD}: only a key with the role issuer names CAs: leave {FIELD} out, or set \
                 role to issuer"
            ))
            .into());
        }
        return Ok(());
    }
    if ca_ids.is_empty() {
        return Err(ApiError::invalid(format!(
            "{FIELD}: a key with the role issuer must name the SSH certificate authorities it \
             signs with (one sshca_ ID at least)"
        ))
        .into());
    }
    let mut seen = std::collections::HashSet::new();
    ca_ids.retain(|ca| seen.insert(ca.clone()));
    for (i, ca) in ca_ids.iter().enumerate() {
        id::check(ca, kind::SSH_CA.prefix, &format!("{FIELD}[{i}]"))?;
        if !kept.contains(ca) && !tx.contains(Tree::of(&kind::SSH_CA), ca)? {
            return Err(ApiError::invalid(format!(
                "{FIELD}[{i}]: SSH certificate authority {ca} not found; name a CA of this store \
                 (tunnelctl ssh-ca list)"
            ))
            .into());
        }
    }
    Ok(())
}

impl Resource for ApiKey {
    const KIND: &'static Kind = &kind::API_KEY;

    fn wire(&self, service: &InScope) -> Value {
        json!({
            "id": self.id,
            "uri": service.uri(&Route::Item(&kind::API_KEY, &self.id).path()),
            "description": self.description,
            "metadata": self.metadata,
            "created_at": self.created_at,
            "owner_id": null,
            // The secret is answered once, by the create (which sets it); every other answer
            // has the field, null, as the API's document says and the official SDKs read it.
            "token": null,
            "role": self.role,
            "ssh_certificate_authority_ids": self.ssh_certificate_authority_ids,
        })
    }
}

impl Labelled for ApiKey {
    const MEASURE: Measure = Measure::Bytes;
    /// Named so that a PATCH trying to set the stored hash is told it cannot.
    const FIXED: &'static [&'static str] = &["token_sha256"];
    const ALSO: &'static [&'static str] = &["role", "ssh_certificate_authority_ids"];

    fn labels_mut(&mut self) -> (&mut String, &mut String) {
        (&mut self.description, &mut self.metadata)
    }
}

/// How long `serve` trusts what it last read of the stored keys: a key deleted through another
/// replica (or the CLI) stops working within this long (the issue asks for 5 s at most).
pub const STORED_KEYS_TTL: Duration = Duration::from_secs(2);

/// The stored keys as this process last read them, so that a request does not read the store;
/// stale after [`STORED_KEYS_TTL`], and dropped by every create, update and delete made here.
#[derive(Debug, Default)]
pub struct DigestCache(Mutex<CacheState>);

#[derive(Debug, Default)]
struct CacheState {
    snapshot: Option<(Instant, Arc<Vec<StoredKey>>)>,
    /// Bumped by each create, update and delete: a read that began before one is not kept.
    generation: u64,
}

impl DigestCache {
    fn state(&self) -> std::sync::MutexGuard<'_, CacheState> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The keys, when read less than [`STORED_KEYS_TTL`] before `now`.
    fn fresh_at(&self, now: Instant) -> Option<Arc<Vec<StoredKey>>> {
        let state = self.state();
        let (read_at, keys) = state.snapshot.as_ref()?;
        (now.saturating_duration_since(*read_at) < STORED_KEYS_TTL).then(|| keys.clone())
    }

    fn forget(&self) {
        let mut state = self.state();
        state.snapshot = None;
        state.generation += 1;
    }
}

/// A new token: 256 bits from the OS's generator, never from a store's seed (tests seed IDs, not
/// secrets). Only a scope whose writes may stay issues one (`Scope::mint`).
fn new_token(_: &Mint) -> String {
    let mut secret = [0u8; 32];
    rand::rng().fill_bytes(&mut secret);
    base16ct::lower::encode_string(&secret)
}

/// The SHA-256 of a token: what is stored, and what a presented token is compared with.
pub fn token_digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

impl InScope<'_> {
    /// `POST /api_keys`: the new key, with its `token` (in this answer only; `null` in a dry run,
    /// which issues none and stores no hash that any token matches).
    pub fn api_key_create(&self, req: ApiKeyCreate) -> Result<Value, ApiError> {
        // The cache of stored keys is dropped once the key is stored (see each write below).
        self.scope.require_committed_writes()?;
        if req.owner_id.is_some() {
            return Err(ApiError::invalid(
                "owner_id: tunnelctl has no users or bots to own a key; leave owner_id out",
            ));
        }
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            Measure::Bytes,
        )?;
        let role = req.role.unwrap_or_default();
        let token = self.scope.mint().map(|mint| new_token(&mint));
        let now = self.clock.now();
        let key = self.create(
            ApiKey::TREE,
            kind::API_KEY.prefix,
            now.unix_timestamp(),
            |tx, id| {
                let mut ca_ids = req
                    .ssh_certificate_authority_ids
                    .clone()
                    .unwrap_or_default();
                check_role(tx, role, &mut ca_ids, &[])?;
                let key = ApiKey {
                    id: id.to_string(),
                    created_at: clock::format_time(now),
                    description: req.description.clone().unwrap_or_default(),
                    metadata: req.metadata.clone().unwrap_or_default(),
                    token_sha256: token.as_deref().map_or_else(String::new, |token| {
                        base16ct::lower::encode_string(&token_digest(token))
                    }),
                    role,
                    ssh_certificate_authority_ids: ca_ids,
                };
                tx.put(ApiKey::TREE, id, &key)?;
                Ok(key)
            },
        )?;
        self.api_key_cache.forget();
        let mut wire = key.wire(self);
        wire["token"] = json!(token);
        Ok(wire)
    }

    /// `PATCH /api_keys/{id}`: description and metadata, and the role and CAs, checked together
    /// as they will be (an issuer turned reader drops its CAs; only CAs the key did not name
    /// already must exist). Takes effect here at once, elsewhere within [`STORED_KEYS_TTL`].
    pub fn api_key_update(&self, id: &str, mut req: LabelsUpdate) -> Result<Value, ApiError> {
        self.scope.require_committed_writes()?;
        let role = req.take::<ApiKey>("role");
        let ca_ids = req.take::<ApiKey>("ssh_certificate_authority_ids");
        let role: Option<RoleName> = role.map(|v| body::parse_field(v, "role")).transpose()?;
        let ca_ids: Option<Vec<String>> = (ca_ids)
            .map(|v| body::parse_field(v, "ssh_certificate_authority_ids"))
            .transpose()?;
        let updated = self.update_labels_and::<ApiKey>(id, req, |tx, key| {
            let role = role.unwrap_or(key.role);
            let mut cas = match (&ca_ids, role == key.role) {
                (Some(given), _) => given.clone(),
                (None, true) => key.ssh_certificate_authority_ids.clone(),
                (None, false) => Vec::new(),
            };
            check_role(tx, role, &mut cas, &key.ssh_certificate_authority_ids)?;
            (key.role, key.ssh_certificate_authority_ids) = (role, cas);
            Ok(())
        })?;
        self.api_key_cache.forget();
        Ok(updated)
    }

    /// `DELETE /api_keys/{id}`: the key stops working here at once, elsewhere within
    /// [`STORED_KEYS_TTL`].
    pub fn api_key_delete(&self, id: &str) -> Result<(), ApiError> {
        self.scope.require_committed_writes()?;
        self.delete::<ApiKey>(id)?;
        self.api_key_cache.forget();
        Ok(())
    }
}

impl Service {
    /// The stored keys when this process read them less than [`STORED_KEYS_TTL`] ago; `None`
    /// when they must be read again ([`read_api_keys`](Self::read_api_keys)).
    pub fn cached_api_keys(&self) -> Option<Arc<Vec<StoredKey>>> {
        self.api_key_cache.fresh_at(Instant::now())
    }

    /// Reads every stored key's hash and bearer (what `serve` checks a presented token against,
    /// and whom it then acts for), and keeps them for [`STORED_KEYS_TTL`].
    pub fn read_api_keys(&self) -> Result<Arc<Vec<StoredKey>>, ApiError> {
        let (generation, started) = (self.api_key_cache.state().generation, Instant::now());
        // Not a request's read: no scope of one (a dry run, a unit) applies.
        let keys = (self.store).scan_prefix::<ApiKey>(&Scope::plain(), ApiKey::TREE, "")?;
        let stored: Arc<Vec<StoredKey>> = Arc::new(
            keys.iter()
                .filter_map(|(_, key)| {
                    Some(StoredKey {
                        digest: unhex(&key.token_sha256)?,
                        actor: key.actor(),
                    })
                })
                .collect(),
        );
        let mut state = self.api_key_cache.state();
        if state.generation == generation {
            state.snapshot = Some((started, stored.clone()));
        }
        Ok(stored)
    }
}

/// What `store check` and `store import` ask of a stored key: the kind's fields, and a hash that
/// is one (a record carrying a token would be a secret at rest).
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    let key: ApiKey = super::read(record)?;
    if unhex(&key.token_sha256).is_none() {
        return Err("token_sha256: must be 64 lowercase hex digits (a SHA-256)".into());
    }
    if record.get("token").is_some() {
        return Err("token: an API key's token is never stored, only its hash".into());
    }
    Ok(())
}

/// The 32 bytes of a SHA-256 digest's lower-case hexadecimal, as stored; `None` for anything else.
fn unhex(text: &str) -> Option<[u8; 32]> {
    let mut out = [0u8; 32];
    let decoded = base16ct::lower::decode(text, &mut out).ok()?.len();
    (decoded == out.len()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_reads_back_from_its_hex() {
        let digest = token_digest("secret");
        assert_eq!(
            unhex(&base16ct::lower::encode_string(&digest)),
            Some(digest)
        );
        assert_eq!(
            unhex(&base16ct::lower::encode_string(&digest).to_uppercase()),
            None
        );
        assert_eq!(unhex("ab"), None);
    }

    #[test]
    fn a_stored_key_holds_a_hash_and_never_a_token() {
        let record = json!({
            "id": "ak_1", "created_at": "2026-11-26T00:00:00Z", "description": "", "metadata": "",
            "token_sha256": base16ct::lower::encode_string(&token_digest("t")),
        });
        assert_eq!(check_record(&record), Ok(()));
        let mut with_token = record.clone();
        with_token["token"] = json!("t");
        assert!(check_record(&with_token).unwrap_err().starts_with("token:"));
        let mut not_a_hash = record;
        not_a_hash["token_sha256"] = json!("t");
        assert!(check_record(&not_a_hash)
            .unwrap_err()
            .starts_with("token_sha256:"));
    }

    #[test]
    fn the_cache_of_stored_keys_expires_and_is_dropped_by_a_change() {
        let cache = DigestCache::default();
        let now = Instant::now();
        assert!(cache.fresh_at(now).is_none(), "nothing read yet");
        let key = StoredKey {
            digest: token_digest("t"),
            actor: Actor::FileKey,
        };
        cache.state().snapshot = Some((now, Arc::new(vec![key])));
        assert_eq!(cache.fresh_at(now).unwrap()[0].digest, token_digest("t"));
        let almost = now + STORED_KEYS_TTL - Duration::from_millis(1);
        assert!(cache.fresh_at(almost).is_some());
        assert!(cache.fresh_at(now + STORED_KEYS_TTL).is_none(), "stale");
        cache.forget();
        assert!(cache.fresh_at(now).is_none(), "a create or delete drops it");
        assert_eq!(cache.state().generation, 1);
    }
}
