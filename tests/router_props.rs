//! Bad input at scale: arbitrary methods, paths, query strings and bodies (deep nesting, huge
//! numbers, NUL bytes, invalid UTF-8, very long strings) fed to the router in process. It never
//! panics, every refusal carries the error envelope, and no refused request changes the store.

use proptest::prelude::*;
use serde_json::{json, Value};

use tunnelctl::api::{ApiRequest, ApiResponse, Method};
use tunnelctl::router::Router;

use crate::common::{collections, in_process_router, LOCAL_BASE_URL, NOW};

struct World {
    router: Router,
    /// IDs of real resources, so that generated paths also reach existing records.
    ids: Vec<String>,
    _dir: tempfile::TempDir,
}

fn send(router: &Router, method: Method, path: &str, body: Option<Value>) -> ApiResponse {
    let mut req = ApiRequest::from_path_and_query(method, path);
    req.body = body.map(|b| b.to_string().into_bytes());
    router.handle(&req)
}

fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let router = in_process_router(&dir.path().join("store"), NOW, LOCAL_BASE_URL);
    let mut ids = Vec::new();
    for (path, body) in [
        ("/edges/tcp", json!({"hostports": ["a.tcp.example.com:1"]})),
        ("/ssh_certificate_authorities", json!({})),
        (
            "/event_subscriptions",
            json!({"sources": [{"type": "ip_policy_created.v0"}], "destination_ids": ["ed_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa"]}),
        ),
        ("/emulator/agents", json!({})),
    ] {
        let res = send(&router, Method::Post, path, Some(body));
        assert_eq!(res.status, 201, "seeding {path}: {:?}", res.body);
        let body = res.body.unwrap();
        ids.push(body["id"].as_str().unwrap_or_default().to_string());
    }
    World {
        router,
        ids,
        _dir: dir,
    }
}

/// Everything the API shows of the store (an answer that is an error counts by its status only:
/// its operation ID differs every time).
fn state(world: &World) -> Vec<Value> {
    let mut paths: Vec<String> = collections().map(|c| format!("{c}?limit=100")).collect();
    paths.push("/emulator/agent_releases".into());
    paths.push(format!("/tunnel_sessions/{}", world.ids[3]));
    paths
        .into_iter()
        .map(|p| {
            let res = send(&world.router, Method::Get, &p, None);
            match res.is_success() {
                true => res.body.unwrap_or(Value::Null),
                false => json!(res.status),
            }
        })
        .collect()
}

fn method() -> impl Strategy<Value = Method> {
    prop_oneof![
        Just(Method::Get),
        Just(Method::Post),
        Just(Method::Put),
        Just(Method::Patch),
        Just(Method::Delete),
    ]
}

/// Path segments: real IDs (by index into `World::ids`), ID-shaped garbage, and anything at all.
fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        (0usize..4).prop_map(|i| format!("@{i}")),
        "[a-z]{2,8}_[0-9A-Za-z]{27}",
        ".{0,40}",
        Just("\0".to_string()),
        Just("x".repeat(5000)),
    ]
}

fn path() -> impl Strategy<Value = String> {
    let template = prop_oneof![
        Just("/edges/tcp/{}"),
        Just("/edges/tcp/{}/backend"),
        Just("/edges/https/{}/routes/{}/saml"),
        Just("/edges/https/{}/routes/{}/compression"),
        Just("/edges/tls/{}/tls_termination"),
        Just("/tunnel_sessions/{}"),
        Just("/tunnel_sessions/{}/restart"),
        Just("/tunnel_sessions/{}/update"),
        Just("/event_subscriptions/{}"),
        Just("/event_subscriptions/{}/sources/{}"),
        Just("/ssh_certificate_authorities/{}"),
        Just("/ssh_user_certificates/{}"),
        Just("/emulator/agent_releases/{}"),
        Just("/{}"),
        Just("/{}/{}/{}"),
    ];
    prop_oneof![
        prop::sample::select(collections().collect::<Vec<_>>()).prop_map(str::to_string),
        (template, segment(), segment())
            .prop_map(|(t, a, b)| t.replacen("{}", &a, 1).replacen("{}", &b, 1)),
    ]
}

fn query() -> impl Strategy<Value = Vec<(String, String)>> {
    let key = prop_oneof![
        Just("limit".to_string()),
        Just("before_id".to_string()),
        Just("beforeId".to_string()),
        ".{0,12}",
    ];
    let value = prop_oneof![
        Just("-1".to_string()),
        Just("0".to_string()),
        Just("18446744073709551616".to_string()),
        "[0-9]{1,4}",
        ".{0,30}",
    ];
    prop::collection::vec((key, value), 0..3)
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        ".{0,20}".prop_map(Value::from),
        Just(Value::from("\0")),
        Just(Value::from("y".repeat(70_000))),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        let field = prop_oneof![
            Just("description".to_string()),
            Just("metadata".to_string()),
            Just("hostports".to_string()),
            Just("backend".to_string()),
            Just("sources".to_string()),
            Just("public_key".to_string()),
            Just("ssh_certificate_authority_id".to_string()),
            Just("private_key_type".to_string()),
            ".{0,10}",
        ];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(field, inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Raw bodies: JSON, nesting deeper than any parser allows, invalid UTF-8, or bytes at all.
fn body() -> impl Strategy<Value = Option<Vec<u8>>> {
    prop_oneof![
        Just(None),
        json_value().prop_map(|v| Some(v.to_string().into_bytes())),
        (100usize..2000).prop_map(|depth| Some(
            format!("{}{}", "[".repeat(depth), "]".repeat(depth)).into_bytes()
        )),
        Just(Some(b"{\"description\": \"\xff\xfe\"}".to_vec())),
        Just(Some(br#"{"key_size": 1e400}"#.to_vec())),
        prop::collection::vec(any::<u8>(), 0..64).prop_map(Some),
    ]
}

fn check_envelope(res: &ApiResponse) -> Result<(), TestCaseError> {
    prop_assert!((400..600).contains(&res.status), "status {}", res.status);
    let body = res
        .body
        .as_ref()
        .ok_or_else(|| TestCaseError::fail("an error without a body"))?;
    prop_assert_eq!(&body["status_code"], &json!(res.status));
    prop_assert!(
        body["msg"].as_str().is_some_and(|m| !m.is_empty()),
        "msg: {}",
        body
    );
    prop_assert_eq!(&body["details"]["operation_id"], &json!(res.operation_id));
    prop_assert!(
        body.get("error_code").is_none_or(Value::is_string),
        "error_code: {}",
        body
    );
    if res.status == 405 {
        prop_assert!(!res.allow.is_empty(), "405 without the allowed methods");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn the_router_answers_anything_and_refusals_change_nothing(
        method in method(),
        path in path(),
        query in query(),
        body in body(),
    ) {
        thread_local! {
            static WORLD: World = world();
        }
        WORLD.with(|world| {
            let mut path = path;
            for (i, id) in world.ids.iter().enumerate() {
                path = path.replace(&format!("@{i}"), id);
            }
            let req = ApiRequest { query, body, ..ApiRequest::new(method, path) };
            let before = state(world);
            let res = world.router.handle(&req);
            if !(200..300).contains(&res.status) {
                check_envelope(&res)?;
                prop_assert_eq!(state(world), before, "a refused {} {} changed the store", req.method, req.path);
            }
            Ok(())
        })?;
    }
}
