//! The command line: clap definitions and one small handler per command. Handlers turn arguments
//! into an `ApiRequest`, send it through the active transport, and hand the body to the renderer.

pub mod agent;
pub mod api;
pub mod api_key;
pub mod apply;
pub mod body;
pub mod completions;
pub mod config;
pub mod context;
pub mod dynamic;
pub mod error;
pub mod event_sub;
pub mod examples;
pub mod help;
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
pub mod version;

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

pub use context::{Context, Kept};
pub use error::{exit, CliError, ErrorKind};

use crate::output::Format;

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
        hide_env_values = true
    )]
    pub store: Option<PathBuf>,

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
    #[arg(
        long,
        global = true,
        value_name = "NAME",
        env = "TUNNELCTL_PROFILE",
        hide_env_values = true
    )]
    pub profile: Option<String>,

    /// Try what would change something and write nothing (locally: run and roll back)
    ///
    /// Locally, each request runs against the store and is rolled back, and the command reports
    /// exactly what the real one would: its error and exit code, or its result. No file is
    /// written. A command that sends several requests tries each against the store as it is, not
    /// as the ones before it would leave it. With --api-url a dry run only prints the requests
    /// (method, path, body): nothing is sent and nothing is validated.
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

/// Parses a command line. Building a level of the tree copies every global option into each of
/// its subcommands (clap's propagation), which is most of what parsing costs a one-shot command;
/// so when the line names a command, it is first parsed against a tree holding only the commands
/// it names. Whatever that parse cannot take (a typo, `--help`, `--version`, a value that names a
/// command) is parsed again against the whole tree (as help shows it: `help::command`), so errors,
/// help and results are exactly clap's.
pub fn parse(args: &[OsString]) -> Result<(Cli, clap::ArgMatches), clap::Error> {
    use clap::FromArgMatches;
    let root = GlobalArgs::augment_args(clap::Command::new(NAME));
    if let Some(only) = named_path(&root, args) {
        let narrow = root.subcommand(only).subcommand_required(true);
        if let Ok(matches) = narrow.try_get_matches_from(args) {
            if let Ok(cli) = Cli::from_arg_matches(&matches) {
                return Ok((cli, matches));
            }
        }
    }
    let matches = help::command(help::width())
        .try_get_matches_from(args)
        .map_err(|err| with_hyphen_value_tip(err, args))?;
    Ok((Cli::from_arg_matches(&matches)?, matches))
}

/// clap takes a word that starts with `-` and a digit for an option, so `--timeout -5s` failed
/// with only "unexpected argument '-5' found". When the word before it is an option that takes
/// a value, the error now also says how to give that value (its parser then says what it takes).
fn with_hyphen_value_tip(mut err: clap::Error, args: &[OsString]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    use clap::CommandFactory;
    let Some(ContextValue::String(invalid)) = err.get(ContextKind::InvalidArg) else {
        return err;
    };
    let looks_numeric = invalid
        .strip_prefix('-')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    if err.kind() != ErrorKind::UnknownArgument || !looks_numeric {
        return err;
    }
    // Every word keeps its place (a word that is not UTF-8 as ""), so `at - 1` is the one before.
    let words: Vec<&str> = args.iter().map(|a| a.to_str().unwrap_or("")).collect();
    let Some(at) = words.iter().position(|w| w.starts_with(invalid.as_str())) else {
        return err;
    };
    let Some(option) = at.checked_sub(1).map(|i| words[i]) else {
        return err;
    };
    let Some(long) = option.strip_prefix("--").filter(|l| !l.contains('=')) else {
        return err;
    };
    fn takes_value(command: &clap::Command, long: &str) -> bool {
        command
            .get_arguments()
            .any(|a| a.get_long() == Some(long) && a.get_action().takes_values())
            || command.get_subcommands().any(|c| takes_value(c, long))
    }
    let mut whole = Cli::command();
    whole.build();
    if !takes_value(&whole, long) {
        return err;
    }
    let tip = format!(
        "a value of {option} that starts with '-' goes after '=': {option}={}",
        words[at]
    );
    let mut tips = match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.clone(),
        _ => Vec::new(),
    };
    tips.push(tip.into());
    err.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    err
}

