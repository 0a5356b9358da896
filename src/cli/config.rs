//! `tunnelctl config show|get|profiles|set|unset|use`: what is in effect and why, and changes to
//! the config file's profiles without editing YAML by hand.

use clap::builder::PossibleValuesParser;
use clap::{Args, Subcommand};
use serde_json::{json, Map, Value};

use super::settings::mask;
use super::{group, CliError, Context, Formats, TopLevel, NOTHING};
use crate::config::{self, PROFILE_KEYS};
use crate::output::{Format, View};
use crate::redact::redact_url;
use crate::store::SecretSource;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ConfigCommand {
    /// Show the settings in effect and where each came from (secrets masked)
    #[command(
        after_long_help = "Examples:\n  tunnelctl config show\n  tunnelctl --api-url https://api.example.com config show -o yaml"
    )]
    Show,
    /// Print the value in effect of one setting that config show lists, for scripts
    ///
    /// Prints the value alone; with -o json or -o yaml on the command line (or --jq), the setting,
    /// its value and its source. Secrets are masked as config show masks them.
    #[command(
        after_long_help = "Examples:\n  tunnelctl config get store\n  tunnelctl --api-url https://api.example.com config get mode\n  tunnelctl config get store -o json"
    )]
    Get(GetArgs),
    /// List the profiles of the config file
    #[command(
        after_long_help = "Examples:\n  tunnelctl config profiles\n  tunnelctl config profiles -o json"
    )]
    Profiles,
    /// Set a key of a profile in the config file, creating the profile and the file as needed
    ///
    /// The profile is --profile's (or TUNNELCTL_PROFILE's), else the file's default_profile. The
    /// value is checked as every command reads it, and the file is written with mode 0600. The
    /// file is rewritten: its keys keep their order, but comments are not kept.
    #[command(
        after_long_help = "Examples:\n  tunnelctl config set api_url https://api.example.com --profile prod\n  tunnelctl config set api_key_file ~/.config/tunnelctl/prod.key --profile prod\n  tunnelctl config set output yaml --profile prod"
    )]
    Set(SetArgs),
    /// Remove a key from a profile of the config file
    ///
    /// The profile is --profile's (or TUNNELCTL_PROFILE's), else the file's default_profile. The
    /// file is rewritten: its keys keep their order, but comments are not kept.
    #[command(after_long_help = "Examples:\n  tunnelctl config unset output --profile prod")]
    Unset(UnsetArgs),
    /// Make a profile of the config file the default (its default_profile), as kubectl's
    /// use-context
    ///
    /// The file is rewritten: its keys keep their order, but comments are not kept.
    #[command(after_long_help = "Examples:\n  tunnelctl config use prod")]
    Use(UseArgs),
}

#[derive(Debug, Args)]
pub struct SetArgs {
    /// The key to set
    #[arg(value_parser = PossibleValuesParser::new(PROFILE_KEYS))]
    key: String,
    /// Its value (a duration like 10m for keep_open; table, wide, json, yaml or id for output)
    value: String,
}

#[derive(Debug, Args)]
pub struct GetArgs {
    /// The setting, as config show names it
    #[arg(value_parser = PossibleValuesParser::new(SETTINGS))]
    setting: String,
}

/// The settings `config show` lists, in its order.
const SETTINGS: [&str; 10] = [
    "config_file",
    "profile",
    "output",
    "mode",
    "api_url",
    "keep_open",
    "store_key_file",
    "store",
    "api_key",
    "store_password",
];

#[derive(Debug, Args)]
pub struct UnsetArgs {
    /// The key to remove
    #[arg(value_parser = PossibleValuesParser::new(PROFILE_KEYS))]
    key: String,
}

#[derive(Debug, Args)]
pub struct UseArgs {
    /// The profile to use from now on when --profile is not given
    #[arg(value_name = "PROFILE")]
    name: String,
}

const SETTINGS_VIEW: View = View {
    list_key: "settings",
    noun: "settings",
    wide: &[],
    rank: &[],
    columns: &[
        ("SETTING", "/name"),
        ("VALUE", "/value"),
        ("SOURCE", "/source"),
    ],
};
const PROFILES_VIEW: View = View {
    list_key: "profiles",
    noun: "profiles",
    wide: &[],
    rank: &[],
    columns: &[
        ("NAME", "/name"),
        ("DEFAULT", "/default"),
        ("MODE", "/mode"),
        ("TARGET", "/target"),
        ("OUTPUT", "/output"),
    ],
};

