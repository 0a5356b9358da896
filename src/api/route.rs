//! Every path of the API, once. The router dispatches on a parsed [`Route`], the service builds
//! `uri` fields with [`Route::path`], the CLI builds its requests the same way, and `serve` asks a
//! route whether it needs an API key. A path is written here and nowhere else.
//!
//! Paths under `/emulator/` are not part of the API: they control the agent emulator, which brings
//! agents online on this store so that it has tunnel sessions (`POST /emulator/agents`) and keeps
//! the agent releases that `update` moves to (`/emulator/agent_releases[/{version}]`). The prefix
//! keeps them apart from the API's own paths, for the local store and `tunnelctl serve` alike.

use std::borrow::Cow;

use super::Method;
use crate::kind::{self, Kind, Verb, KINDS};

/// A known path, with the IDs it carries. Matching the path first lets a known path with the
/// wrong method answer 405 with the methods it does allow. What a kind's collection, one of its
/// resources and a module are called, and which methods they take, come from the table of kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<'a> {
    /// A kind's collection (`/edges/tcp`, `/emulator/agent_releases`).
    Collection(&'static Kind),
    /// One resource of a kind (`/edges/tcp/{id}`; an agent release by its version).
    Item(&'static Kind, &'a str),
    /// A module known by its parents' IDs (`/edges/tls/{edge_id}/tls_termination`): the first
    /// key, and the second where its path has two.
    Module(&'static Kind, &'a str, Option<&'a str>),
    TcpEdgeModule(&'a str, TcpEdgeModule),
    TunnelSessionAction(&'a str, SessionAction),
    /// Emulator control: bring an agent online.
    EmulatorAgents,
    EventSources(&'a str),
    /// (subscription ID, event type).
    EventSource(&'a str, &'a str),
    /// The certificates a CA revoked (this tool's extension of the API).
    SshCaRevocations(&'a str),
    /// The public keys a CA revoked (this tool's extension of the API).
    SshCaRevokedKeys(&'a str),
    /// The OpenSSH KRL of a CA's revoked certificates and keys (this tool's extension of the
    /// API). Public: servers fetch it on a timer, holding no API key.
    SshCaKrl(&'a str),
    /// One OpenSSH KRL of several CAs, each named by an `id` query parameter (this tool's
    /// extension): a server reads one `RevokedKeys` file for every CA it trusts. Public, as a
    /// CA's KRL; it lists no CA that the request does not name.
    SshCaKrls,
    /// The SAML service provider metadata a route's SAML module publishes at its `metadata_url`
    /// (and `entity_id`). Public: the identity provider that fetches it holds no API key.
    SamlMetadata(&'a str),
    /// `POST /audit_records/prune`: removes old audit records, leaving a checkpoint (this tool's
    /// extension, like the trail).
    AuditPrune,
    /// `GET /api_keys/self`: the record of the key a request bears (this tool's extension).
    ApiKeySelf,
    /// `POST /api_keys/{id}/rotate`: a new token for the key, the old one kept for a grace period.
    ApiKeyRotate(&'a str),
    /// `GET|PUT /api_keys/policy`: per role, how long a key may live (this tool's extension).
    ApiKeyPolicy,
}

/// The modules of a TCP edge, by the last segment of their path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TcpEdgeModule {
    Backend,
    IpRestriction,
    /// The seed's shape: the policy's rules as JSON (`{"enabled", "inbound", "outbound"}`).
    Policy,
    /// The current API's view of the same module: `{"enabled", "value"}`, the rules as text.
    TrafficPolicy,
}

/// The commands `POST /tunnel_sessions/{id}/<action>` gives an agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionAction {
    Restart,
    Stop,
    Update,
}

/// A closed set of path segments, each with its one spelling.
pub trait Segment: Sized + Copy + PartialEq + 'static {
    const ALL: &'static [(Self, &'static str)];

    fn parse(segment: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .find(|(_, s)| *s == segment)
            .map(|(v, _)| *v)
    }

    /// The path segment, as the API spells it (`ip_restriction`).
    fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(v, _)| *v == self)
            .map_or("", |(_, s)| s)
    }
}

impl Segment for TcpEdgeModule {
    const ALL: &'static [(Self, &'static str)] = &[
        (TcpEdgeModule::Backend, "backend"),
        (TcpEdgeModule::IpRestriction, "ip_restriction"),
        (TcpEdgeModule::Policy, "policy"),
        (TcpEdgeModule::TrafficPolicy, "traffic_policy"),
    ];
}

