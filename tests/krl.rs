//! Issue 59 item 8 and issue 61 item 5: `serve` keeps each CA's KRL until the store's KRL generation of the CA
//! changes. The generation on both engines, the kept KRL against one built anew, 304 and 200
//! around a revocation, and two replicas of one PostgreSQL database: a revocation through one,
//! through the CLI, a CA deleted and imported again, each in the other's next KRL. One KRL of
//! several CAs, from `serve` and the CLI, and the fetch script of docs/ssh-ca.md that keeps it.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::{json, Value};
use ssh_key::Algorithm;
use tunnelctl::store::{Scope, Store, StoreOptions, Tree};

use crate::common::{self, http, postgres, spawn_serve, Env};
use crate::ssh_revocation::{fetch, header, readme_fetch_script, run_readme_script};
use crate::ssh_support::{id, program, user_key};

const TEST: &str = "krl";

fn open(location: &str) -> Store {
    Store::open(&StoreOptions {
        location: std::path::PathBuf::from(location).into(),
        lock_timeout: Duration::from_secs(10),
        seed: None,
        on_wait: None,
    })
    .expect("open the store")
}

/// The KRL generation changes with every write to what the CA's KRL is built of, in the write's
/// transaction, and with nothing else; removing the CA removes it.
fn the_generation_follows_what_the_krl_is_built_of(store: &Store) {
    let scope = Scope::plain();
    let generation = || store.krl_generation(&scope, "sshca_1").unwrap();
    let put = |tree: Tree, key: &str, record: Value| {
        store
            .write(&scope, |tx| tx.put(tree, key, &record))
            .unwrap();
    };
    let ca = Tree::of(&tunnelctl::kind::SSH_CA);
    assert_eq!(generation(), None, "no CA yet");
    put(ca, "sshca_1", json!({"id": "sshca_1", "description": ""}));
    let created = generation().expect("the CA's creation writes one");
    let revocation = json!({"ssh_certificate_authority_id": "sshca_1", "certificate_id": "sucrt_1",
                            "serial": 7, "revoked_at": "2026-11-22T10:00:00Z", "reason": ""});
    put(Tree::SshRevocations, "sshca_1/sucrt_1", revocation.clone());
    let revoked = generation().expect("still there");
    assert_ne!(revoked, created, "a revocation changes it");
    put(Tree::SshRevocations, "sshca_1/sucrt_1", revocation);
    assert_eq!(
        generation().as_ref(),
        Some(&revoked),
        "the same record again: no change"
    );
    put(
        Tree::of(&tunnelctl::kind::TCP_EDGE),
        "edgtcp_1",
        json!({"id": "edgtcp_1"}),
    );
    put(ca, "sshca_2", json!({"id": "sshca_2"}));
    assert_eq!(
        generation().as_ref(),
        Some(&revoked),
        "other records: no change"
    );
    let key = json!({"ssh_certificate_authority_id": "sshca_1", "public_key": "ssh-ed25519 AAAA",
                     "fingerprint": "SHA256:x", "revoked_at": "2026-11-22T10:00:00Z"});
    put(Tree::SshRevokedKeys, "sshca_1/SHA256:x", key);
    let key_revoked = generation().expect("still there");
    assert_ne!(key_revoked, revoked, "a revoked key changes it");
    // A write that is refused (here: the transaction fails after the put) leaves it as it was.
    let refused = store.write(&scope, |tx| {
        tx.remove(Tree::SshRevocations, "sshca_1/sucrt_1")?;
        Err::<(), _>(tunnelctl::api::ApiError::invalid("refused").into())
    });
    assert!(refused.is_err());
    assert_eq!(
        generation().as_ref(),
        Some(&key_revoked),
        "a refused write: no change"
    );
    store
        .write(&scope, |tx| {
            tx.remove(Tree::SshRevocations, "sshca_1/sucrt_1")?;
            tx.remove(Tree::SshRevokedKeys, "sshca_1/SHA256:x")?;
            tx.remove(ca, "sshca_1")
        })
        .unwrap();
    assert_eq!(generation(), None, "the CA's removal takes it");
    assert!(
        store.krl_generation(&scope, "sshca_2").unwrap().is_some(),
        "another CA keeps its own"
    );
}

