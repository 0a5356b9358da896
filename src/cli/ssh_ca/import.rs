//! `tunnelctl ssh-ca import`: a CA from an existing private key, kept on this machine.

use std::path::{Path, PathBuf};

use clap::Args;
use zeroize::Zeroizing;

use super::{local_error, passphrase, with_passphrase};
use crate::api::actor::Actor;
use crate::cli::body::{self, FlagNames, Labels};
use crate::cli::{CliError, Context};
use crate::service::ssh_ca::{is_public_key, SshCaImport};
use crate::service::InScope;

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The OpenSSH private key to import (e.g. made with ssh-keygen; your own, mode 0600, as ssh
    /// requires; - for stdin)
    #[arg(long, value_name = "FILE")]
    private_key_file: PathBuf,
    /// Passphrase on the first line of FILE (your own, mode 0600): decrypts an encrypted key, and
    /// keeps the key encrypted at rest (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself
    /// instead)
    #[arg(long, value_name = "FILE")]
    passphrase_file: Option<PathBuf>,
    #[command(flatten)]
    labels: Labels,
}

/// Local only: the private key goes to the in-process service, never over the API.
pub(super) fn import(ctx: &Context, args: ImportArgs) -> Result<(), CliError> {
    // The files first: one that is refused leaves no store behind. The key is read as a secret
    // file (as ssh reads one): whoever else could change it, or swap it through a link, would
    // choose the CA every certificate is trusted by.
    // A public key given by mistake (a .pub file, 0644 as ssh-keygen writes one) holds no secret:
    // the service refuses it as a public key, rather than this for its mode.
    let private_key = match body::read_secret(&args.private_key_file, "--private-key-file") {
        Ok(key) => key,
        Err(refused) => public_key_text(&args.private_key_file).ok_or(refused)?,
    };
    let private_key = Zeroizing::new(private_key);
    let given = passphrase(args.passphrase_file.as_deref(), "--passphrase-file")?;
    // A dry run checks the key and its passphrase as the import would, and stores nothing.
    let service = match ctx.dry_run() {
        true => ctx.trial_service()?,
        false => ctx.local_service()?,
    };
    let what = args.private_key_file.display().to_string();
    let store_key = ctx.store_key()?;
    let ca = with_passphrase(ctx, &what, "--passphrase-file", given, |passphrase| {
        let req = SshCaImport {
            private_key: private_key.clone(),
            passphrase,
            description: args.labels.description.clone(),
            metadata: args.labels.metadata.clone(),
        };
        let import = |service: &InScope| service.ssh_ca_import(req, store_key);
        match ctx.dry_run() {
            true => ctx.roll_back(service, import),
            false => import(&service.in_scope(ctx.scope(), Actor::local())),
        }
        .map_err(|e| {
            let mut flags = FlagNames::default();
            flags.name("private_key", "--private-key-file");
            local_error(e).naming_flags(&flags)
        })
    })?;
    super::get::print(ctx, ca)
}

/// The text of the file at `path` when it is an OpenSSH public key line.
fn public_key_text(path: &Path) -> Option<String> {
    let text = crate::files::read_text(path, PUBLIC_KEY_MOST).ok()?;
    is_public_key(&text).then_some(text)
}

/// Larger than any public key line (an RSA key of 16 384 bits takes under 3 KiB).
const PUBLIC_KEY_MOST: u64 = 16 << 10;
