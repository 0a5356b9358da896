//! What `--help` shows: wrapped to the terminal (80 columns when stdout is not one), the exit codes
//! with their continuation lines indented, and below the top level each command's own options,
//! its examples and a few lines naming the global options (the whole text of which is in
//! `tunnelctl --help` and the man page), as gh's INHERITED FLAGS.

use clap::{Arg, Command, CommandFactory};

use super::{examples, Cli};

/// Each exit code and what it means (help and the man page's EXIT STATUS show them).
pub const EXIT_CODES: &[(&str, &str)] = &[
    ("0", "success (an empty list is success)"),
    (
        "1",
        "the request was refused (400, 405, 413, 415), a --jq filter failed on the result, or \
         another error",
    ),
    (
        "2",
        "usage error: a wrong flag or argument, or a configuration that cannot work (an \
         --api-url that is not http(s), an unreadable SSL_CERT_FILE)",
    ),
    ("3", "not found (404)"),
    ("4", "authentication failed (401/403)"),
    (
        "5",
        "conflict (409), or a policy changed since it was read (412, If-Match)",
    ),
    (
        "6",
        "unavailable: remote unreachable, timeout, 5xx, the store is busy, the disk holding the \
         store is full (507), or the store cannot be read or written (a storage error)",
    ),
    (
        "7",
        "cancelled: a person answered no to a confirmation or cancelled a prompt; nothing changed",
    ),
    (
        "8",
        "diff: what exists differs from the manifests (0 when it matches them)",
    ),
    (
        "9",
        "store repair: the store opens again, but what it held may have been lost (each loss \
         named on stderr; the store as found is kept)",
    ),
    (
        "130",
        "interrupted with Ctrl-C at a prompt; nothing changed",
    ),
];

/// Help is no wider than this however wide the terminal, as lines longer than that are hard to read.
const WIDEST: usize = 100;

/// The width help is wrapped to: the terminal's, at most [`WIDEST`]; 80 when stdout is not a
/// terminal, so piped help is the same everywhere.
pub fn width() -> usize {
    crate::output::stdout_width().map_or(80, |w| usize::from(w).min(WIDEST))
}

/// The whole command tree as help and usage errors are rendered from, at `width` columns.
pub fn command(width: usize) -> Command {
    let mut root = empty_variables_unset(Cli::command())
        .term_width(width)
        .after_long_help(exit_codes(width));
    // Building copies the global options into every command; below the top level they are then
    // hidden and summarised.
    root.build();
    let summary = global_summary(&root, width);
    each_below(root, &|cmd| {
        let cmd = reflow(cmd, width).mut_args(|arg| match arg.is_global_set() {
            true => arg.hide(true),
            false => arg,
        });
        cmd.help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n\
             {{all-args}}{{after-help}}\n\n{summary}"
        ))
    })
}

/// `command` with every option whose variable is set but empty (`TUNNELCTL_STORE=`) reading it as
/// unset, as most tools do (clap would take the empty text as the option's value): for the
/// options of `command` itself, before building it copies the global ones below.
pub fn empty_variables_unset(command: clap::Command) -> clap::Command {
    command.mut_args(|arg| {
        let empty = arg
            .get_env()
            .is_some_and(|var| std::env::var_os(var).is_some_and(|v| v.is_empty()));
        match empty {
            true => arg.env(None),
            false => arg,
        }
    })
}

/// Applies `change` to every command below `cmd`, all the way down.
fn each_below(cmd: Command, change: &dyn Fn(Command) -> Command) -> Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    names.iter().fold(cmd, |cmd, name| {
        cmd.mut_subcommand(name, |sub| each_below(change(sub), change))
    })
}

/// The exit codes as help lists them: the meaning beside each code, continued under itself.
fn exit_codes(width: usize) -> String {
    let mut text = String::from("Exit codes:");
    for (code, meaning) in EXIT_CODES {
        text.push('\n');
        text.push_str(&hang(
            &format!("{code:>3}  "),
            meaning.split(' '),
            ' ',
            width,
        ));
    }
    text
}

/// The global options in a few lines: each with its value name, wrapped between options.
fn global_summary(root: &Command, width: usize) -> String {
    let header = root.get_styles().get_header();
    let items: Vec<String> = root
        .get_arguments()
        .filter(|arg| arg.is_global_set())
        .map(usage_of)
        .collect();
    format!(
        "{header}Global Options:{header:#}\n{}\n  {}",
        hang("  ", items.iter().map(String::as_str), ',', width),
        "`tunnelctl --help` and `man tunnelctl` explain them"
    )
}

