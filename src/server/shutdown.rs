//! How `serve` learns it is to stop.

use std::future::Future;

/// A future that resolves when SIGINT or SIGTERM arrives. The signals are taken over when this is
/// called, not when the future is first polled: a `serve` that has said where it listens stops
/// cleanly on a signal sent at once (one sent before its serving loop began killed it).
pub fn shutdown_signal() -> impl Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, Signal, SignalKind};
        async fn arrived(signal: Option<Signal>) {
            match signal {
                Some(mut signal) => {
                    signal.recv().await;
                }
                // Not taken over: the signal keeps its default action.
                None => std::future::pending().await,
            }
        }
        let interrupt = arrived(signal(SignalKind::interrupt()).ok());
        let terminate = arrived(signal(SignalKind::terminate()).ok());
        async move {
            tokio::select! {
                _ = interrupt => {}
                _ = terminate => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}
