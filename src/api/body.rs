//! Request-body parsing with errors that name the field: unknown fields → `ERR_NGROK_214`,
//! malformed JSON → `ERR_NGROK_213`, a value of the wrong type → `ERR_NGROK_215`.
//!
//! Official clients send some bodies in more than one shape (API-NOTES "Request shapes official
//! clients send"); the shapes are told apart here, once, so that every service sees one request
//! type: [`parse_module`] takes a module bare or wrapped as `{"id", "module"}`, and
//! [`check_echoed_id`] accepts a path ID repeated in a body only when it is the path's.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::{code, ApiError};

/// Parses a JSON request body into `T`. An absent or empty body reads as `{}`, so requests whose
/// fields are all optional accept it (the official Python SDK posts actions without a body).
/// Anything but an object is refused before serde sees it: serde reads a JSON array into a struct
/// field by field, so `[null, null]` would otherwise pass as a request. A body of only whitespace
/// is not JSON either: it is refused, not read as no body.
pub fn parse<T: DeserializeOwned>(body: Option<&[u8]>) -> Result<T, ApiError> {
    let bytes = match body {
        Some(b) if !b.is_empty() => b,
        _ => b"{}",
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::new(
            400,
            code::BAD_JSON,
            "the request body is only whitespace, which is not JSON; send a JSON object, or no \
             body at all where every field is optional",
        ));
    }
    check_is_object(bytes)?;
    check_no_nul(bytes)?;
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut de).map_err(|err| field_error(err, ""))?;
    de.end().map_err(|e| {
        ApiError::new(
            400,
            code::BAD_JSON,
            format!("the request body is not valid JSON: {e}"),
        )
    })?;
    Ok(value)
}

/// The rule [`nul_at`] enforces, as messages state it.
pub const NUL_RULE: &str = "contains a NUL character (U+0000), which no field may hold";

/// Refuses a body with a NUL character in any string, a key included, naming where: stored, it
/// would end every C string that reads it (`psql`, libpq, the shell) early. JSON writes NUL
/// only as the escape `\u0000`, so a body without that text is passed without a second parse.
fn check_no_nul(bytes: &[u8]) -> Result<(), ApiError> {
    if !bytes.windows(6).any(|w| w == b"\\u0000") {
        return Ok(());
    }
    // A body that does not parse is left to the parser, which says where it breaks.
    let Ok(value) = serde_json::from_slice::<Value>(bytes) else {
        return Ok(());
    };
    match nul_at(&value) {
        Some(path) => Err(ApiError::invalid(format!("{path}: {NUL_RULE}; remove it"))),
        None => Ok(()),
    }
}

/// Where the first NUL character in `value` is, as a field path (`metadata`, `sources[1].type`,
/// or a key of its own: `critical_options."a\0b"`); `None` when there is none. Used for request
/// bodies and for stored records (`store import`, `store check`).
pub fn nul_at(value: &Value) -> Option<String> {
    fn walk(value: &Value, path: &mut String) -> bool {
        match value {
            Value::String(s) => s.contains('\0'),
            Value::Array(items) => items.iter().enumerate().any(|(i, item)| {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                let found = walk(item, path);
                if !found {
                    path.truncate(len);
                }
                found
            }),
            Value::Object(map) => map.iter().any(|(key, item)| {
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                if key.contains('\0') {
                    path.push_str(&format!("{key:?}"));
                    return true;
                }
                path.push_str(key);
                let found = walk(item, path);
                if !found {
                    path.truncate(len);
                }
                found
            }),
            Value::Null | Value::Bool(_) | Value::Number(_) => false,
        }
    }
    let mut path = String::new();
    walk(value, &mut path).then_some(path)
}

/// A field of a body read as `T`, errors naming `field.<path>` (a field a handler takes apart
/// from the body's own type, like an SSH CA's `policy` in its PATCH).
pub fn parse_field<T: DeserializeOwned>(value: Value, field: &str) -> Result<T, ApiError> {
    serde_path_to_error::deserialize(value).map_err(|err| field_error(err, &format!("{field}.")))
}

