//! `tunnelctl store set|get|unset SETTING`: the settings kept in the store itself, which every
//! tunnelctl and serve using the store reads.

use clap::Args;

use super::{api_error, refuse_remote, service};
use crate::api::actor::Actor;
use crate::cli::{CliError, Context};
use crate::output::PLAIN;
use crate::service::public_url;
use crate::store::Scope;

/// The settings kept in the store.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Setting {
    /// The public base URL of `uri` fields and SAML URLs
    PublicUrl,
}

#[derive(Debug, Args)]
pub struct SettingArgs {
    #[arg(value_enum)]
    pub(super) setting: Setting,
}

#[derive(Debug, Args)]
#[command(after_help = "\
public-url: the base URL of every `uri` field and of the SAML SP entity ID, ACS and metadata URLs,
for every `serve` replica of the store and for local commands (`serve --public-url` overrides it
for that server). An http:// or https:// URL with a host, and optionally a port and a path; no
query, fragment, user name or password. A running serve uses a new value within 2 s.
Exit codes: 0 set (or, with --dry-run, valid); 1 the value is refused (nothing is stored); 2 used
with --api-url; 6 the store is busy.

Examples:
  tunnelctl store set public-url https://tunnels.example.com
  tunnelctl store set public-url https://tunnels.example.com/api --dry-run")]
pub struct SetArgs {
    #[arg(value_enum)]
    pub(super) setting: Setting,
    /// The new value
    pub(super) value: String,
}

/// `store set` (`Some(value)`) and `store unset` (`None`).
pub(super) fn set(ctx: &Context, setting: Setting, value: Option<&str>) -> Result<(), CliError> {
    refuse_remote(ctx, "set")?;
    let Setting::PublicUrl = setting;
    let service = ctx.local_service()?;
    let set = |scope: &Scope| {
        service
            .in_scope(scope, Actor::local())
            .set_public_url(value)
    };
    let stored = match ctx.dry_run() {
        true => Scope::rolled_back(ctx.scope(), set),
        false => set(ctx.scope()),
    }
    .map_err(|e| api_error(e, service.store_location()))?;
    ctx.print(&serde_json::json!({ "public_url": stored }), &PLAIN)?;
    let done = match (ctx.dry_run(), &stored) {
        (true, _) => "dry run: the value is valid; nothing was changed".to_string(),
        (false, Some(url)) => format!(
            "set the public URL of the store at {} to {url}: every serve using the store \
             answers with it within {} s (unless started with --public-url)",
            service.store_location(),
            public_url::PUBLIC_URL_TTL.as_secs()
        ),
        (false, None) => format!(
            "removed the public URL of the store at {}: each serve names its own address \
             (or its --public-url) in `uri`s",
            service.store_location()
        ),
    };
    ctx.status(&done);
    Ok(())
}

pub(super) fn get(ctx: &Context, setting: Setting) -> Result<(), CliError> {
    let Setting::PublicUrl = setting;
    let service = service(ctx, "get")?;
    let stored = service
        .in_scope(ctx.scope(), Actor::local())
        .stored_public_url()
        .map_err(|e| api_error(e, service.store_location()))?;
    ctx.print(&serde_json::json!({ "public_url": stored }), &PLAIN)
}
