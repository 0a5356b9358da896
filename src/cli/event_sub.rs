//! `tunnelctl event-sub …`: event subscriptions and their sources (spec §4.6).

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::body::{Body, FromFile};
use super::{group, CliError, Context, Formats, ListArgs, TopLevel, NOTHING};
use crate::api::route::Route;
use crate::api::{ApiRequest, Method};
use crate::kind::{self, Verb};
use crate::output::View;

pub const VIEW: View = View {
    list_key: kind::EVENT_SUBSCRIPTION.list_key,
    noun: kind::EVENT_SUBSCRIPTION.plural,
    columns: &[
        ("ID", "/id"),
        ("SOURCES", "/sources/*/type"),
        ("DESTINATIONS", "/destinations/*/id"),
        ("DESCRIPTION", "/description"),
        ("CREATED", "/created_at"),
    ],
    wide: &[("METADATA", "/metadata")],
    rank: &["ID", "SOURCES", "DESCRIPTION", "AGE", "DESTINATIONS"],
};

const SOURCE_VIEW: View = View {
    list_key: "sources",
    noun: "event types",
    columns: &[("TYPE", "/type"), ("URI", "/uri")],
    wide: &[],
    rank: &[],
};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum EventSubCommand {
    /// Create an event subscription
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub create --source ip_policy_created.v0 --source ip_policy_deleted.v0 \\\n      --destination-id ed_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"IP policy audit\""
    )]
    Create(CreateArgs),
    /// Show one event subscription
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub get esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl event-sub get esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --jq '.sources[].type'"
    )]
    Get(GetArgs),
    /// List event subscriptions, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub list\n  tunnelctl event-sub list --limit 10 -o json\n  # the subscriptions to IP policy creations that deliver to one destination\n  tunnelctl event-sub list --event-type ip_policy_created.v0 \\\n      --destination-id ed_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "ls")]
    List(SubListArgs),
    /// Change an event subscription; fields that are not given stay as they are
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub update esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"audit, all policies\"\n  # replaces the list of destinations\n  tunnelctl event-sub update esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --destination-id ed_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --destination-id ed_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    Update(UpdateArgs),
    /// Delete event subscriptions
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub delete esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl --yes event-sub delete esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe esb_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
    /// Manage the event types (sources) of a subscription one by one
    #[command(subcommand)]
    Source(SourceCommand),
    /// List the known event types, one per line
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub types\n  tunnelctl event-sub types | grep ^ip_policy"
    )]
    Types,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SourceCommand {
    /// List the event types a subscription triggers on
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub source list esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "ls")]
    List(GetArgs),
    /// Show one source of a subscription
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub source get esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe ip_policy_updated.v0"
    )]
    Get(SourceArgs),
    /// Add event types to a subscription
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub source add esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe ip_policy_updated.v0"
    )]
    Add(SourcesArgs),
    /// Remove event types from a subscription
    #[command(
        after_long_help = "Examples:\n  tunnelctl event-sub source remove esb_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe ip_policy_updated.v0"
    )]
    #[command(visible_alias = "rm")]
    Remove(SourcesArgs),
}

// The fields of create and update.
#[derive(Debug, Args)]
pub struct SubscriptionFields {
    /// Event type that triggers the subscription, with its version, e.g. ip_policy_created.v0
    /// (can be repeated; on update, replaces the subscription's list)
    #[arg(long = "source", value_name = "TYPE")]
    sources: Vec<String>,
    /// Event destination that events are sent to (ed_ ID; can be repeated; on update, replaces the
    /// subscription's list)
    #[arg(long = "destination-id", value_name = "ID")]
    destination_ids: Vec<String>,
    /// Human-readable purpose (at most 255 characters)
    #[arg(long)]
    description: Option<String>,
    /// Machine-readable data of your own (at most 4096 characters)
    #[arg(long)]
    metadata: Option<String>,
    #[command(flatten)]
    from_file: FromFile,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    #[command(flatten)]
    fields: SubscriptionFields,
}

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the event subscription (esb_...), or its name in a manifest
    id: String,
}

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the event subscription (esb_...), or its name in a manifest
    id: String,
    #[command(flatten)]
    fields: SubscriptionFields,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the event subscriptions (esb_...), or their names in a manifest
    #[arg(required = true)]
    ids: Vec<String>,
}

#[derive(Debug, Args)]
pub struct SourceArgs {
    /// ID of the event subscription (esb_...), or its name in a manifest
    id: String,
    /// Event type, e.g. ip_policy_created.v0
    #[arg(value_name = "TYPE")]
    kind: String,
}

#[derive(Debug, Args)]
pub struct SourcesArgs {
    /// ID of the event subscription (esb_...), or its name in a manifest
    id: String,
    /// Event types, e.g. ip_policy_created.v0
    #[arg(value_name = "TYPE", required = true)]
    kinds: Vec<String>,
}

