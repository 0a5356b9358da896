//! Issue 27: the PostgreSQL store. What only it has: several `serve` replicas on one database,
//! a database that does not answer, moving a store between the engines, a dry run as one
//! transaction, a schema created once by replicas starting at once, and the sled-only commands
//! refusing. (Every API behaviour case also runs on PostgreSQL: `NAME::postgres` of
//! `transport_tests!`.)

use std::collections::BTreeMap;
use std::net::TcpListener;
use std::process::Stdio;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Barrier, Mutex};
use std::time::Duration;

use serde_json::{json, Value};
use tunnelctl::cli::exit;

use crate::common::{self, fake_id, http, http_as, http_text, id, postgres, spawn_serve, Env};

/// The same hostport created through two replicas at the same moment: exactly one 201 and one
/// 409 (HOSTPORT taken), round after round, and the database holds one edge per hostport.
#[test]
fn two_replicas_creating_one_hostport_at_once_give_one_201_and_one_409() {
    let Some(env) = Env::postgres("postgres::two_replicas") else {
        return;
    };
    env.create_store();
    let (_first, first) = spawn_serve(&env, "true");
    let (_second, second) = spawn_serve(&env, "true");
    const ROUNDS: usize = 8;
    for round in 0..ROUNDS {
        let hostport = format!("1.tcp.ngrok.io:{}", 20000 + round);
        let body = json!({ "hostports": [hostport] });
        let both = Barrier::new(2);
        let statuses: Vec<(u16, Value)> = std::thread::scope(|s| {
            let threads: Vec<_> = [&first, &second]
                .map(|url| {
                    let (both, body) = (&both, &body);
                    s.spawn(move || {
                        both.wait();
                        http(url, "POST", "/edges/tcp", Some(body)).expect("the replica answers")
                    })
                })
                .into();
            threads.into_iter().map(|t| t.join().unwrap()).collect()
        });
        let mut codes: Vec<u16> = statuses.iter().map(|(s, _)| *s).collect();
        codes.sort();
        assert_eq!(codes, [201, 409], "round {round}: {statuses:?}");
        let refused = &statuses.iter().find(|(s, _)| *s == 409).unwrap().1;
        assert_eq!(
            refused["error_code"],
            tunnelctl::api::code::HOSTPORT_TAKEN,
            "{refused}"
        );
    }
    let (status, list) = http(&first, "GET", "/edges/tcp?limit=100", None).unwrap();
    assert_eq!(status, 200);
    let edges = list["tcp_edges"].as_array().unwrap();
    assert_eq!(edges.len(), ROUNDS, "one edge per hostport: {list}");
}

/// The forms a store location may give a password in (issue 39 item 8), for the database at
/// `host_port` named `db`: the URL's user information with `/`, `?` and `#` in it, or
/// percent-encoded; a query's `password` (its key percent-encoded too); libpq `key=value` strings
/// separated by tabs, with spaces around `=`, quoted, or with an escaped space. Every password
/// holds `plant`, which nothing else the commands print does.
fn planted_locations(host_port: &str, db: &str) -> Vec<String> {
    let (host, port) = host_port.split_once(':').unwrap();
    vec![
        format!("postgres://postgres:plantA/plantB?plantC#plantD@{host_port}/{db}"),
        format!("postgresql://postgres:plant%2Fplant%3F%23@{host_port}/{db}?sslmode=disable"),
        format!("postgres://postgres@{host_port}/{db}?password=plant%26E&sslmode=disable"),
        format!("postgres://postgres@{host_port}/{db}?sslmode=disable&%70assword=plantF"),
        format!("host={host}\tport={port}\tuser=postgres\tpassword=plantG\tdbname={db}"),
        format!("host={host} port={port} user=postgres password = 'plant H\\' x' dbname={db}"),
        format!("host={host} port={port} user=postgres password=plant\\ I dbname={db}"),
    ]
}

/// Asserts that `out` shows no password of [`planted_locations`], on stdout or stderr.
fn assert_no_password(what: &str, out: &std::process::Output) {
    for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        let text = String::from_utf8_lossy(bytes);
        assert!(
            !text.contains("plant"),
            "{what}: the password shows on {stream}:\n{text}"
        );
    }
}

/// A store location's password never shows (issue 39 item 8): not in `store check` (its report
/// and its line), `config show` and `config profiles` in every format, `--help`, `serve`'s start
/// line, nor the errors of a database that does not answer, whatever form the password takes.
#[test]
fn a_password_in_a_store_location_never_shows_in_any_form() {
    let Some(env) = Env::postgres("postgres::a_password_never_shows") else {
        return;
    };
    env.create_store();
    let store = env.store().to_str().unwrap().to_string();
    let rest = store.strip_prefix("postgres://postgres@").unwrap();
    let (host_port, db) = rest.split_once('/').unwrap();
    let dead_port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .port();
    let config = env.path().join("config.yaml");
    for location in planted_locations(host_port, db) {
        let run = |args: &[&str]| {
            let out = env.record(env.cmd().args(["--store", &location]).args(args));
            assert_no_password(&format!("{args:?} on {location:?}"), &out);
            out
        };
        // The database answers: the commands that show the store's location succeed.
        for format in ["table", "json", "yaml"] {
            let out = run(&["-o", format, "store", "check"]);
            assert!(out.status.success(), "{location:?}: {out:?}");
            let out = run(&["-o", format, "config", "show"]);
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.contains("****"), "{location:?}: {text}");
        }
        run(&["--help"]);
        run(&["store", "check", "--help"]);
        let profile = format!(
            "profiles:\n  team: {{store: {}}}\n",
            serde_json::to_string(&location).unwrap()
        );
        std::fs::write(&config, profile).unwrap();
        std::fs::set_permissions(&config, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .unwrap();
        for args in [
            &["config", "profiles"][..],
            &["-o", "json", "config", "profiles"],
        ] {
            let out = env.record(env.cmd().env("TUNNELCTL_CONFIG", &config).args(args));
            assert!(out.status.success(), "{location:?}: {out:?}");
            assert_no_password(&format!("{args:?} on {location:?}"), &out);
        }
        // serve's start line.
        let log = env.path().join("serve-planted.log");
        let mut serve = env
            .std_cmd()
            .args(["--store", &location, "serve", "--listen", "127.0.0.1:0"])
            .env("TUNNELCTL_SERVE_API_KEY", common::API_KEY)
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let mut url = String::new();
        std::io::BufRead::read_line(
            &mut std::io::BufReader::new(serve.stdout.take().unwrap()),
            &mut url,
        )
        .unwrap();
        let _ = std::process::Command::new("kill")
            .args(["-TERM", &serve.id().to_string()])
            .status();
        serve.wait().unwrap();
        let logged = std::fs::read_to_string(&log).unwrap();
        assert!(url.starts_with("http://"), "{location:?}: {logged}");
        assert!(
            logged.contains("serving ") && logged.contains("****"),
            "{location:?}: {logged}"
        );
        assert!(!logged.contains("plant"), "{location:?}: {logged}");

        // The database does not answer: every error names where it is, never the password.
        let dead = location.replace(
            &host_port[host_port.find(':').unwrap() + 1..],
            &dead_port.to_string(),
        );
        for args in [
            &["store", "check"][..],
            &["-o", "json", "tcp-edge", "list"],
            &["-o", "yaml", "store", "check"],
            &["store", "export"],
            &["serve", "--listen", "127.0.0.1:0"],
        ] {
            let out = env.record(
                env.cmd()
                    .args(["--store", &dead])
                    .env("TUNNELCTL_SERVE_API_KEY", common::API_KEY)
                    .args(args),
            );
            assert_eq!(
                out.status.code(),
                Some(exit::UNAVAILABLE),
                "{dead:?} {args:?}: {out:?}"
            );
            assert_no_password(&format!("{args:?} on {dead:?}"), &out);
        }
    }
}

/// A database that does not answer: exit 6, the host and port named, the password nowhere.
#[test]
fn an_unreachable_database_is_unavailable_naming_host_and_port_and_never_the_password() {
    let env = Env::new();
    // A port nobody listens on: bound, then released.
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .unwrap()
        .port();
    let url = format!("postgres://alice:s3cretpw@127.0.0.1:{port}/tunnelctl");
    for args in [
        vec!["tcp-edge", "list"],
        vec!["tcp-edge", "create"],
        vec!["store", "check"],
    ] {
        let out = env.run(&[&["--store", &url][..], &args].concat());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(exit::UNAVAILABLE),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains(&format!("127.0.0.1:{port}")), "{stderr}");
        assert!(!stderr.contains("s3cretpw"), "the password shows: {stderr}");
        assert!(out.stdout.is_empty());
    }
    // serve refuses to start, and says so the same way.
    let out = env
        .cmd()
        .args(["--store", &url, "serve", "--listen", "127.0.0.1:0"])
        .env("TUNNELCTL_SERVE_API_KEY", common::API_KEY)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE), "{stderr}");
    assert!(!stderr.contains("s3cretpw"), "{stderr}");
    // Nor do the settings show it.
    let shown = env.run(&["--store", &url, "config", "show"]);
    let text = String::from_utf8_lossy(&shown.stdout);
    assert!(shown.status.success());
    assert!(text.contains("alice:****@127.0.0.1"), "{text}");
    assert!(!text.contains("s3cretpw"), "{text}");
}

/// A server that answers and refuses the store says why, with what to do, and exits as a refusal
/// (1) or an authentication failure (4), not as unavailable (6): no such database, no such role,
/// and a user who may not create tunnelctl's schema (only the database's owner may, unless
/// granted CREATE on the database), which leaves nothing behind.
#[test]
fn a_server_refusing_the_store_says_why_and_what_to_do() {
    let Some(cluster) = postgres::cluster("postgres::a_server_refusing") else {
        return;
    };
    let env = Env::new();
    let refused = |url: &str, code: i32| {
        let out = env.run(&["--store", url, "tcp-edge", "list"]);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(code), "{stderr}");
        assert!(out.stdout.is_empty(), "{stderr}");
        stderr
    };
    let port = cluster.port;
    let stderr = refused(&cluster.url("no_such_database"), exit::FAILURE);
    assert!(
        stderr.contains(&format!("PostgreSQL at 127.0.0.1:{port} refused the store: database \"no_such_database\" does not exist"))
            && stderr.contains("createdb"),
        "{stderr}"
    );
    let role = format!("nobody_{}", std::process::id());
    let stderr = refused(
        &format!("postgres://{role}@127.0.0.1:{port}/postgres"),
        exit::AUTH,
    );
    assert!(
        stderr.contains(&format!("role \"{role}\" does not exist"))
            && stderr.contains("pg_hba.conf"),
        "{stderr}"
    );

    let database = postgres::database_name(std::path::Path::new(&cluster.database()));
    let role = format!("visitor_{}", std::process::id());
    cluster.psql("postgres", &format!("CREATE ROLE {role} LOGIN"));
    let stderr = refused(
        &format!("postgres://{role}@127.0.0.1:{port}/{database}"),
        exit::FAILURE,
    );
    assert!(
        stderr.contains(&format!("permission denied for database {database}"))
            && stderr.contains(&format!("GRANT CREATE ON DATABASE {database} TO {role}")),
        "{stderr}"
    );
    assert_eq!(
        cluster
            .psql(&database, "SELECT to_regnamespace('tunnelctl') IS NULL")
            .trim(),
        "t",
        "nothing was created"
    );
}

/// A password need not be in the store location, where `ps` shows it to everyone: as libpq,
/// tunnelctl takes it from PGPASSWORD or from the password file (PGPASSFILE, else ~/.pgpass),
/// which must be the user's own and mode 0600. A missing or wrong password is an authentication
/// failure (exit 4) that says where the password was looked for, and never shows it.
#[test]
fn the_password_comes_from_pgpassword_or_the_password_file_as_libpq_finds_it() {
    let Some(cluster) = postgres::cluster("postgres::the_password_comes") else {
        return;
    };
    let mut env = Env::new();
    let role = format!("alice_{}", std::process::id());
    cluster.require_password(&role, "s3cret-pw");
    let database = postgres::database_name(std::path::Path::new(&cluster.database()));
    cluster.psql(
        &database,
        &format!("ALTER DATABASE {database} OWNER TO {role}"),
    );
    cluster.psql(&database, &format!("ALTER SCHEMA public OWNER TO {role}"));
    let url = format!("postgres://{role}@127.0.0.1:{}/{database}", cluster.port);
    let run = |env: &Env, url: &str| {
        let out = env.run(&["--store", url, "-o", "json", "tcp-edge", "list"]);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(
            !stderr.contains("s3cret-pw") && !stderr.contains("wrong-pw"),
            "{stderr}"
        );
        (out.status.code(), stderr)
    };

    let home_file = env.path().join("home/.pgpass");
    let (code, stderr) = run(&env, &url);
    assert_eq!(code, Some(exit::AUTH), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "it asks for {role}'s password, and there is no password"
        )) && stderr.contains(&format!("no file {}", home_file.display()))
            && stderr.contains("PGPASSWORD"),
        "{stderr}"
    );
    let wrong = url.replace(&format!("{role}@"), &format!("{role}:wrong-pw@"));
    let (code, stderr) = run(&env, &wrong);
    assert_eq!(code, Some(exit::AUTH), "{stderr}");
    assert!(
        stderr.contains("password authentication failed")
            && stderr.contains("given the password in the store location"),
        "{stderr}"
    );

    env.set_var("PGPASSWORD", "s3cret-pw");
    assert_eq!(run(&env, &url), (Some(exit::SUCCESS), String::new()));
    env.remove_var("PGPASSWORD");

    // ~/.pgpass: the first line that matches, `*` for anything; others may not read it.
    std::fs::create_dir_all(home_file.parent().unwrap()).unwrap();
    let lines = format!(
        "127.0.0.1:1:*:*:not-this-port\n*:{}:{database}:{role}:s3cret-pw\n",
        cluster.port
    );
    std::fs::write(&home_file, &lines).unwrap();
    std::fs::set_permissions(
        &home_file,
        std::os::unix::fs::PermissionsExt::from_mode(0o640),
    )
    .unwrap();
    let (code, stderr) = run(&env, &url);
    assert_eq!(code, Some(exit::USAGE), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "{} holds a secret but others may read or change it",
            home_file.display()
        )) && stderr.contains("chmod 600"),
        "{stderr}"
    );
    std::fs::set_permissions(
        &home_file,
        std::os::unix::fs::PermissionsExt::from_mode(0o600),
    )
    .unwrap();
    assert_eq!(run(&env, &url), (Some(exit::SUCCESS), String::new()));
    // PGPASSFILE names another file: one without a line for this user says so; a wrong
    // password there is named by its line.
    let other = env.file("other.pgpass", "*:*:*:somebody_else:s3cret-pw\n");
    std::fs::set_permissions(&other, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    env.set_var("PGPASSFILE", other.to_str().unwrap());
    let (code, stderr) = run(&env, &url);
    assert_eq!(code, Some(exit::AUTH), "{stderr}");
    assert!(
        stderr.contains(&format!("no line of {} for this host", other.display())),
        "{stderr}"
    );
    std::fs::write(&other, "*:*:*:*:wrong-pw\n").unwrap();
    let (code, stderr) = run(&env, &url);
    assert_eq!(code, Some(exit::AUTH), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "given the password of line 1 of {}",
            other.display()
        )),
        "{stderr}"
    );
}

/// Everything a store can hold, made through the CLI: edges with modules and hostports, an SSH
/// CA with a user certificate and a revocation, an event subscription.
fn fill(env: &Env) {
    let edge = env.json(&[
        "tcp-edge",
        "create",
        "--hostport",
        "1.tcp.ngrok.io:12345",
        "--description",
        "é ☃ \"quoted\"",
        "--metadata",
        "{\"b\": 1, \"a\": [2, 1]}",
    ]);
    env.json(&[
        "tcp-edge",
        "update",
        &id(&edge),
        "--backend-id",
        &fake_id("bkdtg", 1),
    ]);
    env.json(&["tcp-edge", "create"]);
    let ca = env.json(&["ssh-ca", "create", "--description", "ca"]);
    let (_, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "alice");
    let key = env.file("user.pub", &public);
    let cert = env.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &id(&ca),
        "--public-key-file",
        key.to_str().unwrap(),
        "--principal",
        "alice",
    ]);
    let revoked = env.run(&["-y", "ssh-cert", "revoke", &id(&cert)]);
    assert!(revoked.status.success());
    env.json(&[
        "event-sub",
        "create",
        "--source",
        "ip_policy_created.v0",
        "--description",
        "sub",
    ]);
    env.put_saml_module(SAML_MODULE.0, SAML_MODULE.1);
}

