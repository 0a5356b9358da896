//! `tunnelctl ssh-cert …` and `tunnelctl ssh-host-cert …`: SSH user certificates (spec §4.3) and
//! host certificates (API-NOTES "SSH host certificates"). Both kinds share every command but
//! create; revocation goes through this tool's extension under the CA (API-NOTES "Revocation").

use std::collections::{BTreeMap, HashMap};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Subcommand};
use serde_json::{json, Value};
use time::OffsetDateTime;

use super::body::{self, Body, FromFile, Labels, LabelsUpdate};
use super::ssh_ca;
use super::{parse_duration, CliError, Context, ListArgs};
use crate::api::route::Route;
use crate::api::{ApiRequest, Method, Passphrase};
use crate::clock::{self, Clock};
use crate::output::View;
use crate::service::ssh_ca::{PASSPHRASE_REQUIRED, PASSPHRASE_WRONG, PRIVATE_KEY_MISSING};
use crate::service::ssh_cert::CertKind;
use crate::service::ssh_revocation;

/// The field a table adds to a revoked certificate (never the JSON or YAML output).
const REVOKED_FIELD: &str = "revoked_at";

pub const VIEW: View = View {
    list_key: "ssh_user_certificates",
    noun: "SSH user certificates",
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
    wide: &[("METADATA", "/metadata")],
    // What a person checks a certificate by: is it good, for whom, until when.
    rank: &[
        "ID",
        "STATUS",
        "PRINCIPALS",
        "VALID UNTIL",
        "KEY TYPE",
        "DESCRIPTION",
        "CA",
    ],
};

pub const HOST_VIEW: View = View {
    list_key: "ssh_host_certificates",
    noun: "SSH host certificates",
    ..VIEW
};

/// What the commands need to know of a kind of certificate.
#[derive(Clone, Copy)]
pub struct Kind {
    pub kind: CertKind,
    pub view: &'static View,
    pub collection: Route<'static>,
    /// The command group, for hints: `ssh-cert`.
    pub command: &'static str,
    /// Default length of the validity window, as the service applies it.
    pub default_validity: time::Duration,
    /// Who checks a certificate of this kind against the CA's KRL, and with which setting:
    /// servers check users, clients check hosts.
    pub krl_reader: &'static str,
}

pub const USER: Kind = Kind {
    kind: CertKind::User,
    view: &VIEW,
    collection: Route::SshCerts,
    command: "ssh-cert",
    default_validity: time::Duration::hours(24),
    krl_reader: "servers learn of it from the CA's KRL: tunnelctl ssh-ca krl {ca} --output-file FILE (sshd_config: RevokedKeys FILE)",
};

pub const HOST: Kind = Kind {
    kind: CertKind::Host,
    view: &HOST_VIEW,
    collection: Route::SshHostCerts,
    command: "ssh-host-cert",
    default_validity: time::Duration::days(365),
    krl_reader: "clients learn of it from the CA's KRL: tunnelctl ssh-ca krl {ca} --output-file FILE (ssh_config or ~/.ssh/config: RevokedHostKeys FILE)",
};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
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
        after_long_help = "Examples:\n  tunnelctl ssh-cert list\n  tunnelctl ssh-cert list --revoked -o id\n  tunnelctl ssh-cert list --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --limit 50 -o yaml"
    )]
    #[command(visible_alias = "ls")]
    List(CertListArgs),
    /// Change the description or metadata of an SSH user certificate
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert update sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"alice, laptop\""
    )]
    Update(UpdateArgs),
    /// Delete SSH user certificates (deleting does not revoke: see revoke)
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert delete sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  # a certificate that may still be in use: `ssh-cert revoke` it first\n  tunnelctl --yes ssh-cert delete sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
    /// Revoke SSH user certificates: their CA's KRL lists them from then on
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert revoke sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --reason \"laptop stolen\" --yes"
    )]
    Revoke(RevokeArgs),
    /// Issue a new certificate like an existing one (same key, CA, principals, options), valid from now
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert renew sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --valid-for 8h\n  tunnelctl ssh-cert renew sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --revoke-old \\\n      --write-cert ~/.ssh/id_ed25519-cert.pub --force"
    )]
    Renew(RenewArgs),
}

