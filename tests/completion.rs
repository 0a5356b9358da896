//! Dynamic shell completion, in real shells: the committed completion scripts are loaded and their
//! completion function is called as the shell would call it on TAB.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{self, edge_ids, transport_tests, Env};

fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("completions")
        .join(name)
}

/// Whether `program` runs; a skip notice when not, and a failure under `CI=true`.
pub(crate) fn have(program: &str) -> bool {
    let found = Command::new(program).arg("--version").output().is_ok();
    if !found {
        common::skip(
            &format!("completion ({program})"),
            &format!("{program} is not installed (apt-get install {program})"),
        );
    }
    found
}

/// `env`'s command environment with the directory of the built tunnelctl first on PATH.
fn shell(env: &Env, program: &str) -> Command {
    let std = env.std_cmd();
    let mut cmd = Command::new(program);
    cmd.env_clear();
    for (key, value) in std.get_envs() {
        if let Some(value) = value {
            cmd.env(key, value);
        }
    }
    let bin = assert_cmd::cargo::cargo_bin("tunnelctl");
    let mut path = std::ffi::OsString::from(bin.parent().unwrap());
    path.push(":");
    path.push(std::env::var_os("PATH").unwrap_or_default());
    cmd.env("PATH", path);
    cmd
}

/// What bash offers on TAB after `line` (the last word is the one being completed), and stderr.
pub(crate) fn bash_complete(env: &Env, line: &str) -> (Vec<String>, String) {
    let program = r#"
source "$1"
read -r -a COMP_WORDS <<< "$2"
[[ "$2" == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
COMP_LINE="$2"
COMP_POINT=${#COMP_LINE}
prev=""
(( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
_tunnelctl_dynamic tunnelctl "${COMP_WORDS[COMP_CWORD]}" "$prev"
printf '%s\n' "${COMPREPLY[@]}"
"#;
    let out = shell(env, "bash")
        .args(["--norc", "--noprofile", "-c", program, "bash"])
        .arg(script("tunnelctl.bash"))
        .arg(line)
        .output()
        .expect("bash runs");
    assert!(out.status.success(), "{out:?}");
    let offered = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    (offered, String::from_utf8_lossy(&out.stderr).into_owned())
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

transport_tests! {
    fn bash_offers_the_stored_ids(env) {
        if !have("bash") {
            return;
        }
        for _ in 0..3 {
            env.json(&["tcp-edge", "create"]);
        }
        let stored = edge_ids(&env);
        for line in ["tunnelctl tcp-edge get ", "tunnelctl tcp-edge delete x ", "tunnelctl -o json tcp-edge update "] {
            let (offered, stderr) = bash_complete(&env, line);
            assert_eq!(sorted(offered), sorted(stored.clone()), "{line}");
            assert_eq!(stderr, "");
        }
        // The word typed so far narrows the offer.
        let first = &stored[0];
        let (offered, _) = bash_complete(&env, &format!("tunnelctl tcp-edge get {first}"));
        assert_eq!(offered, std::slice::from_ref(first));
        // A position that takes no ID falls back to the static completion.
        let (offered, _) = bash_complete(&env, "tunnelctl tcp-edge ");
        for sub in ["create", "get", "list", "update", "delete"] {
            assert!(offered.contains(&sub.to_string()), "{offered:?}");
        }
        // Nothing is stored: nothing is offered, not file names.
        let (offered, _) = bash_complete(&env, "tunnelctl ssh-ca get ");
        assert_eq!(offered, Vec::<String>::new());
    }
}

#[test]
fn bash_offers_event_types_and_profiles() {
    if !have("bash") {
        return;
    }
    let env = Env::new();
    let (offered, _) = bash_complete(&env, "tunnelctl event-sub create --source ip_policy_c");
    assert_eq!(offered, ["ip_policy_created.v0"]);
    let (offered, _) = bash_complete(&env, "tunnelctl event-sub source add esb_x tcp_address_c");
    assert_eq!(offered, ["tcp_address_created.v0"]);
    let dir = env.path().join("home/.config/tunnelctl");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("config.yaml"),
        "profiles:\n  prod: {api_url: https://x}\n  staging: {api_url: https://y}\n",
    )
    .unwrap();
    let (offered, _) = bash_complete(&env, "tunnelctl --profile ");
    assert_eq!(offered, ["prod", "staging"]);
}

#[test]
fn errors_give_no_candidates_and_no_message() {
    if !have("bash") {
        return;
    }
    let mut env = Env::new();
    // Nothing listens on port 1: the request fails at once.
    env.set_var("TUNNELCTL_API_URL", "http://127.0.0.1:1");
    let (offered, stderr) = bash_complete(&env, "tunnelctl tcp-edge get ");
    assert_eq!((offered, stderr.as_str()), (Vec::new(), ""));
    // A config file that does not parse.
    let dir = env.path().join("home/.config/tunnelctl");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("config.yaml"), "profiles: [").unwrap();
    let (offered, stderr) = bash_complete(&env, "tunnelctl --profile ");
    assert_eq!((offered, stderr.as_str()), (Vec::new(), ""));
    let (offered, stderr) = bash_complete(&env, "tunnelctl session get ");
    assert_eq!((offered, stderr.as_str()), (Vec::new(), ""));
}

/// zsh: the completion function of the script `tunnelctl completions zsh` writes, run by the
/// completion system on a pty-less `zsh -c` through `compadd` stubbed to print the candidates
/// and then their descriptions.
#[test]
fn zsh_offers_the_stored_ids_and_names() {
    let Some((env, script)) = two_edges_if("zsh") else {
        return;
    };
    let program = r#"
compdef() { :; }
source "$1"
compadd() {
    local c d
    while (( $# )); do
        case $1 in -a) c=$2; shift;; -d) d=$2; shift;; esac
        shift
    done
    print -l -- "${(@P)c}"
    print -l -- "${(@P)d}" >&2
}
words=(tunnelctl tcp-edge get "")
CURRENT=4
_tunnelctl_dynamic
"#;
    let out = shell(&env, "zsh")
        .args(["-f", "-c", program, "zsh"])
        .arg(script)
        .output()
        .expect("zsh runs");
    assert_offers_the_edges(&env, &out);
    let descriptions = String::from_utf8_lossy(&out.stderr);
    let named = &edge_ids(&env)[1];
    assert!(
        descriptions.contains(&format!("bastion  -- {named}: ssh"))
            && descriptions.contains(&format!("{named}  -- bastion: ssh")),
        "{descriptions}"
    );
}

#[test]
fn fish_offers_the_stored_ids_and_names() {
    let Some((env, script)) = two_edges_if("fish") else {
        return;
    };
    let out = shell(&env, "fish")
        .args(["--no-config", "-c"])
        .arg(format!(
            "source {}; complete -C 'tunnelctl tcp-edge get '",
            script.display()
        ))
        .output()
        .expect("fish runs");
    assert_offers_the_edges(&env, &out);
    let named = &edge_ids(&env)[1];
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(&format!("bastion\t{named}: ssh")), "{text}");
}

/// A store with two TCP edges, the older one named `bastion` by a manifest, and the completion
/// script of `shell` as this build writes it, when `shell` is installed.
fn two_edges_if(shell: &str) -> Option<(Env, PathBuf)> {
    if !have(shell) {
        return None;
    }
    let env = Env::new();
    let manifest = env.file(
        "m.yaml",
        "kind: tcp-edge\nname: bastion\ndescription: ssh\n",
    );
    env.json(&["apply", "-f", manifest.to_str().unwrap()]);
    env.json(&["tcp-edge", "create"]);
    let out = env.run(&["completions", shell]);
    assert!(out.status.success(), "{out:?}");
    let script = env.file(
        &format!("completion.{shell}"),
        &String::from_utf8_lossy(&out.stdout),
    );
    Some((env, script))
}

/// The shell offered the IDs of the stored edges and the one name, one a line (fish adds a tab
/// and a description).
fn assert_offers_the_edges(env: &Env, out: &std::process::Output) {
    let offered: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.split('\t').next().unwrap_or("").to_string())
        .collect();
    let mut expected = edge_ids(env);
    expected.push("bastion".into());
    assert_eq!(sorted(offered), sorted(expected), "{out:?}");
}
