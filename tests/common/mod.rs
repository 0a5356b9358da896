//! Shared helpers for the integration tests: a hermetic environment (own HOME, XDG dirs, store,
//! fixed clock and seed) that runs the real binary and parses its output.
#![allow(dead_code)] // the stress binary uses only a few of these helpers

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Output, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;
use tunnelctl::api::{ApiRequest, Method};
use tunnelctl::clock::{parse_time, Clock};
use tunnelctl::router::Router;
use tunnelctl::service::Service;
use tunnelctl::store::{Store, StoreOptions};

pub mod postgres;

pub const NOW: &str = "2026-11-22T10:00:00Z";
/// The base URL of `uri` fields in local mode.
pub const LOCAL_BASE_URL: &str = "http://127.0.0.1:4848";
pub const API_KEY: &str = "test-key-0123456789";

/// Runs one test body against both transports and both engines: `NAME::local` on the embedded
/// store, `NAME::remote` through a real `tunnelctl serve` on 127.0.0.1, and `NAME::postgres` on a
/// database of its own on the test process's PostgreSQL cluster (see [`postgres`]). The body gets
/// `env: Env`.
#[allow(unused_macros)] // test crates that only run in one mode do not use it
macro_rules! transport_tests {
    ($($(#[$meta:meta])* fn $name:ident($env:ident) $body:block)*) => {$(
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[allow(unused_mut)]
            fn case(mut $env: crate::common::Env) $body
            #[test]
            fn local() {
                case(crate::common::Env::new())
            }
            #[test]
            fn remote() {
                case(crate::common::Env::remote())
            }
            #[test]
            fn postgres() {
                if let Some(env) = crate::common::Env::postgres(module_path!()) {
                    case(env)
                }
            }
        }
    )*};
}
#[allow(unused_imports)]
pub(crate) use transport_tests;

/// Collections that make up a store's visible state, for "nothing changed" checks: every kind
/// with IDs of its own that lists, from the table of kinds.
pub fn collections() -> impl Iterator<Item = &'static str> {
    tunnelctl::kind::KINDS
        .iter()
        .filter(|k| k.has_ids() && k.can(tunnelctl::kind::Verb::List))
        .map(|k| k.path)
}

pub struct Env {
    dir: TempDir,
    now: String,
    /// The `tunnelctl serve` that remote-mode commands talk to, and its base URL.
    server: Option<(Child, String)>,
    last_server_url: Option<String>,
    /// The PostgreSQL database that is this environment's store, instead of a directory.
    database: Option<String>,
    /// Extra environment variables of every command (see [`Env::set_var`]).
    vars: Vec<(String, String)>,
    /// Extra arguments of `tunnelctl serve` (see [`Env::restart_server_with`]).
    serve_args: Vec<String>,
    /// stdout and stderr of every command run through [`Env::record`], for checks over all output.
    transcript: Mutex<String>,
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
    /// Local mode: commands use the embedded store directly.
    pub fn new() -> Self {
        Env {
            dir: tempfile::tempdir().expect("temp dir"),
            now: NOW.to_string(),
            server: None,
            last_server_url: None,
            database: None,
            // A variable like the others, so that a test can unset it (IDs as real use makes them).
            vars: vec![("TUNNELCTL_SEED".to_string(), "7".to_string())],
            serve_args: Vec::new(),
            transcript: Mutex::new(String::new()),
        }
    }

    /// Remote mode: commands go over HTTP to a `tunnelctl serve` of this environment's store.
    pub fn remote() -> Self {
        let mut env = Env::new();
        env.start_server();
        env
    }

