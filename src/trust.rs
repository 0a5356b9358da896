//! Trust on a shared machine: what tunnelctl relies on in the store directory must be the user's
//! own. As PostgreSQL checks its data directory's owner, tmux its socket directory and libpq the
//! server's uid (`requirepeer`):
//!
//! - the store directory must belong to the effective user, and no directory above it may be
//!   changed by anyone but that user or root ([`check_store_dir`]), or another user could have made
//!   it, or swap it, and listen on its socket or plant links in it;
//! - the process listening on the store's socket must run as the same user ([`check_peer`]),
//!   checked before a byte (a CA passphrase above all) is sent to it;
//! - every file tunnelctl opens in the store directory is opened without following a link, and
//!   created exclusively when it is new ([`open_private`]).

use std::fs::{File, Metadata};
use std::path::{Path, PathBuf};

/// A store directory, file or socket that someone other than the user controls.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Untrusted {
    pub message: String,
    pub hint: String,
}

impl Untrusted {
    /// As an I/O error, for paths that report I/O errors; [`Untrusted::of`] finds it again.
    pub fn into_io(self) -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::PermissionDenied, self)
    }

    /// The refusal inside an I/O error made by [`into_io`](Self::into_io).
    pub fn of(e: std::io::Error) -> Result<Untrusted, std::io::Error> {
        match e.get_ref().is_some_and(|inner| inner.is::<Untrusted>()) {
            true => Ok(*e
                .into_inner()
                .and_then(|inner| inner.downcast::<Untrusted>().ok())
                .expect("checked above")),
            false => Err(e),
        }
    }
}

const STORE_HINT: &str =
    "use a store directory of your own (--store or TUNNELCTL_STORE; the default \
     is under $XDG_DATA_HOME), in directories only you or root can change; tunnelctl creates it \
     with mode 0700";

#[cfg(unix)]
pub(crate) fn me() -> u32 {
    rustix::process::geteuid().as_raw()
}

/// "uid 1001 (mallory)", the name from /etc/passwd when it is there.
#[cfg(unix)]
pub(crate) fn describe_uid(uid: u32) -> String {
    match user_name(uid) {
        Some(name) => format!("uid {uid} ({name})"),
        None => format!("uid {uid}"),
    }
}

/// The effective user's name, from /etc/passwd.
#[cfg(unix)]
pub fn my_name() -> Option<String> {
    user_name(me())
}

/// The name /etc/passwd gives `uid`.
#[cfg(unix)]
fn user_name(uid: u32) -> Option<String> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let mut fields = line.split(':');
        let name = fields.next()?;
        (fields.nth(1)? == uid.to_string()).then(|| name.to_string())
    })
}

#[cfg(unix)]
fn owner_and_mode(meta: &Metadata) -> String {
    use std::os::unix::fs::MetadataExt;
    format!(
        "owned by {}, mode {:04o}",
        describe_uid(meta.uid()),
        meta.mode() & 0o7777
    )
}

/// Whether someone other than the owner can rename or replace what is in the directory: it is
/// writable by others, or by a group that is not the user's own, and not sticky (as /tmp is, where
/// only an entry's owner may rename it).
#[cfg(unix)]
fn others_can_change(meta: &Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    let mode = meta.mode();
    let group_writable = mode & 0o020 != 0 && meta.gid() != rustix::process::getegid().as_raw();
    (mode & 0o002 != 0 || group_writable) && mode & 0o1000 == 0
}

/// Checks that the store directory `dir` (existing or not yet) is the user's: the directory itself
/// belongs to the effective user (its modes are tightened when the store opens), each directory
/// above it belongs to the user or root and others cannot change it, and no link on the way
/// belongs to someone else. For a directory not made yet, what exists of its path is checked.
#[cfg(unix)]
pub fn check_store_dir(dir: &Path) -> Result<(), Untrusted> {
    use std::os::unix::fs::MetadataExt;
    check_path(dir, "the store directory", STORE_HINT, |dir, meta| {
        match meta.uid() == me() {
            true => Ok(()),
            false => Err(Untrusted {
                message: format!(
                    "the store directory {} is {}, not by you, {}: another user controls \
                     what is in it, so tunnelctl does not use it",
                    dir.display(),
                    owner_and_mode(meta),
                    describe_uid(me())
                ),
                hint: STORE_HINT.into(),
            }),
        }
    })
}

