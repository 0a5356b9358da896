//! `tunnelctl auth login|status|logout`: an API key kept for a profile, so that remote mode needs
//! no key file made by hand. The key is checked with the server before it is kept, in a file only
//! its owner may read (mode 0600, written atomically, read back as every secret file is:
//! `files::read_secret`), or with `--keyring` in the system keyring (see `keyring`); then a file
//! beside the config says only where it is. Explicit credentials win over it: `--api-key`,
//! `--api-key-file`, `TUNNELCTL_API_KEY`, `NGROK_API_KEY` and the profile's own key settings
//! (see `settings`).

mod keyring;

use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use serde_json::{json, Value};

use super::settings::Settings;
use super::{group, prompt, CliError, Context, ErrorKind, Formats, TopLevel, NOTHING};
use crate::output::View;

/// What `auth login` asks the server to check a key, and `auth status` to describe it: the key's
/// own record (API-NOTES "API keys (extension fields)"), which every role may read.
const SELF_PATH: &str = "/api_keys/self";
/// The check where the key has no record to answer: a key of `serve --api-key-file` (404), or a
/// server that is not tunnelctl's and has no `/api_keys/self` (404 or 400). A request every role
/// may make; its answer says nothing of the key, so `auth status` shows no ID, role or expiry.
const CHECK_PATH: &str = "/ssh_certificate_authorities?limit=1";

/// Checks the key the context bears with the server: its own record when the server keeps one,
/// else `None` once [`CHECK_PATH`] accepted it. A refused key (401, 403) fails here.
fn check_key(ctx: &Context) -> Result<Option<Value>, CliError> {
    match ctx.get(SELF_PATH) {
        Ok(record) => Ok(Some(record)),
        Err(e) if matches!(e.kind, ErrorKind::NotFound | ErrorKind::Failure) => {
            ctx.get(CHECK_PATH).map(|_| None)
        }
        Err(e) => Err(e),
    }
}

/// The most bytes of a key read from standard input.
const MAX_KEY_BYTES: u64 = 4096;

const VIEW: View = View {
    list_key: "logins",
    noun: "logins",
    columns: &[
        ("SERVER", "/server"),
        ("KEY", "/key_id"),
        ("ROLE", "/role"),
        ("EXPIRES", "/expires_at"),
        ("KEPT IN", "/kept_in"),
    ],
    wide: &[
        ("PRINCIPALS", "/ssh_principals"),
        ("MAX VALIDITY", "/ssh_max_validity"),
    ],
    rank: &["SERVER", "KEY", "KEPT IN"],
};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum AuthCommand {
    /// Check an API key with the server, then keep it for this profile where only you can read it
    ///
    /// The key is read at a prompt that does not echo it, or from standard input with
    /// --with-token (or when standard input is not a terminal). It is kept in a file of mode 0600
    /// beside the config file (credentials/PROFILE), or with --keyring in the system keyring,
    /// and used by remote mode when no other key is given: --api-key, --api-key-file,
    /// TUNNELCTL_API_KEY, NGROK_API_KEY and the profile's api_key, api_key_env and api_key_file
    /// all win over it.
    #[command(
        after_long_help = "Examples:\n  tunnelctl --api-url https://tunnels.example.com auth login\n  tunnelctl auth login --profile prod\n  tunnelctl auth login --with-token < ci.key\n  tunnelctl auth login --keyring --profile prod"
    )]
    Login(LoginArgs),
    /// Say which server and which key remote mode uses, and where the key is kept
    #[command(
        after_long_help = "Examples:\n  tunnelctl auth status\n  tunnelctl auth status --profile prod -o json"
    )]
    Status,
    /// Remove the key auth login kept for this profile
    #[command(after_long_help = "Examples:\n  tunnelctl auth logout --profile prod")]
    Logout,
}

#[derive(Debug, Args)]
pub struct LoginArgs {
    /// Read the key from standard input (its first line) instead of a prompt
    #[arg(long)]
    with_token: bool,
    /// Keep the key in the system keyring (the Secret Service of GNOME Keyring, KWallet or
    /// KeePassXC, as service tunnelctl, account PROFILE) instead of a file; a file beside the
    /// config (keyring/PROFILE) then says only that it is there
    #[arg(long)]
    keyring: bool,
}

