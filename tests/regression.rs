//! One test per fixed bug, named after what went wrong.

use crate::common;
use tunnelctl::cli::exit;

use common::{fake_id, ids, Env};
use serde_json::Value;

common::transport_tests! {
    /// Issue 24, item 11b: a `--input` or `--from-file` of only whitespace was read by YAML as
    /// `null` and sent as the body (`api`: "not null"); it is a usage error naming the file, and
    /// nothing is sent or written.
    fn a_request_file_of_only_whitespace_names_the_file(env) {
        let blank = env.file("blank.json", " \n\t\n");
        let blank = blank.to_str().unwrap();
        let before = env.state();
        for args in [
            vec!["api", "POST", "/edges/tcp", "--input", blank],
            vec!["tcp-edge", "create", "--from-file", blank],
        ] {
            let refusal = env.refuse(&args);
            assert_eq!(refusal.exit, exit::USAGE, "{args:?}: {}", refusal.stderr);
            assert!(
                refusal.stderr.contains(&format!("{blank} is empty or only whitespace")),
                "{args:?}: {}",
                refusal.stderr
            );
        }
        assert_eq!(env.state(), before);
    }

    /// `-o id` took the first list-valued field of a single resource (`sources`, `hostports`) for
    /// a list of items and printed no ID at all.
    fn id_output_of_a_resource_with_list_fields_is_its_own_id(env) {
        let created = env.table(&[
            "-o", "id", "event-sub", "create",
            "--source", "ip_policy_created.v0", "--source", "ip_policy_deleted.v0",
            "--destination-id", &fake_id("ed", 1),
        ]);
        let listed = ids(&env, "/event_subscriptions", "event_subscriptions");
        assert_eq!(listed.len(), 1);
        assert_eq!(created, format!("{}\n", listed[0]));
        assert_eq!(env.table(&["-o", "id", "event-sub", "get", &listed[0]]), created);
        assert_eq!(env.table(&["-o", "id", "api", "GET", &format!("/event_subscriptions/{}", listed[0])]), created);

        let created = env.table(&["-o", "id", "tcp-edge", "create", "--hostport", "a.example.com:1", "--hostport", "b.example.com:2"]);
        let listed = ids(&env, "/edges/tcp", "tcp_edges");
        assert_eq!(created, format!("{}\n", listed[0]));
        assert_eq!(env.table(&["-o", "id", "tcp-edge", "get", &listed[0]]), created);

        // A list still prints one ID per item, with a view and through `api` without one.
        env.json(&["tcp-edge", "create"]);
        let listed = ids(&env, "/edges/tcp", "tcp_edges");
        let expected: String = listed.iter().map(|id| format!("{id}\n")).collect();
        assert_eq!(env.table(&["-o", "id", "tcp-edge", "list"]), expected);
        assert_eq!(env.table(&["-o", "id", "api", "GET", "/edges/tcp"]), expected);
    }
}

/// A traffic policy whose one rule has `expression`, as a `--from-file` body.
fn policy_body(expression: &str) -> String {
    serde_json::json!({"policy": {"inbound": [{
        "name": "r", "expressions": [expression], "actions": [{"type": "deny"}]
    }]}})
    .to_string()
}

