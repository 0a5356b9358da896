//! The issuance policy of an SSH CA (API-NOTES "SSH CA issuance policy"): what the CA may sign.
//! A sub-resource keyed by the CA's ID, so that the CA's own JSON keeps the API's fields. A CA
//! created by this version starts with [`SshCaPolicy::for_new_ca`]; a CA without a policy record
//! (one made before policies existed, or whose policy was deleted) signs as before: no rule.
//! Every certificate, user or host, passes [`SshCaPolicy::check`] before it is signed. The rules
//! for option values and the start are in `ssh_ca_policy_values.rs`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ssh_key::PublicKey;
use time::{Duration, OffsetDateTime};

use super::ssh_cert_record::{CertKind, CRITICAL_OPTIONS, OPENSSH_EXTENSIONS};
use super::ssh_sign;
use super::InScope;
use crate::api::{code, etag, ApiError};
use crate::clock;
use crate::id;
use crate::kind;
use crate::store::{Tree, Tx, TxResult};
use crate::values::seconds_text;

/// `details.reason` of a certificate refused by its CA's policy; `details.rule` names the field.
pub const OUTSIDE_POLICY: &str = "ssh_ca_policy";
/// The longest validity of a new CA's default policy: one year.
pub const NEW_CA_MAX_VALIDITY: u64 = 365 * 24 * 3600;
/// How far ahead of now a new CA's certificates may start: a day.
pub const NEW_CA_MAX_START_AHEAD: u64 = 24 * 3600;
/// The fewest seconds a validity in a policy (or an API key's binding) may have (the CLI refuses
/// shorter certificates).
pub(super) const MIN_VALIDITY: u64 = 60;
/// The most seconds a validity in a policy (or an API key's binding) may have: 100 years.
pub(super) const MAX_VALIDITY: u64 = 100 * 365 * 24 * 3600;
/// The most patterns or names a list of a policy (or an API key's binding) may hold.
pub(super) const MAX_LIST: usize = 256;
const KEY_TYPES: [&str; 3] = ["ed25519", "ecdsa", "rsa"];
/// The RSA sizes `min_rsa_bits` may name: OpenSSH's floor to a size nobody makes.
const RSA_BITS: std::ops::RangeInclusive<u32> = 1024..=16384;

/// A CA's policy: the PUT body and what is stored. A field left out (or `null`) is no rule.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SshCaPolicy {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_principals: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub denied_principals: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allow_empty_principals: Option<bool>,
    /// Seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_validity: Option<u64>,
    /// Seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_validity: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_extensions: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_critical_options: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_critical_options: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_key_types: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_rsa_bits: Option<u32>,
    /// CIDR networks: every entry of a certificate's `source-address` falls inside one. An empty
    /// list allows no `source-address`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_source_addresses: Option<Vec<String>>,
    /// The exact commands a certificate's `force-command` may hold. An empty list allows none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allowed_force_commands: Option<Vec<String>>,
    /// Seconds a certificate may start after now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_start_ahead: Option<u64>,
}

/// What a certificate request asks for, as the signing path has checked and completed it; the
/// policy may shorten a validity or narrow extensions that the request left to their defaults.
#[derive(Clone)]
pub struct Request {
    pub kind: CertKind,
    pub public_key: PublicKey,
    pub key_type: &'static str,
    pub principals: Vec<String>,
    pub critical_options: BTreeMap<String, String>,
    pub extensions: BTreeMap<String, String>,
    /// Whether `extensions` are the defaults (the request named none).
    pub default_extensions: bool,
    pub valid_after: OffsetDateTime,
    pub valid_until: OffsetDateTime,
    /// Whether `valid_until` is the default (the request gave none).
    pub default_until: bool,
}

impl SshCaPolicy {
    /// The policy of a CA created by this version: no certificate without principals (OpenSSH
    /// reads one as valid for every user), none valid for more than a year, none starting more
    /// than a day from now (a certificate dated years ahead is a key kept for later).
    pub fn for_new_ca() -> SshCaPolicy {
        SshCaPolicy {
            allow_empty_principals: Some(false),
            max_validity: Some(NEW_CA_MAX_VALIDITY),
            max_start_ahead: Some(NEW_CA_MAX_START_AHEAD),
            ..SshCaPolicy::default()
        }
    }

