//! Names instead of IDs (issue 43 item 2): every command that takes an ID takes the manifest name
//! `apply` gave the resource, on every transport; an unknown name is not found (exit 3, as an
//! unknown ID is), an ambiguous one exit 2, each listing the candidates and changing nothing.

use serde_json::{json, Value};

use crate::common::{fake_id, id, transport_tests, Env};
use tunnelctl::api::Method;

/// Applies a TCP edge `bastion` (with a backend module) and an SSH CA `ci`, and makes an edge by
/// hand; answers their IDs.
fn named_resources(env: &Env) -> (String, String, String) {
    let manifest = env.file(
        "infra.yaml",
        &format!(
            "kind: tcp-edge\nname: bastion\ndescription: ssh\nbackend: {{backend_id: {}}}\n---\n\
             kind: ssh-ca\nname: ci\nprivate_key_type: ed25519\n",
            fake_id("bkdtg", 1)
        ),
    );
    env.json(&["apply", "-f", manifest.to_str().unwrap()]);
    let by_hand = id(&env.json(&["tcp-edge", "create", "--description", "by hand"]));
    let edges = env.api(Method::Get, "/edges/tcp", None);
    let bastion = edges["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .find(|e| *e != by_hand)
        .expect("the applied edge");
    let cas = env.api(Method::Get, "/ssh_certificate_authorities", None);
    (bastion, id(&cas["ssh_certificate_authorities"][0]), by_hand)
}

transport_tests! {
    fn a_name_stands_for_the_id_on_every_command(env) {
        let (bastion, ci, by_hand) = named_resources(&env);
        assert_eq!(id(&env.json(&["tcp-edge", "get", "bastion"])), bastion);
        assert_eq!(id(&env.json(&["ssh-ca", "get", "ci"])), ci);
        // A module's path, an update, and a flag that takes an ID.
        let backend = env.json(&["tcp-edge", "get", "bastion", "--module", "backend"]);
        assert_eq!(backend["backend"]["id"], json!(fake_id("bkdtg", 1)));
        env.json(&["tcp-edge", "update", "bastion", "--description", "ssh, office"]);
        let edge = env.api(Method::Get, &format!("/edges/tcp/{bastion}"), None);
        assert_eq!(edge["description"], "ssh, office");
        env.json(&["ssh-cert", "list", "--ca-id", "ci"]);

        // Unknown: not found (exit 3, as an unknown ID) naming the named ones; an ID is never
        // looked up, a name is.
        let before = env.state();
        let refusal = env.refuse(&["--yes", "tcp-edge", "delete", "bastio"]);
        assert_eq!(refusal.exit, 3, "{}", refusal.stderr);
        assert!(refusal.stderr.contains(&format!("{bastion} (\"bastion\")")), "{}", refusal.stderr);
        assert!(!refusal.stderr.contains(&by_hand), "{}", refusal.stderr);
        assert_eq!(env.refuse(&["--yes", "tcp-edge", "delete", &fake_id("edgtcp", 9)]).exit, 3);
        let refusal = env.refuse(&["--yes", "ssh-cert", "list", "--ca-id", "cd"]);
        assert_eq!(refusal.exit, 3, "{}", refusal.stderr);
        assert!(refusal.stderr.contains(&ci), "{}", refusal.stderr);

        // Ambiguous: two edges carry the name; exit 2 listing both, neither deleted.
        let marker = json!({"metadata": r#"{"tunnelctl.apply":{"name":"bastion"}}"#});
        env.api(Method::Patch, &format!("/edges/tcp/{by_hand}"), Some(marker));
        let before_twin = env.state();
        let refusal = env.refuse(&["--yes", "tcp-edge", "delete", "bastion"]);
        assert_eq!(refusal.exit, 2, "{}", refusal.stderr);
        assert!(refusal.stderr.contains("2 TCP edges are named \"bastion\""), "{}", refusal.stderr);
        assert!(refusal.stderr.contains(&bastion) && refusal.stderr.contains(&by_hand));
        assert_eq!(env.state(), before_twin);
        assert_ne!(env.state(), before, "the marker was set");

        // An argument addresses its resource only: `ID/backend` is not the backend module's path.
        let refusal = env.refuse(&["--yes", "tcp-edge", "delete", &format!("{bastion}/backend")]);
        assert_eq!(refusal.exit, 1, "{}", refusal.stderr);
        let edge: Value = env.api(Method::Get, &format!("/edges/tcp/{bastion}"), None);
        assert_eq!(edge["backend"]["backend"]["id"], json!(fake_id("bkdtg", 1)));

        // A well-formed ID still goes as it is; `api` sends its path as written.
        assert!(env.run(&["--yes", "tcp-edge", "delete", &bastion]).status.success());
        assert_eq!(env.refuse(&["tcp-edge", "get", &bastion]).exit, 3);
        let raw = env.run(&["api", "GET", "/edges/tcp/ci"]);
        assert_eq!(raw.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&raw.stdout).contains("ERR_NGROK_227"), "{raw:?}");
    }
}

/// A manifest name holding a control character (NUL, an escape, a line break) is refused by the
/// manifest reader, naming the field, before anything is written: such a name would hide or fake
/// what tables, prompts and messages say.
#[test]
fn a_manifest_name_with_a_control_character_is_refused() {
    let env = Env::new();
    let before = env.state();
    for (file, name) in [
        ("nul.json", "web\u{0}admin"),
        ("escape.json", "web\u{1b}[2K"),
        ("newline.json", "web\nci"),
    ] {
        let manifest = json!({"kind": "tcp-edge", "name": name}).to_string();
        let manifest = env.file(file, &manifest);
        let refusal = env.refuse(&["apply", "-f", manifest.to_str().unwrap()]);
        assert_eq!(refusal.exit, 2, "{}", refusal.stderr);
        assert!(
            refusal
                .stderr
                .contains("tcp-edge: name: must not hold control characters"),
            "{}",
            refusal.stderr
        );
        assert!(
            !refusal.stderr.contains(name),
            "shown escaped: {}",
            refusal.stderr
        );
    }
    assert_eq!(env.state(), before, "nothing written");
}
