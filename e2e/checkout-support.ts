import type { List, ProductComplete, ProductSummary } from "@ironworks/contracts";
import { isPickupAllowed } from "@ironworks/domain";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { CATALOG_API, listProducts } from "./catalog-support.ts";

/** Checkout journeys' helpers: carts on the page's session, the address and card forms. */

export const US_ADDRESS = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "1 Main St",
  city: "Columbus",
  region: "OH",
  postcode: "43215",
  telephone: "6145550100",
};

const complete = async (request: APIRequestContext, id: number): Promise<ProductComplete> =>
  (await request.get(`${CATALOG_API}/product/complete/${id}`)).json();

/** In-stock products of a type, skipping SPEC §5 special quantity rules unless asked for. */
export async function findProducts(
  request: APIRequestContext,
  fits: (p: ProductSummary) => boolean,
): Promise<ProductSummary[]> {
  return (await listProducts(request)).filter(
    (p) => p.stockStatus === "in_stock" && (p.price ?? 0) > 0 && !/^MMV|^HW1012/i.test(p.sku) && fits(p),
  );
}

/** A product that ships and can be picked up (not dropship, not pickup-disabled, not heavy). */
export async function pickupableProduct(request: APIRequestContext): Promise<ProductSummary[]> {
  const out: ProductSummary[] = [];
  for (const p of await findProducts(request, (s) => s.type === "simple" && !s.subscription_interval)) {
    const full = await complete(request, p.productId);
    const a = full.attributes;
    if (a.purchase_limit || a.is_registration_sku) continue;
    // The store's own pickup rule (packages/domain), on the USA site the journeys shop in.
    if (!isPickupAllowed({ site: "USA", pickupEnabled: true, items: [{ attributes: a }] })) continue;
    if (full.customOptions.some((o) => o.isRequired)) continue;
    if ((full.weight ?? 0) > 100) continue;
    out.push(p);
    if (out.length >= 5) break;
  }
  return out;
}

/** Puts the first of `candidates` the list accepts in a fresh active cart of the page's session. */
export async function fillCart(page: Page, candidates: ProductSummary[]): Promise<List> {
  if (page.url() === "about:blank") await page.goto("/404");
  for (const p of candidates.slice(0, 10)) {
    const res = await page.request.post("/svc_list/lists", {
      data: { type: "cart", items: [{ productId: p.productId, qty: 1 }] },
    });
    if (res.status() !== 201) continue;
    const list = (await res.json()) as List;
    if (list.items.length === 1 && list.items[0]?.price) return list;
  }
  throw new Error("no product could go in a cart");
}

/** Fills the US shipping (or billing) address form of the checkout. */
export async function fillUsAddress(page: Page, prefix: "shipping" | "billing" = "shipping") {
  await page.locator(`#${prefix}-firstname`).fill(US_ADDRESS.firstname);
  await page.locator(`#${prefix}-lastname`).fill(US_ADDRESS.lastname);
  await page.locator(`#${prefix}-street`).fill(US_ADDRESS.street);
  await page.locator(`#${prefix}-city`).fill(US_ADDRESS.city);
  await page.locator(`#${prefix}-countryId`).selectOption("US");
  await page.locator(`#${prefix}-region`).selectOption(US_ADDRESS.region);
  await page.locator(`#${prefix}-postcode`).fill(US_ADDRESS.postcode);
  await page.locator(`#${prefix}-telephone`).fill(US_ADDRESS.telephone);
}

/**
 * Shipping step → payment step, as a shopper does it: once the delivery options and the tax are
 * shown, one press of "Continue to payment". (A press while the options still load is kept by the
 * step, checkout-continue.spec.ts; the payment step's code may still be loading on a busy machine.)
 */
export async function continueToPayment(page: Page) {
  await expect(page.getByTestId("shipping-methods")).toBeVisible();
  await expect(page.getByTestId("total-tax")).not.toHaveText(/Calculating|—/);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 15_000 });
}

/** Pays by the test card 4111 1111 1111 1111, 03/2030, 737 (docs/testpay.md). */
export async function payByTestCard(page: Page) {
  await page.getByRole("radio", { name: /credit or debit card|new card/i }).check();
  await page.getByLabel("Name on Card").fill("Ada Lovelace");
  await page.getByLabel("Card Number").fill("4111 1111 1111 1111");
  await page.getByLabel("Expiry Date").fill("03/30");
  await page.getByLabel("Security Code").fill("737");
  await page.getByRole("button", { name: "Use this card" }).click();
  await expect(page.getByText(/is ready to pay/)).toBeVisible();
}

/** "$1,234.50" → 1234.5 */
export const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));

const SITE_CODE = { "/de": "EUR", "/gb": "GBR" } as const;

/** A fresh active cart on the page's session in that storefront (the service's /site/{code} door). */
export async function fillRegionalCart(page: Page, prefix: "/de" | "/gb"): Promise<List> {
  if (page.url() === "about:blank") await page.goto(`${prefix}/404`);
  const candidates = await pickupableProduct(page.request);
  for (const p of candidates) {
    const res = await page.request.post(`/svc_list/site/${SITE_CODE[prefix]}/lists`, {
      data: { type: "cart", items: [{ productId: p.productId, qty: 1 }] },
    });
    if (res.status() !== 201) continue;
    const list = (await res.json()) as List;
    if (list.items.length === 1 && list.items[0]?.price) return list;
  }
  throw new Error(`no product could go in a ${prefix} cart`);
}
