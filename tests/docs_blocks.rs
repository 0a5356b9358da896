//! Every command block of the README and of `docs/` (issue 61, item 9), run as written: the
//! blocks of one document run in order in one shell, so that a later block sees what an earlier one
//! made, in a throwaway home with the built `tunnelctl` first on `PATH`.
//!
//! A block that cannot run here carries a marker on the line before it:
//! `<!-- not run: REASON -->` (installing, a root sshd, a timer, a server that runs until it is
//! stopped, PostgreSQL; the reason names the test that covers the same path where there is one),
//! or `<!-- needs: PROGRAM … -->` for outside programs, without which the block and the rest of
//! its document are skipped visibly (a failure under `CI=true`). The test prints how many blocks it
//! ran and which it left out, with the reasons.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common;

/// The README, then every document in `docs/`: the guides it links and the references for
/// contributors alike.
fn documents() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs: Vec<String> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    let mut all = vec!["README.md".to_string()];
    all.extend(docs);
    all
}

/// A document's blocks may take this long together (they run in a debug build on 2 busy cores).
const DOCUMENT_TIMEOUT: Duration = Duration::from_secs(180);

#[derive(Debug, PartialEq)]
enum Marker {
    Run,
    NotRun(String),
    Needs(Vec<String>),
}

#[derive(Debug)]
struct Block {
    /// The line of the opening fence, 1-based.
    line: usize,
    /// The commands, as a shell reads them (a `console` block's `$ ` lines, prompts removed).
    script: String,
    marker: Marker,
}

/// The `sh`, `bash` and `console` blocks of `text`, with the marker on the line before each.
/// Errors: a marker without a reason or program, a block that does not end.
fn blocks(text: &str) -> Result<Vec<Block>, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        let Some(fence) = lines[at].strip_prefix("```") else {
            at += 1;
            continue;
        };
        let open = at;
        let end = (open + 1..lines.len())
            .find(|&i| lines[i].starts_with("```"))
            .ok_or(format!("line {}: the block does not end", open + 1))?;
        at = end + 1;
        if !["sh", "bash", "console"].contains(&fence.trim()) {
            continue;
        }
        let body = &lines[open + 1..end];
        let script = match fence.trim() {
            "console" => console_commands(body),
            _ => body.join("\n"),
        };
        let before = open.checked_sub(1).map_or("", |i| lines[i].trim());
        found.push(Block {
            line: open + 1,
            script,
            marker: marker(before).map_err(|e| format!("line {open}: {e}"))?,
        });
    }
    Ok(found)
}

/// The marker that `line` (the line before a block) holds, if any.
fn marker(line: &str) -> Result<Marker, String> {
    let Some(comment) = line
        .strip_prefix("<!--")
        .and_then(|l| l.strip_suffix("-->"))
    else {
        return Ok(Marker::Run);
    };
    let comment = comment.trim();
    if let Some(reason) = comment.strip_prefix("not run") {
        let reason = reason.trim_start_matches(':').trim();
        return match reason.is_empty() {
            true => Err(format!("`{line}` gives no reason")),
            false => Ok(Marker::NotRun(reason.to_string())),
        };
    }
    if let Some(programs) = comment.strip_prefix("needs") {
        let programs: Vec<String> = programs
            .trim_start_matches(':')
            .split_whitespace()
            .map(str::to_string)
            .collect();
        return match programs.is_empty() {
            true => Err(format!("`{line}` names no program")),
            false => Ok(Marker::Needs(programs)),
        };
    }
    Ok(Marker::Run)
}

/// A console block's commands: its `$ ` lines without the prompt, with the lines they continue.
fn console_commands(body: &[&str]) -> String {
    let mut commands = Vec::new();
    let mut continued = false;
    for line in body {
        if let Some(command) = line.strip_prefix("$ ") {
            commands.push(command.to_string());
        } else if continued {
            commands.push(line.to_string());
        }
        continued = commands.last().is_some_and(|c| c.ends_with('\\'));
    }
    commands.join("\n")
}

/// What became of a document's blocks.
#[derive(Default)]
struct Tally {
    ran: usize,
    left_out: Vec<String>,
}

