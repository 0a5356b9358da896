//! (method, route) → service call. The paths themselves are declared once in `api::route`; the
//! CLI's local transport and `tunnelctl serve` both go through this dispatch, so their behaviour
//! cannot drift.

use serde_json::json;
use ssh_key::rand_core::{OsRng, RngCore};

use crate::api::page::PageQuery;
use crate::api::route::{self, Route, RouteModule, TcpEdgeModule};
use crate::api::{body, code, ApiError, ApiRequest, ApiResponse, Document, Method, KRL_TYPE};
use crate::id;
use crate::service::event_sub::EventSubscription;
use crate::service::resource::Resource;
use crate::service::session::Session;
use crate::service::ssh_ca::SshCa;
use crate::service::ssh_cert::{SshHostCertificate, SshUserCertificate};
use crate::service::tcp_edge::{ModuleReplace, TcpEdge, TrafficPolicy};
use crate::service::Service;

/// What a handler produced: a body with a status, or nothing (204).
enum Reply {
    Created(serde_json::Value),
    Ok(serde_json::Value),
    /// 200 with a body that is not JSON.
    Document(Document),
    NoContent,
    /// 204, and the path of what the request made (the `Location` header).
    NoContentAt(String),
}

pub struct Router {
    service: Service,
}

impl Router {
    pub fn new(service: Service) -> Self {
        Router { service }
    }

    pub fn service(&self) -> &Service {
        &self.service
    }

    pub fn handle(&self, req: &ApiRequest) -> ApiResponse {
        let mut response = ApiResponse::new(204, new_operation_id());
        let Some(route) = Route::parse(&req.path) else {
            response.status = 404;
            response.body = Some(match route::is_not_implemented(&req.path) {
                true => ApiError::new(
                    404,
                    code::NOT_IMPLEMENTED,
                    format!(
                        "tunnelctl does not implement {}: it is a path of the real API that this \
                         tool does not emulate",
                        req.path
                    ),
                )
                .to_body(&response.operation_id),
                false => {
                    json!({"status_code": 404, "msg": "Not Found", "details": {"path": req.path, "operation_id": response.operation_id}})
                }
            });
            return response;
        };
        let outcome = match req.dry_run {
            true => self.service.rolled_back(|| self.dispatch(route, req)),
            false => self.dispatch(route, req),
        };
        match outcome {
            Ok(Reply::Created(body)) => {
                response.status = 201;
                response.body = Some(body);
            }
            Ok(Reply::Ok(body)) => {
                response.status = 200;
                response.body = Some(body);
            }
            Ok(Reply::Document(document)) => {
                response.status = 200;
                response.document = Some(document);
            }
            Ok(Reply::NoContent) => {}
            Ok(Reply::NoContentAt(path)) => response.location = Some(self.service.uri(&path)),
            Err(err) => {
                if err.status == 405 {
                    response.allow = route.allowed().to_vec();
                }
                response.status = err.status;
                response.body = Some(err.to_body(&response.operation_id));
            }
        }
        response
    }

