import type { List, ProductComplete } from "@ironworks/contracts";
import { popularProducts } from "@ironworks/seed";
import { generateSeed } from "@ironworks/seed";
import { expect, test } from "@playwright/test";
import { mailed, newEmail } from "./account-support.ts";
import { CATALOG_API, listProducts } from "./catalog-support.ts";
import { signInNewStaff } from "./lib/admin.ts";
import { serverCli } from "./lib/cli.ts";
import { postListOrder } from "./order-support.ts";

/**
 * Issue #23: delivered order → the mailed review link → the buyer rates two products on one page
 * without signing in → one review waits for moderation (it carries a link), a moderator publishes
 * it in the back office → both products show the review with the verified buyer badge and count it
 * in their rating summary.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("delivered order → mailed link → two reviews → moderation → verified and in the summary", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Two products nobody has reviewed (no demo reviews, none from an earlier run against this store),
  // picked at random so parallel or repeated runs do not share a summary.
  const demo = new Set(popularProducts(generateSeed().products).map((p) => p.id));
  const candidates = (await listProducts(page.request))
    .filter(
      (p) =>
        p.type === "simple" &&
        p.stockStatus === "in_stock" &&
        (p.price ?? 0) > 5 &&
        !p.subscription_interval &&
        !demo.has(p.productId),
    )
    .sort(() => Math.random() - 0.5);
  const unreviewed = [];
  for (const p of candidates) {
    // A simple product may still need a choice (a required custom option): the bare line would be refused.
    const full = (await (
      await page.request.get(`${CATALOG_API}/product/complete/${p.productId}`)
    ).json()) as ProductComplete;
    if (full.customOptions.some((o) => o.isRequired)) continue;
    const summary = await page.request.get(`/svc_reviews/products/${p.productId}/summary`);
    if (((await summary.json()) as { count: number }).count === 0) unreviewed.push(p);
    if (unreviewed.length === 2) break;
  }
  const [first, second] = unreviewed;
  if (!first || !second) throw new Error("no products to review");

  // A guest's paid order of both, shipped and delivered (`npm run orders`).
  const email = newEmail("reviewer");
  const cart = await page.request.post("/svc_list/lists", {
    data: {
      type: "quote",
      items: [
        { productId: first.productId, qty: 1 },
        { productId: second.productId, qty: 1 },
      ],
    },
  });
  expect(cart.status(), await cart.text()).toBe(201);
  const placed = await postListOrder(page.request, (await cart.json()) as List, email);
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { orderId: string }).orderId;
  serverCli("orders", "ship", orderId);
  serverCli("orders", "deliver", orderId);

  // The mail after delivery: one signed link to /mps-review.
  const link = new URL(
    await mailed(
      page.request,
      email,
      (m) => m.subject.includes("Review your order"),
      /(https?:\/\/\S+\/mps-review\?t=\S+)/,
    ),
  );

  // A fresh browser without the buyer's session: the link is enough.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(`${link.pathname}${link.search}`);
  await expect(buyer.getByRole("heading", { name: "Review your order" })).toBeVisible();
  const forms = buyer.getByTestId("mps-product");
  await expect(forms).toHaveCount(2);
  const rate = async (n: number, stars: string, title: string, body: string) => {
    const form = forms.nth(n);
    await form.getByRole("radio", { name: stars, exact: true }).check();
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Your review", { exact: true }).fill(body);
    await form.getByLabel("Name shown with your review").fill("Sam L.");
  };
  await rate(0, "5 stars", "Exactly as described", "Solid build, arrived well packed and it has held up to daily use.");
  // The screen holds a review with a link for a moderator.
  await rate(
    1,
    "2 stars",
    "Had to fix it myself",
    "The bracket was loose; I found the fix on www.example.com, two stars.",
  );
  // A photo of the loose bracket, added without signing in: it waits for the moderator with the review.
  await forms
    .nth(1)
    .getByLabel(/^Photos \(optional\)/)
    .setInputFiles({ name: "bracket.jpg", mimeType: "image/jpeg", buffer: tinyJpeg() });
  await buyer.getByRole("button", { name: "Send my reviews" }).click();
  await expect(buyer.getByTestId("mps-done")).toHaveText("Thanks! Your 2 reviews are saved.");
  await expect(buyer.getByTestId("mps-photos")).toHaveText(
    "Your photo is added. A moderator checks it before it is shown.",
  );

  // A moderator publishes the held review from the queue.
  await signInNewStaff(page, "moderator");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reviews" }).click();
  const card = page.getByTestId("admin-review").filter({ hasText: email });
  await expect(card).toContainText("verified buyer");
  await expect(card).toContainText("links");
  await card.getByRole("button", { name: "Publish" }).click();
  // The published review leaves the pending queue; the page says what happened to it.
  await expect(page.locator("#main").getByRole("status")).toHaveText("Published: “Had to fix it myself”");
  await expect(card).toHaveCount(0);

  // Both product pages: the review with its badge, counted in the summary (guest pages are cached briefly).
  for (const [product, title, average] of [
    [first, "Exactly as described", "5 out of 5"],
    [second, "Had to fix it myself", "2 out of 5"],
  ] as const) {
    await expect(async () => {
      await buyer.goto(product.url);
      const section = buyer.getByTestId("reviews");
      await expect(section.getByTestId("rating-count")).toHaveText("1 review", { timeout: 1000 });
      await expect(section.getByTestId("rating-average")).toHaveText(average, { timeout: 1000 });
      const review = section.getByTestId("review").filter({ hasText: title });
      await expect(review.getByTestId("verified-badge")).toHaveText("Verified buyer", { timeout: 1000 });
      // The buyer's photo, published with the review.
      if (product === second) await expect(review.getByRole("img", { name: "Photo 1 by Sam L." })).toHaveCount(1);
    }).toPass({ timeout: 30_000 });
    // Search engines read the same published review: AggregateRating and Review in the product's JSON-LD.
    const ld = JSON.parse((await buyer.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld.aggregateRating).toMatchObject({ reviewCount: 1, ratingValue: Number(average[0]) });
    expect(ld.review[0]).toMatchObject({ name: title });
  }
  // The disclosure the product page links to.
  await buyer.getByRole("link", { name: "How we check reviews" }).click();
  await expect(buyer.getByRole("heading", { name: "How we check reviews" })).toBeVisible();
});

/** A minimal JPEG (SOI, JFIF, a quantisation table, a scan, EOI): what the store's sniffing accepts. */
function tinyJpeg(): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([0, 1, 2, 3])),
    Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]),
  ]);
}
