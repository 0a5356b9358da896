//! Issue 62 items 1 and 4: an API key bound to principals and a longest validity (API-NOTES "API
//! keys (extension fields)"). Against a running `serve` on each engine, a bound key signs only
//! within its binding and its CA's policy both, each refusal naming which one refused and changing
//! nothing; a default validity is the shorter of the CA's and the key's; every key reads its own
//! record; the audit record of a signature names the binding that allowed it.

use serde_json::{json, Value};
use ssh_key::Algorithm;
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use crate::common::{self, http_raw_as, id, transport_tests, Env};
use crate::ssh_login::real_now;
use crate::ssh_support::{keygen, program, user_key};
use crate::sshd::{current_user, Sshd, ANY_HOST_KEY};

const BINDING_FORBIDDEN: &str = "ERR_TUNNELCTL_BINDING_FORBIDDEN";

/// A request to the server bearing `token`: its status and JSON body (null when it has none).
fn send(env: &Env, token: &str, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let (status, _, text) =
        http_raw_as(token, &env.base_url(), method, path, &body).expect("the server answers");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A certificate request of `ca` for `principals`, with `extra` fields (a validity).
fn request(ca: &str, principals: &[&str], extra: Value) -> Value {
    let (_, public_key) = user_key(Algorithm::Ed25519, "binding");
    let mut body = json!({
        "ssh_certificate_authority_id": ca,
        "public_key": public_key,
        "principals": principals,
    });
    if let (Some(body), Value::Object(extra)) = (body.as_object_mut(), extra) {
        body.extend(extra);
    }
    body
}

/// Seconds between a certificate's `valid_after` and `valid_until`.
fn validity(cert: &Value) -> i64 {
    let at = |field: &str| {
        tunnelctl::clock::parse_time(cert[field].as_str().unwrap())
            .unwrap()
            .unix_timestamp()
    };
    at("valid_until") - at("valid_after")
}

/// The audit records of signatures (a certificate created), newest first.
fn signatures(env: &Env) -> Vec<Value> {
    let trail = env.api(Method::Get, "/audit_records?limit=100", None);
    trail["audit_records"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r.get("signature").is_some())
        .cloned()
        .collect()
}

transport_tests! {
    /// Set at creation on every path (the local CLI acts as the store's owner, unbound), shown
    /// by create, get and list, and never changed by a PATCH; only a key that signs has one.
    fn a_binding_is_set_at_creation_shown_and_fixed(env) {
        let ca = id(&env.json(&["ssh-ca", "create"]));
        let created = env.json(&[
            "api-key", "create", "--role", "issuer", "--ca-id", &ca, "--ssh-principal", "alice",
            "--ssh-principal", "deploy-*", "--ssh-max-validity", "8h",
        ]);
        assert_eq!(
            (&created["ssh_principals"], &created["ssh_max_validity"]),
            (&json!(["alice", "deploy-*"]), &json!(8 * 3600)),
            "{created}"
        );
        let key = id(&created);
        let mut shown = created.clone();
        shown["token"] = Value::Null;
        assert_eq!(env.json(&["api-key", "get", &key]), shown);
        assert_eq!(env.json(&["api-key", "list"])["keys"], json!([shown]));
        let unbound = env.json(&["api-key", "create", "--role", "operator"]);
        assert_eq!(
            (&unbound["ssh_principals"], &unbound["ssh_max_validity"]),
            (&Value::Null, &Value::Null),
            "{unbound}"
        );

        // The table of `get` says what the key may sign.
        let table = String::from_utf8(env.run(&["api-key", "get", &key]).stdout).unwrap();
        let row = |field: &str| {
            let line = table.lines().find(|l| l.starts_with(field));
            line.map(|l| l[field.len()..].trim().to_string())
        };
        assert_eq!(row("may_sign.cas"), Some(ca.clone()), "{table}");
        assert_eq!(row("may_sign.principals").as_deref(), Some("alice, deploy-*"), "{table}");
        assert!(
            row("may_sign.validity").is_some_and(|v| v.starts_with("at most 28800 seconds (8h)")),
            "{table}"
        );

        let path = format!("/api_keys/{key}");
        for field in ["ssh_principals", "ssh_max_validity"] {
            let value = if field == "ssh_principals" { json!(["*"]) } else { json!(86400) };
            let err = env.assert_api_refused(
                (Method::Patch, &path, Some(json!({ field: value }))),
                400,
                "ERR_NGROK_214",
                &[&path],
            );
            assert!(
                err["msg"].as_str().unwrap().starts_with(&format!("{field} cannot be changed after creation")),
                "{err}"
            );
        }
        for (args, says) in [
            (vec!["--role", "reader", "--ssh-principal", "alice"], "only a key with the role operator or issuer"),
            (vec!["--ssh-max-validity", "8h"], "only a key with the role operator or issuer"),
            (vec!["--role", "operator", "--ssh-principal", "a b"], "ssh_principals[0] must be a principal or a glob pattern"),
            (vec!["--role", "operator", "--ssh-max-validity", "30s"], "ssh_max_validity is in seconds and must be 60 to"),
        ] {
            let refusal = env.assert_refused(
                &[&["api-key", "create"], &args[..]].concat(),
                exit::FAILURE,
                "ERR_NGROK_215",
            );
            assert!(refusal.msg().contains(says), "{args:?}: {}", refusal.stderr);
        }
        env.assert_api_refused(
            (Method::Post, "/api_keys", Some(json!({"role": "operator", "ssh_principals": []}))),
            400,
            "ERR_NGROK_215",
            &[],
        );
    }
}

/// Everything a bound key signs, on a `serve` of `env`'s store.
fn a_bound_key_signs_only_within_its_binding_and_the_policy(mut env: Env) {
    let ca = id(&env.api(
        Method::Post,
        "/ssh_certificate_authorities",
        Some(json!({})),
    ));
    let bound = env.json(&[
        "api-key",
        "create",
        "--role",
        "issuer",
        "--ca-id",
        &ca,
        "--ssh-principal",
        "alice",
        "--ssh-principal",
        "deploy-*",
        "--ssh-max-validity",
        "8h",
    ]);
    let (key, token) = (id(&bound), bound["token"].as_str().unwrap().to_string());

    // Every key reads its own record, whatever its role; a key of --api-key-file has none.
    for role in ["reader", "operator", "issuer", "admin"] {
        let mut args = vec!["api-key", "create", "--role", role];
        if role == "issuer" {
            args.extend(["--ca-id", &ca]);
        }
        let created = env.json(&args);
        let (status, own) = send(
            &env,
            created["token"].as_str().unwrap(),
            "GET",
            "/api_keys/self",
            None,
        );
        let mut expected = created.clone();
        expected["token"] = Value::Null;
        // The request itself is the key's first use: `serve` notes it before answering.
        expected["last_used_at"] = own["last_used_at"].clone();
        assert_eq!(own["last_used_at"], created["created_at"], "{role}");
        assert_eq!((status, &own), (200, &expected), "{role}");
    }
    let (status, own) = send(&env, &token, "GET", "/api_keys/self", None);
    assert_eq!(
        (status, &own["id"], &own["ssh_principals"]),
        (200, &json!(key), &json!(["alice", "deploy-*"]))
    );
    let (status, none) = send(&env, common::API_KEY, "GET", "/api_keys/self", None);
    assert_eq!(status, 404, "{none}");
    assert!(
        none["msg"]
            .as_str()
            .unwrap()
            .contains("a key of --api-key-file has no record"),
        "{none}"
    );

    // Without a validity asked: the key's 8h, shorter than the CA's default of 24h, for user
    // and host certificates alike (a host's default is a year).
    let (status, cert) = send(
        &env,
        &token,
        "POST",
        "/ssh_user_certificates",
        Some(request(&ca, &["alice"], json!({}))),
    );
    assert_eq!((status, validity(&cert)), (201, 8 * 3600), "{cert}");
    let (status, host) = send(
        &env,
        &token,
        "POST",
        "/ssh_host_certificates",
        Some(request(&ca, &["deploy-web1"], json!({}))),
    );
    assert_eq!((status, validity(&host)), (201, 8 * 3600), "{host}");
    // The CA's default when it is the shorter: 1h.
    let policy = format!("/ssh_certificate_authorities/{ca}/policy");
    let mut rules = env.api(Method::Get, &policy, None);
    rules["default_validity"] = json!(3600);
    rules["denied_principals"] = json!(["deploy-prod"]);
    env.api(Method::Put, &policy, Some(rules));
    let (status, short) = send(
        &env,
        &token,
        "POST",
        "/ssh_user_certificates",
        Some(request(&ca, &["deploy-web"], json!({}))),
    );
    assert_eq!((status, validity(&short)), (201, 3600), "{short}");

    // The record of each signature names the binding that allowed it.
    let trail = signatures(&env);
    assert_eq!(trail.len(), 3, "{trail:?}");
    for record in &trail {
        assert_eq!(
            record["signature"]["binding"],
            json!({"api_key_id": key, "ssh_principals": ["alice", "deploy-*"], "ssh_max_validity": 28800}),
            "{record}"
        );
    }

    // Outside the binding: 403 naming it and what it refused; nothing signed, nothing recorded.
    let before = (env.state(), signatures(&env));
    let refused = [
        (
            "/ssh_user_certificates",
            request(&ca, &["root"], json!({})),
            "principal \"root\"",
        ),
        (
            "/ssh_user_certificates",
            request(&ca, &[], json!({})),
            "a certificate without principals",
        ),
        (
            "/ssh_user_certificates",
            request(
                &ca,
                &["alice"],
                json!({"valid_until": "2026-11-23T10:00:00Z"}),
            ),
            "a certificate valid for 86400 seconds (1d)",
        ),
        (
            "/ssh_host_certificates",
            request(&ca, &["web1.example.com"], json!({})),
            "principal \"web1.example.com\"",
        ),
    ];
    for (path, body, says) in refused {
        let (status, error) = send(&env, &token, "POST", path, Some(body));
        assert_eq!(
            (status, error["error_code"].as_str()),
            (403, Some(BINDING_FORBIDDEN)),
            "{says}: {error}"
        );
        let msg = error["msg"].as_str().unwrap();
        assert!(
            msg.starts_with(&format!(
                "the binding of the API key {key} (principals alice, deploy-*; at most 28800 \
                 seconds (8h)) does not allow {says}"
            )),
            "{msg}"
        );
        assert_eq!(error["details"]["reason"], "api_key_binding", "{error}");
    }
    // Inside the binding, outside the policy: the policy's refusal, as before.
    let (status, error) = send(
        &env,
        &token,
        "POST",
        "/ssh_user_certificates",
        Some(request(&ca, &["deploy-prod"], json!({}))),
    );
    assert_eq!(
        (status, &error["details"]["reason"]),
        (400, &json!("ssh_ca_policy")),
        "{error}"
    );
    assert!(
        error["msg"]
            .as_str()
            .unwrap()
            .contains("'s policy refuses this certificate"),
        "{error}"
    );

    // The CLI bearing the key: refused alike, a dry run too (it checks the binding, signs nothing).
    env.set_var("TUNNELCTL_API_KEY", &token);
    let public_key = env.file("id.pub", &user_key(Algorithm::Ed25519, "cli").1);
    let create = [
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--principal",
        "root",
        "--public-key-file",
        public_key.to_str().unwrap(),
    ];
    env.assert_refused(&create, exit::AUTH, BINDING_FORBIDDEN);
    env.assert_refused(
        &[&["--dry-run"], &create[..]].concat(),
        exit::AUTH,
        BINDING_FORBIDDEN,
    );
    // A bound key creates no key (its role may not; the service would hold a new key within
    // the creator's binding too).
    let (status, error) = send(
        &env,
        &token,
        "POST",
        "/api_keys",
        Some(json!({"role": "issuer", "ssh_certificate_authority_ids": [ca]})),
    );
    assert_eq!(status, 403, "{error}");
    env.set_var("TUNNELCTL_API_KEY", common::API_KEY);
    assert_eq!(
        (env.state(), signatures(&env)),
        before,
        "a refused request changed the store or the trail"
    );
}

#[test]
fn a_bound_key_signs_only_within_its_binding() {
    a_bound_key_signs_only_within_its_binding_and_the_policy(Env::remote());
}

#[test]
fn a_bound_key_signs_only_within_its_binding_on_postgres() {
    let Some(mut env) = Env::postgres("api_key_bindings::signs") else {
        return;
    };
    env.start_server();
    a_bound_key_signs_only_within_its_binding_and_the_policy(env);
}

const SSHD_TEST: &str = "a_bound_keys_login_asks_for_its_principal_and_sshd_holds_to_it";

/// With OpenSSH's own `sshd` and `ssh`: `ssh-cert login` bearing a bound key asks for the key's
/// literal principal (the user's name here) by default and logs in with it; a certificate for
/// another principal of the binding does not log in as the user; one outside it is not signed.
/// Skipped with a notice when an OpenSSH program is missing; required under `CI=true`.
#[test]
fn a_bound_keys_login_asks_for_its_principal_and_sshd_holds_to_it() {
    let programs = ["ssh-keygen", "sshd", "ssh"].map(|p| program(p, SSHD_TEST));
    let [Some(ssh_keygen), Some(sshd_bin), Some(ssh)] = programs else {
        return;
    };
    let mut env = Env::new();
    // Certificates must be valid in real time here (sshd counts real seconds).
    env.set_now(&real_now(0));
    env.start_server();
    let dir = env.path().to_path_buf();
    let home = dir.join("home");
    std::fs::create_dir(&home).unwrap();
    env.set_var("HOME", home.to_str().unwrap());
    let ca = id(&env.json(&["ssh-ca", "create"]));
    let trusted = dir.join("trusted_user_ca_keys");
    std::fs::write(&trusted, env.table(&["ssh-ca", "get", &ca, "--public-key"])).unwrap();
    let (host_key, _) = keygen(&ssh_keygen, &dir, "host_key", &["-t", "ed25519"]);
    let sshd = Sshd::start(&sshd_bin, &dir, &host_key, &trusted, "");
    let user = current_user();
    let bound = env.json(&[
        "api-key",
        "create",
        "--role",
        "issuer",
        "--ca-id",
        &ca,
        "--ssh-principal",
        &user,
        "--ssh-principal",
        "deploy-*",
    ]);
    env.set_var("TUNNELCTL_API_KEY", bound["token"].as_str().unwrap());

    let key = home.join(".ssh/id_ed25519");
    let login = |env: &Env, extra: &[&str]| {
        let args = [&["ssh-cert", "login", "--no-agent"][..], extra].concat();
        env.json(&args)
    };
    let ssh_as_user = || {
        (sshd.client(&ssh, &user))
            .args(ANY_HOST_KEY)
            .args(["-o", "IdentitiesOnly=yes", "-i"])
            .arg(&key)
            .args(["127.0.0.1", "echo", "hello"])
            .env("HOME", &home)
            .output()
            .expect("run ssh")
    };
    let cert = login(&env, &[]);
    assert_eq!(
        cert["principals"],
        json!([user]),
        "the key's literal principal"
    );
    let out = ssh_as_user();
    assert!(
        out.status.success(),
        "ssh with the bound key's certificate was refused: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        sshd.log_text()
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hello\n");

    // Another principal of the binding: signed, and sshd does not take it for the user.
    let other = login(&env, &["--principal", "deploy-web"]);
    assert_eq!(other["principals"], json!(["deploy-web"]));
    assert!(
        !ssh_as_user().status.success(),
        "deploy-web logged in as {user}"
    );
    // Outside the binding: refused, the certificate file left as it was.
    let written = std::fs::read_to_string(home.join(".ssh/id_ed25519-cert.pub")).unwrap();
    env.assert_refused(
        &["ssh-cert", "login", "--no-agent", "--principal", "mallory"],
        exit::AUTH,
        BINDING_FORBIDDEN,
    );
    assert_eq!(
        std::fs::read_to_string(home.join(".ssh/id_ed25519-cert.pub")).unwrap(),
        written
    );
}
