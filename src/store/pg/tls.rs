//! TLS to PostgreSQL with rustls (as the HTTP client uses), in libpq's terms: `sslmode`
//! `disable`, `allow`/`prefer`, `require` (encrypted, the server not verified), `verify-ca` (its
//! certificate chains to `sslrootcert`) and `verify-full` (that, and it names the host).
//! rust-postgres knows neither the two `verify-` modes nor `sslrootcert`, so they are taken out of
//! the location here and carried out by the rustls configuration.

use std::path::PathBuf;
use std::sync::Arc;

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::{verify_tls12_signature, verify_tls13_signature, CryptoProvider};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{CertificateError, DigitallySignedStruct, RootCertStore, SignatureScheme};
use tokio_postgres::config::SslMode;
use tokio_postgres_rustls::MakeRustlsConnect;

/// How the server is verified.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verify {
    Nothing,
    Chain,
    ChainAndName,
}

/// The TLS settings of a location, and the location without them.
pub struct Tls {
    pub location: String,
    pub mode: SslMode,
    verify: Verify,
    root: Option<PathBuf>,
}

/// Takes `sslmode` and `sslrootcert` out of `location` (a URL's query or libpq's `key=value`
/// words). An unknown `sslmode` is an error naming the modes.
pub fn split(location: &str) -> Result<Tls, String> {
    let mut mode = None;
    let mut root = None;
    let mut take = |key: &str, value: &str| match key {
        "sslmode" => {
            mode = Some(value.to_string());
            true
        }
        "sslrootcert" => {
            root = Some(PathBuf::from(value));
            true
        }
        _ => false,
    };
    let rest = match location.split_once('?') {
        Some((base, query)) if location.contains("://") => {
            let kept: Vec<&str> = query
                .split('&')
                .filter(|pair| {
                    let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
                    !take(k, v)
                })
                .collect();
            match kept.is_empty() {
                true => base.to_string(),
                false => format!("{base}?{}", kept.join("&")),
            }
        }
        _ if location.contains("://") => location.to_string(),
        _ => location
            .split_whitespace()
            .filter(|word| {
                let (k, v) = word.split_once('=').unwrap_or((word, ""));
                !take(k, v)
            })
            .collect::<Vec<_>>()
            .join(" "),
    };
    let (mode, verify) = match mode.as_deref().unwrap_or("prefer") {
        "disable" => (SslMode::Disable, Verify::Nothing),
        "allow" | "prefer" => (SslMode::Prefer, Verify::Nothing),
        "require" => (SslMode::Require, Verify::Nothing),
        "verify-ca" => (SslMode::Require, Verify::Chain),
        "verify-full" => (SslMode::Require, Verify::ChainAndName),
        other => {
            return Err(format!(
                "sslmode={other} is not one of disable, allow, prefer, require, verify-ca, \
                 verify-full"
            ))
        }
    };
    if verify != Verify::Nothing && root.is_none() {
        return Err(
            "sslmode=verify-ca and verify-full need sslrootcert=FILE, the PEM certificate of the \
             CA that signed the server's certificate"
                .into(),
        );
    }
    Ok(Tls {
        location: rest,
        mode,
        verify,
        root,
    })
}

impl Tls {
    /// The connector carrying out these settings; an unreadable `sslrootcert` is an error naming it.
    pub fn connector(&self) -> Result<MakeRustlsConnect, String> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let builder = rustls::ClientConfig::builder_with_provider(provider.clone())
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?;
        let chain = match &self.root {
            Some(path) if self.verify != Verify::Nothing => {
                let mut roots = RootCertStore::empty();
                let certs = CertificateDer::pem_file_iter(path)
                    .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
                    .map_err(|e| format!("sslrootcert {}: {e}", path.display()))?;
                for cert in certs {
                    roots
                        .add(cert)
                        .map_err(|e| format!("sslrootcert {}: {e}", path.display()))?;
                }
                let webpki =
                    WebPkiServerVerifier::builder_with_provider(roots.into(), provider.clone())
                        .build()
                        .map_err(|e| format!("sslrootcert {}: {e}", path.display()))?;
                Some((webpki, self.verify == Verify::ChainAndName))
            }
            _ => None,
        };
        let verifier = Arc::new(Verifier { provider, chain });
        let config = builder
            .dangerous()
            .with_custom_certificate_verifier(verifier)
            .with_no_client_auth();
        Ok(MakeRustlsConnect::new(config))
    }
}

/// The server's certificate as `sslmode` asks: chained to the root for `verify-ca` and
/// `verify-full` (its host name only for `verify-full`); for `require` (and `prefer`) taken as it
/// is, as libpq does without a root certificate. The handshake's signatures are checked in every
/// mode, with the provider's algorithms.
#[derive(Debug)]
struct Verifier {
    provider: Arc<CryptoProvider>,
    /// The root's verifier and whether the host name counts; `None` takes any certificate.
    chain: Option<(Arc<WebPkiServerVerifier>, bool)>,
}

impl ServerCertVerifier for Verifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let Some((webpki, name)) = &self.chain else {
            return Ok(ServerCertVerified::assertion());
        };
        match webpki.verify_server_cert(end_entity, intermediates, server_name, ocsp, now) {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) if !name => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        let algorithms = &self.provider.signature_verification_algorithms;
        verify_tls12_signature(message, cert, dss, algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        let algorithms = &self.provider.signature_verification_algorithms;
        verify_tls13_signature(message, cert, dss, algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        (self.provider.signature_verification_algorithms).supported_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn sslmode_and_sslrootcert_are_taken_out_of_urls_and_libpq_strings() {
        let tls = split("postgres://u@h/db?sslmode=verify-full&sslrootcert=/ca.pem&x=1").unwrap();
        assert_eq!(tls.location, "postgres://u@h/db?x=1");
        assert_eq!(tls.root.as_deref(), Some(std::path::Path::new("/ca.pem")));
        let tls = split("host=h sslmode=require dbname=d").unwrap();
        assert_eq!(tls.location, "host=h dbname=d");
        assert!(split("postgres://u@h/db?sslmode=verify-ca").is_err());
        assert!(split("postgres://u@h/db?sslmode=sometimes").is_err());
        assert_eq!(
            split("postgres://u@h/db").unwrap().location,
            "postgres://u@h/db"
        );
    }
}
