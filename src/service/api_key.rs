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
    // The binding (issue 62): fixed at creation; a record made before it is unbound.
    /// The principal patterns its certificates may name; `None`: any the CA's policy allows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ssh_principals: Option<Vec<String>>,
    /// The longest validity of its certificates, in seconds; `None`: the CA's policy's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ssh_max_validity: Option<u64>,
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

// What a key may sign and create beyond its role (issue 62): its binding. The role's own rules
// are `check_role` above and `router::roles`; the service judges a request by both here.

/// A binding a key of `role` may have: only a key of a role that signs (operator, issuer) is
/// bound (an admin could make itself an unbound key; a reader signs nothing). Its patterns are
/// as a CA policy's, its validity as a policy's `max_validity`.
fn check_binding(role: RoleName, binding: &Binding) -> Result<(), ApiError> {
    if binding.is_bound() && !matches!(role, RoleName::Operator | RoleName::Issuer) {
        return Err(ApiError::invalid(
            "ssh_principals and ssh_max_validity bind a key that signs: only a key with the role \
             operator or issuer has them (an admin makes keys of its own, a reader signs \
             nothing); give the key one of those roles, or leave them out",
        ));
    }
    if let Some(patterns) = &binding.principals {
        if patterns.is_empty() {
            return Err(ApiError::invalid(
                "ssh_principals is an empty list, which would allow no certificate; leave it out \
                 (or null) for a key bound to no principals",
            ));
        }
        if patterns.len() > ssh_ca_policy::MAX_LIST {
            return Err(ApiError::invalid(format!(
                "ssh_principals holds {} patterns; at most {} are allowed",
                patterns.len(),
                ssh_ca_policy::MAX_LIST
            )));
        }
        for (i, pattern) in patterns.iter().enumerate() {
            ssh_ca_policy::check_principal_pattern(&format!("ssh_principals[{i}]"), pattern)
                .map_err(ApiError::invalid)?;
        }
    }
    let (min, max) = (ssh_ca_policy::MIN_VALIDITY, ssh_ca_policy::MAX_VALIDITY);
    if let Some(seconds) = binding.max_validity.filter(|s| !(min..=max).contains(s)) {
        return Err(ApiError::invalid(format!(
            "ssh_max_validity is in seconds and must be {min} to {max} (100 years); got {seconds}"
        )));
    }
    Ok(())
}

/// 403: `actor`'s binding does not allow `what`; nothing was done.
fn outside_binding(actor: &Actor, what: String, value: Value) -> ApiError {
    let id = actor.api_key_id().unwrap_or_default();
    let binding = actor.binding();
    ApiError::new(
        403,
        code::BINDING_FORBIDDEN,
        format!(
            "the binding of the API key {id} ({}) does not allow {what}; nothing was done: ask \
             within it, or use a key bound to it",
            binding_text(binding)
        ),
    )
    .with_detail("reason", OUTSIDE_BINDING)
    .with_detail("api_key_id", id)
    .with_detail("ssh_principals", json!(binding.principals))
    .with_detail("ssh_max_validity", json!(binding.max_validity))
    .with_detail("value", value)
}

/// `details.reason` of a request refused by the binding of the key that made it (a CA policy's
/// refusal says `ssh_ca_policy`).
pub const OUTSIDE_BINDING: &str = "api_key_binding";

/// A binding as messages and tables show it: "principals alice, deploy-*; validity 8h".
pub fn binding_text(binding: &Binding) -> String {
    let principals = match &binding.principals {
        Some(patterns) => format!("principals {}", patterns.join(", ")),
        None => "any principal".to_owned(),
    };
    let validity = match binding.max_validity {
        Some(seconds) => format!("at most {}", seconds_text(seconds)),
        None => "any validity".to_owned(),
    };
    format!("{principals}; {validity}")
}

/// A key creates keys only within its own binding: each pattern of the new key's is covered by
/// one of the creator's, and its validity is no longer. Only unbound keys (administrators) create
/// keys today; the rule is the service's, so it holds whichever roles come to create keys.
fn check_within_binding(creator: &Actor, new: &Binding) -> Result<(), ApiError> {
    let bound = creator.binding();
    if let Some(patterns) = &bound.principals {
        let Some(asked) = &new.principals else {
            return Err(outside_binding(
                creator,
                "a key bound to no principals".into(),
                Value::Null,
            ));
        };
        if let Some(wider) = asked
            .iter()
            .find(|p| !patterns.iter().any(|q| ssh_ca_policy::glob_covers(q, p)))
        {
            return Err(outside_binding(
                creator,
                format!("a key bound to principal {wider:?}, which its patterns do not cover"),
                json!(wider),
            ));
        }
    }
    if let Some(longest) = bound.max_validity {
        match new.max_validity {
            Some(asked) if asked <= longest => {}
            asked => {
                let what = asked.map_or("no longest validity".to_owned(), seconds_text);
                return Err(outside_binding(
                    creator,
                    format!("a key bound to {what}, longer than its own"),
                    json!(asked),
                ));
            }
        }
    }
    Ok(())
}

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
        let binding = Binding {
            principals: req.ssh_principals.clone(),
            max_validity: req.ssh_max_validity,
        };
        check_binding(role, &binding)?;
        check_within_binding(self.actor(), &binding)?;
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
                    ssh_principals: binding.principals.clone(),
                    ssh_max_validity: binding.max_validity,
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
            check_binding(role, &key.binding())?;
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
    fn a_bound_key_creates_keys_only_within_its_binding() {
        let bound = |principals: Option<&[&str]>, max_validity| Binding {
            principals: principals.map(|p| p.iter().map(|s| s.to_string()).collect()),
            max_validity,
        };
        let creator = Actor::ApiKey {
            id: "ak_1".into(),
            description: "alice-laptop".into(),
            role: Role::Operator,
            binding: bound(Some(&["alice", "deploy-*"]), Some(8 * 3600)),
        };
        for narrower in [
            bound(Some(&["alice"]), Some(3600)),
            bound(Some(&["deploy-web", "deploy-?"]), Some(8 * 3600)),
        ] {
            assert_eq!(check_within_binding(&creator, &narrower), Ok(()));
        }
        for (wider, says) in [
            (bound(None, Some(3600)), "a key bound to no principals"),
            (
                bound(Some(&["alice", "root"]), Some(3600)),
                "principal \"root\", which its patterns do not cover",
            ),
            (
                bound(Some(&["deploy*"]), Some(3600)),
                "principal \"deploy*\", which its patterns do not cover",
            ),
            (
                bound(Some(&["alice"]), Some(9 * 3600)),
                "a key bound to 32400 seconds (9h), longer than its own",
            ),
            (
                bound(Some(&["alice"]), None),
                "a key bound to no longest validity",
            ),
        ] {
            let err = check_within_binding(&creator, &wider).unwrap_err();
            assert_eq!(
                (err.status, err.error_code.as_deref()),
                (403, Some(code::BINDING_FORBIDDEN))
            );
            assert!(err.msg.starts_with("the binding of the API key ak_1 (principals alice, deploy-*; at most 28800 seconds (8h)) does not allow"), "{}", err.msg);
            assert!(err.msg.contains(says), "{}", err.msg);
        }
        // The local CLI (the store's owner) and unbound keys create any key.
        let unbound = bound(None, None);
        assert_eq!(check_within_binding(Actor::local(), &unbound), Ok(()));
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
