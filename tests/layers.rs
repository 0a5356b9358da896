//! The layers the house is built in (cli → transport → router → service → store), held by a test:
//! nothing below the command line imports it, and the API's logic and its storage import no
//! transport, server or output. An upward import fails here, naming the file and the line.

use std::path::{Path, PathBuf};

/// (files, what they must not use, why).
const RULES: &[(&[&str], &[&str], &str)] = &[
    (
        &[
            "api",
            "router.rs",
            "router",
            "service",
            "store",
            "store.rs",
            "transport",
            "server",
            "server.rs",
            "config.rs",
            "values.rs",
        ],
        &["crate::cli"],
        "nothing below the command line imports it; wire constants live in api/",
    ),
    (
        &[
            "api",
            "router.rs",
            "router",
            "service",
            "store",
            "store.rs",
            "id.rs",
            "clock.rs",
            "document.rs",
        ],
        &["crate::transport", "crate::server", "crate::output"],
        "the API's logic and its storage know nothing of how requests arrive or are shown",
    ),
    (
        &[
            "api",
            "store",
            "store.rs",
            "id.rs",
            "clock.rs",
            "document.rs",
        ],
        &["crate::service", "crate::router"],
        "what a request carries and what is stored lie below the service that acts on them",
    ),
];

fn rust_files(path: &Path, into: &mut Vec<PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            rust_files(&entry.unwrap().path(), into);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        into.push(path.to_path_buf());
    }
}

/// Every Rust file under `src/`, with its name there (`store/pg.rs`).
fn src_files() -> Vec<(String, PathBuf)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files
        .into_iter()
        .map(|file| {
            let name = file.strip_prefix(&src).unwrap().to_string_lossy();
            (name.into_owned(), file)
        })
        .collect()
}

#[test]
fn no_layer_imports_one_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut broken = Vec::new();
    for (places, forbidden, why) in RULES {
        let mut files = Vec::new();
        for place in *places {
            rust_files(&src.join(place), &mut files);
        }
        assert!(!files.is_empty(), "{places:?} name no file");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for name in *forbidden {
                    if line.contains(name) {
                        let file = file.strip_prefix(&src).unwrap().display();
                        broken.push(format!("src/{file}:{}: uses {name} ({why})", n + 1));
                    }
                }
            }
        }
    }
    assert!(broken.is_empty(), "upward imports:\n{}", broken.join("\n"));
}

/// The store's engines, which only `src/store/` names (issue 40, item 1).
const ENGINES: &[&str] = &["pg", "embedded"];

/// Issue 40, item 1: the engine stays inside `src/store/`. What differs between sled and
/// PostgreSQL (repair, the socket, sealing, the password, how a location is shown) is asked of
/// the store or its `Location`, so nothing else names `store::pg` or `store::embedded`, in a path
/// or in a `use crate::store::{…}` group.
#[test]
fn nothing_outside_the_store_names_an_engine() {
    let mut named = Vec::new();
    for (name, file) in src_files() {
        if name == "store.rs" || name.starts_with("store/") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code: Vec<&str> = text
            .lines()
            .map(|line| match line.trim_start().starts_with("//") {
                true => "",
                false => line,
            })
            .collect();
        for (n, line) in code.iter().enumerate() {
            // The words of a path through `store::`, or of the group it opens (to its `}`).
            for (at, _) in line.match_indices("store::") {
                let rest = code[n..].join("\n");
                let rest = &rest[at + "store::".len()..];
                let path = match rest.strip_prefix('{') {
                    Some(group) => &group[..group.find('}').unwrap_or(group.len())],
                    None => rest
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .next()
                        .unwrap(),
                };
                for word in path
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .filter(|word| ENGINES.contains(word))
                {
                    named.push(format!("src/{name}:{}: names store::{word}", n + 1));
                }
            }
        }
    }
    assert!(
        named.is_empty(),
        "an engine named outside src/store/ (ask the store or its Location instead):\n{}",
        named.join("\n")
    );
    // Issue 60, item 4: nor can it be, as the engines' modules are the store's own and none of
    // their types is re-exported (what the command line needs of them is a neutral store type).
    let store = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store.rs"))
        .unwrap();
    for engine in ENGINES {
        for public in [format!("pub mod {engine};"), format!("pub use {engine}::")] {
            assert!(
                !store
                    .lines()
                    .any(|line| line.trim_start().starts_with(&public)),
                "src/store.rs: `{public}` lets the engine out of the store"
            );
        }
    }
}

