//! The socket transport: a local command whose store is held by a live process (`serve`, or the
//! background store process of `--keep-open`) sends its requests to that process over the store's
//! Unix socket (served by `src/server/socket.rs`), as HTTP/1.1, the same bytes as over TCP but without an API
//! key. sled stays open across commands, so a command costs its process start and one round trip
//! instead of opening the store.
//!
//! The client is a small blocking HTTP/1.1 exchange over `std`'s `UnixStream`: no runtime to start,
//! which would cost more than the round trip itself.

use std::cell::RefCell;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use zeroize::Zeroizing;

use super::remote::non_json_body;
use super::Unreachable;
use crate::api::headers::{self, CA_PASSPHRASE, DRY_RUN, NOW, STORE_KEY, TUNNELCTL_VERSION};
use crate::api::{ApiRequest, ApiResponse, Document, Method, Passphrase};
use crate::service::seal::StoreKey;
use crate::store::SOCKET_FILE;
use crate::trust::{self, Untrusted};

/// This tool's version: both ends of the socket must have the same.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Who holds the store: answered with a [`Hello`].
pub const HELLO_PATH: &str = "/.tunnelctl/hello";
/// Ends a background store process at once (`store close`).
pub const CLOSE_PATH: &str = "/.tunnelctl/close";
/// A connection left unused for longer is not reused: the holder may have closed it meanwhile.
const REUSE_WITHIN: Duration = Duration::from_millis(500);
/// Largest answer read (as the remote transport).
const MAX_ANSWER: u64 = 64 * 1024 * 1024;
/// The largest head (status line and headers) read from the holder; its own are a few hundred bytes.
const MAX_HEAD: usize = 64 * 1024;

/// What the holder of a store says about itself.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Hello {
    pub version: String,
    pub pid: u32,
    /// A background store process started for `--keep-open` (else a `serve` someone started).
    pub keep_open: bool,
}

impl Hello {
    /// "tunnelctl serve (pid N)" or "the background store process (pid N)".
    pub fn describe(&self) -> String {
        match self.keep_open {
            true => format!("the background store process (pid {})", self.pid),
            false => format!("`tunnelctl serve` (pid {})", self.pid),
        }
    }
}

/// What is at a store's socket, after a handshake (see [`find`]).
pub enum Found {
    /// No socket, or one whose holder is gone (a stale socket, removed by the next holder).
    Nobody,
    /// A live holder of this version.
    Holder(Socket),
    /// A live holder of another version, not trusted with this version's requests.
    OtherVersion(Hello),
}

/// Looks for a live holder of the store in `dir` and asks who it is (`HELLO_PATH`), `timeout`
/// bounding each request to it: for the commands that act on the holder itself (`store close`,
/// and the commands that need the store to themselves). Requests go through [`connect`] instead.
pub fn find(dir: &Path, timeout: Duration) -> Result<Found, Untrusted> {
    let Some(stream) = dial(dir)? else {
        return Ok(Found::Nobody);
    };
    let mut conn = Conn::new(stream, timeout);
    Ok(match conn.hello() {
        None => Found::Nobody,
        Some(hello) if hello.version != VERSION => Found::OtherVersion(hello),
        Some(hello) => Found::Holder(Socket {
            dir: dir.to_path_buf(),
            hello: Some(hello),
            timeout,
            conn: RefCell::new(Some(conn)),
        }),
    })
}

/// A connection to the live holder of the store in `dir`, if something listens on its socket
/// (a stale socket, whose holder is gone, refuses the connection). No handshake: the version
/// rides on the first request, which a holder of another version refuses without applying it, and
/// [`Socket::send`] then answers [`Answer::OtherVersion`]. One round trip instead of two.
pub fn connect(dir: &Path, timeout: Duration) -> Result<Option<Socket>, Untrusted> {
    Ok(dial(dir)?.map(|stream| Socket {
        dir: dir.to_path_buf(),
        hello: None,
        timeout,
        conn: RefCell::new(Some(Conn::new(stream, timeout))),
    }))
}

