//! Signing a new certificate (create and renew): the CA, the key, the validity window and the
//! passphrase of an encrypted CA.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use serde_json::{json, Value};
use time::OffsetDateTime;

use super::answered::Asked;
use super::{Kind, WriteCert};
use crate::api::route::Route;
use crate::api::{Method, Passphrase};
use crate::cli::body::{self, Body, FromFile, Labels};
use crate::cli::{parse_duration, ssh_ca, CliError, Context};
use crate::clock::{self, Clock};
use crate::kind::{self, Verb};
use crate::service::ssh_ca::{PASSPHRASE_REQUIRED, PASSPHRASE_WRONG, PRIVATE_KEY_MISSING};
use crate::service::ssh_cert_record::CertKind;

// When a new certificate is valid.
#[derive(Debug, Args)]
pub struct Validity {
    /// Start of the validity window, RFC 3339 (e.g. 2026-11-22T10:00:00Z)
    /// [default: now, less --backdate]
    #[arg(long, value_name = "TIME")]
    valid_after: Option<String>,
    /// End of the validity window, RFC 3339 [default: the CA policy's default_validity after
    /// the start, else 24 hours for a user certificate, a year for a host certificate]
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
    pub(super) backdate: Duration,
}

// The CA and the key a new certificate names.
#[derive(Debug, Args)]
pub struct Subject {
    /// The CA that signs the certificate (sshca_... ID, or its name in a manifest)
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
    pub(super) write: WriteCert,
    /// Passphrase of an encrypted CA on the first line of FILE, your own, mode 0600
    /// (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead; on a terminal, tunnelctl
    /// asks)
    #[arg(long, value_name = "FILE")]
    ca_passphrase_file: Option<PathBuf>,
}

// The flags every create command ends with (a doc comment would become the command's about).
#[derive(Debug, Args)]
pub struct Issuing {
    #[command(flatten)]
    validity: Validity,
    #[command(flatten)]
    labels: Labels,
    #[command(flatten)]
    signing: Signing,
    #[command(flatten)]
    from_file: FromFile,
}

impl Signing {
    /// Signing that writes the certificate to `write`, for commands that decide the file.
    pub(super) fn new(write: WriteCert, ca_passphrase_file: Option<PathBuf>) -> Self {
        Signing {
            write,
            ca_passphrase_file,
        }
    }
}

impl Issuing {
    /// Issues a certificate of `kind` from the create flags: `--from-file`'s fields, then the
    /// subject and principals, what `own` sets (the kind's own flags), the window and the labels.
    pub fn issue(
        &self,
        ctx: &Context,
        kind: Kind,
        subject: &Subject,
        principals: &[String],
        own: impl FnOnce(&mut Body) -> Result<(), CliError>,
    ) -> Result<(), CliError> {
        let mut body = self.from_file.body(kind.collection.kind(), Verb::Create)?;
        subject.set(&mut body)?;
        body.set_list("--principal", "principals", principals);
        own(&mut body)?;
        self.validity.set(&mut body)?;
        self.labels.set(&mut body);
        issue(ctx, kind, body, &self.signing)
    }
}

/// Signs a certificate of `kind` from a create body (see [`sign`]), writes the file of
/// --write-cert and prints the certificate.
pub fn issue(ctx: &Context, kind: Kind, body: Body, signing: &Signing) -> Result<(), CliError> {
    let cert = sign(ctx, kind, body, signing)?;
    signing.write.write_and_print(ctx, kind, &cert)
}

/// Signs a certificate of `kind` from a create body and answers it: picks the CA at a terminal
/// when the body names none, asks for an encrypted CA's passphrase, warns at a terminal about a
/// certificate without principals. Refuses first when the file to write cannot be written, and
/// after, exit 6, when the certificate answered is not the one asked for (`answered`).
pub(super) fn sign(
    ctx: &Context,
    kind: Kind,
    mut body: Body,
    signing: &Signing,
) -> Result<Value, CliError> {
    signing.write.check()?;
    let typed = body
        .get("ssh_certificate_authority_id")
        .and_then(Value::as_str)
        .filter(|id| !id.is_empty())
        .map(str::to_string);
    let ca_id = match &typed {
        Some(word) => ctx.resolve(&crate::kind::SSH_CA, word)?,
        None => pick_ca(ctx)?,
    };
    if typed.as_ref() != Some(&ca_id) {
        // A CA picked here was chosen, not typed: a refusal names the field; one found by its
        // name still names the flag that gave the name.
        let flag = typed
            .and(body.flag("ssh_certificate_authority_id"))
            .map(str::to_string);
        body.insert("ssh_certificate_authority_id", json!(ca_id));
        if let Some(flag) = flag {
            body.name("ssh_certificate_authority_id", &flag);
        }
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
    let given = ssh_ca::passphrase(
        signing.ca_passphrase_file.as_deref(),
        "--ca-passphrase-file",
    )?;
    // A flag needs the local store; the variable is simply not ours to use with a server.
    if signing.ca_passphrase_file.is_some() {
        ctx.on_this_machine().map_err(|err| {
            err.with_hint(format!(
                "the server signs, so it needs the passphrase: start it with \
                 tunnelctl serve --ca-passphrase-file {ca_id}=FILE"
            ))
        })?;
    }
    // Read before asking: what the server answers is checked against it (a dry run answers no
    // certificate, and nothing is written or given to an agent).
    let asked = match ctx.dry_run() {
        true => None,
        false => Some(Asked::read(ctx, kind, &body, &ca_id)?),
    };
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
    if let Some(asked) = asked {
        asked.check(ctx, &cert)?;
    }
    Ok(cert)
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
pub(super) fn pick_ca(ctx: &Context) -> Result<String, CliError> {
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
pub(super) fn list_cas(ctx: &Context) -> Result<Vec<Value>, CliError> {
    let list = ctx.list(
        &Route::Collection(&kind::SSH_CA).path(),
        ssh_ca::VIEW.list_key,
        None,
        None,
    )?;
    Ok(list[ssh_ca::VIEW.list_key]
        .as_array()
        .cloned()
        .unwrap_or_default())
}

/// The validity window to send: `(start, end)`, the end `None` where the service's default is
/// right. Without a given start, the window starts `backdate` before now; `length` (or else the
/// kind's default length) then counts from now, or from the given start.
pub(super) fn window(
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
    /// before now. `--valid-for` sends both ends, the end counted from now (so the window is
    /// longer by the backdate); without it and `--valid-until` no end is sent, and the service's
    /// default length (the CA policy's `default_validity`, else the kind's) counts from the start.
    pub fn set(&self, body: &mut Body) -> Result<(), CliError> {
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
        // Without --valid-for no end is sent, so that the CA's `default_validity` applies.
        let length = match self.valid_for {
            Some(d) => Some(
                time::Duration::try_from(d)
                    .map_err(|_| CliError::usage("--valid-for is too long"))?,
            ),
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
