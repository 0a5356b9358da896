//! `tunnelctl serve`: the router behind HTTP. This layer only does what HTTP adds — authentication,
//! the version header, content type, body limit, methods the API does not know — and hands every
//! request to the same router the local transport uses.

use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes, HttpBody};
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use subtle::{ConditionallySelectable, ConstantTimeEq};
use tokio::sync::{Semaphore, SemaphorePermit};

use crate::api::actor::Actor;
use crate::api::headers;
use crate::api::page::MAX_LIMIT;
use crate::api::route::Route;
use crate::api::{code, ApiError, ApiRequest, ApiResponse, Method};
use crate::router::{self, Router};
use crate::service::api_key::token_digest;
use crate::service::seal::StoreKey;
use crate::store::{self, HandedBack, Tree};

pub mod access_log;
mod conditional;
pub mod connections;
mod health;
pub mod heap;
mod observe;
mod refusals;
#[cfg(unix)]
pub mod socket;

/// Largest request body accepted (API-NOTES: over 1 MiB → 413).
pub const MAX_BODY: usize = 1024 * 1024;
/// Oversized bodies up to this size are read and discarded before the 413, so that the client,
/// still sending, gets the answer instead of a broken pipe; beyond it the connection is cut. What
/// is read past [`MAX_BODY`] is dropped as it arrives, never kept.
const DRAIN_LIMIT: usize = 16 * MAX_BODY;
/// Bytes of request bodies held at once by this process, across every client (HTTP and the
/// store's socket): a body holds its share from its first byte until its request is answered. A
/// body that would go over it is refused with 503 and `Retry-After`, so no number of clients, even
/// with a valid key, can make the server hold more than this for bodies.
const BODY_BUDGET: usize = 16 * MAX_BODY;
/// The largest body of a request answered on the async thread ([`answer_ahead`]): the body is
/// parsed at every evaluation, and the async threads are few and answer every connection, so a
/// client sending large bodies must not hold them (a larger one is parsed once, on the blocking
/// pool).
const EVALUATED_BODY_MOST: usize = 64 * 1024;
/// The first bytes of each body take no share of the budget, so that a small request is answered
/// even while big ones hold all of it. Bounded anyway: a connection costs hyper's buffers of about
/// this size already, and connections are capped (see [`connections`]).
const UNMETERED: usize = 16 * 1024;
/// Seconds a client is told to wait when the budget is spent.
const BUSY_RETRY_AFTER: &str = "1";
static BODIES: Semaphore = Semaphore::const_new(BODY_BUDGET);
/// Bytes of answers made but not yet handed to the kernel, across every client. An answer holds
/// its share (beyond its first [`UNMETERED`] bytes) from before it is made until hyper has written
/// its last byte or dropped it with its connection: a client that stops reading keeps its answer
/// until the write timeout cuts it, and 3 000 such clients, each with a list page of ~420 KB
/// pending, took `serve` to 1.6 GB. A read the budget has no room for is refused with 503 and
/// `Retry-After` before its page is made.
const ANSWER_BUDGET: usize = 64 * MAX_BODY;
static ANSWERS: Semaphore = Semaphore::const_new(ANSWER_BUDGET);
/// Testing aid: a smaller answers' budget in KiB (at most [`ANSWER_BUDGET`]), so that a test fills
/// it with a few stalled clients however busy the machine is.
pub const ANSWER_BUDGET_ENV: &str = "TUNNELCTL_SERVE_ANSWER_BUDGET_KIB";

