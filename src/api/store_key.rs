//! The store's key-encryption key of whoever sends a request (`--store-key-file`), as a request
//! carries it: read from its file or from the store socket's header. What it seals and opens is
//! `service::seal`'s.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};
use zeroize::Zeroizing;

/// How many bytes a key-encryption key (and a data key) has.
pub(crate) const KEY_LEN: usize = 32;

/// A key-encryption key, read from its file. It belongs to whoever runs a command: a request
/// carries it (`ApiRequest::store_key`), and no service or holder of the store keeps one.
#[derive(Clone)]
pub struct StoreKey {
    key: Zeroizing<[u8; KEY_LEN]>,
    fingerprint: String,
    path: PathBuf,
}

impl std::fmt::Debug for StoreKey {
    /// Never the key itself.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "StoreKey({} from {})",
            self.fingerprint,
            self.path.display()
        )
    }
}

impl PartialEq for StoreKey {
    /// The same key from the same file (the fingerprint stands for the key).
    fn eq(&self, other: &Self) -> bool {
        self.fingerprint == other.fingerprint && self.path == other.path
    }
}

impl StoreKey {
    /// Reads the key from `path`: its first line, 64 hex digits (32 random bytes, as
    /// `openssl rand -hex 32` writes). The file must be the user's own, mode 0600 or stricter,
    /// and not a symbolic link (see `files::read_secret`). The error names the file.
    pub fn from_file(path: &Path) -> Result<StoreKey, String> {
        let text = Zeroizing::new(crate::files::read_secret(path).map_err(|e| e.to_string())?);
        let line = text.lines().next().unwrap_or("").trim();
        let key = base16ct::mixed::decode_vec(line)
            .ok()
            .filter(|bytes| bytes.len() == KEY_LEN)
            .ok_or_else(|| {
                format!(
                    "{} does not hold a key-encryption key: its first line must be 64 hex digits \
                     (32 random bytes); make one with `(umask 077; openssl rand -hex 32 > {})`, which \
                     no one else can read from the start",
                    path.display(),
                    path.display()
                )
            })?;
        Ok(StoreKey::from_bytes(&key, path))
    }

    pub(crate) fn from_bytes(bytes: &[u8], path: &Path) -> StoreKey {
        let mut key = Zeroizing::new([0u8; KEY_LEN]);
        key.copy_from_slice(bytes);
        let digest = Sha256::new()
            .chain_update(b"tunnelctl store key fingerprint\0")
            .chain_update(key.as_slice())
            .finalize();
        StoreKey {
            fingerprint: format!("sha256:{}", base16ct::lower::encode_string(&digest[..16])),
            key,
            path: path.to_path_buf(),
        }
    }

    /// What identifies this key in messages and records (never the key itself).
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The key and its file's path as one header value for the store's socket: the hex of each,
    /// space-separated (the holder names the file in its refusals). Wiped when dropped.
    #[cfg(unix)]
    pub fn to_wire(&self) -> Zeroizing<String> {
        use std::os::unix::ffi::OsStrExt;
        let mut wire = Zeroizing::new(base16ct::lower::encode_string(self.key.as_slice()));
        wire.push(' ');
        wire.push_str(&base16ct::lower::encode_string(
            self.path.as_os_str().as_bytes(),
        ));
        wire
    }

    /// The key that [`to_wire`](Self::to_wire) wrote; `None` when `wire` is not that.
    #[cfg(unix)]
    pub fn from_wire(wire: &[u8]) -> Option<StoreKey> {
        use std::os::unix::ffi::OsStrExt;
        let wire = std::str::from_utf8(wire).ok()?;
        let (key, path) = wire.split_once(' ')?;
        let key = base16ct::mixed::decode_vec(key).ok();
        let key = Zeroizing::new(key.filter(|bytes| bytes.len() == KEY_LEN)?);
        let path = base16ct::mixed::decode_vec(path).ok()?;
        Some(StoreKey::from_bytes(
            &key,
            Path::new(std::ffi::OsStr::from_bytes(&path)),
        ))
    }

    /// The key itself, for sealing and opening (`service::seal`).
    pub(crate) fn key(&self) -> &[u8; KEY_LEN] {
        &self.key
    }
}
