//! Refused requests (401, 403) in the audit trail, at a bounded rate: a client guessing keys or
//! probing what its role allows is on record, and a flood of refusals cannot turn into a flood of
//! writes. Past [`PER_SECOND`] in a second, refusals are counted instead, and the next record
//! says how many were left out.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::response::Response;

use super::observe::{KeyId, Seen};
use crate::router::Router;
use crate::service::audit::Refused;
use crate::service::Origin;

/// The most refusals recorded per second by one `serve`.
const PER_SECOND: u32 = 5;

#[derive(Default)]
pub struct RefusalTrail {
    window: Mutex<Window>,
}

#[derive(Default)]
struct Window {
    started: Option<Instant>,
    recorded: u32,
    unrecorded: u64,
}

impl RefusalTrail {
    /// Records `response` when it refuses the request (401, 403) and the bound allows, on the
    /// blocking pool (a write), without holding the answer back.
    pub fn note(
        &self,
        router: &Arc<Router>,
        seen: &Seen,
        response: &Response,
        client_address: Option<SocketAddr>,
    ) {
        let status = response.status().as_u16();
        if !matches!(status, 401 | 403) {
            return;
        }
        let unrecorded_before = {
            let mut window = self.window.lock().unwrap_or_else(|e| e.into_inner());
            let now = Instant::now();
            if window
                .started
                .is_none_or(|started| now.duration_since(started) >= Duration::from_secs(1))
            {
                window.started = Some(now);
                window.recorded = 0;
            }
            if window.recorded == PER_SECOND {
                window.unrecorded += 1;
                return;
            }
            window.recorded += 1;
            std::mem::take(&mut window.unrecorded)
        };
        let refused = Refused {
            status,
            method: seen.method().to_owned(),
            route: seen.route().to_owned(),
            api_key_id: response
                .extensions()
                .get::<KeyId>()
                .map(|key| key.as_str().to_owned()),
            origin: Origin {
                client_address,
                operation_id: response
                    .headers()
                    .get("ngrok-operation-id")
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_owned),
            },
            unrecorded_before,
        };
        let router = router.clone();
        tokio::task::spawn_blocking(move || {
            if let Err(err) = router.record_refused(&refused) {
                let _ = crate::output::stderr().data(&format!(
                    "tunnelctl serve: a refused request ({} {}) could not be recorded in the \
                     audit trail: {}\n",
                    refused.method, refused.route, err.msg
                ));
            }
        });
    }
}
