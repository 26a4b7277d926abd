import type { Product, ProductComplete } from "@ironworks/contracts";
import { EMAIL_MESSAGE } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import type { ProductPreselect } from "./product-view.ts";
import { evaluatePurchase, stockView } from "./purchase-check.ts";
import { linePriceInput, purchaseSummary } from "./purchase-display.ts";
import {
  buildBuyRequest,
  CUSTOM_AMOUNT,
  errorId,
  formField,
  initialPurchase,
  type PurchaseState,
  parseQty,
} from "./purchase.ts";

const NOW = { now: new Date("2026-06-01T12:00:00Z") };
const NONE: ProductPreselect = { childId: null, bundleChildIds: [], recipeId: null };

function product(over: Partial<Product> = {}): Product {
  return {
    productId: 1,
    sku: "AC1",
    name: "Flag",
    type: "simple",
    price: 45,
    attributes: {},
    weight: 1,
    inventory: {
      min: 1,
      max: 10000,
      qoh: 50,
      backorder: false,
      leadTime: null,
      restockStatus: null,
      promoQty: null,
      bin: false,
      ms: null,
    },
    childrenIds: [],
    bundleOptions: [],
    customOptions: [],
    giftcardData: null,
    hundoPricing: null,
    configurableAttributes: [],
    gallery: [],
    thumbnail: null,
    visibility: 4,
    url: "/flag",
    hasRedirect: false,
    categories: [],
    parentId: null,
    storeId: 1,
    currency: "USD",
    ...over,
  };
}

const complete = (p: Product, children: Product[] = []): ProductComplete => ({ ...p, children });
const withInventory = (p: Product, inv: Partial<Product["inventory"]>) => ({
  ...p,
  inventory: { ...p.inventory, ...inv },
});
const set = (s: PurchaseState, change: Partial<PurchaseState>): PurchaseState => ({ ...s, ...change });

const flag = complete(
  product({
    customOptions: [
      {
        id: 1,
        title: "Flag Size",
        type: "radio",
        isRequired: true,
        price: 0,
        values: [
          { id: 11, title: "3 × 5 ft", price: 0, sku: null },
          { id: 12, title: "4 × 6 ft", price: 20, sku: null },
        ],
      },
      { id: 2, title: "Gym Name", type: "area", isRequired: false, price: 15, values: [] },
      {
        id: 3,
        title: "Extras",
        type: "checkbox",
        isRequired: false,
        price: 0,
        values: [
          { id: 31, title: "Grommets", price: 5, sku: null },
          { id: 32, title: "Pole", price: 10, sku: null },
        ],
      },
    ],
  }),
);

const tee = complete(
  product({
    productId: 10,
    sku: "AT10",
    name: "Tee",
    type: "configurable",
    price: 30,
    childrenIds: [11, 12],
    configurableAttributes: [
      { code: "color", label: "Color", values: [{ value: "black", label: "Black", swatch: "#000" }] },
      {
        code: "size",
        label: "Size",
        values: [
          { value: "M", label: "M", swatch: null },
          { value: "L", label: "L", swatch: null },
        ],
      },
    ],
  }),
  [
    product({ productId: 11, sku: "AT10-BLK-M", price: 30, attributes: { color: "black", size: "M" } }),
    product({
      productId: 12,
      sku: "AT10-BLK-L",
      price: 32,
      attributes: { color: "black", size: "L", special_price: 28 },
    }),
  ],
);

const bundleValue = (productId: number, over: Partial<Product["bundleOptions"][number]["values"][number]> = {}) => ({
  productId,
  priceType: "fixed" as const,
  price: 1,
  defaultQty: 1,
  canChangeQty: false,
  isDefault: false,
  ...over,
});

const gym = complete(
  product({
    productId: 100,
    sku: "PK100",
    name: "Garage Gym",
    type: "bundle",
    price: 900,
    bundleOptions: [
      {
        id: 1,
        title: "Rack",
        isRequired: true,
        includedProductId: null,
        values: [bundleValue(101, { isDefault: true }), bundleValue(102)],
      },
      {
        id: 2,
        title: "Plates",
        isRequired: true,
        includedProductId: null,
        values: [bundleValue(103, { isDefault: true, defaultQty: 2, canChangeQty: true })],
      },
      { id: 3, title: "Bench", isRequired: false, includedProductId: null, values: [bundleValue(104)] },
      {
        id: 4,
        title: "Collars (included)",
        isRequired: true,
        includedProductId: 105,
        values: [bundleValue(105, { isDefault: true, defaultQty: 10 })],
      },
    ],
  }),
  [
    product({ productId: 101, sku: "R1", name: "Rack A", price: 500 }),
    product({ productId: 102, sku: "R2", name: "Rack B", price: 650 }),
    product({ productId: 103, sku: "P1", name: "Plate Pair", price: 200 }),
    product({ productId: 104, sku: "B1", name: "Bench", price: 250 }),
    product({ productId: 105, sku: "C1", name: "Collars", price: 10 }),
  ],
);