impl TopLevel for ConfigCommand {
    const NAME: &'static str = "config";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command)
            .about("Show the configuration in effect, and set the profiles of the config file")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Show | Self::Get(_) | Self::Profiles => None,
            Self::Set(_) | Self::Unset(_) | Self::Use(_) => Some(NOTHING),
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: ConfigCommand) -> Result<(), CliError> {
    match cmd {
        ConfigCommand::Show => show(ctx),
        ConfigCommand::Get(args) => get(ctx, args),
        ConfigCommand::Profiles => profiles(ctx),
        ConfigCommand::Set(args) => set(ctx, args),
        ConfigCommand::Unset(args) => unset(ctx, args),
        ConfigCommand::Use(args) => use_profile(ctx, args),
    }
}

/// The config file to write, and the profile a key goes to: the one named (--profile or
/// TUNNELCTL_PROFILE), else the file's default_profile.
fn target(ctx: &Context) -> Result<(std::path::PathBuf, String), CliError> {
    let path = file_to_write()?;
    let loaded = config::load(Some(&path))?;
    let profile = ctx
        .global
        .profile
        .clone()
        .or(loaded.config.default_profile)
        .ok_or_else(|| {
            CliError::usage(format!(
                "which profile? {} names no default_profile",
                path.display()
            ))
            .with_hint("name one with --profile NAME, or choose the default with `tunnelctl config use NAME`")
        })?;
    Ok((path, profile))
}

fn set(ctx: &Context, args: SetArgs) -> Result<(), CliError> {
    if args.key == "api_key" {
        return Err(CliError::usage(
            "config set api_key would put the key on the command line, which every user of this \
             machine sees (ps) and your shell history keeps",
        )
        .with_hint("put the key in a file of mode 0600 and run `tunnelctl config set api_key_file FILE`, or name a variable that holds it with `config set api_key_env NAME`"));
    }
    let (path, profile) = target(ctx)?;
    edit(
        ctx,
        &path,
        |file| {
            let profiles = mapping(file, "profiles")?;
            let value = args.value.as_str().into();
            mapping(profiles, &profile)?.insert(args.key.as_str().into(), value);
            Ok(())
        },
        |()| {
            format!(
                "Set {} of profile {profile} in {}",
                args.key,
                path.display()
            )
        },
    )
}

fn unset(ctx: &Context, args: UnsetArgs) -> Result<(), CliError> {
    let (path, profile) = target(ctx)?;
    config::load(Some(&path))?
        .profile(Some(&profile))
        .map_err(CliError::usage)?;
    let key = args.key.as_str();
    edit(
        ctx,
        &path,
        |file| {
            let profiles = mapping(file, "profiles")?;
            Ok(mapping(profiles, &profile)?.shift_remove(key).is_some())
        },
        |removed| match removed {
            true => format!("Removed {key} from profile {profile} in {}", path.display()),
            false => format!("Profile {profile} in {} had no {key}", path.display()),
        },
    )
}

fn use_profile(ctx: &Context, args: UseArgs) -> Result<(), CliError> {
    let path = file_to_write()?;
    // A profile that is not there is refused with the ones that are, as --profile is.
    let loaded = config::load(Some(&path))?;
    loaded.profile(Some(&args.name)).map_err(|why| {
        CliError::usage(why).with_hint(format!(
            "create it with `tunnelctl config set KEY VALUE --profile {}`",
            args.name
        ))
    })?;
    edit(
        ctx,
        &path,
        |file| {
            file.insert("default_profile".into(), args.name.as_str().into());
            Ok(())
        },
        |()| {
            format!(
                "Profile {} is now the default in {}",
                args.name,
                path.display()
            )
        },
    )
}

/// The config file that `config set|unset|use` write.
fn file_to_write() -> Result<std::path::PathBuf, CliError> {
    config::default_path().ok_or_else(|| {
        CliError::usage("there is no config file to write: HOME is not set")
            .with_hint(format!("set {} to a file of your own", config::CONFIG_ENV))
    })
}

/// Makes `change` to the config file at `path` (see [`config::edit`]) and says what was `done`;
/// under `--dry-run`, checks it the same and writes nothing.
fn edit<T>(
    ctx: &Context,
    path: &std::path::Path,
    change: impl FnOnce(&mut serde_yaml::Mapping) -> Result<T, String>,
    done: impl FnOnce(T) -> String,
) -> Result<(), CliError> {
    let changed = config::edit(path, change, !ctx.dry_run())?;
    if !ctx.would_write("the config file", path) {
        ctx.status(&done(changed));
    }
    Ok(())
}