#[test]
fn the_generation_follows_what_the_krl_is_built_of_on_sled() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(dir.path().join("store").to_str().unwrap());
    the_generation_follows_what_the_krl_is_built_of(&store);
}

#[test]
fn the_generation_follows_what_the_krl_is_built_of_on_postgres() {
    let Some(database) = postgres::database("krl::the_generation_on_postgres") else {
        return;
    };
    the_generation_follows_what_the_krl_is_built_of(&open(&database));
}

/// `ssh-keygen -Q -f KRL KEY` of each public key line: whether the KRL revokes it.
pub(crate) fn revokes(dir: &Path, krl: &[u8], keys: &[&str]) -> Option<Vec<bool>> {
    let keygen = program("ssh-keygen", TEST)?;
    let krl_file = dir.join("query.krl");
    std::fs::write(&krl_file, krl).unwrap();
    Some(
        keys.iter()
            .map(|key| {
                let key_file = dir.join("query.pub");
                std::fs::write(&key_file, format!("{key}\n")).unwrap();
                let out = Command::new(&keygen)
                    .arg("-Q")
                    .arg("-f")
                    .arg(&krl_file)
                    .arg(&key_file)
                    .output()
                    .expect("run ssh-keygen -Q");
                let text = String::from_utf8_lossy(&out.stdout);
                assert!(
                    text.contains(": ok") || text.contains("REVOKED"),
                    "ssh-keygen -Q: {text}{}",
                    String::from_utf8_lossy(&out.stderr)
                );
                text.contains("REVOKED")
            })
            .collect(),
    )
}

/// One `serve` on sled: the KRL it keeps is the bytes and ETag a fresh build gives (the first
/// request's, and a restarted server's); a matching ETag is answered 304 while nothing changed,
/// and the new bytes after a revocation, which `ssh-keygen -Q` finds in them.
#[test]
fn serve_keeps_the_krl_until_a_revocation_and_answers_what_a_fresh_build_would() {
    let mut env = Env::remote();
    let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let (_, bob) = user_key(Algorithm::Ed25519, "bob");
    let revoke = |env: &Env, key: &str| {
        let out = env.run(&["--yes", "ssh-ca", "revoke-key", &ca_id, "--public-key", key]);
        assert!(out.status.success(), "{out:?}");
    };
    revoke(&env, &alice);
    let path = format!("/ssh_certificate_authorities/{ca_id}/krl");
    let base = env.base_url();
    let (status, headers, built) = fetch(&base, &path, None);
    assert_eq!(status, 200);
    let tag = header(&headers, "etag").expect("an ETag").to_string();
    let (status, headers, kept) = fetch(&base, &path, None);
    assert_eq!(
        (status, kept.as_slice()),
        (200, built.as_slice()),
        "kept as built"
    );
    assert_eq!(header(&headers, "etag"), Some(tag.as_str()));
    let (status, _, body) = fetch(&base, &path, Some(&tag));
    assert_eq!((status, body.len()), (304, 0), "nothing changed");

    revoke(&env, &bob);
    let (status, headers, after) = fetch(&base, &path, Some(&tag));
    assert_eq!(status, 200, "the revocation changed the KRL");
    let new_tag = header(&headers, "etag").expect("an ETag").to_string();
    assert_ne!(new_tag, tag);
    if let Some(verdicts) = revokes(env.path(), &after, &[&alice, &bob]) {
        assert_eq!(verdicts, [true, true]);
    }
    env.stop_server();
    env.start_server();
    let (status, headers, fresh) = fetch(&env.base_url(), &path, None);
    assert_eq!(
        (status, fresh),
        (200, after),
        "a fresh build gives the same bytes"
    );
    assert_eq!(header(&headers, "etag"), Some(new_tag.as_str()), "and ETag");
}

