//! Editing a CA's policy at a terminal (issue 61, item 3): a certificate that names no validity
//! gets the CA's `default_validity`, `policy set` changes only the rules it names (`--unset`
//! removes one) and says what changed, and two edits cannot overwrite each other (`ETag` and
//! `If-Match`, 412, on every transport).

use crate::common;
use crate::ssh_support;

use serde_json::{json, Value};
use ssh_key::Algorithm;
use tunnelctl::api::{ApiRequest, Method};

use common::{transport_tests, Env, API_KEY, LOCAL_BASE_URL, NOW};
use ssh_support::{id, user_key};

fn policy_path(ca: &str) -> String {
    format!("/ssh_certificate_authorities/{ca}/policy")
}

/// The policy of a new CA, which `policy set` of one rule must keep.
fn new_ca_policy() -> Value {
    json!({"allow_empty_principals": false, "max_validity": 31_536_000, "max_start_ahead": 86_400})
}

/// `policy set CA ARGS` with `-o json`: the policy on stdout and what changed on stderr.
fn policy_set(env: &Env, ca: &str, args: &[&str]) -> (Value, String) {
    let mut all = vec!["-o", "json", "ssh-ca", "policy", "set", ca];
    all.extend_from_slice(args);
    let out = env.run(&all);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{all:?}: {stderr}");
    (serde_json::from_slice(&out.stdout).expect("JSON"), stderr)
}

