//! Issue 13 item 19: every client-side filter (`ssh-cert list --ca-id/--revoked`, the same of
//! `ssh-host-cert list`, `session list --region/--os/--agent-version`) reads pages until
//! `--limit` items match, and says when more match than were shown.

use crate::common::{self, id, Env};
use serde_json::{json, Value};
use tunnelctl::api::Method;

/// More items than one page (100) hold, the few matching ones the oldest.
const MANY: usize = 110;

/// `-o id` output lines and stderr of a successful command.
fn listed(env: &Env, args: &[&str]) -> (Vec<String>, String) {
    let out = env.cmd().args(["-o", "id"]).args(args).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {stderr}");
    let ids = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    (ids, stderr)
}

fn created(answers: Vec<(u16, Value)>) -> Vec<String> {
    answers
        .into_iter()
        .map(|(status, body)| {
            assert_eq!(status, 201, "{body}");
            id(&body)
        })
        .collect()
}

fn certificates(env: &Env, path: &str, ca: &str, n: usize) -> Vec<String> {
    let (_, key) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "u");
    let body = json!({"ssh_certificate_authority_id": ca, "public_key": key, "principals": ["u"]});
    let requests: Vec<_> = (0..n)
        .map(|_| (Method::Post, path, Some(body.clone())))
        .collect();
    created(env.api_all(&requests))
}

