//! What an operator sees of `serve` over HTTP: one access-log line per request, JSON on stderr
//! (where serve's other messages go, and what a systemd unit or a container collects), and
//! `GET /metrics` in the Prometheus text format. Both name a request by its route's template
//! (`/edges/tcp/{id}`), never its path, so that no label grows with the IDs clients send.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::http::{header, HeaderValue, Response as HttpResponse, StatusCode};
use axum::response::{IntoResponse, Response};
use prometheus_client::collector::Collector;
use prometheus_client::encoding::{
    prometheus_text, DescriptorEncoder, EncodeLabelSet, EncodeMetric,
};
use prometheus_client::metrics::counter::{ConstCounter, Counter};
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::ConstGauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use serde::Serialize;

use super::access_log::AccessLog;
use crate::api::actor::Actor;
use crate::api::route::{self, Route};
use crate::api::{headers, Method};
use crate::kind;
use crate::router::Router;
use crate::store;

/// serve's path for Prometheus (see docs/serve.md, "Monitoring serve"): not an API route, so it needs no version
/// header; it needs an API key like the API.
pub const METRICS_PATH: &str = "/metrics";
/// What the access log and the metrics call a request whose path is no route of the API.
const UNMATCHED: &str = "unmatched";
/// The access log's `api_key_id` for a key of `--api-key-file`, which has no ID.
const FILE_KEY: &str = "api-key-file";
/// The most characters of a request's method the access log and the audit trail keep (the
/// longest registered method, `UPDATEREDIRECTREF`, has 17); a longer one is cut, and ends with
/// [`CUT`]. hyper takes any token up to its 16 KiB head as a method.
const METHOD_CAP: usize = 32;
/// What ends a method that was cut: no method can hold it (a method is a token of ASCII).
const CUT: char = '…';

/// The API key a request bore, as the access log names it: a stored key by its ID, a key of
/// `--api-key-file` by [`FILE_KEY`], never by the key itself. Carried in the answer's extensions
/// from where the request was admitted to where it is logged.
#[derive(Clone)]
pub struct KeyId(String);

impl KeyId {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// `None` for the local user (the store's socket), who bears no key.
    pub fn of(actor: &Actor) -> Option<KeyId> {
        match actor {
            Actor::Local { .. } => None,
            Actor::FileKey => Some(KeyId(FILE_KEY.to_owned())),
            Actor::ApiKey { id, .. } => Some(KeyId(id.clone())),
        }
    }
}

/// What is known of a request before it is answered.
pub struct Seen {
    /// At most [`METHOD_CAP`] characters and [`CUT`].
    method: String,
    route: String,
    dry_run: bool,
}

impl Seen {
    pub fn method(&self) -> &str {
        &self.method
    }

    /// The request asked to be a dry run (`Tunnelctl-Dry-Run: true`), whether or not it was
    /// admitted.
    pub fn dry_run(&self) -> bool {
        self.dry_run
    }

    /// The route's template (`/edges/tcp/{id}`), or what stands for a path that is none.
    pub fn route(&self) -> &str {
        &self.route
    }

    pub fn of(request: &axum::extract::Request) -> Seen {
        let path = request.uri().path();
        let route = match path {
            super::HEALTH_PATH | METRICS_PATH | route::DRY_RUNS => path.to_owned(),
            _ => Route::parse(path).map_or_else(|| UNMATCHED.to_owned(), Route::template),
        };
        Seen {
            method: capped(request.method().as_str()),
            route,
            dry_run: matches!(
                headers::asks_dry_run(
                    path,
                    request
                        .headers()
                        .get(headers::DRY_RUN)
                        .map(HeaderValue::as_bytes)
                ),
                Ok(true)
            ),
        }
    }
}

