//! SSH certificate authorities (API-NOTES "SSH certificate authorities"): the keys that sign user
//! certificates. Private keys live only in the store, optionally encrypted at rest in OpenSSH's own
//! format; no response ever carries them.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ssh_key::{EcdsaCurve, PrivateKey};

mod key;

use super::resource::{Labelled, LabelsUpdate, Resource};
use super::seal::{Holder, KeyAtRest, KeyHolder, StoreKey};
use super::ssh_ca_policy::{self, SshCaPolicy};
use super::ssh_sign::{self, CaKeySpec, Secret};
use super::{check_description_metadata, null_as_default, InScope, Measure};
use crate::api::actor::Actor;
use crate::api::route::Route;
use crate::api::{body, code, ApiError};
use crate::clock;
use crate::id;
use crate::kind::{self, Kind};
use crate::store::index::public_key_fingerprint;
use crate::store::{ImportError, Tree};

/// The key of a revocation in `Tree::SshRevocations` (`what` is the certificate's ID) and
/// `Tree::SshRevokedKeys` (the key's fingerprint): under its CA, so that a CA's revocations are
/// one prefix scan. The CA owns this keyspace: deleting a CA hands its revocations on.
pub(super) fn revocation_key(ca_id: &str, what: &str) -> String {
    format!("{ca_id}/{what}")
}

/// The prefix of every key of a CA's revocations.
pub(super) fn revocations_prefix(ca_id: &str) -> String {
    format!("{ca_id}/")
}

/// `details.reason` of the 400 answered when signing needs a CA passphrase the service was not given.
pub const PASSPHRASE_REQUIRED: &str = "ca_passphrase_required";
/// `details.reason` of the 400 answered when the CA passphrase the service holds is wrong.
pub const PASSPHRASE_WRONG: &str = "ca_passphrase_wrong";
/// `details.reason` of the 400 answered when a CA passphrase is too short for a shared store.
pub const PASSPHRASE_TOO_SHORT: &str = "ca_passphrase_too_short";
/// The fewest characters a passphrase that encrypts a CA key on a shared store may have: whoever
/// can read the database may copy the key and guess offline.
pub const SHARED_PASSPHRASE_MIN_CHARS: usize = 12;
/// `details.reason` of the 400 answered when a CA was imported without its private key.
pub const PRIVATE_KEY_MISSING: &str = "ca_private_key_missing";

/// Body of `POST /ssh_certificate_authorities`. Empty strings and 0 mean unset.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SshCaCreate {
    pub description: Option<String>,
    pub metadata: Option<String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub private_key_type: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub elliptic_curve: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub key_size: u32,
    /// This tool's extension: the CA's issuance policy; absent or null: the policy of a new CA
    /// ([`SshCaPolicy::for_new_ca`]).
    #[serde(default)]
    pub policy: Option<SshCaPolicy>,
}

/// An existing OpenSSH private key to use as a CA. Local only: private keys never travel over the API.
pub struct SshCaImport {
    /// The key in OpenSSH's private key format, encrypted or not.
    pub private_key: Secret,
    /// Decrypts an encrypted key; encrypts a plain one at rest.
    pub passphrase: Option<Secret>,
    pub description: Option<String>,
    pub metadata: Option<String>,
}

/// What is stored. The private key is in OpenSSH's format, encrypted when `encrypted`; under a
/// store key it is sealed on top (see [`seal`]).
#[derive(Serialize, Deserialize)]
pub struct SshCa {
    id: String,
    description: String,
    metadata: String,
    created_at: String,
    key_type: String,
    public_key: String,
    encrypted: bool,
    /// Empty for a CA imported from an export without private keys: it cannot sign.
    #[serde(default, skip_serializing_if = "KeyAtRest::is_empty")]
    private_key: KeyAtRest,
    /// A CA that a dry run created, which makes no key (see `Scope::mint`): its keys are empty,
    /// its `public_key` shows as `null`, and certificates of it are dry runs too. It lives only
    /// in the dry run's transaction, which is rolled back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    keyless: bool,
}

impl Resource for SshCa {
    const KIND: &'static Kind = &kind::SSH_CA;

