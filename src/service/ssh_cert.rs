//! SSH certificates (spec §2.5, §4.3; API-NOTES "SSH user certificates" and "SSH host
//! certificates"): OpenSSH user and host certificates signed by a CA of this store, with every
//! rule checked before anything is signed. Both kinds share the record, the checks and the
//! signing; they differ in their tree, ID prefix, certificate type, default validity, and in that
//! host certificates have no critical options or extensions.

use std::collections::{BTreeMap, HashSet};

use serde::Deserialize;
use serde_json::Value;
use ssh_key::certificate::Builder;
use ssh_key::rand_core::{OsRng, RngCore};
use time::OffsetDateTime;

use super::cidr;
use super::resource::Resource;
use super::seal::StoreKey;
use super::ssh_ca_policy;
use super::ssh_cert_record::{
    pattern_principal, CertKind, CertRecord, SshHostCertificate, SshUserCertificate,
    OPENSSH_EXTENSIONS,
};
use super::ssh_sign::Secret;
use super::ssh_sign::{self, Signer};
use super::{check_description_metadata, null_as_default, InScope, Measure};
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::kind;
use crate::store::Tree;

/// OpenSSH refuses certificates with more principals (`SSHKEY_CERT_MAX_PRINCIPALS`).
const MAX_PRINCIPALS: usize = 256;
/// `details.reason` of a host certificate refused for a principal that holds `*` or `?`.
pub const HOST_PRINCIPAL_PATTERN: &str = "host_principal_pattern";
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

/// Body of `POST /ssh_host_certificates`: a user certificate's fields without critical options
/// and extensions, which host certificates do not have.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SshHostCertCreate {
    #[serde(default, deserialize_with = "null_as_default")]
    pub ssh_certificate_authority_id: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub public_key: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub principals: Vec<String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub valid_after: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub valid_until: String,
    pub description: Option<String>,
    pub metadata: Option<String>,
}

impl From<SshHostCertCreate> for SshCertCreate {
    fn from(req: SshHostCertCreate) -> Self {
        SshCertCreate {
            ssh_certificate_authority_id: req.ssh_certificate_authority_id,
            public_key: req.public_key,
            principals: req.principals,
            critical_options: BTreeMap::new(),
            extensions: BTreeMap::new(),
            valid_after: req.valid_after,
            valid_until: req.valid_until,
            description: req.description,
            metadata: req.metadata,
        }
    }
}

impl InScope<'_> {
    /// `POST /ssh_user_certificates`; see [`issue`](Self::issue) for `passphrase` and
    /// `store_key`.
    pub fn ssh_cert_create(
        &self,
        req: SshCertCreate,
        passphrase: Option<&Secret>,
        store_key: Option<&StoreKey>,
    ) -> Result<Value, ApiError> {
        let record = self.issue(CertKind::User, req, passphrase, store_key)?;
        Ok(SshUserCertificate(record).wire(self))
    }

    pub fn ssh_host_cert_create(
        &self,
        req: SshHostCertCreate,
        passphrase: Option<&Secret>,
        store_key: Option<&StoreKey>,
    ) -> Result<Value, ApiError> {
        let record = self.issue(CertKind::Host, req.into(), passphrase, store_key)?;
        Ok(SshHostCertificate(record).wire(self))
    }

    /// Checks, signs and stores a certificate of `kind`. `passphrase`, when given, opens an
    /// encrypted CA for this request only (the local CLI sends it with the request), instead of
    /// one the service holds. `store_key`, the request's, opens a CA sealed with it.
    fn issue(
        &self,
        kind: CertKind,
        req: SshCertCreate,
        passphrase: Option<&Secret>,
        store_key: Option<&StoreKey>,
    ) -> Result<CertRecord, ApiError> {
        let now = self.clock.now();
        let cert = Validated::new(kind, req, now)?;
        let longest =
            self.check_may_sign(&cert.ca_id, &cert.request.principals, cert.asked(now))?;
        let revoked =
            super::ssh_revocation::revoked_key_record(&cert.ca_id, &cert.request.public_key);
        // The CA's key is opened once every record the request checks is in hand (in the
        // closure, after them): on `serve`'s async thread a request runs again for each record
        // it lacks, and opening a sealed or encrypted key costs more than all the rest. A try
        // the write loop runs again signs with the key already opened.
        let ca_key = self.ssh_ca_key(&cert.ca_id, passphrase, store_key)?;
        let signer = std::cell::OnceCell::new();
        let serial = self.new_serial()?;
        let mut nonce = [0u8; Builder::RECOMMENDED_NONCE_SIZE];
        OsRng.fill_bytes(&mut nonce);
        self.create(
            kind.tree(),
            kind.prefix(),
            now.unix_timestamp(),
            |tx, id| {
                // The CA may have been deleted since its key was read.
                if !tx.contains(Tree::of(&kind::SSH_CA), &cert.ca_id)? {
                    return Err(ApiError::not_found(
                        crate::service::ssh_ca::SshCa::KIND.title,
                        &cert.ca_id,
                    )
                    .into());
                }
                super::ssh_revocation::refuse_revoked_key(tx, &revoked)?;
                // The policy may complete the request (a default validity), so each try starts
                // from the request as it came.
                let mut completed = cert.clone();
                ssh_ca_policy::check(tx, &cert.ca_id, &mut completed.request, now)?;
                completed.shorten_default(longest, now);
                let signer = match signer.get() {
                    Some(signer) => signer,
                    None => {
                        let opened = self.open_ca_key(&cert.ca_id, &ca_key, store_key)?;
                        signer.get_or_init(|| opened)
                    }
                };
                let issued_by = self.actor().api_key_id();
                let record = completed.sign(signer, id, serial, &nonce, now, issued_by)?;
                // Counts the certificate for its CA too (the indexes of `store::INDEXES`).
                tx.put(kind.tree(), id, &record)?;
                Ok(record)
            },
        )
    }

    /// A random non-zero serial (reproducible under `TUNNELCTL_SEED`, like IDs).
    fn new_serial(&self) -> Result<u64, ApiError> {
        loop {
            let bytes = self.store.random_bytes(self.scope)?;
            let serial = u64::from_be_bytes(bytes[..8].try_into().expect("16 bytes hold 8"));
            if serial != 0 {
                return Ok(serial);
            }
        }
    }
}