/// Every top-level command, by name, with what defines it: its subcommands, or its arguments.
/// Deriving builds all of them with all their subcommands at once (a tenth of a one-shot `get`);
/// the narrow parse builds the one a line names. A test holds this list to [`Command`].
const TOP_LEVEL: &[(&str, Define)] = &[
    ("tcp-edge", group::<tcp_edge::TcpEdgeCommand>),
    ("serve", serve::ServeArgs::augment_args),
    ("session", group::<session::SessionCommand>),
    ("agent", group::<agent::AgentCommand>),
    ("route", group::<route::RouteCommand>),
    (
        "tls-termination",
        group::<tls_termination::TlsTerminationCommand>,
    ),
    ("event-sub", group::<event_sub::EventSubCommand>),
    ("ssh-ca", group::<ssh_ca::SshCaCommand>),
    ("ssh-cert", group::<ssh_cert::SshCertCommand>),
    ("ssh-host-cert", group::<ssh_host_cert::SshHostCertCommand>),
    ("api-key", group::<api_key::ApiKeyCommand>),
    ("apply", apply::ApplyArgs::augment_args),
    ("diff", apply::DiffArgs::augment_args),
    ("manifest", apply::ManifestArgs::augment_args),
    ("api", api::ApiArgs::augment_args),
    ("config", group::<config::ConfigCommand>),
    ("store", group::<store::StoreCommand>),
    ("completions", completions::CompletionsArgs::augment_args),
    ("version", std::convert::identity),
];

/// What defines a command: adds its subcommands or its arguments.
type Define = fn(clap::Command) -> clap::Command;

/// A command with subcommands, as `#[command(subcommand)]` defines it.
fn group<T: Subcommand>(command: clap::Command) -> clap::Command {
    T::augment_subcommands(
        command
            .subcommand_required(true)
            .arg_required_else_help(true),
    )
}

/// The top-level command that `args` name, holding only the subcommand they name in turn, and so
/// on down while a level only dispatches (no arguments of its own) and its subcommands are
/// defined (clap defines a leaf's only when it builds it).
fn named_path(root: &clap::Command, args: &[OsString]) -> Option<clap::Command> {
    let mut words = command_words(root, args);
    let first = words.next()?;
    let &(name, define) = TOP_LEVEL.iter().find(|(name, _)| *name == first)?;
    let top = define(clap::Command::new(name));
    let mut parents = Vec::new();
    let mut leaf = &top;
    while leaf.get_arguments().next().is_none() {
        let Some(named) = words.next().and_then(|word| leaf.find_subcommand(word)) else {
            break;
        };
        parents.push(leaf.get_name());
        leaf = named;
    }
    if parents.is_empty() {
        return Some(top);
    }
    Some(parents.iter().rev().fold(leaf.clone(), |child, parent| {
        clap::Command::new(parent.to_string())
            .subcommand(child)
            .subcommand_required(true)
    }))
}

/// The words of `args` that name commands: those that are neither options nor the values of
/// `root`'s options, until an option that only a deeper level knows.
fn command_words<'a>(
    root: &'a clap::Command,
    args: &'a [OsString],
) -> impl Iterator<Item = &'a str> + 'a {
    let mut words = args.iter().skip(1);
    std::iter::from_fn(move || loop {
        let word = words.next()?.to_str()?;
        // For an option: whether its value is the next word (not attached, as in `--name=value`,
        // `-ojson`, or a cluster `-qy`).
        let value_follows = if let Some(long) = word.strip_prefix("--") {
            let (name, attached) = long
                .split_once('=')
                .map_or((long, false), |(n, _)| (n, true));
            root.get_arguments()
                .find(|a| a.get_long() == Some(name))
                .map(|a| !attached && a.get_action().takes_values())
        } else if let Some(shorts) = word.strip_prefix('-').filter(|s| !s.is_empty()) {
            let mut chars = shorts.chars();
            let first = chars.next();
            root.get_arguments()
                .find(|a| a.get_short() == first)
                .map(|a| chars.as_str().is_empty() && a.get_action().takes_values())
        } else {
            return Some(word);
        };
        if value_follows? {
            words.next();
        }
    })
}

