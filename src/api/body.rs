//! Request-body parsing with errors that name the field: unknown fields → `ERR_NGROK_214`,
//! malformed JSON → `ERR_NGROK_213`, a value of the wrong type → `ERR_NGROK_215`.

use serde::de::DeserializeOwned;

use super::{code, ApiError};

/// Parses a JSON request body into `T`. An absent or empty body reads as `{}`, so requests whose
/// fields are all optional accept it (the official Python SDK posts actions without a body).
/// Anything but an object is refused before serde sees it: serde reads a JSON array into a struct
/// field by field, so `[null, null]` would otherwise pass as a request.
pub fn parse<T: DeserializeOwned>(body: Option<&[u8]>) -> Result<T, ApiError> {
    let bytes = match body {
        Some(b) if !b.iter().all(u8::is_ascii_whitespace) => b,
        _ => b"{}",
    };
    check_is_object(bytes)?;
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut de).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner();
        let at = if path == "." || path.is_empty() {
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
    })?;
    de.end().map_err(|e| {
        ApiError::new(
            400,
            code::BAD_JSON,
            format!("the request body is not valid JSON: {e}"),
        )
    })?;
    Ok(value)
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
        // Not JSON at all: let the parser say where it breaks.
        _ => return Ok(()),
    };
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
        assert!(parse::<Outer>(Some(b"  ")).is_ok());
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
        // A struct whose every field is optional would read `[]` as a valid request.
        #[derive(Debug, Deserialize)]
        struct AllOptional {
            #[allow(dead_code)] // only whether parsing succeeds matters here
            a: Option<u32>,
        }
        assert!(parse::<AllOptional>(Some(b"[]")).is_err());
        assert!(parse::<AllOptional>(Some(b"{}")).is_ok());
    }

    #[test]
    fn syntax_errors_and_trailing_garbage_are_bad_json() {
        assert_eq!(err("{").error_code.as_deref(), Some(code::BAD_JSON));
        assert_eq!(err("{} x").error_code.as_deref(), Some(code::BAD_JSON));
    }
}
