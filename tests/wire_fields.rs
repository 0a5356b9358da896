//! Every response type tunnelctl answers has exactly the fields of the real API's type, plus the
//! extension fields API-NOTES lists: checked against the field names of the official Python
//! SDK's datatypes (`tests/sdk/fields`, derived from `ngrok-api` 0.19.0, MIT licence), which the
//! SDK reads unguarded (a missing `token` raised `KeyError`).

use std::collections::BTreeSet;

use serde_json::{json, Value};

use crate::common::{fake_id, id, transport_tests, Env};
use crate::ergonomics::USER_KEY;
use tunnelctl::api::Method;
use tunnelctl::kind::KINDS;

const FIXTURE: &str = include_str!("sdk/fields/ngrok-api-0.19.0.json");

/// This tool's extension fields, by the SDK type they extend, as API-NOTES lists them.
const EXTENSIONS: &[(&str, &[&str])] = &[
    // "API keys" (roles), "API keys (extension fields)".
    (
        "APIKey",
        &[
            "role",
            "ssh_certificate_authority_ids",
            "expires_at",
            "last_used_at",
            "ssh_principals",
            "ssh_max_validity",
        ],
    ),
    // "TCP edges": the seed's `policy`, beside the current API's `traffic_policy`.
    ("TCPEdge", &["policy"]),
    // "HTTPS route modules": `idp_metadata_url` is answered `""` (a field of the API's earlier
    // versions, which the SDK no longer reads).
    ("EndpointSAML", &["idp_metadata_url"]),
    // "Pagination (every list)": `next_page_uri` is always present, on the one list the real API
    // does not page too.
    ("EventSourceList", &["next_page_uri"]),
];

/// The SDK type of each kind's resources; kinds the real API does not have are this tool's
/// extensions (API-NOTES), answered in shapes of their own.
const TYPES: &[(&str, Option<&str>)] = &[
    ("tcp-edge", Some("TCPEdge")),
    ("tunnel-session", Some("TunnelSession")),
    ("event-subscription", Some("EventSubscription")),
    ("ssh-ca", Some("SSHCertificateAuthority")),
    ("ssh-ca-policy", None),
    ("ssh-user-certificate", Some("SSHUserCertificate")),
    ("ssh-host-certificate", Some("SSHHostCertificate")),
    ("tls-termination", Some("EndpointTLSTermination")),
    ("route-saml", Some("EndpointSAML")),
    ("route-compression", Some("EndpointCompression")),
    ("api-key", Some("APIKey")),
    ("api-key-policy", None),
    ("agent-release", None),
    ("audit-record", None),
];

/// `method path` with `body`, through `tunnelctl api` (so on PostgreSQL with the store's key,
/// which seals and opens CA keys); the answer.
fn send(env: &Env, method: Method, path: &str, body: Option<Value>) -> Value {
    let mut args = vec!["api", method.as_str(), path];
    let input = body.map(|body| env.file("body.json", &body.to_string()));
    if let Some(input) = &input {
        args.extend(["--input", input.to_str().expect("UTF-8 path")]);
    }
    env.json(&args)
}

/// The fields of `sdk_type` in the fixture.
fn official(sdk_type: &str) -> BTreeSet<String> {
    let fixture: Value = serde_json::from_str(FIXTURE).expect("the fixture is JSON");
    let fields = fixture["types"][sdk_type].as_array();
    let fields = fields.unwrap_or_else(|| panic!("{sdk_type} is not in the fixture"));
    fields
        .iter()
        .map(|f| f.as_str().expect("a field name").to_string())
        .collect()
}

