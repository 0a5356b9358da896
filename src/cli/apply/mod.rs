//! `tunnelctl apply`, `diff` and `manifest`: declarative configuration. Manifests name resources;
//! the name lives in the resource's own metadata (see `identity`), so no state file is shared
//! and the same files work against the embedded store, a `serve` and the real API. apply is a
//! client of the API: every request goes through the transport every command uses.

mod edit;
mod execute;
pub(super) mod existing;
pub mod identity;
mod manifest;
mod metadata;
mod plan;
mod render;
mod sub_resource;

use std::path::PathBuf;

use clap::builder::PossibleValuesParser;
use clap::Args;
use serde_json::Value;

use super::{arguments, CliError, Context, Formats, TopLevel};
use crate::kind::Kind;
use crate::output::{self, Format};
pub use edit::EditArgs;
pub(crate) use existing::{is_answer, manifest_document, module_document, Taker};
pub(crate) use identity::set_of;
use plan::{Action, Step};

// The manifests of `apply` and `diff`, which apply set a run belongs to, and which documents it
// plans.
#[derive(Debug, Args)]
pub struct Selection {
    /// Manifest file, directory of .yaml/.yml/.json files, or - for stdin (can be repeated)
    #[arg(
        short = 'f',
        long = "filename",
        value_name = "FILE|DIR|-",
        required = true
    )]
    files: Vec<PathBuf>,
    /// The apply set these manifests belong to (kept in each resource's metadata): --prune deletes
    /// only resources of this set, and a resource of another set is never changed
    #[arg(long = "set", value_name = "NAME")]
    set: Option<String>,
    /// Take the declared resources that belong to another apply set (or to none) into this one,
    /// instead of refusing them
    #[arg(long)]
    adopt: bool,
    /// Only the document of this resource (a module: KIND/EDGE_ID or KIND/EDGE_ID/ROUTE_ID); can
    /// be repeated. --prune then deletes nothing outside them
    #[arg(long, value_name = "KIND/NAME", value_parser = target)]
    target: Vec<String>,
}

#[derive(Debug, Args)]
pub struct ApplyArgs {
    #[command(flatten)]
    selection: Selection,
    /// Also delete the resources of this apply set (see --set) that no manifest declares; at a
    /// terminal, asks once, listing them. Resources made by hand are never deleted
    #[arg(long)]
    prune: bool,
    /// Let --prune delete SSH CAs (and their private keys) without a person answering the prompt:
    /// not at a terminal, or with --yes, a CA is otherwise never pruned
    #[arg(long, requires = "prune")]
    prune_ca: bool,
}

#[derive(Debug, Args)]
pub struct DiffArgs {
    #[command(flatten)]
    selection: Selection,
    /// Also show the deletions `apply --prune` would make
    #[arg(long)]
    prune: bool,
    /// Also list the resources that are unchanged
    #[arg(short, long)]
    verbose: bool,
}

impl Selection {
    /// The plan of the documents and deletions `--target` names (all without it); a target that
    /// names none is a usage error.
    fn plan(
        &self,
        ctx: &Context,
        declared: Vec<manifest::Declared>,
        prune: bool,
    ) -> Result<Vec<Step>, CliError> {
        let targeted = |kind: &Kind, name: &str| {
            self.target.is_empty()
                || self
                    .target
                    .iter()
                    .any(|t| t.split_once('/') == Some((kind.name, name)))
        };
        let declared: Vec<_> = declared
            .into_iter()
            .filter(|d| targeted(d.kind, &d.name))
            .collect();
        let owner = plan::Owner {
            set: self.set.clone(),
            adopt: self.adopt,
        };
        let mut steps = plan::plan(ctx, &declared, prune, &owner)?;
        steps.retain(|s| targeted(s.kind, &s.name));
        let missed = self.target.iter().find(|t| {
            !steps
                .iter()
                .any(|s| t.split_once('/') == Some((s.kind.name, s.name.as_str())))
        });
        match missed {
            None => Ok(steps),
            Some(missed) => Err(CliError::usage(format!(
                "--target {}: no manifest declares it{}",
                output::for_terminal(missed),
                match prune {
                    true => ", and --prune would not delete it",
                    false => "",
                }
            ))
            .with_hint("name a document's kind and name, as in --target tcp-edge/web")),
        }
    }
}

