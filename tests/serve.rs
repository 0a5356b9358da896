//! `tunnelctl serve` on the wire, with a plain HTTP client: authentication, the version header,
//! content type, body limit, unknown paths and methods, operation IDs, shutdown.

use crate::common;
use tunnelctl::cli::exit;

use common::{http, Env};
use serde_json::{json, Value};

struct Answer {
    status: u16,
    body: Value,
    operation_id: String,
    allow: String,
}

fn request(
    env: &Env,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<Vec<u8>>,
) -> Answer {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut builder = ureq::http::Request::builder()
        .method(method)
        .uri(format!("{}{path}", env.base_url()));
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let mut response = agent
        .run(builder.body(body.unwrap_or_default()).unwrap())
        .expect("server answers");
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_default()
    };
    let (operation_id, allow) = (header("ngrok-operation-id"), header("allow"));
    let status = response.status().as_u16();
    let text = response.body_mut().read_to_string().unwrap();
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).expect("JSON body")
    };
    Answer {
        status,
        body,
        operation_id,
        allow,
    }
}

/// common::API_KEY as a bearer token.
const AUTH: (&str, &str) = ("Authorization", "Bearer test-key-0123456789");
const VERSION: (&str, &str) = ("Ngrok-Version", "2");
const JSON: (&str, &str) = ("Content-Type", "application/json");

fn assert_envelope(answer: &Answer, status: u16, code: Option<&str>) {
    assert_eq!(answer.status, status, "{}", answer.body);
    assert_eq!(answer.body["status_code"], status);
    assert_eq!(answer.body["error_code"].as_str(), code, "{}", answer.body);
    assert!(answer.body["msg"].as_str().is_some_and(|m| !m.is_empty()));
    assert!(
        answer.operation_id.starts_with("op_"),
        "every response carries Ngrok-Operation-Id"
    );
    assert_eq!(
        answer.body["details"]["operation_id"],
        answer.operation_id.as_str()
    );
}

#[test]
fn the_wire_contract() {
    let env = Env::remote();
    assert_envelope(
        &request(&env, "GET", "/edges/tcp", &[VERSION], None),
        401,
        Some("ERR_NGROK_200"),
    );
    assert_envelope(
        &request(
            &env,
            "GET",
            "/edges/tcp",
            &[("Authorization", "Bearer nope"), VERSION],
            None,
        ),
        401,
        Some("ERR_NGROK_203"),
    );
    assert_envelope(
        &request(&env, "GET", "/edges/tcp", &[AUTH], None),
        400,
        Some("ERR_NGROK_218"),
    );
    assert_envelope(
        &request(
            &env,
            "GET",
            "/edges/tcp",
            &[AUTH, ("Ngrok-Version", "1")],
            None,
        ),
        400,
        Some("ERR_NGROK_217"),
    );
    assert_envelope(
        &request(
            &env,
            "POST",
            "/edges/tcp",
            &[AUTH, VERSION, JSON],
            Some(b"{".to_vec()),
        ),
        400,
        Some("ERR_NGROK_213"),
    );
    let form = ("Content-Type", "application/x-www-form-urlencoded");
    assert_envelope(
        &request(
            &env,
            "POST",
            "/edges/tcp",
            &[AUTH, VERSION, form],
            Some(b"{}".to_vec()),
        ),
        415,
        Some("ERR_NGROK_210"),
    );
    let big = format!("{{\"description\":\"{}\"}}", "x".repeat(2 * 1024 * 1024)).into_bytes();
    assert_envelope(
        &request(
            &env,
            "POST",
            "/edges/tcp",
            &[AUTH, VERSION, JSON],
            Some(big),
        ),
        413,
        Some("ERR_NGROK_413"),
    );

    let unknown = request(&env, "GET", "/no/such/path", &[AUTH, VERSION], None);
    assert_eq!(
        (unknown.status, unknown.body["msg"].as_str()),
        (404, Some("Not Found"))
    );
    assert_eq!(unknown.body["details"]["path"], "/no/such/path");
    assert!(unknown.operation_id.starts_with("op_"));

    let wrong_method = request(&env, "PUT", "/edges/tcp", &[AUTH, VERSION], None);
    assert_envelope(&wrong_method, 405, Some("ERR_NGROK_405"));
    assert_eq!(wrong_method.allow, "GET, POST");
    let options = request(&env, "OPTIONS", "/edges/tcp", &[AUTH, VERSION], None);
    assert_eq!((options.status, options.allow.as_str()), (405, "GET, POST"));

    // Nothing above was stored.
    assert_eq!(
        env.json(&["tcp-edge", "list"])["tcp_edges"],
        serde_json::json!([])
    );

    // An empty action body without a content type is accepted (the Python SDK sends those).
    let created = request(&env, "POST", "/edges/tcp", &[AUTH, VERSION], None);
    assert_eq!(created.status, 201, "{}", created.body);
    assert!(created.operation_id.starts_with("op_"));
    let id = created.body["id"].as_str().unwrap();
    let deleted = request(
        &env,
        "DELETE",
        &format!("/edges/tcp/{id}"),
        &[AUTH, VERSION],
        None,
    );
    assert_eq!((deleted.status, deleted.body.clone()), (204, Value::Null));
    assert!(deleted.operation_id.starts_with("op_"));
}

/// A store command needs the store to itself, so it cannot go through the server's socket as
/// other local commands do (see `keep_open.rs`): it finds the store busy, names the server, and
/// says to stop it (no request to the server would do the same).
#[test]
fn a_held_store_points_store_commands_at_the_server() {
    let env = Env::remote();
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_API_URL")
        .args(["--lock-timeout", "100ms", "store", "check"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("at {} is serving it", env.base_url())),
        "{stderr}"
    );
    assert!(
        stderr.contains("hint: this command needs the store to itself: stop the server (pid "),
        "{stderr}"
    );
    assert!(!stderr.contains("--api-url"), "{stderr}");
}

#[test]
fn sigterm_stops_cleanly_and_keeps_every_confirmed_change() {
    let mut env = Env::remote();
    let edge = env.json(&["tcp-edge", "create", "--description", "before shutdown"]);
    let status = env.stop_server().unwrap();
    assert!(status.success(), "serve exits 0 on SIGTERM: {status:?}");
    // Local mode now opens the store the server released.
    let got = env.json(&["tcp-edge", "get", edge["id"].as_str().unwrap()]);
    assert_eq!(got["description"], "before shutdown");
}

/// A SIGTERM sent as soon as serve printed its URL killed it about one time in five (exit 143,
/// its last access-log lines lost): the signal was taken over only once the serving loop ran.
#[test]
fn sigterm_right_after_the_url_is_printed_stops_cleanly() {
    let mut env = Env::new();
    for _ in 0..10 {
        env.start_server();
        let status = env.stop_server().unwrap();
        let log = std::fs::read_to_string(env.path().join("serve.log")).unwrap();
        assert!(status.success(), "{status:?}: {log}");
        assert!(log.trim_end().ends_with("stopped"), "{log}");
    }
}

