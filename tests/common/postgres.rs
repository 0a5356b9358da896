//! A throwaway PostgreSQL cluster for the tests of the PostgreSQL store: one per test process,
//! started on first use (`initdb` + `pg_ctl` from Debian's `postgresql` package, as the unprivileged
//! `postgres` user, on a free port with its socket in a temporary directory, fsync on) and removed
//! at exit; each test gets a fresh database of its own. Without PostgreSQL a test skips visibly
//! (and fails under `CI=true`: `.ci/run` installs it).

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

/// Where Debian's `postgresql` package puts the server programs.
const BIN: &str = "/usr/lib/postgresql/15/bin";
/// The unprivileged user the cluster runs as (PostgreSQL refuses to run as root).
const USER: &str = "postgres";

/// Locks of `pg_locks l` that `Cluster::hold` takes or waits for: advisory ones, and those on the
/// records' table.
const ADVISORY: &str = "l.locktype = 'advisory'";
const RECORDS_TABLE: &str = "l.locktype = 'relation' \
    AND l.relation = 'tunnelctl.tunnelctl_records'::regclass";

pub struct Cluster {
    dir: PathBuf,
    pub port: u16,
}

/// A `psql` session holding a lock (see [`Cluster::hold_key_lock`]); its end releases it.
pub struct KeyLockHolder(std::process::Child);

impl Drop for KeyLockHolder {
    fn drop(&mut self) {
        drop(self.0.stdin.take());
        let _ = self.0.wait();
    }
}

/// Every process of a cluster stopped with SIGSTOP (see [`Cluster::stall`]) until dropped, then
/// continued.
pub struct Stalled(Vec<String>);

impl Drop for Stalled {
    fn drop(&mut self) {
        signal("-CONT", &self.0);
    }
}

/// Sends `signal` to the processes `pids`.
fn signal(signal: &str, pids: &[String]) {
    for pid in pids {
        let status = Command::new("kill").arg(signal).arg(pid).status().unwrap();
        // A backend may end meanwhile (its client gave the connection up): nothing to signal.
        let gone = !std::path::Path::new("/proc").join(pid).exists();
        assert!(status.success() || gone, "kill {signal} {pid}");
    }
}

/// A cluster of one test's own, for tests that stop or restart the server: stopped and removed
/// when dropped (the shared one is stopped at exit).
pub struct OwnCluster(pub Cluster);

impl Drop for OwnCluster {
    fn drop(&mut self) {
        stop_cluster(&self.0.dir);
    }
}

/// A cluster for `test` alone; `None` after a visible skip when PostgreSQL is not installed.
pub fn own_cluster(test: &str) -> Option<OwnCluster> {
    let cluster = own(test)?;
    cluster.0.pg_ctl(&["start"]);
    Some(cluster)
}

/// A cluster for `test` alone that accepts only TLS connections over TCP, with a server
/// certificate for 127.0.0.1 signed by a CA of its own; the CA's PEM file beside it.
pub fn own_tls_cluster(test: &str) -> Option<(OwnCluster, PathBuf)> {
    use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
    let cluster = own(test)?;
    let ca_key = KeyPair::generate().expect("a CA key");
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).expect("CA params");
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca = ca_params.self_signed(&ca_key).expect("the CA certificate");
    let issuer = Issuer::new(ca_params, ca_key);
    let server_key = KeyPair::generate().expect("a server key");
    let server = CertificateParams::new(vec!["127.0.0.1".to_string()])
        .expect("server params")
        .signed_by(&server_key, &issuer)
        .expect("the server certificate");
    let data = cluster.0.dir.join("data");
    let ca_file = cluster.0.dir.join("ca.pem");
    std::fs::write(&ca_file, ca.pem()).unwrap();
    for (name, contents) in [
        ("server.crt", server.pem()),
        ("server.key", server_key.serialize_pem()),
    ] {
        let path = data.join(name);
        std::fs::write(&path, contents).unwrap();
        std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .unwrap();
        chown_to_user(&path);
    }
    let conf = data.join("postgresql.conf");
    let mut text = std::fs::read_to_string(&conf).unwrap();
    text.push_str("\nssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'\n");
    std::fs::write(&conf, text).unwrap();
    // TCP only with TLS: a connection without it is refused.
    let hba = data.join("pg_hba.conf");
    let text = std::fs::read_to_string(&hba)
        .unwrap()
        .lines()
        .map(|l| match l.strip_prefix("host ") {
            Some(rest) => format!("hostssl {rest}"),
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&hba, text + "\n").unwrap();
    cluster.0.pg_ctl(&["start"]);
    Some((cluster, ca_file))
}

