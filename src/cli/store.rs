//! `tunnelctl store check|repair|export|import|close`: the embedded store as a whole. Local only: these read
//! and write the store's trees directly, which the API does not expose.

mod check;
mod repair;
mod setting;

use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};
use serde_json::Value;

use super::body::read_input_limited;
use super::{group, CliError, Context, ErrorKind, Formats, TopLevel, NOTHING};
use crate::api::actor::Actor;
use crate::document::{self, DocumentError};
use crate::output::{self, PLAIN};
use crate::service::seal::StoreKey;
use crate::service::Service;
use crate::store::{ImportError, ImportOptions, Location, Scope};

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum StoreCommand {
    /// Check that every record reads and every index matches the records
    #[command(after_help = "\
Prints a report (records per tree, entries per index, problems, files of the storage engine that
do not read) on stdout. A store that the storage engine refuses to open gets a report of its files
alone, each damaged one named (then run `store repair`).
Exit codes: 0 consistent; 1 not consistent, or the store cannot be opened (each problem is named on
stderr); 2 used with --api-url; 6 the store is busy, or its disk is full.

Examples:
  tunnelctl store check
  tunnelctl --store /srv/tunnelctl/store store check -o json")]
    Check,
    /// Write the whole store as one JSON document on stdout or to a file
    Export(ExportArgs),
    /// Fill an empty store from a document that `store export` wrote
    Import(ImportArgs),
    /// Open a store that cannot be opened: keep a copy, set aside what does not read, check the rest
    #[command(after_help = "\
When the storage engine (sled) refuses the store, repair first copies the whole store directory, as
it finds it, to a new directory beside it (STORE.before-repair-TIMESTAMP-RANDOM, mode 0700), before
sled reads it. Then it removes the files of sled's that do not read (an unfinished or damaged
snapshot, a damaged settings file) and opens what remains; when sled still refuses, it also
removes the remaining snapshots, so that sled rebuilds its state from its log. Last, it checks the
store as `store check` does and reads the copy for what sled did not recover: audit records past
the repaired trail's end (naming the records they changed), a log cut shorter than the copy's
snapshot, index entries whose records are gone. Anything found is named on stderr, the copy is
kept, and a record of the cut is appended to the audit trail (`audit verify` reports it). A store
that opens is left as it is, and its copy removed.
Run it before any other command on a damaged store: sled overwrites the damaged part of its log
as it tries to open it, and afterwards repair can only say that the log was cut.
Prints a report (the copy, the files set aside, whether sled rebuilt from its log, the check, the
losses) on stdout.
Exit codes: 0 the store opens, is consistent, and nothing was lost; 1 it opens but is not
consistent (each problem is named on stderr); 2 used with --api-url, or there is no store; 6 the
store is busy, its disk is full, or it still cannot be opened (the copy is kept); 9 the store
opens, but what it held may have been lost (each loss named on stderr; the copy is kept).

Examples:
  tunnelctl store repair
  tunnelctl --store /srv/tunnelctl/store store repair -o json")]
    Repair,
    /// End the background process that --keep-open started to keep the store open
    #[command(after_help = "\
Ends it at once, after the requests it is answering; everything it acknowledged is on disk. Does
nothing when no background process holds the store; a `tunnelctl serve` someone started is left
alone. Exit codes: 0 closed, or none was running; 2 used with --api-url.

Examples:
  tunnelctl store close
  TUNNELCTL_KEEP_OPEN=10m ./ci-steps.sh && tunnelctl store close")]
    Close,
    /// Seal every private key of the store (SSH CAs', SAML modules') with a new key-encryption key, in one transaction
    #[command(after_help = "\
The keys sealed with the current key (--store-key-file, or TUNNELCTL_STORE_KEY_FILE) get their
data keys encrypted with the new one; keys stored unsealed are sealed with it. Either every key is
changed or none is. Afterwards the old key file no longer opens any of them: give every tunnelctl
and serve using this store the new one. Prints what was done on stdout (counting keys of both
kinds).
Exit codes: 0 done (or, with --dry-run, possible); 1 a key is sealed with another key than the
current one, or the current one was not given; 2 a key file is refused, or used with --api-url;
6 the store is busy, or its disk is full.

Examples:
  (umask 077; openssl rand -hex 32 > new.key)
  tunnelctl --store-key-file old.key store rotate-key --new-key-file new.key")]
    RotateKey(RotateKeyArgs),
    /// Set a setting of the store, which every tunnelctl and serve using it reads
    Set(setting::SetArgs),
    /// Show a setting of the store (null when it is not set)
    #[command(after_help = "\
Examples:
  tunnelctl store get public-url
  tunnelctl store get public-url -o json")]
    Get(setting::SettingArgs),
    /// Remove a setting of the store (public-url: `uri`s then name where each process answers)
    #[command(after_help = "\
