import { SegmentsRequest } from "@ironworks/contracts";
import type { Db } from "@ironworks/db";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import type { AppEnv } from "../../platform/http.ts";
import { requireCustomerId } from "./customer.routes.ts";
import { customers } from "./customer.schema.ts";
import { unauthorized } from "./customer.service.ts";

/**
 * The customer's visitor segments (SPEC §6: customers keep them on the server, guests in local
 * storage). Its own file so the customer service's other changes stay apart; the one statement
 * here is the only SQL on customers.segments.
 */
export function createSegmentsRepository(db: Db) {
  return {
    async save(customerId: number, segments: string[]): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ segments, updatedAt: sql`now()` })
        .where(eq(customers.customerId, customerId))
        .returning({ id: customers.customerId });
      return rows.length > 0;
    },
  };
}
export type SegmentsRepository = ReturnType<typeof createSegmentsRepository>;

/**
 * PUT /svc_customer/customer/segments {segments} → 200 {segments, primarySegment} (duplicates
 * dropped, order kept: the first is primary); 400 naming the field; 401 for a guest. The browser
 * ignores a failure (SPEC §8).
 */
export function customerSegmentsRoutes(repo: SegmentsRepository) {
  const app = new Hono<AppEnv>();
  app.use("/customer/segments", privateAnswers);
  app.put("/customer/segments", async (c) => {
    const customerId = await requireCustomerId(c);
    const { segments } = await parseJsonBody(c, SegmentsRequest);
    const unique = [...new Set(segments)];
    if (!(await repo.save(customerId, unique))) throw unauthorized();
    return c.json({ segments: unique, primarySegment: unique[0] ?? "None" }, 200);
  });
  return app;
}
