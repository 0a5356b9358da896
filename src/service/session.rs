//! Tunnel sessions and agent commands (spec §2.4, §3, §4.2; API-NOTES "Tunnel sessions and agent
//! commands").
//!
//! A session exists only while its agent is online, so the stored session record carries the
//! agent: its identity (os, region, ip, transport, credential, metadata, update checks), the version
//! it runs, and where it is in an update. A restart replaces the record by one under a new `ts_` ID
//! with the same agent; a stop removes it. Agents are brought online by the emulator
//! (`service::emulator`) on the local store and under `tunnelctl serve`.
//!
//! The update state machine ([`UpdateState`]) is evaluated against the clock at request time: an
//! update started at `t` is over at `t + 10 s`. Nothing waits or runs in the background.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::resource::Resource;
use super::version::Version;
use super::{found, InScope};
use crate::api::body::check_echoed_id;
use crate::api::route::{Route, SessionAction};
use crate::api::ApiError;
use crate::clock;
use crate::id;
use crate::kind::{self, Kind};
use crate::store::Tree;

/// Seconds an update takes in emulated time (spec §8: wait at least 10 s before restarting).
pub const UPDATE_SECONDS: i64 = 10;

/// Error codes of agent commands (API-NOTES "Tunnel sessions and agent commands").
pub mod code {
    /// 400: restart is unsupported on Windows.
    pub const RESTART_ON_WINDOWS: &str = "ERR_NGROK_804";
    /// 409: the agent cannot update now; `details.reason` says why.
    pub const UPDATE_REFUSED: &str = "ERR_NGROK_809";
    /// 400: an SSH session has no agent that could update.
    pub const UPDATE_OVER_SSH: &str = "ERR_NGROK_1121";
    /// 400: an SSH session has no agent that could restart.
    pub const RESTART_OVER_SSH: &str = "ERR_NGROK_1122";
}

/// The `details.reason` values of a refused update.
pub mod reason {
    pub const NO_UPDATE_AVAILABLE: &str = "no_update_available";
    pub const UPDATE_CHECKS_DISABLED: &str = "update_checks_disabled";
    pub const UPDATE_IN_PROGRESS: &str = "update_in_progress";
    pub const RESTART_PENDING: &str = "restart_pending";
}

pub const TRANSPORT_NGROK: &str = "ngrok/2";
pub const TRANSPORT_SSH: &str = "ssh";

/// Body of an action: `{}` (or no body at all, which reads as `{}`), or the session's `id` as the
/// official SDKs echo it; any other field is refused.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    pub id: Option<String>,
}

/// What is stored per online session: the wire fields without `uri`, plus the agent behind it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Session {
    pub(super) id: String,
    pub(super) started_at: String,
    pub(super) agent: Agent,
}

/// An agent: what survives a restart (everything but the session ID and start time).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(super) struct Agent {
    pub os: String,
    pub version: Version,
    pub region: String,
    pub ip: String,
    pub transport: String,
    pub credential_id: String,
    pub metadata: String,
    pub update_checks: bool,
    pub update: UpdateState,
}

/// Where an agent is in an update. Stored as written at the last command; [`UpdateState::at`]
/// gives the state as of a given time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub(super) enum UpdateState {
    /// Running its version, no update under way.
    Idle,
    /// Updating to `target` until `until` (Unix seconds); a restart before then loses the update.
    Updating { until: i64, target: Version },
    /// Updated to `version`; runs the old code until it restarts.
    RestartPending { version: Version },
}

impl UpdateState {
    /// The state at `now`: an update whose 10 s have passed has finished and awaits a restart.
    pub fn at(&self, now: i64) -> UpdateState {
        match self {
            UpdateState::Updating { until, target } if now >= *until => {
                UpdateState::RestartPending { version: *target }
            }
            other => other.clone(),
        }
    }
}

impl Agent {
    pub fn is_ssh(&self) -> bool {
        self.transport == TRANSPORT_SSH
    }

    /// The agent after `update` at `now`, given the releases known: updating to the newest release
    /// of its major version for the next 10 s. The refusals follow spec §3 rule 3.
    pub fn updated(&self, now: i64, known: &[Version]) -> Result<Agent, ApiError> {
        if self.is_ssh() {
            return Err(ApiError::new(
                400,
                code::UPDATE_OVER_SSH,
                "an SSH session has no agent that could update itself",
            ));
        }
        let refuse = |reason: &str, msg: String| {
            ApiError::conflict(code::UPDATE_REFUSED, msg).with_detail("reason", reason)
        };
        if !self.update_checks {
            return Err(refuse(
                reason::UPDATE_CHECKS_DISABLED,
                "the agent's configuration disables update checks".into(),
            ));
        }
        match self.update.at(now) {
            UpdateState::Updating { until, target } => {
                return Err(refuse(
                    reason::UPDATE_IN_PROGRESS,
                    format!(
                        "the agent is already updating to {target}; the update ends in {} s",
                        until - now
                    ),
                ))
            }
            UpdateState::RestartPending { version } => {
                return Err(refuse(
                    reason::RESTART_PENDING,
                    format!("the agent has updated to {version} and awaits a restart"),
                ))
            }
            UpdateState::Idle => {}
        }
        let target = self
            .version
            .update_target(known.iter().copied())
            .ok_or_else(|| {
                refuse(
                    reason::NO_UPDATE_AVAILABLE,
                    format!(
                        "no update is available: no known release is newer than {} within major version {}",
                        self.version, self.version.major
                    ),
                )
            })?;
        Ok(Agent {
            update: UpdateState::Updating {
                until: now + UPDATE_SECONDS,
                target,
            },
            ..self.clone()
        })
    }

