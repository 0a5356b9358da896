//! The accept loop of `tunnelctl serve`: one hyper HTTP/1 connection per client, so that what one
//! client sends cannot lock the others out.
//!
//! - A client has [`HEADER_TIMEOUT`] to send a request's line and headers, and a keep-alive
//!   connection may sit idle that long between requests (hyper starts the same timer when it
//!   starts waiting for a request head): then the connection is closed.
//! - A client that stops reading its answer is cut once a write has made no progress for
//!   [`WRITE_TIMEOUT`], and the answer it held is freed.
//! - What an open connection holds is small and bounded: hyper's read buffer ([`READ_BUFFER`]),
//!   its write buffer, and the part of a body `server::budget::read_body` keeps. Memory freed when
//!   connections end goes back to the system (see [`super::heap`]).
//! - Open connections stay below the process's descriptor limit (`RLIMIT_NOFILE`) with a margin
//!   for the store, the listener and the runtime. Near the cap the oldest idle connection is shed
//!   for each new one; at the cap nothing more is accepted (clients wait in the kernel's queue)
//!   until a connection ends. `accept` never fails in a loop for want of descriptors.
//! - On SIGINT/SIGTERM the listener closes, idle connections close at once, and requests in flight
//!   are finished, for up to [`DRAIN_TIMEOUT`]: a client that neither finishes sending nor reads its
//!   answer does not hold the shutdown up past it (an orchestrator kills what is still running
//!   soon after: Kubernetes after 30 s). A write the router has started still ends with its flush.
//!
//! Where hyper refuses a request it cannot parse (400 for a broken request line or header, 431 for
//! a request line and headers over [`READ_BUFFER`] or over 100 headers), it writes
//! the answer itself, without a body, and offers no hook to add one: those answers carry no JSON
//! error envelope. The connection is closed after them, and the error it ends with writes the
//! request's access-log line (see [`unparsed`]): the request never reached the application.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify};

use super::access_log::AccessLog;

/// How long a client may take to send a request's line and headers, and how long a keep-alive
/// connection may stay idle between requests.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Testing aid: a shorter header timeout in milliseconds (at most [`HEADER_TIMEOUT`]).
pub const HEADER_TIMEOUT_ENV: &str = "TUNNELCTL_SERVE_HEADER_TIMEOUT_MS";
/// How long a stopping server waits for the requests in flight before it cuts their connections.
pub const DRAIN_TIMEOUT: Duration = Duration::from_secs(20);
/// Testing aid: a shorter drain timeout in milliseconds (at most [`DRAIN_TIMEOUT`]).
pub const DRAIN_TIMEOUT_ENV: &str = "TUNNELCTL_SERVE_DRAIN_TIMEOUT_MS";
/// Descriptors kept free below `RLIMIT_NOFILE` for everything but client connections (the store's
/// files, the listener, stdio, the runtime's epoll): at least this many, or an eighth of the limit.
const RESERVED_DESCRIPTORS: u64 = 32;
/// Assumed descriptor limit where it cannot be read.
#[cfg(not(unix))]
const FALLBACK_DESCRIPTOR_LIMIT: u64 = 1024;
/// A shed connection that answered a request this recently gets this long to finish writing the
/// answer before it is cut; any other idle connection is cut at once, as it has nothing pending.
const SHED_GRACE: Duration = Duration::from_millis(250);
/// The most hyper's read buffer of a connection grows to (its default is ~400 KiB), and so the
/// longest request line and headers taken (431 beyond; Node.js has the same limit). A client
/// sending a body fast grows the buffer to this, and it is kept while the connection lives: at
/// 128 KiB, 8 000 connections each holding the first 64 KiB of a body took 603 MiB of RSS.
const READ_BUFFER: usize = 16 * 1024;
/// How long a write of an answer may make no progress (the client reads none of it) before the
/// connection is cut: until then the answer stays in memory.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(30);
/// Testing aid: a shorter write timeout in milliseconds (at most [`WRITE_TIMEOUT`]).
pub const WRITE_TIMEOUT_ENV: &str = "TUNNELCTL_SERVE_WRITE_TIMEOUT_MS";
/// How long after a connection ends the memory freed is given back to the system: connections
/// ending together (a burst of clients gone) are released together, at most once per this time.
const RELEASE_DELAY: Duration = Duration::from_secs(1);
/// Pause after an `accept` error that is not about one client (e.g. out of descriptors).
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// What bounds the connections of one server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub header_timeout: Duration,
    pub write_timeout: Duration,
    /// Open client connections at most.
    pub max_connections: usize,
    /// How long the requests in flight may take once the server is told to stop.
    pub drain_timeout: Duration,
}

