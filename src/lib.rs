//! tunnelctl: a command-line tool for the tunnel management API, with an embedded store.
//!
//! Layers, outermost first: `cli` (clap, rendering) → `transport` (local or remote) → `router`
//! (the only place that knows paths) → `service` (all API rules) → `store` (sled).

pub mod api;
pub mod cli;
pub mod clock;
pub mod config;
pub mod document;
pub mod files;
pub mod id;
pub mod kind;
pub mod output;
pub mod redact;
pub mod router;
pub mod server;
pub mod service;
pub mod store;
pub mod transport;
pub mod trust;
pub mod values;

use std::ffi::OsString;

use cli::{exit, CliError};
use output::Format;

/// Runs one command line and returns its exit code. Re-entrant: tests may call it repeatedly.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // A command run once gives memory back as it frees it; `serve` keeps it a moment for reuse.
    output::purge_freed_after(std::time::Duration::ZERO);
    // `--version` alone needs none of the command tree, whose building is most of a bare start;
    // the text is clap's own (see the test `the_short_way_to_the_version_prints_what_clap_does`).
    if let [_, flag] = args.as_slice() {
        if flag == "--version" || flag == "-V" {
            return match output::stdout().words(&version()) {
                Ok(()) => exit::SUCCESS,
                Err(_) => exit::FAILURE,
            };
        }
    }
    // `tunnelctl __complete -- WORDS…`: the completion scripts' hook, outside the CLI definition so
    // that help, man pages and the static scripts do not show it.
    if args.get(1).is_some_and(|a| a == cli::dynamic::COMMAND) {
        return cli::dynamic::run(&args[2..]);
    }
    let (cli, matches) = match cli::parse(&args) {
        Ok(parsed) => parsed,
        Err(err) => {
            print_clap(&err);
            return err.exit_code();
        }
    };
    // `--jq` implies JSON, and an error's body is printed as under `-o json` (not filtered).
    let format = match cli.global.jq {
        Some(_) => Format::Json,
        None => cli.global.output(),
    };
    output::notice::set_color(cli.global.color().for_stderr());
    match cli.run(&matches) {
        Ok(()) => exit::SUCCESS,
        Err(err) => {
            report(&err, format);
            err.exit_code()
        }
    }
}

/// What `tunnelctl --version` prints.
fn version() -> String {
    format!("tunnelctl {}\n", env!("CARGO_PKG_VERSION"))
}

/// Prints what clap has to say. Help and `--version` are our own text, styled by clap; a usage
/// error quotes the command line, which may come from anywhere (a script's variable), so it is
/// written as words, escaped like every other message.
fn print_clap(err: &clap::Error) {
    let _ = match err.use_stderr() {
        true => output::stderr().words(&err.render().to_string()),
        false => err.print(),
    };
}

/// Prints an error on stderr (see [`CliError::render`]).
fn report(err: &CliError, format: Format) {
    let out = output::stderr();
    let _ = out.write(&err.render(format, out));
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use cli::Cli;

    #[test]
    fn the_short_way_to_the_version_prints_what_clap_does() {
        assert_eq!(version(), Cli::command().render_version());
    }
}
