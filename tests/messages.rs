//! Issue 26 items 16, 17 and 18: what tunnelctl says on stderr: an update that changes nothing
//! says so, `warning:` and `hint:` are coloured like `error:`, and a CEL error keeps its caret
//! diagram on lines of its own at a terminal.

use crate::common::{self, fake_id, transport_tests, Env};
use crate::ergonomics::{create_ca, USER_KEY};
use crate::terminal::finish;
use expectrl::Session;
use std::time::Duration;
use tunnelctl::cli::exit;

transport_tests! {
    fn an_update_without_a_change_is_refused_and_sends_nothing(env) {
        let edge = common::id(&env.json(&["tcp-edge", "create", "--description", "kept"]));
        let sub = common::id(&env.json(&["event-sub", "create", "--source", "ip_policy_created.v0",
            "--destination-id", &fake_id("ed", 1)]));
        let ca = create_ca(&env, "ca");
        crate::ssh_support::allow_empty_principals(&env, &ca);
        let cert = common::id(&env.json(&["ssh-cert", "create", "--ca-id", &ca, "--public-key", USER_KEY]));
        let host = common::id(&env.json(&["ssh-host-cert", "create", "--ca-id", &ca,
            "--public-key", USER_KEY, "--principal", "db1"]));
        let empty = env.file("empty.json", "{}");
        let before = env.state();
        for (group, id) in [("tcp-edge", &edge), ("event-sub", &sub), ("ssh-ca", &ca),
            ("ssh-cert", &cert), ("ssh-host-cert", &host)]
        {
            for more in [&[][..], &["--from-file", empty.to_str().unwrap()][..]] {
                let mut args = vec![group, "update", id.as_str()];
                args.extend(more);
                let out = env.run(&args);
                let stderr = String::from_utf8_lossy(&out.stderr);
                assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
                assert!(out.stdout.is_empty(), "{args:?}");
                assert!(
                    stderr.contains(&format!("error: {group} update was given nothing to change; nothing was sent"))
                        && stderr.contains(&format!("hint: pass the flags of the fields to change (tunnelctl {group} update --help lists them)")),
                    "{args:?}: {stderr}"
                );
            }
        }
        assert_eq!(env.state(), before, "nothing changed");
        // An update with something to change still goes through.
        let updated = env.json(&["tcp-edge", "update", &edge, "--description", "changed"]);
        assert_eq!(updated["description"], "changed");
    }
}

/// Runs tunnelctl in an 80-column xterm pseudo-terminal, with `NO_COLOR` as `no_color` says (the
/// tests' environment sets it, so that nothing else sees colour).
fn at_terminal(env: &Env, args: &[&str], no_color: Option<&str>) -> (String, Option<i32>) {
    let mut cmd = env.std_cmd();
    cmd.args(args)
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR");
    if let Some(value) = no_color {
        cmd.env("NO_COLOR", value);
    }
    let mut session = Session::spawn(cmd).expect("spawn in a pty");
    session.get_process_mut().set_window_size(80, 24).unwrap();
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    finish(session)
}

const RED_ERROR: &str = "\x1b[1;31merror:\x1b[0m ";
const YELLOW_WARNING: &str = "\x1b[1;33mwarning:\x1b[0m ";
const CYAN_HINT: &str = "\x1b[1;36mhint:\x1b[0m ";

