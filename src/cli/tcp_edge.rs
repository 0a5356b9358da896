//! `tunnelctl tcp-edge …`: TCP edges (spec §4.1).

use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};
use serde_json::{json, Value};

use super::body::{self, Body, FromFile};
use super::list_filter;
use super::{group, CliError, Context, Formats, ListArgs, TopLevel, NOTHING};
use crate::api::route::{Route, Segment, TcpEdgeModule};
use crate::api::{ApiRequest, Method};
use crate::kind::{self, Verb};
use crate::output::{self, View};

pub const VIEW: View = View {
    list_key: kind::TCP_EDGE.list_key,
    noun: kind::TCP_EDGE.plural,
    columns: &[
        ("ID", "/id"),
        ("HOSTPORTS", "/hostports"),
        ("BACKEND", "/backend/backend/id"),
        ("DESCRIPTION", "/description"),
        ("CREATED", "/created_at"),
    ],
    wide: &[
        ("IP POLICIES", "/ip_restriction/ip_policies/*/id"),
        ("METADATA", "/metadata"),
    ],
    rank: &["ID", "HOSTPORTS", "DESCRIPTION", "AGE", "BACKEND"],
};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum TcpEdgeCommand {
    /// Create a TCP edge
    #[command(
        after_long_help = "Examples:\n  tunnelctl tcp-edge create --description ssh --hostport 1.tcp.ngrok.io:20001\n  tunnelctl tcp-edge create --hostport 1.tcp.ngrok.io:20001 \\\n      --backend-id bkdtg_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --ip-policy-id ipp_2fxZ0aR7kPq3LmN8vBcX1sYtWu4 --policy-file policy.yaml\n  tunnelctl tcp-edge create --from-file edge.yaml --description \"from a file, flags win\""
    )]
    Create(CreateArgs),
    /// Show one TCP edge
    #[command(
        after_long_help = "Examples:\n  tunnelctl tcp-edge get edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  # by the name a manifest gave it\n  tunnelctl tcp-edge get bastion\n  tunnelctl tcp-edge get edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o json"
    )]
    Get(GetArgs),
    /// List TCP edges, newest first
    #[command(
        after_long_help = "Examples:\n  tunnelctl tcp-edge list\n  tunnelctl tcp-edge list --limit 20 -o yaml\n  # edges whose description mentions ssh, on port 20001, of team web\n  tunnelctl tcp-edge list --description ssh --hostport :20001 --metadata team=web\n  # only the IDs, through a jq expression\n  tunnelctl tcp-edge list --jq '.tcp_edges[].id'\n  # the page after the last item seen\n  tunnelctl tcp-edge list --limit 20 --before-id edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "ls")]
    List(EdgeListArgs),
    /// Change a TCP edge; fields and modules that are not given stay as they are
    #[command(
        after_long_help = "Examples:\n  tunnelctl tcp-edge update edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --description \"ssh, office\"\n  tunnelctl tcp-edge update edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --backend-enabled false\n  tunnelctl tcp-edge update edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --remove ip-restriction --remove policy"
    )]
    Update(UpdateArgs),
    /// Delete TCP edges
    #[command(
        after_long_help = "Examples:\n  tunnelctl tcp-edge delete edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe edgtcp_2fxZ0aR7kPq3LmN8vBcX1sYtWu4\n  tunnelctl --yes tcp-edge delete edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(DeleteArgs),
}

