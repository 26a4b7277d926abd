import { readFileSync } from "node:fs";
import type { Product, ProductComplete } from "@ironworks/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { CATALOG_API, listProducts } from "./catalog-support.ts";

/**
 * Issue 15 item 2 (product, category, cart and list pages): on /de, /fr and /be the words around the
 * product data are the store's language — in the server's HTML and after hydration — and no sentence
 * of the English catalogs is left on the page. /de/en stays English (cart.spec, product-forms.spec).
 */

test.use({ viewport: { width: 1440, height: 900 } });

const CATALOGS = ["features/catalog", "features/lists/cart", "features/lists"];

/** Every English message of our catalogs that is a plain sentence (no placeholder, more than one word). */
const ENGLISH_SENTENCES: string[] = CATALOGS.flatMap((dir) =>
  Object.values(
    JSON.parse(readFileSync(new URL(`../apps/web/app/${dir}/messages/en.json`, import.meta.url), "utf8")) as Record<
      string,
      string
    >,
  ).filter((text) => !text.includes("{") && /\s/.test(text) && !text.includes("Ironworks")),
);

const STORES = [
  {
    path: "/de",
    lang: "de-DE",
    home: "Startseite",
    add: "In den Warenkorb",
    added: "Im Warenkorb:",
    viewCart: "Zum Warenkorb",
    cart: "Warenkorb",
    summary: "Bestellübersicht",
    checkout: "Zur Kasse",
    remove: "Entfernen",
    estimate: "Versand und Steuern schätzen",
    empty: "Dein Warenkorb ist leer.",
    products: /\d+ Produkte?/,
    registry: "Geschenkliste finden",
    bin: "Wieder-da-Benachrichtigung",
  },
  {
    path: "/fr",
    lang: "fr-FR",
    home: "Accueil",
    add: "Ajouter au panier",
    added: "Ajouté au panier :",
    viewCart: "Voir le panier",
    cart: "Panier",
    summary: "Récapitulatif",
    checkout: "Passer la commande",
    remove: "Retirer",
    estimate: "Estimer la livraison et les taxes",
    empty: "Votre panier est vide.",
    products: /\d+ produits?/,
    registry: "Trouver une liste de cadeaux",
    bin: "Alerte de retour en stock",
  },
  {
    path: "/be",
    lang: "nl-BE",
    home: "Home",
    add: "In winkelwagen",
    added: "Toegevoegd aan je winkelwagen:",
    viewCart: "Bekijk winkelwagen",
    cart: "Winkelwagen",
    summary: "Besteloverzicht",
    checkout: "Naar de kassa",
    remove: "Verwijderen",
    estimate: "Verzending en belasting schatten",
    empty: "Je winkelwagen is leeg.",
    products: /\d+ producten?/,
    registry: "Cadeaulijst zoeken",
    bin: "Melding bij nieuwe voorraad",
  },
] as const;

/** Console errors a hydration mismatch (or any other render error) would print. */
function renderErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match|react error|minified react/i.test(m.text()))
      errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * Parts of our pages another catalog words (i18n-shell: the shared price, product cards, the
 * recommendation rows, the search facets): left out of the check, their owner tests them.
 */
const SHELL_PARTS = ['[data-testid="price"]', ".price", ".product-card", ".reco", ".listing-facets", ".filter-chips"];

/** The English catalog sentences the page's main content still shows (none expected). */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.locator("main").evaluate((main, skip) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll(skip.join(","))) el.remove();
    return copy.textContent ?? "";
  }, SHELL_PARTS);
  return ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence));
}

let found: Promise<ProductComplete> | undefined;

/** A simple product with plenty of stock and no required options, sold in the EUR store. */
function simpleProduct(request: APIRequestContext): Promise<ProductComplete> {
  const plenty = (p: Product) => p.inventory.qoh > 20 && p.inventory.max >= 20 && p.inventory.min <= 1;
  found ??= (async () => {
    for (const summary of await listProducts(request)) {
      if (summary.type !== "simple" || /^MMV|^HW1012/i.test(summary.sku)) continue;
      const p: ProductComplete = await (
        await request.get(`${CATALOG_API}/product/complete/${summary.productId}`)
      ).json();
      const a = p.attributes;
      if (a.is_registration_sku || a.subscription_interval || a.purchase_limit) continue;
      if (p.customOptions.some((o) => o.isRequired) || !plenty(p) || !(p.price ?? 0)) continue;
      if ((await request.get(`/svc_content/site/EUR/catalog/product/${p.productId}`)).ok()) return p;
    }
    throw new Error("no simple product fits");
  })();
  return found;
}