    fn wire(&self, service: &InScope) -> Value {
        json!({
            "id": self.id,
            "uri": service.uri(&Route::Item(&kind::SSH_CA, &self.id).path()),
            "created_at": self.created_at,
            "description": self.description,
            "metadata": self.metadata,
            "public_key": (!self.keyless).then_some(&self.public_key),
            "key_type": self.key_type,
        })
    }

    /// An issuer reads only the CAs its key names.
    fn check_visible(&self, actor: &Actor) -> Result<(), ApiError> {
        actor.check_ca("read", &self.id)
    }
}

impl SshCa {
    /// The CA's public key line, as `TrustedUserCAKeys` and `@cert-authority` take it.
    pub fn created_at(&self) -> &str {
        &self.created_at
    }

    pub fn public_key_line(&self) -> &str {
        &self.public_key
    }

    /// Whether its private key is encrypted at rest.
    pub fn is_encrypted(&self) -> bool {
        self.encrypted
    }
}

impl Labelled for SshCa {
    const MEASURE: Measure = Measure::Bytes;
    const ALSO: &'static [&'static str] = &["policy"];

    fn labels_mut(&mut self) -> (&mut String, &mut String) {
        (&mut self.description, &mut self.metadata)
    }
}

/// Whether whoever reads a stored CA key, `text` in OpenSSH's format, could use it as it is: no
/// passphrase encrypts it. Text that does not read as an encrypted OpenSSH key counts as readable.
fn readable_as_is(text: &str) -> bool {
    !text.is_empty() && !PrivateKey::from_openssh(text).is_ok_and(|key| key.is_encrypted())
}

/// The refusal of `ssh-ca create` and `ssh-ca import` for a key that must be sealed
/// ([`Service::must_seal`]) when there is no store key to seal it with.
fn needs_sealing() -> ApiError {
    ApiError::invalid(
        "creating a CA on a shared store without a passphrase or --store-key-file is refused: \
         anyone who can read the database (or a backup of it) would have its private key; give \
         the CA a passphrase (--passphrase-file, or TUNNELCTL_CA_PASSPHRASE), or give every \
         tunnelctl using this store its key-encryption key (--store-key-file FILE or \
         TUNNELCTL_STORE_KEY_FILE; make one with `(umask 077; openssl rand -hex 32 > FILE)`)",
    )
    .with_detail("reason", "ca_key_needs_sealing")
}

/// A new CA's description and metadata, as its request gave them.
struct Labels(Option<String>, Option<String>);

/// Passphrases of encrypted CAs that this service was given (`--ca-passphrase-file`, the
/// environment, a prompt, or a server's start options), kept in memory only.
#[derive(Default)]
pub struct CaPassphrases {
    by_ca: Mutex<HashMap<String, Secret>>,
}

impl CaPassphrases {
    fn get(&self, ca_id: &str) -> Option<Secret> {
        lock(&self.by_ca).get(ca_id).cloned()
    }

    fn forget(&self, ca_id: &str) {
        lock(&self.by_ca).remove(ca_id);
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl InScope<'_> {
    /// Gives the service the passphrase of an encrypted CA, so that it can sign with it.
    pub fn add_ca_passphrase(&self, ca_id: &str, passphrase: Secret) {
        lock(&self.ca_passphrases.by_ca).insert(ca_id.to_string(), passphrase);
    }

    /// Gives the service a CA's passphrase and checks that it opens the key (sealed with
    /// `store_key`), so that a server refuses to start with a wrong passphrase instead of failing
    /// every signature later.
    pub fn unlock_ca(
        &self,
        ca_id: &str,
        passphrase: Secret,
        store_key: Option<&StoreKey>,
    ) -> Result<(), ApiError> {
        self.add_ca_passphrase(ca_id, passphrase);
        self.ssh_ca_signer(ca_id, None, store_key).map(drop)
    }

    /// Creates a CA; with `passphrase`, its private key is encrypted at rest; with `store_key`,
    /// sealed with it.
    pub fn ssh_ca_create(
        &self,
        req: SshCaCreate,
        passphrase: Option<Secret>,
        store_key: Option<&StoreKey>,
    ) -> Result<Value, ApiError> {
        let spec = key_spec(&req)?;
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            Measure::Bytes,
        )?;
        let policy = req.policy.unwrap_or_else(SshCaPolicy::for_new_ca);
        policy.validate("policy.")?;
        // A dry run makes no key: it answers the CA with `public_key: null`.
        let key = match self.scope.mint() {
            Some(mint) => {
                let long = self.scope.long_work()?;
                Some(ssh_sign::make_key(spec, &mint, &long).map_err(ApiError::internal)?)
            }
            None => None,
        };
        self.store_ca(
            key.as_ref(),
            passphrase,
            store_key,
            spec.key_type().as_str(),
            Labels(req.description, req.metadata),
            &policy,
        )
    }

