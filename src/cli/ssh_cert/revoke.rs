//! `tunnelctl ssh-cert revoke`, and reading the revocations (this tool's extension under the CA)
//! that get, list and delete show.

use std::collections::HashMap;

use clap::Args;
use serde_json::{json, Value};

use super::issue::list_cas;
use super::{is_table, Kind};
use crate::api::route::Route;
use crate::api::Method;
use crate::cli::body::Body;
use crate::cli::{CliError, Context, ErrorKind};
use crate::service::ssh_revocation;

/// The field a table adds to a revoked certificate (never the JSON or YAML output).
const REVOKED_FIELD: &str = "revoked_at";

#[derive(Debug, Args)]
#[command(after_help = "\
A revocation cannot be undone, and outlives the certificate's record. It revokes the certificate's
public key too (unless --keep-key): the CA signs no new certificate of that key, and every
certificate of it is refused. It reaches those who check the certificate through the CA's key
revocation list (tunnelctl ssh-ca krl CA_ID --output-file FILE): servers check user certificates
(RevokedKeys FILE in sshd_config), clients check host certificates (RevokedHostKeys FILE in
ssh_config). Revoking a certificate again changes nothing.")]
pub struct RevokeArgs {
    /// IDs of the certificates
    #[arg(required = true)]
    pub(super) ids: Vec<String>,
    /// Why they are revoked (kept with the revocation, at most 255 bytes)
    #[arg(long, value_name = "TEXT")]
    pub(super) reason: Option<String>,
    /// Revoke only the certificates, not their public keys, which may then be signed again: for
    /// certificates replaced by new ones of the same keys
    #[arg(long)]
    pub(super) keep_key: bool,
}

pub fn revoke(ctx: &Context, kind: Kind, args: RevokeArgs) -> Result<(), CliError> {
    let mut cas = Vec::new();
    for id in &args.ids {
        let what = format!("{} {id}", kind.kind.what());
        // Read before anything is asked: a certificate that is not there fails first.
        let cert = ctx.get(&kind.kind.route(id).path())?;
        if !ctx.confirm(&format!("Revoke {what}? This cannot be undone"))? {
            ctx.status(&format!("kept {what}"));
            continue;
        }
        let ca_id = cert["ssh_certificate_authority_id"]
            .as_str()
            .unwrap_or("")
            .to_string();
        let mut body = Body::default();
        body.insert("certificate_id", json!(id));
        body.set("--reason", "reason", args.reason.as_ref());
        if args.keep_key {
            body.insert("revoke_key", json!(false));
        }
        let request = body.request(Method::Post, &Route::SshCaRevocations(&ca_id).path());
        let Some(response) = ctx
            .send_response(&request)
            .map_err(|e| body.naming_flags(e))?
        else {
            continue; // --dry-run printed it
        };
        match response.status {
            201 => ctx.changed(&format!("revoked {what}")),
            _ => {
                let at = response
                    .body
                    .as_ref()
                    .and_then(|b| b["revoked_at"].as_str())
                    .unwrap_or("before");
                ctx.status(&format!("{what} was already revoked at {at}"));
            }
        }
        if !cas.contains(&ca_id) {
            cas.push(ca_id);
        }
    }
    if !ctx.dry_run() {
        for ca_id in cas {
            ctx.status(&kind.krl_reader.replace("{ca}", &ca_id));
        }
    }
    Ok(())
}

/// The revocations of the CAs `ca_ids`, by certificate ID.
pub(super) fn revocations<'a>(
    ctx: &Context,
    ca_ids: impl IntoIterator<Item = &'a str>,
) -> Result<HashMap<String, Value>, CliError> {
    let mut by_cert = HashMap::new();
    for ca_id in ca_ids {
        let list = ctx.get(&Route::SshCaRevocations(ca_id).path())?;
        for revocation in list[ssh_revocation::LIST_KEY]
            .as_array()
            .into_iter()
            .flatten()
        {
            if let Some(cert_id) = revocation["certificate_id"].as_str() {
                by_cert.insert(cert_id.to_string(), revocation.clone());
            }
        }
    }
    Ok(by_cert)
}

/// The revocations of every CA. A server without this tool's extension has none to show.
pub(super) fn all_revocations(
    ctx: &Context,
    required: bool,
) -> Result<HashMap<String, Value>, CliError> {
    let cas = list_cas(ctx)?;
    let ids = cas.iter().filter_map(|ca| ca["id"].as_str());
    match revocations(ctx, ids) {
        Err(err) if !required && err.kind == ErrorKind::NotFound => Ok(HashMap::new()),
        other => other,
    }
}

/// A table shows when a certificate was revoked; JSON and YAML keep the API's fields.
pub(super) fn mark_revoked(ctx: &Context, cert: &mut Value, revocations: &HashMap<String, Value>) {
    if !is_table(ctx) {
        return;
    }
    let revoked = cert["id"]
        .as_str()
        .and_then(|id| revocations.get(id))
        .map(|r| r["revoked_at"].clone());
    if let (Some(revoked_at), Some(fields)) = (revoked, cert.as_object_mut()) {
        fields.insert(REVOKED_FIELD.into(), revoked_at);
    }
}
