import { describe, expect, it } from "vitest";
import { leavesCheckout } from "./buy-now.ts";

describe("leavesCheckout", () => {
  it("keeps the buy-now list within checkout and on the way to login", () => {
    for (const path of ["/checkout", "/checkout/shipping", "/checkout/success", "/login", "/de/checkout/review"])
      expect(leavesCheckout(path)).toBe(false);
  });
  it("deletes it for any other route", () => {
    for (const path of ["/", "/cart", "/checkouts", "/account/wishlist", "/gb/deals"])
      expect(leavesCheckout(path)).toBe(true);
  });
});
