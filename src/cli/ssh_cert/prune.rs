//! `tunnelctl ssh-cert prune`: deletes the records of certificates that expired long ago, so that
//! a CA that issues all day keeps a store of the certificates that still matter. Revocations are
//! kept apart from the records (API-NOTES "Revocation"), so the CA's KRL keeps every serial.

use std::time::Duration;

use clap::Args;
use serde_json::Value;

use super::revoke::{all_revocations, mark_revoked};
use super::{is_table, of_ca, with_fingerprint, Kind};
use crate::api::ApiRequest;
use crate::cli::{parse_duration, CliError, Context, ErrorKind, ListArgs};
use crate::clock::{self, Clock};

#[derive(Debug, Args)]
#[command(after_help = "\
Pruning deletes only the records: a pruned certificate that was revoked stays in its CA's KRL.
The certificates that go are printed first; at a terminal tunnelctl asks before deleting them
(--yes does not ask), and --dry-run only prints them.")]
pub struct PruneArgs {
    /// Delete the certificates that expired longer ago than this, e.g. 30d or 12h (0: every
    /// expired one)
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    expired_before: Duration,
    /// Only certificates signed by this CA: its ID, or its name in a manifest
    #[arg(long, visible_alias = "ca", value_name = "ID")]
    ca_id: Option<String>,
}

pub fn prune(ctx: &Context, kind: Kind, args: PruneArgs) -> Result<(), CliError> {
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let cutoff = time::Duration::try_from(args.expired_before)
        .ok()
        .and_then(|d| now.checked_sub(d))
        .ok_or_else(|| CliError::usage("--expired-before is too long"))?;
    let mut ids = Vec::new();
    let of_ca = of_ca(ctx, args.ca_id.as_deref())?;
    let mut keep = |cert: &Value| {
        let ended_before_cutoff = cert["valid_until"]
            .as_str()
            .and_then(|t| clock::parse_time(t).ok())
            .is_some_and(|until| until < cutoff);
        let ca_ok = of_ca(cert);
        ended_before_cutoff && ca_ok
    };
    let revoked = match is_table(ctx) {
        true => all_revocations(ctx, false)?,
        false => Default::default(),
    };
    let every_page = ListArgs {
        limit: None,
        before_id: None,
        columns: Vec::new(),
    };
    // What goes is printed as a list first, so that a person sees what they confirm.
    ctx.print_list_where(
        &kind.collection.path(),
        kind.view,
        &every_page,
        Some(&mut keep),
        |cert| {
            if let Some(id) = cert["id"].as_str() {
                ids.push(id.to_string());
            }
            let mut cert = with_fingerprint(cert);
            mark_revoked(ctx, &mut cert, &revoked);
            Ok(cert)
        },
    )?;
    let before = clock::format_time(cutoff);
    let certificates = |n: usize| match n {
        1 => format!("1 {}", kind.kind.what()),
        n => format!("{n} {}", kind.view.noun),
    };
    let what = format!("{} that expired before {before}", certificates(ids.len()));
    if ids.is_empty() {
        ctx.status(&format!(
            "nothing to prune: no {} expired before {before}",
            kind.view.noun
        ));
        return Ok(());
    }
    if ctx.dry_run() {
        ctx.status(&format!("dry run: would delete {what}"));
        return Ok(());
    }
    ctx.confirm_delete(&what, &format!("Delete these {what}?"), &[])?;
    let mut deleted = 0;
    for id in &ids {
        match ctx.send(&ApiRequest::delete(kind.kind.route(id).path())) {
            Ok(_) => deleted += 1,
            // Deleted meanwhile by someone else: it is gone either way.
            Err(err) if err.kind == ErrorKind::NotFound => {}
            Err(mut err) => {
                err.message = format!(
                    "{} (pruning stopped at {} {id}; {deleted} of the {what} were deleted before it)",
                    err.message,
                    kind.kind.what()
                );
                return Err(err);
            }
        }
    }
    ctx.changed(&format!(
        "deleted {} that expired before {before}; revoked ones stay in their CA's KRL",
        certificates(deleted)
    ));
    Ok(())
}