impl Segment for SessionAction {
    const ALL: &'static [(Self, &'static str)] = &[
        (SessionAction::Restart, "restart"),
        (SessionAction::Stop, "stop"),
        (SessionAction::Update, "update"),
    ];
}

impl<'a> Route<'a> {
    pub fn parse(path: &'a str) -> Option<Route<'a>> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        // Before the kinds: it would read as the CA whose ID is `krl`, which no CA has.
        if segments == ["ssh_certificate_authorities", "krl"] {
            return Some(Route::SshCaKrls);
        }
        // Before the kinds', which would read it as an audit record named `prune`.
        if segments == ["audit_records", "prune"] {
            return Some(Route::AuditPrune);
        }
        // Before the kinds', which would read it as the API key whose ID is `self`.
        if segments == ["api_keys", "self"] {
            return Some(Route::ApiKeySelf);
        }
        // Before the kinds', for the same reason.
        if segments == ["api_keys", "policy"] {
            return Some(Route::ApiKeyPolicy);
        }
        if let Some(route) = Route::parse_kind(&segments) {
            return Some(route);
        }
        Some(match segments.as_slice() {
            ["edges", "tcp", id, module] => Route::TcpEdgeModule(id, Segment::parse(module)?),
            ["tunnel_sessions", id, action] => {
                Route::TunnelSessionAction(id, Segment::parse(action)?)
            }
            ["emulator", "agents"] => Route::EmulatorAgents,
            ["event_subscriptions", id, "sources"] => Route::EventSources(id),
            ["event_subscriptions", id, "sources", kind] => Route::EventSource(id, kind),
            ["ssh_certificate_authorities", id, "revocations"] => Route::SshCaRevocations(id),
            ["ssh_certificate_authorities", id, "revoked_keys"] => Route::SshCaRevokedKeys(id),
            ["ssh_certificate_authorities", id, "krl"] => Route::SshCaKrl(id),
            ["saml", route_id] => Route::SamlMetadata(route_id),
            ["api_keys", id, "rotate"] => Route::ApiKeyRotate(id),
            _ => return None,
        })
    }