// A new top-level command also goes into `TOP_LEVEL` (a test fails until it does).
//
// `defer` (on every subcommand enum): a command's arguments are defined only when it is built —
// when it runs, or for its help, completions and man page — so a one-shot command builds its own
// arguments instead of every command's. An `Args` struct then takes `//` comments, not doc
// comments, which would replace the about of the commands using it (see the test below).
#[derive(Debug, Subcommand)]
#[command(defer = true)]
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
    /// Manage SSH certificate authorities: the keys that sign certificates, and their KRLs
    #[command(subcommand)]
    SshCa(ssh_ca::SshCaCommand),
    /// Issue, revoke and renew SSH user certificates
    #[command(subcommand)]
    SshCert(ssh_cert::SshCertCommand),
    /// Issue, revoke and renew SSH host certificates
    #[command(subcommand)]
    SshHostCert(ssh_host_cert::SshHostCertCommand),
    /// Manage the API keys `serve` accepts; a key's token is shown once, when it is created
    #[command(subcommand)]
    ApiKey(api_key::ApiKeyCommand),
    /// Make what exists match manifest files (YAML or JSON)
    #[command(long_about = apply::APPLY_LONG, after_long_help = apply::APPLY_EXAMPLES)]
    Apply(apply::ApplyArgs),
    /// Show what apply would change, field by field; exit 8 when something differs
    #[command(long_about = apply::DIFF_LONG, after_long_help = apply::DIFF_EXAMPLES)]
    Diff(apply::DiffArgs),
    /// Print what exists as a manifest that applies back unchanged
    #[command(after_long_help = apply::MANIFEST_EXAMPLES)]
    Manifest(apply::ManifestArgs),
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
    /// Show the version, commit, build date and target (and under --api-url the server's version)
    #[command(after_long_help = "Examples:\n  tunnelctl version\n  tunnelctl version -o json")]
    Version,
}

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
        let command = self.command;
        let run = || match command {
            Command::TcpEdge(cmd) => tcp_edge::run(&ctx, cmd),
            Command::Serve(args) => serve::run(&ctx, args),
            Command::Session(cmd) => session::run(&ctx, cmd),
            Command::Agent(cmd) => agent::run(&ctx, cmd),
            Command::Route(cmd) => route::run(&ctx, cmd),
            Command::TlsTermination(cmd) => tls_termination::run(&ctx, cmd),
            Command::EventSub(cmd) => event_sub::run(&ctx, cmd),
            Command::SshCa(cmd) => ssh_ca::run(&ctx, cmd),
            Command::SshCert(cmd) => ssh_cert::run(&ctx, cmd),
            Command::SshHostCert(cmd) => ssh_host_cert::run(&ctx, cmd),
            Command::ApiKey(cmd) => api_key::run(&ctx, cmd),
            Command::Apply(args) => apply::apply(&ctx, args),
            Command::Diff(args) => apply::diff(&ctx, args),
            Command::Manifest(args) => apply::manifest(&ctx, args),
            Command::Api(args) => api::run(&ctx, args),
            Command::Config(cmd) => config::run(&ctx, cmd),
            Command::Store(cmd) => store::run(&ctx, cmd),
            Command::Completions(args) => completions::run(&ctx, args),
            Command::Version => version::run(&ctx),
        };
        // On PostgreSQL a dry run is one transaction, rolled back at the end: each request of a
        // multi-request command sees what the ones before it did.
        let result = match ctx.dry_run() && ctx.on_postgres() {
            true => crate::store::rolled_back(run),
            false => run(),
        };
        if result.is_ok() {
            ctx.finish();
        }
        // The store is released (ctx is gone) before a filter runs.
        let filtered = ctx.into_filtering().map_or(Ok(()), |f| f.print());
        result.and(filtered)
    }
}

impl Command {
    /// The output formats a command can print, where it cannot print them all: `-o id` needs
    /// results with IDs, and `store export` writes one JSON document.
    fn formats(&self) -> Option<(&'static str, &'static [Format])> {
        use Format::{Json, Table, Yaml};
        const NO_ID: &[Format] = &[Table, Json, Yaml];
        Some(match self {
            Command::Route(_) => ("route", NO_ID),
            Command::Apply(_) => ("apply", NO_ID),
            Command::Diff(_) => ("diff", NO_ID),
            Command::Manifest(_) => ("manifest", &[Table, Json, Yaml]),
            Command::TlsTermination(_) => ("tls-termination", NO_ID),
            Command::EventSub(event_sub::EventSubCommand::Source(_)) => ("event-sub source", NO_ID),
            Command::Agent(agent::AgentCommand::Release(_)) => ("agent release", NO_ID),
            Command::Store(store::StoreCommand::Export(_)) => ("store export", &[Table, Json]),
            Command::Store(_) => ("store", NO_ID),
            Command::Version => ("version", NO_ID),
            _ => return None,
        })
    }