/// Judges a user certificate request by `policy` as signing does, without the store: a client
/// that read a CA's policy refuses early what the service would refuse (the service still
/// decides, with the policy it holds then).
pub fn check_policy(
    req: SshCertCreate,
    policy: &ssh_ca_policy::SshCaPolicy,
    now: OffsetDateTime,
) -> Result<(), ApiError> {
    let mut cert = Validated::new(CertKind::User, req, now)?;
    policy.check(&cert.ca_id, &mut cert.request, now)
}

/// A create request that passed every rule that does not need the store.
#[derive(Clone)]
struct Validated {
    ca_id: String,
    /// What the certificate holds, as the CA's policy judges it.
    request: ssh_ca_policy::Request,
    public_key_line: String,
    description: String,
    metadata: String,
}

impl Validated {
    /// The seconds the request asked to be valid for, from its start or now (whichever is
    /// later, as a policy counts them); `None` when it left the validity to the CA.
    fn asked(&self, now: OffsetDateTime) -> Option<u64> {
        let from = self.request.valid_after.max(now);
        let seconds = (self.request.valid_until - from).whole_seconds().max(0) as u64;
        (!self.request.default_until).then_some(seconds)
    }

    /// Shortens a default validity (the CA's, its policy applied) to `longest` seconds, the
    /// asking key's: the certificate gets the smaller of the two.
    fn shorten_default(&mut self, longest: Option<u64>, now: OffsetDateTime) {
        let from = self.request.valid_after.max(now);
        let until = longest.and_then(|s| from.checked_add(time::Duration::seconds(s as i64)));
        if let (true, Some(until)) = (self.request.default_until, until) {
            self.request.valid_until = self.request.valid_until.min(until);
        }
    }