    /// A kind's collection, one of its resources, or a module, by the kind's path.
    fn parse_kind(segments: &[&'a str]) -> Option<Route<'a>> {
        KINDS.iter().find_map(|kind| {
            let pattern: Vec<&str> = kind.path.trim_matches('/').split('/').collect();
            if segments.len() < pattern.len() || segments[..pattern.len()].contains(&"") {
                return None;
            }
            let mut keys = Vec::new();
            for (p, s) in pattern.iter().zip(segments) {
                match p.starts_with('{') {
                    true => keys.push(*s),
                    false if p == s => {}
                    false => return None,
                }
            }
            match (&segments[pattern.len()..], keys.as_slice()) {
                ([], []) => Some(Route::Collection(kind)),
                // Only a kind with a collection has resources below it (not the API key policy).
                ([id], []) if !id.is_empty() && !kind.list_key.is_empty() => {
                    Some(Route::Item(kind, id))
                }
                ([], [first]) => Some(Route::Module(kind, first, None)),
                ([], [first, second]) => Some(Route::Module(kind, first, Some(second))),
                _ => None,
            }
        })
    }

    /// The path, as a client sends it and as `uri` fields show it (after the base URL).
    pub fn path(self) -> String {
        self.spelled(kind::segment)
    }

    /// The route with its IDs as placeholders (`/edges/tcp/{id}`, a module's path as its kind
    /// spells it): what the access log, `/metrics` and audit records name a request by, one of a
    /// fixed set whatever IDs clients send. The placeholders are written as they are, not
    /// percent-encoded as an ID in a path is (`{id}`, never `%7Bid%7D`).
    pub fn template(self) -> String {
        let placeholders = match self {
            Route::Collection(_) => self,
            Route::Item(kind, _) => Route::Item(kind, "{id}"),
            Route::Module(kind, ..) => {
                let mut keys = kind.path.split('/').filter(|s| s.starts_with('{'));
                Route::Module(kind, keys.next().unwrap_or("{id}"), keys.next())
            }
            Route::TcpEdgeModule(_, m) => Route::TcpEdgeModule("{id}", m),
            Route::TunnelSessionAction(_, a) => Route::TunnelSessionAction("{id}", a),
            Route::EmulatorAgents => self,
            Route::EventSources(_) => Route::EventSources("{id}"),
            Route::EventSource(..) => Route::EventSource("{id}", "{type}"),
            Route::SshCaRevocations(_) => Route::SshCaRevocations("{id}"),
            Route::SshCaRevokedKeys(_) => Route::SshCaRevokedKeys("{id}"),
            Route::SshCaKrl(_) => Route::SshCaKrl("{id}"),
            Route::SshCaKrls | Route::AuditPrune | Route::ApiKeySelf | Route::ApiKeyPolicy => self,
            Route::SamlMetadata(_) => Route::SamlMetadata("{route_id}"),
            Route::ApiKeyRotate(_) => Route::ApiKeyRotate("{id}"),
        };
        placeholders.spelled(|placeholder| Cow::Borrowed(placeholder))
    }

    /// The path with each of its IDs written by `spell`: one segment each.
    fn spelled(self, spell: impl for<'s> Fn(&'s str) -> Cow<'s, str>) -> String {
        let item = |kind: &Kind, id: &str| format!("{}/{}", kind.path, spell(id));
        match self {
            Route::Collection(kind) => kind.path.into(),
            Route::Item(kind, id) => item(kind, id),
            Route::Module(kind, first, second) => kind.module_path_spelled(
                &[Some(first), second]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>(),
                &spell,
            ),
            Route::TcpEdgeModule(id, m) => format!("{}/{}", item(&kind::TCP_EDGE, id), m.name()),
            Route::TunnelSessionAction(id, a) => {
                format!("{}/{}", item(&kind::TUNNEL_SESSION, id), a.name())
            }
            Route::EmulatorAgents => "/emulator/agents".into(),
            Route::EventSources(id) => {
                format!("{}/sources", item(&kind::EVENT_SUBSCRIPTION, id))
            }
            Route::EventSource(id, event_type) => format!(
                "{}/sources/{}",
                item(&kind::EVENT_SUBSCRIPTION, id),
                spell(event_type)
            ),
            Route::SshCaRevocations(id) => format!("{}/revocations", item(&kind::SSH_CA, id)),
            Route::SshCaRevokedKeys(id) => format!("{}/revoked_keys", item(&kind::SSH_CA, id)),
            Route::SshCaKrl(id) => format!("{}/krl", item(&kind::SSH_CA, id)),
            Route::SshCaKrls => format!("{}/krl", kind::SSH_CA.path),
            Route::SamlMetadata(route_id) => format!("/saml/{}", spell(route_id)),
            Route::AuditPrune => format!("{}/prune", kind::AUDIT_RECORD.path),
            Route::ApiKeySelf => format!("{}/self", kind::API_KEY.path),
            Route::ApiKeyRotate(id) => format!("{}/rotate", item(&kind::API_KEY, id)),
            Route::ApiKeyPolicy => kind::API_KEY_POLICY.path.into(),
        }
    }

    /// The kind whose handler answers the route.
    pub fn kind(self) -> &'static Kind {
        match self {
            Route::Collection(kind) | Route::Item(kind, _) | Route::Module(kind, ..) => kind,
            Route::TcpEdgeModule(..) => &kind::TCP_EDGE,
            Route::TunnelSessionAction(..) => &kind::TUNNEL_SESSION,
            Route::EmulatorAgents => &kind::AGENT_RELEASE,
            Route::EventSources(_) | Route::EventSource(..) => &kind::EVENT_SUBSCRIPTION,
            Route::SshCaRevocations(_)
            | Route::SshCaRevokedKeys(_)
            | Route::SshCaKrl(_)
            | Route::SshCaKrls => &kind::SSH_CA,
            Route::SamlMetadata(_) => &kind::ROUTE_SAML,
            Route::AuditPrune => &kind::AUDIT_RECORD,
            Route::ApiKeySelf | Route::ApiKeyRotate(_) => &kind::API_KEY,
            Route::ApiKeyPolicy => &kind::API_KEY_POLICY,
        }
    }

