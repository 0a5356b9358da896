//! Dynamic shell completion: `tunnelctl __complete [--describe] -- WORDS…` (hidden) prints the
//! IDs and manifest names, profile names or event types that fit the last word of a command line,
//! and the hooks that the generated bash, zsh and fish scripts end with call it. With
//! `--describe` (zsh and fish) a candidate is followed by a tab and what it is: an ID by its name
//! and description, a name by its ID and description.
//!
//! Exit status 0 means "this position takes dynamic values" (the printed lines, maybe none), 1 means
//! "not mine": the shell falls back to the static completion. Nothing is ever printed on stderr.

use std::ffi::OsString;
use std::time::Duration;

use clap::{Arg, CommandFactory};

use super::{Cli, Context};
use crate::kind::{Kind, Verb, KINDS};

/// Bounds that keep a completion fast: a held store or a slow endpoint gives no candidates quickly.
const LOCK_TIMEOUT: Duration = Duration::from_millis(300);
const REQUEST_TIMEOUT: Duration = Duration::from_secs(2);
/// At most this many candidates are fetched.
const LIMIT: usize = 1000;

/// The hidden first argument that asks for candidates.
pub const COMMAND: &str = "__complete";

/// What a position of the command line takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takes {
    /// The IDs of a kind's resources.
    Ids(&'static Kind),
    EventType,
    Profile,
}

/// Runs `__complete`: prints the candidates and answers the exit status (0 dynamic, 1 not).
pub fn run(args: &[OsString]) -> i32 {
    // The words after `--`, program name first; a word that is not UTF-8 matches nothing.
    let words: Vec<String> = args
        .iter()
        .skip_while(|a| *a != "--")
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let words = rejoin(&words);
    let Some((takes, globals)) = analyse(&words) else {
        return 1;
    };
    let describe = args
        .iter()
        .take_while(|a| *a != "--")
        .any(|a| a == "--describe");
    let prefix = words.last().map_or("", String::as_str);
    let mut out = String::new();
    for (candidate, about) in candidates(takes, &globals) {
        if candidate.starts_with(prefix) && !candidate.chars().any(char::is_control) {
            out.push_str(&candidate);
            if describe && !about.is_empty() {
                out.push('\t');
                // One line per candidate: a description's own tabs and line breaks are spaces.
                out.extend(about.chars().map(|c| if c.is_control() { ' ' } else { c }));
            }
            out.push('\n');
        }
    }
    let _ = crate::output::stdout().data(&out);
    0
}

/// Undoes bash's splitting of words at `=` and `:` (COMP_WORDBREAKS) before the word being
/// completed: `--api-url = http : //h` is `--api-url http://h` again.
fn rejoin(words: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let word = &words[i];
        let not_last = i + 1 < words.len();
        let after_option = out.last().is_some_and(|p| p.starts_with("--"));
        if not_last && word == "=" && after_option {
            i += 1;
        } else if not_last && word == ":" && !out.is_empty() && i + 2 < words.len() {
            let last = out.last_mut().expect("not empty");
            last.push(':');
            last.push_str(&words[i + 1]);
            i += 2;
        } else {
            out.push(word.clone());
            i += 1;
        }
    }
    out
}