    /// `PATCH`: description and metadata, and this tool's `policy`, replaced whole when given
    /// (`null` leaves it as it is; `DELETE …/policy` removes it), in one transaction.
    pub fn ssh_ca_update(&self, id: &str, mut req: LabelsUpdate) -> Result<Value, ApiError> {
        let policy = match req.take::<SshCa>("policy") {
            None => None,
            Some(value) => Some(body::parse_field::<SshCaPolicy>(value, "policy")?),
        };
        if let Some(policy) = &policy {
            policy.validate("policy.")?;
        }
        self.update_labels_and::<SshCa>(id, req, |tx, _| match &policy {
            Some(policy) => ssh_ca_policy::put(tx, id, policy),
            None => Ok(()),
        })
    }

    /// Makes an existing OpenSSH private key a CA, sealed with `store_key` when given. Not
    /// reachable through the API.
    pub fn ssh_ca_import(
        &self,
        req: SshCaImport,
        store_key: Option<&StoreKey>,
    ) -> Result<Value, ApiError> {
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            Measure::Bytes,
        )?;
        let text = req.private_key.trim();
        if is_public_key(text) {
            return Err(ApiError::invalid(
                "private_key is a public key (an authorized_keys line, as in a .pub file); a CA is \
                 imported from its private key: the file without .pub",
            ));
        }
        if !text.starts_with("-----BEGIN OPENSSH PRIVATE KEY-----") {
            return Err(ApiError::invalid(
                "private_key must be an OpenSSH private key (the format ssh-keygen writes by default); \
                 convert a PEM or PKCS#8 key with `ssh-keygen -p -f FILE`",
            ));
        }
        // It may decrypt the key, or be RSA: off serve's async thread.
        let long = self.scope.long_work()?;
        let parsed = PrivateKey::from_openssh(text).map_err(|e| {
            ApiError::invalid(format!(
                "private_key is not a readable OpenSSH private key: {e}"
            ))
        })?;
        let key = match (parsed.is_encrypted(), &req.passphrase) {
            (true, None) => {
                return Err(ApiError::invalid(
                    "private_key is encrypted; its passphrase is needed to import it",
                )
                .with_detail("reason", PASSPHRASE_REQUIRED))
            }
            (true, Some(p)) => ssh_sign::decrypt(&parsed, p.as_bytes(), &long).map_err(|_| {
                ApiError::invalid("passphrase does not decrypt private_key")
                    .with_detail("reason", PASSPHRASE_WRONG)
            })?,
            (false, _) => parsed,
        };
        let key_type = ssh_sign::check_ca_key(&key)
            .map_err(|rule| ApiError::invalid(format!("private_key {rule}")))?;
        self.store_ca(
            Some(&key),
            req.passphrase,
            store_key,
            key_type.as_str(),
            Labels(req.description, req.metadata),
            &SshCaPolicy::for_new_ca(),
        )
    }

    /// Stores a new CA with its issuance policy; with a passphrase, encrypted at rest. `key` is
    /// `None` in a dry run's create, which makes none: the CA is stored `keyless`, and is judged
    /// as its key would be.
    fn store_ca(
        &self,
        key: Option<&PrivateKey>,
        passphrase: Option<Secret>,
        store_key: Option<&StoreKey>,
        key_type: &str,
        Labels(description, metadata): Labels,
        policy: &SshCaPolicy,
    ) -> Result<Value, ApiError> {
        if let Some(passphrase) = &passphrase {
            self.check_passphrase_strength(passphrase)?;
        }
        let private_key = match key {
            Some(key) => ssh_sign::to_openssh(key, passphrase.as_deref().map(String::as_str))
                .map_err(ApiError::internal)?,
            None => Secret::default(),
        };
        // A key not made is readable at rest as the one made would be: unless a passphrase
        // encrypts it.
        let readable = match key {
            Some(_) => readable_as_is(&private_key),
            None => passphrase.is_none(),
        };
        if store_key.is_none() && self.must_seal(readable) {
            return Err(needs_sealing());
        }
        let now = self.clock.now();
        let ca = self.create(
            Tree::of(&kind::SSH_CA),
            kind::SSH_CA.prefix,
            now.unix_timestamp(),
            |tx, id| {
                let ca = SshCa {
                    id: id.to_string(),
                    description: description.clone().unwrap_or_default(),
                    metadata: metadata.clone().unwrap_or_default(),
                    created_at: clock::format_time(now),
                    key_type: key_type.to_string(),
                    public_key: match key {
                        Some(key) => {
                            ssh_sign::public_key_line(key, id).map_err(ApiError::internal)?
                        }
                        None => String::new(),
                    },
                    encrypted: passphrase.is_some(),
                    private_key: match key {
                        Some(_) => KeyAtRest::new(&private_key, Holder::Ca(id), store_key),
                        None => KeyAtRest::default(),
                    },
                    keyless: key.is_none(),
                };
                tx.put(Tree::of(&kind::SSH_CA), id, &ca)?;
                ssh_ca_policy::put(tx, id, policy)?;
                Ok(ca)
            },
        )?;
        // The passphrase came with this request and is not kept: a process that holds the store
        // for others (serve, the background store process) signs with an encrypted CA only when
        // each request brings the passphrase, or when it was started with it.
        Ok(ca.wire(self))
    }

    /// On a store that others read (`Store::must_seal_ca_keys`), a passphrase that encrypts a CA
    /// key at rest has at least [`SHARED_PASSPHRASE_MIN_CHARS`] characters: a copy of the key
    /// can be attacked offline, for as long as the attacker likes.
    fn check_passphrase_strength(&self, passphrase: &str) -> Result<(), ApiError> {
        let given = passphrase.chars().count();
        if !self.store.must_seal_ca_keys() || given >= SHARED_PASSPHRASE_MIN_CHARS {
            return Ok(());
        }
        Err(ApiError::invalid(format!(
            "the CA passphrase has {given} character(s); on a shared store (PostgreSQL) it needs at \
             least {SHARED_PASSPHRASE_MIN_CHARS}, since whoever can read the database can copy \
             the encrypted key and guess offline; choose a longer passphrase"
        ))
        .with_detail("reason", PASSPHRASE_TOO_SHORT)
        .with_detail("minimum", SHARED_PASSPHRASE_MIN_CHARS))
    }

    /// The one rule for a CA private key about to be written (`ssh-ca create`, `ssh-ca import`,
    /// `store import`): on a store that others read (`Store::must_seal_ca_keys`: PostgreSQL), a
    /// key readable as it is (see [`readable_as_is`]) must be sealed with the store key, or not
    /// written.
    fn must_seal(&self, readable: bool) -> bool {
        self.store.must_seal_ca_keys() && readable
    }

    /// Seals the CA keys that `store import`'s `document` holds unencrypted with the store key,
    /// when one is given (on any engine: whoever gives one wants keys sealed at rest); how many
    /// were. Without one, the keys that must be sealed here (see [`Self::must_seal`]) have their
    /// CAs refused, named, before anything is written. A passphrase-encrypted key, a sealed one,
    /// and a CA without its key stay as they are.
    pub(super) fn seal_imported_ca_keys(
        &self,
        document: &mut Value,
        store_key: Option<&StoreKey>,
    ) -> Result<usize, ImportError> {
        match self.seal_imported_keys::<SshCa>(document, readable_as_is, store_key) {
            Ok(sealed) => Ok(sealed),
            Err(ca_ids) if ca_ids.is_empty() || !self.store.must_seal_ca_keys() => Ok(0),
            Err(ca_ids) => Err(ImportError::UnsealedCaKeys {
                store: self.store.location().clone(),
                ca_ids,
            }),
        }
    }

    /// Another CA record with the same public key as `id`'s, if any (see [`Self::ssh_ca_delete`]).
    fn ssh_ca_twin(&self, id: &str) -> Result<Option<String>, ApiError> {
        let Some(ca) = self
            .store
            .get::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), id)?
        else {
            return Ok(None);
        };
        let fingerprint = public_key_fingerprint(&ca.public_key);
        Ok(self
            .store
            .scan_prefix::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), "")?
            .into_iter()
            .find(|(other, record)| {
                other != id && public_key_fingerprint(&record.public_key) == fingerprint
            })
            .map(|(other, _)| other))
    }

    /// How the CA's private key is protected at rest; `None` when there is no such CA.
    pub fn ssh_ca_at_rest(&self, id: &str) -> Result<Option<AtRest>, ApiError> {
        Ok(self
            .store
            .get::<SshCa>(self.scope, Tree::of(&kind::SSH_CA), id)?
            .map(|ca| AtRest {
                passphrase: ca.is_encrypted(),
                sealed_with: match &ca.private_key {
                    KeyAtRest::Sealed(sealed) => Some(sealed.sealed_with.clone()),
                    KeyAtRest::Plain(_) => None,
                },
            }))
    }

    /// Deletes a CA, with its revocations of certificates and keys; 409 while certificates it signed still exist.
    ///
    /// A CA record that shares its key with another (two imports of one key, from before that was
    /// refused) hands its revocations to that record instead: sshd still trusts the key, so
    /// what was revoked under it must stay on the KRL.
    pub fn ssh_ca_delete(&self, id: &str) -> Result<(), ApiError> {
        id::check(id, kind::SSH_CA.prefix, "id")?;
        let revocations = revocations_prefix(id);
        let signed = crate::store::index::referring_prefix(id);
        let twin = self.ssh_ca_twin(id)?;
        self.write_over_prefixes(
            &[
                (Tree::SshRevocations, &revocations),
                (Tree::SshRevokedKeys, &revocations),
                (Tree::SshCaCertificates, &signed),
                (Tree::SshCaHostCertificates, &signed),
            ],
            |tx, scanned| {
                if !tx.contains(Tree::of(&kind::SSH_CA), id)? {
                    return Err(ApiError::not_found(SshCa::KIND.title, id).into());
                }
                let (users, hosts) = (scanned[2].len(), scanned[3].len());
                if users + hosts > 0 {
                    let mut counts = Vec::new();
                    if users > 0 {
                        counts.push(format!("{users} user certificate(s)"));
                    }
                    if hosts > 0 {
                        counts.push(format!("{hosts} host certificate(s)"));
                    }
                    let mut err = ApiError::conflict(
                        code::CA_IN_USE,
                        format!(
                            "SSH certificate authority {id} still has {}; delete them first",
                            counts.join(" and ")
                        ),
                    )
                    .with_detail("ssh_user_certificates", users);
                    if hosts > 0 {
                        err = err.with_detail("ssh_host_certificates", hosts);
                    }
                    return Err(err.into());
                }
                ssh_ca_policy::remove(tx, id)?;
                let heir = match &twin {
                    Some(twin) if tx.contains(Tree::of(&kind::SSH_CA), twin)? => Some(twin),
                    _ => None,
                };
                let trees = [Tree::SshRevocations, Tree::SshRevokedKeys];
                for (tree, revoked) in trees.into_iter().zip(scanned) {
                    for key in revoked {
                        let revocation: Option<Value> = tx.get(tree, key)?;
                        tx.remove(tree, key)?;
                        if let (Some(heir), Some(mut revocation)) = (heir, revocation) {
                            revocation["ssh_certificate_authority_id"] = json!(heir);
                            let what = &key[revocations.len()..];
                            tx.put(tree, &revocation_key(heir, what), &revocation)?;
                        }
                    }
                }
                // Last: removing the record takes the KRL generation that removing its
                // revocations wrote (`store::generation`).
                tx.remove(Tree::of(&kind::SSH_CA), id)?;
                // Its passphrase is forgotten once the CA is gone (never in a dry run, which
                // commits nothing: the CA is still there).
                let passphrases = std::sync::Arc::clone(&self.ca_passphrases);
                let ca_id = id.to_string();
                tx.after_commit(move || passphrases.forget(&ca_id))
            },
        )?;
        Ok(())
    }
}

