import { GiftcardBalanceRequest, type GiftcardBalanceResponse } from "@ironworks/contracts";
import { CAPTCHA_HEADER, STORE_CURRENCY, type StoreId } from "@ironworks/domain";
import { type Context, Hono } from "hono";
import { parseJsonBody, privateAnswers } from "../../platform/body.ts";
import { fieldError } from "../../platform/errors.ts";
import { type AppEnv, resolveSite } from "../../platform/http.ts";
import type { GiftcardService } from "./giftcard.service.ts";

/**
 * /svc_checkout (also under /site/{code}), private answers (no-store):
 * - POST /giftcard/balance {code, storeId?} + captcha header (action giftcard) → 200 {code (masked
 *   but the last 4), balance, currency}; 404 giftcard_not_exist (one body for every unknown code);
 *   409 giftcard_balance_error when the card is in another currency than the store's (ADR 0017);
 *   400 malformed_json / validation_error / captcha_failed; 429 too_many_attempts + Retry-After.
 * The store's currency is the site's, or that of `storeId` when it is given and known.
 */
export function giftcardRoutes(deps: { giftcards: GiftcardService; clientAddress: (c: Context) => string }) {
  const { giftcards, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", resolveSite);
  app.use("*", privateAnswers);

  app.post("/giftcard/balance", async (c) => {
    const input = await parseJsonBody(c, GiftcardBalanceRequest);
    let currency: string = c.get("site").currency;
    if (input.storeId !== undefined) {
      const byStore = STORE_CURRENCY[input.storeId as StoreId];
      if (!byStore) throw fieldError("storeId", "is not a store");
      currency = byStore;
    }
    const answer: GiftcardBalanceResponse = await giftcards.checkBalance(
      { code: input.code, currency },
      { captchaToken: c.req.header(CAPTCHA_HEADER), ip: clientAddress(c) },
    );
    return c.json(answer, 200);
  });

  return app;
}