    /// The agent as it comes back after `restart` at `now`: on the new version once an update has
    /// finished, else on its old version; an unfinished update is lost, and its target version
    /// returned beside the agent, so that whoever restarted it learns it.
    pub fn restarted(&self, now: i64) -> Result<(Agent, Option<Version>), ApiError> {
        if self.is_ssh() {
            return Err(ApiError::new(
                400,
                code::RESTART_OVER_SSH,
                "an SSH session has no agent that could restart itself",
            ));
        }
        if self.os == "windows" {
            return Err(ApiError::new(
                400,
                code::RESTART_ON_WINDOWS,
                "the agent runs on Windows, where restart is unsupported",
            ));
        }
        let (version, dropped) = match self.update.at(now) {
            UpdateState::RestartPending { version } => (version, None),
            UpdateState::Updating { target, .. } => (self.version, Some(target)),
            UpdateState::Idle => (self.version, None),
        };
        let agent = Agent {
            version,
            update: UpdateState::Idle,
            ..self.clone()
        };
        Ok((agent, dropped))
    }
}

/// What a restart did: the session the agent came back as, and the target of an update the
/// restart dropped unfinished (answered as this tool's `Tunnelctl-Dropped-Update` header).
#[derive(Debug)]
pub struct Restart {
    pub session_id: String,
    pub dropped_update: Option<Version>,
}

impl Resource for Session {
    const KIND: &'static Kind = &kind::TUNNEL_SESSION;

    fn wire(&self, service: &InScope) -> Value {
        service.session_wire(self)
    }
}

impl InScope<'_> {
    /// Gives the agent of session `id` a command. A restart answers the ID of the session the
    /// agent comes back as, so that no client has to guess it, and the update it dropped.
    pub fn session_action(
        &self,
        id: &str,
        action: SessionAction,
        body: ActionRequest,
    ) -> Result<Option<Restart>, ApiError> {
        id::check(id, kind::TUNNEL_SESSION.prefix, "id")?;
        check_echoed_id("id", body.id.as_deref(), Some(id))?;
        match action {
            SessionAction::Restart => self.session_restart(id).map(Some),
            SessionAction::Stop => self.session_stop(id).map(|_| None),
            SessionAction::Update => self.session_update(id).map(|_| None),
        }
    }

    /// The agent reconnects under a new `ts_` ID (greater than the old one), `started_at` = now.
    fn session_restart(&self, id: &str) -> Result<Restart, ApiError> {
        let now = self.clock.now();
        self.create(
            Tree::of(&kind::TUNNEL_SESSION),
            kind::TUNNEL_SESSION.prefix,
            now.unix_timestamp(),
            |tx, new_id| {
                let old: Session = found(
                    tx.get(Tree::of(&kind::TUNNEL_SESSION), id)?,
                    Session::KIND.title,
                    id,
                )?;
                let (agent, dropped_update) = old.agent.restarted(now.unix_timestamp())?;
                let session = Session {
                    id: new_id.to_string(),
                    started_at: clock::format_time(now),
                    agent,
                };
                tx.remove(Tree::of(&kind::TUNNEL_SESSION), id)?;
                tx.put(Tree::of(&kind::TUNNEL_SESSION), new_id, &session)?;
                Ok(Restart {
                    session_id: session.id,
                    dropped_update,
                })
            },
        )
    }

    fn session_stop(&self, id: &str) -> Result<(), ApiError> {
        self.write(|tx| {
            if !tx.remove(Tree::of(&kind::TUNNEL_SESSION), id)? {
                return Err(ApiError::not_found(Session::KIND.title, id).into());
            }
            Ok(())
        })
    }

    fn session_update(&self, id: &str) -> Result<(), ApiError> {
        let now = self.now_unix();
        // Read outside the transaction (sled transactions cannot scan). A release added or removed
        // at the same instant may or may not be seen, as if the agent had checked a moment earlier.
        let known = self.release_versions()?;
        self.write(|tx| {
            let mut session: Session = found(
                tx.get(Tree::of(&kind::TUNNEL_SESSION), id)?,
                Session::KIND.title,
                id,
            )?;
            session.agent = session.agent.updated(now, &known)?;
            tx.put(Tree::of(&kind::TUNNEL_SESSION), id, &session)?;
            Ok(())
        })
    }

    pub(super) fn session_wire(&self, s: &Session) -> Value {
        let credential_path = if s.agent.credential_id.starts_with("sshcr_") {
            "/ssh_credentials"
        } else {
            "/credentials"
        };
        json!({
            "id": s.id,
            "uri": self.uri(&Route::Item(&kind::TUNNEL_SESSION, &s.id).path()),
            "agent_version": s.agent.version,
            "credential": self.reference(
                &s.agent.credential_id,
                &format!("{credential_path}/{}", s.agent.credential_id),
            ),
            "ip": s.agent.ip,
            "metadata": s.agent.metadata,
            "os": s.agent.os,
            "region": s.agent.region,
            "started_at": s.started_at,
            "transport": s.agent.transport,
        })
    }
}

