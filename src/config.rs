//! The configuration file: named profiles that set the store or a remote endpoint and the output
//! format. `$XDG_CONFIG_HOME/tunnelctl/config.yaml` (else `~/.config/...`), or `TUNNELCTL_CONFIG`.
//!
//! ```yaml
//! default_profile: local
//! profiles:
//!   local: {store: /path/to/store, output: table}
//!   prod:  {api_url: https://api.example.com, api_key_env: PROD_API_KEY, output: json}
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::document::{self, DocumentError};
use crate::files;
use crate::output::Format;
use crate::store::Location;
use crate::trust::{self, Untrusted};

pub const CONFIG_ENV: &str = "TUNNELCTL_CONFIG";

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub default_profile: Option<String>,
    #[serde(default)]
    pub profiles: BTreeMap<String, Profile>,
}

#[derive(Debug, Default, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Profile {
    pub store: Option<Location>,
    /// The store's key-encryption key (`--store-key-file`).
    pub store_key_file: Option<PathBuf>,
    pub api_url: Option<String>,
    /// Name of an environment variable that holds the API key.
    pub api_key_env: Option<String>,
    /// A file whose first line is the API key.
    pub api_key_file: Option<PathBuf>,
    /// The key itself; allowed, but the tool warns unless the config file is private (0600).
    pub api_key: Option<String>,
    #[serde(default, deserialize_with = "format_name")]
    pub output: Option<Format>,
    /// How long a background process keeps the store open for later commands (`--keep-open`).
    #[serde(default, deserialize_with = "duration")]
    pub keep_open: Option<std::time::Duration>,
}

/// The keys a profile may have, as the file spells them (a test holds them to [`Profile`]).
pub const PROFILE_KEYS: [&str; 8] = [
    "store",
    "store_key_file",
    "api_url",
    "api_key_env",
    "api_key_file",
    "api_key",
    "output",
    "keep_open",
];

fn duration<'de, D: serde::Deserializer<'de>>(
    de: D,
) -> Result<Option<std::time::Duration>, D::Error> {
    let Some(text) = Option::<String>::deserialize(de)? else {
        return Ok(None);
    };
    crate::values::parse_duration(&text)
        .map(Some)
        .map_err(|why| serde::de::Error::custom(format!("keep_open: {why}")))
}

fn format_name<'de, D: serde::Deserializer<'de>>(de: D) -> Result<Option<Format>, D::Error> {
    use clap::ValueEnum;
    let Some(name) = Option::<String>::deserialize(de)? else {
        return Ok(None);
    };
    Format::from_str(&name, true).map(Some).map_err(|_| {
        let names: Vec<String> = Format::value_variants().iter().map(|f| f.name()).collect();
        serde::de::Error::custom(format!(
            "output {name:?} is not one of {}",
            names.join(", ")
        ))
    })
}

/// A loaded configuration file and where it came from.
#[derive(Debug, Default)]
pub struct Loaded {
    pub path: Option<PathBuf>,
    pub config: Config,
    /// Whether the file can be read by others than its owner (matters for inline keys).
    pub shared: bool,
}

/// Why a configuration file is not used.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// It cannot be read or parsed; the text names the file, and the line when there is one.
    #[error("{0}")]
    Invalid(String),
    /// Someone other than the user (or root) can change it.
    #[error(transparent)]
    Untrusted(#[from] Untrusted),
}

impl From<String> for LoadError {
    fn from(why: String) -> Self {
        LoadError::Invalid(why)
    }
}

/// Where the configuration file is: `TUNNELCTL_CONFIG`, else the XDG config directory.
pub fn default_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(CONFIG_ENV).filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(path));
    }
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".config")))?;
    Some(base.join("tunnelctl/config.yaml"))
}

/// Loads the file at `path`; a missing file is an empty configuration. Errors name the file, the
/// line and column, and the problem.
pub fn load(path: Option<&Path>) -> Result<Loaded, LoadError> {
    let Some((path, text)) = path.map(read).transpose()?.flatten() else {
        return Ok(Loaded::default());
    };
    Ok(Loaded {
        config: parse(&text, path)?,
        shared: readable_by_others(path),
        path: Some(path.to_path_buf()),
    })
}

/// The text of the config file at `path`, `None` when there is none, refused when someone else
/// can change it.
fn read(path: &Path) -> Result<Option<(&Path, String)>, LoadError> {
    // Checked before a byte is read: a profile says where the API key goes.
    if path.exists() {
        trust::check_config_file(path, &format!("point {CONFIG_ENV} at a file of your own"))?;
    }
    match files::read_text(path, files::DEFAULT_READ_LIMIT) {
        Ok(text) => Ok(Some((path, text))),
        Err(files::ReadError::Io { source, .. })
            if source.kind() == std::io::ErrorKind::NotFound =>
        {
            Ok(None)
        }
        Err(e) => Err(format!("config file: {e}").into()),
    }
}

/// The configuration in `text`, read from `path`: one reader for loading and for checking an
/// edit, so that `config set` accepts exactly what a later command will.
fn parse<T: serde::de::DeserializeOwned + Default>(text: &str, path: &Path) -> Result<T, String> {
    if text.trim().is_empty() {
        return Ok(T::default());
    }
    document::read_yaml(text).map_err(|e| match e {
        DocumentError::Yaml(e) => {
            let at = e
                .location()
                .map(|l| format!(", line {}, column {}", l.line(), l.column()))
                .unwrap_or_default();
            let what = e.to_string();
            let what = what.split(" at line ").next().unwrap_or(&what).to_string();
            format!("the config file {}{at}: {what}", path.display())
        }
        e => format!("the config file {} is refused: {e}", path.display()),
    })
}

