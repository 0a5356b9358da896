//! `tunnelctl serve`: the router behind HTTP. This layer only does what HTTP adds — authentication,
//! the version header, content type, body limit, methods the API does not know — and hands every
//! request to the same router the local transport uses.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use axum::body::HttpBody;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::api::headers;
use crate::api::route::{self, Route};
use crate::api::{code, ApiError, ApiRequest, Method};
use crate::router::{self, Router};
use crate::service::api_key::token_digest;
use crate::service::seal::StoreKey;
use crate::store::{self, HandedBack, Tree};

pub mod access_log;
mod admit;
mod auth;
mod budget;
mod conditional;
pub mod connections;
mod health;
pub mod heap;
mod observe;
mod refusals;
mod response;
mod shutdown;
#[cfg(unix)]
pub mod socket;

use admit::{admit, refused};
use auth::{authenticate, authenticated};
use budget::{metered, reserve_answer, Share};
pub use budget::{ANSWER_BUDGET_ENV, MAX_BODY};
use response::{decorate, error_response, to_http};
pub use shutdown::shutdown_signal;

/// The largest body of a request answered on the async thread ([`answer_ahead`]): the body is
/// parsed at every evaluation, and the async threads are few and answer every connection, so a
/// client sending large bodies must not hold them (a larger one is parsed once, on the blocking
/// pool).
const EVALUATED_BODY_MOST: usize = 64 * 1024;
/// serve's own path for load balancers and orchestrators (API-NOTES "Health"): not an API route,
/// so it needs no key and no version header.
pub const HEALTH_PATH: &str = "/healthz";
/// Seconds a load balancer is told to wait before asking an unhealthy replica again.
const HEALTH_RETRY_AFTER: &str = "1";

struct Shared {
    router: Arc<Router>,
    access: Access,
    health: Arc<health::Health>,
    /// The access log and `/metrics`, of HTTP clients only (see [`handle`]).
    observer: observe::Observer,
    /// Refused requests of HTTP clients in the audit trail.
    refusals: refusals::RefusalTrail,
    /// Held while the stored API keys are read (see [`authenticate`]): requests that find them
    /// stale meanwhile wait for that one read instead of each making their own.
    reading_keys: tokio::sync::Mutex<()>,
}

/// Who may send requests, and what else the answer carries.
enum Access {
    /// Clients over HTTP holding an API key of the store (`/api_keys`) or one of these, the keys of
    /// `--api-key-file`: the SHA-256 of each, compared in constant time, never kept in plain text.
    /// Their requests use `serve`'s own store key.
    Keys(Vec<[u8; 32]>, Option<StoreKey>),
    /// Local commands of the same user on the store's socket (see [`socket`]): no key, the same
    /// tunnelctl version, and a CA passphrase and a store key may come with the request.
    Socket(Arc<socket::Holder>),
}

/// The axum application serving `router` to clients holding one of `api_keys`, answering with
/// `store_key` (`serve --store-key-file`), each request's line going to `log`.
pub fn app(
    router: Arc<Router>,
    api_keys: &[String],
    store_key: Option<StoreKey>,
    log: Arc<access_log::AccessLog>,
) -> axum::Router {
    let key_digests = api_keys.iter().map(|k| token_digest(k)).collect();
    axum::Router::new()
        .fallback(handle)
        .with_state(Arc::new(Shared {
            health: health::Health::new(router.clone()),
            observer: observe::Observer::new(router.clone(), Some(log)),
            refusals: Default::default(),
            router,
            access: Access::Keys(key_digests, store_key),
            reading_keys: Default::default(),
        }))
}

/// The same application on the store's socket: the same router and the same answers, for local
/// commands that find the store held by this process.
pub fn socket_app(router: Arc<Router>, holder: Arc<socket::Holder>) -> axum::Router {
    socket::routes()
        .fallback(handle)
        .with_state(Arc::new(Shared {
            health: health::Health::new(router.clone()),
            observer: observe::Observer::new(router.clone(), None),
            refusals: Default::default(),
            router,
            access: Access::Socket(holder),
            reading_keys: Default::default(),
        }))
}

