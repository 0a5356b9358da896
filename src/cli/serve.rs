//! `tunnelctl serve`: the embedded store behind the API over HTTP, for SDKs, other tools and teams.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use ssh_key::rand_core::{OsRng, RngCore};

use super::{arguments, ssh_ca, CliError, Context, Formats, TopLevel};
use crate::api::actor::Actor;
use crate::output;
use crate::router::Router;
use crate::server;
use crate::service::{public_url, Service};
use crate::store::Scope;

pub const KEY_ENV: &str = "TUNNELCTL_SERVE_API_KEY";

#[derive(Debug, Args)]
#[command(after_long_help = "\
When ready, serve prints exactly one line on stdout: its base URL. Everything else goes to stderr.
It stops on SIGINT or SIGTERM after finishing the requests in flight (for up to 20 s); every change
it confirmed is already on disk. GET /healthz answers 200 while the store answers (no API key).

Examples:
  tunnelctl serve
  tunnelctl serve --listen 0.0.0.0:8080 --public-url https://tunnels.example.com \\
      --api-key-file /etc/tunnelctl/api-keys
  tunnelctl serve --ca-passphrase-file sshca_2fxYHq0Sm2H5ZQJcT8WVnK1dBpe=/run/secrets/ca-pass")]
pub struct ServeArgs {
    /// Address to listen on, HOST:PORT (a name such as localhost or an IP address); port 0 picks a
    /// free port
    #[arg(long, value_name = "ADDR", default_value = crate::transport::DEFAULT_LISTEN)]
    listen: String,
    /// Public base URL for the `uri` fields and SAML URLs of responses, over the store's own
    /// (`tunnelctl store set public-url`) [default: the store's, else http://<listen address>]
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
    /// Passphrase of an encrypted SSH CA, so that the server can sign with it: CA_ID=FILE, where the
    /// first line of FILE (your own, mode 0600) is the passphrase (can be repeated; checked at
    /// start)
    #[arg(long = "ca-passphrase-file", value_name = "CA_ID=FILE", value_parser = parse_ca_passphrase_file)]
    ca_passphrase_files: Vec<(String, PathBuf)>,
    /// Run as the background store process of --keep-open: on the store's socket only, in a
    /// session of its own, until DURATION passes without a request (started by tunnelctl itself)
    #[arg(long, value_name = "DURATION", hide = true, value_parser = super::parse_duration)]
    background: Option<Duration>,
}

impl TopLevel for ServeArgs {
    const NAME: &'static str = "serve";

