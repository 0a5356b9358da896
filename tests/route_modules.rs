//! HTTPS route modules through the binary: SAML (with its X.509 certificate and SP metadata) and
//! compression.

use crate::common;
use tunnelctl::api::Method;
use tunnelctl::cli::exit;

use std::process::Command as StdCommand;

use common::{fake_id, Env};
use serde_json::{json, Value};

const IDP_METADATA: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
"#;

const PERSISTENT: &str = "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent";
const EMAIL: &str = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

struct Route {
    edge: String,
    route: String,
}

impl Route {
    fn new(n: u8) -> Self {
        Route {
            edge: fake_id("edghts", 0),
            route: fake_id("edghtsrt", n),
        }
    }

    fn args<'a>(&'a self, cmd: &[&'a str]) -> Vec<&'a str> {
        let mut args = cmd.to_vec();
        args.extend([self.edge.as_str(), self.route.as_str()]);
        args
    }

    fn path(&self, module: &str) -> String {
        format!("/edges/https/{}/routes/{}/{module}", self.edge, self.route)
    }
}

fn with(args: Vec<&str>, more: &[&str]) -> Vec<String> {
    args.iter().chain(more).map(|a| a.to_string()).collect()
}

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// Puts a SAML module with the IdP metadata fixture and the extra flags; returns the response.
fn put_saml(env: &Env, route: &Route, more: &[&str]) -> Value {
    let idp = env.file("idp.xml", IDP_METADATA);
    let idp = idp.to_str().expect("UTF-8 path");
    let args = with(
        route.args(&["route", "saml", "replace"]),
        &[&["--idp-metadata-file", idp][..], more].concat(),
    );
    env.json(&strs(&args))
}

fn certificate(module: &Value) -> String {
    module["request_signing_certificate_pem"]
        .as_str()
        .expect("certificate is a string")
        .to_string()
}

/// Replaces the certificate block in table output: it is random, and its line count is not fixed.
fn redact_certificate(text: &str) -> String {
    let begin = "-----BEGIN CERTIFICATE-----";
    let end = "-----END CERTIFICATE-----";
    match (text.find(begin), text.find(end)) {
        (Some(b), Some(e)) => format!("{}[certificate]{}", &text[..b], &text[e + end.len()..]),
        _ => text.to_string(),
    }
}

/// `openssl x509 -noout -text` of a PEM certificate, plus a check of its self-signature; `None`
/// (with a notice) when openssl is missing, which fails under CI=true.
fn openssl_inspect(env: &Env, pem: &str) -> Option<String> {
    if StdCommand::new("openssl").arg("version").output().is_err() {
        common::skip(
            "route_modules: the SAML certificate inspected by openssl",
            "openssl is not installed (apt-get install openssl)",
        );
        return None;
    }
    let file = env.file("cert.pem", pem);
    let text = StdCommand::new("openssl")
        .args(["x509", "-noout", "-text", "-in"])
        .arg(&file)
        .output()
        .expect("run openssl x509");
    assert!(
        text.status.success(),
        "openssl cannot parse the certificate: {}",
        String::from_utf8_lossy(&text.stderr)
    );
    // The certificate verifies against itself alone: it is self-signed. Its dates follow the fixed
    // test clock, so time is not checked.
    let verify = StdCommand::new("openssl")
        .args(["verify", "-no_check_time", "-check_ss_sig", "-CAfile"])
        .arg(&file)
        .arg(&file)
        .output()
        .expect("run openssl verify");
    assert!(
        verify.status.success(),
        "the certificate does not verify as self-signed: {}{}",
        String::from_utf8_lossy(&verify.stdout),
        String::from_utf8_lossy(&verify.stderr)
    );
    Some(String::from_utf8(text.stdout).expect("UTF-8"))
}

fn line_value<'a>(text: &'a str, label: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.trim().strip_prefix(label))
        .unwrap_or_else(|| panic!("no {label} line in\n{text}"))
        .trim()
}