/// The edge and route of the SAML module that [`fill`] adds.
const SAML_MODULE: (&str, &str) = (
    "edghts_2fDzLcBa2iJnPGJqVmfY6F2WNOp",
    "edghtsrt_2fDzLcBa2iJnPGJqVmfY6F2WNOp",
);

fn export(env: &Env) -> Vec<u8> {
    let out = env.run(&["store", "export", "--include-private-keys"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Imports `document`; its stderr.
fn import(env: &Env, document: &[u8]) -> String {
    let file = env.file("export.json", std::str::from_utf8(document).unwrap());
    let out = env.run(&["store", "import", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    stderr
}

/// sled → PostgreSQL → sled. A CA key that sled holds unencrypted may not sit so in PostgreSQL:
/// without the store's key the import is refused, naming that CA, and writes nothing; with it the
/// import seals that key and the SAML module's, and the export from PostgreSQL differs from
/// sled's in those two keys alone (a passphrase-encrypted CA's key is the same bytes). sled takes
/// PostgreSQL's export back byte for byte, and `store check` finds both engines consistent.
#[test]
fn an_export_moves_between_sled_and_postgres_sealing_only_unencrypted_keys() {
    const KEY_ENV: &str = "TUNNELCTL_STORE_KEY_FILE";
    let Some(mut pg) = Env::postgres("postgres::round_trip") else {
        return;
    };
    let sled = Env::new();
    fill(&sled);
    let passphrase = sled.secret_file("passphrase", "correct horse\n");
    let locked = id(&sled.json(&[
        "ssh-ca",
        "create",
        "--passphrase-file",
        passphrase.to_str().unwrap(),
    ]));
    let from_sled = export(&sled);
    let sled_doc: Value = serde_json::from_slice(&from_sled).unwrap();
    let cas = |doc: &Value| doc["trees"]["ssh_certificate_authorities"].clone();
    let plain = cas(&sled_doc)
        .as_object()
        .unwrap()
        .keys()
        .find(|ca| **ca != locked)
        .unwrap()
        .clone();

    let key_file = pg.path().join("store.key");
    pg.remove_var(KEY_ENV);
    let file = pg.file("export.json", std::str::from_utf8(&from_sled).unwrap());
    let out = pg.run(&["store", "import", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    for said in [
        "1 SSH CA private key(s) in the export are not encrypted".into(),
        format!("CA(s): {plain}"),
        "--store-key-file FILE".into(),
        "with a passphrase first".into(),
    ] {
        assert!(stderr.contains(&said), "{said:?} in {stderr}");
    }
    assert!(!stderr.contains(&locked), "{stderr}");
    let nothing_written = |pg: &Env| {
        let left: Value = serde_json::from_slice(&export(pg)).unwrap();
        for (tree, records) in left["trees"].as_object().unwrap() {
            assert_eq!(records, &json!({}), "{tree}: nothing was written");
        }
    };
    nothing_written(&pg);

    pg.set_var(KEY_ENV, key_file.to_str().unwrap());
    // A CA whose public key is not its private key's is refused here too, before anything is
    // sealed or written (issue 39, item 5).
    let mut forged = sled_doc.clone();
    let (_, other) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "other");
    forged["trees"]["ssh_certificate_authorities"][&locked]["public_key"] = json!(other);
    let file = pg.file("forged.json", &forged.to_string());
    let out = pg.run(&["store", "import", file.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(
        stderr.contains(&format!("ssh_certificate_authorities {locked}: public_key"))
            && stderr.contains("is not the public half of private_key"),
        "{stderr}"
    );
    nothing_written(&pg);

    let said = import(&pg, &from_sled);
    assert!(
        said.contains(
            "2 private key(s) (SSH CAs', SAML modules') that the export holds unencrypted were \
             sealed"
        ),
        "{said}"
    );
    let from_pg = export(&pg);
    let mut pg_doc: Value = serde_json::from_slice(&from_pg).unwrap();
    let module = format!("{}/{}", SAML_MODULE.0, SAML_MODULE.1);
    let keys = [
        vec!["ssh_certificate_authorities", plain.as_str(), "private_key"],
        vec!["route_saml", module.as_str(), "signing", "private_key_pem"],
    ];
    for path in &keys {
        // Apart from these keys, sealed, the same document in the same order.
        let in_sled = path.iter().fold(&sled_doc["trees"], |v, k| &v[*k]).clone();
        assert!(in_sled.as_str().is_some_and(|k| k.contains("PRIVATE KEY")));
        let field = path.iter().fold(&mut pg_doc["trees"], |v, k| &mut v[*k]);
        crate::ssh_support::assert_sealed(field);
        *field = in_sled;
    }
    assert_eq!(cas(&pg_doc)[&locked], cas(&sled_doc)[&locked], "unchanged");
    assert_eq!(pg_doc.to_string(), sled_doc.to_string());
    // The sealed CA opens with the store's key and signs.
    let shown = pg.table(&["ssh-ca", "get", &plain]);
    assert!(
        shown.contains("sealed with the store key sha256:"),
        "{shown}"
    );
    let (_, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "bob");
    let cert = pg.json(&[
        "ssh-cert",
        "create",
        "--ca-id",
        &plain,
        "--public-key",
        &public,
        "--principal",
        "bob",
    ]);
    assert_eq!(cert["ssh_certificate_authority_id"], json!(plain));

    let back = Env::new();
    import(&back, &from_pg);
    assert_eq!(export(&back), from_pg);
    for env in [&pg, &back] {
        let report = env.json(&["store", "check"]);
        assert_eq!(report["consistent"], true, "{report}");
    }
    // What people who psql in see: the records as JSON, one row each.
    let cluster = postgres::cluster("postgres::round_trip").unwrap();
    let database = postgres::database_name(&pg.store());
    let hostports = cluster.psql(
        &database,
        "SELECT value->'hostports'->>0 FROM tunnelctl.tunnelctl_records \
         WHERE tree = 'tcp_edges' AND value->'hostports'->>0 IS NOT NULL",
    );
    assert_eq!(hostports.trim(), "1.tcp.ngrok.io:12345");
    // Whoever can SELECT finds no private key in the clear: CA keys and the SAML module's key are
    // sealed, the locked CA's key passphrase-encrypted.
    let in_clear = cluster.psql(
        &database,
        "SELECT key FROM tunnelctl.tunnelctl_records WHERE value::text LIKE '%PRIVATE KEY%'",
    );
    assert_eq!(in_clear.trim(), locked);
}

/// Issue 39, item 11: a CA passphrase of one character protected a key that any database reader
/// can copy and attack offline. On PostgreSQL a passphrase that encrypts a CA key has 12
/// characters at least (the rule is the service's, `Service::store_ca`, whatever brings the
/// passphrase; `serve` takes none over HTTP); the refusal names the minimum and creates nothing.
/// sled, a directory of the user's own, keeps taking a short one.
#[test]
fn a_ca_passphrase_on_postgres_has_at_least_twelve_characters() {
    let Some(env) = Env::postgres("postgres::passphrase_minimum") else {
        return;
    };
    let short = env.secret_file("short", "eleven char\n");
    let long = env.secret_file("long", "twelve chars\n");
    let key = env.file(
        "ca",
        &crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "ca").0,
    );
    std::fs::set_permissions(&key, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    for args in [
        vec![
            "ssh-ca",
            "create",
            "--passphrase-file",
            short.to_str().unwrap(),
        ],
        vec![
            "ssh-ca",
            "import",
            "--private-key-file",
            key.to_str().unwrap(),
            "--passphrase-file",
            short.to_str().unwrap(),
        ],
    ] {
        let refusal = env.assert_refused(&args, exit::FAILURE, "ERR_NGROK_215");
        assert!(
            refusal.msg().starts_with(
                "the CA passphrase has 11 character(s); on a shared store (PostgreSQL) it needs \
                 at least 12"
            ),
            "{args:?}: {}",
            refusal.stderr
        );
        assert_eq!(refusal.body["details"]["reason"], "ca_passphrase_too_short");
    }
    let ca = env.json(&[
        "ssh-ca",
        "create",
        "--passphrase-file",
        long.to_str().unwrap(),
    ]);
    assert!(id(&ca).starts_with("sshca_"));
    let sled = Env::new();
    let short = sled.secret_file("short", "eleven char\n");
    sled.json(&[
        "ssh-ca",
        "create",
        "--passphrase-file",
        short.to_str().unwrap(),
    ]);
}

/// A multi-request dry run on PostgreSQL is one transaction: the second request sees the first
/// (here: a hostport the first frees is free for the second), and nothing is left.
#[test]
fn a_dry_run_on_postgres_is_one_transaction_rolled_back() {
    let Some(env) = Env::postgres("postgres::dry_run") else {
        return;
    };
    let edge = env.json(&["tcp-edge", "create", "--backend-id", &fake_id("bkdtg", 1)]);
    let id = id(&edge);
    let backend = format!("/edges/tcp/{id}/backend");
    let before = (env.state(), env.module(&backend));
    let out = env.run(&[
        "--dry-run",
        "tcp-edge",
        "update",
        &id,
        "--description",
        "after",
        "--remove",
        "backend",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains(
            "the requests ran in one transaction, each seeing what the ones before it did"
        ),
        "{stderr}"
    );
    assert_eq!((env.state(), env.module(&backend)), before);

    // Seen from the store: two creates of one hostport in one dry run conflict, as they would
    // for real; on sled each would run against the store as it is.
    let store = tunnelctl::store::Store::open(&tunnelctl::store::StoreOptions {
        location: env.store().into(),
        lock_timeout: std::time::Duration::from_secs(10),
        seed: Some(7),
        on_wait: None,
    })
    .unwrap();
    let router = tunnelctl::router::Router::new(tunnelctl::service::Service::new(
        store,
        tunnelctl::clock::Clock::fixed(time::macros::datetime!(2026-11-22 10:00 UTC)),
        common::LOCAL_BASE_URL,
    ));
    // One dry run's scope, as a command's on PostgreSQL: both requests run in its transaction.
    let dry_run = tunnelctl::store::Scope::dry_run();
    let create = || {
        let mut request = tunnelctl::api::ApiRequest::from_path_and_query(
            tunnelctl::api::Method::Post,
            "/edges/tcp",
        );
        request.body = Some(br#"{"hostports": ["5.tcp.ngrok.io:5"]}"#.to_vec());
        request.dry_run = true;
        router.handle_in(&request, &dry_run).status
    };
    let statuses = (create(), create());
    drop(dry_run);
    assert_eq!(statuses, (201, 409));
    assert_eq!(env.state(), before.0, "nothing was left");
}

/// Replicas starting at once on an empty database create the schema exactly once; a database of
/// schema 2 (before writers locked their keys) is brought forward by the next command.
#[test]
fn replicas_starting_at_once_create_the_schema_once() {
    let Some(env) = Env::postgres("postgres::schema_once") else {
        return;
    };
    let children: Vec<_> = (0..6)
        .map(|_| {
            env.std_cmd()
                .args(["-o", "json", "tcp-edge", "list"])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let cluster = postgres::cluster("postgres::schema_once").unwrap();
    let database = postgres::database_name(&env.store());
    let version = || {
        cluster
            .psql(&database, "SELECT version FROM tunnelctl.tunnelctl_schema")
            .trim()
            .to_string()
    };
    assert_eq!(version(), tunnelctl::store::SCHEMA_VERSION.to_string());
    // Schema 2 had no functions: the next write needs them, and finds them.
    cluster.psql(
        &database,
        "UPDATE tunnelctl.tunnelctl_schema SET version = 2; \
         DROP FUNCTION tunnelctl.tunnelctl_writer",
    );
    let edge = env.json(&["tcp-edge", "create", "--description", "after the migration"]);
    assert_eq!(version(), tunnelctl::store::SCHEMA_VERSION.to_string());
    assert_eq!(
        env.json(&["tcp-edge", "get", edge["id"].as_str().unwrap()])["description"],
        "after the migration"
    );
    // Schema 9's functions that lock and read, write or remove one key, which no write of schema
    // 10 calls, go with the migration to 10.
    cluster.psql(
        &database,
        "UPDATE tunnelctl.tunnelctl_schema SET version = 9; \
         CREATE FUNCTION tunnelctl.tunnelctl_read(t text, k text) RETURNS text \
             LANGUAGE sql AS $$ SELECT NULL::text $$; \
         CREATE FUNCTION tunnelctl.tunnelctl_remove(t text, k text) RETURNS text \
             LANGUAGE sql AS $$ SELECT NULL::text $$",
    );
    env.json(&["tcp-edge", "list"]);
    let schema_9_left = "SELECT version, \
         to_regprocedure('tunnelctl.tunnelctl_read(text,text)') IS NULL, \
         to_regprocedure('tunnelctl.tunnelctl_remove(text,text)') IS NULL \
         FROM tunnelctl.tunnelctl_schema";
    assert_eq!(
        cluster.psql(&database, schema_9_left).trim(),
        format!("{}|t|t", tunnelctl::store::SCHEMA_VERSION)
    );
    // A database of this schema made by a build from before its newest function (an unreleased
    // one) gets the functions on the next opening: `tunnelctl_commit`, through which every write
    // goes.
    let commit = "tunnelctl.tunnelctl_commit(integer, boolean, integer, text[], text[], text[], \
                  text[], text[], text, text[], text[], text)";
    let commit_there = || {
        cluster.psql(
            &database,
            &format!("SELECT to_regprocedure('{commit}') IS NOT NULL"),
        )
    };
    cluster.psql(&database, "DROP FUNCTION tunnelctl.tunnelctl_commit");
    assert_eq!(commit_there().trim(), "f");
    let edge = env.json(&[
        "tcp-edge",
        "create",
        "--description",
        "through the write-set",
    ]);
    assert_eq!(commit_there().trim(), "t");
    assert_eq!(
        env.json(&["tcp-edge", "get", &id(&edge)])["description"],
        "through the write-set"
    );
    // And its functions as an earlier revision of them (a body that did the same more slowly):
    // replaced on the next opening, while those of a later revision stay.
    let revision = || {
        cluster.psql(
            &database,
            &format!(
                "SELECT coalesce(substring(obj_description('{commit}'::regprocedure, 'pg_proc') \
                 FROM '^revision [0-9]+'), 'none')"
            ),
        )
    };
    let current = revision();
    assert!(current.starts_with("revision "), "{current}");
    cluster.psql(&database, &format!("COMMENT ON FUNCTION {commit} IS NULL"));
    assert_eq!(revision().trim(), "none");
    env.json(&["tcp-edge", "list"]);
    assert_eq!(revision(), current);
    cluster.psql(
        &database,
        &format!("COMMENT ON FUNCTION {commit} IS 'revision 99: a later build'"),
    );
    env.json(&["tcp-edge", "list"]);
    assert_eq!(revision().trim(), "revision 99");
    // A revision past any integer is no revision: replaced, not an opening that fails.
    cluster.psql(
        &database,
        &format!("COMMENT ON FUNCTION {commit} IS 'revision 99999999999: out of range'"),
    );
    env.json(&["tcp-edge", "list"]);
    assert_eq!(revision(), current);
    // A schema from a newer tunnelctl is refused, saying so.
    cluster.psql(
        &database,
        "UPDATE tunnelctl.tunnelctl_schema SET version = 99",
    );
    let out = env.run(&["tcp-edge", "list"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(stderr.contains("newer tunnelctl (schema 99"), "{stderr}");
}

/// What only a store in a directory has is refused on PostgreSQL, saying why; nothing else runs.
#[test]
fn sled_only_commands_refuse_on_postgres() {
    let Some(env) = Env::postgres("postgres::sled_only") else {
        return;
    };
    let mut why = BTreeMap::new();
    for args in [
        vec!["store", "repair"],
        vec!["store", "close"],
        vec!["--keep-open", "10m", "tcp-edge", "list"],
    ] {
        let out = env.run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
        assert!(
            stderr.contains("works only on a store in a directory"),
            "{stderr}"
        );
        why.insert(args.join(" "), stderr);
    }
    assert!(why["store repair"].contains("PostgreSQL"), "{why:?}");
}

/// PostgreSQL stopped under four writers and a reader through one `serve`, which runs without
/// `TUNNELCTL_SEED` as teams run it (its creates and GETs are answered on its async thread): the
/// requests it cuts off answer 503 `ERR_TUNNELCTL_STORAGE_UNAVAILABLE` with `Retry-After`, and
/// once the pool failed to connect, they say since when the database has not answered and the
/// last error, the sign that they were answered at once (rather than each waiting the connect
/// timeout: one request at a time waits). Once it is started again the first create and the first
/// read through the same `serve` succeed (its pool reconnects, for transactions, the committer
/// and the reads ahead), and every edge it acknowledged is there.
#[test]
fn a_database_stopped_under_writers_answers_503_then_writes_resume_with_nothing_lost() {
    let Some((cluster, env, _serve, base)) =
        serve_on_own_cluster("postgres::stopped_under_writers", UNSEEDED)
    else {
        return;
    };
    let stop = AtomicBool::new(false);
    let acknowledged = Mutex::new(Vec::new());
    let unavailable = Mutex::new(Vec::new());
    // Whether a create (committed by serve's committer, on its own connection) was told so.
    let create_told_down = AtomicBool::new(false);
    let wait_for = |what: &str, done: &dyn Fn() -> bool| {
        assert!(
            common::within(Duration::from_secs(30), done),
            "timed out waiting for {what}"
        );
    };
    let stopping = std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                while !stop.load(Ordering::SeqCst) {
                    let (status, headers, body) =
                        common::http_with_headers(&base, "POST", "/edges/tcp", "{}")
                            .expect("serve answers");
                    match status {
                        201 => acknowledged.lock().unwrap().push(id(&body)),
                        503 => {
                            if known_down(&body) {
                                create_told_down.store(true, Ordering::SeqCst);
                            }
                            unavailable.lock().unwrap().push((headers, body))
                        }
                        other => panic!("{other}: {body}"),
                    }
                }
            });
        }
        wait_for("the first writes", &|| {
            acknowledged.lock().unwrap().len() >= 10
        });
        // A reader of the first edge, a GET read ahead of the request.
        s.spawn(|| {
            let first = acknowledged.lock().unwrap()[0].clone();
            while !stop.load(Ordering::SeqCst) {
                let path = format!("/edges/tcp/{first}");
                let (status, headers, body) =
                    common::http_with_headers(&base, "GET", &path, "").expect("serve answers");
                match status {
                    200 => assert_eq!(id(&body), first),
                    503 => unavailable.lock().unwrap().push((headers, body)),
                    other => panic!("{other}: {body}"),
                }
            }
        });
        let stopping = tunnelctl::clock::Clock::default().now();
        cluster.0.pg_ctl(&["stop", "-m", "fast"]);
        wait_for(
            "a 503 to a create saying since when the database is down",
            &|| create_told_down.load(Ordering::SeqCst),
        );
        stop.store(true, Ordering::SeqCst);
        stopping
    });
    let now = tunnelctl::clock::Clock::default().now();
    for (_, body) in unavailable
        .lock()
        .unwrap()
        .iter()
        .filter(|(_, b)| known_down(b))
    {
        // "… at HOST:PORT has not answered since 2026-11-26T18:50:01Z (3 s ago; last error: …"
        let msg = body["msg"].as_str().unwrap();
        let (database, since) = msg.split_once(" has not answered since ").unwrap();
        assert!(database.ends_with(&format!(":{}", cluster.0.port)), "{msg}");
        let since = tunnelctl::clock::parse_time(since.split_once(' ').unwrap().0).unwrap();
        assert!(stopping <= since && since <= now, "{msg}");
        assert!(!msg.contains("last error: )"), "{msg}");
    }
    // No request is under way now: the first of each once the database is back is served.
    cluster.0.pg_ctl(&["start"]);
    let (status, created) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "the first create after the restart: {created}");
    acknowledged.lock().unwrap().push(id(&created));
    let first = format!("/edges/tcp/{}", acknowledged.lock().unwrap()[0]);
    let before = evaluated(&base);
    let (status, read) = http(&base, "GET", &first, None).unwrap();
    assert_eq!(status, 200, "the first read after the restart: {read}");
    assert_eq!(
        evaluated(&base).0,
        before.0 + 1,
        "the reads ahead did not connect again"
    );
    for (headers, body) in unavailable.lock().unwrap().iter() {
        assert_eq!(
            body["error_code"],
            tunnelctl::api::code::STORAGE_UNAVAILABLE,
            "{body}"
        );
        assert!(
            headers.iter().any(|(k, v)| k == "retry-after" && v == "1"),
            "{headers:?}"
        );
    }
    let listed = env.json(&["tcp-edge", "list"]);
    let stored: std::collections::BTreeSet<String> = listed["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    let acknowledged = acknowledged.into_inner().unwrap();
    let lost: Vec<&String> = acknowledged
        .iter()
        .filter(|a| !stored.contains(*a))
        .collect();
    assert!(lost.is_empty(), "acknowledged but lost: {lost:?}");
    // The figures docs/reliability.md records (seen with --nocapture).
    let unavailable = unavailable.into_inner().unwrap();
    eprintln!(
        "stopped under writers: {} acknowledged, {} answered 503 ({} saying the database is \
         down), {} stored",
        acknowledged.len(),
        unavailable.len(),
        unavailable.iter().filter(|(_, b)| known_down(b)).count(),
        stored.len()
    );
}

/// Whether a 503's message says since when the database has not answered: what a request is
/// answered at once while it is down.
fn known_down(body: &Value) -> bool {
    body["msg"]
        .as_str()
        .is_some_and(|msg| msg.contains(" has not answered since "))
}

/// A database stopped outright (every process of the cluster SIGSTOPped: the kernel keeps the
/// connections up and acknowledges what is sent, and nothing answers) while a create's group
/// commit is on its way to it: the create is answered by its write bound (here 3 s, through
/// `TUNNELCTL_PG_WRITE_BOUND_MS`), 503 saying that the commit may or may not have been made, where
/// it waited for as long as the database stayed stopped. Once the database goes on, the create is
/// there whole (the edge and its hostport's index entry: `store check` consistent, and the same
/// hostport is taken) or not at all (the hostport is free), and creates commit again.
#[test]
fn a_commit_to_a_stopped_database_is_answered_by_the_write_bound_and_lands_whole_or_not_at_all() {
    let test = "postgres::stopped_during_commit";
    let prefix = format!("{UNSEEDED}; export TUNNELCTL_PG_WRITE_BOUND_MS=3000");
    let Some((cluster, env, _serve, base)) = serve_on_own_cluster(test, &prefix) else {
        return;
    };
    // Gives the committer its connection while the database answers: the stopped create's
    // commit is then its first round trip.
    let (status, edge) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{edge}");
    let hostport = "1.tcp.ngrok.io:20001";
    let create = json!({ "hostports": [hostport] });
    let sessions = || -> std::collections::BTreeSet<String> {
        let pids = cluster.0.psql(
            "postgres",
            "SELECT pid FROM pg_stat_activity WHERE application_name = 'tunnelctl'",
        );
        pids.split_whitespace().map(str::to_string).collect()
    };
    let before = sessions();
    let stalled = cluster.0.stall();
    // A guard against a create that waits for the database (it did until SIGCONT), not a figure.
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .into();
    let mut answer = agent
        .post(format!("{base}/edges/tcp"))
        .header("Authorization", format!("Bearer {}", common::API_KEY))
        .header("Ngrok-Version", "2")
        .send_json(&create)
        .expect("serve answers a create while the database is stopped");
    let status = answer.status().as_u16();
    let body: Value = answer.body_mut().read_json().unwrap();
    drop(stalled);
    assert_eq!(status, 503, "{body}");
    assert_eq!(
        body["error_code"],
        tunnelctl::api::code::STORAGE_UNAVAILABLE
    );
    let msg = body["msg"].as_str().unwrap();
    assert!(msg.contains("did not answer the commit within"), "{msg}");
    assert!(msg.contains("may or may not have been made"), "{msg}");
    // The session given up ends once the database has answered its commit: it is settled then.
    assert!(
        common::within(Duration::from_secs(30), || !before.is_subset(&sessions())),
        "the session of the commit given up never ended"
    );

    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    let listed = env.json(&["tcp-edge", "list"]);
    let holders = listed["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["hostports"] == json!([hostport]))
        .count();
    let (status, again) = http(&base, "POST", "/edges/tcp", Some(&create)).unwrap();
    match holders {
        0 => assert_eq!(status, 201, "the hostport is free: {again}"),
        1 => assert_eq!(status, 409, "the hostport is taken: {again}"),
        n => panic!("{n} edges hold {hostport}"),
    }
    let (status, next) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{next}");
    // Which way it went (seen with --nocapture).
    eprintln!(
        "the create cut off by SIGSTOP was committed: {}",
        holders == 1
    );
}

/// Sixteen writers through two replicas at once, each creating edges with hostports of its own
/// and certificates of one CA: every create succeeds (PostgreSQL's serialization failures are
/// retried, never reported), and the indexes hold across processes: `store check` finds the
/// hostport index and the CA's certificate count exact. The password in the store URL shows
/// nowhere in serve's log, and a replica stops cleanly on SIGTERM (exit 0).
#[test]
fn concurrent_writers_through_two_replicas_all_succeed_and_the_indexes_hold() {
    let Some(database) = postgres::database("postgres::concurrent_writers") else {
        return;
    };
    let mut env = Env::new();
    // Trust authentication accepts any password: enough to see that it is never shown.
    let url = database.replacen("postgres@", "postgres:s3cretpw@", 1);
    env.set_var("TUNNELCTL_STORE", &url);
    // Both replicas seal the CA's key with the same store key (a CA on PostgreSQL needs one).
    let key = env.file("store.key", &format!("{}\n", "5e".repeat(32)));
    std::fs::set_permissions(&key, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    env.set_var("TUNNELCTL_STORE_KEY_FILE", key.to_str().unwrap());
    // (The second before the first, whose URL then goes to every command of env.)
    let (_second, second) = spawn_serve(&env, "true");
    env.start_server();
    let first = env.base_url();
    let (_, public) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "alice");
    let (status, ca) = http(
        &first,
        "POST",
        "/ssh_certificate_authorities",
        Some(&json!({})),
    )
    .expect("serve answers");
    assert_eq!(status, 201, "{ca}");
    const WRITERS: usize = 16;
    const EACH: usize = 5;
    let failures: Vec<(u16, Value)> = std::thread::scope(|s| {
        let threads: Vec<_> = (0..WRITERS)
            .map(|writer| {
                let url = if writer % 2 == 0 { &first } else { &second };
                let (ca, public) = (&ca, &public);
                s.spawn(move || {
                    let mut failed = Vec::new();
                    for n in 0..EACH {
                        let edge = json!({ "hostports": [format!("2.tcp.ngrok.io:{}", 30000 + writer * 100 + n)] });
                        let cert = json!({
                            "ssh_certificate_authority_id": ca["id"],
                            "public_key": public,
                            "principals": ["alice"],
                        });
                        for (path, body) in [("/edges/tcp", edge), ("/ssh_user_certificates", cert)] {
                            let (status, answer) =
                                http(url, "POST", path, Some(&body)).expect("serve answers");
                            if status != 201 {
                                failed.push((status, answer));
                            }
                        }
                    }
                    failed
                })
            })
            .collect();
        threads
            .into_iter()
            .flat_map(|t| t.join().unwrap())
            .collect()
    });
    assert!(failures.is_empty(), "{failures:?}");
    // Stopping drops a pool of connections on the runtime's threads: a clean exit, no panic.
    let stopped = env.stop_server().expect("the first replica runs");
    let log = std::fs::read_to_string(env.path().join("serve.log")).unwrap();
    assert!(
        stopped.success(),
        "serve exits 0 on SIGTERM: {stopped:?}\n{log}"
    );
    assert!(!log.contains("panicked"), "{log}");
    assert!(log.contains("stopped"), "{log}");
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(report["records"]["tcp_edges"], WRITERS * EACH, "{report}");
    assert_eq!(
        report["records"]["ssh_user_certificates"],
        WRITERS * EACH,
        "{report}"
    );
    assert!(log.contains("postgres:****@127.0.0.1"), "{log}");
    assert!(!log.contains("s3cretpw"), "{log}");
    // One audit chain, whichever replica sealed each record: a record for each change (the CA,
    // the edges and certificates, and what serve's start recorded), numbered without a gap, each
    // chained to the one before.
    let cluster = postgres::cluster("postgres::concurrent_writers").unwrap();
    let numbered = cluster.psql(
        &postgres::database_name(std::path::Path::new(&database)),
        "SELECT count(*), min(key)::bigint, max(key)::bigint FROM tunnelctl.tunnelctl_records \
         WHERE tree = 'audit_records'",
    );
    let count: usize = numbered.split('|').next().unwrap().parse().unwrap();
    assert!(count > 2 * WRITERS * EACH, "{numbered}");
    assert_eq!(numbered.trim(), format!("{count}|1|{count}"));
    let verified = env.run(&["audit", "verify"]);
    assert!(verified.status.success(), "{verified:?}");
}

/// Each replica seals the audit records of its commits onto the head it last knew (docs/design.md,
/// "Audit chain on PostgreSQL"). When the other replica wrote meanwhile, the commit is refused
/// naming the head, and the same records are sealed onto it and sent again: the request is not
/// run again (no retry, nothing handed to the blocking pool), and the chain holds.
#[test]
fn a_commit_after_another_replicas_is_sealed_again_without_running_its_request_again() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::sealed_again") else {
        return;
    };
    cluster.log_statements(&database);
    env.json(&["tcp-edge", "create", "--description", "before the replicas"]);
    let replicas = [spawn_serve(&env, UNSEEDED), spawn_serve(&env, UNSEEDED)];
    let counts = |base: &str| {
        let (status, _, metrics) = common::http_raw(base, "GET", "/metrics", "").unwrap();
        assert_eq!(status, 200, "{metrics}");
        let sample = |name: &str| common::metric(&metrics, name).unwrap();
        [
            "tunnelctl_store_retries_total",
            "tunnelctl_store_requests_to_blocking_pool_total",
            "tunnelctl_store_requests_unblocked_total",
        ]
        .map(sample)
    };
    let before = replicas.each_ref().map(|(_, base)| counts(base));
    // In turn: each create's replica last knew the head as its own previous create left it (or
    // as it found it opening), and the other replica has moved it since, but for the first.
    let mut names = Vec::new();
    for round in 0..3 {
        for (replica, (_, base)) in replicas.iter().enumerate() {
            let name = format!("sealed again {round}.{replica}");
            let body = json!({ "description": name });
            let (status, edge) = http(base, "POST", "/edges/tcp", Some(&body)).unwrap();
            assert_eq!(status, 201, "{edge}");
            names.push(name);
        }
    }
    // Each of those was sent twice, the same writes sealed onto another head the second time.
    let logged = cluster.logged_statements();
    let sent: Vec<Vec<postgres::LoggedCommit>> = (names.iter())
        .map(|name| {
            (logged.iter())
                .filter(|(_, sql)| sql.contains(name.as_str()))
                .filter_map(|(_, sql)| postgres::logged_commit(sql))
                .collect()
        })
        .collect();
    let times: Vec<usize> = sent.iter().map(Vec::len).collect();
    assert_eq!(times, [1, 2, 2, 2, 2, 2], "{sent:#?}");
    for again in &sent[1..] {
        assert_eq!(again[0].writes, again[1].writes);
        assert_ne!(again[0].records, again[1].records);
    }
    for ((_, base), before) in replicas.iter().zip(before) {
        let [retries, to_blocking_pool, unblocked] = counts(base);
        assert_eq!(
            (retries, to_blocking_pool, unblocked),
            (before[0], before[1], before[2] + 3),
            "{base}"
        );
    }
    let trail = env.json(&["audit", "list", "-o", "json", "--limit", "100"]);
    let sequences: Vec<u64> = (trail["audit_records"].as_array().unwrap().iter())
        .map(|r| r["sequence"].as_u64().unwrap())
        .collect();
    assert_eq!(sequences, (1..=7).rev().collect::<Vec<_>>(), "{trail}");
    let verified = env.run(&["audit", "verify"]);
    assert!(verified.status.success(), "{verified:?}");
}

/// The PL/pgSQL that chained the audit trail up to schema 8, as it was: a database it wrote is
/// migrated, and tunnelctl seals its next records onto the head it left.
const SCHEMA_8_AUDIT: &str = r#"
CREATE FUNCTION tunnelctl.tunnelctl_audit(entries text[]) RETURNS void
LANGUAGE plpgsql VOLATILE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    head json;
    seq bigint := 0;
    previous text := repeat('0', 64);
    entry text;
    sealed bytea;
    keys text[] := '{}';
    records text[] := '{}';
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('meta/audit_head', 0));
    SELECT value INTO head FROM tunnelctl.tunnelctl_records WHERE tree = 'meta' AND key = 'audit_head';
    IF head IS NOT NULL THEN
        seq := (head->>'sequence')::bigint;
        previous := head->>'hash';
    END IF;
    FOREACH entry IN ARRAY entries LOOP
        seq := seq + 1;
        sealed := convert_to('{"sequence":' || seq || ',"previous_hash":"' || previous || '"', 'UTF8')
            || CASE WHEN entry = '{}' THEN '\x7d'::bytea
                ELSE '\x2c'::bytea || substring(convert_to(entry, 'UTF8') FROM 2) END;
        previous := encode(sha256(sealed), 'hex');
        keys := keys || lpad(seq::text, 20, '0');
        records := records
            || ('{"hash":"' || previous || '",' || convert_from(substring(sealed FROM 2), 'UTF8'));
    END LOOP;
    INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
        SELECT 'audit_records', k, r::json FROM unnest(keys, records) AS u(k, r);
    UPDATE tunnelctl.tunnelctl_records SET value = json_build_object('sequence', seq, 'hash', previous)
        WHERE tree = 'meta' AND key = 'audit_head';
    IF NOT FOUND THEN
        INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
            VALUES ('meta', 'audit_head', json_build_object('sequence', seq, 'hash', previous));
    END IF;
END $$;
CREATE FUNCTION tunnelctl.tunnelctl_commit(expected integer, alone boolean, wait_ms integer,
    ops text[], trees text[], keys text[], olds text[], vals text[], entries text[])
RETURNS void LANGUAGE plpgsql AS $$ BEGIN PERFORM tunnelctl.tunnelctl_audit(entries); END $$;
"#;

/// Schema 9 moved the chaining into tunnelctl: a database whose trail schema 8's PL/pgSQL sealed
/// (its head as `json_build_object` wrote it) is migrated, those functions go, and the records
/// tunnelctl seals next extend that chain, which verifies across the boundary.
#[test]
fn a_trail_schema_8_chained_in_sql_is_extended_by_tunnelctl_after_the_migration() {
    let test = "postgres::schema_8_trail";
    let Some(env) = Env::postgres(test) else {
        return;
    };
    env.json(&["tcp-edge", "create", "--description", "sealed by tunnelctl"]);
    let cluster = postgres::cluster(test).unwrap();
    let database = postgres::database_name(&env.store());
    cluster.psql(
        &database,
        &format!(
            "UPDATE tunnelctl.tunnelctl_schema SET version = 8; {SCHEMA_8_AUDIT}; \
             SELECT tunnelctl.tunnelctl_audit(ARRAY['{{\"operation\":\"create\",\"note\":\"é\"}}', '{{}}'])"
        ),
    );
    let head = || {
        cluster.psql(
            &database,
            "SELECT value::text FROM tunnelctl.tunnelctl_records \
             WHERE tree = 'meta' AND key = 'audit_head'",
        )
    };
    assert!(
        head().starts_with(r#"{"sequence" : 3, "hash" : ""#),
        "{}",
        head()
    );
    let verified = env.run(&["audit", "verify"]);
    assert!(verified.status.success(), "{verified:?}");

    env.json(&["tcp-edge", "create", "--description", "after the migration"]);
    let left = cluster.psql(
        &database,
        "SELECT version, to_regprocedure('tunnelctl.tunnelctl_audit(text[])') IS NULL, \
         to_regprocedure('tunnelctl.tunnelctl_commit(integer, boolean, integer, text[], text[], \
         text[], text[], text[], text[])') IS NULL FROM tunnelctl.tunnelctl_schema",
    );
    assert_eq!(
        left.trim(),
        format!("{}|t|t", tunnelctl::store::SCHEMA_VERSION)
    );
    let trail = env.json(&["audit", "list", "-o", "json", "--limit", "100"]);
    let records = trail["audit_records"].as_array().unwrap();
    let sequences: Vec<u64> = records
        .iter()
        .map(|r| r["sequence"].as_u64().unwrap())
        .collect();
    assert_eq!(sequences, [4, 3, 2, 1], "{trail}");
    assert_eq!(records[0]["previous_hash"], records[1]["hash"], "{trail}");
    // The head as sled writes it, now.
    let sealed = json!({"sequence": 4, "hash": records[0]["hash"]}).to_string();
    assert_eq!(head().trim(), sealed);
    let verified = env.run(&["audit", "verify"]);
    assert!(verified.status.success(), "{verified:?}");
}

/// TLS to the database (rustls): on a server that takes only TLS over TCP, `sslmode=require`
/// and `verify-full` with the server's CA connect; without TLS, or with another CA under
/// `verify-full`, the command is refused as unreachable (exit 6), writing nothing. `serve`'s reads
/// ahead of GETs go over TLS too.
#[test]
fn tls_to_the_database_connects_as_sslmode_says_and_verify_full_checks_the_ca() {
    let Some((cluster, ca)) = postgres::own_tls_cluster("postgres::tls") else {
        return;
    };
    let env = Env::new();
    let database = cluster.0.database();
    let ca = ca.to_str().unwrap();
    let verified = format!("{database}?sslmode=verify-full&sslrootcert={ca}");
    for store in [format!("{database}?sslmode=require"), verified.clone()] {
        let out = env.run(&["-o", "json", "--store", &store, "tcp-edge", "create"]);
        assert!(
            out.status.success(),
            "{store}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // Another CA: rcgen's CA of a second cluster-less run, written beside this one.
    let other = env.file("other-ca.pem", &{
        let key = rcgen::KeyPair::generate().unwrap();
        let mut params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
        params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
        params.self_signed(&key).unwrap().pem()
    });
    // Without TLS the server refuses this user (no pg_hba.conf rule: exit 4); a certificate
    // that does not verify never reaches the server (exit 6).
    for (store, code) in [
        (format!("{database}?sslmode=disable"), exit::AUTH),
        (
            format!(
                "{database}?sslmode=verify-full&sslrootcert={}",
                other.display()
            ),
            exit::UNAVAILABLE,
        ),
    ] {
        let out = env.run(&["--store", &store, "tcp-edge", "create"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{store}: {stderr}");
        assert!(
            stderr.contains(&format!("127.0.0.1:{}", cluster.0.port)),
            "{stderr}"
        );
    }
    let listed = env.json(&["--store", &verified, "tcp-edge", "list"]);
    assert_eq!(listed["tcp_edges"].as_array().unwrap().len(), 2, "{listed}");

    // serve's reads ahead of GETs go over its pool's connections: over TLS, verified.
    let mut env = env;
    env.set_var("TUNNELCTL_STORE", &verified);
    let (_serve, base) = spawn_serve(&env, "true");
    let first = id(&listed["tcp_edges"][0]);
    let before = evaluated(&base);
    let (status, read) = http(&base, "GET", &format!("/edges/tcp/{first}"), None).unwrap();
    assert_eq!((status, id(&read)), (200, first));
    assert_eq!(
        evaluated(&base).0,
        before.0 + 1,
        "the GET was not read ahead"
    );
    let connections = cluster.0.psql(
        "postgres",
        "SELECT count(*), bool_and(s.ssl) FROM pg_stat_activity a JOIN pg_stat_ssl s \
         USING (pid) WHERE a.application_name = 'tunnelctl'",
    );
    let (count, all_tls) = connections.trim().split_once('|').unwrap();
    assert_ne!(count.trim(), "0", "{connections}");
    assert_eq!(
        all_tls.trim(),
        "t",
        "a connection without TLS: {connections}"
    );
}

/// `/healthz` says whether the store takes writes, for load balancers, and answers at once
/// whatever the database does: 200 while it takes writes; 503 with `Retry-After` (the body says
/// no more than that) while it answers reads but refuses writes (`default_transaction_read_only`,
/// as a standby would: a GET of a record is still answered), while it is stalled (every process
/// of the cluster stopped with SIGSTOP: a check of it waits forever) and while it is stopped; 200
/// again once it is back, without restarting `serve`. Each request to `/healthz` is given 2 s: a
/// guard against an answer that waits on the database, not a performance figure (it is 1 s).
#[test]
fn healthz_answers_at_once_and_follows_whether_the_database_takes_writes() {
    let Some((cluster, _env, _serve, base)) = serve_on_own_cluster("postgres::healthz", "true")
    else {
        return;
    };
    // The one database of serve_on_own_cluster.
    let database = cluster
        .0
        .psql(
            "postgres",
            "SELECT datname FROM pg_database WHERE datname LIKE 'own%'",
        )
        .trim()
        .to_string();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(2)))
        .build()
        .into();
    let health = || {
        let mut answer = agent
            .get(format!("{base}/healthz"))
            .call()
            .expect("/healthz answers within 2 s");
        let retry_after = answer.headers().get("retry-after").cloned();
        let body: Value = answer.body_mut().read_json().unwrap();
        (answer.status().as_u16(), retry_after, body)
    };
    let unavailable =
        |(status, retry_after, body): (u16, Option<ureq::http::HeaderValue>, Value)| {
            assert_eq!((status, body), (503, json!({"status": "unavailable"})));
            assert_eq!(retry_after.unwrap(), "1");
        };
    assert_eq!(health(), (200, None, json!({"status": "ok"})));
    let (status, edge) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{edge}");
    let edges = || {
        cluster.0.psql(
            &database,
            "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges'",
        )
    };

    // serve's connections end, and the next ones are read-only.
    let read_only = |setting: &str| {
        cluster
            .0
            .psql("postgres", &format!("ALTER DATABASE {database} {setting}"));
        cluster.0.psql(
            "postgres",
            &format!(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                 WHERE datname = '{database}'"
            ),
        );
    };
    read_only("SET default_transaction_read_only = on");
    assert!(
        common::within(Duration::from_secs(10), || health().0 == 503),
        "/healthz said 200 for a database that refuses writes"
    );
    unavailable(health());
    let path = format!("/edges/tcp/{}", id(&edge));
    assert_eq!(
        http(&base, "GET", &path, None).unwrap().0,
        200,
        "reads go on"
    );
    let before = edges();
    let (status, refused) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 503, "{refused}");
    assert_eq!(edges(), before, "nothing was written");
    // What an operator's Prometheus sees of it: the store's error, and the pool at work.
    let (status, _, metrics) = common::http_raw(&base, "GET", "/metrics", "").unwrap();
    assert_eq!(status, 200, "{metrics}");
    let sample = |name: &str| {
        common::metric(&metrics, name).unwrap_or_else(|| panic!("no {name} in {metrics}"))
    };
    assert!(sample("tunnelctl_store_errors_total") > 0, "{metrics}");
    assert!(
        sample("tunnelctl_store_pool_connections_in_use") <= 8,
        "{metrics}"
    );
    read_only("RESET default_transaction_read_only");
    assert!(
        common::within(Duration::from_secs(10), || health().0 == 200),
        "/healthz did not come back with writes"
    );

    let stalled = cluster.0.stall();
    assert!(
        common::within(Duration::from_secs(10), || health().0 == 503),
        "/healthz said 200 for a stalled database"
    );
    unavailable(health());
    drop(stalled);
    assert!(
        common::within(Duration::from_secs(30), || health().0 == 200),
        "/healthz did not come back once the database went on"
    );

    cluster.0.pg_ctl(&["stop", "-m", "fast"]);
    unavailable(health());
    cluster.0.pg_ctl(&["start"]);
    assert!(
        common::within(Duration::from_secs(30), || health().0 == 200),
        "/healthz did not come back with the database"
    );
}

/// A create waits for its commit no longer than the write bound (30 s, docs/postgres.md; here
/// 3 s through the testing aid `TUNNELCTL_PG_WRITE_BOUND_MS`), whatever holds the group ahead of
/// it: with the writers' lock held, each group is sent with a statement timeout ending at its
/// earliest member's deadline, where a create waited 15 s (`lock_timeout`) for the writers' lock,
/// and one queued behind it waited for that and then its own. Every one is a 503, none stored, and the next create commits.
#[test]
fn creates_queued_behind_a_blocked_group_answer_within_the_write_bound() {
    let Some((mut env, cluster, database)) = env_on_cluster("postgres::write_bound") else {
        return;
    };
    env.set_var("TUNNELCTL_PG_WRITE_BOUND_MS", "3000");
    let (_serve, base) = spawn_serve(&env, "true");
    let stored = || {
        cluster.psql(
            &database,
            "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges'",
        )
    };
    let before = stored();
    let holder = cluster.hold_writers_lock(&database);
    let answers: Vec<_> = std::thread::scope(|s| {
        let create = || {
            let asked = std::time::Instant::now();
            let answer = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
            (answer, asked.elapsed())
        };
        let creates: Vec<_> = (0..4).map(|_| s.spawn(create)).collect();
        creates.into_iter().map(|c| c.join().unwrap()).collect()
    });
    drop(holder);
    // The bound plus a margin for a busy machine, well below the 15 s a queued create waited.
    let margin = Duration::from_secs(3 + 5);
    for ((status, body), took) in &answers {
        assert_eq!(*status, 503, "{body}");
        assert!(*took < margin, "answered after {took:?}: {body}");
    }
    assert_eq!(stored(), before, "a create answered 503 was stored");
    let (status, created) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{created}");
}

/// A unit that a stopped client leaves waiting (a suspended `apply`, a paused CI runner: here an
/// all-or-nothing unit, as `apply` runs one, that wrote and then waits) holds nothing in the
/// database: its writes wait in its write-set until it ends (issue 60, item 2; until then it was
/// a transaction, which held the writers' lock until PostgreSQL ended its session after 10 s
/// idle). No session sits idle in a transaction, a create through `serve` meanwhile is answered
/// 201 without waiting, and the unit, once it goes on, commits all it wrote beside the create.
#[test]
fn a_unit_left_waiting_by_a_stopped_client_holds_nothing() {
    use tunnelctl::store::{Store, StoreOptions, Tree};
    let Some((env, cluster, database)) = env_on_cluster("postgres::idle_in_transaction") else {
        return;
    };
    let (_serve, base) = spawn_serve(&env, "true");
    let store = Store::open(&StoreOptions {
        location: env.store().into(),
        lock_timeout: Duration::from_secs(10),
        seed: None,
        on_wait: None,
    })
    .unwrap();
    let edges = Tree::of(&tunnelctl::kind::TCP_EDGE);
    let (waiting, resume) = (Barrier::new(2), Barrier::new(2));
    let (unit, idle, (status, created), waited) = std::thread::scope(|s| {
        let unit = s.spawn(|| {
            store.all_or_nothing(|unit| {
                store.write(unit, |tx| tx.put(edges, "held", &json!({})))?;
                waiting.wait();
                resume.wait();
                store.write(unit, |tx| tx.put(edges, "after", &json!({})))
            })
        });
        waiting.wait();
        let idle = cluster.psql(
            &database,
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'tunnelctl' \
             AND state = 'idle in transaction'",
        );
        let started = std::time::Instant::now();
        let created = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
        let waited = started.elapsed();
        resume.wait();
        (unit.join().unwrap(), idle, created, waited)
    });
    assert_eq!(idle.trim(), "0", "the waiting unit held a transaction");
    assert_eq!(status, 201, "{created}");
    assert!(
        waited < Duration::from_secs(5),
        "the create waited {waited:?}"
    );
    assert!(matches!(unit, Ok(Ok(()))), "{unit:?}");
    let kept = cluster.psql(
        &database,
        "SELECT string_agg(key, ',' ORDER BY key) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges'",
    );
    let mut expected = ["after".to_string(), id(&created), "held".to_string()];
    expected.sort();
    assert_eq!(
        kept.trim(),
        expected.join(","),
        "the unit and the create are kept"
    );
}

/// A database host that vanishes without closing its connections: a network partition, not a
/// crash (every packet to or from the cluster's port dropped on the loopback device by
/// iptables, so no reset ever comes). A GET on the pool's idle connection answers 503 with
/// `Retry-After` once TCP gives up on the unacknowledged query (15 s, `tcp_user_timeout`) and a
/// new connection times out, rather than after the minutes TCP takes by itself; once the network
/// is back, reads and writes succeed again through the same `serve`, and nothing was lost.
#[test]
fn a_partitioned_database_answers_503_within_the_tcp_timeouts_then_recovers() {
    let test = "postgres::partition";
    let iptables = std::process::Command::new("iptables").arg("-S").output();
    if !rustix::process::geteuid().is_root() || !iptables.is_ok_and(|o| o.status.success()) {
        common::skip(test, "needs root and iptables to drop a port's packets");
        return;
    }
    let Some((cluster, _env, _serve, base)) = serve_on_own_cluster(test, "true") else {
        return;
    };
    let (status, edge) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{edge}");
    let path = format!("/edges/tcp/{}", id(&edge));
    // Leaves a connection idle in serve's pool.
    assert_eq!(http(&base, "GET", &path, None).unwrap().0, 200);

    let partition = Partition::new(cluster.0.port);
    assert!(partition.rules("-C"), "the partition's rules are in place");
    // Without a bound from tunnelctl the GET would wait for TCP's own retransmissions to give up
    // (about 15 minutes on Linux): 60 s is "did not hang", not a performance figure.
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into();
    let answer = agent
        .get(format!("{base}{path}"))
        .header("Authorization", format!("Bearer {}", common::API_KEY))
        .header("Ngrok-Version", "2")
        .call()
        .expect("serve answers within 60 s while the database is unreachable");
    assert_eq!(answer.status().as_u16(), 503);
    assert_eq!(
        answer
            .headers()
            .get("retry-after")
            .map(|v| v.to_str().unwrap()),
        Some("1")
    );

    drop(partition);
    assert!(
        common::within(Duration::from_secs(30), || http(&base, "GET", &path, None)
            .is_ok_and(|(status, _)| status == 200)),
        "reads did not come back with the network"
    );
    let (status, second) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{second}");
}

/// Drops every packet to or from `port` on the loopback device while it lives (iptables).
struct Partition(Vec<String>);

impl Partition {
    fn new(port: u16) -> Partition {
        let partition = Partition(vec![port.to_string()]);
        partition.rules("-A");
        partition
    }

    /// Adds (`-A`) or deletes (`-D`) the two rules.
    fn rules(&self, action: &str) -> bool {
        ["--dport", "--sport"].iter().all(|direction| {
            std::process::Command::new("iptables")
                .args([
                    action, "INPUT", "-i", "lo", "-p", "tcp", direction, &self.0[0],
                ])
                .args(["-j", "DROP"])
                .status()
                .is_ok_and(|s| s.success())
        })
    }
}

impl Drop for Partition {
    fn drop(&mut self) {
        self.rules("-D");
    }
}

/// How a test starts `serve` without `TUNNELCTL_SEED`, as teams run it: its creates then run on
/// its async thread and are committed after (store/unblocked.rs). Under the seed they run on the
/// blocking pool (the seed counter is a round trip first), as do the tests' other replicas.
const UNSEEDED: &str = "unset TUNNELCTL_SEED";

/// A cluster of the test's own (so that it may stop it) and one `serve` on it (started after
/// `shell_prefix`, see `spawn_serve`), whose pool gives up connecting after a second while the
/// database is down (connections are refused at once).
fn serve_on_own_cluster(
    test: &str,
    shell_prefix: &str,
) -> Option<(postgres::OwnCluster, Env, common::Serve, String)> {
    let cluster = postgres::own_cluster(test)?;
    let mut env = Env::new();
    env.set_var(
        "TUNNELCTL_STORE",
        &format!("{}?connect_timeout=1", cluster.0.database()),
    );
    env.create_store();
    let (serve, base) = spawn_serve(&env, shell_prefix);
    Some((cluster, env, serve, base))
}

/// The writers' locks, seen from the store (docs/postgres.md, "Concurrent writers"): sixteen
/// threads that each read a counter and write it back one more, at once, lose no increment (each
/// commit checks, under the key's lock, that the counter still holds what its request read, and
/// the request runs again when it does not; READ COMMITTED alone would lose most); and a write of
/// more keys than PostgreSQL's lock table should hold for one commits whole.
#[test]
fn concurrent_read_modify_writes_lose_nothing_and_a_large_write_holds_one_lock() {
    use tunnelctl::store::{Scope, Store, StoreOptions, Tree};
    let Some(database) = postgres::database("postgres::writers_locks") else {
        return;
    };
    let cluster = postgres::cluster("postgres::writers_locks").unwrap();
    let name = postgres::database_name(std::path::Path::new(&database));
    let store = Store::open(&StoreOptions {
        location: std::path::PathBuf::from(&database).into(),
        lock_timeout: Duration::from_secs(10),
        seed: None,
        on_wait: None,
    })
    .unwrap();
    let edges = Tree::of(&tunnelctl::kind::TCP_EDGE);
    const THREADS: u64 = 16;
    const EACH: u64 = 10;
    std::thread::scope(|s| {
        for _ in 0..THREADS {
            s.spawn(|| {
                for _ in 0..EACH {
                    store
                        .write(&Scope::plain(), |tx| {
                            let n = tx
                                .get::<Value>(edges, "counter")?
                                .map_or(0, |v| v["n"].as_u64().unwrap());
                            tx.put(edges, "counter", &json!({ "n": n + 1 }))
                        })
                        .unwrap();
                }
            });
        }
    });
    let counter: Value = store
        .get(&Scope::plain(), edges, "counter")
        .unwrap()
        .unwrap();
    assert_eq!(counter["n"], THREADS * EACH);

    // 100 records in one write: more key locks than one commit may take in PostgreSQL's shared
    // lock table, so it commits as the only writer, whole. (The write's request no longer runs
    // inside a transaction, so the lock its commit holds cannot be looked at from the request.)
    store
        .write(&Scope::plain(), |tx| {
            for n in 0..100 {
                tx.put(edges, &format!("bulk{n:03}"), &json!({ "n": n }))?;
            }
            Ok(())
        })
        .unwrap();
    let written = store
        .scan_prefix::<Value>(&Scope::plain(), edges, "bulk")
        .unwrap();
    assert_eq!(written.len(), 100);
    assert_eq!(written[99].1, json!({ "n": 99 }));
    let held = cluster.psql(
        &name,
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'",
    );
    assert_eq!(held.trim(), "0", "no lock outlives its commit");
}

/// Whether `sql`, as the server logged it, reads `key` of `tree` by itself, outside any
/// transaction's locks.
fn read_one(sql: &str, tree: &str, key: &str) -> bool {
    sql.starts_with(
        "SELECT value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = $2",
    ) && sql.contains(&format!("$1 = '{tree}', $2 = '{key}'"))
}

/// A PostgreSQL environment of its own database for `test`, with the cluster it is on and the
/// database's name (for `psql`); `None` after a visible skip when PostgreSQL is not installed.
fn env_on_cluster(test: &str) -> Option<(Env, &'static postgres::Cluster, String)> {
    let env = Env::postgres(test)?;
    let cluster = postgres::cluster(test).expect("the cluster of Env::postgres");
    let database = postgres::database_name(&env.store());
    Some((env, cluster, database))
}

/// A create's new record is inserted, never written over: when its ID is one a record already
/// has (here the seed counter of `TUNNELCTL_SEED` is set back by hand, so the next create draws
/// the same ID), the record there is untouched and the create draws another ID, as on sled. Text with quotes,
/// backslashes and non-ASCII goes through the parameters that carry it, created and updated,
/// unchanged.
#[test]
fn a_create_never_writes_over_a_record_with_its_id() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::new_id_taken") else {
        return;
    };
    let tricky = r#"it's "quoted" \ back\\slashed; é ✓ '' --"#;
    let first = env.json(&["tcp-edge", "create", "--description", tricky]);
    assert_eq!(first["description"], tricky);
    let updated = env.json(&["tcp-edge", "update", &id(&first), "--metadata", tricky]);
    assert_eq!(updated["metadata"], tricky);
    let before = env.json(&["tcp-edge", "get", &id(&first)]);
    assert_eq!(before, updated);

    cluster.psql(
        &database,
        "UPDATE tunnelctl.tunnelctl_meta SET value = value - 1 WHERE name = 'seeded_id_counter'",
    );
    let second = env.json(&["tcp-edge", "create", "--description", "second"]);
    assert_ne!(id(&second), id(&first));
    assert_eq!(second["description"], "second");
    assert_eq!(env.json(&["tcp-edge", "get", &id(&first)]), before);
    assert_eq!(
        env.json(&["tcp-edge", "list"])["tcp_edges"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
}

/// A group of creates (`tunnelctl_commit` with only new records and claimed keys, schema.rs) is
/// written set-wise, and a group of updates (keys read before and written) one write after the
/// other; each writes all of it or nothing: a group of creates in which one claimed key is taken
/// fails with TC001 naming that key, one in which two creates claim the same key as a unique
/// violation; a group of updates in which one key no longer holds what was read, or one key is
/// written twice, fails with TC001 naming it. Each leaves the records as they were. Sent by psql
/// as the committer sends a group of two.
#[test]
fn a_group_of_creates_or_updates_writes_all_of_it_or_nothing() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::group_of_creates") else {
        return;
    };
    let taken = format!("{}.tcp.example.com:1", database.replace('_', "-"));
    let free = format!("{}.tcp.example.com:2", database.replace('_', "-"));
    let edge = env.json(&["tcp-edge", "create", "--hostport", &taken]);
    let records = || {
        cluster.psql(
            &database,
            "SELECT tree, key, value::text FROM tunnelctl.tunnelctl_records \
             WHERE tree <> 'meta' ORDER BY tree, key",
        )
    };
    let group = |first: &str, second: &str| {
        format!(
            "SELECT tunnelctl.tunnelctl_commit({}, false, NULL, \
             '{{insert,claim,insert,claim}}', \
             '{{tcp_edges,index_hostports,tcp_edges,index_hostports}}', \
             ARRAY['edgtcp_group_a', '{first}', 'edgtcp_group_b', '{second}'], \
             '{{NULL,NULL,NULL,NULL}}', \
             ARRAY['{{\"id\":\"edgtcp_group_a\"}}', '\"edgtcp_group_a\"', \
                   '{{\"id\":\"edgtcp_group_b\"}}', '\"edgtcp_group_b\"'], \
             NULL, '{{}}', '{{}}', NULL)",
            tunnelctl::store::SCHEMA_VERSION
        )
    };
    let before = records();

    let error = cluster.psql_error(&database, &group(&free, &taken));
    assert!(
        error.contains(&format!(
            "key {taken} of index_hostports was taken to be free and is not"
        )),
        "{error}"
    );
    assert_eq!(records(), before);
    let error = cluster.psql_error(&database, &group(&free, &free));
    assert!(error.contains("duplicate key value"), "{error}");
    assert_eq!(records(), before);

    cluster.psql(&database, &group(&free, &format!("{free}0")));
    let after = records();
    for row in [
        "tcp_edges|edgtcp_group_a|{\"id\":\"edgtcp_group_a\"}".to_string(),
        "tcp_edges|edgtcp_group_b|{\"id\":\"edgtcp_group_b\"}".to_string(),
        format!("index_hostports|{free}|\"edgtcp_group_a\""),
        format!("index_hostports|{free}0|\"edgtcp_group_b\""),
        format!("index_hostports|{taken}|\"{}\"", id(&edge)),
    ] {
        assert!(after.lines().any(|line| line == row), "{row} in {after}");
    }
    assert_eq!(after.lines().count(), before.lines().count() + 4, "{after}");

    let updates = |keys: [&str; 2], olds: [&str; 2], values: [&str; 2]| {
        let text = |values: [&str; 2]| values.map(|v| format!("'{{\"id\":\"{v}\"}}'")).join(", ");
        format!(
            "SELECT tunnelctl.tunnelctl_commit({}, false, NULL, '{{replace,replace}}', \
             '{{tcp_edges,tcp_edges}}', ARRAY['{}', '{}'], ARRAY[{}], ARRAY[{}], \
             NULL, '{{}}', '{{}}', NULL)",
            tunnelctl::store::SCHEMA_VERSION,
            keys[0],
            keys[1],
            text(olds),
            text(values)
        )
    };
    let (a, b) = ("edgtcp_group_a", "edgtcp_group_b");
    let error = cluster.psql_error(&database, &updates([a, b], [a, "stale"], ["a1", "b1"]));
    assert!(
        error.contains("key edgtcp_group_b of tcp_edges changed since it was read"),
        "{error}"
    );
    assert_eq!(records(), after);
    let error = cluster.psql_error(&database, &updates([a, a], [a, a], ["a1", "a2"]));
    assert!(
        error.contains("of tcp_edges changed since it was read"),
        "{error}"
    );
    assert_eq!(records(), after);

    cluster.psql(&database, &updates([a, b], [a, b], ["a1", "b1"]));
    let updated = records();
    for row in [
        "tcp_edges|edgtcp_group_a|{\"id\":\"a1\"}",
        "tcp_edges|edgtcp_group_b|{\"id\":\"b1\"}",
    ] {
        assert!(
            updated.lines().any(|line| line == row),
            "{row} in {updated}"
        );
    }
    assert_eq!(updated.lines().count(), after.lines().count(), "{updated}");
}

/// A create is one message to PostgreSQL, one statement that is a transaction by itself
/// (`tunnelctl_commit`, its values as parameters): its record, and its hostport's entry written
/// with the check that it is free (a claim, taken for granted until the commit). When the
/// hostport is taken, that check fails the try, and the create runs again reading the hostport
/// (by itself, outside any transaction): a 409 that writes nothing, as before.
#[test]
fn a_create_is_one_message_and_a_taken_hostport_is_read_again() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::one_message") else {
        return;
    };
    cluster.log_statements(&database);
    let hostport = format!("{}.tcp.example.com:1", database.replace('_', "-"));
    let create = ["tcp-edge", "create", "--hostport", &hostport];
    // The messages of the one backend that sent `hostport`, from its first with it.
    let messages = || {
        let logged = cluster.logged_statements();
        let pids: Vec<u32> = logged
            .iter()
            .filter(|(_, statement)| statement.contains(&hostport))
            .map(|(pid, _)| *pid)
            .collect();
        let pid = *pids.last().expect("a message with the hostport");
        let first = logged
            .iter()
            .position(|(p, s)| *p == pid && s.contains(&hostport))
            .unwrap();
        logged[first..]
            .iter()
            .filter(|(p, _)| *p == pid)
            .map(|(_, s)| s.clone())
            .collect::<Vec<_>>()
    };

    let edge = env.json(&create);
    let sent = messages();
    assert_eq!(sent.len(), 1, "{sent:#?}");
    // A one-shot read asks who owns the schema and its version once, as it opens the store, not
    // again before reading, and who it is with the audit trail's head (which a write's records
    // are sealed onto) in one statement; then it reads the store's public URL (for the `uri`) and
    // the record.
    let before = cluster.logged_statements().len();
    env.json(&["tcp-edge", "get", &id(&edge)]);
    let read: Vec<String> = cluster.logged_statements()[before..]
        .iter()
        .map(|(_, s)| s.clone())
        .filter(|s| s.contains("tunnelctl_schema") || s.contains("tunnelctl_records"))
        .collect();
    assert_eq!(read.len(), 5, "{read:#?}");
    assert!(read[0].contains("pg_get_userbyid"), "{read:#?}");
    assert!(read[1].starts_with("SELECT version,"), "{read:#?}");
    assert!(
        read[2].starts_with(
            "SELECT current_user::text, (SELECT value::text FROM tunnelctl.tunnelctl_records"
        ),
        "{read:#?}"
    );
    for record in &read[3..] {
        assert!(
            record.starts_with("SELECT value::text FROM tunnelctl.tunnelctl_records"),
            "{read:#?}"
        );
    }
    let commit = postgres::logged_commit(&sent[0]).unwrap_or_else(|| panic!("{sent:#?}"));
    assert_eq!(
        commit.expected,
        Some(tunnelctl::store::SCHEMA_VERSION.to_string()),
        "{commit:#?}"
    );
    assert_eq!(commit.ops(), ["insert", "claim"], "{commit:#?}");
    assert!(commit.has("insert", "tcp_edges", &id(&edge)), "{commit:#?}");
    assert!(
        commit.has("claim", "index_hostports", &hostport),
        "{commit:#?}"
    );

    let out = env.run(&create);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(exit::CONFLICT), "{stderr}");
    assert!(stderr.contains(&id(&edge)), "{stderr}");
    let sent = messages();
    let first = postgres::logged_commit(&sent[0]).unwrap_or_else(|| panic!("{sent:#?}"));
    assert!(
        first.has("claim", "index_hostports", &hostport),
        "{sent:#?}"
    );
    // Read again, by itself (before issue 60, locked in a transaction: `tunnelctl_read`).
    let reread = (sent.iter()).position(|s| read_one(s, "index_hostports", &hostport));
    assert!(reread.is_some_and(|i| i > 0), "{sent:#?}");
    assert!(
        !sent
            .iter()
            .skip(1)
            .any(|s| s.ends_with("COMMIT") || s.contains("tunnelctl_commit(")),
        "{sent:#?}"
    );
    let edges = env.json(&["tcp-edge", "list"])["tcp_edges"].clone();
    assert_eq!(edges, json!([edge]));
}

/// Creates that reach one replica while another create's commit is under way wait, and go to
/// PostgreSQL together, as one transaction in one message (group commit). A group whose members
/// clash (two of them create the same hostport) fails as a whole and commits nothing: each member
/// runs again by itself, reading its hostport, so that exactly one of the two gets its 201 and
/// every other create gets its own.
#[test]
fn creates_meeting_in_one_replica_commit_together_and_a_clash_runs_each_again() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::group_commit") else {
        return;
    };
    cluster.log_statements(&database);
    let (_serve, base) = spawn_serve(&env, "true");
    let hostport = |name: &str| format!("{name}.{}.tcp.example.com:1", database.replace('_', "-"));

    // Six creates arrive while another's commit is under way, two of them for one hostport.
    let names: Vec<String> = ["a", "b", "c", "d", "same", "same"]
        .into_iter()
        .map(hostport)
        .collect();
    let (_, others) =
        creates_behind_a_commit(cluster, &database, &base, &hostport("first"), &names);
    let mut answers: Vec<_> = others.into_iter().map(|t| t.join().unwrap()).collect();
    answers.sort_by_key(|(name, status, _)| (name.clone(), *status));
    let statuses: Vec<u16> = answers.iter().map(|(_, status, _)| *status).collect();
    assert_eq!(statuses, [201, 201, 201, 201, 201, 409], "{answers:#?}");
    assert_eq!(answers[5].2["error_code"], "ERR_NGROK_7122", "{answers:#?}"); // hostport taken

    // The six went as one group, which the clash failed; then each ran by itself, reading.
    let logged = cluster.logged_statements();
    let group = logged
        .iter()
        .find(|(_, sql)| names.iter().all(|name| sql.contains(name.as_str())))
        .map(|(_, sql)| sql);
    let group = group.unwrap_or_else(|| panic!("no message with all six: {logged:#?}"));
    // One statement, a transaction by itself that waits for no lock past the write bound: each
    // record's insert and its hostport's claim, and the audit records of all six last.
    let group = postgres::logged_commit(group).unwrap_or_else(|| panic!("{group}"));
    assert_eq!(
        group.expected,
        Some(tunnelctl::store::SCHEMA_VERSION.to_string()),
        "{group:#?}"
    );
    assert!(group.wait_ms.is_some_and(|ms| ms <= 30_000), "{group:#?}");
    assert_eq!(group.ops(), ["insert", "claim"].repeat(6), "{group:#?}");
    for name in &names {
        assert!(group.has("claim", "index_hostports", name), "{group:#?}");
    }
    let created = |record: &String| record.contains(r#""operation":"create""#);
    assert_eq!(
        group.records.iter().filter(|r| created(r)).count(),
        6,
        "{group:#?}"
    );
    for name in &names {
        let read = |sql: &str| read_one(sql, "index_hostports", name);
        assert!(logged.iter().any(|(_, sql)| read(sql)), "{name}");
    }
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(report["records"]["tcp_edges"], 6, "{report}");
}

/// Issue 40 item 4: a read-then-write transaction reads outside its transaction and commits in a
/// group, the group checking what each read: PATCHes of four edges and two signatures of one CA
/// that arrive while another commit is under way go as one message, with no key locked before
/// it and the CA checked under a shared lock (signatures no longer update a count of the CA's,
/// on which they waited for each other). Two PATCHes of one edge in one group: the check fails
/// the group, each runs again by itself, reading, and neither change is lost to the other.
/// Then the CA's certificates are an entry each, and a store of schema 5, which counted them, is
/// brought to that by the next opening: consistent, and the CA still refused deletion while in
/// use.
#[test]
fn patches_and_signatures_commit_in_groups_and_a_changed_record_runs_again() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::kinds_grouped") else {
        return;
    };
    let ca = id(&env.json(&["ssh-ca", "create"]));
    let (_, public_key) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "u");
    let edges: Vec<String> = (0..4)
        .map(|_| id(&env.json(&["tcp-edge", "create"])))
        .collect();
    cluster.log_statements(&database);
    let (_serve, base) = spawn_serve(&env, "true");
    let hostport = |name: &str| format!("{name}.{}.tcp.example.com:1", database.replace('_', "-"));
    let send = |method: &'static str, path: String, body: Value| {
        let base = base.clone();
        std::thread::spawn(move || http(&base, method, &path, Some(&body)).unwrap())
    };
    let patch = |edge: &str, description: &str| {
        send(
            "PATCH",
            format!("/edges/tcp/{edge}"),
            json!({ "description": description }),
        )
    };
    let sign = || {
        send(
            "POST",
            "/ssh_user_certificates".into(),
            json!({"ssh_certificate_authority_id": ca, "public_key": public_key, "principals": ["alice"]}),
        )
    };
    // While a create's commit waits for a lock `psql` holds, the others queue behind it.
    let behind_a_commit =
        |name: &str, requests: &dyn Fn() -> Vec<std::thread::JoinHandle<(u16, Value)>>| {
            let holder = cluster.hold_key_lock(&database, "index_hostports", &hostport(name));
            let first = create_in_thread(&base, hostport(name));
            await_lock_waiter(cluster, &database);
            let others = requests();
            std::thread::sleep(Duration::from_secs(1));
            drop(holder);
            assert_eq!(first.join().unwrap().1, 201);
            others
                .into_iter()
                .map(|t| t.join().unwrap())
                .collect::<Vec<_>>()
        };

    let answers = behind_a_commit("first", &|| {
        let mut requests: Vec<_> = edges.iter().map(|e| patch(e, "grouped")).collect();
        requests.extend([sign(), sign()]);
        requests
    });
    let statuses: Vec<u16> = answers.iter().map(|(status, _)| *status).collect();
    assert_eq!(statuses, [200, 200, 200, 200, 201, 201], "{answers:#?}");
    let certificates: Vec<String> = answers[4..].iter().map(|(_, c)| id(c)).collect();
    let logged = cluster.logged_statements();
    let group = logged
        .iter()
        .map(|(_, sql)| sql)
        .find(|sql| certificates.iter().all(|c| sql.contains(c.as_str())))
        .unwrap_or_else(|| panic!("no message with both certificates: {logged:#?}"));
    let group = postgres::logged_commit(group).unwrap_or_else(|| panic!("{group}"));
    assert_eq!(
        group.expected,
        Some(tunnelctl::store::SCHEMA_VERSION.to_string()),
        "{group:#?}"
    );
    for edge in &edges {
        assert!(
            group.has("replace", "tcp_edges", edge),
            "{edge} not in {group:#?}"
        );
    }
    let shared = |w: &&[Option<String>; 5]| {
        w[0].as_deref() == Some("unchanged")
            && w[1].as_deref() == Some("ssh_certificate_authorities")
            && w[2].as_deref() == Some(ca.as_str())
    };
    assert_eq!(group.writes.iter().filter(shared).count(), 2, "{group:#?}");
    for edge in &edges {
        assert_eq!(
            env.json(&["tcp-edge", "get", edge])["description"],
            "grouped"
        );
    }

    // Two changes of one edge in one group: run again each by itself, reading; both are applied
    // (the audit trail has both), in some order.
    let updates = || -> u64 {
        let count = cluster.psql(
            &database,
            &format!(
                "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'audit_records' \
                 AND value->>'operation' = 'update' AND value->'resource'->>'id' = '{}'",
                edges[0]
            ),
        );
        count.trim().parse().unwrap()
    };
    let updates_before = updates();
    let answers = behind_a_commit("second", &|| {
        vec![patch(&edges[0], "one"), patch(&edges[0], "two")]
    });
    assert!(
        answers.iter().all(|(status, _)| *status == 200),
        "{answers:#?}"
    );
    // (Before issue 60 the clash ran again locking each key as it read it, `tunnelctl_read`;
    // now it runs again through the write loop, committing by itself: what is asserted is that
    // both changes were applied, each recorded once.)
    assert_eq!(
        updates() - updates_before,
        2,
        "the clash ran again, and both changes were applied"
    );
    let last = env.json(&["tcp-edge", "get", &edges[0]])["description"].clone();
    assert!(last == "one" || last == "two", "{last}");

    let entries = || {
        cluster.psql(
            &database,
            "SELECT string_agg(key || '=' || value::text, ' ' ORDER BY key) \
             FROM tunnelctl.tunnelctl_records WHERE tree = 'index_ssh_ca_certificates'",
        )
    };
    let mut expected: Vec<String> = certificates
        .iter()
        .map(|c| format!("{ca}/{c}=\"{c}\""))
        .collect();
    expected.sort();
    assert_eq!(entries().trim(), expected.join(" "));
    // Schema 5 kept a count per CA.
    cluster.psql(
        &database,
        &format!(
            "DELETE FROM tunnelctl.tunnelctl_records WHERE tree = 'index_ssh_ca_certificates'; \
             INSERT INTO tunnelctl.tunnelctl_records VALUES ('index_ssh_ca_certificates', '{ca}', '2'); \
             UPDATE tunnelctl.tunnelctl_schema SET version = 5"
        ),
    );
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(entries().trim(), expected.join(" "));
    let out = env.run(&["-o", "json", "ssh-ca", "delete", &ca, "--yes"]);
    assert_eq!(out.status.code(), Some(exit::CONFLICT));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("still has 2 user certificate(s)"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for certificate in &certificates {
        assert!(env
            .run(&["ssh-cert", "delete", certificate, "--yes"])
            .status
            .success());
    }
    assert_eq!(entries().trim(), "");
    assert!(env
        .run(&["ssh-ca", "delete", &ca, "--yes"])
        .status
        .success());
}

