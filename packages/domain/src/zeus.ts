/**
 * The ZEUS gym builder's rules (issue #22), one copy for the browser and the server: what a plan
 * is, which plans are valid (room limits, placement, collision, ceiling, what mounts on what),
 * the clearance warnings, and the bill of materials with its total. Lengths are whole inches,
 * money integer minor units. The server prices parts with the store's pricing engine and hands
 * the browser those unit prices; both run `billOfMaterials` over them, so a plan the server
 * accepts shows the same total on both sides.
 */

/** 10,000 sq ft (issue #22 "a room over 10,000 sq ft → 400"), in square inches. */
export const ZEUS_MAX_AREA_SQIN = 10_000 * 144;
/** Most items in one plan (a 5,000-item plan is refused). */
export const ZEUS_MAX_ITEMS = 500;
/** Room sides and ceiling, inches. */
export const ZEUS_MIN_SIDE_IN = 48;
export const ZEUS_MAX_SIDE_IN = 2400;
export const ZEUS_MIN_CEILING_IN = 72;
export const ZEUS_MAX_CEILING_IN = 480;
/** Grid step of the plan (the editor snaps to it; the keyboard moves by it). */
export const ZEUS_GRID_IN = 6;
/** Attachments of one accessory type per rack or rig. */
export const ZEUS_MAX_PER_TYPE = 2;
/** Head room a pull-up bar needs above the frame. */
export const ZEUS_PULLUP_HEADROOM_IN = 12;

export type ZeusKind = "rack" | "rig" | "attachment" | "storage";
export const ZEUS_KINDS: readonly ZeusKind[] = ["rack", "rig", "attachment", "storage"];
export type ZeusRotation = 0 | 90 | 180 | 270;

/** A product the builder offers, as the server describes it (price from the pricing engine). */
export interface ZeusPart {
  productId: number;
  sku: string;
  name: string;
  kind: ZeusKind;
  /** Upright family (e.g. "keystone-3x3"): an attachment mounts only on a frame of its tag. */
  tag: string | null;
  accessoryType: string | null;
  widthIn: number;
  depthIn: number;
  heightIn: number;
  /** Free floor around the footprint the item needs to be used (bar loading, walk-around). */
  clearanceIn: number;
  /** Unit price, minor units. */
  priceMinor: number;
}

export interface ZeusRoom {
  widthIn: number;
  depthIn: number;
  heightIn: number;
}

export interface ZeusItem {
  /** Unique within the plan. */
  id: string;
  productId: number;
  /** Top-left corner of the rotated footprint, inches from the room's top-left. Attachments: 0. */
  x: number;
  y: number;
  rotation: ZeusRotation;
  /** Attachments: the id of the rack or rig they mount on. */
  mountedOn?: string | null;
}

export interface ZeusPlan {
  room: ZeusRoom;
  items: ZeusItem[];
}

export type ZeusProblemCode =
  | "room_too_large"
  | "room_invalid"
  | "too_many_items"
  | "duplicate_item"
  | "unknown_product"
  | "outside_room"
  | "overlap"
  | "too_tall"
  | "not_mounted"
  | "incompatible"
  | "mount_full";

/** A reason a plan is refused (the server answers 400 with these). */
export interface ZeusProblem {
  code: ZeusProblemCode;
  itemId?: string;
  otherId?: string;
  productId?: number;
}

export type ZeusWarningCode = "clearance" | "clearance_wall" | "pullup_headroom";
export interface ZeusWarning {
  code: ZeusWarningCode;
  itemId: string;
  otherId?: string;
}

export interface ZeusCheck {
  problems: ZeusProblem[];
  warnings: ZeusWarning[];
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The footprint of a floor item as placed (rotation swaps width and depth). */
export function footprint(item: ZeusItem, part: ZeusPart): Rect {
  const turned = item.rotation === 90 || item.rotation === 270;
  return { x: item.x, y: item.y, w: turned ? part.depthIn : part.widthIn, h: turned ? part.widthIn : part.depthIn };
}

/** Strict overlap: rectangles that only touch do not collide. */
export const rectsOverlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, h: r.h + 2 * by });

const isFloor = (kind: ZeusKind) => kind !== "attachment";
const isFrame = (kind: ZeusKind) => kind === "rack" || kind === "rig";

/** Can this attachment mount on this frame? Same upright family only (2x3 vs 3x3, hole spacing). */
export function mountsOn(attachment: ZeusPart, frame: ZeusPart): boolean {
  return attachment.kind === "attachment" && isFrame(frame.kind) && !!attachment.tag && attachment.tag === frame.tag;
}

