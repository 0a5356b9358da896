//! Lists for people: the aliases they type (`ls`, `rm`), `-o wide`, `--columns`, and what an
//! empty list says.

use crate::common;
use crate::ergonomics::{create_ca, USER_KEY};
use crate::terminal::{finish, in_xterm, shown};
use tunnelctl::cli::exit;

use common::{edge_ids, id, transport_tests, Env};

/// The lines of a pseudo-terminal's screen, without the carriage returns.
fn screen_lines(screen: &str) -> Vec<&str> {
    screen.lines().map(|l| l.trim_end_matches('\r')).collect()
}

/// The headers of a table's first line (two spaces or more apart).
fn headers(line: &str) -> Vec<&str> {
    line.split("  ")
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .collect()
}

/// Three edges with a hostport each and nothing else; a certificate for alice and bob.
fn edges_and_a_certificate() -> Env {
    let mut env = Env::new();
    for n in 0..3 {
        env.json(&[
            "tcp-edge",
            "create",
            "--hostport",
            &format!("h30{n}.tcp.example.com:1000{n}"),
        ]);
    }
    let ca = create_ca(&env, "");
    env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &ca,
        "--public-key",
        USER_KEY,
        "--principal",
        "alice",
        "--principal",
        "bob",
    ]);
    env.set_now("2026-11-22T13:00:00Z");
    env
}

/// `ls` lists and `rm` deletes in every resource group, exactly as `list` and `delete` do.
/// Every column of `ssh-cert list`, in order: what a wide terminal and a pipe show.
const CERTIFICATE_COLUMNS: [&str; 9] = [
    "ID",
    "CA",
    "KEY TYPE",
    "FINGERPRINT",
    "PRINCIPALS",
    "VALID AFTER",
    "VALID UNTIL",
    "STATUS",
    "DESCRIPTION",
];

#[test]
fn ls_and_rm_are_aliases_of_list_and_delete() {
    let env = Env::new();
    let edge = common::id(&env.json(&["tcp-edge", "create", "--description", "e"]));
    let ca = create_ca(&env, "ca");
    let sub = common::id(&env.json(&[
        "event-sub",
        "create",
        "--source",
        "ip_policy_created.v0",
        "--source",
        "ip_policy_deleted.v0",
    ]));
    for group in [
        vec!["tcp-edge"],
        vec!["ssh-ca"],
        vec!["ssh-cert"],
        vec!["ssh-host-cert"],
        vec!["event-sub"],
        vec!["session"],
        vec!["agent", "release"],
    ] {
        let with = |verb: &str| {
            let mut args = group.clone();
            args.push(verb);
            env.table(&args)
        };
        assert_eq!(with("ls"), with("list"), "{group:?}");
    }
    assert_eq!(
        env.table(&["event-sub", "source", "ls", &sub]),
        env.table(&["event-sub", "source", "list", &sub])
    );

    env.table(&["tcp-edge", "rm", &edge, "--yes"]);
    assert!(edge_ids(&env).is_empty());
    env.table(&["ssh-ca", "rm", &ca, "--yes"]);
    assert_eq!(
        env.json(&["ssh-ca", "ls"])["ssh_certificate_authorities"],
        serde_json::json!([])
    );
    env.table(&["event-sub", "source", "rm", &sub, "ip_policy_deleted.v0"]);
    let types = env.json(&["event-sub", "get", &sub])["sources"].clone();
    assert_eq!(types.as_array().map(Vec::len), Some(1), "{types}");
    env.table(&["event-sub", "rm", &sub, "--yes"]);
    assert!(env.json(&["event-sub", "ls"])["event_subscriptions"]
        .as_array()
        .unwrap()
        .is_empty());
}

/// At 80 columns a table keeps the columns a person looks for: whole hostports (their ports
/// above all), a certificate's principals, expiry and status; columns in which no row has a value
/// go first. At 200 columns everything shows; piped, the table is as it always was.
#[test]
fn tables_at_80_columns_keep_what_matters() {
    let env = edges_and_a_certificate();
    let (screen, code) = finish(in_xterm(&env, &["tcp-edge", "list"], (80, 24)));
    assert_eq!(code, Some(exit::SUCCESS));
    let lines = screen_lines(&screen);
    assert_eq!(headers(lines[0]), ["ID", "HOSTPORTS", "AGE"], "{screen}");
    for (line, n) in lines[1..].iter().zip([2, 1, 0]) {
        assert!(
            line.contains(&format!(" h30{n}.tcp.example.com:1000{n} ")),
            "{screen}"
        );
        assert!(line.chars().count() <= 80, "{line:?}");
    }

    let (screen, code) = finish(in_xterm(&env, &["ssh-cert", "list"], (80, 24)));
    assert_eq!(code, Some(exit::SUCCESS));
    let lines = screen_lines(&screen);
    assert_eq!(
        headers(lines[0]),
        ["ID", "PRINCIPALS", "VALID UNTIL", "STATUS"],
        "{screen}"
    );
    assert!(
        lines[1].contains("alice, bob") && lines[1].ends_with("valid"),
        "{screen}"
    );
    assert!(lines[1].chars().count() <= 80, "{screen}");

    // With the key's fingerprint a certificate's row is 210 columns wide.
    let (screen, _) = finish(in_xterm(&env, &["ssh-cert", "list"], (240, 24)));
    assert_eq!(
        headers(screen_lines(&screen)[0]),
        CERTIFICATE_COLUMNS,
        "{screen}"
    );
    let (screen, _) = finish(in_xterm(&env, &["tcp-edge", "list"], (200, 24)));
    assert_eq!(
        headers(screen_lines(&screen)[0]),
        [
            "ID",
            "HOSTPORTS",
            "BACKEND",
            "DESCRIPTION",
            "CREATED",
            "AGE"
        ],
        "{screen}"
    );

    let piped = env.table(&["tcp-edge", "list"]);
    let first = piped.lines().next().unwrap();
    assert_eq!(first, "ID                                  HOSTPORTS                   BACKEND  DESCRIPTION  CREATED");
    let piped = env.table(&["ssh-cert", "list"]);
    assert_eq!(headers(piped.lines().next().unwrap()), CERTIFICATE_COLUMNS);
}

