//! `tunnelctl api METHOD PATH`: a raw request through the active transport (like `gh api`).

use std::path::PathBuf;

use clap::Args;
use serde_json::Value;

use super::body::{parse_document, read_input};
use super::{arguments, CliError, Context, Formats, Kept, TopLevel, Walk};
use crate::api::{Accept, ApiRequest, ApiResponse, Method};
use crate::output::{self, Format, PLAIN};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  tunnelctl api GET /edges/tcp?limit=5\n  tunnelctl api GET /edges/tcp --paginate\n  echo '{\"description\":\"x\"}' | tunnelctl api POST /edges/tcp --input -"
)]
pub struct ApiArgs {
    /// HTTP method: GET, POST, PUT, PATCH or DELETE
    #[arg(value_parser = parse_method)]
    method: Method,
    /// Path of the resource, with an optional query string (e.g. /edges/tcp?limit=5)
    path: String,
    /// Request body as a JSON or YAML file (- for stdin); sent as JSON
    #[arg(long, value_name = "FILE")]
    input: Option<PathBuf>,
    /// For a GET of a list: follow next_page_uri and print one merged list object
    #[arg(long)]
    paginate: bool,
}

fn parse_method(s: &str) -> Result<Method, String> {
    Method::parse(s).ok_or_else(|| format!("{s:?} is not one of GET, POST, PUT, PATCH, DELETE"))
}

/// Prints the body of every response, errors included (they are data here); the exit code still
/// follows the status, as for every command.
impl TopLevel for ApiArgs {
    const NAME: &'static str = "api";

    fn define(command: clap::Command) -> clap::Command {
        arguments::<Self>(command).about(
            "Send a raw API request through the active transport and print the response body",
        )
    }

    fn formats(&self) -> Formats {
        Formats::All
    }

    fn text_output(&self) -> Option<&'static str> {
        None
    }

    fn run(self, ctx: &Context) -> Result<(), CliError> {
        run(ctx, self)
    }
}

pub fn run(ctx: &Context, args: ApiArgs) -> Result<(), CliError> {
    ctx.paths_as_written();
    let mut req = ApiRequest::from_path_and_query(args.method, &args.path);
    // What came is printed as it came, JSON or not; it only has to be a whole answer. Pages
    // to follow are the API's lists.
    let paginate = args.paginate && args.method == Method::Get;
    if !paginate {
        req.accept = Accept::Anything;
    }
    if !req.path.starts_with('/') {
        req.path.insert(0, '/');
    }
    if let Some(path) = &args.input {
        let body: Value = parse_document(&read_input(path)?, path)?;
        req.body = Some(body.to_string().into_bytes());
    }
    let format = match ctx.global.output() {
        Format::Table | Format::Wide => Format::Json,
        other => other,
    };
    let result = if paginate {
        let walk = Walk {
            first: req,
            key: None,
            limit: None,
            kept: Kept::Whole("page by hand: GET the path with ?limit=N, then each next_page_uri"),
        };
        ctx.follow_pages(ctx.scope(), walk).map(Some)
    } else {
        match ctx.send_response(&req) {
            // A body that is not JSON (a KRL, SAML metadata) is printed as it came; --jq has
            // nothing to filter there.
            Ok(Some(ApiResponse {
                document: Some(document),
                ..
            })) if !ctx.filters() => return Ok(output::stdout().bytes(&document.bytes)?),
            Ok(Some(ApiResponse {
                document: Some(_), ..
            })) => {
                return Err(CliError::usage(format!(
                    "--jq has nothing to filter: the answer to {} {} is not JSON",
                    req.method, req.path
                ))
                .with_hint("drop --jq to print it as it came"))
            }
            other => other.map(|response| response.and_then(|r| r.body)),
        }
    };
    match result {
        Ok(Some(body)) => ctx.print_as(format, &body, &PLAIN),
        Ok(None) => Ok(()),
        Err(mut err) => {
            // An error's body is data here, but not the result --jq is for: it is printed whole.
            if let Some(body) = err.body.take() {
                output::stdout().document(format, &body, &PLAIN)?;
            }
            Err(err)
        }
    }
}
