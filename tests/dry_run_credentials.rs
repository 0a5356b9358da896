//! Issue 59 item 1: a dry run hands out nothing usable outside the store (API-NOTES "Dry runs hand
//! out nothing usable"). On every path (the store in process, the keep-open holder's socket,
//! `serve` with the `Tunnelctl-Dry-Run` header, both engines) a dry run of a user or host
//! certificate, of a renewal, of a CA and of an API key answers the real answer's fields with the
//! credential `null`, writes no file, stores nothing and counts nothing.
//!
//! That the CA's key was not used is proven by a CA whose key cannot be opened: it is encrypted,
//! and no passphrase is given (nor held by the server). Signing with it is refused
//! (`ca_passphrase_required`); the dry run still answers, so it did not even open the key.

use serde_json::Value;
use tunnelctl::api::code;
use tunnelctl::cli::exit;

use crate::common::{self, background_pid, id, Env};

const USER_KEY: &str =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGg0hUf7yRqI6m8Jz4Cq3Jm2bV9cY3sB6xvJ0Yx7eQ1k user\n";
/// Long enough for a shared store (PostgreSQL).
const PASSPHRASE: &str = "correct horse battery staple\n";
const SIGNED_USER: &str = "tunnelctl_ssh_certificates_signed_total{kind=\"user\"}";
const SIGNED_HOST: &str = "tunnelctl_ssh_certificates_signed_total{kind=\"host\"}";

/// What the scenario starts from: a CA whose key is encrypted (its passphrase in a file that the
/// commands under test are not given), and a real certificate of it.
struct Locked {
    ca: String,
    cert: Value,
    passphrase: std::path::PathBuf,
    public_key: std::path::PathBuf,
}

/// Made in local mode (a passphrase never travels over HTTP), the store released by any server.
fn locked_ca(env: &mut Env) -> Locked {
    let mut made = None;
    env.with_store_released(|env| {
        let passphrase = env.secret_file("passphrase", PASSPHRASE);
        let public_key = env.file("user.pub", USER_KEY);
        let ca = id(&env.json(&[
            "-y",
            "ssh-ca",
            "create",
            "--passphrase-file",
            passphrase.to_str().unwrap(),
        ]));
        let cert = env.json(&[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key-file",
            public_key.to_str().unwrap(),
            "--principal",
            "alice",
            "--ca-passphrase-file",
            passphrase.to_str().unwrap(),
        ]);
        made = Some(Locked {
            ca,
            cert,
            passphrase,
            public_key,
        });
    });
    made.expect("made")
}

/// The fields of `answer` but `leave_out`, for comparing a dry run's answer with the real one.
fn without(answer: &Value, leave_out: &[&str]) -> Value {
    let mut fields = answer.as_object().expect("an object").clone();
    fields.retain(|name, _| !leave_out.contains(&name.as_str()));
    Value::Object(fields)
}

/// What the store shows of the kinds these dry runs would create, and its audit trail: read
/// through the command's own path (the keep-open holder keeps the store from this process).
fn listed(env: &Env) -> Vec<Value> {
    ["ssh-ca", "ssh-cert", "ssh-host-cert", "api-key", "audit"]
        .iter()
        .map(|command| env.json(&[command, "list"]))
        .collect()
}

/// Asserts that `trial` has exactly the fields of `real`, with `field` present and null.
fn assert_real_shape_with_null(trial: &Value, real: &Value, field: &str) {
    let names = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(trial), names(real), "{trial}");
    assert_eq!(trial.get(field), Some(&Value::Null), "{trial}");
}

fn scrape(env: &Env) -> String {
    let (status, _, text) =
        common::http_raw(&env.base_url(), "GET", "/metrics", "").expect("answers");
    assert_eq!(status, 200, "{text}");
    text
}

