//! Deleting with a confirmation that shows what is deleted.

use serde_json::Value;

use super::Context;
use crate::api::ApiRequest;
use crate::cli::{exit, prompt, CliError};

impl Context {
    /// Deletes what `path` addresses once a person at a terminal confirms (see [`confirm`]), and
    /// says so on stderr. `what` names it for people: "TCP edge edgtcp_…".
    ///
    /// [`confirm`]: Self::confirm
    pub fn delete(&self, path: &str, what: &str) -> Result<(), CliError> {
        let path = self.resolve_path(path)?;
        self.confirm_delete(what, &format!("Delete {what}?"), &[(what, path.clone())])?;
        self.send(&ApiRequest::delete(path))
            .map_err(|err| err.naming_not_found(what))?;
        self.changed(&format!("deleted {what}"));
        Ok(())
    }

    /// Deletes each of `ids` in turn, after one confirmation that lists them all; `kind` names
    /// them for people ("TCP edge"), `path` gives each one's path.
    pub fn delete_each(
        &self,
        ids: &[String],
        kind: &str,
        path: impl Fn(&str) -> String,
    ) -> Result<(), CliError> {
        let what = match ids {
            [id] => format!("{kind} {id}"),
            _ => format!("{} {}: {}", ids.len(), plural(kind), ids.join(", ")),
        };
        let question = match ids {
            [id] => format!("Delete {kind} {id}?"),
            _ => format!("Delete these {} {}?", ids.len(), plural(kind)),
        };
        // Names are looked up before anything is asked: one that names nothing fails first.
        let each = (ids.iter())
            .map(|id| Ok((id.as_str(), self.resolve_path(&path(id))?)))
            .collect::<Result<Vec<_>, CliError>>()?;
        self.confirm_delete(&what, &question, &each)?;
        for (id, path) in &each {
            self.send(&ApiRequest::delete(path))
                .map_err(|err| err.naming_not_found(&format!("{kind} {id}")))?;
            self.changed(&format!("deleted {kind} {id}"));
        }
        Ok(())
    }

    /// Asks `question` after listing what `each` (a name and its path) is: its description, and
    /// an edge's hostports, so a person knows what they confirm; one item is listed only when it
    /// has either. An answer of no is an error (exit [`exit::CANCELLED`]) that keeps `what`, so
    /// that `tunnelctl … delete X && next` stops there.
    ///
    /// [`exit::CANCELLED`]: crate::cli::exit::CANCELLED
    pub(crate) fn confirm_delete(
        &self,
        what: &str,
        question: &str,
        each: &[(&str, String)],
    ) -> Result<(), CliError> {
        if !self.will_ask() {
            return Ok(());
        }
        let mut items = Vec::new();
        for (name, path) in each {
            let item = format!("{name}  {}", self.details(name, path)?);
            let item = item.trim_end();
            if each.len() > 1 || item.len() > name.len() {
                items.push(item.to_string());
            }
        }
        if self.asking(|| prompt::confirm(question, &items))? {
            return Ok(());
        }
        Err(CliError::cancelled(format!(
            "kept {what}: the delete was declined"
        )))
    }

    /// The description of the resource at `path` and, for an edge, its hostports; empty when it
    /// has neither or cannot be read (the request that follows then says what is wrong). One
    /// that is not there is not found (exit 3), so that nobody confirms the delete of nothing;
    /// `name` names it.
    fn details(&self, name: &str, path: &str) -> Result<String, CliError> {
        let resource = match self.send(&ApiRequest::get(path)) {
            Ok(Some(resource)) => resource,
            Err(err) if err.exit_code() == exit::NOT_FOUND => {
                return Err(err.naming_not_found(name))
            }
            Ok(None) | Err(_) => return Ok(String::new()),
        };
        let description = resource["description"].as_str().unwrap_or("");
        let hostports: Vec<&str> = resource["hostports"]
            .as_array()
            .map_or(Vec::new(), |h| h.iter().filter_map(Value::as_str).collect());
        Ok([description, &hostports.join(", ")]
            .iter()
            .filter(|part| !part.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join("  "))
    }
}

/// "TCP edge" → "TCP edges", "SSH certificate authority" → "SSH certificate authorities".
fn plural(kind: &str) -> String {
    match kind.strip_suffix('y') {
        Some(stem) => format!("{stem}ies"),
        None => format!("{kind}s"),
    }
}
