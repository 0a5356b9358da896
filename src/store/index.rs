//! The index trees, declared once. Writers never touch an index tree: [`Tx::put`] and
//! [`Tx::remove`] on a record keep every index of its tree in step, and `store check`
//! (`super::check`) rebuilds the same indexes from the records to compare. So the rule an index
//! follows is written in one place, here, and cannot drift between the writers and the checker.
//!
//! [`Tx::put`]: super::Tx::put
//! [`Tx::remove`]: super::Tx::remove

use std::collections::BTreeMap;

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::tx::Rewrite;
use super::{Taken, Tree, Tx, TxError, TxResult};
use crate::kind;

/// One index: entries in `tree`, derived from the records of `source` by their `field`.
pub struct Index {
    pub tree: Tree,
    pub source: Tree,
    /// Top-level field of a source record: a string, or a list of strings (one entry each);
    /// absent or null gives no entry.
    pub field: &'static str,
    /// The entry's key for one string of `field` (`None`: no entry).
    pub entry: fn(&str) -> Option<String>,
    pub kind: IndexKind,
    /// The schema that added the index, or last changed what its entries hold: opening a store of
    /// an older one builds it anew (see [`Index::derive`]).
    pub since: u32,
}

pub enum IndexKind {
    /// value → the key of the one record that has it, as a JSON string. A second record with the
    /// same value is refused as [`Taken`](super::Taken); `what` and `owner` name the value and its
    /// record for `store check` ("hostport V … TCP edge K").
    Unique {
        what: &'static str,
        owner: &'static str,
    },
    /// `<value>/<record key>` → the record key, as a JSON string: one entry per record that has
    /// the value, so that whether any record has it is one prefix scan, and a write adds or
    /// removes its own entry without touching another's (a count that every new certificate
    /// updated made the signatures of one CA wait for each other). Each value is the key of a
    /// record in `of` (a reference that must resolve).
    Refers { of: Tree },
    /// A compact copy of what a reader needs of every record that has a value: each record
    /// gives one item, the JSON array of its `fields`, kept in an entry `<value>/<bucket>` that
    /// holds a JSON array of its items in no particular order (no entry for none). The bucket,
    /// one of 256, is the first byte of the item's SHA-256 (in hex). A reader of all of a value's
    /// records makes one prefix scan of at most 256 entries instead of reading each record, and
    /// a write rewrites one entry, a couple of kilobytes for a value of ten thousand records.
    Collect { fields: &'static [&'static str] },
}

/// The index in `tree` of the certificates of `certificates` each CA signed (a CA in use cannot
/// be deleted).
const fn signed_by_ca(tree: Tree, certificates: &'static crate::kind::Kind) -> Index {
    Index {
        tree,
        source: Tree::of(certificates),
        field: "ssh_certificate_authority_id",
        entry: as_is,
        kind: IndexKind::Refers {
            of: Tree::of(&kind::SSH_CA),
        },
        since: 7,
    }
}

pub const INDEXES: [Index; 6] = [
    Index {
        tree: Tree::Hostports,
        source: Tree::of(&kind::TCP_EDGE),
        field: "hostports",
        entry: as_is,
        kind: IndexKind::Unique {
            what: "hostport",
            owner: "TCP edge",
        },
        since: 1,
    },
    signed_by_ca(Tree::SshCaCertificates, &kind::SSH_USER_CERTIFICATE),
    signed_by_ca(Tree::SshCaHostCertificates, &kind::SSH_HOST_CERTIFICATE),
    Index {
        tree: Tree::SshCaKeys,
        source: Tree::of(&kind::SSH_CA),
        field: "public_key",
        entry: public_key_fingerprint,
        kind: IndexKind::Unique {
            what: "public key",
            owner: "SSH certificate authority",
        },
        since: 2,
    },
    // What a CA's KRL needs of its revocations and revoked keys, so that it reads a few entries
    // rather than every record (a CA that issues all year has thousands).
    Index {
        tree: Tree::SshKrlSerials,
        source: Tree::SshRevocations,
        field: "ssh_certificate_authority_id",
        entry: as_is,
        kind: IndexKind::Collect {
            fields: &["serial", "revoked_at"],
        },
        since: 6,
    },
    Index {
        tree: Tree::SshKrlKeys,
        source: Tree::SshRevokedKeys,
        field: "ssh_certificate_authority_id",
        entry: as_is,
        kind: IndexKind::Collect {
            fields: &["public_key", "revoked_at"],
        },
        since: 6,
    },
];

