//! `tunnelctl audit verify|list|export|prune`: the store's audit trail (see `service::audit`),
//! read through `GET /audit_records` on every transport: in process, through the socket of a
//! `serve` that holds the store, or from a remote `serve` with an administrator's key. The trail
//! is read a page at a time, newest first, and nothing of it is kept: any length takes the same
//! memory.

use std::collections::HashSet;

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::context::path_and_query;
use super::{group, CliError, Context, ErrorKind, Formats, TopLevel};
use crate::api::page::MAX_LIMIT;
use crate::api::{ApiRequest, Method};
use crate::clock::Clock;
use crate::kind::{API_KEY, AUDIT_RECORD};
use crate::output::{self, ListWriter, View, PLAIN};
use crate::service::audit::verify::{past_head, Break, Walk};
use crate::service::audit::Filter;
use crate::store::chain::Head;
use crate::values::{parse_time_or_ago, whole_number};

mod rows;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum AuditCommand {
    /// Check the audit trail's hash chain: every record whole, none missing
    #[command(after_help = "\
Walks the trail from its head down, a page at a time: each record must have the next sequence
number down, the hash of its own fields, and the hash the record after it holds. The walk ends at
the first record (or at the pruned head of `audit prune`'s newest checkpoint). Prints a report on
stdout. Records appended while it walks come after the head it read first, and are left for the
next run.
A chain alone cannot tell that its newest records were cut and the head set back: keep the head
outside the store (`audit list -o json`'s `head`, SEQUENCE:HASH) and pass it to --expect-head.
A cut that `store repair` recorded (records lost with a damaged store) is walked across, checked
as every record is, and named on stderr (cut after record 2 by `store repair` … records 3 to 6
were lost); the report's `cuts` lists them.
Exit codes: 0 the chain is whole, or holds with the cuts named; 1 a record was altered, deleted or written past the head, or the
expected head is gone (the first bad one is named on stderr); 4 the API key is not an
administrator's.

Examples:
  tunnelctl audit verify
  tunnelctl audit verify --expect-head 1042:5f0c…e19a")]
    Verify(VerifyArgs),
    /// List the audit records, newest first
    #[command(after_help = "\
The table has one row per record: its time, the actor (an API key's ID and description, local:USER
for a command on the store's machine), the action (the event type or operation; for a refused
request, its method and route), the resource (KIND/ID) and the outcome (success, or refused with
the status answered). -o wide adds the sequence number, the client's address and the operation ID.
-o json prints the API's list object: the records, newest first, and the trail's `head` (keep it
outside the store for `audit verify --expect-head`). Records past the head are refused.
--actor with a description finds every key that has it, its refused requests too (their records
name the key by ID alone).
Exit codes: 0 done (an empty list too); 1 the trail holds records past its head; 2 --since or
--until is neither a duration nor an RFC 3339 time; 4 the API key is not an administrator's.

Examples:
  tunnelctl audit list --since 10m
  tunnelctl audit list --limit 20 --actor deploy-bot
  tunnelctl audit list --kind ssh-user-certificate --since 2026-11-22T00:00:00Z --until 2h
  tunnelctl audit list -o json --jq .head")]
    List(FilterArgs),
    /// Write the audit records as JSON Lines (one record a line, newest first) on stdout, for a SIEM
    #[command(after_help = "\
The first line written is the newest record: with its sequence and hash, it is the head to keep
for `audit verify --expect-head`. Records past the trail's head are refused.
Takes the filters and --limit of `audit list`.
Exit codes: 0 done (an empty list too); 1 the trail holds records past its head; 2 --since or
--until is neither a duration nor an RFC 3339 time; 4 the API key is not an administrator's.

Examples:
  tunnelctl audit export --actor ak_2ABC > audit.jsonl
  tunnelctl audit export --since 7d > last-week.jsonl")]
    Export(FilterArgs),
    /// Remove the audit records made before a time, leaving a checkpoint
    #[command(after_help = "\
Appends one record first, the prune's own and a checkpoint: it holds the pruned head (the newest
record removed, its sequence and hash), from which `audit verify` continues, and through which an
--expect-head of a pruned record is accepted. Then removes the records, a batch at a time.
Administrators only. Asks for confirmation at a terminal unless --yes.
Exit codes: 0 done (nothing that old is success too); 1 --before is not an RFC 3339 time; 4 the
API key is not an administrator's.

Examples:
  tunnelctl audit prune --before 2026-01-01T00:00:00Z")]
    Prune(PruneArgs),
}

#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Fail unless the trail still holds this record with this hash, and chains from it to its
    /// head (SEQUENCE:HASH, a head kept outside the store)
    #[arg(long, value_name = "SEQUENCE:HASH")]
    expect_head: Option<String>,
}

