//! Issue 13 item 19: every client-side filter (`ssh-cert list --ca-id/--revoked`, the same of
//! `ssh-host-cert list`, `session list --region/--os/--agent-version`) reads pages until
//! `--limit` items match, and says when more match than were shown.

use crate::common::{id, Env};
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
