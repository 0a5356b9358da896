//! Declarative configuration: `apply`, `diff`, `--prune` and `manifest`, on the embedded store and
//! through `serve`, from one home directory and from another.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::{json, Value};

use crate::common::{fake_id, transport_tests, Env};

/// A manifest of every kind a manifest can declare.
fn manifest(description: &str) -> String {
    format!(
        "# infrastructure
kind: tcp-edge
name: web
description: {description}
hostports: [\"1.tcp.ngrok.io:20001\"]
backend: {{backend_id: {backend}}}
metadata: {{team: web}}
---
kind: event-subscription
name: audit
sources: [{{type: ip_policy_created.v0}}]
destination_ids: [{destination}]
---
kind: ssh-ca
name: ops
description: ops CA
---
kind: tls-termination
edge_id: {tls}
min_version: \"1.3\"
---
kind: route-compression
edge_id: {https}
route_id: {route}
enabled: true
",
        backend = fake_id("bkdtg", 1),
        destination = fake_id("ed", 2),
        tls = fake_id("edgtls", 3),
        https = fake_id("edghts", 4),
        route = fake_id("edghtsrt", 5),
    )
}

fn run(env: &Env, verb: &str, file: &Path, extra: &[&str]) -> Output {
    let file = file.to_str().unwrap();
    let mut args = vec![verb, "-f", file];
    args.extend(extra);
    env.run(&args)
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `store export` of the whole store, private keys included (the server is stopped meanwhile).
fn export(env: &mut Env) -> Vec<u8> {
    let mut exported = Vec::new();
    env.with_store_released(|env| {
        let out = env.run(&["store", "export", "--include-private-keys"]);
        exported = ok(&out).into_bytes();
    });
    exported
}

fn the_edge(env: &Env) -> Value {
    let edges = env.json(&["tcp-edge", "list"]);
    let edges = edges["tcp_edges"].as_array().unwrap();
    assert_eq!(edges.len(), 1, "{edges:?}");
    edges[0].clone()
}

/// The ID of the TCP edge apply manages as `name`.
fn the_edge_named(env: &Env, name: &str) -> String {
    let edges = env.json(&["tcp-edge", "list"]);
    let named = edges["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| {
            let metadata: Value =
                serde_json::from_str(e["metadata"].as_str().unwrap_or("")).unwrap_or_default();
            metadata["tunnelctl.apply"]["name"] == name
        })
        .unwrap_or_else(|| panic!("no edge {name}: {edges}"));
    named["id"].as_str().unwrap().to_string()
}

fn metadata(resource: &Value) -> Value {
    serde_json::from_str(resource["metadata"].as_str().unwrap()).unwrap()
}

transport_tests! {
    fn apply_creates_every_kind_and_a_second_apply_writes_nothing(env) {
        let file = env.file("infra.yaml", &manifest("web"));
        let out = run(&env, "apply", &file, &[]);
        let said = ok(&out);
        let edge_id = the_edge(&env)["id"].as_str().unwrap().to_string();
        assert!(said.contains(&format!("tcp-edge web ({edge_id}): created")), "{said}");
        assert!(stderr(&out).contains("applied: 5 created"), "{}", stderr(&out));
        let edge = the_edge(&env);
        assert_eq!(edge["description"], "web");
        assert_eq!(edge["backend"]["backend"]["id"], fake_id("bkdtg", 1));
        // The name lives in the resource, beside the user's own metadata.
        assert_eq!(
            metadata(&edge),
            json!({"team": "web", "tunnelctl.apply": {"name": "web"}})
        );
        let sub = &env.json(&["event-sub", "list"])["event_subscriptions"][0];
        assert_eq!(sub["sources"][0]["type"], "ip_policy_created.v0");
        assert_eq!(metadata(sub)["tunnelctl.apply"]["name"], "audit");
        let tls = env.json(&["tls-termination", "get", &fake_id("edgtls", 3)]);
        assert_eq!(tls["min_version"], "1.3");
        let before = export(&mut env);
        let again = run(&env, "apply", &file, &[]);
        assert!(ok(&again).contains("tcp-edge web (edgtcp_"), "{}", ok(&again));
        assert!(!ok(&again).contains("created") && !ok(&again).contains("updated"));
        assert!(stderr(&again).contains("nothing to change"), "{}", stderr(&again));
        assert_eq!(export(&mut env), before, "a second apply wrote nothing");
        // In sync: diff exits 0.
        assert_eq!(run(&env, "diff", &file, &[]).status.code(), Some(0));
    }

    fn diff_shows_each_changed_field_and_exits_8_changing_nothing(env) {
        let file = env.file("infra.yaml", &manifest("web"));
        ok(&run(&env, "apply", &file, &[]));
        let changed = env.file("changed.yaml", &manifest("web two"));
        let before = env.state();
        let out = run(&env, "diff", &changed, &[]);
        assert_eq!(out.status.code(), Some(8), "{}", stderr(&out));
        let said = ok_any(&out);
        assert!(said.contains("tcp-edge web (edgtcp_"), "{said}");
        assert!(said.contains("    description: \"web\" → \"web two\""), "{said}");
        assert!(stderr(&out).contains("1 to update"), "{}", stderr(&out));
        let json_out = env.run(&["-o", "json", "diff", "-f", changed.to_str().unwrap()]);
        assert_eq!(json_out.status.code(), Some(8));
        let plan: Value = serde_json::from_slice(&json_out.stdout).unwrap();
        assert_eq!(plan["in_sync"], false);
        assert_eq!(plan["resources"][0]["action"], "update");
        assert_eq!(
            plan["resources"][0]["changes"],
            json!([{"field": "description", "old": "web", "new": "web two"}])
        );
        // apply --dry-run is the same plan, and writes nothing either.
        let dry = env.run(&["-o", "json", "apply", "--dry-run", "-f", changed.to_str().unwrap()]);
        assert_eq!(serde_json::from_slice::<Value>(&dry.stdout).unwrap(), plan);
        assert_eq!(env.state(), before);
    }

    fn a_module_left_out_is_removed_and_prune_deletes_only_what_apply_manages(env) {
        let file = env.file("infra.yaml", &manifest("web"));
        ok(&run(&env, "apply", &file, &[]));
        let by_hand = env.json(&["tcp-edge", "create", "--description", "by hand"]);
        // The edge without its backend, and the event subscription gone from the files.
        let text = manifest("web");
        let start = text.find("---\nkind: event-subscription").unwrap();
        let end = text.find("---\nkind: ssh-ca").unwrap();
        let fewer = format!("{}{}", &text[..start], &text[end..])
            .replace(&format!("backend: {{backend_id: {}}}\n", fake_id("bkdtg", 1)), "");
        let fewer = env.file("fewer.yaml", &fewer);
        // Without --prune the subscription stays.
        let plan = ok_any(&run(&env, "diff", &fewer, &[]));
        assert!(plan.contains("backend: {\"enabled\":true,\"backend_id\""), "{plan}");
        assert!(plan.contains("→ (removed)"), "{plan}");
        assert!(!plan.contains("event-subscription"), "{plan}");
        let out = run(&env, "apply", &fewer, &["--prune"]);
        let said = ok(&out);
        assert!(said.contains("event-subscription audit (esb_"), "{said}");
        assert!(said.contains(": deleted"), "{said}");
        let edges = env.json(&["tcp-edge", "list"])["tcp_edges"].clone();
        let managed = edges
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["description"] == "web")
            .unwrap()
            .clone();
        assert_eq!(managed["backend"], Value::Null, "the module was removed");
        assert!(edges.as_array().unwrap().iter().any(|e| e["id"] == by_hand["id"]));
        assert_eq!(env.json(&["event-sub", "list"])["event_subscriptions"], json!([]));
        assert_eq!(run(&env, "diff", &fewer, &["--prune"]).status.code(), Some(0));
    }

    fn manifest_prints_what_applies_back_unchanged_and_all_adopts_by_hand(env) {
        let file = env.file("infra.yaml", &manifest("web"));
        ok(&run(&env, "apply", &file, &[]));
        let by_hand = env.json(&["tcp-edge", "create", "--description", "by hand"]);
        let printed = ok(&env.run(&["manifest"]));
        assert!(printed.contains("kind: tcp-edge\nname: web\n"), "{printed}");
        assert!(!printed.contains("by hand"), "{printed}");
        assert!(!printed.contains("private_key\""), "no secret: {printed}");
        let printed = env.file("printed.yaml", &printed);
        assert_eq!(run(&env, "diff", &printed, &["--prune"]).status.code(), Some(0));
        // --all: the edge made by hand comes with its id and its ID as name; applied as it is it
        // changes nothing and stays made by hand, and another name takes it under apply.
        let all = env.run(&["-o", "json", "manifest", "--all", "tcp-edge"]);
        let all: Value = serde_json::from_slice(&all.stdout).unwrap();
        let hand = all
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["id"] == by_hand["id"])
            .unwrap();
        assert_eq!(hand["name"], by_hand["id"]);
        let all_file = env.file("all.json", &all.to_string());
        let before = env.state();
        assert_eq!(run(&env, "diff", &all_file, &[]).status.code(), Some(0));
        ok(&run(&env, "apply", &all_file, &[]));
        assert_eq!(env.state(), before);
        let renamed = all.to_string().replace(
            &format!("\"name\":{}", by_hand["id"]),
            "\"name\":\"by-hand\"",
        );
        let renamed = env.file("renamed.json", &renamed);
        let adopted = ok(&run(&env, "apply", &renamed, &[]));
        assert!(adopted.contains("updated"), "{adopted}");
        let edge = env.json(&["tcp-edge", "get", by_hand["id"].as_str().unwrap()]);
        assert_eq!(metadata(&edge)["tunnelctl.apply"]["name"], "by-hand");
        assert_eq!(edge["description"], "by hand");
        assert_eq!(run(&env, "diff", &renamed, &[]).status.code(), Some(0));
    }

    fn a_manifest_error_names_file_document_line_and_field_and_nothing_is_written(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let before = env.state();
        let cases = [
            (
                "kind: tcp-edge\nname: a\n---\n\nkind: tcp-edge\nname: b\ncolour: red\n",
                "bad.yaml, document 2 (line 5): tcp-edge b: unknown field `colour`, expected one of",
            ),
            (
                "kind: tcp-edge\nname: a\nmetadata: just text\n",
                "bad.yaml, document 1 (line 1): tcp-edge a: metadata: apply keeps the resource's name",
            ),
            ("kind: tunnel-session\nname: a\n", "kind: `tunnel-session` cannot be declared"),
            ("kind: tcp-edge\ndescription: x\n", "tcp-edge: missing field `name`"),
            (
                "kind: ssh-ca\nname: a\n---\nkind: ssh-ca\nname: a\n",
                "bad.yaml, document 1 (line 1) declares it too; a name is unique per kind",
            ),
            ("kind: tcp-edge\nname: [a\n", "bad.yaml, document 1 (line 3): not YAML"),
            ("kind: tls-termination\nmin_version: \"1.3\"\n", "missing field `edge_id`"),
        ];
        for (text, said) in cases {
            let bad = env.file("bad.yaml", text);
            for verb in ["apply", "diff"] {
                let out = run(&env, verb, &bad, &[]);
                assert_eq!(out.status.code(), Some(2), "{text}: {}", stderr(&out));
                assert!(stderr(&out).contains(said), "{text}: {}", stderr(&out));
                assert!(out.stdout.is_empty());
            }
        }
        assert_eq!(env.state(), before);
    }

    fn event_sources_go_through_their_sub_resource_and_a_saml_module_applies_back_unchanged(env) {
        let saml = format!(
            "kind: route-saml\nedge_id: {}\nroute_id: {}\nauthorized_groups: [admins]\n\
             idp_metadata: '<md:EntityDescriptor xmlns:md=\"urn:oasis:names:tc:SAML:2.0:metadata\" \
             entityID=\"https://idp.example.com/metadata\"></md:EntityDescriptor>'\n",
            fake_id("edghts", 1),
            fake_id("edghtsrt", 2)
        );
        let sub = |sources: &str| {
            format!("{saml}---\nkind: event-subscription\nname: ev\nsources: {sources}\n")
        };
        let two = env.file(
            "ev.yaml",
            &sub("[{type: ip_policy_created.v0}, {type: ip_policy_deleted.v0}]"),
        );
        ok(&run(&env, "apply", &two, &[]));
        assert_eq!(run(&env, "diff", &two, &[]).status.code(), Some(0));
        // `sources: []` in a PATCH means "unchanged" to the API: apply removes each source.
        let none = env.file("ev.yaml", &sub("[]"));
        let said = ok(&run(&env, "apply", &none, &[]));
        assert!(said.contains("sources: [{\"type\":\"ip_policy_created.v0\"},"), "{said}");
        let listed = env.json(&["event-sub", "list"]);
        assert_eq!(listed["event_subscriptions"][0]["sources"], json!([]));
        assert_eq!(run(&env, "diff", &none, &[]).status.code(), Some(0));
    }

    fn secrets_stay_out_of_manifests_and_plans(env) {
        let ca = env.file("ca.yaml", "kind: ssh-ca\nname: ops\n");
        ok(&run(&env, "apply", &ca, &[]));
        let printed = ok(&env.run(&["manifest"]));
        assert!(printed.contains("kind: ssh-ca\nname: ops\n"), "{printed}");
        assert!(!printed.contains("PRIVATE KEY") && !printed.contains("private_key:"), "{printed}");
        let before = env.state();
        let secret = env.file("secret.yaml", "kind: ssh-ca\nname: other\npassphrase: hunter2hunter2\n");
        for verb in ["apply", "diff"] {
            let out = run(&env, verb, &secret, &[]);
            assert_eq!(out.status.code(), Some(2));
            assert!(stderr(&out).contains("ssh-ca other: unknown field `passphrase`"), "{}", stderr(&out));
            assert!(!stderr(&out).contains("hunter2"), "{}", stderr(&out));
        }
        assert_eq!(env.state(), before);
    }

    fn an_ssh_cas_key_is_never_replaced(env) {
        let ca = env.file("ca.yaml", "kind: ssh-ca\nname: ops\n");
        ok(&run(&env, "apply", &ca, &[]));
        let other = env.file("ecdsa.yaml", "kind: ssh-ca\nname: ops\nprivate_key_type: ecdsa\n");
        let before = export(&mut env);
        let out = run(&env, "diff", &other, &[]);
        // A change apply can never make is a failure, not a difference to gate on.
        assert_eq!(out.status.code(), Some(1));
        let said = ok_any(&out);
        assert!(said.contains("private_key_type: \"ed25519\" → \"ecdsa\""), "{said}");
        assert!(said.contains("refused: private_key_type cannot change"), "{said}");
        let out = run(&env, "apply", &other, &[]);
        assert_eq!(out.status.code(), Some(1));
        assert!(
            stderr(&out).contains(
                "ecdsa.yaml, document 1 (line 1): ssh-ca ops: private_key_type cannot change"
            ),
            "{}",
            stderr(&out)
        );
        assert_eq!(export(&mut env), before);
    }
}

