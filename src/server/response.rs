//! The router's answers as HTTP responses: status, body, and the headers every answer carries
//! (the operation ID, the server's version, `Allow`, `Retry-After`, `WWW-Authenticate`).

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::conditional;
use crate::api::headers;
use crate::api::{ApiError, ApiResponse, Method};

/// Seconds a client is told to wait when a budget is spent or the store did not answer.
pub(super) const BUSY_RETRY_AFTER: &str = "1";

pub(super) fn to_http(response: ApiResponse) -> Response {
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

pub(super) fn error_response(err: &ApiError, operation_id: &str, allow: &[Method]) -> Response {
    let body: Value = err.to_body(operation_id);
    let mut response = ApiResponse::new(err.status, operation_id);
    response.body = Some(body);
    response.allow = allow.to_vec();
    to_http(response)
}

pub(super) fn decorate(headers: &mut HeaderMap, operation_id: &str, allow: &[Method]) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::code;

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