// Where to write the certificate line (the `-cert.pub` file ssh picks up next to the key).
#[derive(Debug, Args)]
pub struct WriteCert {
    /// Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub
    #[arg(long, value_name = "FILE")]
    write_cert: Option<PathBuf>,
    /// Overwrite the file of --write-cert if it exists
    #[arg(long, requires = "write_cert")]
    force: bool,
}

// When a new certificate is valid.
#[derive(Debug, Args)]
pub struct Validity {
    /// Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z)
    /// [default: now, less --backdate]
    #[arg(long, value_name = "TIME")]
    valid_after: Option<String>,
    /// End of the validity window, RFC 3339 [default: the default length after now]
    #[arg(long, value_name = "TIME", conflicts_with = "valid_for")]
    valid_until: Option<String>,
    /// Length of the validity window, e.g. 30m, 8h or 7d: from --valid-after when given, else
    /// from now
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    valid_for: Option<Duration>,
    #[command(flatten)]
    backdate: Backdate,
}

#[derive(Debug, Args)]
pub struct Backdate {
    /// Without --valid-after, start the window this long before now, so that a server whose clock
    /// is a little behind accepts the certificate at once (0 turns it off)
    #[arg(long, value_name = "DURATION", default_value = "1m", value_parser = parse_duration)]
    backdate: Duration,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    #[command(flatten)]
    subject: Subject,
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
    #[command(flatten)]
    validity: Validity,
    #[command(flatten)]
    labels: Labels,
    #[command(flatten)]
    signing: Signing,
    #[command(flatten)]
    from_file: FromFile,
}

// The CA and the key a new certificate names.
#[derive(Debug, Args)]
pub struct Subject {
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
}

// How a new certificate is signed and where it goes.
#[derive(Debug, Args)]
pub struct Signing {
    #[command(flatten)]
    write: WriteCert,
    /// Passphrase of an encrypted CA on the first line of FILE (TUNNELCTL_CA_PASSPHRASE may hold
    /// the passphrase itself instead; on a terminal, tunnelctl asks)
    #[arg(long, value_name = "FILE")]
    ca_passphrase_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the certificate
    id: String,
    #[command(flatten)]
    write: WriteCert,
}

#[derive(Debug, Args)]
pub struct CertListArgs {
    #[command(flatten)]
    list: ListArgs,
    /// Only revoked certificates; filtered client-side, as the API has no such filter (pages are
    /// read until --limit certificates match)
    #[arg(long)]
    revoked: bool,
    /// Only certificates signed by this CA; filtered client-side, as the API has no such filter
    /// (pages are read until --limit certificates match)
    #[arg(long, value_name = "ID")]
    ca_id: Option<String>,
}

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the certificate
    id: String,
    #[command(flatten)]
    fields: LabelsUpdate,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the certificates
    #[arg(required = true)]
    ids: Vec<String>,
}

#[derive(Debug, Args)]
#[command(after_help = "\
A revocation cannot be undone, and outlives the certificate's record. It reaches those who check
the certificate through the CA's key revocation list (tunnelctl ssh-ca krl CA_ID --output-file FILE):
servers check user certificates (RevokedKeys FILE in sshd_config), clients check host certificates
(RevokedHostKeys FILE in ssh_config). Revoking a certificate again changes nothing.")]
pub struct RevokeArgs {
    /// IDs of the certificates
    #[arg(required = true)]
    ids: Vec<String>,
    /// Why they are revoked (kept with the revocation, at most 255 bytes)
    #[arg(long, value_name = "TEXT")]
    reason: Option<String>,
}

#[derive(Debug, Args)]
pub struct RenewArgs {
    /// ID of the certificate to renew
    id: String,
    /// Length of the new validity window from now [default: as long as the old one's]
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    valid_for: Option<Duration>,
    #[command(flatten)]
    backdate: Backdate,
    /// Revoke the old certificate once the new one is issued
    #[arg(long)]
    revoke_old: bool,
    #[command(flatten)]
    signing: Signing,
}

