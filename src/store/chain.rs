//! The audit trail's hash chain, as both engines write it: each record is the entry the service
//! gave (a JSON object) with its sequence number and the previous record's hash put first, and
//! its own hash before those. The hash is SHA-256 of the record's JSON text without `hash`.
//! Both engines seal with [`extend`], so a record's bytes are the same whichever wrote it, and
//! [`hash_of`] checks a record of either.
//!
//! The head (the last record's sequence and hash, under [`HEAD_KEY`] in the meta tree) is
//! written with every record, so a record deleted at the end is found too. A commit writes its
//! records only under the head's lock, and only onto the head they were sealed from (sled holds
//! its one writer's lock; PostgreSQL checks the head the records extend, see
//! `pg/group.rs`, "The audit chain"): the trail is one chain with no gap, whichever replica
//! wrote.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The meta key of the chain's head.
pub const HEAD_KEY: &str = "audit_head";

/// The hash the first record chains to.
pub const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Head {
    pub sequence: u64,
    pub hash: String,
}

impl Default for Head {
    fn default() -> Self {
        Head {
            sequence: 0,
            hash: GENESIS.to_string(),
        }
    }
}

/// The key of record `sequence`: zero-padded, so that keys sort as numbers.
pub fn record_key(sequence: u64) -> String {
    format!("{sequence:020}")
}

/// Why a write failed that found the key of its audit record taken: a record past the trail's
/// head, which no tunnelctl wrote (each write moves the head with its record). Every write needs
/// that sequence number, so the message says what to do rather than retry.
pub fn taken_message(key: &str) -> String {
    format!(
        "the audit trail already holds record {} past its head: it was written into the store \
         behind tunnelctl's back, and no change can be recorded (or made) until it is gone; \
         `tunnelctl audit verify` names it; keep a copy as evidence and remove it",
        key.trim_start_matches('0')
    )
}

/// Record `sequence` of `entry` (a JSON object's text, as `serde_json` writes it), chained to
/// `previous`: its text and its hash.
pub fn seal(sequence: u64, previous: &str, entry: &str) -> (String, String) {
    let fields = entry.strip_prefix('{').unwrap_or(entry);
    let separator = if fields.starts_with('}') { "" } else { "," };
    let unsealed =
        format!(r#"{{"sequence":{sequence},"previous_hash":"{previous}"{separator}{fields}"#);
    let hash = base16ct::lower::encode_string(&Sha256::digest(unsealed.as_bytes()));
    let sealed = format!(r#"{{"hash":"{hash}",{}"#, &unsealed[1..]);
    (sealed, hash)
}

/// `entries` (JSON objects' text) sealed in order onto `head`: each record's key and text, and
/// the head they make.
pub fn extend(head: &Head, entries: &[String]) -> (Vec<(String, String)>, Head) {
    let mut next = head.clone();
    let records = (entries.iter())
        .map(|entry| {
            next.sequence += 1;
            let (record, hash) = seal(next.sequence, &next.hash, entry);
            next.hash = hash;
            (record_key(next.sequence), record)
        })
        .collect();
    (records, next)
}

/// The hash a stored record must carry: SHA-256 of its JSON text without `hash`. Fields keep
/// their order (`serde_json`'s `preserve_order`), so this is the text [`seal`] hashed, whatever
/// the engine gave back.
pub fn hash_of(record: &Value) -> String {
    let mut fields = record.clone();
    if let Some(object) = fields.as_object_mut() {
        object.shift_remove("hash");
    }
    base16ct::lower::encode_string(&Sha256::digest(fields.to_string().as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_record_reads_back_with_its_hash_and_an_altered_one_does_not() {
        let entry = serde_json::json!({"time": "2026-11-27T00:00:00Z", "who": "é \"q\""});
        let (text, hash) = seal(7, GENESIS, &entry.to_string());
        let record: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(record["hash"], hash.as_str());
        assert_eq!(record["sequence"], 7);
        assert_eq!(record["previous_hash"], GENESIS);
        assert_eq!(record["who"], "é \"q\"");
        assert_eq!(hash_of(&record), hash);

        let mut altered = record.clone();
        altered["who"] = "mallory".into();
        assert_ne!(hash_of(&altered), hash);
        let (_, empty) = seal(1, GENESIS, "{}");
        assert_eq!(empty.len(), 64);
    }

    #[test]
    fn extending_a_head_seals_each_entry_onto_the_one_before_and_moves_the_head_past_them() {
        let head = Head {
            sequence: 41,
            hash: "ab".repeat(32),
        };
        let (records, next) = extend(&head, &["{\"a\":1}".into(), "{}".into()]);
        let (first, first_hash) = seal(42, &head.hash, "{\"a\":1}");
        let (second, second_hash) = seal(43, &first_hash, "{}");
        assert_eq!(records, [(record_key(42), first), (record_key(43), second)]);
        assert_eq!(
            next,
            Head {
                sequence: 43,
                hash: second_hash
            }
        );
        assert_eq!(extend(&head, &[]), (vec![], head));
    }
}
