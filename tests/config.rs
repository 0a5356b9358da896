//! Profiles from the config file and the precedence flag > environment > profile > default.

use crate::common;
use tunnelctl::cli::exit;

use common::Env;
use serde_json::Value;

fn write_config(env: &Env, yaml: &str) {
    let dir = env.path().join("home/.config/tunnelctl");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("config.yaml"), yaml).unwrap();
}

/// `config show -o json` as a map from setting to (value, source).
fn shown(env: &Env, extra_env: &[(&str, &str)], args: &[&str]) -> Value {
    let out = config_show(env, extra_env, args);
    let body: Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut map = serde_json::Map::new();
    for row in body["settings"].as_array().unwrap() {
        map.insert(
            row["name"].as_str().unwrap().to_string(),
            serde_json::json!([row["value"], row["source"]]),
        );
    }
    Value::Object(map)
}

/// `config show -o json` with `extra_env` set (and no `TUNNELCTL_STORE`), which must succeed.
fn config_show(env: &Env, extra_env: &[(&str, &str)], args: &[&str]) -> std::process::Output {
    let mut cmd = env.cmd();
    cmd.env_remove("TUNNELCTL_STORE");
    for (k, v) in extra_env {
        cmd.env(k, v);
    }
    let out = cmd
        .args(args)
        .args(["config", "show", "-o", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

const CONFIG: &str = "\
default_profile: local
profiles:
  local: {store: /tmp/profile-store, output: yaml}
  prod: {api_url: https://api.example.com, api_key_env: PROD_API_KEY, output: table}
";

#[test]
fn precedence_flag_environment_profile_default() {
    let env = Env::new();
    // No config file: defaults.
    let s = shown(&env, &[], &[]);
    assert_eq!(s["profile"][1], "none");
    assert_eq!(s["store"][1], "default");
    assert_eq!(s["mode"][0], "local (embedded store)");

    write_config(&env, CONFIG);
    // The default profile applies to what nothing else set. (`-o json` is a flag, so output shows
    // the flag; the output matrix is below.)
    let s = shown(&env, &[], &[]);
    assert_eq!(
        s["profile"],
        serde_json::json!(["local", "config file default_profile"])
    );
    assert_eq!(
        s["store"],
        serde_json::json!(["/tmp/profile-store", "profile local"])
    );

    // Environment beats profile; flag beats environment.
    let s = shown(&env, &[("TUNNELCTL_STORE", "/tmp/env-store")], &[]);
    assert_eq!(
        s["store"],
        serde_json::json!(["/tmp/env-store", "environment TUNNELCTL_STORE"])
    );
    let s = shown(
        &env,
        &[("TUNNELCTL_STORE", "/tmp/env-store")],
        &["--store", "/tmp/flag-store"],
    );
    assert_eq!(s["store"], serde_json::json!(["/tmp/flag-store", "flag"]));

    // Choosing a profile by flag or environment; its key comes from the variable it names.
    let s = shown(
        &env,
        &[("PROD_API_KEY", "prod-secret-123456")],
        &["--profile", "prod"],
    );
    assert_eq!(s["profile"], serde_json::json!(["prod", "flag"]));
    assert_eq!(
        s["api_url"],
        serde_json::json!(["https://api.example.com", "profile prod"])
    );
    assert_eq!(
        s["api_key"],
        serde_json::json!(["****3456", "profile prod ($PROD_API_KEY)"])
    );
    let s = shown(
        &env,
        &[
            ("TUNNELCTL_PROFILE", "prod"),
            ("PROD_API_KEY", "k"),
            ("NGROK_API_KEY", "ngrok-key-abcdef"),
        ],
        &[],
    );
    assert_eq!(s["profile"][1], "environment TUNNELCTL_PROFILE");
    assert_eq!(
        s["api_key"],
        serde_json::json!(["****cdef", "environment NGROK_API_KEY"]),
        "environment beats profile"
    );
    let s = shown(
        &env,
        &[
            ("TUNNELCTL_PROFILE", "prod"),
            ("TUNNELCTL_API_URL", "http://127.0.0.1:9"),
        ],
        &["--api-key", "flag-key-0000"],
    );
    assert_eq!(
        s["api_url"],
        serde_json::json!(["http://127.0.0.1:9", "environment TUNNELCTL_API_URL"])
    );
    assert_eq!(s["api_key"], serde_json::json!(["****0000", "flag"]));
}

/// A profile chosen by flag beats the environment for what it sets (a person who typed
/// `--profile prod` means prod, whatever their shell exports), and says on stderr which variable
/// it overrode; chosen by TUNNELCTL_PROFILE, it does not. A flag still beats both.
#[test]
fn an_explicit_profile_beats_the_environment_and_says_what_it_overrode() {
    let env = Env::new();
    write_config(&env, CONFIG);
    let run = |vars: &[(&str, &str)], args: &[&str]| {
        String::from_utf8(config_show(&env, vars, args).stderr).unwrap()
    };
    let exported = [
        ("TUNNELCTL_STORE", "/tmp/env-store"),
        ("PROD_API_KEY", "prod-key-1234"),
    ];
    let s = shown(&env, &exported, &["--profile", "prod"]);
    assert_eq!(
        s["api_url"],
        serde_json::json!(["https://api.example.com", "profile prod"])
    );
    assert_eq!(s["store"][1], "default", "{s}");
    assert_eq!(s["mode"][0], "remote (api_url is set)");
    let stderr = run(&exported, &["--profile", "prod"]);
    assert!(
        stderr.contains(
            "note: --profile prod sets api_url, which overrides TUNNELCTL_STORE in the environment"
        ),
        "{stderr}"
    );
    assert!(
        run(&exported, &["-q", "--profile", "prod"]).is_empty(),
        "-q hides the note"
    );

    // Its key beats the environment's too: prod's key goes to prod's server.
    let keyed = [
        ("TUNNELCTL_API_KEY", "dev-key-0000"),
        ("PROD_API_KEY", "prod-key-1234"),
    ];
    let s = shown(&env, &keyed, &["--profile", "prod"]);
    assert_eq!(
        s["api_key"],
        serde_json::json!(["****1234", "profile prod ($PROD_API_KEY)"])
    );
    assert!(run(&keyed, &["--profile", "prod"]).contains("overrides TUNNELCTL_API_KEY"));

    // The store of a profile over the environment's URL; its output over TUNNELCTL_OUTPUT.
    let s = shown(
        &env,
        &[
            ("TUNNELCTL_API_URL", "http://127.0.0.1:9"),
            ("TUNNELCTL_OUTPUT", "json"),
        ],
        &["--profile", "local"],
    );
    assert_eq!(
        s["store"],
        serde_json::json!(["/tmp/profile-store", "profile local"])
    );
    assert_eq!(s["api_url"][0], "-");
    assert_eq!(s["mode"][0], "local (embedded store)");

    // Chosen by the environment, the environment still wins, silently; a flag beats everything.
    let by_variable = [
        ("TUNNELCTL_PROFILE", "prod"),
        ("TUNNELCTL_STORE", "/tmp/env-store"),
    ];
    let s = shown(&env, &by_variable, &[]);
    assert_eq!(
        s["store"],
        serde_json::json!(["/tmp/env-store", "environment TUNNELCTL_STORE"])
    );
    assert!(run(&by_variable, &[]).is_empty());
    let s = shown(
        &env,
        &exported,
        &["--profile", "prod", "--store", "/tmp/flag-store"],
    );
    assert_eq!(s["store"], serde_json::json!(["/tmp/flag-store", "flag"]));
    assert_eq!(s["api_url"][0], "-");
}

/// `config get SETTING` prints the value in effect of one setting of `config show`, alone on
/// stdout; with -o json the row. A name config show does not list is a usage error.
#[test]
fn config_get_prints_one_setting() {
    let env = Env::new();
    write_config(&env, CONFIG);
    let get = |vars: &[(&str, &str)], args: &[&str]| {
        let mut cmd = env.cmd();
        cmd.env_remove("TUNNELCTL_STORE");
        for (k, v) in vars {
            cmd.env(k, v);
        }
        cmd.args(["config", "get"]).args(args).output().unwrap()
    };
    let out = get(&[("TUNNELCTL_STORE", "/tmp/env-store")], &["store"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "/tmp/env-store\n");
    let out = get(&[], &["store", "-o", "json"]);
    let row: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        row,
        serde_json::json!({"name": "store", "value": "/tmp/profile-store", "source": "profile local"})
    );
    // Every setting config show lists can be got, to the same value (but output, which
    // `shown`'s -o json sets).
    let s = shown(&env, &[], &[]);
    for (name, row) in s
        .as_object()
        .unwrap()
        .iter()
        .filter(|(name, _)| *name != "output")
    {
        let out = get(&[], &[name]);
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            format!("{}\n", row[0].as_str().unwrap())
        );
    }
    let out = get(&[], &["stor"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("store"),
        "lists the settings"
    );
}

/// On a PostgreSQL store `config show` says so, and where the store's password comes from (the
/// location, PGPASSWORD, a line of the password file, nowhere, or why the file cannot be used),
/// never the password. Nothing connects to the database.
#[test]
fn a_postgres_store_shows_where_its_password_comes_from() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    let store = "postgres://alice@db.example:5432/tunnelctl";
    let with_password = "postgres://alice:s3cret-pw@db.example/tunnelctl";
    let password = |vars: &[(&str, &str)], store: &str| {
        let s = shown(&env, vars, &["--store", store]);
        assert_eq!(s["mode"][0], "local (PostgreSQL store)");
        assert!(!s.to_string().contains("s3cret-pw"), "{s}");
        s["store_password"].clone()
    };
    assert_eq!(
        password(&[], with_password),
        serde_json::json!(["****", "the store location"])
    );
    assert_eq!(
        password(&[("PGPASSWORD", "s3cret-pw")], store),
        serde_json::json!(["****", "PGPASSWORD"])
    );
    let pgpass = env.path().join("home/.pgpass");
    let none = password(&[], store);
    assert_eq!(none[0], "-");
    assert!(
        none[1]
            .as_str()
            .unwrap()
            .ends_with(&format!("no file {})", pgpass.display())),
        "{none}"
    );
    std::fs::create_dir_all(pgpass.parent().unwrap()).unwrap();
    std::fs::write(
        &pgpass,
        "other:*:*:*:x\ndb.example:5432:tunnelctl:alice:s3cret-pw\n",
    )
    .unwrap();
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o600)).unwrap();
    assert_eq!(
        password(&[], store),
        serde_json::json!(["****", format!("line 2 of {}", pgpass.display())])
    );
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o644)).unwrap();
    let exposed = password(&[], store);
    assert_eq!(exposed[0], "missing");
    assert!(
        exposed[1].as_str().unwrap().contains("chmod 600"),
        "{exposed}"
    );
    // A store in a directory has no such row.
    let s = shown(
        &env,
        &[],
        &["--store", env.path().join("store").to_str().unwrap()],
    );
    assert!(s.get("store_password").is_none(), "{s}");
    assert_eq!(s["mode"][0], "local (embedded store)");
}