pub fn run(ctx: &Context, cmd: SshCertCommand) -> Result<(), CliError> {
    match cmd {
        SshCertCommand::Create(args) => create(ctx, *args),
        SshCertCommand::Get(args) => get(ctx, USER, args),
        SshCertCommand::List(args) => list(ctx, USER, args),
        SshCertCommand::Update(args) => update(ctx, USER, args),
        SshCertCommand::Delete(args) => delete(ctx, USER, args),
        SshCertCommand::Revoke(args) => revoke(ctx, USER, args),
        SshCertCommand::Renew(args) => renew(ctx, USER, args),
    }
}

fn create(ctx: &Context, args: CreateArgs) -> Result<(), CliError> {
    let body = args.body()?;
    issue(ctx, USER, body, &args.signing)
}

/// Signs a certificate of `kind` from a create body: picks the CA at a terminal when the body
/// names none, asks for an encrypted CA's passphrase, warns at a terminal about a certificate
/// without principals, writes the file of --write-cert and prints the certificate.
pub fn issue(ctx: &Context, kind: Kind, mut body: Body, signing: &Signing) -> Result<(), CliError> {
    signing.write.check()?;
    let ca_id = match body
        .get("ssh_certificate_authority_id")
        .and_then(Value::as_str)
    {
        Some(id) if !id.is_empty() => id.to_string(),
        _ => pick_ca(ctx)?,
    };
    // A CA picked here was chosen, not typed: a refusal names the field.
    if body
        .get("ssh_certificate_authority_id")
        .and_then(Value::as_str)
        != Some(&ca_id)
    {
        body.insert("ssh_certificate_authority_id", json!(ca_id));
    }
    refuse_short_lived(&body, kind)?;
    let no_principals = body
        .get("principals")
        .and_then(Value::as_array)
        .is_none_or(Vec::is_empty);
    if no_principals && ctx.interactive() {
        let who = match kind.kind {
            CertKind::User => "any user (--principal NAME names one)",
            CertKind::Host => "any host (--principal NAME names one)",
        };
        crate::output::warning(&format!(
            "the certificate names no principals, so it is valid for {who}"
        ));
    }
    let given = ssh_ca::passphrase(signing.ca_passphrase_file.as_deref())?;
    // A flag needs the local store; the variable is simply not ours to use with a server.
    if signing.ca_passphrase_file.is_some() {
        ctx.on_this_machine().map_err(|err| {
            err.with_hint(format!(
                "the server signs, so it needs the passphrase: start it with \
                 tunnelctl serve --ca-passphrase-file {ca_id}=FILE"
            ))
        })?;
    }
    let what = format!("the key of CA {ca_id}");
    let cert = ssh_ca::with_passphrase(ctx, &what, "--ca-passphrase-file", given, |passphrase| {
        let mut request = body.request(Method::Post, &kind.collection.path());
        // It goes with the request, in process or over the store's socket, never over HTTP.
        if !ctx.is_remote() {
            request.ca_passphrase = passphrase.map(Passphrase);
        }
        let cert = ctx
            .send(&request)
            .map_err(|err| explain_signing_refusal(ctx, body.naming_flags(err), &ca_id))?;
        Ok(cert.unwrap_or(Value::Null))
    })?;
    signing.write.write_and_print(ctx, kind, &cert)
}

/// The shortest validity a certificate may be issued with.
const SHORTEST_VALIDITY: time::Duration = time::Duration::minutes(1);