function roomProblems(room: ZeusRoom): ZeusProblem[] {
  const ok = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;
  if (!Number.isFinite(room.widthIn) || !Number.isFinite(room.depthIn)) return [{ code: "room_invalid" }];
  if (room.widthIn * room.depthIn > ZEUS_MAX_AREA_SQIN) return [{ code: "room_too_large" }];
  if (
    !ok(room.widthIn, ZEUS_MIN_SIDE_IN, ZEUS_MAX_SIDE_IN) ||
    !ok(room.depthIn, ZEUS_MIN_SIDE_IN, ZEUS_MAX_SIDE_IN) ||
    !ok(room.heightIn, ZEUS_MIN_CEILING_IN, ZEUS_MAX_CEILING_IN)
  )
    return [{ code: "room_invalid" }];
  return [];
}

/**
 * Checks a plan against the parts the store offers. Problems refuse the plan; warnings are shown
 * (clearance zones crossed, pull-up head room) and do not.
 */
export function checkPlan(plan: ZeusPlan, parts: ReadonlyMap<number, ZeusPart>): ZeusCheck {
  const problems: ZeusProblem[] = roomProblems(plan.room);
  const warnings: ZeusWarning[] = [];
  if (problems.length > 0) return { problems, warnings };
  if (plan.items.length > ZEUS_MAX_ITEMS) return { problems: [{ code: "too_many_items" }], warnings };
  const { room } = plan;
  const byId = new Map<string, ZeusItem>();
  for (const item of plan.items) {
    if (byId.has(item.id)) problems.push({ code: "duplicate_item", itemId: item.id });
    byId.set(item.id, item);
    if (!parts.has(item.productId))
      problems.push({ code: "unknown_product", itemId: item.id, productId: item.productId });
  }
  if (problems.length > 0) return { problems, warnings };

  const floor: { item: ZeusItem; part: ZeusPart; rect: Rect }[] = [];
  const mounted = new Map<string, Map<string, number>>();
  for (const item of plan.items) {
    const part = parts.get(item.productId) as ZeusPart;
    if (!isFloor(part.kind)) {
      const host = item.mountedOn ? byId.get(item.mountedOn) : undefined;
      const hostPart = host ? parts.get(host.productId) : undefined;
      if (!host || !hostPart || !isFrame(hostPart.kind)) {
        problems.push({ code: "not_mounted", itemId: item.id });
        continue;
      }
      if (!mountsOn(part, hostPart)) {
        problems.push({ code: "incompatible", itemId: item.id, otherId: host.id });
        continue;
      }
      const types = mounted.get(host.id) ?? new Map<string, number>();
      const type = part.accessoryType ?? "other";
      const n = (types.get(type) ?? 0) + 1;
      types.set(type, n);
      mounted.set(host.id, types);
      if (n > ZEUS_MAX_PER_TYPE) problems.push({ code: "mount_full", itemId: item.id, otherId: host.id });
      if (type === "pull-up-bars" && hostPart.heightIn + ZEUS_PULLUP_HEADROOM_IN > room.heightIn)
        warnings.push({ code: "pullup_headroom", itemId: item.id, otherId: host.id });
      continue;
    }
    const rect = footprint(item, part);
    if (rect.x < 0 || rect.y < 0 || rect.x + rect.w > room.widthIn || rect.y + rect.h > room.depthIn)
      problems.push({ code: "outside_room", itemId: item.id });
    if (part.heightIn > room.heightIn) problems.push({ code: "too_tall", itemId: item.id });
    floor.push({ item, part, rect });
  }
  for (let i = 0; i < floor.length; i++) {
    const a = floor[i] as (typeof floor)[number];
    for (let j = i + 1; j < floor.length; j++) {
      const b = floor[j] as (typeof floor)[number];
      if (rectsOverlap(a.rect, b.rect)) problems.push({ code: "overlap", itemId: a.item.id, otherId: b.item.id });
    }
  }
  // Clearance: another item inside an item's working zone, or the zone through a wall.
  for (const a of floor) {
    if (a.part.clearanceIn <= 0) continue;
    const zone = grow(a.rect, a.part.clearanceIn);
    for (const b of floor) {
      if (b === a) continue;
      if (rectsOverlap(zone, b.rect) && !rectsOverlap(a.rect, b.rect))
        warnings.push({ code: "clearance", itemId: a.item.id, otherId: b.item.id });
    }
    if (zone.x < 0 || zone.y < 0 || zone.x + zone.w > room.widthIn || zone.y + zone.h > room.depthIn)
      warnings.push({ code: "clearance_wall", itemId: a.item.id });
  }
  return { problems, warnings };
}

