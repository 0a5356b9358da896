//! What the copy `store repair` kept of a damaged store still shows beyond what sled recovered:
//! a raw scan of sled's log for the audit trail's records and head, and the log position its
//! newest snapshot that reads whole had reached.
//!
//! sled stores values as their bytes (this build has no compression), so every version of an
//! audit record and of the trail's head that sled ever wrote is in its log as the JSON text the
//! store wrote, until the segment holding it is reused: also past a damaged message, where
//! sled's recovery stops reading. A record found there is believed only when its hash matches
//! its fields (see [`chain::hash_of`]). Every change the store makes writes an audit record and
//! the head in its own transaction, so the trail is the evidence of what a cut log lost.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use serde_json::Value;

use super::chain::{hash_of, Head};
use super::sled_files::{self, LOG_FILE, SLED_DIR};

/// The start of every audit record's text, as [`super::chain::seal`] writes it.
const RECORD_START: &[u8] = br#"{"hash":""#;
/// The start of the head's text, as the store writes [`Head`].
const HEAD_START: &[u8] = br#"{"sequence":"#;
/// How much of the log is read at a time.
const CHUNK: usize = 8 * 1024 * 1024;
/// The longest text taken for one record: far above any record the store writes (a few KiB).
const LONGEST: usize = 1024 * 1024;

/// What a store's files show of its audit trail, read without sled.
#[derive(Debug, Default)]
pub struct Remnants {
    /// Whether sled's log was there to scan.
    pub log_found: bool,
    /// Audit records whose hash matches their fields, by sequence number.
    pub records: BTreeMap<u64, Value>,
    /// Sequence numbers of audit records found only with text that is damaged.
    pub damaged: BTreeSet<u64>,
    /// Texts of audit records too damaged to tell their sequence number.
    pub unreadable: usize,
    /// The furthest head of the trail found.
    pub head: Option<Head>,
    /// The log position (LSN) of the newest snapshot that reads whole.
    pub snapshot_lsn: Option<u64>,
}

/// Scans the store directory `store_dir` (a copy that sled is not using).
pub fn scan(store_dir: &Path) -> io::Result<Remnants> {
    let sled_dir = store_dir.join(SLED_DIR);
    let mut found = Remnants {
        snapshot_lsn: sled_files::newest_whole_snapshot(&sled_dir)?,
        ..Remnants::default()
    };
    let mut log = match File::open(sled_dir.join(LOG_FILE)) {
        Ok(log) => log,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(found),
        Err(e) => return Err(e),
    };
    found.log_found = true;
    // Each round reads a chunk after what the last one kept: the texts starting in its last
    // `LONGEST` bytes are read in the next round, whole.
    let mut buf = Vec::new();
    loop {
        let kept = buf.len();
        buf.resize(kept + CHUNK, 0);
        let read = read_full(&mut log, &mut buf[kept..])?;
        buf.truncate(kept + read);
        let end = read < CHUNK;
        let upto = match end {
            true => buf.len(),
            false => buf.len().saturating_sub(LONGEST),
        };
        found.take_from(&buf, upto);
        if end {
            return Ok(found);
        }
        buf.drain(..upto);
    }
}

impl Remnants {
    /// The furthest sequence number the trail is shown to have reached: by a record (whole or
    /// damaged) or by a head.
    pub fn reached(&self) -> Option<u64> {
        let head = self.head.as_ref().map(|h| h.sequence);
        let record = self.records.keys().next_back().copied();
        [head, record, self.damaged.last().copied()]
            .into_iter()
            .flatten()
            .max()
    }

    /// Takes what starts in `buf[..upto]`.
    fn take_from(&mut self, buf: &[u8], upto: usize) {
        for at in positions(&buf[..upto], RECORD_START) {
            self.take_record(&buf[at..buf.len().min(at + LONGEST)]);
        }
        for at in positions(&buf[..upto], HEAD_START) {
            if let Some(head) = head_at(&buf[at..buf.len().min(at + 200)]) {
                if self
                    .head
                    .as_ref()
                    .is_none_or(|h| h.sequence < head.sequence)
                {
                    self.head = Some(head);
                }
            }
        }
    }

