import { z } from "zod";
import { type AdminDoorOptions, adminDoor } from "../../platform/admin-door.ts";
import { parseJsonBody } from "../../platform/body.ts";
import { notFound } from "../../platform/errors.ts";
import { type Restock, UnknownSkuError } from "./bin.restock.ts";

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
export function stockAdminRoutes(stock: Restock, options: AdminDoorOptions) {
  const app = adminDoor(options);
  app.post("/set", async (c) => {
    const body = await parseJsonBody(c, StockBody);
    try {
      return c.json(await stock.restockSku(body.sku, body.qty), 200);
    } catch (err) {
      if (err instanceof UnknownSkuError) throw notFound(err.message);
      throw err;
    }
  });
  return app;
}
