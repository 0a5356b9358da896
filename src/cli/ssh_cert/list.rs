//! `tunnelctl ssh-cert list`, with the client-side filters the API lacks.

use std::collections::HashMap;
use std::path::PathBuf;
use std::str::FromStr;

use clap::{Args, ValueEnum};
use serde_json::Value;

use super::revoke::{all_revocations, mark_revoked};
use super::{is_table, of_ca, with_fingerprint, Kind, FINGERPRINT_FIELD};
use crate::cli::{body, CliError, Context, ListArgs};
use crate::clock::{self, Clock};
use crate::store::index::public_key_fingerprint;

#[derive(Debug, Args)]
pub struct CertListArgs {
    #[command(flatten)]
    list: ListArgs,
    /// Only certificates in this state now; every filter is applied client-side, as the API has
    /// none (pages are read until --limit certificates match)
    #[arg(long, value_enum, value_name = "STATE")]
    state: Option<State>,
    /// Same as --state revoked
    #[arg(long, hide = true, conflicts_with = "state")]
    revoked: bool,
    /// Only certificates signed by this CA: its ID, or its name in a manifest (filtered client-side)
    #[arg(long, visible_alias = "ca", value_name = "ID")]
    ca_id: Option<String>,
    /// Only certificates valid for this principal: those that name it, and those that name no
    /// principal (valid for any) (filtered client-side)
    #[arg(long, value_name = "NAME")]
    principal: Option<String>,
    /// Only certificates of the public key in FILE (- for stdin), whatever its comment (filtered
    /// client-side)
    #[arg(long, value_name = "FILE", conflicts_with = "fingerprint")]
    public_key_file: Option<PathBuf>,
    /// Only certificates of the key with this fingerprint, as `ssh-keygen -l` prints it
    /// (filtered client-side)
    #[arg(long, value_name = "SHA256:...")]
    fingerprint: Option<String>,
}

/// The states `--state` picks, as the STATUS column shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum State {
    /// Within its validity window and not revoked
    Valid,
    /// Its validity window has not begun
    NotYetValid,
    /// Its validity window has ended (and it is not revoked)
    Expired,
    /// Revoked, whatever its window
    Revoked,
}

impl State {
    /// The word of the STATUS column (`crate::output::certificate_status`).
    fn status(self) -> &'static str {
        match self {
            State::Valid => "valid",
            State::NotYetValid => "not yet valid",
            State::Expired => "expired",
            State::Revoked => "revoked",
        }
    }
}

pub fn list(ctx: &Context, kind: Kind, args: CertListArgs) -> Result<(), CliError> {
    let state = match args.revoked {
        true => Some(State::Revoked),
        false => args.state,
    };
    let fingerprint = key_filter(&args)?;
    let revoked = match state.is_some() || is_table(ctx) {
        true => all_revocations(ctx, state == Some(State::Revoked))?,
        false => HashMap::new(),
    };
    let now = Clock::from_env().map_err(CliError::usage)?.now();
    let of_ca = of_ca(ctx, args.ca_id.as_deref())?;
    let mut keep = |cert: &Value| {
        let state_ok = state.is_none_or(|state| {
            let revoked = cert["id"]
                .as_str()
                .is_some_and(|id| revoked.contains_key(id));
            let at = |field: &str| cert[field].as_str().and_then(|t| clock::parse_time(t).ok());
            crate::output::certificate_status(revoked, at("valid_after"), at("valid_until"), now)
                == state.status()
        });
        let ca_ok = of_ca(cert);
        let principal_ok = args.principal.as_deref().is_none_or(|name| {
            let principals = cert["principals"].as_array();
            principals.is_none_or(Vec::is_empty)
                || principals.is_some_and(|all| all.iter().any(|p| p == name))
        });
        let key_ok = fingerprint.as_deref().is_none_or(|wanted| {
            cert["public_key"]
                .as_str()
                .and_then(public_key_fingerprint)
                .is_some_and(|f| f == wanted)
        });
        state_ok && ca_ok && principal_ok && key_ok
    };
    let filtered = state.is_some()
        || args.ca_id.is_some()
        || args.principal.is_some()
        || fingerprint.is_some();
    let keep = filtered.then_some(&mut keep as &mut dyn FnMut(&Value) -> bool);
    ctx.print_list_where(
        &kind.collection.path(),
        kind.view,
        &args.list,
        keep,
        |cert| {
            let mut cert = with_fingerprint(cert);
            mark_revoked(ctx, &mut cert, &revoked);
            Ok(cert)
        },
    )
}

/// The fingerprint `--public-key-file` or `--fingerprint` asks for, in the form
/// [`FINGERPRINT_FIELD`] shows.
fn key_filter(args: &CertListArgs) -> Result<Option<String>, CliError> {
    if let Some(path) = &args.public_key_file {
        let text = body::read_input(path)?;
        return match public_key_fingerprint(text.trim()) {
            Some(fingerprint) => Ok(Some(fingerprint)),
            None => Err(CliError::usage(format!(
                "--public-key-file {}: the file does not hold an OpenSSH public key line \
                 (TYPE BASE64 [COMMENT]), e.g. ~/.ssh/id_ed25519.pub",
                path.display()
            ))),
        };
    }
    let Some(text) = &args.fingerprint else {
        return Ok(None);
    };
    match ssh_key::Fingerprint::from_str(text.trim()) {
        Ok(fingerprint @ ssh_key::Fingerprint::Sha256(_)) => Ok(Some(fingerprint.to_string())),
        _ => Err(CliError::usage(format!(
            "--fingerprint {text:?} is not a SHA256 key fingerprint as `ssh-keygen -l -f KEY` \
             prints it (SHA256: and 43 base64 characters)"
        ))
        .with_hint(format!(
            "or give the key itself with --public-key-file; the {FINGERPRINT_FIELD} field of \
             the certificates shows theirs"
        ))),
    }
}
