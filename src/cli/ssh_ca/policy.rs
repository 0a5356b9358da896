//! `tunnelctl ssh-ca policy get|set|delete`: what a CA may sign (API-NOTES "SSH CA issuance
//! policy"), and the `--policy-file` of `ssh-ca create` and `update`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::builder::PossibleValuesParser;
use clap::{Args, Subcommand};

use crate::api::route::Route;
use crate::api::Method;
use crate::cli::body::{self, Body};
use crate::cli::{parse_duration, CliError, Context};
use crate::kind;
use crate::output;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum PolicyCommand {
    /// Show what an SSH certificate authority may sign
    #[command(after_long_help = "\
A CA created by this version starts with a policy that refuses certificates without principals
and any valid for more than a year. A CA without a policy (made before policies existed, or
after `ssh-ca policy delete`) signs every request.

Examples:
  tunnelctl ssh-ca policy get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe
  tunnelctl ssh-ca policy get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o yaml > policy.yaml")]
    Get(CaArgs),
    /// Replace what an SSH certificate authority may sign; a rule not given is no rule
    #[command(after_long_help = "\
Durations are written like 1h, 8h or 30d and stored in seconds. Principal patterns take * and ?
as OpenSSH's do; a principal that matches a denied pattern is refused even when allowed.

Examples:
  # CI may sign only deploy-* for an hour, from given addresses
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --allowed-principal 'deploy-*' --max-validity 1h \\
      --allowed-critical-option source-address --required-critical-option source-address
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --policy-file policy.yaml
  # refuse RSA keys under 3072 bits, keep everything else open
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --min-rsa-bits 3072")]
    Set(Box<SetArgs>),
    /// Remove an SSH certificate authority's policy: it then signs every request
    #[command(
        after_long_help = "Examples:\n  tunnelctl ssh-ca policy delete sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(CaArgs),
}

#[derive(Debug, Args)]
pub struct CaArgs {
    /// ID of the SSH certificate authority (sshca_...), or its name in a manifest
    id: String,
}

impl CaArgs {
    fn path(&self) -> String {
        Route::Module(&kind::SSH_CA_POLICY, &self.id, None).path()
    }
}

#[derive(Debug, Args)]
pub struct SetArgs {
    #[command(flatten)]
    ca: CaArgs,
    #[command(flatten)]
    policy_file: PolicyFile,
    /// Principals the CA may sign, as a name or a pattern with * and ?, e.g. 'deploy-*'
    /// (can be repeated) [default: any]
    #[arg(long = "allowed-principal", value_name = "PATTERN")]
    allowed_principals: Vec<String>,
    /// Principals the CA never signs, even when allowed, e.g. root (can be repeated)
    #[arg(long = "denied-principal", value_name = "PATTERN")]
    denied_principals: Vec<String>,
    /// Whether a certificate without principals (valid for every user or host) may be signed
    /// [default: only when no principal is allowed or denied by name]
    #[arg(long, value_name = "BOOL")]
    allow_empty_principals: Option<bool>,
    /// Longest validity of a certificate, counted from when it is issued, e.g. 1h or 30d
    /// [default: no limit]
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    max_validity: Option<Duration>,
    /// Validity of a certificate whose request gives no end [default: 24 hours for users, a
    /// year for hosts, never more than --max-validity]
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    default_validity: Option<Duration>,
    /// Extensions a user certificate may carry, e.g. permit-pty (can be repeated) [default: any]
    #[arg(long = "allowed-extension", value_name = "NAME")]
    allowed_extensions: Vec<String>,
    /// Critical options a user certificate may carry (can be repeated) [default: any]
    #[arg(long = "allowed-critical-option", value_name = "NAME",
          value_parser = PossibleValuesParser::new(CRITICAL_OPTIONS))]
    allowed_critical_options: Vec<String>,
    /// Critical options every user certificate must carry (can be repeated)
    #[arg(long = "required-critical-option", value_name = "NAME",
          value_parser = PossibleValuesParser::new(CRITICAL_OPTIONS))]
    required_critical_options: Vec<String>,
    /// Key types the CA certifies (can be repeated) [default: any]
    #[arg(long = "allowed-key-type", value_name = "TYPE",
          value_parser = PossibleValuesParser::new(["ed25519", "ecdsa", "rsa"]))]
    allowed_key_types: Vec<String>,
    /// Smallest RSA key the CA certifies, in bits [default: 1024, OpenSSH's own]
    #[arg(long, value_name = "BITS", allow_negative_numbers = true, value_parser = crate::cli::whole_number::<u32, 0>)]
    min_rsa_bits: Option<u32>,
}

const CRITICAL_OPTIONS: [&str; 2] = ["force-command", "source-address"];

// `--policy-file`, of `ssh-ca policy set`, `create` and `update`.
#[derive(Debug, Args)]
pub struct PolicyFile {
    /// The CA's issuance policy as a JSON or YAML file (- for stdin), with the fields of
    /// `tunnelctl ssh-ca policy get -o yaml`
    #[arg(long, value_name = "FILE")]
    policy_file: Option<PathBuf>,
}

impl PolicyFile {
    /// Sets the body's `policy` field to the file's policy, when one is given.
    pub fn set(&self, body: &mut Body) -> Result<(), CliError> {
        if let Some(path) = &self.policy_file {
            body.set("--policy-file", "policy", Some(read(path)?));
        }
        Ok(())
    }
}

fn read(path: &Path) -> Result<serde_json::Map<String, serde_json::Value>, CliError> {
    body::from_file(Some(path))
}

pub fn run(ctx: &Context, cmd: PolicyCommand) -> Result<(), CliError> {
    match cmd {
        PolicyCommand::Get(args) => ctx.print(&ctx.get(&args.path())?, &output::PLAIN),
        PolicyCommand::Set(args) => set(ctx, *args),
        PolicyCommand::Delete(args) => ctx.delete(
            &args.path(),
            &format!(
                "the issuance policy of SSH certificate authority {}",
                args.id
            ),
        ),
    }
}

fn set(ctx: &Context, args: SetArgs) -> Result<(), CliError> {
    let mut body = match &args.policy_file.policy_file {
        Some(path) => Body::from(read(path)?),
        None => Body::default(),
    };
    let seconds = |d: Option<Duration>| d.map(|d| d.as_secs());
    body.set_list(
        "--allowed-principal",
        "allowed_principals",
        &args.allowed_principals,
    );
    body.set_list(
        "--denied-principal",
        "denied_principals",
        &args.denied_principals,
    );
    body.set(
        "--allow-empty-principals",
        "allow_empty_principals",
        args.allow_empty_principals,
    );
    body.set("--max-validity", "max_validity", seconds(args.max_validity));
    body.set(
        "--default-validity",
        "default_validity",
        seconds(args.default_validity),
    );
    body.set_list(
        "--allowed-extension",
        "allowed_extensions",
        &args.allowed_extensions,
    );
    body.set_list(
        "--allowed-critical-option",
        "allowed_critical_options",
        &args.allowed_critical_options,
    );
    body.set_list(
        "--required-critical-option",
        "required_critical_options",
        &args.required_critical_options,
    );
    body.set_list(
        "--allowed-key-type",
        "allowed_key_types",
        &args.allowed_key_types,
    );
    body.set("--min-rsa-bits", "min_rsa_bits", args.min_rsa_bits);
    let policy = body.send(ctx, Method::Put, &args.ca.path())?;
    ctx.print(&policy, &output::PLAIN)
}
