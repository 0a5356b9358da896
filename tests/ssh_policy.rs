//! The issuance policy of an SSH CA (issue 41, item 2): the `ci` example of docs/ssh-ca.md on every
//! transport, the default policy of a new CA, a CA without a policy signing as before, the
//! policy in `ssh-ca update` and in manifests, and `(any)` for a certificate without principals.

use crate::common;
use crate::ssh_support;

use serde_json::{json, Value};
use ssh_key::Algorithm;
use tunnelctl::api::Method;

use common::{transport_tests, Env};
use ssh_support::{id, user_key};

const INVALID_FIELD: &str = "ERR_NGROK_215";

fn policy_path(ca: &str) -> String {
    format!("/ssh_certificate_authorities/{ca}/policy")
}

/// Asserts that a certificate request is refused by the policy's `rule` for `value`, with exit 1,
/// and that nothing changed: no certificate, the same policy.
fn assert_outside_policy(env: &Env, ca: &str, args: &[&str], rule: &str, value: Value) {
    let policy = policy_path(ca);
    let refusal = env.assert_refused_keeping(args, 1, INVALID_FIELD, &[&policy]);
    let details = &refusal.body["details"];
    assert_eq!(details["reason"], "ssh_ca_policy", "{}", refusal.stderr);
    assert_eq!(details["rule"], rule, "{}", refusal.stderr);
    assert_eq!(details["value"], value, "{}", refusal.stderr);
    let msg = refusal.msg();
    assert!(
        msg.starts_with(&format!(
            "SSH certificate authority {ca}'s policy refuses this certificate: {rule}: "
        )),
        "{msg}"
    );
    assert!(msg.contains("tunnelctl ssh-ca policy set"), "{msg}");
}

