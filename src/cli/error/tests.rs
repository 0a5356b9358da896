//! The exit codes and hints that errors of the store and the transports get.

use std::error::Error;
use std::path::PathBuf;

use super::*;

#[test]
fn each_kind_exits_with_its_documented_code() {
    let codes = [
        (ErrorKind::Failure, 1),
        (ErrorKind::Usage, 2),
        (ErrorKind::NotFound, 3),
        (ErrorKind::Auth, 4),
        (ErrorKind::Conflict, 5),
        (ErrorKind::Unavailable, 6),
        (ErrorKind::Cancelled, 7),
        (ErrorKind::Interrupted, 130),
    ];
    for (kind, code) in codes {
        assert_eq!(kind.exit_code(), code, "{kind:?}");
        assert_eq!(CliError::new(kind, "x").exit_code(), code, "{kind:?}");
    }
}

#[test]
fn an_io_error_is_kept_underneath_its_message() {
    let io = std::io::Error::new(std::io::ErrorKind::PermissionDenied, "no entry");
    let err = CliError::from(io);
    assert_eq!(err.message, "no entry");
    assert_eq!(err.exit_code(), exit::FAILURE);
    let source = err
        .source()
        .and_then(|s| s.downcast_ref::<std::io::Error>());
    assert_eq!(
        source.map(std::io::Error::kind),
        Some(std::io::ErrorKind::PermissionDenied)
    );
}

#[test]
fn a_store_error_keeps_message_hint_exit_code_and_itself() {
    let path = PathBuf::from("/srv/store");
    let err = CliError::from(StoreError::NotADirectory { path: path.clone() });
    assert_eq!(err.message, "the store path /srv/store is not a directory");
    assert_eq!(
        err.hint.as_deref(),
        Some("pass --store (or TUNNELCTL_STORE) the directory that holds the store")
    );
    assert_eq!(err.exit_code(), exit::USAGE);
    let source = err.source().and_then(|s| s.downcast_ref::<StoreError>());
    assert!(matches!(source, Some(StoreError::NotADirectory { .. })));

    let full = CliError::from(StoreError::Full { path });
    assert_eq!(full.exit_code(), exit::UNAVAILABLE);
    assert!(full.source().is_some_and(|s| s.is::<StoreError>()));
}

#[test]
fn an_api_refusal_chooses_its_kind_by_status_and_stays_underneath() {
    for (status, kind) in [
        (401, ErrorKind::Auth),
        (403, ErrorKind::Auth),
        (404, ErrorKind::NotFound),
        (409, ErrorKind::Conflict),
        (400, ErrorKind::Failure),
        (503, ErrorKind::Unavailable),
    ] {
        let err = CliError::from_api(ApiError::new(status, "ERR_X", "refused"), None);
        assert_eq!(err.kind, kind, "{status}");
        assert!(err.source().is_some_and(|s| s.is::<ApiError>()), "{status}");
    }
}
