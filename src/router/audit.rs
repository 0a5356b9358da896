//! `/audit_records`: the audit trail, read only.

use super::{method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{ApiError, ApiRequest, Method};
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    match (req.method, route) {
        (Method::Get, Route::Collection(_)) => Ok(Reply::Ok(s.audit_page(&req.query)?)),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