    /// A usage error (exit 2) when the command cannot print `format`, naming the formats it can.
    fn check_format(&self, format: Format) -> Result<(), CliError> {
        let Some((command, formats)) = self.formats() else {
            return Ok(());
        };
        // A command that prints a table prints the wide one too.
        if formats.contains(&format) || (format == Format::Wide && formats.contains(&Format::Table))
        {
            return Ok(());
        }
        let why = match format {
            Format::Id => "its results have no ID",
            _ => "it writes one JSON document",
        };
        let can: Vec<String> = formats.iter().map(|f| f.name()).collect();
        Err(CliError::usage(format!(
            "`tunnelctl {command}` cannot print -o {}: {why}",
            format.name()
        ))
        .with_hint(format!("use -o {}", can.join(", -o "))))
    }
}

impl Command {
    /// What a command prints instead of a JSON result, where it prints none: `--jq` would have
    /// nothing to filter (and would silently print nothing).
    fn text_output(&self) -> Option<&'static str> {
        use agent::{AgentCommand as A, ReleaseCommand as R};
        use event_sub::{EventSubCommand as E, SourceCommand as ES};
        use route::{CompressionCommand as RC, RouteCommand as RT, SamlCommand as RS};
        use session::SessionCommand as S;
        use ssh_ca::SshCaCommand as CA;
        use ssh_cert::SshCertCommand as C;
        use ssh_host_cert::SshHostCertCommand as H;
        use tcp_edge::TcpEdgeCommand as T;
        use tls_termination::TlsTerminationCommand as TLS;
        const NOTHING: &str = "it prints nothing on stdout (what it did goes to stderr)";
        Some(match self {
            Command::TcpEdge(T::Delete(_))
            | Command::Session(S::Stop(_) | S::Update(_))
            | Command::Agent(A::Release(R::Add(_) | R::Remove(_)))
            | Command::Route(RT::Saml(RS::Delete(_)) | RT::Compression(RC::Delete(_)))
            | Command::TlsTermination(TLS::Delete(_))
            | Command::EventSub(E::Delete(_) | E::Source(ES::Remove(_)))
            | Command::SshCa(CA::Delete(_))
            | Command::SshCert(C::Delete(_) | C::Revoke(_))
            | Command::SshHostCert(H::Delete(_) | H::Revoke(_))
            | Command::ApiKey(api_key::ApiKeyCommand::Delete(_))
            | Command::Store(store::StoreCommand::Close) => NOTHING,
            Command::EventSub(E::Types) => "it prints event type names, one per line",
            Command::SshCa(CA::Get(args)) if args.public_key => {
                "with --public-key it prints an OpenSSH public key line (drop --public-key for the JSON)"
            }
            Command::SshCa(CA::Get(args)) if args.known_hosts.is_some() => {
                "with --known-hosts it prints a known_hosts line (drop --known-hosts for the JSON)"
            }
            Command::SshCa(CA::Krl(_)) => "it prints a binary KRL",
            Command::Route(RT::Saml(RS::Get(args))) if args.sp_metadata => {
                "with --sp-metadata it prints XML (drop --sp-metadata for the JSON)"
            }
            Command::Completions(_) => "it prints a shell script",
            Command::Serve(_) => "it prints its base URL, then serves",
            _ => return None,
        })
    }

    /// Under `--jq`, a usage error (exit 2) when the command prints no JSON, before anything is
    /// sent: like `-o id` where there is no ID (see [`check_format`](Self::check_format)).
    fn check_json(&self, matches: &clap::ArgMatches) -> Result<(), CliError> {
        let Some(why) = self.text_output() else {
            return Ok(());
        };
        let mut names = Vec::new();
        let mut m = matches;
        while let Some((name, sub)) = m.subcommand() {
            names.push(name);
            m = sub;
        }
        Err(CliError::usage(format!(
            "--jq has nothing to filter: `tunnelctl {}` prints no JSON; {why}",
            names.join(" ")
        ))
        .with_hint("drop --jq"))
    }
}

