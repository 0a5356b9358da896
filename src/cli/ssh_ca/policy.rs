//! `tunnelctl ssh-ca policy get|set|delete`: what a CA may sign (API-NOTES "SSH CA issuance
//! policy"), and the `--policy-file` of `ssh-ca create` and `update`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::builder::PossibleValuesParser;
use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use crate::api::route::Route;
use crate::api::{ApiRequest, Method};
use crate::cli::body::{self, Body};
use crate::cli::error::ErrorKind;
use crate::cli::{parse_duration, CliError, Context, Format};
use crate::kind;
use crate::output;
use crate::values::{parse_seconds, whole_duration};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum PolicyCommand {
    /// Show what an SSH certificate authority may sign
    #[command(after_long_help = "\
A CA created by this version starts with a policy that refuses certificates without principals,
any valid for more than a year and any starting more than a day from now. A CA without a policy (made before policies existed, or
after `ssh-ca policy delete`) signs every request.

Examples:
  tunnelctl ssh-ca policy get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe
  tunnelctl ssh-ca policy get sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o yaml > policy.yaml")]
    Get(CaArgs),
    /// Change the rules of an SSH certificate authority's policy; the rules not named are kept
    #[command(after_long_help = "\
Only the rules given change; the others stay as they are. A list flag replaces that rule's whole
list. --unset RULE removes a rule (the policy then has no such limit); --policy-file replaces the
policy whole, with the rules of the file and no other. The command reads the policy first and
writes it only if nobody changed it in between (If-Match); if somebody did, nothing is written
and the command says to run it again. What changed is shown on stderr (before -> after), the
policy on stdout.

Durations are written like 1h, 8h or 30d and stored in seconds. Principal patterns take * and ?
as OpenSSH's do; a principal that matches a denied pattern is refused even when allowed. A host
certificate's principals are never patterns, whatever the policy allows: OpenSSH clients would
accept it for every host name it matches. An empty list of source addresses or force commands
(in a policy file: `allowed_force_commands: []`) allows no such option.

Examples:
  # CI may sign only deploy-* for an hour, from given addresses, starting within 5 minutes
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --allowed-principal 'deploy-*' --max-validity 1h --max-start-ahead 5m \\
      --allowed-critical-option source-address --required-critical-option source-address \\
      --allowed-source-address 10.20.0.0/16 --allowed-source-address 2001:db8:20::/48
  # the only command its certificates may force
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --allowed-critical-option force-command \\
      --allowed-force-command '/usr/local/bin/deploy --prod'
  # allow certificates without principals; the other rules (a year at most, ...) stay
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --allow-empty-principals true
  # no longer limit how long a certificate is valid, and make the default 30 minutes
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --unset max_validity \\
      --default-validity 30m
  tunnelctl ssh-ca policy set sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --policy-file policy.yaml
  # refuse RSA keys under 3072 bits
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
    /// A network that every source-address entry of a user certificate must fall inside, as an
    /// address or CIDR block, e.g. 10.20.0.0/16 (can be repeated) [default: any]
    #[arg(long = "allowed-source-address", value_name = "CIDR")]
    allowed_source_addresses: Vec<String>,
    /// A command that a user certificate's force-command may hold, exactly (can be repeated)
    /// [default: any]
    #[arg(long = "allowed-force-command", value_name = "COMMAND")]
    allowed_force_commands: Vec<String>,
    /// How far ahead of now a certificate may start, e.g. 5m or 1d; 0s: it starts now at the
    /// latest [default: no limit]
    #[arg(long, value_name = "DURATION", value_parser = parse_seconds)]
    max_start_ahead: Option<u64>,
    /// Remove a rule from the policy, by its field name as `policy get` shows it, e.g.
    /// max_validity (can be repeated)
    #[arg(long = "unset", value_name = "RULE", value_parser = PossibleValuesParser::new(RULES))]
    unset: Vec<String>,
}

/// The rules of a policy, by their field names (`SshCaPolicy`'s fields).
const RULES: [&str; 13] = [
    "allowed_principals",
    "denied_principals",
    "allow_empty_principals",
    "max_validity",
    "default_validity",
    "allowed_extensions",
    "allowed_critical_options",
    "required_critical_options",
    "allowed_key_types",
    "min_rsa_bits",
    "allowed_source_addresses",
    "allowed_force_commands",
    "max_start_ahead",
];

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

/// The fields of a policy that are durations: seconds on the wire, text allowed in a file.
const DURATIONS: [&str; 3] = ["max_validity", "default_validity", "max_start_ahead"];

/// A policy file, its durations given as text (`1h`, `7d`) turned into the wire's seconds.
fn read(path: &Path) -> Result<Map<String, Value>, CliError> {
    let mut policy = body::from_file(Some(path))?;
    in_seconds(&mut policy)
        .map_err(|why| CliError::usage(format!("--policy-file {}: {why}", path.display())))?;
    Ok(policy)
}

/// Turns a policy's durations written as text (`1h`, `7d`: in a policy file or a manifest) into
/// the wire's seconds; `Err` names the field and the rule.
pub fn in_seconds(policy: &mut Map<String, Value>) -> Result<(), String> {
    for field in DURATIONS {
        let Some(Value::String(text)) = policy.get(field) else {
            continue;
        };
        let seconds = parse_seconds(text).map_err(|rule| format!("{field}: {rule}"))?;
        policy.insert(field.to_string(), json!(seconds));
    }
    Ok(())
}

