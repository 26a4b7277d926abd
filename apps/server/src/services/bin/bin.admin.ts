import { type Context, Hono } from "hono";
import { z } from "zod";
import { parseJsonBody } from "../../platform/body.ts";
import { HttpError } from "../../platform/errors.ts";
import type { AppEnv } from "../../platform/http.ts";
import { type Restock, UnknownSkuError } from "./bin.restock.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

export const StockBody = z.object({
  sku: z.string().min(1, "is required").max(64, "is too long"),
  qty: z.number().int("must be a whole number").min(0, "must be 0 or more").max(1_000_000, "is too large"),
});

/**
 * The local door `npm run stock -- set <sku> <qty>` uses while a server holds the PGlite data
 * directory: POST /_admin/stock/set {sku, qty} → 200 {productId, sku, previousQoh, qoh, notified}.
 * Same rules as the flags and gift card doors (ADR 0006): loopback socket, no proxy headers, the
 * per-process admin token.
 */
export function stockAdminRoutes(
  stock: Restock,
  options: { verify(authorization: string | undefined): boolean; socketAddress: (c: Context) => string | null },
) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const peer = options.socketAddress(c);
    const proxied = c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined;
    if (!peer || !LOOPBACK.test(peer) || proxied) throw new HttpError(404, "not_found", "Not found");
    if (!options.verify(c.req.header("authorization")))
      throw new HttpError(401, "unauthorized", "A valid admin token is required");
    c.header("cache-control", "no-store");
    await next();
  });
  app.post("/set", async (c) => {
    const body = await parseJsonBody(c, StockBody);
    try {
      return c.json(await stock.restockSku(body.sku, body.qty), 200);
    } catch (err) {
      if (err instanceof UnknownSkuError) throw new HttpError(404, "not_found", err.message);
      throw err;
    }
  });
  return app;
}