const card = complete(
  product({
    productId: 200,
    sku: "GC1",
    name: "Gift Card",
    type: "giftcard",
    price: null,
    giftcardData: {
      amounts: [25, 50],
      isOpenAmountAllowed: true,
      openAmountMin: 10,
      openAmountMax: 1000,
      type: "combined",
    },
  }),
);

const dumbbells = complete(
  product({ productId: 300, sku: "GS1", name: "Dumbbell Set", type: "grouped", price: null }),
  [
    product({ productId: 301, sku: "DB5", name: "5 lb", price: 24 }),
    product({ productId: 302, sku: "DB10", name: "10 lb", price: 27, attributes: { purchase_limit: 2 } }),
  ],
);

describe("parseQty and error ids", () => {
  it("reads whole numbers only", () => {
    expect(parseQty(" 3 ")).toBe(3);
    expect(parseQty("0")).toBe(0);
    for (const raw of ["", "1.5", "-1", "2e3", "abc"]) expect(parseQty(raw)).toBeNaN();
  });
  it("makes a valid id from a field", () => {
    expect(errorId("metadata.giftcard.recipientEmail")).toBe("error-metadata-giftcard-recipientEmail");
  });
});

describe("initialPurchase", () => {
  it("starts a bundle from its defaults, the free product at qty 1", () => {
    const s = initialPurchase(gym, NONE);
    expect(s.bundle).toEqual({ 1: [101], 2: [103], 3: [], 4: [105] });
    expect(s.bundleQty["2:103"]).toBe("2");
    expect(buildBuyRequest(gym, s, 1, null).request.children).toEqual([
      { productId: 101, qty: 1, metadata: { bundleOptionId: 1 } },
      { productId: 103, qty: 2, metadata: { bundleOptionId: 2 } },
      { productId: 105, qty: 1, metadata: { freeBundleOptionId: 4 } },
    ]);
  });
  it("preselects the ?b= children per option (one for a required option)", () => {
    const s = initialPurchase(gym, { ...NONE, bundleChildIds: [102, 101, 104] });
    expect(s.bundle).toEqual({ 1: [101], 2: [103], 3: [104], 4: [105] });
    expect(initialPurchase(gym, { ...NONE, bundleChildIds: [102] }).bundle[1]).toEqual([102]);
  });
  it("starts the quantity at the product's minimum", () => {
    const reg = complete(product({ type: "virtual", attributes: { is_registration_sku: true } }));
    expect(initialPurchase(reg, NONE).qty).toBe("1");
    const min3 = complete(withInventory(product(), { min: 3 }));
    expect(initialPurchase(min3, NONE).qty).toBe("3");
  });
});

describe("buildBuyRequest", () => {
  it("sends configurable values and custom options as options, rid as metadata.recipeId", () => {
    const s = set(initialPurchase(tee, NONE), { config: { color: "black", size: "L" } });
    expect(buildBuyRequest(tee, s, 2, "r-9").request).toEqual({
      productId: 10,
      qty: 2,
      options: { color: "black", size: "L" },
      metadata: { recipeId: "r-9" },
    });
    const f = set(initialPurchase(flag, NONE), { custom: { 1: "12", 2: "  ", 3: [] } });
    expect(buildBuyRequest(flag, f, 1, null).request).toEqual({ productId: 1, qty: 1, options: { 1: "12", 2: "  " } });
  });
  it("writes gift card metadata: the custom amount or the fixed one, delivery, trimmed names", () => {
    const s = initialPurchase(card, NONE);
    const g = {
      ...s.giftcard,
      choice: CUSTOM_AMOUNT,
      customAmount: "75",
      recipientName: " Ann ",
      delivery: "mail" as const,
    };
    expect(buildBuyRequest(card, set(s, { giftcard: g }), 1, null).request.metadata).toEqual({
      giftcard: { delivery: "mail", customAmount: "75", recipientName: "Ann" },
    });
  });
});

describe("formField", () => {
  it("puts bundle children on their option, configurable mismatches on the picker", () => {
    expect(formField(gym, "children.1.qty", [1, 2, 4])).toBe("bundleOptions.2");
    expect(formField(gym, "bundleOptions.3", [])).toBe("bundleOptions.3");
    expect(formField(gym, "children.7", [1])).toBe("form");
    expect(formField(tee, "children.0.productId", [])).toBe("configurable");
    expect(formField(tee, "options", [])).toBe("configurable");
    expect(formField(tee, "options.size", [])).toBe("options.size");
    expect(formField(card, "metadata.giftcard.customAmount", [])).toBe("metadata.giftcard.customAmount");
    expect(formField(card, undefined, [])).toBe("form");
  });
});

