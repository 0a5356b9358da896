//! Issue 59 items 5 and 8: refused requests in the audit trail and the access log. Anonymous
//! refusals (no key accepted) share one budget and each accepted key has its own, so a flood of
//! 401s crowds no key's refusal out of the trail; refusals of dry runs are recorded, marked so; a
//! request hyper cannot parse is logged; a long method is cut, in the log and the trail alike.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tunnelctl::api::Method;

use crate::common::{self, id, within, Env};

/// How long and how much a flood may send: bounded, whatever the machine's speed.
const FLOOD_TIME: Duration = Duration::from_secs(3);
const FLOOD_REQUESTS_PER_THREAD: usize = 3_000;
/// What a method over the cap looks like in the log and the trail: its first 32 characters and
/// the mark of a cut.
fn cut_method(method: &str) -> String {
    format!("{}…", &method[..32])
}

/// A new key of `role`: its ID and token.
fn key(env: &Env, role: &str) -> (String, String) {
    let created = env.json(&["api-key", "create", "--description", role, "--role", role]);
    (id(&created), created["token"].as_str().unwrap().to_string())
}

/// One request bearing `token` (a dry run when `dry_run`): its status and operation ID.
fn send(url: &str, token: &str, method: &str, path: &str, dry_run: bool) -> (u16, String) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(15)))
        .build()
        .into();
    let mut request = ureq::http::Request::builder()
        .method(method)
        .uri(format!("{url}{path}"))
        .header("Authorization", format!("Bearer {token}"))
        .header("Ngrok-Version", "2")
        .header("Content-Type", "application/json");
    if dry_run {
        request = request.header("Tunnelctl-Dry-Run", "true");
    }
    let body = if method == "POST" { "{}" } else { "" };
    let response = agent
        .run(request.body(body.to_string()).unwrap())
        .unwrap_or_else(|e| panic!("{method} {path}: no answer: {e}"));
    let operation_id = response
        .headers()
        .get("ngrok-operation-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (response.status().as_u16(), operation_id)
}

/// The trail's refusal records, newest first.
fn refusals(env: &Env) -> Vec<Value> {
    env.api(Method::Get, "/audit_records?limit=100", None)["audit_records"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["outcome"] == "refused")
        .cloned()
        .collect()
}

/// The record of the answer with `operation_id`, once the trail has it (refusals are written off
/// the answer's path).
fn record_of(env: &Env, operation_id: &str) -> Option<Value> {
    let mut found = None;
    within(Duration::from_secs(10), || {
        found = refusals(env)
            .into_iter()
            .find(|r| r["operation_id"] == operation_id);
        found.is_some()
    });
    found
}

/// The access log's lines, once `serve` has stopped (it writes them all before it stops).
fn access_log(env: &mut Env) -> Vec<Value> {
    let stopped = env.stop_server().expect("serve runs");
    let log = std::fs::read_to_string(env.path().join("serve.log")).expect("serve's stderr");
    assert!(stopped.success(), "{stopped:?}: {log}");
    log.lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect()
}