    fn dispatch(&self, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
        let s = &self.service;
        let body = req.body.as_deref();
        // A method the path does not allow is reported before anything else about the request.
        if !route.allowed().contains(&req.method) {
            return Err(method_not_allowed(req.method, route));
        }
        let lists = req.method == Method::Get && route.is_list();
        if !req.query.is_empty() && !lists {
            return Err(ApiError::new(
                400,
                code::UNKNOWN_QUERY,
                "query parameters are only accepted on list requests",
            ));
        }
        match (req.method, route) {
            (Method::Post, Route::TcpEdges) => {
                Ok(Reply::Created(s.tcp_edge_create(body::parse(body)?)?))
            }
            (Method::Get, Route::TcpEdges) => {
                Ok(Reply::Ok(s.list::<TcpEdge>(&page::<TcpEdge>(req)?)?))
            }
            (Method::Get, Route::TcpEdge(id)) => Ok(Reply::Ok(s.get::<TcpEdge>(id)?)),
            (Method::Patch, Route::TcpEdge(id)) => {
                Ok(Reply::Ok(s.tcp_edge_update(id, body::parse(body)?)?))
            }
            (Method::Delete, Route::TcpEdge(id)) => {
                s.delete::<TcpEdge>(id).map(|_| Reply::NoContent)
            }
            (Method::Delete, Route::TcpEdgeModule(id, module)) => s
                .tcp_edge_delete_module(id, module)
                .map(|_| Reply::NoContent),
            (Method::Get, Route::TcpEdgeModule(id, module)) => {
                Ok(Reply::Ok(s.tcp_edge_module_get(id, module)?))
            }
            (Method::Put, Route::TcpEdgeModule(id, module)) => {
                let ids = [("id", id)];
                let body = match module {
                    TcpEdgeModule::Backend => {
                        ModuleReplace::Backend(body::parse_module(body, &ids)?)
                    }
                    TcpEdgeModule::IpRestriction => {
                        ModuleReplace::IpRestriction(body::parse_module(body, &ids)?)
                    }
                    TcpEdgeModule::Policy => ModuleReplace::Policy(body::parse_module(body, &ids)?),
                    TcpEdgeModule::TrafficPolicy => ModuleReplace::TrafficPolicy(
                        body::parse_module::<TrafficPolicy>(body, &ids)?.into_policy()?,
                    ),
                };
                Ok(Reply::Ok(s.tcp_edge_module_replace(id, body)?))
            }
            (Method::Get, Route::TunnelSessions) => {
                Ok(Reply::Ok(s.list::<Session>(&page::<Session>(req)?)?))
            }
            (Method::Get, Route::TunnelSession(id)) => Ok(Reply::Ok(s.get::<Session>(id)?)),
            (Method::Post, Route::TunnelSessionAction(id, action)) => s
                .session_action(id, action, body::parse_allowing_bare_id(body, id)?)
                .map(|new_session| match new_session {
                    Some(new_id) => Reply::NoContentAt(Route::TunnelSession(&new_id).path()),
                    None => Reply::NoContent,
                }),
            (Method::Post, Route::EmulatorAgents) => {
                Ok(Reply::Created(s.agent_connect(body::parse(body)?)?))
            }
            (Method::Get, Route::EmulatorReleases) => Ok(Reply::Ok(s.release_list()?)),
            (Method::Get, Route::EmulatorRelease(version)) => {
                Ok(Reply::Ok(s.release_get(version)?))
            }
            (Method::Put, Route::EmulatorRelease(version)) => {
                Ok(Reply::Ok(s.release_put(version, body::parse(body)?)?))
            }
            (Method::Delete, Route::EmulatorRelease(version)) => {
                s.release_delete(version).map(|_| Reply::NoContent)
            }
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
            (Method::Put, Route::TlsTermination(id)) => Ok(Reply::Ok(
                s.tls_termination_replace(id, body::parse_module(body, &[("id", id)])?)?,
            )),
            (Method::Get, Route::TlsTermination(id)) => Ok(Reply::Ok(s.tls_termination_get(id)?)),
            (Method::Delete, Route::TlsTermination(id)) => {
                s.tls_termination_delete(id).map(|_| Reply::NoContent)
            }
            (Method::Post, Route::EventSubscriptions) => {
                Ok(Reply::Created(s.event_sub_create(body::parse(body)?)?))
            }
            (Method::Get, Route::EventSubscriptions) => {
                Ok(Reply::Ok(s.list::<EventSubscription>(&page::<
                    EventSubscription,
                >(
                    req
                )?)?))
            }
            (Method::Get, Route::EventSubscription(id)) => {
                Ok(Reply::Ok(s.get::<EventSubscription>(id)?))
            }
            (Method::Patch, Route::EventSubscription(id)) => {
                Ok(Reply::Ok(s.event_sub_update(id, body::parse(body)?)?))
            }
            (Method::Delete, Route::EventSubscription(id)) => {
                s.delete::<EventSubscription>(id).map(|_| Reply::NoContent)
            }
            (Method::Get, Route::EventSources(id)) => Ok(Reply::Ok(s.event_source_list(id)?)),
            (Method::Post, Route::EventSources(id)) => {
                Ok(Reply::Created(s.event_source_add(id, body::parse(body)?)?))
            }
            (Method::Get, Route::EventSource(id, kind)) => {
                Ok(Reply::Ok(s.event_source_get(id, kind)?))
            }
            (Method::Patch, Route::EventSource(id, kind)) => Ok(Reply::Ok(s.event_source_update(
                id,
                kind,
                body::parse(body)?,
            )?)),
            (Method::Delete, Route::EventSource(id, kind)) => {
                s.event_source_delete(id, kind).map(|_| Reply::NoContent)
            }
            (Method::Post, Route::SshCas) => Ok(Reply::Created(s.ssh_ca_create(
                body::parse(body)?,
                req.ca_passphrase.as_ref().map(|p| p.0.clone()),
            )?)),
            (Method::Get, Route::SshCas) => Ok(Reply::Ok(s.list::<SshCa>(&page::<SshCa>(req)?)?)),
            (Method::Get, Route::SshCa(id)) => Ok(Reply::Ok(s.get::<SshCa>(id)?)),
            (Method::Patch, Route::SshCa(id)) => {
                Ok(Reply::Ok(s.update_labels::<SshCa>(id, body::parse(body)?)?))
            }
            (Method::Delete, Route::SshCa(id)) => s.ssh_ca_delete(id).map(|_| Reply::NoContent),
            (Method::Post, Route::SshCerts) => Ok(Reply::Created(
                s.ssh_cert_create(body::parse(body)?, req.ca_passphrase.as_ref().map(|p| &p.0))?,
            )),
            (Method::Get, Route::SshCerts) => {
                Ok(Reply::Ok(s.list::<SshUserCertificate>(&page::<
                    SshUserCertificate,
                >(
                    req
                )?)?))
            }
            (Method::Get, Route::SshCert(id)) => Ok(Reply::Ok(s.get::<SshUserCertificate>(id)?)),
            (Method::Patch, Route::SshCert(id)) => Ok(Reply::Ok(
                s.update_labels::<SshUserCertificate>(id, body::parse(body)?)?,
            )),
            (Method::Delete, Route::SshCert(id)) => {
                s.delete::<SshUserCertificate>(id).map(|_| Reply::NoContent)
            }
            (Method::Post, Route::SshHostCerts) => Ok(Reply::Created(s.ssh_host_cert_create(
                body::parse(body)?,
                req.ca_passphrase.as_ref().map(|p| &p.0),
            )?)),
            (Method::Get, Route::SshHostCerts) => {
                Ok(Reply::Ok(s.list::<SshHostCertificate>(&page::<
                    SshHostCertificate,
                >(
                    req
                )?)?))
            }
            (Method::Get, Route::SshHostCert(id)) => {
                Ok(Reply::Ok(s.get::<SshHostCertificate>(id)?))
            }
            (Method::Patch, Route::SshHostCert(id)) => Ok(Reply::Ok(
                s.update_labels::<SshHostCertificate>(id, body::parse(body)?)?,
            )),
            (Method::Delete, Route::SshHostCert(id)) => {
                s.delete::<SshHostCertificate>(id).map(|_| Reply::NoContent)
            }
            (Method::Post, Route::SshCaRevocations(id)) => {
                let (created, revocation) = s.revocation_create(id, body::parse(body)?)?;
                Ok(match created {
                    true => Reply::Created(revocation),
                    false => Reply::Ok(revocation),
                })
            }
            (Method::Get, Route::SshCaRevocations(id)) => Ok(Reply::Ok(s.revocation_list(id)?)),
            (Method::Get, Route::SshCaKrl(id)) => Ok(Reply::Document(Document {
                content_type: KRL_TYPE.into(),
                bytes: s.krl(id)?,
            })),
            (Method::Get, Route::SamlMetadata(route_id)) => Ok(Reply::Document(Document {
                content_type: "application/samlmetadata+xml".into(),
                bytes: s.saml_sp_metadata(route_id)?.into_bytes(),
            })),
            (method, route) => Err(method_not_allowed(method, route)),
        }
    }
}

