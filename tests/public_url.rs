//! Issue 42 item 5: one public URL for the store. Kept in the store (`store set public-url`),
//! it is what every `serve` replica and the one-shot CLI build `uri`s and SAML URLs from, so an
//! IdP and a client see one identity whoever answers; a change reaches running replicas without
//! a restart; a URL that breaks the rules is refused and nothing is stored.

use std::time::Duration;

use serde_json::Value;
use tunnelctl::cli::exit;

use crate::common::{self, fake_id, http, id, spawn_serve, Env};

const PUBLIC: &str = "https://tunnels.example.com";

/// The `uri` of `edge` and the SAML URLs of `(edge, route)` as `url` (a serve) answers them.
fn answered(url: &str, edge: &str, saml: (&str, &str)) -> (Value, Value) {
    let (status, edge) = http(url, "GET", &format!("/edges/tcp/{edge}"), None).unwrap();
    assert_eq!(status, 200, "{edge}");
    let path = format!("/edges/https/{}/routes/{}/saml", saml.0, saml.1);
    let (status, module) = http(url, "GET", &path, None).unwrap();
    assert_eq!(status, 200, "{module}");
    (edge["uri"].clone(), saml_urls(&module))
}

fn saml_urls(module: &Value) -> Value {
    serde_json::json!([
        module["entity_id"],
        module["assertion_consumer_service_url"],
        module["single_logout_url"],
        module["metadata_url"],
    ])
}

#[test]
fn every_replica_and_the_cli_answer_with_the_stores_public_url() {
    let Some(env) = Env::postgres("every_replica_and_the_cli_answer_with_the_stores_public_url")
    else {
        return;
    };
    // Refused, naming the rule; nothing stored (and serve's flag by the same rule).
    for (bad, rule) in [
        (
            "ftp://tunnels.example.com",
            "must start with http:// or https://",
        ),
        ("https://tunnels.example.com/?x=1", "must have no query"),
        ("https://tunnels.example.com/#x", "must have no fragment"),
    ] {
        let refusal = env.refuse(&["store", "set", "public-url", bad]);
        assert_eq!(refusal.exit, exit::FAILURE, "{}", refusal.stderr);
        assert!(refusal.stderr.contains(rule), "{}", refusal.stderr);
        assert_eq!(
            env.json(&["store", "get", "public-url"])["public_url"],
            Value::Null
        );
    }
    let refusal = env.refuse(&["serve", "--public-url", "https://x.example.com/?q"]);
    assert_eq!(refusal.exit, exit::USAGE, "{}", refusal.stderr);
    assert!(
        refusal.stderr.contains("--public-url"),
        "{}",
        refusal.stderr
    );

    let set = env.json(&["store", "set", "public-url", &format!("{PUBLIC}/")]);
    assert_eq!(set["public_url"], PUBLIC);
    assert_eq!(
        env.json(&["store", "get", "public-url"])["public_url"],
        PUBLIC
    );

    let edge = env.json(&["tcp-edge", "create"]);
    assert_eq!(edge["uri"], format!("{PUBLIC}/edges/tcp/{}", id(&edge)));
    let saml = (fake_id("edghts", 1), fake_id("edghtsrt", 2));
    let module = env.put_saml_module(&saml.0, &saml.1);
    let urls = saml_urls(&module);
    let entity = format!("{PUBLIC}/saml/{}", saml.1);
    assert_eq!(
        urls,
        serde_json::json!([
            entity,
            format!("{entity}/acs"),
            format!("{entity}/slo"),
            entity
        ])
    );

    let (_first, first) = spawn_serve(&env, "true");
    let (_second, second) = spawn_serve(&env, "true");
    let saml = (saml.0.as_str(), saml.1.as_str());
    for url in [&first, &second] {
        assert_eq!(
            answered(url, &id(&edge), saml),
            (edge["uri"].clone(), urls.clone())
        );
        let (status, headers, xml) =
            common::http_raw(url, "GET", &format!("/saml/{}", saml.1), "").unwrap();
        assert_eq!(status, 200, "{headers:?}");
        assert!(xml.contains(&format!("entityID=\"{entity}\"")), "{xml}");
    }

    // A change made elsewhere reaches both running replicas within the setting's 2 s.
    let moved = "https://edge.example.org/api";
    env.json(&["store", "set", "public-url", moved]);
    let wanted = format!("{moved}/edges/tcp/{}", id(&edge));
    for url in [&first, &second] {
        assert!(
            common::within(Duration::from_secs(10), || answered(url, &id(&edge), saml)
                .0
                == wanted),
            "{url} still answers {}",
            answered(url, &id(&edge), saml).0
        );
    }
    // Unset: each process names where it answers.
    env.json(&["store", "unset", "public-url"]);
    assert_eq!(
        env.json(&["store", "get", "public-url"])["public_url"],
        Value::Null
    );
    let local = env.json(&["tcp-edge", "get", &id(&edge)]);
    assert_eq!(
        local["uri"],
        format!("{}/edges/tcp/{}", common::LOCAL_BASE_URL, id(&edge))
    );
}

/// A public URL written into the database by hand, past `store set`'s rules (here one with a
/// password in it), is put in no answer: each process answers as if none were set, and `store
/// check` names the setting and the rule.
#[test]
fn a_public_url_written_past_the_rules_is_used_by_no_answer_and_store_check_names_it() {
    let test = "a_public_url_written_past_the_rules_is_used_by_no_answer";
    let Some(env) = Env::postgres(test) else {
        return;
    };
    env.json(&["store", "set", "public-url", PUBLIC]);
    let edge = env.json(&["tcp-edge", "create"]);
    assert_eq!(edge["uri"], format!("{PUBLIC}/edges/tcp/{}", id(&edge)));
    let database = crate::common::postgres::database_name(&env.store());
    let cluster = crate::common::postgres::cluster(test).expect("the cluster of Env::postgres");
    cluster.psql(
        &database,
        "UPDATE tunnelctl.tunnelctl_records SET value = '\"https://ops:hunter2@tunnels.example.com\"' \
         WHERE tree = 'meta' AND key = 'public_url'",
    );
    let read = env.json(&["tcp-edge", "get", &id(&edge)]);
    assert_eq!(
        read["uri"],
        format!("{}/edges/tcp/{}", common::LOCAL_BASE_URL, id(&edge))
    );
    let (_serve, url) = spawn_serve(&env, "true");
    let (status, served) = http(&url, "GET", &format!("/edges/tcp/{}", id(&edge)), None).unwrap();
    assert_eq!(status, 200, "{served}");
    assert!(!served.to_string().contains("hunter2"), "{served}");
    assert_eq!(served["uri"], format!("{url}/edges/tcp/{}", id(&edge)));

    let out = env.run(&["-o", "json", "store", "check"]);
    assert_eq!(out.status.code(), Some(exit::FAILURE), "{out:?}");
    let report: Value = serde_json::from_slice(&out.stdout).expect("the report on stdout");
    assert_eq!(report["consistent"], false, "{report}");
    assert!(
        !report.to_string().contains("hunter2"),
        "the password is not shown: {report}"
    );
    let problems = report["problems"].as_array().unwrap();
    assert!(
        problems.iter().any(|p| p["tree"] == "meta"
            && p["key"] == "public_url"
            && p["problem"]
                .as_str()
                .unwrap()
                .contains("no user name or password")),
        "{report}"
    );
    // `store set` puts it right, and `store check` passes again.
    env.json(&["store", "set", "public-url", PUBLIC]);
    assert_eq!(env.json(&["store", "check"])["consistent"], true);
}
