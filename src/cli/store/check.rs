//! `tunnelctl store check`, and the report that `store repair` ends with too.

use super::{api_error, refuse_remote};
use crate::cli::{CliError, Context, ErrorKind};
use crate::output::PLAIN;
use crate::store::{CheckReport, Location};

pub(super) fn check(ctx: &Context) -> Result<(), CliError> {
    refuse_remote(ctx, "check")?;
    let path = ctx.store_location()?;
    let report = match ctx.reading_service() {
        Ok(service) => service
            .check_store(ctx.store_key()?)
            .map_err(|e| api_error(e, &path))?,
        // A store that sled refuses is reported by its files, when one of them is to blame.
        Err(err) => match ctx.diagnose_store() {
            Ok(Some(files)) if !files.is_empty() => CheckReport::unopened(files),
            _ => return Err(err),
        },
    };
    print_report(ctx, &report, &path)?;
    judge(&report, &path)?;
    judge_findings(&report, &path)
}

/// `store check` passes only a store with nothing to report: records that are consistent but
/// unsafe to keep trusting fail it too (exit 1), each named with what to do. `store repair`, whose
/// work is consistency, leaves them to `store check`.
fn judge_findings(report: &CheckReport, path: &Location) -> Result<(), CliError> {
    if report.findings.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = report.findings.iter().map(|f| format!("  {f}")).collect();
    Err(CliError::failure(format!(
        "the store at {path} is consistent, but holds {} record(s) unsafe to keep trusting:\n{}",
        list.len(),
        list.join("\n")
    ))
    .with_hint(
        "OpenSSH clients accept a host certificate for every host name its principals match as \
         patterns; tunnelctl no longer signs such certificates",
    ))
}

/// `Ok` for a consistent store (saying so on stderr); else the error that names every problem.
pub(super) fn judge(report: &CheckReport, path: &Location) -> Result<(), CliError> {
    if report.consistent {
        return Ok(());
    }
    let list: Vec<String> = (report.files.iter().map(ToString::to_string))
        .chain(report.problems.iter().map(ToString::to_string))
        .map(|p| format!("  {p}"))
        .collect();
    // Only a store that sled opened has its records counted (see `CheckReport::unopened`).
    let what = match report.records.is_empty() {
        true => "cannot be opened: its storage engine refuses it",
        false => "is not consistent",
    };
    let error = CliError::failure(format!(
        "the store at {path} {what} ({} problem(s)):\n{}",
        list.len(),
        list.join("\n")
    ));
    Err(match report.files.is_empty() {
        false => error.with_hint(
            "`tunnelctl store repair` keeps a copy of the store, sets aside the files that do not \
             read and opens what remains",
        ),
        true => error.with_hint(
            "to rebuild the indexes, export the store (`store export --include-private-keys --output-file FILE`) and import \
             FILE into a new, empty store (`--store NEW store import FILE`): import rebuilds every index from the records",
        ),
    })
}

fn print_report(ctx: &Context, report: &CheckReport, path: &Location) -> Result<(), CliError> {
    let value =
        serde_json::to_value(report).map_err(|e| CliError::caused_by(ErrorKind::Failure, e))?;
    ctx.print(&value, &PLAIN)?;
    if report.consistent {
        ctx.status(&format!(
            "the store at {path} is consistent: {} record(s) and {} index entries checked",
            report.records.values().sum::<usize>(),
            report.index_entries.values().sum::<usize>()
        ));
    }
    Ok(())
}
