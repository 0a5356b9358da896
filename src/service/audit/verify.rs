//! `audit verify`'s check of the hash chain, over the records as they are read, newest first (the
//! order `GET /audit_records` pages them in), one at a time: it keeps only the record it expects
//! next, so a trail of any length is checked in constant memory, on every transport alike. It
//! trusts nothing of the engine's but the records' text: the head it starts from is checked like
//! the rest, and a head kept outside the store (`--expect-head`) finds a tail cut behind the
//! store's back, head row and all.

use serde::Serialize;
use serde_json::{json, Value};

use crate::store::chain::{hash_of, Head, GENESIS};

/// The most records past the head a refusal names.
const NAMED: usize = 10;

/// The first thing wrong with a trail. [`Break::sequence`] is where the trail stops being what
/// its chain says; `store repair` and the like read the variant.
#[derive(Debug, Clone, PartialEq)]
pub enum Break {
    /// Record `sequence` is not there, though a later record chains to it (or the head names
    /// it): a gap, deleted records. `found` is the next record below it, if any.
    Missing { sequence: u64, found: Option<u64> },
    /// The record's hash is not the hash of its fields.
    Altered { sequence: u64 },
    /// The record's hash is not the one the record after it (or the head) holds.
    Unchained { sequence: u64 },
    /// The record holds another sequence number than its place in the trail.
    Renumbered { sequence: u64, holds: Option<u64> },
    /// Records the trail holds past its head: written behind tunnelctl's back (a write would
    /// have moved the head). Up to [`NAMED`] of them, newest first.
    PastHead { head: u64, records: Vec<u64> },
    /// The head kept outside the store is not in the trail any more: the records after
    /// `last_kept` (the trail's head, or the record before a rewritten one) were cut.
    Cut { expected: Head, last_kept: u64 },
}

impl Break {
    /// Where the trail breaks: the first record (the oldest) that is not what the chain says.
    pub fn sequence(&self) -> u64 {
        match self {
            Break::Missing { sequence, .. }
            | Break::Altered { sequence }
            | Break::Unchained { sequence }
            | Break::Renumbered { sequence, .. } => *sequence,
            Break::PastHead { head, .. } => head + 1,
            Break::Cut { last_kept, .. } => last_kept + 1,
        }
    }

    /// A name for scripts (`-o json`'s `kind`).
    fn kind(&self) -> &'static str {
        match self {
            Break::Missing { .. } => "missing",
            Break::Altered { .. } => "altered",
            Break::Unchained { .. } => "unchained",
            Break::Renumbered { .. } => "renumbered",
            Break::PastHead { .. } => "past_head",
            Break::Cut { .. } => "cut",
        }
    }
}

impl std::fmt::Display for Break {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Break::Missing { sequence, found } => match found {
                Some(found) => write!(
                    f,
                    "record {sequence} is missing (the next one found is {found})"
                ),
                None => write!(
                    f,
                    "record {sequence} is missing: the trail ends above it, and no checkpoint \
                     of `audit prune` says it was pruned"
                ),
            },
            Break::Altered { sequence } => write!(
                f,
                "record {sequence} was altered: its hash does not match its fields"
            ),
            Break::Unchained { sequence } => write!(
                f,
                "record {sequence} does not chain: its hash is not the one the record after it \
                 (or the trail's head, or a checkpoint) holds"
            ),
            Break::Renumbered { sequence, holds } => write!(
                f,
                "record {sequence} holds another sequence number ({})",
                holds.map_or("none".to_string(), |n| n.to_string())
            ),
            Break::PastHead { head, records } => write!(
                f,
                "record(s) {} are past the trail's head (record {head}): written behind \
                 tunnelctl's back, as every write moves the head with its record",
                records
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Break::Cut {
                expected,
                last_kept,
            } => write!(
                f,
                "the trail was cut after record {last_kept}: it no longer holds record {} with \
                 hash {} (the head kept outside the store)",
                expected.sequence, expected.hash
            ),
        }
    }
}

