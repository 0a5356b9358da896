//! The wire contract: requests and responses as the router sees them, independent of HTTP.

pub mod actor;
pub mod body;
pub mod error;
pub mod etag;
pub mod expected;
pub mod headers;
pub mod page;
pub mod route;
pub mod store_key;

pub use error::{code, ApiError};

use actor::Actor;
use serde_json::Value;
use store_key::StoreKey;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
        }
    }

    pub fn parse(s: &str) -> Option<Method> {
        Some(match s.to_ascii_uppercase().as_str() {
            "GET" => Method::Get,
            "POST" => Method::Post,
            "PUT" => Method::Put,
            "PATCH" => Method::Patch,
            "DELETE" => Method::Delete,
            _ => return None,
        })
    }

    /// Whether repeating the request cannot change the outcome (used by the remote retry policy).
    pub fn is_idempotent(self) -> bool {
        matches!(self, Method::Get | Method::Put | Method::Delete)
    }
}

impl std::fmt::Display for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One API call: what every command builds, whichever transport carries it.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiRequest {
    pub method: Method,
    /// Path without query string, starting with `/`.
    pub path: String,
    pub query: Vec<(String, String)>,
    /// Raw body bytes as sent on the wire (JSON), if any.
    pub body: Option<Vec<u8>>,
    /// The passphrase of the SSH CA a request concerns: for a new CA, the one that keeps its private
    /// key encrypted at rest; for a certificate, the one that opens the signing CA's key. It travels
    /// with the request inside this machine only (the local CLI sets it, in process or over the
    /// store's socket); HTTP requests over TCP never carry one.
    pub ca_passphrase: Option<Passphrase>,
    /// The store's key-encryption key of whoever sent the request (`--store-key-file`): it seals
    /// the private keys the request creates and opens the sealed ones it uses, and nothing else
    /// does. The local transports set it, in process or over the store's socket; `serve` gives
    /// its HTTP requests its own. A holder of the store keeps no key beyond the request.
    pub store_key: Option<StoreKey>,
    /// Run the request against the store and roll it back (`--dry-run`): the answer is the real
    /// request's, refusal or body, and nothing is written. In process, over the store's socket,
    /// or to `serve` over HTTP (`api::headers::DRY_RUN`), sent only to a server known to be
    /// tunnelctl's (`Remote::runs_dry_runs`).
    pub dry_run: bool,
    /// What a success answer may be; anything else is refused by the transport (a proxy's login
    /// page must not pass for a result, nor be written as a KRL).
    pub accept: Accept,
    /// Who sent the request: the local user unless `serve` authenticated an API key.
    pub actor: Actor,
    /// The client's address, when the request came over TCP to `serve`.
    pub client_address: Option<std::net::SocketAddr>,
    /// The `If-Match` header: the request applies only to the representation of that `ETag`
    /// (a policy's read-modify-write), else 412 and nothing is written.
    pub if_match: Option<String>,
}

/// What a request takes as a success answer's body.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Accept {
    /// The API's JSON: an object (or no body at all, as for 204).
    #[default]
    Json,
    /// A document of exactly this content type (a KRL).
    Document(&'static str),
    /// Any JSON, or a document of any type (`tunnelctl api`, which prints what came).
    Anything,
}

/// A passphrase that prints as `****` and is wiped from memory when dropped.
#[derive(Clone, PartialEq)]
pub struct Passphrase(pub zeroize::Zeroizing<String>);

impl std::fmt::Debug for Passphrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Passphrase(****)")
    }
}

impl ApiRequest {
    pub fn new(method: Method, path: impl Into<String>) -> Self {
        ApiRequest {
            method,
            path: path.into(),
            query: Vec::new(),
            body: None,
            ca_passphrase: None,
            store_key: None,
            dry_run: false,
            accept: Accept::Json,
            actor: Actor::local().clone(),
            client_address: None,
            if_match: None,
        }
    }