/// Applies [`ANSWER_BUDGET_ENV`] once per process: the part of the budget above it is taken for
/// good.
fn shrink_answer_budget() -> Result<(), String> {
    static ONCE: std::sync::Once = std::sync::Once::new();
    let Ok(text) = std::env::var(ANSWER_BUDGET_ENV) else {
        return Ok(());
    };
    let kib = (text.trim().parse::<usize>().ok())
        .filter(|kib| (1..=ANSWER_BUDGET / 1024).contains(kib))
        .ok_or_else(|| {
            format!(
                "{ANSWER_BUDGET_ENV}={text:?}: expected KiB from 1 to {}",
                ANSWER_BUDGET / 1024
            )
        })?;
    ONCE.call_once(|| {
        let above = u32::try_from(ANSWER_BUDGET - kib * 1024).expect("the budget fits in u32");
        if let Ok(taken) = ANSWERS.try_acquire_many(above) {
            taken.forget();
        }
    });
    Ok(())
}
/// What each item of a list page is expected to take while the page is made (the record read,
/// its JSON value, its text; ~4 KiB records take about that thrice): the share [`reserve_answer`]
/// takes, made to fit once the page is known. Measured with 3 000 clients that stop reading:
/// a peak of 257 MiB at 4 KiB an item, 171–181 MiB at 16 KiB, 146 MiB at 32 KiB.
const ITEM_ESTIMATE: usize = 16 * 1024;
/// How long a client may take to send its request body.
const BODY_TIMEOUT: Duration = Duration::from_secs(30);
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
    let actor = match authenticate(shared, file_keys, headers).await {
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

/// The answer to a request the HTTP layer refused.
fn refused(refusal: &Refusal) -> Response {
    let mut response = error_response(&refusal.err, &router::new_operation_id(), &refusal.allow);
    if refusal.body_unread {
        // The rest of the body is never read, so the connection cannot carry another
        // request: say so, or a client would send its next request on a closed connection.
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    if refusal.err.status == 503 {
        response.headers_mut().insert(
            header::RETRY_AFTER,
            HeaderValue::from_static(BUSY_RETRY_AFTER),
        );
    }
    response
}

/// The router's answer to an admitted request. The body's `share` of [`BODY_BUDGET`] is held until
/// the router is done with the body; `reserved`, the answer's share of [`ANSWER_BUDGET`], comes back
/// with the answer, and is held until the router is done even when the client has gone meanwhile.
async fn answer_admitted(
    shared: &Arc<Shared>,
    api_request: ApiRequest,
    share: Share,
    reserved: Share,
) -> (Response, Share) {
    // A read from a local command on the socket is answered on this thread: it is a B-tree
    // lookup, and handing it to the blocking pool and back would cost more (two thread wake-ups)
    // than the lookup itself. Writes flush to disk: they go to the blocking pool.
    if inline(shared, &api_request) {
        let response = match on_this_thread(|| shared.router.handle(&api_request)) {
            Ok(response) => to_http(response),
            Err(panicked) => panicked,
        };
        return (response, reserved);
    }
    let handed_back = match answer_ahead(shared, &api_request).await {
        Ok(response) => return (response, reserved),
        Err(handed_back) => handed_back,
    };
    let shared = shared.clone();
    // Moved along: the request outlives this future if the client goes away.
    let handle = move || {
        let _share = share;
        let scope = store::Scope::handed_back(handed_back);
        (shared.router.handle_in(&api_request, &scope), reserved)
    };
    match blocking(handle).await {
        Ok((response, reserved)) => (to_http(response), reserved),
        Err(err) => (error_response(&err, &router::new_operation_id(), &[]), None),
    }
}

/// Takes, before `request` is answered, the share of [`ANSWER_BUDGET`] its answer is expected to
/// need: [`ITEM_ESTIMATE`] for each item of a list page, a write's body size for the record it
/// answers with, nothing for the rest ([`metered`] takes what they need once made). Pages being
/// made stay within the budget this way, and a read the budget has no room for is refused before
/// the store is read, nothing done.
fn reserve_answer(request: &ApiRequest) -> Result<Share, ApiError> {
    let list = request.method == Method::Get
        && Route::parse(&request.path).is_some_and(|route| route.is_list());
    let expected = if list {
        let limit = request
            .query
            .iter()
            .find(|(key, _)| key == "limit")
            .and_then(|(_, value)| value.parse().ok())
            .map_or(MAX_LIMIT, |limit: usize| limit.min(MAX_LIMIT));
        limit * ITEM_ESTIMATE
    } else {
        request.body.as_ref().map_or(0, Vec::len)
    };
    let wanted = expected.saturating_sub(UNMETERED);
    if wanted == 0 {
        return Ok(None);
    }
    // At most MAX_LIMIT items or MAX_BODY bytes, which fit in a u32.
    u32::try_from(wanted)
        .ok()
        .and_then(|n| ANSWERS.try_acquire_many(n).ok())
        .map(Some)
        .ok_or_else(answers_busy)
}

fn answers_busy() -> ApiError {
    ApiError::new(
        503,
        code::ANSWERS_BUSY,
        format!(
            "the server already holds as many answers not yet sent as it allows at once \
             ({ANSWER_BUDGET} bytes across all clients); nothing was done: retry in a moment"
        ),
    )
}

/// `response`, whose body now holds its share of [`ANSWER_BUDGET`] (`share`, made to fit its size)
/// until hyper has written its last byte or dropped it with the connection. When the budget has
/// no room for it, a read's answer is dropped for a 503; a write's goes out anyway (the write is
/// done, and its reservation already counted its body).
async fn metered(response: Response, mut share: Share, read: bool) -> Response {
    let (parts, body) = response.into_parts();
    // Every body here is made whole in memory: this takes it as it is, without a copy.
    let bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(bytes) => bytes,
        Err(err) => {
            return error_response(&ApiError::internal(err), &router::new_operation_id(), &[])
        }
    };
    // Never more than the whole budget, or a huge answer would never find room.
    let needed = bytes.len().saturating_sub(UNMETERED).min(ANSWER_BUDGET);
    let held = share.as_ref().map_or(0, SemaphorePermit::num_permits);
    if needed == 0 {
        share = None;
    } else if needed < held {
        drop(share.as_mut().and_then(|s| s.split(held - needed)));
    } else if needed > held {
        // At most ANSWER_BUDGET, which fits in a u32.
        let more = u32::try_from(needed - held)
            .ok()
            .and_then(|n| ANSWERS.try_acquire_many(n).ok());
        match (more, &mut share) {
            (Some(more), Some(held)) => held.merge(more),
            (Some(more), None) => share = Some(more),
            (None, _) if read => {
                return error_response(&answers_busy(), &router::new_operation_id(), &[])
            }
            (None, _) => {}
        }
    }
    let body = match share {
        Some(share) => Body::from(Bytes::from_owner(Held {
            bytes,
            _share: share,
        })),
        None => Body::from(bytes),
    };
    Response::from_parts(parts, body)
}

/// An answer's bytes with their share of [`ANSWER_BUDGET`]: hyper keeps the bytes until they are
/// written, so the share goes back exactly when they do.
struct Held {
    bytes: Bytes,
    _share: SemaphorePermit<'static>,
}

impl AsRef<[u8]> for Held {
    fn as_ref(&self) -> &[u8] {
        &self.bytes
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

/// Answers `request` on this async thread when the store can without blocking it (on
/// PostgreSQL: see [`Store::run_unblocked`](store::Store::run_unblocked)), sparing it the
/// hand-off to the blocking pool and back. `Err` when it cannot (a dry run, sled, a request
/// that needs more of the database than records by key), with how the request is to run on the
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

/// Whether `request` is answered on the async thread rather than on the blocking pool: a GET on
/// the store's socket (see [`answer`]).
fn inline(shared: &Shared, request: &ApiRequest) -> bool {
    matches!(shared.access, Access::Socket(_)) && request.method == Method::Get
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

/// A request the HTTP layer refuses.
struct Refusal {
    err: ApiError,
    /// The methods to list in `Allow` (a 405).
    allow: Vec<Method>,
    /// Part of the request body was left unread, so the connection is closed after the answer.
    body_unread: bool,
}

/// A body's share of [`BODY_BUDGET`]; given back when dropped.
type Share = Option<SemaphorePermit<'static>>;

/// Who sent a request over HTTP, by its API key ([`authenticate`]); `None` on the store's socket
/// and on a public route, where no key is asked for.
async fn authenticated(
    shared: &Shared,
    parts: &Parts,
    body_unread: bool,
) -> Result<Option<Actor>, Refusal> {
    let Access::Keys(file_keys, _) = &shared.access else {
        return Ok(None);
    };
    if is_public(parts) {
        return Ok(None);
    }
    match authenticate(shared, file_keys, &parts.headers).await {
        Ok(actor) => Ok(Some(actor)),
        Err(err) => Err(Refusal {
            err,
            allow: Vec::new(),
            body_unread,
        }),
    }
}

/// Checks what HTTP adds and turns the request of `actor` (see [`authenticated`]) into an
/// `ApiRequest`, with its body's share of the budget.
async fn admit(
    shared: &Shared,
    parts: Parts,
    body: Body,
    actor: Option<Actor>,
) -> Result<(ApiRequest, Share), Refusal> {
    let body_unread = !body.is_end_stream();
    let refused_head = |(err, allow)| Refusal {
        err,
        allow,
        body_unread,
    };
    let method = check_head(shared, &parts).map_err(refused_head)?;
    let plain = |err: ApiError| Refusal {
        err,
        allow: Vec::new(),
        body_unread: false,
    };
    let too_large = |body_unread| Refusal {
        body_unread,
        ..plain(ApiError::new(
            413,
            code::TOO_LARGE,
            format!("the request body is larger than the limit of {MAX_BODY} bytes"),
        ))
    };
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > DRAIN_LIMIT) {
        return Err(too_large(true));
    }
    let cut = |err| Refusal {
        body_unread: true,
        ..plain(err)
    };
    let (bytes, share) = match tokio::time::timeout(BODY_TIMEOUT, read_body(body)).await {
        Err(_) => {
            return Err(cut(ApiError::new(
                408,
                "ERR_NGROK_408",
                "the request body did not arrive in time",
            )))
        }
        Ok(Err(BodyError::TooLarge { drained })) => return Err(too_large(!drained)),
        Ok(Err(BodyError::Busy)) => {
            return Err(plain(ApiError::new(
                503,
                code::BODIES_BUSY,
                format!(
                    "the server already holds as many request bodies as it allows at once \
                     ({BODY_BUDGET} bytes across all clients); nothing was done: retry in a moment"
                ),
            )))
        }
        Ok(Err(BodyError::Broken)) => {
            return Err(cut(ApiError::invalid(
                "the request body could not be read to its end",
            )))
        }
        Ok(Ok(read)) => read,
    };
    if !bytes.is_empty() {
        let content_type = parts
            .headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let media_type = content_type.split(';').next().unwrap_or("").trim();
        if !media_type.eq_ignore_ascii_case("application/json") {
            return Err(plain(ApiError::new(
                415,
                code::CONTENT_TYPE,
                format!("request bodies must be JSON with Content-Type: application/json; got {content_type:?}"),
            )));
        }
    }
    let path_and_query = parts.uri.path_and_query().map_or("/", |pq| pq.as_str());
    let mut api_request = ApiRequest::from_path_and_query(method, path_and_query);
    api_request.body = (!bytes.is_empty()).then_some(bytes);
    if let Some(actor) = actor {
        api_request.actor = actor;
    }
    api_request.client_address = parts
        .extensions
        .get::<connections::ClientAddress>()
        .map(|address| address.0);
    match &shared.access {
        Access::Socket(_) => {
            // Only the socket carries a passphrase: an HTTP request never does (API-NOTES).
            api_request.ca_passphrase = socket::passphrase(&parts.headers).map_err(plain)?;
            // The caller's store key or none, never this process's: through the socket a command
            // gets what it would get opening the store itself.
            api_request.store_key = socket::store_key(&parts.headers).map_err(plain)?;
        }
        Access::Keys(_, store_key) => api_request.store_key.clone_from(store_key),
    }
    api_request.dry_run = dry_run(&parts.headers).map_err(plain)?;
    api_request.if_match = parts
        .headers
        .get(header::IF_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    Ok((api_request, share))
}

/// Whether a request asks to be a dry run (run, then rolled back); a value other than
/// [`headers::DRY_RUN_VALUE`] is refused, not guessed at: nothing is done.
fn dry_run(headers: &HeaderMap) -> Result<bool, ApiError> {
    match headers.get(headers::DRY_RUN).map(HeaderValue::as_bytes) {
        None => Ok(false),
        Some(value) if value == headers::DRY_RUN_VALUE.as_bytes() => Ok(true),
        Some(_) => Err(ApiError::invalid(format!(
            "the {} header must be {} when it is given; nothing was done",
            headers::DRY_RUN,
            headers::DRY_RUN_VALUE
        ))),
    }
}

/// Why a body was not read.
#[derive(Debug, PartialEq)]
enum BodyError {
    /// Over [`MAX_BODY`]; `drained` when it was read to its end (under [`DRAIN_LIMIT`]).
    TooLarge { drained: bool },
    /// Keeping it would have gone over [`BODY_BUDGET`]; it was read to its end and dropped.
    Busy,
    /// The client's connection broke mid-body.
    Broken,
}

/// Reads a body into memory, taking its share of [`BODIES`] before each allocation (beyond the
/// first [`UNMETERED`] bytes), so that what request bodies hold stays within [`BODY_BUDGET`] however
/// many clients send at once; one body holds at most [`MAX_BODY`] bytes (and the same capacity).
/// A body over the limit, or one the budget has no room for, is read on to its end only to be
/// dropped (up to [`DRAIN_LIMIT`]): the client, still sending, then gets the answer rather than a
/// reset connection.
async fn read_body(mut body: Body) -> Result<(Vec<u8>, Share), BodyError> {
    let (mut bytes, mut share): (Vec<u8>, Share) = (Vec::new(), None);
    let (mut seen, mut busy) = (0usize, false);
    while let Some(frame) = std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await {
        let Ok(data) = frame.map_err(|_| BodyError::Broken)?.into_data() else {
            continue; // trailers
        };
        seen += data.len();
        if seen > DRAIN_LIMIT {
            return Err(BodyError::TooLarge { drained: false });
        }
        if busy || seen > MAX_BODY {
            (bytes, share) = (Vec::new(), None);
            continue;
        }
        if seen > bytes.capacity() {
            let capacity = seen.max(bytes.capacity() * 2).min(MAX_BODY);
            let more = capacity
                .saturating_sub(UNMETERED)
                .saturating_sub(share.as_ref().map_or(0, SemaphorePermit::num_permits));
            if more > 0 {
                // `more` is at most MAX_BODY, which fits in a u32.
                let acquired = u32::try_from(more)
                    .ok()
                    .and_then(|n| BODIES.try_acquire_many(n).ok());
                match (acquired, &mut share) {
                    (Some(more), Some(held)) => held.merge(more),
                    (Some(more), None) => share = Some(more),
                    (None, _) => {
                        (bytes, share, busy) = (Vec::new(), None, true);
                        continue;
                    }
                }
            }
            bytes.reserve_exact(capacity - bytes.len());
        }
        bytes.extend_from_slice(&data);
    }
    match (seen > MAX_BODY, busy) {
        (true, _) => Err(BodyError::TooLarge { drained: true }),
        (false, true) => Err(BodyError::Busy),
        (false, false) => Ok((bytes, share)),
    }
}

/// A public route (the SAML SP metadata, a CA's KRL) is fetched by parties that hold no key and
/// speak no API version: an identity provider, a server updating its KRL on a timer.
fn is_public(parts: &Parts) -> bool {
    Route::parse(parts.uri.path()).is_some_and(|r| r.is_public())
}

/// What can be checked before the body is read, after the key ([`authenticate`]): the version
/// header, the method. A refusal carries the methods to list in `Allow` when it is a 405.
fn check_head(shared: &Shared, parts: &Parts) -> Result<Method, (ApiError, Vec<Method>)> {
    let plain = |err: ApiError| (err, Vec::new());
    let public = is_public(parts);
    match &shared.access {
        Access::Keys(..) => {}
        Access::Socket(holder) => {
            socket::check_version(&parts.headers).map_err(plain)?;
            socket::check_clock(holder, &parts.headers).map_err(plain)?;
        }
    }
    match parts
        .headers
        .get(headers::API_VERSION)
        .map(|v| v.as_bytes())
    {
        None if public => {}
        None => {
            return Err(plain(ApiError::new(
                400,
                code::MISSING_VERSION,
                "the Ngrok-Version header is required; send Ngrok-Version: 2",
            )))
        }
        Some(b"2") => {}
        Some(other) => {
            let given = String::from_utf8_lossy(other);
            return Err(plain(ApiError::new(
                400,
                code::BAD_VERSION,
                format!("unsupported Ngrok-Version {given:?}; this server speaks version 2"),
            )));
        }
    }
    Method::parse(parts.method.as_str()).ok_or_else(|| {
        let allow = Route::parse(parts.uri.path()).map_or(Vec::new(), |r| r.allowed().to_vec());
        let msg = format!("{} is not allowed here", parts.method);
        (ApiError::new(405, code::METHOD_NOT_ALLOWED, msg), allow)
    })
}

/// Accepts a request bearing a key of `--api-key-file` (`file_keys`) or one stored in `/api_keys`,
/// and answers who sent it. The stored keys are read again once what was read of them is older
/// than [`STORED_KEYS_TTL`](crate::service::api_key::STORED_KEYS_TTL), so a key deleted, or given
/// another role, on another replica is taken as it now is within it.
async fn authenticate(
    shared: &Shared,
    file_keys: &[[u8; 32]],
    headers: &HeaderMap,
) -> Result<Actor, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Err(ApiError::new(
            401,
            code::MISSING_AUTH,
            "an API key is required: send Authorization: Bearer <API key>",
        ));
    };
    let Some(presented) = value.to_str().ok().and_then(bearer_token) else {
        return Err(ApiError::new(
            401,
            code::UNKNOWN_KEY,
            "the Authorization header is not a bearer token: send Authorization: Bearer <API key>",
        ));
    };
    let presented = token_digest(presented);
    // A key of the file needs no look at the store: under load (hundreds of clients at once) the
    // reads of the stored keys would otherwise queue on the blocking pool before every answer.
    if matching(file_keys.iter(), &presented).is_some() {
        return Ok(Actor::FileKey);
    }
    let cached = || shared.router.service().cached_api_keys();
    let stored = match cached() {
        Some(stored) => stored,
        None => {
            let _reading = shared.reading_keys.lock().await;
            match cached() {
                Some(stored) => stored,
                None => {
                    let router = shared.router.clone();
                    blocking(move || router.service().read_api_keys()).await??
                }
            }
        }
    };
    let Some(found) = matching(stored.iter().map(|key| &key.digest), &presented) else {
        return Err(ApiError::new(
            401,
            code::UNKNOWN_KEY,
            "the API key is not valid",
        ));
    };
    let key = &stored[found];
    let service = shared.router.service();
    service.check_key_in_date(key)?;
    // `last_used_at` is bookkeeping in a write of its own, never a dry run's; a store that
    // refuses it (a read-only replica) fails no request.
    let due = || service.key_use_due(key);
    if let Some(id) = matches!(dry_run(headers), Ok(false)).then(due).flatten() {
        let router = shared.router.clone();
        if let Err(err) = blocking(move || router.service().record_key_use(&id)).await? {
            crate::output::warning(&format!(
                "could not record that an API key was used: {}",
                err.msg
            ));
        }
    }
    Ok(key.actor.clone())
}

/// Which of `keys` is `presented`. Every key is compared in constant time, so the time taken
/// says neither which one matched nor how much of one did.
fn matching<'a>(keys: impl Iterator<Item = &'a [u8; 32]>, presented: &[u8; 32]) -> Option<usize> {
    let mut found = u64::MAX;
    for (i, key) in keys.enumerate() {
        found.conditional_assign(&(i as u64), key.ct_eq(presented));
    }
    usize::try_from(found).ok().filter(|_| found != u64::MAX)
}

/// The token of an `Authorization: Bearer <token>` value. The scheme is case-insensitive
/// (RFC 9110 §11.1) and any run of spaces or tabs may separate it from the token.
fn bearer_token(value: &str) -> Option<&str> {
    let (scheme, token) = value.trim_start().split_once([' ', '\t'])?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim_matches([' ', '\t']))
}

