import { afterEach, describe, expect, it, vi } from "vitest";
import { api, OFFLINE_MESSAGE, readError, sitePath, succeeded, UNKNOWN_MESSAGE } from "./api.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const expired = () => json({ error: { code: "unauthorized", message: "Missing customer data" } }, 401);

/** A stubbed global fetch answering from a queue; its calls are kept. */
function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("api (the browser's one client)", () => {
  it("inserts /site/{code} after the service root outside the USA", async () => {
    expect(sitePath("USA", "/svc_checkout/order")).toBe("/svc_checkout/order");
    expect(sitePath(undefined, "/svc_checkout/order")).toBe("/svc_checkout/order");
    expect(sitePath("EUR", "/svc_ssr/heartbeat")).toBe("/svc_ssr/site/EUR/heartbeat");
    expect(sitePath("GBR", "/svc_paymentmethod/methods?country=GB")).toBe(
      "/svc_paymentmethod/site/GBR/methods?country=GB",
    );
    const fetchMock = stubFetch(json({ id: 1 }));
    await api.get("/svc_checkout/order/1?storeId=7", { site: "CAN" });
    expect(fetchMock).toHaveBeenCalledWith("/svc_checkout/site/CAN/order/1?storeId=7", {
      method: "GET",
      credentials: "same-origin",
      headers: {},
    });
  });

  it("sends JSON with its headers, cache and signal, and answers the typed data", async () => {
    const fetchMock = stubFetch(json({ balance: 10 }));
    const signal = new AbortController().signal;
    const answer = await api.post<{ balance: number }, { code: string }>("/svc_checkout/giftcard/balance", {
      body: { code: "ABCD" },
      headers: { "x-captcha": "t" },
      cache: "no-store",
      signal,
    });
    expect(answer).toEqual({ ok: true, status: 200, data: { balance: 10 } });
    expect(fetchMock).toHaveBeenCalledWith("/svc_checkout/giftcard/balance", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-captcha": "t" },
      body: JSON.stringify({ code: "ABCD" }),
      signal,
      cache: "no-store",
    });
  });

  it("answers offline (no_response, the one message) when no answer came", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const answer = await api.put("/svc_customer/customer/segments", { body: {} });
    expect(answer).toEqual({
      ok: false,
      status: 0,
      offline: true,
      error: { code: "no_response", message: OFFLINE_MESSAGE, fields: [] },
    });
    expect(OFFLINE_MESSAGE).toBe("We couldn't reach the store. Please check your connection and try again.");
    expect(succeeded(answer)).toBe(false);
  });

  it("reads DESIGN §5's error shape, field errors included", async () => {
    const details = { fields: [{ field: "email", message: "is not an email" }] };
    stubFetch(json({ error: { code: "validation_error", message: "Invalid", details } }, 400));
    expect(await api.post("/svc_customer/customer", { body: {} })).toEqual({
      ok: false,
      status: 400,
      error: { code: "validation_error", message: "Invalid", details, fields: details.fields },
    });
    expect(readError({ error: { code: "x" } })).toEqual({ code: "x", message: "x", fields: [] });
    expect(readError({ error: { message: "no code" } })).toBeNull();
    expect(readError("<html>")).toBeNull();
  });

  it("an answer that is not JSON is unreadable (unknown_error), keeping its status", async () => {
    stubFetch(new Response("<html>Bad gateway</html>", { status: 502 }), new Response("", { status: 202 }));
    expect(await api.get("/svc_ssr/heartbeat")).toEqual({
      ok: false,
      status: 502,
      unreadable: true,
      error: { code: "unknown_error", message: UNKNOWN_MESSAGE, fields: [] },
    });
    const empty = await api.post("/svc_bin/bin", { body: {} });
    expect(empty).toMatchObject({ ok: false, status: 202, unreadable: true });
    expect(succeeded(empty)).toBe(true);
  });

  it("a customer call refreshes the session and retries once it met TOKEN_EXPIRED", async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(expired(), json({ session: {} }), json({ ok: 1 }));
    const pending = api.post("/svc_bin/bin", { site: "EUR", body: { product_id: 1 }, auth: true });
    await vi.runAllTimersAsync();
    expect(await pending).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      "/svc_bin/site/EUR/bin",
      "/svc_session/session",
      "/svc_bin/site/EUR/bin",
    ]);
  });

  it("a call that is not a customer's does not retry on TOKEN_EXPIRED", async () => {
    const fetchMock = stubFetch(expired());
    const answer = await api.post("/svc_session/session/login", { body: {} });
    expect(answer).toMatchObject({ ok: false, status: 401, error: { message: "Missing customer data" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uses the given fetchImpl instead of the global one", async () => {
    const global = stubFetch();
    const fetchImpl = vi.fn(async () => json([1, 2]));
    expect(await api.delete<number[]>("/svc_bin/bin/1", { fetchImpl })).toEqual({
      ok: true,
      status: 200,
      data: [1, 2],
    });
    expect(global).not.toHaveBeenCalled();
  });
});
