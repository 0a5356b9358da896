//! Parsing a command line: clap's parse, first against a tree narrowed to the commands the line
//! names (building the whole tree is most of what a one-shot command's parse costs).

use std::ffi::OsString;

use clap::{Args, FromArgMatches};

use super::{help, Cli, GlobalArgs, COMMANDS, NAME};

/// Parses a command line. Building a level of the tree copies every global option into each of
/// its subcommands (clap's propagation), which is most of what parsing costs a one-shot command;
/// so when the line names a command, it is first parsed against a tree holding only the commands
/// it names. Whatever that parse cannot take (a typo, `--help`, `--version`, a value that names a
/// command) is parsed again against the whole tree (as help shows it: `help::command`), so errors,
/// help and results are exactly clap's.
pub fn parse(args: &[OsString]) -> Result<(Cli, clap::ArgMatches), clap::Error> {
    let root = help::empty_variables_unset(GlobalArgs::augment_args(clap::Command::new(NAME)));
    if let Some(only) = named_path(&root, args) {
        let narrow = root.subcommand(only).subcommand_required(true);
        if let Ok(matches) = narrow.try_get_matches_from(args) {
            if let Ok(cli) = Cli::from_arg_matches(&matches) {
                return Ok((cli, matches));
            }
        }
    }
    let matches = help::command(help::width())
        .try_get_matches_from(args)
        .map_err(|err| naming_the_variable(with_hyphen_value_tip(err, args), args))?;
    Ok((Cli::from_arg_matches(&matches)?, matches))
}

/// clap blames `--output` for a bad value of `TUNNELCTL_OUTPUT`: when the bad value is the
/// option's variable's, and not a word of the line, the error also says it came from there.
fn naming_the_variable(mut err: clap::Error, args: &[OsString]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue};
    let (Some(ContextValue::String(invalid)), Some(ContextValue::String(value))) = (
        err.get(ContextKind::InvalidArg),
        err.get(ContextKind::InvalidValue),
    ) else {
        return err;
    };
    let long = invalid
        .split(' ')
        .next()
        .unwrap_or("")
        .trim_start_matches('-');
    let root = GlobalArgs::augment_args(clap::Command::new(NAME));
    let Some(var) = root
        .get_arguments()
        .find(|a| a.get_long() == Some(long))
        .and_then(|a| a.get_env()?.to_str())
    else {
        return err;
    };
    let on_line = args
        .iter()
        .filter_map(|a| a.to_str())
        .any(|word| word == value || word.split_once('=').is_some_and(|(_, v)| v == value));
    if on_line || std::env::var(var).ok().as_ref() != Some(value) {
        return err;
    }
    let mut tips = match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.clone(),
        _ => Vec::new(),
    };
    tips.push(format!("the value comes from {var}: fix it there, or unset it").into());
    err.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    err
}

/// clap takes a word that starts with `-` and a digit for an option, so `--timeout -5s` failed
/// with only "unexpected argument '-5' found". When the word before it is an option that takes
/// a value, the error now also says how to give that value (its parser then says what it takes).
fn with_hyphen_value_tip(mut err: clap::Error, args: &[OsString]) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    use clap::CommandFactory;
    let Some(ContextValue::String(invalid)) = err.get(ContextKind::InvalidArg) else {
        return err;
    };
    let looks_numeric = invalid
        .strip_prefix('-')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    if err.kind() != ErrorKind::UnknownArgument || !looks_numeric {
        return err;
    }
    // Every word keeps its place (a word that is not UTF-8 as ""), so `at - 1` is the one before.
    let words: Vec<&str> = args.iter().map(|a| a.to_str().unwrap_or("")).collect();
    let Some(at) = words.iter().position(|w| w.starts_with(invalid.as_str())) else {
        return err;
    };
    let Some(option) = at.checked_sub(1).map(|i| words[i]) else {
        return err;
    };
    let Some(long) = option.strip_prefix("--").filter(|l| !l.contains('=')) else {
        return err;
    };
    fn takes_value(command: &clap::Command, long: &str) -> bool {
        command
            .get_arguments()
            .any(|a| a.get_long() == Some(long) && a.get_action().takes_values())
            || command.get_subcommands().any(|c| takes_value(c, long))
    }
    let mut whole = Cli::command();
    whole.build();
    if !takes_value(&whole, long) {
        return err;
    }
    let tip = format!(
        "a value of {option} that starts with '-' goes after '=': {option}={}",
        words[at]
    );
    let mut tips = match err.get(ContextKind::Suggested) {
        Some(ContextValue::StyledStrs(tips)) => tips.clone(),
        _ => Vec::new(),
    };
    tips.push(tip.into());
    err.insert(ContextKind::Suggested, ContextValue::StyledStrs(tips));
    err
}