    /// The record a GET of the route reads first, as its kind and key in the kind's tree (see
    /// [`Kind::tree`]): one resource's by its ID, a module's by its keys joined with `/`, a TCP
    /// edge module's by its edge's ID. `None` for the rest (lists, actions, documents, and agent
    /// releases, whose keys are not their versions as written).
    pub fn record(self) -> Option<(&'static Kind, String)> {
        match self {
            Route::Item(kind, id) if kind.has_ids() => Some((kind, id.into())),
            Route::Module(kind, first, None) => Some((kind, first.into())),
            Route::Module(kind, first, Some(second)) => Some((kind, format!("{first}/{second}"))),
            Route::TcpEdgeModule(id, _) => Some((&kind::TCP_EDGE, id.into())),
            _ => None,
        }
    }

    /// Collections answer GET with a page and take `limit` / `before_id`.
    pub fn is_list(self) -> bool {
        matches!(self, Route::Collection(kind) if kind.can(Verb::List))
    }

    /// Whether a request needs no API key: only what an outside party with no key must fetch
    /// (an identity provider the SAML SP metadata, a server its CA's KRL), and nothing secret.
    pub fn is_public(self) -> bool {
        matches!(
            self,
            Route::SamlMetadata(_) | Route::SshCaKrl(_) | Route::SshCaKrls
        )
    }

    pub fn allowed(self) -> Vec<Method> {
        use Method::*;
        let verbs = |pairs: &[(Verb, Method)], kind: &Kind| -> Vec<Method> {
            pairs
                .iter()
                .filter(|(verb, _)| kind.can(*verb))
                .map(|(_, method)| *method)
                .collect()
        };
        match self {
            Route::Collection(kind) => verbs(&[(Verb::List, Get), (Verb::Create, Post)], kind),
            Route::Item(kind, _) | Route::Module(kind, ..) => verbs(
                &[
                    (Verb::Get, Get),
                    (Verb::Replace, Put),
                    (Verb::Update, Patch),
                    (Verb::Delete, Delete),
                ],
                kind,
            ),
            Route::TcpEdgeModule(..) => vec![Get, Put, Delete],
            Route::TunnelSessionAction(..)
            | Route::EmulatorAgents
            | Route::AuditPrune
            | Route::ApiKeyRotate(_) => vec![Post],
            Route::EventSources(_) | Route::SshCaRevocations(_) | Route::SshCaRevokedKeys(_) => {
                vec![Get, Post]
            }
            Route::EventSource(..) => vec![Get, Patch, Delete],
            Route::ApiKeyPolicy => vec![Get, Put],
            Route::SshCaKrl(_) | Route::SshCaKrls | Route::SamlMetadata(_) | Route::ApiKeySelf => {
                vec![Get]
            }
        }
    }
}

/// `POST /dry_runs` (this tool's extension): several requests tried as one dry run, each seeing
/// the ones before it. Not a [`Route`]: it is about no kind, and the router answers it before
/// parsing a route; the access log and `/metrics` name it by this path.
pub const DRY_RUNS: &str = "/dry_runs";

/// Whether `path` is [`DRY_RUNS`] (a trailing `/` as the router reads it).
pub fn is_dry_runs(path: &str) -> bool {
    path.trim_end_matches('/') == DRY_RUNS
}

