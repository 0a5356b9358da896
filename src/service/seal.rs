//! The store's key-encryption key (`--store-key-file`): envelope encryption of private keys at
//! rest (SSH CA keys, SAML request-signing keys), as Vault seals its storage. Each sealed key has
//! a data key of its own, drawn fresh, that encrypts it; the data key is stored encrypted with the
//! key-encryption key, which never is. Rotating the key-encryption key re-encrypts only the data
//! keys. Both layers are AES-256-GCM with the holder as associated data (a CA's ID; "SAML module"
//! and a module's record key), so a sealed key moved to another record does not open. The key-encryption
//! key's fingerprint is stored beside each data key, so that a wrong key file is named as such
//! instead of failing as damaged data.

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use ssh_key::rand_core::{OsRng, RngCore};
use zeroize::{Zeroize, Zeroizing};

use super::ssh_sign::Secret;
pub use crate::api::store_key::StoreKey;
use crate::api::store_key::KEY_LEN;
use crate::api::ApiError;
use crate::store::Tree;

/// The environment variable that names the key file, like `--store-key-file`.
pub const KEY_FILE_ENV: &str = "TUNNELCTL_STORE_KEY_FILE";
/// `details.reason` of the 400 answered when a sealed CA is used without the store's key.
pub const STORE_KEY_REQUIRED: &str = "store_key_required";
/// `details.reason` of the 400 answered when the store's key given is not the one that sealed it.
pub const STORE_KEY_WRONG: &str = "store_key_wrong";

const NONCE_LEN: usize = 12;

/// Whose private key is sealed: named in messages, and bound into the ciphertext.
#[derive(Debug, Clone, Copy)]
pub enum Holder<'a> {
    /// An SSH certificate authority, by ID.
    Ca(&'a str),
    /// The SAML module of an HTTPS edge route, by its record's key (`EDGE_ID/ROUTE_ID`).
    SamlModule(&'a str),
}

impl Holder<'_> {
    /// What the associated data names: the kind (a CA's is left out, as CA keys were first
    /// sealed with their ID alone) and the ID, so that one holder's sealed key does not open as
    /// another's, of any kind.
    fn aad_parts(&self) -> (&'static [u8], &str) {
        match self {
            Holder::Ca(id) => (b"", id),
            Holder::SamlModule(key) => (b"SAML module ", key),
        }
    }

    /// The `details` entry naming the holder in an error.
    fn detail(&self) -> (&'static str, &str) {
        match self {
            Holder::Ca(id) => ("ssh_certificate_authority_id", id),
            Holder::SamlModule(key) => ("saml_module", key),
        }
    }
}

impl std::fmt::Display for Holder<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Holder::Ca(id) => write!(f, "SSH certificate authority {id}"),
            Holder::SamlModule(key) => write!(f, "the SAML module of edge route {key}"),
        }
    }
}

/// A private key as stored: its text (`""` when left out of an import), or that text sealed with
/// the store's key-encryption key. `store export` keeps either as it is.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum KeyAtRest {
    Plain(String),
    Sealed(Sealed),
}

impl Default for KeyAtRest {
    fn default() -> Self {
        KeyAtRest::Plain(String::new())
    }
}

impl std::fmt::Debug for KeyAtRest {
    /// Never the key itself.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KeyAtRest::Plain(text) if text.is_empty() => f.write_str("Plain(none)"),
            KeyAtRest::Plain(_) => f.write_str("Plain(..)"),
            KeyAtRest::Sealed(sealed) => write!(f, "Sealed(with {})", sealed.sealed_with),
        }
    }
}

impl Drop for KeyAtRest {
    fn drop(&mut self) {
        if let KeyAtRest::Plain(text) = self {
            text.zeroize();
        }
    }
}

/// What [`KeyAtRest::rotate`] did to one key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rotated {
    /// It was sealed with the old key; its data key is now sealed with the new one.
    Resealed,
    /// It was stored unsealed (from before the store had a key); it is now sealed.
    Sealed,
    /// There is no key (a record imported without it): nothing to seal.
    Absent,
}

impl KeyAtRest {
    pub fn is_empty(&self) -> bool {
        matches!(self, KeyAtRest::Plain(text) if text.is_empty())
    }