/// Checks that the config file at `path` (which exists) is the user's own, as ssh checks
/// `~/.ssh/config`: a profile says where the API key goes, so whoever can change the file can
/// have the key sent to them. The file must belong to the effective user or root and be writable
/// by nobody else (group or world), and the directories above it and the links on the way must be
/// ones only the user or root can change (as for the store directory). `elsewhere` tells how to
/// use another file, ending every hint.
#[cfg(unix)]
pub fn check_config_file(path: &Path, elsewhere: &str) -> Result<(), Untrusted> {
    use std::os::unix::fs::MetadataExt;
    let hint = |what: &str| format!("{what}; or {elsewhere}");
    check_path(
        path,
        "the config file",
        &hint("use a config file of your own"),
        |path, meta| {
            let shown = path.display();
            if meta.uid() != me() && meta.uid() != 0 {
                return Err(Untrusted {
                    message: format!(
                        "the config file {shown} is {}, not by you, {}: its owner can change the \
                     profiles in it, and with them where your API key is sent, so tunnelctl does \
                     not use it",
                        owner_and_mode(meta),
                        describe_uid(me())
                    ),
                    hint: hint(&format!(
                    "if what it says is yours, take it over (as root: chown {} {shown}), or copy \
                     what you need into a file of your own",
                    user_name(me()).unwrap_or_else(|| me().to_string())
                )),
                });
            }
            if meta.mode() & 0o022 != 0 {
                return Err(Untrusted {
                    message: format!(
                        "the config file {shown} is {}: others can change the profiles in it, and \
                     with them where your API key is sent, so tunnelctl does not use it",
                        owner_and_mode(meta)
                    ),
                    hint: hint(&format!(
                        "check that nobody changed it, then run chmod go-w {shown}"
                    )),
                });
            }
            Ok(())
        },
    )
}

/// The walk shared by the checks above: no link on the way to `path` belongs to someone other
/// than the user or root; when `path` exists, `check` judges it (after links); every directory
/// above it (or above what exists of it) belongs to the user or root and others cannot change
/// it. `what` names `path` in the refusals; `check` is given `path` made absolute.
#[cfg(unix)]
fn check_path(
    path: &Path,
    what: &str,
    hint: &str,
    check: impl Fn(&Path, &Metadata) -> Result<(), Untrusted>,
) -> Result<(), Untrusted> {
    use std::os::unix::fs::MetadataExt;
    let io = |at: &Path, e: std::io::Error| Untrusted {
        message: format!("cannot check who owns {}: {e}", at.display()),
        hint: hint.into(),
    };
    let trusted = |uid: u32| uid == me() || uid == 0;
    let path = std::path::absolute(path).map_err(|e| io(path, e))?;
    // A link someone else owns can be pointed elsewhere at any moment.
    let mut on_the_way = PathBuf::new();
    for part in path.components() {
        on_the_way.push(part);
        match std::fs::symlink_metadata(&on_the_way) {
            Ok(meta) if meta.file_type().is_symlink() && !trusted(meta.uid()) => {
                return Err(Untrusted {
                    message: format!(
                        "{} (on the way to {what} {}) is a symbolic link {}: another user can \
                         point it elsewhere",
                        on_the_way.display(),
                        path.display(),
                        owner_and_mode(&meta)
                    ),
                    hint: hint.into(),
                })
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => break,
            Err(e) => return Err(io(&on_the_way, e)),
        }
    }
    let existing = path
        .ancestors()
        .find(|p| p.exists())
        .unwrap_or(Path::new("/"));
    let real = existing.canonicalize().map_err(|e| io(existing, e))?;
    for (i, at) in real.ancestors().enumerate() {
        let meta = std::fs::metadata(at).map_err(|e| io(at, e))?;
        if i == 0 && existing == path {
            check(&path, &meta)?;
        } else if !trusted(meta.uid()) || others_can_change(&meta) {
            return Err(Untrusted {
                message: format!(
                    "{} (above {what} {}) is {}: someone other than you or root can replace \
                     {what}, so tunnelctl does not use it",
                    at.display(),
                    path.display(),
                    owner_and_mode(&meta)
                ),
                hint: hint.into(),
            });
        }
    }
    Ok(())
}

#[cfg(not(unix))]
pub fn check_store_dir(_dir: &Path) -> Result<(), Untrusted> {
    Ok(())
}

#[cfg(not(unix))]
pub fn check_config_file(_path: &Path, _elsewhere: &str) -> Result<(), Untrusted> {
    Ok(())
}

/// Checks an entry found in the user's own store directory (by the walk that makes the store
/// private): anything another user owns was put there by them, while the directory was open.
#[cfg(unix)]
pub fn check_store_entry(path: &Path, meta: &Metadata) -> Result<(), Untrusted> {
    use std::os::unix::fs::MetadataExt;
    if meta.uid() == me() {
        return Ok(());
    }
    Err(Untrusted {
        message: format!(
            "{} in the store is {}, not by you, {}: another user put it there while the store \
             directory was open to them",
            path.display(),
            owner_and_mode(meta),
            describe_uid(me())
        ),
        hint: "check what it is and remove it (the store directory is now 0700, so nobody else \
               can add another); then run the command again"
            .into(),
    })
}

/// Checks that the process listening on the socket `path` (connected as `stream`) runs as the
/// effective user. Where the peer's credentials cannot be asked for, the socket file's owner
/// stands in (in a store directory already checked, only the user can have bound it).
#[cfg(unix)]
pub fn check_peer(stream: &std::os::unix::net::UnixStream, path: &Path) -> Result<(), Untrusted> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let peer = rustix::net::sockopt::socket_peercred(stream).map(|cred| cred.uid.as_raw());
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let peer = {
        use std::os::unix::fs::MetadataExt;
        let _ = stream;
        std::fs::symlink_metadata(path).map(|meta| meta.uid())
    };
    let peer = peer.map_err(|e| Untrusted {
        message: format!(
            "cannot tell who listens on {}: {e}; tunnelctl sends it nothing",
            path.display()
        ),
        hint: STORE_HINT.into(),
    })?;
    if peer == me() {
        return Ok(());
    }
    Err(Untrusted {
        message: format!(
            "the process listening on {} runs as {}, not as you, {}: tunnelctl sends it nothing",
            path.display(),
            describe_uid(peer),
            describe_uid(me())
        ),
        hint: format!(
            "another user got into the store directory {} while it was open to them: stop that \
             process and remove the socket, or {STORE_HINT}",
            path.parent().unwrap_or(Path::new("")).display()
        ),
    })
}

