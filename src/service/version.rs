//! Agent versions: `MAJOR.MINOR.PATCH`, compared numerically (so 3.10.0 is newer than 3.9.0).
//! A tiny parser is enough here: agent releases carry no pre-release or build suffixes.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A release version. Field order makes the derived `Ord` the semver order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
}

/// What a malformed version string is told, after the field name.
pub const RULE: &str =
    "must be a version like 3.18.4: three whole numbers separated by dots, without leading zeros";

impl Version {
    /// Parses `X.Y.Z`: exactly three parts, each ASCII digits, no sign, no leading zero (except `0`).
    pub fn parse(text: &str) -> Option<Version> {
        let mut parts = text.split('.');
        let mut next = || -> Option<u64> {
            let part = parts.next()?;
            let digits_only = !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
            if !digits_only || (part.len() > 1 && part.starts_with('0')) {
                return None;
            }
            part.parse().ok()
        };
        let version = Version {
            major: next()?,
            minor: next()?,
            patch: next()?,
        };
        match parts.next() {
            None => Some(version),
            Some(_) => None,
        }
    }

    /// A store key that sorts like the version (zero-padded parts), so a reverse scan of the
    /// releases tree lists the newest release first.
    pub fn key(self) -> String {
        format!("{:020}.{:020}.{:020}", self.major, self.minor, self.patch)
    }

    /// The newest of `known` that has this version's major version and is newer than it: what an
    /// agent on this version updates to (spec §3 rule 2: never a new major version).
    pub fn update_target(self, known: impl IntoIterator<Item = Version>) -> Option<Version> {
        known
            .into_iter()
            .filter(|v| v.major == self.major && *v > self)
            .max()
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

impl Serialize for Version {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Version {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Version::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("{text:?} {RULE}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(text: &str) -> Version {
        Version::parse(text).unwrap_or_else(|| panic!("{text} should parse"))
    }

    #[test]
    fn parses_three_numbers() {
        assert_eq!(
            v("3.18.4"),
            Version {
                major: 3,
                minor: 18,
                patch: 4
            }
        );
        assert_eq!(v("0.0.0").to_string(), "0.0.0");
        assert_eq!(v("10.20.30").to_string(), "10.20.30");
        assert_eq!(
            v("18446744073709551615.0.1").major,
            u64::MAX,
            "the largest part fits"
        );
    }

    #[test]
    fn refuses_everything_else() {
        for bad in [
            "",
            "3",
            "3.18",
            "3.18.4.1",
            "3..4",
            ".3.4",
            "3.4.",
            "v3.18.4",
            "3.18.4-beta",
            "3.18.4+build",
            "03.1.1",
            "3.01.1",
            "3.1.00",
            "+3.1.1",
            "-3.1.1",
            " 3.1.1",
            "3.1.1 ",
            "3.a.1",
            "18446744073709551616.0.0",
            "３.1.1",
        ] {
            assert_eq!(Version::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn orders_numerically_not_as_text() {
        assert!(v("3.10.0") > v("3.9.0"));
        assert!(v("3.9.10") > v("3.9.9"));
        assert!(v("4.0.0") > v("3.99.99"));
        assert!(v("3.10.0").key() > v("3.9.0").key());
        assert!(v("10.0.0").key() > v("9.99.99").key());
    }

    #[test]
    fn update_target_keeps_the_major_version() {
        let known = [v("3.5.1"), v("3.9.0"), v("4.0.0"), v("2.9.9"), v("3.3.0")];
        assert_eq!(v("3.4.0").update_target(known), Some(v("3.9.0")));
        assert_eq!(v("3.9.0").update_target(known), None, "already newest");
        assert_eq!(
            v("3.9.1").update_target(known),
            None,
            "newer than every 3.x"
        );
        assert_eq!(v("4.0.0").update_target(known), None);
        assert_eq!(v("2.0.0").update_target(known), Some(v("2.9.9")));
        assert_eq!(v("1.0.0").update_target(known), None, "no 1.x release");
        assert_eq!(v("3.4.0").update_target([]), None);
    }

    #[test]
    fn serialises_as_a_string() {
        let json = serde_json::to_string(&v("3.18.4")).unwrap();
        assert_eq!(json, "\"3.18.4\"");
        assert_eq!(serde_json::from_str::<Version>(&json).unwrap(), v("3.18.4"));
        assert!(serde_json::from_str::<Version>("\"3.18\"").is_err());
    }
}
