import { z } from "zod";
import { type AdminDoorOptions, adminDoor } from "../../platform/admin-door.ts";
import { parseJsonBody } from "../../platform/body.ts";
import type { Fulfilment } from "./checkout.fulfilment.ts";

export const ShipBody = z.object({
  orderId: z.string().min(1, "is required").max(64, "is too long"),
  carrier: z.string().trim().min(1, "is required").max(40, "is too long").optional(),
});
export const DeliverBody = ShipBody.pick({ orderId: true });

/**
 * The local door `npm run orders -- ship|deliver` uses while a server holds the PGlite data
 * directory: POST /_admin/orders/ship {orderId, carrier?} and /deliver {orderId} → 200
 * {orderId, shipments}; 404 order_not_found, 409 order_not_paid / nothing_to_ship /
 * order_not_shipped. Same rules as the flags, gift card and stock doors (ADR 0006): loopback
 * socket, no proxy headers, the per-process admin token.
 */
export function orderAdminRoutes(fulfilment: Pick<Fulfilment, "ship" | "deliver">, options: AdminDoorOptions) {
  const app = adminDoor(options);
  app.post("/ship", async (c) => {
    const body = await parseJsonBody(c, ShipBody);
    const shipments = await fulfilment.ship(body.orderId, body.carrier ? { carrier: body.carrier } : {});
    return c.json({ orderId: body.orderId.trim().toUpperCase(), shipments }, 200);
  });
  app.post("/deliver", async (c) => {
    const body = await parseJsonBody(c, DeliverBody);
    return c.json(
      { orderId: body.orderId.trim().toUpperCase(), shipments: await fulfilment.deliver(body.orderId) },
      200,
    );
  });
  return app;
}
