//! Request bodies from flags, optionally on top of a whole body read with `--from-file`.

use std::path::Path;

use serde::Serialize;
use serde_json::{Map, Value};

pub use super::from_file::{from_file, FromFile};
use super::{CliError, Context};
use crate::api::route::Route;
use crate::api::{ApiRequest, Method};
use crate::document::{self, DocumentError};
use crate::files;
use crate::kind::{Kind, Verb};
use crate::output::View;

/// Reads a text file, or stdin for `-`, up to the API's body limit (what is read becomes part of
/// a request body).
pub fn read_input(path: &Path) -> Result<String, CliError> {
    read_input_limited(path, files::DEFAULT_READ_LIMIT)
}

/// Like [`read_input`], with another bound (a store import is larger than any request).
pub fn read_input_limited(path: &Path, limit: u64) -> Result<String, CliError> {
    files::read_text(path, limit).map_err(|e| CliError::usage(e.to_string()))
}

/// Reads a file of secrets given with `flag` (a key, a passphrase): as `files::read_secret` reads
/// one (not through a link, the user's own, mode 0600 or stricter; `-` is stdin), its refusal
/// naming the flag.
pub fn read_secret(path: &Path, flag: &str) -> Result<String, CliError> {
    files::read_secret(path).map_err(|e| CliError::usage(format!("{flag}: {e}")))
}

/// Parses JSON or YAML into a value, through the one bounded reader ([`document::Reader`]). Text
/// of only whitespace is refused: YAML would read it as `null`, which no request takes, and the
/// API refuses it as a body.
pub fn parse_document(text: &str, source: &Path) -> Result<Value, CliError> {
    if text.trim().is_empty() {
        return Err(CliError::usage(format!(
            "{} is empty or only whitespace; give a JSON or YAML object",
            source.display()
        )));
    }
    document::read_value(text).map_err(|e| {
        CliError::usage(match e {
            DocumentError::Limit(why) => format!("{} is refused: {why}", source.display()),
            e => format!("{} is neither JSON nor YAML: {e}", source.display()),
        })
    })
}

/// A request body as a command builds it: the fields of `--from-file` (if any), with the flags
/// set on top. It remembers which flag set which field, so that a refusal of that body names
/// the flag the user typed (`--bits must be …`) where the service names the field (`key_size
/// must be …`), and a required field that nothing gave names the flag that gives it; see
/// [`FlagNames`]. Fields from `--from-file` keep their API names.
#[derive(Debug, Default, Clone)]
pub struct Body {
    fields: Map<String, Value>,
    flags: FlagNames,
}

impl From<Map<String, Value>> for Body {
    fn from(fields: Map<String, Value>) -> Self {
        Body {
            fields,
            flags: FlagNames::default(),
        }
    }
}

impl Body {
    /// Sets `field` when `flag` was given; a flag overrides the same field from `--from-file`.
    /// When neither gives the field, `flag` is what would have: a refusal saying the field is
    /// required names it.
    pub fn set<T: Serialize>(&mut self, flag: &str, field: &str, value: Option<T>) {
        match value {
            Some(v) => {
                self.insert(
                    field,
                    serde_json::to_value(v).expect("flag values serialise"),
                );
                self.flags.name(field, flag);
            }
            None if !self.fields.contains_key(field) && !self.flags.names(field) => {
                self.flags.name(field, flag);
            }
            None => {}
        }
    }

    /// Sets a list field when the repeatable `flag` was given at least once.
    pub fn set_list<T: Serialize>(&mut self, flag: &str, field: &str, values: &[T]) {
        let values = (!values.is_empty()).then_some(values);
        self.set(flag, field, values);
    }

    /// Sets `field` to a value the command chose itself (not one a flag gave): a refusal keeps
    /// the field's name, unless [`name`](Self::name) says which flag led to it.
    pub fn insert(&mut self, field: &str, value: Value) {
        self.fields.insert(field.to_string(), value);
        self.flags.forget(field);
    }

    /// Records that `flag` gave the field at `path` (`backend.backend_id`, a field inside an
    /// object a command builds, or one it computes from the flag, like `valid_until` from
    /// `--valid-for`).
    pub fn name(&mut self, path: &str, flag: &str) {
        self.flags.name(path, flag);
    }

