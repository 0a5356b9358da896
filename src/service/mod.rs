//! The API logic: validation, defaults, IDs, module rules. Knows nothing of HTTP, clap or terminals;
//! takes parsed request types and returns wire bodies (`serde_json::Value`).

pub mod api_key;
pub mod audit;
pub mod cel;
pub mod cidr;
pub mod emulator;
pub mod event_sub;
pub mod krl;
pub mod public_url;
pub mod repair;
pub mod resource;
pub mod route;
pub mod saml;
pub mod seal;
pub mod session;
pub mod ssh_ca;
pub mod ssh_ca_policy;
mod ssh_ca_policy_values;
pub mod ssh_cert;
pub mod ssh_cert_record;
pub mod ssh_krl;
pub mod ssh_revocation;
pub mod ssh_sign;
pub mod store_key;
pub mod tcp_edge;
pub mod tls_termination;
pub mod version;

use serde::{Deserialize, Deserializer};
use serde_json::{json, Value};

use crate::api::actor::Actor;
use crate::api::ApiError;
use crate::clock::Clock;
use crate::kind::{self, Kind};
use crate::store::{
    CheckReport, Export, Failure, ImportError, ImportOptions, ImportSummary, Location, Scope,
    Store, StoreError, StoreOptions, Tree, Tx, TxResult, WriteError,
};

/// A storage failure as the API reports it: 507 for a full disk, else a storage error with its
/// cause (not "a bug": a disk can fail, a file can be damaged).
impl From<Failure> for ApiError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::Full => ApiError::storage_full(),
            Failure::Unavailable(why) => ApiError::storage_unavailable(why),
            other => ApiError::storage(other),
        }
    }
}

/// A write that did not happen: the service's own refusal as it was, a taken unique value as its
/// kind's conflict (`From<Taken>`), a storage failure as above.
impl From<WriteError> for ApiError {
    fn from(e: WriteError) -> Self {
        match e {
            WriteError::Refused(refusal) => refusal,
            WriteError::Taken(taken) => taken.into(),
            WriteError::Failed(failure) => failure.into(),
        }
    }
}

pub struct Service {
    store: Store,
    pub clock: Clock,
    /// The public URL that `uri` fields and SAML URLs are built from (see [`public_url`]).
    public_url: public_url::PublicUrl,
    /// Passphrases of encrypted SSH CAs, given at start or by the local CLI; memory only. Shared
    /// with what a write does once committed (`Tx::after_commit`).
    ca_passphrases: std::sync::Arc<ssh_ca::CaPassphrases>,
    /// What `serve` last read of the stored API keys; shared as `ca_passphrases` is.
    api_key_cache: std::sync::Arc<api_key::DigestCache>,
    /// The parts of KRLs built, each kept while its CA's KRL generation in the store is the same.
    krl_cache: krl::KrlCache,
    // No store key (`--store-key-file`): each call that seals or opens a private key is given the
    // caller's, so a process holding the store for others never uses one a request did not bring.
}

impl Service {
    /// `base_url` is what `uri`s are built from while the store has no public URL (see
    /// [`public_url`]) and the process was given none.
    pub fn new(store: Store, clock: Clock, base_url: impl Into<String>) -> Self {
        Service {
            store,
            clock,
            public_url: public_url::PublicUrl::new(
                base_url.into().trim_end_matches('/').to_string(),
            ),
            ca_passphrases: Default::default(),
            api_key_cache: Default::default(),
            krl_cache: Default::default(),
        }
    }

    /// Opens the store at `options.path` and the service over it.
    pub fn open(
        options: &StoreOptions,
        clock: Clock,
        base_url: impl Into<String>,
    ) -> Result<Self, StoreError> {
        Ok(Service::new(Store::open(options)?, clock, base_url))
    }