/// How a CA's private key is protected at rest (shown by `ssh-ca get`).
pub struct AtRest {
    /// Encrypted with a passphrase.
    pub passphrase: bool,
    /// Sealed with the store key of this fingerprint.
    pub sealed_with: Option<String>,
}

impl KeyHolder for SshCa {
    const TREE: Tree = Tree::of(&kind::SSH_CA);

    fn holder(id: &str) -> Holder<'_> {
        Holder::Ca(id)
    }

    fn private_key_mut(&mut self) -> &mut KeyAtRest {
        &mut self.private_key
    }
}

/// The key a create request asks for, with the API's defaults: ed25519; ecdsa → p256; rsa → 4096.
fn key_spec(req: &SshCaCreate) -> Result<CaKeySpec, ApiError> {
    let curve = match req.elliptic_curve.as_str() {
        "" => None,
        "p256" => Some(EcdsaCurve::NistP256),
        "p384" => Some(EcdsaCurve::NistP384),
        "p521" => Some(EcdsaCurve::NistP521),
        other => {
            return Err(ApiError::invalid(format!(
                "elliptic_curve must be one of p256, p384, p521; got {other:?}"
            )))
        }
    };
    let bits = match req.key_size {
        0 => None,
        n @ (2048 | 3072 | 4096) => Some(n as usize),
        other => {
            return Err(ApiError::invalid(format!(
                "key_size must be one of 2048, 3072, 4096; got {other}"
            )))
        }
    };
    let key_type = req.private_key_type.as_str();
    if curve.is_some() && key_type != "ecdsa" {
        return Err(ApiError::invalid(format!(
            "elliptic_curve applies only to private_key_type ecdsa; private_key_type is {:?}",
            if key_type.is_empty() {
                "ed25519"
            } else {
                key_type
            }
        )));
    }
    if bits.is_some() && key_type != "rsa" {
        return Err(ApiError::invalid(format!(
            "key_size applies only to private_key_type rsa; private_key_type is {:?}",
            if key_type.is_empty() {
                "ed25519"
            } else {
                key_type
            }
        )));
    }
    match key_type {
        "" | "ed25519" => Ok(CaKeySpec::Ed25519),
        "ecdsa" => Ok(CaKeySpec::Ecdsa(curve.unwrap_or(EcdsaCurve::NistP256))),
        "rsa" => Ok(CaKeySpec::Rsa {
            bits: bits.unwrap_or(4096),
        }),
        other => Err(ApiError::invalid(format!(
            "private_key_type must be one of ed25519, ecdsa, rsa; got {other:?}"
        ))),
    }
}

