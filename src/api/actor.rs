//! Who sent a request: the authority its checks go by (the role) and the name its audit record
//! gives. The local CLI acts as the OS user who runs it (file permissions are the authority over
//! an embedded store); `serve` names the API key the request bore.

use std::sync::OnceLock;

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
}

#[cfg(unix)]
fn current_uid() -> u32 {
    rustix::process::geteuid().as_raw()
}

#[cfg(not(unix))]
fn current_uid() -> u32 {
    0
}
