//! How a location that may carry credentials is shown: with its password masked. A URL may carry
//! one (`http://user:secret@host`, a store's `postgres://user:secret@db/…`), and what is shown ends
//! up in logs and tickets. Plain text handling, below every layer. A store's location is not a
//! URL of this kind: it is shown through `store::Location`, which reads it as the PostgreSQL
//! client does.

/// `url` with the password of its user information (`http://user:secret@host`) masked, for every
/// place a URL is shown: a URL may carry credentials, and messages end up in logs.
pub fn redact_url(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_string();
    };
    let rest = &url[scheme_end..];
    let authority_end = rest
        .find(|c: char| matches!(c, '/' | '?' | '#') || c.is_whitespace())
        .unwrap_or(rest.len());
    let Some(at) = rest[..authority_end].rfind('@') else {
        return url.to_string();
    };
    match rest[..at].split_once(':') {
        Some((user, _password)) => format!("{}{user}:****{}", &url[..scheme_end], &rest[at..]),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_in_urls_are_masked() {
        assert_eq!(
            redact_url("http://user:pw@host:8080/x?y=1"),
            "http://user:****@host:8080/x?y=1"
        );
        assert_eq!(redact_url("https://a:b:c@h"), "https://a:****@h");
        assert_eq!(redact_url("http://user@host/"), "http://user@host/");
        assert_eq!(redact_url("http://host/p@q"), "http://host/p@q");
        assert_eq!(redact_url("not a url"), "not a url");
        assert_eq!(
            redact_url("io error: http://u:s3cret@h failed"),
            "io error: http://u:****@h failed"
        );
    }
}
