//! The command line: clap definitions and one small handler per command. Handlers turn arguments
//! into an `ApiRequest`, send it through the active transport, and hand the body to the renderer.

pub mod agent;
pub mod api;
pub mod api_key;
pub mod apply;
pub mod audit;
pub mod auth;
pub mod body;
pub mod completions;
pub mod config;
pub mod context;
pub mod dynamic;
pub mod error;
pub mod event_sub;
pub mod examples;
pub mod from_file;
pub mod help;
mod list_filter;
mod parse;
pub mod progress;
pub mod prompt;
pub mod route;
pub mod serve;
pub mod session;
pub mod settings;
pub mod ssh_ca;
pub mod ssh_cert;
pub mod ssh_host_cert;
pub mod store;
pub mod tcp_edge;
pub mod tls_termination;
mod top_level;
pub mod version;

use std::path::PathBuf;
use std::time::Duration;

use clap::builder::TypedValueParser;
use clap::{Args, Parser};

pub use crate::values::{parse_duration, parse_seconds, whole_number};
pub use context::{Context, Kept, Walk};
pub use error::{exit, CliError, ErrorKind};
pub use parse::parse;
pub use top_level::{arguments, group, Command, Formats, TopLevel, NOTHING};

use top_level::Entry;

use crate::output::Format;
use crate::store::Location;

/// The program's name, as help and errors show it.
const NAME: &str = "tunnelctl";

/// Manage TCP edges, tunnel sessions, SSH certificates, edge modules and event subscriptions
///
/// Runs the whole tunnel management API against an embedded store (offline, the default), or sends
/// the same requests to a remote endpoint with --api-url.
#[derive(Debug, Parser)]
#[command(name = NAME, version)]
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
    /// Output format of results on stdout [default: table]
    #[arg(
        short,
        long,
        global = true,
        value_enum,
        env = "TUNNELCTL_OUTPUT",
        hide_env_values = true
    )]
    pub output: Option<Format>,

    /// Filter the JSON result through a jq expression (e.g. '.tcp_edges[].id'): each result on its
    /// own line, strings raw, everything else compact JSON. Implies -o json; a list is read whole
    /// first
    #[arg(long, global = true, value_name = "EXPR")]
    pub jq: Option<String>,

    /// Directory of the embedded store, or a PostgreSQL database shared by a team
    /// (postgres://USER@HOST:PORT/DB, or libpq's host=… dbname=…) [default:
    /// $XDG_DATA_HOME/tunnelctl/store, else ~/.local/share/tunnelctl/store]
    #[arg(
        long,
        global = true,
        value_name = "PATH|URL",
        env = "TUNNELCTL_STORE",
        hide_env_values = true,
        // Told apart here, once: a directory or a database (the hint is PathBuf's, for
        // completions).
        value_parser = clap::builder::PathBufValueParser::new().map(Location::from),
        value_hint = clap::ValueHint::AnyPath
    )]
    pub store: Option<Location>,

    /// File holding the store's key-encryption key (64 hex digits, mode 0600, your own): SSH CA
    /// private keys written to the store are sealed with it, and sealed ones need it to sign
    #[arg(
        long,
        global = true,
        value_name = "FILE",
        env = "TUNNELCTL_STORE_KEY_FILE",
        hide_env_values = true
    )]
    pub store_key_file: Option<PathBuf>,

    /// Send requests to this API endpoint instead of using the embedded store (remote mode)
    #[arg(
        long,
        global = true,
        value_name = "URL",
        env = "TUNNELCTL_API_URL",
        hide_env_values = true
    )]
    pub api_url: Option<String>,

    /// API key for remote mode [env: TUNNELCTL_API_KEY, then NGROK_API_KEY]; on the command line
    /// every user of the machine sees it (ps): prefer the variable or a profile's api_key_file
    #[arg(
        long,
        global = true,
        value_name = "KEY",
        env = "TUNNELCTL_API_KEY",
        hide_env = true,
        hide_env_values = true
    )]
    pub api_key: Option<String>,

    /// File holding API keys, refused when it is a symbolic link or others may read it (as ssh
    /// refuses a private key): remote mode sends its first line (instead of --api-key, which
    /// others see in ps); serve accepts every key in it, one per line (blank lines and #
    /// comments are ignored) [serve's default: $TUNNELCTL_SERVE_API_KEY, else a key generated
    /// for this run and printed on stderr]
    #[arg(long, global = true, value_name = "FILE")]
    pub api_key_file: Option<PathBuf>,

    /// Remote mode: how long to wait for a connection [default: 10s]
    #[arg(long, global = true, value_name = "DURATION", value_parser = parse_duration)]
    pub connect_timeout: Option<Duration>,

    /// Remote mode: how long the whole command may take, every request, retry and wait between
    /// them included, as curl's --max-time (time at a prompt does not count) [default: 60s]
    #[arg(long, global = true, value_name = "DURATION", value_parser = parse_duration)]
    pub timeout: Option<Duration>,

    /// Remote mode: retries of GET, PUT and DELETE after connection errors, 429, 502, 503 and 504
    /// (never of POST or PATCH) [default: 3]
    #[arg(long, global = true, value_name = "N", allow_negative_numbers = true, value_parser = whole_number::<u32, 0>)]
    pub retries: Option<u32>,

    /// How long to wait for a store that another process holds (e.g. 500ms, 10s, 1m)
    /// [default: 10s]
    #[arg(long, global = true, value_name = "DURATION", value_parser = parse_duration)]
    pub lock_timeout: Option<Duration>,

    /// Keep the embedded store open in a background process for later commands, until it has had
    /// no request for DURATION (e.g. 30s, 10m; 0 turns it off); `tunnelctl store close` ends it
    #[arg(long, global = true, value_name = "DURATION", env = "TUNNELCTL_KEEP_OPEN", hide_env_values = true, value_parser = parse_duration)]
    pub keep_open: Option<Duration>,

    /// Answer yes to confirmations (deletes never prompt without a terminal anyway)
    #[arg(short = 'y', long, global = true)]
    pub yes: bool,

    /// Print no status messages on stderr (errors are still printed)
    #[arg(short, long, global = true)]
    pub quiet: bool,

    /// Profile of the config file to use [default: the file's default_profile]
    ///
    /// Given as this flag, the profile's settings beat the environment's (TUNNELCTL_STORE,
    /// TUNNELCTL_API_URL, TUNNELCTL_API_KEY, …), and a note on stderr names each variable it
    /// overrode; chosen by TUNNELCTL_PROFILE, the environment beats it. Other flags beat both.
    #[arg(
        long,
        global = true,
        value_name = "NAME",
        env = "TUNNELCTL_PROFILE",
        hide_env_values = true
    )]
    pub profile: Option<String>,

    /// Try what would change something and write nothing (run and roll back)
    ///
    /// Locally, each request runs against the store and nothing it would write is committed, and
    /// the command reports exactly what the real one would: its error and exit code, or its
    /// result. No file is written. A command that sends several requests tries them in turn, each
    /// seeing what the ones before it did, on either engine. With --api-url the same runs on a
    /// tunnelctl serve (rolled back there, each request by itself); to any other server a dry run
    /// only prints the requests (method, path, body): nothing is sent and nothing is validated.
    #[arg(long, global = true)]
    pub dry_run: bool,

    /// When to colour messages on stderr (auto: on a terminal, unless NO_COLOR is set)
    /// [default: auto]
    #[arg(long, global = true, value_enum, value_name = "WHEN")]
    pub color: Option<ColorChoice>,
}

