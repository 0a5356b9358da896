//! The error envelope every non-2xx response carries (API-NOTES "Errors").

use serde_json::{json, Map, Value};

/// Error codes of the real service that this tool reproduces. Named so call sites read as the rule.
pub mod code {
    pub const MISSING_AUTH: &str = "ERR_NGROK_200";
    pub const UNKNOWN_KEY: &str = "ERR_NGROK_203";
    pub const CONTENT_TYPE: &str = "ERR_NGROK_210";
    pub const BAD_JSON: &str = "ERR_NGROK_213";
    pub const UNKNOWN_FIELD: &str = "ERR_NGROK_214";
    pub const INVALID_FIELD: &str = "ERR_NGROK_215";
    pub const BAD_VERSION: &str = "ERR_NGROK_217";
    pub const MISSING_VERSION: &str = "ERR_NGROK_218";
    pub const BAD_BEFORE_ID: &str = "ERR_NGROK_223";
    pub const BAD_ID: &str = "ERR_NGROK_227";
    pub const UNKNOWN_QUERY: &str = "ERR_NGROK_231";
    pub const BAD_LIMIT: &str = "ERR_NGROK_233";
    pub const HOSTPORT_TAKEN: &str = "ERR_NGROK_7122";
    pub const CA_IN_USE: &str = "ERR_NGROK_1964";
    pub const INTERNAL: &str = "ERR_NGROK_500";
    pub const TOO_LARGE: &str = "ERR_NGROK_413";
    pub const METHOD_NOT_ALLOWED: &str = "ERR_NGROK_405";
    /// This tool's own (the real service has no disk of the user's to fill): 507, the disk
    /// holding the store is full.
    pub const STORAGE_FULL: &str = "ERR_TUNNELCTL_STORAGE_FULL";
    /// 503: `serve` holds as many request bodies as its memory budget allows; retry shortly.
    pub const BODIES_BUSY: &str = "ERR_TUNNELCTL_BODIES_BUSY";
    /// 503: `serve` holds as many answers not yet sent as its memory budget allows; retry shortly.
    pub const ANSWERS_BUSY: &str = "ERR_TUNNELCTL_ANSWERS_BUSY";
    /// 409: the private key given to `ssh-ca import` is already the key of another CA.
    pub const CA_KEY_TAKEN: &str = "ERR_TUNNELCTL_CA_KEY_TAKEN";
    /// The store could not be read or written (an I/O error, a damaged record); not a bug.
    pub const STORAGE: &str = "ERR_TUNNELCTL_STORAGE";
    /// 503: the store's database (PostgreSQL) did not answer or dropped the connection; nothing
    /// was done, retry shortly.
    pub const STORAGE_UNAVAILABLE: &str = "ERR_TUNNELCTL_STORAGE_UNAVAILABLE";
    /// A request on the store's socket came from another tunnelctl version than the holder's; it
    /// was not applied.
    pub const SOCKET_VERSION: &str = "ERR_TUNNELCTL_SOCKET_VERSION";
    /// A request on the store's socket came with another `TUNNELCTL_NOW` than the holder's clock;
    /// it was not applied.
    pub const SOCKET_CLOCK: &str = "ERR_TUNNELCTL_SOCKET_CLOCK";
    /// `store close` reached a `serve` a person started, not a background store process.
    pub const NOT_KEPT_OPEN: &str = "ERR_TUNNELCTL_NOT_KEPT_OPEN";
    /// 409: a certificate was asked for a public key that its CA revoked (`details` name the
    /// revocation); nothing was signed.
    pub const KEY_REVOKED: &str = "ERR_TUNNELCTL_KEY_REVOKED";
    /// 403: the API key's role does not allow the request (API-NOTES "API keys"); nothing was
    /// done. The message names the role and what it may not do.
    pub const ROLE_FORBIDDEN: &str = "ERR_TUNNELCTL_ROLE_FORBIDDEN";
    /// 403: the API key's binding (the principals and the validity it may sign) does not allow
    /// the certificate (or the key) asked for; nothing was done. The message names the binding.
    pub const BINDING_FORBIDDEN: &str = "ERR_TUNNELCTL_BINDING_FORBIDDEN";
    /// 412: a write's `If-Match` names a representation that changed since it was read (a CA's
    /// policy edited by someone else in between); nothing was written.
    pub const PRECONDITION_FAILED: &str = "ERR_TUNNELCTL_PRECONDITION_FAILED";
    /// 404 for a path the real API has and tunnelctl does not implement (`/bot_users`, ...).
    pub const NOT_IMPLEMENTED: &str = "ERR_TUNNELCTL_NOT_IMPLEMENTED";
}

/// A refused request: status, optional error code, a message naming the field and the rule, details.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: u16,
    pub error_code: Option<String>,
    pub msg: String,
    pub details: Map<String, Value>,
}

impl ApiError {
    pub fn new(status: u16, error_code: &str, msg: impl Into<String>) -> Self {
        ApiError {
            status,
            error_code: Some(error_code.to_string()),
            msg: bounded(msg.into()),
            details: Map::new(),
        }
    }

    /// 400 `ERR_NGROK_215`: a field value breaks a rule. The message names the field and the rule.
    pub fn invalid(msg: impl Into<String>) -> Self {
        Self::new(400, code::INVALID_FIELD, msg)
    }