pub fn run(ctx: &Context, cmd: PolicyCommand) -> Result<(), CliError> {
    match cmd {
        PolicyCommand::Get(args) => print(ctx, ctx.get(&args.path())?),
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

/// Read, modify, write: the policy as it is (or the `--policy-file`'s, which replaces it) with
/// the rules named changed or removed, written only if nobody changed it since it was read
/// (`If-Match` with the read's `ETag`). What changed goes to stderr, the policy to stdout.
fn set(ctx: &Context, args: SetArgs) -> Result<(), CliError> {
    let path = args.ca.path();
    let (before, etag) = current(ctx, &path)?;
    let mut body = match &args.policy_file.policy_file {
        Some(file) => Body::from(read(file)?),
        None => Body::from(before.clone()),
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
    body.set_list(
        "--allowed-source-address",
        "allowed_source_addresses",
        &args.allowed_source_addresses,
    );
    body.set_list(
        "--allowed-force-command",
        "allowed_force_commands",
        &args.allowed_force_commands,
    );
    body.set("--max-start-ahead", "max_start_ahead", args.max_start_ahead);
    for rule in &args.unset {
        // A flag that gave the rule and `--unset` of it contradict each other.
        if let (Some(flag), true) = (body.flag(rule), body.contains_key(rule)) {
            return Err(CliError::usage(format!(
                "--unset {rule} and {flag} both name the rule {rule}; nothing was sent"
            ))
            .with_hint(format!("give either {flag} or --unset {rule}")));
        }
        body.remove(rule);
    }
    let mut request = body.request(Method::Put, &path);
    request.if_match = etag;
    let Some(after) = ctx.send(&request).map_err(|e| body.naming_flags(e))? else {
        // A dry run printed instead of sent: there is no answer to compare.
        return Ok(());
    };
    show_changes(ctx, &before, &after);
    print(ctx, after)
}

/// The policy as it is and its `ETag`; no policy (or no such CA, which the write then reports)
/// is no rule at all.
fn current(ctx: &Context, path: &str) -> Result<(Map<String, Value>, Option<String>), CliError> {
    match ctx.send_response(&ApiRequest::get(path)) {
        Ok(Some(answer)) => {
            let policy = match answer.body {
                Some(Value::Object(policy)) => policy,
                _ => Map::new(),
            };
            Ok((policy, answer.etag))
        }
        Ok(None) => Ok((Map::new(), None)),
        Err(err) if err.kind == ErrorKind::NotFound => Ok((Map::new(), None)),
        Err(err) => Err(err),
    }
}

/// Says on stderr which rules changed, `RULE: BEFORE -> AFTER`, durations also as text.
fn show_changes(ctx: &Context, before: &Map<String, Value>, after: &Value) {
    let empty = Map::new();
    let after = after.as_object().unwrap_or(&empty);
    let mut rules: Vec<&String> = before.keys().chain(after.keys()).collect();
    rules.sort();
    rules.dedup();
    let lines: Vec<String> = rules
        .into_iter()
        .filter(|rule| before.get(*rule) != after.get(*rule))
        .map(|rule| {
            let shown = |value: Option<&Value>| match value {
                None => "(no rule)".to_string(),
                Some(value) => rule_text(rule, value),
            };
            format!(
                "  {rule}: {} -> {}",
                shown(before.get(rule)),
                shown(after.get(rule))
            )
        })
        .collect();
    let tense = match ctx.dry_run() {
        true => "would change",
        false => "changed",
    };
    match lines.is_empty() {
        true => ctx.status(&format!("policy: no rule {tense}")),
        false => ctx.status(&format!("policy: {tense}:\n{}", lines.join("\n"))),
    }
}

/// A rule's value as a table shows it: a duration as `3600 (1h)`, a list as `[a, b]`.
fn rule_text(rule: &str, value: &Value) -> String {
    match value {
        Value::Number(n) if DURATIONS.contains(&rule) => {
            match n.as_u64().and_then(whole_duration) {
                Some(text) => format!("{n} ({text})"),
                None => n.to_string(),
            }
        }
        Value::Array(items) => {
            let items: Vec<String> = items
                .iter()
                .map(|item| {
                    item.as_str()
                        .map_or_else(|| item.to_string(), str::to_string)
                })
                .collect();
            format!("[{}]", items.join(", "))
        }
        other => other.to_string(),
    }
}

/// A policy as `get` and `set` show it: in a table each duration also as text (`86400 (1d)`),
/// and an empty list of option values as what it means, `(none)`, not the `-` of an unset
/// field; JSON, YAML and `--jq` keep the wire's values.
fn print(ctx: &Context, mut policy: Value) -> Result<(), CliError> {
    if matches!(ctx.global.output(), Format::Table | Format::Wide) && !ctx.filters() {
        for field in ["allowed_source_addresses", "allowed_force_commands"] {
            if policy
                .get(field)
                .and_then(Value::as_array)
                .is_some_and(Vec::is_empty)
            {
                policy[field] = json!("(none)");
            }
        }
        for field in DURATIONS {
            let Some(seconds) = policy.get(field).and_then(Value::as_u64) else {
                continue;
            };
            if let Some(text) = whole_duration(seconds) {
                policy[field] = json!(format!("{seconds} ({text})"));
            }
        }
    }
    ctx.print(&policy, &output::PLAIN)
}
