import { describe, expect, it } from "vitest";
import {
  addToCompare,
  type CompareEntry,
  compareFamily,
  comparePath,
  compareRows,
  differencesOnly,
  MAX_COMPARE,
  mergeCompareLists,
  parseCompareSkus,
} from "./compare.ts";

const rack = (productId: number): CompareEntry => ({ productId, family: "type:rack" });
const bar = (productId: number): CompareEntry => ({
  productId,
  family: "category:/weightlifting-bars-plates/barbells",
});

describe("compare: at most 4 products of one kind (issue 23 item 5)", () => {
  it("allows four", () => expect(MAX_COMPARE).toBe(4));

  it.each([
    ["the first product of any kind", [], rack(1), { ok: true, added: true, ids: [1] }],
    ["a second rack", [rack(1)], rack(2), { ok: true, added: true, ids: [1, 2] }],
    ["the fourth rack", [rack(1), rack(2), rack(3)], rack(4), { ok: true, added: true, ids: [1, 2, 3, 4] }],
    ["a fifth rack is refused", [rack(1), rack(2), rack(3), rack(4)], rack(5), { ok: false, reason: "full" }],
    ["a product already listed changes nothing", [rack(1), rack(2)], rack(2), { ok: true, added: false, ids: [1, 2] }],
    [
      "already listed in a full list is still fine",
      [rack(1), rack(2), rack(3), rack(4)],
      rack(4),
      { ok: true, added: false, ids: [1, 2, 3, 4] },
    ],
    ["a barbell beside racks is refused", [rack(1)], bar(9), { ok: false, reason: "not_comparable" }],
    [
      "a barbell in a full rack list is not comparable (kind before size)",
      [rack(1), rack(2), rack(3), rack(4)],
      bar(9),
      { ok: false, reason: "not_comparable" },
    ],
    ["a product of no kind is refused", [], { productId: 7, family: null }, { ok: false, reason: "not_comparable" }],
  ] as const)("%s", (_name, list, entry, expected) => {
    const outcome = addToCompare(list, entry);
    if (!outcome.ok) expect(outcome).toEqual(expected);
    else expect({ ok: true, added: outcome.added, ids: outcome.entries.map((e) => e.productId) }).toEqual(expected);
  });

  it.each([
    ["accessory type wins over categories", { accessoryType: "Rack", categoryUrls: ["/a/b"] }, "type:rack"],
    ["else the deepest category", { categoryUrls: ["/bars", "/bars/barbells"] }, "category:/bars/barbells"],
    ["ties by name, so the order of categories does not matter", { categoryUrls: ["/b/y", "/a/x"] }, "category:/a/x"],
    ["nothing to go by", { accessoryType: " ", categoryUrls: [] }, null],
  ] as const)("kind: %s", (_name, product, family) => {
    expect(compareFamily(product)).toBe(family);
  });

  it.each([
    ["the customer's first, then the guest's", [rack(1)], [rack(2), rack(3)], [1, 2, 3]],
    ["no duplicates", [rack(1), rack(2)], [rack(2), rack(3)], [1, 2, 3]],
    ["capped at four", [rack(1), rack(2), rack(3)], [rack(4), rack(5)], [1, 2, 3, 4]],
    ["other kinds are dropped", [rack(1)], [bar(8), rack(2)], [1, 2]],
    ["a customer without a list takes the guest's", [], [bar(8), bar(9)], [8, 9]],
  ] as const)("merge at sign-in: %s", (_name, customer, guest, ids) => {
    expect(mergeCompareLists(customer, guest).map((e) => e.productId)).toEqual(ids);
  });
});

describe("compare: the shared URL", () => {
  it.each([
    [
      "three skus",
      "RK-1,RK-2,RK-3",
      { skus: ["RK-1", "RK-2", "RK-3"], written: ["RK-1", "RK-2", "RK-3"], malformed: [], overflow: [] },
    ],
    [
      "case and spaces (matched in upper case, quoted as written)",
      "rk-1, Rk-2 ,",
      { skus: ["RK-1", "RK-2"], written: ["rk-1", "Rk-2"], malformed: [], overflow: [] },
    ],
    ["duplicates once", "RK-1,rk-1", { skus: ["RK-1"], written: ["RK-1"], malformed: [], overflow: [] }],
    [
      "escaped commas",
      "RK-1%2CRK-2",
      { skus: ["RK-1", "RK-2"], written: ["RK-1", "RK-2"], malformed: [], overflow: [] },
    ],
    [
      "past four",
      "A1,A2,A3,A4,a5",
      { skus: ["A1", "A2", "A3", "A4"], written: ["A1", "A2", "A3", "A4"], malformed: [], overflow: ["a5"] },
    ],
    [
      "not a sku",
      "RK-1,<script>,../x",
      { skus: ["RK-1"], written: ["RK-1"], malformed: ["<script>", "../x"], overflow: [] },
    ],
    ["a broken escape", "%E0%A4%A", { skus: [], written: [], malformed: ["%E0%A4%A"], overflow: [] }],
    ["empty", "", { skus: [], written: [], malformed: [], overflow: [] }],
  ])("%s", (_name, segment, parsed) => {
    expect(parseCompareSkus(segment)).toEqual(parsed);
  });

  it("round-trips through its path", () => {
    expect(comparePath(["RK-1", "RK-2"])).toBe("/compare/RK-1,RK-2");
    expect(parseCompareSkus(comparePath(["RK-1", "RK-2"]).slice("/compare/".length)).skus).toEqual(["RK-1", "RK-2"]);
    expect(comparePath([])).toBe("/compare");
  });
});

describe("compare: differences only", () => {
  const products = [
    { price: "1295.00", brand: "Ironworks", footprint: "53 × 49 in", pullup: "yes", weight: null },
    { price: "895.00", brand: "Ironworks", footprint: "53 × 49 in", pullup: null, weight: null },
    { price: "1295.00", brand: "ironworks ", footprint: "53  ×  49 in", pullup: "yes", weight: null },
  ];
  const codes = ["price", "brand", "footprint", "pullup", "weight"];

  it.each([
    ["a value that differs", "price", true],
    ["the same value up to case and spacing", "brand", false],
    ["the same spec", "footprint", false],
    ["present on some, missing on others", "pullup", true],
  ])("%s", (_name, code, differs) => {
    expect(compareRows(codes, products).find((r) => r.code === code)?.differs).toBe(differs);
  });

  it("drops a row no product has and keeps the order", () => {
    expect(compareRows(codes, products).map((r) => r.code)).toEqual(["price", "brand", "footprint", "pullup"]);
  });

  it("keeps only the rows that differ", () => {
    expect(differencesOnly(compareRows(codes, products)).map((r) => r.code)).toEqual(["price", "pullup"]);
  });

  it("with one product nothing differs", () => {
    expect(differencesOnly(compareRows(codes, products.slice(0, 1)))).toEqual([]);
  });
});
