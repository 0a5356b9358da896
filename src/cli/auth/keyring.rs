//! The system keyring of `auth login --keyring`: the freedesktop Secret Service (GNOME Keyring,
//! KWallet, KeePassXC) on the session bus. The key is one item of the default collection, found
//! by its attributes `service=tunnelctl` and `account=PROFILE` (as `secret-tool lookup service
//! tunnelctl account PROFILE` finds it), sent over a session encrypted with the service.
//!
//! A locked collection is refused rather than unlocked: unlocking asks through a window of the
//! desktop, which a command run over SSH or from a script would wait for with nobody to answer.

use std::collections::HashMap;
use std::future::Future;

use secret_service::{Collection, EncryptionType, Error, SecretService};

use crate::cli::CliError;

/// The `service` attribute of every item tunnelctl keeps.
const SERVICE: &str = "tunnelctl";

/// Where the key of `profile` is kept, for people: what `auth status` and the messages say.
pub fn describe(profile: &str) -> String {
    format!("the system keyring (Secret Service: service {SERVICE}, account {profile})")
}

fn attributes(profile: &str) -> HashMap<&str, &str> {
    HashMap::from([("service", SERVICE), ("account", profile)])
}

/// Fails, saying what to do, when the keyring cannot keep a key now: before the key is asked
/// for, so that nobody types it in vain.
pub fn check_usable() -> Result<(), CliError> {
    run(async {
        let service = connect().await?;
        unlocked_collection(&service).await?;
        Ok(())
    })
}

/// Keeps `key` for `profile`, replacing the one kept before.
pub fn store(profile: &str, key: &str) -> Result<(), CliError> {
    run(async {
        let service = connect().await?;
        let collection = unlocked_collection(&service).await?;
        let label = format!("tunnelctl API key (profile {profile})");
        collection
            .create_item(
                &label,
                attributes(profile),
                key.as_bytes(),
                true,
                "text/plain",
            )
            .await?;
        Ok(())
    })
}

/// The key kept for `profile`; `None` when the keyring has none (removed by someone else).
pub fn read(profile: &str) -> Result<Option<String>, CliError> {
    let secret = run(async {
        let service = connect().await?;
        let collection = unlocked_collection(&service).await?;
        match collection.search_items(attributes(profile)).await?.first() {
            Some(item) => Ok(Some(item.get_secret().await?)),
            None => Ok(None),
        }
    })?;
    secret
        .map(|bytes| {
            String::from_utf8(bytes).map_err(|_| {
                CliError::usage(format!("the key in {} is not text", describe(profile)))
                    .with_hint("log in again: tunnelctl auth login --keyring")
            })
        })
        .transpose()
}

/// Removes the key kept for `profile`; whether there was one.
pub fn delete(profile: &str) -> Result<bool, CliError> {
    run(async {
        let service = connect().await?;
        let collection = unlocked_collection(&service).await?;
        let items = collection.search_items(attributes(profile)).await?;
        for item in &items {
            item.delete().await?;
        }
        Ok(!items.is_empty())
    })
}

async fn connect() -> Result<SecretService<'static>, Failed> {
    SecretService::connect(EncryptionType::Dh)
        .await
        .map_err(Failed::Unreachable)
}

/// The default collection (GNOME Keyring's "login"), refused when it is locked.
async fn unlocked_collection<'a>(service: &'a SecretService<'a>) -> Result<Collection<'a>, Failed> {
    let collection = service
        .get_default_collection()
        .await
        .map_err(|e| match e {
            Error::NoResult => Failed::NoDefaultCollection,
            e => Failed::Keyring(e),
        })?;
    match collection.is_locked().await? {
        true => Err(Failed::Keyring(Error::Locked)),
        false => Ok(collection),
    }
}

/// Why a keyring operation failed, as far as what the user can do about it differs.
enum Failed {
    /// No Secret Service answers on the session bus (or there is no bus).
    Unreachable(Error),
    NoDefaultCollection,
    Keyring(Error),
}

impl From<Error> for Failed {
    fn from(e: Error) -> Self {
        Failed::Keyring(e)
    }
}

/// Runs one keyring operation to its end on a runtime of its own: the CLI is not async, and one
/// D-Bus connection per command is all it needs.
fn run<T>(work: impl Future<Output = Result<T, Failed>>) -> Result<T, CliError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::failure(format!("could not start the keyring's runtime: {e}")))?;
    runtime.block_on(work).map_err(explain)
}

/// The error the user reads, with what to do.
fn explain(failed: Failed) -> CliError {
    const INSTEAD: &str = "or keep the key in a file only you can read: tunnelctl auth login \
                           (without --keyring), or pass --api-key-file FILE";
    match failed {
        Failed::Unreachable(e) => CliError::unavailable(format!(
            "no system keyring answers: no Secret Service is reachable on the D-Bus session bus ({e})"
        ))
        .with_hint(format!(
            "start your keyring (GNOME Keyring, KWallet or KeePassXC) in a session whose \
             DBUS_SESSION_BUS_ADDRESS reaches it, {INSTEAD}"
        )),
        Failed::NoDefaultCollection => {
            CliError::unavailable("the system keyring has no default collection to keep the key in")
                .with_hint(format!(
                    "make one with your keyring's application (e.g. Seahorse), {INSTEAD}"
                ))
        }
        Failed::Keyring(Error::Locked) => CliError::unavailable("the system keyring is locked")
            .with_hint(format!(
                "unlock it (your desktop's keyring application, or log in to the desktop again) \
                 and run the command again, {INSTEAD}"
            )),
        Failed::Keyring(Error::Prompt) => {
            CliError::cancelled("the system keyring's prompt was dismissed: nothing was changed")
                .with_hint("run the command again and answer the keyring's prompt")
        }
        Failed::Keyring(e) => CliError::unavailable(format!("the system keyring failed: {e}"))
            .with_hint(format!("run the command again, {INSTEAD}")),
    }
}