transport_tests! {
    /// The worked example of docs/ssh-ca.md: a `ci` CA that may sign only `deploy-*`, for an hour at most,
    /// with `source-address` required. Its refusals and its success, on every path.
    fn the_readmes_ci_ca(env) {
        let file = env.file(
            "ci-policy.yaml",
            "allowed_principals: [\"deploy-*\"]\n\
             max_validity: 1h\n\
             allowed_critical_options: [source-address, force-command]\n\
             required_critical_options: [source-address]\n\
             allowed_source_addresses: [10.0.0.0/8]   # every source-address entry inside these\n",
        );
        let ca = env.json(&[
            "ssh-ca", "create", "--description", "ci", "--key-type", "ed25519",
            "--policy-file", file.to_str().unwrap(),
        ]);
        let ci = id(&ca);
        // The CA's own JSON keeps the API's fields; the policy is its sub-resource.
        assert!(ca.get("policy").is_none(), "{ca}");
        let policy = json!({
            "allowed_principals": ["deploy-*"],
            "max_validity": 3600,
            "allowed_critical_options": ["source-address", "force-command"],
            "required_critical_options": ["source-address"],
            "allowed_source_addresses": ["10.0.0.0/8"],
        });
        assert_eq!(env.json(&["ssh-ca", "policy", "get", &ci]), policy);
        assert_eq!(env.module(&policy_path(&ci)), Some(policy));

        let (_, public) = user_key(Algorithm::Ed25519, "ci@build");
        let key = env.file("ci_key.pub", &public);
        let key = key.to_str().unwrap();
        let cert = |extra: &[&'static str]| -> Vec<String> {
            let mut args = vec!["ssh-cert", "create", "--ca-id", &ci, "--public-key-file", key];
            args.extend_from_slice(extra);
            args.into_iter().map(str::to_string).collect()
        };
        let refused = |extra: &[&'static str], rule: &str, value: Value| {
            let args = cert(extra);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            assert_outside_policy(&env, &ci, &args, rule, value);
        };
        let source = "source-address=10.0.0.0/8";
        refused(
            &["--principal", "root", "--valid-for", "1h", "--critical-option", source],
            "allowed_principals",
            json!("root"),
        );
        refused(
            &["--principal", "deploy-web", "--valid-for", "2h", "--critical-option", source],
            "max_validity",
            json!(7200),
        );
        refused(
            &["--principal", "deploy-web", "--valid-for", "1h"],
            "required_critical_options",
            json!("source-address"),
        );
        refused(
            &["--principal", "deploy-web", "--valid-for", "1h", "--critical-option", "source-address=0.0.0.0/0"],
            "allowed_source_addresses",
            json!("0.0.0.0/0"),
        );
        // No principals is valid for every user, deploy-* or not.
        refused(
            &["--valid-for", "1h", "--critical-option", source],
            "allow_empty_principals",
            json!([]),
        );
        // Host certificates are held to the principals too.
        let host = env.refuse(&[
            "ssh-host-cert", "create", "--ca-id", &ci, "--public-key-file", key,
            "--principal", "web1.example.com",
        ]);
        assert_eq!(host.exit, 1, "{}", host.stderr);
        assert_eq!(host.body["details"]["rule"], "allowed_principals");

        let args = cert(&["--principal", "deploy-web", "--valid-for", "1h", "--critical-option", source]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let signed = env.json(&args);
        assert_eq!(signed["principals"], json!(["deploy-web"]));
        assert_eq!(signed["critical_options"], json!({"source-address": "10.0.0.0/8"}));
        // From a minute before now (--backdate), an hour after now: an hour from now counts.
        assert_eq!(signed["valid_after"], "2026-11-22T09:59:00Z");
        assert_eq!(signed["valid_until"], "2026-11-22T11:00:00Z");
        let certs = env.api(Method::Get, "/ssh_user_certificates", None);
        assert_eq!(certs["ssh_user_certificates"].as_array().unwrap().len(), 1);
    }
}

/// A new CA's default policy, a CA without one (as every CA made before policies), the policy
/// of `ssh-ca policy set|delete` and `ssh-ca update`, and `(any)` in tables.
#[test]
fn new_cas_get_the_safe_default_and_a_ca_without_a_policy_signs_as_before() {
    let env = Env::new();
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let path = policy_path(&ca);
    assert_eq!(
        env.json(&["ssh-ca", "policy", "get", &ca]),
        json!({"allow_empty_principals": false, "max_validity": 31_536_000, "max_start_ahead": 86_400})
    );
    let (_, public) = user_key(Algorithm::Ed25519, "alice@laptop");
    let key = env.file("id.pub", &public);
    let key = key.to_str().unwrap();
    assert_outside_policy(
        &env,
        &ca,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key-file",
            key,
        ],
        "allow_empty_principals",
        json!([]),
    );
    assert_outside_policy(
        &env,
        &ca,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key-file",
            key,
            "--principal",
            "alice",
            "--valid-for",
            "366d",
        ],
        "max_validity",
        json!(366 * 86_400),
    );
    // The CLI sends no end: the kind's default, a year from the start (backdated a minute).
    let host = env.json(&[
        "ssh-host-cert",
        "create",
        "--ca-id",
        &ca,
        "--public-key-file",
        key,
        "--principal",
        "web1.example.com",
    ]);
    assert_eq!(host["valid_until"], "2027-11-22T09:59:00Z");

    // A refused policy changes nothing, and names the field inside the policy.
    let bad = env.file("bad.yaml", "max_validity: 30\n");
    let refusal = env.assert_refused_keeping(
        &[
            "ssh-ca",
            "update",
            &ca,
            "--description",
            "x",
            "--policy-file",
            bad.to_str().unwrap(),
        ],
        1,
        INVALID_FIELD,
        &[&path],
    );
    assert!(
        refusal
            .msg()
            .contains("max_validity is in seconds and must be at least 60; got 30"),
        "{}",
        refusal.msg()
    );

    // `policy set` changes the rules named and keeps the others; the flags give durations and
    // repeated lists.
    let set = env.json(&[
        "ssh-ca",
        "policy",
        "set",
        &ca,
        "--denied-principal",
        "root",
        "--max-validity",
        "8h",
        "--allowed-key-type",
        "ed25519",
        "--allowed-key-type",
        "rsa",
        "--min-rsa-bits",
        "3072",
    ]);
    let expected = json!({
        "allow_empty_principals": false,
        "denied_principals": ["root"],
        "max_validity": 28_800,
        "allowed_key_types": ["ed25519", "rsa"],
        "min_rsa_bits": 3072,
        "max_start_ahead": 86_400,
    });
    assert_eq!(set, expected);
    assert_eq!(env.module(&path), Some(expected));
    assert_outside_policy(
        &env,
        &ca,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key-file",
            key,
            "--principal",
            "alice",
            "--principal",
            "root",
            "--valid-for",
            "1h",
        ],
        "denied_principals",
        json!("root"),
    );
    let (_, ecdsa) = user_key(ssh_support::ecdsa_p256(), "bob@laptop");
    assert_outside_policy(
        &env,
        &ca,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key",
            &ecdsa,
            "--principal",
            "bob",
            "--valid-for",
            "1h",
        ],
        "allowed_key_types",
        json!("ecdsa"),
    );

    // `ssh-ca update --policy-file` sets it with the labels, in one request.
    let open = env.file("open.json", r#"{"allow_empty_principals": true}"#);
    let updated = env.json(&[
        "ssh-ca",
        "update",
        &ca,
        "--description",
        "open",
        "--policy-file",
        open.to_str().unwrap(),
    ]);
    assert_eq!(updated["description"], "open");
    assert_eq!(
        env.module(&path),
        Some(json!({"allow_empty_principals": true}))
    );

    // Without a policy, a CA signs as every CA did before policies: here, for any user, for
    // ten years.
    env.table(&["--yes", "ssh-ca", "policy", "delete", &ca]);
    assert_eq!(env.module(&path), None);
    let refusal = env.refuse(&["ssh-ca", "policy", "get", &ca]);
    assert_eq!(refusal.exit, 3);
    assert!(
        refusal.msg().contains("has no issuance policy"),
        "{}",
        refusal.msg()
    );
    let any = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--public-key-file",
        key,
        "--valid-for",
        "3650d",
    ]);
    assert_eq!(any["principals"], json!([]));
    assert_eq!(any["valid_until"], "2036-11-19T10:00:00Z");
    // Tables say what OpenSSH makes of no principals: any user.
    let list = env.table(&["ssh-cert", "list"]);
    assert!(list.contains("(any)"), "{list}");
    let get = env.table(&["ssh-cert", "get", &id(&any)]);
    assert!(
        get.lines()
            .any(|l| l.starts_with("principals") && l.ends_with("(any)")),
        "{get}"
    );
    assert_eq!(
        env.json(&["ssh-cert", "get", &id(&any)])["principals"],
        json!([])
    );

    // Deleting the CA takes its policy with it.
    let (status, _) = env
        .api_all(&[(Method::Put, &path, Some(json!({"max_validity": 3600})))])
        .remove(0);
    assert_eq!(status, 200);
    for cert in [id(&host), id(&any)] {
        let kind = if cert.starts_with("shcrt_") {
            "ssh-host-cert"
        } else {
            "ssh-cert"
        };
        env.table(&["--yes", kind, "delete", &cert]);
    }
    env.table(&["--yes", "ssh-ca", "delete", &ca]);
    let (status, body) = env.api_all(&[(Method::Get, &path, None)]).remove(0);
    assert_eq!(
        (status, body["msg"].as_str()),
        (
            404,
            Some(&*format!("SSH certificate authority {ca} not found"))
        )
    );
}

