//! Who sent a request: the authority its checks go by (the role) and the name its audit record
//! gives. The local CLI acts as the OS user who runs it (file permissions are the authority over
//! an embedded store); `serve` names the API key the request bore.

use std::sync::OnceLock;

use super::{code, ApiError};

/// What an actor may do (API-NOTES, "API keys"). A key of `--api-key-file` and the local CLI are
/// administrators.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Role {
    /// Everything, API keys included.
    Admin,
    /// Every resource, but no API keys and no private-key export.
    Operator,
    /// Reads only.
    Reader,
    /// Signs user and host certificates with the CAs named here, within each CA's policy, and
    /// reads its own certificates and the KRL.
    Issuer { ca_ids: Vec<String> },
}

impl Role {
    /// Its name on the wire (`role` of an API key).
    pub fn name(&self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Operator => "operator",
            Role::Reader => "reader",
            Role::Issuer { .. } => "issuer",
        }
    }
}

/// What a stored key of a role that signs (operator, issuer) is bound to, beyond its CAs: the
/// principals its certificates may name and their longest validity (API-NOTES "API keys
/// (extension fields)"). `None` bounds nothing; the service judges a request by it
/// (`service::api_key`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Binding {
    /// Patterns (`*`, `?`) as a CA policy's: each principal of a certificate matches one.
    pub principals: Option<Vec<String>>,
    /// Seconds.
    pub max_validity: Option<u64>,
}

impl Binding {
    /// Whether it bounds anything.
    pub fn is_bound(&self) -> bool {
        self.principals.is_some() || self.max_validity.is_some()
    }
}

/// Who a request comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Actor {
    /// The local CLI (in process, or over the store's socket): the OS user running it.
    Local {
        user: String,
        uid: u32,
        host: String,
    },
    /// A `serve` client holding one of the keys of `--api-key-file` (an administrator).
    FileKey,
    /// A `serve` client holding a key stored in `/api_keys`.
    ApiKey {
        id: String,
        description: String,
        role: Role,
        binding: Binding,
    },
}

impl Actor {
    /// The OS user running this process, read once.
    pub fn local() -> &'static Actor {
        static LOCAL: OnceLock<Actor> = OnceLock::new();
        LOCAL.get_or_init(|| Actor::Local {
            user: whoami::username().unwrap_or_else(|_| "unknown".to_owned()),
            uid: current_uid(),
            host: whoami::hostname().unwrap_or_else(|_| "unknown".to_owned()),
        })
    }

    /// The actor's role: the local user and the keys of `--api-key-file` administer.
    pub fn role(&self) -> &Role {
        match self {
            Actor::Local { .. } | Actor::FileKey => &Role::Admin,
            Actor::ApiKey { role, .. } => role,
        }
    }

    /// What the actor's certificates are bound to: nothing for the local CLI (the store's owner)
    /// and the keys of `--api-key-file`, which administer.
    pub fn binding(&self) -> &Binding {
        static UNBOUND: Binding = Binding {
            principals: None,
            max_validity: None,
        };
        match self {
            Actor::ApiKey { binding, .. } => binding,
            Actor::Local { .. } | Actor::FileKey => &UNBOUND,
        }
    }

    /// The ID of the stored API key the request bore.
    pub fn api_key_id(&self) -> Option<&str> {
        match self {
            Actor::ApiKey { id, .. } => Some(id),
            Actor::Local { .. } | Actor::FileKey => None,
        }
    }

    /// Refuses an issuer `doing` ("sign with", "read") the CA `ca_id` when its key does not name
    /// it; the other roles are not limited to some CAs.
    pub fn check_ca(&self, doing: &str, ca_id: &str) -> Result<(), ApiError> {
        match self.role() {
            Role::Issuer { ca_ids } if !ca_ids.iter().any(|id| id == ca_id) => Err(self.refused(
                &format!("{doing} SSH certificate authority {ca_id}, which is not one of its CAs"),
            )),
            _ => Ok(()),
        }
    }

    /// 403: this actor's role does not allow `what` ("create TCP edges"). Only a stored key can
    /// be refused: the others administer.
    pub fn refused(&self, what: &str) -> ApiError {
        let who = match self {
            Actor::ApiKey { id, .. } => format!("the API key {id}"),
            Actor::Local { user, .. } => format!("the user {user}"),
            Actor::FileKey => "a key of --api-key-file".to_owned(),
        };
        let role = self.role().name();
        ApiError::new(
            403,
            code::ROLE_FORBIDDEN,
            format!(
                "{who} has the role {role}, which may not {what}; nothing was done: use a key \
                 whose role allows it, or ask an administrator to change this key's role"
            ),
        )
        .with_detail("role", role)
    }
}

#[cfg(unix)]
fn current_uid() -> u32 {
    rustix::process::geteuid().as_raw()
}

#[cfg(not(unix))]
fn current_uid() -> u32 {
    0
}
