//! SSH user certificates (spec §2.5, §4.3; API-NOTES "SSH user certificates"): OpenSSH user
//! certificates signed by a CA of this store, with every rule checked before anything is signed.

use std::collections::{BTreeMap, HashSet};
use std::net::IpAddr;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ssh_key::certificate::{Builder, CertType};
use ssh_key::rand_core::{OsRng, RngCore};
use ssh_key::PublicKey;
use time::{Duration, OffsetDateTime};

use super::resource::{Labelled, Resource};
use super::ssh_ca;
use super::ssh_sign::{self, CaSigner};
use super::{check_description_metadata, null_as_default, Measure, Service};
use crate::api::route::Route;
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::store::Tree;

pub const PREFIX: &str = "sucrt";

/// Validity when `valid_until` is not given (spec §8).
const DEFAULT_VALIDITY: Duration = Duration::hours(24);
/// OpenSSH refuses certificates with more principals (`SSHKEY_CERT_MAX_PRINCIPALS`).
const MAX_PRINCIPALS: usize = 256;
/// The extensions OpenSSH defines; their values must be empty.
const OPENSSH_EXTENSIONS: [&str; 6] = [
    "no-touch-required",
    "permit-X11-forwarding",
    "permit-agent-forwarding",
    "permit-port-forwarding",
    "permit-pty",
    "permit-user-rc",
];
const DEFAULT_EXTENSIONS: [&str; 2] = ["permit-pty", "permit-user-rc"];

/// Body of `POST /ssh_user_certificates`. Empty strings mean unset.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SshCertCreate {
    #[serde(default, deserialize_with = "null_as_default")]
    pub ssh_certificate_authority_id: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub public_key: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub principals: Vec<String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub critical_options: BTreeMap<String, String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub extensions: BTreeMap<String, String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub valid_after: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub valid_until: String,
    pub description: Option<String>,
    pub metadata: Option<String>,
}

/// The fields of a certificate that are fixed at creation.
const FIXED: &[&str] = &[
    "ssh_certificate_authority_id",
    "public_key",
    "principals",
    "critical_options",
    "extensions",
    "valid_after",
    "valid_until",
    "key_type",
    "certificate",
    "created_at",
    "uri",
];

/// What is stored: the resource without `uri`, plus the serial (kept for revocation lists).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SshUserCertificate {
    id: String,
    description: String,
    metadata: String,
    created_at: String,
    public_key: String,
    key_type: String,
    ssh_certificate_authority_id: String,
    principals: Vec<String>,
    critical_options: BTreeMap<String, String>,
    extensions: BTreeMap<String, String>,
    valid_after: String,
    valid_until: String,
    serial: u64,
    certificate: String,
}

impl Resource for SshUserCertificate {
    const KIND: &'static str = "SSH user certificate";
    const TREE: Tree = Tree::SshUserCertificates;
    const PREFIX: &'static str = PREFIX;
    const COLLECTION: Route<'static> = Route::SshCerts;
    const LIST_KEY: &'static str = "ssh_user_certificates";

    fn route(id: &str) -> Route<'_> {
        Route::SshCert(id)
    }

    fn wire(&self, service: &Service) -> Value {
        json!({
            "id": self.id,
            "uri": service.uri(&Route::SshCert(&self.id).path()),
            "created_at": self.created_at,
            "description": self.description,
            "metadata": self.metadata,
            "public_key": self.public_key,
            "key_type": self.key_type,
            "ssh_certificate_authority_id": self.ssh_certificate_authority_id,
            "principals": self.principals,
            "critical_options": self.critical_options,
            "extensions": self.extensions,
            "valid_after": self.valid_after,
            "valid_until": self.valid_until,
            "certificate": self.certificate,
        })
    }
}

impl Labelled for SshUserCertificate {
    const MEASURE: Measure = Measure::Bytes;
    const FIXED: &'static [&'static str] = FIXED;

    fn labels_mut(&mut self) -> (&mut String, &mut String) {
        (&mut self.description, &mut self.metadata)
    }
}

