//! Refused requests (401, 403) in the audit trail, at a bounded rate: a client guessing keys or
//! probing what its role allows is on record, and a flood of refusals cannot turn into a flood of
//! writes. Each budget records [`PER_SECOND`] refusals a second; past that they are counted
//! instead, and the budget's next record says how many were left out.
//!
//! Requests bearing no key `serve` accepted share one budget; each accepted key has its own, so
//! that no amount of anonymous traffic (or of another key's) crowds a key's refusals out of the
//! trail. Only a key `serve` accepted gets a budget of its own: a flood of made-up keys is
//! anonymous, and the keys' budgets are bounded by the keys the store holds.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::response::Response;

use super::observe::{KeyId, Seen};
use crate::router::Router;
use crate::service::audit::Refused;
use crate::service::Origin;

/// The most refusals a budget records per second.
const PER_SECOND: u32 = 5;
/// How long a budget's window lasts.
const WINDOW: Duration = Duration::from_secs(1);

/// The status of the refusal that ended a `POST /dry_runs` (answered 200 with it in its list):
/// recorded as the request's own, so that a dry run of several requests probes no more without a
/// trace than one does.
#[derive(Clone, Copy)]
pub struct RefusedWithin(pub u16);

impl RefusedWithin {
    /// The refusal (401, 403) that ended the list of `POST /dry_runs`'s answer `body`, if one did.
    pub fn of(body: Option<&serde_json::Value>) -> Option<RefusedWithin> {
        let last = body?["responses"].as_array()?.last()?;
        let status = u16::try_from(last["status"].as_u64()?).ok()?;
        matches!(status, 401 | 403).then_some(RefusedWithin(status))
    }
}

#[derive(Default)]
pub struct RefusalTrail {
    budgets: Mutex<Budgets>,
}

/// The refusal budgets of the current window.
#[derive(Default)]
struct Budgets {
    started: Option<Instant>,
    anonymous: Budget,
    /// By key ID. A key's entry outlives its window only while it holds refusals left out, for
    /// its next record to count them.
    keys: HashMap<String, Budget>,
}

#[derive(Default)]
struct Budget {
    recorded: u32,
    unrecorded: u64,
}

impl Budget {
    /// `Some(refusals left out before)` when this refusal is to be recorded.
    fn spend(&mut self) -> Option<u64> {
        if self.recorded == PER_SECOND {
            self.unrecorded += 1;
            return None;
        }
        self.recorded += 1;
        Some(std::mem::take(&mut self.unrecorded))
    }
}

impl Budgets {
    /// Spends from the budget of `key` (`None`: no key accepted) at `now`.
    fn spend(&mut self, key: Option<&str>, now: Instant) -> Option<u64> {
        if self
            .started
            .is_none_or(|started| now.duration_since(started) >= WINDOW)
        {
            self.started = Some(now);
            self.anonymous.recorded = 0;
            self.keys.retain(|_, budget| {
                budget.recorded = 0;
                budget.unrecorded > 0
            });
        }
        match key {
            None => self.anonymous.spend(),
            Some(key) => match self.keys.get_mut(key) {
                Some(budget) => budget.spend(),
                None => self.keys.entry(key.to_owned()).or_default().spend(),
            },
        }
    }
}

impl RefusalTrail {
    /// Records `response` when it refuses the request (401, 403) and its budget allows, on the
    /// blocking pool (a write), without holding the answer back.
    pub fn note(
        &self,
        router: &Arc<Router>,
        seen: &Seen,
        response: &Response,
        client_address: Option<SocketAddr>,
    ) {
        let status = match response.extensions().get::<RefusedWithin>() {
            Some(within) => within.0,
            None => response.status().as_u16(),
        };
        if !matches!(status, 401 | 403) {
            return;
        }
        // The key `serve` accepted, never one the request merely named.
        let api_key_id = response
            .extensions()
            .get::<KeyId>()
            .map(|key| key.as_str().to_owned());
        let unrecorded_before = {
            let mut budgets = self.budgets.lock().unwrap_or_else(|e| e.into_inner());
            match budgets.spend(api_key_id.as_deref(), Instant::now()) {
                Some(unrecorded_before) => unrecorded_before,
                None => return,
            }
        };
        let refused = Refused {
            status,
            method: seen.method().to_owned(),
            route: seen.route().to_owned(),
            dry_run: seen.dry_run(),
            api_key_id,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anonymous_refusals_never_crowd_out_a_keys_and_what_is_left_out_is_counted() {
        let mut budgets = Budgets::default();
        let start = Instant::now();
        let recorded = |budgets: &mut Budgets, key, at| {
            (0..100)
                .filter_map(|_| budgets.spend(key, at))
                .collect::<Vec<u64>>()
        };
        // A flood of anonymous refusals spends the anonymous budget only.
        assert_eq!(recorded(&mut budgets, None, start), [0; 5]);
        assert_eq!(budgets.spend(Some("ak_1"), start), Some(0));
        assert_eq!(recorded(&mut budgets, Some("ak_2"), start), [0; 5]);
        // The next window: each budget's first record counts what it left out.
        let next = start + WINDOW;
        assert_eq!(budgets.spend(Some("ak_2"), next), Some(95));
        assert_eq!(budgets.spend(None, next), Some(95));
        assert_eq!(budgets.spend(Some("ak_1"), next), Some(0));
        // A key's budget is kept past its window only while it has refusals left out.
        assert_eq!(budgets.keys.len(), 2);
        budgets.spend(None, next + WINDOW);
        assert!(budgets.keys.is_empty());
    }
}
