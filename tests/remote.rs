//! The remote transport against scripted servers: retries only where a retry is safe, clear
//! reports of unreachable servers and non-JSON answers, and the API key's sources.

use crate::common;
use tunnelctl::cli::exit;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::Env;

const EDGE: &str = "edgtcp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqn";

/// A server that answers each request with the next of `answers` (status, extra header, body),
/// repeating the last one, and counts the requests it got.
fn scripted(answers: Vec<(u16, &'static str, &'static str)>) -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let count = Arc::new(AtomicUsize::new(0));
    let counter = count.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { break };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut length = 0;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
                if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = v.trim().parse().unwrap_or(0);
                }
            }
            let mut body = vec![0; length];
            let _ = reader.read_exact(&mut body);
            let n = counter.fetch_add(1, Ordering::SeqCst);
            let (status, header, text) = answers[n.min(answers.len() - 1)];
            let response = format!(
                "HTTP/1.1 {status} X\r\nContent-Length: {}\r\nConnection: close\r\n{header}\r\n{text}",
                text.len()
            );
            let _ = stream.write_all(response.as_bytes());
        }
    });
    (url, count)
}

const UNAVAILABLE: (u16, &str, &str) = (503, "", "");
const EDGE_BODY: &str = r#"{"id":"edgtcp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqn","description":"","metadata":"","created_at":"2026-11-22T10:00:00Z","uri":"x","hostports":null,"backend":null,"ip_restriction":null,"policy":null}"#;

fn remote_cmd(env: &Env, url: &str, args: &[&str]) -> std::process::Output {
    env.cmd()
        .args(["--api-url", url, "--api-key", "k", "-o", "json"])
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn get_is_retried_after_transient_failures() {
    let env = Env::new();
    let (url, count) = scripted(vec![
        UNAVAILABLE,
        (429, "Retry-After: 0\r\n", ""),
        (200, "", EDGE_BODY),
    ]);
    let out = remote_cmd(&env, &url, &["tcp-edge", "get", EDGE]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(count.load(Ordering::SeqCst), 3);
    let edge: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(edge["id"], EDGE);
}

#[test]
fn post_is_never_retried() {
    let env = Env::new();
    let (url, count) = scripted(vec![UNAVAILABLE, (201, "", EDGE_BODY)]);
    let out = remote_cmd(&env, &url, &["tcp-edge", "create"]);
    assert_eq!(
        out.status.code(),
        Some(exit::UNAVAILABLE),
        "a 503 is 'unavailable'"
    );
    assert_eq!(
        count.load(Ordering::SeqCst),
        1,
        "a POST must not be sent twice"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn retries_give_up_after_the_limit() {
    let env = Env::new();
    let (url, count) = scripted(vec![UNAVAILABLE]);
    let out = remote_cmd(&env, &url, &["--retries", "2", "tcp-edge", "get", EDGE]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    assert_eq!(
        count.load(Ordering::SeqCst),
        3,
        "one attempt and two retries"
    );
}

#[test]
fn a_non_json_error_page_is_reported_plainly() {
    let env = Env::new();
    let (url, _) = scripted(vec![(
        502,
        "Content-Type: text/html\r\n",
        "<html><body><h1>Bad Gateway</h1></body></html>",
    )]);
    let out = remote_cmd(&env, &url, &["--retries", "0", "tcp-edge", "get", EDGE]);
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("the server answered 502 with a body that is not the API's JSON: <html><body><h1>Bad Gateway"), "{stderr}");
}

#[test]
fn an_unreachable_server_exits_6_with_a_hint() {
    let env = Env::new();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port(); // closed once dropped
    let out = remote_cmd(
        &env,
        &format!("http://127.0.0.1:{port}"),
        &["--retries", "1", "tcp-edge", "list"],
    );
    assert_eq!(out.status.code(), Some(exit::UNAVAILABLE));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "cannot reach http://127.0.0.1:{port} (after 2 attempts)"
        )),
        "{stderr}"
    );
    assert!(stderr.contains("hint: check --api-url"), "{stderr}");
}

#[test]
fn the_api_key_comes_from_flag_then_environment() {
    let env = Env::new();
    let (url, _) = scripted(vec![(200, "", EDGE_BODY)]);
    let out = env
        .cmd()
        .args(["--api-url", &url, "tcp-edge", "get", EDGE])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(exit::USAGE));
    assert!(String::from_utf8_lossy(&out.stderr).contains(
        "hint: log in with tunnelctl auth login, or pass --api-key-file FILE (or --api-key), or set TUNNELCTL_API_KEY or NGROK_API_KEY"
    ));
    let out = env
        .cmd()
        .env("NGROK_API_KEY", "from-ngrok-env")
        .args(["--api-url", &url, "tcp-edge", "get", EDGE])
        .output()
        .unwrap();
    assert!(out.status.success(), "NGROK_API_KEY is the last fallback");
}

/// A server that answers a bare "Resource not found": a multi-delete names the one it could not
/// find, after the ones it deleted.
#[test]
fn a_multi_delete_names_the_one_a_server_did_not_find() {
    let env = Env::new();
    let not_found =
        r#"{"error_code":"","status_code":404,"msg":"Resource not found","details":{}}"#;
    let (url, _) = scripted(vec![
        (204, "", ""),
        (404, "Content-Type: application/json\r\n", not_found),
    ]);
    let other = "edgtcp_2Ba8mJ6fB3bNBGn0ImcMOuSJPqo";
    let out = remote_cmd(&env, &url, &["--yes", "tcp-edge", "delete", EDGE, other]);
    assert_eq!(out.status.code(), Some(exit::NOT_FOUND));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("deleted TCP edge {EDGE}")),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("error: TCP edge {other} not found")),
        "{stderr}"
    );
}
