//! `tunnelctl ssh-cert …` and `tunnelctl ssh-host-cert …`: SSH user certificates (spec §4.3) and
//! host certificates (API-NOTES "SSH host certificates"). Both kinds share every command but
//! create; revocation goes through this tool's extension under the CA (API-NOTES "Revocation").
//!
//! One file per verb (`create`, `get`, `list`, …); `issue` signs for create and renew, and
//! `write_cert` writes the certificate file for issue and get; `answered` checks what a server
//! signed against what was asked; `cert_options` are the options create and login both take;
//! `agent` is ssh-agent as login, logout and `ssh-cert agent` use it.

mod agent;
mod answered;
mod cert_options;
mod create;
mod delete;
mod get;
mod issue;
mod list;
mod login;
mod logout;
mod prune;
mod renew;
mod revoke;
mod update;
mod write_cert;

use clap::Subcommand;
use serde_json::Value;

pub use create::{create, CreateArgs, HostFlags};
pub use delete::{delete, DeleteArgs};
pub use get::{get, GetArgs};
pub use issue::{issue, Backdate, Issuing, Signing, Subject};
pub use list::{list, CertListArgs};
pub use login::LoginArgs;
pub use logout::{AgentArgs, LogoutArgs};
pub use prune::{prune, PruneArgs};
pub use renew::{renew, RenewArgs};
pub use revoke::{revoke, RevokeArgs};
pub use update::{update, UpdateArgs};
pub use write_cert::WriteCert;

use crate::api::route::Route;
use crate::cli::{group, CliError, Context, Formats, TopLevel, NOTHING};
use crate::kind;
use crate::output::View;
use crate::service::ssh_cert_record::CertKind;
use crate::store::index::public_key_fingerprint;

pub const VIEW: View = View {
    list_key: kind::SSH_USER_CERTIFICATE.list_key,
    noun: kind::SSH_USER_CERTIFICATE.plural,
    columns: &[
        ("ID", "/id"),
        ("CA", "/ssh_certificate_authority_id"),
        ("KEY TYPE", "/key_type"),
        ("FINGERPRINT", "/public_key_fingerprint"),
        ("PRINCIPALS", "=principals"),
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
        "FINGERPRINT",
    ],
};

pub const HOST_VIEW: View = View {
    list_key: kind::SSH_HOST_CERTIFICATE.list_key,
    noun: kind::SSH_HOST_CERTIFICATE.plural,
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
    collection: Route::Collection(&kind::SSH_USER_CERTIFICATE),
    command: "ssh-cert",
    default_validity: time::Duration::hours(24),
    krl_reader: "servers learn of it from the CA's KRL: tunnelctl ssh-ca krl {ca} --output-file FILE (sshd_config: RevokedKeys FILE)",
};

pub const HOST: Kind = Kind {
    kind: CertKind::Host,
    view: &HOST_VIEW,
    collection: Route::Collection(&kind::SSH_HOST_CERTIFICATE),
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
    Create(Box<CreateArgs<cert_options::CertOptions>>),
    /// Show one SSH user certificate, and optionally write it to a file
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert get sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl ssh-cert get sucrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --write-cert ~/.ssh/id_ed25519-cert.pub --force"
    )]
    Get(GetArgs),
    /// List SSH user certificates, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-cert list\n  tunnelctl ssh-cert list --state revoked -o id\n  tunnelctl ssh-cert list --principal root --state valid\n  tunnelctl ssh-cert list --public-key-file ~/.ssh/id_ed25519.pub\n  tunnelctl ssh-cert list --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --limit 50 -o yaml"
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
    /// Get a certificate for your own key and give both to ssh-agent until it expires
    #[command(after_long_help = "\
The certificate is written beside the key (KEY-cert.pub), where ssh looks for it. With ssh-agent
running (SSH_AUTH_SOCK), the key and the certificate are added to it with a lifetime that ends
when the certificate does; --no-agent leaves the agent alone. The CA's policy is read first when
it can be: a request it refuses is refused before a key is made or the agent changed.

