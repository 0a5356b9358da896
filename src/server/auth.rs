//! Who sent a request over HTTP: a key of `--api-key-file` or one stored in `/api_keys`, each
//! compared in constant time by its digest.

use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use subtle::{ConditionallySelectable, ConstantTimeEq};

use super::admit::{is_public, Refusal};
use super::{blocking, Access, Shared};
use crate::api::actor::Actor;
use crate::api::headers::{asks_dry_run, DRY_RUN};
use crate::api::{code, ApiError};
use crate::service::api_key::token_digest;

/// Who sent a request over HTTP, by its API key ([`authenticate`]); `None` on the store's socket
/// and on a public route, where no key is asked for.
pub(super) async fn authenticated(
    shared: &Shared,
    parts: &Parts,
    body_unread: bool,
) -> Result<Option<Actor>, Refusal> {
    let Access::Keys(file_keys, _) = &shared.access else {
        return Ok(None);
    };
    if is_public(parts) {
        return Ok(None);
    }
    match authenticate(shared, file_keys, parts.uri.path(), &parts.headers).await {
        Ok(actor) => Ok(Some(actor)),
        Err(err) => Err(Refusal {
            err,
            allow: Vec::new(),
            body_unread,
        }),
    }
}

/// Accepts a request bearing a key of `--api-key-file` (`file_keys`) or one stored in `/api_keys`,
/// and answers who sent it. The stored keys are read again once what was read of them is older
/// than [`STORED_KEYS_TTL`](crate::service::api_key::STORED_KEYS_TTL), so a key deleted, or given
/// another role, on another replica is taken as it now is within it. `path`: the request's, which
/// with the headers says whether it is a dry run.
pub(super) async fn authenticate(
    shared: &Shared,
    file_keys: &[[u8; 32]],
    path: &str,
    headers: &HeaderMap,
) -> Result<Actor, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Err(ApiError::new(
            401,
            code::MISSING_AUTH,
            "an API key is required: send Authorization: Bearer <API key>",
        ));
    };
    let Some(presented) = value.to_str().ok().and_then(bearer_token) else {
        return Err(ApiError::new(
            401,
            code::UNKNOWN_KEY,
            "the Authorization header is not a bearer token: send Authorization: Bearer <API key>",
        ));
    };
    let presented = token_digest(presented);
    // A key of the file needs no look at the store: under load (hundreds of clients at once) the
    // reads of the stored keys would otherwise queue on the blocking pool before every answer.
    if matching(file_keys.iter(), &presented).is_some() {
        return Ok(Actor::FileKey);
    }
    let cached = || shared.router.service().cached_api_keys();
    let stored = match cached() {
        Some(stored) => stored,
        None => {
            let _reading = shared.reading_keys.lock().await;
            match cached() {
                Some(stored) => stored,
                None => {
                    let router = shared.router.clone();
                    blocking(move || router.service().read_api_keys()).await??
                }
            }
        }
    };
    let Some(found) = matching(stored.iter().map(|key| &key.digest), &presented) else {
        return Err(ApiError::new(
            401,
            code::UNKNOWN_KEY,
            "the API key is not valid",
        ));
    };
    let key = &stored[found];
    let service = shared.router.service();
    service.check_key_in_date(key)?;
    // `last_used_at` is bookkeeping in a write of its own, never a dry run's; a store that
    // refuses it (a read-only replica) fails no request.
    let dry_run = asks_dry_run(path, headers.get(DRY_RUN).map(|v| v.as_bytes()));
    let due = || service.key_use_due(key);
    if let Some(id) = matches!(dry_run, Ok(false)).then(due).flatten() {
        let router = shared.router.clone();
        if let Err(err) = blocking(move || router.service().record_key_use(&id)).await? {
            crate::output::warning(&format!(
                "could not record that an API key was used: {}",
                err.msg
            ));
        }
    }
    Ok(key.actor.clone())
}

/// Which of `keys` is `presented`. Every key is compared in constant time, so the time taken
/// says neither which one matched nor how much of one did.
pub(super) fn matching<'a>(
    keys: impl Iterator<Item = &'a [u8; 32]>,
    presented: &[u8; 32],
) -> Option<usize> {
    let mut found = u64::MAX;
    for (i, key) in keys.enumerate() {
        found.conditional_assign(&(i as u64), key.ct_eq(presented));
    }
    usize::try_from(found).ok().filter(|_| found != u64::MAX)
}

/// The token of an `Authorization: Bearer <token>` value. The scheme is case-insensitive
/// (RFC 9110 §11.1) and any run of spaces or tabs may separate it from the token.
pub(super) fn bearer_token(value: &str) -> Option<&str> {
    let (scheme, token) = value.trim_start().split_once([' ', '\t'])?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim_matches([' ', '\t']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bearer_scheme_is_case_insensitive_and_spaces_are_tolerated() {
        for value in [
            "Bearer k",
            "bearer k",
            "BEARER k",
            "bEaReR k",
            "Bearer    k",
            "Bearer\tk",
            "  bearer k  ",
        ] {
            assert_eq!(bearer_token(value), Some("k"), "{value:?}");
        }
        for value in ["Basic k", "Bearerk", "k", "", "Bearer"] {
            assert_eq!(bearer_token(value), None, "{value:?}");
        }
        assert_eq!(bearer_token("Bearer "), Some(""));
    }
}
