import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPaymentModule, type PaymentModule, resetPaymentModule } from "./payment-module.ts";

describe("the payment module chunk (SPEC §8: load failure retried once, then raised)", () => {
  afterEach(() => {
    resetPaymentModule();
    vi.useRealTimers();
  });

  it("retries a failed load once", async () => {
    vi.useFakeTimers();
    const mod = {} as PaymentModule;
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk")).mockResolvedValueOnce(mod);
    const loading = loadPaymentModule(load);
    await vi.runAllTimersAsync();
    expect(await loading).toBe(mod);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("raises the second failure, and a later call tries again", async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new Error("chunk"));
    const loading = loadPaymentModule(load);
    const settled = loading.catch((e: Error) => e);
    await vi.runAllTimersAsync();
    expect(((await settled) as Error).message).toBe("chunk");
    expect(load).toHaveBeenCalledTimes(2);
    const ok = {} as PaymentModule;
    const again = loadPaymentModule(async () => ok);
    expect(await again).toBe(ok);
  });
});
