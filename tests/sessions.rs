//! Tunnel sessions, agent commands and the agent emulator (issue 5): spec §2.4, §3, §4.2 and
//! API-NOTES "Tunnel sessions and agent commands". Time moves through `Env::set_now`; nothing sleeps.

use crate::common;

use common::{Env, NOW};
use serde_json::{json, Value};

const OK: i32 = 0;
const REFUSED: i32 = 1;
const USAGE: i32 = 2;
const NOT_FOUND: i32 = 3;
const CONFLICT: i32 = 5;

const UPDATE_REFUSED: &str = "ERR_NGROK_809";
const RESTART_ON_WINDOWS: &str = "ERR_NGROK_804";
const UPDATE_OVER_SSH: &str = "ERR_NGROK_1121";
const RESTART_OVER_SSH: &str = "ERR_NGROK_1122";

/// `NOW` plus `seconds`, as the wire writes times.
fn at(seconds: u32) -> String {
    assert!(seconds < 60, "keep it within the minute of NOW");
    format!("2026-11-22T10:00:{seconds:02}Z")
}

fn connect(env: &Env, flags: &[&str]) -> Value {
    let mut args = vec!["agent", "connect"];
    args.extend_from_slice(flags);
    env.json(&args)
}

fn id_of(session: &Value) -> String {
    session["id"]
        .as_str()
        .expect("a session has an id")
        .to_string()
}

/// The online sessions, as `session list -o json` shows them (every page).
fn sessions(env: &Env) -> Vec<Value> {
    env.json(&["session", "list"])["tunnel_sessions"]
        .as_array()
        .expect("a list of sessions")
        .clone()
}

fn session_ids(env: &Env) -> Vec<String> {
    sessions(env).iter().map(id_of).collect()
}