async fn handle(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let started = std::time::Instant::now();
    let seen = observe::Seen::of(&request);
    let client_address = request
        .extensions()
        .get::<connections::ClientAddress>()
        .map(|address| address.0);
    let preconditions = conditional::Preconditions::of(request.method(), request.headers());
    let response = match &shared.access {
        Access::Socket(holder) => {
            let _busy = holder.activity.begin();
            answer(&shared, request).await
        }
        Access::Keys(..) if request.uri().path() == HEALTH_PATH => {
            health(&shared.health, request.method()).await
        }
        Access::Keys(file_keys, _) if request.uri().path() == observe::METRICS_PATH => {
            metrics(&shared, file_keys, request.method(), request.headers()).await
        }
        Access::Keys(..) => answer(&shared, request).await,
    };
    let mut response = preconditions.apply(response);
    if let Access::Socket(_) = shared.access {
        socket::mark(response.headers_mut());
    }
    // Local commands on the socket are the store owner's own: logged by nobody, as in process.
    if let Access::Keys(..) = shared.access {
        shared.observer.record(&seen, &response, started.elapsed());
        shared
            .refusals
            .note(&shared.router, &seen, &response, client_address);
    }
    response
}

/// `GET /metrics`: the Prometheus text format, for a client holding an API key like any other
/// (docs/serve.md's "Monitoring serve" says why). No version header: Prometheus sends none.
async fn metrics(
    shared: &Shared,
    file_keys: &[[u8; 32]],
    method: &axum::http::Method,
    headers: &HeaderMap,
) -> Response {
    let actor = match authenticate(shared, file_keys, observe::METRICS_PATH, headers).await {
        Ok(actor) => actor,
        Err(err) => return error_response(&err, &router::new_operation_id(), &[]),
    };
    let mut response = if method != axum::http::Method::GET && method != axum::http::Method::HEAD {
        let err = ApiError::new(
            405,
            code::METHOD_NOT_ALLOWED,
            format!(
                "{method} is not allowed on {}: send GET",
                observe::METRICS_PATH
            ),
        );
        error_response(&err, &router::new_operation_id(), &[Method::Get])
    } else {
        let mut response = shared.observer.metrics();
        decorate(response.headers_mut(), &router::new_operation_id(), &[]);
        response
    };
    if let Some(key_id) = observe::KeyId::of(&actor) {
        response.extensions_mut().insert(key_id);
    }
    response
}

/// Answers a request through the router, which gives the answer its operation ID; a request
/// refused before it reaches the router gets one here. Every answer to a request whose key was
/// accepted names that key in the access log, a refusal of the HTTP layer (413, 415, 503) too.
async fn answer(shared: &Arc<Shared>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let actor = match authenticated(shared, &parts, !body.is_end_stream()).await {
        Ok(actor) => actor,
        Err(refusal) => return refused(&refusal),
    };
    let key_id = actor.as_ref().and_then(observe::KeyId::of);
    let mut response = match admit(shared, parts, body, actor).await {
        Ok((api_request, share)) => {
            let (read, dry_run) = (api_request.method == Method::Get, api_request.dry_run);
            match reserve_answer(&api_request) {
                Ok(reserved) => {
                    let (mut response, reserved) =
                        answer_admitted(shared, api_request, share, reserved).await;
                    if dry_run {
                        // Tells the client that nothing it asked for was kept.
                        let value = HeaderValue::from_static(headers::DRY_RUN_VALUE);
                        response.headers_mut().insert(headers::DRY_RUN, value);
                    }
                    metered(response, reserved, read).await
                }
                Err(err) => error_response(&err, &router::new_operation_id(), &[]),
            }
        }
        Err(refusal) => refused(&refusal),
    };
    if let Some(key_id) = key_id {
        response.extensions_mut().insert(key_id);
    }
    response
}

