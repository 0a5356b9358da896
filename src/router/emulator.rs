//! `/emulator/`: bringing agents online and the agent releases they update to.

use super::{method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Post, Route::EmulatorAgents) => {
            Ok(Reply::Created(s.agent_connect(body::parse(body)?)?))
        }
        (Method::Get, Route::Collection(_)) => Ok(Reply::Ok(s.release_list()?)),
        (Method::Get, Route::Item(_, version)) => Ok(Reply::Ok(s.release_get(version)?)),
        (Method::Put, Route::Item(_, version)) => {
            Ok(Reply::Ok(s.release_put(version, body::parse(body)?)?))
        }
        (Method::Delete, Route::Item(_, version)) => {
            s.release_delete(version).map(|_| Reply::NoContent)
        }
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