impl TopLevel for EventSubCommand {
    const NAME: &'static str = "event-sub";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about(
            "Manage event subscriptions: which event types are sent to which event destinations",
        )
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Source(_) => Formats::NoId("event-sub source"),
            Self::Get(_) => Formats::Manifest,
            Self::Create(_) | Self::List(_) | Self::Update(_) | Self::Delete(_) | Self::Types => {
                Formats::All
            }
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        use SourceCommand as S;
        match self {
            Self::Delete(_) | Self::Source(S::Remove(_)) => Some(NOTHING),
            Self::Types => Some("it prints event type names, one per line"),
            Self::Create(_)
            | Self::Get(_)
            | Self::List(_)
            | Self::Update(_)
            | Self::Source(S::List(_) | S::Get(_) | S::Add(_)) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

#[derive(Debug, Args)]
pub struct SubListArgs {
    #[command(flatten)]
    list: ListArgs,
    /// Only subscriptions with this event type among their sources (every filter is applied
    /// client-side, as the API has none; pages are read until --limit subscriptions match)
    #[arg(long, value_name = "TYPE")]
    event_type: Option<String>,
    /// Only subscriptions that deliver to this event destination (ed_...)
    #[arg(long, value_name = "ID")]
    destination_id: Option<String>,
}

fn list(ctx: &Context, args: SubListArgs) -> Result<(), CliError> {
    let has = |list: &Value, field: &str, wanted: &Option<String>| {
        wanted.as_deref().is_none_or(|wanted| {
            let items = list.as_array().into_iter().flatten();
            items.map(|item| &item[field]).any(|value| value == wanted)
        })
    };
    let mut keep = |sub: &Value| {
        has(&sub["sources"], "type", &args.event_type)
            && has(&sub["destinations"], "id", &args.destination_id)
    };
    let filtered = args.event_type.is_some() || args.destination_id.is_some();
    let keep = filtered.then_some(&mut keep as &mut dyn FnMut(&Value) -> bool);
    let path = Route::Collection(&kind::EVENT_SUBSCRIPTION).path();
    ctx.print_list_where(&path, &VIEW, &args.list, keep, Ok)
}

pub fn run(ctx: &Context, cmd: EventSubCommand) -> Result<(), CliError> {
    match cmd {
        EventSubCommand::Create(args) => {
            let body = args.fields.into_body(Verb::Create)?;
            ctx.print(
                &body.send(
                    ctx,
                    Method::Post,
                    &Route::Collection(&kind::EVENT_SUBSCRIPTION).path(),
                )?,
                &VIEW,
            )
        }
        EventSubCommand::Get(args) => ctx.print(
            &ctx.get(&Route::Item(&kind::EVENT_SUBSCRIPTION, &args.id).path())?,
            &VIEW,
        ),
        EventSubCommand::List(args) => list(ctx, args),
        EventSubCommand::Update(args) => {
            let body = args.fields.into_body(Verb::Update)?;
            let path = Route::Item(&kind::EVENT_SUBSCRIPTION, &args.id).path();
            ctx.print(&body.send_patch(ctx, &path, "event-sub update")?, &VIEW)
        }
        EventSubCommand::Delete(args) => delete(ctx, args),
        EventSubCommand::Source(cmd) => source(ctx, cmd),
        EventSubCommand::Types => {
            let text: String = crate::service::event_sub::EVENT_TYPES
                .iter()
                .map(|t| format!("{t}\n"))
                .collect();
            Ok(crate::output::stdout().words(&text)?)
        }
    }
    .map_err(|err| {
        // An unknown event type: the closest one is in the message; where to see them all here.
        match err
            .body
            .as_ref()
            .and_then(|b| b.pointer("/details/known_types"))
        {
            Some(_) => err.with_hint("list the known event types with: tunnelctl event-sub types"),
            None => err,
        }
    })
}

fn delete(ctx: &Context, args: DeleteArgs) -> Result<(), CliError> {
    ctx.delete_each(&args.ids, "event subscription", |id| {
        Route::Item(&kind::EVENT_SUBSCRIPTION, id).path()
    })
}

fn source(ctx: &Context, cmd: SourceCommand) -> Result<(), CliError> {
    match cmd {
        SourceCommand::List(args) => {
            let list = ctx.get(&Route::EventSources(&args.id).path())?;
            ctx.print(&list, &SOURCE_VIEW)
        }
        SourceCommand::Get(args) => {
            let path = Route::EventSource(&args.id, &args.kind).path();
            ctx.print(&ctx.get(&path)?, &SOURCE_VIEW)
        }
        SourceCommand::Add(args) => {
            let path = Route::EventSources(&args.id).path();
            let requests: Vec<ApiRequest> = args
                .kinds
                .iter()
                .map(|kind| ApiRequest::with_json(Method::Post, &path, &json!({ "type": kind })))
                .collect();
            ctx.send_all(&requests)?;
            for kind in &args.kinds {
                ctx.changed(&format!(
                    "added source {kind} to event subscription {}",
                    args.id
                ));
            }
            ctx.print(&ctx.get(&path)?, &SOURCE_VIEW)
        }
        SourceCommand::Remove(args) => {
            let requests: Vec<ApiRequest> = args
                .kinds
                .iter()
                .map(|kind| ApiRequest::delete(Route::EventSource(&args.id, kind).path()))
                .collect();
            ctx.send_all(&requests)?;
            for kind in &args.kinds {
                ctx.changed(&format!(
                    "removed source {kind} from event subscription {}",
                    args.id
                ));
            }
            Ok(())
        }
    }
}

impl SubscriptionFields {
    fn into_body(self, verb: Verb) -> Result<Body, CliError> {
        let mut body = self.from_file.body(&kind::EVENT_SUBSCRIPTION, verb)?;
        body.set("--description", "description", self.description);
        body.set("--metadata", "metadata", self.metadata);
        let sources: Vec<Value> = self
            .sources
            .iter()
            .map(|kind| json!({ "type": kind }))
            .collect();
        body.set_list("--source", "sources", &sources);
        if !sources.is_empty() {
            body.name("sources.type", "--source");
        }
        body.set_list("--destination-id", "destination_ids", &self.destination_ids);
        Ok(body)
    }
}
