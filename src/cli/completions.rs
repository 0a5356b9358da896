//! `tunnelctl completions SHELL`, and the generator of the committed `completions/` and `man/`.

use std::path::Path;

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::{Cli, CliError, Context};

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for
    #[arg(value_enum)]
    shell: Shell,
}

pub fn run(_ctx: &Context, args: CompletionsArgs) -> Result<(), CliError> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "tunnelctl", &mut script);
    crate::output::write_stdout(&String::from_utf8_lossy(&script))?;
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
        files.push((format!("completions/{name}"), script));
    }
    man_pages(&cmd, "tunnelctl", &mut files);
    files
}

fn man_pages(cmd: &clap::Command, name: &str, files: &mut Vec<(String, Vec<u8>)>) {
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd.clone().name(name.to_string()))
        .render(&mut page)
        .expect("rendering to memory cannot fail");
    files.push((format!("man/{name}.1"), page));
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        man_pages(sub, &format!("{name}-{}", sub.get_name()), files);
    }
}

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
