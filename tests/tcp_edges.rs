//! TCP edges through the binary: every operation in JSON, YAML and table form, every refusal with
//! its code and an unchanged store, and pagination.

use crate::common;
use tunnelctl::cli::exit;

use common::{fake_id, id, Env};
use serde_json::{json, Value};
use tunnelctl::api::Method;

const HP: &str = "1.tcp.example.com:20000";

fn create_full(env: &Env) -> Value {
    let policy = env.file(
        "policy.yaml",
        "inbound:\n  - name: deny-one\n    expressions: [\"conn.client_ip == '10.0.0.1'\"]\n    actions: [{type: deny}]\n",
    );
    env.json(&[
        "tcp-edge",
        "create",
        "--description",
        "demo",
        "--metadata",
        "{\"team\":\"ops\"}",
        "--hostport",
        HP,
        "--backend-id",
        &fake_id("bkdtg", 1),
        "--ip-policy-id",
        &fake_id("ipp", 1),
        "--ip-restriction-enabled",
        "false",
        "--policy-file",
        policy.to_str().unwrap(),
    ])
}

common::transport_tests! {
fn create_returns_every_field_and_get_returns_the_same(env) {
    let edge = create_full(&env);
    let id = edge["id"].as_str().unwrap();
    assert!(id.starts_with("edgtcp_") && id.len() == 34, "{id}");
    assert_eq!(edge["description"], "demo");
    assert_eq!(edge["metadata"], "{\"team\":\"ops\"}");
    assert_eq!(edge["created_at"], common::NOW);
    assert_eq!(edge["uri"], format!("{}/edges/tcp/{id}", env.base_url()));
    assert_eq!(edge["hostports"], json!([HP]));
    assert_eq!(edge["backend"]["enabled"], true);
    assert_eq!(edge["backend"]["backend"]["id"], fake_id("bkdtg", 1));
    assert_eq!(
        edge["backend"]["backend"]["uri"],
        format!(
            "{}/backends/tunnel_group/{}",
            env.base_url(),
            fake_id("bkdtg", 1)
        )
    );
    assert_eq!(edge["ip_restriction"]["enabled"], false);
    assert_eq!(
        edge["ip_restriction"]["ip_policies"][0]["id"],
        fake_id("ipp", 1)
    );
    assert_eq!(edge["policy"]["enabled"], true);
    assert_eq!(edge["policy"]["inbound"][0]["actions"][0]["type"], "deny");
    assert_eq!(edge["policy"]["outbound"], json!([]));

    assert_eq!(env.json(&["tcp-edge", "get", id]), edge);
    assert_eq!(env.yaml(&["tcp-edge", "get", id]), edge);
}

fn unset_fields_are_empty_strings_and_nulls(env) {
    let edge = env.json(&["tcp-edge", "create"]);
    assert_eq!(edge["description"], "");
    assert_eq!(edge["metadata"], "");
    for module in ["hostports", "backend", "ip_restriction", "policy"] {
        assert_eq!(edge[module], Value::Null, "{module}");
    }
}

fn tables_for_people(env) {
    let edge = create_full(&env);
    env.json(&[
        "tcp-edge",
        "create",
        "--description",
        "second",
        "--hostport",
        "2.tcp.example.com:20001",
    ]);
    insta::assert_snapshot!(
        "get_table",
        env.snapshot_text(&env.table(&["tcp-edge", "get", edge["id"].as_str().unwrap()]))
    );
    insta::assert_snapshot!("list_table", env.table(&["tcp-edge", "list"]));
}

fn update_keeps_absent_modules_and_replaces_present_ones_whole(env) {
    let edge = create_full(&env);
    let id = edge["id"].as_str().unwrap();

    let updated = env.json(&[
        "tcp-edge",
        "update",
        id,
        "--description",
        "renamed",
        "--backend-id",
        &fake_id("bkdfo", 2),
    ]);
    assert_eq!(updated["description"], "renamed");
    assert_eq!(
        updated["metadata"], edge["metadata"],
        "absent field unchanged"
    );
    assert_eq!(
        updated["ip_restriction"], edge["ip_restriction"],
        "absent module unchanged"
    );
    assert_eq!(updated["policy"], edge["policy"], "absent module unchanged");
    assert_eq!(
        updated["backend"],
        json!({"enabled": true, "backend": {"id": fake_id("bkdfo", 2), "uri": format!("{}/backends/failover/{}", env.base_url(), fake_id("bkdfo", 2))}})
    );

    // Toggling only `enabled` keeps the module's target.
    let toggled = env.json(&["tcp-edge", "update", id, "--backend-enabled", "false"]);
    assert_eq!(toggled["backend"]["enabled"], false);
    assert_eq!(toggled["backend"]["backend"]["id"], fake_id("bkdfo", 2));

    // A present module replaces the old one whole: the new IP policy list is not merged.
    let replaced = env.json(&[
        "tcp-edge",
        "update",
        id,
        "--ip-policy-id",
        &fake_id("ipp", 3),
    ]);
    assert_eq!(
        replaced["ip_restriction"]["enabled"], true,
        "enabled defaults to true in a replacement"
    );
    assert_eq!(
        replaced["ip_restriction"]["ip_policies"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    assert_eq!(
        env.json(&["tcp-edge", "get", id]),
        replaced,
        "the update is stored"
    );
}

fn update_from_file_with_flags_overriding(env) {
    let id = env.json(&["tcp-edge", "create"])["id"]
        .as_str()
        .unwrap()
        .to_string();
    let file = env.file(
        "body.yaml",
        "description: from-file\nmetadata: m\nhostports: ['a.example.com:1']\n",
    );
    let edge = env.json(&[
        "tcp-edge",
        "update",
        &id,
        "--from-file",
        file.to_str().unwrap(),
        "--description",
        "flag",
    ]);
    assert_eq!(edge["description"], "flag");
    assert_eq!(edge["metadata"], "m");
    assert_eq!(edge["hostports"], json!(["a.example.com:1"]));
}

fn modules_are_removed_through_their_own_delete(env) {
    let edge = create_full(&env);
    let id = edge["id"].as_str().unwrap();
    let after = env.json(&[
        "tcp-edge", "update", id, "--remove", "backend", "--remove", "policy",
    ]);
    assert_eq!(after["backend"], Value::Null);
    assert_eq!(after["policy"], Value::Null);
    assert_eq!(after["ip_restriction"], edge["ip_restriction"]);
    assert_eq!(env.json(&["tcp-edge", "get", id]), after);

    // Removing a module that is not set is a 404.
    env.assert_refused(&["tcp-edge", "update", id, "--remove", "backend"], exit::NOT_FOUND, "");
}

fn get_shows_one_module_through_its_sub_resource(env) {
    let edge = create_full(&env);
    let id = edge["id"].as_str().unwrap();
    for (flag, field) in [
        ("backend", "backend"),
        ("ip-restriction", "ip_restriction"),
        ("policy", "policy"),
    ] {
        let module = env.json(&["tcp-edge", "get", id, "--module", flag]);
        assert_eq!(module, edge[field], "{flag}");
        assert_eq!(env.yaml(&["tcp-edge", "get", id, "--module", flag]), module);
    }
    let table = env.table(&["tcp-edge", "get", id, "--module", "backend"]);
    assert!(table.contains(&format!("backend.id   {}", fake_id("bkdtg", 1))), "{table}");

    env.json(&["tcp-edge", "update", id, "--remove", "policy"]);
    let r = env.assert_refused(
        &["tcp-edge", "get", id, "--module", "policy"],
        exit::NOT_FOUND,
        "",
    );
    assert_eq!(r.msg(), format!("the policy module of TCP edge {id} is not set"));
}

fn delete_removes_the_edge_and_frees_its_hostports(env) {
    let edge = create_full(&env);
    let id = edge["id"].as_str().unwrap();
    let out = env.run(&["tcp-edge", "delete", id, "--yes"]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty(), "delete prints nothing on stdout");
    assert!(String::from_utf8_lossy(&out.stderr).contains(&format!("deleted TCP edge {id}")));
    assert_eq!(env.refuse(&["tcp-edge", "get", id]).exit, exit::NOT_FOUND);
    assert_eq!(env.json(&["tcp-edge", "list"])["tcp_edges"], json!([]));
    // The hostport can be used again.
    env.json(&["tcp-edge", "create", "--hostport", HP]);
}

fn refused_requests_change_nothing(env) {
    let edge = create_full(&env);
    let id = edge["id"].as_str().unwrap();
    let long = |n: usize| "é".repeat(n / 2) + &"x".repeat(n % 2);

    let r = env.assert_refused(
        &["tcp-edge", "create", "--description", &long(256)], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert_eq!(
        r.msg(),
        "description is limited to 255 bytes; 256 were given"
    );
    env.json(&["tcp-edge", "update", id, "--description", &long(255)]); // 255 bytes is fine
    let r = env.assert_refused(
        &["tcp-edge", "update", id, "--metadata", &"m".repeat(4097)], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert_eq!(
        r.msg(),
        "metadata is limited to 4096 bytes; 4097 were given"
    );

    let r = env.assert_refused(
        &["tcp-edge", "create", "--hostport", "host:0"], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert!(
        r.msg()
            .contains("hostports[0]: the port must be a number from 1 to 65535"),
        "{}",
        r.msg()
    );
    env.assert_refused(
        &["tcp-edge", "create", "--hostport", "host:70000"], exit::FAILURE,
        "ERR_NGROK_215",
    );
    env.assert_refused(
        &["tcp-edge", "create", "--hostport", "not a host:80"], exit::FAILURE,
        "ERR_NGROK_215",
    );
    env.assert_refused(
        &[
            "tcp-edge",
            "create",
            "--hostport",
            "a.example.com:1",
            "--hostport",
            "A.example.com:1",
        ], exit::FAILURE,
        "ERR_NGROK_215",
    );

    let r = env.assert_refused(
        &["tcp-edge", "create", "--hostport", HP], exit::CONFLICT,
        "ERR_NGROK_7122",
    );
    assert!(
        r.msg().contains(id),
        "names the edge that holds it: {}",
        r.msg()
    );

    let r = env.assert_refused(
        &["tcp-edge", "create", "--backend-id", &fake_id("ipp", 1)], exit::FAILURE,
        "ERR_NGROK_227",
    );
    assert!(
        r.msg()
            .starts_with("backend.backend_id: expected an ID with a prefix of bkdtg_ or bkdfo_"),
        "{}",
        r.msg()
    );
    env.assert_refused(
        &["tcp-edge", "create", "--ip-policy-id", &fake_id("bkdtg", 1)], exit::FAILURE,
        "ERR_NGROK_227",
    );

    let bad_cel = env.file(
        "bad.json",
        r#"{"inbound":[{"name":"x","expressions":["conn.ip == ("],"actions":[{"type":"deny"}]}]}"#,
    );
    let r = env.assert_refused(
        &[
            "tcp-edge",
            "create",
            "--policy-file",
            bad_cel.to_str().unwrap(),
        ], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert!(
        r.msg()
            .starts_with("policy.inbound[0].expressions[0] is not a valid CEL expression"),
        "{}",
        r.msg()
    );
    let no_action = env.file(
        "noaction.json",
        r#"{"inbound":[{"name":"x","expressions":[],"actions":[]}]}"#,
    );
    env.assert_refused(
        &[
            "tcp-edge",
            "create",
            "--policy-file",
            no_action.to_str().unwrap(),
        ], exit::FAILURE,
        "ERR_NGROK_215",
    );

    let unknown = env.file("unknown.json", r#"{"description":"x","colour":"red"}"#);
    let r = env.assert_refused(
        &[
            "tcp-edge",
            "create",
            "--from-file",
            unknown.to_str().unwrap(),
        ], exit::FAILURE,
        "ERR_NGROK_214",
    );
    assert!(
        r.msg()
            .starts_with("unknown field `colour`, expected one of"),
        "{}",
        r.msg()
    );

    let missing = "edgtcp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqz";
    let r = env.assert_refused(
        &["tcp-edge", "update", missing, "--description", "x"], exit::NOT_FOUND,
        "",
    );
    assert_eq!(r.body["status_code"], 404);
    env.assert_refused(
        &["tcp-edge", "get", "ts_2Ba8mJ6fB3bNBGn0ImcMOuSJPqz"], exit::FAILURE,
        "ERR_NGROK_227",
    );
    env.assert_refused(&["tcp-edge", "delete", missing], exit::NOT_FOUND, "");
}

/// `api` prints every response body on stdout, errors included (they are its data); the exit code
/// follows the status.
fn raw_api_requests_report_wire_errors(env) {
    let api = |args: &[&str]| {
        let out = env.run(args);
        let body: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
        (out.status.code().unwrap(), body)
    };
    let (exit, body) = api(&["api", "PATCH", "/edges/tcp"]);
    assert_eq!(
        (
            exit,
            body["status_code"].clone(),
            body["error_code"].clone()
        ),
        (1, json!(405), json!("ERR_NGROK_405"))
    );
    let (exit, body) = api(&["api", "GET", "/nowhere"]);
    assert_eq!(exit, 3);
    assert_eq!(body["msg"], "Not Found");
    assert_eq!(body["details"]["path"], "/nowhere");
    for (query, code) in [
        ("limit=0", "ERR_NGROK_233"),
        ("before_id=nope", "ERR_NGROK_223"),
        ("page=2", "ERR_NGROK_231"),
    ] {
        let (exit, body) = api(&["api", "GET", &format!("/edges/tcp?{query}")]);
        assert_eq!(
            (exit, body["error_code"].as_str()),
            (1, Some(code)),
            "{query}"
        );
    }

    let bad_json = env.file("bad.json", "{");
    let out = env.run(&[
        "api",
        "POST",
        "/edges/tcp",
        "--input",
        bad_json.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "a file that is not JSON/YAML is a usage error before anything is sent"
    );
    assert!(env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .unwrap()
        .is_empty());
}

fn pagination_over_250_edges(env) {
    // 249 edges straight through the API (the CLI is not what this test is about), the last one
    // by `api POST` with the body on stdin.
    let bodies: Vec<Value> = (0..249).map(|i| json!({"description": format!("e{i}")})).collect();
    let requests: Vec<_> = bodies.iter().map(|b| (Method::Post, "/edges/tcp", Some(b.clone()))).collect();
    let mut created: Vec<String> = env
        .api_all(&requests)
        .into_iter()
        .map(|(status, edge)| {
            assert_eq!(status, 201, "{edge}");
            id(&edge)
        })
        .collect();
    let out = env
        .cmd()
        .args(["api", "POST", "/edges/tcp", "--input", "-"])
        .write_stdin(r#"{"description":"e249"}"#)
        .output()
        .unwrap();
    assert!(out.status.success());
    let edge: Value = serde_json::from_slice(&out.stdout).unwrap();
    created.push(id(&edge));
    let newest_first: Vec<String> = created.iter().rev().cloned().collect();

    let mut seen = Vec::new();
    let mut path = "/edges/tcp".to_string();
    let mut sizes = Vec::new();
    loop {
        let page = env.json(&["api", "GET", &path]);
        let items = page["tcp_edges"].as_array().unwrap();
        sizes.push(items.len());
        seen.extend(items.iter().map(|e| e["id"].as_str().unwrap().to_string()));
        assert_eq!(page["uri"], format!("{}/edges/tcp", env.base_url()));
        match page["next_page_uri"].as_str() {
            Some(next) => path = next.trim_start_matches(&env.base_url()).to_string(),
            None => break,
        }
    }
    assert_eq!(sizes, vec![100, 100, 50]);
    assert_eq!(seen, newest_first, "newest first, each edge exactly once");

    let merged = env.json(&["api", "GET", "/edges/tcp?limit=30", "--paginate"]);
    let merged_ids: Vec<&str> = merged["tcp_edges"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap()).collect();
    assert_eq!(merged_ids, newest_first, "api --paginate follows every page");
    assert_eq!(merged["next_page_uri"], Value::Null);

    let all = env.json(&["tcp-edge", "list"]);
    let ids: Vec<&str> = all["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, newest_first);
    assert_eq!(all["next_page_uri"], Value::Null);

    let capped = env.json(&[
        "tcp-edge",
        "list",
        "--limit",
        "120",
        "--before-id",
        &newest_first[9],
    ]);
    let capped_ids: Vec<&str> = capped["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        capped_ids,
        newest_first[10..130]
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
    );
    assert!(capped["next_page_uri"]
        .as_str()
        .unwrap()
        .contains(&format!("before_id={}", newest_first[129])));
}
}

common::transport_tests! {
    /// `update --description x --remove backend --remove policy` on an edge without a policy sent
    /// the PATCH and the backend DELETE, then failed: half applied. Everything that can be checked
    /// is now checked before the first write.
    fn an_update_that_cannot_finish_changes_nothing(env) {
        let edge = env.json(&["tcp-edge", "create", "--description", "before", "--backend-id", &fake_id("bkdtg", 1)]);
        let id = edge["id"].as_str().unwrap();
        let before = env.state();
        let refusal = env.refuse(&["tcp-edge", "update", id, "--description", "after", "--remove", "backend", "--remove", "policy"]);
        assert_eq!(refusal.exit, exit::NOT_FOUND, "{}", refusal.stderr);
        assert!(refusal.stderr.contains(&format!("TCP edge {id} has no policy module to remove; nothing was changed")), "{}", refusal.stderr);
        assert_eq!(env.state(), before, "nothing was applied");

        // --dry-run goes through every request the command would send, in order, and exits 0:
        // it tries each one (on the store, or on serve) and says how it would be answered.
        let out = env.cmd().args(["--dry-run", "tcp-edge", "update", id, "--description", "after", "--remove", "backend"]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let stderr = String::from_utf8_lossy(&out.stderr);
        let requests: Vec<&str> = stderr
            .lines()
            .filter_map(|l| l.strip_prefix("dry run: "))
            .filter(|l| l.starts_with("PATCH") || l.starts_with("DELETE"))
            .map(|l| l.split(" would").next().unwrap_or(l))
            .collect();
        assert_eq!(requests, [format!("PATCH /edges/tcp/{id}"), format!("DELETE /edges/tcp/{id}/backend")]);
        assert!(stderr.contains("dry run: nothing was written"), "{stderr}");
        assert_eq!(env.state(), before, "a dry run changes nothing");

        // The same command on an edge that has the module applies both.
        let updated = env.json(&["tcp-edge", "update", id, "--description", "after", "--remove", "backend"]);
        assert_eq!(updated["description"], "after");
        assert_eq!(updated["backend"], Value::Null);
    }
}
