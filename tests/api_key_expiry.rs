//! Issue 62 items 2 and 3: API keys expire, show their last use and rotate with a grace period;
//! `auth login` keeps a checked key in a file only its owner may read.

use std::os::unix::fs::PermissionsExt;

use serde_json::{json, Value};
use tunnelctl::api::Method;

use crate::common::{self, http_as, transport_tests, Env, API_KEY, NOW};

/// The fixed clock moved on by `seconds` (see [`common::NOW`]).
fn later(seconds: i64) -> String {
    let now = tunnelctl::clock::parse_time(NOW).unwrap();
    tunnelctl::clock::format_time(now + time::Duration::seconds(seconds))
}

/// A key stored through the API (by the environment's own administrator key): its ID and token.
fn stored_key(env: &Env, body: Value) -> (String, String) {
    let key = env.api(Method::Post, "/api_keys", Some(body));
    (common::id(&key), key["token"].as_str().unwrap().to_string())
}

/// The key's stored record, as `api-key get` answers it.
fn key_record(env: &Env, id: &str) -> Value {
    env.api(Method::Get, &format!("/api_keys/{id}"), None)
}

/// How many audit records the store holds.
fn audit_count(env: &Env) -> usize {
    let records = env.api(Method::Get, "/audit_records?limit=100", None);
    records["audit_records"].as_array().map_or(0, Vec::len)
}

/// A GET bearing `token`, sent as a dry run.
fn dry_run_as(base_url: &str, token: &str, path: &str) -> u16 {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let request = ureq::http::Request::builder()
        .method("GET")
        .uri(format!("{base_url}{path}"))
        .header("Authorization", format!("Bearer {token}"))
        .header("Ngrok-Version", "2")
        .header(tunnelctl::api::headers::DRY_RUN, "true")
        .body(String::new())
        .unwrap();
    agent
        .run(request)
        .expect("the server answers")
        .status()
        .as_u16()
}

/// `serve` on the store of a fresh environment of each engine: the embedded store, and
/// PostgreSQL (skipped visibly when it is not installed).
fn serving_engines(test: &str) -> Vec<Env> {
    let mut envs = vec![Env::remote()];
    if let Some(mut env) = Env::postgres(test) {
        env.start_server();
        envs.push(env);
    }
    envs
}

transport_tests! {
    fn a_key_expires_when_its_creator_says_and_lists_by_its_last_use(env) {
        let key = env.json(&["api-key", "create", "--description", "ci", "--expires-in", "90d"]);
        assert_eq!(key["expires_at"], later(90 * 86400), "{key}");
        assert_eq!(key["last_used_at"], Value::Null, "{key}");
        let at = env.json(&["api-key", "create", "--expires-at", "2027-01-31T01:00:00+01:00"]);
        assert_eq!(at["expires_at"], "2027-01-31T00:00:00Z");
        let never = env.json(&["api-key", "create", "--description", "forever"]);
        assert_eq!(never["expires_at"], Value::Null);

        // A time that is not in the future, or not a time, is refused; nothing is created.
        for given in ["2026-11-22T10:00:00Z", "tomorrow"] {
            let refusal =
                env.assert_refused(&["api-key", "create", "--expires-at", given], 1, "ERR_NGROK_215");
            assert!(refusal.msg().starts_with("expires_at: "), "{}", refusal.stderr);
        }
        // Set at creation only: a PATCH is told so.
        let path = format!("/api_keys/{}", common::id(&key));
        env.assert_api_refused(
            (Method::Patch, &path, Some(json!({"expires_at": later(60)}))),
            400,
            "ERR_NGROK_214",
            &[&path],
        );

        let table = env.table(&["api-key", "list"]);
        assert!(table.lines().next().unwrap().contains("EXPIRES"), "{table}");
        assert!(table.contains("LAST USED"), "{table}");

        // Never used, and made 100 days ago: unused for 90 days, not for 101.
        env.set_now(&later(100 * 86400));
        let unused = env.json(&["api-key", "list", "--unused-for", "90d"]);
        assert_eq!(unused["keys"].as_array().unwrap().len(), 3, "{unused}");
        let unused = env.json(&["api-key", "list", "--unused-for", "101d"]);
        assert_eq!(unused["keys"], json!([]), "{unused}");
    }

    fn a_rotation_answers_a_new_token_once_and_is_audited(env) {
        let key = env.json(&["api-key", "create", "--description", "deploys"]);
        let id = common::id(&key);
        let before = audit_count(&env);
        let rotated = env.json(&["api-key", "rotate", &id, "--grace-period", "1h"]);
        let token = rotated["token"].as_str().expect("the new token");
        assert_ne!(Some(token), key["token"].as_str());
        assert_eq!(rotated["id"], json!(id));
        assert_eq!(key_record(&env, &id)["token"], Value::Null, "shown once");
        let records = env.api(Method::Get, "/audit_records?limit=1", None);
        assert_eq!(audit_count(&env), before + 1);
        assert_eq!(records["audit_records"][0]["event_type"], "api_key_updated.v0");

        let refusal = env.assert_refused(&["api-key", "rotate", &id, "--grace-period", "8d"], 1, "ERR_NGROK_215");
        assert!(refusal.msg().starts_with("grace_period: "), "{}", refusal.stderr);
    }
}

