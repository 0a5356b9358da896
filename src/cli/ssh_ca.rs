//! `tunnelctl ssh-ca …`: SSH certificate authorities (API-NOTES "SSH certificate authorities").

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand, ValueEnum};
use serde_json::Value;
use zeroize::Zeroizing;

use super::body::{self, FlagNames, FromFile, Labels, LabelsUpdate};
use super::{CliError, Context, ListArgs};
use crate::api::route::Route;
use crate::api::{Accept, ApiError, ApiRequest, Method, Passphrase, KRL_TYPE};
use crate::output::{self, View};
use crate::router::new_operation_id;
use crate::service::ssh_ca::{SshCaImport, PASSPHRASE_REQUIRED, PASSPHRASE_WRONG};
use crate::service::ssh_sign::Secret;

/// Holds a CA passphrase itself (for create, import and signing), like a `--…passphrase-file`.
pub const PASSPHRASE_ENV: &str = "TUNNELCTL_CA_PASSPHRASE";

pub const VIEW: View = View {
    list_key: "ssh_certificate_authorities",
    noun: "SSH certificate authorities",
    columns: &[
        ("ID", "/id"),
        ("KEY TYPE", "/key_type"),
        ("DESCRIPTION", "/description"),
        ("CREATED", "/created_at"),
    ],
    wide: &[("METADATA", "/metadata")],
    rank: &["ID", "KEY TYPE", "DESCRIPTION", "AGE"],
};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SshCaCommand {
    /// Create an SSH certificate authority with a new key
    #[command(after_long_help = "\
The private key is generated from the OS random source and stays in the store; no output shows it.
Put the public key in the servers' TrustedUserCAKeys: tunnelctl ssh-ca get ID --public-key

Examples:
  tunnelctl ssh-ca create --description \"office CA\"
  tunnelctl ssh-ca create --key-type ecdsa --curve p384
  tunnelctl ssh-ca create --key-type rsa --bits 3072
  # keep the private key encrypted at rest
  tunnelctl ssh-ca create --passphrase-file ca.pass")]
    Create(CreateArgs),
    /// Make an existing OpenSSH private key an SSH certificate authority (local store only)
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca import --private-key-file ca_key --description \"office CA\"\n  tunnelctl ssh-ca import --private-key-file ca_key --passphrase-file ca_key.pass"
    )]
    Import(ImportArgs),
    /// Show one SSH certificate authority, or only its public key line
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  # the line for the servers' TrustedUserCAKeys\n  tunnelctl ssh-ca get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --public-key \\\n      >> /etc/ssh/trusted_user_ca_keys"
    )]
    Get(GetArgs),
    /// List SSH certificate authorities, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca list\n  tunnelctl ssh-ca list -o json"
    )]
    #[command(visible_alias = "ls")]
    List(ListArgs),
    /// Change the description or metadata of an SSH certificate authority
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca update sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"office CA (2026)\"\n  tunnelctl ssh-ca update sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --metadata '{\"team\": \"infra\"}'"
    )]
    Update(UpdateArgs),
    /// Delete SSH certificate authorities (refused while certificates they signed exist)
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca delete sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --yes ssh-ca delete sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
    /// Write the OpenSSH key revocation list (KRL) of the certificates a CA revoked
    Krl(KrlArgs),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum KeyType {
    Ed25519,
    Ecdsa,
    Rsa,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Curve {
    P256,
    P384,
    P521,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    /// Type of the CA's key [default: ed25519]
    #[arg(long, value_enum)]
    key_type: Option<KeyType>,
    /// Elliptic curve of an ecdsa key [default: p256]
    #[arg(long, value_enum)]
    curve: Option<Curve>,
    /// Size of an rsa key in bits: 2048, 3072 or 4096 [default: 4096]
    #[arg(long, value_name = "BITS", allow_negative_numbers = true, value_parser = super::whole_number::<u32, 1>)]
    bits: Option<u32>,
    #[command(flatten)]
    labels: Labels,
    /// Keep the private key encrypted at rest with the passphrase on the first line of FILE
    /// (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)
    #[arg(long, value_name = "FILE")]
    passphrase_file: Option<PathBuf>,
    #[command(flatten)]
    from_file: FromFile,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The OpenSSH private key to import (e.g. made with ssh-keygen; - for stdin)
    #[arg(long, value_name = "FILE")]
    private_key_file: PathBuf,
    /// Passphrase on the first line of FILE: decrypts an encrypted key, and keeps the key
    /// encrypted at rest (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)
    #[arg(long, value_name = "FILE")]
    passphrase_file: Option<PathBuf>,
    #[command(flatten)]
    labels: Labels,
}

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the SSH certificate authority (sshca_...)
    id: String,
    /// Print only the public key line, as TrustedUserCAKeys takes it
    #[arg(long, conflicts_with = "known_hosts")]
    pub(super) public_key: bool,
    /// Print only the known_hosts line that trusts the CA's host certificates for host names
    /// matching PATTERN (e.g. '*.example.com'): @cert-authority PATTERN KEY
    #[arg(long, value_name = "PATTERN")]
    pub(super) known_hosts: Option<String>,
}