impl Limits {
    /// The limits for this process: its descriptor limit, and [`HEADER_TIMEOUT_ENV`],
    /// [`WRITE_TIMEOUT_ENV`], [`DRAIN_TIMEOUT_ENV`] and the answers' budget's testing aid
    /// ([`super::ANSWER_BUDGET_ENV`]) if set.
    pub fn for_this_process() -> Result<Limits, String> {
        super::budget::shrink_answer_budget()?;
        Ok(Limits {
            header_timeout: shortened(HEADER_TIMEOUT_ENV, HEADER_TIMEOUT)?,
            write_timeout: shortened(WRITE_TIMEOUT_ENV, WRITE_TIMEOUT)?,
            max_connections: max_connections(descriptor_limit()),
            drain_timeout: shortened(DRAIN_TIMEOUT_ENV, DRAIN_TIMEOUT)?,
        })
    }
}

/// `default`, or the shorter time in milliseconds that the testing aid `env` sets.
fn shortened(env: &str, default: Duration) -> Result<Duration, String> {
    std::env::var(env).map_or(Ok(default), |text| parse_shorter(env, &text, default))
}

fn parse_shorter(env: &str, text: &str, max: Duration) -> Result<Duration, String> {
    match text.trim().parse::<u64>() {
        Ok(ms) if ms > 0 && Duration::from_millis(ms) <= max => Ok(Duration::from_millis(ms)),
        _ => Err(format!(
            "{env}={text:?}: expected milliseconds from 1 to {}",
            max.as_millis()
        )),
    }
}

/// Client connections allowed under a descriptor limit of `nofile`.
pub fn max_connections(nofile: u64) -> usize {
    let reserved = RESERVED_DESCRIPTORS.max(nofile / 8);
    usize::try_from(nofile.saturating_sub(reserved))
        .unwrap_or(usize::MAX)
        .max(1)
}

/// The soft `RLIMIT_NOFILE` of this process.
fn descriptor_limit() -> u64 {
    #[cfg(unix)]
    {
        let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
        limit.current.unwrap_or(u64::MAX)
    }
    #[cfg(not(unix))]
    {
        FALLBACK_DESCRIPTOR_LIMIT
    }
}

/// Where clients come from: a TCP port, or the store's Unix socket (see `server::socket`).
pub trait Listener: Send {
    type Stream: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static;

    /// The next client, with its address when it has one; `Ok(None)` when one was turned away at
    /// the door.
    fn accept(
        &self,
    ) -> impl Future<Output = std::io::Result<Option<Accepted<Self::Stream>>>> + Send;
}

/// A client's connection, and its address on a TCP port.
pub type Accepted<S> = (S, Option<SocketAddr>);

/// The address a request came from (over TCP), in its extensions for `server::admit::admit`.
#[derive(Debug, Clone, Copy)]
pub struct ClientAddress(pub SocketAddr);

impl Listener for TcpListener {
    type Stream = TcpStream;

    async fn accept(&self) -> std::io::Result<Option<Accepted<TcpStream>>> {
        let (stream, address) = TcpListener::accept(self).await?;
        let _ = stream.set_nodelay(true);
        Ok(Some((stream, Some(address))))
    }
}

