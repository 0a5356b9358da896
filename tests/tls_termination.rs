//! The TLS termination module of TLS edges, through the binary.

use crate::common;
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use common::{fake_id, Env};
use serde_json::{json, Value};

fn edge() -> String {
    fake_id("edgtls", 0)
}

fn path(edge: &str) -> String {
    format!("/edges/tls/{edge}/tls_termination")
}

fn replace(env: &Env, edge: &str, flags: &[&str]) -> Value {
    let mut args = vec!["tls-termination", "replace", edge];
    args.extend(flags);
    env.json(&args)
}

common::transport_tests! {
fn replace_get_and_delete(env) {
    let edge = edge();
    let module = replace(&env, &edge, &[]);
    assert_eq!(
        module,
        json!({"enabled": true, "terminate_at": "edge", "min_version": "1.2"}),
        "defaults: TLS ends at the edge, and the version shown is 1.2"
    );
    assert_eq!(env.json(&["tls-termination", "get", &edge]), module);

    let module = replace(
        &env,
        &edge,
        &[
            "--enabled",
            "false",
            "--terminate-at",
            "edge",
            "--min-version",
            "1.3",
        ],
    );
    assert_eq!(
        module,
        json!({"enabled": false, "terminate_at": "edge", "min_version": "1.3"})
    );
    assert_eq!(env.yaml(&["tls-termination", "get", &edge]), module);

    let module = env.yaml(&[
        "tls-termination",
        "replace",
        &edge,
        "--terminate-at",
        "upstream",
    ]);
    assert_eq!(
        module,
        json!({"enabled": true, "terminate_at": "upstream", "min_version": null})
    );
    assert_eq!(env.module(&path(&edge)), Some(module));

    let out = env.run(&["tls-termination", "delete", &edge]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("deleted the TLS termination module of TLS edge {edge}\n")
    );
    assert_eq!(env.module(&path(&edge)), None);
}

fn put_replaces_the_whole_module(env) {
    let edge = edge();
    replace(&env, &edge, &["--enabled", "false", "--min-version", "1.0"]);
    assert_eq!(
        replace(&env, &edge, &[]),
        json!({"enabled": true, "terminate_at": "edge", "min_version": "1.2"})
    );
    // From a file, with null and "" as unset.
    let body = env.file(
        "tls.yaml",
        "enabled: false\nterminate_at: \"\"\nmin_version: null\n",
    );
    assert_eq!(
        replace(&env, &edge, &["--from-file", body.to_str().unwrap()]),
        json!({"enabled": false, "terminate_at": "edge", "min_version": "1.2"})
    );
    // A flag overrides the file.
    assert_eq!(
        replace(
            &env,
            &edge,
            &[
                "--from-file",
                body.to_str().unwrap(),
                "--min-version",
                "1.1"
            ]
        )["min_version"],
        "1.1"
    );
}

fn table(env) {
    let edge = edge();
    let replaced = env.table(&["tls-termination", "replace", &edge, "--min-version", "1.3"]);
    let table = env.table(&["tls-termination", "get", &edge]);
    assert_eq!(replaced, table);
    insta::assert_snapshot!("tls_termination_get_table", &env.snapshot_text(&table));
    let upstream = env.table(&[
        "tls-termination",
        "replace",
        &edge,
        "--terminate-at",
        "upstream",
    ]);
    insta::assert_snapshot!("tls_termination_upstream_table", &env.snapshot_text(&upstream));
}

fn refusals_change_nothing(env) {
    let edge = edge();
    let unset = fake_id("edgtls", 1);
    replace(&env, &edge, &["--min-version", "1.3"]);
    let paths = [path(&edge), path(&unset)];
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();

    for target in [&edge, &unset] {
        let refusal = env.assert_refused_keeping(
            &[
                "tls-termination",
                "replace",
                target,
                "--terminate-at",
                "upstream",
                "--min-version",
                "1.2",
            ], exit::FAILURE,
            "ERR_NGROK_215",
            &paths,
        );
        assert!(
            refusal
                .msg()
                .starts_with("min_version must be null when terminate_at is upstream"),
            "{}",
            refusal.msg()
        );

        for (body, code, msg) in [
            (
                r#"{"min_version": "1.4"}"#,
                "ERR_NGROK_215",
                "min_version must be one of 1.0, 1.1, 1.2, 1.3; got \"1.4\"",
            ),
            (
                r#"{"min_version": "TLSv1.2"}"#,
                "ERR_NGROK_215",
                "min_version must be one of 1.0, 1.1, 1.2, 1.3; got \"TLSv1.2\"",
            ),
            (
                r#"{"terminate_at": "agent"}"#,
                "ERR_NGROK_215",
                "terminate_at must be edge or upstream; got \"agent\"",
            ),
            (
                r#"{"terminate_at": "upstream", "min_version": "1.3"}"#,
                "ERR_NGROK_215",
                "min_version must be null when terminate_at is upstream",
            ),
            (
                r#"{"min_version": 1.2}"#,
                "ERR_NGROK_215",
                "min_version: invalid type: floating point `1.2`, expected a string",
            ),
            (
                r#"{"mutual_tls": true}"#,
                "ERR_NGROK_214",
                "unknown field `mutual_tls`",
            ),
        ] {
            let file = env.file("tls.json", body);
            let args = [
                "tls-termination",
                "replace",
                target.as_str(),
                "--from-file",
                file.to_str().unwrap(),
            ];
            let refusal = env.assert_refused_keeping(&args, exit::FAILURE, code, &paths);
            assert!(refusal.msg().starts_with(msg), "{body}: {}", refusal.msg());
        }
    }

    // The command line knows the closed sets too, and says so before anything is sent.
    let out = env.run(&["tls-termination", "replace", &edge, "--min-version", "1.4"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(String::from_utf8_lossy(&out.stderr).contains("[possible values: 1.0, 1.1, 1.2, 1.3]"));
}

fn wrong_id_prefixes_in_paths_are_refused(env) {
    let edge = edge();
    replace(&env, &edge, &[]);
    let paths = [path(&edge)];
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
    let expected = "id: expected an ID with a prefix of edgtls_";
    for bad in [
        fake_id("edgtcp", 0),
        fake_id("edghts", 0),
        "edgtls_x".to_string(),
    ] {
        let module = format!("/edges/tls/{bad}/tls_termination");
        for method in [Method::Get, Method::Put, Method::Delete] {
            let body = (method == Method::Put).then(|| json!({}));
            let error = env.assert_api_refused((method, &module, body), 400, "ERR_NGROK_227", &paths);
            let text = error["msg"].as_str().unwrap_or("");
            assert!(text.starts_with(expected), "{method:?} {module}: {text}");
        }
    }
    // The command line sends the same paths: one case through the binary.
    let refusal = env.assert_refused_keeping(
        &["tls-termination", "replace", &fake_id("edgtcp", 0)],
        exit::FAILURE,
        "ERR_NGROK_227",
        &paths,
    );
    assert!(refusal.msg().starts_with(expected), "{}", refusal.msg());
}

fn get_and_delete_of_an_unset_module_are_not_found(env) {
    let edge = edge();
    let other = fake_id("edgtls", 1);
    replace(&env, &other, &[]);
    let paths = [path(&edge), path(&other)];
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
    for verb in ["get", "delete"] {
        let refusal = env.assert_refused_keeping(&["tls-termination", verb, &edge], exit::NOT_FOUND, "", &paths);
        assert_eq!(refusal.msg(), format!("the TLS termination module of TLS edge {edge} is not set"));
        assert_eq!(refusal.body["status_code"], 404);
    }
    // Deleting twice: the second is not found.
    assert!(env
        .run(&["tls-termination", "delete", &other])
        .status
        .success());
    assert_eq!(env.refuse(&["tls-termination", "delete", &other]).exit, exit::NOT_FOUND);
}
}
