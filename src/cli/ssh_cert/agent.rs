//! ssh-agent, as `ssh-cert login` gives it a key with its certificate, `ssh-cert agent` lists
//! what login gave it and `ssh-cert logout` takes that back. What this tool added is known by the
//! comment login sets ([`MARK`] and the key file): keys added any other way are never touched.

use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use ssh_agent_lib::blocking::Client;
use ssh_agent_lib::proto::{
    AddIdentity, AddIdentityConstrained, EcdsaPrivateKey, Identity, KeyConstraint,
    PrivateCredential, PrivateKeyData, PublicCredential, RemoveIdentity,
};
use ssh_key::private::{EcdsaKeypair, KeypairData};
use ssh_key::{Certificate, PrivateKey};
use time::OffsetDateTime;

use crate::cli::{CliError, Context};
use crate::clock;
use crate::output::View;

/// Where ssh-agent listens, as OpenSSH's own tools find it.
const AGENT_ENV: &str = "SSH_AUTH_SOCK";

/// How the comment of every identity login adds begins; the key file follows.
const MARK: &str = "tunnelctl ssh-cert login: ";

pub const VIEW: View = View {
    list_key: "agent_identities",
    noun: "keys ssh-agent holds from ssh-cert login",
    columns: &[
        ("KEY FILE", "/key_file"),
        ("CERTIFICATE", "/certificate_id"),
        ("PRINCIPALS", "=principals"),
        ("VALID UNTIL", "/valid_until"),
        ("FINGERPRINT", "/public_key_fingerprint"),
    ],
    wide: &[],
    rank: &["KEY FILE", "CERTIFICATE", "VALID UNTIL", "PRINCIPALS"],
};

pub type Agent = Client<UnixStream>;

/// The user's ssh-agent, connected and checked; `None` when there is none (`SSH_AUTH_SOCK` is
/// not set). An agent that cannot be reached, or is not the user's, is an error.
pub fn connect() -> Result<Option<Agent>, CliError> {
    let Some(socket) = std::env::var_os(AGENT_ENV).filter(|s| !s.is_empty()) else {
        return Ok(None);
    };
    let socket = PathBuf::from(socket);
    let refused = |why: String| {
        CliError::failure(format!(
            "ssh-agent at {} ({AGENT_ENV}): {why}",
            socket.display()
        ))
        .with_hint(
            "start your own (eval \"$(ssh-agent)\"), or pass --no-agent to write the \
                 certificate file only",
        )
    };
    let stream =
        UnixStream::connect(&socket).map_err(|e| refused(format!("cannot reach it: {e}")))?;
    agent_is_yours(&stream).map_err(refused)?;
    Ok(Some(Client::new(stream)))
}

/// The user's ssh-agent, for the commands that only deal with it: none is a usage error.
pub fn required() -> Result<Agent, CliError> {
    connect()?.ok_or_else(|| {
        CliError::usage(format!(
            "no ssh-agent: {AGENT_ENV} is not set, so there is nothing login gave one"
        ))
        .with_hint("run it where your agent is (eval \"$(ssh-agent)\" starts one)")
    })
}

pub fn no_agent_status() -> String {
    format!("no ssh-agent ({AGENT_ENV} is not set): ssh uses the key and the certificate beside it")
}

/// The agent is given the private key, and the socket comes from an environment variable: the
/// process listening must run as the user (or root, who can read the key anyway).
fn agent_is_yours(stream: &UnixStream) -> Result<(), String> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let me = rustix::process::geteuid().as_raw();
        let peer = rustix::net::sockopt::socket_peercred(stream)
            .map_err(|e| format!("cannot tell who listens there ({e}), so it gets no key"))?
            .uid
            .as_raw();
        if peer != me && peer != 0 {
            return Err(format!(
                "the process listening there runs as uid {peer}, not as you (uid {me}), so it \
                 gets no key"
            ));
        }
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = stream;
    Ok(())
}

/// The comment login gives the key at `path`: [`MARK`] and the file, absolute.
fn comment_for(path: &Path) -> String {
    let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    format!("{MARK}{}", path.display())
}

/// Gives the key (decrypted) and its certificate to `agent`, marked as login's, to be forgotten
/// when the certificate expires; an earlier certificate of the same key goes. An agent that
/// refuses is an error: the certificate was issued, and the hint says how to add it by hand.
pub fn give(
    ctx: &Context,
    agent: &mut Agent,
    path: &Path,
    key: &PrivateKey,
    cert: &Value,
) -> Result<(), CliError> {
    let line = cert["certificate"].as_str().unwrap_or("");
    let certificate = Certificate::from_openssh(line)
        .map_err(|e| CliError::failure(format!("the certificate issued is not readable: {e}")))?;
    let seconds = lifetime(&certificate);
    let failed = |why: String| {
        CliError::failure(format!(
            "certificate {} was issued, but ssh-agent did not take it: {why}",
            cert["id"].as_str().unwrap_or("")
        ))
        .with_hint(format!(
            "add it by hand: ssh-add -t {} {}",
            seconds.unwrap_or(0),
            path.display()
        ))
    };
    let seconds = seconds.ok_or_else(|| failed("the certificate has already expired".into()))?;
    let identity = AddIdentityConstrained {
        identity: AddIdentity {
            credential: PrivateCredential::Cert {
                algorithm: key.algorithm(),
                certificate: Box::new(certificate),
                privkey: agent_private_key(key.key_data()).map_err(failed)?,
                comment: comment_for(path),
            },
        },
        constraints: vec![KeyConstraint::Lifetime(seconds)],
    };
    forget_older_certificates(agent, key.public_key().key_data())
        .map_err(|e| failed(e.to_string()))?;
    agent
        .add_identity_constrained(identity)
        .map_err(|e| failed(e.to_string()))?;
    ctx.status(&format!(
        "ssh-agent holds {} with its certificate until {}",
        path.display(),
        cert["valid_until"].as_str().unwrap_or("")
    ));
    Ok(())
}

