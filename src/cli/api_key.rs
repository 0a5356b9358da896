//! `tunnelctl api-key …`: the API keys `serve` accepts (API-NOTES "API keys"). A key's token is
//! printed by `create` only: the store keeps its hash.

use std::time::Duration;

mod policy;

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::body::{Body, FromFile, Labels, LabelsUpdate};
use super::{group, parse_duration, CliError, Context, Formats, ListArgs, TopLevel, NOTHING};
use crate::api::route::Route;
use crate::api::Method;
use crate::clock::{self, Clock};
use crate::kind::{self, Verb};
use crate::output::View;
use crate::values::seconds_text;

pub const VIEW: View = View {
    list_key: kind::API_KEY.list_key,
    noun: kind::API_KEY.plural,
    columns: &[
        ("ID", "/id"),
        ("DESCRIPTION", "/description"),
        ("ROLE", "/role"),
        ("CREATED", "/created_at"),
        ("EXPIRES", "/expires_at"),
        ("LAST USED", "/last_used_at"),
    ],
    wide: &[
        ("CAS", "/ssh_certificate_authority_ids"),
        ("PRINCIPALS", "/ssh_principals"),
        ("METADATA", "/metadata"),
    ],
    rank: &["ID", "ROLE", "DESCRIPTION", "AGE"],
};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ApiKeyCommand {
    /// Create an API key; its token is printed this once and never again
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key create --description \"CI deploys\" --expires-in 90d\n  tunnelctl api-key create --description dashboards --role reader\n  tunnelctl api-key create --role issuer --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl api-key create --role operator --ssh-principal alice --ssh-max-validity 8h"
    )]
    Create(CreateArgs),
    /// Show one API key (never its token)
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key get ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl api-key get ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o json"
    )]
    Get(IdArg),
    /// List API keys, newest first (never their tokens), with when each expires and was last used
    #[command(
        after_long_help = "In a table, a key that its role's rule (api-key policy get) would not allow today says so\nin EXPIRES, e.g. \"never (over the issuer rule, 90d)\": it keeps working, since a rule binds\nthe keys made after it; replace it when convenient.\n\nExamples:\n  tunnelctl api-key list\n  tunnelctl api-key list --unused-for 90d\n  tunnelctl api-key list --limit 10 -o json"
    )]
    #[command(visible_alias = "ls")]
    List(KeyListArgs),
    /// Change an API key's description, metadata, role or CAs (its token cannot be changed)
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key update ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"CI deploys (prod)\"\n  tunnelctl api-key update ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --role reader"
    )]
    Update(UpdateArgs),
    /// Give an API key a new token (printed this once); the old one works for the grace period
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key rotate ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl api-key rotate ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --grace-period 1h"
    )]
    Rotate(RotateArgs),
    /// Delete API keys: requests bearing them are refused from then on
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key delete ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --yes api-key delete ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe ak_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
    /// Show or set how long the keys of each role may live
    #[command(subcommand)]
    Policy(policy::PolicyCommand),
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    #[command(flatten)]
    labels: Labels,
    #[command(flatten)]
    role: RoleArgs,
    /// A principal (or pattern, * and ?) the key's certificates may name, for an operator or
    /// issuer key (can be repeated) [default: any the CA's policy allows]
    #[arg(long = "ssh-principal", value_name = "PATTERN")]
    ssh_principals: Vec<String>,
    /// Longest validity of the key's certificates, e.g. 8h; a request without one gets the
    /// shorter of this and the CA's default [default: the CA's policy's]
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    ssh_max_validity: Option<Duration>,
    /// The key stops working this long from now (e.g. 90d, 12h); set at creation only, and
    /// required for a role with a rule in `api-key policy get`
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, conflicts_with = "expires_at")]
    expires_in: Option<Duration>,
    /// The key stops working at this time (RFC 3339, e.g. 2027-01-31T00:00:00Z)
    #[arg(long, value_name = "TIME")]
    expires_at: Option<String>,
    #[command(flatten)]
    from_file: FromFile,
}