fn as_is(value: &str) -> Option<String> {
    Some(value.to_string())
}

/// The SHA-256 fingerprint (`SHA256:…`, as `ssh-keygen -l` prints it) of an OpenSSH public key
/// line: what identifies the key, whatever the line's comment. `None` for a line that does not read.
pub fn public_key_fingerprint(line: &str) -> Option<String> {
    let key = ssh_key::PublicKey::from_openssh(line).ok()?;
    Some(key.fingerprint(ssh_key::HashAlg::Sha256).to_string())
}

/// A reference from the records of `source` (their `field`) to the key of a record in `of`,
/// that no index counts: `store check` and `store import` make sure it resolves.
pub struct Reference {
    pub source: Tree,
    pub field: &'static str,
    pub of: Tree,
}

/// Besides the references the `Refers` indexes hold.
pub const REFERENCES: [Reference; 2] = [
    Reference {
        source: Tree::SshRevocations,
        field: "ssh_certificate_authority_id",
        of: Tree::of(&kind::SSH_CA),
    },
    Reference {
        source: Tree::SshRevokedKeys,
        field: "ssh_certificate_authority_id",
        of: Tree::of(&kind::SSH_CA),
    },
];

/// Every reference of the store: those of the `Refers` indexes and [`REFERENCES`], as
/// `(source, field, of)`.
pub fn references() -> impl Iterator<Item = (Tree, &'static str, Tree)> {
    INDEXES
        .iter()
        .filter_map(|i| match i.kind {
            IndexKind::Refers { of } => Some((i.source, i.field, of)),
            IndexKind::Unique { .. } | IndexKind::Collect { .. } => None,
        })
        .chain(REFERENCES.iter().map(|r| (r.source, r.field, r.of)))
}

impl Tree {
    /// Whether the tree is an index (derived from records, never written directly).
    pub fn is_index(self) -> bool {
        INDEXES.iter().any(|i| i.tree == self)
    }
}

impl Taken {
    /// "hostport V is already used by TCP edge K", in the words of the index's declaration.
    pub fn describe(&self) -> String {
        let (what, owner) = INDEXES
            .iter()
            .find_map(|i| match i.kind {
                IndexKind::Unique { what, owner } if i.tree == self.index => Some((what, owner)),
                _ => None,
            })
            .unwrap_or((self.index.name(), "record"));
        format!(
            "{what} {} is already used by {owner} {}",
            self.value, self.holder
        )
    }
}

/// The entry of a [`IndexKind::Refers`] index for the record under `key` that has `value`.
pub fn referring_entry(value: &str, key: &str) -> String {
    format!("{value}/{key}")
}

/// The prefix of the entries of a [`IndexKind::Refers`] index for the records that have `value`.
pub fn referring_prefix(value: &str) -> String {
    referring_entry(value, "")
}

