import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";

const ROOT = "replacement-parts";

const PARTS: Record<string, [string, number][]> = {
  "rack-parts": [
    ["J-Cup UHMW Replacement Liner", 12],
    ["Keystone K3 Hitch Pin Set (4)", 18],
    ["Bastion B3 Pin Set (4)", 16],
    ["Safety Strap Replacement Webbing", 45],
    ["Pull-Up Bar Hardware Kit", 14],
    ["Rack Foot Rubber Pads (4)", 19],
    ["Upright Numbering Decal Set", 9],
    ["Monkey Bar Clamp Kit", 22],
    ["Safety Spotter Arm Pin", 15],
    ["Plate Storage Sleeve Cap (2)", 9],
  ],
  "barbell-parts": [
    ["Barbell End Cap Set", 15],
    ["Barbell Sleeve Bushing Kit", 29],
    ["Barbell Snap Ring Set", 8],
    ["Barbell Sleeve Bolt", 12],
    ["Bar Brush Replacement Head", 7],
    ["Foundry Bar Sleeve Assembly", 89],
    ["Collar Replacement Springs (Pair)", 6],
  ],
  "conditioning-parts": [
    ["Air Rower Seat Assembly", 95],
    ["Air Rower Handle", 49],
    ["Air Rower Drive Chain", 65],
    ["Air Bike Pedal Set", 39],
    ["Air Bike Fan Cover", 79],
    ["Air Bike Monitor", 149],
    ["Air Bike Drive Belt", 45],
    ["Ski Trainer Cord Set", 55],
    ["Air Rower Footplate Strap Set", 25],
    ["Air Bike Seat", 59],
  ],
  hardware: [
    ['5/8" Bolt Kit (10)', 19],
    ['1" Bolt Kit (10)', 29],
    ["Floor Anchor Kit", 39],
    ["Wall Mount Stringer Bolts (8)", 24],
    ["Rubber Floor Tile 4x6 ft", 95],
    ["Platform Bolt Set", 35],
    ["Spare Hex Key Set", 12],
    ["Leveling Feet Set (4)", 28],
    ["Wall Spacer Kit", 32],
  ],
};

export function addParts(b: CatalogBuilder): void {
  for (const [sub, items] of Object.entries(PARTS)) {
    for (const [label, usd] of items) {
      const name = `Ironworks ${label}`;
      b.add({
        name,
        art: "part",
        skuPrefix: "RP",
        usd,
        weight: sub === "hardware" && label.startsWith("Rubber") ? 95 : Math.max(0.3, Math.round(usd / 12) / 2),
        category: `${ROOT}/${sub}`,
        manufacturer: BRAND.house,
        short: `Genuine replacement: ${label.toLowerCase()}.`,
        description: `${label} for Ironworks and partner equipment. Check the part number in your manual before ordering. Fitting instructions are included in the box.`,
        features: [
          "Genuine replacement part",
          "Fitting instructions included",
          "Check your manual for the part number",
        ],
        shipping: label.startsWith("Rubber") ? "per_order_dropship" : "standard",
      });
    }
  }
}
