//! `tunnelctl ssh-cert login`: the command a person runs each morning, as `step ssh login` is. A
//! certificate for their own key, from the store's CA or a team's `serve`, written beside the key
//! where ssh looks for it, and the key with its certificate given to the running ssh-agent for as
//! long as the certificate is valid, so that nothing is left behind when it expires.

use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::{json, Value};
use ssh_agent_lib::blocking::Client;
use ssh_agent_lib::proto::{
    AddIdentity, AddIdentityConstrained, EcdsaPrivateKey, KeyConstraint, PrivateCredential,
    PrivateKeyData, PublicCredential, RemoveIdentity,
};
use ssh_key::private::{EcdsaKeypair, KeypairData};
use ssh_key::{Certificate, LineEnding, PrivateKey};
use time::OffsetDateTime;

use super::issue::{list_cas, pick_ca, sign, Validity};
use super::{Signing, WriteCert, USER};
use crate::cli::body::Body;
use crate::cli::{CliError, Context};

/// Where ssh-agent listens, as OpenSSH's own tools find it.
const AGENT_ENV: &str = "SSH_AUTH_SOCK";

#[derive(Debug, Args)]
pub struct LoginArgs {
    /// The CA that signs (sshca_... ID, or its name in a manifest) [default: the only CA there is; on a terminal, pick one]
    #[arg(long, value_name = "ID")]
    ca_id: Option<String>,
    /// Your private key; the certificate is written beside it, to FILE-cert.pub
    /// [default: ~/.ssh/id_ed25519, made when it does not exist]
    #[arg(long, value_name = "FILE")]
    identity_file: Option<PathBuf>,
    /// User name to log in as (can be repeated) [default: your own user name]
    #[arg(long = "principal", value_name = "NAME")]
    principals: Vec<String>,
    #[command(flatten)]
    validity: Validity,
    /// Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600
    /// (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl
    /// asks)
    #[arg(long, value_name = "FILE")]
    ca_passphrase_file: Option<PathBuf>,
    /// Write the certificate file only; leave ssh-agent alone
    #[arg(long)]
    no_agent: bool,
}

pub(super) fn login(ctx: &Context, args: LoginArgs) -> Result<(), CliError> {
    let key_path = match args.identity_file {
        Some(path) => path,
        None => default_identity()?,
    };
    // An existing key is read, as the secret it is, before anything is asked of anyone.
    let existing = existing_key(&key_path)?;
    // Whatever can be refused is settled before a key is made or anything is signed.
    let ca_id = match args.ca_id {
        Some(word) => ctx.resolve(&crate::kind::SSH_CA, &word)?,
        None => match only_ca(ctx)? {
            Some(id) => id,
            None => pick_ca(ctx)?,
        },
    };
    let mut body = Body::default();
    body.set("--ca-id", "ssh_certificate_authority_id", Some(ca_id));
    let principals = match args.principals.is_empty() {
        true => vec![my_user_name()?],
        false => args.principals,
    };
    body.set_list("--principal", "principals", &principals);
    args.validity.set(&mut body, USER)?;
    body.insert(
        "description",
        json!(format!("ssh-cert login: {}", key_path.display())),
    );
    let agent = open_agent(ctx, args.no_agent)?;
    let key = match existing {
        Some(key) => key,
        None => match make_key(ctx, &key_path)? {
            Some(key) => key,
            // A dry run with no key yet: there is nothing to certify, and nothing was written.
            None => return Ok(()),
        },
    };
    let public_key = key.public_key().to_openssh().map_err(|e| {
        CliError::failure(format!(
            "cannot encode the public key of {}: {e}",
            key_path.display()
        ))
    })?;
    body.insert("public_key", json!(public_key));
    // An encrypted key is opened before anything is signed: a wrong passphrase issues nothing.
    let agent = match agent {
        Some(agent) => Some((agent, unlocked(ctx, &key_path, &key)?)),
        None => None,
    };
    let signing = Signing::new(
        WriteCert::replacing(certificate_path(&key_path)),
        args.ca_passphrase_file,
    );
    let cert = sign(ctx, USER, body, &signing)?;
    if let Some((mut agent, key)) = agent {
        give_to_agent(ctx, &mut agent, &key_path, &key, &cert)?;
    }
    signing.write.write_and_print(ctx, USER, &cert)
}

