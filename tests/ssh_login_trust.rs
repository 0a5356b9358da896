//! `ssh-cert login` trusts nothing it is handed (issue 59 item 4): the identity file is read as
//! the secret it is before anyone is asked anything, and the certificate a server answers is
//! checked against the request (key, principals, CA, window) before it is written or given to a
//! real `ssh-agent`, for `login` and for `create`/`renew --write-cert`, which share the check.

use std::path::Path;
use std::sync::atomic::AtomicUsize;
use std::sync::Arc;
use std::time::Duration;

use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

use crate::common::{id, Env};
use crate::ssh_login::{agent_list, real_now, strs, Agent};
use crate::ssh_support::program;

/// The identity file is a secret (issue 59 item 4): one the group or others may read, or one
/// another user owns, is refused (exit 2, naming the file and what to do) before any request is
/// sent, so no certificate is issued for a key someone else planted or can read. A symbolic link
/// is followed, as ssh follows one, and the file it leads to is what is judged.
#[test]
fn login_reads_the_identity_file_as_a_secret_before_asking_anyone() {
    use std::os::unix::fs::PermissionsExt;
    let mut env = Env::new();
    let dir = env.path().to_path_buf();
    env.set_var("HOME", dir.join("home").to_str().unwrap());
    let ca = id(&env.json(&["ssh-ca", "create"]));
    let certs = |env: &Env| env.json(&["ssh-cert", "list"])["ssh_user_certificates"].clone();
    let (private, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "victim");
    let key = env.secret_file("deploy_key", &private);
    let link = dir.join("link_key");
    std::os::unix::fs::symlink(&key, &link).unwrap();
    let login = |key: &Path| -> Vec<String> {
        [
            "ssh-cert",
            "login",
            "--no-agent",
            "--ca-id",
            &ca,
            "--principal",
            "deploy",
        ]
        .iter()
        .map(|a| a.to_string())
        .chain(["--identity-file".into(), key.display().to_string()])
        .collect()
    };
    let refused = |env: &Env, key: &Path| {
        env.assert_refused(&strs(&login(key)), tunnelctl::cli::exit::USAGE, "")
    };
    let shown = std::fs::canonicalize(&key).unwrap().display().to_string();

    // Readable by others: refused, naming the file, its mode and the fix.
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    for named in [&key, &link] {
        let refusal = refused(&env, named);
        assert!(
            refusal.stderr.contains(&format!(
                "--identity-file: {shown} holds a secret but others may read or change it \
                 (mode 0644); run chmod 600 {shown}"
            )),
            "{}",
            refusal.stderr
        );
    }
    // The same with a server: no request reaches it.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let remote = [
        vec![
            "--api-url".to_string(),
            url,
            "--api-key".into(),
            "k-0123456789".into(),
            "--retries".into(),
            "0".into(),
            "--timeout".into(),
            "2s".into(),
        ],
        login(&key),
    ]
    .concat();
    let out = env.run(&strs(&remote));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(tunnelctl::cli::exit::USAGE),
        "{stderr}"
    );
    assert!(stderr.contains("chmod 600"), "{stderr}");
    assert!(listener.accept().is_err(), "a request was sent");
    assert_eq!(certs(&env), serde_json::json!([]));
    assert!(!dir.join("deploy_key-cert.pub").exists());

    // The user's own private file, named through a link: certified, the certificate beside the
    // link, where ssh looks for it.
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    let cert = env.json(&strs(&login(&link)));
    assert_eq!(
        cert["public_key"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .nth(1),
        public.split_whitespace().nth(1)
    );
    let written = std::fs::read_to_string(dir.join("link_key-cert.pub")).unwrap();
    assert_eq!(written.trim(), cert["certificate"].as_str().unwrap());
    assert_eq!(certs(&env).as_array().unwrap().len(), 1);

    // A private file of another (real) user's, named directly or through a link: refused, the
    // owner named.
    let Some((other, _)) = crate::trust::other_user() else {
        return;
    };
    std::os::unix::fs::chown(&key, Some(other), None).unwrap();
    for named in [&key, &link] {
        let refusal = refused(&env, named);
        assert!(
            refusal.stderr.contains(&format!(
                "--identity-file: {shown} holds a secret but belongs to uid {other}"
            )) && refusal.stderr.contains("not to you"),
            "{}",
            refusal.stderr
        );
    }
    assert_eq!(certs(&env).as_array().unwrap().len(), 1);
}

/// What a hostile server's certificate does wrong, one case each.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Answer {
    /// The certificate asked for.
    Honest,
    /// Valid for ten years, whatever was asked.
    TenYears,
    /// For a key of the server's choosing.
    OtherKey,
    /// For `root` instead of the principals asked.
    OtherPrincipals,
    /// Signed by a CA the client does not know.
    OtherCa,
}

const HOSTILE_CA: &str = "sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe";
const HOSTILE_CERT: &str = "sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpf";

