//! The values of flags that clap does not parse itself, and of the config file's settings:
//! durations and whole numbers.

use std::time::Duration;

/// The one duration syntax of every duration flag: a number and a unit, or several
/// (`500ms`, `90s`, `15m`, `1h30m`, `2d`, `1w`); a number without a unit is refused, but for 0.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let syntax = || format!("{text:?} is not a duration like 90s, 15m, 1h30m or 2d");
    if text.is_empty() {
        return Err(syntax());
    }
    if text.starts_with('-') {
        return Err(format!(
            "{text:?} is negative; a duration is 0 or more, like 90s or 1h30m"
        ));
    }
    // A bare number was read as seconds, so `--valid-for 8` meant 8 seconds where a person meant
    // hours or days: every number needs its unit. Zero is zero in any unit.
    if text.bytes().all(|b| b.is_ascii_digit()) {
        if text.bytes().all(|b| b == b'0') {
            return Ok(Duration::ZERO);
        }
        return Err(format!(
            "{text:?} has no unit; write one of ms, s, m, h, d or w after the number \
             (e.g. {text}s, {text}m, {text}h or {text}d)"
        ));
    }
    let mut total = Duration::ZERO;
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if digits == 0 {
            return Err(syntax());
        }
        let n: u64 = rest[..digits]
            .parse()
            .map_err(|_| format!("{text:?} is too long"))?;
        rest = &rest[digits..];
        let unit_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (unit, tail) = rest.split_at(unit_len);
        rest = tail;
        let part = match unit {
            "ms" => Some(Duration::from_millis(n)),
            "s" => Some(Duration::from_secs(n)),
            "m" => n.checked_mul(60).map(Duration::from_secs),
            "h" => n.checked_mul(3600).map(Duration::from_secs),
            "d" => n.checked_mul(86_400).map(Duration::from_secs),
            "w" => n.checked_mul(604_800).map(Duration::from_secs),
            "" => {
                return Err(format!(
                    "{text:?}: a number needs a unit after another part (90s, 1h30m)"
                ))
            }
            other => {
                return Err(format!(
                    "unknown unit {other:?} in {text:?}; use ms, s, m, h, d or w"
                ))
            }
        };
        total = part
            .and_then(|p| total.checked_add(p))
            .ok_or_else(|| format!("{text:?} is too long"))?;
    }
    Ok(total)
}

/// A duration flag whose API field is whole seconds: the same syntax as [`parse_duration`],
/// as seconds.
pub fn parse_seconds(text: &str) -> Result<u64, String> {
    let duration = parse_duration(text)?;
    if duration.subsec_nanos() != 0 {
        return Err(format!("{text:?} is not a whole number of seconds"));
    }
    Ok(duration.as_secs())
}

/// A number of seconds for people, with the duration a flag would write when it is whole:
/// `7200 seconds (2h)`, `90 seconds`.
pub fn seconds_text(s: u64) -> String {
    match whole_duration(s) {
        Some(text) => format!("{s} seconds ({text})"),
        None => format!("{s} seconds"),
    }
}

/// The duration a flag would write for `s` seconds when it is whole days, hours or minutes:
/// `2h`, `7d`.
pub fn whole_duration(s: u64) -> Option<String> {
    [("d", 86_400), ("h", 3_600), ("m", 60)]
        .into_iter()
        .find(|(_, size)| s >= *size && s.is_multiple_of(*size))
        .map(|(unit, size)| format!("{}{unit}", s / size))
}

/// A flag that names a moment: an RFC 3339 time, or a duration (the syntax of
/// [`parse_duration`]) meaning that long before `now` (`--since 10m`). The error names `flag`
/// and both forms.
pub fn parse_time_or_ago(
    flag: &str,
    text: &str,
    now: time::OffsetDateTime,
) -> Result<time::OffsetDateTime, String> {
    let rule = || {
        format!(
            "{flag} must be a duration before now (10m, 2h, 7d) or an RFC 3339 time \
             (2026-11-22T10:00:00Z); got {text:?}"
        )
    };
    if let Ok(at) = crate::clock::parse_time(text.trim()) {
        return Ok(at);
    }
    // What starts like a duration (`10x`) gets the duration parser's reason too; a malformed
    // time (`2026-13-01`) or a word, the rule alone.
    let looks_like_duration =
        text.trim().starts_with(|c: char| c.is_ascii_digit()) && !text.contains(['-', ':', 'T']);
    let ago = parse_duration(text).map_err(|e| match looks_like_duration {
        true => format!("{}: {e}", rule()),
        false => rule(),
    })?;
    time::Duration::try_from(ago)
        .ok()
        .and_then(|ago| now.checked_sub(ago))
        .ok_or_else(|| {
            format!("{flag} {text:?} reaches back further than a time can; give a shorter duration")
        })
}

