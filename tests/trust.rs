//! Trust on a shared machine (issue 24): a store directory, a socket in it, or a file in it that
//! another local user controls is refused before tunnelctl sends it a byte or writes through it.
//!
//! The other user is real: created with `useradd` when the tests run as root (as in CI). Its
//! processes are threads of this test process that drop to its uid (per thread on Linux, so the
//! rest of the process stays root). Without root the tests say they skipped; under `CI=true` they
//! fail.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use crate::common::Env;
use tunnelctl::cli::exit;

const OTHER: &str = "tunnelctl-other";
const SOCKET: &str = "tunnelctl.sock";

/// The uid and gid of a second local user. `None` after a notice when it cannot be created here
/// (not root); a failure under `CI=true`.
pub(crate) fn other_user() -> Option<(u32, u32)> {
    static USER: OnceLock<Result<(u32, u32), String>> = OnceLock::new();
    let user = USER.get_or_init(|| {
        if !rustix::process::geteuid().is_root() {
            return Err("creating a second user needs root".into());
        }
        let id = |flag: &str| -> Option<u32> {
            let out = std::process::Command::new("id")
                .args([flag, OTHER])
                .output()
                .ok()?;
            String::from_utf8_lossy(&out.stdout).trim().parse().ok()
        };
        if id("-u").is_none() {
            let made = std::process::Command::new("useradd")
                .args([
                    "--system",
                    "--no-create-home",
                    "--shell",
                    "/usr/sbin/nologin",
                    OTHER,
                ])
                .output()
                .map_err(|e| format!("useradd: {e}"))?;
            if !made.status.success() && id("-u").is_none() {
                return Err(format!(
                    "useradd {OTHER}: {}",
                    String::from_utf8_lossy(&made.stderr)
                ));
            }
        }
        Ok((id("-u").ok_or("no uid")?, id("-g").ok_or("no gid")?))
    });
    match user {
        Ok(user) => Some(*user),
        Err(why) => {
            crate::common::skip("trust (a second local user)", why);
            None
        }
    }
}

/// Runs `f` on a thread of its own as `user` (uid, gid), without supplementary groups.
pub(crate) fn as_user<T: Send + 'static>(
    user: (u32, u32),
    f: impl FnOnce() -> T + Send + 'static,
) -> std::thread::JoinHandle<T> {
    use rustix::process::{Gid, Uid};
    std::thread::spawn(move || {
        let (uid, gid) = (Uid::from_raw(user.0), Gid::from_raw(user.1));
        rustix::thread::set_thread_groups(&[]).expect("setgroups");
        rustix::thread::set_thread_res_gid(gid, gid, gid).expect("setresgid");
        rustix::thread::set_thread_res_uid(uid, uid, uid).expect("setresuid");
        f()
    })
}

/// A directory in /tmp that the other user may create first; removed at the end.
struct Contested(PathBuf);