    /// The key's text where this process can read it: stored plain, or sealed with `store_key`.
    /// `None` when there is no key, or it is sealed with a store key this process was not given
    /// (then nothing here can judge it).
    pub fn readable(
        &self,
        holder: Holder,
        store_key: Option<&StoreKey>,
    ) -> Result<Option<Secret>, ApiError> {
        match (self, store_key) {
            (KeyAtRest::Plain(text), _) if text.is_empty() => Ok(None),
            (KeyAtRest::Plain(text), _) => Ok(Some(Zeroizing::new(text.clone()))),
            (KeyAtRest::Sealed(sealed), Some(key)) if sealed.sealed_with == key.fingerprint() => {
                key.open(holder, sealed).map(Some)
            }
            (KeyAtRest::Sealed(_), _) => Ok(None),
        }
    }

    /// `text`, sealed for `holder` when there is a store key.
    pub fn new(text: &str, holder: Holder, store_key: Option<&StoreKey>) -> KeyAtRest {
        match store_key {
            Some(key) => KeyAtRest::Sealed(key.seal(holder, text)),
            None => KeyAtRest::Plain(text.to_string()),
        }
    }

    /// Seals this key of `holder` with `new`: a sealed one is opened with `current`, which must
    /// be the key that sealed it, and only its data key is encrypted again.
    pub fn rotate(
        &mut self,
        holder: Holder,
        current: Option<&StoreKey>,
        new: &StoreKey,
    ) -> Result<Rotated, ApiError> {
        let (sealed, rotated) = match &*self {
            KeyAtRest::Plain(text) if text.is_empty() => return Ok(Rotated::Absent),
            KeyAtRest::Plain(text) => (new.seal(holder, text), Rotated::Sealed),
            KeyAtRest::Sealed(sealed) => match current {
                Some(current) => (current.reseal(holder, sealed, new)?, Rotated::Resealed),
                None => return Err(key_required(holder, sealed)),
            },
        };
        *self = KeyAtRest::Sealed(sealed);
        Ok(rotated)
    }
}

/// A record that holds a private key, sealed with the store key when there is one (see
/// `super::store_key`).
pub(super) trait KeyHolder: Serialize + DeserializeOwned {
    /// The tree of its records; its key's place in them is in `store::transfer::PRIVATE_KEY_FIELDS`.
    const TREE: Tree;
    /// Whose key the record under `key` holds.
    fn holder(key: &str) -> Holder<'_>;
    fn private_key_mut(&mut self) -> &mut KeyAtRest;
}

/// A private key sealed under a key-encryption key, as stored in its holder's record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sealed {
    /// The fingerprint of the key-encryption key that encrypted `data_key`.
    pub sealed_with: String,
    /// The data key encrypted with the key-encryption key: hex of nonce and ciphertext.
    pub data_key: String,
    /// The private key (OpenSSH text) encrypted with the data key: hex of nonce and ciphertext.
    pub private_key: String,
}

/// What a key-encryption key does: seal a private key, and open or move one it sealed.
impl StoreKey {
    /// Seals `private_key`, the key of `holder`, under a fresh data key.
    pub fn seal(&self, holder: Holder, private_key: &str) -> Sealed {
        let mut data_key = Zeroizing::new([0u8; KEY_LEN]);
        OsRng.fill_bytes(data_key.as_mut_slice());
        Sealed {
            sealed_with: self.fingerprint().to_string(),
            data_key: encrypt(self.key(), &aad(b"data key", holder), data_key.as_slice()),
            private_key: encrypt(
                &data_key,
                &aad(b"private key", holder),
                private_key.as_bytes(),
            ),
        }
    }

    /// The private key of `holder` that `sealed` holds.
    pub fn open(&self, holder: Holder, sealed: &Sealed) -> Result<Secret, ApiError> {
        let data_key = self.data_key(holder, sealed)?;
        let text = decrypt(&data_key, &aad(b"private key", holder), &sealed.private_key)
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .ok_or_else(|| damaged(holder))?;
        Ok(Zeroizing::new(text))
    }

    /// `sealed` with its data key encrypted under `new` instead of this key; the private key's
    /// ciphertext is kept as it is.
    fn reseal(&self, holder: Holder, sealed: &Sealed, new: &StoreKey) -> Result<Sealed, ApiError> {
        let data_key = self.data_key(holder, sealed)?;
        Ok(Sealed {
            sealed_with: new.fingerprint().to_string(),
            data_key: encrypt(new.key(), &aad(b"data key", holder), data_key.as_slice()),
            private_key: sealed.private_key.clone(),
        })
    }

