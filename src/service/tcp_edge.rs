//! TCP edges (spec §2.3, §4.1; API-NOTES "TCP edges").

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::resource::Resource;
use super::{check_description_metadata, found, null_as_default, InScope, Measure};
use crate::api::body::check_echoed_id;
use crate::api::route::{Route, Segment, TcpEdgeModule};
use crate::api::{code, ApiError};
use crate::clock;
use crate::document::{self, DocumentError};
use crate::id;
use crate::kind::{self, Kind};
use crate::store::{Taken, Tree};

/// Backend kinds by ID prefix, and the path segment their `uri` uses.
const BACKEND_KINDS: [(&str, &str); 5] = [
    ("bkdtg", "tunnel_group"),
    ("bkdfo", "failover"),
    ("bkdhr", "http_response"),
    ("bkdsc", "static"),
    ("bkdwd", "weighted"),
];

/// Body of create and update: every field optional; on update an absent field is unchanged.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TcpEdgeRequest {
    /// Accepted on update for SDKs that echo it; must match the path.
    pub id: Option<String>,
    pub description: Option<String>,
    pub metadata: Option<String>,
    pub hostports: Option<Vec<String>>,
    pub backend: Option<BackendMutate>,
    pub ip_restriction: Option<IpRestrictionMutate>,
    pub policy: Option<EndpointPolicy>,
    /// The same module as `policy`, in the current API's shape (`TCPEdgeCreate.traffic_policy`).
    pub traffic_policy: Option<TrafficPolicy>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BackendMutate {
    pub enabled: Option<bool>,
    #[serde(default)]
    pub backend_id: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IpRestrictionMutate {
    pub enabled: Option<bool>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub ip_policy_ids: Vec<String>,
}

/// A traffic policy; the same shape in requests, responses and the store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndpointPolicy {
    #[serde(
        default = "enabled_by_default",
        deserialize_with = "enabled_unless_false"
    )]
    pub enabled: bool,
    #[serde(default, deserialize_with = "null_as_default")]
    pub inbound: Vec<EndpointRule>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub outbound: Vec<EndpointRule>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndpointRule {
    #[serde(default, deserialize_with = "null_as_default")]
    pub name: String,
    #[serde(default, deserialize_with = "null_as_default")]
    pub expressions: Vec<String>,
    #[serde(default, deserialize_with = "null_as_default")]
    pub actions: Vec<EndpointAction>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndpointAction {
    #[serde(rename = "type", default, deserialize_with = "null_as_default")]
    pub kind: String,
    #[serde(default)]
    pub config: Option<Value>,
}

fn enabled_by_default() -> bool {
    true
}

/// `enabled` omitted or null means true (spec §2.2).
fn enabled_unless_false<'de, D: serde::Deserializer<'de>>(de: D) -> Result<bool, D::Error> {
    Ok(Option::<bool>::deserialize(de)?.unwrap_or(true))
}

/// The current API's shape of the policy module (the edge's `traffic_policy` field and the body
/// of `PUT /edges/tcp/{id}/traffic_policy`): `value` is the policy document (`inbound`/`outbound`
/// rules) as JSON or YAML text.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrafficPolicy {
    #[serde(
        default = "enabled_by_default",
        deserialize_with = "enabled_unless_false"
    )]
    pub enabled: bool,
    pub value: String,
}

/// What `TrafficPolicy::value` holds: the rules of an [`EndpointPolicy`].
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "traffic policy document")]
struct PolicyDocument {
    #[serde(default, deserialize_with = "null_as_default")]
    inbound: Vec<EndpointRule>,
    #[serde(default, deserialize_with = "null_as_default")]
    outbound: Vec<EndpointRule>,
}

impl TrafficPolicy {
    /// The policy `value` describes (YAML reads JSON too), checked as the edge's `policy` is, and
    /// the text it came in.
    fn into_policy(self) -> Result<(EndpointPolicy, String), ApiError> {
        const FIELD: &str = "traffic_policy.value";
        let document: PolicyDocument = document::read_yaml(&self.value).map_err(|e| {
            ApiError::invalid(match e {
                DocumentError::Limit(why) => format!("{FIELD} is refused: {why}"),
                e => format!(
                    "{FIELD} must be a traffic policy document (JSON or YAML with `inbound` and \
                     `outbound` rules): {e}"
                ),
            })
        })?;
        let policy = EndpointPolicy {
            enabled: self.enabled,
            inbound: document.inbound,
            outbound: document.outbound,
        };
        check_policy(&policy, FIELD)?;
        Ok((policy, self.value))
    }

