import AxeBuilder from "@axe-core/playwright";
import type { List, ProductComplete, ProductSummary } from "@ironworks/contracts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { captchaToken, confirmationPath } from "./account-support.ts";

/**
 * Wishlists and registries in the browser (issue 4 parts 4–5): a customer's wishlist shared by its
 * urlKey; a registry created, filled and bought from; registry search; a stranger's registry id.
 * Customers sign up through the API (captcha solved here, as the browser widget would); each test
 * makes its own, so tests run in parallel on one data directory.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const CATALOG = "/svc_content/catalog";

let nextEmail = 0;

/** Registers a customer in the page's browser context (the session cookie is the context's). */
async function signUp(page: Page, firstname = "Riley"): Promise<string> {
  const email = `lists.${process.pid}.${Date.now()}.${nextEmail++}@example.com`;
  const res = await page.request.post("/svc_customer/customer", {
    data: { email, password: "correct horse battery", firstname, lastname: "Stone" },
    headers: { "x-captcha-token": await captchaToken(page.request, "register") },
  });
  // 202 for a new and a taken email alike, nobody signed in (ADR 0011 addendum): the mailed link,
  // confirmed with the password, creates the account and signs the context in.
  expect(res.status(), await res.text()).toBe(202);
  const token = (await confirmationPath(page.request, email)).split("/").pop();
  const confirmed = await page.request.post("/svc_customer/customer/confirm", {
    data: { token, password: "correct horse battery" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return email;
}

let plain: Promise<ProductComplete> | undefined;

/** A simple, in-stock product without options or quantity limits (found through the catalog API). */
function plainProduct(request: APIRequestContext): Promise<ProductComplete> {
  plain ??= (async () => {
    const menu: { id: number }[] = await (await request.get(`${CATALOG}/menu`)).json();
    for (const { id } of menu) {
      const category = await (await request.get(`${CATALOG}/category/${id}?pageSize=200`)).json();
      for (const s of category.products as ProductSummary[]) {
        if (s.type !== "simple") continue;
        const p: ProductComplete = await (await request.get(`${CATALOG}/product/complete/${s.productId}`)).json();
        if (p.inventory.qoh > 20 && p.customOptions.length === 0 && !/^MMV/.test(p.sku) && !p.attributes.purchase_limit)
          return p;
      }
    }
    throw new Error("no plain simple product in the catalog");
  })();
  return plain;
}

async function createList(page: Page, body: unknown): Promise<List> {
  const res = await page.request.post("/svc_list/lists", { data: body });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as List;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function newVisitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("a customer's wishlist, made public from the account, is shown to anyone by its urlKey", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  const product = await plainProduct(page.request);
  const created = await createList(page, {
    type: "wishlist",
    metadata: { name: "Riley's garage gym" },
    items: [{ productId: product.productId, qty: 2 }],
  });
  expect(created.urlKey).toBeTruthy();

  await page.goto("/account/wishlist");
  await expect(page).toHaveTitle(/My Wishlist/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Riley's garage gym");
  const row = page.getByTestId("list-item");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: product.name })).toBeVisible();
  await expect(row.getByTestId("price")).toContainText("$");
  await expect(row.getByTestId("list-item-stock")).toHaveText("In stock");
  // Private until the customer shares it: the public address is a 404.
  const before = await page.request.get(`/wishlist/${created.urlKey}`);
  expect(before.status()).toBe(404);

  await page.getByRole("button", { name: "Make public and share" }).click();
  await expect(page.getByTestId("list-notice")).toHaveText("Your wishlist is public: share its link.");
  const shareUrl = await page.getByTestId("share-url").inputValue();
  expect(shareUrl).toMatch(new RegExp(`/wishlist/${created.urlKey}$`));
  expect(await seriousViolations(page)).toEqual([]);

  const stranger = await newVisitor(browser);
  const res = await stranger.page.goto(new URL(shareUrl).pathname);
  expect(res?.status()).toBe(200);
  await expect(stranger.page).toHaveTitle("Riley's garage gym | Wishlist | Ironworks");
  await expect(stranger.page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  await expect(stranger.page.getByRole("heading", { level: 1 })).toHaveText("Riley's garage gym");
  await expect(stranger.page.getByText("1 item", { exact: true })).toBeVisible();
  await expect(stranger.page.getByRole("link", { name: product.name })).toBeVisible();
  expect(await seriousViolations(stranger.page)).toEqual([]);
  const unknown = await stranger.page.goto("/wishlist/no-such-wishlist");
  expect(unknown?.status()).toBe(404);
  await expect(stranger.page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await stranger.context.close();

  // Move to cart empties the wishlist (the item is in the cart now).
  await page.getByRole("button", { name: `Move to cart – ${product.name}` }).click();
  await expect(page.getByTestId("list-notice")).toHaveText("Moved to your cart.");
  await expect(page.getByText("This wishlist is empty.")).toBeVisible();
  const lists: { lists: List[] } = await (await page.request.get("/svc_list/lists?active=true")).json();
  const cart = lists.lists.find((l) => l.type === "quote");
  expect(cart?.items.map((i) => [i.productId, i.qty])).toEqual([[product.productId, 2]]);

  await page.goto("/account/my-lists");
  await expect(page.getByRole("heading", { name: /Wishlists/ })).toBeVisible();
  await expect(page.getByTestId("my-list-wishlist")).toContainText("0 items");
  await expect(page.getByTestId("my-list-quote")).toContainText("1 item");
});

test("registry: create, add an item, the public page shows wanted/purchased/priority, a shopper adds it to their cart", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUp(page, "Jordan");
  const product = await plainProduct(page.request);
  const name = `Jordan's gym opening ${Date.now()}`;

  await page.goto("/account/registry");
  await expect(page.getByText("You have no registries yet.")).toBeVisible();
  await page.getByLabel("Registry name").fill(name);
  await page.getByLabel("Event name").fill("Gym opening");
  await page.getByLabel("Event date").fill("2030-06-12");
  await expect(page.getByLabel("Public")).toBeChecked();
  await page.getByRole("button", { name: "Create registry" }).click();

  await expect(page).toHaveURL(/\/account\/registry\/[^/?]+\?done=created$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("This registry has no items yet.")).toBeVisible();
  await page.getByLabel("SKU").fill(product.sku);
  await page.getByLabel("Quantity wanted").fill("3");
  await page.locator("#add-priority").selectOption("high");
  await page.getByRole("button", { name: "Add to registry" }).click();
  await expect(page.getByTestId("list-notice")).toHaveText("Added to your registry.");
  const row = page.getByTestId("list-item");
  await expect(row.getByTestId("registry-wanted")).toHaveText("3");
  await expect(row.getByTestId("registry-priority")).toHaveText("High");

  // Change the wish: 4 wanted.
  await row.getByLabel("Wanted").fill("4");
  await row.getByRole("button", { name: `Update ${product.name}` }).click();
  await expect(page.getByTestId("list-notice")).toHaveText("Item updated.");
  await expect(row.getByTestId("registry-wanted")).toHaveText("4");
  await expect(row.getByTestId("registry-priority")).toHaveText("High");
  expect(await seriousViolations(page)).toEqual([]);
  const shareUrl = await page.getByTestId("share-url").inputValue();
  const publicPath = new URL(shareUrl).pathname;
  expect(publicPath).toMatch(/^\/registry\/[^/]+$/);

  await page.goto("/account/my-lists");
  await expect(page.getByTestId("my-list-registry")).toContainText(name);
  await page.goto(publicPath);
  expect(await seriousViolations(page)).toEqual([]);

  // A guest shopper opens the shared link; without JavaScript, as the forms work before hydration.
  const shopper = await newVisitor(browser, false);
  const res = await shopper.page.goto(publicPath);
  expect(res?.status()).toBe(200);
  await expect(shopper.page).toHaveTitle(`${name} | Gift Registry | Ironworks`);
  await expect(shopper.page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(shopper.page.getByTestId("registry-event")).toHaveText("Gym opening · June 12, 2030");
  const item = shopper.page.getByTestId("list-item");
  await expect(item.getByRole("link", { name: product.name })).toBeVisible();
  await expect(item.getByTestId("registry-wanted")).toHaveText("4");
  await expect(item.getByTestId("registry-purchased")).toHaveText("0");
  await expect(item.getByTestId("registry-remaining")).toHaveText("4");
  await expect(item.getByTestId("registry-priority")).toHaveText("High");

  await item.getByLabel("Qty").fill("2");
  await item.getByRole("button", { name: `Add to cart – ${product.name}` }).click();
  await expect(shopper.page.getByTestId("registry-notice")).toHaveText(
    `Added ${product.name} to your cart for this registry.`,
  );
  // The gift is in the shopper's cart, linked to the registry item, and recorded for the registry.
  const mine: { lists: List[] } = await (await shopper.page.request.get("/svc_list/lists?active=true")).json();
  const cart = mine.lists.find((l) => l.type === "quote");
  expect(cart?.items).toHaveLength(1);
  expect(cart?.items[0]?.qty).toBe(2);
  expect(cart?.items[0]?.metadata).toMatchObject({ registryUrlKey: publicPath.split("/").pop() });
  expect(typeof cart?.items[0]?.metadata?.registryItemKey).toBe("string");
  const record = mine.lists.find((l) => l.type === "registryPurchase");
  expect(record?.metadata.registryUrlKey).toBe(publicPath.split("/").pop());
  expect(record?.items[0]?.qty).toBe(2);
  await shopper.context.close();
});

test("registry search finds a public registry by name, without JavaScript too", async ({ page, browser }) => {
  await signUp(page, "Casey");
  const token = `Kettlebell${Date.now().toString(36)}`;
  const registry = await createList(page, {
    type: "registry",
    metadata: { name: `Casey ${token} wedding`, eventName: "Wedding", eventDate: "2031-09-20" },
  });

  const visitor = await newVisitor(browser, false);
  await visitor.page.goto("/giftregistry/search/index");
  await expect(visitor.page).toHaveTitle("Find a gift registry | Ironworks");
  await visitor.page.getByLabel("Registry name").fill(token.toLowerCase());
  await visitor.page.getByRole("button", { name: "Find registry" }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`\\?name=${token.toLowerCase()}$`));
  const results = visitor.page.getByTestId("registry-results");
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("Wedding · September 20, 2031");
  await results.getByRole("link", { name: `Casey ${token} wedding` }).click();
  await expect(visitor.page).toHaveURL(new RegExp(`/registry/${registry.urlKey}$`));
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(`Casey ${token} wedding`);

  await visitor.page.goto("/giftregistry/search/index?name=NoSuchRegistryAnywhere");
  await expect(
    visitor.page.getByRole("heading", { name: "No registries match 'NoSuchRegistryAnywhere'" }),
  ).toBeVisible();
  await visitor.context.close();

  await page.goto("/giftregistry/search/index");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a stranger's registry id under /account/registry/{id} is the 404 page", async ({ page, browser }) => {
  await signUp(page, "Morgan");
  const registry = await createList(page, { type: "registry", metadata: { name: "Morgan's private plans" } });
  const own = await page.goto(`/account/registry/${registry._id}`);
  expect(own?.status()).toBe(200);

  const stranger = await newVisitor(browser);
  // A guest is sent to sign in first…
  await stranger.page.goto(`/account/registry/${registry._id}`);
  await expect(stranger.page).toHaveURL(/\/login\?redirect=%2Faccount%2Fregistry%2F/);
  // …and a signed-in stranger gets the 404 page, the same as for an id that does not exist.
  await signUp(stranger.page, "Avery");
  for (const id of [registry._id, "no-such-registry"]) {
    const res = await stranger.page.goto(`/account/registry/${id}`);
    expect(res?.status()).toBe(404);
    await expect(stranger.page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(stranger.page.getByText("Morgan's private plans")).toHaveCount(0);
  }
  await stranger.context.close();
});

// FIXME(lists service): updateItem with a whole buy request only sets qty when the line key is
// unchanged (use-cases/items.ts, `key === current.lineKey` → setItemQty), so a new
// metadata.registry.priority is dropped. Enable when the service stores the request too.
test("registry: changing an item's priority on the manage page persists", async ({ page }) => {
  await signUp(page, "Quinn");
  const product = await plainProduct(page.request);
  const registry = await createList(page, {
    type: "registry",
    metadata: { name: "Quinn's registry" },
    items: [{ productId: product.productId, qty: 1, metadata: { registry: { priority: "low" } } }],
  });
  await page.goto(`/account/registry/${registry._id}`);
  const row = page.getByTestId("list-item");
  await expect(row.getByTestId("registry-priority")).toHaveText("Low");
  await row.getByLabel("Priority").selectOption("high");
  await row.getByRole("button", { name: `Update ${product.name}` }).click();
  await expect(page.getByTestId("list-notice")).toHaveText("Item updated.");
  await expect(row.getByTestId("registry-priority")).toHaveText("High");
});