/// Refuses a window that ends less than a minute from now: such a certificate is expired on issue
/// or before anyone can use it, and the API would sign it without a word (it takes any window
/// whose start is before its end). The rule is the CLI's, so it holds with every transport, while
/// the API itself (SDKs, `tunnelctl api`) keeps the real service's behaviour.
fn refuse_short_lived(body: &Body, kind: Kind) -> Result<(), CliError> {
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let at = |field: &str| {
        body.get(field)
            .and_then(Value::as_str)
            .and_then(|t| clock::parse_time(t).ok())
    };
    // Without an end, the service's default length counts from the start (else from now).
    let (end, origin) = match (at("valid_until"), at("valid_after")) {
        // A window that ends before it starts is the service's to refuse, saying so.
        (Some(end), Some(start)) if end <= start => return Ok(()),
        (Some(end), _) => (end, body.flag("valid_until").unwrap_or("valid_until")),
        (None, Some(start)) => match start.checked_add(kind.default_validity) {
            Some(end) => (end, body.flag("valid_after").unwrap_or("valid_after")),
            None => return Ok(()),
        },
        // A value that does not parse (or is out of range) is the service's to refuse.
        _ => return Ok(()),
    };
    if end - now >= SHORTEST_VALIDITY {
        return Ok(());
    }
    let end_text = clock::format_time(end);
    let message = if end <= now {
        format!(
            "{origin}: the certificate would be expired on issue: it ends at {end_text}, \
             not after now ({})",
            clock::format_time(now)
        )
    } else {
        format!(
            "{origin}: the certificate would expire at {end_text}, {}s after it is issued; \
             a certificate must be valid for at least a minute",
            (end - now).whole_seconds()
        )
    };
    Err(CliError::usage(message).with_hint(format!(
        "give a longer window, e.g. --valid-for 8h (the API itself takes any window: \
         tunnelctl api POST {} sends a body as it is)",
        kind.collection.path()
    )))
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
    let cas = list_cas(ctx)?;
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

/// Every CA, following pages.
fn list_cas(ctx: &Context) -> Result<Vec<Value>, CliError> {
    let list = ctx.list(&Route::SshCas.path(), ssh_ca::VIEW.list_key, None, None)?;
    Ok(list[ssh_ca::VIEW.list_key]
        .as_array()
        .cloned()
        .unwrap_or_default())
}

/// The revocations of the CAs `ca_ids`, by certificate ID.
fn revocations<'a>(
    ctx: &Context,
    ca_ids: impl IntoIterator<Item = &'a str>,
) -> Result<HashMap<String, Value>, CliError> {
    let mut by_cert = HashMap::new();
    for ca_id in ca_ids {
        let list = ctx.get(&Route::SshCaRevocations(ca_id).path())?;
        for revocation in list[ssh_revocation::LIST_KEY]
            .as_array()
            .into_iter()
            .flatten()
        {
            if let Some(cert_id) = revocation["certificate_id"].as_str() {
                by_cert.insert(cert_id.to_string(), revocation.clone());
            }
        }
    }
    Ok(by_cert)
}

/// The revocations of every CA. A server without this tool's extension has none to show.
fn all_revocations(ctx: &Context, required: bool) -> Result<HashMap<String, Value>, CliError> {
    let cas = list_cas(ctx)?;
    let ids = cas.iter().filter_map(|ca| ca["id"].as_str());
    match revocations(ctx, ids) {
        Err(err) if !required && err.exit == super::exit::NOT_FOUND => Ok(HashMap::new()),
        other => other,
    }
}

fn is_table(ctx: &Context) -> bool {
    ctx.global.output().is_table()
}

/// A table shows when a certificate was revoked; JSON and YAML keep the API's fields.
fn mark_revoked(ctx: &Context, cert: &mut Value, revocations: &HashMap<String, Value>) {
    if !is_table(ctx) {
        return;
    }
    let revoked = cert["id"]
        .as_str()
        .and_then(|id| revocations.get(id))
        .map(|r| r["revoked_at"].clone());
    if let (Some(revoked_at), Some(fields)) = (revoked, cert.as_object_mut()) {
        fields.insert(REVOKED_FIELD.into(), revoked_at);
    }
}

pub fn get(ctx: &Context, kind: Kind, args: GetArgs) -> Result<(), CliError> {
    args.write.check()?;
    let mut cert = ctx.get(&kind.kind.route(&args.id).path())?;
    let ca_id = cert["ssh_certificate_authority_id"]
        .as_str()
        .map(str::to_string);
    if let (Some(ca_id), true) = (ca_id, is_table(ctx)) {
        // A server without this tool's extension has no revocations to show.
        if let Ok(revoked) = revocations(ctx, [ca_id.as_str()]) {
            mark_revoked(ctx, &mut cert, &revoked);
        }
    }
    args.write.write_and_print(ctx, kind, &cert)
}

