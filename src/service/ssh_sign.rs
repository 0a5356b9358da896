//! SSH key work for the CA and certificate services: generating, reading, encrypting and decrypting
//! CA keys, reading user public keys, and signing user certificates.
//!
//! ssh-key 0.6.7 cannot sign with an RSA key: it rebuilds the key from the primes `[p, p]`, which
//! rsa ≥ 0.9.7 rejects. [`RsaCaSigner`] rebuilds it from the real primes and signs with
//! `rsa-sha2-512`. Drop it when ssh-key 0.7 is stable.

use rsa::pkcs1v15;
use rsa::signature::{RandomizedSigner, SignatureEncoding};
use sha2::Sha512;
use ssh_key::certificate::Builder;
use ssh_key::private::{KeypairData, RsaKeypair};
use ssh_key::public::KeyData;
use ssh_key::rand_core::OsRng;
use ssh_key::{Algorithm, Certificate, EcdsaCurve, HashAlg, LineEnding, PrivateKey, PublicKey};
use zeroize::Zeroizing;

use crate::store::{LongWork, Mint};

/// A passphrase or a private key in text form, wiped from memory when dropped.
pub type Secret = Zeroizing<String>;

/// The smallest RSA key OpenSSH accepts for user authentication (`RequiredRSASize`).
const MIN_USER_RSA_BITS: usize = 1024;
/// The smallest RSA key that ssh-key (and this tool) signs with.
const MIN_CA_RSA_BITS: usize = 2048;

/// The key types of the API's `key_type` fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyType {
    Ed25519,
    Ecdsa,
    Rsa,
}

impl KeyType {
    pub fn as_str(self) -> &'static str {
        match self {
            KeyType::Ed25519 => "ed25519",
            KeyType::Ecdsa => "ecdsa",
            KeyType::Rsa => "rsa",
        }
    }

    /// The API's name for a key's type; `Err` says (after the field name) which type is refused.
    fn of(key: &KeyData) -> Result<KeyType, String> {
        match key {
            KeyData::Ed25519(_) => Ok(KeyType::Ed25519),
            KeyData::Ecdsa(_) => Ok(KeyType::Ecdsa),
            KeyData::Rsa(_) => Ok(KeyType::Rsa),
            KeyData::Dsa(_) => {
                Err("is a dsa (ssh-dss) key, which OpenSSH no longer accepts; use ed25519, ecdsa or rsa".into())
            }
            KeyData::SkEd25519(_) | KeyData::SkEcdsaSha2NistP256(_) => Err(format!(
                "is a {} security key, which cannot be certified here; use ed25519, ecdsa or rsa",
                key.algorithm()
            )),
            other => Err(format!(
                "is a {} key; only ed25519, ecdsa and rsa are accepted",
                other.algorithm()
            )),
        }
    }
}

/// What kind of key a new CA gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaKeySpec {
    Ed25519,
    Ecdsa(EcdsaCurve),
    Rsa { bits: usize },
}

impl CaKeySpec {
    pub fn key_type(self) -> KeyType {
        match self {
            CaKeySpec::Ed25519 => KeyType::Ed25519,
            CaKeySpec::Ecdsa(_) => KeyType::Ecdsa,
            CaKeySpec::Rsa { .. } => KeyType::Rsa,
        }
    }
}

/// A key for the tests of the service, made as [`make_key`] makes one.
#[cfg(test)]
pub fn generate(spec: CaKeySpec) -> ssh_key::Result<PrivateKey> {
    let scope = crate::store::Scope::plain();
    let mint = scope.mint().expect("a plain scope mints");
    make_key(
        spec,
        &mint,
        &scope.long_work().expect("off serve's async thread"),
    )
}

