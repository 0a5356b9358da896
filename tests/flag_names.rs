//! Issue 13 item 12: a refusal names the flags the user typed (`--bits must be …`), for every
//! command that sends a body; fields given with `--from-file` keep the API's names, and the
//! error body (`-o json`) keeps the API's words.

use crate::common::{fake_id, id, transport_tests, Env};
use crate::ssh_support::user_key;

/// `args` is refused and changes nothing; its `error:` line starts with `said` (the flags'
/// words) and the error body's `msg` with `api` (the API's).
fn refused_naming(env: &Env, args: &[&str], said: &str, api: &str) {
    let before = env.state();
    let refusal = env.refuse(args);
    let line = refusal
        .stderr
        .lines()
        .find(|l| l.starts_with("error: "))
        .unwrap_or_default();
    assert!(
        line.starts_with(&format!("error: {said}")),
        "{args:?} should say {said:?}: {}",
        refusal.stderr
    );
    assert!(
        refusal.msg().starts_with(api),
        "{args:?}: the body should keep {api:?}: {}",
        refusal.stderr
    );
    assert_eq!(env.state(), before, "{args:?} changed the store");
}

fn long(n: usize) -> String {
    "a".repeat(n)
}

transport_tests! {
    fn tcp_edge_refusals_name_flags_and_file_fields(env) {
        refused_naming(&env, &["tcp-edge", "create", "--hostport", "bad"],
            "--hostport: must be", "hostports[0]: must be");
        refused_naming(&env, &["tcp-edge", "create", "--backend-id", "bkdtg_x"],
            "--backend-id: expected an ID", "backend.backend_id: expected an ID");
        let file = env.file("edge.json", r#"{"hostports": ["bad"], "description": "x"}"#);
        let file = file.to_str().unwrap();
        refused_naming(&env, &["tcp-edge", "create", "--from-file", file],
            "hostports[0]: must be", "hostports[0]: must be");
        // A flag over the file's field names the flag.
        refused_naming(&env, &["tcp-edge", "create", "--from-file", file, "--hostport", "worse"],
            "--hostport: must be", "hostports[0]: must be");

        let edge = id(&env.json(&["tcp-edge", "create"]));
        refused_naming(&env, &["tcp-edge", "update", &edge, "--ip-policy-id", "ipp_x"],
            "--ip-policy-id: expected an ID", "ip_restriction.ip_policy_ids[0]: expected");
        refused_naming(&env, &["tcp-edge", "update", &edge, "--description", &long(256)],
            "--description is limited to 255 bytes", "description is limited");
        let policy = env.file("policy.json", r#"{"inbound": [{"expressions": [], "actions": []}]}"#);
        refused_naming(&env, &["tcp-edge", "update", &edge, "--policy-file", policy.to_str().unwrap()],
            "inbound[0].actions (in --policy-file): a rule needs at least one action",
            "policy.inbound[0].actions: a rule");
    }

    fn ssh_ca_refusals_name_flags_and_file_fields(env) {
        refused_naming(&env, &["ssh-ca", "create", "--key-type", "ecdsa", "--bits", "2048"],
            "--bits applies only to --key-type rsa; --key-type is \"ecdsa\"",
            "key_size applies only to private_key_type rsa");
        let file = env.file("ca.yaml", "private_key_type: ecdsa\nkey_size: 2048\n");
        refused_naming(&env, &["ssh-ca", "create", "--from-file", file.to_str().unwrap()],
            "key_size applies only to private_key_type rsa",
            "key_size applies only to private_key_type rsa");
        let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        refused_naming(&env, &["ssh-ca", "update", &ca, "--metadata", &long(4097)],
            "--metadata is limited to 4096", "metadata is limited to 4096");
    }

    fn certificate_refusals_name_flags_and_file_fields(env) {
        let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let (_, public) = user_key(ssh_key::Algorithm::Ed25519, "k");
        let key = env.file("k.pub", &public);
        let key = key.to_str().unwrap();
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &ca, "--public-key", "ssh-ed25519 nope"],
            "--public-key is not an OpenSSH public key", "public_key is not an OpenSSH");
        let bad = env.file("bad.pub", "not a key\n");
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", bad.to_str().unwrap()],
            "--public-key-file is not an OpenSSH public key", "public_key is not an OpenSSH");
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &fake_id("sshca", 9)[..10], "--public-key-file", key],
            "--ca-id: expected an ID", "ssh_certificate_authority_id: expected an ID");
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key,
                "--critical-option", "source-address=300.0.0.1"],
            "source-address (in --critical-option): ", "critical_options.source-address: ");
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key,
                "--valid-after", "2026-11-23T00:00:00Z", "--valid-until", "2026-11-22T00:00:00Z"],
            "--valid-until (2026-11-22T00:00:00Z) must be after --valid-after (2026-11-23T00:00:00Z)",
            "valid_until (2026-11-22T00:00:00Z) must be after valid_after");
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key, "--principal", ""],
            "--principal must not be empty", "principals[0] must not be empty");
        let file = env.file("cert.json", r#"{"principals": [""]}"#);
        refused_naming(&env, &["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key,
                "--from-file", file.to_str().unwrap()],
            "principals[0] must not be empty", "principals[0] must not be empty");
        refused_naming(&env, &["ssh-host-cert", "create", "--ca-id", &ca, "--public-key-file", key, "--principal", ""],
            "--principal must not be empty", "principals[0] must not be empty");
        refused_naming(&env, &["ssh-host-cert", "create", "--ca-id", &ca, "--public-key-file", key,
                "--from-file", file.to_str().unwrap()],
            "principals[0] must not be empty", "principals[0] must not be empty");

        let cert = id(&env.json(&["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key, "--principal", "alice"]));
        refused_naming(&env, &["--yes", "ssh-cert", "revoke", &cert, "--reason", &long(256)],
            "--reason is limited to 255 bytes", "reason is limited to 255 bytes");
    }
}

const IDP_METADATA: &str = r#"<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata"/>"#;

#[test]
fn module_refusals_name_flags_and_file_fields() {
    let env = Env::new();
    let (edge, route) = (fake_id("edghts", 0), fake_id("edghtsrt", 0));
    let saml = ["route", "saml", "replace", edge.as_str(), route.as_str()];
    fn with<'a>(saml: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
        [saml, more].concat()
    }
    refused_naming(
        &env,
        &saml,
        "--idp-metadata-file is required",
        "idp_metadata is required",
    );
    let idp = env.file("idp.xml", IDP_METADATA);
    let idp = idp.to_str().unwrap();
    refused_naming(
        &env,
        &with(
            &saml,
            &["--idp-metadata-file", idp, "--nameid-format", "bogus"],
        ),
        "--nameid-format \"bogus\" is not supported",
        "nameid_format \"bogus\" is not supported",
    );
    refused_naming(
        &env,
        &with(
            &saml,
            &["--idp-metadata-file", idp, "--authorized-group", ""],
        ),
        "--authorized-group must not be empty",
        "authorized_groups[0] must not be empty",
    );
    let file = env.file("saml.json", r#"{"nameid_format": "bogus"}"#);
    refused_naming(
        &env,
        &with(
            &saml,
            &[
                "--idp-metadata-file",
                idp,
                "--from-file",
                file.to_str().unwrap(),
            ],
        ),
        "nameid_format \"bogus\" is not supported",
        "nameid_format \"bogus\" is not supported",
    );
    // Nothing gave the metadata, and the file did not either: the flag that gives it is named.
    refused_naming(
        &env,
        &with(&saml, &["--from-file", file.to_str().unwrap()]),
        "--idp-metadata-file is required",
        "idp_metadata is required",
    );
    // compression's one flag, --enabled, is a bool that clap checks; its file field keeps its name.
    let file = env.file("compression.json", r#"{"enabled": "yes"}"#);
    refused_naming(
        &env,
        &[
            "route",
            "compression",
            "replace",
            &edge,
            &route,
            "--from-file",
            file.to_str().unwrap(),
        ],
        "enabled: invalid type",
        "enabled: invalid type",
    );

    let tls = fake_id("edgtls", 0);
    refused_naming(
        &env,
        &[
            "tls-termination",
            "replace",
            &tls,
            "--terminate-at",
            "upstream",
            "--min-version",
            "1.3",
        ],
        "--min-version must not be given when --terminate-at is upstream",
        "min_version must be null when terminate_at is upstream",
    );
    let file = env.file(
        "tls.json",
        r#"{"terminate_at": "upstream", "min_version": "1.3"}"#,
    );
    refused_naming(
        &env,
        &[
            "tls-termination",
            "replace",
            &tls,
            "--from-file",
            file.to_str().unwrap(),
        ],
        "min_version must be null when terminate_at is upstream",
        "min_version must be null when terminate_at is upstream",
    );
}

#[test]
fn event_sub_and_agent_refusals_name_flags_and_file_fields() {
    let env = Env::new();
    refused_naming(
        &env,
        &["event-sub", "create", "--source", "bogus.v0"],
        "--source: \"bogus.v0\" is not a known event type",
        "sources[0].type: \"bogus.v0\"",
    );
    refused_naming(
        &env,
        &["event-sub", "create", "--destination-id", "ed_x"],
        "--destination-id: expected an ID",
        "destination_ids[0]: expected an ID",
    );
    let file = env.file("sub.json", r#"{"sources": [{"type": "bogus.v0"}]}"#);
    refused_naming(
        &env,
        &["event-sub", "create", "--from-file", file.to_str().unwrap()],
        "sources[0].type: \"bogus.v0\"",
        "sources[0].type: \"bogus.v0\"",
    );
    let sub = id(&env.json(&["event-sub", "create"]));
    refused_naming(
        &env,
        &["event-sub", "update", &sub, "--description", &long(256)],
        "--description is limited to 255",
        "description is limited to 255",
    );

    refused_naming(
        &env,
        &["agent", "connect", "--ip", "300.1.1.1"],
        "--ip must be an IPv4 or IPv6 address",
        "ip must be an IPv4 or IPv6 address",
    );
    refused_naming(
        &env,
        &["agent", "connect", "--credential-id", "cr_x"],
        "--credential-id",
        "credential_id",
    );
}

/// Every flag a body names exists on its command: a typo in a `Body::set` call would otherwise
/// name a flag nobody can type.
#[test]
fn every_flag_a_body_names_exists() {
    // Every source file under src/cli, subdirectories included.
    fn read_all(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                read_all(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
                out.push('\n');
            }
        }
    }
    let mut sources = String::new();
    read_all(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/cli")),
        &mut sources,
    );
    let mut flags = std::collections::BTreeSet::new();
    for call in [".set(", ".set_list(", ".name(", "flags.name("] {
        for (at, _) in sources.match_indices(call) {
            let rest = &sources[at + call.len()..];
            let rest = rest.trim_start();
            // `.set("--bits", …)`; `.name("path", "--flag")`.
            let quoted: Vec<&str> = rest.split('"').skip(1).step_by(2).take(2).collect();
            flags.extend(
                quoted
                    .into_iter()
                    .filter(|q| {
                        q.starts_with("--")
                            && q[2..].chars().all(|c| c.is_ascii_lowercase() || c == '-')
                    })
                    .map(String::from),
            );
        }
    }
    assert!(flags.len() > 30, "found only {flags:?}");
    let mut all = std::collections::BTreeSet::new();
    fn walk(cmd: &clap::Command, all: &mut std::collections::BTreeSet<String>) {
        for arg in cmd.get_arguments() {
            if let Some(long) = arg.get_long() {
                all.insert(format!("--{long}"));
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, all);
        }
    }
    // Subcommands are built lazily (`defer`); build them all before walking.
    let mut cli = <tunnelctl::cli::Cli as clap::CommandFactory>::command();
    cli.build();
    walk(&cli, &mut all);
    let unknown: Vec<_> = flags.difference(&all).collect();
    assert!(
        unknown.is_empty(),
        "bodies name flags that do not exist: {unknown:?}"
    );
}

/// A whole-number flag given anything else names the flag and its rule and exits 2 before
/// anything is sent; a negative number included (clap used to take `-5` for an unknown option).
#[test]
fn whole_number_flags_name_their_rule() {
    let env = Env::new();
    env.json(&["tcp-edge", "create", "--description", "kept"]);
    let before = env.state();
    let cases: [(&[&str], &str); 5] = [
        (
            &["tcp-edge", "list", "--limit", "0"],
            "'0' for '--limit <N>': must be a whole number, 1 or more",
        ),
        (
            &["tcp-edge", "list", "--limit", "-5"],
            "'-5' for '--limit <N>': must be a whole number, 1 or more",
        ),
        (
            &["--retries", "-1", "tcp-edge", "list"],
            "'-1' for '--retries <N>': must be a whole number, 0 or more",
        ),
        (
            &["ssh-ca", "create", "--key-type", "rsa", "--bits", "-2048"],
            "'-2048' for '--bits <BITS>': must be a whole number, 1 or more",
        ),
        (
            &[
                "ssh-ca",
                "create",
                "--key-type",
                "rsa",
                "--bits",
                "5000000000",
            ],
            "'5000000000' for '--bits <BITS>': is too large",
        ),
    ];
    for (args, said) in cases {
        let out = env.run(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with(&format!("error: invalid value {said}\n")),
            "{args:?}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    assert_eq!(env.state(), before);
}

/// clap takes `-5s` after an option for an option of its own; the error then says how to give a
/// value that starts with '-', and that value gets its parser's rule. Nothing is sent.
#[test]
fn a_value_starting_with_a_hyphen_gets_a_tip() {
    let env = Env::new();
    env.json(&["tcp-edge", "create", "--description", "kept"]);
    let before = env.state();
    let stderr = |args: &[&str]| {
        let out = env.run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let said = stderr(&["--timeout", "-5s", "tcp-edge", "list"]);
    assert!(
        said.starts_with("error: unexpected argument '-5' found\n"),
        "{said}"
    );
    assert!(
        said.contains(
            "\n  tip: a value of --timeout that starts with '-' goes after '=': --timeout=-5s\n"
        ),
        "{said}"
    );
    let said = stderr(&["ssh-cert", "create", "--valid-for", "-1h"]);
    assert!(
        said.contains("tip: a value of --valid-for that starts with '-' goes after '='"),
        "{said}"
    );
    let said = stderr(&["--timeout=-5s", "tcp-edge", "list"]);
    assert!(
        said.starts_with("error: invalid value '-5s' for '--timeout <DURATION>': \"-5s\" is negative; a duration is 0 or more"),
        "{said}"
    );
    // No option before it, or one that takes no value: no tip.
    for args in [
        &["tcp-edge", "list", "-5"][..],
        &["tcp-edge", "list", "--quiet", "-5"],
    ] {
        let said = stderr(args);
        assert!(
            said.starts_with("error: unexpected argument '-5' found"),
            "{said}"
        );
        assert!(!said.contains("goes after '='"), "{args:?}: {said}");
    }
    assert_eq!(env.state(), before);
}