pub fn list(ctx: &Context, kind: Kind, args: CertListArgs) -> Result<(), CliError> {
    let revoked = match args.revoked || is_table(ctx) {
        true => all_revocations(ctx, args.revoked)?,
        false => HashMap::new(),
    };
    let mut keep = |cert: &Value| {
        let revoked_ok = !args.revoked
            || cert["id"]
                .as_str()
                .is_some_and(|id| revoked.contains_key(id));
        let ca_ok = args
            .ca_id
            .as_deref()
            .is_none_or(|ca| cert["ssh_certificate_authority_id"] == ca);
        revoked_ok && ca_ok
    };
    let filtered = args.revoked || args.ca_id.is_some();
    let keep = filtered.then_some(&mut keep as &mut dyn FnMut(&Value) -> bool);
    ctx.print_list_where(
        &kind.collection.path(),
        kind.view,
        &args.list,
        keep,
        |mut cert| {
            mark_revoked(ctx, &mut cert, &revoked);
            Ok(cert)
        },
    )
}

pub fn update(ctx: &Context, kind: Kind, args: UpdateArgs) -> Result<(), CliError> {
    let command = format!("{} update", kind.command);
    args.fields
        .send(ctx, &command, kind.kind.route(&args.id), kind.view)
}

/// Deletes each certificate; one that is still valid and not revoked gets a warning first, since
/// deleting its record leaves it usable until it expires.
pub fn delete(ctx: &Context, kind: Kind, args: DeleteArgs) -> Result<(), CliError> {
    for id in &args.ids {
        warn_if_usable(ctx, kind, id)?;
        ctx.delete(
            &kind.kind.route(id).path(),
            &format!("{} {id}", kind.kind.what()),
        )?;
    }
    Ok(())
}

