//! The HTTP headers of the wire, each spelled once: the API's own, and this tool's, on `serve`'s
//! answers and on the store's Unix socket. The client, the server and the socket holder all read
//! them from here.

use super::ApiError;

/// The API version every request names, as the real API requires it.
pub const API_VERSION: &str = "ngrok-version";
/// The only value of [`API_VERSION`] there is.
pub const API_VERSION_VALUE: &str = "2";
/// This tool's version (`CARGO_PKG_VERSION`): on every answer of `serve` (what `tunnelctl
/// version` shows of a server), and on every request and answer on the socket, whose two ends
/// must have the same.
pub const TUNNELCTL_VERSION: &str = "tunnelctl-version";
/// The CA passphrase of a request (hex of its UTF-8), on the socket only.
pub const CA_PASSPHRASE: &str = "tunnelctl-ca-passphrase";
/// The caller's store key and the path of its file (see `StoreKey::to_wire`), on the socket only.
pub const STORE_KEY: &str = "tunnelctl-store-key";
/// Marks a dry run (`--dry-run`: run in a transaction that is rolled back, nothing written), on
/// the socket and to `serve` over HTTP, which echoes it on the answer; its value is
/// [`DRY_RUN_VALUE`]. A client sends it only to a server that sent [`TUNNELCTL_VERSION`]: any
/// other would carry the request out.
pub const DRY_RUN: &str = "tunnelctl-dry-run";
pub const DRY_RUN_VALUE: &str = "true";

/// Whether a request for `path` whose [`DRY_RUN`] header is `value` is a dry run: one that asks
/// with the header, and `POST /dry_runs` whether or not it says so. A header value other than
/// [`DRY_RUN_VALUE`] is refused, not guessed at: nothing is done.
pub fn asks_dry_run(path: &str, value: Option<&[u8]>) -> Result<bool, ApiError> {
    match value {
        None => Ok(crate::api::route::is_dry_runs(path)),
        Some(value) if value == DRY_RUN_VALUE.as_bytes() => Ok(true),
        Some(_) => Err(ApiError::invalid(format!(
            "the {DRY_RUN} header must be {DRY_RUN_VALUE} when it is given; nothing was done"
        ))),
    }
}
/// The caller's `TUNNELCTL_NOW` as it was set, on the socket only (absent: the real clock). The
/// holder answers with its own clock, so it refuses a request that expects another.
pub const NOW: &str = "tunnelctl-now";
/// On the answer to `POST /tunnel_sessions/{id}/restart` (this tool's, on `serve` and the
/// socket): the version of the update the restart dropped, unfinished; absent when none was.
pub const DROPPED_UPDATE: &str = "tunnelctl-dropped-update";
