//! `tunnelctl api-key …`: the API keys `serve` accepts (API-NOTES "API keys"). A key's token is
//! printed by `create` only: the store keeps its hash.

use std::time::Duration;

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::body::{Body, FromFile, Labels, LabelsUpdate};
use super::{group, parse_duration, CliError, Context, Formats, ListArgs, TopLevel, NOTHING};
use crate::api::route::Route;
use crate::api::Method;
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
        after_long_help = "Examples:\n  tunnelctl api-key create --description \"CI deploys\"\n  tunnelctl api-key create --description dashboards --role reader\n  tunnelctl api-key create --role issuer --ca-id sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl api-key create --role operator --ssh-principal alice --ssh-max-validity 8h"
    )]
    Create(CreateArgs),
    /// Show one API key (never its token)
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key get ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl api-key get ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o json"
    )]
    Get(IdArg),
    /// List API keys, newest first (never their tokens)
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key list\n  tunnelctl api-key list --limit 10 -o json"
    )]
    #[command(visible_alias = "ls")]
    List(ListArgs),
    /// Change an API key's description, metadata, role or CAs (its token cannot be changed)
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key update ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"CI deploys (prod)\"\n  tunnelctl api-key update ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --role reader"
    )]
    Update(UpdateArgs),
    /// Delete API keys: requests bearing them are refused from then on
    #[command(
        after_long_help = "Examples:\n  tunnelctl api-key delete ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --yes api-key delete ak_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe ak_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
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
    #[command(flatten)]
    from_file: FromFile,
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
            Self::Create(_) | Self::Get(_) | Self::List(_) | Self::Update(_) => None,
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
            let created =
                body.send(ctx, Method::Post, &Route::Collection(&kind::API_KEY).path())?;
            // A dry run issues no token: its answer's `token` is null.
            if created
                .get("token")
                .is_some_and(serde_json::Value::is_string)
            {
                ctx.status(
                    "The token is shown this once and cannot be shown again (only its hash is \
                     stored): keep it now.",
                );
            }
            ctx.print(&created, &VIEW)
        }
        ApiKeyCommand::Get(args) => {
            let mut key = ctx.get(&Route::Item(&kind::API_KEY, &args.id).path())?;
            if ctx.global.output().is_table() {
                key["may_sign"] = may_sign(&key);
            }
            ctx.print(&key, &VIEW)
        }
        ApiKeyCommand::List(args) => {
            ctx.print_list(&Route::Collection(&kind::API_KEY).path(), &VIEW, &args)
        }
        ApiKeyCommand::Update(args) => {
            let mut body = args.fields.body(&kind::API_KEY)?;
            args.role.set(&mut body);
            let path = Route::Item(&kind::API_KEY, &args.id).path();
            ctx.print(&body.send_patch(ctx, &path, "api-key update")?, &VIEW)
        }
        ApiKeyCommand::Delete(args) => ctx.delete_each(&args.ids, kind::API_KEY.title, |id| {
            Route::Item(&kind::API_KEY, id).path()
        }),
    }
}
