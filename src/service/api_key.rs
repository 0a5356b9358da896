//! API keys (API-NOTES "API keys (the real API's resource)"): the keys `serve` accepts besides
//! those of `--api-key-file`. A key's token is made here, answered once by the create, and stored
//! only as its SHA-256 (a token has 256 random bits, so no password hash is needed): nothing
//! stored lets anyone recover it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use rand::Rng;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use time::OffsetDateTime;

mod binding;
mod policy;
pub use binding::{binding_text, OUTSIDE_BINDING};
use binding::{check_binding, check_within_binding, outside_binding};
pub(super) use policy::check_record as check_policy_record;
use policy::{check_lifetime, Lifetime};
pub use policy::{ApiKeyPolicy, RoleRule, OUTSIDE_KEY_POLICY};

use super::resource::{Labelled, LabelsUpdate, Resource};
use super::{check_description_metadata, ssh_ca_policy, InScope, Measure, Service};
use crate::api::actor::{Actor, Binding, Role};
use crate::api::route::Route;
use crate::api::{body, code, ApiError};
use crate::kind::{self, Kind};
use crate::store::{Mint, Scope, Tree, Tx, TxResult};
use crate::values::seconds_text;
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
    /// This tool's extension: the key's binding (see [`Binding`]); only a key of a role that
    /// signs (operator, issuer) has one.
    pub ssh_principals: Option<Vec<String>>,
    /// Seconds.
    pub ssh_max_validity: Option<u64>,
    /// When the key stops working (RFC 3339, in the future); never when left out.
    pub expires_at: Option<String>,
}

/// Body of `POST /api_keys/{id}/rotate`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApiKeyRotate {
    /// Seconds the replaced token keeps working (0 when left out: it stops at once).
    pub grace_period: Option<u64>,
}

/// The longest grace period of a rotation: long enough to move every client to the new token,
/// short enough that a rotation never leaves two tokens working for long.
pub const MAX_GRACE_PERIOD: Duration = Duration::from_secs(7 * 24 * 3600);

/// How often a key's `last_used_at` is written at most: a busy key does not write on every
/// request, and the field is that precise.
pub const LAST_USED_RESOLUTION: Duration = Duration::from_secs(60);

/// A role as the wire and the store name it (see [`Role`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RoleName {
    /// Also what a key stored before roles existed is.
    #[default]
    Admin,
    Operator,
    Reader,
    Issuer,
}

impl RoleName {
    /// As the wire spells it.
    pub fn name(self) -> &'static str {
        match self {
            RoleName::Admin => "admin",
            RoleName::Operator => "operator",
            RoleName::Reader => "reader",
            RoleName::Issuer => "issuer",
        }
    }
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
    // The binding (issue 62): fixed at creation; a record made before it is unbound.
    /// The principal patterns its certificates may name; `None`: any the CA's policy allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ssh_principals: Option<Vec<String>>,
    /// The longest validity of its certificates, in seconds; `None`: the CA's policy's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ssh_max_validity: Option<u64>,
    // Expiry and use (issue 62 item 2); absent from the records written before them.
    /// When the key stops working (RFC 3339); never when `None`. Set by the create only.
    #[serde(default)]
    expires_at: Option<String>,
    /// When `serve` last accepted the key, to [`LAST_USED_RESOLUTION`]: bookkeeping, written
    /// without an audit record (see [`Service::record_key_use`]).
    #[serde(default)]
    last_used_at: Option<String>,
    /// The token the last rotation replaced, while its grace period lasts (and after, until the
    /// next rotation: it is refused from then on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    replaced_token: Option<ReplacedToken>,
}

