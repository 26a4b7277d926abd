export { createSessionRepository } from "./session.repository.ts";
export { sessionRoutes } from "./session.routes.ts";
export { createSessionService, SESSION_TTL_MS, type SessionService, type SignedIn } from "./session.service.ts";
export { sessionResponse } from "./session.wire.ts";