/// An expired key is refused with the project's own code, saying so, and nothing is written; a
/// token no key has gets the plain 401, saying nothing of any key.
#[test]
fn an_expired_key_is_told_so_and_a_guess_is_not() {
    for mut env in serving_engines("api_key_expiry::expired") {
        let url = env.base_url();
        let (id, token) = stored_key(&env, json!({"role": "reader", "expires_at": later(3600)}));
        assert_eq!(http_as(&url, &token, "GET", "/edges/tcp").0, 200);

        env.set_now(&later(3600));
        let url = env.base_url();
        let before = env.state();
        let (status, body) = http_as(&url, &token, "GET", "/edges/tcp");
        assert_eq!(status, 401, "{body}");
        assert_eq!(body["error_code"], "ERR_TUNNELCTL_KEY_EXPIRED", "{body}");
        let msg = body["msg"].as_str().unwrap();
        assert!(msg.contains(&id) && msg.contains("expired"), "{msg}");

        let (status, body) = http_as(&url, &"0".repeat(64), "GET", "/edges/tcp");
        assert_eq!(status, 401, "{body}");
        assert_eq!(body["error_code"], "ERR_NGROK_203", "{body}");
        assert!(!body["msg"].as_str().unwrap().contains("expired"), "{body}");
        assert_eq!(env.state(), before, "a refused key changed the store");

        // The expired key cannot renew itself, nor can anyone rotate it (its expiry stays).
        let rotate = format!("/api_keys/{id}/rotate");
        let (status, body) = http_as(&url, &token, "POST", &rotate);
        assert_eq!(
            (status, &body["error_code"]),
            (401, &json!("ERR_TUNNELCTL_KEY_EXPIRED"))
        );
        let (status, body) = common::http(&url, "POST", &rotate, Some(&json!({}))).unwrap();
        assert_eq!(status, 400, "{body}");
        assert!(body["msg"].as_str().unwrap().contains("expired"), "{body}");
        assert_eq!(env.state(), before, "a refused rotation changed the store");
    }
}