/// A token a rotation replaced: its SHA-256 and the end of its grace period.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct ReplacedToken {
    token_sha256: String,
    valid_until: String,
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
            binding: self.binding(),
        }
    }

    fn binding(&self) -> Binding {
        Binding {
            principals: self.ssh_principals.clone(),
            max_validity: self.ssh_max_validity,
        }
    }

    /// When the key stops working; a stored time that does not parse counts as already past,
    /// so that a damaged record never makes a key last forever.
    fn expiry(&self) -> Option<OffsetDateTime> {
        let at = self.expires_at.as_deref()?;
        Some(clock::parse_time(at).unwrap_or(OffsetDateTime::UNIX_EPOCH))
    }

    /// The tokens `serve` accepts for this key: its own, and the one a rotation replaced (until
    /// its grace period ends, and never past the key's expiry).
    fn stored(&self) -> impl Iterator<Item = StoredKey> + '_ {
        let last_used_at = (self.last_used_at.as_deref()).and_then(|t| clock::parse_time(t).ok());
        let token = |sha256: &str, ends: Option<(OffsetDateTime, Ending)>| {
            Some(StoredKey {
                digest: unhex(sha256)?,
                actor: self.actor(),
                ends,
                last_used_at,
            })
        };
        let expiry = self.expiry().map(|at| (at, Ending::Expired));
        let replaced = self.replaced_token.as_ref().and_then(|replaced| {
            let until =
                clock::parse_time(&replaced.valid_until).unwrap_or(OffsetDateTime::UNIX_EPOCH);
            let ends = match expiry {
                Some(expiry) if expiry.0 <= until => expiry,
                _ => (until, Ending::Replaced),
            };
            token(&replaced.token_sha256, Some(ends))
        });
        token(&self.token_sha256, expiry)
            .into_iter()
            .chain(replaced)
    }
}

/// Why a token stopped working.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    Expired,
    /// A rotation replaced it and its grace period is over.
    Replaced,
}

/// What `serve` knows of a stored key: the hash its token is checked against, and who bears it.
#[derive(Debug, Clone)]
pub struct StoredKey {
    pub digest: [u8; 32],
    pub actor: Actor,
    /// When this token stops working, and why; never when `None`.
    ends: Option<(OffsetDateTime, Ending)>,
    /// As stored when the keys were read.
    last_used_at: Option<OffsetDateTime>,
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

// What a key may sign and create beyond its role (issue 62): its binding. The role's own rules
// are `check_role` above and `router::roles`; the service judges a request by both here.

impl InScope<'_> {
    /// Refuses a certificate the actor may not sign (before anything is read): with a CA its
    /// role does not name (`Actor::check_ca`), or outside its key's binding, each principal
    /// matching one of its patterns and `asked` (the seconds the request asked for; `None` when
    /// it left the validity to the CA) no longer than its longest. Returns the longest, which a
    /// default validity is shortened to (the smaller of the CA's default and the key's).
    pub(super) fn check_may_sign(
        &self,
        ca_id: &str,
        principals: &[String],
        asked: Option<u64>,
    ) -> Result<Option<u64>, ApiError> {
        let actor = self.actor();
        actor.check_ca("sign with", ca_id)?;
        let binding = actor.binding();
        if let Some(patterns) = &binding.principals {
            if principals.is_empty() {
                return Err(outside_binding(
                    actor,
                    "a certificate without principals, which OpenSSH reads as valid for every \
                     user (or host)"
                        .into(),
                    json!([]),
                ));
            }
            if let Some(principal) = principals
                .iter()
                .find(|p| !patterns.iter().any(|q| ssh_ca_policy::glob_matches(q, p)))
            {
                return Err(outside_binding(
                    actor,
                    format!("principal {principal:?}"),
                    json!(principal),
                ));
            }
        }
        if let (Some(longest), Some(asked)) = (binding.max_validity, asked) {
            if asked > longest {
                return Err(outside_binding(
                    actor,
                    format!("a certificate valid for {}", seconds_text(asked)),
                    json!(asked),
                ));
            }
        }
        Ok(binding.max_validity)
    }

