//! `tunnelctl ssh-ca get`, also as the lines ssh trusts the CA by.

use clap::Args;
use serde_json::Value;

use super::{local_error, VIEW};
use crate::api::actor::Actor;
use crate::api::route::Route;
use crate::cli::{CliError, Context};
use crate::kind;
use crate::output;

#[derive(Debug, Args)]
pub struct GetArgs {
    /// ID of the SSH certificate authority (sshca_...), or its name in a manifest
    id: String,
    /// Print only the public key line, as TrustedUserCAKeys takes it
    #[arg(long, conflicts_with = "known_hosts")]
    pub(in crate::cli) public_key: bool,
    /// Print only the known_hosts line that trusts the CA's host certificates for host names
    /// matching PATTERN (e.g. '*.example.com'): @cert-authority PATTERN KEY
    #[arg(long, value_name = "PATTERN")]
    pub(in crate::cli) known_hosts: Option<String>,
}

pub(super) fn get(ctx: &Context, args: GetArgs) -> Result<(), CliError> {
    let ca = ctx.get(&Route::Item(&kind::SSH_CA, &args.id).path())?;
    let line = ca.get("public_key").and_then(Value::as_str).unwrap_or("");
    if args.public_key {
        output::stdout().data(&format!("{line}\n"))?;
        return Ok(());
    }
    if let Some(pattern) = &args.known_hosts {
        if pattern.is_empty() || pattern.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(CliError::usage(format!(
                "--known-hosts {pattern:?} must be one host pattern without spaces, \
                 e.g. '*.example.com' or 'db1.example.com,10.0.0.7'"
            )));
        }
        // The CA's ID stays as the comment, to tell later which CA the line trusts.
        output::stdout().data(&format!("@cert-authority {pattern} {line}\n"))?;
        return Ok(());
    }
    print(ctx, ca)
}

/// Prints a CA as every command that answers one does: a table adds what a person checks a CA by,
/// its key's fingerprint and how the key is kept (JSON and YAML keep the API's fields).
pub(super) fn print(ctx: &Context, mut ca: Value) -> Result<(), CliError> {
    let id = ca.get("id").and_then(Value::as_str).map(str::to_string);
    if let (true, Some(id)) = (ctx.global.output().is_table(), id) {
        let line = ca.get("public_key").and_then(Value::as_str).unwrap_or("");
        let fingerprint = ssh_key::PublicKey::from_openssh(line)
            .map(|k| k.fingerprint(ssh_key::HashAlg::Sha256).to_string())
            .unwrap_or_else(|_| "-".into());
        let encrypted = match ctx.is_remote() {
            true => "unknown (the server holds the key)".to_string(),
            false => match ctx
                .local_service()?
                .in_scope(ctx.scope(), Actor::local())
                .ssh_ca_at_rest(&id)
                .map_err(local_error)?
            {
                Some(at_rest) => describe_at_rest(&at_rest),
                None => "-".into(),
            },
        };
        if let Some(fields) = ca.as_object_mut() {
            fields.insert("fingerprint".into(), Value::String(fingerprint));
            fields.insert("encrypted_at_rest".into(), Value::String(encrypted));
        }
    }
    ctx.print(&ca, &VIEW)
}

/// The `encrypted_at_rest` row: what opens the key.
fn describe_at_rest(at_rest: &crate::service::ssh_ca::AtRest) -> String {
    let mut how = Vec::new();
    if at_rest.passphrase {
        how.push("a passphrase opens it".to_string());
    }
    if let Some(fingerprint) = &at_rest.sealed_with {
        how.push(format!("sealed with the store key {fingerprint}"));
    }
    match how.is_empty() {
        true => "no".into(),
        false => format!("yes ({})", how.join("; ")),
    }
}
