import { afterEach, describe, expect, it, vi } from "vitest";
import { getFiveForFive, refreshFiveForFive, setFiveForFive } from "./five-for-five.ts";

afterEach(() => setFiveForFive(null));

describe("refreshing promotions (SPEC §4 health tick, §7 promotion/status)", () => {
  it("asks with the customer's email on the site's path and keeps the answer", async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ fiveShipForFive: true, fiveShipForFiveRemaining: 2 }), { status: 200 }),
    );
    await refreshFiveForFive("CAN", "lifter@example.com", null, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith(
      "/svc_checkout/site/CAN/promotion/status",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "lifter@example.com" }) }),
    );
    expect(getFiveForFive()).toEqual({ fiveShipForFive: true, fiveShipForFiveRemaining: 2 });
  });

  it("keeps what it knew when the call fails, and forgets it for a guest", async () => {
    setFiveForFive({ fiveShipForFive: true, fiveShipForFiveRemaining: 1 });
    await refreshFiveForFive("USA", "a@b.co", null, (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch);
    expect(getFiveForFive()).toEqual({ fiveShipForFive: true, fiveShipForFiveRemaining: 1 });
    await refreshFiveForFive("USA", null, null);
    expect(getFiveForFive()).toBeNull();
  });
});