/// Serves `app` on `listener` until `signal` resolves, then finishes the requests in flight for
/// up to `limits.drain_timeout`. Returns how many connections were still busy then (their
/// tasks end with the runtime). Requests hyper refuses to parse are logged to `log`, as `app`
/// logs the others.
pub async fn serve<L: Listener>(
    listener: L,
    app: axum::Router,
    log: Option<Arc<AccessLog>>,
    limits: Limits,
    signal: impl Future<Output = ()>,
) -> usize {
    let registry = Arc::new(Registry::default());
    let releasing = tokio::spawn(release_memory(registry.clone()));
    let (stop, stopped) = watch::channel(false);
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_buf_size(READ_BUFFER)
        .keep_alive(true);
    let builder = Arc::new(builder);
    // Above this many, each new connection sheds the oldest idle one, so that a slot stays free.
    let shed_above = limits
        .max_connections
        .saturating_sub((limits.max_connections / 8).max(1));
    let mut signal = std::pin::pin!(signal);
    'accept: loop {
        // At the cap, wait for a connection to end; new clients wait in the kernel's queue.
        while registry.live() >= limits.max_connections {
            let ended = registry.ended.notified();
            // Shed enough at once to get back below the point where shedding starts: idle
            // connections that are not quite done close within SHED_GRACE, in parallel.
            while registry.live_not_shedding() > shed_above && registry.shed_oldest_idle(None) {}
            tokio::select! {
                _ = ended => {}
                _ = signal.as_mut() => break 'accept,
            }
        }
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = signal.as_mut() => break,
        };
        match accepted {
            Ok(None) => {}
            Ok(Some((stream, address))) => {
                let ticket = Ticket::new(&registry);
                if registry.live_not_shedding() > shed_above {
                    registry.shed_oldest_idle(Some(ticket.id));
                }
                tokio::spawn(connection(
                    WriteDeadline::new(stream, limits.write_timeout),
                    builder.clone(),
                    app.clone(),
                    log.clone(),
                    address,
                    ticket,
                    stopped.clone(),
                ));
            }
            // One client gave up before it was accepted: nothing to wait for.
            Err(e) if is_client_error(&e) => {}
            // Out of descriptors (something else in the process holds more than the margin) or
            // another error of the listener: make room and pause rather than spin.
            Err(_) => {
                registry.shed_oldest_idle(None);
                tokio::select! {
                    _ = tokio::time::sleep(ACCEPT_BACKOFF) => {}
                    _ = signal.as_mut() => break,
                }
            }
        }
    }
    drop(listener);
    let _ = stop.send(true);
    let drained = async {
        loop {
            let ended = registry.ended.notified();
            if registry.live() == 0 {
                break;
            }
            ended.await;
        }
    };
    let cut = match tokio::time::timeout(limits.drain_timeout, drained).await {
        Ok(()) => 0,
        Err(_) => registry.live(),
    };
    releasing.abort();
    cut
}

fn is_client_error(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        e.kind(),
        ConnectionRefused | ConnectionAborted | ConnectionReset
    )
}

