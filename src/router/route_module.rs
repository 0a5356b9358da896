//! The modules of an HTTPS edge route (`saml`, `compression`), and the SAML service provider
//! metadata a route's SAML module publishes.

use super::{method_not_allowed, Reply};
use crate::api::route::{Route, RouteModule};
use crate::api::{body, ApiError, ApiRequest, Document, Method};
use crate::service::Service;

pub(super) fn handle(s: &Service, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Put, Route::HttpsRouteModule(edge_id, id, module)) => {
            let ids = [("edge_id", edge_id), ("id", id)];
            Ok(Reply::Ok(match module {
                RouteModule::Saml => {
                    s.route_saml_replace(edge_id, id, body::parse_module(body, &ids)?)?
                }
                RouteModule::Compression => {
                    s.route_compression_replace(edge_id, id, body::parse_module(body, &ids)?)?
                }
            }))
        }
        (Method::Get, Route::HttpsRouteModule(edge_id, id, module)) => {
            Ok(Reply::Ok(match module {
                RouteModule::Saml => s.route_saml_get(edge_id, id)?,
                RouteModule::Compression => s.route_compression_get(edge_id, id)?,
            }))
        }
        (Method::Delete, Route::HttpsRouteModule(edge_id, id, module)) => s
            .route_module_delete(edge_id, id, module)
            .map(|_| Reply::NoContent),
        (Method::Get, Route::SamlMetadata(route_id)) => Ok(Reply::Document(Document {
            content_type: "application/samlmetadata+xml".into(),
            bytes: s.saml_sp_metadata(route_id)?.into_bytes(),
        })),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