Examples:
  # each morning: a certificate for ~/.ssh/id_ed25519 (made if missing), as your user name
  tunnelctl ssh-cert login
  # from a team's server, for another key, logging in as deploy, for 1 hour
  tunnelctl --api-url https://ca.example.com ssh-cert login \\
      --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --identity-file ~/.ssh/work_ed25519 \\
      --principal deploy --valid-for 1h
  # under a CA whose policy requires source-address (docs/ssh-ca.md's CI policy)
  tunnelctl ssh-cert login --principal deploy --valid-for 30m \\
      --critical-option source-address=10.0.0.0/8")]
    Login(LoginArgs),
    /// Remove from ssh-agent the keys and certificates `ssh-cert login` gave it (and nothing else)
    #[command(after_long_help = "\
Keys added to the agent any other way (ssh-add) stay; the key and certificate files stay too.

Examples:
  tunnelctl ssh-cert logout
  # only the key of one login
  tunnelctl ssh-cert logout --identity-file ~/.ssh/work_ed25519")]
    Logout(LogoutArgs),
    /// Show what ssh-agent holds from `ssh-cert login`: key, certificate ID, principals, expiry
    #[command(after_long_help = "\
Examples:
  tunnelctl ssh-cert agent
  tunnelctl ssh-cert agent --identity-file ~/.ssh/work_ed25519 -o json")]
    Agent(AgentArgs),
    /// Delete the certificates that expired long ago (revocations stay in the CA's KRL)
    #[command(
        after_long_help = "Examples:\n  tunnelctl --dry-run ssh-cert prune --expired-before 30d\n  tunnelctl --yes ssh-cert prune --expired-before 90d \\\n      --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o id"
    )]
    Prune(PruneArgs),
}

impl TopLevel for SshCertCommand {
    const NAME: &'static str = "ssh-cert";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about("Issue, revoke and renew SSH user certificates")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Delete(_) | Self::Revoke(_) | Self::Logout(_) => Some(NOTHING),
            Self::Create(_)
            | Self::Get(_)
            | Self::List(_)
            | Self::Update(_)
            | Self::Renew(_)
            | Self::Login(_)
            | Self::Agent(_)
            | Self::Prune(_) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
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
        SshCertCommand::Login(args) => login::login(ctx, args),
        SshCertCommand::Logout(args) => logout::logout(ctx, args),
        SshCertCommand::Agent(args) => logout::list(ctx, args),
        SshCertCommand::Prune(args) => prune(ctx, USER, args),
    }
}

fn is_table(ctx: &Context) -> bool {
    ctx.global.output().is_table()
}

/// The field the CLI adds to every certificate it prints: the SHA256 fingerprint of its public
/// key, as `ssh-keygen -l` prints it. The API's certificate resources have no such field, so it
/// is added here, after `public_key`, and never sent or stored.
pub const FINGERPRINT_FIELD: &str = "public_key_fingerprint";

/// Whether a certificate is of the CA `word` names (an ID or a manifest name), for `--ca-id`'s
/// filter of `list` and `prune`; every certificate is when none is named.
fn of_ca(ctx: &Context, word: Option<&str>) -> Result<impl Fn(&Value) -> bool, CliError> {
    let ca_id = word
        .map(|word| ctx.resolve(&crate::kind::SSH_CA, word))
        .transpose()?;
    Ok(move |cert: &Value| {
        (ca_id.as_deref()).is_none_or(|ca| cert["ssh_certificate_authority_id"] == ca)
    })
}

/// `cert` with [`FINGERPRINT_FIELD`] (null when its public key does not read).
fn with_fingerprint(mut cert: Value) -> Value {
    let fingerprint = cert["public_key"]
        .as_str()
        .and_then(public_key_fingerprint)
        .map_or(Value::Null, Value::String);
    if let Some(fields) = cert.as_object_mut() {
        let after_key = fields
            .keys()
            .position(|k| k == "public_key")
            .map_or(fields.len(), |i| i + 1);
        fields.shift_insert(after_key, FINGERPRINT_FIELD.into(), fingerprint);
    }
    cert
}