#[test]
fn output_follows_the_same_precedence() {
    let env = Env::new();
    env.create_store();
    write_config(&env, CONFIG);
    let run = |envs: &[(&str, &str)], args: &[&str]| {
        let mut cmd = env.cmd();
        for (k, v) in envs {
            cmd.env(k, v);
        }
        String::from_utf8(
            cmd.args(args)
                .args(["tcp-edge", "list"])
                .output()
                .unwrap()
                .stdout,
        )
        .unwrap()
    };
    assert!(
        run(&[], &[]).starts_with("tcp_edges: []"),
        "profile local says yaml"
    );
    assert!(
        run(&[("TUNNELCTL_OUTPUT", "json")], &[]).starts_with('{'),
        "environment beats profile"
    );
    assert!(
        run(&[("TUNNELCTL_OUTPUT", "json")], &["-o", "table"]).starts_with("ID"),
        "flag beats environment"
    );
}

#[test]
fn config_show_as_a_table() {
    let env = Env::new();
    write_config(&env, CONFIG);
    // A relative TUNNELCTL_CONFIG keeps the path, and so the column widths, the same on every machine.
    let out = env
        .cmd()
        .current_dir(env.path())
        .env("TUNNELCTL_CONFIG", "home/.config/tunnelctl/config.yaml")
        .env_remove("TUNNELCTL_STORE")
        .env("PROD_API_KEY", "prod-secret-123456")
        .args(["--profile", "prod", "config", "show"])
        .output()
        .unwrap();
    insta::assert_snapshot!(String::from_utf8(out.stdout).unwrap());
}

