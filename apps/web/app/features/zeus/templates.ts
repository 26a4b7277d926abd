import type { ZeusPartWire } from "@ironworks/contracts";
import type { ZeusItem, ZeusPlan } from "@ironworks/domain";

/**
 * The builder's starting points (issue #22 items 1 and 7): six templates (garage, home, affiliate
 * box, team facility, an apartment corner, a competition floor) and four featured gyms, all built
 * from the racks, rigs, attachments and storage the store sells.
 */
export const TEMPLATE_IDS = ["garage", "home", "affiliate", "team", "apartment", "competition"] as const;
export const FEATURED_IDS = ["hq", "barn", "college", "twocar"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number] | (typeof FEATURED_IDS)[number];

interface Recipe {
  room: ZeusPlan["room"];
  /** Frames: kind, how many, their upright family. */
  frames: { kind: "rack" | "rig"; count: number; family: string }[];
  /** Attachment types on every frame. */
  attachments: string[];
  storage: number;
}

const RECIPES: Record<TemplateId, Recipe> = {
  garage: {
    room: { widthIn: 240, depthIn: 240, heightIn: 96 },
    frames: [{ kind: "rack", count: 1, family: "2x3" }],
    attachments: ["j-cups", "safeties"],
    storage: 1,
  },
  home: {
    room: { widthIn: 288, depthIn: 264, heightIn: 108 },
    frames: [{ kind: "rack", count: 1, family: "3x3" }],
    attachments: ["j-cups", "safeties", "pull-up-bars"],
    storage: 2,
  },
  affiliate: {
    room: { widthIn: 720, depthIn: 600, heightIn: 192 },
    frames: [{ kind: "rig", count: 2, family: "3x3" }],
    attachments: ["j-cups", "pull-up-bars"],
    storage: 3,
  },
  team: {
    room: { widthIn: 960, depthIn: 720, heightIn: 216 },
    frames: [{ kind: "rack", count: 4, family: "3x3" }],
    attachments: ["j-cups", "safeties", "plate-storage"],
    storage: 4,
  },
  apartment: {
    room: { widthIn: 144, depthIn: 144, heightIn: 96 },
    frames: [{ kind: "rack", count: 1, family: "2x3" }],
    attachments: ["j-cups"],
    storage: 0,
  },
  competition: {
    room: { widthIn: 1200, depthIn: 720, heightIn: 240 },
    frames: [
      { kind: "rig", count: 2, family: "3x3" },
      { kind: "rack", count: 3, family: "3x3" },
    ],
    attachments: ["j-cups", "safeties"],
    storage: 4,
  },
  hq: {
    room: { widthIn: 1440, depthIn: 960, heightIn: 240 },
    frames: [
      { kind: "rig", count: 3, family: "3x3" },
      { kind: "rack", count: 6, family: "3x3" },
    ],
    attachments: ["j-cups", "safeties", "pull-up-bars"],
    storage: 6,
  },
  barn: {
    room: { widthIn: 480, depthIn: 360, heightIn: 168 },
    frames: [{ kind: "rig", count: 1, family: "3x3" }],
    attachments: ["j-cups", "pull-up-bars"],
    storage: 2,
  },
  college: {
    room: { widthIn: 1080, depthIn: 720, heightIn: 192 },
    frames: [{ kind: "rack", count: 8, family: "3x3" }],
    attachments: ["j-cups", "safeties", "plate-storage"],
    storage: 5,
  },
  twocar: {
    room: { widthIn: 288, depthIn: 276, heightIn: 102 },
    frames: [{ kind: "rack", count: 2, family: "2x3" }],
    attachments: ["j-cups", "safeties"],
    storage: 1,
  },
};

/**
 * A template's plan from the parts the store sells today: frames along the back wall with room to
 * load a bar, their attachments, storage along the front wall. Parts a store lacks are left out.
 */
export function templatePlan(id: TemplateId, parts: ZeusPartWire[]): ZeusPlan {
  const recipe = RECIPES[id];
  const items: ZeusItem[] = [];
  let x = 36;
  let y = 36;
  let rowDepth = 0;
  const storageDepth = Math.max(0, ...parts.filter((p) => p.kind === "storage").map((p) => p.depthIn));
  for (const frame of recipe.frames) {
    const part = parts
      .filter((p) => p.kind === frame.kind && p.tag?.includes(frame.family) && p.heightIn <= recipe.room.heightIn)
      .sort((a, b) => a.widthIn - b.widthIn)[0];
    if (!part) continue;
    for (let n = 0; n < frame.count; n++) {
      // A full row: the next one further into the room, with room to load a bar between them.
      if (x + part.widthIn > recipe.room.widthIn) {
        x = 36;
        y += rowDepth + 72;
        rowDepth = 0;
      }
      if (x + part.widthIn > recipe.room.widthIn) break;
      if (y + part.depthIn + 36 > recipe.room.depthIn - storageDepth) break;
      const id = `f${items.length}`;
      items.push({ id, productId: part.productId, x, y, rotation: 0 });
      rowDepth = Math.max(rowDepth, part.depthIn);
      for (const type of recipe.attachments) {
        const fit = parts.find((p) => p.kind === "attachment" && p.tag === part.tag && p.accessoryType === type);
        if (fit)
          items.push({ id: `a${items.length}`, productId: fit.productId, x: 0, y: 0, rotation: 0, mountedOn: id });
      }
      x += part.widthIn + 48;
    }
  }
  const storage = parts.filter((p) => p.kind === "storage");
  let sx = 0;
  for (let n = 0; n < recipe.storage && storage.length > 0; n++) {
    const part = storage[n % storage.length] as ZeusPartWire;
    if (sx + part.widthIn > recipe.room.widthIn) break;
    items.push({
      id: `s${items.length}`,
      productId: part.productId,
      x: sx,
      y: recipe.room.depthIn - part.depthIn,
      rotation: 0,
    });
    sx += part.widthIn + 12;
  }
  return { room: recipe.room, items };
}

export const isTemplate = (v: string | null): v is TemplateId =>
  (TEMPLATE_IDS as readonly string[]).includes(v ?? "") || (FEATURED_IDS as readonly string[]).includes(v ?? "");
