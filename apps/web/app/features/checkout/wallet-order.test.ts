import { PICKUP_CODE } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import type { ShippingQuote, TaxQuote } from "./checkout-types.ts";
import {
  SPLIT_OPTION,
  walletBaseAmount,
  walletBillingValues,
  walletPrice,
  WALLET_RATING_STREET,
  walletRatingValues,
  walletSelections,
  walletShippingOptions,
  walletShippingValues,
  walletTax,
  walletTotals,
  walletType,
} from "./wallet-order.ts";

const rate = (shippingCode: string, r: number, extra: Record<string, unknown> = {}) => ({
  shippingCode,
  rate: r,
  label: shippingCode.toUpperCase(),
  carrier: "UPS",
  ...extra,
});

const single = {
  rates: [rate("ups_ground", 9.99), rate("ups_air", 25), rate(PICKUP_CODE, 0, { carrier: "pickup" })],
  split: [],
  transactionId: "tx-1",
  currency: "USD",
  storeId: 1,
  error: null,
} as ShippingQuote;

const split = {
  rates: [],
  split: [
    {
      packageNumber: 1,
      kind: "parcel",
      weight: 1,
      leadTime: null,
      items: [{ productId: 1, sku: "A", qty: 1 }],
      rates: [rate("ups_air", 20), rate("ups_ground", 8)],
    },
    {
      packageNumber: 2,
      kind: "dropship",
      weight: 1,
      leadTime: null,
      items: [{ productId: 2, sku: "B", qty: 1 }],
      rates: [rate("freight", 5.5)],
    },
  ],
  transactionId: "tx-2",
  currency: "USD",
  storeId: 1,
  error: null,
} as ShippingQuote;

/** The page's words for a split order (checkout.wallet.splitDelivery in the catalog). */
const splitLabel = (count: number) => `${count} packages, standard delivery`;

describe("wallet delivery options (SPEC §4 wallet flow)", () => {
  it("offers every rate of a single delivery, never pickup", () => {
    expect(walletShippingOptions(single, splitLabel)).toEqual([
      { code: "ups_ground", label: "UPS UPS_GROUND", amount: 9.99 },
      { code: "ups_air", label: "UPS UPS_AIR", amount: 25 },
    ]);
  });

  it("offers a split order its cheapest delivery per package as one option", () => {
    expect(walletShippingOptions(split, splitLabel)).toEqual([
      { code: SPLIT_OPTION, label: "2 packages, standard delivery", amount: 13.5 },
    ]);
    expect(walletSelections(split, SPLIT_OPTION)).toMatchObject({
      amount: 13.5,
      selections: [
        { shippingCode: "ups_ground", packageNumber: 1, transactionId: "tx-2" },
        { shippingCode: "freight", packageNumber: 2, transactionId: "tx-2" },
      ],
    });
    expect(walletSelections(split, "ups_air")).toBeNull();
  });

  it("turns the chosen option into the order's selection, refusing one the quote lacks", () => {
    expect(walletSelections(single, "ups_air")).toEqual({
      pickup: false,
      amount: 25,
      selections: [{ shippingCode: "ups_air", rate: 25, label: "UPS_AIR", carrier: "UPS", transactionId: "tx-1" }],
    });
    expect(walletSelections(single, null)?.selections[0]?.shippingCode).toBe("ups_ground");
    expect(walletSelections(single, "fedex")).toBeNull();
    expect(walletSelections(single, PICKUP_CODE)).toBeNull();
    expect(walletSelections({ ...single, rates: [] }, null)).toBeNull();
  });

  it("keeps the chosen option of a quote with one numbered package", () => {
    const one = { ...split, split: split.split.slice(0, 1) } as ShippingQuote;
    expect(walletShippingOptions(one, splitLabel).map((o) => o.code)).toEqual(["ups_air", "ups_ground"]);
    expect(walletSelections(one, "ups_air")?.selections).toEqual([
      expect.objectContaining({ shippingCode: "ups_air", packageNumber: 1, rate: 20 }),
    ]);
  });
});

describe("wallet contacts on the order", () => {
  it("ships to the wallet's full address over the sheet's partial one", () => {
    const sheet = { countryId: "US", postcode: "94105", city: "San Francisco", region: "CA" };
    const contacts = {
      shipping: { ...sheet, street: ["1 Market St", "Floor 2"], firstname: "Grace", lastname: "Hopper" },
    };
    expect(walletShippingValues(sheet, contacts, {})).toEqual({
      firstname: "Grace",
      lastname: "Hopper",
      telephone: "",
      street: "1 Market St",
      street2: "Floor 2",
      city: "San Francisco",
      countryId: "US",
      region: "CA",
      postcode: "94105",
    });
  });

  it("rates the sheet's partial address with a stand-in street line", () => {
    const sheet = { countryId: "US", postcode: "94105", city: "San Francisco", region: "CA" };
    expect(walletRatingValues(sheet)).toMatchObject({ ...sheet, street: WALLET_RATING_STREET });
    expect(walletRatingValues({ ...sheet, street: ["1 Market St"] }).street).toBe("1 Market St");
  });

  it("keeps the page's address when the wallet shares none, and bills the shipping address by default", () => {
    const page = { countryId: "US", city: "Columbus" };
    expect(walletShippingValues(null, {}, page)).toBe(page);
    expect(walletBillingValues({}, page)).toBe(page);
    expect(walletBillingValues({ billing: { countryId: "CA", city: "Toronto" } }, { firstname: "Ada" })).toMatchObject({
      countryId: "CA",
      city: "Toronto",
      firstname: "Ada",
    });
  });

  it("starts the sheet from the amount due without the delivery, and names the wallet", () => {
    expect(walletBaseAmount(120.49, 9.99)).toBe(110.5);
    expect(walletBaseAmount(50, null)).toBe(50);
    expect(walletType("android")).toBe("googlepay");
    expect(walletType("ios")).toBe("applepay");
    expect(walletType(null)).toBe("applepay");
    expect(walletType("android", "applepay")).toBe("applepay");
    expect(walletType("ios", "samsungpay")).toBe("applepay");
  });
});

