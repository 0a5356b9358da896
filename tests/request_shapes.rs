//! The request shapes official clients send (API-NOTES "Request shapes official clients send"),
//! each as the raw request: over HTTP to a real `tunnelctl serve`, and to the router in process.
//! Both runs go through the same table of requests and expect the same answers. Every refusal is
//! checked to have written nothing.

use crate::common;

use common::{fake_id, in_process_router, Env, LOCAL_BASE_URL, NOW};
use serde_json::{json, Value};
use tunnelctl::api::{ApiRequest, Method};
use tunnelctl::router::Router;

/// Where the raw requests go.
enum Target {
    /// A `tunnelctl serve` at this base URL.
    Http(String),
    /// The router, in this process.
    InProcess(Box<Router>),
}

struct Shapes {
    target: Target,
    /// Holds the store (and the server) for as long as the target is used.
    _env: Env,
}

impl Shapes {
    fn over_http() -> Self {
        let env = Env::remote();
        Shapes {
            target: Target::Http(env.base_url()),
            _env: env,
        }
    }

    fn in_process() -> Self {
        let env = Env::new();
        // The store directory is made by the first open.
        let router = in_process_router(&env.store(), NOW, LOCAL_BASE_URL);
        Shapes {
            target: Target::InProcess(Box::new(router)),
            _env: env,
        }
    }

    /// One request with `body` sent as its exact JSON text (none when `None`).
    fn send(&self, method: &str, path: &str, body: Option<&Value>) -> (u16, Value) {
        self.send_text(
            method,
            path,
            &body.map(Value::to_string).unwrap_or_default(),
        )
    }

    /// One request with `body` sent as it is, JSON or not (none when empty).
    fn send_text(&self, method: &str, path: &str, body: &str) -> (u16, Value) {
        match &self.target {
            Target::Http(url) => {
                common::http_text(url, method, path, body).expect("the server answers")
            }
            Target::InProcess(router) => {
                let method = Method::parse(method).expect("a known method");
                let mut req = ApiRequest::from_path_and_query(method, path);
                req.body = (!body.is_empty()).then(|| body.as_bytes().to_vec());
                let res = router.handle(&req);
                (res.status, res.body.unwrap_or(Value::Null))
            }
        }
    }

    /// A request that must succeed with `status`; returns the body.
    fn ok(&self, status: u16, method: &str, path: &str, body: Option<Value>) -> Value {
        let (got, answer) = self.send(method, path, body.as_ref());
        assert_eq!(got, status, "{method} {path} {body:?}: {answer}");
        answer
    }

    /// What GET shows at the collections and at `watch` (a status, and the body when 200).
    fn state(&self, watch: &[&str]) -> Vec<(String, u16, Value)> {
        // The collections' contents show whether a refused request wrote something.
        let collections: Vec<&str> = common::collections().collect();
        collections
            .iter()
            .chain(watch)
            .map(|path| {
                let (status, body) = self.send("GET", path, None);
                let body = if status == 200 { body } else { Value::Null };
                (path.to_string(), status, body)
            })
            .collect()
    }

    /// A request that must be refused with `status` and `code` ("" for none) and change nothing
    /// in the collections or at the `watch` paths; returns the message.
    fn refused(
        &self,
        (status, code): (u16, &str),
        method: &str,
        path: &str,
        body: Option<Value>,
        watch: &[&str],
    ) -> String {
        let before = self.state(watch);
        let (got, answer) = self.send(method, path, body.as_ref());
        assert_eq!(got, status, "{method} {path} {body:?}: {answer}");
        assert_eq!(answer["status_code"], status, "{answer}");
        assert_eq!(
            answer["error_code"].as_str().unwrap_or(""),
            code,
            "{answer}"
        );
        assert_eq!(
            self.state(watch),
            before,
            "{method} {path} {body:?} was refused but changed something"
        );
        answer["msg"].as_str().expect("a message").to_string()
    }
}

