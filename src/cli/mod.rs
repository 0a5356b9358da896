//! The command line: clap definitions and one small handler per command. Handlers turn arguments
//! into an `ApiRequest`, send it through the active transport, and hand the body to the renderer.

pub mod agent;
pub mod api;
pub mod body;
pub mod completions;
pub mod config;
pub mod context;
pub mod dynamic;
pub mod error;
pub mod event_sub;
pub mod progress;
pub mod prompt;
pub mod route;
pub mod serve;
pub mod session;
pub mod settings;
pub mod ssh_ca;
pub mod ssh_cert;
pub mod store;
pub mod tcp_edge;
pub mod tls_termination;

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

pub use context::Context;
pub use error::{exit, CliError};

use crate::output::Format;

pub const EXIT_CODES: &str = "\
Exit codes:
  0  success (an empty list is success)
  1  the request was refused (400, 405, 413, 415) or another error
  2  usage error: a wrong flag or argument, or a configuration that cannot work
     (an --api-url that is not http(s), an unreadable SSL_CERT_FILE)
  3  not found (404)
  4  authentication failed (401/403)
  5  conflict (409)
  6  unavailable: remote unreachable, timeout, 5xx, the store is busy, the disk holding
     the store is full (507), or the store cannot be read or written (a storage error)
  7  cancelled: a person answered no to a confirmation or cancelled a prompt; nothing changed
130  interrupted with Ctrl-C at a prompt; nothing changed";

/// Manage TCP edges, tunnel sessions, SSH certificates, edge modules and event subscriptions
///
/// Runs the whole tunnel management API against an embedded store (offline, the default), or sends
/// the same requests to a remote endpoint with --api-url.
#[derive(Debug, Parser)]
#[command(name = "tunnelctl", version, propagate_version = true, after_long_help = EXIT_CODES, max_term_width = 100)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

/// The options every command takes; help lists them under their own heading.
#[derive(Debug, Clone, Args)]
#[command(next_help_heading = "Global Options")]
pub struct GlobalArgs {
    /// Output format of results on stdout
    #[arg(short, long, global = true, value_enum, env = "TUNNELCTL_OUTPUT", hide_env_values = true, default_value_t = Format::Table)]
    pub output: Format,

    /// Directory of the embedded store [default: $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]
    #[arg(
        long,
        global = true,
        value_name = "PATH",
        env = "TUNNELCTL_STORE",
        hide_env_values = true
    )]
    pub store: Option<PathBuf>,

    /// Send requests to this API endpoint instead of using the embedded store (remote mode)
    #[arg(
        long,
        global = true,
        value_name = "URL",
        env = "TUNNELCTL_API_URL",
        hide_env_values = true
    )]
    pub api_url: Option<String>,

    /// API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]
    #[arg(
        long,
        global = true,
        value_name = "KEY",
        env = "TUNNELCTL_API_KEY",
        hide_env = true,
        hide_env_values = true
    )]
    pub api_key: Option<String>,

    /// Remote mode: how long to wait for a connection
    #[arg(long, global = true, value_name = "DURATION", default_value = "10s", value_parser = parse_duration)]
    pub connect_timeout: Duration,

    /// Remote mode: how long one request may take in all, including reading the answer
    #[arg(long, global = true, value_name = "DURATION", default_value = "60s", value_parser = parse_duration)]
    pub timeout: Duration,

    /// Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504
    /// (never of POST or PATCH)
    #[arg(long, global = true, value_name = "N", default_value_t = 3)]
    pub retries: u32,

    /// How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)
    #[arg(long, global = true, value_name = "DURATION", default_value = "10s", value_parser = parse_duration)]
    pub lock_timeout: Duration,

    /// Answer yes to confirmations (deletes never prompt without a terminal anyway)
    #[arg(short = 'y', long, global = true)]
    pub yes: bool,

    /// Print no status messages on stderr (errors are still printed)
    #[arg(short, long, global = true)]
    pub quiet: bool,

    /// Profile of the config file to use [default: the file's default_profile]
    #[arg(
        long,
        global = true,
        value_name = "NAME",
        env = "TUNNELCTL_PROFILE",
        hide_env_values = true
    )]
    pub profile: Option<String>,

    /// Print the request that would change something (method, path, body) and send nothing
    #[arg(long, global = true)]
    pub dry_run: bool,

    /// When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
}

