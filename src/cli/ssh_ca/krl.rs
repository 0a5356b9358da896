//! `tunnelctl ssh-ca krl`: the CA's OpenSSH key revocation list.

use std::path::PathBuf;

use clap::Args;

use crate::api::route::Route;
use crate::api::{Accept, ApiRequest, KRL_TYPE};
use crate::cli::{CliError, Context};
use crate::output;
use crate::service::ssh_krl;

#[derive(Debug, Args)]
#[command(after_long_help = "\
The KRL lists every certificate of the CA that was revoked (tunnelctl ssh-cert revoke), by serial,
and every key the CA revoked (with its certificate, or tunnelctl ssh-ca revoke-key), whole.
Servers read it with RevokedKeys FILE in sshd_config, and clients with RevokedHostKeys; check a
certificate or a key against it with: ssh-keygen -Q -f FILE CERT_OR_KEY. Write the file before
adding RevokedKeys: sshd refuses every key while the file it names is missing. `tunnelctl serve`
also answers GET /ssh_certificate_authorities/ID/krl without an API key, for servers to fetch.

Examples:
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --output-file /etc/ssh/revoked_keys
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe > revoked_keys")]
pub struct KrlArgs {
    /// ID of the SSH certificate authority (sshca_...), or its name in a manifest
    id: String,
    /// Write the KRL to FILE (replaced atomically, mode 0644) instead of stdout
    #[arg(long, value_name = "FILE")]
    output_file: Option<PathBuf>,
}

/// The KRL, as the service encodes it, to a file (atomically: sshd never reads half of one) or
/// to stdout when that is not a terminal.
pub(super) fn krl(ctx: &Context, args: KrlArgs) -> Result<(), CliError> {
    if args.output_file.is_none() && output::stdout().is_terminal() {
        return Err(CliError::usage(
            "the KRL is binary and stdout is a terminal; pass --output-file FILE or redirect stdout",
        ));
    }
    let mut request = ApiRequest::get(Route::SshCaKrl(&args.id).path());
    request.accept = Accept::Document(KRL_TYPE);
    let response = ctx.send_response(&request)?;
    let Some(bytes) = response.and_then(|r| r.document).map(|d| d.bytes) else {
        return Err(CliError::failure(format!(
            "the answer to GET {} holds no KRL",
            Route::SshCaKrl(&args.id).path()
        )));
    };
    match &args.output_file {
        Some(path) if ctx.would_write(&format!("the KRL ({} bytes)", bytes.len()), path) => {}
        Some(path) => {
            crate::files::write_atomically(path, &bytes, 0o644, true, ssh_krl::check).map_err(
                |e| {
                    CliError::not_written(&e, "a KRL", path, &ctx.settings().named("api_url"))
                        .unwrap_or_else(|| {
                            CliError::failure(format!(
                                "cannot write the KRL to {}: {e}",
                                path.display()
                            ))
                            .with_source(e)
                        })
                },
            )?;
            ctx.status(&format!(
                "wrote the KRL of SSH certificate authority {} to {}",
                args.id,
                path.display()
            ));
        }
        None => output::stdout().bytes(&bytes)?,
    }
    Ok(())
}