/// A server that presents `ca` as CA [`HOSTILE_CA`] (its only one, in a list) and answers a
/// certificate request (or a read of [`HOSTILE_CERT`], for renew, which certified `renewed` as
/// deploy) with a certificate done as `answer` says; what it does wrong is signed properly, so
/// only a check against the request can tell. Counts requests.
pub(crate) fn certificate_server(
    answer: Answer,
    ca: ssh_key::PrivateKey,
    renewed: &str,
) -> (String, Arc<AtomicUsize>) {
    use crate::remote_hostile::{hostile_reading, response};
    use ssh_key::rand_core::OsRng;
    let other_ca = ssh_key::PrivateKey::random(&mut OsRng, ssh_key::Algorithm::Ed25519).unwrap();
    let other_key = ssh_key::PrivateKey::random(&mut OsRng, ssh_key::Algorithm::Ed25519).unwrap();
    let ca_json = serde_json::json!({
        "id": HOSTILE_CA, "uri": "", "created_at": "2026-11-22T10:00:00Z", "description": "",
        "metadata": "", "public_key": ca.public_key().to_openssh().unwrap(), "key_type": "ed25519",
    });
    let renewed = renewed.trim().to_string();
    let (url, count) = hostile_reading(Duration::ZERO, move |_, request| {
        let json = |body: &serde_json::Value| {
            Some(response(
                200,
                "Content-Type: application/json\r\n",
                body.to_string().as_bytes(),
            ))
        };
        let asked: serde_json::Value = match request.target.as_str() {
            t if t == format!("/ssh_certificate_authorities/{HOSTILE_CA}") => {
                return json(&ca_json)
            }
            t if t.starts_with("/ssh_certificate_authorities?") => {
                return json(&serde_json::json!({
                    "ssh_certificate_authorities": [ca_json],
                    "uri": "/ssh_certificate_authorities",
                    "next_page_uri": null,
                }))
            }
            "/ssh_user_certificates" => serde_json::from_slice(&request.body).unwrap(),
            // The certificate renew starts from: for the user's key, as deploy, for an hour.
            t if t == format!("/ssh_user_certificates/{HOSTILE_CERT}") => serde_json::json!({
                "ssh_certificate_authority_id": HOSTILE_CA,
                "public_key": renewed.clone(),
                "principals": ["deploy"],
                "valid_after": "2026-11-22T10:00:00Z",
                "valid_until": "2026-11-22T11:00:00Z",
            }),
            t if t == format!("/ssh_certificate_authorities/{HOSTILE_CA}/policy") => {
                return json(&serde_json::json!({"max_validity": 3600}))
            }
            _ => return Some(response(404, "", b"")),
        };
        let time = |field: &str| {
            let text = asked[field].as_str().unwrap();
            OffsetDateTime::parse(text, &Rfc3339)
                .unwrap()
                .unix_timestamp() as u64
        };
        let asked_key =
            ssh_key::PublicKey::from_openssh(asked["public_key"].as_str().unwrap()).unwrap();
        let (mut key, mut signer) = (asked_key.key_data().clone(), &ca);
        let mut principals: Vec<String> = asked["principals"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| p.as_str().unwrap().to_string())
            .collect();
        let after = time("valid_after");
        // No end asked: the policy's longest.
        let mut before = match asked["valid_until"].is_string() {
            true => time("valid_until"),
            false => after + 3600,
        };
        match answer {
            Answer::Honest => {}
            Answer::TenYears => before = after + 10 * 365 * 86400,
            Answer::OtherKey => key = other_key.public_key().key_data().clone(),
            Answer::OtherPrincipals => principals = vec!["root".into()],
            Answer::OtherCa => signer = &other_ca,
        }
        let mut builder =
            ssh_key::certificate::Builder::new_with_random_nonce(&mut OsRng, key, after, before)
                .unwrap();
        builder.serial(1).unwrap().key_id(HOSTILE_CERT).unwrap();
        builder
            .cert_type(ssh_key::certificate::CertType::User)
            .unwrap();
        for principal in &principals {
            builder.valid_principal(principal.clone()).unwrap();
        }
        if principals.is_empty() {
            builder.all_principals_valid().unwrap();
        }
        let certificate = builder.sign(signer).unwrap().to_openssh().unwrap();
        let mut cert = asked.clone();
        cert["id"] = HOSTILE_CERT.into();
        cert["certificate"] = format!("{certificate} {HOSTILE_CERT}").into();
        json(&cert)
    });
    (url, count)
}

