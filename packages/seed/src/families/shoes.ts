import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder } from "../catalog/builder.ts";
import { sentence } from "../text.ts";

const MEN = ["7", "8", "9", "10", "11", "12", "13"];
const WOMEN = ["5", "6", "7", "8", "9", "10"];

const SHOES = [
  {
    name: "Ironworks Lift Shoe 2.0",
    usd: 220,
    sub: "weightlifting-shoes",
    colors: ["black", "white"],
    sizes: MEN,
    heel: "0.75-inch TPU heel",
  },
  {
    name: "Ironworks Lift Shoe 2.0 Women's",
    usd: 220,
    sub: "weightlifting-shoes",
    colors: ["black", "pink"],
    sizes: WOMEN,
    heel: "0.75-inch TPU heel",
  },
  {
    name: "Corvane Apex Weightlifting Shoe",
    usd: 245,
    sub: "weightlifting-shoes",
    colors: ["navy", "red"],
    sizes: MEN,
    heel: "stacked 0.8-inch heel",
    brand: BRAND.apparel,
  },
  {
    name: "Ironworks Powerlift Low",
    usd: 185,
    sub: "weightlifting-shoes",
    colors: ["black", "grey"],
    sizes: MEN,
    heel: "0.5-inch rubber heel",
  },
  {
    name: "Ironworks Heritage Lifter",
    usd: 275,
    sub: "weightlifting-shoes",
    colors: ["maroon", "black"],
    sizes: MEN,
    heel: "leather-wrapped wooden heel",
    extra: "new-gear" as const,
  },
  {
    name: "Ironworks Trainer Flat",
    usd: 140,
    sub: "training-shoes",
    colors: ["black", "heather-grey", "navy"],
    sizes: MEN,
    heel: "4 mm drop",
  },
  {
    name: "Corvane Stride Trainer",
    usd: 150,
    sub: "training-shoes",
    colors: ["teal", "black"],
    sizes: MEN,
    heel: "6 mm drop",
    brand: BRAND.apparel,
  },
  {
    name: "Ironworks Trainer Flat Women's",
    usd: 140,
    sub: "training-shoes",
    colors: ["white", "purple"],
    sizes: WOMEN,
    heel: "4 mm drop",
  },
  {
    name: "Ironworks Deadlift Slipper",
    usd: 60,
    sub: "training-shoes",
    colors: ["black"],
    sizes: MEN,
    heel: "zero drop, 3 mm sole",
  },
];

const SOCKS = [
  { name: "Ironworks Crew Socks 3-Pack", usd: 24, text: "cushioned cotton-blend crew socks" },
  { name: "Ironworks Deadlift Socks", usd: 18, text: "knee-high socks that protect your shins from the bar" },
  { name: "Ironworks Ankle Socks 3-Pack", usd: 22, text: "low-cut socks with a heel tab" },
  { name: "Ironworks Merino Training Socks", usd: 26, text: "merino-blend socks that stay fresh over a long weekend" },
  { name: "Ironworks Compression Socks", usd: 32, text: "graduated compression socks for recovery and travel" },
  { name: "Corvane Training Socks - Teal", usd: 16, text: "thin performance socks with arch support" },
  { name: "Ironworks Striped Tube Socks - Red", usd: 16, text: "retro tube socks with red stripes" },
  { name: "Ironworks Wool Hiker Socks - Olive", usd: 28, text: "heavy wool socks for cold gyms and trails" },
];

export function addShoes(b: CatalogBuilder): void {
  for (const shoe of SHOES) {
    const lifter = shoe.sub === "weightlifting-shoes";
    b.addConfigurable(
      {
        name: shoe.name,
        art: "shoe",
        skuPrefix: "SF",
        usd: shoe.usd,
        weight: 3,
        category: `shoes/${shoe.sub}`,
        extra: shoe.extra,
        manufacturer: shoe.brand ?? BRAND.house,
        taxClass: 4,
        short: lifter
          ? `A weightlifting shoe with a ${shoe.heel} and a locking midfoot strap.`
          : `A flat, stable trainer with a ${shoe.heel}.`,
        description: lifter
          ? `The ${shoe.name} puts a ${shoe.heel} under you for deeper, more upright squats and catches. A midfoot strap and a stiff sole keep your foot locked to the platform. Sizes run true to size.`
          : `The ${shoe.name} is built for lifting and conditioning in the same session, with a ${shoe.heel} and a wide toe box. The outsole grips rubber flooring without marking it.`,
        features: lifter
          ? [shoe.heel, "Midfoot strap", "Non-compressible sole", "True to size"]
          : [shoe.heel, "Wide toe box", "Non-marking outsole", "Breathable knit upper"],
      },
      { colors: shoe.colors, sizes: shoe.sizes, sizeLabel: "US Size" },
    );
  }
  b.add({
    name: "Ironworks Recovery Slide",
    art: "shoe",
    skuPrefix: "SF",
    usd: 45,
    weight: 1,
    category: "shoes/training-shoes",
    extra: "3-ships-free",
    manufacturer: BRAND.house,
    taxClass: 4,
    artKey: "recovery-slide-black",
    short: "A cushioned foam slide for after training.",
    description: "Soft, contoured foam for the walk from the gym to the car. Waterproof and easy to rinse.",
    features: ["Contoured footbed", "Waterproof foam", "Unisex sizing"],
  });
  for (const sock of SOCKS) {
    b.add({
      name: sock.name,
      art: "sock",
      skuPrefix: "SK",
      usd: sock.usd,
      weight: 0.3,
      category: "shoes/socks",
      extra: "3-ships-free",
      manufacturer: sock.name.startsWith("Corvane") ? BRAND.apparel : BRAND.house,
      taxClass: 4,
      short: sentence(sock.text),
      description: `${sock.name}: ${sock.text}. Reinforced heel and toe, and a cuff that does not slide down mid-session.`,
      features: ["Reinforced heel and toe", "One size fits US 7–13", "Machine washable"],
    });
  }
}