/// Gives `path` to [`USER`] when this process is root (the server reads it as that user).
fn chown_to_user(path: &Path) {
    if rustix::process::geteuid().is_root() {
        let status = Command::new("chown")
            .arg(format!("{USER}:"))
            .arg(path)
            .status()
            .expect("chown");
        assert!(status.success(), "chown {}", path.display());
    }
}

/// An initialised cluster of `test`'s own, not started yet.
fn own(test: &str) -> Option<OwnCluster> {
    match init(&format!("own-{}", DATABASES.fetch_add(1, Ordering::SeqCst))) {
        Ok(cluster) => Some(OwnCluster(cluster)),
        Err(why) => {
            super::skip(test, &why);
            None
        }
    }
}

static CLUSTER: OnceLock<Result<Cluster, String>> = OnceLock::new();
/// The data directory to stop and remove at exit.
static STARTED: Mutex<Option<PathBuf>> = Mutex::new(None);
static DATABASES: AtomicU32 = AtomicU32::new(0);

/// A fresh, empty database on the shared cluster, as a `postgres://` store location; `None` after
/// a visible skip when PostgreSQL is not installed here.
pub fn database(test: &str) -> Option<String> {
    let cluster = match CLUSTER.get_or_init(shared) {
        Ok(cluster) => cluster,
        Err(why) => {
            super::skip(test, why);
            return None;
        }
    };
    let name = format!(
        "t{}_{}",
        std::process::id(),
        DATABASES.fetch_add(1, Ordering::SeqCst)
    );
    cluster.psql("postgres", &format!("CREATE DATABASE {name}"));
    Some(cluster.url(&name))
}

/// The database's name in a store location of [`database`] or [`Cluster::database`] (for `psql`).
pub fn database_name(location: &std::path::Path) -> String {
    let location = location.to_str().expect("a store location is text");
    let path = location.split('?').next().unwrap_or(location);
    path.rsplit('/').next().unwrap_or(path).to_string()
}

/// The cluster itself, for tests that act on the server (restart, connection counts).
pub fn cluster(test: &str) -> Option<&'static Cluster> {
    match CLUSTER.get_or_init(shared) {
        Ok(cluster) => Some(cluster),
        Err(why) => {
            super::skip(test, why);
            None
        }
    }
}

impl Cluster {
    pub fn url(&self, database: &str) -> String {
        format!("postgres://{USER}@127.0.0.1:{}/{database}", self.port)
    }

