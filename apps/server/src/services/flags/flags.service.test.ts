import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../../platform/logger.ts";
import { FLAG_DEFAULTS } from "./flags.defaults.ts";
import { createFlagsHub } from "./flags.hub.ts";
import type { FlagRow, FlagsRepository } from "./flags.repository.ts";
import { createFlagsService } from "./flags.service.ts";
import { sseReader } from "./flags.testing.ts";
import { parseFlagInput, parseRules } from "./flags.values.ts";

function row(key: string, value: unknown, at = "2026-01-02T03:04:05.000Z"): FlagRow {
  return { key, valueType: "boolean", defaultValue: value, rules: [], description: "", updatedAt: new Date(at) };
}

function fakeRepository(rows: () => FlagRow[]): FlagsRepository {
  return {
    list: async () => rows(),
    find: async (key) => rows().find((r) => r.key === key),
    update: async () => undefined,
    lastUpdated: async () => null,
    notify: async () => {},
  };
}

function capturingLogger() {
  const warnings: string[] = [];
  const logger = { ...createLogger("silent"), warn: (msg: string) => warnings.push(msg) };
  logger.child = () => logger;
  return { logger, warnings };
}

describe("flags service", () => {
  it("serves the default block with a warning when the store cannot be read, and recovers", async () => {
    let failing = true;
    const { logger, warnings } = capturingLogger();
    const repository = fakeRepository(() => {
      if (failing) throw new Error("database down");
      return [row("gym-map", true)];
    });
    const flags = createFlagsService(repository, { logger, retryAfterMs: 0 });
    const payload = await flags.getPayload();
    for (const [key, def] of Object.entries(FLAG_DEFAULTS)) expect(payload.features[key]?.defaultValue).toBe(def.value);
    expect(await flags.getValue("invitational-year")).toBe(2025);
    expect(warnings.length).toBeGreaterThan(0);
    expect(new Set(warnings)).toEqual(new Set(["feature flags unavailable: serving the default block"]));

    failing = false;
    expect(await flags.getValue("gym-map")).toBe(true);
  });

  it("waits before reading a failing store again", async () => {
    const { logger, warnings } = capturingLogger();
    const flags = createFlagsService(
      fakeRepository(() => {
        throw new Error("database down");
      }),
      { logger, retryAfterMs: 60_000 },
    );
    await flags.getPayload();
    await flags.evaluate({});
    await flags.getValue("debug");
    expect(warnings).toHaveLength(1);
  });

  it("publishes a payload only when it changed", async () => {
    let rows = [row("debug", false)];
    const flags = createFlagsService(fakeRepository(() => rows));
    const seen = vi.fn();
    flags.subscribe(seen);
    await flags.getPayload();
    await flags.refresh();
    expect(seen).not.toHaveBeenCalled();
    rows = [row("debug", true, "2026-01-02T03:04:06.000Z")];
    await flags.refresh();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0].features.debug.defaultValue).toBe(true);
  });

  it("keeps every known flag in the payload even when its row is missing", async () => {
    const flags = createFlagsService(fakeRepository(() => [row("debug", true)]));
    const payload = await flags.getPayload();
    expect(Object.keys(payload.features).sort()).toEqual(Object.keys(FLAG_DEFAULTS).sort());
    expect(payload.dateUpdated).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("flag input", () => {
  it.each([
    ["boolean", "on", true],
    ["boolean", "OFF", false],
    ["boolean", "true", true],
    ["boolean", "0", false],
    ["number", "2026", 2026],
    ["number", " 12.5 ", 12.5],
    ["string", "blue", "blue"],
    ["json", '{"a":1}', { a: 1 }],
  ] as const)("parses a %s from %j", (type, text, value) => {
    expect(parseFlagInput(type, text)).toEqual({ ok: true, value });
  });

  it.each([
    ["boolean", "maybe"],
    ["number", ""],
    ["number", "Infinity"],
    ["number", "12abc"],
    ["json", "{"],
  ] as const)("refuses a %s from %j", (type, text) => {
    expect(parseFlagInput(type, text).ok).toBe(false);
  });

  it("checks rules against the flag's type", () => {
    expect(parseRules("boolean", [{ force: true, condition: { site: "EUR" } }]).ok).toBe(true);
    expect(parseRules("number", [{ force: true }]).ok).toBe(false);
    expect(parseRules("boolean", [{ condition: {} }]).ok).toBe(false);
    expect(parseRules("boolean", [{ variations: [true, false], weights: [0.5] }]).ok).toBe(false);
  });
});

describe("flags hub", () => {
  const payload = (debug: boolean, at: string) => ({
    status: 200 as const,
    features: { debug: { defaultValue: debug } },
    experiments: [] as [],
    dateUpdated: at,
  });

  it("pings open streams and stops its timer when the last one closes", async () => {
    vi.useFakeTimers();
    try {
      const hub = createFlagsHub({ pingMs: 1000 });
      const opened = hub.open("a", payload(false, "2026-01-01T00:00:00.000Z"));
      if (!opened.ok) throw new Error("refused");
      const reader = sseReader(opened.body);
      expect((await reader.next()).retry).toBe(10000);
      expect((await reader.next()).event).toBe("features");
      vi.advanceTimersByTime(1000);
      expect(await reader.next()).toEqual({ data: "" });
      await reader.cancel();
      expect(hub.stats()).toEqual({ open: 0, addresses: 0 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a stream that falls too far behind", () => {
    const hub = createFlagsHub({ maxQueued: 2 });
    const opened = hub.open("a", payload(false, "2026-01-01T00:00:00.000Z"));
    expect(opened.ok).toBe(true);
    // Nobody reads: after a few changes the stream is closed and forgotten.
    for (let i = 0; i < 6; i++) hub.broadcast(payload(i % 2 === 0, `2026-01-01T00:00:0${i}.000Z`));
    expect(hub.stats().open).toBe(0);
    hub.closeAll();
  });
});