/// An option as a synopsis shows it: `-o|--output <OUTPUT>`, `--dry-run`.
pub fn usage_of(arg: &Arg) -> String {
    let mut text = match (arg.get_short(), arg.get_long()) {
        (Some(short), Some(long)) => format!("-{short}|--{long}"),
        (None, Some(long)) => format!("--{long}"),
        (Some(short), None) => format!("-{short}"),
        (None, None) => String::new(),
    };
    if arg.get_action().takes_values() {
        let names = arg
            .get_value_names()
            .map(|names| names.iter().map(ToString::to_string).collect::<Vec<_>>())
            .unwrap_or_else(|| vec![arg.get_id().as_str().to_uppercase()]);
        for name in names {
            text.push_str(&format!(" <{name}>"));
        }
    }
    text
}

/// `items` after `first`, as many on a line as `width` allows, each line after the first indented
/// as wide as `first`; `joint` (a space, or a comma and a space) goes between items.
fn hang<'a>(
    first: &str,
    items: impl IntoIterator<Item = &'a str>,
    joint: char,
    width: usize,
) -> String {
    let indent = " ".repeat(first.chars().count());
    let mut text = first.to_string();
    let mut line = first.chars().count();
    let mut start = true;
    for item in items {
        let (glue, gap) = match joint {
            ' ' => ("", " "),
            _ => (",", ", "),
        };
        let item_width = item.chars().count();
        if start {
            start = false;
        } else if line + gap.len() + item_width + glue.len() > width {
            text.push_str(glue);
            text.push('\n');
            text.push_str(&indent);
            line = indent.len();
        } else {
            text.push_str(gap);
            line += gap.len();
        }
        text.push_str(item);
        line += item_width;
    }
    text
}

/// `cmd`'s after-help as `width` wants it: its prose unwrapped for clap to wrap (it is written out
/// at 100 columns), its examples folded.
fn reflow(cmd: Command, width: usize) -> Command {
    let long = cmd
        .get_after_long_help()
        .map(|text| reflow_text(&text.to_string(), width));
    let short = cmd
        .get_after_help()
        .map(|text| reflow_text(&text.to_string(), width));
    let cmd = match long {
        Some(text) => cmd.after_long_help(text),
        None => cmd,
    };
    match short {
        Some(text) => cmd.after_help(text),
        None => cmd,
    }
}

/// After-help text with each paragraph on one line (a line ending a sentence still ends its
/// line) and its examples folded to `width` with their two-space indent.
fn reflow_text(text: &str, width: usize) -> String {
    let (prose, lines) = examples::split(text);
    let mut reflowed = String::new();
    for line in prose.lines() {
        let joins = !reflowed.is_empty()
            && !reflowed.ends_with(['.', '\n'])
            && !line.is_empty()
            && !line.starts_with(' ');
        match joins {
            true => reflowed.push(' '),
            false if reflowed.is_empty() => {}
            false => reflowed.push('\n'),
        }
        reflowed.push_str(line);
    }
    if lines.is_empty() {
        return reflowed;
    }
    if !reflowed.is_empty() {
        reflowed.push_str("\n\n");
    }
    reflowed.push_str(examples::HEADING);
    for line in examples::fold(&lines, width.saturating_sub(2)) {
        reflowed.push_str("\n  ");
        reflowed.push_str(&line);
    }
    reflowed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes_continue_under_their_meaning() {
        let text = exit_codes(60);
        assert!(text.lines().all(|l| l.chars().count() <= 60), "{text}");
        assert!(
            text.contains(
                "\n  6  unavailable: remote unreachable, timeout, 5xx, the\n     store is busy"
            ),
            "{text}"
        );
        assert!(text.contains("\n130  interrupted"), "{text}");
    }

    #[test]
    fn after_help_prose_is_unwrapped_and_sentences_ending_a_line_keep_it() {
        let text = "One sentence that goes\non. Another that ends here.\nExit codes: 0 yes; 1\nno.\n  kept as is\n\nExamples:\n  tunnelctl version";
        assert_eq!(
            reflow_text(text, 80),
            "One sentence that goes on. Another that ends here.\nExit codes: 0 yes; 1 no.\n  kept as is\n\nExamples:\n  tunnelctl version"
        );
    }
}
