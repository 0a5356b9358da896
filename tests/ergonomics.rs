//! What people at a terminal and scripts in CI rely on: dry runs that change nothing, `-o id`
//! pipelines, and confirmations that appear only for a person at a terminal.

use crate::common;
use tunnelctl::cli::exit;

use std::process::Command;
use std::time::Duration;

use common::{edge_ids, fake_id, Env};
use expectrl::session::OsSession;
use expectrl::{Eof, Expect, Session};

common::transport_tests! {
    /// Every verb that changes something, under --dry-run: nothing changes. The request runs
    /// (on the store, or on `serve`: issue 43 item 5) and is rolled back, and the command prints
    /// what the real one would (the edge, or for a DELETE nothing on stdout).
    fn dry_runs_change_nothing(env) {
        let id = env.json(&["tcp-edge", "create", "--description", "keep", "--backend-id", &fake_id("bkdtg", 1)])["id"]
            .as_str()
            .unwrap()
            .to_string();
        let cases: Vec<(Vec<&str>, &str)> = vec![
            (vec!["tcp-edge", "create", "--description", "new"], "POST"),
            (vec!["tcp-edge", "update", &id, "--description", "changed"], "PATCH"),
            (vec!["tcp-edge", "update", &id, "--remove", "backend"], "DELETE"),
            (vec!["tcp-edge", "delete", &id], "DELETE"),
            (vec!["api", "POST", "/edges/tcp"], "POST"),
        ];
        for (args, method) in cases {
            let before = env.state();
            let out = env.cmd().arg("--dry-run").args(&args).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.success(), "{args:?}: {stderr}");
            let stdout = String::from_utf8(out.stdout).unwrap();
            // A PATCH or POST answers the edge; a DELETE answers nothing.
            assert_eq!(stdout.contains("edgtcp_"), method != "DELETE", "{args:?}: {stdout}");
            assert!(stderr.contains("dry run: nothing was written"), "{stderr}");
            assert_eq!(env.state(), before, "{args:?} changed the store under --dry-run");
        }
        // Under -o json: the body the real create would answer.
        let printed = env.json(&["--dry-run", "tcp-edge", "create", "--description", "x"]);
        assert_eq!(printed, env.json(&["tcp-edge", "create", "--description", "x"]));
    }

    /// `-o id` prints bare IDs, so lists feed `xargs`.
    fn id_output_feeds_xargs(env) {
        let created = env.table(&["-o", "id", "tcp-edge", "create"]);
        assert!(created.trim().starts_with("edgtcp_") && created.lines().count() == 1, "{created}");
        // A resource with list fields still prints its own ID, not its lists'.
        let with_hostport = env.table(&["-o", "id", "tcp-edge", "create", "--hostport", "a.tcp.example.com:1"]);
        let sub = env.table(&["-o", "id", "event-sub", "create", "--source", "ip_policy_created.v0", "--destination-id", &fake_id("ed", 1)]);
        for (out, kind) in [(&with_hostport, "tcp-edge"), (&sub, "event-sub")] {
            let id = out.trim();
            assert_eq!(out.lines().count(), 1, "{out}");
            assert_eq!(env.json(&[kind, "get", id])["id"], id);
        }
        for _ in 0..4 {
            env.json(&["tcp-edge", "create"]);
        }
        let listed = env.table(&["-o", "id", "tcp-edge", "list"]);
        assert_eq!(listed.lines().collect::<Vec<_>>(), edge_ids(&env));

        let bin = assert_cmd::cargo::cargo_bin("tunnelctl");
        let script = format!("'{0}' tcp-edge list -o id | xargs -n1 '{0}' tcp-edge delete --yes", bin.display());
        let mut sh = Command::new("sh");
        sh.arg("-c").arg(script);
        for (key, value) in env.std_cmd().get_envs() {
            match value {
                Some(v) => sh.env(key, v),
                None => sh.env_remove(key),
            };
        }
        let out = sh.output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert!(edge_ids(&env).is_empty(), "the pipeline deleted every edge");
    }
}