    /// The module in the current API's shape: `text` as it was sent, or, for a policy given as
    /// `policy`, its rules as JSON.
    fn wire(policy: &EndpointPolicy, text: Option<&str>) -> Value {
        let value = text.map(str::to_string).unwrap_or_else(|| {
            let document = PolicyDocument {
                inbound: policy.inbound.clone(),
                outbound: policy.outbound.clone(),
            };
            serde_json::to_string(&document).unwrap_or_default()
        });
        json!({"enabled": policy.enabled, "value": value})
    }
}

/// The body of `PUT /edges/tcp/{id}/<module>`: one module, as PATCH takes it in its field.
#[derive(Debug)]
pub enum ModuleReplace {
    Backend(BackendMutate),
    IpRestriction(IpRestrictionMutate),
    Policy(EndpointPolicy),
    /// The policy again, given and answered in the current API's shape.
    TrafficPolicy(TrafficPolicy),
}

impl ModuleReplace {
    fn module(&self) -> TcpEdgeModule {
        match self {
            ModuleReplace::Backend(_) => TcpEdgeModule::Backend,
            ModuleReplace::IpRestriction(_) => TcpEdgeModule::IpRestriction,
            ModuleReplace::Policy(_) => TcpEdgeModule::Policy,
            ModuleReplace::TrafficPolicy(_) => TcpEdgeModule::TrafficPolicy,
        }
    }

    /// The PATCH body that sets this module and nothing else, so that PUT and PATCH share every
    /// rule and every message.
    fn into_update(self) -> TcpEdgeRequest {
        let mut req = TcpEdgeRequest::default();
        match self {
            ModuleReplace::Backend(b) => req.backend = Some(b),
            ModuleReplace::IpRestriction(r) => req.ip_restriction = Some(r),
            ModuleReplace::Policy(p) => req.policy = Some(p),
            ModuleReplace::TrafficPolicy(p) => req.traffic_policy = Some(p),
        }
        req
    }
}

/// What is stored: the validated request, without `uri`s (those depend on the serving URL).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TcpEdge {
    id: String,
    description: String,
    metadata: String,
    created_at: String,
    hostports: Option<Vec<String>>,
    backend: Option<Backend>,
    ip_restriction: Option<IpRestriction>,
    policy: Option<EndpointPolicy>,
    /// The text of a `policy` given as `traffic_policy`, answered back as it was sent (absent
    /// when the policy came as `policy`, and in stores written before this field existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    traffic_policy_text: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Backend {
    enabled: bool,
    backend_id: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct IpRestriction {
    enabled: bool,
    ip_policy_ids: Vec<String>,
}

/// A hostport already on another edge: 409 `ERR_NGROK_7122`, naming that edge; a CA key that is
/// already a CA: 409 naming that CA. (The store only says that a unique value is taken; the API's
/// answer to it is decided here.)
impl From<Taken> for ApiError {
    fn from(taken: Taken) -> Self {
        match taken.index {
            Tree::Hostports => ApiError::conflict(code::HOSTPORT_TAKEN, taken.describe())
                .with_detail("edge_id", taken.holder),
            Tree::SshCaKeys => ApiError::conflict(
                code::CA_KEY_TAKEN,
                format!(
                    "{}: one key is one CA to sshd, so its certificates and revocations stay \
                     under one record; use that CA, or delete it first",
                    taken.describe()
                ),
            )
            .with_detail("ssh_certificate_authority_id", taken.holder),
            // Every unique index needs its own answer here; reaching this is a bug.
            other => ApiError::internal(format!(
                "unique index {} has no API error for a taken value",
                other.name()
            )),
        }
    }
}

impl Resource for TcpEdge {
    const KIND: &'static Kind = &kind::TCP_EDGE;

    fn wire(&self, service: &InScope) -> Value {
        service.tcp_edge_wire(self)
    }
}