impl CreateArgs {
    /// `expires_at` as the body sends it: `--expires-at` as given, `--expires-in` from now.
    fn expires_at(&self) -> Result<Option<String>, CliError> {
        let Some(lifetime) = self.expires_in else {
            return Ok(self.expires_at.clone());
        };
        let now = Clock::from_env().map_err(CliError::usage)?.now();
        let at = now.checked_add(lifetime.try_into().unwrap_or(time::Duration::MAX));
        let at = at.ok_or_else(|| {
            CliError::usage("--expires-in: too far in the future; give a shorter duration")
        })?;
        Ok(Some(clock::format_time(at)))
    }
}

#[derive(Debug, Args)]
pub struct KeyListArgs {
    /// Only keys not used for this long (e.g. 90d): last used before then, or never used and
    /// created before then
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    unused_for: Option<Duration>,
    #[command(flatten)]
    list: ListArgs,
}

#[derive(Debug, Args)]
pub struct RotateArgs {
    /// ID of the API key (ak_...)
    id: String,
    /// How long the old token keeps working (e.g. 1h; at most 7d) [default: 0, it stops at once]
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    grace_period: Option<Duration>,
}

// What a key may do (this tool's extension of the API). Not a doc comment: clap would take it
// for the about of the commands that flatten it.
#[derive(Debug, Args)]
pub struct RoleArgs {
    /// admin: everything (the default); operator: every resource but API keys; reader: reads
    /// only; issuer: signs SSH certificates with the CAs of --ca-id and reads its own
    #[arg(long, value_parser = ["admin", "operator", "reader", "issuer"])]
    role: Option<String>,
    /// A CA a key with the role issuer signs with (can be repeated; replaces the key's CAs)
    #[arg(long = "ca-id", value_name = "ID")]
    ca_ids: Vec<String>,
}

impl RoleArgs {
    fn set(&self, body: &mut Body) {
        body.set("--role", "role", self.role.as_ref());
        body.set_list("--ca-id", "ssh_certificate_authority_ids", &self.ca_ids);
    }
}

#[derive(Debug, Args)]
pub struct IdArg {
    /// ID of the API key (ak_...)
    id: String,
}

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the API key (ak_...)
    id: String,
    #[command(flatten)]
    role: RoleArgs,
    #[command(flatten)]
    fields: LabelsUpdate,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the API keys (ak_...)
    #[arg(required = true)]
    ids: Vec<String>,
}

/// What a key may sign, as `api-key get`'s table shows it (never in JSON): with which CAs, for
/// which principals, for how long; each within the CA's policy.
fn may_sign(key: &Value) -> Value {
    let listed = |field: &str| {
        key[field]
            .as_array()
            .filter(|list| !list.is_empty())
            .map(|list| {
                let names: Vec<&str> = list.iter().filter_map(Value::as_str).collect();
                names.join(", ")
            })
    };
    if key["role"] == "reader" {
        return json!("nothing (a reader signs no certificate)");
    }
    let validity = match key["ssh_max_validity"].as_u64() {
        Some(seconds) => format!(
            "at most {} (a request without one: the shorter of this and the CA's default)",
            seconds_text(seconds)
        ),
        None => "as the CA's policy allows".to_owned(),
    };
    json!({
        "cas": listed("ssh_certificate_authority_ids").unwrap_or_else(|| "any of the store".into()),
        "principals": listed("ssh_principals").unwrap_or_else(|| "any the CA's policy allows".into()),
        "validity": validity,
    })
}