export interface ZeusBomLine {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  unitMinor: number;
  rowMinor: number;
}

export interface ZeusBom {
  lines: ZeusBomLine[];
  totalMinor: number;
}

/** The bill of materials: one line per product (in first-placed order), qty × unit price. */
export function billOfMaterials(plan: ZeusPlan, parts: ReadonlyMap<number, ZeusPart>): ZeusBom {
  const lines = new Map<number, ZeusBomLine>();
  for (const item of plan.items) {
    const part = parts.get(item.productId);
    if (!part) continue;
    const line = lines.get(part.productId);
    if (line) {
      line.qty += 1;
      line.rowMinor += part.priceMinor;
    } else
      lines.set(part.productId, {
        productId: part.productId,
        sku: part.sku,
        name: part.name,
        qty: 1,
        unitMinor: part.priceMinor,
        rowMinor: part.priceMinor,
      });
  }
  const list = [...lines.values()];
  return { lines: list, totalMinor: list.reduce((s, l) => s + l.rowMinor, 0) };
}

/**
 * The units a shopper sizes the room in (issue #22 item 1): feet and inches (the US default) or
 * metres. The plan is always stored in whole inches; these are the one conversion both ways.
 */
export type ZeusLengthUnit = "ftin" | "m";
export const ZEUS_LENGTH_UNITS: readonly ZeusLengthUnit[] = ["ftin", "m"];
export const ZEUS_DEFAULT_UNIT: ZeusLengthUnit = "ftin";
export const isZeusLengthUnit = (v: unknown): v is ZeusLengthUnit => v === "ftin" || v === "m";

/** Whole inches as feet and inches (12 in → 1 ft 0 in); a negative length keeps its sign on both. */
export function toFeetInches(inches: number): { ft: number; inches: number } {
  const whole = Math.round(Math.abs(inches));
  const sign = inches < 0 ? -1 : 1;
  return { ft: sign * Math.floor(whole / 12) || 0, inches: sign * (whole % 12) || 0 };
}

/** Whole inches typed as feet and inches (either may be a decimal; 10 ft 14 in → 134 in). */
export const fromFeetInches = (ft: number, inches: number): number => Math.round(ft * 12 + inches);

/** Whole inches as metres, to the centimetre. */
export const toMetres = (inches: number): number => Math.round(inches * 2.54) / 100;

/** Whole inches of a length typed in metres (to the nearest inch). */
export const fromMetres = (metres: number): number => Math.round((metres * 100) / 2.54);

/** Snap a coordinate to the plan's grid. */
export const snap = (v: number) => Math.round(v / ZEUS_GRID_IN) * ZEUS_GRID_IN;

/**
 * A frame's footprint and height from its catalog text ("It takes up 53 × 49 in", "16 × 7 ft",
 * "12 ft wide", "21.5 in deep", 'Power Rack 108"'); the kind's defaults when the text says nothing.
 */
export function dimensionsFromText(kind: ZeusKind, name: string, text: string) {
  const defaults: Record<ZeusKind, [number, number, number, number]> = {
    rack: [53, 49, 92, 36],
    rig: [120, 84, 108, 36],
    attachment: [0, 0, 0, 0],
    storage: [48, 24, 60, 12],
  };
  let [w, d, h, clearance] = defaults[kind];
  if (kind === "attachment") return { widthIn: 0, depthIn: 0, heightIn: 0, clearanceIn: 0 };
  const inch = (v: string, unit: string) => Math.round(Number(v) * (unit === "ft" ? 12 : 1));
  const both = text.match(/(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)\s*(in|ft)\b/);
  const wide = text.match(/(\d+(?:\.\d+)?)\s*(in|ft) wide/);
  const deep = text.match(/(\d+(?:\.\d+)?)\s*(in|ft) deep/);
  if (both) {
    w = inch(both[1] as string, both[3] as string);
    d = inch(both[2] as string, both[3] as string);
  } else if (wide) {
    w = inch(wide[1] as string, wide[2] as string);
    d = 24;
  } else if (deep) {
    d = Math.max(12, inch(deep[1] as string, deep[2] as string));
    w = 53;
  }
  const tall = name.match(/(\d{2,3})"/);
  if (tall) h = Number(tall[1]);
  else if (/short/i.test(name)) h = 80;
  return { widthIn: w, depthIn: d, heightIn: h, clearanceIn: clearance };
}
