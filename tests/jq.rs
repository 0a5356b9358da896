//! `--jq EXPR` (issue 13, item 18): the JSON a command prints, through a jq filter. Strings print
//! raw, other values as compact JSON, one result per line; the filter is compiled before anything
//! is sent; errors are not filtered.

use serde_json::{json, Value};
use tunnelctl::cli::exit;

use crate::common;
use common::{fake_id, id, Env};

/// Runs `args`, requires `code` with nothing on stdout, and returns stderr.
fn refused(env: &Env, args: &[&str], code: i32) -> String {
    let out = env.run(args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "{args:?} wrote to stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    stderr
}

common::transport_tests! {
    /// Strings raw (quotes, tabs and all), everything else as compact JSON, one per line.
    fn strings_print_raw_and_other_values_as_compact_json(env) {
        let edge = env.json(&[
            "tcp-edge", "create", "--hostport", "1.tcp.ngrok.io:20001",
            "--description", "say \"hi\"\tthere", "--metadata", "{\"team\": \"infra\", \"n\": 2}",
        ]);
        let edge_id = id(&edge);
        let get = |expr: &str| env.table(&["tcp-edge", "get", &edge_id, "--jq", expr]);
        assert_eq!(get(".id"), format!("{edge_id}\n"));
        assert_eq!(get(".description"), "say \"hi\"\tthere\n");
        assert_eq!(get(".hostports"), "[\"1.tcp.ngrok.io:20001\"]\n");
        assert_eq!(get(".backend"), "null\n");
        assert_eq!(get("{id, hostports}"), format!("{{\"id\":\"{edge_id}\",\"hostports\":[\"1.tcp.ngrok.io:20001\"]}}\n"));
        assert_eq!(get(".hostports | length, true"), "1\ntrue\n");
        assert_eq!(get("empty"), "");
        // Whatever prints JSON filters it: a create prints the edge it made.
        let out = env.table(&["tcp-edge", "create", "--description", "second", "--jq", ".description"]);
        assert_eq!(out, "second\n");
        // The filter sees exactly what -o json prints.
        let whole: Value = serde_json::from_str(&get(".")).unwrap();
        assert_eq!(whole, env.json(&["tcp-edge", "get", &edge_id]));
    }

    /// A list's filter sees the list object `-o json` prints (items, uri, next_page_uri), and a
    /// filter over its items prints a line each.
    fn a_list_filter_prints_a_line_per_result(env) {
        let ids: Vec<String> = (0..3)
            .map(|n| id(&env.json(&["tcp-edge", "create", "--description", &format!("edge {n}")])))
            .collect();
        let listed: Vec<String> = env.table(&["tcp-edge", "list", "--jq", ".tcp_edges[].id"])
            .lines()
            .map(str::to_string)
            .collect();
        let mut expected = ids.clone();
        expected.reverse(); // newest first
        assert_eq!(listed, expected);
        let whole: Value =
            serde_json::from_str(&env.table(&["tcp-edge", "list", "--jq", "."])).unwrap();
        assert_eq!(whole, env.json(&["tcp-edge", "list"]));
        let out = env.table(&["tcp-edge", "list", "--jq", r#".tcp_edges | map(select(.description | test("[02]$"))) | map(.description)"#]);
        assert_eq!(out, "[\"edge 2\",\"edge 0\"]\n");
        // A capped list: the filter sees the items kept and where the list would go on.
        let out = env.table(&["tcp-edge", "list", "--limit", "2", "--jq", ".tcp_edges | length"]);
        assert_eq!(out, "2\n");
        let out = env.table(&["tcp-edge", "list", "--limit", "2", "--jq", ".next_page_uri | type"]);
        assert_eq!(out, "string\n");
        // The raw API, a list object too.
        let out = env.table(&["api", "GET", "/edges/tcp", "--jq", ".tcp_edges | length"]);
        assert_eq!(out, "3\n");
    }

    /// An expression that does not compile is a usage error naming --jq and where the problem
    /// is, before anything is sent.
    fn an_expression_that_does_not_compile_sends_nothing(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let before = env.state();
        let stderr = refused(&env, &["tcp-edge", "create", "--description", "x", "--jq", ".[] |"], exit::USAGE);
        assert!(stderr.contains("error: --jq \".[] |\" does not compile"), "{stderr}");
        assert!(stderr.contains("expected term at the end of the expression (character 6)"), "{stderr}");
        let stderr = refused(&env, &["tcp-edge", "create", "--jq", ".id | nosuch(1)"], exit::USAGE);
        assert!(stderr.contains("filter nosuch/1 is not defined at character 7"), "{stderr}");
        assert_eq!(env.state(), before, "a refused --jq created something");
    }

    /// A filter that fails on the result: exit 1 naming --jq, after the results before the failure.
    /// The command itself succeeded, and the message says so.
    fn a_filter_that_fails_on_the_result_exits_1(env) {
        let edge_id = id(&env.json(&["tcp-edge", "create", "--description", "plain"]));
        let out = env.run(&["tcp-edge", "get", &edge_id, "--jq", ".id, .description.bar"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{edge_id}\n"));
        assert!(stderr.contains("error: --jq \".id, .description.bar\" failed on the result: cannot index \"plain\" with \"bar\""), "{stderr}");
        assert!(stderr.contains("the command itself succeeded"), "{stderr}");
        let out = env.run(&["tcp-edge", "get", &edge_id, "--jq", "error(\"no \\(.description)\")"]);
        assert_eq!(out.status.code(), Some(exit::FAILURE));
        assert!(String::from_utf8_lossy(&out.stderr).contains("failed on the result: no plain"));
    }

    /// --jq filters JSON: with an explicit -o table, yaml or id it is a usage error naming both
    /// flags, and nothing is sent. -o json is what --jq implies anyway; a format from the
    /// environment gives way.
    fn jq_with_another_output_format_is_a_usage_error(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let before = env.state();
        for format in ["table", "yaml", "id"] {
            let stderr = refused(&env, &["-o", format, "tcp-edge", "create", "--jq", ".id"], exit::USAGE);
            assert!(stderr.contains(&format!("--jq cannot be used with -o {format}")), "{stderr}");
        }
        assert_eq!(env.state(), before);
        let out = env.table(&["-o", "json", "tcp-edge", "create", "--description", "d", "--jq", ".description"]);
        assert_eq!(out, "d\n");
        env.set_var("TUNNELCTL_OUTPUT", "yaml");
        let out = env.table(&["tcp-edge", "list", "--jq", ".tcp_edges[].description"]);
        assert_eq!(out, "d\n");
    }

    /// A command that prints no JSON has nothing to filter: a usage error naming it, before
    /// anything is sent (as for -o id where there is no ID).
    fn commands_that_print_no_json_refuse_jq(env) {
        let edge_id = id(&env.json(&["tcp-edge", "create"]));
        let stderr = refused(&env, &["--yes", "tcp-edge", "delete", &edge_id, "--jq", "."], exit::USAGE);
        assert!(stderr.contains("--jq has nothing to filter: `tunnelctl tcp-edge delete` prints no JSON"), "{stderr}");
        assert_eq!(common::edge_ids(&env), vec![edge_id.clone()], "the delete was sent");
        // Exit 2, not 3: the CA was never asked for.
        let ca = fake_id("sshca", 1);
        let stderr = refused(&env, &["ssh-ca", "get", &ca, "--public-key", "--jq", "."], exit::USAGE);
        assert!(stderr.contains("with --public-key it prints an OpenSSH public key line"), "{stderr}");
        let stderr = refused(&env, &["event-sub", "types", "--jq", "."], exit::USAGE);
        assert!(stderr.contains("`tunnelctl event-sub types` prints no JSON"), "{stderr}");
    }

    /// Errors are not filtered: the error body is printed whole on stderr, as under -o json.
    fn errors_are_not_filtered(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let missing = fake_id("edgtcp", 4);
        let out = env.run(&["tcp-edge", "get", &missing, "--jq", ".id"]);
        assert_eq!(out.status.code(), Some(exit::NOT_FOUND));
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        let body: Value = serde_json::from_str(&stderr[stderr.find("\n{").unwrap() + 1..]).unwrap();
        assert_eq!(body["status_code"], json!(404), "{stderr}");
    }
}

/// The embedded store's own commands print JSON documents, and a local --dry-run's result (the
/// resource the real request would return) goes through the filter like any result.
#[test]
fn store_documents_and_dry_runs_are_filtered() {
    let env = Env::new();
    env.json(&["tcp-edge", "create", "--description", "kept"]);
    let out = env.table(&["store", "export", "--jq", ".format_version | type"]);
    assert_eq!(out, "number\n");
    let out = env.table(&["store", "check", "--jq", ".consistent"]);
    assert_eq!(out, "true\n");
    let before = env.state();
    let out = env.table(&[
        "--dry-run",
        "tcp-edge",
        "create",
        "--description",
        "new",
        "--jq",
        ".description, (.id | startswith(\"edgtcp_\"))",
    ]);
    assert_eq!(out, "new\ntrue\n");
    assert_eq!(env.state(), before);
}

/// A reader that goes away (`| head -1`) is not an error.
#[test]
fn a_closed_pipe_is_not_an_error() {
    let env = Env::new();
    for n in 0..3 {
        env.json(&["tcp-edge", "create", "--description", &format!("{n}")]);
    }
    let mut child = env
        .std_cmd()
        .args(["tcp-edge", "list", "--jq", ".tcp_edges[].id"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(exit::SUCCESS),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A filter that recurses without end fails with exit 1 and a message naming its recursion,
/// after the command's change was made (docs/terminal.md promises exit 1; it used to abort with a
/// stack overflow, exit 134).
#[test]
fn a_runaway_recursion_in_the_filter_exits_1() {
    let env = Env::new();
    let out = env.run(&["tcp-edge", "create", "--jq", "def f: 1 + f; f"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(
        stderr.contains("--jq \"def f: 1 + f; f\"") && stderr.contains("recursed too deeply"),
        "{stderr}"
    );
    assert!(stderr.contains("the command itself succeeded"), "{stderr}");
    assert_eq!(
        env.json(&["tcp-edge", "list"])["tcp_edges"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

/// A filter whose heap grows without end (a recursion in constant stack: each call's argument
/// builds on the last) took 3.9 GB. Now it stops at the filter's memory limit with exit 1 and a
/// message naming the limit; run under a 4 GiB address-space limit (`ulimit -v`), where an
/// unbounded filter would abort instead. Filters that need memory within the limit still run.
#[cfg(unix)]
#[test]
fn a_filter_whose_heap_grows_without_end_stops_at_its_memory_limit() {
    use std::os::unix::process::CommandExt;
    let env = Env::new();
    env.json(&["tcp-edge", "create"]);
    let run = |filter: &str| {
        let mut cmd = env.std_cmd();
        cmd.args(["tcp-edge", "list", "--jq", filter]);
        // SAFETY: setrlimit only, between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                let limit = libc::rlimit {
                    rlim_cur: 4 << 30,
                    rlim_max: 4 << 30,
                };
                match libc::setrlimit(libc::RLIMIT_AS, &limit) {
                    0 => Ok(()),
                    _ => Err(std::io::Error::last_os_error()),
                }
            });
        }
        let out = cmd.output().unwrap();
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        (out.status.code(), text(&out.stdout), text(&out.stderr))
    };
    let (code, stdout, stderr) = run("def f(x): f(x+1); f(0)");
    assert_eq!(code, Some(exit::FAILURE), "{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains(
            "error: --jq \"def f(x): f(x+1); f(0)\" failed on the result: it took more than 1024 \
             MiB of memory, the most a filter may take"
        ),
        "{stderr}"
    );
    // 2 million numbers and a list of them: well within the limit.
    let (code, stdout, stderr) = run("([range(2000000)] | length), (.tcp_edges | length)");
    assert_eq!(code, Some(exit::SUCCESS), "{stderr}");
    assert_eq!(stdout, "2000000\n1\n");
}

/// The store is released before a filter runs: while a filter that never ends runs, other
/// commands use the store (they used to wait and exit 6).
#[test]
fn the_store_is_free_while_a_filter_runs() {
    let env = Env::new();
    let mut endless = env
        .std_cmd()
        .args(["tcp-edge", "create", "--jq", "def f: f; f"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let listed = common::within(std::time::Duration::from_secs(20), || {
        let out = env.run(&["--lock-timeout", "200ms", "-o", "json", "tcp-edge", "list"]);
        out.status.success()
            && serde_json::from_slice::<Value>(&out.stdout).unwrap()["tcp_edges"]
                .as_array()
                .is_some_and(|edges| edges.len() == 1)
    });
    let still_running = endless.try_wait().unwrap().is_none();
    let _ = endless.kill();
    let _ = endless.wait();
    assert!(still_running, "the endless filter ended");
    assert!(listed, "the store stayed locked while the filter ran");
}
