//! Modules of HTTPS edge routes: SAML and compression (spec §2.6, §2.8, §4.4; API-NOTES "HTTPS
//! route modules"). A module is keyed by (edge ID, route ID); the edges and routes themselves live
//! outside this tool, so only the IDs' format is checked.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::saml::{self, SigningKeys};
use super::seal::{Holder, KeyAtRest, KeyHolder, StoreKey};
use super::{null_as_default, InScope};
use crate::api::route::Route;
use crate::api::ApiError;
use crate::id;
use crate::kind::{self, Kind};
use crate::store::Tree;

pub const EDGE_PREFIX: &str = "edghts";
pub const ROUTE_PREFIX: &str = "edghtsrt";

/// PUT body of the SAML module: the request fields of spec §2.6. A field left out takes its
/// default (PUT replaces the whole module), not the value it had before.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SamlRequest {
    pub enabled: Option<bool>,
    pub options_passthrough: Option<bool>,
    pub cookie_prefix: Option<String>,
    pub inactivity_timeout: Option<u32>,
    pub maximum_duration: Option<u32>,
    pub idp_metadata: Option<String>,
    pub force_authn: Option<bool>,
    pub allow_idp_initiated: Option<bool>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub authorized_groups: Vec<String>,
    pub nameid_format: Option<String>,
}

/// PUT body of the compression module.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompressionRequest {
    pub enabled: Option<bool>,
}

/// What is stored of a SAML module: the validated request and the route's signing key pair.
/// The response-only URLs are derived when a response is written (they depend on the public URL).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct SamlModule {
    #[serde(flatten)]
    config: SamlConfig,
    signing: SigningKeys,
}

/// A validated SAML PUT body, every default filled in.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct SamlConfig {
    enabled: bool,
    options_passthrough: bool,
    cookie_prefix: String,
    inactivity_timeout: u32,
    maximum_duration: u32,
    idp_metadata: String,
    force_authn: bool,
    allow_idp_initiated: bool,
    authorized_groups: Vec<String>,
    nameid_format: String,
}

impl KeyHolder for SamlModule {
    const TREE: Tree = Tree::of(&kind::ROUTE_SAML);

