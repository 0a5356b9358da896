//! How a command's `ApiRequest` reaches the router: in process (local store) or over HTTP.

pub mod local;
pub mod remote;

use crate::api::{ApiRequest, ApiResponse};

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
    Remote(remote::Remote),
}

impl Transport {
    pub fn send(&self, req: &ApiRequest) -> Result<ApiResponse, Unreachable> {
        match self {
            Transport::Local(local) => Ok(local.send(req)),
            Transport::Remote(remote) => remote.send(req),
        }
    }
}