/// Generates a CA key from the OS random source. RSA takes seconds. Only a scope whose writes may
/// stay makes one (`Scope::mint`), where a thread may be held for long (`Scope::long_work`).
pub fn make_key(spec: CaKeySpec, _: &Mint, _: &LongWork) -> ssh_key::Result<PrivateKey> {
    match spec {
        CaKeySpec::Ed25519 => PrivateKey::random(&mut OsRng, Algorithm::Ed25519),
        CaKeySpec::Ecdsa(curve) => PrivateKey::random(&mut OsRng, Algorithm::Ecdsa { curve }),
        CaKeySpec::Rsa { bits } => {
            PrivateKey::new(KeypairData::Rsa(RsaKeypair::random(&mut OsRng, bits)?), "")
        }
    }
}

/// A user's public key, read from one authorized-keys line (`TYPE BASE64 [COMMENT]`).
/// The error never quotes the input: a private key pasted by mistake must not be echoed.
pub fn parse_user_public_key(line: &str) -> Result<(PublicKey, KeyType), String> {
    let line = line.trim();
    if line.is_empty() {
        return Err("is required: one OpenSSH public key line (TYPE BASE64 [COMMENT])".into());
    }
    if line.contains("PRIVATE KEY") {
        return Err("holds a private key; give the public key (the .pub file) instead".into());
    }
    if line.contains('\n') {
        return Err("must be one OpenSSH public key line; several lines were given".into());
    }
    let key = PublicKey::from_openssh(line).map_err(|e| {
        let kind = line.split_whitespace().next().unwrap_or("");
        if kind.contains("-cert-v01@openssh.com") {
            "is a certificate; give the public key it certifies".to_string()
        } else {
            format!("is not an OpenSSH public key line (TYPE BASE64 [COMMENT]): {e}")
        }
    })?;
    let key_type = KeyType::of(key.key_data())?;
    check_openssh_form(key.key_data())?;
    if let KeyData::Rsa(rsa) = key.key_data() {
        let bits = mpint_bits(rsa.n.as_positive_bytes());
        if bits < MIN_USER_RSA_BITS {
            return Err(format!(
                "is an RSA key of {bits} bits; OpenSSH refuses RSA keys under {MIN_USER_RSA_BITS} bits"
            ));
        }
    }
    Ok((key, key_type))
}

/// The SEC1 tag of a point written whole: OpenSSH writes an ECDSA key's point only so, and its
/// `sshbuf_get_ec` reads no other.
const UNCOMPRESSED_POINT: u8 = 4;

/// A key is compared by its fingerprint, a hash of its encoding; ssh-key also reads an ECDSA
/// point in the compressed form, the same key in other bytes. Taken so, a revoked key would be a
/// new one, and a certificate or KRL entry of it nothing OpenSSH reads: only the form OpenSSH
/// writes is taken, so that every key has one encoding.
fn check_openssh_form(key: &KeyData) -> Result<(), String> {
    match key {
        KeyData::Ecdsa(point) if point.as_sec1_bytes().first() != Some(&UNCOMPRESSED_POINT) => Err(
            "is an ECDSA key whose point is compressed; OpenSSH writes and reads only \
                 uncompressed points: give the key line as ssh-keygen wrote it"
                .to_string(),
        ),
        _ => Ok(()),
    }
}

/// The size of an RSA key in bits; `None` for another type.
pub fn rsa_bits(key: &PublicKey) -> Option<usize> {
    Some(mpint_bits(key.key_data().rsa()?.n.as_positive_bytes()))
}

fn mpint_bits(bytes: Option<&[u8]>) -> usize {
    let bytes = bytes.unwrap_or_default();
    match bytes.iter().position(|&b| b != 0) {
        Some(i) => (bytes.len() - i) * 8 - bytes[i].leading_zeros() as usize,
        None => 0,
    }
}

/// Checks that an (unencrypted) key can serve as a CA and returns its type.
pub fn check_ca_key(key: &PrivateKey) -> Result<KeyType, String> {
    let key_type = KeyType::of(key.public_key().key_data())?;
    if let KeyData::Rsa(rsa) = key.public_key().key_data() {
        let bits = mpint_bits(rsa.n.as_positive_bytes());
        if bits < MIN_CA_RSA_BITS {
            return Err(format!(
                "is an RSA key of {bits} bits; a CA key needs at least {MIN_CA_RSA_BITS}"
            ));
        }
    }
    Ok(key_type)
}

