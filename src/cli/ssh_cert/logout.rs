//! `tunnelctl ssh-cert logout` and `tunnelctl ssh-cert agent`: what `ssh-cert login` gave
//! ssh-agent, taken back and listed. Only identities login marked are seen (`agent`).

use std::path::PathBuf;

use clap::Args;
use serde_json::json;

use super::agent::{self, VIEW};
use crate::cli::{CliError, Context};

#[derive(Debug, Args)]
pub struct LogoutArgs {
    /// Only the key login gave for this private key file [default: every key login gave]
    #[arg(long, value_name = "FILE")]
    identity_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct AgentArgs {
    /// Only the key login gave for this private key file
    #[arg(long, value_name = "FILE")]
    identity_file: Option<PathBuf>,
}

/// Removes from ssh-agent the keys with certificates login gave it; the certificate files stay
/// (they expire on their own, and ssh may still use them with the key file).
pub(super) fn logout(ctx: &Context, args: LogoutArgs) -> Result<(), CliError> {
    let mut agent = agent::required()?;
    let held = agent::held(&mut agent, args.identity_file.as_deref())?;
    if held.is_empty() {
        ctx.status("ssh-agent holds no key from ssh-cert login: nothing to remove");
        return Ok(());
    }
    for (identity, entry) in held {
        let what = format!(
            "{} with certificate {}",
            entry["key_file"].as_str().unwrap_or(""),
            entry["certificate_id"].as_str().unwrap_or("")
        );
        if ctx.dry_run() {
            ctx.status(&format!(
                "dry run: would have removed from ssh-agent: {what}"
            ));
            continue;
        }
        agent::remove(&mut agent, identity)?;
        ctx.status(&format!("removed from ssh-agent: {what}"));
    }
    Ok(())
}

/// Lists what ssh-agent holds from login: key file, certificate ID, principals, expiry.
pub(super) fn list(ctx: &Context, args: AgentArgs) -> Result<(), CliError> {
    let mut agent = agent::required()?;
    let entries: Vec<_> = agent::held(&mut agent, args.identity_file.as_deref())?
        .into_iter()
        .map(|(_, entry)| entry)
        .collect();
    ctx.print(&json!({ VIEW.list_key: entries }), &VIEW)
}
