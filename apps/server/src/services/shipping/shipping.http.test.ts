import { ShippingRatesResponse } from "@ironworks/contracts";
import { PICKUP_CODE, VIRTUAL_CODE } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../testing/seed-data.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { ADDRESSES, postClient, RATES_PATH, simple, standard, virtual } from "./shipping.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const { ok, refused } = postClient(() => store);
const rates = async (body: unknown, path = RATES_PATH) => ShippingRatesResponse.parse(await ok(path, body));
const byGroup = (group: string, maxLb = 1000) =>
  simple((p) => p.attributes.shipperhq_shipping_group === group && (p.weight ?? 0) < maxLb);

describe("POST /svc_shipping/shipping/rates/get", () => {
  const p = standard();
  const items = [{ productId: p.id, qty: 1 }];

  it("answers parcel services, pickup and a signed transactionId for a Texas address", async () => {
    const body = await rates({
      storeId: 1,
      subtotalAmount: 1,
      shippingAddress: ADDRESSES.texas,
      items,
      allowSplit: false,
    });
    expect(body.rates.map((r) => r.shippingCode)).toEqual(["ups_ground", "ups_2day", "ups_overnight", PICKUP_CODE]);
    expect(body.rates.find((r) => r.shippingCode === PICKUP_CODE)?.rate).toBe(0);
    expect(body.split).toHaveLength(1);
    const ground = body.rates[0];
    const signer = store.services.shipping.signer;
    expect(
      signer.verify(body.transactionId, {
        storeId: 1,
        shippingCode: "ups_ground",
        rateMinor: Math.round((ground?.rate ?? 0) * 100),
      }),
    ).toBe(true);
    expect(signer.verify(body.transactionId, { storeId: 1, shippingCode: "ups_ground", rateMinor: 1 })).toBe(false);
    expect(
      signer.verify(`${body.transactionId}x`, {
        storeId: 1,
        shippingCode: "ups_ground",
        rateMinor: Math.round((ground?.rate ?? 0) * 100),
      }),
    ).toBe(false);
  });

  it("APO addresses get USPS only and no pickup", async () => {
    const body = await rates({ shippingAddress: ADDRESSES.apo, items }, "/svc_shipping/site/APO/shipping/rates/get");
    expect(body.rates.map((r) => r.carrier)).toEqual(["USPS"]);
  });

  it("freight to APO has no option and says why", async () => {
    const heavy = byGroup("heavy_direct");
    const body = await rates({ shippingAddress: ADDRESSES.apo, items: [{ productId: heavy.id, qty: 1 }] });
    expect(body.rates).toEqual([]);
    expect(body.error).toMatch(/APO/);
  });

  it("dropship items block pickup and ship in their own package with allowSplit", async () => {
    const drop = byGroup("dropship", 150);
    const body = await rates({
      shippingAddress: ADDRESSES.california,
      items: [...items, { productId: drop.id, qty: 1 }],
      allowSplit: true,
      shippingMode: "fastest",
    });
    expect(body.rates.some((r) => r.shippingCode === PICKUP_CODE)).toBe(false);
    expect(body.split.map((s) => s.kind)).toEqual(["parcel", "dropship"]);
    expect(new Set(body.rates.map((r) => r.packageNumber))).toEqual(new Set([1, 2]));
  });

  it("a backordered line carries its inventory lead time", async () => {
    const back = seedData().products.find(
      (x) =>
        x.type === "simple" &&
        x.sites === null &&
        x.inventory.backorder &&
        x.inventory.qoh === 0 &&
        x.attributes.shipperhq_shipping_group === "standard" &&
        !x.details.customOptions,
    );
    if (!back) return;
    const body = await rates({
      shippingAddress: ADDRESSES.texas,
      items: [...items, { productId: back.id, qty: 1 }],
      allowSplit: true,
      shippingMode: "fastest",
    });
    expect(body.split.map((s) => s.leadTime)).toEqual([null, back.inventory.leadTime]);
  });

  it("EUR and GBR quote in their currency under /site/{code}", async () => {
    const eur = await rates({ shippingAddress: ADDRESSES.germany, items }, "/svc_shipping/site/EUR/shipping/rates/get");
    expect(eur).toMatchObject({ currency: "EUR", storeId: 5 });
    expect(eur.rates[0]?.carrier).toBe("DHL");
    const gbr = await rates({ storeId: 34, shippingAddress: ADDRESSES.london, items });
    expect(gbr.rates[0]?.carrier).toBe("DPD");
  });

  it("a virtual-only order needs no address and gets one zero rate", async () => {
    const body = await rates({ items: [{ productId: virtual().id, qty: 1 }] });
    expect(body.rates).toEqual([
      { shippingCode: VIRTUAL_CODE, rate: 0, label: "No shipping required", carrier: "virtual" },
    ]);
    expect(body.split).toEqual([]);
  });

  it("earned free shipping zeroes ground", async () => {
    const body = await rates({ shippingAddress: ADDRESSES.texas, items, freeShipping: true });
    expect(body.rates[0]).toMatchObject({ shippingCode: "ups_ground", rate: 0 });
  });
});

describe("POST /svc_shipping/shipping/rates/get: bad input", () => {
  const items = [{ productId: standard().id, qty: 1 }];
  it("no shipping address", async () => {
    expect((await refused(RATES_PATH, { items }, 400)).message).toBe("No shipping address provided");
  });
  it.each([
    [{ ...ADDRESSES.texas, city: " " }, "shippingAddress.city"],
    [{ ...ADDRESSES.texas, street: [""] }, "shippingAddress.street"],
    [{ ...ADDRESSES.texas, countryId: "QQ" }, "shippingAddress.countryId"],
    [{ ...ADDRESSES.texas, region: "ZZ" }, "shippingAddress.region"],
    [{ ...ADDRESSES.texas, postcode: "ABCDE" }, "shippingAddress.postcode"],
    [{ ...ADDRESSES.texas, postcode: "M5H 2N2" }, "shippingAddress.postcode"],
    [{ ...ADDRESSES.texas, street: "1 Main St" }, "shippingAddress.street"],
  ])("%o → 400 naming %s", async (shippingAddress, field) => {
    const error = await refused(RATES_PATH, { items, shippingAddress }, 400);
    expect(error.details?.fields?.[0]?.field).toBe(field);
  });
  it.each([
    ["malformed JSON", "{]", 400],
    ["no items", { items: [], shippingAddress: ADDRESSES.texas }, 400],
    ["bad mode", { items, shippingAddress: ADDRESSES.texas, shippingMode: "slowest" }, 400],
    [
      "store mismatch",
      { storeId: 1, items, shippingAddress: ADDRESSES.texas },
      400,
      "/svc_shipping/site/EUR/shipping/rates/get",
    ],
    ["unknown product", { items: [{ productId: 999999, qty: 1 }], shippingAddress: ADDRESSES.texas }, 422],
    ["a string", '"x"', 400],
  ])("%s", async (_name, body, status, path = RATES_PATH) => {
    await refused(path, body, status);
  });
});
