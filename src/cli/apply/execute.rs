//! Carrying out a plan: in dependency order, each resource read again first so that a change
//! made since the plan stops apply instead of being overwritten. On the embedded store the whole
//! run is one all-or-nothing unit; against an API, a failure says exactly what was applied.

use serde_json::Value;

use super::plan::{Action, Step};
use crate::api::ApiRequest;
use crate::cli::{CliError, Context};
use crate::store::Scope;

/// Where a run stopped: the step, and why.
pub struct Stopped {
    pub at: usize,
    /// How many of that step's requests had been carried out (an edge's PATCH before the DELETE
    /// of a module it leaves out).
    pub sent: usize,
    pub error: CliError,
}

/// Sends the requests of every step in order; stops at the first failure.
/// A created resource's ID goes into its step, for what apply prints.
/// Every request goes in `scope`: the unit's, on the embedded store, so that each sees the ones
/// before it and all stay or none does.
pub fn run(ctx: &Context, scope: &Scope, steps: &mut [Step]) -> Result<(), Stopped> {
    for at in 0..steps.len() {
        let stopped = |sent, error| Stopped { at, sent, error };
        if steps[at].requests.is_empty() {
            continue;
        }
        check_unchanged(ctx, scope, steps, at).map_err(|e| stopped(0, e))?;
        let step = &mut steps[at];
        for (sent, req) in step.requests.iter().enumerate() {
            let answer = ctx
                .send_in(req, scope)
                .map_err(|err| stopped(sent, refused(step, err)))?;
            if let (Action::Create, Some(id)) =
                (step.action, answer.as_ref().and_then(|a| a["id"].as_str()))
            {
                step.id = Some(id.to_string());
            }
        }
    }
    Ok(())
}

/// A step's refused request as apply reports it: the manifest's document, or the step, named.
fn refused(step: &Step, mut err: CliError) -> CliError {
    err.message = match &step.declared {
        Some(doc) => doc.refusal(&err.message),
        None => format!("{}: {}", step.label(), err.message),
    };
    err
}

/// Runs the plan's requests as a dry run, so that it fails where apply would, with the same
/// error. On the store they run in the command's one dry-run scope, each seeing the ones before
/// it (apply takes the store to itself, past any holder); `serve` runs them as one too
/// (`POST /dry_runs`). A server that is not tunnelctl's cannot try any: nothing is sent. Each
/// step keeps what the plan had (a create's ID stays unknown).
pub fn try_out(ctx: &Context, steps: &mut [Step]) -> Result<(), CliError> {
    if ctx.dry_run_unchecked()? {
        ctx.status(
            "dry run: the plan was not checked: the server at --api-url is not tunnelctl's \
             serve (its answers carry no Tunnelctl-Version header), which cannot try requests \
             without carrying them out; nothing was sent",
        );
        return Ok(());
    }
    if !ctx.dry_runs_in_one_scope() {
        return try_out_as_one(ctx, steps);
    }
    let planned: Vec<Option<String>> = steps.iter().map(|s| s.id.clone()).collect();
    let ran = run(ctx, ctx.scope(), steps);
    for (step, id) in steps.iter_mut().zip(planned) {
        step.id = id;
    }
    ran.map_err(|stopped| stopped.error)
}

/// [`try_out`] on `serve` (or a holder of the store, should one answer): every step is read
/// again first, then the requests of the steps before the first that changed go in one
/// `POST /dry_runs`; the first refusal, else that change, is the error, as [`run`] would have
/// stopped on it.
fn try_out_as_one(ctx: &Context, steps: &[Step]) -> Result<(), CliError> {
    let mut checked = Ok(());
    let mut until = steps.len();
    for at in (0..steps.len()).filter(|&at| !steps[at].requests.is_empty()) {
        if let Err(err) = check_unchanged(ctx, ctx.scope(), steps, at) {
            (checked, until) = (Err(err), at);
            break;
        }
    }
    let sent: Vec<(&Step, &ApiRequest)> = steps[..until]
        .iter()
        .flat_map(|step| step.requests.iter().map(move |req| (step, req)))
        .collect();
    if sent.is_empty() {
        return checked;
    }
    let requests: Vec<&ApiRequest> = sent.iter().map(|(_, req)| *req).collect();
    let answers = ctx.try_as_one(&requests)?;
    for ((step, _), answer) in sent.iter().zip(answers) {
        answer.map_err(|err| refused(step, err))?;
    }
    checked
}

/// Reads a resource again right before it is written: a conflict (exit 5) when it is not what
/// the plan was made from, so that two applies at once cannot leave a state neither file
/// describes. The names to be created are looked for once per kind, before its first create
/// (listing the kind before each would cost a list per resource).
fn check_unchanged(
    ctx: &Context,
    scope: &Scope,
    steps: &[Step],
    at: usize,
) -> Result<(), CliError> {
    let step = &steps[at];
    let changed = |why: &str| {
        CliError::conflict(format!(
            "{} {why} since apply read it; stopped before changing it",
            step.label()
        ))
        .with_hint("run the command again to plan from what exists now")
    };
    match (step.action, step.kind.has_ids()) {
        (Action::Create, true) => {
            let creates = |s: &&Step| s.kind == step.kind && s.action == Action::Create;
            if steps[..at].iter().any(|s| creates(&s)) {
                return Ok(()); // looked for with the kind's first create
            }
            let list = ctx.list_in(scope, step.kind.path, step.kind.list_key, None, None)?;
            let names: Vec<String> = list[step.kind.list_key]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|r| super::identity::read(r["metadata"].as_str().unwrap_or("")).0)
                .collect();
            match steps[at..]
                .iter()
                .filter(creates)
                .find(|s| names.contains(&s.name))
            {
                Some(taken) => Err(CliError::conflict(format!(
                    "{} was created by someone else since apply read the {}; stopped before \
                     creating it",
                    taken.label(),
                    step.kind.plural
                ))
                .with_hint("run the command again to plan from what exists now")),
                None => Ok(()),
            }
        }
        (_, true) => match ctx.send_in(&ApiRequest::get(&step.path), scope) {
            Ok(now) if now == step.read => Ok(()),
            Ok(_) => Err(changed("changed")),
            Err(err) if err.kind == crate::cli::ErrorKind::NotFound => Err(changed("was deleted")),
            Err(err) => Err(err),
        },
        (_, false) => {
            let now =
                super::sub_resource::read_module(ctx, scope, &step.path)?.unwrap_or(Value::Null);
            match Some(now) == step.read {
                true => Ok(()),
                false => Err(changed("changed")),
            }
        }
    }
}
