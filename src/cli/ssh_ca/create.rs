//! `tunnelctl ssh-ca create`: a new CA, its key made by the store.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde_json::Value;

use super::{passphrase, PolicyFile};
use crate::api::route::Route;
use crate::api::{Method, Passphrase};
use crate::cli::body::{FromFile, Labels};
use crate::cli::{CliError, Context};
use crate::kind::{self, Verb};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum KeyType {
    Ed25519,
    Ecdsa,
    Rsa,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Curve {
    P256,
    P384,
    P521,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    /// Type of the CA's key [default: ed25519]
    #[arg(long, value_enum)]
    key_type: Option<KeyType>,
    /// Elliptic curve of an ecdsa key [default: p256]
    #[arg(long, value_enum)]
    curve: Option<Curve>,
    /// Size of an rsa key in bits: 2048, 3072 or 4096 [default: 4096]
    #[arg(long, value_name = "BITS", allow_negative_numbers = true, value_parser = crate::cli::whole_number::<u32, 1>)]
    bits: Option<u32>,
    #[command(flatten)]
    labels: Labels,
    /// Keep the private key encrypted at rest with the passphrase on the first line of FILE, your
    /// own, mode 0600 (TUNNELCTL_CA_PASSPHRASE may hold the passphrase itself instead)
    #[arg(long, value_name = "FILE")]
    passphrase_file: Option<PathBuf>,
    #[command(flatten)]
    policy_file: PolicyFile,
    #[command(flatten)]
    from_file: FromFile,
}

pub(super) fn create(ctx: &Context, args: CreateArgs) -> Result<(), CliError> {
    let mut body = args.from_file.body(&kind::SSH_CA, Verb::Create)?;
    // --curve and --bits already say which type is meant; the service judges the combination.
    let unspecified =
        args.curve.is_none() && args.bits.is_none() && !body.contains_key("private_key_type");
    let key_type = match args.key_type {
        None if unspecified && !ctx.global.yes => choose_key_type(ctx)?,
        given => given,
    };
    body.set(
        "--key-type",
        "private_key_type",
        key_type
            .and_then(|k| k.to_possible_value())
            .map(|v| v.get_name().to_string()),
    );
    body.set(
        "--curve",
        "elliptic_curve",
        args.curve
            .and_then(|c| c.to_possible_value())
            .map(|v| v.get_name().to_string()),
    );
    body.set("--bits", "key_size", args.bits);
    args.labels.set(&mut body);
    args.policy_file.set(&mut body)?;
    let mut request = body.request(Method::Post, &Route::Collection(&kind::SSH_CA).path());
    if let Some(passphrase) = passphrase(args.passphrase_file.as_deref(), "--passphrase-file")? {
        // A passphrase never travels over HTTP: encrypting at rest needs the embedded store.
        ctx.on_this_machine()?;
        request.ca_passphrase = Some(Passphrase(passphrase));
    }
    let waiting = match (key_type, args.bits) {
        (Some(KeyType::Rsa), bits) | (None, bits @ Some(_)) => format!(
            "generating a {}-bit RSA key, which takes a few seconds",
            bits.unwrap_or(4096)
        ),
        _ => "creating the SSH certificate authority".to_string(),
    };
    let ca = ctx
        .send_saying(&request, &waiting)
        .map_err(|e| body.naming_flags(e))?
        .unwrap_or(Value::Null);
    super::get::print(ctx, ca)
}

/// On a terminal, offers the key types with what each is good for; `None` (the service's default,
/// ed25519) without one.
fn choose_key_type(ctx: &Context) -> Result<Option<KeyType>, CliError> {
    const CHOICES: [(KeyType, &str); 3] = [
        (
            KeyType::Ed25519,
            "ed25519  small and fast; OpenSSH 6.5 and later (recommended)",
        ),
        (
            KeyType::Ecdsa,
            "ecdsa    NIST P-256 (other curves: --curve p384|p521)",
        ),
        (
            KeyType::Rsa,
            "rsa      4096 bits (other sizes: --bits); for very old servers, slow to generate",
        ),
    ];
    let labels: Vec<String> = CHOICES.iter().map(|(_, l)| l.to_string()).collect();
    Ok(ctx
        .choose(
            "Key type of the new CA",
            &labels,
            "cancelled: no key type was chosen, no CA was created",
        )?
        .map(|i| CHOICES[i].0))
}
