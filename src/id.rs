//! Resource IDs: `<prefix>_<27 base62 chars>`, a KSUID (4 bytes of seconds since 1 400 000 000, then
//! 16 random bytes). IDs therefore sort by creation second, which makes newest-first pages a reverse scan;
//! within one second their order is random (see `Store::create`).

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

    proptest! {
        #[test]
        fn encoding_round_trips_and_preserves_order(a in any::<[u8; 20]>(), b in any::<[u8; 20]>()) {
            prop_assert_eq!(decode(&encode(&a)), Some(a));
            prop_assert_eq!(a.cmp(&b), encode(&a).cmp(&encode(&b)));
        }
    }
}
