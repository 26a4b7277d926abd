import { readFile, writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { CATALOG_API, listProducts } from "./catalog-support.ts";
import { signInNewStaff } from "./lib/admin.ts";

/**
 * Issue #17: CSV export and import in the console. A merchandiser (created as an operator does)
 * downloads the export, changes one product's German name and a price, checks the file (dry run:
 * the change with before and after, nothing applied), applies it, and the storefront's catalog shows
 * both. A file with a bad amount gets the problem by line, field and reason and cannot be applied.
 * Driven by keyboard where a keyboard can (the file picker is the browser's own dialog).
 */

test.use({ viewport: { width: 1366, height: 900 } });

test("merchandiser exports, edits, dry-runs and imports a CSV; the storefront shows the edit", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInNewStaff(page, "merchandiser", "csv");

  await page.getByRole("link", { name: "CSV import/export" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Products: CSV import and export" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download every product as CSV" }).click(),
  ]);
  const rows = parse(await readFile((await download.path()) as string, "utf8"), { bom: true }) as string[][];
  const header = rows[0] as string[];
  const col = (name: string) => header.indexOf(name);
  const listed = new Set((await listProducts(page.request)).filter((p) => p.type === "simple").map((p) => p.sku));
  const row = rows.find(
    (r, i) => i > 0 && listed.has(r[col("sku")] as string) && r[col("price_EUR")] !== "",
  ) as string[];
  const sku = row[col("sku")] as string;
  const germanName = `CSV Hantel ${Date.now()}`;
  row[col("name_de")] = germanName;
  row[col("price_EUR")] = "321.09";
  const good = testInfo.outputPath("good.csv");
  await writeFile(good, stringify([header, row]));

  // Dry run: the change listed, nothing applied yet.
  await page.getByLabel(/CSV file/).setInputFiles(good);
  await page.getByRole("button", { name: "Check the file (dry run)" }).focus();
  await page.keyboard.press("Enter");
  const ready = page.getByRole("heading", { name: "Dry run: ready to apply" });
  await expect(ready).toBeFocused();
  const changes = page.getByRole("table", { name: /Changes/ });
  await expect(changes.getByRole("row", { name: /name_de/ })).toContainText(germanName);
  await expect(changes.getByRole("row", { name: /price_EUR/ })).toContainText("32109");

  // Apply: every change or none; the storefront's German catalog shows the name and the price.
  await page.getByRole("button", { name: /Apply 1 change/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main").getByRole("status").filter({ hasText: "Imported" })).toContainText(
    "Imported: 1 product(s) changed",
  );
  const id = (await listProducts(page.request)).find((p) => p.sku === sku)?.productId;
  const german = await (await page.request.get(`${CATALOG_API}/product/${id}?locale=de`)).json();
  expect(german.name).toBe(germanName);
  const exported = await page.request.get("/svc_staff/catalog/export");
  const again = (parse(await exported.text(), { bom: true }) as string[][]).find((r) => r[0] === sku) as string[];
  expect([again[col("name_de")], again[col("price_EUR")]]).toEqual([germanName, "321.09"]);

  // A bad amount: the problem by line, field and reason; the apply button stays disabled.
  row[col("price_EUR")] = "12,50";
  const bad = testInfo.outputPath("bad.csv");
  await writeFile(bad, stringify([header, row]));
  await page.getByLabel(/CSV file/).setInputFiles(bad);
  await page.getByRole("button", { name: "Check the file (dry run)" }).click();
  await expect(page.getByRole("heading", { name: "Dry run: problems found" })).toBeFocused();
  const problem = page.getByRole("table", { name: /Problems/ }).getByRole("row", { name: /price_EUR/ });
  await expect(problem).toContainText("2");
  await expect(problem).toContainText("not an amount");
  await expect(page.getByRole("button", { name: /Apply/ })).toBeDisabled();
});