#[test]
fn certificate_filters_read_pages_until_limit_items_match() {
    let env = Env::new();
    let [ca1, ca2] =
        [(), ()].map(|_| id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"])));
    for (cmd, path) in [
        ("ssh-cert", "/ssh_user_certificates"),
        ("ssh-host-cert", "/ssh_host_certificates"),
    ] {
        // Newest first: c[2], c[1], c[0], and MANY of the other CA before them in the list.
        let c = certificates(&env, path, &ca1, 3);
        certificates(&env, path, &ca2, MANY);

        let (ids, stderr) = listed(&env, &[cmd, "list", "--ca-id", &ca1, "--limit", "2"]);
        assert_eq!(ids, [c[2].clone(), c[1].clone()], "{cmd}");
        assert!(
            stderr.contains(&format!(
                "showing 2; more with a higher --limit (or continue with --before-id {})",
                c[1]
            )),
            "{cmd}: {stderr}"
        );
        let (ids, _) = listed(&env, &[cmd, "list", "--ca-id", &ca1, "--before-id", &c[1]]);
        assert_eq!(ids, [c[0].clone()], "{cmd}: continuing where the note says");
        for limit in ["3", "50"] {
            let (ids, stderr) = listed(&env, &[cmd, "list", "--ca-id", &ca1, "--limit", limit]);
            assert_eq!(
                ids,
                [c[2].clone(), c[1].clone(), c[0].clone()],
                "{cmd} --limit {limit}"
            );
            assert!(
                !stderr.contains("showing"),
                "{cmd} --limit {limit}: nothing more matches: {stderr}"
            );
        }
        // The list object continues after the last item shown, and only when more match.
        let list = env.json(&[cmd, "list", "--ca-id", &ca1, "--limit", "2"]);
        let next = list["next_page_uri"].as_str().unwrap_or_default();
        assert!(next.contains(&format!("before_id={}", c[1])), "{list}");
        let list = env.json(&[cmd, "list", "--ca-id", &ca1, "--limit", "3"]);
        assert_eq!(list["next_page_uri"], Value::Null, "{list}");

        // --revoked: the two oldest of ca1 are revoked, far down the list.
        for cert in &c[..2] {
            env.run(&["--yes", cmd, "revoke", cert]);
        }
        let (ids, stderr) = listed(&env, &[cmd, "list", "--revoked", "--limit", "1"]);
        assert_eq!(ids, [c[1].clone()], "{cmd}");
        assert!(
            stderr.contains("showing 1; more with a higher --limit"),
            "{cmd}: {stderr}"
        );
        let (ids, _) = listed(&env, &[cmd, "list", "--revoked", "--ca-id", &ca1]);
        assert_eq!(ids, [c[1].clone(), c[0].clone()], "{cmd}");
    }
}

#[test]
fn session_filters_read_pages_until_limit_items_match() {
    let env = Env::new();
    let agent = |region: &str| {
        (
            Method::Post,
            "/emulator/agents",
            Some(json!({"region": region, "os": "linux"})),
        )
    };
    let jp = created(env.api_all(&[agent("jp"), agent("jp"), agent("jp")]));
    let requests: Vec<_> = (0..MANY).map(|_| agent("eu")).collect();
    created(env.api_all(&requests));

    let (ids, stderr) = listed(&env, &["session", "list", "--region", "jp", "--limit", "2"]);
    assert_eq!(ids, [jp[2].clone(), jp[1].clone()]);
    assert!(
        stderr.contains("showing 2; more with a higher --limit"),
        "{stderr}"
    );
    let (ids, stderr) = listed(
        &env,
        &[
            "session", "list", "--region", "jp", "--os", "linux", "--limit", "3",
        ],
    );
    assert_eq!(ids, [jp[2].clone(), jp[1].clone(), jp[0].clone()]);
    assert!(!stderr.contains("showing"), "{stderr}");
    // Without a filter, --limit still cuts the list and says so.
    let (ids, stderr) = listed(&env, &["session", "list", "--limit", "101"]);
    assert_eq!(ids.len(), 101);
    assert!(
        stderr.contains("showing 101; more with a higher --limit"),
        "{stderr}"
    );
}

#[test]
fn help_says_filters_are_client_side() {
    let env = Env::new();
    for cmd in [
        &["ssh-cert", "list", "--help"][..],
        &["ssh-host-cert", "list", "--help"],
        &["session", "list", "--help"],
    ] {
        let out = env.run(cmd);
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(help.contains("filtered client-side"), "{cmd:?}: {help}");
        assert!(help.contains("until --limit"), "{cmd:?}: {help}");
    }
}

/// The hint of a CA that cannot be deleted names it, and its list command finds the certificates.
#[test]
fn the_hint_of_a_ca_with_certificates_lists_them() {
    let env = Env::new();
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let certs = certificates(&env, "/ssh_user_certificates", &ca, 2);
    let refusal = env.assert_refused(
        &["--yes", "ssh-ca", "delete", &ca],
        tunnelctl::cli::exit::CONFLICT,
        "ERR_NGROK_1964",
    );
    let hint = refusal
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("hint: "))
        .unwrap_or_default();
    let list = format!("tunnelctl ssh-cert list --ca-id {ca} -o id");
    assert!(hint.contains(&list), "{}", refusal.stderr);
    let (ids, _) = listed(&env, &["ssh-cert", "list", "--ca-id", &ca]);
    assert_eq!(ids, [certs[1].clone(), certs[0].clone()]);
}

