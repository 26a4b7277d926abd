import { expect, test } from "@playwright/test";
import { signInNewStaff } from "./lib/admin.ts";

/** Issue #19 item 4 in a browser: an author drafts a post, publishes it, and shoppers read it at once. */
test.use({ viewport: { width: 1366, height: 900 } });

test("an author drafts and publishes an Index post; the store shows it right away", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInNewStaff(page, "author", "index-author");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "The Index" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Index" })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Index post" })).toBeVisible();

  const slug = `squat-rack-diary-${Date.now().toString(36)}`;
  const title = `Squat rack diary ${slug.slice(-6)}`;
  const english = page.getByRole("group", { name: /^English/ });
  await english.getByLabel("Title").fill(title);
  await english.getByLabel("Slug").fill(slug);
  await english.getByLabel("Excerpt").fill("Week one with the new rack.");
  await english.getByLabel("Body (HTML)").fill("<p>The rack went in on Saturday.</p>");
  await page.getByLabel("Category").selectOption({ label: "Gym Builds" });
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Draft created.");
  await expect(page.getByTestId("index-post-status")).toContainText("Draft");

  // A draft is not on the store.
  const shopper = await (await browser.newContext()).newPage();
  expect((await shopper.goto(`/theindex/gym-builds/${slug}`))?.status()).toBe(404);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Published.");
  await expect(page.getByTestId("index-post-status")).toContainText("Published");

  expect((await shopper.goto(`/theindex/gym-builds/${slug}`))?.status()).toBe(200);
  await expect(shopper.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await shopper.goto("/theindex/gym-builds");
  await expect(shopper.getByTestId("index-category-posts").getByRole("link", { name: title })).toBeVisible();
});