/// The one duration syntax of every duration flag: a number and a unit, or several
/// (`500ms`, `90s`, `15m`, `1h30m`, `2d`, `1w`); a number without a unit is refused, but for 0.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let syntax = || format!("{text:?} is not a duration like 90s, 15m, 1h30m or 2d");
    if text.is_empty() {
        return Err(syntax());
    }
    if text.starts_with('-') {
        return Err(format!(
            "{text:?} is negative; a duration is 0 or more, like 90s or 1h30m"
        ));
    }
    // A bare number was read as seconds, so `--valid-for 8` meant 8 seconds where a person meant
    // hours or days: every number needs its unit. Zero is zero in any unit.
    if text.bytes().all(|b| b.is_ascii_digit()) {
        if text.bytes().all(|b| b == b'0') {
            return Ok(Duration::ZERO);
        }
        return Err(format!(
            "{text:?} has no unit; write one of ms, s, m, h, d or w after the number \
             (e.g. {text}s, {text}m, {text}h or {text}d)"
        ));
    }
    let mut total = Duration::ZERO;
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if digits == 0 {
            return Err(syntax());
        }
        let n: u64 = rest[..digits]
            .parse()
            .map_err(|_| format!("{text:?} is too long"))?;
        rest = &rest[digits..];
        let unit_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (unit, tail) = rest.split_at(unit_len);
        rest = tail;
        let part = match unit {
            "ms" => Some(Duration::from_millis(n)),
            "s" => Some(Duration::from_secs(n)),
            "m" => n.checked_mul(60).map(Duration::from_secs),
            "h" => n.checked_mul(3600).map(Duration::from_secs),
            "d" => n.checked_mul(86_400).map(Duration::from_secs),
            "w" => n.checked_mul(604_800).map(Duration::from_secs),
            "" => {
                return Err(format!(
                    "{text:?}: a number needs a unit after another part (90s, 1h30m)"
                ))
            }
            other => {
                return Err(format!(
                    "unknown unit {other:?} in {text:?}; use ms, s, m, h, d or w"
                ))
            }
        };
        total = part
            .and_then(|p| total.checked_add(p))
            .ok_or_else(|| format!("{text:?} is too long"))?;
    }
    Ok(total)
}

/// A duration flag whose API field is whole seconds: the same syntax as [`parse_duration`],
/// as seconds.
pub fn parse_seconds(text: &str) -> Result<u64, String> {
    let duration = parse_duration(text)?;
    if duration.subsec_nanos() != 0 {
        return Err(format!("{text:?} is not a whole number of seconds"));
    }
    Ok(duration.as_secs())
}