impl TopLevel for ApiKeyCommand {
    const NAME: &'static str = "api-key";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about(
            "Manage the API keys `serve` accepts; a key's token is shown once, when it is created",
        )
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Delete(_) => Some(NOTHING),
            Self::Create(_)
            | Self::Get(_)
            | Self::List(_)
            | Self::Update(_)
            | Self::Rotate(_)
            | Self::Policy(_) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: ApiKeyCommand) -> Result<(), CliError> {
    match cmd {
        ApiKeyCommand::Create(args) => {
            let mut body = args.from_file.body(&kind::API_KEY, Verb::Create)?;
            args.labels.set(&mut body);
            args.role.set(&mut body);
            body.set_list("--ssh-principal", "ssh_principals", &args.ssh_principals);
            body.set(
                "--ssh-max-validity",
                "ssh_max_validity",
                args.ssh_max_validity.map(|d| d.as_secs()),
            );
            // A refusal for want of an expiry (a role's rule) names the flag most give.
            let flag = match args.expires_at {
                Some(_) => "--expires-at",
                None => "--expires-in",
            };
            body.set(flag, "expires_at", args.expires_at()?);
            let created =
                body.send(ctx, Method::Post, &Route::Collection(&kind::API_KEY).path())?;
            print_with_token(ctx, &created)
        }
        ApiKeyCommand::Rotate(args) => {
            let body = json!({"grace_period": args.grace_period.map(|d| d.as_secs())});
            let path = Route::ApiKeyRotate(&args.id).path();
            let rotated = ctx.send_json(Method::Post, &path, &body)?;
            print_with_token(ctx, &rotated)
        }
        ApiKeyCommand::Get(args) => {
            let mut key = ctx.get(&Route::Item(&kind::API_KEY, &args.id).path())?;
            if ctx.global.output().is_table() {
                key["may_sign"] = may_sign(&key);
            }
            ctx.print(&key, &VIEW)
        }
        ApiKeyCommand::List(args) => list(ctx, args),
        ApiKeyCommand::Update(args) => {
            let mut body = args.fields.body(&kind::API_KEY)?;
            args.role.set(&mut body);
            let path = Route::Item(&kind::API_KEY, &args.id).path();
            ctx.print(&body.send_patch(ctx, &path, "api-key update")?, &VIEW)
        }
        ApiKeyCommand::Policy(cmd) => policy::run(ctx, cmd),
        ApiKeyCommand::Delete(args) => ctx.delete_each(&args.ids, kind::API_KEY.title, |id| {
            Route::Item(&kind::API_KEY, id).path()
        }),
    }
}

/// A key as a create or rotation answered it, its token with it, and the notice that it is shown
/// this once.
fn print_with_token(ctx: &Context, key: &Value) -> Result<(), CliError> {
    // A dry run issues no token: its answer's `token` is null.
    if key.get("token").is_some_and(Value::is_string) {
        ctx.status(
            "The token is shown this once and cannot be shown again (only its hash is stored): \
             keep it now.",
        );
    }
    ctx.print(key, &VIEW)
}

/// `api-key list`, with `--unused-for`: the keys whose last use (or, never used, whose creation)
/// is older than that.
fn list(ctx: &Context, args: KeyListArgs) -> Result<(), CliError> {
    let path = Route::Collection(&kind::API_KEY).path();
    let outside = policy::OutsideRules::read(ctx);
    let flag = |key| Ok(outside.flag(key));
    let Some(unused_for) = args.unused_for else {
        return ctx.print_list_where(&path, &VIEW, &args.list, None, flag);
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let since = now.checked_sub(unused_for.try_into().unwrap_or(time::Duration::MAX));
    let mut keep = |key: &Value| {
        let last = key["last_used_at"].as_str().or(key["created_at"].as_str());
        let last = last.and_then(|t| clock::parse_time(t).ok());
        match (last, since) {
            (Some(last), Some(since)) => last <= since,
            // Longer ago than time goes back: no key is that old.
            (_, None) => false,
            (None, Some(_)) => true,
        }
    };
    ctx.print_list_where(&path, &VIEW, &args.list, Some(&mut keep), flag)
}
