import { AddressInput, AddressPatch } from "@ironworks/contracts";
import { Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../../platform/body.ts";
import { type AppEnv, resolveSite } from "../../../platform/http.ts";
import { requireCustomerId } from "../customer.routes.ts";
import type { AddressService } from "./address.service.ts";

/**
 * /svc_customer/customer/address (SPEC §7), signed-in customers only, private answers (no-store):
 * - POST {SPEC §3 address} → 201 {address, addresses, shipToCountry}; 400 malformed_json /
 *   validation_error (fields named, SPEC §5 messages); 401 unauthorized; 409 address_limit_reached;
 * - PATCH /{id} {any address fields} → 200 {address, addresses, shipToCountry}; 400; 401; 404;
 * - DELETE /{id} → 200 {addresses, shipToCountry}; 401; 404.
 * An id that is not the caller's answers 404 exactly like an unknown one.
 */
export function addressRoutes(deps: { addresses: AddressService }) {
  const { addresses } = deps;
  const app = new Hono<AppEnv>();
  app.use("/customer/address", privateAnswers, resolveSite);
  app.use("/customer/address/*", privateAnswers, resolveSite);

  app.post("/customer/address", async (c) => {
    const customerId = await requireCustomerId(c);
    const input = await parseJsonBody(c, AddressInput);
    return c.json(await addresses.create(customerId, input, c.get("site").code), 201);
  });

  app.patch("/customer/address/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    const patch = await parseJsonBody(c, AddressPatch);
    return c.json(await addresses.update(customerId, c.req.param("id"), patch, c.get("site").code), 200);
  });

  app.delete("/customer/address/:id", async (c) => {
    const customerId = await requireCustomerId(c);
    return c.json(await addresses.remove(customerId, c.req.param("id")), 200);
  });

  return app;
}