    fn holder(key: &str) -> Holder<'_> {
        Holder::SamlModule(key)
    }

    fn private_key_mut(&mut self) -> &mut KeyAtRest {
        &mut self.signing.private_key_pem
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct CompressionModule {
    enabled: bool,
}

impl InScope<'_> {
    /// Replaces a route's SAML module. The signing key pair and certificate are made on the first
    /// PUT and kept by every later one, so the IdP's configuration stays valid. A new private key
    /// is sealed with `store_key`, the request's, when given.
    pub fn route_saml_replace(
        &self,
        edge_id: &str,
        route_id: &str,
        req: SamlRequest,
        store_key: Option<&StoreKey>,
    ) -> Result<Value, ApiError> {
        let key = module_key(edge_id, route_id)?;
        let config = validate_saml(req)?;
        // Key generation is slow and random, so it happens outside the transaction (which may run
        // more than once), and only when the module is new.
        let mut fresh =
            match self
                .store
                .get::<SamlModule>(self.scope, Tree::of(&kind::ROUTE_SAML), &key)?
            {
                Some(_) => None,
                None => Some(self.signing_keys(route_id, &key, store_key)?),
            };
        loop {
            let stored = self.write(|tx| {
                let existing: Option<SamlModule> = tx.get(Tree::of(&kind::ROUTE_SAML), &key)?;
                let Some(signing) = existing.map(|m| m.signing).or_else(|| fresh.clone()) else {
                    // Deleted since it was read: a new key pair is needed after all.
                    return Ok(None);
                };
                let module = SamlModule {
                    config: config.clone(),
                    signing,
                };
                tx.put(Tree::of(&kind::ROUTE_SAML), &key, &module)?;
                Ok(Some(module))
            })?;
            match stored {
                Some(module) => return Ok(self.saml_wire(route_id, &module)),
                None => fresh = Some(self.signing_keys(route_id, &key, store_key)?),
            }
        }
    }

    /// A new signing key pair for the module under `key`, sealed when there is a store key; none
    /// in a dry run, whose answer shows `request_signing_certificate_pem: null`.
    fn signing_keys(
        &self,
        route_id: &str,
        key: &str,
        store_key: Option<&StoreKey>,
    ) -> Result<SigningKeys, ApiError> {
        let Some(mint) = self.scope.mint() else {
            return Ok(SigningKeys::default());
        };
        let holder = Holder::SamlModule(key);
        let long = self.scope.long_work()?;
        SigningKeys::generate(route_id, self.clock.now(), holder, store_key, &mint, &long)
    }

    pub fn route_saml_get(&self, edge_id: &str, route_id: &str) -> Result<Value, ApiError> {
        let key = module_key(edge_id, route_id)?;
        let module: SamlModule = self
            .store
            .get(self.scope, Tree::of(&kind::ROUTE_SAML), &key)?
            .ok_or_else(|| not_set(&kind::ROUTE_SAML, route_id))?;
        Ok(self.saml_wire(route_id, &module))
    }

    pub fn route_compression_replace(
        &self,
        edge_id: &str,
        route_id: &str,
        req: CompressionRequest,
    ) -> Result<Value, ApiError> {
        let key = module_key(edge_id, route_id)?;
        let module = CompressionModule {
            enabled: req.enabled.unwrap_or(true),
        };
        self.write(|tx| tx.put(Tree::of(&kind::ROUTE_COMPRESSION), &key, &module))?;
        Ok(json!({"enabled": module.enabled}))
    }

    pub fn route_compression_get(&self, edge_id: &str, route_id: &str) -> Result<Value, ApiError> {
        let key = module_key(edge_id, route_id)?;
        let module: CompressionModule = self
            .store
            .get(self.scope, Tree::of(&kind::ROUTE_COMPRESSION), &key)?
            .ok_or_else(|| not_set(&kind::ROUTE_COMPRESSION, route_id))?;
        Ok(json!({"enabled": module.enabled}))
    }

    /// Removes a module (for SAML, with its key pair); 404 when it is not set.
    pub fn route_module_delete(
        &self,
        edge_id: &str,
        route_id: &str,
        module: &'static Kind,
    ) -> Result<(), ApiError> {
        let key = module_key(edge_id, route_id)?;
        self.write(|tx| {
            if !tx.remove(Tree::of(module), &key)? {
                return Err(not_set(module, route_id).into());
            }
            Ok(())
        })
    }

    /// The SP metadata XML published at a SAML module's `metadata_url` (`/saml/{route id}`), which
    /// an IdP fetches without an API key. The URL names only the route, so the module is found by
    /// the route part of its key (a scan of the SAML modules, which are few).
    pub fn saml_sp_metadata(&self, route_id: &str) -> Result<String, ApiError> {
        id::check(route_id, ROUTE_PREFIX, "route id")?;
        let module: SamlModule = self
            .store
            .find_by_key_suffix(
                self.scope,
                Tree::of(&kind::ROUTE_SAML),
                &format!("/{route_id}"),
            )?
            .ok_or_else(|| not_set(&kind::ROUTE_SAML, route_id))?;
        let wire = self.saml_wire(route_id, &module);
        saml::SpMetadata::from_module(&wire)
            .map(|m| m.to_xml())
            .map_err(ApiError::internal)
    }

    fn saml_wire(&self, route_id: &str, module: &SamlModule) -> Value {
        let m = &module.config;
        let entity_id = format!(
            "{}{}",
            self.public_base_url(),
            Route::SamlMetadata(route_id).path()
        );
        json!({
            "enabled": m.enabled,
            "options_passthrough": m.options_passthrough,
            "cookie_prefix": m.cookie_prefix,
            "inactivity_timeout": m.inactivity_timeout,
            "maximum_duration": m.maximum_duration,
            "idp_metadata": m.idp_metadata,
            "force_authn": m.force_authn,
            "allow_idp_initiated": m.allow_idp_initiated,
            "authorized_groups": m.authorized_groups,
            "nameid_format": m.nameid_format,
            "entity_id": entity_id,
            "assertion_consumer_service_url": format!("{entity_id}/acs"),
            "single_logout_url": format!("{entity_id}/slo"),
            "request_signing_certificate_pem": Some(&module.signing.certificate_pem)
                .filter(|pem| !pem.is_empty()),
            "metadata_url": entity_id,
            "idp_metadata_url": "",
        })
    }
}

/// The store key of a route's module, after checking both path IDs.
fn module_key(edge_id: &str, route_id: &str) -> Result<String, ApiError> {
    id::check(edge_id, EDGE_PREFIX, "edge_id")?;
    id::check(route_id, ROUTE_PREFIX, "id")?;
    Ok(format!("{edge_id}/{route_id}"))
}

/// Every rule of a SAML PUT; absent fields take their defaults.
fn validate_saml(req: SamlRequest) -> Result<SamlConfig, ApiError> {
    let idp_metadata = req.idp_metadata.unwrap_or_default();
    saml::check_idp_metadata(&idp_metadata)?;
    let nameid_format = saml::check_nameid_format(req.nameid_format.as_deref())?;
    let cookie_prefix = req.cookie_prefix.unwrap_or_default();
    check_cookie_prefix(&cookie_prefix)?;
    for (i, group) in req.authorized_groups.iter().enumerate() {
        if group.trim().is_empty() {
            return Err(ApiError::invalid(format!(
                "authorized_groups[{i}] must not be empty"
            )));
        }
    }
    Ok(SamlConfig {
        enabled: req.enabled.unwrap_or(true),
        options_passthrough: req.options_passthrough.unwrap_or(false),
        cookie_prefix,
        inactivity_timeout: req.inactivity_timeout.unwrap_or(0),
        maximum_duration: req.maximum_duration.unwrap_or(0),
        idp_metadata,
        force_authn: req.force_authn.unwrap_or(false),
        allow_idp_initiated: req.allow_idp_initiated.unwrap_or(false),
        authorized_groups: req.authorized_groups,
        nameid_format,
    })
}

