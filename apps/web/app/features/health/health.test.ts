import { afterEach, describe, expect, it, vi } from "vitest";
import {
  claimPreload,
  forceFullReload,
  importWithRetry,
  markNewRelease,
  needsFullReload,
  onHealthTask,
  resetHealthState,
  runHealthTasks,
  SESSION_RELOAD_MS,
  tasksForTick,
} from "./health.ts";

afterEach(() => resetHealthState());

describe("health tick (SPEC §4)", () => {
  it("runs promotions and heartbeat every 2nd tick, app config every 5th, cart products every 5th or on checkout", () => {
    const table = Array.from({ length: 10 }, (_, i) => [i + 1, tasksForTick(i + 1, false)]);
    expect(table).toEqual([
      [1, []],
      [2, ["promotions", "heartbeat"]],
      [3, []],
      [4, ["promotions", "heartbeat"]],
      [5, ["cartProducts", "appConfig"]],
      [6, ["promotions", "heartbeat"]],
      [7, []],
      [8, ["promotions", "heartbeat"]],
      [9, []],
      [10, ["cartProducts", "appConfig", "promotions", "heartbeat"]],
    ]);
    expect(tasksForTick(1, true)).toEqual(["cartProducts"]);
    expect(tasksForTick(3, true)).toEqual(["cartProducts"]);
  });

  it("runs registered handlers; one failing handler does not stop another", async () => {
    const ran: string[] = [];
    const stopA = onHealthTask("heartbeat", () => {
      throw new Error("boom");
    });
    const stopB = onHealthTask("heartbeat", () => Promise.reject(new Error("offline")));
    const stopC = onHealthTask("heartbeat", () => ran.push("c"));
    runHealthTasks(["heartbeat", "promotions"]);
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toEqual(["c"]);
    stopA();
    stopB();
    stopC();
    runHealthTasks(["heartbeat"]);
    expect(ran).toEqual(["c"]);
  });
});

describe("full reload on navigation", () => {
  it("after a day, for a new release, or after a render error", () => {
    const start = Date.now();
    resetHealthState(start);
    expect(needsFullReload(start + SESSION_RELOAD_MS - 1)).toBe(false);
    expect(needsFullReload(start + SESSION_RELOAD_MS)).toBe(true);
    resetHealthState(start);
    markNewRelease("abc");
    expect(needsFullReload(start)).toBe(true);
    resetHealthState(start);
    forceFullReload();
    expect(needsFullReload(start)).toBe(true);
  });

  it("preloads a release once", () => {
    expect(claimPreload("abc")).toBe(true);
    expect(claimPreload("abc")).toBe(false);
    expect(claimPreload("def")).toBe(true);
  });
});

describe("checkout module loading (SPEC §8)", () => {
  it("retries once, then raises", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk")).mockResolvedValueOnce("module");
    expect(await importWithRetry(load, 0)).toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
    const failing = vi.fn().mockRejectedValue(new Error("chunk"));
    await expect(importWithRetry(failing, 0)).rejects.toThrow("chunk");
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
