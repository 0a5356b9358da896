//! Helpers of the SSH tests (`tests/ssh.rs`, `tests/sshd.rs`): outside programs that are skipped
//! with a notice when missing (and required under `CI=true`), keys, and the check that no output
//! ever shows private key material.
#![allow(dead_code)] // each test crate uses a different subset of these helpers

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use ssh_key::rand_core::OsRng;
use ssh_key::{Algorithm, EcdsaCurve, HashAlg, PrivateKey, PublicKey};

pub use crate::common::id;
use crate::common::Env;

/// A DSA public key (made with `ssh-keygen -t dsa`); OpenSSH builds may no longer make them.
pub const DSA_PUBLIC_KEY: &str = "ssh-dss AAAAB3NzaC1kc3MAAACBALdWN6m/Sr/S2zBmgXgf8j2mF4yqkIbFZGw+FtYxHVDQLhL/uak2+TbyrBE5uRRQT9JcwAUet6ZJCFohASpqhQhpMJrYDrtwC89myKviVuLfOdYz+QfTZINkjlrMyGXbVHysJLB3OeTdvgFVI4BSNWLIaL+hQeDT5GE19sS65+qJAAAAFQCSRdpVsMEE028MVcXln+IpK5GQAwAAAIBRHTqq39+MT7wH+IcFd3s8ByX1zhX2BI3perSRcoqQa+mciMI63zVo9TsnWHNTQI5Q6iXNznDp+NXClZI0wwHvxX8iqPTVjc14Yb0xs55vhye+cnK3RWQij83rYsmIxLoyoxCqtutksQ6mkJeMrpfEftJp5uYpCeGRyfVtpD8j/AAAAIAXXIap6mkTpufBCO0mVMcKHQQm+MMXMXLwO02Si2nuoBk5M48KkLdsVczvT9A8g3z7GVVD1vWmoxAxtO5WdIrsEkDvq88CuRaLSQh1d301Sst/enYwy0+u2jUJF7CS9uPix5Cm//6X8KNT04b0UkFO+ndpFr/8rJRw3uiHg4f0Mw== dsa@example";

/// Where the OpenSSH program `name` is installed (see [`crate::common::outside_program`]).
pub fn program(name: &str, test: &str) -> Option<PathBuf> {
    crate::common::outside_program(name, "openssh-client openssh-server", test)
}

