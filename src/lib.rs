//! tunnelctl: a command-line tool for the tunnel management API, with an embedded store.
//!
//! Layers, outermost first: `cli` (clap, rendering) → `transport` (local or remote) → `router`
//! (the only place that knows paths) → `service` (all API rules) → `store` (sled).

pub mod api;
pub mod cli;
pub mod clock;
pub mod id;
pub mod output;
pub mod router;
pub mod server;
pub mod service;
pub mod store;
pub mod transport;

use std::ffi::OsString;

use clap::Parser;

use cli::{exit, Cli, CliError};
use output::Format;

/// Where `tunnelctl serve` listens by default; local-mode `uri` fields use the same base URL, so a
/// store shows the same URIs whether it is used directly or served.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:4848";

/// Runs one command line and returns its exit code. Re-entrant: tests may call it repeatedly.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            return err.exit_code();
        }
    };
    let format = cli.global.output;
    match cli.run() {
        Ok(()) => exit::SUCCESS,
        Err(err) => {
            report(&err, format);
            err.exit
        }
    }
}

/// Prints an error on stderr: `error: …` and a hint; under `-o json|yaml` the error body as well.
fn report(err: &CliError, format: Format) {
    eprintln!("error: {}", err.message);
    if let Some(hint) = &err.hint {
        eprintln!("hint: {hint}");
    }
    if let (Some(body), Format::Json | Format::Yaml) = (&err.body, format) {
        eprint!("{}", output::render(format, body, &output::PLAIN));
    }
}