/// Connects to the socket of the store in `dir`: `None` when nothing listens there. The directory
/// must be the user's, and the process listening must run as the user, before anything is sent
/// (see `crate::trust`); either refusal is an error, not a reason to look elsewhere.
fn dial(dir: &Path) -> Result<Option<UnixStream>, Untrusted> {
    trust::check_store_dir(dir)?;
    let path = dir.join(SOCKET_FILE);
    let Ok(stream) = UnixStream::connect(&path) else {
        return Ok(None);
    };
    trust::check_peer(&stream, &path)?;
    Ok(Some(stream))
}

/// What the holder made of a request.
pub enum Answer {
    /// Its answer (this version's holder applied the request, or refused it).
    Answered(Box<ApiResponse>),
    /// The holder is another version: it refused the request without applying it.
    OtherVersion(Hello),
}

pub struct Socket {
    dir: PathBuf,
    /// Who the holder is, when a handshake asked ([`find`]).
    hello: Option<Hello>,
    timeout: Duration,
    /// The connection of the last exchange, reused when it is recent.
    conn: RefCell<Option<Conn>>,
}

impl Socket {
    /// Who the holder is; known when it was found with a handshake ([`find`]).
    pub fn hello(&self) -> Option<&Hello> {
        self.hello.as_ref()
    }

    /// Sends `req` to the holder. Every answer carries the holder's version; an answer of another
    /// version is a refusal (a holder refuses requests of another version before reading their
    /// body), and the holder then says who it is.
    pub fn send(&self, req: &ApiRequest) -> Result<Answer, Unreachable> {
        let target = req.path_and_query();
        let passphrase = req.ca_passphrase.as_ref().map(|p| encode_passphrase(&p.0));
        let store_key = req.store_key.as_ref().map(StoreKey::to_wire);
        let mut headers = vec![(headers::API_VERSION, headers::API_VERSION_VALUE)];
        if let Some(p) = &passphrase {
            headers.push((CA_PASSPHRASE, p.as_str()));
        }
        // The holder uses the key for this request only; a request without one has none there.
        if let Some(key) = &store_key {
            headers.push((STORE_KEY, key.as_str()));
        }
        if req.dry_run {
            headers.push((DRY_RUN, headers::DRY_RUN_VALUE));
        }
        if let Some(tag) = &req.if_match {
            headers.push(("if-match", tag.as_str()));
        }
        let now = std::env::var(crate::clock::NOW_ENV).ok();
        if let Some(now) = &now {
            headers.push((NOW, now.as_str()));
        }
        let raw = self.exchange(req.method, &target, &headers, req.body.as_deref())?;
        match raw.header(TUNNELCTL_VERSION) {
            Some(VERSION) => Ok(Answer::Answered(Box::new(raw.into_response()))),
            other => {
                let version = other.unwrap_or("unknown").to_string();
                Ok(Answer::OtherVersion(self.other_hello(version)))
            }
        }
    }

    /// Who a holder of another version (`version`, from its answer) is: it says so at
    /// `HELLO_PATH`, whatever the version of whoever asks.
    fn other_hello(&self, version: String) -> Hello {
        let asked = self.exchange(Method::Get, HELLO_PATH, &[], None);
        asked.ok().and_then(Raw::hello).unwrap_or(Hello {
            version,
            pid: 0,
            keep_open: false,
        })
    }

    /// Asks a background store process to end now.
    pub fn close(&self) -> Result<ApiResponse, Unreachable> {
        Ok(self
            .exchange(Method::Post, CLOSE_PATH, &[], None)?
            .into_response())
    }

