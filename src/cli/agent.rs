//! `tunnelctl agent …`: the agent emulator, which brings agents online on the embedded store (or a
//! `tunnelctl serve`) so that it has tunnel sessions, and keeps the releases `session update` can
//! move agents to. It talks to the emulator's controls under the `/emulator/` path prefix.

use clap::{Args, Subcommand, ValueEnum};
use serde_json::json;

use super::body::Body;
use super::{group, session, CliError, Context, Formats, TopLevel, NOTHING};
use crate::api::route::Route;
use crate::api::{ApiRequest, Method};
use crate::kind;
use crate::output::View;

const RELEASE_VIEW: View = View {
    list_key: kind::AGENT_RELEASE.list_key,
    noun: kind::AGENT_RELEASE.plural,
    columns: &[("VERSION", "/version"), ("ADDED", "/created_at")],
    wide: &[],
    rank: &[],
};

/// The long help of `tunnelctl agent`.
const LONG_ABOUT: &str = "\
Emulate agents: bring them online and manage the releases they update to

Emulated agents stand in for real ones: each `agent connect` brings one agent online and gives the \
store a tunnel session, which the `session` commands then list, restart, stop and update under \
the same rules as the real service. The emulator's controls are reached under the path prefix \
/emulator/, apart from the API proper: POST /emulator/agents connects an agent; GET \
/emulator/agent_releases lists the known releases; PUT, GET and DELETE \
/emulator/agent_releases/{version} add, show and remove one. They belong to this tool's store, \
not to other API endpoints. The emulator knows no releases until `agent release add` adds them.";

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum AgentCommand {
    /// Bring an emulated agent online and print its tunnel session
    #[command(
        after_long_help = "Examples:\n  tunnelctl agent connect\n  tunnelctl agent connect --os darwin --agent-version 3.19.0 --region eu --ip 203.0.113.7"
    )]
    Connect(ConnectArgs),
    /// Manage the agent releases the emulator knows (what `session update` can move to)
    #[command(subcommand)]
    Release(ReleaseCommand),
}

// How the agent presents itself; every flag has a default (applied by the emulator), so
// `tunnelctl agent connect` alone brings a Linux agent 3.18.4 online in region us from 127.0.0.1.
#[derive(Debug, Args)]
pub struct ConnectArgs {
    /// Operating system of the agent's host [default: linux]
    #[arg(long, value_enum)]
    os: Option<Os>,
    /// Version the agent runs, as MAJOR.MINOR.PATCH [default: 3.18.4]
    #[arg(long, value_name = "X.Y.Z")]
    agent_version: Option<String>,
    /// Region the session starts in [default: us]
    #[arg(long, value_enum)]
    region: Option<Region>,
    /// Source IP address of the session, IPv4 or IPv6 [default: 127.0.0.1]
    #[arg(long, value_name = "ADDR")]
    ip: Option<String>,
    /// Transport of the session; SSH sessions cannot be restarted or updated [default: ngrok/2]
    #[arg(long, value_enum)]
    transport: Option<AgentTransport>,
    /// Credential the agent authenticates with: cr_... for ngrok/2, sshcr_... for ssh [default: a
    /// credential of the agent's own, whose ID is its first session's ID with that prefix]
    #[arg(long, value_name = "ID")]
    credential_id: Option<String>,
    /// Data of your own from the agent's configuration (at most 4096 bytes) [default: empty]
    #[arg(long, value_name = "TEXT")]
    metadata: Option<String>,
    /// Whether the agent's configuration allows update checks; false makes `session update` refuse
    /// [default: true]
    #[arg(long, value_name = "BOOL")]
    update_checks: Option<bool>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Os {
    Linux,
    Darwin,
    Windows,
    Freebsd,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Region {
    Us,
    Eu,
    Ap,
    Au,
    Sa,
    Jp,
    In,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum AgentTransport {
    #[value(name = "ngrok/2")]
    Ngrok2,
    Ssh,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ReleaseCommand {
    /// Make releases known to the emulator (known ones are left as they are)
    #[command(after_long_help = "Examples:\n  tunnelctl agent release add 3.19.0 3.20.1")]
    Add(VersionsArgs),
    /// List the known releases, newest version first
    #[command(after_long_help = "Examples:\n  tunnelctl agent release list")]
    #[command(visible_alias = "ls")]
    List,
    /// Forget releases
    #[command(after_long_help = "Examples:\n  tunnelctl agent release remove 3.19.0")]
    #[command(visible_alias = "rm")]
    Remove(VersionsArgs),
}

#[derive(Debug, Args)]
pub struct VersionsArgs {
    /// Release versions, as MAJOR.MINOR.PATCH (e.g. 3.19.0)
    #[arg(required = true, value_name = "VERSION")]
    versions: Vec<String>,
}

impl TopLevel for AgentCommand {
    const NAME: &'static str = "agent";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command)
            .about("Emulate agents: bring them online and manage the releases they update to")
            .long_about(LONG_ABOUT)
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Connect(_) => Formats::All,
            Self::Release(_) => Formats::NoId("agent release"),
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Release(ReleaseCommand::Add(_) | ReleaseCommand::Remove(_)) => Some(NOTHING),
            Self::Connect(_) | Self::Release(ReleaseCommand::List) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: AgentCommand) -> Result<(), CliError> {
    match cmd {
        AgentCommand::Connect(args) => connect(ctx, args),
        AgentCommand::Release(ReleaseCommand::Add(args)) => {
            let requests: Vec<ApiRequest> = args
                .versions
                .iter()
                .map(|v| ApiRequest::with_json(Method::Put, release_path(v), &json!({})))
                .collect();
            ctx.send_all(&requests)?;
            for version in &args.versions {
                ctx.changed(&format!("added agent release {version}"));
            }
            Ok(())
        }
        AgentCommand::Release(ReleaseCommand::List) => ctx.print(
            &ctx.get(&Route::Collection(&kind::AGENT_RELEASE).path())?,
            &RELEASE_VIEW,
        ),
        AgentCommand::Release(ReleaseCommand::Remove(args)) => {
            let requests: Vec<ApiRequest> = args
                .versions
                .iter()
                .map(|v| ApiRequest::delete(release_path(v)))
                .collect();
            ctx.send_all(&requests)?;
            for version in &args.versions {
                ctx.changed(&format!("removed agent release {version}"));
            }
            Ok(())
        }
    }
}

fn release_path(version: &str) -> String {
    Route::Item(&kind::AGENT_RELEASE, version).path()
}

fn connect(ctx: &Context, args: ConnectArgs) -> Result<(), CliError> {
    let mut body = Body::default();
    body.set("--os", "os", args.os.map(wire));
    body.set("--agent-version", "agent_version", args.agent_version);
    body.set("--region", "region", args.region.map(wire));
    body.set("--ip", "ip", args.ip);
    body.set("--transport", "transport", args.transport.map(wire));
    body.set("--credential-id", "credential_id", args.credential_id);
    body.set("--metadata", "metadata", args.metadata);
    body.set("--update-checks", "update_checks", args.update_checks);
    let session = body.send(ctx, Method::Post, &Route::EmulatorAgents.path())?;
    ctx.print(&session, &session::VIEW)
}

/// The API value of a flag's choice: its name on the command line (`ngrok/2`, `linux`, `eu`).
fn wire<T: ValueEnum>(choice: T) -> String {
    choice
        .to_possible_value()
        .map(|v| v.get_name().to_string())
        .unwrap_or_default()
}