#[derive(Debug, Args)]
pub struct FilterArgs {
    /// Only records made at or after this time: a duration before now (10m, 2h, 7d) or an RFC
    /// 3339 time
    #[arg(long, value_name = "TIME")]
    since: Option<String>,
    /// Only records made at or before this time: a duration before now (10m, 2h, 7d) or an RFC
    /// 3339 time
    #[arg(long, value_name = "TIME")]
    until: Option<String>,
    /// Only records of this actor: an API key's ID, or a description (every key that has it,
    /// refused requests included), an OS user, a database role
    #[arg(long, value_name = "NAME")]
    actor: Option<String>,
    /// Only records about resources of this kind (tcp-edge, ssh-ca, api-key, …)
    #[arg(long, value_name = "KIND")]
    kind: Option<String>,
    /// Only records about the resource with this ID
    #[arg(long, value_name = "ID")]
    id: Option<String>,
    /// Show at most this many records, the newest [default: all]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole_number::<usize, 1>)]
    limit: Option<usize>,
}

#[derive(Debug, Args)]
pub struct PruneArgs {
    /// Remove the records made before this time (RFC 3339)
    #[arg(long, value_name = "TIME")]
    before: String,
}

impl FilterArgs {
    /// The filter these flags ask for, times read against the clock (`TUNNELCTL_NOW` in tests);
    /// the keys of `--actor`'s description are looked up by [`walk_selected`].
    fn filter(self) -> Result<(Filter, Option<usize>), CliError> {
        let now = Clock::from_env().map_err(CliError::usage)?.now();
        let moment = |flag: &str, text: Option<String>| {
            text.map(|text| parse_time_or_ago(flag, &text, now).map_err(CliError::usage))
                .transpose()
        };
        let filter = Filter {
            since: moment("--since", self.since)?,
            until: moment("--until", self.until)?,
            actor: self.actor,
            actor_keys: HashSet::new(),
            kind: self.kind,
            id: self.id,
        };
        Ok((filter, self.limit))
    }
}

/// The IDs of the API keys whose description is `description` (none for a key's ID).
fn keys_described(ctx: &Context, description: &str) -> Result<HashSet<String>, CliError> {
    let keys = ctx.list(API_KEY.path, API_KEY.list_key, None, None)?;
    let keys = keys[API_KEY.list_key].as_array().into_iter().flatten();
    Ok(keys
        .filter(|key| key["description"].as_str() == Some(description))
        .filter_map(|key| key["id"].as_str().map(str::to_string))
        .collect())
}

/// The records of `-o json` and `-o yaml`: the API's list object.
const RECORDS: View = View {
    list_key: AUDIT_RECORD.list_key,
    noun: "audit records",
    columns: &[],
    wide: &[],
    rank: &[],
};

impl TopLevel for AuditCommand {
    const NAME: &'static str = "audit";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about("Verify, list, export and prune the store's audit trail")
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Verify(_) | Self::List(_) | Self::Prune(_) => Formats::NoId(Self::NAME),
            Self::Export(_) => Formats::JsonDocument("audit export"),
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        None
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        match self {
            Self::Verify(args) => verify(ctx, args),
            Self::List(args) => list(ctx, args.filter()?),
            Self::Export(args) => export(ctx, args.filter()?),
            Self::Prune(args) => prune(ctx, args),
        }
    }
}

fn verify(ctx: &Context, args: VerifyArgs) -> Result<(), CliError> {
    let expected = args.expect_head.as_deref().map(parse_head).transpose()?;
    let mut walk = None;
    walk_trail(ctx, |head, page| {
        let walk = walk.get_or_insert_with(|| Walk::new(head.clone(), expected.clone()));
        Ok(walk.page(&page))
    })?;
    let verification = walk
        .unwrap_or_else(|| Walk::new(Head::default(), expected))
        .finish();
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
                "the audit trail chains ({} record(s)) but is not complete: `store repair` cut \
                 it\n{}",
                verification.records,
                cuts.join("\n")
            ));
            Ok(())
        }
        None => {
            let from = match &verification.pruned_through {
                Some(pruned) => format!(" (from the checkpoint of record {})", pruned.sequence),
                None => String::new(),
            };
            ctx.status(&format!(
                "the audit trail is whole: {} record(s) chained{from}",
                verification.records
            ));
            Ok(())
        }
        Some(found) => Err(broken(&found)),
    }
}

