//! What the store key (`--store-key-file`) does across the kinds that hold a private key (SSH CAs,
//! SAML modules): `store rotate-key` seals every such key with a new store key, in one
//! transaction, and `store import` seals an export's unsealed ones. A kind takes part by
//! implementing `seal::KeyHolder` and being listed in [`Service::rotate_store_key`].

use serde::Serialize;
use serde_json::{json, Value};
use zeroize::Zeroizing;

use super::seal::{KeyAtRest, KeyHolder, Rotated, StoreKey};
use super::InScope;
use crate::api::ApiError;
use crate::store::transfer::PRIVATE_KEY_FIELDS;
use crate::store::{Tx, TxResult};

/// What `store rotate-key` did, counting the private keys of every kind.
#[derive(Debug, Default, Serialize)]
pub struct Rotation {
    /// The fingerprint of the key-encryption key every private key is now sealed with.
    pub store_key: String,
    /// Keys that were sealed with the old key.
    pub resealed: usize,
    /// Keys that were stored unsealed (from before the store had a key).
    pub sealed: usize,
    /// Records without their private key in this store (imported without it): nothing to seal.
    pub without_private_key: usize,
}

impl Rotation {
    fn count(&mut self, rotated: Rotated) {
        match rotated {
            Rotated::Resealed => self.resealed += 1,
            Rotated::Sealed => self.sealed += 1,
            Rotated::Absent => self.without_private_key += 1,
        }
    }
}

impl InScope<'_> {
    /// Seals every private key of the store (SSH CAs', SAML modules') with `new`, in one
    /// transaction: the data key of a sealed one is re-encrypted (opened with `current`, which
    /// must be the key that sealed it), an unsealed one is sealed. Nothing changes when one
    /// cannot be opened.
    pub fn rotate_store_key(
        &self,
        current: Option<&StoreKey>,
        new: &StoreKey,
    ) -> Result<Rotation, ApiError> {
        use super::route::SamlModule;
        use super::ssh_ca::SshCa;
        let scans = [(SshCa::TREE, ""), (SamlModule::TREE, "")];
        let rotation = self.write_over_prefixes(&scans, |tx, keys| {
            let mut rotation = Rotation {
                store_key: new.fingerprint().to_string(),
                ..Rotation::default()
            };
            rotate_keys::<SshCa>(tx, &keys[0], current, new, &mut rotation)?;
            rotate_keys::<SamlModule>(tx, &keys[1], current, new, &mut rotation)?;
            // One record for the rotation, naming the new key by its fingerprint.
            let details = json!({"store_key": rotation.store_key});
            self.append_summary(tx, "rotate-store-key", details)?;
            Ok(rotation)
        })?;
        Ok(rotation)
    }

    /// Seals with `store_key` the private keys of kind `R` that an export `document` holds as
    /// text and `wanted` takes; how many. Without a store key nothing changes, and the `Err` names
    /// the records whose keys would have been sealed, for the caller to refuse or let be. Anything
    /// not of an export's shape is left for `Store::import` to name.
    pub(super) fn seal_imported_keys<R: KeyHolder>(
        &self,
        document: &mut Value,
        wanted: impl Fn(&str) -> bool,
        store_key: Option<&StoreKey>,
    ) -> Result<usize, Vec<String>> {
        let Some(records) = document
            .get_mut("trees")
            .and_then(|trees| trees.get_mut(R::TREE.name()))
            .and_then(Value::as_object_mut)
        else {
            return Ok(0);
        };
        let (_, path) = PRIVATE_KEY_FIELDS
            .iter()
            .find(|(tree, _)| *tree == R::TREE)
            .expect("every kind that holds a private key is in PRIVATE_KEY_FIELDS");
        let fields = records.iter_mut().filter_map(|(key, record)| {
            let field = path
                .iter()
                .try_fold(record, |value, name| value.get_mut(*name))?;
            let text = field
                .as_str()
                .filter(|text| !text.is_empty() && wanted(text))?;
            Some((key, Zeroizing::new(text.to_string()), field))
        });
        let Some(store_key) = store_key else {
            return Err(fields.map(|(key, _, _)| key.clone()).collect());
        };
        let mut sealed = 0;
        for (key, text, field) in fields {
            let at_rest = KeyAtRest::Sealed(store_key.seal(R::holder(key), &text));
            *field = serde_json::to_value(&at_rest).expect("a record of strings serializes");
            sealed += 1;
        }
        Ok(sealed)
    }
}

fn rotate_keys<R: KeyHolder>(
    tx: &Tx,
    keys: &[String],
    current: Option<&StoreKey>,
    new: &StoreKey,
    rotation: &mut Rotation,
) -> TxResult<()> {
    for key in keys {
        let Some(mut record) = tx.get::<R>(R::TREE, key)? else {
            continue;
        };
        let rotated = record
            .private_key_mut()
            .rotate(R::holder(key), current, new)?;
        if rotated != Rotated::Absent {
            tx.put(R::TREE, key, &record)?;
        }
        rotation.count(rotated);
    }
    Ok(())
}
