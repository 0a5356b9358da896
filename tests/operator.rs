//! The operator at a terminal (issue 13): errors that name things, store paths, output formats,
//! durations, `--jq`, filters, `version`, `serve --listen`.

use crate::common;
use tunnelctl::cli::exit;

use common::{fake_id, id, Env};

common::transport_tests! {
    /// A not-found names the kind and the ID; in a multi-delete, the one that was missing.
    fn not_found_names_the_kind_and_the_id(env) {
        let missing = fake_id("edgtcp", 3);
        let refusal = env.assert_refused(&["tcp-edge", "get", &missing], exit::NOT_FOUND, "");
        assert_eq!(refusal.msg(), format!("TCP edge {missing} not found"));
        assert!(refusal.stderr.contains(&format!("error: TCP edge {missing} not found")), "{}", refusal.stderr);

        let kept = id(&env.json(&["tcp-edge", "create"]));
        let gone = id(&env.json(&["tcp-edge", "create"]));
        let refusal = env.refuse(&["tcp-edge", "delete", &gone, &missing, &kept]);
        assert_eq!(refusal.exit, exit::NOT_FOUND);
        assert!(refusal.stderr.contains(&format!("TCP edge {missing} not found")), "{}", refusal.stderr);
        // The first was deleted, the missing one stopped the rest.
        assert_eq!(common::edge_ids(&env), vec![kept.clone()]);

        // A module that is not set says so, rather than reading as if the edge were missing.
        // (`api` prints the error body on stdout, as `gh api` does.)
        let out = env.run(&["-o", "json", "api", "DELETE", &format!("/edges/tcp/{kept}/ip_restriction")]);
        assert_eq!(out.status.code(), Some(exit::NOT_FOUND));
        let body: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(body["msg"], format!("the ip_restriction module of TCP edge {kept} is not set"));
        let refusal = env.refuse(&["tcp-edge", "update", &kept, "--remove", "ip-restriction"]);
        assert!(refusal.stderr.contains("has no ip restriction module to remove"), "{}", refusal.stderr);

        let ca = fake_id("sshca", 1);
        let refusal = env.refuse(&["ssh-ca", "delete", &ca]);
        assert_eq!(refusal.msg(), format!("SSH certificate authority {ca} not found"));
        let session = fake_id("ts", 1);
        let refusal = env.refuse(&["session", "stop", &session]);
        assert_eq!(refusal.msg(), format!("tunnel session {session} not found"));
    }
}

/// `serve --listen` on a port in use fails before printing a generated key; host names work.
#[test]
fn serve_binds_before_printing_a_key_and_accepts_host_names() {
    let env = Env::new();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = taken.local_addr().unwrap().to_string();
    let out = env
        .cmd()
        .args(["serve", "--listen", &address])
        .timeout(std::time::Duration::from_secs(30))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE), "{stderr}");
    assert!(
        stderr.contains(&format!("cannot listen on {address}")),
        "{stderr}"
    );
    assert!(
        !stderr.contains("no API key given"),
        "a key for a server that never ran: {stderr}"
    );
    assert!(out.stdout.is_empty());

    let (mut child, url, notice, _) = common::serve_with_generated_key(&env, "localhost:0");
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        url.starts_with("http://127.0.0.1:") || url.starts_with("http://[::1]:"),
        "{url}"
    );
    assert!(notice.contains("no API key given"), "{notice}");
}

