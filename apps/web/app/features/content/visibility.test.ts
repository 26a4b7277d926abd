import type { ContentBlock } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import { chooseVariant, hash32, isBlockVisible, isValidVisitorId, primarySegment } from "./visibility.ts";

type Case = [string, Pick<ContentBlock, "segments" | "skus">, { segment: string; sku: string | null }, boolean];

describe("isBlockVisible", () => {
  const none = { segment: "None", sku: null };
  const cases: Case[] = [
    ["no rules: always shows", {}, none, true],
    ["no rules, any segment and sku", {}, { segment: "Athlete", sku: "BAR-1" }, true],
    ["segment listed", { segments: ["Military", "None"] }, none, true],
    ["segment not listed", { segments: ["Military"] }, none, false],
    ["segment listed (non-default)", { segments: ["Military"] }, { segment: "Military", sku: null }, true],
    ["segment match is exact (case)", { segments: ["military"] }, { segment: "Military", sku: null }, false],
    ["empty segments list does not restrict", { segments: [] }, none, true],
    ["sku listed", { skus: ["BAR-1"] }, { segment: "None", sku: "BAR-1" }, true],
    ["product sku is upper-cased", { skus: ["BAR-1"] }, { segment: "None", sku: "bar-1" }, true],
    ["block skus compared upper-case too", { skus: ["bar-1"] }, { segment: "None", sku: "BAR-1" }, true],
    ["store-prefixed sku matches the base sku", { skus: ["BAR-1"] }, { segment: "None", sku: "EU-BAR-1" }, true],
    ["sku not listed", { skus: ["BAR-1"] }, { segment: "None", sku: "BAR-2" }, false],
    ["skus-limited block on a page without a product", { skus: ["BAR-1"] }, none, false],
    ["empty skus list does not restrict", { skus: [] }, none, true],
    ["both match", { segments: ["Coach"], skus: ["BAR-1"] }, { segment: "Coach", sku: "BAR-1" }, true],
    ["segment matches, sku does not", { segments: ["Coach"], skus: ["BAR-1"] }, { segment: "Coach", sku: "X" }, false],
    [
      "sku matches, segment does not",
      { segments: ["Coach"], skus: ["BAR-1"] },
      { segment: "None", sku: "BAR-1" },
      false,
    ],
    ["malformed segments (not a list) is ignored", { segments: "Coach" as unknown as string[] }, none, true],
  ];
  it.each(cases)("%s", (_name, block, visitor, expected) => {
    expect(isBlockVisible(block, visitor)).toBe(expected);
  });
});

describe("primarySegment", () => {
  it.each([
    [undefined, "None"],
    [null, "None"],
    ["", "None"],
    ["Military", "Military"],
    ["LEO/First Responder", "LEO/First Responder"],
    ["Gym Owner", "Gym Owner"],
    ["military", "None"],
    ["Admin", "None"],
    ["None", "None"],
  ])("%s → %s", (cookie, expected) => {
    expect(primarySegment(cookie)).toBe(expected);
  });
});

describe("isValidVisitorId", () => {
  it.each([
    ["0b6f3a4e-8a9c-4c4b-9f7e-2f1d3c5b7a90", true],
    ["abcdefgh", true],
    ["short", false],
    ["has space in it", false],
    ["<script>alert(1)</script>", false],
    ["x".repeat(65), false],
    [undefined, false],
  ])("%s → %s", (value, expected) => {
    expect(isValidVisitorId(value)).toBe(expected);
  });
});

describe("chooseVariant", () => {
  it("is deterministic for a visitor and test", () => {
    expect(chooseVariant("hero-test", "visitor-0001", 3)).toBe(chooseVariant("hero-test", "visitor-0001", 3));
  });

  it("is variant 0 without a visitor id or with fewer than two variants", () => {
    expect(chooseVariant("hero-test", null, 3)).toBe(0);
    expect(chooseVariant("hero-test", "visitor-0001", 1)).toBe(0);
    expect(chooseVariant("hero-test", "visitor-0001", 0)).toBe(0);
  });

  it("stays in range and spreads visitors over the variants", () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) {
      const v = chooseVariant("hero-test", `visitor-${i.toString(36).padStart(6, "0")}`, 3);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    expect(counts).toHaveLength(3);
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it("depends on the test name, so tests are not correlated", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `visitor-${i}-xyz`);
    const a = ids.map((id) => chooseVariant("test-a", id, 2));
    const b = ids.map((id) => chooseVariant("test-b", id, 2));
    expect(a).not.toEqual(b);
  });

  it("hash32 is the FNV-1a reference value", () => {
    expect(hash32("")).toBe(0x811c9dc5);
    expect(hash32("a")).toBe(0xe40c292c);
  });
});
