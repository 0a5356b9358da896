//! Where a store is: a directory for the embedded engine, or a PostgreSQL database. Told apart
//! once, as the setting is read (`--store`, `TUNNELCTL_STORE`, a profile's `store`), and carried
//! as it is to [`Store::open`](super::Store::open). What the rest of the program needs to know of
//! the engine behind it (is there a directory, a lock, a socket; is it shared; how is it shown),
//! it asks here, never of the location's text.

use std::path::{Path, PathBuf};

use super::{pg, SecretSource, StoreError};

/// A store's location (see the module's documentation). Shown (`Display`, `Debug`) with its
/// password masked: that is how it appears in every message. Every answer is a match over the
/// engines, so that a new one is asked each question by the compiler.
#[derive(Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(from = "PathBuf")]
pub struct Location(pub(super) Place);

#[derive(Clone, PartialEq, Eq)]
pub(super) enum Place {
    /// sled's directory, which holds its files, its lock file and the socket of the process
    /// holding the store.
    Directory(PathBuf),
    /// A PostgreSQL database: a `postgres://` URL or a libpq `key=value` string (see
    /// [`pg::location`]), which may hold a password.
    Postgres(String),
}

impl From<PathBuf> for Location {
    fn from(given: PathBuf) -> Location {
        match pg::location(&given) {
            Some(database) => Location(Place::Postgres(database.to_string())),
            None => Location(Place::Directory(given)),
        }
    }
}

impl From<&Path> for Location {
    fn from(given: &Path) -> Location {
        given.to_path_buf().into()
    }
}

impl Location {
    /// The directory that holds the store's files, its lock file and the socket of the process
    /// holding it; `None` for a database, which has none of them.
    pub fn directory(&self) -> Option<&Path> {
        match &self.0 {
            Place::Directory(dir) => Some(dir),
            Place::Postgres(_) => None,
        }
    }

    /// Whether many processes, on many machines, use the store at once (a database): no process
    /// holds it, so there is no lock to wait for, no holder to send requests to and nothing for
    /// `--keep-open` to keep open.
    pub fn is_shared(&self) -> bool {
        match self.0 {
            Place::Directory(_) => false,
            Place::Postgres(_) => true,
        }
    }

    /// Whether there is a store here to open without making one: a directory that exists; a
    /// database is there to be connected to (connecting says if it is not).
    pub fn exists(&self) -> bool {
        match &self.0 {
            Place::Directory(dir) => dir.exists(),
            Place::Postgres(_) => true,
        }
    }

    /// What `config show` calls the store in its mode.
    pub fn engine_name(&self) -> &'static str {
        match self.0 {
            Place::Directory(_) => "embedded store",
            Place::Postgres(_) => "PostgreSQL store",
        }
    }

    /// Where the password for the store comes from, found without connecting (`config show`);
    /// `None` for a store that takes no password.
    pub fn password_source(&self) -> Option<Result<SecretSource, StoreError>> {
        match &self.0 {
            Place::Directory(_) => None,
            Place::Postgres(database) => Some(pg::password_source(database)),
        }
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Place::Directory(dir) => write!(f, "{}", dir.display()),
            Place::Postgres(database) => f.write_str(&pg::masked(database)),
        }
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Location({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::Location;
    use std::path::{Path, PathBuf};

    /// A location is told apart once, and answers for its engine: a directory has files, a lock
    /// and a socket, a database is shared and shown without its password, whatever it is asked.
    #[test]
    fn a_location_answers_for_its_engine() {
        let dir = Location::from(Path::new("/home/me/.local/share/tunnelctl/store"));
        assert_eq!(
            dir.directory(),
            Some(Path::new("/home/me/.local/share/tunnelctl/store"))
        );
        assert!(!dir.is_shared());
        assert!(dir.password_source().is_none());
        assert_eq!(dir.to_string(), "/home/me/.local/share/tunnelctl/store");
        assert!(!Location::from(PathBuf::from("/nonexistent/tunnelctl")).exists());
        for (given, shown) in [
            ("postgres://u:s3cret@db/t", "postgres://u:****@db/t"),
            (
                "host=db password=s3cret dbname=t",
                "host=db password=**** dbname=t",
            ),
        ] {
            let db = Location::from(Path::new(given));
            assert_eq!(db.directory(), None, "{given}");
            assert!(db.is_shared() && db.exists());
            assert_eq!(db.to_string(), shown);
            assert_eq!(format!("{db:?}"), format!("Location({shown})"));
            assert_eq!(db.engine_name(), "PostgreSQL store");
        }
        // A directory named like `key=value` pairs that libpq does not know stays a directory.
        assert!(Location::from(Path::new("my=store")).directory().is_some());
    }
}
