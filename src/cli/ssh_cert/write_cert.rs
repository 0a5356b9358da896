//! `--write-cert FILE`: the certificate line written where ssh picks it up.

use std::path::PathBuf;

use clap::Args;
use serde_json::Value;

use super::{is_table, with_fingerprint, Kind};
use crate::cli::{CliError, Context};

// Where to write the certificate line (the `-cert.pub` file ssh picks up next to the key).
#[derive(Debug, Args)]
pub struct WriteCert {
    /// Write the certificate to FILE with mode 0644, e.g. ~/.ssh/id_ed25519-cert.pub
    #[arg(long, value_name = "FILE")]
    write_cert: Option<PathBuf>,
    /// Overwrite the file of --write-cert if it exists
    #[arg(long, requires = "write_cert")]
    force: bool,
}

impl WriteCert {
    /// Writing to `path`, replacing what is there.
    pub(super) fn replacing(path: PathBuf) -> Self {
        WriteCert {
            write_cert: Some(path),
            force: true,
        }
    }

    /// Refuses before anything is issued when the file exists (without --force) or cannot be made.
    pub fn check(&self) -> Result<(), CliError> {
        let Some(path) = &self.write_cert else {
            return Ok(());
        };
        if path.is_dir() {
            return Err(CliError::usage(format!(
                "--write-cert {} is a directory; give the file to write, e.g. {}/id_ed25519-cert.pub",
                path.display(),
                path.display()
            )));
        }
        // A symlink counts as existing even when it dangles: it is never written through.
        if std::fs::symlink_metadata(path).is_ok() && !self.force {
            return Err(CliError::usage(format!(
                "{} already exists; pass --force to overwrite it",
                path.display()
            )));
        }
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
        if let Some(dir) = dir.filter(|d| !d.is_dir()) {
            return Err(CliError::usage(format!(
                "cannot write {}: {} is not a directory",
                path.display(),
                dir.display()
            )));
        }
        Ok(())
    }

    /// Writes the certificate line (mode 0644) when asked to, and prints the certificate. A person
    /// at a terminal gets one line saying where it went, instead of a table whose certificate is
    /// already in the file; piped output and `-o json|yaml|id` keep the whole result.
    pub(super) fn write_and_print(
        &self,
        ctx: &Context,
        kind: Kind,
        cert: &Value,
    ) -> Result<(), CliError> {
        let to_person = crate::output::stdout().is_terminal()
            && is_table(ctx)
            && !ctx.filters()
            && !ctx.printed_instead();
        match &self.write_cert {
            Some(path) if self.write(ctx, kind, cert, !to_person)? && to_person => {
                let field = |name: &str| cert[name].as_str().unwrap_or("").to_string();
                Ok(crate::output::stdout().words(&format!(
                    "\u{2714} Certificate: {} ({}, valid until {})\n",
                    crate::output::for_terminal(&path.display().to_string()),
                    field("id"),
                    field("valid_until")
                ))?)
            }
            _ if is_table(ctx) && cert.get("principals").is_some() => {
                let mut shown = with_fingerprint(cert.clone());
                shown["principals"] = crate::output::principals(cert);
                ctx.print(&shown, kind.view)
            }
            _ => ctx.print(&with_fingerprint(cert.clone()), kind.view),
        }
    }

    /// Writes the certificate line (mode 0644), saying so on stderr when `say`; answers whether
    /// it wrote (not under --dry-run, nor without --write-cert).
    fn write(&self, ctx: &Context, kind: Kind, cert: &Value, say: bool) -> Result<bool, CliError> {
        let Some(path) = &self.write_cert else {
            return Ok(false);
        };
        let id = cert.get("id").and_then(Value::as_str).unwrap_or("");
        let what = match id {
            "" => "the certificate".to_string(),
            id => format!("certificate {id}"),
        };
        if ctx.would_write(&what, path) {
            return Ok(false);
        }
        let line = cert
            .get("certificate")
            .and_then(Value::as_str)
            .unwrap_or("");
        let is_certificate = |bytes: &[u8]| {
            let text = std::str::from_utf8(bytes).map_err(|e| format!("{what}: {e}"))?;
            ssh_key::Certificate::from_openssh(text.trim_end())
                .map(drop)
                .map_err(|e| format!("{what}: {e}"))
        };
        let url_from = ctx.settings().named("api_url");
        crate::files::write_atomically(
            path,
            format!("{line}\n").as_bytes(),
            0o644,
            self.force,
            is_certificate,
        )
        .map_err(|e| {
            CliError::not_written(&e, "an OpenSSH certificate", path, &url_from).unwrap_or_else(
                || {
                    CliError::failure(format!(
                        "certificate {id} was issued, but writing {} failed: {e}",
                        path.display()
                    ))
                    .with_hint(format!(
                        "write it again with: tunnelctl {} get {id} --write-cert FILE",
                        kind.command
                    ))
                },
            )
        })?;
        if say {
            ctx.status(&format!("wrote certificate {id} to {}", path.display()));
        }
        Ok(true)
    }
}