#[test]
fn profiles_are_listed() {
    let env = Env::new();
    write_config(&env, CONFIG);
    insta::assert_snapshot!(env.table(&["-o", "table", "config", "profiles"]));
}

#[test]
fn a_malformed_config_names_file_line_and_problem() {
    let env = Env::new();
    write_config(
        &env,
        "profiles:\n  prod:\n    api_url: https://x\n    colour: red\n",
    );
    let out = env.run(&["tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("tunnelctl/config.yaml, line 4, column 5: "),
        "{stderr}"
    );
    assert!(stderr.contains("unknown field `colour`"), "{stderr}");

    write_config(&env, "profiles: {a: {}}\n");
    let out = env.run(&["--profile", "b", "tcp-edge", "list"]);
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no profile \"b\""));
}

#[cfg(unix)]
#[test]
fn an_inline_key_in_a_readable_file_is_warned_about() {
    use std::os::unix::fs::PermissionsExt;
    let env = Env::new();
    write_config(
        &env,
        "profiles:\n  r: {api_url: 'http://127.0.0.1:9', api_key: inline-key-1234}\n",
    );
    let file = env.path().join("home/.config/tunnelctl/config.yaml");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = env.run(&["--profile", "r", "config", "show"]);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("holds an API key but others can read it")
    );
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = env.run(&["--profile", "r", "config", "show"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("warning"));
}

