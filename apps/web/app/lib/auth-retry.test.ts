import { describe, expect, it, vi } from "vitest";
import { api } from "./api.ts";
import { AUTH_RETRY_CAP_MS, authFailureOf, authRetryDelay, fetchWithAuthRetry, TOKEN_EXPIRED } from "./auth-retry.ts";

const missing = () =>
  new Response(JSON.stringify({ error: { code: "unauthorized", message: "Missing customer data" } }), { status: 401 });
const ok = () => new Response(JSON.stringify({ customer: { email: "sam@example.com" } }), { status: 200 });

describe("TOKEN_EXPIRED retry (SPEC §4, §8, §9)", () => {
  it("reads 'Missing customer data' as TOKEN_EXPIRED and nothing else", async () => {
    expect(await authFailureOf(missing())).toBe(TOKEN_EXPIRED);
    expect(await authFailureOf(ok())).toBeNull();
    const wrongPassword = new Response(JSON.stringify({ error: { code: "invalid_credentials", message: "no" } }), {
      status: 401,
    });
    expect(await authFailureOf(wrongPassword)).toBeNull();
    expect(await authFailureOf(new Response("<html>", { status: 401 }))).toBeNull();
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 5000],
    [10, 5000],
  ])("waits more before each retry, capped at 5000 ms: retry %i after %i ms", (attempt, ms) => {
    expect(authRetryDelay(attempt)).toBe(ms);
    expect(authRetryDelay(attempt)).toBeLessThanOrEqual(AUTH_RETRY_CAP_MS);
  });

  it("refreshes the session and retries until the call succeeds", async () => {
    const fetchImpl = vi.fn().mockResolvedValueOnce(missing()).mockResolvedValueOnce(missing()).mockResolvedValue(ok());
    const refresh = vi.fn(async () => {});
    const sleep = vi.fn(async (_ms: number) => {});
    const res = await fetchWithAuthRetry("/svc_customer/customer", { method: "GET" }, { fetchImpl, refresh, sleep });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ customer: { email: "sam@example.com" } });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it("gives up after 3 retries and hands back the last answer, body unread", async () => {
    const fetchImpl = vi.fn(async () => missing());
    const refresh = vi.fn(async () => {});
    const sleep = vi.fn(async (_ms: number) => {});
    const res = await fetchWithAuthRetry("/x", {}, { fetchImpl, refresh, sleep });
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toBe("Missing customer data");
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it("does not retry other failures, and lets network errors through", async () => {
    const refresh = vi.fn(async () => {});
    const notFound = vi.fn(async () => new Response("{}", { status: 404 }));
    expect((await fetchWithAuthRetry("/x", {}, { fetchImpl: notFound, refresh })).status).toBe(404);
    expect(notFound).toHaveBeenCalledTimes(1);
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(fetchWithAuthRetry("/x", {}, { fetchImpl: offline, refresh })).rejects.toThrow("Failed to fetch");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("a customer call of the client (auth) refreshes the session and retries when it met an expired session", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const answers = [missing(), new Response("{}", { status: 200 }), ok()];
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${input} ${init?.credentials ?? ""}`);
      return answers.shift() ?? ok();
    });
    try {
      const pending = api.post("/svc_bin/bin", { body: {}, auth: true });
      await vi.advanceTimersByTimeAsync(1000);
      expect((await pending).status).toBe(200);
      expect(calls).toEqual([
        "POST /svc_bin/bin same-origin",
        "GET /svc_session/session same-origin",
        "POST /svc_bin/bin same-origin",
      ]);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