    /// Runs `sql` through `psql` on `database`; its output (unaligned, tuples only).
    pub fn psql(&self, database: &str, sql: &str) -> String {
        let out = self.run_psql(database, sql);
        assert!(
            out.status.success(),
            "psql {sql:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Runs `sql`, which must fail, through `psql` on `database`: what psql said (its stderr).
    pub fn psql_error(&self, database: &str, sql: &str) -> String {
        let out = self.run_psql(database, sql);
        assert!(!out.status.success(), "psql {sql:?} succeeded");
        String::from_utf8_lossy(&out.stderr).into_owned()
    }

    fn run_psql(&self, database: &str, sql: &str) -> std::process::Output {
        as_user(&format!("{BIN}/psql"))
            .args([
                "-X",
                "-At",
                "-v",
                "ON_ERROR_STOP=1",
                "-h",
                "127.0.0.1",
                "-p",
            ])
            .arg(self.port.to_string())
            .args(["-d", database, "-c", sql])
            .output()
            .expect("run psql")
    }

    /// Has the server log every statement sent to `database` from its next connection on (see
    /// [`logged_statements`](Self::logged_statements)).
    pub fn log_statements(&self, database: &str) {
        let sql = format!("ALTER DATABASE {database} SET log_statement = 'all'");
        self.psql("postgres", &sql);
    }

    /// The statements the server logged (see [`log_statements`](Self::log_statements)), each as
    /// (backend process ID, the message's text), in order: those sent as text, and the prepared
    /// ones each time they ran (`execute NAME: …`, the text without the name, followed by
    /// ` -- parameters: $1 = …` when it had parameters).
    pub fn logged_statements(&self) -> Vec<(u32, String)> {
        let log = std::fs::read_to_string(self.dir.join("log")).expect("the server's log");
        let mut statements: Vec<(u32, String)> = Vec::new();
        for line in log.lines() {
            let Some((head, logged)) = line.split_once("] ") else {
                continue;
            };
            let Some(pid) = head.rsplit_once('[').and_then(|(_, pid)| pid.parse().ok()) else {
                continue;
            };
            if let Some(parameters) = logged.strip_prefix("DETAIL:  parameters: ") {
                if let Some((_, statement)) = statements.last_mut().filter(|(p, _)| *p == pid) {
                    statement.push_str(" -- parameters: ");
                    statement.push_str(parameters);
                }
                continue;
            }
            let Some(logged) = logged.strip_prefix("LOG:  ") else {
                continue;
            };
            let statement = match logged.strip_prefix("statement: ") {
                Some(text) => text,
                None => match logged
                    .strip_prefix("execute ")
                    .and_then(|e| e.split_once(": "))
                {
                    Some((_, text)) => text,
                    None => continue,
                },
            };
            statements.push((pid, statement.to_string()));
        }
        statements
    }

    /// Holds the writers' lock of `key` in `tree` (as `tunnelctl_commit` takes it) from a `psql`
    /// session of its own until the returned holder is dropped; returns once the lock is held
    /// (one more advisory lock is granted on `database`: no write may run meanwhile).
    pub fn hold_key_lock(&self, database: &str, tree: &str, key: &str) -> KeyLockHolder {
        self.hold_advisory_lock(database, &format!("hashtextextended('{tree}/{key}', 0)"))
    }

    /// Holds the writers' lock (`tunnelctl_writer` in src/store/pg/schema.rs) as `apply` does, so
    /// that no write may start, until the returned holder is dropped.
    pub fn hold_writers_lock(&self, database: &str) -> KeyLockHolder {
        self.hold_advisory_lock(database, "32780214457429111")
    }

    /// Holds the advisory lock `lock` (an SQL expression) from a `psql` session of its own until
    /// the returned holder is dropped; returns once it is held.
    fn hold_advisory_lock(&self, database: &str, lock: &str) -> KeyLockHolder {
        self.hold(
            database,
            &format!("SELECT pg_advisory_lock({lock});"),
            ADVISORY,
        )
    }

    /// Holds an exclusive lock on the records' table from a `psql` session of its own (its
    /// transaction left open) until the returned holder is dropped: no statement reads a record
    /// meanwhile.
    pub fn hold_records_table(&self, database: &str) -> KeyLockHolder {
        let lock = "BEGIN; LOCK TABLE tunnelctl.tunnelctl_records IN ACCESS EXCLUSIVE MODE;";
        let exclusive = format!("{RECORDS_TABLE} AND l.mode = 'AccessExclusiveLock'");
        self.hold(database, lock, &exclusive)
    }

    /// Runs `statement` in a `psql` session of its own, kept until the returned holder is
    /// dropped; returns once one more lock of those `locks` (a condition on `pg_locks l`)
    /// names is granted.
    fn hold(&self, database: &str, statement: &str, locks: &str) -> KeyLockHolder {
        use std::io::Write;
        let held = || self.count_locks(database, &format!("{locks} AND l.granted"));
        let before = held();
        let mut session = as_user(&format!("{BIN}/psql"))
            .args(["-X", "-q", "-h", "127.0.0.1", "-p"])
            .arg(self.port.to_string())
            .args(["-d", database])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .spawn()
            .expect("run psql");
        let stdin = session.stdin.as_mut().expect("psql's stdin");
        writeln!(stdin, "{statement}").expect("write to psql");
        let asked = std::time::Instant::now();
        while held() == before {
            assert!(asked.elapsed().as_secs() < 30, "psql never got the lock");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        KeyLockHolder(session)
    }

    /// How many sessions on `database` wait for an advisory lock.
    pub fn lock_waiters(&self, database: &str) -> usize {
        self.count_locks(database, &format!("{ADVISORY} AND NOT l.granted"))
    }

    /// How many sessions on `database` wait to read or write the records' table.
    pub fn records_table_waiters(&self, database: &str) -> usize {
        self.count_locks(database, &format!("{RECORDS_TABLE} AND NOT l.granted"))
    }

    /// How many locks on `database` meet `condition` (on `pg_locks l`).
    fn count_locks(&self, database: &str, condition: &str) -> usize {
        let sql = format!(
            "SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database \
             WHERE {condition} AND d.datname = '{database}'"
        );
        self.psql(database, &sql).trim().parse().expect("a count")
    }

    /// A fresh, empty database on this cluster, as a store location.
    pub fn database(&self) -> String {
        let name = format!("own{}", DATABASES.fetch_add(1, Ordering::SeqCst));
        self.psql("postgres", &format!("CREATE DATABASE {name}"));
        self.url(&name)
    }

    /// Runs `pg_ctl ARGS` on this cluster (`stop`, `start`, `restart`), waiting for it to finish.
    pub fn pg_ctl(&self, args: &[&str]) {
        let out = as_user(&format!("{BIN}/pg_ctl"))
            .args(["-w", "-s", "-D"])
            .arg(self.dir.join("data"))
            .args(["-l"])
            .arg(self.dir.join("log"))
            .args(["-o", &self.options()])
            .args(args)
            .output()
            .expect("run pg_ctl");
        assert!(
            out.status.success(),
            "pg_ctl {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Makes role `role` with `password`, which this cluster then asks of it over TCP
    /// (`scram-sha-256` in `pg_hba.conf`, ahead of the `trust` rules; reloaded).
    pub fn require_password(&self, role: &str, password: &str) {
        self.psql(
            "postgres",
            &format!("CREATE ROLE {role} LOGIN PASSWORD '{password}'"),
        );
        let hba = self.dir.join("data/pg_hba.conf");
        let rules = std::fs::read_to_string(&hba).expect("pg_hba.conf");
        let rule = format!("host all {role} 127.0.0.1/32 scram-sha-256\n");
        std::fs::write(&hba, rule + &rules).expect("write pg_hba.conf");
        self.pg_ctl(&["reload"]);
    }

    /// A synchronous streaming standby of this cluster, made with `pg_basebackup -R` and
    /// started; once this returns, a commit here is acknowledged only after the standby has
    /// flushed it (`synchronous_standby_names = '*'`, `synchronous_commit = on`). The setting is
    /// made here after the copy, so the standby, once promoted, does not wait for a standby of
    /// its own.
    pub fn standby(&self) -> OwnCluster {
        let dir = cluster_dir(&format!(
            "standby-{}",
            DATABASES.fetch_add(1, Ordering::SeqCst)
        ))
        .expect("a standby's directory");
        let standby = OwnCluster(Cluster {
            dir,
            port: free_port().expect("a free port"),
        });
        run(
            as_user(&format!("{BIN}/pg_basebackup"))
                .args([
                    "-R",
                    "-X",
                    "stream",
                    "-c",
                    "fast",
                    "-h",
                    "127.0.0.1",
                    "-U",
                    USER,
                ])
                .args(["-p", &self.port.to_string(), "-D"])
                .arg(standby.0.dir.join("data")),
            "pg_basebackup",
        )
        .unwrap();
        standby.0.pg_ctl(&["start"]);
        // One statement per psql: ALTER SYSTEM refuses to run inside a transaction block.
        for sql in [
            "ALTER SYSTEM SET synchronous_standby_names = '*'",
            "ALTER SYSTEM SET synchronous_commit = on",
            "SELECT pg_reload_conf()",
        ] {
            self.psql("postgres", sql);
        }
        assert!(
            super::within(std::time::Duration::from_secs(30), || {
                self.psql("postgres", "SELECT sync_state FROM pg_stat_replication")
                    .trim()
                    == "sync"
            }),
            "the standby never became synchronous"
        );
        standby
    }

    /// Kills this cluster's postmaster with SIGKILL, as a crash of its host would end it.
    pub fn kill(&self) {
        signal("-KILL", &[self.postmaster()]);
    }

    /// Stops the postmaster and every backend with SIGSTOP, as a stalled host would: connections
    /// stay open and the kernel acknowledges what is sent, but nothing answers, so neither the
    /// server's timeouts nor TCP's end a wait. Continued when the returned value is dropped.
    pub fn stall(&self) -> Stalled {
        let postmaster = self.postmaster();
        // The postmaster first, so that it starts no backend after the list is made.
        let mut stalled = Stalled(vec![postmaster.clone()]);
        signal("-STOP", &stalled.0);
        for entry in std::fs::read_dir("/proc").expect("/proc") {
            let pid = entry.expect("a /proc entry").file_name();
            let stat = std::fs::read_to_string(Path::new("/proc").join(&pid).join("stat"));
            // `pid (name) state ppid …`; the name may hold spaces, never ") ".
            let parent = stat.ok().and_then(|stat| {
                let after_name = stat.rsplit_once(") ")?.1.to_string();
                after_name.split(' ').nth(1).map(str::to_string)
            });
            if parent.as_deref() == Some(postmaster.as_str()) {
                stalled.0.push(pid.to_string_lossy().into_owned());
            }
        }
        signal("-STOP", &stalled.0[1..]);
        stalled
    }

    /// The process ID of this cluster's postmaster.
    fn postmaster(&self) -> String {
        let pid = std::fs::read_to_string(self.dir.join("data/postmaster.pid"))
            .expect("the postmaster's pid file");
        pid.lines().next().expect("a pid").trim().to_string()
    }

    fn options(&self) -> String {
        format!(
            "-p {} -c listen_addresses=127.0.0.1 -c unix_socket_directories={} -c fsync=on \
             -c max_connections=200 -c shared_buffers=16MB",
            self.port,
            self.dir.display()
        )
    }
}

/// A command run as [`USER`] (through `runuser` when this process is root).
fn as_user(program: &str) -> Command {
    if rustix::process::geteuid().is_root() {
        let mut cmd = Command::new("runuser");
        cmd.args(["-u", USER, "--", program]);
        cmd
    } else {
        Command::new(program)
    }
}

/// The cluster every test of this process shares, stopped at exit.
fn shared() -> Result<Cluster, String> {
    let cluster = init("shared")?;
    cluster.pg_ctl(&["start"]);
    *STARTED.lock().unwrap_or_else(|p| p.into_inner()) = Some(cluster.dir.clone());
    super::at_exit(stop);
    Ok(cluster)
}

/// A cluster initialised (`initdb`) in a temporary directory of its own, on a free port; not
/// started yet.
fn init(name: &str) -> Result<Cluster, String> {
    if !Path::new(BIN).join("initdb").is_file() {
        return Err(format!(
            "PostgreSQL is not installed ({BIN}/initdb is missing; apt-get install postgresql)"
        ));
    }
    let root = rustix::process::geteuid().is_root();
    if root
        && Command::new("id")
            .arg(USER)
            .output()
            .map(|o| !o.status.success())
            .unwrap_or(true)
    {
        return Err(format!("there is no `{USER}` user to run PostgreSQL as"));
    }
    let dir = cluster_dir(name)?;
    let data = dir.join("data");
    run(
        as_user(&format!("{BIN}/initdb"))
            .args([
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
                "-U",
                USER,
                "-D",
            ])
            .arg(&data),
        "initdb",
    )?;
    Ok(Cluster {
        dir,
        port: free_port()?,
    })
}

/// An empty directory for a cluster named `name`, owned by [`USER`].
fn cluster_dir(name: &str) -> Result<PathBuf, String> {
    let dir = std::env::temp_dir().join(format!("tunnelctl-pg-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    chown_to_user(&dir);
    Ok(dir)
}

fn free_port() -> Result<u16, String> {
    Ok(TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| e.to_string())?
        .port())
}

/// Runs `cmd`; its stderr as the error when it fails.
fn run(cmd: &mut Command, what: &str) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("{what}: {e}"))?;
    match out.status.success() {
        true => Ok(()),
        false => Err(format!(
            "{what} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

/// Stops the shared cluster and removes its directory, at exit.
extern "C" fn stop() {
    if let Some(dir) = STARTED.lock().unwrap_or_else(|p| p.into_inner()).take() {
        stop_cluster(&dir);
    }
}

fn stop_cluster(dir: &Path) {
    let _ = as_user(&format!("{BIN}/pg_ctl"))
        .args(["-s", "-m", "immediate", "-D"])
        .arg(dir.join("data"))
        .arg("stop")
        .output();
    let _ = std::fs::remove_dir_all(dir);
}

/// A statement's parameters as the server logged them after it (see
/// [`Cluster::logged_statements`]: `$1 = '…', $2 = NULL`), each its text (`None`: NULL); `None`
/// when it had none.
pub fn logged_parameters(statement: &str) -> Option<Vec<Option<String>>> {
    let (_, mut rest) = statement.split_once(" -- parameters: ")?;
    let mut parameters = Vec::new();
    while let Some((_, after)) = rest.split_once(" = ") {
        if let Some(after) = after.strip_prefix("NULL") {
            parameters.push(None);
            rest = after;
            continue;
        }
        let quoted = after.strip_prefix('\'')?;
        let mut value = String::new();
        let mut chars = quoted.char_indices();
        let end = loop {
            match chars.next()? {
                // A quote is doubled inside the value.
                (at, '\'') if quoted[at + 1..].starts_with('\'') => {
                    value.push('\'');
                    chars.next();
                }
                (at, '\'') => break at + 1,
                (_, c) => value.push(c),
            }
        };
        parameters.push(Some(value));
        rest = &quoted[end..];
    }
    Some(parameters)
}

/// The elements of a PostgreSQL array's text (`{a,"b \"c\"",NULL}`), `None` for NULL.
pub fn array_elements(text: &str) -> Vec<Option<String>> {
    let inner = text.strip_prefix('{').and_then(|t| t.strip_suffix('}'));
    let Some(inner) = inner.filter(|inner| !inner.is_empty()) else {
        return Vec::new();
    };
    let mut elements = Vec::new();
    let mut chars = inner.chars().peekable();
    loop {
        let element = match chars.next_if_eq(&'"') {
            Some(_) => {
                let mut value = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => value.extend(chars.next()),
                        '"' => break,
                        c => value.push(c),
                    }
                }
                Some(value)
            }
            None => {
                let bare: String = std::iter::from_fn(|| chars.next_if(|c| *c != ',')).collect();
                (bare != "NULL").then_some(bare)
            }
        };
        elements.push(element);
        if chars.next().is_none() {
            return elements;
        }
    }
}

/// A write-set as logged (`tunnelctl_commit`, src/store/pg/group.rs).
#[derive(Debug)]
pub struct LoggedCommit {
    /// The schema version it checked as it began: `Some` when it was a transaction by itself.
    pub expected: Option<String>,
    /// How long it could wait for a lock (ms), when it was a transaction by itself.
    pub wait_ms: Option<u64>,
    /// Each write as (operation, tree, key, the value it expected, the value it wrote).
    pub writes: Vec<[Option<String>; 5]>,
    /// Its audit records, as tunnelctl sealed them.
    pub records: Vec<String>,
}

impl LoggedCommit {
    /// The operations of its writes, in order.
    pub fn ops(&self) -> Vec<&str> {
        self.writes.iter().flat_map(|w| w[0].as_deref()).collect()
    }

    /// Whether it holds a write `op` of `key` in `tree`.
    pub fn has(&self, op: &str, tree: &str, key: &str) -> bool {
        let wanted = [Some(op), Some(tree), Some(key)];
        (self.writes.iter()).any(|w| [w[0].as_deref(), w[1].as_deref(), w[2].as_deref()] == wanted)
    }
}

/// `statement` as a write-set, when it is one (see [`LoggedCommit`]).
pub fn logged_commit(statement: &str) -> Option<LoggedCommit> {
    if !statement.starts_with("SELECT tunnelctl.tunnelctl_commit(") {
        return None;
    }
    let parameters = logged_parameters(statement)?;
    let array = |at: usize| match parameters.get(at) {
        Some(Some(text)) => array_elements(text),
        _ => Vec::new(),
    };
    let columns = [array(3), array(4), array(5), array(6), array(7)];
    let writes = (0..columns[0].len())
        .map(|at| {
            columns
                .clone()
                .map(|column| column.get(at).cloned().flatten())
        })
        .collect();
    Some(LoggedCommit {
        expected: parameters.first().cloned().flatten(),
        wait_ms: parameters
            .get(2)
            .cloned()
            .flatten()
            .and_then(|w| w.parse().ok()),
        writes,
        records: array(10).into_iter().flatten().collect(),
    })
}
