//! The store's socket: `serve` also answers on a Unix domain socket inside the store directory
//! (`store::SOCKET_FILE`, 0600 in the 0700 directory), so that a local command that finds the store
//! held goes through the holder instead of failing as busy. The same router and the same HTTP
//! bytes as the TCP port, with three differences:
//!
//! - No API key: the peer's uid is checked instead (SO_PEERCRED) and must be this process's own;
//!   whoever that is can read the store's files anyway.
//! - Both sides must be the same tunnelctl version (`api::headers::TUNNELCTL_VERSION` on every
//!   request and answer): a holder of another version could treat a request differently.
//! - A CA passphrase may come with a request (`transport::socket::CA_PASSPHRASE`): it never
//!   leaves the machine.
//! - So may the caller's store key (`api::headers::STORE_KEY`): the request is answered with it,
//!   or with none, never with the key this process was started with, and nothing keeps it.
//! - A request says which clock it expects (`api::headers::NOW`, the caller's
//!   `TUNNELCTL_NOW`): a holder on another clock refuses it rather than answer with its own.
//! - A request may be a dry run (`api::headers::DRY_RUN`): run and rolled back, as on the TCP
//!   port.
//!
//! The socket also answers `HELLO_PATH` (who holds the store) and `CLOSE_PATH` (a background
//! store process started for `--keep-open` ends at once).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use tokio::net::{UnixListener, UnixStream};
use tokio::sync::Notify;

use super::connections::{Accepted, Listener};
use crate::api::headers::{CA_PASSPHRASE, NOW, STORE_KEY, TUNNELCTL_VERSION};
use crate::api::{code, ApiError, Passphrase};
use crate::clock::{format_time, parse_time, Clock, NOW_ENV};
use crate::service::seal::StoreKey;
use crate::store::SOCKET_FILE;
use crate::transport::socket::{decode_passphrase, Hello, CLOSE_PATH, HELLO_PATH, VERSION};

/// What the process holding the store says about itself and how busy it is.
pub struct Holder {
    /// Started for `--keep-open`: it exits when idle, and `store close` may end it.
    pub keep_open: bool,
    /// The clock its service answers with, set when it started.
    clock: Clock,
    pub activity: Activity,
    closed: Notify,
}

impl Holder {
    pub fn new(keep_open: bool, clock: Clock) -> Arc<Holder> {
        Arc::new(Holder {
            keep_open,
            clock,
            activity: Activity::default(),
            closed: Notify::new(),
        })
    }

    /// Resolves when `store close` asked this process to end.
    pub async fn closed(&self) {
        self.closed.notified().await;
    }
}

/// When the last request ended, and how many are being answered.
pub struct Activity {
    last: Mutex<Instant>,
    in_flight: AtomicUsize,
}

impl Default for Activity {
    fn default() -> Self {
        Activity {
            last: Mutex::new(Instant::now()),
            in_flight: AtomicUsize::new(0),
        }
    }
}

/// A request being answered; its end counts as activity.
pub struct Busy<'a>(&'a Activity);

impl Activity {
    pub fn begin(&self) -> Busy<'_> {
        self.in_flight.fetch_add(1, Ordering::SeqCst);
        Busy(self)
    }

    /// Counts as a request that just ended: a new connection, whose request is on its way. A
    /// client connects and sends its first request without a handshake (see
    /// `transport::socket::connect`), so the holder must not go idle between the two.
    fn touch(&self) {
        *self.last.lock().unwrap_or_else(|p| p.into_inner()) = Instant::now();
    }

    /// How long nothing has been asked; `None` while a request is being answered.
    fn idle_for(&self) -> Option<Duration> {
        if self.in_flight.load(Ordering::SeqCst) > 0 {
            return None;
        }
        Some(
            self.last
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .elapsed(),
        )
    }
}

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        self.0.touch();
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Resolves once `holder` has gone `after` without a request.
pub async fn idle(holder: Arc<Holder>, after: Duration) {
    loop {
        let wait = match holder.activity.idle_for() {
            Some(idle) if idle >= after => return,
            Some(idle) => after - idle,
            None => after,
        };
        tokio::time::sleep(wait).await;
    }
}