impl InScope<'_> {
    pub fn tcp_edge_create(&self, req: TcpEdgeRequest) -> Result<Value, ApiError> {
        check_echoed_id("id", req.id.as_deref(), None)?;
        let changes = Changes::validate(req)?;
        let now = self.clock.now();
        let edge = self.create(
            Tree::of(&kind::TCP_EDGE),
            kind::TCP_EDGE.prefix,
            now.unix_timestamp(),
            |tx, id| {
                let mut edge = TcpEdge {
                    id: id.to_string(),
                    description: String::new(),
                    metadata: String::new(),
                    created_at: clock::format_time(now),
                    hostports: None,
                    backend: None,
                    ip_restriction: None,
                    policy: None,
                    traffic_policy_text: None,
                };
                changes.apply(&mut edge);
                tx.put(Tree::of(&kind::TCP_EDGE), &edge.id, &edge)?;
                Ok(edge)
            },
        )?;
        Ok(self.tcp_edge_wire(&edge))
    }

    /// PATCH: absent fields and modules are unchanged; a present module replaces the old one whole.
    pub fn tcp_edge_update(&self, id: &str, req: TcpEdgeRequest) -> Result<Value, ApiError> {
        id::check(id, kind::TCP_EDGE.prefix, "id")?;
        check_echoed_id("id", req.id.as_deref(), Some(id))?;
        let edge = self.tcp_edge_change(id, Changes::validate(req)?)?;
        Ok(self.tcp_edge_wire(&edge))
    }

    /// Applies validated changes to a stored edge in one transaction; 404 when it is not there.
    fn tcp_edge_change(&self, id: &str, changes: Changes) -> Result<TcpEdge, ApiError> {
        self.write(|tx| {
            let mut edge: TcpEdge = found(
                tx.get(Tree::of(&kind::TCP_EDGE), id)?,
                TcpEdge::KIND.title,
                id,
            )?;
            changes.apply(&mut edge);
            tx.put(Tree::of(&kind::TCP_EDGE), id, &edge)?;
            Ok(edge)
        })
    }

    /// `GET /edges/tcp/{id}/<module>`: the module as the edge shows it; 404 when the edge is not
    /// there or the module is not set.
    pub fn tcp_edge_module_get(&self, id: &str, module: TcpEdgeModule) -> Result<Value, ApiError> {
        id::check(id, kind::TCP_EDGE.prefix, "id")?;
        let edge: TcpEdge = found(
            self.store.get(self.scope, Tree::of(&kind::TCP_EDGE), id)?,
            TcpEdge::KIND.title,
            id,
        )?;
        self.tcp_edge_module_wire(&edge, module)
    }

    /// `PUT /edges/tcp/{id}/<module>`: replaces the module whole, as a PATCH that names only this
    /// module does, and answers the module.
    pub fn tcp_edge_module_replace(
        &self,
        id: &str,
        body: ModuleReplace,
    ) -> Result<Value, ApiError> {
        id::check(id, kind::TCP_EDGE.prefix, "id")?;
        let module = body.module();
        let edge = self.tcp_edge_change(id, Changes::validate(body.into_update())?)?;
        self.tcp_edge_module_wire(&edge, module)
    }

    /// Removes one module; 404 when the edge or the module is not there.
    pub fn tcp_edge_delete_module(&self, id: &str, module: TcpEdgeModule) -> Result<(), ApiError> {
        id::check(id, kind::TCP_EDGE.prefix, "id")?;
        self.write(|tx| {
            let mut edge: TcpEdge = found(
                tx.get(Tree::of(&kind::TCP_EDGE), id)?,
                TcpEdge::KIND.title,
                id,
            )?;
            let was_set = match module {
                TcpEdgeModule::Backend => edge.backend.take().is_some(),
                TcpEdgeModule::IpRestriction => edge.ip_restriction.take().is_some(),
                TcpEdgeModule::Policy | TcpEdgeModule::TrafficPolicy => {
                    edge.traffic_policy_text = None;
                    edge.policy.take().is_some()
                }
            };
            if !was_set {
                return Err(module_not_set(id, module).into());
            }
            tx.put(Tree::of(&kind::TCP_EDGE), id, &edge)?;
            Ok(())
        })
    }

    /// One module of an edge as the edge's wire form shows it (`{"enabled", "backend": {id, uri}}`
    /// for the backend); 404 when it is not set.
    fn tcp_edge_module_wire(
        &self,
        edge: &TcpEdge,
        module: TcpEdgeModule,
    ) -> Result<Value, ApiError> {
        match self
            .tcp_edge_wire(edge)
            .get_mut(module.name())
            .map(Value::take)
        {
            Some(wire) if !wire.is_null() => Ok(wire),
            _ => Err(module_not_set(&edge.id, module)),
        }
    }

    pub(super) fn tcp_edge_wire(&self, edge: &TcpEdge) -> Value {
        let backend = edge.backend.as_ref().map(|b| {
            let kind = BACKEND_KINDS.iter().find(|(p, _)| b.backend_id.starts_with(p)).map_or("unknown", |(_, k)| k);
            json!({"enabled": b.enabled, "backend": self.reference(&b.backend_id, &format!("/backends/{kind}/{}", b.backend_id))})
        });
        let ip_restriction = edge.ip_restriction.as_ref().map(|r| {
            let refs: Vec<Value> = r
                .ip_policy_ids
                .iter()
                .map(|p| self.reference(p, &format!("/ip_policies/{p}")))
                .collect();
            json!({"enabled": r.enabled, "ip_policies": refs})
        });
        json!({
            "id": edge.id,
            "description": edge.description,
            "metadata": edge.metadata,
            "created_at": edge.created_at,
            "uri": self.uri(&Route::Item(&kind::TCP_EDGE, &edge.id).path()),
            "hostports": edge.hostports,
            "backend": backend,
            "ip_restriction": ip_restriction,
            "policy": edge.policy,
            "traffic_policy": edge.policy.as_ref().map(|p| TrafficPolicy::wire(p, edge.traffic_policy_text.as_deref())),
        })
    }
}