impl Contested {
    fn new(name: &str) -> Contested {
        let path = std::env::temp_dir().join(format!("tunnelctl-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        Contested(path)
    }
}

impl Drop for Contested {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn make_open_dir(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o777)).unwrap();
}

/// What another user listening on a store's socket got: every byte sent to it is counted, and
/// each request is answered as a holder would, with a CA of the attacker's.
struct FakeHolder {
    socket: PathBuf,
    received: Arc<AtomicUsize>,
    done: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl FakeHolder {
    /// Listens on the socket of `dir` as `user`, after running `prepare` (as `user`).
    fn start(user: (u32, u32), dir: &Path, prepare: fn(&Path)) -> FakeHolder {
        let socket = dir.join(SOCKET);
        let received = Arc::new(AtomicUsize::new(0));
        let done = Arc::new(AtomicBool::new(false));
        let (ready_tx, ready) = std::sync::mpsc::channel();
        let (dir_, socket_, received_, done_) = (
            dir.to_path_buf(),
            socket.clone(),
            received.clone(),
            done.clone(),
        );
        let thread = as_user(user, move || {
            prepare(&dir_);
            let listener = UnixListener::bind(&socket_).unwrap();
            std::fs::set_permissions(&socket_, std::fs::Permissions::from_mode(0o777)).unwrap();
            ready_tx.send(()).unwrap();
            for stream in listener.incoming() {
                if done_.load(Ordering::SeqCst) {
                    return;
                }
                let Ok(stream) = stream else { continue };
                received_.fetch_add(answer_as_attacker(stream), Ordering::SeqCst);
            }
        });
        ready.recv().unwrap();
        FakeHolder {
            socket,
            received,
            done,
            thread: Some(thread),
        }
    }

    /// How many bytes it received in all.
    fn stop(mut self) -> usize {
        self.done.store(true, Ordering::SeqCst);
        let _ = UnixStream::connect(&self.socket); // wakes its accept
        self.thread.take().unwrap().join().unwrap();
        self.received.load(Ordering::SeqCst)
    }
}

/// Reads one request (head and body) and answers it with a CA of the attacker's; returns the
/// number of bytes read.
fn answer_as_attacker(stream: UnixStream) -> usize {
    // A bound on a client that never sends, not a timing assertion.
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut reader = BufReader::new(stream);
    let mut read = 0;
    let mut length = 0;
    let mut line = String::new();
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => return read,
            Ok(n) => read += n,
        }
        if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
        if line.trim().is_empty() {
            break;
        }
    }
    let mut body = vec![0; length];
    if reader.read_exact(&mut body).is_ok() {
        read += length;
    }
    let answer = r#"{"id":"sshca_attacker","uri":"http://127.0.0.1:4848/ssh_certificate_authorities/sshca_attacker","created_at":"2026-11-22T10:00:00Z","description":"","metadata":"","public_key":"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAttackerAttackerAttackerAttackerAttackerAtt attacker","key_type":"ed25519"}"#;
    let _ = write!(
        reader.get_mut(),
        "HTTP/1.1 201 Created\r\ncontent-type: application/json\r\ntunnelctl-version: {}\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{answer}",
        env!("CARGO_PKG_VERSION"),
        answer.len()
    );
    read
}

/// Creates a CA with a passphrase in the store at `dir`: the request that carries the passphrase
/// header over the socket.
fn create_ca(env: &Env, dir: &Path) -> std::process::Output {
    env.record(
        env.cmd()
            .env("TUNNELCTL_CA_PASSPHRASE", "correct horse battery staple")
            .args(["--store", dir.to_str().unwrap(), "-o", "json"])
            .args(["ssh-ca", "create"]),
    )
}

/// Another user made the store directory first (0777, as `mkdir -m 777 /tmp/ci-store` would) and
/// listens on its socket: the command refuses the directory before connecting, naming it, its
/// owner and mode; the listener got nothing, the passphrase least of all.
#[test]
fn a_store_directory_another_user_made_is_refused_before_a_byte_is_sent() {
    let Some(user) = other_user() else { return };
    let env = Env::new();
    let dir = Contested::new("ci-store");
    let holder = FakeHolder::start(user, &dir.0, make_open_dir);
    let out = create_ca(&env, &dir.0);
    let stderr = refused_with_nothing_sent(holder, &out);
    let dir_name = dir.0.display().to_string();
    for expected in [dir_name.as_str(), OTHER, "0777", "--store"] {
        assert!(stderr.contains(expected), "{expected:?} in {stderr}");
    }
    assert!(!dir.0.join("sled").exists(), "nothing written in it");
}

/// Stops `holder` and asserts that it received nothing and that `out` is a refusal (exit 1, nothing
/// on stdout); returns its stderr.
fn refused_with_nothing_sent(holder: FakeHolder, out: &std::process::Output) -> String {
    let received = holder.stop();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(
        received, 0,
        "bytes sent to the other user's socket: {stderr}"
    );
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    stderr
}