/// A group of creates whose connection is lost before its COMMIT (its backend terminated while
/// it waits for a lock) answers every member 503, as one transaction would, and keeps none of
/// them; the replica then writes again on another connection.
#[test]
fn a_group_cut_off_before_its_commit_answers_every_member_503_and_keeps_none() {
    group_cut_off("postgres::group_cut_off", "true");
}

/// The same, for creates run on serve's async thread: their group is the committer's.
#[test]
fn a_group_of_creates_answered_on_the_async_thread_cut_off_answers_each_503_and_keeps_none() {
    group_cut_off("postgres::group_cut_off_inline", UNSEEDED);
}

fn group_cut_off(test: &str, serve_prefix: &str) {
    let Some((env, cluster, database)) = env_on_cluster(test) else {
        return;
    };
    let (_serve, base) = spawn_serve(&env, serve_prefix);
    let hostport = |name: &str| format!("{name}.{}.tcp.example.com:1", database.replace('_', "-"));
    let names: Vec<String> = ["a", "b", "c", "d"].into_iter().map(hostport).collect();
    // The group will wait for a's lock; the first create holds the way while the group forms.
    let group_blocker = cluster.hold_key_lock(&database, "index_hostports", &names[0]);
    let (edge, group) =
        creates_behind_a_commit(cluster, &database, &base, &hostport("first"), &names);

    await_lock_waiter(cluster, &database);
    cluster.psql(
        &database,
        "SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN pg_database d \
         ON d.oid = l.database WHERE l.locktype = 'advisory' AND NOT l.granted \
         AND d.datname = current_database()",
    );
    for answer in group {
        let (name, status, answer) = answer.join().unwrap();
        assert_eq!(status, 503, "{name}: {answer}");
        assert_eq!(
            answer["error_code"], "ERR_TUNNELCTL_STORAGE_UNAVAILABLE",
            "{answer}"
        );
    }
    drop(group_blocker);

    let edges = env.json(&["tcp-edge", "list"])["tcp_edges"].clone();
    let kept: Vec<String> = edges.as_array().unwrap().iter().map(id).collect();
    assert_eq!(kept, [id(&edge)], "none of the group was kept: {edges}");
    let body = json!({ "hostports": [names[0]] });
    let (status, again) = http(&base, "POST", "/edges/tcp", Some(&body)).unwrap();
    assert_eq!(status, 201, "{again}");
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
}