/// A flag that takes a whole number of at least `MIN` (`--limit`, `--retries`, `--bits`). clap's
/// own range parser would answer "0 is not in 1..18446744073709551615"; and a negative number
/// reaches this only because these flags allow negative numbers, which clap otherwise takes for
/// an unknown option ("unexpected argument '-5'").
pub fn whole_number<T: TryFrom<u64>, const MIN: u64>(text: &str) -> Result<T, String> {
    let rule = || format!("must be a whole number, {MIN} or more");
    let text = text.trim();
    let n: u64 = match text.parse() {
        Ok(n) => n,
        Err(_) if text.bytes().all(|b| b.is_ascii_digit()) && !text.is_empty() => {
            return Err("is too large".into())
        }
        Err(_) => return Err(rule()),
    };
    if n < MIN {
        return Err(rule());
    }
    T::try_from(n).map_err(|_| "is too large".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn a_negative_duration_is_refused_as_negative() {
        assert_eq!(
            parse_duration("-5m"),
            Err("\"-5m\" is negative; a duration is 0 or more, like 90s or 1h30m".into())
        );
    }

    #[test]
    fn whole_number_flags_say_their_rule() {
        assert_eq!(whole_number::<u64, 1>("25"), Ok(25));
        assert_eq!(whole_number::<u32, 0>("0"), Ok(0));
        for bad in ["0", "-5", "1.5", "ten", ""] {
            assert_eq!(
                whole_number::<u64, 1>(bad),
                Err::<u64, _>("must be a whole number, 1 or more".into()),
                "{bad}"
            );
        }
        assert_eq!(
            whole_number::<u32, 1>("5000000000"),
            Err::<u32, _>("is too large".into())
        );
        assert_eq!(
            whole_number::<u64, 1>("99999999999999999999"),
            Err::<u64, _>("is too large".into())
        );
    }

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

    /// `TOP_LEVEL` defines each top-level command as deriving does: the same commands, and at
    /// every level the same subcommands and arguments.
    #[test]
    fn the_top_level_list_defines_every_command_as_deriving_does() {
        fn shape(command: &clap::Command) -> Vec<String> {
            let mut lines = vec![format!(
                "{}: {:?}",
                command.get_name(),
                command
                    .get_arguments()
                    .filter(|a| !a.is_global_set()
                        && !["help", "version"].contains(&a.get_id().as_str()))
                    .map(|a| a.get_id().to_string())
                    .collect::<Vec<_>>()
            )];
            for child in command.get_subcommands().filter(|c| c.get_name() != "help") {
                lines.extend(
                    shape(child)
                        .into_iter()
                        .map(|l| format!("{} {l}", command.get_name())),
                );
            }
            lines
        }
        let mut derived = Cli::command();
        derived.build();
        let derived: Vec<_> = derived
            .get_subcommands()
            .filter(|c| c.get_name() != "help")
            .collect();
        assert_eq!(
            derived.iter().map(|c| c.get_name()).collect::<Vec<_>>(),
            TOP_LEVEL.iter().map(|(name, _)| *name).collect::<Vec<_>>()
        );
        for (derived, (name, define)) in derived.into_iter().zip(TOP_LEVEL) {
            let mut listed = define(clap::Command::new(*name));
            listed.build();
            assert_eq!(shape(derived), shape(&listed), "{name}");
        }
    }

    /// What the narrow parse is for: a line naming a command path gets a tree holding only that
    /// path, down to the first level that is not a mere dispatcher.
    #[test]
    fn a_named_path_is_narrowed_to_the_commands_it_names() {
        let root = GlobalArgs::augment_args(clap::Command::new(NAME));
        let narrowed = |line: &str| {
            let args: Vec<OsString> = line.split(' ').map(Into::into).collect();
            let mut names = Vec::new();
            let mut level = named_path(&root, &args);
            while let Some(command) = level {
                let mut children = command.get_subcommands();
                names.push(command.get_name().to_owned());
                level = match (children.next(), children.next()) {
                    (Some(only), None) => Some(only.clone()),
                    (Some(_), Some(_)) => {
                        names.push("*".into());
                        None
                    }
                    _ => None,
                };
            }
            names.join(" ")
        };
        let cases = [
            ("tunnelctl -o json tcp-edge get edgtcp_1", "tcp-edge get"),
            (
                "tunnelctl --store=/tmp/s tcp-edge --profile p list",
                "tcp-edge list",
            ),
            (
                "tunnelctl event-sub -q source list esb_1",
                "event-sub source list",
            ),
            ("tunnelctl route saml get edghtsrt_1", "route saml get"),
            ("tunnelctl tcp-edge --bogus get edgtcp_1", "tcp-edge *"),
            ("tunnelctl tcp-edge help get", "tcp-edge *"),
            ("tunnelctl --profile tcp-edge session list", "session list"),
            ("tunnelctl --bogus tcp-edge get edgtcp_1", ""),
            ("tunnelctl tcp-edg get", ""),
            ("tunnelctl serve --listen 127.0.0.1:0", "serve"),
            ("tunnelctl version", "version"),
        ];
        for (line, expected) in cases {
            assert_eq!(narrowed(line), expected, "{line}");
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

    #[test]
    fn a_number_without_a_unit_is_refused_naming_the_units() {
        assert_eq!(
            parse_duration("8"),
            Err(
                "\"8\" has no unit; write one of ms, s, m, h, d or w after the number \
                 (e.g. 8s, 8m, 8h or 8d)"
                    .into()
            )
        );
        assert!(parse_seconds("3600").is_err());
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("0"), Ok(Duration::ZERO));
        assert_eq!(parse_duration("0s"), Ok(Duration::ZERO));
        assert_eq!(parse_duration("8h"), Ok(Duration::from_secs(8 * 3600)));
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(7 * 86_400)));
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5400)));
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(2 * 86_400)));
        assert_eq!(
            parse_duration("1d2h3m4s5ms"),
            Ok(Duration::from_millis(93_784_005))
        );
        for bad in [
            "",
            "h",
            "5y",
            "-1s",
            "99999999999999999999d",
            "1h30",
            "1.5h",
            "1 h",
            "h1",
            "300000000000000000w",
            "10",
            "3600",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_seconds("1h30m"), Ok(5400));
        assert_eq!(parse_seconds("3600s"), Ok(3600));
        assert!(parse_seconds("1500ms").is_err());
    }
}