/// `GET /healthz` is for load balancers: no key, no version header, and nothing stored in the
/// body; another method is a 405 and writes nothing.
#[test]
fn healthz_answers_without_a_key_and_shows_no_store_data() {
    let env = Env::remote();
    let edge = env.json(&["tcp-edge", "create", "--description", "private"]);
    let health = request(&env, "GET", "/healthz", &[], None);
    assert_eq!(health.status, 200);
    assert_eq!(health.body, json!({"status": "ok"}));
    assert!(health.operation_id.starts_with("op_"));
    // A key, right or wrong, changes nothing: the path never looks at it.
    let keyed = request(
        &env,
        "GET",
        "/healthz",
        &[("Authorization", "Bearer wrong")],
        None,
    );
    assert_eq!((keyed.status, keyed.body), (200, json!({"status": "ok"})));
    let posted = request(&env, "POST", "/healthz", &[], Some(b"{}".to_vec()));
    assert_eq!((posted.status, posted.allow.as_str()), (405, "GET"));
    let listed = env.json(&["tcp-edge", "list"]);
    assert_eq!(listed["tcp_edges"].as_array().unwrap().len(), 1);
    assert_eq!(listed["tcp_edges"][0]["id"], edge["id"]);
}

/// `GET /metrics` needs a key, passes Prometheus's own `promtool check metrics`, and its counts
/// move with what clients do (a dry run's in a series of its own); every request, refused ones included, has its access-log line,
/// naming the route's template, never the path with its IDs, and never the key.
#[test]
fn metrics_pass_promtool_count_requests_and_signatures_and_every_request_is_logged() {
    let test = "serve::metrics_pass_promtool";
    let mut env = Env::remote();
    let scrape = || {
        let answer = common::http_raw(&env.base_url(), "GET", "/metrics", "").expect("answers");
        assert_eq!(answer.0, 200, "{}", answer.2);
        assert!(answer.1.iter().any(|(name, value)| name == "content-type"
            && value.starts_with("text/plain; version=0.0.4")));
        answer.2
    };
    let sample = |text: &str, series: &str| common::metric(text, series).unwrap_or(0);
    let created = "tunnelctl_http_requests_total{method=\"POST\",route=\"/ssh_user_certificates\",status=\"201\"}";
    let signed = "tunnelctl_ssh_certificates_signed_total{kind=\"user\"}";
    let tried = "tunnelctl_http_dry_run_requests_total{method=\"POST\",route=\"/ssh_user_certificates\",status=\"201\"}";
    let tried_as_list =
        "tunnelctl_http_dry_run_requests_total{method=\"POST\",route=\"/dry_runs\",status=\"200\"}";
    let before = scrape();
    let ca = crate::ergonomics::create_ca(&env, "metrics");
    let cert = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--principal",
        "alice",
        "--public-key",
        crate::ergonomics::USER_KEY,
    ]);
    // The same create as a dry run, by the header and within `POST /dry_runs`: counted apart,
    // so that the real series moves by the one real create only.
    let trial = env.json(&[
        "--dry-run",
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--principal",
        "bob",
        "--public-key",
        crate::ergonomics::USER_KEY,
    ]);
    assert!(trial["certificate"].is_null(), "{trial}");
    let in_list = json!({"requests": [{
        "method": "POST",
        "path": "/ssh_user_certificates",
        "body": {
            "ssh_certificate_authority_id": ca,
            "public_key": crate::ergonomics::USER_KEY,
            "principals": ["carol"],
        },
    }]});
    let listed = request(
        &env,
        "POST",
        "/dry_runs",
        &[AUTH, VERSION, JSON],
        Some(in_list.to_string().into_bytes()),
    );
    assert_eq!(listed.status, 200, "{}", listed.body);
    assert_eq!(
        listed.body["responses"][0]["status"], 201,
        "{}",
        listed.body
    );
    let refused = request(
        &env,
        "GET",
        &format!("/edges/tcp/{}", common::fake_id("edgtcp", 1)),
        &[VERSION],
        None,
    );
    assert_eq!(refused.status, 401);
    let unkeyed = request(&env, "GET", "/metrics", &[], None);
    assert_eq!(unkeyed.status, 401, "the metrics need a key like the API");
    // Refused by the HTTP layer once the key was accepted: the line still names the key, a
    // stored one by its ID.
    let stored = env.json(&["api-key", "create", "--description", "access log"]);
    let bearer = format!("Bearer {}", stored["token"].as_str().unwrap());
    let not_json = request(
        &env,
        "POST",
        "/edges/tcp",
        &[
            ("Authorization", &bearer),
            VERSION,
            ("Content-Type", "text/plain"),
        ],
        Some(b"{}".to_vec()),
    );
    assert_eq!(not_json.status, 415, "{}", not_json.body);
    let too_large = request(
        &env,
        "POST",
        "/edges/tcp",
        &[AUTH, VERSION, JSON],
        Some(vec![b' '; (1 << 20) + 1]),
    );
    assert_eq!(too_large.status, 413, "{}", too_large.body);
    // A GET on sled is answered on serve's async thread, its record read there (store/unblocked.rs);
    // a write runs on the blocking pool, unevaluated, since sled's commit flushes to disk.
    let read = request(
        &env,
        "GET",
        &format!("/ssh_certificate_authorities/{ca}"),
        &[AUTH, VERSION],
        None,
    );
    assert_eq!(read.status, 200, "{}", read.body);
    let after = scrape();
    let (unblocked, to_pool) = (
        "tunnelctl_store_requests_unblocked_total",
        "tunnelctl_store_requests_to_blocking_pool_total",
    );
    assert!(
        sample(&after, unblocked) > sample(&before, unblocked),
        "{after}"
    );
    assert_eq!(sample(&after, to_pool), sample(&before, to_pool), "{after}");
    assert_eq!(sample(&after, created), sample(&before, created) + 1);
    assert_eq!(sample(&after, tried), sample(&before, tried) + 1, "{after}");
    assert_eq!(
        sample(&after, tried_as_list),
        sample(&before, tried_as_list) + 1,
        "{after}"
    );
    assert_eq!(sample(&after, signed), sample(&before, signed) + 1);
    assert!(after.contains(
        "tunnelctl_http_requests_total{method=\"GET\",route=\"/edges/tcp/{id}\",status=\"401\"} 1",
    ), "{after}");
    assert!(after.contains("tunnelctl_http_request_duration_seconds_bucket{method=\"POST\",route=\"/ssh_user_certificates\",le=\"+Inf\"}"));
    assert!(after.contains("tunnelctl_store_errors_total 0"));
    assert!(
        after.contains("tunnelctl_access_log_lines_dropped_total 0"),
        "{after}"
    );
    assert!(!after.contains("pool_connections"), "sled has no pool");
    assert!(
        !after.contains("record_reads"),
        "sled reads no record over a network"
    );
    assert!(
        !after.contains(&ca) && !after.contains(&common::id(&cert)),
        "no ID as a label"
    );

    // One line per request, in the order answered; the scrape's own line comes after its answer.
    // The lines are written apart from the answers (`server::access_log`): a stopped serve has
    // written all of them, before its last word.
    assert!(env.stop_server().expect("serve runs").success());
    let log = std::fs::read_to_string(env.path().join("serve.log")).expect("serve's stderr");
    let last_line = log.lines().last().unwrap_or_default();
    assert!(last_line.contains("stopped"), "{log}");
    assert!(!log.contains(common::API_KEY), "the key is never logged");
    let lines: Vec<Value> = log
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect();
    let signing = lines
        .iter()
        .find(|l| l["method"] == "POST" && l["route"] == "/ssh_user_certificates")
        .expect("the signature's line");
    assert_eq!(signing["status"], 201);
    assert_eq!(
        signing["api_key_id"], "api-key-file",
        "a key of the file, by kind"
    );
    assert!(signing["operation_id"].as_str().unwrap().starts_with("op_"));
    assert!(signing["duration_ms"].is_number() && signing["time"].is_string());
    let refused_line = lines
        .iter()
        .find(|l| l["operation_id"] == refused.operation_id.as_str())
        .expect("the refused request's line");
    assert_eq!(
        (
            &refused_line["route"],
            &refused_line["status"],
            &refused_line["api_key_id"]
        ),
        (&json!("/edges/tcp/{id}"), &json!(401), &Value::Null)
    );
    let logged = |answer: &Answer| {
        let line = lines
            .iter()
            .find(|l| l["operation_id"] == answer.operation_id.as_str())
            .expect("every request has its line");
        (line["status"].clone(), line["api_key_id"].clone())
    };
    assert_eq!(logged(&unkeyed), (json!(401), Value::Null));
    assert_eq!(logged(&not_json), (json!(415), stored["id"].clone()));
    assert_eq!(logged(&too_large), (json!(413), json!("api-key-file")));
    let scrapes: Vec<&Value> = lines
        .iter()
        .filter(|l| l["route"] == "/metrics" && l["status"] == 200)
        .collect();
    assert_eq!(scrapes.len(), 2, "{log}");
    assert!(
        scrapes.iter().all(|l| l["api_key_id"] == "api-key-file"),
        "a scrape names its key: {log}"
    );

    let Some(promtool) = common::outside_program("promtool", "prometheus", test) else {
        return;
    };
    let checked = std::process::Command::new(promtool)
        .args(["check", "metrics"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("piped")
                .write_all(after.as_bytes())?;
            child.wait_with_output()
        })
        .expect("run promtool");
    assert!(
        checked.status.success(),
        "promtool check metrics: {}{}\n{after}",
        String::from_utf8_lossy(&checked.stdout),
        String::from_utf8_lossy(&checked.stderr)
    );
}

