//! Where each global setting comes from: flag > environment > profile > default, except that a
//! profile chosen by flag (`--profile NAME`) beats the environment for what it sets, saying on
//! stderr which variable it overrode. The result is applied to `GlobalArgs`, and every setting
//! remembers its source (a variable by its name) for `tunnelctl config show`.

use std::path::PathBuf;

use clap::parser::ValueSource;
use clap::ArgMatches;

use super::{CliError, GlobalArgs};
use crate::config::{self, Profile};
use crate::output::Format;
use crate::redact::redact_url;

/// One resolved setting, as `config show` prints it.
#[derive(Debug, Clone)]
pub struct Setting {
    pub name: &'static str,
    pub value: String,
    pub source: String,
}

#[derive(Debug, Default)]
pub struct Settings {
    pub config_path: Option<PathBuf>,
    /// The config file is readable by others: an inline key in it deserves a warning.
    config_shared: bool,
    pub profile: Option<(String, Profile)>,
    pub rows: Vec<Setting>,
    /// The API key of the environment gives way to the profile's, chosen by `--profile`.
    key_of_profile: bool,
}

/// "flag", or "environment TUNNELCTL_…" naming the variable, when the user gave the argument;
/// `None` when clap used its default.
fn given(matches: &ArgMatches, id: &str) -> Option<String> {
    match matches
        .try_get_raw(id)
        .ok()
        .flatten()
        .and(matches.value_source(id))
    {
        Some(ValueSource::CommandLine) => Some("flag".into()),
        Some(ValueSource::EnvVariable) => Some(format!("{ENVIRONMENT}{}", variable(id))),
        _ => None,
    }
}

/// What a source given by the environment starts with (see [`given`]).
const ENVIRONMENT: &str = "environment ";

/// The variable of a global setting (`store` → `TUNNELCTL_STORE`), as `GlobalArgs` declares it.
fn variable(setting: &str) -> String {
    format!("TUNNELCTL_{}", setting.to_uppercase())
}

/// The profile chosen by flag (`--profile NAME`), if it was, which beats the environment.
struct Chosen<'a> {
    profile: Option<&'a str>,
    quiet: bool,
}

impl Chosen<'_> {
    /// Whether the profile's value of `setting` applies, given what else gave it (`source`):
    /// nothing, or only the environment when the profile was chosen by flag, which then says
    /// on stderr which variable it overrode.
    fn wins(&self, setting: &str, source: Option<&str>) -> bool {
        match (source, self.profile) {
            (None, _) => true,
            (Some(source), Some(profile)) if source.starts_with(ENVIRONMENT) => {
                self.overrides(profile, setting, &source[ENVIRONMENT.len()..]);
                true
            }
            _ => false,
        }
    }

    fn overrides(&self, profile: &str, setting: &str, variable: &str) {
        if !self.quiet {
            crate::output::note(&format!(
                "--profile {profile} sets {setting}, which overrides {variable} in the \
                 environment"
            ));
        }
    }
}

/// A config file that cannot be used: one that does not read or parse is a usage error; one that
/// someone else can change is refused as an untrusted store is.
impl From<crate::config::LoadError> for CliError {
    fn from(err: crate::config::LoadError) -> Self {
        match err {
            crate::config::LoadError::Invalid(why) => CliError::usage(why).with_hint(format!(
                "fix the file, or point {} at another one",
                crate::config::CONFIG_ENV
            )),
            crate::config::LoadError::Untrusted(untrusted) => untrusted.into(),
        }
    }
}