    /// `GET /api_keys/self`: the record of the key the request bore, whatever its role. The
    /// local CLI (the store's owner) and the keys of `--api-key-file` have none.
    pub fn api_key_self(&self) -> Result<Value, ApiError> {
        match self.actor().api_key_id() {
            Some(id) => self.get::<ApiKey>(id),
            None => Err(ApiError::absent(
                "this request bore no stored API key (the local CLI acts as the store's owner, \
                 a key of --api-key-file has no record), so it has no record to show; \
                 GET /api_keys/self answers a key made by tunnelctl api-key create"
                    .into(),
            )),
        }
    }
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
            "ssh_principals": self.ssh_principals,
            "ssh_max_validity": self.ssh_max_validity,
            "expires_at": self.expires_at,
            "last_used_at": self.last_used_at,
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
pub struct DigestCache {
    state: Mutex<CacheState>,
    /// When this process last wrote, or decided to write, each key's `last_used_at` (see
    /// [`Service::key_use_due`]).
    uses_noted: Mutex<HashMap<String, OffsetDateTime>>,
}

#[derive(Debug, Default)]
struct CacheState {
    snapshot: Option<(Instant, Arc<Vec<StoredKey>>)>,
    /// Bumped by each create, update and delete: a read that began before one is not kept.
    generation: u64,
}

impl DigestCache {
    fn state(&self) -> std::sync::MutexGuard<'_, CacheState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
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
        let binding = Binding {
            principals: req.ssh_principals.clone(),
            max_validity: req.ssh_max_validity,
        };
        check_binding(role, &binding)?;
        check_within_binding(self.actor(), &binding)?;
        let now = self.clock.now();
        let expires = req
            .expires_at
            .as_deref()
            .map(|at| check_expiry(at, now))
            .transpose()?;
        let expires_at = expires.map(clock::format_time);
        let token = self.scope.mint().map(|mint| new_token(&mint));
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
                let creator = Lifetime::Created {
                    creator: self.actor(),
                };
                check_lifetime(tx, creator, role, expires, now)?;
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
                    ssh_principals: binding.principals.clone(),
                    ssh_max_validity: binding.max_validity,
                    expires_at: expires_at.clone(),
                    last_used_at: None,
                    replaced_token: None,
                };
                tx.put(ApiKey::TREE, id, &key)?;
                tx.after_commit(self.forget_stored_keys())?;
                Ok(key)
            },
        )?;
        let mut wire = key.wire(self);
        wire["token"] = json!(token);
        Ok(wire)
    }

    /// `PATCH /api_keys/{id}`: description and metadata, and the role and CAs, checked together
    /// as they will be (an issuer turned reader drops its CAs; only CAs the key did not name
    /// already must exist). Takes effect here at once, elsewhere within [`STORED_KEYS_TTL`].
    pub fn api_key_update(&self, id: &str, mut req: LabelsUpdate) -> Result<Value, ApiError> {
        let role = req.take::<ApiKey>("role");
        let ca_ids = req.take::<ApiKey>("ssh_certificate_authority_ids");
        let role: Option<RoleName> = role.map(|v| body::parse_field(v, "role")).transpose()?;
        let ca_ids: Option<Vec<String>> = (ca_ids)
            .map(|v| body::parse_field(v, "ssh_certificate_authority_ids"))
            .transpose()?;
        let now = self.clock.now();
        let updated = self.update_labels_and::<ApiKey>(id, req, |tx, key| {
            let role = role.unwrap_or(key.role);
            let mut cas = match (&ca_ids, role == key.role) {
                (Some(given), _) => given.clone(),
                (None, true) => key.ssh_certificate_authority_ids.clone(),
                (None, false) => Vec::new(),
            };
            check_role(tx, role, &mut cas, &key.ssh_certificate_authority_ids)?;
            check_binding(role, &key.binding())?;
            if role != key.role {
                check_lifetime(tx, Lifetime::Retitled, role, key.expiry(), now)?;
            }
            (key.role, key.ssh_certificate_authority_ids) = (role, cas);
            tx.after_commit(self.forget_stored_keys())
        })?;
        Ok(updated)
    }

    /// `POST /api_keys/{id}/rotate`: the key with a new `token` (answered this once; `null` in a
    /// dry run), its other fields as they were. The token it replaces keeps working for
    /// `grace_period` seconds, then is refused; a token an earlier rotation replaced stops at
    /// once, so no more than two tokens ever work. An expired key is not rotated: its expiry
    /// stays, and so a new token would not work either.
    pub fn api_key_rotate(&self, id: &str, req: ApiKeyRotate) -> Result<Value, ApiError> {
        id::check(id, kind::API_KEY.prefix, "id")?;
        let grace = req.grace_period.unwrap_or(0);
        if grace > MAX_GRACE_PERIOD.as_secs() {
            return Err(ApiError::invalid(format!(
                "grace_period: {grace} seconds is longer than the longest grace period, {} \
                 seconds (7 days); give a shorter one",
                MAX_GRACE_PERIOD.as_secs()
            )));
        }
        let now = self.clock.now();
        let token = self.scope.mint().map(|mint| new_token(&mint));
        let key = self.write(|tx| {
            let mut key: ApiKey = super::found(tx.get(ApiKey::TREE, id)?, kind::API_KEY.title, id)?;
            if key.expiry().is_some_and(|at| at <= now) {
                return Err(ApiError::invalid(format!(
                    "API key {id} expired at {}: a rotation keeps a key's expiry, so its new \
                     token would not work either; create a new key (tunnelctl api-key create)",
                    key.expires_at.as_deref().unwrap_or_default()
                ))
                .into());
            }
            key.replaced_token = (grace > 0).then(|| ReplacedToken {
                token_sha256: key.token_sha256.clone(),
                valid_until: clock::format_time(now + Duration::from_secs(grace)),
            });
            key.token_sha256 = token.as_deref().map_or_else(String::new, |token| {
                base16ct::lower::encode_string(&token_digest(token))
            });
            tx.put(ApiKey::TREE, id, &key)?;
            tx.after_commit(self.forget_stored_keys())?;
            Ok(key)
        })?;
        let mut wire = key.wire(self);
        wire["token"] = json!(token);
        Ok(wire)
    }

    /// `DELETE /api_keys/{id}`: the key stops working here at once, elsewhere within
    /// [`STORED_KEYS_TTL`].
    pub fn api_key_delete(&self, id: &str) -> Result<(), ApiError> {
        self.delete_and::<ApiKey>(id, |tx| tx.after_commit(self.forget_stored_keys()))
    }

    /// Drops what this process read of the stored keys, for a write that changes them to do once
    /// committed (so that no request in between reads the old keys back into the cache).
    fn forget_stored_keys(&self) -> impl FnOnce() + Send + 'static {
        let cache = std::sync::Arc::clone(&self.api_key_cache);
        move || cache.forget()
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
        let stored: Arc<Vec<StoredKey>> =
            Arc::new(keys.iter().flat_map(|(_, key)| key.stored()).collect());
        let mut state = self.api_key_cache.state();
        if state.generation == generation {
            state.snapshot = Some((started, stored.clone()));
        }
        Ok(stored)
    }
}

