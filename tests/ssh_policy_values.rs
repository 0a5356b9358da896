//! Issue 59, items 2 and 3: a host certificate's principals are never patterns, whatever the
//! policy says, and a CA's policy rules the values of critical options and how far ahead of now a
//! certificate may start. On every path; every refusal names the rule and leaves the store as it
//! was.

use crate::common;
use crate::ssh_support;

use serde_json::{json, Value};
use ssh_key::Algorithm;
use tunnelctl::api::Method;

use common::{background_pid, id, transport_tests, Env};
use ssh_support::user_key;

const INVALID_FIELD: &str = "ERR_NGROK_215";

fn policy_path(ca: &str) -> String {
    format!("/ssh_certificate_authorities/{ca}/policy")
}

/// `ssh-host-cert create` naming `principals` with CA `ca`.
fn host_cert_args<'a>(ca: &'a str, key: &'a str, principals: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "ssh-host-cert",
        "create",
        "--ca-id",
        ca,
        "--public-key-file",
        key,
    ];
    for p in principals {
        args.extend(["--principal", p]);
    }
    args
}

/// The request is refused (exit 1, 400) for `principal`, named in the message and the details,
/// and nothing changed: no certificate, the same policy.
fn assert_pattern_refused(env: &Env, ca: &str, args: &[&str], principal: &str) {
    let refusal = env.assert_refused_keeping(args, 1, INVALID_FIELD, &[&policy_path(ca)]);
    let details = &refusal.body["details"];
    assert_eq!(details["principal"], principal, "{}", refusal.stderr);
    assert_eq!(
        details["reason"], "host_principal_pattern",
        "{}",
        refusal.stderr
    );
    assert!(
        refusal
            .msg()
            .contains(&format!("{principal:?} holds * or ?")),
        "{}",
        refusal.msg()
    );
}

/// A certificate request refused by the policy's `rule` for `value`, nothing changed.
fn assert_outside_policy(env: &Env, ca: &str, args: &[&str], rule: &str, value: Value) {
    let refusal = env.assert_refused_keeping(args, 1, INVALID_FIELD, &[&policy_path(ca)]);
    let details = &refusal.body["details"];
    assert_eq!(details["reason"], "ssh_ca_policy", "{}", refusal.stderr);
    assert_eq!(details["rule"], rule, "{}", refusal.stderr);
    assert_eq!(details["value"], value, "{}", refusal.stderr);
    assert!(
        refusal
            .msg()
            .contains(&format!("refuses this certificate: {rule}: ")),
        "{}",
        refusal.msg()
    );
}

