//! Revocation (this tool's extension under the CA), the CA's OpenSSH KRL, host certificates and
//! renewal, locally and through `serve`. `ssh-keygen -Q` is the judge of the KRL; a real sshd's
//! judgement is in `sshd.rs`.

use crate::common;
use crate::ssh_support;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Value};
use ssh_key::{Algorithm, Certificate};

use common::{fake_id, transport_tests, Env};
use ssh_support::{id, open_sled_when_released, program, user_key};
use tunnelctl::cli::exit;

const TEST: &str = "ssh_revocation";

fn path(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// Issues a certificate of `group` (`ssh-cert`, `ssh-host-cert`) and writes it to a file.
fn issue(env: &Env, group: &str, ca_id: &str, key: &str, name: &str) -> (String, PathBuf) {
    let file = env.path().join(format!("{name}-cert.pub"));
    let cert = env.json(&[
        group,
        "create",
        "--ca-id",
        ca_id,
        "--public-key",
        key,
        "--principal",
        name,
        "--write-cert",
        path(&file),
    ]);
    (id(&cert), file)
}

fn revocations(env: &Env, ca_id: &str) -> Vec<Value> {
    env.json(&[
        "api",
        "GET",
        &format!("/ssh_certificate_authorities/{ca_id}/revocations"),
    ])["revocations"]
        .as_array()
        .expect("a list")
        .clone()
}

fn revoked_keys(env: &Env, ca_id: &str) -> Vec<Value> {
    env.json(&["ssh-ca", "revoked-keys", ca_id])["revoked_keys"]
        .as_array()
        .expect("a list")
        .clone()
}

/// `tunnelctl api ARGS…`: the exit code and the body it printed (errors too).
fn api(env: &Env, args: &[&str]) -> (i32, Value) {
    let out = env.run(&[&["-o", "json", "api"], args].concat());
    let body = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    (out.status.code().unwrap_or(-1), body)
}

/// A GET to a `serve` with the test API key: the content type and the body's bytes.
fn raw_get(base_url: &str, path: &str) -> (String, Vec<u8>) {
    let agent: ureq::Agent = ureq::Agent::config_builder().build().into();
    let mut response = agent
        .get(format!("{base_url}{path}"))
        .header("Authorization", format!("Bearer {}", common::API_KEY))
        .header("Ngrok-Version", "2")
        .call()
        .expect("the server answers 200");
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    (
        content_type,
        response.body_mut().read_to_vec().expect("the body"),
    )
}

/// The KRL's version field (after the magic and the format version).
fn krl_version(bytes: &[u8]) -> u64 {
    assert_eq!(&bytes[..8], b"SSHKRL\n\0", "a KRL");
    u64::from_be_bytes(bytes[12..20].try_into().unwrap())
}

fn write_krl(env: &Env, ca_id: &str) -> (PathBuf, Vec<u8>) {
    let file = env.path().join("revoked_keys");
    let out = env.run(&["ssh-ca", "krl", ca_id, "--output-file", path(&file)]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty(), "the KRL went to the file");
    let bytes = std::fs::read(&file).expect("the KRL file");
    (file, bytes)
}

/// What `ssh-keygen -Q -f KRL CERT` says of each certificate file: `REVOKED` or `ok`.
fn query(keygen: &Path, krl: &Path, certs: &[&Path]) -> Vec<String> {
    certs
        .iter()
        .map(|cert| {
            let out = Command::new(keygen)
                .args(["-Q", "-f"])
                .arg(krl)
                .arg(cert)
                .output()
                .expect("run ssh-keygen -Q");
            let text = String::from_utf8_lossy(&out.stdout);
            let verdict = text.trim().rsplit(' ').next().unwrap_or("").to_string();
            assert_eq!(
                out.status.success(),
                verdict == "ok",
                "exit status and verdict agree: {text}"
            );
            verdict
        })
        .collect()
}

transport_tests! {
    fn revoke_list_delete_and_publish_the_krl(env) {
        let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let other_ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ecdsa"]));
        let (_, alice) = user_key(Algorithm::Ed25519, "alice");
        let (_, bob) = user_key(Algorithm::Ed25519, "bob");
        let (_, host) = user_key(Algorithm::Ed25519, "host");
        let (lost, lost_file) = issue(&env, "ssh-cert", &ca_id, &alice, "alice");
        let (kept, kept_file) = issue(&env, "ssh-cert", &ca_id, &bob, "bob");
        let (server, server_file) = issue(&env, "ssh-host-cert", &ca_id, &host, "db1.example.com");
        let cert_json = env.json(&["ssh-cert", "get", &lost]);

        // No revocation yet: an empty KRL, version 0.
        let (_, krl) = write_krl(&env, &ca_id);
        assert_eq!(krl_version(&krl), 0);

        let out = env.run(&["ssh-cert", "revoke", &lost, "--reason", "laptop stolen"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&format!("revoked SSH user certificate {lost}")), "{stderr}");
        assert!(stderr.contains(&format!("tunnelctl ssh-ca krl {ca_id}")), "{stderr}");
        assert!(stderr.contains("servers learn of it") && stderr.contains("(sshd_config: RevokedKeys FILE)"), "{stderr}");
        let listed = revocations(&env, &ca_id);
        assert_eq!(listed.len(), 1);
        let serial = Certificate::from_openssh(cert_json["certificate"].as_str().unwrap())
            .unwrap()
            .serial();
        assert_eq!(listed[0]["certificate_id"], lost.as_str());
        assert_eq!(listed[0]["serial"], json!(serial));
        assert_eq!(listed[0]["reason"], "laptop stolen");
        assert_eq!(listed[0]["revoked_at"], common::NOW);

        // Revoking again is not an error and changes nothing.
        let out = env.run(&["ssh-cert", "revoke", &lost]);
        assert!(out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("was already revoked at"));
        assert_eq!(revocations(&env, &ca_id), listed);

        // The certificate's JSON keeps exactly the API's fields; tables show the revocation.
        assert_eq!(env.json(&["ssh-cert", "get", &lost]), cert_json);
        let table = env.table(&["ssh-cert", "get", &lost]);
        assert!(table.lines().any(|l| l.starts_with("revoked_at ") && l.ends_with(common::NOW)), "{table}");
        let table = env.table(&["ssh-cert", "list"]);
        let row = |id: &str| table.lines().find(|l| l.starts_with(id)).unwrap_or("").to_string();
        assert!(table.lines().next().unwrap().contains("STATUS"), "{table}");
        assert!(row(&lost).contains("revoked"), "{table}");
        let only = env.json(&["ssh-cert", "list", "--revoked"]);
        let only: Vec<String> = only["ssh_user_certificates"].as_array().unwrap().iter().map(id).collect();
        assert_eq!(only, std::slice::from_ref(&lost));
        let plain = env.json(&["ssh-cert", "list"]);
        assert!(plain["ssh_user_certificates"].as_array().unwrap().iter().all(|c| c.get("revoked_at").is_none()));

        // Host certificates are revoked the same way, into the same KRL.
        let out = env.run(&["ssh-host-cert", "revoke", &server]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        // Clients check host certificates, so it is they that must read the KRL (issue 26).
        assert!(stderr.contains("clients learn of it") && stderr.contains("RevokedHostKeys FILE"), "{stderr}");
        assert!(!stderr.contains("RevokedKeys FILE"), "{stderr}");
        assert_eq!(revocations(&env, &ca_id).len(), 2);
        let hosts = env.json(&["ssh-host-cert", "list", "--revoked"]);
        assert_eq!(hosts["ssh_host_certificates"][0]["id"], server.as_str());

        let (krl_file, krl) = write_krl(&env, &ca_id);
        assert_eq!(krl_version(&krl), 4, "one more with every revocation, of a certificate or a key");
        if let Some(keygen) = program("ssh-keygen", TEST) {
            assert_eq!(
                query(&keygen, &krl_file, &[&lost_file, &kept_file, &server_file]),
                ["REVOKED", "ok", "REVOKED"]
            );
        }
        // The same bytes through stdout: the KRL is dated by its last revocation.
        let out = env.run(&["ssh-ca", "krl", &ca_id]);
        assert!(out.status.success());
        assert_eq!(out.stdout, krl);
        let krl_path = format!("/ssh_certificate_authorities/{ca_id}/krl");
        let out = env.run(&["api", "GET", &krl_path]);
        assert!(out.status.success());
        assert_eq!(out.stdout, krl, "tunnelctl api prints the bytes as they came");
        if env.is_remote() {
            let (content_type, bytes) = raw_get(&env.base_url(), &krl_path);
            assert_eq!(content_type, "application/octet-stream");
            assert_eq!(bytes, krl);
        }

        // Refusals change nothing.
        let body = env.file("wrong-ca.json", &format!(r#"{{"certificate_id": "{kept}"}}"#));
        let (exit_code, refused) = api(&env, &[
            "POST", &format!("/ssh_certificate_authorities/{other_ca}/revocations"), "--input", path(&body),
        ]);
        assert_eq!(exit_code, exit::FAILURE);
        assert!(refused["msg"].as_str().unwrap().contains(&format!("was signed by SSH certificate authority {ca_id}")), "{refused}");
        let refused = env.refuse(&["ssh-cert", "revoke", &fake_id("sucrt", 3)]);
        assert_eq!(refused.exit, exit::NOT_FOUND);
        assert!(revocations(&env, &other_ca).is_empty());
        assert_eq!(revocations(&env, &ca_id).len(), 2);

        // Deleting a valid certificate that is not revoked warns; a revoked one does not.
        let out = env.run(&["ssh-cert", "delete", &kept]);
        assert!(out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&format!("deleting SSH user certificate {kept} does not revoke it")), "{stderr}");
        assert!(stderr.contains(&format!("tunnelctl ssh-cert revoke {kept}")), "{stderr}");
        let out = env.run(&["ssh-cert", "delete", &lost]);
        assert!(out.status.success());
        assert!(!String::from_utf8_lossy(&out.stderr).contains("warning"));

        // A revocation outlives the certificate's record: the KRL still lists it.
        let (_, krl) = write_krl(&env, &ca_id);
        assert_eq!(krl_version(&krl), 4);
        assert_eq!(revocations(&env, &ca_id).len(), 2);

        // A CA with host certificates cannot be deleted; without certificates it goes, with its
        // revocations.
        let refused = env.assert_refused(&["ssh-ca", "delete", &ca_id], exit::CONFLICT, "ERR_NGROK_1964");
        assert!(refused.msg().contains("1 host certificate(s)"), "{}", refused.msg());
        env.run(&["ssh-host-cert", "delete", &server]);
        let out = env.run(&["ssh-ca", "delete", &ca_id]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let (exit_code, _) = api(&env, &["GET", &format!("/ssh_certificate_authorities/{ca_id}/revocations")]);
        assert_eq!(exit_code, exit::NOT_FOUND);
    }

    /// Issue 41, item 1: `renew` of a revoked certificate signed its key again under a new serial
    /// that no KRL listed. Revoking a certificate now revokes its key: no certificate of it, user
    /// or host, is signed again (409 naming the revocation, nothing stored), and the KRL lists the
    /// key, so a certificate of it issued before the revocation is refused too.
    fn a_revoked_key_is_never_signed_again(env) {
        let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let (_, alice) = user_key(Algorithm::Ed25519, "alice");
        let (_, bob) = user_key(Algorithm::Ed25519, "bob");
        let (_, carol) = user_key(Algorithm::Ed25519, "carol");
        let (stolen, _) = issue(&env, "ssh-cert", &ca_id, &alice, "alice");
        let (earlier, earlier_file) = issue(&env, "ssh-cert", &ca_id, &alice, "alice-earlier");
        let out = env.run(&["--yes", "ssh-cert", "revoke", &stolen, "--reason", "laptop stolen"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let keys = revoked_keys(&env, &ca_id);
        assert_eq!(keys.len(), 1, "{keys:?}");
        let alice_key = ssh_key::PublicKey::from_openssh(&alice).unwrap();
        let fingerprint = alice_key.fingerprint(ssh_key::HashAlg::Sha256).to_string();
        assert_eq!(keys[0]["fingerprint"], fingerprint.as_str());
        assert_eq!(keys[0]["certificate_id"], stolen.as_str());
        assert_eq!(keys[0]["reason"], "laptop stolen");
        assert_eq!(keys[0]["revoked_at"], common::NOW);
        assert_eq!(keys[0]["public_key"], alice.rsplit_once(' ').unwrap().0, "without the comment");

        let key_file = env.file("alice.pub", &alice);
        let signing = [
            vec!["ssh-cert", "renew", &stolen],
            vec!["ssh-cert", "renew", &earlier],
            vec!["ssh-cert", "create", "--ca-id", &ca_id, "--public-key-file", path(&key_file), "--principal", "alice"],
            vec!["ssh-host-cert", "create", "--ca-id", &ca_id, "--public-key", &alice, "--principal", "db1"],
        ];
        for args in &signing {
            let refused = env.assert_refused(args, exit::CONFLICT, "ERR_TUNNELCTL_KEY_REVOKED");
            let msg = refused.msg();
            for part in [fingerprint.as_str(), &ca_id, &stolen, "laptop stolen", common::NOW, "make a new key pair"] {
                assert!(msg.contains(part), "{args:?}: {msg} lacks {part}");
            }
            assert_eq!(refused.body["details"]["certificate_id"], stolen.as_str());
            assert_eq!(revoked_keys(&env, &ca_id), keys, "{args:?}");
        }

        // A key with no certificate in the store, from a file.
        let bob_file = env.file("bob.pub", &bob);
        let out = env.run(&["-o", "json", "--yes", "ssh-ca", "revoke-key", &ca_id,
            "--public-key-file", path(&bob_file), "--reason", "lost"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let revoked: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(revoked["certificate_id"], Value::Null);
        assert_eq!(revoked["reason"], "lost");
        let out = env.run(&["--yes", "ssh-ca", "revoke-key", &ca_id, "--public-key", &bob]);
        assert!(out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("was already revoked at"));
        let refused = env.assert_refused(
            &["ssh-host-cert", "create", "--ca-id", &ca_id, "--public-key", &bob, "--principal", "db1"],
            exit::CONFLICT, "ERR_TUNNELCTL_KEY_REVOKED");
        assert!(refused.msg().contains("(reason: \"lost\")"), "{}", refused.msg());
        assert!(!refused.msg().contains(" with SSH"), "no certificate to name: {}", refused.msg());
        let table = env.table(&["ssh-ca", "revoked-keys", &ca_id]);
        assert!(table.lines().next().unwrap().starts_with("FINGERPRINT"), "{table}");
        assert_eq!(table.lines().count(), 3, "{table}");

        // Refusals of the revocation itself change nothing.
        let (private, _) = user_key(Algorithm::Ed25519, "secret");
        let before = revoked_keys(&env, &ca_id);
        let private_file = env.file("secret", &private);
        let refused = env.assert_refused(&["--yes", "ssh-ca", "revoke-key", &ca_id, "--public-key-file", path(&private_file)],
            exit::FAILURE, "ERR_NGROK_215");
        assert!(refused.msg().contains("holds a private key"), "{}", refused.msg());
        env.assert_refused(&["--yes", "ssh-ca", "revoke-key", &fake_id("sshca", 9), "--public-key", &carol],
            exit::NOT_FOUND, "");
        assert_eq!(revoked_keys(&env, &ca_id), before);

        // --keep-key revokes the serial only: the key may be signed again.
        let (replaced, _) = issue(&env, "ssh-cert", &ca_id, &carol, "carol");
        let out = env.run(&["--yes", "ssh-cert", "revoke", &replaced, "--keep-key"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(revoked_keys(&env, &ca_id), before);
        let (carol_again, carol_file) = issue(&env, "ssh-cert", &ca_id, &carol, "carol-again");

        // The KRL lists both keys whole: a certificate of a revoked key issued before the
        // revocation is refused, the key itself too; carol's new certificate is not.
        let (krl_file, krl) = write_krl(&env, &ca_id);
        assert_eq!(krl_version(&krl), 4, "two certificates, two keys");
        if let Some(keygen) = program("ssh-keygen", TEST) {
            let carol_key = env.file("carol.pub", &carol);
            assert_eq!(
                query(&keygen, &krl_file, &[&earlier_file, &key_file, &bob_file, &carol_key, &carol_file]),
                ["REVOKED", "REVOKED", "REVOKED", "ok", "ok"],
                "{carol_again}"
            );
        }
    }

    fn host_certificates_as_the_api_has_them(env) {
        let ca = env.json(&["ssh-ca", "create", "--key-type", "ed25519"]);
        let ca_id = id(&ca);
        let (_, host) = user_key(Algorithm::Ed25519, "host");
        let body = env.file("host.json", &json!({
            "ssh_certificate_authority_id": ca_id,
            "public_key": host,
            "principals": ["db1.example.com", "10.0.0.7"],
            "description": "db1",
        }).to_string());
        let cert = env.json(&["api", "POST", "/ssh_host_certificates", "--input", path(&body)]);
        let keys: Vec<&str> = cert.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ["id", "uri", "created_at", "description", "metadata", "public_key", "key_type",
            "ssh_certificate_authority_id", "principals", "valid_after", "valid_until", "certificate"]);
        let cert_id = id(&cert);
        assert!(cert_id.starts_with("shcrt_"), "{cert_id}");
        assert_eq!(cert["uri"], format!("{}/ssh_host_certificates/{cert_id}", env.base_url()));
        // The API's defaults: from now, for a year.
        assert_eq!(cert["valid_after"], common::NOW);
        assert_eq!(cert["valid_until"], "2027-11-22T10:00:00Z");
        let parsed = Certificate::from_openssh(cert["certificate"].as_str().unwrap()).unwrap();
        assert_eq!(parsed.cert_type(), ssh_key::certificate::CertType::Host);
        assert_eq!(parsed.valid_principals(), ["db1.example.com", "10.0.0.7"]);
        assert!(parsed.extensions().is_empty());

        // PATCH changes only description and metadata.
        let updated = env.json(&["ssh-host-cert", "update", &cert_id, "--description", "db one"]);
        assert_eq!(updated["description"], "db one");
        let fixed = env.file("fixed.json", r#"{"principals": ["x"]}"#);
        let refused = env.assert_refused(&["ssh-host-cert", "update", &cert_id, "--from-file", path(&fixed)],
            exit::FAILURE, "ERR_NGROK_214");
        assert!(refused.msg().starts_with("principals cannot be changed"), "{}", refused.msg());
        // Host certificates take no critical options or extensions.
        let options = env.file("options.json", &json!({
            "ssh_certificate_authority_id": ca_id, "public_key": host, "extensions": {"permit-pty": ""}
        }).to_string());
        let before = env.state();
        let (exit_code, refused) = api(&env, &["POST", "/ssh_host_certificates", "--input", path(&options)]);
        assert_eq!(exit_code, exit::FAILURE);
        assert_eq!(refused["error_code"], "ERR_NGROK_214", "{refused}");
        assert_eq!(env.state(), before);

        let listed = env.json(&["ssh-host-cert", "list"]);
        assert_eq!(listed["ssh_host_certificates"][0]["id"], cert_id.as_str());
        assert_eq!(env.json(&["ssh-cert", "list"])["ssh_user_certificates"], json!([]));

        // The known_hosts line that trusts the CA for host certificates.
        let line = env.table(&["ssh-ca", "get", &ca_id, "--known-hosts", "*.example.com"]);
        assert_eq!(line, format!("@cert-authority *.example.com {}\n", ca["public_key"].as_str().unwrap()));
        let refused = env.refuse(&["ssh-ca", "get", &ca_id, "--known-hosts", "a b"]);
        assert_eq!(refused.exit, exit::USAGE);

        // Host certificates have the event types of their own.
        let sub = env.json(&["event-sub", "create", "--source", "ssh_host_certificate_created.v0",
            "--source", "ssh_host_certificate_updated.v0", "--source", "ssh_host_certificate_deleted.v0"]);
        assert_eq!(sub["sources"].as_array().unwrap().len(), 3);

        let out = env.run(&["ssh-host-cert", "delete", &cert_id]);
        assert!(out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("does not revoke it"));
    }

    fn renewal_keeps_everything_but_the_window(env) {
        let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let (_, alice) = user_key(Algorithm::Ed25519, "alice");
        let old = env.json(&["ssh-cert", "create", "--ca-id", &ca_id, "--public-key", &alice,
            "--principal", "alice", "--critical-option", "force-command=/bin/true",
            "--extension", "permit-agent-forwarding", "--valid-after", "2026-11-22T09:00:00Z",
            "--valid-for", "8h", "--description", "alice laptop"]);
        let new = env.json(&["ssh-cert", "renew", &id(&old)]);
        assert_ne!(id(&new), id(&old));
        for field in ["ssh_certificate_authority_id", "public_key", "principals", "critical_options", "extensions", "description"] {
            assert_eq!(new[field], old[field], "{field}");
        }
        // From now (less the minute of --backdate), as long as the old one.
        assert_eq!(new["valid_after"], "2026-11-22T09:59:00Z");
        assert_eq!(new["valid_until"], "2026-11-22T18:00:00Z");
        let serial = |c: &Value| Certificate::from_openssh(c["certificate"].as_str().unwrap()).unwrap().serial();
        assert_ne!(serial(&new), serial(&old));
        assert!(revocations(&env, &ca_id).is_empty(), "the old one is untouched");

        let newer = env.json(&["ssh-cert", "renew", &id(&new), "--valid-for", "30m", "--backdate", "0", "--revoke-old"]);
        assert_eq!(newer["valid_after"], common::NOW);
        assert_eq!(newer["valid_until"], "2026-11-22T10:30:00Z");
        let revoked: Vec<Value> = revocations(&env, &ca_id).iter().map(|r| r["certificate_id"].clone()).collect();
        assert_eq!(revoked, [json!(id(&new))]);
        // Only the serial: the key is the new certificate's too, and may be signed again.
        assert!(revoked_keys(&env, &ca_id).is_empty());
        env.json(&["ssh-cert", "renew", &id(&newer)]);

        // Host certificates renew the same way.
        let (_, host) = user_key(Algorithm::Ed25519, "host");
        let host_cert = env.json(&["ssh-host-cert", "create", "--ca-id", &ca_id, "--public-key", &host, "--principal", "db1"]);
        assert_eq!(host_cert["valid_after"], "2026-11-22T09:59:00Z");
        assert_eq!(host_cert["valid_until"], "2027-11-22T09:59:00Z", "a year from the start");
        let renewed = env.json(&["ssh-host-cert", "renew", &id(&host_cert), "--valid-for", "7d"]);
        assert!(id(&renewed).starts_with("shcrt_"));
        assert_eq!(renewed["principals"], json!(["db1"]));
        assert_eq!(renewed["valid_until"], "2026-11-29T10:00:00Z");
    }
}

fn in_terminal(env: &Env, args: &[&str]) -> expectrl::session::OsSession {
    let mut cmd = env.std_cmd();
    cmd.args(args);
    let mut session = expectrl::Session::spawn(cmd).expect("spawn in a pty");
    session.set_expect_timeout(Some(std::time::Duration::from_secs(20)));
    session
}

/// At a terminal: the KRL is not written to it, revoking asks first, and a certificate without
/// principals is warned about.
#[test]
fn at_a_terminal() {
    use expectrl::{Eof, Expect};
    let env = Env::new();
    let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    crate::ssh_support::allow_empty_principals(&env, &ca_id);
    let mut session = in_terminal(&env, &["ssh-ca", "krl", &ca_id]);
    session
        .expect("the KRL is binary and stdout is a terminal")
        .expect("refused");
    session.expect(Eof).unwrap();

    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let mut session = in_terminal(
        &env,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca_id,
            "--public-key",
            &alice,
        ],
    );
    session
        .expect("names no principals, so it is valid for any user")
        .expect("warned");
    session.expect(Eof).unwrap();
    let cert_id = id(&env.json(&["ssh-cert", "list"])["ssh_user_certificates"][0]);

    let mut session = in_terminal(&env, &["ssh-cert", "revoke", &cert_id]);
    session
        .expect(format!("Revoke SSH user certificate {cert_id}?"))
        .expect("asked");
    session.send("n\r").unwrap();
    session.expect(Eof).unwrap();
    assert!(revocations(&env, &ca_id).is_empty(), "no keeps it");
    let mut session = in_terminal(&env, &["ssh-cert", "revoke", &cert_id]);
    session
        .expect(format!("Revoke SSH user certificate {cert_id}?"))
        .unwrap();
    session.send("y\r").unwrap();
    session
        .expect(format!("revoked SSH user certificate {cert_id}"))
        .unwrap();
    session.expect(Eof).unwrap();
    assert_eq!(revocations(&env, &ca_id).len(), 1);
}

/// Revocations travel with `store export` and `store import`, `store check` finds them
/// consistent, and an export whose revocation refers to a CA it does not hold is refused.
#[test]
fn revocations_are_exported_imported_and_checked() {
    let env = Env::new();
    let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let (cert_id, _) = issue(&env, "ssh-cert", &ca_id, &alice, "alice");
    assert!(env.run(&["ssh-cert", "revoke", &cert_id]).status.success());
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(report["records"]["ssh_revocations"], 1, "{report}");
    assert_eq!(report["records"]["ssh_revoked_keys"], 1, "{report}");

    let export = env.run(&["store", "export", "--include-private-keys"]);
    assert!(export.status.success());
    let mut document: Value = serde_json::from_slice(&export.stdout).unwrap();
    let copy = env.path().join("copy");
    let file = env.file("export.json", &document.to_string());
    let out = env.run(&["--store", path(&copy), "store", "import", path(&file)]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let listed = env.json(&[
        "--store",
        path(&copy),
        "api",
        "GET",
        &format!("/ssh_certificate_authorities/{ca_id}/revocations"),
    ]);
    assert_eq!(listed["revocations"][0]["certificate_id"], cert_id.as_str());
    // The import rebuilt what the KRL reads (it is not exported): the same KRL.
    let (_, original) = write_krl(&env, &ca_id);
    let copied = env.path().join("copied-krl");
    let krl = [
        "--store",
        path(&copy),
        "ssh-ca",
        "krl",
        &ca_id,
        "--output-file",
        path(&copied),
    ];
    assert!(env.run(&krl).status.success());
    assert_eq!(std::fs::read(&copied).unwrap(), original);
    let keys = ["--store", path(&copy), "ssh-ca", "revoked-keys", &ca_id];
    assert_eq!(
        env.json(&keys)["revoked_keys"][0]["certificate_id"],
        cert_id.as_str()
    );

    // A revoked key stored under another key than its fingerprint does not import.
    let mut misfiled = document.clone();
    let revoked_keys = misfiled["trees"]["ssh_revoked_keys"]
        .as_object_mut()
        .unwrap();
    let (key, record) = revoked_keys
        .iter()
        .next()
        .map(|(k, v)| (k.clone(), v.clone()))
        .unwrap();
    revoked_keys.remove(&key);
    revoked_keys.insert(format!("{ca_id}/SHA256:other"), record);
    let file = env.file("misfiled.json", &misfiled.to_string());
    let refused = env.refuse(&[
        "--store",
        path(&env.path().join("misfiled")),
        "store",
        "import",
        path(&file),
    ]);
    assert!(
        refused.stderr.contains(&format!("the key must be {key}")),
        "{}",
        refused.stderr
    );

    // Without its CA (and the CA's certificate), the revocation refers to nothing.
    let trees = document["trees"].as_object_mut().unwrap();
    trees.insert("ssh_certificate_authorities".into(), json!({}));
    trees.insert("ssh_user_certificates".into(), json!({}));
    let file = env.file("broken.json", &document.to_string());
    let empty = env.path().join("empty");
    let refused = env.refuse(&["--store", path(&empty), "store", "import", path(&file)]);
    assert!(
        refused.stderr.contains("ssh_revocations")
            && refused.stderr.contains("which the export does not hold"),
        "{}",
        refused.stderr
    );
}

/// Issue 24, item 9: the same CA key imported twice made two CA records; a certificate revoked
/// under one was `ok` on the other's KRL, yet sshd sees one CA key. The second import, of the key
/// as it was or encrypted, is refused with 409 naming the CA that has the key; nothing is written.
#[test]
fn a_ca_key_that_is_already_a_ca_is_refused() {
    let env = Env::new();
    let (private, _) = user_key(Algorithm::Ed25519, "ca");
    // Private keys: files of the user's alone, as `ssh-ca import` requires.
    let plain = env.secret_file("ca", &private);
    let encrypted = ssh_key::PrivateKey::from_openssh(&private)
        .unwrap()
        .encrypt(&mut ssh_key::rand_core::OsRng, "pw")
        .unwrap()
        .to_openssh(ssh_key::LineEnding::LF)
        .unwrap();
    let encrypted = env.secret_file("ca-encrypted", &encrypted);
    let passphrase = env.secret_file("passphrase", "pw\n");
    let ca = id(&env.json(&["ssh-ca", "import", "--private-key-file", path(&plain)]));
    for args in [
        vec!["ssh-ca", "import", "--private-key-file", path(&plain)],
        vec![
            "ssh-ca",
            "import",
            "--private-key-file",
            path(&encrypted),
            "--passphrase-file",
            path(&passphrase),
        ],
    ] {
        let refused = env.assert_refused(&args, exit::CONFLICT, "ERR_TUNNELCTL_CA_KEY_TAKEN");
        assert_eq!(refused.body["status_code"], 409);
        assert_eq!(refused.body["details"]["ssh_certificate_authority_id"], ca);
        assert!(
            refused.msg().contains(&format!(
                "is already used by SSH certificate authority {ca}"
            )),
            "{}",
            refused.msg()
        );
    }
    let listed = env.json(&["ssh-ca", "list"]);
    assert_eq!(
        listed["ssh_certificate_authorities"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

/// Issue 24, item 9: a store that already holds two CA records with one key (imported twice
/// before the refusal) keeps working: opening it migrates it (the first record in key order
/// holds the key), `store check` names the second, and each record's KRL lists what either
/// revoked, so no revocation is missing from a KRL that sshd would use for that key.
#[test]
fn two_ca_records_of_one_key_share_their_revocations_in_each_krl() {
    let env = Env::new();
    let (private, _) = user_key(Algorithm::Ed25519, "ca");
    let key_file = env.secret_file("ca", &private);
    let first = id(&env.json(&["ssh-ca", "import", "--private-key-file", path(&key_file)]));
    // What an older version left: a second record of the same key, schema 1, no key index.
    let second = fake_id("sshca", 2);
    {
        let db = open_sled_when_released(&env.store().join("sled"));
        let cas = db.open_tree("ssh_certificate_authorities").unwrap();
        let mut record: Value =
            serde_json::from_slice(&cas.get(first.as_bytes()).unwrap().unwrap()).unwrap();
        let line = record["public_key"]
            .as_str()
            .unwrap()
            .replace(&first, &second);
        record["id"] = json!(second);
        record["public_key"] = json!(line);
        cas.insert(second.as_bytes(), serde_json::to_vec(&record).unwrap())
            .unwrap();
        db.drop_tree("index_ssh_ca_public_keys").unwrap();
        db.open_tree("meta")
            .unwrap()
            .insert("schema_version", &1u32.to_be_bytes())
            .unwrap();
        db.flush().unwrap();
    }
    let holder = first.clone().min(second.clone());
    let other = first.clone().max(second.clone());

    let out = env.run(&["store", "check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "ssh_certificate_authorities {other}: public key SHA256:"
        )) && stderr.contains(&format!("is also on SSH certificate authority {holder}")),
        "{stderr}"
    );
    assert!(stderr.contains("(1 problem(s))"), "{stderr}");

    let (_, key_a) = user_key(Algorithm::Ed25519, "a");
    let (_, key_b) = user_key(Algorithm::Ed25519, "b");
    let (cert_a, file_a) = issue(&env, "ssh-cert", &first, &key_a, "alice");
    let (cert_b, file_b) = issue(&env, "ssh-cert", &second, &key_b, "bob");
    for cert in [&cert_a, &cert_b] {
        assert!(env.run(&["ssh-cert", "revoke", cert]).status.success());
    }
    let serials: Vec<u64> = [&first, &second]
        .iter()
        .map(|ca| revocations(&env, ca)[0]["serial"].as_u64().unwrap())
        .collect();
    for ca in [&first, &second] {
        let (krl_file, krl) = write_krl(&env, ca);
        assert_eq!(
            krl_version(&krl),
            4,
            "{ca}: two certificates and their keys"
        );
        for serial in &serials {
            assert!(
                krl.windows(8).any(|w| w == serial.to_be_bytes()),
                "the KRL of {ca} lacks serial {serial}"
            );
        }
        if let Some(keygen) = program("ssh-keygen", TEST) {
            assert_eq!(
                query(&keygen, &krl_file, &[&file_a, &file_b]),
                ["REVOKED", "REVOKED"],
                "{ca}"
            );
        }
    }
    // The key is still refused as a third record, naming the record that holds it.
    let import = ["ssh-ca", "import", "--private-key-file", path(&key_file)];
    let refused = env.assert_refused(&import, exit::CONFLICT, "ERR_TUNNELCTL_CA_KEY_TAKEN");
    assert_eq!(
        refused.body["details"]["ssh_certificate_authority_id"],
        holder
    );

    // Deleting the other record (its certificate first) leaves the holder its index entry, and
    // hands it the other's revocation: sshd still trusts the key.
    let other_cert = if other == first { &cert_a } else { &cert_b };
    for args in [
        ["ssh-cert", "delete", other_cert],
        ["ssh-ca", "delete", &other],
    ] {
        let out = env.run(&[&["--yes"], &args[..]].concat());
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let (krl_file, krl) = write_krl(&env, &holder);
    for serial in &serials {
        assert!(
            krl.windows(8).any(|w| w == serial.to_be_bytes()),
            "lacks serial {serial}"
        );
    }
    if let Some(keygen) = program("ssh-keygen", TEST) {
        assert_eq!(
            query(&keygen, &krl_file, &[&file_a, &file_b]),
            ["REVOKED", "REVOKED"]
        );
    }
    let moved = revocations(&env, &holder);
    assert_eq!(moved.len(), 2, "{moved:?}");
    assert!(moved
        .iter()
        .all(|r| r["ssh_certificate_authority_id"] == holder.as_str()));
    let moved_keys = revoked_keys(&env, &holder);
    assert_eq!(moved_keys.len(), 2, "{moved_keys:?}");
    assert!(moved_keys
        .iter()
        .all(|r| r["ssh_certificate_authority_id"] == holder.as_str()));
    assert_eq!(krl_version(&krl), 4, "the keys moved with the serials");
    let refused = env.assert_refused(&import, exit::CONFLICT, "ERR_TUNNELCTL_CA_KEY_TAKEN");
    assert_eq!(
        refused.body["details"]["ssh_certificate_authority_id"],
        holder
    );
    let out = env.run(&["store", "check"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A GET to a `serve` as a server fetching its KRL does it: no API key, no `Ngrok-Version`, maybe
/// `If-None-Match`. The status, the headers (names in lower case) and the body's bytes.
pub(crate) fn fetch(
    base_url: &str,
    path: &str,
    if_none_match: Option<&str>,
) -> (u16, common::Headers, Vec<u8>) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut request = agent.get(format!("{base_url}{path}"));
    if let Some(tag) = if_none_match {
        request = request.header("If-None-Match", tag);
    }
    let mut response = request.call().expect("the server answers");
    let headers = (response.headers().iter())
        .map(|(k, v)| (k.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
        .collect();
    let body = response.body_mut().read_to_vec().expect("the body");
    (response.status().as_u16(), headers, body)
}

pub(crate) fn header<'a>(headers: &'a common::Headers, name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// Runs the fetch script of docs/ssh-ca.md (from [`readme_fetch_script`]) with `curl` first on the PATH,
/// and asserts that it exited 0.
pub(crate) fn run_readme_script(script: &str, curl: &Path) {
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .env(
            "PATH",
            format!(
                "{}:{}",
                curl.parent().unwrap().display(),
                std::env::var("PATH").unwrap_or_default()
            ),
        )
        .output()
        .expect("run sh");
    assert!(
        out.status.success(),
        "the fetch script of docs/ssh-ca.md failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The fetch script of docs/ssh-ca.md's KRL recipe, as written, fetching `url` into `file`.
pub(crate) fn readme_fetch_script(url: &str, file: &Path) -> String {
    let readme = include_str!("../docs/ssh-ca.md");
    let start = readme
        .find("# /usr/local/sbin/tunnelctl-fetch-krl")
        .expect("docs/ssh-ca.md has the fetch script");
    let start = readme[..start].rfind("```sh\n").expect("in a sh block") + "```sh\n".len();
    let end = start + readme[start..].find("```").expect("the block ends");
    let script: Vec<String> = readme[start..end]
        .lines()
        .map(|line| match line.split_once('=') {
            Some(("KRL_URL", _)) => format!("KRL_URL='{url}'"),
            Some(("KRL_FILE", _)) => format!("KRL_FILE={}", file.display()),
            _ => line.to_string(),
        })
        .collect();
    assert!(
        script.iter().any(|l| l.starts_with("KRL_URL=")),
        "{script:?}"
    );
    assert!(
        script.iter().any(|l| l.starts_with("KRL_FILE=")),
        "{script:?}"
    );
    script.join("\n")
}

/// Issue 41, item 3: servers fetch the KRL from `serve` on a timer, holding no API key. It is
/// answered without one (nothing else is), with an ETag and Last-Modified, and 304 when the
/// fetcher holds it already; the curl script of docs/ssh-ca.md writes it, leaves it alone while it is
/// unchanged, and replaces it after a new revocation.
#[test]
fn serve_publishes_the_krl_to_servers_without_a_key() {
    let env = Env::remote();
    let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let (cert, _) = issue(&env, "ssh-cert", &ca_id, &alice, "alice");
    assert!(env
        .run(&["--yes", "ssh-cert", "revoke", &cert])
        .status
        .success());
    let krl_path = format!("/ssh_certificate_authorities/{ca_id}/krl");
    let krl = |env: &Env| {
        let out = env.run(&["ssh-ca", "krl", &ca_id]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    };
    let base = env.base_url();

    let (status, headers, bytes) = fetch(&base, &krl_path, None);
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&bytes));
    assert_eq!(bytes, krl(&env));
    assert_eq!(
        header(&headers, "content-type"),
        Some("application/octet-stream")
    );
    assert_eq!(
        header(&headers, "last-modified"),
        Some("Sun, 22 Nov 2026 10:00:00 GMT")
    );
    let tag = header(&headers, "etag").expect("an ETag").to_string();
    let (status, headers, bytes) = fetch(&base, &krl_path, Some(&tag));
    assert_eq!(status, 304);
    assert!(bytes.is_empty());
    assert_eq!(header(&headers, "etag"), Some(tag.as_str()));
    // Only the KRL: the CA, its revocations and revoked keys still need the key.
    for path in [
        format!("/ssh_certificate_authorities/{ca_id}"),
        format!("/ssh_certificate_authorities/{ca_id}/revocations"),
        format!("/ssh_certificate_authorities/{ca_id}/revoked_keys"),
    ] {
        assert_eq!(fetch(&base, &path, None).0, 401, "{path}");
    }
    assert_eq!(
        fetch(
            &base,
            &format!("/ssh_certificate_authorities/{}/krl", fake_id("sshca", 4)),
            None
        )
        .0,
        404
    );

    let Some(curl) = common::outside_program(
        "curl",
        "curl",
        "serve_publishes_the_krl_to_servers_without_a_key",
    ) else {
        return;
    };
    let file = env.path().join("etc-ssh").join("revoked_keys");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let script = readme_fetch_script(&format!("{base}{krl_path}"), &file);
    let run_script = || run_readme_script(&script, &curl);
    run_script();
    assert_eq!(
        std::fs::read(&file).unwrap(),
        krl(&env),
        "the first run writes the KRL"
    );
    let written = std::fs::metadata(&file).unwrap();
    assert_eq!(written.permissions().mode() & 0o777, 0o644);
    // Unchanged: answered 304, so the file is not written again (its time stays as set here).
    let long_ago =
        std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000_000);
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(long_ago)
        .unwrap();
    run_script();
    assert_eq!(
        std::fs::metadata(&file).unwrap().modified().unwrap(),
        long_ago
    );

    // A new revocation changes the ETag: the next run replaces the file.
    let (_, bob) = user_key(Algorithm::Ed25519, "bob");
    assert!(env
        .run(&[
            "--yes",
            "ssh-ca",
            "revoke-key",
            &ca_id,
            "--public-key",
            &bob
        ])
        .status
        .success());
    let (status, headers, _) = fetch(&base, &krl_path, Some(&tag));
    assert_eq!(status, 200, "the old ETag no longer matches");
    assert_ne!(header(&headers, "etag"), Some(tag.as_str()));
    run_script();
    let now = krl(&env);
    assert_eq!(std::fs::read(&file).unwrap(), now);
    assert_eq!(krl_version(&now), 3);
    let leftovers: Vec<_> = std::fs::read_dir(file.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    let mut leftovers = leftovers;
    leftovers.sort();
    assert_eq!(
        leftovers,
        ["revoked_keys", "revoked_keys.etag"],
        "no temporary file is left"
    );
}

transport_tests! {
    /// Issue 41 item 6: `prune` deletes the records of the certificates that expired longer ago
    /// than asked (a dry run only lists them), keeps every other, and a pruned certificate's
    /// revocation stays: the KRL is the same bytes after, and ssh-keygen still finds it revoked.
    fn prune_removes_long_expired_certificates_and_keeps_their_revocations(env) {
        let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        let (_, alice) = user_key(Algorithm::Ed25519, "alice");
        // Through `api`, which sends a window in the past as it is (and brings the store key).
        let issue = |collection: &str, (after, until): (&str, &str)| {
            let body = json!({"ssh_certificate_authority_id": ca_id, "public_key": alice,
                              "principals": ["alice"], "valid_after": after, "valid_until": until});
            let file = env.file("request.json", &body.to_string());
            env.json(&["api", "POST", collection, "--input", path(&file)])
        };
        // Now is 2026-11-22T10:00:00Z: two expired in January, one 11 days ago, one valid.
        let january = ("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z");
        let lost = issue("/ssh_user_certificates", january);
        let old = id(&issue("/ssh_user_certificates", january));
        let eleven_days_ago = ("2026-11-10T00:00:00Z", "2026-11-11T00:00:00Z");
        let recent = id(&issue("/ssh_user_certificates", eleven_days_ago));
        let valid = ("2026-11-22T09:00:00Z", "2026-11-23T09:00:00Z");
        let current = id(&issue("/ssh_user_certificates", valid));
        let old_host = id(&issue("/ssh_host_certificates", january));
        let lost_file = env.file("lost-cert.pub", lost["certificate"].as_str().unwrap());
        let lost = id(&lost);
        env.run(&["--yes", "ssh-cert", "revoke", &lost, "--reason", "laptop stolen"]);
        let (_, krl_before) = write_krl(&env, &ca_id);
        let remaining = |collection: &str| {
            let mut ids = common::ids(&env, collection, &collection[1..]);
            ids.sort();
            ids
        };
        let sorted = |ids: &[&String]| {
            let mut ids: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
            ids.sort();
            ids
        };
        let prune = |args: &[&str]| {
            let out = env.run(&[&["-o", "id"], args].concat());
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert!(out.status.success(), "{args:?}: {stderr}");
            let mut ids: Vec<String> =
                String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
            ids.sort();
            (ids, stderr)
        };

        let all_users = sorted(&[&lost, &old, &recent, &current]);
        let (listed, stderr) =
            prune(&["--dry-run", "ssh-cert", "prune", "--expired-before", "30d"]);
        assert_eq!(listed, sorted(&[&lost, &old]));
        let would = "dry run: would delete 2 SSH user certificates that expired before \
                     2026-10-23T10:00:00Z";
        assert!(stderr.contains(would), "{stderr}");
        assert_eq!(remaining("/ssh_user_certificates"), all_users, "a dry run deletes nothing");

        let (pruned, stderr) = prune(&["ssh-cert", "prune", "--expired-before", "30d"]);
        assert_eq!(pruned, sorted(&[&lost, &old]));
        assert!(stderr.contains("deleted 2 SSH user certificates"), "{stderr}");
        assert_eq!(remaining("/ssh_user_certificates"), sorted(&[&recent, &current]));
        let hosts = remaining("/ssh_host_certificates");
        assert_eq!(hosts, std::slice::from_ref(&old_host), "host certificates are their own");
        let kept: Vec<Value> = revocations(&env, &ca_id);
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0]["certificate_id"], lost.as_str());
        let (krl_file, krl_after) = write_krl(&env, &ca_id);
        assert_eq!(krl_after, krl_before, "the KRL still revokes the pruned certificate");
        if let Some(keygen) = program("ssh-keygen", TEST) {
            assert_eq!(query(&keygen, &krl_file, &[&lost_file]), ["REVOKED"]);
        }

        let (again, stderr) = prune(&["ssh-cert", "prune", "--expired-before", "30d"]);
        assert!(again.is_empty() && stderr.contains("nothing to prune"), "{stderr}");
        let (pruned, _) = prune(&["ssh-cert", "prune", "--expired-before", "0"]);
        assert_eq!(pruned, [recent]);
        assert_eq!(remaining("/ssh_user_certificates"), [current]);
        let host_prune = ["ssh-host-cert", "prune", "--expired-before", "1d", "--ca-id", &ca_id];
        let (pruned, _) = prune(&host_prune);
        assert_eq!(pruned, [old_host]);
        assert!(remaining("/ssh_host_certificates").is_empty());
    }
}

/// Fills `env`'s store for the tests of the compact KRL: a CA, three certificates of three keys,
/// two of them revoked, and a fourth key revoked alone. The CA, the certificates (ID, file) and
/// the KRL.
fn revoke_some(env: &Env) -> (String, Vec<(String, PathBuf)>, Vec<u8>) {
    let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let mut certs = Vec::new();
    for name in ["alice", "bob", "carol"] {
        let (_, key) = user_key(Algorithm::Ed25519, name);
        certs.push(issue(env, "ssh-cert", &ca_id, &key, name));
    }
    for (cert_id, _) in &certs[..2] {
        assert!(env.run(&["ssh-cert", "revoke", cert_id]).status.success());
    }
    let (_, dave) = user_key(Algorithm::Ed25519, "dave");
    let dave_file = env.file("dave.pub", &dave);
    let revoke_key = [
        "ssh-ca",
        "revoke-key",
        &ca_id,
        "--public-key-file",
        path(&dave_file),
    ];
    assert!(env.run(&revoke_key).status.success());
    let (_, krl) = write_krl(env, &ca_id);
    assert_eq!(krl_version(&krl), 5, "two serials and three keys");
    (ca_id, certs, krl)
}

/// Issue 41, item 6: a CA's KRL reads a compact copy of its revocations and revoked keys, kept
/// with each change (schema 6), instead of every record. A store made before it, on either
/// engine, gets the copy built as it is opened, and its KRL lists what it did before, byte for
/// byte; `store check` finds the copy consistent, and names an entry that lacks a revocation or
/// holds one no record gives.
#[test]
fn a_store_from_before_the_compact_krl_keeps_its_krl_and_store_check_checks_it() {
    let env = Env::new();
    let (ca_id, certs, before) = revoke_some(&env);
    // What a tunnelctl of schema 5 left: the records, no compact copy.
    let sled_dir = env.store().join("sled");
    {
        let db = open_sled_when_released(&sled_dir);
        for tree in ["index_ssh_krl_serials", "index_ssh_krl_keys"] {
            db.drop_tree(tree).unwrap();
        }
        db.open_tree("meta")
            .unwrap()
            .insert("schema_version", &5u32.to_be_bytes())
            .unwrap();
        db.flush().unwrap();
    }
    let (krl_file, after) = write_krl(&env, &ca_id);
    assert_eq!(after, before, "the KRL of a migrated store");
    if let Some(keygen) = program("ssh-keygen", TEST) {
        let files: Vec<&Path> = certs.iter().map(|(_, f)| f.as_path()).collect();
        assert_eq!(
            query(&keygen, &krl_file, &files),
            ["REVOKED", "REVOKED", "ok"]
        );
    }
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(
        report["schema_version"],
        tunnelctl::store::SCHEMA_VERSION,
        "{report}"
    );

    // An entry that lost a revocation's item, and one that holds an item of no revocation.
    let (entry, lost) = {
        let db = open_sled_when_released(&sled_dir);
        let serials = db.open_tree("index_ssh_krl_serials").unwrap();
        let (entry, items) = serials.iter().next().unwrap().unwrap();
        let mut items: Vec<Value> = serde_json::from_slice(&items).unwrap();
        let lost = items.pop().unwrap();
        items.push(json!([7, "2026-01-01T00:00:00Z"]));
        serials
            .insert(&entry, serde_json::to_vec(&items).unwrap())
            .unwrap();
        db.flush().unwrap();
        (String::from_utf8(entry.to_vec()).unwrap(), lost)
    };
    let out = env.run(&["store", "check"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    for problem in [
        format!("index_ssh_krl_serials {entry}: lacks the item {lost} of ssh_revocations"),
        format!(
            "index_ssh_krl_serials {entry}: holds the item [7,\"2026-01-01T00:00:00Z\"], which \
             no record of ssh_revocations gives"
        ),
    ] {
        assert!(stderr.contains(&problem), "{problem}\n{stderr}");
    }
    assert!(stderr.contains("(2 problem(s))"), "{stderr}");

    // The same on PostgreSQL: a database of schema 5 gets the copy as it is opened.
    let name = "ssh_revocation::compact_krl";
    let Some(env) = Env::postgres(name) else {
        return;
    };
    let (ca_id, _, before) = revoke_some(&env);
    let cluster = common::postgres::cluster(name).expect("the cluster of Env::postgres");
    cluster.psql(
        &common::postgres::database_name(&env.store()),
        "DELETE FROM tunnelctl.tunnelctl_records \
         WHERE tree IN ('index_ssh_krl_serials', 'index_ssh_krl_keys'); \
         UPDATE tunnelctl.tunnelctl_schema SET version = 5",
    );
    assert_eq!(
        write_krl(&env, &ca_id).1,
        before,
        "the KRL of a migrated database"
    );
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
}

transport_tests! {
    /// Issue 59, item 8: a revoked ECDSA key sent with its point compressed is the same key in
    /// other bytes, with another fingerprint. It is taken only in the form OpenSSH writes, so it
    /// is neither signed again nor revoked as a key apart; nothing is written.
    fn a_revoked_ecdsa_key_sent_compressed_is_still_the_revoked_key(env) {
        let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
        for curve in [ssh_key::EcdsaCurve::NistP256, ssh_key::EcdsaCurve::NistP521] {
            let (_, key) = user_key(Algorithm::Ecdsa { curve }, "dave");
            let out = env.run(&["--yes", "ssh-ca", "revoke-key", &ca_id, "--public-key", &key]);
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let compressed = ssh_support::compressed_ecdsa(&key);
            assert_ne!(ssh_support::fingerprint(&compressed), ssh_support::fingerprint(&key));
            let before = revoked_keys(&env, &ca_id);
            for args in [
                vec!["ssh-cert", "create", "--ca-id", &ca_id, "--public-key", &compressed, "--principal", "dave"],
                vec!["ssh-host-cert", "create", "--ca-id", &ca_id, "--public-key", &compressed, "--principal", "db1"],
                vec!["--yes", "ssh-ca", "revoke-key", &ca_id, "--public-key", &compressed],
            ] {
                let refused = env.assert_refused(&args, exit::FAILURE, "ERR_NGROK_215");
                assert!(refused.msg().contains("point is compressed"), "{args:?}: {}", refused.msg());
                assert_eq!(revoked_keys(&env, &ca_id), before, "{args:?}");
            }
            // As OpenSSH writes it, it is the revoked key.
            env.assert_refused(
                &["ssh-cert", "create", "--ca-id", &ca_id, "--public-key", &key, "--principal", "dave"],
                exit::CONFLICT,
                "ERR_TUNNELCTL_KEY_REVOKED",
            );
        }
    }
}
