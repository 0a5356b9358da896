//! Reading and writing the files a user names. Reads are bounded, so `/dev/zero` or a stray
//! 300 MB file is refused at once instead of growing the process; writes never go through a
//! symlink and never leave a half-written file (a temporary file in the same directory, then a
//! rename).

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// The default bound on a file read: the API's own body limit, since what is read becomes (part
/// of) a request body.
pub const DEFAULT_READ_LIMIT: u64 = 1024 * 1024;

#[derive(Debug)]
pub enum ReadError {
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    TooLarge {
        path: PathBuf,
        limit: u64,
    },
    NotText {
        path: PathBuf,
    },
    /// A secret file that others may read or write (see [`read_secret`]).
    Exposed {
        path: PathBuf,
        mode: u32,
    },
    /// A secret file named by a symbolic link (see [`read_secret`]).
    Link {
        path: PathBuf,
    },
    /// A secret file that belongs to another user (see [`read_secret`]).
    NotOwned {
        path: PathBuf,
        owner: u32,
    },
    /// A file found in a directory that is not a regular file (see [`read_regular_text`]).
    NotRegular {
        path: PathBuf,
        what: &'static str,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io { path, source } => write!(f, "cannot read {}: {source}", name(path)),
            ReadError::TooLarge { path, limit } => write!(
                f,
                "{} is larger than the limit of {}",
                name(path),
                human_size(*limit)
            ),
            ReadError::NotText { path } => write!(f, "{} is not UTF-8 text", name(path)),
            ReadError::Exposed { path, mode } => write!(
                f,
                "{} holds a secret but others may read or change it (mode {mode:04o}); \
                 run chmod 600 {}",
                name(path),
                name(path)
            ),
            ReadError::Link { path } => write!(
                f,
                "{} is a symbolic link, which is not followed for a secret; name the file itself",
                name(path)
            ),
            #[cfg(unix)]
            ReadError::NotOwned { path, owner } => write!(
                f,
                "{} holds a secret but belongs to {}, not to you ({}): whoever owns it can change \
                 it or its mode; use a file of your own with mode 0600",
                name(path),
                crate::trust::describe_uid(*owner),
                crate::trust::describe_uid(crate::trust::me())
            ),
            #[cfg(not(unix))]
            ReadError::NotOwned { path, owner } => {
                write!(f, "{} belongs to uid {owner}, not to you", name(path))
            }
            ReadError::NotRegular { path, what } => write!(
                f,
                "{} is {what}; only regular files are read from a directory (move it out, or \
                 name the file it stands for)",
                name(path)
            ),
        }
    }
}

impl std::error::Error for ReadError {}

fn name(path: &Path) -> String {
    if path == Path::new("-") {
        "standard input".to_string()
    } else {
        path.display().to_string()
    }
}

/// `1 MiB`, `256 MiB`, `512 KiB`, or bytes.
pub fn human_size(bytes: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * KIB;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= KIB && bytes.is_multiple_of(KIB) {
        format!("{} KiB", bytes / KIB)
    } else {
        format!("{bytes} bytes")
    }
}

/// The bytes of `path` (stdin for `-`), refusing more than `limit` bytes without reading past it.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    if path == Path::new("-") {
        return read_within(std::io::stdin().lock(), path, limit);
    }
    let file = std::fs::File::open(path).map_err(|source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    read_file_within(file, path, limit)
}

/// An open file's bytes within `limit`: a regular file's size is known, so one over the limit is
/// refused without reading a byte.
fn read_file_within(file: std::fs::File, path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    if file
        .metadata()
        .is_ok_and(|m| m.is_file() && m.len() > limit)
    {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    read_within(file, path, limit)
}

/// Reads `from` to its end, but never more than one byte past `limit` (which tells "exactly the
/// limit" from "more").
fn read_within(from: impl Read, path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::new();
    from.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| ReadError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    Ok(bytes)
}

/// The text of `path`, a file found by listing a directory rather than named by the user: read
/// only when it is a regular file. A symbolic link may lead out of the directory, and a FIFO or a
/// device may never end; both are refused without blocking (`O_NOFOLLOW`, `O_NONBLOCK`), which
/// also catches an entry swapped for one after the listing.
#[cfg(unix)]
pub fn read_regular_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let not_regular = |what| ReadError::NotRegular {
        path: path.to_path_buf(),
        what,
    };
    let io = |source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags.bits() as i32)
        .open(path)
        .map_err(|e| match std::fs::symlink_metadata(path) {
            Ok(meta) if meta.file_type().is_symlink() => not_regular("a symbolic link"),
            _ => io(e),
        })?;
    let kind = file.metadata().map_err(io)?.file_type();
    let what = match () {
        _ if kind.is_file() => None,
        _ if kind.is_dir() => Some("a directory"),
        _ if kind.is_fifo() => Some("a FIFO (named pipe)"),
        _ if kind.is_socket() => Some("a socket"),
        _ if kind.is_char_device() || kind.is_block_device() => Some("a device"),
        _ => Some("not a regular file"),
    };
    if let Some(what) = what {
        return Err(not_regular(what));
    }
    let bytes = read_file_within(file, path, limit)?;
    String::from_utf8(bytes).map_err(|_| ReadError::NotText {
        path: path.to_path_buf(),
    })
}

