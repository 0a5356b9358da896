//! The password of a PostgreSQL store whose location holds none, found where libpq finds it:
//! `PGPASSWORD`, then the password file (`PGPASSFILE`, else `~/.pgpass`), so that a team's
//! password need not sit in a URL on a command line, where `ps` shows it to every local user.

use std::path::{Path, PathBuf};

use tokio_postgres::config::Host;
use tokio_postgres::Config;

use crate::store::SecretSource;

/// Where the password given to PostgreSQL came from, for the message when it is refused.
#[derive(Debug, Clone, PartialEq)]
pub enum PasswordSource {
    /// The store location (`postgres://user:PASSWORD@…`, `password=…`).
    Location,
    /// The `PGPASSWORD` environment variable.
    Environment,
    /// A line of a password file.
    File { path: PathBuf, line: usize },
    /// None was found: none in the location, `PGPASSWORD` unset, and the password file says
    /// nothing for this host, port, database and user.
    Nowhere { file: FileLooked },
}

/// What the password file had to say, when no password came from it.
#[derive(Debug, Clone, PartialEq)]
pub enum FileLooked {
    /// It has no line for this host, port, database and user.
    NoLine(PathBuf),
    /// There is no such file.
    Missing(PathBuf),
    /// No file is named: neither `PGPASSFILE` nor `HOME` is set.
    Unnamed,
}

impl std::fmt::Display for PasswordSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PasswordSource::Location => write!(f, "the password in the store location"),
            PasswordSource::Environment => write!(f, "the password in PGPASSWORD"),
            PasswordSource::File { path, line } => {
                write!(f, "the password of line {line} of {}", path.display())
            }
            PasswordSource::Nowhere { file } => {
                write!(
                    f,
                    "no password (none in the store location, PGPASSWORD unset, "
                )?;
                match file {
                    FileLooked::NoLine(path) => write!(
                        f,
                        "no line of {} for this host, port, database and user)",
                        path.display()
                    ),
                    FileLooked::Missing(path) => write!(f, "no file {})", path.display()),
                    FileLooked::Unnamed => write!(f, "no PGPASSFILE, and no HOME for ~/.pgpass)"),
                }
            }
        }
    }
}

/// What `config show` says of it: where the password comes from, or where none was found.
impl From<PasswordSource> for SecretSource {
    fn from(source: PasswordSource) -> SecretSource {
        match source {
            PasswordSource::Location => SecretSource::Given("the store location".into()),
            PasswordSource::Environment => SecretSource::Given("PGPASSWORD".into()),
            PasswordSource::File { path, line } => {
                SecretSource::Given(format!("line {line} of {}", path.display()))
            }
            nowhere @ PasswordSource::Nowhere { .. } => SecretSource::Nowhere(nowhere.to_string()),
        }
    }
}

/// Gives `config` a password when its location has none and one is found; says where it came
/// from. The password file is read as a secret (`files::read_secret`: the user's own, mode 0600
/// or stricter, not a link), as libpq ignores one that others may read; an error names the file
/// and the rule.
pub fn supply(config: &mut Config) -> Result<PasswordSource, String> {
    if config.get_password().is_some() {
        return Ok(PasswordSource::Location);
    }
    if let Some(password) = std::env::var_os("PGPASSWORD").filter(|p| !p.is_empty()) {
        config.password(password.as_encoded_bytes());
        return Ok(PasswordSource::Environment);
    }
    let nowhere = |file| Ok(PasswordSource::Nowhere { file });
    let Some(file) = password_file() else {
        return nowhere(FileLooked::Unnamed);
    };
    if !file.exists() {
        return nowhere(FileLooked::Missing(file));
    }
    let text = crate::files::read_secret(&file).map_err(|e| e.to_string())?;
    let user = user(config.get_user())?;
    // Without a database in the location, PostgreSQL takes the user's name.
    let database = config.get_dbname().unwrap_or(&user).to_string();
    let ports = config.get_ports();
    let found = config.get_hosts().iter().enumerate().find_map(|(i, host)| {
        let port = ports.get(i).or(ports.first()).copied().unwrap_or(5432);
        lookup(&text, host, port, &database, &user)
    });
    match found {
        Some((line, password)) => {
            config.password(password);
            Ok(PasswordSource::File { path: file, line })
        }
        None => nowhere(FileLooked::NoLine(file)),
    }
}