fn ok_any(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Two edges; the second one's hostport is refused by the service.
fn second_refused() -> String {
    "kind: tcp-edge\nname: first\ndescription: first\n---\nkind: tcp-edge\nname: second\n\
     hostports: [\"not a hostport\"]\n"
        .to_string()
}

/// What only the store can refuse (a hostport another edge holds) comes after other writes: on
/// the embedded store they are undone, as the whole apply is one unit.
#[test]
fn a_refused_request_undoes_the_whole_apply_on_the_embedded_store() {
    a_refused_request_undoes_the_whole_apply(Env::new());
}

/// The same on PostgreSQL, where the unit is one transaction.
#[test]
fn a_refused_request_undoes_the_whole_apply_on_postgres() {
    if let Some(env) = Env::postgres("apply::a_refused_request_undoes_the_whole_apply_on_postgres")
    {
        a_refused_request_undoes_the_whole_apply(env);
    }
}

fn a_refused_request_undoes_the_whole_apply(mut env: Env) {
    let keep = env.file("keep.yaml", "kind: ssh-ca\nname: keep\n");
    ok(&run(&env, "apply", &keep, &[]));
    env.json(&["tcp-edge", "create", "--hostport", "1.tcp.ngrok.io:20009"]);
    let before = export(&mut env);
    let taken = second_refused().replace("not a hostport", "1.tcp.ngrok.io:20009");
    let file = env.file(
        "two.yaml",
        &(taken + "---\nkind: ssh-ca\nname: keep\ndescription: changed\n"),
    );
    let out = run(&env, "apply", &file, &[]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("two.yaml, document 2 (line 5): tcp-edge second:"),
        "{said}"
    );
    assert!(said.contains("nothing was applied"), "{said}");
    assert!(out.stdout.is_empty());
    assert_eq!(export(&mut env), before, "the first edge was undone");
}

transport_tests! {
    /// Every document is tried on a scratch store while the plan is made, so a refusal the
    /// documents alone show stops apply (and diff) before anything is sent; through `serve`,
    /// which has no transaction, that is what keeps a half-applied state from happening.
    fn a_document_the_api_refuses_stops_apply_and_diff_before_anything_is_sent(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let before = env.state();
        let file = env.file("two.yaml", &second_refused());
        for verb in ["apply", "diff"] {
            let out = run(&env, verb, &file, &[]);
            assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
            let said = stderr(&out);
            assert!(
                said.contains("two.yaml, document 2 (line 5): tcp-edge second: hostports[0]"),
                "{said}"
            );
            assert!(said.contains("nothing was sent"), "{said}");
            assert!(out.stdout.is_empty());
        }
        assert_eq!(env.state(), before);
    }

    /// A module given replaces the module whole: a field it leaves out takes its default, and the
    /// plan says so.
    fn a_module_given_replaces_the_module_whole(env) {
        let tls = fake_id("edgtls", 3);
        let module = |more: &str| format!("kind: tls-termination\nedge_id: {tls}\n{more}");
        let pinned = env.file("tls.yaml", &module("min_version: \"1.3\"\n"));
        ok(&run(&env, "apply", &pinned, &[]));
        let plain = env.file("tls.yaml", &module("enabled: true\n"));
        let out = run(&env, "diff", &plain, &[]);
        assert_eq!(out.status.code(), Some(8));
        let said = ok_any(&out);
        assert!(said.contains("    min_version: \"1.3\" → \"1.2\""), "{said}");
        ok(&run(&env, "apply", &plain, &[]));
        assert_eq!(env.json(&["tls-termination", "get", &tls])["min_version"], "1.2");
        assert_eq!(run(&env, "diff", &plain, &[]).status.code(), Some(0));
    }
}

transport_tests! {
    /// `apply --dry-run` runs the plan's requests without writing: a hostport another edge holds
    /// fails it as it fails the apply, with the same exit code and message, and nothing is
    /// written, so the real apply that follows gets the same IDs.
    fn a_dry_run_fails_where_the_apply_would(env) {
        if !env.is_remote() {
            env.create_store();
        }
        env.json(&["tcp-edge", "create", "--hostport", "1.tcp.ngrok.io:20009"]);
        let before = env.state();
        let taken = second_refused().replace("not a hostport", "1.tcp.ngrok.io:20009");
        let file = env.file("two.yaml", &taken);
        let dry = run(&env, "apply", &file, &["--dry-run"]);
        assert_eq!(dry.status.code(), Some(5), "{}", stderr(&dry));
        let dry_said = stderr(&dry);
        let refused = "two.yaml, document 2 (line 5): tcp-edge second:";
        assert!(dry_said.contains(refused), "{dry_said}");
        assert_eq!(env.state(), before, "the dry run wrote nothing");
        let out = run(&env, "apply", &file, &[]);
        assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
        let said = stderr(&out);
        let line = |s: &str| s.lines().find(|l| l.contains(refused)).map(|l| l.split(refused).nth(1).unwrap_or_default().split(';').next().unwrap_or_default().to_string());
        assert_eq!(line(&dry_said), line(&said), "the same message");
    }

    /// Two new edges of ONE manifest claiming the same hostport: each passes alone, so only a
    /// dry run of the plan as one unit (each request seeing the ones before it; on `serve`,
    /// `POST /dry_runs`) fails where the apply fails, on the second, with the same exit code.
    fn a_dry_run_sees_the_plans_earlier_steps(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let before = env.state();
        let twice = "kind: tcp-edge\nname: first\nhostports: [\"1.tcp.ngrok.io:20011\"]\n---\n\
                     kind: tcp-edge\nname: second\nhostports: [\"1.tcp.ngrok.io:20011\"]\n";
        let file = env.file("twice.yaml", twice);
        let dry = run(&env, "apply", &file, &["--dry-run"]);
        let dry_said = stderr(&dry);
        assert_eq!(dry.status.code(), Some(5), "{dry_said}");
        let refused = "twice.yaml, document 2 (line 5): tcp-edge second:";
        assert!(dry_said.contains(refused), "{dry_said}");
        assert_eq!(env.state(), before, "the dry run wrote nothing");
        let out = run(&env, "apply", &file, &[]);
        assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
        assert!(stderr(&out).contains(refused), "{}", stderr(&out));
    }

    /// A dry run of a manifest that makes resources passes, writes nothing, and the apply after
    /// it creates them.
    fn a_dry_run_of_new_resources_passes_and_writes_nothing(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let before = env.state();
        let file = env.file("infra.yaml", &manifest("web"));
        ok(&run(&env, "apply", &file, &["--dry-run"]));
        assert_eq!(env.state(), before);
        ok(&run(&env, "apply", &file, &[]));
        assert_eq!(run(&env, "diff", &file, &[]).status.code(), Some(0));
    }
}

/// A dry run takes no ID: the apply after it creates what an apply without it would, ID for ID,
/// and the audit trail holds the apply alone.
#[test]
fn a_dry_run_of_apply_takes_no_id_and_leaves_no_audit_record() {
    let applied = |dry_first: bool| {
        let env = Env::new();
        env.create_store();
        let file = env.file("infra.yaml", &manifest("web"));
        if dry_first {
            ok(&run(&env, "apply", &file, &["--dry-run"]));
        }
        ok(&run(&env, "apply", &file, &[]));
        // IDs and the records' order (a CA's key and an operation ID are random).
        let ids: Vec<String> = ["tcp-edge", "event-sub", "ssh-ca"]
            .iter()
            .flat_map(|kind| {
                let list = env.json(&[kind, "list"]);
                let key = list
                    .as_object()
                    .unwrap()
                    .keys()
                    .find(|k| list[*k].is_array())
                    .unwrap()
                    .clone();
                list[&key]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r["id"].to_string())
                    .collect::<Vec<_>>()
            })
            .collect();
        let trail: Vec<String> = env.json(&["audit", "list"])["audit_records"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| format!("{} {}", r["sequence"], r["resource"]))
            .collect();
        (ids, trail)
    };
    assert_eq!(applied(true), applied(false));
}