transport_tests! {
    /// The two certificates: `*.example.com` under a policy that allows it and denies
    /// `vault.example.com`, and `*` under a new CA's default policy. Neither is signed, nor is a
    /// pattern under a CA without a policy, nor through the API itself.
    fn host_principals_are_never_patterns(env) {
        let (_, public) = user_key(Algorithm::Ed25519, "root@web1");
        let key = env.file("host.pub", &public);
        let key = key.to_str().unwrap();
        let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        env.json(&[
            "ssh-ca", "policy", "set", &ca,
            "--allowed-principal", "*.example.com", "--denied-principal", "vault.example.com",
        ]);
        let args = host_cert_args(&ca, key, &["*.example.com"]);
        assert_pattern_refused(&env, &ca, &args, "*.example.com");

        let fresh = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let args = host_cert_args(&fresh, key, &["web1.example.com", "*"]);
        assert_pattern_refused(&env, &fresh, &args, "*");
        let args = host_cert_args(&fresh, key, &["web?.example.com"]);
        assert_pattern_refused(&env, &fresh, &args, "web?.example.com");
        env.table(&["--yes", "ssh-ca", "policy", "delete", &fresh]);
        let args = host_cert_args(&fresh, key, &["*"]);
        assert_pattern_refused(&env, &fresh, &args, "*");

        let before = env.state();
        let (status, body) = env
            .api_all(&[(
                Method::Post,
                "/ssh_host_certificates",
                Some(json!({
                    "ssh_certificate_authority_id": ca,
                    "public_key": public,
                    "principals": ["*.example.com"],
                })),
            )])
            .remove(0);
        assert_eq!((status, &body["error_code"]), (400, &json!(INVALID_FIELD)), "{body}");
        assert_eq!(body["details"]["principal"], "*.example.com");
        assert!(
            body["msg"].as_str().unwrap().starts_with("principals[0]: \"*.example.com\" holds"),
            "{body}"
        );
        assert_eq!(env.state(), before, "a refused request wrote something");

        // Hosts named one by one are signed.
        let host = env.json(&host_cert_args(&ca, key, &["web1.example.com", "web2.example.com"]));
        assert_eq!(host["principals"], json!(["web1.example.com", "web2.example.com"]));
    }

    /// The policy that required `source-address` and signed `0.0.0.0/0,::/0`, and the
    /// certificate that started in 2046: the policy now names the networks, the commands and
    /// how far ahead a certificate may start (here from a policy file whose durations are text).
    fn a_policy_rules_option_values_and_the_start(env) {
        let file = env.file(
            "ci-policy.yaml",
            "allowed_principals: [\"deploy-*\"]\n\
             max_validity: 1h\n\
             max_start_ahead: 5m\n\
             allowed_critical_options: [source-address, force-command]\n\
             required_critical_options: [source-address]\n\
             allowed_source_addresses: [10.20.0.0/16, \"2001:db8:20::/48\"]\n\
             allowed_force_commands: [/usr/local/bin/deploy]\n",
        );
        let ca = id(&env.json(&[
            "ssh-ca", "create", "--key-type", "ed25519", "--policy-file", file.to_str().unwrap(),
        ]));
        assert_eq!(
            env.module(&policy_path(&ca)),
            Some(json!({
                "allowed_principals": ["deploy-*"],
                "max_validity": 3600,
                "allowed_critical_options": ["source-address", "force-command"],
                "required_critical_options": ["source-address"],
                "allowed_source_addresses": ["10.20.0.0/16", "2001:db8:20::/48"],
                "allowed_force_commands": ["/usr/local/bin/deploy"],
                "max_start_ahead": 300,
            }))
        );
        let (_, public) = user_key(Algorithm::Ed25519, "ci@build");
        let key = env.file("ci.pub", &public);
        let key = key.to_str().unwrap();
        let cert = |extra: &[&'static str]| -> Vec<String> {
            let mut args = vec![
                "ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key,
                "--principal", "deploy-web", "--valid-for", "1h",
            ];
            args.extend_from_slice(extra);
            args.into_iter().map(str::to_string).collect()
        };
        let refused = |extra: &[&'static str], rule: &str, value: Value| {
            let args = cert(extra);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            assert_outside_policy(&env, &ca, &args, rule, value);
        };
        refused(
            &["--critical-option", "source-address=0.0.0.0/0,::/0"],
            "allowed_source_addresses",
            json!("0.0.0.0/0"),
        );
        refused(
            &["--critical-option", "source-address=10.20.0.0/16,10.21.0.0/16"],
            "allowed_source_addresses",
            json!("10.21.0.0/16"),
        );
        refused(
            &[
                "--critical-option", "source-address=10.20.0.7",
                "--critical-option", "force-command=/bin/sh",
            ],
            "allowed_force_commands",
            json!("/bin/sh"),
        );
        // From 2046-01-01T00:00:00Z: 603 036 000 seconds after the tests' now.
        refused(
            &[
                "--critical-option", "source-address=10.20.0.7",
                "--valid-after", "2046-01-01T00:00:00Z",
            ],
            "max_start_ahead",
            json!(603_036_000),
        );
        refused(
            &[
                "--critical-option", "source-address=10.20.0.7",
                "--valid-after", "2026-11-22T10:05:01Z",
            ],
            "max_start_ahead",
            json!(301),
        );

        let args = cert(&[
            "--critical-option", "source-address=10.20.3.0/24,2001:db8:20:1::/64",
            "--critical-option", "force-command=/usr/local/bin/deploy",
            "--valid-after", "2026-11-22T10:05:00Z",
        ]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let signed = env.json(&args);
        assert_eq!(
            signed["critical_options"],
            json!({
                "force-command": "/usr/local/bin/deploy",
                "source-address": "10.20.3.0/24,2001:db8:20:1::/64",
            })
        );
        assert_eq!(signed["valid_after"], "2026-11-22T10:05:00Z");

        // A new CA starts with a bound on the start; it holds host certificates too.
        let fresh = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        assert_eq!(
            env.json(&["ssh-ca", "policy", "get", &fresh]),
            json!({"allow_empty_principals": false, "max_validity": 31_536_000, "max_start_ahead": 86_400})
        );
        let mut args = host_cert_args(&fresh, key, &["web1.example.com"]);
        args.extend(["--valid-after", "2026-11-23T10:00:01Z", "--valid-for", "30d"]);
        assert_outside_policy(&env, &fresh, &args, "max_start_ahead", json!(86_401));
        let mut args = host_cert_args(&fresh, key, &["web1.example.com"]);
        args.extend(["--valid-after", "2026-11-23T10:00:00Z", "--valid-for", "30d"]);
        assert_eq!(env.json(&args)["valid_after"], "2026-11-23T10:00:00Z");
    }
}

/// `policy set`'s flags for the value rules, the table that shows them, an empty list that allows
/// none, and the policies the service refuses (nothing changes).
#[test]
fn policy_set_flags_and_table_for_value_rules() {
    let env = Env::new();
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let path = policy_path(&ca);
    let set = env.json(&[
        "ssh-ca",
        "policy",
        "set",
        &ca,
        "--allowed-source-address",
        "10.20.0.0/16",
        "--allowed-source-address",
        "192.0.2.7",
        "--allowed-force-command",
        "/usr/local/bin/deploy --prod",
        "--max-start-ahead",
        "10m",
    ]);
    // The new CA's rules that no flag names are kept.
    let expected = json!({
        "allow_empty_principals": false,
        "max_validity": 31_536_000,
        "allowed_source_addresses": ["10.20.0.0/16", "192.0.2.7"],
        "allowed_force_commands": ["/usr/local/bin/deploy --prod"],
        "max_start_ahead": 600,
    });
    assert_eq!(set, expected);
    assert_eq!(env.module(&path), Some(expected.clone()));
    let table = env.table(&["ssh-ca", "policy", "get", &ca]);
    let row = |field: &str| -> String {
        let line = table
            .lines()
            .find(|l| l.starts_with(field))
            .unwrap_or_else(|| panic!("{table}"));
        line[field.len()..].trim().to_string()
    };
    assert_eq!(row("max_start_ahead"), "600 (10m)", "{table}");
    assert!(
        row("allowed_source_addresses").contains("192.0.2.7"),
        "{table}"
    );
    assert!(
        row("allowed_force_commands").contains("/usr/local/bin/deploy --prod"),
        "{table}"
    );

    for (flags, rule) in [
        (
            &["--allowed-source-address", "10.20.0.1/16"][..],
            "allowed_source_addresses[0]: \"10.20.0.1/16\" has bits set after the first 16",
        ),
        (
            &["--allowed-force-command", " "][..],
            "allowed_force_commands[0] must be a command",
        ),
        (
            &[
                "--allowed-critical-option",
                "source-address",
                "--required-critical-option",
                "source-address",
                "--policy-file",
                "EMPTY",
            ][..],
            "source-address is required but allowed_source_addresses is empty",
        ),
    ] {
        let empty = env.file("empty.yaml", "allowed_source_addresses: []\n");
        let mut args = vec!["ssh-ca", "policy", "set", &ca];
        args.extend(flags.iter().map(|f| {
            if *f == "EMPTY" {
                empty.to_str().unwrap()
            } else {
                f
            }
        }));
        let refusal = env.assert_refused_keeping(&args, 1, INVALID_FIELD, &[&path]);
        assert!(refusal.msg().contains(rule), "{}", refusal.msg());
    }
    let refusal = env.refuse(&["ssh-ca", "policy", "set", &ca, "--max-start-ahead", "soon"]);
    assert_eq!(refusal.exit, 2, "{}", refusal.stderr);
    assert_eq!(env.module(&path), Some(expected));

    // An empty list (from a file) allows no value at all, and the table says so.
    let none = env.file("none.yaml", "allowed_force_commands: []\n");
    env.json(&[
        "ssh-ca",
        "policy",
        "set",
        &ca,
        "--policy-file",
        none.to_str().unwrap(),
    ]);
    let table = env.table(&["ssh-ca", "policy", "get", &ca]);
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("allowed_force_commands") && l.ends_with("(none)")),
        "{table}"
    );
    let (_, public) = user_key(Algorithm::Ed25519, "a@b");
    assert_outside_policy(
        &env,
        &ca,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key",
            &public,
            "--principal",
            "alice",
            "--critical-option",
            "force-command=id",
        ],
        "allowed_force_commands",
        json!("id"),
    );
}

