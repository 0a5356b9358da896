//! One connection to the database, the one kind the pool holds (`super::pool`) for every use (a
//! transaction's, the committer's, `serve`'s reads): a tokio-postgres client whose connection is
//! driven on a runtime, the session's settings (statement, lock and idle bounds) sent first, and
//! the warnings PostgreSQL sends on it kept.

use std::future::poll_fn;
use std::time::Duration;

use tokio_postgres::{AsyncMessage, Client, Config};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::{lock, Error};

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

/// How long one statement may run before PostgreSQL cancels it (the request then fails with 503).
pub(super) const STATEMENT_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a statement waits for a lock another transaction holds (the writers' lock, a key's)
/// before PostgreSQL gives up on it (503): below [`STATEMENT_TIMEOUT`], so that a writer behind
/// another is told that, and above [`IDLE_IN_TRANSACTION_TIMEOUT`], so that it outwaits a holder
/// that stopped.
pub(super) const LOCK_TIMEOUT: Duration = Duration::from_secs(15);
/// How long a transaction may sit idle (its client sends nothing: a suspended `apply`, a paused
/// CI runner) before PostgreSQL ends its session, which rolls it back and frees its locks.
pub(super) const IDLE_IN_TRANSACTION_TIMEOUT: Duration = Duration::from_secs(10);

/// What every connection sets first, given the location's `options`. standard_conforming_strings:
/// how the string constants of tunnelctl's own SQL read (PostgreSQL's default since 9.1; no value
/// is ever written into SQL text, every one is a parameter). search_path, always: a name a statement
/// leaves unqualified (a function of PostgreSQL's, an operator) is PostgreSQL's own, never one
/// another role put in "$user" or public. Then the server-side bounds, so that no client, stopped
/// or slow, holds the writers for long: each unless `options` sets it (`-c lock_timeout=5s`), the
/// operator's choice. Set after connecting rather than sent as `options`, which connection
/// poolers such as PgBouncer refuse.
pub(super) fn session_settings(options: Option<&str>) -> String {
    let bounds = [
        ("statement_timeout", STATEMENT_TIMEOUT),
        ("lock_timeout", LOCK_TIMEOUT),
        (
            "idle_in_transaction_session_timeout",
            IDLE_IN_TRANSACTION_TIMEOUT,
        ),
    ];
    // A write-set sent by itself is a transaction of its own (`group::send_writes`): read
    // committed, as every write transaction begins, whatever the database's default.
    let mut sql = String::from(
        "SET standard_conforming_strings = on; SET search_path = pg_catalog, pg_temp; \
         SET default_transaction_isolation = 'read committed'",
    );
    for (name, bound) in bounds {
        if !options.is_some_and(|given| given.contains(name)) {
            sql.push_str(&format!("; SET {name} = {}", bound.as_millis()));
        }
    }
    sql
}

/// The last warning PostgreSQL sent on one connection, kept for the commit it spoils. A COMMIT
/// that PostgreSQL answers with a warning is one whose wait for a synchronous standby was
/// cancelled (by `statement_timeout` or an operator's `pg_cancel_backend`): "committed locally,
/// but might not have been replicated". Answering 201 for it would break the promise that a
/// failover to the standby loses no 201, so it is a 503: the client does not count on it (the
/// record may still be there). Each connection has its own, filled by whatever drives it.
#[derive(Clone, Default)]
pub(super) struct LastWarning(std::sync::Arc<std::sync::Mutex<Option<String>>>);

impl LastWarning {
    /// Keeps `notice` when it is a warning; the rest are not ours to show.
    pub(super) fn note(&self, notice: &tokio_postgres::error::DbError) {
        if notice.parsed_severity() == Some(tokio_postgres::error::Severity::Warning) {
            let text = format!("{} ({})", notice.message(), notice.code().code());
            *lock(&self.0) = Some(text);
        }
    }

    /// The warning since the last call, as the error of the commit it spoils: called once before
    /// a commit (to forget older warnings) and once after.
    pub(super) fn unconfirmed_commit(&self) -> Option<Error> {
        let warning = lock(&self.0).take()?;
        Some(Error::Unavailable(format!(
            "the commit was not confirmed by the synchronous standby: {warning}; it may be on the \
             primary only, and lost if the primary fails"
        )))
    }
}
