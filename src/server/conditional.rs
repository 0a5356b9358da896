//! Conditional GETs of documents (RFC 9110 §13): a document answered by the router (a KRL, the
//! SAML SP metadata) carries an `ETag`, a digest of its bytes, and `Last-Modified` when the
//! service knows it; a request whose `If-None-Match` (or, without one, `If-Modified-Since`) says
//! the client already holds it is answered 304 without a body. Servers that fetch a KRL on a timer
//! then download it only when it changed.

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::Response;
use sha2::{Digest, Sha256};

use crate::api::etag::entity_tag;
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;
use time::{OffsetDateTime, PrimitiveDateTime};

/// IMF-fixdate, the form every HTTP date is sent in (RFC 9110 §5.6.7).
const HTTP_DATE: &[BorrowedFormatItem<'static>] = format_description!(
    "[weekday repr:short], [day] [month repr:short] [year] [hour]:[minute]:[second] GMT"
);

/// The validators a document's answer carries: its strong entity tag (of `digest`, the SHA-256
/// that stands for its bytes when the service keeps one, else of the bytes), and when it last
/// changed.
pub(super) fn validators(
    headers: &mut HeaderMap,
    bytes: &[u8],
    digest: Option<[u8; 32]>,
    modified: Option<OffsetDateTime>,
) {
    let digest = digest.unwrap_or_else(|| Sha256::digest(bytes).into());
    if let Ok(tag) = HeaderValue::from_str(&entity_tag(&digest)) {
        headers.insert(header::ETAG, tag);
    }
    let date = modified.and_then(|m| m.to_offset(time::UtcOffset::UTC).format(HTTP_DATE).ok());
    if let Some(date) = date.and_then(|d| HeaderValue::from_str(&d).ok()) {
        headers.insert(header::LAST_MODIFIED, date);
    }
}

/// The preconditions of a request, kept before the request is handed on.
pub(super) struct Preconditions {
    if_none_match: Option<String>,
    if_modified_since: Option<OffsetDateTime>,
}