/// The refusal of a trail with `found` in it, with what to do.
fn broken(found: &Break) -> CliError {
    let hint = match found {
        Break::Cut { .. } => {
            "records after the kept head were removed, and the head set back, behind tunnelctl's \
             back: compare the store with a backup or an `audit export` taken before"
        }
        Break::PastHead { .. } => {
            "no tunnelctl wrote them, and every write fails until they are gone: keep a copy as \
             evidence (`tunnelctl api GET /audit_records`), then remove them from the store"
        }
        _ => {
            "a record was altered or deleted behind tunnelctl's back: compare the store with a \
             backup or an earlier `audit export`"
        }
    };
    CliError::failure(format!(
        "the audit trail is broken at record {}: {found}",
        found.sequence()
    ))
    .with_hint(hint)
}

/// `--expect-head SEQUENCE:HASH`.
fn parse_head(text: &str) -> Result<Head, CliError> {
    let parsed = text.split_once(':').and_then(|(sequence, hash)| {
        let is_hash = hash.len() == 64 && hash.bytes().all(|b| b.is_ascii_hexdigit());
        Some(Head {
            sequence: sequence.parse().ok().filter(|s| *s > 0)?,
            hash: is_hash.then(|| hash.to_ascii_lowercase())?,
        })
    });
    parsed.ok_or_else(|| {
        CliError::usage(format!(
            "--expect-head must be SEQUENCE:HASH, a record's sequence number (1 or more) and its \
             SHA-256 hash in 64 hex digits; got {text:?}"
        ))
        .with_hint("`tunnelctl audit list -o json --jq .head` prints the trail's head")
    })
}

fn list(ctx: &Context, (filter, limit): (Filter, Option<usize>)) -> Result<(), CliError> {
    let format = ctx.global.output();
    // Under --jq the filter sees the whole list object: it is kept (as for every list).
    let mut whole: Option<Vec<Value>> = ctx.global.jq.is_some().then(Vec::new);
    let view = if format.is_table() {
        &rows::TABLE
    } else {
        &RECORDS
    };
    let mut writer = whole.is_none().then(|| ListWriter::new(format, view, None));
    let (head, uri) = walk_selected(ctx, filter, limit, |page| {
        match (&mut whole, &mut writer) {
            (Some(whole), _) => whole.extend(page),
            (None, Some(writer)) if format.is_table() => {
                let rows: Vec<Value> = page.iter().map(rows::row).collect();
                writer.items(&rows)?;
            }
            (None, Some(writer)) => writer.items(&page)?,
            (None, None) => {}
        }
        Ok(writer.as_ref().is_none_or(|w| !w.is_closed()))
    })?;
    let end = [
        ("uri", &uri),
        ("next_page_uri", &Value::Null),
        ("head", &json!(head)),
    ];
    match (whole, writer) {
        (Some(records), _) => {
            let mut list = serde_json::Map::new();
            list.insert(AUDIT_RECORD.list_key.into(), Value::Array(records));
            list.extend(end.map(|(key, value)| (key.to_string(), value.clone())));
            ctx.print(&Value::Object(list), &PLAIN)
        }
        (None, Some(writer)) => Ok(writer.finish_with(&end)?),
        (None, None) => Ok(()),
    }
}

fn export(ctx: &Context, (filter, limit): (Filter, Option<usize>)) -> Result<(), CliError> {
    walk_selected(ctx, filter, limit, |page| {
        let lines: String = page.iter().map(|r| format!("{r}\n")).collect();
        output::stdout().data(&lines)?;
        Ok(true)
    })?;
    Ok(())
}