describe("evaluatePurchase", () => {
  it("prices a simple product with its option add-ons", () => {
    const s = set(initialPurchase(flag, NONE), { qty: "2", custom: { 1: "12", 2: "Iron Den", 3: ["31", "32"] } });
    const ev = evaluatePurchase(flag, s, null, NOW);
    expect(ev.errors).toEqual({});
    expect(ev.line?.unitMinor).toBe((45 + 20 + 15 + 5 + 10) * 100);
    expect(ev.totalMinor).toBe(2 * 9500);
  });
  it("names a missing required custom option with the spec's message", () => {
    const ev = evaluatePurchase(flag, initialPurchase(flag, NONE), null, NOW);
    expect(ev.errors).toEqual({ "options.1": "Option 1 is required" });
    expect(ev.totalMinor).toBeNull();
  });
  it("keeps one error per field and reports every field", () => {
    const s = set(initialPurchase(flag, NONE), { qty: "0" });
    expect(evaluatePurchase(flag, s, null, NOW).errors).toEqual({
      qty: "Quantity must be a whole number from 1 to 9999",
      "options.1": "Option 1 is required",
    });
  });
  it("limits quantities by the SPEC §5 rules (MMV max 1, programs max 1, purchase_limit)", () => {
    const mmv = complete(product({ sku: "MMV003" }));
    expect(evaluatePurchase(mmv, set(initialPurchase(mmv, NONE), { qty: "2" }), null, NOW).errors.qty).toBe(
      "The maximum quantity is 1.",
    );
    const program = complete(
      product({ type: "virtual", price: 19.99, attributes: { subscription_interval: "month" } }),
    );
    expect(evaluatePurchase(program, set(initialPurchase(program, NONE), { qty: "2" }), null, NOW).errors.qty).toBe(
      "The maximum quantity is 1.",
    );
    const ok = evaluatePurchase(program, initialPurchase(program, NONE), null, NOW);
    expect(ok.totalMinor).toBe(1999);
  });
  it("resolves the configurable child and prices it; asks for missing attributes", () => {
    const first = evaluatePurchase(tee, initialPurchase(tee, NONE), null, NOW);
    expect(first.errors).toEqual({ "options.size": "Please choose a size." });
    expect(first.child).toBeNull();
    const ev = evaluatePurchase(
      tee,
      set(initialPurchase(tee, NONE), { config: { color: "black", size: "L" } }),
      null,
      NOW,
    );
    expect(ev.child?.sku).toBe("AT10-BLK-L");
    expect(ev.line?.unitMinor).toBe(2800);
    expect(ev.line?.reason).toBe("special");
  });
  it("surfaces 'Invalid configurable product' when no variant is sold here", () => {
    const empty = { ...tee, children: [] };
    const s = set(initialPurchase(empty, NONE), { config: { color: "black", size: "M" } });
    expect(evaluatePurchase(empty, s, null, NOW).errors).toEqual({ form: "Invalid configurable product" });
  });
  it("re-prices a bundle as children change: bundle price + selected − defaults", () => {
    const base = initialPurchase(gym, NONE);
    expect(evaluatePurchase(gym, base, null, NOW).totalMinor).toBe(90000);
    const changed = set(base, {
      bundle: { ...base.bundle, 1: [102], 3: [104] },
      bundleQty: { ...base.bundleQty, "2:103": "3" },
    });
    // +150 (rack B over A) +250 (bench) +200 (a third plate pair)
    expect(evaluatePurchase(gym, changed, null, NOW).totalMinor).toBe(90000 + 15000 + 25000 + 20000);
  });
  it("asks for a required bundle option taken out (qty 0), and for whole quantities", () => {
    const base = initialPurchase(gym, NONE);
    const out = evaluatePurchase(gym, set(base, { bundleQty: { ...base.bundleQty, "2:103": "0" } }), null, NOW);
    expect(out.errors).toEqual({ "bundleOptions.2": "Option 2 is required" });
    const frac = evaluatePurchase(gym, set(base, { bundleQty: { ...base.bundleQty, "2:103": "1.5" } }), null, NOW);
    expect(frac.errors["bundleOptions.2"]).toBe("Quantity must be a whole number from 1 to 9999");
  });
  it("judges a gift card's amount with the engine and its emails with the SPEC §5 rule", () => {
    const s = initialPurchase(card, NONE);
    const g = { ...s.giftcard, choice: CUSTOM_AMOUNT, customAmount: "5", recipientName: "Ann", senderName: "Bo" };
    const low = evaluatePurchase(card, set(s, { giftcard: g }), null, NOW);
    expect(low.errors).toEqual({
      "metadata.giftcard.customAmount": "Invalid giftcard amount",
      "metadata.giftcard.recipientEmail": EMAIL_MESSAGE,
    });
    const ok = { ...g, customAmount: "75.50", recipientEmail: "ann@example.com", senderEmail: "nope" };
    expect(evaluatePurchase(card, set(s, { giftcard: ok }), null, NOW).errors).toEqual({
      "metadata.giftcard.senderEmail": EMAIL_MESSAGE,
    });
    const valid = evaluatePurchase(card, set(s, { giftcard: { ...ok, senderEmail: "" } }), null, NOW);
    expect(valid.totalMinor).toBe(7550);
    const mail = { ...g, choice: "50", delivery: "mail" as const };
    expect(evaluatePurchase(card, set(s, { giftcard: mail }), null, NOW).totalMinor).toBe(5000);
  });
  it("prices grouped members one by one and needs at least one", () => {
    const s = initialPurchase(dumbbells, NONE);
    expect(evaluatePurchase(dumbbells, s, null, NOW).errors).toEqual({
      grouped: "Choose a quantity for at least one item.",
    });
    const ev = evaluatePurchase(dumbbells, set(s, { grouped: { 301: "2", 302: "1" } }), null, NOW);
    expect(ev.members.map((m) => m.line.rowMinor)).toEqual([4800, 2700]);
    expect(ev.totalMinor).toBe(7500);
    const over = evaluatePurchase(dumbbells, set(s, { grouped: { 301: "0", 302: "3" } }), null, NOW);
    expect(over.errors).toEqual({ "grouped.302": "The maximum quantity is 2." });
  });
  it("caps the quantity to the stock on hand", () => {
    const few = complete(withInventory(product(), { qoh: 2 }));
    const ev = evaluatePurchase(few, set(initialPurchase(few, NONE), { qty: "3" }), null, NOW);
    expect(ev.errors).toEqual({ qty: "Only 2 available." });
    expect(ev.stock).toEqual({ view: "short", maxQty: 2 });
  });
});