/// One client connection, from accept to close.
async fn connection<S>(
    stream: S,
    builder: Arc<http1::Builder>,
    app: axum::Router,
    log: Option<Arc<AccessLog>>,
    address: Option<SocketAddr>,
    ticket: Ticket,
    mut stopped: watch::Receiver<bool>,
) where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let shed = ticket.shed.clone();
    let service = {
        let app = TowerToHyperService::new(app);
        let (registry, id) = (ticket.registry.clone(), ticket.id);
        hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            if let Some(address) = address {
                request.extensions_mut().insert(ClientAddress(address));
            }
            let in_service = InService::start(&registry, id);
            let response = CatchUnwind(Box::pin(hyper::service::Service::call(&app, request)));
            async move {
                let response: Result<axum::response::Response, Infallible> = match response.await {
                    Ok(response) => response,
                    Err(panic) => Ok(super::panic_response(&*panic)),
                };
                drop(in_service);
                response
            }
        })
    };
    let conn = builder.serve_connection(TokioIo::new(stream), service);
    let mut conn = std::pin::pin!(conn);
    // Errors here are about this client's connection (a timeout, a broken request, a reset): it is
    // closed, and nobody else is concerned.
    let ended = tokio::select! {
        ended = conn.as_mut() => Some(ended),
        _ = shed.notified() => {
            conn.as_mut().graceful_shutdown();
            let grace = if ticket.answered_lately() { SHED_GRACE } else { Duration::ZERO };
            tokio::time::timeout(grace, conn.as_mut()).await.ok()
        }
        _ = stop_requested(&mut stopped) => {
            conn.as_mut().graceful_shutdown();
            Some(conn.as_mut().await)
        }
    };
    drop(ticket);
    if let (Some(Err(err)), Some(log)) = (ended, log) {
        if let Some((status, reason)) = unparsed(&err) {
            log.push(&super::observe::unparsed_line(address, status, &reason));
        }
    }
}

/// For a connection that ended on a request hyper could not parse: the status hyper answered
/// with (`None`: it closed the connection without an answer) and why, in hyper's words.
fn unparsed(err: &hyper::Error) -> Option<(Option<u16>, String)> {
    if !err.is_parse() {
        return None;
    }
    let status = if err.is_parse_version_h2() {
        // HTTP/2's preface on this HTTP/1 server: closed without an answer.
        None
    } else if err.is_parse_too_large() {
        // hyper's 414 (a URI over 64 KiB) never comes: a head over READ_BUFFER is 431 before.
        Some(431)
    } else {
        Some(400)
    };
    Some((status, err.to_string()))
}

/// A client's stream whose writes fail with `TimedOut` once they have made no progress for
/// `timeout`: hyper then ends the connection and drops the answer it was holding for a client that
/// stopped reading. A client reading slowly but steadily is not cut: each write it takes rearms
/// the timer.
struct WriteDeadline<S> {
    stream: S,
    timeout: Duration,
    /// Running since a write was first left pending (the client's window full).
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S> WriteDeadline<S> {
    fn new(stream: S, timeout: Duration) -> WriteDeadline<S> {
        WriteDeadline {
            stream,
            timeout,
            stalled: None,
        }
    }

    /// `polled`, a write's outcome; an error once writes have been pending for `timeout`.
    fn deadline<T>(
        &mut self,
        cx: &mut Context<'_>,
        polled: Poll<std::io::Result<T>>,
    ) -> Poll<std::io::Result<T>> {
        if polled.is_ready() {
            self.stalled = None;
            return polled;
        }
        let timeout = self.timeout;
        let stalled = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match stalled.as_mut().poll(cx) {
            Poll::Pending => Poll::Pending,
            Poll::Ready(()) => Poll::Ready(Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                format!("the client read none of its answer for {timeout:?}"),
            ))),
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for WriteDeadline<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for WriteDeadline<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write(cx, buf);
        self.deadline(cx, polled)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        self.deadline(cx, polled)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let polled = Pin::new(&mut self.stream).poll_flush(cx);
        self.deadline(cx, polled)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let polled = Pin::new(&mut self.stream).poll_shutdown(cx);
        self.deadline(cx, polled)
    }
}

/// A future whose panic is caught and returned, so that a bug met while answering one request is
/// a 500 for that request instead of a connection cut without an answer. (The router, which runs on
/// the blocking pool, is covered by the pool itself: see `server::blocking`.)
struct CatchUnwind<F>(Pin<Box<F>>);

impl<F: Future> Future for CatchUnwind<F> {
    type Output = std::thread::Result<F::Output>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let inner = self.0.as_mut();
        match std::panic::catch_unwind(AssertUnwindSafe(|| inner.poll(cx))) {
            Ok(Poll::Pending) => Poll::Pending,
            Ok(Poll::Ready(output)) => Poll::Ready(Ok(output)),
            Err(panic) => Poll::Ready(Err(panic)),
        }
    }
}

