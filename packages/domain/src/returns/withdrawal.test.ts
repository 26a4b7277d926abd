import { describe, expect, it } from "vitest";
import { lineWithdrawal, WITHDRAWAL_DAYS, withdrawalOpen } from "./withdrawal.ts";

const delivered = new Date("2026-07-01T15:00:00Z");
const day = (d: string) => new Date(`${d}T12:00:00Z`);
const line = (over: Partial<{ qty: number; returnedQty: number; productType: string }> = {}) => ({
  qty: 2,
  returnedQty: 0,
  productType: "simple",
  ...over,
});

describe("the EU right of withdrawal", () => {
  it.each([
    ["EUR", true, true],
    ["EUR", false, false],
    ["GBR", true, false],
    ["USA", true, false],
  ] as const)("is offered on %s with the flag %s: %s", (site, flag, open) => {
    expect(withdrawalOpen(site, flag)).toBe(open);
  });

  it("runs until the end of the 14th day after delivery, and at any time before delivery", () => {
    expect(WITHDRAWAL_DAYS).toBe(14);
    expect(lineWithdrawal(line(), null, day("2026-06-20"))).toEqual({
      withdrawable: true,
      why: null,
      qty: 2,
      delivered: false,
      deadline: null,
    });
    expect(lineWithdrawal(line(), delivered, day("2026-07-15"))).toMatchObject({
      withdrawable: true,
      qty: 2,
      delivered: true,
      deadline: "2026-07-15",
    });
    expect(lineWithdrawal(line(), delivered, day("2026-07-16"))).toMatchObject({
      withdrawable: false,
      why: "period_over",
    });
  });

  it("excludes virtual items and units already going back, but not final-sale goods", () => {
    expect(lineWithdrawal(line({ productType: "giftcard" }), delivered, day("2026-07-02")).why).toBe("virtual");
    expect(lineWithdrawal(line({ returnedQty: 2 }), delivered, day("2026-07-02")).why).toBe("fully_returned");
    expect(lineWithdrawal(line({ returnedQty: 1 }), delivered, day("2026-07-02")).qty).toBe(1);
  });
});