/// A create under way in a thread of its own: (hostport, status, answer) when joined.
type Creating = std::thread::JoinHandle<(String, u16, Value)>;

/// Creates an edge with `hostport` through `base` in a thread of its own.
fn create_in_thread(base: &str, hostport: String) -> Creating {
    let base = base.to_string();
    std::thread::spawn(move || {
        let body = json!({ "hostports": [hostport] });
        let (status, answer) = http(&base, "POST", "/edges/tcp", Some(&body)).unwrap();
        (hostport, status, answer)
    })
}

/// Starts creates of `hostports` through `base` while another create's commit (of `first`) is
/// under way, waiting in PostgreSQL for its hostport's lock, which `psql` holds: they reach
/// `serve` well within the second they are given (each holds one of the pool's 8 connections),
/// and wait. Then releases the lock; returns the first create (a 201) once it is committed, and
/// the others' threads.
fn creates_behind_a_commit(
    cluster: &postgres::Cluster,
    database: &str,
    base: &str,
    first: &str,
    hostports: &[String],
) -> (Value, Vec<Creating>) {
    let holder = cluster.hold_key_lock(database, "index_hostports", first);
    let first = create_in_thread(base, first.to_string());
    await_lock_waiter(cluster, database);
    let others = hostports
        .iter()
        .map(|h| create_in_thread(base, h.clone()))
        .collect();
    std::thread::sleep(Duration::from_secs(1));
    drop(holder);
    let (_, status, edge) = first.join().unwrap();
    assert_eq!(status, 201, "{edge}");
    (edge, others)
}