/// Changes the config file at `path` with `change`, given the file's YAML mapping: the result is
/// read back as [`load`] reads it (an unknown key or a bad value is refused and nothing is
/// written), then, when `write` (not in a dry run), written atomically with mode 0600. The file
/// is refused as [`load`] refuses it, and also when it is a symbolic link or belongs to anyone
/// else, root included: a link would be replaced by a file, and another user's file would become
/// the user's. serde_yaml keeps the keys' order but not comments, so the file is rewritten
/// without them. A missing file and its directory (mode 0700) are created.
pub fn edit<T>(
    path: &Path,
    change: impl FnOnce(&mut serde_yaml::Mapping) -> Result<T, String>,
    write: bool,
) -> Result<T, LoadError> {
    if let Ok(meta) = std::fs::symlink_metadata(path) {
        check_writable(path, &meta)?;
    }
    let text = read(path)?.map_or(String::new(), |(_, text)| text);
    // What a command would refuse is not edited (its errors name the line).
    parse::<Config>(&text, path)?;
    let mut mapping: serde_yaml::Mapping = parse(&text, path)?;
    let changed = change(&mut mapping)?;
    let text = serde_yaml::to_string(&mapping).map_err(|e| e.to_string())?;
    parse::<Config>(&text, path)?;
    if !write {
        return Ok(changed);
    }
    let written =
        |e: std::io::Error| LoadError::Invalid(format!("cannot write {}: {e}", path.display()));
    if let Some(dir) = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        crate::files::private_dirs(dir).map_err(written)?;
    }
    files::write_atomically(path, text.as_bytes(), 0o600, true, |_| Ok(())).map_err(written)?;
    Ok(changed)
}

/// A config file that [`edit`] may replace: a regular file of the user's own.
#[cfg(unix)]
fn check_writable(path: &Path, meta: &std::fs::Metadata) -> Result<(), Untrusted> {
    use std::os::unix::fs::MetadataExt;
    let hint = format!(
        "edit a file of your own: point {CONFIG_ENV} at it, or remove {} first",
        path.display()
    );
    if meta.file_type().is_symlink() {
        return Err(Untrusted {
            message: format!(
                "the config file {} is a symbolic link: tunnelctl does not write through one",
                path.display()
            ),
            hint,
        });
    }
    if meta.uid() != trust::me() {
        return Err(Untrusted {
            message: format!(
                "the config file {} is owned by {}, not by you: tunnelctl does not rewrite \
                 another user's file",
                path.display(),
                trust::describe_uid(meta.uid())
            ),
            hint,
        });
    }
    Ok(())
}

#[cfg(not(unix))]
fn check_writable(_path: &Path, _meta: &std::fs::Metadata) -> Result<(), Untrusted> {
    Ok(())
}

#[cfg(unix)]
fn readable_by_others(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .map(|m| m.permissions().mode() & 0o077 != 0)
        .unwrap_or(false)
}

#[cfg(not(unix))]
fn readable_by_others(_: &Path) -> bool {
    false
}

impl Loaded {
    /// The profile to use: the one named (flag or environment), else `default_profile`, else none.
    /// Naming a profile the file does not have is an error that lists the ones it has.
    pub fn profile(&self, name: Option<&str>) -> Result<Option<(String, Profile)>, String> {
        let Some(name) = name
            .map(str::to_string)
            .or_else(|| self.config.default_profile.clone())
        else {
            return Ok(None);
        };
        match self.config.profiles.get(&name) {
            Some(profile) => Ok(Some((name, profile.clone()))),
            None => {
                let known: Vec<&str> = self.config.profiles.keys().map(String::as_str).collect();
                let file = self
                    .path
                    .as_ref()
                    .map_or("no config file".to_string(), |p| p.display().to_string());
                Err(format!(
                    "there is no profile {name:?} in {file}; profiles: {}",
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_line_and_column() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.yaml");
        std::fs::write(
            &path,
            "profiles:\n  prod:\n    api_url: https://x\n    colour: red\n",
        )
        .unwrap();
        let err = load(Some(&path)).unwrap_err().to_string();
        assert!(err.contains("line 4, column 5"), "{err}");
        assert!(err.contains("unknown field `colour`"), "{err}");
        std::fs::write(&path, "profiles:\n  a: {output: xml}\n").unwrap();
        assert!(load(Some(&path))
            .unwrap_err()
            .to_string()
            .contains("output \"xml\" is not one of table, wide, json, yaml"));
    }

    /// `config set` offers exactly the keys a profile reads.
    #[test]
    fn profile_keys_are_the_profiles_fields() {
        let err = serde_yaml::from_str::<Profile>("colour: red").unwrap_err();
        let expected: Vec<String> = PROFILE_KEYS.iter().map(|k| format!("`{k}`")).collect();
        assert!(
            err.to_string()
                .contains(&format!("expected one of {}", expected.join(", "))),
            "{err}"
        );
    }

    #[test]
    fn unknown_profiles_list_the_known_ones() {
        let loaded = Loaded {
            config: serde_yaml::from_str("profiles: {a: {}, b: {}}").unwrap(),
            ..Loaded::default()
        };
        assert_eq!(loaded.profile(Some("a")).unwrap().unwrap().0, "a");
        assert!(loaded
            .profile(Some("c"))
            .unwrap_err()
            .ends_with("profiles: a, b"));
        assert!(loaded.profile(None).unwrap().is_none());
    }
}
