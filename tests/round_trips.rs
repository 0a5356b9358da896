//! Round trips of declarative configuration (issue 61, item 1): whoever made a resource of a kind
//! a manifest declares, its `get -o manifest` (and `manifest --all`) is a document that `diff`
//! finds in sync and `apply` applies without writing anything; `edit` saves the field changed
//! and keeps the rest; a document that leaves a field out (`metadata` too) leaves it as it is.

use std::path::Path;
use std::process::Output;

use proptest::prelude::*;
use serde::Deserialize;
use serde_json::{json, Value};
use tunnelctl::api::Method;
use tunnelctl::kind::Kind;

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

/// What the store shows: every collection, and each module `document` declares (the API lists
/// no modules).
fn shown(env: &Env, document: &str) -> Value {
    let mut paths = Vec::new();
    for doc in serde_yaml::Deserializer::from_str(document) {
        let doc = Value::deserialize(doc).unwrap();
        let Some(kind) = doc["kind"].as_str().and_then(Kind::named) else {
            continue;
        };
        if !kind.has_ids() {
            let keys: Vec<&str> = kind.keys().map(|k| doc[k].as_str().unwrap()).collect();
            paths.push(kind.module_path(&keys));
        }
    }
    let requests: Vec<_> = paths
        .iter()
        .map(|p| (Method::Get, p.as_str(), None))
        .collect();
    json!({"collections": env.state(), "modules": env.api_all(&requests)})
}

/// `document` goes back in unchanged: `diff` exits 0 and `apply` writes nothing.
fn goes_back_unchanged(env: &Env, label: &str, document: &str) {
    let file = env.file("round-trip.yaml", document);
    let before = shown(env, document);
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
    assert_eq!(
        shown(env, document),
        before,
        "{label}: apply wrote something"
    );
}