/// Returns once a session on `database` waits for an advisory lock (a create's commit blocked
/// by a lock `Cluster::hold_key_lock` holds).
fn await_lock_waiter(cluster: &postgres::Cluster, database: &str) {
    let asked = std::time::Instant::now();
    while cluster.lock_waiters(database) == 0 {
        assert!(
            asked.elapsed() < Duration::from_secs(30),
            "no create waited for its lock"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A replica left running after a newer tunnelctl migrated the database (here: the version set
/// one past its own by hand under a running `serve`) neither writes nor reads it, once its connections asked
/// again (within a second): a create, a GET, a list and `/healthz` answer 503 with `Retry-After`
/// (a load balancer drains it; a client retries and reaches an upgraded replica), saying why, and
/// nothing is written. Once the schema is its own again it answers again.
#[test]
fn a_replica_answers_503_once_the_schema_moved_past_its_own() {
    let Some(mut env) = Env::postgres("postgres::schema_moved") else {
        return;
    };
    let cluster = postgres::cluster("postgres::schema_moved").unwrap();
    let database = postgres::database_name(&env.store());
    env.start_server();
    let base = env.base_url();
    let request = |method: &str, path: &str| {
        let body = if method == "POST" { "{}" } else { "" };
        common::http_with_headers(&base, method, path, body).unwrap()
    };
    let (status, _, created) = request("POST", "/edges/tcp");
    assert_eq!(status, 201, "{created}");
    let edge = format!("/edges/tcp/{}", created["id"].as_str().unwrap());
    let count = || {
        cluster.psql(
            &database,
            "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges'",
        )
    };
    let before = count();

    let own = tunnelctl::store::SCHEMA_VERSION;
    cluster.psql(
        &database,
        &format!(
            "UPDATE tunnelctl.tunnelctl_schema SET version = {}",
            own + 1
        ),
    );
    // A connection asks again at most every second (`SCHEMA_RECHECK`); writes at once.
    assert!(
        common::within(Duration::from_secs(5), || request("GET", edge.as_str()).0
            == 503),
        "the replica went on reading"
    );
    for (method, path, nothing) in [
        ("POST", "/edges/tcp", "written)"),
        ("GET", edge.as_str(), "nothing was read"),
        ("GET", "/edges/tcp", "nothing was read"),
        (
            "GET",
            "/edges/tcp/edgtcp_2fDzLcBa2iJnPGJqVmfY6F2WNOp",
            "nothing was read",
        ),
    ] {
        let (status, headers, refused) = request(method, path);
        assert_eq!(status, 503, "{method} {path}: {refused}");
        assert_eq!(refused["error_code"], "ERR_TUNNELCTL_STORAGE_UNAVAILABLE");
        assert!(
            headers.iter().any(|(k, v)| k == "retry-after" && v == "1"),
            "{method} {path}: {headers:?}"
        );
        let msg = refused["msg"].as_str().unwrap();
        assert!(
            msg.contains(&format!(
                "schema is now {}, and this tunnelctl uses schema {own}",
                own + 1
            )),
            "{method} {path}: {msg}"
        );
        assert!(msg.contains("upgrade this one"), "{msg}");
        assert!(msg.contains(nothing), "{method} {path}: {msg}");
    }
    let (status, _, health) = request("GET", "/healthz");
    assert_eq!((status, health), (503, json!({"status": "unavailable"})));
    assert_eq!(count(), before, "nothing was written");

    cluster.psql(
        &database,
        &format!("UPDATE tunnelctl.tunnelctl_schema SET version = {own}"),
    );
    assert!(common::within(Duration::from_secs(5), || request(
        "GET", "/healthz"
    )
    .0 == 200));
    assert_eq!(request("GET", edge.as_str()).0, 200);
    assert_eq!(request("POST", "/edges/tcp").0, 201);
}

/// A statement cancelled while it waits (here: a create waiting for a hostport's key lock that
/// another session holds, cancelled with `pg_cancel_backend`, as `statement_timeout` would after
/// 30 s) answers 503 at once: it is not run again on another connection, where it would only wait
/// again. Nothing of it is written.
#[test]
fn a_cancelled_statement_answers_503_and_is_not_run_again() {
    let Some(mut env) = Env::postgres("postgres::cancelled") else {
        return;
    };
    let cluster = postgres::cluster("postgres::cancelled").unwrap();
    let database = postgres::database_name(&env.store());
    env.start_server();
    let base = env.base_url();
    // Another session holds the lock of the hostport's index entry.
    let location = env.store().to_str().unwrap().to_string();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let connecting = tokio_postgres::connect(&location, tokio_postgres::NoTls);
    let (holder, connection) = runtime.block_on(connecting).unwrap();
    runtime.spawn(connection);
    let hold = "BEGIN; SELECT pg_advisory_xact_lock(\
                hashtextextended('index_hostports/7.tcp.ngrok.io:7', 0))";
    runtime.block_on(holder.batch_execute(hold)).unwrap();
    let answer = std::thread::scope(|s| {
        let create = s.spawn(|| {
            let body = json!({ "hostports": ["7.tcp.ngrok.io:7"] });
            http(&base, "POST", "/edges/tcp", Some(&body)).unwrap()
        });
        let waiting = "SELECT pid FROM pg_stat_activity WHERE application_name = 'tunnelctl' \
                       AND wait_event_type = 'Lock'";
        assert!(
            common::within(Duration::from_secs(20), || !cluster
                .psql(&database, waiting)
                .trim()
                .is_empty()),
            "the create never waited for the lock"
        );
        cluster.psql(
            &database,
            &format!("SELECT pg_cancel_backend(pid) FROM ({waiting}) w"),
        );
        // Run again, it would wait for the lock until the end of this test.
        assert!(
            common::within(Duration::from_secs(20), || create.is_finished()),
            "the cancelled create was run again"
        );
        create.join().unwrap()
    });
    runtime.block_on(holder.batch_execute("ROLLBACK")).unwrap();
    assert_eq!(answer.0, 503, "{}", answer.1);
    let edges = cluster.psql(
        &database,
        "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges'",
    );
    assert_eq!(edges.trim(), "0");
}

/// The pids of the connections to `database` now that `condition` holds for (a test's cluster
/// is shared, and its log holds every database's statements).
fn backends(cluster: &postgres::Cluster, database: &str, condition: &str) -> Vec<u32> {
    let query =
        format!("SELECT pid FROM pg_stat_activity WHERE datname = '{database}' AND {condition}");
    let pids = cluster.psql(database, &query);
    pids.lines()
        .map(|pid| pid.trim().parse().unwrap())
        .collect()
}

/// How serve reads one record, and how it reads a batch of one tree's (src/store/unblocked.rs).
const READ_ONE: &str =
    "SELECT value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = $2";
const READ_MANY: &str =
    "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = ANY($2)";

/// How many requests serve at `base` has answered on its async thread, and how many it evaluated
/// there and then ran on its blocking pool (`/metrics`). A request answered on the async thread
/// read only through its evaluation's reads, on connections the pool shares (store/pg/pool.rs):
/// the evaluation cannot hold a connection.
fn evaluated(base: &str) -> (u64, u64) {
    let (status, _, metrics) = common::http_raw(base, "GET", "/metrics", "").unwrap();
    assert_eq!(status, 200, "{metrics}");
    let sample = |name: &str| {
        common::metric(&metrics, name).unwrap_or_else(|| panic!("no {name} in {metrics}"))
    };
    (
        sample("tunnelctl_store_requests_unblocked_total"),
        sample("tunnelctl_store_requests_to_blocking_pool_total"),
    )
}

/// The statements logged since the `from`th by the connections to `database` (the log holds
/// every database's).
fn logged_in(cluster: &postgres::Cluster, database: &str, from: usize) -> Vec<(u32, String)> {
    let ours = backends(cluster, database, "true");
    let logged = cluster.logged_statements().split_off(from);
    logged
        .into_iter()
        .filter(|(pid, _)| ours.contains(pid))
        .collect()
}

/// Who read records by key in `logged`, by pid: a statement each (of one key, or of a batch of
/// one tree's, store/pg/batch.rs), leaving out serve's refresh of its public URL (tree `meta`),
/// which reads on the pool every second, whatever the requests do.
fn record_readers(logged: &[(u32, String)]) -> Vec<u32> {
    let meta = Some("meta".to_string());
    logged
        .iter()
        .filter(|(_, sql)| sql.starts_with(READ_ONE) || sql.starts_with(READ_MANY))
        .filter(|(_, sql)| postgres::logged_parameters(sql).is_some_and(|p| p[0] != meta))
        .map(|(pid, _)| *pid)
        .collect()
}

/// serve answers a GET of one record on PostgreSQL from a read made ahead of the request on its
/// async runtime (store/unblocked.rs), for each kind that has one: the answer is the one the
/// write gave, a missing record is a 404 naming it, and each GET is answered there, its read on a
/// connection the pool shares (a request that needs more than its record would hold one). While
/// every connection the pool gives transactions waits behind a writer's lock, such a GET is still
/// answered, and so is a list page, where a CA's KRL (a scan) has to wait for a connection and
/// answers 503.
#[test]
fn gets_of_one_record_are_read_ahead_and_answered_while_the_pool_waits_for_writers() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::reads_ahead") else {
        return;
    };
    cluster.log_statements(&database);
    let (_serve, base) = spawn_serve(&env, "true");
    let write = |method: &str, path: &str, body: Value| {
        let (status, written) = http(&base, method, path, Some(&body)).unwrap();
        assert!(status == 200 || status == 201, "{method} {path}: {written}");
        written
    };
    let edge = write("POST", "/edges/tcp", json!({}));
    let edge_path = format!("/edges/tcp/{}", id(&edge));
    let backend = write(
        "PUT",
        &format!("{edge_path}/backend"),
        json!({"backend_id": fake_id("bkdtg", 1)}),
    );
    // The edge as it is now, its backend with it.
    let edge = write("PATCH", &edge_path, json!({"description": "é ☃ \"q\""}));
    let mut written = vec![
        (edge_path.clone(), edge.clone()),
        (format!("{edge_path}/backend"), backend),
        (
            format!("/edges/tls/{}/tls_termination", fake_id("edgtls", 1)),
            write(
                "PUT",
                &format!("/edges/tls/{}/tls_termination", fake_id("edgtls", 1)),
                json!({"min_version": "1.2"}),
            ),
        ),
        (
            format!(
                "/edges/https/{}/routes/{}/compression",
                fake_id("edghts", 1),
                fake_id("edghtsrt", 1)
            ),
            write(
                "PUT",
                &format!(
                    "/edges/https/{}/routes/{}/compression",
                    fake_id("edghts", 1),
                    fake_id("edghtsrt", 1)
                ),
                json!({"enabled": true}),
            ),
        ),
    ];
    for (collection, body) in [
        ("/event_subscriptions", json!({"description": "sub"})),
        ("/ssh_certificate_authorities", json!({})),
    ] {
        let made = write("POST", collection, body);
        written.push((format!("{collection}/{}", id(&made)), made));
    }

    let logged_before = cluster.logged_statements().len();
    let evaluated_before = evaluated(&base);
    for (path, body) in &written {
        let (status, read) = http(&base, "GET", path, None).unwrap();
        assert_eq!((status, read), (200, body.clone()), "{path}");
    }
    let missing = fake_id("edgtcp", 9);
    let (status, refused) = http(&base, "GET", &format!("/edges/tcp/{missing}"), None).unwrap();
    assert_eq!(status, 404, "{refused}");
    assert!(
        refused["msg"].as_str().unwrap().contains(&missing),
        "{refused}"
    );

    // Every one of those GETs was answered on the async thread, its record read ahead; one
    // after the other, the reads all went over one connection (reads fill a connection before
    // they spread).
    let (unblocked, to_blocking_pool) = evaluated(&base);
    assert_eq!(
        (unblocked - evaluated_before.0, to_blocking_pool),
        (written.len() as u64 + 1, evaluated_before.1)
    );
    let by = record_readers(&logged_in(cluster, &database, logged_before));
    assert_eq!(by.len(), written.len() + 1, "{by:?}");
    assert!(
        by.iter().all(|pid| *pid == by[0]),
        "reads one at a time: {by:?}"
    );

    // Eight writes hold the pool's eight connections, waiting in PostgreSQL for the writers'
    // lock, which psql holds: deletions of CAs, which scan their revocations as the only writer.
    // (Creates no longer do: one waiting for its group's commit holds no connection.)
    let cas: Vec<String> = (0..8)
        .map(|_| id(&write("POST", "/ssh_certificate_authorities", json!({}))))
        .collect();
    let holder = cluster.hold_writers_lock(&database);
    let deletes: Vec<_> = cas
        .iter()
        .map(|ca| {
            let (base, path) = (base.clone(), format!("/ssh_certificate_authorities/{ca}"));
            std::thread::spawn(move || http(&base, "DELETE", &path, None).unwrap())
        })
        .collect();
    let asked = std::time::Instant::now();
    while cluster.lock_waiters(&database) < 8 {
        assert!(asked.elapsed().as_secs() < 30, "the deletions never waited");
        std::thread::sleep(Duration::from_millis(20));
    }
    let (status, read) = http(&base, "GET", &edge_path, None).unwrap();
    assert_eq!((status, read), (200, edge.clone()));
    // A list page is read ahead too (store/unblocked.rs); a KRL, a scan, waits for a
    // connection.
    let (status, list) = http(&base, "GET", "/edges/tcp", None).unwrap();
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["tcp_edges"][0]["id"], edge["id"], "{list}");
    let krl = format!("{}/krl", written.last().unwrap().0);
    let (status, refused) = http(&base, "GET", &krl, None).unwrap();
    assert_eq!(status, 503, "the pool had a connection to spare: {refused}");
    drop(holder);
    for delete in deletes {
        let (status, answer) = delete.join().unwrap();
        assert_eq!(status, 204, "{answer}");
    }
    let listed = env.json(&["ssh-ca", "list"]);
    assert_eq!(
        listed["ssh_certificate_authorities"]
            .as_array()
            .unwrap()
            .len(),
        1,
        "{listed}"
    );
}

/// serve on PostgreSQL reads the records of concurrent requests in batches (store/pg/batch.rs):
/// while one read is out, here held behind a lock on the records' table, the records asked for
/// meanwhile wait, then go together, one statement for each tree's. Each request is answered its
/// own record, whatever its kind; a record asked for twice is answered twice, and a missing one
/// is a 404 naming it. `/metrics` counts the reads and the statements that carried them.
#[test]
fn records_asked_for_while_a_read_is_out_are_read_together_and_each_answered_its_own() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::batched_reads") else {
        return;
    };
    let mut paths: Vec<String> = (0..3)
        .map(|_| format!("/edges/tcp/{}", id(&env.json(&["tcp-edge", "create"]))))
        .collect();
    let ca = id(&env.json(&["ssh-ca", "create"]));
    paths.push(format!("/ssh_certificate_authorities/{ca}"));
    let subscription = id(&env.json(&["event-sub", "create"]));
    paths.push(format!("/event_subscriptions/{subscription}"));
    let missing = fake_id("edgtcp", 9);
    paths.push(format!("/edges/tcp/{missing}"));
    paths.push(paths[1].clone());
    cluster.log_statements(&database);
    let (_serve, base) = spawn_serve(&env, "true");
    // What each is answered alone (and the reads' connection made).
    let alone: Vec<(u16, Value)> = paths
        .iter()
        .map(|path| http(&base, "GET", path, None).unwrap())
        .collect();
    assert_eq!(alone[5].0, 404, "{:?}", alone[5]);
    assert!(alone[5].1["msg"].as_str().unwrap().contains(&missing));
    assert!(alone.iter().filter(|(status, _)| *status == 200).count() == 6);
    let counted = |name: &str| {
        let (status, _, metrics) = common::http_raw(&base, "GET", "/metrics", "").unwrap();
        assert_eq!(status, 200, "{metrics}");
        common::metric(&metrics, name).unwrap_or_else(|| panic!("no {name} in {metrics}"))
    };
    let reads = || counted("tunnelctl_store_record_reads_total");
    let statements = || counted("tunnelctl_store_record_read_statements_total");
    let (reads_before, statements_before) = (reads(), statements());
    let await_reads = |n: u64| {
        let asked = std::time::Instant::now();
        while reads() < reads_before + n {
            assert!(asked.elapsed().as_secs() < 30, "the reads were never asked");
            std::thread::sleep(Duration::from_millis(20));
        }
    };

    let holder = cluster.hold_records_table(&database);
    let logged_before = cluster.logged_statements().len();
    let get = |path: &String| {
        let (base, path) = (base.clone(), path.clone());
        std::thread::spawn(move || http(&base, "GET", &path, None).unwrap())
    };
    // The first read goes out, and waits for the table; the others are asked meanwhile.
    let first = get(&paths[0]);
    await_reads(1);
    let others: Vec<_> = paths[1..].iter().map(get).collect();
    await_reads(paths.len() as u64);
    drop(holder);
    let answers: Vec<(u16, Value)> = std::iter::once(first)
        .chain(others)
        .map(|answer| answer.join().unwrap())
        .collect();
    // The same answers, but for the operation ID a refusal names.
    let unnamed = |answers: &[(u16, Value)]| {
        let mut answers = answers.to_vec();
        for (_, body) in &mut answers {
            body.get_mut("details").map(|d| d["operation_id"].take());
        }
        answers
    };
    assert_eq!(unnamed(&answers), unnamed(&alone));

    // The six asked meanwhile went as one batch: a statement for each of the three trees.
    let batched: Vec<Vec<Option<String>>> = logged_in(cluster, &database, logged_before)
        .into_iter()
        .filter(|(_, sql)| sql.starts_with(READ_MANY))
        .map(|(_, sql)| postgres::logged_parameters(&sql).unwrap())
        .collect();
    let mut trees: Vec<&str> = batched.iter().map(|p| p[0].as_deref().unwrap()).collect();
    trees.sort();
    assert_eq!(
        trees,
        [
            "event_subscriptions",
            "ssh_certificate_authorities",
            "tcp_edges"
        ],
        "{batched:?}"
    );
    let edges = batched
        .iter()
        .find(|p| p[0].as_deref() == Some("tcp_edges"));
    let mut keys = postgres::array_elements(edges.unwrap()[1].as_deref().unwrap());
    keys.sort();
    keys.dedup();
    let mut expected: Vec<Option<String>> = [&paths[1], &paths[2], &paths[5]]
        .iter()
        .map(|path| path.rsplit('/').next().map(str::to_string))
        .collect();
    expected.sort();
    assert_eq!(keys, expected);
    assert_eq!(reads(), reads_before + 7);
    assert_eq!(statements(), statements_before + 4, "one, then three");
}