    /// The flag that gave `field` (or that would have, when nothing did).
    pub fn flag(&self, field: &str) -> Option<&str> {
        self.flags.flag_of(field)
    }

    pub fn get(&self, field: &str) -> Option<&Value> {
        self.fields.get(field)
    }

    /// Leaves `field` out of the body (a rule a command removes on purpose).
    pub fn remove(&mut self, field: &str) -> Option<Value> {
        self.flags.forget(field);
        self.fields.remove(field)
    }

    pub fn contains_key(&self, field: &str) -> bool {
        self.fields.contains_key(field)
    }

    pub fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }

    /// The body as JSON.
    pub fn value(&self) -> Value {
        Value::Object(self.fields.clone())
    }

    /// The request that sends this body.
    pub fn request(&self, method: Method, path: &str) -> ApiRequest {
        ApiRequest::with_json(method, path, &self.value())
    }

    /// The PATCH of `command` (`tcp-edge update`) to `path`. A body without a field would change
    /// nothing, yet the API answers it with the resource as if it had: refused instead, before
    /// anything is sent, so that an update that forgot its flags does not pass for one that worked.
    pub fn patch(&self, path: &str, command: &str) -> Result<ApiRequest, CliError> {
        if self.is_empty() {
            return Err(CliError::usage(format!(
                "{command} was given nothing to change; nothing was sent"
            ))
            .with_hint(format!(
                "pass the flags of the fields to change (tunnelctl {command} --help lists them)"
            )));
        }
        Ok(self.request(Method::Patch, path))
    }

    /// A refusal of this body, its message naming the flags that set the fields it names.
    pub fn naming_flags(&self, err: CliError) -> CliError {
        err.naming_flags(&self.flags)
    }

    /// Sends the [`patch`](Self::patch) and answers the response's body, as [`send`](Self::send).
    pub fn send_patch(&self, ctx: &Context, path: &str, command: &str) -> Result<Value, CliError> {
        let answer = ctx.send(&self.patch(path, command)?);
        Ok(answer
            .map_err(|e| self.naming_flags(e))?
            .unwrap_or(Value::Null))
    }

    /// Sends the body and answers the response's body; a refusal names the flags (see
    /// [`naming_flags`](Self::naming_flags)).
    pub fn send(&self, ctx: &Context, method: Method, path: &str) -> Result<Value, CliError> {
        ctx.send_json(method, path, &self.value())
            .map_err(|e| self.naming_flags(e))
    }
}

/// Which flag gave which field of a request body: `(field path, flag)`, the path as the
/// service's messages write it without list indexes (`hostports`, `backend.backend_id`,
/// `sources.type`).
#[derive(Debug, Default, Clone)]
pub struct FlagNames(Vec<(String, String)>);

impl FlagNames {
    pub fn name(&mut self, path: &str, flag: &str) {
        self.forget(path);
        self.0.push((path.to_string(), flag.to_string()));
    }

