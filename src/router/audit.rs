//! `/audit_records`: the audit trail, read only but for its retention (`/audit_records/prune`).

use super::{method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    match (req.method, route) {
        (Method::Get, Route::Collection(_)) => Ok(Reply::Ok(s.audit_page(&req.query)?)),
        (Method::Post, Route::AuditPrune) => {
            Ok(Reply::Ok(s.audit_prune(body::parse(req.body.as_deref())?)?))
        }
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
