//! Rendering: JSON and YAML print the wire body as is; tables are for people. Nothing else formats.

mod escape;
mod jq;
mod memory;
pub mod notice;
mod out;
mod screen;
mod stack;
mod stream;
mod yaml;

pub(crate) use screen::stdout_width;

use comfy_table::{presets, Table};
use serde_json::Value;
use unicode_width::UnicodeWidthStr;

use escape::lines_for_terminal;
pub use escape::{for_terminal, Shape};
pub use jq::{Failure as JqFailure, Jq, MEMORY as JQ_MEMORY, STACK as JQ_STACK};
pub use memory::{purge_freed_after, Allocator};
pub use notice::{note, warning};
pub use out::{stderr, stdout, stdout_exposed, Out, Shown};
pub use screen::{certificate_status, principals};
pub use stream::ListWriter;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Aligned columns for people (lists: one row per item; single resources: field/value rows)
    Table,
    /// Like table; lists show every column, values whole, as kubectl's -o wide
    Wide,
    /// The API's JSON body, unchanged
    Json,
    /// The API's body as YAML
    Yaml,
    /// Only IDs, one per line (of a list's items, or of the resource), for `xargs` pipelines
    Id,
    /// The resource as a manifest document that `apply -f` takes (`get` of a kind apply manages,
    /// modules included)
    Manifest,
}

impl Format {
    /// The name `-o` takes for this format (`table`, `json`, …).
    pub fn name(self) -> String {
        clap::ValueEnum::to_possible_value(&self)
            .map(|v| v.get_name().to_string())
            .unwrap_or_default()
    }

    /// Whether results print as tables (`-o table` or `-o wide`).
    pub fn is_table(self) -> bool {
        matches!(self, Format::Table | Format::Wide)
    }
}

/// A column of a list: its header and a JSON pointer into the item. A `*` segment stands for every
/// element of a list (`/sources/*/type` shows each source's type, comma-separated); a pointer
/// starting with `=` names a value derived from the item: `=status` (of a certificate),
/// `=age:FIELD` (how long ago the time in FIELD was).
pub type Column = (&'static str, &'static str);

/// How a resource kind shows as a table: the key of its list object and the list's columns.
pub struct View {
    pub list_key: &'static str,
    /// What the items are, in a sentence: an empty list at a terminal says `No TCP edges.`
    pub noun: &'static str,
    /// The columns of `-o table`.
    pub columns: &'static [Column],
    /// More columns, for `-o wide` and `--columns`.
    pub wide: &'static [Column],
    /// Headers, most important first: the columns a narrow terminal keeps (after the first, the
    /// ID, which it always keeps). Columns not named rank after these, left to right.
    pub rank: &'static [&'static str],
}

impl View {
    /// Every column, as `-o wide` shows them: the table's, the wide ones, an AGE beside each
    /// creation time.
    pub fn every_column(&self) -> Vec<Column> {
        screen::with_ages(&[self.columns, self.wide].concat())
    }

    /// The columns that `--columns` names, in its order: headers in lower case, a `-` (or `_`)
    /// for a space (`id,key-type,valid-until`). An unknown name is an error naming every column.
    pub fn chosen_columns(&self, names: &[String]) -> Result<Vec<Column>, String> {
        let every = self.every_column();
        let name_of = |header: &str| header.to_lowercase().replace(' ', "-");
        names
            .iter()
            .map(|name| {
                let wanted = name.trim().to_lowercase().replace(['_', ' '], "-");
                every
                    .iter()
                    .find(|(header, _)| name_of(header) == wanted)
                    .copied()
                    .ok_or_else(|| {
                        let known: Vec<String> = every.iter().map(|(h, _)| name_of(h)).collect();
                        format!(
                            "--columns: the list of {} has no column {name:?}; its columns are {}",
                            self.noun,
                            known.join(", ")
                        )
                    })
            })
            .collect()
    }
}

/// For bodies with no particular view (e.g. `tunnelctl api`): field/value rows.
pub const PLAIN: View = View {
    list_key: "",
    noun: "items",
    columns: &[],
    wide: &[],
    rank: &[],
};

