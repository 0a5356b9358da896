//! `tunnelctl edit KIND ID|NAME`: the resource's manifest document in an editor, applied on save,
//! as `kubectl edit` does. What is saved goes through apply's plan and requests, so it works on
//! every transport and refuses what apply refuses.

use std::path::Path;
use std::process::Command;

use clap::builder::PossibleValuesParser;
use clap::Args;

use super::{
    carry_out, hold_store, manifest, manifest_document, module_document, plan, refusal, Help,
    ManifestCommand,
};
use crate::cli::{CliError, Context};
use crate::kind::Kind;

#[derive(Debug, Args)]
pub struct EditArgs {
    /// Kind of the resource
    #[arg(value_name = "KIND", value_parser = PossibleValuesParser::new(edited_kinds()))]
    kind: String,
    /// ID of the resource, or its name in a manifest; of a module, its edge's ID
    #[arg(value_name = "ID|NAME|EDGE_ID")]
    id: String,
    /// A route module's route ID (route-saml, route-compression)
    #[arg(value_name = "ROUTE_ID")]
    route_id: Option<String>,
}

/// Every kind a manifest declares: `edit` takes what `apply` takes.
fn edited_kinds() -> Vec<&'static str> {
    Kind::declarable().map(|k| k.name).collect()
}

const EDIT_HELP: Help = Help {
    name: "edit",
    about: "Edit a resource's manifest document in your editor, and apply it on save",
    long: Some(
        "Edit a resource's manifest document in your editor, and apply it on save

Opens $VISUAL, else $EDITOR, else vi, on the resource as `get -o manifest` prints it, in a \
temporary file only you can read (removed afterwards). Once the editor exits, what was saved is \
applied as `apply -f` applies it: through the same requests, on the embedded store or an API. \
Saved unchanged (or emptied): nothing is applied, exit 0. A document apply refuses (not YAML, a \
field the API refuses, a change apply never makes) reopens the editor with the error in comments \
at the top; not at a terminal it is an error naming the kept file. An editor that exits with a \
failure applies nothing. --dry-run tries what was saved as `apply --dry-run` does: it fails \
where the save would, else prints the plan, and writes nothing. A resource made by \
hand opens with its id: and its ID as name, as `manifest --all` prints it, and stays made by hand; \
another name in the document takes it under apply's management by that name. A module is named \
by its edge's ID, and a route module by its route's ID after it, as its own `get` names it.",
    ),
    examples: "Examples:
  tunnelctl edit tcp-edge bastion
  EDITOR=nano tunnelctl edit ssh-ca ci
  tunnelctl edit event-subscription esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --dry-run
  tunnelctl edit tls-termination edgtls_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe",
};

/// The comment above the document; lines starting with `#` are left out when it is read back.
const HEADER: &str = "# Edit the manifest document below; it is applied once you save and quit.
# Lines beginning with '#' are ignored; an empty file cancels the edit. A document that is
# refused reopens here, with the error below.
#
";

impl ManifestCommand for EditArgs {
    const HELP: Help = EDIT_HELP;
    const RUN: fn(&Context, Self) -> Result<(), CliError> = edit;
}

pub fn edit(ctx: &Context, args: EditArgs) -> Result<(), CliError> {
    let kind = Kind::named(&args.kind).expect("clap checked the kind");
    let opened = open(ctx, kind, &args)?;
    let original = serde_yaml::to_string(&opened.document).unwrap_or_default();
    // Made 0600 by tempfile; removed when dropped unless kept for the user.
    let file = tempfile::Builder::new()
        .prefix(&format!("tunnelctl-edit-{}-", kind.name))
        .suffix(".yaml")
        .tempfile()
        .map_err(|e| CliError::failure(format!("cannot make a temporary file to edit: {e}")))?;
    let mut written = format!("{HEADER}{original}");
    loop {
        std::fs::write(file.path(), &written).map_err(|e| {
            CliError::failure(format!("cannot write {}: {e}", file.path().display()))
        })?;
        ctx.asking(|| run_editor(file.path()))?;
        let saved = std::fs::read_to_string(file.path()).map_err(|e| {
            CliError::failure(format!("cannot read {}: {e}", file.path().display()))
        })?;
        let edited = without_comments(&saved);
        if edited.trim().is_empty() {
            ctx.status("Edit cancelled, saved file was empty.");
            return Ok(());
        }
        if edited == without_comments(&original) {
            ctx.status("Edit cancelled, no changes made.");
            return Ok(());
        }
        let refused = match applicable(ctx, kind, &opened, file.path()) {
            Ok(steps) if steps.iter().all(|s| s.action == plan::Action::Unchanged) => {
                ctx.status("Edit cancelled, no changes made.");
                return Ok(());
            }
            Ok(steps) => return carry_out(ctx, hold_store(ctx)?, steps),
            Err(refused) => refused,
        };
        // The same text saved again after a refusal: the user gave up, as kubectl reads it.
        if !ctx.interactive() || saved == written {
            let kept = file.keep().map_err(|e| CliError::failure(e.to_string()))?.1;
            let mut refused = refused;
            refused.message = format!(
                "{}; nothing was applied, and your edit is kept in {}",
                refused.message,
                kept.display()
            );
            return Err(refused.with_hint(format!(
                "fix it and run tunnelctl apply -f {}",
                kept.display()
            )));
        }
        let error: String = refused
            .message
            .lines()
            .map(|l| format!("# error: {l}\n"))
            .collect();
        written = format!("{HEADER}{error}#\n{edited}");
    }
}