/// A stderr that nobody reads (a full pipe: a log collector stuck) stops no request: the access
/// log's lines wait for it apart from the answers, and all of them reach it once it is read.
#[test]
fn a_stderr_nobody_reads_stops_no_request_and_loses_no_line() {
    use std::io::{BufRead, Read};
    const REQUESTS: usize = 1500; // ~150 bytes of log each: past a pipe's 64 KiB.
    let env = Env::new();
    let mut serve = env
        .std_cmd()
        .args(["serve", "--listen", "127.0.0.1:0"])
        .env("TUNNELCTL_SERVE_API_KEY", common::API_KEY)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start serve");
    let mut url = String::new();
    std::io::BufReader::new(serve.stdout.take().unwrap())
        .read_line(&mut url)
        .unwrap();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(std::time::Duration::from_secs(10)))
        .build()
        .into();
    for n in 0..REQUESTS {
        let answered = agent.get(format!("{}/healthz", url.trim())).call();
        assert!(answered.is_ok(), "request {n} of {REQUESTS}: {answered:?}");
    }
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &serve.id().to_string()])
        .status();
    let mut log = String::new();
    serve
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    assert!(serve.wait().unwrap().success(), "{log}");
    let lines = log.lines().filter(|l| l.contains(r#""route":"/healthz""#));
    assert_eq!(lines.count(), REQUESTS, "{log}");
}

/// A request that does not finish (here its body stops arriving) holds a stopping server up for
/// the drain timeout only, not for the 30 s a body may take; the server still exits 0.
#[test]
fn sigterm_cuts_a_request_that_outlasts_the_drain_timeout() {
    use std::io::Write;
    let env = Env::new();
    let (mut serve, base_url) =
        common::spawn_serve(&env, "export TUNNELCTL_SERVE_DRAIN_TIMEOUT_MS=500");
    let mut stalled = std::net::TcpStream::connect(base_url.trim_start_matches("http://")).unwrap();
    stalled
        .write_all(
            format!(
                "POST /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
                 Authorization: Bearer {}\r\nContent-Type: application/json\r\n\
                 Content-Length: 100\r\n\r\n{{\"descr",
                common::API_KEY
            )
            .as_bytes(),
        )
        .unwrap();
    // Time for the server to read the head: the request is then in flight, waiting for its body.
    std::thread::sleep(std::time::Duration::from_millis(300));
    std::process::Command::new("kill")
        .args(["-TERM", &serve.0.id().to_string()])
        .status()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let status = loop {
        if let Some(status) = serve.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "serve still drains a request the client never finished"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    drop(stalled);
    assert_eq!(env.json(&["tcp-edge", "list"])["tcp_edges"], json!([]));
}

#[test]
fn api_keys_come_from_a_file_or_are_generated() {
    let env = Env::new();
    let keys = env.file("keys", "# team keys\nalpha\n\nbeta\n");
    // A file of secrets others may read is refused (see trust::an_api_key_file_…).
    std::fs::set_permissions(&keys, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    let mut child = env
        .std_cmd()
        .args([
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--api-key-file",
            keys.to_str().unwrap(),
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut url = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut url,
    )
    .unwrap();
    for (key, exit) in [("alpha", 0), ("beta", 0), ("gamma", 4)] {
        let out = env
            .cmd()
            .args([
                "--api-url",
                url.trim(),
                "--api-key",
                key,
                "tcp-edge",
                "list",
            ])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(exit), "{key}");
    }
    child.kill().unwrap();
    child.wait().unwrap();

    // Without keys, serve makes one up and says it once on stderr.
    let (mut child, url, notice, key) = common::serve_with_generated_key(&env, "127.0.0.1:0");
    assert!(notice.contains("no API key given"), "{notice}");
    let out = env
        .cmd()
        .args([
            "--api-url",
            url.trim(),
            "--api-key",
            key.trim(),
            "tcp-edge",
            "list",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    child.kill().unwrap();
    child.wait().unwrap();
}

/// An IdP fetches the SP metadata from the module's `metadata_url`, without an API key.
#[test]
fn saml_sp_metadata_is_published_at_its_metadata_url() {
    let env = Env::remote();
    let (edge, route) = (common::fake_id("edghts", 1), common::fake_id("edghtsrt", 2));
    let module = env.put_saml_module(&edge, &route);
    let metadata_url = module["metadata_url"].as_str().unwrap();
    assert_eq!(metadata_url, format!("{}/saml/{route}", env.base_url()));

    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut response = agent.get(metadata_url).call().unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "application/samlmetadata+xml"
    );
    let xml = response.body_mut().read_to_string().unwrap();
    let printed = env.table(&["route", "saml", "get", &edge, &route, "--sp-metadata"]);
    assert_eq!(
        xml.trim(),
        printed.trim(),
        "serve publishes what the CLI prints"
    );
    assert!(xml.contains(module["assertion_consumer_service_url"].as_str().unwrap()));

    let missing = agent
        .get(format!(
            "{}/saml/{}",
            env.base_url(),
            common::fake_id("edghtsrt", 3)
        ))
        .call()
        .unwrap();
    assert_eq!(missing.status().as_u16(), 404);
    // The rest of the API still needs a key.
    assert_eq!(
        agent
            .get(format!("{}/edges/tcp", env.base_url()))
            .call()
            .unwrap()
            .status()
            .as_u16(),
        401
    );
}

/// 32 clients at once against one server, each creating, patching, deleting and listing
/// interleaved: no request fails, the final store is exactly what the successful requests imply,
/// and every list page a client read was in order and without duplicates.
#[test]
fn thirty_two_clients_at_once_lose_and_duplicate_nothing() {
    const CLIENTS: usize = 32;
    const EDGES: usize = 12;
    let env = Env::remote();
    let base = env.base_url();
    let kept: Vec<Vec<(String, String)>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..CLIENTS)
            .map(|client| {
                let base = base.as_str();
                scope.spawn(move || {
                    let mut kept = Vec::new();
                    for n in 0..EDGES {
                        let body = json!({"description": format!("c{client}-{n}")});
                        let (status, edge) = http(base, "POST", "/edges/tcp", Some(&body)).unwrap();
                        assert_eq!(status, 201, "{edge}");
                        let id = edge["id"].as_str().unwrap().to_string();
                        let patched = format!("c{client}-{n} patched");
                        let (status, edge) = http(
                            base,
                            "PATCH",
                            &format!("/edges/tcp/{id}"),
                            Some(&json!({"description": patched})),
                        )
                        .unwrap();
                        assert_eq!(
                            (status, edge["description"].as_str()),
                            (200, Some(patched.as_str()))
                        );
                        if n % 3 == 0 {
                            let (status, _) =
                                http(base, "DELETE", &format!("/edges/tcp/{id}"), None).unwrap();
                            assert_eq!(status, 204);
                        } else {
                            kept.push((id, patched));
                        }
                        // A page read while others write is newest first and has no duplicates.
                        let (status, page) =
                            http(base, "GET", "/edges/tcp?limit=50", None).unwrap();
                        assert_eq!(status, 200);
                        let ids: Vec<&str> = page["tcp_edges"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|e| e["id"].as_str().unwrap())
                            .collect();
                        assert!(
                            ids.windows(2).all(|w| w[0] > w[1]),
                            "page out of order: {ids:?}"
                        );
                    }
                    kept
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });

    let mut expected: Vec<(String, String)> = kept.into_iter().flatten().collect();
    expected.sort();
    let list = env.json(&["tcp-edge", "list"]);
    let mut stored: Vec<(String, String)> = list["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["id"].as_str().unwrap().to_string(),
                e["description"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    stored.sort();
    assert_eq!(stored.len(), CLIENTS * (EDGES - EDGES.div_ceil(3)));
    assert_eq!(
        stored, expected,
        "exactly the kept edges, each with its patch"
    );
}

/// After a hostile request: another client still gets a well-formed answer, and (for writes)
/// nothing was stored.
fn assert_still_serving_and_empty(env: &Env) {
    for path in common::collections() {
        let answer = request(env, "GET", path, &[AUTH, VERSION], None);
        assert_eq!(answer.status, 200, "GET {path}: {}", answer.body);
        let items = answer
            .body
            .as_object()
            .and_then(|o| o.values().find_map(Value::as_array))
            .unwrap_or_else(|| panic!("GET {path}: no list in {}", answer.body));
        assert!(
            items.is_empty(),
            "GET {path}: something was stored: {items:?}"
        );
    }
}

/// Issue 12: a method the path does not allow was reported after the query (400) instead of 405.
#[test]
fn a_wrong_method_is_405_before_the_query_or_the_body_is_looked_at() {
    let env = Env::remote();
    let put = request(
        &env,
        "PUT",
        "/tunnel_sessions?limit=1",
        &[AUTH, VERSION],
        None,
    );
    assert_envelope(&put, 405, Some("ERR_NGROK_405"));
    assert_eq!(put.allow, "GET");
    let post = request(
        &env,
        "DELETE",
        "/edges/tcp?limit=x",
        &[AUTH, VERSION, JSON],
        Some(br#"{"description":"not stored"}"#.to_vec()),
    );
    assert_envelope(&post, 405, Some("ERR_NGROK_405"));
    assert_eq!(post.allow, "GET, POST");
    assert_still_serving_and_empty(&env);
}

/// Issue 12: `Authorization: bearer KEY` was refused; the scheme is case-insensitive (RFC 9110
/// §11.1) and extra spaces before the token are tolerated. Every 401 says `WWW-Authenticate: Bearer`.
#[test]
fn the_bearer_scheme_is_case_insensitive_and_every_401_says_www_authenticate() {
    let env = Env::remote();
    for auth in [
        "bearer test-key-0123456789",
        "BEARER test-key-0123456789",
        "Bearer    test-key-0123456789",
        "bEaReR \t test-key-0123456789 ",
    ] {
        let answer = request(
            &env,
            "GET",
            "/edges/tcp",
            &[("Authorization", auth), VERSION],
            None,
        );
        assert_eq!(answer.status, 200, "{auth:?}: {}", answer.body);
    }
    for (auth, code) in [
        (None, "ERR_NGROK_200"),
        (Some("Bearer nope"), "ERR_NGROK_203"),
        (Some("Basic dGVzdC1rZXktMDEyMzQ1Njc4OQ=="), "ERR_NGROK_203"),
        (Some("test-key-0123456789"), "ERR_NGROK_203"),
    ] {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let mut builder = ureq::http::Request::builder()
            .method("POST")
            .uri(format!("{}/edges/tcp", env.base_url()))
            .header("Ngrok-Version", "2")
            .header("Content-Type", "application/json");
        if let Some(auth) = auth {
            builder = builder.header("Authorization", auth);
        }
        let mut response = agent
            .run(builder.body(r#"{"description":"not stored"}"#).unwrap())
            .unwrap_or_else(|e| panic!("{auth:?}: {e}"));
        assert_eq!(response.status().as_u16(), 401, "{auth:?}");
        assert_eq!(response.headers()["www-authenticate"], "Bearer", "{auth:?}");
        let body: Value =
            serde_json::from_str(&response.body_mut().read_to_string().unwrap()).unwrap();
        assert_eq!(body["error_code"], code, "{auth:?}");
    }
    assert_still_serving_and_empty(&env);
}

/// A raw connection to the server of `env`, with a read timeout so that a test never hangs.
fn connect(env: &Env) -> std::net::TcpStream {
    let address = env.base_url().trim_start_matches("http://").to_string();
    let stream = std::net::TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    stream
}

/// Reads one response from a raw connection: its head (lowercased) and its body.
fn read_response(stream: &mut std::net::TcpStream) -> (String, Vec<u8>) {
    use std::io::Read;
    let mut bytes = Vec::new();
    let mut byte = [0u8; 1];
    while !bytes.ends_with(b"\r\n\r\n") {
        assert_eq!(
            stream.read(&mut byte).unwrap(),
            1,
            "connection closed mid-head"
        );
        bytes.push(byte[0]);
    }
    let head = String::from_utf8(bytes).unwrap().to_ascii_lowercase();
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .map_or(0, |v| v.trim().parse().unwrap());
    let mut body = vec![0u8; length];
    stream.read_exact(&mut body).unwrap();
    (head, body)
}

/// True when the server closes the connection (EOF or reset) before `within` passes.
fn closed_within(stream: &mut std::net::TcpStream, within: std::time::Duration) -> bool {
    use std::io::Read;
    stream.set_read_timeout(Some(within)).unwrap();
    let mut buf = [0u8; 64];
    match stream.read(&mut buf) {
        Ok(0) => true,
        Ok(n) => panic!("unexpected bytes: {:?}", String::from_utf8_lossy(&buf[..n])),
        Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => true,
        Err(_) => false,
    }
}

/// A request refused before its body was read (no key) left the connection open for reuse while
/// the server closed it: a client's next request on it failed with "peer disconnected".
#[test]
fn a_refusal_that_leaves_the_body_unread_says_connection_close() {
    use std::io::Write;
    let env = Env::remote();
    let mut stream = connect(&env);
    stream
        .write_all(
            b"POST /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
              Content-Type: application/json\r\nContent-Length: 100\r\n\r\n",
        )
        .unwrap();
    let (head, body) = read_response(&mut stream);
    assert!(head.starts_with("http/1.1 401"), "{head}");
    assert!(head.contains("\r\nconnection: close\r\n"), "{head}");
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["error_code"], "ERR_NGROK_200");
    assert!(closed_within(
        &mut stream,
        std::time::Duration::from_secs(5)
    ));

    // Without a body the connection stays usable.
    let mut stream = connect(&env);
    for _ in 0..2 {
        stream
            .write_all(b"GET /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\r\n")
            .unwrap();
        let (head, _) = read_response(&mut stream);
        assert!(head.starts_with("http/1.1 401"), "{head}");
        assert!(!head.contains("connection: close"), "{head}");
    }
    assert_still_serving_and_empty(&env);
}

/// A GET of `/edges/tcp` on a fresh connection, as another client would send it: the status, and
/// how long the answer took.
fn another_client(base_url: &str) -> (u16, std::time::Duration) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(std::time::Duration::from_secs(15)))
        .build()
        .into();
    let started = std::time::Instant::now();
    let response = agent
        .get(format!("{base_url}/edges/tcp"))
        .header("Authorization", format!("Bearer {}", common::API_KEY))
        .header("Ngrok-Version", "2")
        .call()
        .unwrap_or_else(|e| panic!("another client got no answer: {e}"));
    (response.status().as_u16(), started.elapsed())
}

/// Issue 12: a connection that never finished its request headers was never closed, nor was an
/// idle keep-alive connection.
#[test]
fn a_client_that_stalls_in_its_headers_or_idles_is_disconnected() {
    use std::io::Write;
    let mut env = Env::new();
    env.set_var("TUNNELCTL_SERVE_HEADER_TIMEOUT_MS", "1000");
    env.start_server();
    let mut stalled = connect(&env);
    stalled.write_all(b"GET /edges/tc").unwrap();
    let mut stalled_headers = connect(&env);
    stalled_headers
        .write_all(b"GET /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Ver")
        .unwrap();
    let mut silent = connect(&env);
    let mut idle = connect(&env);
    idle.write_all(
        format!(
            "GET /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
             Authorization: Bearer {}\r\n\r\n",
            common::API_KEY
        )
        .as_bytes(),
    )
    .unwrap();
    let (head, _) = read_response(&mut idle);
    assert!(head.starts_with("http/1.1 200"), "{head}");
    let started = std::time::Instant::now();
    // Meanwhile other clients are answered.
    assert_eq!(another_client(&env.base_url()).0, 200);
    for (name, stream) in [
        ("half a request line", &mut stalled),
        ("half the headers", &mut stalled_headers),
        ("nothing sent", &mut silent),
        ("idle after a request", &mut idle),
    ] {
        let left = std::time::Duration::from_secs(5).saturating_sub(started.elapsed());
        assert!(
            closed_within(stream, left),
            "{name}: still open after {:?}",
            started.elapsed()
        );
    }
    assert_eq!(another_client(&env.base_url()).0, 200);
}

/// Issue 12: with a descriptor limit of 1024, ~1100 idle connections locked every client out
/// (accept failed with EMFILE in a loop). Here: 64 descriptors, 300 connections that send nothing
/// or half a request line, and another client still gets its 200.
#[test]
fn idle_connections_beyond_the_descriptor_limit_do_not_lock_other_clients_out() {
    use std::io::Write;
    let env = Env::new();
    let (_serve, base_url) = common::spawn_serve(&env, "ulimit -n 64");
    let address = base_url.trim_start_matches("http://").parse().unwrap();
    let mut hostile = Vec::new();
    for n in 0..300 {
        let mut stream =
            std::net::TcpStream::connect_timeout(&address, std::time::Duration::from_secs(5))
                .unwrap();
        if n % 3 == 0 {
            stream.write_all(b"POST /edges/tcp HT").unwrap();
        }
        hostile.push(stream);
    }
    let (status, took) = another_client(&base_url);
    eprintln!("300 idle connections at a 64-descriptor limit: another client answered in {took:?}");
    assert_eq!(status, 200);
    // And again, with the hostile connections still there.
    assert_eq!(another_client(&base_url).0, 200);
    let (status, body) = common::http(&base_url, "GET", "/edges/tcp", None).unwrap();
    assert_eq!((status, body["tcp_edges"].clone()), (200, json!([])));
    drop(hostile);
}

/// On SIGTERM, a request in flight (here, its body still arriving) is finished and kept, and idle
/// connections do not hold the server up.
#[test]
fn sigterm_finishes_the_request_in_flight_and_does_not_wait_for_idle_connections() {
    use std::io::Write;
    let env = Env::new();
    let (mut serve, base_url) = common::spawn_serve(&env, "true");
    let address = base_url.trim_start_matches("http://");
    let _silent = std::net::TcpStream::connect(address).unwrap();
    let mut in_flight = std::net::TcpStream::connect(address).unwrap();
    let body = br#"{"description":"in flight at shutdown"}"#;
    in_flight
        .write_all(
            format!(
                "POST /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
                 Authorization: Bearer {}\r\nContent-Type: application/json\r\n\
                 Content-Length: {}\r\n\r\n",
                common::API_KEY,
                body.len()
            )
            .as_bytes(),
        )
        .unwrap();
    in_flight.write_all(&body[..10]).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    let stopping = std::time::Instant::now();
    std::process::Command::new("kill")
        .args(["-TERM", &serve.0.id().to_string()])
        .status()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    in_flight.write_all(&body[10..]).unwrap();
    in_flight
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    let (head, answer) = read_response(&mut in_flight);
    assert!(head.starts_with("http/1.1 201"), "{head}");
    let status = serve.0.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert!(
        stopping.elapsed() < std::time::Duration::from_secs(5),
        "an idle connection held the shutdown up for {:?}",
        stopping.elapsed()
    );
    let created: Value = serde_json::from_slice(&answer).unwrap();
    let stored = env.json(&["tcp-edge", "get", created["id"].as_str().unwrap()]);
    assert_eq!(stored["description"], "in flight at shutdown");
}

/// Requests hyper cannot parse are refused by hyper itself, with the status and no body (it has no
/// hook for one; see docs/reliability.md), and the connection closed; the server goes on.
#[test]
fn unparsable_requests_are_refused_and_the_server_goes_on() {
    use std::io::Write;
    let env = Env::remote();
    let many_headers: String = (0..120).map(|n| format!("X-{n}: a\r\n")).collect();
    for (request, status) in [
        ("GARBAGE\r\n\r\n".to_string(), 400),
        (
            "POST /edges/tcp HTTP/1.1\r\nBad Header\r\n\r\n".to_string(),
            400,
        ),
        (
            // A request line and headers over 16 KiB.
            format!("GET /{} HTTP/1.1\r\nHost: x\r\n\r\n", "a".repeat(20_000)),
            431,
        ),
        (format!("GET / HTTP/1.1\r\n{many_headers}\r\n"), 431),
    ] {
        let mut stream = connect(&env);
        stream.write_all(request.as_bytes()).unwrap();
        let (head, _) = read_response(&mut stream);
        assert!(
            head.starts_with(&format!("http/1.1 {status}")),
            "{status}: {head}"
        );
        assert!(head.contains("connection: close"), "{head}");
        assert!(closed_within(
            &mut stream,
            std::time::Duration::from_secs(5)
        ));
    }
    assert_still_serving_and_empty(&env);
}

/// A field of `/proc/PID/status` in KiB (`VmHWM`, `VmRSS`).
fn status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().strip_suffix("kB"))
        .map(|v| v.trim().parse().unwrap())
        .unwrap_or_else(|| panic!("no {field} in /proc/{pid}/status"))
}

/// Issue 24, item 5: each connection with a valid key could make `serve` buffer up to 16 MiB of
/// body (200 connections × 15 MiB took it to 2.1 GB). Here 64 clients hold bodies open at once,
/// each sent but for its last byte: 32 of 4 MiB (over the 1 MiB limit: read on and dropped, 413)
/// and 32 of just under 1 MiB (kept while the 16 MiB budget lasts; the rest read on and dropped,
/// 503 with Retry-After). The server's memory high-water mark stays under 96 MiB (it went over
/// 160 MiB before), another client's GET and small POST are answered meanwhile, and no refused
/// body wrote anything.
#[test]
fn request_bodies_of_many_clients_stay_within_one_memory_budget() {
    use std::io::Write;
    const MIB: usize = 1024 * 1024;
    const BOUND_KIB: u64 = 96 * 1024;
    let env = Env::new();
    let (serve, base_url) = common::spawn_serve(&env, "true");
    let pid = serve.0.id();
    let address = base_url.trim_start_matches("http://");
    let before = status_kib(pid, "VmRSS");
    // Valid JSON with a description far over its limit: refused (400) if it is ever parsed.
    let kept_body = |len: usize| {
        let mut body = b"{\"description\":\"".to_vec();
        body.resize(len - 2, b'x');
        body.extend_from_slice(b"\"}");
        body
    };
    let mut clients = Vec::new();
    for n in 0..64 {
        let body = if n % 2 == 0 {
            vec![b'x'; 4 * MIB]
        } else {
            kept_body(MIB - 1024)
        };
        let mut stream = std::net::TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(20)))
            .unwrap();
        let head = format!(
            "POST /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
             Authorization: Bearer {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n",
            common::API_KEY,
            body.len()
        );
        stream.write_all(head.as_bytes()).unwrap();
        stream.write_all(&body[..body.len() - 1]).unwrap();
        clients.push((stream, body[body.len() - 1], n % 2 == 0));
    }
    // Every byte but the last is sent. A moment for the server to read what is still in the
    // sockets' buffers: it only makes the printed "while held" figures complete; what is asserted
    // is the high-water mark after every answer.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let (held_hwm, held_rss) = (status_kib(pid, "VmHWM"), status_kib(pid, "VmRSS"));

    assert_eq!(another_client(&base_url).0, 200);
    let small = json!({"description": "small, while the budget is spent"});
    let (status, created) = common::http(&base_url, "POST", "/edges/tcp", Some(&small)).unwrap();
    assert_eq!(status, 201, "{created}");

    let mut statuses = std::collections::BTreeMap::<(bool, String), usize>::new();
    for (mut stream, last, oversized) in clients {
        stream.write_all(&[last]).unwrap();
        let (head, body) = read_response(&mut stream);
        let status = head[9..12].to_string();
        if status == "503" {
            assert!(head.contains("\r\nretry-after: 1\r\n"), "{head}");
            let body: Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(body["error_code"], "ERR_TUNNELCTL_BODIES_BUSY", "{body}");
        }
        *statuses.entry((oversized, status)).or_default() += 1;
    }
    let hwm = status_kib(pid, "VmHWM");
    eprintln!(
        "64 clients holding bodies (32 × 4 MiB, 32 × ~1 MiB): VmRSS {before} KiB before, \
         {held_rss} KiB while held; VmHWM {held_hwm} KiB while held, {hwm} KiB after; \
         answers {statuses:?}"
    );
    assert!(hwm < BOUND_KIB, "VmHWM {hwm} KiB, bound {BOUND_KIB} KiB");
    let count = |oversized, status: &str| statuses.get(&(oversized, status.into())).copied();
    assert_eq!(count(true, "413"), Some(32), "{statuses:?}");
    // 16 MiB holds at most 16 bodies of ~1 MiB (less their unmetered 16 KiB; fewer when bodies
    // arriving at once each hold part of it); each of the rest got 503.
    let kept = count(false, "400").unwrap_or(0);
    assert!((1..=16).contains(&kept), "{statuses:?}");
    assert_eq!(count(false, "503"), Some(32 - kept), "{statuses:?}");
    // Only the small POST wrote anything.
    let (status, list) = common::http(&base_url, "GET", "/edges/tcp", None).unwrap();
    assert_eq!(status, 200);
    assert_eq!(list["tcp_edges"], json!([created]));
}

/// A connection to `address` whose receive buffer is a few KiB, so that an answer it does not
/// read stays on the server's side rather than in the kernel's buffers.
fn connect_with_small_window(address: &str) -> std::net::TcpStream {
    use rustix::net::{sockopt, AddressFamily, SocketType};
    let address: std::net::SocketAddr = address.parse().unwrap();
    let socket = rustix::net::socket(AddressFamily::INET, SocketType::STREAM, None).unwrap();
    sockopt::set_socket_recv_buffer_size(&socket, 4096).unwrap();
    rustix::net::connect(&socket, &address).unwrap();
    std::net::TcpStream::from(socket)
}

fn open_descriptors(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd"))
        .unwrap()
        .count()
}

/// Whether `done` holds within 20 s.
fn eventually(mut done: impl FnMut() -> bool) -> bool {
    let started = std::time::Instant::now();
    while !done() {
        if started.elapsed() > std::time::Duration::from_secs(20) {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    true
}

/// Whether serve's RSS falls back to within a quarter of what `held` added to `before` (the
/// memory goes back on the blocking pool just after the connections end); the last reading.
fn memory_given_back(pid: u32, before: u64, held: u64) -> (bool, u64) {
    let mut after = held;
    let given_back = eventually(|| {
        after = status_kib(pid, "VmRSS");
        after.saturating_sub(before) < held.saturating_sub(before) / 4
    });
    (given_back, after)
}

/// Issue 39, item 10: each authenticated connection cost 280–545 KB, kept after it closed, and a
/// client that stopped reading its answer was never cut (8 000 held bodies took 2.27 GB). Here:
/// - 400 clients ask for 16 pages of ~420 KB each and read none of them: serve's memory grows by
///   less than 112 MiB, its budget for answers not yet sent or being made (64 MiB) and what each
///   connection holds beside it (75 MiB measured; before: 316 MiB, a page or more each);
///   meanwhile another client gets a record, a short page, and for a full page a 503 with
///   `Retry-After` while the budget is spent; each stalled client is cut by the write timeout
///   (2 s here) with most of its answers unsent (before: never cut), the memory their answers
///   took goes back once they are cut, and so does the budget (a full page is a 200 again);
/// - 1 000 clients each send the first 64 KiB of a 1 MiB body and stop: serve's RSS grows by less
///   than 56 KiB a connection beside the bodies' budget, so 8 000 stay under 512 MiB (it was
///   ~72 KiB, most of it hyper's read buffer of 128 KiB), another client is answered meanwhile,
///   and once they close the memory goes back (before: all of it was kept).
#[test]
// Passes alone and beside the other serve tests, but in the whole suite on two cores the stalled
// readers are cut before they fill the budget; run it with `cargo test --test runner --
// --ignored serve::stalled`. The budget's mechanics are held in CI by the unit test
// `server::tests::answers_hold_shares_of_one_budget_until_their_bytes_are_dropped`.
#[ignore = "load-sensitive in the whole suite: run it alone with --ignored"]
fn stalled_readers_and_held_bodies_cost_little_and_give_their_memory_back() {
    use std::io::{Read, Write};
    const STALLED: usize = 400;
    const PAGES: usize = 16;
    const STALLED_BOUND_KIB: u64 = 112 * 1024;
    const HELD: usize = 1000;
    let nofile = rustix::process::getrlimit(rustix::process::Resource::Nofile);
    let raised = rustix::process::Rlimit {
        current: nofile.maximum,
        ..nofile
    };
    rustix::process::setrlimit(rustix::process::Resource::Nofile, raised).unwrap();
    let mut env = Env::new();
    env.set_var("TUNNELCTL_SERVE_WRITE_TIMEOUT_MS", "2000");
    // A sixteenth of the budget: filled by a few stalled pages, however slowly a busy machine
    // renders them within the write timeout.
    env.set_var("TUNNELCTL_SERVE_ANSWER_BUDGET_KIB", "4096");
    // Stalled clients answered 503 idle afterwards: they go as soon as those cut by the write timeout.
    env.set_var("TUNNELCTL_SERVE_HEADER_TIMEOUT_MS", "2000");
    let (serve, base_url) = common::spawn_serve(&env, "ulimit -n 4096");
    let pid = serve.0.id();
    let address = base_url.trim_start_matches("http://");
    let mut edge_id = String::new();
    for n in 0..100 {
        let edge = json!({"description": format!("e{n}"), "metadata": "m".repeat(4000)});
        let (status, made) = common::http(&base_url, "POST", "/edges/tcp", Some(&edge)).unwrap();
        assert_eq!(status, 201);
        edge_id = made["id"].as_str().unwrap().to_string();
    }
    let page_len = common::http(&base_url, "GET", "/edges/tcp", None)
        .unwrap()
        .1
        .to_string()
        .len();
    let (descriptors, before) = (open_descriptors(pid), status_kib(pid, "VmRSS"));

    let request = format!(
        "GET /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
         Authorization: Bearer {}\r\n\r\n",
        common::API_KEY
    );
    let mut stalled: Vec<_> = (0..STALLED)
        .map(|_| {
            let mut stream = connect_with_small_window(address);
            // More pages than the kernel's buffers on both sides hold.
            stream.write_all(request.repeat(PAGES).as_bytes()).unwrap();
            stream
        })
        .collect();
    let full_page = || common::http_with_headers(&base_url, "GET", "/edges/tcp", "").unwrap();
    let mut busy = full_page();
    assert!(
        eventually(|| {
            busy = full_page();
            busy.0 == 503
        }),
        "a full page was still answered {} with {STALLED} stalled readers holding theirs \
         (serve went from {before} KiB to a VmHWM of {} KiB)",
        busy.0,
        status_kib(pid, "VmHWM")
    );
    assert_eq!(
        busy.2["error_code"], "ERR_TUNNELCTL_ANSWERS_BUSY",
        "{}",
        busy.2
    );
    assert!(
        busy.1.contains(&("retry-after".into(), "1".into())),
        "{:?}",
        busy.1
    );
    let record = format!("/edges/tcp/{edge_id}");
    let (status, record) = common::http(&base_url, "GET", &record, None).unwrap();
    assert_eq!(
        (status, record["id"].as_str()),
        (200, Some(edge_id.as_str()))
    );
    let (status, page) = common::http(&base_url, "GET", "/edges/tcp?limit=1", None).unwrap();
    let items = page["tcp_edges"].as_array().map(Vec::len);
    assert_eq!((status, items), (200, Some(1)), "{page}");
    assert!(
        eventually(|| open_descriptors(pid) <= descriptors),
        "serve did not cut the clients that stopped reading"
    );
    // Nothing since serve started took as much as the stalled answers: its high-water mark is theirs.
    let stalled_peak = status_kib(pid, "VmHWM");
    assert!(
        stalled_peak - before < STALLED_BOUND_KIB,
        "{STALLED} stalled readers took serve from {before} KiB to {stalled_peak} KiB"
    );
    for stream in &mut stalled {
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(5)))
            .unwrap();
        let mut received = Vec::new();
        if let Err(e) = stream.read_to_end(&mut received) {
            assert_eq!(e.kind(), std::io::ErrorKind::ConnectionReset, "{e}");
        }
        assert!(
            received.len() < PAGES * page_len / 2,
            "a stalled reader got {} bytes of {PAGES} pages of {page_len}",
            received.len()
        );
    }
    let (given_back, after) = memory_given_back(pid, before, stalled_peak);
    eprintln!(
        "{STALLED} stalled readers: VmRSS {before} KiB before, VmHWM {stalled_peak} KiB, \
         VmRSS {after} KiB once cut"
    );
    assert!(
        given_back,
        "once they were cut serve still held {after} KiB"
    );
    assert_eq!(
        another_client(&base_url).0,
        200,
        "the budget was not given back"
    );

    let before = status_kib(pid, "VmRSS");
    let head = format!(
        "POST /edges/tcp HTTP/1.1\r\nHost: x\r\nNgrok-Version: 2\r\n\
         Authorization: Bearer {}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{{\"description\":\"",
        common::API_KEY,
        1024 * 1024
    );
    let first_part = [head.as_bytes(), &[b'x'; 64 * 1024]].concat();
    let held: Vec<_> = (0..HELD)
        .map(|_| {
            let mut stream = std::net::TcpStream::connect(address).unwrap();
            stream.write_all(&first_part).unwrap();
            stream
        })
        .collect();
    assert!(
        eventually(|| open_descriptors(pid) >= descriptors + HELD),
        "serve did not accept every held connection"
    );
    // A moment for serve to read what is still in the sockets' buffers.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let held_rss = status_kib(pid, "VmRSS");
    assert_eq!(another_client(&base_url).0, 200);
    drop(held);
    assert!(eventually(|| open_descriptors(pid) <= descriptors));
    let (given_back, after) = memory_given_back(pid, before, held_rss);
    // Besides what each connection holds, bodies together hold up to serve's budget of 16 MiB.
    let per_connection = (held_rss - before).saturating_sub(16 * 1024) / HELD as u64;
    eprintln!(
        "{HELD} held bodies: VmRSS {before} KiB before, {held_rss} KiB held ({per_connection} KiB \
         a connection beside the bodies' budget), {after} KiB after they closed"
    );
    // 8 000 connections, the budget and the idle server (~36 MiB) under 512 MiB.
    assert!(per_connection < 56, "{per_connection} KiB a connection");
    assert!(given_back, "after they closed serve still held {after} KiB");
}

/// A CA's sub-paths are named by their template, `{id}` as everywhere else, never the
/// percent-encoded `%7Bid%7D`: in `/metrics`, in the access log, and in the audit record of a
/// refused request (one place turns a path into its template for all three).
#[test]
fn a_cas_sub_paths_are_labelled_with_their_template() {
    let mut env = Env::remote();
    let ca = common::fake_id("sshca", 1);
    let krl = request(
        &env,
        "GET",
        &format!("/ssh_certificate_authorities/{ca}/krl"),
        &[],
        None,
    );
    assert_eq!(krl.status, 404, "{}", krl.body);
    let revocations = format!("/ssh_certificate_authorities/{ca}/revocations");
    let refused = request(&env, "GET", &revocations, &[VERSION], None);
    assert_eq!(refused.status, 401, "{}", refused.body);
    let (status, _, metrics) =
        common::http_raw(&env.base_url(), "GET", "/metrics", "").expect("answers");
    assert_eq!(status, 200);
    for route in ["krl", "revocations"] {
        let label = format!("route=\"/ssh_certificate_authorities/{{id}}/{route}\"");
        assert!(metrics.contains(&label), "{label}: {metrics}");
    }
    assert!(!metrics.contains("%7B"), "{metrics}");
    // The refusal's record is written off the answer's path.
    let recorded = (0..100).find_map(|_| {
        let records = env.api(tunnelctl::api::Method::Get, "/audit_records", None);
        let found = (records["audit_records"]
            .as_array()
            .cloned()
            .unwrap_or_default())
        .into_iter()
        .find(|r| r["operation_id"] == refused.operation_id.as_str());
        if found.is_none() {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        found
    });
    let recorded = recorded.expect("the refusal's audit record");
    assert_eq!(
        recorded["request"],
        json!({"method": "GET", "route": "/ssh_certificate_authorities/{id}/revocations"}),
        "{recorded}"
    );
    assert!(env.stop_server().expect("serve runs").success());
    let log = std::fs::read_to_string(env.path().join("serve.log")).expect("serve's stderr");
    let routes: Vec<Value> = (log.lines())
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| {
            [&krl, &refused]
                .iter()
                .any(|a| line["operation_id"] == a.operation_id.as_str())
        })
        .map(|line| line["route"].clone())
        .collect();
    assert_eq!(
        routes,
        [
            json!("/ssh_certificate_authorities/{id}/krl"),
            json!("/ssh_certificate_authorities/{id}/revocations")
        ]
    );
}
