//! Where the time of `tunnelctl ssh-cert create` goes, measured in process: opening the store (what
//! every command pays once), and issuing one certificate with an ed25519 CA through the service
//! (validate, sign, verify, record in one flushed transaction), which is what a long-running
//! `tunnelctl serve` pays per request. `benches/ssh_cert.sh` measures the whole process.
//!
//! Run: cargo bench --bench ssh_cert_in_process [-- RUNS]

use std::time::{Duration, Instant};

use ssh_key::rand_core::OsRng;
use ssh_key::{Algorithm, PrivateKey};
use tunnelctl::clock::Clock;
use tunnelctl::service::ssh_ca::SshCaCreate;
use tunnelctl::service::ssh_cert::SshCertCreate;
use tunnelctl::service::Service;
use tunnelctl::store::{Scope, Store, StoreOptions};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

// The allocator the tunnelctl binary runs with (see `src/main.rs`).
#[global_allocator]
static ALLOCATOR: tunnelctl::output::Allocator = tunnelctl::output::Allocator;

fn main() {
    let runs: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(200);
    let dir = tempfile::tempdir().expect("temp dir");
    let options = StoreOptions {
        location: dir.path().join("store").into(),
        lock_timeout: Duration::from_secs(1),
        seed: None,
        on_wait: None,
    };
    let open = || Store::open(&options).expect("open the store");
    let service = Service::new(open(), Clock::default(), "http://127.0.0.1:4848");
    let scope = Scope::plain();
    let ca = service
        .in_scope(&scope, tunnelctl::api::actor::Actor::local())
        .ssh_ca_create(SshCaCreate::default(), None, None)
        .expect("create a CA");
    let ca_id = ca["id"].as_str().expect("an id").to_string();
    let user = PrivateKey::random(&mut OsRng, Algorithm::Ed25519)
        .expect("user key")
        .public_key()
        .to_openssh()
        .expect("encode");

    let issue = || {
        let start = Instant::now();
        service
            .in_scope(&scope, tunnelctl::api::actor::Actor::local())
            .ssh_cert_create(
                SshCertCreate {
                    ssh_certificate_authority_id: ca_id.clone(),
                    public_key: user.clone(),
                    principals: vec!["user".into()],
                    ..Default::default()
                },
                None,
                None,
            )
            .expect("issue");
        start.elapsed()
    };
    for _ in 0..10 {
        issue();
    }
    let issuing = median((0..runs).map(|_| issue()).collect());
    drop(service);

    let opening = median(
        (0..runs.min(50))
            .map(|_| {
                let start = Instant::now();
                drop(open());
                start.elapsed()
            })
            .collect(),
    );
    println!(
        "issue one certificate in process (store open): median {:.3} ms over {runs} runs",
        issuing.as_secs_f64() * 1000.0
    );
    println!(
        "open and close the store ({} certificates in it): median {:.3} ms over {} runs",
        runs + 10,
        opening.as_secs_f64() * 1000.0,
        runs.min(50)
    );
}
