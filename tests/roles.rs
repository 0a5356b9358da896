//! Issue 42 item 2: an API key's role (API-NOTES "API keys"). Against a running `serve`, each
//! role does what it allows; anything else is a 403 naming the role, and changes nothing. An
//! issuer signs only with its CAs and reads only its own certificates; a role changed by PATCH
//! takes effect on every replica within the keys' cache TTL.

use std::time::Duration;

use serde_json::{json, Value};
use ssh_key::Algorithm;
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use crate::common::{self, http_raw_as, id, spawn_serve, Env};
use crate::ssh_support::user_key;

const FORBIDDEN: &str = "ERR_TUNNELCTL_ROLE_FORBIDDEN";

/// A request to `url` bearing `token`: its status and JSON body (null when it has none).
fn send(url: &str, token: &str, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let (status, _, text) =
        http_raw_as(token, url, method, path, &body).expect("the server answers");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A new key of `role` (with `cas` for an issuer), made with the CLI: its ID and token.
fn key(env: &Env, role: &str, cas: &[&str]) -> (String, String) {
    let mut args = vec!["api-key", "create", "--description", role, "--role", role];
    for ca in cas {
        args.extend(["--ca-id", ca]);
    }
    let created = env.json(&args);
    assert_eq!(created["role"], role, "{created}");
    let token = created["token"].as_str().expect("a token").to_string();
    (id(&created), token)
}

fn certificate_request(ca: &str) -> Value {
    let (_, public_key) = user_key(Algorithm::Ed25519, "roles");
    json!({
        "ssh_certificate_authority_id": ca,
        "public_key": public_key,
        "principals": ["deploy"],
        "valid_until": "2026-11-23T10:00:00Z",
    })
}

#[test]
fn each_role_does_what_it_allows_and_a_refusal_changes_nothing() {
    let mut env = Env::remote();
    let url = env.base_url();
    let ca = id(&env.api(
        Method::Post,
        "/ssh_certificate_authorities",
        Some(json!({})),
    ));
    let other_ca = id(&env.api(
        Method::Post,
        "/ssh_certificate_authorities",
        Some(json!({})),
    ));
    let edge = id(&env.api(Method::Post, "/edges/tcp", Some(json!({}))));
    let edge_path = format!("/edges/tcp/{edge}");
    let admins_cert = id(&env.api(
        Method::Post,
        "/ssh_user_certificates",
        Some(certificate_request(&ca)),
    ));

    // The role and its CAs are checked together, and shown by get and list.
    for (args, code, says) in [
        (
            vec!["--role", "issuer"],
            "ERR_NGROK_215",
            "must name the SSH certificate authorities",
        ),
        (
            vec!["--role", "reader", "--ca-id", &ca],
            "ERR_NGROK_215",
            "only a key with the role issuer",
        ),
        (
            vec!["--role", "issuer", "--ca-id", &edge],
            "ERR_NGROK_227",
            "expected an ID with a prefix of sshca_",
        ),
        (
            vec![
                "--role",
                "issuer",
                "--ca-id",
                "sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe",
            ],
            "ERR_NGROK_215",
            "not found",
        ),
    ] {
        let refusal = env.assert_refused(
            &[&["api-key", "create"], &args[..]].concat(),
            exit::FAILURE,
            code,
        );
        assert!(
            refusal.stderr.contains("--ca-id") && refusal.msg().contains(says),
            "{args:?}: {}",
            refusal.stderr
        );
    }
    let (_, operator) = key(&env, "operator", &[]);
    let (reader_id, reader) = key(&env, "reader", &[]);
    let (issuer_id, issuer) = key(&env, "issuer", &[&ca, &ca]);
    let shown = env.json(&["api-key", "get", &issuer_id]);
    assert_eq!(
        shown["ssh_certificate_authority_ids"],
        json!([ca]),
        "named once: {shown}"
    );
    let listed = env.json(&["api-key", "list"]);
    let roles: Vec<&Value> = listed["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| &k["role"])
        .collect();
    assert_eq!(
        roles,
        [&json!("issuer"), &json!("reader"), &json!("operator")],
        "{listed}"
    );
    let table = String::from_utf8(env.run(&["api-key", "list"]).stdout).unwrap();
    assert!(
        table.starts_with("ID") && table.contains("ROLE") && table.contains("reader"),
        "{table}"
    );

    // What each role may do.
    let allowed = [
        (
            &operator,
            "POST",
            "/edges/tcp".to_string(),
            Some(json!({"description": "op"})),
            201,
        ),
        (
            &operator,
            "POST",
            "/ssh_user_certificates".into(),
            Some(certificate_request(&other_ca)),
            201,
        ),
        (&reader, "GET", edge_path.clone(), None, 200),
        (
            &reader,
            "GET",
            format!("/ssh_certificate_authorities/{other_ca}/policy"),
            None,
            200,
        ),
        (
            &issuer,
            "GET",
            format!("/ssh_certificate_authorities/{ca}"),
            None,
            200,
        ),
        (
            &issuer,
            "GET",
            format!("/ssh_certificate_authorities/{ca}/revoked_keys"),
            None,
            200,
        ),
        (
            &issuer,
            "POST",
            "/ssh_host_certificates".into(),
            Some(certificate_request(&ca)),
            201,
        ),
    ];
    for (token, method, path, body, status) in allowed {
        let (got, answer) = send(&url, token, method, &path, body);
        assert_eq!(got, status, "{method} {path}: {answer}");
    }
    let (status, mine) = send(
        &url,
        &issuer,
        "POST",
        "/ssh_user_certificates",
        Some(certificate_request(&ca)),
    );
    assert_eq!(status, 201, "{mine}");
    assert!(
        mine.get("issued_by").is_none(),
        "the API's fields only: {mine}"
    );
    let mine = id(&mine);
    assert_eq!(
        send(
            &url,
            &issuer,
            "GET",
            &format!("/ssh_user_certificates/{mine}"),
            None
        )
        .0,
        200
    );

    // Lists show an issuer what it may read, and nothing else.
    let (_, certs) = send(&url, &issuer, "GET", "/ssh_user_certificates", None);
    let ids: Vec<String> = certs["ssh_user_certificates"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    assert_eq!(ids, [mine.as_str()], "{certs}");
    let (_, cas) = send(
        &url,
        &issuer,
        "GET",
        "/ssh_certificate_authorities?limit=1",
        None,
    );
    let ids: Vec<String> = cas["ssh_certificate_authorities"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    assert_eq!(ids, [ca.as_str()], "{cas}");

    // Everything else is refused, naming the role and what it lacks, and changes nothing.
    let before = env.state();
    let refused = [
        (&operator, "GET", "/api_keys".to_string(), None, "operator, which may not read API keys"),
        (&operator, "POST", "/api_keys".into(), Some(json!({})), "operator, which may not create API keys"),
        (&operator, "DELETE", format!("/api_keys/{reader_id}"), None, "operator, which may not delete API keys"),
        (&reader, "POST", "/edges/tcp".into(), Some(json!({})), "reader, which may not create TCP edges"),
        (&reader, "DELETE", edge_path.clone(), None, "reader, which may not delete TCP edges"),
        (&reader, "PUT", format!("{edge_path}/backend"), Some(json!({"backend_id": "bkdtg_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"})), "reader, which may not replace TCP edges"),
        (&reader, "POST", "/ssh_user_certificates".into(), Some(certificate_request(&ca)), "reader, which may not create SSH user certificates"),
        (&reader, "GET", format!("/api_keys/{reader_id}"), None, "reader, which may not read API keys"),
        (&issuer, "POST", "/ssh_user_certificates".into(), Some(certificate_request(&other_ca)), &format!("issuer, which may not sign with SSH certificate authority {other_ca}")),
        (&issuer, "GET", format!("/ssh_user_certificates/{admins_cert}"), None, &format!("issuer, which may not read SSH user certificate {admins_cert}, which it did not issue")),
        (&issuer, "GET", format!("/ssh_certificate_authorities/{other_ca}/policy"), None, &format!("issuer, which may not read SSH certificate authority {other_ca}")),
        (&issuer, "DELETE", format!("/ssh_user_certificates/{mine}"), None, "issuer, which may not delete SSH user certificates"),
        (&issuer, "POST", format!("/ssh_certificate_authorities/{ca}/revocations"), Some(json!({"certificate_id": mine})), "issuer, which may not change SSH certificate authorities"),
        (&issuer, "GET", "/edges/tcp".into(), None, "issuer, which may not read TCP edges"),
    ];
    for (token, method, path, body, says) in refused {
        let (status, error) = send(&url, token, method, &path, body);
        assert_eq!(
            (status, error["error_code"].as_str()),
            (403, Some(FORBIDDEN)),
            "{method} {path}: {error}"
        );
        let msg = error["msg"].as_str().unwrap();
        assert!(
            msg.starts_with("the API key ak_") && msg.contains(says),
            "{method} {path}: {msg}"
        );
    }
    assert_eq!(env.state(), before, "a refused request changed the store");

    // The CLI bearing a refused key exits with the code of a refusal of authority.
    env.set_var("TUNNELCTL_API_KEY", &reader);
    env.assert_refused(&["tcp-edge", "create"], exit::AUTH, FORBIDDEN);
    // An issuer signs with the CLI as with any client, and its list shows its own certificates.
    env.set_var("TUNNELCTL_API_KEY", &issuer);
    let public_key = env.file("id.pub", &user_key(Algorithm::Ed25519, "cli").1);
    let signed = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--principal",
        "deploy",
        "--valid-for",
        "1h",
        "--public-key-file",
        public_key.to_str().unwrap(),
    ]);
    let listed = env.json(&["ssh-cert", "list"]);
    assert_eq!(
        listed["ssh_user_certificates"].as_array().unwrap().len(),
        2,
        "{listed}"
    );
    assert!(
        listed.to_string().contains(&id(&signed)) && !listed.to_string().contains(&admins_cert)
    );
    // A PATCH changes the role, at once on the server that made it.
    env.set_var("TUNNELCTL_API_KEY", common::API_KEY);
    let updated = env.json(&[
        "api-key", "update", &reader_id, "--role", "issuer", "--ca-id", &other_ca,
    ]);
    assert_eq!(
        (&updated["role"], &updated["ssh_certificate_authority_ids"]),
        (&json!("issuer"), &json!([other_ca]))
    );
    assert_eq!(send(&url, &reader, "GET", &edge_path, None).0, 403);
    let updated = env.json(&["api-key", "update", &reader_id, "--role", "operator"]);
    assert_eq!(
        updated["ssh_certificate_authority_ids"],
        json!([]),
        "an operator names no CAs: {updated}"
    );
    assert_eq!(send(&url, &reader, "DELETE", &edge_path, None).0, 204);

    // The store records which key issued a certificate: the issuer's, not the API's JSON.
    env.with_store_released(|env| {
        let export = env.json(&["store", "export"]);
        let issued_by = |cert: &str| &export["trees"]["ssh_user_certificates"][cert]["issued_by"];
        assert_eq!(issued_by(&mine), &json!(issuer_id), "{export}");
        assert_eq!(
            issued_by(&admins_cert),
            &Value::Null,
            "a key of --api-key-file is not recorded"
        );
    });
}

/// Two replicas on one PostgreSQL store: a key demoted through one is refused by the other within
/// 5 s (it rereads the stored keys every `STORED_KEYS_TTL`, 2 s).
#[test]
fn a_role_changed_through_one_replica_holds_on_the_other_within_5_s() {
    let Some(env) = Env::postgres("roles::two_replicas") else {
        return;
    };
    env.create_store();
    let (_first_serve, first) = spawn_serve(&env, "true");
    let (_second_serve, second) = spawn_serve(&env, "true");
    let (status, created) =
        common::http(&first, "POST", "/api_keys", Some(&json!({"role": "admin"}))).unwrap();
    assert_eq!(status, 201, "{created}");
    let token = created["token"].as_str().unwrap();
    let answered = || send(&second, token, "GET", "/api_keys", None).0;
    assert!(
        common::within(Duration::from_secs(5), || answered() == 200),
        "the second replica never took the new key"
    );
    let item = format!("/api_keys/{}", id(&created));
    let (status, body) =
        common::http(&first, "PATCH", &item, Some(&json!({"role": "reader"}))).unwrap();
    assert_eq!((status, &body["role"]), (200, &json!("reader")), "{body}");
    assert!(
        common::within(Duration::from_secs(5), || answered() == 403),
        "the second replica still takes the demoted key as an administrator after 5 s"
    );
}
