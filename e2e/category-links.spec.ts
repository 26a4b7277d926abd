import { expect, test } from "@playwright/test";
import { signInNewStaff } from "./lib/admin.ts";
import { gotoHydrated } from "./shell-support.ts";

/**
 * Issue #17: storefront links are built from the page language's URL key. A merchandiser gives Socks a
 * German key (a new one each run: the last run's redirects to it); a guest on /de finds the German
 * path in the Shop menu, and following it opens the category at that path — no redirect on the way.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test("on /de the menu links a category by its German URL key and the link opens without a redirect", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInNewStaff(page, "merchandiser", "merch-links");
  const list = await page.request.get("/svc_staff/categories");
  expect(list.status()).toBe(200);
  const { categories } = (await list.json()) as { categories: { id: number; urlPath: string }[] };
  const socks = categories.find((c) => c.urlPath === "shoes/socks");
  if (!socks) throw new Error("no shoes/socks category");
  const read = (await (await page.request.get(`/svc_staff/categories/${socks.id}`)).json()) as {
    version: number;
    copy: Record<string, Record<string, string>>;
  };
  const key = `socken-${Date.now().toString(36)}`;
  const saved = await page.request.put(`/svc_staff/categories/${socks.id}`, {
    headers: { origin: baseURL ?? "" },
    data: { version: read.version, copy: { de: { ...read.copy.de, urlKey: key } } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const german = `/de/shoes/${key}`;

  // A guest (no staff cookie) on the German store.
  const guest = await browser.newContext({ baseURL });
  await guest.addCookies([{ name: "iw_consent", value: "v1.p0m0f0", url: baseURL ?? "" }]);
  const shopper = await guest.newPage();
  await gotoHydrated(shopper, "/de/");
  await shopper.getByRole("button", { name: "Shop", exact: true }).click();
  const link = shopper.locator(".mega-menu").getByRole("link", { name: "Socken", exact: true });
  await expect(link).toHaveAttribute("href", german);

  // The document at that path is the category itself (200, not a 301 to somewhere else)…
  const direct = await shopper.request.get(german, { maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  // …and following the link lands there, in German.
  await link.click();
  await expect(shopper).toHaveURL(new RegExp(`${german}$`));
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Socken");
  await guest.close();
});
