//! `/ssh_user_certificates` and one user certificate.

use super::{list, method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::ssh_cert_record::SshUserCertificate;
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Post, Route::Collection(_)) => Ok(Reply::Created(s.ssh_cert_create(
            body::parse(body)?,
            req.ca_passphrase.as_ref().map(|p| &p.0),
            req.store_key.as_ref(),
        )?)),
        (Method::Get, Route::Collection(_)) => list::<SshUserCertificate>(s, req),
        (Method::Get, Route::Item(_, id)) => Ok(Reply::Ok(s.get::<SshUserCertificate>(id)?)),
        (Method::Patch, Route::Item(_, id)) => Ok(Reply::Ok(
            s.update_labels::<SshUserCertificate>(id, body::parse(body)?)?,
        )),
        (Method::Delete, Route::Item(_, id)) => {
            s.delete::<SshUserCertificate>(id).map(|_| Reply::NoContent)
        }
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