const INVALID: (u16, &str) = (400, "ERR_NGROK_215");
const UNKNOWN_FIELD: (u16, &str) = (400, "ERR_NGROK_214");
const BAD_JSON: (u16, &str) = (400, "ERR_NGROK_213");
const NOT_FOUND: (u16, &str) = (404, "");

const IDP_METADATA: &str = r#"<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"/>"#;

#[test]
fn every_shape_over_http() {
    every_shape(&Shapes::over_http());
}

#[test]
fn every_shape_in_process() {
    every_shape(&Shapes::in_process());
}

fn every_shape(t: &Shapes) {
    tcp_edge_modules_are_sub_resources(t);
    module_bodies_come_bare_or_wrapped(t);
    echoed_path_ids_must_be_the_paths(t);
    event_sources_answer_patch(t);
    only_an_object_is_a_module_body(t);
    traffic_policy_is_the_policy_module_as_text(t);
    the_edge_carries_its_traffic_policy(t);
    the_real_apis_other_paths_say_they_are_not_implemented(t);
    a_body_of_only_whitespace_is_not_json(t);
}

/// The current API's `traffic_policy` module (`{"enabled", "value"}`, the rules as JSON or YAML
/// text) is the edge's `policy` seen another way: set through one, it shows through the other
/// (the text answered back as it was sent); its CEL is checked like the policy's, and a refused
/// PUT changes nothing.
fn traffic_policy_is_the_policy_module_as_text(t: &Shapes) {
    let edge = t.ok(
        201,
        "POST",
        "/edges/tcp",
        Some(json!({"description": "tp"})),
    );
    let id = common::id(&edge);
    let path = format!("/edges/tcp/{id}/traffic_policy");
    let edge_path = format!("/edges/tcp/{id}");
    let not_set = t.refused(NOT_FOUND, "GET", &path, None, &[]);
    assert_eq!(
        not_set,
        format!("the traffic_policy module of TCP edge {id} is not set")
    );

    let yaml = "inbound:\n  - name: deny-one\n    expressions: [\"conn.client_ip == '10.0.0.9'\"]\n    actions: [{type: deny}]\n";
    let put = t.ok(
        200,
        "PUT",
        &path,
        Some(json!({"enabled": false, "value": yaml})),
    );
    assert_eq!(put, json!({"enabled": false, "value": yaml}));
    assert_eq!(t.ok(200, "GET", &path, None), put);
    let policy = &t.ok(200, "GET", &edge_path, None)["policy"];
    assert_eq!(policy["enabled"], false);
    assert_eq!(
        policy["inbound"][0]["expressions"][0],
        "conn.client_ip == '10.0.0.9'"
    );
    assert_eq!(policy["outbound"], json!([]));

    // JSON text too, and the wrapped form the real OpenAPI document describes.
    let json_text = json!({"outbound": [{"name": "o", "expressions": ["true"], "actions": [{"type": "deny"}]}]}).to_string();
    let wrapped = json!({"id": id, "module": {"value": json_text}});
    let put = t.ok(200, "PUT", &path, Some(wrapped));
    assert_eq!(put["enabled"], true, "enabled defaults to true");
    assert_eq!(
        t.ok(200, "GET", &format!("/edges/tcp/{id}/policy"), None)["outbound"][0]["name"],
        "o"
    );

    let watch = [path.as_str(), edge_path.as_str()];
    let bad_cel = json!({"value": "inbound: [{expressions: [\"conn.client_ip == (\"], actions: [{type: deny}]}]"});
    let msg = t.refused(INVALID, "PUT", &path, Some(bad_cel), &watch);
    assert!(msg.contains("is not a valid CEL expression"), "{msg}");
    let msg = t.refused(
        INVALID,
        "PUT",
        &path,
        Some(json!({"value": "- just\n- a list"})),
        &watch,
    );
    assert!(
        msg.starts_with("traffic_policy.value must be a traffic policy document"),
        "{msg}"
    );
    let msg = t.refused(
        INVALID,
        "PUT",
        &path,
        Some(json!({"value": "inbound: []\nrules: []"})),
        &watch,
    );
    assert!(msg.contains("unknown field `rules`"), "{msg}");
    t.refused(
        INVALID,
        "PUT",
        &path,
        Some(json!({"enabled": true})),
        &watch,
    );
    t.refused(
        UNKNOWN_FIELD,
        "PUT",
        &path,
        Some(json!({"value": "", "inbound": []})),
        &watch,
    );

    t.ok(204, "DELETE", &path, None);
    assert_eq!(t.ok(200, "GET", &edge_path, None)["policy"], Value::Null);
    t.refused(NOT_FOUND, "DELETE", &path, None, &[]);
}

