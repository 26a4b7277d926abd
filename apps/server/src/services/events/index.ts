export { eventsRoutes } from "./events.routes.ts";
export { createEventsRepository } from "./events.repository.ts";
export { createLeaderboardHub, type LeaderboardHub } from "./events.live.ts";
export {
  createEventsService,
  type EventsAuditWriter,
  type EventsService,
  type EventsStaff,
} from "./events.service.ts";
export { DEMO_EVENTS, seedEvents } from "./events.seed.ts";
export { registerEventsStaffEndpoints } from "./events.staff.ts";