impl Index {
    /// The index values one record contributes, in the record's order.
    pub fn values(&self, record: &Value) -> Vec<String> {
        let strings: Vec<&str> = match record.get(self.field) {
            Some(Value::String(s)) => vec![s],
            Some(Value::Array(items)) => items.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        strings.into_iter().filter_map(self.entry).collect()
    }

    /// A [`IndexKind::Collect`] index's entries for one record: `(entry key, item)` for each of
    /// its values; none for another kind.
    pub fn items(&self, record: &Value) -> Vec<(String, Value)> {
        let IndexKind::Collect { fields } = self.kind else {
            return Vec::new();
        };
        let item = Value::Array(
            (fields.iter())
                .map(|f| record.get(*f).cloned().unwrap_or(Value::Null))
                .collect(),
        );
        let bucket = Sha256::digest(item.to_string().as_bytes())[0];
        (self.values(record).into_iter())
            .map(|value| (format!("{value}/{bucket:02x}"), item.clone()))
            .collect()
    }

    /// Every entry the index holds for `records` (in key order), as the writers make them one
    /// put at a time: a unique value held by the first record that has it, an entry per record
    /// that refers to a value, a list of items. What opening a store of a schema before the index builds, and what `store check`
    /// compares a collecting index with.
    pub fn derive<'a>(
        &self,
        records: impl IntoIterator<Item = (&'a str, &'a Value)>,
    ) -> BTreeMap<String, Value> {
        let mut entries = BTreeMap::new();
        for (key, record) in records {
            match self.kind {
                IndexKind::Unique { .. } => {
                    for value in self.values(record) {
                        entries.entry(value).or_insert_with(|| Value::from(key));
                    }
                }
                IndexKind::Refers { .. } => {
                    for value in self.values(record) {
                        entries.insert(referring_entry(&value, key), Value::from(key));
                    }
                }
                IndexKind::Collect { .. } => {
                    for (entry, item) in self.items(record) {
                        let items = entries.entry(entry).or_insert(Value::Array(Vec::new()));
                        if let Value::Array(items) = items {
                            items.push(item);
                        }
                    }
                }
            }
        }
        entries
    }
}

