//! Round trips of declarative configuration (issue 61, item 1): whoever made a resource of a kind
//! a manifest declares, its `get -o manifest` (and `manifest --all`) is a document that `diff`
//! finds in sync and `apply` applies without writing anything; `edit` saves the field changed
//! and keeps the rest; a document that leaves a field out (`metadata` too) leaves it as it is.

use std::path::Path;
use std::process::Output;

use serde_json::{json, Value};

use crate::common::{fake_id, transport_tests, Env};

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

fn file_verb(env: &Env, verb: &str, file: &Path) -> Output {
    env.run(&[verb, "-f", file.to_str().unwrap()])
}

/// `document` goes back in unchanged: `diff` exits 0 and `apply` writes nothing.
fn goes_back_unchanged(env: &Env, label: &str, document: &str) {
    let file = env.file("round-trip.yaml", document);
    let before = env.state();
    let out = file_verb(env, "diff", &file);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{label}: {document}\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        stderr(&out)
    );
    let out = file_verb(env, "apply", &file);
    ok(&out);
    assert!(
        stderr(&out).contains("nothing to change"),
        "{label}: {}",
        stderr(&out)
    );
    assert_eq!(env.state(), before, "{label}: apply wrote something");
}

/// One resource of each kind a manifest declares with a name, made by hand, with what makes a
/// round trip hard: module IDs, user metadata, a CA's key and policy. Answers (command, ID).
fn made_by_hand(env: &Env) -> Vec<(&'static str, String)> {
    let id = |v: Value| v["id"].as_str().unwrap().to_string();
    let edge = env.json(&[
        "tcp-edge",
        "create",
        "--metadata",
        "{\"team\":\"web\"}",
        "--backend-id",
        &fake_id("bkdtg", 1),
        "--ip-policy-id",
        &fake_id("ipp", 2),
    ]);
    let sub = env.json(&[
        "event-sub",
        "create",
        "--source",
        "ip_policy_deleted.v0",
        "--destination-id",
        &fake_id("ed", 3),
        "--metadata",
        "{\"a\":1}",
    ]);
    let ca = env.json(&[
        "ssh-ca",
        "create",
        "--key-type",
        "ecdsa",
        "--description",
        "ca",
    ]);
    vec![
        ("tcp-edge", id(edge)),
        ("event-sub", id(sub)),
        ("ssh-ca", id(ca)),
    ]
}

