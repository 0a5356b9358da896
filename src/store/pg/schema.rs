//! The schema of the PostgreSQL store (docs/postgres.md, "The schema"): its tables and functions
//! live in a PostgreSQL schema of their own, `tunnelctl`, named in every statement. Created in an
//! empty database, checked on every opening (first who owns it, then its version), and brought
//! forward from an older version (one kept in schema `public` is moved into `tunnelctl`), exactly
//! once when replicas start at once.

use tokio_postgres::{Client, GenericClient, Transaction};

use crate::store::{INDEXES, SCHEMA_VERSION};
use crate::trust::Untrusted;

/// Taken by whoever creates or migrates the schema, so that replicas starting at once do it once.
/// ("tunnelc" in ASCII.)
const SCHEMA_LOCK: i64 = 0x74756e6e656c63;
/// The writers' lock (see store/pg/commit.rs), taken exclusively by a migration so that it
/// waits for the writes in flight. ("tunnelw" in ASCII; `tunnelctl_writer` has it as a literal.)
const WRITERS_LOCK: i64 = 0x74756e6e656c77;
/// SQLSTATE of `tunnelctl_schema_is`'s refusal: the schema is no longer this tunnelctl's.
pub(super) const SCHEMA_MOVED: &str = "TC002";
/// SQLSTATE of `tunnelctl_commit`'s refusal of audit records sealed onto a head that is no longer
/// the trail's (another process wrote meanwhile); its DETAIL is the head (see `group`, "The audit
/// chain").
pub(super) const HEAD_MOVED: &str = "TC003";
/// The version left in `public.tunnelctl_schema` once the store there moved into schema
/// `tunnelctl`: above 3, the last schema a tunnelctl kept in `public`, so that such a tunnelctl
/// refuses the database as written by a newer one, and its replicas still running answer 503
/// (their `tunnelctl_writer` and `tunnelctl_schema_is`, left in `public` for them, read it).
const MOVED_OUT_OF_PUBLIC: i32 = 4;

/// The revision of [`FUNCTIONS`] within this schema: raised when a function's body changes but
/// not what it does, so that a database whose functions an earlier build of this schema made gets
/// these on its next opening. `tunnelctl_commit`'s comment holds it (`revision N: ...`); a
/// database of a later revision keeps its own.
const FUNCTIONS_REVISION: i32 = 3;

/// The schema's version, and whether the newest of [`FUNCTIONS`], `tunnelctl_commit`, is there
/// at [`FUNCTIONS_REVISION`] (`$1`) or later.
const NEWEST_FUNCTION_THERE: &str = "SELECT version, \
     coalesce(substring(pg_catalog.obj_description(pg_catalog.to_regprocedure(\
         'tunnelctl.tunnelctl_commit(integer,boolean,integer,text[],text[],text[],text[],text[],\
         text,text[],text[],text)'), 'pg_proc') FROM '^revision ([0-9]{1,9}):')::integer, 0) \
         >= $1::integer \
     FROM tunnelctl.tunnelctl_schema";

/// Every object tunnelctl would use or move, from the catalogs alone (nothing in it is read or
/// called before its owner is known): schema `tunnelctl` and every table, index, sequence, view
/// and function in it (no role but its owner may create there), and the tables and functions an
/// older tunnelctl kept in `public`. Each with its owner, and whether that is the connecting role
/// or the owner the location names (`$1`, see `location::named_owner`).
const SURVEY: &str = "SELECT o.kind, o.name, o.in_public, \
         pg_catalog.pg_get_userbyid(o.owner)::text, \
         o.owner = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user), \
         pg_catalog.pg_get_userbyid(o.owner)::text = $1::text, current_user::text \
     FROM ( \
         SELECT 'schema', n.nspname::text, n.nspowner, false \
         FROM pg_catalog.pg_namespace n WHERE n.nspname = 'tunnelctl' \
     UNION ALL \
         SELECT CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'table' WHEN 'i' THEN 'index' \
             WHEN 'S' THEN 'sequence' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' \
             WHEN 'f' THEN 'foreign table' ELSE 'relation' END, \
             pg_catalog.format('%I.%I', n.nspname, c.relname), c.relowner, n.nspname = 'public' \
         FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = 'tunnelctl' OR n.nspname = 'public' \
             AND c.relname IN ('tunnelctl_schema', 'tunnelctl_records', 'tunnelctl_meta') \
     UNION ALL \
         SELECT 'function', p.oid::pg_catalog.regprocedure::text, p.proowner, \
             n.nspname = 'public' \
         FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace \
         WHERE n.nspname = 'tunnelctl' OR n.nspname = 'public' \
             AND p.proname LIKE 'tunnelctl\\_%' \
     ) AS o(kind, name, owner, in_public) \
     ORDER BY o.in_public, o.kind <> 'schema', o.kind <> 'table', o.kind = 'index', o.name";

