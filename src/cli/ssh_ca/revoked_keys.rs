//! `tunnelctl ssh-ca revoked-keys`: the public keys a CA revoked.

use clap::Args;

use crate::api::route::Route;
use crate::cli::{CliError, Context};
use crate::output::View;
use crate::service::ssh_revocation::REVOKED_KEYS_LIST_KEY;

pub const VIEW: View = View {
    list_key: REVOKED_KEYS_LIST_KEY,
    noun: "revoked keys",
    columns: &[
        ("FINGERPRINT", "/fingerprint"),
        ("CERTIFICATE", "/certificate_id"),
        ("REVOKED", "/revoked_at"),
        ("REASON", "/reason"),
    ],
    wide: &[("PUBLIC KEY", "/public_key")],
    rank: &["FINGERPRINT", "REVOKED", "REASON", "CERTIFICATE"],
};

#[derive(Debug, Args)]
#[command(after_long_help = "\
CERTIFICATE names the certificate whose revocation revoked the key (tunnelctl ssh-cert revoke);
it is empty for a key revoked with tunnelctl ssh-ca revoke-key.

Examples:
  tunnelctl ssh-ca revoked-keys sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe
  tunnelctl ssh-ca revoked-keys sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe -o json")]
pub struct RevokedKeysArgs {
    /// ID of the SSH certificate authority (sshca_...), or its name in a manifest
    id: String,
}

pub(super) fn revoked_keys(ctx: &Context, args: RevokedKeysArgs) -> Result<(), CliError> {
    let list = ctx.get(&Route::SshCaRevokedKeys(&args.id).path())?;
    ctx.print(&list, &VIEW)
}
