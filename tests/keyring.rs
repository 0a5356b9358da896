//! Issue 62 item 3: `auth login --keyring` keeps the key in the system keyring, a real Secret
//! Service (GNOME Keyring on a private D-Bus session bus), and nowhere else; every command reads
//! it from there; `auth logout` removes it. Skipped visibly when dbus-daemon or
//! gnome-keyring-daemon is missing (failed under CI=true).

use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

use serde_json::json;
use tunnelctl::api::Method;

use crate::common::{self, Env, API_KEY};

/// The attributes tunnelctl finds the key of the default profile by, as `secret-tool` takes them.
const ATTRIBUTES: [&str; 4] = ["service", "tunnelctl", "account", "default"];

/// A private session bus with GNOME Keyring's Secret Service on it, its login collection made
/// and unlocked with a password given on standard input; both ended when dropped.
struct SecretService {
    address: String,
    bus: Child,
    keyring: Child,
    secret_tool: PathBuf,
    dbus_send: PathBuf,
}

impl Drop for SecretService {
    fn drop(&mut self) {
        for child in [&mut self.keyring, &mut self.bus] {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl SecretService {
    /// Started for `client` (GNOME Keyring keeps its encrypted collections in its home); `None`
    /// after a visible skip when a program is missing.
    fn start(client: &Env, test: &str) -> Option<SecretService> {
        let dbus = common::outside_program("dbus-daemon", "dbus", test)?;
        let keyring = common::outside_program("gnome-keyring-daemon", "gnome-keyring", test)?;
        let secret_tool = common::outside_program("secret-tool", "libsecret-tools", test)?;
        let dbus_send = common::outside_program("dbus-send", "dbus", test)?;
        let dir = client.path().join("bus");
        std::fs::create_dir(&dir).unwrap();
        // No service directories: nothing is started on demand, so the keyring on the bus is the
        // one started here, unlocked, and no other.
        let config = client.file(
            "bus.conf",
            &format!(
                r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>"#,
                dir.display()
            ),
        );
        let mut bus = Command::new(dbus)
            .arg("--config-file")
            .arg(&config)
            .args(["--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            // It warns that it may not raise its descriptor limit, which is of no matter here.
            .stderr(Stdio::null())
            .spawn()
            .expect("start dbus-daemon");
        let mut address = String::new();
        BufReader::new(bus.stdout.take().unwrap())
            .read_line(&mut address)
            .expect("dbus-daemon prints its address");
        let address = address.trim().to_string();
        let home = client.path().join("home");
        let runtime = client.path().join("runtime");
        std::fs::create_dir(&runtime).unwrap();
        let mut keyring = Command::new(keyring)
            .args(["--unlock", "--components=secrets", "--foreground"])
            .env_clear()
            .env("DBUS_SESSION_BUS_ADDRESS", &address)
            .env("HOME", &home)
            .env("XDG_DATA_HOME", home.join(".local/share"))
            .env("XDG_RUNTIME_DIR", &runtime)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start gnome-keyring-daemon");
        let mut stdin = keyring.stdin.take().unwrap();
        stdin.write_all(b"keyring password").unwrap();
        drop(stdin);
        let service = SecretService {
            address,
            bus,
            keyring,
            secret_tool,
            dbus_send,
        };
        // Up once it keeps a secret: the collection is made and unlocked.
        assert!(
            common::within(Duration::from_secs(20), || service
                .secret_tool(&["store", "--label=probe", "service", "probe"], "probe")
                .status
                .success()),
            "GNOME Keyring did not come up with an unlocked default collection"
        );
        Some(service)
    }

    /// Runs `secret-tool ARGS` on this bus, `input` on its standard input.
    fn secret_tool(&self, args: &[&str], input: &str) -> Output {
        let mut child = Command::new(&self.secret_tool)
            .args(args)
            .env("DBUS_SESSION_BUS_ADDRESS", &self.address)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run secret-tool");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    }

    /// The key kept with tunnelctl's attributes for the default profile, as `secret-tool lookup`
    /// finds it: what any program of the user's may read.
    fn kept_key(&self) -> Option<String> {
        let out = self.secret_tool(&[&["lookup"][..], &ATTRIBUTES].concat(), "");
        out.status
            .success()
            .then(|| String::from_utf8(out.stdout).unwrap())
    }

    /// What someone else does: removes tunnelctl's item.
    fn remove_behind_our_back(&self) {
        let out = self.secret_tool(&[&["clear"][..], &ATTRIBUTES].concat(), "");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(self.kept_key(), None);
    }

    /// Locks the default collection (the Secret Service's own Lock: `secret-tool lock` waits for
    /// ever on GNOME Keyring).
    fn lock(&self) {
        let out = Command::new(&self.dbus_send)
            .args([
                "--session",
                "--print-reply",
                "--dest=org.freedesktop.secrets",
                "/org/freedesktop/secrets",
                "org.freedesktop.Secret.Service.Lock",
                "array:objpath:/org/freedesktop/secrets/aliases/default",
            ])
            .env("DBUS_SESSION_BUS_ADDRESS", &self.address)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A client environment with no key of its own, sending its commands to `server`'s `serve`.
fn client_of(server: &Env) -> Env {
    let mut client = Env::new();
    client.set_var("TUNNELCTL_API_URL", &server.base_url());
    client
}

/// A reader's key stored through the API: its ID and token.
fn reader_key(server: &Env) -> (String, String) {
    let key = server.api(Method::Post, "/api_keys", Some(json!({"role": "reader"})));
    (common::id(&key), key["token"].as_str().unwrap().to_string())
}

fn login(client: &Env, token: &str) -> Output {
    client.record(
        client
            .cmd()
            .args(["auth", "login", "--keyring"])
            .write_stdin(format!("{token}\n")),
    )
}

/// Every file under `dir`, walked without following links.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        match entry.file_type().unwrap().is_dir() {
            true => files.extend(files_under(&path)),
            false => files.push(path),
        }
    }
    files
}

/// The files under `dir` whose bytes hold `secret`.
fn files_holding(dir: &Path, secret: &str) -> Vec<PathBuf> {
    files_under(dir)
        .into_iter()
        .filter(|f| {
            std::fs::read(f)
                .is_ok_and(|bytes| bytes.windows(secret.len()).any(|w| w == secret.as_bytes()))
        })
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_login_in_the_keyring_is_kept_there_only_and_read_until_logout() {
    const TEST: &str = "keyring::a_login_in_the_keyring_is_kept_there_only_and_read_until_logout";
    let server = Env::remote();
    let mut client = client_of(&server);
    let Some(keyring) = SecretService::start(&client, TEST) else {
        return;
    };
    client.set_var("DBUS_SESSION_BUS_ADDRESS", &keyring.address);
    let (id, token) = reader_key(&server);
    let config_dir = client.path().join("home/.config/tunnelctl");
    let note = config_dir.join("keyring/default");

    // A key the server refuses is kept nowhere.
    let out = login(&client, "not-a-key");
    assert_eq!(out.status.code(), Some(4), "{}", stderr(&out));
    assert_eq!(keyring.kept_key(), None);
    assert!(!note.exists());

    let out = login(&client, &token);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    assert!(
        stderr(&out).contains(
            "kept in the system keyring (Secret Service: service tunnelctl, account default)"
        ),
        "{}",
        stderr(&out)
    );
    assert_eq!(keyring.kept_key(), Some(token.clone()));
    // The key is in the keyring only: no file of the client's holds it (GNOME Keyring's own
    // collection, in the same home, is encrypted), and the note says only where it is.
    assert_eq!(files_holding(client.path(), &token), Vec::<PathBuf>::new());
    assert!(!config_dir.join("credentials/default").exists());
    let said = std::fs::read_to_string(&note).unwrap();
    assert!(
        said.contains("service tunnelctl, account default"),
        "{said}"
    );
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    assert_eq!((mode(&note), mode(note.parent().unwrap())), (0o600, 0o700));

    // Every command reads it from there.
    assert_eq!(client.json(&["tcp-edge", "list"])["tcp_edges"], json!([]));
    let status = client.json(&["auth", "status"]);
    assert_eq!(status["server"], json!(server.base_url()));
    assert_eq!(status["key_id"], json!(id));
    assert_eq!(status["role"], json!("reader"));
    assert_eq!(
        status["kept_in"],
        json!(
            "auth login (the system keyring (Secret Service: service tunnelctl, account default))"
        )
    );
    // An explicit key still wins over it.
    let admin = client.secret_file("admin.key", API_KEY);
    let status = client.json(&["--api-key-file", admin.to_str().unwrap(), "auth", "status"]);
    assert!(
        status["kept_in"]
            .as_str()
            .unwrap()
            .starts_with("flag --api-key-file"),
        "{status}"
    );

    // Removed behind our back: said so, with what to do.
    keyring.remove_behind_our_back();
    let refusal = client.refuse(&["tcp-edge", "list"]);
    assert_eq!(refusal.exit, 2, "{}", refusal.stderr);
    assert!(
        refusal.stderr.contains("is not there any more")
            && refusal.stderr.contains("tunnelctl auth login --keyring"),
        "{}",
        refusal.stderr
    );

    // A login with a file replaces the one in the keyring, and one in the keyring the file.
    let out = login(&client, &token);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = client.record(
        client
            .cmd()
            .args(["auth", "login"])
            .write_stdin(format!("{token}\n")),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(keyring.kept_key(), None);
    assert!(!note.exists());
    // (The search above finds a key where there is one.)
    assert_eq!(
        files_holding(client.path(), &token),
        vec![config_dir.join("credentials/default")]
    );
    let out = login(&client, &token);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!config_dir.join("credentials/default").exists());
    assert_eq!(keyring.kept_key(), Some(token.clone()));

    let out = client.run(&["auth", "logout"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("removed the key in the system keyring"));
    assert_eq!(keyring.kept_key(), None);
    assert!(!note.exists(), "logout left the note");
    let refusal = client.refuse(&["tcp-edge", "list"]);
    assert!(
        refusal.stderr.contains("tunnelctl auth login"),
        "{}",
        refusal.stderr
    );

    // A profile's key is an item of its own, the account its name.
    let url = server.base_url();
    let out = client.run(&["config", "set", "api_url", &url, "--profile", "prod"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = client.record(
        client
            .cmd()
            .args(["auth", "login", "--keyring", "--profile", "prod"])
            .write_stdin(format!("{token}\n")),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let prod = keyring.secret_tool(&["lookup", "service", "tunnelctl", "account", "prod"], "");
    assert_eq!(String::from_utf8_lossy(&prod.stdout), token);
    assert_eq!(keyring.kept_key(), None, "the default profile has no login");
    client.json(&["tcp-edge", "list", "--profile", "prod"]);

    // A locked collection: refused, saying so; the login is kept for when it is unlocked.
    let out = login(&client, &token);
    assert!(out.status.success(), "{}", stderr(&out));
    keyring.lock();
    for args in [&["tcp-edge", "list"][..], &["auth", "logout"]] {
        let refusal = client.refuse(args);
        assert_eq!(refusal.exit, 6, "{args:?}: {}", refusal.stderr);
        assert!(
            refusal.stderr.contains("the system keyring is locked")
                && refusal.stderr.contains("unlock it"),
            "{args:?}: {}",
            refusal.stderr
        );
    }
    assert!(note.exists(), "a failed logout forgot where the key is");
}

/// Without a Secret Service to reach, `auth login --keyring` says so and what to do instead, and
/// keeps the key nowhere: not even the directory of the config is made.
#[test]
fn a_keyring_login_with_no_secret_service_is_refused_and_writes_nothing() {
    let server = Env::remote();
    let mut client = client_of(&server);
    let nowhere = client.path().join("no-bus");
    client.set_var(
        "DBUS_SESSION_BUS_ADDRESS",
        &format!("unix:path={}", nowhere.display()),
    );
    let (_, token) = reader_key(&server);
    let out = login(&client, &token);
    assert_eq!(out.status.code(), Some(6), "{}", stderr(&out));
    let said = stderr(&out);
    assert!(
        said.contains("no Secret Service is reachable")
            && said.contains("tunnelctl auth login (without --keyring)")
            && said.contains("--api-key-file"),
        "{said}"
    );
    assert!(!client.path().join("home/.config").exists());
    assert_eq!(files_holding(client.path(), &token), Vec::<PathBuf>::new());
    let refusal = client.refuse(&["tcp-edge", "list"]);
    assert!(refusal.stderr.contains("auth login"), "{}", refusal.stderr);
}
