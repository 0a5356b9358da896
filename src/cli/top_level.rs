//! What a top-level command is: each one's module answers [`TopLevel`] (its name, its definition,
//! the formats it can print, what it prints instead of JSON, how it runs), and the list in
//! `cli/mod.rs` is all there is to register one. A question without an answer does not compile.

use std::fmt;

use clap::{ArgMatches, Args, FromArgMatches, Subcommand};

use super::{CliError, Context};
use crate::output::Format;

/// A top-level command, answered by its own module (as jj's `commands/<name>.rs`).
pub trait TopLevel: FromArgMatches + fmt::Debug + 'static {
    /// Its name on the command line.
    const NAME: &'static str;

    /// Defines it on `clap::Command::new(NAME)`: what help says of it, and its subcommands
    /// ([`group`]) or its arguments ([`arguments`]).
    fn define(command: clap::Command) -> clap::Command;

    /// The output formats it can print.
    fn formats(&self) -> Formats;

    /// What it prints instead of a JSON result, where it prints none: `--jq` would have nothing
    /// to filter (and would silently print nothing).
    fn text_output(&self) -> Option<&'static str>;

    fn run(self, ctx: &Context) -> Result<(), CliError>;
}

/// A command with subcommands, as `#[command(subcommand)]` defines it.
pub fn group<T: Subcommand>(command: clap::Command) -> clap::Command {
    T::augment_subcommands(
        command
            .subcommand_required(true)
            .arg_required_else_help(true),
    )
}

/// A command with arguments, as deriving defines it: the arguments only when it is built (when it
/// runs, or for its help, completions and man page), so a one-shot command builds its own only.
/// Its `Args` struct then takes `//` comments, not doc comments, which would replace the about
/// that `define` gives it (as they would on every enum's `defer = true` subcommands).
pub fn arguments<T: Args>(command: clap::Command) -> clap::Command {
    command.defer(T::augment_args)
}

/// The output formats a command can print. Where it cannot print them all, the refusal names
/// `command`: the group or the command that the answer holds for.
#[derive(Debug, Clone, Copy)]
pub enum Formats {
    /// Every one but `-o manifest`: its results have IDs.
    All,
    /// Every one: it gets one resource of a kind `apply` manages.
    Manifest,
    /// Every one but `-o id`: its results have no ID.
    NoId(&'static str),
    /// Table and JSON: it writes one JSON document (and no ID).
    JsonDocument(&'static str),
}

/// A top-level command of the list, as the functions of its [`TopLevel`] answers.
pub struct Entry {
    pub name: &'static str,
    define: fn(clap::Command) -> clap::Command,
    parse: fn(&ArgMatches) -> Result<Command, clap::Error>,
}

impl Entry {
    pub const fn of<T: TopLevel>() -> Self {
        Entry {
            name: T::NAME,
            define: T::define,
            parse: parse::<T>,
        }
    }

    /// Its definition, named.
    pub fn command(&self) -> clap::Command {
        (self.define)(clap::Command::new(self.name))
    }
}

fn parse<T: TopLevel>(matches: &ArgMatches) -> Result<Command, clap::Error> {
    Ok(Command(Box::new(T::from_arg_matches(matches)?)))
}

/// The command a line names, parsed by its own module.
#[derive(Debug)]
pub struct Command(Box<dyn Parsed>);

/// [`TopLevel`] as an object: whichever command a line names.
trait Parsed: fmt::Debug {
    fn formats(&self) -> Formats;
    fn text_output(&self) -> Option<&'static str>;
    fn run(self: Box<Self>, ctx: &Context) -> Result<(), CliError>;
}

impl<T: TopLevel> Parsed for T {
    fn formats(&self) -> Formats {
        TopLevel::formats(self)
    }
    fn text_output(&self) -> Option<&'static str> {
        TopLevel::text_output(self)
    }
    fn run(self: Box<Self>, ctx: &Context) -> Result<(), CliError> {
        TopLevel::run(*self, ctx)
    }
}

impl FromArgMatches for Command {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        use clap::error::ErrorKind;
        let Some((name, sub)) = matches.subcommand() else {
            return Err(clap::Error::raw(
                ErrorKind::MissingSubcommand,
                "A subcommand is required but one was not provided.",
            ));
        };
        match super::COMMANDS.iter().find(|entry| entry.name == name) {
            Some(entry) => (entry.parse)(sub),
            None => Err(clap::Error::raw(
                ErrorKind::InvalidSubcommand,
                format!("The subcommand '{name}' wasn't recognized"),
            )),
        }
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for Command {
    fn augment_subcommands(command: clap::Command) -> clap::Command {
        super::COMMANDS.iter().fold(command, |command, entry| {
            command.subcommand(entry.command())
        })
    }

    fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        super::COMMANDS.iter().any(|entry| entry.name == name)
    }
}

impl Command {
    pub fn run(self, ctx: &Context) -> Result<(), CliError> {
        self.0.run(ctx)
    }

    /// A usage error (exit 2) when the command cannot print `format`, naming the formats it can:
    /// checked before anything is sent, as it would otherwise print nothing (or something else)
    /// after the change was made.
    pub fn check_format(&self, format: Format) -> Result<(), CliError> {
        use Format::{Id, Json, Table, Yaml};
        let (command, formats): (_, &[Format]) = match self.0.formats() {
            Formats::Manifest => return Ok(()),
            Formats::All if format != Format::Manifest => return Ok(()),
            Formats::All => ("", &[Table, Json, Yaml, Id]),
            Formats::NoId(command) => (command, &[Table, Json, Yaml]),
            Formats::JsonDocument(command) => (command, &[Table, Json]),
        };
        // A command that prints a table prints the wide one too.
        if formats.contains(&format) || (format == Format::Wide && formats.contains(&Format::Table))
        {
            return Ok(());
        }
        let can: Vec<String> = formats.iter().map(|f| f.name()).collect();
        let why = match format {
            Format::Id => "its results have no ID",
            Format::Manifest => {
                return Err(CliError::usage(
                    "-o manifest prints one resource of a kind apply manages: give it to the \
                     `get` of tcp-edge, event-sub, ssh-ca, tls-termination, route saml or route \
                     compression",
                )
                .with_hint("`tunnelctl manifest` prints every resource apply manages"))
            }
            _ => "it writes one JSON document",
        };
        Err(CliError::usage(format!(
            "`tunnelctl {command}` cannot print -o {}: {why}",
            format.name()
        ))
        .with_hint(format!("use -o {}", can.join(", -o "))))
    }

    /// Under `--jq`, a usage error (exit 2) when the command prints no JSON, before anything is
    /// sent: like `-o id` where there is no ID (see [`check_format`](Self::check_format)).
    pub fn check_json(&self, matches: &ArgMatches) -> Result<(), CliError> {
        let Some(why) = self.0.text_output() else {
            return Ok(());
        };
        let mut names = Vec::new();
        let mut m = matches;
        while let Some((name, sub)) = m.subcommand() {
            names.push(name);
            m = sub;
        }
        Err(CliError::usage(format!(
            "--jq has nothing to filter: `tunnelctl {}` prints no JSON; {why}",
            names.join(" ")
        ))
        .with_hint("drop --jq"))
    }
}

/// What a command that prints nothing on stdout answers to [`TopLevel::text_output`].
pub const NOTHING: &str = "it prints nothing on stdout (what it did goes to stderr)";
