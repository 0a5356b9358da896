//! The official Python SDK (`ngrok-api`) against a real `tunnelctl serve`: proof that SDK users can
//! point their code at a served store. `.ci/run` installs the SDK into `target/sdk-venv`; without it
//! the test says it skipped, and under `CI=true` it fails.

use crate::common;

use std::path::Path;

use common::{Env, API_KEY};

#[test]
fn the_python_sdk_drives_a_served_store() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let python = root.join("target/sdk-venv/bin/python");
    if !python.exists() {
        let why = "the ngrok Python SDK is not installed in target/sdk-venv (see .ci/run)";
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{why}: required under CI=true"
        );
        eprintln!("SKIPPED the_python_sdk_drives_a_served_store: {why}");
        return;
    }
    let env = Env::remote();
    let session = env.json(&["agent", "connect"]);
    let out = std::process::Command::new(python)
        .arg(root.join("tests/sdk/scenario.py"))
        .env("NGROK_API_KEY", API_KEY)
        .env("BASE_URL", env.base_url())
        .env("SESSION_ID", session["id"].as_str().unwrap())
        .output()
        .expect("run python");
    assert!(
        out.status.success(),
        "SDK scenario failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("sdk scenario passed"));
}
