//! OpenSSH key revocation lists (KRLs), the file that sshd's `RevokedKeys` and `ssh-keygen -Q`
//! read. Written from OpenSSH's PROTOCOL.krl: a header, then one certificate section per CA,
//! scoped to the CA's public key, that lists the revoked serials, then one explicit key section
//! that lists revoked keys whole. A KRL of several CAs holds each CA's sections in turn.
//!
//! Only what this tool needs is written: certificate sections with serial lists, and the explicit
//! key section. Serials here are random 64-bit numbers, so they are far apart and a list is also
//! what `ssh-keygen -k` picks for them (ranges and bitmaps pay off only for serials close
//! together). A revoked key is listed as `ssh-keygen -k` lists a plain public key: sshd then
//! refuses the key itself and every certificate of it, whichever CA signed it and whatever its
//! serial.

/// `"SSHKRL\n\0"`.
const MAGIC: &[u8; 8] = b"SSHKRL\n\0";
const FORMAT_VERSION: u32 = 1;
const SECTION_CERTIFICATES: u8 = 1;
const SECTION_EXPLICIT_KEY: u8 = 2;
const CERT_SERIAL_LIST: u8 = 0x20;

/// The certificates of one CA that are revoked.
pub struct CertificateSection<'a> {
    /// The CA's public key in the SSH wire encoding (the blob of its public key line).
    pub ca_key: &'a [u8],
    /// Serials in any order; duplicates and 0 (which no certificate here has) are left out.
    pub serials: Vec<u64>,
}

pub struct Krl<'a> {
    /// Increases with every change to what the KRL revokes.
    pub version: u64,
    /// Seconds since 1970-01-01T00:00:00Z.
    pub generated_date: u64,
    pub comment: &'a str,
    pub sections: Vec<CertificateSection<'a>>,
    /// Revoked public keys in the SSH wire encoding (plain keys, not certificates), in any order.
    pub keys: Vec<Vec<u8>>,
}

impl Krl<'_> {
    /// The KRL in OpenSSH's binary format.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = header(self.version, self.generated_date, self.comment);
        out.extend_from_slice(&sections(&self.sections, &self.keys));
        out
    }
}

/// A KRL's header: what comes before its sections.
pub fn header(version: u64, generated_date: u64, comment: &str) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    put_u32(&mut out, FORMAT_VERSION);
    put_u64(&mut out, version);
    put_u64(&mut out, generated_date);
    put_u64(&mut out, 0); // flags: none are defined
    put_string(&mut out, b""); // reserved
    put_string(&mut out, comment.as_bytes());
    out
}

/// The sections that list `certificates` and `keys`: a certificate section per CA that revoked
/// a serial, then one explicit key section. The sections of several CAs follow each other in one
/// KRL as they are: sshd and `ssh-keygen -Q` take every section of a KRL, each CA's scoped to its
/// key, and a key listed in two explicit key sections is one revoked key.
pub fn sections(certificates: &[CertificateSection], keys: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    for section in certificates {
        let mut serials: Vec<u64> = section
            .serials
            .iter()
            .copied()
            .filter(|s| *s != 0)
            .collect();
        serials.sort_unstable();
        serials.dedup();
        if serials.is_empty() {
            continue;
        }
        let mut body = Vec::new();
        put_string(&mut body, section.ca_key);
        put_string(&mut body, b""); // reserved
        let mut list = Vec::with_capacity(serials.len() * 8);
        for serial in serials {
            put_u64(&mut list, serial);
        }
        body.push(CERT_SERIAL_LIST);
        put_string(&mut body, &list);
        out.push(SECTION_CERTIFICATES);
        put_string(&mut out, &body);
    }
    // One section, in ssh-keygen's order (byte order of the blobs), each key once.
    let mut keys: Vec<&[u8]> = keys.iter().map(Vec::as_slice).collect();
    keys.sort_unstable();
    keys.dedup();
    if !keys.is_empty() {
        let mut body = Vec::new();
        for key in keys {
            put_string(&mut body, key);
        }
        out.push(SECTION_EXPLICIT_KEY);
        put_string(&mut out, &body);
    }
    out
}

/// Whether `bytes` is laid out as a KRL (PROTOCOL.krl's header, then whole sections): what a
/// server answered is written where sshd reads revocations only when it is one.
pub fn check(bytes: &[u8]) -> Result<(), String> {
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or("it does not start as a KRL does (\"SSHKRL\\n\\0\")")?;
    let mut reader = Reader(rest);
    let truncated = "it ends inside its header or a section".to_string();
    let format = reader.take(4).ok_or(&truncated)?;
    if format != FORMAT_VERSION.to_be_bytes() {
        return Err(format!("its format version is not {FORMAT_VERSION}"));
    }
    // The KRL's version, date and flags; reserved; comment.
    reader.take(24).ok_or(&truncated)?;
    reader.string().ok_or(&truncated)?;
    reader.string().ok_or(&truncated)?;
    while !reader.0.is_empty() {
        reader.take(1).ok_or(&truncated)?;
        reader.string().ok_or(&truncated)?;
    }
    Ok(())
}

/// Reads a KRL's fields front to back.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let (head, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(head)
    }

    /// An SSH `string`: a u32 length, then the bytes.
    fn string(&mut self) -> Option<&'a [u8]> {
        let len = u32::from_be_bytes(self.take(4)?.try_into().ok()?);
        self.take(usize::try_from(len).ok()?)
    }
}

fn put_u32(out: &mut Vec<u8>, n: u32) {
    out.extend_from_slice(&n.to_be_bytes());
}