/// The paging flags of every `list` command.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Return at most this many items [default: all, following every page]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,
    /// Start after this ID: only items older than it are listed
    #[arg(long, value_name = "ID")]
    pub before_id: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

impl ColorChoice {
    /// Whether to colour what goes to stderr.
    pub fn for_stderr(self) -> bool {
        use std::io::IsTerminal;
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::io::stderr().is_terminal()
            }
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Manage TCP edges: public TCP listeners with optional modules
    #[command(subcommand)]
    TcpEdge(tcp_edge::TcpEdgeCommand),
    /// Serve the embedded store over the HTTP API (for SDKs, other tools and teams)
    Serve(serve::ServeArgs),
    /// List online tunnel sessions; restart, stop or update their agents
    #[command(subcommand)]
    Session(session::SessionCommand),
    /// Emulate agents: bring them online and manage the releases they update to
    #[command(subcommand, long_about = agent::LONG_ABOUT)]
    Agent(agent::AgentCommand),
    /// Manage the modules of HTTPS edge routes: SAML sign-in and compression
    #[command(subcommand)]
    Route(route::RouteCommand),
    /// Manage the TLS termination module of TLS edges
    #[command(subcommand)]
    TlsTermination(tls_termination::TlsTerminationCommand),
    /// Manage event subscriptions: which event types are sent to which event destinations
    #[command(subcommand)]
    EventSub(event_sub::EventSubCommand),
    /// Manage SSH certificate authorities: the keys that sign user certificates
    #[command(subcommand)]
    SshCa(ssh_ca::SshCaCommand),
    /// Issue and manage SSH user certificates
    #[command(subcommand)]
    SshCert(ssh_cert::SshCertCommand),
    /// Send a raw API request through the active transport and print the response body
    Api(api::ApiArgs),
    /// Show the configuration in effect and the profiles of the config file
    #[command(subcommand)]
    Config(config::ConfigCommand),
    /// Check, export and import the embedded store as a whole (not with --api-url)
    #[command(subcommand)]
    Store(store::StoreCommand),
    /// Print a shell completion script
    Completions(completions::CompletionsArgs),
}

impl Cli {
    /// Runs the command; `matches` tell where each global setting came from (flag, environment).
    pub fn run(self, matches: &clap::ArgMatches) -> Result<(), CliError> {
        let ctx = Context::new(self.global, matches)?;
        let result = match self.command {
            Command::TcpEdge(cmd) => tcp_edge::run(&ctx, cmd),
            Command::Serve(args) => serve::run(&ctx, args),
            Command::Session(cmd) => session::run(&ctx, cmd),
            Command::Agent(cmd) => agent::run(&ctx, cmd),
            Command::Route(cmd) => route::run(&ctx, cmd),
            Command::TlsTermination(cmd) => tls_termination::run(&ctx, cmd),
            Command::EventSub(cmd) => event_sub::run(&ctx, cmd),
            Command::SshCa(cmd) => ssh_ca::run(&ctx, cmd),
            Command::SshCert(cmd) => ssh_cert::run(&ctx, cmd),
            Command::Api(args) => api::run(&ctx, args),
            Command::Config(cmd) => config::run(&ctx, cmd),
            Command::Store(cmd) => store::run(&ctx, cmd),
            Command::Completions(args) => completions::run(&ctx, args),
        };
        if result.is_ok() {
            ctx.finish();
        }
        result
    }
}

/// Parses durations like `500ms`, `30s`, `30m`, `8h`, `7d` (a bare number is seconds).
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number
        .parse()
        .map_err(|_| format!("{text:?} is not a duration like 30s, 15m, 8h or 7d"))?;
    let seconds = match unit {
        "ms" => return Ok(Duration::from_millis(n)),
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        "w" => 604_800,
        other => {
            return Err(format!(
                "unknown unit {other:?} in {text:?}; use ms, s, m, h, d or w"
            ))
        }
    };
    n.checked_mul(seconds)
        .map(Duration::from_secs)
        .ok_or_else(|| format!("{text:?} is too long"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("10"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("8h"), Ok(Duration::from_secs(8 * 3600)));
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(7 * 86_400)));
        for bad in ["", "h", "5y", "-1s", "99999999999999999999d"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }
}
