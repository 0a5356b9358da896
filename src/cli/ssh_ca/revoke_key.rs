//! `tunnelctl ssh-ca revoke-key`: revoke a public key whole, with or without a certificate of it
//! in the store.

use std::path::PathBuf;

use clap::Args;
use serde_json::json;

use super::revoked_keys::VIEW;
use crate::api::route::Route;
use crate::api::Method;
use crate::cli::body::{self, Body};
use crate::cli::{CliError, Context};

#[derive(Debug, Args)]
#[command(after_long_help = "\
A revoked key cannot be undone. The CA signs no certificate of it from then on (409, exit 5), and
its KRL lists the key whole: servers and clients that read the KRL refuse the key and every
certificate of it, whichever serial. Revoking a certificate (tunnelctl ssh-cert revoke) revokes its
key the same way; this command is for a key with no certificate in the store.

Examples:
  tunnelctl ssh-ca revoke-key sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe \\
      --public-key-file alice_laptop.pub --reason \"laptop stolen\" --yes
  # then publish the KRL (tunnelctl ssh-ca krl ID --output-file /etc/ssh/revoked_keys)")]
pub struct RevokeKeyArgs {
    /// ID of the SSH certificate authority (sshca_...), or its name in a manifest
    id: String,
    /// File with the public key to revoke, e.g. alice_laptop.pub (- for stdin)
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with = "public_key",
        required_unless_present = "public_key"
    )]
    public_key_file: Option<PathBuf>,
    /// The public key to revoke, as one OpenSSH line (TYPE BASE64 [COMMENT])
    #[arg(long, value_name = "LINE")]
    public_key: Option<String>,
    /// Why it is revoked (kept with the revocation, at most 255 bytes)
    #[arg(long, value_name = "TEXT")]
    reason: Option<String>,
}

pub(super) fn revoke_key(ctx: &Context, args: RevokeKeyArgs) -> Result<(), CliError> {
    // A name is looked up before anything is asked: one that names nothing fails first.
    let ca = ctx.resolve(&crate::kind::SSH_CA, &args.id)?;
    let question = format!(
        "Revoke this key under SSH certificate authority {}? This cannot be undone",
        args.id
    );
    if !ctx.confirm(&question)? {
        ctx.status("kept the key");
        return Ok(());
    }
    let mut body = Body::default();
    let public_key = match &args.public_key_file {
        Some(path) => Some(body::read_input(path)?),
        None => None,
    };
    body.set("--public-key-file", "public_key", public_key);
    body.set("--public-key", "public_key", args.public_key.as_ref());
    body.set("--reason", "reason", args.reason.as_ref());
    let request = body.request(Method::Post, &Route::SshCaRevokedKeys(&ca).path());
    let Some(response) = ctx
        .send_response(&request)
        .map_err(|e| body.naming_flags(e))?
    else {
        return Ok(()); // --dry-run printed it
    };
    let revoked = response.body.unwrap_or_else(|| json!({}));
    let fingerprint = revoked["fingerprint"].as_str().unwrap_or("the key");
    match response.status {
        201 => ctx.changed(&format!("revoked {fingerprint}")),
        _ => ctx.status(&format!(
            "{fingerprint} was already revoked at {}",
            revoked["revoked_at"].as_str().unwrap_or("before")
        )),
    }
    ctx.print(&revoked, &VIEW)?;
    if !ctx.dry_run() {
        ctx.status(&format!(
            "servers and clients learn of it from the CA's KRL: tunnelctl ssh-ca krl {} --output-file FILE",
            args.id
        ));
    }
    Ok(())
}
