//! `tunnelctl route saml|compression …`: modules of HTTPS edge routes (spec §4.4).

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::body::{self, FromFile};
use super::{group, CliError, Context, Formats, TopLevel, NOTHING};
use crate::api::route::Route;
use crate::api::Method;
use crate::kind::{self, Kind, Verb};
use crate::output::{self, View};
use crate::service::saml::SpMetadata;
use serde_json::Value;

/// Modules are single objects: shown as field/value rows.
const VIEW: View = output::PLAIN;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum RouteCommand {
    /// Manage the SAML module of a route: users sign in at your identity provider (IdP)
    #[command(subcommand)]
    Saml(SamlCommand),
    /// Manage the compression module of a route
    #[command(subcommand)]
    Compression(CompressionCommand),
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SamlCommand {
    /// Show a route's SAML module, or the service provider metadata to give to your IdP
    #[command(
        after_long_help = "Examples:\n  tunnelctl route saml get edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4\n  # the service provider metadata to give the identity provider\n  tunnelctl route saml get edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4 --sp-metadata > sp.xml"
    )]
    Get(SamlGetArgs),
    /// Set a route's SAML module; every field that is not given takes its default
    #[command(
        after_long_help = "Examples:\n  tunnelctl route saml replace edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4 --idp-metadata-file idp.xml \\\n      --authorized-group engineering --inactivity-timeout 1h"
    )]
    Replace(SamlReplaceArgs),
    /// Remove a route's SAML module and its request-signing certificate
    #[command(
        after_long_help = "Examples:\n  tunnelctl route saml delete edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    #[command(visible_alias = "rm")]
    Delete(RouteArgs),
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum CompressionCommand {
    /// Show a route's compression module
    #[command(
        after_long_help = "Examples:\n  tunnelctl route compression get edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    Get(RouteArgs),
    /// Set a route's compression module
    #[command(
        after_long_help = "Examples:\n  tunnelctl route compression replace edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4 --enabled true"
    )]
    Replace(CompressionReplaceArgs),
    /// Remove a route's compression module
    #[command(
        after_long_help = "Examples:\n  tunnelctl route compression delete edghts_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      edghtsrt_2fxZ0aR7kPq3LmN8vBcX1sYtWu4"
    )]
    #[command(visible_alias = "rm")]
    Delete(RouteArgs),
}

// The route whose module is meant.
#[derive(Debug, Args)]
pub struct RouteArgs {
    /// ID of the HTTPS edge (edghts_...); HTTPS edges are not emulated, so any well-formed ID is
    /// accepted and a module is kept under it
    edge_id: String,
    /// ID of the route on that edge (edghtsrt_...); any well-formed ID, as for the edge
    route_id: String,
}

impl RouteArgs {
    fn path(&self, module: &'static Kind) -> String {
        Route::Module(module, &self.edge_id, Some(&self.route_id)).path()
    }

    /// Prints the route's `module` as its get answers it (`-o manifest`: its document).
    fn print(&self, ctx: &Context, module: &'static Kind, value: &Value) -> Result<(), CliError> {
        ctx.print_module(module, &[&self.edge_id, &self.route_id], value, &VIEW)
    }
}

#[derive(Debug, Args)]
pub struct SamlGetArgs {
    #[command(flatten)]
    route: RouteArgs,
    /// Print the service provider's SAML metadata (XML with the entity ID, ACS and SLO URLs and the
    /// signing certificate) instead of the module
    #[arg(long)]
    pub(super) sp_metadata: bool,
}

#[derive(Debug, Args)]
pub struct SamlReplaceArgs {
    #[command(flatten)]
    route: RouteArgs,
    /// Whether the module applies to traffic [default: true]
    #[arg(long, value_name = "BOOL")]
    enabled: Option<bool>,
    /// Let HTTP OPTIONS requests through without authentication, as CORS preflights need
    /// [default: false]
    #[arg(long, value_name = "BOOL")]
    options_passthrough: Option<bool>,
    /// Prefix of the session cookie that caches a user's authentication
    #[arg(long, value_name = "PREFIX")]
    cookie_prefix: Option<String>,
    /// Inactivity after which a user must sign in again, e.g. 30m, 1h30m or 3600s (at most
    /// 4294967295s)
    #[arg(long, value_name = "DURATION", value_parser = super::parse_seconds)]
    inactivity_timeout: Option<u64>,
    /// Time after which a session ends and a user must sign in again, e.g. 12h, 7d or 86400s
    /// (at most 4294967295s)
    #[arg(long, value_name = "DURATION", value_parser = super::parse_seconds)]
    maximum_duration: Option<u64>,
    /// The IdP's SAML metadata: an XML file whose root is an EntityDescriptor (- for stdin)
    #[arg(long, value_name = "FILE")]
    idp_metadata_file: Option<PathBuf>,
    /// Make the IdP ask for credentials on every sign-in, even with a valid IdP session
    /// [default: false]
    #[arg(long, value_name = "BOOL")]
    force_authn: Option<bool>,
    /// Let the IdP start a sign-in on its own (it sets RelayState to the target URL) [default: false]
    #[arg(long, value_name = "BOOL")]
    allow_idp_initiated: Option<bool>,
    /// Only members of this IdP group may pass (can be repeated; none: every signed-in user)
    #[arg(long = "authorized-group", value_name = "NAME")]
    authorized_groups: Vec<String>,
    /// Name identifier format to ask the IdP for
    /// [default: urn:oasis:names:tc:SAML:2.0:nameid-format:persistent]
    #[arg(long, value_name = "URN")]
    nameid_format: Option<String>,
    #[command(flatten)]
    from_file: FromFile,
}