/// Walks the trail (see [`walk_trail`]), handing `each` the records of each page that `filter`
/// matches (with the IDs of the API keys that have `--actor`'s description), until `limit` of them have been handed (all when `None`) or `each` answers `false`.
/// Pages with records past the trail's head are refused.
fn walk_selected(
    ctx: &Context,
    mut filter: Filter,
    limit: Option<usize>,
    mut each: impl FnMut(Vec<Value>) -> Result<bool, CliError>,
) -> Result<(Head, Value), CliError> {
    let mut remaining = limit.unwrap_or(usize::MAX);
    let mut first = true;
    walk_trail(ctx, |head, page| {
        refuse_past_head(&page, head)?;
        // Once the trail answered: a key that may not read it is refused for the trail, not for
        // the API keys (which it may not list either).
        if let (true, Some(actor)) = (std::mem::take(&mut first), &filter.actor) {
            filter.actor_keys = keys_described(ctx, actor)?;
        }
        let mut page = filter.select(page);
        page.truncate(remaining);
        remaining -= page.len();
        Ok(each(page)? && remaining > 0)
    })
}

fn prune(ctx: &Context, args: PruneArgs) -> Result<(), CliError> {
    let question = format!(
        "Remove the audit records made before {}? A checkpoint record is left in their place.",
        args.before
    );
    if !ctx.confirm(&question)? {
        return Err(CliError::cancelled(
            "cancelled; no audit record was removed",
        ));
    }
    let path = crate::api::route::Route::AuditPrune.path();
    let req = ApiRequest::with_json(Method::Post, path, &json!({"before": args.before}));
    let Some(pruned) = ctx.send(&req)? else {
        return Ok(());
    };
    ctx.print(&pruned, &PLAIN)?;
    match pruned["pruned_through"]["sequence"].as_u64() {
        Some(through) => ctx.status(&format!(
            "removed {} audit record(s) made before {}; the trail now starts after record \
             {through}, held by a checkpoint",
            pruned["records_pruned"],
            pruned["before"].as_str().unwrap_or_default()
        )),
        None => ctx.status("no audit record is that old; nothing was removed"),
    }
    Ok(())
}

/// Refuses a page with records past the trail's head, naming them.
fn refuse_past_head(page: &[Value], head: &Head) -> Result<(), CliError> {
    match past_head(page, head) {
        Some(found) => Err(broken(&found)),
        None => Ok(()),
    }
}

/// Walks the trail newest first through `GET /audit_records`, a page at a time, following
/// `next_page_uri`: `each` gets each page with the head the first page answered, until it
/// answers `false`. Answers that head and the list's `uri`. Nothing is kept from page to page
/// but the lowest sequence number seen: each page must go below it, so a server that pages in
/// circles cannot keep the walk going.
fn walk_trail(
    ctx: &Context,
    mut each: impl FnMut(&Head, Vec<Value>) -> Result<bool, CliError>,
) -> Result<(Head, Value), CliError> {
    let mut req = ApiRequest::get(AUDIT_RECORD.path).with_query("limit", MAX_LIMIT);
    let mut head = None;
    let mut lowest = u64::MAX;
    loop {
        let mut page = ctx.send(&req)?.unwrap_or(Value::Null);
        let head = match &head {
            Some(head) => head,
            None => head.insert(serde_json::from_value::<Head>(page["head"].take()).map_err(
                |e| CliError::failure(format!("the answer of {} has no trail head: {e}", req.path)),
            )?),
        };
        let items = match page.get_mut(AUDIT_RECORD.list_key).map(Value::take) {
            Some(Value::Array(items)) => items,
            _ => Vec::new(),
        };
        let below = lowest;
        for sequence in items.iter().filter_map(|r| r["sequence"].as_u64()) {
            if sequence >= lowest {
                return Err(out_of_order(sequence, lowest));
            }
            lowest = sequence;
        }
        let wanted = each(head, items)?;
        let next = page["next_page_uri"].as_str();
        match next {
            Some(next) if wanted => {
                if lowest == below {
                    return Err(out_of_order(lowest, lowest));
                }
                req = ApiRequest::from_path_and_query(Method::Get, path_and_query(next));
            }
            _ => return Ok((head.clone(), page["uri"].take())),
        }
    }
}

/// A page that does not go below the one before it: the walk stops rather than loop.
fn out_of_order(sequence: u64, lowest: u64) -> CliError {
    CliError::unavailable(format!(
        "the pages of the audit trail are not newest first: record {sequence} came after record \
         {lowest}; following them could repeat the trail forever"
    ))
    .with_hint("the server at --api-url pages wrongly")
}