/// The edge's own `traffic_policy` field (`TCPEdge`, `TCPEdgeCreate`, `TCPEdgeUpdate` in the
/// OpenAPI document): taken on create and update, answered with its text as sent, and the same
/// module as `policy`. Unknown action types and a `policy` that says otherwise are refused.
fn the_edge_carries_its_traffic_policy(t: &Shapes) {
    // Comments, key order and spacing are the user's: answered back byte for byte.
    let yaml = "# ops\ninbound:\n  - name: office\n    expressions: [\"conn.client_ip != '10.0.0.9'\"]\n    actions:\n      - {type: restrict-ips, config: {allow: [10.0.0.0/8]}}\n";
    let edge = t.ok(
        201,
        "POST",
        "/edges/tcp",
        Some(json!({"description": "tp", "traffic_policy": {"value": yaml}})),
    );
    let id = common::id(&edge);
    let edge_path = format!("/edges/tcp/{id}");
    let module_path = format!("/edges/tcp/{id}/traffic_policy");
    let sent = json!({"enabled": true, "value": yaml});
    assert_eq!(edge["traffic_policy"], sent, "{edge}");
    let got = t.ok(200, "GET", &edge_path, None);
    assert_eq!(got["traffic_policy"], sent);
    assert_eq!(
        got["policy"]["inbound"][0]["actions"][0]["type"],
        "restrict-ips"
    );
    assert_eq!(t.ok(200, "GET", &module_path, None), sent);

    // Update replaces it; JSON text stays JSON text, spacing included.
    let json_text =
        r#"{ "outbound": [ {"expressions": ["true"], "actions": [{"type": "log"}]} ] }"#;
    let updated = t.ok(
        200,
        "PATCH",
        &edge_path,
        Some(json!({"traffic_policy": {"enabled": false, "value": json_text}})),
    );
    let sent = json!({"enabled": false, "value": json_text});
    assert_eq!(updated["traffic_policy"], sent);
    assert_eq!(t.ok(200, "GET", &edge_path, None)["traffic_policy"], sent);
    // The edge read back whole carries both shapes, and is taken back.
    let whole = t.ok(200, "GET", &edge_path, None);
    let again = json!({"policy": whole["policy"], "traffic_policy": whole["traffic_policy"]});
    assert_eq!(
        t.ok(200, "PATCH", &edge_path, Some(again))["traffic_policy"],
        sent
    );

    let watch = [edge_path.as_str(), module_path.as_str()];
    let unknown_action =
        json!({"traffic_policy": {"value": "inbound: [{actions: [{type: rate-limit}]}]"}});
    let msg = t.refused(INVALID, "PATCH", &edge_path, Some(unknown_action), &watch);
    assert_eq!(
        msg,
        "traffic_policy.value.inbound[0].actions[0].type \"rate-limit\" is not an action type a \
         TCP edge takes; use one of deny, log, restrict-ips"
    );
    let msg = t.refused(
        INVALID,
        "POST",
        "/edges/tcp",
        Some(json!({"policy": {"inbound": [{"actions": [{"type": "denny"}]}]}})),
        &watch,
    );
    assert!(
        msg.starts_with("policy.inbound[0].actions[0].type \"denny\""),
        "{msg}"
    );
    let disagreeing = json!({"policy": {"inbound": []}, "traffic_policy": {"value": json_text}});
    let msg = t.refused(INVALID, "PATCH", &edge_path, Some(disagreeing), &watch);
    assert!(msg.contains("policy and traffic_policy"), "{msg}");
    t.refused(
        UNKNOWN_FIELD,
        "PATCH",
        &edge_path,
        Some(json!({"traffic_policy": {"value": json_text, "rules": []}})),
        &watch,
    );

    // Set as `policy`, it reads back through `traffic_policy` as its rules in JSON.
    let policy = json!({"inbound": [{"name": "d", "expressions": ["true"], "actions": [{"type": "deny", "config": null}]}], "outbound": []});
    let updated = t.ok(200, "PATCH", &edge_path, Some(json!({"policy": policy})));
    let value: Value =
        serde_json::from_str(updated["traffic_policy"]["value"].as_str().unwrap()).unwrap();
    assert_eq!(value, policy);
    t.ok(204, "DELETE", &edge_path, None);
}