/// What only the server can refuse (a hostport another edge holds) stops apply there: the error
/// says what was applied and what was not, and a rerun once it is fixed converges.
#[test]
fn through_serve_a_refusal_says_what_was_applied_and_a_rerun_converges() {
    let env = Env::remote();
    env.json(&["tcp-edge", "create", "--hostport", "1.tcp.ngrok.io:20009"]);
    let taken = second_refused().replace("not a hostport", "1.tcp.ngrok.io:20009");
    let file = env.file("two.yaml", &taken);
    let out = run(&env, "apply", &file, &[]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("two.yaml, document 2 (line 5): tcp-edge second:"),
        "{said}"
    );
    let first = the_edge_named(&env, "first");
    assert!(
        said.contains(&format!(
            "; applied: tcp-edge first ({first}); not applied: tcp-edge second"
        )),
        "{said}"
    );
    let fixed = env.file("two.yaml", &taken.replace("20009", "20002"));
    let said = ok(&run(&env, "apply", &fixed, &[]));
    assert!(said.contains("tcp-edge first (edgtcp_"), "{said}");
    assert!(said.contains("tcp-edge second (edgtcp_"), "{said}");
    assert!(said.contains("): created"), "{said}");
    assert_eq!(run(&env, "diff", &fixed, &[]).status.code(), Some(0));
}

