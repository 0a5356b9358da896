//! `tunnelctl completions SHELL`, and the generator of the committed `completions/` and `man/`.

use std::path::Path;

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::{arguments, examples, Cli, CliError, Context, Formats, TopLevel};

#[derive(Debug, Args)]
#[command(after_long_help = "\
Examples:
  tunnelctl completions bash > ~/.local/share/bash-completion/completions/tunnelctl
  tunnelctl completions zsh > ~/.zfunc/_tunnelctl     # a directory on $fpath
  tunnelctl completions fish > ~/.config/fish/completions/tunnelctl.fish")]
pub struct CompletionsArgs {
    /// The shell to complete for
    #[arg(value_enum)]
    shell: Shell,
}

impl TopLevel for CompletionsArgs {
    const NAME: &'static str = "completions";

    fn define(command: clap::Command) -> clap::Command {
        arguments::<Self>(command).about("Print a shell completion script")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        Some("it prints a shell script")
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(_ctx: &Context, args: CompletionsArgs) -> Result<(), CliError> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "tunnelctl", &mut script);
    let script = add_hook(args.shell, script);
    crate::output::stdout().data(&String::from_utf8_lossy(&script))?;
    Ok(())
}

/// Every generated file, as (path relative to the repository, contents): the completion scripts of
/// each shell and one man page per command. A test compares them with the committed files.
pub fn generated_files() -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut cmd = Cli::command();
    cmd.build();
    for shell in [
        Shell::Bash,
        Shell::Zsh,
        Shell::Fish,
        Shell::PowerShell,
        Shell::Elvish,
    ] {
        let mut script = Vec::new();
        clap_complete::generate(shell, &mut cmd, "tunnelctl", &mut script);
        let name = match shell {
            Shell::Bash => "tunnelctl.bash".to_string(),
            Shell::Zsh => "_tunnelctl".to_string(),
            Shell::Fish => "tunnelctl.fish".to_string(),
            Shell::PowerShell => "_tunnelctl.ps1".to_string(),
            _ => "tunnelctl.elv".to_string(),
        };
        let script = add_hook(shell, script);
        files.push((format!("completions/{name}"), script));
    }
    man_pages(&cmd, "tunnelctl", &mut files);
    files
}

fn man_pages(cmd: &clap::Command, name: &str, files: &mut Vec<(String, Vec<u8>)>) {
    let (mut page_cmd, examples) = for_man_page(cmd);
    let mut sections = String::new();
    if name != "tunnelctl" {
        // A command's page documents its own options; tunnelctl(1) the global ones.
        sections = global_options_section(cmd);
        page_cmd = page_cmd.mut_args(|arg| match arg.is_global_set() {
            true => arg.hide(true),
            false => arg,
        });
    }
    sections.push_str(&examples);
    let mut page = Vec::new();
    clap_mangen::Man::new(page_cmd.clone().name(name.to_string()))
        .render(&mut page)
        .expect("rendering to memory cannot fail");
    let page = String::from_utf8(page).expect("clap_mangen writes UTF-8");
    // clap_mangen heads a command's after-help prose "EXTRA".
    let page = with_title(&page, name).replace(".SH EXTRA\n", ".SH NOTES\n");
    let mut page = with_synopsis(&page, &page_cmd).into_bytes();
    insert(&mut page, &sections);
    if name == "tunnelctl" {
        page.extend_from_slice(top_page_sections().as_bytes());
    }
    files.push((format!("man/{name}.1"), page));
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        man_pages(sub, &format!("{name}-{}", sub.get_name()), files);
    }
}

/// The page with a title line whose header has the page's name at both ends and nothing between
/// them: man's default middle ("General Commands Manual") overlapped long names at 80 columns.
/// Nothing on the page is hyphenated, so no option is broken across lines.
fn with_title(page: &str, name: &str) -> String {
    let title = format!(
        ".TH {name} 1 \"\" \"tunnelctl {}\" \"\\&\"\n.nh",
        env!("CARGO_PKG_VERSION")
    );
    page.lines()
        .map(|line| match line.starts_with(".TH ") {
            true => title.as_str(),
            false => line,
        })
        .flat_map(|line| [line, "\n"])
        .collect()
}