/// The real API's paths (as its official SDKs send them; `*` is an ID) that tunnelctl does not
/// implement. A request for one is told so (404 [`code::NOT_IMPLEMENTED`]), so that it does not
/// read as a missing resource; a path no version of the API has keeps the plain 404.
///
/// [`code::NOT_IMPLEMENTED`]: super::code::NOT_IMPLEMENTED
const NOT_IMPLEMENTED: &[&str] = &[
    "abuse_reports",
    "abuse_reports/*",
    "agent_ingresses",
    "agent_ingresses/*",
    "app/sessions",
    "app/sessions/*",
    "app/users",
    "app/users/*",
    "backends/failover",
    "backends/failover/*",
    "backends/http_response",
    "backends/http_response/*",
    "backends/static",
    "backends/static/*",
    "backends/tunnel_group",
    "backends/tunnel_group/*",
    "backends/weighted",
    "backends/weighted/*",
    "bot_users",
    "bot_users/*",
    "certificate_authorities",
    "certificate_authorities/*",
    "credentials",
    "credentials/*",
    "edges/https",
    "edges/https/*",
    "edges/https/*/mutual_tls",
    "edges/https/*/routes",
    "edges/https/*/routes/*",
    "edges/https/*/routes/*/backend",
    "edges/https/*/routes/*/circuit_breaker",
    "edges/https/*/routes/*/ip_restriction",
    "edges/https/*/routes/*/oauth",
    "edges/https/*/routes/*/oidc",
    "edges/https/*/routes/*/request_headers",
    "edges/https/*/routes/*/response_headers",
    "edges/https/*/routes/*/traffic_policy",
    "edges/https/*/routes/*/user_agent_filter",
    "edges/https/*/routes/*/webhook_verification",
    "edges/https/*/routes/*/websocket_tcp_converter",
    "edges/https/*/tls_termination",
    "edges/tls",
    "edges/tls/*",
    "edges/tls/*/backend",
    "edges/tls/*/ip_restriction",
    "edges/tls/*/mutual_tls",
    "edges/tls/*/traffic_policy",
    "endpoints",
    "endpoints/*",
    "event_destinations",
    "event_destinations/*",
    "ip_policies",
    "ip_policies/*",
    "ip_policy_rules",
    "ip_policy_rules/*",
    "ip_restrictions",
    "ip_restrictions/*",
    "reserved_addrs",
    "reserved_addrs/*",
    "reserved_domains",
    "reserved_domains/*",
    "reserved_domains/*/certificate",
    "reserved_domains/*/certificate_management_policy",
    "service_users",
    "service_users/*",
    "ssh_credentials",
    "ssh_credentials/*",
    "tls_certificates",
    "tls_certificates/*",
    "tunnels",
    "tunnels/*",
    "vault_secrets",
    "vault_secrets/*",
    "vaults",
    "vaults/*",
    "vaults/*/secrets",
];