/// The socket's own routes; every other path goes to the API.
pub(super) fn routes() -> axum::Router<Arc<super::Shared>> {
    axum::Router::new()
        .route(HELLO_PATH, axum::routing::get(hello))
        .route(CLOSE_PATH, axum::routing::post(close))
}

fn holder(shared: &super::Shared) -> &Arc<Holder> {
    match &shared.access {
        super::Access::Socket(holder) => holder,
        super::Access::Keys(..) => unreachable!("the socket's routes are only in the socket app"),
    }
}

async fn hello(State(shared): State<Arc<super::Shared>>) -> Response {
    let hello = Hello {
        version: VERSION.to_string(),
        pid: std::process::id(),
        keep_open: holder(&shared).keep_open,
    };
    let mut response = Json(hello).into_response();
    mark(response.headers_mut());
    response
}

async fn close(State(shared): State<Arc<super::Shared>>, headers: HeaderMap) -> Response {
    let holder = holder(&shared);
    let refusal = check_version(&headers).err().or_else(|| {
        (!holder.keep_open).then(|| {
            ApiError::new(
                409,
                code::NOT_KEPT_OPEN,
                format!(
                    "the store is held by `tunnelctl serve` (pid {}), not by a background store \
                     process: stop it where it was started",
                    std::process::id()
                ),
            )
        })
    });
    let mut response = match refusal {
        Some(err) => super::response::error_response(&err, &crate::router::new_operation_id(), &[]),
        None => {
            holder.closed.notify_one();
            StatusCode::NO_CONTENT.into_response()
        }
    };
    mark(response.headers_mut());
    response
}

/// Adds this version to an answer on the socket.
pub(super) fn mark(headers: &mut HeaderMap) {
    headers.insert(TUNNELCTL_VERSION, HeaderValue::from_static(VERSION));
}

/// Refuses a request from another tunnelctl version (it is not applied).
pub(super) fn check_version(headers: &HeaderMap) -> Result<(), ApiError> {
    match headers.get(TUNNELCTL_VERSION).map(HeaderValue::as_bytes) {
        Some(v) if v == VERSION.as_bytes() => Ok(()),
        other => Err(ApiError::new(
            400,
            code::SOCKET_VERSION,
            format!(
                "this store is held by tunnelctl {VERSION}, and the request came from {}: \
                 requests on the store's socket must come from the same version",
                other.map_or("an unknown version".to_string(), |v| format!(
                    "tunnelctl {}",
                    String::from_utf8_lossy(v)
                ))
            ),
        )),
    }
}

/// Refuses a request that expects another clock than `holder`'s (its `TUNNELCTL_NOW`, or the
/// real clock): answered with the holder's, its times and expiries would silently be wrong.
pub(super) fn check_clock(holder: &Holder, headers: &HeaderMap) -> Result<(), ApiError> {
    let theirs = match headers.get(NOW) {
        None => None,
        Some(value) => {
            let text = String::from_utf8_lossy(value.as_bytes());
            Some(parse_time(&text).map_err(|e| {
                ApiError::invalid(format!("{NOW_ENV}={text:?} is not an RFC 3339 time: {e}"))
            })?)
        }
    };
    let ours = holder.clock.fixed_time();
    if theirs == ours {
        return Ok(());
    }
    let setting = |time: Option<time::OffsetDateTime>| match time {
        Some(t) => format!("{NOW_ENV}={}", format_time(t)),
        None => format!("the real clock ({NOW_ENV} is not set)"),
    };
    let (who, remedy) = match holder.keep_open {
        true => (
            format!("the background store process (pid {})", std::process::id()),
            "end it with `tunnelctl store close` and run the command again, or give the command the same clock",
        ),
        false => (
            format!("`tunnelctl serve` (pid {})", std::process::id()),
            "restart that serve with the clock the command needs, or give the command the serve's clock",
        ),
    };
    Err(ApiError::new(
        400,
        code::SOCKET_CLOCK,
        format!(
            "this command runs with {}, but {who} holding the store runs with {} (set when it \
             started) and would answer with that; nothing was done: {remedy}",
            setting(theirs),
            setting(ours)
        ),
    ))
}

