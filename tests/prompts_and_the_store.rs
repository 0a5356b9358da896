//! Prompts and the store (issue 26): nothing holds the store while a person is asked, a store that
//! `serve` holds is refused at once and a wait for another holder says what it waits for, and
//! what a prompt draws fits the terminal.

use crate::common;
use crate::ergonomics::{create_ca, in_terminal, type_secret, USER_KEY};
use crate::terminal::{finish, in_xterm};
use tunnelctl::cli::exit;

use common::{edge_ids, Env};
use expectrl::Expect;
use serde_json::Value;
use std::fs::File;
use std::io::Write;
use std::time::{Duration, Instant};

/// Another command on the store while a prompt waits: it must get the store at once (the lock
/// timeout is 10 s, as by default) and create its edge.
fn create_edge_meanwhile(env: &Env, description: &str) {
    let started = Instant::now();
    let out = env.run(&[
        "--lock-timeout",
        "10s",
        "tcp-edge",
        "create",
        "--description",
        description,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "waited {:?} for the store the prompt should have let go",
        started.elapsed()
    );
}

fn edge_descriptions(env: &Env) -> Vec<String> {
    env.json(&["tcp-edge", "list"])["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["description"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_ca_picker_does_not_hold_the_store_while_it_waits() {
    let env = Env::new();
    let ca = create_ca(&env, "office");
    crate::ssh_support::allow_empty_principals(&env, &ca);

    let mut session = in_terminal(&env, &["ssh-cert", "create", "--public-key", USER_KEY]);
    session.expect(format!("{ca}  ed25519  office")).unwrap();
    create_edge_meanwhile(&env, "made while the picker waited");
    // TAB completion reads the store too.
    if crate::completion::have("bash") {
        let started = Instant::now();
        let (offered, stderr) = crate::completion::bash_complete(&env, "tunnelctl tcp-edge get ");
        assert_eq!(offered, edge_ids(&env), "{stderr}");
        assert!(started.elapsed() < Duration::from_secs(3));
    }
    session.send("\r").unwrap();
    let (screen, code) = finish(session);
    assert_eq!(code, Some(0), "{screen}");

    assert_eq!(edge_descriptions(&env), ["made while the picker waited"]);
    let certs = env.json(&["ssh-cert", "list"]);
    let certs = certs["ssh_user_certificates"].as_array().unwrap();
    assert_eq!(certs.len(), 1, "the certificate is issued after the pick");
    assert_eq!(certs[0]["ssh_certificate_authority_id"], ca.as_str());
}

#[test]
fn a_passphrase_prompt_does_not_hold_the_store_while_it_waits() {
    let env = Env::new();
    let passphrase = env.secret_file("passphrase", "correct horse\n");
    let ca = env.json(&[
        "ssh-ca",
        "create",
        "--passphrase-file",
        passphrase.to_str().unwrap(),
    ])["id"]
        .as_str()
        .unwrap()
        .to_string();
    crate::ssh_support::allow_empty_principals(&env, &ca);

    let mut session = in_terminal(
        &env,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key",
            USER_KEY,
        ],
    );
    session
        .expect(format!("Passphrase of the key of CA {ca}"))
        .unwrap();
    create_edge_meanwhile(&env, "made while the passphrase was asked");
    type_secret(&mut session, "correct horse");
    let (screen, code) = finish(session);
    assert_eq!(code, Some(0), "{screen}");

    assert_eq!(
        edge_descriptions(&env),
        ["made while the passphrase was asked"]
    );
    let certs = env.json(&["ssh-cert", "list"]);
    assert_eq!(certs["ssh_user_certificates"].as_array().unwrap().len(), 1);
}

#[test]
fn store_commands_fail_at_once_with_one_hint_while_serve_holds_the_store() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    let (server, url) = common::spawn_serve(&env, "true");
    let pid = server.0.id();

    for command in [&["store", "check"][..], &["store", "export"]] {
        let started = Instant::now();
        let out = env.run(&[&["--lock-timeout", "10s"][..], command].concat());
        let took = started.elapsed();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::UNAVAILABLE), "{stderr}");
        assert!(out.stdout.is_empty(), "{command:?}");
        assert!(
            took < Duration::from_secs(3),
            "{command:?} waited {took:?} for a server that will not let go"
        );
        assert!(
            stderr.contains(&format!(
                "`tunnelctl serve` (pid {pid}) at {url} is serving it"
            )),
            "{stderr}"
        );
        assert!(
            stderr.contains(&format!(
                "hint: this command needs the store to itself: stop the server (pid {pid}) first, \
                 then run it again"
            )),
            "{stderr}"
        );
        assert!(
            !stderr.contains("--api-url"),
            "one hint, no other: {stderr}"
        );
    }
    // The server's store is intact and answers.
    drop(server);
    assert_eq!(edge_ids(&env).len(), 1);
}