Examples:
  tunnelctl store unset public-url")]
    Unset(setting::SettingArgs),
}

#[derive(Debug, Args)]
pub struct RotateKeyArgs {
    /// The new key-encryption key: 64 hex digits on the first line, mode 0600, your own
    #[arg(long, value_name = "FILE")]
    new_key_file: PathBuf,
}

#[derive(Debug, Args)]
#[command(after_long_help = "\
The document is always JSON, whatever --output says: {\"format\": \"tunnelctl-store-export\",
\"format_version\": 1, \"schema_version\", \"private_keys\": \"included\"|\"left_out\", \"settings\":
{SETTING: VALUE}, \"trees\": {TREE: {KEY: RECORD}}}. The settings are those of `store set` that are
set (public_url). Index trees are not in it; import rebuilds them. The same store always exports
to the same bytes.
With --include-private-keys, write to a file with --output-file: it is created with mode 0600.
Private keys are refused on a stdout that is a file others can read (the shell creates `> FILE`
with mode 0644 under the usual umask).
Exit codes: 0 written; 1 private keys refused on stdout, or the file cannot be written; 2 used
with --api-url; 6 the store is busy, or its disk is full.

Examples:
  tunnelctl store export > backup.json
  tunnelctl store export --include-private-keys --output-file backup-with-keys.json")]
pub struct ExportArgs {
    /// Include the private keys of SSH CAs and SAML request-signing keys, exactly as stored (a CA
    /// encrypted at rest stays encrypted); without it they are left out and stderr says so
    #[arg(long)]
    include_private_keys: bool,
    /// Write the export to FILE (replaced atomically, mode 0600) instead of stdout
    #[arg(long, value_name = "FILE")]
    output_file: Option<PathBuf>,
}

#[derive(Debug, Args)]
#[command(after_long_help = "\
The store must be empty (a new --store PATH is). Everything is imported in one transaction and
flushed to disk, or nothing is; indexes are rebuilt from the records. --dry-run checks everything,
the transaction included, and changes nothing.
The export's settings (public-url) are set too, except one the store already has another value
of (`store set` before the import): the store keeps its own, and a warning names both.
An export made without --include-private-keys has SSH CAs without their private key: import refuses
it unless --allow-missing-private-keys is given; such CAs are then public only, and issuing a
certificate with one is refused (400, details.reason ca_private_key_missing).
A PostgreSQL store never holds an SSH CA private key unencrypted: a key that the export holds
unencrypted (no passphrase, not sealed) is sealed with the store key (--store-key-file), and
stderr says how many were; without the store key the import is refused, naming those CAs. With
the store key, SAML modules' request-signing keys are sealed too.
Exit codes: 0 imported (or valid, with --dry-run); 1 the document is not a valid export, has an
unsupported format_version, lacks private keys, or holds CA keys that this store may not hold
unencrypted and there is no store key; 2 the file cannot be read, or used with
--api-url; 5 the store is not empty; 6 the store is busy, or its disk is full.

Examples:
  tunnelctl --store /srv/tunnelctl/new-store store import backup-with-keys.json
  tunnelctl --store /srv/tunnelctl/new-store --dry-run store import backup.json \\
      --allow-missing-private-keys
  tunnelctl store export | tunnelctl --store /srv/tunnelctl/copy store import -")]
pub struct ImportArgs {
    /// The export to import (- for stdin; at most 256 MiB)
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Import SSH CAs and SAML modules whose private key the export left out; such CAs cannot sign
    #[arg(long)]
    allow_missing_private_keys: bool,
}

/// The largest export `store import` reads: far above any store this tool is measured with
/// (100 000 edges export to about 60 MiB), far below what would exhaust memory.
const IMPORT_LIMIT: u64 = 256 * 1024 * 1024;

impl TopLevel for StoreCommand {
    const NAME: &'static str = "store";

    fn define(command: clap::Command) -> clap::Command {
        group::<Self>(command)
            .about("Check, export and import the store as a whole, and set its settings (not with --api-url)")
    }

    fn formats(&self) -> Formats {
        match self {
            Self::Export(_) => Formats::JsonDocument("store export"),
            Self::Check | Self::Import(_) | Self::Repair | Self::Close => Formats::NoId(Self::NAME),
            Self::RotateKey(_) | Self::Set(_) | Self::Get(_) | Self::Unset(_) => {
                Formats::NoId(Self::NAME)
            }
        }
    }

    fn text_output(&self) -> Option<&'static str> {
        match self {
            Self::Close => Some(NOTHING),
            Self::Check | Self::Export(_) | Self::Import(_) | Self::Repair => None,
            Self::RotateKey(_) | Self::Set(_) | Self::Get(_) | Self::Unset(_) => None,
        }
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        match self {
            Self::Check => check::check(ctx),
            Self::Repair => repair::repair(ctx),
            Self::Export(args) => export(ctx, args),
            Self::Import(args) => import(ctx, args),
            Self::Close => close(ctx),
            Self::RotateKey(args) => rotate_key(ctx, args),
            Self::Set(args) => setting::set(ctx, args.setting, Some(&args.value)),
            Self::Get(args) => setting::get(ctx, args.setting),
            Self::Unset(args) => setting::set(ctx, args.setting, None),
        }
    }
}