/// The ssh-agent, connected and checked, unless it is to be left alone (--no-agent, a dry run)
/// or there is none, which is said: ssh then uses the key and the certificate file beside it. An
/// agent that cannot be reached, or is not the user's, is refused before anything is signed.
fn open_agent(ctx: &Context, no_agent: bool) -> Result<Option<Client<UnixStream>>, CliError> {
    if no_agent || ctx.dry_run() {
        return Ok(None);
    }
    let Some(socket) = std::env::var_os(AGENT_ENV).filter(|s| !s.is_empty()) else {
        ctx.status(&format!(
            "no ssh-agent ({AGENT_ENV} is not set): ssh uses the key and the certificate beside it"
        ));
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

/// `~/.ssh/id_ed25519`, the key ssh tries first.
fn default_identity() -> Result<PathBuf, CliError> {
    let home = std::env::var_os("HOME")
        .filter(|home| !home.is_empty())
        .ok_or_else(|| {
            CliError::usage("HOME is not set, so there is no ~/.ssh/id_ed25519 to use")
                .with_hint("name your key: tunnelctl ssh-cert login --identity-file FILE")
        })?;
    Ok(Path::new(&home).join(".ssh/id_ed25519"))
}

/// Where ssh looks for the certificate of the key at `key`: `KEY-cert.pub`.
fn certificate_path(key: &Path) -> PathBuf {
    let mut name = key.as_os_str().to_owned();
    name.push("-cert.pub");
    PathBuf::from(name)
}

/// The key at `path`; `None` when there is none yet (login then makes one).
fn existing_key(path: &Path) -> Result<Option<PrivateKey>, CliError> {
    match std::fs::symlink_metadata(path) {
        Ok(_) => read_key(path).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(CliError::failure(format!(
            "cannot read the key {}: {e}",
            path.display()
        ))),
    }
}

/// The private key at `path`, read as ssh reads one: the file must be the user's own and
/// private (mode 0600 or stricter), or whoever else may read or change it could have the
/// certificate issued for a key they hold. A symbolic link is followed, as ssh follows one, and
/// the file it leads to is judged (`files::Links::Follow`): only the public half is sent, so a
/// link can only lead to another private key of the user's own.
fn read_key(path: &Path) -> Result<PrivateKey, CliError> {
    let text = crate::files::read_secret_with(path, crate::files::Links::Follow)
        .map_err(|e| CliError::usage(format!("--identity-file: {e}")))?;
    PrivateKey::from_openssh(&text).map_err(|e| {
        CliError::usage(format!(
            "--identity-file {} is not an OpenSSH private key: {e}",
            path.display()
        ))
        .with_hint("give the private key (not the .pub file), as ssh -i takes it")
    })
}

/// Makes a new ed25519 key at `path` (mode 0600, never over an existing file) and its public half
/// at `path.pub`, in a `~/.ssh` made 0700 when missing, as ssh-keygen does.
fn make_key(ctx: &Context, path: &Path) -> Result<Option<PrivateKey>, CliError> {
    if ctx.would_write("a new ed25519 key", path) {
        return Ok(None);
    }
    let not_written = |e: &dyn std::fmt::Display| {
        CliError::failure(format!("cannot make the key {}: {e}", path.display()))
    };
    if let Some(dir) = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        use std::os::unix::fs::DirBuilderExt;
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .map_err(|e| not_written(&e))?;
    }
    let mut key = PrivateKey::random(&mut ssh_key::rand_core::OsRng, ssh_key::Algorithm::Ed25519)
        .map_err(|e| not_written(&e))?;
    key.set_comment(format!("{}@tunnelctl", my_user_name()?));
    let private = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| not_written(&e))?;
    let public = key.public_key().to_openssh().map_err(|e| not_written(&e))?;
    let no_check = |_: &[u8]| Ok(());
    crate::files::write_atomically(path, private.as_bytes(), 0o600, false, no_check)
        .map_err(|e| not_written(&e))?;
    let mut public_path = path.as_os_str().to_owned();
    public_path.push(".pub");
    crate::files::write_atomically(
        Path::new(&public_path),
        format!("{public}\n").as_bytes(),
        0o644,
        false,
        no_check,
    )
    .map_err(|e| not_written(&e))?;
    ctx.status(&format!("made a new ed25519 key: {}", path.display()));
    Ok(Some(key))
}

