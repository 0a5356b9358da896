//! What PostgreSQL gives `serve`'s async thread (see `crate::store::unblocked`): reads on
//! connections the pool shares, many pipelined on one (`Pool::share`), records in batches (a
//! statement for many under load: [`Batches`]) and pages one statement each; and the group
//! committer (`super::group`), which commits the write-sets evaluated there.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use futures_util::future::{try_join_all, BoxFuture};
use tokio_postgres::types::ToSql;

use super::batch::Batches;
use super::group::CommitAhead;
use super::pool::Link;
use super::{Pg, PAGE, READ_ONE};
use crate::store::engine::Keyed;
use crate::store::unblocked::evaluation::{Found, Read};
use crate::store::unblocked::recent::Recent;
use crate::store::unblocked::{AsyncCommit, Committed, Unblocked};
use crate::store::write_set::WriteSet;
use crate::store::{stats, Tree};

/// The values of the keys `$2` (an array) in `$1`: a batch's records of one tree.
const READ_MANY: &str =
    "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1 AND key = ANY($2)";

/// How long a read may take (connecting included) before the request goes the usual way, whose
/// own limits and errors then apply.
const READ_WAIT: Duration = Duration::from_secs(5);

/// Reads of one record each, asked together (see [`Batches`]).
pub(super) type RecordReads = Batches<(Tree, String), Option<String>>;

impl Unblocked for Pg {
    /// `None` also when it could not be read within [`READ_WAIT`]. A record is read in a batch
    /// with those asked for meanwhile; a page on its own.
    async fn fetch(&self, read: &Read) -> Option<Found> {
        let found = async {
            match read {
                Read::Record(tree, key) => {
                    stats::record_read_asked();
                    let send = |batch| self.read_records(batch);
                    let found = self.record_reads.ask((*tree, key.clone()), send).await;
                    found.map(|value| Found::Record(value.map(String::into_bytes)))
                }
                Read::Page {
                    tree,
                    before,
                    limit,
                } => {
                    let limit = i64::try_from(*limit).unwrap_or(i64::MAX);
                    let page = self.shared(async |on| page(on, *tree, before, limit).await);
                    page.await.map(Found::Page)
                }
            }
        };
        tokio::time::timeout(READ_WAIT, found).await.ok()?
    }

    fn committer(&self) -> Option<&dyn AsyncCommit> {
        Some(self)
    }
}

/// Write-sets go in a group with those of the requests committing meanwhile (see `super::group`).
impl AsyncCommit for Pg {
    fn commit(&self, set: WriteSet) -> BoxFuture<'_, Committed> {
        Box::pin(async move {
            let (writes, locks) = match super::commit::checked(&set) {
                Ok(checked) => checked,
                Err(unstorable) => return Committed::Failed(unstorable.to_string()),
            };
            let deadline = Instant::now() + super::group::write_bound();
            let commit = CommitAhead {
                writes,
                locks,
                deadline,
            };
            self.committer.commit(commit).await
        })
    }

    fn recent(&self) -> &Recent {
        &self.recent
    }
}

impl Pg {
    /// The values of a batch of records, in its order, in one round trip.
    async fn read_records(&self, batch: Vec<(Tree, String)>) -> Option<Vec<Option<String>>> {
        self.shared(async |on| records(on, &batch).await).await
    }

    /// What `ask` comes to on a connection the pool shares (see `Link::checked`); `None` when
    /// there is none or `ask` failed (a failure that leaves the connection of no more use marks
    /// it so).
    async fn shared<T>(
        &self,
        ask: impl AsyncFnOnce(&Link) -> Result<T, tokio_postgres::Error>,
    ) -> Option<T> {
        let on = self.pool.share().await.ok()?;
        let value = on.checked(ask(&on)).await;
        value.map_err(|e| on.failed(&e)).ok()
    }
}

/// The values of `batch`'s records, in its order, read on `on`: one statement for the records of
/// each tree, those of a batch of several trees pipelined.
async fn records(
    on: &Link,
    batch: &[(Tree, String)],
) -> Result<Vec<Option<String>>, tokio_postgres::Error> {
    let client = &on.session.client;
    // A record alone (every read at a light load) takes the plain statement: no array to build,
    // send and search.
    if let [(tree, key)] = batch {
        stats::record_statements_sent(1);
        let read_one = on.statement(READ_ONE).await?;
        let params: [&(dyn ToSql + Sync); 2] = [&tree.name(), key];
        let row = client.query_opt(&read_one, &params).await?;
        return Ok(vec![row.map(|r| r.get(0))]);
    }
    let mut trees: Vec<(Tree, Vec<&str>)> = Vec::new();
    for (tree, key) in batch {
        match trees.iter_mut().find(|(t, _)| t == tree) {
            Some((_, keys)) => keys.push(key),
            None => trees.push((*tree, vec![key])),
        }
    }
    stats::record_statements_sent(trees.len());
    let read_many = on.statement(READ_MANY).await?;
    let names: Vec<&str> = trees.iter().map(|(tree, _)| tree.name()).collect();
    let params: Vec<[&(dyn ToSql + Sync); 2]> = (names.iter().zip(&trees))
        .map(|(name, (_, keys))| [name as &(dyn ToSql + Sync), keys])
        .collect();
    let statements = (params.iter()).map(|params| client.query(&read_many, params));
    let rows = try_join_all(statements).await?;
    let found: Vec<HashMap<String, String>> = rows
        .iter()
        .map(|rows| rows.iter().map(|r| (r.get(0), r.get(1))).collect())
        .collect();
    let tree_of = |tree: &Tree| trees.iter().position(|(t, _)| t == tree);
    Ok(batch
        .iter()
        .map(|(tree, key)| tree_of(tree).and_then(|t| found[t].get(key)).cloned())
        .collect())
}

/// The entries of a page (as [`PAGE`] reads it), read on `on`.
async fn page(
    on: &Link,
    tree: Tree,
    before: &Option<String>,
    limit: i64,
) -> Result<Vec<Keyed>, tokio_postgres::Error> {
    let page = on.statement(PAGE).await?;
    let params: [&(dyn ToSql + Sync); 3] = [&tree.name(), before, &limit];
    let rows = on.session.client.query(&page, &params).await?;
    Ok(super::keyed(&rows))
}
