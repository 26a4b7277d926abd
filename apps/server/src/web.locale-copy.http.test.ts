import { existsSync } from "node:fs";
import { join } from "node:path";
import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./testing/test-store.ts";
import { WEB_BUILD_DIR } from "./web.ts";

// Catalog and CMS copy in the page's language through the built storefront (issue 15 items 3–4,
// ADR 0038), and a staff edit reaching the guest page cache at once (issue 17 item 5).
const built = existsSync(join(WEB_BUILD_DIR, "server", "index.js"));
if (!built) console.log("storefront copy suite skipped: run `npm run build` first");

const PRODUCT = "/halvard-competition-weightlifting-bar";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let store: TestStore;
beforeAll(async () => {
  if (built) store = await createTestStore({ web: true });
}, 120_000);
afterAll(async () => {
  await store?.close();
});

async function html(path: string): Promise<string> {
  const res = await store.request(path, { headers: { "user-agent": CHROME } });
  const text = await res.text();
  await store.pageCache.settled();
  expect(res.status, path).toBe(200);
  return text;
}

describe.skipIf(!built)("catalog and content in the page's language", () => {
  it("renders a German product page with German copy and menu, and the same page in English on /de/en", async () => {
    const de = await html(`/de${PRODUCT}`);
    expect(de).toContain("eine Langhantel für Training und Wettkampf");
    expect(de).toContain("Langhanteln &amp; Hantelscheiben");
    const en = await html(`/de/en${PRODUCT}`);
    expect(en).not.toContain("eine Langhantel");
    expect(en).toContain("Weightlifting Bars &amp; Plates");
  });

  it("renders category names, CMS home content and search results in the language", async () => {
    expect(await html("/fr/weightlifting-bars-plates/barbells")).toContain("Barres olympiques");
    expect(await html("/es")).toContain("Comprar por categoría");
    const search = await html("/de/search?q=Langhantel");
    expect(search).toContain("Halvard Competition Weightlifting Bar");
  });

  it("shows a staff copy edit on the next guest request, cached page or not", async () => {
    const before = await html(`/de${PRODUCT}`);
    expect(before).not.toContain("Wettkampfstange der Extraklasse");
    const product = (await store.services.catalog.getProductBySku("BB1016", SITES.EUR)).productId;
    await store.services.catalog.updateProduct(product, {
      copy: [{ locale: "de", name: "Halvard Wettkampfstange der Extraklasse" }],
    });
    expect(await html(`/de${PRODUCT}`)).toContain("Halvard Wettkampfstange der Extraklasse");
  });
});
