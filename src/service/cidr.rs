//! Addresses and CIDR blocks as OpenSSH's `source-address` critical option reads them, and
//! whether one block lies inside another (a CA policy's `allowed_source_addresses`).

use std::net::IpAddr;

/// An address or a CIDR block: the first address and the prefix length (32 or 128 for an address
/// alone). IPv4 and IPv6 are apart: no block of one holds an address of the other (OpenSSH's
/// `addr_match_cidr_list` compares families first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Network {
    v4: bool,
    bits: u128,
    len: u32,
}

impl Network {
    /// Whether every address of `other` is in this block.
    pub fn contains(&self, other: &Network) -> bool {
        self.v4 == other.v4
            && other.len >= self.len
            && other.bits & !host_mask(self.max() - self.len) == self.bits
    }

    fn max(&self) -> u32 {
        if self.v4 {
            32
        } else {
            128
        }
    }
}

/// The low `host_bits` bits set.
fn host_mask(host_bits: u32) -> u128 {
    match host_bits {
        0 => 0,
        n => u128::MAX >> (128 - n),
    }
}

/// A `source-address` list as OpenSSH reads it: comma-separated addresses or CIDR blocks, no host
/// bits set beyond the prefix. Returns the list without spaces.
pub fn parse_list(list: &str) -> Result<String, String> {
    let entries: Vec<&str> = list.split(',').map(str::trim).collect();
    for (i, entry) in entries.iter().enumerate() {
        if entry.is_empty() {
            return Err(format!(
                "entry {} is empty; give addresses or CIDR blocks separated by commas",
                i + 1
            ));
        }
        parse(entry).map_err(|rule| format!("{entry:?} {rule}"))?;
    }
    Ok(entries.join(","))
}

/// One address or CIDR block; the error is the rule it breaks, to follow the entry's text.
pub fn parse(entry: &str) -> Result<Network, String> {
    let (addr, prefix) = match entry.split_once('/') {
        Some((a, p)) => (a, Some(p)),
        None => (entry, None),
    };
    let addr: IpAddr = addr
        .parse()
        .map_err(|_| "is not an IPv4 or IPv6 address or CIDR block".to_string())?;
    let (v4, bits) = match addr {
        IpAddr::V4(a) => (true, u32::from(a) as u128),
        IpAddr::V6(a) => (false, u128::from(a)),
    };
    let max = if v4 { 32 } else { 128 };
    let len: u32 = match prefix {
        None => max,
        Some(p) => match p.parse() {
            Ok(n) if n <= max && p.bytes().all(|b| b.is_ascii_digit()) => n,
            _ => return Err(format!("has a prefix length that is not 0 to {max}")),
        },
    };
    if bits & host_mask(max - len) != 0 {
        return Err(format!(
            "has bits set after the first {len}; the block starts at a different address"
        ));
    }
    Ok(Network { v4, bits, len })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_follow_openssh() {
        for ok in [
            "127.0.0.1",
            "10.0.0.0/8",
            "0.0.0.0/0",
            "::1/128",
            "2001:db8::/32",
            "192.168.1.7/32",
        ] {
            assert_eq!(parse_list(ok).as_deref(), Ok(ok), "{ok}");
        }
        assert_eq!(
            parse_list("127.0.0.1, 10.0.0.0/8").unwrap(),
            "127.0.0.1,10.0.0.0/8"
        );
        for (bad, rule) in [
            ("10.0.0.1/8", "has bits set after the first 8"),
            ("fe80::1/64", "has bits set after the first 64"),
            ("10.0.0.0/33", "prefix length that is not 0 to 32"),
            ("10.0.0.0/+8", "prefix length"),
            ("10.0.0.0/", "prefix length"),
            ("!10.0.0.0/8", "is not an IPv4 or IPv6 address"),
            ("*", "is not an IPv4 or IPv6 address"),
            ("example.com", "is not an IPv4 or IPv6 address"),
            ("fe80::1%eth0", "is not an IPv4 or IPv6 address"),
            ("10.0.0.0/8,", "entry 2 is empty"),
            ("", "entry 1 is empty"),
        ] {
            let err = parse_list(bad).unwrap_err();
            assert!(err.contains(rule), "{bad:?}: {err}");
        }
    }

    #[test]
    fn a_block_holds_the_addresses_and_blocks_inside_it_only() {
        let net = |text: &str| parse(text).unwrap();
        for (outer, inner) in [
            ("10.0.0.0/8", "10.0.0.0/8"),
            ("10.0.0.0/8", "10.1.2.0/24"),
            ("10.0.0.0/8", "10.255.255.255"),
            ("0.0.0.0/0", "192.0.2.1"),
            ("192.0.2.7", "192.0.2.7/32"),
            ("2001:db8::/32", "2001:db8:1::/48"),
            ("::/0", "::1"),
        ] {
            assert!(net(outer).contains(&net(inner)), "{outer} ⊇ {inner}");
        }
        for (outer, inner) in [
            ("10.0.0.0/8", "0.0.0.0/0"),
            ("10.0.0.0/8", "11.0.0.0/8"),
            ("10.0.0.0/8", "10.0.0.0/7"),
            ("192.0.2.7", "192.0.2.6/31"),
            ("0.0.0.0/0", "::/0"),
            ("::/0", "10.0.0.1"),
            // An IPv4-mapped IPv6 address is of the other family.
            ("10.0.0.0/8", "::ffff:10.0.0.1"),
        ] {
            assert!(!net(outer).contains(&net(inner)), "{outer} ⊉ {inner}");
        }
    }
}