/// The page with a SYNOPSIS that gives each option with its value, never broken inside an
/// option (clap_mangen's names the options only).
fn with_synopsis(page: &str, cmd: &clap::Command) -> String {
    let bin = cmd.get_bin_name().unwrap_or(cmd.get_name());
    let mut items = Vec::new();
    // Options first, then positional arguments, as clap's usage line has them.
    let options = cmd.get_arguments().filter(|a| !a.is_positional());
    for arg in options
        .chain(cmd.get_positionals())
        .filter(|a| !a.is_hide_set())
    {
        let mut item = match arg.is_positional() {
            true => {
                let names = arg
                    .get_value_names()
                    .map(|names| names.iter().map(ToString::to_string).collect::<Vec<_>>())
                    .unwrap_or_else(|| vec![arg.get_id().to_string()]);
                format!("\\fI{}\\fR", escape(&names.join(" ")))
            }
            false => unbreakable(&super::help::usage_of(arg)),
        };
        if matches!(arg.get_action(), clap::ArgAction::Append) {
            item.push_str("...");
        }
        // Brackets around what may be left out, angle brackets around a required value.
        items.push(match (arg.is_required_set(), arg.is_positional()) {
            (false, _) => format!("[{item}]"),
            (true, true) => format!("<{item}>"),
            (true, false) => item,
        });
    }
    if cmd.has_subcommands() {
        items.push("<\\fICOMMAND\\fR>".to_string());
    }
    if cmd
        .get_arguments()
        .any(|a| a.is_global_set() && a.is_hide_set())
    {
        items.push("[\\fIGLOBAL\\ OPTIONS\\fR]".to_string());
    }
    let synopsis = format!(
        ".SH SYNOPSIS\n.ad l\n\\fB{}\\fR {}\n.ad\n",
        escape(bin),
        items.join(" ")
    );
    let Some(start) = page.find(".SH SYNOPSIS\n") else {
        return page.to_string();
    };
    let end = page[start + 1..]
        .find("\n.SH ")
        .map_or(page.len(), |at| start + 1 + at + 1);
    format!("{}{synopsis}{}", &page[..start], &page[end..])
}

/// An option and its value as roff that is not broken across lines: the option bold, the value
/// italic.
fn unbreakable(usage: &str) -> String {
    let (option, value) = usage.split_once(' ').unwrap_or((usage, ""));
    let mut roff = format!("\\fB{}\\fR", escape(option));
    if !value.is_empty() {
        roff.push_str(&format!("\\ \\fI{}\\fR", escape(value).replace(' ', "\\ ")));
    }
    roff
}

/// The GLOBAL OPTIONS section of a command's page: the options every command takes, named, and
/// where they are described.
fn global_options_section(cmd: &clap::Command) -> String {
    let globals: Vec<String> = cmd
        .get_arguments()
        .filter(|a| a.is_global_set())
        .map(|a| unbreakable(&super::help::usage_of(a)))
        .collect();
    format!(
        ".SH \"GLOBAL OPTIONS\"\n.ad l\n{}.\nEvery command takes them; \\fBtunnelctl\\fR(1) describes them.\n.ad\n",
        globals.join(", ")
    )
}