fn put_u64(out: &mut Vec<u8>, n: u64) {
    out.extend_from_slice(&n.to_be_bytes());
}

/// An SSH `string`: a u32 length, then the bytes.
fn put_string(out: &mut Vec<u8>, bytes: &[u8]) {
    let len = u32::try_from(bytes.len()).expect("a KRL section is far below 4 GiB");
    put_u32(out, len);
    out.extend_from_slice(bytes);
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssh_key::rand_core::OsRng;
    use ssh_key::{Algorithm, PrivateKey};
    use std::io::Write;
    use std::path::PathBuf;
    use std::process::Command;

    /// Where the generated date sits: after the magic, the format version and the KRL version.
    const DATE: std::ops::Range<usize> = 20..28;

    fn ssh_keygen() -> Option<PathBuf> {
        let found = std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
            .map(|d| d.join("ssh-keygen"))
            .find(|p| p.is_file());
        if found.is_none() {
            assert_ne!(
                std::env::var("CI").as_deref(),
                Ok("true"),
                "ssh-keygen is required under CI=true"
            );
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED krl tests against ssh-keygen: `ssh-keygen` is not installed"
            );
        }
        found
    }

    /// The KRL that `ssh-keygen -k` writes for `serials` of the CA `ca` and the plain public
    /// keys `keys` (lines), with KRL version 7.
    fn reference_krl(
        keygen: &std::path::Path,
        ca: &PrivateKey,
        serials: &[u64],
        keys: &[String],
    ) -> Vec<u8> {
        let dir = tempfile::tempdir().unwrap();
        let ca_pub = dir.path().join("ca.pub");
        std::fs::write(&ca_pub, ca.public_key().to_openssh().unwrap()).unwrap();
        let spec: String = (serials.iter().map(|s| format!("serial: {s}\n")))
            .chain(keys.iter().map(|k| format!("key: {k}\n")))
            .collect();
        std::fs::write(dir.path().join("spec"), spec).unwrap();
        let out = Command::new(keygen)
            .current_dir(dir.path())
            .args(["-q", "-k", "-f", "krl", "-s", "ca.pub", "-z", "7", "spec"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "ssh-keygen -k: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::fs::read(dir.path().join("krl")).unwrap()
    }

    #[test]
    fn the_same_bytes_as_ssh_keygen_for_the_same_serials_and_keys() {
        let Some(keygen) = ssh_keygen() else { return };
        let user_keys: Vec<PrivateKey> = [
            Algorithm::Ed25519,
            Algorithm::Ed25519,
            Algorithm::Ecdsa {
                curve: ssh_key::EcdsaCurve::NistP384,
            },
        ]
        .into_iter()
        .map(|a| PrivateKey::random(&mut OsRng, a).unwrap())
        .collect();
        let lines: Vec<String> = (user_keys.iter())
            .map(|k| k.public_key().to_openssh().unwrap())
            .collect();
        let blobs: Vec<Vec<u8>> = (user_keys.iter())
            .map(|k| k.public_key().to_bytes().unwrap())
            .collect();
        for algorithm in [
            Algorithm::Ed25519,
            Algorithm::Ecdsa {
                curve: ssh_key::EcdsaCurve::NistP256,
            },
        ] {
            let ca = PrivateKey::random(&mut OsRng, algorithm).unwrap();
            let blob = ca.public_key().to_bytes().unwrap();
            for (serials, keys) in [
                (vec![42], 0..0),
                (vec![u64::MAX, 1, 9_000_000_000_000_000_000, 1 << 40], 0..1),
                (vec![7], 0..3),
                (vec![], 1..3),
            ] {
                let theirs = reference_krl(&keygen, &ca, &serials, &lines[keys.clone()]);
                let mut shuffled = serials.clone();
                shuffled.reverse();
                shuffled.extend(serials.first()); // a duplicate is listed once
                let mut key_blobs = blobs[keys.clone()].to_vec();
                key_blobs.reverse();
                key_blobs.extend(blobs[keys.clone()].first().cloned());
                let ours = Krl {
                    version: 7,
                    generated_date: u64::from_be_bytes(theirs[DATE].try_into().unwrap()),
                    comment: "",
                    sections: vec![CertificateSection {
                        ca_key: &blob,
                        serials: shuffled,
                    }],
                    keys: key_blobs,
                }
                .encode();
                assert_eq!(ours, theirs, "{serials:?} {keys:?}");
                assert_eq!(check(&theirs), Ok(()));
                let cut = &theirs[..theirs.len() - 1];
                assert_eq!(
                    check(cut).unwrap_err(),
                    "it ends inside its header or a section"
                );
            }
        }
    }

    #[test]
    fn header_fields_and_an_empty_list() {
        let krl = Krl {
            version: 3,
            generated_date: 1_800_000_000,
            comment: "c",
            sections: vec![CertificateSection {
                ca_key: b"key",
                serials: vec![0],
            }],
            keys: Vec::new(),
        }
        .encode();
        let mut expected = b"SSHKRL\n\0".to_vec();
        expected.extend_from_slice(&1u32.to_be_bytes());
        expected.extend_from_slice(&3u64.to_be_bytes());
        expected.extend_from_slice(&1_800_000_000u64.to_be_bytes());
        expected.extend_from_slice(&0u64.to_be_bytes());
        expected.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 1, b'c']);
        assert_eq!(krl, expected, "no section without a serial");
        assert_eq!(check(&krl), Ok(()));
        assert!(check(b"<html>")
            .unwrap_err()
            .contains("does not start as a KRL"));
    }
}
