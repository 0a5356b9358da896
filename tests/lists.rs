//! Lists for people: the aliases they type (`ls`, `rm`), `-o wide`, `--columns`, and what an
//! empty list says.

use crate::common;
use crate::ergonomics::create_ca;

use common::{edge_ids, Env};

/// `ls` lists and `rm` deletes in every resource group, exactly as `list` and `delete` do.
#[test]
fn ls_and_rm_are_aliases_of_list_and_delete() {
    let env = Env::new();
    let edge = common::id(&env.json(&["tcp-edge", "create", "--description", "e"]));
    let ca = create_ca(&env, "ca");
    let sub = common::id(&env.json(&[
        "event-sub",
        "create",
        "--source",
        "ip_policy_created.v0",
        "--source",
        "ip_policy_deleted.v0",
    ]));
    for group in [
        vec!["tcp-edge"],
        vec!["ssh-ca"],
        vec!["ssh-cert"],
        vec!["ssh-host-cert"],
        vec!["event-sub"],
        vec!["session"],
        vec!["agent", "release"],
    ] {
        let with = |verb: &str| {
            let mut args = group.clone();
            args.push(verb);
            env.table(&args)
        };
        assert_eq!(with("ls"), with("list"), "{group:?}");
    }
    assert_eq!(
        env.table(&["event-sub", "source", "ls", &sub]),
        env.table(&["event-sub", "source", "list", &sub])
    );

    env.table(&["tcp-edge", "rm", &edge, "--yes"]);
    assert!(edge_ids(&env).is_empty());
    env.table(&["ssh-ca", "rm", &ca, "--yes"]);
    assert_eq!(
        env.json(&["ssh-ca", "ls"])["ssh_certificate_authorities"],
        serde_json::json!([])
    );
    env.table(&["event-sub", "source", "rm", &sub, "ip_policy_deleted.v0"]);
    let types = env.json(&["event-sub", "get", &sub])["sources"].clone();
    assert_eq!(types.as_array().map(Vec::len), Some(1), "{types}");
    env.table(&["event-sub", "rm", &sub, "--yes"]);
    assert!(env.json(&["event-sub", "ls"])["event_subscriptions"]
        .as_array()
        .unwrap()
        .is_empty());
}
