export { createSessionRepository } from "./session.repository.ts";
export { createSessionService, SESSION_TTL_MS, type SessionService, type SignedIn } from "./session.service.ts";