    /// The service for one request (or one command's requests) of `actor`: every read and write
    /// of it is made in `scope`, which says what a write does (see [`Scope`]).
    pub fn in_scope<'a>(&'a self, scope: &'a Scope, actor: &'a Actor) -> InScope<'a> {
        self.read_public_url_once(scope);
        InScope {
            service: self,
            scope,
            actor,
            origin: Origin::default(),
        }
    }

    /// Whether the store answers a read (a lookup of a key that is never written) and takes a
    /// write (of that key, in a dry run: rolled back, nothing stays): what `serve`'s `/healthz`
    /// reports to load balancers. A database that answers reads but refuses writes (turned
    /// read-only, a standby, this role's rights taken away) fails the second.
    pub fn store_takes_writes(&self) -> Result<(), ApiError> {
        self.store
            .get::<serde::de::IgnoredAny>(&Scope::plain(), Tree::Meta, "healthz")
            .map(drop)?;
        Ok(self.store.takes_writes()?)
    }

    /// Runs `f`, the requests of one `apply` made in the scope it is given, as one unit: all of
    /// their writes stay or none does (see [`Store::all_or_nothing`]).
    pub fn all_or_nothing<T, E>(
        &self,
        f: impl FnOnce(&Scope) -> Result<T, E>,
    ) -> Result<Result<T, E>, ApiError> {
        Ok(self.store.all_or_nothing(f)?)
    }

    /// Where the store is, for messages.
    pub fn store_location(&self) -> &Location {
        self.store.location()
    }

    /// The store, for what opening it changed (`Store::made_private`, `Store::cleared`).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Records that a server holds the store (see `Store::announce_server`).
    pub fn announce_server(&self, url: &str) -> std::io::Result<()> {
        self.store.announce_server(url)
    }

    /// Records that the background process of `--keep-open` holds the store (see
    /// `Store::announce_keep_open`).
    pub fn announce_keep_open(&self) -> std::io::Result<()> {
        self.store.announce_keep_open()
    }

    /// `tunnelctl store check`: every record reads as its type and every index matches; sealed
    /// private keys are checked where `store_key` opens them.
    pub fn check_store(&self, store_key: Option<&seal::StoreKey>) -> Result<CheckReport, ApiError> {
        // Findings come from the same reading of each record as its check.
        let findings = std::cell::RefCell::new(Vec::new());
        let mut report = self.store.check(&|tree, key, record| {
            if let Some(finding) = record_finding(tree, key, record) {
                findings.borrow_mut().push(crate::store::Problem {
                    tree: tree.name(),
                    key: key.to_string(),
                    problem: finding,
                });
            }
            self.check_record(tree, key, record, store_key)
        })?;
        report.findings = findings.into_inner();
        Ok(report)
    }

    /// `tunnelctl store export`.
    pub fn export_store(&self, include_private_keys: bool) -> Result<Export, ApiError> {
        Ok(self.store.export(include_private_keys)?)
    }

    pub fn uri(&self, path: &str) -> String {
        format!("{}{path}", self.public_base_url())
    }

    /// The public URL the API's `uri`s and the SAML endpoints live under (see [`public_url`]).
    pub fn public_base_url(&self) -> String {
        self.public_url.base()
    }

    /// A `{id, uri}` reference.
    pub fn reference(&self, id: &str, path: &str) -> Value {
        json!({"id": id, "uri": self.uri(path)})
    }

    pub fn now_unix(&self) -> i64 {
        self.clock.now().unix_timestamp()
    }
}

/// The service for one request's [`Scope`] (see [`Service::in_scope`]): the API's operations,
/// whose reads and writes of the store are all made in that scope.
pub struct InScope<'a> {
    service: &'a Service,
    scope: &'a Scope,
    /// Who the request comes from: what its role allows, and whom its audit record names.
    actor: &'a Actor,
    /// Where the request came from, for its audit record.
    origin: Origin,
}

/// Where a request came from and what it is called: the client's address (on `serve`) and its
/// operation ID (`Ngrok-Operation-Id`), for the audit records of its changes.
#[derive(Debug, Clone, Default)]
pub struct Origin {
    pub client_address: Option<std::net::SocketAddr>,
    pub operation_id: Option<String>,
}

impl std::ops::Deref for InScope<'_> {
    type Target = Service;
    fn deref(&self) -> &Service {
        self.service
    }
}