common::transport_tests! {
    /// A 12 KB CEL expression overflowed the parser's stack and aborted the process: `serve` died
    /// for every client, the CLI exited 134. What reaches the parser is now bounded.
    fn oversized_or_deeply_nested_cel_is_refused_and_the_process_lives_on(env) {
        let hostile = [
            (vec!["1"; 6000].join("+"), "limited to 4096 bytes"),
            (format!("a{}", ".b".repeat(8000)), "limited to 4096 bytes"),
            (format!("a{}", "[0]".repeat(4000)), "limited to 4096 bytes"),
            (format!("1{}", " in [1]".repeat(1000)), "limited to 4096 bytes"),
            (format!("{}1{}", "(".repeat(2000), ")".repeat(2000)), "nests brackets 2000 levels deep"),
            (vec!["1"; 50_000].join(" + "), "limited to 4096 bytes"),
        ];
        for (i, (expression, says)) in hostile.iter().enumerate() {
            let file = env.file(&format!("policy{i}.json"), &policy_body(expression));
            let refusal = env.assert_refused(
                &["tcp-edge", "create", "--from-file", file.to_str().unwrap()], exit::FAILURE,
                "ERR_NGROK_215",
            );
            assert!(refusal.msg().starts_with("policy.inbound[0].expressions[0] "), "{}", refusal.msg());
            assert!(refusal.msg().contains(says), "{}", refusal.msg());
        }
        // A syntax error far along a long line (the parser panicked past column 65 535).
        let file = env.file("late.json", &policy_body(&format!("{} +", "1 + ".repeat(1000))));
        let refusal = env.assert_refused(&["tcp-edge", "create", "--from-file", file.to_str().unwrap()], exit::FAILURE, "ERR_NGROK_215");
        assert!(refusal.msg().contains("is not a valid CEL expression"), "{}", refusal.msg());
        // The same process (serve, in remote mode) still answers, and accepts a real policy.
        let file = env.file("ok.json", &policy_body("conn.client_ip == '203.0.113.7'"));
        let edge = env.json(&["tcp-edge", "create", "--from-file", file.to_str().unwrap()]);
        assert_eq!(edge["policy"]["inbound"][0]["expressions"][0], "conn.client_ip == '203.0.113.7'");
        assert_eq!(env.json(&["tcp-edge", "list"])["tcp_edges"].as_array().unwrap().len(), 1);
    }

    /// `POST /ssh_certificate_authorities` with the body `[null, null]` created a CA: serde reads a
    /// JSON array into a struct field by field. Every body is an object now.
    fn a_body_that_is_not_an_object_is_refused(env) {
        let before = env.state();
        for (body, found) in [("[null, null]", "an array"), ("[]", "an array"), ("\"x\"", "a string"), ("7", "a number"), ("null", "null")] {
            let file = env.file("body.json", body);
            for path in ["/ssh_certificate_authorities", "/edges/tcp", "/event_subscriptions"] {
                // `api` prints every answer on stdout, errors included; the exit code follows it.
                let out = env.run(&["api", "POST", path, "--input", file.to_str().unwrap()]);
                assert_eq!(out.status.code(), Some(exit::FAILURE), "{path} {body}");
                let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
                assert_eq!(answer["status_code"], 400);
                assert_eq!(answer["error_code"], "ERR_NGROK_213");
                let msg = answer["msg"].as_str().unwrap();
                assert!(msg.ends_with(&format!("must be a JSON object ({{\"field\": value, …}}), not {found}")), "{msg}");
            }
        }
        assert_eq!(env.state(), before, "nothing was written");
        // An empty body still reads as `{}` where every field is optional.
        let created = env.json(&["api", "POST", "/edges/tcp"]);
        assert!(created["id"].as_str().unwrap().starts_with("edgtcp_"));
    }

    /// Issue 39, item 5: a NUL character in a request body was stored, and ended the C strings
    /// of whatever read it back (the `psql` queries the docs suggest). Every string of every body
    /// is checked, nested or a key, by the one body parser: a 400 naming the field, nothing
    /// written, on every transport and engine.
    fn a_nul_in_any_string_of_a_body_is_refused_naming_the_field(env) {
        use tunnelctl::api::Method;
        let edge = common::id(&env.json(&["tcp-edge", "create"]));
        let backend = format!("/edges/tcp/{edge}/backend");
        let nul = |text: &str| format!("{text}\u{0}");
        for (method, path, body, field) in [
            (Method::Post, "/edges/tcp".to_string(), serde_json::json!({"description": nul("a")}), "description".to_string()),
            (Method::Patch, format!("/edges/tcp/{edge}"), serde_json::json!({"hostports": ["a.example.com:1", nul("b.example.com:2")]}), "hostports[1]".to_string()),
            (Method::Put, backend.clone(), serde_json::json!({"module": {"backend_id": nul("bkdtg_")}}), "module.backend_id".to_string()),
            (Method::Post, "/event_subscriptions".to_string(), serde_json::json!({"sources": [{"type": nul("ip_policy_created.v0")}]}), "sources[0].type".to_string()),
            (Method::Post, "/ssh_certificate_authorities".to_string(), serde_json::json!({"metadata": "{}", "x\u{0}": 1}), "\"x\\0\"".to_string()),
        ] {
            let error = env.assert_api_refused((method, &path, Some(body)), 400, "ERR_NGROK_215", &[&backend]);
            assert_eq!(
                error["msg"],
                format!("{field}: contains a NUL character (U+0000), which no field may hold; remove it"),
                "{method:?} {path}"
            );
        }
        // The command line sends bodies through the same parser.
        let file = env.file("edge.json", &serde_json::json!({"metadata": nul("m")}).to_string());
        let refusal = env.assert_refused(&["tcp-edge", "create", "--from-file", file.to_str().unwrap()], exit::FAILURE, "ERR_NGROK_215");
        assert!(refusal.msg().starts_with("metadata: contains a NUL character"), "{}", refusal.stderr);
    }

    /// Control characters in stored text reached the terminal as they were: ESC sequences, a
    /// changed window title, CR and newlines forging rows. Tables show them escaped; JSON is exact.
    fn tables_never_send_control_characters_to_the_terminal(env) {
        let description = "ok\u{1b}]0;pwned\u{7}\rFAKE\nrow\u{9b}2J\u{202e}";
        // The body comes from a file, as the terminal sequences are awkward arguments.
        let file = env.file("edge.json", &serde_json::json!({"description": description}).to_string());
        let edge = env.json(&["tcp-edge", "create", "--from-file", file.to_str().unwrap()]);
        let id = edge["id"].as_str().unwrap().to_string();
        assert_eq!(edge["description"], description, "JSON keeps the text exactly");
        assert_eq!(env.yaml(&["tcp-edge", "get", &id])["description"], description);
        let list = env.table(&["tcp-edge", "list"]);
        let get = env.table(&["tcp-edge", "get", &id]);
        for table in [&list, &get] {
            assert!(!table.chars().any(|c| c != '\n' && (c.is_control() || c == '\u{202e}')), "{table:?}");
        }
        // A list row is one line; a field/value table keeps the value's line break, indented
        // under the value, so no row can pass for another field.
        assert!(list.contains("ok\\x1b]0;pwned\\x07\\rFAKE\\nrow\\x9b2J\\u{202e}"), "{list}");
        assert_eq!(list.lines().count(), 2, "one header and one row");
        assert!(get.contains("ok\\x1b]0;pwned\\x07\\rFAKE\n"), "{get}");
        assert!(get.lines().any(|l| l.starts_with(' ') && l.trim_start() == "row\\x9b2J\\u{202e}"), "{get}");
    }
}

