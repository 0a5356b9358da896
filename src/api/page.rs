//! Pagination of every list (API-NOTES "Pagination"): `limit`, `before_id`, newest first.

use serde_json::{json, Map, Value};

use super::{code, ApiError};
use crate::id;

pub const MAX_LIMIT: usize = 100;

/// A validated page request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageQuery {
    pub limit: usize,
    pub before_id: Option<String>,
}

impl PageQuery {
    /// Reads `limit` and `before_id` (or `beforeId`, which the TypeScript SDK sends); any other
    /// parameter is refused, so a typo is not silently ignored.
    pub fn parse(query: &[(String, String)], id_prefix: &str) -> Result<Self, ApiError> {
        let mut page = PageQuery {
            limit: MAX_LIMIT,
            before_id: None,
        };
        for (key, value) in query {
            match key.as_str() {
                "limit" => {
                    page.limit = value
                        .parse()
                        .ok()
                        .filter(|n| (1..=MAX_LIMIT).contains(n))
                        .ok_or_else(|| {
                            ApiError::new(
                                400,
                                code::BAD_LIMIT,
                                format!(
                                "limit must be a whole number from 1 to {MAX_LIMIT}; got {value:?}"
                            ),
                            )
                        })?
                }
                "before_id" | "beforeId" => {
                    if !id::is_valid(value, id_prefix) {
                        return Err(ApiError::new(
                            400,
                            code::BAD_BEFORE_ID,
                            format!("before_id must be an ID with a prefix of {id_prefix}_; got {value:?}"),
                        ));
                    }
                    page.before_id = Some(value.clone());
                }
                other => {
                    return Err(ApiError::new(
                        400,
                        code::UNKNOWN_QUERY,
                        format!("unknown query parameter {other:?}; supported: limit, before_id"),
                    ))
                }
            }
        }
        Ok(page)
    }
}

/// One page of items, newest first, and whether more items follow it.
#[derive(Debug, Clone)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub has_more: bool,
}

/// The wire list object: `{<key>: [...], "uri": ..., "next_page_uri": ...}`.
pub fn list_body(
    key: &str,
    items: Vec<Value>,
    has_more: bool,
    list_uri: &str,
    limit: usize,
) -> Value {
    let next = match items
        .last()
        .and_then(|last| last.get("id"))
        .and_then(Value::as_str)
    {
        Some(last_id) if has_more => json!(format!("{list_uri}?before_id={last_id}&limit={limit}")),
        _ => Value::Null,
    };
    let mut body = Map::new();
    body.insert(key.to_string(), Value::Array(items));
    body.insert("uri".into(), json!(list_uri));
    body.insert("next_page_uri".into(), next);
    Value::Object(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_and_bounds() {
        assert_eq!(PageQuery::parse(&[], "edgtcp").unwrap().limit, 100);
        assert_eq!(
            PageQuery::parse(&q(&[("limit", "1")]), "edgtcp")
                .unwrap()
                .limit,
            1
        );
        for bad in ["0", "101", "-1", "x", ""] {
            let err = PageQuery::parse(&q(&[("limit", bad)]), "edgtcp").unwrap_err();
            assert_eq!(err.error_code.as_deref(), Some(code::BAD_LIMIT), "{bad}");
        }
    }

    #[test]
    fn before_id_is_checked_and_has_a_camel_case_alias() {
        let id = "edgtcp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqn";
        assert_eq!(
            PageQuery::parse(&q(&[("beforeId", id)]), "edgtcp")
                .unwrap()
                .before_id
                .as_deref(),
            Some(id)
        );
        let err = PageQuery::parse(&q(&[("before_id", "ts_x")]), "edgtcp").unwrap_err();
        assert_eq!(err.error_code.as_deref(), Some(code::BAD_BEFORE_ID));
        let err = PageQuery::parse(&q(&[("page", "2")]), "edgtcp").unwrap_err();
        assert_eq!(err.error_code.as_deref(), Some(code::UNKNOWN_QUERY));
    }
}
