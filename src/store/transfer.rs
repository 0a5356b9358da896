//! `store export` and `store import`: the whole store as one JSON document, and back.
//!
//! The document holds every record tree, each as an object of key → record in key order, so the
//! same store always exports to the same bytes, and the store's settings (`store set`). Index trees are not in it: import rebuilds them
//! from the records through the same declarations the writers use (`super::index`). Private keys
//! (SSH CA keys, SAML request-signing keys) are left out unless asked for; when included they are
//! exactly as stored, so a CA encrypted at rest stays encrypted.

use std::collections::{BTreeMap, BTreeSet};

use super::check::{RecordCheck, SETTINGS};
use super::{
    decode, Failure, Location, Scope, Store, Tree, Tx, TxError, TxResult, WriteError,
    SCHEMA_VERSION,
};
use crate::api::ApiError;
use crate::kind;
use serde::Serialize;
use serde_json::{json, Map, Value};

/// `format` of an export document; tells it apart from any other JSON.
pub const EXPORT_FORMAT: &str = "tunnelctl-store-export";
/// `format_version` written, and the only one read. Bumped when the document's shape changes.
pub const EXPORT_VERSION: u64 = 1;

/// Fields that hold private keys, as a path of object keys inside the records of a tree.
pub const PRIVATE_KEY_FIELDS: [(Tree, &[&str]); 2] = [
    (Tree::of(&kind::SSH_CA), &["private_key"]),
    (Tree::of(&kind::ROUTE_SAML), &["signing", "private_key_pem"]),
];

/// The trees an export holds: every tree of records (not the meta tree, not the indexes, not the
/// audit trail: it belongs to the store it was written in, chained to that store's head; the
/// store an export is imported into records the import in its own).
pub fn exported_trees() -> impl Iterator<Item = Tree> {
    Tree::all().filter(|t| ![Tree::Meta, Tree::AUDIT].contains(t) && !t.is_index())
}

pub struct Export {
    pub document: Value,
    /// How many private keys were left out (0 when they were included).
    pub private_keys_left_out: usize,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct ImportOptions {
    /// Import records whose private key is not in the document (they are public only).
    pub allow_missing_private_keys: bool,
    /// Check everything, including the transaction itself, then undo it.
    pub dry_run: bool,
}

#[derive(Debug, Serialize)]
pub struct ImportSummary {
    pub dry_run: bool,
    /// Records imported per tree.
    pub records: BTreeMap<&'static str, usize>,
    /// Records imported without their private key.
    pub private_keys_missing: usize,
    /// Private keys (SSH CAs', SAML modules') sealed with the store key on the way in (set by
    /// the service: `Service::import_store`).
    pub private_keys_sealed: usize,
    /// The export's settings now set in this store, which had no other value of its own.
    pub settings: BTreeMap<&'static str, String>,
    /// The export's settings this store had another value of its own for: it keeps its own, set
    /// there on purpose (a new store's URL, say), and the import says so.
    pub settings_kept: BTreeMap<&'static str, KeptSetting>,
}

/// A setting of the export that the store kept its own value of.
#[derive(Debug, Serialize)]
pub struct KeptSetting {
    pub exported: String,
    pub kept: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("the export cannot be imported: {0}")]
    Invalid(String),
    #[error(
        "the export has format_version {found}; this tunnelctl reads version {EXPORT_VERSION}"
    )]
    UnsupportedVersion { found: String },
    #[error("{} record(s) have no private key in the export: {}", records.len(), records.join(", "))]
    MissingPrivateKeys { records: Vec<String> },
    #[error(
        "{} SSH CA private key(s) in the export are not encrypted, and the store {} must not hold \
         them unencrypted: whoever can read the database, or a backup of it, could use them. \
         CA(s): {}",
        ca_ids.len(),
        store,
        a_few(ca_ids)
    )]
    UnsealedCaKeys {
        store: Location,
        ca_ids: Vec<String>,
    },
    #[error("the store {store} is not empty: it holds {records} record(s) and {index_entries} index entries; import only fills an empty store")]
    NotEmpty {
        store: Location,
        records: usize,
        index_entries: usize,
    },
    #[error(transparent)]
    Store(#[from] Failure),
}

impl Store {
    pub fn export(&self, include_private_keys: bool) -> Result<Export, Failure> {
        let mut trees = Map::new();
        let mut left_out = 0;
        for tree in exported_trees() {
            let mut records = Map::new();
            for (key, bytes) in self.entries(tree)? {
                let mut record: Value = decode(&bytes)?;
                if !include_private_keys {
                    for path in private_key_paths(tree) {
                        left_out += usize::from(remove_path(&mut record, path));
                    }
                }
                records.insert(key, record);
            }
            trees.insert(tree.name().to_string(), Value::Object(records));
        }
        let mut settings = Map::new();
        for name in SETTINGS {
            if let Some(value) = self.get::<String>(&Scope::plain(), Tree::Meta, name)? {
                settings.insert(name.to_string(), Value::String(value));
            }
        }
        Ok(Export {
            document: json!({
                "format": EXPORT_FORMAT,
                "format_version": EXPORT_VERSION,
                "schema_version": SCHEMA_VERSION,
                "private_keys": if include_private_keys { "included" } else { "left_out" },
                "settings": settings,
                "trees": trees,
            }),
            private_keys_left_out: left_out,
        })
    }