#[derive(Debug, Args)]
#[command(after_long_help = "\
The KRL lists every certificate of the CA that was revoked (tunnelctl ssh-cert revoke), by serial.
Servers read it with RevokedKeys FILE in sshd_config, and clients with RevokedHostKeys; check a
certificate against it with: ssh-keygen -Q -f FILE CERT.

Examples:
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --output-file /etc/ssh/revoked_keys
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe > revoked_keys")]
pub struct KrlArgs {
    /// ID of the SSH certificate authority (sshca_...)
    id: String,
    /// Write the KRL to FILE (replaced atomically, mode 0644) instead of stdout
    #[arg(long, value_name = "FILE")]
    output_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the SSH certificate authority (sshca_...)
    id: String,
    #[command(flatten)]
    fields: LabelsUpdate,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the SSH certificate authorities (sshca_...)
    #[arg(required = true)]
    ids: Vec<String>,
}

pub fn run(ctx: &Context, cmd: SshCaCommand) -> Result<(), CliError> {
    match cmd {
        SshCaCommand::Create(args) => create(ctx, args),
        SshCaCommand::Import(args) => import(ctx, args),
        SshCaCommand::Get(args) => get(ctx, args),
        SshCaCommand::List(args) => ctx.print_list(&Route::SshCas.path(), &VIEW, &args),
        SshCaCommand::Update(args) => update(ctx, args),
        SshCaCommand::Delete(args) => delete(ctx, args),
        SshCaCommand::Krl(args) => krl(ctx, args),
    }
}

fn create(ctx: &Context, args: CreateArgs) -> Result<(), CliError> {
    let mut body = args.from_file.body()?;
    // --curve and --bits already say which type is meant; the service judges the combination.
    let unspecified =
        args.curve.is_none() && args.bits.is_none() && !body.contains_key("private_key_type");
    let key_type = match args.key_type {
        None if unspecified && !ctx.global.yes => choose_key_type(ctx)?,
        given => given,
    };
    body.set(
        "--key-type",
        "private_key_type",
        key_type
            .and_then(|k| k.to_possible_value())
            .map(|v| v.get_name().to_string()),
    );
    body.set(
        "--curve",
        "elliptic_curve",
        args.curve
            .and_then(|c| c.to_possible_value())
            .map(|v| v.get_name().to_string()),
    );
    body.set("--bits", "key_size", args.bits);
    args.labels.set(&mut body);
    let mut request = body.request(Method::Post, &Route::SshCas.path());
    if let Some(passphrase) = passphrase(args.passphrase_file.as_deref())? {
        // A passphrase never travels over HTTP: encrypting at rest needs the embedded store.
        ctx.on_this_machine()?;
        request.ca_passphrase = Some(Passphrase(passphrase));
    }
    let waiting = match (key_type, args.bits) {
        (Some(KeyType::Rsa), bits) | (None, bits @ Some(_)) => format!(
            "generating a {}-bit RSA key, which takes a few seconds",
            bits.unwrap_or(4096)
        ),
        _ => "creating the SSH certificate authority".to_string(),
    };
    let ca = ctx
        .send_saying(&request, &waiting)
        .map_err(|e| body.naming_flags(e))?
        .unwrap_or(Value::Null);
    ctx.print(&ca, &VIEW)
}

