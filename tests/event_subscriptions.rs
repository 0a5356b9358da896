//! Event subscriptions and their sources, through the binary.

use crate::common;
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use common::{fake_id, id, Env, NOW};
use serde_json::{json, Value};

const CREATED: &str = "ip_policy_created.v0";
const DELETED: &str = "ip_policy_deleted.v0";
const HTTP: &str = "http_request_complete.v0";

fn create(env: &Env, flags: &[&str]) -> Value {
    let mut args = vec!["event-sub", "create"];
    args.extend(flags);
    env.json(&args)
}

fn source(env: &Env, sub: &str, kind: &str) -> Value {
    json!({"type": kind, "uri": format!("{}/event_subscriptions/{sub}/sources/{kind}", env.base_url())})
}

fn destination(env: &Env, id: &str) -> Value {
    json!({"id": id, "uri": format!("{}/event_destinations/{id}", env.base_url())})
}

common::transport_tests! {
fn create_get_list_and_delete(env) {
    let dest = fake_id("ed", 0);
    let sub = create(
        &env,
        &[
            "--source",
            CREATED,
            "--source",
            DELETED,
            "--destination-id",
            &dest,
            "--description",
            "policy changes",
            "--metadata",
            r#"{"team":"net"}"#,
        ],
    );
    let sid = id(&sub);
    assert!(sid.starts_with("esb_") && sid.len() == 31, "{sid}");
    assert_eq!(
        sub,
        json!({
            "id": sid,
            "uri": format!("{}/event_subscriptions/{sid}", env.base_url()),
            "created_at": NOW,
            "metadata": r#"{"team":"net"}"#,
            "description": "policy changes",
            "sources": [source(&env, &sid, CREATED), source(&env, &sid, DELETED)],
            "destinations": [destination(&env, &dest)],
        })
    );
    assert_eq!(env.json(&["event-sub", "get", &sid]), sub);
    assert_eq!(env.yaml(&["event-sub", "get", &sid]), sub);

    let empty = create(&env, &[]);
    assert_eq!(empty["description"], "");
    assert_eq!(empty["metadata"], "");
    assert_eq!(empty["sources"], json!([]));
    assert_eq!(empty["destinations"], json!([]));

    let list = env.json(&["event-sub", "list"]);
    assert_eq!(
        list,
        json!({
            "event_subscriptions": [empty, sub],
            "uri": format!("{}/event_subscriptions", env.base_url()),
            "next_page_uri": null,
        }),
        "newest first"
    );
    assert_eq!(env.yaml(&["event-sub", "list"]), list);

    let out = env.run(&["event-sub", "delete", &sid, &id(&empty)]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "deleted event subscription {sid}\ndeleted event subscription {}\n",
            id(&empty)
        )
    );
    assert_eq!(env.module(&format!("/event_subscriptions/{sid}")), None);
    assert_eq!(
        env.json(&["event-sub", "list"])["event_subscriptions"],
        json!([])
    );
}