/// The router's answer to an admitted request. The body's `share` of
/// [`budget::BODY_BUDGET`] is held until the router is done with the body; `reserved`, the
/// answer's share of [`budget::ANSWER_BUDGET`], comes back with the answer, and is held until the
/// router is done even when the client has gone meanwhile.
async fn answer_admitted(
    shared: &Arc<Shared>,
    api_request: ApiRequest,
    share: Share,
    reserved: Share,
) -> (Response, Share) {
    // Answered on this thread when the store can without blocking it: handing a request to the
    // blocking pool and back costs more (two thread wake-ups) than a B-tree lookup.
    let handed_back = match answer_ahead(shared, &api_request).await {
        Ok(response) => return (response, reserved),
        Err(handed_back) => handed_back,
    };
    let shared = shared.clone();
    let dry_runs = route::is_dry_runs(&api_request.path);
    // Moved along: the request outlives this future if the client goes away.
    let handle = move || {
        let _share = share;
        let scope = store::Scope::handed_back(handed_back);
        (shared.router.handle_in(&api_request, &scope), reserved)
    };
    match blocking(handle).await {
        Ok((response, reserved)) => {
            let within = dry_runs
                .then(|| refusals::RefusedWithin::of(response.body.as_ref()))
                .flatten();
            let mut response = to_http(response);
            if let Some(within) = within {
                response.extensions_mut().insert(within);
            }
            (response, reserved)
        }
        Err(err) => (error_response(&err, &router::new_operation_id(), &[]), None),
    }
}

