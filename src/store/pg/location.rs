//! Where a PostgreSQL store is: telling a store location from a directory, and showing one
//! without its password.

use std::ops::Range;
use std::path::Path;

use tokio_postgres::Config;

/// The keys libpq knows (of its `key=value` strings), as far as tunnelctl passes them on.
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

/// Whether `--store` names a PostgreSQL database rather than a directory: a `postgres://` or
/// `postgresql://` URL, or a libpq `key=value` string (every parameter one whose key libpq knows;
/// a directory is never named like that by accident).
pub fn location(path: &Path) -> Option<&str> {
    let text = path.to_str()?;
    if url_rest(text).is_some() {
        return Some(text);
    }
    let (parameters, _) = key_values(text);
    let known = |p: &Parameter| KEYS.contains(&p.key.as_ref());
    (!parameters.is_empty() && parameters.iter().all(known)).then_some(text)
}

/// What follows `postgres://` or `postgresql://`.
fn url_rest(text: &str) -> Option<&str> {
    ["postgres://", "postgresql://"]
        .iter()
        .find_map(|prefix| text.strip_prefix(prefix))
}

/// A parameter of a location: its key (percent-decoded in a URL's query) and where its value is
/// written (quotes included).
struct Parameter<'a> {
    key: std::borrow::Cow<'a, str>,
    value: Range<usize>,
}

/// The parameters of a libpq `key=value` string, read as rust-postgres reads them (its
/// `config::Parser`, which the store's connection uses): whitespace around `=`, values quoted
/// with `'` or bare, and `\` escaping the next character in both. Also where the string stops
/// making sense, if it does: a key without `=`, an empty value, or the value of a quote left
/// open (that parameter is read all the same, for its key).
fn key_values(text: &str) -> (Vec<Parameter<'_>>, Option<usize>) {
    let mut parameters = Vec::new();
    let mut chars = text.char_indices().peekable();
    let skip_space = |chars: &mut std::iter::Peekable<std::str::CharIndices>| {
        while chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
    };
    let at = |chars: &mut std::iter::Peekable<std::str::CharIndices>| {
        chars.peek().map_or(text.len(), |&(i, _)| i)
    };
    loop {
        skip_space(&mut chars);
        let key_start = at(&mut chars);
        while chars
            .next_if(|&(_, c)| !c.is_whitespace() && c != '=')
            .is_some()
        {}
        let key_end = at(&mut chars);
        if key_start == key_end {
            // The end, or a stray `=`: where rust-postgres stops reading too.
            return (parameters, None);
        }
        skip_space(&mut chars);
        if chars.next_if(|&(_, c)| c == '=').is_none() {
            return (parameters, Some(key_start));
        }
        skip_space(&mut chars);
        let value_start = at(&mut chars);
        let quoted = chars.next_if(|&(_, c)| c == '\'').is_some();
        let mut closed = !quoted;
        while let Some((_, c)) = chars.next_if(|&(_, c)| quoted || !c.is_whitespace()) {
            match c {
                '\\' => drop(chars.next()),
                '\'' if quoted => {
                    closed = true;
                    break;
                }
                _ => {}
            }
        }
        let value_end = at(&mut chars);
        if value_end == value_start {
            return (parameters, Some(key_start));
        }
        parameters.push(Parameter {
            key: text[key_start..key_end].into(),
            value: value_start..value_end,
        });
        if !closed {
            return (parameters, Some(value_start));
        }
    }
}

/// The parameters of a URL's query, read as rust-postgres's `UrlParser` reads them: the user
/// information ends at the first `@` (so a password may hold `/`, `?` or `#`), the host at the
/// next `/` or `?`, the path at the next `?`; then `key=value` pairs split at `&`, their keys
/// percent-decoded. Also the password of the user information, under the key `password`; and
/// where the query stops making sense, if it does (a pair without `=`, a key that is not UTF-8
/// once decoded).
fn url_parameters(text: &str) -> (Vec<Parameter<'_>>, Option<usize>) {
    let start = text.len() - url_rest(text).map_or(0, str::len);
    let mut parameters = Vec::new();
    let mut at = start;
    if let Some(creds_len) = text[at..].find('@') {
        if let Some(colon) = text[at..at + creds_len].find(':') {
            parameters.push(Parameter {
                key: "password".into(),
                value: at + colon + 1..at + creds_len,
            });
        }
        at += creds_len + 1;
    }
    at += text[at..].find(['/', '?']).unwrap_or(text.len() - at);
    if text[at..].starts_with('/') {
        at += text[at..].find('?').unwrap_or(text.len() - at);
    }
    if !text[at..].starts_with('?') {
        return (parameters, None);
    }
    at += 1;
    while at < text.len() {
        // A key runs to the next `=`, past any `&`, as rust-postgres reads it.
        let Some(eq) = text[at..].find('=').map(|i| at + i) else {
            return (parameters, Some(at));
        };
        let Ok(key) = percent_encoding::percent_decode_str(&text[at..eq]).decode_utf8() else {
            return (parameters, Some(at));
        };
        let value_end = text[eq + 1..].find('&').map_or(text.len(), |i| eq + 1 + i);
        parameters.push(Parameter {
            key,
            value: eq + 1..value_end,
        });
        at = value_end + 1;
    }
    (parameters, None)
}