common::transport_tests! {
fn saml_replace_get_and_delete(env) {
    let route = Route::new(1);
    let module = put_saml(
        &env,
        &route,
        &[
            "--enabled",
            "false",
            "--options-passthrough",
            "true",
            "--cookie-prefix",
            "tnl-",
            "--inactivity-timeout",
            "4294967295s",
            "--maximum-duration",
            "86400s",
            "--force-authn",
            "true",
            "--allow-idp-initiated",
            "true",
            "--authorized-group",
            "ops",
            "--authorized-group",
            "dev",
            "--nameid-format",
            EMAIL,
        ],
    );
    let entity_id = format!("{}/saml/{}", env.base_url(), route.route);
    let cert = certificate(&module);
    assert!(cert.starts_with("-----BEGIN CERTIFICATE-----\n"), "{cert}");
    assert_eq!(
        module,
        json!({
            "enabled": false,
            "options_passthrough": true,
            "cookie_prefix": "tnl-",
            "inactivity_timeout": 4294967295u32,
            "maximum_duration": 86400,
            "idp_metadata": IDP_METADATA,
            "force_authn": true,
            "allow_idp_initiated": true,
            "authorized_groups": ["ops", "dev"],
            "nameid_format": EMAIL,
            "entity_id": entity_id,
            "assertion_consumer_service_url": format!("{entity_id}/acs"),
            "single_logout_url": format!("{entity_id}/slo"),
            "request_signing_certificate_pem": cert,
            "metadata_url": entity_id,
            "idp_metadata_url": "",
        })
    );
    assert!(
        !module.to_string().contains("PRIVATE KEY"),
        "the signing key leaked"
    );

    assert_eq!(env.json(&route.args(&["route", "saml", "get"])), module);
    assert_eq!(env.yaml(&route.args(&["route", "saml", "get"])), module);

    let out = env.run(&route.args(&["route", "saml", "delete"]));
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("deleted the SAML module of route {}\n", route.route)
    );
    assert_eq!(env.module(&route.path("saml")), None);
}

fn saml_replace_in_yaml_and_from_a_file(env) {
    let route = Route::new(1);
    let body = env.file(
        "saml.yaml",
        &format!(
            "idp_metadata: {}\nauthorized_groups: [ops]\nforce_authn: true\n",
            serde_json::to_string(IDP_METADATA).unwrap()
        ),
    );
    // A flag overrides the same field of the file.
    let args = with(
        route.args(&["route", "saml", "replace"]),
        &[
            "--from-file",
            body.to_str().unwrap(),
            "--authorized-group",
            "admins",
        ],
    );
    let module = env.yaml(&strs(&args));
    assert_eq!(module["idp_metadata"], IDP_METADATA);
    assert_eq!(module["authorized_groups"], json!(["admins"]));
    assert_eq!(module["force_authn"], true);
    assert_eq!(module["enabled"], true);
    assert_eq!(env.module(&route.path("saml")), Some(module));
}

fn saml_replace_reads_the_idp_metadata_from_stdin(env) {
    let route = Route::new(1);
    let out = env
        .cmd()
        .args(["-o", "json"])
        .args(route.args(&["route", "saml", "replace", "--idp-metadata-file", "-"]))
        .write_stdin(IDP_METADATA)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let module: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(module["idp_metadata"], IDP_METADATA);
}

fn saml_put_replaces_the_whole_module(env) {
    let route = Route::new(1);
    put_saml(
        &env,
        &route,
        &[
            "--enabled",
            "false",
            "--cookie-prefix",
            "x-",
            "--inactivity-timeout",
            "60s",
            "--authorized-group",
            "ops",
            "--nameid-format",
            EMAIL,
            "--force-authn",
            "true",
        ],
    );
    let module = put_saml(&env, &route, &[]);
    for (field, default) in [
        ("enabled", json!(true)),
        ("options_passthrough", json!(false)),
        ("cookie_prefix", json!("")),
        ("inactivity_timeout", json!(0)),
        ("maximum_duration", json!(0)),
        ("force_authn", json!(false)),
        ("allow_idp_initiated", json!(false)),
        ("authorized_groups", json!([])),
        ("nameid_format", json!(PERSISTENT)),
    ] {
        assert_eq!(module[field], default, "{field} kept its old value");
    }
}

