import { footprint, type ZeusKind, type ZeusPart, type ZeusPlan, type ZeusRotation } from "@ironworks/domain";

/**
 * The 3-D preview's model (issue #22 item 1, ADR 0054): the same plan the 2-D plan draws, as boxes
 * in metres. Pure, so the mapping is tested without WebGL; the lazily loaded scene only draws it.
 *
 * Axes as three.js has them: x along the room's width (the plan's x), y up from the floor, z along
 * its depth (the plan's y, from the plan's top edge). The room's corner at the plan's top-left is
 * the origin. A floor item is its part's box (width × height × depth) standing on the floor at its
 * footprint's centre, turned by the plan's quarter turn; an attachment is a bar across the front
 * of the frame it mounts on (a pull-up bar at the top, the others spread down the front).
 */

export const METRES_PER_INCH = 0.0254;
/** An attachment bar's thickness (its height and depth), inches. */
export const ATTACHMENT_BAR_IN = 3;

export interface SceneBox {
  itemId: string;
  productId: number;
  kind: ZeusKind;
  /** The box's centre, metres. */
  x: number;
  y: number;
  z: number;
  /** The box's size before it is turned, metres: along x, y (up) and z. */
  width: number;
  height: number;
  depth: number;
  /** The turn about the vertical axis, radians counter-clockwise seen from above (three.js's sense). */
  rotationY: number;
  /** The frame an attachment hangs on (null for a floor item). */
  mountedOn: string | null;
}

export interface ZeusScene {
  /** The room, metres: width (x), depth (z) and ceiling height (y). */
  room: { width: number; depth: number; height: number };
  boxes: SceneBox[];
}

const m = (inches: number) => Math.round(inches * METRES_PER_INCH * 1000) / 1000;

/** The plan turns clockwise seen from above (its y points down the screen); three.js turns the other way. */
const ROTATION_Y: Record<ZeusRotation, number> = { 0: 0, 90: (3 * Math.PI) / 2, 180: Math.PI, 270: Math.PI / 2 };
/** Where a frame's front (the plan's +y before turning) faces after each quarter turn: [x, z]. */
const FRONT: Record<ZeusRotation, [number, number]> = { 0: [0, 1], 90: [-1, 0], 180: [0, -1], 270: [1, 0] };

/** The plan as boxes. Items whose product is unknown, and attachments without a frame, are left out. */
export function planScene(plan: ZeusPlan, parts: ReadonlyMap<number, ZeusPart>): ZeusScene {
  const boxes: SceneBox[] = [];
  const frames = new Map<string, { box: SceneBox; part: ZeusPart; cx: number; cz: number }>();
  for (const item of plan.items) {
    const part = parts.get(item.productId);
    if (!part || part.kind === "attachment") continue;
    const r = footprint(item, part);
    const cx = r.x + r.w / 2;
    const cz = r.y + r.h / 2;
    const box: SceneBox = {
      itemId: item.id,
      productId: part.productId,
      kind: part.kind,
      x: m(cx),
      y: m(part.heightIn / 2),
      z: m(cz),
      width: m(part.widthIn),
      height: m(part.heightIn),
      depth: m(part.depthIn),
      rotationY: ROTATION_Y[item.rotation] ?? 0,
      mountedOn: null,
    };
    boxes.push(box);
    if (part.kind === "rack" || part.kind === "rig") frames.set(item.id, { box, part, cx, cz });
  }
  // Attachments, per frame in plan order: pull-up bars on top, the others spread down the front.
  const onFrame = new Map<string, { id: string; part: ZeusPart }[]>();
  for (const item of plan.items) {
    const part = parts.get(item.productId);
    if (part?.kind !== "attachment" || !item.mountedOn || !frames.has(item.mountedOn)) continue;
    const list = onFrame.get(item.mountedOn) ?? [];
    list.push({ id: item.id, part });
    onFrame.set(item.mountedOn, list);
  }
  for (const [frameId, list] of onFrame) {
    const frame = frames.get(frameId);
    if (!frame) continue;
    const host = plan.items.find((i) => i.id === frameId);
    const rotation = host?.rotation ?? 0;
    const [fx, fz] = FRONT[rotation] ?? [0, 1];
    const out = frame.part.depthIn / 2 + ATTACHMENT_BAR_IN / 2;
    const others = list.filter((a) => a.part.accessoryType !== "pull-up-bars");
    for (const a of list) {
      const pullUp = a.part.accessoryType === "pull-up-bars";
      const heightIn = pullUp
        ? frame.part.heightIn - ATTACHMENT_BAR_IN / 2
        : (frame.part.heightIn * (others.indexOf(a) + 1)) / (others.length + 1);
      boxes.push({
        itemId: a.id,
        productId: a.part.productId,
        kind: "attachment",
        x: m(frame.cx + fx * out),
        y: m(heightIn),
        z: m(frame.cz + fz * out),
        width: m(frame.part.widthIn),
        height: m(ATTACHMENT_BAR_IN),
        depth: m(ATTACHMENT_BAR_IN),
        rotationY: frame.box.rotationY,
        mountedOn: frameId,
      });
    }
  }
  return {
    room: { width: m(plan.room.widthIn), depth: m(plan.room.depthIn), height: m(plan.room.heightIn) },
    boxes,
  };
}
