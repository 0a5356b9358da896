//! The agent emulator: brings agents online on this store (so it has tunnel sessions without real
//! agents) and keeps the agent releases that `update` can move to. Its controls live under the
//! `/emulator/` path prefix, apart from the API proper (see `router`).
//!
//! - `POST /emulator/agents` {os, agent_version, region, ip, transport, credential_id, metadata,
//!   update_checks}, all optional → 201 and the new tunnel session.
//! - `GET /emulator/agent_releases` → every known release, newest version first.
//! - `PUT /emulator/agent_releases/{version}` (body `{}` or empty) → 200, the release (added if new).
//! - `GET` / `DELETE /emulator/agent_releases/{version}` → 200 / 204; 404 when it is not known.

use crate::api::route::Route;
use crate::kind;
use std::net::IpAddr;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::session::{Agent, Session, UpdateState, TRANSPORT_NGROK, TRANSPORT_SSH};
use super::version::{self, Version};
use super::{check_len, found, InScope, Measure};
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::store::Tree;

/// Defaults of an emulated agent; the CLI's help repeats them.
pub const DEFAULT_OS: &str = "linux";
pub const DEFAULT_VERSION: &str = "3.18.4";
pub const DEFAULT_REGION: &str = "us";
pub const DEFAULT_IP: &str = "127.0.0.1";

pub const OSES: [&str; 4] = ["linux", "darwin", "windows", "freebsd"];
pub const REGIONS: [&str; 7] = ["us", "eu", "ap", "au", "sa", "jp", "in"];

/// Body of `POST /emulator/agents`: how the emulated agent presents itself. Absent fields take the
/// defaults above; `credential_id` defaults to a credential of the agent's own (see `connect`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConnectRequest {
    pub os: Option<String>,
    pub agent_version: Option<String>,
    pub region: Option<String>,
    pub ip: Option<String>,
    pub transport: Option<String>,
    pub credential_id: Option<String>,
    pub metadata: Option<String>,
    pub update_checks: Option<bool>,
}

/// Body of `PUT /emulator/agent_releases/{version}`: the version is the path; nothing else to say.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReleaseRequest {}

/// A release the emulator knows, keyed by [`Version::key`] so that keys sort by version.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct Release {
    version: Version,
    created_at: String,
}

fn one_of(field: &str, value: &str, allowed: &[&str]) -> Result<(), ApiError> {
    if allowed.contains(&value) {
        return Ok(());
    }
    Err(ApiError::invalid(format!(
        "{field} must be one of {}; got {value:?}",
        allowed.join(", ")
    )))
}

fn parse_version(field: &str, text: &str) -> Result<Version, ApiError> {
    Version::parse(text)
        .ok_or_else(|| ApiError::invalid(format!("{field} {}; got {text:?}", version::RULE)))
}