// The defaults of the options above are applied here, not by clap (`default_value`): clap would
// copy each defaulted global's value into every level's matches on every parse, a fifth of what
// parsing cost a one-shot command. Help states each default; a test holds the two together.
impl GlobalArgs {
    pub fn output(&self) -> Format {
        self.output.unwrap_or(Format::Table)
    }

    pub fn connect_timeout(&self) -> Duration {
        self.connect_timeout.unwrap_or(Duration::from_secs(10))
    }

    pub fn timeout(&self) -> Duration {
        self.timeout.unwrap_or(Duration::from_secs(60))
    }

    pub fn retries(&self) -> u32 {
        self.retries.unwrap_or(3)
    }

    pub fn lock_timeout(&self) -> Duration {
        self.lock_timeout.unwrap_or(Duration::from_secs(10))
    }

    pub fn color(&self) -> ColorChoice {
        self.color.unwrap_or(ColorChoice::Auto)
    }
}

// The paging flags of every `list` command.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Return at most this many items [default: all, following every page]
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = whole_number::<u64, 1>)]
    pub limit: Option<u64>,
    /// Start after this ID: only items older than it are listed
    #[arg(long, value_name = "ID")]
    pub before_id: Option<String>,
    /// Show these columns of the table, in this order, values whole (e.g. id,description,age;
    /// -o wide shows them all)
    #[arg(long, value_name = "NAME,...", value_delimiter = ',')]
    pub columns: Vec<String>,
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
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && crate::output::stderr().is_terminal()
            }
        }
    }
}

