//! Opening a CA's key to sign: what the CA's record says is checked first ([`InScope::ssh_ca_key`],
//! cheap, refusals in a fixed order), the key itself opened after ([`InScope::open_ca_key`]):
//! unsealing and decrypting cost more than the rest of a signature, and a request evaluated on
//! `serve`'s async thread runs again for each record it lacks, so a signature opens the key only
//! once it has every record it checks.

use ssh_key::PrivateKey;

use super::{check_public_half, SshCa, PASSPHRASE_REQUIRED, PASSPHRASE_WRONG, PRIVATE_KEY_MISSING};
use crate::api::{code, ApiError};
use crate::kind;
use crate::service::resource::Resource;
use crate::service::seal::{self, Holder, KeyAtRest, StoreKey};
use crate::service::ssh_sign::{self, CaSigner, Secret, Signer};
use crate::service::InScope;
use crate::store::{Mint, Tree};

impl InScope<'_> {
    /// The CA's key, decrypted, ready to sign: [`ssh_ca_key`](Self::ssh_ca_key), then
    /// [`open_ca_key`](Self::open_ca_key).
    pub(in crate::service) fn ssh_ca_signer(
        &self,
        ca_id: &str,
        given: Option<&Secret>,
        store_key: Option<&StoreKey>,
    ) -> Result<Signer, ApiError> {
        let ca_key = self.ssh_ca_key(ca_id, given, store_key)?;
        self.open_ca_key(ca_id, &ca_key, store_key)
    }

    /// The CA's key as far as its record tells, without opening it (which costs more than the
    /// rest of a signature). 404 names the CA; an encrypted CA whose passphrase the service lacks
    /// is a 400 that names the CA and never a prompt. `given` is a passphrase that came with the
    /// request: used for it alone, never kept. A sealed key needs `store_key`, the request's.
    ///
    /// A dry run checks what the CA's record says (it exists and holds a private key, a sealed
    /// one with a store key given) and gets [`CaKey::WouldSign`]: the key is not opened, so its
    /// passphrase is neither needed nor checked.
    pub(in crate::service) fn ssh_ca_key(
        &self,
        ca_id: &str,
        given: Option<&Secret>,
        store_key: Option<&StoreKey>,
    ) -> Result<CaKey, ApiError> {
        let ca: SshCa = self
            .store
            .get(self.scope, Tree::of(&kind::SSH_CA), ca_id)?
            .ok_or_else(|| ApiError::not_found(SshCa::KIND.title, ca_id))?;
        match (&ca.private_key, store_key) {
            (KeyAtRest::Sealed(sealed), None) => {
                return Err(seal::key_required(Holder::Ca(ca_id), sealed))
            }
            (KeyAtRest::Plain(text), _) if text.is_empty() && !ca.keyless => {
                return Err(no_private_key(ca_id))
            }
            _ => {}
        }
        let Some(mint) = self.scope.mint() else {
            return Ok(CaKey::WouldSign);
        };
        let passphrase = match ca.encrypted {
            false => None,
            true => Some(self.ca_passphrase(ca_id, given)?),
        };
        Ok(CaKey::ToOpen {
            ca: Box::new(ca),
            mint,
            passphrase,
        })
    }

    /// The passphrase of an encrypted CA: the request's (`given`), else the one the service keeps,
    /// with whether it is the kept one (forgotten when it turns out wrong).
    fn ca_passphrase(
        &self,
        ca_id: &str,
        given: Option<&Secret>,
    ) -> Result<(Secret, bool), ApiError> {
        let kept = given.is_none();
        let passphrase = given.cloned().or_else(|| self.ca_passphrases.get(ca_id));
        let passphrase = passphrase.ok_or_else(|| {
            ApiError::invalid(format!(
                "ssh_certificate_authority_id: the private key of SSH certificate authority {ca_id} is \
                 encrypted at rest, and its passphrase was not given to tunnelctl"
            ))
            .with_detail("reason", PASSPHRASE_REQUIRED)
            .with_detail("ssh_certificate_authority_id", ca_id)
        })?;
        Ok((passphrase, kept))
    }

    /// Opens what [`ssh_ca_key`](Self::ssh_ca_key) found: unseals the key with `store_key`,
    /// decrypts it with its passphrase (a wrong one is a 400 naming the CA), and checks it is the
    /// CA's.
    pub(in crate::service) fn open_ca_key(
        &self,
        ca_id: &str,
        ca_key: &CaKey,
        store_key: Option<&StoreKey>,
    ) -> Result<Signer, ApiError> {
        let CaKey::ToOpen {
            ca,
            mint,
            passphrase,
        } = ca_key
        else {
            return Ok(Signer::WouldSign);
        };
        let text = match (&ca.private_key, store_key) {
            (KeyAtRest::Plain(text), _) => Secret::new(text.clone()),
            (KeyAtRest::Sealed(sealed), Some(key)) => key.open(Holder::Ca(ca_id), sealed)?,
            (KeyAtRest::Sealed(sealed), None) => {
                return Err(seal::key_required(Holder::Ca(ca_id), sealed))
            }
        };
        let key = PrivateKey::from_openssh(&text).map_err(ApiError::internal)?;
        // A passphrase's key derivation, an RSA or ECDSA signature (pure Rust: up to
        // milliseconds each): off serve's async thread.
        let long = match ssh_sign::signs_quickly(&key) {
            true => None,
            false => Some(self.scope.long_work()?),
        };
        let key = if let (true, Some(long)) = (key.is_encrypted(), &long) {
            // A record that says it is not encrypted and holds an encrypted key: asked as any.
            let (passphrase, kept) = match passphrase {
                Some((passphrase, kept)) => (passphrase.clone(), *kept),
                None => self.ca_passphrase(ca_id, None)?,
            };
            ssh_sign::decrypt(&key, passphrase.as_bytes(), long).map_err(|_| {
                if kept {
                    self.ca_passphrases.forget(ca_id);
                }
                ApiError::invalid(format!(
                    "ssh_certificate_authority_id: the passphrase given for SSH certificate authority {ca_id} \
                     does not decrypt its private key"
                ))
                .with_detail("reason", PASSPHRASE_WRONG)
                .with_detail("ssh_certificate_authority_id", ca_id)
            })?
        } else {
            key
        };
        // A record written behind the tool's back must not sign under a key sshd does not know.
        check_public_half(&ca.public_key, &key).map_err(|_| {
            ApiError::new(
                500,
                code::INTERNAL,
                format!(
                    "SSH certificate authority {ca_id} is damaged: the public key it shows is not \
                     the public half of the private key it would sign with (`tunnelctl store \
                     check` names the record); restore the CA from a backup"
                ),
            )
        })?;
        CaSigner::new(key, mint, long.as_ref())
            .map(|signer| Signer::Key(Box::new(signer)))
            .map_err(ApiError::internal)
    }
}

/// A CA's key as [`InScope::ssh_ca_key`] found it: what a dry run signs with, or the record to
/// open with what opening it takes.
pub(in crate::service) enum CaKey {
    WouldSign,
    ToOpen {
        ca: Box<SshCa>,
        mint: Mint,
        /// Its passphrase, and whether it is the one the service keeps; `None` unless encrypted.
        passphrase: Option<(Secret, bool)>,
    },
}

/// The refusal to sign with a CA imported without its private key.
fn no_private_key(ca_id: &str) -> ApiError {
    ApiError::invalid(format!(
        "ssh_certificate_authority_id: SSH certificate authority {ca_id} has no private key in \
         this store (it was imported from an export made without private keys), so it cannot \
         sign; import an export that includes it, or create a new CA"
    ))
    .with_detail("reason", PRIVATE_KEY_MISSING)
    .with_detail("ssh_certificate_authority_id", ca_id)
}
