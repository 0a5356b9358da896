//! The remote transport: the same `ApiRequest`s over HTTP(S) to an API endpoint (the real service
//! or a `tunnelctl serve`). Idempotent requests are retried on transient failures; POST and PATCH
//! never are, since a retry could apply them twice. `--timeout` is the deadline of the whole
//! command: every attempt and every wait between them fits in it (as curl's `--max-time`).

use std::cell::Cell;
use std::io::Read;
use std::time::{Duration, Instant};

use serde_json::Value;
use ssh_key::rand_core::{OsRng, RngCore};
use ureq::tls::{Certificate, RootCerts, TlsConfig};

use super::{Misconfigured, Unreachable};
use crate::api::route::Route;
use crate::api::{expected, headers, Accept, ApiRequest, ApiResponse, Document, Method};
use crate::kind;
use crate::redact::redact_url;

/// PEM bundles where the system's trust roots usually are (Debian/Ubuntu, Fedora/RHEL, Alpine/Arch).
const SYSTEM_BUNDLES: [&str; 3] = [
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/cert.pem",
];

/// The most one response body may hold once decoded: a gzip body counts inflated, so that a
/// small compressed answer cannot fill memory.
pub const MAX_BODY: u64 = 64 * 1024 * 1024;

#[derive(Debug, Clone)]
pub struct RemoteOptions {
    pub base_url: String,
    pub api_key: String,
    pub connect_timeout: Duration,
    /// The deadline of all the requests this client sends, retries and waits included.
    pub timeout: Duration,
    /// Retries of an idempotent request after the first attempt.
    pub retries: u32,
    /// What gave the URL, as messages name it: `--api-url`, `TUNNELCTL_API_URL`, or a profile.
    pub url_from: String,
}

pub struct Remote {
    agent: ureq::Agent,
    options: RemoteOptions,
    /// When `options.timeout` runs out: set when the client is made, at the command's first
    /// request, and moved on by the time a person spends at a prompt (see [`Remote::pause`]).
    deadline: Cell<Instant>,
    /// Whether the last answer came from tunnelctl's `serve` (it carried [`TUNNELCTL_VERSION`]):
    /// only such a server is sent a dry run (see [`runs_dry_runs`](Self::runs_dry_runs)).
    ///
    /// [`TUNNELCTL_VERSION`]: headers::TUNNELCTL_VERSION
    tunnelctl_answered: Cell<Option<bool>>,
}

/// A harmless request that any authenticated answer of `serve` tells apart (its
/// `Tunnelctl-Version` header): one item of the smallest list.
pub fn probe() -> ApiRequest {
    ApiRequest::get(Route::Collection(&kind::TUNNEL_SESSION).path()).with_query("limit", 1)
}

/// One attempt's outcome, before the retry policy looks at it.
enum Attempt {
    /// Boxed: an answer is several times the size of the other variants.
    Answered(Box<ApiResponse>, Option<Duration>),
    Failed(ureq::Error),
    /// An answer that is not one the API gives (too large, or a success that is not what the
    /// request takes): never retried, and reported as it is.
    Refused(Unreachable),
}

impl Remote {
    pub fn new(mut options: RemoteOptions) -> Result<Self, Misconfigured> {
        options.base_url = options.base_url.trim_end_matches('/').to_string();
        if !options.base_url.starts_with("http://") && !options.base_url.starts_with("https://") {
            return Err(Misconfigured {
                message: format!(
                    "the API URL {:?} of {} must start with http:// or https://",
                    redact_url(&options.base_url),
                    options.url_from
                ),
                hint: Some(format!(
                    "set {} to e.g. https://api.example.com",
                    options.url_from
                )),
            });
        }
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_connect(Some(options.connect_timeout))
            .user_agent(format!("tunnelctl/{}", env!("CARGO_PKG_VERSION")))
            .max_redirects(0)
            .tls_config(TlsConfig::builder().root_certs(trust_roots()?).build())
            .build();
        Ok(Remote {
            agent: config.new_agent(),
            deadline: Cell::new(Instant::now() + options.timeout),
            tunnelctl_answered: Cell::new(None),
            options,
        })
    }

    pub fn base_url(&self) -> &str {
        &self.options.base_url
    }

