//! Lists for a person at a terminal: the table fits the window, one row per line, with ages beside
//! creation times. Piped, a table prints every value whole (as gh does), so scripts and snapshots
//! never depend on a window's width.

use serde_json::Value;
use time::OffsetDateTime;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::clock::{parse_time, Clock};

/// Gap between columns (the right padding of each).
const GAP: usize = 2;
/// A description is never cut shorter than this (its header fits).
const MIN_DESCRIPTION: usize = 12;
/// Nor is any other column that may be cut.
const MIN_OTHER: usize = 8;
/// Columns of free text or lists, which may be cut; IDs and times are whole or not shown.
const CUTTABLE: [&str; 7] = [
    "DESCRIPTION",
    "HOSTPORTS",
    "PRINCIPALS",
    "SOURCES",
    "DESTINATIONS",
    "URI",
    "VALUE",
];

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

/// The columns of a list at a terminal: the view's, with an AGE column after each creation time.
pub fn terminal_columns(
    columns: &[(&'static str, &'static str)],
) -> Vec<(&'static str, &'static str)> {
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

/// A value that is computed from an item rather than read from it: `=status` (of a
/// certificate) or `=age:FIELD`.
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

/// Fits a list (headers and rows of one-line cells) to `width` columns: long cells are cut with
/// `…`, descriptions first, then the other wide columns; if it still does not fit, columns are
/// dropped: a creation time that has an AGE beside it first, then from the right, the
/// description and then a status (short, and what a person looks for) last. The first column (the ID) is always kept whole, and each row stays on one
/// line.
/// The columns dropped last, in this order: a certificate's STATUS outlives its description.
const KEPT_LAST: [&str; 2] = ["DESCRIPTION", "STATUS"];

pub fn fit(headers: &mut Vec<&str>, rows: &mut [Vec<String>], width: u16) {
    let width = usize::from(width);
    let natural: Vec<usize> = (0..headers.len())
        .map(|i| {
            rows.iter()
                .map(|r| r.get(i).map_or(0, |c| c.width()))
                .chain([headers[i].width()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut widths = natural.clone();
    let mut visible = vec![true; headers.len()];
    let total = |widths: &[usize], visible: &[bool]| -> usize {
        (0..widths.len())
            .filter(|i| visible[*i])
            .map(|i| widths[i] + GAP)
            .sum::<usize>()
            .saturating_sub(GAP)
    };
    // Cut: descriptions first, then the other columns of free text or lists, widest first.
    let mut order: Vec<usize> = (1..headers.len())
        .filter(|&i| CUTTABLE.contains(&headers[i]))
        .collect();
    order.sort_by_key(|&i| (headers[i] != "DESCRIPTION", std::cmp::Reverse(natural[i])));
    for &i in &order {
        let over = total(&widths, &visible).saturating_sub(width);
        let floor = if headers[i] == "DESCRIPTION" {
            MIN_DESCRIPTION
        } else {
            MIN_OTHER.max(headers[i].width())
        };
        widths[i] = widths[i].saturating_sub(over).max(floor.min(natural[i]));
    }
    // Drop: a creation time beside its AGE first, then from the right.
    let mut drops: Vec<usize> = (1..headers.len())
        .filter(|&i| headers[i] == "CREATED" && headers.get(i + 1) == Some(&"AGE"))
        .collect();
    let rest: Vec<usize> = (1..headers.len())
        .rev()
        .filter(|i| !drops.contains(i) && !KEPT_LAST.contains(&headers[*i]))
        .collect();
    drops.extend(rest);
    for kept in KEPT_LAST {
        drops.extend((1..headers.len()).filter(|&i| headers[i] == kept));
    }
    for i in drops {
        if total(&widths, &visible) <= width {
            break;
        }
        visible[i] = false;
    }
    // Give room freed by dropped columns back to the cut ones, in the same order.
    for &i in order.iter().filter(|&&i| visible[i]) {
        let spare = width.saturating_sub(total(&widths, &visible));
        widths[i] = natural[i].min(widths[i] + spare);
    }
    for row in rows.iter_mut() {
        let cells = std::mem::take(row);
        *row = cells
            .into_iter()
            .enumerate()
            .filter(|(i, _)| visible[*i])
            .map(|(i, cell)| cut(cell, widths[i]))
            .collect();
    }
    let mut i = 0;
    headers.retain(|_| {
        i += 1;
        visible[i - 1]
    });
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
        let mut headers = vec!["ID", "NAME", "DESCRIPTION", "CREATED", "AGE"];
        let row = |d: &str| -> Vec<String> {
            ["edgtcp_1", "name", d, "2026-01-01T00:00:00Z", "3d"]
                .map(String::from)
                .to_vec()
        };
        let mut rows = vec![row("a long description of this edge"), row("short")];
        fit(&mut headers, &mut rows, 60);
        assert_eq!(headers, ["ID", "NAME", "DESCRIPTION", "CREATED", "AGE"]);
        assert_eq!(rows[0][2], "a long descripti…");
        assert_eq!(rows[1][2], "short");
        // Narrower: CREATED goes (AGE says it), the description gets the room back.
        let mut headers = vec!["ID", "NAME", "DESCRIPTION", "CREATED", "AGE"];
        let mut rows = vec![row("a long description of this edge")];
        fit(&mut headers, &mut rows, 40);
        assert_eq!(headers, ["ID", "NAME", "DESCRIPTION", "AGE"]);
        assert_eq!(rows[0], ["edgtcp_1", "name", "a long description…", "3d"]);
        assert_eq!(cut("日本語の説明".into(), 5), "日本…");
    }

    #[test]
    fn a_status_is_the_last_column_dropped() {
        let mut headers = vec![
            "ID",
            "CA",
            "KEY TYPE",
            "VALID UNTIL",
            "STATUS",
            "DESCRIPTION",
        ];
        let mut rows = vec![[
            "sucrt_3MVcyTT1DQJXRtB7LnZhbHXEQnw",
            "sshca_3MVcyQh7AvcSon9ymO7E0uuQpMR",
            "ed25519",
            "2026-11-23T14:40:29Z",
            "valid",
            "",
        ]
        .map(String::from)
        .to_vec()];
        fit(&mut headers, &mut rows, 80);
        assert!(headers.contains(&"STATUS"), "{headers:?}");
        assert_eq!(rows[0][0], "sucrt_3MVcyTT1DQJXRtB7LnZhbHXEQnw");
        fit(&mut headers, &mut rows, 45);
        assert_eq!(headers, ["ID", "STATUS"]);
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
