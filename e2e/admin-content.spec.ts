import { expect, test } from "@playwright/test";
import { listProducts } from "./catalog-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17 item 4 in a browser: a merchandiser gives a category a German URL key and renames it —
 * the old German URL answers 301 to the new one; then edits a CMS page's block in French, watches
 * the live preview (the storefront's own components in a frame) follow the typing, publishes, and
 * /fr shows the new words to a guest.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test("a merchandiser renames a German category URL (old URL redirects) and publishes a French CMS block seen on /fr", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewStaff(page, "merchandiser", "merch-content");

  // The category tree, then Barbells' editor in German.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Categories", exact: true })
    .click();
  const tree = page.getByRole("navigation", { name: "Category tree" });
  await expect(tree).toBeVisible();
  await tree
    .getByRole("listitem")
    .filter({ has: page.getByText("/weightlifting-bars-plates/barbells", { exact: true }) })
    .last() // the innermost item: its parents' items hold it too
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("/weightlifting-bars-plates/barbells");
  await page.getByLabel("Language").selectOption("de");
  const save = async (key: string) => {
    await page.getByLabel("URL key (de)").fill(key);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.locator("#main").getByRole("status")).toContainText("Saved.");
    await expect(page.getByText(`/weightlifting-bars-plates/${key}`)).toBeVisible();
  };
  await save("langhanteln");
  await save("hantelstangen");

  const guest = page.context().request;
  const old = await guest.get("/de/weightlifting-bars-plates/langhanteln", {
    maxRedirects: 0,
    headers: { cookie: "" },
  });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(/\/de\/weightlifting-bars-plates\/hantelstangen$/);
  await page.goto("/de/weightlifting-bars-plates/langhanteln");
  await expect(page).toHaveURL(/\/de\/weightlifting-bars-plates\/hantelstangen$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The about-us page /fr shows (the EUR store's own, else the shared one), in French.
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Content", exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Pages" })).toBeVisible();
  const pages = (await (await page.request.get("/svc_staff/cms/pages")).json()) as {
    pages: { id: number; identifier: string; site: string; url: string }[];
  };
  const about =
    pages.pages.find((p) => p.identifier === "about-us" && p.site === "EUR") ??
    pages.pages.find((p) => p.identifier === "about-us" && p.site === "*");
  expect(about).toBeDefined();
  await page.goto(`/admin/content/pages/${about?.id}?locale=fr`);
  await expect(page.getByLabel("Language")).toHaveValue("fr");

  const sentence = `Nos barres sont testées à l'atelier ${Date.now().toString(36)}.`;
  const text = page.getByLabel("Block 1 › RichText · html");
  await text.fill(`<p>${sentence}</p>`);
  // The preview renders the draft with the storefront's components before anything is saved.
  const preview = page.frameLocator('iframe[title="Storefront preview of the draft"]');
  await expect(preview.locator(".content-page--cms")).toContainText(sentence);
  const before = await (await guest.get(`/fr${about?.url}`, { headers: { cookie: "" } })).text();
  expect(before).not.toContain(sentence);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("Published.");
  await expect
    .poll(
      async () => (await (await guest.get(`/fr${about?.url}`, { headers: { cookie: "" } })).text()).includes(sentence),
      {
        intervals: [0, 100, 250, 500],
        timeout: 15_000,
      },
    )
    .toBe(true);

  // The preview route itself: never indexed, never kept by a cache.
  const frame = await guest.get("/fr/preview/cms", { headers: { cookie: "" } });
  expect(frame.headers()["cache-control"]).toMatch(/no-store/);
  expect(frame.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(await frame.text()).toMatch(/<meta name="robots" content="noindex/);
});

test("a merchandiser adds, refuses a loop for, edits and deletes a redirect; the missing translations screen links to an editor", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInNewStaff(page, "merchandiser", "merch-redirects");

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Redirects", exact: true })
    .click();
  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add" }) });
  const status = page.locator("#main").getByRole("status");
  const from = `/e2e-sale-${Date.now().toString(36)}`;
  await add.getByLabel("From", { exact: true }).fill(from);
  await add.getByLabel("To", { exact: true }).fill(from);
  await add.getByRole("button", { name: "Add" }).click();
  await expect(status).toContainText("to: is the same path as from");

  await add.getByLabel("To", { exact: true }).fill("/deals");
  await add.getByRole("combobox").selectOption("302");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(status).toContainText(`Added: ${from} → /deals (302)`);
  const guest = page.context().request;
  const answer = async () => {
    const res = await guest.get(from, { maxRedirects: 0, headers: { cookie: "" } });
    return `${res.status()} ${res.headers().location ?? ""}`;
  };
  expect(await answer()).toMatch(/^302 .*\/deals$/);

  await page.getByRole("button", { name: `Edit ${from}` }).click();
  const edit = page.getByRole("region", { name: `Change the redirect from ${from}` });
  await edit.getByRole("combobox").selectOption("301");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(status).toContainText(`Saved: ${from} → /deals (301)`);
  expect(await answer()).toMatch(/^301 .*\/deals$/);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: `Delete ${from}` }).click();
  await expect(status).toContainText(`Deleted the redirect from ${from}`);
  expect(await answer()).toMatch(/^404/);

  // The seed words every product in every language, so the merchandiser first empties one product's
  // Spanish description: from then on Spanish shoppers read its English one, and the screen lists it.
  // A seeded product (journeys that create products give them E2E-/NEW- SKUs and no Spanish copy).
  const product = (await listProducts(page.request))
    .filter((p) => p.type === "simple" && !/^(E2E|NEW)-/i.test(p.sku))
    .at(-3);
  expect(product).toBeDefined();
  const productId = (product as NonNullable<typeof product>).productId;
  await page.goto(`/admin/products/${productId}`);
  await page.getByLabel("Copy language").selectOption("es");
  const spanish = page.getByRole("textbox", { name: "Description (es)", exact: true });
  // The seed has one; a retry on the same server finds it already emptied by the first try.
  await expect(spanish).toBeVisible();
  if ((await spanish.inputValue()) !== "") {
    await spanish.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(status).toContainText("Saved.");
  }

  // Missing translations: counts per language, then Spanish products, each linking to its editor.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Missing translations" })
    .click();
  const counts = page.getByRole("table", { name: /Fields without a wording/ });
  for (const language of ["de", "fr", "es", "nl"])
    await expect(counts.getByRole("link", { name: `(${language})` })).toBeVisible();
  await page.getByLabel("Language").selectOption("es");
  await page.getByLabel("Kind").selectOption("product");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/language=es/);
  const items = page.getByRole("table", { name: "What is missing in Spanish" });
  const emptied = items.locator(`a[href="/admin/products/${productId}?locale=es"]`);
  await expect(emptied).toBeVisible();
  await emptied.click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${productId}\\?locale=es`));
});