/// `value` in `format`; for a `terminal`, YAML double-quotes the strings a terminal would act on
/// (see [`yaml::to_string`]). Written through [`Out`], which escapes the rest.
fn render_for(format: Format, value: &Value, view: &View, terminal: bool) -> String {
    match format {
        Format::Json => json(value),
        Format::Yaml | Format::Manifest => yaml::to_string(value, terminal),
        Format::Id => ids(value, view),
        Format::Table | Format::Wide => match value.get(view.list_key).and_then(Value::as_array) {
            Some(items) if !view.list_key.is_empty() => list_table(items, view, format),
            _ => object_table(value, screen::stdout_width()),
        },
    }
}

/// The `id` of every item when `value` is a list object, else the `id` of `value` itself. A single
/// resource may have list-valued fields (`sources`, `hostports`); those are not items.
fn ids(value: &Value, view: &View) -> String {
    let ids: Vec<&str> = match list_items(value, view) {
        Some(items) => items.iter().filter_map(|i| i.get("id")?.as_str()).collect(),
        None => value
            .get("id")
            .and_then(Value::as_str)
            .into_iter()
            .collect(),
    };
    ids.iter().map(|id| format!("{id}\n")).collect()
}

/// The items of a list object: the array under the view's list key; for bodies without a view
/// (`tunnelctl api`), the array of an object shaped like a wire list (it has `next_page_uri` and
/// no `id`).
fn list_items<'a>(value: &'a Value, view: &View) -> Option<&'a Vec<Value>> {
    if !view.list_key.is_empty() {
        return value.get(view.list_key)?.as_array();
    }
    let object = value.as_object()?;
    if object.contains_key("id") || !object.contains_key("next_page_uri") {
        return None;
    }
    object.values().find_map(Value::as_array)
}

pub fn json(value: &Value) -> String {
    let mut s = serde_json::to_string_pretty(value).expect("a JSON value always serialises");
    s.push('\n');
    s
}

fn new_table() -> Table {
    let mut table = Table::new();
    table.load_style(presets::NOTHING);
    table
}

fn list_table(items: &[Value], view: &View, format: Format) -> String {
    let layout = ListLayout::new(view, format, None);
    let rows = items.iter().map(|item| layout.row(item)).collect();
    layout.text(rows)
}

/// The columns of a list table and what fills them. `-o table`: at a terminal, the view's columns
/// with an AGE beside creation times, fitted to the width; piped, the view's columns whole (so
/// scripts never depend on a window). `-o wide`: every column, whole. `--columns`: those, whole.
struct ListLayout {
    columns: Vec<Column>,
    /// The terminal's width and the view's ranking, when the table is fitted.
    fit: Option<(u16, &'static [&'static str])>,
    /// What an empty list prints at a terminal (`No TCP edges.`); piped, it prints the header.
    empty: Option<String>,
    now: time::OffsetDateTime,
}

impl ListLayout {
    fn new(view: &View, format: Format, chosen: Option<Vec<Column>>) -> Self {
        let width = screen::stdout_width();
        let (columns, fit) = match (chosen, format, width) {
            (Some(chosen), _, _) => (chosen, None),
            (None, Format::Wide, _) => (view.every_column(), None),
            (None, _, Some(width)) => (screen::with_ages(view.columns), Some((width, view.rank))),
            (None, _, None) => (view.columns.to_vec(), None),
        };
        ListLayout {
            columns,
            fit,
            empty: width.map(|_| format!("No {}.\n", view.noun)),
            now: screen::now(),
        }
    }

    /// The cells of one item.
    fn row(&self, item: &Value) -> Vec<String> {
        self.columns
            .iter()
            .map(|(_, pointer)| match pointer.strip_prefix('=') {
                Some(name) => cell(&screen::derived(item, name, self.now)),
                None => cell(&lookup(item, pointer)),
            })
            .collect()
    }

    /// The table of `rows`, fitted to the terminal's width when there is one.
    fn text(&self, mut rows: Vec<Vec<String>>) -> String {
        if let (true, Some(empty)) = (rows.is_empty(), &self.empty) {
            return empty.clone();
        }
        let mut headers: Vec<&str> = self.columns.iter().map(|(header, _)| *header).collect();
        if let Some((width, rank)) = self.fit {
            screen::fit(&mut headers, &mut rows, width, rank);
        }
        let mut table = new_table();
        table.set_header(headers);
        for row in rows {
            table.add_row(row);
        }
        finish(table)
    }
}