/// Issue 41 item 5: certificates are found by state, principal, key (file or fingerprint) and CA;
/// every certificate the CLI prints carries its key's fingerprint, which the API's own JSON does
/// not (and the API's list still refuses query parameters it does not know).
#[test]
fn certificates_are_found_by_state_principal_key_and_ca() {
    use ssh_key::{Algorithm, HashAlg, PublicKey};
    let env = Env::new();
    let [ca1, ca2] =
        [(), ()].map(|_| id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"])));
    // A certificate without principals is one of the cases found by --principal.
    crate::ssh_support::allow_empty_principals(&env, &ca1);
    let (_, laptop) = crate::ssh_support::user_key(Algorithm::Ed25519, "laptop");
    let (_, ci) = crate::ssh_support::user_key(Algorithm::Ed25519, "ci");
    let fingerprint = |line: &str| {
        PublicKey::from_openssh(line)
            .unwrap()
            .fingerprint(HashAlg::Sha256)
            .to_string()
    };
    let (laptop_print, ci_print) = (fingerprint(&laptop), fingerprint(&ci));
    // The same key under another comment is the same key.
    let laptop_file = env.file(
        "renamed.pub",
        &laptop.replace(" laptop", " renamed-on-another-machine"),
    );
    let laptop_file = laptop_file.to_str().unwrap();
    let sorted = |mut ids: Vec<String>| {
        ids.sort();
        ids
    };
    let valid = ("2026-11-22T09:00:00Z", "2026-11-23T09:00:00Z");
    for (cmd, path) in [
        ("ssh-cert", "/ssh_user_certificates"),
        ("ssh-host-cert", "/ssh_host_certificates"),
    ] {
        let issue = |ca: &str, key: &str, principals: &[&str], (after, until): (&str, &str)| {
            id(&env.api(
                Method::Post,
                path,
                Some(
                    json!({"ssh_certificate_authority_id": ca, "public_key": key,
                            "principals": principals, "valid_after": after, "valid_until": until}),
                ),
            ))
        };
        let alice = issue(&ca1, &laptop, &["alice"], valid);
        let any = issue(&ca1, &ci, &[], valid);
        let expired = issue(
            &ca1,
            &laptop,
            &["bob"],
            ("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"),
        );
        let future = issue(
            &ca2,
            &ci,
            &["alice"],
            // Within a new CA's max_start_ahead of a day.
            ("2026-11-23T00:00:00Z", "2026-11-24T00:00:00Z"),
        );
        let revoked = issue(&ca2, &laptop, &["root"], valid);
        // Only the serial: the same key is certified again below.
        env.run(&["--yes", cmd, "revoke", "--keep-key", &revoked]);

        let expect = |args: &[&str], wanted: &[&String]| {
            let (ids, _) = listed(&env, &[&[cmd, "list"], args].concat());
            let wanted = wanted.iter().map(|s| s.to_string()).collect();
            assert_eq!(sorted(ids), sorted(wanted), "{cmd} list {args:?}");
        };
        // A certificate that names no principal is valid for every one.
        expect(&["--principal", "alice"], &[&alice, &any, &future]);
        expect(&["--principal", "root"], &[&any, &revoked]);
        expect(
            &["--public-key-file", laptop_file],
            &[&alice, &expired, &revoked],
        );
        expect(&["--fingerprint", &ci_print], &[&any, &future]);
        expect(&["--state", "valid"], &[&alice, &any]);
        expect(&["--state", "expired"], &[&expired]);
        expect(&["--state", "not-yet-valid"], &[&future]);
        expect(&["--state", "revoked"], &[&revoked]);
        expect(&["--revoked"], &[&revoked]);
        expect(&["--ca", &ca2], &[&future, &revoked]);
        expect(
            &[
                "--principal",
                "alice",
                "--public-key-file",
                laptop_file,
                "--state",
                "valid",
            ],
            &[&alice],
        );

        // The CLI's JSON carries the fingerprint; the API's does not.
        let list = env.json(&[cmd, "list", "--fingerprint", &laptop_print]);
        let items = list[kind_key(path)].as_array().unwrap();
        assert_eq!(items.len(), 3, "{list}");
        for item in items {
            assert_eq!(
                item["public_key_fingerprint"],
                laptop_print.as_str(),
                "{item}"
            );
        }
        let got = env.json(&[cmd, "get", &any]);
        assert_eq!(got["public_key_fingerprint"], ci_print.as_str(), "{got}");
        let api = env.json(&["api", "GET", path]);
        let api_items = api[kind_key(path)].as_array().unwrap();
        assert_eq!(api_items.len(), 5);
        for item in api_items {
            assert!(item.get("public_key_fingerprint").is_none(), "{item}");
        }
        let (status, body) = env
            .api_all(&[(Method::Get, &format!("{path}?principal=alice"), None)])
            .remove(0);
        assert_eq!(status, 400, "{body}");
        assert_eq!(body["error_code"], "ERR_NGROK_231", "{body}");
        let table = env.table(&[cmd, "list", "--state", "valid"]);
        assert!(
            table.lines().next().unwrap().contains("FINGERPRINT"),
            "{table}"
        );
        assert!(table.contains(&ci_print), "{table}");
    }

    // A key that does not read, or a fingerprint that is not one, is a usage error naming the flag.
    let not_a_key = env.file("not-a-key.pub", "hello\n");
    for (args, flag) in [
        (
            vec![
                "ssh-cert",
                "list",
                "--public-key-file",
                not_a_key.to_str().unwrap(),
            ],
            "--public-key-file",
        ),
        (
            vec!["ssh-cert", "list", "--fingerprint", "MD5:ab:cd"],
            "--fingerprint",
        ),
    ] {
        let out = env.run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(tunnelctl::cli::exit::USAGE),
            "{stderr}"
        );
        assert!(stderr.contains(&format!("error: {flag} ")), "{stderr}");
        assert!(out.stdout.is_empty());
    }
}