    /// The rules between the fields and of each; the error names the field (after `within`:
    /// `policy.` for the field of a CA's create or update body) and the value.
    pub fn validate(&self, within: &str) -> Result<(), ApiError> {
        let invalid = |msg: String| Err(ApiError::invalid(format!("{within}{msg}")));
        for (field, patterns) in [
            ("allowed_principals", &self.allowed_principals),
            ("denied_principals", &self.denied_principals),
        ] {
            for (i, p) in patterns.iter().flatten().enumerate() {
                check_principal_pattern(&format!("{field}[{i}]"), p).or_else(invalid)?;
            }
        }
        let lists = [
            ("allowed_principals", &self.allowed_principals),
            ("denied_principals", &self.denied_principals),
            ("allowed_extensions", &self.allowed_extensions),
            ("allowed_critical_options", &self.allowed_critical_options),
            ("required_critical_options", &self.required_critical_options),
            ("allowed_key_types", &self.allowed_key_types),
            ("allowed_source_addresses", &self.allowed_source_addresses),
            ("allowed_force_commands", &self.allowed_force_commands),
        ];
        for (field, list) in lists {
            let Some(list) = list else { continue };
            if list.len() > MAX_LIST {
                return invalid(format!(
                    "{field} holds {} entries; at most {MAX_LIST} are allowed",
                    list.len()
                ));
            }
            // An empty list of option values allows no such option, and the CA still signs; an
            // empty list of the other kinds would leave it signing nothing.
            let allows_none =
                matches!(field, "allowed_source_addresses" | "allowed_force_commands");
            if list.is_empty() && field.starts_with("allowed_") && !allows_none {
                return invalid(format!(
                    "{field} is an empty list, which would allow nothing; leave it out (or null) \
                     for no rule"
                ));
            }
        }
        let unknown = |field: &str, name: &str, known: &[&str]| {
            invalid(format!(
                "{field}: {name:?} is not one of {}",
                known.join(", ")
            ))
        };
        for name in self.allowed_extensions.iter().flatten() {
            if !OPENSSH_EXTENSIONS.contains(&name.as_str()) && !name.contains('@') {
                return invalid(format!(
                    "allowed_extensions: {name:?} is not an OpenSSH extension ({}) nor a vendor \
                     extension (name@domain)",
                    OPENSSH_EXTENSIONS.join(", ")
                ));
            }
        }
        for (field, names) in [
            ("allowed_critical_options", &self.allowed_critical_options),
            ("required_critical_options", &self.required_critical_options),
        ] {
            if let Some(name) = names
                .iter()
                .flatten()
                .find(|n| !CRITICAL_OPTIONS.contains(&n.as_str()))
            {
                return unknown(field, name, &CRITICAL_OPTIONS);
            }
        }
        if let (Some(required), Some(allowed)) = (
            &self.required_critical_options,
            &self.allowed_critical_options,
        ) {
            if let Some(name) = required.iter().find(|n| !allowed.contains(n)) {
                return invalid(format!(
                    "required_critical_options: {name:?} is required but not in \
                     allowed_critical_options, so no certificate could be signed; add it there"
                ));
            }
        }
        self.validate_values().or_else(invalid)?;
        if let Some(name) = self
            .allowed_key_types
            .iter()
            .flatten()
            .find(|t| !KEY_TYPES.contains(&t.as_str()))
        {
            return unknown("allowed_key_types", name, &KEY_TYPES);
        }
        if let Some(bits) = self.min_rsa_bits.filter(|b| !RSA_BITS.contains(b)) {
            return invalid(format!(
                "min_rsa_bits must be {} to {}; got {bits}",
                RSA_BITS.start(),
                RSA_BITS.end()
            ));
        }
        for (field, seconds) in [
            ("max_validity", self.max_validity),
            ("default_validity", self.default_validity),
            ("max_start_ahead", self.max_start_ahead),
        ] {
            // A certificate may have to start now; it may not end then.
            let min = if field == "max_start_ahead" {
                0
            } else {
                MIN_VALIDITY
            };
            if let Some(s) = seconds.filter(|s| *s < min) {
                return invalid(format!(
                    "{field} is in seconds and must be at least {min}; got {s}"
                ));
            }
            if let Some(s) = seconds.filter(|s| *s > MAX_VALIDITY) {
                return invalid(format!(
                    "{field} is in seconds and must be at most {MAX_VALIDITY} (100 years); got {s}"
                ));
            }
        }
        if let (Some(default), Some(max)) = (self.default_validity, self.max_validity) {
            if default > max {
                return invalid(format!(
                    "default_validity, {}, is longer than max_validity, {}; no certificate \
                     could take the default",
                    seconds_text(default),
                    seconds_text(max)
                ));
            }
        }
        if self.allow_empty_principals == Some(true)
            && (self.allowed_principals.is_some() || self.denied_principals.is_some())
        {
            return invalid(
                "allow_empty_principals: true contradicts allowed_principals and \
                 denied_principals: a certificate without principals is valid for every user \
                 (or host), denied ones too; leave one of them out"
                    .to_string(),
            );
        }
        Ok(())
    }

