import type { BundleOption } from "@ironworks/contracts";
import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { slugify } from "../text.ts";
import type { SeedPrice, SeedProduct } from "../types.ts";
import type { BundleDef } from "./bundle-types.ts";
import { GARAGE_BUNDLES } from "./bundles-garage.ts";
import { PRO_BUNDLES } from "./bundles-pro.ts";

const GROUPED = [
  {
    name: "Ironworks Rubber Hex Dumbbell Set 5-50 lb",
    sub: "weightlifting-bars-plates/dumbbells-kettlebells",
    art: "dumbbell" as const,
    members: [5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((lb) => `Ironworks Rubber Hex Dumbbells - ${lb} lb Pair`),
  },
  {
    name: "Ironworks Kettlebell Set 8-24 kg",
    sub: "weightlifting-bars-plates/dumbbells-kettlebells",
    art: "kettlebell" as const,
    members: [8, 12, 16, 20, 24].map((kg) => `Ironworks Kettlebell - ${kg} kg`),
  },
  {
    name: "Ironworks Training Bumper Plate Set",
    sub: "equipment-packages/plate-sets",
    art: "plate" as const,
    members: [10, 15, 25, 35, 45].map((lb) => `Ironworks Training Bumper Plates - ${lb} lb Pair`),
  },
  {
    name: "Halvard Competition Plate Set (KG)",
    sub: "equipment-packages/plate-sets",
    art: "plate" as const,
    members: [
      ...[10, 15, 20, 25].map((kg) => `Halvard Competition Bumper Plates - ${kg} kg Pair`),
      ...[0.5, 1, 1.5, 2, 2.5, 5].map((kg) => `Halvard Competition Change Plates - ${kg} kg Pair`),
    ],
  },
  {
    name: "Ironworks Machined Iron Plate Set",
    sub: "equipment-packages/plate-sets",
    art: "plate" as const,
    members: [2.5, 5, 10, 25, 35, 45].map((lb) => `Ironworks Machined Iron Plates - ${lb} lb Pair`),
  },
];

function storePrice(product: SeedProduct, storeId: number): number {
  return product.prices.find((row) => row.storeId === storeId)?.price ?? 0;
}

/**
 * Bundles are fixed-price: each value's `price` is the selection's USD list price (decimal) and
 * the bundle's own price row per store is the sum of its default selections in that store, so a
 * shopper who keeps the defaults pays exactly the bundle price. Included products are free.
 */
function addBundle(b: CatalogBuilder, def: BundleDef, optionIdStart: number): void {
  const options: BundleOption[] = def.options.map((opt, i) => {
    const included = opt.included ? b.byName(opt.choices[0]?.[0] ?? "") : null;
    return {
      id: optionIdStart + i,
      title: opt.title,
      isRequired: opt.required,
      includedProductId: included?.id ?? null,
      values: opt.choices.map(([name, qty, isDefault]) => {
        const child = b.byName(name);
        return {
          productId: child.id,
          priceType: "fixed" as const,
          price: opt.included ? 0 : storePrice(child, 1) / 100,
          defaultQty: qty,
          canChangeQty: (opt.canChangeQty ?? false) && !opt.included,
          isDefault,
        };
      }),
    };
  });
  const bundle = b.add({
    name: def.name,
    art: "package",
    skuPrefix: "PK",
    type: "bundle",
    usd: 0,
    weight: null,
    category: `equipment-packages/${def.sub}`,
    manufacturer: BRAND.house,
    sites: def.sites,
    shipping: def.shipping ?? "dropship_freight",
    short: `Everything in one order: ${def.text}.`,
    description:
      `This package includes ${def.text}. ` +
      "Swap any item for an alternative in the same slot, add optional extras, and it all ships together. " +
      "Items marked included are free with the package.",
    features: [...def.options.slice(0, 5).map((o) => `${o.title}${o.required ? "" : " (optional)"}`), "Ships together"],
    details: { bundleOptions: options },
  });
  bundle.prices = bundle.prices.map((row): SeedPrice => {
    let total = 0;
    def.options.forEach((opt, i) => {
      if (opt.included) return;
      for (const value of options[i]?.values ?? []) {
        if (!value.isDefault) continue;
        const child = b.byId(value.productId);
        if (child) total += storePrice(child, row.storeId) * value.defaultQty;
      }
    });
    return { ...row, price: total };
  });
  bundle.weight = null;
}

export function addPackages(b: CatalogBuilder): void {
  [...GARAGE_BUNDLES, ...PRO_BUNDLES].forEach((def, i) => {
    addBundle(b, def, 100 + i * 10);
  });
  for (const group of GROUPED) {
    const members = group.members.map((name) => b.byName(name).id);
    b.add({
      name: group.name,
      art: group.art,
      skuPrefix: "GS",
      type: "grouped",
      usd: null,
      weight: null,
      category: group.sub,
      manufacturer: group.name.startsWith("Halvard") ? BRAND.bars : BRAND.house,
      artKey: slugify(group.name),
      short: `Pick the quantities you want from ${members.length} items, in one order.`,
      description: `${group.name} lists every size in one place. Choose how many of each you want and add them to your cart together; each item is priced on its own.`,
      features: [`${members.length} sizes`, "Choose quantities per size", "Each item priced individually"],
      details: { groupedIds: members },
    });
  }
}