impl Serialize for Break {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        json!({"sequence": self.sequence(), "kind": self.kind(), "problem": self.to_string()})
            .serialize(serializer)
    }
}

/// What `audit verify` found.
#[derive(Debug, Serialize)]
pub struct Verification {
    /// The records checked (those under a checkpoint's pruned head are not).
    pub records: u64,
    /// The head the walk started from.
    pub head: Head,
    /// The pruned head the trail now starts after (`audit prune`'s newest checkpoint).
    pub pruned_through: Option<Head>,
    /// The head kept outside the store that was checked (`--expect-head`).
    pub expected_head: Option<Head>,
    pub first_bad: Option<Break>,
    /// Where `store repair` cut the trail, newest first (see [`Cut`]).
    pub cuts: Vec<Cut>,
}

/// Where `store repair` cut the trail (see `service::repair`): the records after `kept_through`
/// up to `reached` were lost with a damaged store; its own record, `sequence`, follows them and
/// chains to the last record kept.
#[derive(Debug, Serialize)]
pub struct Cut {
    pub sequence: u64,
    pub kept_through: u64,
    /// `None` when the damaged store did not show how far its trail had reached.
    pub reached: Option<u64>,
    pub time: Value,
    pub actor: Value,
}

impl std::fmt::Display for Cut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let by = self.actor["user"].as_str().unwrap_or("someone");
        let time = self.time.as_str().unwrap_or("an unknown time");
        let first = self.kept_through + 1;
        write!(
            f,
            "cut after record {} by `store repair` ({by}) on {time}: ",
            self.kept_through
        )?;
        match self.reached {
            Some(last) if last > first => write!(f, "records {first} to {last} were lost"),
            Some(last) if last == first => write!(f, "record {first} was lost"),
            Some(_) => write!(f, "no record is known lost"),
            None => write!(
                f,
                "later records may have been lost; how many, the damaged store did not show"
            ),
        }
    }
}

impl Cut {
    /// The cut `record` (whose sequence number is `sequence`) says, when it is `store repair`'s
    /// record of one: numbered right after the records it lost, and kept through a record below
    /// it.
    fn of(record: &Value, sequence: u64) -> Option<Cut> {
        let cut = record
            .get("cut")
            .filter(|_| record["operation"] == "repair")?;
        let kept_through = cut["kept_through"].as_u64()?;
        let reached = cut["reached"].as_u64();
        (kept_through < sequence
            && reached.unwrap_or(kept_through) + 1 == sequence
            && reached.is_none_or(|r| r >= kept_through))
        .then(|| Cut {
            sequence,
            kept_through,
            reached,
            time: record["time"].clone(),
            actor: record["actor"].clone(),
        })
    }
}

/// Records past `head` on a page of the trail, as a [`Break::PastHead`]: `audit list` and
/// `audit export` refuse them, and the walk below starts with it.
pub fn past_head(page: &[Value], head: &Head) -> Option<Break> {
    let records: Vec<u64> = page
        .iter()
        .filter_map(|r| r["sequence"].as_u64())
        .filter(|s| *s > head.sequence)
        .take(NAMED)
        .collect();
    (!records.is_empty()).then_some(Break::PastHead {
        head: head.sequence,
        records,
    })
}

/// The walk down the chain, from the head: give it the records newest first with
/// [`record`](Self::record) until it answers `false` (it has reached the pruned head, or found
/// a break), then [`finish`](Self::finish).
pub struct Walk {
    head: Head,
    expected_head: Option<Head>,
    /// The record expected next: its sequence number and the hash the record above it holds.
    next: Head,
    /// The highest pruned head of the checkpoints seen so far.
    floor: Option<Head>,
    checked: u64,
    /// Whether the walk reached the floor (or the genesis) and stops there.
    done: bool,
    first_bad: Option<Break>,
    cuts: Vec<Cut>,
}

