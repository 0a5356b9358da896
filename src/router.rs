//! (method, route) → service call. The paths themselves are declared once in `api::route`; the
//! CLI's local transport and `tunnelctl serve` both go through this dispatch, so their behaviour
//! cannot drift. The router parses the path, checks the method (405 with `Allow`) and the query,
//! and hands the request to its kind's handler in `router/<kind>.rs`.

mod api_key;
mod audit;
mod dry_runs;
mod emulator;
mod event_sub;
mod roles;
mod route_module;
mod session;
mod ssh_ca;
mod ssh_host_cert;
mod ssh_user_cert;
mod tcp_edge;
mod tls_termination;

use rand::Rng;
use serde_json::json;

use crate::api::actor::Actor;
use crate::api::page::PageQuery;
use crate::api::route::{self, Route};
use crate::api::{code, etag, ApiError, ApiRequest, ApiResponse, Document, Method};
use crate::id;
use crate::kind::{self, Kind};
use crate::service::audit::Refused;
use crate::service::resource::Resource;
use crate::service::{InScope, Origin, Service};
use crate::store::Scope;

/// What a handler produced: a body with a status, or nothing (204).
enum Reply {
    Created(serde_json::Value),
    Ok(serde_json::Value),
    /// 200 with a body whose `ETag` a later request may name in `If-Match` (a CA's policy).
    Tagged(serde_json::Value),
    /// 200 with a body that is not JSON.
    Document(Document),
    NoContent,
    /// 204, and the path of what the request made (the `Location` header), with what it dropped
    /// on the way (an agent's unfinished update, the `Tunnelctl-Dropped-Update` header).
    NoContentAt {
        path: String,
        dropped_update: Option<String>,
    },
}

pub struct Router {
    service: Service,
}

impl Router {
    pub fn new(service: Service) -> Self {
        Router { service }
    }

    /// Records a request `serve` refused (401, 403) in the audit trail, as the store's owner.
    pub fn record_refused(&self, refused: &Refused) -> Result<(), ApiError> {
        self.service
            .in_scope(&Scope::plain(), Actor::local())
            .record_refused(refused)
    }

    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Answers one request in a scope of its own: its writes commit, or are rolled back when it
    /// asks for a dry run.
    pub fn handle(&self, req: &ApiRequest) -> ApiResponse {
        self.handle_in(req, &Scope::plain())
    }