/// Like [`parse`], for a request whose path names the resource `id` (session actions): a body that
/// is exactly that ID as bare text reads as `{"id": id}`. The official TypeScript SDK (0.11) posts
/// `restart` and `stop` that way, the ID under `Content-Type: application/json`; any other text is
/// still not JSON.
pub fn parse_allowing_bare_id<T: DeserializeOwned>(
    body: Option<&[u8]>,
    id: &str,
) -> Result<T, ApiError> {
    match body {
        Some(bytes) if bytes.trim_ascii() == id.as_bytes() => {
            parse(Some(serde_json::json!({ "id": id }).to_string().as_bytes()))
        }
        _ => parse(body),
    }
}

/// A serde error as the API reports it, the field named by its full path (`within` is prepended:
/// `module.` for the module of a wrapped body).
fn field_error(err: serde_path_to_error::Error<serde_json::Error>, within: &str) -> ApiError {
    let path = err.path().to_string();
    let path = if path == "." || path.is_empty() {
        within.trim_end_matches('.').to_string()
    } else {
        format!("{within}{path}")
    };
    let inner = err.into_inner();
    let at = if path.is_empty() {
        String::new()
    } else {
        format!("{path}: ")
    };
    let text = inner.to_string();
    // serde_json appends " at line L column C"; keep it only for syntax errors, where it helps.
    let short = text.split(" at line ").next().unwrap_or(&text).to_string();
    if inner.is_syntax() || inner.is_eof() || inner.is_io() {
        ApiError::new(
            400,
            code::BAD_JSON,
            format!("the request body is not valid JSON: {text}"),
        )
    } else if let Some(rest) = short.strip_prefix("unknown field `") {
        // Name the field by its full path: "unknown field `backend.x`, expected one of …".
        let expected = rest.split_once('`').map_or("", |(_, tail)| tail);
        ApiError::new(
            400,
            code::UNKNOWN_FIELD,
            format!("unknown field `{path}`{expected}"),
        )
    } else {
        ApiError::invalid(format!("{at}{}", without_type_names(&short)))
    }
}

/// Parses the body of a module PUT (`PUT /edges/tcp/{id}/backend`, a route's `saml`, a TLS edge's
/// `tls_termination`, …) in either shape official clients send:
/// - bare, the module itself (`{"enabled": true, …}`), as the Go and Python SDKs send it;
/// - wrapped, as the real OpenAPI document describes the request and the TypeScript SDK sends it:
///   `{"id": <path id>, "module": {…}}`, route modules also `"edge_id"`.
///
/// `path_ids` are the wrapper's ID fields with the path's values (`[("edge_id", e), ("id", r)]`).
/// A body holding `module` or any of those fields is a wrapper: each ID it gives must equal the
/// path's ([`check_echoed_id`]), it may hold nothing else, and its `module` (absent or null reads
/// as `{}`, like an empty bare body) is parsed as `T`, errors naming `module.<field>`.
pub fn parse_module<T: DeserializeOwned>(
    body: Option<&[u8]>,
    path_ids: &[(&str, &str)],
) -> Result<T, ApiError> {
    let mut wrapper: Map<String, Value> = parse(body)?;
    let is_wrapper = wrapper.contains_key("module")
        || path_ids
            .iter()
            .any(|(field, _)| wrapper.contains_key(*field));
    if !is_wrapper {
        return parse(body);
    }
    let mut expected: Vec<String> = path_ids.iter().map(|(f, _)| format!("`{f}`")).collect();
    expected.push("`module`".into());
    if let Some(other) = wrapper
        .keys()
        .find(|k| *k != "module" && !path_ids.iter().any(|(f, _)| f == k))
    {
        return Err(ApiError::new(
            400,
            code::UNKNOWN_FIELD,
            format!(
                "unknown field `{other}`: a body that gives `module` or an ID is the wrapped form \
                 and holds only {}; send the module's fields bare or inside `module`",
                expected.join(", ")
            ),
        ));
    }
    for (field, path_value) in path_ids {
        match wrapper.get(*field) {
            None | Some(Value::Null) => {}
            Some(Value::String(given)) => check_echoed_id(field, Some(given), Some(path_value))?,
            Some(other) => {
                return Err(ApiError::invalid(format!(
                    "{field}: invalid type: {}, expected the ID string {path_value}",
                    json_kind(other)
                )))
            }
        }
    }
    let module = match wrapper.remove("module") {
        None | Some(Value::Null) => Value::Object(Map::new()),
        Some(module @ Value::Object(_)) => module,
        Some(other) => {
            return Err(ApiError::invalid(format!(
                "module: invalid type: {}, expected the module as a JSON object",
                json_kind(&other)
            )))
        }
    };
    serde_path_to_error::deserialize(module).map_err(|err| field_error(err, "module."))
}