/// Opens `path`, a file of the store directory, to read and write (appending with `append`),
/// creating it (0600) when it is not there. A link there is not followed, an existing file is
/// never replaced by a new one (created exclusively, so a link planted meanwhile fails the
/// creation), and what is opened must be a plain file of the user's own with one name (not a
/// hard link to a file elsewhere). A refusal is an I/O error that [`Untrusted::of`] recovers.
#[cfg(unix)]
pub fn open_private(path: &Path, append: bool) -> std::io::Result<File> {
    use rustix::fs::OFlags;
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
    let refused = |what: String| {
        Untrusted {
            message: format!(
                "{} is {what}; tunnelctl opens only plain files of its own in the store directory",
                path.display()
            ),
            hint: format!(
                "remove {} (tunnelctl makes it again); if you did not put it there, someone else \
                 had access to the store directory",
                path.display()
            ),
        }
        .into_io()
    };
    let mut options = std::fs::OpenOptions::new();
    // NONBLOCK: a FIFO in the file's place must not hang the open.
    let flags = OFlags::NOFOLLOW | OFlags::NONBLOCK | OFlags::CLOEXEC;
    options
        .read(true)
        .write(true)
        .append(append)
        .mode(0o600)
        .custom_flags(flags.bits() as i32);
    let opened = match options.open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => options.create_new(true).open(path),
        other => other,
    };
    let file = opened.map_err(|e| {
        // ELOOP is what O_NOFOLLOW answers for a link.
        match e.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error())
            || std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
        {
            true => refused("a symbolic link".into()),
            false => e,
        }
    })?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(refused("not a plain file".into()));
    }
    if meta.uid() != me() {
        return Err(refused(owner_and_mode(&meta)));
    }
    if meta.nlink() != 1 {
        return Err(refused(format!("a hard link ({} names)", meta.nlink())));
    }
    Ok(file)
}

#[cfg(not(unix))]
pub fn open_private(path: &Path, append: bool) -> std::io::Result<File> {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .append(append)
        .create(true)
        .open(path)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::os::unix::fs::PermissionsExt;

    fn refusal(e: std::io::Error) -> String {
        Untrusted::of(e)
            .expect("a refusal, not another error")
            .message
    }

    #[test]
    fn store_files_are_made_private_and_opened_again_as_they_are() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("lock");
        open_private(&path, false)
            .unwrap()
            .write_all(b"pid 1\n")
            .unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        let mut text = String::new();
        open_private(&path, true)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(
            text, "pid 1\n",
            "an existing file is neither replaced nor cut"
        );
    }

    #[test]
    fn links_hard_links_and_fifos_are_refused_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target");
        std::fs::write(&target, "precious").unwrap();

        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        assert!(refusal(open_private(&link, false).unwrap_err()).contains("symbolic link"));
        let dangling = dir.path().join("dangling");
        std::os::unix::fs::symlink(dir.path().join("new"), &dangling).unwrap();
        assert!(refusal(open_private(&dangling, false).unwrap_err()).contains("symbolic link"));
        assert!(
            !dir.path().join("new").exists(),
            "nothing made through a dangling link"
        );

        let hard = dir.path().join("hard");
        std::fs::hard_link(&target, &hard).unwrap();
        assert!(refusal(open_private(&hard, false).unwrap_err()).contains("hard link"));

        let fifo = dir.path().join("fifo");
        rustix::fs::mknodat(
            rustix::fs::CWD,
            &fifo,
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::from_raw_mode(0o600),
            0,
        )
        .unwrap();
        assert!(refusal(open_private(&fifo, true).unwrap_err()).contains("not a plain file"));

        assert_eq!(std::fs::read_to_string(&target).unwrap(), "precious");
    }
}
