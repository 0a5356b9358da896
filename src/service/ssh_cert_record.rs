//! What is stored of an SSH certificate of either kind, and the words of OpenSSH's certificates
//! that the signing (`super::ssh_cert`), the CAs' policies (`super::ssh_ca_policy`) and the
//! revocations (`super::ssh_revocation`) share.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ssh_key::certificate::CertType;
use time::Duration;

use super::resource::{Labelled, Resource};
use super::{InScope, Measure};
use crate::api::actor::{Actor, Role};
use crate::api::route::Route;
use crate::api::ApiError;
use crate::kind::{self, Kind};
use crate::store::Tree;

/// The extensions OpenSSH defines; their values must be empty.
pub(super) const OPENSSH_EXTENSIONS: [&str; 6] = [
    "no-touch-required",
    "permit-X11-forwarding",
    "permit-agent-forwarding",
    "permit-port-forwarding",
    "permit-pty",
    "permit-user-rc",
];
/// The critical options OpenSSH defines, the only ones a certificate may carry.
pub(super) const CRITICAL_OPTIONS: [&str; 2] = ["force-command", "source-address"];

/// The two kinds of SSH certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CertKind {
    User,
    Host,
}

impl CertKind {
    /// The kind an ID names by its prefix.
    pub fn of_id(id: &str) -> Option<CertKind> {
        [CertKind::User, CertKind::Host]
            .into_iter()
            .find(|c| Kind::of_id(id) == Some(c.kind()))
    }

    /// Its entry in the table of kinds.
    pub fn kind(self) -> &'static Kind {
        match self {
            CertKind::User => &kind::SSH_USER_CERTIFICATE,
            CertKind::Host => &kind::SSH_HOST_CERTIFICATE,
        }
    }

    pub fn prefix(self) -> &'static str {
        self.kind().prefix
    }

    pub fn tree(self) -> Tree {
        Tree::of(self.kind())
    }

    /// For people: "SSH user certificate".
    pub fn what(self) -> &'static str {
        self.kind().title
    }

    pub fn route(self, id: &str) -> Route<'_> {
        Route::Item(self.kind(), id)
    }

    /// Validity when `valid_until` is not given: a day for users (spec §8), a year for hosts.
    pub(super) fn default_validity(self) -> (Duration, &'static str) {
        match self {
            CertKind::User => (Duration::hours(24), "24 hours"),
            CertKind::Host => (Duration::days(365), "one year"),
        }
    }

    pub(super) fn cert_type(self) -> CertType {
        match self {
            CertKind::User => CertType::User,
            CertKind::Host => CertType::Host,
        }
    }
}

/// What is stored of either kind: the resource without `uri`, plus the serial (kept for
/// revocation lists).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CertRecord {
    pub(super) id: String,
    pub(super) description: String,
    pub(super) metadata: String,
    pub(super) created_at: String,
    pub(super) public_key: String,
    pub(super) key_type: String,
    pub(super) ssh_certificate_authority_id: String,
    pub(super) principals: Vec<String>,
    #[serde(default)]
    pub(super) critical_options: BTreeMap<String, String>,
    #[serde(default)]
    pub(super) extensions: BTreeMap<String, String>,
    pub(super) valid_after: String,
    pub(super) valid_until: String,
    pub(super) serial: u64,
    /// `None` only in a dry run, which signs nothing (`ssh_sign::Signer::WouldSign`).
    pub(super) certificate: Option<String>,
    /// The stored API key that asked for it, when one did: what an issuer may read back. Kept out
    /// of the API's JSON, whose fields are the real API's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) issued_by: Option<String>,
}

impl CertRecord {
    pub fn ca_id(&self) -> &str {
        &self.ssh_certificate_authority_id
    }

    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// The certified public key's line, as the request gave it.
    pub fn public_key(&self) -> &str {
        &self.public_key
    }

    /// The fields both kinds show, in the API's order, with `uri` at `route`.
    fn wire(&self, service: &InScope, route: Route, options: bool) -> Value {
        let mut wire = json!({
            "id": self.id,
            "uri": service.uri(&route.path()),
            "created_at": self.created_at,
            "description": self.description,
            "metadata": self.metadata,
            "public_key": self.public_key,
            "key_type": self.key_type,
            "ssh_certificate_authority_id": self.ssh_certificate_authority_id,
            "principals": self.principals,
        });
        let fields = wire.as_object_mut().expect("an object");
        if options {
            fields.insert("critical_options".into(), json!(self.critical_options));
            fields.insert("extensions".into(), json!(self.extensions));
        }
        fields.insert("valid_after".into(), json!(self.valid_after));
        fields.insert("valid_until".into(), json!(self.valid_until));
        fields.insert("certificate".into(), json!(self.certificate));
        wire
    }
}