    fn exchange(
        &self,
        method: Method,
        target: &str,
        headers: &[(&str, &str)],
        body: Option<&[u8]>,
    ) -> Result<Raw, Unreachable> {
        let mut slot = self.conn.borrow_mut();
        let mut conn = match slot.take().filter(|c| c.last_used.elapsed() < REUSE_WITHIN) {
            Some(conn) => conn,
            None => match dial(&self.dir) {
                Ok(Some(stream)) => Conn::new(stream, self.timeout),
                Ok(None) => {
                    return Err(self.lost(std::io::Error::new(
                        std::io::ErrorKind::ConnectionRefused,
                        "nothing listens on its socket any more",
                    )))
                }
                Err(untrusted) => return Err(self.lost(untrusted.into_io())),
            },
        };
        let raw = conn
            .exchange(method, target, headers, body)
            .map_err(|e| self.lost(e))?;
        if !raw.close {
            conn.last_used = Instant::now();
            *slot = Some(conn);
        }
        Ok(raw)
    }

    fn lost(&self, e: std::io::Error) -> Unreachable {
        Unreachable {
            message: format!(
                "lost the connection to {}, which holds the store at {}: {e}",
                self.hello
                    .as_ref()
                    .map_or("the process".to_string(), Hello::describe),
                self.dir.display()
            ),
            hint: Some(
                "run the command again (a change it made was acknowledged only if it printed a result)"
                    .into(),
            ),
        }
    }
}

/// One connection to the holder.
struct Conn {
    stream: BufReader<UnixStream>,
    last_used: Instant,
}

/// An answer as it came: status, headers (names in lower case), body.
struct Raw {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    /// The holder closes the connection after this answer.
    close: bool,
}

impl Conn {
    fn new(stream: UnixStream, timeout: Duration) -> Conn {
        let _ = stream.set_read_timeout(Some(timeout));
        let _ = stream.set_write_timeout(Some(timeout));
        Conn {
            stream: BufReader::new(stream),
            last_used: Instant::now(),
        }
    }

    /// Asks the holder who it is.
    fn hello(&mut self) -> Option<Hello> {
        self.exchange(Method::Get, HELLO_PATH, &[], None)
            .ok()
            .and_then(Raw::hello)
    }