/// A validated create/update body, ready to apply to a stored edge inside a transaction.
struct Changes {
    description: Option<String>,
    metadata: Option<String>,
    hostports: Option<Vec<String>>,
    backend: Option<Backend>,
    ip_restriction: Option<IpRestriction>,
    policy: Option<EndpointPolicy>,
    /// The text of a policy given as `traffic_policy`.
    traffic_policy_text: Option<String>,
}

impl Changes {
    /// Every rule that does not need the store: lengths, formats, prefixes, CEL.
    fn validate(req: TcpEdgeRequest) -> Result<Self, ApiError> {
        check_description_metadata(
            req.description.as_deref(),
            req.metadata.as_deref(),
            Measure::Bytes,
        )?;
        if let Some(hostports) = &req.hostports {
            let mut seen = HashSet::new();
            for (i, hp) in hostports.iter().enumerate() {
                check_hostport(hp).map_err(|rule| {
                    ApiError::invalid(format!("hostports[{i}]: {rule}; got {hp:?}"))
                })?;
                if !seen.insert(hp.to_ascii_lowercase()) {
                    return Err(ApiError::invalid(format!(
                        "hostports[{i}]: {hp} is listed more than once"
                    )));
                }
            }
        }
        let backend = match req.backend {
            Some(b) => {
                let prefixes: Vec<&str> = BACKEND_KINDS.iter().map(|(p, _)| *p).collect();
                id::check_any(&b.backend_id, &prefixes, "backend.backend_id")?;
                Some(Backend {
                    enabled: b.enabled.unwrap_or(true),
                    backend_id: b.backend_id,
                })
            }
            None => None,
        };
        let ip_restriction = match req.ip_restriction {
            Some(r) => {
                if r.ip_policy_ids.is_empty() {
                    return Err(ApiError::invalid("ip_restriction.ip_policy_ids must list at least one IP policy ID (ipp_...)"));
                }
                for (i, p) in r.ip_policy_ids.iter().enumerate() {
                    id::check(p, "ipp", &format!("ip_restriction.ip_policy_ids[{i}]"))?;
                }
                Some(IpRestriction {
                    enabled: r.enabled.unwrap_or(true),
                    ip_policy_ids: r.ip_policy_ids,
                })
            }
            None => None,
        };
        let (policy, traffic_policy_text) = match (req.policy, req.traffic_policy) {
            (Some(policy), None) => {
                check_policy(&policy, "policy")?;
                (Some(policy), None)
            }
            (given, Some(traffic_policy)) => {
                let (policy, text) = traffic_policy.into_policy()?;
                // An edge read back whole (`get -o yaml` into `--from-file`) carries both.
                if given.is_some_and(|given| given != policy) {
                    return Err(ApiError::invalid(
                        "policy and traffic_policy are one module seen two ways, and they differ \
                         here: give one of them",
                    ));
                }
                (Some(policy), Some(text))
            }
            (None, None) => (None, None),
        };
        Ok(Changes {
            description: req.description,
            metadata: req.metadata,
            hostports: req
                .hostports
                .map(|hps| hps.into_iter().map(|hp| hp.to_ascii_lowercase()).collect()),
            backend,
            ip_restriction,
            policy,
            traffic_policy_text,
        })
    }

