//! What each role may do (API-NOTES "API keys"), checked before any handler runs, so that a
//! refused request reads and writes nothing. What depends on stored data (the CA a certificate
//! request names, whose certificates an issuer reads, what its lists show) is the service's part.

use crate::api::actor::{Actor, Role};
use crate::api::route::Route;
use crate::api::{ApiError, Method};
use crate::kind::{self, Kind};

/// What a role may do with one kind's routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Grant {
    Denied,
    /// GET only.
    Read,
    /// Every method.
    All,
    /// GET of the CAs the key names (the service leaves the others out of lists).
    ReadOwnCas,
    /// Sign (POST to the collection) and GET; the service holds the signing to the key's CAs and
    /// the reading to the certificates the key issued.
    SignWithOwnCas,
}

use Grant::*;

/// One line per kind: what an operator, a reader and an issuer may do with its routes. An
/// administrator may do everything; a kind without a line is refused to the other roles.
const GRANTS: &[(&Kind, [Grant; 3])] = &[
    (&kind::TCP_EDGE, [All, Read, Denied]),
    (&kind::TUNNEL_SESSION, [All, Read, Denied]),
    (&kind::AGENT_RELEASE, [All, Read, Denied]),
    (&kind::ROUTE_SAML, [All, Read, Denied]),
    (&kind::ROUTE_COMPRESSION, [All, Read, Denied]),
    (&kind::TLS_TERMINATION, [All, Read, Denied]),
    (&kind::EVENT_SUBSCRIPTION, [All, Read, Denied]),
    (&kind::SSH_CA, [All, Read, ReadOwnCas]),
    (&kind::SSH_CA_POLICY, [All, Read, ReadOwnCas]),
    (&kind::SSH_USER_CERTIFICATE, [All, Read, SignWithOwnCas]),
    (&kind::SSH_HOST_CERTIFICATE, [All, Read, SignWithOwnCas]),
    (&kind::API_KEY, [Denied, Denied, Denied]),
    (&kind::API_KEY_POLICY, [Denied, Denied, Denied]),
    // Who did what is for administrators (API-NOTES "Audit trail").
    (&kind::AUDIT_RECORD, [Denied, Denied, Denied]),
];

/// Refuses `method` on `route` when the actor's role does not allow it (403, naming the role and
/// what it may not do).
pub(super) fn check(actor: &Actor, method: Method, route: Route) -> Result<(), ApiError> {
    // Every key may read its own record (what it may sign, for `ssh-cert login` and the like).
    if (method, route) == (Method::Get, Route::ApiKeySelf) {
        return Ok(());
    }
    let column = match actor.role() {
        Role::Admin => return Ok(()),
        Role::Operator => 0,
        Role::Reader => 1,
        Role::Issuer { .. } => 2,
    };
    let grant = GRANTS
        .iter()
        .find(|(k, _)| *k == route.kind())
        .map_or(Denied, |(_, grants)| grants[column]);
    let reads = method == Method::Get;
    let allowed = match grant {
        Denied => false,
        Read => reads,
        All => true,
        ReadOwnCas => {
            if let (true, Some(ca)) = (reads, ca_of(route)) {
                actor.check_ca("read", ca)?;
            }
            reads
        }
        SignWithOwnCas => {
            reads || (method == Method::Post && matches!(route, Route::Collection(_)))
        }
    };
    match allowed {
        true => Ok(()),
        false => Err(actor.refused(&what(method, route))),
    }
}

/// The CA a route of the SSH CA kinds names in its path; `None` for the collection.
fn ca_of<'a>(route: Route<'a>) -> Option<&'a str> {
    match route {
        Route::Item(_, id)
        | Route::Module(_, id, _)
        | Route::SshCaRevocations(id)
        | Route::SshCaRevokedKeys(id)
        | Route::SshCaKrl(id) => Some(id),
        _ => None,
    }
}

/// What a request does, as a refusal says it ("create TCP edges").
fn what(method: Method, route: Route) -> String {
    let verb = match (method, route) {
        (Method::Post, Route::Collection(_)) => "create",
        (Method::Get, _) => "read",
        (Method::Put, _) => "replace",
        (Method::Patch, _) => "update",
        (Method::Delete, _) => "delete",
        (Method::Post, _) => "change",
    };
    format!("{verb} {}", route.kind().plural)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_line_of_grants() {
        for kind in kind::KINDS {
            assert!(
                GRANTS.iter().any(|(k, _)| k == kind),
                "{} has no line in GRANTS",
                kind.name
            );
        }
    }
}