impl Service {
    pub fn ssh_cert_create(&self, req: SshCertCreate) -> Result<Value, ApiError> {
        let now = self.clock.now();
        let cert = Validated::new(req, now)?;
        let signer = self.ssh_ca_signer(&cert.ca_id)?;
        let serial = self.new_serial()?;
        let mut nonce = [0u8; Builder::RECOMMENDED_NONCE_SIZE];
        OsRng.fill_bytes(&mut nonce);
        let record = self.store.create(
            Tree::SshUserCertificates,
            PREFIX,
            now.unix_timestamp(),
            |tx, id| {
                // The CA may have been deleted since its key was read.
                if !tx.contains(Tree::SshCas, &cert.ca_id)? {
                    return Err(ApiError::not_found(
                        crate::service::ssh_ca::SshCa::KIND,
                        &cert.ca_id,
                    )
                    .into());
                }
                let record = cert.sign(&signer, id, serial, &nonce, now)?;
                // Counts the certificate for its CA too (the index of `store::INDEXES`).
                tx.put(Tree::SshUserCertificates, id, &record)?;
                Ok(record)
            },
        )?;
        Ok(record.wire(self))
    }

    /// A random non-zero serial (reproducible under `TUNNELCTL_SEED`, like IDs).
    fn new_serial(&self) -> Result<u64, ApiError> {
        loop {
            let bytes = self.store.random_bytes()?;
            let serial = u64::from_be_bytes(bytes[..8].try_into().expect("16 bytes hold 8"));
            if serial != 0 {
                return Ok(serial);
            }
        }
    }
}

/// A create request that passed every rule that does not need the store.
struct Validated {
    ca_id: String,
    public_key: PublicKey,
    public_key_line: String,
    key_type: &'static str,
    principals: Vec<String>,
    critical_options: BTreeMap<String, String>,
    extensions: BTreeMap<String, String>,
    valid_after: OffsetDateTime,
    valid_until: OffsetDateTime,
    description: String,
    metadata: String,
}

impl Validated {
    fn new(req: SshCertCreate, now: OffsetDateTime) -> Result<Validated, ApiError> {
        if req.ssh_certificate_authority_id.is_empty() {
            return Err(ApiError::invalid(
                "ssh_certificate_authority_id is required: the CA (sshca_...) that signs the certificate",
            ));
        }
        id::check(
            &req.ssh_certificate_authority_id,
            ssh_ca::PREFIX,
            "ssh_certificate_authority_id",
        )?;
        let (public_key, key_type) = ssh_sign::parse_user_public_key(&req.public_key)
            .map_err(|rule| ApiError::invalid(format!("public_key {rule}")))?;
        check_principals(&req.principals).map_err(ApiError::invalid)?;
        let critical_options =
            check_critical_options(req.critical_options).map_err(ApiError::invalid)?;
        let extensions = check_extensions(req.extensions).map_err(ApiError::invalid)?;
        let valid_after = match req.valid_after.as_str() {
            "" => now,
            text => parse_time("valid_after", text)?,
        };
        let valid_until = match req.valid_until.as_str() {
            "" => valid_after.checked_add(DEFAULT_VALIDITY).ok_or_else(|| {
                ApiError::invalid("valid_after is too late to add the default validity of 24 hours")
            })?,
            text => parse_time("valid_until", text)?,
        };
        if valid_until <= valid_after {
            return Err(ApiError::invalid(format!(
                "valid_until ({}) must be after valid_after ({})",
                clock::format_time(valid_until),
                clock::format_time(valid_after)
            )));
        }
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            Measure::Bytes,
        )?;
        Ok(Validated {
            ca_id: req.ssh_certificate_authority_id,
            public_key,
            public_key_line: req.public_key.trim().to_string(),
            key_type: key_type.as_str(),
            principals: req.principals,
            critical_options,
            extensions,
            valid_after,
            valid_until,
            description: req.description.unwrap_or_default(),
            metadata: req.metadata.unwrap_or_default(),
        })
    }

    /// Signs the certificate for `id` (its key ID and comment) and returns the record to store.
    fn sign(
        &self,
        signer: &CaSigner,
        id: &str,
        serial: u64,
        nonce: &[u8],
        now: OffsetDateTime,
    ) -> Result<SshUserCertificate, ApiError> {
        let seconds = |t: OffsetDateTime| t.unix_timestamp() as u64; // both checked to be ≥ 0
        let cert = (|| {
            let mut b = Builder::new(
                nonce,
                self.public_key.key_data().clone(),
                seconds(self.valid_after),
                seconds(self.valid_until),
            )?;
            b.serial(serial)?
                .key_id(id)?
                .cert_type(CertType::User)?
                .comment(id)?;
            if self.principals.is_empty() {
                b.all_principals_valid()?;
            }
            for p in &self.principals {
                b.valid_principal(p)?;
            }
            for (name, value) in &self.critical_options {
                b.critical_option(name, value)?;
            }
            for (name, value) in &self.extensions {
                b.extension(name, value)?;
            }
            signer.sign(b)?.to_openssh()
        })()
        .map_err(|e| ApiError::internal(format!("signing the certificate failed: {e}")))?;
        Ok(SshUserCertificate {
            id: id.to_string(),
            description: self.description.clone(),
            metadata: self.metadata.clone(),
            created_at: clock::format_time(now),
            public_key: self.public_key_line.clone(),
            key_type: self.key_type.to_string(),
            ssh_certificate_authority_id: self.ca_id.clone(),
            principals: self.principals.clone(),
            critical_options: self.critical_options.clone(),
            extensions: self.extensions.clone(),
            valid_after: clock::format_time(self.valid_after),
            valid_until: clock::format_time(self.valid_until),
            serial,
            certificate: cert,
        })
    }
}

