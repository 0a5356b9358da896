//! `tunnelctl store check|export|import`: a store the tool wrote is consistent, a damaged index is
//! named, and an export imports into a new store that exports to the same bytes.

use crate::common;
use tunnelctl::cli::exit;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::{fake_id, id, ids, Env};
use serde_json::{json, Value};
use ssh_key::rand_core::OsRng;
use ssh_key::{Algorithm, PrivateKey};

const PASSPHRASE: &str = "correct horse";

/// Runs a command on the store at `store` (the flag beats the environment's TUNNELCTL_STORE).
fn run_at(env: &Env, store: &Path, args: &[&str]) -> Output {
    env.record(env.cmd().arg("--store").arg(store).args(args))
}

fn ok(out: Output, what: &str) -> Output {
    assert!(
        out.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn export_at(env: &Env, store: &Path, flags: &[&str]) -> Vec<u8> {
    let mut args = vec!["store", "export"];
    args.extend_from_slice(flags);
    ok(run_at(env, store, &args), "store export").stdout
}

fn check_at(env: &Env, store: &Path) -> (Option<i32>, Value, String) {
    let out = run_at(env, store, &["-o", "json", "store", "check"]);
    let report = serde_json::from_slice(&out.stdout).expect("the report is JSON");
    (out.status.code(), report, stderr(&out))
}

fn public_key() -> String {
    PrivateKey::random(&mut OsRng, Algorithm::Ed25519)
        .unwrap()
        .public_key()
        .to_openssh()
        .unwrap()
}

/// What every kind of resource the store holds looks like after `fill`, for the round trip.
struct Filled {
    ca: String,
    encrypted_ca: String,
}

/// Creates resources of every kind: TCP edges with every module, SSH CAs (one encrypted at rest)
/// and certificates, an event subscription, sessions (one restarted, one updating), agent
/// releases, SAML and compression route modules and a TLS termination module.
fn fill(env: &Env) -> Filled {
    let policy = env.file(
        "policy.yaml",
        "inbound:\n  - name: deny-one\n    expressions: [\"conn.client_ip == '10.0.0.1'\"]\n    actions: [{type: deny}]\n",
    );
    env.json(&[
        "tcp-edge",
        "create",
        "--description",
        "full",
        "--metadata",
        "{\"team\":\"ops\"}",
        "--hostport",
        "a.example.com:1",
        "--hostport",
        "b.example.com:2",
        "--backend-id",
        &fake_id("bkdtg", 1),
        "--ip-policy-id",
        &fake_id("ipp", 1),
        "--policy-file",
        policy.to_str().unwrap(),
    ]);
    env.json(&["tcp-edge", "create", "--hostport", "c.example.com:3"]);
    env.json(&["tcp-edge", "create"]);

    let ca = id(&env.json(&["ssh-ca", "create", "--description", "plain"]));
    crate::ssh_support::allow_empty_principals(env, &ca);
    let passphrase = env.secret_file("passphrase", &format!("{PASSPHRASE}\n"));
    let encrypted_ca = id(&env.json(&[
        "ssh-ca",
        "create",
        "--passphrase-file",
        passphrase.to_str().unwrap(),
    ]));
    crate::ssh_support::allow_empty_principals(env, &encrypted_ca);
    let key = env.file("user.pub", &public_key());
    for _ in 0..2 {
        env.json(&[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key-file",
            key.to_str().unwrap(),
            "--principal",
            "alice",
        ]);
    }
    env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &encrypted_ca,
        "--public-key-file",
        key.to_str().unwrap(),
        "--ca-passphrase-file",
        passphrase.to_str().unwrap(),
    ]);

    env.json(&[
        "event-sub",
        "create",
        "--source",
        "ip_policy_created.v0",
        "--source",
        "ip_policy_deleted.v0",
        "--destination-id",
        &fake_id("ed", 1),
        "--description",
        "subs",
    ]);

    assert!(env
        .run(&["agent", "release", "add", "3.18.9", "3.19.0"])
        .status
        .success());
    let restarted = id(&env.json(&["agent", "connect", "--region", "eu"]));
    assert!(env
        .run(&["session", "restart", &restarted])
        .status
        .success());
    let updating = id(&env.json(&["agent", "connect", "--agent-version", "3.18.4"]));
    assert!(env.run(&["session", "update", &updating]).status.success());
    env.json(&["agent", "connect", "--transport", "ssh", "--os", "windows"]);

    let (edge, route) = (fake_id("edghts", 1), fake_id("edghtsrt", 1));
    env.put_saml_module(&edge, &route);
    env.json(&[
        "route",
        "compression",
        "replace",
        &edge,
        &route,
        "--enabled",
        "true",
    ]);
    env.json(&[
        "tls-termination",
        "replace",
        &fake_id("edgtls", 1),
        "--min-version",
        "1.3",
    ]);
    Filled { ca, encrypted_ca }
}

/// Copies a store directory as `cp -r` would (the test process holds no lock on it).
fn copy_store(env: &Env, name: &str) -> PathBuf {
    let copy = env.path().join(name);
    let status = std::process::Command::new("cp")
        .arg("-r")
        .arg(env.store())
        .arg(&copy)
        .status()
        .unwrap();
    assert!(status.success());
    copy
}