/// A path of the real API that tunnelctl does not emulate says so in its own error code; a path
/// that no version of the API has stays a plain 404.
fn the_real_apis_other_paths_say_they_are_not_implemented(t: &Shapes) {
    for (method, path) in [
        ("GET", "/bot_users"),
        ("POST", "/reserved_domains"),
        ("GET", "/edges/https"),
        ("DELETE", "/edges/tls/edgtls_1/backend"),
    ] {
        let msg = t.refused(
            (404, "ERR_TUNNELCTL_NOT_IMPLEMENTED"),
            method,
            path,
            None,
            &[],
        );
        assert!(
            msg.starts_with(&format!("tunnelctl does not implement {path}")),
            "{msg}"
        );
    }
    let msg = t.refused(NOT_FOUND, "GET", "/no_such_collection", None, &[]);
    assert_eq!(msg, "Not Found");
}

/// A module body for each TCP edge module, and a second one to replace it with.
fn tcp_modules() -> [(&'static str, Value, Value); 3] {
    let rule =
        |expr: &str| json!({"name": "r", "expressions": [expr], "actions": [{"type": "deny"}]});
    [
        (
            "backend",
            json!({"backend_id": fake_id("bkdtg", 1)}),
            json!({"enabled": false, "backend_id": fake_id("bkdfo", 2)}),
        ),
        (
            "ip_restriction",
            json!({"ip_policy_ids": [fake_id("ipp", 1)]}),
            json!({"enabled": false, "ip_policy_ids": [fake_id("ipp", 2), fake_id("ipp", 3)]}),
        ),
        (
            "policy",
            json!({"inbound": [rule("conn.client_ip == '10.0.0.1'")]}),
            json!({"enabled": false, "outbound": [rule("true")]}),
        ),
    ]
}

fn tcp_edge_modules_are_sub_resources(t: &Shapes) {
    let edge = t.ok(
        201,
        "POST",
        "/edges/tcp",
        Some(json!({"description": "shapes"})),
    );
    let id = common::id(&edge);
    for (module, first, second) in tcp_modules() {
        let path = format!("/edges/tcp/{id}/{module}");
        let not_set = format!("the {module} module of TCP edge {id} is not set");
        for method in ["GET", "DELETE"] {
            let msg = t.refused(NOT_FOUND, method, &path, None, &[&path]);
            assert_eq!(msg, not_set, "{method} {path}");
        }

        // PUT (bare) sets the module and answers it as GET and the edge show it.
        let put = t.ok(200, "PUT", &path, Some(first.clone()));
        assert_eq!(t.ok(200, "GET", &path, None), put);
        let shown = t.ok(200, "GET", &format!("/edges/tcp/{id}"), None);
        assert_eq!(shown[module], put, "{module}");
        assert_eq!(put["enabled"], true, "enabled left out means true");

        // PUT replaces the module whole, exactly as PATCH does with the same module.
        let replaced = t.ok(200, "PUT", &path, Some(second.clone()));
        let patched = t.ok(
            200,
            "PATCH",
            &format!("/edges/tcp/{id}"),
            Some(json!({module: second})),
        );
        assert_eq!(patched[module], replaced, "{module}");
        assert_eq!(replaced["enabled"], false);
        let other_modules_unchanged = t.ok(200, "GET", &format!("/edges/tcp/{id}"), None);
        assert_eq!(other_modules_unchanged["description"], "shapes");

        // DELETE removes it; a second DELETE says it is not set.
        t.ok(204, "DELETE", &path, None);
        let msg = t.refused(NOT_FOUND, "GET", &path, None, &[&path]);
        assert_eq!(msg, not_set);
        assert_eq!(
            t.ok(200, "GET", &format!("/edges/tcp/{id}"), None)[module],
            Value::Null
        );

        // A module of an edge that does not exist: 404, and no edge appears.
        let missing = fake_id("edgtcp", 9);
        t.refused(
            NOT_FOUND,
            "PUT",
            &format!("/edges/tcp/{missing}/{module}"),
            Some(first.clone()),
            &[],
        );
        // Other methods: 405 listing the three.
        let (status, answer) = t.send("POST", &path, Some(&first));
        assert_eq!(status, 405, "{answer}");
        assert_eq!(
            answer["msg"],
            "POST is not allowed here; allowed: GET, PUT, DELETE"
        );
    }

    // PUT and PATCH share every rule and every message.
    let path = format!("/edges/tcp/{id}/backend");
    t.ok(
        200,
        "PUT",
        &path,
        Some(json!({"backend_id": fake_id("bkdtg", 1)})),
    );
    for (module, bad, code) in [
        (
            "backend",
            json!({"backend_id": fake_id("ipp", 1)}),
            "ERR_NGROK_227",
        ),
        (
            "ip_restriction",
            json!({"ip_policy_ids": []}),
            "ERR_NGROK_215",
        ),
        (
            "policy",
            json!({"inbound": [{"expressions": ["conn.ip == ("], "actions": [{"type": "deny"}]}]}),
            "ERR_NGROK_215",
        ),
        (
            "backend",
            json!({"backend_id": fake_id("bkdtg", 1), "x": 1}),
            "ERR_NGROK_214",
        ),
    ] {
        let module_path = format!("/edges/tcp/{id}/{module}");
        let watch = [path.as_str(), module_path.as_str()];
        let put = t.refused((400, code), "PUT", &module_path, Some(bad.clone()), &watch);
        let patch = t.refused(
            (400, code),
            "PATCH",
            &format!("/edges/tcp/{id}"),
            Some(json!({module: bad})),
            &watch,
        );
        if code != "ERR_NGROK_214" {
            assert_eq!(put, patch, "{module}");
        }
    }
    t.ok(204, "DELETE", &format!("/edges/tcp/{id}"), None);
}

fn module_bodies_come_bare_or_wrapped(t: &Shapes) {
    // TCP edge modules: {"id", "module"}.
    let edge = t.ok(201, "POST", "/edges/tcp", None);
    let id = common::id(&edge);
    let other = fake_id("edgtcp", 8);
    for (module, first, second) in tcp_modules() {
        let path = format!("/edges/tcp/{id}/{module}");
        let bare = t.ok(200, "PUT", &path, Some(second.clone()));
        let wrapped = t.ok(200, "PUT", &path, Some(json!({"id": id, "module": first})));
        assert_ne!(wrapped, bare);
        assert_eq!(t.ok(200, "GET", &path, None), wrapped);
        // The wrapper without its ID is accepted too: the path says which edge.
        assert_eq!(
            t.ok(200, "PUT", &path, Some(json!({"module": second}))),
            bare
        );

        let msg = t.refused(
            INVALID,
            "PUT",
            &path,
            Some(json!({"id": other, "module": first})),
            &[&path],
        );
        assert_eq!(
            msg,
            format!(
                "id in the body ({other}) differs from the id in the path ({id}); leave it out \
                 or repeat the path's"
            )
        );
        let msg = t.refused(
            UNKNOWN_FIELD,
            "PUT",
            &path,
            Some(json!({"id": id, "module": first, "description": "x"})),
            &[&path],
        );
        assert!(msg.starts_with("unknown field `description`: a body that gives `module` or an ID is the wrapped form and holds only `id`, `module`"), "{msg}");
        let msg = t.refused(
            UNKNOWN_FIELD,
            "PUT",
            &path,
            Some(json!({"id": id, "module": {"colour": "red"}})),
            &[&path],
        );
        assert!(
            msg.starts_with("unknown field `module.colour`, expected"),
            "{msg}"
        );
    }

    // Route modules: {"edge_id", "id", "module"}.
    let (https_edge, route) = (fake_id("edghts", 1), fake_id("edghtsrt", 1));
    let compression = format!("/edges/https/{https_edge}/routes/{route}/compression");
    let answer = t.ok(
        200,
        "PUT",
        &compression,
        Some(json!({"edge_id": https_edge, "id": route, "module": {"enabled": false}})),
    );
    assert_eq!(answer, json!({"enabled": false}));
    assert_eq!(t.ok(200, "GET", &compression, None), answer);
    assert_eq!(
        t.ok(200, "PUT", &compression, Some(json!({"enabled": true}))),
        json!({"enabled": true})
    );
    let other_edge = fake_id("edghts", 2);
    let msg = t.refused(
        INVALID,
        "PUT",
        &compression,
        Some(json!({"edge_id": other_edge, "id": route, "module": {"enabled": false}})),
        &[&compression],
    );
    assert!(
        msg.starts_with(&format!(
            "edge_id in the body ({other_edge}) differs from the edge_id in the path ({https_edge})"
        )),
        "{msg}"
    );
    let other_route = fake_id("edghtsrt", 2);
    let msg = t.refused(
        INVALID,
        "PUT",
        &compression,
        Some(json!({"edge_id": https_edge, "id": other_route, "module": {}})),
        &[&compression],
    );
    assert!(
        msg.starts_with(&format!("id in the body ({other_route})")),
        "{msg}"
    );
    t.ok(204, "DELETE", &compression, None);
    let msg = t.refused(NOT_FOUND, "GET", &compression, None, &[]);
    assert_eq!(
        msg,
        format!("the compression module of HTTPS edge route {route} is not set")
    );

    let saml = format!("/edges/https/{https_edge}/routes/{route}/saml");
    let answer = t.ok(
        200,
        "PUT",
        &saml,
        Some(json!({
            "edge_id": https_edge,
            "id": route,
            "module": {"idp_metadata": IDP_METADATA, "authorized_groups": ["ops"]},
        })),
    );
    assert_eq!(answer["authorized_groups"], json!(["ops"]));
    assert_eq!(t.ok(200, "GET", &saml, None), answer);
    let msg = t.refused(
        INVALID,
        "PUT",
        &saml,
        Some(json!({"edge_id": https_edge, "id": route, "module": {}})),
        &[&saml],
    );
    assert!(
        msg.starts_with("idp_metadata"),
        "module rules still apply: {msg}"
    );
    t.ok(204, "DELETE", &saml, None);

    // TLS termination: {"id", "module"}.
    let tls_edge = fake_id("edgtls", 1);
    let tls = format!("/edges/tls/{tls_edge}/tls_termination");
    let answer = t.ok(
        200,
        "PUT",
        &tls,
        Some(json!({"id": tls_edge, "module": {"terminate_at": "upstream"}})),
    );
    assert_eq!(
        answer,
        json!({"enabled": true, "terminate_at": "upstream", "min_version": null})
    );
    assert_eq!(t.ok(200, "GET", &tls, None), answer);
    let other_tls = fake_id("edgtls", 2);
    let msg = t.refused(
        INVALID,
        "PUT",
        &tls,
        Some(json!({"id": other_tls, "module": {"terminate_at": "edge"}})),
        &[&tls],
    );
    assert!(
        msg.starts_with(&format!("id in the body ({other_tls})")),
        "{msg}"
    );
    let msg = t.refused(
        INVALID,
        "PUT",
        &tls,
        Some(json!({"id": tls_edge, "module": {"terminate_at": "upstream", "min_version": "1.2"}})),
        &[&tls],
    );
    assert!(msg.starts_with("min_version must be null"), "{msg}");
    t.ok(204, "DELETE", &tls, None);
    let msg = t.refused(NOT_FOUND, "DELETE", &tls, None, &[]);
    assert_eq!(
        msg,
        format!("the TLS termination module of TLS edge {tls_edge} is not set")
    );
}

fn echoed_path_ids_must_be_the_paths(t: &Shapes) {
    // `subscription_id` on POST …/sources, as the OpenAPI document puts it in the body.
    let sub = t.ok(
        201,
        "POST",
        "/event_subscriptions",
        Some(json!({"description": "s"})),
    );
    let sub_id = common::id(&sub);
    let sources = format!("/event_subscriptions/{sub_id}/sources");
    let source = t.ok(
        201,
        "POST",
        &sources,
        Some(json!({"subscription_id": sub_id, "type": "ip_policy_created.v0"})),
    );
    assert_eq!(source["type"], "ip_policy_created.v0");
    let other = fake_id("esb", 3);
    let msg = t.refused(
        INVALID,
        "POST",
        &sources,
        Some(json!({"subscription_id": other, "type": "ip_policy_deleted.v0"})),
        &[&sources],
    );
    assert_eq!(
        msg,
        format!(
            "subscription_id in the body ({other}) differs from the subscription_id in the path \
             ({sub_id}); leave it out or repeat the path's"
        )
    );
    let listed = t.ok(200, "GET", &sources, None);
    assert_eq!(listed["sources"].as_array().map(Vec::len), Some(1));

    // `id` on updates (as before) and on session actions.
    let msg = t.refused(
        INVALID,
        "PATCH",
        &format!("/event_subscriptions/{sub_id}"),
        Some(json!({"id": other, "description": "x"})),
        &[],
    );
    assert!(
        msg.starts_with(&format!("id in the body ({other})")),
        "{msg}"
    );
    let renamed = t.ok(
        200,
        "PATCH",
        &format!("/event_subscriptions/{sub_id}"),
        Some(json!({"id": sub_id, "description": "renamed"})),
    );
    assert_eq!(renamed["description"], "renamed");

    let session = t.ok(201, "POST", "/emulator/agents", None);
    let ts = common::id(&session);
    let stop = format!("/tunnel_sessions/{ts}/stop");
    let other_ts = fake_id("ts", 4);
    let msg = t.refused(INVALID, "POST", &stop, Some(json!({"id": other_ts})), &[]);
    assert!(
        msg.starts_with(&format!(
            "id in the body ({other_ts}) differs from the id in the path ({ts})"
        )),
        "{msg}"
    );
    t.refused(
        UNKNOWN_FIELD,
        "POST",
        &stop,
        Some(json!({"id": ts, "force": true})),
        &[],
    );
    // The TypeScript SDK posts `restart` and `stop` with the bare session ID as the body: read
    // as the echoed `id` when it is the path's, not JSON otherwise.
    let (status, answer) = t.send_text("POST", &stop, &other_ts);
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["error_code"], "ERR_NGROK_213", "{answer}");
    assert!(
        answer["msg"]
            .as_str()
            .unwrap()
            .starts_with("the request body is not valid JSON"),
        "{answer}"
    );
    t.ok(200, "GET", &format!("/tunnel_sessions/{ts}"), None);
    let restart = format!("/tunnel_sessions/{ts}/restart");
    let (status, answer) = t.send_text("POST", &restart, &ts);
    assert_eq!((status, &answer), (204, &Value::Null));
    let sessions = t.ok(200, "GET", "/tunnel_sessions", None);
    let restarted = common::id(&sessions["tunnel_sessions"][0]);
    assert_ne!(restarted, ts, "the agent came back under a new ID");
    assert_eq!(
        t.ok(
            204,
            "POST",
            &format!("/tunnel_sessions/{restarted}/stop"),
            Some(json!({"id": restarted}))
        ),
        Value::Null
    );
    assert_eq!(
        t.ok(200, "GET", "/tunnel_sessions", None)["tunnel_sessions"],
        json!([])
    );
}