/// Two `serve` replicas of one PostgreSQL database: replica B answers a revocation made through
/// replica A, one made by the CLI on the database, a CA deleted through A (404, not the bytes it
/// kept), and the CA brought back by `store import` with other revocations, each at once.
#[test]
fn a_change_through_another_writer_is_in_the_next_krl_of_each_replica() {
    let Some(env) = Env::postgres("krl::two_replicas") else {
        return;
    };
    env.create_store();
    let (_a, a) = spawn_serve(&env, "true");
    let (_b, b) = spawn_serve(&env, "true");
    let ca_id = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let keys: Vec<String> = ["alice", "bob", "carol"]
        .iter()
        .map(|name| user_key(Algorithm::Ed25519, name).1)
        .collect();
    let revoke_through = |base: &str, key: &str| {
        let body = json!({"public_key": key});
        let path = format!("/ssh_certificate_authorities/{ca_id}/revoked_keys");
        let (status, answer) = http(base, "POST", &path, Some(&body)).unwrap();
        assert_eq!(status, 201, "{answer}");
    };
    let path = format!("/ssh_certificate_authorities/{ca_id}/krl");
    let krl_of = |base: &str, tag: Option<&str>| {
        let (status, headers, bytes) = fetch(base, &path, tag);
        (status, header(&headers, "etag").map(str::to_string), bytes)
    };
    let verdicts = |krl: &[u8]| {
        let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
        revokes(env.path(), krl, &keys)
    };

    revoke_through(&a, &keys[0]);
    let export = env.path().join("export.json");
    let out = env.run(
        &["store", "export", "--include-private-keys", "--output-file"]
            .into_iter()
            .chain([export.to_str().unwrap()])
            .collect::<Vec<_>>(),
    );
    assert!(out.status.success(), "{out:?}");
    let (status, tag, before) = krl_of(&b, None);
    assert_eq!(status, 200);
    assert_eq!(krl_of(&b, tag.as_deref()).0, 304, "kept, unchanged");
    revoke_through(&a, &keys[1]);
    let (status, tag, after) = krl_of(&b, tag.as_deref());
    assert_eq!(status, 200, "B answers A's revocation at once");
    assert_ne!(after, before);
    assert_eq!(
        krl_of(&a, None).2,
        after,
        "both replicas answer the same bytes"
    );
    if let Some(verdicts) = verdicts(&after) {
        assert_eq!(verdicts, [true, true, false]);
    }

    let out = env.run(&[
        "--yes",
        "ssh-ca",
        "revoke-key",
        &ca_id,
        "--public-key",
        &keys[2],
    ]);
    assert!(out.status.success(), "{out:?}");
    let (status, _, by_cli) = krl_of(&b, tag.as_deref());
    assert_eq!(status, 200, "a revocation by the CLI on the database");
    if let Some(verdicts) = verdicts(&by_cli) {
        assert_eq!(verdicts, [true, true, true]);
    }

    // Deleted through A: B answers 404, whatever it kept.
    let ca_path = format!("/ssh_certificate_authorities/{ca_id}");
    assert_eq!(http(&a, "DELETE", &ca_path, None).unwrap().0, 204);
    assert_eq!(krl_of(&b, None).0, 404);
    // Back through `store import`, with the first revocation only: B answers that, not what
    // it answered of the same CA ID before.
    let out = env.run(&["store", "import", export.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let (status, _, imported) = krl_of(&b, None);
    assert_eq!(status, 200);
    assert_eq!(
        imported, before,
        "the imported revocations, as before the second"
    );
    if let Some(verdicts) = verdicts(&imported) {
        assert_eq!(verdicts, [true, false, false]);
    }
}

/// Issues a user certificate of `key` by `ca_id` into a file and revokes its serial only
/// (`--keep-key`): only the CA's certificate section can then say it is revoked.
fn revoked_certificate(env: &Env, ca_id: &str, key: &str, name: &str) -> std::path::PathBuf {
    let file = env.path().join(format!("{name}-cert.pub"));
    let cert = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        ca_id,
        "--public-key",
        key,
        "--principal",
        name,
        "--write-cert",
        file.to_str().unwrap(),
    ]);
    let out = env.run(&["--yes", "ssh-cert", "revoke", &id(&cert), "--keep-key"]);
    assert!(out.status.success(), "{out:?}");
    file
}