/// EXIT STATUS (from the help's exit code table), ENVIRONMENT and FILES of the top man page.
fn top_page_sections() -> String {
    let mut roff = String::from(".SH \"EXIT STATUS\"\n");
    for (code, meaning) in super::help::EXIT_CODES {
        roff.push_str(&format!(".TP\n\\fB{code}\\fR\n{}\n", escape(meaning)));
    }
    roff.push_str(".SH ENVIRONMENT\n");
    for (name, meaning) in ENVIRONMENT {
        roff.push_str(&format!(".TP\n\\fB{name}\\fR\n{}\n", escape(meaning)));
    }
    roff.push_str(".SH FILES\n");
    for (name, meaning) in FILES {
        roff.push_str(&format!(
            ".TP\n\\fI{}\\fR\n{}\n",
            escape(name),
            escape(meaning)
        ));
    }
    roff
}

/// Text as one roff paragraph: backslashes escaped, no line starting with a control character.
pub(super) fn escape(text: &str) -> String {
    let text = text.replace('\\', "\\e").replace('-', "\\-");
    match text.starts_with(['.', '\'']) {
        true => format!("\\&{text}"),
        false => text,
    }
}

/// The command a man page is rendered from (its after-help without the examples, which clap_mangen
/// would fill as prose) and the roff of its EXAMPLES section ("" when it has none).
fn for_man_page(cmd: &clap::Command) -> (clap::Command, String) {
    let Some(after) = cmd.get_after_long_help().or(cmd.get_after_help()) else {
        return (cmd.clone(), String::new());
    };
    let after = after.to_string();
    let (text, lines) = examples::split(&after);
    if lines.is_empty() {
        return (cmd.clone(), String::new());
    }
    use clap::builder::{Resettable, StyledStr};
    let text = match text.is_empty() {
        true => Resettable::Reset,
        false => Resettable::Value(StyledStr::from(text.to_string())),
    };
    let page_cmd = cmd
        .clone()
        .after_long_help(text)
        .after_help(Resettable::Reset);
    (page_cmd, roff(&lines))
}

/// Puts an EXAMPLES section into a rendered man page, before VERSION (or at the end).
fn insert(page: &mut Vec<u8>, examples: &str) {
    let text = String::from_utf8_lossy(page).into_owned();
    let at = text.find("\n.SH VERSION").map_or(text.len(), |at| at + 1);
    *page = format!("{}{examples}{}", &text[..at], &text[at..]).into_bytes();
}

/// The EXAMPLES section of a man page: the lines folded to fit 80 columns (man indents them by
/// 11), in no-fill mode, escaped for roff.
fn roff(lines: &[&str]) -> String {
    let mut roff = String::from(".SH EXAMPLES\n.RS 4\n.nf\n");
    for line in examples::fold(lines, 80 - 11) {
        roff.push_str(&escape(&line));
        roff.push('\n');
    }
    roff.push_str(".fi\n.RE\n");
    roff
}

const ENVIRONMENT: [(&str, &str); 13] = [
    (
        "TUNNELCTL_STORE",
        "directory of the embedded store (as --store)",
    ),
    (
        "TUNNELCTL_STORE_KEY_FILE",
        "file of the store's key-encryption key (as --store-key-file)",
    ),
    (
        "TUNNELCTL_API_URL",
        "API endpoint of remote mode (as --api-url)",
    ),
    ("TUNNELCTL_API_KEY", "API key of remote mode (as --api-key)"),
    (
        "NGROK_API_KEY",
        "API key of remote mode when TUNNELCTL_API_KEY is not set",
    ),
    ("TUNNELCTL_OUTPUT", "output format (as --output)"),
    (
        "TUNNELCTL_PROFILE",
        "profile of the config file (as --profile)",
    ),
    ("TUNNELCTL_CONFIG", "path of the config file"),
    (
        "TUNNELCTL_CA_PASSPHRASE",
        "passphrase of an encrypted SSH CA key",
    ),
    (
        "XDG_DATA_HOME",
        "where the default store lives (else ~/.local/share)",
    ),
    (
        "XDG_CONFIG_HOME",
        "where the config file lives (else ~/.config)",
    ),
    ("SSL_CERT_FILE", "trust roots for an https --api-url"),
    (
        "NO_COLOR",
        "when set and not empty, messages on stderr are not coloured",
    ),
];