/// A flag that takes a whole number of at least `MIN` (`--limit`, `--retries`, `--bits`). clap's
/// own range parser would answer "0 is not in 1..18446744073709551615"; and a negative number
/// reaches this only because these flags allow negative numbers, which clap otherwise takes for
/// an unknown option ("unexpected argument '-5'").
pub fn whole_number<T: TryFrom<u64>, const MIN: u64>(text: &str) -> Result<T, String> {
    let rule = || format!("must be a whole number, {MIN} or more");
    let text = text.trim();
    let n: u64 = match text.parse() {
        Ok(n) => n,
        Err(_) if text.bytes().all(|b| b.is_ascii_digit()) && !text.is_empty() => {
            return Err("is too large".into())
        }
        Err(_) => return Err(rule()),
    };
    if n < MIN {
        return Err(rule());
    }
    T::try_from(n).map_err(|_| "is too large".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_negative_duration_is_refused_as_negative() {
        assert_eq!(
            parse_duration("-5m"),
            Err("\"-5m\" is negative; a duration is 0 or more, like 90s or 1h30m".into())
        );
    }

    #[test]
    fn a_moment_is_a_time_or_a_duration_before_now() {
        let now = crate::clock::parse_time("2026-11-22T10:00:00Z").unwrap();
        let at = |text| parse_time_or_ago("--since", text, now).map(crate::clock::format_time);
        assert_eq!(at("10m"), Ok("2026-11-22T09:50:00Z".into()));
        assert_eq!(at("1d2h"), Ok("2026-11-21T08:00:00Z".into()));
        assert_eq!(
            at("2026-11-22T11:00:00+01:00"),
            Ok("2026-11-22T10:00:00Z".into())
        );
        let rule = "--since must be a duration before now (10m, 2h, 7d) or an RFC 3339 time \
                    (2026-11-22T10:00:00Z)";
        for bad in ["yesterday", "2026-11-22", "-5m", "10", "99999999999w"] {
            let error = at(bad).unwrap_err();
            assert!(
                error.starts_with(rule) || error.contains("give a shorter duration"),
                "{bad}: {error}"
            );
        }
        assert!(at("10").unwrap_err().contains("has no unit"));
    }

    #[test]
    fn whole_number_flags_say_their_rule() {
        assert_eq!(whole_number::<u64, 1>("25"), Ok(25));
        assert_eq!(whole_number::<u32, 0>("0"), Ok(0));
        for bad in ["0", "-5", "1.5", "ten", ""] {
            assert_eq!(
                whole_number::<u64, 1>(bad),
                Err::<u64, _>("must be a whole number, 1 or more".into()),
                "{bad}"
            );
        }
        assert_eq!(
            whole_number::<u32, 1>("5000000000"),
            Err::<u32, _>("is too large".into())
        );
        assert_eq!(
            whole_number::<u64, 1>("99999999999999999999"),
            Err::<u64, _>("is too large".into())
        );
    }

    #[test]
    fn a_number_without_a_unit_is_refused_naming_the_units() {
        assert_eq!(
            parse_duration("8"),
            Err(
                "\"8\" has no unit; write one of ms, s, m, h, d or w after the number \
                 (e.g. 8s, 8m, 8h or 8d)"
                    .into()
            )
        );
        assert!(parse_seconds("3600").is_err());
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("0"), Ok(Duration::ZERO));
        assert_eq!(parse_duration("0s"), Ok(Duration::ZERO));
        assert_eq!(parse_duration("8h"), Ok(Duration::from_secs(8 * 3600)));
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(7 * 86_400)));
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5400)));
        assert_eq!(parse_duration("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse_duration("2d"), Ok(Duration::from_secs(2 * 86_400)));
        assert_eq!(
            parse_duration("1d2h3m4s5ms"),
            Ok(Duration::from_millis(93_784_005))
        );
        for bad in [
            "",
            "h",
            "5y",
            "-1s",
            "99999999999999999999d",
            "1h30",
            "1.5h",
            "1 h",
            "h1",
            "300000000000000000w",
            "10",
            "3600",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
        assert_eq!(parse_seconds("1h30m"), Ok(5400));
        assert_eq!(parse_seconds("3600s"), Ok(3600));
        assert!(parse_seconds("1500ms").is_err());
    }
}