/// `ssh-keygen -Q -f KRL FILE` of each certificate file: whether the KRL revokes it.
fn revokes_certificates(env: &Env, krl: &[u8], certs: &[&Path]) -> Option<Vec<bool>> {
    let keygen = program("ssh-keygen", TEST)?;
    let krl_file = env.path().join("certs.krl");
    std::fs::write(&krl_file, krl).unwrap();
    Some(
        certs
            .iter()
            .map(|cert| {
                let out = Command::new(&keygen)
                    .arg("-Q")
                    .arg("-f")
                    .arg(&krl_file)
                    .arg(cert)
                    .output()
                    .expect("run ssh-keygen -Q");
                String::from_utf8_lossy(&out.stdout).contains("REVOKED")
            })
            .collect(),
    )
}

/// Issue 61 item 5: one KRL of several CAs, from `serve` without a key and from the CLI (named
/// CAs, and `--all` with a key that lists them): `ssh-keygen -Q` finds the certificates each CA
/// revoked and the keys each revoked in it; the order of the IDs does not change it; it has an
/// ETag and a 304; a request without an ID, with a malformed, an unknown ID or another parameter
/// is refused naming it.
#[test]
fn one_krl_of_several_cas_revokes_what_each_revoked() {
    let mut env = Env::remote();
    let ca = |_| id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (first, second, third) = (ca(1), ca(2), ca(3));
    let keys: Vec<String> = ["carol", "dave", "erin", "alice", "bob"]
        .iter()
        .map(|name| user_key(Algorithm::Ed25519, name).1)
        .collect();
    let carol = revoked_certificate(&env, &first, &keys[0], "carol");
    let dave = revoked_certificate(&env, &second, &keys[1], "dave");
    let erin = revoked_certificate(&env, &third, &keys[2], "erin");
    for (ca_id, key) in [(&first, &keys[3]), (&second, &keys[4])] {
        let out = env.run(&["--yes", "ssh-ca", "revoke-key", ca_id, "--public-key", key]);
        assert!(out.status.success(), "{out:?}");
    }
    let base = env.base_url();
    let path = format!("/ssh_certificate_authorities/krl?id={first}&id={second}");
    let (status, headers, both) = fetch(&base, &path, None);
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&both));
    assert_eq!(
        header(&headers, "content-type"),
        Some("application/octet-stream")
    );
    assert!(header(&headers, "last-modified").is_some());
    let tag = header(&headers, "etag").expect("an ETag").to_string();
    assert_eq!(fetch(&base, &path, Some(&tag)).0, 304);
    let swapped = format!("/ssh_certificate_authorities/krl?id={second}&id={first}&id={second}");
    let (status, headers, same) = fetch(&base, &swapped, None);
    assert_eq!((status, &same), (200, &both), "the same CAs, the same KRL");
    assert_eq!(header(&headers, "etag"), Some(tag.as_str()));
    if let Some(verdicts) = revokes_certificates(&env, &both, &[&carol, &dave, &erin]) {
        assert_eq!(verdicts, [true, true, false], "the third CA is not in it");
    }
    if let Some(verdicts) = revokes(env.path(), &both, &[&keys[3], &keys[4], &keys[0]]) {
        assert_eq!(verdicts, [true, true, false]);
    }

    // The CLI: named CAs (a file, as sshd reads it), and --all.
    let file = env.path().join("revoked_keys");
    let out = env.run(&[
        "ssh-ca",
        "krl",
        &second,
        &first,
        "--output-file",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(std::fs::read(&file).unwrap(), both);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&format!("{second}, {first}")), "{stderr}");
    let out = env.run(&["ssh-ca", "krl", "--all"]);
    assert!(out.status.success(), "{out:?}");
    let all = format!("/ssh_certificate_authorities/krl?id={first}&id={second}&id={third}");
    assert_eq!(out.stdout, fetch(&base, &all, None).2);
    if let Some(verdicts) = revokes_certificates(&env, &out.stdout, &[&carol, &dave, &erin]) {
        assert_eq!(verdicts, [true, true, true]);
    }
    // An issuer's key lists only its own CA: --all is that CA's KRL.
    let issuer = env.json(&["api-key", "create", "--role", "issuer", "--ca-id", &second]);
    env.set_var("TUNNELCTL_API_KEY", issuer["token"].as_str().unwrap());
    let out = env.run(&["ssh-ca", "krl", "--all"]);
    env.set_var("TUNNELCTL_API_KEY", common::API_KEY);
    assert!(out.status.success(), "{out:?}");
    let own = format!("/ssh_certificate_authorities/{second}/krl");
    assert_eq!(out.stdout, fetch(&base, &own, None).2);
    let out = env.run(&["ssh-ca", "krl", "--all", &first]);
    assert_eq!(
        out.status.code(),
        Some(tunnelctl::cli::exit::USAGE),
        "{out:?}"
    );

    // Refusals name what is wrong, and list nothing.
    let unknown = common::fake_id("sshca", 9);
    for (query, status, named) in [
        (String::new(), 400, "id is required".to_string()),
        (
            format!("?id={first}&id=bogus"),
            400,
            "got \\\"bogus\\\"".to_string(),
        ),
        (format!("?id={first}&id={unknown}"), 404, unknown.clone()),
        (
            format!("?id={first}&ca={second}"),
            400,
            "unknown query parameter \\\"ca\\\"".to_string(),
        ),
    ] {
        let (got, _, body) = fetch(
            &base,
            &format!("/ssh_certificate_authorities/krl{query}"),
            None,
        );
        let body = String::from_utf8_lossy(&body);
        assert_eq!(got, status, "{query}: {body}");
        assert!(body.contains(&named), "{query}: {body}");
        assert!(!body.contains(&third), "{query}: {body}");
    }
}

