//! The integration tests, in one binary (as jj's `tests/runner.rs`): one link instead of one per
//! feature file. Each feature stays in its own module file; the slow stress tests live in
//! `tests/stress.rs`, a second binary that `cargo test` runs too.

mod common;
mod ssh_support;

mod api_keys;
mod apply;
mod audit;
mod cert_validity;
mod completion;
mod config;
mod documents;
mod dry_run;
mod ergonomics;
mod event_subscriptions;
mod flag_names;
mod full_disk;
mod generated;
mod help;
mod jq;
mod keep_open;
mod keep_open_trust;
mod layers;
mod list_filters;
mod lists;
mod messages;
mod names;
mod official_sdks;
mod operator;
mod postgres;
mod postgres_ha;
mod postgres_owner;
mod prompts_and_the_store;
mod public_url;
mod regression;
mod remote;
mod remote_hostile;
mod request_shapes;
mod roles;
mod route_modules;
mod router_props;
mod serve;
mod sessions;
mod ssh;
mod ssh_login;
mod ssh_policy;
mod ssh_revocation;
mod sshd;
mod store;
mod store_commands;
mod store_key;
mod store_repair;
mod tcp_edges;
mod terminal;
mod tls_termination;
mod trust;
