import { describe, expect, it } from "vitest";
import { parseQty, parseRegistryDetails, parseRegistryItem } from "./registry-form.ts";
import { formatEventDate, registryNumbers } from "./registry-item.ts";

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("registry forms", () => {
  it("reads the details, public only when the box is ticked", () => {
    expect(
      parseRegistryDetails(form({ name: " Our gym ", eventName: "Opening", eventDate: "2026-06-12", isPublic: "on" })),
    ).toEqual({ ok: true, value: { name: "Our gym", eventName: "Opening", eventDate: "2026-06-12", isPublic: true } });
    const off = parseRegistryDetails(form({ name: "A" }));
    expect(off.ok && off.value.isPublic).toBe(false);
  });

  it("names each refused field", () => {
    const r = parseRegistryDetails(form({ name: " ", eventDate: "2026-02-30" }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(["eventDate", "name"]);
  });

  it("reads wanted and priority of an item", () => {
    expect(parseRegistryItem(form({ itemId: "i1", wanted: "3", priority: "high" }))).toEqual({
      ok: true,
      value: { itemId: "i1", wanted: 3, priority: "high" },
    });
    const bad = parseRegistryItem(form({ itemId: "i1", wanted: "0", priority: "urgent" }));
    expect(bad.ok).toBe(false);
  });

  it("reads a quantity, blank as 1", () => {
    expect(parseQty(form({}))).toBe(1);
    expect(parseQty(form({ qty: "2" }))).toBe(2);
    expect(parseQty(form({ qty: "-1" }))).toBeNull();
    expect(parseQty(form({ qty: "1.5" }))).toBeNull();
  });
});

describe("registry numbers", () => {
  it("defaults wanted to the quantity and never goes below zero remaining", () => {
    expect(registryNumbers({ qty: 2 })).toEqual({ wanted: 2, purchased: 0, remaining: 2, priority: "medium" });
    expect(registryNumbers({ qty: 1, metadata: { registry: { wanted: 1, purchased: 3, priority: "high" } } })).toEqual({
      wanted: 1,
      purchased: 3,
      remaining: 0,
      priority: "high",
    });
  });

  it("formats an event date without shifting the day", () => {
    expect(formatEventDate("2026-06-12", "en-US")).toBe("June 12, 2026");
    expect(formatEventDate(undefined, "en-US")).toBeNull();
  });
});
