//! The table of kinds: what each kind of resource is, written once. The route table, the router,
//! the store's trees, the command line's views and completion, `store check`, declarative
//! manifests and the tests read an entry here instead of spelling its paths and names again.
//! A new kind is its own files (service, handler, command) plus one entry in [`KINDS`].
//!
//! This module is plain data and imports nothing of the crate: every layer may read it.

/// One kind of resource. Two are the same kind when they have the same name.
#[derive(Debug)]
pub struct Kind {
    /// Its name in manifests and in `store check` (`tcp-edge`, `event-subscription`).
    pub name: &'static str,
    /// The subject of the real API's event types for its changes (`tcp_edge` in
    /// `tcp_edge_created.v0`): what its audit records' `event_type` is made of; `None` for a kind
    /// the real API has no events for.
    pub event_subject: Option<&'static str>,
    /// What messages call it ("TCP edge edgtcp_… not found").
    pub title: &'static str,
    /// What messages call several of them ("TCP edges"), and empty lists ("no TCP edges").
    pub plural: &'static str,
    /// The command line's words for it (`tcp-edge`, `route saml`); empty when it has none.
    pub command: &'static str,
    /// The command line's flags (by clap's id: `ca_id` for `--ca-id`) of other commands that take
    /// its IDs, which completion offers for them; its own commands' `ID`s take them in any case.
    pub id_flags: &'static [&'static str],
    /// Its IDs' prefix without the underscore (`edgtcp`); empty for a module, which is known by
    /// its parent's IDs.
    pub prefix: &'static str,
    /// Its path: the collection of a kind with IDs (`/edges/tcp`), or a module's path with its
    /// keys in braces (`/edges/tls/{edge_id}/tls_termination`).
    pub path: &'static str,
    /// The key of the list in its list object (`tcp_edges`); empty when it has no list.
    pub list_key: &'static str,
    /// The store's tree of its records, keyed by ID (or by the module's keys joined with `/`).
    pub tree: &'static str,
    /// What can be done to it.
    pub verbs: &'static [Verb],
    /// The request body fields a declarative manifest may set (the API's names); empty when it
    /// cannot be declared.
    pub manifest: &'static [&'static str],
    /// The manifest fields that are modules: each replaced whole, and removed (`DELETE
    /// {path}/{id}/{field}`) when a manifest leaves it out.
    pub modules: &'static [&'static str],
    /// The request body fields fixed when a resource is created: `apply` shows a change to one of
    /// its manifest fields and refuses to carry it out; an update given a `get -o yaml` leaves
    /// them out.
    pub fixed: &'static [&'static str],
    /// The fields an answer carries that no request body of the kind takes (`id`, `uri`, a
    /// certificate, a SAML module's URLs): a `get -o yaml` given back to `--from-file` or `apply`
    /// leaves them out, with a note, instead of being refused for them.
    pub read_only: &'static [&'static str],
}

/// What a kind's API lets a client do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    /// `POST` to the collection.
    Create,
    /// `GET` of one.
    Get,
    /// `GET` of the collection, a page at a time.
    List,
    /// `PATCH` of one.
    Update,
    /// `PUT` of a module: the whole module replaced.
    Replace,
    Delete,
}

use Verb::*;

pub const TCP_EDGE: Kind = Kind {
    name: "tcp-edge",
    event_subject: Some("tcp_edge"),
    title: "TCP edge",
    plural: "TCP edges",
    command: "tcp-edge",
    id_flags: &[],
    prefix: "edgtcp",
    path: "/edges/tcp",
    list_key: "tcp_edges",
    tree: "tcp_edges",
    verbs: &[Create, Get, List, Update, Delete],
    manifest: &[
        "description",
        "metadata",
        "hostports",
        "backend",
        "ip_restriction",
        "policy",
    ],
    modules: &["backend", "ip_restriction", "policy"],
    fixed: &[],
    read_only: &["id", "uri", "created_at"],
};