/// Whether a stored record reads as a SshCa (`store check`, `store import`) whose public key is
/// its private key's, where this process can read the private key (see [`KeyAtRest::readable`];
/// a passphrase-encrypted key shows its public half without the passphrase).
pub(super) fn check_record(store_key: Option<&StoreKey>, record: &Value) -> Result<(), String> {
    let ca: SshCa = super::read(record)?;
    if ca.keyless {
        return Err("keyless: only a dry run makes a CA without a key, and never stores it".into());
    }
    let Some(text) = ca
        .private_key
        .readable(Holder::Ca(&ca.id), store_key)
        .map_err(|e| format!("private_key: {}", e.msg))?
    else {
        return Ok(());
    };
    let key = PrivateKey::from_openssh(&text)
        .map_err(|e| format!("private_key: is not an OpenSSH private key: {e}"))?;
    check_public_half(&ca.public_key, &key)
}

/// The rule between a CA's two keys: `public_key`, what sshd trusts and what revocations and the
/// KRL are kept under, is the public half of the key that signs.
fn check_public_half(public_key: &str, private: &PrivateKey) -> Result<(), String> {
    let public = ssh_key::PublicKey::from_openssh(public_key)
        .map_err(|e| format!("public_key: is not an OpenSSH public key: {e}"))?;
    if public.key_data() != private.public_key().key_data() {
        return Err(format!(
            "public_key ({}) is not the public half of private_key ({}): certificates would be \
             signed with one key and revoked under the other; restore the CA from a backup",
            public.fingerprint(Default::default()),
            private.public_key().fingerprint(Default::default())
        ));
    }
    Ok(())
}