fn parse_time(field: &str, text: &str) -> Result<OffsetDateTime, ApiError> {
    let t = clock::parse_time(text).map_err(|e| {
        ApiError::invalid(format!(
            "{field} must be an RFC 3339 time like 2026-11-22T10:00:00Z; got {text:?} ({e})"
        ))
    })?;
    if t.unix_timestamp() < 0 {
        return Err(ApiError::invalid(format!(
            "{field} must not be before 1970-01-01T00:00:00Z; got {text:?}"
        )));
    }
    Ok(t)
}

/// Principals are user names: non-empty, without whitespace, commas or control characters,
/// each listed once, at most 256.
fn check_principals(principals: &[String]) -> Result<(), String> {
    if principals.len() > MAX_PRINCIPALS {
        return Err(format!(
            "principals: at most {MAX_PRINCIPALS} are allowed (OpenSSH's limit); {} were given",
            principals.len()
        ));
    }
    let mut seen = HashSet::new();
    for (i, p) in principals.iter().enumerate() {
        if p.is_empty() {
            return Err(format!("principals[{i}] must not be empty"));
        }
        if p.chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == ',')
        {
            return Err(format!(
                "principals[{i}] must not contain whitespace, commas or control characters; got {p:?}"
            ));
        }
        if !seen.insert(p) {
            return Err(format!("principals[{i}]: {p:?} is listed more than once"));
        }
    }
    Ok(())
}

/// Only the two critical options OpenSSH defines: `force-command` (non-empty) and
/// `source-address` (a CIDR list, normalised without spaces).
fn check_critical_options(
    options: BTreeMap<String, String>,
) -> Result<BTreeMap<String, String>, String> {
    options
        .into_iter()
        .map(|(name, value)| match name.as_str() {
            "force-command" if value.trim().is_empty() => {
                Err("critical_options.force-command must name a command; it is empty".to_string())
            }
            "force-command" => Ok((name, value)),
            "source-address" => parse_cidr_list(&value)
                .map(|list| (name, list))
                .map_err(|rule| format!("critical_options.source-address: {rule}")),
            other => Err(format!(
                "critical_options: {other:?} is not a critical option; the only ones defined are force-command and source-address"
            )),
        })
        .collect()
}

