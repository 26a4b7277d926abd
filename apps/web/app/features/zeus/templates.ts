import type { ZeusPartWire } from "@ironworks/contracts";
import type { ZeusItem, ZeusPlan } from "@ironworks/domain";

/** The builder's starting points (issue #22 item 1): garage, home, affiliate box, team facility. */
export const TEMPLATE_IDS = ["garage", "home", "affiliate", "team"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

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
};

/**
 * A template's plan from the parts the store sells today: frames along the back wall with room to
 * load a bar, their attachments, storage along the front wall. Parts a store lacks are left out.
 */
export function templatePlan(id: TemplateId, parts: ZeusPartWire[]): ZeusPlan {
  const recipe = RECIPES[id];
  const items: ZeusItem[] = [];
  let x = 36;
  for (const frame of recipe.frames) {
    const part = parts
      .filter((p) => p.kind === frame.kind && p.tag?.includes(frame.family) && p.heightIn <= recipe.room.heightIn)
      .sort((a, b) => a.widthIn - b.widthIn)[0];
    if (!part) continue;
    for (let n = 0; n < frame.count && x + part.widthIn <= recipe.room.widthIn; n++) {
      const id = `f${items.length}`;
      items.push({ id, productId: part.productId, x, y: 36, rotation: 0 });
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

export const isTemplate = (v: string | null): v is TemplateId => TEMPLATE_IDS.includes(v as TemplateId);