    fn flag_of(&self, path: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, flag)| flag.as_str())
    }

    fn names(&self, path: &str) -> bool {
        self.0.iter().any(|(p, _)| p == path)
    }

    /// A field set again by the command itself: its old flag no longer gave it.
    fn forget(&mut self, path: &str) {
        self.0
            .retain(|(p, _)| p != path && !p.starts_with(&format!("{path}.")));
    }

    /// `message` with the field paths it names replaced by the flags that gave them: at its
    /// start any field (`description is limited …`), elsewhere those that cannot be ordinary
    /// words (with `_`, `.` or `[`: `key_size applies only to private_key_type rsa`). List
    /// indexes go (`hostports[1]: …` → `--hostport: …`; the message quotes the value); a path
    /// inside a field a flag gave whole says so (`inbound[0].actions (in --policy-file)`).
    /// Quoted text (a value the user gave) is left alone.
    pub fn rename(&self, message: &str) -> String {
        if self.0.is_empty() {
            return message.to_string();
        }
        // `-` too, for keys inside a field: `critical_options.source-address`.
        let is_part =
            |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '[' | ']' | '-');
        let mut out = String::with_capacity(message.len());
        let mut rest = message;
        let mut previous: Option<char> = None;
        while let Some(c) = rest.chars().next() {
            if c == '"' {
                let end = closing_quote(rest);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
                previous = Some('"');
                continue;
            }
            let starts_token = (c.is_ascii_alphanumeric() || c == '_')
                && !previous.is_some_and(|p| is_part(p) || p == '`');
            if !starts_token {
                out.push(c);
                rest = &rest[c.len_utf8()..];
                previous = Some(c);
                continue;
            }
            let len = rest.find(|c: char| !is_part(c)).unwrap_or(rest.len());
            // A sentence's full stop is not part of the path.
            let token = rest[..len].trim_end_matches(['.', '-']);
            let at_start = out.is_empty();
            let replaced = (at_start || token.contains(['_', '.', '[']))
                .then(|| self.flag_for(token))
                .flatten();
            out.push_str(replaced.as_deref().unwrap_or(token));
            rest = &rest[token.len()..];
            previous = token.chars().last();
        }
        // A flag is given or not: "null" is the API's word for not.
        for (_, f) in &self.0 {
            let null = format!("{f} must be null");
            out = out.replace(&null, &format!("{f} must not be given"));
        }
        out
    }

    /// What names `token` (a field path as a message writes it) for the user, if a flag gave it.
    fn flag_for(&self, token: &str) -> Option<String> {
        let bare = without_indexes(token);
        if let Some((_, flag)) = self.0.iter().find(|(path, _)| *path == bare) {
            return Some(flag.clone());
        }
        // The longest field given whole by a flag that holds the path.
        self.0
            .iter()
            .filter_map(|(path, flag)| {
                let inner = token.strip_prefix(path.as_str())?;
                let inner = inner
                    .strip_prefix('.')
                    .or_else(|| inner.starts_with('[').then_some(inner))?;
                Some((path.len(), format!("{inner} (in {flag})")))
            })
            .max_by_key(|(len, _)| *len)
            .map(|(_, named)| named)
    }
}

