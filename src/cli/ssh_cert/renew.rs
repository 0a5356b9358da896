//! `tunnelctl ssh-cert renew`: a new certificate like an old one, valid from now.

use std::time::Duration;

use clap::Args;
use serde_json::json;

use super::issue::window;
use super::{issue, revoke, Backdate, Kind, RevokeArgs, Signing};
use crate::cli::body::Body;
use crate::cli::{parse_duration, CliError, Context};
use crate::clock::{self, Clock};
use crate::service::ssh_cert_record::CertKind;

#[derive(Debug, Args)]
pub struct RenewArgs {
    /// ID of the certificate to renew
    id: String,
    /// Length of the new validity window from now [default: as long as the old one's]
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    valid_for: Option<Duration>,
    #[command(flatten)]
    backdate: Backdate,
    /// Revoke the old certificate once the new one is issued (its serial only: the key it shares
    /// with the new one stays good)
    #[arg(long)]
    revoke_old: bool,
    #[command(flatten)]
    signing: Signing,
}

/// A new certificate like `args.id`: same CA, key, principals, critical options, extensions,
/// description and metadata; valid from now (less the backdate) for `--valid-for` or as long as
/// the old one was.
pub fn renew(ctx: &Context, kind: Kind, args: RenewArgs) -> Result<(), CliError> {
    let old = ctx.get(&kind.kind.route(&args.id).path())?;
    let mut body = Body::default();
    let mut fields = vec!["ssh_certificate_authority_id", "public_key", "principals"];
    if kind.kind == CertKind::User {
        fields.extend(["critical_options", "extensions"]);
    }
    fields.extend(["description", "metadata"]);
    for field in fields {
        if let Some(value) = old.get(field) {
            body.insert(field, value.clone());
        }
    }
    let length = match args.valid_for {
        Some(d) => {
            time::Duration::try_from(d).map_err(|_| CliError::usage("--valid-for is too long"))?
        }
        None => {
            let at = |field: &str| clock::parse_time(old[field].as_str().unwrap_or(""));
            match (at("valid_after"), at("valid_until")) {
                (Ok(start), Ok(end)) if end > start => end - start,
                _ => kind.default_validity,
            }
        }
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let (start, end) = window(now, None, Some(length), args.backdate.backdate)?;
    body.insert("valid_after", json!(clock::format_time(start)));
    if let Some(end) = end {
        body.insert("valid_until", json!(clock::format_time(end)));
    }
    if args.valid_for.is_some() {
        body.name("valid_until", "--valid-for");
    }
    issue(ctx, kind, body, &args.signing)?;
    // Under --dry-run the revocation is tried (or printed) too, against the store as it is.
    if args.revoke_old {
        revoke(
            ctx,
            kind,
            RevokeArgs {
                ids: vec![args.id.clone()],
                reason: Some("renewed".into()),
                keep_key: true,
            },
        )?;
    }
    Ok(())
}