/// Gives what ended connections held back to the system, [`RELEASE_DELAY`] after they end.
async fn release_memory(registry: Arc<Registry>) {
    loop {
        registry.freed.notified().await;
        tokio::time::sleep(RELEASE_DELAY).await;
        super::heap::release();
    }
}

async fn stop_requested(stopped: &mut watch::Receiver<bool>) {
    // An error means the accept loop is gone, which it only is once it asked every connection to stop.
    let _ = stopped.wait_for(|stop| *stop).await;
}

/// The open connections, for the cap and for choosing which idle one to shed.
#[derive(Default)]
struct Registry {
    conns: Mutex<Conns>,
    /// Signalled each time a connection ends.
    ended: Notify,
    /// The same, for [`release_memory`].
    freed: Notify,
}

#[derive(Default)]
struct Conns {
    next_id: u64,
    by_id: HashMap<u64, Conn>,
}

struct Conn {
    /// A request of this connection is being answered.
    in_service: bool,
    /// When the connection was accepted or last finished answering a request.
    idle_since: Instant,
    /// It has answered a request.
    answered: bool,
    /// Asked to close; no longer counted against the point where shedding starts.
    shedding: bool,
    shed: Arc<Notify>,
}

impl Registry {
    fn lock(&self) -> MutexGuard<'_, Conns> {
        // A panic elsewhere cannot leave this map half-updated: every change is one statement.
        self.conns.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn live(&self) -> usize {
        self.lock().by_id.len()
    }

    fn live_not_shedding(&self) -> usize {
        self.lock().by_id.values().filter(|c| !c.shedding).count()
    }

    /// Asks the connection idle for longest (other than `except`) to close. False when every
    /// connection is answering a request or already closing.
    fn shed_oldest_idle(&self, except: Option<u64>) -> bool {
        let mut conns = self.lock();
        let oldest = conns
            .by_id
            .iter_mut()
            .filter(|(id, c)| !c.in_service && !c.shedding && Some(**id) != except)
            .min_by_key(|(_, c)| c.idle_since);
        match oldest {
            Some((_, conn)) => {
                conn.shedding = true;
                conn.shed.notify_one();
                true
            }
            None => false,
        }
    }
}

/// A connection's place in the registry; dropping it (however the connection ends) frees it.
struct Ticket {
    registry: Arc<Registry>,
    id: u64,
    shed: Arc<Notify>,
}

impl Ticket {
    fn new(registry: &Arc<Registry>) -> Ticket {
        let shed = Arc::new(Notify::new());
        let mut conns = registry.lock();
        let id = conns.next_id;
        conns.next_id += 1;
        conns.by_id.insert(
            id,
            Conn {
                in_service: false,
                idle_since: Instant::now(),
                answered: false,
                shedding: false,
                shed: shed.clone(),
            },
        );
        Ticket {
            registry: registry.clone(),
            id,
            shed,
        }
    }

    /// The last answer may still be on its way out: it was given less than SHED_GRACE ago.
    fn answered_lately(&self) -> bool {
        let conns = self.registry.lock();
        conns
            .by_id
            .get(&self.id)
            .is_some_and(|c| c.answered && c.idle_since.elapsed() < SHED_GRACE)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.registry.lock().by_id.remove(&self.id);
        self.registry.ended.notify_one();
        self.registry.freed.notify_one();
    }
}

/// Marks a connection busy while one of its requests is answered, so that it is not shed.
struct InService {
    registry: Arc<Registry>,
    id: u64,
}

impl InService {
    fn start(registry: &Arc<Registry>, id: u64) -> InService {
        if let Some(conn) = registry.lock().by_id.get_mut(&id) {
            conn.in_service = true;
        }
        InService {
            registry: registry.clone(),
            id,
        }
    }
}