/// `method`, cut to [`METHOD_CAP`] characters and marked so when longer.
fn capped(method: &str) -> String {
    match method.char_indices().nth(METHOD_CAP) {
        None => method.to_owned(),
        Some((end, _)) => format!("{}{CUT}", &method[..end]),
    }
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: &'static str,
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CertificateLabels {
    /// `user` or `host`.
    kind: &'static str,
}

/// The metrics of one `serve`, and the access log's switch.
pub struct Observer {
    registry: Registry,
    /// Where the access-log lines go; `None` where nothing is logged (the store's socket).
    log: Option<Arc<AccessLog>>,
    requests: Family<RequestLabels, Counter>,
    /// The requests that asked to be dry runs ([`Seen::dry_run`]), which `requests` leaves out.
    dry_runs: Family<RequestLabels, Counter>,
    durations: Family<RouteLabels, Histogram>,
    certificates: Family<CertificateLabels, Counter>,
}

impl Observer {
    pub fn new(router: Arc<Router>, log: Option<Arc<AccessLog>>) -> Observer {
        let mut registry = Registry::with_prefix("tunnelctl");
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_requests",
            "HTTP requests answered, dry runs apart, by method, route template and status",
            requests.clone(),
        );
        // Apart, not a label of http_requests: a sum of that series over its labels, as a
        // dashboard makes, must not count a dry run's 201 as a resource created.
        let dry_runs = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_dry_run_requests",
            "Dry-run requests answered (the Tunnelctl-Dry-Run header, POST /dry_runs), which \
             change nothing, by method, route template and status",
            dry_runs.clone(),
        );
        // 1 ms to ~16 s: a read from memory to a write that waited out the database's timeouts.
        let durations = Family::<RouteLabels, Histogram>::new_with_constructor(|| {
            Histogram::new(exponential_buckets(0.001, 2.0, 15))
        });
        registry.register(
            "http_request_duration_seconds",
            "Time from a request's arrival to its answer, by method and route template",
            durations.clone(),
        );
        let certificates = Family::<CertificateLabels, Counter>::default();
        registry.register(
            "ssh_certificates_signed",
            "SSH certificates signed over HTTP, by kind (user or host)",
            certificates.clone(),
        );
        if let Some(log) = &log {
            registry.register(
                "access_log_lines_dropped",
                "Access-log lines dropped because stderr did not take them as fast as requests \
                 were answered",
                log.dropped(),
            );
        }
        registry.register_collector(Box::new(StoreCollector(router)));
        Observer {
            registry,
            log,
            requests,
            dry_runs,
            durations,
            certificates,
        }
    }

    /// Counts the answer to `seen` and writes its access-log line.
    pub fn record(&self, seen: &Seen, response: &Response, took: Duration) {
        let status = response.status().as_u16();
        // Only the API's methods: another is any string a client sends.
        let method = Method::parse(&seen.method).map_or("other", Method::as_str);
        let counted = match seen.dry_run {
            true => &self.dry_runs,
            false => &self.requests,
        };
        counted
            .get_or_create(&RequestLabels {
                method,
                route: seen.route.clone(),
                status,
            })
            .inc();
        self.durations
            .get_or_create(&RouteLabels {
                method,
                route: seen.route.clone(),
            })
            .observe(took.as_secs_f64());
        // A dry run signs nothing (`Scope::mint`): its answer, marked as one, counts no certificate.
        let dry_run = response.headers().contains_key(headers::DRY_RUN);
        if method == "POST" && response.status().is_success() && !dry_run {
            let signed = [
                ("user", &kind::SSH_USER_CERTIFICATE),
                ("host", &kind::SSH_HOST_CERTIFICATE),
            ]
            .into_iter()
            .find(|(_, kind)| kind.path == seen.route);
            if let Some((kind, _)) = signed {
                self.certificates
                    .get_or_create(&CertificateLabels { kind })
                    .inc();
            }
        }
        if let Some(log) = &self.log {
            log.push(&access_line(seen, response, took));
        }
    }

    /// The answer to `GET /metrics`.
    pub fn metrics(&self) -> Response {
        let mut text = String::new();
        match prometheus_text::encode(&mut text, &self.registry) {
            Ok(()) => (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static(prometheus_text::CONTENT_TYPE),
                )],
                text,
            )
                .into_response(),
            // Writing to a String does not fail.
            Err(_) => HttpResponse::builder()
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .body(axum::body::Body::empty())
                .unwrap_or_default(),
        }
    }
}

/// One access-log line: JSON, so that a log shipper reads its fields without a pattern. A struct,
/// not a `json!` map: the line is written for every request, and a map would hash each field.
/// A request the HTTP parser refused has `null` for what is not known of it, and two fields more.
#[derive(Serialize, Default)]
struct AccessLine<'a> {
    time: String,
    operation_id: Option<&'a str>,
    method: Option<&'a str>,
    route: Option<&'a str>,
    /// `None`: the connection was closed without an answer.
    status: Option<u16>,
    duration_ms: Option<f64>,
    api_key_id: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    client_address: Option<String>,
    /// Why the HTTP parser refused the request, in its words.
    #[serde(skip_serializing_if = "Option::is_none")]
    unparsed: Option<&'a str>,
}

impl AccessLine<'_> {
    fn to_json(&self) -> String {
        // Serializing strings and numbers into a String does not fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

fn now() -> String {
    time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

fn access_line(seen: &Seen, response: &Response, took: Duration) -> String {
    AccessLine {
        time: now(),
        operation_id: response
            .headers()
            .get("ngrok-operation-id")
            .and_then(|v| v.to_str().ok()),
        method: Some(&seen.method),
        route: Some(&seen.route),
        status: Some(response.status().as_u16()),
        duration_ms: Some((took.as_secs_f64() * 1e6).round() / 1e3),
        api_key_id: response.extensions().get::<KeyId>().map(KeyId::as_str),
        ..AccessLine::default()
    }
    .to_json()
}

/// The access-log line of a request hyper refused to parse (see `server::connections`): it
/// reached no route and no key was read, so it has only the client's address, the status hyper
/// answered (`None`: none) and why.
pub fn unparsed_line(client_address: Option<SocketAddr>, status: Option<u16>, why: &str) -> String {
    AccessLine {
        time: now(),
        status,
        client_address: client_address.map(|address| address.to_string()),
        unparsed: Some(why),
        ..AccessLine::default()
    }
    .to_json()
}

/// The store's counts and its pool, read at each scrape.
struct StoreCollector(Arc<Router>);

impl std::fmt::Debug for StoreCollector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StoreCollector")
    }
}

