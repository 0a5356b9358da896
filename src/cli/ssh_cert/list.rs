//! `tunnelctl ssh-cert list`, with the client-side filters the API lacks.

use std::collections::HashMap;

use clap::Args;
use serde_json::Value;

use super::revoke::{all_revocations, mark_revoked};
use super::{is_table, Kind};
use crate::cli::{CliError, Context, ListArgs};

#[derive(Debug, Args)]
pub struct CertListArgs {
    #[command(flatten)]
    list: ListArgs,
    /// Only revoked certificates; filtered client-side, as the API has no such filter (pages are
    /// read until --limit certificates match)
    #[arg(long)]
    revoked: bool,
    /// Only certificates signed by this CA; filtered client-side, as the API has no such filter
    /// (pages are read until --limit certificates match)
    #[arg(long, value_name = "ID")]
    ca_id: Option<String>,
}

pub fn list(ctx: &Context, kind: Kind, args: CertListArgs) -> Result<(), CliError> {
    let revoked = match args.revoked || is_table(ctx) {
        true => all_revocations(ctx, args.revoked)?,
        false => HashMap::new(),
    };
    let mut keep = |cert: &Value| {
        let revoked_ok = !args.revoked
            || cert["id"]
                .as_str()
                .is_some_and(|id| revoked.contains_key(id));
        let ca_ok = args
            .ca_id
            .as_deref()
            .is_none_or(|ca| cert["ssh_certificate_authority_id"] == ca);
        revoked_ok && ca_ok
    };
    let filtered = args.revoked || args.ca_id.is_some();
    let keep = filtered.then_some(&mut keep as &mut dyn FnMut(&Value) -> bool);
    ctx.print_list_where(
        &kind.collection.path(),
        kind.view,
        &args.list,
        keep,
        |mut cert| {
            mark_revoked(ctx, &mut cert, &revoked);
            Ok(cert)
        },
    )
}