/// The store directory is the user's own but was left open (0777): another user got in first
/// and listens on its socket. The socket's peer is checked (SO_PEERCRED) before anything is sent.
#[test]
fn a_socket_another_user_listens_on_is_sent_nothing() {
    let Some(user) = other_user() else { return };
    let env = Env::new();
    let dir = Contested::new("own-open-store");
    make_open_dir(&dir.0);
    let holder = FakeHolder::start(user, &dir.0, |_| {});
    let out = create_ca(&env, &dir.0);
    let stderr = refused_with_nothing_sent(holder, &out);
    assert!(stderr.contains(&format!("uid {}", user.0)), "{stderr}");
    assert!(stderr.contains(SOCKET), "{stderr}");
}

/// The files tunnelctl writes in a store directory, and what a planted link there aims at.
const STORE_FILES: [&str; 4] = ["lock", "reserve", "keep-open.log", "keep-open.lock"];

fn precious_targets(env: &Env) -> Vec<(PathBuf, Vec<u8>)> {
    STORE_FILES
        .iter()
        .map(|name| {
            let target = env.path().join(format!("precious-{name}"));
            let contents = format!("precious {name}\n").into_bytes();
            std::fs::write(&target, &contents).unwrap();
            (target, contents)
        })
        .collect()
}

fn plant_links(dir: &Path, targets: &[(PathBuf, Vec<u8>)]) {
    for (name, (target, _)) in STORE_FILES.iter().zip(targets) {
        std::os::unix::fs::symlink(target, dir.join(name)).unwrap();
    }
}

fn assert_untouched(targets: &[(PathBuf, Vec<u8>)]) {
    for (target, contents) in targets {
        assert_eq!(
            &std::fs::read(target).unwrap(),
            contents,
            "{} changed",
            target.display()
        );
    }
}

/// Another user made the store directory and planted links named like the store's files, aimed
/// at files of the user running tunnelctl (root, here): they stay byte-identical.
#[test]
fn links_another_user_planted_in_a_store_directory_are_not_written_through() {
    let Some(user) = other_user() else { return };
    let env = Env::new();
    // The targets are in this test's private directory: the other user only names them.
    let targets = precious_targets(&env);
    let dir = Contested::new("planted-store");
    let (dir_, targets_) = (dir.0.clone(), targets.clone());
    as_user(user, move || {
        make_open_dir(&dir_);
        plant_links(&dir_, &targets_);
    })
    .join()
    .unwrap();
    let store = dir.0.to_str().unwrap();
    for args in [
        &["--store", store, "tcp-edge", "create"][..],
        &["--store", store, "--keep-open", "10m", "tcp-edge", "create"],
    ] {
        let out = env.run(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::FAILURE), "{args:?}: {stderr}");
        assert!(stderr.contains(OTHER), "{stderr}");
        assert_untouched(&targets);
        assert!(!dir.0.join("sled").exists(), "nothing written in it");
    }
}

/// Links in the user's own store directory (left by anyone, the user included) are never
/// followed: every file tunnelctl opens there is opened without following links.
#[test]
fn links_in_the_users_own_store_directory_are_not_followed() {
    let env = Env::new();
    let targets = precious_targets(&env);
    std::fs::create_dir_all(env.store()).unwrap();
    plant_links(&env.store(), &targets);
    for args in [
        &["tcp-edge", "create"][..],
        &["--keep-open", "10m", "tcp-edge", "create"],
    ] {
        let out = env.run(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::FAILURE), "{args:?}: {stderr}");
        assert!(stderr.contains("symbolic link"), "{stderr}");
        assert_untouched(&targets);
    }
    assert!(!env.store().join("sled").exists(), "nothing written");
}