fn to_http(response: ApiResponse) -> Response {
    let status = StatusCode::from_u16(response.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut http = match (&response.body, response.document) {
        (Some(body), _) => (
            status,
            [(header::CONTENT_TYPE, "application/json")],
            body.to_string(),
        )
            .into_response(),
        (None, Some(document)) => {
            let mut validators = HeaderMap::new();
            conditional::validators(
                &mut validators,
                &document.bytes,
                document.digest,
                document.modified,
            );
            (
                status,
                [(header::CONTENT_TYPE, document.content_type)],
                validators,
                document.bytes,
            )
                .into_response()
        }
        (None, None) => status.into_response(),
    };
    decorate(http.headers_mut(), &response.operation_id, &response.allow);
    if let Some(location) = response
        .location
        .and_then(|l| HeaderValue::from_str(&l).ok())
    {
        http.headers_mut().insert(header::LOCATION, location);
    }
    if let Some(version) = response
        .dropped_update
        .and_then(|v| HeaderValue::from_str(&v).ok())
    {
        http.headers_mut().insert(headers::DROPPED_UPDATE, version);
    }
    if let Some(tag) = response.etag.and_then(|t| HeaderValue::from_str(&t).ok()) {
        http.headers_mut().insert(header::ETAG, tag);
    }
    if status == StatusCode::SERVICE_UNAVAILABLE {
        // The store's database did not answer: nothing was done, and a retry may succeed.
        http.headers_mut().insert(
            header::RETRY_AFTER,
            HeaderValue::from_static(BUSY_RETRY_AFTER),
        );
    }
    if status == StatusCode::UNAUTHORIZED {
        // RFC 9110 §11.6.1: every 401 names the scheme the client should use.
        http.headers_mut()
            .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
    }
    http
}

fn error_response(err: &ApiError, operation_id: &str, allow: &[Method]) -> Response {
    let body: Value = err.to_body(operation_id);
    let mut response = ApiResponse::new(err.status, operation_id);
    response.body = Some(body);
    response.allow = allow.to_vec();
    to_http(response)
}

fn decorate(headers: &mut HeaderMap, operation_id: &str, allow: &[Method]) {
    if let Ok(v) = HeaderValue::from_str(operation_id) {
        headers.insert("ngrok-operation-id", v);
    }
    // `tunnelctl version --api-url …` shows what the server is.
    headers.insert(
        headers::TUNNELCTL_VERSION,
        HeaderValue::from_static(env!("CARGO_PKG_VERSION")),
    );
    if !allow.is_empty() {
        let list = allow
            .iter()
            .map(|m| m.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        if let Ok(v) = HeaderValue::from_str(&list) {
            headers.insert(header::ALLOW, v);
        }
    }
}

/// A future that resolves when SIGINT or SIGTERM arrives. The signals are taken over when this is
/// called, not when the future is first polled: a `serve` that has said where it listens stops
/// cleanly on a signal sent at once (one sent before its serving loop began killed it).
pub fn shutdown_signal() -> impl Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, Signal, SignalKind};
        async fn arrived(signal: Option<Signal>) {
            match signal {
                Some(mut signal) => {
                    signal.recv().await;
                }
                // Not taken over: the signal keeps its default action.
                None => std::future::pending().await,
            }
        }
        let interrupt = arrived(signal(SignalKind::interrupt()).ok());
        let terminate = arrived(signal(SignalKind::terminate()).ok());
        async move {
            tokio::select! {
                _ = interrupt => {}
                _ = terminate => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::to_bytes;

    #[test]
    fn the_bearer_scheme_is_case_insensitive_and_spaces_are_tolerated() {
        for value in [
            "Bearer k",
            "bearer k",
            "BEARER k",
            "bEaReR k",
            "Bearer    k",
            "Bearer\tk",
            "  bearer k  ",
        ] {
            assert_eq!(bearer_token(value), Some("k"), "{value:?}");
        }
        for value in ["Basic k", "Bearerk", "k", "", "Bearer"] {
            assert_eq!(bearer_token(value), None, "{value:?}");
        }
        assert_eq!(bearer_token("Bearer "), Some(""));
    }

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

    /// Issue 24, item 5: every client together holds at most BODY_BUDGET bytes of bodies; small
    /// bodies pass even when it is spent; a body over MAX_BODY keeps nothing and holds no share.
    /// (One test: the budget is the process's, shared by everything here.)
    #[test]
    fn bodies_hold_shares_of_one_budget_and_an_oversized_one_holds_nothing() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            let read = |n: usize| read_body(Body::from(vec![b'x'; n]));
            let full = BODIES.available_permits();
            assert_eq!(full, BODY_BUDGET);
            let (small, share) = read(1000).await.unwrap();
            assert_eq!((small.len(), share.is_none()), (1000, true));

            let mut held = Vec::new();
            loop {
                match read(MAX_BODY).await {
                    Ok((bytes, share)) => {
                        assert_eq!(bytes.capacity(), MAX_BODY);
                        assert_eq!(share.as_ref().unwrap().num_permits(), MAX_BODY - UNMETERED);
                        held.push((bytes, share));
                    }
                    Err(e) => {
                        assert_eq!(e, BodyError::Busy);
                        break;
                    }
                }
                assert!(
                    held.len() <= BODY_BUDGET / (MAX_BODY - UNMETERED),
                    "over budget"
                );
            }
            assert_eq!(held.len(), BODY_BUDGET / (MAX_BODY - UNMETERED));
            // Spent: a small body still passes.
            assert_eq!(read(UNMETERED).await.unwrap().0.len(), UNMETERED);
            drop(held);
            assert_eq!(BODIES.available_permits(), full);

            assert_eq!(
                read(MAX_BODY + 1).await.unwrap_err(),
                BodyError::TooLarge { drained: true }
            );
            assert_eq!(
                read(DRAIN_LIMIT + 1).await.unwrap_err(),
                BodyError::TooLarge { drained: false }
            );
            assert_eq!(BODIES.available_permits(), full);
        });
    }

    /// Issue 39, item 10: an answer holds its share of ANSWER_BUDGET until its bytes are dropped
    /// (hyper drops them once written, or with the connection); a list page reserves its share
    /// before it is made; with the budget spent a read is refused before and after it is made,
    /// a write's answer still goes out, and a small answer needs no share. (One test: the budget
    /// is the process's, shared by everything here.)
    #[test]
    fn answers_hold_shares_of_one_budget_until_their_bytes_are_dropped() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            let answer = |n: usize| (StatusCode::OK, vec![b'x'; n]).into_response();
            let full = ANSWERS.available_permits();
            assert_eq!(full, ANSWER_BUDGET);
            let page = ApiRequest::from_path_and_query(Method::Get, "/edges/tcp?limit=10");
            let reserved = reserve_answer(&page).unwrap();
            let estimate = 10 * ITEM_ESTIMATE - UNMETERED;
            assert_eq!(reserved.as_ref().unwrap().num_permits(), estimate);
            // Made, the page keeps what it takes beyond its first UNMETERED bytes.
            let made = metered(answer(100_000), reserved, true).await;
            assert_eq!(ANSWERS.available_permits(), full - (100_000 - UNMETERED));
            // A page that turns out small gives back all it reserved.
            let small = metered(answer(UNMETERED), reserve_answer(&page).unwrap(), true).await;
            assert_eq!(ANSWERS.available_permits(), full - (100_000 - UNMETERED));
            let bytes = to_bytes(made.into_body(), usize::MAX).await.unwrap();
            assert_eq!(bytes.len(), 100_000);
            assert_eq!(ANSWERS.available_permits(), full - (100_000 - UNMETERED));
            drop((bytes, small));
            assert_eq!(ANSWERS.available_permits(), full);

            let spent = ANSWERS.try_acquire_many(ANSWER_BUDGET as u32).unwrap();
            let refused = reserve_answer(&page).unwrap_err();
            assert_eq!(refused.status, 503);
            assert_eq!(refused.error_code.as_deref(), Some(code::ANSWERS_BUSY));
            let dropped = metered(answer(100_000), None, true).await;
            assert_eq!(dropped.status(), StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(dropped.headers()[header::RETRY_AFTER], "1");
            let written = metered(answer(100_000), None, false).await;
            assert_eq!(
                to_bytes(written.into_body(), usize::MAX)
                    .await
                    .unwrap()
                    .len(),
                100_000
            );
            let short = ApiRequest::from_path_and_query(Method::Get, "/edges/tcp?limit=1");
            assert!(reserve_answer(&short).unwrap().is_none());
            let record = metered(answer(UNMETERED), None, true).await;
            assert_eq!(record.status(), StatusCode::OK);
            drop(spent);
            assert_eq!(ANSWERS.available_permits(), full);
        });
    }

    #[test]
    fn every_401_carries_www_authenticate() {
        let err = ApiError::new(401, code::MISSING_AUTH, "no key");
        let response = error_response(&err, "op_x", &[]);
        assert_eq!(response.headers()[header::WWW_AUTHENTICATE], "Bearer");
        let err = ApiError::new(400, code::MISSING_VERSION, "no version");
        let response = error_response(&err, "op_x", &[]);
        assert!(response.headers().get(header::WWW_AUTHENTICATE).is_none());
    }
}