/// A manifest declares a CA's policy: created with it, in sync on the next diff, replaced when
/// it changes, left as it is when left out, emptied by `policy: {}`.
#[test]
fn a_manifest_declares_a_cas_policy() {
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
    let file = manifest("policy: {allowed_principals: [\"deploy-*\"], max_validity: 3600}\n");
    env.table(&["apply", "-f", &file]);
    let cas = env.api(Method::Get, "/ssh_certificate_authorities", None);
    let ca = id(&cas["ssh_certificate_authorities"][0]);
    let path = policy_path(&ca);
    assert_eq!(
        env.module(&path),
        Some(json!({"allowed_principals": ["deploy-*"], "max_validity": 3600}))
    );
    assert_eq!(env.run(&["diff", "-f", &file]).status.code(), Some(0));

    let file = manifest("policy: {max_validity: 7200, min_rsa_bits: null}\n");
    let diff = env.run(&["diff", "-f", &file]);
    assert_eq!(
        diff.status.code(),
        Some(8),
        "{}",
        String::from_utf8_lossy(&diff.stdout)
    );
    env.table(&["apply", "-f", &file]);
    assert_eq!(env.module(&path), Some(json!({"max_validity": 7200})));
    assert_eq!(env.run(&["diff", "-f", &file]).status.code(), Some(0));

    // A policy the API refuses stops apply, and nothing changes.
    let bad = manifest("policy: {max_validity: 7200, allowed_key_types: [dsa]}\n");
    let refusal = env.refuse(&["apply", "-f", &bad]);
    assert_eq!(refusal.exit, 1, "{}", refusal.stderr);
    assert!(
        refusal.stderr.contains("allowed_key_types"),
        "{}",
        refusal.stderr
    );
    assert_eq!(env.module(&path), Some(json!({"max_validity": 7200})));

    // Left out (or null, as every field of a manifest) leaves it as it is; `{}` has no rule.
    for file in [manifest(""), manifest("policy: null\n")] {
        assert_eq!(env.run(&["diff", "-f", &file]).status.code(), Some(0));
    }
    env.table(&["apply", "-f", &manifest("policy: {}\n")]);
    assert_eq!(env.module(&path), Some(json!({})));

    // The rules for values (issue 59, item 3) are fields like the others.
    let values = manifest(
        "policy: {allowed_source_addresses: [10.0.0.0/8], allowed_force_commands: [], \
         max_start_ahead: 300}\n",
    );
    assert_eq!(env.run(&["diff", "-f", &values]).status.code(), Some(8));
    env.table(&["apply", "-f", &values]);
    assert_eq!(
        env.module(&path),
        Some(json!({
            "allowed_source_addresses": ["10.0.0.0/8"],
            "allowed_force_commands": [],
            "max_start_ahead": 300,
        }))
    );
    assert_eq!(env.run(&["diff", "-f", &values]).status.code(), Some(0));
}