/// Whether `path` is one of the real API's paths that tunnelctl does not implement.
pub fn is_not_implemented(path: &str) -> bool {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    NOT_IMPLEMENTED.iter().any(|pattern| {
        let pattern: Vec<&str> = pattern.split('/').collect();
        pattern.len() == segments.len()
            && (pattern.iter().zip(&segments)).all(|(p, s)| *p == "*" && !s.is_empty() || p == s)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_reads_back_from_its_own_path() {
        let routes = [
            Route::Collection(&kind::TCP_EDGE),
            Route::Item(&kind::TCP_EDGE, "edgtcp_1"),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::Backend),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::IpRestriction),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::Policy),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::TrafficPolicy),
            Route::Collection(&kind::TUNNEL_SESSION),
            Route::Item(&kind::TUNNEL_SESSION, "ts_1"),
            Route::TunnelSessionAction("ts_1", SessionAction::Restart),
            Route::TunnelSessionAction("ts_1", SessionAction::Stop),
            Route::TunnelSessionAction("ts_1", SessionAction::Update),
            Route::EmulatorAgents,
            Route::Collection(&kind::AGENT_RELEASE),
            Route::Collection(&kind::AUDIT_RECORD),
            Route::AuditPrune,
            Route::ApiKeySelf,
            Route::ApiKeyPolicy,
            Route::Item(&kind::AGENT_RELEASE, "3.1.0"),
            Route::Module(&kind::ROUTE_SAML, "edghts_1", Some("edghtsrt_1")),
            Route::Module(&kind::ROUTE_COMPRESSION, "edghts_1", Some("edghtsrt_1")),
            Route::Module(&kind::TLS_TERMINATION, "edgtls_1", None),
            Route::Collection(&kind::EVENT_SUBSCRIPTION),
            Route::Item(&kind::EVENT_SUBSCRIPTION, "esb_1"),
            Route::EventSources("esb_1"),
            Route::EventSource("esb_1", "ip_policy_created.v0"),
            Route::Collection(&kind::SSH_CA),
            Route::Item(&kind::SSH_CA, "sshca_1"),
            Route::Module(&kind::SSH_CA_POLICY, "sshca_1", None),
            Route::Collection(&kind::SSH_USER_CERTIFICATE),
            Route::Item(&kind::SSH_USER_CERTIFICATE, "sucrt_1"),
            Route::Collection(&kind::SSH_HOST_CERTIFICATE),
            Route::Item(&kind::SSH_HOST_CERTIFICATE, "shcrt_1"),
            Route::Collection(&kind::API_KEY),
            Route::Item(&kind::API_KEY, "ak_1"),
            Route::ApiKeyRotate("ak_1"),
            Route::SshCaRevocations("sshca_1"),
            Route::SshCaRevokedKeys("sshca_1"),
            Route::SshCaKrl("sshca_1"),
            Route::SshCaKrls,
            Route::SamlMetadata("edghtsrt_1"),
        ];
        // Every kind's collection or module is among them.
        for kind in KINDS {
            assert!(routes.iter().any(|r| r.kind() == *kind), "{}", kind.name);
        }
        for route in routes {
            let path = route.path();
            assert_eq!(Route::parse(&path), Some(route), "{path}");
            // The access log's and the metrics' name: none of the IDs, the same route.
            let template = route.template();
            let ids = ["_1", "3.1.0", ".v0"];
            assert!(!ids.iter().any(|id| template.contains(id)), "{template}");
            // Placeholders as they are written, never percent-encoded as IDs in a path are.
            assert!(!template.contains('%'), "{template}");
            assert_eq!(template.contains('{'), path != template, "{template}");
            let again = Route::parse(&template).map(Route::template);
            assert_eq!(again.as_deref(), Some(template.as_str()));
        }
        assert_eq!(Route::parse("/edges/tcp/x/unknown_module"), None);
        assert_eq!(Route::parse("/nowhere"), None);
        assert_eq!(Route::parse("/api_keys/policy/issuer"), None);
        let krl = Route::SshCaKrl("sshca_1").template();
        assert_eq!(krl, "/ssh_certificate_authorities/{id}/krl");
        let saml = Route::Module(&kind::ROUTE_SAML, "edghts_1", Some("edghtsrt_1")).template();
        assert_eq!(saml, kind::ROUTE_SAML.path);
    }

    #[test]
    fn the_real_apis_other_paths_are_known_as_not_implemented() {
        for path in [
            "/bot_users",
            "/reserved_domains/rd_1",
            "/edges/https",
            "/edges/https/edghts_1/routes/edghtsrt_1/oauth",
            "/edges/tls/edgtls_1/backend",
        ] {
            assert!(is_not_implemented(path), "{path}");
            assert_eq!(Route::parse(path), None, "{path}");
        }
        for path in [
            "/nowhere",
            "/bot_users/a/b",
            "/edges/tcp/x/unknown_module",
            "/vaults//x",
        ] {
            assert!(!is_not_implemented(path), "{path}");
        }
        // What tunnelctl implements is never listed as not implemented.
        for pattern in NOT_IMPLEMENTED {
            let path = pattern.replace('*', "x_1");
            assert_eq!(Route::parse(&path), None, "{path} is implemented");
        }
    }

    #[test]
    fn only_the_sp_metadata_and_the_krl_are_public() {
        assert!(Route::SamlMetadata("edghtsrt_1").is_public());
        assert!(Route::SshCaKrl("sshca_1").is_public());
        assert!(Route::SshCaKrls.is_public());
        assert!(!Route::Module(&kind::ROUTE_SAML, "e", Some("r")).is_public());
        assert!(!Route::Collection(&kind::TCP_EDGE).is_public());
        assert!(!Route::Item(&kind::SSH_CA, "sshca_1").is_public());
        assert!(!Route::SshCaRevocations("sshca_1").is_public());
        assert!(!Route::SshCaRevokedKeys("sshca_1").is_public());
    }
}
