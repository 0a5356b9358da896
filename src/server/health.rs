//! What `GET /healthz` answers from: a check of the store (a read, and a write rolled back: see
//! `Service::store_takes_writes`), run on the blocking pool one at a time however many ask, and
//! awaited at most [`WAIT`], so that a load balancer gets its answer within a second whatever the
//! database does (down, stalled, behind a lock). A check that takes longer goes on by itself; the
//! requests meanwhile are told the store did not answer in time, and the first after it ends
//! starts the next.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;

use crate::router::Router;

/// How long a request to `/healthz` waits for the check.
pub const WAIT: Duration = Duration::from_millis(900);

/// The outcome of a check once it ends: `Err` says why the store failed it.
type Outcome = Option<Result<(), String>>;

pub struct Health {
    router: Arc<Router>,
    /// The check under way, if one is: its outcome arrives here.
    running: Mutex<Option<watch::Receiver<Outcome>>>,
}

impl Health {
    pub fn new(router: Arc<Router>) -> Arc<Health> {
        Arc::new(Health {
            router,
            running: Mutex::new(None),
        })
    }

    /// Whether the store passes a check within [`WAIT`]; else why not, for serve's stderr.
    pub async fn check(self: &Arc<Self>) -> Result<(), String> {
        let mut outcome = self.running_check();
        let ended = tokio::time::timeout(WAIT, async {
            match outcome.wait_for(Option::is_some).await {
                Ok(found) => found.clone().unwrap_or(Ok(())),
                Err(_) => Err("the check of the store stopped without an answer".into()),
            }
        });
        ended.await.unwrap_or_else(|_| {
            Err(format!(
                "the store did not pass its check (a read and a write rolled back) within {} ms",
                WAIT.as_millis()
            ))
        })
    }

    /// The check under way, or a new one.
    fn running_check(self: &Arc<Self>) -> watch::Receiver<Outcome> {
        let mut running = lock(&self.running);
        if let Some(outcome) = running.as_ref() {
            return outcome.clone();
        }
        let (found, outcome) = watch::channel(None);
        *running = Some(outcome.clone());
        let health = self.clone();
        tokio::task::spawn_blocking(move || {
            /// However the check ends (a panic included), the next request starts another.
            struct Ended<'h>(&'h Health);
            impl Drop for Ended<'_> {
                fn drop(&mut self) {
                    *lock(&self.0.running) = None;
                }
            }
            let ended = Ended(&health);
            let result = health.router.service().store_takes_writes();
            drop(ended);
            let _ = found.send(Some(result.map_err(|e| e.msg)));
        });
        outcome
    }
}

/// Locks `mutex` whether or not a check panicked holding it (it holds only the receiver).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|p| p.into_inner())
}
