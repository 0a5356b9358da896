//! Lists for a person at a terminal: the table fits the window, one row per line, with ages beside
//! creation times. Piped, a table prints every value whole (as gh does), so scripts and snapshots
//! never depend on a window's width.

use serde_json::Value;
use time::OffsetDateTime;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use super::Column;
use crate::clock::{parse_time, Clock};

/// Gap between columns (the right padding of each).
pub(super) const GAP: usize = 2;
/// A description is never cut shorter than this (its header fits).
const MIN_DESCRIPTION: usize = 12;
/// Nor is any other column that may be cut.
pub(super) const MIN_OTHER: usize = 8;
/// A host in a hostport is cut no shorter than this, `…` included (`0.t…:10000`).
const MIN_HOST: usize = 4;
/// Columns of free text or lists, which may be cut; IDs and times are whole or not shown.
const CUTTABLE: [&str; 8] = [
    "DESCRIPTION",
    "HOSTPORTS",
    "PRINCIPALS",
    "SOURCES",
    "DESTINATIONS",
    "URI",
    "VALUE",
    "SOURCE",
];
/// Free text, which gives way: a column ranked after it may show while it is cut.
const GIVES_WAY: &str = "DESCRIPTION";

/// The width of the terminal stdout writes to; `None` when stdout is not a terminal.
pub fn stdout_width() -> Option<u16> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return None;
    }
    #[cfg(unix)]
    {
        let size = rustix::termios::tcgetwinsize(std::io::stdout()).ok()?;
        Some(size.ws_col).filter(|w| *w > 0)
    }
    #[cfg(not(unix))]
    None
}

/// `columns` with an AGE column after each creation time (at a terminal, and under `-o wide`).
pub fn with_ages(columns: &[Column]) -> Vec<Column> {
    let mut out = Vec::with_capacity(columns.len() + 1);
    for &(header, pointer) in columns {
        out.push((header, pointer));
        if let Some(age) = AGES.iter().find(|(of, _)| *of == pointer) {
            out.push(("AGE", age.1));
        }
    }
    out
}

/// Creation times that get an AGE column, and the derived pointer of that column.
const AGES: [(&str, &str); 2] = [
    ("/created_at", "=age:created_at"),
    ("/started_at", "=age:started_at"),
];

/// What a table shows for a certificate without principals: OpenSSH reads it as valid for every
/// user (or host), which an empty cell (`-`) would hide.
pub const ANY_PRINCIPAL: &str = "(any)";

/// A certificate's principals as a table shows them: [`ANY_PRINCIPAL`] for none.
pub fn principals(cert: &Value) -> Value {
    match cert.get("principals") {
        Some(Value::Array(list)) if list.is_empty() => Value::from(ANY_PRINCIPAL),
        Some(list) => list.clone(),
        None => Value::Null,
    }
}

/// A value that is computed from an item rather than read from it: `=status` (of a
/// certificate), `=principals` (see [`principals`]) or `=age:FIELD`.
pub fn derived(item: &Value, name: &str, now: OffsetDateTime) -> Value {
    let time = |field: &str| {
        item.get(field)
            .and_then(Value::as_str)
            .and_then(|t| parse_time(t).ok())
    };
    match name {
        // `revoked_at` is what the CLI adds to a revoked certificate for display (never in JSON).
        "status" => Value::from(certificate_status(
            item.get("revoked_at").is_some_and(|r| !r.is_null()),
            time("valid_after"),
            time("valid_until"),
            now,
        )),
        "principals" => principals(item),
        _ => match name.strip_prefix("age:").and_then(time) {
            Some(at) => Value::from(age(at, now)),
            None => Value::Null,
        },
    }
}

/// The status of a certificate at `now`: revoked (whatever its dates), else by its validity.
pub fn certificate_status(
    revoked: bool,
    valid_after: Option<OffsetDateTime>,
    valid_until: Option<OffsetDateTime>,
    now: OffsetDateTime,
) -> &'static str {
    match (valid_after, valid_until) {
        _ if revoked => "revoked",
        (Some(after), _) if now < after => "not yet valid",
        (_, Some(until)) if now >= until => "expired",
        _ => "valid",
    }
}

