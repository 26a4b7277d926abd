import { TaxRatesResponse } from "@ironworks/contracts";
import { taxOn } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { ADDRESSES, clothing, postClient, priceIn, standard, TAX_PATH, virtual } from "../shipping/shipping.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { ok, refused } = postClient(() => store);
const fetchTax = async (body: unknown, path = TAX_PATH) => TaxRatesResponse.parse(await ok(path, body));

describe("POST /svc_tax/tax/rates/fetch", () => {
  const p = standard();
  const items = [{ productId: p.id, qty: 2, price: 0.01 }];

  it("Texas: state sales tax on items priced from the catalog, and on shipping", async () => {
    const body = await fetchTax({ storeId: 1, shippingAddress: ADDRESSES.texas, shippingAmount: 10, items });
    const item = taxOn(priceIn(p, 1) * 2, 6.25, false);
    expect(body.itemTaxAmount).toBe(item / 100);
    expect(body.shipping.taxAmount).toBe(0.63);
    expect(body.totalTaxAmount).toBe((item + 63) / 100);
    expect(body.summary.map((s) => s.label)).toEqual(["TX Sales Tax 6.25%", "TX Sales Tax 6.25% (shipping)"]);
    expect(body).toMatchObject({ pricesIncludeTax: false, tariff: 0, currency: "USD", error: null });
  });

  it("Pennsylvania exempts clothing", async () => {
    const shirt = clothing();
    const body = await fetchTax({
      shippingAddress: ADDRESSES.pennsylvania,
      shippingAmount: 0,
      items: [{ productId: shirt.id, qty: 1 }],
    });
    expect(body.totalTaxAmount).toBe(0);
  });

  it("Ontario HST 13 %", async () => {
    const body = await fetchTax(
      { shippingAddress: ADDRESSES.ontario, shippingAmount: 20, items },
      "/svc_tax/site/CAN/tax/rates/fetch",
    );
    expect(body.summary[0]?.label).toBe("HST 13%");
    expect(body.shipping.taxAmount).toBe(2.6);
    expect(body.currency).toBe("CAD");
  });

  it("Australia GST 10 %", async () => {
    const body = await fetchTax({ storeId: 18, shippingAddress: ADDRESSES.sydney, shippingAmount: 15, items });
    expect(body.itemTaxAmount).toBe(taxOn(priceIn(p, 18) * 2, 10, false) / 100);
    expect(body.shipping.taxAmount).toBe(1.5);
  });

  it.each([
    ["Germany", ADDRESSES.germany, 5, 19],
    ["France", ADDRESSES.france, 5, 20],
    ["Finland", ADDRESSES.finland, 5, 25.5],
    ["Portugal mainland", ADDRESSES.lisbon, 5, 22],
    ["Madeira", ADDRESSES.madeira, 5, 22],
    ["Azores", ADDRESSES.azores, 5, 16],
    ["Switzerland", ADDRESSES.switzerland, 5, 0],
    ["United Kingdom", ADDRESSES.london, 34, 20],
  ])("%s: the VAT the inclusive price contains", async (_name, address, storeId, rate) => {
    const body = await fetchTax({ storeId, shippingAddress: address, shippingAmount: 11.9, items });
    const item = taxOn(priceIn(p, storeId) * 2, rate, true);
    expect(body.itemTaxAmount).toBe(item / 100);
    expect(body.shipping.taxAmount).toBe(taxOn(1190, rate, true) / 100);
    expect(Math.round(body.totalTaxAmount * 100)).toBe(
      Math.round(body.summary.reduce((s, l) => s + l.taxAmount, 0) * 100),
    );
    expect(body.pricesIncludeTax).toBe(true);
  });

  it("a valid French VAT number reverse-charges; an invalid one is answered false", async () => {
    const b2b = await fetchTax({
      storeId: 5,
      shippingAddress: ADDRESSES.france,
      items,
      vatNumber: "FR40303265045",
      eoriNumber: "fr123",
    });
    expect(b2b).toMatchObject({
      totalTaxAmount: 0,
      vatResponse: { valid: true, reverseCharge: true },
      eoriNumber: "FR123",
    });
    const bad = await fetchTax({ storeId: 5, shippingAddress: ADDRESSES.france, items, vatNumber: "FR40303265046" });
    expect(bad.vatResponse).toEqual({ valid: false, reverseCharge: false });
    expect(bad.totalTaxAmount).toBeGreaterThan(0);
  });

  it("accepts lines by sku, the store-facing EU- sku included", async () => {
    const byId = await fetchTax({ storeId: 5, shippingAddress: ADDRESSES.germany, items });
    const bySku = await fetchTax({
      storeId: 5,
      shippingAddress: ADDRESSES.germany,
      items: [{ sku: `EU-${p.sku}`, qty: 2 }],
    });
    expect(bySku.totalTaxAmount).toBe(byId.totalTaxAmount);
  });

  it("a virtual-only order needs no address", async () => {
    const v = virtual();
    const body = await fetchTax({ items: [{ productId: v.id, qty: 1 }] });
    expect(body.totalTaxAmount).toBe(0);
  });
});

describe("POST /svc_tax/tax/rates/fetch: bad input", () => {
  const items = [{ productId: standard().id, qty: 1 }];
  it("no shipping address", async () => {
    expect((await refused(TAX_PATH, { items }, 400)).message).toBe("No shipping address provided");
    expect((await refused(TAX_PATH, { items, shippingAddress: null }, 400)).message).toBe(
      "No shipping address provided",
    );
    expect((await refused(TAX_PATH, { items, shippingAddress: {} }, 400)).message).toBe("No shipping address provided");
  });
  it.each([
    [{ ...ADDRESSES.texas, city: "" }, "shippingAddress.city"],
    [{ ...ADDRESSES.texas, street: [] }, "shippingAddress.street"],
    [{ ...ADDRESSES.texas, countryId: "ZZ" }, "shippingAddress.countryId"],
    [{ ...ADDRESSES.texas, region: "Atlantis" }, "shippingAddress.region"],
    [{ ...ADDRESSES.texas, region: null }, "shippingAddress.region"],
    [{ ...ADDRESSES.texas, postcode: "7870" }, "shippingAddress.postcode"],
    [{ ...ADDRESSES.texas, postcode: 78701 }, "shippingAddress.postcode"],
    [ADDRESSES.germany, "shippingAddress.countryId"],
  ])("%o → 400 naming %s", async (shippingAddress, field) => {
    const error = await refused(TAX_PATH, { items, shippingAddress }, 400);
    expect(error.details?.fields?.[0]?.field).toBe(field);
  });
  it.each([
    ["malformed JSON", "{", 400],
    ["no items", { shippingAddress: ADDRESSES.texas }, 400],
    ["unknown store", { storeId: 99, items, shippingAddress: ADDRESSES.texas }, 400],
    ["negative shipping", { items, shippingAddress: ADDRESSES.texas, shippingAmount: -1 }, 400],
    ["unknown product", { items: [{ productId: 999999, qty: 1 }], shippingAddress: ADDRESSES.texas }, 422],
    ["an array", [], 400],
    ["a line with neither productId nor sku", { items: [{ qty: 1 }], shippingAddress: ADDRESSES.texas }, 400],
    ["an unknown sku", { items: [{ sku: "NOPE-1", qty: 1 }], shippingAddress: ADDRESSES.texas }, 422],
    ["null", "null", 400],
  ])("%s", async (_name, body, status) => {
    await refused(TAX_PATH, body, status);
  });
});
