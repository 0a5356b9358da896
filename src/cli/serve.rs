//! `tunnelctl serve`: the embedded store behind the API over HTTP, for SDKs, other tools and teams.

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;
use ssh_key::rand_core::{OsRng, RngCore};

use super::{CliError, Context};
use crate::router::Router;
use crate::server;

pub const KEY_ENV: &str = "TUNNELCTL_SERVE_API_KEY";

#[derive(Debug, Args)]
#[command(after_long_help = "\
When ready, serve prints exactly one line on stdout: its base URL. Everything else goes to stderr.
It stops on SIGINT or SIGTERM after finishing the requests in flight; every change it confirmed is
already on disk.")]
pub struct ServeArgs {
    /// Address to listen on; port 0 picks a free port
    #[arg(long, value_name = "ADDR", default_value = crate::DEFAULT_LISTEN)]
    listen: SocketAddr,
    /// Public base URL for the `uri` fields of responses [default: http://<listen address>]
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
    /// File of accepted API keys, one per line (blank lines and # comments are ignored)
    /// [default: $TUNNELCTL_SERVE_API_KEY, else a key generated for this run and printed on stderr]
    #[arg(long, value_name = "FILE")]
    api_key_file: Option<PathBuf>,
}

pub fn run(ctx: &Context, args: ServeArgs) -> Result<(), CliError> {
    if ctx.is_remote() {
        return Err(CliError::usage(
            "serve serves the embedded store; it cannot be combined with --api-url",
        ));
    }
    let keys = api_keys(&args)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| {
            CliError::new(
                super::exit::FAILURE,
                format!("cannot start the server runtime: {e}"),
            )
        })?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .map_err(|e| {
                CliError::new(
                    super::exit::UNAVAILABLE,
                    format!("cannot listen on {}: {e}", args.listen),
                )
            })?;
        let address = listener.local_addr()?;
        let base_url = args
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{address}"));
        let base_url = base_url.trim_end_matches('/').to_string();
        let service = ctx.open_service(&base_url)?;
        // Lets a CLI that finds the store busy tell its user to pass --api-url instead.
        service.store.announce_server(&base_url)?;
        ctx.status(&format!(
            "serving {} at {base_url} (listening on {address})",
            service.store.path().display()
        ));
        let app = server::app(Router::new(service), &keys);
        println!("{base_url}");
        std::io::stdout().flush()?;
        axum::serve(listener, app)
            .with_graceful_shutdown(server::shutdown_signal())
            .await
            .map_err(|e| CliError::new(super::exit::FAILURE, format!("the server failed: {e}")))?;
        ctx.status("stopped");
        Ok(())
    })
}

fn api_keys(args: &ServeArgs) -> Result<Vec<String>, CliError> {
    if let Some(path) = &args.api_key_file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::usage(format!("cannot read {}: {e}", path.display())))?;
        let keys: Vec<String> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        if keys.is_empty() {
            return Err(CliError::usage(format!(
                "{} holds no API key (one per line)",
                path.display()
            )));
        }
        return Ok(keys);
    }
    if let Some(key) = std::env::var(KEY_ENV).ok().filter(|k| !k.trim().is_empty()) {
        return Ok(vec![key.trim().to_string()]);
    }
    let mut bytes = [0u8; 24];
    OsRng.fill_bytes(&mut bytes);
    let key: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    // Shown even with --quiet: without it nobody could use the server.
    eprintln!("serve: no API key given (--api-key-file or {KEY_ENV}); clients can use this one for this run:\n{key}");
    Ok(vec![key])
}
