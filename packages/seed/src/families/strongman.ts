import { BRAND } from "../catalog/brands.ts";
import type { CatalogBuilder, ShippingGroup } from "../catalog/builder.ts";
import { type GroupItem, groupedItems, type ItemGroup } from "../catalog/groups.ts";

type Item = GroupItem & { lb: number; shipping?: ShippingGroup };

const GROUPS: ItemGroup<Item>[] = [
  {
    sub: "logs-axles",
    art: "log",
    items: [
      {
        name: 'Stonemark Strongman Log 10"',
        usd: 445,
        lb: 60,
        text: "a 10-inch steel log with neutral handles, the right size to learn the clean",
      },
      { name: 'Stonemark Strongman Log 12"', usd: 495, lb: 85, text: "a 12-inch log for intermediate lifters" },
      {
        name: 'Stonemark Strongman Log 14"',
        usd: 565,
        lb: 110,
        text: "a 14-inch competition-size log",
        shipping: "no_pickup",
      },
      {
        name: 'Stonemark Aluminium Log 10"',
        usd: 395,
        lb: 35,
        text: "a lightweight aluminium log for teaching and youth",
      },
      {
        name: "Ironworks Axle Bar",
        usd: 265,
        lb: 33,
        text: "a 2-inch unknurled axle with a spinning sleeve",
        art: "barbell",
      },
      {
        name: "Ironworks Fat Bar",
        usd: 295,
        lb: 40,
        text: "a 2.5-inch knurled fat bar for grip and pressing",
        art: "barbell",
      },
      { name: "Stonemark Log Bar Pads", usd: 49, lb: 2, text: "slip-on pads that protect the log and your chest" },
      { name: "Stonemark Log Clips", usd: 29, lb: 1, text: "spring clips sized for log sleeves" },
    ],
  },
  {
    sub: "yokes-frames",
    art: "yoke",
    items: [
      {
        name: "Stonemark Competition Yoke",
        usd: 1295,
        lb: 310,
        text: "a competition yoke with adjustable crossmember and plate posts",
        shipping: "dropship_freight",
      },
      {
        name: "Stonemark Mini Yoke",
        usd: 695,
        lb: 160,
        text: "a garage-height yoke that doubles as a squat stand",
        shipping: "dropship",
      },
      {
        name: "Stonemark Farmers Frame",
        usd: 895,
        lb: 220,
        text: "a carry frame with rotating handles",
        shipping: "dropship_freight",
      },
      {
        name: "Stonemark Deadlift Frame",
        usd: 745,
        lb: 180,
        text: "an 18-inch deadlift frame for max-effort pulls",
        shipping: "heavy_direct",
      },
      { name: "Stonemark Yoke Pads", usd: 89, lb: 4, text: "dense foam pads for the yoke crossmember" },
    ],
  },
  {
    sub: "stones",
    art: "stone",
    items: [
      ...[60, 80, 100, 120, 140, 160, 200].map(
        (lb): Item => ({
          name: `Stonemark Atlas Stone - ${lb} lb`,
          usd: Math.round(lb * 0.9 + 30),
          lb,
          text: `a ${lb} lb cast concrete atlas stone with a smooth, even surface`,
          shipping: lb >= 140 ? "per_order_dropship" : undefined,
        }),
      ),
      {
        name: 'Stonemark Atlas Stone Mould 16"',
        usd: 195,
        lb: 15,
        text: "a reusable mould for casting your own 16-inch stones",
      },
      { name: "Stonemark Stone Tack", usd: 22, lb: 0.5, text: "a tub of high-grip stone tack", art: "tub" },
    ],
  },
  {
    sub: "sandbags",
    art: "sandbag",
    items: [
      {
        name: "Stonemark Strongman Sandbag - 100 lb",
        usd: 89,
        lb: 4,
        text: "a heavy-duty sandbag that holds up to 100 lb of fill",
      },
      {
        name: "Stonemark Strongman Sandbag - 200 lb",
        usd: 109,
        lb: 5,
        text: "a heavy-duty sandbag that holds up to 200 lb of fill",
      },
      {
        name: "Stonemark Strongman Sandbag - 300 lb",
        usd: 135,
        lb: 6,
        text: "a heavy-duty sandbag that holds up to 300 lb of fill",
      },
      {
        name: "Ironworks Training Sandbag with Handles",
        usd: 95,
        lb: 5,
        text: "a handled sandbag with three filler bags for 25–125 lb",
      },
      {
        name: "Ironworks Sandbag Filler Bags (3)",
        usd: 39,
        lb: 2,
        text: "three spare filler bags with double-seal closures",
      },
      {
        name: "Ironworks Dead Ball 150 lb",
        usd: 265,
        lb: 150,
        text: "a sand-filled dead ball with a tough rubber shell",
        art: "ball",
        shipping: "heavy_direct",
      },
    ],
  },
  {
    sub: "implements",
    art: "sled",
    items: [
      {
        name: "Ironworks Push Sled",
        usd: 395,
        lb: 90,
        text: "a push sled with low and high handles and a centre plate post",
        shipping: "dropship",
      },
      { name: "Ironworks Drag Sled", usd: 265, lb: 45, text: "a compact drag sled with a pull strap anchor" },
      {
        name: "Ironworks Sled Harness",
        usd: 59,
        lb: 2,
        text: "a padded shoulder harness with a 15 ft pull strap",
        art: "strap",
      },
      {
        name: "Stonemark Farmers Handles",
        usd: 295,
        lb: 55,
        text: "a pair of loadable farmers handles with knurled grips",
        art: "barbell",
      },
      {
        name: "Stonemark Strongman Keg - 150 lb",
        usd: 395,
        lb: 150,
        text: "a fillable steel keg for loads and tosses",
        art: "tub",
        shipping: "per_order_dropship",
      },
      {
        name: "Stonemark Circus Dumbbell",
        usd: 345,
        lb: 55,
        text: "a loadable circus dumbbell with a 60 mm handle",
        art: "dumbbell",
      },
      {
        name: "Stonemark Shield Carry",
        usd: 365,
        lb: 130,
        text: "a steel shield with a handle plate for bear-hug carries",
        shipping: "per_order_dropship",
        art: "yoke",
      },
      {
        name: "Stonemark Sandbag Toss Bag - 25 lb",
        usd: 49,
        lb: 25,
        text: "a compact throwing sandbag for over-the-bar tosses",
        art: "sandbag",
      },
      {
        name: "Stonemark Husafell-Style Carry Stone",
        usd: 425,
        lb: 175,
        text: "a flat-backed carry stone cast from concrete",
        art: "stone",
        shipping: "no_pickup",
      },
    ],
  },
];

export function addStrongman(b: CatalogBuilder): void {
  for (const { item, spec } of groupedItems("strongman", GROUPS)) {
    b.add({
      ...spec,
      skuPrefix: "SM",
      weight: item.lb,
      extra: item.usd < 50 ? "3-ships-free" : undefined,
      manufacturer: item.name.startsWith("Stonemark") ? BRAND.strongman : BRAND.house,
      shipping: item.shipping ?? "standard",
      description: `The ${item.name} is ${item.text}. It is built to the dimensions used at most strongman competitions, so what you train on is what you meet on the day.`,
      features: ["Competition dimensions", `Weight: ${item.lb} lb`, "Built for outdoor use"],
    });
  }
}