impl Service {
    /// Refuses a token that has stopped working: its key expired, or a rotation replaced it and
    /// the grace period is over. 401 [`code::KEY_EXPIRED`], said only to whoever presents that
    /// token (a token no key has gets the plain 401).
    pub fn check_key_in_date(&self, key: &StoredKey) -> Result<(), ApiError> {
        let Some((at, ending)) = key.ends else {
            return Ok(());
        };
        if self.clock.now() < at {
            return Ok(());
        }
        let id = key.actor.api_key_id().unwrap_or_default();
        let at = clock::format_time(at);
        let msg = match ending {
            Ending::Expired => format!(
                "API key {id} expired at {at}; an administrator can create a new key \
                 (tunnelctl api-key create --expires-in ...)"
            ),
            Ending::Replaced => format!(
                "this token of API key {id} was replaced by a rotation, and its grace period \
                 ended at {at}: use the new token"
            ),
        };
        Err(ApiError::new(401, code::KEY_EXPIRED, msg))
    }

    /// Whether a request accepted with `key` should write its `last_used_at` now: when neither
    /// the store (as last read) nor this process has a use of it in the last
    /// [`LAST_USED_RESOLUTION`]. Notes the use, so that the requests after it do not write.
    pub fn key_use_due(&self, key: &StoredKey) -> Option<String> {
        let id = key.actor.api_key_id()?;
        let now = self.clock.now();
        let recent = |at: &OffsetDateTime| now - *at < LAST_USED_RESOLUTION;
        let mut noted = (self.api_key_cache.uses_noted)
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if key.last_used_at.as_ref().is_some_and(recent) || noted.get(id).is_some_and(recent) {
            return None;
        }
        noted.insert(id.to_string(), now);
        Some(id.to_string())
    }