/// "Now" for derived values: `TUNNELCTL_NOW` when set (tests), else the clock.
pub fn now() -> OffsetDateTime {
    Clock::from_env().unwrap_or_default().now()
}

/// How long ago `at` was, as kubectl's AGE shows it: `45s`, `12m`, `5h`, `3d`, `2y`.
pub fn age(at: OffsetDateTime, now: OffsetDateTime) -> String {
    let seconds = (now - at).whole_seconds();
    match seconds {
        s if s < 0 => "-".into(),
        s if s < 120 => format!("{s}s"),
        s if s < 120 * 60 => format!("{}m", s / 60),
        s if s < 48 * 3600 => format!("{}h", s / 3600),
        s if s < 730 * 86_400 => format!("{}d", s / 86_400),
        s => format!("{}y", s / (365 * 86_400)),
    }
}

/// Fits a list (headers and rows of one-line cells) to `width` columns, keeping what matters to a
/// person. A table that fits is left whole. Else columns in which no row has a value go, and the
/// others are taken in order of importance (the first, the ID, always; then `rank`, the view's
/// headers most important first; then the rest left to right). Each is shown, its long text cut
/// to a floor, only when it fits beside the more important ones whole: what identifies a row (an
/// ID, a hostport, a setting's value) is never cut to make room for a less important column; only
/// a description gives way. A column that does not fit is skipped, and a later, narrower one may
/// still fit. Room left over goes back to the cut columns, most important first; a creation time
/// that has an AGE beside it comes back only when the rest is whole. Cells are cut with `…`; a
/// hostport keeps its port.
pub fn fit(headers: &mut Vec<&str>, rows: &mut [Vec<String>], width: u16, rank: &[&str]) {
    let width = usize::from(width);
    let column = |i: usize| {
        rows.iter()
            .map(move |r| r.get(i).map_or("", String::as_str))
    };
    let natural: Vec<usize> = (0..headers.len())
        .map(|i| {
            column(i)
                .map(UnicodeWidthStr::width)
                .chain([headers[i].width()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let gaps = |n: usize| n.saturating_sub(1) * GAP;
    if natural.iter().sum::<usize>() + gaps(natural.len()) <= width {
        return;
    }
    let floor: Vec<usize> = (0..headers.len())
        .map(|i| match headers[i] {
            "DESCRIPTION" => MIN_DESCRIPTION.min(natural[i]),
            "HOSTPORTS" => column(i)
                .map(|cell| hosts_cut_to(cell, MIN_HOST).width())
                .chain([headers[i].width()])
                .max()
                .unwrap_or(0)
                .min(natural[i]),
            header if CUTTABLE.contains(&header) => MIN_OTHER.max(header.width()).min(natural[i]),
            _ => natural[i],
        })
        .collect();
    // A column in which no row has a value says nothing: it goes first, and does not come back.
    let empty = |i: usize| !rows.is_empty() && column(i).all(|cell| cell.is_empty() || cell == "-");
    // A creation time says what the AGE beside it says: shown only when everything else is whole.
    let beside_age = |i: usize| headers.get(i + 1) == Some(&"AGE");
    let mut order: Vec<usize> = (1..headers.len())
        .filter(|&i| !empty(i) && !beside_age(i))
        .collect();
    order.sort_by_key(|&i| match rank.iter().position(|r| *r == headers[i]) {
        Some(place) => (0, place),
        None => (1, i),
    });
    let mut visible = vec![false; headers.len()];
    visible[0] = true;
    let mut widths = floor;
    widths[0] = natural[0];
    let used = |widths: &[usize], visible: &[bool]| -> usize {
        let shown: Vec<usize> = (0..widths.len()).filter(|&i| visible[i]).collect();
        shown.iter().map(|&i| widths[i]).sum::<usize>() + gaps(shown.len())
    };
    for &i in &order {
        let mut whole = widths.clone();
        for j in (0..headers.len()).filter(|&j| visible[j] && headers[j] != GIVES_WAY) {
            whole[j] = natural[j];
        }
        if used(&whole, &visible) + GAP + widths[i] <= width {
            visible[i] = true;
        }
    }
    // Room left over: back to the cut columns, most important first; then the creation times.
    for &i in order.iter().filter(|&&i| visible[i]) {
        let spare = width.saturating_sub(used(&widths, &visible));
        widths[i] = natural[i].min(widths[i] + spare);
    }
    for i in (1..headers.len()).filter(|&i| !empty(i) && beside_age(i)) {
        if used(&widths, &visible) + GAP + natural[i] <= width {
            visible[i] = true;
        }
    }
    for row in rows.iter_mut() {
        let cells = std::mem::take(row);
        *row = cells
            .into_iter()
            .enumerate()
            .filter(|(i, _)| visible[*i])
            .map(|(i, cell)| match headers[i] {
                "HOSTPORTS" => cut_hostports(&cell, widths[i]),
                _ => cut(cell, widths[i]),
            })
            .collect();
    }
    let mut i = 0;
    headers.retain(|_| {
        i += 1;
        visible[i - 1]
    });
}

/// A cell of hostports (`host:port, host:port`) cut to `width`: the hosts are cut, never the
/// ports, since a port is what tells one edge from another on the same host.
fn cut_hostports(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    let longest = text
        .split(", ")
        .map(UnicodeWidthStr::width)
        .max()
        .unwrap_or(0);
    (1..longest)
        .rev()
        .map(|host_width| hosts_cut_to(text, host_width))
        .find(|cell| cell.width() <= width)
        .unwrap_or_else(|| cut(text.to_string(), width))
}

/// Hostports with each host cut to `host_width` (`…` included) and the ports whole.
fn hosts_cut_to(text: &str, host_width: usize) -> String {
    let entries: Vec<String> = text
        .split(", ")
        .map(|entry| {
            let (host, port) = entry
                .rsplit_once(':')
                .map_or((entry, ""), |(host, _)| (host, &entry[host.len()..]));
            format!("{}{port}", cut(host.to_string(), host_width))
        })
        .collect();
    entries.join(", ")
}

/// `text` with each line longer than `width` display columns broken into lines that fit: after
/// the last space of the line's second half when it has one (a sentence), else at the width (a
/// URI, a key).
pub(super) fn wrap(text: &str, width: usize) -> String {
    let mut out = Vec::new();
    for line in text.split('\n') {
        let mut rest = line;
        while rest.width() > width {
            let mut end = 0;
            let mut used = 0;
            for (at, c) in rest.char_indices() {
                let w = c.width().unwrap_or(0);
                if used + w > width {
                    break;
                }
                used += w;
                end = at + c.len_utf8();
            }
            let end = match rest[..end].rfind(' ') {
                Some(space) if rest[..space].width() >= width / 2 => space + 1,
                _ => end.max(rest.chars().next().map_or(1, char::len_utf8)),
            };
            out.push(rest[..end].trim_end());
            rest = &rest[end..];
        }
        out.push(rest);
    }
    out.join("\n")
}

/// `text` cut to `width` display columns, ending in `…` when cut.
fn cut(text: String, width: usize) -> String {
    if text.width() <= width {
        return text;
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > width {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn ages_read_like_kubectl() {
        let now = datetime!(2026-01-10 12:00:00 UTC);
        for (at, expected) in [
            (datetime!(2026-01-10 11:59:15 UTC), "45s"),
            (datetime!(2026-01-10 11:48:00 UTC), "12m"),
            (datetime!(2026-01-10 07:00:00 UTC), "5h"),
            (datetime!(2026-01-07 12:00:00 UTC), "3d"),
            (datetime!(2023-01-01 00:00:00 UTC), "3y"),
            (datetime!(2026-01-10 12:00:01 UTC), "-"),
        ] {
            assert_eq!(age(at, now), expected);
        }
    }

    #[test]
    fn lists_fit_the_width_descriptions_cut_first() {
        let headers = || vec!["ID", "NAME", "DESCRIPTION", "CREATED", "AGE"];
        let row = |d: &str| -> Vec<String> {
            ["edgtcp_1", "name", d, "2026-01-01T00:00:00Z", "3d"]
                .map(String::from)
                .to_vec()
        };
        let long = "a long description of this edge";
        // Room for everything: nothing changes.
        let (mut h, mut rows) = (headers(), vec![row(long)]);
        fit(&mut h, &mut rows, 80, &[]);
        assert_eq!((h, &rows[0]), (headers(), &row(long)));
        // Narrower: CREATED goes (AGE says it) before the description is cut.
        let (mut h, mut rows) = (headers(), vec![row(long), row("short")]);
        fit(&mut h, &mut rows, 60, &[]);
        assert_eq!(h, ["ID", "NAME", "DESCRIPTION", "AGE"]);
        assert_eq!(rows[0], ["edgtcp_1", "name", long, "3d"]);
        // Narrower still: the description is cut.
        let (mut h, mut rows) = (headers(), vec![row(long), row("short")]);
        fit(&mut h, &mut rows, 40, &[]);
        assert_eq!(h, ["ID", "NAME", "DESCRIPTION", "AGE"]);
        assert_eq!(rows[0], ["edgtcp_1", "name", "a long description…", "3d"]);
        assert_eq!(rows[1][2], "short");
        assert_eq!(cut("日本語の説明".into(), 5), "日本…");
    }

    fn certificate() -> (Vec<&'static str>, Vec<Vec<String>>) {
        let headers = vec![
            "ID",
            "CA",
            "KEY TYPE",
            "PRINCIPALS",
            "VALID AFTER",
            "VALID UNTIL",
            "STATUS",
            "DESCRIPTION",
        ];
        let row = [
            "sucrt_3MVcyTT1DQJXRtB7LnZhbHXEQnw",
            "sshca_3MVcyQh7AvcSon9ymO7E0uuQpMR",
            "ed25519",
            "alice, bob",
            "2026-11-22T14:40:29Z",
            "2026-11-23T14:40:29Z",
            "valid",
            "",
        ];
        (headers, vec![row.map(String::from).to_vec()])
    }

    const CERTIFICATE_RANK: &[&str] = &["ID", "STATUS", "PRINCIPALS", "VALID UNTIL", "KEY TYPE"];

    #[test]
    fn the_columns_that_matter_stay_and_empty_ones_go_first() {
        let (mut headers, mut rows) = certificate();
        fit(&mut headers, &mut rows, 80, CERTIFICATE_RANK);
        assert_eq!(headers, ["ID", "PRINCIPALS", "VALID UNTIL", "STATUS"]);
        assert_eq!(rows[0][1], "alice, bob");
        // A little wider: the key type too, but never the empty description.
        let (mut headers, mut rows) = certificate();
        fit(&mut headers, &mut rows, 90, CERTIFICATE_RANK);
        assert_eq!(
            headers,
            ["ID", "KEY TYPE", "PRINCIPALS", "VALID UNTIL", "STATUS"]
        );
        // Narrow: the status is the last to go.
        let (mut headers, mut rows) = certificate();
        fit(&mut headers, &mut rows, 45, CERTIFICATE_RANK);
        assert_eq!(headers, ["ID", "STATUS"]);
        assert_eq!(rows[0][0], "sucrt_3MVcyTT1DQJXRtB7LnZhbHXEQnw");
    }

    #[test]
    fn a_narrower_column_takes_the_room_a_wider_one_could_not() {
        let mut headers = vec!["ID", "BIG", "SMALL"];
        let mut rows = vec![vec!["x".repeat(20), "y".repeat(30), "z".repeat(5)]];
        fit(&mut headers, &mut rows, 40, &[]);
        assert_eq!(headers, ["ID", "SMALL"]);
        assert_eq!(rows[0], ["x".repeat(20), "z".repeat(5)]);
    }

    #[test]
    fn hostports_keep_their_ports() {
        assert_eq!(
            cut_hostports("h300.tcp.example.com:10000", 14),
            "h300.tc…:10000"
        );
        assert_eq!(
            cut_hostports("a.example.com:1, b.example.com:2", 20),
            "a.exam…:1, b.exam…:2"
        );
        assert_eq!(cut_hostports("a.example.com:1", 40), "a.example.com:1");
        let mut headers = vec!["ID", "HOSTPORTS", "DESCRIPTION"];
        let mut rows = vec![["edgtcp_1", "h300.tcp.example.com:10000", "a description"]
            .map(String::from)
            .to_vec()];
        fit(&mut headers, &mut rows, 20, &[]);
        assert_eq!(headers, ["ID", "HOSTPORTS"]);
        assert_eq!(rows[0][1], "h30…:10000");
    }

    /// Issue 43 item 8: at 100 and 80 columns what identifies a row stays whole, and a less
    /// important column goes (or is cut) instead.
    #[test]
    fn what_identifies_a_row_is_kept_whole_first() {
        let edge = || {
            let headers = vec![
                "ID",
                "HOSTPORTS",
                "BACKEND",
                "DESCRIPTION",
                "CREATED",
                "AGE",
            ];
            let row = [
                "edgtcp_3MVcyTT1DQJXRtB7LnZhbHXEQnw",
                "1.tcp.ngrok.io:20001",
                "bkdtg_3MVcyQh7AvcSon9ymO7E0uuQpMR",
                "the bastion of the staging network, reached by the on-call team",
                "2026-11-22T14:40:29Z",
                "3h",
            ];
            (headers, vec![row.map(String::from).to_vec()])
        };
        let rank = &["ID", "HOSTPORTS", "DESCRIPTION", "AGE", "BACKEND"];
        for width in [100, 80] {
            let (mut headers, mut rows) = edge();
            fit(&mut headers, &mut rows, width, rank);
            assert_eq!(
                headers,
                ["ID", "HOSTPORTS", "DESCRIPTION", "AGE"],
                "{width}"
            );
            assert_eq!(rows[0][0], "edgtcp_3MVcyTT1DQJXRtB7LnZhbHXEQnw");
            assert_eq!(rows[0][1], "1.tcp.ngrok.io:20001", "{width}");
            assert!(rows[0][2].ends_with('…'), "{width}");
        }
        // Room for the backend too: it shows, whole, beside the whole hostports.
        let (mut headers, mut rows) = edge();
        fit(&mut headers, &mut rows, 120, rank);
        assert_eq!(
            headers,
            ["ID", "HOSTPORTS", "BACKEND", "DESCRIPTION", "AGE"]
        );
        assert_eq!(rows[0][1], "1.tcp.ngrok.io:20001");

        // `config show`: the store's URL before where it came from.
        let settings = || {
            let headers = vec!["SETTING", "VALUE", "SOURCE"];
            let rows = [
                [
                    "config_file",
                    "/home/alice/.config/tunnelctl/config.yaml",
                    "default",
                ],
                [
                    "store",
                    "postgres://tunnelctl@db.example.com:5432/tunnelctl",
                    "profile prod",
                ],
                ["profile", "prod", "config file default_profile"],
            ];
            (headers, rows.map(|r| r.map(String::from).to_vec()).to_vec())
        };
        let (mut headers, mut rows) = settings();
        fit(&mut headers, &mut rows, 80, &[]);
        assert_eq!(headers, ["SETTING", "VALUE", "SOURCE"]);
        assert_eq!(
            rows[1][1],
            "postgres://tunnelctl@db.example.com:5432/tunnelctl"
        );
        assert!(rows[2][2].ends_with('…'), "{:?}", rows[2]);
        let (mut headers, mut rows) = settings();
        fit(&mut headers, &mut rows, 70, &[]);
        assert_eq!(headers, ["SETTING", "VALUE"]);
        assert_eq!(
            rows[1][1],
            "postgres://tunnelctl@db.example.com:5432/tunnelctl"
        );
    }

    #[test]
    fn certificate_statuses() {
        let now = datetime!(2026-01-10 12:00:00 UTC);
        let before = Some(datetime!(2026-01-10 11:00:00 UTC));
        let after = Some(datetime!(2026-01-10 13:00:00 UTC));
        assert_eq!(certificate_status(false, before, after, now), "valid");
        assert_eq!(certificate_status(false, after, None, now), "not yet valid");
        assert_eq!(certificate_status(false, before, before, now), "expired");
        assert_eq!(certificate_status(false, None, None, now), "valid");
        assert_eq!(certificate_status(true, before, after, now), "revoked");
        assert_eq!(certificate_status(true, before, before, now), "revoked");
    }
}
