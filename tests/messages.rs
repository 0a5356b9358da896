//! Issue 26 items 16, 17 and 18: what tunnelctl says on stderr: an update that changes nothing
//! says so, `warning:` and `hint:` are coloured like `error:`, and a CEL error keeps its caret
//! diagram on lines of its own at a terminal.

use crate::common::{self, fake_id, transport_tests};
use crate::ergonomics::{create_ca, USER_KEY};
use tunnelctl::cli::exit;

transport_tests! {
    fn an_update_without_a_change_is_refused_and_sends_nothing(env) {
        let edge = common::id(&env.json(&["tcp-edge", "create", "--description", "kept"]));
        let sub = common::id(&env.json(&["event-sub", "create", "--source", "ip_policy_created.v0",
            "--destination-id", &fake_id("ed", 1)]));
        let ca = create_ca(&env, "ca");
        let cert = common::id(&env.json(&["ssh-cert", "create", "--ca-id", &ca, "--public-key", USER_KEY]));
        let host = common::id(&env.json(&["ssh-host-cert", "create", "--ca-id", &ca,
            "--public-key", USER_KEY, "--principal", "db1"]));
        let empty = env.file("empty.json", "{}");
        let before = env.state();
        for (group, id) in [("tcp-edge", &edge), ("event-sub", &sub), ("ssh-ca", &ca),
            ("ssh-cert", &cert), ("ssh-host-cert", &host)]
        {
            for more in [&[][..], &["--from-file", empty.to_str().unwrap()][..]] {
                let mut args = vec![group, "update", id.as_str()];
                args.extend(more);
                let out = env.run(&args);
                let stderr = String::from_utf8_lossy(&out.stderr);
                assert_eq!(out.status.code(), Some(exit::USAGE), "{args:?}: {stderr}");
                assert!(out.stdout.is_empty(), "{args:?}");
                assert!(
                    stderr.contains(&format!("error: {group} update was given nothing to change; nothing was sent"))
                        && stderr.contains(&format!("hint: pass the flags of the fields to change (tunnelctl {group} update --help lists them)")),
                    "{args:?}: {stderr}"
                );
            }
        }
        assert_eq!(env.state(), before, "nothing changed");
        // An update with something to change still goes through.
        let updated = env.json(&["tcp-edge", "update", &edge, "--description", "changed"]);
        assert_eq!(updated["description"], "changed");
    }
}
