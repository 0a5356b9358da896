//! `tunnelctl store repair`: opens a store that sled refuses (see `Store::repair`), then says what
//! may have been lost with it (see `service::repair`), and exits 9 when anything may have been.

use super::check::judge;
use super::{api_error, refuse_remote};
use crate::api::actor::Actor;
use crate::cli::{CliError, Context, ErrorKind};
use crate::output::PLAIN;
use crate::service::repair::Losses;
use crate::store::{CheckReport, Location, Scope};

/// How many lost records stderr names one by one; stdout names all of them.
const NAMED: usize = 20;

pub(super) fn repair(ctx: &Context) -> Result<(), CliError> {
    refuse_remote(ctx, "repair")?;
    let stamp = time::OffsetDateTime::now_utc()
        .format(time::macros::format_description!(
            "[year][month][day]T[hour][minute][second]Z"
        ))
        .map_err(|e| CliError::caused_by(ErrorKind::Failure, e))?;
    let (service, repair) = ctx.repaired_service(&stamp)?;
    let path = service.store_location().clone();
    let failed = |e| api_error(e, &path);
    let report = service.check_store(ctx.store_key()?).map_err(failed)?;
    let mut losses = service
        .repair_losses(repair.found.as_ref(), repair.recovered_lsn, &report)
        .map_err(failed)?;
    // The mark `audit verify` reports: made whatever --dry-run says, since the repair was made.
    if let (Some(cut), Some(copy)) = (&mut losses.audit_trail, &repair.copy) {
        let scope = Scope::plain();
        let scoped = service.in_scope(&scope, Actor::local());
        cut.cut_record = Some(scoped.record_cut(cut, copy).map_err(failed)?);
    }
    match &repair.copy {
        None => ctx.status(&format!(
            "the store at {path} opens: nothing to repair, nothing lost"
        )),
        Some(copy) => {
            ctx.status(&format!(
                "kept the store as it was found at {}",
                copy.display()
            ));
            for file in &repair.set_aside {
                ctx.status(&format!("set aside {file}"));
            }
            if repair.rebuilt_from_log {
                ctx.status("removed every snapshot: sled rebuilt its state from its log");
            }
        }
    }
    let mut value = to_json(&repair)?;
    value["check"] = to_json(&report)?;
    value["losses"] = to_json(&losses)?;
    ctx.print(&value, &PLAIN)?;
    let copy = match (&repair.copy, losses.may_have_lost) {
        (Some(copy), true) => copy,
        (Some(_), false) => {
            ctx.status(&format!(
                "nothing was lost: the copy shows no change past audit record {}, which the \
                 repaired store holds",
                losses.kept_through
            ));
            return consistent(ctx, &report, &path);
        }
        (None, _) => return consistent(ctx, &report, &path),
    };
    if let Err(inconsistent) = judge(&report, &path) {
        ctx.status(&format!("warning: {}", inconsistent.message));
    }
    let named = findings(&losses);
    for line in &named {
        ctx.status(line);
    }
    Err(CliError::may_have_lost(format!(
        "the store at {path} opens again, but what it held may have been lost ({} finding(s), \
         above)",
        named.len()
    ))
    .with_hint(format!(
        "the store as it was found is kept at {}: compare with it, a backup or an `audit export` \
         before deleting it; `audit verify` names where the trail was cut",
        copy.display()
    )))
}

fn to_json(value: &impl serde::Serialize) -> Result<serde_json::Value, CliError> {
    serde_json::to_value(value).map_err(|e| CliError::caused_by(ErrorKind::Failure, e))
}

/// Says that a store that lost nothing is consistent, or fails naming its problems.
fn consistent(ctx: &Context, report: &CheckReport, path: &Location) -> Result<(), CliError> {
    if report.consistent {
        ctx.status(&format!(
            "the store opens and is consistent: {} record(s)",
            report.records.values().sum::<usize>()
        ));
    }
    judge(report, path)
}

/// One line per loss, for stderr: the trail, each record, the log, what cannot be known.
fn findings(losses: &Losses) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(trail) = &losses.audit_trail {
        let kept = trail.kept_through;
        let mark = trail
            .cut_record
            .map(|n| format!(" (record {n} now says so)"))
            .unwrap_or_default();
        lines.push(match trail.reached {
            Some(reached) => format!(
                "  audit trail: the damaged store had reached record {reached}; the repaired one \
                 ends at record {kept}: records {} to {reached} were lost{mark}",
                kept + 1
            ),
            None => format!(
                "  audit trail: the repaired store ends at record {kept}; later records may have \
                 been lost{mark}"
            ),
        });
        // The records they changed are named below; here what changed no record, or is unread.
        let unnamed: Vec<String> = trail
            .lost
            .iter()
            .filter_map(|lost| match &lost.record {
                Some(record) if record["resource"]["id"].is_string() => None,
                Some(record) => Some(format!(
                    "    record {}: {} at {}",
                    lost.sequence,
                    record["operation"].as_str().unwrap_or("?"),
                    record["time"].as_str().unwrap_or("?"),
                )),
                None => Some(format!(
                    "    record {}: does not read in the copy (cannot know what it recorded)",
                    lost.sequence
                )),
            })
            .collect();
        lines.extend(unnamed.iter().take(NAMED).cloned());
        if unnamed.len() > NAMED {
            lines.push(format!(
                "    and {} more (the report on stdout lists every one)",
                unnamed.len() - NAMED
            ));
        }
    }
    for record in &losses.records {
        lines.push(format!(
            "  lost: {} {}: {}",
            record.kind, record.id, record.evidence
        ));
    }
    if let Some(log) = &losses.log {
        lines.push(format!(
            "  sled's log: the copy's snapshot was written at log position {}; sled recovered \
             the log to {}: what was written in between is gone",
            log.snapshot_lsn,
            log.recovered_lsn
                .map_or("an unknown position".to_string(), |p| p.to_string())
        ));
    }
    for unknown in &losses.cannot_know {
        lines.push(format!("  cannot know: {unknown}"));
    }
    lines
}