#[cfg(not(unix))]
pub fn read_regular_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    read_text(path, limit)
}

/// Whether a secret named through a symbolic link is read (see [`read_secret_with`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Links {
    /// Refused: for a secret whose content is sent somewhere (an API key, a passphrase), since
    /// whoever can change the link would choose which of the user's files goes out.
    Refuse,
    /// Followed, as ssh follows the link to a private key (`~/.ssh/id_ed25519 -> keys/work`):
    /// for a secret that never leaves the process (only its public half is sent), so the file it
    /// resolves to is what is judged, and a link to another user's file is still refused.
    Follow,
}

/// The text of `path`, a file holding secrets (API keys, CA passphrases, the store's key), read as
/// ssh reads a private key; a symbolic link is refused ([`Links::Refuse`]).
pub fn read_secret(path: &Path) -> Result<String, ReadError> {
    read_secret_with(path, Links::Refuse)
}

/// The text of the secret at `path`: refused when the file read belongs to another user, or when
/// anyone but its owner may read or change it, or (with [`Links::Refuse`]) when `path` is a
/// symbolic link. The checks are made on the open file, so a name swapped after them is not read
/// instead. `-` is standard input.
#[cfg(unix)]
pub fn read_secret_with(path: &Path, links: Links) -> Result<String, ReadError> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    if path == Path::new("-") {
        return read_text(path, DEFAULT_READ_LIMIT);
    }
    let io = |source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    };
    let flags = match links {
        Links::Refuse => rustix::fs::OFlags::NOFOLLOW,
        Links::Follow => rustix::fs::OFlags::empty(),
    };
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags.bits() as i32)
        .open(path)
        .map_err(|e| match std::fs::symlink_metadata(path) {
            Ok(meta) if links == Links::Refuse && meta.file_type().is_symlink() => {
                ReadError::Link {
                    path: path.to_path_buf(),
                }
            }
            _ => io(e),
        })?;
    let meta = file.metadata().map_err(io)?;
    // A refusal names the file judged: the one a followed link leads to.
    let judged = || match links {
        Links::Follow => std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        Links::Refuse => path.to_path_buf(),
    };
    if std::os::unix::fs::MetadataExt::uid(&meta) != crate::trust::me() {
        return Err(ReadError::NotOwned {
            path: judged(),
            owner: std::os::unix::fs::MetadataExt::uid(&meta),
        });
    }
    let mode = meta.permissions().mode();
    if mode & 0o077 != 0 {
        return Err(ReadError::Exposed {
            path: judged(),
            mode: mode & 0o7777,
        });
    }
    let bytes = read_within(file, path, DEFAULT_READ_LIMIT)?;
    String::from_utf8(bytes).map_err(|_| ReadError::NotText {
        path: path.to_path_buf(),
    })
}

#[cfg(not(unix))]
pub fn read_secret_with(path: &Path, _links: Links) -> Result<String, ReadError> {
    read_text(path, DEFAULT_READ_LIMIT)
}

/// Like [`read_bytes`], for text.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    String::from_utf8(read_bytes(path, limit)?).map_err(|_| ReadError::NotText {
        path: path.to_path_buf(),
    })
}

/// Makes `dir` and the directories above it that are missing, each made with mode 0700 (only
/// its owner may list or change it): where a secret or a private store will be kept.
#[cfg(unix)]
pub fn private_dirs(dir: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
}