fn signing_certificate_is_self_signed_stable_across_puts_and_new_after_delete(env) {
    let route = Route::new(1);
    let first = certificate(&put_saml(&env, &route, &[]));
    let second = certificate(&put_saml(&env, &route, &["--enabled", "false"]));
    assert_eq!(second, first, "a later PUT changed the certificate");
    assert_eq!(
        certificate(&env.json(&route.args(&["route", "saml", "get"]))),
        first
    );

    // Another route of the same edge has a key pair of its own.
    let other = certificate(&put_saml(&env, &Route::new(2), &[]));
    assert_ne!(other, first);

    assert!(env
        .run(&route.args(&["route", "saml", "delete"]))
        .status
        .success());
    let renewed = certificate(&put_saml(&env, &route, &[]));
    assert_ne!(renewed, first, "DELETE + PUT kept the old certificate");

    for pem in [&first, &renewed] {
        let Some(text) = openssl_inspect(&env, pem) else {
            return;
        };
        assert_eq!(
            line_value(&text, "Issuer:"),
            line_value(&text, "Subject:"),
            "not self-issued:\n{text}"
        );
        assert!(
            line_value(&text, "Subject:").ends_with(&format!("CN = {}", route.route)),
            "{text}"
        );
        assert_eq!(
            line_value(&text, "Signature Algorithm:"),
            "sha256WithRSAEncryption"
        );
        assert_eq!(line_value(&text, "Public-Key:"), "(2048 bit)");
        assert_eq!(
            line_value(&text, "Not Before:"),
            "Nov 22 10:00:00 2026 GMT",
            "the certificate starts at the (fixed) current time"
        );
    }
    let serial = |pem: &str| {
        let text = openssl_inspect(&env, pem).expect("openssl was found above");
        let at = text.find("Serial Number:").expect("serial");
        text[at..].lines().nth(1).unwrap_or("").trim().to_string()
    };
    assert_ne!(serial(&first), serial(&renewed));
}

fn sp_metadata_is_well_formed_xml_with_the_acs_url_and_the_certificate(env) {
    let route = Route::new(1);
    let module = put_saml(&env, &route, &["--nameid-format", EMAIL]);
    // -o json does not change it: the metadata is XML whatever the output format.
    let xml = env.table(&strs(&with(
        route.args(&["route", "saml", "get"]),
        &["--sp-metadata"],
    )));
    let out = env
        .cmd()
        .args(["-o", "json"])
        .args(route.args(&["route", "saml", "get", "--sp-metadata"]))
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), xml);

    let doc = roxmltree::Document::parse(&xml).expect("SP metadata is well-formed XML");
    let md = "urn:oasis:names:tc:SAML:2.0:metadata";
    let root = doc.root_element();
    assert!(root.has_tag_name((md, "EntityDescriptor")), "{xml}");
    assert_eq!(root.attribute("entityID"), module["entity_id"].as_str());
    let element = |name: &str| {
        doc.descendants()
            .find(|n| n.tag_name().name() == name)
            .unwrap_or_else(|| panic!("no {name} in\n{xml}"))
    };
    let sp = element("SPSSODescriptor");
    assert_eq!(sp.tag_name().namespace(), Some(md));
    assert_eq!(sp.parent_element(), Some(root));
    assert_eq!(
        element("AssertionConsumerService").attribute("Location"),
        module["assertion_consumer_service_url"].as_str()
    );
    assert_eq!(
        element("SingleLogoutService").attribute("Location"),
        module["single_logout_url"].as_str()
    );
    assert_eq!(element("KeyDescriptor").attribute("use"), Some("signing"));
    assert_eq!(element("NameIDFormat").text(), Some(EMAIL));
    let cert_body: String = certificate(&module)
        .lines()
        .filter(|l| !l.starts_with("-----"))
        .collect();
    assert_eq!(
        element("X509Certificate").text(),
        Some(cert_body.as_str()),
        "the SP metadata carries another certificate than the module"
    );
}