/// Holds the store's lock from this test process, recording `record` as a holder would.
fn hold_store(env: &Env, record: &str) -> File {
    let lock = File::options()
        .read(true)
        .write(true)
        .open(env.store().join("lock"))
        .unwrap();
    lock.try_lock().unwrap();
    lock.set_len(0).unwrap();
    (&lock).write_all(record.as_bytes()).unwrap();
    lock
}

#[test]
fn a_wait_for_the_store_says_what_it_waits_for() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    for (record, holder) in [
        ("pid 4242\n", "another tunnelctl process (pid 4242)"),
        (
            "pid 4243\nkeep-open\n",
            "the --keep-open background process (pid 4243)",
        ),
    ] {
        // `store check` opens the store itself; `tcp-edge list` sends a request to it.
        for args in [&["store", "check"][..], &["tcp-edge", "list"]] {
            let lock = hold_store(&env, record);
            let mut session = in_xterm(
                &env,
                &[&["--lock-timeout", "30s"][..], args].concat(),
                (200, 24),
            );
            let waiting = format!(
                "waiting for the store at {}: {holder} holds it",
                env.store().display()
            );
            let shown = session.expect(&waiting);
            lock.unlock().unwrap();
            let (screen, code) = finish(session);
            assert!(shown.is_ok(), "{waiting:?} is not on the screen: {screen}");
            assert_eq!(code, Some(0), "{args:?} ends once the store is free");
        }
    }
}

/// At a terminal narrower than what the spinner says, its line is cut a column short of the width:
/// a spinner line that wrapped was left behind at every redraw (and made a slow open under load
/// fail `pickers_and_prompts_fit_a_narrow_terminal`).
#[test]
fn a_spinner_fits_a_narrow_terminal() {
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    let lock = hold_store(&env, "pid 4242\n");
    let mut session = in_xterm(
        &env,
        &["--lock-timeout", "30s", "tcp-edge", "list"],
        (40, 24),
    );
    let drawn = drawn_until(&mut session, "waiting for the");
    // Some redraws of the spinner, then the store is free.
    std::thread::sleep(std::time::Duration::from_millis(400));
    lock.unlock().unwrap();
    let (rest, code) = finish(session);
    assert_eq!(code, Some(0), "{drawn}{rest}");
    assert_every_line_fits(&(drawn + &rest), 40);
}

/// What the terminal showed until `text`, `text` included.
fn drawn_until(session: &mut expectrl::session::OsSession, text: &str) -> String {
    let seen = session.expect(text).unwrap();
    String::from_utf8_lossy(seen.before()).into_owned() + text
}

/// Every line drawn on `screen` (split where the terminal starts a line, escape sequences
/// removed) fits in `columns`: none wraps, so none is left behind when a prompt redraws.
fn assert_every_line_fits(screen: &str, columns: usize) {
    // A redraw moves the cursor or clears the line with a CSI sequence (ending in a letter from
    // A to K) rather than a carriage return: each starts a line of its own here.
    let mut lines = String::new();
    let mut rest = screen;
    while let Some(at) = rest.find("\x1b[") {
        lines.push_str(&rest[..at]);
        let sequence = &rest[at + 2..];
        let end = sequence
            .find(|c: char| c.is_ascii_alphabetic())
            .map_or(sequence.len(), |e| e + 1);
        if sequence[..end].ends_with(|c: char| ('A'..='K').contains(&c)) {
            lines.push('\n');
        }
        rest = &sequence[end..];
    }
    lines.push_str(rest);
    let plain = dialoguer::console::strip_ansi_codes(&lines);
    // indicatif pads a spinner's line with spaces to the width, to overwrite what was there; only
    // what shows counts.
    for line in plain.split(['\n', '\r']).map(str::trim_end) {
        assert!(
            dialoguer::console::measure_text_width(line) < columns,
            "{line:?} is wider than {columns} columns, in:\n{plain}"
        );
    }
}