/// `--target`'s value: KIND/NAME, KIND a kind a manifest can declare.
fn target(value: &str) -> Result<String, String> {
    let kinds = || Kind::declarable().map(|k| k.name).collect::<Vec<_>>();
    match value.split_once('/') {
        Some((kind, name)) if !name.is_empty() && kinds().contains(&kind) => Ok(value.to_string()),
        _ => Err(format!(
            "expected KIND/NAME (as in tcp-edge/web), KIND one of {}",
            kinds().join(", ")
        )),
    }
}

#[derive(Debug, Args)]
pub struct ManifestArgs {
    /// Only these kinds [default: every kind a manifest can declare with a name]
    #[arg(value_name = "KIND", value_parser = PossibleValuesParser::new(listed_kinds()))]
    kinds: Vec<String>,
    /// Also the resources made by hand, each with its `id:` and its ID as name: applying it changes
    /// nothing and they stay made by hand (another name in a document takes one under apply)
    #[arg(long)]
    all: bool,
}

const APPLY_HELP: Help = Help {
    name: "apply",
    about: "Make what exists match manifest files (YAML or JSON)",
    long: Some(
        "Make what exists match manifest files (YAML or JSON)

Each document has kind: (tcp-edge, event-subscription, ssh-ca, tls-termination, route-saml, \
route-compression), name: (unique per kind; a module is known by edge_id, and route_id, instead) \
and the fields of that kind's request body, as --from-file takes them. apply creates what is \
missing, updates what differs (a TCP edge module left out is removed) and, with --prune, deletes \
what it manages and no manifest declares. The name is kept in the resource's metadata under the \
key tunnelctl.apply, so no state file is needed. Every document is first tried on an empty \
scratch store, so what the API would refuse stops apply before anything is sent. On the embedded \
store the whole apply is one all-or-nothing unit; against an API every resource is read again \
before it is written, and a failure says which resources were applied. --dry-run runs the \
plan's requests and writes nothing: it fails where apply would, with the same message and exit \
code, else prints the plan. On the store the requests run together, each seeing the ones before \
it; a tunnelctl serve tries each by itself; a server that is not tunnelctl's is sent nothing, and \
stderr says the plan was not checked.

With --set NAME the resources belong to the apply set NAME (kept in the same metadata key): \
--prune deletes only resources of that set, and a declared resource of another set is refused \
(exit 5) unless --adopt. At a terminal, apply prints the plan and asks once before it updates or \
deletes anything (--yes skips the question). Not at a terminal it never asks, so CI does not \
hang; --prune then never deletes an SSH CA without --prune-ca.",
    ),
    examples: "Examples:
  tunnelctl apply -f infra.yaml
  tunnelctl apply -f /srv/manifests/ --prune --set web-team
  tunnelctl apply -f infra.yaml --target tcp-edge/ssh
  tunnelctl apply -f infra.yaml --dry-run -o json
  tunnelctl manifest | tunnelctl apply -f -",
};
const DIFF_HELP: Help = Help {
    name: "diff",
    about: "Show what apply would change, field by field; exit 8 when something differs",
    long: Some(
        "Show what apply would change, field by field; exit 8 when something differs

Changes nothing. Exits 0 when what exists matches the manifests and 8 when it differs, so that \
CI can gate on it; other failures keep their codes (1 refused, 2 usage, …). A change apply can \
never make (an SSH CA's key type) exits 1. Unchanged resources are listed only with -v; -q \
silences the summary.",
    ),
    examples: "Examples:
  tunnelctl diff -f infra.yaml
  tunnelctl diff -f /srv/manifests/ --prune -o json
  tunnelctl manifest | tunnelctl diff -f -",
};
const MANIFEST_HELP: Help = Help {
    name: "manifest",
    about: "Print what exists as a manifest that applies back unchanged",
    long: None,
    examples: "Examples:
  tunnelctl manifest
  tunnelctl manifest tcp-edge event-subscription
  tunnelctl manifest --all -o json",
};

/// `apply`, `diff`, `manifest` and `edit` each print one document without IDs (a plan, the
/// manifests) in any format but `-o id`, and no text of their own: they differ only in their
/// words and what they run, so one [`TopLevel`] serves the four.
trait ManifestCommand: Args + std::fmt::Debug + 'static {
    const HELP: Help;
    const RUN: fn(&Context, Self) -> Result<(), CliError>;
}

