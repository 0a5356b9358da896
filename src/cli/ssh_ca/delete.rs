//! `tunnelctl ssh-ca delete`, refusing a CA that still has certificates.

use clap::Args;

use crate::api::route::Route;
use crate::cli::{CliError, Context};
use crate::kind;

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// IDs of the SSH certificate authorities (sshca_...), or their names in a manifest
    #[arg(required = true)]
    ids: Vec<String>,
}

pub(super) fn delete(ctx: &Context, args: DeleteArgs) -> Result<(), CliError> {
    if ctx.will_ask() {
        // Deleting a CA that still has certificates is refused: say so before asking.
        refuse_cas_with_certificates(ctx, &args.ids).map_err(with_delete_hint)?;
    }
    ctx.delete_each(&args.ids, "SSH certificate authority", |id| {
        Route::Item(&kind::SSH_CA, id).path()
    })
    .map_err(with_delete_hint)
}

/// The hint of a CA that still has certificates names that CA, so it can be pasted as it is.
fn with_delete_hint(e: CliError) -> CliError {
    if e.kind != crate::cli::error::ErrorKind::Conflict {
        return e;
    }
    let ca = e
        .message
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .find(|word| word.starts_with("sshca_"))
        .unwrap_or("CA_ID")
        .to_string();
    e.with_hint(format!(
        "delete its certificates first: tunnelctl ssh-cert list --ca-id {ca} -o id | xargs \
         tunnelctl ssh-cert delete --yes (and ssh-host-cert the same way)"
    ))
}

/// A conflict (as the API's 409 would be) when one of `ids` still has certificates.
fn refuse_cas_with_certificates(ctx: &Context, ids: &[String]) -> Result<(), CliError> {
    for (certificates, kind) in [
        (&kind::SSH_USER_CERTIFICATE, "user"),
        (&kind::SSH_HOST_CERTIFICATE, "host"),
    ] {
        let key = certificates.list_key;
        let certs = ctx.list(certificates.path, key, None, None)?;
        for id in ids {
            let count = certs[key]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|c| c["ssh_certificate_authority_id"] == id.as_str())
                .count();
            if count > 0 {
                return Err(CliError::conflict(format!(
                        "SSH certificate authority {id} still has {count} {kind} certificate(s); delete them first"
                    ),
                ));
            }
        }
    }
    Ok(())
}