/// A way to damage a store, for the checker to find.
type Damage<'a> = Box<dyn Fn(&sled::Db) + 'a>;

/// Opens a (copied) store's sled database directly, as a damaged disk or a bug might leave it.
fn damage(store: &Path, f: impl FnOnce(&sled::Db)) {
    let db = sled::open(store.join("sled")).unwrap();
    f(&db);
    db.flush().unwrap();
}

#[test]
fn a_store_the_tool_wrote_is_consistent_also_as_a_copy() {
    let env = Env::new();
    fill(&env);
    let (code, report, err) = check_at(&env, &env.store());
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(report["consistent"], true);
    assert_eq!(report["problems"], json!([]));
    assert_eq!(report["records"]["tcp_edges"], 3);
    assert_eq!(report["records"]["ssh_user_certificates"], 3);
    assert_eq!(report["records"]["tunnel_sessions"], 3);
    assert_eq!(report["index_entries"]["index_hostports"], 3);
    // One entry per certificate a CA signed.
    assert_eq!(report["index_entries"]["index_ssh_ca_certificates"], 3);
    assert!(err.contains("is consistent"), "{err}");

    let copy = copy_store(&env, "copy");
    let (code, copied, err) = check_at(&env, &copy);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(copied, report);
    // The copy is a working store: it lists what the original holds.
    let list = |store: &Path| -> Value {
        serde_json::from_slice(
            &ok(
                run_at(&env, store, &["-o", "json", "tcp-edge", "list"]),
                "list",
            )
            .stdout,
        )
        .unwrap()
    };
    assert_eq!(list(&copy), list(&env.store()));

    // The table report is for people; YAML parses to the same report.
    let yaml: Value = serde_yaml::from_slice(
        &ok(
            run_at(&env, &copy, &["-o", "yaml", "store", "check"]),
            "check",
        )
        .stdout,
    )
    .unwrap();
    assert_eq!(yaml, report);
    let table =
        String::from_utf8(ok(run_at(&env, &copy, &["store", "check"]), "check").stdout).unwrap();
    assert!(
        table.contains("records.tcp_edges") && table.contains("consistent"),
        "{table}"
    );
}

