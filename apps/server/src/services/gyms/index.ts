export { createGymsRepository, type GymsRepository } from "./gyms.repository.ts";
export { gymsRoutes } from "./gyms.routes.ts";
export { createGymsService, distanceKm, type GymsService } from "./gyms.service.ts";
export { DEMO_GYM_COUNT, demoGyms, GYM_CITIES, seedGyms } from "./gyms.seed.ts";
export type NewGym = typeof import("./gyms.schema.ts").gyms.$inferInsert;