fn warn_if_usable(ctx: &Context, kind: Kind, id: &str) -> Result<(), CliError> {
    let cert = match ctx.send(&ApiRequest::get(kind.kind.route(id).path())) {
        Ok(Some(cert)) => cert,
        // The delete itself reports what is wrong with the ID.
        _ => return Ok(()),
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let until = cert["valid_until"].as_str().unwrap_or("");
    let expired = clock::parse_time(until).is_ok_and(|t| t <= now);
    if expired {
        return Ok(());
    }
    let ca_id = cert["ssh_certificate_authority_id"].as_str().unwrap_or("");
    let revoked = revocations(ctx, [ca_id])
        .map(|r| r.contains_key(id))
        .unwrap_or(false);
    if !revoked {
        crate::output::warning(&format!(
            "deleting {} {id} does not revoke it: it stays valid until {until}; \
             revoke it first with: tunnelctl {} revoke {id}",
            kind.kind.what(),
            kind.command
        ));
    }
    Ok(())
}

pub fn revoke(ctx: &Context, kind: Kind, args: RevokeArgs) -> Result<(), CliError> {
    let mut cas = Vec::new();
    for id in &args.ids {
        let what = format!("{} {id}", kind.kind.what());
        if !ctx.confirm(&format!("Revoke {what}? This cannot be undone"))? {
            ctx.status(&format!("kept {what}"));
            continue;
        }
        let cert = ctx.get(&kind.kind.route(id).path())?;
        let ca_id = cert["ssh_certificate_authority_id"]
            .as_str()
            .unwrap_or("")
            .to_string();
        let mut body = Body::default();
        body.insert("certificate_id", json!(id));
        body.set("--reason", "reason", args.reason.as_ref());
        let request = body.request(Method::Post, &Route::SshCaRevocations(&ca_id).path());
        let Some(response) = ctx
            .send_response(&request)
            .map_err(|e| body.naming_flags(e))?
        else {
            continue; // --dry-run printed it
        };
        match response.status {
            201 => ctx.changed(&format!("revoked {what}")),
            _ => {
                let at = response
                    .body
                    .as_ref()
                    .and_then(|b| b["revoked_at"].as_str())
                    .unwrap_or("before");
                ctx.status(&format!("{what} was already revoked at {at}"));
            }
        }
        if !cas.contains(&ca_id) {
            cas.push(ca_id);
        }
    }
    if !ctx.dry_run() {
        for ca_id in cas {
            ctx.status(&kind.krl_reader.replace("{ca}", &ca_id));
        }
    }
    Ok(())
}

/// A new certificate like `args.id`: same CA, key, principals, critical options, extensions,
/// description and metadata; valid from now (less the backdate) for `--valid-for` or as long as
/// the old one was.
pub fn renew(ctx: &Context, kind: Kind, args: RenewArgs) -> Result<(), CliError> {
    let old = ctx.get(&kind.kind.route(&args.id).path())?;
    let mut body = Body::default();
    let mut fields = vec!["ssh_certificate_authority_id", "public_key", "principals"];
    if kind.kind == CertKind::User {
        fields.extend(["critical_options", "extensions"]);
    }
    fields.extend(["description", "metadata"]);
    for field in fields {
        if let Some(value) = old.get(field) {
            body.insert(field, value.clone());
        }
    }
    let length = match args.valid_for {
        Some(d) => {
            time::Duration::try_from(d).map_err(|_| CliError::usage("--valid-for is too long"))?
        }
        None => {
            let at = |field: &str| clock::parse_time(old[field].as_str().unwrap_or(""));
            match (at("valid_after"), at("valid_until")) {
                (Ok(start), Ok(end)) if end > start => end - start,
                _ => kind.default_validity,
            }
        }
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let (start, end) = window(now, None, Some(length), args.backdate.backdate)?;
    body.insert("valid_after", json!(clock::format_time(start)));
    if let Some(end) = end {
        body.insert("valid_until", json!(clock::format_time(end)));
    }
    if args.valid_for.is_some() {
        body.name("valid_until", "--valid-for");
    }
    issue(ctx, kind, body, &args.signing)?;
    // Under --dry-run the revocation is tried (or printed) too, against the store as it is.
    if args.revoke_old {
        revoke(
            ctx,
            kind,
            RevokeArgs {
                ids: vec![args.id.clone()],
                reason: Some("renewed".into()),
            },
        )?;
    }
    Ok(())
}

/// The validity window to send: `(start, end)`, the end `None` where the service's default is
/// right. Without a given start, the window starts `backdate` before now; `length` (or else the
/// kind's default length) then counts from now, or from the given start.
fn window(
    now: OffsetDateTime,
    given_start: Option<OffsetDateTime>,
    length: Option<time::Duration>,
    backdate: Duration,
) -> Result<(OffsetDateTime, Option<OffsetDateTime>), CliError> {
    let too_long = || CliError::usage("--valid-for is too long");
    let backdate = time::Duration::try_from(backdate)
        .ok()
        .and_then(|b| now.checked_sub(b))
        .ok_or_else(|| CliError::usage("--backdate is too long"))?;
    let start = given_start.unwrap_or(backdate);
    let from = given_start.unwrap_or(now);
    let end = match length {
        Some(length) => Some(from.checked_add(length).ok_or_else(too_long)?),
        None => None,
    };
    Ok((start, end))
}

impl CreateArgs {
    fn body(&self) -> Result<Body, CliError> {
        let mut body = self.from_file.body()?;
        self.subject.set(&mut body)?;
        body.set_list("--principal", "principals", &self.principals);
        if !self.critical_options.is_empty() {
            let options = unique_map("--critical-option", &self.critical_options)?;
            body.set("--critical-option", "critical_options", Some(options));
        }
        if !self.extensions.is_empty() {
            let extensions = unique_map("--extension", &self.extensions)?;
            body.set("--extension", "extensions", Some(extensions));
        }
        self.validity.set(&mut body, USER)?;
        self.labels.set(&mut body);
        Ok(body)
    }
}

impl Subject {
    pub fn set(&self, body: &mut Body) -> Result<(), CliError> {
        body.set(
            "--ca-id",
            "ssh_certificate_authority_id",
            self.ca_id.as_ref(),
        );
        let public_key = match &self.public_key_file {
            Some(path) => Some(body::read_input(path)?),
            None => None,
        };
        body.set("--public-key-file", "public_key", public_key);
        body.set("--public-key", "public_key", self.public_key.as_ref());
        Ok(())
    }
}

impl Validity {
    /// Sets the window: the flags over `--from-file`'s fields; without a start, one `--backdate`
    /// before now (the end then counts from now, so the window is longer by the backdate);
    /// `--valid-for` sends both ends, so the window is exactly as long as asked.
    pub fn set(&self, body: &mut Body, kind: Kind) -> Result<(), CliError> {
        body.set("--valid-after", "valid_after", self.valid_after.as_ref());
        body.set("--valid-until", "valid_until", self.valid_until.as_ref());
        let text = |field: &str| {
            body.get(field)
                .and_then(Value::as_str)
                .filter(|t| !t.is_empty())
                .map(str::to_string)
        };
        let given_start = match text("valid_after") {
            Some(text) => Some(clock::parse_time(&text).map_err(|e| {
                CliError::usage(format!(
                    "--valid-after {text:?} is not an RFC 3339 time: {e}"
                ))
            })?),
            None => None,
        };
        let length = match self.valid_for {
            Some(d) => Some(
                time::Duration::try_from(d)
                    .map_err(|_| CliError::usage("--valid-for is too long"))?,
            ),
            None if given_start.is_none() && text("valid_until").is_none() => {
                Some(kind.default_validity)
            }
            None => None,
        };
        let now = Clock::from_env().map_err(CliError::usage)?.now();
        let (start, end) = window(now, given_start, length, self.backdate.backdate)?;
        // The window is written again whole; the flags that gave it still name its ends.
        body.insert("valid_after", json!(clock::format_time(start)));
        if self.valid_after.is_some() {
            body.name("valid_after", "--valid-after");
        }
        if let Some(end) = end {
            body.insert("valid_until", json!(clock::format_time(end)));
        }
        match (self.valid_for, &self.valid_until) {
            (Some(_), _) => body.name("valid_until", "--valid-for"),
            (None, Some(_)) => body.name("valid_until", "--valid-until"),
            (None, None) => {}
        }
        Ok(())
    }
}

impl WriteCert {
    /// Refuses before anything is issued when the file exists (without --force) or cannot be made.
    pub fn check(&self) -> Result<(), CliError> {
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

    /// Writes the certificate line (mode 0644) when asked to, and prints the certificate. A person
    /// at a terminal gets one line saying where it went, instead of a table whose certificate is
    /// already in the file; piped output and `-o json|yaml|id` keep the whole result.
    fn write_and_print(&self, ctx: &Context, kind: Kind, cert: &Value) -> Result<(), CliError> {
        let to_person = std::io::stdout().is_terminal()
            && is_table(ctx)
            && !ctx.filters()
            && !ctx.printed_instead();
        match &self.write_cert {
            Some(path) if self.write(ctx, kind, cert, !to_person)? && to_person => {
                let field = |name: &str| cert[name].as_str().unwrap_or("").to_string();
                Ok(crate::output::write_stdout(&format!(
                    "\u{2714} Certificate: {} ({}, valid until {})\n",
                    crate::output::for_terminal(&path.display().to_string()),
                    field("id"),
                    field("valid_until")
                ))?)
            }
            _ => ctx.print(cert, kind.view),
        }
    }

    /// Writes the certificate line (mode 0644), saying so on stderr when `say`; answers whether
    /// it wrote (not under --dry-run, nor without --write-cert).
    fn write(&self, ctx: &Context, kind: Kind, cert: &Value, say: bool) -> Result<bool, CliError> {
        let Some(path) = &self.write_cert else {
            return Ok(false);
        };
        let id = cert.get("id").and_then(Value::as_str).unwrap_or("");
        let what = match id {
            "" => "the certificate".to_string(),
            id => format!("certificate {id}"),
        };
        if ctx.would_write(&what, path) {
            return Ok(false);
        }
        let line = cert
            .get("certificate")
            .and_then(Value::as_str)
            .unwrap_or("");
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
                    "write it again with: tunnelctl {} get {id} --write-cert FILE",
                    kind.command
                ))
            })?;
        if say {
            ctx.status(&format!("wrote certificate {id} to {}", path.display()));
        }
        Ok(true)
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