/// An error line quoted text as it was (here a file name; in remote mode a server's message;
/// issue 39: clap's usage errors quoted a value as it was given, C1 and bidi controls too).
#[test]
fn error_lines_escape_control_characters() {
    let env = Env::new();
    let from_file = [
        "tcp-edge",
        "create",
        "--from-file",
        "/nonexistent/\u{1b}[31mred\u{7}",
    ];
    let output = ["-o", "\u{1b}[2J\u{9b}31m\u{202e}json", "tcp-edge", "list"];
    for (args, shown) in [
        (&from_file[..], "/nonexistent/\\x1b[31mred\\x07"),
        // clap drops what reads as an ANSI sequence itself; the rest is escaped.
        (&output[..], "'\\x9b31m\\u{202e}json'"),
    ] {
        let out = env.run(args);
        assert_eq!(out.status.code(), Some(exit::USAGE));
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.contains(shown), "{stderr}");
        assert!(
            !stderr
                .chars()
                .any(|c| c != '\n' && (c.is_control() || c == '\u{202e}')),
            "{stderr:?}"
        );
    }
}

/// `--from-file /dev/zero` grew until memory ran out, a 300 MB file was read whole, and 100 000
/// nested brackets took seconds to refuse. Every file read is bounded, and deep nesting is refused
/// at once.
#[test]
fn files_are_read_within_a_limit_and_deep_nesting_is_refused_at_once() {
    let env = Env::new();
    let big = env.path().join("big.json");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(300 * 1024 * 1024)
        .unwrap();
    // Private, as a passphrase or key file must be: the limit is what this test reaches.
    std::fs::set_permissions(&big, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    let big = big.to_str().unwrap();
    let nested = env.file(
        "nested.json",
        &format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
    );
    let nested_yaml = env.file(
        "nested.yaml",
        &format!("a: {}1{}", "{b: ".repeat(50_000), "}".repeat(50_000)),
    );
    let (edge, ca, https_edge, route) = (
        fake_id("edgtcp", 1),
        fake_id("sshca", 1),
        fake_id("edghts", 1),
        fake_id("edghtsrt", 1),
    );
    let cases: Vec<(Vec<&str>, String)> = vec![
        (
            vec!["tcp-edge", "create", "--from-file", "/dev/zero"],
            "/dev/zero is larger than the limit of 1 MiB".into(),
        ),
        (
            vec!["tcp-edge", "create", "--from-file", big],
            format!("{big} is larger than the limit of 1 MiB"),
        ),
        (
            vec!["tcp-edge", "update", &edge, "--policy-file", "/dev/zero"],
            "/dev/zero is larger than the limit of 1 MiB".into(),
        ),
        (
            vec![
                "ssh-cert",
                "create",
                "--ca-id",
                &ca,
                "--public-key-file",
                big,
            ],
            format!("{big} is larger than the limit of 1 MiB"),
        ),
        (
            vec!["ssh-ca", "import", "--private-key-file", big],
            format!("{big} is larger than the limit of 1 MiB"),
        ),
        (
            vec!["ssh-ca", "create", "--passphrase-file", big],
            format!("{big} is larger than the limit of 1 MiB"),
        ),
        (
            vec![
                "route",
                "saml",
                "replace",
                &https_edge,
                &route,
                "--idp-metadata-file",
                "/dev/zero",
            ],
            "/dev/zero is larger than the limit of 1 MiB".into(),
        ),
        (
            vec!["api", "POST", "/edges/tcp", "--input", big],
            format!("{big} is larger than the limit of 1 MiB"),
        ),
        (
            vec![
                "tcp-edge",
                "create",
                "--from-file",
                nested.to_str().unwrap(),
            ],
            "nests deeper than 128 levels".into(),
        ),
        (
            vec![
                "tcp-edge",
                "create",
                "--from-file",
                nested_yaml.to_str().unwrap(),
            ],
            "nests deeper than 128 levels".into(),
        ),
    ];
    for (args, says) in cases {
        let started = std::time::Instant::now();
        let out = env.run(&args);
        let elapsed = started.elapsed();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
        assert!(stderr.contains(&says), "{args:?}: {stderr}");
        assert!(
            stderr.len() < 2000,
            "{args:?}: {} bytes of stderr",
            stderr.len()
        );
        // Generous for a loaded debug build; the old behaviour took seconds to minutes.
        assert!(
            elapsed < std::time::Duration::from_secs(3),
            "{args:?} took {elapsed:?}"
        );
    }
    // An import may be larger than a request, but not endless.
    for file in [big, "/dev/zero"] {
        let out = env.run(&["store", "import", file]);
        assert_eq!(out.status.code(), Some(exit::USAGE));
        assert!(String::from_utf8_lossy(&out.stderr)
            .contains(&format!("{file} is larger than the limit of 256 MiB")));
    }
    // Every file is read before the store is opened: no refusal left even an empty store.
    assert!(!env.store().exists(), "nothing was written");
}

/// A refused value is quoted in the error, but a 1 MB value gave 1 MB of stderr.
#[test]
fn errors_quote_only_an_excerpt_of_a_huge_value() {
    let env = Env::new();
    let huge = "x".repeat(1_000_000);
    let file = env.file(
        "edge.json",
        &serde_json::json!({"hostports": [format!("{huge}:1")]}).to_string(),
    );
    let refusal = env.refuse(&["tcp-edge", "create", "--from-file", file.to_str().unwrap()]);
    assert_eq!(refusal.exit, exit::FAILURE);
    assert!(
        refusal.msg().starts_with("hostports[0]:"),
        "{}",
        refusal.msg()
    );
    assert!(
        refusal.msg().contains("characters left out"),
        "{}",
        refusal.msg()
    );
    assert!(
        refusal.stderr.len() < 4000,
        "{} bytes of stderr",
        refusal.stderr.len()
    );
}

/// `TUNNELCTL_CA_PASSPHRASE` set but empty (or not UTF-8) silently created an unencrypted CA.
#[test]
fn an_empty_or_binary_ca_passphrase_variable_is_refused() {
    use std::os::unix::ffi::OsStrExt;
    let env = Env::new();
    let before = env.state();
    let empty = env.record(env.cmd().env("TUNNELCTL_CA_PASSPHRASE", "").args([
        "ssh-ca",
        "create",
        "--key-type",
        "ed25519",
    ]));
    assert_eq!(empty.status.code(), Some(exit::USAGE));
    assert!(
        String::from_utf8_lossy(&empty.stderr).contains("TUNNELCTL_CA_PASSPHRASE is set but empty")
    );
    let binary = std::ffi::OsStr::from_bytes(b"pass\xffword");
    let out = env.record(env.cmd().env("TUNNELCTL_CA_PASSPHRASE", binary).args([
        "ssh-ca",
        "create",
        "--key-type",
        "ed25519",
    ]));
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("TUNNELCTL_CA_PASSPHRASE is not valid UTF-8")
    );
    assert_eq!(env.state(), before, "no CA was created");
}

