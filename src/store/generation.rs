//! KRL generations: a value per SSH CA, kept in the meta tree, that every write to what the CA's
//! KRL is built of replaces (the CA's record, its revocations, its revoked keys). A process that
//! keeps a KRL's bytes (`serve`, see `service::krl`) keeps the generation it read before building
//! them, and builds them again once the store holds another: every replica of `serve` reads the
//! same store, so a revocation made through one is in the next KRL another answers, and one made
//! by `store import` or any other writer as well, since [`Tx::put`] and [`Tx::remove`] keep the
//! generation here, as they keep the indexes.
//!
//! A new generation is a random value, not the old one plus one: writing it reads nothing (two
//! revocations of one CA at once cannot both write the same next number), and a store emptied
//! and filled again, or a CA ID imported anew, never repeats a generation a process kept.
//!
//! [`Tx::put`]: super::Tx::put
//! [`Tx::remove`]: super::Tx::remove

use serde_json::Value;

use super::tx::Rewrite;
use super::{Failure, Scope, Store, Tree, Tx, TxResult};
use crate::kind;

/// The meta keys of the generations: `krl_generation/<CA ID>`.
const PREFIX: &str = "krl_generation/";

/// The trees a CA's KRL is built of, each with the field of a record that names its CA (`None`:
/// the record's key is the CA's ID).
const SOURCES: [(Tree, Option<&str>); 3] = [
    (Tree::of(&kind::SSH_CA), None),
    (Tree::SshRevocations, Some("ssh_certificate_authority_id")),
    (Tree::SshRevokedKeys, Some("ssh_certificate_authority_id")),
];

fn key(ca_id: &str) -> String {
    format!("{PREFIX}{ca_id}")
}

/// Whether writes to `tree` change a generation.
pub(super) fn follows(tree: Tree) -> bool {
    SOURCES.iter().any(|(source, _)| *source == tree)
}

/// Replaces the generation of every CA the record under `key` of `tree` belonged to before
/// (`old`) or belongs to now (`new`), in the write's own transaction. A CA's record removed takes
/// its generation with it.
pub(super) fn follow(tx: &Tx, rewrite: &Rewrite) -> TxResult<()> {
    let (tree, key, old, new) = rewrite.parts();
    let Some((_, field)) = SOURCES.iter().find(|(source, _)| *source == tree) else {
        return Ok(());
    };
    let ca_of = |record: Option<&Value>| -> Option<String> {
        let record = record?;
        match field {
            Some(field) => record.get(*field)?.as_str().map(str::to_string),
            None => Some(key.to_string()),
        }
    };
    if old == new {
        return Ok(());
    }
    if field.is_none() && new.is_none() {
        return tx.put_raw(Tree::Meta, &self::key(key), None::<&str>);
    }
    let mut cas: Vec<String> = [ca_of(old), ca_of(new)].into_iter().flatten().collect();
    cas.dedup();
    for ca_id in cas {
        let generation = format!("{:016x}", rand::random::<u64>());
        tx.put_raw(Tree::Meta, &self::key(&ca_id), Some(generation))?;
    }
    Ok(())
}

impl Store {
    /// The KRL generation of the CA `ca_id` as the store holds it now: `None` for a CA no write
    /// has changed since the store came to this schema (or one that does not exist).
    pub fn krl_generation(&self, scope: &Scope, ca_id: &str) -> Result<Option<String>, Failure> {
        self.get(scope, Tree::Meta, &key(ca_id))
    }
}