/// On a terminal, offers the key types with what each is good for; `None` (the service's default,
/// ed25519) without one.
fn choose_key_type(ctx: &Context) -> Result<Option<KeyType>, CliError> {
    const CHOICES: [(KeyType, &str); 3] = [
        (
            KeyType::Ed25519,
            "ed25519  small and fast; OpenSSH 6.5 and later (recommended)",
        ),
        (
            KeyType::Ecdsa,
            "ecdsa    NIST P-256 (other curves: --curve p384|p521)",
        ),
        (
            KeyType::Rsa,
            "rsa      4096 bits (other sizes: --bits); for very old servers, slow to generate",
        ),
    ];
    let labels: Vec<String> = CHOICES.iter().map(|(_, l)| l.to_string()).collect();
    Ok(ctx
        .choose(
            "Key type of the new CA",
            &labels,
            "cancelled: no key type was chosen, no CA was created",
        )?
        .map(|i| CHOICES[i].0))
}

/// Local only: the private key goes to the in-process service, never over the API.
fn import(ctx: &Context, args: ImportArgs) -> Result<(), CliError> {
    // A dry run checks the key and its passphrase as the import would, and stores nothing.
    let service = match ctx.dry_run() {
        true => ctx.trial_service()?,
        false => ctx.local_service()?,
    };
    let private_key = Zeroizing::new(body::read_input(&args.private_key_file)?);
    let given = passphrase(args.passphrase_file.as_deref())?;
    let what = args.private_key_file.display().to_string();
    let ca = with_passphrase(ctx, &what, "--passphrase-file", given, |passphrase| {
        let req = SshCaImport {
            private_key: private_key.clone(),
            passphrase,
            description: args.labels.description.clone(),
            metadata: args.labels.metadata.clone(),
        };
        let import = || service.ssh_ca_import(req);
        match ctx.dry_run() {
            true => ctx.roll_back(service, import),
            false => import(),
        }
        .map_err(|e| {
            let mut flags = FlagNames::default();
            flags.name("private_key", "--private-key-file");
            local_error(e).naming_flags(&flags)
        })
    })?;
    ctx.print(&ca, &VIEW)
}

/// Runs `attempt` with the passphrase `given` (a file or the environment). While the answer is
/// that the passphrase of `what` is missing or wrong, a person at a terminal is asked for it, up
/// to three times; without a terminal, or with one given, the refusal stands, with a hint naming
/// `flag`. Both ways of needing a passphrase (importing a key, signing with an encrypted CA) go
/// through here.
pub fn with_passphrase<T>(
    ctx: &Context,
    what: &str,
    flag: &str,
    given: Option<Secret>,
    mut attempt: impl FnMut(Option<Secret>) -> Result<T, CliError>,
) -> Result<T, CliError> {
    let asks = given.is_none();
    let mut passphrase = given;
    let mut prompts = 0;
    loop {
        let err = match attempt(passphrase.clone()) {
            Ok(value) => return Ok(value),
            Err(err) => err,
        };
        let details = err
            .body
            .as_ref()
            .and_then(|b| b.get("details"))
            .and_then(Value::as_object);
        // A server signs with the passphrases it was started with: its refusal stands as it is.
        if details.and_then(passphrase_problem).is_none() || ctx.is_remote() {
            return Err(err);
        }
        if asks && prompts < 3 && ctx.interactive() {
            if prompts > 0 {
                eprintln!("that passphrase does not decrypt {what}; try again");
            }
            prompts += 1;
            passphrase = Some(ctx.secret(&format!("Passphrase of {what}"))?);
            continue;
        }
        return Err(err.with_hint(format!("pass {flag} FILE or set {PASSPHRASE_ENV}")));
    }
}