impl TopLevel for AuthCommand {
    const NAME: &'static str = "auth";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command).about(
            "Keep an API key for remote mode, checked with the server, where only you can read it",
        )
    }

    fn formats(&self) -> Formats {
        Formats::NoId("auth")
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Login(_) | Self::Logout => Some(NOTHING),
            Self::Status => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        match self {
            AuthCommand::Login(args) => login(ctx, &args),
            AuthCommand::Status => status(ctx),
            AuthCommand::Logout => logout(ctx),
        }
    }
}

/// The places beside the config file where the login of the profile in effect (`default` when
/// none is) may be kept: the key itself in `credentials/<profile>`, or in `keyring/<profile>` a
/// note that the system keyring holds it (two directories, so no profile's name is another's).
pub struct Kept {
    profile: String,
    file: PathBuf,
    keyring_note: PathBuf,
}

impl Kept {
    pub fn of(settings: &Settings) -> Option<Kept> {
        let config = (settings.config_path.clone()).or_else(crate::config::default_path)?;
        let dir = config.parent()?;
        let profile = settings.profile.as_ref().map_or("default", |(n, _)| n);
        Some(Kept {
            profile: profile.to_string(),
            file: dir.join("credentials").join(profile),
            keyring_note: dir.join("keyring").join(profile),
        })
    }

    /// The key `auth login` kept, and where, for [`Settings::api_key`]: the last place a key is
    /// looked for.
    pub fn key(&self) -> Result<Option<(String, String)>, CliError> {
        if exists(&self.file) {
            let key =
                super::settings::key_from_file(&self.file, "the key of tunnelctl auth login")?;
            return Ok(Some((key, format!("auth login ({})", self.file.display()))));
        }
        if !exists(&self.keyring_note) {
            return Ok(None);
        }
        let place = keyring::describe(&self.profile);
        let key = keyring::read(&self.profile)?.ok_or_else(|| {
            CliError::usage(format!(
                "the key auth login kept in {place} is not there any more"
            ))
            .with_hint(format!(
                "log in again ({}), or forget it: {}",
                self.command("auth login --keyring"),
                self.command("auth logout")
            ))
        })?;
        Ok(Some((key, format!("auth login ({place})"))))
    }

    /// `tunnelctl VERB` for this login's profile.
    fn command(&self, verb: &str) -> String {
        match self.profile.as_str() {
            "default" => format!("tunnelctl {verb}"),
            name => format!("tunnelctl {verb} --profile {name}"),
        }
    }

    /// Removes a key kept in the system keyring, then the note that says so; whether there was a
    /// key. A failure keeps the note, so that `auth logout` can be run again.
    fn forget_keyring(&self) -> Result<bool, CliError> {
        if !exists(&self.keyring_note) {
            return Ok(false);
        }
        let had = keyring::delete(&self.profile)?;
        remove(&self.keyring_note)?;
        Ok(had)
    }
}

/// What the note of a login kept in the system keyring says: where the key is, never the key.
fn note_text(profile: &str) -> String {
    format!(
        "The API key of tunnelctl auth login for profile {profile} is in {}.\n",
        keyring::describe(profile)
    )
}

fn exists(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// Removes `path`; whether it was there.
fn remove(path: &Path) -> Result<bool, CliError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(
            CliError::usage(format!("could not remove {}: {e}", path.display()))
                .with_hint("remove it yourself, or make its directory yours (chmod 700)"),
        ),
    }
}

fn server(ctx: &Context) -> Result<&str, CliError> {
    ctx.global.api_url.as_deref().ok_or_else(|| {
        CliError::usage("auth keeps a key for remote mode, and no server is set").with_hint(
            "pass --api-url URL, or set the profile's: tunnelctl config set api_url URL --profile NAME",
        )
    })
}

fn kept(ctx: &Context) -> Result<Kept, CliError> {
    Kept::of(ctx.settings()).ok_or_else(|| {
        CliError::usage("no place for the login: neither HOME nor XDG_CONFIG_HOME is set")
            .with_hint("set HOME, or TUNNELCTL_CONFIG to the config file's path")
    })
}