/// A teammate with another home directory (no config, no store, no state of any kind) sees the
/// same names against the same server: no local state is needed.
#[test]
fn a_second_home_directory_sees_the_same_names_through_serve() {
    let env = Env::remote();
    let file = env.file("infra.yaml", &manifest("web"));
    ok(&run(&env, "apply", &file, &[]));
    let printed = ok(&env.run(&["manifest"]));
    let other: PathBuf = env.path().join("other-home");
    let teammate = |args: &[&str]| {
        env.record(
            env.cmd()
                .env("HOME", &other)
                .env("XDG_DATA_HOME", other.join("data"))
                .env("XDG_CONFIG_HOME", other.join("config"))
                .env_remove("TUNNELCTL_STORE")
                .args(args),
        )
    };
    let path = file.to_str().unwrap();
    let before = env.state();
    let diff = teammate(&["diff", "-f", path]);
    assert_eq!(diff.status.code(), Some(0), "{}", stderr(&diff));
    let again = teammate(&["apply", "-f", path]);
    assert!(
        stderr(&again).contains("nothing to change"),
        "{}",
        stderr(&again)
    );
    assert_eq!(ok(&teammate(&["manifest"])), printed);
    assert_eq!(env.state(), before);
    assert!(
        !other.join("data").exists(),
        "nothing was stored in the teammate's home"
    );
}