/// Applies the config file's profile to the settings the user did not give, in place.
pub fn resolve(global: &mut GlobalArgs, matches: &ArgMatches) -> Result<Settings, CliError> {
    let loaded = config::load(config::default_path().as_deref())?;
    let profile = match loaded.profile(global.profile.as_deref()) {
        Ok(profile) => profile,
        // `config set --profile new` creates it.
        Err(_) if edits_config(matches) => None,
        Err(why) => return Err(CliError::usage(why)),
    };
    let from_profile = |name: &str| format!("profile {name}");
    let chosen = Chosen {
        profile: (profile.as_ref())
            .filter(|_| given(matches, "profile").as_deref() == Some("flag"))
            .map(|(name, _)| name.as_str()),
        quiet: global.quiet,
    };
    let mut rows = Vec::new();
    let profile_source = match (given(matches, "profile"), &profile) {
        (Some(how), _) => how,
        (None, Some(_)) => "config file default_profile".to_string(),
        (None, None) => "none".to_string(),
    };
    rows.push(Setting {
        name: "profile",
        value: profile.as_ref().map_or("-".into(), |(n, _)| n.clone()),
        source: profile_source,
    });

    let mut output_source = given(matches, "output");
    if let Some((
        name,
        Profile {
            output: Some(output),
            ..
        },
    )) = &profile
    {
        if chosen.wins("output", output_source.as_deref()) {
            global.output = Some(*output);
            output_source = Some(from_profile(name));
        }
    }
    // `--jq` filters what `-o json` prints: a format given on the command line that is not JSON
    // cannot be meant; one from the environment or a profile is a default that --jq overrides.
    if global.jq.is_some() && global.output() != Format::Json {
        if given(matches, "output").as_deref() == Some("flag") {
            let name = global.output().name();
            return Err(CliError::usage(format!(
                "--jq cannot be used with -o {name}: --jq filters the JSON result"
            ))
            .with_hint(format!(
                "drop -o {name} (--jq implies -o json), or drop --jq"
            )));
        }
        global.output = Some(Format::Json);
        output_source = Some("--jq".into());
    }
    rows.push(Setting {
        name: "output",
        value: global.output().name(),
        source: output_source.unwrap_or_else(|| "default".into()),
    });

    // A store or URL the user gave decides the mode; otherwise the profile's URL, then its store
    // (also over the environment's, when the profile was chosen by flag).
    let mut url_source = given(matches, "api_url");
    let mut store_source = given(matches, "store");
    if let Some((name, p)) = &profile {
        let target =
            (p.api_url.as_ref().map(|_| "api_url")).or_else(|| p.store.as_ref().map(|_| "store"));
        let given = [url_source.clone(), store_source.clone()];
        let flagged = given.iter().any(|source| source.as_deref() == Some("flag"));
        if let Some(target) = target.filter(|_| !flagged) {
            let mut overridden = given.iter().flatten();
            if overridden.all(|source| chosen.wins(target, Some(source))) {
                (global.api_url, global.store) = (None, None);
                (url_source, store_source) = (None, None);
                match &p.api_url {
                    Some(url) => {
                        global.api_url = Some(url.clone());
                        url_source = Some(from_profile(name));
                    }
                    None => {
                        global.store = p.store.clone();
                        store_source = Some(from_profile(name));
                    }
                }
            }
        }
    }
    let engine = global
        .store
        .as_ref()
        .map_or("embedded store", |store| store.engine_name());
    let mode = match global.api_url.is_some() {
        true => "remote (api_url is set)".into(),
        false => format!("local ({engine})"),
    };
    rows.push(Setting {
        name: "mode",
        value: mode,
        source: "-".into(),
    });
    rows.push(Setting {
        name: "api_url",
        value: global
            .api_url
            .as_deref()
            .map_or_else(|| "-".into(), redact_url),
        source: url_source.unwrap_or_else(|| "-".into()),
    });
    let mut keep_open_source = given(matches, "keep_open");
    if let Some((
        name,
        Profile {
            keep_open: Some(duration),
            ..
        },
    )) = &profile
    {
        if chosen.wins("keep_open", keep_open_source.as_deref()) {
            global.keep_open = Some(*duration);
            keep_open_source = Some(from_profile(name));
        }
    }
    rows.push(Setting {
        name: "keep_open",
        value: match global.keep_open {
            Some(d) if d.subsec_millis() == 0 && !d.is_zero() => format!("{}s", d.as_secs()),
            Some(d) if !d.is_zero() => format!("{}ms", d.as_millis()),
            _ => "off".into(),
        },
        source: keep_open_source.unwrap_or_else(|| "default".into()),
    });
    let mut key_file_source = given(matches, "store_key_file");
    if let Some((
        name,
        Profile {
            store_key_file: Some(path),
            ..
        },
    )) = &profile
    {
        if chosen.wins("store_key_file", key_file_source.as_deref()) {
            global.store_key_file = Some(path.clone());
            key_file_source = Some(from_profile(name));
        }
    }
    // The API key is read later (see `Settings::api_key`); the profile's, when it has one, beats
    // the environment's here too.
    let has_key =
        |p: &Profile| p.api_key_env.is_some() || p.api_key_file.is_some() || p.api_key.is_some();
    let key_of_profile = chosen.profile.is_some()
        && profile.as_ref().is_some_and(|(_, p)| has_key(p))
        && given(matches, "api_key").as_deref() != Some("flag")
        && global.api_key_file.is_none();
    if let (true, Some(name)) = (key_of_profile, chosen.profile) {
        let set = |var: &str| std::env::var(var).is_ok_and(|k| !k.trim().is_empty());
        for var in [variable("api_key"), "NGROK_API_KEY".into()] {
            if set(&var) {
                chosen.overrides(name, "api_key", &var);
            }
        }
    }
    rows.push(Setting {
        name: "store_key_file",
        value: global
            .store_key_file
            .as_ref()
            .map_or("-".into(), |p| p.display().to_string()),
        source: key_file_source.unwrap_or_else(|| "-".into()),
    });
    Ok(Settings {
        config_path: loaded.path,
        config_shared: loaded.shared,
        profile,
        rows,
        key_of_profile,
    }
    .with_store(global, store_source))
}

