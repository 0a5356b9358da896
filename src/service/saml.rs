//! SAML pieces that are not storage: checking the IdP metadata a user gives, generating the
//! service provider's request-signing certificate, and writing the SP metadata a user hands to their
//! IdP. The last is a pure function of a module's response fields, so the CLI (from a GET response,
//! in any transport) and `tunnelctl serve` (at `metadata_url`) produce the same document.

use rsa::pkcs8::EncodePrivateKey;
use serde_json::Value;
use ssh_key::rand_core::OsRng;
use time::{Duration, OffsetDateTime};
use x509_cert::der::Decode;

use zeroize::Zeroizing;

use super::seal::{Holder, KeyAtRest, StoreKey};
use crate::api::ApiError;
use crate::store::{LongWork, Mint};

/// Namespace of SAML 2.0 metadata (`EntityDescriptor`, `SPSSODescriptor`, …).
pub const METADATA_NS: &str = "urn:oasis:names:tc:SAML:2.0:metadata";
const XMLDSIG_NS: &str = "http://www.w3.org/2000/09/xmldsig#";
const PROTOCOL_NS: &str = "urn:oasis:names:tc:SAML:2.0:protocol";
const BINDING_POST: &str = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const BINDING_REDIRECT: &str = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

/// The name identifier formats a route can ask for (API-NOTES "HTTPS route modules"); the first is
/// the default.
pub const NAMEID_FORMATS: [&str; 4] = [
    "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
    "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
    "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
];

/// RSA, because it is what every IdP accepts for signed authentication requests (several accept
/// nothing else); 2048 bits is the size they expect.
const SIGNING_KEY_BITS: usize = 2048;
/// SAML peers pin the certificate itself rather than checking dates, so a long life saves users a
/// re-configuration at their IdP; the certificate is replaced by deleting and re-adding the module.
const CERTIFICATE_DAYS: i64 = 3650;

/// Checks that `xml` is well-formed XML whose root is a SAML metadata `EntityDescriptor`.
/// Uses a real parser (roxmltree, which refuses DTDs and so entity expansion attacks).
pub fn check_idp_metadata(xml: &str) -> Result<(), ApiError> {
    if xml.trim().is_empty() {
        return Err(ApiError::invalid(
            "idp_metadata is required: the IdP's SAML metadata XML, an EntityDescriptor",
        ));
    }
    let doc = roxmltree::Document::parse(xml)
        .map_err(|e| ApiError::invalid(format!("idp_metadata is not well-formed XML: {e}")))?;
    let root = doc.root_element().tag_name();
    if root.name() != "EntityDescriptor" || root.namespace() != Some(METADATA_NS) {
        let found = match root.namespace() {
            Some(ns) => format!("{{{ns}}}{}", root.name()),
            None => format!("{} (no namespace)", root.name()),
        };
        return Err(ApiError::invalid(format!(
            "idp_metadata must be SAML metadata whose root element is an EntityDescriptor in the \
             namespace {METADATA_NS}; its root element is {found}"
        )));
    }
    Ok(())
}

/// `None` or `""` is the default; anything else must be one of [`NAMEID_FORMATS`].
pub fn check_nameid_format(format: Option<&str>) -> Result<String, ApiError> {
    match format {
        None | Some("") => Ok(NAMEID_FORMATS[0].to_string()),
        Some(f) if NAMEID_FORMATS.contains(&f) => Ok(f.to_string()),
        Some(f) => Err(ApiError::invalid(format!(
            "nameid_format {f:?} is not supported; use one of {}",
            NAMEID_FORMATS.join(", ")
        ))),
    }
}

/// A route's request-signing key pair: the private key (PKCS#8 PEM, never in a response; sealed
/// with the store key when there is one) and its self-signed X.509 certificate (PEM). Both are
/// empty (the default) in a module a dry run set, which makes no key (`Scope::mint`).
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SigningKeys {
    /// Empty for a module imported from an export without private keys (nothing signs with it yet).
    #[serde(default, skip_serializing_if = "KeyAtRest::is_empty")]
    pub private_key_pem: KeyAtRest,
    pub certificate_pem: String,
}