transport_tests! {
    /// At a terminal, apply shows the plan and asks once before it updates or deletes. While the person reads, the
    /// store is free and a teammate changes a resource: apply reads it again before writing and
    /// stops instead of overwriting that change.
    fn prune_asks_once_and_a_change_made_meanwhile_stops_apply(env) {
        use crate::terminal::finish;
        use expectrl::Expect;
        let file = env.file("infra.yaml", &manifest("web"));
        ok(&run(&env, "apply", &file, &[]));
        let edge = the_edge(&env);
        let sub = env.json(&["event-sub", "list"])["event_subscriptions"][0].clone();
        let text = manifest("web two");
        let start = text.find("---\nkind: event-subscription").unwrap();
        let end = text.find("---\nkind: ssh-ca").unwrap();
        let fewer = env.file("fewer.yaml", &format!("{}{}", &text[..start], &text[end..]));
        let fewer = fewer.to_str().unwrap();
        let mut session =
            crate::ergonomics::in_terminal(&env, &["apply", "-f", fewer, "--prune"]);
        session
            .expect(format!(
                "event-subscription audit ({}): delete",
                sub["id"].as_str().unwrap()
            ))
            .unwrap();
        session.expect("Apply these changes (1 to update, 1 to delete)?").unwrap();
        ok(&env.run(&["tcp-edge", "update", edge["id"].as_str().unwrap(), "--description", "teammate"]));
        session.send("y\r").unwrap();
        let (screen, code) = finish(session);
        assert_eq!(code, Some(5), "{screen}");
        assert!(
            screen.contains("tcp-edge web (edgtcp_") && screen.contains("changed since apply read it"),
            "{screen}"
        );
        assert_eq!(the_edge(&env)["description"], "teammate");
        assert_eq!(env.json(&["event-sub", "list"])["event_subscriptions"][0]["id"], sub["id"]);
        // Asked again with nothing changed meanwhile, a yes applies it all.
        let mut session =
            crate::ergonomics::in_terminal(&env, &["apply", "-f", fewer, "--prune"]);
        session.expect("Apply these changes (1 to update, 1 to delete)?").unwrap();
        session.send("y\r").unwrap();
        let (screen, code) = finish(session);
        assert_eq!(code, Some(0), "{screen}");
        assert!(screen.contains("event-subscription audit (esb_"), "{screen}");
        assert_eq!(the_edge(&env)["description"], "web two");
        assert_eq!(env.json(&["event-sub", "list"])["event_subscriptions"], json!([]));
    }
}

transport_tests! {
    /// Two applies at once: a resource the other one created meanwhile under the same name stops
    /// this one before it makes a second resource of that name.
    fn a_name_created_meanwhile_stops_apply_before_creating_it_twice(env) {
        use crate::terminal::finish;
        use expectrl::Expect;
        let file = env.file("infra.yaml", "kind: ssh-ca\nname: old\n");
        ok(&run(&env, "apply", &file, &[]));
        let fresh = env.file("fresh.yaml", "kind: tcp-edge\nname: fresh\ndescription: mine\n");
        let mut session = crate::ergonomics::in_terminal(
            &env,
            &["apply", "-f", fresh.to_str().unwrap(), "--prune"],
        );
        session.expect("ssh-ca old (sshca_").unwrap();
        // A person's yes is what lets a CA be pruned without --prune-ca.
        session.expect("Apply these changes (1 to create, 1 to delete)?").unwrap();
        let theirs = env.file("theirs.yaml", "kind: tcp-edge\nname: fresh\ndescription: theirs\n");
        ok(&run(&env, "apply", &theirs, &[]));
        session.send("y\r").unwrap();
        let (screen, code) = finish(session);
        assert_eq!(code, Some(5), "{screen}");
        assert!(screen.contains("tcp-edge fresh was created by someone else"), "{screen}");
        assert_eq!(the_edge(&env)["description"], "theirs");
        assert_eq!(env.json(&["ssh-ca", "list"])["ssh_certificate_authorities"].as_array().unwrap().len(), 1);
    }
}

