import { PromotionStatusResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { PROMO_PATH, postClient } from "../shipping/shipping.testing.ts";
import { fiveForFiveStatus } from "./five-for-five.routes.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});
const { ok, refused } = postClient(() => store);

describe("POST /svc_checkout/promotion/status", () => {
  it("answers 2 remaining by default (SPEC §9)", async () => {
    const body = PromotionStatusResponse.parse(await ok(PROMO_PATH, { email: "lifter@example.com" }));
    expect(body).toEqual({ fiveShipForFive: true, fiveShipForFiveRemaining: 2 });
  });
  it("works under /site/{code}", async () => {
    expect(await ok("/svc_checkout/site/CAN/promotion/status", { email: "a@b.co" })).toMatchObject({
      fiveShipForFiveRemaining: 2,
    });
  });
  it.each([
    ["invalid email", { email: "not-an-email" }],
    ["email with newline", { email: "a@b.co\n" }],
    ["missing email", {}],
    ["number email", { email: 5 }],
    ["malformed JSON", "{"],
  ])("%s → 400", async (_name, body) => {
    await refused(PROMO_PATH, body, 400);
  });
  it("counts redemptions down to zero", () => {
    expect(fiveForFiveStatus("a@b.co", 1)).toEqual({ fiveShipForFive: true, fiveShipForFiveRemaining: 1 });
    expect(fiveForFiveStatus("a@b.co", 5)).toEqual({ fiveShipForFive: false, fiveShipForFiveRemaining: 0 });
  });
});