impl Settings {
    /// What gave `setting` (a row's name: `api_url`, `store`, …) its value, as a message names
    /// it: `--api-url`, `TUNNELCTL_API_URL`, or `api_url of profile prod (FILE)`; the flag when
    /// nothing gave it. Every message about a setting names it so: from the same sources as
    /// `config show`.
    pub fn named(&self, setting: &str) -> String {
        let flag = format!("--{}", setting.replace('_', "-"));
        let source = self.rows.iter().find(|row| row.name == setting);
        match source.map(|row| row.source.as_str()) {
            Some(source) if source.starts_with(ENVIRONMENT) => source[ENVIRONMENT.len()..].into(),
            Some(source) if source.starts_with("profile ") => {
                let file = self
                    .config_path
                    .as_ref()
                    .map_or(String::new(), |p| format!(" ({})", p.display()));
                format!("{setting} of {source}{file}")
            }
            _ => flag,
        }
    }

    /// `err` naming what gave the store's location, when it is about that location (nothing is
    /// there, it is not a directory, it does not parse, its server does not answer or refuses
    /// it) and the user gave it: the store's own errors know the location, not where it came
    /// from.
    pub fn naming_the_store(&self, mut err: CliError) -> CliError {
        use crate::store::StoreError;
        use crate::transport::open::OpenError;
        let source = std::error::Error::source(&err);
        let about_location = source
            .and_then(|s| s.downcast_ref::<StoreError>())
            .is_some_and(|e| {
                matches!(
                    e,
                    StoreError::NotADirectory { .. }
                        | StoreError::BadLocation { .. }
                        | StoreError::Unreachable { .. }
                        | StoreError::Refused { .. }
                )
            })
            || source
                .and_then(|s| s.downcast_ref::<OpenError>())
                .is_some_and(|e| matches!(e, OpenError::NoStore(_)));
        let given = self
            .rows
            .iter()
            .any(|row| row.name == "store" && row.source != "default");
        if about_location && given {
            err.message = format!("{} (from {})", err.message, self.named("store"));
        }
        err
    }

    fn with_store(mut self, global: &GlobalArgs, source: Option<String>) -> Self {
        let value = global
            .store
            .as_ref()
            .map_or("default location".into(), ToString::to_string);
        self.rows.push(Setting {
            name: "store",
            value,
            source: source.unwrap_or_else(|| "default".into()),
        });
        self
    }

