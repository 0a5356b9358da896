//! `tunnelctl ssh-cert …`: SSH user certificates (spec §4.3).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use super::body::{self, set, set_list, FromFile, Labels, LabelsUpdate};
use super::ssh_ca;
use super::{parse_duration, CliError, Context, ListArgs};
use crate::api::route::Route;
use crate::api::Method;
use crate::clock::{self, Clock};
use crate::output::View;
use crate::service::ssh_ca::{PASSPHRASE_REQUIRED, PASSPHRASE_WRONG, PRIVATE_KEY_MISSING};

pub const VIEW: View = View {
    list_key: "ssh_user_certificates",
    columns: &[
        ("ID", "/id"),
        ("CA", "/ssh_certificate_authority_id"),
        ("KEY TYPE", "/key_type"),
        ("PRINCIPALS", "/principals"),
        ("VALID AFTER", "/valid_after"),
        ("VALID UNTIL", "/valid_until"),
        ("STATUS", "=status"),
        ("DESCRIPTION", "/description"),
    ],
};

#[derive(Debug, Subcommand)]
pub enum SshCertCommand {
    /// Issue an SSH user certificate for a public key, signed by a CA of the store
    #[command(after_long_help = "\
Examples:
  tunnelctl ssh-cert create --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --public-key-file ~/.ssh/id_ed25519.pub --principal alice --valid-for 8h \\
      --write-cert ~/.ssh/id_ed25519-cert.pub
  tunnelctl ssh-cert create --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --public-key \"$(cat key.pub)\" \\
      --critical-option force-command=/usr/bin/backup --critical-option source-address=10.0.0.0/8
  # on a terminal, without --ca-id: pick the CA from a list
  tunnelctl ssh-cert create --public-key-file ~/.ssh/id_ed25519.pub --principal alice")]
    Create(Box<CreateArgs>),
    /// Show one SSH user certificate, and optionally write it to a file
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert get sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl ssh-cert get sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --write-cert ~/.ssh/id_ed25519-cert.pub --force"
    )]
    Get(GetArgs),
    /// List SSH user certificates, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert list\n  tunnelctl ssh-cert list --limit 50 -o yaml"
    )]
    List(ListArgs),
    /// Change the description or metadata of an SSH user certificate
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert update sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"alice, laptop\""
    )]
    Update(UpdateArgs),
    /// Delete SSH user certificates
    Delete(DeleteArgs),
}

/// Where to write the certificate line (the `-cert.pub` file ssh picks up next to the key).
#[derive(Debug, Args)]
pub struct WriteCert {
    /// Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub
    #[arg(long, value_name = "FILE")]
    write_cert: Option<PathBuf>,
    /// Overwrite the file of --write-cert if it exists
    #[arg(long, requires = "write_cert")]
    force: bool,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    /// The CA that signs the certificate (sshca_...)
    /// [default: on a terminal, pick one from a list]
    #[arg(long, value_name = "ID")]
    ca_id: Option<String>,
    /// File with the public key to certify, e.g. ~/.ssh/id_ed25519.pub (- for stdin)
    #[arg(long, value_name = "FILE", conflicts_with = "public_key", required_unless_present_any = ["public_key", "from_file"])]
    public_key_file: Option<PathBuf>,
    /// The public key to certify, as one OpenSSH line (TYPE BASE64 [COMMENT])
    #[arg(long, value_name = "LINE")]
    public_key: Option<String>,
    /// User name the holder may log in as (can be repeated) [default: none, so any user]
    #[arg(long = "principal", value_name = "NAME")]
    principals: Vec<String>,
    /// Critical option: force-command=COMMAND or source-address=CIDR[,CIDR...] (can be repeated)
    #[arg(long = "critical-option", value_name = "KEY=VALUE", value_parser = parse_critical_option)]
    critical_options: Vec<(String, String)>,
    /// Extension, e.g. permit-pty or name@example.com=value (can be repeated)
    /// [default: permit-pty and permit-user-rc]
    #[arg(long = "extension", value_name = "NAME[=VALUE]", value_parser = parse_extension)]
    extensions: Vec<(String, String)>,
    /// Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z) [default: now]
    #[arg(long, value_name = "TIME")]
    valid_after: Option<String>,
    /// End of the validity window, RFC 3339 [default: 24 hours after its start]
    #[arg(long, value_name = "TIME", conflicts_with = "valid_for")]
    valid_until: Option<String>,
    /// Length of the validity window from its start, e.g. 30m, 8h or 7d
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    valid_for: Option<Duration>,
    #[command(flatten)]
    labels: Labels,
    #[command(flatten)]
    write: WriteCert,
    /// Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold
    /// the passphrase itself instead; on a terminal, tunnelctl asks)
    #[arg(long, value_name = "FILE")]
    ca_passphrase_file: Option<PathBuf>,
    #[command(flatten)]
    from_file: FromFile,
}

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the SSH user certificate (sucrt_...)
    id: String,
    #[command(flatten)]
    write: WriteCert,
}

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the SSH user certificate (sucrt_...)
    id: String,
    #[command(flatten)]
    fields: LabelsUpdate,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the SSH user certificates (sucrt_...)
    #[arg(required = true)]
    ids: Vec<String>,
}

