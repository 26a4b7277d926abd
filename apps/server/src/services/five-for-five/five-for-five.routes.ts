import { PromotionStatusRequest, type PromotionStatusResponse } from "@ironworks/contracts";
import { isValidEmail } from "@ironworks/domain";
import { Hono } from "hono";
import { fieldError, validationError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import { readJson } from "../../platform/request.ts";

/** SPEC §9: five-for-five has 2 redemptions remaining by default. */
export const FIVE_SHIP_FOR_FIVE_DEFAULT_REMAINING = 2;

/**
 * Five-for-five status per email. Until orders exist there is nothing to count redemptions
 * from, so every valid email answers the SPEC default deterministically (no table); once the
 * order service records redemptions, `remaining` becomes default − redeemed, floored at 0.
 */
export function fiveForFiveStatus(_email: string, redeemed = 0): PromotionStatusResponse {
  const remaining = Math.max(0, FIVE_SHIP_FOR_FIVE_DEFAULT_REMAINING - redeemed);
  return { fiveShipForFive: remaining > 0, fiveShipForFiveRemaining: remaining };
}

/** POST /svc_checkout/promotion/status {email} → {fiveShipForFive, fiveShipForFiveRemaining}. */
export function fiveForFiveRoutes() {
  const app = new Hono<AppEnv>();
  app.use("/promotion/*", resolveSite);
  app.post("/promotion/status", async (c) => {
    const parsed = PromotionStatusRequest.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error);
    if (!isValidEmail(parsed.data.email))
      throw fieldError("email", "Please enter a valid email.", "Please enter a valid email.");
    c.header("cache-control", "no-store");
    return c.json(fiveForFiveStatus(parsed.data.email.trim().toLowerCase()), 200);
  });
  return app;
}