// The fields of create and update. A module given here replaces the edge's module whole.
#[derive(Debug, Args)]
pub struct EdgeFields {
    /// Human-readable purpose (at most 255 bytes)
    #[arg(long)]
    description: Option<String>,
    /// Machine-readable data of your own (at most 4096 bytes)
    #[arg(long)]
    metadata: Option<String>,
    /// Hostport served by the edge, as HOST:PORT (can be repeated; replaces the edge's list)
    #[arg(long = "hostport", value_name = "HOST:PORT")]
    hostports: Vec<String>,
    /// Backend module: the backend that serves the edge (bkdtg_, bkdfo_, bkdhr_, bkdsc_ or bkdwd_ ID)
    #[arg(long, value_name = "ID")]
    backend_id: Option<String>,
    /// Whether the backend module applies to traffic [default: true]
    #[arg(long, value_name = "BOOL")]
    backend_enabled: Option<bool>,
    /// IP restriction module: an IP policy that checks source IPs (ipp_ ID; can be repeated)
    #[arg(long = "ip-policy-id", value_name = "ID")]
    ip_policy_ids: Vec<String>,
    /// Whether the IP restriction module applies to traffic [default: true]
    #[arg(long, value_name = "BOOL")]
    ip_restriction_enabled: Option<bool>,
    /// Traffic policy as a JSON or YAML file ({enabled, inbound: [rules], outbound: [rules]}; - for stdin)
    #[arg(long, value_name = "FILE")]
    policy_file: Option<PathBuf>,
    #[command(flatten)]
    from_file: FromFile,
}

#[derive(Debug, Args)]
pub struct EdgeListArgs {
    #[command(flatten)]
    list: ListArgs,
    /// Only edges whose description contains TEXT, in any case (every filter is applied
    /// client-side, as the API has none; pages are read until --limit edges match)
    #[arg(long, value_name = "TEXT")]
    description: Option<String>,
    /// Only edges with a hostport that contains TEXT: a whole HOST:PORT, a host, or :PORT
    #[arg(long, value_name = "TEXT")]
    hostport: Option<String>,
    /// Only edges whose metadata holds KEY with the value VALUE (metadata written as a JSON
    /// object), or, without `=`, contains TEXT (can be repeated: all must match)
    #[arg(long, value_name = "KEY=VALUE|TEXT")]
    metadata: Vec<String>,
    /// Only the edges of this apply set (`apply --set NAME`)
    #[arg(long = "set", value_name = "NAME")]
    set: Option<String>,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    #[command(flatten)]
    fields: EdgeFields,
}

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the TCP edge (edgtcp_...), or its name in a manifest
    id: String,
    /// Show only this module of the edge (exit code 3 when it is not set)
    #[arg(long, value_enum, value_name = "MODULE")]
    module: Option<EdgeModule>,
}

#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// ID of the TCP edge (edgtcp_...), or its name in a manifest
    id: String,
    #[command(flatten)]
    fields: EdgeFields,
    /// Remove a module from the edge (can be repeated)
    #[arg(long, value_enum, value_name = "MODULE")]
    remove: Vec<EdgeModule>,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the TCP edges (edgtcp_...), or their names in a manifest
    #[arg(required = true)]
    ids: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EdgeModule {
    Backend,
    IpRestriction,
    Policy,
}

impl EdgeModule {
    fn route_module(self) -> TcpEdgeModule {
        match self {
            EdgeModule::Backend => TcpEdgeModule::Backend,
            EdgeModule::IpRestriction => TcpEdgeModule::IpRestriction,
            EdgeModule::Policy => TcpEdgeModule::Policy,
        }
    }

    /// The module's field in an edge (`ip_restriction`).
    fn segment(self) -> &'static str {
        self.route_module().name()
    }
}