fn login(ctx: &Context, args: &LoginArgs) -> Result<(), CliError> {
    let server = server(ctx)?.to_string();
    let kept = kept(ctx)?;
    if args.keyring {
        keyring::check_usable()?;
    }
    let key = match args.with_token || !std::io::stdin().is_terminal() {
        true => key_from_stdin()?,
        false => prompt::secret(&format!("API key for {server}"))?
            .trim()
            .to_string(),
    };
    if key.is_empty() || key.contains(char::is_whitespace) {
        return Err(CliError::usage("the API key is empty or has spaces in it")
            .with_hint("give the token api-key create printed, on one line"));
    }
    // Checked before it is kept: a key the server refuses is not written anywhere.
    ctx.use_api_key(key.clone());
    check_key(ctx)?;
    // Kept in one place: a login replaces the one kept before, wherever that was.
    let place = match args.keyring {
        true => {
            keyring::store(&kept.profile, &key)?;
            write_private(&kept.keyring_note, &note_text(&kept.profile))?;
            remove(&kept.file)?;
            keyring::describe(&kept.profile)
        }
        false => {
            write_private(&kept.file, &format!("{key}\n"))?;
            if let Err(e) = kept.forget_keyring() {
                crate::output::warning(&format!(
                    "the key kept before in {} is still there: {}",
                    keyring::describe(&kept.profile),
                    e.message
                ));
            }
            format!("{} (mode 0600)", kept.file.display())
        }
    };
    ctx.status(&format!(
        "Logged in to {server}; the key is kept in {place}"
    ));
    Ok(())
}

/// The first line of standard input.
fn key_from_stdin() -> Result<String, CliError> {
    let mut text = String::new();
    std::io::stdin()
        .take(MAX_KEY_BYTES)
        .read_to_string(&mut text)
        .map_err(|e| CliError::usage(format!("could not read the API key from stdin: {e}")))?;
    Ok(text.lines().next().unwrap_or_default().trim().to_string())
}

/// Writes `text` to `path` with mode 0600, atomically, in a directory only the user may write
/// (made with mode 0700 when missing; one another user owns or may write is refused).
fn write_private(path: &Path, text: &str) -> Result<(), CliError> {
    let dir = path.parent().expect("a login path has a directory");
    let refused = |why: String| {
        CliError::usage(format!(
            "will not keep the login in {}: {why}",
            dir.display()
        ))
        .with_hint("make it a directory of yours only (chmod 700), or remove it")
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        crate::files::private_dirs(dir).map_err(|e| refused(e.to_string()))?;
        let meta = std::fs::symlink_metadata(dir).map_err(|e| refused(e.to_string()))?;
        if !meta.is_dir() {
            return Err(refused("it is not a directory (a symbolic link?)".into()));
        }
        if meta.uid() != crate::trust::me() || meta.mode() & 0o022 != 0 {
            return Err(refused("another user owns it or may write in it".into()));
        }
    }
    crate::files::write_atomically(path, text.as_bytes(), 0o600, true, |_| Ok(()))
        .map_err(|e| CliError::usage(format!("could not write {}: {e}", path.display())))
}

fn status(ctx: &Context) -> Result<(), CliError> {
    let server = server(ctx)?.to_string();
    let Some((_, kept_in)) = ctx.api_key_with_source()? else {
        return Err(CliError::usage(format!("not logged in to {server}"))
            .with_hint("run tunnelctl auth login (or pass --api-key-file FILE)"));
    };
    let record = check_key(ctx)?;
    let field = |name: &str| record.as_ref().map_or(Value::Null, |r| r[name].clone());
    let status = json!({
        "server": server,
        "key_id": field("id"),
        "role": field("role"),
        "expires_at": field("expires_at"),
        "ssh_principals": field("ssh_principals"),
        "ssh_max_validity": field("ssh_max_validity"),
        "kept_in": kept_in,
    });
    ctx.print(&status, &VIEW)
}

fn logout(ctx: &Context) -> Result<(), CliError> {
    let kept = kept(ctx)?;
    let mut removed = Vec::new();
    if remove(&kept.file)? {
        removed.push(kept.file.display().to_string());
    }
    if kept.forget_keyring()? {
        removed.push(format!("the key in {}", keyring::describe(&kept.profile)));
    }
    match removed.is_empty() {
        true => ctx.status(&format!(
            "No login was kept for profile {}: nothing to remove",
            kept.profile
        )),
        false => ctx.status(&format!("Logged out: removed {}", removed.join(" and "))),
    }
    Ok(())
}