pub fn run(ctx: &Context, cmd: SshCertCommand) -> Result<(), CliError> {
    match cmd {
        SshCertCommand::Create(args) => create(ctx, *args),
        SshCertCommand::Get(args) => get(ctx, args),
        SshCertCommand::List(args) => ctx.print_list(&Route::SshCerts.path(), &VIEW, &args),
        SshCertCommand::Update(args) => update(ctx, args),
        SshCertCommand::Delete(args) => delete(ctx, args),
    }
}

fn create(ctx: &Context, args: CreateArgs) -> Result<(), CliError> {
    args.write.check()?;
    let mut body = args.body()?;
    let ca_id = match body
        .get("ssh_certificate_authority_id")
        .and_then(Value::as_str)
    {
        Some(id) if !id.is_empty() => id.to_string(),
        _ => pick_ca(ctx)?,
    };
    body.insert("ssh_certificate_authority_id".into(), json!(ca_id));
    let body = Value::Object(body);
    let given = ssh_ca::passphrase(args.ca_passphrase_file.as_deref())?;
    // A flag needs the local store; the variable is simply not ours to use with a server.
    if args.ca_passphrase_file.is_some() {
        ctx.local_service().map_err(|err| {
            err.with_hint(format!(
                "the server signs, so it needs the passphrase: start it with \
                 tunnelctl serve --ca-passphrase-file {ca_id}=FILE"
            ))
        })?;
    }
    let what = format!("the key of CA {ca_id}");
    let cert = ssh_ca::with_passphrase(ctx, &what, "--ca-passphrase-file", given, |passphrase| {
        if let (Some(passphrase), false) = (passphrase, ctx.is_remote()) {
            ctx.local_service()?.add_ca_passphrase(&ca_id, passphrase);
        }
        ctx.send_json(Method::Post, &Route::SshCerts.path(), &body)
            .map_err(|err| explain_signing_refusal(ctx, err, &ca_id))
    })?;
    args.write.write(ctx, &cert)?;
    ctx.print(&cert, &VIEW)
}

/// Adds what the CLI knows to a refused signing: how to get a CA's private key back, and that a
/// server signs with the passphrases it was started with.
fn explain_signing_refusal(ctx: &Context, err: CliError, ca_id: &str) -> CliError {
    let reason = err
        .body
        .as_ref()
        .and_then(|b| b.pointer("/details/reason"))
        .and_then(Value::as_str);
    match reason {
        Some(PRIVATE_KEY_MISSING) => err.with_hint(
            "the CA came from a `store export` without --include-private-keys; \
             import an export made with that flag to sign with it",
        ),
        Some(PASSPHRASE_REQUIRED | PASSPHRASE_WRONG) if ctx.is_remote() => err.with_hint(format!(
            "the server signs, so it needs the passphrase: start it with \
                 tunnelctl serve --ca-passphrase-file {ca_id}=FILE"
        )),
        _ => err,
    }
}

