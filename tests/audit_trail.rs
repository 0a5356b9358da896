//! Issue 59 items 5 and 6: the audit trail is read a page at a time (verify, list and export of
//! a trail longer than a page, on every transport), a tail cut behind the store's back is found
//! with a head kept outside it, records past the head are refused and named, and `audit prune`
//! (administrators only, itself recorded) leaves a checkpoint that verification continues from.

use serde_json::{json, Value};
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use crate::audit::trail;
use crate::common::{http_raw_as, postgres, Env};

/// `n` changes in one process (the router in process, or HTTP to the server).
fn make_changes(env: &Env, n: usize) {
    let requests: Vec<_> = (0..n)
        .map(|i| {
            let body = json!({"description": format!("e{i}")});
            (Method::Post, "/edges/tcp", Some(body))
        })
        .collect();
    for (status, body) in env.api_all(&requests) {
        assert_eq!(status, 201, "{body}");
    }
}

/// A command's output, with `remove` taken out of its environment (`TUNNELCTL_API_URL` makes a
/// local command of a remote one: it reaches the store through the socket of the `serve`).
fn run_without(env: &Env, remove: &[&str], args: &[&str]) -> std::process::Output {
    let mut cmd = env.std_cmd();
    for var in remove {
        cmd.env_remove(var);
    }
    cmd.args(args).output().unwrap()
}

/// `audit list -o json`, `audit export` and `audit verify -o json`, each as it ran.
fn read_whole(env: &Env, remove: &[&str]) -> (Value, Vec<Value>, Value) {
    let ok = |args: &[&str]| {
        let out = run_without(env, remove, args);
        assert!(out.status.success(), "{args:?}: {out:?}");
        out.stdout
    };
    let list: Value = serde_json::from_slice(&ok(&["audit", "list", "-o", "json"])).unwrap();
    let export: Vec<Value> = String::from_utf8(ok(&["audit", "export"]))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let verified = serde_json::from_slice(&ok(&["audit", "verify", "-o", "json"])).unwrap();
    (list, export, verified)
}

/// Checks what [`read_whole`] read of a trail of `n` records that no one writes meanwhile.
fn assert_whole(n: u64, (list, export, verified): (Value, Vec<Value>, Value)) {
    let records = list["audit_records"].as_array().unwrap();
    let sequences: Vec<u64> = records
        .iter()
        .map(|r| r["sequence"].as_u64().unwrap())
        .collect();
    assert_eq!(
        sequences,
        (1..=n).rev().collect::<Vec<_>>(),
        "newest first, none left out"
    );
    assert_eq!(list["next_page_uri"], Value::Null);
    assert!(
        list["uri"].as_str().unwrap().ends_with("/audit_records"),
        "{}",
        list["uri"]
    );
    assert_eq!(
        list["head"],
        json!({"sequence": n, "hash": records[0]["hash"]})
    );
    assert_eq!(&export, records);
    assert_eq!(verified["records"], n, "{verified}");
    assert_eq!(verified["first_bad"], Value::Null, "{verified}");
    assert_eq!(verified["head"], list["head"]);
}

#[test]
fn a_trail_longer_than_a_page_is_listed_exported_and_verified_on_every_transport() {
    let mut env = Env::new();
    make_changes(&env, 130);
    assert_whole(130, read_whole(&env, &[]));
    // Over serve: from the remote with its key, and locally through the store's socket.
    env.start_server();
    assert_whole(130, read_whole(&env, &[]));
    let local = ["TUNNELCTL_API_URL", "TUNNELCTL_API_KEY"];
    assert_whole(130, read_whole(&env, &local));
    make_changes(&env, 1);
    assert_whole(131, read_whole(&env, &local));
}

/// The hex SHA-256 of nothing in particular: a forged record's hash, made without hashing.
const FORGED_HASH: &str = "f00df00df00df00df00df00df00df00df00df00df00df00df00df00df00df00d";

/// `audit verify`'s refusal: its stderr.
fn broken(env: &Env, args: &[&str]) -> String {
    let out = env.run(&[&["audit", "verify"], args].concat());
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A trail with a record past its head: `audit list` and `audit export` refuse it, naming it,
/// print nothing, and a write fails naming the trail (not ID drawing) and changes nothing.
fn past_head_is_refused(env: &Env, head: u64, forged: u64) {
    let named = format!("record(s) {forged} are past the trail's head (record {head})");
    for command in ["list", "export"] {
        let out = env.run(&["audit", command]);
        assert_eq!(out.status.code(), Some(exit::FAILURE), "{out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(&named), "{command}: {stderr}");
        assert!(out.stdout.is_empty(), "{command}: {out:?}");
    }
    assert!(broken(env, &[]).contains(&named));
    let edges = env.api(Method::Get, "/edges/tcp", None);
    let out = env.run(&["tcp-edge", "create", "--description", "after"]);
    assert!(!out.status.success(), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "the audit trail already holds record {forged} past its head"
        )),
        "{stderr}"
    );
    assert!(!stderr.contains("every new ID drawn"), "{stderr}");
    assert_eq!(env.api(Method::Get, "/edges/tcp", None), edges);
}