/// The page a list request asks for, its `before_id` checked against the kind's ID prefix.
fn page<R: Resource>(req: &ApiRequest) -> Result<PageQuery, ApiError> {
    PageQuery::parse(&req.query, R::PREFIX)
}

fn method_not_allowed(method: Method, route: Route) -> ApiError {
    let allowed: Vec<&str> = route.allowed().iter().map(|m| m.as_str()).collect();
    ApiError::new(
        405,
        code::METHOD_NOT_ALLOWED,
        format!(
            "{method} is not allowed here; allowed: {}",
            allowed.join(", ")
        ),
    )
}

/// A fresh `op_` ID for one request (errors and the `Ngrok-Operation-Id` header carry it).
pub fn new_operation_id() -> String {
    let mut payload = [0u8; 16];
    OsRng.fill_bytes(&mut payload);
    let secs = time::OffsetDateTime::now_utc().unix_timestamp();
    id::format("op", &id::raw(secs, payload))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::clock::Clock;
    use crate::store::{Store, StoreOptions};

    fn router(dir: &tempfile::TempDir) -> Router {
        let store = Store::open(&StoreOptions {
            path: dir.path().join("store"),
            lock_timeout: Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        })
        .unwrap();
        let clock = Clock::fixed(time::macros::datetime!(2026-11-22 10:00 UTC));
        Router::new(Service::new(store, clock, "http://127.0.0.1:4848"))
    }

    /// Issue 12: `PUT /tunnel_sessions?limit=1` answered 400 about the query instead of 405.
    #[test]
    fn a_wrong_method_is_reported_before_the_query_and_the_body() {
        let dir = tempfile::tempdir().unwrap();
        let router = router(&dir);
        for (method, path_and_query, body, allow) in [
            (
                Method::Put,
                "/tunnel_sessions?limit=1",
                None,
                vec![Method::Get],
            ),
            (
                Method::Delete,
                "/edges/tcp?limit=x",
                Some(b"{".to_vec()),
                vec![Method::Get, Method::Post],
            ),
            (
                Method::Patch,
                "/emulator/agents?page=2",
                Some(b"{\"unknown\":1}".to_vec()),
                vec![Method::Post],
            ),
        ] {
            let mut req = ApiRequest::from_path_and_query(method, path_and_query);
            req.body = body;
            let res = router.handle(&req);
            assert_eq!(res.status, 405, "{method} {path_and_query}: {:?}", res.body);
            let body = res.body.unwrap();
            assert_eq!(body["error_code"], code::METHOD_NOT_ALLOWED);
            assert_eq!(res.allow, allow);
        }
        // The query is still checked once the method is allowed.
        let res = router.handle(&ApiRequest::from_path_and_query(
            Method::Get,
            "/tunnel_sessions/ts_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa?limit=1",
        ));
        assert_eq!(res.status, 400);
        assert_eq!(res.body.unwrap()["error_code"], code::UNKNOWN_QUERY);
    }
}