/// serve on PostgreSQL evaluates on its async thread any request that reads records by their
/// keys or a page of a list (store/unblocked.rs), not only GETs and creates: a PATCH, a
/// module's PUT, a DELETE, a signature and a list read over connections serve's pool shares, none
/// holding one, and commit their write-sets through `tunnelctl_commit`. A PATCH of a missing edge
/// is a 404 naming it, and one that takes a hostport in use a 409: neither writes anything. A CA
/// with a passphrase is made the usual way (its key derivation would hold the async thread), and
/// signs.
#[test]
fn requests_that_read_records_by_key_are_evaluated_on_the_async_thread() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::evaluated") else {
        return;
    };
    let (_, public_key) = crate::ssh_support::user_key(ssh_key::Algorithm::Ed25519, "u");
    let hostport = |name: &str| format!("{name}.{}.tcp.example.com:1", database.replace('_', "-"));
    let edge = env.json(&["tcp-edge", "create", "--hostport", &hostport("kept")]);
    let (edge_path, gone) = (
        format!("/edges/tcp/{}", id(&edge)),
        id(&env.json(&["tcp-edge", "create"])),
    );
    let taken = id(&env.json(&["tcp-edge", "create", "--hostport", &hostport("taken")]));
    let ca = id(&env.json(&["ssh-ca", "create"]));
    cluster.log_statements(&database);
    let (_serve, base) = spawn_serve(&env, UNSEEDED);
    let send = |method: &str, path: &str, body: Option<Value>| {
        http(&base, method, path, body.as_ref()).unwrap()
    };

    let logged_before = cluster.logged_statements().len();
    let evaluated_before = evaluated(&base);
    let (status, patched) = send(
        "PATCH",
        &edge_path,
        Some(json!({"description": "evaluated"})),
    );
    assert_eq!(
        (status, &patched["description"]),
        (200, &json!("evaluated")),
        "{patched}"
    );
    let backend = json!({"backend_id": fake_id("bkdtg", 1)});
    let (status, put) = send("PUT", &format!("{edge_path}/backend"), Some(backend));
    assert_eq!(status, 200, "{put}");
    let (status, deleted) = send("DELETE", &format!("/edges/tcp/{gone}"), None);
    assert_eq!(status, 204, "{deleted}");
    let cert = json!({"ssh_certificate_authority_id": ca, "public_key": public_key, "principals": ["alice"]});
    let (status, signed) = send("POST", "/ssh_user_certificates", Some(cert.clone()));
    assert_eq!(status, 201, "{signed}");
    let (status, page) = send("GET", "/edges/tcp?limit=1", None);
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["tcp_edges"].as_array().unwrap().len(), 1, "{page}");
    assert!(page["next_page_uri"].is_string(), "{page}");
    let missing = fake_id("edgtcp", 9);
    let (status, refused) = send(
        "PATCH",
        &format!("/edges/tcp/{missing}"),
        Some(json!({"description": "x"})),
    );
    assert_eq!(status, 404, "{refused}");
    assert!(
        refused["msg"].as_str().unwrap().contains(&missing),
        "{refused}"
    );
    // The six were answered on the async thread, their records and the page read ahead; none
    // ran on the blocking pool.
    let (unblocked, to_blocking_pool) = evaluated(&base);
    assert_eq!(
        (unblocked - evaluated_before.0, to_blocking_pool),
        (6, evaluated_before.1)
    );
    let logged = logged_in(cluster, &database, logged_before);
    let by = record_readers(&logged);
    assert!(by.len() >= 6, "{logged:#?}");
    let pages = logged
        .iter()
        .filter(|(_, sql)| sql.contains("ORDER BY key DESC LIMIT $3"));
    assert_eq!(pages.count(), 1, "{logged:#?}");
    let commits = logged
        .iter()
        .filter(|(_, sql)| sql.starts_with("SELECT tunnelctl.tunnelctl_commit("));
    assert_eq!(commits.count(), 4, "{logged:#?}");

    // A hostport in use: the commit finds it claimed, and the PATCH runs again the usual way,
    // reading under locks, which refuses it.
    let clash = json!({"hostports": [hostport("taken")]});
    let (status, refused) = send("PATCH", &edge_path, Some(clash));
    assert_eq!(status, 409, "{refused}");

    // What was answered is what is stored; the refusals changed nothing.
    let shown = env.json(&["tcp-edge", "get", &id(&edge)]);
    assert_eq!(shown["description"], "evaluated", "{shown}");
    assert_eq!(shown["hostports"], json!([hostport("kept")]), "{shown}");
    assert_eq!(
        shown["backend"]["backend"]["id"],
        fake_id("bkdtg", 1),
        "{shown}"
    );
    let ids = common::edge_ids(&env);
    assert!(
        !ids.contains(&gone) && ids.contains(&taken) && ids.len() == 2,
        "{ids:?}"
    );
    let certs = env.json(&["ssh-cert", "list"]);
    assert_eq!(
        certs["ssh_user_certificates"][0]["id"], signed["id"],
        "{certs}"
    );

    // Asserts that the requests since `before` (what `evaluated` said then) were none answered
    // on the async thread: they ran on the blocking pool, reading over a connection held.
    let ran_on_the_blocking_pool = |before: (u64, u64)| {
        assert_eq!(evaluated(&base).0, before.0, "answered on the async thread");
    };

    // A large body is parsed once, on the blocking pool, not at each evaluation on the async
    // thread: the PATCH reads its record over the pool.
    let evaluated_before = evaluated(&base);
    let padded = format!("{{\"description\": \"padded\"{}}}", " ".repeat(100 * 1024));
    let (status, patched) = http_text(&base, "PATCH", &edge_path, &padded).unwrap();
    assert_eq!(
        (status, &patched["description"]),
        (200, &json!("padded")),
        "{patched}"
    );
    ran_on_the_blocking_pool(evaluated_before);

    // A key's deletion drops serve's cache of stored keys once the deletion is committed (an
    // effect its write-set carries, run when the commit is answered, wherever the request ran),
    // and the key stops working at once.
    let (status, key) = send("POST", "/api_keys", Some(json!({"role": "reader"})));
    assert_eq!(status, 201, "{key}");
    let token = key["token"].as_str().unwrap();
    assert_eq!(http_as(&base, token, "GET", &edge_path).0, 200);
    let (status, deleted) = send("DELETE", &format!("/api_keys/{}", id(&key)), None);
    assert_eq!(status, 204, "{deleted}");
    let (status, refused) = http_as(&base, token, "GET", &edge_path);
    assert_eq!(status, 401, "{refused}");

    // An ECDSA CA's key is made, and its signature made, on the blocking pool (pure-Rust ECDSA
    // would hold the async thread): its reads go over the pool.
    let evaluated_before = evaluated(&base);
    let ecdsa = json!({"private_key_type": "ecdsa", "elliptic_curve": "p256"});
    let (status, ecdsa) = send("POST", "/ssh_certificate_authorities", Some(ecdsa));
    assert_eq!(status, 201, "{ecdsa}");
    let mut cert = cert;
    cert["ssh_certificate_authority_id"] = ecdsa["id"].clone();
    let (status, signed) = send("POST", "/ssh_user_certificates", Some(cert));
    assert_eq!(status, 201, "{signed}");
    ran_on_the_blocking_pool(evaluated_before);

    // What an operator's Prometheus sees of it.
    let (status, _, metrics) = common::http_raw(&base, "GET", "/metrics", "").unwrap();
    assert_eq!(status, 200, "{metrics}");
    let sample = |name: &str| {
        common::metric(&metrics, name).unwrap_or_else(|| panic!("no {name} in {metrics}"))
    };
    // The PATCH, PUT, DELETE, signature, list, 404 and the key's GET; the clash, the ECDSA CA and
    // its signature. (The key's creation and deletion no longer must go to the blocking pool:
    // what they do once committed is carried by their write-sets.)
    assert!(
        sample("tunnelctl_store_requests_unblocked_total") >= 7,
        "{metrics}"
    );
    assert!(
        sample("tunnelctl_store_requests_to_blocking_pool_total") >= 3,
        "{metrics}"
    );
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
}