/// One resource of each kind a manifest declares with a name, made by hand, with what makes a
/// round trip hard: module IDs, user metadata (a JSON object, and text that is none: the API keeps
/// any string), a CA's key and policy. Answers (command, ID).
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
        "owner=bob",
    ]);
    let ca = env.json(&[
        "ssh-ca",
        "create",
        "--key-type",
        "ecdsa",
        "--description",
        "ca",
        "--metadata",
        "[1]",
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
        // Made by hand, each stays so: no marker was written, and its metadata is as it was made.
        for ((group, id), made) in by_hand.iter().zip(["{\"team\":\"web\"}", "owner=bob", "[1]"]) {
            let kept = env.json(&[group, "get", id]);
            assert_eq!(kept["metadata"], made, "{group} {id}");
        }
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

/// The kind whose commands are `command` (`event-sub`, `route saml`), as the table of kinds says.
fn named_by(command: &str) -> &'static Kind {
    Kind::declarable().find(|k| k.command == command).unwrap()
}

/// An executable script in `env`'s directory, for `EDITOR`.
fn editor(env: &Env, script: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let path = env.file("editor", &format!("#!/bin/sh\n{script}\n"));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_str().unwrap().to_string()
}

/// Changes one field of whichever document it is given: a description, a TLS module's lowest
/// version, a SAML module's `force_authn`, a compression module's `enabled`.
const ONE_FIELD: &str = "sed -i -e 's/^description: .*$/description: two/' \
    -e \"s/^min_version: .*$/min_version: '1.2'/\" -e 's/^force_authn: false$/force_authn: true/' \
    -e 's/^enabled: false$/enabled: true/' \"$1\"";

transport_tests! {
    fn edit_saves_the_changed_field_and_keeps_the_rest_of_every_kind(env) {
        let by_hand = made_by_hand(&env);
        let (tls, https, route) = (fake_id("edgtls", 1), fake_id("edghts", 2), fake_id("edghtsrt", 3));
        ok(&env.run(&["tls-termination", "replace", &tls, "--min-version", "1.3"]));
        let idp = env.file("idp.xml", &IDP.replace("\\\"", "\""));
        ok(&env.run(&["route", "saml", "replace", &https, &route, "--idp-metadata-file",
            idp.to_str().unwrap(), "--authorized-group", "ops"]));
        ok(&env.run(&["route", "compression", "replace", &https, &route, "--enabled", "false"]));
        // (edit's arguments, get's, the field the editor changes, its new value)
        let mut every: Vec<(Vec<&str>, Vec<&str>, &str, Value)> = by_hand
            .iter()
            .map(|(group, id)| {
                let kind = named_by(group).name;
                (vec![kind, id.as_str()], vec![*group, "get", id.as_str()], "description", json!("two"))
            })
            .collect();
        every.extend([
            (vec!["tls-termination", &tls], vec!["tls-termination", "get", &tls], "min_version", json!("1.2")),
            (vec!["route-saml", &https, &route], vec!["route", "saml", "get", &https, &route],
                "force_authn", json!(true)),
            (vec!["route-compression", &https, &route],
                vec!["route", "compression", "get", &https, &route], "enabled", json!(true)),
        ]);
        env.set_var("EDITOR", &editor(&env, ONE_FIELD));
        for (edited, get, field, value) in &every {
            let before = env.json(get);
            let out = env.run(&[&["edit"][..], edited].concat());
            assert!(stderr(&out).contains("applied: 1 updated"), "{edited:?}: {}", stderr(&out));
            let after = env.json(get);
            assert_eq!(&after[field], value, "{edited:?}");
            let mut kept = after.clone();
            kept[field] = before[field].clone();
            assert_eq!(kept, before, "{edited:?}: edit changed more than {field}");
        }
        // Text metadata made by hand is a field like another: kept above, changed here.
        let (_, sub) = &by_hand[1];
        let before = env.json(&["event-sub", "get", sub]);
        env.set_var("EDITOR", &editor(&env, "sed -i 's/^metadata: owner=bob$/metadata: owner=alice/' \"$1\""));
        ok(&env.run(&["edit", "event-subscription", sub]));
        let mut after = env.json(&["event-sub", "get", sub]);
        assert_eq!(after["metadata"], "owner=alice");
        after["metadata"] = before["metadata"].clone();
        assert_eq!(after, before);
    }
}

#[test]
fn edit_of_a_module_takes_its_parents_ids_as_its_get_does() {
    let mut env = Env::new();
    let (https, route) = (fake_id("edghts", 2), fake_id("edghtsrt", 3));
    ok(&env.run(&[
        "route",
        "compression",
        "replace",
        &https,
        &route,
        "--enabled",
        "false",
    ]));
    env.set_var("EDITOR", &editor(&env, ONE_FIELD));
    let before = env.state();
    let out = env.run(&["edit", "route-compression", &https]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("edit route-compression takes EDGE_ID ROUTE_ID"),
        "{}",
        stderr(&out)
    );
    // A document whose keys were edited names another module: refused, nothing written.
    env.set_var(
        "EDITOR",
        &editor(
            &env,
            &format!(
                "sed -i 's/^route_id: .*$/route_id: {}/' \"$1\"",
                fake_id("edghtsrt", 25)
            ),
        ),
    );
    let out = env.run(&["edit", "route-compression", &https, &route]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(&format!(
            "keep kind: route-compression and edge_id: {https} and route_id: {route}"
        )),
        "{}",
        stderr(&out)
    );
    assert_eq!(env.state(), before);
    let module = env.json(&["route", "compression", "get", &https, &route]);
    assert_eq!(module["enabled"], false);
    let other = env.run(&[
        "route",
        "compression",
        "get",
        &https,
        &fake_id("edghtsrt", 25),
    ]);
    assert_eq!(other.status.code(), Some(3), "{}", stderr(&other));
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

/// A resource of a kind apply takes, as a person makes it with the CLI: the command that makes it
/// (given `body` with `--from-file`), the ones that get it and edit it (a kind with IDs: its ID
/// added to both once it is made).
#[derive(Debug, Clone)]
struct ByHand {
    make: Vec<String>,
    get: Vec<String>,
    edit: Vec<String>,
    body: Value,
}

impl ByHand {
    fn new(make: &[&str], get: &[&str], body: Value) -> ByHand {
        let words = |w: &[&str]| w.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        // `route saml get E R` is edited as `edit route-saml E R`.
        let verb = get.iter().position(|w| *w == "get").unwrap();
        let mut edit = words(&["edit", named_by(&get[..verb].join(" ")).name]);
        edit.extend(words(&get[verb + 1..]));
        ByHand {
            make: words(make),
            get: words(get),
            edit,
            body,
        }
    }
}

/// What `ONE_FIELD`'s edit makes of a resource or module as `get` answers it.
fn edited(before: &Value) -> Value {
    let mut after = before.clone();
    for (field, to) in [("description", "two"), ("min_version", "1.2")] {
        if before[field].is_string() {
            after[field] = json!(to);
        }
    }
    for flag in ["force_authn", "enabled"] {
        if before[flag] == false {
            after[flag] = json!(true);
        }
    }
    after
}

/// An ID of `prefix`, well formed: 27 base62 characters, a KSUID's (whose largest starts with `a`).
fn any_id(prefix: &'static str) -> impl Strategy<Value = String> {
    "[0-9A-Z][0-9A-Za-z]{26}".prop_map(move |tail| format!("{prefix}_{tail}"))
}

/// Metadata as a person gives it: none, a JSON object, or any text (the API keeps a string).
fn any_metadata() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        proptest::collection::btree_map("[a-z]{1,6}", "[a-z ]{0,6}", 1..3)
            .prop_map(|keys| serde_json::to_string(&keys).unwrap()),
        "[ -~]{1,24}",
    ]
}