/// The command line asks `transport::open` for a transport and words what happens; it does not
/// choose between the remote API, the process holding the store, a keep-open holder it starts, the
/// store itself or an empty stand-in (the next transport is added there, not in the CLI). Its
/// `Context` stays the user interface, small enough to read.
#[test]
fn the_command_line_asks_for_a_transport_and_does_not_choose_one() {
    const CHOOSING: &[&str] = &[
        "Transport::",
        "keep_open::",
        "socket::connect",
        "transport::local",
        "Service::open",
        "StoreOptions",
        "Store::repair",
        "Store::diagnose",
    ];
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("cli"), &mut files);
    let mut broken = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for name in CHOOSING.iter().filter(|name| line.contains(*name)) {
                let file = file.strip_prefix(&src).unwrap().display();
                broken.push(format!("src/{file}:{}: uses {name}", n + 1));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "the command line chooses a transport (that is transport::open's job):\n{}",
        broken.join("\n")
    );
    let context = std::fs::read_to_string(src.join("cli/context.rs")).unwrap();
    let lines = context.lines().count();
    assert!(
        lines <= 400,
        "src/cli/context.rs has {lines} lines, more than 400: move what is not prompts, pages, \
         --jq or --dry-run bookkeeping into a module of its own"
    );
}

/// What writes to stdout or stderr by itself, past `output::Out` and its escaping.
const PRINTING: &[&str] = &[
    "println!",
    "print!(",
    "eprintln!",
    "eprint!(",
    "io::stdout()",
    "io::stderr()",
    "Term::stdout()",
    "Term::stderr()",
    "ProgressDrawTarget::",
];

/// The files that drive dialoguer and indicatif, which draw on stderr themselves (every text they
/// get is escaped there), and what of [`PRINTING`] each may use.
const DRAWING_ITSELF: &[(&str, &[&str])] = &[
    ("cli/prompt.rs", &["Term::stderr()", "io::stderr()"]),
    (
        "cli/progress.rs",
        &["Term::stderr()", "ProgressDrawTarget::"],
    ),
];

/// Issue 39: everything the program writes to stdout or stderr goes through `output::Out`, the one
/// step that shows what a terminal would act on (ESC, C1 controls, bidi overrides) as escapes; a
/// stored name printed raw made a planned delete read "unchanged". Nothing outside `src/output`
/// prints by itself, so a new way of printing cannot forget the escaping (test code may).
#[test]
fn every_print_goes_through_the_escaping_writer() {
    let mut broken = Vec::new();
    for (name, n, line) in code_lines() {
        if name.starts_with("output/") {
            continue;
        }
        let allowed = DRAWING_ITSELF
            .iter()
            .find(|(f, _)| *f == name)
            .map_or(&[][..], |(_, allowed)| *allowed);
        for token in PRINTING
            .iter()
            .filter(|t| line.contains(**t) && !allowed.contains(t))
        {
            broken.push(format!("src/{name}:{n}: {token}"));
        }
    }
    assert!(
        broken.is_empty(),
        "printing past output::stdout()/stderr() (use their words/data/document):\n{}",
        broken.join("\n")
    );
}

/// Every line of code under `src/` as (path below `src/`, line number, line): comments and what
/// follows a file's `#[cfg(test)]` (its unit tests) left out.
fn code_lines() -> Vec<(String, usize, String)> {
    let mut lines = Vec::new();
    for (name, file) in src_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        let code = text.lines().take_while(|l| l.trim() != "#[cfg(test)]");
        for (n, line) in code.enumerate() {
            if !line.trim_start().starts_with("//") {
                lines.push((name.clone(), n + 1, line.to_string()));
            }
        }
    }
    lines
}

/// A command line file a person reads whole stays short: a group past this is split by verb
/// (jj's `commands/<group>/<verb>.rs`), as `cli/ssh_cert/` and `cli/ssh_ca/` are.
const CLI_FILE_MOST_LINES: usize = 500;

#[test]
fn cli_files_are_split_by_verb_past_500_lines() {
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    let mut files = Vec::new();
    rust_files(&cli, &mut files);
    let mut long = Vec::new();
    for file in files {
        let name = file
            .strip_prefix(&cli)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let lines = std::fs::read_to_string(&file).unwrap().lines().count();
        if lines > CLI_FILE_MOST_LINES {
            long.push(format!("src/cli/{name}: {lines} lines"));
        }
    }
    assert!(
        long.is_empty(),
        "past {CLI_FILE_MOST_LINES} lines; split them into a directory with a file per verb:\n{}",
        long.join("\n")
    );
}

