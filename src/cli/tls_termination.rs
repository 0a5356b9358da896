//! `tunnelctl tls-termination …`: the TLS termination module of a TLS edge (spec §4.5).

use clap::builder::PossibleValuesParser;
use clap::{Args, Subcommand};

use super::body::FromFile;
use super::{group, CliError, Context, Formats, TopLevel, NOTHING};
use crate::api::route::Route;
use crate::api::Method;
use crate::kind::{self, Verb};
use crate::output::{self, View};
use crate::service::tls_termination::{MIN_VERSIONS, TERMINATE_AT};

const VIEW: View = output::PLAIN;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum TlsTerminationCommand {
    /// Show a TLS edge's TLS termination module
    #[command(
        after_long_help = "Examples:\n  tunnelctl tls-termination get edgtls_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe\n  tunnelctl tls-termination get edgtls_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o yaml"
    )]
    Get(EdgeArgs),
    /// Set a TLS edge's TLS termination module; every field that is not given takes its default
    #[command(
        after_long_help = "Examples:\n  tunnelctl tls-termination replace edgtls_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\\n      --terminate-at edge --min-version 1.3\n  tunnelctl tls-termination replace edgtls_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --terminate-at upstream"
    )]
    Replace(ReplaceArgs),
    /// Remove a TLS edge's TLS termination module
    #[command(
        after_long_help = "Examples:\n  tunnelctl tls-termination delete edgtls_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"
    )]
    #[command(visible_alias = "rm")]
    Delete(EdgeArgs),
}

#[derive(Debug, Args)]
pub struct EdgeArgs {
    /// ID of the TLS edge (edgtls_...); TLS edges are not emulated, so any well-formed ID is
    /// accepted and the module is kept under it
    edge_id: String,
}

impl EdgeArgs {
    fn path(&self) -> String {
        Route::Module(&kind::TLS_TERMINATION, &self.edge_id, None).path()
    }
}

#[derive(Debug, Args)]
pub struct ReplaceArgs {
    #[command(flatten)]
    edge: EdgeArgs,
    /// Whether the module applies to traffic [default: true]
    #[arg(long, value_name = "BOOL")]
    enabled: Option<bool>,
    /// Where TLS ends: at the edge, or passed through to the upstream [default: edge]
    #[arg(long, value_name = "WHERE", value_parser = PossibleValuesParser::new(TERMINATE_AT))]
    terminate_at: Option<String>,
    /// Lowest TLS version the edge accepts (only with --terminate-at edge) [default: 1.2]
    #[arg(long, value_name = "VERSION", value_parser = PossibleValuesParser::new(MIN_VERSIONS))]
    min_version: Option<String>,
    #[command(flatten)]
    from_file: FromFile,
}

impl TopLevel for TlsTerminationCommand {
    const NAME: &'static str = "tls-termination";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command)
            .about("Manage the TLS termination module of TLS edges")
            .long_about(
                "Manage the TLS termination module of TLS edges\n\n\
                 TLS edges are not emulated: these commands accept any well-formed edge ID \
                 (edgtls_...) and keep the module under it, so a mistyped ID of the right shape \
                 makes a new module instead of an error.",
            )
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Get(_) => Formats::Manifest,
            _ => Formats::NoId(Self::NAME),
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Delete(_) => Some(NOTHING),
            Self::Get(_) | Self::Replace(_) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: TlsTerminationCommand) -> Result<(), CliError> {
    match cmd {
        TlsTerminationCommand::Get(args) => {
            let module = ctx.get(&args.path())?;
            ctx.print_module(&kind::TLS_TERMINATION, &[&args.edge_id], &module, &VIEW)
        }
        TlsTerminationCommand::Replace(args) => replace(ctx, args),
        TlsTerminationCommand::Delete(args) => ctx.delete(
            &args.path(),
            &format!("the TLS termination module of TLS edge {}", args.edge_id),
        ),
    }
}

fn replace(ctx: &Context, args: ReplaceArgs) -> Result<(), CliError> {
    let mut body = args.from_file.body(&kind::TLS_TERMINATION, Verb::Replace)?;
    body.set("--enabled", "enabled", args.enabled);
    body.set("--terminate-at", "terminate_at", args.terminate_at);
    body.set("--min-version", "min_version", args.min_version);
    let module = body.send(ctx, Method::Put, &args.edge.path())?;
    ctx.print(&module, &VIEW)
}
