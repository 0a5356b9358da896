//! `/edges/tcp`, one edge, and its modules (`backend`, `ip_restriction`, `policy`,
//! `traffic_policy`).

use super::{list, method_not_allowed, Reply};
use crate::api::route::{Route, TcpEdgeModule};
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::tcp_edge::{ModuleReplace, TcpEdge};
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Post, Route::Collection(_)) => {
            Ok(Reply::Created(s.tcp_edge_create(body::parse(body)?)?))
        }
        (Method::Get, Route::Collection(_)) => list::<TcpEdge>(s, req),
        (Method::Get, Route::Item(_, id)) => Ok(Reply::Ok(s.get::<TcpEdge>(id)?)),
        (Method::Patch, Route::Item(_, id)) => {
            Ok(Reply::Ok(s.tcp_edge_update(id, body::parse(body)?)?))
        }
        (Method::Delete, Route::Item(_, id)) => s.delete::<TcpEdge>(id).map(|_| Reply::NoContent),
        (Method::Delete, Route::TcpEdgeModule(id, module)) => s
            .tcp_edge_delete_module(id, module)
            .map(|_| Reply::NoContent),
        (Method::Get, Route::TcpEdgeModule(id, module)) => {
            Ok(Reply::Ok(s.tcp_edge_module_get(id, module)?))
        }
        (Method::Put, Route::TcpEdgeModule(id, module)) => Ok(Reply::Ok(
            s.tcp_edge_module_replace(id, replacement(id, module, body)?)?,
        )),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}

/// The body of `PUT /edges/tcp/{id}/<module>`, parsed as that module's shape.
fn replacement(
    id: &str,
    module: TcpEdgeModule,
    body: Option<&[u8]>,
) -> Result<ModuleReplace, ApiError> {
    let ids = [("id", id)];
    Ok(match module {
        TcpEdgeModule::Backend => ModuleReplace::Backend(body::parse_module(body, &ids)?),
        TcpEdgeModule::IpRestriction => {
            ModuleReplace::IpRestriction(body::parse_module(body, &ids)?)
        }
        TcpEdgeModule::Policy => ModuleReplace::Policy(body::parse_module(body, &ids)?),
        TcpEdgeModule::TrafficPolicy => {
            ModuleReplace::TrafficPolicy(body::parse_module(body, &ids)?)
        }
    })
}
