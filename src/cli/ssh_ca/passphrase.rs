//! The passphrase of an encrypted CA: from a file, the environment or a prompt.

use std::path::Path;

use serde_json::Value;
use zeroize::Zeroizing;

use crate::cli::{body, CliError, Context};
use crate::service::ssh_ca::{PASSPHRASE_REQUIRED, PASSPHRASE_WRONG};
use crate::service::ssh_sign::Secret;

/// Holds a CA passphrase itself (for create, import and signing), like a `--…passphrase-file`.
pub const PASSPHRASE_ENV: &str = "TUNNELCTL_CA_PASSPHRASE";

/// Runs `attempt` with the passphrase `given` (a file or the environment). While the answer is
/// that the passphrase of `what` is missing or wrong, a person at a terminal is asked for it, up
/// to three times; without a terminal, or with one given, the refusal stands, with a hint naming
/// `flag`. Both ways of needing a passphrase (importing a key, signing with an encrypted CA) go
/// through here.
pub fn with_passphrase<T>(
    ctx: &Context,
    what: &str,
    flag: &str,
    given: Option<Secret>,
    mut attempt: impl FnMut(Option<Secret>) -> Result<T, CliError>,
) -> Result<T, CliError> {
    let asks = given.is_none();
    let mut passphrase = given;
    let mut prompts = 0;
    loop {
        let err = match attempt(passphrase.clone()) {
            Ok(value) => return Ok(value),
            Err(err) => err,
        };
        let details = err
            .body
            .as_ref()
            .and_then(|b| b.get("details"))
            .and_then(Value::as_object);
        // A server signs with the passphrases it was started with: its refusal stands as it is.
        if details.and_then(passphrase_problem).is_none() || ctx.is_remote() {
            return Err(err);
        }
        if asks && prompts < 3 && ctx.interactive() {
            if prompts > 0 {
                let _ = crate::output::stderr().words(&format!(
                    "that passphrase does not decrypt {what}; try again\n"
                ));
            }
            prompts += 1;
            passphrase = Some(ctx.secret(&format!("Passphrase of {what}"))?);
            continue;
        }
        return Err(err.with_hint(format!("pass {flag} FILE or set {PASSPHRASE_ENV}")));
    }
}

/// A passphrase from `file` (its first line; `flag` named it) or else from `TUNNELCTL_CA_PASSPHRASE`.
pub fn passphrase(file: Option<&Path>, flag: &str) -> Result<Option<Secret>, CliError> {
    match file {
        Some(path) => read_passphrase_file(path, flag).map(Some),
        None => passphrase_from_env(),
    }
}

/// `TUNNELCTL_CA_PASSPHRASE` when it is set. Set but empty, or not UTF-8, it is refused: taking it
/// as "no passphrase" would silently store a CA's private key unencrypted.
fn passphrase_from_env() -> Result<Option<Secret>, CliError> {
    let Some(value) = std::env::var_os(PASSPHRASE_ENV) else {
        return Ok(None);
    };
    match value.into_string() {
        Ok(text) if text.is_empty() => Err(CliError::usage(format!(
            "{PASSPHRASE_ENV} is set but empty"
        ))
        .with_hint(format!(
            "set it to the passphrase, or unset it (unset {PASSPHRASE_ENV}) to use no passphrase"
        ))),
        Ok(text) => Ok(Some(Zeroizing::new(text))),
        Err(raw) => {
            drop(Zeroizing::new(raw.into_encoded_bytes()));
            Err(CliError::usage(format!(
                "{PASSPHRASE_ENV} is not valid UTF-8; a passphrase must be text"
            )))
        }
    }
}

/// The first line of `path` (given with `flag`), which must not be empty. Read as every secret
/// file is (`files::read_secret`): not through a symbolic link, the user's own, mode 0600 or
/// stricter; `-` is stdin.
pub fn read_passphrase_file(path: &Path, flag: &str) -> Result<Secret, CliError> {
    let text = Zeroizing::new(body::read_secret(path, flag)?);
    let line = text.lines().next().unwrap_or("");
    if line.is_empty() {
        return Err(CliError::usage(format!(
            "{flag}: {}: the passphrase file is empty; its first line is the passphrase",
            path.display()
        )));
    }
    Ok(Zeroizing::new(line.to_string()))
}

/// Whether an error is about a CA passphrase (missing or wrong), from its `details.reason`.
pub fn passphrase_problem(details: &serde_json::Map<String, Value>) -> Option<&str> {
    details
        .get("reason")
        .and_then(Value::as_str)
        .filter(|r| [PASSPHRASE_REQUIRED, PASSPHRASE_WRONG].contains(r))
}
