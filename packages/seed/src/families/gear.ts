import type { CustomOption } from "@ironworks/contracts";
import type { ArtFamily } from "../artwork/paths.ts";
import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { customOption } from "../catalog/options.ts";
import { sentence } from "../text.ts";

const CAT = "gear-apparel/accessories";

const ITEMS: { name: string; usd: number; lb: number; art: ArtFamily; text: string; sites?: string[] }[] = [
  {
    name: "Ironworks Gym Duffel - Black",
    usd: 85,
    lb: 3,
    art: "bag",
    text: "a 60-litre duffel with a vented shoe tunnel",
  },
  {
    name: "Ironworks Gym Duffel - Olive",
    usd: 85,
    lb: 3,
    art: "bag",
    text: "a 60-litre duffel with a vented shoe tunnel",
  },
  {
    name: "Ironworks Training Backpack 25L",
    usd: 110,
    lb: 2.5,
    art: "bag",
    text: "a 25-litre backpack with a padded laptop sleeve and belt loop",
  },
  {
    name: "Ironworks Canvas Tote - Sand",
    usd: 32,
    lb: 1,
    art: "bag",
    text: "a heavy canvas tote for chalk, straps and shoes",
  },
  {
    name: "Ironworks Stainless Bottle 32 oz - Navy",
    usd: 34,
    lb: 1.2,
    art: "bottle",
    text: "a double-walled steel bottle that keeps water cold all day",
  },
  {
    name: "Ironworks Stainless Bottle 32 oz - Black",
    usd: 34,
    lb: 1.2,
    art: "bottle",
    text: "a double-walled steel bottle that keeps water cold all day",
  },
  {
    name: "Ironworks Shaker Bottle - Red",
    usd: 14,
    lb: 0.4,
    art: "bottle",
    text: "a 28 oz shaker with a steel mixing ball",
  },
  {
    name: "Ironworks Shaker Bottle - Teal",
    usd: 14,
    lb: 0.4,
    art: "bottle",
    text: "a 28 oz shaker with a steel mixing ball",
  },
  {
    name: "Ironworks Gym Towel - Charcoal",
    usd: 18,
    lb: 0.6,
    art: "bag",
    text: "a quick-dry microfibre towel with a magnetic clip",
  },
  { name: "Ironworks Sticker Pack", usd: 8, lb: 0.1, art: "giftcard", text: "six weatherproof vinyl stickers" },
  { name: "Ironworks Patch Set", usd: 15, lb: 0.1, art: "giftcard", text: "three embroidered hook-back patches" },
  {
    name: "Ironworks Plate Keychain",
    usd: 10,
    lb: 0.1,
    art: "plate",
    text: "a tiny cast bumper plate on a split ring",
  },
  {
    name: "Ironworks Enamel Camp Mug - White",
    usd: 20,
    lb: 0.6,
    art: "bottle",
    text: "a 12 oz enamel mug for coffee between sets",
  },
  {
    name: "Ironworks Lifting Journal",
    usd: 22,
    lb: 0.8,
    art: "program",
    text: "a hardbound training log with 52 weeks of pages",
  },
  {
    name: "Ironworks Gym Flag",
    usd: 45,
    lb: 0.8,
    art: "giftcard",
    text: "a printed gym flag with brass grommets",
  },
  {
    name: "Ironworks Gym Bag Tag",
    usd: 9,
    lb: 0.1,
    art: "ticket",
    text: "a steel bag tag with space to engrave your name",
  },
  {
    name: "Ironworks Wristbands 2-Pack",
    usd: 10,
    lb: 0.1,
    art: "sleeve",
    text: "terry wristbands that soak up sweat before it reaches the bar",
  },
  {
    name: "Ironworks Neck Gaiter - Olive",
    usd: 18,
    lb: 0.2,
    art: "sleeve",
    text: "a stretch neck gaiter for cold garage mornings",
  },
  {
    name: "Ironworks Euro Travel Adapter Kit",
    usd: 24,
    lb: 0.3,
    art: "part",
    text: "plug adapters for charging gym electronics in Europe",
    sites: ["EUR", "GBR"],
  },
];