    /// Refuses a request outside the policy (400, naming the field of the rule and the value);
    /// completes what the request left to defaults: a default `valid_until` takes the policy's
    /// default validity (never more than its longest), default extensions keep only those allowed.
    pub fn check(
        &self,
        ca_id: &str,
        req: &mut Request,
        now: OffsetDateTime,
    ) -> Result<(), ApiError> {
        let refuse = |rule: &str, value: Value, msg: String, todo: &str| {
            Err(ApiError::invalid(format!(
                "{} {ca_id}'s policy refuses this certificate: {msg}; {todo}",
                kind::SSH_CA.title
            ))
            .with_detail("reason", OUTSIDE_POLICY)
            .with_detail("rule", rule)
            .with_detail("value", value)
            .with_detail("ssh_certificate_authority_id", ca_id))
        };
        let change = "or change the policy (tunnelctl ssh-ca policy set)";
        if let Some(allowed) = &self.allowed_key_types {
            if !allowed.iter().any(|t| t == req.key_type) {
                return refuse(
                    "allowed_key_types",
                    json!(req.key_type),
                    format!(
                        "allowed_key_types: the key is {}, and only {} keys are allowed",
                        req.key_type,
                        allowed.join(", ")
                    ),
                    &format!("certify a key of an allowed type, {change}"),
                );
            }
        }
        if let (Some(min), Some(bits)) = (self.min_rsa_bits, ssh_sign::rsa_bits(&req.public_key)) {
            if bits < min as usize {
                return refuse(
                    "min_rsa_bits",
                    json!(bits),
                    format!("min_rsa_bits: the key is an RSA key of {bits} bits, under {min}"),
                    &format!("make a larger key (ssh-keygen -t rsa -b {min}), {change}"),
                );
            }
        }
        if req.principals.is_empty() && !self.allows_empty_principals() {
            return refuse(
                "allow_empty_principals",
                json!([]),
                "allow_empty_principals: the certificate names no principals, which OpenSSH \
                 reads as valid for every user (or host)"
                    .to_string(),
                &format!("name them (--principal NAME), {change}"),
            );
        }
        for principal in &req.principals {
            if let Some(pattern) = self
                .denied_principals
                .iter()
                .flatten()
                .find(|p| glob_matches(p, principal))
            {
                return refuse(
                    "denied_principals",
                    json!(principal),
                    format!("denied_principals: principal {principal:?} matches {pattern:?}"),
                    &format!("leave it out, {change}"),
                );
            }
            if let Some(allowed) = &self.allowed_principals {
                if !allowed.iter().any(|p| glob_matches(p, principal)) {
                    return refuse(
                        "allowed_principals",
                        json!(principal),
                        format!(
                            "allowed_principals: principal {principal:?} matches none of {}",
                            allowed.join(", ")
                        ),
                        &format!("ask only for allowed principals, {change}"),
                    );
                }
            }
        }
        // Host certificates carry no critical options or extensions.
        if req.kind == CertKind::User {
            if let Some(allowed) = &self.allowed_critical_options {
                if let Some(name) = req.critical_options.keys().find(|n| !allowed.contains(n)) {
                    return refuse(
                        "allowed_critical_options",
                        json!(name),
                        format!(
                            "allowed_critical_options: {name} is not allowed (allowed: {})",
                            allowed.join(", ")
                        ),
                        &format!("leave it out, {change}"),
                    );
                }
            }
            if let Some(name) = self
                .required_critical_options
                .iter()
                .flatten()
                .find(|n| !req.critical_options.contains_key(n.as_str()))
            {
                return refuse(
                    "required_critical_options",
                    json!(name),
                    format!("required_critical_options: the certificate has no {name}"),
                    &format!("give it (--critical-option {name}=VALUE), {change}"),
                );
            }
            if let Some((rule, value, msg, todo)) = self.refused_option_value(&req.critical_options)
            {
                return refuse(rule, json!(value), msg, &format!("{todo}, {change}"));
            }
            if let Some(allowed) = &self.allowed_extensions {
                if req.default_extensions {
                    req.extensions.retain(|name, _| allowed.contains(name));
                }
                if let Some(name) = req.extensions.keys().find(|n| !allowed.contains(n)) {
                    return refuse(
                        "allowed_extensions",
                        json!(name),
                        format!(
                            "allowed_extensions: {name} is not allowed (allowed: {})",
                            allowed.join(", ")
                        ),
                        &format!("leave it out, {change}"),
                    );
                }
            }
        }
        if let Some((ahead, msg)) = self.refused_start(req.valid_after, now) {
            return refuse(
                "max_start_ahead",
                json!(ahead),
                msg,
                &format!("ask for an earlier start (--valid-after), {change}"),
            );
        }
        self.check_validity(
            req.valid_after,
            &mut req.valid_until,
            req.default_until,
            now,
        )
        .or_else(|(granted, max)| {
            refuse(
                "max_validity",
                json!(granted),
                format!(
                    "max_validity: the certificate would be valid for {} until {}, longer \
                         than {}",
                    seconds_text(granted),
                    clock::format_time(req.valid_until),
                    seconds_text(max)
                ),
                &format!("ask for a shorter validity (--valid-for), {change}"),
            )
        })
    }

