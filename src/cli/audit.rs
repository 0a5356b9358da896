//! `tunnelctl audit verify|list|export`: the store's audit trail (see `service::audit`), read
//! through `GET /audit_records` on every transport: in process, through the socket of a `serve`
//! that holds the store, or from a remote `serve` with an administrator's key.

use clap::{Args, Subcommand};
use serde_json::Value;

use super::{group, CliError, Context, ErrorKind, Formats, TopLevel};
use crate::api::ApiRequest;
use crate::kind::AUDIT_RECORD;
use crate::output::{self, PLAIN};
use crate::service::audit::{verify_chain, Filter};
use crate::store::chain::{record_key, Head};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum AuditCommand {
    /// Check the audit trail's hash chain: every record whole, none missing
    #[command(after_help = "\
Walks the trail from its first record to its head: each record must have the next sequence number,
the hash of the record before it, and the hash of its own fields. Prints a report on stdout.
Records appended while it walks come after the head it read first, and are left for the next run.
A cut that `store repair` recorded (records lost with a damaged store) is walked across, checked
as every record is, and named on stderr (cut after record 2 by `store repair` … records 3 to 6
were lost); the report's `cuts` lists them.
Exit codes: 0 the chain holds (whole, or with the cuts named); 1 a record was altered or deleted
(the first bad one is named on stderr); 4 the API key is not an administrator's.

Examples:
  tunnelctl audit verify")]
    Verify,
    /// List the audit records, oldest first
    #[command(after_help = "\
Exit codes: 0 done (an empty list too); 1 --since is not an RFC 3339 time; 4 the API key is not an
administrator's.

Examples:
  tunnelctl audit list --kind ssh-user-certificate --since 2026-11-22T00:00:00Z")]
    List(FilterArgs),
    /// Write the audit records as JSON Lines (one record a line) on stdout, for a SIEM
    #[command(after_help = "\
Exit codes: 0 done (an empty list too); 1 --since is not an RFC 3339 time; 4 the API key is not an
administrator's.

Examples:
  tunnelctl audit export --actor ak_2ABC > audit.jsonl")]
    Export(FilterArgs),
}

#[derive(Debug, Args)]
pub struct FilterArgs {
    /// Only records made at or after this time (RFC 3339)
    #[arg(long, value_name = "TIME")]
    since: Option<String>,
    /// Only records of this actor: an API key's ID or description, an OS user, a database role
    #[arg(long, value_name = "NAME")]
    actor: Option<String>,
    /// Only records about resources of this kind (tcp-edge, ssh-ca, api-key, …)
    #[arg(long, value_name = "KIND")]
    kind: Option<String>,
    /// Only records about the resource with this ID
    #[arg(long, value_name = "ID")]
    id: Option<String>,
}

impl From<FilterArgs> for Filter {
    fn from(args: FilterArgs) -> Filter {
        Filter {
            since: args.since,
            actor: args.actor,
            kind: args.kind,
            id: args.id,
        }
    }
}

impl TopLevel for AuditCommand {
    const NAME: &'static str = "audit";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about("Verify, list and export the store's audit trail")
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Verify | Self::List(_) => Formats::NoId(Self::NAME),
            Self::Export(_) => Formats::JsonDocument("audit export"),
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        None
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        let failed = |e| CliError::from_api(e, None);
        match self {
            Self::Verify => {
                // The head first: records appended meanwhile come after it.
                let first = ApiRequest::get(AUDIT_RECORD.path).with_query("limit", 1);
                let page = ctx.send(&first)?.unwrap_or(Value::Null);
                let head: Head = serde_json::from_value(page["head"].clone())
                    .map_err(|e| CliError::failure(format!("the answer has no trail head: {e}")))?;
                let records: Vec<(String, Value)> = trail(ctx)?
                    .into_iter()
                    .map(|r| (record_key(r["sequence"].as_u64().unwrap_or(0)), r))
                    .collect();
                let verification = verify_chain(&records, Some(&head));
                let value = serde_json::to_value(&verification)
                    .map_err(|e| CliError::caused_by(ErrorKind::Failure, e))?;
                ctx.print(&value, &PLAIN)?;
                match verification.first_bad {
                    None if !verification.cuts.is_empty() => {
                        let cuts: Vec<String> = verification
                            .cuts
                            .iter()
                            .map(|cut| format!("  {cut}"))
                            .collect();
                        ctx.status(&format!(
                            "the audit trail chains ({} record(s)) but is not complete: \
                             `store repair` cut it\n{}",
                            verification.records,
                            cuts.join("\n")
                        ));
                        Ok(())
                    }
                    None => {
                        ctx.status(&format!(
                            "the audit trail is whole: {} record(s) chained",
                            verification.records
                        ));
                        Ok(())
                    }
                    Some(bad) => Err(CliError::failure(format!(
                        "the audit trail is broken at record {}: {}",
                        bad.sequence, bad.problem
                    ))
                    .with_hint(
                        "a record was altered or deleted behind tunnelctl's back: compare the \
                         store with a backup or an earlier `audit export`",
                    )),
                }
            }
            Self::List(args) => {
                let records = Filter::from(args).select(trail(ctx)?).map_err(failed)?;
                ctx.print(&Value::Array(records), &PLAIN)
            }
            Self::Export(args) => {
                let records = Filter::from(args).select(trail(ctx)?).map_err(failed)?;
                let lines: String = records.iter().map(|r| format!("{r}\n")).collect();
                Ok(output::stdout().data(&lines)?)
            }
        }
    }
}

/// Every record of the trail, oldest first (the API pages it newest first).
fn trail(ctx: &Context) -> Result<Vec<Value>, CliError> {
    let mut list = ctx.list(AUDIT_RECORD.path, AUDIT_RECORD.list_key, None, None)?;
    let mut records = match list.get_mut(AUDIT_RECORD.list_key).map(Value::take) {
        Some(Value::Array(records)) => records,
        _ => Vec::new(),
    };
    records.reverse();
    Ok(records)
}