/// Issue 61 item 5: the fetch script of docs/ssh-ca.md, as written, for one KRL of two CAs: it writes the
/// KRL, leaves it while unchanged, and when the KRL file is lost (or damaged) but its `.etag`
/// remains, fetches it whole again instead of taking the 304 for good.
#[test]
fn the_readme_fetch_script_recovers_a_lost_krl_file() {
    let env = Env::remote();
    let first = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let second = id(&env.json(&["ssh-ca", "create", "--key-type", "ed25519"]));
    let (_, key) = user_key(Algorithm::Ed25519, "alice");
    let out = env.run(&[
        "--yes",
        "ssh-ca",
        "revoke-key",
        &second,
        "--public-key",
        &key,
    ]);
    assert!(out.status.success(), "{out:?}");
    let Some(curl) = common::outside_program("curl", "curl", TEST) else {
        return;
    };
    let url = format!(
        "{}/ssh_certificate_authorities/krl?id={first}&id={second}",
        env.base_url()
    );
    let dir = env.path().join("etc-ssh");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("revoked_keys");
    let script = readme_fetch_script(&url, &file);
    let run_script = || run_readme_script(&script, &curl);
    let krl = fetch(&env.base_url(), &url[env.base_url().len()..], None).2;
    run_script();
    assert_eq!(
        std::fs::read(&file).unwrap(),
        krl,
        "the first run writes it"
    );
    let etag = dir.join("revoked_keys.etag");
    assert!(
        std::fs::metadata(&etag).unwrap().len() > 0,
        "and keeps its ETag"
    );
    run_script();
    assert_eq!(std::fs::read(&file).unwrap(), krl, "unchanged");

    std::fs::remove_file(&file).unwrap();
    run_script();
    assert_eq!(
        std::fs::read(&file).ok().as_deref(),
        Some(krl.as_slice()),
        "a lost KRL file is fetched again though its .etag remained"
    );
    std::fs::write(&file, b"not a KRL").unwrap();
    run_script();
    assert_eq!(std::fs::read(&file).unwrap(), krl, "a damaged one too");
    if let Some(verdicts) = revokes(env.path(), &std::fs::read(&file).unwrap(), &[&key]) {
        assert_eq!(verdicts, [true]);
    }
}