    /// Answers `req` with its reads and writes made in `scope` (a command's dry run or
    /// all-or-nothing unit, or a run on `serve`'s async thread); a request that asks for a dry run
    /// gets one of its own unless `scope` is one already.
    pub fn handle_in(&self, req: &ApiRequest, scope: &Scope) -> ApiResponse {
        if route::is_dry_runs(&req.path) {
            return self.dry_runs(req, scope);
        }
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
        let origin = Origin {
            client_address: req.client_address,
            operation_id: Some(response.operation_id.clone()),
        };
        let dispatch = |scope: &Scope| {
            let service = self.service.in_scope(scope, &req.actor);
            self.dispatch(&service.from_origin(origin.clone()), route, req)
        };
        let outcome = match req.dry_run {
            true => Scope::rolled_back(scope, dispatch),
            false => dispatch(scope),
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
            Ok(Reply::Tagged(body)) => {
                response.status = 200;
                response.etag = Some(etag::json_tag(&body));
                response.body = Some(body);
            }
            Ok(Reply::Document(document)) => {
                response.status = 200;
                response.document = Some(document);
            }
            Ok(Reply::NoContent) => {}
            Ok(Reply::NoContentAt {
                path,
                dropped_update,
            }) => {
                response.location = Some(self.service.uri(&path));
                response.dropped_update = dropped_update;
            }
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

    /// `POST /dry_runs`: its requests tried in one dry run (see `router/dry_runs.rs`), in `scope`
    /// when it is one already, else in one of its own, whatever the request asked.
    fn dry_runs(&self, req: &ApiRequest, scope: &Scope) -> ApiResponse {
        let mut response = ApiResponse::new(200, new_operation_id());
        let tried = match req.method {
            Method::Post => dry_runs::requests(req).map(|requests| {
                Scope::rolled_back(scope, |dry| {
                    dry_runs::try_in(|one, s| self.handle_in(one, s), &requests, dry)
                })
            }),
            method => Err(ApiError::new(
                405,
                code::METHOD_NOT_ALLOWED,
                format!("{method} is not allowed here; allowed: POST"),
            )),
        };
        match tried {
            Ok(body) => response.body = Some(body),
            Err(err) => {
                if err.status == 405 {
                    response.allow = vec![Method::Post];
                }
                response.status = err.status;
                response.body = Some(err.to_body(&response.operation_id));
            }
        }
        response
    }

    fn dispatch(&self, s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
        // A method the path does not allow is reported before anything else about the request.
        if !route.allowed().contains(&req.method) {
            return Err(method_not_allowed(req.method, route));
        }
        roles::check(&req.actor, req.method, route)?;
        let lists = req.method == Method::Get && route.is_list();
        // The KRL of several CAs checks its own (`id`).
        if !req.query.is_empty() && !lists && route != Route::SshCaKrls {
            return Err(ApiError::new(
                400,
                code::UNKNOWN_QUERY,
                "query parameters are only accepted on list requests",
            ));
        }
        let kind = route.kind();
        let (_, handle) = HANDLERS
            .iter()
            .find(|(k, _)| *k == kind)
            .expect("every kind has a handler (a unit test holds this)");
        handle(s, route, req)
    }
}

/// A kind's handler: answers every route of that kind.
type Handler = fn(&InScope, Route, &ApiRequest) -> Result<Reply, ApiError>;

/// Which handler answers each kind's routes (see [`Route::kind`]).
const HANDLERS: &[(&Kind, Handler)] = &[
    (&kind::TCP_EDGE, tcp_edge::handle),
    (&kind::TUNNEL_SESSION, session::handle),
    (&kind::AGENT_RELEASE, emulator::handle),
    (&kind::ROUTE_SAML, route_module::handle),
    (&kind::ROUTE_COMPRESSION, route_module::handle),
    (&kind::TLS_TERMINATION, tls_termination::handle),
    (&kind::EVENT_SUBSCRIPTION, event_sub::handle),
    (&kind::SSH_CA, ssh_ca::handle),
    (&kind::SSH_CA_POLICY, ssh_ca::handle),
    (&kind::SSH_USER_CERTIFICATE, ssh_user_cert::handle),
    (&kind::SSH_HOST_CERTIFICATE, ssh_host_cert::handle),
    (&kind::API_KEY, api_key::handle),
    (&kind::API_KEY_POLICY, api_key::handle),
    (&kind::AUDIT_RECORD, audit::handle),
];

/// A list request's page of the kind `R`.
fn list<R: Resource>(s: &InScope, req: &ApiRequest) -> Result<Reply, ApiError> {
    Ok(Reply::Ok(s.list::<R>(&page::<R>(req)?)?))
}

/// The page a list request asks for, its `before_id` checked against the kind's ID prefix.
fn page<R: Resource>(req: &ApiRequest) -> Result<PageQuery, ApiError> {
    PageQuery::parse(&req.query, R::KIND.prefix)
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
    rand::rng().fill_bytes(&mut payload);
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
            location: dir.path().join("store").into(),
            lock_timeout: Duration::from_secs(10),
            seed: Some(7),
            on_wait: None,
        })
        .unwrap();
        let clock = Clock::fixed(time::macros::datetime!(2026-11-22 10:00 UTC));
        Router::new(Service::new(store, clock, "http://127.0.0.1:4848"))
    }

    #[test]
    fn every_kind_has_a_handler() {
        for kind in crate::kind::KINDS {
            assert!(
                HANDLERS.iter().any(|(k, _)| k == kind),
                "{} has no handler in HANDLERS",
                kind.name
            );
        }
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
