//! `ssh-cert login` under a CA's policy, with OpenSSH's own `ssh-agent`, on the local store and
//! against a real `serve`: login takes `ssh-cert create`'s certificate options, a request the
//! policy refuses is refused before a key is made or the agent changed, `ssh-cert agent` lists
//! what login added, and `ssh-cert logout` removes exactly that (a key added by hand stays).
//! Skipped with a notice when an OpenSSH program is missing; required under `CI=true`.

use std::path::Path;
use std::process::Command;

use serde_json::json;

use crate::common::Env;
use crate::ssh_login::{agent_list, real_now, Agent};
use crate::ssh_support::{id, keygen, program};

const TEST: &str = "login_meets_a_ci_policy_and_logout_takes_back_only_its_own";

/// The CI policy of docs/ssh-ca.md.
const CI_POLICY: &str = "\
allowed_principals: [\"deploy-*\"]
max_validity: 3600
allowed_critical_options: [source-address, force-command]
required_critical_options: [source-address]
";

#[test]
fn login_meets_a_ci_policy_and_logout_takes_back_only_its_own() {
    let programs = ["ssh-keygen", "ssh-agent", "ssh-add"].map(|p| program(p, TEST));
    let [Some(ssh_keygen), Some(ssh_agent), Some(ssh_add)] = programs else {
        return;
    };
    for remote in [false, true] {
        let mut env = Env::new();
        // Certificates must be valid in real time here (ssh-agent counts real seconds).
        env.set_now(&real_now(0));
        if remote {
            env.start_server();
        }
        check_login_policy_and_logout(&mut env, &ssh_keygen, &ssh_agent, &ssh_add);
    }
}