/// A local apply killed (SIGKILL, by strace's fault injection) at each of its writes to the
/// store's files, and then at each of its fsyncs, leaves the store, once opened again, as it was
/// before or as the whole apply makes it: never part of it.
#[test]
fn a_local_apply_killed_at_any_write_or_sync_leaves_all_or_nothing() {
    let test = "apply::a_local_apply_killed_at_any_write_or_sync_leaves_all_or_nothing";
    let Some(strace) = crate::common::outside_program("strace", "strace", test) else {
        return;
    };
    let env = Env::new();
    let base = env.file("base.yaml", "kind: ssh-ca\nname: kept\ndescription: ''\n");
    ok(&run(&env, "apply", &base, &[]));
    let three = env.file(
        "three.yaml",
        "kind: tcp-edge\nname: x\nhostports: [\"1.tcp.ngrok.io:20001\"]\n---\n\
         kind: tcp-edge\nname: y\n---\nkind: event-subscription\nname: z\n---\n\
         kind: ssh-ca\nname: kept\ndescription: changed\n",
    );
    let state = |env: &Env| ok(&env.run(&["manifest"]));
    let before = state(&env);
    let mut killed: BTreeMap<&str, usize> = BTreeMap::new();
    // What a kill left when it was not the state before: each must be the whole apply (a kill
    // keeps what reached the kernel, so one after the last write leaves all of it).
    let mut whole = Vec::new();
    let mut after = None;
    for call in ["pwrite64", "fsync"] {
        for n in 1..=60 {
            let mut apply = env.std_cmd();
            apply.args(["apply", "-f", three.to_str().unwrap()]);
            let status = std::process::Command::new(&strace)
                .args(["-f", "-qq", "-o", "/dev/null", "-e"])
                .arg(format!("inject={call}:signal=KILL:when={n}"))
                .arg(apply.get_program())
                .args(apply.get_args())
                .env_clear()
                .envs(apply.get_envs().filter_map(|(k, v)| v.map(|v| (k, v))))
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .expect("run strace");
            let now = state(&env);
            if now != before {
                // Back to the state before, for the next kill.
                ok(&run(&env, "apply", &base, &["--prune"]));
                assert_eq!(state(&env), before);
            }
            if status.success() {
                assert_ne!(now, before, "the apply that ran to its end applied");
                after = Some(now);
                break;
            }
            *killed.entry(call).or_default() += 1;
            if now != before {
                whole.push((format!("{call} {n}"), now));
            }
        }
    }
    let after = after.expect("a run without a kill");
    for (at, left) in whole {
        assert_eq!(
            left, after,
            "killed at {at}: the store holds part of the apply"
        );
    }
    // A unit is one commit (issue 60, item 2), so an apply writes the store's log in one flush:
    // one or two writes of it to be killed at (as sled's flusher falls), where a journal of each
    // request's writes made three or more.
    assert!(
        killed.contains_key("pwrite64") && killed.contains_key("fsync"),
        "too few kill points were reached: {killed:?}"
    );
    eprintln!("{test}: kills {killed:?}; each left all of the apply or none");
}

/// Issue 43 item 1: a CI pipeline's first run. The store `TUNNELCTL_STORE` names does not exist
/// yet: `diff`, `apply --dry-run` and `manifest` read it as empty (everything to create, diff
/// exit 8) and create nothing, as `terraform plan` reads empty state.
#[test]
fn a_store_that_does_not_exist_yet_plans_as_empty_and_is_not_created() {
    let env = Env::new();
    let file = env.file("infra.yaml", &manifest("web"));
    let out = run(&env, "diff", &file, &[]);
    assert_eq!(out.status.code(), Some(8), "{}", stderr(&out));
    assert!(
        ok_any(&out).contains("tcp-edge web: create"),
        "{}",
        ok_any(&out)
    );
    assert!(stderr(&out).contains("5 to create"), "{}", stderr(&out));
    let dry = run(&env, "apply", &file, &["--dry-run"]);
    assert!(ok(&dry).contains("ssh-ca ops: create"), "{}", ok(&dry));
    assert_eq!(ok(&env.run(&["manifest"])), "");
    assert!(!env.store().exists(), "planning created the store");
    // The real run creates it, and the plan is then in sync.
    ok(&run(&env, "apply", &file, &[]));
    assert_eq!(run(&env, "diff", &file, &[]).status.code(), Some(0));
}

fn edge_descriptions(env: &Env) -> Vec<String> {
    let mut all: Vec<String> = env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["description"].as_str().unwrap().to_string())
        .collect();
    all.sort();
    all
}

