//! Lists: following `next_page_uri`, and printing a list page by page (filtered, capped by
//! `--limit`, or gathered whole for `--jq`).

use std::collections::HashSet;

use serde_json::{json, Value};

use super::Context;
use crate::api::page::MAX_LIMIT;
use crate::api::{ApiRequest, Method};
use crate::cli::CliError;
use crate::output::{self, View};
use crate::redact::redact_url;
use crate::store::Scope;
use crate::transport::remote::MAX_BODY;

impl Context {
    /// Fetches a list, following `next_page_uri` until `limit` items (all when `None`). The result is
    /// one list object; its `next_page_uri` is where a capped listing would continue.
    pub fn list(
        &self,
        path: &str,
        key: &str,
        limit: Option<usize>,
        before_id: Option<&str>,
    ) -> Result<Value, CliError> {
        self.list_in(self.scope(), path, key, limit, before_id)
    }

    /// Like [`list`](Self::list), in `scope` (an `apply`'s unit) instead of the command's own.
    pub fn list_in(
        &self,
        scope: &Scope,
        path: &str,
        key: &str,
        limit: Option<usize>,
        before_id: Option<&str>,
    ) -> Result<Value, CliError> {
        let walk = Walk {
            first: first_page(path, limit, before_id),
            key: Some(key),
            limit,
            kept: Kept::Whole("the server at --api-url may be paging without end; check it"),
        };
        self.follow_pages(scope, walk)
    }

    /// Walks the pages of `walk`, merging their items under its key.
    pub fn follow_pages(&self, scope: &Scope, walk: Walk) -> Result<Value, CliError> {
        let mut items = Vec::new();
        let end = self.walk_pages(scope, walk, |page| {
            items.extend(page);
            Ok(true)
        })?;
        let mut out = serde_json::Map::new();
        out.insert(end.key, Value::Array(items));
        out.insert("uri".into(), end.uri);
        out.insert("next_page_uri".into(), end.next_page_uri);
        Ok(Value::Object(out))
    }

    /// Walks the pages of `walk`, handing each page's items to `each` until its `limit` items
    /// have come or `each` answers `false`. What the walk keeps (the pages asked for, and the
    /// items when `kept` says they are kept) stays under [`MAX_KEPT`]: a server that invents a
    /// new page each time cannot fill memory.
    fn walk_pages(
        &self,
        scope: &Scope,
        walk: Walk,
        mut each: impl FnMut(Vec<Value>) -> Result<bool, CliError>,
    ) -> Result<PagesEnd, CliError> {
        let Walk {
            first,
            key,
            limit,
            kept,
        } = walk;
        // Every page asked for, by path and query: a server that hands back a page already read
        // would otherwise be followed forever. A list has no sane page count to stop at.
        let mut asked = HashSet::from([(first.path.clone(), first.query.clone())]);
        let listing = first.path.clone();
        let mut req = first;
        let mut key = key.map(str::to_string);
        let (mut seen, mut bytes) = (0, 0);
        loop {
            let mut page = self.send_in(&req, scope)?.unwrap_or(Value::Null);
            let key = key
                .get_or_insert_with(|| list_key(&page).unwrap_or_default())
                .clone();
            let items = match page.get_mut(&key).map(Value::take) {
                Some(Value::Array(items)) => items,
                _ => Vec::new(),
            };
            seen += items.len();
            if let Kept::Whole(_) = kept {
                bytes += json_size(&items);
            }
            let wanted = each(items)?;
            let next = page
                .get("next_page_uri")
                .and_then(Value::as_str)
                .map(str::to_string);
            let remaining = limit.map(|l| l.saturating_sub(seen));
            match next {
                Some(next) if wanted && remaining != Some(0) => {
                    bytes += next.len() as u64;
                    if bytes > MAX_KEPT {
                        return Err(too_large(&listing, asked.len(), seen, kept));
                    }
                    req = ApiRequest::from_path_and_query(Method::Get, path_and_query(&next));
                    if !asked.insert((req.path.clone(), req.query.clone())) {
                        return Err(repeated_page(&next, asked.len()));
                    }
                    // The server's page size is kept except on the last page of a capped listing.
                    if let Some(r) = remaining.filter(|r| *r < MAX_LIMIT) {
                        req.query.retain(|(k, _)| k != "limit");
                        req = req.with_query("limit", r);
                    }
                }
                _ => {
                    return Ok(PagesEnd {
                        key,
                        uri: page.get("uri").cloned().unwrap_or(Value::Null),
                        next_page_uri: next.map_or(Value::Null, |n| json!(n)),
                    })
                }
            }
        }
    }

    /// `list` commands: every page (or `--limit` items) of `path`, printed in `view` as the pages
    /// come, so that a long list never has to fit in memory.
    pub fn print_list(
        &self,
        path: &str,
        view: &View,
        args: &crate::cli::ListArgs,
    ) -> Result<(), CliError> {
        self.print_list_where(path, view, args, None, Ok)
    }

