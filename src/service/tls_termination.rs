//! The TLS termination module of a TLS edge (spec §2.7, §4.5; API-NOTES "TLS termination module").
//! Keyed by the edge ID; the TLS edges themselves live outside this tool.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::InScope;
use crate::api::ApiError;
use crate::id;
use crate::kind;
use crate::store::Tree;

pub const EDGE_PREFIX: &str = "edgtls";

pub const TERMINATE_AT: [&str; 2] = ["edge", "upstream"];
pub const MIN_VERSIONS: [&str; 4] = ["1.0", "1.1", "1.2", "1.3"];
/// What `min_version` shows when TLS ends at the edge and none was chosen.
const DEFAULT_MIN_VERSION: &str = "1.2";

/// PUT body. `null` and `""` mean unset (SDKs send one or the other for a field left out).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TlsTerminationRequest {
    pub enabled: Option<bool>,
    pub terminate_at: Option<String>,
    pub min_version: Option<String>,
}

/// What is stored: the choice as made. The default `min_version` is applied when it is shown, so a
/// later change of the default reaches modules that never chose one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct TlsTermination {
    enabled: bool,
    terminate_at: String,
    min_version: Option<String>,
}

impl InScope<'_> {
    pub fn tls_termination_replace(
        &self,
        edge_id: &str,
        req: TlsTerminationRequest,
    ) -> Result<Value, ApiError> {
        id::check(edge_id, EDGE_PREFIX, "id")?;
        let module = validate(req)?;
        self.write(|tx| tx.put(Tree::of(&kind::TLS_TERMINATION), edge_id, &module))?;
        Ok(wire(&module))
    }

    pub fn tls_termination_get(&self, edge_id: &str) -> Result<Value, ApiError> {
        id::check(edge_id, EDGE_PREFIX, "id")?;
        let module: TlsTermination = self
            .store
            .get(self.scope, Tree::of(&kind::TLS_TERMINATION), edge_id)?
            .ok_or_else(|| not_set(edge_id))?;
        Ok(wire(&module))
    }

    /// 404 when the module is not set.
    pub fn tls_termination_delete(&self, edge_id: &str) -> Result<(), ApiError> {
        id::check(edge_id, EDGE_PREFIX, "id")?;
        self.write(|tx| {
            if !tx.remove(Tree::of(&kind::TLS_TERMINATION), edge_id)? {
                return Err(not_set(edge_id).into());
            }
            Ok(())
        })
    }
}

fn validate(req: TlsTerminationRequest) -> Result<TlsTermination, ApiError> {
    let unset_if_empty = |v: Option<String>| v.filter(|s| !s.is_empty());
    let terminate_at = match unset_if_empty(req.terminate_at) {
        None => TERMINATE_AT[0].to_string(),
        Some(t) if TERMINATE_AT.contains(&t.as_str()) => t,
        Some(t) => {
            return Err(ApiError::invalid(format!(
                "terminate_at must be edge or upstream; got {t:?}"
            )))
        }
    };
    let min_version = unset_if_empty(req.min_version);
    if let Some(v) = &min_version {
        if terminate_at == "upstream" {
            return Err(ApiError::invalid(format!(
                "min_version must be null when terminate_at is upstream (TLS passes through to \
                 the upstream, which picks the version); got {v:?}"
            )));
        }
        if !MIN_VERSIONS.contains(&v.as_str()) {
            return Err(ApiError::invalid(format!(
                "min_version must be one of {}; got {v:?}",
                MIN_VERSIONS.join(", ")
            )));
        }
    }
    Ok(TlsTermination {
        enabled: req.enabled.unwrap_or(true),
        terminate_at,
        min_version,
    })
}

fn wire(m: &TlsTermination) -> Value {
    let min_version = match (&m.min_version, m.terminate_at.as_str()) {
        (Some(v), _) => Some(v.as_str()),
        (None, "edge") => Some(DEFAULT_MIN_VERSION),
        (None, _) => None,
    };
    json!({
        "enabled": m.enabled,
        "terminate_at": m.terminate_at,
        "min_version": min_version,
    })
}

/// Whether a stored record reads as a TlsTermination (`store check`, `store import`).
pub(super) fn check_record(key: &str, record: &Value) -> Result<(), String> {
    super::check_key_is_id(key, EDGE_PREFIX, "edge_id")?;
    super::reads::<TlsTermination>(record)
}

/// 404 for a TLS edge without the module. The edges themselves live outside this tool, so the
/// message cannot tell a missing edge from one without the module.
fn not_set(edge_id: &str) -> ApiError {
    ApiError::module_not_set("TLS termination", &format!("TLS edge {edge_id}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(terminate_at: Option<&str>, min_version: Option<&str>) -> TlsTerminationRequest {
        TlsTerminationRequest {
            enabled: None,
            terminate_at: terminate_at.map(str::to_string),
            min_version: min_version.map(str::to_string),
        }
    }

    fn shown(terminate_at: Option<&str>, min_version: Option<&str>) -> Value {
        wire(&validate(req(terminate_at, min_version)).unwrap())
    }

    #[test]
    fn defaults() {
        assert_eq!(
            shown(None, None),
            json!({"enabled": true, "terminate_at": "edge", "min_version": "1.2"})
        );
        assert_eq!(shown(Some(""), Some("")), shown(None, None));
        assert_eq!(shown(Some("edge"), Some("1.3"))["min_version"], "1.3");
        assert_eq!(
            shown(Some("upstream"), None),
            json!({"enabled": true, "terminate_at": "upstream", "min_version": null})
        );
    }

    #[test]
    fn refusals_name_the_field_and_the_rule() {
        let msg = |t, v| validate(req(t, v)).unwrap_err().msg;
        assert!(msg(Some("upstream"), Some("1.2"))
            .starts_with("min_version must be null when terminate_at is upstream"));
        assert_eq!(
            msg(None, Some("1.4")),
            "min_version must be one of 1.0, 1.1, 1.2, 1.3; got \"1.4\""
        );
        assert_eq!(
            msg(Some("agent"), None),
            "terminate_at must be edge or upstream; got \"agent\""
        );
    }
}
