//! `POST /audit_records/prune` (`audit prune --before TIME`): the trail's retention. The records
//! made before a time are removed, and one record is appended first, both the prune's own audit
//! record and a checkpoint: it holds the pruned head (the newest record removed: its sequence
//! number and hash), from which `audit verify` continues. The checkpoint commits before anything
//! is removed, so a prune cut short leaves a trail that verifies, with old records still below
//! the checkpoint, which the next prune removes.

use serde::Deserialize;
use serde_json::{json, Value};

use super::super::InScope;
use crate::api::ApiError;
use crate::clock;
use crate::store::chain::{record_key, Head};
use crate::store::Tree;

/// Records read or removed at a time: memory stays bounded whatever the trail's length.
const BATCH: usize = 1000;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PruneRequest {
    /// Records made before this time (RFC 3339) are removed.
    pub before: String,
}

impl InScope<'_> {
    /// Removes the records made before `request.before`, after appending the checkpoint; answers
    /// how many went and the pruned head (`null` when no record is that old).
    pub fn audit_prune(&self, request: PruneRequest) -> Result<Value, ApiError> {
        let before = clock::parse_time(&request.before).map_err(|e| {
            ApiError::invalid(format!(
                "before must be an RFC 3339 time (2026-11-22T10:11:41Z): {e}"
            ))
        })?;
        // Stored times are UTC in one format, so they compare as text.
        let before = clock::format_time(before);
        let Some(through) = self.newest_record_before(&before)? else {
            return Ok(json!({"before": before, "records_pruned": 0, "pruned_through": null}));
        };
        let time = clock::format_time(self.clock.now());
        let what = json!({"pruned_before": before, "checkpoint": through});
        let entry = self.own_entry(&time, "prune", None, what).to_string();
        self.store.write(self.scope, |tx| {
            tx.append_audit(std::slice::from_ref(&entry))
        })?;
        let pruned = self.remove_records_through(through.sequence)?;
        Ok(json!({"before": before, "records_pruned": pruned, "pruned_through": through}))
    }

    /// The newest record made before `before` (records are appended in time order), read from
    /// the head down, a batch at a time.
    fn newest_record_before(&self, before: &str) -> Result<Option<Head>, ApiError> {
        let mut cursor = None;
        loop {
            let page =
                self.store
                    .page::<Value>(self.scope, Tree::AUDIT, cursor.as_deref(), BATCH)?;
            for record in &page.items {
                if record["time"].as_str().is_some_and(|t| t < before) {
                    return Ok(Some(Head {
                        sequence: record["sequence"].as_u64().unwrap_or(0),
                        hash: record["hash"].as_str().unwrap_or_default().to_string(),
                    }));
                }
            }
            match (page.has_more, page.items.last()) {
                (true, Some(last)) => {
                    cursor = Some(record_key(last["sequence"].as_u64().unwrap_or(0)));
                }
                _ => return Ok(None),
            }
        }
    }

    /// Removes record `through` and every record below it, a batch per transaction; how many. A
    /// dry run removes nothing and counts them.
    fn remove_records_through(&self, through: u64) -> Result<u64, ApiError> {
        let mut cursor = record_key(through.saturating_add(1));
        let mut removed = 0;
        loop {
            let page = self
                .store
                .page::<Value>(self.scope, Tree::AUDIT, Some(&cursor), BATCH)?;
            let keys: Vec<String> = page
                .items
                .iter()
                .filter_map(|r| r["sequence"].as_u64())
                .map(record_key)
                .collect();
            let Some(last) = keys.last() else {
                return Ok(removed);
            };
            if !self.scope.rolls_back() {
                self.store.write(self.scope, |tx| {
                    for key in &keys {
                        tx.remove(Tree::AUDIT, key)?;
                    }
                    Ok(())
                })?;
            }
            removed += keys.len() as u64;
            cursor = last.clone();
        }
    }
}