impl Drop for InService {
    fn drop(&mut self) {
        if let Some(conn) = self.registry.lock().by_id.get_mut(&self.id) {
            conn.in_service = false;
            conn.answered = true;
            conn.idle_since = Instant::now();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A request over a fresh connection to `address`: the status line and the body.
    async fn get(address: std::net::SocketAddr, path: &'static str) -> (String, String) {
        use std::io::{Read, Write};
        let answer = tokio::task::spawn_blocking(move || {
            let mut stream = std::net::TcpStream::connect(address).unwrap();
            let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            stream.write_all(request.as_bytes()).unwrap();
            let mut answer = String::new();
            stream.read_to_string(&mut answer).unwrap();
            answer
        })
        .await
        .unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        (head.lines().next().unwrap().to_string(), body.to_string())
    }

    /// Issue 12, item 4: a panic in the async part of answering a request is a 500 with the error
    /// envelope for that request, and the server goes on.
    #[test]
    fn a_panic_while_answering_is_a_500_for_that_request_only() {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let app = axum::Router::new()
                .route(
                    "/panic",
                    axum::routing::get(|| async {
                        std::hint::black_box(None::<&str>).expect("a bug")
                    }),
                )
                .route("/ok", axum::routing::get(|| async { "ok" }));
            let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
            let address = listener.local_addr().unwrap();
            let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
            let limits = Limits {
                header_timeout: HEADER_TIMEOUT,
                write_timeout: WRITE_TIMEOUT,
                max_connections: 8,
                drain_timeout: DRAIN_TIMEOUT,
            };
            let server = tokio::spawn(serve(listener, app, None, limits, async {
                let _ = stopped.await;
            }));
            let (status, body) = get(address, "/panic").await;
            assert_eq!(status, "HTTP/1.1 500 Internal Server Error");
            let body: serde_json::Value = serde_json::from_str(&body).unwrap();
            assert_eq!(body["error_code"], crate::api::code::INTERNAL);
            assert!(body["msg"].as_str().unwrap().contains("a bug"), "{body}");
            assert!(body["details"]["operation_id"]
                .as_str()
                .unwrap()
                .starts_with("op_"));
            assert_eq!(
                get(address, "/ok").await,
                ("HTTP/1.1 200 OK".into(), "ok".into())
            );
            stop.send(()).unwrap();
            server.await.unwrap();
        });
    }

    #[test]
    fn connections_stay_a_margin_below_the_descriptor_limit() {
        assert_eq!(max_connections(64), 32);
        assert_eq!(max_connections(1024), 896);
        assert_eq!(max_connections(10), 1);
        assert!(max_connections(u64::MAX) > 1 << 60, "an unlimited process");
    }

    #[test]
    fn the_header_timeout_can_only_be_shortened() {
        let parse = |text| parse_shorter(HEADER_TIMEOUT_ENV, text, HEADER_TIMEOUT);
        assert_eq!(parse("1000"), Ok(Duration::from_secs(1)));
        assert_eq!(parse("10000"), Ok(HEADER_TIMEOUT));
        for bad in ["0", "10001", "1s", "", "-1"] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_oldest_idle_connection_is_shed_first_and_busy_ones_never() {
        let registry = Arc::new(Registry::default());
        let first = Ticket::new(&registry);
        let second = Ticket::new(&registry);
        let third = Ticket::new(&registry);
        let busy = InService::start(&registry, first.id);
        assert!(registry.shed_oldest_idle(Some(third.id)));
        assert!(registry.lock().by_id[&second.id].shedding);
        assert!(!registry.lock().by_id[&first.id].shedding);
        assert_eq!(registry.live_not_shedding(), 2);
        // The busy one and the excepted one are left; nothing else is idle.
        assert!(!registry.shed_oldest_idle(Some(third.id)));
        drop(busy);
        assert!(registry.shed_oldest_idle(Some(third.id)));
        drop((first, second));
        assert_eq!(registry.live(), 1);
    }
}
