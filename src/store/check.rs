//! `store check`: every record readable and stored under its own ID, and every index exactly what
//! its declaration in [`INDEXES`] derives from the records — no entry without a record, no record
//! without its entries, no count that is off, no reference to a record that does not exist.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use super::index::{Index, IndexKind, INDEXES};
use super::sled_files::{self, FileProblem};
use super::{Backend, Failure, Store, Tree, SCHEMA_KEY, SCHEMA_VERSION};

/// The public base URL of `uri`s and SAML URLs (`store set public-url`, `service::public_url`).
pub const PUBLIC_URL: &str = "public_url";
/// The store's settings (`store set|get|unset`), each a string kept in the meta tree under its
/// name: `store check` checks each as `store set` would, and an export carries every one that is
/// set, beside the records.
pub const SETTINGS: [&str; 1] = [PUBLIC_URL];

/// One inconsistency: the tree and the key where it was found, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub tree: &'static str,
    pub key: String,
    pub problem: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.tree, self.key, self.problem)
    }
}

/// A record that an index entry or another record refers to, which does not exist: after
/// `store repair`, a record that may have been lost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Missing {
    pub tree: &'static str,
    pub key: String,
    /// What refers to it: an index's tree and entry, or a record's tree and key.
    pub referred_by: String,
}

impl Missing {
    fn new(tree: Tree, key: &str, referred_by: Tree, by_key: &str) -> Missing {
        Missing {
            tree: tree.name(),
            key: key.to_string(),
            referred_by: format!("{} {by_key}", referred_by.name()),
        }
    }
}

#[derive(Debug, Serialize)]
pub struct CheckReport {
    pub consistent: bool,
    pub schema_version: Option<u32>,
    /// Records per record tree.
    pub records: BTreeMap<&'static str, usize>,
    /// Entries per index tree.
    pub index_entries: BTreeMap<&'static str, usize>,
    pub problems: Vec<Problem>,
    /// Records that are consistent but unsafe, that the service names (a host certificate whose
    /// principal OpenSSH reads as a pattern); `consistent` does not count them.
    pub findings: Vec<Problem>,
    /// The records that something refers to but that do not exist (each is a problem too).
    pub missing_records: Vec<Missing>,
    /// sled's own files that do not read (see [`sled_files::inspect`]).
    pub files: Vec<FileProblem>,
}

impl CheckReport {
    /// The report on a store that sled refuses to open: only its files could be checked.
    pub fn unopened(files: Vec<FileProblem>) -> CheckReport {
        CheckReport {
            consistent: false,
            schema_version: None,
            records: BTreeMap::new(),
            index_entries: BTreeMap::new(),
            problems: Vec::new(),
            findings: Vec::new(),
            missing_records: Vec::new(),
            files,
        }
    }
}

/// Checks one record, under its key, beyond being JSON (the service knows the types, the keys'
/// syntax and the rules between fields); `Err` names the field and the rule broken.
pub type RecordCheck<'a> = &'a dyn Fn(Tree, &str, &Value) -> Result<(), String>;