/// Issue 40 item 4: schema 5 counted the certificates of each CA in one entry, which every
/// signature of the CA updated; schema 7 keeps an entry per certificate. A store of schema 5 is
/// brought forward as it is opened: consistent, an entry per certificate, and a CA in use still
/// refused deletion with its count.
#[test]
fn a_store_that_counted_a_cas_certificates_gets_an_entry_per_certificate() {
    let env = Env::new();
    let filled = fill(&env);
    let copy = copy_store(&env, "schema5");
    damage(&copy, |db| {
        let index = db.open_tree("index_ssh_ca_certificates").unwrap();
        index.clear().unwrap();
        index.insert(filled.ca.as_str(), b"2".to_vec()).unwrap();
        index
            .insert(filled.encrypted_ca.as_str(), b"1".to_vec())
            .unwrap();
        db.open_tree("meta")
            .unwrap()
            .insert("schema_version", &5u32.to_be_bytes())
            .unwrap();
    });
    let (code, report, err) = check_at(&env, &copy);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(report["problems"], json!([]));
    assert_eq!(report["index_entries"]["index_ssh_ca_certificates"], 3);
    let certificates = ids(&env, "/ssh_user_certificates", "ssh_user_certificates");
    damage(&copy, |db| {
        let index = db.open_tree("index_ssh_ca_certificates").unwrap();
        let keys: Vec<String> = index
            .iter()
            .map(|entry| String::from_utf8(entry.unwrap().0.to_vec()).unwrap())
            .collect();
        assert_eq!(keys.len(), 3);
        for key in keys {
            let (ca, certificate) = key.split_once('/').unwrap();
            assert!(
                [&filled.ca, &filled.encrypted_ca].contains(&&ca.to_string()),
                "{key}"
            );
            assert!(certificates.contains(&certificate.to_string()), "{key}");
        }
    });
    let out = run_at(&env, &copy, &["ssh-ca", "delete", &filled.ca, "--yes"]);
    assert_eq!(out.status.code(), Some(exit::CONFLICT));
    assert!(
        stderr(&out).contains("still has 2 user certificate(s)"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn check_names_every_damaged_index_entry() {
    let env = Env::new();
    let filled = fill(&env);
    let edges = env.json(&["tcp-edge", "list"]);
    // Newest first: the last in the list is the edge with hostports a and b.
    let full_edge = id(&edges["tcp_edges"][2]);
    let c_edge = id(&edges["tcp_edges"][1]);
    let cases: Vec<(&str, Damage, Vec<Value>)> = vec![
        (
            "an index entry removed",
            Box::new(|db: &sled::Db| {
                db.open_tree("index_hostports")
                    .unwrap()
                    .remove("b.example.com:2")
                    .unwrap();
            }),
            vec![
                json!({"tree": "tcp_edges", "key": full_edge, "problem": "hostport b.example.com:2 is missing from index_hostports"}),
            ],
        ),
        (
            "a record removed under its index entries",
            Box::new(|db: &sled::Db| {
                db.open_tree("tcp_edges")
                    .unwrap()
                    .remove(c_edge.as_str())
                    .unwrap();
            }),
            vec![
                json!({"tree": "index_hostports", "key": "c.example.com:3", "problem": format!("points at TCP edge {c_edge}, which does not exist")}),
            ],
        ),
        (
            "an index entry pointing at the wrong record",
            Box::new(|db: &sled::Db| {
                db.open_tree("index_hostports")
                    .unwrap()
                    .insert("c.example.com:3", serde_json::to_vec(&full_edge).unwrap())
                    .unwrap();
            }),
            vec![
                json!({"tree": "index_hostports", "key": "c.example.com:3", "problem": format!("points at TCP edge {full_edge}, but TCP edge {c_edge} has it")}),
            ],
        ),
        (
            "a CA's entry for a certificate that does not exist",
            Box::new(|db: &sled::Db| {
                db.open_tree("index_ssh_ca_certificates")
                    .unwrap()
                    .insert(
                        format!("{}/{}", filled.ca, fake_id("sucrt", 9)),
                        serde_json::to_vec(&fake_id("sucrt", 9)).unwrap(),
                    )
                    .unwrap();
            }),
            vec![
                json!({"tree": "index_ssh_ca_certificates", "key": format!("{}/{}", filled.ca, fake_id("sucrt", 9)), "problem": format!("ssh_user_certificates {} does not exist", fake_id("sucrt", 9))}),
            ],
        ),
    ];
    for (n, (what, corrupt, expected)) in cases.into_iter().enumerate() {
        let copy = copy_store(&env, &format!("damaged-{n}"));
        damage(&copy, |db| corrupt(db));
        let (code, report, err) = check_at(&env, &copy);
        assert_eq!(code, Some(1), "{what}: {err}");
        assert_eq!(report["consistent"], false, "{what}");
        let problems = report["problems"].as_array().unwrap();
        assert!(!problems.is_empty(), "{what}: no problem reported");
        assert_eq!(problems, &expected, "{what}");
        // stderr names each problem, one per line, and says how to rebuild the indexes.
        for p in problems {
            let line = format!(
                "  {} {}: {}",
                p["tree"].as_str().unwrap(),
                p["key"].as_str().unwrap(),
                p["problem"].as_str().unwrap()
            );
            assert!(err.contains(&line), "{what}: {line:?} not in\n{err}");
        }
        assert!(
            err.contains("is not consistent") && err.contains("hint: to rebuild the indexes"),
            "{what}: {err}"
        );
    }

    // A record that is not JSON any more.
    let copy = copy_store(&env, "unreadable");
    let sub = id(&env.json(&["event-sub", "list"])["event_subscriptions"][0]);
    damage(&copy, |db| {
        db.open_tree("event_subscriptions")
            .unwrap()
            .insert(sub.as_str(), b"{\"id\": 1".to_vec())
            .unwrap();
    });
    let (code, report, _) = check_at(&env, &copy);
    assert_eq!(code, Some(1));
    let problems = report["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0]["key"], sub.as_str());
    assert!(
        problems[0]["problem"]
            .as_str()
            .unwrap()
            .starts_with("the record is not JSON"),
        "{problems:?}"
    );

    // A CA removed under its certificates: each certificate names the CA it refers to, and so
    // does the index of CA keys.
    let copy = copy_store(&env, "no-ca");
    damage(&copy, |db| {
        db.open_tree("ssh_certificate_authorities")
            .unwrap()
            .remove(filled.encrypted_ca.as_str())
            .unwrap();
    });
    let (_, report, _) = check_at(&env, &copy);
    let problems = report["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(problems[1]["tree"], "index_ssh_ca_public_keys");
    assert_eq!(
        problems[1]["problem"],
        format!(
            "points at SSH certificate authority {}, which does not exist",
            filled.encrypted_ca
        )
    );
    assert_eq!(problems[0]["tree"], "ssh_user_certificates");
    assert_eq!(
        problems[0]["problem"],
        format!(
            "refers to ssh_certificate_authorities {}, which does not exist",
            filled.encrypted_ca
        )
    );

    // Records planted behind the tool's back that break what import refuses: a CA whose public
    // key is not its private key's, an ID that is not one, a NUL. Each is named, and the CA
    // signs nothing.
    let copy = copy_store(&env, "planted");
    let bare_edge = edges["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["hostports"].as_array().is_none_or(Vec::is_empty))
        .map(id)
        .unwrap();
    damage(&copy, |db| {
        let rewrite = |tree: &str, key: &str, to: &str, f: &dyn Fn(&mut Value)| {
            let tree = db.open_tree(tree).unwrap();
            let mut record: Value =
                serde_json::from_slice(&tree.remove(key).unwrap().unwrap()).unwrap();
            f(&mut record);
            tree.insert(to, serde_json::to_vec(&record).unwrap())
                .unwrap();
        };
        rewrite(
            "ssh_certificate_authorities",
            &filled.ca,
            &filled.ca,
            &|ca| ca["public_key"] = json!(public_key()),
        );
        rewrite("tcp_edges", &bare_edge, "../../x", &|edge| {
            edge["id"] = json!("../../x")
        });
        rewrite("event_subscriptions", &sub, &sub, &|s| {
            s["description"] = json!("a\u{0}b")
        });
    });
    let (code, report, err) = check_at(&env, &copy);
    assert_eq!(code, Some(1), "{err}");
    let problems = report["problems"].as_array().unwrap();
    for (tree, key, rule) in [
        (
            "ssh_certificate_authorities",
            filled.ca.as_str(),
            "is not the public half of private_key",
        ),
        (
            "tcp_edges",
            "../../x",
            "id: expected an ID with a prefix of edgtcp_",
        ),
        (
            "event_subscriptions",
            sub.as_str(),
            "description: contains a NUL character (U+0000), which no field may hold",
        ),
    ] {
        assert!(
            problems.iter().any(|p| p["tree"] == tree
                && p["key"] == key
                && p["problem"].as_str().unwrap().contains(rule)),
            "{tree} {key}: {rule:?} not in {problems:#?}"
        );
    }
    let user_key = env.file("planted.pub", &public_key());
    let out = run_at(
        &env,
        &copy,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &filled.ca,
            "--public-key-file",
            user_key.to_str().unwrap(),
            "--principal",
            "alice",
        ],
    );
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains(&format!(
            "SSH certificate authority {} is damaged: the public key it shows is not the \
             public half of the private key it would sign with",
            filled.ca
        )),
        "{}",
        stderr(&out)
    );
    let listed = ok(
        run_at(&env, &copy, &["-o", "json", "ssh-cert", "list"]),
        "ssh-cert list",
    );
    let listed: Value = serde_json::from_slice(&listed.stdout).unwrap();
    assert_eq!(listed["ssh_user_certificates"].as_array().unwrap().len(), 3);
}

#[test]
fn export_and_import_rebuild_damaged_indexes() {
    let env = Env::new();
    fill(&env);
    let damaged = copy_store(&env, "damaged");
    damage(&damaged, |db| {
        let index = db.open_tree("index_hostports").unwrap();
        index.remove("a.example.com:1").unwrap();
        index
            .insert(
                "z.example.com:9",
                serde_json::to_vec("edgtcp_gone").unwrap(),
            )
            .unwrap();
    });
    assert_eq!(check_at(&env, &damaged).0, Some(1));
    let export = env.file(
        "export.json",
        &String::from_utf8(export_at(&env, &damaged, &["--include-private-keys"])).unwrap(),
    );
    let rebuilt = env.path().join("rebuilt");
    ok(
        run_at(
            &env,
            &rebuilt,
            &["store", "import", export.to_str().unwrap()],
        ),
        "import",
    );
    let (code, report, err) = check_at(&env, &rebuilt);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(report["index_entries"]["index_hostports"], 3);
}

#[test]
fn export_with_keys_imports_into_a_new_store_that_exports_the_same_bytes() {
    let mut env = Env::new();
    let filled = fill(&env);
    let first = export_at(&env, &env.store(), &["--include-private-keys"]);
    let document: Value = serde_json::from_slice(&first).unwrap();
    assert_eq!(document["format"], "tunnelctl-store-export");
    assert_eq!(document["format_version"], 1);
    assert_eq!(document["private_keys"], "included");
    let cas = &document["trees"]["ssh_certificate_authorities"];
    assert_eq!(cas[&filled.encrypted_ca]["encrypted"], true);
    assert!(cas[&filled.encrypted_ca]["private_key"]
        .as_str()
        .unwrap()
        .starts_with("-----BEGIN OPENSSH PRIVATE KEY-----"));
    // Included as stored: the encrypted key only opens with the passphrase.
    let stored =
        PrivateKey::from_openssh(cas[&filled.encrypted_ca]["private_key"].as_str().unwrap())
            .unwrap();
    assert!(stored.is_encrypted());
    assert!(stored.decrypt(PASSPHRASE).is_ok());
    assert!(
        !document["trees"]
            .as_object()
            .unwrap()
            .contains_key("index_hostports"),
        "indexes are not exported"
    );

    let file = env.file("export.json", std::str::from_utf8(&first).unwrap());
    let copy = env.path().join("imported");
    let out = ok(
        run_at(
            &env,
            &copy,
            &["-o", "json", "store", "import", file.to_str().unwrap()],
        ),
        "import",
    );
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["dry_run"], false);
    assert_eq!(summary["records"]["tcp_edges"], 3);
    assert_eq!(summary["records"]["route_saml"], 1);
    assert_eq!(summary["private_keys_missing"], 0);
    let total: u64 = summary["records"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    // The two CAs' issuance policies are records of their own.
    assert_eq!(summary["records"]["ssh_ca_policies"], 2);
    assert_eq!(total, 19);
    assert!(
        stderr(&out).contains("imported 19 record(s)"),
        "{}",
        stderr(&out)
    );

    let second = export_at(&env, &copy, &["--include-private-keys"]);
    assert!(
        first == second,
        "the re-export differs:\n{}\n---\n{}",
        String::from_utf8_lossy(&first),
        String::from_utf8_lossy(&second)
    );
    let (code, _, err) = check_at(&env, &copy);
    assert_eq!(code, Some(0), "{err}");

    // The API shows the same store, and the imported CAs sign (the encrypted one with its passphrase).
    let original = env.state();
    env.set_var("TUNNELCTL_STORE", copy.to_str().unwrap());
    assert_eq!(env.state(), original);
    let key = env.file("other.pub", &public_key());
    env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &filled.ca,
        "--public-key-file",
        key.to_str().unwrap(),
    ]);
    let refusal = env.refuse(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &filled.encrypted_ca,
        "--public-key-file",
        key.to_str().unwrap(),
    ]);
    assert_eq!(refusal.body["details"]["reason"], "ca_passphrase_required");
    env.set_var("TUNNELCTL_CA_PASSPHRASE", PASSPHRASE);
    env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &filled.encrypted_ca,
        "--public-key-file",
        key.to_str().unwrap(),
    ]);
    // New IDs sort after the imported ones, so newest-first order holds.
    let certs = env.json(&["ssh-cert", "list"]);
    let ids: Vec<&str> = certs["ssh_user_certificates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    let mut sorted = ids.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(ids, sorted);
}

