//! The examples of a command. They are written once, at the end of the command's long help under an
//! `Examples:` heading (`--help` shows them); the man page takes the same lines into an EXAMPLES
//! section that is not filled or hyphenated.

/// The line that starts the examples in a command's after-help text.
pub const HEADING: &str = "Examples:";

/// Splits a command's after-help text into the text before the examples and the example lines
/// (with their two-space indent removed). Without the heading, all of it is text.
pub fn split(text: &str) -> (&str, Vec<&str>) {
    let start = text
        .lines()
        .position(|line| line == HEADING)
        .map(|index| text.lines().take(index).map(|l| l.len() + 1).sum::<usize>());
    match start {
        None => (text, Vec::new()),
        Some(start) => {
            let lines = text[start..]
                .lines()
                .skip(1)
                .map(|line| line.strip_prefix("  ").unwrap_or(line))
                .collect();
            (text[..start].trim_end(), lines)
        }
    }
}

/// Example lines folded to `width` columns: a longer command is broken at a space outside quotes,
/// before an option where one fits, and ends in ` \` to go on four columns further in; a longer
/// comment goes on as a comment. Terminals and man would otherwise wrap them mid-flag.
pub fn fold(lines: &[&str], width: usize) -> Vec<String> {
    let mut folded = Vec::new();
    let mut continued = false;
    for line in lines {
        let indent = line.len() - line.trim_start().len();
        let comment = line.trim_start().starts_with('#');
        // A line that continues a command already is as far in as its parts go.
        let step = if continued { 0 } else { 4 };
        continued = !comment && line.ends_with('\\');
        let (go_on, end) = match comment {
            true => (format!("{}# ", " ".repeat(indent)), ""),
            false => (" ".repeat(indent + step), " \\"),
        };
        let mut rest = line.to_string();
        while rest.chars().count() > width {
            let fits = |at: usize| rest[..at].chars().count() + end.len() <= width;
            let spaces = breaks(&rest, comment);
            let at = spaces
                .iter()
                .rev()
                .find(|&&at| fits(at) && rest[at + 1..].starts_with('-'))
                .or_else(|| spaces.iter().rev().find(|&&at| fits(at)));
            let Some(&at) = at.filter(|&&at| at > go_on.len()) else {
                break;
            };
            folded.push(format!("{}{end}", rest[..at].trim_end()));
            rest = format!("{go_on}{}", rest[at..].trim_start());
        }
        folded.push(rest);
    }
    folded
}

/// Where `line` may be broken: its spaces after the indent, outside quotes and before a comment
/// that ends the command (any, in a comment line).
fn breaks(line: &str, comment: bool) -> Vec<usize> {
    let start = line.len() - line.trim_start().len();
    let mut quote = None;
    let mut spaces: Vec<usize> = Vec::new();
    for (at, c) in line.char_indices().skip(start) {
        match (quote, c) {
            (None, '#') if !comment && line[..at].ends_with(' ') => {
                let end = line[..at].trim_end().len();
                spaces.retain(|&space| space < end);
                break;
            }
            (None, '\'' | '"') if !comment => quote = Some(c),
            (Some(open), _) if c == open => quote = None,
            (None, ' ') => spaces.push(at),
            _ => {}
        }
    }
    spaces
}

/// The tunnelctl invocations of example lines, each as its words: comment lines are skipped, lines
/// ending in `\` continue on the next, a pipe into tunnelctl counts from `tunnelctl`, and the words
/// end at an unquoted `|`, `>` or `<`.
pub fn invocations(lines: &[&str]) -> Vec<Vec<String>> {
    let mut joined = Vec::new();
    let mut current = String::new();
    for line in lines.iter().map(|l| l.trim()) {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        match line.strip_suffix('\\') {
            Some(head) => current.push_str(head),
            None => {
                current.push_str(line);
                joined.push(std::mem::take(&mut current));
            }
        }
    }
    joined
        .iter()
        .filter_map(|line| {
            let start = match line.find("| tunnelctl ") {
                Some(at) => at + 2,
                None if line.starts_with("tunnelctl ") => 0,
                None => return None,
            };
            Some(words(&line[start..]))
        })
        .collect()
}

