//! Every path of the API, once. The router dispatches on a parsed [`Route`], the service builds
//! `uri` fields with [`Route::path`], the CLI builds its requests the same way, and `serve` asks a
//! route whether it needs an API key. A path is written here and nowhere else.
//!
//! Paths under `/emulator/` are not part of the API: they control the agent emulator, which brings
//! agents online on this store so that it has tunnel sessions (`POST /emulator/agents`) and keeps
//! the agent releases that `update` moves to (`/emulator/agent_releases[/{version}]`). The prefix
//! keeps them apart from the API's own paths, for the local store and `tunnelctl serve` alike.

use super::Method;

/// A known path, with the IDs it carries. Matching the path first lets a known path with the
/// wrong method answer 405 with the methods it does allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<'a> {
    TcpEdges,
    TcpEdge(&'a str),
    TcpEdgeModule(&'a str, TcpEdgeModule),
    TunnelSessions,
    TunnelSession(&'a str),
    TunnelSessionAction(&'a str, SessionAction),
    /// Emulator control: bring an agent online.
    EmulatorAgents,
    /// Emulator control: the agent releases it knows.
    EmulatorReleases,
    EmulatorRelease(&'a str),
    /// (HTTPS edge ID, route ID, module).
    HttpsRouteModule(&'a str, &'a str, RouteModule),
    TlsTermination(&'a str),
    EventSubscriptions,
    EventSubscription(&'a str),
    EventSources(&'a str),
    /// (subscription ID, event type).
    EventSource(&'a str, &'a str),
    SshCas,
    SshCa(&'a str),
    SshCerts,
    SshCert(&'a str),
    SshHostCerts,
    SshHostCert(&'a str),
    /// The certificates a CA revoked (this tool's extension of the API).
    SshCaRevocations(&'a str),
    /// The OpenSSH KRL of a CA's revoked certificates (this tool's extension of the API).
    SshCaKrl(&'a str),
    /// The SAML service provider metadata a route's SAML module publishes at its `metadata_url`
    /// (and `entity_id`). Public: the identity provider that fetches it holds no API key.
    SamlMetadata(&'a str),
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

/// The modules an HTTPS edge route can have, by the last segment of their path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteModule {
    Saml,
    Compression,
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

impl Segment for RouteModule {
    const ALL: &'static [(Self, &'static str)] = &[
        (RouteModule::Saml, "saml"),
        (RouteModule::Compression, "compression"),
    ];
}

impl<'a> Route<'a> {
    pub fn parse(path: &'a str) -> Option<Route<'a>> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        Some(match segments.as_slice() {
            ["edges", "tcp"] => Route::TcpEdges,
            ["edges", "tcp", id] => Route::TcpEdge(id),
            ["edges", "tcp", id, module] => Route::TcpEdgeModule(id, Segment::parse(module)?),
            ["tunnel_sessions"] => Route::TunnelSessions,
            ["tunnel_sessions", id] => Route::TunnelSession(id),
            ["tunnel_sessions", id, action] => {
                Route::TunnelSessionAction(id, Segment::parse(action)?)
            }
            ["emulator", "agents"] => Route::EmulatorAgents,
            ["emulator", "agent_releases"] => Route::EmulatorReleases,
            ["emulator", "agent_releases", version] => Route::EmulatorRelease(version),
            ["edges", "https", edge_id, "routes", id, module] => {
                Route::HttpsRouteModule(edge_id, id, Segment::parse(module)?)
            }
            ["edges", "tls", id, "tls_termination"] => Route::TlsTermination(id),
            ["event_subscriptions"] => Route::EventSubscriptions,
            ["event_subscriptions", id] => Route::EventSubscription(id),
            ["event_subscriptions", id, "sources"] => Route::EventSources(id),
            ["event_subscriptions", id, "sources", kind] => Route::EventSource(id, kind),
            ["ssh_certificate_authorities"] => Route::SshCas,
            ["ssh_certificate_authorities", id] => Route::SshCa(id),
            ["ssh_user_certificates"] => Route::SshCerts,
            ["ssh_user_certificates", id] => Route::SshCert(id),
            ["ssh_host_certificates"] => Route::SshHostCerts,
            ["ssh_host_certificates", id] => Route::SshHostCert(id),
            ["ssh_certificate_authorities", id, "revocations"] => Route::SshCaRevocations(id),
            ["ssh_certificate_authorities", id, "krl"] => Route::SshCaKrl(id),
            ["saml", route_id] => Route::SamlMetadata(route_id),
            _ => return None,
        })
    }

    /// The path, as a client sends it and as `uri` fields show it (after the base URL).
    pub fn path(self) -> String {
        match self {
            Route::TcpEdges => "/edges/tcp".into(),
            Route::TcpEdge(id) => format!("/edges/tcp/{id}"),
            Route::TcpEdgeModule(id, m) => format!("/edges/tcp/{id}/{}", m.name()),
            Route::TunnelSessions => "/tunnel_sessions".into(),
            Route::TunnelSession(id) => format!("/tunnel_sessions/{id}"),
            Route::TunnelSessionAction(id, a) => format!("/tunnel_sessions/{id}/{}", a.name()),
            Route::EmulatorAgents => "/emulator/agents".into(),
            Route::EmulatorReleases => "/emulator/agent_releases".into(),
            Route::EmulatorRelease(v) => format!("/emulator/agent_releases/{v}"),
            Route::HttpsRouteModule(edge, route, m) => {
                format!("/edges/https/{edge}/routes/{route}/{}", m.name())
            }
            Route::TlsTermination(id) => format!("/edges/tls/{id}/tls_termination"),
            Route::EventSubscriptions => "/event_subscriptions".into(),
            Route::EventSubscription(id) => format!("/event_subscriptions/{id}"),
            Route::EventSources(id) => format!("/event_subscriptions/{id}/sources"),
            Route::EventSource(id, kind) => format!("/event_subscriptions/{id}/sources/{kind}"),
            Route::SshCas => "/ssh_certificate_authorities".into(),
            Route::SshCa(id) => format!("/ssh_certificate_authorities/{id}"),
            Route::SshCerts => "/ssh_user_certificates".into(),
            Route::SshCert(id) => format!("/ssh_user_certificates/{id}"),
            Route::SshHostCerts => "/ssh_host_certificates".into(),
            Route::SshHostCert(id) => format!("/ssh_host_certificates/{id}"),
            Route::SshCaRevocations(id) => format!("/ssh_certificate_authorities/{id}/revocations"),
            Route::SshCaKrl(id) => format!("/ssh_certificate_authorities/{id}/krl"),
            Route::SamlMetadata(route_id) => format!("/saml/{route_id}"),
        }
    }

    /// Collections answer GET with a page and take `limit` / `before_id`.
    pub fn is_list(self) -> bool {
        matches!(
            self,
            Route::TcpEdges
                | Route::TunnelSessions
                | Route::EventSubscriptions
                | Route::SshCas
                | Route::SshCerts
                | Route::SshHostCerts
        )
    }

    /// Whether a request needs no API key: only what an outside party with no key must fetch.
    pub fn is_public(self) -> bool {
        matches!(self, Route::SamlMetadata(_))
    }

    pub fn allowed(self) -> &'static [Method] {
        use Method::*;
        match self {
            Route::TcpEdges => &[Get, Post],
            Route::TcpEdge(_) => &[Get, Patch, Delete],
            Route::TcpEdgeModule(..) => &[Get, Put, Delete],
            Route::TunnelSessions => &[Get],
            Route::TunnelSession(_) => &[Get],
            Route::TunnelSessionAction(..) => &[Post],
            Route::EmulatorAgents => &[Post],
            Route::EmulatorReleases => &[Get],
            Route::EmulatorRelease(_) => &[Get, Put, Delete],
            Route::HttpsRouteModule(..) | Route::TlsTermination(_) => &[Get, Put, Delete],
            Route::EventSubscriptions => &[Get, Post],
            Route::EventSubscription(_) => &[Get, Patch, Delete],
            Route::EventSources(_) => &[Get, Post],
            Route::EventSource(..) => &[Get, Patch, Delete],
            Route::SshCas | Route::SshCerts => &[Get, Post],
            Route::SshCa(_) | Route::SshCert(_) => &[Get, Patch, Delete],
            Route::SshHostCerts => &[Get, Post],
            Route::SshHostCert(_) => &[Get, Patch, Delete],
            Route::SshCaRevocations(_) => &[Get, Post],
            Route::SshCaKrl(_) => &[Get],
            Route::SamlMetadata(_) => &[Get],
        }
    }
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
    "api_keys",
    "api_keys/*",
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
            Route::TcpEdges,
            Route::TcpEdge("edgtcp_1"),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::Backend),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::IpRestriction),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::Policy),
            Route::TcpEdgeModule("edgtcp_1", TcpEdgeModule::TrafficPolicy),
            Route::TunnelSessions,
            Route::TunnelSession("ts_1"),
            Route::TunnelSessionAction("ts_1", SessionAction::Restart),
            Route::TunnelSessionAction("ts_1", SessionAction::Stop),
            Route::TunnelSessionAction("ts_1", SessionAction::Update),
            Route::EmulatorAgents,
            Route::EmulatorReleases,
            Route::EmulatorRelease("3.1.0"),
            Route::HttpsRouteModule("edghts_1", "edghtsrt_1", RouteModule::Saml),
            Route::HttpsRouteModule("edghts_1", "edghtsrt_1", RouteModule::Compression),
            Route::TlsTermination("edgtls_1"),
            Route::EventSubscriptions,
            Route::EventSubscription("esb_1"),
            Route::EventSources("esb_1"),
            Route::EventSource("esb_1", "ip_policy_created.v0"),
            Route::SshCas,
            Route::SshCa("sshca_1"),
            Route::SshCerts,
            Route::SshCert("sucrt_1"),
            Route::SshHostCerts,
            Route::SshHostCert("shcrt_1"),
            Route::SshCaRevocations("sshca_1"),
            Route::SshCaKrl("sshca_1"),
            Route::SamlMetadata("edghtsrt_1"),
        ];
        for route in routes {
            let path = route.path();
            assert_eq!(Route::parse(&path), Some(route), "{path}");
        }
        assert_eq!(Route::parse("/edges/tcp/x/unknown_module"), None);
        assert_eq!(Route::parse("/nowhere"), None);
    }

    #[test]
    fn the_real_apis_other_paths_are_known_as_not_implemented() {
        for path in [
            "/api_keys",
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
            "/api_keys/a/b",
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
    fn only_the_sp_metadata_is_public() {
        assert!(Route::SamlMetadata("edghtsrt_1").is_public());
        assert!(!Route::HttpsRouteModule("e", "r", RouteModule::Saml).is_public());
        assert!(!Route::TcpEdges.is_public());
    }
}