    fn exchange(
        &mut self,
        method: Method,
        target: &str,
        headers: &[(&str, &str)],
        body: Option<&[u8]>,
    ) -> std::io::Result<Raw> {
        // One write: the head and the body together.
        let mut request = Zeroizing::new(Vec::with_capacity(256 + body.map_or(0, <[u8]>::len)));
        write!(
            request,
            "{method} {target} HTTP/1.1\r\nhost: localhost\r\n{TUNNELCTL_VERSION}: {VERSION}\r\n"
        )?;
        for (name, value) in headers {
            write!(request, "{name}: {value}\r\n")?;
        }
        if let Some(body) = body {
            write!(
                request,
                "content-type: application/json\r\ncontent-length: {}\r\n",
                body.len()
            )?;
        }
        request.extend_from_slice(b"\r\n");
        if let Some(body) = body {
            request.extend_from_slice(body);
        }
        match self.stream.get_mut().write_all(&request) {
            Ok(()) => self.read_answer(),
            // A holder refuses a request of another version on its head and closes the
            // connection without reading the rest: its answer may be there to read still.
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::BrokenPipe | std::io::ErrorKind::ConnectionReset
                ) =>
            {
                self.read_answer().map_err(|_| e)
            }
            Err(e) => Err(e),
        }
    }

    fn read_answer(&mut self) -> std::io::Result<Raw> {
        let (status, headers) = self.read_head()?;
        let header = |name: &str| {
            headers
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let mut close = header("connection").is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let length = header("content-length").and_then(|v| v.parse::<u64>().ok());
        let chunked = header("transfer-encoding").is_some_and(|v| v.contains("chunked"));
        let mut body = Vec::new();
        if !matches!(status, 204 | 304) {
            if chunked {
                self.read_chunked(&mut body)?;
            } else if let Some(length) = length {
                if length > MAX_ANSWER {
                    return Err(bad_answer("the answer is too large"));
                }
                body.resize(length as usize, 0);
                self.stream.read_exact(&mut body)?;
            } else {
                (&mut self.stream).take(MAX_ANSWER).read_to_end(&mut body)?;
                close = true;
            }
        }
        Ok(Raw {
            status,
            headers,
            body,
            close,
        })
    }

    /// The status and headers (names in lower case) of an answer, parsed by httparse.
    fn read_head(&mut self) -> std::io::Result<(u16, Vec<(String, String)>)> {
        let mut head = Vec::new();
        while !head.ends_with(b"\r\n\r\n") {
            let read = (&mut self.stream)
                .take(MAX_HEAD as u64)
                .read_until(b'\n', &mut head)?;
            match read {
                0 if head.is_empty() => {
                    return Err(std::io::Error::new(
                        std::io::ErrorKind::UnexpectedEof,
                        "the holder closed the connection without an answer",
                    ))
                }
                0 => return Err(bad_answer("the answer ended inside its headers")),
                _ if head.len() > MAX_HEAD => {
                    return Err(bad_answer("the answer's head is too large"))
                }
                _ => {}
            }
        }
        let mut fields = [httparse::EMPTY_HEADER; 64];
        let mut answer = httparse::Response::new(&mut fields);
        match answer.parse(&head) {
            Ok(httparse::Status::Complete(_)) => {}
            _ => return Err(bad_answer("the answer is not an HTTP/1.1 response")),
        }
        let status = answer
            .code
            .ok_or_else(|| bad_answer("the answer has no status"))?;
        let headers = answer
            .headers
            .iter()
            .map(|h| {
                let value = String::from_utf8_lossy(h.value).trim().to_string();
                (h.name.to_ascii_lowercase(), value)
            })
            .collect();
        Ok((status, headers))
    }

    fn read_chunked(&mut self, body: &mut Vec<u8>) -> std::io::Result<()> {
        let mut line = Vec::new();
        loop {
            line.clear();
            self.stream.read_until(b'\n', &mut line)?;
            let size = match httparse::parse_chunk_size(&line) {
                Ok(httparse::Status::Complete((_, size))) => size,
                _ => return Err(bad_answer("a broken chunk")),
            };
            if body.len() as u64 + size > MAX_ANSWER {
                return Err(bad_answer("the answer is too large"));
            }
            let start = body.len();
            body.resize(start + size as usize, 0);
            self.stream.read_exact(&mut body[start..])?;
            line.clear();
            self.stream.read_until(b'\n', &mut line)?; // the CRLF after the chunk (or the last trailer)
            if size == 0 {
                // Trailers end with an empty line; we asked for none, so there is at most that one.
                while !line.trim_ascii().is_empty() {
                    line.clear();
                    if self.stream.read_until(b'\n', &mut line)? == 0 {
                        break;
                    }
                }
                return Ok(());
            }
        }
    }
}

fn bad_answer(what: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string())
}