/// Extensions: absent or empty → permit-pty and permit-user-rc. Names from OpenSSH's set (with
/// empty values) or vendor names containing `@`.
fn check_extensions(
    extensions: BTreeMap<String, String>,
) -> Result<BTreeMap<String, String>, String> {
    if extensions.is_empty() {
        return Ok(DEFAULT_EXTENSIONS
            .iter()
            .map(|n| (n.to_string(), String::new()))
            .collect());
    }
    for (name, value) in &extensions {
        if OPENSSH_EXTENSIONS.contains(&name.as_str()) {
            if !value.is_empty() {
                return Err(format!(
                    "extensions.{name} takes no value (it must be \"\"); got {value:?}"
                ));
            }
        } else if !is_vendor_name(name) {
            return Err(format!(
                "extensions: {name:?} is not an OpenSSH extension ({}) nor a vendor extension (name@domain)",
                OPENSSH_EXTENSIONS.join(", ")
            ));
        }
    }
    Ok(extensions)
}

fn is_vendor_name(name: &str) -> bool {
    match name.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !name.chars().any(|c| c.is_whitespace() || c.is_control())
        }
        None => false,
    }
}

/// A `source-address` list as OpenSSH reads it: comma-separated addresses or CIDR blocks, no host
/// bits set beyond the prefix. Returns the list without spaces.
pub fn parse_cidr_list(list: &str) -> Result<String, String> {
    let entries: Vec<&str> = list.split(',').map(str::trim).collect();
    for (i, entry) in entries.iter().enumerate() {
        if entry.is_empty() {
            return Err(format!(
                "entry {} is empty; give addresses or CIDR blocks separated by commas",
                i + 1
            ));
        }
        check_cidr(entry).map_err(|rule| format!("{entry:?} {rule}"))?;
    }
    Ok(entries.join(","))
}

fn check_cidr(entry: &str) -> Result<(), String> {
    let (addr, prefix) = match entry.split_once('/') {
        Some((a, p)) => (a, Some(p)),
        None => (entry, None),
    };
    let addr: IpAddr = addr
        .parse()
        .map_err(|_| "is not an IPv4 or IPv6 address or CIDR block".to_string())?;
    let max = if addr.is_ipv4() { 32 } else { 128 };
    let Some(prefix) = prefix else {
        return Ok(());
    };
    let len: u32 = match prefix.parse() {
        Ok(n) if n <= max && prefix.bytes().all(|b| b.is_ascii_digit()) => n,
        _ => return Err(format!("has a prefix length that is not 0 to {max}")),
    };
    let bits: u128 = match addr {
        IpAddr::V4(a) => u32::from(a) as u128,
        IpAddr::V6(a) => u128::from(a),
    };
    let host_bits = max - len;
    let host_mask = if host_bits == 0 {
        0
    } else {
        u128::MAX >> (128 - host_bits)
    };
    if bits & host_mask != 0 {
        return Err(format!(
            "has bits set after the first {len}; the block starts at a different address"
        ));
    }
    Ok(())
}