    fn new(kind: CertKind, req: SshCertCreate, now: OffsetDateTime) -> Result<Validated, ApiError> {
        if req.ssh_certificate_authority_id.is_empty() {
            return Err(ApiError::invalid(
                "ssh_certificate_authority_id is required: the CA (sshca_...) that signs the certificate",
            ));
        }
        id::check(
            &req.ssh_certificate_authority_id,
            kind::SSH_CA.prefix,
            "ssh_certificate_authority_id",
        )?;
        let (public_key, key_type) = ssh_sign::parse_user_public_key(&req.public_key)
            .map_err(|rule| ApiError::invalid(format!("public_key {rule}")))?;
        check_principals(&req.principals).map_err(ApiError::invalid)?;
        if kind == CertKind::Host {
            check_host_principals(&req.principals)?;
        }
        let default_extensions = req.extensions.is_empty();
        let (critical_options, extensions) = match kind {
            CertKind::User => (
                check_critical_options(req.critical_options).map_err(ApiError::invalid)?,
                check_extensions(req.extensions).map_err(ApiError::invalid)?,
            ),
            CertKind::Host => (BTreeMap::new(), BTreeMap::new()),
        };
        let valid_after = match req.valid_after.as_str() {
            "" => now,
            text => parse_time("valid_after", text)?,
        };
        let default_until = req.valid_until.is_empty();
        let (validity, validity_text) = kind.default_validity();
        let valid_until = match req.valid_until.as_str() {
            "" => valid_after.checked_add(validity).ok_or_else(|| {
                ApiError::invalid(format!(
                    "valid_after is too late to add the default validity of {validity_text}"
                ))
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
            request: ssh_ca_policy::Request {
                kind,
                public_key,
                key_type: key_type.as_str(),
                principals: req.principals,
                critical_options,
                extensions,
                default_extensions,
                valid_after,
                valid_until,
                default_until,
            },
            public_key_line: req.public_key.trim().to_string(),
            description: req.description.unwrap_or_default(),
            metadata: req.metadata.unwrap_or_default(),
        })
    }

    /// Signs the certificate for `id` (its key ID and comment) and returns the record to store;
    /// in a dry run ([`Signer::WouldSign`]) the record without its certificate.
    fn sign(
        &self,
        signer: &Signer,
        id: &str,
        serial: u64,
        nonce: &[u8],
        now: OffsetDateTime,
        issued_by: Option<&str>,
    ) -> Result<CertRecord, ApiError> {
        let seconds = |t: OffsetDateTime| t.unix_timestamp() as u64; // both checked to be ≥ 0
        let cert = (|| {
            let mut b = Builder::new(
                nonce,
                self.request.public_key.key_data().clone(),
                seconds(self.request.valid_after),
                seconds(self.request.valid_until),
            )?;
            b.serial(serial)?
                .key_id(id)?
                .cert_type(self.request.kind.cert_type())?
                .comment(id)?;
            if self.request.principals.is_empty() {
                b.all_principals_valid()?;
            }
            for p in &self.request.principals {
                b.valid_principal(p)?;
            }
            for (name, value) in &self.request.critical_options {
                b.critical_option(name, value)?;
            }
            for (name, value) in &self.request.extensions {
                b.extension(name, value)?;
            }
            signer.sign(b)
        })()
        .map_err(|e| ApiError::internal(format!("signing the certificate failed: {e}")))?;
        Ok(CertRecord {
            id: id.to_string(),
            description: self.description.clone(),
            metadata: self.metadata.clone(),
            created_at: clock::format_time(now),
            public_key: self.public_key_line.clone(),
            key_type: self.request.key_type.to_string(),
            ssh_certificate_authority_id: self.ca_id.clone(),
            principals: self.request.principals.clone(),
            critical_options: self.request.critical_options.clone(),
            extensions: self.request.extensions.clone(),
            valid_after: clock::format_time(self.request.valid_after),
            valid_until: clock::format_time(self.request.valid_until),
            serial,
            certificate: cert,
            issued_by: issued_by.map(str::to_owned),
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

/// Principals are user names (or host names and addresses): non-empty, without whitespace, commas or control characters,
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

/// No host certificate principal holds `*` or `?`, whatever the CA's policy allows: OpenSSH
/// clients would accept the certificate for every host name it matches.
fn check_host_principals(principals: &[String]) -> Result<(), ApiError> {
    match pattern_principal(principals) {
        Some((i, principal)) => Err(ApiError::invalid(format!(
            "principals[{i}]: {principal:?} holds * or ?, and OpenSSH clients read a host \
             certificate's principals as patterns: it would be accepted for every host name it \
             matches; name each host instead (a certificate may name up to {MAX_PRINCIPALS})"
        ))
        .with_detail("reason", HOST_PRINCIPAL_PATTERN)
        .with_detail("principal", principal)),
        None => Ok(()),
    }
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
            "source-address" => cidr::parse_list(&value)
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

#[cfg(test)]
mod tests {
    use super::*;
    use time::Duration;

    fn map(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    /// Each input is refused by `check` with a message that names its rule.
    fn refuses<T: std::fmt::Debug, R: std::fmt::Debug>(
        check: impl Fn(&T) -> Result<R, String>,
        cases: &[(T, &str)],
    ) {
        for (bad, rule) in cases {
            let err = check(bad).unwrap_err();
            assert!(err.contains(rule), "{bad:?}: {err}");
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
        refuses(
            |bad| check_critical_options(bad.clone()),
            &[
                (map(&[("force-command", " ")]), "must name a command"),
                (map(&[("source-address", "10.0.0.1/8")]), "source-address"),
                (map(&[("verify-required", "")]), "is not a critical option"),
                (map(&[("permit-pty", "")]), "is not a critical option"),
            ],
        );
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
        refuses(
            |bad| check_extensions(bad.clone()),
            &[
                (map(&[("permit-pty", "yes")]), "takes no value"),
                (
                    map(&[("permit-everything", "")]),
                    "is not an OpenSSH extension",
                ),
                (map(&[("@example.com", "")]), "vendor extension"),
                (map(&[("x@", "")]), "vendor extension"),
            ],
        );
    }

    #[test]
    fn principals_rules() {
        let p = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(check_principals(&p(&["alice", "deploy-bot"])).is_ok());
        assert!(check_principals(&[]).is_ok());
        refuses(
            |bad| check_principals(bad),
            &[
                (p(&[""]), "must not be empty"),
                (p(&["a b"]), "whitespace"),
                (p(&["a,b"]), "commas"),
                (p(&["a", "a"]), "more than once"),
            ],
        );
        let many: Vec<String> = (0..257).map(|i| format!("u{i}")).collect();
        assert!(check_principals(&many).unwrap_err().contains("at most 256"));
    }

    #[test]
    fn host_principals_are_never_patterns() {
        let req = |principals: &[&str]| SshCertCreate {
            ssh_certificate_authority_id: "sshca_2Ba8mJ6fB3bNBGn0ImcMOuSJPqa".into(),
            public_key:
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEsQ7ekkqYuE2PRsCqLk1CqoYDCyh2VM+Wh9Kbvv5SwU"
                    .into(),
            principals: principals.iter().map(|p| p.to_string()).collect(),
            ..Default::default()
        };
        let now = clock::parse_time("2026-11-22T10:00:00Z").unwrap();
        for (principals, at, principal) in [
            (&["*.example.com"][..], 0, "*.example.com"),
            (&["web1.example.com", "*"][..], 1, "*"),
            (&["web?.example.com"][..], 0, "web?.example.com"),
        ] {
            let err = Validated::new(CertKind::Host, req(principals), now)
                .err()
                .unwrap();
            assert_eq!(err.status, 400);
            assert!(
                err.msg
                    .starts_with(&format!("principals[{at}]: {principal:?} holds * or ?")),
                "{}",
                err.msg
            );
            assert_eq!(err.details["principal"], principal);
            assert_eq!(err.details["reason"], HOST_PRINCIPAL_PATTERN);
        }
        // A user principal is compared whole by sshd: a `*` in it is only a character.
        assert!(Validated::new(CertKind::User, req(&["deploy-*"]), now).is_ok());
        assert!(
            Validated::new(CertKind::Host, req(&["web1.example.com", "10.0.0.7"]), now).is_ok()
        );
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
        let v = Validated::new(CertKind::User, req("", ""), now).unwrap();
        assert_eq!(v.request.valid_after, now);
        assert_eq!(v.request.valid_until, now + Duration::hours(24));
        let v = Validated::new(CertKind::User, req("2026-11-23T12:00:00+02:00", ""), now).unwrap();
        assert_eq!(
            clock::format_time(v.request.valid_until),
            "2026-11-24T10:00:00Z"
        );
        let host = Validated::new(CertKind::Host, req("", ""), now).unwrap();
        assert_eq!(host.request.valid_until, now + Duration::days(365));
        assert!(
            host.request.extensions.is_empty(),
            "host certificates have none"
        );
        for (after, until, rule) in [
            ("", "2026-11-22T10:00:00Z", "must be after valid_after"),
            ("2026-11-22", "", "valid_after must be an RFC 3339 time"),
            ("1969-12-31T23:59:59Z", "", "must not be before 1970"),
        ] {
            let err = Validated::new(CertKind::User, req(after, until), now)
                .err()
                .unwrap();
            assert!(err.msg.contains(rule), "{}", err.msg);
        }
    }
}
