//! The store holds CA private keys, so everything in it is private to its owner: directories 0700,
//! files 0600, whatever the umask and whatever an older version or a `cp -r` left behind.
//!
//! sled creates its files and directories itself, with modes from the umask (under umask 000,
//! `sled/db` with `BEGIN OPENSSH PRIVATE KEY` in it was 0666 in a 0777 directory), and it keeps
//! creating files while open (snapshots, blobs). So the process's umask is narrowed to keep group
//! and others out before the store is created or opened, and what already exists is tightened.
//! Files this tool writes for others to read (`--write-cert`, 0644) set their mode explicitly.
//!
//! Tightening is for the user's own store. A store directory someone else could have made or
//! could swap, or anything in it that another user owns, is refused instead (see `crate::trust`).

use std::path::{Path, PathBuf};

#[cfg(unix)]
use crate::trust::{self, Untrusted};

/// Narrows the umask, creates `dir` if needed, and makes `dir` and everything below it private.
/// Returns what had been open to others (and is no longer), so that the caller can warn. A store
/// directory that is not the user's is refused before anything is created or changed.
#[cfg(unix)]
pub fn make_private(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    use rustix::fs::Mode;
    use std::os::unix::fs::DirBuilderExt;

    let trusted = || trust::check_store_dir(dir).map_err(Untrusted::into_io);
    trusted()?;

    // umask(2) can only be read by setting it; set it back narrowed.
    let previous = rustix::process::umask(Mode::from_raw_mode(0o077));
    rustix::process::umask(previous | Mode::from_raw_mode(0o077));

    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)?;
    // Again: someone may have made a directory on the way meanwhile.
    trusted()?;
    let mut tightened = Vec::new();
    tighten(dir, &mut tightened)?;
    Ok(tightened)
}

#[cfg(unix)]
fn tighten(path: &Path, tightened: &mut Vec<PathBuf>) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;

    // Never follow a link: its target is not the store's to change.
    let meta = std::fs::symlink_metadata(path)?;
    trust::check_store_entry(path, &meta).map_err(Untrusted::into_io)?;
    if meta.file_type().is_symlink() {
        return Ok(());
    }
    let mode = meta.permissions().mode();
    let private = if meta.is_dir() { 0o700 } else { 0o600 };
    if mode & 0o077 != 0 {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode & private))?;
        tightened.push(path.to_path_buf());
    }
    if meta.is_dir() {
        for entry in std::fs::read_dir(path)? {
            // Another process may hold the store while this one waits for it (this runs before
            // the lock is taken): a file sled removes meanwhile is simply gone, not an error.
            match tighten(&entry?.path(), tightened) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                other => other?,
            }
        }
    }
    Ok(())
}

#[cfg(not(unix))]
pub fn make_private(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    Ok(Vec::new())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        std::fs::symlink_metadata(path)
            .unwrap()
            .permissions()
            .mode()
            & 0o777
    }

    #[test]
    fn what_others_could_read_is_made_private_and_reported() {
        let root = tempfile::tempdir().unwrap();
        let store = root.path().join("store");
        std::fs::create_dir_all(store.join("sled")).unwrap();
        std::fs::write(store.join("sled/db"), "key").unwrap();
        let outside = root.path().join("outside");
        std::fs::write(&outside, "not the store's").unwrap();
        std::os::unix::fs::symlink(&outside, store.join("link")).unwrap();
        for (path, m) in [(&store, 0o777), (&store.join("sled"), 0o755)] {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(m)).unwrap();
        }
        std::fs::set_permissions(
            store.join("sled/db"),
            std::fs::Permissions::from_mode(0o666),
        )
        .unwrap();
        std::fs::set_permissions(&outside, std::fs::Permissions::from_mode(0o644)).unwrap();

        let tightened = make_private(&store).unwrap();
        assert_eq!(tightened.len(), 3, "{tightened:?}");
        assert_eq!(mode(&store), 0o700);
        assert_eq!(mode(&store.join("sled")), 0o700);
        assert_eq!(mode(&store.join("sled/db")), 0o600);
        assert_eq!(mode(&outside), 0o644, "a link's target is left alone");

        // A new file now starts private whatever the umask was.
        let file = store.join("new");
        std::fs::write(&file, "x").unwrap();
        assert_eq!(mode(&file) & 0o077, 0);
        assert!(
            make_private(&store).unwrap().is_empty(),
            "nothing left to tighten"
        );
    }
}
