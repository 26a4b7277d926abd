import type { ZeusItem, ZeusPart, ZeusPlan } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { planScene } from "./scene.ts";

const part = (productId: number, over: Partial<ZeusPart>): ZeusPart => ({
  productId,
  sku: `SKU${productId}`,
  name: `Part ${productId}`,
  kind: "rack",
  tag: "keystone-3x3",
  accessoryType: "rack",
  widthIn: 50,
  depthIn: 40,
  heightIn: 100,
  clearanceIn: 36,
  priceMinor: 100_000,
  ...over,
});
const bar = { widthIn: 0, depthIn: 0, heightIn: 0, clearanceIn: 0, kind: "attachment" as const };
const PARTS = new Map<number, ZeusPart>(
  [
    part(1, {}),
    part(2, { kind: "storage", tag: null, accessoryType: null, widthIn: 48, depthIn: 24, heightIn: 60 }),
    part(3, { ...bar, accessoryType: "j-cups" }),
    part(4, { ...bar, accessoryType: "pull-up-bars" }),
    part(5, { ...bar, accessoryType: "dip-station" }),
  ].map((p) => [p.productId, p]),
);
const item = (id: string, productId: number, x = 0, y = 0, over: Partial<ZeusItem> = {}): ZeusItem => ({
  id,
  productId,
  x,
  y,
  rotation: 0,
  ...over,
});
const plan = (items: ZeusItem[]): ZeusPlan => ({ room: { widthIn: 200, depthIn: 100, heightIn: 120 }, items });
const near = (v: number) => expect.closeTo(v, 3);

describe("planScene: the 2-D plan as 3-D boxes", () => {
  it("the room in metres", () => {
    expect(planScene(plan([]), PARTS)).toEqual({ room: { width: 5.08, depth: 2.54, height: 3.048 }, boxes: [] });
  });

  it("a floor item stands on the floor at its footprint's centre, its part's size in metres", () => {
    const [box] = planScene(plan([item("r", 1, 10, 20)]), PARTS).boxes;
    expect(box).toEqual({
      itemId: "r",
      productId: 1,
      kind: "rack",
      x: near((10 + 25) * 0.0254),
      y: near(50 * 0.0254),
      z: near((20 + 20) * 0.0254),
      width: near(50 * 0.0254),
      height: near(100 * 0.0254),
      depth: near(40 * 0.0254),
      rotationY: 0,
      mountedOn: null,
    });
  });

  it("a quarter turn: the footprint's centre moves as the plan's swapped footprint, the box keeps its size and turns", () => {
    const cases = [
      [90, (3 * Math.PI) / 2],
      [180, Math.PI],
      [270, Math.PI / 2],
    ] as const;
    for (const [rotation, rotationY] of cases) {
      const [box] = planScene(plan([item("r", 1, 0, 0, { rotation })]), PARTS).boxes;
      const turned = rotation !== 180;
      // Footprint 40 × 50 when turned a quarter: centre (20, 25); half-turned 50 × 40: centre (25, 20).
      expect(box?.x).toBeCloseTo((turned ? 20 : 25) * 0.0254, 3);
      expect(box?.z).toBeCloseTo((turned ? 25 : 20) * 0.0254, 3);
      expect([box?.width, box?.depth]).toEqual([near(1.27), near(1.016)]);
      expect(box?.rotationY).toBeCloseTo(rotationY, 6);
    }
  });

  it("attachments hang across their frame's front: a pull-up bar at the top, the others spread down", () => {
    const scene = planScene(
      plan([
        item("r", 1, 0, 0),
        item("a1", 3, 0, 0, { mountedOn: "r" }),
        item("a2", 4, 0, 0, { mountedOn: "r" }),
        item("a3", 5, 0, 0, { mountedOn: "r" }),
      ]),
      PARTS,
    );
    const by = new Map(scene.boxes.map((b) => [b.itemId, b]));
    const front = (40 / 2 + 40 / 2 + 1.5) * 0.0254; // centre z 20 in + half depth 20 in + half a bar
    expect(by.get("a1")).toMatchObject({
      kind: "attachment",
      mountedOn: "r",
      z: near(front),
      y: near((100 / 3) * 0.0254),
    });
    expect(by.get("a3")).toMatchObject({ z: near(front), y: near(((100 * 2) / 3) * 0.0254) });
    expect(by.get("a2")).toMatchObject({ z: near(front), y: near(98.5 * 0.0254) });
    for (const id of ["a1", "a2", "a3"])
      expect(by.get(id)).toMatchObject({
        x: near(25 * 0.0254),
        width: near(1.27),
        height: near(0.076),
        depth: near(0.076),
      });
  });

  it("an attachment turns with its frame: a frame turned 90° faces the plan's left", () => {
    const scene = planScene(
      plan([item("r", 1, 60, 0, { rotation: 90 }), item("a", 3, 0, 0, { mountedOn: "r" })]),
      PARTS,
    );
    const a = scene.boxes.find((b) => b.itemId === "a");
    // Turned footprint 40 × 50 at x 60: centre (80, 25); the front is 21.5 in to the left.
    expect(a).toMatchObject({
      x: near((80 - 21.5) * 0.0254),
      z: near(25 * 0.0254),
      rotationY: near((3 * Math.PI) / 2),
    });
  });

  it("leaves out unknown products and attachments on nothing (or on storage)", () => {
    const scene = planScene(
      plan([
        item("x", 99, 0, 0),
        item("s", 2, 100, 0),
        item("a", 3, 0, 0, { mountedOn: "s" }),
        item("b", 3, 0, 0, { mountedOn: "gone" }),
        item("c", 3, 0, 0),
      ]),
      PARTS,
    );
    expect(scene.boxes.map((b) => b.itemId)).toEqual(["s"]);
  });

  it("follows the plan: a moved item's box moves with it", () => {
    const before = planScene(plan([item("s", 2, 0, 0)]), PARTS).boxes[0];
    const after = planScene(plan([item("s", 2, 12, 6)]), PARTS).boxes[0];
    // Each centre is rounded to the millimetre, so the difference is within 1 mm.
    expect((after?.x ?? 0) - (before?.x ?? 0)).toBeCloseTo(12 * 0.0254, 2);
    expect((after?.z ?? 0) - (before?.z ?? 0)).toBeCloseTo(6 * 0.0254, 2);
  });
});