/// Runs PyYAML over each of `documents` (in one python3 process) and returns what it read, as
/// JSON; `None` (after a skip notice) when python3 or PyYAML is missing, which fails under
/// `CI=true`.
fn pyyaml(documents: &[Vec<u8>]) -> Option<Vec<serde_json::Value>> {
    use std::io::Write;
    let script = "import sys, json, yaml\nprint(json.dumps([yaml.safe_load(d) for d in json.load(sys.stdin)]))";
    let probe = std::process::Command::new("python3")
        .args(["-c", "import yaml"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        common::skip(
            "operator: YAML read back by a YAML 1.1 reader",
            "python3 with PyYAML not found (pip install pyyaml)",
        );
        return None;
    }
    let texts: Vec<String> = documents
        .iter()
        .map(|d| String::from_utf8(d.clone()).expect("UTF-8 YAML"))
        .collect();
    let mut child = std::process::Command::new("python3")
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(serde_json::to_string(&texts).unwrap().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "PyYAML could not read the YAML as JSON types: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        texts.join("\n---\n")
    );
    let read: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(read.len(), documents.len(), "one reading per document");
    Some(read)
}

common::transport_tests! {
    /// `-o yaml` reads back in a YAML 1.1 reader (PyYAML) exactly as `-o json` reads.
    fn yaml_reads_back_as_json_in_yaml_1_1_readers(env) {
        let mut ids = Vec::new();
        for (description, metadata) in [("2024-01-01", "yes"), ("on", "10:30"), ("~", "1e5"), ("0o17", "no")] {
            ids.push(id(&env.json(&["tcp-edge", "create", "--description", description, "--metadata", metadata])));
        }
        let mut cases: Vec<Vec<&str>> = ids.iter().map(|i| vec!["tcp-edge", "get", i.as_str()]).collect();
        cases.push(vec!["tcp-edge", "list"]);
        // PyYAML reads every command's YAML in one process (a python3 start per case was most
        // of this test's time).
        let mut outputs = Vec::new();
        for args in &cases {
            let json = env.json(args);
            let out = env.cmd().args(["-o", "yaml"]).args(args).output().unwrap();
            assert!(out.status.success());
            // The project's own reader agrees.
            let own: serde_json::Value = serde_yaml::from_slice(&out.stdout).expect("stdout is YAML");
            assert_eq!(own, json, "{args:?}");
            outputs.push((json, out.stdout));
        }
        let documents: Vec<Vec<u8>> = outputs.iter().map(|(_, yaml)| yaml.clone()).collect();
        let Some(read) = pyyaml(&documents) else { return };
        for ((args, (json, yaml)), read) in cases.iter().zip(&outputs).zip(read) {
            assert_eq!(&read, json, "{args:?}:\n{}", String::from_utf8_lossy(yaml));
        }
    }

    /// A format a command cannot print is a usage error naming the ones it can; nothing is sent.
    fn formats_a_command_cannot_print_are_usage_errors(env) {
        if !env.is_remote() {
            env.create_store();
        }
        let edge = fake_id("edgtls", 1);
        let path = format!("/edges/tls/{edge}/tls_termination");
        for (args, can) in [
            (vec!["-o", "id", "tls-termination", "replace", edge.as_str()], "-o table, -o json, -o yaml"),
            (vec!["-o", "id", "agent", "release", "list"], "-o table, -o json, -o yaml"),
        ] {
            let out = env.run(&args);
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
            assert!(stderr.contains("cannot print -o id") && stderr.contains(can), "{stderr}");
            assert!(out.stdout.is_empty());
        }
        assert_eq!(env.module(&path), None, "the refused replace sent nothing");
        if !env.is_remote() {
            let out = env.run(&["-o", "yaml", "store", "export"]);
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(exit::USAGE), "{stderr}");
            assert!(stderr.contains("cannot print -o yaml") && stderr.contains("use -o table, -o json"), "{stderr}");
        }
    }
}

/// Reading never creates a store: an explicit path that does not exist is an error naming it;
/// the default path with no store reads as empty and creates nothing.
#[test]
fn reading_a_store_that_does_not_exist_creates_nothing() {
    let env = Env::new();
    let typo = env.path().join("typo");
    for args in [
        vec!["store", "check"],
        vec!["tcp-edge", "list"],
        vec!["store", "export"],
    ] {
        let out = env.run(&[&["--store", typo.to_str().unwrap()], args.as_slice()].concat());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("there is no store at {}", typo.display())),
            "{stderr}"
        );
        assert!(!typo.exists(), "{args:?} created {}", typo.display());
    }
    // The default path: reads answer as an empty store and create nothing.
    let default = env.path().join("home/.local/share/tunnelctl/store");
    let cmd = || {
        let mut cmd = env.cmd();
        cmd.env_remove("TUNNELCTL_STORE");
        cmd
    };
    let out = cmd()
        .args(["-o", "json", "tcp-edge", "list"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(list["tcp_edges"], serde_json::json!([]));
    assert_eq!(list["uri"], format!("{}/edges/tcp", common::LOCAL_BASE_URL));
    let out = cmd().args(["store", "check"]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains(&format!("the store at {} is consistent", default.display())));
    let out = cmd()
        .args(["tcp-edge", "get", &fake_id("edgtcp", 1)])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::NOT_FOUND));
    assert!(!default.exists(), "a read created the default store");
    // A write creates it.
    let out = cmd().args(["tcp-edge", "create"]).output().unwrap();
    assert!(out.status.success());
    assert!(default.is_dir());
    // A path that is a file says so.
    let file = env.file("a-file", "x");
    let out = env.run(&["--store", file.to_str().unwrap(), "tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a directory"));
}