/// `config set|unset|use` (issue 43 item 6): each change is what a later command reads, the file
/// is written 0600 in a 0700 directory, and a refused change writes nothing.
#[cfg(unix)]
#[test]
fn profiles_are_set_without_editing_yaml() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let env = Env::new();
    let dir = env.path().join("home/.config/tunnelctl");
    let file = dir.join("config.yaml");
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let ok = |args: &[&str]| {
        let out = env.run(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    ok(&[
        "config",
        "set",
        "api_url",
        "https://api.example.com",
        "--profile",
        "prod",
    ]);
    ok(&["config", "set", "keep_open", "10m", "--profile", "prod"]);
    ok(&[
        "config",
        "set",
        "store",
        "/tmp/profile-store",
        "--profile",
        "local",
    ]);
    ok(&["config", "use", "prod"]);
    assert_eq!((mode(&dir), mode(&file)), (0o700, 0o600));
    let s = shown(&env, &[], &[]);
    assert_eq!(
        s["profile"],
        serde_json::json!(["prod", "config file default_profile"])
    );
    assert_eq!(
        s["api_url"],
        serde_json::json!(["https://api.example.com", "profile prod"])
    );
    assert_eq!(s["keep_open"], serde_json::json!(["600s", "profile prod"]));
    // The default profile takes a key when none is named; unset removes it.
    ok(&["config", "set", "output", "yaml"]);
    ok(&["config", "unset", "keep_open"]);
    let s = shown(&env, &[], &[]);
    assert_eq!(s["keep_open"], serde_json::json!(["off", "default"]));
    let kept = std::fs::read_to_string(&file).unwrap();
    assert!(
        kept.contains("output: yaml") && !kept.contains("keep_open"),
        "{kept}"
    );

    // Refusals: exit 2, naming what is wrong, and the file stays as it was.
    for (args, says) in [
        (
            &["config", "set", "colour", "red"][..],
            "possible values: store, store_key_file",
        ),
        (
            &["config", "set", "output", "xml"],
            "output \"xml\" is not one of table",
        ),
        (
            &["config", "set", "keep_open", "soon"],
            "keep_open: \"soon\" is not a duration",
        ),
        (&["config", "use", "staging"], "profiles: local, prod"),
        (
            &["config", "unset", "output", "--profile", "staging"],
            "there is no profile \"staging\"",
        ),
        (&["config", "set", "api_key", "secret"], "api_key_file"),
    ] {
        let out = env.run(args);
        assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), kept, "{args:?}");
    }

    // A dry run checks and writes nothing.
    let out = env.run(&["--dry-run", "config", "set", "output", "json"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("dry run: would have written the config file"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);

    // Never written through a link, nor over another user's file (exit 1, as the reader refuses
    // an untrusted file).
    let link = env.path().join("link.yaml");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    let out = env
        .cmd()
        .env("TUNNELCTL_CONFIG", &link)
        .args(["config", "set", "output", "json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::FAILURE));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is a symbolic link"));
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
    if let Some((uid, gid)) = crate::trust::other_user() {
        std::os::unix::fs::chown(&file, Some(uid), Some(gid)).unwrap();
        let out = env.run(&["config", "set", "output", "json"]);
        assert_eq!(out.status.code(), Some(exit::FAILURE));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("not by you"), "{stderr}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), kept);
        assert_eq!(std::fs::metadata(&file).unwrap().uid(), uid);
    }
}