/// Removes the certificates of `key` an earlier login gave the agent: each morning's login
/// replaces yesterday's, as writing the file does, instead of piling up beside it.
fn forget_older_certificates(
    agent: &mut Agent,
    key: &ssh_key::public::KeyData,
) -> Result<(), ssh_agent_lib::error::AgentError> {
    for identity in agent.request_identities()? {
        let older = matches!(&identity.credential, PublicCredential::Cert(cert) if cert.public_key() == key);
        if older {
            agent.remove_identity(RemoveIdentity {
                credential: identity.credential,
            })?;
        }
    }
    Ok(())
}

/// What `agent` holds that login gave it (a key with its certificate, marked by its comment),
/// restricted to the key at `only` when given: each with the entry `ssh-cert agent` prints.
pub fn held(agent: &mut Agent, only: Option<&Path>) -> Result<Vec<(Identity, Value)>, CliError> {
    let only = only.map(comment_for);
    let identities = agent
        .request_identities()
        .map_err(|e| CliError::failure(format!("ssh-agent did not list its keys: {e}")))?;
    Ok(identities
        .into_iter()
        .filter(|identity| match &only {
            Some(comment) => identity.comment == *comment,
            None => identity.comment.starts_with(MARK),
        })
        .filter_map(|identity| {
            let PublicCredential::Cert(cert) = &identity.credential else {
                return None;
            };
            let entry = entry(&identity.comment, cert);
            Some((identity, entry))
        })
        .collect())
}

/// What a person checks a login by: the key, the certificate, for whom, until when.
fn entry(comment: &str, cert: &Certificate) -> Value {
    let until = OffsetDateTime::from_unix_timestamp(cert.valid_before() as i64)
        .map_or(Value::Null, |t| json!(clock::format_time(t)));
    json!({
        "key_file": comment.strip_prefix(MARK).unwrap_or(comment),
        "certificate_id": cert.key_id(),
        "principals": cert.valid_principals(),
        "valid_until": until,
        "public_key_fingerprint": cert.public_key().fingerprint(ssh_key::HashAlg::Sha256).to_string(),
    })
}

/// Removes `identity` (one [`held`] found) from `agent`.
pub fn remove(agent: &mut Agent, identity: Identity) -> Result<(), CliError> {
    agent
        .remove_identity(RemoveIdentity {
            credential: identity.credential,
        })
        .map_err(|e| CliError::failure(format!("ssh-agent did not remove a key: {e}")))
}

/// Seconds from now until `certificate` expires: how long the agent keeps it. `None` once
/// expired. By the real clock even when `TUNNELCTL_NOW` fixes tunnelctl's: the agent's own timer
/// counts real seconds.
fn lifetime(certificate: &Certificate) -> Option<u32> {
    let now = OffsetDateTime::now_utc();
    let until = OffsetDateTime::from_unix_timestamp(certificate.valid_before() as i64).ok()?;
    let seconds = (until - now).whole_seconds();
    (seconds > 0).then(|| u32::try_from(seconds).unwrap_or(u32::MAX))
}

/// The private half of `key` as the agent protocol carries it beside a certificate.
fn agent_private_key(key: &KeypairData) -> Result<PrivateKeyData, String> {
    Ok(match key {
        KeypairData::Ed25519(pair) => PrivateKeyData::Ed25519(pair.clone()),
        KeypairData::Rsa(pair) => PrivateKeyData::Rsa(pair.private.clone()),
        KeypairData::Ecdsa(EcdsaKeypair::NistP256 { private, .. }) => {
            PrivateKeyData::Ecdsa(EcdsaPrivateKey::NistP256(private.clone()))
        }
        KeypairData::Ecdsa(EcdsaKeypair::NistP384 { private, .. }) => {
            PrivateKeyData::Ecdsa(EcdsaPrivateKey::NistP384(private.clone()))
        }
        KeypairData::Ecdsa(EcdsaKeypair::NistP521 { private, .. }) => {
            PrivateKeyData::Ecdsa(EcdsaPrivateKey::NistP521(private.clone()))
        }
        other => {
            return Err(format!(
                "tunnelctl cannot hand a {} key to an agent",
                other.algorithm().map_or("such".into(), |a| a.to_string())
            ))
        }
    })
}