fn sp_metadata_of_an_unset_module_is_not_found(env) {
    if !env.is_remote() {
        env.create_store();
    }
    let route = Route::new(1);
    let refusal = env.refuse(&route.args(&["route", "saml", "get", "--sp-metadata"]));
    assert_eq!(refusal.exit, exit::NOT_FOUND);
    assert_eq!(refusal.msg(), format!("the saml module of HTTPS edge route {} is not set", route.route));
}

fn saml_table(env) {
    let route = Route::new(1);
    let idp = env.file("idp.xml", IDP_METADATA);
    let args = with(
        route.args(&["route", "saml", "replace"]),
        &[
            "--idp-metadata-file",
            idp.to_str().unwrap(),
            "--authorized-group",
            "ops",
        ],
    );
    let replaced = env.table(&strs(&args));
    let table = env.table(&route.args(&["route", "saml", "get"]));
    assert_eq!(replaced, table);
    insta::assert_snapshot!("saml_get_table", &env.snapshot_text(&redact_certificate(&table)));
}

fn saml_refusals_change_nothing(env) {
    let route = Route::new(1);
    let unset = Route::new(2);
    put_saml(&env, &route, &["--authorized-group", "ops"]);
    let paths = [route.path("saml"), unset.path("saml")];
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();

    let bad_xml = env.file(
        "bad.xml",
        "<md:EntityDescriptor xmlns:md=\"urn:oasis:names:tc:SAML:2.0:metadata\">",
    );
    let not_saml = env.file(
        "entities.xml",
        r#"<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"><EntityDescriptor entityID="x"/></EntitiesDescriptor>"#,
    );
    let html = env.file("page.html", "<html><body>login</body></html>");
    let idp = env.file("idp.xml", IDP_METADATA);
    let idp = idp.to_str().unwrap();
    let cases: Vec<(Vec<String>, &str, &str)> = vec![
        (
            vec!["--idp-metadata-file".into(), bad_xml.to_str().unwrap().into()],
            "ERR_NGROK_215",
            "idp_metadata is not well-formed XML",
        ),
        (
            vec!["--idp-metadata-file".into(), not_saml.to_str().unwrap().into()],
            "ERR_NGROK_215",
            "idp_metadata must be SAML metadata whose root element is an EntityDescriptor",
        ),
        (
            vec!["--idp-metadata-file".into(), html.to_str().unwrap().into()],
            "ERR_NGROK_215",
            "idp_metadata must be SAML metadata whose root element is an EntityDescriptor",
        ),
        (
            vec!["--enabled".into(), "false".into()],
            "ERR_NGROK_215",
            "idp_metadata is required",
        ),
        (
            vec![
                "--idp-metadata-file".into(),
                idp.into(),
                "--nameid-format".into(),
                "urn:oasis:names:tc:SAML:1.1:nameid-format:X509SubjectName".into(),
            ],
            "ERR_NGROK_215",
            "nameid_format \"urn:oasis:names:tc:SAML:1.1:nameid-format:X509SubjectName\" is not supported",
        ),
        (
            vec![
                "--idp-metadata-file".into(),
                idp.into(),
                "--inactivity-timeout".into(),
                "4294967296s".into(),
            ],
            "ERR_NGROK_215",
            "inactivity_timeout: invalid value: integer `4294967296`, expected u32",
        ),
        (
            vec![
                "--idp-metadata-file".into(),
                idp.into(),
                "--maximum-duration".into(),
                "99999999999s".into(),
            ],
            "ERR_NGROK_215",
            "maximum_duration: invalid value",
        ),
        (
            vec![
                "--idp-metadata-file".into(),
                idp.into(),
                "--cookie-prefix".into(),
                "a;b".into(),
            ],
            "ERR_NGROK_215",
            "cookie_prefix may hold only the characters of a cookie name",
        ),
    ];
    for target in [&route, &unset] {
        for (flags, code, msg) in &cases {
            let args = with(target.args(&["route", "saml", "replace"]), &strs(flags));
            let refusal = env.assert_refused_keeping(&strs(&args), exit::FAILURE, code, &paths);
            assert!(
                refusal.msg().starts_with(msg),
                "{flags:?}: {}",
                refusal.msg()
            );
        }
    }

    // Response-only fields are not part of the request (`--from-file` leaves them out, as it
    // leaves out every read-only field of a `get` answer: tests/apply.rs).
    let body = json!({"idp_metadata": IDP_METADATA, "entity_id": "https://x"});
    let path = route.path("saml");
    let refusal =
        env.assert_api_refused((Method::Put, &path, Some(body)), 400, "ERR_NGROK_214", &paths);
    let msg = refusal["msg"].as_str().unwrap();
    assert!(msg.starts_with("unknown field `entity_id`"), "{msg}");
    let body = env.file(
        "negative.json",
        &json!({"idp_metadata": IDP_METADATA, "maximum_duration": -1}).to_string(),
    );
    let args = with(
        route.args(&["route", "saml", "replace"]),
        &["--from-file", body.to_str().unwrap()],
    );
    let refusal = env.assert_refused_keeping(&strs(&args), exit::FAILURE, "ERR_NGROK_215", &paths);
    assert!(
        refusal.msg().starts_with("maximum_duration: invalid value"),
        "{}",
        refusal.msg()
    );
}

