//! `tunnelctl ssh-cert login`: the command a person runs each morning, as `step ssh login` is. A
//! certificate for their own key, from the store's CA or a team's `serve`, written beside the key
//! where ssh looks for it, and the key with its certificate given to the running ssh-agent for as
//! long as the certificate is valid, so that nothing is left behind when it expires.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::json;
use ssh_key::{LineEnding, PrivateKey};

use super::agent::{self, Agent};
use super::cert_options::CertOptions;
use super::issue::{list_cas, pick_ca, sign, Validity};
use super::{Signing, WriteCert, USER};
use crate::api::route::Route;
use crate::cli::body::Body;
use crate::cli::{CliError, Context};
use crate::clock::Clock;
use crate::service::ssh_ca_policy::SshCaPolicy;
use crate::service::ssh_cert::{check_policy, SshCertCreate};

#[derive(Debug, Args)]
pub struct LoginArgs {
    /// The CA that signs (sshca_... ID, or its name in a manifest) [default: the only CA there is; on a terminal, pick one]
    #[arg(long, value_name = "ID")]
    ca_id: Option<String>,
    /// Your private key; the certificate is written beside it, to FILE-cert.pub
    /// [default: ~/.ssh/id_ed25519, made when it does not exist]
    #[arg(long, value_name = "FILE")]
    identity_file: Option<PathBuf>,
    /// User name to log in as (can be repeated) [default: the names the API key is bound to
    /// (on a `serve`), else your own user name]
    #[arg(long = "principal", value_name = "NAME")]
    principals: Vec<String>,
    #[command(flatten)]
    options: CertOptions,
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
    body.set("--ca-id", "ssh_certificate_authority_id", Some(&ca_id));
    let principals = match args.principals.is_empty() {
        true => default_principals(ctx)?,
        false => args.principals,
    };
    body.set_list("--principal", "principals", &principals);
    args.options.set(&mut body)?;
    args.validity.set(&mut body)?;
    body.insert(
        "description",
        json!(format!("ssh-cert login: {}", key_path.display())),
    );
    let agent = open_agent(ctx, args.no_agent)?;
    // A new key is made in memory first: its file is written only once the request passed the
    // CA's policy, so a refusal leaves nothing behind.
    let new = existing.is_none();
    let key = match existing {
        Some(key) => key,
        None => new_key()?,
    };
    let public_key = key.public_key().to_openssh().map_err(|e| {
        CliError::failure(format!(
            "cannot encode the public key of {}: {e}",
            key_path.display()
        ))
    })?;
    body.insert("public_key", json!(public_key));
    refuse_outside_policy(ctx, &body, &ca_id)?;
    if new && !write_key(ctx, &key_path, &key)? {
        // A dry run with no key yet: there is nothing to certify, and nothing was written.
        return Ok(());
    }
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
        agent::give(ctx, &mut agent, &key_path, &key, &cert)?;
    }
    signing.write.write_and_print(ctx, USER, &cert)
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

/// A new ed25519 key, in memory only, commented as ssh-keygen comments one.
fn new_key() -> Result<PrivateKey, CliError> {
    let mut key = PrivateKey::random(&mut ssh_key::rand_core::OsRng, ssh_key::Algorithm::Ed25519)
        .map_err(|e| CliError::failure(format!("cannot make a new ed25519 key: {e}")))?;
    key.set_comment(format!("{}@tunnelctl", my_user_name()?));
    Ok(key)
}

/// Writes the new `key` at `path` (mode 0600, never over an existing file) and its public half
/// at `path.pub`, in a `~/.ssh` made 0700 when missing, as ssh-keygen does. `false` in a dry
/// run, which writes nothing.
fn write_key(ctx: &Context, path: &Path, key: &PrivateKey) -> Result<bool, CliError> {
    if ctx.would_write("a new ed25519 key", path) {
        return Ok(false);
    }
    let not_written = |e: &dyn std::fmt::Display| {
        CliError::failure(format!("cannot make the key {}: {e}", path.display()))
    };
    if let Some(dir) = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        crate::files::private_dirs(dir).map_err(|e| not_written(&e))?;
    }
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
    Ok(true)
}

/// Refuses, before a key file is written or the agent changed, a request the CA's policy would
/// refuse: the policy is read from the CA and judged by the service's own check. A courtesy, not
/// the authority: a policy that cannot be read (no right to read it, a server that is not
/// tunnelctl's, a policy of fields this version does not know) leaves the server to decide.
fn refuse_outside_policy(ctx: &Context, body: &Body, ca_id: &str) -> Result<(), CliError> {
    let path = Route::Module(&crate::kind::SSH_CA_POLICY, ca_id, None).path();
    let Ok(policy) = ctx.get(&path) else {
        return Ok(());
    };
    let (Ok(policy), Ok(request)) = (
        serde_json::from_value::<SshCaPolicy>(policy),
        serde_json::from_value::<SshCertCreate>(body.value()),
    ) else {
        return Ok(());
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    check_policy(request, &policy, now).map_err(|err| {
        CliError::from_api(err, None).with_hint(format!(
            "nothing was made or changed: the CA's policy, read before signing, refuses this \
             request (tunnelctl ssh-ca policy get {ca_id} shows it)"
        ))
    })
}

/// The ssh-agent to give the key and certificate, unless it is to be left alone (--no-agent, a
/// dry run) or there is none, which is said: ssh then uses the key and the certificate file
/// beside it. An agent that cannot be reached, or is not the user's, is refused before anything
/// is signed.
fn open_agent(ctx: &Context, no_agent: bool) -> Result<Option<Agent>, CliError> {
    if no_agent || ctx.dry_run() {
        return Ok(None);
    }
    let agent = agent::connect()?;
    if agent.is_none() {
        ctx.status(&agent::no_agent_status());
    }
    Ok(agent)
}

/// The store's CA when it has exactly one; `None` leaves the choice to a person at a terminal.
fn only_ca(ctx: &Context) -> Result<Option<String>, CliError> {
    let cas = list_cas(ctx)?;
    Ok(match cas.as_slice() {
        [ca] => ca["id"].as_str().map(str::to_string),
        _ => None,
    })
}

/// The principals asked for when none is named: the literal ones of the calling key's binding
/// (`GET /api_keys/self` on a `serve`), else the user's own name. A pattern names no user to log
/// in as.
fn default_principals(ctx: &Context) -> Result<Vec<String>, CliError> {
    let bound: Vec<String> = match ctx.get(&Route::ApiKeySelf.path()) {
        Ok(key) => (key["ssh_principals"].as_array().into_iter().flatten())
            .filter_map(|p| p.as_str())
            .filter(|p| !p.contains(['*', '?']))
            .map(str::to_owned)
            .collect(),
        // The local CLI (the store's owner), a key of --api-key-file, a server without this
        // tool's extension: no binding to read.
        Err(_) => Vec::new(),
    };
    match bound.is_empty() {
        true => Ok(vec![my_user_name()?]),
        false => Ok(bound),
    }
}

fn my_user_name() -> Result<String, CliError> {
    crate::trust::my_name().ok_or_else(|| {
        CliError::usage("cannot tell your user name (it is not in /etc/passwd)")
            .with_hint("name the user to log in as: --principal NAME")
    })
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