/// One resource of every kind apply takes, made by hand: an edge with or without each module, an
/// event subscription, an SSH CA (no RSA: its key takes seconds), and the three modules.
fn every_kind_by_hand() -> impl Strategy<Value = Vec<ByHand>> {
    let text = "[ -~]{0,16}";
    let edge = (
        text,
        any_metadata(),
        any::<bool>(),
        proptest::option::of((any::<bool>(), any_id("bkdtg"))),
        proptest::option::of((
            any::<bool>(),
            proptest::collection::vec(any_id("ipp"), 1..3),
        )),
        proptest::option::of(any::<bool>()),
    )
        .prop_map(|(description, metadata, hostport, backend, ip, policy)| {
            let mut body = json!({"description": description, "metadata": metadata});
            if hostport {
                body["hostports"] = json!([]); // a free one is put in when it is made
            }
            if let Some((enabled, id)) = backend {
                body["backend"] = json!({"enabled": enabled, "backend_id": id});
            }
            if let Some((enabled, ids)) = ip {
                body["ip_restriction"] = json!({"enabled": enabled, "ip_policy_ids": ids});
            }
            if let Some(enabled) = policy {
                body["policy"] = json!({"enabled": enabled, "inbound": [], "outbound": []});
            }
            ByHand::new(&["tcp-edge", "create"], &["tcp-edge", "get"], body)
        });
    let types = [
        "ip_policy_created.v0",
        "ip_policy_deleted.v0",
        "ip_policy_updated.v0",
    ];
    let subscription = (
        text,
        any_metadata(),
        proptest::sample::subsequence(types.to_vec(), 0..=3),
        proptest::collection::vec(any_id("ed"), 0..3),
    )
        .prop_map(|(description, metadata, sources, destinations)| {
            let sources: Vec<Value> = sources.iter().map(|t| json!({"type": t})).collect();
            let body = json!({"description": description, "metadata": metadata,
                "sources": sources, "destination_ids": destinations});
            ByHand::new(&["event-sub", "create"], &["event-sub", "get"], body)
        });
    let key = prop_oneof![
        Just(json!({"private_key_type": "ed25519"})),
        Just(json!({"private_key_type": "ecdsa", "elliptic_curve": "p384"})),
    ];
    let ca = (text, any_metadata(), key).prop_map(|(description, metadata, mut body)| {
        body["description"] = json!(description);
        body["metadata"] = json!(metadata);
        ByHand::new(&["ssh-ca", "create"], &["ssh-ca", "get"], body)
    });
    let tls = (
        any_id("edgtls"),
        any::<bool>(),
        proptest::option::of(prop_oneof![Just("1.2"), Just("1.3")]),
    )
        .prop_map(|(edge, enabled, min_version)| {
            let body = match min_version {
                Some(min) => {
                    json!({"enabled": enabled, "terminate_at": "edge", "min_version": min})
                }
                None => json!({"enabled": enabled, "terminate_at": "upstream"}),
            };
            ByHand::new(
                &["tls-termination", "replace", &edge],
                &["tls-termination", "get", &edge],
                body,
            )
        });
    let route = || (any_id("edghts"), any_id("edghtsrt"));
    let compression = (route(), any::<bool>()).prop_map(|((edge, route), enabled)| {
        ByHand::new(
            &["route", "compression", "replace", &edge, &route],
            &["route", "compression", "get", &edge, &route],
            json!({"enabled": enabled}),
        )
    });
    let saml = (
        route(),
        [any::<bool>(), any::<bool>(), any::<bool>()],
        proptest::collection::vec("[a-z]{1,8}", 0..3),
        proptest::option::of("[a-z]{1,8}"),
    )
        .prop_map(
            |((edge, route), [force_authn, idp_initiated, passthrough], groups, prefix)| {
                let mut body = json!({"idp_metadata": IDP.replace("\\\"", "\""),
                "force_authn": force_authn, "allow_idp_initiated": idp_initiated,
                "options_passthrough": passthrough, "authorized_groups": groups});
                if let Some(prefix) = prefix {
                    body["cookie_prefix"] = json!(prefix);
                }
                ByHand::new(
                    &["route", "saml", "replace", &edge, &route],
                    &["route", "saml", "get", &edge, &route],
                    body,
                )
            },
        );
    (edge, subscription, ca, tls, compression, saml)
        .prop_map(|(a, b, c, d, e, f)| vec![a, b, c, d, e, f])
}

