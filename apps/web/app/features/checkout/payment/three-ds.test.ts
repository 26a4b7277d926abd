import type { PlaceOrderResponse } from "@ironworks/contracts";
import { describe, expect, it, vi } from "vitest";
import { PaymentFlowError } from "./payment-errors.ts";
import {
  challengeUrl,
  completePaymentAction,
  PENDING_REDIRECT_KEY,
  type PaymentActionDeps,
  resumeRedirectResult,
  withoutThreeDsParams,
} from "./three-ds.ts";

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64");

function order(status: PlaceOrderResponse["status"], action: Record<string, unknown> | null = null, extra = {}) {
  return {
    orderId: "ORD-1",
    storeId: 5,
    status,
    payment: {
      paymentType: "card",
      amount: 100,
      resultCode: null,
      action,
      threeDsState: status === "payment_pending" ? "new" : null,
      brand: null,
      lastFour: null,
      ...extra,
    },
  } as PlaceOrderResponse;
}

const fingerprint = {
  type: "threeDS2",
  subtype: "fingerprint",
  token: b64({ threeDSMethodUrl: "https://pay.test/3ds/method", threeDSServerTransID: "3ds_a" }),
  paymentData: "3ds_a",
};
const challenge = {
  type: "threeDS2",
  subtype: "challenge",
  token: b64({ acsTransID: "3ds_b", acsURL: "https://pay.test/_testpay/3ds/challenge" }),
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function server(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe("completePaymentAction (3-D Secure 2)", () => {
  it("returns a complete order untouched", async () => {
    const done = order("payment_complete");
    await expect(completePaymentAction(done, { storeId: 5, servicePrefix: "" })).resolves.toBe(done);
  });

  it("fingerprint → challenge → authorised, posting each result to the order's details", async () => {
    const { fetchImpl, calls } = server([
      { status: 200, body: order("payment_pending", challenge) },
      { status: 200, body: order("payment_complete") },
    ]);
    const deps: PaymentActionDeps = {
      fetchImpl,
      runMethodUrl: vi.fn(async () => "Y" as const),
      showChallenge: vi.fn(async () => ({ threeDSResult: "RESULT" })),
      navigate: vi.fn(),
    };
    const final = await completePaymentAction(order("payment_pending", fingerprint), {
      storeId: 5,
      servicePrefix: "https://shop.test",
      deps,
    });
    expect(final.status).toBe("payment_complete");
    expect(deps.runMethodUrl).toHaveBeenCalledWith("https://pay.test/3ds/method");
    expect(deps.showChallenge).toHaveBeenCalledWith("https://pay.test/_testpay/3ds/challenge?token=3ds_b");
    expect(calls.map((c) => c.url)).toEqual([
      "https://shop.test/svc_checkout/order/ORD-1/payment/details",
      "https://shop.test/svc_checkout/order/ORD-1/payment/details",
    ]);
    expect(calls[0]!.body).toEqual({
      storeId: 5,
      details: { fingerprintResult: b64({ threeDSCompInd: "Y" }) },
    });
    expect(calls[1]!.body).toEqual({ storeId: 5, details: { threeDSResult: "RESULT" } });
  });

  it("a cancelled challenge rejects with three_ds and sends nothing", async () => {
    const { fetchImpl, calls } = server([]);
    const deps: PaymentActionDeps = {
      fetchImpl,
      runMethodUrl: async () => "Y",
      showChallenge: async () => Promise.reject(new PaymentFlowError("three_ds", "cancelled")),
      navigate: vi.fn(),
    };
    await expect(
      completePaymentAction(order("payment_pending", challenge), { storeId: 5, servicePrefix: "", deps }),
    ).rejects.toMatchObject({ code: "three_ds" });
    expect(calls).toHaveLength(0);
  });

  it("maps a failed authentication to three_ds and a refusal to payment_error", async () => {
    const failed3ds = order("payment_error", null, { threeDsState: "error", resultCode: "Refused" });
    await expect(completePaymentAction(failed3ds, { storeId: 5, servicePrefix: "" })).rejects.toMatchObject({
      code: "three_ds",
    });
    const refused = order("payment_error", null, { resultCode: "Refused" });
    await expect(completePaymentAction(refused, { storeId: 5, servicePrefix: "" })).rejects.toMatchObject({
      code: "payment_error",
    });
  });

  it("passes the server's error code through (e.g. three_ds from the details call)", async () => {
    const { fetchImpl } = server([
      { status: 422, body: { error: { code: "three_ds", message: "3D Not Authenticated" } } },
    ]);
    const deps: PaymentActionDeps = {
      fetchImpl,
      runMethodUrl: async () => "Y",
      showChallenge: async () => ({ threeDSResult: "R" }),
      navigate: vi.fn(),
    };
    const err = await completePaymentAction(order("payment_pending", challenge), {
      storeId: 5,
      servicePrefix: "",
      deps,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentFlowError);
    expect(err).toMatchObject({ code: "three_ds", message: "3D Not Authenticated" });
  });

  it("a network failure on details is no_response", async () => {
    const deps: PaymentActionDeps = {
      fetchImpl: (async () => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch,
      runMethodUrl: async () => "N",
      showChallenge: async () => ({}),
      navigate: vi.fn(),
    };
    await expect(
      completePaymentAction(order("payment_pending", fingerprint), { storeId: 5, servicePrefix: "", deps }),
    ).rejects.toMatchObject({ code: "no_response" });
  });

  it("redirect: remembers the order, leaves, and resumeRedirectResult finishes it", async () => {
    const storage = memoryStorage();
    const navigate = vi.fn();
    const redirect = { type: "redirect", method: "GET", url: "https://pay.test/_testpay/3ds/challenge?token=3ds_c" };
    const pending = completePaymentAction(order("payment_pending", redirect), {
      storeId: 5,
      servicePrefix: "",
      deps: { navigate, storage, runMethodUrl: async () => "Y", showChallenge: async () => ({}) },
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ url: redirect.url, method: "GET" }));
    expect(JSON.parse(storage.map.get(PENDING_REDIRECT_KEY)!)).toMatchObject({ orderId: "ORD-1", storeId: 5 });
    void pending;

    const { fetchImpl, calls } = server([{ status: 200, body: order("payment_complete") }]);
    const back = new URL("https://shop.test/de/checkout/review?redirectResult=3ds_c&x=1");
    const final = await resumeRedirectResult(back, { fetchImpl, storage });
    expect(final?.status).toBe("payment_complete");
    expect(calls[0]).toEqual({
      url: "/svc_checkout/order/ORD-1/payment/details",
      body: { storeId: 5, details: { redirectResult: "3ds_c" } },
    });
    expect(storage.map.has(PENDING_REDIRECT_KEY)).toBe(false);
    expect(withoutThreeDsParams(back)).toBe("/de/checkout/review?x=1");
  });

  it("resumeRedirectResult: null without a result, three_ds without a pending order", async () => {
    const storage = memoryStorage();
    await expect(resumeRedirectResult(new URL("https://shop.test/checkout/review"), { storage })).resolves.toBeNull();
    await expect(
      resumeRedirectResult(new URL("https://shop.test/checkout/review?redirectResult=x"), { storage }),
    ).rejects.toMatchObject({ code: "three_ds" });
  });

  it("builds the challenge page URL from the action token", () => {
    expect(challengeUrl(challenge)).toBe("https://pay.test/_testpay/3ds/challenge?token=3ds_b");
    expect(challengeUrl({ type: "threeDS2", subtype: "challenge", token: "not base64 json" })).toBeNull();
  });
});
