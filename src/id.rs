//! Resource IDs: `<prefix>_<27 base62 chars>`, a KSUID (4 bytes of seconds since 1 400 000 000, then
//! a 16-byte payload). A new ID's payload leads with the time within its second, the rest random
//! (API-NOTES "IDs"), so that IDs sort in creation order, within a second too, which makes
//! newest-first pages a reverse scan; 96 random bits keep them unguessable (see `Store::create`).

use crate::api::{code, ApiError};

/// Makes generated IDs and random values reproducible (a whole number; a testing aid).
pub const SEED_ENV: &str = "TUNNELCTL_SEED";

const EPOCH: i64 = 1_400_000_000;
const ALPHABET: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
pub const ENCODED_LEN: usize = 27;

/// The 20 raw bytes of a KSUID.
pub type RawId = [u8; 20];

pub fn raw(unix_seconds: i64, payload: [u8; 16]) -> RawId {
    let secs = (unix_seconds - EPOCH).clamp(0, u32::MAX as i64) as u32;
    let mut raw = [0u8; 20];
    raw[..4].copy_from_slice(&secs.to_be_bytes());
    raw[4..].copy_from_slice(&payload);
    raw
}

/// A new ID's payload: `within_second` (see [`within_second`]), big-endian, then 12 random bytes.
pub fn payload(within_second: u32, random: [u8; 12]) -> [u8; 16] {
    let mut payload = [0u8; 16];
    payload[..4].copy_from_slice(&within_second.to_be_bytes());
    payload[4..].copy_from_slice(&random);
    payload
}

/// What leads a new ID's payload in second `unix_seconds`: the nanoseconds of `now` when `now` is
/// in that second (a fixed clock's second is not the real one: 0), and in any case past `after`,
/// the time within the second of the newest ID the store has of that second. So IDs one store
/// makes sort in creation order even when the clock stands still or steps back; past a second's
/// 10^9 nanoseconds the count goes on (it orders, it does not tell time).
pub fn within_second(unix_seconds: i64, now: time::OffsetDateTime, after: Option<u32>) -> u32 {
    let real = match now.unix_timestamp() == unix_seconds {
        true => now.nanosecond(),
        false => 0,
    };
    after.map_or(real, |after| real.max(after.saturating_add(1)))
}

/// The time within the second that an ID's payload leads with (see [`within_second`]); `None`
/// when `id` is not an ID.
pub fn within_second_of(id: &str) -> Option<u32> {
    let raw = decode(id.split_once('_')?.1)?;
    Some(u32::from_be_bytes([raw[4], raw[5], raw[6], raw[7]]))
}

/// The range of IDs with `prefix` made in second `unix_seconds`: from the least to below the
/// least of the next second.
pub fn range_of_second(prefix: &str, unix_seconds: i64) -> std::ops::Range<String> {
    format(prefix, &raw(unix_seconds, [0; 16]))..format(prefix, &raw(unix_seconds + 1, [0; 16]))
}

/// Base62-encodes a KSUID, left-padded with `0` to 27 characters (order-preserving).
pub fn encode(raw: &RawId) -> String {
    // Long division by 62 over five 32-bit limbs, one digit per pass from the last: 27 passes of
    // 5 divisions (every request's operation ID is one), where bytes would take 20 per pass.
    let mut limbs: [u32; 5] = std::array::from_fn(|i| {
        u32::from_be_bytes([raw[4 * i], raw[4 * i + 1], raw[4 * i + 2], raw[4 * i + 3]])
    });
    let mut out = [b'0'; ENCODED_LEN];
    for digit in out.iter_mut().rev() {
        let mut remainder = 0u64;
        for limb in limbs.iter_mut() {
            let acc = (remainder << 32) | u64::from(*limb);
            *limb = (acc / 62) as u32;
            remainder = acc % 62;
        }
        *digit = ALPHABET[remainder as usize];
    }
    String::from_utf8(out.to_vec()).expect("alphabet is ASCII")
}

/// Decodes the base62 part of an ID; `None` if it is not 27 base62 characters that fit 20 bytes.
pub fn decode(encoded: &str) -> Option<RawId> {
    if encoded.len() != ENCODED_LEN {
        return None;
    }
    let mut raw = [0u8; 20];
    for c in encoded.bytes() {
        let mut carry = ALPHABET.iter().position(|&a| a == c)? as u32;
        for byte in raw.iter_mut().rev() {
            let acc = *byte as u32 * 62 + carry;
            *byte = acc as u8;
            carry = acc >> 8;
        }
        if carry != 0 {
            return None;
        }
    }
    Some(raw)
}