/// Through the process that holds the store (`--keep-open`): the same refusals, nothing written.
#[test]
fn through_the_process_holding_the_store() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    assert!(background_pid(&env).is_some(), "a holder serves the store");
    let (_, public) = user_key(Algorithm::Ed25519, "root@web1");
    let certs = |env: &Env| env.json(&["ssh-host-cert", "list"])["ssh_host_certificates"].clone();
    let refusals = [
        (vec!["--principal", "*"], "host_principal_pattern"),
        (
            vec![
                "--principal",
                "web1",
                "--valid-after",
                "2046-01-01T00:00:00Z",
            ],
            "ssh_ca_policy",
        ),
    ];
    for (extra, reason) in refusals {
        let mut args = vec![
            "ssh-host-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key",
            &public,
        ];
        args.extend(extra);
        let refusal = env.refuse(&args);
        assert_eq!(
            (refusal.exit, refusal.code()),
            (1, INVALID_FIELD),
            "{}",
            refusal.stderr
        );
        assert_eq!(
            refusal.body["details"]["reason"], reason,
            "{}",
            refusal.stderr
        );
        assert_eq!(certs(&env), json!([]), "a refused request wrote something");
    }
    assert!(
        background_pid(&env).is_some(),
        "it all went through the holder"
    );
    env.run(&["store", "close"]);
}