/** Personalisation on the gym flag: a required size and optional printed text. */
const FLAG_OPTIONS: CustomOption[] = [
  customOption({ id: 1, title: "Flag Size", type: "radio", isRequired: true, price: 0 }, [
    [11, 0, "FLAG-3X5", "3 × 5 ft"],
    [12, 20, "FLAG-4X6", "4 × 6 ft"],
  ]),
  customOption({ id: 2, title: "Gym Name (printed under the logo)", type: "area", isRequired: false, price: 15 }),
];

export function addGear(b: CatalogBuilder): void {
  for (const item of ITEMS) {
    b.add({
      name: item.name,
      art: item.art,
      skuPrefix: "AC",
      usd: item.usd,
      weight: item.lb,
      category: CAT,
      extra: item.usd <= 40 ? "3-ships-free" : undefined,
      manufacturer: BRAND.house,
      sites: item.sites,
      short: sentence(item.text),
      description: `${item.name}: ${item.text}. A small upgrade for everyday training, built to the same standard as our equipment.`,
      features: ["Ironworks branded", `Weight: ${item.lb} lb`, "Backed by our 30-day return policy"],
      details: item.name === "Ironworks Gym Flag" ? { customOptions: FLAG_OPTIONS } : undefined,
    });
  }
}

/** Limited and ticket-only items (SPEC §5 quantity rules). */
export function addLimited(b: CatalogBuilder): void {
  b.add({
    name: "Invitational Premium Ticket Hoodie",
    sku: "HW1012",
    art: "hoodie",
    skuPrefix: "HW",
    usd: 75,
    weight: 1.6,
    category: "gear-apparel/hoodies",
    manufacturer: BRAND.house,
    taxClass: 4,
    artKey: "invitational-ticket-hoodie-maroon",
    short: "Exclusive to Invitational premium ticket holders. Limit one per account.",
    description:
      "This heavyweight hoodie is made only for premium ticket holders at the Ironworks Invitational. " +
      "It is available to accounts with a premium ticket and is limited to one per account.",
    features: ["Premium ticket holders only", "Limit one per account", "14 oz fleece", "Invitational sleeve print"],
    attributes: { purchase_limit: 1 },
    inventory: { max: 1 },
  });
  const mmv = [
    {
      name: "MMV Invitational Commemorative Bar",
      art: "barbell" as const,
      usd: 495,
      lb: 44,
      category: "weightlifting-bars-plates/barbells",
    },
    {
      name: "MMV Limited Anvil Kettlebell 24 kg",
      art: "kettlebell" as const,
      usd: 175,
      lb: 53,
      category: "weightlifting-bars-plates/dumbbells-kettlebells",
    },
    { name: "MMV Founders Edition Tee", art: "tee" as const, usd: 45, lb: 0.6, category: "gear-apparel/mens-t-shirts" },
  ];
  mmv.forEach((item, i) => {
    b.add({
      name: item.name,
      sku: `MMV${String(i + 1).padStart(3, "0")}`,
      art: item.art,
      skuPrefix: "MMV",
      usd: item.usd,
      weight: item.lb,
      category: item.category,
      extra: "new-gear",
      manufacturer: BRAND.house,
      taxClass: item.art === "tee" ? 4 : 2,
      short: "A numbered limited run. One per customer.",
      description: `${item.name} is a numbered limited run made for this year's Invitational. Once it sells out it will not be made again. Limit one per customer.`,
      features: ["Numbered limited run", "Limit one per customer", "Ships in a presentation box"],
      attributes: { purchase_limit: 1 },
      inventory: { max: 1, qoh: 40 + i * 15 },
    });
  });
}
