//! The modules of an HTTPS edge route (`saml`, `compression`), and the SAML service provider
//! metadata a route's SAML module publishes.

use super::{method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Document, Method};
use crate::kind;
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Put, Route::Module(module, edge_id, Some(id))) => {
            let ids = [("edge_id", edge_id), ("id", id)];
            Ok(Reply::Ok(match *module == kind::ROUTE_SAML {
                true => s.route_saml_replace(
                    edge_id,
                    id,
                    body::parse_module(body, &ids)?,
                    req.store_key.as_ref(),
                )?,
                false => {
                    s.route_compression_replace(edge_id, id, body::parse_module(body, &ids)?)?
                }
            }))
        }
        (Method::Get, Route::Module(module, edge_id, Some(id))) => {
            Ok(Reply::Ok(match *module == kind::ROUTE_SAML {
                true => s.route_saml_get(edge_id, id)?,
                false => s.route_compression_get(edge_id, id)?,
            }))
        }
        (Method::Delete, Route::Module(module, edge_id, Some(id))) => s
            .route_module_delete(edge_id, id, module)
            .map(|_| Reply::NoContent),
        (Method::Get, Route::SamlMetadata(route_id)) => Ok(Reply::Document(Document {
            content_type: "application/samlmetadata+xml".into(),
            bytes: s.saml_sp_metadata(route_id)?.into_bytes(),
            modified: None,
            digest: None,
        })),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