/// The prefix starts a cookie name, so it may hold only the token characters of RFC 6265.
fn check_cookie_prefix(prefix: &str) -> Result<(), ApiError> {
    const SEPARATORS: &str = "()<>@,;:\\\"/[]?={} \t";
    match prefix
        .chars()
        .find(|c| !c.is_ascii() || c.is_ascii_control() || SEPARATORS.contains(*c))
    {
        Some(c) => Err(ApiError::invalid(format!(
            "cookie_prefix may hold only the characters of a cookie name (visible ASCII except \
             separators such as ; = , and spaces); it contains {c:?}"
        ))),
        None => Ok(()),
    }
}

/// Whether a stored record reads as a SAML module (`store check`, `store import`).
pub(super) fn check_saml_record(
    store_key: Option<&StoreKey>,
    key: &str,
    record: &Value,
) -> Result<(), String> {
    check_stored_key(key)?;
    let module: SamlModule = super::read(record)?;
    module
        .signing
        .check_pair(Holder::SamlModule(key), store_key)
}

/// A module's record key is `EDGE_ID/ROUTE_ID`, each of its kind, as [`module_key`] makes it.
fn check_stored_key(key: &str) -> Result<(), String> {
    let (edge_id, route_id) = key.split_once('/').unwrap_or((key, ""));
    module_key(edge_id, route_id)
        .map(drop)
        .map_err(|e| format!("the key must be EDGE_ID/ROUTE_ID: {}", e.msg))
}

/// Whether a stored record reads as a compression module (`store check`, `store import`).
pub(super) fn check_compression_record(key: &str, record: &Value) -> Result<(), String> {
    check_stored_key(key)?;
    super::reads::<CompressionModule>(record)
}

/// 404 for a route without the module. The routes themselves live outside this tool, so the
/// message cannot tell a missing route from one without the module.
fn not_set(module: &'static Kind, route_id: &str) -> ApiError {
    ApiError::module_not_set(
        module.module_name(),
        &format!("HTTPS edge route {route_id}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cookie_prefixes() {
        for ok in ["", "tunnel-saml_", "A.b!#$%&'*+^`|~"] {
            assert!(check_cookie_prefix(ok).is_ok(), "{ok}");
        }
        for bad in ["a b", "a;", "a=b", "é", "a\n"] {
            let err = check_cookie_prefix(bad).unwrap_err();
            assert!(err.msg.starts_with("cookie_prefix may hold"), "{bad}");
        }
    }

    #[test]
    fn module_keys_check_both_path_ids() {
        let edge = id::format(EDGE_PREFIX, &id::raw(1_700_000_000, [1; 16]));
        let route = id::format(ROUTE_PREFIX, &id::raw(1_700_000_000, [2; 16]));
        assert_eq!(
            module_key(&edge, &route).unwrap(),
            format!("{edge}/{route}")
        );
        let err = module_key(&route, &route).unwrap_err();
        assert!(err
            .msg
            .starts_with("edge_id: expected an ID with a prefix of edghts_"));
        let err = module_key(&edge, &edge).unwrap_err();
        assert!(err
            .msg
            .starts_with("id: expected an ID with a prefix of edghtsrt_"));
    }

    #[test]
    fn left_out_fields_take_their_defaults() {
        let req = SamlRequest {
            idp_metadata: Some(
                r#"<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>"#.into(),
            ),
            ..Default::default()
        };
        let m = validate_saml(req).unwrap();
        assert!(m.enabled);
        assert!(!m.options_passthrough && !m.force_authn && !m.allow_idp_initiated);
        assert_eq!(m.nameid_format, saml::NAMEID_FORMATS[0]);
        assert_eq!((m.inactivity_timeout, m.maximum_duration), (0, 0));
        assert_eq!(m.cookie_prefix, "");
    }

    #[test]
    fn blank_group_names_are_refused() {
        let req = SamlRequest {
            idp_metadata: Some(
                r#"<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>"#.into(),
            ),
            authorized_groups: vec!["ops".into(), " ".into()],
            ..Default::default()
        };
        let err = validate_saml(req).unwrap_err();
        assert_eq!(err.msg, "authorized_groups[1] must not be empty");
    }
}