impl InScope<'_> {
    /// Who the request comes from.
    pub fn actor(&self) -> &Actor {
        self.actor
    }

    /// The same, for a request that came from `origin`.
    pub fn from_origin(self, origin: Origin) -> Self {
        InScope { origin, ..self }
    }

    // Every write of the service goes through one of the three below, which append the audit
    // records of its changes in its own transaction.

    /// [`Store::write`] in this scope, its failures in the API's terms.
    fn write<T>(&self, f: impl Fn(&Tx) -> TxResult<T>) -> Result<T, ApiError> {
        Ok(self.store.write(self.scope, |tx| {
            let value = f(tx)?;
            self.append_audit(tx)?;
            Ok(value)
        })?)
    }

    /// [`Store::create`] in this scope, its failures in the API's terms.
    fn create<T>(
        &self,
        tree: Tree,
        prefix: &str,
        unix_seconds: i64,
        f: impl Fn(&Tx, &str) -> TxResult<T>,
    ) -> Result<T, ApiError> {
        Ok(self
            .store
            .create(self.scope, tree, prefix, unix_seconds, |tx, id| {
                let value = f(tx, id)?;
                self.append_audit(tx)?;
                Ok(value)
            })?)
    }

    /// [`Store::write_over_prefixes`] in this scope, its failures in the API's terms.
    fn write_over_prefixes<T>(
        &self,
        scans: &[(Tree, &str)],
        f: impl Fn(&Tx, &[Vec<String>]) -> TxResult<T>,
    ) -> Result<T, ApiError> {
        Ok(self
            .store
            .write_over_prefixes(self.scope, scans, |tx, keys| {
                let value = f(tx, keys)?;
                self.append_audit(tx)?;
                Ok(value)
            })?)
    }

    /// `tunnelctl store import`: fills an empty store, checking every record first. CA keys this
    /// store may not hold unencrypted are sealed with `store_key` first, or refused (see
    /// `ssh_ca`); with a store key, SAML modules' keys are sealed too.
    pub fn import_store(
        &self,
        mut document: Value,
        options: ImportOptions,
        store_key: Option<&seal::StoreKey>,
    ) -> Result<ImportSummary, ImportError> {
        let sealed = self.seal_imported_ca_keys(&mut document, store_key)?
            // Not a CA's: tunnelctl never signs with it, so a key left plain is no refusal.
            + self
                .seal_imported_keys::<route::SamlModule>(&mut document, |_| true, store_key)
                .unwrap_or(0);
        let summary = self.store.import(
            self.scope,
            &document,
            options,
            &|tree, key, record| self.check_record(tree, key, record, store_key),
            &|tx| self.append_summary(tx, "import", json!({})),
        )?;
        Ok(ImportSummary {
            private_keys_sealed: sealed,
            ..summary
        })
    }
}

/// How a length limit is counted: the spec limits TCP edges and SSH resources in bytes and event
/// subscriptions in characters.
#[derive(Debug, Clone, Copy)]
pub enum Measure {
    Bytes,
    Chars,
}

pub fn check_len(field: &str, value: &str, max: usize, measure: Measure) -> Result<(), ApiError> {
    let (given, unit) = match measure {
        Measure::Bytes => (value.len(), "bytes"),
        Measure::Chars => (value.chars().count(), "characters"),
    };
    if given > max {
        return Err(ApiError::invalid(format!(
            "{field} is limited to {max} {unit}; {given} were given"
        )));
    }
    Ok(())
}

/// The description/metadata pair every resource has, checked against its limits.
pub fn check_description_metadata(
    description: Option<&str>,
    metadata: Option<&str>,
    measure: Measure,
) -> Result<(), ApiError> {
    check_len("description", description.unwrap_or(""), 255, measure)?;
    check_len("metadata", metadata.unwrap_or(""), 4096, measure)
}

/// Deserialises `null` as the type's default, for list fields that SDKs send as null.
pub fn null_as_default<'de, D, T>(de: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Default,
{
    Ok(Option::<T>::deserialize(de)?.unwrap_or_default())
}

/// What each kind's stored records must be, beyond what [`Service::check_record`] asks of every
/// record: the kind's type, a module's key, the rules between fields. A kind that is not here is
/// refused by a unit test.
const RECORDS: &[(&Kind, RecordRules, Option<RecordFinding>)] = &[
    (&kind::TCP_EDGE, |_, _, r| tcp_edge::check_record(r), None),
    (
        &kind::TUNNEL_SESSION,
        |_, _, r| session::check_record(r),
        None,
    ),
    (
        &kind::AGENT_RELEASE,
        |_, key, r| emulator::check_record(key, r),
        None,
    ),
    (&kind::ROUTE_SAML, route::check_saml_record, None),
    (
        &kind::ROUTE_COMPRESSION,
        |_, key, r| route::check_compression_record(key, r),
        None,
    ),
    (
        &kind::TLS_TERMINATION,
        |_, key, r| tls_termination::check_record(key, r),
        None,
    ),
    (
        &kind::EVENT_SUBSCRIPTION,
        |_, _, r| event_sub::check_record(r),
        None,
    ),
    (
        &kind::SSH_CA,
        |store_key, _, r| ssh_ca::check_record(store_key, r),
        None,
    ),
    (
        &kind::SSH_CA_POLICY,
        |_, key, r| ssh_ca_policy::check_record(key, r),
        None,
    ),
    (
        &kind::SSH_USER_CERTIFICATE,
        |_, _, r| ssh_cert_record::check_record(r),
        None,
    ),
    (
        &kind::SSH_HOST_CERTIFICATE,
        |_, _, r| ssh_cert_record::check_record(r),
        Some(ssh_cert_record::host_record_finding),
    ),
    (&kind::API_KEY, |_, _, r| api_key::check_record(r), None),
    (
        &kind::API_KEY_POLICY,
        |_, key, r| api_key::check_policy_record(key, r),
        None,
    ),
    (
        &kind::AUDIT_RECORD,
        |_, key, r| audit::check_record(key, r),
        None,
    ),
];