fn rotate_key(ctx: &Context, args: RotateKeyArgs) -> Result<(), CliError> {
    refuse_remote(ctx, "rotate-key")?;
    let new = StoreKey::from_file(&args.new_key_file)
        .map_err(|e| CliError::usage(format!("--new-key-file: {e}")))?;
    let service = ctx.local_service()?;
    let current = ctx.store_key()?;
    let rotate = |scope: &Scope| {
        service
            .in_scope(scope, Actor::local())
            .rotate_store_key(current, &new)
    };
    let rotation = match ctx.global.dry_run {
        true => Scope::rolled_back(ctx.scope(), rotate),
        false => rotate(ctx.scope()),
    }
    .map_err(|e| api_error(e, service.store_location()))?;
    let value =
        serde_json::to_value(&rotation).map_err(|e| CliError::caused_by(ErrorKind::Failure, e))?;
    ctx.print(&value, &PLAIN)?;
    let count = rotation.resealed + rotation.sealed;
    match ctx.global.dry_run {
        true => ctx.status(&format!(
            "dry run: {count} private key(s) (SSH CAs', SAML modules') would be sealed with the \
             store key {}; nothing was changed",
            rotation.store_key
        )),
        false => ctx.status(&format!(
            "sealed {count} private key(s) (SSH CAs', SAML modules') with the store key {} ({}): \
             give it to every tunnelctl \
             using this store (--store-key-file or TUNNELCTL_STORE_KEY_FILE); the old key no \
             longer opens them",
            rotation.store_key,
            args.new_key_file.display()
        )),
    }
    Ok(())
}

fn close(ctx: &Context) -> Result<(), CliError> {
    refuse_remote(ctx, "close")?;
    #[cfg(unix)]
    ctx.status(&ctx.close_store()?);
    Ok(())
}

/// A usage error in remote mode: these commands need the store itself.
fn refuse_remote(ctx: &Context, command: &str) -> Result<(), CliError> {
    if ctx.is_remote() {
        let url_from = ctx.settings().named("api_url");
        return Err(CliError::usage(format!(
            "`store {command}` works on the embedded store only; it cannot be used with an API \
             URL, and {url_from} gives one"
        ))
        .with_hint(format!(
            "run it without {url_from} on the machine that holds the store"
        )));
    }
    Ok(())
}

/// The service over the embedded store for a command that only reads it (creating no store); a
/// usage error in remote mode.
fn service<'a>(ctx: &'a Context, command: &str) -> Result<&'a Service, CliError> {
    refuse_remote(ctx, command)?;
    ctx.reading_service()
}

fn export(ctx: &Context, args: ExportArgs) -> Result<(), CliError> {
    let service = service(ctx, "export")?;
    let path = ctx.store_location()?;
    if args.include_private_keys && args.output_file.is_none() {
        refuse_exposed_stdout()?;
    }
    let export = service
        .export_store(args.include_private_keys)
        .map_err(|e| api_error(e, &path))?;
    // One JSON document whatever -o says (a table of it would not import).
    match &args.output_file {
        Some(file) if ctx.would_write("the export", file) => {}
        Some(file) => {
            let text = output::json(&export.document);
            // Made here from the store, not answered by a server: nothing to check it against.
            let made_here = |_: &[u8]| Ok(());
            crate::files::write_atomically(file, text.as_bytes(), 0o600, true, made_here).map_err(
                |e| {
                    CliError::failure(format!(
                        "cannot write the export to {}: {e}",
                        file.display()
                    ))
                    .with_source(e)
                },
            )?;
            ctx.status(&format!("wrote the export to {}", file.display()));
        }
        None => ctx.print_as(output::Format::Json, &export.document, &output::PLAIN)?,
    }
    if export.private_keys_left_out > 0 {
        ctx.status(&format!(
            "left out {} private key(s) (SSH CAs, SAML request signing); pass --include-private-keys to keep them",
            export.private_keys_left_out
        ));
    } else if args.include_private_keys {
        ctx.status("the export holds private keys: keep it as safe as the store itself");
    }
    Ok(())
}

/// Private keys are not written to a stdout that others can read: `> FILE` makes a file of mode
/// 0644 under the usual umask, readable by every user of the machine.
fn refuse_exposed_stdout() -> Result<(), CliError> {
    match output::stdout_exposed() {
        Some(exposed) => Err(CliError::failure(format!(
            "standard output is {exposed}, and the export would hold private keys; nothing was \
             written"
        ))
        .with_hint(
            "pass --output-file FILE (written with mode 0600), or chmod 600 the file and run again",
        )),
        None => Ok(()),
    }
}