    fn data_key(
        &self,
        holder: Holder,
        sealed: &Sealed,
    ) -> Result<Zeroizing<[u8; KEY_LEN]>, ApiError> {
        if sealed.sealed_with != self.fingerprint() {
            let (detail, id) = holder.detail();
            return Err(ApiError::invalid(format!(
                "the private key of {holder} is sealed with the store key {}, but {} holds the \
                 store key {}: pass the key file it was sealed with (--store-key-file or \
                 {KEY_FILE_ENV}; after `store rotate-key`, the new one)",
                sealed.sealed_with,
                self.path().display(),
                self.fingerprint()
            ))
            .with_detail("reason", STORE_KEY_WRONG)
            .with_detail(detail, id));
        }
        let bytes = Zeroizing::new(
            decrypt(self.key(), &aad(b"data key", holder), &sealed.data_key)
                .ok_or_else(|| damaged(holder))?,
        );
        let mut key = Zeroizing::new([0u8; KEY_LEN]);
        if bytes.len() != KEY_LEN {
            return Err(damaged(holder));
        }
        key.copy_from_slice(&bytes);
        Ok(key)
    }
}

/// The refusal to use a sealed key without the store's key.
pub fn key_required(holder: Holder, sealed: &Sealed) -> ApiError {
    let (detail, id) = holder.detail();
    ApiError::invalid(format!(
        "the private key of {holder} is sealed with the store key {}, which this request did not \
         bring: pass its file with --store-key-file or {KEY_FILE_ENV} to the command (a request \
         over HTTP uses the key `serve` was started with)",
        sealed.sealed_with
    ))
    .with_detail("reason", STORE_KEY_REQUIRED)
    .with_detail(detail, id)
}

fn damaged(holder: Holder) -> ApiError {
    ApiError::new(
        500,
        crate::api::code::INTERNAL,
        format!(
            "the sealed private key of {holder} does not decrypt with the store key that sealed \
             it: the record is damaged; restore it from a backup"
        ),
    )
}

/// Associated data: what is sealed, and for whom.
fn aad(what: &[u8], holder: Holder) -> Vec<u8> {
    let (kind, id) = holder.aad_parts();
    [b"tunnelctl ".as_slice(), kind, what, b"\0", id.as_bytes()].concat()
}

fn encrypt(key: &[u8; KEY_LEN], aad: &[u8], plaintext: &[u8]) -> String {
    let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(key));
    let mut nonce = [0u8; NONCE_LEN];
    OsRng.fill_bytes(&mut nonce);
    let sealed = cipher
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: plaintext,
                aad,
            },
        )
        .expect("AES-GCM encrypts any input under 64 GiB");
    base16ct::lower::encode_string(&[nonce.as_slice(), &sealed].concat())
}