/// Whether a stored record reads as a SshUserCertificate (`store check`, `store import`).
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    super::reads::<SshUserCertificate>(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn cidr_lists_follow_openssh() {
        for ok in [
            "127.0.0.1",
            "10.0.0.0/8",
            "0.0.0.0/0",
            "::1/128",
            "2001:db8::/32",
            "192.168.1.7/32",
        ] {
            assert_eq!(parse_cidr_list(ok).as_deref(), Ok(ok), "{ok}");
        }
        assert_eq!(
            parse_cidr_list("127.0.0.1, 10.0.0.0/8").unwrap(),
            "127.0.0.1,10.0.0.0/8"
        );
        for (bad, rule) in [
            ("10.0.0.1/8", "has bits set after the first 8"),
            ("fe80::1/64", "has bits set after the first 64"),
            ("10.0.0.0/33", "prefix length that is not 0 to 32"),
            ("10.0.0.0/+8", "prefix length"),
            ("10.0.0.0/", "prefix length"),
            ("!10.0.0.0/8", "is not an IPv4 or IPv6 address"),
            ("*", "is not an IPv4 or IPv6 address"),
            ("example.com", "is not an IPv4 or IPv6 address"),
            ("fe80::1%eth0", "is not an IPv4 or IPv6 address"),
            ("10.0.0.0/8,", "entry 2 is empty"),
            ("", "entry 1 is empty"),
        ] {
            let err = parse_cidr_list(bad).unwrap_err();
            assert!(err.contains(rule), "{bad}: {err}");
        }
    }

    #[test]
    fn critical_options_are_the_two_openssh_defines() {
        let ok = check_critical_options(map(&[
            ("force-command", "/usr/bin/id -un"),
            ("source-address", "127.0.0.1/32, ::1"),
        ]))
        .unwrap();
        assert_eq!(ok["source-address"], "127.0.0.1/32,::1");
        assert_eq!(ok["force-command"], "/usr/bin/id -un");
        for (bad, rule) in [
            (map(&[("force-command", " ")]), "must name a command"),
            (map(&[("source-address", "10.0.0.1/8")]), "source-address"),
            (map(&[("verify-required", "")]), "is not a critical option"),
            (map(&[("permit-pty", "")]), "is not a critical option"),
        ] {
            let err = check_critical_options(bad).unwrap_err();
            assert!(err.contains(rule), "{err}");
        }
    }

    #[test]
    fn extensions_default_and_rules() {
        assert_eq!(
            check_extensions(BTreeMap::new()).unwrap(),
            map(&[("permit-pty", ""), ("permit-user-rc", "")])
        );
        let ok = map(&[
            ("permit-X11-forwarding", ""),
            ("login@example.com", "alice"),
        ]);
        assert_eq!(check_extensions(ok.clone()).unwrap(), ok);
        for (bad, rule) in [
            (map(&[("permit-pty", "yes")]), "takes no value"),
            (
                map(&[("permit-everything", "")]),
                "is not an OpenSSH extension",
            ),
            (map(&[("@example.com", "")]), "vendor extension"),
            (map(&[("x@", "")]), "vendor extension"),
        ] {
            let err = check_extensions(bad).unwrap_err();
            assert!(err.contains(rule), "{err}");
        }
    }

    #[test]
    fn principals_rules() {
        let p = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(check_principals(&p(&["alice", "deploy-bot"])).is_ok());
        assert!(check_principals(&[]).is_ok());
        for (bad, rule) in [
            (p(&[""]), "must not be empty"),
            (p(&["a b"]), "whitespace"),
            (p(&["a,b"]), "commas"),
            (p(&["a", "a"]), "more than once"),
        ] {
            let err = check_principals(&bad).unwrap_err();
            assert!(err.contains(rule), "{err}");
        }
        let many: Vec<String> = (0..257).map(|i| format!("u{i}")).collect();
        assert!(check_principals(&many).unwrap_err().contains("at most 256"));
    }

    #[test]
    fn validity_defaults_and_order() {
        let now = clock::parse_time("2026-11-22T10:00:00Z").unwrap();
        let req = |after: &str, until: &str| SshCertCreate {
            ssh_certificate_authority_id: "sshca_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa".into(),
            public_key:
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEsQ7ekkqYuE2PRsCqLk1CqoYDCyh2VM+Wh9Kbvv5SwU"
                    .into(),
            valid_after: after.into(),
            valid_until: until.into(),
            ..Default::default()
        };
        let v = Validated::new(req("", ""), now).unwrap();
        assert_eq!(v.valid_after, now);
        assert_eq!(v.valid_until, now + Duration::hours(24));
        let v = Validated::new(req("2026-11-23T12:00:00+02:00", ""), now).unwrap();
        assert_eq!(clock::format_time(v.valid_until), "2026-11-24T10:00:00Z");
        for (after, until, rule) in [
            ("", "2026-11-22T10:00:00Z", "must be after valid_after"),
            ("2026-11-22", "", "valid_after must be an RFC 3339 time"),
            ("1969-12-31T23:59:59Z", "", "must not be before 1970"),
        ] {
            let err = Validated::new(req(after, until), now).err().unwrap();
            assert!(err.msg.contains(rule), "{}", err.msg);
        }
    }
}
