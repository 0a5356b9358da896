//! Issue 62 item 2, "a role may require" an expiry: per role, how long an API key may live
//! (`/api_keys/policy`, `api-key policy get|set`), held by every path that stores a key.

use serde_json::{json, Value};
use tunnelctl::api::Method;

use crate::common::{self, http_as, http_raw_as, transport_tests, Env, NOW};

const POLICY: &str = "/api_keys/policy";

/// The fixed clock moved on by `seconds` (see [`common::NOW`]).
fn later(seconds: i64) -> String {
    let now = tunnelctl::clock::parse_time(NOW).unwrap();
    tunnelctl::clock::format_time(now + time::Duration::seconds(seconds))
}

/// The audit trail, newest first.
fn trail(env: &Env) -> Vec<Value> {
    let records = env.api(Method::Get, "/audit_records?limit=100", None);
    records["audit_records"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn key_ids(env: &Env) -> Vec<Value> {
    let keys = env.api(Method::Get, "/api_keys?limit=100", None);
    let keys = keys["keys"].as_array().cloned().unwrap_or_default();
    keys.iter().map(|key| key["id"].clone()).collect()
}

/// A refused `api-key create`: nothing stored, no audit record; its message.
fn refused_create(env: &Env, args: &[&str]) -> String {
    let (keys, audited) = (key_ids(env), trail(env).len());
    let mut command = vec!["api-key", "create"];
    command.extend(args);
    let refusal = env.assert_refused(&command, 1, "ERR_NGROK_215");
    assert_eq!(
        refusal.body["details"]["reason"], "api_key_policy",
        "{}",
        refusal.stderr
    );
    assert_eq!(key_ids(env), keys, "a refused create stored a key");
    assert_eq!(
        trail(env).len(),
        audited,
        "a refused create left an audit record"
    );
    refusal.msg().to_string()
}

transport_tests! {
    fn a_role_with_a_rule_gets_only_keys_that_expire_within_it(env) {
        // A key made before the rule, without an expiry, stays as it is.
        let old = env.json(&["api-key", "create", "--role", "reader", "--description", "old"]);
        assert_eq!(env.json(&["api-key", "policy", "get"]), json!({"roles": {}}));

        let policy = env.json(&["api-key", "policy", "set", "--role", "reader", "--max-lifetime", "1d"]);
        assert_eq!(policy, json!({"roles": {"reader": {"max_lifetime": 86400}}}));
        assert_eq!(env.api(Method::Get, POLICY, None), policy);
        let record = &trail(&env)[0];
        assert_eq!(record["resource"]["kind"], "api-key-policy", "{record}");

        let msg = refused_create(&env, &["--role", "reader"]);
        for part in ["role reader", "86400 seconds (1d)", "never expires", "--expires-in 1d"] {
            assert!(msg.contains(part), "{part:?} not in {msg}");
        }
        let msg = refused_create(&env, &["--role", "reader", "--expires-in", "2d"]);
        for part in ["172800 seconds (2d)", "86400 seconds (1d)", "role reader"] {
            assert!(msg.contains(part), "{part:?} not in {msg}");
        }
        let key = env.json(&["api-key", "create", "--role", "reader", "--expires-in", "1d"]);
        assert_eq!(key["expires_at"], later(86400), "{key}");
        let id = common::id(&key);
        // The key made before the rule keeps working; the list's table says it is over the rule.
        let table = env.table(&["api-key", "list"]);
        let row = table.lines().find(|l| l.contains(&common::id(&old))).unwrap();
        assert!(row.contains("never (over the reader rule, 1d)"), "{table}");
        let row = table.lines().find(|l| l.contains(&id)).unwrap();
        assert!(!row.contains("over the"), "{table}");
        // A role without a rule still makes keys that never expire.
        let operator = env.json(&["api-key", "create", "--role", "operator"]);
        assert_eq!(operator["expires_at"], Value::Null);
        // Nor does a key reach the role by a change of role.
        let refusal = env.assert_refused(
            &["api-key", "update", &common::id(&operator), "--role", "reader"],
            1,
            "ERR_NGROK_215",
        );
        assert!(refusal.msg().contains("create a key with the role reader"), "{}", refusal.stderr);

        // A rotation keeps the key's expiry; the old key keeps having none.
        env.set_now(&later(3600));
        let rotated = env.json(&["api-key", "rotate", &id]);
        assert_eq!(rotated["expires_at"], later(86400), "{rotated}");
        let old = env.json(&["api-key", "get", &common::id(&old)]);
        assert_eq!(old["expires_at"], Value::Null, "{old}");

        // Lifted, the role's keys may again never expire.
        let policy = env.json(&["api-key", "policy", "set", "--role", "reader", "--clear"]);
        assert_eq!(policy, json!({"roles": {}}));
        let key = env.json(&["api-key", "create", "--role", "reader"]);
        assert_eq!(key["expires_at"], Value::Null);
        if !env.is_remote() {
            let out = env.run(&["store", "check"]);
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        }
    }

    fn a_dry_run_of_the_policy_changes_nothing(env) {
        env.json(&["api-key", "policy", "set", "--role", "operator", "--max-lifetime", "30d"]);
        let (before, audited) = (env.api(Method::Get, POLICY, None), trail(&env).len());
        let out = env.run(&["--dry-run", "-o", "json", "api-key", "policy", "set", "--role", "admin", "--max-lifetime", "1h"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let shown: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(shown["roles"]["admin"]["max_lifetime"], 3600, "the answer it would give");
        assert!(String::from_utf8_lossy(&out.stderr).contains("would change"));
        assert_eq!(env.api(Method::Get, POLICY, None), before);
        assert_eq!(trail(&env).len(), audited, "a dry run left an audit record");
        // A rule neither given nor lifted is a usage error, before anything is sent.
        let refusal = env.refuse(&["api-key", "policy", "set", "--role", "admin"]);
        assert_eq!(refusal.exit, 2, "{}", refusal.stderr);
        assert!(refusal.stderr.contains("--clear"), "{}", refusal.stderr);
        assert_eq!(env.api(Method::Get, POLICY, None), before);

        // Bounds, and only the four roles.
        for body in [
            json!({"roles": {"admin": {"max_lifetime": 59}}}),
            json!({"roles": {"owner": {"max_lifetime": 3600}}}),
            json!({"roles": {"admin": {}}}),
        ] {
            env.assert_api_refused((Method::Put, POLICY, Some(body)), 400, "ERR_NGROK_215", &[POLICY]);
        }
    }
}

/// Through `serve`: only an administrator's key reads or changes the policy; another role's PUT
/// is a 403 and the policy stays. A stale `If-Match` is a 412.
#[test]
fn only_an_administrator_sets_the_policy() {
    let env = Env::remote();
    let url = env.base_url();
    env.json(&[
        "api-key",
        "policy",
        "set",
        "--role",
        "issuer",
        "--max-lifetime",
        "90d",
    ]);
    let before = env.api(Method::Get, POLICY, None);
    let body = json!({"roles": {}}).to_string();
    for role in ["reader", "operator"] {
        let key = env.api(Method::Post, "/api_keys", Some(json!({"role": role})));
        let token = key["token"].as_str().unwrap();
        let (status, _, answer) = http_raw_as(token, &url, "PUT", POLICY, &body).unwrap();
        assert_eq!(status, 403, "{answer}");
        assert!(answer.contains("ERR_TUNNELCTL_ROLE_FORBIDDEN"), "{answer}");
        assert_eq!(http_as(&url, token, "GET", POLICY).0, 403);
        assert_eq!(
            env.api(Method::Get, POLICY, None),
            before,
            "{role} changed it"
        );
    }

    let (status, headers, _) = common::http_with_headers(&url, "GET", POLICY, "").unwrap();
    assert_eq!(status, 200);
    let etag = headers
        .iter()
        .find(|(name, _)| name == "etag")
        .unwrap()
        .1
        .clone();
    env.json(&[
        "api-key",
        "policy",
        "set",
        "--role",
        "admin",
        "--max-lifetime",
        "1d",
    ]);
    let after = env.api(Method::Get, POLICY, None);
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let request = ureq::http::Request::builder()
        .method("PUT")
        .uri(format!("{url}{POLICY}"))
        .header("Authorization", format!("Bearer {}", common::API_KEY))
        .header("Ngrok-Version", "2")
        .header("Content-Type", "application/json")
        .header("If-Match", etag)
        .body(body)
        .unwrap();
    assert_eq!(agent.run(request).unwrap().status().as_u16(), 412);
    assert_eq!(
        env.api(Method::Get, POLICY, None),
        after,
        "a stale If-Match wrote"
    );
}

/// A key cannot outlive itself through a key it makes: an administrator's key that expires
/// creates only keys that expire no later; an expired one creates nothing (401).
#[test]
fn a_key_that_expires_makes_no_key_that_outlives_it() {
    let mut env = Env::remote();
    let admin = env.api(
        Method::Post,
        "/api_keys",
        Some(json!({"role": "admin", "expires_at": later(3600)})),
    );
    let token = admin["token"].as_str().unwrap().to_string();
    let create = |env: &Env, body: Value| {
        http_raw_as(
            &token,
            &env.base_url(),
            "POST",
            "/api_keys",
            &body.to_string(),
        )
        .unwrap()
    };
    let keys = key_ids(&env);
    for body in [json!({}), json!({"expires_at": later(3601)})] {
        let (status, _, answer) = create(&env, body);
        assert_eq!(status, 400, "{answer}");
        assert!(
            answer.contains(&later(3600)) && answer.contains("outlive"),
            "{answer}"
        );
    }
    assert_eq!(key_ids(&env), keys, "a refused create stored a key");
    let (status, _, answer) = create(&env, json!({"expires_at": later(3600)}));
    assert_eq!(status, 201, "{answer}");

    env.set_now(&later(3600));
    let keys = key_ids(&env);
    let (status, _, answer) = create(&env, json!({"expires_at": later(7200)}));
    assert_eq!(status, 401, "{answer}");
    assert!(answer.contains("ERR_TUNNELCTL_KEY_EXPIRED"), "{answer}");
    assert_eq!(key_ids(&env), keys);
}