transport_tests! {
    /// Resources of every kind apply takes, made by hand with what a person may give them (any
    /// metadata text, modules or none): their `get -o manifest` documents and `manifest --all`
    /// go back unchanged, each stays as it was made, and `edit` changes what the editor changed
    /// and nothing else.
    fn resources_of_every_kind_made_by_hand_go_round(env) {
        use proptest::test_runner::{Config, TestRunner};
        let mut runner = TestRunner::new(Config {
            cases: 6,
            max_shrink_iters: 8,
            failure_persistence: None,
            ..Config::default()
        });
        let port = std::cell::Cell::new(20000);
        env.set_var("EDITOR", &editor(&env, ONE_FIELD));
        runner
            .run(&every_kind_by_hand(), |resources| {
                let mut documents = Vec::new();
                let mut edits = Vec::new();
                for mut resource in resources {
                    if resource.body.get("hostports").is_some() {
                        port.set(port.get() + 1);
                        let hostport = format!("1.tcp.ngrok.io:{}", port.get());
                        resource.body["hostports"] = json!([hostport]);
                    }
                    let body = env.file("body.json", &resource.body.to_string());
                    let mut make: Vec<&str> = resource.make.iter().map(String::as_str).collect();
                    make.extend(["--from-file", body.to_str().unwrap()]);
                    let made = env.json(&make);
                    let (mut get, mut edit) = (resource.get.clone(), resource.edit.clone());
                    if let Some(id) = made["id"].as_str() {
                        get.push(id.into());
                        edit.push(id.into());
                        prop_assert_eq!(&made["metadata"], &resource.body["metadata"]);
                    }
                    let get: Vec<&str> = get.iter().map(String::as_str).collect();
                    documents.push(ok(&env.run(&[&get[..], &["-o", "manifest"]].concat())));
                    prop_assert_eq!(&env.json(&get), &made, "{:?}", resource);
                    edits.push((get.iter().map(|w| w.to_string()).collect::<Vec<_>>(), edit, made));
                }
                goes_back_unchanged(&env, "get -o manifest", &documents.join("---\n"));
                goes_back_unchanged(&env, "manifest --all", &ok(&env.run(&["manifest", "--all"])));
                // edit saves the fields the editor changed and keeps the rest.
                for (get, edit, before) in edits {
                    let edit: Vec<&str> = edit.iter().map(String::as_str).collect();
                    ok(&env.run(&edit));
                    let get: Vec<&str> = get.iter().map(String::as_str).collect();
                    prop_assert_eq!(env.json(&get), edited(&before), "{:?}", edit);
                }
                Ok(())
            })
            .unwrap();
    }
}
