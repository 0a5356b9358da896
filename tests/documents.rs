//! Issue 39, item 1: every JSON and YAML document the tool reads goes through one reader that
//! bounds its size, its nesting and its size once YAML's aliases are expanded. The YAML
//! deserialiser's own limit counts events, not bytes: one 400 KB anchored scalar referred to
//! 20 000 times passed it, and a 460 KB `PUT …/traffic_policy` took `serve` to an abort.

use serde_json::{json, Value};

use crate::common::{self, Env};
use tunnelctl::cli::exit;

/// A YAML mapping whose `field` is a 400 KB scalar and whose `metadata` refers to it 20 000
/// times: 480 KB of text that expands to 8 GB.
fn alias_bomb(field: &str) -> String {
    let refs = vec!["*a"; 20_000].join(", ");
    format!("{field}: &a {}\nmetadata: [{refs}]\n", "x".repeat(400_000))
}

/// The `VmHWM` (peak resident memory) of a process, in KiB.
fn peak_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().strip_suffix("kB"))
        .map(|v| v.trim().parse().unwrap())
        .expect("VmHWM in /proc/PID/status")
}

/// The bomb as a traffic policy `value`, sent to `serve` on sled and on PostgreSQL while another
/// client lists edges: a 400 naming the limit, the edge keeps no policy, the other client is
/// answered, and the server's peak memory stays under 256 MiB.
fn bomb_against_serve(mut env: Env) {
    env.start_server();
    let base_url = env.base_url();
    let edge = env.json(&["tcp-edge", "create", "--description", "target"]);
    let path = format!("/edges/tcp/{}/traffic_policy", common::id(&edge));
    let body = json!({"enabled": true, "value": alias_bomb("inbound")});
    assert!(body.to_string().len() < 1024 * 1024, "under the body limit");
    let pid = env.server_pid();

    let bombs = std::thread::spawn({
        let (base_url, path) = (base_url.clone(), path.clone());
        move || {
            (0..4)
                .map(|_| common::http(&base_url, "PUT", &path, Some(&body)).unwrap())
                .collect::<Vec<_>>()
        }
    });
    for _ in 0..20 {
        let (status, list) = common::http(&base_url, "GET", "/edges/tcp", None).unwrap();
        assert_eq!(status, 200, "another client while the bombs land: {list}");
    }
    for (status, answer) in bombs.join().unwrap() {
        assert_eq!(status, 400, "{answer}");
        let msg = answer["msg"].as_str().unwrap();
        assert!(
            msg.contains("value is refused") && msg.contains("limit of 16 MiB"),
            "{msg}"
        );
    }
    let (status, answer) = common::http(&base_url, "GET", &path, None).unwrap();
    assert_eq!(status, 404, "no traffic policy was stored: {answer}");
    let (status, _) = common::http(&base_url, "GET", "/edges/tcp", None).unwrap();
    assert_eq!(status, 200, "serve still answers");
    let peak = peak_kib(pid);
    assert!(peak < 256 * 1024, "serve's VmHWM {peak} KiB");
}

#[test]
fn an_alias_bomb_sent_to_serve_is_refused_on_sled() {
    bomb_against_serve(Env::new());
}

#[test]
fn an_alias_bomb_sent_to_serve_is_refused_on_postgres() {
    if let Some(env) = Env::postgres(module_path!()) {
        bomb_against_serve(env);
    }
}

/// The same bomb in every file the command line reads: `--from-file`, `--policy-file`, a
/// manifest (also split over two documents, which share the file's bound), `api --input` and the
/// config file. Each is refused naming the file and the limit, and nothing is written.
#[test]
fn an_alias_bomb_in_any_file_is_refused_naming_the_limit() {
    let mut env = Env::new();
    env.create_store();
    let edge = env.file("edge.yaml", &alias_bomb("description"));
    let policy = env.file("policy.yaml", &alias_bomb("inbound"));
    let manifest = env.file(
        "infra.yaml",
        &format!(
            "kind: tcp-edge\nname: bastion\n{}",
            alias_bomb("description")
        ),
    );
    // Each document alone stays under the bound (10 MB of expansion); the two together pass it.
    let half = |name: &str| {
        let refs = vec!["*a"; 5_000].join(", ");
        format!(
            "kind: tcp-edge\nname: {name}\ndescription: &a {}\nmetadata: [{refs}]\n",
            "y".repeat(2_000)
        )
    };
    let split = env.file(
        "split.yaml",
        &format!("{}---\n{}", half("one"), half("two")),
    );
    let one = env.file("one.yaml", &half("one"));
    let out = env.run(&["diff", "-f", one.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("limit of"),
        "one half alone is read: {stderr}"
    );
    let before = env.state();
    for (args, file) in [
        (vec!["tcp-edge", "create", "--from-file"], &edge),
        (vec!["tcp-edge", "create", "--policy-file"], &policy),
        (vec!["apply", "-f"], &manifest),
        (vec!["apply", "-f"], &split),
        (vec!["api", "POST", "/edges/tcp", "--input"], &edge),
    ] {
        let mut args = args.clone();
        args.push(file.to_str().unwrap());
        let out = env.run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("{} is refused", file.display()))
                && stderr.contains("limit of 16 MiB"),
            "{args:?}: {stderr}"
        );
    }
    assert_eq!(env.state(), before, "nothing was written");

    let config = env.secret_file("config.yaml", &alias_bomb("output"));
    env.set_var("TUNNELCTL_CONFIG", config.to_str().unwrap());
    let out = env.run(&["tcp-edge", "list"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.contains("config file") && stderr.contains("limit of 16 MiB"),
        "{stderr}"
    );
}