/// Under umask 000 sled made `sled/db`, which holds CA private keys, 0666 in a 0777 directory.
#[test]
fn the_store_is_private_whatever_the_umask() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    let store = env.path().join("umask-store");
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg("umask 000; exec \"$0\" ssh-ca create --key-type ed25519 >/dev/null")
        .arg(assert_cmd::cargo::cargo_bin("tunnelctl"))
        .env("TUNNELCTL_STORE", &store)
        .env("HOME", env.path())
        .status()
        .unwrap();
    assert!(status.success());
    let mut checked = 0;
    let mut stack = vec![store.clone()];
    while let Some(path) = stack.pop() {
        let meta = std::fs::symlink_metadata(&path).unwrap();
        let mode = meta.permissions().mode() & 0o777;
        if meta.is_dir() {
            assert_eq!(mode, 0o700, "{}", path.display());
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else {
            assert_eq!(mode, 0o600, "{}", path.display());
        }
        checked += 1;
    }
    assert!(
        checked >= 4,
        "the store, sled/, sled/db and the lock file at least"
    );

    // A store that others can enter is made private again, with a warning.
    std::fs::set_permissions(&store, std::fs::Permissions::from_mode(0o777)).unwrap();
    std::fs::set_permissions(
        store.join("sled/db"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();
    let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("tunnelctl"))
        .args(["-o", "json", "ssh-ca", "list"])
        .env("TUNNELCTL_STORE", &store)
        .env("HOME", env.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("warning: others could read or enter"),
        "{stderr}"
    );
    assert!(stderr.contains("made them private"), "{stderr}");
    let cas: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        cas["ssh_certificate_authorities"].as_array().unwrap().len(),
        1
    );
    assert_eq!(
        std::fs::metadata(&store).unwrap().permissions().mode() & 0o777,
        0o700
    );
    assert_eq!(
        std::fs::metadata(store.join("sled/db"))
            .unwrap()
            .permissions()
            .mode()
            & 0o777,
        0o600
    );
}

