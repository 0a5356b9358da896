//! The local transport: the router in process, over the embedded store.

use crate::api::{ApiRequest, ApiResponse};
use crate::router::Router;
use crate::store::Scope;

pub struct Local {
    router: Router,
}

impl Local {
    pub fn new(router: Router) -> Self {
        Local { router }
    }

    pub fn router(&self) -> &Router {
        &self.router
    }

    pub fn send(&self, req: &ApiRequest, scope: &Scope) -> ApiResponse {
        self.router.handle_in(req, scope)
    }
}