/// Finds what the last word of `words` (program name first) is, and the global options given
/// before it (`--store`, `--api-url`, `--profile`, …), which say where candidates come from.
pub fn analyse(words: &[String]) -> Option<(Takes, Vec<String>)> {
    let (_current, before) = words.get(1..)?.split_last()?;
    let mut root = Cli::command();
    root.build();
    let mut cmd = &root;
    let mut path: Vec<String> = Vec::new();
    let mut globals = Vec::new();
    let mut positionals = 0;
    let mut pending: Option<&Arg> = None;
    let mut options_end = false;
    for word in before {
        if let Some(arg) = pending.take() {
            if arg.is_global_set() {
                globals.push(word.clone());
            }
            continue;
        }
        let option = if options_end || word == "-" {
            None
        } else if word == "--" {
            options_end = true;
            continue;
        } else if let Some(long) = word.strip_prefix("--") {
            let (name, value) = long
                .split_once('=')
                .map_or((long, None), |(n, v)| (n, Some(v)));
            // By its name or an alias (`ssh-cert list --ca` is `--ca-id`).
            let named = |a: &&Arg| {
                a.get_long_and_visible_aliases()
                    .is_some_and(|names| names.contains(&name))
            };
            Some((cmd.get_arguments().find(named), value))
        } else if let Some(shorts) = word.strip_prefix('-') {
            // A cluster like -qy or -ojson: the first option that takes a value ends it.
            let mut found = None;
            for (i, c) in shorts.char_indices() {
                let arg = cmd.get_arguments().find(|a| a.get_short() == Some(c));
                if arg.is_some_and(takes_value) {
                    let rest = &shorts[i + c.len_utf8()..];
                    found = Some((arg, (!rest.is_empty()).then_some(rest)));
                    break;
                }
            }
            Some(found.unwrap_or((None, Some(""))))
        } else {
            None
        };
        match option {
            Some((Some(arg), value)) => {
                if arg.is_global_set() {
                    globals.push(word.clone());
                }
                if takes_value(arg) && value.is_none() {
                    pending = Some(arg);
                }
            }
            Some((None, _)) => {}
            None => match cmd.find_subcommand(word).filter(|_| positionals == 0) {
                Some(sub) => {
                    cmd = sub;
                    path.push(word.clone());
                }
                None => positionals += 1,
            },
        }
    }
    let arg = match pending {
        Some(arg) => arg,
        None => {
            let current = words.last()?;
            if current.starts_with('-') && !options_end {
                return None;
            }
            let args: Vec<&Arg> = cmd.get_positionals().collect();
            let last = args.last()?;
            match args.get(positionals) {
                Some(arg) => *arg,
                // A trailing list (`delete ID…`) takes every later position.
                None if last.get_num_args().is_some_and(|n| n.max_values() > 1) => last,
                None => return None,
            }
        }
    };
    takes(&path, arg.get_id().as_str()).map(|takes| (takes, globals))
}

fn takes_value(arg: &Arg) -> bool {
    arg.get_action().takes_values()
}

/// The arguments (by id) that take event types.
const EVENT_TYPE_ARGS: &[&str] = &["sources", "kind", "kinds", "event_type"];

/// What an argument (by its id) of the command at `path` takes: a command's `ID` is one of the
/// kind that the table of kinds gives that command, a flag's IDs are of the kind that claims it
/// ([`Kind::id_flags`]).
fn takes(path: &[String], arg: &str) -> Option<Takes> {
    // `--profile`, and `config use PROFILE`.
    if arg == "profile" || (arg == "name" && path == ["config", "use"]) {
        return Some(Takes::Profile);
    }
    if EVENT_TYPE_ARGS.contains(&arg) {
        return Some(Takes::EventType);
    }
    if arg == "id" || arg == "ids" {
        let command = path.first()?;
        return KINDS
            .iter()
            .find(|k| k.has_ids() && k.can(Verb::List) && k.command == command)
            .map(|k| Takes::Ids(k));
    }
    KINDS
        .iter()
        .find(|k| k.id_flags.contains(&arg))
        .map(|k| Takes::Ids(k))
}