/// Every command under `cmd` (itself included) as its path (`tunnelctl tcp-edge create`) and its
/// after-help text.
pub fn every(cmd: &clap::Command) -> Vec<(String, String)> {
    fn walk(cmd: &clap::Command, path: String, out: &mut Vec<(String, String)>) {
        let after = cmd.get_after_long_help().or(cmd.get_after_help());
        out.push((
            path.clone(),
            after.map(|t| t.to_string()).unwrap_or_default(),
        ));
        for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
            walk(sub, format!("{path} {}", sub.get_name()), out);
        }
    }
    // Subcommands are defined when built (`#[command(defer = true)]`): build them all.
    let mut cmd = cmd.clone();
    cmd.build();
    let mut out = Vec::new();
    walk(&cmd, cmd.get_name().to_string(), &mut out);
    out
}

/// Shell-like words: single and double quotes group, a backslash escapes the next character.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    let mut quote = None;
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '\\') | (None, '\\') => {
                word.get_or_insert_default().extend(chars.next());
            }
            (Some(_), c) => word.get_or_insert_default().push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_default();
            }
            (None, '|' | '>' | '<') => break,
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_default().push(c),
        }
    }
    words.extend(word);
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::{CommandFactory, FromArgMatches};

    fn all() -> Vec<(String, String)> {
        every(&Cli::command())
    }

    #[test]
    fn every_example_parses() {
        let mut checked = 0;
        let mut too_long: Vec<String> = Vec::new();
        for (path, after) in all() {
            let (_, lines) = split(&after);
            // Help is at most 100 columns wide; a longer line would be wrapped mid-command.
            too_long.extend(lines.iter().filter(|l| l.len() > 96).map(|l| l.to_string()));
            for words in invocations(&lines) {
                let matches = match Cli::command().try_get_matches_from(&words) {
                    Ok(matches) => matches,
                    Err(e) => panic!("the example {words:?} of `{path}` does not parse:\n{e}"),
                };
                let mut ran = String::from("tunnelctl");
                let mut sub = matches.subcommand();
                while let Some((name, next)) = sub {
                    ran = format!("{ran} {name}");
                    sub = next.subcommand();
                }
                assert_eq!(
                    ran, path,
                    "an example of `{path}` runs another command: {words:?}"
                );
                checked += 1;
            }
        }
        assert!(
            too_long.is_empty(),
            "examples too long for help:\n{too_long:#?}"
        );
        assert!(checked > 40, "only {checked} examples found");
    }

    /// `cli::parse` tries a tree narrowed to the named command first: on every example, and on
    /// lines it must leave to the whole tree, it answers exactly what the whole tree (as help and
    /// errors are rendered from it) does.
    #[test]
    fn the_narrow_parse_agrees_with_the_whole_tree() {
        let tricky = [
            "tunnelctl --profile api tcp-edge get edgtcp_1",
            "tunnelctl --profile=api -o json tcp-edge list",
            "tunnelctl -ojson -qy tcp-edge delete edgtcp_1",
            "tunnelctl tcp-edge --version",
            "tunnelctl tcp-edge get --help",
            "tunnelctl tcp-edg get edgtcp_1",
            "tunnelctl tcp-edge gett edgtcp_1",
            "tunnelctl --no-such-flag tcp-edge list",
            "tunnelctl tcp-edge list --store",
            "tunnelctl api tcp-edge",
            "tunnelctl",
            "tunnelctl tcp-edge -o json get edgtcp_1",
            "tunnelctl --store=/tmp/s tcp-edge --profile p list",
            "tunnelctl -qo json tcp-edge list",
            "tunnelctl -o=json tcp-edge list --limit 2",
            "tunnelctl tcp-edge --bogus get edgtcp_1",
            "tunnelctl tcp-edge help get",
            "tunnelctl tcp-edge",
            "tunnelctl event-sub -q source list esb_1",
            "tunnelctl event-sub source --help",
            "tunnelctl route saml",
            "tunnelctl route saml get edghtsrt_1 --route-id edghtsrt_1",
        ];
        let lines = all()
            .into_iter()
            .flat_map(|(_, after)| invocations(&split(&after).1))
            .chain(tricky.iter().map(|line| words(line)))
            .collect::<Vec<_>>();
        for words in &lines {
            let args: Vec<std::ffi::OsString> = words.iter().map(Into::into).collect();
            let whole = crate::cli::help::command(crate::cli::help::width())
                .try_get_matches_from(&args)
                .and_then(|m| Cli::from_arg_matches(&m));
            match (crate::cli::parse(&args), whole) {
                (Ok((narrow, _)), Ok(whole)) => {
                    assert_eq!(format!("{narrow:?}"), format!("{whole:?}"), "{words:?}")
                }
                (Err(narrow), Err(whole)) => {
                    assert_eq!(narrow.kind(), whole.kind(), "{words:?}");
                    assert_eq!(narrow.to_string(), whole.to_string(), "{words:?}");
                }
                (narrow, whole) => panic!("{words:?}: {:?} but {:?}", narrow.err(), whole.err()),
            }
        }
        assert!(lines.len() > 50, "only {} lines", lines.len());
    }

    /// Folded examples fit the width (where a line can be broken at all) and run the same
    /// commands: a flag keeps its value, a quoted word stays whole.
    #[test]
    fn folded_examples_fit_and_say_the_same() {
        let quoted = [
            "tunnelctl tcp-edge list --jq '.tcp_edges[] | select(.description == \"a b\")' -o json",
        ];
        for width in [69, 50, 30] {
            for (path, after) in all()
                .into_iter()
                .chain([(String::new(), format!("{HEADING}\n  {}", quoted[0]))])
            {
                let (_, lines) = split(&after);
                let folded = fold(&lines, width);
                let folded: Vec<&str> = folded.iter().map(String::as_str).collect();
                assert_eq!(
                    invocations(&folded),
                    invocations(&lines),
                    "{path} at {width}"
                );
                for line in &folded {
                    let unbreakable = breaks(line, false).is_empty();
                    assert!(
                        line.len() <= width || unbreakable || width < 69,
                        "{path}: {line}"
                    );
                }
            }
        }
        let lines = fold(&quoted, 40);
        let whole = "'.tcp_edges[] | select(.description == \"a b\")'";
        assert!(lines.iter().any(|line| line.contains(whole)), "{lines:#?}");
    }

    /// Every command that runs (one without subcommands of its own) shows at least one example.
    #[test]
    fn every_command_has_examples() {
        let commands = all();
        let missing: Vec<&str> = commands
            .iter()
            .filter(|(path, _)| {
                let group = format!("{path} ");
                !commands.iter().any(|(other, _)| other.starts_with(&group))
            })
            .filter(|(_, after)| invocations(&split(after).1).is_empty())
            .map(|(path, _)| path.as_str())
            .collect();
        assert!(
            missing.is_empty(),
            "commands without examples: {missing:#?}"
        );
        assert!(commands.len() > 60, "only {} commands", commands.len());
    }

    #[test]
    fn words_like_a_shell() {
        assert_eq!(
            words(r#"tunnelctl a "b c" 'd e' f\ g | h"#),
            ["tunnelctl", "a", "b c", "d e", "f g"]
        );
        let lines = ["# note", "echo x | tunnelctl api \\", "  GET /x"];
        assert_eq!(invocations(&lines), [["tunnelctl", "api", "GET", "/x"]]);
    }
}