/// A JSON pointer lookup in which a `*` segment maps the rest of the pointer over a list.
fn lookup(value: &Value, pointer: &str) -> Value {
    match pointer.split_once("/*") {
        Some((list, rest)) => match value.pointer(list) {
            Some(Value::Array(items)) => items.iter().map(|i| lookup(i, rest)).collect(),
            _ => Value::Null,
        },
        None => value.pointer(pointer).cloned().unwrap_or(Value::Null),
    }
}

/// One row per leaf field; nested objects are flattened into dotted names (`backend.backend.id`)
/// and lists of objects are indexed (`policy.inbound[0].name`), so everything stays greppable.
/// At a terminal `width` columns wide, a long value wraps under its own column (a `uri`, a public
/// key) instead of running on under the field names; piped, values are whole.
fn object_table(value: &Value, width: Option<u16>) -> String {
    let mut rows = Vec::new();
    flatten(String::new(), value, &mut rows);
    // Field names come from the body too (metadata maps, a remote server's fields).
    let rows: Vec<(String, String)> = rows
        .into_iter()
        .map(|(field, value)| (for_terminal(&field).into_owned(), value))
        .collect();
    let fields = rows.iter().map(|(f, _)| f.width()).max().unwrap_or(0);
    let room = width.map(|w| usize::from(w).saturating_sub(fields + screen::GAP));
    let mut table = new_table();
    for (field, value) in rows {
        let value = match room {
            Some(room) if room >= screen::MIN_OTHER => screen::wrap(&value, room),
            _ => value,
        };
        table.add_row(vec![field, value]);
    }
    finish(table)
}

fn flatten(name: String, value: &Value, rows: &mut Vec<(String, String)>) {
    let join = |key: &str| {
        if name.is_empty() {
            key.to_string()
        } else {
            format!("{name}.{key}")
        }
    };
    match value {
        Value::Object(map) if !map.is_empty() => {
            for (key, v) in map {
                flatten(join(key), v, rows);
            }
        }
        Value::Array(items) if items.iter().any(|i| i.is_object() || i.is_array()) => {
            for (i, v) in items.iter().enumerate() {
                flatten(format!("{name}[{i}]"), v, rows);
            }
        }
        _ => rows.push((name, field_cell(value))),
    }
}

/// A value as one cell of a list: one line, every control character escaped (a newline in a
/// description must not forge a row).
fn cell(value: &Value) -> String {
    for_terminal(&cell_text(value)).into_owned()
}

/// A value as the cell of a field/value row: line breaks kept (PEM, XML read as they are written;
/// the field column stays blank beside continuation lines), other controls escaped.
fn field_cell(value: &Value) -> String {
    lines_for_terminal(&cell_text(value))
}

/// null as `-`, lists of scalars comma-separated, objects as compact JSON.
fn cell_text(value: &Value) -> String {
    match value {
        Value::Null => "-".into(),
        Value::String(s) => s.clone(),
        Value::Array(items) if items.is_empty() => "-".into(),
        Value::Array(items) if items.iter().all(|i| !i.is_object() && !i.is_array()) => {
            items.iter().map(cell_text).collect::<Vec<_>>().join(", ")
        }
        Value::Object(map) if map.is_empty() => "-".into(),
        other => other.to_string(),
    }
}

