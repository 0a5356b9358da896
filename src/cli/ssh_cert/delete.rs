//! `tunnelctl ssh-cert delete`, warning that deleting does not revoke.

use clap::Args;

use super::revoke::revocations;
use super::Kind;
use crate::api::ApiRequest;
use crate::cli::{CliError, Context};
use crate::clock::{self, Clock};

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the certificates
    #[arg(required = true)]
    ids: Vec<String>,
}

/// Deletes each certificate; one that is still valid and not revoked gets a warning first, since
/// deleting its record leaves it usable until it expires.
pub fn delete(ctx: &Context, kind: Kind, args: DeleteArgs) -> Result<(), CliError> {
    for id in &args.ids {
        warn_if_usable(ctx, kind, id)?;
        ctx.delete(
            &kind.kind.route(id).path(),
            &format!("{} {id}", kind.kind.what()),
        )?;
    }
    Ok(())
}

fn warn_if_usable(ctx: &Context, kind: Kind, id: &str) -> Result<(), CliError> {
    let cert = match ctx.send(&ApiRequest::get(kind.kind.route(id).path())) {
        Ok(Some(cert)) => cert,
        // The delete itself reports what is wrong with the ID.
        _ => return Ok(()),
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let until = cert["valid_until"].as_str().unwrap_or("");
    let expired = clock::parse_time(until).is_ok_and(|t| t <= now);
    if expired {
        return Ok(());
    }
    let ca_id = cert["ssh_certificate_authority_id"].as_str().unwrap_or("");
    let revoked = revocations(ctx, [ca_id])
        .map(|r| r.contains_key(id))
        .unwrap_or(false);
    if !revoked {
        crate::output::warning(&format!(
            "deleting {} {id} does not revoke it: it stays valid until {until}; \
             revoke it first with: tunnelctl {} revoke {id}",
            kind.kind.what(),
            kind.command
        ));
    }
    Ok(())
}
