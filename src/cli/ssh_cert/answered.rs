//! The certificate a signing server answered, checked against the request before anything uses
//! it (issue 59): a hostile or misconfigured server could answer a ten-year certificate to a
//! request for one hour, or one for another key, other principals or from another CA, and ssh,
//! the agent and the file beside the key would take it as it came. So `create`, `renew` and
//! `login` (through `issue::sign`) write no file, give nothing to ssh-agent and print nothing
//! unless the certificate is the one asked for.

use serde_json::Value;
use ssh_key::public::KeyData;
use ssh_key::{Certificate, HashAlg, PublicKey};
use time::OffsetDateTime;

use super::Kind;
use crate::api::route::Route;
use crate::cli::body::Body;
use crate::cli::error::ErrorKind;
use crate::cli::{CliError, Context};
use crate::clock::{self, Clock};
use crate::kind;
use crate::service::ssh_cert_record::CertKind;

/// What a certificate request asked for, and the CA's public key, read before asking.
pub(super) struct Asked {
    kind: Kind,
    ca_id: String,
    /// `None` when the request's CA ID is malformed: the service refuses such a request, so a
    /// certificate answered to it is refused too.
    ca_key: Option<KeyData>,
    /// `None` when the request's key does not read: the same.
    key: Option<KeyData>,
    /// Sorted: the order of principals means nothing to ssh.
    principals: Vec<String>,
    start: Option<OffsetDateTime>,
    end: End,
}

/// The latest end the certificate may have.
enum End {
    /// The end the request asked for.
    Asked(OffsetDateTime),
    /// None asked: the service's default length from the start (the CA's policy's
    /// `default_validity`, or the kind's).
    Default(time::Duration),
    /// None asked, and the CA's policy has a `max_validity`: at most that long from the later of
    /// the start and now, as the policy counts.
    Longest(time::Duration),
}

