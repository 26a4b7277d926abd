import type { Category, ProductSummary } from "@ironworks/contracts";
import { generateSeed, popularProducts } from "@ironworks/seed";
import { expect, test } from "@playwright/test";
import { registerCustomer } from "./account-support.ts";
import { CATALOG_API } from "./catalog-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #23: a review published in the back office puts stars and a count on the product's tile in
 * its category grid (rendered on the server) and in search results, and the search's "4 stars & up"
 * filter keeps only rated products, the reviewed one among them.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** A small sub-category and one of its products nobody has reviewed (random: runs do not share it). */
async function unreviewedInSmallCategory(request: import("@playwright/test").APIRequestContext) {
  const demo = new Set(popularProducts(generateSeed().products).map((p) => p.id));
  const menu: { id: number }[] = await (await request.get(`${CATALOG_API}/menu`)).json();
  const small: Category[] = [];
  for (const { id } of menu) {
    const top = (await (await request.get(`${CATALOG_API}/category/${id}?pageSize=1`)).json()) as Category;
    for (const child of top.children) {
      const c = (await (await request.get(`${CATALOG_API}/category/${child.id}?pageSize=60`)).json()) as Category;
      if (c.productCount > 0 && c.productCount <= 40) small.push(c);
    }
  }
  const candidates: { category: Category; product: ProductSummary }[] = small
    .flatMap((category) =>
      category.products
        .filter((p) => p.type === "simple" && p.price !== null && !demo.has(p.productId))
        .map((product) => ({ category, product })),
    )
    .sort(() => Math.random() - 0.5);
  for (const c of candidates) {
    const summary = await request.get(`/svc_reviews/products/${c.product.productId}/summary`);
    if (((await summary.json()) as { count: number }).count === 0) return c;
  }
  throw new Error("no unreviewed product in a small category");
}

test("a published review's stars show on the category tile and in search, and the rating filter keeps it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { category, product } = await unreviewedInSmallCategory(page.request);

  // A signed-in shopper reviews it (never bought: held for a moderator).
  await registerCustomer(page.request);
  const sent = await page.request.post(`/svc_reviews/products/${product.productId}/reviews`, {
    data: {
      rating: 5,
      title: "Does exactly what it should",
      body: "Sturdy, well finished and it arrived quickly. I use it every week.",
      nickname: "Robin K.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const review = ((await sent.json()) as { review: { id: string; status: string } }).review;
  expect(review.status).toBe("pending");

  // A moderator publishes it.
  const staff = await (await browser.newContext()).newPage();
  await signInNewStaff(staff, "moderator");
  const published = await staff.request.post(`/svc_staff/reviews/${review.id}/moderate`, {
    data: { status: "published" },
  });
  expect(published.status(), await published.text()).toBe(200);

  // A guest sees the stars on the tile of the category grid, as the server rendered it.
  const guest = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const tile = guest.getByRole("article").filter({ has: guest.getByRole("heading", { name: product.name }) });
  await expect(async () => {
    await guest.goto(category.url);
    await expect(tile.getByRole("img", { name: "Rated 5 out of 5, 1 review" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(tile).toContainText("(1)");

  // Search: the tile has its stars; "4 stars & up" keeps it and only rated products.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const found = shopper.getByRole("article").filter({ has: shopper.getByRole("heading", { name: product.name }) });
  await expect(found.getByRole("img", { name: "Rated 5 out of 5, 1 review" })).toBeVisible();
  await shopper.locator("summary", { hasText: "Rating" }).click();
  await shopper.getByRole("link", { name: /^4 stars & up/ }).click();
  await expect(shopper).toHaveURL(/[?&]rating=4(&|$)/);
  await expect(found.getByRole("img", { name: "Rated 5 out of 5, 1 review" })).toBeVisible();
  const tiles = shopper.getByRole("article");
  const count = await tiles.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(tiles.nth(i).locator(".tile-rating")).toHaveCount(1);
});