/// A directory above the store that another user owns can have the store swapped under it.
#[test]
fn a_store_under_another_users_directory_is_refused() {
    let Some(user) = other_user() else { return };
    let env = Env::new();
    let dir = Contested::new("their-parent");
    let dir_ = dir.0.clone();
    as_user(user, move || {
        std::fs::create_dir(&dir_).unwrap();
        std::fs::set_permissions(&dir_, std::fs::Permissions::from_mode(0o755)).unwrap();
    })
    .join()
    .unwrap();
    // Root can create the store inside it; it must not.
    let store = dir.0.join("store");
    let out = env.run(&["--store", store.to_str().unwrap(), "tcp-edge", "create"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(
        stderr.contains(&dir.0.display().to_string()) && stderr.contains(OTHER),
        "{stderr}"
    );
    assert!(!store.exists(), "nothing created under it");
}

/// `--api-key` on the command line is in every local user's `ps`: at a terminal, a warning says
/// so and where the key can come from instead. Scripts (no terminal) are not nagged.
#[test]
fn an_api_key_on_the_command_line_warns_at_a_terminal() {
    use expectrl::{Eof, Expect, Session};
    let env = Env::new();
    let args = [
        "--api-url",
        "http://127.0.0.1:9",
        "--api-key",
        "k-0123456789",
        "--retries",
        "0",
        "tcp-edge",
        "list",
    ];
    let warning = "--api-key on the command line is visible to every user of this machine";
    let mut cmd = env.std_cmd();
    cmd.args(args);
    let mut session = Session::spawn(cmd).expect("spawn in a pty");
    session.set_expect_timeout(Some(Duration::from_secs(20)));
    let seen = session.expect(Eof).unwrap();
    let mut bytes = seen.before().to_vec();
    bytes.extend(seen.matches().flatten());
    let screen = String::from_utf8_lossy(&bytes);
    let screen = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(screen.contains(warning), "{screen}");
    assert!(
        screen.contains("TUNNELCTL_API_KEY") && screen.contains("api_key_file"),
        "{screen}"
    );

    let out = env.run(&args);
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains(warning),
        "no warning without a terminal"
    );
}

/// `--api-key-file` and a profile's `api_key_file` are read as ssh reads a private key: a file others may read, or a
/// symbolic link, is refused (exit 2, naming the file and what to do) before any request is sent;
/// a private file's key is sent.
/// The head of the first request `listener` accepts, read on a thread (no answer is sent).
fn request_head(listener: std::net::TcpListener) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut head = String::new();
        let mut reader = BufReader::new(stream);
        while reader.read_line(&mut head).unwrap_or(0) > 2 {}
        head
    })
}

#[test]
fn an_api_key_file_others_can_read_or_a_link_is_refused_before_sending() {
    use std::net::TcpListener;
    let env = Env::new();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let key_file = env.file("api-key", "k-secret-0123456789\n");
    let link = env.path().join("api-key-link");
    std::os::unix::fs::symlink(&key_file, &link).unwrap();
    let config = env.path().join("home/.config/tunnelctl");
    std::fs::create_dir_all(&config).unwrap();
    let run_with = |file: &Path| {
        std::fs::write(
            config.join("config.yaml"),
            format!(
                "profiles:\n  team: {{api_url: {url}, api_key_file: {}}}\n",
                file.display()
            ),
        )
        .unwrap();
        env.record(
            env.cmd()
                .env_remove("TUNNELCTL_STORE")
                .args(["--profile", "team", "--retries", "0", "--timeout", "2s"])
                .args(["tcp-edge", "list"]),
        )
    };
    let nothing_sent = || assert!(listener.accept().is_err(), "a request was sent");

    std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = run_with(&key_file);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::USAGE), "{stderr}");
    assert!(
        stderr.contains("0644") && stderr.contains("chmod 600"),
        "{stderr}"
    );
    assert!(stderr.contains(&key_file.display().to_string()), "{stderr}");
    nothing_sent();

    std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = run_with(&link);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::USAGE), "{stderr}");
    assert!(stderr.contains("symbolic link"), "{stderr}");
    nothing_sent();

    // --api-key-file FILE is read the same way.
    std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o640)).unwrap();
    let out = env.run(&[
        "--api-url",
        &url,
        "--api-key-file",
        key_file.to_str().unwrap(),
        "tcp-edge",
        "list",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::USAGE), "{stderr}");
    assert!(
        stderr.contains("--api-key-file") && stderr.contains("chmod 600"),
        "{stderr}"
    );
    nothing_sent();
    std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600)).unwrap();

    // The private file itself, from the profile and from the flag: its key goes out (to a
    // listener that never answers).
    let flag = [
        "--api-url",
        &url,
        "--api-key-file",
        key_file.to_str().unwrap(),
    ];
    let runs: [&dyn Fn() -> std::process::Output; 2] = [&|| run_with(&key_file), &|| {
        env.run(
            &[
                &flag[..],
                &["--retries", "0", "--timeout", "2s", "tcp-edge", "list"],
            ]
            .concat(),
        )
    }];
    listener.set_nonblocking(false).unwrap();
    for run in runs {
        let listener = listener.try_clone().unwrap();
        let request = request_head(listener);
        let out = run();
        assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
        let head = request.join().unwrap().to_ascii_lowercase();
        assert!(head.contains("bearer k-secret-0123456789"), "{head}");
    }
}

