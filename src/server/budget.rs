//! What request bodies and answers may hold in memory at once, across every client: each takes a
//! share of a budget of the process's, and a request the budget has no room for is refused with
//! 503 and `Retry-After` before anything is done.

use axum::body::{Body, Bytes, HttpBody};
use axum::response::Response;
use std::pin::Pin;
use tokio::sync::{Semaphore, SemaphorePermit};

use super::response::error_response;
use crate::api::page::MAX_LIMIT;
use crate::api::route::Route;
use crate::api::{code, ApiError, ApiRequest, Method};
use crate::router;

/// Largest request body accepted (API-NOTES: over 1 MiB → 413).
pub const MAX_BODY: usize = 1024 * 1024;
/// Oversized bodies up to this size are read and discarded before the 413, so that the client,
/// still sending, gets the answer instead of a broken pipe; beyond it the connection is cut. What
/// is read past [`MAX_BODY`] is dropped as it arrives, never kept.
pub(super) const DRAIN_LIMIT: usize = 16 * MAX_BODY;
/// Bytes of request bodies held at once by this process, across every client (HTTP and the
/// store's socket): a body holds its share from its first byte until its request is answered. A
/// body that would go over it is refused with 503 and `Retry-After`, so no number of clients, even
/// with a valid key, can make the server hold more than this for bodies.
pub(super) const BODY_BUDGET: usize = 16 * MAX_BODY;
/// The first bytes of each body take no share of the budget, so that a small request is answered
/// even while big ones hold all of it. Bounded anyway: a connection costs hyper's buffers of about
/// this size already, and connections are capped (see [`connections`](super::connections)).
pub(super) const UNMETERED: usize = 16 * 1024;
pub(super) static BODIES: Semaphore = Semaphore::const_new(BODY_BUDGET);
/// Bytes of answers made but not yet handed to the kernel, across every client. An answer holds
/// its share (beyond its first [`UNMETERED`] bytes) from before it is made until hyper has written
/// its last byte or dropped it with its connection: a client that stops reading keeps its answer
/// until the write timeout cuts it, and 3 000 such clients, each with a list page of ~420 KB
/// pending, took `serve` to 1.6 GB. A read the budget has no room for is refused with 503 and
/// `Retry-After` before its page is made.
pub(super) const ANSWER_BUDGET: usize = 64 * MAX_BODY;
pub(super) static ANSWERS: Semaphore = Semaphore::const_new(ANSWER_BUDGET);
/// Testing aid: a smaller answers' budget in KiB (at most [`ANSWER_BUDGET`]), so that a test fills
/// it with a few stalled clients however busy the machine is.
pub const ANSWER_BUDGET_ENV: &str = "TUNNELCTL_SERVE_ANSWER_BUDGET_KIB";

/// Applies [`ANSWER_BUDGET_ENV`] once per process: the part of the budget above it is taken for
/// good.
pub(super) fn shrink_answer_budget() -> Result<(), String> {
    static ONCE: std::sync::Once = std::sync::Once::new();
    let Ok(text) = std::env::var(ANSWER_BUDGET_ENV) else {
        return Ok(());
    };
    let kib = (text.trim().parse::<usize>().ok())
        .filter(|kib| (1..=ANSWER_BUDGET / 1024).contains(kib))
        .ok_or_else(|| {
            format!(
                "{ANSWER_BUDGET_ENV}={text:?}: expected KiB from 1 to {}",
                ANSWER_BUDGET / 1024
            )
        })?;
    ONCE.call_once(|| {
        let above = u32::try_from(ANSWER_BUDGET - kib * 1024).expect("the budget fits in u32");
        if let Ok(taken) = ANSWERS.try_acquire_many(above) {
            taken.forget();
        }
    });
    Ok(())
}
/// What each item of a list page is expected to take while the page is made (the record read,
/// its JSON value, its text; ~4 KiB records take about that thrice): the share [`reserve_answer`]
/// takes, made to fit once the page is known. Measured with 3 000 clients that stop reading:
/// a peak of 257 MiB at 4 KiB an item, 171–181 MiB at 16 KiB, 146 MiB at 32 KiB.
pub(super) const ITEM_ESTIMATE: usize = 16 * 1024;

