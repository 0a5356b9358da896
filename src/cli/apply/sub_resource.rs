//! What lives at a path of its own below a resource: its modules, and the manifest fields that
//! its JSON does not carry (`{path}/{id}/{field}`, an SSH CA's `policy`), read there to compare
//! with a manifest.

use serde_json::{Map, Value};

use crate::api::ApiRequest;
use crate::cli::{CliError, Context, ErrorKind};
use crate::kind::{Kind, KINDS};
use crate::store::Scope;

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

/// A module as its path answers it; `None` when it is not set (404).
pub fn read_module(ctx: &Context, scope: &Scope, path: &str) -> Result<Option<Value>, CliError> {
    match ctx.send_in(&ApiRequest::get(path), scope) {
        Ok(value) => Ok(value),
        Err(err) if err.kind == ErrorKind::NotFound => Ok(None),
        Err(err) => Err(err),
    }
}