/// `--store /etc/hostname` said "File exists (os error 17)".
#[test]
fn a_store_path_that_is_a_file_is_named_as_such() {
    let env = Env::new();
    let file = env.file("not-a-dir", "x");
    let out = env.record(
        env.cmd()
            .env("TUNNELCTL_STORE", &file)
            .args(["tcp-edge", "list"]),
    );
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "the store path {} is not a directory",
            file.display()
        )),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");
}

/// A password in `--api-url http://user:pw@host` was printed by `config show` and in errors.
#[test]
fn passwords_in_the_api_url_are_never_printed() {
    let env = Env::new();
    let url = "http://operator:hunter2secret@127.0.0.1:9";
    let with_url = |args: &[&str]| {
        env.record(
            env.cmd()
                .env("TUNNELCTL_API_URL", url)
                .env("TUNNELCTL_API_KEY", "k")
                .args(["--retries", "0"])
                .args(args),
        )
    };
    let shown = with_url(&["-o", "json", "config", "show"]);
    assert!(
        shown.status.success(),
        "{}",
        String::from_utf8_lossy(&shown.stderr)
    );
    let text = String::from_utf8_lossy(&shown.stdout);
    assert!(text.contains("http://operator:****@127.0.0.1:9"), "{text}");
    let unreachable = with_url(&["tcp-edge", "list"]);
    assert_eq!(unreachable.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&unreachable.stderr);
    assert!(
        stderr.contains("cannot reach http://operator:****@127.0.0.1:9"),
        "{stderr}"
    );
    let ftp = env.record(env.cmd().env("TUNNELCTL_API_KEY", "k").args([
        "--api-url",
        "ftp://u:hunter2secret@h",
        "tcp-edge",
        "list",
    ]));
    assert!(String::from_utf8_lossy(&ftp.stderr).contains("ftp://u:****@h"));
    assert_eq!(
        ftp.status.code(),
        Some(2),
        "a wrong URL is a usage error, not 'retry later'"
    );
    assert!(
        !env.transcript().contains("hunter2secret"),
        "{}",
        env.transcript()
    );
}