/// `GET /healthz`: 200 when the store answers a read and takes a write, 503 with `Retry-After`
/// when it does not, or not within [`health::WAIT`]. The body says only that, never anything
/// stored or why (the reason goes to serve's stderr).
async fn health(health: &Arc<health::Health>, method: &axum::http::Method) -> Response {
    let operation_id = router::new_operation_id();
    if method != axum::http::Method::GET && method != axum::http::Method::HEAD {
        let err = ApiError::new(
            405,
            code::METHOD_NOT_ALLOWED,
            format!("{method} is not allowed on {HEALTH_PATH}: send GET"),
        );
        return error_response(&err, &operation_id, &[Method::Get]);
    }
    let (status, body) = match health.check().await {
        Ok(()) => (StatusCode::OK, r#"{"status":"ok"}"#),
        Err(why) => {
            let _ = crate::output::stderr().words(&format!(
                "{HEALTH_PATH}: the store does not answer: {why}\n"
            ));
            (
                StatusCode::SERVICE_UNAVAILABLE,
                r#"{"status":"unavailable"}"#,
            )
        }
    };
    let mut response = (status, [(header::CONTENT_TYPE, "application/json")], body).into_response();
    decorate(response.headers_mut(), &operation_id, &[]);
    if status == StatusCode::SERVICE_UNAVAILABLE {
        response.headers_mut().insert(
            header::RETRY_AFTER,
            HeaderValue::from_static(HEALTH_RETRY_AFTER),
        );
    }
    response
}

/// Answers `request` on this async thread when the store can without blocking it (see
/// [`Store::run_unblocked`](store::Store::run_unblocked)), sparing it the hand-off to the
/// blocking pool and back. `Err` when it cannot (a dry run, a write on sled, a request that needs
/// more of the store than records by key and pages), with how the request is to run on the
/// blocking pool, where it is answered the usual way.
async fn answer_ahead(shared: &Shared, request: &ApiRequest) -> Result<Response, HandedBack> {
    let large = request
        .body
        .as_ref()
        .is_some_and(|b| b.len() > EVALUATED_BODY_MOST);
    if request.dry_run || large {
        return Err(HandedBack::AsUsual);
    }
    let store = shared.router.service().store();
    let record = Route::parse(&request.path)
        .and_then(Route::record)
        .map(|(kind, key)| (Tree::of(kind), key));
    let record = record.as_ref().map(|(tree, key)| (*tree, key.as_str()));
    let run = |scope: &store::Scope| on_this_thread(|| shared.router.handle_in(request, scope));
    let may_write = request.method != Method::Get;
    Ok(match store.run_unblocked(record, may_write, run).await? {
        Ok(Ok(response)) => to_http(response),
        Ok(Err(panicked)) => panicked,
        Err(failure) => {
            let err = ApiError::from(failure);
            error_response(&err, &router::new_operation_id(), &[])
        }
    })
}

/// Runs `f`, the router, on this async thread. A panic in it is a 500 for this request only, as
/// on the blocking pool (see [`blocking`]).
fn on_this_thread<T>(f: impl FnOnce() -> T) -> Result<T, Response> {
    std::panic::catch_unwind(AssertUnwindSafe(f)).map_err(|panic| panic_response(&*panic))
}

/// The 500 answer to a request whose handling panicked.
fn panic_response(panic: &(dyn std::any::Any + Send)) -> Response {
    let what = panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic");
    let err = ApiError::internal(format!("panicked: {what}"));
    error_response(&err, &router::new_operation_id(), &[])
}

/// Runs `f` on the blocking pool: the router is synchronous and flushes to disk, so it stays off
/// the async workers. A panic in `f` is a 500 for this request only: the pool's thread unwinds
/// (the release and dev profiles keep `panic = "unwind"`), the store's locks shrug off poisoning,
/// and the next request is served as usual.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(ApiError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ApiResponse;
    use axum::body::to_bytes;
    use serde_json::Value;
    use std::time::Duration;

    /// `/healthz` is 503 with `Retry-After` while the store does not answer (here another opening
    /// holds the sled database this server let go of), and 200 again once it does.
    #[test]
    fn health_is_503_while_the_store_does_not_answer() {
        use crate::store::{Store, StoreOptions};
        let dir = tempfile::tempdir().unwrap();
        let options = StoreOptions {
            location: dir.path().join("store").into(),
            lock_timeout: Duration::from_millis(100),
            seed: None,
            on_wait: None,
        };
        let clock = crate::clock::Clock::fixed(time::OffsetDateTime::UNIX_EPOCH);
        let service = crate::service::Service::open(&options, clock, "http://x").unwrap();
        let router = Arc::new(Router::new(service));
        let store_health = health::Health::new(router.clone());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        let check = || {
            runtime.block_on(async {
                let response = health(&store_health, &axum::http::Method::GET).await;
                let status = response.status().as_u16();
                let retry = response.headers().get(header::RETRY_AFTER).cloned();
                let body = to_bytes(response.into_body(), 1024).await.unwrap();
                (status, retry, String::from_utf8(body.to_vec()).unwrap())
            })
        };
        assert_eq!(check(), (200, None, r#"{"status":"ok"}"#.to_string()));
        router.service().store().release();
        let other = Store::open(&options).unwrap();
        let (status, retry, body) = check();
        assert_eq!(
            (status, body.as_str()),
            (503, r#"{"status":"unavailable"}"#)
        );
        assert_eq!(retry.unwrap(), "1");
        drop(other);
        assert_eq!(check().0, 200);
    }

    /// Issue 12, item 4: a panic while handling one request is a 500 for it, and the next
    /// request is served.
    #[test]
    fn a_panic_in_the_router_is_a_500_for_that_request_only() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .max_blocking_threads(1)
            .build()
            .unwrap();
        runtime.block_on(async {
            let err = blocking(|| -> ApiResponse { panic!("a bug") })
                .await
                .unwrap_err();
            let response = error_response(&err, "op_x", &[]);
            assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
            let body = to_bytes(response.into_body(), MAX_BODY).await.unwrap();
            let body: Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(body["status_code"], 500);
            assert_eq!(body["error_code"], code::INTERNAL);
            assert_eq!(body["details"]["operation_id"], "op_x");
            assert!(body["msg"].as_str().unwrap().contains("a bug"), "{body}");
            // The only blocking thread unwound and serves the next request.
            assert_eq!(blocking(|| 7).await.unwrap(), 7);
            // The same on the async thread (a read on the socket, a GET or a create on PostgreSQL).
            let response = on_this_thread(|| -> ApiResponse { panic!("a bug") }).unwrap_err();
            assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
            let body = to_bytes(response.into_body(), MAX_BODY).await.unwrap();
            let body: Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(body["error_code"], code::INTERNAL);
            assert!(body["msg"].as_str().unwrap().contains("a bug"), "{body}");
            assert_eq!(on_this_thread(|| 7).ok(), Some(7));
        });
    }
}