    pub fn send(&self, req: &ApiRequest) -> Result<ApiResponse, Unreachable> {
        let mut attempt = 0;
        loop {
            let outcome = self.attempt(req);
            let (transient, retry_after) = match &outcome {
                Attempt::Answered(resp, retry_after) => {
                    (matches!(resp.status, 429 | 502 | 503 | 504), *retry_after)
                }
                Attempt::Failed(err) => (is_transient(err), None),
                Attempt::Refused(_) => (false, None),
            };
            if transient && req.method.is_idempotent() && attempt < self.options.retries {
                let wait = retry_after
                    .unwrap_or_else(|| backoff(attempt))
                    .min(Duration::from_secs(30));
                // A retry that could not start before the deadline is not waited for.
                if wait < self.remaining() {
                    std::thread::sleep(wait);
                    attempt += 1;
                    continue;
                }
            }
            return match outcome {
                Attempt::Answered(resp, _) => Ok(*resp),
                Attempt::Failed(err) => Err(self.unreachable(err, attempt)),
                Attempt::Refused(refusal) => Err(refusal),
            };
        }
    }

    /// Whether the server runs a request marked [`headers::DRY_RUN`] and rolls it back: whether
    /// it is tunnelctl's `serve`, as its answers so far say, else as the answer to [`probe`]
    /// says. Any other server would carry the request out.
    pub fn runs_dry_runs(&self) -> Result<bool, Unreachable> {
        if let Some(known) = self.tunnelctl_answered.get() {
            return Ok(known);
        }
        self.send(&probe())?;
        Ok(self.tunnelctl_answered.get() == Some(true))
    }

    /// What is left of the deadline.
    fn remaining(&self) -> Duration {
        self.deadline
            .get()
            .saturating_duration_since(Instant::now())
    }

    /// Moves the deadline on by `by`, the time a person took to answer a prompt: `--timeout`
    /// bounds the waiting for the server, not for the person.
    pub fn pause(&self, by: Duration) {
        self.deadline.set(self.deadline.get() + by);
    }