/// Runs tunnelctl in a pseudo-terminal, as a person would.
pub(crate) fn in_terminal(env: &Env, args: &[&str]) -> OsSession {
    let mut cmd: Command = env.std_cmd();
    cmd.args(args);
    let mut session = Session::spawn(cmd).expect("spawn in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

#[test]
fn delete_asks_at_a_terminal_and_no_keeps_the_edge() {
    let env = Env::new();
    let id = env.json(&["tcp-edge", "create"])["id"]
        .as_str()
        .unwrap()
        .to_string();

    let mut session = in_terminal(&env, &["tcp-edge", "delete", &id]);
    session
        .expect(format!("Delete TCP edge {id}?"))
        .expect("the question is asked");
    session.send("n\r").unwrap();
    session.expect(Eof).unwrap();
    assert_eq!(
        edge_ids(&env),
        vec![id.clone()],
        "answering no keeps the edge"
    );

    let mut session = in_terminal(&env, &["tcp-edge", "delete", &id]);
    session.expect(format!("Delete TCP edge {id}?")).unwrap();
    session.send("y\r").unwrap();
    session.expect(format!("deleted TCP edge {id}")).unwrap();
    session.expect(Eof).unwrap();
    assert!(edge_ids(&env).is_empty(), "answering yes deletes it");
}

#[test]
fn yes_skips_the_question_even_at_a_terminal() {
    let env = Env::new();
    let id = env.json(&["tcp-edge", "create"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let mut session = in_terminal(&env, &["tcp-edge", "delete", "--yes", &id]);
    let seen = session.expect(Eof).unwrap();
    assert!(
        !String::from_utf8_lossy(seen.before()).contains('?'),
        "no question with --yes"
    );
    assert!(edge_ids(&env).is_empty());
}

#[test]
fn nothing_prompts_without_a_terminal() {
    let env = Env::new();
    let id = env.json(&["tcp-edge", "create"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    // stdin is not a terminal here (assert_cmd gives it an empty pipe): no question, no hang.
    let out = env
        .cmd()
        .args(["tcp-edge", "delete", &id])
        .timeout(Duration::from_secs(20))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains('?'));
    assert!(edge_ids(&env).is_empty());
}

pub(crate) const USER_KEY: &str =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHGb4l1yk2AJnLZrszjtSF7tJpR2XyhFd2ZAvMSaWNTj alice@laptop";
/// The down-arrow key as a terminal sends it.
pub(crate) const DOWN: &str = "\x1b[B";

pub(crate) fn create_ca(env: &Env, description: &str) -> String {
    env.json(&["ssh-ca", "create", "--description", description])["id"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn ssh_cert_create_without_ca_id_lets_a_person_pick_the_ca() {
    let env = Env::new();
    let older = create_ca(&env, "older");
    crate::ssh_support::allow_empty_principals(&env, &older);
    let newer = create_ca(&env, "newer");

    let mut session = in_terminal(&env, &["ssh-cert", "create", "--public-key", USER_KEY]);
    session.expect("CA that signs the certificate").unwrap();
    // Newest first, as `ssh-ca list` shows them; the second line is the older CA.
    session.expect(format!("{newer}  ed25519  newer")).unwrap();
    session.expect(format!("{older}  ed25519  older")).unwrap();
    session.send(DOWN).unwrap();
    session.send("\r").unwrap();
    session.expect(Eof).unwrap();

    let certs = env.json(&["ssh-cert", "list"]);
    let certs = certs["ssh_user_certificates"].as_array().unwrap();
    assert_eq!(certs.len(), 1);
    assert_eq!(certs[0]["ssh_certificate_authority_id"], older.as_str());
}

#[test]
fn ssh_cert_create_without_ca_id_and_without_a_terminal_names_the_flag() {
    let env = Env::new();
    create_ca(&env, "only");
    let out = env.run(&["ssh-cert", "create", "--public-key", USER_KEY]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("error: --ca-id is required"), "{stderr}");
    assert!(
        stderr.contains("hint: list the CAs with: tunnelctl ssh-ca list"),
        "{stderr}"
    );
    let certs = env.json(&["ssh-cert", "list"]);
    assert_eq!(certs["ssh_user_certificates"], serde_json::json!([]));
}

#[test]
fn ssh_ca_create_offers_the_key_types_at_a_terminal() {
    let env = Env::new();
    let mut session = in_terminal(&env, &["ssh-ca", "create", "--description", "picked"]);
    session.expect("Key type of the new CA").unwrap();
    session.expect("ed25519").unwrap();
    session.send(DOWN).unwrap();
    session.send("\r").unwrap();
    session.expect(Eof).unwrap();

    // Without a terminal (and with --yes at one) the default, ed25519, is taken without asking.
    env.json(&["ssh-ca", "create", "--description", "default"]);
    let mut session = in_terminal(&env, &["ssh-ca", "create", "--yes", "--description", "yes"]);
    let seen = session.expect(Eof).unwrap();
    assert!(!String::from_utf8_lossy(seen.before()).contains("Key type"));

    let list = env.json(&["ssh-ca", "list"]);
    let types: Vec<(&str, &str)> = list["ssh_certificate_authorities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|ca| {
            (
                ca["description"].as_str().unwrap(),
                ca["key_type"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        types,
        [
            ("yes", "ed25519"),
            ("default", "ed25519"),
            ("picked", "ecdsa")
        ]
    );
}

/// Types a line at a password prompt. The prompt turns echo off with TCSAFLUSH, which discards
/// what was typed before: the prompt's text appears a moment before that, so wait that moment.
pub(crate) fn type_secret(session: &mut OsSession, line: &str) {
    std::thread::sleep(Duration::from_millis(300));
    session.send_line(line).unwrap();
}

/// Signing with an encrypted CA at a terminal asks for its passphrase, again after a wrong one
/// (the prompt loop shared with `ssh-ca import`), and signs once it is right.
#[test]
fn signing_with_an_encrypted_ca_asks_for_its_passphrase_at_a_terminal() {
    let env = Env::new();
    let passphrase = env.secret_file("passphrase", "correct horse\n");
    let ca = env.json(&[
        "ssh-ca",
        "create",
        "--key-type",
        "ed25519",
        "--passphrase-file",
        passphrase.to_str().unwrap(),
    ]);
    let ca_id = ca["id"].as_str().unwrap().to_string();
    crate::ssh_support::allow_empty_principals(&env, &ca_id);
    let key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl user@example";

    let mut session = in_terminal(
        &env,
        &["ssh-cert", "create", "--ca-id", &ca_id, "--public-key", key],
    );
    session
        .expect(format!("Passphrase of the key of CA {ca_id}"))
        .unwrap();
    type_secret(&mut session, "battery staple");
    session
        .expect(format!(
            "that passphrase does not decrypt the key of CA {ca_id}; try again"
        ))
        .unwrap();
    session.expect("Passphrase of").unwrap();
    type_secret(&mut session, "correct horse");
    session.expect(Eof).unwrap();
    let certs = env.json(&["ssh-cert", "list"]);
    let certs = certs["ssh_user_certificates"].as_array().unwrap();
    assert_eq!(certs.len(), 1, "signed once the passphrase was right");
    assert_eq!(certs[0]["ssh_certificate_authority_id"], ca_id.as_str());
}