impl InScope<'_> {
    /// Brings an agent online and returns its session. Without `credential_id` the agent gets a
    /// credential of its own, whose ID is the session's with the credential prefix (`cr_`, or
    /// `sshcr_` over SSH), so that agents connected with defaults are still told apart.
    pub fn agent_connect(&self, req: ConnectRequest) -> Result<Value, ApiError> {
        let os = req.os.unwrap_or_else(|| DEFAULT_OS.into());
        one_of("os", &os, &OSES)?;
        let version = parse_version(
            "agent_version",
            req.agent_version.as_deref().unwrap_or(DEFAULT_VERSION),
        )?;
        let region = req.region.unwrap_or_else(|| DEFAULT_REGION.into());
        one_of("region", &region, &REGIONS)?;
        let ip_text = req.ip.unwrap_or_else(|| DEFAULT_IP.into());
        let ip: IpAddr = ip_text.parse().map_err(|_| {
            ApiError::invalid(format!(
                "ip must be an IPv4 or IPv6 address; got {ip_text:?}"
            ))
        })?;
        let transport = req.transport.unwrap_or_else(|| TRANSPORT_NGROK.into());
        one_of("transport", &transport, &[TRANSPORT_NGROK, TRANSPORT_SSH])?;
        let credential_prefix = if transport == TRANSPORT_SSH {
            "sshcr"
        } else {
            "cr"
        };
        if let Some(credential_id) = &req.credential_id {
            id::check(credential_id, credential_prefix, "credential_id")?;
        }
        let metadata = req.metadata.unwrap_or_default();
        check_len("metadata", &metadata, 4096, Measure::Bytes)?;

        let now = self.clock.now();
        let session = self.create(
            Tree::of(&kind::TUNNEL_SESSION),
            kind::TUNNEL_SESSION.prefix,
            now.unix_timestamp(),
            |tx, id| {
                let own_credential = || {
                    let encoded = id.split_once('_').map_or(id, |(_, e)| e);
                    format!("{credential_prefix}_{encoded}")
                };
                let session = Session {
                    id: id.to_string(),
                    started_at: clock::format_time(now),
                    agent: Agent {
                        os: os.clone(),
                        version,
                        region: region.clone(),
                        ip: ip.to_string(),
                        transport: transport.clone(),
                        credential_id: req.credential_id.clone().unwrap_or_else(own_credential),
                        metadata: metadata.clone(),
                        update_checks: req.update_checks.unwrap_or(true),
                        update: UpdateState::Idle,
                    },
                };
                tx.put(Tree::of(&kind::TUNNEL_SESSION), id, &session)?;
                Ok(session)
            },
        )?;
        Ok(self.session_wire(&session))
    }

    /// Every known release, newest version first (the emulator knows a handful; no pages).
    pub fn release_list(&self) -> Result<Value, ApiError> {
        let releases: Vec<Release> = self
            .store
            .page(self.scope, Tree::of(&kind::AGENT_RELEASE), None, usize::MAX)?
            .items;
        let items: Vec<Value> = releases.iter().map(|r| self.release_wire(r)).collect();
        Ok(json!({
            "agent_releases": items,
            "uri": self.uri(&Route::Collection(&kind::AGENT_RELEASE).path()),
            "next_page_uri": null,
        }))
    }

    /// Adds a release; a known one is left as it is (PUT is idempotent).
    pub fn release_put(&self, version: &str, _body: ReleaseRequest) -> Result<Value, ApiError> {
        let version = parse_version("version", version)?;
        let created_at = clock::format_time(self.clock.now());
        let release = self.write(|tx| {
            if let Some(known) =
                tx.get::<Release>(Tree::of(&kind::AGENT_RELEASE), &version.key())?
            {
                return Ok(known);
            }
            let release = Release {
                version,
                created_at: created_at.clone(),
            };
            tx.put(Tree::of(&kind::AGENT_RELEASE), &version.key(), &release)?;
            Ok(release)
        })?;
        Ok(self.release_wire(&release))
    }

    pub fn release_get(&self, version: &str) -> Result<Value, ApiError> {
        let version = parse_version("version", version)?;
        let release: Release = found(
            self.store
                .get(self.scope, Tree::of(&kind::AGENT_RELEASE), &version.key())?,
            "agent release",
            &version.to_string(),
        )?;
        Ok(self.release_wire(&release))
    }

    pub fn release_delete(&self, version: &str) -> Result<(), ApiError> {
        let version = parse_version("version", version)?;
        self.write(|tx| {
            if !tx.remove(Tree::of(&kind::AGENT_RELEASE), &version.key())? {
                return Err(ApiError::not_found("agent release", &version.to_string()).into());
            }
            Ok(())
        })
    }

    /// The versions `update` can move to.
    pub(super) fn release_versions(&self) -> Result<Vec<Version>, ApiError> {
        let releases: Vec<Release> = self
            .store
            .page(self.scope, Tree::of(&kind::AGENT_RELEASE), None, usize::MAX)?
            .items;
        Ok(releases.into_iter().map(|r| r.version).collect())
    }

    fn release_wire(&self, r: &Release) -> Value {
        json!({
            "version": r.version,
            "uri": self.uri(&Route::Item(&kind::AGENT_RELEASE, &r.version.to_string()).path()),
            "created_at": r.created_at,
        })
    }
}

/// Whether a stored record reads as a Release (`store check`, `store import`).
pub(super) fn check_record(key: &str, record: &Value) -> Result<(), String> {
    let release: Release = super::read(record)?;
    let expected = release.version.key();
    if key != expected {
        return Err(format!(
            "the key must be {expected:?}, the sortable key of the record's version {}; got {key:?}",
            release.version
        ));
    }
    Ok(())
}