/// Takes, before `request` is answered, the share of [`ANSWER_BUDGET`] its answer is expected to
/// need: [`ITEM_ESTIMATE`] for each item of a list page, a write's body size for the record it
/// answers with, nothing for the rest ([`metered`] takes what they need once made). Pages being
/// made stay within the budget this way, and a read the budget has no room for is refused before
/// the store is read, nothing done.
pub(super) fn reserve_answer(request: &ApiRequest) -> Result<Share, ApiError> {
    let list = request.method == Method::Get
        && Route::parse(&request.path).is_some_and(|route| route.is_list());
    let expected = if list {
        let limit = request
            .query
            .iter()
            .find(|(key, _)| key == "limit")
            .and_then(|(_, value)| value.parse().ok())
            .map_or(MAX_LIMIT, |limit: usize| limit.min(MAX_LIMIT));
        limit * ITEM_ESTIMATE
    } else {
        request.body.as_ref().map_or(0, Vec::len)
    };
    let wanted = expected.saturating_sub(UNMETERED);
    if wanted == 0 {
        return Ok(None);
    }
    // At most MAX_LIMIT items or MAX_BODY bytes, which fit in a u32.
    u32::try_from(wanted)
        .ok()
        .and_then(|n| ANSWERS.try_acquire_many(n).ok())
        .map(Some)
        .ok_or_else(answers_busy)
}

pub(super) fn answers_busy() -> ApiError {
    ApiError::new(
        503,
        code::ANSWERS_BUSY,
        format!(
            "the server already holds as many answers not yet sent as it allows at once \
             ({ANSWER_BUDGET} bytes across all clients); nothing was done: retry in a moment"
        ),
    )
}

/// `response`, whose body now holds its share of [`ANSWER_BUDGET`] (`share`, made to fit its size)
/// until hyper has written its last byte or dropped it with the connection. When the budget has
/// no room for it, a read's answer is dropped for a 503; a write's goes out anyway (the write is
/// done, and its reservation already counted its body).
pub(super) async fn metered(response: Response, mut share: Share, read: bool) -> Response {
    let (parts, body) = response.into_parts();
    // Every body here is made whole in memory: this takes it as it is, without a copy.
    let bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(bytes) => bytes,
        Err(err) => {
            return error_response(&ApiError::internal(err), &router::new_operation_id(), &[])
        }
    };
    // Never more than the whole budget, or a huge answer would never find room.
    let needed = bytes.len().saturating_sub(UNMETERED).min(ANSWER_BUDGET);
    let held = share.as_ref().map_or(0, SemaphorePermit::num_permits);
    if needed == 0 {
        share = None;
    } else if needed < held {
        drop(share.as_mut().and_then(|s| s.split(held - needed)));
    } else if needed > held {
        // At most ANSWER_BUDGET, which fits in a u32.
        let more = u32::try_from(needed - held)
            .ok()
            .and_then(|n| ANSWERS.try_acquire_many(n).ok());
        match (more, &mut share) {
            (Some(more), Some(held)) => held.merge(more),
            (Some(more), None) => share = Some(more),
            (None, _) if read => {
                return error_response(&answers_busy(), &router::new_operation_id(), &[])
            }
            (None, _) => {}
        }
    }
    let body = match share {
        Some(share) => Body::from(Bytes::from_owner(Held {
            bytes,
            _share: share,
        })),
        None => Body::from(bytes),
    };
    Response::from_parts(parts, body)
}

/// An answer's bytes with their share of [`ANSWER_BUDGET`]: hyper keeps the bytes until they are
/// written, so the share goes back exactly when they do.
pub(super) struct Held {
    bytes: Bytes,
    _share: SemaphorePermit<'static>,
}

