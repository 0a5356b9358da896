//! Showing a plan or what apply did: one line per resource and one per changed field
//! (old → new) for people, one document for machines (`-o json|yaml`).

use serde_json::{json, Value};

use super::plan::{Action, Step};
use crate::cli::{CliError, Context};
use crate::output::{self, Format};

/// Prints the steps; `done` when apply carried them out (`created`), else as a plan (`create`).
/// For people, the unchanged ones only with `unchanged` (machines always get every resource).
pub fn print(ctx: &Context, steps: &[Step], done: bool, unchanged: bool) -> Result<(), CliError> {
    let said = |action: Action| match done {
        true => action.done(),
        false => action.planned(),
    };
    match ctx.global.output() {
        format @ (Format::Json | Format::Yaml) => {
            let resources: Vec<Value> = steps
                .iter()
                .map(|s| {
                    let changes: Vec<Value> = s
                        .changes
                        .iter()
                        .map(|c| json!({"field": c.field, "old": c.old, "new": c.new}))
                        .collect();
                    let mut item = json!({
                        "kind": s.kind.name,
                        "name": s.name,
                        "id": s.id,
                        "action": said(s.action),
                        "changes": changes,
                    });
                    if let Some(refused) = &s.refused {
                        item["refused"] = json!(refused);
                    }
                    item
                })
                .collect();
            let in_sync = steps.iter().all(|s| s.action == Action::Unchanged);
            let document = json!({"in_sync": in_sync, "resources": resources});
            ctx.print_as(format, &document, &output::PLAIN)
        }
        _ => {
            let mut text = String::new();
            let listed = |s: &&Step| unchanged || s.action != Action::Unchanged;
            for step in steps.iter().filter(listed) {
                text.push_str(&format!("{}: {}\n", step.label(), said(step.action)));
                for change in &step.changes {
                    text.push_str(&format!(
                        "    {}: {} → {}\n",
                        output::for_terminal(&change.field),
                        shown(&change.old, "(unset)"),
                        shown(&change.new, "(removed)")
                    ));
                }
                if let Some(refused) = &step.refused {
                    text.push_str(&format!("    refused: {refused}\n"));
                }
            }
            Ok(output::stdout().words(&text)?)
        }
    }
}

fn shown(value: &Value, null: &str) -> String {
    match value {
        Value::Null => null.to_string(),
        other => other.to_string(),
    }
}

/// The totals of a plan: "1 to create, 2 to update", or once done "1 created, 2 updated"
/// (empty when nothing changes).
pub fn totals(steps: &[Step], done: bool) -> String {
    [Action::Create, Action::Update, Action::Delete]
        .iter()
        .filter_map(|&action| {
            let n = steps.iter().filter(|s| s.action == action).count();
            let said = match done {
                true => action.done().to_string(),
                false => format!("to {}", action.planned()),
            };
            (n > 0).then(|| format!("{n} {said}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
