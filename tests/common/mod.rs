//! Shared helpers for the integration tests: a hermetic environment (own HOME, XDG dirs, store,
//! fixed clock and seed) that runs the real binary and parses its output.
#![allow(dead_code)] // each test crate uses a different subset of these helpers

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;

pub const NOW: &str = "2026-11-22T10:00:00Z";

/// Collections that make up a store's visible state, for "nothing changed" checks.
pub const COLLECTIONS: &[&str] = &["/edges/tcp", "/event_subscriptions"];

pub struct Env {
    dir: TempDir,
    now: String,
}

/// What a refused command left behind: its exit code and the error body it wrote to stderr.
#[derive(Debug)]
pub struct Refusal {
    pub exit: i32,
    pub body: Value,
    pub stderr: String,
}

impl Refusal {
    pub fn code(&self) -> &str {
        self.body["error_code"].as_str().unwrap_or("")
    }

    pub fn msg(&self) -> &str {
        self.body["msg"].as_str().unwrap_or("")
    }
}

impl Env {
    pub fn new() -> Self {
        Env {
            dir: tempfile::tempdir().expect("temp dir"),
            now: NOW.to_string(),
        }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn store(&self) -> PathBuf {
        self.dir.path().join("store")
    }

    /// Moves the fixed clock (emulated time; nothing sleeps).
    pub fn set_now(&mut self, now: &str) {
        self.now = now.to_string();
    }

    /// The binary with a hermetic environment.
    pub fn cmd(&self) -> Command {
        let mut cmd = Command::cargo_bin("tunnelctl").expect("binary built");
        let home = self.dir.path().join("home");
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &home)
            .env("XDG_DATA_HOME", home.join(".local/share"))
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("NO_COLOR", "1")
            .env("COLUMNS", "200")
            .env("TUNNELCTL_NOW", &self.now)
            .env("TUNNELCTL_SEED", "7")
            .env("TUNNELCTL_STORE", self.store());
        cmd
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.cmd().args(args).output().expect("run tunnelctl")
    }

    /// Runs with `-o json`, requires success, and parses stdout.
    pub fn json(&self, args: &[&str]) -> Value {
        let out = self
            .cmd()
            .arg("-o")
            .arg("json")
            .args(args)
            .output()
            .expect("run tunnelctl");
        assert!(
            out.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
            panic!(
                "{args:?}: stdout is not JSON ({e}): {}",
                String::from_utf8_lossy(&out.stdout)
            )
        })
    }

    /// Runs with `-o yaml`, requires success, and parses stdout.
    pub fn yaml(&self, args: &[&str]) -> Value {
        let out = self
            .cmd()
            .arg("-o")
            .arg("yaml")
            .args(args)
            .output()
            .expect("run tunnelctl");
        assert!(
            out.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_yaml::from_slice(&out.stdout).expect("stdout is YAML")
    }

    /// Runs with the default table output, requires success, and returns stdout.
    pub fn table(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "{args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("UTF-8")
    }

    /// Runs with `-o json`, requires failure with nothing on stdout, and parses the error body
    /// from stderr (after the `error:` and `hint:` lines).
    pub fn refuse(&self, args: &[&str]) -> Refusal {
        let out = self
            .cmd()
            .arg("-o")
            .arg("json")
            .args(args)
            .output()
            .expect("run tunnelctl");
        assert!(
            !out.status.success(),
            "{args:?} unexpectedly succeeded: {}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert!(
            out.stdout.is_empty(),
            "{args:?} wrote to stdout on failure: {}",
            String::from_utf8_lossy(&out.stdout)
        );
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let json_start = stderr.find("\n{").map(|i| i + 1);
        let body = json_start
            .and_then(|i| serde_json::from_str(&stderr[i..]).ok())
            .unwrap_or(Value::Null);
        Refusal {
            exit: out.status.code().unwrap_or(-1),
            body,
            stderr,
        }
    }

    /// Everything the API shows of the store, for before/after comparisons.
    pub fn state(&self) -> Value {
        let mut state = serde_json::Map::new();
        for path in COLLECTIONS {
            state.insert(
                path.to_string(),
                self.json(&["api", "GET", &format!("{path}?limit=100")]),
            );
        }
        Value::Object(state)
    }

    /// Asserts that `args` is refused with `exit` and `code` and that the store did not change.
    pub fn assert_refused(&self, args: &[&str], exit: i32, code: &str) -> Refusal {
        let before = self.state();
        let refusal = self.refuse(args);
        assert_eq!(refusal.exit, exit, "{args:?}: {}", refusal.stderr);
        assert_eq!(refusal.code(), code, "{args:?}: {}", refusal.stderr);
        assert_eq!(
            self.state(),
            before,
            "{args:?} changed the store although it was refused"
        );
        refusal
    }

    /// A module (or any single resource) as `GET path` shows it, or `None` when it is not set (404).
    pub fn module(&self, path: &str) -> Option<Value> {
        let out = self
            .cmd()
            .args(["-o", "json", "api", "GET", path])
            .output()
            .expect("run tunnelctl");
        match out.status.code() {
            Some(0) => Some(serde_json::from_slice(&out.stdout).expect("stdout is JSON")),
            Some(3) => None,
            _ => panic!(
                "GET {path} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ),
        }
    }

    /// Like [`assert_refused`](Self::assert_refused), and the modules at `paths` did not change either
    /// (modules are not in any collection).
    pub fn assert_refused_keeping(
        &self,
        args: &[&str],
        exit: i32,
        code: &str,
        paths: &[&str],
    ) -> Refusal {
        let before: Vec<Option<Value>> = paths.iter().map(|p| self.module(p)).collect();
        let refusal = self.assert_refused(args, exit, code);
        let after: Vec<Option<Value>> = paths.iter().map(|p| self.module(p)).collect();
        assert_eq!(
            after, before,
            "{args:?} changed a module although it was refused"
        );
        refusal
    }

    /// Writes a file under the environment's directory and returns its path.
    pub fn file(&self, name: &str, contents: &str) -> PathBuf {
        let path = self.dir.path().join(name);
        std::fs::write(&path, contents).expect("write file");
        path
    }
}

/// A syntactically valid ID with the given prefix (the referenced resources live outside this tool).
pub fn fake_id(prefix: &str, n: u8) -> String {
    format!(
        "{prefix}_2Ba8mJ6fB3bNBGn0ImcMOuSJPq{}",
        (b'a' + n % 26) as char
    )
}