/// What a [`ManifestCommand`] is called and what its help says.
struct Help {
    name: &'static str,
    /// The first line of its help.
    about: &'static str,
    /// The rest of its long help, where the first line does not say enough.
    long: Option<&'static str>,
    examples: &'static str,
}

impl<T: ManifestCommand> TopLevel for T {
    const NAME: &'static str = T::HELP.name;

    fn define(command: clap::Command) -> clap::Command {
        arguments::<Self>(command)
            .about(T::HELP.about)
            .long_about(T::HELP.long)
            .after_long_help(T::HELP.examples)
    }

    fn formats(&self) -> Formats {
        Formats::NoId(T::HELP.name)
    }

    fn text_output(&self) -> Option<&'static str> {
        None
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        T::RUN(ctx, self)
    }
}

impl ManifestCommand for ApplyArgs {
    const HELP: Help = APPLY_HELP;
    const RUN: fn(&Context, Self) -> Result<(), CliError> = apply;
}

impl ManifestCommand for DiffArgs {
    const HELP: Help = DIFF_HELP;
    const RUN: fn(&Context, Self) -> Result<(), CliError> = diff;
}

impl ManifestCommand for ManifestArgs {
    const HELP: Help = MANIFEST_HELP;
    const RUN: fn(&Context, Self) -> Result<(), CliError> = manifest;
}

/// The kinds `manifest` can list: those with IDs (a module is found by its parent's).
fn listed_kinds() -> Vec<&'static str> {
    Kind::declarable()
        .filter(|k| k.has_ids())
        .map(|k| k.name)
        .collect()
}

pub fn apply(ctx: &Context, args: ApplyArgs) -> Result<(), CliError> {
    let declared = manifest::read(&args.selection.files)?;
    let service = hold_store(ctx)?;
    let steps = args.selection.plan(ctx, declared, args.prune)?;
    if let Some(refused) = refusal(&steps) {
        return Err(CliError::failure(format!("{refused}; nothing was applied")));
    }
    if !ctx.dry_run() {
        confirm_plan(ctx, &steps, args.prune_ca)?;
    }
    carry_out(ctx, service, steps)
}

/// The embedded store, held by this process from before the plan is made to the end of the run
/// (a keep-open holder is closed first), so that nothing else writes between the plan and its
/// end, and a dry run's requests all go to its one dry-run scope; `None` against an API.
fn hold_store(ctx: &Context) -> Result<Option<&crate::service::Service>, CliError> {
    match (ctx.is_remote(), ctx.dry_run()) {
        (true, _) => Ok(None),
        (false, true) => Ok(Some(ctx.trial_service()?)),
        (false, false) => Ok(Some(ctx.local_service()?)),
    }
}

/// Carries out a plan apply will make (see [`refusal`]), on `service` as one all-or-nothing unit
/// when it holds the store; a dry run tries it instead (see [`execute::try_out`]) and prints it.
fn carry_out(
    ctx: &Context,
    service: Option<&crate::service::Service>,
    mut steps: Vec<Step>,
) -> Result<(), CliError> {
    if ctx.dry_run() {
        execute::try_out(ctx, &mut steps)?;
        return render::print(ctx, &steps, false, true);
    }
    let ran = match service {
        Some(service) => service
            .all_or_nothing(|unit| execute::run(ctx, unit, &mut steps))
            .map_err(|err| CliError::from_api(err, None))?,
        None => execute::run(ctx, ctx.scope(), &mut steps),
    };
    if let Err(stopped) = ran {
        return Err(report_stop(ctx, &steps, stopped));
    }
    let totals = render::totals(&steps, true);
    render::print(ctx, &steps, true, true)?;
    ctx.status(&match totals.is_empty() {
        true => "nothing to change: what exists matches the manifests".to_string(),
        false => format!("applied: {totals}"),
    });
    Ok(())
}

/// The first change of the plan apply will not carry out, naming its document.
fn refusal(steps: &[Step]) -> Option<String> {
    let step = steps.iter().find(|s| s.refused.is_some())?;
    let refused = step.refused.as_deref().unwrap_or_default();
    Some(match &step.declared {
        Some(doc) => doc.refusal(refused),
        None => format!("{}: {refused}", step.label()),
    })
}

