//! Where a PostgreSQL store is: telling a store location from a directory, and showing one
//! without its password.

use std::path::Path;

use tokio_postgres::Config;

/// Whether `--store` names a PostgreSQL database rather than a directory: a `postgres://` or
/// `postgresql://` URL, or a libpq `key=value` string (every word a `key=value` pair whose key
/// libpq knows; a directory is never named like that by accident).
pub fn location(path: &Path) -> Option<&str> {
    let text = path.to_str()?;
    if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        return Some(text);
    }
    const KEYS: [&str; 20] = [
        "host",
        "hostaddr",
        "port",
        "dbname",
        "user",
        "password",
        "sslmode",
        "sslrootcert",
        "sslnegotiation",
        "connect_timeout",
        "tcp_user_timeout",
        "keepalives",
        "keepalives_idle",
        "keepalives_interval",
        "keepalives_retries",
        "application_name",
        "options",
        "target_session_attrs",
        "channel_binding",
        "load_balance_hosts",
    ];
    let mut words = text.split_whitespace().peekable();
    words.peek()?;
    words
        .all(|w| w.split_once('=').is_some_and(|(k, _)| KEYS.contains(&k)))
        .then_some(text)
}

/// `location` with its password replaced by `****`: the one form in which a store's location is
/// ever shown (errors, `config show`, `version`, `serve`'s log). Works on URLs
/// (`postgres://user:pw@host`, `?password=pw`) and on `key=value` strings; anything else is
/// returned as it is.
pub fn masked(location: &str) -> String {
    const HIDDEN: &str = "****";
    // user:password@ in a URL's authority, as every URL the tool shows.
    let mut out = crate::redact::redact_url(location);
    // password=… as a URL query parameter or a key=value pair (quoted or not).
    let mut searched = 0;
    while let Some(found) = out[searched..].find("password=") {
        let start = searched + found;
        let preceded_ok = start == 0 || matches!(out.as_bytes()[start - 1], b'?' | b'&' | b' ');
        let value_start = start + "password=".len();
        if !preceded_ok {
            searched = value_start;
            continue;
        }
        let rest = &out[value_start..];
        let value_len = match rest.strip_prefix('\'') {
            // A quoted value ends at the first quote not escaped by a backslash.
            Some(quoted) => {
                let mut escaped = false;
                quoted
                    .char_indices()
                    .find(|&(_, c)| {
                        let end = c == '\'' && !escaped;
                        escaped = c == '\\' && !escaped;
                        end
                    })
                    .map_or(rest.len(), |(i, _)| i + 2)
            }
            None => rest.find(['&', ' ']).unwrap_or(rest.len()),
        };
        out.replace_range(value_start..value_start + value_len, HIDDEN);
        searched = value_start + HIDDEN.len();
    }
    out
}

/// How messages show a store's location: a PostgreSQL location [`masked`], a directory as its
/// path.
pub fn shown(path: &Path) -> String {
    match location(path) {
        Some(location) => masked(location),
        None => path.display().to_string(),
    }
}

/// The PostgreSQL setting by which a store location names the role that owns tunnelctl's tables
/// and functions, when it is not the role that connects (docs/postgres.md, "Who owns the store").
const OWNER_SETTING: &str = "tunnelctl.owner";

/// The owner role the location names: [`OWNER_SETTING`] in its `options`, read as PostgreSQL
/// reads them (`--tunnelctl.owner=ROLE`, `-c tunnelctl.owner=ROLE`; words apart by white space,
/// `\` escapes the next character; the last setting counts). Only the location names it: a
/// setting of the database or the role, which their owners make, does not.
pub(super) fn named_owner(options: Option<&str>) -> Option<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut chars = options?.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => word.extend(chars.next()),
            c if c.is_whitespace() => words.push(std::mem::take(&mut word)),
            c => word.push(c),
        }
    }
    words.push(word);
    words.retain(|w| !w.is_empty());
    let mut owner = None;
    let mut words = words.iter().map(String::as_str);
    while let Some(word) = words.next() {
        let setting = match word {
            "-c" => words.next(),
            _ => word.strip_prefix("--").or_else(|| word.strip_prefix("-c")),
        };
        if let Some((name, value)) = setting.and_then(|s| s.split_once('=')) {
            if name.eq_ignore_ascii_case(OWNER_SETTING) {
                owner = Some(value.to_string());
            }
        }
    }
    owner.filter(|o| !o.is_empty())
}

