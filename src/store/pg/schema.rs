//! The schema of the PostgreSQL store (docs/postgres.md, "The schema"): created in an empty
//! database, checked on every opening, and brought forward from an older version, exactly once
//! when replicas start at once.

use postgres::error::SqlState;
use postgres::Client;

use crate::store::SCHEMA_VERSION;

/// Taken by whoever creates or migrates the schema, so that replicas starting at once do it once.
/// ("tunnelc" in ASCII.)
const SCHEMA_LOCK: i64 = 0x74756e6e656c63;
/// SQLSTATE of `tunnelctl_schema_is`'s refusal: the schema is no longer this tunnelctl's.
pub(super) const SCHEMA_MOVED: &str = "TC002";

/// The schema's version, and whether the newest of [`FUNCTIONS`] is there.
const NEWEST_FUNCTION_THERE: &str = "SELECT version, \
     to_regprocedure('tunnelctl_schema_is(integer,text)') IS NOT NULL FROM tunnelctl_schema";

/// The tables, created in one transaction under [`SCHEMA_LOCK`].
const SCHEMA: &str = r#"
CREATE TABLE tunnelctl_records (
    tree  text COLLATE "C" NOT NULL,
    key   text COLLATE "C" NOT NULL,
    value json NOT NULL,
    PRIMARY KEY (tree, key)
);
CREATE TABLE tunnelctl_meta (
    name  text PRIMARY KEY,
    value bigint NOT NULL
);
"#;