/// The dry runs of every kind that would hand out a credential, on `env`'s path.
fn dry_runs_hand_out_nothing(env: &mut Env) {
    let locked = locked_ca(env);
    let key = locked.public_key.to_str().unwrap();
    if env.is_remote() {
        // The server was not given the passphrase: a real signing is refused.
        let refused = env.assert_refused(
            &[
                "ssh-cert",
                "create",
                "--ca-id",
                &locked.ca,
                "--public-key-file",
                key,
            ],
            exit::FAILURE,
            code::INVALID_FIELD,
        );
        assert_eq!(refused.body["details"]["reason"], "ca_passphrase_required");
    }
    let metrics_before = env.is_remote().then(|| scrape(env));
    let before = listed(env);
    let cert_file = env.path().join("user-cert.pub");
    let cert_file = cert_file.to_str().unwrap();

    let trial = env.json(&[
        "--dry-run",
        "ssh-cert",
        "create",
        "--ca-id",
        &locked.ca,
        "--public-key-file",
        key,
        "--principal",
        "bob",
        "--write-cert",
        cert_file,
    ]);
    assert_real_shape_with_null(&trial, &locked.cert, "certificate");
    assert!(id(&trial).starts_with("sucrt_"), "{trial}");
    assert_eq!(trial["principals"], serde_json::json!(["bob"]));

    let renewed = env.json(&[
        "--dry-run",
        "ssh-cert",
        "renew",
        &id(&locked.cert),
        "--write-cert",
        cert_file,
        "--force",
    ]);
    assert_real_shape_with_null(&renewed, &locked.cert, "certificate");
    assert_eq!(renewed["principals"], locked.cert["principals"]);
    assert!(
        !std::path::Path::new(cert_file).exists(),
        "a dry run wrote a certificate file"
    );

    let host = env.json(&[
        "--dry-run",
        "ssh-host-cert",
        "create",
        "--ca-id",
        &locked.ca,
        "--public-key-file",
        key,
        "--principal",
        "db1.example.com",
    ]);
    assert!(id(&host).starts_with("shcrt_"), "{host}");
    assert_eq!(host.get("certificate"), Some(&Value::Null), "{host}");

    let ca = env.json(&["--dry-run", "-y", "ssh-ca", "create", "--key-type", "ecdsa"]);
    assert!(id(&ca).starts_with("sshca_"), "{ca}");
    assert_eq!(
        ca.get("public_key"),
        Some(&Value::Null),
        "no key was made: {ca}"
    );
    assert_eq!(ca["key_type"], "ecdsa");

    let api_key = env.run(&["--dry-run", "-o", "json", "api-key", "create"]);
    assert!(api_key.status.success());
    let api_key: Value = serde_json::from_slice(&api_key.stdout).unwrap();
    assert!(id(&api_key).starts_with("ak_"), "{api_key}");
    assert_eq!(api_key.get("token"), Some(&Value::Null), "{api_key}");

    assert_eq!(
        listed(env),
        before,
        "a dry run stores nothing, audit included"
    );
    if let Some(metrics_before) = metrics_before {
        let after = scrape(env);
        for series in [SIGNED_USER, SIGNED_HOST] {
            assert_eq!(
                common::metric(&after, series),
                common::metric(&metrics_before, series),
                "{series}"
            );
        }
        return;
    }

    // Locally the passphrase can be given: the real requests answer what the dry runs showed,
    // and the credential besides.
    let real = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &locked.ca,
        "--public-key-file",
        key,
        "--principal",
        "bob",
        "--ca-passphrase-file",
        locked.passphrase.to_str().unwrap(),
    ]);
    assert!(real["certificate"]
        .as_str()
        .is_some_and(|c| c.starts_with("ssh-ed25519-cert-v01@openssh.com ")));
    assert_eq!(
        without(&real, &["certificate"]),
        without(&trial, &["certificate"])
    );
    // (Its ID is the next one: the real certificate took the one the dry run showed.)
    let real_ca = env.json(&["-y", "ssh-ca", "create", "--key-type", "ecdsa"]);
    assert!(real_ca["public_key"].as_str().is_some(), "{real_ca}");
    let fresh = ["id", "uri", "public_key"];
    assert_eq!(without(&real_ca, &fresh), without(&ca, &fresh));
}

#[test]
fn a_dry_run_hands_out_nothing_locally() {
    dry_runs_hand_out_nothing(&mut Env::new());
}

#[test]
fn a_dry_run_hands_out_nothing_through_the_keep_open_holder() {
    let mut env = Env::new();
    env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
    env.json(&["tcp-edge", "create"]);
    let holder = background_pid(&env).expect("a holder serves the store");
    dry_runs_hand_out_nothing(&mut env);
    assert!(common::alive(holder), "the holder served it all");
}

#[test]
fn a_dry_run_hands_out_nothing_on_serve() {
    dry_runs_hand_out_nothing(&mut Env::remote());
}

#[test]
fn a_dry_run_hands_out_nothing_on_postgres() {
    if let Some(mut env) = Env::postgres("dry_run_credentials::local") {
        dry_runs_hand_out_nothing(&mut env);
    }
}

#[test]
fn a_dry_run_hands_out_nothing_on_serve_over_postgres() {
    if let Some(mut env) = Env::postgres("dry_run_credentials::serve") {
        env.start_server();
        dry_runs_hand_out_nothing(&mut env);
    }
}