/// The key of the list object of a certificate collection path.
fn kind_key(path: &str) -> &str {
    path.trim_start_matches('/')
}

/// Issue 43 item 3: TCP edges by description (any case), hostport and metadata, event
/// subscriptions by event type and destination; `--limit` counts the matching ones.
#[test]
fn edges_and_subscriptions_are_found_by_what_users_search_for() {
    let env = Env::new();
    let edge = |description: &str, hostport: &str, metadata: &str| {
        let body =
            json!({"description": description, "hostports": [hostport], "metadata": metadata});
        (Method::Post, "/edges/tcp", Some(body))
    };
    let edges = created(env.api_all(&[
        edge("SSH office", "1.tcp.ngrok.io:20001", r#"{"team":"web"}"#),
        edge("database", "2.tcp.ngrok.io:20002", "team=web, by hand"),
        edge(
            "ssh lab",
            "1.tcp.ngrok.io:20003",
            r#"{"team":"ops","tier":2}"#,
        ),
    ]));
    let found = |args: &[&str]| {
        let mut all = vec!["tcp-edge", "list"];
        all.extend(args);
        listed(&env, &all).0
    };
    // Newest first.
    assert_eq!(
        found(&["--description", "ssh"]),
        [edges[2].clone(), edges[0].clone()]
    );
    assert_eq!(
        found(&["--description", "ssh", "--limit", "1"]),
        [edges[2].clone()]
    );
    assert_eq!(found(&["--hostport", ":20002"]), [edges[1].clone()]);
    assert_eq!(
        found(&["--hostport", "1.tcp.ngrok.io"]),
        [edges[2].clone(), edges[0].clone()]
    );
    assert_eq!(
        found(&["--metadata", "team=web"]),
        [edges[1].clone(), edges[0].clone()]
    );
    assert_eq!(
        found(&["--metadata", "team=ops", "--metadata", "tier=2"]),
        [edges[2].clone()]
    );
    assert_eq!(found(&["--metadata", "by hand"]), [edges[1].clone()]);
    assert_eq!(
        found(&["--description", "ssh", "--hostport", ":20001"]),
        [edges[0].clone()]
    );
    assert!(found(&["--description", "nothing like it"]).is_empty());

    let (to_a, to_b) = (common::fake_id("ed", 1), common::fake_id("ed", 2));
    let sub = |types: &[&str], destination: &str| {
        let sources: Vec<Value> = types.iter().map(|t| json!({"type": t})).collect();
        let body = json!({"sources": sources, "destination_ids": [destination]});
        (Method::Post, "/event_subscriptions", Some(body))
    };
    let subs = created(env.api_all(&[
        sub(&["ip_policy_created.v0", "ip_policy_deleted.v0"], &to_a),
        sub(&["ip_policy_created.v0"], &to_b),
        sub(&["tcp_address_created.v0"], &to_a),
    ]));
    let found = |args: &[&str]| {
        let mut all = vec!["event-sub", "list"];
        all.extend(args);
        listed(&env, &all).0
    };
    assert_eq!(
        found(&["--event-type", "ip_policy_created.v0"]),
        [subs[1].clone(), subs[0].clone()]
    );
    assert_eq!(
        found(&["--destination-id", &to_a]),
        [subs[2].clone(), subs[0].clone()]
    );
    assert_eq!(
        found(&[
            "--event-type",
            "ip_policy_created.v0",
            "--destination-id",
            &to_a
        ]),
        [subs[0].clone()]
    );
}