/// `location` with its password replaced by `****`: the one form in which a store's location is
/// ever shown (errors, `config show`, `store check`, `version`, `serve`'s log). Works on URLs
/// (`postgres://user:pw@host`, `?password=pw`) and on `key=value` strings, found as the store's
/// connection reads them; where one stops making sense, all that follows is hidden. Anything else
/// is returned as it is.
pub fn masked(location: &str) -> String {
    const HIDDEN: &str = "****";
    let (parameters, stopped) = match url_rest(location) {
        Some(_) => url_parameters(location),
        None => key_values(location),
    };
    let end = stopped.unwrap_or(location.len());
    let mut out = String::with_capacity(location.len());
    let mut copied = 0;
    for p in parameters
        .iter()
        .filter(|p| p.key == "password" && p.value.start < end)
    {
        out.push_str(&location[copied..p.value.start]);
        out.push_str(HIDDEN);
        copied = p.value.end;
    }
    out.push_str(&location[copied..end]);
    if end < location.len() {
        out.push_str(HIDDEN);
    }
    checked(location, out)
}

/// `shown`, unless the store's own parser finds a password in it other than `****` where it finds
/// one in `location`: then the location without its parameters, from what that parser read. A
/// guard against the two readings drifting apart.
fn checked(location: &str, shown: String) -> String {
    let password =
        |text: &str| super::read(text).map(|(config, _)| config.get_password().map(<[u8]>::to_vec));
    match password(location) {
        Ok(Some(_)) if !matches!(password(&shown), Ok(Some(p)) if p == b"****") => {}
        _ => return shown,
    }
    let Ok((config, _)) = super::read(location) else {
        unreachable!("read above")
    };
    let user = config
        .get_user()
        .map_or(String::new(), |u| format!("{u}:****@"));
    let dbname = config
        .get_dbname()
        .map_or(String::new(), |d| format!("/{d}"));
    format!("postgres://{user}{}{dbname}", targets(&config))
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
    use super::{checked, location, masked, named_owner};
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
            // rust-postgres ends the user information at the first `@`, not at a `/`, `?`, `#`.
            ("postgres://u:a/b?c#d@db/t", "postgres://u:****@db/t"),
            (
                "postgres://u@db/t?sslmode=disable&%70assword=s3cret",
                "postgres://u@db/t?sslmode=disable&%70assword=****",
            ),
            (
                "host=db\tpassword=s3cret\tdbname=t",
                "host=db\tpassword=****\tdbname=t",
            ),
            (
                "host=db password = s3cret dbname=t",
                "host=db password = **** dbname=t",
            ),
            (
                "host=db password=s3\\ cret dbname=t",
                "host=db password=**** dbname=t",
            ),
            // Where a location stops making sense, the rest is hidden.
            ("host=db password='s3 cret", "host=db password=****"),
            ("host=db password s3cret", "host=db ****"),
        ] {
            assert_eq!(masked(given), shown, "{given}");
            assert!(location(Path::new(given)).is_some(), "{given}");
        }
    }

    /// Where the masking and the store's parser disagree, the parser's reading wins: the location
    /// is shown rebuilt from it, without a password.
    #[test]
    fn a_password_the_masking_missed_is_not_shown() {
        assert_eq!(
            checked(
                "postgres://u:s3cret@db/t",
                "postgres://u:s3cret@db/t".into()
            ),
            "postgres://u:****@db:5432/t"
        );
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
        assert!(location(Path::new("host=db my=store")).is_none());
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
