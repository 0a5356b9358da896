//! `ssh-cert login` with OpenSSH's own `ssh-agent`, `sshd` and `ssh`: the key and its certificate
//! reach the agent, `ssh` logs in through the agent alone, a second login replaces the first
//! certificate in the agent, and the agent forgets the key when the certificate expires.
//! Skipped with a notice when an OpenSSH program is missing; required under `CI=true`.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

use crate::common::Env;
use crate::ssh_support::{id, keygen, program};
use crate::sshd::{current_user, Sshd, ANY_HOST_KEY};

const TEST: &str = "login_gives_ssh_agent_a_certificate_that_ends_with_it";

/// An `ssh-agent` of the test's own, listening on `socket`, killed when dropped.
pub(crate) struct Agent(Child);

impl Agent {
    /// Starts `ssh-agent -D -a socket` and waits until it listens.
    pub(crate) fn start(ssh_agent: &Path, socket: &Path) -> Agent {
        let agent = Agent(
            Command::new(ssh_agent)
                .arg("-D")
                .arg("-a")
                .arg(socket)
                .stdout(Stdio::null())
                .spawn()
                .expect("start ssh-agent"),
        );
        let deadline = Instant::now() + Duration::from_secs(30);
        while !socket.exists() {
            assert!(Instant::now() < deadline, "ssh-agent did not listen");
            std::thread::sleep(Duration::from_millis(20));
        }
        agent
    }
}

impl Drop for Agent {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(crate) fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// The real time `back` seconds ago, for `TUNNELCTL_NOW` where certificates must be valid in real
/// time (ssh-agent counts real seconds).
pub(crate) fn real_now(back: i64) -> String {
    let t = OffsetDateTime::now_utc() - time::Duration::seconds(back);
    t.replace_nanosecond(0).unwrap().format(&Rfc3339).unwrap()
}

/// What `ssh-add -l` lists of the agent at `socket`, one line per identity.
pub(crate) fn agent_list(ssh_add: &Path, socket: &Path) -> Vec<String> {
    let out = Command::new(ssh_add)
        .arg("-l")
        .env("SSH_AUTH_SOCK", socket)
        .output()
        .expect("run ssh-add -l");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.contains("no identities"))
        .map(str::to_string)
        .collect()
}

