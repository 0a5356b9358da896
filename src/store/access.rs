//! What the command line is told of a store server that refused the store, and of where the
//! store's password comes from, in terms of no engine: each engine words its own refusals and
//! sources, and hands back these.

/// What a database server that answered refused, which decides the exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Denied {
    /// Who asks: a password or a user it does not accept (an authentication failure).
    Credentials,
    /// What is asked for: a database that does not exist, or a right the user lacks.
    Access,
}

/// Where the password a store is opened with comes from, never the password itself: `config show`
/// is where people look when the database refuses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SecretSource {
    /// One is given, from here (`PGPASSWORD`, `line 3 of /home/u/.pgpass`).
    Given(String),
    /// None was found; where the engine looked, in words.
    Nowhere(String),
}