pub const TUNNEL_SESSION: Kind = Kind {
    name: "tunnel-session",
    event_subject: None,
    title: "tunnel session",
    plural: "tunnel sessions",
    command: "session",
    id_flags: &[],
    prefix: "ts",
    path: "/tunnel_sessions",
    list_key: "tunnel_sessions",
    tree: "tunnel_sessions",
    verbs: &[Get, List],
    manifest: &[],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

pub const EVENT_SUBSCRIPTION: Kind = Kind {
    name: "event-subscription",
    event_subject: Some("event_subscription"),
    title: "event subscription",
    plural: "event subscriptions",
    command: "event-sub",
    id_flags: &[],
    prefix: "esb",
    path: "/event_subscriptions",
    list_key: "event_subscriptions",
    tree: "event_subscriptions",
    verbs: &[Create, Get, List, Update, Delete],
    manifest: &["description", "metadata", "sources", "destination_ids"],
    modules: &[],
    fixed: &[],
    read_only: &["id", "uri", "created_at"],
};

pub const SSH_CA: Kind = Kind {
    name: "ssh-ca",
    event_subject: Some("ssh_certificate_authority"),
    title: "SSH certificate authority",
    plural: "SSH certificate authorities",
    command: "ssh-ca",
    id_flags: &["ca_id", "ca_ids"],
    prefix: "sshca",
    path: "/ssh_certificate_authorities",
    list_key: "ssh_certificate_authorities",
    tree: "ssh_certificate_authorities",
    verbs: &[Create, Get, List, Update, Delete],
    manifest: &[
        "description",
        "metadata",
        "private_key_type",
        "elliptic_curve",
        "key_size",
        "policy",
    ],
    modules: &[],
    fixed: &["private_key_type", "elliptic_curve", "key_size"],
    read_only: &["id", "uri", "created_at", "public_key", "key_type"],
};

/// A CA's issuance policy (this tool's extension of the API): what the CA may sign. Declared in a
/// manifest as the `policy` field of its CA.
pub const SSH_CA_POLICY: Kind = Kind {
    name: "ssh-ca-policy",
    event_subject: None,
    title: "SSH CA issuance policy",
    plural: "SSH CA issuance policies",
    command: "ssh-ca policy",
    id_flags: &[],
    prefix: "",
    path: "/ssh_certificate_authorities/{ssh_certificate_authority_id}/policy",
    list_key: "",
    tree: "ssh_ca_policies",
    verbs: &[Get, Replace, Delete],
    manifest: &[],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

/// What a user or host certificate's answer holds that the server makes: one list for both.
const CERTIFICATE_READ_ONLY: &[&str] = &[
    "id",
    "uri",
    "created_at",
    "public_key_fingerprint",
    "key_type",
    "certificate",
];

pub const SSH_USER_CERTIFICATE: Kind = Kind {
    name: "ssh-user-certificate",
    event_subject: Some("ssh_user_certificate"),
    title: "SSH user certificate",
    plural: "SSH user certificates",
    command: "ssh-cert",
    id_flags: &[],
    prefix: "sucrt",
    path: "/ssh_user_certificates",
    list_key: "ssh_user_certificates",
    tree: "ssh_user_certificates",
    verbs: &[Create, Get, List, Update, Delete],
    manifest: &[],
    modules: &[],
    fixed: &[
        "ssh_certificate_authority_id",
        "public_key",
        "principals",
        "critical_options",
        "extensions",
        "valid_after",
        "valid_until",
    ],
    read_only: CERTIFICATE_READ_ONLY,
};

pub const SSH_HOST_CERTIFICATE: Kind = Kind {
    name: "ssh-host-certificate",
    event_subject: Some("ssh_host_certificate"),
    title: "SSH host certificate",
    plural: "SSH host certificates",
    command: "ssh-host-cert",
    id_flags: &[],
    prefix: "shcrt",
    path: "/ssh_host_certificates",
    list_key: "ssh_host_certificates",
    tree: "ssh_host_certificates",
    verbs: &[Create, Get, List, Update, Delete],
    manifest: &[],
    modules: &[],
    fixed: &[
        "ssh_certificate_authority_id",
        "public_key",
        "principals",
        "valid_after",
        "valid_until",
    ],
    read_only: CERTIFICATE_READ_ONLY,
};

pub const TLS_TERMINATION: Kind = Kind {
    name: "tls-termination",
    event_subject: None,
    title: "TLS termination module",
    plural: "TLS termination modules",
    command: "tls-termination",
    id_flags: &[],
    prefix: "",
    path: "/edges/tls/{edge_id}/tls_termination",
    list_key: "",
    tree: "tls_termination",
    verbs: &[Get, Replace, Delete],
    manifest: &["enabled", "terminate_at", "min_version"],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

pub const ROUTE_SAML: Kind = Kind {
    name: "route-saml",
    event_subject: None,
    title: "SAML module",
    plural: "SAML modules",
    command: "route saml",
    id_flags: &[],
    prefix: "",
    path: "/edges/https/{edge_id}/routes/{route_id}/saml",
    list_key: "",
    tree: "route_saml",
    verbs: &[Get, Replace, Delete],
    manifest: &[
        "enabled",
        "options_passthrough",
        "cookie_prefix",
        "inactivity_timeout",
        "maximum_duration",
        "idp_metadata",
        "force_authn",
        "allow_idp_initiated",
        "authorized_groups",
        "nameid_format",
    ],
    modules: &[],
    fixed: &[],
    read_only: &[
        "entity_id",
        "assertion_consumer_service_url",
        "single_logout_url",
        "request_signing_certificate_pem",
        "metadata_url",
        "idp_metadata_url",
    ],
};

pub const ROUTE_COMPRESSION: Kind = Kind {
    name: "route-compression",
    event_subject: None,
    title: "compression module",
    plural: "compression modules",
    command: "route compression",
    id_flags: &[],
    prefix: "",
    path: "/edges/https/{edge_id}/routes/{route_id}/compression",
    list_key: "",
    tree: "route_compression",
    verbs: &[Get, Replace, Delete],
    manifest: &["enabled"],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

/// The keys `serve` accepts (API-NOTES "API keys"): the token is answered by the create only.
pub const API_KEY: Kind = Kind {
    name: "api-key",
    event_subject: Some("api_key"),
    title: "API key",
    plural: "API keys",
    command: "api-key",
    id_flags: &[],
    prefix: "ak",
    path: "/api_keys",
    list_key: "keys",
    tree: "api_keys",
    verbs: &[Create, Get, List, Update, Delete],
    manifest: &[],
    modules: &[],
    fixed: &[
        "owner_id",
        "ssh_principals",
        "ssh_max_validity",
        "expires_at",
    ],
    read_only: &["id", "uri", "created_at", "token", "last_used_at"],
};

/// Per role, how long an API key may live (this tool's extension of the API): one record, read
/// by every key's creation. Not a module of a key: it is about all the keys of a role.
pub const API_KEY_POLICY: Kind = Kind {
    name: "api-key-policy",
    event_subject: None,
    title: "API key policy",
    plural: "API key policies",
    command: "api-key policy",
    id_flags: &[],
    prefix: "",
    path: "/api_keys/policy",
    list_key: "",
    tree: "api_key_policies",
    verbs: &[Get, Replace],
    manifest: &[],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

/// The agent releases the emulator knows (`/emulator/…` is not part of the API), by version.
pub const AGENT_RELEASE: Kind = Kind {
    name: "agent-release",
    event_subject: None,
    title: "agent release",
    plural: "agent releases",
    command: "agent release",
    id_flags: &[],
    prefix: "",
    path: "/emulator/agent_releases",
    list_key: "agent_releases",
    tree: "emulator_agent_releases",
    verbs: &[Get, List, Replace, Delete],
    manifest: &[],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

/// The audit trail (this tool's extension, `service::audit`): read only, a page at a time; its
/// records are keyed by their sequence number and written by the store's writes themselves.
pub const AUDIT_RECORD: Kind = Kind {
    name: "audit-record",
    event_subject: None,
    title: "audit record",
    plural: "audit records",
    command: "",
    id_flags: &[],
    prefix: "",
    path: "/audit_records",
    list_key: "audit_records",
    tree: "audit_records",
    verbs: &[List],
    manifest: &[],
    modules: &[],
    fixed: &[],
    read_only: &[],
};

/// Every kind, in the order a manifest is applied (a parent before what it holds) and a store is
/// checked.
pub const KINDS: &[&Kind] = &[
    &TCP_EDGE,
    &TUNNEL_SESSION,
    &AGENT_RELEASE,
    &ROUTE_SAML,
    &ROUTE_COMPRESSION,
    &TLS_TERMINATION,
    &EVENT_SUBSCRIPTION,
    &SSH_CA,
    &SSH_CA_POLICY,
    &SSH_USER_CERTIFICATE,
    &SSH_HOST_CERTIFICATE,
    &API_KEY,
    &API_KEY_POLICY,
    &AUDIT_RECORD,
];

/// An ID (or a name a command was given for one) as one segment of a path: what would end the
/// segment or the path (`/`, `?`, `#`, `%`, spaces, controls) percent-encoded, so that an argument
/// can address nothing but the resource it names (`edgtcp_…/backend` is not a module's path).
pub fn segment(id: &str) -> std::borrow::Cow<'_, str> {
    const RESERVED: &percent_encoding::AsciiSet = &percent_encoding::CONTROLS
        .add(b' ')
        .add(b'/')
        .add(b'?')
        .add(b'#')
        .add(b'%')
        .add(b'"')
        .add(b'<')
        .add(b'>')
        .add(b'`')
        .add(b'{')
        .add(b'}');
    percent_encoding::utf8_percent_encode(id, RESERVED).into()
}

impl PartialEq for Kind {
    fn eq(&self, other: &Kind) -> bool {
        self.name == other.name
    }
}

impl Eq for Kind {}

impl Kind {
    /// The kind named `name` in a manifest (`tcp-edge`).
    pub fn named(name: &str) -> Option<&'static Kind> {
        KINDS.iter().copied().find(|k| k.name == name)
    }

    /// The kind whose IDs start with `prefix_`.
    pub fn of_id(id: &str) -> Option<&'static Kind> {
        let (prefix, _) = id.split_once('_')?;
        KINDS
            .iter()
            .copied()
            .find(|k| !k.prefix.is_empty() && k.prefix == prefix)
    }

    /// Whether its resources have IDs of their own (a module is known by its parent's).
    pub fn has_ids(&self) -> bool {
        !self.prefix.is_empty()
    }

    /// Whether it has `verb`.
    pub fn can(&self, verb: Verb) -> bool {
        self.verbs.contains(&verb)
    }

    /// The kinds a manifest may declare.
    pub fn declarable() -> impl Iterator<Item = &'static Kind> {
        KINDS.iter().copied().filter(|k| !k.manifest.is_empty())
    }

    /// The path of one resource of a kind with IDs (`/edges/tcp/edgtcp_…`).
    pub fn item_path(&self, id: &str) -> String {
        format!("{}/{}", self.path, segment(id))
    }

    /// A module's name, the last segment of its path (`saml`, `tls_termination`).
    pub fn module_name(&self) -> &'static str {
        self.path.rsplit('/').next().unwrap_or(self.path)
    }

    /// A module's keys, in the order its path has them (`edge_id`, `route_id`).
    pub fn keys(&self) -> impl Iterator<Item = &'static str> {
        self.path
            .split('/')
            .filter_map(|s| s.strip_prefix('{')?.strip_suffix('}'))
    }

    /// A module's path with its keys filled in, in the order of [`keys`](Self::keys).
    pub fn module_path(&self, values: &[&str]) -> String {
        self.module_path_spelled(values, segment)
    }

    /// [`module_path`](Self::module_path) with each value written by `spell` (as it is, for a
    /// route's template).
    pub fn module_path_spelled(
        &self,
        values: &[&str],
        spell: impl for<'s> Fn(&'s str) -> std::borrow::Cow<'s, str>,
    ) -> String {
        let mut values = values.iter();
        self.path
            .split('/')
            .map(|s| match s.starts_with('{') {
                true => values.next().map_or(s.into(), |v| spell(v)),
                false => s.into(),
            })
            .collect::<Vec<_>>()
            .join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_prefixes_lists_and_trees_are_each_one_kinds() {
        for (i, a) in KINDS.iter().enumerate() {
            for b in &KINDS[i + 1..] {
                assert_ne!(a.name, b.name);
                assert_ne!(a.tree, b.tree, "{} and {} share a tree", a.name, b.name);
                assert_ne!(a.path, b.path);
                if a.has_ids() {
                    assert_ne!(a.prefix, b.prefix);
                }
                if !a.list_key.is_empty() {
                    assert_ne!(a.list_key, b.list_key);
                }
            }
            if a.keys().next().is_some() {
                assert!(!a.has_ids(), "{}: a module is known by its keys", a.name);
            }
            assert_eq!(a.can(List), !a.list_key.is_empty(), "{}", a.name);
            for field in a.modules.iter() {
                assert!(a.manifest.contains(field), "{}: {field}", a.name);
            }
            for field in a.fixed.iter().filter(|_| !a.manifest.is_empty()) {
                assert!(a.manifest.contains(field), "{}: {field}", a.name);
            }
        }
    }

    #[test]
    fn a_kind_is_found_by_its_name_and_by_its_ids() {
        assert_eq!(Kind::named("event-subscription"), Some(&EVENT_SUBSCRIPTION));
        assert_eq!(
            Kind::of_id("edgtcp_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe"),
            Some(&TCP_EDGE)
        );
        assert_eq!(Kind::of_id("nope_1"), None);
        assert_eq!(
            ROUTE_SAML.keys().collect::<Vec<_>>(),
            ["edge_id", "route_id"]
        );
        assert_eq!(
            ROUTE_SAML.module_path(&["edghts_1", "edghtsrt_2"]),
            "/edges/https/edghts_1/routes/edghtsrt_2/saml"
        );
        assert_eq!(TCP_EDGE.item_path("edgtcp_1"), "/edges/tcp/edgtcp_1");
    }
}
