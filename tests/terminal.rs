//! A person at a terminal, in a real pseudo-terminal: prompts that cancel and restore the terminal,
//! declined deletes that stop a `&&` chain, tables that fit the window.

use crate::common;
use crate::ergonomics::{create_ca, in_terminal, DOWN, USER_KEY};
use tunnelctl::cli::exit;

use common::{edge_ids, Env};
use expectrl::process::unix::WaitStatus;
use expectrl::session::OsSession;
use expectrl::{Eof, Expect, Session};
use std::time::Duration;

/// Waits for the end of the output and returns it with the exit code.
pub(crate) fn finish(mut session: OsSession) -> (String, Option<i32>) {
    let screen = rest_of_screen(&mut session);
    let code = match session.get_process().wait().unwrap() {
        WaitStatus::Exited(_, code) => Some(code),
        _ => None,
    };
    (screen, code)
}

/// Runs tunnelctl in a pseudo-terminal of `size` (columns, rows) that says what it is (`TERM`, as
/// every terminal emulator sets it; without it nothing draws a spinner).
pub(crate) fn in_xterm(env: &Env, args: &[&str], size: (u16, u16)) -> OsSession {
    // ptyprocess sets 80x24 from the parent after the spawn, which may come after tunnelctl has
    // read the size; so a shell waits in the pty for the size set below, then runs tunnelctl.
    let tunnelctl = env.std_cmd();
    let mut cmd = std::process::Command::new("sh");
    cmd.env_clear()
        .envs(tunnelctl.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .env("TERM", "xterm-256color")
        .arg("-c")
        .arg(format!(
            "until [ \"$(stty size)\" = '{} {}' ]; do sleep 0.01; done; exec \"$0\" \"$@\"",
            size.1, size.0
        ))
        .arg(tunnelctl.get_program())
        .args(args);
    let mut session = Session::spawn(cmd).expect("spawn in a pty");
    session
        .get_process_mut()
        .set_window_size(size.0, size.1)
        .unwrap();
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session
}

/// Waits (up to 2 s) for the program to turn echo off, as a secret's prompt does after printing
/// itself: a person would be typing by then, and what a test sends before may be flushed away as
/// the prompt changes the terminal's modes.
pub(crate) fn until_echo_is_off(session: &OsSession) {
    for _ in 0..100 {
        if !session.get_process().get_echo().unwrap() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Everything the terminal shows until the program ends (an `Eof` match holds it all).
pub(crate) fn rest_of_screen(session: &mut OsSession) -> String {
    let seen = session.expect(Eof).unwrap();
    let mut bytes = seen.before().to_vec();
    bytes.extend(seen.matches().flatten());
    String::from_utf8_lossy(&bytes).into_owned()
}

/// What stays on the screen of `raw` output, line by line: a line the program erased and wrote
/// again (`\r` and `ESC[2K`, as the spinner of a slow store opening does) shows only its last text.
pub(crate) fn shown(raw: &str) -> String {
    raw.split('\n')
        .map(|line| line.rsplit("\r\x1b[2K").next().unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether the cursor is shown at the end: the last hide (`ESC[?25l`) is followed by a show.
fn cursor_shown(screen: &str) -> bool {
    match screen.rfind("\x1b[?25l") {
        Some(hidden) => screen[hidden..].contains("\x1b[?25h"),
        None => true,
    }
}

/// Issues a certificate for [`USER_KEY`] with `ca`.
fn issue(env: &Env, ca: &str, more: &[&str]) {
    let mut args = vec![
        "ssh-cert",
        "create",
        "--ca-id",
        ca,
        "--public-key",
        USER_KEY,
    ];
    args.extend_from_slice(more);
    env.json(&args);
}

fn certificates(env: &Env) -> Vec<serde_json::Value> {
    env.json(&["ssh-cert", "list"])["ssh_user_certificates"]
        .as_array()
        .unwrap()
        .clone()
}

#[test]
fn declining_a_delete_exits_cancelled_and_keeps_the_edge() {
    let env = Env::new();
    let id = common::id(&env.json(&["tcp-edge", "create"]));
    let mut session = in_terminal(&env, &["tcp-edge", "delete", &id]);
    session.expect(format!("Delete TCP edge {id}?")).unwrap();
    session.send("n\r").unwrap();
    let (screen, code) = finish(session);
    assert_eq!(code, Some(exit::CANCELLED), "{screen:?}");
    assert!(
        screen.contains(&format!("kept TCP edge {id}: the delete was declined")),
        "{screen}"
    );
    assert!(cursor_shown(&screen), "{screen:?}");
    assert_eq!(edge_ids(&env), vec![id]);
}

/// Issue 26: a confirmation waits for Enter. At a shell, `no⏎` used to be answered on the `n`,
/// leaving `o⏎` to the shell, which ran it as a command (`yes⏎` deleted and left `es⏎`). A shell
/// in the same terminal now reads nothing of what was typed at the prompt.
#[test]
fn a_confirmation_waits_for_enter_and_leaves_nothing_to_the_shell() {
    for (typed, exit, kept) in [("no", exit::CANCELLED, true), ("yes", exit::SUCCESS, false)] {
        let env = Env::new();
        let id = common::id(&env.json(&["tcp-edge", "create"]));
        // After tunnelctl, the shell reads one line: what is left of the typed line, if anything.
        let shell = in_bash(
            &env,
            &format!("\"$0\" tcp-edge delete {id}; echo \"exit:$?\"; read -r rest; echo \"left:[$rest]\""),
        );
        let mut session = Session::spawn(shell).expect("spawn in a pty");
        session.set_expect_timeout(Some(Duration::from_secs(20)));
        session.expect(format!("Delete TCP edge {id}?")).unwrap();
        session.send(format!("{typed}\r")).unwrap();
        session.expect(format!("exit:{exit}")).unwrap();
        // The line the shell's read gets once tunnelctl has ended: empty, unless typing was left.
        session.send("\r").unwrap();
        let (screen, _) = finish(session);
        assert!(screen.contains("left:[]"), "{typed}: {screen:?}");
        assert_eq!(edge_ids(&env) == vec![id.clone()], kept, "{typed}");
    }
}

/// `bash -c SCRIPT` with `env`'s environment, `$0` being tunnelctl.
fn in_bash(env: &Env, script: &str) -> std::process::Command {
    let tunnelctl = env.std_cmd();
    let mut shell = std::process::Command::new("bash");
    shell
        .arg("-c")
        .arg(script)
        .arg(tunnelctl.get_program())
        .env_clear()
        .envs(tunnelctl.get_envs().filter_map(|(k, v)| v.map(|v| (k, v))));
    shell
}

#[test]
fn a_multi_delete_asks_once_listing_every_id() {
    let env = Env::new();
    let first = common::id(&env.json(&["tcp-edge", "create"]));
    let second = common::id(&env.json(&["tcp-edge", "create"]));
    let mut session = in_terminal(&env, &["tcp-edge", "delete", &first, &second]);
    // One ID a line, then the question: a line listing both would not fit 80 columns.
    session
        .expect(format!("  {first}\r\n  {second}\r\n"))
        .unwrap();
    session.expect("Delete these 2 TCP edges?").unwrap();
    session.send("y\r").unwrap();
    let (screen, code) = finish(session);
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    assert!(!screen.contains("Delete TCP edge"), "asked once: {screen}");
    assert!(
        screen.contains(&format!("deleted TCP edge {second}")),
        "{screen}"
    );
    assert!(edge_ids(&env).is_empty());
}

#[test]
fn deleting_a_ca_with_certificates_fails_before_asking() {
    let env = Env::new();
    let ca = create_ca(&env, "busy");
    crate::ssh_support::allow_empty_principals(&env, &ca);
    issue(&env, &ca, &[]);
    let (screen, code) = finish(in_terminal(&env, &["ssh-ca", "delete", &ca]));
    assert_eq!(code, Some(exit::CONFLICT), "{screen}");
    assert!(!screen.contains("Delete SSH"), "no question: {screen}");
    assert!(
        screen.contains(&format!(
            "SSH certificate authority {ca} still has 1 user certificate(s)"
        )),
        "{screen}"
    );
    assert!(
        screen.contains("hint: delete its certificates first"),
        "{screen}"
    );
    assert_eq!(env.json(&["ssh-ca", "get", &ca])["id"], ca.as_str());
}

/// A name nothing has, or an ID nothing has, is not found (exit 3) before anything is asked: the
/// name is looked up first, not after a person confirmed the delete of nothing.
#[test]
fn deleting_an_unknown_name_or_id_fails_before_asking() {
    let env = Env::new();
    let manifest = env.file("web.yaml", "kind: tcp-edge\nname: web\n");
    env.json(&["apply", "-f", manifest.to_str().unwrap()]);
    let edges = edge_ids(&env);
    let unknown_id = common::fake_id("edgtcp", 9);
    for (word, says) in [
        ("wbe", "no TCP edge is named \"wbe\"".to_string()),
        (unknown_id.as_str(), unknown_id.clone()),
    ] {
        let (screen, code) = finish(in_terminal(&env, &["tcp-edge", "delete", word]));
        assert_eq!(code, Some(exit::NOT_FOUND), "{screen}");
        assert!(!screen.contains("Delete TCP"), "no question: {screen}");
        assert!(screen.contains(&says), "{screen}");
    }
    assert_eq!(edge_ids(&env), edges, "nothing deleted");
}

#[test]
fn esc_or_q_in_the_ca_picker_cancels_and_issues_nothing() {
    let env = Env::new();
    create_ca(&env, "older");
    create_ca(&env, "newer");
    for key in ["\x1b", "q"] {
        let mut session = in_terminal(&env, &["ssh-cert", "create", "--public-key", USER_KEY]);
        session.expect("CA that signs the certificate").unwrap();
        session.expect("older").unwrap();
        session.send(DOWN).unwrap();
        // Keys as a person types them: one at a time (an Esc with more bytes right behind it
        // reads as an escape sequence).
        std::thread::sleep(Duration::from_millis(200));
        session.send(key).unwrap();
        std::thread::sleep(Duration::from_millis(200));
        // Enter after cancelling must not sign either (it did with the highlighted CA).
        session.send("\r").unwrap();
        let (screen, code) = finish(session);
        assert_eq!(code, Some(exit::CANCELLED), "{key:?}: {screen}");
        assert!(
            screen.contains("cancelled: no CA was chosen, no certificate was issued"),
            "{screen}"
        );
        assert!(cursor_shown(&screen), "{key:?}: {screen:?}");
        assert!(
            certificates(&env).is_empty(),
            "{key:?} issued a certificate"
        );
    }
}

#[test]
fn ctrl_c_at_a_prompt_restores_the_terminal() {
    let env = Env::new();
    let ca = create_ca(&env, "only");
    let id = common::id(&env.json(&["tcp-edge", "create"]));
    let prompts: [(Vec<&str>, &str); 3] = [
        (
            vec!["ssh-cert", "create", "--public-key", USER_KEY],
            "CA that signs the certificate",
        ),
        (vec!["ssh-ca", "create"], "Key type of the new CA"),
        (vec!["tcp-edge", "delete", &id], "Delete TCP edge"),
    ];
    for (args, prompt) in prompts {
        let mut session = in_terminal(&env, &args);
        session.expect(prompt).unwrap();
        session.send("\x03").unwrap();
        let (screen, code) = finish(session);
        assert_eq!(code, Some(exit::INTERRUPTED), "{args:?}: {screen}");
        assert!(cursor_shown(&screen), "{args:?}: {screen:?}");
    }
    assert!(certificates(&env).is_empty());
    assert_eq!(
        env.json(&["ssh-ca", "list"])["ssh_certificate_authorities"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(edge_ids(&env), vec![id]);
    let _ = ca;
}

/// Ctrl-C at a passphrase prompt (echo off) turns echo back on: the shell that ran the command
/// sees a terminal that echoes.
#[test]
fn ctrl_c_at_a_passphrase_prompt_restores_echo() {
    let env = Env::new();
    let passphrase = env.secret_file("passphrase", "correct horse\n");
    let ca = common::id(&env.json(&[
        "ssh-ca",
        "create",
        "--key-type",
        "ed25519",
        "--passphrase-file",
        passphrase.to_str().unwrap(),
    ]));
    let mut cmd = env.std_cmd();
    let bin = cmd.get_program().to_owned();
    cmd = std::process::Command::new("sh");
    for (key, value) in env.std_cmd().get_envs() {
        if let Some(value) = value {
            cmd.env(key, value);
        }
    }
    cmd.arg("-c")
        .arg(r#"trap true INT; stty echo; "$0" ssh-cert create --ca-id "$1" --public-key "$2"; echo "exit=$?"; stty -a"#)
        .arg(bin)
        .arg(&ca)
        .arg(USER_KEY);
    let mut session = Session::spawn(cmd).unwrap();
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    session.expect("Passphrase of").unwrap();
    until_echo_is_off(&session);
    session.send("\x03").unwrap();
    let screen = rest_of_screen(&mut session);
    assert!(
        screen.contains(&format!("exit={}", exit::INTERRUPTED)),
        "{screen}"
    );
    assert!(
        screen.contains(" echo ") && !screen.contains("-echo "),
        "echo is back on: {screen}"
    );
    assert!(certificates(&env).is_empty());
}

/// Slow work shows a spinner that says what it waits for (not an empty progress bar), at a
/// terminal only.
#[test]
fn rsa_key_generation_shows_a_spinner_with_a_message() {
    let env = Env::new();
    let mut session = in_xterm(
        &env,
        &["ssh-ca", "create", "--key-type", "rsa", "--bits", "4096"],
        (80, 24),
    );
    // Seconds of work, more on a busy machine.
    session.set_expect_timeout(Some(Duration::from_secs(180)));
    let (screen, code) = finish(session);
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    assert!(
        screen.contains("generating a 4096-bit RSA key"),
        "{screen:?}"
    );
    // What was drawn before the result (a key's base64 may well hold "0/0").
    let drawn = &screen[..screen.find("sshca_").unwrap_or(screen.len())];
    assert!(!drawn.contains('░') && !drawn.contains("0/0"), "{screen:?}");
    let out = env.run(&["ssh-ca", "create", "--key-type", "rsa", "--bits", "2048"]);
    assert!(out.status.success());
    assert!(out.stderr.is_empty(), "no spinner without a terminal");
}

/// At an 80-column terminal a list is one line per row: descriptions cut with `…`, an AGE beside
/// creation times, and columns dropped rather than wrapped. Piped, values are whole.
#[test]
fn tables_fit_the_terminal_and_print_whole_when_piped() {
    let mut env = Env::new();
    let long = "a description much longer than any terminal leaves room for, on and on and on";
    for n in 0..3 {
        env.json(&[
            "tcp-edge",
            "create",
            "--description",
            &format!("{n} {long}"),
            "--hostport",
            &format!("{n}.tcp.example.com:1000{n}"),
        ]);
    }
    env.set_now("2026-11-22T13:00:00Z");
    let (screen, code) = finish(in_xterm(&env, &["tcp-edge", "list"], (80, 24)));
    assert_eq!(code, Some(exit::SUCCESS));
    let lines: Vec<&str> = screen.lines().collect();
    assert_eq!(lines.len(), 4, "a header and one line per edge: {screen}");
    for line in &lines {
        assert!(
            line.trim_end_matches('\r').chars().count() <= 80,
            "{line:?}"
        );
    }
    assert!(
        lines[0].contains("DESCRIPTION") && lines[0].contains("AGE"),
        "{screen}"
    );
    // The hostport stays whole; the description gives way.
    assert!(
        lines[1].contains("2.tcp.example.com:10002")
            && lines[1].contains("2 a descr")
            && lines[1].contains('…'),
        "{screen}"
    );
    assert!(
        lines[1].trim_end().ends_with("3h"),
        "age beside the time: {screen}"
    );

    let piped = env.table(&["tcp-edge", "list"]);
    assert!(
        piped.contains(long) && !piped.contains('…') && !piped.contains("AGE"),
        "{piped}"
    );
}

/// Certificates show their status, in every table.
#[test]
fn certificate_lists_show_a_status() {
    let mut env = Env::new();
    let ca = create_ca(&env, "ca");
    crate::ssh_support::allow_empty_principals(&env, &ca);
    for valid_for in ["1h", "48h"] {
        issue(&env, &ca, &["--valid-for", valid_for]);
    }
    env.set_now("2026-11-22T13:00:00Z");
    let table = env.table(&["ssh-cert", "list"]);
    assert!(table.lines().next().unwrap().contains("STATUS"), "{table}");
    let statuses: Vec<&str> = table
        .lines()
        .skip(1)
        .map(|l| {
            if l.contains("expired") {
                "expired"
            } else if l.contains("valid") {
                "valid"
            } else {
                "?"
            }
        })
        .collect();
    assert_eq!(statuses, ["valid", "expired"], "{table}");
}

/// `--limit` that cuts a list says so on stderr; a list that fits says nothing.
#[test]
fn a_cut_list_says_there_is_more() {
    let env = Env::new();
    let ids: Vec<String> = (0..3)
        .map(|_| common::id(&env.json(&["tcp-edge", "create"])))
        .collect();
    let out = env.run(&["tcp-edge", "list", "--limit", "2", "-o", "id"]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.trim_end(),
        format!(
            "showing 2; more with a higher --limit (or continue with --before-id {})",
            ids[1]
        )
    );
    let out = env.run(&["tcp-edge", "list", "--limit", "3", "-o", "id"]);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 3);
}

/// Every subcommand's help lists the global options under their own heading; the top man page
/// has EXIT STATUS, ENVIRONMENT and FILES.
#[test]
fn help_has_global_options_and_the_man_page_its_sections() {
    let env = Env::new();
    for args in [
        vec!["tcp-edge", "list", "--help"],
        vec!["ssh-cert", "create", "--help"],
    ] {
        let out = env.run(&args);
        let help = String::from_utf8_lossy(&out.stdout);
        let (own, global) = help
            .split_once("Global Options:")
            .expect("a Global Options heading");
        assert!(
            global.contains("--api-url") && !own.contains("--api-url"),
            "{help}"
        );
    }
    let man =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/man/tunnelctl.1")).unwrap();
    for section in [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES"] {
        assert!(man.contains(section), "{section}");
    }
    assert!(
        man.contains("\\fB7\\fR\ncancelled"),
        "the exit codes are listed"
    );
}

/// `--help` ends with the command's examples, and its man page has them in an EXAMPLES section
/// that is not filled; the examples that need no existing ID or file run in a store that holds
/// only the resources they name by name.
#[test]
fn examples_show_in_help_and_man_page_and_run() {
    use clap::CommandFactory;
    use tunnelctl::cli::{examples, Cli};
    let mut env = Env::new();
    // `edit`'s examples open an editor: here one that saves nothing.
    env.set_var("EDITOR", "true");
    let out = env.run(&["tcp-edge", "create", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    let (_, after) = help
        .split_once("\nExamples:\n")
        .expect("an Examples heading");
    assert!(
        after.contains("  tunnelctl tcp-edge create --description ssh"),
        "{help}"
    );
    let man = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/man/tunnelctl-tcp-edge-create.1"
    ))
    .unwrap();
    assert!(
        man.contains(".SH EXAMPLES\n.RS 4\n.nf\ntunnelctl tcp\\-edge create \\-\\-description ssh"),
        "{man}"
    );
    // The resources the examples name by their manifest names.
    let named = env.file(
        "named.yaml",
        "kind: tcp-edge\nname: bastion\n---\nkind: ssh-ca\nname: ci\nprivate_key_type: ed25519\n",
    );
    env.json(&["apply", "-f", named.to_str().unwrap()]);
    let mut ran = 0;
    for (path, after) in examples::every(&Cli::command()) {
        let (_, lines) = examples::split(&after);
        // Examples end the help, one command (or `#` comment) a line: prose after them would be
        // folded as a command, with ` \\` ending its lines.
        for line in &lines {
            let comment = line.trim_start().starts_with('#');
            assert!(
                !line.trim().is_empty() && (comment || !line.ends_with('.')),
                "`{path}`: prose among the examples (put it before `Examples:`): {line:?}"
            );
        }
        for words in examples::invocations(&lines) {
            let needs_something = words.iter().any(|w| {
                w.contains("2fx")
                    || w == "-"
                    || w.contains('~')
                    || w.starts_with("/srv")
                    // A value elided for the page (`--expect-head 1042:5f0c…e19a`).
                    || w.contains('…')
                    || w.ends_with("-file")
                    || w.rsplit_once('.').is_some_and(|(_, ext)| {
                        ["yaml", "json", "xml", "pub", "pass"].contains(&ext)
                    })
            });
            // `serve` runs until it is stopped; `ssh-cert login` writes into ~/.ssh and the agent,
            // and `logout` and `agent` talk to an ssh-agent (tests/ssh_login_policy.rs runs them);
            // `auth` keeps a key for a server (tests/api_key_expiry.rs and tests/keyring.rs run it).
            let needs_an_agent = ["login", "logout", "agent"]
                .iter()
                .any(|verb| path == format!("tunnelctl ssh-cert {verb}"));
            let needs_a_server = path.starts_with("tunnelctl auth ");
            if needs_something || path == "tunnelctl serve" || needs_an_agent || needs_a_server {
                continue;
            }
            let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
            let out = env.run(&args);
            assert!(
                out.status.success(),
                "the example {words:?} of `{path}` failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            ran += 1;
        }
    }
    assert!(ran >= 35, "only {ran} examples ran");
}

/// A name apply stored in metadata that rewrites its own plan line at a terminal: back to the
/// start of the line, erase it, write "unchanged", hide the rest (its real `: delete`).
const HIDING_NAME: &str = "evil\r\x1b[2Ktcp-edge evil: unchanged\x1b[8m";
/// A right-to-left override (U+202E) and a zero-width space (U+200B): format characters, which
/// a manifest's name may hold (control characters it may not, see
/// `names::a_manifest_name_with_a_control_character_is_refused`).
const TWIN_NAME: &str = "twin\u{202e}\u{200b}";
const DESCRIPTION: &str = "d \x1b]0;owned\x07 \u{9b}2J \u{202e}txt \u{200b}";

/// Whether `screen` holds a character a terminal acts on or hides (line ends aside, which the
/// pseudo-terminal writes as `\r\n`).
fn obeyed(screen: &str) -> Vec<char> {
    screen
        .chars()
        .filter(|&c| {
            (c.is_control() && c != '\n' && c != '\r')
                || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200b}')
        })
        .collect()
}

/// Issue 39 item 6: stored names and descriptions reach a terminal escaped in every view (tables,
/// JSON, YAML, the plans of diff and apply), so a planned delete reads as a delete; piped JSON
/// stays exact data.
#[test]
fn text_from_the_store_reaches_a_terminal_escaped_and_a_pipe_exact() {
    let env = Env::new();
    let managed = |name: &str| {
        let marker = serde_json::json!({"tunnelctl.apply": {"name": name}}).to_string();
        let edge = ["tcp-edge", "create", "--description", DESCRIPTION];
        common::id(&env.json(&[&edge[..], &["--metadata", &marker]].concat()))
    };
    let (evil, twin) = (managed(HIDING_NAME), managed(TWIN_NAME));
    let on_screen = |args: &[&str]| {
        let (screen, code) = finish(in_xterm(&env, args, (250, 50)));
        assert_eq!(obeyed(&screen), [], "{args:?} passed them raw: {screen:?}");
        (screen.replace('\r', ""), code)
    };

    for args in [&["tcp-edge", "list"][..], &["tcp-edge", "get", &evil]] {
        let (screen, _) = on_screen(args);
        assert!(
            screen.contains(r"d \x1b]0;owned\x07 \x9b2J \u{202e}txt \u{200b}"),
            "{screen}"
        );
    }
    let piped = env.run(&["-o", "json", "tcp-edge", "list"]);
    let data: serde_json::Value = serde_json::from_slice(&piped.stdout).unwrap();
    // Piped JSON is serde_json's own text: C0 escaped by JSON, every other character as it is.
    let exact = format!("{}\n", serde_json::to_string_pretty(&data).unwrap());
    assert_eq!(String::from_utf8(piped.stdout).unwrap(), exact);
    assert!(exact.contains("\u{9b}2J \u{202e}txt"), "{exact}");
    let (json, _) = on_screen(&["-o", "json", "tcp-edge", "list"]);
    assert!(json.contains(r#"\u009b2J \u202etxt \u200b"#), "{json}");
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&json).unwrap(),
        data
    );
    let (yaml, _) = on_screen(&["-o", "yaml", "tcp-edge", "get", &twin]);
    let read: serde_json::Value = serde_yaml::from_str(&yaml).unwrap();
    assert_eq!(read["description"], DESCRIPTION, "{yaml}");

    // The twin is updated, the hiding one deleted by --prune; each plan line says so.
    let manifest = env.file(
        "m.yaml",
        "kind: tcp-edge\nname: \"twin\\u202e\\u200b\"\ndescription: plain\n",
    );
    let manifest = manifest.to_str().unwrap();
    let evil_line = format!(r"tcp-edge evil\r\x1b[2Ktcp-edge evil: unchanged\x1b[8m ({evil}): ");
    let twin_line = format!(r"tcp-edge twin\u{{202e}}\u{{200b}} ({twin}): ");
    let (plan, code) = on_screen(&["diff", "--prune", "-f", manifest]);
    assert_eq!(code, Some(exit::DIFFERS), "{plan}");
    assert!(plan.contains(&format!("{evil_line}delete\n")), "{plan}");
    assert!(plan.contains(&format!("{twin_line}update\n")), "{plan}");
    assert!(
        plan.contains(
            r#"description: "d \u001b]0;owned\u0007 \x9b2J \u{202e}txt \u{200b}" → "plain""#
        ),
        "{plan}"
    );
    let (done, code) = on_screen(&["apply", "--prune", "--yes", "-f", manifest]);
    assert_eq!(code, Some(exit::SUCCESS), "{done}");
    assert!(done.contains(&format!("{evil_line}deleted\n")), "{done}");
    assert!(done.contains(&format!("{twin_line}updated\n")), "{done}");
    assert_eq!(edge_ids(&env), vec![twin.clone()]);
    assert_eq!(
        env.json(&["tcp-edge", "get", &twin])["description"],
        "plain"
    );
}

/// Issue 43 item 8: at 100 and 80 columns a TCP edge's hostports stay whole (they tell the rows
/// apart), its backend ID shows only where there is room for both, and the description is cut;
/// `config show` keeps the store's URL whole; `get` wraps a long value.
#[test]
fn what_identifies_a_row_stays_whole_and_get_wraps() {
    let env = Env::new();
    let edge = env.json(&[
        "tcp-edge",
        "create",
        "--hostport",
        "1.tcp.ngrok.io:20001",
        "--backend-id",
        "bkdtg_3MVcyQh7AvcSon9ymO7E0uuQpMR",
        "--description",
        "the bastion of the staging network, reached by the on-call team",
    ]);
    for (width, backend) in [(100, false), (80, false), (140, true)] {
        let (screen, code) = finish(in_xterm(&env, &["tcp-edge", "list"], (width, 24)));
        assert_eq!(code, Some(exit::SUCCESS));
        let lines: Vec<&str> = screen.lines().collect();
        assert_eq!(lines.len(), 2, "{width}: {screen}");
        assert!(
            lines[1].contains("1.tcp.ngrok.io:20001"),
            "{width}: {screen}"
        );
        assert_eq!(lines[0].contains("BACKEND"), backend, "{width}: {screen}");
        assert!(lines[1].contains("the bastion"), "{width}: {screen}");
        assert!(lines
            .iter()
            .all(|l| l.trim_end().chars().count() <= usize::from(width)));
    }
    // `config show` keeps the store's URL whole before saying where it came from.
    let mut shared = Env::new();
    let url = "postgres://tunnelctl@db.example.com:5432/tunnelctl";
    shared.set_var("TUNNELCTL_STORE", url);
    for width in [100, 80] {
        let (screen, _) = finish(in_xterm(&shared, &["config", "show"], (width, 24)));
        let store = screen.lines().find(|l| l.starts_with("store ")).unwrap();
        assert!(store.contains(url), "{width}: {screen}");
    }
    // `get` wraps a long value under its own column.
    let id = common::id(&edge);
    let (screen, _) = finish(in_xterm(&env, &["tcp-edge", "get", &id], (80, 24)));
    let lines: Vec<&str> = screen.lines().map(|l| l.trim_end()).collect();
    assert!(lines.iter().all(|l| l.chars().count() <= 80), "{screen}");
    let at = lines.iter().position(|l| l.starts_with("uri ")).unwrap();
    let column = lines[at].len() - lines[at]["uri".len()..].trim_start().len();
    assert!(lines[at + 1][..column].trim().is_empty(), "{screen}");
    let uri: String = lines[at..at + 2].iter().map(|l| &l[column..]).collect();
    assert_eq!(uri, edge["uri"].as_str().unwrap(), "{screen}");
}

/// Issue 43 item 4: at a terminal, apply shows the plan and asks before it updates or deletes; a
/// no changes nothing and is no `error:`; yes applies it.
#[test]
fn apply_at_a_terminal_shows_the_plan_and_asks_before_updating() {
    let env = Env::new();
    let first = env.file(
        "infra.yaml",
        "kind: tcp-edge\nname: web\ndescription: old\n",
    );
    let first = first.to_str().unwrap();
    assert!(env.run(&["apply", "-f", first]).status.success());
    let id = edge_ids(&env).remove(0);
    env.file(
        "infra.yaml",
        "kind: tcp-edge\nname: web\ndescription: new\n",
    );
    let description = || env.json(&["tcp-edge", "get", &id])["description"].clone();
    for (typed, code, kept) in [("n", exit::CANCELLED, "old"), ("y", exit::SUCCESS, "new")] {
        let mut session = in_terminal(&env, &["apply", "-f", first]);
        session
            .expect("    description: \"old\" → \"new\"")
            .unwrap();
        session
            .expect("Apply these changes (1 to update)?")
            .unwrap();
        session.send(format!("{typed}\r")).unwrap();
        let (screen, exit) = finish(session);
        assert_eq!(exit, Some(code), "{screen}");
        assert!(!screen.contains("error:"), "{screen}");
        assert_eq!(
            screen.contains("nothing was applied: the plan was declined"),
            typed == "n"
        );
        assert_eq!(description(), kept, "{screen}");
    }
}

#[test]
fn edit_at_a_terminal_reopens_a_refused_document_with_the_error_on_top() {
    let env = Env::new();
    let infra = env.file(
        "infra.yaml",
        "kind: tcp-edge\nname: web\ndescription: one\n",
    );
    assert!(env
        .run(&["apply", "-f", infra.to_str().unwrap()])
        .status
        .success());
    // First save: a field apply does not know. Reopened: the error is on top; then a good edit.
    let errors = env.path().join("errors");
    let script = format!(
        "#!/bin/sh\nif grep -q '^# error:' \"$1\"; then\n  grep '^# error:' \"$1\" > {errors}\n  \
         sed -i 's/^colour: red$//; s/^description: one$/description: two/' \"$1\"\nelse\n  \
         echo 'colour: red' >> \"$1\"\nfi\n",
        errors = errors.display()
    );
    let editor = env.file("editor", &script);
    std::fs::set_permissions(&editor, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let mut env = env;
    env.set_var("EDITOR", editor.to_str().unwrap());
    let (screen, code) = finish(in_terminal(&env, &["edit", "tcp-edge", "web"]));
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    let errors = std::fs::read_to_string(errors).unwrap();
    assert!(errors.contains("unknown field `colour`"), "{errors}");
    assert_eq!(
        env.json(&["tcp-edge", "get", "web"])["description"],
        "two",
        "{screen}"
    );
}