/// The user the store connects as: `named` (the location's), else (as rust-postgres itself
/// does) the operating system's.
pub fn user(named: Option<&str>) -> Result<String, String> {
    match named {
        Some(user) => Ok(user.to_string()),
        None => whoami::username().map_err(|e| format!("cannot tell who the user is: {e}")),
    }
}

/// `PGPASSFILE`, else `~/.pgpass`. (A file named `-` is that file, never standard input.)
fn password_file() -> Option<PathBuf> {
    let file = match std::env::var_os("PGPASSFILE").filter(|p| !p.is_empty()) {
        Some(file) => PathBuf::from(file),
        None => PathBuf::from(std::env::var_os("HOME")?).join(".pgpass"),
    };
    Some(match file == Path::new("-") {
        true => Path::new(".").join("-"),
        false => file,
    })
}

/// The first line of password file `text` that matches, with its number (from 1), and the
/// password. A line is `host:port:database:user:password`; each of the first four may be `*`
/// (anything); `\` escapes the next character (`\:`, `\\`); lines starting with `#` are comments.
/// A socket directory matches `localhost` and its own path.
fn lookup(
    text: &str,
    host: &Host,
    port: u16,
    database: &str,
    user: &str,
) -> Option<(usize, String)> {
    let host_names: Vec<String> = match host {
        Host::Tcp(name) => vec![name.clone()],
        Host::Unix(dir) => vec!["localhost".into(), dir.display().to_string()],
    };
    let port = port.to_string();
    text.lines().enumerate().find_map(|(i, line)| {
        if line.starts_with('#') {
            return None;
        }
        let fields = split_fields(line)?;
        let matches = |field: &str, value: &str| field == "*" || field == value;
        let [h, p, d, u, password] = fields;
        (host_names.iter().any(|name| matches(&h, name))
            && matches(&p, &port)
            && matches(&d, database)
            && matches(&u, user))
        .then_some((i + 1, password))
    })
}

/// The five fields of a password file line, unescaped; `None` for a line with fewer. Colons past
/// the fourth belong to the password.
fn split_fields(line: &str) -> Option<[String; 5]> {
    let mut fields: Vec<String> = vec![String::new()];
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => fields.last_mut()?.extend(chars.next()),
            ':' if fields.len() < 5 => fields.push(String::new()),
            c => fields.last_mut()?.push(c),
        }
    }
    fields.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "# a comment:*:*:*:nope\n\
                        db1.example.com:5432:tunnelctl:alice:first\n\
                        db\\:odd:*:*:alice:with\\:colon\\\\and:more\n\
                        *:6432:*:*:any-host\n\
                        localhost:5432:*:bob:socket\n\
                        too:few:fields\n";

    fn find(host: Host, port: u16, database: &str, user: &str) -> Option<(usize, String)> {
        lookup(FILE, &host, port, database, user)
    }

    #[test]
    fn the_first_matching_line_gives_the_password() {
        let tcp = |name: &str| Host::Tcp(name.into());
        assert_eq!(
            find(tcp("db1.example.com"), 5432, "tunnelctl", "alice"),
            Some((2, "first".into()))
        );
        // Another database, user or port does not match that line.
        assert_eq!(find(tcp("db1.example.com"), 5432, "other", "alice"), None);
        assert_eq!(find(tcp("db1.example.com"), 5432, "tunnelctl", "bob"), None);
        // `*` matches anything; escapes are undone; colons past the fourth are the password's.
        assert_eq!(
            find(tcp("db1.example.com"), 6432, "x", "y"),
            Some((4, "any-host".into()))
        );
        assert_eq!(
            find(tcp("db:odd"), 1, "x", "alice"),
            Some((3, "with:colon\\and:more".into()))
        );
        // A comment line never matches, even with stars; a short line is skipped.
        assert_eq!(find(tcp("a comment"), 5432, "x", "y"), None);
        assert_eq!(find(tcp("too"), 0, "fields", "y"), None);
    }

    #[test]
    fn a_socket_directory_matches_localhost() {
        let socket = Host::Unix("/run/postgresql".into());
        assert_eq!(find(socket, 5432, "x", "bob"), Some((5, "socket".into())));
    }
}