#[test]
fn an_export_without_private_keys_says_so_and_imports_public_only_cas_on_request() {
    let mut env = Env::new();
    let filled = fill(&env);
    let out = ok(env.run(&["store", "export"]), "export");
    let err = stderr(&out);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        err.contains("left out 3 private key(s)") && err.contains("--include-private-keys"),
        "{err}"
    );
    assert!(
        !text.contains("PRIVATE KEY"),
        "a private key is in the export"
    );
    let document: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(document["private_keys"], "left_out");
    assert!(document["trees"]["ssh_certificate_authorities"][&filled.ca]
        .get("private_key")
        .is_none());
    assert!(document["trees"]["route_saml"]
        .as_object()
        .unwrap()
        .values()
        .all(|m| m["signing"].get("private_key_pem").is_none()));

    // Refused without --allow-missing-private-keys, naming the records; nothing is imported.
    let file = env.file("public.json", &text);
    let copy = env.path().join("public");
    let out = run_at(&env, &copy, &["store", "import", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(exit::FAILURE));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(
        err.contains("3 record(s) have no private key") && err.contains(&filled.ca),
        "{err}"
    );
    assert!(err.contains("--allow-missing-private-keys"), "{err}");
    let (_, report, _) = check_at(&env, &copy);
    assert!(
        report["records"]
            .as_object()
            .unwrap()
            .values()
            .all(|n| n == 0),
        "{report}"
    );

    let out = ok(
        run_at(
            &env,
            &copy,
            &[
                "store",
                "import",
                "--allow-missing-private-keys",
                file.to_str().unwrap(),
            ],
        ),
        "import",
    );
    assert!(
        stderr(&out).contains("3 record(s) were imported without their private key"),
        "{}",
        stderr(&out)
    );
    assert_eq!(check_at(&env, &copy).0, Some(0));
    assert_eq!(
        export_at(&env, &copy, &[]),
        text.as_bytes(),
        "the public-only store exports the same"
    );

    // Public-only CAs are shown as before, but refuse to sign with a clear reason.
    let original = env.json(&["ssh-ca", "get", &filled.ca]);
    env.set_var("TUNNELCTL_STORE", copy.to_str().unwrap());
    assert_eq!(env.json(&["ssh-ca", "get", &filled.ca]), original);
    let key = env.file("other.pub", &public_key());
    let before = env.state();
    let refusal = env.refuse(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &filled.ca,
        "--public-key-file",
        key.to_str().unwrap(),
    ]);
    assert_eq!(refusal.exit, exit::FAILURE);
    assert_eq!(refusal.body["details"]["reason"], "ca_private_key_missing");
    assert!(refusal.msg().contains("cannot sign"), "{}", refusal.msg());
    // The service's message names no CLI flag; the CLI's hint does.
    assert!(!refusal.msg().contains("--"), "{}", refusal.msg());
    assert!(
        refusal
            .stderr
            .contains("hint: the CA came from a `store export` without --include-private-keys"),
        "{}",
        refusal.stderr
    );
    assert_eq!(env.state(), before);
}

