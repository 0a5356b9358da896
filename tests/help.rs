//! Help and man pages as a person reads them: wrapped to the terminal (80 columns when piped), a
//! command's own options and examples with the global options in a few lines, man pages that fit
//! 80 columns.

use crate::common::{self, Env};
use crate::terminal::finish;
use clap::CommandFactory;
use tunnelctl::cli::{examples, Cli, GlobalArgs};

/// Every command's path after `tunnelctl`, the top level first (as "").
fn every_command() -> Vec<String> {
    examples::every(&Cli::command())
        .into_iter()
        .map(|(path, _)| path.trim_start_matches("tunnelctl").trim().to_string())
        .collect()
}

/// The long names of the global options.
fn global_options() -> Vec<String> {
    use clap::Args;
    GlobalArgs::augment_args(clap::Command::new("tunnelctl"))
        .get_arguments()
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect()
}

/// A screen without its colours, line ends as `\n`.
fn plain(screen: &str) -> String {
    let mut out = String::new();
    let mut chars = screen.chars();
    while let Some(c) = chars.next() {
        match c {
            '\x1b' => {
                // CSI: ESC [ parameters, ended by a letter.
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// Runs tunnelctl in a pseudo-terminal `columns` wide. Help is written at once, so tunnelctl
/// starts only once the terminal has that size (the pty crate sets a default size of its own after
/// the start, which a size set from inside would race with).
fn in_terminal_of(env: &Env, args: &[&str], columns: u16) -> expectrl::session::OsSession {
    let program = env.std_cmd();
    let mut cmd = std::process::Command::new("sh");
    cmd.env_clear();
    for (name, value) in program.get_envs() {
        if let Some(value) = value {
            cmd.env(name, value);
        }
    }
    cmd.env("TERM", "xterm-256color")
        .arg("-c")
        .arg(format!(
            "until [ \"$(stty size)\" = '40 {columns}' ]; do :; done; exec \"$0\" \"$@\""
        ))
        .arg(program.get_program())
        .args(args);
    let mut session = expectrl::Session::spawn(cmd).expect("spawn in a pty");
    session
        .get_process_mut()
        .set_window_size(columns, 40)
        .unwrap();
    session.set_expect_timeout(Some(std::time::Duration::from_secs(20)));
    session
}

/// A line of the prose after the options that ends although the next line's first word would
/// have fitted on it (text wrapped at 100 columns and wrapped again at 80), unless it ends a
/// sentence.
fn ragged(help: &str, width: usize) -> Option<(String, String)> {
    let (_, after) = help.split_once("\n\n").unwrap_or_default();
    let prose = after
        .split("\n\n")
        .filter(|block| !block.starts_with([' ', '-']) && !block.contains(":\n"));
    for block in prose {
        for (line, next) in block.lines().zip(block.lines().skip(1)) {
            let word = next.split(' ').next().unwrap_or_default();
            let fits = line.chars().count() + 1 + word.chars().count() <= width;
            if fits && !line.ends_with('.') && !next.starts_with(' ') && !word.is_empty() {
                return Some((line.to_string(), next.to_string()));
            }
        }
    }
    None
}

fn too_wide(text: &str, width: usize) -> Vec<&str> {
    text.lines().filter(|l| l.chars().count() > width).collect()
}

/// Piped, every command's help is wrapped to 80 columns, and the exit codes go on under their
/// meaning (they were written out at 86 columns and broke at 80).
#[test]
fn help_is_80_columns_wide_when_piped() {
    let env = Env::new();
    let commands = every_command();
    assert!(commands.len() > 50, "{commands:?}");
    for command in commands {
        let mut args: Vec<&str> = command.split(' ').filter(|w| !w.is_empty()).collect();
        args.push("--help");
        let out = env.run(&args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(too_wide(&help, 80).is_empty(), "{args:?}:\n{help}");
        assert_eq!(ragged(&help, 80), None, "{args:?}:\n{help}");
    }
    let help = String::from_utf8(env.run(&["--help"]).stdout).unwrap();
    let (_, codes) = help.split_once("\nExit codes:\n").expect("exit codes");
    assert!(
        codes.contains(
            "  6  unavailable: remote unreachable, timeout, 5xx, the store is busy, the disk\n     \
             holding the store is full (507)"
        ),
        "{codes}"
    );
}

/// At a terminal help takes the terminal's width: all of a narrow one, at most 100 columns of a
/// wide one.
#[test]
fn help_wraps_to_the_terminal() {
    let env = Env::new();
    let (screen, code) = finish(in_terminal_of(&env, &["--help"], 60));
    let help = plain(&screen);
    assert_eq!(code, Some(0), "{help}");
    assert!(too_wide(&help, 60).is_empty(), "{help}");
    assert!(
        help.contains(
            "  6  unavailable: remote unreachable, timeout, 5xx, the\n     store is busy"
        ),
        "{help}"
    );
    let (screen, code) = finish(in_terminal_of(&env, &["ssh-cert", "create", "--help"], 200));
    let help = plain(&screen);
    assert_eq!(code, Some(0), "{help}");
    assert!(too_wide(&help, 100).is_empty(), "{help}");
    assert!(
        !too_wide(&help, 80).is_empty(),
        "wider than piped help:\n{help}"
    );
}

/// A command's help shows its own options and examples, then names the global options in a few
/// lines; `tunnelctl --help` describes each of them, and only it has `--version`.
#[test]
fn subcommand_help_keeps_to_the_command_and_summarises_global_options() {
    let env = Env::new();
    let out = env.run(&["route", "saml", "replace", "--help"]);
    assert_eq!(out.status.code(), Some(0));
    let help = String::from_utf8(out.stdout).unwrap();
    let (own, global) = help
        .split_once("\nGlobal Options:\n")
        .expect("a Global Options summary");
    assert!(own.contains("--idp-metadata-file <FILE>"), "{help}");
    assert!(
        own.contains("\nExamples:\n  tunnelctl route saml replace"),
        "{help}"
    );
    assert!(!own.contains("--version"), "{help}");
    assert!(global.lines().count() <= 8, "{global}");
    for option in global_options() {
        assert!(!own.contains(&format!("{option} ")), "{option}: {help}");
        assert!(global.contains(&option), "{option}: {global}");
    }
    assert!(help.lines().count() < 90, "{help}");

    let top = String::from_utf8(env.run(&["--help"]).stdout).unwrap();
    assert!(top.contains("  -V, --version"), "{top}");
    for option in global_options() {
        assert!(
            top.contains(&format!("      {option}")) || top.contains(&format!(", {option}")),
            "{option}: {top}"
        );
    }
    assert!(
        top.contains("Keep the embedded store open in a background process"),
        "{top}"
    );

    let out = env.run(&["tcp-edge", "list", "--version"]);
    assert_eq!(out.status.code(), Some(2));
    let out = env.run(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
}

/// Every man page rendered by man at 80 columns: the header names the page at both ends with
/// nothing overlapping, no line is wider than 80 (an example would wrap mid-flag), SYNOPSIS gives
/// options with their values, and the top page lists the exit codes once, under EXIT STATUS.
#[test]
fn man_pages_fit_80_columns() {
    let test = "help::man_pages_fit_80_columns";
    let Some(man) = common::outside_program("man", "man-db", test) else {
        return;
    };
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("man");
    let mut pages = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let out = std::process::Command::new(&man)
            .arg("-l")
            .arg(&path)
            .env("MANWIDTH", "80")
            .env("MANPAGER", "cat")
            .env("LC_ALL", "C.UTF-8")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let page = String::from_utf8(out.stdout).unwrap();
        let header = page.lines().next().unwrap();
        let ends = format!("{name}(1)");
        let middle = header
            .strip_prefix(&ends)
            .and_then(|rest| rest.strip_suffix(&ends));
        assert!(
            middle.is_some_and(|m| !m.is_empty() && m.trim().is_empty()),
            "{name}: {header}"
        );
        assert!(too_wide(&page, 80).is_empty(), "{name}:\n{page}");
        assert!(!page.contains("\nEXTRA\n"), "{name}:\n{page}");
        pages += 1;
        if name == "tunnelctl" {
            assert_eq!(page.matches("interrupted with Ctrl-C").count(), 1, "{page}");
            assert!(page.contains("\nEXIT STATUS\n"), "{page}");
            for option in global_options() {
                assert!(page.contains(&option), "{option}");
            }
        }
        if name == "tunnelctl-ssh-cert-create" {
            let (_, synopsis) = page.split_once("\nSYNOPSIS\n").unwrap();
            let (synopsis, _) = synopsis.split_once("\nDESCRIPTION\n").unwrap();
            for option in [
                "[--ca-id <ID>]",
                "[--principal <NAME>...]",
                "[GLOBAL OPTIONS]",
            ] {
                assert!(synopsis.contains(option), "{option}: {synopsis}");
            }
            assert!(page.contains("\nGLOBAL OPTIONS\n"), "{page}");
        }
    }
    assert!(pages > 50, "{pages}");
}

/// The README's install step, right after the two set-up commands: following it (with the
/// binary `cargo install` would build put in place) gives `man tunnelctl`, every command's page
/// and bash completion, in a fresh home.
#[test]
fn the_readme_install_step_installs_man_pages_and_completions() {
    let test = "help::the_readme_install_step_installs_man_pages_and_completions";
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let block = |section: &str| -> Vec<String> {
        let (_, rest) = readme
            .split_once(&format!("\n## {section}\n"))
            .expect(section);
        let (_, code) = rest.split_once("```sh\n").expect("a sh block");
        let (code, _) = code.split_once("```").unwrap();
        code.lines().map(str::to_string).collect()
    };
    assert_eq!(block("Quick start").len(), 2, "the two set-up commands");
    let (_, after_quick_start) = readme.split_once("\n## Quick start\n").unwrap();
    let next_section = after_quick_start.split("\n## ").nth(1).unwrap();
    assert!(next_section.starts_with("Install\n"), "{next_section}");
    let steps = block("Install");
    assert_eq!(steps[0], "cargo install --path . --locked");

    let Some(man) = common::outside_program("man", "man-db", test) else {
        return;
    };
    let home = tempfile::tempdir().unwrap();
    let bin = home.path().join(".cargo/bin");
    std::fs::create_dir_all(&bin).unwrap();
    // What `cargo install` would do, without building again.
    std::os::unix::fs::symlink(
        assert_cmd::cargo::cargo_bin("tunnelctl"),
        bin.join("tunnelctl"),
    )
    .unwrap();
    let path = format!("{}:/usr/local/bin:/usr/bin:/bin", bin.display());
    let run = |program: &std::path::Path, args: &[&str]| {
        std::process::Command::new(program)
            .args(args)
            .current_dir(root)
            .env_clear()
            .env("HOME", home.path())
            .env("PATH", &path)
            .output()
            .unwrap()
    };
    for step in &steps[1..] {
        let out = run(std::path::Path::new("sh"), &["-c", step]);
        assert!(
            out.status.success(),
            "{step}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    for page in ["tunnelctl", "tunnelctl-ssh-cert-create"] {
        let out = run(&man, &["-w", page]);
        assert!(
            out.status.success(),
            "man -w {page}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            String::from_utf8_lossy(&out.stdout).starts_with(&home.path().display().to_string())
        );
    }
    // The pages are indexed: apropos finds them (issue 43 item 10).
    let out = run(&man, &["-k", "tunnelctl"]);
    let found = String::from_utf8_lossy(&out.stdout);
    assert!(
        found.contains("tunnelctl-ssh-cert-create (1)"),
        "man -k: {found}"
    );
    let installed = home
        .path()
        .join(".local/share/bash-completion/completions/tunnelctl");
    assert_eq!(
        std::fs::read(installed).unwrap(),
        std::fs::read(root.join("completions/tunnelctl.bash")).unwrap()
    );
}
