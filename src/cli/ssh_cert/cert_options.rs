//! The options a user certificate carries, as `ssh-cert create` and `ssh-cert login` take them:
//! one definition, so both commands ask for a certificate the same way.

use std::collections::BTreeMap;

use clap::Args;
use serde_json::{json, Value};

use crate::cli::body::Body;
use crate::cli::CliError;

// A user certificate's critical options and extensions (a doc comment would become help text).
#[derive(Debug, Args)]
pub struct CertOptions {
    /// Critical option: force-command=COMMAND or source-address=CIDR[,CIDR...] (can be repeated)
    #[arg(long = "critical-option", value_name = "KEY=VALUE", value_parser = parse_critical_option)]
    critical_options: Vec<(String, String)>,
    /// Extension, e.g. permit-pty or name@example.com=value (can be repeated)
    /// [default: permit-pty and permit-user-rc]
    #[arg(long = "extension", value_name = "NAME[=VALUE]", value_parser = parse_extension)]
    extensions: Vec<(String, String)>,
}

impl CertOptions {
    /// Sets the options given in `body`, over `--from-file`'s fields; none given leaves the
    /// service's defaults.
    pub fn set(&self, body: &mut Body) -> Result<(), CliError> {
        if !self.critical_options.is_empty() {
            let options = unique_map("--critical-option", &self.critical_options)?;
            body.set("--critical-option", "critical_options", Some(options));
        }
        if !self.extensions.is_empty() {
            let extensions = unique_map("--extension", &self.extensions)?;
            body.set("--extension", "extensions", Some(extensions));
        }
        Ok(())
    }
}

/// `KEY=VALUE`; the value may contain `=` and may be empty (the service judges it).
fn parse_critical_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((key, value)) if !key.is_empty() => Ok((key.to_string(), value.to_string())),
        _ => Err(format!(
            "{text:?} is not KEY=VALUE (e.g. force-command=/usr/bin/true or source-address=10.0.0.0/8)"
        )),
    }
}

/// `NAME` (empty value, as OpenSSH's own extensions take) or `NAME=VALUE`.
fn parse_extension(text: &str) -> Result<(String, String), String> {
    let (name, value) = text.split_once('=').unwrap_or((text, ""));
    if name.is_empty() {
        return Err(format!(
            "{text:?} has no name; use NAME or NAME=VALUE (e.g. permit-pty)"
        ));
    }
    Ok((name.to_string(), value.to_string()))
}

/// The pairs as a map, refusing a name given twice (the second would silently win otherwise).
fn unique_map(flag: &str, pairs: &[(String, String)]) -> Result<Value, CliError> {
    let mut map = BTreeMap::new();
    for (name, value) in pairs {
        if map.insert(name.as_str(), value.as_str()).is_some() {
            return Err(CliError::usage(format!(
                "{flag} {name} is given more than once"
            )));
        }
    }
    Ok(json!(map))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn critical_options_are_key_value() {
        assert_eq!(
            parse_critical_option("force-command=/bin/sh -c 'a=b'"),
            Ok(("force-command".into(), "/bin/sh -c 'a=b'".into()))
        );
        assert_eq!(
            parse_critical_option("source-address="),
            Ok(("source-address".into(), "".into()))
        );
        assert!(parse_critical_option("force-command").is_err());
        assert!(parse_critical_option("=x").is_err());
    }

    #[test]
    fn extensions_take_an_optional_value() {
        assert_eq!(
            parse_extension("permit-pty"),
            Ok(("permit-pty".into(), "".into()))
        );
        assert_eq!(
            parse_extension("login@example.com=a=b"),
            Ok(("login@example.com".into(), "a=b".into()))
        );
        assert!(parse_extension("=x").is_err());
        assert!(parse_extension("").is_err());
    }

    #[test]
    fn a_name_given_twice_is_a_usage_error() {
        let pairs = vec![
            ("permit-pty".to_string(), String::new()),
            ("permit-pty".to_string(), String::new()),
        ];
        let err = unique_map("--extension", &pairs).unwrap_err();
        assert_eq!(err.kind, crate::cli::error::ErrorKind::Usage);
        assert!(err.message.contains("--extension permit-pty"));
    }
}