#[cfg(not(unix))]
pub fn private_dirs(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

/// Writes `contents` to `path` with `mode`, atomically: readers see the old file or the new one,
/// never a part. A symlink at `path` is replaced, never followed. Without `overwrite`, an existing
/// `path` (a symlink included, even a dangling one) is an `AlreadyExists` error and stays as it was.
/// `check` says whether `contents` is what belongs in the file (a certificate parses as one): a
/// file is never replaced by what a server answered unless it is; else an `InvalidData` error
/// carrying `check`'s reason, and nothing is written.
pub fn write_atomically(
    path: &Path,
    contents: &[u8],
    mode: u32,
    overwrite: bool,
    check: impl FnOnce(&[u8]) -> Result<(), String>,
) -> std::io::Result<()> {
    check(contents).map_err(|why| std::io::Error::new(std::io::ErrorKind::InvalidData, why))?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir()) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::IsADirectory,
            "it is a directory",
        ));
    }
    let mut temp = tempfile::Builder::new()
        .prefix(".tunnelctl-")
        .tempfile_in(dir)?;
    temp.write_all(contents)?;
    set_mode(temp.as_file(), mode)?;
    temp.as_file().sync_all()?;
    if overwrite {
        temp.persist(path).map(drop).map_err(|e| e.error)
    } else {
        // A hard link fails when the name exists, whatever it points to: no race with a check.
        temp.persist_noclobber(path).map(drop).map_err(|e| e.error)
    }
}

#[cfg(unix)]
fn set_mode(file: &std::fs::File, mode: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_file: &std::fs::File, _mode: u32) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_are_bounded() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        std::fs::write(&path, vec![b'a'; 10]).unwrap();
        assert_eq!(read_text(&path, 10).unwrap().len(), 10);
        let err = read_text(&path, 9).unwrap_err();
        assert!(matches!(err, ReadError::TooLarge { limit: 9, .. }));
        assert_eq!(
            err.to_string(),
            format!("{} is larger than the limit of 9 bytes", path.display())
        );
        // An endless file is refused after reading just past the limit.
        let zero = read_bytes(Path::new("/dev/zero"), DEFAULT_READ_LIMIT).unwrap_err();
        assert_eq!(
            zero.to_string(),
            "/dev/zero is larger than the limit of 1 MiB"
        );
        std::fs::write(&path, [0xff, 0xfe]).unwrap();
        assert!(matches!(
            read_text(&path, 10),
            Err(ReadError::NotText { .. })
        ));
    }

    /// A secret file of another user's is refused even with mode 0600: its owner can change it
    /// (or its mode) at any time. Needs root to give a file away.
    #[cfg(unix)]
    #[test]
    fn a_secret_file_of_another_user_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        if crate::trust::me() != 0 {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI runs as root, and this test needs it"
            );
            eprintln!("skipped a_secret_file_of_another_user_is_refused: needs root to chown");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret");
        std::fs::write(&path, "key\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert_eq!(read_secret(&path).unwrap(), "key\n");
        std::os::unix::fs::chown(&path, Some(65534), None).unwrap();
        let err = read_secret(&path).unwrap_err();
        assert!(matches!(err, ReadError::NotOwned { owner: 65534, .. }));
        let text = err.to_string();
        assert!(
            text.starts_with(&format!(
                "{} holds a secret but belongs to uid 65534",
                path.display()
            )) && text.contains("not to you (uid 0")
                && text.contains("mode 0600"),
            "{text}"
        );
    }

    /// An identity file may be a link to the user's own key, as ssh allows; what is judged is
    /// the file it leads to, named in the refusal. Other secrets refuse the link itself.
    #[cfg(unix)]
    #[test]
    fn a_followed_link_is_judged_by_the_file_it_leads_to() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let key = dir.path().join("key");
        std::fs::write(&key, "private\n").unwrap();
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&key, &link).unwrap();
        assert_eq!(read_secret_with(&link, Links::Follow).unwrap(), "private\n");
        assert!(matches!(read_secret(&link), Err(ReadError::Link { .. })));
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o640)).unwrap();
        let err = read_secret_with(&link, Links::Follow).unwrap_err();
        let judged = std::fs::canonicalize(&key).unwrap();
        assert!(
            matches!(&err, ReadError::Exposed { path, mode: 0o640 } if *path == judged),
            "{err}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn writes_replace_a_symlink_and_never_touch_its_target() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target");
        std::fs::write(&target, "precious").unwrap();
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&target, &link).unwrap();

        let any = |_: &[u8]| Ok(());
        let err = write_atomically(&link, b"new", 0o644, false, any).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
        assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());

        // What its check refuses replaces nothing.
        let err =
            write_atomically(&link, b"x", 0o644, true, |_| Err("not a y".into())).unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::InvalidData);
        assert_eq!(err.to_string(), "not a y");
        assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());

        write_atomically(&link, b"new", 0o644, true, any).unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious");
        let target_mode = std::fs::metadata(&target).unwrap().permissions().mode();
        assert_eq!(target_mode & 0o777, 0o600);
        let written = std::fs::symlink_metadata(&link).unwrap();
        assert!(written.is_file(), "the link itself was replaced by a file");
        assert_eq!(written.permissions().mode() & 0o777, 0o644);
        assert_eq!(std::fs::read_to_string(&link).unwrap(), "new");
        // Nothing left behind but the two names.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }
}