/// Runs `document`'s blocks, in order, in one shell; panics naming the block that failed.
fn run_document(document: &str, tally: &mut Tally) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(document)).unwrap();
    let blocks = blocks(&text).unwrap_or_else(|e| panic!("{document}: {e}"));
    let dir = tempfile::tempdir().unwrap();
    let (home, work, bin) = (
        dir.path().join("home"),
        dir.path().join("work"),
        dir.path().join("bin"),
    );
    for d in [&home, &work, &bin] {
        std::fs::create_dir_all(d).unwrap();
    }
    std::os::unix::fs::symlink(
        assert_cmd::cargo::cargo_bin("tunnelctl"),
        bin.join("tunnelctl"),
    )
    .unwrap();
    // Each block says where it starts in a file outside the work directory, so that a failure
    // names its block whatever the block did with stderr.
    let progress = dir.path().join("started");
    let mut script = String::from("set -eo pipefail\n");
    let mut missing: Option<String> = None;
    for block in &blocks {
        let place = format!("{document}:{}", block.line);
        if let Some(program) = &missing {
            tally
                .left_out
                .push(format!("{place}: after a block that needs `{program}`"));
            continue;
        }
        match &block.marker {
            Marker::NotRun(reason) => {
                tally.left_out.push(format!("{place}: {reason}"));
                continue;
            }
            Marker::Needs(programs) => {
                let test = format!("docs_blocks::{place}");
                if let Some(program) = programs
                    .iter()
                    .find(|p| common::outside_program(p, p, &test).is_none())
                {
                    tally
                        .left_out
                        .push(format!("{place}: `{program}` is not installed"));
                    missing = Some(program.clone());
                    continue;
                }
            }
            Marker::Run => {}
        }
        script.push_str(&format!(
            "echo {} >> '{}'\n{}\n",
            block.line,
            progress.display(),
            block.script
        ));
        tally.ran += 1;
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&work)
        .env_clear()
        .env("PATH", path)
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join(".local/share"))
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("LANG", "C.UTF-8")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if started.elapsed() > DOCUMENT_TIMEOUT {
            let _ = child.kill();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let out = child.wait_with_output().unwrap();
    if status.is_some_and(|s| s.success()) {
        return;
    }
    let started = std::fs::read_to_string(&progress).unwrap_or_default();
    let line: usize = started
        .lines()
        .last()
        .and_then(|l| l.parse().ok())
        .unwrap_or(0);
    let block = blocks.iter().find(|b| b.line == line);
    panic!(
        "{document}:{line}: the block {} ({status:?}):\n{}\n--- stdout:\n{}\n--- stderr:\n{}",
        match status {
            None => "did not finish in time",
            Some(_) => "failed",
        },
        block.map_or("", |b| b.script.as_str()),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The guides the README links, by their names in `docs/`.
const GUIDES: [&str; 6] = [
    "terminal",
    "configuration",
    "ci",
    "ssh-ca",
    "serve",
    "design",
];

#[test]
fn every_command_block_of_the_readme_and_the_guides_runs_as_written() {
    let mut tally = Tally::default();
    let documents = documents();
    for document in &documents {
        run_document(document, &mut tally);
    }
    // The guides the README links are among them.
    for guide in GUIDES {
        assert!(documents.contains(&format!("docs/{guide}.md")), "{guide}");
    }
    // The stderr handle, not eprintln!, which the harness captures for passing tests.
    let mut err = std::io::stderr();
    let _ = writeln!(
        err,
        "docs_blocks: ran {} command blocks of {} documents; left out {}:",
        tally.ran,
        documents.len(),
        tally.left_out.len()
    );
    for line in &tally.left_out {
        let _ = writeln!(err, "  {line}");
    }
    assert!(tally.ran >= 20, "only {} blocks ran", tally.ran);
}

#[test]
fn a_marker_needs_a_reason_and_console_prompts_are_taken_off() {
    let text = "<!-- not run -->\n```sh\nfalse\n```\n";
    assert!(blocks(text).unwrap_err().contains("gives no reason"));
    let text = "<!-- needs: -->\n```sh\nfalse\n```\n";
    assert!(blocks(text).unwrap_err().contains("names no program"));
    let text = "<!-- not run: a timer -->\n```sh\nfalse\n```\n\n```console\n$ a \\\n  b\noutput\n$ c\n```\n```yaml\nx: 1\n```\n";
    let found = blocks(text).unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].marker, Marker::NotRun("a timer".to_string()));
    assert_eq!(found[1].script, "a \\\n  b\nc");
    assert_eq!(found[1].line, 6);
}

/// A heading's anchor as GitHub makes it: lower case, spaces as hyphens, punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of `text`'s headings (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if let Some((hashes, heading)) = line.split_once(' ') {
            if !fenced && !hashes.is_empty() && hashes.chars().all(|c| c == '#') {
                found.push(anchor(heading));
            }
        }
    }
    found
}

/// The README's tours link the guides: every link between the documents leads to a file that
/// exists and, with a `#`, to one of its headings.
#[test]
fn every_link_between_the_documents_leads_somewhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut links = 0;
    for document in documents() {
        let text = std::fs::read_to_string(root.join(&document)).unwrap();
        let dir = Path::new(&document).parent().unwrap();
        for (_, rest) in text
            .match_indices("](")
            .map(|(at, _)| text.split_at(at + 2))
        {
            let target = &rest[..rest.find(')').unwrap_or(0)];
            if target.is_empty() || target.contains("://") || target.contains(' ') {
                continue;
            }
            let (path, heading) = target.split_once('#').unwrap_or((target, ""));
            let file = match path {
                "" => root.join(&document),
                _ => root.join(dir).join(path),
            };
            assert!(file.exists(), "{document}: the link {target} leads nowhere");
            if !heading.is_empty() {
                let headings = anchors(&std::fs::read_to_string(&file).unwrap());
                assert!(
                    headings.iter().any(|a| a == heading),
                    "{document}: no heading #{heading} in {path}: {headings:?}"
                );
            }
            links += 1;
        }
    }
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    for guide in GUIDES {
        assert!(readme.contains(&format!("](docs/{guide}.md)")), "{guide}");
    }
    assert!(links > 30, "{links}");
}