/// The check that reads and writes make that the schema is still the one this tunnelctl knows
/// (`tunnelctl_schema_is`: a replica left running after a newer one migrated the database answers
/// 503 instead of reading or writing the old way, SQLSTATE [`SCHEMA_MOVED`]; a later schema must
/// keep this function as it is, for the replicas it fences), and the functions through which a
/// write transaction begins (`tunnelctl_writer`: the writers' lock, then that check) and locks,
/// reads, checks the absence of, claims, inserts, writes and removes its keys (schema 3). Each
/// takes the key's lock first and only then reads, in a statement of its own, so that it sees what
/// the previous holder committed: a single statement would read from a snapshot taken before it
/// waited for the lock. Tree names hold no `/`, so `tree/key` names one key.
const FUNCTIONS: &str = r#"
-- True, or fails with TC002: tunnelctl_writer calls it, and a connection that reads calls it at
-- most once a second (store/pg.rs, Conn::check_schema).
CREATE OR REPLACE FUNCTION tunnelctl_schema_is(expected integer, unless text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE found integer;
BEGIN
    SELECT version INTO found FROM tunnelctl_schema;
    IF found IS DISTINCT FROM expected THEN
        RAISE EXCEPTION 'the database''s schema is now %, and this tunnelctl uses schema %: '
            'a newer tunnelctl migrated it; upgrade this one (%)', found, expected, unless
            USING ERRCODE = 'TC002';
    END IF;
    RETURN true;
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_writer(expected integer, alone boolean) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    -- The writers' lock, 0x74756e6e656c77 ("tunnelw" in ASCII); see store/pg/tx.rs, Locking.
    IF alone THEN
        PERFORM pg_advisory_xact_lock(32780214457429111);
    ELSE
        PERFORM pg_advisory_xact_lock_shared(32780214457429111);
    END IF;
    PERFORM tunnelctl_schema_is(expected, 'nothing was written');
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_read(t text, k text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    RETURN (SELECT value::text FROM tunnelctl_records WHERE tree = t AND key = k);
END $$;

-- A key that a write transaction guessed absent (see store/pg/tx.rs, get_likely_absent): locked
-- as tunnelctl_read locks it, and the transaction fails with SQLSTATE TC001 if it is there;
-- tunnelctl_claim then writes it.
CREATE OR REPLACE FUNCTION tunnelctl_absent(t text, k text) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    IF EXISTS (SELECT FROM tunnelctl_records WHERE tree = t AND key = k) THEN
        RAISE EXCEPTION 'key % of % was taken to be free and is not; the transaction runs again', k, t
            USING ERRCODE = 'TC001';
    END IF;
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_claim(t text, k text, v text) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM tunnelctl_absent(t, k);
    INSERT INTO tunnelctl_records (tree, key, value) VALUES (t, k, v::json);
END $$;

-- A create's new record: never written over (a record with its ID fails the transaction with a
-- unique violation, and the create draws another ID).
CREATE OR REPLACE FUNCTION tunnelctl_insert(t text, k text, v text) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    INSERT INTO tunnelctl_records (tree, key, value) VALUES (t, k, v::json);
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_write(t text, k text, v text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE old text;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    SELECT value::text INTO old FROM tunnelctl_records WHERE tree = t AND key = k;
    INSERT INTO tunnelctl_records (tree, key, value) VALUES (t, k, v::json)
        ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value;
    RETURN old;
END $$;

CREATE OR REPLACE FUNCTION tunnelctl_remove(t text, k text) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE old text;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
    DELETE FROM tunnelctl_records WHERE tree = t AND key = k RETURNING value::text INTO old;
    RETURN old;
END $$;
"#;

pub(super) enum Migration {
    TooNew(u32),
    Failed(postgres::Error),
}

impl From<postgres::Error> for Migration {
    fn from(e: postgres::Error) -> Self {
        Migration::Failed(e)
    }
}

/// Creates the schema in an empty database, or checks the one there: a newer one is refused, an
/// older one brought forward. Under a transaction-scoped advisory lock, so that replicas starting
/// at once create or migrate it exactly once (the others wait, then find it done).
pub(super) fn migrate(client: &mut Client) -> Result<(), Migration> {
    let current = SCHEMA_VERSION as i32;
    // Nearly always the schema is there and current, with its newest function: one statement
    // says so, without the lock.
    match client.query_opt(NEWEST_FUNCTION_THERE, &[]) {
        Ok(Some(row)) if row.get::<_, i32>(0) == current && row.get::<_, bool>(1) => return Ok(()),
        Ok(_) => {}
        Err(e) if e.code() == Some(&SqlState::UNDEFINED_TABLE) => {}
        Err(e) => return Err(e.into()),
    }
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS tunnelctl_schema (version integer NOT NULL)")?;
    let found: Option<i32> = tx
        .query_opt("SELECT version FROM tunnelctl_schema", &[])?
        .map(|r| r.get(0));
    match found {
        None => {
            tx.batch_execute(SCHEMA)?;
            tx.batch_execute(FUNCTIONS)?;
            tx.execute(
                "INSERT INTO tunnelctl_schema (version) VALUES ($1)",
                &[&current],
            )?;
        }
        Some(v) if v > current => return Err(Migration::TooNew(v as u32)),
        Some(v) if v < current => {
            // Once every writer in flight has ended (the writers' lock, exclusively): from the
            // next one on, a replica of the older schema 3 or later refuses to write.
            // (Schema 2 had no such function.)
            let fenced: bool = tx
                .query_one("SELECT to_regproc('tunnelctl_writer') IS NOT NULL", &[])?
                .get(0);
            if fenced {
                tx.batch_execute("SELECT tunnelctl_writer(version, true) FROM tunnelctl_schema")?;
            }
            // Schema 2 was this engine's first. 3 adds the functions through which writers lock
            // their keys: replicas of schema 2 (SERIALIZABLE, no key locks) must all be stopped
            // first (docs/postgres.md, "Upgrading").
            tx.batch_execute(FUNCTIONS)?;
            tx.execute("UPDATE tunnelctl_schema SET version = $1", &[&current])?;
        }
        // Current, made by a build of this schema from before its newest function: the
        // functions as this build has them (`CREATE OR REPLACE`, so writers in flight are not
        // disturbed).
        Some(_) => {
            let there: bool = tx.query_one(NEWEST_FUNCTION_THERE, &[])?.get(1);
            if !there {
                tx.batch_execute(FUNCTIONS)?;
            }
        }
    }
    tx.commit()?;
    Ok(())
}