fn wrong_id_prefixes_in_paths_are_refused(env) {
    let route = Route::new(1);
    put_saml(&env, &route, &[]);
    env.json(&route.args(&["route", "compression", "replace"]));
    let paths = [route.path("saml"), route.path("compression")];
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
    let idp = env.file("idp.xml", IDP_METADATA);
    let idp = idp.to_str().unwrap();
    let tcp = fake_id("edgtcp", 0);
    let bad_pairs = [
        // An edge ID where the route ID belongs, and the other way round.
        (
            route.edge.as_str(),
            route.edge.as_str(),
            "id: expected an ID with a prefix of edghtsrt_",
        ),
        (
            route.route.as_str(),
            route.route.as_str(),
            "edge_id: expected an ID with a prefix of edghts_",
        ),
        (
            tcp.as_str(),
            route.route.as_str(),
            "edge_id: expected an ID with a prefix of edghts_",
        ),
        (
            route.edge.as_str(),
            "edghtsrt_short",
            "id: expected an ID with a prefix of edghtsrt_",
        ),
    ];
    for (edge, id, msg) in bad_pairs {
        for module in ["saml", "compression"] {
            let path = format!("/edges/https/{edge}/routes/{id}/{module}");
            for method in [Method::Get, Method::Put, Method::Delete] {
                let body = (method == Method::Put).then(|| json!({}));
                let error = env.assert_api_refused((method, &path, body), 400, "ERR_NGROK_227", &paths);
                let text = error["msg"].as_str().unwrap_or("");
                assert!(text.starts_with(msg), "{method:?} {path}: {text}");
            }
        }
    }
    // The command line sends the same paths: one case through the binary.
    let (edge, id, msg) = bad_pairs[0];
    let refusal = env.assert_refused_keeping(
        &["route", "saml", "replace", edge, id, "--idp-metadata-file", idp],
        exit::FAILURE,
        "ERR_NGROK_227",
        &paths,
    );
    assert!(refusal.msg().starts_with(msg), "{}", refusal.msg());
}

fn get_and_delete_of_unset_modules_are_not_found(env) {
    let route = Route::new(1);
    // The compression module is set, the SAML module is not: each is its own resource.
    env.json(&route.args(&["route", "compression", "replace"]));
    let paths = [route.path("saml"), route.path("compression")];
    let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
    for verb in ["get", "delete"] {
        let refusal =
            env.assert_refused_keeping(&route.args(&["route", "saml", verb]), exit::NOT_FOUND, "", &paths);
        assert_eq!(refusal.msg(), format!("the saml module of HTTPS edge route {} is not set", route.route));
        assert_eq!(refusal.body["status_code"], 404);
    }
    env.run(&route.args(&["route", "compression", "delete"]));
    for verb in ["get", "delete"] {
        let refusal =
            env.assert_refused_keeping(&route.args(&["route", "compression", verb]), exit::NOT_FOUND, "", &paths);
        assert_eq!(refusal.msg(), format!("the compression module of HTTPS edge route {} is not set", route.route));
    }
}

