import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./platform/page-cache.ts";
import { registerCustomer, testBrowser } from "./services/customer/customer.testing.ts";
import { CHROME_UA, webTestStore } from "./testing/web-store.ts";

// The guest page cache through the app (ADR 0032): the built storefront, a seeded store.
const web = webTestStore("page cache HTTP suite");

const PRODUCT = "/halvard-competition-weightlifting-bar";
const SKU = "BB1016";

/** A page as a browser gets it; the cache has stored it (if it does) by the time this resolves. */
async function page(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await web.store.request(path, { headers: { "user-agent": CHROME_UA, ...headers } });
  const body = await res.arrayBuffer();
  await web.store.pageCache.settled();
  return new Response(body, res);
}

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

describe.skipIf(!web.built)("guest page cache over HTTP", () => {
  it("serves a guest's second request from the cache, with its own policy and no earlier nonce", async () => {
    web.store.services.changes.publish("catalog"); // a clean start whatever ran before
    const first = await page(PRODUCT);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    const nonce = nonceOf(first.headers.get("content-security-policy"));
    expect(nonce).toBeTruthy();
    expect(firstHtml).toContain(`nonce="${nonce}"`);

    const second = await page(PRODUCT);
    const html = await second.text();
    expect(second.headers.get("x-cache")).toBe("hit");
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain(nonce);
    expect(html).not.toContain(nonce);
    expect(html).not.toMatch(/\snonce="/);
    // Every inline script of the cached page is allowed by hash; the payment origins stay allowed.
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const h of hashes) expect(scriptSrc).toContain(h);
    expect(csp).toBe(first.headers.get("content-security-policy")?.replace(`'nonce-${nonce}'`, hashes.join(" ")));
    // The same page, apart from the nonce attributes.
    expect(html).toBe(firstHtml.split(` nonce="${nonce}"`).join(""));
  });

  it("a stock change shows on the next request (the change bus empties the cache)", async () => {
    await page(PRODUCT);
    expect((await page(PRODUCT)).headers.get("x-cache")).toBe("hit");
    const before = await web.store.services.stock.restockSku(SKU, 0);
    try {
      const after = await page(PRODUCT);
      expect(after.headers.get("x-cache")).toBe("miss");
      expect(await after.text()).toMatch(/OutOfStock|out of stock/i);
    } finally {
      await web.store.services.stock.restockSku(SKU, before.previousQoh);
    }
    const restocked = await page(PRODUCT);
    expect(restocked.headers.get("x-cache")).toBe("miss");
    expect(await restocked.text()).not.toMatch(/OutOfStock/);
  });

  it("a leaderboard or flags message keeps the shop's pages; a price change drops them (issue #18 item 3)", async () => {
    await page(PRODUCT);
    expect((await page(PRODUCT)).headers.get("x-cache")).toBe("hit");
    web.store.services.changes.publish("events");
    web.store.services.changes.publish("flags");
    expect((await page(PRODUCT)).headers.get("x-cache")).toBe("hit");
    web.store.services.changes.publish("price");
    expect((await page(PRODUCT)).headers.get("x-cache")).toBe("miss");
  });

  it("a signed-in request neither gets a guest's cached page nor fills the guest's", async () => {
    web.store.services.changes.publish("catalog");
    await page(PRODUCT);
    expect((await page(PRODUCT)).headers.get("x-cache")).toBe("hit");
    const browser = testBrowser(web.store);
    await registerCustomer(web.store, browser, { firstname: "Cachetest" });
    const signedIn = await browser.request(PRODUCT, { headers: { "user-agent": CHROME_UA } });
    expect(signedIn.status).toBe(200);
    // The sessions' shared page (ADR 0061), not the guest's: the account menu, no name in it.
    expect(signedIn.headers.get("x-cache")).toBe("miss");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const html = await signedIn.text();
    expect(html).toContain("account-menu__panel");
    expect(html).not.toContain("Cachetest");

    web.store.services.changes.publish("catalog");
    await (await browser.request(PRODUCT, { headers: { "user-agent": CHROME_UA } })).text();
    await web.store.pageCache.settled();
    const guest = await page(PRODUCT);
    expect(guest.headers.get("x-cache")).toBe("miss"); // the signed-in render was not stored as the guest's
    const guestHtml = await guest.text();
    expect(guestHtml).not.toContain("Cachetest");
    expect(guestHtml).not.toContain("account-menu__panel");
  });

  it("the consent, high-contrast and region cookies each get their own page", async () => {
    await page(PRODUCT);
    const plain = await (await page(PRODUCT)).text();
    const hc = await page(PRODUCT, { cookie: "hc=1" });
    expect(hc.headers.get("x-cache")).toBe("miss");
    const hcHtml = await hc.text();
    expect(hcHtml).not.toBe(plain);
    expect(hcHtml).toContain("High contrast is on.");
    expect((await page(PRODUCT, { cookie: "hc=1" })).headers.get("x-cache")).toBe("hit");

    const region = await page(PRODUCT, { cookie: "preferred_country=US" });
    expect(region.headers.get("x-cache")).toBe("miss");
    expect(await region.text()).not.toBe(plain); // the region data of the page (no check for a US visitor on /)

    const consent = await page(PRODUCT, { "sec-gpc": "1" });
    expect(consent.headers.get("x-cache")).toBe("miss");
  });

  it("a bot gets the whole document, never a browser's streamed page; an unknown cookie is not cached", async () => {
    await page(PRODUCT);
    const bot = await page(PRODUCT, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(bot.headers.get("x-cache")).toBe("miss");
    const unknown = await page(PRODUCT, { cookie: "tracking_thing=1" });
    expect(unknown.headers.get("x-cache")).toBe("bypass");
    expect((await page(PRODUCT, { cookie: "tracking_thing=1" })).headers.get("x-cache")).toBe("bypass");
  });

  it("never keeps a page its route marks private: sign-in and a password reset link's form", async () => {
    for (const path of ["/login", "/account/reset-password/not-a-real-token"]) {
      const first = await page(path);
      expect(first.headers.get("cache-control")).toBe("private, no-store");
      expect(first.headers.get("x-cache")).toBe("miss");
      expect((await page(path)).headers.get("x-cache")).toBe("miss");
    }
  });
});