impl Asked {
    /// What `body` (a create body with its CA set) asks for; reads the CA's public key and, when
    /// the request leaves the end to the service, the CA's policy.
    pub(super) fn read(
        ctx: &Context,
        kind: Kind,
        body: &Body,
        ca_id: &str,
    ) -> Result<Asked, CliError> {
        let text = |field: &str| body.get(field).and_then(Value::as_str).unwrap_or("");
        let time = |field: &str| clock::parse_time(text(field)).ok();
        let ca_key = match crate::id::is_valid(ca_id, kind::SSH_CA.prefix) {
            true => {
                let ca = ctx.get(&Route::Item(&kind::SSH_CA, ca_id).path())?;
                let key = ca["public_key"].as_str().unwrap_or("");
                Some(public_key(key).ok_or_else(|| {
                    CliError::unavailable(format!(
                        "the public key of CA {ca_id} does not read as an OpenSSH public key \
                         ({key:?}), so no certificate it signs could be checked"
                    ))
                })?)
            }
            false => None,
        };
        let mut principals: Vec<String> = body
            .get("principals")
            .and_then(Value::as_array)
            .map(|list| {
                list.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        principals.sort();
        let end = match (time("valid_until"), &ca_key) {
            (Some(end), _) => End::Asked(end),
            (None, Some(_)) => policy_end(ctx, kind, ca_id)?,
            // Not a CA's ID: the service refuses the request, naming the field.
            (None, None) => End::Default(kind.default_validity),
        };
        Ok(Asked {
            kind,
            ca_id: ca_id.to_string(),
            ca_key,
            key: public_key(text("public_key")),
            principals,
            start: time("valid_after"),
            end,
        })
    }

    /// Refuses `answer` (exit 6) unless its certificate is the one asked for: the key sent, the
    /// principals asked, signed by the CA read before asking, within the window asked. The
    /// error names every difference.
    pub(super) fn check(&self, ctx: &Context, answer: &Value) -> Result<(), CliError> {
        let id = answer["id"].as_str().unwrap_or("");
        let line = answer["certificate"].as_str().unwrap_or("");
        let differences = match Certificate::from_openssh(line) {
            Ok(cert) => self.differences(&cert)?,
            Err(e) => vec![format!("it holds no OpenSSH certificate ({e})")],
        };
        if differences.is_empty() {
            return Ok(());
        }
        let (server, check) = match &ctx.global.api_url {
            Some(url) => (
                format!("the server at {url}"),
                format!(
                    "; check {}: is it the server you mean to trust?",
                    ctx.settings().named("api_url")
                ),
            ),
            None => ("the store".to_string(), String::new()),
        };
        Err(CliError::unavailable(format!(
            "{server} answered a certificate ({id}) that is not the one asked for: {}; it may be \
             hostile or misconfigured, so the certificate was not used (no file written, nothing \
             given to ssh-agent)",
            differences.join("; ")
        ))
        .with_hint(format!(
            "do not use certificate {id}; tell whoever runs {server}{check}"
        )))
    }

    /// How `cert` differs from the request, one phrase each.
    fn differences(&self, cert: &Certificate) -> Result<Vec<String>, CliError> {
        let mut differ = Vec::new();
        let (want_type, noun) = match self.kind.kind {
            CertKind::User => (ssh_key::certificate::CertType::User, "user"),
            CertKind::Host => (ssh_key::certificate::CertType::Host, "host"),
        };
        if cert.cert_type() != want_type {
            differ.push(format!("it is not a {noun} certificate"));
        }
        match &self.key {
            Some(key) if key == cert.public_key() => {}
            Some(key) => differ.push(format!(
                "its key is {}, not the key sent, {}",
                fingerprint(cert.public_key()),
                fingerprint(key)
            )),
            None => differ.push("it certifies a key that was sent unreadable".into()),
        }
        let mut principals = cert.valid_principals().to_vec();
        principals.sort();
        if principals != self.principals {
            differ.push(format!(
                "its principals are {}, not the ones asked, {}",
                listed(&principals, noun),
                listed(&self.principals, noun)
            ));
        }
        let ca_id = &self.ca_id;
        match &self.ca_key {
            Some(ca) if ca != cert.signature_key() => differ.push(format!(
                "it is signed by {}, not by CA {ca_id} ({})",
                fingerprint(cert.signature_key()),
                fingerprint(ca)
            )),
            // ssh-key verifies the signature at a moment inside the window; an empty window is
            // refused below whatever its signature.
            Some(ca) if cert.valid_after() < cert.valid_before() => {
                let fingerprint = ca.fingerprint(HashAlg::Sha256);
                if cert
                    .validate_at(cert.valid_after(), [&fingerprint])
                    .is_err()
                {
                    differ.push(format!(
                        "its signature does not verify with CA {ca_id}'s key"
                    ));
                }
            }
            Some(_) => {}
            None => differ.push(format!(
                "it is signed for CA {ca_id:?}, which is not a CA ID"
            )),
        }
        differ.extend(self.window_difference(cert)?);
        Ok(differ)
    }

    /// How `cert`'s validity window reaches outside the one asked, if it does.
    fn window_difference(&self, cert: &Certificate) -> Result<Option<String>, CliError> {
        let (after, before) = (cert.valid_after(), cert.valid_before());
        let window = format!("{} to {}", moment(after), moment(before));
        if before <= after {
            return Ok(Some(format!("its window, {window}, is empty")));
        }
        if let Some(start) = self.start.filter(|s| after < unix(*s)) {
            return Ok(Some(format!(
                "its window, {window}, starts before the {} asked",
                clock::format_time(start)
            )));
        }
        let now = Clock::from_env().map_err(CliError::usage)?.now();
        let start = self.start.unwrap_or(now);
        let (latest, said) = match self.end {
            End::Asked(end) => (Some(end), "the end asked"),
            End::Default(length) => (start.checked_add(length), "the service's default length"),
            End::Longest(length) => (
                start.max(now).checked_add(length),
                "the longest the CA's policy allows",
            ),
        };
        Ok(latest.filter(|l| before > unix(*l)).map(|latest| {
            format!(
                "its window, {window}, ends after {}, {said}",
                clock::format_time(latest)
            )
        }))
    }
}

/// The end the service gives a request that asks for none: the CA's policy's, else the kind's
/// default length.
fn policy_end(ctx: &Context, kind: Kind, ca_id: &str) -> Result<End, CliError> {
    let path = Route::Module(&kind::SSH_CA_POLICY, ca_id, None).path();
    let policy = match ctx.get(&path) {
        Ok(policy) => policy,
        // No policy: the CA signs as CAs did before policies.
        Err(err) if err.kind == ErrorKind::NotFound => Value::Null,
        Err(err) => return Err(err),
    };
    let seconds = |field: &str| {
        policy[field]
            .as_u64()
            .and_then(|s| i64::try_from(s).ok())
            .map(time::Duration::seconds)
    };
    Ok(
        match (seconds("max_validity"), seconds("default_validity")) {
            (Some(max), _) => End::Longest(max),
            (None, Some(default)) => End::Default(default),
            (None, None) => End::Default(kind.default_validity),
        },
    )
}

fn public_key(line: &str) -> Option<KeyData> {
    PublicKey::from_openssh(line.trim())
        .ok()
        .map(|key| key.key_data().clone())
}

fn fingerprint(key: &KeyData) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

fn unix(t: OffsetDateTime) -> u64 {
    u64::try_from(t.unix_timestamp()).unwrap_or(0)
}

/// A certificate's moment as RFC 3339; OpenSSH's "forever" is said so.
fn moment(seconds: u64) -> String {
    let time = i64::try_from(seconds)
        .ok()
        .and_then(|s| OffsetDateTime::from_unix_timestamp(s).ok());
    match time {
        _ if seconds == u64::MAX => "forever".to_string(),
        Some(t) => clock::format_time(t),
        None => format!("{seconds} seconds after 1970"),
    }
}

/// `[alice, deploy]`, or that none means any user (host).
fn listed(principals: &[String], noun: &str) -> String {
    match principals {
        [] => format!("none (so any {noun})"),
        some => format!("[{}]", some.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssh_key::certificate::{Builder, CertType};
    use ssh_key::rand_core::OsRng;
    use ssh_key::{Algorithm, PrivateKey};

    const START: u64 = 1_800_000_000;

    fn key() -> PrivateKey {
        PrivateKey::random(&mut OsRng, Algorithm::Ed25519).unwrap()
    }

    /// A certificate of `kind` for `key`, signed by `ca`, for any principal, valid in `window`.
    fn signed(
        ca: &PrivateKey,
        key: &PrivateKey,
        kind: CertType,
        window: (u64, u64),
    ) -> Certificate {
        let mut b =
            Builder::new_with_random_nonce(&mut OsRng, key.public_key(), window.0, window.1)
                .unwrap();
        b.cert_type(kind).unwrap().all_principals_valid().unwrap();
        b.sign(ca).unwrap()
    }

    /// The start asked is a floor as the end is a ceiling, and a host certificate is not a user
    /// certificate; an empty list of principals is said to mean any.
    #[test]
    fn each_difference_is_named() {
        let (ca, user) = (key(), key());
        let at = |s: u64| OffsetDateTime::from_unix_timestamp(s as i64).unwrap();
        let asked = Asked {
            kind: super::super::USER,
            ca_id: "sshca_x".into(),
            ca_key: Some(ca.public_key().key_data().clone()),
            key: Some(user.public_key().key_data().clone()),
            principals: vec!["alice".into()],
            start: Some(at(START)),
            end: End::Asked(at(START + 3600)),
        };
        let honest = signed(&ca, &user, CertType::User, (START, START + 3600));
        assert_eq!(
            asked.differences(&honest).unwrap(),
            ["its principals are none (so any user), not the ones asked, [alice]"]
        );
        let asked = Asked {
            principals: vec![],
            ..asked
        };
        assert!(asked.differences(&honest).unwrap().is_empty());
        let early = signed(&ca, &user, CertType::User, (0, START + 60));
        assert_eq!(
            asked.differences(&early).unwrap(),
            [
                "its window, 1970-01-01T00:00:00Z to 2027-01-15T08:01:00Z, starts before the \
                 2027-01-15T08:00:00Z asked"
            ]
        );
        let ten_years = signed(
            &ca,
            &user,
            CertType::Host,
            (START, START + 10 * 365 * 86400),
        );
        let differences = asked.differences(&ten_years).unwrap();
        assert_eq!(differences[0], "it is not a user certificate");
        assert!(
            differences[1].starts_with("its window, 2027-01-15T08:00:00Z to 2037-")
                && differences[1].ends_with("ends after 2027-01-15T09:00:00Z, the end asked"),
            "{differences:?}"
        );
    }

    #[test]
    fn moments_read_as_times_and_forever() {
        assert_eq!(moment(0), "1970-01-01T00:00:00Z");
        assert_eq!(moment(u64::MAX), "forever");
        assert_eq!(
            moment(u64::MAX - 1),
            "18446744073709551614 seconds after 1970"
        );
        assert_eq!(listed(&[], "user"), "none (so any user)");
        assert_eq!(listed(&["a".into(), "b".into()], "user"), "[a, b]");
    }
}
