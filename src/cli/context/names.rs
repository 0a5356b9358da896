//! Names instead of IDs: wherever a command takes an ID it also takes the resource's manifest
//! name (the one `apply` keeps in its metadata, see `apply::identity`), unique per kind. Every
//! request a command sends passes through [`Context::with_ids`], so every command and every
//! transport reads names the same way; a well-formed ID is taken as it is, without a lookup.

use std::borrow::Cow;
use std::ops::Range;

use percent_encoding::percent_decode_str;
use serde_json::Value;

use super::Context;
use crate::api::route::Route;
use crate::api::ApiRequest;
use crate::cli::apply::identity;
use crate::cli::CliError;
use crate::kind::{Kind, Verb, KINDS};
use crate::store::Scope;

/// At most this many candidates are listed when a name is not found.
const SHOWN: usize = 10;

impl Context {
    /// `req` with the ID of the resource its path names in place of a manifest name (e.g.
    /// `/edges/tcp/bastion/backend` → `/edges/tcp/edgtcp_…/backend`); as it is when its path holds
    /// an ID, or no resource of a kind with IDs, or after [`paths_as_written`].
    ///
    /// [`paths_as_written`]: Self::paths_as_written
    pub(super) fn with_ids<'r>(
        &self,
        req: &'r ApiRequest,
        scope: &Scope,
    ) -> Result<Cow<'r, ApiRequest>, CliError> {
        let Some((kind, slot)) = id_slot(&req.path).filter(|_| !self.as_written.get()) else {
            return Ok(Cow::Borrowed(req));
        };
        let word = percent_decode_str(&req.path[slot.clone()]).decode_utf8_lossy();
        let id = self.resolve_in(scope, kind, &word)?;
        if id == req.path[slot.clone()] {
            return Ok(Cow::Borrowed(req));
        }
        let mut named = req.clone();
        named.path.replace_range(slot, &crate::kind::segment(&id));
        Ok(Cow::Owned(named))
    }

    /// Sends every later request with its path as written: `tunnelctl api` sends what it is given.
    pub fn paths_as_written(&self) {
        self.as_written.set(true);
    }

    /// `path` with the ID of the resource it names in place of a manifest name, as every request
    /// is sent (see [`with_ids`](Self::with_ids)): for a command to look a name up before it asks
    /// a person anything, so that a name nothing has fails first.
    pub fn resolve_path(&self, path: &str) -> Result<String, CliError> {
        let req = ApiRequest::get(path);
        Ok(self.with_ids(&req, self.scope())?.path.clone())
    }

    /// The ID of the resource of `kind` that `word` names: `word` itself when it is a well-formed
    /// ID of the kind, else the one resource whose manifest name it is. A word no resource is
    /// named goes as it is when it starts with an ID prefix (`edgtcp_`, `sshca_`, …: the API then
    /// says what is wrong with it); otherwise it is not found (exit 3, as an unknown ID is),
    /// listing the named ones; two resources with the name are a usage error (exit 2).
    pub fn resolve(&self, kind: &'static Kind, word: &str) -> Result<String, CliError> {
        self.resolve_in(self.scope(), kind, word)
    }

    fn resolve_in(
        &self,
        scope: &Scope,
        kind: &'static Kind,
        word: &str,
    ) -> Result<String, CliError> {
        if crate::id::is_valid(word, kind.prefix) {
            return Ok(word.to_string());
        }
        let named = self.named(scope, kind)?;
        let found: Vec<&(String, String)> = named.iter().filter(|(_, n)| n == word).collect();
        let listed = |all: &[&(String, String)]| -> String {
            let mut text: Vec<String> = all
                .iter()
                .take(SHOWN)
                .map(|(id, name)| format!("{id} ({name:?})"))
                .collect();
            if all.len() > SHOWN {
                text.push(format!("and {} more", all.len() - SHOWN));
            }
            text.join(", ")
        };
        match found.as_slice() {
            [(id, _)] => Ok(id.clone()),
            // Meant as an ID (of this kind, or another's): the API says what is wrong with it.
            [] if meant_as_id(word) => Ok(word.to_string()),
            [] if named.is_empty() => Err(CliError::not_found(format!(
                "no {} is named {word:?}, and none has a name",
                kind.title
            ))
            .with_hint(format!(
                "give its ID ({}_…; `tunnelctl {} list` shows them){}",
                kind.prefix,
                kind.command,
                match kind.manifest.is_empty() {
                    true => "",
                    false => "; a manifest gives a resource its name (tunnelctl apply)",
                }
            ))),
            [] => Err(CliError::not_found(format!(
                "no {} is named {word:?}; the named ones: {}",
                kind.title,
                listed(&named.iter().collect::<Vec<_>>())
            ))
            .with_hint(format!(
                "give one of these names, or an ID ({}_…)",
                kind.prefix
            ))),
            several => Err(CliError::usage(format!(
                "{} {} are named {word:?}: {}",
                several.len(),
                kind.plural,
                listed(several)
            ))
            .with_hint("give the ID of the one you mean")),
        }
    }

    /// The resources of `kind` that have a manifest name, as (ID, name); read once per command.
    fn named(&self, scope: &Scope, kind: &'static Kind) -> Result<Vec<(String, String)>, CliError> {
        if let Some(named) = self.names.borrow().get(kind.name) {
            return Ok(named.clone());
        }
        let list = self.list_in(scope, kind.path, kind.list_key, None, None)?;
        let named: Vec<(String, String)> = list[kind.list_key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|item| Some((item["id"].as_str()?.to_string(), name_of(item)?)))
            .collect();
        self.names.borrow_mut().insert(kind.name, named.clone());
        Ok(named)
    }
}