    /// Applies the policy's default validity to a default `valid_until`, never beyond the
    /// longest; `Err((granted, max))` when the window is longer than the longest. What a
    /// certificate grants starts now at the earliest: a window that starts in the past (the CLI
    /// backdates a minute, for servers whose clock is behind) grants nothing before now.
    fn check_validity(
        &self,
        valid_after: OffsetDateTime,
        valid_until: &mut OffsetDateTime,
        default_until: bool,
        now: OffsetDateTime,
    ) -> Result<(), (u64, u64)> {
        let from = valid_after.max(now);
        if default_until {
            let default = self
                .default_validity
                .and_then(|d| valid_after.checked_add(seconds(d)));
            if let Some(until) = default {
                *valid_until = until;
            }
            let longest = self.max_validity.and_then(|m| from.checked_add(seconds(m)));
            if let Some(longest) = longest.filter(|l| *valid_until > *l) {
                *valid_until = longest;
            }
        }
        let Some(max) = self.max_validity else {
            return Ok(());
        };
        let granted = (*valid_until - from).whole_seconds().max(0) as u64;
        match granted > max {
            true => Err((granted, max)),
            false => Ok(()),
        }
    }

    /// Whether a certificate without principals may be signed: as the policy says, else only
    /// when it has no principal rules (such a certificate is valid for every principal).
    fn allows_empty_principals(&self) -> bool {
        self.allow_empty_principals
            .unwrap_or(self.allowed_principals.is_none() && self.denied_principals.is_none())
    }
}

/// The 412 of a policy write whose `If-Match` no longer holds: another write came between.
fn policy_changed(ca_id: &str, if_match: &str) -> ApiError {
    let mut err = ApiError::new(
        412,
        code::PRECONDITION_FAILED,
        format!(
            "the issuance policy of {} {ca_id} changed since it was read (If-Match {if_match}); \
             nothing was written: run the command again to edit the policy as it is now",
            kind::SSH_CA.title
        ),
    );
    err.details.insert("if_match".into(), json!(if_match));
    err
}

impl InScope<'_> {
    /// `GET /ssh_certificate_authorities/{id}/policy`: 404 names a CA without a policy (it signs
    /// every request, as before policies existed) apart from a missing CA.
    pub fn ssh_ca_policy_get(&self, ca_id: &str) -> Result<Value, ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        match self.store.get::<SshCaPolicy>(self.scope, TREE, ca_id)? {
            Some(policy) => Ok(json!(policy)),
            None => Err(self.no_policy(ca_id)?),
        }
    }

    /// `PUT`: the policy replaced whole; what it leaves out is no rule. With `if_match` (the
    /// `ETag` a GET answered), only the policy of that tag is replaced, checked in the write's
    /// transaction: 412 when it changed since (or is gone), and nothing is written.
    pub fn ssh_ca_policy_replace(
        &self,
        ca_id: &str,
        policy: SshCaPolicy,
        if_match: Option<&str>,
    ) -> Result<Value, ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        policy.validate("")?;
        self.write(|tx| {
            if !tx.contains(Tree::of(&kind::SSH_CA), ca_id)? {
                return Err(ApiError::not_found(kind::SSH_CA.title, ca_id).into());
            }
            if let Some(if_match) = if_match {
                let current = tx.get::<SshCaPolicy>(TREE, ca_id)?;
                let tag = current.map(|c| etag::json_tag(&json!(c)));
                if !etag::if_match_holds(if_match, tag.as_deref()) {
                    return Err(policy_changed(ca_id, if_match).into());
                }
            }
            tx.put(TREE, ca_id, &policy)
        })?;
        Ok(json!(policy))
    }

    /// `DELETE`: the CA then signs every request, as before policies existed.
    pub fn ssh_ca_policy_delete(&self, ca_id: &str) -> Result<(), ApiError> {
        id::check(ca_id, kind::SSH_CA.prefix, "id")?;
        let removed = self.write(|tx| tx.remove(TREE, ca_id))?;
        match removed {
            true => Ok(()),
            false => Err(self.no_policy(ca_id)?),
        }
    }

    /// The 404 for a CA without a policy, or for a missing CA.
    fn no_policy(&self, ca_id: &str) -> Result<ApiError, ApiError> {
        let ca =
            self.store
                .get::<serde::de::IgnoredAny>(self.scope, Tree::of(&kind::SSH_CA), ca_id)?;
        Ok(match ca {
            Some(_) => ApiError::absent(format!(
                "{} {ca_id} has no issuance policy: it signs every request, as CAs did before \
                 policies; set one with: tunnelctl ssh-ca policy set {ca_id}",
                kind::SSH_CA.title
            )),
            None => ApiError::not_found(kind::SSH_CA.title, ca_id),
        })
    }
}

/// The tree of the policies, keyed by their CA's ID.
pub(super) const TREE: Tree = Tree::of(&kind::SSH_CA_POLICY);