/// The store's CA when it has exactly one; `None` leaves the choice to a person at a terminal.
fn only_ca(ctx: &Context) -> Result<Option<String>, CliError> {
    let cas = list_cas(ctx)?;
    Ok(match cas.as_slice() {
        [ca] => ca["id"].as_str().map(str::to_string),
        _ => None,
    })
}

fn my_user_name() -> Result<String, CliError> {
    crate::trust::my_name().ok_or_else(|| {
        CliError::usage("cannot tell your user name (it is not in /etc/passwd)")
            .with_hint("name the user to log in as: --principal NAME")
    })
}

/// Gives the key (decrypted) and its certificate to `agent`, to be forgotten when the
/// certificate expires. An agent that refuses is an error: the certificate was issued, and the
/// hint says how to add it by hand.
fn give_to_agent(
    ctx: &Context,
    agent: &mut Client<UnixStream>,
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
                comment: key.comment().to_string(),
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

/// Removes the certificates of `key` an earlier login gave the agent: each morning's login
/// replaces yesterday's, as writing the file does, instead of piling up beside it.
fn forget_older_certificates(
    agent: &mut Client<UnixStream>,
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

/// Seconds from now until `certificate` expires: how long the agent keeps it. `None` once
/// expired. By the real clock even when `TUNNELCTL_NOW` fixes tunnelctl's: the agent's own timer
/// counts real seconds.
fn lifetime(certificate: &Certificate) -> Option<u32> {
    let now = OffsetDateTime::now_utc();
    let until = OffsetDateTime::from_unix_timestamp(certificate.valid_before() as i64).ok()?;
    let seconds = (until - now).whole_seconds();
    (seconds > 0).then(|| u32::try_from(seconds).unwrap_or(u32::MAX))
}

/// The key, decrypted with a passphrase asked at a terminal when it is encrypted.
fn unlocked(ctx: &Context, path: &Path, key: &PrivateKey) -> Result<PrivateKey, CliError> {
    if !key.is_encrypted() {
        return Ok(key.clone());
    }
    let refused = |why: &str| {
        CliError::usage(format!("the key {} is encrypted{why}", path.display())).with_hint(format!(
            "add it to the agent yourself (ssh-add {}) and run again with --no-agent",
            path.display()
        ))
    };
    if !ctx.interactive() {
        return Err(refused(
            ", and there is no terminal to ask its passphrase at",
        ));
    }
    let passphrase = ctx.secret(&format!("Passphrase of {}", path.display()))?;
    key.decrypt(passphrase.as_bytes())
        .map_err(|_| refused(": that passphrase does not decrypt it"))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_certificate_goes_where_ssh_looks_for_it() {
        assert_eq!(
            certificate_path(Path::new("/home/a/.ssh/id_ed25519")),
            PathBuf::from("/home/a/.ssh/id_ed25519-cert.pub")
        );
        assert_eq!(
            certificate_path(Path::new("work.key")),
            PathBuf::from("work.key-cert.pub")
        );
    }
}