/// Brings every index of `tree` in step after the record under `key` changed from `old` to `new`
/// (`None`: absent). Called inside the write transaction, so a refusal undoes the whole change.
pub(super) fn reindex(tx: &Tx, rewrite: &Rewrite) -> TxResult<()> {
    let (tree, key, old, new) = rewrite.parts();
    for index in INDEXES.iter().filter(|i| i.source == tree) {
        let old_values = old.map(|r| index.values(r)).unwrap_or_default();
        let new_values = new.map(|r| index.values(r)).unwrap_or_default();
        match &index.kind {
            IndexKind::Unique { .. } => {
                for gone in old_values.iter().filter(|v| !new_values.contains(v)) {
                    // Only its own entry: a record that shares the value from before the index
                    // existed (see `Store::migrate`) must not take the holder's entry with it.
                    if tx.get::<String>(index.tree, gone)?.as_deref() == Some(key) {
                        tx.put_raw(index.tree, gone, None::<&str>)?;
                    }
                }
                for added in new_values.iter().filter(|v| !old_values.contains(v)) {
                    if let Some(holder) = tx.get_presumed_absent::<String>(index.tree, added)? {
                        if holder != key {
                            return Err(TxError::Taken(Taken {
                                index: index.tree,
                                value: added.clone(),
                                holder,
                            }));
                        }
                    }
                    tx.put_raw(index.tree, added, Some(key))?;
                }
            }
            IndexKind::Collect { .. } => {
                let old_items = old.map(|r| index.items(r)).unwrap_or_default();
                let new_items = new.map(|r| index.items(r)).unwrap_or_default();
                // A record rewritten with the same items (a new description, say) leaves them.
                for (entry, item) in old_items.iter().filter(|i| !new_items.contains(i)) {
                    let mut items: Vec<Value> = tx.get(index.tree, entry)?.unwrap_or_default();
                    if let Some(at) = items.iter().position(|i| i == item) {
                        items.swap_remove(at);
                    }
                    tx.put_raw(index.tree, entry, (!items.is_empty()).then_some(&items))?;
                }
                for (entry, item) in new_items.iter().filter(|i| !old_items.contains(i)) {
                    let mut items: Vec<Value> = tx.get(index.tree, entry)?.unwrap_or_default();
                    items.push(item.clone());
                    tx.put_raw(index.tree, entry, Some(&items))?;
                }
            }
            IndexKind::Refers { .. } => {
                for gone in old_values.iter().filter(|v| !new_values.contains(v)) {
                    tx.put_raw(index.tree, &referring_entry(gone, key), None::<&str>)?;
                }
                for added in new_values.iter().filter(|v| !old_values.contains(v)) {
                    let entry = referring_entry(added, key);
                    // The record's own entry: absent unless the store is damaged, and then
                    // written over (PostgreSQL checks the guess with the commit).
                    tx.get_presumed_absent::<String>(index.tree, &entry)?;
                    tx.put_raw(index.tree, &entry, Some(key))?;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use std::collections::BTreeMap;

    use serde_json::{json, Value};

    use crate::kind;

    use super::super::{Scope, Store, StoreOptions, Taken, Tree, WriteError, INDEXES};
    use crate::api::code;

    fn store(dir: &tempfile::TempDir) -> Store {
        Store::open(&StoreOptions {
            location: dir.path().join("store").into(),
            lock_timeout: Duration::from_secs(1),
            seed: None,
            on_wait: None,
        })
        .unwrap()
    }

    fn holder(store: &Store, hostport: &str) -> Option<String> {
        store
            .get(&Scope::plain(), Tree::Hostports, hostport)
            .unwrap()
    }

    #[test]
    fn a_unique_index_follows_every_put_and_remove() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(&dir);
        let put = |key: &str, hostports: serde_json::Value| {
            store.write(&Scope::plain(), |tx| {
                tx.put(
                    Tree::of(&kind::TCP_EDGE),
                    key,
                    &json!({"id": key, "hostports": hostports}),
                )
            })
        };
        put("e1", json!(["a:1", "b:2"])).unwrap();
        assert_eq!(holder(&store, "a:1").as_deref(), Some("e1"));
        assert_eq!(holder(&store, "b:2").as_deref(), Some("e1"));

        put("e1", json!(["b:2", "c:3"])).unwrap();
        assert_eq!(
            holder(&store, "a:1"),
            None,
            "a hostport the edge gave up is free"
        );
        assert_eq!(holder(&store, "c:3").as_deref(), Some("e1"));

        // The store says which value is taken and by whom; the API's answer is the service's.
        let Err(WriteError::Taken(taken)) = put("e2", json!(["d:4", "c:3"])) else {
            panic!("a taken hostport is reported as Taken");
        };
        assert_eq!(
            taken,
            Taken {
                index: Tree::Hostports,
                value: "c:3".into(),
                holder: "e1".into()
            }
        );
        let refused = crate::api::ApiError::from(WriteError::Taken(taken));
        assert_eq!(refused.status, 409);
        assert_eq!(refused.error_code.as_deref(), Some(code::HOSTPORT_TAKEN));
        assert_eq!(refused.msg, "hostport c:3 is already used by TCP edge e1");
        assert_eq!(refused.details["edge_id"], "e1");
        assert_eq!(
            holder(&store, "d:4"),
            None,
            "the refused write left nothing behind"
        );
        assert!(store
            .get::<serde_json::Value>(&Scope::plain(), Tree::of(&kind::TCP_EDGE), "e2")
            .unwrap()
            .is_none());

        put("e2", json!(null)).unwrap();
        store
            .write(&Scope::plain(), |tx| {
                tx.remove(Tree::of(&kind::TCP_EDGE), "e1")
            })
            .unwrap();
        assert_eq!(holder(&store, "b:2"), None);
        assert_eq!(holder(&store, "c:3"), None);
    }

    #[test]
    fn a_refers_index_has_an_entry_per_record_that_refers_to_a_value() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(&dir);
        let count = || -> Option<u64> {
            let entries = store
                .scan_prefix::<String>(&Scope::plain(), Tree::SshCaCertificates, "ca1/")
                .unwrap();
            for (entry, holder) in &entries {
                assert_eq!(*entry, format!("ca1/{holder}"));
            }
            (!entries.is_empty()).then_some(entries.len() as u64)
        };
        let put = |key: &str, description: &str| {
            store.write(&Scope::plain(), |tx| {
                tx.put(
                    Tree::of(&kind::SSH_USER_CERTIFICATE),
                    key,
                    &json!({"id": key, "ssh_certificate_authority_id": "ca1", "description": description}),
                )
            })
        };
        put("c1", "").unwrap();
        put("c2", "").unwrap();
        assert_eq!(count(), Some(2));
        put("c1", "changed").unwrap();
        assert_eq!(
            count(),
            Some(2),
            "rewriting a record does not count it twice"
        );
        store
            .write(&Scope::plain(), |tx| {
                tx.remove(Tree::of(&kind::SSH_USER_CERTIFICATE), "c1")
            })
            .unwrap();
        assert_eq!(count(), Some(1));
        store
            .write(&Scope::plain(), |tx| {
                tx.remove(Tree::of(&kind::SSH_USER_CERTIFICATE), "c2")
            })
            .unwrap();
        assert_eq!(count(), None, "no entry once nothing refers to the value");
        assert!(!store
            .write(&Scope::plain(), |tx| tx
                .remove(Tree::of(&kind::SSH_USER_CERTIFICATE), "c2"))
            .unwrap());
    }

    /// A collecting index follows every put and remove item by item, and holds exactly what
    /// `derive` makes of the records.
    #[test]
    fn a_collecting_index_holds_one_item_per_record() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(&dir);
        let revocation = |serial: u64, reason: &str| {
            json!({"ssh_certificate_authority_id": "ca1", "certificate_id": format!("sucrt_{serial}"),
                   "serial": serial, "revoked_at": "2026-11-22T10:00:00Z", "reason": reason})
        };
        let put = |serial: u64, reason: &str| {
            store.write(&Scope::plain(), |tx| {
                let key = format!("ca1/sucrt_{serial}");
                tx.put(Tree::SshRevocations, &key, &revocation(serial, reason))
            })
        };
        store
            .write(&Scope::plain(), |tx| {
                tx.put(Tree::of(&kind::SSH_CA), "ca1", &json!({"id": "ca1"}))
            })
            .unwrap();
        for serial in 1..=40 {
            put(serial, "").unwrap();
        }
        put(7, "a new reason, the same item").unwrap();
        store
            .write(&Scope::plain(), |tx| {
                tx.remove(Tree::SshRevocations, "ca1/sucrt_9")
            })
            .unwrap();
        let entries: BTreeMap<String, Value> =
            (store.scan_prefix(&Scope::plain(), Tree::SshKrlSerials, "ca1/"))
                .unwrap()
                .into_iter()
                .collect();
        let mut items: Vec<Value> = entries
            .values()
            .flat_map(|e| e.as_array().unwrap().clone())
            .collect();
        items.sort_by_key(|item| item[0].as_u64());
        let expected: Vec<Value> = (1..=40)
            .filter(|s| *s != 9)
            .map(|s| json!([s, "2026-11-22T10:00:00Z"]))
            .collect();
        assert_eq!(items, expected);
        let records: Vec<(String, Value)> = store
            .scan_prefix(&Scope::plain(), Tree::SshRevocations, "")
            .unwrap();
        let index = INDEXES
            .iter()
            .find(|i| i.tree == Tree::SshKrlSerials)
            .unwrap();
        let derived = index.derive(records.iter().map(|(k, r)| (k.as_str(), r)));
        assert_eq!(
            derived.keys().collect::<Vec<_>>(),
            entries.keys().collect::<Vec<_>>()
        );
        let report = store.check(&|_, _, _| Ok(())).unwrap();
        assert!(report.problems.is_empty(), "{:?}", report.problems);
    }

    #[test]
    fn store_check_reports_a_revocation_of_a_ca_that_does_not_exist() {
        let dir = tempfile::tempdir().unwrap();
        let store = store(&dir);
        let revocation = |ca: &str| {
            json!({"ssh_certificate_authority_id": ca, "certificate_id": "sucrt_1", "serial": 7,
                   "revoked_at": "2026-11-22T10:00:00Z", "reason": ""})
        };
        store
            .write(&Scope::plain(), |tx| {
                tx.put(Tree::of(&kind::SSH_CA), "ca1", &json!({"id": "ca1"}))?;
                tx.put(Tree::SshRevocations, "ca1/sucrt_1", &revocation("ca1"))?;
                tx.put(Tree::SshRevocations, "ca2/sucrt_1", &revocation("ca2"))
            })
            .unwrap();
        let report = store.check(&|_, _, _| Ok(())).unwrap();
        let problems: Vec<String> = report.problems.iter().map(|p| p.to_string()).collect();
        assert_eq!(
            problems,
            ["ssh_revocations ca2/sucrt_1: refers to ssh_certificate_authorities ca2, which does not exist"]
        );
    }
}