/// An SSH user certificate as stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SshUserCertificate(pub(super) CertRecord);

/// An SSH host certificate as stored.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SshHostCertificate(pub(super) CertRecord);

/// The `Resource` and `Labelled` descriptions of one kind: its entry in the table of kinds, and
/// whether it shows critical options and extensions.
macro_rules! certificate_resource {
    ($type:ident, $kind:expr, $options:literal) => {
        impl Resource for $type {
            const KIND: &'static Kind = $kind;

            fn wire(&self, service: &InScope) -> Value {
                self.0
                    .wire(service, Route::Item(Self::KIND, &self.0.id), $options)
            }

            /// An issuer reads only the certificates it issued.
            fn check_visible(&self, actor: &Actor) -> Result<(), ApiError> {
                match (actor.role(), actor.api_key_id()) {
                    (Role::Issuer { .. }, key) if key != self.0.issued_by.as_deref() => Err(actor
                        .refused(&format!(
                            "read {} {}, which it did not issue",
                            Self::KIND.title,
                            self.0.id
                        ))),
                    _ => Ok(()),
                }
            }
        }

        impl Labelled for $type {
            const MEASURE: Measure = Measure::Bytes;

            fn labels_mut(&mut self) -> (&mut String, &mut String) {
                (&mut self.0.description, &mut self.0.metadata)
            }
        }
    };
}

certificate_resource!(SshUserCertificate, &kind::SSH_USER_CERTIFICATE, true);
certificate_resource!(SshHostCertificate, &kind::SSH_HOST_CERTIFICATE, false);

/// Whether a stored record reads as a certificate (`store check`, `store import`): with its
/// certificate, which only a dry run's answer is without.
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    let cert: CertRecord = super::read(record)?;
    match cert.certificate {
        Some(_) => Ok(()),
        None => Err("certificate: a stored certificate record must hold its certificate".into()),
    }
}

/// The characters OpenSSH's patterns give a meaning to.
const PATTERN_CHARS: [char; 2] = ['*', '?'];

/// The first principal that OpenSSH would read as a pattern, were it a host certificate's: its
/// clients match the host name they connect to against each principal (`match_pattern`), so a
/// host certificate for `*.example.com` passes for every host under it, whatever a policy
/// denies, and one for `*` for every host. No host certificate may name one (issue 59, item 2).
pub(super) fn pattern_principal(principals: &[String]) -> Option<(usize, &str)> {
    principals
        .iter()
        .enumerate()
        .find(|(_, p)| p.contains(PATTERN_CHARS))
        .map(|(i, p)| (i, p.as_str()))
}

/// What `store check` reports of a stored host certificate that is readable but unsafe: a
/// principal that is a pattern (signed before such principals were refused).
pub(super) fn host_record_finding(key: &str, record: &Value) -> Option<String> {
    let principals: Vec<String> = serde_json::from_value(record.get("principals")?.clone()).ok()?;
    let (i, principal) = pattern_principal(&principals)?;
    Some(format!(
        "principals[{i}] is {principal:?}, which OpenSSH clients read as a pattern: the \
         certificate passes for every host name it matches; revoke it (tunnelctl ssh-host-cert \
         revoke {key}) and sign one naming each host"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record without its certificate (what only a dry run answers) is refused by `store check`
    /// and `store import`, as one whose certificate is missing.
    #[test]
    fn a_stored_certificate_holds_its_certificate() {
        let record = json!({
            "id": "sucrt_1", "description": "", "metadata": "", "created_at": "2026-11-22T10:00:00Z",
            "public_key": "k", "key_type": "ed25519", "ssh_certificate_authority_id": "sshca_1",
            "principals": [], "valid_after": "2026-11-22T10:00:00Z",
            "valid_until": "2026-11-23T10:00:00Z", "serial": 1, "certificate": "c",
        });
        assert_eq!(check_record(&record), Ok(()));
        let mut null = record.clone();
        null["certificate"] = Value::Null;
        assert!(check_record(&null).unwrap_err().starts_with("certificate:"));
        let mut absent = record.clone();
        absent.as_object_mut().unwrap().remove("certificate");
        assert!(check_record(&absent)
            .unwrap_err()
            .starts_with("certificate:"));
    }
}