    /// Fills an empty store from an export in one transaction, flushed before it returns.
    pub fn import(
        &self,
        scope: &Scope,
        document: &Value,
        options: ImportOptions,
        record_check: RecordCheck,
        finish: &dyn Fn(&Tx) -> TxResult<()>,
    ) -> Result<ImportSummary, ImportError> {
        let Contents { records, settings } = read_document(document, record_check)?;
        let missing: Vec<String> = records
            .iter()
            .filter(|(tree, _, record)| {
                private_key_paths(*tree).any(|path| !has_path(record, path))
            })
            .map(|(tree, key, _)| format!("{} {key}", tree.name()))
            .collect();
        if !missing.is_empty() && !options.allow_missing_private_keys {
            return Err(ImportError::MissingPrivateKeys { records: missing });
        }

        let count = |index: bool| -> Result<usize, Failure> {
            Tree::all()
                .filter(|t| ![Tree::Meta, Tree::AUDIT].contains(t) && t.is_index() == index)
                .map(|t| self.count(t))
                .sum()
        };
        let (records_present, index_entries) = (count(false)?, count(true)?);
        if records_present + index_entries > 0 {
            return Err(ImportError::NotEmpty {
                store: self.location().clone(),
                records: records_present,
                index_entries,
            });
        }
        // One write of every record (the indexes follow each put) and setting, then `finish`
        // (the audit trail's record of the import), refused whole when one record is; a dry run
        // rolls it back. A setting the store has another value of keeps it: the store's own was
        // set on purpose, and the summary names both.
        let import = |scope: &Scope| {
            self.write(scope, |tx| {
                for (tree, key, record) in &records {
                    let refused = |why: String| {
                        TxError::Refused(ApiError::invalid(format!("{} {key}: {why}", tree.name())))
                    };
                    tx.put(*tree, key, record).map_err(|e| match e {
                        TxError::Refused(refusal) => refused(refusal.msg),
                        TxError::Failed(failure) => refused(failure.to_string()),
                        TxError::Taken(taken) => refused(taken.describe()),
                        storage => storage,
                    })?;
                }
                let mut kept = BTreeMap::new();
                for (name, exported) in &settings {
                    match tx.get::<String>(Tree::Meta, name)? {
                        Some(own) if own != *exported => {
                            let setting = KeptSetting {
                                exported: exported.clone(),
                                kept: own,
                            };
                            kept.insert(*name, setting);
                        }
                        Some(_) => {}
                        None => tx.put(Tree::Meta, name, exported)?,
                    }
                }
                finish(tx)?;
                Ok(kept)
            })
        };
        let imported = match options.dry_run {
            true => Scope::rolled_back(scope, import),
            false => import(scope),
        };
        let settings_kept = match imported {
            Ok(kept) => kept,
            Err(WriteError::Refused(refusal)) => return Err(ImportError::Invalid(refusal.msg)),
            Err(WriteError::Taken(taken)) => return Err(ImportError::Invalid(taken.describe())),
            Err(WriteError::Failed(failure)) => return Err(failure.into()),
        };
        let mut counts = BTreeMap::new();
        for tree in exported_trees() {
            counts.insert(tree.name(), 0);
        }
        for (tree, _, _) in &records {
            *counts.entry(tree.name()).or_default() += 1;
        }
        Ok(ImportSummary {
            dry_run: options.dry_run,
            records: counts,
            private_keys_missing: missing.len(),
            private_keys_sealed: 0,
            settings: settings
                .into_iter()
                .filter(|(name, _)| !settings_kept.contains_key(name))
                .collect(),
            settings_kept,
        })
    }
}