    /// 404 for an unknown resource, naming its kind and ID ("TCP edge edgtcp_… not found"). No
    /// error code, as the real service has none on a not-found; only `msg` says more than its
    /// "Resource not found".
    pub fn not_found(kind: &str, id: &str) -> Self {
        Self::absent(format!("{kind} {id} not found"))
    }

    /// 404 with a message saying what is absent (and no error code, as for every not-found).
    pub fn absent(msg: String) -> Self {
        ApiError {
            status: 404,
            error_code: None,
            msg: bounded(msg),
            details: Map::new(),
        }
    }

    /// 404 for a module that is not set (its owner exists): says so, so that it does not read as
    /// if the owner were missing ("the ip_restriction module of TCP edge edgtcp_… is not set").
    pub fn module_not_set(module: &str, owner: &str) -> Self {
        Self::absent(format!("the {module} module of {owner} is not set"))
    }

    pub fn conflict(error_code: &str, msg: impl Into<String>) -> Self {
        Self::new(409, error_code, msg)
    }

    pub fn internal(msg: impl std::fmt::Display) -> Self {
        Self::new(
            500,
            code::INTERNAL,
            format!("internal error (this is a bug in tunnelctl): {msg}"),
        )
    }

    /// 507: a write refused because the disk holding the store is full. Over HTTP the message does
    /// not name the store's path (the local CLI does).
    pub fn storage_full() -> Self {
        Self::new(
            507,
            code::STORAGE_FULL,
            "the disk holding the store is full, so this change could not be confirmed; reads \
             still work, and writes succeed again once space is freed",
        )
    }

    /// 500 `ERR_TUNNELCTL_STORAGE`: the store could not be read or written, with the cause.
    pub fn storage(cause: impl std::fmt::Display) -> Self {
        Self::new(
            500,
            code::STORAGE,
            format!("the store could not be read or written: {cause}"),
        )
    }

    /// 503 `ERR_TUNNELCTL_STORAGE_UNAVAILABLE`: the store's database did not answer; the change
    /// was not made (or, for a commit cut off, is reported as not confirmed).
    pub fn storage_unavailable(cause: impl std::fmt::Display) -> Self {
        Self::new(
            503,
            code::STORAGE_UNAVAILABLE,
            format!("the store's database is unavailable; retry in a moment: {cause}"),
        )
    }

    pub fn is_storage_full(&self) -> bool {
        self.error_code.as_deref() == Some(code::STORAGE_FULL)
    }

    pub fn with_detail(mut self, key: &str, value: impl Into<Value>) -> Self {
        self.details.insert(key.to_string(), value.into());
        self
    }

    /// The wire body. `details.operation_id` is always set so that the Python SDK, which reads it
    /// unguarded, can parse every error.
    pub fn to_body(&self, operation_id: &str) -> Value {
        let mut details = self.details.clone();
        details.insert("operation_id".into(), json!(operation_id));
        let mut body = Map::new();
        if let Some(code) = &self.error_code {
            body.insert("error_code".into(), json!(code));
        }
        body.insert("status_code".into(), json!(self.status));
        body.insert("msg".into(), json!(self.msg));
        body.insert("details".into(), Value::Object(details));
        Value::Object(body)
    }

    /// Reads an error envelope back (remote transport). `None` when the body is not an envelope.
    pub fn from_body(status: u16, body: &Value) -> Option<Self> {
        let obj = body.as_object()?;
        let msg = bounded(obj.get("msg")?.as_str()?.to_string());
        Some(ApiError {
            status,
            error_code: obj
                .get("error_code")
                .and_then(Value::as_str)
                // An empty code is no code: "Resource not found", not "Resource not found []".
                .filter(|code| !code.is_empty())
                .map(str::to_string),
            msg,
            details: obj
                .get("details")
                .and_then(Value::as_object)
                .cloned()
                .unwrap_or_default(),
        })
    }
}

/// The longest message an error carries, in characters.
pub const MAX_MESSAGE: usize = 1000;

/// `msg`, or when longer than [`MAX_MESSAGE`] its start and end around a marker. Messages quote
/// what they refuse (a field value, a file's contents, a server's words); this keeps a 5 MB value
/// from becoming a 5 MB error while keeping the field (at the start) and the rule (at the end).
pub fn bounded(msg: String) -> String {
    let chars = msg.chars().count();
    if chars <= MAX_MESSAGE {
        return msg;
    }
    let keep = MAX_MESSAGE / 2 - 20;
    let head: String = msg.chars().take(keep).collect();
    let tail: String = msg.chars().skip(chars - keep).collect();
    format!("{head} …[{} characters left out]… {tail}", chars - 2 * keep)
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.error_code {
            Some(code) => write!(f, "{} [{code}]", self.msg),
            None => f.write_str(&self.msg),
        }
    }
}

impl std::error::Error for ApiError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_messages_keep_their_start_and_end() {
        let short = "hostports[0]: bad".to_string();
        assert_eq!(bounded(short.clone()), short);
        let quoted = "x".repeat(5_000_000);
        let err = ApiError::invalid(format!("public_key {quoted:?} is not a key; the rule"));
        assert!(
            err.msg.chars().count() <= MAX_MESSAGE + 60,
            "{}",
            err.msg.len()
        );
        assert!(err.msg.starts_with("public_key \"xxx"));
        assert!(err.msg.ends_with("is not a key; the rule"));
        assert!(err.msg.contains("characters left out"));
    }
}