/// Makes a key pair with ssh-keygen (`args` e.g. `["-t", "ecdsa"]`, plus `-N ''` unless a
/// passphrase is given) and returns the private key's path and the public key line.
pub fn keygen(keygen: &Path, dir: &Path, name: &str, args: &[&str]) -> (PathBuf, String) {
    let path = dir.join(name);
    let mut cmd = Command::new(keygen);
    cmd.args(["-q", "-C", name, "-f"]).arg(&path).args(args);
    if !args.contains(&"-N") {
        cmd.args(["-N", ""]);
    }
    let out = cmd.output().expect("run ssh-keygen");
    assert!(
        out.status.success(),
        "ssh-keygen {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let public = std::fs::read_to_string(path.with_extension("pub"))
        .expect("ssh-keygen wrote the public key");
    (path, public.trim().to_string())
}

/// A fresh user key made in process (for tests that do not need ssh-keygen): the private key in
/// OpenSSH format and the public key line.
pub fn user_key(algorithm: Algorithm, comment: &str) -> (String, String) {
    let mut key = PrivateKey::random(&mut OsRng, algorithm).expect("key generation");
    key.set_comment(comment);
    let private = key
        .to_openssh(ssh_key::LineEnding::LF)
        .expect("encode")
        .to_string();
    (private, key.public_key().to_openssh().expect("encode"))
}

pub fn ecdsa_p256() -> Algorithm {
    Algorithm::Ecdsa {
        curve: EcdsaCurve::NistP256,
    }
}

/// The same ECDSA public key with its point compressed (x alone, tagged with the parity of y):
/// bytes OpenSSH never writes, and another fingerprint.
pub fn compressed_ecdsa(public_key_line: &str) -> String {
    let key = PublicKey::from_openssh(public_key_line).expect("a public key line");
    let point = key
        .key_data()
        .ecdsa()
        .expect("an ECDSA key")
        .as_sec1_bytes();
    let size = (point.len() - 1) / 2;
    let mut compressed = vec![2 + (point[point.len() - 1] & 1)];
    compressed.extend_from_slice(&point[1..=size]);
    let point = ssh_key::public::EcdsaPublicKey::from_sec1_bytes(&compressed).expect("a point");
    PublicKey::new(ssh_key::public::KeyData::Ecdsa(point), key.comment())
        .to_openssh()
        .expect("encode")
}

/// The SHA-256 fingerprint of a public key line, as ssh-keygen prints it (`SHA256:…`).
pub fn fingerprint(public_key_line: &str) -> String {
    PublicKey::from_openssh(public_key_line)
        .expect("a public key line")
        .fingerprint(HashAlg::Sha256)
        .to_string()
}

/// The store key that `Env::postgres` gives every command, when `env` is on PostgreSQL.
pub fn store_key(env: &Env) -> Option<tunnelctl::service::seal::StoreKey> {
    env.is_postgres().then(|| {
        tunnelctl::service::seal::StoreKey::from_file(&env.path().join("store.key"))
            .expect("the harness's store key")
    })
}

/// The CA records as stored (read from the store directly, on either engine, with any server
/// stopped meanwhile).
pub fn stored_cas(env: &mut Env) -> Vec<Value> {
    stored_records(env, "ssh_certificate_authorities")
}

/// The records of `tree` as the store holds them (private keys included), in key order.
pub fn stored_records(env: &mut Env, tree: &str) -> Vec<Value> {
    let mut records = Vec::new();
    env.with_store_released(|env| {
        let store = tunnelctl::store::Store::open(&tunnelctl::store::StoreOptions {
            location: env.store().into(),
            lock_timeout: std::time::Duration::from_secs(10),
            seed: None,
            on_wait: None,
        })
        .expect("open the store");
        let export = store.export(true).expect("read the store");
        records = export.document["trees"][tree]
            .as_object()
            .expect("the tree")
            .values()
            .cloned()
            .collect();
    });
    records
}

/// `private_key`, a private key as an export or the store holds it (a CA's or a SAML module's),
/// is sealed with a store key: no PEM or OpenSSH text in it.
pub fn assert_sealed(private_key: &Value) {
    let sealed_with = private_key["sealed_with"].as_str().unwrap_or("");
    assert!(
        sealed_with.starts_with("sha256:"),
        "not sealed: {private_key}"
    );
    assert!(
        !private_key.to_string().contains("PRIVATE KEY"),
        "{private_key}"
    );
}

/// Fails if any output of the commands `env` ran shows private key material: the text of
/// OpenSSH's private key format, or the secret bytes of any private key the store holds or a test
/// made (`key_files`), in base64 (at every alignment, so also inside a longer encoding) or hex.
/// Encrypted keys are checked as stored and, opened with one of `passphrases`, in the clear.
pub fn assert_no_key_material(env: &mut Env, key_files: &[&Path], passphrases: &[&str]) {
    let mut transcript = env.transcript();
    assert!(!transcript.is_empty(), "no output was recorded");
    // In remote mode the server's own log counts as output too.
    transcript.push_str(&std::fs::read_to_string(env.path().join("serve.log")).unwrap_or_default());
    // "-----BEGIN OPENSSH PRIVATE KEY-----", and the base64 of "openssh-key-v1" that opens its body.
    for marker in ["PRIVATE KEY", "b3BlbnNzaC1rZXktdjE"] {
        assert!(
            !transcript.contains(marker),
            "an output shows private key material ({marker})"
        );
    }
    let compact = transcript.replace(['\n', '\r'], "");
    let mut keys: Vec<String> = Vec::new();
    for ca in stored_cas(env) {
        match &ca["private_key"] {
            Value::String(text) => keys.push(text.clone()),
            // Sealed with the store key: neither the sealed form nor what it holds may show.
            sealed => {
                for part in ["data_key", "private_key"] {
                    let hex = sealed[part].as_str().expect("a sealed key");
                    assert!(
                        !compact.contains(hex),
                        "an output shows a sealed key's {part}"
                    );
                }
                let key = store_key(env).expect("a sealed key, so the store has a key");
                let sealed = serde_json::from_value(sealed.clone()).expect("a sealed key");
                let id = ca["id"].as_str().expect("the CA's ID");
                keys.push(
                    key.open(tunnelctl::service::seal::Holder::Ca(id), &sealed)
                        .expect("the store key opens it")
                        .to_string(),
                );
            }
        }
    }
    keys.extend(
        key_files
            .iter()
            .map(|p| std::fs::read_to_string(p).expect("key file")),
    );
    for text in &keys {
        let key = PrivateKey::from_openssh(text).expect("a private key");
        let mut secrets = Vec::new();
        if key.is_encrypted() {
            secrets.push(key.key_data().encrypted().expect("encrypted").to_vec());
            if let Some(open) = passphrases.iter().find_map(|p| key.decrypt(p).ok()) {
                secrets.extend(secret_parts(&open));
            }
        } else {
            secrets.extend(secret_parts(&key));
        }
        assert!(!secrets.is_empty(), "no secret to look for");
        for secret in &secrets {
            if let Some(form) = encodings(secret).find(|e| compact.contains(e.as_str())) {
                panic!("an output shows private key material ({form})");
            }
        }
    }
}

/// The secret components of an unencrypted key.
fn secret_parts(key: &PrivateKey) -> Vec<Vec<u8>> {
    use ssh_key::private::KeypairData;
    match key.key_data() {
        KeypairData::Ed25519(k) => vec![k.private.to_bytes().to_vec()],
        KeypairData::Ecdsa(k) => vec![k.private_key_bytes().to_vec()],
        KeypairData::Rsa(k) => [&k.private.d, &k.private.p, &k.private.q, &k.private.iqmp]
            .iter()
            .map(|m| m.as_bytes().to_vec())
            .collect(),
        other => panic!("unexpected key type {:?}", other.algorithm()),
    }
}

/// Every 12-byte window of `secret` as base64 (16 characters, at each of the 3 alignments a
/// longer encoding may give it) and as hex (24 characters, either case).
fn encodings(secret: &[u8]) -> impl Iterator<Item = String> + '_ {
    (0..3).flat_map(move |align| {
        secret[align.min(secret.len())..]
            .chunks_exact(12)
            .flat_map(|chunk| {
                let hex: String = chunk.iter().map(|b| format!("{b:02x}")).collect();
                [base64(chunk), hex.to_uppercase(), hex]
            })
    })
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    bytes
        .chunks_exact(3)
        .flat_map(|c| {
            let n = (c[0] as u32) << 16 | (c[1] as u32) << 8 | c[2] as u32;
            [18, 12, 6, 0].map(|shift| ALPHABET[(n >> shift & 63) as usize] as char)
        })
        .collect()
}

#[test]
fn base64_of_whole_groups() {
    assert_eq!(base64(b"openssh-key-v1"), "b3BlbnNzaC1rZXkt"); // a last partial group is dropped
    assert_eq!(base64(b"Man"), "TWFu");
}

/// The store's sled database at `path`, opened directly. The last command's sled may still be
/// letting go of its lock for a moment after the process ended (the store itself waits the same
/// way, see `open_sled_db`).
pub fn open_sled_when_released(path: &Path) -> sled::Db {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        match sled::open(path) {
            Err(sled::Error::Io(e))
                if e.to_string().starts_with("could not acquire lock")
                    && std::time::Instant::now() < deadline =>
            {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            other => break other.expect("open the store"),
        }
    }
}

/// Gives `ca` the policy of a CA made before issue 41: certificates without principals (valid
/// for every user) allowed, up to a year. For tests whose certificates name no principals, which
/// a new CA's default policy refuses.
pub fn allow_empty_principals(env: &Env, ca: &str) {
    env.json(&[
        "ssh-ca",
        "policy",
        "set",
        ca,
        "--allow-empty-principals",
        "true",
        "--max-validity",
        "365d",
    ]);
}