#[test]
fn import_refuses_what_it_cannot_import_and_changes_nothing() {
    let env = Env::new();
    let filled = fill(&env);
    let good =
        String::from_utf8(export_at(&env, &env.store(), &["--include-private-keys"])).unwrap();
    let before = export_at(&env, &env.store(), &["--include-private-keys"]);

    // Into a store that is not empty: exit 5 (conflict), and the store is as it was.
    let file = env.file("good.json", &good);
    let out = env.run(&["store", "import", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(exit::CONFLICT), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("is not empty")
            && stderr(&out).contains("hint: import into a new store"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        export_at(&env, &env.store(), &["--include-private-keys"]),
        before
    );

    let document: Value = serde_json::from_str(&good).unwrap();
    let variant = |f: &dyn Fn(&mut Value)| {
        let mut d = document.clone();
        f(&mut d);
        d.to_string()
    };
    let edges: Vec<String> = document["trees"]["tcp_edges"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    let with_backend = edges
        .iter()
        .find(|e| document["trees"]["tcp_edges"][e.as_str()]["backend"].is_object())
        .unwrap()
        .clone();
    let module = document["trees"]["route_saml"]
        .as_object()
        .unwrap()
        .keys()
        .next()
        .unwrap()
        .clone();
    // Moves a record to another key, its `id` too where it has one.
    let rename = |d: &mut Value, tree: &str, from: &str, to: &str| {
        let records = d["trees"][tree].as_object_mut().unwrap();
        let mut record = records.shift_remove(from).unwrap();
        if record.get("id").is_some() {
            record["id"] = json!(to);
        }
        records.insert(to.to_string(), record);
    };
    let another_certificate = rcgen::generate_simple_self_signed(vec!["other".into()])
        .unwrap()
        .cert
        .pem();
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "a CA whose public key is not its private key's",
            variant(&|d| {
                d["trees"]["ssh_certificate_authorities"][&filled.ca]["public_key"] =
                    json!(public_key())
            }),
            "is not the public half of private_key",
        ),
        (
            "an encrypted CA whose public key is not its private key's",
            variant(&|d| {
                d["trees"]["ssh_certificate_authorities"][&filled.encrypted_ca]["public_key"] =
                    json!(public_key())
            }),
            "is not the public half of private_key",
        ),
        (
            "a SAML certificate of another key",
            variant(&|d| {
                d["trees"]["route_saml"][&module]["signing"]["certificate_pem"] =
                    json!(another_certificate)
            }),
            "signing.certificate_pem certifies another key than signing.private_key_pem",
        ),
        (
            "an ID that is not one",
            variant(&|d| rename(d, "tcp_edges", &edges[0], "../../x")),
            "tcp_edges ../../x: id: expected an ID with a prefix of edgtcp_ followed by 27 base62 \
             characters",
        ),
        (
            "an ID of another kind",
            variant(&|d| rename(d, "tcp_edges", &edges[0], &fake_id("esb", 1))),
            "id: expected an ID with a prefix of edgtcp_",
        ),
        (
            "a module key that is not EDGE_ID/ROUTE_ID",
            variant(&|d| rename(d, "route_saml", &module, "../../x")),
            "route_saml ../../x: the key must be EDGE_ID/ROUTE_ID: edge_id: expected an ID",
        ),
        (
            "a NUL in a nested string",
            variant(&|d| {
                d["trees"]["tcp_edges"][&with_backend]["backend"]["backend_id"] = json!("b\u{0}")
            }),
            "backend.backend_id: contains a NUL character (U+0000), which no field may hold",
        ),
        (
            "a newer format",
            variant(&|d| d["format_version"] = json!(2)),
            "the export has format_version 2; this tunnelctl reads version 1",
        ),
        (
            "another document",
            variant(&|d| d["format"] = json!("something")),
            "\"format\" is not \"tunnelctl-store-export\"",
        ),
        (
            "an unknown tree",
            variant(&|d| d["trees"]["index_hostports"] = json!({})),
            "unknown tree \"index_hostports\"",
        ),
        (
            "a record under another key",
            variant(&|d| {
                let record = d["trees"]["tcp_edges"][&edges[0]].clone();
                d["trees"]["tcp_edges"][&edges[1]] = record;
            }),
            "not its key",
        ),
        (
            "a record of the wrong shape",
            variant(&|d| d["trees"]["tcp_edges"][&edges[0]]["hostports"] = json!("x")),
            "does not read",
        ),
        (
            "one hostport on two edges",
            variant(&|d| {
                d["trees"]["tcp_edges"][&edges[0]]["hostports"] = json!(["c.example.com:3"])
            }),
            "hostport c.example.com:3 is already used by TCP edge",
        ),
        (
            "a certificate without its CA",
            variant(&|d| d["trees"]["ssh_certificate_authorities"] = json!({})),
            "which the export does not hold",
        ),
        ("not JSON", "{\"format\":".to_string(), "is not JSON"),
    ];
    for (n, (what, text, message)) in cases.into_iter().enumerate() {
        let file = env.file(&format!("bad-{n}.json"), &text);
        let store = env.path().join(format!("fresh-{n}"));
        let out = run_at(&env, &store, &["store", "import", file.to_str().unwrap()]);
        assert_eq!(
            out.status.code(),
            Some(exit::FAILURE),
            "{what}: {}",
            stderr(&out)
        );
        assert!(out.stdout.is_empty(), "{what}");
        assert!(
            stderr(&out).contains(message),
            "{what}: {message:?} not in {}",
            stderr(&out)
        );
        // Refused before the store was opened: no store was created, so nothing is in one.
        if !store.exists() {
            continue;
        }
        let (_, report, _) = check_at(&env, &store);
        assert!(
            report["records"]
                .as_object()
                .unwrap()
                .values()
                .all(|n| n == 0),
            "{what}: {report}"
        );
        assert!(
            report["index_entries"]
                .as_object()
                .unwrap()
                .values()
                .all(|n| n == 0),
            "{what}: {report}"
        );
    }

    // --dry-run checks everything and changes nothing; stdin works as `-`.
    let store = env.path().join("dry");
    let out = ok(
        env.record(
            env.cmd()
                .arg("--store")
                .arg(&store)
                .args(["-o", "json", "--dry-run", "store", "import", "-"])
                .write_stdin(good.clone()),
        ),
        "dry run",
    );
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["dry_run"], true);
    assert_eq!(summary["records"]["tcp_edges"], 3);
    assert!(
        stderr(&out).contains("dry run") && stderr(&out).contains("nothing was changed"),
        "{}",
        stderr(&out)
    );
    let empty = String::from_utf8(export_at(&env, &store, &[])).unwrap();
    let empty: Value = serde_json::from_str(&empty).unwrap();
    assert!(
        empty["trees"]
            .as_object()
            .unwrap()
            .values()
            .all(|t| t == &json!({})),
        "{empty}"
    );
    // A dry run finds what the transaction would refuse, too.
    let clash = {
        let mut d: Value = serde_json::from_str(&good).unwrap();
        d["trees"]["tcp_edges"][&edges[0]]["hostports"] = json!(["c.example.com:3"]);
        env.file("clash.json", &d.to_string())
    };
    let out = run_at(
        &env,
        &store,
        &["--dry-run", "store", "import", clash.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("is already used by TCP edge"),
        "{}",
        stderr(&out)
    );

    // Then the real import.
    ok(
        run_at(&env, &store, &["store", "import", file.to_str().unwrap()]),
        "import",
    );
    assert_eq!(export_at(&env, &store, &["--include-private-keys"]), before);
}

/// Issue 39, item 11: `store export --include-private-keys > FILE`, the backup recipe of docs/configuration.md,
/// left CA keys in a file of mode 0644. `--output-file` writes mode 0600 (replacing a file that
/// was there, atomically); private keys are refused on a stdout that is a file others can read,
/// which is left empty, and written once it is chmod 600.
#[test]
fn private_keys_go_to_a_private_file_never_to_a_stdout_others_can_read() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    env.json(&["ssh-ca", "create"]);
    let expected = export_at(&env, &env.store(), &["--include-private-keys"]);
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    let shell_file = |name: &str| {
        let path = env.path().join(name);
        std::fs::write(&path, "").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        path
    };

    let backup = shell_file("backup.json");
    std::fs::write(&backup, "an older backup").unwrap();
    let out = ok(
        env.record(env.cmd().args([
            "store",
            "export",
            "--include-private-keys",
            "--output-file",
            backup.to_str().unwrap(),
        ])),
        "export to a file",
    );
    assert!(out.stdout.is_empty());
    assert_eq!(std::fs::read(&backup).unwrap(), expected);
    assert_eq!(mode(&backup), 0o600);

    let export_to = |file: &Path, flags: &[&str]| {
        env.std_cmd()
            .args(["store", "export"])
            .args(flags)
            .stdout(std::fs::File::create(file).unwrap())
            .output()
            .unwrap()
    };
    let redirected = shell_file("redirected.json");
    let out = export_to(&redirected, &["--include-private-keys"]);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{}", stderr(&out));
    for said in [
        format!(
            "standard output is the file {} that others can read (mode 0644)",
            redirected.display()
        ),
        "nothing was written".to_string(),
        "--output-file FILE".to_string(),
        "chmod 600".to_string(),
    ] {
        assert!(stderr(&out).contains(&said), "{said:?} in {}", stderr(&out));
    }
    assert_eq!(std::fs::read(&redirected).unwrap(), b"");
    // Without private keys a readable file is fine; with them, a private one is.
    assert!(export_to(&redirected, &[]).status.success());
    std::fs::set_permissions(&redirected, std::fs::Permissions::from_mode(0o600)).unwrap();
    assert!(export_to(&redirected, &["--include-private-keys"])
        .status
        .success());
    assert_eq!(std::fs::read(&redirected).unwrap(), expected);
}