    fn take_record(&mut self, text: &[u8]) {
        let whole = serde_json::Deserializer::from_slice(text)
            .into_iter::<Value>()
            .next()
            .and_then(Result::ok)
            .filter(|record| record["hash"].as_str() == Some(hash_of(record).as_str()));
        match (whole, sealed_sequence(text)) {
            (Some(record), _) => match record["sequence"].as_u64() {
                Some(sequence) => {
                    self.damaged.remove(&sequence);
                    self.records.insert(sequence, record);
                }
                None => self.unreadable += 1,
            },
            (None, Some(sequence)) if !self.records.contains_key(&sequence) => {
                self.damaged.insert(sequence);
            }
            (None, Some(_)) => {}
            (None, None) => self.unreadable += 1,
        }
    }
}

/// The sequence number a sealed record's text starts with (`{"hash":"<64 hex>","sequence":N,`),
/// when that much of it is undamaged.
fn sealed_sequence(text: &[u8]) -> Option<u64> {
    let rest = text.strip_prefix(RECORD_START)?;
    let (hash, rest) = rest.split_at_checked(64)?;
    if !hash.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    number_before(rest.strip_prefix(br#"","sequence":"#)?, b',').map(|(n, _)| n)
}

/// The head whose text `{"sequence":N,"hash":"<64 hex>"}` starts `text`.
fn head_at(text: &[u8]) -> Option<Head> {
    let (sequence, rest) = number_before(text.strip_prefix(HEAD_START)?, b',')?;
    let rest = rest.strip_prefix(br#","hash":""#)?;
    let (hash, rest) = rest.split_at_checked(64)?;
    (hash
        .iter()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b))
        && rest.starts_with(b"\"}"))
    .then(|| Head {
        sequence,
        hash: String::from_utf8_lossy(hash).into_owned(),
    })
}

/// The decimal number `text` starts with, up to `then`, and the text from `then` on.
fn number_before(text: &[u8], then: u8) -> Option<(u64, &[u8])> {
    let digits = text.iter().position(|b| *b == then)?;
    let number = std::str::from_utf8(&text[..digits]).ok()?.parse().ok()?;
    Some((number, &text[digits..]))
}

/// Where `needle` starts in `haystack`.
fn positions<'a>(haystack: &'a [u8], needle: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(move |(_, window)| *window == needle)
        .map(|(at, _)| at)
}

/// Fills `buf` unless the file ends first; how much was read.
fn read_full(file: &mut File, buf: &mut [u8]) -> io::Result<usize> {
    let mut read = 0;
    while read < buf.len() {
        match file.read(&mut buf[read..]) {
            Ok(0) => break,
            Ok(n) => read += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::chain::{seal, GENESIS};

    #[test]
    fn whole_records_damaged_ones_and_the_head_are_told_apart_in_any_bytes() {
        let (first, hash) = seal(1, GENESIS, r#"{"operation":"create"}"#);
        let (second, second_hash) = seal(2, &hash, r#"{"operation":"delete"}"#);
        let mut damaged = second.clone().into_bytes();
        let at = damaged.len() - 5;
        damaged[at] ^= 0x20;
        let head = format!(r#"{{"sequence":2,"hash":"{second_hash}"}}"#);
        let mut bytes = b"\x00\x07junk".to_vec();
        for text in [
            first.as_bytes(),
            &damaged,
            head.as_bytes(),
            br#"{"hash":"zz"#,
        ] {
            bytes.extend_from_slice(text);
            bytes.extend_from_slice(b"\x01\x02");
        }
        let mut found = Remnants::default();
        found.take_from(&bytes, bytes.len());
        assert_eq!(found.records.keys().collect::<Vec<_>>(), [&1]);
        assert_eq!(found.damaged.iter().collect::<Vec<_>>(), [&2]);
        assert_eq!(found.unreadable, 1);
        assert_eq!(
            found.head.clone().map(|h| (h.sequence, h.hash)),
            Some((2, second_hash))
        );
        // A whole copy found later makes the record whole.
        found.take_from(second.as_bytes(), second.len());
        assert!(found.damaged.is_empty() && found.records.contains_key(&2));
    }
}