/// A server's certificate is checked against the request before anything uses it (issue 59
/// item 4): to a request for one hour, a server answers ten years, another key, other
/// principals, another CA's signature. Each is refused with exit 6, naming what differs and
/// that the server may be hostile or misconfigured; the agent (a real ssh-agent) holds nothing
/// and no file is written, for `login`, and for `create --write-cert` and `renew --write-cert`,
/// which share the check. The honest answer is taken, so the check is what refuses the others.
#[test]
fn login_uses_no_certificate_a_hostile_server_answered_other_than_asked() {
    const TEST: &str = "login_uses_no_certificate_a_hostile_server_answered_other_than_asked";
    let [Some(ssh_agent), Some(ssh_add)] = ["ssh-agent", "ssh-add"].map(|p| program(p, TEST))
    else {
        return;
    };
    use ssh_key::rand_core::OsRng;
    let mut env = Env::new();
    // The agent keeps a certificate for as long as it is valid in real time.
    env.set_now(&real_now(0));
    let dir = env.path().to_path_buf();
    let socket = dir.join("agent.sock");
    let _agent = Agent::start(&ssh_agent, &socket);
    env.set_var("SSH_AUTH_SOCK", socket.to_str().unwrap());
    let (private, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "me");
    let key = env.secret_file("id_work", &private);
    let cert_file = dir.join("id_work-cert.pub");
    let written = dir.join("written-cert.pub");
    let public_file = env.file("id_work.pub", &public);
    let ca = ssh_key::PrivateKey::random(&mut OsRng, ssh_key::Algorithm::Ed25519).unwrap();

    let remote = |url: &str, command: &[&str]| -> Vec<String> {
        ["--api-url", url, "--api-key", "k-0123456789"]
            .iter()
            .chain(command)
            .map(|a| a.to_string())
            .collect()
    };
    let login = [
        "ssh-cert",
        "login",
        "--ca-id",
        HOSTILE_CA,
        "--identity-file",
        key.to_str().unwrap(),
        "--principal",
        "deploy",
        "--valid-for",
        "1h",
    ];
    // No end asked: the certificate may last as long as the CA's policy allows (an hour).
    let started = real_now(0);
    let login_to_policy = [
        &login[..6],
        &["--principal", "deploy", "--valid-after", &started],
    ]
    .concat();
    let create = [
        "ssh-cert",
        "create",
        "--ca-id",
        HOSTILE_CA,
        "--public-key-file",
        public_file.to_str().unwrap(),
        "--principal",
        "deploy",
        "--valid-for",
        "1h",
        "--write-cert",
        written.to_str().unwrap(),
    ];
    let renew = [
        "ssh-cert",
        "renew",
        HOSTILE_CERT,
        "--write-cert",
        written.to_str().unwrap(),
    ];
    let cases = [
        (Answer::TenYears, "ends after 20"),
        (Answer::OtherKey, "its key is SHA256:"),
        (
            Answer::OtherPrincipals,
            "its principals are [root], not the ones asked, [deploy]",
        ),
        (Answer::OtherCa, "it is signed by SHA256:"),
    ];
    for (answer, says) in cases {
        let (url, _) = certificate_server(answer, ca.clone(), &public);
        for command in [&login[..], &login_to_policy, &create[..], &renew[..]] {
            let refusal = env.refuse(&strs(&remote(&url, command)));
            assert_eq!(
                refusal.exit,
                tunnelctl::cli::exit::UNAVAILABLE,
                "{answer:?} {command:?}: {}",
                refusal.stderr
            );
            assert!(
                refusal.stderr.contains(&format!(
                    "error: the server at {url} answered a certificate ({HOSTILE_CERT}) that \
                     is not the one asked for: "
                )) && refusal.stderr.contains(says)
                    && refusal
                        .stderr
                        .contains("it may be hostile or misconfigured"),
                "{answer:?} {command:?}: {}",
                refusal.stderr
            );
            if let Answer::TenYears = answer {
                let limit = match command == login_to_policy {
                    true => "the longest the CA's policy allows",
                    false => "the end asked",
                };
                assert!(
                    refusal.stderr.contains(limit),
                    "{command:?}: {}",
                    refusal.stderr
                );
            }
            assert_eq!(
                agent_list(&ssh_add, &socket),
                Vec::<String>::new(),
                "{answer:?}"
            );
            assert!(
                !cert_file.exists(),
                "{answer:?} {command:?}: a file was written"
            );
            assert!(
                !written.exists(),
                "{answer:?} {command:?}: a file was written"
            );
        }
    }

    // The certificate asked for: written beside the key and given to the agent.
    let (url, _) = certificate_server(Answer::Honest, ca, &public);
    let cert = env.json(&strs(&remote(&url, &login)));
    assert_eq!(
        std::fs::read_to_string(&cert_file).unwrap().trim(),
        cert["certificate"].as_str().unwrap()
    );
    let listed = agent_list(&ssh_add, &socket);
    assert!(
        listed.len() == 1 && listed[0].ends_with("(ED25519-CERT)"),
        "{listed:?}"
    );
    let cert = env.json(&strs(&remote(&url, &login_to_policy)));
    assert_eq!(
        std::fs::read_to_string(&cert_file).unwrap().trim(),
        cert["certificate"].as_str().unwrap()
    );
    assert_eq!(agent_list(&ssh_add, &socket).len(), 1);
    for command in [&create[..], &renew[..]] {
        let cert = env.json(&strs(&remote(&url, command)));
        assert_eq!(
            std::fs::read_to_string(&written).unwrap().trim(),
            cert["certificate"].as_str().unwrap()
        );
        std::fs::remove_file(&written).unwrap();
    }
}
