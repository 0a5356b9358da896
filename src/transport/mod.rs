//! How a command's `ApiRequest` reaches the router: in process (local store), through the process
//! that holds the local store (its Unix socket), or over HTTP.

#[cfg(unix)]
pub mod keep_open;
pub mod local;
pub mod open;
pub mod remote;
#[cfg(unix)]
pub mod socket;

use crate::api::{ApiRequest, ApiResponse};
use crate::store::Scope;

/// Where `tunnelctl serve` listens by default; local-mode `uri` fields use the same base URL, so a
/// store shows the same URIs whether it is used directly or served.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:4848";

/// A request that got no answer at all (the remote is unreachable or timed out).
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Unreachable {
    pub message: String,
    pub hint: Option<String>,
}

/// The remote transport cannot even be set up: the API URL or the trust roots are wrong. Unlike
/// [`Unreachable`], trying again later will not help; the configuration has to change.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Misconfigured {
    pub message: String,
    pub hint: Option<String>,
}

pub enum Transport {
    /// Boxed: the store it holds is several times the size of the remote client.
    Local(Box<local::Local>),
    /// The process holding the local store, over the store's socket.
    #[cfg(unix)]
    Socket(socket::Socket),
    Remote(remote::Remote),
}

impl Transport {
    /// Sends `req`; `scope` is that of the store in process (a command's dry run,
    /// an `apply`'s unit), which the other transports' processes open for themselves.
    pub fn send(&self, req: &ApiRequest, scope: &Scope) -> Result<ApiResponse, Unreachable> {
        match self {
            Transport::Local(local) => Ok(local.send(req, scope)),
            #[cfg(unix)]
            Transport::Socket(socket) => match socket.send(req)? {
                socket::Answer::Answered(response) => Ok(*response),
                // Context::send_through turns to the store itself instead.
                socket::Answer::OtherVersion(hello) => Err(Unreachable {
                    message: format!(
                        "the store is held by tunnelctl {} (pid {}), another version than this one ({})",
                        hello.version,
                        hello.pid,
                        socket::VERSION
                    ),
                    hint: None,
                }),
            },
            Transport::Remote(remote) => remote.send(req),
        }
    }
}