/// The resource `edit` opened: its manifest document, what says which resource it is, and the
/// apply set it belongs to.
struct Opened {
    document: serde_json::Value,
    /// Its name; a module's keys joined with `/`, as a document names it.
    name: String,
    /// A module's keys, in its path's order.
    keys: Vec<String>,
    set: Option<String>,
}

/// The resource `args` names, read through the API: a resource by its ID or name, a module by its
/// parent's IDs.
fn open(ctx: &Context, kind: &'static Kind, args: &EditArgs) -> Result<Opened, CliError> {
    let keys: Vec<String> = std::iter::once(&args.id)
        .chain(&args.route_id)
        .cloned()
        .collect();
    let expected: Vec<String> = match kind.has_ids() {
        true => vec!["ID|NAME".into()],
        false => kind.keys().map(str::to_uppercase).collect(),
    };
    if keys.len() != expected.len() {
        return Err(CliError::usage(format!(
            "edit {} takes {}; got {}",
            kind.name,
            expected.join(" "),
            keys.join(" ")
        ))
        .with_hint(format!(
            "tunnelctl edit {} {}",
            kind.name,
            expected.join(" ")
        )));
    }
    if !kind.has_ids() {
        let values: Vec<&str> = keys.iter().map(String::as_str).collect();
        let wire = ctx.get(&kind.module_path(&values))?;
        return Ok(Opened {
            document: module_document(kind, &values, &wire),
            name: keys.join("/"),
            keys,
            set: None,
        });
    }
    let wire = ctx.get(&kind.item_path(&args.id))?;
    let set = super::set_of(wire["metadata"].as_str().unwrap_or(""));
    let document = manifest_document(ctx, wire)?;
    Ok(Opened {
        name: document["name"].as_str().unwrap_or_default().to_string(),
        document,
        keys: Vec::new(),
        set,
    })
}

/// The plan of the saved document: one document, of the resource that was opened.
fn applicable(
    ctx: &Context,
    kind: &Kind,
    opened: &Opened,
    path: &Path,
) -> Result<Vec<plan::Step>, CliError> {
    let declared = manifest::read(&[path.to_path_buf()])?;
    let [doc] = declared.as_slice() else {
        return Err(CliError::usage(format!(
            "edit applies one document, the one it opened; the file holds {}",
            declared.len()
        )));
    };
    if doc.kind != kind || (&doc.name, &doc.keys) != (&opened.name, &opened.keys) {
        let identity: Vec<(&str, &str)> = match kind.has_ids() {
            true => vec![("name", opened.name.as_str())],
            false => kind
                .keys()
                .zip(opened.keys.iter().map(String::as_str))
                .collect(),
        };
        let fields: String = identity.iter().map(|(f, _)| format!(" and {f}:")).collect();
        let kept: String = identity
            .iter()
            .map(|(f, v)| format!(" and {f}: {v}"))
            .collect();
        return Err(CliError::usage(format!(
            "kind:{fields} say which resource the document is, and cannot change: keep kind: {}\
             {kept}",
            kind.name
        )));
    }
    let owner = plan::Owner {
        set: opened.set.clone(),
        adopt: false,
    };
    let steps = plan::plan(ctx, &declared, false, &owner)?;
    match refusal(&steps) {
        Some(refused) => Err(CliError::failure(refused)),
        None => Ok(steps),
    }
}

/// `$VISUAL`, else `$EDITOR`, else `vi`, on `path`, through the shell so that an editor with
/// arguments (`code --wait`) works; one that fails applies nothing.
fn run_editor(path: &Path) -> Result<(), CliError> {
    let editor = ["VISUAL", "EDITOR"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.trim().is_empty())
        .unwrap_or_else(|| "vi".to_string());
    let status = Command::new("sh")
        .arg("-c")
        .arg(format!("{editor} \"$1\""))
        .arg("sh")
        .arg(path)
        .status()
        .map_err(|e| CliError::failure(format!("cannot start the editor {editor:?}: {e}")))?;
    match status.success() {
        true => Ok(()),
        false => Err(CliError::failure(format!(
            "the editor {editor:?} exited with {status}; nothing was applied"
        ))
        .with_hint("set VISUAL or EDITOR to the editor to use")),
    }
}

/// `text` without the comment lines at its top (the header and errors edit writes there; a `#`
/// line further down may be the text of a value).
fn without_comments(text: &str) -> String {
    text.lines()
        .skip_while(|l| l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect()
}