pub fn format(prefix: &str, raw: &RawId) -> String {
    format!("{prefix}_{}", encode(raw))
}

pub fn is_valid(id: &str, prefix: &str) -> bool {
    id.strip_prefix(prefix)
        .and_then(|rest| rest.strip_prefix('_'))
        .and_then(decode)
        .is_some()
}

/// Refuses an ID of the wrong kind or shape with `ERR_NGROK_227`, naming the field.
pub fn check(id: &str, prefix: &str, field: &str) -> Result<(), ApiError> {
    check_any(id, &[prefix], field)
}

/// Like [`check`], for fields that take one of several kinds (e.g. the five backend kinds).
pub fn check_any(id: &str, prefixes: &[&str], field: &str) -> Result<(), ApiError> {
    if prefixes.iter().any(|p| is_valid(id, p)) {
        return Ok(());
    }
    let expected = prefixes
        .iter()
        .map(|p| format!("{p}_"))
        .collect::<Vec<_>>()
        .join(" or ");
    Err(ApiError::new(
        400,
        code::BAD_ID,
        format!("{field}: expected an ID with a prefix of {expected} followed by 27 base62 characters; got {id:?}"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn known_ksuid_vectors() {
        assert_eq!(encode(&[0; 20]), "000000000000000000000000000");
        assert_eq!(encode(&[0xff; 20]), "aWgEPTl1tmebfsQzFP4bxwgy80V");
        assert_eq!(decode("aWgEPTl1tmebfsQzFP4bxwgy80V"), Some([0xff; 20]));
        assert_eq!(
            decode("aWgEPTl1tmebfsQzFP4bxwgy80W"),
            None,
            "overflows 20 bytes"
        );
    }

    #[test]
    fn check_names_field_and_prefix() {
        let id = format("bkdtg", &raw(1_700_000_000, [7; 16]));
        assert!(check_any(&id, &["bkdfo", "bkdtg"], "backend_id").is_ok());
        let err = check(&id, "ipp", "ip_policy_ids").unwrap_err();
        assert_eq!(err.error_code.as_deref(), Some(code::BAD_ID));
        assert!(
            err.msg
                .starts_with("ip_policy_ids: expected an ID with a prefix of ipp_"),
            "{}",
            err.msg
        );
        assert!(!is_valid("ipp_short", "ipp"));
    }

    /// 1 000 IDs made within one second sort in creation order, whether the clock is real (its
    /// nanoseconds, here stepping back as a clock set back does) or fixed (another second).
    #[test]
    fn ids_made_within_one_second_sort_in_creation_order() {
        let second = 1_700_000_000;
        let start = time::OffsetDateTime::from_unix_timestamp(second).unwrap();
        for fixed in [false, true] {
            let mut ids: Vec<String> = Vec::new();
            for n in 0..1_000u32 {
                // A real clock moving on, then wrapping round as a clock set back does.
                let nanos = (n * 997_001 + 400_000_000) % 1_000_000_000;
                let now = match fixed {
                    true => start + time::Duration::seconds(3600),
                    false => start + time::Duration::nanoseconds(i64::from(nanos)),
                };
                let after = ids.last().and_then(|id| within_second_of(id));
                let random = [n.to_le_bytes()[0].wrapping_mul(37); 12];
                let payload = payload(within_second(second, now, after), random);
                ids.push(format("edgtcp", &raw(second, payload)));
            }
            assert!(ids.is_sorted(), "fixed clock: {fixed}");
        }
        let now = start + time::Duration::nanoseconds(5);
        assert_eq!(
            within_second(second, now, None),
            5,
            "the real clock's nanoseconds"
        );
        assert_eq!(within_second(second, now, Some(9)), 10, "past the newest");
        assert_eq!(
            within_second(second + 1, now, None),
            0,
            "another second: no clock"
        );
        let range = range_of_second("edgtcp", second);
        let id = format("edgtcp", &raw(second, payload(u32::MAX, [0xff; 12])));
        assert!(range.contains(&id) && !range.contains(&range.end.clone()));
    }

    proptest! {
        #[test]
        fn encoding_round_trips_and_preserves_order(a in any::<[u8; 20]>(), b in any::<[u8; 20]>()) {
            prop_assert_eq!(decode(&encode(&a)), Some(a));
            prop_assert_eq!(a.cmp(&b), encode(&a).cmp(&encode(&b)));
        }
    }
}