const IDP_METADATA: &str = r#"<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata"/>"#;

common::transport_tests! {
    /// Every duration flag takes the same syntax, seconds fields too; a number needs its unit.
    fn one_duration_syntax_for_every_duration_flag(env) {
        let idp = env.file("idp.xml", IDP_METADATA);
        let (edge, route) = (fake_id("edghts", 0), fake_id("edghtsrt", 1));
        let saml = |timeouts: [&str; 2]| {
            env.json(&["route", "saml", "replace", &edge, &route, "--idp-metadata-file", idp.to_str().unwrap(),
                "--inactivity-timeout", timeouts[0], "--maximum-duration", timeouts[1]])
        };
        let module = saml(["1h30m", "2d"]);
        assert_eq!((module["inactivity_timeout"].as_u64(), module["maximum_duration"].as_u64()), (Some(5400), Some(172_800)));
        let module = saml(["3600s", "90s"]);
        assert_eq!((module["inactivity_timeout"].as_u64(), module["maximum_duration"].as_u64()), (Some(3600), Some(90)));
        for bad in ["1.5h", "3600"] {
            let out = env.run(&["route", "saml", "replace", &edge, &route, "--idp-metadata-file", idp.to_str().unwrap(), "--inactivity-timeout", bad]);
            assert_eq!(out.status.code(), Some(exit::USAGE));
            assert!(String::from_utf8_lossy(&out.stderr).contains("--inactivity-timeout"));
        }

        let ca = id(&env.json(&["ssh-ca", "create"]));
        crate::ssh_support::allow_empty_principals(&env, &ca);
        let (_, key) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "alice");
        let key_file = env.file("alice.pub", &key);
        let cert = env.json(&["ssh-cert", "create", "--ca-id", &ca, "--public-key-file", key_file.to_str().unwrap(),
            "--valid-after", "2026-11-22T10:00:00Z", "--valid-for", "1h30m"]);
        assert_eq!(cert["valid_until"], "2026-11-22T11:30:00Z");
    }
}