impl Store {
    /// Reads every tree and reports what is inconsistent. Only a failure to read is an `Err`.
    pub fn check(&self, record_check: RecordCheck) -> Result<CheckReport, Failure> {
        let mut problems = Vec::new();
        let mut missing = Vec::new();
        let schema_version = self.check_meta(&mut problems, record_check)?;
        let mut records = BTreeMap::new();
        // Parsed records of the trees that indexes derive from or point at.
        let mut parsed: BTreeMap<&'static str, BTreeMap<String, Value>> = BTreeMap::new();
        for tree in Tree::all().filter(|t| *t != Tree::Meta && !t.is_index()) {
            let mut count = 0;
            let mut kept = BTreeMap::new();
            for (key, value) in self.entries(tree)? {
                count += 1;
                let mut problem = |text: String| {
                    problems.push(Problem {
                        tree: tree.name(),
                        key: key.clone(),
                        problem: text,
                    })
                };
                let record: Value = match serde_json::from_slice(&value) {
                    Ok(v) => v,
                    Err(e) => {
                        problem(format!("the record is not JSON: {e}"));
                        continue;
                    }
                };
                if let Err(e) = record_check(tree, &key, &record) {
                    problem(e);
                }
                if let Some(id) = record.get("id").and_then(Value::as_str) {
                    if id != key {
                        problem(format!("the record's id is {id}, not its key"));
                    }
                }
                kept.insert(key, record);
            }
            records.insert(tree.name(), count);
            parsed.insert(tree.name(), kept);
        }
        let mut index_entries = BTreeMap::new();
        for index in &INDEXES {
            let actual = self.entries(index.tree)?;
            index_entries.insert(index.tree.name(), actual.len());
            let sources = &parsed[index.source.name()];
            let problem = |tree: Tree, key: &str, text: String| Problem {
                tree: tree.name(),
                key: key.to_string(),
                problem: text,
            };
            match &index.kind {
                IndexKind::Unique { what, owner, .. } => {
                    // The first record in key order keeps the value, as the migration that
                    // built an index over records that already shared a value left it.
                    let mut expected: BTreeMap<String, &str> = BTreeMap::new();
                    for (key, record) in sources {
                        for value in index.values(record) {
                            if let Some(first) = expected.get(&value) {
                                problems.push(problem(
                                    index.source,
                                    key,
                                    format!("{what} {value} is also on {owner} {first}"),
                                ));
                            } else {
                                expected.insert(value, key);
                            }
                        }
                    }
                    for (value, bytes) in &actual {
                        let holder = serde_json::from_slice::<String>(bytes).ok();
                        let text = match (&holder, expected.get(value)) {
                            (None, _) => "the entry is not a record key".to_string(),
                            (Some(h), Some(owner_key)) if h == owner_key => continue,
                            (Some(h), _) if !sources.contains_key(h) => {
                                missing.push(Missing::new(index.source, h, index.tree, value));
                                format!("points at {owner} {h}, which does not exist")
                            }
                            (Some(h), None) => {
                                format!("points at {owner} {h}, which does not have it")
                            }
                            (Some(h), Some(owner_key)) => {
                                format!("points at {owner} {h}, but {owner} {owner_key} has it")
                            }
                        };
                        problems.push(problem(index.tree, value, text));
                    }
                    let missing_from = |value: &str| format!("{what} {value} is missing from");
                    problems.extend(not_in(index, &expected, &actual, missing_from));
                }
                IndexKind::Collect { .. } => {
                    let mut expected = index.derive(sources.iter().map(|(k, r)| (k.as_str(), r)));
                    for (entry, bytes) in &actual {
                        let have = match serde_json::from_slice::<Vec<Value>>(bytes) {
                            Ok(items) => items,
                            Err(_) => {
                                let text = "the entry is not a list of items".to_string();
                                problems.push(problem(index.tree, entry, text));
                                continue;
                            }
                        };
                        let want = match expected.remove(entry) {
                            Some(Value::Array(items)) => items,
                            _ => Vec::new(),
                        };
                        let (missing, extra) = (unmatched(&want, &have), unmatched(&have, &want));
                        if !missing.is_empty() {
                            problems.push(problem(
                                index.tree,
                                entry,
                                format!("lacks {} of {}", listed(&missing), index.source.name()),
                            ));
                        }
                        if !extra.is_empty() {
                            problems.push(problem(
                                index.tree,
                                entry,
                                format!(
                                    "holds {}, which no record of {} gives",
                                    listed(&extra),
                                    index.source.name()
                                ),
                            ));
                        }
                    }
                    for (entry, items) in &expected {
                        let items = items.as_array().map_or(&[][..], Vec::as_slice);
                        problems.push(problem(
                            index.tree,
                            entry,
                            format!(
                                "has no entry, but records of {} give it {}",
                                index.source.name(),
                                listed(&items.iter().collect::<Vec<_>>())
                            ),
                        ));
                    }
                }
                IndexKind::Refers { of } => {
                    // Entry → the record that should have written it.
                    let mut expected: BTreeMap<String, &str> = BTreeMap::new();
                    for (key, record) in sources {
                        for value in index.values(record) {
                            if !parsed[of.name()].contains_key(&value) {
                                missing.push(Missing::new(*of, &value, index.source, key));
                                problems.push(problem(
                                    index.source,
                                    key,
                                    format!(
                                        "refers to {} {value}, which does not exist",
                                        of.name()
                                    ),
                                ));
                            }
                            expected.insert(super::index::referring_entry(&value, key), key);
                        }
                    }
                    let source = index.source.name();
                    for (entry, bytes) in &actual {
                        let holder = serde_json::from_slice::<String>(bytes).ok();
                        let text = match (&holder, expected.get(entry)) {
                            (Some(h), Some(key)) if h == key => continue,
                            (Some(h), _) if entry.ends_with(&format!("/{h}")) => {
                                match sources.contains_key(h) {
                                    true => format!("{source} {h} does not refer to it"),
                                    false => {
                                        missing.push(Missing::new(
                                            index.source,
                                            h,
                                            index.tree,
                                            entry,
                                        ));
                                        format!("{source} {h} does not exist")
                                    }
                                }
                            }
                            _ => {
                                "the entry is not the record key its own key ends with".to_string()
                            }
                        };
                        problems.push(problem(index.tree, entry, text));
                    }
                    let missing_from = |entry: &str| format!("entry {entry} is missing from");
                    problems.extend(not_in(index, &expected, &actual, missing_from));
                }
            }
        }
        for reference in &super::index::REFERENCES {
            for (key, record) in &parsed[reference.source.name()] {
                let target = record.get(reference.field).and_then(Value::as_str);
                if !target.is_some_and(|t| parsed[reference.of.name()].contains_key(t)) {
                    if let Some(target) = target {
                        missing.push(Missing::new(reference.of, target, reference.source, key));
                    }
                    problems.push(Problem {
                        tree: reference.source.name(),
                        key: key.clone(),
                        problem: format!(
                            "refers to {} {}, which does not exist",
                            reference.of.name(),
                            target.unwrap_or("(none)")
                        ),
                    });
                }
            }
        }
        let files = match &self.backend {
            Backend::Sled(s) => {
                sled_files::inspect(&s.path).map_err(|e| Failure::Sled(sled::Error::Io(e)))?
            }
            Backend::Postgres(_) => Vec::new(),
        };
        Ok(CheckReport {
            consistent: problems.is_empty() && files.is_empty(),
            schema_version,
            records,
            index_entries,
            problems,
            findings: Vec::new(),
            missing_records: missing,
            files,
        })
    }