fn import(ctx: &Context, args: ImportArgs) -> Result<(), CliError> {
    refuse_remote(ctx, "import")?;
    // Read before the store is opened, so a slow stdin does not hold the store.
    let text = read_input_limited(&args.file, IMPORT_LIMIT)?;
    let limits = document::Limits {
        input: IMPORT_LIMIT as usize,
        expanded: IMPORT_LIMIT as usize,
    };
    let document: Value = document::Reader::new(limits).json(&text).map_err(|e| {
        let file = args.file.display();
        CliError::failure(match e {
            DocumentError::Limit(why) => format!("{file} is refused: {why}"),
            e => format!("{file} is not JSON: {e}"),
        })
        .with_hint("import takes the document that `tunnelctl store export` writes")
    })?;
    let service = ctx.local_service()?;
    let options = ImportOptions {
        allow_missing_private_keys: args.allow_missing_private_keys,
        dry_run: ctx.global.dry_run,
    };
    let summary = service
        .in_scope(ctx.scope(), Actor::local())
        .import_store(document, options, ctx.store_key()?)
        .map_err(|e| import_error(e, service.store_location()))?;
    let value =
        serde_json::to_value(&summary).map_err(|e| CliError::caused_by(ErrorKind::Failure, e))?;
    ctx.print(&value, &PLAIN)?;
    let records: usize = summary.records.values().sum();
    let path = service.store_location();
    if summary.dry_run {
        ctx.status(&format!(
            "dry run: the export is valid; {records} record(s) would be imported into {path}; nothing was changed"
        ));
    } else {
        ctx.status(&format!("imported {records} record(s) into {path}"));
    }
    for (name, value) in &summary.settings {
        let set = if summary.dry_run { "would set" } else { "set" };
        ctx.status(&format!(
            "{set} the store's {} to {value}, as the export has it",
            name.replace('_', "-")
        ));
    }
    let was = if summary.dry_run {
        "would not be"
    } else {
        "was not"
    };
    for (name, setting) in &summary.settings_kept {
        let (name, exported) = (name.replace('_', "-"), &setting.exported);
        output::warning(&format!(
            "the store keeps its own {name}, {}; the export's, {exported}, {was} imported: to \
             use it, run `tunnelctl store set {name} {exported}`",
            setting.kept
        ));
    }
    if summary.private_keys_sealed > 0 {
        let (done, key) = (
            match summary.dry_run {
                true => "would be sealed",
                false => "were sealed",
            },
            ctx.global
                .store_key_file
                .as_deref()
                .unwrap_or(Path::new("")),
        );
        ctx.status(&format!(
            "{} private key(s) (SSH CAs', SAML modules') that the export holds unencrypted {done} \
             with the store key in {}; this store's `store export` shows them sealed",
            summary.private_keys_sealed,
            key.display()
        ));
    }
    if summary.private_keys_missing > 0 {
        ctx.status(&format!(
            "{} record(s) were imported without their private key; those SSH CAs cannot sign",
            summary.private_keys_missing
        ));
    }
    Ok(())
}

fn import_error(err: ImportError, store: &Location) -> CliError {
    let message = err.to_string();
    match err {
        ImportError::Invalid(_) => CliError::failure(message)
            .with_hint("import takes the document that `tunnelctl store export` writes, unchanged"),
        ImportError::UnsupportedVersion { .. } => CliError::failure(message)
            .with_hint("import it with the tunnelctl version that exported it, or a newer one"),
        ImportError::MissingPrivateKeys { .. } => CliError::failure(message).with_hint(
            "export again with --include-private-keys, or pass --allow-missing-private-keys to import \
             those CAs public only (they cannot sign)",
        ),
        ImportError::UnsealedCaKeys { .. } => CliError::failure(message).with_hint(
            "pass --store-key-file FILE (or set TUNNELCTL_STORE_KEY_FILE; make one with `openssl \
             rand -hex 32 > FILE` and chmod 600 it) so that import seals them with the store's key; \
             or protect each of those keys with a passphrase first (an OpenSSH key encrypted with \
             `ssh-keygen -p` is imported as it is)",
        ),
        ImportError::NotEmpty { .. } => CliError::conflict(message)
            .with_hint("import into a new store: pass --store NEW_PATH (or set TUNNELCTL_STORE)"),
        ImportError::Store(failure) => api_error(failure.into(), store),
    }
}

fn api_error(err: crate::api::ApiError, store: &Location) -> CliError {
    if err.is_storage_full() {
        return CliError::storage_full(store);
    }
    CliError::from_api(err, None)
}
