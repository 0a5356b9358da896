//! Lists written page by page, so that listing 100 000 resources holds one page in memory, not the
//! whole list. The text is exactly what [`Out::document`](super::Out::document) writes for the
//! merged list object (`{KEY: [items], "uri": …, "next_page_uri": …}`), made safe for a terminal
//! by the same step; tables, whose columns need every row's width, keep only the cells of each row.

use std::io::{BufWriter, Stdout, Write};

use serde_json::Value;

use super::escape::for_screen;
use super::out::shape_of;
use super::{Column, Format, ListLayout, View};

pub struct ListWriter<'a> {
    format: Format,
    view: &'a View,
    out: BufWriter<Stdout>,
    /// Whether stdout is a terminal, for which the text is escaped.
    terminal: bool,
    items: usize,
    /// Table cells, one row per item (tables are written at the end), and their columns.
    rows: Vec<Vec<String>>,
    layout: Option<ListLayout>,
    /// The reader went away (`| head -1`): stop writing, and the caller stops fetching.
    closed: bool,
}

impl<'a> ListWriter<'a> {
    /// A writer of `view`'s items in `format`; `chosen` columns (`--columns`) for a table.
    pub fn new(format: Format, view: &'a View, chosen: Option<Vec<Column>>) -> Self {
        ListWriter {
            format,
            view,
            out: BufWriter::new(std::io::stdout()),
            terminal: super::stdout().is_terminal(),
            items: 0,
            rows: Vec::new(),
            layout: format
                .is_table()
                .then(|| ListLayout::new(view, format, chosen)),
            closed: false,
        }
    }

    /// Whether the items are kept until the end (a table's rows) rather than written as they come.
    pub fn keeps_items(&self) -> bool {
        self.layout.is_some()
    }

    /// Whether stdout was closed by its reader; nothing more will be written.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Writes (or, for tables, keeps the cells of) the items of one page.
    pub fn items(&mut self, items: &[Value]) -> std::io::Result<()> {
        let text = self.render_items(items);
        self.write(&text)
    }

    /// Writes the end of the list object: its `uri` and `next_page_uri`.
    pub fn finish(self, uri: &Value, next_page_uri: &Value) -> std::io::Result<()> {
        self.finish_with(&[("uri", uri), ("next_page_uri", next_page_uri)])
    }

    /// Writes the end of the list object: `fields` after the items (`uri`, `next_page_uri`, and
    /// any a list of this tool's own adds, as the audit trail's `head`).
    pub fn finish_with(mut self, fields: &[(&str, &Value)]) -> std::io::Result<()> {
        let text = self.render_end(fields);
        self.write(&text)?;
        self.flush()
    }

    fn render_items(&mut self, items: &[Value]) -> String {
        let mut text = String::new();
        for item in items {
            let first = self.items == 0;
            self.items += 1;
            match self.format {
                Format::Json => {
                    if first {
                        text.push_str(&format!("{{\n  {}: [\n", json_string(self.view.list_key)));
                    } else {
                        text.push_str(",\n");
                    }
                    let pretty = serde_json::to_string_pretty(item).expect("JSON serialises");
                    let indented: Vec<String> =
                        pretty.lines().map(|line| format!("    {line}")).collect();
                    text.push_str(&indented.join("\n"));
                }
                Format::Yaml | Format::Manifest => {
                    if first {
                        text.push_str(&format!("{}:\n", self.view.list_key));
                    }
                    // A block sequence under a key starts at the key's own column in YAML.
                    text.push_str(&self.yaml(&Value::Array(vec![item.clone()])));
                }
                Format::Id => {
                    if let Some(id) = item.get("id").and_then(Value::as_str) {
                        text.push_str(id);
                        text.push('\n');
                    }
                }
                Format::Table | Format::Wide => {
                    if let Some(layout) = &self.layout {
                        self.rows.push(layout.row(item));
                    }
                }
            }
        }
        text
    }

