//! Manifest fields that a resource's JSON does not carry, kept at a path of their own
//! (`{path}/{id}/{field}`, an SSH CA's `policy`): read there to compare with a manifest.

use serde_json::{Map, Value};

use super::plan::read_module;
use crate::cli::{CliError, Context};
use crate::kind::{Kind, KINDS};

/// Adds to `fields` (a resource's manifest form) each of its kind's manifest fields that `wire`
/// does not carry and that a kind of the table keeps at `{path}/{id}/{field}`, when set.
pub fn read(
    ctx: &Context,
    kind: &Kind,
    id: &str,
    wire: &Value,
    fields: &mut Map<String, Value>,
) -> Result<(), CliError> {
    for field in kind.manifest.iter().filter(|f| wire.get(**f).is_none()) {
        let path = format!("{}/{field}", kind.item_path(id));
        let kept_there = KINDS
            .iter()
            .any(|k| k.keys().count() == 1 && k.module_path(&[id]) == path);
        if let Some(value) = kept_there
            .then(|| read_module(ctx, ctx.scope(), &path))
            .transpose()?
            .flatten()
        {
            fields.insert(field.to_string(), value);
        }
    }
    Ok(())
}

/// A value without its `null` fields, which mean the same as fields left out (a rule not set).
pub fn without_nulls(value: &Value) -> Value {
    let mut value = value.clone();
    if let Value::Object(map) = &mut value {
        map.retain(|_, v| !v.is_null());
    }
    value
}
