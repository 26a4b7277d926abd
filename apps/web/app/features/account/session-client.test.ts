import { describe, expect, it, vi } from "vitest";
import { fetchSession, isLoggedIn, readySnapshot, refreshDelay } from "./session-client.ts";

const customer = { firstname: "Sam", lastname: "Lee", email: "sam@example.com", groupId: 1 };
const answer = (c: unknown) =>
  new Response(JSON.stringify({ session: { groupId: 1, lifetime: 300, expiresAt: "" }, customer: c }), { status: 200 });

describe("browser session (SPEC §4, §8)", () => {
  it("is logged in only when ready with a nonzero group", () => {
    expect(isLoggedIn({ status: "loading", customer, expiresAt: 0 })).toBe(false);
    expect(isLoggedIn(readySnapshot(customer))).toBe(true);
    expect(isLoggedIn(readySnapshot({ ...customer, groupId: 0 }))).toBe(false);
    expect(isLoggedIn(readySnapshot(null))).toBe(false);
  });

  it("refreshes 45 s before the 300 s lifetime ends", () => {
    const s = readySnapshot(customer, 1_000);
    expect(s.expiresAt).toBe(301_000);
    expect(refreshDelay(s.expiresAt, 1_000)).toBe(255_000);
    expect(refreshDelay(s.expiresAt, 400_000)).toBe(0);
  });

  it("retries the session fetch once, then gives up (guest)", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("offline");
    });
    expect(await fetchSession("/s", failing as never)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
    const flaky = vi
      .fn()
      .mockResolvedValueOnce(new Response("", { status: 502 }))
      .mockResolvedValueOnce(answer(customer));
    expect((await fetchSession("/s", flaky as never))?.customer).toEqual(customer);
    expect(flaky).toHaveBeenCalledTimes(2);
    const guest = vi.fn(async () => answer(null));
    expect(await fetchSession("/s", guest as never)).toMatchObject({ status: "ready", customer: null });
  });
});