    /// The one way a list is filtered here, for lists the API cannot filter: like
    /// [`print_list`](Self::print_list), keeping only the items `keep` answers true for (all when
    /// `None`), each passed through `map` before it is printed (to add what only a table shows).
    /// Pages are read until `--limit` items are kept, so `--limit N` shows N matching items when
    /// there are that many; when more match than were shown, stderr says so (`showing N; more
    /// with a higher --limit`), and `next_page_uri` continues after the last item shown.
    pub fn print_list_where(
        &self,
        path: &str,
        view: &View,
        args: &crate::cli::ListArgs,
        mut keep: Option<&mut dyn FnMut(&Value) -> bool>,
        mut map: impl FnMut(Value) -> Result<Value, CliError>,
    ) -> Result<(), CliError> {
        // Before anything is sent: columns that cannot be shown are a usage error.
        let mut writer = self.list_out(view, &args.columns)?;
        let limit = args.limit.map(|l| l as usize);
        // A filter may keep few items of a page: read whole pages then.
        let page = if keep.is_some() { None } else { limit };
        let first = first_page(path, page, args.before_id.as_deref());
        let (mut shown, mut last, mut more) = (0, None::<Value>, false);
        // Without a filter every item counts: the pages stop at --limit, the last one shortened.
        let counted = if keep.is_some() { None } else { limit };
        let kept = match writer.keeps_items() {
            true => Kept::Whole(
                "--limit N reads only the first N items; -o json prints any number, page by page",
            ),
            false => Kept::Pages,
        };
        let walk = Walk {
            first,
            key: Some(view.list_key),
            limit: counted,
            kept,
        };
        let end = self.walk_pages(self.scope(), walk, |items| {
            for item in items {
                if !keep.as_mut().is_none_or(|keep| keep(&item)) {
                    continue;
                }
                if limit == Some(shown) {
                    // One more item to show: the listing was cut.
                    more = true;
                    return Ok(false);
                }
                last = item.get("id").cloned();
                writer.items(vec![map(item)?])?;
                shown += 1;
            }
            Ok(!writer.is_closed())
        })?;
        let next_page_uri = match (&last, more) {
            _ if keep.is_none() => {
                // A full last page says there may be more; the next page says whether there are.
                if let (Some(_), Some(next)) = (limit, end.next_page_uri.as_str()) {
                    more =
                        self.send(
                            &ApiRequest::from_path_and_query(Method::Get, path_and_query(next))
                                .with_query("limit", 1),
                        )
                        .ok()
                        .flatten()
                        .and_then(|page| {
                            page.get(view.list_key)?.as_array().map(|a| !a.is_empty())
                        }) == Some(true);
                }
                end.next_page_uri.clone()
            }
            // Filtered: on after the last item shown, where the next match may be.
            (Some(Value::String(last)), true) => {
                let uri = end.uri.as_str().unwrap_or(path);
                let base = uri.split_once('?').map_or(uri, |(base, _)| base);
                json!(format!("{base}?before_id={last}&limit={MAX_LIMIT}"))
            }
            (_, true) => end.next_page_uri.clone(),
            (_, false) => Value::Null,
        };
        writer.finish(self, &end.uri, &next_page_uri)?;
        if more {
            let after = last
                .as_ref()
                .and_then(Value::as_str)
                .map(|id| format!(" (or continue with --before-id {id})"))
                .unwrap_or_default();
            self.status(&format!(
                "showing {shown}; more with a higher --limit{after}"
            ));
        }
        Ok(())
    }

    /// Where the items of a list go: see [`ListOut`]. `columns` are the names `--columns` gave.
    fn list_out<'v>(&self, view: &'v View, columns: &[String]) -> Result<ListOut<'v>, CliError> {
        let format = self.global.output();
        let chosen = match columns {
            [] => None,
            _ if self.jq.is_some() || !format.is_table() => {
                let shown = if self.jq.is_some() {
                    "--jq".to_string()
                } else {
                    format!("-o {}", format.name())
                };
                return Err(CliError::usage(format!(
                    "--columns chooses the columns of a table; {shown} prints every field"
                ))
                .with_hint("drop --columns, or print a table with -o table"));
            }
            names => Some(view.chosen_columns(names).map_err(|unknown| {
                CliError::usage(unknown).with_hint("-o wide shows every column")
            })?),
        };
        Ok(match self.jq {
            Some(_) => ListOut::Whole {
                key: view.list_key,
                items: Vec::new(),
            },
            None => ListOut::Pages(output::ListWriter::new(format, view, chosen)),
        })
    }
}