fn get(ctx: &Context, args: GetArgs) -> Result<(), CliError> {
    let mut ca = ctx.get(&Route::SshCa(&args.id).path())?;
    let line = ca.get("public_key").and_then(Value::as_str).unwrap_or("");
    if args.public_key {
        output::write_stdout(&format!("{line}\n"))?;
        return Ok(());
    }
    if let Some(pattern) = &args.known_hosts {
        if pattern.is_empty() || pattern.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(CliError::usage(format!(
                "--known-hosts {pattern:?} must be one host pattern without spaces, \
                 e.g. '*.example.com' or 'db1.example.com,10.0.0.7'"
            )));
        }
        // The CA's ID stays as the comment, to tell later which CA the line trusts.
        output::write_stdout(&format!("@cert-authority {pattern} {line}\n"))?;
        return Ok(());
    }
    if ctx.global.output().is_table() {
        // What a person checks a CA by; JSON and YAML keep the API's fields.
        let fingerprint = ssh_key::PublicKey::from_openssh(line)
            .map(|k| k.fingerprint(ssh_key::HashAlg::Sha256).to_string())
            .unwrap_or_else(|_| "-".into());
        let encrypted = match ctx.is_remote() {
            true => "unknown (the server holds the key)".to_string(),
            false => match ctx
                .local_service()?
                .ssh_ca_encrypted(&args.id)
                .map_err(local_error)?
            {
                Some(true) => "yes (a passphrase opens it)".into(),
                Some(false) => "no".into(),
                None => "-".into(),
            },
        };
        if let Some(fields) = ca.as_object_mut() {
            fields.insert("fingerprint".into(), Value::String(fingerprint));
            fields.insert("encrypted_at_rest".into(), Value::String(encrypted));
        }
    }
    ctx.print(&ca, &VIEW)
}

/// The KRL, as the service encodes it, to a file (atomically: sshd never reads half of one) or
/// to stdout when that is not a terminal.
fn krl(ctx: &Context, args: KrlArgs) -> Result<(), CliError> {
    use std::io::IsTerminal;
    if args.output_file.is_none() && std::io::stdout().is_terminal() {
        return Err(CliError::usage(
            "the KRL is binary and stdout is a terminal; pass --output-file FILE or redirect stdout",
        ));
    }
    let mut request = ApiRequest::get(Route::SshCaKrl(&args.id).path());
    request.accept = Accept::Document(KRL_TYPE);
    let response = ctx.send_response(&request)?;
    let Some(bytes) = response.and_then(|r| r.document).map(|d| d.bytes) else {
        return Err(CliError::new(
            super::exit::FAILURE,
            format!(
                "the answer to GET {} holds no KRL",
                Route::SshCaKrl(&args.id).path()
            ),
        ));
    };
    match &args.output_file {
        Some(path) if ctx.would_write(&format!("the KRL ({} bytes)", bytes.len()), path) => {}
        Some(path) => {
            crate::files::write_atomically(path, &bytes, 0o644, true).map_err(|e| {
                CliError::new(
                    super::exit::FAILURE,
                    format!("cannot write the KRL to {}: {e}", path.display()),
                )
            })?;
            ctx.status(&format!(
                "wrote the KRL of SSH certificate authority {} to {}",
                args.id,
                path.display()
            ));
        }
        None => output::write_stdout_bytes(&bytes)?,
    }
    Ok(())
}

fn update(ctx: &Context, args: UpdateArgs) -> Result<(), CliError> {
    args.fields
        .send(ctx, "ssh-ca update", Route::SshCa(&args.id), &VIEW)
}