#[test]
fn on_postgres_a_cut_tail_is_found_with_a_kept_head_and_a_row_past_the_head_is_refused() {
    let test = "audit tail on PostgreSQL";
    let Some(env) = Env::postgres(test) else {
        return;
    };
    make_changes(&env, 6);
    let records = trail(&env, &[]);
    let kept = env.json(&["audit", "list", "-o", "json"])["head"].clone();
    assert_eq!(kept["sequence"], 6);
    let expect = format!("6:{}", kept["hash"].as_str().unwrap());
    let out = env.run(&["audit", "verify", "--expect-head", &expect]);
    assert!(out.status.success(), "{out:?}");

    // The attacker's SQL: the last records deleted, the head set back to record 4 as copied.
    let database = postgres::database_name(&env.store());
    let cluster = postgres::cluster(test).expect("the cluster of Env::postgres");
    let fourth = &records[3];
    cluster.psql(
        &database,
        &format!(
            "DELETE FROM tunnelctl.tunnelctl_records WHERE tree = 'audit_records' AND key > '{:020}'; \
             UPDATE tunnelctl.tunnelctl_records SET value = '{}'::json \
             WHERE tree = 'meta' AND key = 'audit_head'",
            4,
            json!({"sequence": 4, "hash": fourth["hash"]})
        ),
    );
    // The chain alone holds...
    let out = env.run(&["audit", "verify"]);
    assert!(out.status.success(), "{out:?}");
    // ... the head kept outside does not.
    let stderr = broken(&env, &["--expect-head", &expect]);
    assert!(
        stderr.contains(
            "broken at record 5: the trail was cut after record 4: it no longer holds record 6"
        ),
        "{stderr}"
    );
    let verified = env.run(&["audit", "verify", "-o", "json", "--expect-head", &expect]);
    let verified: Value = serde_json::from_slice(&verified.stdout).unwrap();
    assert_eq!(verified["first_bad"]["kind"], "cut", "{verified}");
    assert_eq!(verified["first_bad"]["sequence"], 5, "{verified}");

    // A forged row past the head, no hashing.
    cluster.psql(
        &database,
        &format!(
            "INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) VALUES \
             ('audit_records', '{:020}', '{}'::json)",
            5,
            json!({"hash": FORGED_HASH, "sequence": 5, "operation": "create"})
        ),
    );
    past_head_is_refused(&env, 4, 5);
}

#[test]
fn on_sled_a_record_past_the_head_is_refused_and_never_written_over() {
    let env = Env::new();
    make_changes(&env, 3);
    let db = sled::open(env.store().join("sled")).unwrap();
    let forged = json!({"hash": FORGED_HASH, "sequence": 4, "operation": "create"});
    db.open_tree("audit_records")
        .unwrap()
        .insert(format!("{:020}", 4), forged.to_string().as_bytes())
        .unwrap();
    db.flush().unwrap();
    drop(db);
    past_head_is_refused(&env, 3, 4);
    // The forged record is still there, as evidence.
    let db = sled::open(env.store().join("sled")).unwrap();
    let kept = db
        .open_tree("audit_records")
        .unwrap()
        .get(format!("{:020}", 4))
        .unwrap();
    assert_eq!(kept.as_deref(), Some(forged.to_string().as_bytes()));
}