    /// Applies the changes. The hostport index follows when the edge is stored (`Tx::put`), which
    /// refuses a hostport already on another edge with 409.
    fn apply(&self, edge: &mut TcpEdge) {
        if let Some(hostports) = &self.hostports {
            edge.hostports = Some(hostports.clone());
        }
        if let Some(d) = &self.description {
            edge.description = d.clone();
        }
        if let Some(m) = &self.metadata {
            edge.metadata = m.clone();
        }
        if let Some(b) = &self.backend {
            edge.backend = Some(b.clone());
        }
        if let Some(r) = &self.ip_restriction {
            edge.ip_restriction = Some(r.clone());
        }
        if let Some(p) = &self.policy {
            edge.policy = Some(p.clone());
            edge.traffic_policy_text = self.traffic_policy_text.clone();
        }
    }
}

/// 404 saying that the edge has no such module.
fn module_not_set(id: &str, module: TcpEdgeModule) -> ApiError {
    ApiError::module_not_set(module.name(), &format!("{} {id}", TcpEdge::KIND.title))
}

/// `host:port` with a DNS host name and a port in 1..=65535. Returns the broken rule.
fn check_hostport(hostport: &str) -> Result<(), &'static str> {
    let (host, port) = hostport.rsplit_once(':').ok_or("must be host:port")?;
    match port.parse::<u32>() {
        Ok(p) if (1..=65535).contains(&p) && !port.starts_with('+') => {}
        _ => return Err("the port must be a number from 1 to 65535"),
    }
    let valid_label = |label: &str| {
        (1..=63).contains(&label.len())
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    };
    if host.is_empty() || host.len() > 253 || !host.split('.').all(valid_label) {
        return Err(
            "the host must be a DNS name (letters, digits and hyphens in dot-separated labels)",
        );
    }
    Ok(())
}

/// The action types a TCP edge's policy takes (ngrok's TCP traffic policy: `deny`, `log`,
/// `restrict-ips`).
const ACTION_TYPES: [&str; 3] = ["deny", "log", "restrict-ips"];

/// Every rule has at least one action of a known type, and every expression parses as CEL.
/// `field` is where the policy was given, for the messages.
fn check_policy(policy: &EndpointPolicy, field: &str) -> Result<(), ApiError> {
    let phases = [("inbound", &policy.inbound), ("outbound", &policy.outbound)];
    for (phase, rules) in phases {
        for (r, rule) in rules.iter().enumerate() {
            let at = format!("{field}.{phase}[{r}]");
            if rule.actions.is_empty() {
                return Err(ApiError::invalid(format!(
                    "{at}.actions: a rule needs at least one action"
                )));
            }
            let expressions: Vec<&str> = rule.expressions.iter().map(String::as_str).collect();
            if let Err((e, why)) = super::cel::check_all(&expressions) {
                return Err(ApiError::invalid(format!("{at}.expressions[{e}] {why}")));
            }
            for (a, action) in rule.actions.iter().enumerate() {
                if !ACTION_TYPES.contains(&action.kind.as_str()) {
                    return Err(ApiError::invalid(format!(
                        "{at}.actions[{a}].type {:?} is not an action type a TCP edge takes; use \
                         one of {}",
                        action.kind,
                        ACTION_TYPES.join(", ")
                    )));
                }
                if matches!(&action.config, Some(c) if !c.is_object() && !c.is_null()) {
                    return Err(ApiError::invalid(format!(
                        "{at}.actions[{a}].config must be an object"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// Whether a stored record reads as a TcpEdge (`store check`, `store import`).
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    super::reads::<TcpEdge>(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostports() {
        for ok in ["1.tcp.example.com:20000", "a:1", "x-y.example:65535"] {
            assert_eq!(check_hostport(ok), Ok(()), "{ok}");
        }
        for bad in [
            "host:0",
            "host:70000",
            "host",
            ":80",
            "-a.com:80",
            "a..b:80",
            "a b:80",
            "host:+80",
            "host:",
        ] {
            assert!(check_hostport(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn cel_expressions_are_parsed() {
        let rule = |expr: &str| EndpointPolicy {
            enabled: true,
            inbound: vec![EndpointRule {
                name: "r".into(),
                expressions: vec![expr.into()],
                actions: vec![EndpointAction {
                    kind: "deny".into(),
                    config: None,
                }],
            }],
            outbound: vec![],
        };
        assert!(check_policy(&rule("conn.client_ip == '1.2.3.4'"), "policy").is_ok());
        let err = check_policy(&rule("conn.client_ip == ("), "policy").unwrap_err();
        assert!(
            err.msg
                .starts_with("policy.inbound[0].expressions[0] is not a valid CEL expression"),
            "{}",
            err.msg
        );
    }
}