fn list_pages(env) {
    let ids: Vec<String> = (0..3)
        .map(|i| id(&create(&env, &["--description", &format!("s{i}")])))
        .collect();
    let page = env.json(&["api", "GET", "/event_subscriptions?limit=2"]);
    let listed: Vec<&str> = page["event_subscriptions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    assert_eq!(listed, [ids[2].as_str(), ids[1].as_str()]);
    assert_eq!(
        page["next_page_uri"],
        format!("{}/event_subscriptions?before_id={}&limit=2", env.base_url(), ids[1])
    );
    let capped = env.json(&["event-sub", "list", "--limit", "1", "--before-id", &ids[2]]);
    assert_eq!(capped["event_subscriptions"][0]["id"], ids[1].as_str());

    let out = env.run(&[
        "-o",
        "json",
        "api",
        "GET",
        "/event_subscriptions?before_id=edgtcp_x",
    ]);
    let body: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(body["error_code"], "ERR_NGROK_223");
}

fn tables(env) {
    let dest = fake_id("ed", 0);
    let created = env.table(&[
        "event-sub",
        "create",
        "--source",
        CREATED,
        "--source",
        HTTP,
        "--destination-id",
        &dest,
        "--description",
        "first",
    ]);
    let sub = env.json(&["event-sub", "list"])["event_subscriptions"][0].clone();
    let sid = id(&sub);
    assert_eq!(created, env.table(&["event-sub", "get", &sid]));
    insta::assert_snapshot!("event_sub_get_table", &env.snapshot_text(&created));

    env.json(&["event-sub", "create", "--description", "second"]);
    insta::assert_snapshot!("event_sub_list_table", &env.snapshot_text(&env.table(&["event-sub", "list"])));

    let updated = env.table(&["event-sub", "update", &sid, "--description", "renamed"]);
    insta::assert_snapshot!("event_sub_update_table", &env.snapshot_text(&updated));

    insta::assert_snapshot!("event_sub_source_list_table", &env.snapshot_text(&env.table(&["event-sub", "source", "list", &sid])
    ));
    insta::assert_snapshot!("event_sub_source_get_table", &env.snapshot_text(&env.table(&["event-sub", "source", "get", &sid, HTTP])
    ));
    insta::assert_snapshot!("event_sub_source_add_table", &env.snapshot_text(&env.table(&["event-sub", "source", "add", &sid, DELETED])
    ));
}

fn update_changes_only_what_is_given(env) {
    let (d0, d1) = (fake_id("ed", 0), fake_id("ed", 1));
    let sub = create(
        &env,
        &[
            "--source",
            CREATED,
            "--destination-id",
            &d0,
            "--description",
            "d",
            "--metadata",
            "m",
        ],
    );
    let sid = id(&sub);

    let updated = env.json(&["event-sub", "update", &sid, "--description", "new"]);
    let mut expected = sub.clone();
    expected["description"] = json!("new");
    assert_eq!(updated, expected);

    // Empty lists and nulls are "unchanged" (the Python SDK sends [] on every update).
    let file = env.file(
        "patch.json",
        r#"{"sources": [], "destination_ids": [], "metadata": null, "description": null}"#,
    );
    let same = env.json(&[
        "event-sub",
        "update",
        &sid,
        "--from-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(same, expected);
    let body =
        serde_json::to_string(&json!({"id": sid, "sources": [], "destination_ids": []})).unwrap();
    let file = env.file("sdk.json", &body);
    assert_eq!(
        env.yaml(&[
            "event-sub",
            "update",
            &sid,
            "--from-file",
            file.to_str().unwrap()
        ]),
        expected,
        "an SDK echoing the id is accepted"
    );

    // Non-empty lists replace the old ones whole.
    let updated = env.json(&[
        "event-sub",
        "update",
        &sid,
        "--source",
        HTTP,
        "--source",
        DELETED,
        "--destination-id",
        &d1,
        "--metadata",
        "",
    ]);
    assert_eq!(
        updated["sources"],
        json!([source(&env, &sid, HTTP), source(&env, &sid, DELETED)])
    );
    assert_eq!(updated["destinations"], json!([destination(&env, &d1)]));
    assert_eq!(updated["metadata"], "");
    assert_eq!(updated["description"], "new");
    assert_eq!(updated["created_at"], NOW);
    assert_eq!(env.json(&["event-sub", "get", &sid]), updated);
}

fn sources_sub_resource(env) {
    let sub = create(&env, &["--source", CREATED]);
    let sid = id(&sub);
    let sources_uri = format!("{}/event_subscriptions/{sid}/sources", env.base_url());

    let list = env.json(&["event-sub", "source", "list", &sid]);
    assert_eq!(
        list,
        json!({"sources": [source(&env, &sid, CREATED)], "uri": sources_uri, "next_page_uri": null})
    );
    assert_eq!(env.yaml(&["event-sub", "source", "list", &sid]), list);

    let added = env.json(&["event-sub", "source", "add", &sid, HTTP, DELETED]);
    assert_eq!(
        added["sources"],
        json!([
            source(&env, &sid, CREATED),
            source(&env, &sid, HTTP),
            source(&env, &sid, DELETED)
        ])
    );
    assert_eq!(
        env.json(&["event-sub", "get", &sid])["sources"],
        added["sources"]
    );

    // The raw API answers a POST with the new source.
    let body = env.file("source.json", r#"{"type": "tcp_connection_closed.v0"}"#);
    let posted = env.json(&[
        "api",
        "POST",
        &format!("/event_subscriptions/{sid}/sources"),
        "--input",
        body.to_str().unwrap(),
    ]);
    assert_eq!(posted, source(&env, &sid, "tcp_connection_closed.v0"));
    let out = env.run(&[
        "event-sub",
        "source",
        "remove",
        &sid,
        "tcp_connection_closed.v0",
    ]);
    assert!(out.status.success());
    assert_eq!(
        env.json(&["event-sub", "source", "get", &sid, HTTP]),
        source(&env, &sid, HTTP)
    );
    assert_eq!(
        env.yaml(&["event-sub", "source", "get", &sid, HTTP]),
        source(&env, &sid, HTTP)
    );

    let out = env.run(&["event-sub", "source", "remove", &sid, CREATED, HTTP]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty());
    assert_eq!(
        env.json(&["event-sub", "get", &sid])["sources"],
        json!([source(&env, &sid, DELETED)])
    );

    // Not a source (any more): 404, nothing changes.
    for args in [
        ["event-sub", "source", "get", &sid, CREATED],
        ["event-sub", "source", "remove", &sid, CREATED],
    ] {
        let refusal = env.assert_refused(&args, exit::NOT_FOUND, "");
        assert_eq!(
            refusal.msg(),
            format!("{CREATED} is not a source of event subscription {sid}")
        );
    }
    // Of a subscription that does not exist: 404.
    let missing = fake_id("esb", 0);
    env.assert_refused(&["event-sub", "source", "list", &missing], exit::NOT_FOUND, "");
    env.assert_refused(&["event-sub", "source", "add", &missing, HTTP], exit::NOT_FOUND, "");
}

fn source_refusals_change_nothing(env) {
    let sid = id(&create(&env, &["--source", CREATED]));
    let refusal = env.assert_refused(
        &["event-sub", "source", "add", &sid, CREATED], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert_eq!(
        refusal.msg(),
        format!("type: {CREATED} is already a source of event subscription {sid}")
    );
    let refusal = env.assert_refused(
        &["event-sub", "source", "add", &sid, "ip_policy_made.v0"], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert!(
        refusal
            .msg()
            .starts_with("type: \"ip_policy_made.v0\" is not a known event type; did you mean ip_policy_created.v0? (55 types are known"),
        "{}",
        refusal.msg()
    );
    assert_eq!(refusal.body["details"]["known_types"].as_array().map(Vec::len), Some(55));
    assert!(refusal.stderr.contains("hint: list the known event types with: tunnelctl event-sub types"), "{}", refusal.stderr);
    let refusal = env.assert_refused(
        &["event-sub", "source", "get", &sid, "ip_policy_created"], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert!(refusal
        .msg()
        .ends_with("event types carry a version suffix: ip_policy_created.v0"));
    let refusal = env.assert_refused(
        &["event-sub", "source", "remove", &fake_id("ed", 0), CREATED], exit::FAILURE,
        "ERR_NGROK_227",
    );
    assert!(refusal
        .msg()
        .starts_with("id: expected an ID with a prefix of esb_"));
    let body = env.file(
        "source.json",
        r#"{"type": "http_request_complete.v0", "uri": "x"}"#,
    );
    // `api` prints the error body on stdout (it is the data asked for).
    let before = env.state();
    let out = env.run(&[
        "-o",
        "json",
        "api",
        "POST",
        &format!("/event_subscriptions/{sid}/sources"),
        "--input",
        body.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(exit::FAILURE));
    let error: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(error["error_code"], "ERR_NGROK_214");
    assert_eq!(
        error["msg"],
        "unknown field `uri`, expected `subscription_id` or `type`"
    );
    assert_eq!(env.state(), before);
}

fn lengths_are_counted_in_characters(env) {
    let multibyte = "é".repeat(255);
    assert_eq!(multibyte.len(), 510);
    let sub = create(
        &env,
        &["--description", &multibyte, "--metadata", &"ü".repeat(4096)],
    );
    assert_eq!(sub["description"], multibyte.as_str());
    let sid = id(&sub);

    let long = "a".repeat(256);
    let refusal = env.assert_refused(
        &["event-sub", "create", "--description", &long], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert_eq!(
        refusal.msg(),
        "description is limited to 255 characters; 256 were given"
    );
    let refusal = env.assert_refused(
        &["event-sub", "update", &sid, "--description", &long], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert_eq!(
        refusal.msg(),
        "description is limited to 255 characters; 256 were given"
    );
    let refusal = env.assert_refused(
        &["event-sub", "update", &sid, "--metadata", &"ü".repeat(4097)], exit::FAILURE,
        "ERR_NGROK_215",
    );
    assert_eq!(
        refusal.msg(),
        "metadata is limited to 4096 characters; 4097 were given"
    );
}

fn refusals_change_nothing(env) {
    let dest = fake_id("ed", 0);
    let sid = id(&create(
        &env,
        &["--source", CREATED, "--destination-id", &dest],
    ));
    let ipp = fake_id("ipp", 0);
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec!["--source", "ip_policy_created"],
            "ERR_NGROK_215",
            "sources[0].type: \"ip_policy_created\" is not a known event type; event types carry a version suffix: ip_policy_created.v0",
        ),
        (
            vec!["--source", CREATED, "--source", "tunnel_created.v0"],
            "ERR_NGROK_215",
            "sources[1].type: \"tunnel_created.v0\" is not a known event type; did you mean",
        ),
        (
            vec!["--source", CREATED, "--source", HTTP, "--source", CREATED],
            "ERR_NGROK_215",
            "sources[2].type: ip_policy_created.v0 is listed more than once",
        ),
        (
            vec!["--destination-id", &ipp],
            "ERR_NGROK_227",
            "destination_ids[0]: expected an ID with a prefix of ed_",
        ),
        (
            vec!["--destination-id", &dest, "--destination-id", "ed_short"],
            "ERR_NGROK_227",
            "destination_ids[1]: expected an ID with a prefix of ed_",
        ),
        (
            vec!["--destination-id", &dest, "--destination-id", &dest],
            "ERR_NGROK_215",
            "destination_ids[1]: ed_",
        ),
    ];
    for (flags, code, msg) in &cases {
        for verb in [
            vec!["event-sub", "create"],
            vec!["event-sub", "update", sid.as_str()],
        ] {
            let args = [verb, flags.clone()].concat();
            let refusal = env.assert_refused(&args, exit::FAILURE, code);
            assert!(
                refusal.msg().starts_with(msg),
                "{args:?}: {}",
                refusal.msg()
            );
        }
    }

    for (body, code, msg) in [
        (
            json!({"sources": [{"type": CREATED, "uri": "x"}]}),
            "ERR_NGROK_214",
            "unknown field `sources[0].uri`",
        ),
        (
            json!({"destinations": [dest]}),
            "ERR_NGROK_214",
            "unknown field `destinations`",
        ),
        (
            json!({"sources": ["ip_policy_created.v0"]}),
            "ERR_NGROK_215",
            "sources[0]: invalid type",
        ),
    ] {
        let file = env.file("body.json", &body.to_string());
        for verb in [
            vec!["event-sub", "create"],
            vec!["event-sub", "update", sid.as_str()],
        ] {
            let args = [verb, vec!["--from-file", file.to_str().unwrap()]].concat();
            let refusal = env.assert_refused(&args, exit::FAILURE, code);
            assert!(refusal.msg().starts_with(msg), "{body}: {}", refusal.msg());
        }
    }

    // The API refuses an `id` it did not set (`--from-file` leaves it out, as it leaves out every
    // read-only field of a `get` answer: tests/apply.rs).
    let path = format!("/event_subscriptions/{sid}");
    let refusal = env.assert_api_refused(
        (Method::Post, "/event_subscriptions", Some(json!({"id": sid}))),
        400,
        "ERR_NGROK_214",
        &[],
    );
    assert!(refusal["msg"].as_str().unwrap().starts_with("id is set by the service"));
    let other = fake_id("esb", 0);
    let refusal = env.assert_api_refused(
        (Method::Patch, &path, Some(json!({"id": other}))),
        400,
        "ERR_NGROK_215",
        &[],
    );
    assert!(refusal["msg"].as_str().unwrap().starts_with("id in the body"));
}

fn wrong_id_prefixes_in_paths_are_refused(env) {
    create(&env, &["--source", CREATED]);
    let tcp = fake_id("edgtcp", 0);
    let expected = "id: expected an ID with a prefix of esb_";
    let update = json!({"description": "x"});
    let source = json!({"type": HTTP});
    for (method, path, body) in [
        (Method::Get, format!("/event_subscriptions/{tcp}"), None),
        (Method::Patch, format!("/event_subscriptions/{tcp}"), Some(update)),
        (Method::Delete, format!("/event_subscriptions/{tcp}"), None),
        (Method::Get, format!("/event_subscriptions/{tcp}/sources"), None),
        (Method::Post, format!("/event_subscriptions/{tcp}/sources"), Some(source)),
        (Method::Get, "/event_subscriptions/esb_123".to_string(), None),
    ] {
        let error = env.assert_api_refused((method, &path, body), 400, "ERR_NGROK_227", &[]);
        let text = error["msg"].as_str().unwrap_or("");
        assert!(text.starts_with(expected), "{method:?} {path}: {text}");
    }
    // The command line sends the same paths: one case through the binary.
    let refusal = env.assert_refused(&["event-sub", "source", "add", &tcp, HTTP], exit::FAILURE, "ERR_NGROK_227");
    assert!(refusal.msg().starts_with(expected), "{}", refusal.msg());
}

fn get_update_and_delete_of_a_missing_subscription_are_not_found(env) {
    create(&env, &[]);
    let missing = fake_id("esb", 3);
    for args in [
        vec!["event-sub", "get", missing.as_str()],
        vec![
            "event-sub",
            "update",
            missing.as_str(),
            "--description",
            "x",
        ],
        vec!["event-sub", "delete", missing.as_str()],
    ] {
        let refusal = env.assert_refused(&args, exit::NOT_FOUND, "");
        assert_eq!(refusal.msg(), format!("event subscription {missing} not found"));
    }
}
}

/// `event-sub types` lists the types sorted, so a person finds one by reading down the list.
#[test]
fn event_types_are_listed_sorted() {
    let env = Env::new();
    let out = env.cmd().args(["event-sub", "types"]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let listed: Vec<&str> = text.lines().collect();
    let mut sorted = listed.clone();
    sorted.sort_unstable();
    assert_eq!(listed, sorted);
    assert_eq!(listed.len(), 55);
}