/// `last_used_at` is written at most once a minute per key, never by a dry run, and never as an
/// audit record.
#[test]
fn last_use_is_written_at_most_once_a_minute_and_never_by_a_dry_run() {
    for mut env in serving_engines("api_key_expiry::last_used") {
        let (id, token) = stored_key(&env, json!({"role": "reader"}));
        let audited = audit_count(&env);
        let last_used = |env: &Env| key_record(env, &id)["last_used_at"].clone();

        // A dry run is no use of the key.
        assert_eq!(dry_run_as(&env.base_url(), &token, "/edges/tcp"), 200);
        assert_eq!(last_used(&env), Value::Null);

        assert_eq!(http_as(&env.base_url(), &token, "GET", "/edges/tcp").0, 200);
        assert_eq!(last_used(&env), json!(NOW));
        // 59 s on (a restarted server: what the store holds is what counts): not again.
        env.set_now(&later(59));
        assert_eq!(http_as(&env.base_url(), &token, "GET", "/edges/tcp").0, 200);
        assert_eq!(last_used(&env), json!(NOW));
        // A minute on, a dry run still writes nothing; a request does.
        env.set_now(&later(60));
        assert_eq!(dry_run_as(&env.base_url(), &token, "/edges/tcp"), 200);
        assert_eq!(last_used(&env), json!(NOW));
        assert_eq!(http_as(&env.base_url(), &token, "GET", "/edges/tcp").0, 200);
        assert_eq!(last_used(&env), json!(later(60)));
        assert_eq!(audit_count(&env), audited, "bookkeeping made audit records");

        // Used 60 s ago: not unused for 2 minutes; unused for 30 s.
        let unused = env.json(&["api-key", "list", "--unused-for", "2m"]);
        assert_eq!(unused["keys"], json!([]), "{unused}");
        let unused = env.json(&["api-key", "list", "--unused-for", "0s"]);
        assert_eq!(unused["keys"][0]["id"], json!(id), "{unused}");
    }
}

/// A rotated key's old token works through the grace period and is refused from its end; the new
/// one works at once. A second rotation ends the first one's old token at once: never more than
/// two tokens. Only a key that may manage keys rotates one.
#[test]
fn the_old_token_works_through_the_grace_period_and_not_after() {
    for mut env in serving_engines("api_key_expiry::rotation") {
        let (id, old) = stored_key(&env, json!({"role": "reader"}));
        let rotate = format!("/api_keys/{id}/rotate");
        let (status, body) = http_as(&env.base_url(), &old, "POST", &rotate);
        assert_eq!(
            (status, &body["error_code"]),
            (403, &json!("ERR_TUNNELCTL_ROLE_FORBIDDEN"))
        );

        let rotated = env.api(Method::Post, &rotate, Some(json!({"grace_period": 3600})));
        let new = rotated["token"].as_str().unwrap().to_string();
        let answers = |env: &Env, token: &str| http_as(&env.base_url(), token, "GET", "/edges/tcp");
        assert_eq!(
            answers(&env, &old).0,
            200,
            "the old token within its grace period"
        );
        assert_eq!(answers(&env, &new).0, 200);

        env.set_now(&later(3599));
        assert_eq!(answers(&env, &old).0, 200);
        env.set_now(&later(3600));
        let (status, body) = answers(&env, &old);
        assert_eq!(
            (status, &body["error_code"]),
            (401, &json!("ERR_TUNNELCTL_KEY_EXPIRED"))
        );
        assert!(body["msg"].as_str().unwrap().contains("rotation"), "{body}");
        assert_eq!(answers(&env, &new).0, 200);

        // A rotation within another's grace period: the oldest token stops at once.
        let second = env.api(Method::Post, &rotate, Some(json!({"grace_period": 600})));
        let third = env.api(Method::Post, &rotate, Some(json!({"grace_period": 600})));
        let (second, third) = (
            second["token"].as_str().unwrap(),
            third["token"].as_str().unwrap(),
        );
        assert_eq!(answers(&env, &new).0, 401, "three tokens at once");
        assert_eq!(answers(&env, second).0, 200);
        assert_eq!(answers(&env, third).0, 200);
        // Without a grace period the token it replaces stops at once.
        let fourth = env.api(Method::Post, &rotate, Some(json!({})));
        assert_eq!(answers(&env, third).0, 401);
        assert_eq!(answers(&env, second).0, 401);
        assert_eq!(answers(&env, fourth["token"].as_str().unwrap()).0, 200);
    }
}

