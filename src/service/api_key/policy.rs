//! How long the API keys of each role may live (issue 62 item 2: "a role may require" an expiry):
//! `GET|PUT /api_keys/policy`, `{"roles": {"issuer": {"max_lifetime": 7776000}}}`. One record,
//! read in the transaction that stores a key: every new key, and every key given another role,
//! passes [`check_lifetime`], whichever path the request came by. A rule binds the keys made after
//! it: a key stored before keeps working as it is (`api-key list` shows its expiry).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use time::OffsetDateTime;

use super::{ApiKey, RoleName};
use crate::api::actor::Actor;
use crate::api::{code, etag, ApiError};
use crate::clock;
use crate::kind;
use crate::service::resource::Resource;
use crate::service::InScope;
use crate::store::{Tree, Tx, TxResult};
use crate::values::{seconds_text, whole_duration};

/// The policy: a rule per role; a role without one may make keys that never expire.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApiKeyPolicy {
    #[serde(default)]
    pub roles: BTreeMap<RoleName, RoleRule>,
}

/// What a role's keys must do.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleRule {
    /// Seconds: a key of the role expires, at most this long after it is made.
    pub max_lifetime: u64,
}

/// `details.reason` of a key refused by the policy.
pub const OUTSIDE_KEY_POLICY: &str = "api_key_policy";
/// The shortest `max_lifetime`: a key that must die within a minute is of no use to anyone.
const MIN_LIFETIME: u64 = 60;
/// The longest `max_lifetime`: 100 years, as the longest validity of a CA's policy.
const MAX_LIFETIME: u64 = 100 * 365 * 24 * 3600;

/// The policy's one record, in its kind's tree.
const TREE: Tree = Tree::of(&kind::API_KEY_POLICY);
const KEY: &str = "policy";

impl ApiKeyPolicy {
    /// The rules' bounds; the error names the role and the value.
    fn validate(&self) -> Result<(), String> {
        for (role, rule) in &self.roles {
            let seconds = rule.max_lifetime;
            if !(MIN_LIFETIME..=MAX_LIFETIME).contains(&seconds) {
                return Err(format!(
                    "roles.{}.max_lifetime is in seconds and must be {MIN_LIFETIME} to \
                     {MAX_LIFETIME} (100 years); got {seconds}",
                    role.name()
                ));
            }
        }
        Ok(())
    }
}

/// What a key's lifetime is checked for.
pub(super) enum Lifetime<'a> {
    /// A new key, made by `creator`: the role's rule, and no longer than the creator lives (a key
    /// cannot outlive itself by making another).
    Created { creator: &'a Actor },
    /// A stored key given `role` (its expiry was set when it was made, and stays).
    Retitled,
}

/// The one check of a key's expiry against the policy, in the transaction that stores the key
/// (so the rule in force is the one the key is stored under): with a rule for `role`, the key
/// must expire (`expires_at`), no further than the rule's `max_lifetime` from `now`. A new key
/// expires no later than the stored key that made it, if that one expires.
pub(super) fn check_lifetime(
    tx: &Tx,
    what: Lifetime,
    role: RoleName,
    expires_at: Option<OffsetDateTime>,
    now: OffsetDateTime,
) -> TxResult<()> {
    if let Lifetime::Created { creator } = what {
        check_within_creator(tx, creator, expires_at)?;
    }
    let policy = tx.get::<ApiKeyPolicy>(TREE, KEY)?.unwrap_or_default();
    let Some(rule) = policy.roles.get(&role) else {
        return Ok(());
    };
    let longest = rule.max_lifetime;
    let hint = match what {
        Lifetime::Created { .. } => format!("give --expires-in {} or less", duration_flag(longest)),
        Lifetime::Retitled => format!(
            "a key's expiry is set when it is made: create a key with the role {} and \
             --expires-in {} or less instead",
            role.name(),
            duration_flag(longest)
        ),
    };
    let lifetime = expires_at.map(|at| (at - now).whole_seconds().max(0) as u64);
    let refusal = match lifetime {
        None => format!(
            "expires_at: the API key policy requires keys with the role {} to expire within \
             {}, and this key never expires; {hint}",
            role.name(),
            seconds_text(longest)
        ),
        Some(lifetime) if lifetime > longest => format!(
            "expires_at: {} is {} from now, longer than the API key policy allows keys with the \
             role {}, {}; {hint}",
            expires_at.map(clock::format_time).unwrap_or_default(),
            seconds_text(lifetime),
            role.name(),
            seconds_text(longest)
        ),
        Some(_) => return Ok(()),
    };
    Err(ApiError::invalid(refusal)
        .with_detail("reason", OUTSIDE_KEY_POLICY)
        .with_detail("role", role.name())
        .with_detail("max_lifetime", longest)
        .into())
}