fn decrypt(key: &[u8; KEY_LEN], aad: &[u8], hex: &str) -> Option<Vec<u8>> {
    let bytes = base16ct::mixed::decode_vec(hex).ok()?;
    if bytes.len() < NONCE_LEN {
        return None;
    }
    let (nonce, sealed) = bytes.split_at(NONCE_LEN);
    Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(key))
        .decrypt(Nonce::from_slice(nonce), Payload { msg: sealed, aad })
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn key(byte: u8) -> StoreKey {
        StoreKey::from_bytes(&[byte; KEY_LEN], Path::new("/keys/k"))
    }

    #[test]
    fn a_sealed_key_opens_with_its_key_only_and_for_its_ca_only() {
        let (first, second) = (key(1), key(2));
        let sealed = first.seal(Holder::Ca("sshca_a"), "secret text");
        assert!(!sealed
            .private_key
            .contains(&base16ct::lower::encode_string(b"secret")));
        assert_eq!(
            first.open(Holder::Ca("sshca_a"), &sealed).unwrap().as_str(),
            "secret text"
        );
        let wrong = second.open(Holder::Ca("sshca_a"), &sealed).unwrap_err();
        assert_eq!(wrong.details["reason"], STORE_KEY_WRONG);
        assert!(wrong.msg.contains(first.fingerprint()), "{}", wrong.msg);
        assert!(wrong.msg.contains("/keys/k"), "{}", wrong.msg);
        // Moved to another CA's record, it does not open.
        assert_eq!(
            first
                .open(Holder::Ca("sshca_b"), &sealed)
                .unwrap_err()
                .status,
            500
        );
        // Two seals of one key share nothing: each has its own data key and nonces.
        assert_ne!(
            first.seal(Holder::Ca("sshca_a"), "secret text").data_key,
            sealed.data_key
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_key_crosses_the_socket_whole_and_nothing_else_passes_for_one() {
        let sent = key(7);
        let wire = sent.to_wire();
        assert!(
            wire.bytes().all(|b| b.is_ascii_hexdigit() || b == b' '),
            "{}",
            *wire
        );
        let received = StoreKey::from_wire(wire.as_bytes()).unwrap();
        assert_eq!(received, sent);
        let sealed = sent.seal(Holder::Ca("sshca_a"), "secret text");
        assert_eq!(
            received
                .open(Holder::Ca("sshca_a"), &sealed)
                .unwrap()
                .as_str(),
            "secret text"
        );
        assert!(!format!("{received:?}").contains(&base16ct::lower::encode_string(&[7; KEY_LEN])));
        let short = format!(
            "{} {}",
            base16ct::lower::encode_string(&[7; 16]),
            base16ct::lower::encode_string(b"/k")
        );
        for broken in [&b""[..], b"zz", short.as_bytes(), &wire.as_bytes()[..64]] {
            assert!(StoreKey::from_wire(broken).is_none(), "{broken:?}");
        }
    }

    #[test]
    fn resealing_moves_the_data_key_to_the_new_key() {
        let (old, new) = (key(1), key(2));
        let sealed = old.seal(Holder::Ca("sshca_a"), "secret text");
        let resealed = old.reseal(Holder::Ca("sshca_a"), &sealed, &new).unwrap();
        assert_eq!(resealed.private_key, sealed.private_key);
        assert_eq!(resealed.sealed_with, new.fingerprint());
        assert_eq!(
            new.open(Holder::Ca("sshca_a"), &resealed).unwrap().as_str(),
            "secret text"
        );
        assert_eq!(
            old.open(Holder::Ca("sshca_a"), &resealed)
                .unwrap_err()
                .details["reason"],
            STORE_KEY_WRONG
        );
    }

    #[test]
    fn a_key_at_rest_rotates_by_what_it_is_and_never_shows_itself() {
        let (old, new) = (key(1), key(2));
        let module = Holder::SamlModule("edghts_a/edghtsrt_b");
        let mut plain = KeyAtRest::new("secret text", module, None);
        assert_eq!(format!("{plain:?}"), "Plain(..)");
        assert_eq!(plain.rotate(module, None, &new).unwrap(), Rotated::Sealed);
        let KeyAtRest::Sealed(sealed) = &plain else {
            panic!("not sealed: {plain:?}");
        };
        assert_eq!(new.open(module, sealed).unwrap().as_str(), "secret text");
        // A SAML module's sealed key does not open as a CA's, nor the other way round.
        assert_eq!(
            new.open(Holder::Ca("edghts_a/edghtsrt_b"), sealed)
                .unwrap_err()
                .status,
            500
        );

        let mut by_old = KeyAtRest::new("secret text", module, Some(&old));
        let refused = by_old.clone().rotate(module, None, &new).unwrap_err();
        assert_eq!(refused.details["reason"], STORE_KEY_REQUIRED);
        assert_eq!(refused.details["saml_module"], "edghts_a/edghtsrt_b");
        assert!(refused
            .msg
            .contains("the SAML module of edge route edghts_a/edghtsrt_b"));
        assert_eq!(
            by_old.rotate(module, Some(&old), &new).unwrap(),
            Rotated::Resealed
        );
        assert!(!format!("{by_old:?}").contains("secret"));

        let mut absent = KeyAtRest::default();
        assert_eq!(
            absent.rotate(module, Some(&old), &new).unwrap(),
            Rotated::Absent
        );
        assert!(absent.is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn a_key_file_must_be_private_and_hold_64_hex_digits() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("kek");
        let write = |text: &str, mode: u32| {
            std::fs::write(&path, text).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
        };
        write(&format!("{}\n", "ab".repeat(32)), 0o600);
        let read = StoreKey::from_file(&path).unwrap();
        assert_eq!(read.fingerprint(), key(0xab).fingerprint());
        write(&format!("{}\n", "ab".repeat(32)), 0o640);
        let exposed = StoreKey::from_file(&path).err().unwrap();
        assert!(
            exposed.contains(&format!("{} holds a secret", path.display()))
                && exposed.contains("mode 0640")
                && exposed.contains("chmod 600"),
            "{exposed}"
        );
        for bad in ["ab".repeat(16), "zz".repeat(32), String::new()] {
            write(&bad, 0o600);
            let err = StoreKey::from_file(&path).err().unwrap();
            assert!(
                err.contains(&format!(
                    "(umask 077; openssl rand -hex 32 > {})",
                    path.display()
                )),
                "{err}"
            );
        }
    }
}
