//! Fills a store's audit trail with N records, as fast as the store takes them: records shaped
//! like a create's (about 450 bytes), appended through the store's own chaining
//! (`Tx::append_audit`), 10 000 to a transaction. For `benches/audit_verify.sh`, which then
//! times `tunnelctl audit verify` over them.
//!
//! Run: cargo bench --bench audit_fill -- STORE_DIR [N]

use std::time::{Duration, Instant};

use serde_json::json;
use tunnelctl::store::{Scope, Store, StoreOptions};

const BATCH: u64 = 10_000;

// The allocator the tunnelctl binary runs with (see `src/main.rs`).
#[global_allocator]
static ALLOCATOR: tunnelctl::output::Allocator = tunnelctl::output::Allocator;

fn main() {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let dir = args.next().expect("usage: audit_fill STORE_DIR [N]");
    let n: u64 = args
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let options = StoreOptions {
        location: std::path::PathBuf::from(dir).into(),
        lock_timeout: Duration::from_secs(1),
        seed: None,
        on_wait: None,
    };
    let store = Store::open(&options).expect("open the store");
    let scope = Scope::plain();
    let started = Instant::now();
    let mut written = 0;
    while written < n {
        let count = BATCH.min(n - written);
        let entries: Vec<String> = (written..written + count)
            .map(|i| {
                json!({
                    "time": "2026-11-22T10:00:00Z",
                    "actor": {"type": "api_key", "api_key_id": "ak_3MuNKhZ7NotcU0OY5FOaiSWc6Ii",
                              "description": "deploy bot"},
                    "client_address": "10.0.0.7:51234",
                    "operation": "create",
                    "event_type": "tcp_edge_created.v0",
                    "resource": {"kind": "tcp-edge", "id": format!("edgtcp_{i:027}")},
                    "outcome": "success",
                    "operation_id": format!("op_{i:027}"),
                })
                .to_string()
            })
            .collect();
        store
            .write(&scope, |tx| tx.append_audit(&entries))
            .unwrap_or_else(|e| panic!("append records {written}..: {e:?}"));
        written += count;
    }
    eprintln!(
        "{n} audit records written in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
