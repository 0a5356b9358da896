//! `POST /dry_runs` (this tool's extension): several requests tried as ONE dry run, in order,
//! each seeing what the ones before it would have written, so that a plan whose steps depend on
//! each other (two edges claiming one hostport, a delete freeing what a create then takes) is
//! judged as carrying it out would judge it. Nothing is committed.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::api::route::is_dry_runs;
use crate::api::{body, code, ApiError, ApiRequest, Method};
use crate::store::Scope;

/// The most requests one `POST /dry_runs` tries; a longer list is refused (400).
const MOST_REQUESTS: usize = 1000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DryRuns {
    requests: Vec<Inner>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Inner {
    method: String,
    /// The path, with a query where the request has one.
    path: String,
    #[serde(default)]
    body: Option<Value>,
}

/// The requests of `req`'s body, each as the caller would send it alone (their key, their
/// address), marked as a dry run; 400 naming the field for a body that is not such a list.
pub(super) fn requests(req: &ApiRequest) -> Result<Vec<ApiRequest>, ApiError> {
    let bad = |field: String, why: &str| {
        ApiError::new(400, code::INVALID_FIELD, format!("{field} {why}"))
    };
    let asked: DryRuns = body::parse(req.body.as_deref())?;
    if asked.requests.len() > MOST_REQUESTS {
        return Err(bad(
            "requests".into(),
            &format!(
                "holds {} requests; one dry run tries at most {MOST_REQUESTS}: split the plan",
                asked.requests.len()
            ),
        ));
    }
    asked
        .requests
        .into_iter()
        .enumerate()
        .map(|(at, inner)| {
            let field = |name: &str| format!("requests[{at}].{name}");
            let method = Method::parse(&inner.method).ok_or_else(|| {
                bad(
                    field("method"),
                    "is not one of GET, POST, PUT, PATCH, DELETE",
                )
            })?;
            if !inner.path.starts_with('/') {
                return Err(bad(field("path"), "must start with /"));
            }
            let mut one = ApiRequest::from_path_and_query(method, &inner.path);
            if is_dry_runs(&one.path) {
                return Err(bad(field("path"), "may not be /dry_runs itself"));
            }
            one.body = inner.body.map(|b| b.to_string().into_bytes());
            one.dry_run = true;
            one.actor = req.actor.clone();
            one.client_address = req.client_address;
            one.store_key.clone_from(&req.store_key);
            one.ca_passphrase.clone_from(&req.ca_passphrase);
            Ok(one)
        })
        .collect()
}

/// Tries `requests` in order in `scope`, a dry run, up to the first refusal: the answers so far,
/// the refusal last.
pub(super) fn try_in(
    answer: impl Fn(&ApiRequest, &Scope) -> crate::api::ApiResponse,
    requests: &[ApiRequest],
    scope: &Scope,
) -> Value {
    let mut responses = Vec::new();
    for one in requests {
        let response = answer(one, scope);
        let refused = !response.is_success();
        responses.push(json!({"status": response.status, "body": response.body}));
        if refused {
            break;
        }
    }
    json!({ "responses": responses })
}