#[test]
fn prune_by_an_administrator_leaves_a_checkpoint_verify_continues_from_and_a_reader_changes_nothing(
) {
    let mut env = Env::new();
    make_changes(&env, 3);
    env.set_now("2026-11-23T10:00:00Z");
    make_changes(&env, 2);
    let before = trail(&env, &[]);
    let third = before[2].clone();
    let head_of = |r: &Value| format!("{}:{}", r["sequence"], r["hash"].as_str().unwrap());
    env.start_server();
    let key = env.json(&[
        "api-key",
        "create",
        "--role",
        "operator",
        "--description",
        "ops",
    ]);
    let token = key["token"].as_str().unwrap().to_string();
    let listed = trail(&env, &[]);

    // Not an administrator: 403, nothing removed, no checkpoint.
    let (status, _, text) = http_raw_as(
        &token,
        &env.base_url(),
        "POST",
        "/audit_records/prune",
        r#"{"before":"2026-11-23T00:00:00Z"}"#,
    )
    .unwrap();
    assert_eq!(status, 403, "{text}");
    let after = trail(&env, &[]);
    assert_eq!(
        after[..listed.len()],
        listed[..],
        "every record is still there"
    );
    assert!(
        after.iter().all(|r| r["operation"] != "prune"),
        "{after:#?}"
    );

    // An administrator (the remote's key): records 1..=3 go, a checkpoint holds record 3.
    let pruned = env.json(&[
        "--yes",
        "audit",
        "prune",
        "--before",
        "2026-11-23T00:00:00Z",
    ]);
    assert_eq!(pruned["records_pruned"], 3, "{pruned}");
    assert_eq!(
        pruned["pruned_through"],
        json!({"sequence": 3, "hash": third["hash"]}),
        "{pruned}"
    );
    let records = trail(&env, &[]);
    assert_eq!(records[0]["sequence"], 4, "{records:#?}");
    assert_eq!(
        records[..2],
        before[3..],
        "the newer records stay as they were"
    );
    let checkpoint = records.iter().find(|r| r["operation"] == "prune").unwrap();
    assert_eq!(
        checkpoint["checkpoint"], pruned["pruned_through"],
        "{checkpoint}"
    );
    assert_eq!(
        checkpoint["pruned_before"], "2026-11-23T00:00:00Z",
        "{checkpoint}"
    );
    assert_eq!(checkpoint["actor"]["type"], "api_key_file", "{checkpoint}");
    assert_eq!(checkpoint["outcome"], "success", "{checkpoint}");

    let verified = env.json(&["audit", "verify"]);
    assert_eq!(verified["first_bad"], Value::Null, "{verified}");
    assert_eq!(verified["pruned_through"]["sequence"], 3, "{verified}");
    // Heads kept before the prune: at the pruned head, below it, and after it.
    for kept in [&before[2], &before[1], &before[4]] {
        let verified = env.json(&["audit", "verify", "--expect-head", &head_of(kept)]);
        assert_eq!(verified["first_bad"], Value::Null, "{kept}: {verified}");
    }
    let wrong = format!("3:{FORGED_HASH}");
    assert!(broken(&env, &["--expect-head", &wrong]).contains("cut after record 2"));
    // Nothing older is left: a second prune removes nothing and records nothing.
    let again = env.json(&[
        "--yes",
        "audit",
        "prune",
        "--before",
        "2026-11-23T00:00:00Z",
    ]);
    assert_eq!(again["records_pruned"], 0, "{again}");
    let prunes = trail(&env, &[])
        .into_iter()
        .filter(|r| r["operation"] == "prune")
        .count();
    assert_eq!(prunes, 1);
    let bad = env.refuse(&["--yes", "audit", "prune", "--before", "yesterday"]);
    assert!(
        bad.msg().contains("before must be an RFC 3339 time"),
        "{}",
        bad.msg()
    );
}

#[test]
fn on_postgres_prune_leaves_a_checkpoint_and_a_dry_run_removes_nothing() {
    let Some(mut env) = Env::postgres("audit prune on PostgreSQL") else {
        return;
    };
    make_changes(&env, 3);
    env.set_now("2026-11-23T10:00:00Z");
    make_changes(&env, 2);
    let before = trail(&env, &[]);
    let prune = ["audit", "prune", "--before", "2026-11-23T00:00:00Z"];
    let dry = env.json(&[&["--yes", "--dry-run"], &prune[..]].concat());
    assert_eq!(dry["records_pruned"], 3, "{dry}");
    assert_eq!(
        trail(&env, &[]),
        before,
        "a dry run removes nothing and records nothing"
    );
    let pruned = env.json(&[&["--yes"], &prune[..]].concat());
    assert_eq!(pruned["records_pruned"], 3, "{pruned}");
    let records = trail(&env, &[]);
    let sequences: Vec<u64> = records
        .iter()
        .map(|r| r["sequence"].as_u64().unwrap())
        .collect();
    assert_eq!(sequences, [4, 5, 6]);
    assert_eq!(records[2]["checkpoint"]["hash"], before[2]["hash"]);
    assert!(
        records[2]["actor"]["database_role"].is_string(),
        "{}",
        records[2]
    );
    let kept = format!("5:{}", before[4]["hash"].as_str().unwrap());
    let verified = env.json(&["audit", "verify", "--expect-head", &kept]);
    assert_eq!(verified["first_bad"], Value::Null, "{verified}");
    assert_eq!(verified["records"], 3, "{verified}");
}