/// Stores `ca_id`'s policy in `tx` (a new CA's, a CA's update).
pub(super) fn put(tx: &Tx, ca_id: &str, policy: &SshCaPolicy) -> TxResult<()> {
    tx.put(TREE, ca_id, policy)
}

/// Removes `ca_id`'s policy with the CA.
pub(super) fn remove(tx: &Tx, ca_id: &str) -> TxResult<()> {
    tx.remove(TREE, ca_id).map(drop)
}

/// Refuses a certificate request outside `ca_id`'s policy, read in the signing transaction `tx`,
/// so that the policy that holds is the one in force when the certificate is stored. Without a
/// policy record there is no rule.
pub(super) fn check(tx: &Tx, ca_id: &str, req: &mut Request, now: OffsetDateTime) -> TxResult<()> {
    if let Some(policy) = tx.get::<SshCaPolicy>(TREE, ca_id)? {
        policy.check(ca_id, req, now)?;
    }
    Ok(())
}

/// Whether a stored record reads as a policy that keeps the rules (`store check`, `store import`).
pub(super) fn check_record(key: &str, record: &Value) -> Result<(), String> {
    super::check_key_is_id(key, kind::SSH_CA.prefix, "ssh_certificate_authority_id")?;
    let policy: SshCaPolicy = super::read(record)?;
    policy.validate("").map_err(|e| e.msg)
}

/// At most [`MAX_VALIDITY`] seconds, as [`SshCaPolicy::validate`] holds (a stored record is
/// bounded all the same).
fn seconds(s: u64) -> Duration {
    Duration::seconds(s.min(MAX_VALIDITY) as i64)
}

/// A principal or a pattern of principals (of a policy, of an API key's binding): not empty,
/// without whitespace, commas or control characters; the error names `field`.
pub(super) fn check_principal_pattern(field: &str, pattern: &str) -> Result<(), String> {
    if pattern.is_empty()
        || pattern
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == ',')
    {
        return Err(format!(
            "{field} must be a principal or a glob pattern (* and ?) without whitespace, commas \
             or control characters; got {pattern:?}"
        ));
    }
    Ok(())
}

/// OpenSSH's patterns (`match_pattern`): `*` matches any run of characters, `?` any one.
pub fn glob_matches(pattern: &str, text: &str) -> bool {
    glob_match_by(pattern, text, |p, t| p == '?' || p == t)
}

/// Whether every principal `inner` matches, `outer` matches too (a pattern that holds only
/// characters is the one principal it names). Sound, never generous: a `*` of `inner` is taken
/// only by a `*` of `outer`, and a `?` by a `?` or a `*`.
pub fn glob_covers(outer: &str, inner: &str) -> bool {
    glob_match_by(outer, inner, |p, t| match p {
        '?' => t != '*',
        p => p == t && t != '*' && t != '?',
    })
}