/// The mapping under `key` of `parent`, made when missing; a key holding something else (a
/// profile written as a list) is an error naming it.
fn mapping<'a>(
    parent: &'a mut serde_yaml::Mapping,
    key: &str,
) -> Result<&'a mut serde_yaml::Mapping, String> {
    let value = parent
        .entry(key.into())
        .or_insert_with(|| serde_yaml::Mapping::new().into());
    if value.is_null() {
        *value = serde_yaml::Mapping::new().into();
    }
    value
        .as_mapping_mut()
        .ok_or_else(|| format!("{key} in the config file is not a mapping of keys to values"))
}

fn show(ctx: &Context) -> Result<(), CliError> {
    ctx.print(&json!({ "settings": settings(ctx) }), &SETTINGS_VIEW)
}

fn get(ctx: &Context, args: GetArgs) -> Result<(), CliError> {
    let rows = settings(ctx);
    let row = rows.iter().find(|row| row["name"] == args.setting.as_str());
    // Only a PostgreSQL store in local mode has a password to show.
    let row = row
        .cloned()
        .unwrap_or_else(|| json!({"name": args.setting, "value": "-", "source": "-"}));
    // A format a profile or the environment sets is a default for documents: a script asking
    // for one value gets the value, unless this command line asks for a document.
    let asked = (ctx.settings().rows.iter())
        .any(|r| r.name == "output" && matches!(r.source.as_str(), "flag" | "--jq"));
    match ctx.global.output() {
        Format::Json | Format::Yaml if asked => ctx.print(&row, &crate::output::PLAIN),
        _ => {
            let value = row["value"].as_str().unwrap_or("-");
            Ok(crate::output::stdout().words(&format!("{value}\n"))?)
        }
    }
}

/// The rows of `config show`: each setting, its value (secrets masked) and where it came from.
fn settings(ctx: &Context) -> Vec<Value> {
    let settings = ctx.settings();
    let file = match (&settings.config_path, crate::config::default_path()) {
        (Some(path), _) => path.display().to_string(),
        (None, Some(path)) => format!("{} (not present)", path.display()),
        (None, None) => "-".to_string(),
    };
    let file_source = match std::env::var_os(crate::config::CONFIG_ENV).is_some() {
        true => format!("environment {}", crate::config::CONFIG_ENV),
        false => "default".into(),
    };
    let mut rows: Vec<Value> =
        vec![json!({"name": "config_file", "value": file, "source": file_source})];
    rows.extend(
        settings
            .rows
            .iter()
            .map(|s| json!({"name": s.name, "value": s.value, "source": s.source})),
    );
    // A key the profile names but cannot be had (its variable unset, its file unreadable) is shown
    // as missing, with why: `config show` is where people look when the key is the problem.
    let (key, source) = match ctx.api_key_with_source() {
        Ok(Some((key, source))) => (mask(&key), source),
        Ok(None) => ("-".to_string(), "-".to_string()),
        Err(err) => ("missing".to_string(), err.message),
    };
    rows.push(json!({"name": "api_key", "value": key, "source": source}));
    rows.extend(store_password(ctx));
    rows
}

/// Where a PostgreSQL store's password comes from, never the password itself: `config show` is
/// where people look when the database refuses it. No row for a store in a directory, or when
/// requests go to a server.
fn store_password(ctx: &Context) -> Option<Value> {
    if ctx.global.api_url.is_some() {
        return None;
    }
    let (value, source) = match ctx.store_location().ok()?.password_source()? {
        Ok(SecretSource::Given(source)) => ("****", source),
        Ok(SecretSource::Nowhere(why)) => ("-", why),
        Err(err) => ("missing", err.to_string()),
    };
    Some(json!({"name": "store_password", "value": value, "source": source}))
}

fn profiles(ctx: &Context) -> Result<(), CliError> {
    let loaded = crate::config::load(crate::config::default_path().as_deref())?;
    let default = loaded.config.default_profile.clone();
    let rows: Vec<Value> = loaded
        .config
        .profiles
        .iter()
        .map(|(name, p)| {
            let (mode, target) = match (&p.api_url, &p.store) {
                (Some(url), _) => ("remote", redact_url(url)),
                (None, Some(store)) => ("local", store.to_string()),
                (None, None) => ("local", "default store".to_string()),
            };
            let output = p.output.map(crate::output::Format::name);
            let mut row = Map::new();
            row.insert("name".into(), json!(name));
            row.insert(
                "default".into(),
                json!(if default.as_deref() == Some(name) {
                    "*"
                } else {
                    ""
                }),
            );
            row.insert("mode".into(), json!(mode));
            row.insert("target".into(), json!(target));
            row.insert("output".into(), json!(output));
            Value::Object(row)
        })
        .collect();
    ctx.print(&json!({ "profiles": rows }), &PROFILES_VIEW)
}