/// Whether `text` is an OpenSSH public key line (an authorized_keys line, a .pub file's text),
/// which an import given it as a private key refuses by that name.
pub fn is_public_key(text: &str) -> bool {
    ssh_key::PublicKey::from_openssh(text.trim()).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(key_type: &str, curve: &str, size: u32) -> Result<CaKeySpec, ApiError> {
        key_spec(&SshCaCreate {
            private_key_type: key_type.into(),
            elliptic_curve: curve.into(),
            key_size: size,
            ..Default::default()
        })
    }

    /// What `Service::must_seal` judges a key by: readable at rest unless a passphrase encrypts
    /// it (text that does not read as an encrypted OpenSSH key counts as readable). The refusal
    /// for such a key says how to give either a passphrase or the store's key.
    #[test]
    fn a_ca_key_is_readable_at_rest_unless_a_passphrase_encrypts_it() {
        let key = ssh_sign::generate(CaKeySpec::Ed25519).unwrap();
        let plain = ssh_sign::to_openssh(&key, None).unwrap();
        assert!(readable_as_is(&plain));
        assert!(!readable_as_is(
            &ssh_sign::to_openssh(&key, Some("pw")).unwrap()
        ));
        assert!(readable_as_is(&plain.replace("AAAA", "%%%%")), "damaged");
        assert!(!readable_as_is(""), "no key at all");

        let err = needs_sealing();
        assert_eq!(err.status, 400);
        assert_eq!(err.details["reason"], "ca_key_needs_sealing");
        for how in [
            "creating a CA on a shared store without a passphrase or --store-key-file",
            "--passphrase-file",
            "TUNNELCTL_CA_PASSPHRASE",
            "--store-key-file FILE",
            "TUNNELCTL_STORE_KEY_FILE",
        ] {
            assert!(err.msg.contains(how), "{how}: {}", err.msg);
        }
    }

    /// A dry run's CA (made without a key) is never a stored record: `store check` and `store
    /// import` refuse one.
    #[test]
    fn a_keyless_ca_is_no_stored_record() {
        let record = json!({
            "id": "sshca_1", "description": "", "metadata": "", "created_at": "2026-11-22T10:00:00Z",
            "key_type": "ed25519", "public_key": "", "encrypted": false, "keyless": true,
        });
        let err = check_record(None, &record).unwrap_err();
        assert!(err.starts_with("keyless:"), "{err}");
    }

    #[test]
    fn key_spec_defaults_and_rules() {
        assert_eq!(spec("", "", 0).unwrap(), CaKeySpec::Ed25519);
        assert_eq!(
            spec("ecdsa", "", 0).unwrap(),
            CaKeySpec::Ecdsa(EcdsaCurve::NistP256)
        );
        assert_eq!(
            spec("ecdsa", "p521", 0).unwrap(),
            CaKeySpec::Ecdsa(EcdsaCurve::NistP521)
        );
        assert_eq!(spec("rsa", "", 0).unwrap(), CaKeySpec::Rsa { bits: 4096 });
        assert_eq!(
            spec("rsa", "", 2048).unwrap(),
            CaKeySpec::Rsa { bits: 2048 }
        );
        for (t, c, s, rule) in [
            ("dsa", "", 0, "private_key_type must be one of"),
            ("ecdsa", "p224", 0, "elliptic_curve must be one of"),
            ("ed25519", "p256", 0, "elliptic_curve applies only"),
            ("", "", 2048, "key_size applies only"),
            ("rsa", "", 1024, "key_size must be one of"),
        ] {
            let err = spec(t, c, s).unwrap_err();
            assert!(err.msg.starts_with(rule), "{t} {c} {s}: {}", err.msg);
        }
    }
}