/// The items of a list: written page by page as they come; under `--jq`, kept until the end, for
/// the filter to see the whole list object that `-o json` prints (its memory grows with the list).
enum ListOut<'v> {
    Pages(output::ListWriter<'v>),
    Whole { key: &'v str, items: Vec<Value> },
}

impl ListOut<'_> {
    fn items(&mut self, page: Vec<Value>) -> std::io::Result<()> {
        match self {
            ListOut::Pages(writer) => writer.items(&page),
            ListOut::Whole { items, .. } => {
                items.extend(page);
                Ok(())
            }
        }
    }

    fn keeps_items(&self) -> bool {
        match self {
            ListOut::Pages(writer) => writer.keeps_items(),
            ListOut::Whole { .. } => true,
        }
    }

    fn is_closed(&self) -> bool {
        matches!(self, ListOut::Pages(writer) if writer.is_closed())
    }

    fn finish(self, ctx: &Context, uri: &Value, next_page_uri: &Value) -> Result<(), CliError> {
        match self {
            ListOut::Pages(writer) => Ok(writer.finish(uri, next_page_uri)?),
            ListOut::Whole { key, items } => {
                let list = json!({ key: items, "uri": uri, "next_page_uri": next_page_uri });
                ctx.keep_for_filter(list);
                Ok(())
            }
        }
    }
}

/// The request of a list's first page: as many items as one page may hold, up to `limit`.
fn first_page(path: &str, limit: Option<usize>, before_id: Option<&str>) -> ApiRequest {
    let req =
        ApiRequest::get(path).with_query("limit", limit.map_or(MAX_LIMIT, |l| l.min(MAX_LIMIT)));
    match before_id {
        Some(before) => req.with_query("before_id", before),
        None => req,
    }
}

/// A listing to walk: `first` is sent, then each `next_page_uri` as given, until `limit` items
/// (all when `None`). Its items are the list under `key`, or, when `None`, under the one
/// list-valued field of the first page; `kept` says what is kept of them, and what to do instead
/// when that is too large.
pub struct Walk<'a> {
    pub first: ApiRequest,
    pub key: Option<&'a str>,
    pub limit: Option<usize>,
    pub kept: Kept,
}

/// Where a walk over pages ended: the list's key, the last page's `uri`, and where a capped
/// listing would continue.
struct PagesEnd {
    key: String,
    uri: Value,
    next_page_uri: Value,
}

/// The most a walk over pages keeps of a listing, in bytes of JSON: as much as one answer may
/// hold. A list gathered whole (for `--jq`, a table, `api --paginate`) counts its items; a list
/// written page by page, only the pages it asked for.
pub const MAX_KEPT: u64 = MAX_BODY;

/// What a walk over pages keeps of the items: all of them, or none once each page is printed.
#[derive(Clone, Copy)]
pub enum Kept {
    /// The items are gathered; the text is the hint past [`MAX_KEPT`]: what to do instead.
    Whole(&'static str),
    Pages,
}

/// The bytes of `items` as compact JSON, counted without writing them anywhere.
fn json_size(items: &[Value]) -> u64 {
    struct Count(u64);
    impl std::io::Write for Count {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0 += bytes.len() as u64;
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count(0);
    serde_json::to_writer(&mut count, items).expect("a JSON value serialises");
    count.0
}

/// A listing that grew past [`MAX_KEPT`]: it stops there rather than fill memory.
fn too_large(path: &str, pages: usize, items: usize, kept: Kept) -> CliError {
    let (what, hint) = match kept {
        Kept::Whole(hint) => ("its items", hint),
        Kept::Pages => (
            "the pages it asked for",
            "the server at --api-url may be paging without end; --limit N reads the first N items",
        ),
    };
    CliError::unavailable(format!(
        "the listing of {path} stopped after {pages} pages ({items} items): {what} take more \
         than {} MiB, the most tunnelctl keeps of one listing",
        MAX_KEPT >> 20
    ))
    .with_hint(hint)
}

/// A `next_page_uri` that names a page already read: the listing stops rather than loop.
fn repeated_page(next: &str, pages: usize) -> CliError {
    CliError::unavailable(format!(
        "the server's next_page_uri {:?} names a page already read (after {pages} pages); \
             following it would repeat the list forever",
        redact_url(next)
    ))
    .with_hint("the server at --api-url pages wrongly; --limit N reads only the first N items")
}

/// The field of a list object that holds its items: the one whose value is an array.
fn list_key(page: &Value) -> Option<String> {
    page.as_object()?
        .iter()
        .find(|(_, v)| v.is_array())
        .map(|(k, _)| k.clone())
}

/// `https://host:port/edges/tcp?before_id=x` → `/edges/tcp?before_id=x`.
pub fn path_and_query(uri: &str) -> &str {
    match uri.split_once("://") {
        Some((_, rest)) => rest.find('/').map_or("/", |i| &rest[i..]),
        None => uri,
    }
}

#[cfg(test)]
mod tests {
    use super::path_and_query;

    #[test]
    fn next_page_uri_is_reduced_to_path_and_query() {
        assert_eq!(
            path_and_query("http://127.0.0.1:1/edges/tcp?before_id=a&limit=2"),
            "/edges/tcp?before_id=a&limit=2"
        );
        assert_eq!(path_and_query("/edges/tcp"), "/edges/tcp");
    }
}