fn event_sources_answer_patch(t: &Shapes) {
    let sub = t.ok(
        201,
        "POST",
        "/event_subscriptions",
        Some(json!({"sources": [{"type": "ip_policy_created.v0"}]})),
    );
    let sub_id = common::id(&sub);
    let kind = "ip_policy_created.v0";
    let path = format!("/event_subscriptions/{sub_id}/sources/{kind}");
    let source = t.ok(200, "GET", &path, None);
    assert_eq!(source["type"], kind);
    // `{}`, no body (the Python SDK), and an echo of the path (the TypeScript SDK).
    assert_eq!(t.ok(200, "PATCH", &path, Some(json!({}))), source);
    assert_eq!(t.ok(200, "PATCH", &path, None), source);
    assert_eq!(
        t.ok(
            200,
            "PATCH",
            &path,
            Some(json!({"subscription_id": sub_id, "type": kind}))
        ),
        source
    );
    let msg = t.refused(
        INVALID,
        "PATCH",
        &path,
        Some(json!({"type": "ip_policy_deleted.v0"})),
        &[&path],
    );
    assert_eq!(
        msg,
        format!(
            "type in the body (ip_policy_deleted.v0) differs from the type in the path ({kind}); \
             leave it out or repeat the path's"
        )
    );
    let other = fake_id("esb", 5);
    let msg = t.refused(
        INVALID,
        "PATCH",
        &path,
        Some(json!({"subscription_id": other})),
        &[&path],
    );
    assert!(msg.starts_with("subscription_id in the body"), "{msg}");
    t.refused(
        UNKNOWN_FIELD,
        "PATCH",
        &path,
        Some(json!({"enabled": true})),
        &[&path],
    );
    // A source the subscription does not have, and a subscription that does not exist.
    let absent = format!("/event_subscriptions/{sub_id}/sources/ip_policy_deleted.v0");
    t.refused(NOT_FOUND, "PATCH", &absent, Some(json!({})), &[]);
    t.refused(
        NOT_FOUND,
        "PATCH",
        &format!("/event_subscriptions/{other}/sources/{kind}"),
        None,
        &[],
    );
    let (status, answer) = t.send("PUT", &path, None);
    assert_eq!(status, 405, "{answer}");
    assert_eq!(
        answer["msg"],
        "PUT is not allowed here; allowed: GET, PATCH, DELETE"
    );
}