/// `hostports[1]` → `hostports`, `sources[0].type` → `sources.type`.
fn without_indexes(token: &str) -> String {
    let mut out = String::with_capacity(token.len());
    let mut depth = 0;
    for c in token.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The length of the quoted text at the start of `text` (which starts with `"`), its closing
/// quote included; the rest of `text` when it is not closed.
fn closing_quote(text: &str) -> usize {
    let mut escaped = false;
    for (i, c) in text.char_indices().skip(1) {
        match c {
            '\\' if !escaped => escaped = true,
            '"' if !escaped => return i + 1,
            _ => escaped = false,
        }
    }
    text.len()
}

// Description and metadata, the fields every resource has.
#[derive(Debug, clap::Args)]
pub struct Labels {
    /// Human-readable purpose (at most 255 bytes)
    #[arg(long)]
    pub description: Option<String>,
    /// Machine-readable data of your own (at most 4096 bytes)
    #[arg(long)]
    pub metadata: Option<String>,
}

impl Labels {
    pub fn set(&self, body: &mut Body) {
        body.set("--description", "description", self.description.as_ref());
        body.set("--metadata", "metadata", self.metadata.as_ref());
    }
}

// The flags of an update that changes only description and metadata.
#[derive(Debug, clap::Args)]
pub struct LabelsUpdate {
    #[command(flatten)]
    labels: Labels,
    #[command(flatten)]
    from_file: FromFile,
}

impl LabelsUpdate {
    /// Sends the PATCH of `command` to `route` and prints the resource it answers.
    pub fn send(
        &self,
        ctx: &Context,
        command: &str,
        route: Route,
        view: &View,
    ) -> Result<(), CliError> {
        let updated = self
            .body(route.kind())?
            .send_patch(ctx, &route.path(), command)?;
        ctx.print(&updated, view)
    }

    /// The PATCH body of a `kind`: `--from-file`'s fields, the flags on top.
    pub fn body(&self, kind: &Kind) -> Result<Body, CliError> {
        let mut body = self.from_file.body(kind, Verb::Update)?;
        self.labels.set(&mut body);
        Ok(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn body() -> Body {
        let mut body = Body::from(
            json!({"hostports": ["a:1"], "metadata": "from the file"})
                .as_object()
                .unwrap()
                .clone(),
        );
        body.set("--bits", "key_size", Some(1000));
        body.set("--key-type", "private_key_type", Some("ecdsa"));
        body.set("--description", "description", Some("x"));
        body.set::<String>("--metadata", "metadata", None);
        body.set::<String>("--idp-metadata-file", "idp_metadata", None);
        body.set("--policy-file", "policy", Some(json!({})));
        body.insert("backend", json!({"backend_id": "bkdtg_x"}));
        body.name("backend.backend_id", "--backend-id");
        body.set_list("--source", "sources", &[json!({"type": "x"})]);
        body.name("sources.type", "--source");
        body.set("--critical-option", "critical_options", Some(json!({})));
        body
    }

    fn rename(message: &str) -> String {
        body().flags.rename(message)
    }

    #[test]
    fn a_field_a_flag_set_is_named_by_the_flag() {
        assert_eq!(
            rename("key_size must be one of 2048, 3072, 4096; got 1000"),
            "--bits must be one of 2048, 3072, 4096; got 1000"
        );
        assert_eq!(
            rename("key_size applies only to private_key_type rsa; private_key_type is \"ecdsa\""),
            "--bits applies only to --key-type rsa; --key-type is \"ecdsa\""
        );
        assert_eq!(
            rename("description is limited to 255 bytes; 300 were given"),
            "--description is limited to 255 bytes; 300 were given"
        );
    }

    #[test]
    fn fields_from_the_file_keep_their_api_names() {
        assert_eq!(
            rename("hostports[0]: must be host:port; got \"bad\""),
            "hostports[0]: must be host:port; got \"bad\""
        );
        assert_eq!(
            rename("metadata is limited to 4096 bytes"),
            "metadata is limited to 4096 bytes"
        );
    }

    #[test]
    fn a_required_field_nothing_gave_names_its_flag() {
        assert_eq!(
            rename("idp_metadata is required: the IdP's SAML metadata XML"),
            "--idp-metadata-file is required: the IdP's SAML metadata XML"
        );
    }

    #[test]
    fn nested_and_indexed_paths_are_named() {
        assert_eq!(
            rename("backend.backend_id: expected an ID; got \"x\""),
            "--backend-id: expected an ID; got \"x\""
        );
        assert_eq!(
            rename("sources[1].type: \"bogus\" is not a known event type"),
            "--source: \"bogus\" is not a known event type"
        );
        assert_eq!(
            rename("policy.inbound[0].actions: a rule needs at least one action"),
            "inbound[0].actions (in --policy-file): a rule needs at least one action"
        );
        assert_eq!(
            rename("critical_options.source-address: \"300.1.1.1\" is not a CIDR"),
            "source-address (in --critical-option): \"300.1.1.1\" is not a CIDR"
        );
    }

    #[test]
    fn words_and_quoted_values_are_left_alone() {
        // "description" mid-sentence may be an ordinary word; a quoted value is the user's.
        assert_eq!(
            rename("invalid value \"key_size\": see the description"),
            "invalid value \"key_size\": see the description"
        );
        assert_eq!(
            rename("a \"quote \\\" key_size\" then key_size."),
            "a \"quote \\\" key_size\" then --bits."
        );
        // A longer name that merely starts with a recorded one is another field.
        assert_eq!(rename("key_sizes are odd"), "key_sizes are odd");
        assert_eq!(Body::default().flags.rename("key_size x"), "key_size x");
    }

    #[test]
    fn a_field_the_command_sets_again_forgets_its_flag() {
        let mut body = body();
        body.insert("key_size", json!(2048));
        assert_eq!(body.flags.rename("key_size bad"), "key_size bad");
        assert_eq!(body.value()["key_size"], json!(2048));
    }

    #[test]
    fn the_error_body_keeps_the_api_words() {
        let err = CliError::failure("key_size must be one of 2048")
            .with_body(Some(json!({"msg": "key_size must be one of 2048"})));
        let err = body().naming_flags(err);
        assert_eq!(err.message, "--bits must be one of 2048");
        assert_eq!(err.body.unwrap()["msg"], "key_size must be one of 2048");
    }
}