impl Collector for StoreCollector {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        // Only PostgreSQL has a pool and reads records over the network; on sled those metrics
        // are left out rather than a false 0.
        let in_use = self.0.service().store().connections_in_use();
        let mut counters = vec![
            (
                "store_errors",
                "Errors of the store's storage (the database or sled), since serve started.",
                store::stats::errors(),
            ),
            (
                "store_retries",
                "Store transactions run again after a conflict or a lost connection.",
                store::stats::retries(),
            ),
            (
                "store_requests_unblocked",
                "Requests answered on serve's async thread, evaluated with what they read in hand.",
                store::stats::unblocked(),
            ),
            (
                "store_requests_to_blocking_pool",
                "Requests evaluated on serve's async thread that ran on the blocking pool instead.",
                store::stats::to_blocking_pool(),
            ),
        ];
        if in_use.is_some() {
            counters.extend([
                (
                    "store_record_reads",
                    "Records those requests asked for, each counted when asked (PostgreSQL).",
                    store::stats::record_reads(),
                ),
                (
                    "store_record_read_statements",
                    "Statements that read those records; under load one reads several \
                     (PostgreSQL).",
                    store::stats::record_statements(),
                ),
                (
                    "store_records_reused",
                    "Records write requests were given as this replica last read or wrote them, \
                     instead of reading them; each commit checks them (PostgreSQL).",
                    store::stats::records_reused(),
                ),
            ]);
        }
        for (name, help, value) in counters {
            let counter = ConstCounter::new(value);
            counter.encode(encoder.encode_descriptor(
                name,
                help,
                None,
                counter.metric_type(),
            )?)?;
        }
        if let Some(in_use) = in_use {
            let gauge = ConstGauge::new(i64::from(in_use));
            gauge.encode(encoder.encode_descriptor(
                "store_pool_connections_in_use",
                "PostgreSQL connections of serve's pool (at most 12) held by a transaction or the \
                 committer, or carrying reads, now.",
                None,
                gauge.metric_type(),
            )?)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::actor::Role;

    #[test]
    fn the_access_log_names_a_key_by_its_id_and_a_path_by_its_template() {
        let key = Actor::ApiKey {
            id: "ak_1".into(),
            description: "ci".into(),
            role: Role::Reader,
            binding: Default::default(),
        };
        let seen = Seen::of(&get("/edges/tcp/edgtcp_2abc"));
        let mut response = StatusCode::OK.into_response();
        response
            .headers_mut()
            .insert("ngrok-operation-id", HeaderValue::from_static("op_1"));
        response.extensions_mut().insert(KeyId::of(&key).unwrap());
        let line: serde_json::Value =
            serde_json::from_str(&access_line(&seen, &response, Duration::from_millis(3))).unwrap();
        assert_eq!(line["route"], "/edges/tcp/{id}");
        assert_eq!(line["operation_id"], "op_1");
        assert_eq!(line["api_key_id"], "ak_1");
        assert_eq!(line["duration_ms"], 3.0);
        let file = KeyId::of(&Actor::FileKey).unwrap();
        assert_eq!(file.0, FILE_KEY);
        assert!(KeyId::of(Actor::local()).is_none());
        let other = Seen::of(&get("/nothing/here/123"));
        assert_eq!(other.route, UNMATCHED);
    }

    fn get(path: &str) -> axum::extract::Request {
        axum::extract::Request::get(path)
            .body(axum::body::Body::empty())
            .unwrap()
    }

    #[test]
    fn a_long_method_is_cut_and_marked_for_the_log_and_the_trail_alike() {
        assert_eq!(capped("PATCH"), "PATCH");
        let longest = "M".repeat(METHOD_CAP);
        assert_eq!(capped(&longest), longest, "not cut at the cap");
        let cut = capped(&"M".repeat(2000));
        assert_eq!(cut, format!("{longest}{CUT}"));
        let mut request = get("/edges/tcp");
        *request.method_mut() =
            axum::http::Method::from_bytes("X".repeat(2000).as_bytes()).unwrap();
        assert_eq!(Seen::of(&request).method().chars().count(), METHOD_CAP + 1);
    }
}
