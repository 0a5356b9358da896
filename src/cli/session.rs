//! `tunnelctl session …`: online tunnel sessions and the commands their agents take (spec §4.2).

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::{group, CliError, Context, Formats, ListArgs, TopLevel, NOTHING};
use crate::api::route::{Route, SessionAction};
use crate::api::{ApiRequest, ApiResponse, Method};
use crate::kind;
use crate::output::View;

pub const VIEW: View = View {
    list_key: kind::TUNNEL_SESSION.list_key,
    noun: kind::TUNNEL_SESSION.plural,
    columns: &[
        ("ID", "/id"),
        ("AGENT VERSION", "/agent_version"),
        ("OS", "/os"),
        ("REGION", "/region"),
        ("IP", "/ip"),
        ("TRANSPORT", "/transport"),
        ("STARTED", "/started_at"),
    ],
    wide: &[("CREDENTIAL", "/credential/id"), ("METADATA", "/metadata")],
    rank: &[],
};

const RESTART_HELP: &str = "\
The agent comes back under a new session ID (restart is unsupported on Windows and for SSH \
sessions), and the new session is printed in every output format. The server says which session \
that is (the Location header of its answer); a server that does not say it (not a tunnelctl serve) \
leaves the new ID unknown, which the command reports on stderr. An update that has not finished \
(within 10 seconds of `session update`) is dropped: the agent comes back on its old version, and a \
warning on stderr names the version it was updating to, so that the update can be sent again.";

const UPDATE_HELP: &str = "\
The agent moves to the newest release of its major version that is newer than its own, never to a \
new major version. The update takes 10 seconds: a restart within them brings the agent back on its \
old version (the update is lost, and the restart says so on stderr); a restart after them brings it \
back on the new version. Refused (exit code 5, error ERR_NGROK_809 with details.reason) when no \
update is available (no_update_available), the agent disables update checks \
(update_checks_disabled), it is updating (update_in_progress) or it has updated and awaits a \
restart (restart_pending); SSH sessions cannot update (exit code 1).";

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SessionCommand {
    /// List online tunnel sessions, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl session list\n  tunnelctl session list --region eu --limit 5 -o yaml"
    )]
    #[command(visible_alias = "ls")]
    List(SessionListArgs),
    /// Show one tunnel session
    #[command(
        after_long_help = "Examples:\n  tunnelctl session get ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl session get ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o json"
    )]
    Get(IdArgs),
    /// Restart the agent of a session
    #[command(long_about = format!("Restart the agent of a session\n\n{RESTART_HELP}"))]
    #[command(
        after_long_help = "Examples:\n  tunnelctl session restart ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    Restart(IdArgs),
    /// Stop the agent of a session; the session goes offline
    #[command(
        after_long_help = "Examples:\n  tunnelctl session stop ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --dry-run session stop ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    Stop(IdArgs),
    /// Update the agent of a session to the newest release of its major version
    #[command(long_about = format!("Update the agent of a session to the newest release of its major version\n\n{UPDATE_HELP}"))]
    #[command(
        after_long_help = "Examples:\n  tunnelctl session update ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --dry-run session update ts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    Update(IdArgs),
}

#[derive(Debug, Args)]
pub struct SessionListArgs {
    #[command(flatten)]
    list: ListArgs,
    /// Only sessions in this region (e.g. us, eu); filtered client-side, as the API has no such
    /// filter (pages are read until --limit sessions match)
    #[arg(long, value_name = "REGION")]
    region: Option<String>,
    /// Only sessions of agents on this operating system (e.g. linux); filtered client-side, as the
    /// API has no such filter (pages are read until --limit sessions match)
    #[arg(long, value_name = "OS")]
    os: Option<String>,
    /// Only sessions of agents of this version (e.g. 3.19.0); filtered client-side, as the API has
    /// no such filter (pages are read until --limit sessions match)
    #[arg(long, value_name = "VERSION")]
    agent_version: Option<String>,
}

#[derive(Debug, Args)]
pub struct IdArgs {
    /// ID of the tunnel session (ts_...)
    id: String,
}

impl TopLevel for SessionCommand {
    const NAME: &'static str = "session";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command)
            .about("List online tunnel sessions; restart, stop or update their agents")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Stop(_) | Self::Update(_) => Some(NOTHING),
            Self::List(_) | Self::Get(_) | Self::Restart(_) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: SessionCommand) -> Result<(), CliError> {
    match cmd {
        SessionCommand::List(args) => {
            let filters: Vec<(&str, &str)> = [
                ("region", &args.region),
                ("os", &args.os),
                ("agent_version", &args.agent_version),
            ]
            .into_iter()
            .filter_map(|(name, value)| Some((name, value.as_deref()?)))
            .collect();
            let mut keep = |session: &Value| {
                filters
                    .iter()
                    .all(|(name, value)| session.get(*name).and_then(Value::as_str) == Some(*value))
            };
            let keep = (!filters.is_empty()).then_some(&mut keep as &mut dyn FnMut(&Value) -> bool);
            ctx.print_list_where(
                &Route::Collection(&kind::TUNNEL_SESSION).path(),
                &VIEW,
                &args.list,
                keep,
                Ok,
            )
        }
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
    Route::Item(&kind::TUNNEL_SESSION, id).path()
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
    let request = ApiRequest::with_json(
        Method::Post,
        Route::TunnelSessionAction(&args.id, SessionAction::Restart).path(),
        &json!({}),
    );
    let answer = ctx.send_response(&request)?;
    if ctx.printed_instead() {
        return Ok(());
    }
    let Some(new_id) = answer.as_ref().and_then(new_session_id) else {
        ctx.status(&format!(
            "restarted the agent of tunnel session {}; the server does not say its new session ID",
            args.id
        ));
        return Ok(());
    };
    ctx.changed(&format!(
        "restarted the agent of tunnel session {}; it is back as {new_id}",
        args.id
    ));
    if ctx.dry_run() {
        return Ok(()); // the new session was rolled back: there is nothing to read
    }
    ctx.print(&ctx.get(&session_path(&new_id))?, &VIEW)
}

/// The ID of the session a restarted agent came back as, from the answer's `Location`.
fn new_session_id(answer: &ApiResponse) -> Option<String> {
    let uri = answer.location.as_deref()?;
    uri.rsplit('/')
        .next()
        .filter(|id| !id.is_empty())
        .map(str::to_string)
}

/// Says on stderr that a restart dropped the agent's unfinished update (the answer's
/// `Tunnelctl-Dropped-Update`), whichever command sent it (`session restart`, `api`): the agent
/// is back on its old version, and only a new update brings the new one.
pub(super) fn warn_of_dropped_update(answer: &ApiResponse, dry_run: bool) {
    let Some(version) = &answer.dropped_update else {
        return;
    };
    let message = match (dry_run, new_session_id(answer)) {
        (true, _) => format!(
            "dry run (rolled back): the restart would drop the agent's update to {version}, \
             which has not finished (an update takes 10 seconds)"
        ),
        (false, session) => format!(
            "the restart dropped the agent's update to {version}, which had not finished (an \
             update takes 10 seconds): the agent is back on its old version; to update it, run \
             `tunnelctl session update {}` again and restart it after 10 seconds",
            session.as_deref().unwrap_or("NEW_SESSION_ID")
        ),
    };
    crate::output::warning(&message);
}
