import { afterEach, describe, expect, it, vi } from "vitest";
import { readySnapshot, type SessionSnapshot } from "./session-client.ts";
import { emitSessionChange, onSessionChange, sessionChangeOf } from "./session-events.ts";

const sam = { firstname: "Sam", lastname: "Lee", email: "sam@example.com", groupId: 1 };
const ada = { ...sam, firstname: "Ada", email: "ada@example.com" };
const loading: SessionSnapshot = { status: "loading", customer: null, expiresAt: 0 };
const guest = readySnapshot(null);

describe("session changes (SPEC §4: the events profile resets on login or logout, reloads after login)", () => {
  const unsubscribe: (() => void)[] = [];
  afterEach(() => {
    for (const u of unsubscribe.splice(0)) u();
  });

  it("tells login, logout and a switch of customer apart; a page's first state or a refresh is no change", () => {
    expect(sessionChangeOf(loading, readySnapshot(sam))).toBeNull();
    expect(sessionChangeOf(loading, guest)).toBeNull();
    expect(sessionChangeOf(guest, readySnapshot(sam))).toEqual({ kind: "login", customer: sam });
    expect(sessionChangeOf(readySnapshot(sam), guest)).toEqual({ kind: "logout" });
    expect(sessionChangeOf(readySnapshot(sam), readySnapshot(ada))).toEqual({ kind: "switch", customer: ada });
    expect(sessionChangeOf(readySnapshot(sam), readySnapshot({ ...sam, firstname: "Samantha" }))).toBeNull();
    expect(sessionChangeOf(guest, readySnapshot({ ...sam, groupId: 0 }))).toBeNull();
  });

  it("resets registered state on every change and reloads it after a login or switch", async () => {
    const profile = { reset: vi.fn(), load: vi.fn(async () => {}) };
    unsubscribe.push(onSessionChange(profile));
    emitSessionChange({ kind: "login", customer: sam });
    expect(profile.reset).toHaveBeenCalledTimes(1);
    expect(profile.load).toHaveBeenCalledWith(sam);
    emitSessionChange({ kind: "logout" });
    expect(profile.reset).toHaveBeenCalledTimes(2);
    expect(profile.load).toHaveBeenCalledTimes(1);
    emitSessionChange({ kind: "switch", customer: ada });
    expect(profile.reset).toHaveBeenCalledTimes(3);
    expect(profile.load).toHaveBeenLastCalledWith(ada);
  });

  it("a failing listener is a warning (SPEC §8) and does not stop the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = { reset: () => {}, load: () => Promise.reject(new Error("events down")) };
    const throwing = {
      reset: () => {
        throw new Error("boom");
      },
    };
    const fine = { reset: vi.fn() };
    unsubscribe.push(onSessionChange(broken), onSessionChange(throwing), onSessionChange(fine));
    emitSessionChange({ kind: "login", customer: sam });
    await new Promise((r) => setTimeout(r, 0));
    expect(fine.reset).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("an unregistered state hears nothing", () => {
    const profile = { reset: vi.fn() };
    onSessionChange(profile)();
    emitSessionChange({ kind: "logout" });
    expect(profile.reset).not.toHaveBeenCalled();
  });
});
