//! The public base URL of `uri` fields and SAML URLs (API-NOTES "The store's public URL"): a
//! setting kept in the store's meta data, so that every `serve` replica and the one-shot CLI
//! answer the same; `serve --public-url` overrides it for its own process.

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use serde_json::json;

use super::{InScope, Service};
use crate::api::ApiError;
use crate::store::{Scope, Tree};

/// The meta key of the setting (both engines keep meta data in the same tree; an export carries
/// it with the store's other settings).
const KEY: &str = crate::store::check::PUBLIC_URL;

/// How soon a change made through another replica (or the CLI) shows in a running `serve`'s
/// answers: it reads the setting again twice as often (see [`Service::refresh_public_url`]).
pub const PUBLIC_URL_TTL: Duration = Duration::from_secs(2);

/// Where this process's `uri`s point.
#[derive(Debug, Default)]
pub(super) struct PublicUrl {
    /// `serve --public-url`: this process's own, over the store's setting.
    given: Option<String>,
    /// With neither: where this process answers (`serve`'s listen address, or the default).
    fallback: String,
    /// The store's setting as last read; `None` before the first read.
    stored: Mutex<Option<Option<String>>>,
}

impl PublicUrl {
    pub(super) fn new(fallback: String) -> Self {
        PublicUrl {
            fallback,
            ..Default::default()
        }
    }

    fn stored(&self) -> std::sync::MutexGuard<'_, Option<Option<String>>> {
        self.stored.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The base URL, without a trailing `/`.
    pub(super) fn base(&self) -> String {
        if let Some(given) = &self.given {
            return given.clone();
        }
        match &*self.stored() {
            Some(Some(stored)) => stored.clone(),
            _ => self.fallback.clone(),
        }
    }
}

impl Service {
    /// `serve --public-url`: `uri`s of this process use `url` whatever the store says.
    pub fn with_public_url(mut self, url: Option<String>) -> Self {
        self.public_url.given = url;
        self
    }

    /// Reads the setting now (never with `serve --public-url`). `serve` does at its start and
    /// then every half [`PUBLIC_URL_TTL`], off the requests' path: a request answered on its async
    /// thread must not reach the database, nor wait for a read it does not need. A read that
    /// fails keeps what was read before.
    pub fn refresh_public_url(&self) {
        self.read_public_url(&Scope::plain());
    }

    /// The first read of the setting, in the scope of the first request of a process that has
    /// not read it yet (the one-shot CLI, which reads it once).
    pub(super) fn read_public_url_once(&self, scope: &Scope) {
        if self.public_url.stored().is_none() {
            self.read_public_url(scope);
        }
    }

    fn read_public_url(&self, scope: &Scope) {
        if self.public_url.given.is_some() {
            return;
        }
        if let Ok(stored) = self.store.get::<String>(scope, Tree::Meta, KEY) {
            // A value `store set` would not have kept (written into the database by hand: a
            // URL with a password in it, another scheme) is not put in every answer; `store
            // check` names it.
            let kept = stored.filter(|url| check_setting(KEY, &json!(url)).is_ok());
            *self.public_url.stored() = Some(kept);
        }
    }
}

impl InScope<'_> {
    /// `store get public-url`: the setting, `None` when unset.
    pub fn stored_public_url(&self) -> Result<Option<String>, ApiError> {
        Ok(self.store.get::<String>(self.scope, Tree::Meta, KEY)?)
    }

    /// `store set public-url` (`Some`) and `store unset public-url` (`None`): the setting as
    /// stored, after checking it (see [`check`]). This process uses it at once.
    pub fn set_public_url(&self, url: Option<&str>) -> Result<Option<String>, ApiError> {
        let url = url.map(check).transpose()?;
        self.write(|tx| {
            match &url {
                Some(url) => tx.put(Tree::Meta, KEY, url)?,
                None => tx.remove(Tree::Meta, KEY).map(drop)?,
            }
            // Every uri and SAML URL follows it: a change the trail records.
            self.append_summary(tx, "set-public-url", json!({ "public_url": url }))
        })?;
        if !self.scope.rolls_back() {
            *self.public_url.stored() = Some(url.clone());
        }
        Ok(url)
    }
}

