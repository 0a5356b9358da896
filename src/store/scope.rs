//! What a request's writes do, as a value the caller opens and passes to every read and write of
//! the store: each write commits by itself ([`Scope::plain`]), no write is committed
//! ([`Scope::dry_run`]), or the writes of several requests stay together or not at all
//! ([`Store::all_or_nothing`](super::Store::all_or_nothing)). A dry run and a unit keep their
//! requests' writes in the scope, as one write-set every later read of the scope sees first: the
//! same on both engines. A scope is the state of one request
//! (or one command's requests) and of nothing else: two requests on one thread, or on two, never
//! share one unless they are handed the same value.

use std::cell::{Cell, RefCell};

use super::unblocked::evaluation::{Known, Run};
use super::write_set::WriteSet;
use super::Failure;

/// What the writes made in a scope do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Each write commits (sled: flushed to disk) before it returns.
    Plain,
    /// Each write runs in full, every check and index included, and hands back its value; its
    /// writes are kept in the scope, where the requests after it see them, and never committed.
    /// The seed counter of `TUNNELCTL_SEED` is read but not moved, so the IDs and serials a dry
    /// run reports are those the real requests would get.
    DryRun,
    /// The writes of an all-or-nothing unit, kept in the scope as a dry run's are, and committed
    /// at once at its end (see `Store::all_or_nothing`).
    Unit,
}

/// The right to make what is usable outside the store: a CA's signature, a new private key, an
/// API key's token. Only [`Scope::mint`] makes one, and a dry run's scope never does: whatever a
/// dry run runs, it cannot sign, make a key or issue a token, because what does takes a `Mint`
/// (API-NOTES "Dry runs hand out nothing usable").
#[derive(Debug)]
pub struct Mint(());

/// The right to hold a thread for long: to make a key, derive a key from a passphrase, sign with
/// RSA or ECDSA (pure Rust: milliseconds to seconds each). Only [`Scope::long_work`] hands one
/// out, and never to a request evaluated on `serve`'s async thread, which many requests share:
/// that request then runs on the blocking pool. What does such work takes one.
#[derive(Debug)]
pub struct LongWork(());

/// How a request that `Store::run_unblocked` did not answer runs on the blocking pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandedBack {
    /// As any request.
    AsUsual,
    /// Its write-set's commit found a record it read changed, or a value it took to be free
    /// taken: each of its writes starts as one that lost a race (it reads every key, and commits
    /// by itself), as a write on the pool does once its group failed so (see
    /// `write_loop::commit_loop`).
    Reading,
}

/// A request's scope: its [`Mode`], and what the engines keep for it while it lasts.
pub struct Scope {
    mode: Mode,
    /// In a dry run: how many seeded random values it has drawn (the stored counter is not
    /// moved, so the dry run counts them itself).
    pub(super) draws: Cell<u64>,
    /// In a dry run or a unit: the writes of its requests so far, composed (see
    /// [`WriteSet::compose`]); `None` in a scope whose writes each commit.
    pub(super) overlay: Option<RefCell<WriteSet>>,
    /// A request evaluated on `serve`'s async thread (see `super::unblocked`).
    pub(super) evaluation: Option<Run>,
    /// Whether its writes start as those that lost a race (see `write_loop::commit_loop`): a
    /// request whose evaluated commit found what it read changed (`Scope::handed_back`).
    pub(super) contended: bool,
}

impl Scope {
    fn new(mode: Mode) -> Scope {
        Scope {
            mode,
            draws: Cell::new(0),
            overlay: (mode != Mode::Plain).then(RefCell::default),
            evaluation: None,
            contended: false,
        }
    }

    /// A request whose writes each commit.
    pub fn plain() -> Scope {
        Scope::new(Mode::Plain)
    }

    /// A dry run: no write is committed (see [`Mode::DryRun`]); each request in it sees what the
    /// ones before it did.
    pub fn dry_run() -> Scope {
        Scope::new(Mode::DryRun)
    }

    /// The scope of an all-or-nothing unit; only `Store::all_or_nothing` opens one, as it alone
    /// ends it.
    pub(super) fn unit() -> Scope {
        Scope::new(Mode::Unit)
    }

    /// A request that `Store::run_unblocked` handed back, run the way it says.
    pub fn handed_back(how: HandedBack) -> Scope {
        Scope {
            contended: how == HandedBack::Reading,
            ..Scope::new(Mode::Plain)
        }
    }

    /// An evaluation of a request on `serve`'s async thread with the records in `known` in hand
    /// (see `super::unblocked`).
    pub(super) fn evaluation(known: Known, seed: Option<u64>) -> Scope {
        Scope {
            evaluation: Some(Run::new(known, seed)),
            ..Scope::new(Mode::Plain)
        }
    }

    /// The right to hold a thread for long (see [`LongWork`]); refused to a request evaluated on
    /// `serve`'s async thread, which stops there and runs on the blocking pool.
    pub fn long_work(&self) -> Result<LongWork, Failure> {
        match &self.evaluation {
            Some(run) => Err(run.reached()),
            None => Ok(LongWork(())),
        }
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Whether the writes of this scope are never committed: what the service keeps outside the
    /// store (the CA passphrases it was given) must not change either.
    pub fn rolls_back(&self) -> bool {
        self.mode == Mode::DryRun
    }

    /// The right to make what is usable outside the store (see [`Mint`]); `None` in a dry run,
    /// which answers what it would have made as `null`.
    pub fn mint(&self) -> Option<Mint> {
        match self.mode {
            Mode::DryRun => None,
            Mode::Plain | Mode::Unit => Some(Mint(())),
        }
    }

    /// Runs `f` in a dry run: in `outer` when it is one already (a command's dry run, whose
    /// requests see each other's writes), else in a dry run of its own.
    pub fn rolled_back<T>(outer: &Scope, f: impl FnOnce(&Scope) -> T) -> T {
        match outer.rolls_back() {
            true => f(outer),
            false => f(&Scope::dry_run()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every scope whose writes may stay hands out the right to sign; a dry run's never does.
    #[test]
    fn only_a_scope_whose_writes_may_stay_mints() {
        assert!(Scope::dry_run().mint().is_none());
        Scope::rolled_back(&Scope::plain(), |scope| assert!(scope.mint().is_none()));
        for scope in [
            Scope::plain(),
            Scope::unit(),
            Scope::handed_back(HandedBack::Reading),
        ] {
            assert!(scope.mint().is_some(), "{:?}", scope.mode());
        }
    }
}
