import { Hono } from "hono";
import { privateAnswers } from "../../platform/body.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { requireCustomerId } from "../customer/index.ts";
import type { ProgrammingService } from "./programming.service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /svc_programming (SPEC §7), customer-only, no-store:
 * - GET /programs → 200 {programs}
 * - GET /programs/{id} → 200 program; unknown or someone else's id → 404 program_not_found
 * - guests → 401 unauthorized 'Missing customer data'
 */
export function programmingRoutes(programs: ProgrammingService) {
  const app = new Hono<AppEnv>();
  app.use("*", privateAnswers);
  app.use("*", resolveSite);

  app.get("/programs", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json({ programs: await programs.list(customerId, c.get("site")) }, 200);
  });

  app.get("/programs/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    const id = c.req.param("id");
    if (!UUID.test(id)) throw programs.notFound();
    return c.json(await programs.get(customerId, id, c.get("site")), 200);
  });

  return app;
}