fn modules_answer_405_to_other_methods(env) {
    let route = Route::new(1);
    for (method, module) in [("POST", "saml"), ("PATCH", "compression")] {
        // `api` prints the error body on stdout: it is the data asked for.
        let out = env.run(&["-o", "json", "api", method, &route.path(module)]);
        assert_eq!(out.status.code(), Some(exit::FAILURE));
        let body: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(body["status_code"], 405);
        assert_eq!(
            body["msg"],
            format!("{method} is not allowed here; allowed: GET, PUT, DELETE")
        );
    }
}

fn compression_replace_get_and_delete(env) {
    let route = Route::new(1);
    let on = env.json(&route.args(&["route", "compression", "replace"]));
    assert_eq!(on, json!({"enabled": true}));
    let off = env.json(&strs(&with(
        route.args(&["route", "compression", "replace"]),
        &["--enabled", "false"],
    )));
    assert_eq!(off, json!({"enabled": false}));
    assert_eq!(env.json(&route.args(&["route", "compression", "get"])), off);
    assert_eq!(env.yaml(&route.args(&["route", "compression", "get"])), off);

    // PUT replaces the whole module: left out, enabled is true again.
    let body = env.file("c.json", "{}");
    let args = with(
        route.args(&["route", "compression", "replace"]),
        &["--from-file", body.to_str().unwrap()],
    );
    assert_eq!(env.yaml(&strs(&args)), json!({"enabled": true}));

    let replaced = env.table(&route.args(&["route", "compression", "replace"]));
    let table = env.table(&route.args(&["route", "compression", "get"]));
    assert_eq!(replaced, table);
    insta::assert_snapshot!("compression_get_table", &env.snapshot_text(&table));

    let out = env.run(&route.args(&["route", "compression", "delete"]));
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("deleted the compression module of route {}\n", route.route)
    );
    assert_eq!(env.module(&route.path("compression")), None);
}

fn compression_refusals_change_nothing(env) {
    let route = Route::new(1);
    env.json(&route.args(&["route", "compression", "replace"]));
    let path = route.path("compression");
    for (body, code, msg) in [
        (
            r#"{"enabled": "yes"}"#,
            "ERR_NGROK_215",
            "enabled: invalid type",
        ),
        (r#"{"level": 9}"#, "ERR_NGROK_214", "unknown field `level`"),
    ] {
        let file = env.file("c.json", body);
        let args = with(
            route.args(&["route", "compression", "replace"]),
            &["--from-file", file.to_str().unwrap()],
        );
        let refusal = env.assert_refused_keeping(&strs(&args), exit::FAILURE, code, &[&path]);
        assert!(refusal.msg().starts_with(msg), "{}", refusal.msg());
    }
}
}

/// With the clock near the end of the calendar, adding the signing certificate's ten years
/// overflowed and panicked (exit 101). It now ends at RFC 5280's last date.
#[test]
fn a_clock_near_the_end_of_time_does_not_panic() {
    let mut env = Env::new();
    env.set_now("9999-06-01T00:00:00Z");
    let idp = env.file("idp.xml", IDP_METADATA);
    let module = env.json(&[
        "route",
        "saml",
        "replace",
        &fake_id("edghts", 1),
        &fake_id("edghtsrt", 1),
        "--idp-metadata-file",
        idp.to_str().unwrap(),
    ]);
    let pem = module["request_signing_certificate_pem"].as_str().unwrap();
    assert!(pem.starts_with("-----BEGIN CERTIFICATE-----"), "{pem}");
}