    fn render_end(&mut self, fields: &[(&str, &Value)]) -> String {
        match self.format {
            Format::Json => {
                let mut text = if self.items == 0 {
                    format!("{{\n  {}: [],\n", json_string(self.view.list_key))
                } else {
                    "\n  ],\n".to_string()
                };
                let end: Vec<String> = fields
                    .iter()
                    .map(|(key, value)| {
                        let pretty = serde_json::to_string_pretty(value).expect("JSON serialises");
                        format!("  {}: {}", json_string(key), pretty.replace('\n', "\n  "))
                    })
                    .collect();
                text.push_str(&end.join(",\n"));
                text.push_str("\n}\n");
                text
            }
            Format::Yaml | Format::Manifest => {
                let mut text = if self.items == 0 {
                    format!("{}: []\n", self.view.list_key)
                } else {
                    String::new()
                };
                let end: serde_json::Map<String, Value> = fields
                    .iter()
                    .map(|(key, value)| (key.to_string(), (*value).clone()))
                    .collect();
                text.push_str(&self.yaml(&Value::Object(end)));
                text
            }
            Format::Id => String::new(),
            Format::Table | Format::Wide => match &self.layout {
                Some(layout) => layout.text(std::mem::take(&mut self.rows)),
                None => String::new(),
            },
        }
    }

    fn yaml(&self, value: &Value) -> String {
        super::yaml::to_string(value, self.terminal)
    }

    fn write(&mut self, text: &str) -> std::io::Result<()> {
        if self.closed {
            return Ok(());
        }
        let shown = for_screen(shape_of(self.format), text, self.terminal);
        let result = self.out.write_all(shown.as_bytes());
        self.closed_on_broken_pipe(result)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.closed {
            return Ok(());
        }
        let result = self.out.flush();
        self.closed_on_broken_pipe(result)
    }

    /// A closed pipe is not an error: the reader has what it wanted.
    fn closed_on_broken_pipe(&mut self, result: std::io::Result<()>) -> std::io::Result<()> {
        match result {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            other => other,
        }
    }
}

fn json_string(value: impl serde::Serialize) -> String {
    serde_json::to_string(&value).expect("JSON serialises")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::render_for;
    use serde_json::json;

    const VIEW: View = View {
        list_key: "tcp_edges",
        noun: "TCP edges",
        columns: &[("ID", "/id"), ("HOSTPORTS", "/hostports")],
        wide: &[("DESCRIPTION", "/description")],
        rank: &[],
    };

    /// What the writer produces, page by page, captured instead of written to stdout.
    fn streamed(format: Format, pages: &[Vec<Value>], uri: &Value, next: &Value) -> String {
        let mut writer = ListWriter::new(format, &VIEW, None);
        let mut text: String = pages.iter().map(|page| writer.render_items(page)).collect();
        text.push_str(&writer.render_end(&[("uri", uri), ("next_page_uri", next)]));
        text
    }

    #[test]
    fn streamed_lists_read_exactly_like_the_merged_list() {
        let edge = |n: u32| {
            json!({"id": format!("edgtcp_{n}"), "hostports": [format!("h{n}:1")],
                   "backend": {"enabled": true, "backend": {"id": "bkdtg_1"}}, "description": "a \"quoted\"\nline"})
        };
        let uri = json!("http://127.0.0.1:4848/edges/tcp");
        for pages in [
            vec![],
            vec![vec![edge(1)]],
            vec![vec![edge(1), edge(2)], vec![edge(3)], vec![]],
        ] {
            for next in [Value::Null, json!("http://x/edges/tcp?before_id=edgtcp_3")] {
                let all: Vec<Value> = pages.iter().flatten().cloned().collect();
                let merged = json!({"tcp_edges": all, "uri": uri, "next_page_uri": next});
                for format in [
                    Format::Json,
                    Format::Yaml,
                    Format::Id,
                    Format::Table,
                    Format::Wide,
                ] {
                    assert_eq!(
                        streamed(format, &pages, &uri, &next),
                        render_for(format, &merged, &VIEW, false),
                        "{format:?} of {} pages",
                        pages.len()
                    );
                }
            }
        }
    }
}