/// Every top-level command, in the order help lists them. Each one's module answers what the CLI
/// needs to know of it ([`TopLevel`]): a command is registered here and nowhere else.
const COMMANDS: &[Entry] = &[
    Entry::of::<tcp_edge::TcpEdgeCommand>(),
    Entry::of::<serve::ServeArgs>(),
    Entry::of::<session::SessionCommand>(),
    Entry::of::<agent::AgentCommand>(),
    Entry::of::<route::RouteCommand>(),
    Entry::of::<tls_termination::TlsTerminationCommand>(),
    Entry::of::<event_sub::EventSubCommand>(),
    Entry::of::<ssh_ca::SshCaCommand>(),
    Entry::of::<ssh_cert::SshCertCommand>(),
    Entry::of::<ssh_host_cert::SshHostCertCommand>(),
    Entry::of::<api_key::ApiKeyCommand>(),
    Entry::of::<auth::AuthCommand>(),
    Entry::of::<apply::ApplyArgs>(),
    Entry::of::<apply::DiffArgs>(),
    Entry::of::<apply::ManifestArgs>(),
    Entry::of::<apply::EditArgs>(),
    Entry::of::<api::ApiArgs>(),
    Entry::of::<config::ConfigCommand>(),
    Entry::of::<store::StoreCommand>(),
    Entry::of::<audit::AuditCommand>(),
    Entry::of::<completions::CompletionsArgs>(),
    Entry::of::<version::Version>(),
];

impl Cli {
    /// Runs the command; `matches` tell where each global setting came from (flag, environment).
    pub fn run(self, matches: &clap::ArgMatches) -> Result<(), CliError> {
        let ctx = Context::new(self.global, matches)?;
        // Before anything is sent: a format the command cannot print would otherwise print
        // nothing (or something else) after the change was made.
        self.command.check_format(ctx.global.output())?;
        if ctx.filters() {
            self.command.check_json(matches)?;
        }
        // A dry run is one scope (`Context::scope`), dropped uncommitted when `ctx` ends: each
        // request of a multi-request command sees what the ones before it did.
        let result = self
            .command
            .run(&ctx)
            .map_err(|err| ctx.settings().naming_the_store(err));
        if result.is_ok() {
            ctx.finish();
        }
        // The store is released (ctx is gone) before a filter runs.
        let filtered = ctx.into_filtering().map_or(Ok(()), |f| f.print());
        result.and(filtered)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    /// Help states the defaults that `GlobalArgs` applies (clap does not know them).
    #[test]
    fn help_states_the_global_defaults_that_apply() {
        use clap::{FromArgMatches, ValueEnum};
        let command = GlobalArgs::augment_args(clap::Command::new(NAME));
        let matches = command
            .clone()
            .no_binary_name(true)
            .get_matches_from([""; 0]);
        let mut unset = GlobalArgs::from_arg_matches(&matches).unwrap();
        unset.output = None; // whatever TUNNELCTL_OUTPUT the tests run with
        let stated = |id: &str| {
            let arg = command.get_arguments().find(|a| a.get_id() == id).unwrap();
            let help = arg.get_help().unwrap().to_string();
            let (_, rest) = help.split_once("[default: ").expect(id);
            rest.split_once(']').unwrap().0.to_owned()
        };
        assert_eq!(
            Format::from_str(&stated("output"), false),
            Ok(unset.output())
        );
        assert_eq!(
            ColorChoice::from_str(&stated("color"), false),
            Ok(unset.color())
        );
        assert_eq!(stated("retries").parse(), Ok(unset.retries()));
        for (id, applied) in [
            ("connect_timeout", unset.connect_timeout()),
            ("timeout", unset.timeout()),
            ("lock_timeout", unset.lock_timeout()),
        ] {
            assert_eq!(parse_duration(&stated(id)), Ok(applied), "{id}");
        }
        // And clap has no default of its own for any of them.
        for arg in command.get_arguments() {
            let id = arg.get_id().as_str();
            if [
                "output",
                "color",
                "retries",
                "connect_timeout",
                "timeout",
                "lock_timeout",
            ]
            .contains(&id)
            {
                assert!(arg.get_default_values().is_empty(), "{id}");
            }
        }
    }
    /// Subcommands are defined when built (`defer`): building one must not change what it says it
    /// is (a doc comment on an `Args` struct would replace its about).
    #[test]
    fn building_a_deferred_command_keeps_its_about() {
        fn walk(cmd: &clap::Command, path: &str, checked: &mut usize) {
            for sub in cmd.get_subcommands() {
                let path = format!("{path} {}", sub.get_name());
                let mut built = sub.clone();
                built.build();
                let text = |t: Option<&clap::builder::StyledStr>| t.map(ToString::to_string);
                assert_eq!(text(sub.get_about()), text(built.get_about()), "{path}");
                assert_eq!(
                    text(sub.get_long_about()),
                    text(built.get_long_about()),
                    "{path}"
                );
                *checked += 1;
                walk(sub, &path, checked);
            }
        }
        let mut checked = 0;
        walk(&Cli::command(), "tunnelctl", &mut checked);
        assert!(checked > 50, "{checked}");
    }
}