fn check_login_policy_and_logout(
    env: &mut Env,
    ssh_keygen: &Path,
    ssh_agent: &Path,
    ssh_add: &Path,
) {
    let mode = if env.is_remote() { "remote" } else { "local" };
    let dir = env.path().to_path_buf();
    let home = dir.join("home");
    std::fs::create_dir(&home).unwrap();
    env.set_var("HOME", home.to_str().unwrap());
    let socket = dir.join("agent.sock");
    let _agent = Agent::start(ssh_agent, &socket);
    env.set_var("SSH_AUTH_SOCK", socket.to_str().unwrap());
    let policy = env.file("ci-policy.yaml", CI_POLICY);
    let ci = id(&env.json(&[
        "ssh-ca",
        "create",
        "--description",
        "ci",
        "--policy-file",
        policy.to_str().unwrap(),
    ]));
    let key = home.join(".ssh/id_ed25519");
    let certs = |env: &Env| env.json(&["ssh-cert", "list"])["ssh_user_certificates"].clone();
    let login = [
        "ssh-cert",
        "login",
        "--ca-id",
        &ci,
        "--principal",
        "deploy-web",
    ];

    // Refused by the policy read first: no key file made, the agent untouched, nothing signed.
    let refusals = [
        (
            vec!["--valid-for", "1h"],
            "required_critical_options",
            "--critical-option source-address",
        ),
        (
            vec![
                "--valid-for",
                "2h",
                "--critical-option",
                "source-address=10.0.0.0/8",
            ],
            "max_validity",
            "--valid-for",
        ),
    ];
    for (extra, rule, flag) in refusals {
        let args = [&login[..], &extra[..]].concat();
        let refusal = env.refuse(&args);
        assert_eq!(refusal.exit, 1, "{mode} {args:?}: {}", refusal.stderr);
        assert!(
            refusal.stderr.contains(rule) && refusal.stderr.contains(flag),
            "{mode}: the refusal names the rule and the flag: {}",
            refusal.stderr
        );
        assert!(
            refusal.stderr.contains("nothing was made or changed"),
            "{mode}: refused before signing: {}",
            refusal.stderr
        );
        assert!(!key.exists(), "{mode}: a refused login made a key");
        assert!(
            !home.join(".ssh").exists(),
            "{mode}: a refused login made ~/.ssh"
        );
        assert_eq!(agent_list(ssh_add, &socket), Vec::<String>::new(), "{mode}");
        assert_eq!(certs(env), json!([]), "{mode}");
    }

    // A key of the user's own, added by hand: login, agent and logout never touch it.
    let (own, _) = keygen(ssh_keygen, &dir, "own_key", &["-t", "ed25519"]);
    let added = Command::new(ssh_add)
        .arg(&own)
        .env("SSH_AUTH_SOCK", &socket)
        .output()
        .expect("run ssh-add");
    assert!(
        added.status.success(),
        "{}",
        String::from_utf8_lossy(&added.stderr)
    );
    let by_hand = agent_list(ssh_add, &socket);
    assert_eq!(by_hand.len(), 1);
    assert_eq!(
        env.json(&["ssh-cert", "agent"])["agent_identities"],
        json!([])
    );

    // Within the policy: signed with the option, in the agent beside the user's own key.
    let args = [
        &login[..],
        &[
            "--valid-for",
            "1h",
            "--critical-option",
            "source-address=10.0.0.0/8",
        ],
    ]
    .concat();
    let cert = env.json(&args);
    assert_eq!(
        cert["critical_options"],
        json!({"source-address": "10.0.0.0/8"}),
        "{mode}"
    );
    let written = std::fs::read_to_string(home.join(".ssh/id_ed25519-cert.pub")).unwrap();
    let parsed = ssh_key::Certificate::from_openssh(written.trim()).unwrap();
    assert_eq!(
        parsed
            .critical_options()
            .get("source-address")
            .map(String::as_str),
        Some("10.0.0.0/8"),
        "{mode}: the certificate itself carries the option"
    );
    assert_eq!(agent_list(ssh_add, &socket).len(), 2, "{mode}");

    // `ssh-cert agent` lists what login added, and only that.
    let listed = env.json(&["ssh-cert", "agent"])["agent_identities"].clone();
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{mode}: {listed}");
    assert_eq!(listed[0]["certificate_id"], cert["id"], "{mode}");
    assert_eq!(listed[0]["principals"], json!(["deploy-web"]), "{mode}");
    assert_eq!(
        listed[0]["key_file"],
        json!(key.to_str().unwrap()),
        "{mode}"
    );
    assert_eq!(
        listed[0]["valid_until"].as_str().map(|t| &t[..16]),
        cert["valid_until"].as_str().map(|t| &t[..16]),
        "{mode}"
    );
    let table = env.table(&["ssh-cert", "agent"]);
    assert!(table.contains(cert["id"].as_str().unwrap()), "{table}");

    // A second login for another key; `logout --identity-file` takes back that one only.
    let work = home.join("work_ed25519");
    let args = [
        &login[..],
        &["--identity-file", work.to_str().unwrap()],
        &[
            "--critical-option",
            "source-address=10.0.0.0/8",
            "--valid-for",
            "1h",
        ],
    ]
    .concat();
    let second = env.json(&args);
    assert_eq!(agent_list(ssh_add, &socket).len(), 3, "{mode}");
    let out = env.run(&[
        "ssh-cert",
        "logout",
        "--identity-file",
        work.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let listed = env.json(&["ssh-cert", "agent"])["agent_identities"].clone();
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{mode}: {listed}");
    assert_eq!(listed[0]["certificate_id"], cert["id"], "{mode}: {second}");
    assert_eq!(agent_list(ssh_add, &socket).len(), 2, "{mode}");

    // A dry run removes nothing; logout removes exactly what login added.
    let out = env.run(&["--dry-run", "ssh-cert", "logout"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        agent_list(ssh_add, &socket).len(),
        2,
        "{mode}: a dry run removed a key"
    );
    let out = env.run(&["ssh-cert", "logout"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        agent_list(ssh_add, &socket),
        by_hand,
        "{mode}: the hand-added key stays"
    );
    assert_eq!(
        env.json(&["ssh-cert", "agent"])["agent_identities"],
        json!([])
    );
    assert!(key.exists(), "{mode}: logout leaves the key file");
    // Again: nothing of login's is left, and the user's key still stays.
    let out = env.run(&["ssh-cert", "logout"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(agent_list(ssh_add, &socket), by_hand, "{mode}");

    // A CA without a policy (404 for it): login proceeds and the server decides.
    let out = env.run(&["--yes", "ssh-ca", "policy", "delete", &ci]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let plain = env.json(&[&login[..], &["--valid-for", "1h"]].concat());
    assert_eq!(plain["critical_options"], json!({}), "{mode}");
}