/// Before: five anonymous 401s a second spent the one budget of the whole server, so an
/// operator's probing of `/api_keys` and a reader's of `/audit_records` left no record naming
/// the key.
#[test]
fn a_flood_of_anonymous_401s_crowds_no_keys_refusal_out_of_the_trail() {
    let env = Env::remote();
    let url = env.base_url();
    let (operator_id, operator) = key(&env, "operator");
    let (reader_id, reader) = key(&env, "reader");

    let flooding = Arc::new(AtomicBool::new(true));
    let flood: Vec<_> = (0..3)
        .map(|_| {
            let (url, flooding) = (url.clone(), flooding.clone());
            std::thread::spawn(move || {
                let agent: ureq::Agent = ureq::Agent::config_builder()
                    .http_status_as_error(false)
                    .build()
                    .into();
                let started = Instant::now();
                let mut sent = 0;
                while flooding.load(Ordering::Relaxed)
                    && started.elapsed() < FLOOD_TIME
                    && sent < FLOOD_REQUESTS_PER_THREAD
                {
                    let response = agent
                        .get(format!("{url}/edges/tcp"))
                        .header("Authorization", "Bearer not-a-key")
                        .header("Ngrok-Version", "2")
                        .call()
                        .expect("the server answers the flood");
                    assert_eq!(response.status().as_u16(), 401);
                    sent += 1;
                }
                sent
            })
        })
        .collect();
    // Well into the flood: the anonymous budget is spent in each second from here on.
    std::thread::sleep(Duration::from_millis(500));
    let (status, probed_keys) = send(&url, &operator, "GET", "/api_keys", false);
    assert_eq!(status, 403);
    let (status, probed_trail) = send(&url, &reader, "GET", "/audit_records", false);
    assert_eq!(status, 403);
    // Another client is answered meanwhile.
    let (status, _) = send(&url, common::API_KEY, "GET", "/edges/tcp", false);
    assert_eq!(status, 200);
    flooding.store(false, Ordering::Relaxed);
    let sent: usize = flood.into_iter().map(|t| t.join().unwrap()).sum();

    let record = record_of(&env, &probed_keys).expect("the operator's 403 is recorded");
    assert_eq!(
        record["actor"],
        json!({"type": "api_key", "api_key_id": operator_id}),
        "{record}"
    );
    assert_eq!(
        record["request"],
        json!({"method": "GET", "route": "/api_keys"})
    );
    assert_eq!(record["status"], 403, "{record}");
    assert_eq!(record["dry_run"], false, "{record}");
    let record = record_of(&env, &probed_trail).expect("the reader's 403 is recorded");
    assert_eq!(
        record["actor"],
        json!({"type": "api_key", "api_key_id": reader_id}),
        "{record}"
    );
    assert_eq!(
        record["request"],
        json!({"method": "GET", "route": "/audit_records"})
    );
    // The flood went past its own budget: each 401 is recorded or counted as left out by its
    // budget's next record (the one after the flood's last window, at the latest).
    std::thread::sleep(Duration::from_millis(1100));
    let (status, last) = send(&url, "not-a-key", "GET", "/edges/tcp", false);
    assert_eq!(status, 401);
    record_of(&env, &last).expect("the 401 after the flood is recorded");
    let (mut recorded, mut left_out) = (0, 0);
    let accounted = within(Duration::from_secs(10), || {
        let anonymous: Vec<Value> = refusals(&env)
            .into_iter()
            .filter(|r| r["actor"] == json!({"type": "unauthenticated"}))
            .collect();
        recorded = anonymous.len() as u64;
        left_out = anonymous
            .iter()
            .map(|r| r["unrecorded_refusals_before"].as_u64().unwrap())
            .sum();
        recorded + left_out == sent as u64 + 1
    });
    assert!(
        accounted && left_out > 0 && recorded <= 5 * (FLOOD_TIME.as_secs() + 3),
        "{sent} 401s sent and one after: {recorded} recorded, {left_out} said left out"
    );
    assert_eq!(
        env.api(Method::Get, "/api_keys", None)["keys"]
            .as_array()
            .map(Vec::len),
        Some(2)
    );
}

/// API-NOTES fifth round, "Audit trail": refusals of dry-run requests (401, 403) are recorded,
/// marked as dry runs; a successful dry run is not.
#[test]
fn a_refused_dry_run_is_recorded_as_one_and_a_successful_dry_run_is_not_on_sled() {
    refused_and_successful_dry_runs(Env::new());
}

#[test]
fn a_refused_dry_run_is_recorded_as_one_and_a_successful_dry_run_is_not_on_postgres() {
    if let Some(env) = Env::postgres(module_path!()) {
        refused_and_successful_dry_runs(env);
    }
}

