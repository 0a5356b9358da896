//! Revocation (this tool's extension under the CA), the CA's OpenSSH KRL, host certificates and
//! renewal, locally and through `serve`. `ssh-keygen -Q` is the judge of the KRL; a real sshd's
//! judgement is in `sshd.rs`.

use crate::common;
use crate::ssh_support;

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
        let (_, host) = user_key(Algorithm::Ed25519, "host");
        let (lost, lost_file) = issue(&env, "ssh-cert", &ca_id, &alice, "alice");
        let (kept, kept_file) = issue(&env, "ssh-cert", &ca_id, &alice, "bob");
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
        assert_eq!(krl_version(&krl), 2, "one more with every revocation");
        if let Some(keygen) = program("ssh-keygen", TEST) {
            assert_eq!(
                query(&keygen, &krl_file, &[&lost_file, &kept_file, &server_file]),
                ["REVOKED", "ok", "REVOKED"]
            );
        }
        // The same bytes through stdout, apart from when they were made.
        let out = env.run(&["ssh-ca", "krl", &ca_id]);
        assert!(out.status.success());
        assert_eq!(out.stdout.len(), krl.len());
        assert_eq!(krl_version(&out.stdout), 2);
        let krl_path = format!("/ssh_certificate_authorities/{ca_id}/krl");
        let out = env.run(&["api", "GET", &krl_path]);
        assert!(out.status.success());
        assert_eq!(krl_version(&out.stdout), 2, "tunnelctl api prints the bytes as they came");
        if env.is_remote() {
            let (content_type, bytes) = raw_get(&env.base_url(), &krl_path);
            assert_eq!(content_type, "application/octet-stream");
            assert_eq!(krl_version(&bytes), 2);
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
        assert_eq!(krl_version(&krl), 2);
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

        // Host certificates renew the same way.
        let (_, host) = user_key(Algorithm::Ed25519, "host");
        let host_cert = env.json(&["ssh-host-cert", "create", "--ca-id", &ca_id, "--public-key", &host, "--principal", "db1"]);
        assert_eq!(host_cert["valid_after"], "2026-11-22T09:59:00Z");
        assert_eq!(host_cert["valid_until"], "2027-11-22T10:00:00Z", "a year from now");
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
    let plain = env.file("ca", &private);
    let encrypted = ssh_key::PrivateKey::from_openssh(&private)
        .unwrap()
        .encrypt(&mut ssh_key::rand_core::OsRng, "pw")
        .unwrap()
        .to_openssh(ssh_key::LineEnding::LF)
        .unwrap();
    let encrypted = env.file("ca-encrypted", &encrypted);
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
    let key_file = env.file("ca", &private);
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
        assert_eq!(krl_version(&krl), 2, "{ca}");
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