/// A host certificate for a pattern, stored before the rule (here through an import, which
/// still takes it): `store check` names it among its findings and exits 1, the store being
/// consistent; renewing it is refused, nothing written. A store without one reports nothing.
#[test]
fn store_check_names_host_certificates_for_patterns() {
    let env = Env::new();
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (_, public) = user_key(Algorithm::Ed25519, "root@web1");
    let host = id(&env.json(&[
        "ssh-host-cert",
        "create",
        "--ca-id",
        &ca,
        "--public-key",
        &public,
        "--principal",
        "web1.example.com",
    ]));
    let report = env.json(&["store", "check"]);
    assert_eq!(report["findings"], json!([]), "{report}");

    let export = env.run(&["store", "export", "--include-private-keys"]);
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let mut document: Value = serde_json::from_slice(&export.stdout).unwrap();
    document["trees"]["ssh_host_certificates"][&host]["principals"] =
        json!(["web1.example.com", "*.example.com"]);
    let file = env.file("before-the-rule.json", &document.to_string());
    let old = env.path().join("old");
    let old = old.to_str().unwrap();
    let out = env.run(&["--store", old, "store", "import", file.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let out = env.run(&["--store", old, "-o", "json", "store", "check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let report: Value = serde_json::from_slice(&out.stdout).expect("the report is JSON");
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(report["problems"], json!([]), "{report}");
    let findings = report["findings"].as_array().expect("a list");
    assert_eq!(findings.len(), 1, "{report}");
    assert_eq!(findings[0]["tree"], "ssh_host_certificates");
    assert_eq!(findings[0]["key"], host.as_str());
    let finding = findings[0]["problem"].as_str().unwrap();
    for part in [
        "principals[1] is \"*.example.com\"",
        "OpenSSH clients read as a pattern",
        &format!("tunnelctl ssh-host-cert revoke {host}"),
    ] {
        assert!(finding.contains(part), "{finding} lacks {part}");
    }
    assert!(
        stderr.contains("is consistent, but holds 1 record(s)"),
        "{stderr}"
    );
    assert!(stderr.contains(&host), "{stderr}");

    let certs =
        || env.json(&["--store", old, "ssh-host-cert", "list"])["ssh_host_certificates"].clone();
    let before = certs();
    let refusal = env.refuse(&["--store", old, "ssh-host-cert", "renew", &host]);
    assert_eq!(
        (refusal.exit, refusal.code()),
        (1, INVALID_FIELD),
        "{}",
        refusal.stderr
    );
    assert_eq!(refusal.body["details"]["principal"], "*.example.com");
    assert_eq!(certs(), before, "a refused renewal wrote something");
}