fn refused_and_successful_dry_runs(mut env: Env) {
    env.start_server();
    let url = env.base_url();
    let (operator_id, operator) = key(&env, "operator");
    let (status, forbidden) = send(&url, &operator, "POST", "/api_keys", true);
    assert_eq!(status, 403);
    let (status, unauthenticated) = send(&url, "not-a-key", "POST", "/edges/tcp", true);
    assert_eq!(status, 401);
    let record = record_of(&env, &forbidden).expect("the refused dry run is recorded");
    assert_eq!(record["dry_run"], true, "{record}");
    assert_eq!(record["actor"]["api_key_id"], operator_id.as_str());
    assert_eq!(
        record["request"],
        json!({"method": "POST", "route": "/api_keys"})
    );
    let record = record_of(&env, &unauthenticated).expect("the 401 is recorded");
    assert_eq!(record["dry_run"], true, "{record}");
    assert_eq!(record["actor"], json!({"type": "unauthenticated"}));

    let before = env.api(Method::Get, "/audit_records?limit=100", None)["audit_records"]
        .as_array()
        .unwrap()
        .len();
    let (status, tried) = send(&url, &operator, "POST", "/edges/tcp", true);
    assert_eq!(status, 201);
    let trail = env.api(Method::Get, "/audit_records?limit=100", None)["audit_records"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(trail.len(), before, "{trail:#?}");
    assert!(trail.iter().all(|r| r["operation_id"] != tried.as_str()));
    let edges = env.api(Method::Get, "/edges/tcp", None);
    assert_eq!(edges["tcp_edges"], json!([]), "{edges}");
}

/// Before: a request hyper refused to parse (it answers 400 or 431 itself) reached no handler and
/// left no access-log line.
#[test]
fn a_request_the_http_parser_refuses_is_in_the_access_log() {
    let mut env = Env::remote();
    let address = env.base_url().trim_start_matches("http://").to_string();
    let mut refused = Vec::new();
    for (request, status) in [
        (
            b"GET /edges/tcp HTTP/1.1\r\nHost: x\r\nX-Bad: \x01\r\n\r\n".to_vec(),
            400,
        ),
        (
            format!(
                "GET /edges/tcp HTTP/1.1\r\nX-Big: {}\r\n\r\n",
                "a".repeat(20_000)
            )
            .into_bytes(),
            431,
        ),
    ] {
        let mut stream = std::net::TcpStream::connect(&address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        stream.write_all(&request).unwrap();
        let mut answer = String::new();
        let _ = std::io::Read::read_to_string(&mut stream, &mut answer);
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status}")),
            "{answer}"
        );
        refused.push((stream.local_addr().unwrap().to_string(), status));
    }
    let lines = access_log(&mut env);
    for (client, status) in refused {
        let line = lines
            .iter()
            .find(|l| l["client_address"] == client.as_str())
            .unwrap_or_else(|| panic!("no line for {client}: {lines:#?}"));
        assert_eq!(line["status"], status, "{line}");
        assert!(
            line["unparsed"].as_str().is_some_and(|why| !why.is_empty()),
            "{line}"
        );
        assert_eq!(line["route"], Value::Null, "{line}");
        assert!(line["time"].is_string(), "{line}");
    }
}

/// Before: a 2 000-character method was logged and recorded whole.
#[test]
fn a_long_method_is_logged_and_recorded_cut() {
    let mut env = Env::remote();
    let address = env.base_url().trim_start_matches("http://").to_string();
    let method = "X".repeat(2_000);
    // No key: a 401, logged and recorded; with a key: a 405, logged. (HTTP clients refuse to send
    // such a method: a raw connection does.)
    let send_raw = |token: &str| {
        let mut stream = std::net::TcpStream::connect(&address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let request = format!(
            "{method} /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
             Authorization: Bearer {token}\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = String::new();
        let _ = std::io::Read::read_to_string(&mut stream, &mut answer);
        let status: u16 = answer[9..12].parse().unwrap();
        let operation_id = answer
            .lines()
            .find_map(|l| {
                let (name, value) = l.split_once(':')?;
                name.eq_ignore_ascii_case("ngrok-operation-id")
                    .then_some(value)
            })
            .expect("an operation ID")
            .trim()
            .to_string();
        (status, operation_id)
    };
    let (status, unauthenticated) = send_raw("not-a-key");
    assert_eq!(status, 401);
    let (status, not_allowed) = send_raw(common::API_KEY);
    assert_eq!(status, 405);
    let record = record_of(&env, &unauthenticated).expect("the 401 is recorded");
    assert_eq!(record["request"]["method"], cut_method(&method), "{record}");
    let lines = access_log(&mut env);
    for operation_id in [unauthenticated, not_allowed] {
        let line = lines
            .iter()
            .find(|l| l["operation_id"] == operation_id.as_str())
            .unwrap_or_else(|| panic!("no line for {operation_id}: {lines:#?}"));
        assert_eq!(line["method"], cut_method(&method), "{line}");
    }
    assert!(lines.iter().all(|l| !l.to_string().contains(&method[..33])));
}
