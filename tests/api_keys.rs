//! Issue 42 item 1: API keys are a resource (API-NOTES "API keys"). The token is answered by the
//! create only and stored as its SHA-256; `serve` accepts a stored key until it is deleted, on
//! every replica within 5 s.

use std::time::Duration;

use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use tunnelctl::api::Method;

use crate::common::{self, http_as, spawn_serve, transport_tests, Env};

/// Every file under `dir`, read whole.
fn files_under(dir: &std::path::Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).expect("read the store directory") {
        let path = entry.unwrap().path();
        match path.is_dir() {
            true => found.extend(files_under(&path)),
            false => found.push((path.clone(), std::fs::read(&path).unwrap())),
        }
    }
    found
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

transport_tests! {
    fn a_token_is_shown_once_and_stored_only_as_its_hash(env) {
        let created = env.json(&["api-key", "create", "--description", "ci", "--metadata", "m"]);
        let id = created["id"].as_str().unwrap().to_string();
        let token = created["token"].as_str().expect("create answers the token").to_string();
        assert!(id.starts_with("ak_"), "{id}");
        assert_eq!(token.len(), 64, "256 random bits, in hex: {token}");
        assert_eq!(created["uri"], format!("{}/api_keys/{id}", env.base_url()));
        assert_eq!(
            (&created["description"], &created["metadata"], &created["owner_id"]),
            (&json!("ci"), &json!("m"), &Value::Null)
        );
        assert!(created["created_at"].is_string(), "{created}");

        // Never again: not by get, list, or update, where it is null (the API's document says
        // so, and the official Python SDK reads the field unguarded).
        let got = env.json(&["api-key", "get", &id]);
        let mut shown = created.clone();
        shown["token"] = Value::Null;
        assert_eq!(got, shown);
        let listed = env.json(&["api-key", "list"]);
        assert_eq!(listed["keys"], json!([shown]), "{listed}");
        let updated = env.json(&["api-key", "update", &id, "--description", "ci (prod)"]);
        assert_eq!(updated["description"], "ci (prod)");
        assert_eq!(updated.get("token"), Some(&Value::Null), "{updated}");

        // A PATCH cannot set the token or its hash, nor claim an owner; a create cannot either.
        // Each refusal changes nothing.
        let path = format!("/api_keys/{id}");
        for field in ["token", "token_sha256", "owner_id"] {
            let err = env.assert_api_refused(
                (Method::Patch, &path, Some(json!({ field: "x".repeat(64) }))),
                400,
                "ERR_NGROK_214",
                &[&path],
            );
            assert!(err["msg"].as_str().unwrap().starts_with(field), "{err}");
        }
        env.assert_api_refused(
            (Method::Post, "/api_keys", Some(json!({"owner_id": "usr_1"}))),
            400,
            "ERR_NGROK_215",
            &[],
        );
        env.assert_api_refused(
            (Method::Post, "/api_keys", Some(json!({"token": token}))),
            400,
            "ERR_NGROK_214",
            &[],
        );

        // At rest: the hash, never the token (what an export of the store holds, and on the
        // embedded store every byte of its files).
        let hash: String = Sha256::digest(token.as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let is_postgres = env.is_postgres();
        env.with_store_released(|env| {
            let export = env.run(&["store", "export"]);
            assert!(contains(export.stdout.as_slice(), &hash), "the hash is exported");
            assert!(!contains(&export.stdout, &token), "the token is in the export");
            if !is_postgres {
                let files = files_under(&env.store());
                assert!(files.iter().any(|(_, bytes)| contains(bytes, &hash)));
                for (path, bytes) in files {
                    assert!(!contains(&bytes, &token), "the token is in {}", path.display());
                }
            }
        });

        // At a terminal or not, the create says the token will not be shown again.
        let out = env.run(&["api-key", "create"]);
        assert!(String::from_utf8_lossy(&out.stdout).contains("token"));
        let notice = String::from_utf8_lossy(&out.stderr);
        assert!(notice.contains("cannot be shown again"), "{notice}");

        env.run(&["--yes", "api-key", "delete", &id]);
        assert_eq!(env.json(&["api-key", "list"])["keys"].as_array().unwrap().len(), 1);
    }
}

/// `serve` takes a stored key as it takes the keys of `--api-key-file`, and refuses it once it
/// is deleted; requests refused for their key change nothing.
#[test]
fn serve_accepts_a_stored_key_until_it_is_deleted() {
    let env = Env::remote();
    let url = env.base_url();
    let created = env.api(
        Method::Post,
        "/api_keys",
        Some(json!({"description": "ci"})),
    );
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (status, body) = http_as(&url, token, "GET", "/api_keys");
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["keys"][0]["id"], id);
    let (status, body) = http_as(&url, token, "DELETE", &format!("/api_keys/{id}"));
    assert_eq!(status, 204, "a key may delete itself: {body}");

    let before = env.state();
    for (method, path) in [("GET", "/api_keys"), ("POST", "/edges/tcp")] {
        let (status, body) = http_as(&url, token, method, path);
        assert_eq!(status, 401, "{method} {path} with a deleted key: {body}");
        assert_eq!(body["error_code"], "ERR_NGROK_203", "{body}");
    }
    assert_eq!(env.state(), before, "a refused request changed the store");
}