#[test]
fn pickers_and_prompts_fit_a_narrow_terminal() {
    let env = Env::new();
    // The key type picker, whose rsa row is 79 columns wide.
    let mut session = in_xterm(&env, &["-o", "id", "ssh-ca", "create"], (40, 24));
    let drawn = drawn_until(&mut session, "ed25519");
    session.send("\r").unwrap();
    let (rest, code) = finish(session);
    let screen = drawn + &rest;
    assert_eq!(code, Some(0), "{screen}");
    assert_every_line_fits(&screen, 40);
    let ca = env.json(&["ssh-ca", "list"])["ssh_certificate_authorities"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();

    // The CA picker, with a long description.
    env.run(&[
        "ssh-ca",
        "update",
        &ca,
        "--description",
        "the office CA of the second floor",
    ]);
    let mut session = in_xterm(
        &env,
        &[
            "-o",
            "id",
            "ssh-cert",
            "create",
            "--principal",
            "alice",
            "--public-key",
            USER_KEY,
        ],
        (40, 24),
    );
    let drawn = drawn_until(&mut session, "Esc or q");
    session.send("\r").unwrap();
    let (rest, code) = finish(session);
    let screen = drawn + &rest;
    assert_eq!(code, Some(0), "{screen}");
    assert_every_line_fits(&screen, 40);
    let cert = env.json(&["ssh-cert", "list"])["ssh_user_certificates"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();

    // The revoke prompt: wrapped, each word still there, and declining keeps the certificate.
    let mut session = in_xterm(&env, &["ssh-cert", "revoke", &cert], (40, 24));
    let drawn = drawn_until(&mut session, "[y/N]");
    session.send("n\r").unwrap();
    let (rest, code) = finish(session);
    let screen = drawn + &rest;
    assert_eq!(code, Some(0), "{screen}");
    // What follows the prompt (the status line) is printed once, never redrawn.
    let (prompt, after) = screen.split_once("kept ").unwrap();
    assert_every_line_fits(prompt, 40);
    assert!(
        after.starts_with(&format!("SSH user certificate {cert}")),
        "{after}"
    );
    let words: Vec<_> = dialoguer::console::strip_ansi_codes(&screen)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let question = format!("Revoke SSH user certificate {cert}? This cannot be undone");
    assert!(
        words.join(" ").contains(&question),
        "the whole question is asked: {screen}"
    );
    let revoked = env.json(&["ssh-cert", "list", "--revoked"]);
    assert!(
        revoked["ssh_user_certificates"]
            .as_array()
            .unwrap()
            .is_empty(),
        "{revoked}"
    );
}

#[test]
fn delete_prompts_show_each_description_and_hostports() {
    let env = Env::new();
    let web = env.json(&[
        "tcp-edge",
        "create",
        "--description",
        "web front",
        "--hostport",
        "1.tcp.ngrok.io:12345",
    ]);
    let db = env.json(&["tcp-edge", "create", "--description", "database"]);
    let (web, db) = (common::id(&web), common::id(&db));

    let mut session = in_xterm(&env, &["tcp-edge", "delete", &web, &db], (120, 24));
    session
        .expect(format!("{web}  web front  1.tcp.ngrok.io:12345"))
        .unwrap();
    session.expect(format!("{db}  database")).unwrap();
    session.expect("Delete these 2 TCP edges?").unwrap();
    session.send("n\r").unwrap();
    let (_, code) = finish(session);
    assert_eq!(code, Some(exit::CANCELLED));
    assert_eq!(edge_ids(&env).len(), 2, "declined: both edges stay");

    // Scripts see no question and no extra line.
    let out = env.run(&["tcp-edge", "delete", &db]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    let edges: Value = env.json(&["tcp-edge", "list"]);
    assert_eq!(edges["tcp_edges"].as_array().unwrap().len(), 1);
}
