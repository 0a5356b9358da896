//! `tunnelctl ssh-host-cert …`: SSH host certificates (API-NOTES "SSH host certificates"). Every
//! command but create is the user certificates' own (`ssh_cert`), for this kind.

use clap::Subcommand;

use super::ssh_cert::{
    self, CertListArgs, CreateArgs, DeleteArgs, GetArgs, HostFlags, PruneArgs, RenewArgs,
    RevokeArgs, UpdateArgs, HOST,
};
use super::{group, CliError, Context, Formats, TopLevel, NOTHING};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SshHostCertCommand {
    /// Issue an SSH host certificate for a server's host key, signed by a CA of the store
    #[command(after_long_help = "\
Then, in sshd_config: HostCertificate /etc/ssh/ssh_host_ed25519_key-cert.pub. For clients,
`tunnelctl ssh-ca get CA_ID --known-hosts '*.example.com'` prints the known_hosts line that trusts
every host certificate of the CA.

Examples:
  tunnelctl ssh-host-cert create --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --public-key-file /etc/ssh/ssh_host_ed25519_key.pub --principal db1.example.com \\
      --write-cert /etc/ssh/ssh_host_ed25519_key-cert.pub")]
    Create(Box<CreateArgs<HostFlags>>),
    /// Show one SSH host certificate, and optionally write it to a file
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-host-cert get shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl ssh-host-cert get shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --write-cert /etc/ssh/ssh_host_ed25519_key-cert.pub --force"
    )]
    Get(GetArgs),
    /// List SSH host certificates, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-host-cert list\n  tunnelctl ssh-host-cert list --state expired -o id"
    )]
    #[command(visible_alias = "ls")]
    List(CertListArgs),
    /// Change the description or metadata of an SSH host certificate
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-host-cert update shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"db1, rack 4\""
    )]
    Update(UpdateArgs),
    /// Delete SSH host certificates (deleting does not revoke: see revoke)
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-host-cert delete shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --yes ssh-host-cert delete shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
    /// Revoke SSH host certificates: their CA's KRL lists them from then on
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-host-cert revoke shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --reason \"host retired\" --yes"
    )]
    Revoke(RevokeArgs),
    /// Issue a new certificate like an existing one (same key, CA, principals), valid from now
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-host-cert renew shcrt_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --valid-for 90d --revoke-old"
    )]
    Renew(RenewArgs),
    /// Delete the host certificates that expired long ago (revocations stay in the CA's KRL)
    #[command(
        after_long_help = "Examples:\n  tunnelctl --dry-run ssh-host-cert prune --expired-before 90d"
    )]
    Prune(PruneArgs),
}

impl TopLevel for SshHostCertCommand {
    const NAME: &'static str = "ssh-host-cert";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about("Issue, revoke and renew SSH host certificates")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Delete(_) | Self::Revoke(_) => Some(NOTHING),
            Self::Create(_)
            | Self::Get(_)
            | Self::List(_)
            | Self::Update(_)
            | Self::Renew(_)
            | Self::Prune(_) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: SshHostCertCommand) -> Result<(), CliError> {
    match cmd {
        SshHostCertCommand::Create(args) => ssh_cert::create(ctx, *args),
        SshHostCertCommand::Get(args) => ssh_cert::get(ctx, HOST, args),
        SshHostCertCommand::List(args) => ssh_cert::list(ctx, HOST, args),
        SshHostCertCommand::Update(args) => ssh_cert::update(ctx, HOST, args),
        SshHostCertCommand::Delete(args) => ssh_cert::delete(ctx, HOST, args),
        SshHostCertCommand::Revoke(args) => ssh_cert::revoke(ctx, HOST, args),
        SshHostCertCommand::Renew(args) => ssh_cert::renew(ctx, HOST, args),
        SshHostCertCommand::Prune(args) => ssh_cert::prune(ctx, HOST, args),
    }
}