fn ca_names(env: &Env) -> Vec<String> {
    env.json(&["ssh-ca", "list"])["ssh_certificate_authorities"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            metadata(c)["tunnelctl.apply"]["name"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect()
}

/// Issue 42 item 6: team B's `apply --prune` deleted team A's edge and SSH CA. Each team now
/// applies its own set: B's prune leaves A's resources alone, B cannot change one of A's without
/// `--adopt`, and not at a terminal a CA is pruned only with `--prune-ca`.
#[test]
fn prune_deletes_only_its_own_apply_set_and_a_ca_only_when_told() {
    let env = Env::new();
    let team_a = env.file(
        "a.yaml",
        "kind: tcp-edge\nname: a-web\ndescription: A\n---\nkind: ssh-ca\nname: a-ca\n",
    );
    ok(&run(&env, "apply", &team_a, &["--set", "team-a"]));
    let b_text = "kind: tcp-edge\nname: b-web\ndescription: B\n";
    let team_b = env.file("b.yaml", b_text);
    let out = run(&env, "apply", &team_b, &["--set", "team-b", "--prune"]);
    assert!(!ok(&out).contains("deleted"), "{}", ok(&out));
    assert_eq!(edge_descriptions(&env), ["A", "B"]);
    assert_eq!(ca_names(&env), ["a-ca"]);
    let listed = env.json(&["tcp-edge", "list", "--set", "team-a"]);
    let listed: Vec<&Value> = listed["tcp_edges"].as_array().unwrap().iter().collect();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["description"], "A");
    let b_edge = the_edge_named(&env, "b-web");
    let stored = metadata(&env.json(&["tcp-edge", "get", &b_edge]));
    assert_eq!(
        stored["tunnelctl.apply"],
        json!({"name": "b-web", "set": "team-b"})
    );
    // Team B declaring team A's edge is refused, naming the owner; nothing changes.
    let taking = env.file(
        "take.yaml",
        &format!("{b_text}---\nkind: tcp-edge\nname: a-web\ndescription: taken\n"),
    );
    let before = env.state();
    for verb in ["apply", "diff"] {
        let out = run(&env, verb, &taking, &["--set", "team-b"]);
        assert_eq!(out.status.code(), Some(5), "{verb}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("tcp-edge a-web: TCP edge edgtcp_")
                && stderr(&out).contains("belongs to apply set \"team-a\"")
                && stderr(&out).contains("--adopt"),
            "{}",
            stderr(&out)
        );
    }
    assert_eq!(env.state(), before);
    // --adopt takes it into team B's set.
    let said = ok(&run(
        &env,
        "apply",
        &taking,
        &["--set", "team-b", "--adopt"],
    ));
    assert!(
        said.contains("metadata.tunnelctl.apply.set: \"team-a\" → \"team-b\""),
        "{said}"
    );
    let a_edge = the_edge_named(&env, "a-web");
    let stored = metadata(&env.json(&["tcp-edge", "get", &a_edge]));
    assert_eq!(stored["tunnelctl.apply"]["set"], "team-b");
    // Team A's CA leaves its file: not at a terminal, --prune keeps it without --prune-ca.
    let no_ca = env.file("a.yaml", "kind: tcp-edge\nname: a-api\ndescription: A2\n");
    let before = env.state();
    let out = run(&env, "apply", &no_ca, &["--set", "team-a", "--prune"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("--prune would delete ssh-ca a-ca (")
            && stderr(&out).contains("pass --prune-ca"),
        "{}",
        stderr(&out)
    );
    assert_eq!(env.state(), before);
    let out = run(
        &env,
        "apply",
        &no_ca,
        &["--set", "team-a", "--prune", "--prune-ca"],
    );
    assert!(ok(&out).contains("ssh-ca a-ca ("), "{}", ok(&out));
    assert_eq!(ca_names(&env), Vec::<String>::new());
}

/// Issue 43 items 4 and 8: `--target` limits diff and apply to the documents it names; diff lists
/// unchanged resources only with -v, -q silences its summary, and a change apply can never make
/// (an SSH CA's key type) is exit 1.
#[test]
fn target_limits_the_plan_and_diff_says_only_what_differs() {
    let env = Env::new();
    let text = "kind: tcp-edge\nname: one\ndescription: one\n---\nkind: tcp-edge\nname: two\n\
                description: two\n---\nkind: ssh-ca\nname: ops\n";
    let file = env.file("infra.yaml", text);
    ok(&run(&env, "apply", &file, &["--target", "tcp-edge/one"]));
    assert_eq!(edge_descriptions(&env), ["one"]);
    let out = run(&env, "diff", &file, &[]);
    assert_eq!(out.status.code(), Some(8));
    assert!(
        !ok_any(&out).contains("tcp-edge one"),
        "unchanged, unlisted: {}",
        ok_any(&out)
    );
    let verbose = run(&env, "diff", &file, &["-v"]);
    assert!(
        ok_any(&verbose).contains("tcp-edge one (edgtcp_"),
        "{}",
        ok_any(&verbose)
    );
    assert!(
        ok_any(&verbose).contains("): unchanged"),
        "{}",
        ok_any(&verbose)
    );
    let quiet = run(&env, "diff", &file, &["-q"]);
    assert_eq!(quiet.status.code(), Some(8));
    assert_eq!(stderr(&quiet), "");
    let out = run(&env, "diff", &file, &["--target", "nope/x"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&env, "diff", &file, &["--target", "tcp-edge/three"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--target tcp-edge/three: no manifest declares it"),
        "{}",
        stderr(&out)
    );
    ok(&run(&env, "apply", &file, &[]));
    let ecdsa = env.file("infra.yaml", &format!("{text}private_key_type: ecdsa\n"));
    let out = run(&env, "diff", &ecdsa, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("apply can never make this change"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn get_yaml_and_get_manifest_go_back_in_without_a_change() {
    let env = Env::new();
    let infra = env.file("infra.yaml", &manifest("web"));
    ok(&run(&env, "apply", &infra, &[]));
    let before = env.state();
    for (group, name) in [
        ("tcp-edge", "web"),
        ("event-sub", "audit"),
        ("ssh-ca", "ops"),
    ] {
        let yaml = ok(&env.run(&[group, "get", name, "-o", "yaml"]));
        let answer = env.file(&format!("{group}.yaml"), &yaml);
        // The update takes the answer whole (a TCP edge's `backend.backend.id` included), saying
        // once what it left out.
        let out = env.run(&[
            group,
            "update",
            name,
            "--from-file",
            answer.to_str().unwrap(),
        ]);
        ok(&out);
        let said = stderr(&out);
        let warnings: Vec<&str> = said.lines().filter(|l| l.starts_with("warning:")).collect();
        assert_eq!(warnings.len(), 1, "{group}: {said}");
        for field in ["left out id", "uri", "created_at"] {
            assert!(warnings[0].contains(field), "{group}: {said}");
        }
        // apply takes it too: a document of its ID's kind, named as apply named it.
        let out = run(&env, "diff", &answer, &[]);
        assert_eq!(out.status.code(), Some(0), "{group}: {}", stderr(&out));
        let document = ok(&env.run(&[group, "get", name, "-o", "manifest"]));
        assert!(document.contains(&format!("name: {name}\n")), "{document}");
        assert!(!document.contains("uri"), "{document}");
        let document = env.file(&format!("{group}.manifest.yaml"), &document);
        let out = run(&env, "diff", &document, &[]);
        assert_eq!(out.status.code(), Some(0), "{group}: {}", stderr(&out));
    }
    assert_eq!(env.state(), before);
    // A create from an answer makes another resource: apply's name stays with the original.
    let yaml = ok(&env.run(&["event-sub", "get", "audit", "-o", "yaml"]));
    let answer = env.file("copy.yaml", &yaml);
    let out = env.run(&[
        "event-sub",
        "create",
        "--from-file",
        answer.to_str().unwrap(),
        "-o",
        "json",
    ]);
    let copy: Value = serde_json::from_str(&ok(&out)).unwrap();
    assert_eq!(copy["metadata"], "", "{}", stderr(&out));
    assert!(
        stderr(&out).contains("metadata's tunnelctl.apply"),
        "{}",
        stderr(&out)
    );
    let original = env.json(&["event-sub", "get", "audit"]);
    assert_eq!(copy["sources"][0]["type"], original["sources"][0]["type"]);
    assert_ne!(copy["id"], original["id"]);
    // A format of `get` alone, refused before anything is read.
    let out = env.run(&["tcp-edge", "list", "-o", "manifest"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("-o manifest prints one resource"));
}

/// An executable script in `env`'s directory, for `EDITOR`.
fn editor(env: &Env, name: &str, script: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = env.file(name, &format!("#!/bin/sh\n{script}\n"));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_str().unwrap().to_string()
}

transport_tests! {
    fn edit_applies_what_the_editor_saved_and_nothing_else(env) {
        let infra = env.file(
            "infra.yaml",
            "kind: tcp-edge\nname: web\ndescription: one\nhostports: [\"1.tcp.ngrok.io:20001\"]\n",
        );
        ok(&run(&env, "apply", &infra, &[]));
        let description = |env: &Env| env.json(&["tcp-edge", "get", "web"])["description"].clone();
        let seen = env.path().join("seen");
        let saving = editor(
            &env,
            "saving",
            &format!(
                "stat -c %a \"$1\" > {seen}\necho \"$1\" >> {seen}\n\
                 sed -i 's/^description: one$/description: two/' \"$1\"",
                seen = seen.display()
            ),
        );
        env.set_var("EDITOR", &saving);
        let out = env.run(&["edit", "tcp-edge", "web"]);
        assert!(ok(&out).contains("updated"), "{}", stderr(&out));
        assert_eq!(description(&env), "two");
        let seen = std::fs::read_to_string(&seen).unwrap();
        let (mode, file) = seen.split_once('\n').unwrap();
        assert_eq!(mode, "600", "only the user reads the resource being edited");
        assert!(!Path::new(file.trim()).exists(), "{file} is left behind");

        let before = env.state();
        // Saved unchanged: cancelled, exit 0.
        env.set_var("EDITOR", "true");
        let out = env.run(&["edit", "tcp-edge", "web"]);
        ok(&out);
        assert!(stderr(&out).contains("Edit cancelled, no changes made."), "{}", stderr(&out));
        // An editor that fails applies nothing, whatever it saved.
        env.set_var("EDITOR", &editor(&env, "failing", "sed -i s/two/three/ \"$1\"\nexit 3"));
        let out = env.run(&["edit", "tcp-edge", "web"]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        assert!(stderr(&out).contains("nothing was applied"), "{}", stderr(&out));
        // --dry-run shows the plan and writes nothing.
        env.set_var("EDITOR", "sed -i s/two/three/");
        let out = env.run(&["edit", "tcp-edge", "web", "--dry-run"]);
        assert!(ok(&out).contains("description: \"two\" → \"three\""), "{}", ok(&out));
        // --dry-run fails where the save would: a hostport another edge holds, exit 5.
        let other = env.json(&["tcp-edge", "create", "--hostport", "1.tcp.ngrok.io:20009"]);
        let held = env.state();
        env.set_var("EDITOR", "sed -i s/1.tcp.ngrok.io:20001/1.tcp.ngrok.io:20009/");
        let dry = env.run(&["edit", "tcp-edge", "web", "--dry-run"]);
        assert_eq!(dry.status.code(), Some(5), "{}", stderr(&dry));
        assert_eq!(env.state(), held);
        let out = env.run(&["edit", "tcp-edge", "web"]);
        assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
        // The same refusal; each names its own temporary file.
        let refusal = |out: &Output| {
            let said = stderr(out);
            let line = said.lines().next().unwrap_or_default();
            let from = line.find("document 1").unwrap_or(0);
            line[from..].split(';').next().unwrap_or_default().to_string()
        };
        assert_eq!(refusal(&dry), refusal(&out), "the same message");
        ok(&env.run(&["tcp-edge", "delete", other["id"].as_str().unwrap()]));
        // A document apply refuses (a field it does not know; a hostport the API refuses): not at
        // a terminal, an error naming the file that keeps the edit.
        for (edit, exit) in [("s/^hostports:/hostportz:/", 2), ("s/1.tcp.ngrok.io:20001/bad/", 1)] {
            env.set_var("EDITOR", &format!("sed -i {edit}"));
            let out = env.run(&["edit", "tcp-edge", "web"]);
            assert_eq!(out.status.code(), Some(exit), "{}", stderr(&out));
            let said = stderr(&out);
            let kept = said
                .split("your edit is kept in ")
                .nth(1)
                .and_then(|rest| rest.lines().next())
                .unwrap_or_else(|| panic!("no kept file: {said}"));
            let text = std::fs::read_to_string(kept).unwrap();
            assert!(text.contains("hostportz:") || text.contains("- bad"), "{text}");
            std::fs::remove_file(kept).unwrap();
        }
        assert_eq!(env.state(), before);
        assert_eq!(description(&env), "two");
    }
}
