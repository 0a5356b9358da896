//! `/tunnel_sessions`, one session, and the commands it takes (`restart`, `stop`, `update`).

use super::{list, method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::kind;
use crate::service::session::Session;
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    match (req.method, route) {
        (Method::Get, Route::Collection(_)) => list::<Session>(s, req),
        (Method::Get, Route::Item(_, id)) => Ok(Reply::Ok(s.get::<Session>(id)?)),
        (Method::Post, Route::TunnelSessionAction(id, action)) => s
            .session_action(
                id,
                action,
                body::parse_allowing_bare_id(req.body.as_deref(), id)?,
            )
            .map(|restart| match restart {
                Some(restart) => Reply::NoContentAt {
                    path: kind::TUNNEL_SESSION.item_path(&restart.session_id),
                    dropped_update: restart.dropped_update.map(|v| v.to_string()),
                },
                None => Reply::NoContent,
            }),
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