/// A stored key that expires makes only keys that expire no later (an administrator's key due to
/// end cannot live on as a key it made); the local CLI and `--api-key-file` keys have no expiry.
fn check_within_creator(
    tx: &Tx,
    creator: &Actor,
    expires_at: Option<OffsetDateTime>,
) -> TxResult<()> {
    let Some(id) = creator.api_key_id() else {
        return Ok(());
    };
    let ends = tx
        .get::<ApiKey>(ApiKey::TREE, id)?
        .and_then(|key| key.expiry());
    let Some(ends) = ends else {
        return Ok(());
    };
    if expires_at.is_some_and(|at| at <= ends) {
        return Ok(());
    }
    let ends = clock::format_time(ends);
    Err(ApiError::invalid(format!(
        "expires_at: the API key {id} making this request expires at {ends}, and a key cannot \
         outlive the key that made it; give --expires-at {ends} or earlier"
    ))
    .with_detail("reason", OUTSIDE_KEY_POLICY)
    .with_detail("api_key_id", id)
    .with_detail("expires_at", ends)
    .into())
}

/// A duration as the CLI's flags take it: `90d`, or seconds when it is no whole unit.
fn duration_flag(seconds: u64) -> String {
    whole_duration(seconds).unwrap_or_else(|| format!("{seconds}s"))
}

/// The 412 of a policy write whose `If-Match` no longer holds: another write came between.
fn policy_changed(if_match: &str) -> ApiError {
    ApiError::new(
        412,
        code::PRECONDITION_FAILED,
        format!(
            "the API key policy changed since it was read (If-Match {if_match}); nothing was \
             written: run the command again to edit the policy as it is now"
        ),
    )
    .with_detail("if_match", if_match)
}

impl InScope<'_> {
    /// `GET /api_keys/policy`: the rules; `{"roles": {}}` before any was set.
    pub fn api_key_policy_get(&self) -> Result<Value, ApiError> {
        let policy = self.store.get::<ApiKeyPolicy>(self.scope, TREE, KEY)?;
        Ok(json!(policy.unwrap_or_default()))
    }

    /// `PUT /api_keys/policy`: the rules replaced whole (an audit record, as every change). With
    /// `if_match` (the `ETag` a GET answered) only the policy of that tag is replaced: 412, and
    /// nothing written, when it changed since.
    pub fn api_key_policy_replace(
        &self,
        policy: ApiKeyPolicy,
        if_match: Option<&str>,
    ) -> Result<Value, ApiError> {
        policy.validate().map_err(ApiError::invalid)?;
        self.write(|tx| {
            if let Some(if_match) = if_match {
                let current = tx.get::<ApiKeyPolicy>(TREE, KEY)?.unwrap_or_default();
                let tag = etag::json_tag(&json!(current));
                if !etag::if_match_holds(if_match, Some(&tag)) {
                    return Err(policy_changed(if_match).into());
                }
            }
            tx.put(TREE, KEY, &policy)
        })?;
        Ok(json!(policy))
    }
}

/// Whether a stored record reads as the policy and keeps its rules (`store check`, `import`).
pub(in crate::service) fn check_record(key: &str, record: &Value) -> Result<(), String> {
    if key != KEY {
        return Err(format!(
            "the API key policy is kept under the key {KEY:?} only"
        ));
    }
    let policy: ApiKeyPolicy = crate::service::read(record)?;
    policy.validate()
}