    fn attempt(&self, req: &ApiRequest) -> Attempt {
        let remaining = self.remaining();
        if remaining.is_zero() {
            return Attempt::Failed(ureq::Error::Timeout(ureq::Timeout::Global));
        }
        let url = format!("{}{}", self.options.base_url, req.path_and_query());
        let mut builder = ureq::http::Request::builder()
            .method(req.method.as_str())
            .uri(&url)
            .header("Authorization", format!("Bearer {}", self.options.api_key))
            .header(headers::API_VERSION, headers::API_VERSION_VALUE)
            .header("Accept", "application/json");
        if req.body.is_some() {
            builder = builder.header("Content-Type", "application/json");
        }
        if req.dry_run {
            builder = builder.header(headers::DRY_RUN, headers::DRY_RUN_VALUE);
        }
        if let Some(tag) = &req.if_match {
            builder = builder.header("If-Match", tag);
        }
        let request = match builder.body(req.body.clone().unwrap_or_default()) {
            Ok(r) => r,
            Err(e) => return Attempt::Failed(ureq::Error::BadUri(e.to_string())),
        };
        let request = self
            .agent
            .configure_request(request)
            .timeout_global(Some(remaining))
            .build();
        let mut response = match self.agent.run(request) {
            Ok(r) => r,
            Err(e) => return Attempt::Failed(e),
        };
        let status = response.status().as_u16();
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        let operation_id = header("ngrok-operation-id").unwrap_or_default();
        let allow = header("allow")
            .map(|a| {
                a.split(',')
                    .filter_map(|m| Method::parse(m.trim()))
                    .collect()
            })
            .unwrap_or_default();
        let location = header("location");
        let dropped_update = header(headers::DROPPED_UPDATE);
        let etag = header("etag");
        let content_type = header("content-type").unwrap_or_default();
        let server_version = header(headers::TUNNELCTL_VERSION);
        self.tunnelctl_answered.set(Some(server_version.is_some()));
        let dry_run_kept = header(headers::DRY_RUN).as_deref() == Some(headers::DRY_RUN_VALUE);
        let retry_after = header("retry-after")
            .and_then(|s| s.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        // The limit counts what the decoder gives, not what came over the wire: ureq's own
        // `limit` counts compressed bytes, and 2 MB of gzip inflate to 2 GB. One byte past it
        // is read apart: read into the body, it would double the body's buffer to twice the
        // limit, copied (the allocator does not remap).
        let mut bytes = Vec::new();
        let mut reader = response.body_mut().as_reader();
        let mut past_limit = Vec::new();
        let read = (&mut reader)
            .take(MAX_BODY)
            .read_to_end(&mut bytes)
            .and_then(|_| reader.take(1).read_to_end(&mut past_limit));
        let over = match read {
            Ok(past) => past > 0,
            Err(e) => return Attempt::Failed(ureq::Error::from(e)),
        };
        let shown = || format!("{} {}", req.method, redact_url(&url));
        if over {
            return Attempt::Refused(Unreachable {
                message: format!(
                    "the answer to {} is larger than {} MiB once decoded, the most tunnelctl reads of one answer",
                    shown(),
                    MAX_BODY >> 20
                ),
                hint: Some(not_the_api(&self.options.url_from)),
            });
        }
        if req.dry_run && (200..300).contains(&status) && !dry_run_kept {
            return Attempt::Refused(Unreachable {
                message: format!(
                    "{} answered {status} without marking it a dry run ({}: {}): the server may \
                     have carried the request out",
                    shown(),
                    headers::DRY_RUN,
                    headers::DRY_RUN_VALUE
                ),
                hint: Some(
                    "check with a get or list what the server holds now; a dry run is sent only \
                     to a server that answers with a Tunnelctl-Version header"
                        .into(),
                ),
            });
        }
        let mut answer = ApiResponse::new(status, operation_id);
        if (200..300).contains(&status) {
            match success_body(req.accept, status, &content_type, bytes) {
                Ok((Some(body), _)) if req.accept == Accept::Json => {
                    if let Some(unexpected) = expected::unexpected(req, &body) {
                        return Attempt::Refused(Unreachable {
                            message: format!(
                                "{} answered {status} with something that is not {} ({}): {}",
                                shown(),
                                unexpected.expected,
                                unexpected.why,
                                excerpt(body.to_string().as_bytes())
                            ),
                            hint: Some(not_the_api(&self.options.url_from)),
                        });
                    }
                    answer.body = Some(body);
                }
                Ok((body, document)) => (answer.body, answer.document) = (body, document),
                Err(why) => {
                    return Attempt::Refused(Unreachable {
                        message: format!(
                            "{} answered {status} with {}{why}",
                            shown(),
                            match content_type.as_str() {
                                "" => "no content type".to_string(),
                                ct => format!("content type {ct:?}"),
                            }
                        ),
                        hint: Some(not_the_api(&self.options.url_from)),
                    })
                }
            }
        } else if !bytes.is_empty() {
            answer.body = Some(
                serde_json::from_slice::<Value>(&bytes)
                    .unwrap_or_else(|_| non_json_body(status, &bytes)),
            );
        }
        answer.allow = allow;
        answer.location = location;
        answer.dropped_update = dropped_update;
        answer.server_version = server_version;
        answer.etag = etag;
        Attempt::Answered(Box::new(answer), retry_after)
    }

    fn unreachable(&self, err: ureq::Error, retries: u32) -> Unreachable {
        let tried = if retries > 0 {
            format!(" (after {} attempts)", retries + 1)
        } else {
            String::new()
        };
        let url = redact_url(&self.options.base_url);
        let reach = format!(
            "check {} and that the server is running",
            self.options.url_from
        );
        let (message, hint) = match &err {
            ureq::Error::Timeout(ureq::Timeout::Connect) => (
                format!(
                    "{url} did not accept a connection within --connect-timeout {:?}{tried}",
                    self.options.connect_timeout
                ),
                reach,
            ),
            ureq::Error::Timeout(_) => (
                format!(
                    "{url} did not answer within --timeout {:?}, the deadline of the whole command{tried}",
                    self.options.timeout
                ),
                format!("pass a longer --timeout (it counts every request and retry); {reach}"),
            ),
            _ if speaks_plain_http(&err) => (
                format!(
                    "{url} does not speak TLS{tried}: {}",
                    redact_url(&err.to_string())
                ),
                format!(
                    "the server answers plain HTTP (as `tunnelctl serve` without a TLS proxy \
                     does): use {} in {}",
                    url.replacen("https://", "http://", 1),
                    self.options.url_from
                ),
            ),
            _ => (
                format!(
                    "cannot reach {url}{tried}: {}",
                    redact_url(&err.to_string())
                ),
                reach,
            ),
        };
        Unreachable {
            message,
            hint: Some(hint),
        }
    }
}

/// The hint for an answer that is not the API's, naming what gave the URL.
fn not_the_api(url_from: &str) -> String {
    format!(
        "something other than the API answers at {url_from} (a proxy or a login page?); check \
         the URL"
    )
}

/// The body of a success answer, as JSON or as a document, when it is what `accept` takes; else
/// why not, to follow "answered 200 with content type …".
fn success_body(
    accept: Accept,
    status: u16,
    content_type: &str,
    bytes: Vec<u8>,
) -> Result<(Option<Value>, Option<Document>), String> {
    let json = content_type.is_empty() || content_type.starts_with("application/json");
    let essence = content_type.split(';').next().unwrap_or("").trim();
    match accept {
        Accept::Document(wanted) if essence.eq_ignore_ascii_case(wanted) => Ok((
            None,
            Some(Document {
                content_type: content_type.to_string(),
                bytes,
                modified: None,
                digest: None,
            }),
        )),
        Accept::Document(wanted) => Err(format!(", not the {wanted} asked for")),
        Accept::Anything if !json => Ok((
            None,
            (!bytes.is_empty()).then(|| Document {
                content_type: content_type.to_string(),
                bytes,
                modified: None,
                digest: None,
            }),
        )),
        Accept::Json if !json => Err(format!(", not the API's JSON: {}", excerpt(&bytes))),
        // Only a 204 answers without a body; a 200 or 201 that has none was cut off.
        _ if bytes.is_empty() && (status == 204 || accept == Accept::Anything) => Ok((None, None)),
        _ if bytes.is_empty() => Err(" and an empty body".into()),
        _ => match serde_json::from_slice::<Value>(&bytes) {
            Ok(value) if value.is_object() || accept == Accept::Anything => Ok((Some(value), None)),
            Ok(_) => Err(format!(
                " and a body that is JSON but not an object, as the API's are: {}",
                excerpt(&bytes)
            )),
            Err(e) => Err(format!(
                " and a body that is not valid JSON ({e}): {}",
                excerpt(&bytes)
            )),
        },
    }
}

/// A body that is not JSON (a proxy's HTML error page, say) is reported plainly, as an envelope.
pub(super) fn non_json_body(status: u16, bytes: &[u8]) -> Value {
    serde_json::json!({
        "status_code": status,
        "msg": format!("the server answered {status} with a body that is not the API's JSON: {}", excerpt(bytes)),
        "details": {},
    })
}

/// The start of a body that is not what was expected, on one line, to show in a message.
fn excerpt(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]);
    let excerpt: String = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(200)
        .collect();
    match excerpt.is_empty() {
        true => "(empty)".into(),
        false => excerpt,
    }
}