    fn define(command: clap::Command) -> clap::Command {
        arguments::<Self>(command)
            .about("Serve the embedded store over the HTTP API (for SDKs, other tools and teams)")
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        Some("it prints its base URL, then serves")
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, args: ServeArgs) -> Result<(), CliError> {
    if ctx.is_remote() {
        let url_from = ctx.settings().named("api_url");
        return Err(CliError::usage(format!(
            "serve serves the embedded store; it cannot be combined with an API URL, and \
             {url_from} gives one"
        ))
        .with_hint(match url_from.as_str() {
            flag if flag.starts_with("--") => format!("drop {flag}"),
            var if var.starts_with("TUNNELCTL_") => {
                format!("unset it for serve: `env -u {var} tunnelctl serve …`")
            }
            _ => "pass --store with the store to serve (a store given beats the profile's \
                  api_url), or another --profile"
                .to_string(),
        }));
    }
    #[cfg(unix)]
    if let Some(idle) = args.background {
        return background(ctx, &args, idle);
    }
    let public_url = (args.public_url.as_deref())
        .map(public_url::check)
        .transpose()
        .map_err(|e| CliError::usage(format!("--public-url: {}", e.msg)))?;
    let (keys, generated) = api_keys(ctx)?;
    let limits = server::connections::Limits::for_this_process().map_err(CliError::usage)?;
    runtime(true)?.block_on(async {
        // bind resolves host names (localhost:0) and tries each address the name has.
        let listener = tokio::net::TcpListener::bind(args.listen.as_str())
            .await
            .map_err(|e| {
                CliError::unavailable(format!("cannot listen on {}: {e}", args.listen))
                    .with_source(e)
            })?;
        let address = listener.local_addr()?;
        let listening = format!("http://{address}");
        let base_url = public_url.clone().unwrap_or_else(|| listening.clone());
        // Opening the store blocks (on PostgreSQL its client runs a runtime of its own, which
        // may not start on a thread of this one): off the runtime, as the router runs.
        let service = tokio::task::block_in_place(|| {
            // `uri`s use the store's public URL unless --public-url overrides it.
            let service = ctx.open_service(&listening)?.with_public_url(public_url);
            service.refresh_public_url();
            unlock_cas(ctx, &service, &args.ca_passphrase_files)?;
            Ok::<_, CliError>(service)
        })?;
        // Lets a CLI that finds the store busy tell its user to pass --api-url instead.
        service.announce_server(&base_url)?;
        let location = service.store_location().clone();
        let router = Arc::new(Router::new(service));
        // A change of the store's public URL made elsewhere reaches this replica's answers.
        let reading = router.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(public_url::PUBLIC_URL_TTL / 2).await;
                let reading = reading.clone();
                let _ = tokio::task::spawn_blocking(move || reading.service().refresh_public_url())
                    .await;
            }
        });
        // Local commands of this user go through the store's socket instead of finding it busy.
        #[cfg(unix)]
        let holder = server::socket::Holder::new(false, router.service().clock);
        // A store without a directory (a database) has no socket: local commands connect to it
        // themselves.
        #[cfg(unix)]
        let bound = location
            .directory()
            .map(|dir| (dir, server::socket::bind(dir, holder.clone())));
        #[cfg(unix)]
        let socket = match bound {
            None => None,
            Some((_, Ok(socket))) => Some(socket),
            Some((dir, Err(e))) => {
                crate::output::warning(&format!(
                    "cannot listen on the store's socket in {}: {e}; local commands will find the store busy",
                    dir.display()
                ));
                None
            }
        };
        ctx.status(&format!(
            "serving {location} at {base_url} (listening on {address})"
        ));
        // Printed only now that the server can start: a key for a server that failed to bind (the
        // port was taken) or to open its store would be a key to nothing.
        if let Some(key) = generated {
            // Shown even with --quiet: without it nobody could use the server.
            let _ = output::stderr().words(&format!("serve: no API key given (--api-key-file or {KEY_ENV}); clients can use this one for this run:\n{key}\n"));
        }
        // Its store key answers HTTP clients; on the socket each command brings its own.
        let log = server::access_log::AccessLog::start();
        let app = server::app(router.clone(), &keys, ctx.store_key()?.cloned(), log.clone());
        // Before the URL is printed: whoever reads it may send a signal at once.
        let signalled = server::shutdown_signal();
        output::stdout().words(&format!("{base_url}\n"))?;
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let signal = |mut stopped: tokio::sync::watch::Receiver<bool>| async move {
            let _ = stopped.wait_for(|stop| *stop).await;
        };
        #[cfg(unix)]
        let on_socket = async {
            if let Some(socket) = socket {
                let app = server::socket_app(router.clone(), holder.clone());
                server::connections::serve(socket, app, None, socket_limits(limits), signal(stopped.clone())).await;
            }
        };
        #[cfg(not(unix))]
        let on_socket = async {};
        let (cut, (), ()) = tokio::join!(
            server::connections::serve(listener, app, Some(log.clone()), limits, signal(stopped.clone())),
            on_socket,
            async {
                signalled.await;
                let _ = stop.send(true);
            },
        );
        // The access log's last lines before what serve says of its end.
        log.close();
        if cut > 0 {
            crate::output::warning(&format!(
                "{cut} connection(s) still had a request in flight {} s after the signal; they were \
                 cut, and their clients get no answer (a write that had begun still ended on disk)",
                limits.drain_timeout.as_secs_f32()
            ));
        }
        ctx.status("stopped");
        Ok(())
    })
}

/// The runtime of `serve`: worker threads for its HTTP clients. The background store process
/// answers only local commands over the socket, one request at a time each and mostly quick
/// reads: there one thread does all the I/O, so that a request does not wake a worker thread
/// (writes still run on the blocking pool, in parallel, and share disk flushes).
fn runtime(multi_thread: bool) -> Result<tokio::runtime::Runtime, CliError> {
    server::heap::configure();
    match multi_thread {
        true => tokio::runtime::Builder::new_multi_thread(),
        false => tokio::runtime::Builder::new_current_thread(),
    }
    // The memory of clients gone goes back to the system from each worker's own heap.
    .on_thread_park(server::heap::on_park)
    .enable_all()
    .build()
    .map_err(|e| CliError::failure(format!("cannot start the server runtime: {e}")).with_source(e))
}

/// The socket's connections: the fixed header and write timeouts (the testing aids shortening them
/// are for TCP clients), within the same descriptor budget.
#[cfg(unix)]
fn socket_limits(limits: server::connections::Limits) -> server::connections::Limits {
    server::connections::Limits {
        header_timeout: server::connections::HEADER_TIMEOUT,
        write_timeout: server::connections::WRITE_TIMEOUT,
        ..limits
    }
}