/// The top-level command that `args` name, holding only the subcommand they name in turn, and so
/// on down while a level only dispatches (no arguments of its own) and its subcommands are
/// defined (clap defines a leaf's only when it builds it).
fn named_path(root: &clap::Command, args: &[OsString]) -> Option<clap::Command> {
    let mut words = command_words(root, args);
    let first = words.next()?;
    let top = COMMANDS.iter().find(|entry| entry.name == first)?.command();
    let mut parents = Vec::new();
    let mut leaf = &top;
    while leaf.get_arguments().next().is_none() {
        let Some(named) = words.next().and_then(|word| leaf.find_subcommand(word)) else {
            break;
        };
        parents.push(leaf.get_name());
        leaf = named;
    }
    if parents.is_empty() {
        return Some(top);
    }
    Some(parents.iter().rev().fold(leaf.clone(), |child, parent| {
        clap::Command::new(parent.to_string())
            .subcommand(child)
            .subcommand_required(true)
    }))
}

/// The words of `args` that name commands: those that are neither options nor the values of
/// `root`'s options, until an option that only a deeper level knows.
fn command_words<'a>(
    root: &'a clap::Command,
    args: &'a [OsString],
) -> impl Iterator<Item = &'a str> + 'a {
    let mut words = args.iter().skip(1);
    std::iter::from_fn(move || loop {
        let word = words.next()?.to_str()?;
        // For an option: whether its value is the next word (not attached, as in `--name=value`,
        // `-ojson`, or `-qojson`).
        let value_follows = if let Some(long) = word.strip_prefix("--") {
            let (name, attached) = long
                .split_once('=')
                .map_or((long, false), |(n, _)| (n, true));
            root.get_arguments()
                .find(|a| a.get_long() == Some(name))
                .map(|a| !attached && a.get_action().takes_values())
        } else if let Some(shorts) = word.strip_prefix('-').filter(|s| !s.is_empty()) {
            short_value_follows(root, shorts)
        } else {
            return Some(word);
        };
        if value_follows? {
            words.next();
        }
    })
}

