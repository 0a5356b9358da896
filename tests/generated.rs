//! `completions/` and `man/` are generated from the clap definition and committed; this test fails
//! when they are stale. Regenerate with: `TUNNELCTL_REGENERATE=1 cargo test --test runner generated`.

use std::path::Path;

#[test]
fn completions_and_man_pages_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let expected = tunnelctl::cli::completions::generated_files();
    if std::env::var_os("TUNNELCTL_REGENERATE").is_some() {
        tunnelctl::cli::completions::write_generated(root).expect("write generated files");
        for dir in ["completions", "man"] {
            for entry in std::fs::read_dir(root.join(dir))
                .into_iter()
                .flatten()
                .flatten()
            {
                let rel = format!("{dir}/{}", entry.file_name().to_string_lossy());
                if !expected.iter().any(|(path, _)| *path == rel) {
                    std::fs::remove_file(entry.path()).expect("remove a file no longer generated");
                }
            }
        }
    }
    let mut stale = Vec::new();
    for (rel, contents) in &expected {
        if std::fs::read(root.join(rel)).ok().as_deref() != Some(contents.as_slice()) {
            stale.push(rel.clone());
        }
    }
    for dir in ["completions", "man"] {
        for entry in std::fs::read_dir(root.join(dir))
            .into_iter()
            .flatten()
            .flatten()
        {
            let rel = format!("{dir}/{}", entry.file_name().to_string_lossy());
            if !expected.iter().any(|(path, _)| *path == rel) {
                stale.push(format!("{rel} (no longer generated)"));
            }
        }
    }
    assert!(stale.is_empty(), "stale generated files: {stale:?}\nregenerate with: TUNNELCTL_REGENERATE=1 cargo test --test runner generated");
}

#[test]
fn the_completions_command_prints_the_committed_script() {
    let out = assert_cmd::Command::cargo_bin("tunnelctl")
        .unwrap()
        .args(["completions", "bash"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let committed =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("completions/tunnelctl.bash"))
            .unwrap();
    assert_eq!(out.stdout, committed);
}
