import { expect } from "vitest";
import type { ErrorJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import type { TestStore } from "../../testing/test-store.ts";

/** Helpers for the shipping, tax and promotion HTTP suites. */

export const RATES_PATH = "/svc_shipping/shipping/rates/get";
export const TAX_PATH = "/svc_tax/tax/rates/fetch";
export const PROMO_PATH = "/svc_checkout/promotion/status";

export function postClient(store: () => TestStore) {
  const post = (path: string, body: unknown) =>
    store().request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    post,
    async ok<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
      const res = await post(path, body);
      const text = await res.text();
      expect({ status: res.status, body: text.slice(0, 400) }).toMatchObject({ status: 200 });
      return JSON.parse(text) as T;
    },
    async refused(path: string, body: unknown, status: number) {
      const res = await post(path, body);
      const text = await res.text();
      expect({ status: res.status, body: text.slice(0, 400) }).toMatchObject({ status });
      return (JSON.parse(text) as ErrorJson).error;
    },
  };
}

type SeedProduct = ReturnType<typeof seedData>["products"][number];

/** A simple in-stock product sold everywhere, matching `pick`. */
export function simple(pick: (p: SeedProduct) => boolean = () => true): SeedProduct {
  const p = seedData().products.find(
    (x) =>
      x.type === "simple" &&
      x.visibility === 4 &&
      x.sites === null &&
      !x.details.customOptions &&
      !x.details.hundoPricing &&
      x.inventory.qoh > 50 &&
      !x.inventory.backorder &&
      pick(x),
  );
  if (!p) throw new Error("no such seed product");
  return p;
}

export const standard = () =>
  simple(
    (p) =>
      p.attributes.shipperhq_shipping_group === "standard" &&
      p.attributes.tax_class_id === 2 &&
      (p.weight ?? 0) > 1 &&
      (p.weight ?? 0) < 100 &&
      !p.attributes.rogue_pickup_disabled,
  );
export const clothing = () => simple((p) => p.attributes.tax_class_id === 4);
export const virtual = () => {
  const p = seedData().products.find(
    (x) => x.type === "virtual" && x.visibility === 4 && x.sites === null && !x.details.customOptions,
  );
  if (!p) throw new Error("no virtual product");
  return p;
};

/** The store's list price in minor units. */
export const priceIn = (p: SeedProduct, storeId: number) =>
  p.prices.find((r) => r.storeId === storeId)?.price ?? Number.NaN;

export const ADDRESSES = {
  texas: {
    firstname: "A",
    lastname: "B",
    street: ["1 Main St"],
    city: "Austin",
    region: "TX",
    postcode: "78701",
    countryId: "US",
  },
  california: { street: ["1 Main St"], city: "Los Angeles", region: "CA", postcode: "90001", countryId: "US" },
  pennsylvania: { street: ["1 Main St"], city: "Pittsburgh", region: "PA", postcode: "15201", countryId: "US" },
  apo: { street: ["Unit 2050 Box 4190"], city: "APO", region: "AP", postcode: "96278", countryId: "US" },
  ontario: { street: ["1 King St"], city: "Toronto", region: "ON", postcode: "M5H 2N2", countryId: "CA" },
  germany: { street: ["Unter den Linden 1"], city: "Berlin", postcode: "10117", countryId: "DE" },
  france: { street: ["1 Rue de Rivoli"], city: "Paris", postcode: "75001", countryId: "FR" },
  finland: { street: ["Mannerheimintie 1"], city: "Helsinki", postcode: "00100", countryId: "FI" },
  lisbon: { street: ["Rua Augusta 1"], city: "Lisboa", postcode: "1100-048", countryId: "PT" },
  madeira: { street: ["Rua 1"], city: "Funchal", postcode: "9000-018", countryId: "PT" },
  azores: { street: ["Rua 1"], city: "Ponta Delgada", postcode: "9500-150", countryId: "PT" },
  switzerland: { street: ["Bahnhofstrasse 1"], city: "Zürich", postcode: "8001", countryId: "CH" },
  london: { street: ["10 Downing St"], city: "London", postcode: "SW1A 2AA", countryId: "GB" },
  sydney: { street: ["1 George St"], city: "Sydney", region: "NSW", postcode: "2000", countryId: "AU" },
};