fn add_releases(env: &Env, versions: &[&str]) {
    let mut args = vec!["agent", "release", "add"];
    args.extend_from_slice(versions);
    let out = env.run(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs a session command in table mode, requires success, nothing on stdout and exactly one
/// line on stderr; returns that line.
fn confirm(env: &Env, args: &[&str]) -> String {
    let out = env.run(args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?} failed: {stderr}");
    assert!(
        out.stdout.is_empty(),
        "{args:?} wrote to stdout: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    stderr
}

/// Asserts that the session is offline: GET answers 404 (exit 3) and the list does not show it.
fn assert_offline(env: &Env, id: &str) {
    let refusal = env.refuse(&["session", "get", id]);
    assert_eq!(refusal.exit, NOT_FOUND, "{}", refusal.stderr);
    assert_eq!(refusal.body["status_code"], 404);
    assert!(refusal.body.get("error_code").is_none(), "plain not-found");
    assert!(
        !session_ids(env).contains(&id.to_string()),
        "{id} is listed"
    );
}

/// Asserts a refused update: exit 5, ERR_NGROK_809 with `details.reason`, store unchanged.
fn assert_update_refused(env: &Env, id: &str, reason: &str) {
    let refusal = env.assert_refused(&["session", "update", id], CONFLICT, UPDATE_REFUSED);
    assert_eq!(refusal.body["status_code"], 409);
    assert_eq!(
        refusal.body["details"]["reason"], reason,
        "{}",
        refusal.stderr
    );
}

/// A raw request whose response body is printed on stdout (`tunnelctl api`); returns exit and body.
fn api(env: &Env, args: &[&str]) -> (i32, Value) {
    let out = env.cmd().arg("api").args(args).output().expect("run");
    let body = if out.stdout.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&out.stdout).expect("api prints JSON")
    };
    (out.status.code().unwrap_or(-1), body)
}

/// A raw request that must be refused with `exit` and `code` ("" for none) without changing state.
fn api_refused(env: &Env, args: &[&str], exit: i32, code: &str) -> Value {
    let before = env.state();
    let (got_exit, body) = api(env, args);
    assert_eq!(got_exit, exit, "{args:?}: {body}");
    assert_eq!(
        body["error_code"].as_str().unwrap_or(""),
        code,
        "{args:?}: {body}"
    );
    assert_eq!(env.state(), before, "{args:?} changed the store");
    body
}

// ---------------------------------------------------------------------------------------------
// Emulated agents

/// Brings `n` agents online through the router in process: the same code path as
/// `tunnelctl api POST /emulator/agents`, without `n` process starts on a small machine. Everything
/// the test then checks goes through the binary.
fn connect_many(env: &mut Env, n: usize) {
    env.with_store_released(|env| connect_many_in_process(env, n));
}

fn connect_many_in_process(env: &Env, n: usize) {
    use tunnelctl::api::{ApiRequest, Method};
    let router = common::in_process_router(&env.store(), NOW, &env.base_url());
    for _ in 0..n {
        let response = router.handle(&ApiRequest::new(Method::Post, "/emulator/agents"));
        assert_eq!(response.status, 201, "{:?}", response.body);
    }
}

common::transport_tests! {
fn connect_with_defaults_brings_a_linux_agent_online(env) {
    let session = connect(&env, &[]);
    let id = id_of(&session);
    let encoded = id.strip_prefix("ts_").expect("ts_ prefix");
    assert_eq!(encoded.len(), 27);
    assert_eq!(
        session,
        json!({
            "id": id,
            "uri": format!("{}/tunnel_sessions/{id}", env.base_url()),
            "agent_version": "3.18.4",
            "credential": {
                "id": format!("cr_{encoded}"),
                "uri": format!("{}/credentials/cr_{encoded}", env.base_url()),
            },
            "ip": "127.0.0.1",
            "metadata": "",
            "os": "linux",
            "region": "us",
            "started_at": NOW,
            "transport": "ngrok/2",
        })
    );
    assert_eq!(env.json(&["session", "get", &id]), session);
    assert_eq!(env.yaml(&["session", "get", &id]), session);
    assert_eq!(sessions(&env), vec![session.clone()]);

    let other = connect(&env, &[]);
    assert_ne!(
        other["credential"]["id"], session["credential"]["id"],
        "agents connected with defaults each have a credential of their own"
    );
}

fn connect_takes_every_attribute(env) {
    let credential = common::fake_id("sshcr", 1);
    let session = env.yaml(&[
        "agent",
        "connect",
        "--os",
        "darwin",
        "--agent-version",
        "3.4.0",
        "--region",
        "jp",
        "--ip",
        "2001:DB8::1",
        "--transport",
        "ssh",
        "--credential-id",
        &credential,
        "--metadata",
        "{\"team\":\"ops\"}",
        "--update-checks",
        "false",
    ]);
    assert_eq!(session["os"], "darwin");
    assert_eq!(session["agent_version"], "3.4.0");
    assert_eq!(session["region"], "jp");
    assert_eq!(session["ip"], "2001:db8::1", "addresses are normalised");
    assert_eq!(session["transport"], "ssh");
    assert_eq!(
        session["credential"],
        json!({"id": credential, "uri": format!("{}/ssh_credentials/{credential}", env.base_url())})
    );
    assert_eq!(session["metadata"], "{\"team\":\"ops\"}");
    assert_eq!(env.json(&["session", "get", &id_of(&session)]), session);

    let tunnel = connect(&env, &["--transport", "ngrok/2"]);
    assert!(tunnel["credential"]["id"]
        .as_str()
        .unwrap()
        .starts_with("cr_"));
}

fn connect_refuses_invalid_agents(env) {
    connect(&env, &[]);
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["--ip", "999.1.1.1"],
            "ERR_NGROK_215",
            "ip must be an IPv4 or IPv6 address",
        ),
        (&["--ip", "localhost"], "ERR_NGROK_215", "ip must be"),
        (
            &["--agent-version", "3.18"],
            "ERR_NGROK_215",
            "agent_version must be a version like",
        ),
        (
            &["--agent-version", "v3.18.4"],
            "ERR_NGROK_215",
            "agent_version",
        ),
        (
            &["--credential-id", "cr_short"],
            "ERR_NGROK_227",
            "credential_id: expected an ID with a prefix of cr_",
        ),
        (
            &["--credential-id", &common::fake_id("sshcr", 2)],
            "ERR_NGROK_227",
            "credential_id: expected an ID with a prefix of cr_",
        ),
        (
            &[
                "--transport",
                "ssh",
                "--credential-id",
                &common::fake_id("cr", 2),
            ],
            "ERR_NGROK_227",
            "credential_id: expected an ID with a prefix of sshcr_",
        ),
        (
            &["--metadata", &"m".repeat(4097)],
            "ERR_NGROK_215",
            "metadata is limited to 4096 bytes; 4097 were given",
        ),
    ];
    for (flags, code, msg) in cases {
        let mut args = vec!["agent", "connect"];
        args.extend_from_slice(flags);
        let refusal = env.assert_refused(&args, REFUSED, code);
        assert!(
            refusal.msg().starts_with(msg),
            "{flags:?}: {}",
            refusal.msg()
        );
    }

    // The service checks what clap would: closed sets and unknown fields, through the raw API.
    for (body, code, msg) in [
        (
            json!({"os": "plan9"}),
            "ERR_NGROK_215",
            "os must be one of linux, darwin, windows, freebsd",
        ),
        (
            json!({"region": "mars"}),
            "ERR_NGROK_215",
            "region must be one of us, eu, ap, au, sa, jp, in",
        ),
        (
            json!({"transport": "ngrok/3"}),
            "ERR_NGROK_215",
            "transport must be one of ngrok/2, ssh",
        ),
        (
            json!({"name": "x"}),
            "ERR_NGROK_214",
            "unknown field `name`",
        ),
        (
            json!({"update_checks": "yes"}),
            "ERR_NGROK_215",
            "update_checks: invalid type",
        ),
    ] {
        let file = env.file("agent.json", &body.to_string());
        let refusal = api_refused(
            &env,
            &[
                "POST",
                "/emulator/agents",
                "--input",
                file.to_str().unwrap(),
            ],
            REFUSED,
            code,
        );
        assert!(
            refusal["msg"].as_str().unwrap().starts_with(msg),
            "{body}: {refusal}"
        );
    }

    let out = env.run(&["agent", "connect", "--os", "plan9"]);
    assert_eq!(out.status.code(), Some(USAGE));
    assert_eq!(sessions(&env).len(), 1, "only the first agent is online");
}

