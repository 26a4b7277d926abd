import type { Product, ProductComplete, SearchProduct } from "@ironworks/contracts";
import { type APIRequestContext, expect, type Request, test } from "@playwright/test";
import { CATALOG_API, listProducts } from "./catalog-support.ts";

/**
 * Issue 15 items 3–5 on /fr: product names come in the page's language wherever the page asks a
 * service for them — the search preview asks in French (context.locale.language) and shows the
 * French names; the cart's lines carry the French name of what was added.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const SEARCH_API = "/search-api/search-rec/3";

/** A product's name as the catalog gives it in a text locale (English without one). */
async function nameIn(request: APIRequestContext, id: number, locale?: string): Promise<string> {
  const res = await request.get(`${CATALOG_API}/product/${id}${locale ? `?locale=${locale}` : ""}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Product).name;
}

/** The language a search request asked in (the storefront's search-rec body: `data.context.locale`). */
const languageOf = (req: Request): string | undefined =>
  (JSON.parse(req.postData() ?? "{}") as { data?: { context?: { locale?: { language?: string } } } }).data?.context
    ?.locale?.language;

test("/fr: the search preview asks in French and names its products in French", async ({ page, request }) => {
  await page.goto("/fr");
  const box = page.getByRole("combobox", { name: "Rechercher des produits" });
  await box.click();
  await expect(page.getByTestId("search-preview").getByRole("option").first()).toBeVisible({ timeout: 10_000 });
  // Plate pairs: the maker's model name stays as spelled, "Pair" is the language's ("paire").
  const answered = page.waitForResponse(
    (r) => r.url().includes(SEARCH_API) && (r.request().postData() ?? "").includes('"plates"'),
  );
  await box.pressSequentially("plates");
  const response = await answered;
  expect(languageOf(response.request())).toBe("fr");
  const shown = ((await response.json()) as { content: { product: { value: SearchProduct[] } } }).content.product.value;
  expect(shown.length).toBeGreaterThan(0);

  const names = page.getByTestId("search-preview").locator(".search-preview__product-name");
  await expect(page.getByRole("listbox", { name: "Suggestions de recherche" })).toHaveAttribute("aria-busy", "false");
  await expect(names.first()).toBeVisible();
  const displayed = (await names.allInnerTexts()).map((n) => n.trim());

  // A product of the answer shown in the preview whose French name is not its English one (the
  // maker's model names stay as spelled): the preview shows the French name, never the English.
  let french: { fr: string; en: string } | undefined;
  for (const p of shown) {
    const [fr, en] = await Promise.all([nameIn(request, p.productId, "fr"), nameIn(request, p.productId)]);
    if (fr !== en && displayed.includes(fr)) {
      french = { fr, en };
      break;
    }
  }
  expect(french, `a product named in French among ${JSON.stringify(displayed)}`).toBeDefined();
  expect(displayed).not.toContain(french?.en);
});

test("/fr: a product added to the cart is listed there under its French name", async ({ page, request }) => {
  // A simple product sold in the EUR store, plenty in stock, no options to choose, named in French.
  let product: { p: ProductComplete; fr: string } | undefined;
  for (const summary of await listProducts(request)) {
    if (summary.type !== "simple" || /^MMV|^HW1012/i.test(summary.sku)) continue;
    const p: ProductComplete = await (await request.get(`${CATALOG_API}/product/complete/${summary.productId}`)).json();
    const a = p.attributes;
    if (a.is_registration_sku || a.subscription_interval || a.purchase_limit) continue;
    if (p.customOptions.some((o) => o.isRequired) || p.inventory.qoh <= 20 || !(p.price ?? 0)) continue;
    if (!(await request.get(`/svc_content/site/EUR/catalog/product/${p.productId}`)).ok()) continue;
    const fr = await nameIn(request, p.productId, "fr");
    if (fr !== p.name && !fr.includes(p.name)) {
      product = { p, fr };
      break;
    }
  }
  expect(product, "a simple EUR product with a French name of its own").toBeDefined();
  const { p, fr } = product as { p: ProductComplete; fr: string };

  await page.goto(`/fr${p.url}`);
  await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByTestId("purchase-status")).toContainText("Ajouté au panier :");
  await page.goto("/fr/cart");
  const lines = page.getByTestId("cart-items");
  await expect(lines).toContainText(fr);
  await expect(lines).not.toContainText(p.name);
});