/// The manifest name of a resource as the API answers it; `None` when it has none.
pub fn name_of(resource: &Value) -> Option<String> {
    identity::read(resource["metadata"].as_str()?).0
}

/// Whether `word` was meant as an ID rather than a name: it starts with a known kind's prefix
/// (`edgtcp_`), or is a prefix and 27 base62 characters (`ed_…`, an ID of a kind outside this tool).
fn meant_as_id(word: &str) -> bool {
    Kind::of_id(word).is_some()
        || word
            .split_once('_')
            .is_some_and(|(_, rest)| crate::id::decode(rest).is_some())
}

/// The kind of the resource whose ID `path` holds, and where the ID is: the segment after the
/// collection path of a kind with IDs that can be listed (so names can be looked up).
fn id_slot(path: &str) -> Option<(&'static Kind, Range<usize>)> {
    // A path under a collection that names no resource (the KRL of several CAs, whose IDs are
    // its query's; `/api_keys/self`): its route holds no ID, so its template is itself.
    if Route::parse(path).is_some_and(|route| route.template() == route.path()) {
        return None;
    }
    KINDS
        .iter()
        .filter(|k| k.has_ids() && k.can(Verb::List))
        .find_map(|kind| {
            let rest = path.strip_prefix(kind.path)?.strip_prefix('/')?;
            let start = path.len() - rest.len();
            let len = rest.find('/').unwrap_or(rest.len());
            (len > 0).then_some((*kind, start..start + len))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_id_slot_is_the_segment_after_a_collection() {
        let slot = |path: &str| id_slot(path).map(|(k, r)| (k.name, path[r].to_string()));
        assert_eq!(
            slot("/edges/tcp/bastion/backend"),
            Some(("tcp-edge", "bastion".into()))
        );
        assert_eq!(
            slot("/ssh_certificate_authorities/ci/policy"),
            Some(("ssh-ca", "ci".into()))
        );
        assert_eq!(slot("/ssh_certificate_authorities/krl"), None);
        assert_eq!(
            slot("/api_keys/self"),
            None,
            "the caller's own key is no name"
        );
        assert_eq!(
            slot("/api_keys/ak_1/rotate"),
            Some(("api-key", "ak_1".into()))
        );
        assert_eq!(
            slot("/event_subscriptions/a%2Fb/sources/x"),
            Some(("event-subscription", "a%2Fb".into()))
        );
        assert_eq!(slot("/edges/tcp"), None);
        assert_eq!(slot("/edges/tls/edgtls_1/tls_termination"), None);
        assert_eq!(slot("/emulator/agent_releases/3.1.0"), None);
    }
}