#[test]
fn warnings_and_hints_are_coloured_like_errors_unless_colour_is_off() {
    let env = Env::new();
    let ca = create_ca(&env, "ca");
    crate::ssh_support::allow_empty_principals(&env, &ca);
    let edge = common::id(&env.json(&["tcp-edge", "create"]));
    // No principal: a warning at a terminal. An update without a change: an error with a hint.
    let issue = [
        "ssh-cert",
        "create",
        "--ca-id",
        ca.as_str(),
        "--public-key",
        USER_KEY,
    ];
    let update = ["tcp-edge", "update", edge.as_str()];

    let (screen, code) = at_terminal(&env, &issue, None);
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    assert!(
        screen.contains(&format!(
            "{YELLOW_WARNING}the certificate names no principals"
        )),
        "{screen:?}"
    );
    let (screen, code) = at_terminal(&env, &update, None);
    assert_eq!(code, Some(exit::USAGE), "{screen}");
    assert!(
        screen.contains(&format!(
            "{RED_ERROR}tcp-edge update was given nothing to change"
        )) && screen.contains(&format!("{CYAN_HINT}pass the flags")),
        "{screen:?}"
    );
    assert_eq!(
        env.json(&["ssh-cert", "list"])["ssh_user_certificates"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // --color never and NO_COLOR turn every label plain.
    for (flags, no_color) in [(&["--color", "never"][..], None), (&[][..], Some("1"))] {
        for args in [&issue[..], &update[..]] {
            let args = [flags, args].concat();
            let (screen, _) = at_terminal(&env, &args, no_color);
            assert!(
                !screen.contains("\x1b[1;3"),
                "{args:?} {no_color:?}: {screen:?}"
            );
            assert!(
                screen.contains("warning: ") || screen.contains("error: "),
                "{screen:?}"
            );
            if args.contains(&"update") {
                assert!(screen.contains("\nhint: pass the flags"), "{screen:?}");
            }
        }
    }
}

#[test]
fn a_cel_error_keeps_its_caret_diagram_on_lines_of_its_own_at_a_terminal() {
    let env = Env::new();
    let policy = env.file(
        "policy.yaml",
        "inbound:\n  - expressions: [\"req.host == \"]\n    actions: [{type: deny}]\n",
    );
    let args = [
        "tcp-edge",
        "create",
        "--policy-file",
        policy.to_str().unwrap(),
    ];
    let (screen, code) = at_terminal(&env, &args, Some("1"));
    assert_eq!(code, Some(exit::FAILURE), "{screen}");
    let lines: Vec<&str> = screen.lines().map(|l| l.trim_end_matches('\r')).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("error: inbound[0].expressions[0] (in --policy-file) is not a valid CEL expression:"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(
        lines[at + 1].starts_with("  ERROR: <input>:1:13: Syntax error:"),
        "{screen}"
    );
    assert_eq!(lines[at + 2], "  | req.host == ", "{screen}");
    assert_eq!(lines[at + 3], "  | ............^", "{screen}");
    assert_eq!(lines[at + 4], "  [ERR_NGROK_215]", "{screen}");
    assert!(common::edge_ids(&env).is_empty());

    // Piped, the message stays one line, and the JSON body's msg is the API's.
    let out = env.run(&args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.ends_with(" | req.host ==  | ............^ [ERR_NGROK_215]\n"),
        "{stderr}"
    );
    let refusal = env.refuse(&args);
    assert!(
        refusal.msg().ends_with(" | req.host ==  | ............^"),
        "{}",
        refusal.msg()
    );
}

/// Issue 43 item 7: a message about a setting names what gave it (a flag, a variable, a profile
/// and its file), an empty TUNNELCTL_* variable is unset, and TLS to a plain-HTTP server says to
/// use http:// after one attempt.
#[test]
fn messages_name_what_gave_a_setting() {
    let env = Env::remote();
    let url = env.base_url();
    // `serve` under an exported TUNNELCTL_API_URL (Env::remote exports it).
    let out = env.run(&["serve", "--listen", "127.0.0.1:0"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("TUNNELCTL_API_URL gives one"), "{stderr}");
    assert!(stderr.contains("env -u TUNNELCTL_API_URL"), "{stderr}");

    // https:// to the plain-HTTP serve: one attempt (a GET is retried otherwise), and the fix.
    let https = url.replacen("http://", "https://", 1);
    let out = env
        .cmd()
        .env("TUNNELCTL_API_URL", &https)
        .args(["tcp-edge", "list"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("{https} does not speak TLS: ")),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("use {url} in TUNNELCTL_API_URL")),
        "{stderr}"
    );

    // A URL from a profile is blamed on the profile and its file.
    let config = env.file("config.yaml", "profiles:\n  p: {api_url: 'ftp://x'}\n");
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_API_URL")
        .env_remove("TUNNELCTL_STORE")
        .env("TUNNELCTL_CONFIG", &config)
        .args(["--profile", "p", "tcp-edge", "list"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let blamed = format!("api_url of profile p ({})", config.display());
    assert!(
        stderr.contains(&format!("\"ftp://x\" of {blamed} must start")),
        "{stderr}"
    );

    // A store location that holds no store, from a variable or a profile.
    let local = |vars: &[(&str, &str)], args: &[&str]| {
        let mut cmd = env.cmd();
        cmd.env_remove("TUNNELCTL_API_URL")
            .env("TUNNELCTL_CONFIG", &config);
        for (k, v) in vars {
            cmd.env(k, v);
        }
        let out = cmd.args(args).output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let nowhere = env.path().join("nowhere");
    let (code, stderr) = local(
        &[("TUNNELCTL_STORE", nowhere.to_str().unwrap())],
        &["tcp-edge", "list"],
    );
    assert_eq!(code, Some(exit::USAGE));
    assert!(
        stderr.contains(&format!(
            "there is no store at {} (from TUNNELCTL_STORE)",
            nowhere.display()
        )),
        "{stderr}"
    );
    let in_profile = env.file(
        "store-profile.yaml",
        &format!("profiles:\n  s: {{store: '{}'}}\n", config.display()),
    );
    let (code, stderr) = env
        .cmd()
        .env_remove("TUNNELCTL_API_URL")
        .env_remove("TUNNELCTL_STORE")
        .env("TUNNELCTL_CONFIG", &in_profile)
        .args(["--profile", "s", "tcp-edge", "list"])
        .output()
        .map(|o| {
            (
                o.status.code(),
                String::from_utf8_lossy(&o.stderr).into_owned(),
            )
        })
        .unwrap();
    assert_eq!(code, Some(exit::USAGE));
    assert!(
        stderr.contains(&format!(
            "is not a directory (from store of profile s ({}))",
            in_profile.display()
        )),
        "{stderr}"
    );
    // A bad value of a variable clap reads is blamed on the variable too.
    let (code, stderr) = local(&[("TUNNELCTL_OUTPUT", "xml")], &["tcp-edge", "list"]);
    assert_eq!(code, Some(exit::USAGE));
    assert!(
        stderr.contains("the value comes from TUNNELCTL_OUTPUT"),
        "{stderr}"
    );

    // Empty variables are unset: the store is the default one, the output a table.
    let out = env
        .cmd()
        .env_remove("TUNNELCTL_API_URL")
        .env_remove("TUNNELCTL_API_KEY")
        .env("TUNNELCTL_CONFIG", &config)
        .env("TUNNELCTL_PROFILE", "")
        .env("TUNNELCTL_STORE", "")
        .env("TUNNELCTL_OUTPUT", "")
        .env("TUNNELCTL_KEEP_OPEN", "")
        .env("TUNNELCTL_STORE_KEY_FILE", "")
        .args(["config", "show", "-o", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let source = |name: &str| {
        shown["settings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()["source"]
            .clone()
    };
    for (name, expected) in [
        ("store", "default"),
        ("profile", "none"),
        ("keep_open", "default"),
        ("store_key_file", "-"),
    ] {
        assert_eq!(source(name), expected, "{name}");
    }
}

/// Issue 43 item 7: every secret file others may read is refused with one exit code (2), naming
/// the file: the store's key file, an API key file, a CA passphrase file, the PostgreSQL
/// password file. Each is refused before anything is sent or stored.
#[test]
fn secret_file_refusals_share_one_exit_code() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    let exposed = |name: &str, text: &str| {
        let file = env.file(name, text);
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        file
    };
    let key = exposed("store.key", &"5e".repeat(32));
    let api_key = exposed("api.key", "a-key\n");
    let passphrase = exposed("ca.pass", "a passphrase\n");
    let pgpass = exposed("pgpass", "*:*:*:*:pw\n");
    let cases = [
        (
            format!("--store-key-file {} ssh-ca create", key.display()),
            &key,
        ),
        (
            format!(
                "--api-url http://127.0.0.1:9 --api-key-file {} tcp-edge list",
                api_key.display()
            ),
            &api_key,
        ),
        (
            format!("ssh-ca create --passphrase-file {}", passphrase.display()),
            &passphrase,
        ),
        (
            "--store postgres://tunnelctl@127.0.0.1:9/tunnelctl tcp-edge list".to_string(),
            &pgpass,
        ),
    ];
    for (line, file) in cases {
        let out = env
            .cmd()
            .env("PGPASSFILE", &pgpass)
            .args(line.split(' '))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{line}: {stderr}");
        assert!(
            stderr.contains(&format!(
                "{} holds a secret but others may read",
                file.display()
            )),
            "{line}: {stderr}"
        );
    }
    assert!(!env.store().exists(), "nothing was stored");
}
