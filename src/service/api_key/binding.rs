//! An API key's binding (issue 62): the principals and longest validity of the certificates a key
//! may ask for, which a key of a role that signs may carry, and which bounds the keys it creates.
//! What it allows a signature is judged beside the key's CAs, in `InScope::check_may_sign`.

use serde_json::{json, Value};

use super::RoleName;
use crate::api::actor::{Actor, Binding};
use crate::api::{code, ApiError};
use crate::service::ssh_ca_policy;
use crate::values::seconds_text;

/// A binding a key of `role` may have: only a key of a role that signs (operator, issuer) is
/// bound (an admin could make itself an unbound key; a reader signs nothing). Its patterns are
/// as a CA policy's, its validity as a policy's `max_validity`.
pub(super) fn check_binding(role: RoleName, binding: &Binding) -> Result<(), ApiError> {
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
pub(super) fn outside_binding(actor: &Actor, what: String, value: Value) -> ApiError {
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
pub(super) fn check_within_binding(creator: &Actor, new: &Binding) -> Result<(), ApiError> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::actor::Role;

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
}
