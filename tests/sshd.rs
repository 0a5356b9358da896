//! A real `sshd` on 127.0.0.1 trusts this tool's CAs (`TrustedUserCAKeys`): certificate logins
//! succeed exactly when OpenSSH's rules say so. One sshd serves every case, so there is one test.
//! Skipped with a notice when sshd, ssh or ssh-keygen is missing; required under `CI=true`.

use crate::common;
use crate::ssh_support;

use std::fs::File;
use std::io::Read;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

use common::Env;
use ssh_support::{assert_no_key_material, id, keygen, program};

const TEST: &str = "sshd_accepts_exactly_the_certificates_openssh_rules_allow";

/// An sshd of the test's own (config, host key, port), killed when dropped.
pub(crate) struct Sshd {
    child: Child,
    pub(crate) port: u16,
    log: PathBuf,
}

impl Sshd {
    /// `extra`: more sshd_config lines (e.g. `RevokedKeys FILE`). Ready once sshd itself logs
    /// that it listens (a connection alone could reach another program that took the port
    /// between `free_port` and sshd's bind); a port taken meanwhile is tried again with another.
    pub(crate) fn start(
        sshd: &Path,
        dir: &Path,
        host_key: &Path,
        trusted_cas: &Path,
        extra: &str,
    ) -> Sshd {
        for _ in 0..5 {
            let port = free_port();
            let config = dir.join("sshd_config");
            std::fs::write(
                &config,
                format!(
                    "Port {port}\n\
                     ListenAddress 127.0.0.1\n\
                     HostKey {host_key}\n\
                     PidFile none\n\
                     AuthorizedKeysFile none\n\
                     TrustedUserCAKeys {trusted}\n\
                     PubkeyAuthentication yes\n\
                     PasswordAuthentication no\n\
                     KbdInteractiveAuthentication no\n\
                     UsePAM no\n\
                     StrictModes no\n\
                     PermitRootLogin prohibit-password\n\
                     LogLevel VERBOSE\n\
                     {extra}",
                    host_key = host_key.display(),
                    trusted = trusted_cas.display(),
                ),
            )
            .expect("write sshd_config");
            // sshd run as root insists on its privilege separation directory.
            let _ = std::fs::create_dir_all("/run/sshd");
            let log = dir.join("sshd.log");
            let child = Command::new(sshd)
                .args(["-D", "-e", "-f"])
                .arg(&config)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(File::create(&log).expect("sshd log"))
                .spawn()
                .expect("start sshd");
            let mut server = Sshd { child, port, log };
            let listening = format!("Server listening on 127.0.0.1 port {port}");
            let deadline = Instant::now() + Duration::from_secs(30);
            loop {
                if server.log_text().contains(&listening) {
                    return server;
                }
                if let Ok(Some(status)) = server.child.try_wait() {
                    let log = server.log_text();
                    if log.contains("Address already in use") {
                        break;
                    }
                    panic!("sshd exited ({status}):\n{log}");
                }
                assert!(
                    Instant::now() < deadline,
                    "sshd did not listen within 30 s:\n{}",
                    server.log_text()
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        panic!("sshd found each of 5 free ports taken before it could bind");
    }

    pub(crate) fn log_text(&self) -> String {
        let mut text = String::new();
        if let Ok(mut f) = File::open(&self.log) {
            let _ = f.read_to_string(&mut text);
        }
        text
    }

    /// Waits (bounded, generously: the whole suite shares two cores) until sshd has logged the
    /// outcome of the login with certificate `cert_id`, and returns what it logged since `from`.
    fn outcome(&self, from: usize, cert_id: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let text = self.log_text();
            let since = text.get(from..).unwrap_or("").to_string();
            let done = since.lines().any(|l| {
                (l.starts_with("Accepted publickey") || l.starts_with("Failed publickey"))
                    && l.contains(&format!("ID {cert_id} "))
            });
            if done || Instant::now() >= deadline {
                return since;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Sshd {
    /// `ssh` to this sshd as `user`, reading no config and asking nothing (`BatchMode`), quiet
    /// but for errors; each caller adds how it trusts the host and which key it offers.
    pub(crate) fn client(&self, ssh: &Path, user: &str) -> Command {
        let mut command = Command::new(ssh);
        command
            .args([
                "-F",
                "/dev/null",
                "-o",
                "BatchMode=yes",
                "-o",
                "LogLevel=ERROR",
            ])
            .args(["-p", &self.port.to_string(), "-l", user])
            .stdin(Stdio::null());
        command
    }
}

/// The options of a client that trusts whatever host key it meets (the test's own sshd).
pub(crate) const ANY_HOST_KEY: [&str; 4] = [
    "-o",
    "StrictHostKeyChecking=no",
    "-o",
    "UserKnownHostsFile=/dev/null",
];

impl Drop for Sshd {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The user the tests run as: the one sshd lets log in.
pub(crate) fn current_user() -> String {
    let out = Command::new("id").arg("-un").output().expect("id -un");
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .trim()
        .to_string()
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

fn rfc3339(t: OffsetDateTime) -> String {
    t.replace_nanosecond(0).unwrap().format(&Rfc3339).unwrap()
}

struct Login<'a> {
    ssh: &'a Path,
    sshd: &'a Sshd,
    user: &'a str,
    key: &'a Path,
}

impl Login<'_> {
    /// Logs in with `cert` and runs `echo hello`; returns whether it worked, stdout, and what
    /// sshd logged about it.
    fn attempt(&self, cert: &Path, cert_id: &str) -> (bool, String, String) {
        let from = self.sshd.log_text().len();
        let out = (self.sshd.client(self.ssh, self.user))
            .args(ANY_HOST_KEY)
            .args(["-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none", "-i"])
            .arg(self.key)
            .arg("-o")
            .arg(format!("CertificateFile={}", cert.display()))
            .args(["127.0.0.1", "echo", "hello"])
            .output()
            .expect("run ssh");
        let log = self.sshd.outcome(from, cert_id);
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            log,
        )
    }

    fn accepted(&self, cert: &Path, cert_id: &str, expected_output: &str, what: &str) {
        let (ok, stdout, log) = self.attempt(cert, cert_id);
        assert!(ok, "{what}: the login was refused; sshd said:\n{log}");
        assert_eq!(stdout, expected_output, "{what}");
        assert!(
            log.contains(&format!("Accepted publickey for {}", self.user)),
            "{what}: {log}"
        );
    }

    fn refused(&self, cert: &Path, cert_id: &str, reason: &str, what: &str) {
        let (ok, stdout, log) = self.attempt(cert, cert_id);
        assert!(!ok, "{what}: the login succeeded ({stdout:?})");
        assert!(stdout.is_empty(), "{what}: {stdout:?}");
        assert!(
            log.lines().any(|l| l.starts_with("Failed publickey")
                && l.contains(&format!("ID {cert_id} "))),
            "{what}: sshd did not log a failed login with the certificate:\n{log}"
        );
        assert!(
            log.contains(reason),
            "{what}: expected sshd to say {reason:?}:\n{log}"
        );
    }
}

#[test]
fn sshd_accepts_exactly_the_certificates_openssh_rules_allow() {
    let (Some(ssh_keygen), Some(sshd_bin), Some(ssh)) = (
        program("ssh-keygen", TEST),
        program("sshd", TEST),
        program("ssh", TEST),
    ) else {
        return;
    };
    let now = OffsetDateTime::now_utc();
    let mut env = Env::new();
    // Certificates must be valid in real time here, so the store's clock is the real one.
    env.set_now(&rfc3339(now));
    let dir = env.path().to_path_buf();
    let path = |p: &Path| p.to_str().expect("UTF-8 path").to_string();
    let user = current_user();

    let (host_key, _) = keygen(&ssh_keygen, &dir, "host_key", &["-t", "ed25519"]);
    let (user_key, user_pub) = keygen(&ssh_keygen, &dir, "user_key", &["-t", "ed25519"]);
    // CAs: one made by tunnelctl, an RSA key imported as is, an ECDSA key imported with its
    // passphrase, and one that sshd does not trust.
    let made = env.json(&["ssh-ca", "create"]);
    let (rsa_ca_key, _) = keygen(&ssh_keygen, &dir, "rsa_ca", &["-t", "rsa", "-b", "2048"]);
    let rsa_ca = env.json(&["ssh-ca", "import", "--private-key-file", &path(&rsa_ca_key)]);
    let passphrase = env.secret_file("passphrase", "sesame\n");
    let (locked_ca_key, _) = keygen(
        &ssh_keygen,
        &dir,
        "locked_ca",
        &["-t", "ecdsa", "-N", "sesame"],
    );
    let locked_ca = env.json(&[
        "ssh-ca",
        "import",
        "--private-key-file",
        &path(&locked_ca_key),
        "--passphrase-file",
        &path(&passphrase),
    ]);
    let untrusted = env.json(&["ssh-ca", "create"]);
    let trusted = dir.join("trusted_user_ca_keys");
    let lines: Vec<String> = [&made, &rsa_ca, &locked_ca]
        .iter()
        .map(|ca| env.table(&["ssh-ca", "get", &id(ca), "--public-key"]))
        .collect();
    std::fs::write(&trusted, lines.concat()).expect("write TrustedUserCAKeys");

    let sshd = Sshd::start(&sshd_bin, &dir, &host_key, &trusted, "");
    let login = Login {
        ssh: &ssh,
        sshd: &sshd,
        user: &user,
        key: &user_key,
    };
    let mut n = 0;
    let mut issue = |ca: &serde_json::Value, args: &[&str]| -> (PathBuf, String) {
        n += 1;
        let file = dir.join(format!("user_key-{n}-cert.pub"));
        let mut all = vec![
            "ssh-cert".to_string(),
            "create".into(),
            "--ca-id".into(),
            id(ca),
            "--public-key".into(),
            user_pub.clone(),
            "--write-cert".into(),
            path(&file),
        ];
        all.extend(args.iter().map(|s| s.to_string()));
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        (file, id(&env.json(&all)))
    };
    let hour = time::Duration::hours(1);
    let (past_start, past_end) = (rfc3339(now - 2 * hour), rfc3339(now - hour));
    let future_start = rfc3339(now + hour);
    let passphrase_flag = path(&passphrase);

    let (cert, cert_id) = issue(&made, &["--principal", &user, "--valid-for", "10m"]);
    login.accepted(&cert, &cert_id, "hello\n", "a valid certificate");

    let (cert, cert_id) = issue(&made, &["--principal", "somebody-else"]);
    login.refused(
        &cert,
        &cert_id,
        "name is not a listed principal",
        "a wrong principal",
    );
    // `ssh-cert create` refuses a window in the past; the API signs it as it is.
    let expired = env.file(
        "expired.json",
        &serde_json::json!({
            "ssh_certificate_authority_id": id(&made),
            "public_key": user_pub,
            "principals": [user],
            "valid_after": past_start,
            "valid_until": past_end,
        })
        .to_string(),
    );
    let signed = env.json(&[
        "api",
        "POST",
        "/ssh_user_certificates",
        "--input",
        &path(&expired),
    ]);
    let cert = dir.join("user_key-expired-cert.pub");
    let line = signed["certificate"].as_str().expect("a certificate");
    std::fs::write(&cert, format!("{line}\n")).expect("write the certificate");
    let cert_id = id(&signed);
    login.refused(
        &cert,
        &cert_id,
        "Certificate invalid: expired",
        "an expired certificate",
    );
    let (cert, cert_id) = issue(
        &made,
        &["--principal", &user, "--valid-after", &future_start],
    );
    login.refused(
        &cert,
        &cert_id,
        "Certificate invalid: not yet valid",
        "a certificate not yet valid",
    );
    let (cert, cert_id) = issue(&untrusted, &["--principal", &user]);
    login.refused(&cert, &cert_id, "Failed publickey", "another CA");
    let (cert, cert_id) = issue(
        &made,
        &[
            "--principal",
            &user,
            "--critical-option",
            "source-address=10.0.0.0/8,192.168.0.0/16",
        ],
    );
    login.refused(
        &cert,
        &cert_id,
        "not from a permitted source address (127.0.0.1)",
        "a source-address that excludes 127.0.0.1",
    );
    let (cert, cert_id) = issue(
        &made,
        &[
            "--principal",
            &user,
            "--critical-option",
            "source-address=10.0.0.0/8,127.0.0.1/32",
        ],
    );
    login.accepted(
        &cert,
        &cert_id,
        "hello\n",
        "a source-address that includes 127.0.0.1",
    );
    let (cert, cert_id) = issue(
        &made,
        &[
            "--principal",
            &user,
            "--critical-option",
            "force-command=echo forced",
        ],
    );
    login.accepted(&cert, &cert_id, "forced\n", "a force-command");

    let (cert, cert_id) = issue(&rsa_ca, &["--principal", &user]);
    login.accepted(
        &cert,
        &cert_id,
        "hello\n",
        "an imported RSA CA (rsa-sha2-512)",
    );
    let (cert, cert_id) = issue(
        &locked_ca,
        &[
            "--principal",
            &user,
            "--ca-passphrase-file",
            &passphrase_flag,
        ],
    );
    login.accepted(
        &cert,
        &cert_id,
        "hello\n",
        "an imported passphrase-protected CA",
    );

    drop(sshd);
    assert_no_key_material(
        &mut env,
        &[&rsa_ca_key, &locked_ca_key, &user_key],
        &["sesame"],
    );
}

const KRL_TEST: &str = "sshd_enforces_the_krl_and_ssh_trusts_host_certificates";

/// A real sshd with `RevokedKeys` (the CA's KRL from `ssh-ca krl`) refuses a revoked certificate
/// and accepts another of the same CA; it presents a host certificate (`HostCertificate`), and a
/// real ssh with `StrictHostKeyChecking=yes` trusts it through the one `@cert-authority` line of
/// `ssh-ca get --known-hosts`, and refuses the server without it.
///
/// Issue 41, item 1: once a certificate is revoked with its key, the CA signs that key no more
/// (`renew` exits 5), and sshd refuses every certificate of the key: one issued before the
/// revocation, and one signed outside tunnelctl with the same CA key under a serial of its own.
#[test]
fn sshd_enforces_the_krl_and_ssh_trusts_host_certificates() {
    let (Some(ssh_keygen), Some(sshd_bin), Some(ssh)) = (
        program("ssh-keygen", KRL_TEST),
        program("sshd", KRL_TEST),
        program("ssh", KRL_TEST),
    ) else {
        return;
    };
    let mut env = Env::new();
    env.set_now(&rfc3339(OffsetDateTime::now_utc()));
    let dir = env.path().to_path_buf();
    let path = |p: &Path| p.to_str().expect("UTF-8 path").to_string();
    let user = current_user();
    let (host_key, host_pub) = keygen(&ssh_keygen, &dir, "host_key", &["-t", "ed25519"]);
    let (user_key, user_pub) = keygen(&ssh_keygen, &dir, "user_key", &["-t", "ed25519"]);
    // A CA key of ssh-keygen's, imported: ssh-keygen -s signs with it below, outside tunnelctl.
    let (ca_key, _) = keygen(&ssh_keygen, &dir, "ca_key", &["-t", "ed25519"]);
    let ca = id(&env.json(&["ssh-ca", "import", "--private-key-file", &path(&ca_key)]));
    let trusted = dir.join("trusted_user_ca_keys");
    std::fs::write(&trusted, env.table(&["ssh-ca", "get", &ca, "--public-key"])).unwrap();

    let issue = |group: &str, key: &str, principal: &str, file: &Path| {
        id(&env.json(&[
            group,
            "create",
            "--ca-id",
            &ca,
            "--public-key",
            key,
            "--principal",
            principal,
            "--write-cert",
            &path(file),
        ]))
    };
    let stolen_cert = dir.join("stolen-cert.pub");
    let stolen = issue("ssh-cert", &user_pub, &user, &stolen_cert);
    let fine_cert = dir.join("fine-cert.pub");
    let fine = issue("ssh-cert", &user_pub, &user, &fine_cert);
    let spare_cert = dir.join("spare-cert.pub");
    let spare = issue("ssh-cert", &user_pub, &user, &spare_cert);
    let host_cert = dir.join("host_key-cert.pub");
    issue("ssh-host-cert", &host_pub, "db1.test", &host_cert);
    // The serial only, for now: the key stays good for the other certificates.
    let out = env.run(&["--yes", "ssh-cert", "revoke", &stolen, "--keep-key"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let krl = dir.join("revoked_keys");
    let out = env.run(&["ssh-ca", "krl", &ca, "--output-file", &path(&krl)]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let sshd = Sshd::start(
        &sshd_bin,
        &dir,
        &host_key,
        &trusted,
        &format!(
            "RevokedKeys {}\nHostCertificate {}\n",
            krl.display(),
            host_cert.display()
        ),
    );
    let login = Login {
        ssh: &ssh,
        sshd: &sshd,
        user: &user,
        key: &user_key,
    };
    login.accepted(
        &fine_cert,
        &fine,
        "hello\n",
        "a certificate that is not revoked",
    );
    let from = sshd.log_text().len();
    let (ok, stdout, _) = login.attempt(&stolen_cert, &stolen);
    assert!(
        !ok && stdout.is_empty(),
        "the revoked certificate logged in"
    );
    let log = sshd.log_text()[from..].to_string();
    assert!(
        log.contains("revoked"),
        "sshd did not say it was revoked:\n{log}"
    );

    // The client side: only the @cert-authority line in known_hosts, nothing trusted on first use.
    let known_hosts = dir.join("known_hosts");
    let connect = |known_hosts_text: &str| {
        std::fs::write(&known_hosts, known_hosts_text).unwrap();
        (sshd.client(&ssh, &user))
            .args(["-o", "StrictHostKeyChecking=yes", "-o"])
            .arg(format!("UserKnownHostsFile={}", known_hosts.display()))
            .args([
                "-o",
                "GlobalKnownHostsFile=/dev/null",
                "-o",
                "HostKeyAlias=db1.test",
            ])
            .args(["-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none", "-i"])
            .arg(&user_key)
            .arg("-o")
            .arg(format!("CertificateFile={}", fine_cert.display()))
            .args(["127.0.0.1", "echo", "hello"])
            .output()
            .expect("run ssh")
    };
    let line = env.table(&["ssh-ca", "get", &ca, "--known-hosts", "*.test"]);
    assert!(
        line.starts_with("@cert-authority *.test ssh-ed25519 "),
        "{line}"
    );
    let out = connect(&line);
    assert!(
        out.status.success(),
        "ssh did not trust the host certificate: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hello\n");
    let out = connect("");
    assert!(!out.status.success(), "ssh connected to an unknown host");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("Host key verification failed"), "{stderr}");

    // Revoking a certificate with its key: renewing through the API is refused, and sshd, once
    // the KRL is rewritten, refuses every certificate of the key.
    login.accepted(
        &spare_cert,
        &spare,
        "hello\n",
        "the spare, before the key is revoked",
    );
    let out = env.run(&[
        "--yes",
        "ssh-cert",
        "revoke",
        &fine,
        "--reason",
        "laptop stolen",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = env.run(&["ssh-cert", "renew", &fine]);
    assert_eq!(out.status.code(), Some(5), "renew of a revoked key");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("ERR_TUNNELCTL_KEY_REVOKED") && stderr.contains(&fine),
        "{stderr}"
    );
    let out = env.run(&["ssh-ca", "krl", &ca, "--output-file", &path(&krl)]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let direct_cert = dir.join("direct-cert.pub");
    std::fs::copy(dir.join("user_key.pub"), dir.join("direct.pub")).unwrap();
    let out = Command::new(&ssh_keygen)
        .args(["-q", "-s"])
        .arg(&ca_key)
        .args([
            "-I",
            "signed-outside",
            "-n",
            &user,
            "-z",
            "4242",
            "-V",
            "-5m:+1h",
        ])
        .arg(dir.join("direct.pub"))
        .output()
        .expect("run ssh-keygen -s");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (cert, cert_id, what) in [
        (
            &spare_cert,
            spare.as_str(),
            "a certificate of the key issued before the revocation",
        ),
        (
            &direct_cert,
            "signed-outside",
            "a certificate of the key signed outside tunnelctl",
        ),
    ] {
        let from = sshd.log_text().len();
        let (ok, stdout, _) = login.attempt(cert, cert_id);
        assert!(!ok && stdout.is_empty(), "{what} logged in");
        let log = sshd.log_text()[from..].to_string();
        assert!(
            log.contains("revoked"),
            "{what}: sshd did not say it was revoked:\n{log}"
        );
    }
    let out = Command::new(&ssh_keygen)
        .args(["-Q", "-f"])
        .arg(&krl)
        .arg(dir.join("user_key.pub"))
        .output()
        .expect("run ssh-keygen -Q");
    let verdict = String::from_utf8_lossy(&out.stdout);
    assert!(
        verdict.trim_end().ends_with("REVOKED"),
        "ssh-keygen -Q on the key: {verdict}"
    );
    drop(sshd);
}