for (const store of STORES) {
  test.describe(`${store.path} (${store.lang})`, () => {
    test("the product page's HTML speaks the store's language before any script runs", async ({
      playwright,
      baseURL,
      request,
    }) => {
      const product = await simpleProduct(request);
      const api = await playwright.request.newContext({ baseURL });
      const html = await (await api.get(`${store.path}${product.url}`)).text();
      expect(html).toContain(`lang="${store.lang}"`);
      expect(html).toContain(store.add);
      expect(html).not.toContain(">Add to cart<");
      await api.dispose();
    });

    test("product page, add to cart, the cart and removing: every word in the store's language", async ({
      page,
      request,
    }) => {
      const errors = renderErrors(page);
      const product = await simpleProduct(request);
      await page.goto(`${store.path}${product.url}`);
      await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
      await expect(page.locator("html")).toHaveAttribute("lang", store.lang);
      await expect(page.locator(".breadcrumbs a").first()).toHaveText(store.home);
      expect(await englishLeft(page)).toEqual([]);

      await page.getByRole("button", { name: store.add }).click();
      const status = page.getByTestId("purchase-status");
      await expect(status).toContainText(store.added);
      await status.getByRole("link", { name: store.viewCart }).click();
      await expect(page).toHaveURL(new RegExp(`${store.path}/cart$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(store.cart);
      await expect(page.getByRole("heading", { name: store.summary })).toBeVisible();
      await expect(page.getByRole("link", { name: store.checkout })).toBeVisible();
      await expect(page.locator(".estimate__summary")).toContainText(store.estimate);
      expect(await englishLeft(page)).toEqual([]);
      await expect(page).toHaveTitle(`${store.cart} | Ironworks`);

      await page.getByTestId("remove").first().click();
      await expect(page.getByTestId("cart-empty")).toContainText(store.empty);
      expect(errors).toEqual([]);
    });

    test("a category page: breadcrumbs and the product count", async ({ page }) => {
      await page.goto(`${store.path}/weightlifting-bars-plates`);
      await expect(page.locator(".category-count")).toContainText(store.products);
      await expect(page.locator(".breadcrumbs a").first()).toHaveText(store.home);
      expect(await englishLeft(page)).toEqual([]);
    });

    test("registry search and the back-in-stock confirmation", async ({ page }) => {
      await page.goto(`${store.path}/giftregistry/search/index`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.registry);
      expect(await englishLeft(page)).toEqual([]);
      await page.goto(`${store.path}/back-in-stock/confirm`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.bin);
      expect(await englishLeft(page)).toEqual([]);
    });
  });
}

/** The account's list pages (signed in): wishlist, my lists, creating a registry and its refusal. */
const ACCOUNT = [
  {
    path: "/de",
    wishlist: "Meine Wunschliste | Ironworks",
    myLists: "Meine Listen",
    noWishlist: "Noch keine Wunschliste.",
    registry: "Geschenkliste",
    name: "Name der Geschenkliste",
    create: "Liste anlegen",
    nameError: "Bitte gib den Namen der Geschenkliste ein",
    created: "Deine Geschenkliste ist angelegt. Füge Produkte hinzu und teile ihren Link.",
  },
  {
    path: "/fr",
    wishlist: "Ma liste d’envies | Ironworks",
    myLists: "Mes listes",
    noWishlist: "Pas encore de liste d’envies.",
    registry: "Liste de cadeaux",
    name: "Nom de la liste",
    create: "Créer la liste",
    nameError: "Veuillez saisir le nom de la liste",
    created: "Votre liste est prête. Ajoutez des produits et partagez son lien.",
  },
] as const;

for (const store of ACCOUNT) {
  test(`${store.path}: the account's wishlist, lists and registry pages, a refused and a created registry`, async ({
    page,
  }) => {
    test.slow(); // sign-up through the mail outbox first
    const errors = renderErrors(page);
    await page.goto(`${store.path}/404`);
    await registerCustomer(page.request);

    await page.goto(`${store.path}/account/wishlist`);
    await expect(page).toHaveTitle(store.wishlist);
    expect(await englishLeft(page)).toEqual([]);

    await page.goto(`${store.path}/account/my-lists`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.myLists);
    await expect(page.getByText(store.noWishlist)).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await page.goto(`${store.path}/account/registry`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.registry);
    await page.locator("form.list-form").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: store.create }).click();
    await expect(page.getByText(store.nameError)).toBeVisible();
    await page.getByLabel(store.name).fill("Garage Gym 2027");
    await page.getByRole("button", { name: store.create }).click();
    await expect(page.getByTestId("list-notice")).toHaveText(store.created);
    expect(await englishLeft(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("/de: a product page of every type has all its words shipped and none of them English", async ({
  page,
  request,
}) => {
  test.slow(); // six product pages
  const missing: string[] = [];
  page.on("console", (m) => {
    if (/i18n: no message/.test(m.text())) missing.push(m.text());
  });
  const products = await listProducts(request);
  const visited: string[] = [];
  for (const type of ["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"] as const) {
    let summary: (typeof products)[number] | undefined;
    for (const p of products.filter((p) => p.type === type && !/^MMV|^HW1012/i.test(p.sku))) {
      if (!(await request.get(`/svc_content/site/EUR/catalog/product/${p.productId}`)).ok()) continue;
      summary = p;
      break;
    }
    if (!summary) continue;
    visited.push(type);
    await page.goto(`/de${summary.url}`);
    await expect(page.locator("form.product-form[data-ready]")).toBeAttached();
    // A refused submit shows every field's error (the words a shopper meets first on a form).
    await page.locator("form.product-form").getByRole("button").first().click();
    expect(await englishLeft(page), `${type} ${summary.url}`).toEqual([]);
  }
  expect(missing).toEqual([]);
  expect(visited).toEqual(["simple", "configurable", "bundle", "grouped", "giftcard", "virtual"]);
});
