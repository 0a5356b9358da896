//! Why a PostgreSQL server that answered refused the store, in words and with what to do about
//! it: the store's error carries both, and whether it was the user's credentials (see
//! [`Denied`]), so that nothing outside the store knows this engine's refusals.

use tokio_postgres::error::SqlState;

use super::describe;
use super::password::{self, PasswordSource};
use crate::store::Denied;

/// Why the server refused the store, when it answered and refused it (rather than not answering).
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Refusal {
    /// The database does not exist: tunnelctl creates its tables, not the database.
    NoDatabase { database: String },
    /// The password was wrong, or none was given where one is needed.
    Password {
        user: String,
        source: PasswordSource,
    },
    /// The server does not let this user in at all (no such role, or no `pg_hba.conf` rule).
    User { user: String },
    /// The user may not create or use tunnelctl's schema and tables in the database.
    Privilege { user: String, database: String },
}

impl Refusal {
    /// The server's refusal `e` in words, with where the password came from when it was refused.
    pub(super) fn explain(&self, e: &tokio_postgres::Error) -> String {
        match self {
            Refusal::Password {
                user,
                source: source @ PasswordSource::Nowhere { .. },
            } => format!("it asks for {user}'s password, and there is {source}"),
            Refusal::Password { source, .. } => format!("{}, given {source}", describe(e)),
            _ => describe(e),
        }
    }

    /// What the user does about it: the hint the command line shows under the message.
    pub(super) fn hint(&self) -> String {
        match self {
            Refusal::NoDatabase { database } => format!(
                "create the database first (`createdb -h HOST -p PORT -O OWNER {database}`, or \
                 CREATE DATABASE {database}): tunnelctl creates its tables in it, not the database"
            ),
            Refusal::Password { user, .. } => format!(
                "give {user}'s password where libpq looks for it: PGPASSWORD, or a line \
                 `HOST:PORT:DATABASE:{user}:PASSWORD` in ~/.pgpass (or the file PGPASSFILE names), \
                 mode 0600; a password written in --store shows in `ps` to every user of this \
                 machine"
            ),
            Refusal::User { user } => format!(
                "check the user in --store ({user}) and its sslmode: the role must exist, and a \
                 rule of the server's pg_hba.conf must let it in from this host, with TLS or \
                 without as sslmode asks"
            ),
            Refusal::Privilege { user, database } => format!(
                "the first tunnelctl to open a database creates schema tunnelctl in it: run it \
                 once as the database's owner, or GRANT CREATE ON DATABASE {database} TO {user}; \
                 a role using a store another role owns needs USAGE on schema tunnelctl and \
                 SELECT, INSERT, UPDATE and DELETE on its tables, and names that owner in --store \
                 (docs/postgres.md, \"Users and rights\")"
            ),
        }
    }

    /// Whether it refused who asks or what was asked for.
    pub(super) fn denied(&self) -> Denied {
        match self {
            Refusal::Password { .. } | Refusal::User { .. } => Denied::Credentials,
            Refusal::NoDatabase { .. } | Refusal::Privilege { .. } => Denied::Access,
        }
    }
}

/// The refusal `e` is, if it is one, of the user and database the location `named` (each a
/// default when it names none). ("password missing" is the client's own error, raised when the
/// server asks for a password and there is none.)
pub(super) fn refusal(
    e: &tokio_postgres::Error,
    named: &(Option<String>, Option<String>),
    password: &PasswordSource,
) -> Option<Refusal> {
    let user = password::user(named.0.as_deref()).unwrap_or_else(|_| "(unknown)".into());
    // Without a database in the location, PostgreSQL takes the user's name.
    let database = named.1.clone().unwrap_or_else(|| user.clone());
    let password_refused = || Refusal::Password {
        user: user.clone(),
        source: password.clone(),
    };
    let Some(code) = e.code() else {
        return describe(e)
            .ends_with("password missing")
            .then(password_refused);
    };
    match code {
        c if *c == SqlState::INVALID_CATALOG_NAME => Some(Refusal::NoDatabase { database }),
        c if *c == SqlState::INVALID_PASSWORD => Some(password_refused()),
        c if *c == SqlState::INVALID_AUTHORIZATION_SPECIFICATION => Some(Refusal::User { user }),
        c if *c == SqlState::INSUFFICIENT_PRIVILEGE => Some(Refusal::Privilege { user, database }),
        _ => None,
    }
}