fn finish(mut table: Table) -> String {
    // Columns flush left, two spaces apart, like kubectl and gh.
    for column in table.column_iter_mut() {
        column.set_padding((0, 2));
    }
    // comfy-table pads every line; trailing spaces only make snapshots and diffs noisy.
    let mut out: String = table
        .to_string()
        .lines()
        .map(|l| format!("{}\n", l.trim_end()))
        .collect();
    if out.is_empty() {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tables_escape_control_characters_in_values_and_field_names() {
        let v = json!({"description": "ok\x1b]0;title\x07\rspoof\nrow", "odd\u{9b}key": [1, "\u{202e}x"]});
        let table = object_table(&v, None);
        assert!(
            !table.chars().any(|c| c.is_control() && c != '\n'),
            "{table:?}"
        );
        // A field's value keeps its line breaks; the continuation has no field name beside it.
        assert!(table.contains("ok\\x1b]0;title\\x07\\rspoof\n"), "{table}");
        assert!(
            table
                .lines()
                .any(|l| l.trim_start() == "row" && l.starts_with(' ')),
            "{table}"
        );
        assert!(table.contains("odd\\x9bkey"), "{table}");
        assert!(table.contains("\\u{202e}x"), "{table}");
        let view = View {
            list_key: "items",
            noun: "items",
            columns: &[("DESCRIPTION", "/description")],
            wide: &[],
            rank: &[],
        };
        let list = list_table(std::slice::from_ref(&v), &view, Format::Table);
        assert_eq!(list.lines().count(), 2, "one header and one row: {list}");
        // JSON stays exact.
        assert!(json(&v).contains("\\u001b]0;title"));
    }

    /// Issue 43 item 8: at a terminal a long value wraps under its own column, every line within
    /// the width; piped it is whole.
    #[test]
    fn long_values_wrap_under_their_column_at_a_terminal() {
        let uri = "https://api.example.com/edges/tcp/edgtcp_3MVcyTT1DQJXRtB7LnZhbHXEQnw";
        let v = json!({"id": "edgtcp_3MVcyTT1DQJXRtB7LnZhbHXEQnw", "uri": uri,
                       "description": "the bastion of the staging network, reached by the on-call team"});
        let text = object_table(&v, Some(60));
        assert!(text.lines().all(|l| l.width() <= 60), "{text}");
        let value_at = "description  ".len();
        let lines: Vec<&str> = text.lines().collect();
        let at = lines.iter().position(|l| l.starts_with("uri")).unwrap();
        assert!(lines[at + 1].starts_with(&" ".repeat(value_at)), "{text}");
        let joined: String = lines[at..at + 2]
            .iter()
            .map(|l| l[value_at..].trim_end())
            .collect();
        assert_eq!(joined, uri);
        // Words stay whole.
        assert!(
            text.contains("the bastion of the staging network, reached by\n"),
            "{text}"
        );
        assert!(object_table(&v, None).contains(uri));
    }

    #[test]
    fn star_segments_map_over_lists() {
        let item = json!({"sources": [{"type": "a.v0"}, {"type": "b.v0"}], "empty": []});
        assert_eq!(cell(&lookup(&item, "/sources/*/type")), "a.v0, b.v0");
        assert_eq!(cell(&lookup(&item, "/empty/*/type")), "-");
        assert_eq!(cell(&lookup(&item, "/missing/*/type")), "-");
    }

    #[test]
    fn ids_of_lists_and_of_single_resources() {
        let view = View {
            list_key: "event_subscriptions",
            columns: &[],
            ..PLAIN
        };
        let sub = json!({"id": "esb_1", "sources": [{"type": "a.v0", "uri": "u"}], "destinations": [{"id": "ed_1"}]});
        assert_eq!(ids(&sub, &view), "esb_1\n");
        assert_eq!(ids(&sub, &PLAIN), "esb_1\n");
        let edge = json!({"id": "edgtcp_1", "hostports": ["a:1"], "uri": "u"});
        assert_eq!(ids(&edge, &PLAIN), "edgtcp_1\n");
        let list = json!({"event_subscriptions": [{"id": "esb_2"}, {"id": "esb_1"}], "uri": "u", "next_page_uri": null});
        assert_eq!(ids(&list, &view), "esb_2\nesb_1\n");
        assert_eq!(ids(&list, &PLAIN), "esb_2\nesb_1\n");
    }

    #[test]
    fn nested_values_flatten_to_dotted_rows() {
        let v = json!({"id": "x", "backend": {"enabled": true, "backend": {"id": "b"}}, "hostports": ["a:1", "b:2"], "policy": null,
                       "rules": [{"name": "r"}]});
        let text = object_table(&v, None);
        for expected in ["backend.backend.id", "a:1, b:2", "rules[0].name", "policy"] {
            assert!(text.contains(expected), "{expected} missing in\n{text}");
        }
    }
}
