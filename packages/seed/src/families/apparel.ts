import type { ArtFamily } from "../artwork/paths.ts";
import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { type Garment, HOODIES, SHORTS, TEES, WOMENS } from "./apparel-data.ts";
import { sentence } from "../text.ts";

const ROOT = "gear-apparel";
const MEN = ["S", "M", "L", "XL", "2XL"];
const WOMEN = ["XS", "S", "M", "L", "XL"];

function addGarments(b: CatalogBuilder, list: Garment[], sub: string, art: ArtFamily, prefix: string, sizes: string[]) {
  for (const g of list) {
    b.addConfigurable(
      {
        name: g.name,
        art,
        skuPrefix: prefix,
        usd: g.usd,
        weight: art === "hoodie" ? 1.6 : 0.6,
        category: `${ROOT}/${sub}`,
        extra: g.extra,
        manufacturer: g.brand ?? BRAND.house,
        taxClass: 4,
        short: sentence(g.text),
        description:
          `The ${g.name} is ${g.text}. ` +
          `It comes in ${g.colors.length} colours and sizes ${sizes[0]} to ${sizes[sizes.length - 1]}. ` +
          "Pre-shrunk, so the size you order is the size you keep.",
        features: [
          "Pre-shrunk",
          "Tagless neck label",
          `Sizes ${sizes[0]}–${sizes[sizes.length - 1]}`,
          "Machine wash cold",
        ],
      },
      { colors: g.colors, sizes },
    );
  }
}

const HATS = [
  { name: "Ironworks Trucker Hat - Black", usd: 28 },
  { name: "Ironworks Trucker Hat - Navy", usd: 28 },
  { name: "Ironworks Rope Hat - Sand", usd: 30 },
  { name: "Ironworks Dad Cap - Olive", usd: 26 },
  { name: "Ironworks Beanie - Charcoal", usd: 24 },
  { name: "Ironworks Beanie - Maroon", usd: 24 },
  { name: "Ironworks Flat Bill Snapback - Black", usd: 30 },
  { name: "Ironworks Five-Panel Camp Hat - Forest", usd: 32 },
  { name: "Ironworks Bucket Hat - Sand", usd: 30 },
  { name: "Corvane Performance Cap - Grey", usd: 34 },
  { name: "Ironworks Patch Hat - Red", usd: 30 },
  { name: "Ironworks Pom Beanie - Navy", usd: 26 },
];

export function addApparel(b: CatalogBuilder): void {
  addGarments(b, TEES, "mens-t-shirts", "tee", "AT", MEN);
  addGarments(b, WOMENS, "womens-apparel", "tee", "AW", WOMEN);
  addGarments(b, HOODIES, "hoodies", "hoodie", "HW", MEN);
  addGarments(b, SHORTS, "shorts", "shorts", "SR", MEN);
  for (const hat of HATS) {
    const style = hat.name.replace(/^(Ironworks|Corvane) /, "").split(" - ")[0] ?? "hat";
    b.add({
      name: hat.name,
      art: "hat",
      skuPrefix: "HT",
      usd: hat.usd,
      weight: 0.4,
      category: `${ROOT}/hats`,
      extra: "3-ships-free",
      manufacturer: hat.name.startsWith("Corvane") ? BRAND.apparel : BRAND.house,
      taxClass: 4,
      short: `A ${style.toLowerCase()} with an embroidered Ironworks mark.`,
      description: `One size fits most. This ${style.toLowerCase()} has an embroidered mark on the front and a structured fit that keeps its shape after a season in a gym bag.`,
      features: ["One size fits most", "Embroidered logo", "Adjustable fit"],
    });
  }
}
