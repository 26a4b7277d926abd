import { CompareAddRequest, TextLocale } from "@ironworks/contracts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { type AppEnv, parseQuery, resolveSite } from "../../platform/http.ts";
import type { CompareService } from "./compare.service.ts";

const LocaleQuery = z.object({ locale: TextLocale.default("en") });

/**
 * /svc_compare (our extension, issue 23 item 5), also under /svc_compare/site/{code}. Never cached.
 * - GET /list → 200 CompareList, the session's own (a visitor without a session: empty, no session)
 * - POST /list/items {sku} → 200 CompareList (starts a guest session when there is none);
 *   unknown sku → 404 product_not_found; a fifth → 409 compare_full; another kind → 409
 *   compare_not_comparable; bad JSON → 400 malformed_json; bad shape → 400 validation_error
 * - DELETE /list/items/{sku}, DELETE /list → 200 CompareList
 * - GET /list/table[?locale=] → 200 CompareTable of the own list
 * - GET /table/{sku,sku,…}[?locale=] → 200 CompareTable of those skus (the share URL); unknown,
 *   malformed, surplus or other-kind skus are left out with `notes`; nobody's list is touched
 */
export function compareRoutes(compare: CompareService) {
  const app = new Hono<AppEnv>();
  const existing = (c: Context<AppEnv>) => c.get("session").find();
  const localeOf = (c: Context<AppEnv>) => parseQuery(c, LocaleQuery).locale;
  app.use("*", resolveSite);
  app.use("*", async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  });

  app.get("/list", async (c) => c.json(await compare.getList(await existing(c), c.get("site")), 200));

  app.post("/list/items", async (c) => {
    const body = await parseJsonBody(c, CompareAddRequest);
    const session = await c.get("session").ensure();
    return c.json(await compare.add(session, c.get("site"), body.sku), 200);
  });

  app.delete("/list/items/:sku", async (c) =>
    c.json(await compare.remove(await existing(c), c.get("site"), c.req.param("sku").slice(0, 64)), 200),
  );

  app.delete("/list", async (c) => c.json(await compare.clear(await existing(c), c.get("site")), 200));

  app.get("/list/table", async (c) => {
    const locale = localeOf(c);
    return c.json(await compare.ownTable(await existing(c), c.get("site"), locale), 200);
  });

  app.get("/table/:skus", async (c) => {
    const locale = localeOf(c);
    return c.json(await compare.table(c.req.param("skus").slice(0, 2000), c.get("site"), locale), 200);
  });

  return app;
}