/// The candidates a position takes, each with what it is (maybe empty); any error (no store, a
/// held lock, an unreachable endpoint, a bad config file) gives none.
fn candidates(takes: Takes, globals: &[String]) -> Vec<(String, String)> {
    let kind = match takes {
        Takes::EventType => {
            let types = crate::service::event_sub::EVENT_TYPES;
            return types
                .iter()
                .map(|t| (t.to_string(), String::new()))
                .collect();
        }
        Takes::Profile => {
            return crate::config::load(crate::config::default_path().as_deref())
                .map(|loaded| {
                    let names = loaded.config.profiles.into_keys();
                    names.map(|name| (name, String::new())).collect()
                })
                .unwrap_or_default();
        }
        Takes::Ids(kind) => kind,
    };
    let (path, key) = (kind.path, kind.list_key);
    let ids = || -> Option<Vec<(String, String)>> {
        let argv: Vec<std::ffi::OsString> = ["tunnelctl"]
            .iter()
            .map(Into::into)
            .chain(globals.iter().map(Into::into))
            .chain(["config", "show"].iter().map(Into::into))
            .collect();
        let (mut cli, matches) = super::parse(&argv).ok()?;
        let global = &mut cli.global;
        global.lock_timeout = Some(global.lock_timeout().min(LOCK_TIMEOUT));
        global.timeout = Some(global.timeout().min(REQUEST_TIMEOUT));
        global.connect_timeout = Some(global.connect_timeout().min(REQUEST_TIMEOUT));
        global.retries = Some(0);
        global.quiet = true;
        global.dry_run = false;
        let ctx = Context::new(cli.global, &matches).ok()?;
        let list = ctx.list(path, key, Some(LIMIT), None).ok()?;
        let items = list.get(key)?.as_array()?;
        // The IDs, then the names of those that have one (a command takes either).
        let mut ids = Vec::new();
        let mut names = Vec::new();
        for item in items {
            let Some(id) = item.get("id").and_then(|id| id.as_str()) else {
                continue;
            };
            let description = item["description"].as_str().unwrap_or_default();
            let about = |what: &str| match description.is_empty() {
                true => what.to_string(),
                false if what.is_empty() => description.to_string(),
                false => format!("{what}: {description}"),
            };
            let name = super::context::name_of(item);
            ids.push((id.to_string(), about(name.as_deref().unwrap_or_default())));
            if let Some(name) = name {
                names.push((name, about(id)));
            }
        }
        ids.extend(names);
        Some(ids)
    };
    ids().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind;

    fn takes_at(line: &str) -> Option<Takes> {
        let mut words: Vec<String> = line.split(' ').map(str::to_string).collect();
        if line.ends_with(' ') {
            words.pop();
            words.push(String::new());
        }
        analyse(&words).map(|(k, _)| k)
    }

    #[test]
    fn positions() {
        assert_eq!(
            takes_at("tunnelctl tcp-edge get "),
            Some(Takes::Ids(&kind::TCP_EDGE))
        );
        assert_eq!(
            takes_at("tunnelctl tcp-edge get edg"),
            Some(Takes::Ids(&kind::TCP_EDGE))
        );
        assert_eq!(takes_at("tunnelctl tcp-edge get a "), None);
        assert_eq!(
            takes_at("tunnelctl tcp-edge delete a b "),
            Some(Takes::Ids(&kind::TCP_EDGE))
        );
        assert_eq!(
            takes_at("tunnelctl tcp-edge update --description x "),
            Some(Takes::Ids(&kind::TCP_EDGE))
        );
        assert_eq!(takes_at("tunnelctl tcp-edge get --"), None);
        assert_eq!(
            takes_at("tunnelctl --store /s -q session stop "),
            Some(Takes::Ids(&kind::TUNNEL_SESSION))
        );
        assert_eq!(
            takes_at("tunnelctl ssh-cert create --ca-id "),
            Some(Takes::Ids(&kind::SSH_CA))
        );
        assert_eq!(
            takes_at("tunnelctl ssh-cert list --ca "),
            Some(Takes::Ids(&kind::SSH_CA)),
            "an alias takes what its flag takes"
        );
        assert_eq!(
            takes_at("tunnelctl ssh-cert get "),
            Some(Takes::Ids(&kind::SSH_USER_CERTIFICATE))
        );
        assert_eq!(
            takes_at("tunnelctl event-sub source add esb_1 "),
            Some(Takes::EventType)
        );
        assert_eq!(
            takes_at("tunnelctl event-sub source add "),
            Some(Takes::Ids(&kind::EVENT_SUBSCRIPTION))
        );
        assert_eq!(
            takes_at("tunnelctl event-sub create --source "),
            Some(Takes::EventType)
        );
        assert_eq!(takes_at("tunnelctl --profile "), Some(Takes::Profile));
        assert_eq!(takes_at("tunnelctl config use "), Some(Takes::Profile));
        assert_eq!(
            takes_at("tunnelctl tcp-edge list --profile "),
            Some(Takes::Profile)
        );
        // Every kind with IDs that a command lists, by the command the table gives it.
        assert_eq!(
            takes_at("tunnelctl ssh-host-cert delete "),
            Some(Takes::Ids(&kind::SSH_HOST_CERTIFICATE))
        );
        assert_eq!(takes_at("tunnelctl tcp-edge "), None);
        assert_eq!(takes_at("tunnelctl route saml get "), None);
        assert_eq!(takes_at("tunnelctl"), None);
    }

    #[test]
    fn bash_word_breaks_are_undone() {
        let words: Vec<String> = "tunnelctl --api-url = http : //h : 1 --profile = pr"
            .split(' ')
            .map(str::to_string)
            .collect();
        assert_eq!(
            rejoin(&words),
            ["tunnelctl", "--api-url", "http://h:1", "--profile", "pr"]
        );
    }

    #[test]
    fn globals_are_kept() {
        let words: Vec<String> = "tunnelctl --store /s tcp-edge -o json get --api-url=http://x e"
            .split(' ')
            .map(str::to_string)
            .collect();
        let (_, globals) = analyse(&words).unwrap();
        assert_eq!(
            globals,
            ["--store", "/s", "-o", "json", "--api-url=http://x"]
        );
    }
    /// Flags whose names say they take IDs, of resources the table of kinds does not hold (an
    /// HTTPS edge, a backend, an IP policy, a credential, a destination) or that are a page's
    /// cursor: completion has nothing to offer for them.
    const IDS_OF_NO_KIND: &[&str] = &[
        "backend_id",
        "before_id",
        "credential_id",
        "destination_id",
        "destination_ids",
        "edge_id",
        "ip_policy_ids",
        "route_id",
    ];

    /// Every argument of every command, by id, with the command's words.
    fn every_argument() -> Vec<(Vec<String>, String)> {
        fn walk(cmd: &clap::Command, path: &[String], into: &mut Vec<(Vec<String>, String)>) {
            for arg in cmd.get_arguments() {
                into.push((path.to_vec(), arg.get_id().to_string()));
            }
            for sub in cmd.get_subcommands() {
                let mut path = path.to_vec();
                path.push(sub.get_name().to_string());
                walk(sub, &path, into);
            }
        }
        let mut root = Cli::command();
        root.build();
        let mut all = Vec::new();
        walk(&root, &[], &mut all);
        all
    }

    /// Every kind says which flags take its IDs: a flag named for IDs is claimed by a kind or
    /// listed as of no kind, and every flag a kind claims exists.
    #[test]
    fn every_flag_that_takes_ids_has_its_kind() {
        let all = every_argument();
        for (path, arg) in &all {
            let for_ids = arg.ends_with("_id") || arg.ends_with("_ids");
            if for_ids && !IDS_OF_NO_KIND.contains(&arg.as_str()) {
                assert!(
                    matches!(takes(path, arg), Some(Takes::Ids(_))),
                    "{path:?} {arg}: add it to its kind's id_flags, or to IDS_OF_NO_KIND"
                );
            }
        }
        for kind in KINDS {
            for flag in kind.id_flags {
                assert!(
                    all.iter().any(|(_, arg)| arg == flag),
                    "{}: no command has {flag}",
                    kind.name
                );
            }
        }
        for flag in IDS_OF_NO_KIND {
            assert!(
                all.iter().any(|(_, arg)| arg == flag),
                "no command has {flag}"
            );
        }
    }

    /// Every kind with IDs that a command lists completes its commands' `ID`s.
    #[test]
    fn every_listed_kind_completes_its_ids() {
        for kind in KINDS
            .iter()
            .filter(|k| k.has_ids() && k.can(Verb::List) && !k.command.is_empty())
        {
            let path = [kind.command.to_string(), "get".to_string()];
            assert_eq!(takes(&path, "id"), Some(Takes::Ids(kind)), "{}", kind.name);
        }
    }
}
