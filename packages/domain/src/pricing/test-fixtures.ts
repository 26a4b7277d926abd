import type { PricingBundleOption, PricingBundleValue, PricingCustomOption, PricingProduct } from "./types.ts";

/** Products shaped like the demo catalog's (packages/seed), for the engine's table tests. */

const inventory = { min: 1, max: 10000, qoh: 50, backorder: false, bin: false };

export function product(over: Partial<PricingProduct> & Pick<PricingProduct, "productId">): PricingProduct {
  return {
    sku: `SKU${over.productId}`,
    type: "simple",
    price: 100,
    attributes: {},
    weight: 10,
    inventory,
    childrenIds: [],
    bundleOptions: [],
    customOptions: [],
    giftcardData: null,
    hundoPricing: null,
    ...over,
  };
}

const bundleValue = (
  productId: number,
  priceType: PricingBundleValue["priceType"],
  price: number,
  defaultQty: number,
  canChangeQty: boolean,
  isDefault: boolean,
): PricingBundleValue => ({ productId, priceType, price, defaultQty, canChangeQty, isDefault });

const bundleOption = (
  id: number,
  title: string,
  isRequired: boolean,
  values: PricingBundleValue[],
  includedProductId: number | null = null,
): PricingBundleOption => ({ id, title, isRequired, includedProductId, values });

export const bar = product({ productId: 1001, sku: "BB1001", price: 295, weight: 44 });

const tee = (productId: number, color: string, size: string, price = 30) =>
  product({ productId, sku: `TS1001-${color.toUpperCase()}-${size}`, price, weight: 0.6, attributes: { color, size } });

export const teeBlackM = tee(2001, "black", "M");
export const teeRedM = tee(2002, "red", "M", 32.5);
export const teeRedL = product({
  ...tee(2003, "red", "L"),
  attributes: { color: "red", size: "L", special_price: 24 },
});
export const teeOrphan = tee(2999, "blue", "M");

export const teeParent = product({
  productId: 2000,
  sku: "TS1001",
  type: "configurable",
  price: 30,
  childrenIds: [2001, 2002, 2003],
  configurableAttributes: [
    { code: "color", values: [{ value: "black" }, { value: "red" }] },
    { code: "size", values: [{ value: "M" }, { value: "L" }] },
  ],
  children: [teeBlackM, teeRedM, teeRedL, teeOrphan],
});

export const stand = product({ productId: 4001, sku: "RK1001", price: 445, weight: 120 });
export const rack = product({ productId: 4002, sku: "RK1002", price: 795, weight: 180 });
export const bumper45 = product({ productId: 4003, sku: "BP1005", price: 189.5, weight: 90 });
export const bumper25 = product({ productId: 4004, sku: "BP1003", price: 119, weight: 50 });
export const bench = product({ productId: 4005, sku: "BN1001", price: 225, weight: 40 });
export const collars = product({ productId: 4006, sku: "AC1009", price: 12, weight: 0.5 });

/** Defaults: stand ×1 + 45 lb pair ×2 = 445 + 379 = 824 (the bundle price, as the seed computes it). */
export const garageBundle = product({
  productId: 3000,
  sku: "PK1001",
  type: "bundle",
  price: 824,
  weight: null,
  childrenIds: [4001, 4002, 4003, 4004, 4005, 4006],
  bundleOptions: [
    bundleOption(100, "Rack", true, [
      bundleValue(4001, "fixed", 445, 1, false, true),
      bundleValue(4002, "fixed", 795, 1, false, false),
    ]),
    bundleOption(101, "Plates", true, [
      bundleValue(4003, "fixed", 189.5, 2, true, true),
      bundleValue(4004, "fixed", 119, 1, true, false),
    ]),
    bundleOption(102, "Bench", false, [bundleValue(4005, "percent", 90, 1, false, false)]),
    bundleOption(103, "Collars (included)", true, [bundleValue(4006, "fixed", 0, 1, false, true)], 4006),
  ],
  children: [stand, rack, bumper45, bumper25, bench, collars],
});

export const defaultChildren = [
  { productId: 4001, qty: 1, metadata: { bundleOptionId: 100 } },
  { productId: 4003, qty: 2, metadata: { bundleOptionId: 101 } },
  { productId: 4006, qty: 1, metadata: { freeBundleOptionId: 103 } },
];

export const barOptions: PricingCustomOption[] = [
  {
    id: 1,
    title: "Shaft Colour",
    type: "radio",
    isRequired: true,
    price: 0,
    values: [
      { id: 11, price: 0, sku: "SHAFT-BLK", title: "Black Cerakote" },
      { id: 13, price: 15, sku: "SHAFT-OD", title: "OD Green Cerakote" },
    ],
  },
  {
    id: 2,
    title: "Sleeve Colour",
    type: "drop_down",
    isRequired: true,
    price: 0,
    values: [
      { id: 21, price: 0, sku: "SLV-ZNC", title: "Bright Zinc" },
      { id: 23, price: 25, sku: "SLV-CHR", title: "Hard Chrome" },
    ],
  },
  { id: 3, title: "Engraving", type: "area", isRequired: false, price: 25, values: [] },
  {
    id: 4,
    title: "Add-ons",
    type: "checkbox",
    isRequired: false,
    price: 0,
    values: [
      { id: 41, price: 12, sku: "ADD-CAPS", title: "Engraved end caps" },
      { id: 42, price: 35, sku: "ADD-HANGER", title: "Wall bar hanger" },
    ],
  },
  {
    id: 5,
    title: "Care Kit",
    type: "multiple",
    isRequired: false,
    price: 0,
    values: [
      { id: 51, price: 9, sku: "CARE-BRUSH", title: "Nylon bar brush" },
      { id: 52, price: 14, sku: "CARE-OIL", title: "Sleeve oil" },
    ],
  },
];

export const customBar = product({ productId: 5000, sku: "BB1099", price: 350, weight: 45, customOptions: barOptions });

const giftcard = (productId: number, type: "virtual" | "physical" | "combined", open: boolean) =>
  product({
    productId,
    sku: `GC${productId}`,
    type: "giftcard",
    price: null,
    weight: type === "physical" ? 0.1 : null,
    giftcardData: {
      amounts: [25, 50, 100, 250],
      isOpenAmountAllowed: open,
      openAmountMin: open ? 10 : null,
      openAmountMax: open ? 1000 : null,
      type,
    },
  });

export const eGiftcard = giftcard(6001, "virtual", false);
export const physicalGiftcard = giftcard(6002, "physical", false);
export const openGiftcard = giftcard(6003, "combined", true);

export const groupedSet = product({
  productId: 7000,
  sku: "GS1001",
  type: "grouped",
  price: null,
  childrenIds: [4003, 4004],
});

export const hundoPlate = product({
  productId: 9001,
  sku: "IP1010",
  price: 215,
  weight: 90,
  hundoPricing: { ruleWeight: 100, discountPerLb: 0.25 },
});
export const hundoDumbbells = product({
  productId: 9002,
  sku: "DB1010",
  price: 180.99,
  weight: 150,
  hundoPricing: { ruleWeight: 100, discountPerLb: 0.1 },
});

export const ALL = [
  bar,
  teeParent,
  garageBundle,
  customBar,
  eGiftcard,
  physicalGiftcard,
  openGiftcard,
  groupedSet,
  hundoPlate,
  hundoDumbbells,
];
export const findFixture = (id: number) => ALL.find((p) => p.productId === id);
