import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "./services/customer/customer.schema.ts";
import { registerCustomer, type TestBrowser, testBrowser } from "./services/customer/customer.testing.ts";
import { plentiful } from "./services/lists/lists.testing.ts";
import { seedData } from "./testing/seed-data.ts";
import { CHROME_UA, webTestStore } from "./testing/web-store.ts";

// The page shared by sessions (ADR 0061): a signed-in page is the same bytes for every session of
// the same group, segments, staff-ness and ship-to country, its name, e-mail and cart count neutral;
// each browser gets its own from GET /svc_session/session/header.
const web = webTestStore("shared page HTTP suite");

const PRODUCT = "/halvard-competition-weightlifting-bar";

interface Shown {
  status: number;
  xCache: string | null;
  cacheControl: string | null;
  html: string;
}

async function page(browser: TestBrowser, path = PRODUCT, headers: Record<string, string> = {}): Promise<Shown> {
  const res = await browser.request(path, { headers: { "user-agent": CHROME_UA, ...headers } });
  const shown = {
    status: res.status,
    xCache: res.headers.get("x-cache"),
    cacheControl: res.headers.get("cache-control"),
    html: await res.text(),
  };
  await web.store.pageCache.settled();
  return shown;
}

/** What the browser fills the shared page's header with. */
async function island(browser: TestBrowser, site = "USA") {
  const res = await browser.request(`/svc_session/session/header?site=${site}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as {
    customer: { firstname: string; email: string; groupId: number } | null;
    cartQty: number;
  };
}

async function customer(firstname: string, groupId = 1) {
  const browser = testBrowser(web.store);
  const registered = await registerCustomer(web.store, browser, { firstname, lastname: `${firstname}son` });
  if (groupId !== 1) {
    await web.store.database.db.update(customers).set({ groupId }).where(eq(customers.email, registered.email));
    web.store.services.session.forget(browser.cookie as string);
  }
  return { browser, email: registered.email };
}

async function addToCart(browser: TestBrowser, qty: number) {
  const res = await browser.request("/svc_list/lists", {
    method: "POST",
    body: { type: "cart", items: [{ productId: plentiful(0).id, qty }] },
  });
  expect(res.status).toBe(201);
}

const emptyBadge = (html: string) => /cart-link__count" aria-hidden="true"><\/span>/.test(html);

describe.skipIf(!web.built)("the page shared by sessions", () => {
  it("two customers get the same bytes, neither's name, e-mail or cart, and each their own island", async () => {
    const ann = await customer("Annshared");
    const bob = await customer("Bobshared");
    await addToCart(ann.browser, 4);
    web.store.services.changes.publish("catalog");

    const annPage = await page(ann.browser);
    const bobPage = await page(bob.browser);
    expect(annPage.status).toBe(200);
    expect(annPage.xCache).toBe("miss");
    expect(bobPage.xCache).toBe("hit");
    // The same bytes (the miss carries its own nonce; the stored page none).
    expect(bobPage.html).toBe(annPage.html.replace(/ nonce="[^"]*"/g, ""));
    for (const shown of [annPage, bobPage]) {
      expect(shown.cacheControl).toBe("private, no-store");
      expect(shown.html).not.toMatch(/Annshared|Bobshared/);
      expect(shown.html).not.toContain(ann.email);
      expect(shown.html).not.toContain(bob.email);
      expect(shown.html).toContain("account-menu__panel"); // a customer's menu, labelled neutrally
      expect(emptyBadge(shown.html)).toBe(true);
    }
    // Back to back again, in the other order: still shared.
    expect((await page(bob.browser)).xCache).toBe("hit");
    expect((await page(ann.browser)).xCache).toBe("hit");

    const annIsland = await island(ann.browser);
    const bobIsland = await island(bob.browser);
    expect(annIsland).toEqual({
      customer: { firstname: "Annshared", lastname: "Annsharedson", email: ann.email, groupId: 1 },
      cartQty: 4,
    });
    expect(bobIsland).toEqual({
      customer: { firstname: "Bobshared", lastname: "Bobsharedson", email: bob.email, groupId: 1 },
      cartQty: 0,
    });

    // A guest never gets the sessions' page, nor a guest session the customers'.
    const guest = await page(testBrowser(web.store));
    expect(guest.html).not.toContain("account-menu__panel");
    expect(guest.html).not.toMatch(/Annshared|Bobshared/);
    const cartOnly = testBrowser(web.store);
    await addToCart(cartOnly, 2);
    const cartOnlyPage = await page(cartOnly);
    expect(cartOnlyPage.xCache).toBe("miss");
    expect(cartOnlyPage.html).not.toContain("account-menu__panel");
    expect(await island(cartOnly)).toEqual({ customer: null, cartQty: 2 });
  });

  it("a customer group with its own prices gets its own page; others never see those prices", async () => {
    const grouped = seedData().products.find(
      (p) =>
        p.type === "simple" && p.sites === null && p.visibility === 4 && p.groupPrices.some((g) => g.groupId === 2),
    );
    if (!grouped) throw new Error("no group-priced product in the seed");
    const path = `/${grouped.urlKey}`;
    const plain = await customer("Plaingroup");
    const wholesale = await customer("Wholesale", 2);
    const wholesale2 = await customer("Wholesaletwo", 2);
    web.store.services.changes.publish("catalog");

    const plainPage = await page(plain.browser, path);
    const groupPage = await page(wholesale.browser, path);
    const groupPage2 = await page(wholesale2.browser, path);
    expect(plainPage.status).toBe(200);
    expect(plainPage.xCache).toBe("miss");
    expect(groupPage.xCache).toBe("miss"); // not the plain customers' page
    expect(groupPage2.xCache).toBe("hit"); // the group's own, shared within the group
    // The group's prices travel in the page data (`customerPricing.groupPrices`), only on the group's page.
    expect(groupPage.html).toContain("groupPrices");
    expect(plainPage.html).not.toContain("groupPrices");
    for (const shown of [plainPage, groupPage, groupPage2]) expect(shown.html).not.toMatch(/Plaingroup|Wholesale/);
    expect((await island(wholesale.browser)).customer?.groupId).toBe(2);
  });

  it("pages that are a session's own are never shared", async () => {
    const eve = await customer("Eveown");
    const account = await page(eve.browser, "/account");
    expect(account.xCache).toBe("bypass");
    expect(account.html).toContain("Eveown");
    // Client navigations' data is the session's own.
    const data = await eve.browser.request(`${PRODUCT}.data`, { headers: { "user-agent": CHROME_UA } });
    expect(data.headers.get("x-cache")).toBe("bypass");
    expect(await data.text()).toContain("Eveown");
    // The native app's context and a cookie the key does not know bypass, as for guests.
    expect((await page(eve.browser, `${PRODUCT}?isMobileApp=true`)).xCache).toBe("bypass");
    const cookie = `iw_sid=${eve.browser.cookie}; tracking_thing=1`;
    const res = await web.store.request(PRODUCT, { headers: { "user-agent": CHROME_UA, cookie } });
    expect(res.headers.get("x-cache")).toBe("bypass");
    expect(await res.text()).toContain("Eveown");
  });

  it("the island answers a visitor without a session, and refuses an unknown site", async () => {
    expect(await island(testBrowser(web.store))).toEqual({ customer: null, cartQty: 0 });
    const bad = await testBrowser(web.store).request("/svc_session/session/header?site=XYZ");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("validation_error");
  });

  it("after sign-out the old token gets no customer; sign-in shows the new one", async () => {
    const fay = await customer("Fayout");
    const oldToken = fay.browser.cookie;
    await page(fay.browser);
    const out = await fay.browser.request("/svc_session/session/logout", { method: "POST" });
    expect(out.status).toBeLessThan(300);
    const after = await page(fay.browser);
    expect(after.html).not.toContain("Fayout");
    expect(after.html).not.toContain("account-menu__panel");
    const replay = testBrowser(web.store);
    replay.cookie = oldToken;
    expect((await page(replay)).html).not.toContain("account-menu__panel");
    expect((await island(replay)).customer).toBeNull();
  });
});
