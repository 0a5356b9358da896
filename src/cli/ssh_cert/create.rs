//! `tunnelctl ssh-cert create` and `ssh-host-cert create`: a certificate from flags. The two take
//! the same flags but for what their principals mean and a user certificate's options.

use clap::Args;

use super::cert_options::CertOptions;
use super::{Issuing, Kind, Subject, HOST, USER};
use crate::cli::body::Body;
use crate::cli::{CliError, Context};

/// What a kind of certificate brings to its create command: what its principals are, and its
/// own flags (set in the body after the principals).
pub trait OwnFlags: Args + std::fmt::Debug + 'static {
    const KIND: Kind;
    /// The help of `--principal`.
    const PRINCIPALS: &'static str;

    fn set(&self, body: &mut Body) -> Result<(), CliError>;
}

#[derive(Debug, Args)]
pub struct CreateArgs<Own: OwnFlags> {
    #[command(flatten)]
    subject: Subject,
    #[arg(long = "principal", value_name = "NAME", help = Own::PRINCIPALS)]
    principals: Vec<String>,
    #[command(flatten)]
    own: Own,
    #[command(flatten)]
    issuing: Issuing,
}

pub fn create<Own: OwnFlags>(ctx: &Context, args: CreateArgs<Own>) -> Result<(), CliError> {
    let own = |body: &mut Body| args.own.set(body);
    args.issuing
        .issue(ctx, Own::KIND, &args.subject, &args.principals, own)
}

impl OwnFlags for CertOptions {
    const KIND: Kind = USER;
    const PRINCIPALS: &'static str =
        "User name the holder may log in as (can be repeated) [default: none, so any user]";

    fn set(&self, body: &mut Body) -> Result<(), CliError> {
        CertOptions::set(self, body)
    }
}

// A host certificate has no critical options or extensions (a doc comment would become help).
#[derive(Debug, Args)]
pub struct HostFlags {}

impl OwnFlags for HostFlags {
    const KIND: Kind = HOST;
    const PRINCIPALS: &'static str = "Host name or address clients connect to (can be repeated) \
                                      [default: none, so any host; dangerous]";

    fn set(&self, _: &mut Body) -> Result<(), CliError> {
        Ok(())
    }
}
