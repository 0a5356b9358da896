//! The TLS termination module of a TLS edge.

use super::{method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    match (req.method, route) {
        (Method::Put, Route::Module(_, id, None)) => Ok(Reply::Ok(s.tls_termination_replace(
            id,
            body::parse_module(req.body.as_deref(), &[("id", id)])?,
        )?)),
        (Method::Get, Route::Module(_, id, None)) => Ok(Reply::Ok(s.tls_termination_get(id)?)),
        (Method::Delete, Route::Module(_, id, None)) => {
            s.tls_termination_delete(id).map(|_| Reply::NoContent)
        }
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