common::transport_tests! {
    /// `ssh-cert list --ca-id` and `session list --region/--os/--agent-version` filter the list.
    fn lists_filter_by_ca_region_os_and_agent_version(env) {
        let (ca1, ca2) = (id(&env.json(&["ssh-ca", "create"])), id(&env.json(&["ssh-ca", "create"])));
        crate::ssh_support::allow_empty_principals(&env, &ca1);
        crate::ssh_support::allow_empty_principals(&env, &ca2);
        let mut certs = Vec::new();
        for ca in [&ca1, &ca2, &ca1] {
            let (_, key) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "u");
            let file = env.file("u.pub", &key);
            certs.push(id(&env.json(&["ssh-cert", "create", "--ca-id", ca, "--public-key-file", file.to_str().unwrap()])));
        }
        let listed = |args: &[&str]| -> Vec<String> {
            let out = env.cmd().args(["-o", "id"]).args(args).output().unwrap();
            assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
            String::from_utf8(out.stdout).unwrap().lines().map(str::to_string).collect()
        };
        assert_eq!(listed(&["ssh-cert", "list", "--ca-id", &ca1]), vec![certs[2].clone(), certs[0].clone()]);
        assert_eq!(listed(&["ssh-cert", "list", "--ca-id", &ca1, "--limit", "1"]), vec![certs[2].clone()]);
        assert_eq!(listed(&["ssh-cert", "list", "--ca-id", &ca2]), vec![certs[1].clone()]);
        // The list object keeps its shape.
        let list = env.json(&["ssh-cert", "list", "--ca-id", &ca2]);
        assert_eq!(list["ssh_user_certificates"].as_array().map(Vec::len), Some(1));

        let a = id(&env.json(&["agent", "connect", "--region", "eu", "--os", "linux", "--agent-version", "3.19.0"]));
        let b = id(&env.json(&["agent", "connect", "--region", "us", "--os", "windows", "--agent-version", "3.19.0"]));
        let c = id(&env.json(&["agent", "connect", "--region", "eu", "--os", "windows", "--agent-version", "3.20.1"]));
        assert_eq!(listed(&["session", "list", "--region", "eu"]), vec![c.clone(), a.clone()]);
        assert_eq!(listed(&["session", "list", "--os", "windows", "--region", "eu"]), vec![c.clone()]);
        assert_eq!(listed(&["session", "list", "--agent-version", "3.19.0"]), vec![b.clone(), a.clone()]);
        assert_eq!(listed(&["session", "list", "--region", "jp"]), Vec::<String>::new());
    }
}

/// The smaller ones of issue 13: messages name flags and JSON types, suggest the closest event
/// type, recognise a public key, and `config show` shows a key it cannot have as missing.
#[test]
fn messages_name_flags_types_and_what_is_missing() {
    let env = Env::new();
    let out = env.run(&[
        "-o",
        "json",
        "ssh-ca",
        "create",
        "--key-type",
        "rsa",
        "--bits",
        "1000",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("error: --bits must be one of 2048, 3072, 4096; got 1000"),
        "{stderr}"
    );
    assert!(
        stderr.contains("\"msg\": \"key_size must be one of"),
        "the body keeps the API's words: {stderr}"
    );
    let out = env.run(&[
        "route",
        "saml",
        "replace",
        &fake_id("edghts", 0),
        &fake_id("edghtsrt", 0),
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("error: --idp-metadata-file is required"));

    let (_, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "k");
    let file = env.file("k.pub", &public);
    let out = env.run(&[
        "ssh-ca",
        "import",
        "--private-key-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(exit::FAILURE));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--private-key-file is a public key"));

    let out = env
        .cmd()
        .args(["-o", "json", "api", "POST", "/edges/tcp", "--input", "-"])
        .write_stdin(r#"{"backend": "x"}"#)
        .output()
        .unwrap();
    let body: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        body["msg"],
        "backend: invalid type: string \"x\", expected an object"
    );

    let out = env.cmd().args(["event-sub", "types"]).output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 55);

    let config = env.file(
        "config.yaml",
        "profiles:\n  prod: {api_url: 'http://127.0.0.1:9', api_key_env: PROD_KEY}\n",
    );
    let out = env
        .cmd()
        .env("TUNNELCTL_CONFIG", &config)
        .args(["-o", "json", "--profile", "prod", "config", "show"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let key = shown["settings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "api_key")
        .unwrap()
        .clone();
    assert_eq!(key["value"], "missing");
    assert!(
        key["source"]
            .as_str()
            .unwrap()
            .contains("$PROD_KEY, which is not set"),
        "{key}"
    );
}

common::transport_tests! {
    /// `version`: this build's version, commit, date and target; remotely, the server's too.
    fn version_reports_the_build_and_the_server(env) {
        let v = env.json(&["version"]);
        assert_eq!(v["version"], env!("CARGO_PKG_VERSION"));
        for field in ["commit", "build_date", "target"] {
            assert!(v[field].as_str().is_some_and(|s| !s.is_empty()), "{field}: {v}");
        }
        assert_eq!(v["build_date"].as_str().unwrap().len(), 10, "{v}");
        if env.is_remote() {
            assert_eq!(v["server_version"], env!("CARGO_PKG_VERSION"));
        } else {
            assert!(v.get("server_version").is_none(), "{v}");
        }
    }
}