impl SigningKeys {
    /// A new RSA key pair and a self-signed certificate naming the route, valid from `now`; the
    /// private key is sealed for `holder` when there is a store key. Only a scope whose writes may
    /// stay makes one (`Scope::mint`).
    pub fn generate(
        route_id: &str,
        now: OffsetDateTime,
        holder: Holder,
        store_key: Option<&StoreKey>,
        _: &Mint,
        _: &LongWork,
    ) -> Result<Self, ApiError> {
        let key = rsa::RsaPrivateKey::new(&mut OsRng, SIGNING_KEY_BITS)
            .map_err(|e| ApiError::internal(format!("RSA key generation failed: {e}")))?;
        let pkcs8 = key
            .to_pkcs8_der()
            .map_err(|e| ApiError::internal(format!("cannot encode the RSA key: {e}")))?;
        let key_pair = rcgen::KeyPair::try_from(pkcs8.as_bytes())
            .map_err(|e| ApiError::internal(format!("cannot load the RSA key: {e}")))?;
        let mut params = rcgen::CertificateParams::default();
        params.distinguished_name = rcgen::DistinguishedName::new();
        params.distinguished_name.push(
            rcgen::DnType::OrganizationName,
            "tunnelctl SAML service provider",
        );
        params
            .distinguished_name
            .push(rcgen::DnType::CommonName, route_id);
        params.not_before = now;
        // Near the end of the calendar (a clock set far ahead) the certificate ends at RFC 5280's
        // "no well-defined expiration" date instead of overflowing.
        params.not_after = now
            .checked_add(Duration::days(CERTIFICATE_DAYS))
            .unwrap_or(time::macros::datetime!(9999-12-31 23:59:59 UTC))
            .min(time::macros::datetime!(9999-12-31 23:59:59 UTC));
        let certificate = params
            .self_signed(&key_pair)
            .map_err(|e| ApiError::internal(format!("cannot sign the certificate: {e}")))?;
        let private_key_pem = Zeroizing::new(key_pair.serialize_pem());
        Ok(SigningKeys {
            private_key_pem: KeyAtRest::new(&private_key_pem, holder, store_key),
            certificate_pem: certificate.pem(),
        })
    }
}

impl SigningKeys {
    /// Whether the certificate is the private key's: a pair mixed up (an export edited, a record
    /// written behind the tool's back) would have the IdP check the route's requests against
    /// another key. A key this process cannot read (see [`KeyAtRest::readable`]) is not judged.
    pub fn check_pair(&self, holder: Holder, store_key: Option<&StoreKey>) -> Result<(), String> {
        let Some(text) = self
            .private_key_pem
            .readable(holder, store_key)
            .map_err(|e| format!("signing.private_key_pem: {}", e.msg))?
        else {
            return Ok(());
        };
        let key = rcgen::KeyPair::from_pem(&text)
            .map_err(|e| format!("signing.private_key_pem: is not a PEM private key: {e}"))?;
        let certificate = pem::parse(&self.certificate_pem)
            .map_err(|e| e.to_string())
            .and_then(|block| {
                x509_cert::Certificate::from_der(block.contents()).map_err(|e| e.to_string())
            })
            .map_err(|e| format!("signing.certificate_pem: is not a PEM X.509 certificate: {e}"))?;
        let certified = certificate
            .tbs_certificate
            .subject_public_key_info
            .subject_public_key
            .raw_bytes();
        if certified != key.public_key_raw() {
            return Err(
                "signing.certificate_pem certifies another key than signing.private_key_pem: \
                 the two are not a pair; restore the module from a backup, or delete it and \
                 PUT it again for a new pair"
                    .to_string(),
            );
        }
        Ok(())
    }
}

/// What the SP metadata document says, taken from a SAML module's response fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpMetadata<'a> {
    pub entity_id: &'a str,
    pub acs_url: &'a str,
    pub slo_url: &'a str,
    pub certificate_pem: &'a str,
    pub nameid_format: &'a str,
}

impl<'a> SpMetadata<'a> {
    /// Reads the fields from a SAML module as the API returns it; the error names a missing field.
    pub fn from_module(module: &'a Value) -> Result<Self, String> {
        let field = |name: &str| {
            module
                .get(name)
                .and_then(Value::as_str)
                .ok_or_else(|| format!("the SAML module has no {name}"))
        };
        Ok(SpMetadata {
            entity_id: field("entity_id")?,
            acs_url: field("assertion_consumer_service_url")?,
            slo_url: field("single_logout_url")?,
            certificate_pem: field("request_signing_certificate_pem")?,
            nameid_format: field("nameid_format")?,
        })
    }

    /// The SAML 2.0 metadata of the service provider: an `EntityDescriptor` with one
    /// `SPSSODescriptor` that signs its requests with the route's certificate, logs out at the SLO
    /// URL (redirect binding) and takes assertions at the ACS URL (POST binding).
    pub fn to_xml(&self) -> String {
        let SpMetadata {
            entity_id,
            acs_url,
            slo_url,
            certificate_pem,
            nameid_format,
        } = *self;
        let certificate = pem_body(certificate_pem);
        format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="{METADATA_NS}" xmlns:ds="{XMLDSIG_NS}" entityID="{entity_id}">
  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true" protocolSupportEnumeration="{PROTOCOL_NS}">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo>
        <ds:X509Data>
          <ds:X509Certificate>{certificate}</ds:X509Certificate>
        </ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleLogoutService Binding="{BINDING_REDIRECT}" Location="{slo_url}"/>
    <md:NameIDFormat>{nameid_format}</md:NameIDFormat>
    <md:AssertionConsumerService Binding="{BINDING_POST}" Location="{acs_url}" index="0" isDefault="true"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
"#,
            entity_id = escape(entity_id),
            slo_url = escape(slo_url),
            acs_url = escape(acs_url),
            nameid_format = escape(nameid_format),
            certificate = escape(&certificate),
        )
    }
}

