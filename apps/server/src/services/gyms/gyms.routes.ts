import { GymSearchQuery } from "@ironworks/contracts";
import { Hono } from "hono";
import { notFound, validationError } from "../../platform/errors.ts";
import type { AppEnv } from "../../platform/http.ts";
import type { GymsService } from "./gyms.service.ts";

/**
 * /svc_gyms (issue #24), only while the gym-map flag is on (else 404, as the page):
 * - GET /gyms?q=&radius=&type=&equipment=a,b → 200 {gyms, place}; public, cached a minute
 * - bad input → 400 validation_error naming the field (radius out of 1…1000, unknown type or equipment)
 */
export function gymsRoutes(deps: { gyms: GymsService; enabled: () => Promise<boolean> }) {
  const app = new Hono<AppEnv>();
  app.get("/gyms", async (c) => {
    if (!(await deps.enabled())) throw notFound("No such endpoint");
    const parsed = GymSearchQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    c.header("cache-control", "public, max-age=60");
    return c.json(await deps.gyms.search(parsed.data), 200);
  });
  return app;
}