describe("stockView", () => {
  const p = product();
  it("follows itemStockStatus, with backorder and short quantities told apart", () => {
    expect(stockView([{ product: p, perUnit: 1 }], 1).view).toBe("in_stock");
    expect(stockView([{ product: withInventory(p, { qoh: 0, backorder: true }), perUnit: 1 }], 1).view).toBe(
      "backorder",
    );
    expect(stockView([{ product: withInventory(p, { qoh: 0, bin: true }), perUnit: 1 }], 1).view).toBe("bin");
    expect(stockView([{ product: withInventory(p, { qoh: 0 }), perUnit: 1 }], 1).view).toBe("oos");
    expect(stockView([{ product: withInventory(p, { qoh: 5 }), perUnit: 2 }], 3)).toEqual({ view: "short", maxQty: 2 });
  });
});

describe("display helpers", () => {
  it("turns a line into Price input: special or promo against the regular price", () => {
    expect(linePriceInput({ unitMinor: 2800, regularUnitMinor: 3200, reason: "special" })).toEqual({
      price: 32,
      special_price: 28,
      rogue_promo_price: null,
      rogue_promo_enabled: false,
    });
    expect(linePriceInput({ unitMinor: 2000, regularUnitMinor: 3200, reason: "promo" }).rogue_promo_price).toBe(20);
    expect(linePriceInput({ unitMinor: 3200, regularUnitMinor: 3200, reason: "regular" }).special_price).toBeNull();
  });
  it("summarises the selection", () => {
    const s = set(initialPurchase(tee, NONE), { qty: "2", config: { color: "black", size: "L" } });
    expect(purchaseSummary(tee, s, evaluatePurchase(tee, s, null, NOW))).toBe("2 × Tee (Color: Black, Size: L)");
    const b = initialPurchase(gym, NONE);
    expect(purchaseSummary(gym, b, evaluatePurchase(gym, b, null, NOW))).toBe(
      "1 × Garage Gym (1 × Rack A, 2 × Plate Pair, 1 × Collars (included))",
    );
    const f = set(initialPurchase(flag, NONE), { custom: { 1: "12", 2: "", 3: ["31"] } });
    expect(purchaseSummary(flag, f, evaluatePurchase(flag, f, null, NOW))).toBe(
      "1 × Flag (Flag Size: 4 × 6 ft, Extras: Grommets)",
    );
  });
});
