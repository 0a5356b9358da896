//! "Now", fixed by `TUNNELCTL_NOW` in tests so that nothing ever sleeps to wait for emulated time.

use time::format_description::well_known::Rfc3339;
use time::{OffsetDateTime, UtcOffset};

pub const NOW_ENV: &str = "TUNNELCTL_NOW";

#[derive(Debug, Clone, Copy, Default)]
pub struct Clock {
    fixed: Option<OffsetDateTime>,
}

impl Clock {
    /// Reads `TUNNELCTL_NOW`; a malformed value is an error rather than a silently real clock.
    pub fn from_env() -> Result<Self, String> {
        match std::env::var(NOW_ENV) {
            Ok(value) => parse_time(&value)
                .map(|t| Clock { fixed: Some(t) })
                .map_err(|e| format!("{NOW_ENV}={value:?} is not an RFC 3339 time: {e}")),
            Err(_) => Ok(Clock { fixed: None }),
        }
    }

    pub fn fixed(at: OffsetDateTime) -> Self {
        Clock { fixed: Some(at) }
    }

    /// The time `TUNNELCTL_NOW` fixed; `None` for the real clock.
    pub fn fixed_time(&self) -> Option<OffsetDateTime> {
        self.fixed
    }

    /// The current time in UTC, truncated to whole seconds (the wire's precision).
    pub fn now(&self) -> OffsetDateTime {
        let now = self.fixed.unwrap_or_else(OffsetDateTime::now_utc);
        now.to_offset(UtcOffset::UTC)
            .replace_nanosecond(0)
            .expect("0 is a valid nanosecond")
    }
}

/// Parses any RFC 3339 time and normalises it to UTC, whole seconds.
pub fn parse_time(value: &str) -> Result<OffsetDateTime, time::error::Parse> {
    let t = OffsetDateTime::parse(value, &Rfc3339)?;
    Ok(t.to_offset(UtcOffset::UTC)
        .replace_nanosecond(0)
        .expect("0 is a valid nanosecond"))
}

/// Formats as the wire does: `2026-11-22T10:11:41Z`.
pub fn format_time(t: OffsetDateTime) -> String {
    t.to_offset(UtcOffset::UTC)
        .format(&Rfc3339)
        .expect("every UTC time formats as RFC 3339")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_normalised_to_utc_whole_seconds() {
        let t = parse_time("2026-11-22T12:11:41.75+02:00").unwrap();
        assert_eq!(format_time(t), "2026-11-22T10:11:41Z");
    }
}
