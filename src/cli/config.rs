//! `tunnelctl config show|profiles`: what is in effect and why.

use clap::Subcommand;
use serde_json::{json, Map, Value};

use super::settings::mask;
use super::{group, CliError, Context, Formats, TopLevel};
use crate::output::View;
use crate::redact::redact_url;
use crate::store::PasswordSource;

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ConfigCommand {
    /// Show the settings in effect and where each came from (secrets masked)
    #[command(
        after_long_help = "Examples:\n  tunnelctl config show\n  tunnelctl --api-url https://api.example.com config show -o yaml"
    )]
    Show,
    /// List the profiles of the config file
    #[command(
        after_long_help = "Examples:\n  tunnelctl config profiles\n  tunnelctl config profiles -o json"
    )]
    Profiles,
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
            .about("Show the configuration in effect and the profiles of the config file")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Show | Self::Profiles => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, cmd: ConfigCommand) -> Result<(), CliError> {
    match cmd {
        ConfigCommand::Show => show(ctx),
        ConfigCommand::Profiles => profiles(ctx),
    }
}

fn show(ctx: &Context) -> Result<(), CliError> {
    let settings = ctx.settings();
    let file = match (&settings.config_path, crate::config::default_path()) {
        (Some(path), _) => path.display().to_string(),
        (None, Some(path)) => format!("{} (not present)", path.display()),
        (None, None) => "-".to_string(),
    };
    let file_source = if std::env::var_os(crate::config::CONFIG_ENV).is_some() {
        "environment"
    } else {
        "default"
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
    ctx.print(&json!({ "settings": rows }), &SETTINGS_VIEW)
}

/// Where a PostgreSQL store's password comes from, never the password itself: `config show` is
/// where people look when the database refuses it. No row for a store in a directory, or when
/// requests go to a server.
fn store_password(ctx: &Context) -> Option<Value> {
    if ctx.global.api_url.is_some() {
        return None;
    }
    let (value, source) = match ctx.store_location().ok()?.password_source()? {
        Ok(PasswordSource::Location) => ("****", "the store location".to_string()),
        Ok(PasswordSource::Environment) => ("****", "PGPASSWORD".to_string()),
        Ok(PasswordSource::File { path, line }) => {
            ("****", format!("line {line} of {}", path.display()))
        }
        Ok(nowhere @ PasswordSource::Nowhere { .. }) => ("-", nowhere.to_string()),
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