fn delete(ctx: &Context, args: DeleteArgs) -> Result<(), CliError> {
    if ctx.will_ask() {
        // Deleting a CA that still has certificates is refused: say so before asking.
        refuse_cas_with_certificates(ctx, &args.ids).map_err(with_delete_hint)?;
    }
    ctx.delete_each(&args.ids, "SSH certificate authority", |id| {
        Route::SshCa(id).path()
    })
    .map_err(with_delete_hint)
}

/// The hint of a CA that still has certificates names that CA, so it can be pasted as it is.
fn with_delete_hint(e: CliError) -> CliError {
    if e.exit != super::exit::CONFLICT {
        return e;
    }
    let ca = e
        .message
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .find(|word| word.starts_with("sshca_"))
        .unwrap_or("CA_ID")
        .to_string();
    e.with_hint(format!(
        "delete its certificates first: tunnelctl ssh-cert list --ca-id {ca} -o id | xargs \
         tunnelctl ssh-cert delete --yes (and ssh-host-cert the same way)"
    ))
}

/// A conflict (as the API's 409 would be) when one of `ids` still has certificates.
fn refuse_cas_with_certificates(ctx: &Context, ids: &[String]) -> Result<(), CliError> {
    for (route, key, kind) in [
        (Route::SshCerts, "ssh_user_certificates", "user"),
        (Route::SshHostCerts, "ssh_host_certificates", "host"),
    ] {
        let certs = ctx.list(&route.path(), key, None, None)?;
        for id in ids {
            let count = certs[key]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|c| c["ssh_certificate_authority_id"] == id.as_str())
                .count();
            if count > 0 {
                return Err(CliError::new(
                    super::exit::CONFLICT,
                    format!(
                        "SSH certificate authority {id} still has {count} {kind} certificate(s); delete them first"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// A passphrase from `file` (its first line) or else from `TUNNELCTL_CA_PASSPHRASE`.
pub fn passphrase(file: Option<&Path>) -> Result<Option<Secret>, CliError> {
    match file {
        Some(path) => read_passphrase_file(path).map(Some),
        None => passphrase_from_env(),
    }
}

/// `TUNNELCTL_CA_PASSPHRASE` when it is set. Set but empty, or not UTF-8, it is refused: taking it
/// as "no passphrase" would silently store a CA's private key unencrypted.
fn passphrase_from_env() -> Result<Option<Secret>, CliError> {
    let Some(value) = std::env::var_os(PASSPHRASE_ENV) else {
        return Ok(None);
    };
    match value.into_string() {
        Ok(text) if text.is_empty() => Err(CliError::usage(format!(
            "{PASSPHRASE_ENV} is set but empty"
        ))
        .with_hint(format!(
            "set it to the passphrase, or unset it (unset {PASSPHRASE_ENV}) to use no passphrase"
        ))),
        Ok(text) => Ok(Some(Zeroizing::new(text))),
        Err(raw) => {
            drop(Zeroizing::new(raw.into_encoded_bytes()));
            Err(CliError::usage(format!(
                "{PASSPHRASE_ENV} is not valid UTF-8; a passphrase must be text"
            )))
        }
    }
}

/// The first line of `path`, which must not be empty.
pub fn read_passphrase_file(path: &Path) -> Result<Secret, CliError> {
    let text = Zeroizing::new(body::read_input(path)?);
    let line = text.lines().next().unwrap_or("");
    if line.is_empty() {
        return Err(CliError::usage(format!(
            "{}: the passphrase file is empty; its first line is the passphrase",
            path.display()
        )));
    }
    Ok(Zeroizing::new(line.to_string()))
}

/// Whether an error is about a CA passphrase (missing or wrong), from its `details.reason`.
pub fn passphrase_problem(details: &serde_json::Map<String, Value>) -> Option<&str> {
    details
        .get("reason")
        .and_then(Value::as_str)
        .filter(|r| [PASSPHRASE_REQUIRED, PASSPHRASE_WRONG].contains(r))
}

/// An error of a local-only operation, shaped like an API refusal (same exit codes and body).
fn local_error(err: ApiError) -> CliError {
    let body = err.to_body(&new_operation_id());
    CliError::from_api(err, Some(body))
}
