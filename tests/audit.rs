//! Issue 42 item 3: the audit trail. Every change appends a record in its own transaction (a dry
//! run and a refusal leave none), naming who did what, with a signature's details and never a
//! secret; the records are hash-chained, so `audit verify` names the first record altered or
//! deleted behind tunnelctl's back (sled's files, `psql`); writers on PostgreSQL keep one chain.

use std::os::unix::fs::MetadataExt;

use serde_json::{json, Value};
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use crate::common::{http_raw_as, id, postgres, Env};
use crate::ssh_support::{fingerprint, user_key};

/// The records `audit list -o json` shows (the list object's, newest first), oldest first.
pub fn trail(env: &Env, filters: &[&str]) -> Vec<Value> {
    let args: Vec<&str> = ["audit", "list", "-o", "json"]
        .iter()
        .chain(filters)
        .copied()
        .collect();
    let list = env.json(&args);
    let mut records = list["audit_records"].as_array().expect("a list").clone();
    records.reverse();
    records
}

/// `audit verify`'s refusal: its exit code and what stderr says.
fn broken(env: &Env) -> String {
    let out = env.run(&["audit", "verify"]);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Makes changes of several kinds (and a dry run and a refusal, which must leave no record);
/// checks each record's fields; the trail, in order.
fn changes_are_recorded(env: &Env) -> Vec<Value> {
    let edge = id(&env.json(&["tcp-edge", "create", "--description", "a"]));
    env.json(&["tcp-edge", "update", &edge, "--description", "b"]);
    env.run(&["--dry-run", "tcp-edge", "create", "--description", "never"]);
    env.refuse(&["tcp-edge", "create", "--hostport", "bad"]);
    let ca = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (private, public) = user_key(ssh_key::Algorithm::Ed25519, "alice");
    let key_file = env.file("alice.pub", &public);
    let cert = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--principal",
        "alice",
        "--public-key-file",
        key_file.to_str().unwrap(),
    ]);
    env.run(&["tcp-edge", "delete", &edge]);

    let records = trail(env, &[]);
    let what: Vec<(&str, &str, &str)> = records
        .iter()
        .map(|r| {
            (
                r["operation"].as_str().unwrap(),
                r["resource"]["kind"].as_str().unwrap(),
                r["resource"]["id"].as_str().unwrap(),
            )
        })
        .filter(|(_, kind, _)| *kind != "ssh-ca-policy")
        .collect();
    let cert_id = id(&cert);
    assert_eq!(
        what,
        [
            ("create", "tcp-edge", edge.as_str()),
            ("update", "tcp-edge", edge.as_str()),
            ("create", "ssh-ca", ca.as_str()),
            ("create", "ssh-user-certificate", cert_id.as_str()),
            ("delete", "tcp-edge", edge.as_str()),
        ],
        "one record per change, none for the dry run or the refusal: {records:#?}"
    );
    for (n, record) in records.iter().enumerate() {
        assert_eq!(record["sequence"], json!(n + 1), "{record}");
        assert_eq!(record["outcome"], "success");
        assert_eq!(record["time"], crate::common::NOW);
        let actor = &record["actor"];
        assert_eq!(actor["type"], "local", "{record}");
        let uid = std::fs::metadata(env.path()).unwrap().uid();
        assert_eq!(actor["uid"], json!(uid), "{record}");
        assert!(
            actor["user"].as_str().is_some_and(|u| !u.is_empty()),
            "{record}"
        );
        match env.is_postgres() {
            true => assert!(actor["database_role"].as_str().is_some(), "{record}"),
            false => assert!(actor.get("database_role").is_none(), "{record}"),
        }
    }
    let by_kind = |kind: &str| {
        records
            .iter()
            .find(|r| r["resource"]["kind"] == kind)
            .unwrap()
    };
    assert_eq!(by_kind("tcp-edge")["event_type"], "tcp_edge_created.v0");
    assert_eq!(records.last().unwrap()["event_type"], "tcp_edge_deleted.v0");
    assert_eq!(
        by_kind("ssh-ca")["event_type"],
        "ssh_certificate_authority_created.v0"
    );
    let signed = by_kind("ssh-user-certificate");
    assert_eq!(signed["event_type"], "ssh_user_certificate_created.v0");
    let signature = &signed["signature"];
    assert_eq!(signature["key_id"], cert_id.as_str());
    assert!(
        signature["serial"].as_u64().is_some_and(|s| s > 0),
        "{signed}"
    );
    assert_eq!(signature["principals"], json!(["alice"]));
    assert_eq!(signature["valid_after"], cert["valid_after"]);
    assert_eq!(signature["valid_until"], cert["valid_until"]);
    assert_eq!(signature["key_fingerprint"], fingerprint(&public).as_str());
    assert_eq!(signature["ssh_certificate_authority_id"], ca.as_str());

    // Export: the same records as JSON Lines, newest first; no secret anywhere.
    let out = env.run(&["audit", "export"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    lines.reverse();
    assert_eq!(lines, records);
    let private_body: String = private.lines().nth(1).unwrap().to_string();
    for secret in ["PRIVATE KEY", "private_key", private_body.as_str()] {
        assert!(!text.contains(secret), "the trail holds {secret}");
    }
    // Filters.
    assert_eq!(trail(env, &["--kind", "tcp-edge"]).len(), 3);
    assert_eq!(trail(env, &["--id", &cert_id]), vec![signed.clone()]);
    assert_eq!(
        trail(env, &["--since", "2026-11-22T11:00:00+01:00"]),
        records
    );
    assert!(trail(env, &["--since", "2026-11-22T10:00:01Z"]).is_empty());

    // The API's page of them: newest first, the next page before the last one's sequence.
    let n = records.len();
    let page = env.api(Method::Get, "/audit_records?limit=2", None);
    assert_eq!(
        page["audit_records"],
        json!([records[n - 1], records[n - 2]])
    );
    let next = page["next_page_uri"].as_str().unwrap();
    assert!(
        next.ends_with(&format!("/audit_records?before_id={}&limit=2", n - 1)),
        "{next}"
    );

    let out = env.run(&["audit", "verify"]);
    assert!(out.status.success(), "{out:?}");
    records
}

#[test]
fn changes_are_recorded_and_chained_on_sled_and_tampering_with_its_files_is_named() {
    let env = Env::new();
    let records = changes_are_recorded(&env);
    let tamper = |f: &dyn Fn(&sled::Tree)| {
        let db = sled::open(env.store().join("sled")).unwrap();
        f(&db.open_tree("audit_records").unwrap());
        db.flush().unwrap();
    };
    let key = |n: u64| format!("{n:020}");
    // As the store wrote it: compact JSON, fields in their order.
    let third = records[2].to_string();
    tamper(&|tree| {
        tree.remove(key(3)).unwrap();
    });
    assert!(
        broken(&env).contains("broken at record 3: record 3 is missing"),
        "{}",
        broken(&env)
    );
    tamper(&|tree| {
        tree.insert(key(3), third.as_bytes()).unwrap();
        let mut second = records[1].clone();
        second["actor"]["user"] = json!("someone-else");
        tree.insert(key(2), second.to_string().as_bytes()).unwrap();
    });
    assert!(
        broken(&env).contains("broken at record 2: record 2 was altered"),
        "{}",
        broken(&env)
    );
}

#[test]
fn changes_are_recorded_on_postgres_two_writers_keep_one_chain_and_psql_tampering_is_named() {
    let Some(env) = Env::postgres("audit on PostgreSQL") else {
        return;
    };
    let before = changes_are_recorded(&env).len();
    // Two processes writing at once: one chain, no gap, no fork.
    std::thread::scope(|s| {
        for writer in 0..2 {
            let env = &env;
            s.spawn(move || {
                for n in 0..4 {
                    let out = env
                        .std_cmd()
                        .args([
                            "tcp-edge",
                            "create",
                            "--description",
                            &format!("w{writer}-{n}"),
                        ])
                        .output()
                        .unwrap();
                    assert!(out.status.success(), "{out:?}");
                }
            });
        }
    });
    let records = trail(&env, &[]);
    assert_eq!(records.len(), before + 8);
    let out = env.run(&["audit", "verify"]);
    assert!(out.status.success(), "{out:?}");

    let database = postgres::database_name(&env.store());
    let cluster = postgres::cluster("audit on PostgreSQL").expect("the cluster of Env::postgres");
    cluster.psql(
        &database,
        &format!(
            "UPDATE tunnelctl.tunnelctl_records SET value = \
             replace(value::text, '\"update\"', '\"create\"')::json \
             WHERE tree = 'audit_records' AND key = '{:020}'",
            2
        ),
    );
    assert!(
        broken(&env).contains("broken at record 2: record 2 was altered"),
        "{}",
        broken(&env)
    );
}

/// On `serve`: a change's record names the stored key that made it (its ID and description,
/// never its token), the client's address and the answer's operation ID. Requests refused with
/// 403 (a role) and 401 (no valid key) are recorded at a bounded rate and change nothing, and
/// only an administrator reads the trail.
#[test]
fn serve_records_the_key_and_client_of_a_change_and_refusals_at_a_bounded_rate() {
    let env = Env::remote();
    let url = env.base_url();
    let created = |role: &str| {
        let key = env.json(&["api-key", "create", "--description", role, "--role", role]);
        (id(&key), key["token"].as_str().unwrap().to_string())
    };
    let (admin_id, admin) = created("admin");
    let (reader_id, reader) = created("reader");
    let all = || {
        env.api(Method::Get, "/audit_records?limit=100", None)["audit_records"]
            .as_array()
            .unwrap()
            .clone()
    };
    let before = all().len();

    let (status, headers, text) =
        http_raw_as(&admin, &url, "POST", "/edges/tcp", r#"{"description":"x"}"#).unwrap();
    assert_eq!(status, 201, "{text}");
    let edge: Value = serde_json::from_str(&text).unwrap();
    let operation_id = headers
        .iter()
        .find(|(name, _)| name == "ngrok-operation-id")
        .map(|(_, value)| value.clone())
        .unwrap();
    let records = all();
    assert_eq!(records.len(), before + 1, "{records:#?}");
    let record = &records[0];
    assert_eq!(record["resource"]["id"], edge["id"], "{record}");
    assert_eq!(
        record["actor"],
        json!({"type": "api_key", "api_key_id": admin_id, "description": "admin"}),
        "{record}"
    );
    assert_eq!(record["operation_id"], operation_id.as_str(), "{record}");
    assert!(
        record["client_address"]
            .as_str()
            .is_some_and(|a| a.starts_with("127.0.0.1:")),
        "{record}"
    );
    assert!(
        !record.to_string().contains(&admin),
        "the token is in {record}"
    );

    // Only an administrator reads the trail; a refused create changes nothing.
    let (status, _, text) = http_raw_as(&reader, &url, "GET", "/audit_records", "").unwrap();
    assert_eq!(status, 403, "{text}");
    let (status, _, text) = http_raw_as(&reader, &url, "POST", "/edges/tcp", "{}").unwrap();
    assert_eq!(status, 403, "{text}");
    // A burst of bad keys: recorded up to the bound, the rest counted.
    let started = std::time::Instant::now();
    let burst = 30;
    for _ in 0..burst {
        let (status, _, _) = http_raw_as("not-a-key", &url, "GET", "/edges/tcp", "").unwrap();
        assert_eq!(status, 401);
    }
    let seconds = started.elapsed().as_secs() + 1;
    // The records are written off the answers' path: wait until the two 403s are there.
    let mut refused = Vec::new();
    for _ in 0..100 {
        refused = all()
            .into_iter()
            .filter(|r| r["outcome"] == "refused")
            .collect();
        if refused.iter().filter(|r| r["status"] == 403).count() == 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let forbidden: Vec<&Value> = refused.iter().filter(|r| r["status"] == 403).collect();
    assert_eq!(forbidden.len(), 2, "{refused:#?}");
    for record in &forbidden {
        assert_eq!(
            record["actor"]["api_key_id"],
            reader_id.as_str(),
            "{record}"
        );
        assert_eq!(record["operation"], "refuse", "{record}");
    }
    assert!(
        forbidden
            .iter()
            .any(|r| r["request"] == json!({"method": "POST", "route": "/edges/tcp"})),
        "{forbidden:#?}"
    );
    let unauthenticated: Vec<&Value> = refused.iter().filter(|r| r["status"] == 401).collect();
    assert!(
        !unauthenticated.is_empty() && (unauthenticated.len() as u64) < 5 * (seconds + 1),
        "{} of {burst} 401s recorded in {seconds} s",
        unauthenticated.len()
    );
    assert!(unauthenticated
        .iter()
        .all(|r| r["actor"] == json!({"type": "unauthenticated"})));
    let edges = env.api(Method::Get, "/edges/tcp", None);
    assert_eq!(edges["tcp_edges"].as_array().unwrap().len(), 1, "{edges}");
    // One chain, changes and refusals alike, read while serve holds the store: from the remote
    // with the administrator's key, and by a local command through the store's socket.
    // (Records only grow: a refusal's may still be on its way.)
    let whole = all().len() as u64;
    let verified = env.json(&["audit", "verify"]);
    assert!(verified["records"].as_u64() >= Some(whole), "{verified}");
    assert_eq!(verified["first_bad"], Value::Null, "{verified}");
    let local = |args: &[&str]| {
        env.std_cmd()
            .env_remove("TUNNELCTL_API_URL")
            .env_remove("TUNNELCTL_API_KEY")
            .args(args)
            .output()
            .unwrap()
    };
    let out = local(&["audit", "verify", "-o", "json"]);
    assert!(out.status.success(), "{out:?}");
    let verified: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(verified["records"].as_u64() >= Some(whole), "{verified}");
    let out = local(&["audit", "list", "-o", "json", "--actor", &reader_id]);
    assert!(out.status.success(), "{out:?}");
    let listed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        listed["audit_records"].as_array().map(Vec::len),
        Some(2),
        "{listed}"
    );
    // By description: every key that has it, its refused requests too (their records name the
    // key by its ID alone), on the remote and through the socket alike.
    let (second_id, second) = created("reader");
    let (status, _, text) = http_raw_as(&second, &url, "POST", "/edges/tcp", "{}").unwrap();
    assert_eq!(status, 403, "{text}");
    for _ in 0..100 {
        if all()
            .iter()
            .any(|r| r["actor"]["api_key_id"] == second_id.as_str())
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let remote = env.json(&["audit", "list", "-o", "json", "--actor", "reader"]);
    let out = local(&["audit", "list", "-o", "json", "--actor", "reader"]);
    assert!(out.status.success(), "{out:?}");
    let through_socket: Value = serde_json::from_slice(&out.stdout).unwrap();
    for listed in [&remote, &through_socket] {
        let keys: Vec<&Value> = listed["audit_records"]
            .as_array()
            .unwrap()
            .iter()
            .inspect(|r| assert_eq!(r["outcome"], "refused", "{r}"))
            .map(|r| &r["actor"]["api_key_id"])
            .collect();
        assert_eq!(
            keys,
            [&json!(second_id), &json!(reader_id), &json!(reader_id)],
            "{listed}"
        );
    }
    // The refusal's row: the key, the request refused, the status answered.
    let table = env.table(&["audit", "list", "--actor", &second_id]);
    let rows: Vec<Vec<&str>> = table
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 2, "{table}");
    assert_eq!(
        rows[0],
        ["TIME", "ACTOR", "ACTION", "RESOURCE", "OUTCOME"],
        "{table}"
    );
    assert_eq!(
        rows[1][1..],
        [
            second_id.as_str(),
            "POST",
            "/edges/tcp",
            "-",
            "refused",
            "403"
        ],
        "{table}"
    );
    // A key's description is any administrator's text: its cell is escaped as every table's.
    let (odd_id, odd) = created("admin");
    env.json(&[
        "api-key",
        "update",
        &odd_id,
        "--description",
        "ops\u{1b}[2J\nforged row",
    ]);
    let (status, _, text) = http_raw_as(&odd, &url, "POST", "/edges/tcp", "{}").unwrap();
    assert_eq!(status, 201, "{text}");
    let table = env.table(&["audit", "list", "--actor", &odd_id]);
    assert_eq!(table.lines().count(), 2, "one header, one row: {table}");
    assert!(
        table.contains(&format!("{odd_id} (ops\\x1b[2J\\nforged row)")),
        "{table}"
    );
    assert!(!table.contains('\u{1b}'), "{table:?}");
    // A reader's key may not read it.
    let out = env
        .std_cmd()
        .env("TUNNELCTL_API_KEY", &reader)
        .args(["audit", "verify"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::AUTH), "{out:?}");
    // Nor list it by a description: refused for the trail, before any API key is looked up.
    let out = env
        .std_cmd()
        .env("TUNNELCTL_API_KEY", &reader)
        .args(["audit", "list", "--actor", "reader"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::AUTH), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("audit record"), "{stderr}");
    assert!(out.stdout.is_empty(), "{out:?}");
}

/// A store key's rotation, a change of the public URL and an import are one record each, counting the records they changed,
/// not one record per record.
#[test]
fn a_key_rotation_the_public_url_and_an_import_are_one_record_each() {
    let mut env = Env::new();
    env.json(&["ssh-ca", "create", "--description", "one"]);
    env.json(&["ssh-ca", "create", "--description", "two"]);
    let key = env.file("new.key", &format!("{}\n", "7a".repeat(32)));
    std::fs::set_permissions(&key, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    let rotation = env.json(&[
        "store",
        "rotate-key",
        "--new-key-file",
        key.to_str().unwrap(),
    ]);
    let last = trail(&env, &[]).pop().unwrap();
    assert_eq!(last["operation"], "rotate-store-key", "{last}");
    assert_eq!(last["store_key"], rotation["store_key"], "{last}");
    assert_eq!(last["records_changed"], json!({"ssh-ca": 2}), "{last}");
    assert!(!last.to_string().contains(&"7a".repeat(32)), "{last}");

    env.set_var("TUNNELCTL_STORE_KEY_FILE", key.to_str().unwrap());
    let out = env.run(&["store", "set", "public-url", "https://tunnels.example.com"]);
    assert!(out.status.success(), "{out:?}");
    let last = trail(&env, &[]).pop().unwrap();
    assert_eq!(last["operation"], "set-public-url", "{last}");
    assert_eq!(last["public_url"], "https://tunnels.example.com", "{last}");

    let export = env.run(&["store", "export", "--include-private-keys"]);
    assert!(export.status.success(), "{export:?}");
    let file = env.file("export.json", std::str::from_utf8(&export.stdout).unwrap());
    let second = env.path().join("second");
    env.set_var("TUNNELCTL_STORE", second.to_str().unwrap());
    let out = env.run(&["--yes", "store", "import", file.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let records = trail(&env, &[]);
    assert_eq!(records.len(), 1, "{records:#?}");
    assert_eq!(records[0]["operation"], "import");
    assert_eq!(records[0]["records_changed"]["ssh-ca"], 2, "{records:#?}");
    let out = env.run(&["audit", "verify"]);
    assert!(out.status.success(), "{out:?}");
}

/// Issue 61 item 6: `audit list` for people. The table has one row per record (time, actor,
/// action, resource, outcome), newest first; --limit shows the newest N; --since and --until take
/// a duration before now or an RFC 3339 time, and refuse anything else naming the flag.
#[test]
fn audit_list_is_a_table_newest_first_with_limit_and_durations() {
    let mut env = Env::new();
    let at = |minute: u32| format!("2026-11-22T09:{minute:02}:00Z");
    env.set_now(&at(0));
    let first = id(&env.json(&["tcp-edge", "create", "--description", "a"]));
    env.set_now(&at(30));
    env.json(&["tcp-edge", "update", &first, "--description", "b"]);
    env.set_now(&at(50));
    let second = id(&env.json(&["tcp-edge", "create", "--description", "c"]));
    env.set_now(&at(55));
    env.run(&["tcp-edge", "delete", &first]);
    env.set_now(crate::common::NOW);

    // Newest first, one row each. The OS user differs from machine to machine, and with it the
    // columns' alignment: the snapshot has the cells, two spaces apart.
    let records = trail(&env, &[]);
    let user = records[0]["actor"]["user"].as_str().unwrap().to_string();
    let table = env.table(&["audit", "list"]);
    let cells: Vec<String> = table
        .lines()
        .map(|line| {
            let line = line.replace(&format!("local:{user}"), "local:[USER]");
            let cells: Vec<&str> = line
                .split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect();
            cells.join("  ")
        })
        .collect();
    insta::assert_snapshot!(cells.join("\n"));
    assert!(table.contains(&format!("tcp-edge/{second}")), "{table}");
    assert_eq!(table.lines().count(), 1 + records.len(), "{table}");

    let times = |filters: &[&str]| -> Vec<String> {
        let mut listed: Vec<String> = trail(&env, filters)
            .iter()
            .map(|r| r["time"].as_str().unwrap().to_string())
            .collect();
        listed.reverse();
        listed
    };
    assert_eq!(times(&["--since", "30m"]), [at(55), at(50), at(30)]);
    assert_eq!(times(&["--until", "15m"]), [at(30), at(0)]);
    assert_eq!(
        times(&["--since", "1h", "--until", "2026-11-22T10:20:00+01:00"]),
        [at(0)]
    );
    // --limit: the newest N, and the list object with the trail's head all the same.
    let limited = env.json(&["audit", "list", "-o", "json", "--limit", "2"]);
    let sequences: Vec<&Value> = limited["audit_records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["sequence"])
        .collect();
    assert_eq!(sequences, [&json!(4), &json!(3)], "{limited}");
    assert_eq!(limited["head"]["sequence"], 4, "{limited}");
    assert_eq!(
        env.table(&["audit", "list", "--limit", "1"])
            .lines()
            .count(),
        2
    );
    let export = env.table(&["audit", "export", "--limit", "1", "--since", "1h"]);
    let lines: Vec<Value> = export
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines, [records[3].clone()], "{export}");

    for (flag, bad) in [
        ("--since", "10x"),
        ("--until", "yesterday"),
        ("--since", "2026-13-01"),
    ] {
        let out = env.run(&["audit", "list", flag, bad]);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!(
                "{flag} must be a duration before now (10m, 2h, 7d) or an RFC 3339 time"
            )),
            "{stderr}"
        );
        assert!(out.stdout.is_empty(), "{out:?}");
    }
    let out = env.run(&["audit", "list", "--limit", "0"]);
    assert_eq!(out.status.code(), Some(exit::USAGE), "{out:?}");
}