impl Preconditions {
    /// The preconditions of a GET or HEAD; a write's answer is never turned into a 304 (its
    /// `If-Match` is the service's to check, before anything is written).
    pub(super) fn of(method: &Method, headers: &HeaderMap) -> Preconditions {
        let reads = matches!(*method, Method::GET | Method::HEAD);
        let text = |name| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .filter(|_| reads)
        };
        Preconditions {
            if_none_match: text(header::IF_NONE_MATCH).map(str::to_string),
            // A date in another form than IMF-fixdate is ignored: the full answer is sent.
            if_modified_since: text(header::IF_MODIFIED_SINCE)
                .and_then(|d| PrimitiveDateTime::parse(d.trim(), HTTP_DATE).ok())
                .map(PrimitiveDateTime::assume_utc),
        }
    }

    /// `response`, or a 304 with its headers and no body when the client holds it already. Only
    /// a 200 with validators is ever turned into a 304.
    pub(super) fn apply(&self, response: Response) -> Response {
        if response.status() != StatusCode::OK || !self.hold(response.headers()) {
            return response;
        }
        let (mut parts, _) = response.into_parts();
        parts.status = StatusCode::NOT_MODIFIED;
        parts.headers.remove(header::CONTENT_TYPE);
        parts.headers.remove(header::CONTENT_LENGTH);
        Response::from_parts(parts, Body::empty())
    }

    /// Whether the client holds what `headers` describe. `If-None-Match`, when sent, decides
    /// alone (RFC 9110 §13.1.3).
    fn hold(&self, headers: &HeaderMap) -> bool {
        let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
        if let Some(wanted) = &self.if_none_match {
            let Some(tag) = text(header::ETAG) else {
                return false;
            };
            // Weak comparison: a `W/` prefix on either side does not matter for a GET.
            let opaque = |t: &str| t.trim().trim_start_matches("W/").to_string();
            return wanted
                .split(',')
                .any(|t| t.trim() == "*" || opaque(t) == opaque(tag));
        }
        let modified = text(header::LAST_MODIFIED)
            .and_then(|d| PrimitiveDateTime::parse(d, HTTP_DATE).ok())
            .map(PrimitiveDateTime::assume_utc);
        matches!((self.if_modified_since, modified), (Some(since), Some(modified)) if modified <= since)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::response::IntoResponse;

    fn document(modified: Option<OffsetDateTime>) -> Response {
        let mut response = (StatusCode::OK, "krl bytes").into_response();
        validators(response.headers_mut(), b"krl bytes", None, modified);
        response
    }

    fn asking(pairs: &[(header::HeaderName, &str)]) -> Preconditions {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(name, HeaderValue::from_str(value).unwrap());
        }
        Preconditions::of(&Method::GET, &headers)
    }

    #[test]
    fn a_matching_tag_or_an_unchanged_date_is_answered_304() {
        let modified = time::macros::datetime!(2026-11-22 10:00:00 UTC);
        let full = document(Some(modified));
        let tag = full.headers()[header::ETAG].to_str().unwrap().to_string();
        assert_eq!(tag, entity_tag(&Sha256::digest(b"krl bytes").into()));
        assert_eq!(
            full.headers()[header::LAST_MODIFIED],
            "Sun, 22 Nov 2026 10:00:00 GMT"
        );
        let status = |pairs: &[(header::HeaderName, &str)]| {
            asking(pairs).apply(document(Some(modified))).status()
        };
        let not_modified = StatusCode::NOT_MODIFIED;
        assert_eq!(status(&[(header::IF_NONE_MATCH, &tag)]), not_modified);
        let listed = format!("\"other\", W/{tag}");
        assert_eq!(status(&[(header::IF_NONE_MATCH, &listed)]), not_modified);
        assert_eq!(status(&[(header::IF_NONE_MATCH, "*")]), not_modified);
        assert_eq!(
            status(&[(header::IF_NONE_MATCH, "\"other\"")]),
            StatusCode::OK
        );
        let same = "Sun, 22 Nov 2026 10:00:00 GMT";
        let before = "Sun, 22 Nov 2026 09:59:59 GMT";
        assert_eq!(status(&[(header::IF_MODIFIED_SINCE, same)]), not_modified);
        assert_eq!(
            status(&[(header::IF_MODIFIED_SINCE, before)]),
            StatusCode::OK
        );
        assert_eq!(
            status(&[(header::IF_MODIFIED_SINCE, "yesterday")]),
            StatusCode::OK
        );
        // A tag that differs decides, whatever the date says.
        let both = [
            (header::IF_NONE_MATCH, "\"other\""),
            (header::IF_MODIFIED_SINCE, same),
        ];
        assert_eq!(status(&both), StatusCode::OK);
        assert_eq!(status(&[]), StatusCode::OK);
    }

    #[test]
    fn a_304_keeps_the_validators_and_drops_the_body() {
        let full = document(None);
        let tag = full.headers()[header::ETAG].to_str().unwrap().to_string();
        let answer = asking(&[(header::IF_NONE_MATCH, &tag)]).apply(full);
        assert_eq!(answer.status(), StatusCode::NOT_MODIFIED);
        assert_eq!(answer.headers()[header::ETAG], tag.as_str());
        assert!(!answer.headers().contains_key(header::CONTENT_TYPE));
        assert!(!answer.headers().contains_key(header::LAST_MODIFIED));
        // A write's answer is never a 304, whatever its If-None-Match says.
        let mut headers = HeaderMap::new();
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("*"));
        let answer = Preconditions::of(&Method::PUT, &headers).apply(document(None));
        assert_eq!(answer.status(), StatusCode::OK);
        // Answers without validators are never a 304.
        let json = (StatusCode::OK, "{}").into_response();
        let answer = asking(&[(header::IF_NONE_MATCH, "*")]).apply(json);
        assert_eq!(answer.status(), StatusCode::OK);
    }
}
