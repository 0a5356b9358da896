//! `/event_subscriptions`, one subscription, and its sources.

use super::{list, method_not_allowed, Reply};
use crate::api::route::Route;
use crate::api::{body, ApiError, ApiRequest, Method};
use crate::service::event_sub::EventSubscription;
use crate::service::InScope;

pub(super) fn handle(s: &InScope, route: Route, req: &ApiRequest) -> Result<Reply, ApiError> {
    let body = req.body.as_deref();
    match (req.method, route) {
        (Method::Post, Route::Collection(_)) => {
            Ok(Reply::Created(s.event_sub_create(body::parse(body)?)?))
        }
        (Method::Get, Route::Collection(_)) => list::<EventSubscription>(s, req),
        (Method::Get, Route::Item(_, id)) => Ok(Reply::Ok(s.get::<EventSubscription>(id)?)),
        (Method::Patch, Route::Item(_, id)) => {
            Ok(Reply::Ok(s.event_sub_update(id, body::parse(body)?)?))
        }
        (Method::Delete, Route::Item(_, id)) => {
            s.delete::<EventSubscription>(id).map(|_| Reply::NoContent)
        }
        (Method::Get, Route::EventSources(id)) => Ok(Reply::Ok(s.event_source_list(id)?)),
        (Method::Post, Route::EventSources(id)) => {
            Ok(Reply::Created(s.event_source_add(id, body::parse(body)?)?))
        }
        (Method::Get, Route::EventSource(id, kind)) => Ok(Reply::Ok(s.event_source_get(id, kind)?)),
        (Method::Patch, Route::EventSource(id, kind)) => Ok(Reply::Ok(s.event_source_update(
            id,
            kind,
            body::parse(body)?,
        )?)),
        (Method::Delete, Route::EventSource(id, kind)) => {
            s.event_source_delete(id, kind).map(|_| Reply::NoContent)
        }
        (method, route) => Err(method_not_allowed(method, route)),
    }
}
