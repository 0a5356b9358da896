//! `tunnelctl ssh-cert get`.

use clap::Args;

use super::revoke::{mark_revoked, revocations};
use super::{is_table, Kind, WriteCert};
use crate::cli::{CliError, Context};

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the certificate
    id: String,
    #[command(flatten)]
    write: WriteCert,
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