    /// The schema version, and the settings (`store set`): each as `store set` keeps it, which a
    /// value written into the database by hand need not be.
    fn check_meta(
        &self,
        problems: &mut Vec<Problem>,
        record_check: RecordCheck,
    ) -> Result<Option<u32>, Failure> {
        let version = match &self.backend {
            Backend::Sled(s) => {
                let found = s.sled()?.tree(Tree::Meta).get(SCHEMA_KEY)?;
                found.and_then(|v| v.as_ref().try_into().ok().map(u32::from_be_bytes))
            }
            Backend::Postgres(p) => p.schema_version()?,
        };
        if version.is_none_or(|v| v == 0 || v > SCHEMA_VERSION) {
            problems.push(Problem {
                tree: Tree::Meta.name(),
                key: String::from_utf8_lossy(SCHEMA_KEY).into_owned(),
                problem: format!("missing or unreadable; this tunnelctl writes {SCHEMA_VERSION}"),
            });
        }
        let meta = self.entries(Tree::Meta)?;
        for name in SETTINGS {
            let Some(value) = meta.get(name) else {
                continue;
            };
            let checked = serde_json::from_slice(value)
                .map_err(|e| format!("the setting is not JSON: {e}"))
                .and_then(|value: Value| record_check(Tree::Meta, name, &value));
            if let Err(problem) = checked {
                problems.push(Problem {
                    tree: Tree::Meta.name(),
                    key: name.to_string(),
                    problem,
                });
            }
        }
        Ok(version)
    }

    /// Every entry of a tree, key as text (lossy for a key that is not UTF-8), in key order.
    pub(super) fn entries(&self, tree: Tree) -> Result<BTreeMap<String, Vec<u8>>, Failure> {
        match &self.backend {
            Backend::Sled(s) => s
                .sled()?
                .tree(tree)
                .iter()
                .map(|entry| {
                    entry
                        .map(|(k, v)| (String::from_utf8_lossy(&k).into_owned(), v.to_vec()))
                        .map_err(Failure::from)
                })
                .collect(),
            Backend::Postgres(p) => Ok(p.entries(tree)?),
        }
    }
}

/// The items of `these` that `those` does not hold, each counted as often as it occurs.
/// A problem of the record behind each of `expected`'s entries (entry → the record's key) that
/// `actual` (the index's entries) lacks: "`missing_from(entry)` <index>".
fn not_in<'e>(
    index: &'e Index,
    expected: &'e BTreeMap<String, &str>,
    actual: &'e BTreeMap<String, Vec<u8>>,
    missing_from: impl Fn(&str) -> String + 'e,
) -> impl Iterator<Item = Problem> + 'e {
    let absent = expected
        .iter()
        .filter(|(entry, _)| !actual.contains_key(*entry));
    absent.map(move |(entry, key)| Problem {
        tree: index.source.name(),
        key: key.to_string(),
        problem: format!("{} {}", missing_from(entry), index.tree.name()),
    })
}

fn unmatched<'a>(these: &'a [Value], those: &[Value]) -> Vec<&'a Value> {
    let mut left: Vec<&Value> = those.iter().collect();
    these
        .iter()
        .filter(|item| match left.iter().position(|other| other == item) {
            Some(at) => {
                left.swap_remove(at);
                false
            }
            None => true,
        })
        .collect()
}

/// "the item [7,\"…\"]", "2 items: [7,\"…\"], [8,\"…\"]".
fn listed(items: &[&Value]) -> String {
    let shown: Vec<String> = items.iter().map(|item| item.to_string()).collect();
    match shown.as_slice() {
        [one] => format!("the item {one}"),
        all => format!("{} items: {}", all.len(), all.join(", ")),
    }
}