/// Whether a stored record reads as a Session (`store check`, `store import`).
pub(super) fn check_record(record: &Value) -> Result<(), String> {
    super::reads::<Session>(record)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(text: &str) -> Version {
        Version::parse(text).expect("valid version")
    }

    fn agent() -> Agent {
        Agent {
            os: "linux".into(),
            version: v("3.4.0"),
            region: "us".into(),
            ip: "127.0.0.1".into(),
            transport: TRANSPORT_NGROK.into(),
            credential_id: "cr_x".into(),
            metadata: String::new(),
            update_checks: true,
            update: UpdateState::Idle,
        }
    }

    fn reason_of(err: &ApiError) -> &str {
        err.details
            .get("reason")
            .and_then(Value::as_str)
            .unwrap_or("")
    }

    #[test]
    fn update_window_is_ten_seconds_of_clock_time() {
        let known = [v("3.5.1"), v("3.9.0"), v("4.0.0")];
        let updating = agent().updated(100, &known).unwrap();
        assert_eq!(
            updating.update,
            UpdateState::Updating {
                until: 110,
                target: v("3.9.0")
            }
        );
        assert_eq!(updating.version, v("3.4.0"), "runs the old code meanwhile");
        assert_eq!(updating.update.at(109), updating.update);
        assert_eq!(
            updating.update.at(110),
            UpdateState::RestartPending {
                version: v("3.9.0")
            }
        );

        let (early, dropped) = updating.restarted(109).unwrap();
        assert_eq!(
            (early.version, &early.update, dropped),
            (v("3.4.0"), &UpdateState::Idle, Some(v("3.9.0"))),
            "the unfinished update is dropped, and the restart says which"
        );
        let (late, dropped) = updating.restarted(110).unwrap();
        assert_eq!(
            (late.version, &late.update, dropped),
            (v("3.9.0"), &UpdateState::Idle, None)
        );
        assert_eq!(agent().restarted(0).unwrap().1, None, "nothing to drop");
    }

    #[test]
    fn update_refusals_carry_their_reason() {
        let known = [v("3.9.0")];
        let updating = agent().updated(100, &known).unwrap();
        let err = updating.updated(109, &known).unwrap_err();
        assert_eq!(
            (err.status, reason_of(&err)),
            (409, reason::UPDATE_IN_PROGRESS)
        );
        let err = updating.updated(110, &known).unwrap_err();
        assert_eq!(reason_of(&err), reason::RESTART_PENDING);

        let err = agent().updated(100, &[v("4.0.0")]).unwrap_err();
        assert_eq!(reason_of(&err), reason::NO_UPDATE_AVAILABLE);
        assert_eq!(err.error_code.as_deref(), Some(code::UPDATE_REFUSED));

        let no_checks = Agent {
            update_checks: false,
            ..agent()
        };
        let err = no_checks.updated(100, &known).unwrap_err();
        assert_eq!(reason_of(&err), reason::UPDATE_CHECKS_DISABLED);

        let ssh = Agent {
            transport: TRANSPORT_SSH.into(),
            ..agent()
        };
        let err = ssh.updated(100, &known).unwrap_err();
        assert_eq!(
            (err.status, err.error_code.as_deref()),
            (400, Some(code::UPDATE_OVER_SSH))
        );
    }

    #[test]
    fn restart_refusals() {
        let windows = Agent {
            os: "windows".into(),
            ..agent()
        };
        let err = windows.restarted(0).unwrap_err();
        assert_eq!(err.error_code.as_deref(), Some(code::RESTART_ON_WINDOWS));
        let ssh = Agent {
            transport: TRANSPORT_SSH.into(),
            os: "windows".into(),
            ..agent()
        };
        let err = ssh.restarted(0).unwrap_err();
        assert_eq!(
            err.error_code.as_deref(),
            Some(code::RESTART_OVER_SSH),
            "the transport is checked first: an SSH session has no agent at all"
        );
    }

    #[test]
    fn stored_state_reads_back() {
        let state = UpdateState::Updating {
            until: 5,
            target: v("3.9.0"),
        };
        let json = serde_json::to_value(&state).unwrap();
        assert_eq!(
            json,
            json!({"state": "updating", "until": 5, "target": "3.9.0"})
        );
        assert_eq!(serde_json::from_value::<UpdateState>(json).unwrap(), state);
    }
}
