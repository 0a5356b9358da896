//! The slow stress tests, in a binary of their own so that the main suite (`tests/runner.rs`)
//! stays quick to run alone; `cargo test` (and so CI) runs both. Alone:
//! `cargo test --locked --test stress -- --nocapture`.

mod common;

mod crash;
mod crash_points;
mod keep_open_crash;
mod lock_contention;
