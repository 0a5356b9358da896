//! Issue 39, item 2: tunnelctl's tables and functions in PostgreSQL are its own. They live in
//! schema `tunnelctl`, every statement names them with it, every function pins its search_path,
//! and a database whose objects belong to a role other than the connecting one (or the owner the
//! location names) is refused before anything in it is read, called or written. A store an older
//! tunnelctl kept in `public` is moved into the schema by its owner, and refused to anyone else.
//! Every other role here is a real one (`CREATE ROLE`), given CREATE on schema public as
//! PostgreSQL 14 gave it to everyone.

use std::path::Path;

use serde_json::json;
use tunnelctl::cli::exit;

use crate::common::{self, http, id, postgres, spawn_serve, Env};

/// Runs `sql` on `database` as `role` (the superuser's `psql`, then `SET ROLE`).
fn psql_as(cluster: &postgres::Cluster, database: &str, role: &str, sql: &str) -> String {
    cluster.psql(database, &format!("SET ROLE {role}; {sql}"))
}

/// What mallory makes in `schema` under tunnelctl's names: its three tables (a schema version
/// tunnelctl knows, and a trigger that copies every record written into `public.mallory_log`) and
/// its eight functions, each of which notes its call in that log before doing nothing.
fn mallory_objects(schema: &str) -> String {
    let mut sql = format!(
        "CREATE TABLE {schema}.tunnelctl_schema (version integer NOT NULL);
         INSERT INTO {schema}.tunnelctl_schema VALUES (3);
         CREATE TABLE {schema}.tunnelctl_records (tree text COLLATE \"C\" NOT NULL,
             key text COLLATE \"C\" NOT NULL, value json NOT NULL, PRIMARY KEY (tree, key));
         CREATE TABLE {schema}.tunnelctl_meta (name text PRIMARY KEY, value bigint NOT NULL);
         CREATE TRIGGER copy BEFORE INSERT OR UPDATE ON {schema}.tunnelctl_records
             FOR EACH ROW EXECUTE FUNCTION public.mallory_copy();
         GRANT ALL ON {schema}.tunnelctl_schema, {schema}.tunnelctl_records,
             {schema}.tunnelctl_meta TO PUBLIC;"
    );
    for (name, args, returns) in [
        ("schema_is", "integer, text", "boolean"),
        ("writer", "integer, boolean", "void"),
        ("read", "text, text", "text"),
        ("absent", "text, text", "void"),
        ("claim", "text, text, text", "void"),
        ("insert", "text, text, text", "void"),
        ("write", "text, text, text", "text"),
        ("remove", "text, text", "text"),
    ] {
        let answer = match returns {
            "void" => String::new(),
            other => format!(" RETURNING NULL::{other}"),
        };
        sql.push_str(&format!(
            "CREATE FUNCTION {schema}.tunnelctl_{name}({args}) RETURNS {returns} LANGUAGE sql \
             SECURITY DEFINER AS $$ INSERT INTO public.mallory_log \
             VALUES ('{schema}.tunnelctl_{name}'){answer} $$;"
        ));
    }
    sql
}

/// Mallory's log (see [`mallory_objects`]), and her right to create in schema public.
fn mallory_starts_over(cluster: &postgres::Cluster, database: &str) {
    cluster.psql(database, "GRANT CREATE ON SCHEMA public TO mallory");
    psql_as(
        cluster,
        database,
        "mallory",
        "CREATE TABLE public.mallory_log (what text);
         CREATE FUNCTION public.mallory_copy() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
             AS $$ BEGIN INSERT INTO public.mallory_log VALUES (NEW.value::text); RETURN NEW; END $$",
    );
}

/// Every call of mallory's functions and every record her tables received.
fn mallory_log(cluster: &postgres::Cluster, database: &str) -> String {
    cluster.psql(database, "SELECT what FROM public.mallory_log")
}

/// A command as `env`'s role that the store refuses: exit 1, nothing on stdout; its stderr.
fn refused(env: &Env, args: &[&str]) -> String {
    refusal(env.run(args))
}

fn refusal(out: std::process::Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{stderr}");
    assert!(out.stdout.is_empty(), "{stderr}");
    assert!(stderr.contains("is not trusted"), "{stderr}");
    stderr
}

/// The IDs of the TCP edges `env` lists, sorted (IDs of one second need not sort by creation).
fn edge_ids(env: &Env) -> Vec<String> {
    let listed = env.json(&["tcp-edge", "list"])["tcp_edges"].clone();
    let mut ids: Vec<String> = listed.as_array().expect("a list").iter().map(id).collect();
    ids.sort();
    ids
}

/// Mallory, who may create in schema public, makes tunnelctl's tables and functions there before
/// its first start, then in schema `tunnelctl` (given CREATE on the database): both are refused,
/// naming each object and its owner, and nothing of mallory's is called or written (not even the
/// schema version a move out of public would set). Once tunnelctl made its own store, her
/// functions and tables in alice's "$user" schema, which comes before everything else on the
/// default search_path, and her `public.hashtextextended(text, integer)` (a closer match than
/// PostgreSQL's own for the key locks' `hashtextextended(…, 0)`), are never called, by one-shot
/// commands or by `serve`. A table of the store handed to her is refused as well.
#[test]
fn another_roles_tables_and_functions_are_refused_and_never_called() {
    let Some(cluster) = postgres::cluster("postgres_owner::another_role") else {
        return;
    };
    let database = postgres::database_name(Path::new(&cluster.database()));
    cluster.psql(
        "postgres",
        &format!("CREATE ROLE alice LOGIN; CREATE ROLE mallory LOGIN; ALTER DATABASE {database} OWNER TO alice"),
    );
    let mut env = Env::new();
    let store = format!("postgres://alice@127.0.0.1:{}/{database}", cluster.port);
    env.set_var("TUNNELCTL_STORE", &store);
    let no_schema = || {
        cluster
            .psql(&database, "SELECT to_regnamespace('tunnelctl') IS NULL")
            .trim()
            == "t"
    };

    // In public, where today's tunnelctl kept its store.
    mallory_starts_over(cluster, &database);
    psql_as(cluster, &database, "mallory", &mallory_objects("public"));
    let stderr = refused(&env, &["tcp-edge", "create", "--description", "secret"]);
    for object in [
        "table public.tunnelctl_meta, table public.tunnelctl_records, table \
         public.tunnelctl_schema, function public.tunnelctl_absent(text,text) and 7 more belong \
         to role mallory",
        "which only its owner may do, and parts of it are not alice's",
        "run it once as mallory",
    ] {
        assert!(stderr.contains(object), "{object}: {stderr}");
    }
    assert_eq!(mallory_log(cluster, &database), "");
    let untouched = "SELECT version, (SELECT count(*) FROM public.tunnelctl_records) \
                     FROM public.tunnelctl_schema";
    assert_eq!(cluster.psql(&database, untouched).trim(), "3|0");
    assert!(no_schema());

    // In schema tunnelctl.
    cluster.psql(&database, "DROP OWNED BY mallory");
    mallory_starts_over(cluster, &database);
    cluster.psql(
        &database,
        &format!("GRANT CREATE ON DATABASE {database} TO mallory"),
    );
    psql_as(
        cluster,
        &database,
        "mallory",
        &format!(
            "CREATE SCHEMA tunnelctl; GRANT USAGE ON SCHEMA tunnelctl TO PUBLIC; {}",
            mallory_objects("tunnelctl")
        ),
    );
    let stderr = refused(&env, &["tcp-edge", "create", "--description", "secret"]);
    assert!(
        stderr.contains("tunnelctl uses only objects of the role it connects as (alice)")
            && stderr.contains(
                "schema tunnelctl, table tunnelctl.tunnelctl_meta, table \
                 tunnelctl.tunnelctl_records, table tunnelctl.tunnelctl_schema and 10 more \
                 belong to role mallory"
            )
            && stderr.contains("options=--tunnelctl.owner=mallory"),
        "{stderr}"
    );
    let serve = env
        .cmd()
        .args(["serve", "--listen", "127.0.0.1:0"])
        .env("TUNNELCTL_SERVE_API_KEY", common::API_KEY)
        .output()
        .unwrap();
    assert!(refusal(serve).contains("and 10 more belong to role mallory"));
    assert_eq!(mallory_log(cluster, &database), "");
    let count = "SELECT count(*) FROM tunnelctl.tunnelctl_records";
    assert_eq!(cluster.psql(&database, count).trim(), "0");

    // Shadows of tunnelctl's functions and tables, once its store is its own.
    cluster.psql(&database, "DROP OWNED BY mallory");
    assert!(no_schema());
    let first = env.json(&["tcp-edge", "create", "--description", "first"]);
    mallory_starts_over(cluster, &database);
    cluster.psql(
        &database,
        "CREATE SCHEMA alice AUTHORIZATION mallory; GRANT USAGE ON SCHEMA alice TO PUBLIC",
    );
    psql_as(
        cluster,
        &database,
        "mallory",
        &format!(
            "{} CREATE FUNCTION public.hashtextextended(text, integer) RETURNS bigint \
             LANGUAGE sql SECURITY DEFINER AS $$ INSERT INTO public.mallory_log \
             VALUES ('public.hashtextextended') RETURNING 0::bigint $$",
            mallory_objects("alice")
        ),
    );
    let hostport = format!("{}.tcp.example.com:1", database.replace('_', "-"));
    let edge = env.json(&["tcp-edge", "create", "--hostport", &hostport]);
    env.json(&["tcp-edge", "update", &id(&edge), "--description", "changed"]);
    assert_eq!(
        env.json(&["tcp-edge", "get", &id(&edge)])["description"],
        "changed"
    );
    let (_serve, base) = spawn_serve(&env, "true");
    let (status, served) = http(&base, "POST", "/edges/tcp", Some(&json!({}))).unwrap();
    assert_eq!(status, 201, "{served}");
    let path = format!("/edges/tcp/{}", id(&served));
    assert_eq!(
        http(&base, "GET", &path, None).unwrap(),
        (200, served.clone())
    );
    assert_eq!(http(&base, "DELETE", &path, None).unwrap().0, 204);
    let mut created = [id(&edge), id(&first)];
    created.sort();
    assert_eq!(edge_ids(&env), created);
    assert_eq!(env.json(&["store", "check"])["consistent"], true);
    assert_eq!(mallory_log(cluster, &database), "");
    let count = "SELECT count(*) FROM alice.tunnelctl_records";
    assert_eq!(cluster.psql(&database, count).trim(), "0");

    // One of the store's tables given to mallory.
    cluster.psql(
        &database,
        "ALTER TABLE tunnelctl.tunnelctl_meta OWNER TO mallory",
    );
    let stderr = refused(&env, &["tcp-edge", "list"]);
    assert!(
        stderr.contains(
            ": table tunnelctl.tunnelctl_meta, index tunnelctl.tunnelctl_meta_pkey belong to role \
             mallory\n"
        ),
        "{stderr}"
    );
}

/// A store as an older tunnelctl left it in schema public, owned by `tc_owner` and used by
/// `ci_runner` through GRANTs, is refused to ci_runner (even naming tc_owner: only the owner may
/// move it), and moved into schema `tunnelctl` by tc_owner's first command, records and all;
/// the older tunnelctl's replicas are fenced (`tunnelctl_writer` in public now refuses). Then
/// ci_runner is refused while it does not name the owner, and uses the store once its location
/// names it (`options=--tunnelctl.owner=tc_owner`).
#[test]
fn a_store_in_public_moves_to_its_schema_and_an_owner_named_in_the_location_is_trusted() {
    let Some(cluster) = postgres::cluster("postgres_owner::moves") else {
        return;
    };
    let database = postgres::database_name(Path::new(&cluster.database()));
    cluster.psql(
        "postgres",
        &format!(
            "CREATE ROLE tc_owner LOGIN; CREATE ROLE ci_runner LOGIN; \
             ALTER DATABASE {database} OWNER TO tc_owner"
        ),
    );
    let location = |role: &str| format!("postgres://{role}@127.0.0.1:{}/{database}", cluster.port);
    let mut owner = Env::new();
    owner.set_var("TUNNELCTL_STORE", &location("tc_owner"));
    let mut runner = Env::new();
    runner.set_var("TUNNELCTL_STORE", &location("ci_runner"));
    let named = format!(
        "{}?options=--tunnelctl.owner=tc_owner",
        location("ci_runner")
    );

    // The store as an earlier version kept it: its tables in public at schema 3 (the last kept
    // there), with the two functions through which its replicas find out that the store moved on.
    let before = owner.json(&["tcp-edge", "create", "--description", "from before"]);
    psql_as(
        cluster,
        &database,
        "tc_owner",
        "ALTER TABLE tunnelctl.tunnelctl_records SET SCHEMA public;
         ALTER TABLE tunnelctl.tunnelctl_meta SET SCHEMA public;
         ALTER TABLE tunnelctl.tunnelctl_schema SET SCHEMA public;
         UPDATE public.tunnelctl_schema SET version = 3;
         DROP SCHEMA tunnelctl CASCADE;
         CREATE FUNCTION tunnelctl_schema_is(expected integer, unless text) RETURNS boolean
         LANGUAGE plpgsql STABLE AS $$
         DECLARE found integer;
         BEGIN
             SELECT version INTO found FROM tunnelctl_schema;
             IF found IS DISTINCT FROM expected THEN
                 RAISE EXCEPTION 'the database''s schema is now %', found USING ERRCODE = 'TC002';
             END IF;
             RETURN true;
         END $$;
         CREATE FUNCTION tunnelctl_writer(expected integer, alone boolean) RETURNS void
         LANGUAGE plpgsql VOLATILE AS $$
         BEGIN
             PERFORM pg_advisory_xact_lock_shared(32780214457429111);
             PERFORM tunnelctl_schema_is(expected, 'nothing was written');
         END $$;
         CREATE FUNCTION tunnelctl_read(t text, k text) RETURNS text LANGUAGE sql
             AS $$ SELECT value::text FROM tunnelctl_records WHERE tree = t AND key = k $$;
         GRANT SELECT, INSERT, UPDATE, DELETE
             ON tunnelctl_records, tunnelctl_meta, tunnelctl_schema TO ci_runner",
    );
    let not_moved = "SELECT to_regnamespace('tunnelctl') IS NULL, \
                     (SELECT version FROM public.tunnelctl_schema)";
    for args in [
        vec!["tcp-edge", "list"],
        vec!["--store", named.as_str(), "tcp-edge", "list"],
    ] {
        let stderr = refused(&runner, &args);
        assert!(
            stderr.contains(
                "table public.tunnelctl_records, table public.tunnelctl_schema, \
                             function public.tunnelctl_read(text,text) and 2 more belong to role \
                             tc_owner"
            ) && stderr.contains("parts of it are not ci_runner's")
                && stderr.contains("run it once as tc_owner"),
            "{stderr}"
        );
        assert_eq!(cluster.psql(&database, not_moved).trim(), "t|3");
    }

    // Its owner moves it.
    let listed = owner.json(&["tcp-edge", "list"])["tcp_edges"].clone();
    assert_eq!(listed, json!([before]));
    let moved = "SELECT to_regclass('public.tunnelctl_records') IS NULL, \
                 to_regprocedure('public.tunnelctl_read(text,text)') IS NULL, \
                 (SELECT version FROM public.tunnelctl_schema), \
                 (SELECT version FROM tunnelctl.tunnelctl_schema), \
                 (SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges')";
    let version = tunnelctl::store::SCHEMA_VERSION;
    assert_eq!(
        cluster.psql(&database, moved).trim(),
        format!("t|t|4|{version}|1")
    );
    // A replica of the older tunnelctl (search_path "$user", public) may no longer write.
    psql_as(
        cluster,
        &database,
        "tc_owner",
        "DO $$ BEGIN
             PERFORM tunnelctl_writer(3, false);
             RAISE EXCEPTION 'an older tunnelctl could still write';
         EXCEPTION WHEN SQLSTATE 'TC002' THEN NULL;
         END $$",
    );

    // ci_runner, given the rights to the moved store, is refused until it names the owner.
    psql_as(
        cluster,
        &database,
        "tc_owner",
        "GRANT USAGE ON SCHEMA tunnelctl TO ci_runner;
         GRANT SELECT ON tunnelctl.tunnelctl_schema TO ci_runner",
    );
    let stderr = refused(&runner, &["tcp-edge", "create"]);
    assert!(
        stderr.contains("of the role it connects as (ci_runner), since")
            && stderr.contains(": schema tunnelctl, table tunnelctl.tunnelctl_meta, ")
            && stderr.contains("more belong to role tc_owner\n")
            && stderr.contains("options=--tunnelctl.owner=tc_owner"),
        "{stderr}"
    );
    let edges = "SELECT count(*) FROM tunnelctl.tunnelctl_records WHERE tree = 'tcp_edges'";
    assert_eq!(cluster.psql(&database, edges).trim(), "1");
    runner.set_var("TUNNELCTL_STORE", &named);
    let created = runner.json(&["tcp-edge", "create", "--description", "by ci_runner"]);
    let mut both = [id(&created), id(&before)];
    both.sort();
    assert_eq!(edge_ids(&runner), both);
}