/// What an export holds, checked.
struct Contents {
    /// Its records, in document order.
    records: Vec<(Tree, String, Value)>,
    /// Its settings: each a name of [`SETTINGS`] with its value.
    settings: Vec<(&'static str, String)>,
}

/// Checks the document's envelope, every record and every setting.
fn read_document(document: &Value, record_check: RecordCheck) -> Result<Contents, ImportError> {
    let invalid = |msg: String| ImportError::Invalid(msg);
    let Some(top) = document.as_object() else {
        return Err(invalid("it is not a JSON object".into()));
    };
    if top.get("format").and_then(Value::as_str) != Some(EXPORT_FORMAT) {
        return Err(invalid(format!(
            "its \"format\" is not \"{EXPORT_FORMAT}\" (is it the output of `tunnelctl store export`?)"
        )));
    }
    match top.get("format_version") {
        Some(v) if v.as_u64() == Some(EXPORT_VERSION) => {}
        Some(v) => {
            return Err(ImportError::UnsupportedVersion {
                found: v.to_string(),
            })
        }
        None => return Err(invalid("\"format_version\" is missing".into())),
    }
    match top.get("schema_version").and_then(Value::as_u64) {
        Some(v) if (1..=u64::from(SCHEMA_VERSION)).contains(&v) => {}
        Some(v) => {
            return Err(invalid(format!(
                "it was exported from a store of schema {v}; this tunnelctl reads schema 1 to {SCHEMA_VERSION}"
            )))
        }
        None => return Err(invalid("\"schema_version\" is missing".into())),
    }
    let Some(trees) = top.get("trees").and_then(Value::as_object) else {
        return Err(invalid("\"trees\" is missing or not an object".into()));
    };
    let mut records = Vec::new();
    for (name, entries) in trees {
        let Some(tree) = exported_trees().find(|t| t.name() == name) else {
            let known: Vec<&str> = exported_trees().map(Tree::name).collect();
            return Err(invalid(format!(
                "unknown tree {name:?}; an export holds {}",
                known.join(", ")
            )));
        };
        let Some(entries) = entries.as_object() else {
            return Err(invalid(format!("trees.{name} is not an object")));
        };
        for (key, record) in entries {
            let at = |what: String| invalid(format!("{name} {key}: {what}"));
            if key.is_empty() {
                return Err(invalid(format!("{name} has an empty key")));
            }
            if !record.is_object() {
                return Err(at("the record is not a JSON object".into()));
            }
            if let Some(id) = record.get("id").and_then(Value::as_str) {
                if id != key {
                    return Err(at(format!("the record's id is {id}, not its key")));
                }
            }
            record_check(tree, key, record).map_err(at)?;
            records.push((tree, key.clone(), record.clone()));
        }
    }
    check_references(&records)?;
    let settings = read_settings(top, record_check)?;
    Ok(Contents { records, settings })
}

/// The export's `settings` (absent in an export made before settings were exported): each one
/// of [`SETTINGS`], a string its rules accept (the meta tree's check of `record_check`).
fn read_settings(
    top: &Map<String, Value>,
    record_check: RecordCheck,
) -> Result<Vec<(&'static str, String)>, ImportError> {
    let Some(given) = top.get("settings") else {
        return Ok(Vec::new());
    };
    let invalid = |msg: String| ImportError::Invalid(msg);
    let Some(given) = given.as_object() else {
        return Err(invalid("\"settings\" is not an object".into()));
    };
    let mut settings = Vec::new();
    for (name, value) in given {
        let Some(known) = SETTINGS.into_iter().find(|s| s == name) else {
            return Err(invalid(format!(
                "unknown setting {name:?}; an export holds {}",
                SETTINGS.join(", ")
            )));
        };
        let Some(text) = value.as_str() else {
            return Err(invalid(format!("settings.{name} is not a string")));
        };
        record_check(Tree::Meta, name, value)
            .map_err(|why| invalid(format!("settings.{name}: {why}")))?;
        settings.push((known, text.to_string()));
    }
    Ok(settings)
}

/// Every reference (a certificate's or a revocation's CA) must be to a record of the document.
fn check_references(records: &[(Tree, String, Value)]) -> Result<(), ImportError> {
    for (source, field, of) in super::index::references() {
        let targets: BTreeSet<&str> = records
            .iter()
            .filter(|(tree, _, _)| *tree == of)
            .map(|(_, key, _)| key.as_str())
            .collect();
        for (tree, key, record) in records.iter().filter(|(t, _, _)| *t == source) {
            let Some(value) = record.get(field).and_then(Value::as_str) else {
                continue;
            };
            if !targets.contains(value) {
                return Err(ImportError::Invalid(format!(
                    "{} {key}: refers to {} {value}, which the export does not hold",
                    tree.name(),
                    of.name()
                )));
            }
        }
    }
    Ok(())
}

/// The first few of `items`, then how many more: a message stays short for any export.
fn a_few(items: &[String]) -> String {
    const SHOWN: usize = 3;
    match items.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => format!("{} and {more} more", items[..SHOWN].join(", ")),
        _ => items.join(", "),
    }
}

fn private_key_paths(tree: Tree) -> impl Iterator<Item = &'static [&'static str]> {
    PRIVATE_KEY_FIELDS
        .into_iter()
        .filter(move |(t, _)| *t == tree)
        .map(|(_, path)| path)
}

fn has_path(record: &Value, path: &[&str]) -> bool {
    path.iter()
        .try_fold(record, |v, key| v.get(key))
        .is_some_and(|v| !v.is_null())
}

/// Removes the field at `path`; whether it was there.
fn remove_path(record: &mut Value, path: &[&str]) -> bool {
    let Some((last, parents)) = path.split_last() else {
        return false;
    };
    let parent = parents.iter().try_fold(record, |v, key| v.get_mut(key));
    parent
        .and_then(Value::as_object_mut)
        .and_then(|o| o.shift_remove(*last))
        .is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_names_three_then_counts_the_rest() {
        let ids = |n: usize| (1..=n).map(|i| format!("sshca_{i}")).collect::<Vec<_>>();
        assert_eq!(a_few(&ids(1)), "sshca_1");
        assert_eq!(a_few(&ids(3)), "sshca_1, sshca_2, sshca_3");
        assert_eq!(a_few(&ids(5)), "sshca_1, sshca_2, sshca_3 and 2 more");
    }
}