#[test]
fn store_commands_refuse_remote_mode() {
    let env = Env::remote();
    for args in [
        vec!["store", "check"],
        vec!["store", "export"],
        vec!["store", "import", "-"],
    ] {
        let out = env.run(&args);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = stderr(&out);
        assert!(
            err.contains(
                "works on the embedded store only; it cannot be used with an API URL, and \
                 TUNNELCTL_API_URL gives one"
            ),
            "{args:?}: {err}"
        );
        assert!(
            err.contains("hint: run it without TUNNELCTL_API_URL"),
            "{err}"
        );
    }
}

/// A damaged record was reported as "internal error (this is a bug in tunnelctl)" with exit 6 in
/// some commands and 1 in others. It is a storage error naming its cause, exit 6 everywhere.
#[test]
fn a_damaged_record_is_a_storage_error_not_a_bug() {
    let env = Env::new();
    let edge = env.json(&["tcp-edge", "create", "--description", "x"]);
    let edge_id = id(&edge);
    damage(&env.store(), |db| {
        db.open_tree("tcp_edges")
            .unwrap()
            .insert(edge_id.as_bytes(), &b"{not json"[..])
            .unwrap();
    });
    for args in [
        vec!["tcp-edge", "get", edge_id.as_str()],
        vec!["tcp-edge", "list"],
        vec!["store", "export"],
    ] {
        let refusal = env.refuse(&args);
        assert_eq!(
            refusal.exit,
            exit::UNAVAILABLE,
            "{args:?}: {}",
            refusal.stderr
        );
        assert!(
            refusal
                .stderr
                .contains("the store could not be read or written: a stored record does not parse"),
            "{args:?}: {}",
            refusal.stderr
        );
        assert!(
            !refusal.stderr.contains("this is a bug"),
            "{args:?}: {}",
            refusal.stderr
        );
    }
    let refusal = env.refuse(&["tcp-edge", "get", &edge_id]);
    assert_eq!(refusal.code(), "ERR_TUNNELCTL_STORAGE");
    assert_eq!(refusal.body["status_code"], 500);
}