const FILES: [(&str, &str); 2] = [
    (
        "$XDG_DATA_HOME/tunnelctl/store",
        "the embedded store (else ~/.local/share/tunnelctl/store)",
    ),
    (
        "$XDG_CONFIG_HOME/tunnelctl/config.yaml",
        "the config file and its profiles (else ~/.config/tunnelctl/config.yaml)",
    ),
];

/// Writes [`generated_files`] below `root` (used by the regeneration test). Each file is replaced
/// by a rename, so a concurrent reader sees the old or the new file, never half of one.
pub fn write_generated(root: &Path) -> std::io::Result<()> {
    for (rel, contents) in generated_files() {
        let path = root.join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let temporary = path.with_extension("tmp");
        std::fs::write(&temporary, contents)?;
        std::fs::rename(temporary, path)?;
    }
    Ok(())
}

/// The lines a generated completion script of `shell` ends with, calling `__complete` (see `super::dynamic`); `script` is
/// the static script (zsh's last block is rewritten so that the hook is the registered function).
fn add_hook(shell: Shell, script: Vec<u8>) -> Vec<u8> {
    let text = String::from_utf8_lossy(&script).into_owned();
    let text = match shell {
        Shell::Bash => text + BASH_HOOK,
        Shell::Zsh => match text.rfind("if [ \"$funcstack[1]\" = \"_tunnelctl\" ]; then") {
            Some(at) => format!("{}{ZSH_HOOK}", &text[..at]),
            None => text,
        },
        Shell::Fish => text + FISH_HOOK,
        _ => text,
    };
    text.into_bytes()
}

const BASH_HOOK: &str = r#"
# Dynamic completion of IDs and names, profile names and event types (tunnelctl __complete).
_tunnelctl_dynamic() {
    local out
    if out="$("${COMP_WORDS[0]}" __complete -- "${COMP_WORDS[@]:0:COMP_CWORD+1}" 2>/dev/null)"; then
        compopt +o default +o bashdefault 2>/dev/null
        local IFS=$'\n'
        COMPREPLY=($out)
        return 0
    fi
    _tunnelctl "$@"
}
if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _tunnelctl_dynamic -o nosort -o bashdefault -o default tunnelctl
else
    complete -F _tunnelctl_dynamic -o bashdefault -o default tunnelctl
fi
"#;

const ZSH_HOOK: &str = r#"# Dynamic completion of IDs and names, profile names and event types (tunnelctl __complete).
(( $+functions[_tunnelctl_dynamic] )) ||
_tunnelctl_dynamic() {
    local out
    if out="$(${words[1]} __complete --describe -- "${(@)words[1,CURRENT]}" 2>/dev/null)"; then
        local -a candidates descriptions
        local line
        for line in "${(@f)out}"; do
            [[ -n "$line" ]] || continue
            candidates+=("${line%%$'\t'*}")
            descriptions+=("${line/$'\t'/  -- }")
        done
        compadd -l -d descriptions -a candidates
        return 0
    fi
    _tunnelctl "$@"
}

if [ "$funcstack[1]" = "_tunnelctl" ]; then
    _tunnelctl_dynamic "$@"
else
    compdef _tunnelctl_dynamic tunnelctl
fi
"#;

const FISH_HOOK: &str = r#"
# Dynamic completion of IDs and names, profile names and event types (tunnelctl __complete).
complete -c tunnelctl -f -a '(tunnelctl __complete --describe -- (commandline -opc) (commandline -ct) 2>/dev/null)'
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn man_section_is_not_filled() {
        let roff = roff(&["tunnelctl tcp-edge list --limit 5", ".x"]);
        assert_eq!(
            roff,
            ".SH EXAMPLES\n.RS 4\n.nf\ntunnelctl tcp\\-edge list \\-\\-limit 5\n\\&.x\n.fi\n.RE\n"
        );
    }
}