fn only_an_object_is_a_module_body(t: &Shapes) {
    let edge = t.ok(201, "POST", "/edges/tcp", None);
    let path = format!("/edges/tcp/{}/backend", common::id(&edge));
    for body in [json!([]), json!(null), json!("backend"), json!(1)] {
        t.refused(BAD_JSON, "PUT", &path, Some(body), &[&path]);
    }
}

/// Issue 24, item 11b: whitespace is not JSON, so it is not read as an absent body; every endpoint
/// refuses it like any other body that is not an object, and writes nothing.
fn a_body_of_only_whitespace_is_not_json(t: &Shapes) {
    let edge = t.ok(201, "POST", "/edges/tcp", None);
    let id = common::id(&edge);
    let (edge_path, backend) = (
        format!("/edges/tcp/{id}"),
        format!("/edges/tcp/{id}/backend"),
    );
    for (method, path) in [
        ("POST", "/edges/tcp"),
        ("PATCH", edge_path.as_str()),
        ("PUT", backend.as_str()),
        ("POST", "/event_subscriptions"),
    ] {
        for blank in [" ", "\n", " \t\r\n "] {
            let before = t.state(&[&edge_path, &backend]);
            let (status, answer) = t.send_text(method, path, blank);
            assert_eq!(status, 400, "{method} {path} {blank:?}: {answer}");
            assert_eq!(answer["error_code"], BAD_JSON.1, "{answer}");
            assert!(
                answer["msg"].as_str().unwrap().contains("only whitespace"),
                "{answer}"
            );
            assert_eq!(
                t.state(&[&edge_path, &backend]),
                before,
                "{method} {path} {blank:?} was refused but changed something"
            );
        }
    }
}