/// The public key line of a CA, as `TrustedUserCAKeys` takes it, with `comment` (the CA's ID).
pub fn public_key_line(key: &PrivateKey, comment: &str) -> ssh_key::Result<String> {
    PublicKey::new(key.public_key().key_data().clone(), comment).to_openssh()
}

/// The key in OpenSSH's private key format; encrypted (aes256-ctr, bcrypt-pbkdf) with
/// `passphrase` when one is given.
pub fn to_openssh(key: &PrivateKey, passphrase: Option<&str>) -> ssh_key::Result<Secret> {
    let text = match passphrase {
        Some(p) => key.encrypt(&mut OsRng, p)?.to_openssh(LineEnding::LF)?,
        None => key.to_openssh(LineEnding::LF)?,
    };
    Ok(Zeroizing::new(text.as_str().to_string()))
}

/// What signs a certificate of a request.
pub enum Signer {
    /// The CA's key, opened: a real request's.
    Key(Box<CaSigner>),
    /// A dry run's: everything about the certificate is checked and answered but the certificate
    /// itself, `null`; the CA's key was not even opened.
    WouldSign,
}

impl Signer {
    /// The certificate `builder` describes, in OpenSSH's text form; `None` in a dry run.
    pub fn sign(&self, builder: Builder) -> ssh_key::Result<Option<String>> {
        match self {
            Signer::Key(key) => Ok(Some(key.sign(builder)?.to_openssh()?)),
            Signer::WouldSign => Ok(None),
        }
    }
}

/// `key` decrypted with `passphrase`: a key derivation made to be slow (`Scope::long_work`).
pub fn decrypt(key: &PrivateKey, passphrase: &[u8], _: &LongWork) -> ssh_key::Result<PrivateKey> {
    key.decrypt(passphrase)
}

/// Whether signing with `key` is quick (an Ed25519 key, not encrypted): any other signature, or
/// its key's decryption, takes the right to hold a thread for long (`Scope::long_work`).
pub fn signs_quickly(key: &PrivateKey) -> bool {
    !key.is_encrypted() && key.algorithm() == ssh_key::Algorithm::Ed25519
}

/// A CA's private key, decrypted, ready to sign.
pub enum CaSigner {
    Native(PrivateKey),
    Rsa(RsaCaSigner),
}

impl CaSigner {
    /// Only a scope whose writes may stay signs (`Scope::mint`); with any key but one that
    /// [`signs_quickly`], only where a thread may be held for long (`long`).
    pub fn new(key: PrivateKey, _: &Mint, long: Option<&LongWork>) -> Result<CaSigner, String> {
        if long.is_none() && !signs_quickly(&key) {
            return Err("a signature that holds a thread for long was not allowed one".into());
        }
        match key.key_data() {
            KeypairData::Rsa(rsa) => RsaCaSigner::new(rsa).map(CaSigner::Rsa),
            _ => Ok(CaSigner::Native(key)),
        }
    }

    /// Signs the certificate, then checks the signature with ssh-key's own verification against
    /// the CA's fingerprint, at the start of the validity window.
    pub fn sign(&self, builder: Builder) -> ssh_key::Result<Certificate> {
        let (cert, ca_key) = match self {
            CaSigner::Native(key) => (builder.sign(key)?, key.public_key().key_data().clone()),
            CaSigner::Rsa(signer) => (builder.sign(signer)?, signer.public.clone()),
        };
        let fingerprint = ca_key.fingerprint(HashAlg::Sha256);
        cert.validate_at(cert.valid_after(), [&fingerprint])?;
        Ok(cert)
    }
}

/// Signs with an RSA CA key using `rsa-sha2-512`, rebuilt from its real primes (see the module
/// documentation). Blinded with the OS random source.
pub struct RsaCaSigner {
    key: pkcs1v15::SigningKey<Sha512>,
    public: KeyData,
}