    /// Writes key `id`'s `last_used_at` (see [`key_use_due`](Self::key_use_due)) in a
    /// transaction of its own, not the request's: bookkeeping, so no audit record, and nothing
    /// when another replica wrote a use in the last [`LAST_USED_RESOLUTION`] or the key is gone.
    pub fn record_key_use(&self, id: &str) -> Result<(), ApiError> {
        let now = self.clock.now();
        Ok(self.store.write(&Scope::plain(), |tx| {
            let Some(mut key) = tx.get::<ApiKey>(ApiKey::TREE, id)? else {
                return Ok(());
            };
            let last = (key.last_used_at.as_deref()).and_then(|t| clock::parse_time(t).ok());
            if last.is_some_and(|at| now - at < LAST_USED_RESOLUTION) {
                return Ok(());
            }
            key.last_used_at = Some(clock::format_time(now));
            tx.put(ApiKey::TREE, id, &key)?;
            // Not a change anyone made: the trail records none.
            tx.take_changes();
            Ok(())
        })?)
    }
}

/// An `expires_at` of a create, checked: a time, after `now` (stored as `clock::format_time` writes it).
fn check_expiry(at: &str, now: OffsetDateTime) -> Result<OffsetDateTime, ApiError> {
    let parsed = clock::parse_time(at).map_err(|e| {
        ApiError::invalid(format!(
            "expires_at: {at:?} is not an RFC 3339 time ({e}); give one like \
             2027-01-31T00:00:00Z"
        ))
    })?;
    if parsed <= now {
        return Err(ApiError::invalid(format!(
            "expires_at: {at} is not in the future (it is {} now); give a later time",
            clock::format_time(now)
        )));
    }
    Ok(parsed)
}

/// What `store check` and `store import` ask of a stored key: the kind's fields, and a hash that
/// is one (a record carrying a token would be a secret at rest).
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    let key: ApiKey = super::read(record)?;
    if unhex(&key.token_sha256).is_none() {
        return Err("token_sha256: must be 64 lowercase hex digits (a SHA-256)".into());
    }
    if (key.replaced_token.as_ref()).is_some_and(|replaced| unhex(&replaced.token_sha256).is_none())
    {
        return Err("replaced_token.token_sha256: must be 64 lowercase hex digits".into());
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
    fn a_replaced_token_works_no_longer_than_its_grace_period_nor_past_the_keys_expiry() {
        let hash = |token| base16ct::lower::encode_string(&token_digest(token));
        let at = |text| clock::parse_time(text).unwrap();
        let mut key: ApiKey = serde_json::from_value(json!({
            "id": "ak_1", "created_at": "2026-11-26T00:00:00Z", "description": "", "metadata": "",
            "token_sha256": hash("new"), "expires_at": "2026-12-01T00:00:00Z",
            "replaced_token": {"token_sha256": hash("old"), "valid_until": "2026-12-01T01:00:00Z"},
        }))
        .unwrap();
        let ends = |key: &ApiKey| -> Vec<_> { key.stored().map(|k| (k.digest, k.ends)).collect() };
        let expiry = Some((at("2026-12-01T00:00:00Z"), Ending::Expired));
        assert_eq!(
            ends(&key),
            [(token_digest("new"), expiry), (token_digest("old"), expiry)],
            "the grace period outlasting the key ends with it"
        );
        key.expires_at = None;
        let grace_end = Some((at("2026-12-01T01:00:00Z"), Ending::Replaced));
        assert_eq!(ends(&key)[1], (token_digest("old"), grace_end));
        // A damaged expiry counts as past: a key never lasts forever by a bad record.
        key.expires_at = Some("soon".into());
        assert_eq!(
            ends(&key)[0].1,
            Some((OffsetDateTime::UNIX_EPOCH, Ending::Expired))
        );
    }

    #[test]
    fn the_cache_of_stored_keys_expires_and_is_dropped_by_a_change() {
        let cache = DigestCache::default();
        let now = Instant::now();
        assert!(cache.fresh_at(now).is_none(), "nothing read yet");
        let key = StoredKey {
            digest: token_digest("t"),
            actor: Actor::FileKey,
            ends: None,
            last_used_at: None,
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
