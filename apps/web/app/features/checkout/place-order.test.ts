import type { Order, PlaceOrderRequest, PlaceOrderResponse } from "@ironworks/contracts";
import { describe, expect, it, vi } from "vitest";
import { OrderCallError } from "./checkout-api.ts";
import {
  createPlacementGuard,
  needsBrowserInfo,
  ORDER_POST_MIN_MS,
  type PlaceDeps,
  placeOrder,
} from "./place-order.ts";

const request = { totals: { grandTotalIncludingTax: 118 } } as unknown as PlaceOrderRequest;
const answer = (status: PlaceOrderResponse["status"]): PlaceOrderResponse =>
  ({
    orderId: "O1",
    storeId: 1,
    status,
    payment: { threeDsState: null, resultCode: null },
  }) as unknown as PlaceOrderResponse;
const order = (total: number) => ({ orderId: "O1", totals: { grandTotalIncludingTax: total } }) as unknown as Order;

function deps(overrides: Partial<PlaceDeps> = {}): PlaceDeps & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    captcha: vi.fn(async () => "tok"),
    post: vi.fn(async () => answer("published")),
    getOrder: vi.fn(async () => order(118)),
    completePayment: vi.fn(async () => answer("payment_complete")),
    wait: vi.fn(async (ms: number) => {
      waits.push(ms);
    }),
    ...overrides,
  };
}

describe("placing an order (SPEC §4)", () => {
  it("posts with the captcha token, waits at least 500 ms and reloads the order by id", async () => {
    const d = deps();
    const result = await placeOrder(request, d);
    expect(d.post).toHaveBeenCalledWith(request, "tok");
    expect(d.waits).toEqual([ORDER_POST_MIN_MS]);
    expect(d.getOrder).toHaveBeenCalledWith("O1");
    expect(result).toEqual({ ok: true, order: order(118) });
  });

  it("goes on with an empty token when the captcha fails (SPEC §8)", async () => {
    const d = deps({ captcha: async () => Promise.reject(new Error("no")) });
    await placeOrder(request, d);
    expect(d.post).toHaveBeenCalledWith(request, "");
  });

  it("runs 3-D Secure for payment_pending", async () => {
    const d = deps({ post: vi.fn(async () => answer("payment_pending")) });
    const result = await placeOrder(request, d);
    expect(d.completePayment).toHaveBeenCalled();
    expect(result.ok).toBe(true);
  });

  it("a failed 3-D Secure is the module's error code", async () => {
    const failure = Object.assign(new Error("not authenticated"), { code: "three_ds" });
    const d = deps({
      post: vi.fn(async () => answer("payment_pending")),
      completePayment: vi.fn(async () => Promise.reject(failure)),
    });
    expect(await placeOrder(request, d)).toMatchObject({ ok: false, error: { code: "three_ds" } });
  });

  it("order_already_published with the same grand total counts as placed", async () => {
    const published = new OrderCallError(
      { code: "order_already_published", message: "", details: { orderId: "O9" } },
      409,
    );
    const d = deps({ post: vi.fn(async () => Promise.reject(published)) });
    expect(await placeOrder(request, d)).toEqual({ ok: true, order: order(118) });
    expect(d.getOrder).toHaveBeenCalledWith("O9");
  });

  it("order_already_published with another total is shown", async () => {
    const published = new OrderCallError(
      { code: "order_already_published", message: "", details: { orderId: "O9" } },
      409,
    );
    const d = deps({ post: vi.fn(async () => Promise.reject(published)), getOrder: vi.fn(async () => order(99)) });
    expect(await placeOrder(request, d)).toMatchObject({
      ok: false,
      error: { code: "order_already_published" },
      existing: order(99),
    });
  });

  it("other errors come back as they are (and the post still took its minimum time)", async () => {
    const refused = new OrderCallError({ code: "wrong_shipping_rate", message: "changed" }, 409);
    const d = deps({ post: vi.fn(async () => Promise.reject(refused)) });
    expect(await placeOrder(request, d)).toEqual({
      ok: false,
      error: { code: "wrong_shipping_rate", message: "changed" },
    });
    expect(d.waits).toEqual([ORDER_POST_MIN_MS]);
  });

  it("refuses a second placement while one is loading", async () => {
    const guard = createPlacementGuard();
    let release: () => void = () => {};
    const first = guard.run(() => new Promise<string>((r) => (release = () => r("first"))));
    expect(guard.busy).toBe(true);
    expect(await guard.run(async () => "second")).toBeNull();
    release();
    expect(await first).toBe("first");
    expect(guard.busy).toBe(false);
    expect(await guard.run(async () => "third")).toBe("third");
  });

  it("collects browser info for EUR/GBR card payments only", () => {
    expect(needsBrowserInfo("EUR", { paymentType: "card" })).toBe(true);
    expect(needsBrowserInfo("GBP", { paymentType: "storedCard" })).toBe(true);
    expect(needsBrowserInfo("USD", { paymentType: "card" })).toBe(false);
    expect(needsBrowserInfo("EUR", { paymentType: "paypal" })).toBe(false);
  });
});