    /// Local mode on a fresh PostgreSQL database of its own; `None` after a visible skip when
    /// PostgreSQL is not installed.
    pub fn postgres(test: &str) -> Option<Self> {
        let mut env = Env::new();
        env.database = Some(postgres::database(test)?);
        // As a team runs it: a CA private key is never written to a shared database unsealed
        // (issue 27 item 5), so every command has the store's key-encryption key.
        let key = env.file("store.key", &format!("{}\n", "5e".repeat(32)));
        std::fs::set_permissions(&key, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .expect("chmod the store key");
        env.set_var(
            "TUNNELCTL_STORE_KEY_FILE",
            key.to_str().expect("UTF-8 path"),
        );
        Some(env)
    }

    pub fn is_postgres(&self) -> bool {
        self.database.is_some()
    }

    pub fn is_remote(&self) -> bool {
        self.server.is_some()
    }

    /// The base URL of `uri` fields: the server's in remote mode.
    pub fn base_url(&self) -> String {
        self.server
            .as_ref()
            .map_or(LOCAL_BASE_URL.to_string(), |(_, url)| url.clone())
    }

    /// Starts `tunnelctl serve` on this environment's store (again, after a stop or a kill).
    pub fn start_server(&mut self) {
        let log = std::fs::File::create(self.dir.path().join("serve.log")).expect("serve log");
        // A restarted server keeps its address, so URIs stay the same across a clock change.
        let listen = self
            .last_server_url
            .as_deref()
            .and_then(|u| u.strip_prefix("http://"))
            .unwrap_or("127.0.0.1:0")
            .to_string();
        let mut child = self
            .std_cmd()
            .args(["serve", "--listen", &listen])
            .args(&self.serve_args)
            .env("TUNNELCTL_SERVE_API_KEY", API_KEY)
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .expect("start tunnelctl serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("piped"))
            .read_line(&mut line)
            .expect("read serve URL");
        let log = std::fs::read_to_string(self.dir.path().join("serve.log")).unwrap_or_default();
        assert!(
            line.starts_with("http://"),
            "serve did not print its URL: {line:?}; stderr: {log}"
        );
        self.last_server_url = Some(line.trim().to_string());
        self.server = Some((child, line.trim().to_string()));
    }

    /// The process ID of the running server.
    pub fn server_pid(&self) -> u32 {
        self.server.as_ref().expect("a running server").0.id()
    }

    /// Kills the server with SIGKILL, as a crash or the OOM killer would, and reaps it.
    pub fn kill_server(&mut self) {
        let (mut child, _) = self.server.take().expect("a running server");
        child.kill().expect("SIGKILL serve");
        child.wait().expect("wait for serve");
    }

    /// Restarts the server (same address and store) with extra `serve` arguments.
    pub fn restart_server_with(&mut self, args: &[&str]) {
        self.serve_args = args.iter().map(|a| a.to_string()).collect();
        self.stop_server().expect("a running server");
        self.start_server();
    }

    /// Runs `f` with the store free for direct use (a server holding it is stopped, then restarted).
    pub fn with_store_released(&mut self, f: impl FnOnce(&Env)) {
        let was_serving = self.stop_server().is_some();
        f(self);
        if was_serving {
            self.start_server();
        }
    }

    /// Stops the server with SIGTERM and waits for it, as an operator would.
    pub fn stop_server(&mut self) -> Option<std::process::ExitStatus> {
        let (mut child, _) = self.server.take()?;
        let _ = std::process::Command::new("kill")
            .arg("-TERM")
            .arg(child.id().to_string())
            .status();
        Some(child.wait().expect("wait for serve"))
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Creates this environment's (empty) store, for tests whose first command only reads: reading
    /// an explicitly given store that does not exist is an error.
    pub fn create_store(&self) {
        drop(in_process_router(&self.store(), &self.now, LOCAL_BASE_URL));
    }

    /// The store's location: a directory, or the URL of its PostgreSQL database.
    pub fn store(&self) -> PathBuf {
        match &self.database {
            Some(url) => PathBuf::from(url),
            None => self.dir.path().join("store"),
        }
    }

    /// Moves the fixed clock (emulated time; nothing sleeps). A server reads the clock at start,
    /// so in remote mode it is restarted on the same store.
    pub fn set_now(&mut self, now: &str) {
        self.now = now.to_string();
        if self.stop_server().is_some() {
            self.start_server();
        }
    }

    /// Sets an environment variable for every later command (e.g. `TUNNELCTL_CA_PASSPHRASE`).
    pub fn set_var(&mut self, key: &str, value: &str) {
        self.vars.retain(|(k, _)| k != key);
        self.vars.push((key.to_string(), value.to_string()));
    }

    pub fn remove_var(&mut self, key: &str) {
        self.vars.retain(|(k, _)| k != key);
    }

    /// Runs a command and keeps its stdout and stderr in the transcript.
    pub fn record(&self, cmd: &mut Command) -> Output {
        let out = cmd.output().expect("run tunnelctl");
        let mut transcript = self.transcript.lock().unwrap();
        transcript.push_str(&String::from_utf8_lossy(&out.stdout));
        transcript.push_str(&String::from_utf8_lossy(&out.stderr));
        out
    }

    /// Everything the commands run so far printed, stdout and stderr.
    pub fn transcript(&self) -> String {
        self.transcript.lock().unwrap().clone()
    }

    /// The binary with a hermetic environment.
    pub fn cmd(&self) -> Command {
        Command::from_std(self.std_cmd())
    }

    /// The same as [`cmd`](Self::cmd), as a std command for tests that spawn and signal processes.
    pub fn std_cmd(&self) -> std::process::Command {
        let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("tunnelctl"));
        let home = self.dir.path().join("home");
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &home)
            .env("XDG_DATA_HOME", home.join(".local/share"))
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("NO_COLOR", "1")
            .env("COLUMNS", "200")
            .env("TUNNELCTL_NOW", &self.now)
            .env("TUNNELCTL_STORE", self.store());
        if let Some((_, url)) = &self.server {
            cmd.env("TUNNELCTL_API_URL", url)
                .env("TUNNELCTL_API_KEY", API_KEY);
        }
        for (key, value) in &self.vars {
            cmd.env(key, value);
        }
        cmd
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.record(self.cmd().args(args))
    }

    /// Puts a SAML module on `route` of `edge` (`route saml replace`, with the smallest IdP
    /// metadata there is); the module as answered.
    pub fn put_saml_module(&self, edge: &str, route: &str) -> Value {
        let idp = self.file(
            "idp.xml",
            r#"<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata"/>"#,
        );
        let idp = idp.to_str().expect("UTF-8 path");
        self.json(&[
            "route",
            "saml",
            "replace",
            edge,
            route,
            "--idp-metadata-file",
            idp,
        ])
    }

    /// Runs with `-o json`, requires success, and parses stdout.
    pub fn json(&self, args: &[&str]) -> Value {
        let out = self.record(self.cmd().arg("-o").arg("json").args(args));
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
        let out = self.record(self.cmd().arg("-o").arg("yaml").args(args));
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
        let out = self.record(self.cmd().arg("-o").arg("json").args(args));
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

    /// Sends API requests (method, path with query, body) straight to the store, without the CLI:
    /// in local mode to the router in this process (the store opened once for all of them), in
    /// remote mode over HTTP to the server. For seeding and reading state where the CLI is not
    /// what a test is about. Returns each status and body (`null` when there is none).
    pub fn api_all(&self, requests: &[(Method, &str, Option<Value>)]) -> Vec<(u16, Value)> {
        match &self.server {
            Some((_, url)) => requests
                .iter()
                .map(|(method, path, body)| {
                    http(url, method.as_str(), path, body.as_ref()).expect("the server answers")
                })
                .collect(),
            None => {
                // A test may point its commands at another store (TUNNELCTL_STORE).
                let store = self
                    .vars
                    .iter()
                    .find(|(k, _)| k == "TUNNELCTL_STORE")
                    .map_or_else(|| self.store(), |(_, v)| PathBuf::from(v));
                let router = in_process_router(&store, &self.now, LOCAL_BASE_URL);
                requests
                    .iter()
                    .map(|(method, path, body)| {
                        let mut request = ApiRequest::from_path_and_query(*method, path);
                        request.body = body.as_ref().map(|b| b.to_string().into_bytes());
                        let response = router.handle(&request);
                        (response.status, response.body.unwrap_or(Value::Null))
                    })
                    .collect()
            }
        }
    }

    /// One request of [`api_all`](Self::api_all) that must succeed; its body.
    pub fn api(&self, method: Method, path: &str, body: Option<Value>) -> Value {
        let (status, body) = self.api_all(&[(method, path, body)]).remove(0);
        assert!(status < 300, "{method:?} {path}: {status} {body}");
        body
    }

    /// Everything the API shows of the store, for before/after comparisons: one read in this
    /// process (the store opened once, or HTTP to the server), not a process per collection.
    pub fn state(&self) -> Value {
        let paths: Vec<String> = collections().map(|p| format!("{p}?limit=100")).collect();
        let requests: Vec<_> = paths
            .iter()
            .map(|p| (Method::Get, p.as_str(), None))
            .collect();
        let state = paths
            .iter()
            .zip(self.api_all(&requests))
            .map(|(path, (status, body))| {
                assert_eq!(status, 200, "GET {path}: {body}");
                (path.clone(), body)
            })
            .collect();
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

    /// Asserts that an API request, sent as [`api_all`](Self::api_all) does, is refused with
    /// `status` and `code` and that nothing changed: neither the collections nor the resources at
    /// `paths`. For validation matrices, whose every case needs no process of its own; the CLI's
    /// part is checked once per matrix with [`assert_refused_keeping`](Self::assert_refused_keeping).
    pub fn assert_api_refused(
        &self,
        (method, path, body): (Method, &str, Option<Value>),
        status: u16,
        code: &str,
        paths: &[&str],
    ) -> Value {
        let before = (self.state(), self.modules(paths));
        let (got, error) = self.api_all(&[(method, path, body)]).remove(0);
        assert_eq!(got, status, "{method:?} {path}: {error}");
        assert_eq!(
            error["error_code"].as_str().unwrap_or(""),
            code,
            "{method:?} {path}: {error}"
        );
        assert_eq!(
            (self.state(), self.modules(paths)),
            before,
            "{method:?} {path} changed the store although it was refused"
        );
        error
    }

    /// Modules (or any single resources) as `GET path` shows them, `None` for one that is not set
    /// (404); read in this process like [`state`](Self::state).
    pub fn modules(&self, paths: &[&str]) -> Vec<Option<Value>> {
        let requests: Vec<_> = paths.iter().map(|p| (Method::Get, *p, None)).collect();
        paths
            .iter()
            .zip(self.api_all(&requests))
            .map(|(path, (status, body))| match status {
                200 => Some(body),
                404 => None,
                _ => panic!("GET {path} failed: {status} {body}"),
            })
            .collect()
    }

    /// A module (or any single resource) as `GET path` shows it, or `None` when it is not set (404).
    pub fn module(&self, path: &str) -> Option<Value> {
        self.modules(&[path]).remove(0)
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
        let before = self.modules(paths);
        let refusal = self.assert_refused(args, exit, code);
        let after = self.modules(paths);
        assert_eq!(
            after, before,
            "{args:?} changed a module although it was refused"
        );
        refusal
    }

    /// Output text with this environment's base URL replaced, so local and remote runs share snapshots.
    pub fn snapshot_text(&self, text: &str) -> String {
        text.replace(&self.base_url(), "[BASE_URL]")
    }

    /// Writes a file under the environment's directory and returns its path.
    pub fn file(&self, name: &str, contents: &str) -> PathBuf {
        let path = self.dir.path().join(name);
        std::fs::write(&path, contents).expect("write file");
        path
    }

    /// Writes a secret file (a CA passphrase, a key) as tunnelctl requires one: mode 0600.
    pub fn secret_file(&self, name: &str, contents: &str) -> PathBuf {
        let path = self.file(name, contents);
        std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .expect("chmod 600 a secret file");
        path
    }
}

impl Drop for Env {
    fn drop(&mut self) {
        if let Some((mut child, _)) = self.server.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        // A test that used --keep-open leaves no background store process behind, even failing.
        if self.store().join("keep-open.log").exists() {
            let _ = self
                .std_cmd()
                .env_remove("TUNNELCTL_KEEP_OPEN")
                .args(["-q", "store", "close"])
                .output();
        }
    }
}

/// The router over the store at `store`, opened in this process with the clock at `now` and the
/// environment's seed: the same code path as the binary, without a process start. The store is
/// released when the router is dropped.
pub fn in_process_router(store: &Path, now: &str, base_url: &str) -> Router {
    let store = Store::open(&StoreOptions {
        location: store.into(),
        lock_timeout: std::time::Duration::from_secs(10),
        seed: Some(7),
        on_wait: None,
    })
    .expect("open the store");
    let clock = Clock::fixed(parse_time(now).expect("a valid clock"));
    Router::new(Service::new(store, clock, base_url))
}

/// The `id` of a resource as the API shows it.
pub fn id(resource: &Value) -> String {
    resource["id"].as_str().expect("an id").to_string()
}

/// The IDs of the items of the list at `path` (one page of up to 100), newest first; `key` is the
/// list object's key (`tcp_edges`).
pub fn ids(env: &Env, path: &str, key: &str) -> Vec<String> {
    env.json(&["api", "GET", &format!("{path}?limit=100")])[key]
        .as_array()
        .expect("a list object")
        .iter()
        .map(id)
        .collect()
}

/// The IDs of the TCP edges, newest first.
pub fn edge_ids(env: &Env) -> Vec<String> {
    ids(env, "/edges/tcp", "tcp_edges")
}

/// A syntactically valid ID with the given prefix (the referenced resources live outside this tool).
pub fn fake_id(prefix: &str, n: u8) -> String {
    format!(
        "{prefix}_2Ba8mJ6fB3bNBGn0ImcMOuSJPq{}",
        (b'a' + n % 26) as char
    )
}

/// One request to a `tunnelctl serve` at `base_url` with the test API key: the status and the JSON
/// body (`Null` when empty), or the transport error (e.g. the server was killed).
/// Starts `tunnelctl serve --listen LISTEN` with no API key given, and returns the server, the
/// URL it printed, its stderr line announcing the key it made up (empty when there was none) and
/// that key. The caller kills the server.
pub fn serve_with_generated_key(env: &Env, listen: &str) -> (Child, String, String, String) {
    let mut child = env
        .std_cmd()
        .args(["serve", "--listen", listen])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start tunnelctl serve");
    let mut url = String::new();
    BufReader::new(child.stdout.take().expect("piped"))
        .read_line(&mut url)
        .expect("read serve URL");
    let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
    let (mut notice, mut key) = (String::new(), String::new());
    // After the line saying where it serves (the key is printed once the server listens).
    while !notice.contains("no API key given") {
        notice.clear();
        if stderr.read_line(&mut notice).expect("read serve stderr") == 0 {
            break;
        }
    }
    stderr.read_line(&mut key).expect("read serve stderr");
    (
        child,
        url.trim().to_string(),
        notice,
        key.trim().to_string(),
    )
}

/// The value of `series` (a metric's name and labels, as `/metrics` writes them) in `scrape`;
/// `None` when the scrape has no such line.
pub fn metric(scrape: &str, series: &str) -> Option<u64> {
    let line = scrape
        .lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '));
    line.map(|value| value.parse().expect("a count"))
}

pub fn http(
    base_url: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, Value), ureq::Error> {
    http_text(
        base_url,
        method,
        path,
        &body.map(Value::to_string).unwrap_or_default(),
    )
}

/// Like [`http`], with `body` sent as it is, JSON or not, still as `application/json`.
pub fn http_text(
    base_url: &str,
    method: &str,
    path: &str,
    body: &str,
) -> Result<(u16, Value), ureq::Error> {
    http_with_headers(base_url, method, path, body).map(|(status, _, body)| (status, body))
}

/// Response headers, names in lower case.
pub type Headers = Vec<(String, String)>;

/// Like [`http_text`], with the response's headers.
pub fn http_with_headers(
    base_url: &str,
    method: &str,
    path: &str,
    body: &str,
) -> Result<(u16, Headers, Value), ureq::Error> {
    let (status, headers, text) = http_raw(base_url, method, path, body)?;
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).expect("a JSON body")
    };
    Ok((status, headers, body))
}

/// Like [`http_with_headers`], with the body as text, JSON or not (a load balancer's own error
/// page).
pub fn http_raw(
    base_url: &str,
    method: &str,
    path: &str,
    body: &str,
) -> Result<(u16, Headers, String), ureq::Error> {
    http_raw_as(API_KEY, base_url, method, path, body)
}

/// Like [`http`], bearing the API key `token`.
pub fn http_as(base_url: &str, token: &str, method: &str, path: &str) -> (u16, Value) {
    let (status, _, text) =
        http_raw_as(token, base_url, method, path, "").expect("the server answers");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Like [`http_raw`], bearing the API key `token`.
pub fn http_raw_as(
    token: &str,
    base_url: &str,
    method: &str,
    path: &str,
    body: &str,
) -> Result<(u16, Headers, String), ureq::Error> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let request = ureq::http::Request::builder()
        .method(method)
        .uri(format!("{base_url}{path}"))
        .header("Authorization", format!("Bearer {token}"))
        .header("Ngrok-Version", "2")
        .header("Content-Type", "application/json")
        .body(body.to_string())
        .expect("a valid request");
    let mut response = agent.run(request)?;
    let status = response.status().as_u16();
    let headers = response
        .headers()
        .iter()
        .map(|(k, v)| (k.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
        .collect();
    let text = response.body_mut().read_to_string()?;
    Ok((status, headers, text))
}

/// The store's socket (issue 16), in the store directory.
pub const SOCKET: &str = tunnelctl::store::SOCKET_FILE;

/// The pid of the last background store process started on `env`'s store (from its log).
pub fn background_pid(env: &Env) -> Option<u32> {
    background_pid_in(&env.store())
}

/// The pid of the last background store process started on the store at `store`.
pub fn background_pid_in(store: &Path) -> Option<u32> {
    let log = std::fs::read_to_string(store.join("keep-open.log")).ok()?;
    log.lines().rev().find_map(|l| {
        l.split_once(": pid ")?
            .1
            .split_once(" holds ")?
            .0
            .parse()
            .ok()
    })
}

/// Whether process `pid` is running (a zombie waiting to be reaped is not).
pub fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Ok(stat) => !stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        Err(_) => false,
    }
}

/// Waits up to `limit` for `done`.
pub fn within(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    done()
}

/// Where the outside program `name` is installed (PATH, then the sbin directories where sshd
/// lives), as an absolute path (sshd refuses to run otherwise); `None` when it is missing, after
/// [`skip`]ping the test. `package`: the Debian package(s) that `.ci/run` installs for it.
pub fn outside_program(name: &str, package: &str, test: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&path)
        .chain(["/usr/sbin", "/usr/local/sbin", "/sbin"].map(PathBuf::from))
        .map(|dir| dir.join(name))
        .find(|p| p.is_file());
    if found.is_none() {
        skip(
            test,
            &format!("`{name}` is not installed (apt-get install {package})"),
        );
    }
    found
}

