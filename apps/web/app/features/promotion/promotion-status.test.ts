import { afterEach, describe, expect, it, vi } from "vitest";
import { getPromotionStatus, refreshPromotionStatus, setPromotionStatus } from "./promotion-status.ts";

afterEach(() => setPromotionStatus(null));

describe("refreshing promotions (SPEC §4 health tick, §7 promotion/status)", () => {
  it("asks with the customer's email on the site's path and keeps the answer", async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ fiveShipForFive: true, fiveShipForFiveRemaining: 2 }), { status: 200 }),
    );
    await refreshPromotionStatus("CAN", "lifter@example.com", null, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(
      "/svc_checkout/site/CAN/promotion/status",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "lifter@example.com" }) }),
    );
    expect(getPromotionStatus()).toEqual({ fiveShipForFive: true, fiveShipForFiveRemaining: 2 });
  });

  it("keeps what it knew when the call fails, and forgets it for a guest", async () => {
    setPromotionStatus({ fiveShipForFive: true, fiveShipForFiveRemaining: 1 });
    await refreshPromotionStatus("USA", "a@b.co", null, (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch);
    expect(getPromotionStatus()).toEqual({ fiveShipForFive: true, fiveShipForFiveRemaining: 1 });
    await refreshPromotionStatus("USA", null, null);
    expect(getPromotionStatus()).toBeNull();
  });
});
