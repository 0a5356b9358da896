//! `tunnelctl session …`: online tunnel sessions and the commands their agents take (spec §4.2).

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::{exit, CliError, Context, ListArgs};
use crate::api::page::MAX_LIMIT;
use crate::api::{ApiRequest, Method};
use crate::output::{Format, View};

const PATH: &str = "/tunnel_sessions";

pub const VIEW: View = View {
    list_key: "tunnel_sessions",
    columns: &[
        ("ID", "/id"),
        ("AGENT VERSION", "/agent_version"),
        ("OS", "/os"),
        ("REGION", "/region"),
        ("IP", "/ip"),
        ("TRANSPORT", "/transport"),
        ("STARTED", "/started_at"),
    ],
};

/// What stays the same when an agent restarts: how the new session of a restarted agent is known.
const IDENTITY: [&str; 6] = [
    "/credential/id",
    "/os",
    "/region",
    "/ip",
    "/transport",
    "/metadata",
];

const RESTART_HELP: &str = "\
The agent comes back under a new session ID (restart is unsupported on Windows and for SSH \
sessions). With -o json or -o yaml the new session is printed. It is found by the agent's identity: \
the newest online session, started after the old one, with the same credential, os, region, ip, \
transport and metadata. If the agent has not reconnected yet when the list is read, the command \
fails with exit code 3 although the restart was made.";

const UPDATE_HELP: &str = "\
The agent moves to the newest release of its major version that is newer than its own, never to a \
new major version. The update takes 10 seconds: a restart within them brings the agent back on its \
old version (the update is lost); a restart after them brings it back on the new version. Refused \
(exit code 5, error ERR_NGROK_809 with details.reason) when no update is available \
(no_update_available), the agent disables update checks (update_checks_disabled), it is updating \
(update_in_progress) or it has updated and awaits a restart (restart_pending); SSH sessions cannot \
update (exit code 1).";

#[derive(Debug, Subcommand)]
pub enum SessionCommand {
    /// List online tunnel sessions, newest first
    List(ListArgs),
    /// Show one tunnel session
    Get(IdArgs),
    /// Restart the agent of a session
    #[command(long_about = format!("Restart the agent of a session\n\n{RESTART_HELP}"))]
    Restart(IdArgs),
    /// Stop the agent of a session; the session goes offline
    Stop(IdArgs),
    /// Update the agent of a session to the newest release of its major version
    #[command(long_about = format!("Update the agent of a session to the newest release of its major version\n\n{UPDATE_HELP}"))]
    Update(IdArgs),
}

#[derive(Debug, Args)]
pub struct IdArgs {
    /// ID of the tunnel session (ts_...)
    id: String,
}

pub fn run(ctx: &Context, cmd: SessionCommand) -> Result<(), CliError> {
    match cmd {
        SessionCommand::List(args) => ctx.print_list(PATH, &VIEW, &args),
        SessionCommand::Get(args) => ctx.print(&ctx.get(&session_path(&args.id))?, &VIEW),
        SessionCommand::Restart(args) => restart(ctx, args),
        SessionCommand::Stop(args) => {
            action(ctx, &args.id, "stop")?;
            ctx.changed(&format!("stopped tunnel session {}", args.id));
            Ok(())
        }
        SessionCommand::Update(args) => {
            action(ctx, &args.id, "update")?;
            ctx.changed(&format!(
                "updating the agent of tunnel session {}; restart it after 10 seconds to run the new version",
                args.id
            ));
            Ok(())
        }
    }
}

fn session_path(id: &str) -> String {
    format!("{PATH}/{id}")
}

fn action(ctx: &Context, id: &str, action: &str) -> Result<(), CliError> {
    ctx.send_json(
        Method::Post,
        &format!("{}/{action}", session_path(id)),
        &json!({}),
    )?;
    Ok(())
}

fn restart(ctx: &Context, args: IdArgs) -> Result<(), CliError> {
    let old = ctx.get(&session_path(&args.id))?;
    action(ctx, &args.id, "restart")?;
    if ctx.dry_ran() {
        return Ok(());
    }
    let new = successor(ctx, &old)?;
    match (&new, ctx.global.output) {
        (Some(new), _) => ctx.status(&format!(
            "restarted the agent of tunnel session {}; it is back as {}",
            args.id,
            new["id"].as_str().unwrap_or("?")
        )),
        (None, Format::Table) => ctx.status(&format!(
            "restarted the agent of tunnel session {}; it has not reconnected yet",
            args.id
        )),
        (None, Format::Json | Format::Yaml | Format::Id) => {
            return Err(CliError::new(
                exit::NOT_FOUND,
                format!(
                    "restarted the agent of tunnel session {}, but it has not reconnected yet",
                    args.id
                ),
            )
            .with_hint("list the sessions again in a moment: tunnelctl session list"))
        }
    }
    match (new, ctx.global.output) {
        (Some(new), Format::Json | Format::Yaml | Format::Id) => ctx.print(&new, &VIEW),
        _ => Ok(()),
    }
}

/// The session a restarted agent came back as: the newest online session with an ID greater than
/// the old one (IDs sort by creation) and the same identity. Reads pages newest first and stops at
/// the first session older than the old one.
fn successor(ctx: &Context, old: &Value) -> Result<Option<Value>, CliError> {
    let old_id = old["id"].as_str().unwrap_or_default();
    let same_agent = |s: &Value| IDENTITY.iter().all(|p| s.pointer(p) == old.pointer(p));
    let mut before: Option<String> = None;
    loop {
        let mut req = ApiRequest::get(PATH).with_query("limit", MAX_LIMIT);
        if let Some(b) = &before {
            req = req.with_query("before_id", b);
        }
        let page = ctx.send(&req)?.unwrap_or(Value::Null);
        let items = page[VIEW.list_key].as_array().cloned().unwrap_or_default();
        for session in &items {
            let id = session["id"].as_str().unwrap_or_default();
            if id <= old_id {
                return Ok(None);
            }
            if same_agent(session) {
                return Ok(Some(session.clone()));
            }
        }
        match (page["next_page_uri"].as_str(), items.last()) {
            (Some(_), Some(last)) => before = last["id"].as_str().map(str::to_string),
            _ => return Ok(None),
        }
    }
}
