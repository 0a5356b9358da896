//! What `store repair` may have lost, and the mark it leaves in the audit trail.
//!
//! sled's recovery reads its log up to the first message that does not read and drops the rest:
//! records and indexes roll back together, so the repaired store is consistent and says nothing of
//! what it lost. The copy the repair kept still shows it (see `store::remnants`): every change
//! wrote an audit record and the trail's head in its own transaction, so a record or a head in
//! the copy past the repaired trail's head is a change that was lost, naming what it changed.
//! A repair that loses records of the trail appends a record saying where the trail was cut,
//! numbered after the lost ones and chained to the last one kept, which `audit verify` reports.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;
use serde_json::{json, Value};

use super::audit::kind_name;
use super::{InScope, Service};
use crate::api::ApiError;
use crate::clock;
use crate::store::chain::{Head, HEAD_KEY};
use crate::store::remnants::Remnants;
use crate::store::{CheckReport, Scope, Tree};

/// What a repair may have lost, as far as the copy it kept and the repaired store show.
#[derive(Debug, Default, Serialize)]
pub struct Losses {
    /// Whether anything may have been lost: `false` only when the copy shows nothing that the
    /// repaired store lacks.
    pub may_have_lost: bool,
    /// The last record of the repaired store's audit trail (0: none).
    pub kept_through: u64,
    /// The audit trail, when the copy shows (or cannot rule out) that records of it were lost.
    pub audit_trail: Option<TrailCut>,
    /// Records that were lost or lost a change, each with the evidence.
    pub records: Vec<LostRecord>,
    /// sled's log, when the copy's snapshot shows that it had reached further than sled recovered.
    pub log: Option<LogCut>,
    /// What may have been lost without the copy showing what.
    pub cannot_know: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct TrailCut {
    /// The last record the repaired store holds (0: none).
    pub kept_through: u64,
    /// The last record the copy shows the trail had reached; `None` when it cannot tell.
    pub reached: Option<u64>,
    /// Each lost record as the copy holds it (`record` is `None` where it does not read).
    pub lost: Vec<LostAuditRecord>,
    /// The record this repair appended to say where the trail was cut.
    pub cut_record: Option<u64>,
}

#[derive(Debug, Serialize)]
pub struct LostAuditRecord {
    pub sequence: u64,
    pub record: Option<Value>,
}

#[derive(Debug, Serialize)]
pub struct LostRecord {
    pub kind: &'static str,
    pub id: String,
    pub evidence: String,
}

#[derive(Debug, Serialize)]
pub struct LogCut {
    /// The log position the newest whole snapshot of the copy was written at.
    pub snapshot_lsn: u64,
    /// The log position sled recovered to.
    pub recovered_lsn: Option<u64>,
}

impl Service {
    /// Judges what a repair may have lost from what the copy it kept shows (`found`, `None`
    /// when the store needed no repair), what sled recovered to (`recovered_lsn`) and the
    /// repaired store's check.
    pub fn repair_losses(
        &self,
        found: Option<&Remnants>,
        recovered_lsn: Option<u64>,
        report: &CheckReport,
    ) -> Result<Losses, ApiError> {
        let kept: Head = self
            .store
            .get(&Scope::plain(), Tree::Meta, HEAD_KEY)?
            .unwrap_or_default();
        let mut losses = Losses {
            kept_through: kept.sequence,
            ..Losses::default()
        };
        let Some(found) = found else {
            return Ok(losses);
        };
        if !found.log_found {
            losses
                .cannot_know
                .push("the copy holds no log of sled's to read what was lost from".into());
        }
        if found.unreadable > 0 {
            losses.cannot_know.push(format!(
                "{} audit record(s) in the copy's log are too damaged to tell which they are",
                found.unreadable
            ));
        }
        losses.log = found
            .snapshot_lsn
            .filter(|lsn| recovered_lsn.is_none_or(|recovered| recovered < *lsn))
            .map(|snapshot_lsn| LogCut {
                snapshot_lsn,
                recovered_lsn,
            });
        if let Some(reached) = found.reached().filter(|reached| *reached > kept.sequence) {
            let lost: Vec<LostAuditRecord> = (kept.sequence + 1..=reached)
                .map(|sequence| LostAuditRecord {
                    sequence,
                    record: found.records.get(&sequence).cloned(),
                })
                .collect();
            let unread = lost.iter().filter(|r| r.record.is_none()).count();
            if unread > 0 {
                losses.cannot_know.push(format!(
                    "{unread} of the {} lost audit record(s) do not read in the copy: what they \
                     recorded cannot be known",
                    lost.len()
                ));
            }
            self.records_changed_by(&lost, &mut losses.records)?;
            losses.audit_trail = Some(TrailCut {
                kept_through: kept.sequence,
                reached: Some(reached),
                lost,
                cut_record: None,
            });
        } else if losses.log.is_some() || !losses.cannot_know.is_empty() {
            losses.cannot_know.push(format!(
                "the copy shows no audit record past record {} but cannot rule out that later \
                 ones were lost",
                kept.sequence
            ));
            losses.audit_trail = Some(TrailCut {
                kept_through: kept.sequence,
                reached: None,
                lost: Vec::new(),
                cut_record: None,
            });
        }
        for missing in &report.missing_records {
            losses.records.push(LostRecord {
                kind: tree_named(missing.tree).map_or(missing.tree, kind_name),
                id: missing.key.clone(),
                evidence: format!(
                    "{} refers to it; the repaired store does not hold it",
                    missing.referred_by
                ),
            });
        }
        losses.may_have_lost = losses.audit_trail.is_some()
            || losses.log.is_some()
            || !losses.records.is_empty()
            || !losses.cannot_know.is_empty();
        Ok(losses)
    }