/// Anchors and aliases that stay within the bound still work, in a manifest as in a body.
#[test]
fn modest_aliases_still_read() {
    let env = Env::new();
    let edge = env.file("edge.yaml", "description: &d shared\nmetadata: *d\n");
    let created: Value = env.json(&["tcp-edge", "create", "--from-file", edge.to_str().unwrap()]);
    assert_eq!(created["description"], "shared");
    assert_eq!(created["metadata"], "shared");
}

/// Issue 39, item 11: `apply -f DIR` hung on a FIFO in the directory and followed a link out of
/// it. Only regular files of a directory are read; a link, a FIFO or a directory with a manifest
/// name is refused at once naming it, and nothing is applied. A file the user names itself (a
/// process substitution is a pipe) is still read as named.
#[test]
fn a_directory_of_manifests_gives_only_its_regular_files() {
    let env = Env::new();
    env.create_store();
    let dir = env.path().join("infra");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(dir.join("a.yaml"), "kind: tcp-edge\nname: a\n").unwrap();
    let outside = env.file("outside.yaml", "kind: tcp-edge\nname: outside\n");
    let before = env.state();
    let fifo = dir.join("b.yaml");
    let link = dir.join("c.yaml");
    let subdir = dir.join("d.yaml");
    type Plant = fn(&std::path::Path, &std::path::Path);
    let plants: [(&std::path::Path, &str, Plant); 3] = [
        (&fifo, "a FIFO", |at, _| {
            rustix::fs::mknodat(
                rustix::fs::CWD,
                at,
                rustix::fs::FileType::Fifo,
                rustix::fs::Mode::from_raw_mode(0o600),
                0,
            )
            .unwrap()
        }),
        (&link, "a symbolic link", |at, outside| {
            std::os::unix::fs::symlink(outside, at).unwrap()
        }),
        (&subdir, "a directory", |at, _| {
            std::fs::create_dir(at).unwrap()
        }),
    ];
    for (entry, what, plant) in plants {
        plant(entry, &outside);
        // A reader that opened the FIFO would block until a writer came: this thread comes, so
        // that the command ends either way, and says whether it found one.
        let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let writer = std::thread::spawn({
            let (fifo, done) = (fifo.clone(), done.clone());
            move || {
                use std::os::unix::fs::OpenOptionsExt;
                while !done.load(std::sync::atomic::Ordering::SeqCst) {
                    let open = std::fs::OpenOptions::new()
                        .write(true)
                        .custom_flags(rustix::fs::OFlags::NONBLOCK.bits() as i32)
                        .open(&fifo);
                    if open.is_ok() {
                        return true;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                false
            }
        });
        let out = env.run(&["apply", "-f", dir.to_str().unwrap()]);
        done.store(true, std::sync::atomic::Ordering::SeqCst);
        assert!(
            !writer.join().unwrap(),
            "{what}: the FIFO was opened for reading"
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{what}: {stderr}");
        assert!(
            stderr.contains(&format!("{} is {what}", entry.display())),
            "{what}: {stderr}"
        );
        assert_eq!(env.state(), before, "{what}: nothing applied");
        if entry.is_dir() {
            std::fs::remove_dir(entry).unwrap();
        } else {
            std::fs::remove_file(entry).unwrap();
        }
    }
    let out = env.run(&["apply", "-f", dir.to_str().unwrap()]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let names = env.json(&["tcp-edge", "list"]);
    assert_eq!(names["tcp_edges"].as_array().unwrap().len(), 1, "{names}");
}