/// Without `--ca-id`, a person at a terminal picks one of the store's CAs; anyone else gets a
/// usage error naming the flag.
fn pick_ca(ctx: &Context) -> Result<String, CliError> {
    let missing = || {
        CliError::usage("--ca-id is required: which CA signs the certificate?")
            .with_hint("list the CAs with: tunnelctl ssh-ca list")
    };
    if !ctx.interactive() {
        return Err(missing());
    }
    let list = ctx.list(&Route::SshCas.path(), ssh_ca::VIEW.list_key, None, None)?;
    let cas = list[ssh_ca::VIEW.list_key]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if cas.is_empty() {
        return Err(
            CliError::usage("there is no SSH certificate authority to sign with yet")
                .with_hint("create one with: tunnelctl ssh-ca create"),
        );
    }
    let text = |ca: &Value, field: &str| ca[field].as_str().unwrap_or("").to_string();
    let labels: Vec<String> = cas
        .iter()
        .map(|ca| {
            format!(
                "{}  {:<7}  {}",
                text(ca, "id"),
                text(ca, "key_type"),
                text(ca, "description")
            )
            .trim_end()
            .to_string()
        })
        .collect();
    let choice = ctx
        .choose(
            "CA that signs the certificate",
            &labels,
            "cancelled: no CA was chosen, no certificate was issued",
        )?
        .ok_or_else(missing)?;
    Ok(text(&cas[choice], "id"))
}

fn get(ctx: &Context, args: GetArgs) -> Result<(), CliError> {
    args.write.check()?;
    let cert = ctx.get(&Route::SshCert(&args.id).path())?;
    args.write.write(ctx, &cert)?;
    ctx.print(&cert, &VIEW)
}

fn update(ctx: &Context, args: UpdateArgs) -> Result<(), CliError> {
    args.fields.send(ctx, Route::SshCert(&args.id), &VIEW)
}

fn delete(ctx: &Context, args: DeleteArgs) -> Result<(), CliError> {
    ctx.delete_each(&args.ids, "SSH user certificate", |id| {
        Route::SshCert(id).path()
    })
}

impl CreateArgs {
    fn body(&self) -> Result<Map<String, Value>, CliError> {
        let mut body = self.from_file.body()?;
        set(
            &mut body,
            "ssh_certificate_authority_id",
            self.ca_id.as_ref(),
        );
        if let Some(path) = &self.public_key_file {
            set(&mut body, "public_key", Some(body::read_input(path)?));
        }
        set(&mut body, "public_key", self.public_key.as_ref());
        set_list(&mut body, "principals", &self.principals);
        if !self.critical_options.is_empty() {
            let options = unique_map("--critical-option", &self.critical_options)?;
            set(&mut body, "critical_options", Some(options));
        }
        if !self.extensions.is_empty() {
            let extensions = unique_map("--extension", &self.extensions)?;
            set(&mut body, "extensions", Some(extensions));
        }
        set(&mut body, "valid_after", self.valid_after.as_ref());
        set(&mut body, "valid_until", self.valid_until.as_ref());
        if let Some(length) = self.valid_for {
            // Both ends are sent, so the window is exactly as long as asked.
            let start = match body.get("valid_after").and_then(Value::as_str) {
                Some(text) if !text.is_empty() => clock::parse_time(text).map_err(|e| {
                    CliError::usage(format!(
                        "--valid-after {text:?} is not an RFC 3339 time: {e}"
                    ))
                })?,
                _ => Clock::from_env().map_err(CliError::usage)?.now(),
            };
            let end = time::Duration::try_from(length)
                .ok()
                .and_then(|d| start.checked_add(d))
                .ok_or_else(|| CliError::usage("--valid-for is too long"))?;
            set(&mut body, "valid_after", Some(clock::format_time(start)));
            set(&mut body, "valid_until", Some(clock::format_time(end)));
        }
        self.labels.set(&mut body);
        Ok(body)
    }
}

