import { describe, expect, it } from "vitest";
import {
  billOfMaterials,
  checkPlan,
  dimensionsFromText,
  fromFeetInches,
  fromMetres,
  toFeetInches,
  toMetres,
  ZEUS_MAX_SIDE_IN,
  mountsOn,
  ZEUS_MAX_ITEMS,
  type ZeusItem,
  type ZeusPart,
  type ZeusPlan,
} from "./zeus.ts";

const part = (productId: number, over: Partial<ZeusPart>): ZeusPart => ({
  productId,
  sku: `SKU${productId}`,
  name: `Part ${productId}`,
  kind: "rack",
  tag: "keystone-3x3",
  accessoryType: "rack",
  widthIn: 53,
  depthIn: 49,
  heightIn: 90,
  clearanceIn: 36,
  priceMinor: 119_500,
  ...over,
});

const PARTS = new Map<number, ZeusPart>(
  [
    part(1, {}),
    part(2, { kind: "rig", accessoryType: "rig", widthIn: 120, depthIn: 84, heightIn: 108, priceMinor: 169_500 }),
    part(3, {
      kind: "attachment",
      accessoryType: "j-cups",
      widthIn: 0,
      depthIn: 0,
      heightIn: 0,
      clearanceIn: 0,
      priceMinor: 7_900,
    }),
    part(4, {
      kind: "attachment",
      tag: "ridgeline-2x3",
      accessoryType: "j-cups",
      widthIn: 0,
      depthIn: 0,
      heightIn: 0,
      clearanceIn: 0,
      priceMinor: 6_700,
    }),
    part(5, {
      kind: "attachment",
      accessoryType: "pull-up-bars",
      widthIn: 0,
      depthIn: 0,
      heightIn: 0,
      clearanceIn: 0,
      priceMinor: 11_500,
    }),
    part(6, {
      kind: "storage",
      tag: null,
      accessoryType: null,
      widthIn: 48,
      depthIn: 24,
      heightIn: 60,
      clearanceIn: 12,
      priceMinor: 24_500,
    }),
  ].map((p) => [p.productId, p]),
);

const room = { widthIn: 240, depthIn: 240, heightIn: 120 };
const item = (id: string, productId: number, x = 0, y = 0, over: Partial<ZeusItem> = {}): ZeusItem => ({
  id,
  productId,
  x,
  y,
  rotation: 0,
  ...over,
});
const codes = (plan: ZeusPlan) => checkPlan(plan, PARTS).problems.map((p) => p.code);
const warns = (plan: ZeusPlan) => checkPlan(plan, PARTS).warnings.map((w) => w.code);

describe("checkPlan: what a plan may hold", () => {
  it.each([
    ["an empty room", { room, items: [] }, []],
    ["a rack in the middle", { room, items: [item("a", 1, 96, 96)] }, []],
    [
      "a room over 10,000 sq ft",
      { room: { widthIn: 1300, depthIn: 1200, heightIn: 120 }, items: [] },
      ["room_too_large"],
    ],
    ["a room side under 4 ft", { room: { widthIn: 40, depthIn: 240, heightIn: 120 }, items: [] }, ["room_invalid"]],
    ["a fractional room side", { room: { widthIn: 100.5, depthIn: 240, heightIn: 120 }, items: [] }, ["room_invalid"]],
    ["an unknown product", { room, items: [item("a", 999)] }, ["unknown_product"]],
    ["the same item id twice", { room, items: [item("a", 1), item("a", 6, 120, 120)] }, ["duplicate_item"]],
    ["a rack through the wall", { room, items: [item("a", 1, 200, 0)] }, ["outside_room"]],
    ["a rack at a negative position", { room, items: [item("a", 1, -6, 0)] }, ["outside_room"]],
    ["two racks overlapping", { room, items: [item("a", 1, 0, 0), item("b", 1, 30, 30)] }, ["overlap"]],
    ["a rig taller than the ceiling", { room: { ...room, heightIn: 96 }, items: [item("a", 2, 0, 0)] }, ["too_tall"]],
    [
      "j-cups on a rack of their line",
      { room, items: [item("a", 1, 96, 96), item("j", 3, 0, 0, { mountedOn: "a" })] },
      [],
    ],
    [
      "2x3 j-cups on a 3x3 rack",
      { room, items: [item("a", 1, 96, 96), item("j", 4, 0, 0, { mountedOn: "a" })] },
      ["incompatible"],
    ],
    ["an attachment on nothing", { room, items: [item("j", 3)] }, ["not_mounted"]],
    [
      "an attachment on storage",
      { room, items: [item("s", 6, 0, 0), item("j", 3, 0, 0, { mountedOn: "s" })] },
      ["not_mounted"],
    ],
    [
      "three pairs of j-cups on one rack",
      {
        room,
        items: [item("a", 1, 96, 96), ...["j1", "j2", "j3"].map((id) => item(id, 3, 0, 0, { mountedOn: "a" }))],
      },
      ["mount_full"],
    ],
  ] as [string, ZeusPlan, string[]][])("%s", (_name, plan, expected) => {
    expect(codes(plan)).toEqual(expected);
  });

  it("refuses more than the item limit before looking at any item", () => {
    const items = Array.from({ length: ZEUS_MAX_ITEMS + 1 }, (_, i) => item(`i${i}`, 999));
    expect(codes({ room, items })).toEqual(["too_many_items"]);
  });

  it("a rotated rack swaps width and depth (fits where the unrotated one does not)", () => {
    const narrow = { widthIn: 50, depthIn: 240, heightIn: 120 };
    expect(codes({ room: narrow, items: [item("a", 1, 0, 0)] })).toEqual(["outside_room"]);
    expect(codes({ room: narrow, items: [item("a", 1, 0, 0, { rotation: 90 })] })).toEqual([]);
  });

  it("racks that only touch do not collide", () => {
    expect(codes({ room, items: [item("a", 1, 0, 0), item("b", 1, 53, 0)] })).toEqual([]);
  });
});