/// Whether a record under a key is what its kind stores; the error names the field and the rule.
/// The store key is the request's, which opens sealed private keys.
type RecordRules = fn(Option<&seal::StoreKey>, &str, &Value) -> Result<(), String>;

/// What `store check` reports of a record (under its key) that reads and keeps the rules of its
/// kind, yet is unsafe to keep trusting; not a reason to refuse it (`store import` takes it).
type RecordFinding = fn(&str, &Value) -> Option<String>;

impl Service {
    /// What `store check` and `store import` ask of a stored record beyond being JSON: no NUL in
    /// any string (as request bodies, `api::body`), a key of the syntax the API gives (an ID of
    /// its kind: `../../x` could be stored but never deleted), and its kind's rules ([`RECORDS`];
    /// a CA's public key is its private key's). Index trees hold no records; of the meta tree an
    /// import sets only the settings, each checked as `store set` checks it.
    pub fn check_record(
        &self,
        tree: Tree,
        key: &str,
        record: &Value,
        store_key: Option<&seal::StoreKey>,
    ) -> Result<(), String> {
        if let Some(path) = crate::api::body::nul_at(record) {
            return Err(format!("{path}: {}", crate::api::body::NUL_RULE));
        }
        match tree {
            Tree::Records(kind) => {
                if kind.has_ids() {
                    check_key_is_id(key, kind.prefix, "id")?;
                }
                match RECORDS.iter().find(|(k, _, _)| *k == kind) {
                    Some((_, rules, _)) => rules(store_key, key, record),
                    None => Err(format!("no record check for {}", kind.name)),
                }
            }
            Tree::SshRevocations => ssh_revocation::check_record(key, record),
            Tree::SshRevokedKeys => ssh_revocation::check_revoked_key(key, record),
            Tree::Meta => public_url::check_setting(key, record),
            Tree::Hostports
            | Tree::SshCaCertificates
            | Tree::SshCaHostCertificates
            | Tree::SshCaKeys
            | Tree::SshKrlSerials
            | Tree::SshKrlKeys => Ok(()),
        }
    }
}

/// The [`RecordFinding`] of a record under `key` of `tree`, when its kind has one.
fn record_finding(tree: Tree, key: &str, record: &Value) -> Option<String> {
    // Index and meta trees hold no records of a kind.
    let Tree::Records(kind) = tree else {
        return None;
    };
    let (_, _, finding) = RECORDS.iter().find(|(k, _, _)| *k == kind)?;
    finding.and_then(|finding| finding(key, record))
}

/// A record's key (or a part of it, `field`) must be an ID with `prefix`, as the API makes them.
fn check_key_is_id(key: &str, prefix: &str, field: &str) -> Result<(), String> {
    crate::id::check(key, prefix, field).map_err(|e| e.msg)
}

/// `record` as `T`, or why it does not read.
fn read<T: serde::de::DeserializeOwned>(record: &Value) -> Result<T, String> {
    T::deserialize(record).map_err(|e| format!("the record does not read: {e}"))
}

fn reads<T: serde::de::DeserializeOwned>(record: &Value) -> Result<(), String> {
    read::<T>(record).map(drop)
}

/// Fails with a 404 naming the record's kind and ID when it is absent.
pub fn found<T>(record: Option<T>, kind: &str, id: &str) -> Result<T, ApiError> {
    record.ok_or_else(|| ApiError::not_found(kind, id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::KINDS;

    #[test]
    fn every_kind_says_what_its_records_read_as() {
        for kind in KINDS {
            assert!(
                RECORDS.iter().any(|(k, _, _)| k == kind),
                "{} has no record check in RECORDS",
                kind.name
            );
        }
    }
}
