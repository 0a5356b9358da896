//! `tunnelctl ssh-ca krl`: the CA's OpenSSH key revocation list.

use std::path::PathBuf;

use clap::Args;

use crate::api::route::Route;
use crate::api::{Accept, ApiRequest, KRL_TYPE};
use crate::cli::{CliError, Context};
use crate::kind;
use crate::output;
use crate::service::krl::MAX_CAS;
use crate::service::ssh_krl;

#[derive(Debug, Args)]
#[command(after_long_help = "\
The KRL lists every certificate of the CA that was revoked (tunnelctl ssh-cert revoke), by serial,
and every key the CA revoked (with its certificate, or tunnelctl ssh-ca revoke-key), whole.
Servers read it with RevokedKeys FILE in sshd_config, and clients with RevokedHostKeys; check a
certificate or a key against it with: ssh-keygen -Q -f FILE CERT_OR_KEY. Write the file before
adding RevokedKeys: sshd refuses every key while the file it names is missing.

sshd reads one RevokedKeys file: a server that trusts several CAs needs one KRL of them all. Name
each CA, or pass --all for every CA the API key may list (at most 100 in one KRL).

`tunnelctl serve` also answers GET /ssh_certificate_authorities/ID/krl, and for several CAs
GET /ssh_certificate_authorities/krl?id=ID&id=ID, without an API key, for servers to fetch.

Examples:
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe --output-file /etc/ssh/revoked_keys
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe > revoked_keys
  tunnelctl ssh-ca krl sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe sshca_2fxYHrB3m8kR1vW0cT8WVnK1dQx \\
    --output-file /etc/ssh/revoked_keys
  tunnelctl ssh-ca krl --all --output-file /etc/ssh/revoked_keys")]
pub struct KrlArgs {
    /// ID of an SSH certificate authority (sshca_...), or its name in a manifest (can be
    /// repeated: one KRL of them all)
    #[arg(
        value_name = "ID",
        required_unless_present = "all",
        conflicts_with = "all"
    )]
    ids: Vec<String>,
    /// One KRL of every SSH certificate authority the API key may list
    #[arg(long)]
    all: bool,
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
    let ids = match args.all {
        true => every_ca(ctx)?,
        false => (args.ids.iter())
            .map(|word| ctx.resolve(&kind::SSH_CA, word))
            .collect::<Result<Vec<_>, _>>()?,
    };
    // One CA by its own path, which every `serve` answers; several by the query.
    let mut request = match ids.as_slice() {
        [one] => ApiRequest::get(Route::SshCaKrl(one).path()),
        many => (many.iter()).fold(ApiRequest::get(Route::SshCaKrls.path()), |req, id| {
            req.with_query("id", id)
        }),
    };
    request.accept = Accept::Document(KRL_TYPE);
    let response = ctx.send_response(&request)?;
    let Some(bytes) = response.and_then(|r| r.document).map(|d| d.bytes) else {
        return Err(CliError::failure(format!(
            "the answer to GET {} holds no KRL",
            request.path
        )));
    };
    let whose = match ids.as_slice() {
        [one] => format!("SSH certificate authority {one}"),
        many => format!("SSH certificate authorities {}", many.join(", ")),
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
            ctx.status(&format!("wrote the KRL of {whose} to {}", path.display()));
        }
        None => output::stdout().bytes(&bytes)?,
    }
    Ok(())
}

/// The IDs of every CA the API key may list; none is an error that says what to do.
fn every_ca(ctx: &Context) -> Result<Vec<String>, CliError> {
    let list = ctx.list(kind::SSH_CA.path, kind::SSH_CA.list_key, None, None)?;
    let ids: Vec<String> = (list[kind::SSH_CA.list_key].as_array().into_iter().flatten())
        .filter_map(|ca| ca["id"].as_str().map(str::to_string))
        .collect();
    if ids.is_empty() {
        return Err(CliError::failure(
            "--all found no SSH certificate authority to list; create one (tunnelctl ssh-ca \
             create), or check that the API key may read them",
        ));
    }
    if ids.len() > MAX_CAS {
        return Err(CliError::failure(format!(
            "--all found {} SSH certificate authorities; one KRL lists at most {MAX_CAS}: name \
             the CAs each server trusts instead",
            ids.len()
        )));
    }
    Ok(ids)
}