    /// The API key for remote mode and where it came from: `--api-key` / `TUNNELCTL_API_KEY`, then
    /// `NGROK_API_KEY`, then the profile (`api_key_env`, `api_key_file`, `api_key`).
    pub fn api_key(
        &self,
        global: &GlobalArgs,
        matches_source: Option<&'static str>,
    ) -> Result<Option<(String, String)>, CliError> {
        let given = global.api_key.clone().filter(|k| !k.trim().is_empty());
        let source = matches_source.unwrap_or("flag");
        // Flags first, whichever of the two; then the environment.
        if let Some(key) = given.clone().filter(|_| source == "flag") {
            return Ok(Some((key, source.to_string())));
        }
        if let Some(path) = &global.api_key_file {
            let key = key_from_file(path, "--api-key-file")?;
            return Ok(Some((
                key,
                format!("flag --api-key-file ({})", path.display()),
            )));
        }
        // The environment's key, unless a profile chosen by flag has one (see `resolve`).
        if let Some(key) = given.filter(|_| !self.key_of_profile) {
            return Ok(Some((key, source.to_string())));
        }
        if let Some(key) = std::env::var("NGROK_API_KEY")
            .ok()
            .filter(|k| !k.trim().is_empty() && !self.key_of_profile)
        {
            return Ok(Some((key, "environment NGROK_API_KEY".into())));
        }
        let Some((name, profile)) = &self.profile else {
            return self.stored_login();
        };
        if let Some(var) = &profile.api_key_env {
            let key = std::env::var(var)
                .ok()
                .filter(|k| !k.trim().is_empty())
                .ok_or_else(|| {
                    CliError::usage(format!(
                        "profile {name} takes its API key from ${var}, which is not set"
                    ))
                    .with_hint(format!("export {var}=<key>, or pass --api-key"))
                })?;
            return Ok(Some((key, format!("profile {name} (${var})"))));
        }
        if let Some(path) = &profile.api_key_file {
            let key = key_from_file(path, &format!("profile {name}: api_key_file"))?;
            return Ok(Some((key, format!("profile {name} ({})", path.display()))));
        }
        if let Some(key) = &profile.api_key {
            if self.config_shared {
                let file = self
                    .config_path
                    .as_ref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default();
                crate::output::warning(&format!("{file} holds an API key but others can read it; run chmod 600 {file}, or use api_key_env or api_key_file"));
            }
            return Ok(Some((key.clone(), format!("profile {name}"))));
        }
        self.stored_login()
    }

    /// The key `tunnelctl auth login` kept for the profile, the last place a key is looked for.
    fn stored_login(&self) -> Result<Option<(String, String)>, CliError> {
        super::auth::Kept::of(self).map_or(Ok(None), |kept| kept.key())
    }
}

/// The API key in the first line of `path` (`what` names where the path came from), read as a
/// secret (see `files::read_secret`).
pub(super) fn key_from_file(path: &std::path::Path, what: &str) -> Result<String, CliError> {
    let text = crate::cli::body::read_secret(path, what)?;
    let key = text.lines().next().unwrap_or("").trim();
    if key.is_empty() {
        return Err(
            CliError::usage(format!("{what}: {} is empty", path.display()))
                .with_hint("its first line is the API key"),
        );
    }
    Ok(key.to_string())
}

/// Whether `matches` run a command that writes the config file: a profile it names need not
/// exist yet (`config set` creates it; `config use` says which exist).
fn edits_config(matches: &clap::ArgMatches) -> bool {
    matches!(
        matches.subcommand(),
        Some(("config", sub)) if matches!(sub.subcommand_name(), Some("set" | "unset" | "use"))
    )
}

/// Shows a secret by its last four characters only.
pub fn mask(secret: &str) -> String {
    let tail: String = secret
        .chars()
        .rev()
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    if secret.chars().count() <= 8 {
        "****".into()
    } else {
        format!("****{tail}")
    }
}
