//! `tunnelctl ssh-ca update`: description, metadata and the issuance policy.

use clap::Args;

use super::PolicyFile;
use crate::api::route::Route;
use crate::cli::body::LabelsUpdate;
use crate::cli::{CliError, Context};
use crate::kind;

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the SSH certificate authority (sshca_...), or its name in a manifest
    id: String,
    #[command(flatten)]
    policy_file: PolicyFile,
    #[command(flatten)]
    fields: LabelsUpdate,
}

pub(super) fn update(ctx: &Context, args: UpdateArgs) -> Result<(), CliError> {
    let mut body = args.fields.body(&kind::SSH_CA)?;
    args.policy_file.set(&mut body)?;
    let path = Route::Item(&kind::SSH_CA, &args.id).path();
    let updated = body.send_patch(ctx, &path, "ssh-ca update")?;
    super::get::print(ctx, updated)
}