    /// The records the lost audit records `lost` changed, with how the repaired store holds
    /// each: the last change of each record.
    fn records_changed_by(
        &self,
        lost: &[LostAuditRecord],
        into: &mut Vec<LostRecord>,
    ) -> Result<(), ApiError> {
        let mut last: BTreeMap<(&str, &str), (u64, &Value)> = BTreeMap::new();
        for found in lost {
            let Some(record) = &found.record else {
                continue;
            };
            let resource = &record["resource"];
            if let (Some(kind), Some(id)) = (resource["kind"].as_str(), resource["id"].as_str()) {
                last.insert((kind, id), (found.sequence, record));
            }
        }
        for ((kind, id), (sequence, record)) in last {
            let Some(tree) = Tree::all().find(|t| kind_name(*t) == kind) else {
                continue;
            };
            let held = self
                .store
                .get::<Value>(&Scope::plain(), tree, id)?
                .is_some();
            let operation = record["operation"].as_str().unwrap_or("change");
            let holds = match (operation, held) {
                ("delete", true) => "the repaired store holds it again",
                (_, false) => "the repaired store does not hold it",
                (_, true) => "the repaired store holds it as it was before",
            };
            into.push(LostRecord {
                kind: kind_name(tree),
                id: id.to_string(),
                evidence: format!(
                    "{operation} in lost audit record {sequence} ({}); {holds}",
                    record["time"].as_str().unwrap_or("time unknown")
                ),
            });
        }
        Ok(())
    }
}

/// The tree called `name`.
fn tree_named(name: &str) -> Option<Tree> {
    Tree::all().find(|t| t.name() == name)
}

impl InScope<'_> {
    /// Appends the record of where `store repair` cut the trail, numbered after the records the
    /// damaged store had reached and chained to the last one kept; `copy` is where the damaged
    /// store is kept. Returns its sequence number.
    pub fn record_cut(&self, cut: &TrailCut, copy: &Path) -> Result<u64, ApiError> {
        let time = clock::format_time(self.clock.now());
        let what = json!({"cut": {
            "kept_through": cut.kept_through,
            "reached": cut.reached,
            "copy": copy.display().to_string(),
        }});
        let entry = self.own_entry(&time, "repair", None, what).to_string();
        self.write(|tx| {
            if let Some(reached) = cut.reached {
                tx.skip_audit_to(reached)?;
            }
            tx.append_audit(std::slice::from_ref(&entry))
        })?;
        let head: Head = self
            .store
            .get(self.scope, Tree::Meta, HEAD_KEY)?
            .unwrap_or_default();
        Ok(head.sequence)
    }
}
