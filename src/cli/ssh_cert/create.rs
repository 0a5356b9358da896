//! `tunnelctl ssh-cert create`: a user certificate from flags (`ssh-host-cert create` is its own).

use clap::Args;

use super::cert_options::CertOptions;
use super::{Issuing, Subject, USER};
use crate::cli::body::Body;
use crate::cli::{CliError, Context};

#[derive(Debug, Args)]
pub struct CreateArgs {
    #[command(flatten)]
    subject: Subject,
    /// User name the holder may log in as (can be repeated) [default: none, so any user]
    #[arg(long = "principal", value_name = "NAME")]
    principals: Vec<String>,
    #[command(flatten)]
    options: CertOptions,
    #[command(flatten)]
    issuing: Issuing,
}

pub(super) fn create(ctx: &Context, args: CreateArgs) -> Result<(), CliError> {
    let own = |body: &mut Body| args.options.set(body);
    args.issuing
        .issue(ctx, USER, &args.subject, &args.principals, own)
}
