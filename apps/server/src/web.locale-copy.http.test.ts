import { SITES } from "@ironworks/domain";
import { describe, expect, it } from "vitest";
import { CHROME_UA, webTestStore } from "./testing/web-store.ts";

// Catalog and CMS copy in the page's language through the built storefront (issue 15 items 3–4,
// ADR 0038), and a staff edit reaching the guest page cache at once (issue 17 item 5).
const web = webTestStore("storefront copy suite");

const PRODUCT = "/halvard-competition-weightlifting-bar";

async function html(path: string): Promise<string> {
  const res = await web.store.request(path, { headers: { "user-agent": CHROME_UA } });
  const text = await res.text();
  await web.store.pageCache.settled();
  expect(res.status, path).toBe(200);
  return text;
}

describe.skipIf(!web.built)("catalog and content in the page's language", () => {
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
    const product = (await web.store.services.catalog.getProductBySku("BB1016", SITES.EUR)).productId;
    await web.store.services.catalog.updateProduct(product, {
      copy: [{ locale: "de", name: "Halvard Wettkampfstange der Extraklasse" }],
    });
    expect(await html(`/de${PRODUCT}`)).toContain("Halvard Wettkampfstange der Extraklasse");
  });
});
