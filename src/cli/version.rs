//! `tunnelctl version`: what this build is, and under `--api-url` what the server says it is.

use serde_json::{json, Value};

use super::{CliError, Context, Formats, TopLevel};
use crate::output::PLAIN;

/// This build: version, commit, build date and target.
pub fn this_build() -> Value {
    json!({
        "version": env!("CARGO_PKG_VERSION"),
        "commit": env!("TUNNELCTL_COMMIT"),
        "build_date": env!("TUNNELCTL_BUILD_DATE"),
        "target": env!("TUNNELCTL_TARGET"),
    })
}

/// `tunnelctl version`, which takes no arguments.
#[derive(Debug)]
pub struct Version;

impl clap::FromArgMatches for Version {
    fn from_arg_matches(_: &clap::ArgMatches) -> Result<Self, clap::Error> {
        Ok(Version)
    }

    fn update_from_arg_matches(&mut self, _: &clap::ArgMatches) -> Result<(), clap::Error> {
        Ok(())
    }
}

impl TopLevel for Version {
    const NAME: &'static str = "version";

    fn define(command: clap::Command) -> clap::Command {
        command
            .about("Show the version, commit, build date and target (and under --api-url the server's version)")
            .after_long_help("Examples:\n  tunnelctl version\n  tunnelctl version -o json")
    }

    fn formats(&self) -> Formats {
        Formats::NoId(Self::NAME)
    }

    fn text_output(&self) -> Option<&'static str> {
        None
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx)
    }
}

fn run(ctx: &Context) -> Result<(), CliError> {
    let mut value = this_build();
    if ctx.is_remote() {
        // Any authenticated request carries the header.
        let server = match ctx.send_response(&crate::transport::remote::probe())? {
            Some(response) => response.server_version.map_or(
                json!("unknown (the server does not report its version)"),
                Value::from,
            ),
            None => Value::Null,
        };
        value["server_version"] = server;
    }
    ctx.print(&value, &PLAIN)
}