/// The background store process of `--keep-open`: the store's socket only, in a session of its
/// own (no terminal signal reaches it), until `idle` passes without a request or `store close`.
#[cfg(unix)]
fn background(ctx: &Context, args: &ServeArgs, idle: Duration) -> Result<(), CliError> {
    close_inherited_descriptors();
    // Fails only when already a session leader, which a process spawned by tunnelctl is not.
    let _ = rustix::process::setsid();
    let limits = server::connections::Limits::for_this_process().map_err(CliError::usage)?;
    runtime(false)?.block_on(async {
        let service = ctx.open_store_service(&format!("http://{}", crate::transport::DEFAULT_LISTEN))?;
        unlock_cas(ctx, &service, &args.ca_passphrase_files)?;
        // Lets a CLI waiting for the store say what holds it.
        service.announce_keep_open()?;
        // Started only for a store in a directory (see `transport::open`), where its socket is.
        let location = service.store_location().clone();
        let store_path = location
            .directory()
            .ok_or_else(|| CliError::usage("--keep-open needs a store in a directory"))?;
        let holder = server::socket::Holder::new(true, service.clock);
        let socket = server::socket::bind(store_path, holder.clone()).map_err(|e| {
            let socket_dir = store_path.display();
            CliError::unavailable(format!(
                "cannot listen on the store's socket in {socket_dir}: {e}"
            ))
            .with_source(e)
        })?;
        let _ = output::stderr().words(&format!(
            "{}: pid {} holds the store at {} for local commands; exits after {idle:?} without requests\n",
            now(),
            std::process::id(),
            store_path.display()
        ));
        let app = server::socket_app(Arc::new(Router::new(service)), holder.clone());
        let why = std::sync::Mutex::new("");
        let signal = async {
            let reason = tokio::select! {
                _ = server::shutdown_signal() => "a signal",
                _ = holder.closed() => "`tunnelctl store close`",
                _ = server::socket::idle(holder.clone(), idle) => "idle",
            };
            *why.lock().unwrap_or_else(|p| p.into_inner()) = reason;
        };
        server::connections::serve(socket, app, None, socket_limits(limits), signal).await;
        let why = *why.lock().unwrap_or_else(|p| p.into_inner());
        let _ = output::stderr().words(&format!("{}: pid {} stopped ({why})\n", now(), std::process::id()));
        Ok(())
    })
}

/// Closes every descriptor but stdin, stdout and stderr (set by the command that started this
/// process). Any other was inherited from that command's caller — a test harness's fd 3, the
/// write end of a pipe — and would be held for this process's whole life: a reader of that pipe
/// would wait for it to go idle. Nothing in this process has opened one yet.
#[cfg(unix)]
fn close_inherited_descriptors() {
    let listed = ["/proc/self/fd", "/dev/fd"]
        .iter()
        .find_map(|dir| std::fs::read_dir(dir).ok());
    let Some(listed) = listed else {
        return;
    };
    // Read whole first: the listing's own descriptor is among them, and closed once read.
    let fds: Vec<i32> = listed
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok())
        .collect();
    for fd in fds.into_iter().filter(|fd| *fd > 2) {
        // SAFETY: nothing in this process owns these descriptors (see above), so closing them
        // pulls none from under a file object; the listing's, already closed, fails with EBADF.
        unsafe {
            libc::close(fd);
        }
    }
}

/// The time for the background process's log lines.
#[cfg(unix)]
fn now() -> String {
    time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

/// Hands the CA passphrases to the service, refusing to start when one does not open its CA
/// (with this command's store key, when the CA is sealed).
fn unlock_cas(
    ctx: &Context,
    service: &Service,
    files: &[(String, PathBuf)],
) -> Result<(), CliError> {
    for (ca_id, path) in files {
        let flag = format!("--ca-passphrase-file {ca_id}={}", path.display());
        let passphrase = ssh_ca::read_passphrase_file(path, &flag)?;
        let store_key = ctx.store_key()?;
        service
            .in_scope(&Scope::plain(), Actor::local())
            .unlock_ca(ca_id, passphrase, store_key)
            .map_err(|err| {
                CliError::usage(format!("{flag}: {}", err.msg))
                    .with_hint("list the CAs with: tunnelctl ssh-ca list")
            })?;
    }
    Ok(())
}

fn parse_ca_passphrase_file(text: &str) -> Result<(String, PathBuf), String> {
    match text.split_once('=') {
        Some((id, file)) if !id.is_empty() && !file.is_empty() => {
            Ok((id.to_string(), PathBuf::from(file)))
        }
        _ => Err(format!(
            "{text:?} is not CA_ID=FILE (e.g. sshca_2abc...=/run/secrets/ca-passphrase)"
        )),
    }
}

/// The accepted API keys, and the key generated for this run when none was given (to be printed
/// once the server is listening).
fn api_keys(ctx: &Context) -> Result<(Vec<String>, Option<String>), CliError> {
    if let Some(path) = &ctx.global.api_key_file {
        let text = crate::cli::body::read_secret(path, "--api-key-file")?;
        let keys: Vec<String> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        if keys.is_empty() {
            return Err(CliError::usage(format!(
                "{} holds no API key (one per line)",
                path.display()
            )));
        }
        return Ok((keys, None));
    }
    if let Some(key) = std::env::var(KEY_ENV).ok().filter(|k| !k.trim().is_empty()) {
        return Ok((vec![key.trim().to_string()], None));
    }
    let mut bytes = [0u8; 24];
    OsRng.fill_bytes(&mut bytes);
    let key: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    Ok((vec![key.clone()], Some(key)))
}