/// Whether the value of a cluster of short options (`q`, `qy`, `qo`, `qojson`) is the next word:
/// the first that takes a value takes the rest of the word, or the next word when it is the last;
/// `None` at an option that `root` does not know.
fn short_value_follows(root: &clap::Command, shorts: &str) -> Option<bool> {
    let mut chars = shorts.chars();
    while let Some(short) = chars.next() {
        let arg = root
            .get_arguments()
            .find(|a| a.get_short() == Some(short))?;
        if arg.get_action().takes_values() {
            return Some(chars.as_str().is_empty());
        }
    }
    Some(false)
}

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};

    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};

    use super::*;

    /// The command path that the narrowed tree of `args` holds, down to a level that keeps all
    /// its subcommands (`*`).
    fn narrowed(args: &[OsString]) -> Vec<String> {
        let root = help::empty_variables_unset(GlobalArgs::augment_args(clap::Command::new(NAME)));
        let mut names = Vec::new();
        let mut level = named_path(&root, args);
        while let Some(command) = level {
            let mut children = command.get_subcommands();
            names.push(command.get_name().to_owned());
            level = match (children.next(), children.next()) {
                (Some(only), None) => Some(only.clone()),
                (Some(_), Some(_)) => {
                    names.push("*".into());
                    None
                }
                _ => None,
            };
        }
        names
    }

    /// What the narrow parse is for: a line naming a command path gets a tree holding only that
    /// path, down to the first level that is not a mere dispatcher.
    #[test]
    fn a_named_path_is_narrowed_to_the_commands_it_names() {
        let cases = [
            ("tunnelctl -o json tcp-edge get edgtcp_1", "tcp-edge get"),
            (
                "tunnelctl --store=/tmp/s tcp-edge --profile p list",
                "tcp-edge list",
            ),
            (
                "tunnelctl event-sub -q source list esb_1",
                "event-sub source list",
            ),
            ("tunnelctl route saml get edghtsrt_1", "route saml get"),
            ("tunnelctl tcp-edge --bogus get edgtcp_1", "tcp-edge *"),
            ("tunnelctl tcp-edge help get", "tcp-edge *"),
            ("tunnelctl --profile tcp-edge session list", "session list"),
            ("tunnelctl -qo json tcp-edge list", "tcp-edge list"),
            ("tunnelctl -yqojson -qy tcp-edge list", "tcp-edge list"),
            ("tunnelctl --bogus tcp-edge get edgtcp_1", ""),
            ("tunnelctl tcp-edg get", ""),
            ("tunnelctl serve --listen 127.0.0.1:0", "serve"),
            ("tunnelctl version", "version"),
        ];
        for (line, expected) in cases {
            let args: Vec<OsString> = line.split(' ').map(Into::into).collect();
            assert_eq!(narrowed(&args).join(" "), expected, "{line}");
        }
    }

    /// Global options put between command words, in each form clap reads: separate and attached
    /// values, clusters of short flags ending in one that takes a value, values that name commands.
    const OPTIONS: &[&[&str]] = &[
        &["-q"],
        &["--yes"],
        &["--dry-run"],
        &["-o", "json"],
        &["-ojson"],
        &["-o=yaml"],
        &["--output", "yaml"],
        &["--output=json"],
        &["-qo", "json"],
        &["-yqojson"],
        &["-qy"],
        &["--profile", "tcp-edge"],
        &["--profile=list"],
        &["--profile", "get"],
        &["--store", "/tmp/s"],
        &["--api-url=http://127.0.0.1:9"],
        &["--timeout", "5s"],
        &["--retries", "2"],
        &["--color", "never"],
        &["--jq", ".id"],
    ];

    /// Words whose line only the whole tree answers (an error, help, the version).
    const NOISE: &[&[&str]] = &[
        &["--retries", "-1"],
        &["--bogus"],
        &["-Z"],
        &["-qZ"],
        &["-h"],
        &["--version"],
        &["--"],
        &["-"],
        &["help"],
    ];

    /// Every command path of the whole tree, from a top-level command down to each command, with
    /// the arguments it requires (a positional as one word, an option with its value).
    fn command_paths(command: &clap::Command, above: &[String], paths: &mut Vec<Vec<Vec<String>>>) {
        for sub in command.get_subcommands().filter(|c| c.get_name() != "help") {
            let mut path = above.to_vec();
            path.push(sub.get_name().to_owned());
            command_paths(sub, &path, paths);
            let mut units: Vec<Vec<String>> = path.iter().map(|w| vec![w.clone()]).collect();
            for arg in sub.get_arguments().filter(|a| a.is_required_set()) {
                let value = arg
                    .get_possible_values()
                    .first()
                    .map_or("x".into(), |v| v.get_name().to_owned());
                units.push(match arg.get_long() {
                    Some(long) => vec![format!("--{long}"), value],
                    None => vec![value],
                });
            }
            paths.push(units);
        }
    }

    /// The hand-made reading of command words is held to clap's on generated lines: where the
    /// whole tree parses a line, the narrowed tree is the path clap took (the reading found every
    /// command word and took no option's value for one), and the narrow parse answers exactly
    /// what the whole tree does, on every line.
    #[test]
    fn the_command_words_are_the_path_clap_parses() {
        let whole = RefCell::new(help::command(help::width()));
        let mut paths = Vec::new();
        command_paths(&whole.borrow(), &[], &mut paths);
        let options = prop_oneof![
            6 => prop::sample::select(OPTIONS),
            1 => prop::sample::select(NOISE),
        ];
        let lines = (
            prop::sample::select(paths),
            prop::collection::vec((options, any::<prop::sample::Index>()), 0..4),
        )
            .prop_map(|(mut units, options)| {
                for (option, at) in options {
                    let at = at.index(units.len() + 1);
                    units.insert(at, option.iter().map(|w| w.to_string()).collect());
                }
                let words = units.into_iter().flatten();
                std::iter::once(NAME.to_owned())
                    .chain(words)
                    .collect::<Vec<_>>()
            });
        let parsed = Cell::new(0);
        let mut runner = TestRunner::new(Config {
            cases: 200,
            failure_persistence: None,
            ..Config::default()
        });
        let outcome = runner.run(&lines, |words| {
            let args: Vec<OsString> = words.iter().map(Into::into).collect();
            let full = whole.borrow_mut().try_get_matches_from_mut(&args);
            if let Ok(matches) = &full {
                let mut path = Vec::new();
                let mut level = matches;
                while let Some((name, sub)) = level.subcommand() {
                    path.push(name.to_owned());
                    level = sub;
                }
                prop_assert_eq!(narrowed(&args), path, "{:?}", words);
                parsed.set(parsed.get() + 1);
            }
            let full = full.and_then(|m| Cli::from_arg_matches(&m));
            match (parse(&args), full) {
                (Ok((narrow, _)), Ok(full)) => {
                    prop_assert_eq!(format!("{narrow:?}"), format!("{full:?}"), "{:?}", words)
                }
                (Err(narrow), Err(full)) => {
                    prop_assert_eq!(narrow.kind(), full.kind(), "{:?}", words);
                    prop_assert_eq!(narrow.to_string(), full.to_string(), "{:?}", words);
                }
                (narrow, full) => prop_assert!(
                    false,
                    "{:?}: {:?} but {:?}",
                    words,
                    narrow.err(),
                    full.err()
                ),
            }
            Ok(())
        });
        outcome.unwrap();
        assert!(parsed.get() > 100, "only {} lines parsed", parsed.get());
    }
}