/// An unusable API URL or trust-root file exited 6, which scripts read as "retry later"; retrying
/// cannot fix a configuration, so it is a usage error.
#[test]
fn a_configuration_that_cannot_work_is_a_usage_error() {
    let env = Env::new();
    let cert_file = env.path().join("missing.pem");
    let out = env.record(
        env.cmd()
            .env("TUNNELCTL_API_KEY", "k")
            .env("SSL_CERT_FILE", &cert_file)
            .args(["--api-url", "https://127.0.0.1:9", "tcp-edge", "list"]),
    );
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "cannot load trust roots from {}",
            cert_file.display()
        )),
        "{stderr}"
    );
    assert!(stderr.contains("check SSL_CERT_FILE"), "{stderr}");
}

/// The README's first command created an edge with a fixed hostport, so running it a second time
/// failed with exit 5. It must succeed every time it is run.
#[test]
fn the_readme_first_command_succeeds_every_time() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let command = readme
        .lines()
        .find_map(|l| l.strip_prefix("cargo run --release --locked -- "))
        .expect("the README's set-up command");
    assert!(
        !command.contains(['"', '\'', '\\']),
        "split on spaces only: {command}"
    );
    let args: Vec<&str> = command.split_whitespace().collect();
    let env = Env::new();
    for run in 1..=3 {
        let out = env.run(&args);
        assert!(
            out.status.success(),
            "run {run} of {command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