impl Walk {
    /// A walk from `head` (the first page's); `expected` is a head kept outside the store.
    pub fn new(head: Head, expected: Option<Head>) -> Walk {
        let first_bad = expected
            .as_ref()
            .filter(|e| e.sequence > head.sequence)
            .map(|e| Break::Cut {
                expected: e.clone(),
                last_kept: head.sequence,
            });
        Walk {
            next: head.clone(),
            done: first_bad.is_some() || head.sequence == 0,
            head,
            expected_head: expected,
            floor: None,
            checked: 0,
            first_bad,
            cuts: Vec::new(),
        }
    }

    /// Checks the next page of records (newest first); `false` once the walk needs no more.
    pub fn page(&mut self, records: &[Value]) -> bool {
        if let (false, Some(found)) = (self.done, past_head(records, &self.head)) {
            self.first_bad = Some(found);
            self.done = true;
        }
        for record in records {
            if !self.record(record) {
                break;
            }
        }
        !self.done
    }

    /// Checks the next record down; `false` once the walk needs no more.
    fn record(&mut self, record: &Value) -> bool {
        if self.done {
            return false;
        }
        if let Err(found) = self.check(record) {
            self.first_bad = Some(found);
            self.done = true;
        }
        !self.done
    }

    fn check(&mut self, record: &Value) -> Result<(), Break> {
        let sequence = self.next.sequence;
        let holds = record["sequence"].as_u64();
        match holds {
            Some(s) if s > self.head.sequence => {
                let head = &self.head;
                return Err(past_head(std::slice::from_ref(record), head).expect("past the head"));
            }
            Some(s) if s < sequence => {
                return Err(Break::Missing {
                    sequence,
                    found: Some(s),
                })
            }
            Some(s) if s == sequence => {}
            _ => return Err(Break::Renumbered { sequence, holds }),
        }
        let hash = record["hash"].as_str().unwrap_or_default();
        if hash_of(record) != hash {
            return Err(Break::Altered { sequence });
        }
        if hash != self.next.hash {
            return Err(Break::Unchained { sequence });
        }
        if let Some(expected) = &self.expected_head {
            if expected.sequence == sequence && expected.hash != hash {
                return Err(Break::Cut {
                    expected: expected.clone(),
                    last_kept: sequence - 1,
                });
            }
        }
        if let Ok(pruned) = serde_json::from_value::<Head>(record["checkpoint"].clone()) {
            if record["operation"] == "prune"
                && self
                    .floor
                    .as_ref()
                    .is_none_or(|f| f.sequence < pruned.sequence)
            {
                self.floor = Some(pruned);
            }
        }
        self.checked += 1;
        let previous = record["previous_hash"].as_str().unwrap_or_default();
        // `store repair`'s record of a cut chains to the last record kept, across the numbers
        // of the records it lost: a head kept outside among those is gone with them.
        let below = match Cut::of(record, sequence) {
            Some(cut) => {
                let kept_through = cut.kept_through;
                self.cuts.push(cut);
                if let Some(expected) = &self.expected_head {
                    if (kept_through + 1..sequence).contains(&expected.sequence) {
                        return Err(Break::Cut {
                            expected: expected.clone(),
                            last_kept: kept_through,
                        });
                    }
                }
                kept_through
            }
            None => sequence - 1,
        };
        self.next = Head {
            sequence: below,
            hash: previous.to_string(),
        };
        match &self.floor {
            // What lies below a checkpoint's pruned head is pruned, or on its way out.
            Some(floor) if floor.sequence == self.next.sequence => {
                if floor.hash != self.next.hash {
                    return Err(Break::Unchained {
                        sequence: floor.sequence + 1,
                    });
                }
                // A kept head at the pruned head is checked against the checkpoint; one below
                // it was pruned, and the checkpoint vouches for it.
                if let Some(expected) = &self.expected_head {
                    if expected.sequence == floor.sequence && expected.hash != floor.hash {
                        return Err(Break::Cut {
                            expected: expected.clone(),
                            last_kept: floor.sequence.saturating_sub(1),
                        });
                    }
                }
                self.done = true;
            }
            _ if self.next.sequence == 0 => {
                if self.next.hash != GENESIS {
                    return Err(Break::Unchained { sequence: 1 });
                }
                self.done = true;
            }
            _ => {}
        }
        Ok(())
    }