/// The base64 body of a PEM block, on one line (what `ds:X509Certificate` holds).
fn pem_body(pem: &str) -> String {
    pem.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with("-----"))
        .collect()
}

/// Escapes text for XML content and double- or single-quoted attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::code;

    const IDP: &str = r#"<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"/>
</md:EntityDescriptor>"#;

    fn refusal(xml: &str) -> String {
        let err = check_idp_metadata(xml).unwrap_err();
        assert_eq!(err.error_code.as_deref(), Some(code::INVALID_FIELD));
        err.msg
    }

    #[test]
    fn idp_metadata_needs_a_saml_entity_descriptor_root() {
        assert!(check_idp_metadata(IDP).is_ok());
        let default_ns = r#"<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>"#;
        assert!(check_idp_metadata(default_ns).is_ok());

        assert!(refusal("").starts_with("idp_metadata is required"));
        assert!(refusal("<md:EntityDescriptor").starts_with("idp_metadata is not well-formed XML"));
        assert!(refusal("<a></b>").starts_with("idp_metadata is not well-formed XML"));
        let msg = refusal(r#"<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>"#);
        assert!(
            msg.ends_with(
                "its root element is {urn:oasis:names:tc:SAML:2.0:metadata}EntitiesDescriptor"
            ),
            "{msg}"
        );
        let msg = refusal("<EntityDescriptor/>");
        assert!(msg.ends_with("EntityDescriptor (no namespace)"), "{msg}");
    }

    #[test]
    fn idp_metadata_with_a_dtd_is_refused() {
        let bomb = r#"<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>"#;
        assert!(refusal(bomb).starts_with("idp_metadata is not well-formed XML"));
    }

    #[test]
    fn nameid_formats() {
        assert_eq!(check_nameid_format(None).unwrap(), NAMEID_FORMATS[0]);
        assert_eq!(check_nameid_format(Some("")).unwrap(), NAMEID_FORMATS[0]);
        for f in NAMEID_FORMATS {
            assert_eq!(check_nameid_format(Some(f)).unwrap(), f);
        }
        let err = check_nameid_format(Some(
            "urn:oasis:names:tc:SAML:1.1:nameid-format:X509SubjectName",
        ))
        .unwrap_err();
        assert!(err.msg.starts_with("nameid_format \"urn:"), "{}", err.msg);
    }

    #[test]
    fn sp_metadata_is_well_formed_and_escaped() {
        let pem = "-----BEGIN CERTIFICATE-----\nMIIB\nAQAB\n-----END CERTIFICATE-----\n";
        let meta = SpMetadata {
            entity_id: "https://x.example/saml/r?a=1&b=\"2\"",
            acs_url: "https://x.example/saml/r/acs",
            slo_url: "https://x.example/saml/r/slo",
            certificate_pem: pem,
            nameid_format: NAMEID_FORMATS[2],
        };
        let xml = meta.to_xml();
        let doc = roxmltree::Document::parse(&xml).expect("well-formed");
        let root = doc.root_element();
        assert!(root.has_tag_name((METADATA_NS, "EntityDescriptor")));
        assert_eq!(root.attribute("entityID"), Some(meta.entity_id));
        let find = |name: &str| {
            doc.descendants()
                .find(|n| n.tag_name().name() == name)
                .unwrap_or_else(|| panic!("{name} missing"))
        };
        assert_eq!(
            find("AssertionConsumerService").attribute("Location"),
            Some(meta.acs_url)
        );
        assert_eq!(
            find("SingleLogoutService").attribute("Location"),
            Some(meta.slo_url)
        );
        assert_eq!(find("X509Certificate").text(), Some("MIIBAQAB"));
        assert_eq!(find("NameIDFormat").text(), Some(NAMEID_FORMATS[2]));
        assert_eq!(
            find("SPSSODescriptor").tag_name().namespace(),
            Some(METADATA_NS)
        );
    }

    #[test]
    fn sp_metadata_from_a_module_names_a_missing_field() {
        let module = serde_json::json!({"entity_id": "e"});
        assert_eq!(
            SpMetadata::from_module(&module).unwrap_err(),
            "the SAML module has no assertion_consumer_service_url"
        );
    }

    #[test]
    fn escape_covers_markup_characters() {
        assert_eq!(
            escape(r#"<a href="x">&'"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&apos;"
        );
    }
}
