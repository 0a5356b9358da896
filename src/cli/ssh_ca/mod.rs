//! `tunnelctl ssh-ca …`: SSH certificate authorities (API-NOTES "SSH certificate authorities").
//!
//! One file per verb (`create`, `import`, `get`, `krl`, `revoke-key`, `revoked-keys`, `update`,
//! `delete`); `passphrase` reads
//! and asks for the passphrase of an encrypted CA, for these commands and the certificates'.

mod create;
mod delete;
mod get;
mod import;
mod krl;
mod passphrase;
mod policy;
mod revoke_key;
mod revoked_keys;
mod update;

use clap::Subcommand;

pub use create::{CreateArgs, Curve, KeyType};
pub use delete::DeleteArgs;
pub use get::GetArgs;
pub use import::ImportArgs;
pub use krl::KrlArgs;
pub use passphrase::{
    passphrase, passphrase_problem, read_passphrase_file, with_passphrase, PASSPHRASE_ENV,
};
pub use policy::{in_seconds as policy_in_seconds, PolicyCommand, PolicyFile};
pub use revoke_key::RevokeKeyArgs;
pub use revoked_keys::RevokedKeysArgs;
pub use update::UpdateArgs;

use crate::api::route::Route;
use crate::api::ApiError;
use crate::cli::{group, CliError, Context, Formats, ListArgs, TopLevel, NOTHING};
use crate::kind;
use crate::output::View;
use crate::router::new_operation_id;

pub const VIEW: View = View {
    list_key: kind::SSH_CA.list_key,
    noun: kind::SSH_CA.plural,
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

A new CA refuses certificates without principals and any valid for more than a year, unless
--policy-file says otherwise.

Examples:
  tunnelctl ssh-ca create --description \"office CA\"
  tunnelctl ssh-ca create --key-type ecdsa --curve p384
  tunnelctl ssh-ca create --key-type rsa --bits 3072
  # keep the private key encrypted at rest
  tunnelctl ssh-ca create --passphrase-file ca.pass
  # a CA for CI: see tunnelctl ssh-ca policy set --help
  tunnelctl ssh-ca create --description ci --policy-file ci-policy.yaml")]
    Create(CreateArgs),
    /// Make an existing OpenSSH private key an SSH certificate authority (local store only)
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca import --private-key-file ca_key --description \"office CA\"\n  tunnelctl ssh-ca import --private-key-file ca_key --passphrase-file ca_key.pass"
    )]
    Import(ImportArgs),
    /// Show one SSH certificate authority, or only its public key line
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  # by the name a manifest gave it\n  tunnelctl ssh-ca get ci\n  # the line for the servers' TrustedUserCAKeys\n  tunnelctl ssh-ca get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --public-key \\\n      >> /etc/ssh/trusted_user_ca_keys"
    )]
    Get(GetArgs),
    /// List SSH certificate authorities, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca list\n  tunnelctl ssh-ca list -o json"
    )]
    #[command(visible_alias = "ls")]
    List(ListArgs),
    /// Change the description, metadata or issuance policy of an SSH certificate authority
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca update sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"office CA (2026)\"\n  tunnelctl ssh-ca update sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --metadata '{\"team\": \"infra\"}'\n  tunnelctl ssh-ca update sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --policy-file policy.yaml"
    )]
    Update(UpdateArgs),
    /// Delete SSH certificate authorities (refused while certificates they signed exist)
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca delete sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --yes ssh-ca delete sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
    /// Write the OpenSSH key revocation list (KRL) of the certificates and keys a CA revoked
    Krl(KrlArgs),
    /// Revoke a public key: the CA signs it no more, and its KRL refuses every certificate of it
    RevokeKey(RevokeKeyArgs),
    /// List the public keys a CA revoked
    RevokedKeys(RevokedKeysArgs),
    /// Show, set or remove what an SSH certificate authority may sign
    #[command(subcommand)]
    Policy(PolicyCommand),
}

impl TopLevel for SshCaCommand {
    const NAME: &'static str = "ssh-ca";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about(
            "Manage SSH certificate authorities: the keys that sign certificates, and their KRLs",
        )
    }

    fn formats(&self) -> Formats {
        match self {
            SshCaCommand::Get(_) => Formats::Manifest,
            _ => Formats::All,
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Get(args) if args.public_key => Some(
                "with --public-key it prints an OpenSSH public key line (drop --public-key for the JSON)",
            ),
            Self::Get(args) if args.known_hosts.is_some() => Some(
                "with --known-hosts it prints a known_hosts line (drop --known-hosts for the JSON)",
            ),
            Self::Krl(_) => Some("it prints a binary KRL"),
            Self::Delete(_) | Self::Policy(PolicyCommand::Delete(_)) => Some(NOTHING),
            Self::Create(_)
            | Self::Import(_)
            | Self::Get(_)
            | Self::List(_)
            | Self::Update(_)
            | Self::RevokeKey(_)
            | Self::RevokedKeys(_)
            | Self::Policy(PolicyCommand::Get(_) | PolicyCommand::Set(_)) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: SshCaCommand) -> Result<(), CliError> {
    match cmd {
        SshCaCommand::Create(args) => create::create(ctx, args),
        SshCaCommand::Import(args) => import::import(ctx, args),
        SshCaCommand::Get(args) => get::get(ctx, args),
        SshCaCommand::List(args) => {
            ctx.print_list(&Route::Collection(&kind::SSH_CA).path(), &VIEW, &args)
        }
        SshCaCommand::Update(args) => update::update(ctx, args),
        SshCaCommand::Delete(args) => delete::delete(ctx, args),
        SshCaCommand::Krl(args) => krl::krl(ctx, args),
        SshCaCommand::RevokeKey(args) => revoke_key::revoke_key(ctx, args),
        SshCaCommand::RevokedKeys(args) => revoked_keys::revoked_keys(ctx, args),
        SshCaCommand::Policy(cmd) => policy::run(ctx, cmd),
    }
}

/// An error of a local-only operation, shaped like an API refusal (same exit codes and body).
fn local_error(err: ApiError) -> CliError {
    let body = err.to_body(&new_operation_id());
    CliError::from_api(err, Some(body))
}
