//! `tunnelctl ssh-cert update`: description and metadata only, as the API allows.

use clap::Args;

use super::Kind;
use crate::cli::body::LabelsUpdate;
use crate::cli::{CliError, Context};

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the certificate
    id: String,
    #[command(flatten)]
    fields: LabelsUpdate,
}

pub fn update(ctx: &Context, kind: Kind, args: UpdateArgs) -> Result<(), CliError> {
    let command = format!("{} update", kind.command);
    args.fields
        .send(ctx, &command, kind.kind.route(&args.id), kind.view)
}