/// Checks that `answer` (to `what`) has every field of `sdk_type` and no other but the type's
/// extension fields.
fn check(what: &str, sdk_type: &str, answer: &Value) {
    let fields: BTreeSet<String> = answer
        .as_object()
        .unwrap_or_else(|| panic!("{what}: not an object: {answer}"))
        .keys()
        .cloned()
        .collect();
    let official = official(sdk_type);
    let missing: Vec<_> = official.difference(&fields).collect();
    assert!(
        missing.is_empty(),
        "{what} ({sdk_type}) lacks {missing:?}: {answer}"
    );
    let extensions: &[&str] = (EXTENSIONS.iter())
        .find(|(t, _)| *t == sdk_type)
        .map_or(&[], |(_, fields)| fields);
    let unknown: Vec<_> = (fields.difference(&official))
        .filter(|f| !extensions.contains(&f.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "{what} ({sdk_type}) has fields the API's type has not: {unknown:?}"
    );
}

/// Checks a list answer: its own fields (`<type>List`), and each item's.
fn check_list(what: &str, sdk_type: &str, list_key: &str, answer: &Value) {
    check(what, &format!("{sdk_type}List"), answer);
    let items = answer[list_key].as_array().expect("a list");
    assert!(!items.is_empty(), "{what}: an empty list checks no item");
    for item in items {
        check(what, sdk_type, item);
    }
}

#[test]
fn every_kind_of_the_real_api_has_its_sdk_type() {
    for kind in KINDS {
        let Some((_, sdk_type)) = TYPES.iter().find(|(name, _)| *name == kind.name) else {
            panic!(
                "{}: say which SDK type it answers in TYPES (None for an extension)",
                kind.name
            );
        };
        if let Some(sdk_type) = sdk_type {
            assert!(!official(sdk_type).is_empty(), "{sdk_type}");
        }
    }
}

/// The check fails for a missing field (a `token` left out, as it was) and for one the API's type
/// has not: it can tell.
#[test]
#[should_panic(expected = "lacks [\"token\"]")]
fn a_missing_field_fails_the_check() {
    let answer = json!({"id": "ak_1", "uri": "u", "description": "", "metadata": "",
        "created_at": "t", "owner_id": null});
    check("GET /api_keys/ak_1", "APIKey", &answer);
}

#[test]
#[should_panic(expected = "has fields the API's type has not: [\"secret\"]")]
fn a_field_of_no_type_fails_the_check() {
    let answer = json!({"enabled": true, "secret": 1});
    check("GET …/compression", "EndpointCompression", &answer);
}

transport_tests! {
    /// Every answer of every resource type (create, get, list, update; modules and sub-resources)
    /// has exactly the fields of the SDK's type plus the listed extensions.
    fn every_answer_has_the_fields_of_the_apis_type(env) {
        let ty = |kind: &str| {
            let (_, sdk_type) = TYPES.iter().find(|(name, _)| *name == kind).expect("a kind");
            sdk_type.expect("a type of the real API")
        };
        // Each item kind: create, get, list, update.
        // Through the CLI: on PostgreSQL it holds the key that seals the CA's private key.
        let ca = env.json(&["ssh-ca", "create", "--description", "wire"]);
        let ca_id = id(&ca);
        let edge = json!({
            "description": "web",
            "backend": {"backend_id": fake_id("bkdtg", 1)},
            "ip_restriction": {"ip_policy_ids": [fake_id("ipp", 1)]},
        });
        let cert = json!({"ssh_certificate_authority_id": ca_id, "public_key": USER_KEY,
            "principals": ["alice"]});
        let host = json!({"ssh_certificate_authority_id": ca_id, "public_key": USER_KEY,
            "principals": ["host.example.com"]});
        let subscription = json!({"sources": [{"type": "ip_policy_created.v0"}],
            "destination_ids": [fake_id("ed", 1)]});
        let items = [
            ("tcp-edge", "/edges/tcp", edge),
            ("ssh-user-certificate", "/ssh_user_certificates", cert),
            ("ssh-host-certificate", "/ssh_host_certificates", host),
            ("api-key", "/api_keys", json!({"description": "ci"})),
            ("event-subscription", "/event_subscriptions", subscription),
        ];
        check("POST /ssh_certificate_authorities", ty("ssh-ca"), &ca);
        let mut made = vec![("ssh-ca", "/ssh_certificate_authorities", ca_id.clone())];
        for (kind, path, body) in items {
            let created = send(&env, Method::Post, path, Some(body));
            check(&format!("POST {path}"), ty(kind), &created);
            made.push((kind, path, id(&created)));
        }
        for (kind, path, id) in &made {
            let item = format!("{path}/{id}");
            check(&format!("GET {item}"), ty(kind), &send(&env, Method::Get, &item, None));
            let list_key = KINDS.iter().find(|k| k.name == *kind).expect("a kind").list_key;
            check_list(&format!("GET {path}"), ty(kind), list_key, &send(&env, Method::Get, path, None));
            let patch = Some(json!({"description": "changed"}));
            check(&format!("PATCH {item}"), ty(kind), &send(&env, Method::Patch, &item, patch));
        }

        // Tunnel sessions, of an emulated agent.
        let agent = send(&env, Method::Post, "/emulator/agents", Some(json!({})));
        let session = format!("/tunnel_sessions/{}", id(&agent));
        check(&session, ty("tunnel-session"), &send(&env, Method::Get, &session, None));
        let sessions = send(&env, Method::Get, "/tunnel_sessions", None);
        check_list("GET /tunnel_sessions", ty("tunnel-session"), "tunnel_sessions", &sessions);

        // The TCP edge's modules.
        let edge = format!("/edges/tcp/{}", made[1].2);
        let policy = json!({"enabled": true, "value": "{\"inbound\": []}"});
        send(&env, Method::Put, &format!("{edge}/traffic_policy"), Some(policy));
        for (module, sdk_type) in [
            ("backend", "EndpointBackend"),
            ("ip_restriction", "EndpointIPPolicy"),
            ("traffic_policy", "EndpointTrafficPolicy"),
        ] {
            let path = format!("{edge}/{module}");
            check(&format!("GET {path}"), sdk_type, &send(&env, Method::Get, &path, None));
        }

        // Event sources.
        let subscription = format!("/event_subscriptions/{}", made[5].2);
        let sources = format!("{subscription}/sources");
        let source = json!({"type": "ip_policy_deleted.v0"});
        check(&format!("POST {sources}"), "EventSource",
            &send(&env, Method::Post, &sources, Some(source)));
        check_list(&format!("GET {sources}"), "EventSource", "sources",
            &send(&env, Method::Get, &sources, None));
        let one = format!("{sources}/ip_policy_created.v0");
        check(&format!("GET {one}"), "EventSource", &send(&env, Method::Get, &one, None));

        // Modules of edges outside this tool.
        let tls = format!("/edges/tls/{}/tls_termination", fake_id("edgtls", 1));
        let put = Some(json!({"enabled": true, "terminate_at": "edge"}));
        check(&format!("PUT {tls}"), ty("tls-termination"), &send(&env, Method::Put, &tls, put));
        check(&format!("GET {tls}"), ty("tls-termination"), &send(&env, Method::Get, &tls, None));
        let (https, route) = (fake_id("edghts", 1), fake_id("edghtsrt", 1));
        let saml = env.put_saml_module(&https, &route);
        check("PUT …/saml", ty("route-saml"), &saml);
        let compression = format!("/edges/https/{https}/routes/{route}/compression");
        let put = Some(json!({"enabled": true}));
        check(&format!("PUT {compression}"), ty("route-compression"),
            &send(&env, Method::Put, &compression, put));
    }
}