fn is_transient(err: &ureq::Error) -> bool {
    matches!(
        err,
        ureq::Error::Io(_)
            | ureq::Error::Timeout(_)
            | ureq::Error::ConnectionFailed
            | ureq::Error::HostNotFound
    ) && tls_error(err).is_none()
}

/// The TLS error under `err`: rustls's own, or one inside an I/O error (as a TLS stream reports
/// it). Trying again meets the same server: never transient.
fn tls_error(err: &ureq::Error) -> Option<&rustls::Error> {
    match err {
        ureq::Error::Rustls(tls) => Some(tls),
        ureq::Error::Io(io) => io.get_ref()?.downcast_ref::<rustls::Error>(),
        _ => None,
    }
}

/// Whether `err` is what TLS makes of a plain HTTP answer: its first bytes (`HTTP/1.1 400`) are
/// not a TLS record's content type.
fn speaks_plain_http(err: &ureq::Error) -> bool {
    matches!(
        tls_error(err),
        Some(rustls::Error::InvalidMessage(
            rustls::InvalidMessage::InvalidContentType
        ))
    )
}

/// Exponential backoff with full jitter: a random wait up to 200 ms × 2^attempt.
fn backoff(attempt: u32) -> Duration {
    let ceiling = 200u64 << attempt.min(6);
    Duration::from_millis(ceiling / 2 + OsRng.next_u64() % (ceiling / 2 + 1))
}

