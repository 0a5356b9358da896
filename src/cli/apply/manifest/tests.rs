//! The manifest reader's tests: documents read back as what exists (property tests of the
//! round trip with `existing`), and how YAML streams are cut.

use super::*;
use crate::cli::apply::existing::{document, manifest_form, module_document, Existing};
use crate::kind::{
    EVENT_SUBSCRIPTION, ROUTE_COMPRESSION, ROUTE_SAML, SSH_CA, TCP_EDGE, TLS_TERMINATION,
};
use proptest::prelude::*;
use serde_json::json;

fn origin() -> Origin {
    Origin {
        file: "generated.yaml".into(),
        document: 1,
        line: None,
    }
}

/// An ID of `prefix`, as the API answers a reference to it.
fn reference(prefix: &'static str) -> impl Strategy<Value = Value> {
    "[a-zA-Z0-9]{8}".prop_map(move |tail| json!({"id": format!("{prefix}_{tail}"), "uri": "u"}))
}

/// A resource of every kind with IDs a manifest declares, as the API answers it.
fn answer() -> impl Strategy<Value = (&'static Kind, Value)> {
    let text = "[a-z ]{0,12}";
    let edge = (
        text,
        proptest::collection::vec("[a-z]{1,8}\\.example\\.com:[1-9][0-9]{0,3}", 0..3),
        proptest::option::of((any::<bool>(), reference("bkdtg"))),
        proptest::option::of((
            any::<bool>(),
            proptest::collection::vec(reference("ipp"), 0..3),
        )),
        proptest::option::of(any::<bool>()),
    )
        .prop_map(|(description, hostports, backend, ip, policy)| {
            let mut wire = json!({"id": "edgtcp_1", "uri": "u", "created_at": "t",
                "description": description, "hostports": hostports});
            if let Some((enabled, backend)) = backend {
                wire["backend"] = json!({"enabled": enabled, "backend": backend});
            }
            if let Some((enabled, policies)) = ip {
                wire["ip_restriction"] = json!({"enabled": enabled, "ip_policies": policies});
            }
            if let Some(enabled) = policy {
                wire["policy"] = json!({"enabled": enabled, "inbound": [], "outbound": []});
            }
            (&TCP_EDGE, wire)
        });
    let subscription = (
        text,
        proptest::collection::vec("[a-z_]{1,12}\\.v0", 0..3),
        proptest::collection::vec(reference("ed"), 0..3),
    )
        .prop_map(|(description, sources, destinations)| {
            let sources: Vec<Value> = sources
                .iter()
                .map(|t| json!({"type": t, "uri": "u"}))
                .collect();
            let wire = json!({"id": "esb_1", "uri": "u", "description": description,
                "sources": sources, "destinations": destinations});
            (&EVENT_SUBSCRIPTION, wire)
        });
    let ca = (
        text,
        prop_oneof![Just("ed25519"), Just("ecdsa"), Just("rsa")],
    )
        .prop_map(|(description, key_type)| {
            let wire = json!({"id": "sshca_1", "uri": "u", "description": description,
                "key_type": key_type});
            (&SSH_CA, wire)
        });
    prop_oneof![edge, subscription, ca]
}

/// Metadata as it is stored: made by hand (a JSON object, empty, or any text: `owner=bob`, `[1]`,
/// a space) or by apply (the marker).
fn stored_metadata() -> impl Strategy<Value = String> {
    let user = proptest::collection::btree_map("[a-z]{1,6}", "[a-z]{0,6}", 0..3);
    let by_apply_or_json =
        (user, proptest::option::of("[a-z][a-z-]{0,8}")).prop_map(|(user, name)| {
            let user: Map<String, Value> = user.into_iter().map(|(k, v)| (k, json!(v))).collect();
            match name {
                Some(name) => identity::metadata(&name, None, &user),
                None if user.is_empty() => String::new(),
                None => Value::Object(user).to_string(),
            }
        });
    prop_oneof![by_apply_or_json, "[ -~]{1,16}"]
}

/// A module of each kind apply takes, as its path answers it.
fn module() -> impl Strategy<Value = (&'static Kind, Value)> {
    let tls = (
        any::<bool>(),
        prop_oneof![Just("edge"), Just("upstream")],
        prop_oneof![Just("1.2"), Just("1.3")],
    )
        .prop_map(|(enabled, at, min)| {
            let wire = json!({"enabled": enabled, "terminate_at": at, "min_version": min});
            (&TLS_TERMINATION, wire)
        });
    let compression =
        any::<bool>().prop_map(|enabled| (&ROUTE_COMPRESSION, json!({"enabled": enabled})));
    let saml = (any::<bool>(), proptest::collection::vec("[a-z]{1,6}", 0..3)).prop_map(
        |(force_authn, groups)| {
            let wire = json!({"enabled": true, "force_authn": force_authn,
                "authorized_groups": groups, "idp_metadata": "<md/>",
                "entity_id": "e", "metadata_url": "m"});
            (&ROUTE_SAML, wire)
        },
    );
    prop_oneof![tls, compression, saml]
}

proptest! {
    /// The document `manifest --all` and `get -o manifest` print of any resource, whoever made
    /// it, reads back as exactly what exists: its fields (module IDs included), its user
    /// metadata, and for one made by hand its `id:`.
    #[test]
    fn a_resources_document_reads_back_as_what_exists(
        (kind, mut wire) in answer(),
        metadata in stored_metadata(),
    ) {
        wire["metadata"] = json!(metadata);
        let (name, user) = identity::read(&metadata);
        let fields = manifest_form(kind, &wire);
        let existing = Existing {
            id: wire["id"].as_str().unwrap_or_default().to_string(),
            name: name.clone(),
            set: None,
            fields: fields.clone(),
            metadata: user.clone(),
            wire: wire.clone(),
        };
        let doc = document(kind, existing, true).unwrap_or_default();
        let declared = declare(origin(), doc).map_err(|e| TestCaseError::fail(e.message))?;
        prop_assert_eq!(declared.kind, kind);
        prop_assert_eq!(&declared.fields, &fields);
        let expected = match user {
            None => Some(Metadata::Text(metadata.clone())),
            Some(user) => (!user.is_empty()).then_some(Metadata::Keys(user)),
        };
        prop_assert_eq!(declared.metadata, expected);
        match name {
            Some(name) => prop_assert_eq!((declared.name, declared.id), (name, None)),
            None => prop_assert_eq!(declared.id.as_deref(), wire["id"].as_str()),
        }
    }

    /// A module's `get -o manifest` document reads back as the module: its keys and fields.
    #[test]
    fn a_modules_document_reads_back_as_the_module((kind, wire) in module()) {
        let keys = ["edghts_1", "edghtsrt_2"];
        let keys = &keys[..kind.keys().count()];
        let declared = declare(origin(), module_document(kind, keys, &wire))
            .map_err(|e| TestCaseError::fail(e.message))?;
        prop_assert_eq!(declared.kind, kind);
        prop_assert_eq!(&declared.keys, &keys.to_vec());
        prop_assert_eq!(&declared.fields, &manifest_form(kind, &wire));
    }
}

#[test]
fn yaml_documents_keep_the_line_they_start_on() {
    let text = "kind: a\n---\n# c\nkind: b\n--- \nkind: c\n";
    let docs = yaml_documents(text);
    assert_eq!(docs.len(), 3);
    assert_eq!(first_line(&docs[1].1, docs[1].0), 4);
    assert_eq!(first_line(&docs[2].1, docs[2].0), 6);
}