/// `Tunnelctl-Dry-Run: true` from a key that may sign (an issuer of the CA), as an SDK sends it:
/// 201, the real answer's fields, `certificate: null`, nothing counted; the same request without
/// the header is signed and counted, so the counter is the one that would have moved.
#[test]
fn a_dry_run_header_from_an_issuer_signs_nothing_and_counts_nothing() {
    let env = Env::remote();
    let ca = id(&env.json(&["-y", "ssh-ca", "create"]));
    let issuer = env.json(&["api-key", "create", "--role", "issuer", "--ca-id", &ca]);
    let token = issuer["token"].as_str().expect("a real create's token");
    let body = serde_json::json!({
        "ssh_certificate_authority_id": ca,
        "public_key": USER_KEY.trim(),
        "principals": ["bob"],
    });
    let post = |dry_run: bool| {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let mut request = ureq::http::Request::builder()
            .method("POST")
            .uri(format!("{}/ssh_user_certificates", env.base_url()))
            .header("Authorization", format!("Bearer {token}"))
            .header("Ngrok-Version", "2")
            .header("Content-Type", "application/json");
        if dry_run {
            request = request.header("Tunnelctl-Dry-Run", "true");
        }
        let mut answer = agent
            .run(request.body(body.to_string()).unwrap())
            .expect("the server answers");
        let status = answer.status().as_u16();
        let text = answer.body_mut().read_to_string().unwrap();
        (status, serde_json::from_str::<Value>(&text).unwrap())
    };
    let before = env.state();
    let (status, trial) = post(true);
    assert_eq!(status, 201, "{trial}");
    assert_eq!(trial.get("certificate"), Some(&Value::Null), "{trial}");
    assert_eq!(env.state(), before);
    assert_eq!(common::metric(&scrape(&env), SIGNED_USER), None);

    let (status, real) = post(false);
    assert_eq!(status, 201, "{real}");
    assert!(real["certificate"].is_string(), "{real}");
    assert_eq!(
        without(&real, &["certificate"]),
        without(&trial, &["certificate"])
    );
    assert_eq!(common::metric(&scrape(&env), SIGNED_USER), Some(1));
}

/// A dry run of a SAML module makes no request-signing key: its answer's certificate is `null`,
/// and the real PUT then makes one.
#[test]
fn a_dry_run_saml_module_makes_no_signing_key() {
    let env = Env::new();
    let edge = common::fake_id("edghts", 1);
    let route = common::fake_id("edghtsrt", 1);
    let idp = env.file(
        "idp.xml",
        r#"<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata"/>"#,
    );
    let args = [
        "route",
        "saml",
        "replace",
        &edge,
        &route,
        "--idp-metadata-file",
        idp.to_str().unwrap(),
    ];
    let trial = env.json(&[&["--dry-run"], args.as_slice()].concat());
    assert_eq!(
        trial.get("request_signing_certificate_pem"),
        Some(&Value::Null),
        "{trial}"
    );
    let real = env.json(&args);
    assert!(real["request_signing_certificate_pem"]
        .as_str()
        .is_some_and(|pem| pem.starts_with("-----BEGIN CERTIFICATE-----")));
    let pem = ["request_signing_certificate_pem"];
    assert_eq!(without(&real, &pem), without(&trial, &pem));
}

crate::common::transport_tests! {
    /// `apply` plans by trying each document in a dry run, which makes no CA key; `apply
    /// --dry-run` changes nothing, and the real apply then makes the CA with its key.
    fn apply_makes_a_cas_key_only_when_it_applies(env) {
        let manifest = env.file("ca.yaml", "kind: ssh-ca\nname: ops\nprivate_key_type: ecdsa\n");
        let manifest = manifest.to_str().unwrap();
        env.json(&["tcp-edge", "create"]); // the store exists, so that it can be listed
        let before = listed(&env);
        let out = env.run(&["--dry-run", "apply", "-f", manifest]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(listed(&env), before, "a dry-run apply stores nothing");
        let out = env.run(&["-y", "apply", "-f", manifest]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let cas = env.json(&["ssh-ca", "list"]);
        let cas = cas["ssh_certificate_authorities"].as_array().unwrap();
        assert_eq!(cas.len(), 1, "{cas:?}");
        assert!(
            cas[0]["public_key"]
                .as_str()
                .is_some_and(|key| key.starts_with("ecdsa-sha2-nistp256 ")),
            "{cas:?}"
        );
    }
}