/// Tests that skipped what they could not do here, for the list printed after the summary.
static SKIPPED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Records that `test` skips its check because of `why`: said at once, and again in a list after
/// the test binary's summary, where a person reads (libtest counts such a test as passed). Under
/// `CI=true` a skip is a failure instead: `.ci/run` installs what the tests need.
pub fn skip(test: &str, why: &str) {
    assert_ne!(
        std::env::var("CI").as_deref(),
        Ok("true"),
        "{test}: {why}; required under CI=true"
    );
    // The stderr handle, not eprintln!, which the harness captures for passing tests.
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
    let mut skipped = SKIPPED.lock().unwrap_or_else(|p| p.into_inner());
    if skipped.is_empty() {
        at_exit(print_skipped);
    }
    skipped.push(format!("{test}: {why}"));
}

/// Has `callback` run when the test binary exits (after libtest's summary).
pub fn at_exit(callback: extern "C" fn()) {
    extern "C" {
        fn atexit(callback: extern "C" fn()) -> std::os::raw::c_int;
    }
    // SAFETY: atexit only stores the pointer to a function that lives for the whole program.
    unsafe { atexit(callback) };
}

/// Runs at exit, after libtest printed its summary.
extern "C" fn print_skipped() {
    let skipped = SKIPPED.lock().unwrap_or_else(|p| p.into_inner());
    let mut err = std::io::stderr();
    let _ = writeln!(
        err,
        "\nSKIPPED: {} check(s) counted as passed above did not run here (under CI=true they fail):",
        skipped.len()
    );
    for line in skipped.iter() {
        let _ = writeln!(err, "  {line}");
    }
}

/// A server this test started, killed when the test ends, even by a failed assertion.
pub struct Serve(pub std::process::Child);

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `tunnelctl serve` on the store of `env` under `sh -c SHELL_PREFIX`, e.g.
/// `ulimit -n 64`, and returns it with its base URL.
pub fn spawn_serve(env: &Env, shell_prefix: &str) -> (Serve, String) {
    use std::io::BufRead;
    let serve = env.std_cmd();
    let mut cmd = std::process::Command::new("sh");
    cmd.env_clear();
    for (key, value) in serve.get_envs() {
        if let Some(value) = value {
            cmd.env(key, value);
        }
    }
    let mut child = cmd
        .arg("-c")
        .arg(format!(
            "{shell_prefix} && exec \"$0\" serve --listen 127.0.0.1:0"
        ))
        .arg(serve.get_program())
        .env("TUNNELCTL_SERVE_API_KEY", API_KEY)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut url = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut url)
        .unwrap();
    assert!(url.starts_with("http://"), "serve did not start: {url:?}");
    (Serve(child), url.trim().to_string())
}
