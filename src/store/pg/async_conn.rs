//! The connections of `serve`'s async side (its reads, `super::reads`; its committer,
//! `super::group`): tokio-postgres clients whose connections are driven on the async runtime, the
//! same for both, with the session's settings and the warnings PostgreSQL sends on them.

use std::future::poll_fn;

use tokio_postgres::{AsyncMessage, Client, Config};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{session_settings, LastWarning};

/// A client, and the last warning PostgreSQL sent on its connection.
pub(super) struct AsyncConn {
    pub(super) client: Client,
    pub(super) warning: LastWarning,
}

impl AsyncConn {
    /// Connects, sets the session (see [`session_settings`]) and drives the connection on the
    /// runtime until it closes; its failure is then the next statement's error.
    pub(super) async fn connect(
        config: &Config,
        connector: &MakeRustlsConnect,
    ) -> Result<AsyncConn, tokio_postgres::Error> {
        let (client, mut connection) = config.connect(connector.clone()).await?;
        let warning = LastWarning::default();
        let noted = warning.clone();
        tokio::spawn(async move {
            // A notice arrives before the answer that follows it: a statement that is answered
            // finds its warnings kept.
            while let Some(message) = poll_fn(|cx| connection.poll_message(cx)).await {
                match message {
                    Ok(AsyncMessage::Notice(notice)) => noted.note(&notice),
                    Ok(_) => {}
                    Err(_) => break,
                }
            }
        });
        client
            .batch_execute(&session_settings(config.get_options()))
            .await?;
        Ok(AsyncConn { client, warning })
    }
}