/// A body may repeat an ID of the path, as SDKs do (`id` on updates, session actions and module
/// wrappers; `edge_id` on route module wrappers; `subscription_id` on `POST …/sources`). Accepted
/// only when it equals the path's; a body ID where the path has none (`path` None: a create) is
/// refused, since the service assigns it.
pub fn check_echoed_id(
    field: &str,
    body: Option<&str>,
    path: Option<&str>,
) -> Result<(), ApiError> {
    match (body, path) {
        (Some(body), None) => Err(ApiError::new(
            400,
            code::UNKNOWN_FIELD,
            format!("{field} is set by the service and cannot be given on create; got {body:?}"),
        )),
        (Some(body), Some(path)) if body != path => Err(ApiError::invalid(format!(
            "{field} in the body ({body}) differs from the {field} in the path ({path}); leave \
             it out or repeat the path's"
        ))),
        _ => Ok(()),
    }
}

/// What a JSON value is, for messages.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// serde names the Rust type it expected ("expected struct BackendMutate"); the API's clients
/// know JSON types, not ours: "expected an object".
fn without_type_names(text: &str) -> String {
    let mut out = text.to_string();
    for (rust, json) in [
        ("expected struct ", "expected an object"),
        ("expected enum ", "expected a string"),
    ] {
        if let Some(i) = out.find(rust) {
            let name_end = out[i + rust.len()..]
                .find(|c: char| !c.is_alphanumeric() && c != '_')
                .map_or(out.len(), |n| i + rust.len() + n);
            out.replace_range(i..name_end, json);
        }
    }
    out
}

