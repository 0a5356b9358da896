//! What a success answer must be, by its route: a resource of the kind asked for (with an ID of
//! that kind, the one asked for), a page of the kind's list, never the API's error body. A remote
//! server that answers 200 with something else must not pass for a result, nor be written to a
//! file (`--write-cert`).

use serde_json::Value;

use super::route::Route;
use super::{ApiRequest, Method};
use crate::kind::Verb;

/// A success answer that is not what its request takes.
#[derive(Debug, PartialEq)]
pub struct Unexpected {
    /// What the answer should have been ("SSH user certificate sucrt_…", "a page of TCP edges").
    pub expected: String,
    /// What is wrong with it ("it is the API's error body", "its \"id\" is …").
    pub why: String,
}

/// Why `body`, the JSON object of a success answer to `req`, is not what `req` takes; `None`
/// when it may be. Paths this tool does not know are held to the one rule every path keeps: a
/// success is not an error body.
pub fn unexpected(req: &ApiRequest, body: &Value) -> Option<Unexpected> {
    let route = Route::parse(&req.path);
    let expected = match route {
        Some(Route::Item(kind, id)) => format!("{} {id}", kind.title),
        Some(Route::Collection(kind)) if req.method == Method::Get && kind.can(Verb::List) => {
            format!("a page of {}", kind.plural)
        }
        Some(Route::Collection(kind)) => format!("the new {}", kind.title),
        Some(Route::Module(kind, ..)) => format!("the {}", kind.title),
        _ => "the API's answer".to_string(),
    };
    let why = |why: String| {
        Some(Unexpected {
            expected: expected.clone(),
            why,
        })
    };
    let object = body.as_object()?;
    // The API's error envelope (`{"error_code", "status_code", "msg", "details"}`); no resource
    // has a `msg`.
    if object.get("msg").is_some_and(Value::is_string)
        && (object.contains_key("error_code") || object.contains_key("status_code"))
        && !object.contains_key("id")
    {
        return why("it is the API's error body".into());
    }
    let id = object.get("id").and_then(Value::as_str);
    match route {
        Some(Route::Collection(kind)) if req.method == Method::Get && kind.can(Verb::List) => {
            match object.get(kind.list_key) {
                Some(Value::Array(_)) => None,
                _ => why(format!("it has no {:?} list", kind.list_key)),
            }
        }
        Some(Route::Item(kind, asked)) if kind.has_ids() && req.method != Method::Delete => {
            match id {
                None => why("it has no \"id\"".into()),
                Some(id) if id != asked => why(format!("its \"id\" is {id:?}")),
                Some(_) => None,
            }
        }
        Some(Route::Collection(kind)) if kind.has_ids() && req.method == Method::Post => {
            let prefix = format!("{}_", kind.prefix);
            match id {
                None => why("it has no \"id\"".into()),
                Some(id) if !id.starts_with(&prefix) || id.len() == prefix.len() => why(format!(
                    "its \"id\" {id:?} does not start with {prefix:?}, as the IDs of {} do",
                    kind.plural
                )),
                Some(_) => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn why(method: Method, path: &str, body: Value) -> Option<String> {
        unexpected(&ApiRequest::new(method, path), &body).map(|u| {
            let Unexpected { expected, why } = u;
            format!("{expected}: {why}")
        })
    }

    #[test]
    fn a_success_must_be_what_its_route_answers() {
        let error = json!({"error_code": "ERR_NGROK_404", "status_code": 404, "msg": "not found", "details": {}});
        let cert = "/ssh_user_certificates/sucrt_2";
        assert_eq!(
            why(Method::Get, cert, error.clone()).as_deref(),
            Some("SSH user certificate sucrt_2: it is the API's error body")
        );
        assert_eq!(
            why(Method::Get, cert, json!({"certificate": "x"})).as_deref(),
            Some("SSH user certificate sucrt_2: it has no \"id\"")
        );
        assert_eq!(
            why(Method::Patch, cert, json!({"id": "sucrt_3"})).as_deref(),
            Some("SSH user certificate sucrt_2: its \"id\" is \"sucrt_3\"")
        );
        assert_eq!(why(Method::Get, cert, json!({"id": "sucrt_2"})), None);
        assert_eq!(
            why(Method::Post, "/ssh_user_certificates", json!({"id": "sshca_1"})).as_deref(),
            Some("the new SSH user certificate: its \"id\" \"sshca_1\" does not start with \"sucrt_\", as the IDs of SSH user certificates do")
        );
        assert_eq!(
            why(
                Method::Post,
                "/ssh_user_certificates",
                json!({"id": "sucrt_1"})
            ),
            None
        );
        assert_eq!(
            why(Method::Get, "/edges/tcp", json!({"uri": "/edges/tcp"})).as_deref(),
            Some("a page of TCP edges: it has no \"tcp_edges\" list")
        );
        assert_eq!(
            why(Method::Get, "/edges/tcp", json!({"tcp_edges": []})),
            None
        );
        // Modules and paths of no kind: only the error body is refused.
        assert_eq!(
            why(Method::Get, "/edges/tcp/edgtcp_1/backend", error).as_deref(),
            Some("the API's answer: it is the API's error body")
        );
        assert_eq!(
            why(
                Method::Get,
                "/edges/tcp/edgtcp_1/backend",
                json!({"enabled": true})
            ),
            None
        );
    }
}
