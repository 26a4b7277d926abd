import { PriceResponse, type ProductComplete } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { expect } from "vitest";
import { type ErrorJson, fetchJson } from "../../testing/http.ts";
import { seedData } from "../../testing/seed-data.ts";
import type { TestStore } from "../../testing/test-store.ts";

/** Helpers for the pricing HTTP suites: requests against a test store, and seed products by role. */

export const PRICE_PATH = "/svc_content/catalog/price";

export function pricingClient(store: () => TestStore) {
  const post = (body: unknown, path = PRICE_PATH) =>
    store().request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    post,
    /** 200 and a PriceResponse. */
    async priced(body: unknown, path = PRICE_PATH) {
      const { body: json } = await fetchJson<PriceResponse>(store(), path, 200, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return PriceResponse.parse(json);
    },
    /** The DESIGN §5 error of a refused request, after asserting its status. */
    async refused(body: unknown, status: number) {
      const res = await post(body);
      const json = (await res.json()) as ErrorJson & { error: { details?: Record<string, unknown> } };
      expect({ status: res.status, body: json }).toMatchObject({ status });
      return json.error;
    },
    complete: (id: number, site = SITES.USA): Promise<ProductComplete> =>
      store().services.catalog.getProductComplete(id, site),
  };
}

export const seed = () => seedData().products;

export function bySku(sku: string) {
  const p = seed().find((x) => x.sku === sku);
  if (!p) throw new Error(`no ${sku} in the seed`);
  return p;
}

export function byName(name: string) {
  const p = seed().find((x) => x.name === name);
  if (!p) throw new Error(`no ${name} in the seed`);
  return p;
}

/** The USD (store 1) list price in minor units. */
export const usd = (id: number) =>
  seed()
    .find((p) => p.id === id)
    ?.prices.find((r) => r.storeId === 1)?.price ?? Number.NaN;

/** A plain in-stock simple product sold everywhere, with no special, promo or group price. */
export function plain() {
  const p = seed().find(
    (x) =>
      x.type === "simple" &&
      x.visibility === 4 &&
      x.sites === null &&
      x.prices.every((r) => r.specialPrice === null && r.promoPrice === null) &&
      !x.attributes.rogue_promo_enabled &&
      !x.details.customOptions &&
      !x.details.hundoPricing &&
      x.groupPrices.length === 0 &&
      x.inventory.qoh > 20,
  );
  if (!p) throw new Error("no plain product");
  return p;
}

/** The first configurable product sold everywhere. */
export function configurable() {
  const p = seed().find((x) => x.type === "configurable" && x.sites === null && x.visibility === 4);
  if (!p) throw new Error("no configurable");
  return p;
}