impl AsRef<[u8]> for Held {
    fn as_ref(&self) -> &[u8] {
        &self.bytes
    }
}

/// A body's share of [`BODY_BUDGET`]; given back when dropped.
pub(super) type Share = Option<SemaphorePermit<'static>>;

/// Why a body was not read.
#[derive(Debug, PartialEq)]
pub(super) enum BodyError {
    /// Over [`MAX_BODY`]; `drained` when it was read to its end (under [`DRAIN_LIMIT`]).
    TooLarge { drained: bool },
    /// Keeping it would have gone over [`BODY_BUDGET`]; it was read to its end and dropped.
    Busy,
    /// The client's connection broke mid-body.
    Broken,
}

/// Reads a body into memory, taking its share of [`BODIES`] before each allocation (beyond the
/// first [`UNMETERED`] bytes), so that what request bodies hold stays within [`BODY_BUDGET`] however
/// many clients send at once; one body holds at most [`MAX_BODY`] bytes (and the same capacity).
/// A body over the limit, or one the budget has no room for, is read on to its end only to be
/// dropped (up to [`DRAIN_LIMIT`]): the client, still sending, then gets the answer rather than a
/// reset connection.
pub(super) async fn read_body(mut body: Body) -> Result<(Vec<u8>, Share), BodyError> {
    let (mut bytes, mut share): (Vec<u8>, Share) = (Vec::new(), None);
    let (mut seen, mut busy) = (0usize, false);
    while let Some(frame) = std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await {
        let Ok(data) = frame.map_err(|_| BodyError::Broken)?.into_data() else {
            continue; // trailers
        };
        seen += data.len();
        if seen > DRAIN_LIMIT {
            return Err(BodyError::TooLarge { drained: false });
        }
        if busy || seen > MAX_BODY {
            (bytes, share) = (Vec::new(), None);
            continue;
        }
        if seen > bytes.capacity() {
            let capacity = seen.max(bytes.capacity() * 2).min(MAX_BODY);
            let more = capacity
                .saturating_sub(UNMETERED)
                .saturating_sub(share.as_ref().map_or(0, SemaphorePermit::num_permits));
            if more > 0 {
                // `more` is at most MAX_BODY, which fits in a u32.
                let acquired = u32::try_from(more)
                    .ok()
                    .and_then(|n| BODIES.try_acquire_many(n).ok());
                match (acquired, &mut share) {
                    (Some(more), Some(held)) => held.merge(more),
                    (Some(more), None) => share = Some(more),
                    (None, _) => {
                        (bytes, share, busy) = (Vec::new(), None, true);
                        continue;
                    }
                }
            }
            bytes.reserve_exact(capacity - bytes.len());
        }
        bytes.extend_from_slice(&data);
    }
    match (seen > MAX_BODY, busy) {
        (true, _) => Err(BodyError::TooLarge { drained: true }),
        (false, true) => Err(BodyError::Busy),
        (false, false) => Ok((bytes, share)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::to_bytes;
    use axum::http::{header, StatusCode};
    use axum::response::IntoResponse;

    /// Issue 24, item 5: every client together holds at most BODY_BUDGET bytes of bodies; small
    /// bodies pass even when it is spent; a body over MAX_BODY keeps nothing and holds no share.
    /// (One test: the budget is the process's, shared by everything here.)
    #[test]
    fn bodies_hold_shares_of_one_budget_and_an_oversized_one_holds_nothing() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            let read = |n: usize| read_body(Body::from(vec![b'x'; n]));
            let full = BODIES.available_permits();
            assert_eq!(full, BODY_BUDGET);
            let (small, share) = read(1000).await.unwrap();
            assert_eq!((small.len(), share.is_none()), (1000, true));

            let mut held = Vec::new();
            loop {
                match read(MAX_BODY).await {
                    Ok((bytes, share)) => {
                        assert_eq!(bytes.capacity(), MAX_BODY);
                        assert_eq!(share.as_ref().unwrap().num_permits(), MAX_BODY - UNMETERED);
                        held.push((bytes, share));
                    }
                    Err(e) => {
                        assert_eq!(e, BodyError::Busy);
                        break;
                    }
                }
                assert!(
                    held.len() <= BODY_BUDGET / (MAX_BODY - UNMETERED),
                    "over budget"
                );
            }
            assert_eq!(held.len(), BODY_BUDGET / (MAX_BODY - UNMETERED));
            // Spent: a small body still passes.
            assert_eq!(read(UNMETERED).await.unwrap().0.len(), UNMETERED);
            drop(held);
            assert_eq!(BODIES.available_permits(), full);

            assert_eq!(
                read(MAX_BODY + 1).await.unwrap_err(),
                BodyError::TooLarge { drained: true }
            );
            assert_eq!(
                read(DRAIN_LIMIT + 1).await.unwrap_err(),
                BodyError::TooLarge { drained: false }
            );
            assert_eq!(BODIES.available_permits(), full);
        });
    }

    /// Issue 39, item 10: an answer holds its share of ANSWER_BUDGET until its bytes are dropped
    /// (hyper drops them once written, or with the connection); a list page reserves its share
    /// before it is made; with the budget spent a read is refused before and after it is made,
    /// a write's answer still goes out, and a small answer needs no share. (One test: the budget
    /// is the process's, shared by everything here.)
    #[test]
    fn answers_hold_shares_of_one_budget_until_their_bytes_are_dropped() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(async {
            let answer = |n: usize| (StatusCode::OK, vec![b'x'; n]).into_response();
            let full = ANSWERS.available_permits();
            assert_eq!(full, ANSWER_BUDGET);
            let page = ApiRequest::from_path_and_query(Method::Get, "/edges/tcp?limit=10");
            let reserved = reserve_answer(&page).unwrap();
            let estimate = 10 * ITEM_ESTIMATE - UNMETERED;
            assert_eq!(reserved.as_ref().unwrap().num_permits(), estimate);
            // Made, the page keeps what it takes beyond its first UNMETERED bytes.
            let made = metered(answer(100_000), reserved, true).await;
            assert_eq!(ANSWERS.available_permits(), full - (100_000 - UNMETERED));
            // A page that turns out small gives back all it reserved.
            let small = metered(answer(UNMETERED), reserve_answer(&page).unwrap(), true).await;
            assert_eq!(ANSWERS.available_permits(), full - (100_000 - UNMETERED));
            let bytes = to_bytes(made.into_body(), usize::MAX).await.unwrap();
            assert_eq!(bytes.len(), 100_000);
            assert_eq!(ANSWERS.available_permits(), full - (100_000 - UNMETERED));
            drop((bytes, small));
            assert_eq!(ANSWERS.available_permits(), full);

            let spent = ANSWERS.try_acquire_many(ANSWER_BUDGET as u32).unwrap();
            let refused = reserve_answer(&page).unwrap_err();
            assert_eq!(refused.status, 503);
            assert_eq!(refused.error_code.as_deref(), Some(code::ANSWERS_BUSY));
            let dropped = metered(answer(100_000), None, true).await;
            assert_eq!(dropped.status(), StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(dropped.headers()[header::RETRY_AFTER], "1");
            let written = metered(answer(100_000), None, false).await;
            assert_eq!(
                to_bytes(written.into_body(), usize::MAX)
                    .await
                    .unwrap()
                    .len(),
                100_000
            );
            let short = ApiRequest::from_path_and_query(Method::Get, "/edges/tcp?limit=1");
            assert!(reserve_answer(&short).unwrap().is_none());
            let record = metered(answer(UNMETERED), None, true).await;
            assert_eq!(record.status(), StatusCode::OK);
            drop(spent);
            assert_eq!(ANSWERS.available_permits(), full);
        });
    }
}