/// The same kinds declared through apply.
const APPLIED: &str = "kind: tcp-edge
name: web
hostports: [\"1.tcp.ngrok.io:20001\"]
backend: {backend_id: bkdtg_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe}
ip_restriction: {ip_policy_ids: [ipp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe]}
metadata: {team: web}
---
kind: event-subscription
name: audit
sources: [{type: ip_policy_created.v0}]
metadata: {b: 2}
---
kind: ssh-ca
name: ops
private_key_type: rsa
key_size: 2048
";

transport_tests! {
    fn every_declared_kind_goes_round_whoever_made_it(env) {
        let by_hand = made_by_hand(&env);
        let applied = env.file("applied.yaml", APPLIED);
        ok(&file_verb(&env, "apply", &applied));
        let by_apply = [("tcp-edge", "web"), ("event-sub", "audit"), ("ssh-ca", "ops")];
        let every = by_hand
            .iter()
            .map(|(group, id)| (*group, id.as_str()))
            .chain(by_apply);
        for (group, id) in every {
            let document = ok(&env.run(&[group, "get", id, "-o", "manifest"]));
            goes_back_unchanged(&env, &format!("{group} {id}"), &document);
        }
        // The module IDs of an edge made by hand are in its document (they were lost when a
        // document with `id:` was read as an answer).
        let edge = &by_hand[0].1;
        let document = ok(&env.run(&["tcp-edge", "get", edge, "-o", "manifest"]));
        assert!(document.contains(&format!("backend_id: {}", fake_id("bkdtg", 1))), "{document}");
        assert!(document.contains(&format!("- {}", fake_id("ipp", 2))), "{document}");
        let all = ok(&env.run(&["manifest", "--all"]));
        for (_, id) in &by_hand {
            assert!(all.contains(&format!("id: {id}\n")), "{all}");
        }
        goes_back_unchanged(&env, "manifest --all", &all);
        // Made by hand, it stays so: no marker was written.
        let kept = env.json(&["tcp-edge", "get", edge]);
        assert_eq!(kept["metadata"], "{\"team\":\"web\"}");
    }

    fn a_document_that_leaves_metadata_out_keeps_it(env) {
        let applied = env.file("applied.yaml", APPLIED);
        ok(&file_verb(&env, "apply", &applied));
        let short = env.file(
            "short.yaml",
            "kind: tcp-edge\nname: web\ndescription: two\n\
             backend: {backend_id: bkdtg_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe}\n\
             ip_restriction: {ip_policy_ids: [ipp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe]}\n",
        );
        let said = ok(&file_verb(&env, "apply", &short));
        assert!(!said.contains("metadata"), "{said}");
        let edge = env.json(&["tcp-edge", "get", "web"]);
        assert_eq!(edge["description"], "two");
        let metadata: Value = serde_json::from_str(edge["metadata"].as_str().unwrap()).unwrap();
        assert_eq!(metadata, json!({"team": "web", "tunnelctl.apply": {"name": "web"}}));
        // A resource made by hand, taken under a name by a document without metadata: its
        // metadata stays, apply's marker beside it.
        let by_hand = env.json(&["event-sub", "create", "--metadata", "{\"a\":1}"]);
        let id = by_hand["id"].as_str().unwrap();
        let take = env.file("take.yaml", &format!("kind: event-subscription\nname: ev\nid: {id}\n"));
        let said = ok(&file_verb(&env, "apply", &take));
        assert!(said.contains("metadata.tunnelctl.apply.name: (unset) → \"ev\""), "{said}");
        let sub = env.json(&["event-sub", "get", id]);
        let metadata: Value = serde_json::from_str(sub["metadata"].as_str().unwrap()).unwrap();
        assert_eq!(metadata, json!({"a": 1, "tunnelctl.apply": {"name": "ev"}}));
        // Metadata that is not a JSON object has no room for the marker: refused, not replaced.
        let text = env.json(&["tcp-edge", "create", "--metadata", "owner=bob"]);
        let id = text["id"].as_str().unwrap();
        let take = env.file("take.yaml", &format!("kind: tcp-edge\nname: bob\nid: {id}\n"));
        let before = env.state();
        let out = file_verb(&env, "apply", &take);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        let said = stderr(&out);
        assert!(
            said.contains(&format!(
                "tcp-edge bob: TCP edge {id} keeps the metadata \"owner=bob\", not a JSON object"
            )),
            "{said}"
        );
        assert!(said.contains("declare metadata:"), "{said}");
        assert_eq!(env.state(), before);
    }
}

/// An executable script in `env`'s directory, for `EDITOR`.
fn editor(env: &Env, script: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = env.file("editor", &format!("#!/bin/sh\n{script}\n"));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn edit_of_an_edge_made_by_hand_saves_the_changed_field_and_keeps_the_rest() {
    let mut env = Env::new();
    let (_, edge) = made_by_hand(&env).remove(0);
    let before = env.json(&["tcp-edge", "get", &edge]);
    env.set_var(
        "EDITOR",
        &editor(
            &env,
            "sed -i \"s/^description: .*$/description: two/\" \"$1\"",
        ),
    );
    let out = env.run(&["edit", "tcp-edge", &edge]);
    assert!(ok(&out).contains("updated"), "{}", stderr(&out));
    let after = env.json(&["tcp-edge", "get", &edge]);
    assert_eq!(after["description"], "two");
    for field in ["backend", "ip_restriction", "metadata", "hostports"] {
        assert_eq!(after[field], before[field], "{field}");
    }
}

/// A SAML module's IdP metadata, as a JSON string.
const IDP: &str = "<md:EntityDescriptor xmlns:md=\\\"urn:oasis:names:tc:SAML:2.0:metadata\\\" \
                   entityID=\\\"https://idp.example.com/metadata\\\"></md:EntityDescriptor>";

transport_tests! {
    fn every_module_goes_round_whoever_made_it(env) {
        let (tls, https, route) = (fake_id("edgtls", 1), fake_id("edghts", 2), fake_id("edghtsrt", 3));
        // Made by hand.
        ok(&env.run(&["tls-termination", "replace", &tls, "--min-version", "1.3"]));
        let saml = env.file(
            "saml.json",
            &format!("{{\"idp_metadata\": \"{IDP}\", \"authorized_groups\": [\"ops\"]}}"),
        );
        ok(&env.run(&["route", "saml", "replace", &https, &route, "--from-file", saml.to_str().unwrap()]));
        ok(&env.run(&["route", "compression", "replace", &https, &route, "--enabled", "false"]));
        // Made by apply.
        let (tls2, route2) = (fake_id("edgtls", 4), fake_id("edghtsrt", 5));
        let applied = env.file(
            "modules.yaml",
            &format!(
                "kind: tls-termination\nedge_id: {tls2}\nterminate_at: upstream\n---\n\
                 kind: route-compression\nedge_id: {https}\nroute_id: {route2}\nenabled: true\n"
            ),
        );
        ok(&file_verb(&env, "apply", &applied));
        let modules: [(&[&str], &[&str]); 5] = [
            (&["tls-termination"], &[&tls]),
            (&["tls-termination"], &[&tls2]),
            (&["route", "saml"], &[&https, &route]),
            (&["route", "compression"], &[&https, &route]),
            (&["route", "compression"], &[&https, &route2]),
        ];
        for (command, keys) in modules {
            let mut args: Vec<&str> = command.to_vec();
            args.push("get");
            args.extend(keys);
            args.extend(["-o", "manifest"]);
            let document = ok(&env.run(&args));
            assert!(document.contains(&format!("edge_id: {}\n", keys[0])), "{document}");
            goes_back_unchanged(&env, &args.join(" "), &document);
        }
    }
}