fn delete_policy(env: &Env, ca: &str) {
    let out = env.run(&["ssh-ca", "policy", "delete", ca]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// One request with an optional `If-Match`, through the transport of `env`: the router in this
/// process, or HTTP to its `serve`. The status, the `ETag` and the body.
fn send(
    env: &Env,
    method: Method,
    path: &str,
    body: Option<&Value>,
    if_match: Option<&str>,
) -> (u16, Option<String>, Value) {
    if !env.is_remote() {
        let router = common::in_process_router(&env.store(), NOW, LOCAL_BASE_URL);
        let mut request = ApiRequest::new(method, path);
        request.body = body.map(|b| b.to_string().into_bytes());
        request.if_match = if_match.map(str::to_string);
        let response = router.handle(&request);
        return (
            response.status,
            response.etag,
            response.body.unwrap_or(Value::Null),
        );
    }
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut request = ureq::http::Request::builder()
        .method(method.as_str())
        .uri(format!("{}{path}", env.base_url()))
        .header("Authorization", format!("Bearer {API_KEY}"))
        .header("Ngrok-Version", "2")
        .header("Content-Type", "application/json");
    if let Some(tag) = if_match {
        request = request.header("If-Match", tag);
    }
    let request = request
        .body(body.map(Value::to_string).unwrap_or_default())
        .expect("a valid request");
    let mut response = agent.run(request).expect("the server answers");
    let etag = response
        .headers()
        .get("etag")
        .map(|v| v.to_str().expect("ASCII").to_string());
    let text = response.body_mut().read_to_string().expect("a body");
    let body = serde_json::from_str(&text).unwrap_or(Value::Null);
    (response.status().as_u16(), etag, body)
}

transport_tests! {
    /// Without --valid-for the CLI sends no end: a CA's `default_validity` applies (it was a
    /// 24-hour request, refused by a CA whose longest is shorter), and a CA with only a
    /// `max_validity` signs for that long.
    fn a_certificate_without_a_validity_gets_the_cas_default(env) {
        let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let (_, public) = user_key(Algorithm::Ed25519, "alice@laptop");
        let key = env.file("id.pub", &public);
        let key = key.to_str().unwrap();
        let create = ["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key, "--principal", "alice"];

        let (policy, changes) = policy_set(&env, &ca, &["--default-validity", "30m", "--max-validity", "1h"]);
        let mut expected = new_ca_policy();
        expected["default_validity"] = json!(1800);
        expected["max_validity"] = json!(3600);
        assert_eq!(policy, expected);
        assert_eq!(env.module(&policy_path(&ca)), Some(expected));
        assert!(changes.contains("default_validity: (no rule) -> 1800 (30m)"), "{changes}");
        assert!(changes.contains("max_validity: 31536000 (365d) -> 3600 (1h)"), "{changes}");
        let cert = env.json(&create);
        assert_eq!(cert["valid_after"], "2026-11-22T09:59:00Z");
        // The default is the window's length, from its start (backdated a minute).
        assert_eq!(cert["valid_until"], "2026-11-22T10:29:00Z");

        // No default: the longest the policy allows, from now.
        policy_set(&env, &ca, &["--unset", "default_validity"]);
        let cert = env.json(&create);
        assert_eq!(cert["valid_until"], "2026-11-22T11:00:00Z");

        // No policy: the kind's default, 24 hours from the start.
        delete_policy(&env, &ca);
        let cert = env.json(&create);
        assert_eq!(cert["valid_until"], "2026-11-23T09:59:00Z");
    }

    /// `policy set` of one rule keeps the others (it dropped a new CA's one-year
    /// `max_validity`); `--unset` removes one, and contradicting it with the rule's flag
    /// changes nothing.
    fn policy_set_changes_only_the_rules_named(env) {
        let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let path = policy_path(&ca);
        let (policy, changes) = policy_set(&env, &ca, &["--allow-empty-principals", "true"]);
        let mut expected = new_ca_policy();
        expected["allow_empty_principals"] = json!(true);
        assert_eq!(policy, expected);
        assert_eq!(env.module(&path), Some(expected.clone()));
        assert!(changes.contains("allow_empty_principals: false -> true"), "{changes}");
        assert!(!changes.contains("max_validity"), "{changes}");

        let (policy, changes) = policy_set(&env, &ca, &["--unset", "max_validity", "--allowed-key-type", "ed25519"]);
        expected.as_object_mut().unwrap().remove("max_validity");
        expected["allowed_key_types"] = json!(["ed25519"]);
        assert_eq!(policy, expected);
        assert_eq!(env.module(&path), Some(expected.clone()));
        assert!(changes.contains("max_validity: 31536000 (365d) -> (no rule)"), "{changes}");
        assert!(changes.contains("allowed_key_types: (no rule) -> [ed25519]"), "{changes}");

        let (_, changes) = policy_set(&env, &ca, &["--allowed-key-type", "ed25519"]);
        assert!(changes.contains("no rule changed"), "{changes}");

        let refused = env.run(&["ssh-ca", "policy", "set", &ca, "--unset", "max_start_ahead", "--max-start-ahead", "5m"]);
        assert_eq!(refused.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert!(stderr.contains("--unset max_start_ahead and --max-start-ahead both name the rule max_start_ahead"), "{stderr}");
        assert_eq!(env.module(&path), Some(expected));
    }

    /// The policy's `ETag` and `If-Match`: a write naming the tag of a policy that changed since
    /// is refused with 412 and writes nothing; the current tag, or none, writes.
    fn a_write_with_a_stale_etag_is_refused_and_changes_nothing(env) {
        let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let path = policy_path(&ca);
        let (status, read_tag, policy) = send(&env, Method::Get, &path, None, None);
        assert_eq!((status, &policy), (200, &new_ca_policy()));
        let read_tag = read_tag.expect("the policy's GET answers an ETag");

        // Somebody else writes in between; their answer tags the new policy.
        let theirs = json!({"max_validity": 3600});
        let (status, their_tag, _) = send(&env, Method::Put, &path, Some(&theirs), Some(&read_tag));
        assert_eq!(status, 200);
        let their_tag = their_tag.expect("the PUT answers the new ETag");
        assert_ne!(their_tag, read_tag);

        let mine = json!({"max_validity": 7200, "allow_empty_principals": true});
        let (status, _, refusal) = send(&env, Method::Put, &path, Some(&mine), Some(&read_tag));
        assert_eq!(status, 412, "{refusal}");
        assert_eq!(refusal["error_code"], "ERR_TUNNELCTL_PRECONDITION_FAILED");
        let msg = refusal["msg"].as_str().unwrap();
        assert!(msg.contains("changed since it was read"), "{msg}");
        assert!(msg.contains("run the command again"), "{msg}");
        assert_eq!(env.module(&path), Some(theirs.clone()));

        // A weak tag never matches a write; `*` needs a policy to be there.
        let (status, _, _) = send(&env, Method::Put, &path, Some(&mine), Some(&format!("W/{their_tag}")));
        assert_eq!(status, 412);
        delete_policy(&env, &ca);
        let (status, _, _) = send(&env, Method::Put, &path, Some(&mine), Some("*"));
        assert_eq!(status, 412);
        assert_eq!(env.module(&path), None);

        // Without If-Match the write replaces whatever is there, as before.
        let (status, _, _) = send(&env, Method::Put, &path, Some(&theirs), None);
        assert_eq!(status, 200);
        let (_, tag, _) = send(&env, Method::Get, &path, None, None);
        let (status, _, _) = send(&env, Method::Put, &path, Some(&mine), tag.as_deref());
        assert_eq!(status, 200);
        assert_eq!(env.module(&path), Some(mine));
    }
}

/// Through the process that holds the store (`--keep-open`): `policy set` reads the policy and
/// its `ETag` over the socket and writes with `If-Match` (a tag mangled on the way would be a
/// 412), keeping the rules it does not name.
#[test]
fn policy_set_through_the_process_holding_the_store() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    assert!(
        common::background_pid(&env).is_some(),
        "a holder serves the store"
    );
    let (policy, changes) = policy_set(&env, &ca, &["--max-validity", "8h"]);
    let mut expected = new_ca_policy();
    expected["max_validity"] = json!(28_800);
    assert_eq!(policy, expected);
    assert!(
        changes.contains("max_validity: 31536000 (365d) -> 28800 (8h)"),
        "{changes}"
    );
    let (policy, _) = policy_set(&env, &ca, &["--unset", "max_start_ahead"]);
    expected.as_object_mut().unwrap().remove("max_start_ahead");
    assert_eq!(policy, expected);
    assert!(
        common::background_pid(&env).is_some(),
        "it all went through the holder"
    );
    env.run(&["store", "close"]);
    assert_eq!(env.module(&policy_path(&ca)), Some(expected));
}

/// A manifest's policy takes durations as text, as a policy file does: applied as seconds, and
/// the same manifest then differs in nothing; a duration that does not read is refused naming
/// the field, and nothing changes.
#[test]
fn a_manifests_policy_takes_durations_as_text() {
    let env = Env::new();
    let manifest = |policy: &str| {
        env.file(
            "ca.yaml",
            &format!("kind: ssh-ca\nname: ci\nprivate_key_type: ed25519\n{policy}"),
        )
        .to_str()
        .unwrap()
        .to_string()
    };
    let file = manifest("policy: {max_validity: 8h, default_validity: 30m, max_start_ahead: 5m}\n");
    env.table(&["apply", "-f", &file]);
    let cas = env.api(Method::Get, "/ssh_certificate_authorities", None);
    let path = policy_path(&id(&cas["ssh_certificate_authorities"][0]));
    let expected =
        json!({"max_validity": 28_800, "default_validity": 1800, "max_start_ahead": 300});
    assert_eq!(env.module(&path), Some(expected.clone()));
    let diff = env.run(&["diff", "-f", &file]);
    assert_eq!(
        diff.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&diff.stdout)
    );

    let bad = manifest("policy: {max_validity: 8 hours}\n");
    let refusal = env.run(&["apply", "-f", &bad]);
    assert_eq!(refusal.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&refusal.stderr);
    assert!(stderr.contains("policy.max_validity"), "{stderr}");
    assert_eq!(env.module(&path), Some(expected));
}