/// serve on PostgreSQL gives a write request the record as it last read or wrote it, instead of
/// reading it again (store/unblocked/recent.rs), and its commit checks that the record still holds it.
/// A record changed since by another client (here the CLI, straight to the database) fails that
/// check: the request runs again reading it, and neither the answer nor what is stored loses the
/// other client's change. A GET always reads.
#[test]
fn a_write_request_reuses_the_record_it_last_saw_and_one_changed_since_is_read_again() {
    let Some((env, _, _)) = env_on_cluster("postgres::reused") else {
        return;
    };
    let edge = id(&env.json(&["tcp-edge", "create", "--description", "made"]));
    let path = format!("/edges/tcp/{edge}");
    let (_serve, base) = spawn_serve(&env, UNSEEDED);
    let counted = |name: &str| {
        let (status, _, metrics) = common::http_raw(&base, "GET", "/metrics", "").unwrap();
        assert_eq!(status, 200, "{metrics}");
        common::metric(&metrics, name).unwrap_or_else(|| panic!("no {name} in {metrics}"))
    };
    let counts = || {
        (
            counted("tunnelctl_store_record_reads_total"),
            counted("tunnelctl_store_records_reused_total"),
        )
    };
    let patch = |description: &str| {
        let body = json!({ "description": description });
        let (status, patched) = http(&base, "PATCH", &path, Some(&body)).unwrap();
        assert_eq!(status, 200, "{patched}");
        patched
    };

    // The first PATCH reads the edge; the second is given it as the first wrote it.
    let (reads, reused) = counts();
    patch("one");
    assert_eq!(
        counts(),
        (reads + 1, reused),
        "the first PATCH reads its edge"
    );
    let patched = patch("two");
    assert_eq!(patched["description"], "two", "{patched}");
    assert_eq!(counts(), (reads + 1, reused + 1), "the second reuses it");
    // A GET reads, whatever was seen.
    assert_eq!(http(&base, "GET", &path, None).unwrap().0, 200);
    assert_eq!(counts(), (reads + 2, reused + 1));
    // A refusal is no commit, which would check the edge it was given: the edge is read, and the
    // request evaluated again (a module that is not set: 404).
    let (status, refused) = http(&base, "DELETE", &format!("{path}/backend"), None).unwrap();
    assert_eq!(status, 404, "{refused}");
    assert!(
        refused["msg"].as_str().unwrap().contains("is not set"),
        "{refused}"
    );
    assert_eq!(counts(), (reads + 3, reused + 2));

    // Another client changes the edge: the next PATCH is given what serve saw, its commit finds
    // the edge changed, and it runs again reading it.
    env.json(&[
        "tcp-edge",
        "update",
        &edge,
        "--metadata",
        "changed elsewhere",
    ]);
    let patched = patch("three");
    assert_eq!(
        (&patched["description"], &patched["metadata"]),
        (&json!("three"), &json!("changed elsewhere")),
        "{patched}"
    );
    let shown = env.json(&["tcp-edge", "get", &edge]);
    assert_eq!(
        (&shown["description"], &shown["metadata"]),
        (&json!("three"), &json!("changed elsewhere")),
        "{shown}"
    );
    // Given, refused, and read to see that it had changed.
    assert_eq!(counts(), (reads + 4, reused + 3));
    // Found changed, the edge is read rather than given for a while, and so is kept from being
    // stale at every PATCH when two replicas change it in turn.
    let patched = patch("four");
    assert_eq!(patched["metadata"], "changed elsewhere", "{patched}");
    assert_eq!(counts(), (reads + 5, reused + 3));
    env.json(&["tcp-edge", "update", &edge, "--description", "again"]);
    let (status, deleted) = http(&base, "DELETE", &path, None).unwrap();
    assert_eq!(status, 204, "{deleted}");
    assert!(!common::edge_ids(&env).contains(&edge));
    let verified = env.run(&["audit", "verify"]);
    assert!(verified.status.success(), "{verified:?}");
}