/// A config file another user can change is not obeyed (issue 39 item 3): its profile would send
/// the API key (here named by `api_key_env`) to that user's server. A file another user owns, a
/// file of the user's own that the group or the world can write, and a private file in a
/// directory another user owns are each refused (exit 1, naming the path, the owner and the mode,
/// and what to do) before any request is sent; the same file, private, in the user's own
/// directory is obeyed.
#[test]
fn a_config_file_others_can_change_is_refused_before_the_key_is_sent() {
    use std::net::TcpListener;
    use std::os::unix::fs::chown;
    let Some(other) = other_user() else { return };
    let env = Env::new();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let yaml = format!(
        "profiles:\n  team: {{api_url: 'http://{}', api_key_env: TEAM_KEY}}\n",
        listener.local_addr().unwrap()
    );
    let run_with = |config: &Path| {
        env.record(
            env.cmd()
                .env_remove("TUNNELCTL_STORE")
                .env("TUNNELCTL_CONFIG", config)
                .env("TEAM_KEY", "k-team-secret-0123456789")
                .args(["--profile", "team", "--retries", "0", "--timeout", "2s"])
                .args(["tcp-edge", "list"]),
        )
    };
    let refused = |config: &Path, expected: &[&str]| {
        let out = run_with(config);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
        assert!(out.stdout.is_empty(), "{stderr}");
        for part in expected {
            assert!(stderr.contains(part), "{part:?} missing from: {stderr}");
        }
        assert!(listener.accept().is_err(), "a request was sent: {stderr}");
    };
    let file = env.file("config.yaml", &yaml);
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let shown = file.display().to_string();

    chown(&file, Some(other.0), Some(other.1)).unwrap();
    refused(
        &file,
        &[
            &shown,
            &format!("owned by uid {} ({OTHER})", other.0),
            "mode 0644",
            "chown",
        ],
    );

    chown(&file, Some(0), Some(0)).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o666)).unwrap();
    refused(
        &file,
        &[&shown, "owned by uid 0 (root)", "mode 0666", "chmod go-w"],
    );
    // Writable by a group: here the other user's.
    chown(&file, None, Some(other.1)).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o660)).unwrap();
    refused(&file, &[&shown, "mode 0660", "chmod go-w"]);

    // A private file of the user's own, in a directory the other user owns (who can swap it).
    let theirs = Contested::new("config-dir");
    std::fs::create_dir(&theirs.0).unwrap();
    let inside = theirs.0.join("config.yaml");
    std::fs::write(&inside, &yaml).unwrap();
    std::fs::set_permissions(&inside, std::fs::Permissions::from_mode(0o600)).unwrap();
    chown(&theirs.0, Some(other.0), Some(other.1)).unwrap();
    refused(
        &inside,
        &[
            &format!(
                "{} (above the config file {})",
                theirs.0.display(),
                inside.display()
            ),
            &format!("owned by uid {} ({OTHER})", other.0),
        ],
    );

    // The same profile in a file only the user can change is obeyed: the key goes out (to a
    // listener that never answers).
    chown(&file, None, Some(0)).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    listener.set_nonblocking(false).unwrap();
    let request = request_head(listener);
    let out = run_with(&file);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let head = request.join().unwrap().to_ascii_lowercase();
    assert!(head.contains("bearer k-team-secret-0123456789"), "{head}");
}