/// The hosts and ports a configuration names, as `host:port` (a socket directory as its path),
/// for errors: never the user or password.
pub(super) fn targets(config: &Config) -> String {
    let ports = config.get_ports();
    let port = |i: usize| ports.get(i).or(ports.first()).copied().unwrap_or(5432);
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(i, host)| match host {
            tokio_postgres::config::Host::Tcp(name) => format!("{name}:{}", port(i)),
            #[cfg(unix)]
            tokio_postgres::config::Host::Unix(dir) => format!("{}:{}", dir.display(), port(i)),
        })
        .collect();
    match hosts.is_empty() {
        true => format!("localhost:{}", port(0)),
        false => hosts.join(","),
    }
}

#[cfg(test)]
mod tests {
    use super::{location, masked, named_owner};
    use std::path::Path;

    #[test]
    fn a_password_is_masked_in_every_form_of_location() {
        for (given, shown) in [
            (
                "postgres://u:s3cret@db:5432/t",
                "postgres://u:****@db:5432/t",
            ),
            (
                "postgresql://u:p%40ss@db/t?sslmode=require",
                "postgresql://u:****@db/t?sslmode=require",
            ),
            (
                "postgres://u@db/t?password=s3cret&x=1",
                "postgres://u@db/t?password=****&x=1",
            ),
            (
                "host=db password=s3cret dbname=t",
                "host=db password=**** dbname=t",
            ),
            (
                "host=db password='s e\\'c' dbname=t",
                "host=db password=**** dbname=t",
            ),
            (
                "postgres://u@db1:5432,db2:5432/t",
                "postgres://u@db1:5432,db2:5432/t",
            ),
        ] {
            assert_eq!(masked(given), shown, "{given}");
            assert!(!masked(given).contains("s3cret"));
        }
    }

    #[test]
    fn a_location_is_a_postgres_url_or_a_libpq_string_and_nothing_else() {
        assert!(location(Path::new("postgres://u@h/db")).is_some());
        assert!(location(Path::new("postgresql://h")).is_some());
        assert!(location(Path::new("host=/tmp dbname=x")).is_some());
        assert!(location(Path::new(
            "host=db1,db2 dbname=x tcp_user_timeout=5 keepalives_idle=5 load_balance_hosts=random"
        ))
        .is_some());
        assert!(location(Path::new("/home/me/.local/share/tunnelctl/store")).is_none());
        assert!(location(Path::new("my=store")).is_none());
        assert!(location(Path::new("")).is_none());
    }

    #[test]
    fn the_owner_is_named_by_tunnelctl_owner_in_the_options_as_postgresql_reads_them() {
        for (options, owner) in [
            (Some("--tunnelctl.owner=tc_owner"), Some("tc_owner")),
            (Some("-c tunnelctl.owner=tc_owner"), Some("tc_owner")),
            (Some("-ctunnelctl.owner=tc_owner"), Some("tc_owner")),
            (
                Some("-c statement_timeout=5 --TunnelCtl.Owner=a\\ b"),
                Some("a b"),
            ),
            (
                Some("--tunnelctl.owner=first --tunnelctl.owner=last"),
                Some("last"),
            ),
            (Some("--tunnelctl.owner="), None),
            (
                Some("-c tunnelctl.ownerx=a --search_path=tunnelctl.owner=a"),
                None,
            ),
            (Some("-c"), None),
            (None, None),
        ] {
            assert_eq!(named_owner(options).as_deref(), owner, "{options:?}");
        }
    }
}
