//! One test per fixed bug, named after what went wrong.

mod common;

use common::{fake_id, Env};

fn ids(env: &Env, path: &str, key: &str) -> Vec<String> {
    env.json(&["api", "GET", path])[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap().to_string())
        .collect()
}

common::transport_tests! {
    /// `-o id` took the first list-valued field of a single resource (`sources`, `hostports`) for
    /// a list of items and printed no ID at all.
    fn id_output_of_a_resource_with_list_fields_is_its_own_id(env) {
        let created = env.table(&[
            "-o", "id", "event-sub", "create",
            "--source", "ip_policy_created.v0", "--source", "ip_policy_deleted.v0",
            "--destination-id", &fake_id("ed", 1),
        ]);
        let listed = ids(&env, "/event_subscriptions", "event_subscriptions");
        assert_eq!(listed.len(), 1);
        assert_eq!(created, format!("{}\n", listed[0]));
        assert_eq!(env.table(&["-o", "id", "event-sub", "get", &listed[0]]), created);
        assert_eq!(env.table(&["-o", "id", "api", "GET", &format!("/event_subscriptions/{}", listed[0])]), created);

        let created = env.table(&["-o", "id", "tcp-edge", "create", "--hostport", "a.example.com:1", "--hostport", "b.example.com:2"]);
        let listed = ids(&env, "/edges/tcp", "tcp_edges");
        assert_eq!(created, format!("{}\n", listed[0]));
        assert_eq!(env.table(&["-o", "id", "tcp-edge", "get", &listed[0]]), created);

        // A list still prints one ID per item, with a view and through `api` without one.
        env.json(&["tcp-edge", "create"]);
        let listed = ids(&env, "/edges/tcp", "tcp_edges");
        let expected: String = listed.iter().map(|id| format!("{id}\n")).collect();
        assert_eq!(env.table(&["-o", "id", "tcp-edge", "list"]), expected);
        assert_eq!(env.table(&["-o", "id", "api", "GET", "/edges/tcp"]), expected);
    }
}