/// What `store import` asks of a setting an export carries (`key` in the meta tree): a public
/// URL as `store set public-url` keeps it.
pub(super) fn check_setting(key: &str, value: &serde_json::Value) -> Result<(), String> {
    if key != KEY {
        return Err(format!("{key} is no setting of the store"));
    }
    let text = value.as_str().ok_or("must be a string")?;
    match check(text) {
        Ok(kept) if kept == text => Ok(()),
        Ok(kept) => Err(format!(
            "{text:?} is not as `store set public-url` keeps it: {kept:?}"
        )),
        Err(refused) => Err(refused.msg),
    }
}

/// A public base URL as the setting keeps it (no trailing `/`), or what is wrong with it: an
/// http:// or https:// URL with a host, an optional port and path, and nothing else (no query,
/// fragment, user name or password: each `uri` is made by appending a path to it).
pub fn check(text: &str) -> Result<String, ApiError> {
    // Shown with its password masked: the message may go to a log or a `store check` report.
    let shown = crate::redact::redact_url(text);
    let refuse = |rule: &str| {
        ApiError::invalid(format!(
            "the public URL {shown:?} is refused: {rule}; give the URL clients reach the API at, \
             e.g. https://tunnels.example.com"
        ))
    };
    let lower = text.to_ascii_lowercase();
    let Some(scheme) = ["http://", "https://"]
        .into_iter()
        .find(|s| lower.starts_with(s))
    else {
        return Err(refuse("it must start with http:// or https://"));
    };
    if text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(refuse("it must not hold spaces or control characters"));
    }
    if text.contains('?') {
        return Err(refuse("it must have no query (?…)"));
    }
    if text.contains('#') {
        return Err(refuse("it must have no fragment (#…)"));
    }
    let rest = &text[scheme.len()..];
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    if authority.contains('@') {
        return Err(refuse("it must have no user name or password (…@)"));
    }
    let (host, port) = match authority.find(']') {
        Some(end) => match &authority[end + 1..] {
            "" => (&authority[..=end], None),
            after => (
                &authority[..=end],
                Some(after.strip_prefix(':').unwrap_or(after)),
            ),
        },
        None => match authority.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        },
    };
    let ipv6 = host.starts_with('[')
        && host.ends_with(']')
        && host[1..host.len() - 1]
            .chars()
            .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.');
    let name = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.');
    if !(ipv6 || name) {
        return Err(refuse(
            "its host must be a name (letters, digits, - and .), an IPv4 address or an IPv6 \
             address in brackets",
        ));
    }
    if port.is_some_and(|p| p.parse::<u16>().map_or(true, |p| p == 0)) {
        return Err(refuse("its port must be a number from 1 to 65535"));
    }
    let path = path.trim_end_matches('/');
    Ok(format!("{}{authority}{path}", &lower[..scheme.len()]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_url_is_an_http_url_with_a_host_and_nothing_after_its_path() {
        for (given, kept) in [
            ("https://tunnels.example.com", "https://tunnels.example.com"),
            (
                "HTTPS://tunnels.example.com/",
                "https://tunnels.example.com",
            ),
            ("http://10.0.0.1:8080/api/", "http://10.0.0.1:8080/api"),
            ("http://[::1]:4848", "http://[::1]:4848"),
        ] {
            assert_eq!(check(given).unwrap(), kept, "{given}");
        }
        for (given, rule) in [
            ("ftp://example.com", "http:// or https://"),
            ("example.com", "http:// or https://"),
            ("https://example.com/?a=b", "no query"),
            ("https://example.com/#top", "no fragment"),
            ("https://user:pw@example.com", "no user name or password"),
            ("https://", "its host"),
            ("https://exa mple.com", "spaces"),
            ("https://example.com:0", "its port"),
            ("https://example.com:http", "its port"),
        ] {
            let err = check(given).unwrap_err();
            assert!(err.msg.contains(rule), "{given}: {}", err.msg);
            let shown = crate::redact::redact_url(given);
            assert!(err.msg.contains(&format!("{shown:?}")), "{}", err.msg);
            assert!(
                !err.msg.contains(":pw@"),
                "a password is never shown: {}",
                err.msg
            );
        }
    }
}