/// A client environment with no key of its own, sending its commands to `server`'s `serve`.
fn client_of(server: &Env) -> Env {
    let mut client = Env::new();
    client.set_var("TUNNELCTL_API_URL", &server.base_url());
    client
}

fn login_file(client: &Env) -> std::path::PathBuf {
    client
        .path()
        .join("home/.config/tunnelctl/credentials/default")
}

/// `auth login` from standard input: the key is checked, kept in a 0600 file, used by later
/// commands, named by `auth status`, and removed by `auth logout`. A refused key is not kept;
/// an explicit key wins over the kept one.
#[test]
fn a_login_keeps_a_checked_key_only_its_owner_may_read() {
    let server = Env::remote();
    let client = client_of(&server);
    let (_, token) = stored_key(&server, json!({"role": "reader"}));
    let file = login_file(&client);

    let out = client.record(
        client
            .cmd()
            .args(["auth", "login"])
            .write_stdin("not-a-key\n"),
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not valid"));
    assert!(!file.exists(), "a refused key was kept");

    let out = client.record(
        client
            .cmd()
            .args(["auth", "login", "--with-token"])
            .write_stdin(format!("{token}\n")),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        format!("{token}\n")
    );
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    let dir_mode = std::fs::metadata(file.parent().unwrap())
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(dir_mode & 0o777, 0o700);

    // Later commands use it; a reader may not list keys.
    client.json(&["tcp-edge", "list"]);
    let refusal = client.refuse(&["api-key", "list"]);
    assert_eq!(
        refusal.code(),
        "ERR_TUNNELCTL_ROLE_FORBIDDEN",
        "{}",
        refusal.stderr
    );

    let status = client.json(&["auth", "status"]);
    assert_eq!(status["server"], json!(server.base_url()));
    assert_eq!(
        status["kept_in"],
        json!(format!("auth login ({})", file.display()))
    );
    // An explicit key wins over the kept one.
    let status = client.json(&[
        "--api-key-file",
        client.secret_file("admin.key", API_KEY).to_str().unwrap(),
        "auth",
        "status",
    ]);
    assert!(
        status["kept_in"]
            .as_str()
            .unwrap()
            .starts_with("flag --api-key-file"),
        "{status}"
    );
    client.json(&[
        "--api-key-file",
        client.path().join("admin.key").to_str().unwrap(),
        "api-key",
        "list",
    ]);

    // A kept file others may read is refused, as every secret file is.
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert!(!client.run(&["tcp-edge", "list"]).status.success());
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();

    let out = client.run(&["auth", "logout"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!file.exists(), "logout left the key");
    let refusal = client.refuse(&["tcp-edge", "list"]);
    assert!(refusal.stderr.contains("API key"), "{}", refusal.stderr);
}

/// At a terminal `auth login` asks for the key without echoing it.
#[test]
fn a_login_at_a_terminal_reads_the_key_without_echo() {
    use expectrl::Expect;
    let server = Env::remote();
    let client = client_of(&server);
    let (_, token) = stored_key(&server, json!({"role": "reader"}));
    let mut session = crate::terminal::in_xterm(&client, &["auth", "login"], (100, 30));
    session.expect("API key for").unwrap();
    crate::terminal::until_echo_is_off(&session);
    session.send_line(&token).unwrap();
    let (screen, code) = crate::terminal::finish(session);
    assert_eq!(code, Some(0), "{screen}");
    assert!(!screen.contains(&token), "the key was echoed: {screen}");
    assert!(screen.contains("Logged in"), "{screen}");
    let kept = std::fs::read_to_string(login_file(&client)).unwrap();
    assert_eq!(kept, format!("{token}\n"));
}
