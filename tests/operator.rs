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
    assert!(stderr.contains(&format!("cannot listen on {address}")), "{stderr}");
    assert!(!stderr.contains("no API key given"), "a key for a server that never ran: {stderr}");
    assert!(out.stdout.is_empty());

    let mut child = env
        .std_cmd()
        .args(["serve", "--listen", "localhost:0"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut url = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut url,
    )
    .unwrap();
    let mut stderr = std::io::BufReader::new(child.stderr.take().unwrap());
    let mut lines = Vec::new();
    for _ in 0..3 {
        let mut line = String::new();
        std::io::BufRead::read_line(&mut stderr, &mut line).unwrap();
        lines.push(line);
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(url.starts_with("http://127.0.0.1:") || url.starts_with("http://[::1]:"), "{url}");
    assert!(lines.iter().any(|l| l.contains("no API key given")), "{lines:?}");
}