fn releases_are_listed_newest_version_first_and_can_be_removed(env) {
    let out = env.run(&["agent", "release", "add", "3.9.0", "3.10.0", "3.5.1"]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "added agent release 3.9.0\nadded agent release 3.10.0\nadded agent release 3.5.1\n"
    );
    let list = env.json(&["agent", "release", "list"]);
    let versions: Vec<&str> = list["agent_releases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["version"].as_str().unwrap())
        .collect();
    assert_eq!(
        versions,
        ["3.10.0", "3.9.0", "3.5.1"],
        "numeric, not text order"
    );
    assert_eq!(list["uri"], format!("{}/emulator/agent_releases", env.base_url()));
    assert_eq!(list["next_page_uri"], Value::Null);
    assert_eq!(env.yaml(&["agent", "release", "list"]), list);

    // Adding a known release again leaves it as it was.
    env.set_now(&at(30));
    add_releases(&env, &["3.9.0"]);
    let (exit, release) = api(&env, &["GET", "/emulator/agent_releases/3.9.0"]);
    assert_eq!(exit, OK);
    assert_eq!(
        release,
        json!({"version": "3.9.0", "uri": format!("{}/emulator/agent_releases/3.9.0", env.base_url()), "created_at": NOW})
    );

    let out = env.run(&["agent", "release", "remove", "3.9.0"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "removed agent release 3.9.0\n"
    );
    let (exit, _) = api(&env, &["GET", "/emulator/agent_releases/3.9.0"]);
    assert_eq!(exit, NOT_FOUND);
    let refusal = env.refuse(&["agent", "release", "remove", "3.9.0"]);
    assert_eq!(refusal.exit, NOT_FOUND);

    for bad in ["3.9", "3.09.0", "latest"] {
        let refusal = env.refuse(&["agent", "release", "add", bad]);
        assert_eq!(
            (refusal.exit, refusal.code()),
            (REFUSED, "ERR_NGROK_215"),
            "{bad}"
        );
        assert!(
            refusal
                .msg()
                .starts_with("version must be a version like 3.18.4"),
            "{}",
            refusal.msg()
        );
    }
    let field = env.file("release.json", r#"{"version": "3.11.0"}"#);
    let input = field.to_str().unwrap();
    let body = api_refused(
        &env,
        &["PUT", "/emulator/agent_releases/3.11.0", "--input", input],
        REFUSED,
        "ERR_NGROK_214",
    );
    assert!(
        body["msg"]
            .as_str()
            .unwrap()
            .starts_with("unknown field `version`"),
        "{body}"
    );
    insta::assert_snapshot!(
        "release_list_table",
        env.snapshot_text(&env.table(&["agent", "release", "list"]))
    );
}

// ---------------------------------------------------------------------------------------------
// stop

fn stop_takes_only_that_session_offline(env) {
    let first = id_of(&connect(&env, &[]));
    let second = id_of(&connect(&env, &["--os", "windows"]));
    let third = id_of(&connect(&env, &["--transport", "ssh"]));

    let line = confirm(&env, &["session", "stop", &second]);
    assert_eq!(line, format!("stopped tunnel session {second}\n"));
    assert_offline(&env, &second);
    assert_eq!(session_ids(&env), [third.clone(), first.clone()]);

    // SSH sessions can be stopped too; --quiet leaves out the confirmation.
    let out = env.run(&["session", "stop", "--quiet", &third]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty() && out.stderr.is_empty());
    assert_eq!(session_ids(&env), [first]);

    // A session that is gone takes no further commands.
    for action in ["stop", "restart", "update"] {
        env.assert_refused(&["session", action, &second], NOT_FOUND, "");
    }
}

fn stop_during_an_update_takes_the_agent_offline(env) {
    add_releases(&env, &["3.19.0"]);
    let id = id_of(&connect(&env, &[]));
    confirm(&env, &["session", "update", &id]);
    env.set_now(&at(5));
    confirm(&env, &["session", "stop", &id]);
    assert_offline(&env, &id);
    assert!(sessions(&env).is_empty());
}

// ---------------------------------------------------------------------------------------------
// restart

fn restart_brings_the_agent_back_under_a_new_id(env) {
    let old = connect(
        &env,
        &[
            "--os",
            "freebsd",
            "--region",
            "au",
            "--ip",
            "203.0.113.7",
            "--metadata",
            "m1",
            "--agent-version",
            "3.2.1",
        ],
    );
    let old_id = id_of(&old);
    let bystander = connect(&env, &[]);

    env.set_now(&at(42));
    let out = env.run(&["session", "restart", &old_id]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let line = String::from_utf8_lossy(&out.stderr).into_owned();
    let listed = sessions(&env);
    assert_eq!(listed.len(), 2);
    let new = listed[0].clone();
    let new_id = id_of(&new);
    assert_eq!(
        line,
        format!("restarted the agent of tunnel session {old_id}; it is back as {new_id}\n")
    );
    // The table shows the new session, as -o json and -o yaml do: the server said which it is.
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(table.lines().any(|l| l.starts_with("id ") && l.ends_with(&new_id)), "{table}");
    assert!(new_id.starts_with("ts_"));
    assert!(new_id > id_of(&bystander), "the new session is the newest");
    assert_eq!(listed[1], bystander, "other sessions are untouched");
    assert_offline(&env, &old_id);

    // Same agent, new session: only id, uri and started_at change.
    let mut expected = old.clone();
    expected["id"] = json!(new_id);
    expected["uri"] = json!(format!("{}/tunnel_sessions/{new_id}", env.base_url()));
    expected["started_at"] = json!(at(42));
    assert_eq!(new, expected);
    assert_eq!(env.json(&["session", "get", &new_id]), new);

    // The new session restarts like any other.
    env.set_now(&at(50));
    let printed = env.json(&["session", "restart", &new_id]);
    let again = sessions(&env)[0].clone();
    assert_eq!(printed, again);
    assert_ne!(id_of(&again), new_id);
    assert_eq!(again["started_at"], at(50));
    assert_eq!(again["credential"], old["credential"]);
}

fn restart_prints_the_new_session_with_json_or_yaml(env) {
    let credential = common::fake_id("cr", 3);
    // Two agents that look the same: the restarted one must be told apart from its twin.
    let first = id_of(&connect(&env, &["--credential-id", &credential]));
    let twin = id_of(&connect(&env, &["--credential-id", &credential]));

    let printed = env.json(&["session", "restart", &first]);
    let new_id = id_of(&printed);
    assert_ne!(new_id, first);
    assert_ne!(new_id, twin);
    assert_eq!(env.json(&["session", "get", &new_id]), printed);
    assert_eq!(session_ids(&env), [new_id.clone(), twin.clone()]);

    let printed = env.yaml(&["session", "restart", &twin]);
    let newer_id = id_of(&printed);
    assert!(newer_id > new_id);
    assert_eq!(env.json(&["session", "get", &newer_id]), printed);
    assert_eq!(session_ids(&env), [newer_id, new_id]);
}

fn restart_is_refused_on_windows_and_over_ssh(env) {
    let windows = id_of(&connect(&env, &["--os", "windows"]));
    let ssh = id_of(&connect(&env, &["--transport", "ssh"]));
    let ssh_on_windows = id_of(&connect(&env, &["--transport", "ssh", "--os", "windows"]));

    let refusal = env.assert_refused(
        &["session", "restart", &windows],
        REFUSED,
        RESTART_ON_WINDOWS,
    );
    assert_eq!(refusal.body["status_code"], 400);
    assert!(refusal.msg().contains("Windows"), "{}", refusal.msg());
    env.assert_refused(&["session", "restart", &ssh], REFUSED, RESTART_OVER_SSH);
    env.assert_refused(
        &["session", "restart", &ssh_on_windows],
        REFUSED,
        RESTART_OVER_SSH,
    );
    assert_eq!(session_ids(&env), [ssh_on_windows, ssh, windows]);
}

// ---------------------------------------------------------------------------------------------
// update

fn update_then_restart_inside_the_window_keeps_the_old_version(env) {
    add_releases(&env, &["3.19.0"]);
    let id = id_of(&connect(&env, &[]));

    let line = confirm(&env, &["session", "update", &id]);
    assert_eq!(
        line,
        format!("updating the agent of tunnel session {id}; restart it after 10 seconds to run the new version\n")
    );
    let session = env.json(&["session", "get", &id]);
    assert_eq!(
        session["agent_version"], "3.18.4",
        "the old code runs while it updates"
    );

    env.set_now(&at(9));
    // A dry run says what the restart would drop, and changes nothing.
    let before = env.state();
    let out = env.run(&["--dry-run", "session", "restart", &id]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("warning: dry run (rolled back): the restart would drop the agent's update to 3.19.0"),
        "{stderr}"
    );
    assert_eq!(env.state(), before);

    let out = env.run(&["-o", "json", "session", "restart", &id]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    let restarted: Value = serde_json::from_slice(&out.stdout).expect("the new session");
    assert_eq!(restarted["agent_version"], "3.18.4", "the update was lost");
    assert_eq!(restarted["started_at"], at(9));
    let new_id = id_of(&restarted);
    assert_offline(&env, &id);
    assert_eq!(sessions(&env), vec![restarted]);
    // ... and the restart says so, naming the version and what to do.
    assert!(
        stderr.contains("warning: the restart dropped the agent's update to 3.19.0, which had not finished")
            && stderr.contains(&format!("run `tunnelctl session update {new_id}` again")),
        "{stderr}"
    );

    // The lost update can be made again, and this time it completes, with nothing dropped.
    confirm(&env, &["session", "update", &new_id]);
    env.set_now(&at(19));
    let out = env.run(&["-o", "json", "session", "restart", &new_id]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && !stderr.contains("warning"), "{stderr}");
    let updated: Value = serde_json::from_slice(&out.stdout).expect("the new session");
    assert_eq!(updated["agent_version"], "3.19.0");

    // A raw restart through `api` is told too; without the API URL, a served store answers over
    // its socket, which carries the header as well.
    add_releases(&env, &["3.20.0"]);
    let updated_id = id_of(&updated);
    confirm(&env, &["session", "update", &updated_id]);
    let path = format!("/tunnel_sessions/{updated_id}/restart");
    let out = env.record(
        env.cmd()
            .env_remove("TUNNELCTL_API_URL")
            .args(["api", "POST", &path]),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("warning: the restart dropped the agent's update to 3.20.0"), "{stderr}");
    assert_eq!(sessions(&env)[0]["agent_version"], "3.19.0");
}

fn update_then_restart_after_the_window_runs_the_new_version(env) {
    add_releases(&env, &["3.19.0", "3.18.5"]);
    let old = connect(&env, &["--metadata", "keep"]);
    let id = id_of(&old);
    confirm(&env, &["session", "update", &id]);

    env.set_now(&at(10));
    // The update is over: the agent awaits a restart and still reports its old version.
    assert_eq!(
        env.json(&["session", "get", &id])["agent_version"],
        "3.18.4"
    );
    assert_update_refused(&env, &id, "restart_pending");

    let restarted = env.json(&["session", "restart", &id]);
    assert_eq!(restarted["agent_version"], "3.19.0");
    assert_eq!(restarted["started_at"], at(10));
    for field in ["credential", "ip", "metadata", "os", "region", "transport"] {
        assert_eq!(restarted[field], old[field], "{field} survives the restart");
    }
    assert_offline(&env, &id);
    assert_eq!(sessions(&env), vec![restarted.clone()]);

    // Newest release of its major version already: nothing more to update to.
    assert_update_refused(&env, &id_of(&restarted), "no_update_available");
}

fn every_update_refusal_names_its_reason(env) {
    let lone = id_of(&connect(&env, &[]));
    assert_update_refused(&env, &lone, "no_update_available");

    add_releases(&env, &["3.19.0"]);
    let no_checks = id_of(&connect(&env, &["--update-checks", "false"]));
    assert_update_refused(&env, &no_checks, "update_checks_disabled");

    confirm(&env, &["session", "update", &lone]);
    assert_update_refused(&env, &lone, "update_in_progress");
    env.set_now(&at(9));
    let refusal = env.refuse(&["session", "update", &lone]);
    assert!(
        refusal.msg().ends_with("the update ends in 1 s"),
        "{}",
        refusal.msg()
    );
    assert_update_refused(&env, &lone, "update_in_progress");
    env.set_now(&at(10));
    assert_update_refused(&env, &lone, "restart_pending");
    env.set_now(&at(59));
    assert_update_refused(&env, &lone, "restart_pending");

    let ssh = id_of(&connect(&env, &["--transport", "ssh"]));
    let refusal = env.assert_refused(&["session", "update", &ssh], REFUSED, UPDATE_OVER_SSH);
    assert_eq!(refusal.body["status_code"], 400);

    // No refusal moved or changed a session.
    let listed = sessions(&env);
    assert_eq!(
        listed.iter().map(id_of).collect::<Vec<_>>(),
        [ssh, no_checks, lone]
    );
    assert!(listed.iter().all(|s| s["agent_version"] == "3.18.4"));
}

fn update_never_moves_to_a_new_major_version(env) {
    add_releases(&env, &["3.5.1", "3.9.0", "4.0.0"]);
    let id = id_of(&connect(&env, &["--agent-version", "3.4.0"]));
    confirm(&env, &["session", "update", &id]);
    env.set_now(&at(10));
    let updated = env.json(&["session", "restart", &id]);
    assert_eq!(updated["agent_version"], "3.9.0");
    assert_update_refused(&env, &id_of(&updated), "no_update_available");
    assert_eq!(sessions(&env), vec![updated]);

    // An agent already on the newest major version has nothing to move to either.
    let four = id_of(&connect(&env, &["--agent-version", "4.0.0"]));
    assert_update_refused(&env, &four, "no_update_available");
}

fn an_update_follows_the_releases_known_when_it_is_asked_for(env) {
    add_releases(&env, &["3.19.0", "3.20.0"]);
    let id = id_of(&connect(&env, &[]));
    let out = env.run(&["agent", "release", "remove", "3.20.0"]);
    assert!(out.status.success());
    confirm(&env, &["session", "update", &id]);
    // Removing the target after the update started does not undo it.
    env.run(&["agent", "release", "remove", "3.19.0"]);
    env.set_now(&at(10));
    assert_eq!(
        env.json(&["session", "restart", &id])["agent_version"],
        "3.19.0"
    );
}

// ---------------------------------------------------------------------------------------------
// Wire details

fn actions_take_an_empty_body_and_check_ids_and_paths(env) {
    let first = id_of(&connect(&env, &[]));
    let second = id_of(&connect(&env, &[]));

    // `{}` and no body at all are both accepted; 204 prints nothing.
    let empty = env.file("empty.json", "{}");
    let (exit, body) = api(
        &env,
        &[
            "POST",
            &format!("/tunnel_sessions/{first}/stop"),
            "--input",
            empty.to_str().unwrap(),
        ],
    );
    assert_eq!((exit, body), (OK, Value::Null));
    let (exit, body) = api(
        &env,
        &["POST", &format!("/tunnel_sessions/{second}/restart")],
    );
    assert_eq!((exit, body), (OK, Value::Null));
    let current = session_ids(&env);
    assert_eq!(current.len(), 1);
    let id = current[0].clone();
    assert!(id > second);

    let field = env.file("field.json", r#"{"force": true}"#);
    let body = api_refused(
        &env,
        &[
            "POST",
            &format!("/tunnel_sessions/{id}/stop"),
            "--input",
            field.to_str().unwrap(),
        ],
        REFUSED,
        "ERR_NGROK_214",
    );
    assert!(
        body["msg"]
            .as_str()
            .unwrap()
            .starts_with("unknown field `force`"),
        "{body}"
    );

    let edge_id = common::fake_id("edgtcp", 1);
    let refusal = env.assert_refused(&["session", "get", &edge_id], REFUSED, "ERR_NGROK_227");
    assert!(
        refusal
            .msg()
            .starts_with("id: expected an ID with a prefix of ts_"),
        "{}",
        refusal.msg()
    );
    for action in ["restart", "stop", "update"] {
        env.assert_refused(&["session", action, "ts_nope"], REFUSED, "ERR_NGROK_227");
    }
    env.assert_refused(
        &["session", "get", &common::fake_id("ts", 9)],
        NOT_FOUND,
        "",
    );

    api_refused(
        &env,
        &["DELETE", &format!("/tunnel_sessions/{id}")],
        REFUSED,
        "ERR_NGROK_405",
    );
    api_refused(
        &env,
        &["GET", &format!("/tunnel_sessions/{id}/stop")],
        REFUSED,
        "ERR_NGROK_405",
    );
    api_refused(
        &env,
        &["POST", "/tunnel_sessions"],
        REFUSED,
        "ERR_NGROK_405",
    );
    let body = api_refused(
        &env,
        &["POST", &format!("/tunnel_sessions/{id}/reboot")],
        NOT_FOUND,
        "",
    );
    assert_eq!(body["msg"], "Not Found");
    api_refused(
        &env,
        &["GET", "/tunnel_sessions?page=2"],
        REFUSED,
        "ERR_NGROK_231",
    );
    api_refused(
        &env,
        &["GET", "/tunnel_sessions?limit=0"],
        REFUSED,
        "ERR_NGROK_233",
    );
    api_refused(
        &env,
        &["GET", &format!("/tunnel_sessions?before_id={edge_id}")],
        REFUSED,
        "ERR_NGROK_223",
    );
    api_refused(
        &env,
        &["GET", &format!("/tunnel_sessions/{id}?limit=1")],
        REFUSED,
        "ERR_NGROK_231",
    );
    api_refused(&env, &["PUT", "/emulator/agents"], REFUSED, "ERR_NGROK_405");
}

fn table_output(env) {
    connect(
        &env,
        &[
            "--os",
            "windows",
            "--region",
            "eu",
            "--ip",
            "198.51.100.20",
            "--metadata",
            "dc=ams",
        ],
    );
    env.set_now(&at(30));
    let id = id_of(&connect(
        &env,
        &["--transport", "ssh", "--agent-version", "3.4.0"],
    ));
    insta::assert_snapshot!("session_list_table", env.snapshot_text(&env.table(&["session", "list"])));
    insta::assert_snapshot!("session_get_table", env.snapshot_text(&env.table(&["session", "get", &id])));
    insta::assert_snapshot!(
        "agent_connect_table",
        env.snapshot_text(&env.table(&["agent", "connect", "--region", "in"]))
    );
}

// ---------------------------------------------------------------------------------------------
// Pagination

fn two_hundred_fifty_sessions_page_like_every_list(env) {
    connect_many(&mut env, 250);

    // Raw pages: 100, 100, 50, newest first, each next_page_uri continuing after the last item.
    let mut pages = Vec::new();
    let mut path = "/tunnel_sessions".to_string();
    loop {
        let (exit, page) = api(&env, &["GET", &path]);
        assert_eq!(exit, OK);
        assert_eq!(page["uri"], format!("{}/tunnel_sessions", env.base_url()));
        let items: Vec<String> = page["tunnel_sessions"]
            .as_array()
            .unwrap()
            .iter()
            .map(id_of)
            .collect();
        let next = page["next_page_uri"].clone();
        pages.push(items.clone());
        match next.as_str() {
            Some(next) => {
                let last = items.last().unwrap();
                assert_eq!(
                    next,
                    format!("{}/tunnel_sessions?before_id={last}&limit=100", env.base_url())
                );
                path = next.strip_prefix(&env.base_url()).unwrap().to_string();
            }
            None => break,
        }
    }
    assert_eq!(
        pages.iter().map(Vec::len).collect::<Vec<_>>(),
        [100, 100, 50]
    );
    let all: Vec<String> = pages.concat();
    assert!(
        all.windows(2).all(|w| w[0] > w[1]),
        "strictly newest first, no duplicates"
    );

    // `session list` follows every page; --limit caps it and says where to go on.
    let listed = session_ids(&env);
    assert_eq!(listed, all);
    let capped = env.json(&["session", "list", "--limit", "120"]);
    let capped_ids: Vec<String> = capped["tunnel_sessions"]
        .as_array()
        .unwrap()
        .iter()
        .map(id_of)
        .collect();
    assert_eq!(capped_ids, all[..120]);
    assert_eq!(
        capped["next_page_uri"],
        format!("{}/tunnel_sessions?before_id={}&limit=20", env.base_url(), all[119])
    );
    let rest = env.json(&["session", "list", "--before-id", &all[199]]);
    let rest_ids: Vec<String> = rest["tunnel_sessions"]
        .as_array()
        .unwrap()
        .iter()
        .map(id_of)
        .collect();
    assert_eq!(rest_ids, all[200..]);
    assert_eq!(rest["next_page_uri"], Value::Null);

    // A stopped session leaves the list and its page boundaries shift, still without gaps.
    let stopped = all[150].clone();
    confirm(&env, &["session", "stop", &stopped]);
    assert_offline(&env, &stopped);
    let after: Vec<String> = session_ids(&env);
    let expected: Vec<String> = all.iter().filter(|id| **id != stopped).cloned().collect();
    assert_eq!(after, expected);
    let (_, last_page) = api(
        &env,
        &["GET", &format!("/tunnel_sessions?before_id={}", all[199])],
    );
    assert_eq!(last_page["tunnel_sessions"].as_array().unwrap().len(), 50);
    assert_eq!(last_page["next_page_uri"], Value::Null);
}
}