/// Two replicas on one PostgreSQL store: a key made through one works through the other, and once
/// deleted through the first, the second refuses it within 5 s (it rereads the stored keys every
/// `STORED_KEYS_TTL`, 2 s).
#[test]
fn a_key_deleted_through_one_replica_is_refused_by_the_other_within_5_s() {
    let Some(env) = Env::postgres("api_keys::two_replicas") else {
        return;
    };
    env.create_store();
    let (_first_serve, first) = spawn_serve(&env, "true");
    let (_second_serve, second) = spawn_serve(&env, "true");
    let (status, created) = common::http(
        &first,
        "POST",
        "/api_keys",
        Some(&json!({"description": "replicas"})),
    )
    .unwrap();
    assert_eq!(status, 201, "{created}");
    let token = created["token"].as_str().unwrap();
    let answered = || http_as(&second, token, "GET", "/edges/tcp").0;
    assert!(
        common::within(Duration::from_secs(5), || answered() == 200),
        "the second replica never took the new key"
    );
    let item = format!("/api_keys/{}", created["id"].as_str().unwrap());
    assert_eq!(common::http(&first, "DELETE", &item, None).unwrap().0, 204);
    assert!(
        common::within(Duration::from_secs(5), || answered() == 401),
        "the second replica still takes the deleted key after 5 s"
    );
}

/// A PATCH checks only the CAs it adds: an issuer whose CA was deleted since is still updated
/// (its description, or its CAs sent back as they are, as an edit or apply does), while a CA the
/// PATCH adds must exist. A PATCH naming a field it does not take lists every field it does, the
/// role's and an SSH CA's policy included. Each refusal changes nothing.
#[test]
fn a_patch_checks_only_the_cas_it_adds_and_lists_every_field_it_takes() {
    let env = Env::new();
    let gone = common::id(&env.api(
        Method::Post,
        "/ssh_certificate_authorities",
        Some(json!({})),
    ));
    let kept = common::id(&env.api(
        Method::Post,
        "/ssh_certificate_authorities",
        Some(json!({})),
    ));
    let key = env.json(&[
        "api-key", "create", "--role", "issuer", "--ca-id", &gone, "--ca-id", &kept,
    ]);
    let path = format!("/api_keys/{}", common::id(&key));
    env.api(
        Method::Delete,
        &format!("/ssh_certificate_authorities/{gone}"),
        None,
    );

    let updated = env.json(&[
        "api-key",
        "update",
        &common::id(&key),
        "--description",
        "after the CA went",
    ]);
    assert_eq!(updated["description"], "after the CA went");
    assert_eq!(
        (&updated["role"], &updated["ssh_certificate_authority_ids"]),
        (&json!("issuer"), &json!([gone, kept])),
        "the role and its CAs are as they were"
    );
    let resent = env.api(
        Method::Patch,
        &path,
        Some(json!({"role": "issuer", "ssh_certificate_authority_ids": [gone, kept]})),
    );
    assert_eq!(resent, updated);

    let absent = common::fake_id("sshca", 9);
    let err = env.assert_api_refused(
        (
            Method::Patch,
            &path,
            Some(json!({"ssh_certificate_authority_ids": [kept, absent]})),
        ),
        400,
        "ERR_NGROK_215",
        &[],
    );
    let msg = err["msg"].as_str().unwrap();
    assert!(
        msg.starts_with(&format!(
            "ssh_certificate_authority_ids[1]: SSH certificate authority {absent} not found"
        )),
        "{msg}"
    );

    for (path, fields) in [
        (path.as_str(), "`role`, `ssh_certificate_authority_ids`"),
        (&format!("/ssh_certificate_authorities/{kept}"), "`policy`"),
    ] {
        let err = env.assert_api_refused(
            (Method::Patch, path, Some(json!({"colour": "red"}))),
            400,
            "ERR_NGROK_214",
            &[],
        );
        assert_eq!(
            err["msg"],
            format!(
                "unknown field `colour`, expected one of `id`, `description`, `metadata`, {fields}"
            )
        );
    }
    let err = env.assert_api_refused(
        (Method::Patch, &path, Some(json!({"owner_id": "usr_1"}))),
        400,
        "ERR_NGROK_214",
        &[],
    );
    assert_eq!(
        err["msg"],
        "owner_id cannot be changed after creation; an update changes only description, \
         metadata, role and ssh_certificate_authority_ids"
    );
}