const taxQuote = (total: number, pricesIncludeTax: boolean, extra: Partial<TaxQuote> = {}): TaxQuote => ({
  totalTaxAmount: total,
  itemTaxAmount: total,
  shipping: { taxAmount: 0 },
  summary: [],
  vatResponse: { valid: false, reverseCharge: false },
  pricesIncludeTax,
  tariff: 0,
  eoriNumber: null,
  currency: pricesIncludeTax ? "EUR" : "USD",
  storeId: 1,
  error: null,
  ...extra,
});

describe("the wallet sheet's total with the tax for its address (SPEC §4 wallet flow)", () => {
  const ground = { code: "ups_ground", label: "UPS Ground", amount: 9.99 };
  it.each([
    {
      name: "USA: sales tax for the address is added",
      subtotal: 100,
      discount: 0,
      option: ground,
      virtualOnly: false,
      tax: taxQuote(8.63, false, { itemTaxAmount: 7.75, shipping: { taxAmount: 0.88 } }),
      giftcards: [],
      vat: false,
      want: { total: 118.62, tax: 8.63, taxIncluded: false },
    },
    {
      name: "USA: Hundo discount, tariff and the chosen rate",
      subtotal: 200,
      discount: 20,
      option: { code: "ups_air", label: "UPS Air", amount: 25 },
      virtualOnly: false,
      tax: taxQuote(12.3, false, { tariff: 4.5 }),
      giftcards: [],
      vat: false,
      want: { total: 221.8, tax: 12.3, taxIncluded: false },
    },
    {
      name: "EUR: VAT for the country is contained in the prices, not added",
      subtotal: 119,
      discount: 0,
      option: { code: "dhl", label: "DHL", amount: 11.9 },
      virtualOnly: false,
      tax: taxQuote(20.9, true),
      giftcards: [],
      vat: true,
      want: { total: 130.9, tax: 20.9, taxIncluded: true },
    },
    {
      name: "virtual-only: no delivery is charged, tax still counts",
      subtotal: 50,
      discount: 0,
      option: ground,
      virtualOnly: true,
      tax: taxQuote(3.63, false),
      giftcards: [],
      vat: false,
      want: { total: 53.63, tax: 3.63, taxIncluded: false },
    },
    {
      name: "no option selected: the total without delivery",
      subtotal: 50,
      discount: 0,
      option: null,
      virtualOnly: false,
      tax: taxQuote(3.63, false),
      giftcards: [],
      vat: false,
      want: { total: 53.63, tax: 3.63, taxIncluded: false },
    },
    {
      name: "gift cards take their share first; the wallet is charged the rest",
      subtotal: 100,
      discount: 0,
      option: ground,
      virtualOnly: false,
      tax: taxQuote(8.63, false),
      giftcards: [{ code: "GC1", balance: 30, amount: 30 }],
      vat: false,
      want: { total: 88.62, tax: 8.63, taxIncluded: false },
    },
  ])("$name", ({ subtotal, discount, option, virtualOnly, tax, giftcards, vat, want }) => {
    expect(walletPrice({ subtotal, discount, option, virtualOnly, tax, giftcards, pricesIncludeVat: vat })).toEqual(
      want,
    );
  });

  it("prices the sheet as the order is placed for the same address and delivery", () => {
    const tax = taxQuote(8.63, false, { itemTaxAmount: 7.75, shipping: { taxAmount: 0.88 }, tariff: 1 });
    const placed = walletTotals({
      subtotal: 100,
      discount: 5,
      shipping: 9.99,
      tax: walletTax(tax),
      giftcards: [],
      pricesIncludeVat: false,
    });
    expect(walletTax(tax)).toEqual({ total: 8.63, item: 7.75, shipping: 0.88, tariff: 1, pricesIncludeTax: false });
    expect(placed.totals.grandTotal).toBe(114.62);
    const sheet = walletPrice({
      subtotal: 100,
      discount: 5,
      option: ground,
      virtualOnly: false,
      tax,
      giftcards: [],
      pricesIncludeVat: false,
    });
    expect(sheet.total).toBe(placed.totals.amountDue);
  });
});