/// `-o wide` shows every column, values whole, at any width and piped alike; `--columns` shows
/// the ones named, in their order; an unknown one is a usage error that names them all.
#[test]
fn wide_shows_every_column_and_columns_chooses_them() {
    let env = edges_and_a_certificate();
    let long = "a description much longer than any terminal leaves room for, on and on";
    let edge = common::id(&env.json(&[
        "tcp-edge",
        "create",
        "--description",
        long,
        "--metadata",
        "team=a",
    ]));
    let every = [
        "ID",
        "HOSTPORTS",
        "BACKEND",
        "DESCRIPTION",
        "CREATED",
        "AGE",
        "IP POLICIES",
        "METADATA",
    ];
    let (screen, code) = finish(in_xterm(
        &env,
        &["-o", "wide", "tcp-edge", "list"],
        (80, 24),
    ));
    assert_eq!(code, Some(exit::SUCCESS));
    let lines = screen_lines(&screen);
    assert_eq!(headers(lines[0]), every, "{screen}");
    assert!(
        lines[1].contains(long) && lines[1].contains("team=a") && !screen.contains('…'),
        "{screen}"
    );
    let piped = env.table(&["-o", "wide", "tcp-edge", "ls"]);
    assert_eq!(headers(piped.lines().next().unwrap()), every, "{piped}");
    assert_eq!(piped.lines().count(), 5, "{piped}");
    assert!(piped.lines().nth(1).unwrap().contains(&edge));
    let cert = env.table(&["-o", "wide", "ssh-cert", "list"]);
    assert!(
        headers(cert.lines().next().unwrap()).contains(&"METADATA"),
        "{cert}"
    );
    // A single resource prints as under -o table.
    assert_eq!(
        env.table(&["-o", "wide", "tcp-edge", "get", &edge]),
        env.table(&["tcp-edge", "get", &edge])
    );

    let chosen = env.table(&["tcp-edge", "list", "--columns", "description,id,age"]);
    let lines: Vec<&str> = chosen.lines().collect();
    assert_eq!(headers(lines[0]), ["DESCRIPTION", "ID", "AGE"], "{chosen}");
    assert!(
        lines[1].starts_with(long) && lines[1].contains(&edge),
        "{chosen}"
    );
    let (screen, _) = finish(in_xterm(
        &env,
        &["ssh-cert", "list", "--columns", "id,key_type,Valid-Until"],
        (80, 24),
    ));
    assert_eq!(
        headers(screen_lines(&screen)[0]),
        ["ID", "KEY TYPE", "VALID UNTIL"],
        "{screen}"
    );

    for (args, says) in [
        (vec!["tcp-edge", "list", "--columns", "id,port"], "\"port\"; its columns are id, hostports, backend, description, created, age, ip-policies, metadata\nhint: -o wide shows every column"),
        (vec!["-o", "json", "tcp-edge", "list", "--columns", "id"], "-o json prints every field"),
        (vec!["tcp-edge", "list", "--columns", "id", "--jq", ".tcp_edges[].id"], "--jq prints every field"),
    ] {
        let out = env.run(&args);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// At a terminal an empty list says so in words; piped, it is the header line, as before.
#[test]
fn an_empty_list_says_so_at_a_terminal() {
    let env = Env::new();
    env.create_store();
    for (args, says) in [
        (vec!["tcp-edge", "list"], "No TCP edges."),
        (vec!["ssh-cert", "ls"], "No SSH user certificates."),
        (
            vec!["-o", "wide", "event-sub", "list"],
            "No event subscriptions.",
        ),
    ] {
        let (screen, code) = finish(in_xterm(&env, &args, (80, 24)));
        assert_eq!(code, Some(exit::SUCCESS), "{args:?}");
        // (On a loaded machine the store's opening may take long enough to show its spinner.)
        assert_eq!(shown(&screen).trim(), says, "{args:?}");
    }
    assert_eq!(
        env.table(&["tcp-edge", "list"]),
        "ID  HOSTPORTS  BACKEND  DESCRIPTION  CREATED\n"
    );
    assert_eq!(env.table(&["-o", "id", "tcp-edge", "list"]), "");
}

transport_tests! {
    /// Edges made within one second (the clock fixed, no `TUNNELCTL_SEED`: IDs as real use makes
    /// them) list newest first in creation order, on every transport and engine: each ID's
    /// payload leads with the time within its second, past the store's newest of that second.
    fn edges_of_one_second_list_newest_first_in_creation_order(env) {
        env.remove_var("TUNNELCTL_SEED");
        if env.is_remote() {
            env.restart_server_with(&[]);
        }
        let made: Vec<String> = (1..=9)
            .map(|n| id(&env.json(&["tcp-edge", "create", "--description", &format!("edge {n}")])))
            .collect();
        let listed = edge_ids(&env);
        assert_eq!(listed, made.iter().rev().cloned().collect::<Vec<_>>());
        let second = |id: &String| tunnelctl::id::decode(&id["edgtcp_".len()..]).unwrap()[..4].to_vec();
        assert!(made.iter().all(|id| second(id) == second(&made[0])), "one second: {made:?}");
    }
}
