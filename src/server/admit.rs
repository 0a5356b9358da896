//! What HTTP adds to a request, checked before the router sees it: the version header, the method,
//! the body (its size, its type, its time to arrive, its share of the budget), the dry-run
//! header, and on the store's socket what a local command sends; a refusal is answered here.

use std::time::Duration;

use axum::body::{Body, HttpBody};
use axum::http::request::Parts;
use axum::http::{header, HeaderValue};
use axum::response::Response;

use super::budget::{read_body, BodyError, Share, BODY_BUDGET, DRAIN_LIMIT, MAX_BODY};
use super::response::{error_response, BUSY_RETRY_AFTER};
use super::{connections, socket, Access, Shared};
use crate::api::actor::Actor;
use crate::api::headers;
use crate::api::route::Route;
use crate::api::{code, ApiError, ApiRequest, Method};
use crate::router;

/// How long a client may take to send its request body.
pub(super) const BODY_TIMEOUT: Duration = Duration::from_secs(30);

/// A request the HTTP layer refuses.
pub(super) struct Refusal {
    pub(super) err: ApiError,
    /// The methods to list in `Allow` (a 405).
    pub(super) allow: Vec<Method>,
    /// Part of the request body was left unread, so the connection is closed after the answer.
    pub(super) body_unread: bool,
}

/// The answer to a request the HTTP layer refused.
pub(super) fn refused(refusal: &Refusal) -> Response {
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

/// Checks what HTTP adds and turns the request of `actor` (see
/// [`super::auth::authenticated`]) into an `ApiRequest`, with its body's share of the budget.
pub(super) async fn admit(
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
    // `/dry_runs` is a dry run whether or not it says so: it goes to the blocking pool as one,
    // and its answer is marked as one.
    let asked = parts
        .headers
        .get(headers::DRY_RUN)
        .map(HeaderValue::as_bytes);
    api_request.dry_run = headers::asks_dry_run(&api_request.path, asked).map_err(plain)?;
    api_request.if_match = parts
        .headers
        .get(header::IF_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    Ok((api_request, share))
}

/// A public route (the SAML SP metadata, a CA's KRL) is fetched by parties that hold no key and
/// speak no API version: an identity provider, a server updating its KRL on a timer.
pub(super) fn is_public(parts: &Parts) -> bool {
    Route::parse(parts.uri.path()).is_some_and(|r| r.is_public())
}

/// What can be checked before the body is read, after the key
/// ([`super::auth::authenticate`]): the version header, the method. A refusal carries the
/// methods to list in `Allow` when it is a 405.
pub(super) fn check_head(
    shared: &Shared,
    parts: &Parts,
) -> Result<Method, (ApiError, Vec<Method>)> {
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
