//! The store's key-encryption key (`--store-key-file`, issue 27 item 5): CA private keys sealed at
//! rest, a missing or wrong key refused by name with nothing written, key files checked as
//! secrets, and `store rotate-key`.

use std::path::{Path, PathBuf};

use serde_json::Value;
use ssh_key::Algorithm;

use crate::common::{background_pid, fake_id, http, id, Env, API_KEY, SOCKET};
use crate::ssh_support::{
    assert_sealed, fingerprint, program, stored_cas, stored_records, user_key,
};

const KEY_ENV: &str = "TUNNELCTL_STORE_KEY_FILE";

/// A key file holding 32 bytes of `byte`, mode 0600.
fn key_file(env: &Env, name: &str, byte: &str) -> PathBuf {
    let path = env.file(name, &format!("{}\n", byte.repeat(32)));
    set_mode(&path, 0o600);
    path
}

fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn path(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// Puts a SAML module on route `n` of an edge (`n` orders them: the store keys them by ID).
fn saml_module(env: &Env, n: u8) {
    let module = env.put_saml_module(&fake_id("edghts", 1), &fake_id("edghtsrt", n));
    assert!(module.get("private_key_pem").is_none(), "{module}");
}

fn sign_args<'a>(ca_id: &'a str, public_key: &'a str) -> Vec<&'a str> {
    vec![
        "ssh-cert",
        "create",
        "--ca-id",
        ca_id,
        "--public-key",
        public_key,
        "--principal",
        "alice",
    ]
}

/// The certificate is one `ssh-keygen -L` reads, signed by the CA.
fn assert_ssh_keygen_reads(env: &Env, certificate: &Value, ca: &Value, test: &str) {
    let Some(keygen) = program("ssh-keygen", test) else {
        return;
    };
    let file = env.file("cert.pub", certificate["certificate"].as_str().unwrap());
    let out = std::process::Command::new(keygen)
        .args(["-L", "-f"])
        .arg(&file)
        .output()
        .unwrap();
    let listing = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ca_fingerprint = fingerprint(ca["public_key"].as_str().unwrap());
    assert!(listing.contains(&ca_fingerprint), "{listing}");
}

/// The refusal of a request that needs a sealed CA, with nothing written.
fn assert_sign_refused(env: &Env, ca_id: &str, public_key: &str, reason: &str) -> String {
    let refusal = env.assert_refused(&sign_args(ca_id, public_key), 1, "ERR_NGROK_215");
    assert_eq!(
        refusal.body["details"]["reason"], reason,
        "{}",
        refusal.stderr
    );
    refusal.msg().to_string()
}

#[test]
fn ca_keys_are_sealed_with_the_store_key_and_open_only_with_it() {
    let mut env = Env::new();
    let key = key_file(&env, "store.key", "a1");
    let other = key_file(&env, "other.key", "b2");
    env.set_var(KEY_ENV, path(&key));
    let ca = env.json(&["ssh-ca", "create", "--description", "sealed"]);
    let ca_id = id(&ca);

    // As stored: no OpenSSH private key text, no base64 of its body, the key's fingerprint.
    let stored = stored_cas(&mut env);
    let record = stored[0].to_string();
    for marker in ["PRIVATE KEY", "b3BlbnNzaC1rZXktdjE"] {
        assert!(!record.contains(marker), "{record}");
    }
    let sealed_with = stored[0]["private_key"]["sealed_with"].as_str().unwrap();
    assert!(sealed_with.starts_with("sha256:"), "{record}");
    let table = env.table(&["ssh-ca", "get", &ca_id]);
    assert!(
        table.contains(&format!(
            "encrypted_at_rest  yes (sealed with the store key {sealed_with})\n"
        )),
        "{table}"
    );

    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let certificate = env.json(&sign_args(&ca_id, &alice));
    assert_ssh_keygen_reads(
        &env,
        &certificate,
        &ca,
        "ca_keys_are_sealed_with_the_store_key_and_open_only_with_it",
    );

    env.remove_var(KEY_ENV);
    let msg = assert_sign_refused(&env, &ca_id, &alice, "store_key_required");
    assert!(
        msg.contains(&format!(
            "{ca_id} is sealed with the store key {sealed_with}"
        )) && msg.contains("--store-key-file"),
        "{msg}"
    );
    env.set_var(KEY_ENV, path(&other));
    let msg = assert_sign_refused(&env, &ca_id, &alice, "store_key_wrong");
    assert!(
        msg.contains(path(&other)) && msg.contains(sealed_with),
        "{msg}"
    );
    // A passphrase-encrypted CA under the store key needs both, and signs with both.
    env.set_var(KEY_ENV, path(&key));
    env.set_var("TUNNELCTL_CA_PASSPHRASE", "correct horse");
    let encrypted = env.json(&["ssh-ca", "create"]);
    env.remove_var("TUNNELCTL_CA_PASSPHRASE");
    let encrypted_id = id(&encrypted);
    assert_sign_refused(&env, &encrypted_id, &alice, "ca_passphrase_required");
    env.set_var("TUNNELCTL_CA_PASSPHRASE", "correct horse");
    env.json(&sign_args(&encrypted_id, &alice));
    let table = env.table(&["ssh-ca", "get", &encrypted_id]);
    assert!(
        table.contains(&format!(
            "encrypted_at_rest  yes (a passphrase opens it; sealed with the store key {sealed_with})\n"
        )),
        "{table}"
    );
}

#[test]
fn rotate_key_reseals_every_key_and_the_old_key_no_longer_opens_them() {
    let mut env = Env::new();
    let old = key_file(&env, "old.key", "a1");
    let new = key_file(&env, "new.key", "c3");
    // Of each kind that holds a private key, one from before the store had a key (unsealed), one
    // sealed with the old key.
    let plain = env.json(&["ssh-ca", "create", "--description", "plain"]);
    saml_module(&env, 1);
    env.set_var(KEY_ENV, path(&old));
    let sealed = env.json(&["ssh-ca", "create", "--description", "sealed"]);
    saml_module(&env, 2);
    let saml_keys = |env: &mut Env| {
        stored_records(env, "route_saml")
            .into_iter()
            .map(|module| module["signing"]["private_key_pem"].clone())
            .collect::<Vec<_>>()
    };
    let saml_before = saml_keys(&mut env);
    assert!(saml_before[0]
        .as_str()
        .is_some_and(|k| k.contains("PRIVATE KEY")));
    assert_sealed(&saml_before[1]);

    // With a wrong current key nothing changes: the records stay byte for byte.
    let before = stored_cas(&mut env);
    env.set_var(KEY_ENV, path(&new));
    let out = env.run(&["store", "rotate-key", "--new-key-file", path(&new)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("store key"));
    assert!(out.stdout.is_empty());
    assert_eq!(stored_cas(&mut env), before);
    assert_eq!(saml_keys(&mut env), saml_before);

    env.set_var(KEY_ENV, path(&old));
    let tried = env.json(&[
        "--dry-run",
        "store",
        "rotate-key",
        "--new-key-file",
        path(&new),
    ]);
    assert_eq!(
        (tried["resealed"].as_u64(), tried["sealed"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(stored_cas(&mut env), before, "a dry run changes nothing");
    assert_eq!(
        saml_keys(&mut env),
        saml_before,
        "a dry run changes nothing"
    );
    let rotation = env.json(&["store", "rotate-key", "--new-key-file", path(&new)]);
    assert_eq!(rotation["resealed"], 2, "{rotation}");
    assert_eq!(rotation["sealed"], 2, "{rotation}");
    assert_eq!(rotation["without_private_key"], 0, "{rotation}");
    for ca in stored_cas(&mut env) {
        assert_eq!(
            ca["private_key"]["sealed_with"], rotation["store_key"],
            "{ca}"
        );
    }
    let saml_after = saml_keys(&mut env);
    for key in &saml_after {
        assert_sealed(key);
        assert_eq!(key["sealed_with"], rotation["store_key"], "{key}");
    }
    // Only the data key moves to the new key: the private key's ciphertext stays.
    assert_eq!(saml_after[1]["private_key"], saml_before[1]["private_key"]);

    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    for ca in [&plain, &sealed] {
        let msg = assert_sign_refused(&env, &id(ca), &alice, "store_key_wrong");
        assert!(msg.contains("store rotate-key"), "{msg}");
    }
    env.set_var(KEY_ENV, path(&new));
    for ca in [&plain, &sealed] {
        let certificate = env.json(&sign_args(&id(ca), &alice));
        assert_ssh_keygen_reads(
            &env,
            &certificate,
            ca,
            "rotate_key_reseals_every_key_and_the_old_key_no_longer_opens_them",
        );
    }
}

/// A SAML module's request-signing key is sealed with the store key too: stored sealed, kept as
/// it is by a later PUT (the IdP pins its certificate), and left out of an export without private
/// keys like any private key.
#[test]
fn saml_keys_are_sealed_with_the_store_key_and_kept_by_later_puts() {
    let mut env = Env::new();
    let key = key_file(&env, "store.key", "a1");
    env.set_var(KEY_ENV, path(&key));
    saml_module(&env, 1);
    let stored = stored_records(&mut env, "route_saml");
    let sealed = &stored[0]["signing"]["private_key_pem"];
    assert_sealed(sealed);
    let fingerprint = tunnelctl::service::seal::StoreKey::from_file(&key)
        .unwrap()
        .fingerprint()
        .to_string();
    assert_eq!(sealed["sealed_with"], fingerprint.as_str());

    saml_module(&env, 1);
    let again = stored_records(&mut env, "route_saml");
    assert_eq!(
        again[0]["signing"], stored[0]["signing"],
        "the key pair is kept"
    );

    let out = env.run(&["store", "export"]);
    assert!(out.status.success());
    let document: Value = serde_json::from_slice(&out.stdout).unwrap();
    let module = document["trees"]["route_saml"]
        .as_object()
        .unwrap()
        .values()
        .next()
        .unwrap()
        .clone();
    assert!(
        module["signing"].get("private_key_pem").is_none(),
        "{module}"
    );
    assert_eq!(
        module["signing"]["certificate_pem"],
        stored[0]["signing"]["certificate_pem"]
    );
}

/// A key file is a secret: others may not read it, and it must be the user's own; the refusal
/// names the file, its mode and the fix, and nothing is written.
#[test]
fn a_key_file_others_may_read_or_that_is_not_a_key_is_refused() {
    let mut env = Env::new();
    let key = key_file(&env, "store.key", "a1");
    set_mode(&key, 0o644);
    env.set_var(KEY_ENV, path(&key));
    let out = env.run(&["ssh-ca", "create"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("{KEY_ENV}: {} holds a secret", key.display()))
            && stderr.contains("mode 0644")
            && stderr.contains(&format!("chmod 600 {}", key.display())),
        "{stderr}"
    );
    assert!(!env.store().exists(), "nothing was written");

    let short = env.file("short.key", "a1a1\n");
    set_mode(&short, 0o600);
    env.set_var(KEY_ENV, path(&short));
    let out = env.run(&["ssh-ca", "create"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "(umask 077; openssl rand -hex 32 > {})",
            short.display()
        )),
        "{stderr}"
    );
    assert!(!env.store().exists(), "nothing was written");
}

/// Who holds the store while the commands of [`the_callers_store_key_decides_with_or_without_a_holder`]
/// run (issue 39 item 4).
#[derive(Debug, Clone, Copy)]
enum Holding {
    Nobody,
    /// The background process of `--keep-open`, started by a command given key A (or none).
    KeepOpen {
        with_a: bool,
    },
    /// A `serve` started with key A, reached by local commands through the store's socket.
    ServeWithA,
}

/// Signing with `ca_id` under `key` (or none) is refused for `reason`, nothing written; the
/// message, this environment's paths and the CA's ID put aside.
fn sign_refused_under(env: &mut Env, key: Option<&Path>, ca_id: &str, reason: &str) -> String {
    match key {
        Some(key) => env.set_var(KEY_ENV, path(key)),
        None => env.remove_var(KEY_ENV),
    }
    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let signed = env.json(&["ssh-cert", "list"]);
    let refusal = env.refuse(&sign_args(ca_id, &alice));
    assert_eq!(
        (
            refusal.exit,
            refusal.code(),
            &refusal.body["details"]["reason"]
        ),
        (1, "ERR_NGROK_215", &Value::from(reason)),
        "{}",
        refusal.stderr
    );
    assert_eq!(env.json(&["ssh-cert", "list"]), signed, "nothing signed");
    refusal
        .msg()
        .replace(path(env.path()), "ENV")
        .replace(ca_id, "CA")
}

/// Starts `serve` on `env`'s store with `key`, its HTTP clients holding `API_KEY`; its URL.
/// `env`'s own commands stay local, so they reach it through the store's socket.
fn serve_with_key(env: &Env, key: &Path) -> (std::process::Child, String) {
    use std::io::BufRead;
    let mut child = env
        .std_cmd()
        .args([
            "--store-key-file",
            path(key),
            "serve",
            "--listen",
            "127.0.0.1:0",
        ])
        .env("TUNNELCTL_SERVE_API_KEY", API_KEY)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut url = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut url)
        .unwrap();
    assert!(env.store().join(SOCKET).exists(), "serve said {url:?}");
    (child, url.trim().to_string())
}

/// Through a holder of the store, a request is answered with the store key its command was
/// given, or with none: never one the holder was started with or an earlier request brought
/// (issue 39 item 4). A CA created with key B is sealed with B; signing under key A or under no
/// key is refused in the same words as without a holder, and signs nothing; B signs; and a
/// request without a key right after one with B is refused again. A SAML module is sealed with
/// the caller's key too, and `serve`'s HTTP clients keep getting `serve`'s own key.
#[test]
fn the_callers_store_key_decides_with_or_without_a_holder() {
    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let mut outcomes = Vec::new();
    for holding in [
        Holding::Nobody,
        Holding::KeepOpen { with_a: true },
        Holding::KeepOpen { with_a: false },
        Holding::ServeWithA,
    ] {
        let mut env = Env::new();
        let a = key_file(&env, "a.key", "a1");
        let b = key_file(&env, "b.key", "b2");
        let mut server = None;
        match holding {
            Holding::Nobody => {}
            Holding::KeepOpen { with_a } => {
                env.set_var("TUNNELCTL_KEEP_OPEN", "10m");
                if with_a {
                    env.set_var(KEY_ENV, path(&a));
                }
                env.json(&["tcp-edge", "create"]);
                let pid = background_pid(&env).expect("a background process");
                // It was not handed the key: not in its arguments, not in its environment.
                for what in ["cmdline", "environ"] {
                    let seen = std::fs::read(format!("/proc/{pid}/{what}")).unwrap();
                    let seen = String::from_utf8_lossy(&seen);
                    assert!(
                        !seen.contains("a.key") && !seen.contains(KEY_ENV),
                        "{what}: {seen}"
                    );
                }
            }
            Holding::ServeWithA => server = Some(serve_with_key(&env, &a)),
        }

        env.set_var(KEY_ENV, path(&b));
        let ca_id = id(&env.json(&["ssh-ca", "create"]));
        let wrong = sign_refused_under(&mut env, Some(&a), &ca_id, "store_key_wrong");
        let required = sign_refused_under(&mut env, None, &ca_id, "store_key_required");
        env.set_var(KEY_ENV, path(&b));
        env.json(&sign_args(&ca_id, &alice));
        saml_module(&env, 1);
        let again = sign_refused_under(&mut env, None, &ca_id, "store_key_required");
        assert_eq!(again, required, "{holding:?}: a key was kept");

        if let Some((mut child, url)) = server {
            let body = serde_json::json!({
                "ssh_certificate_authority_id": ca_id,
                "public_key": alice,
                "principals": ["alice"],
            });
            let (status, answer) =
                http(&url, "POST", "/ssh_user_certificates", Some(&body)).unwrap();
            assert_eq!(status, 400, "{answer}");
            assert_eq!(answer["details"]["reason"], "store_key_wrong", "{answer}");
            assert!(
                answer["msg"].as_str().unwrap().contains(path(&a)),
                "{answer}"
            );
            child.kill().unwrap();
            child.wait().unwrap();
        } else if let Holding::KeepOpen { .. } = holding {
            env.run(&["store", "close"]);
            env.remove_var("TUNNELCTL_KEEP_OPEN");
        }
        let cas = stored_cas(&mut env);
        let modules = stored_records(&mut env, "route_saml");
        let sealed_with = [
            cas[0]["private_key"]["sealed_with"].clone(),
            modules[0]["signing"]["private_key_pem"]["sealed_with"].clone(),
        ];
        outcomes.push((holding, wrong, required, sealed_with));
    }
    let (_, wrong, required, sealed_with) = &outcomes[0];
    let b = sealed_with[0].as_str().expect("sealed");
    assert_eq!(sealed_with[1], b);
    assert!(
        wrong.contains(b) && required.contains(b),
        "{wrong}\n{required}"
    );
    for outcome in &outcomes[1..] {
        assert_eq!(
            (&outcome.1, &outcome.2),
            (wrong, required),
            "{:?}",
            outcome.0
        );
        assert_eq!(
            &outcome.3, sealed_with,
            "{:?}: not sealed with B",
            outcome.0
        );
    }
}

/// Through `store export --include-private-keys` and `store import` into another sled store with
/// the store key: a sealed key stays sealed, byte for byte; a key the export holds unencrypted is
/// sealed on the way in (as `ssh-ca create` would), and stderr says how many; a
/// passphrase-encrypted key is kept as it is. In the copy the CAs sign with the key file, and the
/// newly sealed one only with it.
#[test]
fn export_and_import_with_the_store_key_keep_sealed_keys_and_seal_plain_ones() {
    let mut env = Env::new();
    let plain = id(&env.json(&["ssh-ca", "create", "--description", "plain"]));
    env.set_var("TUNNELCTL_CA_PASSPHRASE", "correct horse");
    let encrypted = id(&env.json(&["ssh-ca", "create", "--description", "encrypted"]));
    env.remove_var("TUNNELCTL_CA_PASSPHRASE");
    let key = key_file(&env, "store.key", "a1");
    env.set_var(KEY_ENV, path(&key));
    let sealed = id(&env.json(&["ssh-ca", "create", "--description", "sealed"]));
    let export = |env: &Env, store: &Path| {
        let out = env.run(&[
            "--store",
            path(store),
            "store",
            "export",
            "--include-private-keys",
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<Value>(&out.stdout).unwrap()
    };
    let exported = export(&env, &env.store());
    let file = env.file("export.json", &exported.to_string());

    let copy = env.path().join("copy");
    let imported = env.run(&["--store", path(&copy), "store", "import", path(&file)]);
    let said = String::from_utf8_lossy(&imported.stderr);
    assert!(imported.status.success(), "{said}");
    assert!(
        said.contains("1 private key(s) (SSH CAs', SAML modules') that the export holds unencrypted were sealed"),
        "{said}"
    );
    let copied = export(&env, &copy);
    let ca = |doc: &Value, id: &str| doc["trees"]["ssh_certificate_authorities"][id].clone();
    assert_sealed(&ca(&copied, &plain)["private_key"]);
    assert_eq!(ca(&copied, &sealed), ca(&exported, &sealed));
    assert_eq!(ca(&copied, &encrypted), ca(&exported, &encrypted));

    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    let sign_in_copy = |env: &Env, ca_id: &str| {
        let mut args = vec!["--store", path(&copy), "-o", "json"];
        args.extend(sign_args(ca_id, &alice));
        env.run(&args)
    };
    for ca_id in [&plain, &sealed] {
        let signed = sign_in_copy(&env, ca_id);
        assert!(
            signed.status.success(),
            "{}",
            String::from_utf8_lossy(&signed.stderr)
        );
    }
    env.remove_var(KEY_ENV);
    let refused = sign_in_copy(&env, &plain);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("--store-key-file"), "{stderr}");
}

/// On PostgreSQL a CA key is always sealed (a CA without a passphrase or a store key is refused),
/// and `store rotate-key` moves every CA to a new key there too.
#[test]
fn on_postgres_ca_keys_are_sealed_and_rotate() {
    let Some(mut env) = Env::postgres("store_key::on_postgres") else {
        return;
    };
    let (_, alice) = user_key(Algorithm::Ed25519, "alice");
    // Env::postgres gives every command a store key; without it the CA is refused.
    let harness_key = crate::ssh_support::store_key(&env).unwrap();
    env.remove_var(KEY_ENV);
    let refusal = env.assert_refused(&["ssh-ca", "create"], 1, "ERR_NGROK_215");
    assert_eq!(refusal.body["details"]["reason"], "ca_key_needs_sealing");
    env.set_var(KEY_ENV, path(harness_key.path()));
    let ca = env.json(&["ssh-ca", "create"]);
    let new = key_file(&env, "new.key", "c3");
    let rotation = env.json(&["store", "rotate-key", "--new-key-file", path(&new)]);
    assert_eq!(
        (rotation["resealed"].as_u64(), rotation["sealed"].as_u64()),
        (Some(1), Some(0))
    );
    assert_sign_refused(&env, &id(&ca), &alice, "store_key_wrong");
    env.set_var(KEY_ENV, path(&new));
    env.json(&sign_args(&id(&ca), &alice));
}