impl TopLevel for TcpEdgeCommand {
    const NAME: &'static str = "tcp-edge";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about("Manage TCP edges: public TCP listeners with optional modules")
    }

    fn formats(&self) -> Formats {
        match self {
            TcpEdgeCommand::Get(_) => Formats::Manifest,
            _ => Formats::All,
        }
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

pub fn run(ctx: &Context, cmd: TcpEdgeCommand) -> Result<(), CliError> {
    match cmd {
        TcpEdgeCommand::Create(args) => create(ctx, args),
        TcpEdgeCommand::Get(args) => get(ctx, args),
        TcpEdgeCommand::List(args) => list(ctx, args),
        TcpEdgeCommand::Update(args) => update(ctx, args),
        TcpEdgeCommand::Delete(args) => delete(ctx, args),
    }
}

fn list(ctx: &Context, args: EdgeListArgs) -> Result<(), CliError> {
    let description = args.description.map(|d| d.to_lowercase());
    let mut keep = |edge: &Value| {
        let description_ok = description.as_deref().is_none_or(|wanted| {
            let text = edge["description"].as_str().unwrap_or_default();
            text.to_lowercase().contains(wanted)
        });
        let hostport_ok = args.hostport.as_deref().is_none_or(|wanted| {
            let hostports = edge["hostports"].as_array().into_iter().flatten();
            hostports
                .filter_map(Value::as_str)
                .any(|h| h.contains(wanted))
        });
        let set_ok = args.set.is_none()
            || super::apply::set_of(edge["metadata"].as_str().unwrap_or("")) == args.set;
        description_ok
            && hostport_ok
            && set_ok
            && list_filter::metadata_matches(edge, &args.metadata)
    };
    let filtered = description.is_some()
        || args.hostport.is_some()
        || !args.metadata.is_empty()
        || args.set.is_some();
    let keep = filtered.then_some(&mut keep as &mut dyn FnMut(&Value) -> bool);
    let path = Route::Collection(&kind::TCP_EDGE).path();
    ctx.print_list_where(&path, &VIEW, &args.list, keep, Ok)
}

fn get(ctx: &Context, args: GetArgs) -> Result<(), CliError> {
    match args.module {
        None => ctx.print(
            &ctx.get(&Route::Item(&kind::TCP_EDGE, &args.id).path())?,
            &VIEW,
        ),
        Some(module) => {
            let path = Route::TcpEdgeModule(&args.id, module.route_module()).path();
            ctx.print(&ctx.get(&path)?, &output::PLAIN)
        }
    }
}

fn create(ctx: &Context, args: CreateArgs) -> Result<(), CliError> {
    let body = args.fields.into_body(Verb::Create, None)?;
    let edge = body.send(
        ctx,
        Method::Post,
        &Route::Collection(&kind::TCP_EDGE).path(),
    )?;
    ctx.print(&edge, &VIEW)
}

fn update(ctx: &Context, args: UpdateArgs) -> Result<(), CliError> {
    let path = Route::Item(&kind::TCP_EDGE, &args.id).path();
    for module in &args.remove {
        let given = match module {
            EdgeModule::Backend => {
                args.fields.backend_id.is_some() || args.fields.backend_enabled.is_some()
            }
            EdgeModule::IpRestriction => {
                !args.fields.ip_policy_ids.is_empty()
                    || args.fields.ip_restriction_enabled.is_some()
            }
            EdgeModule::Policy => args.fields.policy_file.is_some(),
        };
        if given {
            return Err(CliError::usage(format!(
                "--remove {} conflicts with the flags that set that module",
                module.segment().replace('_', "-")
            )));
        }
    }
    // Toggling `enabled` alone keeps the module's current target (PATCH replaces modules whole),
    // and a module to remove must be set: both need the edge as it is, read before any write.
    let toggles = (args.fields.backend_enabled.is_some() && args.fields.backend_id.is_none())
        || (args.fields.ip_restriction_enabled.is_some() && args.fields.ip_policy_ids.is_empty());
    let current = if toggles || !args.remove.is_empty() {
        Some(ctx.get(&path)?)
    } else {
        None
    };
    if let Some(edge) = &current {
        if let Some(unset) = args.remove.iter().find(|m| edge[m.segment()].is_null()) {
            return Err(CliError::not_found(format!(
                "TCP edge {} has no {} module to remove; nothing was changed",
                args.id,
                unset.segment().replace('_', " ")
            )));
        }
    }
    let body = args
        .fields
        .into_body(Verb::Update, current.as_ref().filter(|_| toggles))?;
    let mut requests = Vec::new();
    if !body.is_empty() || args.remove.is_empty() {
        requests.push(body.patch(&path, "tcp-edge update")?);
    }
    for module in &args.remove {
        requests.push(ApiRequest::delete(
            Route::TcpEdgeModule(&args.id, module.route_module()).path(),
        ));
    }
    let answers = ctx.send_all(&requests).map_err(|e| body.naming_flags(e))?;
    if ctx.printed_instead() {
        return Ok(());
    }
    // The PATCH answers with the edge; after a module DELETE (204) it is read again.
    let edge = match answers.last() {
        Some(Some(edge)) => edge.clone(),
        // Read again after a dry run, it would show the edge unchanged: stderr said what each
        // request would do.
        _ if ctx.dry_run() => return Ok(()),
        _ => ctx.get(&path)?,
    };
    ctx.print(&edge, &VIEW)
}

fn delete(ctx: &Context, args: DeleteArgs) -> Result<(), CliError> {
    ctx.delete_each(&args.ids, "TCP edge", |id| {
        Route::Item(&kind::TCP_EDGE, id).path()
    })
}

impl EdgeFields {
    /// Builds the request body. `current` is the edge as stored, used when only `enabled` of a
    /// module is given so that its target is kept.
    fn into_body(self, verb: Verb, current: Option<&Value>) -> Result<Body, CliError> {
        let mut body = self.from_file.body(&kind::TCP_EDGE, verb)?;
        body.set("--description", "description", self.description);
        body.set("--metadata", "metadata", self.metadata);
        body.set_list("--hostport", "hostports", &self.hostports);
        if let Some(path) = &self.policy_file {
            body.set(
                "--policy-file",
                "policy",
                Some(body::parse_document(&body::read_input(path)?, path)?),
            );
        }

        let current_backend = current
            .and_then(|c| c.pointer("/backend/backend/id"))
            .and_then(Value::as_str)
            .map(str::to_string);
        let backend_id_given = self.backend_id.is_some();
        match (self.backend_id.or(current_backend), self.backend_enabled) {
            (Some(id), enabled) => {
                body.insert(
                    "backend",
                    json!({"enabled": enabled.unwrap_or(true), "backend_id": id}),
                );
                if backend_id_given {
                    body.name("backend.backend_id", "--backend-id");
                }
                if enabled.is_some() {
                    body.name("backend.enabled", "--backend-enabled");
                }
            }
            (None, Some(_)) if current.is_some() => {
                return Err(CliError::usage(
                    "the edge has no backend module; pass --backend-id to add one",
                ))
            }
            (None, Some(_)) => return Err(CliError::usage("--backend-enabled needs --backend-id")),
            (None, None) => {}
        }

        let current_policies: Vec<String> = current
            .and_then(|c| c.pointer("/ip_restriction/ip_policies"))
            .and_then(Value::as_array)
            .map(|refs| {
                refs.iter()
                    .filter_map(|r| r.get("id")?.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        let ip_policy_ids_given = !self.ip_policy_ids.is_empty();
        let ip_policy_ids = if self.ip_policy_ids.is_empty() {
            current_policies
        } else {
            self.ip_policy_ids
        };
        match (ip_policy_ids.is_empty(), self.ip_restriction_enabled) {
            (false, enabled) => {
                body.insert(
                    "ip_restriction",
                    json!({"enabled": enabled.unwrap_or(true), "ip_policy_ids": ip_policy_ids}),
                );
                if ip_policy_ids_given {
                    body.name("ip_restriction.ip_policy_ids", "--ip-policy-id");
                }
                if enabled.is_some() {
                    body.name("ip_restriction.enabled", "--ip-restriction-enabled");
                }
            }
            (true, Some(_)) if current.is_some() => {
                return Err(CliError::usage(
                    "the edge has no IP restriction module; pass --ip-policy-id to add one",
                ))
            }
            (true, Some(_)) => {
                return Err(CliError::usage(
                    "--ip-restriction-enabled needs --ip-policy-id",
                ))
            }
            (true, None) => {}
        }
        Ok(body)
    }
}