impl RsaCaSigner {
    fn new(keypair: &RsaKeypair) -> Result<RsaCaSigner, String> {
        let uint = |m: &ssh_key::Mpint| {
            m.as_positive_bytes()
                .map(rsa::BigUint::from_bytes_be)
                .ok_or("the RSA key has a negative component")
        };
        let key = rsa::RsaPrivateKey::from_components(
            uint(&keypair.public.n)?,
            uint(&keypair.public.e)?,
            uint(&keypair.private.d)?,
            vec![uint(&keypair.private.p)?, uint(&keypair.private.q)?],
        )
        .map_err(|e| format!("the RSA key is not consistent: {e}"))?;
        Ok(RsaCaSigner {
            key: pkcs1v15::SigningKey::new(key),
            public: KeyData::Rsa(keypair.public.clone()),
        })
    }
}

impl rsa::signature::Signer<ssh_key::Signature> for RsaCaSigner {
    fn try_sign(&self, message: &[u8]) -> rsa::signature::Result<ssh_key::Signature> {
        let signature = self.key.try_sign_with_rng(&mut OsRng, message)?;
        ssh_key::Signature::new(
            Algorithm::Rsa {
                hash: Some(HashAlg::Sha512),
            },
            signature.to_vec(),
        )
        .map_err(|_| rsa::signature::Error::new())
    }
}