/// The CA passphrase that came with a request, if any.
pub(super) fn passphrase(headers: &HeaderMap) -> Result<Option<Passphrase>, ApiError> {
    let Some(value) = headers.get(CA_PASSPHRASE) else {
        return Ok(None);
    };
    decode_passphrase(value.as_bytes())
        .map(Some)
        .ok_or_else(|| ApiError::invalid(format!("the {CA_PASSPHRASE} header is not hex")))
}

/// The caller's store key that came with a request, if any: for that request only.
pub(super) fn store_key(headers: &HeaderMap) -> Result<Option<StoreKey>, ApiError> {
    let Some(value) = headers.get(STORE_KEY) else {
        return Ok(None);
    };
    StoreKey::from_wire(value.as_bytes())
        .map(Some)
        .ok_or_else(|| ApiError::invalid(format!("the {STORE_KEY} header is not a store key")))
}

/// The store's socket, open to this process's own user only. The socket file is removed when it
/// is dropped.
pub struct OwnerOnly {
    listener: UnixListener,
    owner: u32,
    path: PathBuf,
    holder: Arc<Holder>,
}

/// Listens on the socket of the store in `dir` for `holder`. Call it holding the store: a socket
/// file already there is then a leftover of a holder that is gone.
pub fn bind(dir: &Path, holder: Arc<Holder>) -> std::io::Result<OwnerOnly> {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join(SOCKET_FILE);
    match std::fs::remove_file(&path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    let listener = UnixListener::bind(&path)?;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
    Ok(OwnerOnly {
        listener,
        owner: rustix::process::getuid().as_raw(),
        path,
        holder,
    })
}

impl Listener for OwnerOnly {
    type Stream = UnixStream;

    async fn accept(&self) -> std::io::Result<Option<Accepted<UnixStream>>> {
        let (stream, _) = self.listener.accept().await?;
        let peer = stream.peer_cred()?.uid();
        match admit_peer(peer, self.owner) {
            Ok(()) => {
                self.holder.activity.touch();
                Ok(Some((stream, None)))
            }
            Err(why) => {
                let _ = crate::output::stderr().words(&format!("serve: {why}\n"));
                Ok(None)
            }
        }
    }
}

impl Drop for OwnerOnly {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Only the user running the holder may use its socket.
fn admit_peer(peer: u32, owner: u32) -> Result<(), String> {
    if peer == owner {
        Ok(())
    } else {
        Err(format!(
            "refused a connection on the store's socket from uid {peer}: only uid {owner}, \
             who holds the store, may use it"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_peer_of_another_uid_is_refused() {
        assert_eq!(admit_peer(1000, 1000), Ok(()));
        let refusal = admit_peer(0, 1000).unwrap_err();
        assert!(refusal.contains("uid 0"), "{refusal}");
        assert!(admit_peer(1001, 1000).is_err());
    }

    #[test]
    fn only_the_same_version_is_served() {
        let mut headers = HeaderMap::new();
        assert!(check_version(&headers).is_err(), "no version");
        headers.insert(TUNNELCTL_VERSION, HeaderValue::from_static("0.0.1-other"));
        let err = check_version(&headers).unwrap_err();
        assert!(err.msg.contains("tunnelctl 0.0.1-other"), "{}", err.msg);
        mark(&mut headers);
        assert_eq!(check_version(&headers), Ok(()));
    }

    #[test]
    fn idle_time_counts_from_the_end_of_the_last_request() {
        let activity = Activity::default();
        let busy = activity.begin();
        assert_eq!(activity.idle_for(), None);
        drop(busy);
        assert!(activity.idle_for().unwrap() < Duration::from_secs(5));
    }
}