/// `pattern` against `text`, `*` of the pattern taking any run and `one` judging each other
/// character of the pattern against one of the text.
fn glob_match_by(pattern: &str, text: &str, one: impl Fn(char, char) -> bool) -> bool {
    let (p, t): (Vec<char>, Vec<char>) = (pattern.chars().collect(), text.chars().collect());
    let (mut pi, mut ti) = (0, 0);
    // Where the last `*` was, and how much of the text it has taken.
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        match p.get(pi) {
            Some('*') => {
                star = Some((pi, ti));
                pi += 1;
            }
            Some(&c) if one(c, t[ti]) => {
                pi += 1;
                ti += 1;
            }
            _ => match star {
                Some((sp, st)) => {
                    pi = sp + 1;
                    ti = st + 1;
                    star = Some((sp, st + 1));
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::ssh_sign::{generate, CaKeySpec};

    fn policy(value: Value) -> SshCaPolicy {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn globs_match_as_openssh_patterns_do() {
        for (pattern, text) in [
            ("deploy-*", "deploy-web"),
            ("deploy-*", "deploy-"),
            ("*", "root"),
            ("a?c", "abc"),
            ("*-bot", "ci-deploy-bot"),
            ("a*b*c", "aXbYbc"),
        ] {
            assert!(glob_matches(pattern, text), "{pattern} {text}");
        }
        for (pattern, text) in [
            ("deploy-*", "deploy"),
            ("deploy-*", "root"),
            ("a?c", "ac"),
            ("root", "root2"),
            ("*-bot", "bot"),
        ] {
            assert!(!glob_matches(pattern, text), "{pattern} {text}");
        }
    }

    #[test]
    fn a_pattern_covers_only_what_it_matches_whatever_the_other_expands_to() {
        for (outer, inner) in [
            ("deploy-*", "deploy-web"),
            ("deploy-*", "deploy-*"),
            ("deploy-*", "deploy-web-*"),
            ("deploy-*", "deploy-?"),
            ("*", "*"),
            ("a?c", "a?c"),
            ("alice", "alice"),
        ] {
            assert!(glob_covers(outer, inner), "{outer} covers {inner}");
        }
        for (outer, inner) in [
            ("deploy-*", "*"),
            ("deploy-*", "deploy"),
            ("a?c", "a*c"),
            ("alice", "alice*"),
            ("alice", "alic?"),
            ("deploy-web", "deploy-*"),
        ] {
            assert!(!glob_covers(outer, inner), "{outer} does not cover {inner}");
        }
    }

    #[test]
    fn a_policy_that_breaks_a_rule_is_refused_naming_the_field() {
        assert!(SshCaPolicy::for_new_ca().validate("").is_ok());
        assert!(SshCaPolicy::default().validate("").is_ok());
        // An empty list of option values allows none of that option; the CA still signs.
        assert!(policy(json!({"allowed_source_addresses": [], "allowed_force_commands": [], "max_start_ahead": 0}))
            .validate("")
            .is_ok());
        for (bad, rule) in [
            (json!({"allowed_principals": []}), "policy.allowed_principals is an empty list"),
            (json!({"denied_principals": ["a b"]}), "policy.denied_principals[0] must be"),
            (json!({"max_validity": 30}), "policy.max_validity is in seconds and must be at least 60"),
            (
                json!({"max_validity": 3600, "default_validity": 7200}),
                "policy.default_validity, 7200 seconds (2h), is longer than max_validity, 3600 seconds (1h)",
            ),
            (json!({"allowed_key_types": ["dsa"]}), "policy.allowed_key_types: \"dsa\" is not one of"),
            (json!({"min_rsa_bits": 512}), "policy.min_rsa_bits must be 1024 to 16384"),
            (
                json!({"allowed_critical_options": ["source_address"]}),
                "policy.allowed_critical_options: \"source_address\" is not one of",
            ),
            (
                json!({"allowed_critical_options": ["force-command"], "required_critical_options": ["source-address"]}),
                "policy.required_critical_options: \"source-address\" is required but not in allowed",
            ),
            (
                json!({"allowed_extensions": ["permit-everything"]}),
                "policy.allowed_extensions: \"permit-everything\" is not an OpenSSH extension",
            ),
            (
                json!({"allow_empty_principals": true, "denied_principals": ["root"]}),
                "policy.allow_empty_principals: true contradicts",
            ),
            (
                json!({"allowed_source_addresses": ["10.0.0.1/8"]}),
                "policy.allowed_source_addresses[0]: \"10.0.0.1/8\" has bits set after the first 8",
            ),
            (
                json!({"allowed_source_addresses": ["example.com"]}),
                "policy.allowed_source_addresses[0]: \"example.com\" is not an IPv4 or IPv6",
            ),
            (
                json!({"allowed_force_commands": ["/bin/deploy", " "]}),
                "policy.allowed_force_commands[1] must be a command",
            ),
            (
                json!({"allowed_force_commands": ["a\nb"]}),
                "policy.allowed_force_commands[0] must be a command",
            ),
            (
                json!({"required_critical_options": ["source-address"], "allowed_source_addresses": []}),
                "policy.required_critical_options: source-address is required but allowed_source_addresses is empty",
            ),
            (
                json!({"max_start_ahead": MAX_VALIDITY + 1}),
                "policy.max_start_ahead is in seconds and must be at most",
            ),
            (
                json!({"allowed_source_addresses": vec!["10.0.0.0/8"; MAX_LIST + 1]}),
                "policy.allowed_source_addresses holds 257 entries",
            ),
        ] {
            let err = policy(bad.clone()).validate("policy.").unwrap_err();
            assert!(err.msg.starts_with(rule), "{bad}: {}", err.msg);
        }
    }

    const NOW: OffsetDateTime = time::macros::datetime!(2026-11-22 10:00 UTC);

    fn asked() -> Request {
        Request {
            kind: CertKind::User,
            public_key: generate(CaKeySpec::Ed25519).unwrap().public_key().clone(),
            key_type: "ed25519",
            principals: vec!["deploy-web".into()],
            critical_options: [("source-address".to_string(), "10.0.0.0/8".to_string())].into(),
            extensions: [("permit-pty".to_string(), String::new())].into(),
            default_extensions: false,
            // The CLI's window: a minute before now, an hour after it.
            valid_after: NOW - Duration::minutes(1),
            valid_until: NOW + Duration::hours(1),
            default_until: false,
        }
    }

    impl Request {
        /// Judges this request, as a certificate of `kind`, by `policy` at [`NOW`].
        fn check(&mut self, kind: CertKind, policy: &SshCaPolicy) -> Result<(), ApiError> {
            self.kind = kind;
            policy.check("sshca_1", self, NOW)
        }
    }

    /// The `ci` CA of docs/ssh-ca.md: `deploy-*` only, for an hour at most, with `source-address`.
    fn ci() -> SshCaPolicy {
        policy(json!({
            "allowed_principals": ["deploy-*"],
            "denied_principals": ["deploy-root"],
            "max_validity": 3600,
            "allowed_critical_options": ["source-address", "force-command"],
            "required_critical_options": ["source-address"],
            "allowed_extensions": ["permit-pty"],
            "allowed_key_types": ["ed25519", "rsa"],
            "min_rsa_bits": 3072,
        }))
    }

    #[test]
    fn each_rule_refuses_naming_its_field_and_the_value() {
        let ci = ci();
        assert!(asked().check(CertKind::User, &ci).is_ok());
        type Change = fn(&mut Request);
        let cases: [(Change, &str, Value); 9] = [
            (
                |a| a.principals = vec!["root".into()],
                "allowed_principals",
                json!("root"),
            ),
            (
                |a| a.principals.push("deploy-root".into()),
                "denied_principals",
                json!("deploy-root"),
            ),
            (
                |a| a.principals.clear(),
                "allow_empty_principals",
                json!([]),
            ),
            (
                |a| a.valid_until = NOW + Duration::hours(2),
                "max_validity",
                json!(7200),
            ),
            (
                |a| a.critical_options.clear(),
                "required_critical_options",
                json!("source-address"),
            ),
            (
                |a| {
                    a.extensions
                        .insert("permit-agent-forwarding".into(), String::new())
                        .map_or((), drop)
                },
                "allowed_extensions",
                json!("permit-agent-forwarding"),
            ),
            (
                |a| a.key_type = "ecdsa",
                "allowed_key_types",
                json!("ecdsa"),
            ),
            (
                |a| {
                    a.public_key = generate(CaKeySpec::Rsa { bits: 2048 })
                        .unwrap()
                        .public_key()
                        .clone();
                    a.key_type = "rsa";
                },
                "min_rsa_bits",
                json!(2048),
            ),
            (
                |a| {
                    a.critical_options
                        .insert("force-command".into(), "id".into())
                        .map_or((), drop)
                },
                "",
                Value::Null,
            ),
        ];
        for (change, rule, value) in cases {
            let mut a = asked();
            change(&mut a);
            let outcome = a.check(CertKind::User, &ci);
            if rule.is_empty() {
                assert!(outcome.is_ok(), "{outcome:?}");
                continue;
            }
            let err = outcome.unwrap_err();
            assert_eq!(err.status, 400);
            assert_eq!(err.details["reason"], OUTSIDE_POLICY);
            assert_eq!(err.details["rule"], rule, "{}", err.msg);
            assert_eq!(err.details["value"], value, "{}", err.msg);
            assert!(
                err.msg.starts_with(&format!(
                    "SSH certificate authority sshca_1's policy refuses this certificate: {rule}: "
                )),
                "{}",
                err.msg
            );
            assert!(
                err.msg.contains("tunnelctl ssh-ca policy set"),
                "{}",
                err.msg
            );
        }
        // A host certificate has no critical options or extensions for the policy to require.
        let mut host = asked();
        host.critical_options.clear();
        host.extensions.clear();
        assert!(host.check(CertKind::Host, &ci).is_ok());
    }

    #[test]
    fn value_rules_hold_source_addresses_commands_and_the_start() {
        let rules = policy(json!({
            "allowed_source_addresses": ["10.0.0.0/8", "2001:db8::/32"],
            "allowed_force_commands": ["/usr/bin/deploy --prod"],
            "max_start_ahead": 3600,
        }));
        let with = |name: &str, value: &str| {
            let mut a = asked();
            a.critical_options.insert(name.into(), value.into());
            a
        };
        for ok in ["10.1.0.0/16", "10.0.0.7,2001:db8:5::/48", "10.0.0.0/8"] {
            assert!(
                with("source-address", ok)
                    .check(CertKind::User, &rules)
                    .is_ok(),
                "{ok}"
            );
        }
        let mut late = asked();
        late.valid_after = NOW + Duration::hours(1);
        late.valid_until = late.valid_after + Duration::minutes(5);
        assert!(
            late.check(CertKind::User, &rules).is_ok(),
            "exactly the bound"
        );
        assert!(with("force-command", "/usr/bin/deploy --prod")
            .check(CertKind::User, &rules)
            .is_ok());
        type Case = (Request, &'static str, Value);
        let cases: Vec<Case> = vec![
            // The example: the option is there, its value allows everyone.
            (
                with("source-address", "0.0.0.0/0,::/0"),
                "allowed_source_addresses",
                json!("0.0.0.0/0"),
            ),
            (
                with("source-address", "10.0.0.1,192.0.2.1"),
                "allowed_source_addresses",
                json!("192.0.2.1"),
            ),
            (
                with("source-address", "0.0.0.0/1"),
                "allowed_source_addresses",
                json!("0.0.0.0/1"),
            ),
            (
                with("force-command", "/usr/bin/deploy"),
                "allowed_force_commands",
                json!("/usr/bin/deploy"),
            ),
            (
                with("force-command", "/usr/bin/deploy --prod; sh"),
                "allowed_force_commands",
                json!("/usr/bin/deploy --prod; sh"),
            ),
            (
                {
                    // The certificate starting in 2046.
                    let mut a = asked();
                    a.valid_after = time::macros::datetime!(2046-01-01 0:00 UTC);
                    a.valid_until = a.valid_after + Duration::hours(1);
                    a
                },
                "max_start_ahead",
                json!((time::macros::datetime!(2046-01-01 0:00 UTC) - NOW).whole_seconds()),
            ),
            (
                {
                    let mut a = asked();
                    a.valid_after = NOW + Duration::seconds(3601);
                    a.valid_until = a.valid_after + Duration::minutes(5);
                    a
                },
                "max_start_ahead",
                json!(3601),
            ),
        ];
        for (mut a, rule, value) in cases {
            let err = a.check(CertKind::User, &rules).unwrap_err();
            assert_eq!(err.details["rule"], rule, "{}", err.msg);
            assert_eq!(err.details["value"], value, "{}", err.msg);
            assert!(
                err.msg
                    .contains(&format!("refuses this certificate: {rule}: ")),
                "{}",
                err.msg
            );
        }
        // An empty list allows no value at all; a rule left out is no rule.
        let none = policy(json!({"allowed_source_addresses": [], "allowed_force_commands": []}));
        for (name, value) in [("source-address", "10.0.0.7"), ("force-command", "id")] {
            let err = with(name, value).check(CertKind::User, &none).unwrap_err();
            assert!(err.msg.contains("the policy allows none"), "{}", err.msg);
        }
        let mut without = asked();
        without.critical_options.clear();
        assert!(
            without.check(CertKind::User, &none).is_ok(),
            "a certificate without them"
        );
        assert!(with("source-address", "0.0.0.0/0")
            .check(CertKind::User, &SshCaPolicy::default())
            .is_ok());
        // The start bounds host certificates too.
        let mut host = asked();
        host.critical_options.clear();
        host.extensions.clear();
        host.valid_after = NOW + Duration::days(2);
        host.valid_until = host.valid_after + Duration::days(1);
        let err = host.check(CertKind::Host, &rules).unwrap_err();
        assert_eq!(err.details["rule"], "max_start_ahead");
    }

    #[test]
    fn defaults_take_the_policys_validity_and_allowed_extensions() {
        let mut a = asked();
        a.default_until = true;
        a.default_extensions = true;
        a.valid_until = a.valid_after + Duration::hours(24);
        a.extensions = [
            ("permit-pty".to_string(), String::new()),
            ("permit-user-rc".to_string(), String::new()),
        ]
        .into();
        // No default validity: the longest, from now.
        a.check(CertKind::User, &ci()).unwrap();
        assert_eq!(a.valid_until, NOW + Duration::hours(1));
        assert_eq!(a.extensions.keys().collect::<Vec<_>>(), ["permit-pty"]);
        // A default validity counts from the start, as the service's own default does.
        let mut with_default = ci();
        with_default.default_validity = Some(1800);
        let mut a = asked();
        a.default_until = true;
        a.check(CertKind::User, &with_default).unwrap();
        assert_eq!(
            a.valid_until,
            NOW - Duration::minutes(1) + Duration::minutes(30)
        );
        // A window that started long ago grants only what is left of it.
        let mut a = asked();
        a.valid_after = NOW - Duration::days(30);
        assert!(a.check(CertKind::User, &ci()).is_ok());
    }

    #[test]
    fn a_new_cas_policy_refuses_empty_principals_and_more_than_a_year() {
        let new = SshCaPolicy::for_new_ca();
        let mut a = asked();
        a.principals.clear();
        assert_eq!(
            a.check(CertKind::Host, &new).unwrap_err().details["rule"],
            "allow_empty_principals"
        );
        let mut a = asked();
        // The CLI's default for a host certificate: a year from now, backdated a minute.
        a.valid_until = NOW + Duration::days(365);
        assert!(a.check(CertKind::Host, &new).is_ok());
        a.valid_until += Duration::seconds(1);
        assert_eq!(
            a.check(CertKind::Host, &new).unwrap_err().details["rule"],
            "max_validity"
        );
        // Starting a day from now at the latest.
        let mut a = asked();
        a.valid_after = NOW + Duration::days(1);
        a.valid_until = a.valid_after + Duration::hours(1);
        assert!(a.check(CertKind::User, &new).is_ok());
        a.valid_after += Duration::seconds(1);
        assert_eq!(
            a.check(CertKind::User, &new).unwrap_err().details["rule"],
            "max_start_ahead"
        );
        // No policy record reads as no rule at all: today's behaviour.
        let mut a = asked();
        a.principals.clear();
        a.valid_until = NOW + Duration::days(36500);
        assert!(a.check(CertKind::User, &SshCaPolicy::default()).is_ok());
    }
}
