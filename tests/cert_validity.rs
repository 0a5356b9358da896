//! Issue 26 items 9 and 13: a duration needs its unit, a certificate that would be expired on
//! issue (or within a minute) is refused, and `--write-cert` at a terminal says where the
//! certificate went instead of printing it again.

use crate::common::{self, transport_tests, Env};
use crate::ergonomics::{create_ca, in_terminal, USER_KEY};
use crate::ssh_support::allow_empty_principals;
use crate::terminal::finish;
use tunnelctl::cli::exit;

/// Runs `args` and requires a usage error (exit 2) whose stderr holds every one of `said`.
fn usage_error(env: &Env, args: &[&str], said: &[&str]) {
    let out = env.run(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
    for text in said {
        assert!(stderr.contains(text), "{args:?}: {text:?} not in {stderr}");
    }
}

transport_tests! {
    fn a_duration_without_a_unit_is_refused_naming_the_units(env) {
        let ca = create_ca(&env, "ca");
        allow_empty_principals(&env, &ca);
        let before = env.state();
        let create = ["ssh-cert", "create", "--ca-id", &ca, "--public-key", USER_KEY];
        for (flag, value) in [("--valid-for", "8"), ("--backdate", "60")] {
            let mut args = create.to_vec();
            args.extend([flag, value]);
            usage_error(&env, &args, &[flag, "has no unit", "ms, s, m, h, d or w"]);
        }
        usage_error(&env, &["--lock-timeout", "10", "tcp-edge", "list"],
            &["--lock-timeout", "has no unit"]);
        assert_eq!(env.state(), before, "nothing was issued");
        // Zero needs no unit.
        let mut args = create.to_vec();
        args.extend(["--valid-for", "8h", "--backdate", "0"]);
        let cert = env.json(&args);
        assert_eq!(cert["valid_after"], common::NOW);
        assert_eq!(cert["valid_until"], "2026-11-22T18:00:00Z");
    }

    fn a_certificate_expired_on_issue_or_within_a_minute_is_refused(env) {
        let ca = create_ca(&env, "ca");
        allow_empty_principals(&env, &ca);
        let past = env.file("past.json", r#"{"valid_after": "2026-11-20T10:00:00Z",
            "valid_until": "2026-11-21T10:00:00Z"}"#);
        let past = past.to_str().unwrap();
        let before = env.state();
        for (kind, more, said) in [
            ("ssh-cert", vec!["--valid-for", "0s"], "--valid-for: the certificate would be expired on issue: it ends at 2026-11-22T10:00:00Z"),
            ("ssh-cert", vec!["--valid-for", "59s"], "--valid-for: the certificate would expire at 2026-11-22T10:00:59Z, 59s after it is issued"),
            ("ssh-host-cert", vec!["--valid-for", "30s"], "the certificate would expire at 2026-11-22T10:00:30Z"),
            ("ssh-cert", vec!["--valid-after", "2026-11-22T08:00:00Z", "--valid-until", "2026-11-22T09:00:00Z"],
                "--valid-until: the certificate would be expired on issue: it ends at 2026-11-22T09:00:00Z"),
            // Without an end, the default length (24 hours) counts from the start.
            ("ssh-cert", vec!["--valid-after", "2026-11-21T09:00:00Z"], "--valid-after: the certificate would be expired on issue"),
            ("ssh-cert", vec!["--from-file", past], "valid_until: the certificate would be expired on issue"),
        ] {
            let mut args = vec![kind, "create", "--ca-id", &ca, "--public-key", USER_KEY, "--principal", "a"];
            args.extend(more);
            usage_error(&env, &args, &[said, "hint: give a longer window"]);
        }
        assert_eq!(env.state(), before, "nothing was issued");
        // renew counts too.
        let cert = env.json(&["ssh-cert", "create", "--ca-id", &ca, "--public-key", USER_KEY]);
        let before = env.state();
        usage_error(&env, &["ssh-cert", "renew", &common::id(&cert), "--valid-for", "20s"],
            &["the certificate would expire at 2026-11-22T10:00:20Z"]);
        assert_eq!(env.state(), before);
        // A minute is enough.
        let cert = env.json(&["ssh-cert", "create", "--ca-id", &ca, "--public-key", USER_KEY,
            "--valid-for", "1m"]);
        assert_eq!(cert["valid_until"], "2026-11-22T10:01:00Z");
    }
}

/// At a terminal, `--write-cert` prints one line saying where the certificate went; piped output
/// and `-o json` are as before.
#[test]
fn write_cert_at_a_terminal_prints_one_line_instead_of_the_certificate() {
    let env = Env::new();
    let ca = create_ca(&env, "ca");
    let file = env.path().join("id_ed25519-cert.pub");
    let file = file.to_str().unwrap();
    let (screen, code) = finish(in_terminal(
        &env,
        &[
            "ssh-cert",
            "create",
            "--ca-id",
            &ca,
            "--public-key",
            USER_KEY,
            "--principal",
            "alice",
            "--write-cert",
            file,
        ],
    ));
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    let certs = env.json(&["ssh-cert", "list"])["ssh_user_certificates"].clone();
    let cert = &certs[0];
    let line = cert["certificate"].as_str().unwrap();
    assert_eq!(std::fs::read_to_string(file).unwrap(), format!("{line}\n"));
    let id = common::id(cert);
    assert_eq!(
        screen.trim_end(),
        format!("\u{2714} Certificate: {file} ({id}, valid until 2026-11-23T09:59:00Z)"),
        "one line, no table, no certificate text"
    );
    // get --write-cert too.
    let again = env.path().join("again-cert.pub");
    let again = again.to_str().unwrap();
    let (screen, code) = finish(in_terminal(
        &env,
        &["ssh-cert", "get", &id, "--write-cert", again],
    ));
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    assert_eq!(
        screen.trim_end(),
        format!("\u{2714} Certificate: {again} ({id}, valid until 2026-11-23T09:59:00Z)")
    );
    assert_eq!(std::fs::read_to_string(again).unwrap(), format!("{line}\n"));

    // Piped: the table with the certificate on stdout, the file named on stderr, as before.
    let out = env.run(&["ssh-cert", "get", &id, "--write-cert", again, "--force"]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        stdout.contains(line) && !stdout.contains('\u{2714}'),
        "{stdout}"
    );
    assert_eq!(stderr, format!("wrote certificate {id} to {again}\n"));
    // -o json at a terminal: the whole certificate, as before.
    let (screen, code) = finish(in_terminal(
        &env,
        &[
            "-o",
            "json",
            "ssh-cert",
            "get",
            &id,
            "--write-cert",
            again,
            "--force",
        ],
    ));
    assert_eq!(code, Some(exit::SUCCESS), "{screen}");
    assert!(
        screen.contains(&format!("\"certificate\": \"{line}\"")),
        "{screen}"
    );
    assert!(
        screen.contains(&format!("wrote certificate {id} to {again}")),
        "{screen}"
    );
}
