//! `tunnelctl ssh-ca update`: description and metadata.

use clap::Args;

use super::VIEW;
use crate::api::route::Route;
use crate::cli::body::LabelsUpdate;
use crate::cli::{CliError, Context};
use crate::kind;

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the SSH certificate authority (sshca_...)
    id: String,
    #[command(flatten)]
    fields: LabelsUpdate,
}

pub(super) fn update(ctx: &Context, args: UpdateArgs) -> Result<(), CliError> {
    args.fields.send(
        ctx,
        "ssh-ca update",
        Route::Item(&kind::SSH_CA, &args.id),
        &VIEW,
    )
}
