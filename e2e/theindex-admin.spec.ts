import { expect, type Page, test } from "@playwright/test";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #19 item 4 in a browser: an author writes a post in the rich-text editor by keyboard,
 * previews the draft through a signed link, publishes it (shoppers read it at once), and restores
 * an earlier revision; the owner's page code runs under the page's CSP nonce, an author's is refused.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const notice = (page: Page) => page.locator("#main").getByRole("status");

async function newPost(page: Page, slug: string, title: string) {
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "The Index" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Index" })).toBeVisible();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Index post" })).toBeVisible();
  const english = page.getByRole("group", { name: /^English/ });
  await english.getByLabel("Title").fill(title);
  await english.getByLabel("Slug").fill(slug);
  await english.getByLabel("Excerpt").fill("Week one with the new rack.");
  await page.getByLabel("Category").selectOption({ label: "Gym Builds" });
  return english;
}

test("an author writes in the rich-text editor, previews the draft by a signed link, publishes, restores a revision", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInNewStaff(page, "author", "index-author");
  const slug = `squat-rack-diary-${Date.now().toString(36)}`;
  const title = `Squat rack diary ${slug.slice(-6)}`;
  const english = await newPost(page, slug, title);

  // The body in Tiptap, by keyboard: typing, Ctrl+B for bold (the toolbar shows it), Tab leaves it.
  const body = english.getByRole("textbox", { name: "English body" });
  await body.focus();
  await page.keyboard.type("The rack went in on Saturday. ");
  await page.keyboard.press("Control+b");
  await expect(english.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Four posts, no wobble.");
  await page.keyboard.press("Control+b");
  await expect(body.locator("strong")).toHaveText("Four posts, no wobble.");
  // The toolbar is one tab stop; arrow keys walk it, Enter presses the button.
  await english.getByRole("button", { name: "Bold" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(english.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(notice(page)).toContainText("Draft created.");
  await expect(page.getByTestId("index-post-status")).toContainText("Draft");
  await expect(page.getByTestId("index-revisions").getByRole("row")).toHaveCount(2); // header + version 1

  // A draft is not on the store…
  const shopper = await (await browser.newContext()).newPage();
  expect((await shopper.goto(`/theindex/gym-builds/${slug}`))?.status()).toBe(404);
  // …but its signed preview link shows it: noindex, never stored, its bold text as written.
  await page.getByRole("button", { name: "Get a preview link" }).click();
  const href = (await page.getByRole("link", { name: "Open the preview" }).getAttribute("href")) as string;
  expect(href).toMatch(/^\/theindex\/preview\/\d+\?t=\d+\.[\w-]{43}$/);
  const opened = await shopper.goto(href);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(shopper.getByTestId("index-preview-banner")).toBeVisible();
  await expect(shopper.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(shopper.locator(".index-post__body strong")).toHaveText("Four posts, no wobble.");
  await expect(shopper.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await shopper.goto(href))?.headers()["x-cache"]).not.toBe("hit");
  // A changed link opens nothing and says why.
  const tampered = href.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
  expect((await shopper.goto(tampered))?.status()).toBe(403);
  await expect(shopper.getByRole("heading", { level: 1, name: "This preview link is not valid" })).toBeVisible();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(notice(page)).toContainText("Published.");
  expect((await shopper.goto(`/theindex/gym-builds/${slug}`))?.status()).toBe(200);
  await expect(shopper.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // A second save, then back to the first revision.
  await english.getByLabel("Title").fill(`${title} (updated)`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notice(page)).toContainText("Saved.");
  const revisions = page.getByTestId("index-revisions");
  await expect(revisions.getByRole("row")).toHaveCount(3);
  await expect(revisions.getByRole("row").nth(1)).toContainText("texts.en.title");
  await revisions.getByRole("button", { name: "Restore version 1" }).click();
  await expect(notice(page)).toContainText(/Restored version 1 as version \d+\./);
  await expect(page.getByRole("group", { name: /^English/ }).getByLabel("Title")).toHaveValue(title);
  await expect(page.getByTestId("index-revisions").getByRole("row")).toHaveCount(4);
  await shopper.goto(`/theindex/gym-builds/${slug}`);
  await expect(shopper.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("an author embeds a product card (a checked SKU) and a video of the store's own; the post shows both, the card leads to the cart", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The editor asks by prompt: each answer in turn ("" keeps the prompt's default).
  const answers: string[] = [];
  page.on("dialog", (dialog) => {
    const answer = answers.shift();
    return answer === undefined ? dialog.dismiss() : dialog.accept(answer === "" ? dialog.defaultValue() : answer);
  });
  await signInNewStaff(page, "author", "index-embeds");
  const slug = `gear-embeds-${Date.now().toString(36)}`;
  const title = `Log day gear ${slug.slice(-6)}`;
  const english = await newPost(page, slug, title);
  const body = english.getByRole("textbox", { name: "English body" });
  const said = english.getByTestId("index-rich-text-status");
  await body.focus();
  await page.keyboard.type("The log I press on Saturdays:");

  // A product card by keyboard: the toolbar's button, Enter; an unknown SKU inserts nothing and says so.
  answers.push("no-such-sku-1");
  await english.getByRole("button", { name: "Product card" }).focus();
  await page.keyboard.press("Enter");
  await expect(said).toHaveText("No product has the SKU NO-SUCH-SKU-1. Nothing was inserted.");
  answers.push("sm1002");
  await page.keyboard.press("Enter");
  await expect(said).toContainText("Product card inserted:");
  await expect(said).toContainText("(SM1002)");
  await expect(body.locator('[data-product-sku="SM1002"]')).toContainText("Product card: SM1002");

  // A video: another site's clip is refused with the rule; the store's own goes in, its poster the featured image.
  answers.push("https://videos.example.com/clip.mp4");
  await english.getByRole("button", { name: "Video" }).click();
  await expect(said).toContainText("Only the store's own videos can be embedded");
  await expect(body.locator("video")).toHaveCount(0);
  answers.push("/media/video/index-sled-push.webm", "");
  await english.getByRole("button", { name: "Video" }).click();
  await expect(said).toHaveText("Video inserted: /media/video/index-sled-push.webm.");
  await expect(body.locator("video")).toHaveAttribute("src", "/media/video/index-sled-push.webm");

  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(notice(page)).toContainText("Draft created.");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(notice(page)).toContainText("Published.");
  // The body as saved keeps both embeds in their one form (ADR 0055).
  await page.getByLabel("Edit the bodies as HTML").check();
  const html = await english.getByLabel("Body (HTML)").inputValue();
  expect(html).toContain('<div data-product-sku="SM1002"></div>');
  expect(html).toMatch(
    /<video src="\/media\/video\/index-sled-push\.webm" poster="\/media\/[^"]+" controls preload="none"><\/video>/,
  );

  // An outside video typed as HTML is refused before it is sent, with the rule.
  await english.getByLabel("Body (HTML)").fill(`${html}<video src="https://videos.example.com/b.mp4"></video>`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notice(page)).toContainText("may embed only the store's own videos");

  // The shopper's post: the product's card (its name, price, link) and the video, not playing.
  const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  expect((await shopper.goto(`/theindex/gym-builds/${slug}`))?.status()).toBe(200);
  const video = shopper.locator(".index-post__body video");
  await expect(video).toHaveAttribute("src", "/media/video/index-sled-push.webm");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", /^\/media\//);
  expect(await video.evaluate((v) => (v as HTMLVideoElement).controls && (v as HTMLVideoElement).paused)).toBe(true);
  const card = shopper.locator('.index-post__body [data-block="ProductCard"]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("$");
  await card
    .getByRole("link", { name: /Stonemark Strongman Log 12/ })
    .first()
    .click();
  await expect(shopper.getByRole("heading", { level: 1, name: /Stonemark Strongman Log 12/ })).toBeVisible();
  await expect(shopper.locator("form.product-form[data-ready]")).toBeAttached();
  await shopper.getByRole("button", { name: "Add to cart" }).click();
  await expect(shopper.getByTestId("purchase-status")).toContainText("Added to cart:");
});

test("the owner's CSS and script run on the post under the CSP nonce; an author's change is refused", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerPage = await (await browser.newContext()).newPage();
  await signInNewStaff(ownerPage, "owner", "index-owner");
  const slug = `owner-code-${Date.now().toString(36)}`;
  const title = `Owner code ${slug.slice(-6)}`;
  const english = await newPost(ownerPage, slug, title);
  await ownerPage.getByLabel("Edit the bodies as HTML").check();
  await english.getByLabel("Body (HTML)").fill("<p>Styled by the owner.</p>");
  await ownerPage.getByLabel("Custom CSS").fill(".index-post__title { letter-spacing: 7px; }");
  await ownerPage.getByLabel(/^Custom JavaScript/).fill('document.documentElement.dataset.ownerCode = "ran";');
  await ownerPage.getByRole("button", { name: "Create draft" }).click();
  await expect(notice(ownerPage)).toContainText("Draft created.");
  await ownerPage.getByRole("button", { name: "Publish now" }).click();
  await expect(notice(ownerPage)).toContainText("Published.");
  const postUrl = ownerPage.url();

  const shopper = await (await browser.newContext()).newPage();
  const violations: string[] = [];
  shopper.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const round of ["rendered", "from the page cache"]) {
    const res = await shopper.goto(`/theindex/gym-builds/${slug}`);
    expect(res?.status(), round).toBe(200);
    await expect(shopper.locator("html")).toHaveAttribute("data-owner-code", "ran");
    await expect(shopper.getByRole("heading", { level: 1, name: title })).toHaveCSS("letter-spacing", "7px");
    const nonce = await shopper.getByTestId("index-post-script").evaluate((s) => (s as HTMLScriptElement).nonce);
    const csp = res?.headers()["content-security-policy"] ?? "";
    // Rendered: the script carries this response's nonce; cached: the policy allows it by hash.
    expect(nonce ? csp.includes(`'nonce-${nonce}'`) : /'sha256-/.test(csp), round).toBe(true);
  }
  expect(violations).toEqual([]);

  // An author may edit the words but not the code.
  const author = await (await browser.newContext()).newPage();
  await signInNewStaff(author, "author", "index-author2");
  await author.goto(postUrl);
  await author.getByLabel(/^Custom JavaScript/).fill("alert(1)");
  await author.getByRole("button", { name: "Save", exact: true }).click();
  await expect(notice(author)).toContainText("Only the owner may set customJs.");
  await shopper.reload();
  expect(await shopper.getByTestId("index-post-script").evaluate((s) => s.textContent)).toBe(
    'document.documentElement.dataset.ownerCode = "ran";',
  );
});

test("a video post shows its video with the poster, no autoplay, at 390 px", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto("/theindex/training/first-twelve-weeks-of-weightlifting");
  const video = page.locator(".index-post__hero video");
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute("src", "/media/video/index-barbell-lift.webm");
  await expect(video).toHaveAttribute("poster", /\/media\/banner\//);
  await expect(video).not.toHaveAttribute("autoplay", /.*/);
  expect(await video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
  // It plays (the file is served with byte ranges).
  await video.evaluate((v) => {
    const el = v as HTMLVideoElement;
    el.muted = true;
    return el.play();
  });
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeGreaterThan(0);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
});

test("when the rich-text editor cannot load, the body is still edited as HTML", async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(/\/assets\/RichTextEditor-[\w-]+\.js/, (route) => route.abort());
  await signInNewStaff(page, "author", "index-author3");
  const english = await newPost(page, `fallback-${Date.now().toString(36)}`, "Fallback body");
  await english.getByLabel("Body (HTML)").fill("<p>Typed into the fallback.</p>");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(notice(page)).toContainText("Draft created.");
  await expect(page.getByRole("group", { name: /^English/ }).getByLabel("Body (HTML)")).toHaveValue(
    "<p>Typed into the fallback.</p>",
  );
});

test("a broken preview link says why in the page's language, at 390 px, noindex", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const res = await page.goto("/de/theindex/preview/4018?t=1700000000.not-a-signature");
  expect(res?.status()).toBe(403);
  expect(res?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const problem = page.getByTestId("index-preview-problem");
  await expect(problem.getByRole("heading", { level: 1, name: "Dieser Vorschau-Link ist ungültig" })).toBeVisible();
  await problem.getByRole("link", { name: "Zu The Index" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/theindex$/);
});