    /// The verification, once every record was given (or the walk said it needs no more).
    pub fn finish(self) -> Verification {
        let first_bad = match (self.first_bad, self.done) {
            (Some(found), _) => Some(found),
            (None, true) => None,
            // The records ran out above the genesis and above any pruned head.
            (None, false) => Some(Break::Missing {
                sequence: self.next.sequence,
                found: None,
            }),
        };
        Verification {
            records: self.checked,
            head: self.head,
            pruned_through: self.floor,
            expected_head: self.expected_head,
            first_bad,
            cuts: self.cuts,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::chain::seal;

    /// Records 1..=n as the store keeps them, newest first, the entry of `prune_at` (if any) a
    /// checkpoint of record 2; and the head.
    fn chain(n: u64, prune_at: Option<u64>) -> (Vec<Value>, Head) {
        let mut head = Head::default();
        let mut records: Vec<Value> = Vec::new();
        for sequence in 1..=n {
            let entry = match prune_at == Some(sequence) {
                true => json!({"operation": "prune", "checkpoint": {
                    "sequence": 2, "hash": records[1]["hash"].clone()}}),
                false => json!({"n": sequence}),
            };
            let (text, hash) = seal(sequence, &head.hash, &entry.to_string());
            records.push(serde_json::from_str::<Value>(&text).unwrap());
            head = Head { sequence, hash };
        }
        records.reverse();
        (records, head)
    }

    fn walk(records: &[Value], head: &Head, expected: Option<&Head>) -> Verification {
        let mut walk = Walk::new(head.clone(), expected.cloned());
        // Pages of two, as a client reads them.
        for page in records.chunks(2) {
            if !walk.page(page) {
                break;
            }
        }
        walk.finish()
    }

    #[test]
    fn a_whole_chain_passes_and_each_kind_of_damage_is_named_where_it_is() {
        let (records, head) = chain(5, None);
        let whole = walk(&records, &head, None);
        assert_eq!((whole.records, whole.first_bad), (5, None));
        assert!(walk(&[], &Head::default(), None).first_bad.is_none());

        let mut gap = records.clone();
        gap.remove(2); // record 3
        let found = walk(&gap, &head, None).first_bad.unwrap();
        assert_eq!(
            found,
            Break::Missing {
                sequence: 3,
                found: Some(2)
            }
        );
        let found = walk(&records[..4], &head, None).first_bad.unwrap();
        assert_eq!(
            found,
            Break::Missing {
                sequence: 1,
                found: None
            }
        );

        let mut altered = records.clone();
        altered[1]["n"] = json!(40);
        assert_eq!(
            walk(&altered, &head, None).first_bad,
            Some(Break::Altered { sequence: 4 })
        );
        // The head set back to an earlier record, as copied: the chain below it holds.
        let (cut, _) = chain(3, None);
        let earlier = Head {
            sequence: 3,
            hash: cut[0]["hash"].as_str().unwrap().into(),
        };
        assert!(walk(&records[2..], &earlier, None).first_bad.is_none());
        // ... and the head kept outside finds the cut, before any record is read.
        let found = walk(&records[2..], &earlier, Some(&head))
            .first_bad
            .unwrap();
        assert_eq!(
            found,
            Break::Cut {
                expected: head.clone(),
                last_kept: 3
            }
        );
        assert_eq!(found.sequence(), 4);
        // A cut trail written again up to the kept head's sequence: another record there.
        let (other, other_head) = chain(5, Some(4));
        let found = walk(&other, &other_head, Some(&head)).first_bad.unwrap();
        assert!(
            matches!(found, Break::Cut { last_kept: 4, .. }),
            "{found:?}"
        );
        // An earlier kept head still in the trail passes.
        let kept = Head {
            sequence: 2,
            hash: records[3]["hash"].as_str().unwrap().into(),
        };
        assert!(walk(&records, &head, Some(&kept)).first_bad.is_none());

        // A record past the head (forged, with no hashing).
        let mut forged = records.clone();
        forged.insert(0, json!({"sequence": 6, "hash": "x"}));
        assert_eq!(
            walk(&forged, &head, None).first_bad,
            Some(Break::PastHead {
                head: 5,
                records: vec![6]
            })
        );
        assert_eq!(
            past_head(&forged, &head),
            Some(Break::PastHead {
                head: 5,
                records: vec![6]
            })
        );
    }

    #[test]
    fn a_checkpoint_ends_the_walk_at_its_pruned_head_and_vouches_for_an_expected_head_below() {
        // Record 4 is a checkpoint of records 1..=2, which were pruned (or are on their way).
        let (records, head) = chain(6, Some(4));
        let pruned = walk(&records[..4], &head, None);
        assert_eq!(pruned.first_bad, None);
        assert_eq!(pruned.records, 4);
        assert_eq!(pruned.pruned_through.unwrap().sequence, 2);
        assert!(walk(&records, &head, None).first_bad.is_none());
        // Record 3 pruned too, without a checkpoint that says so.
        let found = walk(&records[..3], &head, None).first_bad.unwrap();
        assert_eq!(
            found,
            Break::Missing {
                sequence: 3,
                found: None
            }
        );
        // Kept heads at and below the pruned head.
        let at = Head {
            sequence: 2,
            hash: records[4]["hash"].as_str().unwrap().into(),
        };
        assert!(walk(&records[..4], &head, Some(&at)).first_bad.is_none());
        let below = Head {
            sequence: 1,
            hash: "anything pruned".into(),
        };
        assert!(walk(&records[..4], &head, Some(&below)).first_bad.is_none());
    }

    #[test]
    fn a_cut_store_repair_recorded_is_crossed_and_named_and_one_numbered_otherwise_is_a_gap() {
        // Records 1..=2 kept; 3..=6 lost with a damaged store; record 7 is repair's mark.
        let (kept, kept_head) = chain(2, None);
        let mark = |sequence: u64| {
            let entry = json!({"operation": "repair", "cut": {"kept_through": 2, "reached": 6}});
            let (text, hash) = seal(sequence, &kept_head.hash, &entry.to_string());
            let mut records = vec![serde_json::from_str::<Value>(&text).unwrap()];
            records.extend(kept.iter().cloned());
            (records, Head { sequence, hash })
        };
        let (records, head) = mark(7);
        let crossed = walk(&records, &head, None);
        assert_eq!(crossed.first_bad, None);
        assert_eq!(crossed.records, 3);
        let cut = &crossed.cuts[0];
        assert_eq!(
            (cut.sequence, cut.kept_through, cut.reached),
            (7, 2, Some(6))
        );
        assert!(
            cut.to_string().contains("records 3 to 6 were lost"),
            "{cut}"
        );
        // A head kept outside among the lost records is gone with them.
        let lost = Head {
            sequence: 5,
            hash: "0".repeat(64),
        };
        let found = walk(&records, &head, Some(&lost)).first_bad.unwrap();
        assert_eq!(
            found,
            Break::Cut {
                expected: lost,
                last_kept: 2
            }
        );
        // A mark numbered as no repair numbers it is no cut: records 3..=4 are missing.
        let (records, head) = mark(5);
        let found = walk(&records, &head, None).first_bad.unwrap();
        assert_eq!(found.sequence(), 4);
        assert!(matches!(found, Break::Missing { .. }), "{found}");
    }
}