/// Refuses a body whose top-level value is not a JSON object, naming what it is instead.
fn check_is_object(bytes: &[u8]) -> Result<(), ApiError> {
    let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
    let found = match first {
        Some(b'{') => return Ok(()),
        Some(b'[') => "an array",
        Some(b'"') => "a string",
        Some(b'n') => "null",
        Some(b't' | b'f') => "a boolean",
        Some(b'-' | b'0'..=b'9') => "a number",
        _ => return Ok(()),
    };
    // Only JSON is named by its first byte (`ts_1` is not `true`, nor `1x` a number); anything
    // else is left to the parser, which says where it breaks. Reached only by bodies that are
    // refused either way, and the check allocates nothing.
    if serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_err() {
        return Ok(());
    }
    Err(ApiError::new(
        400,
        code::BAD_JSON,
        format!("the request body must be a JSON object ({{\"field\": value, …}}), not {found}"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        #[allow(dead_code)] // only its parse errors matter here
        n: u32,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Outer {
        #[allow(dead_code)] // only its parse errors matter here
        inner: Option<Inner>,
    }

    fn err(body: &str) -> ApiError {
        parse::<Outer>(Some(body.as_bytes())).unwrap_err()
    }

    #[test]
    fn empty_body_reads_as_empty_object() {
        assert!(parse::<Outer>(None).is_ok());
        assert!(parse::<Outer>(Some(b"")).is_ok());
    }

    #[test]
    fn a_body_of_only_whitespace_is_not_json() {
        for body in [" ", "  \n", "\t\r\n "] {
            let e = err(body);
            assert_eq!(e.status, 400, "{body:?}");
            assert_eq!(e.error_code.as_deref(), Some(code::BAD_JSON), "{body:?}");
            assert!(e.msg.contains("only whitespace"), "{body:?}: {}", e.msg);
        }
    }

    #[test]
    fn unknown_field_names_the_field_and_the_supported_ones() {
        let e = err(r#"{"inner":{"n":1,"x":2}}"#);
        assert_eq!(e.error_code.as_deref(), Some(code::UNKNOWN_FIELD));
        assert_eq!(e.msg, "unknown field `inner.x`, expected `n`");
    }

    #[test]
    fn wrong_type_names_the_field() {
        let e = err(r#"{"inner":{"n":4294967296}}"#);
        assert_eq!(e.error_code.as_deref(), Some(code::INVALID_FIELD));
        assert!(e.msg.starts_with("inner.n: invalid value"), "{}", e.msg);
    }

    #[test]
    fn errors_name_json_types_not_rust_types() {
        let e = err(r#"{"inner": "x"}"#);
        assert_eq!(
            e.msg,
            "inner: invalid type: string \"x\", expected an object"
        );
        assert_eq!(
            without_type_names("invalid type: integer `5`, expected enum Kind"),
            "invalid type: integer `5`, expected a string"
        );
    }

    #[test]
    fn only_an_object_is_a_body() {
        for (body, found) in [
            ("[null, null]", "an array"),
            (" \"x\"", "a string"),
            ("null", "null"),
            ("true", "a boolean"),
            ("-1", "a number"),
        ] {
            let e = err(body);
            assert_eq!(e.status, 400, "{body}");
            assert_eq!(e.error_code.as_deref(), Some(code::BAD_JSON), "{body}");
            assert!(
                e.msg.ends_with(&format!("not {found}")),
                "{body}: {}",
                e.msg
            );
        }
        // Text that only starts like a JSON value is not named as one: the parser says where it
        // breaks (an SDK sends a session ID as the body of a session action).
        for body in ["ts_3MW5TYlsNHPHRBHeN0jtp4JK4Bk", "nope", "1x", "[1,"] {
            let e = err(body);
            assert_eq!(e.status, 400, "{body}");
            assert!(
                !e.msg.contains("must be a JSON object"),
                "{body}: {}",
                e.msg
            );
        }
        // A struct whose every field is optional would read `[]` as a valid request.
        #[derive(Debug, Deserialize)]
        struct AllOptional {
            #[allow(dead_code)] // only whether parsing succeeds matters here
            a: Option<u32>,
        }
        assert!(parse::<AllOptional>(Some(b"[]")).is_err());
        assert!(parse::<AllOptional>(Some(b"{}")).is_ok());
    }

    #[derive(Debug, PartialEq, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Module {
        enabled: Option<bool>,
    }

    const EDGE: &str = "edghts_1";
    const ROUTE: &str = "edghtsrt_1";

    fn module(body: &str) -> Result<Module, ApiError> {
        parse_module(Some(body.as_bytes()), &[("edge_id", EDGE), ("id", ROUTE)])
    }

    #[test]
    fn a_module_comes_bare_or_wrapped_with_the_paths_ids() {
        let off = Module {
            enabled: Some(false),
        };
        assert_eq!(module(r#"{"enabled": false}"#).unwrap(), off);
        assert_eq!(
            module(r#"{"edge_id": "edghts_1", "id": "edghtsrt_1", "module": {"enabled": false}}"#)
                .unwrap(),
            off
        );
        // Each ID may be left out; a wrapper without a module reads as an empty module.
        assert_eq!(module(r#"{"module": {"enabled": false}}"#).unwrap(), off);
        let empty = Module { enabled: None };
        assert_eq!(module(r#"{"id": "edghtsrt_1"}"#).unwrap(), empty);
        assert_eq!(module(r#"{"id": null, "module": null}"#).unwrap(), empty);
        assert_eq!(
            parse_module::<Module>(None, &[("id", ROUTE)]).unwrap(),
            empty
        );
    }

    #[test]
    fn a_wrapper_with_other_ids_or_fields_is_refused() {
        let e = module(r#"{"edge_id": "edghts_2", "id": "edghtsrt_1", "module": {}}"#).unwrap_err();
        assert_eq!(e.error_code.as_deref(), Some(code::INVALID_FIELD));
        assert!(
            e.msg.starts_with(
                "edge_id in the body (edghts_2) differs from the edge_id in the path (edghts_1)"
            ),
            "{}",
            e.msg
        );
        let e = module(r#"{"id": 7, "module": {}}"#).unwrap_err();
        assert_eq!(
            e.msg,
            "id: invalid type: a number, expected the ID string edghtsrt_1"
        );
        let e = module(r#"{"id": "edghtsrt_1", "enabled": true}"#).unwrap_err();
        assert_eq!(e.error_code.as_deref(), Some(code::UNKNOWN_FIELD));
        assert!(e.msg.starts_with("unknown field `enabled`: "), "{}", e.msg);
        assert!(e.msg.contains("`edge_id`, `id`, `module`"), "{}", e.msg);
        let e = module(r#"{"module": {"enabled": 1}}"#).unwrap_err();
        assert!(
            e.msg.starts_with("module.enabled: invalid type"),
            "{}",
            e.msg
        );
        let e = module(r#"{"module": {"level": 9}}"#).unwrap_err();
        assert_eq!(e.msg, "unknown field `module.level`, expected `enabled`");
        let e = module(r#"{"module": [true]}"#).unwrap_err();
        assert_eq!(
            e.msg,
            "module: invalid type: an array, expected the module as a JSON object"
        );
        // A bare body keeps the errors it always had.
        assert_eq!(
            module(r#"{"level": 9}"#).unwrap_err().msg,
            "unknown field `level`, expected `enabled`"
        );
    }

    #[test]
    fn an_echoed_id_must_be_the_paths() {
        assert!(check_echoed_id("id", None, Some("a")).is_ok());
        assert!(check_echoed_id("id", Some("a"), Some("a")).is_ok());
        assert!(check_echoed_id("id", None, None).is_ok());
        let e = check_echoed_id("subscription_id", Some("b"), Some("a")).unwrap_err();
        assert_eq!(e.status, 400);
        assert_eq!(
            e.msg,
            "subscription_id in the body (b) differs from the subscription_id in the path (a); \
             leave it out or repeat the path's"
        );
        let e = check_echoed_id("id", Some("b"), None).unwrap_err();
        assert_eq!(e.error_code.as_deref(), Some(code::UNKNOWN_FIELD));
    }

    #[test]
    fn a_nul_anywhere_is_refused_naming_where() {
        #[derive(Debug, Deserialize)]
        struct Loose {
            #[allow(dead_code)] // only whether parsing succeeds matters here
            a: Option<Value>,
        }
        for (body, path) in [
            (r#"{"a": "x\u0000y"}"#, "a"),
            (r#"{"a": {"b": [1, "ok", "\u0000"]}}"#, "a.b[2]"),
            (r#"{"a": {"k\u0000": 1}}"#, r#"a."k\0""#),
        ] {
            let e = parse::<Loose>(Some(body.as_bytes())).unwrap_err();
            assert_eq!(e.status, 400, "{body}");
            assert_eq!(e.error_code.as_deref(), Some(code::INVALID_FIELD), "{body}");
            assert_eq!(e.msg, format!("{path}: {NUL_RULE}; remove it"), "{body}");
        }
        // An escaped backslash before `u0000` is text, not a NUL.
        assert!(parse::<Loose>(Some(br#"{"a": "\\u0000"}"#)).is_ok());
    }

    #[test]
    fn syntax_errors_and_trailing_garbage_are_bad_json() {
        assert_eq!(err("{").error_code.as_deref(), Some(code::BAD_JSON));
        assert_eq!(err("{} x").error_code.as_deref(), Some(code::BAD_JSON));
    }
}
