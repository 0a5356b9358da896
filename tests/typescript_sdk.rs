//! The official TypeScript/JavaScript SDK (`@ngrok/ngrok-api`) against a real `tunnelctl serve`,
//! run by Node.js. `.ci/run` installs the SDK into `target/sdk-node`; without Node.js or the SDK
//! the test says it skipped, and under `CI=true` it fails.

use crate::common;

use std::path::Path;

use common::{Env, API_KEY};

#[test]
fn the_typescript_sdk_drives_a_served_store() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let modules = root.join("target/sdk-node/node_modules");
    let node = std::process::Command::new("node").arg("--version").output();
    let missing = match node {
        Err(_) => Some("Node.js (`node`) is not installed"),
        Ok(_) if !modules.join("@ngrok/ngrok-api").exists() => {
            Some("the ngrok TypeScript SDK is not installed in target/sdk-node (see .ci/run)")
        }
        Ok(_) => None,
    };
    if let Some(why) = missing {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{why}: required under CI=true"
        );
        eprintln!("SKIPPED the_typescript_sdk_drives_a_served_store: {why}");
        return;
    }
    let env = Env::remote();
    let session = env.json(&["agent", "connect"]);
    let out = std::process::Command::new("node")
        .arg(root.join("tests/sdk/scenario.js"))
        .env("NODE_PATH", &modules)
        .env("NGROK_API_KEY", API_KEY)
        .env("BASE_URL", env.base_url())
        .env("SESSION_ID", session["id"].as_str().unwrap())
        .output()
        .expect("run node");
    assert!(
        out.status.success(),
        "SDK scenario failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("sdk scenario passed"));
}
