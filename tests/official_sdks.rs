//! The official SDKs against a real `tunnelctl serve`: proof that SDK users can point their code at
//! a served store. Each runs a scenario script (`tests/sdk/`) with one emulated agent online.
//! `.ci/run` installs the SDKs under `target/`; without one (or its interpreter) the test says it
//! skipped, and under `CI=true` it fails.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::{Env, API_KEY};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `scenario` (interpreter and script) against a new `serve`, or skips saying `missing`.
fn run_scenario(test: &str, missing: Option<&str>, mut scenario: Command) {
    if let Some(why) = missing {
        common::skip(test, why);
        return;
    }
    let env = Env::remote();
    let session = env.json(&["agent", "connect"]);
    let out = scenario
        .env("NGROK_API_KEY", API_KEY)
        .env("BASE_URL", env.base_url())
        .env("SESSION_ID", session["id"].as_str().unwrap())
        .output()
        .expect("run the SDK scenario");
    assert!(
        out.status.success(),
        "SDK scenario failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("sdk scenario passed"));
}

/// `ngrok-api` (Python), installed into `target/sdk-venv`.
#[test]
fn the_python_sdk_drives_a_served_store() {
    let python = root().join("target/sdk-venv/bin/python");
    let missing = (!python.exists())
        .then_some("the ngrok Python SDK is not installed in target/sdk-venv (see .ci/run)");
    let mut scenario = Command::new(python);
    scenario.arg(root().join("tests/sdk/scenario.py"));
    run_scenario("the_python_sdk_drives_a_served_store", missing, scenario);
}

/// `@ngrok/ngrok-api` (TypeScript/JavaScript) on Node.js, installed into `target/sdk-node`.
#[test]
fn the_typescript_sdk_drives_a_served_store() {
    let modules = root().join("target/sdk-node/node_modules");
    let missing = if Command::new("node").arg("--version").output().is_err() {
        Some("Node.js (`node`) is not installed")
    } else if !modules.join("@ngrok/ngrok-api").exists() {
        Some("the ngrok TypeScript SDK is not installed in target/sdk-node (see .ci/run)")
    } else {
        None
    };
    let mut scenario = Command::new("node");
    scenario
        .arg(root().join("tests/sdk/scenario.js"))
        .env("NODE_PATH", &modules);
    run_scenario(
        "the_typescript_sdk_drives_a_served_store",
        missing,
        scenario,
    );
}