/// The error of a run that stopped: what stopped it, and what was and was not applied.
fn report_stop(ctx: &Context, steps: &[Step], stopped: execute::Stopped) -> CliError {
    let mut err = stopped.error;
    let writing = |s: &&Step| !s.requests.is_empty();
    let mut not_applied: Vec<String> = steps[stopped.at..]
        .iter()
        .filter(writing)
        .map(Step::label)
        .collect();
    if stopped.sent > 0 {
        let step = &steps[stopped.at];
        not_applied[0] = format!(
            "{} (in part: {} of its {} requests were carried out)",
            not_applied[0],
            stopped.sent,
            step.requests.len()
        );
    }
    err.message = match ctx.is_remote() {
        false => format!(
            "{}; nothing was applied (on the embedded store apply is all or nothing)",
            err.message
        ),
        true => {
            let applied: Vec<String> = steps[..stopped.at]
                .iter()
                .filter(writing)
                .map(Step::label)
                .collect();
            format!(
                "{}; applied: {}; not applied: {}",
                err.message,
                list_or_none(&applied),
                list_or_none(&not_applied)
            )
        }
    };
    if err.hint.is_none() && ctx.is_remote() {
        err =
            err.with_hint("fix the manifest and run apply again: what was applied stays as it is");
    }
    err
}

fn list_or_none(labels: &[String]) -> String {
    match labels.is_empty() {
        true => "none".to_string(),
        false => labels.join(", "),
    }
}

/// At a terminal, shows the plan and asks once before anything is updated or deleted (`--yes`
/// skips the question; without a terminal nothing asks, so CI never hangs). An SSH CA, whose
/// private key goes with it, is pruned only when a person said yes here, or with `--prune-ca`.
fn confirm_plan(ctx: &Context, steps: &[Step], prune_ca: bool) -> Result<(), CliError> {
    let cas: Vec<String> = steps
        .iter()
        .filter(|s| s.action == Action::Delete && s.kind.name == crate::kind::SSH_CA.name)
        .map(Step::label)
        .collect();
    if !cas.is_empty() && !prune_ca && !ctx.will_ask() {
        return Err(CliError::usage(format!(
            "--prune would delete {} and its private key, and no person confirmed it (not at a \
             terminal, or --yes); nothing was applied",
            cas.join(", ")
        ))
        .with_hint(
            "pass --prune-ca to let --prune delete SSH CAs, or declare them in a manifest",
        ));
    }
    let changing = |s: &&Step| matches!(s.action, Action::Update | Action::Delete);
    if !ctx.will_ask() || !steps.iter().any(|s| changing(&s)) {
        return Ok(());
    }
    render::print(ctx, steps, false, false)?;
    let question = format!("Apply these changes ({})?", render::totals(steps, false));
    match ctx.confirm(&question)? {
        true => Ok(()),
        false => Err(CliError::cancelled(
            "nothing was applied: the plan was declined",
        )),
    }
}

pub fn diff(ctx: &Context, args: DiffArgs) -> Result<(), CliError> {
    ctx.plans();
    let declared = manifest::read(&args.selection.files)?;
    let steps = args.selection.plan(ctx, declared, args.prune)?;
    render::print(ctx, &steps, false, args.verbose)?;
    if let Some(refused) = refusal(&steps) {
        return Err(CliError::failure(format!(
            "{refused}; apply can never make this change"
        )));
    }
    let totals = render::totals(&steps, false);
    match (totals.is_empty(), ctx.global.quiet) {
        (true, _) => Ok(()),
        (false, true) => Err(CliError::differs("")),
        (false, false) => Err(CliError::differs(format!(
            "what exists differs from the manifests: {totals}"
        ))),
    }
}

pub fn manifest(ctx: &Context, args: ManifestArgs) -> Result<(), CliError> {
    ctx.plans();
    let mut documents = Vec::new();
    for (kind, all) in plan::existing(ctx)? {
        if !args.kinds.is_empty() && !args.kinds.iter().any(|k| k == kind.name) {
            continue;
        }
        let documents_of_kind = all
            .into_iter()
            .filter_map(|r| existing::document(kind, r, args.all));
        documents.extend(documents_of_kind);
    }
    match ctx.global.output() {
        format @ Format::Json => ctx.print_as(format, &Value::Array(documents), &output::PLAIN),
        _ => {
            let text: Vec<String> = documents
                .iter()
                .map(|d| serde_yaml::to_string(d).unwrap_or_default())
                .collect();
            Ok(output::stdout().data(&text.join("---\n"))?)
        }
    }
}