impl Raw {
    /// The [`Hello`] of an answer to `HELLO_PATH`.
    fn hello(self) -> Option<Hello> {
        (self.status == 200)
            .then(|| serde_json::from_slice(&self.body).ok())
            .flatten()
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn into_response(self) -> ApiResponse {
        let mut response =
            ApiResponse::new(self.status, self.header("ngrok-operation-id").unwrap_or(""));
        response.allow = self
            .header("allow")
            .map(|a| {
                a.split(',')
                    .filter_map(|m| Method::parse(m.trim()))
                    .collect()
            })
            .unwrap_or_default();
        response.location = self.header("location").map(str::to_string);
        response.dropped_update = self.header(headers::DROPPED_UPDATE).map(str::to_string);
        response.etag = self.header("etag").map(str::to_string);
        let content_type = self.header("content-type").unwrap_or("");
        if self.body.is_empty() {
            return response;
        }
        // As over HTTP (see `remote`): a success that is not JSON is a document the API serves
        // as itself (a KRL, SAML metadata); anything else is a JSON body or shown as an error.
        let json = content_type.is_empty() || content_type.starts_with("application/json");
        if (200..300).contains(&self.status) && !json {
            response.document = Some(Document {
                content_type: content_type.to_string(),
                bytes: self.body.clone(),
                modified: None,
                digest: None,
            });
        } else {
            response.body = Some(
                serde_json::from_slice::<Value>(&self.body)
                    .unwrap_or_else(|_| non_json_body(self.status, &self.body)),
            );
        }
        response
    }
}

/// A passphrase as a header value: hex of its UTF-8 (a header cannot carry every character).
pub fn encode_passphrase(passphrase: &str) -> Zeroizing<String> {
    let mut hex = Zeroizing::new(String::with_capacity(passphrase.len() * 2));
    for b in passphrase.bytes() {
        use std::fmt::Write as _;
        let _ = write!(hex, "{b:02x}");
    }
    hex
}

/// The passphrase of a header value made by [`encode_passphrase`]; `None` when it is not that.
pub fn decode_passphrase(hex: &[u8]) -> Option<Passphrase> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    let bytes: Zeroizing<Vec<u8>> = Zeroizing::new(
        hex.chunks(2)
            .map(|pair| {
                std::str::from_utf8(pair)
                    .ok()
                    .and_then(|s| u8::from_str_radix(s, 16).ok())
            })
            .collect::<Option<Vec<u8>>>()?,
    );
    let text = std::str::from_utf8(&bytes).ok()?;
    Some(Passphrase(Zeroizing::new(text.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passphrases_cross_the_socket_unchanged() {
        for p in ["", "correct horse", "é\n\t:\r\n x", "🔑"] {
            let hex = encode_passphrase(p);
            assert!(hex.bytes().all(|b| b.is_ascii_hexdigit()), "{p:?}");
            assert_eq!(decode_passphrase(hex.as_bytes()).unwrap().0.as_str(), p);
        }
        assert!(decode_passphrase(b"abc").is_none());
        assert!(decode_passphrase(b"zz").is_none());
        assert!(decode_passphrase(b"ff").is_none(), "not UTF-8");
    }

    /// The answer `bytes` as the client reads it from the holder.
    fn read(bytes: &[u8]) -> std::io::Result<Raw> {
        let (mut holder, client) = UnixStream::pair().unwrap();
        holder.write_all(bytes).unwrap();
        drop(holder);
        Conn::new(client, Duration::from_secs(5)).read_answer()
    }

    #[test]
    fn answers_are_read_whole_chunked_or_not_and_broken_ones_refused() {
        let raw = read(b"HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-Odd:  spaced \r\nTransfer-Encoding: chunked\r\n\r\n3;ext=1\r\n{\"a\r\n3\r\n\":1\r\n1\r\n}\r\n0\r\n\r\n").unwrap();
        assert_eq!(raw.status, 201);
        assert_eq!(raw.header("x-odd"), Some("spaced"));
        assert_eq!(raw.body, br#"{"a":1}"#);
        assert!(!raw.close);
        let raw =
            read(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}").unwrap();
        assert_eq!(
            (raw.status, raw.body.as_slice(), raw.close),
            (200, &b"{}"[..], true)
        );

        for (broken, kind) in [
            (&b""[..], std::io::ErrorKind::UnexpectedEof),
            (
                b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n",
                std::io::ErrorKind::InvalidData,
            ),
            (b"SSH-2.0-OpenSSH\r\n\r\n", std::io::ErrorKind::InvalidData),
            (
                b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                std::io::ErrorKind::InvalidData,
            ),
        ] {
            let err = read(broken).err().expect("refused");
            assert_eq!(err.kind(), kind, "{:?}", String::from_utf8_lossy(broken));
        }
    }
}
