import { afterEach, describe, expect, it, vi } from "vitest";
import { clickText, createAnalyticsBus } from "./analytics.ts";
import { allows, defaultConsent, parseConsent, readConsent, serializeConsent } from "./consent.ts";

describe("consent", () => {
  it.each([
    ["EUR", false],
    ["GBR", false],
    ["CAN", false],
    ["USA", true],
    ["AUS", true],
    ["APO", true],
  ] as const)("defaults %s to granted=%s until the visitor chooses", (site, granted) => {
    expect(defaultConsent(site)).toEqual({ performance: granted, marketing: granted, functional: granted });
    expect(readConsent(undefined, site, false).decided).toBe(false);
  });

  it("round-trips the cookie and ignores anything else", () => {
    const choice = { performance: true, marketing: false, functional: true };
    expect(serializeConsent(choice)).toBe("v1.p1m0f1");
    expect(parseConsent("v1.p1m0f1")).toEqual(choice);
    for (const bad of ["", "v1.p1m0", "v2.p1m1f1", "v1.p2m0f1", "yes"]) expect(parseConsent(bad)).toBeNull();
    expect(readConsent("v1.p0m1f0", "EUR", false)).toEqual({
      consent: { performance: false, marketing: true, functional: false },
      decided: true,
      gpc: false,
    });
  });

  it("keeps marketing off under Global Privacy Control, whatever was chosen", () => {
    const state = readConsent("v1.p1m1f1", "USA", true);
    expect(allows(state, "marketing")).toBe(false);
    expect(allows(state, "performance")).toBe(true);
    expect(allows(readConsent(undefined, "USA", true), "marketing")).toBe(false);
  });
});

describe("analytics bus", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("dispatches only what consent allows, and queues nothing", () => {
    const seen: string[] = [];
    const bus = createAnalyticsBus({ sinks: [(e) => void seen.push(`${e.category}:${e.name}`)] });
    bus.track("marketing", "ad_page_visit");
    let granted = new Set(["performance"]);
    bus.setAllows((c) => granted.has(c));
    bus.track("marketing", "ad_page_visit");
    bus.track("performance", "page_view");
    granted = new Set(["performance", "marketing"]);
    bus.track("marketing", "ad_page_visit");
    expect(seen).toEqual(["performance:page_view", "marketing:ad_page_visit"]);
  });

  it("sends listing impressions together, 1 s after the last one", () => {
    vi.useFakeTimers();
    const events: unknown[] = [];
    const bus = createAnalyticsBus({ sinks: [(e) => void events.push(e.data)] });
    bus.setAllows(() => true);
    bus.impression({ id: "/a", list: "/bars", position: 1 });
    vi.advanceTimersByTime(900);
    bus.impression({ id: "/b", list: "/bars", position: 2 });
    vi.advanceTimersByTime(900);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(events).toEqual([
      {
        items: [
          { id: "/a", list: "/bars", position: 1 },
          { id: "/b", list: "/bars", position: 2 },
        ],
      },
    ]);
  });

  it("cuts click text to 19 characters", () => {
    expect(clickText("  Add to cart:   Ironworks Ohio Bar  ")).toBe("Add to cart: Ironwo");
    expect(clickText("Add to cart: Ironworks Ohio Bar")).toHaveLength(19);
    const events: { data: Record<string, unknown> }[] = [];
    const bus = createAnalyticsBus({ sinks: [(e) => void events.push(e)] });
    bus.setAllows(() => true);
    bus.click("Shop the Monster Lite rack line", { href: "/racks" });
    expect(events[0]?.data).toEqual({ href: "/racks", text: "Shop the Monster Li" });
  });

  it("swallows failing sinks and keeps dispatching to the others", async () => {
    const seen: string[] = [];
    const bus = createAnalyticsBus({
      sinks: [
        () => {
          throw new Error("pixel blocked");
        },
        () => Promise.reject(new Error("network")),
        (e) => void seen.push(e.name),
      ],
    });
    bus.setAllows(() => true);
    expect(() => bus.track("performance", "page_view")).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(["page_view"]);
  });
});
