//! `/api_keys`, one API key, the key a request bears (`/api_keys/self`), and how long the keys
//! of each role may live (`/api_keys/policy`).

use super::{list, method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::api_key::ApiKey;
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Post, Route::Collection(_)) => {
            Ok(Reply::Created(s.api_key_create(body::parse(body)?)?))
        }
        (Method::Get, Route::Collection(_)) => list::<ApiKey>(s, req),
        (Method::Get, Route::ApiKeySelf) => Ok(Reply::Ok(s.api_key_self()?)),
        (Method::Get, Route::Item(_, id)) => Ok(Reply::Ok(s.get::<ApiKey>(id)?)),
        (Method::Patch, Route::Item(_, id)) => {
            Ok(Reply::Ok(s.api_key_update(id, body::parse(body)?)?))
        }
        (Method::Delete, Route::Item(_, id)) => s.api_key_delete(id).map(|_| Reply::NoContent),
        (Method::Post, Route::ApiKeyRotate(id)) => {
            Ok(Reply::Ok(s.api_key_rotate(id, body::parse(body)?)?))
        }
        (Method::Get, Route::ApiKeyPolicy) => Ok(Reply::Tagged(s.api_key_policy_get()?)),
        (Method::Put, Route::ApiKeyPolicy) => Ok(Reply::Tagged(
            s.api_key_policy_replace(body::parse(body)?, req.if_match.as_deref())?,
        )),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