describe("checkPlan: warnings that do not refuse", () => {
  it.each([
    ["a rack alone in the middle", [item("a", 1, 96, 96)], []],
    ["storage inside a rack's loading space", [item("a", 1, 96, 96), item("s", 6, 96, 160)], ["clearance"]],
    ["a rack against the wall", [item("a", 1, 0, 96)], ["clearance_wall"]],
  ] as [string, ZeusItem[], string[]][])("%s", (_name, items, expected) => {
    expect(codes({ room, items })).toEqual([]);
    expect(warns({ room, items })).toEqual(expected);
  });

  it("a pull-up bar under a low ceiling", () => {
    const plan = {
      room: { ...room, heightIn: 96 },
      items: [item("a", 1, 96, 96), item("p", 5, 0, 0, { mountedOn: "a" })],
    };
    expect(codes(plan)).toEqual([]);
    expect(warns(plan)).toEqual(["pullup_headroom"]);
  });
});

describe("mountsOn", () => {
  it.each([
    [3, 1, true],
    [3, 2, true],
    [4, 1, false],
    [3, 6, false],
    [1, 2, false],
  ])("part %i on part %i → %s", (a, b, expected) => {
    expect(mountsOn(PARTS.get(a) as ZeusPart, PARTS.get(b) as ZeusPart)).toBe(expected);
  });
});

describe("billOfMaterials", () => {
  it("one line per product, qty × unit, in first-placed order", () => {
    const bom = billOfMaterials(
      {
        room,
        items: [
          item("a", 1, 0, 96),
          item("j", 3, 0, 0, { mountedOn: "a" }),
          item("b", 1, 120, 96),
          item("k", 3, 0, 0, { mountedOn: "b" }),
        ],
      },
      PARTS,
    );
    expect(bom.lines.map((l) => [l.productId, l.qty, l.rowMinor])).toEqual([
      [1, 2, 239_000],
      [3, 2, 15_800],
    ]);
    expect(bom.totalMinor).toBe(254_800);
  });

  it("an empty plan costs nothing", () => {
    expect(billOfMaterials({ room, items: [] }, PARTS)).toEqual({ lines: [], totalMinor: 0 });
  });
});

describe("units and catalog text", () => {
  it.each([
    // inches, feet, inches, metres
    [0, 0, 0, 0],
    [11, 0, 11, 0.28],
    [12, 1, 0, 0.3],
    [150, 12, 6, 3.81],
    [240, 20, 0, 6.1],
    [2400, 200, 0, 60.96],
  ] as const)("%d in = %d ft %d in = %d m", (inches, ft, inch, m) => {
    expect(toFeetInches(inches)).toEqual({ ft, inches: inch });
    expect(fromFeetInches(ft, inch)).toBe(inches);
    expect(toMetres(inches)).toBe(m);
    expect(fromMetres(m)).toBe(inches);
  });

  it.each([
    ["ft and in", () => fromFeetInches(10, 14), 134],
    ["decimal feet", () => fromFeetInches(12.5, 0), 150],
    ["inches rounded", () => fromFeetInches(0, 11.6), 12],
    ["whole metres", () => fromMetres(3), 118],
    ["decimal metres", () => fromMetres(2.5), 98],
  ] as const)("typed %s", (_, typed, inches) => {
    expect(typed()).toBe(inches);
  });

  it("every room side shown in either unit reads back as the same inches (the plan keeps its size)", () => {
    for (let inches = 0; inches <= ZEUS_MAX_SIDE_IN; inches++) {
      const { ft, inches: inch } = toFeetInches(inches);
      expect(fromFeetInches(ft, inch)).toBe(inches);
      expect(fromMetres(toMetres(inches))).toBe(inches);
    }
    expect(toFeetInches(-18)).toEqual({ ft: -1, inches: -6 });
    expect(fromFeetInches(-1, -6)).toBe(-18);
  });

  it.each([
    ["rack", 'Keystone K3 Power Rack 108"', "It takes up 53 × 49 in and uses…", [53, 49, 108]],
    ["rig", "Ridgeline R2 Rig - 4 Station", "It takes up 16 × 7 ft and …", [192, 84, 108]],
    ["rig", "Wall-Mount Rig", "It takes up 12 ft wide and …", [144, 24, 108]],
    ["rack", "Bastion B3 Short Power Rack", "It takes up 48 × 48 in", [48, 48, 80]],
    ["storage", "Plate Tree", "no size", [48, 24, 60]],
  ] as const)("%s %s", (kind, name, text, [w, d, h]) => {
    expect(dimensionsFromText(kind, name, text)).toMatchObject({ widthIn: w, depthIn: d, heightIn: h });
  });
});