/// Creates that `serve` runs on its async thread (no `TUNNELCTL_SEED`) wait for their commit
/// holding no connection of the pool: with ten of them queued behind a group that waits for a
/// lock in PostgreSQL, a list (which takes a pooled connection) is still answered, where creates
/// on the blocking pool would hold all eight. They go to PostgreSQL as one group; two of them
/// claim the same hostport, so the group fails as a whole and commits nothing, and each runs again
/// the usual way: exactly one of the two gets its 201, the other a 409, and every other create
/// its 201, each ID answered stored.
#[test]
fn creates_on_the_async_thread_wait_for_their_commit_without_a_pooled_connection() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::commits_ahead") else {
        return;
    };
    cluster.log_statements(&database);
    let (_serve, base) = spawn_serve(&env, UNSEEDED);
    let hostport = |name: &str| format!("{name}.{}.tcp.example.com:1", database.replace('_', "-"));
    let names: Vec<String> = ["a", "b", "c", "d", "e", "f", "g", "h", "same", "same"]
        .into_iter()
        .map(hostport)
        .collect();

    let holder = cluster.hold_key_lock(&database, "index_hostports", &hostport("first"));
    let first = create_in_thread(&base, hostport("first"));
    await_lock_waiter(cluster, &database);
    let others: Vec<Creating> = names
        .iter()
        .map(|name| create_in_thread(&base, name.clone()))
        .collect();
    std::thread::sleep(Duration::from_secs(1));
    let (status, list) = http(&base, "GET", "/edges/tcp", None).unwrap();
    assert_eq!(status, 200, "a pooled connection was held: {list}");
    drop(holder);

    let (_, status, edge) = first.join().unwrap();
    assert_eq!(status, 201, "{edge}");
    let mut answers: Vec<_> = others.into_iter().map(|t| t.join().unwrap()).collect();
    answers.sort_by_key(|(name, status, _)| (name.clone(), *status));
    let statuses: Vec<u16> = answers.iter().map(|(_, status, _)| *status).collect();
    assert_eq!(
        statuses,
        [201, 201, 201, 201, 201, 201, 201, 201, 201, 409],
        "{answers:#?}"
    );
    assert_eq!(answers[9].2["error_code"], "ERR_NGROK_7122", "{answers:#?}");

    // The ten went as one group (one statement with their inserts and claims), which the clash
    // failed.
    let logged = cluster.logged_statements();
    let group = logged
        .iter()
        .map(|(_, sql)| sql)
        .find(|sql| names.iter().all(|name| sql.contains(name.as_str())));
    let group = group.unwrap_or_else(|| panic!("no message with all ten: {logged:#?}"));
    let group = postgres::logged_commit(group).unwrap_or_else(|| panic!("{group}"));
    assert_eq!(group.ops(), ["insert", "claim"].repeat(10), "{group:#?}");

    let listed = env.json(&["tcp-edge", "list"]);
    let stored: Vec<String> = listed["tcp_edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(id)
        .collect();
    assert_eq!(stored.len(), 10, "{listed}");
    for (name, status, answer) in answers.iter().chain([&(String::new(), 201, edge)]) {
        if *status == 201 {
            assert!(stored.contains(&id(answer)), "{name}: {answer}");
        }
    }
    let report = env.json(&["store", "check"]);
    assert_eq!(report["consistent"], true, "{report}");
}

/// One replica holds one pool of connections (store/pg/pool.rs), whatever it is asked at once:
/// GETs read ahead on connections it shares, PATCHes committed in groups, and PATCHes with a
/// large body (run on the blocking pool, each holding a connection for its transaction) all at
/// once, 28 clients, never take it past 12 connections
/// to the database (8 for transactions, 1 for the committer, 3 carrying reads), the number
/// docs/postgres.md gives for `max_connections`. Every request is answered.
#[test]
fn one_replica_holds_at_most_twelve_connections_under_every_kind_of_request_at_once() {
    let Some((env, cluster, database)) = env_on_cluster("postgres::one_pool") else {
        return;
    };
    let (_serve, base) = spawn_serve(&env, UNSEEDED);
    let edges: Vec<String> = (0..8)
        .map(|_| id(&env.json(&["tcp-edge", "create"])))
        .collect();
    let padding = " ".repeat(100 * 1024);
    let connections = || -> usize {
        let query = format!("SELECT count(*) FROM pg_stat_activity WHERE datname = '{database}'");
        cluster.psql("postgres", &query).trim().parse().unwrap()
    };
    let stop = AtomicBool::new(false);
    let answered = Mutex::new(BTreeMap::<(&str, u16), usize>::new());
    let most = std::thread::scope(|s| {
        let client = |kind: &'static str, n: usize| {
            let (base, edge, padding) = (&base, &edges[n % edges.len()], &padding);
            let (stop, answered) = (&stop, &answered);
            s.spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    let path = format!("/edges/tcp/{edge}");
                    let (status, _) = match kind {
                        "GET" => http_text(base, "GET", &path, ""),
                        "PATCH" => http_text(base, "PATCH", &path, r#"{"description": "p"}"#),
                        _ => {
                            let body = format!(r#"{{"description": "large"{padding}}}"#);
                            http_text(base, "PATCH", &path, &body)
                        }
                    }
                    .unwrap();
                    *answered.lock().unwrap().entry((kind, status)).or_default() += 1;
                }
            });
        };
        for n in 0..12 {
            client("GET", n);
        }
        for n in 0..8 {
            client("PATCH", n);
        }
        for n in 0..8 {
            client("large PATCH", n);
        }
        let started = std::time::Instant::now();
        let mut most = 0;
        while started.elapsed() < Duration::from_secs(4) {
            most = most.max(connections());
        }
        stop.store(true, Ordering::SeqCst);
        most
    });
    let answered = answered.into_inner().unwrap();
    for kind in ["GET", "PATCH", "large PATCH"] {
        assert!(
            answered.get(&(kind, 200)).is_some_and(|n| *n > 0),
            "{answered:?}"
        );
    }
    assert!(
        answered.keys().all(|(_, status)| *status == 200),
        "{answered:?}"
    );
    assert!((2..=12).contains(&most), "{most} connections at most");
    eprintln!("one pool: {most} connections at most; answered {answered:?}");
}