    pub fn get(path: impl Into<String>) -> Self {
        Self::new(Method::Get, path)
    }

    pub fn delete(path: impl Into<String>) -> Self {
        Self::new(Method::Delete, path)
    }

    pub fn with_json(method: Method, path: impl Into<String>, body: &Value) -> Self {
        let mut req = Self::new(method, path);
        req.body = Some(body.to_string().into_bytes());
        req
    }

    pub fn with_query(mut self, key: &str, value: impl ToString) -> Self {
        self.query.push((key.to_string(), value.to_string()));
        self
    }

    /// Builds a request from a path that may carry a query string (as `next_page_uri` does).
    pub fn from_path_and_query(method: Method, path_and_query: &str) -> Self {
        let (path, query) = path_and_query
            .split_once('?')
            .unwrap_or((path_and_query, ""));
        let mut req = Self::new(method, path);
        req.query = form_urlencoded::parse(query.as_bytes())
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
        req
    }

    /// The path with its query string, form-encoded, as it goes on the wire: what
    /// [`from_path_and_query`](Self::from_path_and_query) reads back.
    pub fn path_and_query(&self) -> String {
        let mut target = self.path.clone();
        if !self.query.is_empty() {
            target.push('?');
            target.push_str(
                &form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(&self.query)
                    .finish(),
            );
        }
        target
    }
}

/// What the router answers: a status and, except for 204, a JSON body.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiResponse {
    pub status: u16,
    pub body: Option<Value>,
    /// A body that is not JSON (the SAML SP metadata, a KRL), instead of `body`.
    pub document: Option<Document>,
    pub operation_id: String,
    /// Methods allowed on the path, set on 405 responses (the `Allow` header).
    pub allow: Vec<Method>,
    /// Where the resource a request made now is, when the answer has no body to say it (the new
    /// session of a restarted agent): the `Location` header, an absolute URI.
    pub location: Option<String>,
    /// The version an agent was updating to when a restart dropped the update unfinished (the
    /// [`headers::DROPPED_UPDATE`] header): a client says so, as the agent runs its old version.
    pub dropped_update: Option<String>,
    /// The version a `tunnelctl serve` reports (its `Tunnelctl-Version` header); remote only.
    pub server_version: Option<String>,
    /// The `ETag` of a JSON answer that a later request may name in `If-Match` (a policy).
    pub etag: Option<String>,
}

/// The content type of a KRL, the answer to `GET /ssh_certificate_authorities/{id}/krl`.
pub const KRL_TYPE: &str = "application/octet-stream";

/// A response body in another format than JSON.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    pub content_type: String,
    pub bytes: Vec<u8>,
    /// When what the document says last changed, where the service knows it (`serve` answers
    /// `Last-Modified` and `If-Modified-Since` with it).
    pub modified: Option<time::OffsetDateTime>,
    /// A SHA-256 that stands for the bytes, when the service keeps one with them (a KRL): what
    /// `serve`'s `ETag` is made of. Without it, `serve` digests the bytes.
    pub digest: Option<[u8; 32]>,
}

impl ApiResponse {
    /// A response with `status` and nothing else yet.
    pub fn new(status: u16, operation_id: impl Into<String>) -> Self {
        ApiResponse {
            status,
            body: None,
            document: None,
            operation_id: operation_id.into(),
            allow: Vec::new(),
            location: None,
            dropped_update: None,
            server_version: None,
            etag: None,
        }
    }

    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The error this response carries, if it is not a success.
    pub fn error(&self) -> Option<ApiError> {
        if self.is_success() {
            return None;
        }
        let body = self.body.clone().unwrap_or(Value::Null);
        Some(
            ApiError::from_body(self.status, &body).unwrap_or_else(|| ApiError {
                status: self.status,
                error_code: None,
                msg: format!("the server answered {} without an error body", self.status),
                details: Default::default(),
            }),
        )
    }
}