impl From<&RsaCaSigner> for KeyData {
    fn from(signer: &RsaCaSigner) -> KeyData {
        signer.public.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Scope;

    fn mint() -> Mint {
        Scope::plain().mint().expect("a plain scope mints")
    }

    fn long_work() -> LongWork {
        Scope::plain()
            .long_work()
            .expect("off serve's async thread")
    }

    fn builder(key: &PublicKey) -> Builder {
        let mut b = Builder::new(
            [7u8; 16],
            key.key_data().clone(),
            1_800_000_000,
            1_800_086_400,
        )
        .expect("valid window");
        b.key_id("sucrt_test").unwrap();
        b.all_principals_valid().unwrap();
        b
    }

    #[test]
    fn every_ca_type_signs_a_certificate_that_verifies() {
        let user = generate(CaKeySpec::Ed25519).unwrap();
        let specs = [
            CaKeySpec::Ed25519,
            CaKeySpec::Ecdsa(EcdsaCurve::NistP256),
            CaKeySpec::Ecdsa(EcdsaCurve::NistP384),
            CaKeySpec::Ecdsa(EcdsaCurve::NistP521),
            CaKeySpec::Rsa { bits: 2048 },
        ];
        for spec in specs {
            let ca = generate(spec).unwrap();
            let cert = CaSigner::new(ca.clone(), &mint(), Some(&long_work()))
                .unwrap()
                .sign(builder(user.public_key()))
                .unwrap_or_else(|e| panic!("{spec:?}: {e}"));
            if spec.key_type() == KeyType::Rsa {
                assert_eq!(
                    cert.signature().algorithm(),
                    Algorithm::Rsa {
                        hash: Some(HashAlg::Sha512)
                    }
                );
            }
            assert_eq!(cert.signature_key(), ca.public_key().key_data());
        }
    }

    /// A dry run's signer answers no certificate; a real one a certificate that reads back.
    #[test]
    fn only_a_key_signs() {
        let user = generate(CaKeySpec::Ed25519).unwrap();
        assert_eq!(
            Signer::WouldSign.sign(builder(user.public_key())).unwrap(),
            None
        );
        let key = CaSigner::new(generate(CaKeySpec::Ed25519).unwrap(), &mint(), None).unwrap();
        let signed = Signer::Key(Box::new(key))
            .sign(builder(user.public_key()))
            .unwrap()
            .expect("a certificate");
        assert!(Certificate::from_openssh(&signed).is_ok(), "{signed}");
    }

    #[test]
    fn encrypted_keys_round_trip_and_refuse_a_wrong_passphrase() {
        let ca = generate(CaKeySpec::Ed25519).unwrap();
        let text = to_openssh(&ca, Some("right")).unwrap();
        let parsed = PrivateKey::from_openssh(text.as_bytes()).unwrap();
        assert!(parsed.is_encrypted());
        assert!(parsed.decrypt("wrong").is_err());
        assert_eq!(parsed.decrypt("right").unwrap(), ca);
    }

    #[test]
    fn user_public_keys_name_their_type_and_refuse_others() {
        let ed = generate(CaKeySpec::Ed25519).unwrap();
        let line = ed.public_key().to_openssh().unwrap();
        assert_eq!(
            parse_user_public_key(&format!(" {line} alice@example\n"))
                .unwrap()
                .1,
            KeyType::Ed25519
        );
        let dsa = "ssh-dss AAAAB3NzaC1kc3MAAACBALdWN6m/Sr/S2zBmgXgf8j2mF4yqkIbFZGw+FtYxHVDQLhL/uak2+TbyrBE5uRRQT9JcwAUet6ZJCFohASpqhQhpMJrYDrtwC89myKviVuLfOdYz+QfTZINkjlrMyGXbVHysJLB3OeTdvgFVI4BSNWLIaL+hQeDT5GE19sS65+qJAAAAFQCSRdpVsMEE028MVcXln+IpK5GQAwAAAIBRHTqq39+MT7wH+IcFd3s8ByX1zhX2BI3perSRcoqQa+mciMI63zVo9TsnWHNTQI5Q6iXNznDp+NXClZI0wwHvxX8iqPTVjc14Yb0xs55vhye+cnK3RWQij83rYsmIxLoyoxCqtutksQ6mkJeMrpfEftJp5uYpCeGRyfVtpD8j/AAAAIAXXIap6mkTpufBCO0mVMcKHQQm+MMXMXLwO02Si2nuoBk5M48KkLdsVczvT9A8g3z7GVVD1vWmoxAxtO5WdIrsEkDvq88CuRaLSQh1d301Sst/enYwy0+u2jUJF7CS9uPix5Cm//6X8KNT04b0UkFO+ndpFr/8rJRw3uiHg4f0Mw== root@vm";
        assert!(parse_user_public_key(dsa)
            .unwrap_err()
            .starts_with("is a dsa (ssh-dss) key"));
        let private = to_openssh(&ed, None).unwrap();
        let err = parse_user_public_key(&private).unwrap_err();
        assert!(err.contains("private key"), "{err}");
        assert!(
            !err.contains("b3BlbnNzaC1rZXktdjE"),
            "echoed the key: {err}"
        );
        assert!(parse_user_public_key("ssh-ed25519 AAAAnot-base64").is_err());
        assert!(parse_user_public_key("").is_err());
    }

    #[test]
    fn an_ecdsa_key_is_taken_only_in_the_form_openssh_writes() {
        for curve in [
            EcdsaCurve::NistP256,
            EcdsaCurve::NistP384,
            EcdsaCurve::NistP521,
        ] {
            let key = generate(CaKeySpec::Ecdsa(curve)).unwrap();
            let line = key.public_key().to_openssh().unwrap();
            assert_eq!(parse_user_public_key(&line).unwrap().1, KeyType::Ecdsa);
            let KeyData::Ecdsa(point) = key.public_key().key_data() else {
                unreachable!("an ECDSA key")
            };
            // The same point compressed: x alone, tagged with the parity of y.
            let whole = point.as_sec1_bytes();
            let size = (whole.len() - 1) / 2;
            let mut compressed = vec![2 + (whole[whole.len() - 1] & 1)];
            compressed.extend_from_slice(&whole[1..=size]);
            let same = ssh_key::public::EcdsaPublicKey::from_sec1_bytes(&compressed).unwrap();
            let same = PublicKey::new(KeyData::Ecdsa(same), "")
                .to_openssh()
                .unwrap();
            let err = parse_user_public_key(&same).unwrap_err();
            assert!(err.contains("point is compressed"), "{curve:?}: {err}");
        }
    }

    #[test]
    fn bit_length_of_a_modulus() {
        assert_eq!(mpint_bits(Some(&[0x00, 0x80, 0x00])), 16);
        assert_eq!(mpint_bits(Some(&[0x01, 0xff])), 9);
        assert_eq!(mpint_bits(Some(&[])), 0);
    }
}