#[test]
fn login_gives_ssh_agent_a_certificate_that_ends_with_it() {
    let programs = ["ssh-keygen", "sshd", "ssh", "ssh-agent", "ssh-add"].map(|p| program(p, TEST));
    let [Some(ssh_keygen), Some(sshd_bin), Some(ssh), Some(ssh_agent), Some(ssh_add)] = programs
    else {
        return;
    };
    let mut env = Env::new();
    // Certificates must be valid in real time here, so the store's clock is the real one.
    env.set_now(&real_now(0));
    let dir = env.path().to_path_buf();
    let home = dir.join("home");
    std::fs::create_dir(&home).unwrap();
    env.set_var("HOME", home.to_str().unwrap());
    let socket = dir.join("agent.sock");
    let _agent = Agent::start(&ssh_agent, &socket);
    env.set_var("SSH_AUTH_SOCK", socket.to_str().unwrap());

    let ca = env.json(&["ssh-ca", "create"]);
    let trusted = dir.join("trusted_user_ca_keys");
    std::fs::write(
        &trusted,
        env.table(&["ssh-ca", "get", &id(&ca), "--public-key"]),
    )
    .unwrap();
    let (host_key, _) = keygen(&ssh_keygen, &dir, "host_key", &["-t", "ed25519"]);
    let sshd = Sshd::start(&sshd_bin, &dir, &host_key, &trusted, "");
    let user = current_user();

    // No key yet: login makes ~/.ssh/id_ed25519, signs it for the user's own name, writes the
    // certificate beside it and gives both to the agent.
    let first = env.json(&["ssh-cert", "login"]);
    let key = home.join(".ssh/id_ed25519");
    let written = std::fs::read_to_string(home.join(".ssh/id_ed25519-cert.pub")).unwrap();
    assert_eq!(written.trim(), first["certificate"].as_str().unwrap());
    assert_eq!(first["principals"], serde_json::json!([user]));
    let public = std::fs::read_to_string(home.join(".ssh/id_ed25519.pub")).unwrap();
    assert_eq!(
        public.split_whitespace().nth(1),
        first["public_key"]
            .as_str()
            .unwrap()
            .split_whitespace()
            .nth(1)
    );
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&key).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "the new private key is the user's alone");
    let listed = agent_list(&ssh_add, &socket);
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert!(listed[0].ends_with("(ED25519-CERT)"), "{listed:?}");

    // A second login replaces the first certificate in the agent instead of adding another.
    let second = env.json(&["ssh-cert", "login"]);
    assert_ne!(id(&first), id(&second));
    assert_eq!(agent_list(&ssh_add, &socket).len(), 1);

    // ssh logs in with what the agent holds: the key files are gone, and sshd trusts only the
    // CA (AuthorizedKeysFile none).
    for file in ["id_ed25519", "id_ed25519.pub", "id_ed25519-cert.pub"] {
        std::fs::remove_file(home.join(".ssh").join(file)).unwrap();
    }
    let login = |socket: &Path| {
        (sshd.client(&ssh, &user))
            .args(ANY_HOST_KEY)
            .args(["127.0.0.1", "echo", "hello"])
            .env("SSH_AUTH_SOCK", socket)
            .env("HOME", &home)
            .stdin(Stdio::null())
            .output()
            .expect("run ssh")
    };
    let out = login(&socket);
    assert!(
        out.status.success(),
        "ssh through the agent was refused: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        sshd.log_text()
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hello\n");

    // A certificate that ends a few seconds from now (for a new key, the files being gone): the
    // agent forgets the key with it. The clock is set back so that the one-minute validity
    // tunnelctl insists on ends soon.
    let emptied = Command::new(&ssh_add)
        .arg("-D")
        .env("SSH_AUTH_SOCK", &socket)
        .output()
        .expect("run ssh-add -D");
    assert!(emptied.status.success());
    env.set_now(&real_now(56));
    let short = env.json(&["ssh-cert", "login", "--valid-for", "1m"]);
    assert_eq!(agent_list(&ssh_add, &socket).len(), 1, "{short}");
    let deadline = Instant::now() + Duration::from_secs(60);
    while !agent_list(&ssh_add, &socket).is_empty() {
        assert!(
            Instant::now() < deadline,
            "the agent still holds the key a minute after its certificate ended"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(
        !login(&socket).status.success(),
        "an empty agent cannot log in"
    );
}

/// What login cannot use is refused before anything is issued or written: a public key given as
/// the identity, an encrypted key with no terminal to ask at, several CAs and none named; a dry
/// run makes no key.
#[test]
fn login_refuses_before_issuing_what_it_cannot_use() {
    let mut env = Env::new();
    let dir = env.path().to_path_buf();
    env.set_var("HOME", dir.join("home").to_str().unwrap());
    env.set_var("SSH_AUTH_SOCK", dir.join("no-agent.sock").to_str().unwrap());
    env.json(&["ssh-ca", "create"]);
    let certs = |env: &Env| env.json(&["ssh-cert", "list"])["ssh_user_certificates"].clone();

    // An agent that is not there (a stale SSH_AUTH_SOCK).
    let refusal = env.refuse(&["ssh-cert", "login"]);
    assert_eq!(refusal.exit, 1, "{}", refusal.stderr);
    assert!(
        refusal.stderr.contains("cannot reach it"),
        "{}",
        refusal.stderr
    );
    assert!(refusal.stderr.contains("--no-agent"), "{}", refusal.stderr);
    assert_eq!(certs(&env), serde_json::json!([]));
    // From here on an agent of the user's own listens (it is never asked anything).
    let socket = dir.join("agent.sock");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    env.set_var("SSH_AUTH_SOCK", socket.to_str().unwrap());

    let (private, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "me");
    let public_file = env.secret_file("me.pub", &public);
    let refusal = env.assert_refused(
        &[
            "ssh-cert",
            "login",
            "--identity-file",
            public_file.to_str().unwrap(),
        ],
        2,
        "",
    );
    assert!(
        refusal.stderr.contains("--identity-file")
            && refusal.stderr.contains("not an OpenSSH private key"),
        "{}",
        refusal.stderr
    );

    let key = ssh_key::PrivateKey::from_openssh(&private).unwrap();
    let locked = key
        .encrypt(&mut ssh_key::rand_core::OsRng, "sesame")
        .unwrap()
        .to_openssh(ssh_key::LineEnding::LF)
        .unwrap();
    let locked_file = env.secret_file("locked", &locked);
    let refusal = env.assert_refused(
        &[
            "ssh-cert",
            "login",
            "--identity-file",
            locked_file.to_str().unwrap(),
        ],
        2,
        "",
    );
    assert!(
        refusal.stderr.contains("is encrypted"),
        "{}",
        refusal.stderr
    );
    assert!(refusal.stderr.contains("--no-agent"), "{}", refusal.stderr);
    assert!(!dir.join("locked-cert.pub").exists());
    assert_eq!(certs(&env), serde_json::json!([]));

    let out = env.run(&["--dry-run", "ssh-cert", "login"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!dir.join("home/.ssh").exists(), "a dry run made a key");

    env.json(&["ssh-ca", "create"]);
    let refusal = env.assert_refused(&["ssh-cert", "login", "--no-agent"], 2, "");
    assert!(refusal.stderr.contains("--ca-id"), "{}", refusal.stderr);
    assert!(
        !dir.join("home/.ssh").exists(),
        "a refused login made a key"
    );
}

/// `SSH_AUTH_SOCK` is only an environment variable: an agent socket another user listens on (a
/// real second user) gets no key, and nothing is signed.
#[test]
fn login_gives_no_key_to_another_users_agent() {
    use std::io::Read;
    use std::os::unix::fs::PermissionsExt;
    let Some(other) = crate::trust::other_user() else {
        return;
    };
    let mut env = Env::new();
    let dir = env.path().to_path_buf();
    // A directory of theirs to listen in, outside the test's own (which only its user may enter).
    let sockets = tempfile::tempdir().unwrap();
    std::fs::set_permissions(sockets.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let socket = sockets.path().join("agent.sock");
    let listening = socket.clone();
    // Their fake agent: open to everyone, it keeps whatever it is sent.
    let fake = crate::trust::as_user(other, move || {
        let listener = std::os::unix::net::UnixListener::bind(&listening).unwrap();
        std::fs::set_permissions(&listening, std::fs::Permissions::from_mode(0o777)).unwrap();
        let (mut stream, _) = listener.accept().unwrap();
        let mut got = Vec::new();
        let _ = stream.read_to_end(&mut got);
        got
    });
    while !socket.exists() {
        assert!(
            !fake.is_finished(),
            "the other user's listener could not start"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    env.set_var("HOME", dir.join("home").to_str().unwrap());
    env.set_var("SSH_AUTH_SOCK", socket.to_str().unwrap());
    env.json(&["ssh-ca", "create"]);
    let refusal = env.refuse(&["ssh-cert", "login"]);
    assert_eq!(refusal.exit, 1, "{}", refusal.stderr);
    assert!(
        refusal.stderr.contains("not as you") && refusal.stderr.contains("gets no key"),
        "{}",
        refusal.stderr
    );
    assert_eq!(
        fake.join().unwrap(),
        b"",
        "the other user's agent was sent something"
    );
    let certs = env.json(&["ssh-cert", "list"]);
    assert_eq!(certs["ssh_user_certificates"], serde_json::json!([]));
}