/// The tables (those missing: a store moved out of `public` brings its own records and meta).
const TABLES: &str = r#"
CREATE TABLE IF NOT EXISTS tunnelctl.tunnelctl_records (
    tree  text COLLATE "C" NOT NULL,
    key   text COLLATE "C" NOT NULL,
    value json NOT NULL,
    PRIMARY KEY (tree, key)
);
CREATE TABLE IF NOT EXISTS tunnelctl.tunnelctl_meta (
    name  text PRIMARY KEY,
    value bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS tunnelctl.tunnelctl_schema (version integer NOT NULL);
"#;

/// Moves the store an older tunnelctl kept in `public` into schema `tunnelctl`, records and all.
/// `public.tunnelctl_schema` stays, set to [`MOVED_OUT_OF_PUBLIC`], with the two functions through
/// which that tunnelctl's replicas read it; the rest of its functions go.
const MOVE_OUT_OF_PUBLIC: &str = r#"
ALTER TABLE public.tunnelctl_records SET SCHEMA tunnelctl;
ALTER TABLE IF EXISTS public.tunnelctl_meta SET SCHEMA tunnelctl;
DROP FUNCTION IF EXISTS public.tunnelctl_read(text, text), public.tunnelctl_absent(text, text),
    public.tunnelctl_claim(text, text, text), public.tunnelctl_insert(text, text, text),
    public.tunnelctl_write(text, text, text), public.tunnelctl_remove(text, text);
"#;

/// The check that reads and writes make that the schema is still the one this tunnelctl knows
/// (`tunnelctl_schema_is`: a replica left running after a newer one migrated the database answers
/// 503 instead of reading or writing the old way, SQLSTATE [`SCHEMA_MOVED`]; a later schema must
/// keep this function as it is, for the replicas it fences), the one through which a write
/// transaction begins (`tunnelctl_writer`: the writers' lock, then that check), and the one that
/// commits a write-set (`tunnelctl_commit`, schema 9). It takes each key's lock first and only
/// then reads the key, in a statement of its own, so that it sees what the previous holder
/// committed: a single statement would read from a snapshot taken before it waited for the lock.
/// Tree names hold no `/`, so `tree/key` names one key. Each names every object of its own with
/// its schema and pins `search_path`, so that no function or table of another schema ("$user",
/// public) can stand in for one it calls, PostgreSQL's included.
const FUNCTIONS: &str = r#"
-- What schemas 3 to 9 had and no tunnelctl of schema 10 calls: the audit trail's chaining, which
-- tunnelctl does itself (store/chain.rs), the write-set as schemas 7 and 8 sent it, and the
-- writes of one key each, which tunnelctl_commit has written out (schema 10: a transaction no
-- longer reads or writes a key by itself, issue 60). A replica of an older schema still running
-- is refused by tunnelctl_writer (TC002) before it would call one of them.
DROP FUNCTION IF EXISTS tunnelctl.tunnelctl_audit(text[]),
    tunnelctl.tunnelctl_commit(integer, boolean, integer, text[], text[], text[], text[], text[],
        text[]),
    tunnelctl.tunnelctl_absent(text, text), tunnelctl.tunnelctl_claim(text, text, text),
    tunnelctl.tunnelctl_insert(text, text, text), tunnelctl.tunnelctl_unchanged(text, text, text),
    tunnelctl.tunnelctl_replace(text, text, text, text), tunnelctl.tunnelctl_read(text, text),
    tunnelctl.tunnelctl_write(text, text, text), tunnelctl.tunnelctl_remove(text, text);

-- True, or fails with TC002: tunnelctl_writer calls it, and a connection that reads calls it at
-- most once a second (store/pg.rs, Conn::check_schema).
CREATE OR REPLACE FUNCTION tunnelctl.tunnelctl_schema_is(expected integer, unless text)
RETURNS boolean LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE found integer;
BEGIN
    SELECT version INTO found FROM tunnelctl.tunnelctl_schema;
    IF found IS DISTINCT FROM expected THEN
        RAISE EXCEPTION 'the database''s schema is now %, and this tunnelctl uses schema %: '
            'a newer tunnelctl migrated it; upgrade this one (%)', found, expected, unless
            USING ERRCODE = 'TC002';
    END IF;
    RETURN true;
END $$;

CREATE OR REPLACE FUNCTION tunnelctl.tunnelctl_writer(expected integer, alone boolean)
RETURNS void LANGUAGE plpgsql VOLATILE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
    -- The writers' lock, 0x74756e6e656c77 ("tunnelw" in ASCII); see store/pg/commit.rs.
    IF alone THEN
        PERFORM pg_advisory_xact_lock(32780214457429111);
    ELSE
        PERFORM pg_advisory_xact_lock_shared(32780214457429111);
    END IF;
    PERFORM tunnelctl.tunnelctl_schema_is(expected, 'nothing was written');
END $$;

-- The writes a transaction kept for its end (store/pg/group.rs, WriteSet), sent as parameters
-- of one prepared statement: write i is ops[i] on key keys[i] of trees[i], in order, with olds[i]
-- (what a checked write expects the key to hold, NULL: absent) and vals[i] (the new value, NULL:
-- removed); then the audit records tunnelctl sealed (store/chain.rs) onto the head head_was
-- (its text; NULL: none yet), under record_keys, and the head they make. With `expected` set,
-- the call is a whole transaction by itself (a group's commit): it waits for no lock longer
-- than wait_ms (the write bound), then begins as tunnelctl_writer does. With `expected` NULL it
-- runs in a transaction already begun. NULL once written; see below for the head moved.
CREATE OR REPLACE FUNCTION tunnelctl.tunnelctl_commit(expected integer, alone boolean,
    wait_ms integer, ops text[], trees text[], keys text[], olds text[], vals text[],
    head_was text, record_keys text[], records text[], head text) RETURNS text
LANGUAGE plpgsql VOLATILE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    t text;
    k text;
    head_is text;
BEGIN
    IF wait_ms IS NOT NULL THEN
        PERFORM set_config('lock_timeout', wait_ms::text, true);
    END IF;
    IF expected IS NOT NULL THEN
        PERFORM tunnelctl.tunnelctl_writer(expected, alone);
    END IF;
    -- Sent by itself, a commit whose records were sealed onto a head another process moved since
    -- fails before its writes, which it would only undo (two replicas: most groups). Read without
    -- the head's lock, which the check after the writes takes: a head only ever moves on, so one
    -- found moved here is moved under the lock too.
    IF expected IS NOT NULL AND cardinality(records) > 0 THEN
        SELECT value::text INTO head_is FROM tunnelctl.tunnelctl_records
            WHERE tree = 'meta' AND key = 'audit_head';
        IF head_is IS DISTINCT FROM head_was THEN
            RAISE EXCEPTION 'the audit trail''s head moved since its records were sealed; they are sealed again'
                USING ERRCODE = 'TC003', DETAIL = coalesce(head_is, '');
        END IF;
    END IF;
    -- A group of creates (each a new record, and the keys it claims): three statements for the
    -- whole group rather than three for each write (docs/benchmarks.md, "Session 26"). Each
    -- write's key differs from the others' unless two claim the same one, which fails as a
    -- unique violation here rather than TC001 below: nothing is committed either way, and the
    -- transactions run again. The claims' locks are taken in order, and only then are their keys
    -- read, in a statement of its own (see above).
    IF cardinality(ops) > 0 AND ops <@ ARRAY['insert', 'claim'] THEN
        IF 'claim' = ANY (ops) THEN
            PERFORM pg_advisory_xact_lock(hashtextextended(u.t || '/' || u.k, 0))
                FROM unnest(ops, trees, keys) AS u(op, t, k) WHERE u.op = 'claim';
            SELECT u.t, u.k INTO t, k FROM unnest(ops, trees, keys) AS u(op, t, k)
                JOIN tunnelctl.tunnelctl_records r ON r.tree = u.t AND r.key = u.k
                WHERE u.op = 'claim' LIMIT 1;
            IF FOUND THEN
                RAISE EXCEPTION 'key % of % was taken to be free and is not; the transaction runs again',
                    k, t USING ERRCODE = 'TC001';
            END IF;
        END IF;
        INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
            SELECT u.t, u.k, u.v::json FROM unnest(trees, keys, vals) AS u(t, k, v);
    ELSE
        -- Each write's rule is written out here, not called: a call of a function with its own
        -- search_path costs PostgreSQL a fifth of a create (docs/benchmarks.md, "Session 20").
        FOR i IN 1 .. coalesce(cardinality(ops), 0) LOOP
            t := trees[i];
            k := keys[i];
            CASE ops[i]
            -- A create's new record: never written over (a record with its ID fails the transaction
            -- with a unique violation, and the create draws another ID).
            WHEN 'insert' THEN
                INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) VALUES (t, k, vals[i]::json);
            -- A key guessed absent (store/overlay.rs, get_presumed_absent): locked, TC001 if it
            -- is there; claimed, it is written.
            WHEN 'absent', 'claim' THEN
                PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
                IF EXISTS (SELECT FROM tunnelctl.tunnelctl_records WHERE tree = t AND key = k) THEN
                    RAISE EXCEPTION 'key % of % was taken to be free and is not; the transaction runs again',
                        k, t USING ERRCODE = 'TC001';
                END IF;
                IF ops[i] = 'claim' THEN
                    INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
                        VALUES (t, k, vals[i]::json);
                END IF;
            -- A key read outside the transaction and not written: locked shared, TC001 unless it
            -- still holds olds[i] (NULL: absent).
            WHEN 'unchanged' THEN
                PERFORM pg_advisory_xact_lock_shared(hashtextextended(t || '/' || k, 0));
                IF (SELECT value::text FROM tunnelctl.tunnelctl_records WHERE tree = t AND key = k)
                    IS DISTINCT FROM olds[i] THEN
                    RAISE EXCEPTION 'key % of % changed since it was read; the transaction runs again',
                        k, t USING ERRCODE = 'TC001';
                END IF;
            -- A key read outside the transaction and written: locked, TC001 unless it still holds
            -- olds[i] (NULL: absent), then set to vals[i] (NULL: removed).
            WHEN 'replace' THEN
                PERFORM pg_advisory_xact_lock(hashtextextended(t || '/' || k, 0));
                IF olds[i] IS NULL THEN
                    IF EXISTS (SELECT FROM tunnelctl.tunnelctl_records WHERE tree = t AND key = k) THEN
                        RAISE EXCEPTION 'key % of % was created since it was read; the transaction runs again',
                            k, t USING ERRCODE = 'TC001';
                    END IF;
                    IF vals[i] IS NOT NULL THEN
                        INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
                            VALUES (t, k, vals[i]::json);
                    END IF;
                ELSE
                    IF vals[i] IS NULL THEN
                        DELETE FROM tunnelctl.tunnelctl_records
                            WHERE tree = t AND key = k AND value::text = olds[i];
                    ELSE
                        UPDATE tunnelctl.tunnelctl_records SET value = vals[i]::json
                            WHERE tree = t AND key = k AND value::text = olds[i];
                    END IF;
                    IF NOT FOUND THEN
                        RAISE EXCEPTION 'key % of % changed since it was read; the transaction runs again',
                            k, t USING ERRCODE = 'TC001';
                    END IF;
                END IF;
            -- A key written and not read (nothing to check), or by a commit that holds the
            -- writers' lock alone (store/pg/commit.rs, Held).
            WHEN 'put' THEN
                INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) VALUES (t, k, vals[i]::json)
                    ON CONFLICT (tree, key) DO UPDATE SET value = EXCLUDED.value;
            WHEN 'delete' THEN
                DELETE FROM tunnelctl.tunnelctl_records WHERE tree = t AND key = k;
            END CASE;
        END LOOP;
    END IF;
    -- The head's lock is taken last and held to the end of the transaction, so replicas keep one
    -- chain with no gap. Records sealed onto a head that is no longer the trail's (another
    -- process wrote meanwhile) are not written: the head as it is ('' for none) goes back for
    -- them to be sealed onto it, as the answer in a transaction already begun (which keeps the
    -- head's lock and its writes made, and sends the records alone next), else as the DETAIL of
    -- TC003 (the transaction undone, to be sent again whole).
    IF cardinality(records) > 0 THEN
        PERFORM pg_advisory_xact_lock(hashtextextended('meta/audit_head', 0));
        SELECT value::text INTO head_is FROM tunnelctl.tunnelctl_records
            WHERE tree = 'meta' AND key = 'audit_head';
        IF head_is IS DISTINCT FROM head_was THEN
            IF expected IS NULL THEN
                RETURN coalesce(head_is, '');
            END IF;
            RAISE EXCEPTION 'the audit trail''s head moved since its records were sealed; they are sealed again'
                USING ERRCODE = 'TC003', DETAIL = coalesce(head_is, '');
        END IF;
        -- One statement for all of them: a group's records cost one executor start, not one each.
        INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
            SELECT 'audit_records', u.k, u.r::json FROM unnest(record_keys, records) AS u(k, r);
        -- An UPDATE, but for the first record: cheaper than an upsert's speculative insertion.
        IF head_was IS NULL THEN
            INSERT INTO tunnelctl.tunnelctl_records (tree, key, value)
                VALUES ('meta', 'audit_head', head::json);
        ELSE
            UPDATE tunnelctl.tunnelctl_records SET value = head::json
                WHERE tree = 'meta' AND key = 'audit_head';
        END IF;
    END IF;
    RETURN NULL;
END $$;

COMMENT ON FUNCTION tunnelctl.tunnelctl_commit(integer, boolean, integer, text[], text[], text[],
    text[], text[], text, text[], text[], text)
    IS 'revision 3: audit records sealed by tunnelctl onto the head they name, checked before the writes too';
"#;

pub(super) enum Migration {
    TooNew(u32),
    /// An object it would use belongs to a role it does not trust (see [`Survey`]): the message
    /// and the hint of [`Untrusted`], without the store's location.
    Untrusted(Untrusted),
    Failed(tokio_postgres::Error),
}

impl From<tokio_postgres::Error> for Migration {
    fn from(e: tokio_postgres::Error) -> Self {
        Migration::Failed(e)
    }
}

/// Creates the schema in an empty database, or checks the one there: a newer one is refused, an
/// older one brought forward. Under a transaction-scoped advisory lock, so that replicas starting
/// at once create or migrate it exactly once (the others wait, then find it done). Before anything
/// else, who owns it ([`Survey`]): `owner` is the role the location names besides the connecting
/// one.
pub(super) async fn migrate(client: &mut Client, owner: Option<&str>) -> Result<(), Migration> {
    let current = SCHEMA_VERSION as i32;
    // Nearly always the schema is there, trusted and current, with its newest function: two
    // statements say so, without the lock.
    if Survey::take(client, owner).await?.store {
        let row = client
            .query_opt(NEWEST_FUNCTION_THERE, &[&FUNCTIONS_REVISION])
            .await?;
        if row.is_some_and(|row| row.get::<_, i32>(0) == current && row.get::<_, bool>(1)) {
            return Ok(());
        }
    }
    let tx = client.transaction().await?;
    tx.execute(
        "SELECT pg_catalog.pg_advisory_xact_lock($1)",
        &[&SCHEMA_LOCK],
    )
    .await?;
    // Again under the lock: another replica may have created or moved the store meanwhile.
    let survey = Survey::take(&tx, owner).await?;
    if !survey.schema {
        tx.batch_execute("CREATE SCHEMA tunnelctl").await?;
    }
    if survey.store {
        let found: i32 = tx
            .query_one("SELECT version FROM tunnelctl.tunnelctl_schema", &[])
            .await?
            .get(0);
        if found > current {
            return Err(Migration::TooNew(found as u32));
        }
        if found < current {
            // Once every writer in flight has ended: from the next one on, a replica of the
            // older schema refuses to write.
            writers_alone(&tx).await?;
            tx.batch_execute(FUNCTIONS).await?;
            build_indexes(&tx, found).await?;
            tx.execute(
                "UPDATE tunnelctl.tunnelctl_schema SET version = $1",
                &[&current],
            )
            .await?;
        } else {
            // Current, made by a build of this schema from before its newest function or before
            // this revision of the functions: the functions as this build has them (`CREATE OR
            // REPLACE`, so writers in flight are not disturbed).
            let there: bool = tx
                .query_one(NEWEST_FUNCTION_THERE, &[&FUNCTIONS_REVISION])
                .await?
                .get(1);
            if !there {
                tx.batch_execute(FUNCTIONS).await?;
            }
        }
    } else {
        // The schema of the records found in `public`; none in an empty database.
        let mut moved = None;
        if survey.in_public {
            // A store of an older tunnelctl, all of it the connecting role's (see `Survey`).
            let found: i32 = tx
                .query_one("SELECT version FROM public.tunnelctl_schema", &[])
                .await?
                .get(0);
            if found > current {
                return Err(Migration::TooNew(found as u32));
            }
            writers_alone(&tx).await?;
            tx.batch_execute(MOVE_OUT_OF_PUBLIC).await?;
            tx.execute(
                "UPDATE public.tunnelctl_schema SET version = $1",
                &[&MOVED_OUT_OF_PUBLIC],
            )
            .await?;
            moved = Some(found);
        }
        tx.batch_execute(TABLES).await?;
        tx.batch_execute(FUNCTIONS).await?;
        if let Some(found) = moved {
            build_indexes(&tx, found).await?;
        }
        tx.execute(
            "INSERT INTO tunnelctl.tunnelctl_schema (version) VALUES ($1)",
            &[&current],
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Takes the writers' lock alone, until the transaction ends.
async fn writers_alone(tx: &Transaction<'_>) -> Result<u64, tokio_postgres::Error> {
    tx.execute(
        "SELECT pg_catalog.pg_advisory_xact_lock($1)",
        &[&WRITERS_LOCK],
    )
    .await
}

/// Builds the indexes that schema `found` did not have from the records, as sled's migration
/// does (`Index::derive`: one rule for both engines and `store check`).
async fn build_indexes(tx: &Transaction<'_>, found: i32) -> Result<(), tokio_postgres::Error> {
    for index in INDEXES.iter().filter(|i| i.since as i32 > found) {
        let rows = tx
            .query(
                "SELECT key, value::text FROM tunnelctl.tunnelctl_records WHERE tree = $1",
                &[&index.source.name()],
            )
            .await?;
        // `store check` reports a record that does not read.
        let records: Vec<(String, serde_json::Value)> = (rows.iter())
            .filter_map(|row| Some((row.get(0), serde_json::from_str(row.get(1)).ok()?)))
            .collect();
        let (keys, entries): (Vec<String>, Vec<String>) = index
            .derive(records.iter().map(|(k, r)| (k.as_str(), r)))
            .into_iter()
            .map(|(key, entry)| (key, entry.to_string()))
            .unzip();
        // Built whole: an index whose entries changed form (schema 7's entry per certificate
        // where a count per CA was) holds none of the old ones after.
        tx.execute(
            "DELETE FROM tunnelctl.tunnelctl_records WHERE tree = $1",
            &[&index.tree.name()],
        )
        .await?;
        tx.execute(
            "INSERT INTO tunnelctl.tunnelctl_records (tree, key, value) \
             SELECT $1, k, v::json FROM unnest($2::text[], $3::text[]) AS u(k, v)",
            &[&index.tree.name(), &keys, &entries],
        )
        .await?;
    }
    Ok(())
}

/// What the catalogs say of tunnelctl's objects: whether schema `tunnelctl` is there, whether a
/// store is in it (its `tunnelctl_schema` table), and whether an older tunnelctl's store is in
/// `public` instead. Taking it refuses ([`Migration::Untrusted`]) a store tunnelctl would use or
/// move that holds an object of a role other than the connecting one and the owner the location
/// names: that role could read every write, rewrite a CA's record, or run its own code in place
/// of tunnelctl's functions. A store in `public` must be the connecting role's alone, as moving it
/// takes its owner. What else is in `public` under tunnelctl's names is never used, so it is let
/// be.
struct Survey {
    schema: bool,
    store: bool,
    in_public: bool,
}

/// One object [`SURVEY`] found.
struct Object {
    kind: String,
    name: String,
    in_public: bool,
    owner: String,
    mine: bool,
    named: bool,
}

/// How many objects of one owner a refusal names; the rest it counts (a whole schema of another
/// role's is a dozen objects).
const NAMED: usize = 4;

/// "schema tunnelctl, table tunnelctl.tunnelctl_meta, … and 10 more belong to role mallory", for
/// each owner of `objects` in turn.
fn described(objects: &[&Object]) -> String {
    let mut owners: Vec<(&str, Vec<String>)> = Vec::new();
    for object in objects {
        let named = format!("{} {}", object.kind, object.name);
        match owners.iter_mut().find(|(owner, _)| *owner == object.owner) {
            Some((_, names)) => names.push(named),
            None => owners.push((&object.owner, vec![named])),
        }
    }
    let described: Vec<String> = owners
        .into_iter()
        .map(|(owner, names)| {
            let verb = if names.len() == 1 {
                "belongs"
            } else {
                "belong"
            };
            let more = match names.len().saturating_sub(NAMED) {
                0 => String::new(),
                more => format!(" and {more} more"),
            };
            let shown = names[..names.len().min(NAMED)].join(", ");
            format!("{shown}{more} {verb} to role {owner}")
        })
        .collect();
    described.join("; ")
}

impl Survey {
    async fn take(client: &impl GenericClient, owner: Option<&str>) -> Result<Survey, Migration> {
        let rows = client.query(SURVEY, &[&owner]).await?;
        let me: Option<String> = rows.first().map(|row| row.get(6));
        let objects: Vec<Object> = rows
            .iter()
            .map(|row| Object {
                kind: row.get(0),
                name: row.get(1),
                in_public: row.get(2),
                owner: row.get(3),
                mine: row.get(4),
                named: row.get::<_, Option<bool>>(5) == Some(true),
            })
            .collect();
        let found = |name: &str| objects.iter().any(|o| o.name == name);
        let survey = Survey {
            schema: found("tunnelctl"),
            store: found("tunnelctl.tunnelctl_schema"),
            in_public: found("public.tunnelctl_schema"),
        };
        let me = me.unwrap_or_default();
        let trusted = match owner {
            Some(owner) if owner != me => {
                format!("the role it connects as ({me}) and the owner the location names ({owner})")
            }
            _ => format!("the role it connects as ({me})"),
        };
        let refused = |objects: Vec<&Object>, message: String, hint: String| {
            Err(Migration::Untrusted(Untrusted {
                message: format!("{message}: {}", described(&objects)),
                hint,
            }))
        };
        if survey.schema {
            let others: Vec<&Object> = objects
                .iter()
                .filter(|o| !o.in_public && !o.mine && !o.named)
                .collect();
            if let Some(first) = others.first() {
                let other = first.owner.clone();
                return refused(
                    others,
                    format!(
                        "tunnelctl uses only objects of {trusted}, since another role's could \
                         read and steer every write"
                    ),
                    format!(
                        "if role {other} is meant to own tunnelctl's objects, name it in the \
                         store location (options=--tunnelctl.owner={other}); if not, another \
                         role made them: have a database administrator drop them (DROP SCHEMA \
                         tunnelctl CASCADE drops the whole store); see docs/postgres.md, \"Who \
                         owns the store\""
                    ),
                );
            }
        }
        if survey.in_public && !survey.store {
            let others: Vec<&Object> = objects.iter().filter(|o| o.in_public && !o.mine).collect();
            if let Some(first) = others.first() {
                let other = first.owner.clone();
                return refused(
                    others,
                    format!(
                        "a store in schema public, where tunnelctl kept it before, is moved \
                         into schema tunnelctl as it is opened, which only its owner may do, and \
                         parts of it are not {me}'s"
                    ),
                    format!(
                        "if tunnelctl runs as role {other}, run it once as {other} (user {other} \
                         in --store) to move the store; if not, another role made these objects \
                         to read or steer tunnelctl's writes: have a database administrator drop \
                         them, and tunnelctl makes its own in schema tunnelctl; see \
                         docs/postgres.md, \"Who owns the store\""
                    ),
                );
            }
        }
        Ok(survey)
    }
}

#[cfg(test)]
mod tests {
    use super::{FUNCTIONS, FUNCTIONS_REVISION};

    /// A database in any server encoding takes them: a character its encoding lacks, even in a
    /// comment, would fail the migration.
    #[test]
    fn the_functions_are_ascii() {
        let first = FUNCTIONS.char_indices().find(|(_, c)| !c.is_ascii());
        assert_eq!(first, None);
    }

    #[test]
    fn the_functions_say_the_revision_that_opening_checks_for() {
        let comment = format!("IS 'revision {FUNCTIONS_REVISION}: ");
        assert_eq!(FUNCTIONS.matches(&comment).count(), 1, "{comment}");
    }
}