#[derive(Debug, Args)]
pub struct CompressionReplaceArgs {
    #[command(flatten)]
    route: RouteArgs,
    /// Whether the module applies to traffic [default: true]
    #[arg(long, value_name = "BOOL")]
    enabled: Option<bool>,
    #[command(flatten)]
    from_file: FromFile,
}

impl TopLevel for RouteCommand {
    const NAME: &'static str = "route";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command)
            .about("Manage the modules of HTTPS edge routes: SAML sign-in and compression")
            .long_about(
                "Manage the modules of HTTPS edge routes: SAML sign-in and compression\n\n\
                 HTTPS edges and their routes are not emulated: these commands accept any \
                 well-formed edge and route ID (edghts_... and edghtsrt_...) and keep the module \
                 under it, so a mistyped ID of the right shape makes a new module instead of an \
                 error.",
            )
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Saml(SamlCommand::Get(_)) | Self::Compression(CompressionCommand::Get(_)) => {
                Formats::Manifest
            }
            _ => Formats::NoId(Self::NAME),
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        use CompressionCommand as C;
        use SamlCommand as S;
        match self {
            Self::Saml(S::Get(args)) if args.sp_metadata => {
                Some("with --sp-metadata it prints XML (drop --sp-metadata for the JSON)")
            }
            Self::Saml(S::Delete(_)) | Self::Compression(C::Delete(_)) => Some(NOTHING),
            Self::Saml(S::Get(_) | S::Replace(_))
            | Self::Compression(C::Get(_) | C::Replace(_)) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: RouteCommand) -> Result<(), CliError> {
    match cmd {
        RouteCommand::Saml(SamlCommand::Get(args)) => saml_get(ctx, args),
        RouteCommand::Saml(SamlCommand::Replace(args)) => saml_replace(ctx, args),
        RouteCommand::Saml(SamlCommand::Delete(args)) => {
            delete(ctx, &args, &kind::ROUTE_SAML, "SAML")
        }
        RouteCommand::Compression(CompressionCommand::Get(args)) => {
            let module = ctx.get(&args.path(&kind::ROUTE_COMPRESSION))?;
            args.print(ctx, &kind::ROUTE_COMPRESSION, &module)
        }
        RouteCommand::Compression(CompressionCommand::Replace(args)) => {
            compression_replace(ctx, args)
        }
        RouteCommand::Compression(CompressionCommand::Delete(args)) => {
            delete(ctx, &args, &kind::ROUTE_COMPRESSION, "compression")
        }
    }
}

fn saml_get(ctx: &Context, args: SamlGetArgs) -> Result<(), CliError> {
    let module = ctx.get(&args.route.path(&kind::ROUTE_SAML))?;
    if !args.sp_metadata {
        return args.route.print(ctx, &kind::ROUTE_SAML, &module);
    }
    let metadata = SpMetadata::from_module(&module)
        .map_err(|missing| CliError::failure(format!("cannot write the SP metadata: {missing}")))?;
    Ok(output::stdout().data(&metadata.to_xml())?)
}

fn saml_replace(ctx: &Context, args: SamlReplaceArgs) -> Result<(), CliError> {
    let mut body = args.from_file.body(&kind::ROUTE_SAML, Verb::Replace)?;
    body.set("--enabled", "enabled", args.enabled);
    body.set(
        "--options-passthrough",
        "options_passthrough",
        args.options_passthrough,
    );
    body.set("--cookie-prefix", "cookie_prefix", args.cookie_prefix);
    body.set(
        "--inactivity-timeout",
        "inactivity_timeout",
        args.inactivity_timeout,
    );
    body.set(
        "--maximum-duration",
        "maximum_duration",
        args.maximum_duration,
    );
    let idp_metadata = match &args.idp_metadata_file {
        Some(path) => Some(body::read_input(path)?),
        None => None,
    };
    body.set("--idp-metadata-file", "idp_metadata", idp_metadata);
    body.set("--force-authn", "force_authn", args.force_authn);
    body.set(
        "--allow-idp-initiated",
        "allow_idp_initiated",
        args.allow_idp_initiated,
    );
    body.set_list(
        "--authorized-group",
        "authorized_groups",
        &args.authorized_groups,
    );
    body.set("--nameid-format", "nameid_format", args.nameid_format);
    let module = body.send(ctx, Method::Put, &args.route.path(&kind::ROUTE_SAML))?;
    ctx.print(&module, &VIEW)
}

fn compression_replace(ctx: &Context, args: CompressionReplaceArgs) -> Result<(), CliError> {
    let mut body = args
        .from_file
        .body(&kind::ROUTE_COMPRESSION, Verb::Replace)?;
    body.set("--enabled", "enabled", args.enabled);
    let path = args.route.path(&kind::ROUTE_COMPRESSION);
    let module = body.send(ctx, Method::Put, &path)?;
    ctx.print(&module, &VIEW)
}

fn delete(
    ctx: &Context,
    route: &RouteArgs,
    module: &'static Kind,
    name: &str,
) -> Result<(), CliError> {
    ctx.delete(
        &route.path(module),
        &format!("the {name} module of route {}", route.route_id),
    )
}