/// `SSL_CERT_FILE` if set, else the system's bundle, else the bundled Mozilla roots.
fn trust_roots() -> Result<RootCerts, Misconfigured> {
    let explicit = std::env::var_os("SSL_CERT_FILE").map(std::path::PathBuf::from);
    let path = explicit.clone().or_else(|| {
        SYSTEM_BUNDLES
            .iter()
            .map(std::path::PathBuf::from)
            .find(|p| p.exists())
    });
    let Some(path) = path else {
        return Ok(RootCerts::WebPki);
    };
    let bad = |why: String| Misconfigured {
        message: format!("cannot load trust roots from {}: {why}", path.display()),
        hint: explicit.as_ref().map(|_| "check SSL_CERT_FILE".to_string()),
    };
    // System bundles are a few hundred KiB; the bound only stops a wrong path like /dev/zero.
    let pem = crate::files::read_bytes(&path, 64 * 1024 * 1024).map_err(|e| bad(e.to_string()))?;
    let certs: Vec<Certificate<'static>> = ureq::tls::parse_pem(&pem)
        .filter_map(|item| match item {
            Ok(ureq::tls::PemItem::Certificate(c)) => Some(c),
            _ => None,
        })
        .collect();
    if certs.is_empty() {
        return Err(bad("no certificates in it".into()));
    }
    Ok(RootCerts::new_with_certs(&certs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_goes_on_the_wire_and_reads_back_as_it_was() {
        let mut req = ApiRequest::new(Method::Get, "/edges/tcp");
        let query = [("before_id", "edg tcp~+1"), ("a&b", "c=d/é"), ("limit", "")];
        req.query = query.map(|(k, v)| (k.to_string(), v.to_string())).to_vec();
        let target = req.path_and_query();
        assert!(
            target.starts_with("/edges/tcp?before_id=edg+tcp%7E%2B1&a%26b="),
            "{target}"
        );
        let back = ApiRequest::from_path_and_query(Method::Get, &target);
        assert_eq!(
            (back.path.as_str(), &back.query),
            ("/edges/tcp", &req.query)
        );
        // What other clients send: %20 for a space, and escapes that are not escapes, kept.
        let other = ApiRequest::from_path_and_query(Method::Get, "/x?a%20b=c+d&bad=%zz&flag");
        let pairs = [("a b", "c d"), ("bad", "%zz"), ("flag", "")];
        assert_eq!(
            other.query,
            pairs.map(|(k, v)| (k.to_string(), v.to_string())).to_vec()
        );
    }

    #[test]
    fn a_success_is_taken_only_as_what_the_request_accepts() {
        let krl = Accept::Document("application/octet-stream");
        let taken = |accept, status, ct: &str, body: &[u8]| {
            success_body(accept, status, ct, body.to_vec())
                .map(|(json, doc)| (json, doc.map(|d| (d.content_type, d.bytes))))
        };
        assert_eq!(taken(Accept::Json, 204, "", b""), Ok((None, None)));
        assert_eq!(
            taken(Accept::Json, 200, "application/json; charset=utf-8", b"{}"),
            Ok((Some(serde_json::json!({})), None))
        );
        assert!(taken(Accept::Json, 200, "application/json", b"").is_err());
        assert!(taken(Accept::Json, 200, "application/json", b"null").is_err());
        assert!(taken(Accept::Json, 200, "text/html", b"<html>").is_err());
        assert_eq!(
            taken(krl, 200, "Application/Octet-Stream; x=y", b"KRL"),
            Ok((
                None,
                Some(("Application/Octet-Stream; x=y".into(), b"KRL".to_vec()))
            ))
        );
        assert!(taken(krl, 200, "text/html", b"<html>").is_err());
        assert!(taken(krl, 200, "application/json", b"{}").is_err());
        assert_eq!(
            taken(Accept::Anything, 200, "application/json", b"[1]"),
            Ok((Some(serde_json::json!([1])), None))
        );
        assert_eq!(
            taken(Accept::Anything, 200, "text/html", b"<p>"),
            Ok((None, Some(("text/html".into(), b"<p>".to_vec()))))
        );
    }
}