impl WriteCert {
    /// Refuses before anything is issued when the file exists (without --force) or cannot be made.
    fn check(&self) -> Result<(), CliError> {
        let Some(path) = &self.write_cert else {
            return Ok(());
        };
        if path.is_dir() {
            return Err(CliError::usage(format!(
                "--write-cert {} is a directory; give the file to write, e.g. {}/id_ed25519-cert.pub",
                path.display(),
                path.display()
            )));
        }
        // A symlink counts as existing even when it dangles: it is never written through.
        if std::fs::symlink_metadata(path).is_ok() && !self.force {
            return Err(CliError::usage(format!(
                "{} already exists; pass --force to overwrite it",
                path.display()
            )));
        }
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
        if let Some(dir) = dir.filter(|d| !d.is_dir()) {
            return Err(CliError::usage(format!(
                "cannot write {}: {} is not a directory",
                path.display(),
                dir.display()
            )));
        }
        Ok(())
    }

    /// Writes the certificate line (mode 0644) and says so on stderr.
    fn write(&self, ctx: &Context, cert: &Value) -> Result<(), CliError> {
        let Some(path) = &self.write_cert else {
            return Ok(());
        };
        if ctx.dry_ran() {
            return Ok(());
        }
        let line = cert
            .get("certificate")
            .and_then(Value::as_str)
            .unwrap_or("");
        let id = cert.get("id").and_then(Value::as_str).unwrap_or("");
        crate::files::write_atomically(path, format!("{line}\n").as_bytes(), 0o644, self.force)
            .map_err(|e| {
                CliError::new(
                    super::exit::FAILURE,
                    format!(
                        "certificate {id} was issued, but writing {} failed: {e}",
                        path.display()
                    ),
                )
                .with_hint(format!(
                    "write it again with: tunnelctl ssh-cert get {id} --write-cert FILE"
                ))
            })?;
        ctx.status(&format!("wrote certificate {id} to {}", path.display()));
        Ok(())
    }
}

/// `KEY=VALUE`; the value may contain `=` and may be empty (the service judges it).
fn parse_critical_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((key, value)) if !key.is_empty() => Ok((key.to_string(), value.to_string())),
        _ => Err(format!(
            "{text:?} is not KEY=VALUE (e.g. force-command=/usr/bin/true or source-address=10.0.0.0/8)"
        )),
    }
}

/// `NAME` (empty value, as OpenSSH's own extensions take) or `NAME=VALUE`.
fn parse_extension(text: &str) -> Result<(String, String), String> {
    let (name, value) = text.split_once('=').unwrap_or((text, ""));
    if name.is_empty() {
        return Err(format!(
            "{text:?} has no name; use NAME or NAME=VALUE (e.g. permit-pty)"
        ));
    }
    Ok((name.to_string(), value.to_string()))
}

/// The pairs as a map, refusing a name given twice (the second would silently win otherwise).
fn unique_map(flag: &str, pairs: &[(String, String)]) -> Result<Value, CliError> {
    let mut map = BTreeMap::new();
    for (name, value) in pairs {
        if map.insert(name.as_str(), value.as_str()).is_some() {
            return Err(CliError::usage(format!(
                "{flag} {name} is given more than once"
            )));
        }
    }
    Ok(json!(map))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn critical_options_are_key_value() {
        assert_eq!(
            parse_critical_option("force-command=/bin/sh -c 'a=b'"),
            Ok(("force-command".into(), "/bin/sh -c 'a=b'".into()))
        );
        assert_eq!(
            parse_critical_option("source-address="),
            Ok(("source-address".into(), "".into()))
        );
        assert!(parse_critical_option("force-command").is_err());
        assert!(parse_critical_option("=x").is_err());
    }

    #[test]
    fn extensions_take_an_optional_value() {
        assert_eq!(
            parse_extension("permit-pty"),
            Ok(("permit-pty".into(), "".into()))
        );
        assert_eq!(
            parse_extension("login@example.com=a=b"),
            Ok(("login@example.com".into(), "a=b".into()))
        );
        assert!(parse_extension("=x").is_err());
        assert!(parse_extension("").is_err());
    }

    #[test]
    fn a_name_given_twice_is_a_usage_error() {
        let pairs = vec![
            ("permit-pty".to_string(), String::new()),
            ("permit-pty".to_string(), String::new()),
        ];
        let err = unique_map("--extension", &pairs).unwrap_err();
        assert_eq!(err.exit, super::super::exit::USAGE);
        assert!(err.message.contains("--extension permit-pty"));
    }
}