/// The router parses, checks the method and hands the request to its kind's handler
/// (`src/router/<kind>.rs`); no function of it grows back into one match over every route.
const ROUTER_FN_MOST_LINES: usize = 80;

/// Each function of `src/router.rs` and `src/router/` as (file:line, name, lines), found by its
/// `fn` line and the closing brace at the same indentation (the shape rustfmt gives them).
fn router_functions() -> Vec<(String, String, usize)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("router.rs"), &mut files);
    rust_files(&src.join("router"), &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (start, line) in lines.iter().enumerate() {
            let body = line.trim_start();
            let indent = &line[..line.len() - body.len()];
            let Some(rest) = ["fn ", "pub fn ", "pub(super) fn ", "pub(crate) fn "]
                .iter()
                .find_map(|p| body.strip_prefix(p))
            else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let close = format!("{indent}}}");
            let end = lines[start..]
                .iter()
                .position(|l| *l == close)
                .unwrap_or_else(|| panic!("{}: fn {name} has no closing brace", file.display()));
            let file = file.strip_prefix(&src).unwrap().display();
            found.push((format!("src/{file}:{}", start + 1), name, end + 1));
        }
    }
    found
}

#[test]
fn router_functions_stay_under_80_lines() {
    let functions = router_functions();
    assert!(
        functions.iter().any(|(_, name, _)| name == "handle"),
        "found no `fn handle` in src/router: the scan is broken"
    );
    let long: Vec<String> = functions
        .into_iter()
        .filter(|(_, _, lines)| *lines > ROUTER_FN_MOST_LINES)
        .map(|(at, name, lines)| format!("{at}: fn {name}, {lines} lines"))
        .collect();
    assert!(
        long.is_empty(),
        "past {ROUTER_FN_MOST_LINES} lines; hand the routes to their kind's handler in \
         src/router/<kind>.rs:\n{}",
        long.join("\n")
    );
}

/// Issue 39, item 1: YAML is parsed only by the one reader that bounds what aliases expand to
/// (`document::Reader`); a parser called anywhere else would let an alias bomb through. Unit
/// tests below a file's `#[cfg(test)]` may parse fixed text.
#[test]
fn yaml_is_read_only_through_the_bounded_reader() {
    let found: Vec<String> = code_lines()
        .into_iter()
        .filter(|(name, _, line)| {
            name != "document.rs"
                && ["serde_yaml::from_", "serde_yaml::Deserializer"]
                    .iter()
                    .any(|call| line.contains(call))
        })
        .map(|(name, n, line)| format!("src/{name}:{n}: {}", line.trim()))
        .collect();
    assert!(
        found.is_empty(),
        "YAML parsed outside document::Reader:\n{}",
        found.join("\n")
    );
}

/// Issue 60, item 5: a file of `src/` a person reads whole holds at most this many lines of code
/// (not blank, not a comment, outside its `#[cfg(test)] mod tests`); past it, it is split by
/// concept (as `server/` is: budget, admit, auth, response), never by trimming comments.
const SRC_FILE_MOST_CODE_LINES: usize = 600;

/// The lines of code of one file's text, as [`SRC_FILE_MOST_CODE_LINES`] counts them.
fn code_line_count(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let tests = (0..lines.len()).find(|&i| {
        lines[i] == "#[cfg(test)]"
            && lines[i + 1..]
                .iter()
                .find(|l| !l.is_empty())
                .is_some_and(|l| l.starts_with("mod tests"))
    });
    lines[..tests.unwrap_or(lines.len())]
        .iter()
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .count()
}

#[test]
fn code_lines_are_counted_outside_comments_blanks_and_tests() {
    let text = "//! a module\n\nuse x;\n/// doc\nfn f() {}\n#[cfg(test)]\nfn helper() {}\n\
                #[cfg(test)]\n\nmod tests {\n    fn t() {}\n}\n";
    // `use x;`, `fn f() {}`, and the `#[cfg(test)]` item that is not the tests module.
    assert_eq!(code_line_count(text), 4);
}

#[test]
fn src_files_hold_at_most_600_lines_of_code() {
    let mut broken = Vec::new();
    for (name, file) in src_files() {
        let count = code_line_count(&std::fs::read_to_string(&file).unwrap());
        if count > SRC_FILE_MOST_CODE_LINES {
            broken.push(format!(
                "src/{name}: {count} lines of code, more than {SRC_FILE_MOST_CODE_LINES}: split \
                 it by concept into a directory of modules"
            ));
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}
