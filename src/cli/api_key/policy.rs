//! `tunnelctl api-key policy get|set`: per role, how long an API key may live (API-NOTES "API
//! keys (extension fields)", `/api_keys/policy`). Seconds on the wire, text (`90d`) here.

use std::time::Duration;

use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use crate::api::route::Route;
use crate::api::{ApiRequest, Method};
use crate::cli::{parse_duration, CliError, Context};
use crate::clock;
use crate::output;
use crate::values::whole_duration;

/// The roles a rule may name, as the wire spells them.
const ROLES: [&str; 4] = ["admin", "operator", "reader", "issuer"];

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum PolicyCommand {
    /// Show how long the API keys of each role may live
    #[command(after_long_help = "\
A role without a rule may have keys that never expire. A rule binds the keys created (or given
the role) after it: keys stored before keep working as they are.

Examples:
  tunnelctl api-key policy get
  tunnelctl api-key policy get -o json")]
    Get,
    /// Require the API keys of a role to expire within a given time, or lift that rule
    #[command(after_long_help = "\
Once a role has a rule, `api-key create` of that role must give --expires-in (or --expires-at)
no longer than the rule's; a longer one, or none, is refused and nothing is created. Keys that
already exist keep their expiry (or their lack of one): the rule does not end them, and a
rotation keeps a key's expiry. Only an administrator's key may change the policy. The command
reads the policy first and writes it only if nobody changed it in between (If-Match).

Examples:
  # issuer keys live 90 days at most
  tunnelctl api-key policy set --role issuer --max-lifetime 90d
  # administrators' keys a day
  tunnelctl api-key policy set --role admin --max-lifetime 24h
  # operator keys may again be made without an expiry
  tunnelctl api-key policy set --role operator --clear")]
    Set(SetArgs),
}

#[derive(Debug, Args)]
pub struct SetArgs {
    /// The role whose keys the rule is about
    #[arg(long, value_parser = ROLES)]
    role: String,
    /// Longest lifetime of a key of the role, from its creation, e.g. 90d or 12h; its keys must
    /// then expire
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, conflicts_with = "clear")]
    max_lifetime: Option<Duration>,
    /// Remove the role's rule: its keys may again be made without an expiry
    #[arg(long)]
    clear: bool,
}

fn path() -> String {
    Route::ApiKeyPolicy.path()
}

pub fn run(ctx: &Context, cmd: PolicyCommand) -> Result<(), CliError> {
    match cmd {
        PolicyCommand::Get => print(ctx, ctx.get(&path())?),
        PolicyCommand::Set(args) => set(ctx, args),
    }
}

/// Read, modify, write: the policy as it is with the role's rule set or removed, written only if
/// nobody changed it since it was read (`If-Match`). What changed goes to stderr, the policy to
/// stdout.
fn set(ctx: &Context, args: SetArgs) -> Result<(), CliError> {
    // The role's rule as it will be; `None` lifts it.
    let rule = match (args.max_lifetime, args.clear) {
        (Some(lifetime), _) => Some(json!({"max_lifetime": lifetime.as_secs()})),
        (None, true) => None,
        (None, false) => {
            return Err(
                CliError::usage("say what the role's rule becomes; nothing was sent").with_hint(
                    "give --max-lifetime DURATION (e.g. 90d), or --clear to lift the rule",
                ),
            )
        }
    };
    let current = ctx.reading_absent_as_empty(|| ctx.send_response(&ApiRequest::get(path())))?;
    let (before, etag) = match current {
        Some(answer) => (answer.body.unwrap_or_default(), answer.etag),
        None => (json!({"roles": {}}), None),
    };
    let mut roles = before["roles"].as_object().cloned().unwrap_or_default();
    match rule {
        Some(rule) => roles.insert(args.role.clone(), rule),
        None => roles.remove(&args.role),
    };
    let mut request = ApiRequest::with_json(Method::Put, path(), &json!({"roles": roles}));
    request.if_match = etag;
    let Some(after) = ctx.send(&request)? else {
        // A dry run printed instead of sent: there is no answer to compare.
        return Ok(());
    };
    let tense = match ctx.dry_run() {
        true => "would change",
        false => "changed",
    };
    let rule = |policy: &Value| rule_text(policy["roles"].get(&args.role));
    let (was, is) = (rule(&before), rule(&after));
    match was == is {
        true => ctx.status(&format!("policy: no rule {tense}")),
        false => ctx.status(&format!("policy: {tense}:\n  {}: {was} -> {is}", args.role)),
    }
    print(ctx, after)
}

/// A role's rule as a person reads it: `at most 7776000 seconds (90d)`.
fn rule_text(rule: Option<&Value>) -> String {
    match rule.and_then(|r| r["max_lifetime"].as_u64()) {
        Some(seconds) => match whole_duration(seconds) {
            Some(text) => format!("expire within {seconds} seconds ({text})"),
            None => format!("expire within {seconds} seconds"),
        },
        None => "no rule (keys may never expire)".to_owned(),
    }
}

/// The policy as `get` and `set` show it: in a table a line per role, each rule as text; JSON,
/// YAML and `--jq` keep the wire's.
fn print(ctx: &Context, policy: Value) -> Result<(), CliError> {
    if !ctx.global.output().is_table() || ctx.filters() {
        return ctx.print(&policy, &output::PLAIN);
    }
    let lines: Map<String, Value> = ROLES
        .iter()
        .map(|role| {
            (
                role.to_string(),
                json!(rule_text(policy["roles"].get(role))),
            )
        })
        .collect();
    ctx.print(&Value::Object(lines), &output::PLAIN)
}

/// The rules `api-key list`'s table holds keys to: a key its role's rule would not allow today
/// says so in its EXPIRES cell. It keeps working (a rule binds the keys made after it); the cell
/// shows which to replace.
pub struct OutsideRules(Map<String, Value>);

impl OutsideRules {
    /// The policy's rules, for a table only (JSON and YAML keep the wire's fields); none when the
    /// policy cannot be read (a server of a version without it), which is no reason to fail a list.
    pub fn read(ctx: &Context) -> OutsideRules {
        let table = ctx.global.output().is_table() && !ctx.filters();
        let policy = table.then(|| ctx.send(&ApiRequest::get(path())).ok().flatten());
        let rules = policy
            .flatten()
            .and_then(|policy| policy["roles"].as_object().cloned());
        OutsideRules(rules.unwrap_or_default())
    }

    /// `key` with its `expires_at` saying so when it outlives its role's rule.
    pub fn flag(&self, mut key: Value) -> Value {
        let role = key["role"].as_str().unwrap_or_default();
        let Some(longest) = self.0.get(role).and_then(|r| r["max_lifetime"].as_u64()) else {
            return key;
        };
        let time = |field: &str| key[field].as_str().and_then(|t| clock::parse_time(t).ok());
        let lifetime = match (time("created_at"), time("expires_at")) {
            (Some(created), Some(expires)) => Some((expires - created).whole_seconds()),
            _ => None,
        };
        if lifetime.is_some_and(|seconds| seconds <= longest as i64) {
            return key;
        }
        let shown = key["expires_at"].as_str().unwrap_or("never").to_owned();
        let rule = whole_duration(longest).unwrap_or_else(|| format!("{longest}s"));
        key["expires_at"] = json!(format!("{shown} (over the {role} rule, {rule})"));
        key
    }
}