/// `store set public-url` belongs to the store: an export carries it, and an import sets it, so
/// the copy's `uri`s are the original's. A store with another public URL of its own keeps it, and
/// the import says so naming both; the records are imported all the same. A setting `store set`
/// would refuse is refused with the import, nothing imported.
#[test]
fn an_export_carries_the_public_url_and_an_import_keeps_a_stores_own() {
    const URL: &str = "https://tunnels.example.com/api";
    let env = Env::new();
    let edge = id(&env.json(&["tcp-edge", "create"]));
    env.json(&["store", "set", "public-url", URL]);
    let export = export_at(&env, &env.store(), &[]);
    let document: Value = serde_json::from_slice(&export).unwrap();
    assert_eq!(document["settings"], json!({ "public_url": URL }));
    let file = env.file("export.json", std::str::from_utf8(&export).unwrap());
    let file = file.to_str().unwrap();

    let copy = env.path().join("copy");
    let out = ok(
        run_at(&env, &copy, &["-o", "json", "store", "import", file]),
        "import",
    );
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (&summary["settings"], &summary["settings_kept"]),
        (&json!({ "public_url": URL }), &json!({}))
    );
    assert!(
        stderr(&out).contains(&format!(
            "set the store's public-url to {URL}, as the export has it"
        )),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        export_at(&env, &copy, &[]),
        export,
        "the copy exports the same bytes"
    );
    let shown = ok(
        run_at(&env, &copy, &["-o", "json", "tcp-edge", "get", &edge]),
        "get",
    );
    let shown: Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(shown["uri"], format!("{URL}/edges/tcp/{edge}"));

    let own = "https://new.example.com";
    let other = env.path().join("other");
    ok(
        run_at(&env, &other, &["store", "set", "public-url", own]),
        "set",
    );
    let out = ok(
        run_at(&env, &other, &["-o", "json", "store", "import", file]),
        "import",
    );
    let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (&summary["settings"], &summary["settings_kept"]),
        (
            &json!({}),
            &json!({"public_url": {"exported": URL, "kept": own}})
        )
    );
    assert!(
        stderr(&out).contains(&format!(
            "warning: the store keeps its own public-url, {own}; the export's, {URL}, was not \
             imported: to use it, run `tunnelctl store set public-url {URL}`"
        )),
        "{}",
        stderr(&out)
    );
    let kept: Value = serde_json::from_slice(&export_at(&env, &other, &[])).unwrap();
    assert_eq!(kept["settings"], json!({ "public_url": own }));
    assert_eq!(kept["trees"], document["trees"], "the records are imported");

    for (n, (settings, says)) in [
        (json!({"public_url": "ftp://x.example.com"}), "settings.public_url: the public URL \"ftp://x.example.com\" is refused: it must start with http:// or https://"),
        (json!({"public_url": format!("{URL}/")}), "is not as `store set public-url` keeps it"),
        (json!({"public_url": 7}), "settings.public_url is not a string"),
        (json!({"colour": "red"}), "unknown setting \"colour\"; an export holds public_url"),
    ]
    .into_iter()
    .enumerate()
    {
        let mut bad = document.clone();
        bad["settings"] = settings;
        let bad = env.file(&format!("bad-{n}.json"), &bad.to_string());
        let store = env.path().join(format!("refused-{n}"));
        let out = run_at(&env, &store, &["store", "import", bad.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(exit::FAILURE), "{}", stderr(&out));
        assert!(stderr(&out).contains(says), "{says:?} not in {}", stderr(&out));
        if store.exists() {
            let left: Value = serde_json::from_slice(&export_at(&env, &store, &[])).unwrap();
            assert_eq!(left["settings"], json!({}), "{left}");
            assert!(
                left["trees"].as_object().unwrap().values().all(|t| t == &json!({})),
                "{left}"
            );
        }
    }
}
