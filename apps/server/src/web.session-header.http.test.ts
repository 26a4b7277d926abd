import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ohioAddress, registerCustomer, type TestBrowser, testBrowser } from "./services/customer/customer.testing.ts";
import { listOwner } from "./services/lists/index.ts";
import { plentiful, usa } from "./services/lists/lists.testing.ts";
import { createTestStore, type TestStore } from "./testing/test-store.ts";
import { WEB_BUILD_DIR } from "./web.ts";

// A signed-in page's header (ADR 0032, "Signed-in pages"): session, cart count and ship-to country
// in one read, briefly reused per session and forgotten when that session writes.
const built = existsSync(join(WEB_BUILD_DIR, "server", "index.js"));
if (!built) console.log("session header HTTP suite skipped: run `npm run build` first");

const PRODUCT = "/halvard-competition-weightlifting-bar";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

const statements: string[] = [];
let store: TestStore;
beforeAll(async () => {
  if (built) store = await createTestStore({ web: true, onQuery: (sql) => statements.push(sql) });
}, 120_000);
afterAll(async () => {
  await store?.close();
});

async function page(browser: TestBrowser, path = PRODUCT): Promise<string> {
  const res = await browser.request(path, { headers: { "user-agent": CHROME } });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * The header's name and cart count as the browser shows them: a signed-in page is shared by sessions
 * (ADR 0061) and the browser fills them in from the session's header read (the same one).
 */
async function header(browser: TestBrowser): Promise<{ name: string | null; cartQty: number }> {
  const res = await browser.request("/svc_session/session/header?site=USA");
  expect(res.status).toBe(200);
  const body = (await res.json()) as { customer: { firstname: string } | null; cartQty: number };
  return { name: body.customer?.firstname ?? null, cartQty: body.cartQty };
}
const cartCount = async (browser: TestBrowser) => (await header(browser)).cartQty;

/** Starts a cart with a line (a new cart replaces the active one) and answers its id. */
async function addToCart(browser: TestBrowser, qty: number): Promise<string> {
  const res = await browser.request("/svc_list/lists", {
    method: "POST",
    body: { type: "cart", items: [{ productId: plentiful(0).id, qty }] },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

async function customer(firstname: string): Promise<TestBrowser> {
  const browser = testBrowser(store);
  await registerCustomer(store, browser, { firstname });
  return browser;
}

describe.skipIf(!built)("a signed-in page's header", () => {
  it("reads the same as the session, cart count and ship-to reads it replaces", async () => {
    const browser = await customer("Samereads");
    await addToCart(browser, 2);
    const saved = await browser.request("/svc_customer/customer/address", {
      method: "POST",
      body: ohioAddress(),
    });
    expect(saved.status).toBe(201);
    const token = browser.cookie as string;
    const session = await store.services.session.resolve(token);
    const header = await store.services.session.header(token, "USA");
    expect(header).toEqual({
      session,
      cartQty: await store.services.lists.cartQty(listOwner(session), usa),
      shipToCountry: await store.services.addresses.findShipToCountry(session?.customerId as number),
    });
    expect(header?.cartQty).toBe(2);

    // A guest's cart, counted by its session.
    const guest = testBrowser(store);
    await addToCart(guest, 3);
    const guestSession = await store.services.session.resolve(guest.cookie as string);
    expect(await store.services.session.header(guest.cookie as string, "USA")).toEqual({
      session: guestSession,
      cartQty: 3,
      shipToCountry: null,
    });
    expect(await store.services.lists.cartQty(listOwner(guestSession), usa)).toBe(3);
    expect(await store.services.session.header("no-such-token", "USA")).toBeNull();
  });

  it("a signed-in product page reads its session, cart and ship-to country in one statement", async () => {
    const browser = await customer("Onestatement");
    await addToCart(browser, 1);
    statements.length = 0;
    const html = await page(browser);
    const sessionReads = statements.filter((s) => /from "sessions"/i.test(s));
    const selects = statements.filter((s) => /^\s*select/i.test(s));
    const headerReads = statements.filter((s) => /"list_items"|"address_books"/.test(s));
    statements.length = 0;
    await page(browser);
    const warm = statements.filter((s) => /^\s*select/i.test(s)).length;
    console.log(`signed-in product page: ${selects.length} SELECTs cold, ${warm} right after (warm)`);
    if (process.env.SHOW_PAGE_SQL) console.log(selects.join("\n"));
    expect(html).toContain("account-menu__panel");
    expect(await header(browser)).toEqual({ name: "Onestatement", cartQty: 1 });
    expect(sessionReads).toHaveLength(1);
    expect(headerReads).toHaveLength(1);
    expect(headerReads[0]).toBe(sessionReads[0]);
  });

  it("shows the new count on the next page after an add to cart", async () => {
    const browser = await customer("Freshcount");
    const cart = await addToCart(browser, 1);
    await page(browser);
    expect(await cartCount(browser)).toBe(1);
    expect(await cartCount(browser)).toBe(1);
    const added = await browser.request(`/svc_list/lists/${cart}/items`, {
      method: "POST",
      body: { items: [{ productId: plentiful(1).id, qty: 2 }] },
    });
    expect(added.status).toBe(200);
    expect(await cartCount(browser)).toBe(3);
    const removed = await browser.request(`/svc_list/lists/${cart}/items`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await cartCount(browser)).toBe(0);
  });

  it("after sign-out neither the browser nor its old token shows the customer", async () => {
    const browser = await customer("Signsout");
    const oldToken = browser.cookie;
    await page(browser);
    expect((await header(browser)).name).toBe("Signsout");
    const out = await browser.request("/svc_session/session/logout", { method: "POST" });
    expect(out.status).toBeLessThan(300);
    expect(await page(browser)).not.toContain("Signsout");
    expect((await header(browser)).name).toBeNull();
    const replay = testBrowser(store);
    replay.cookie = oldToken;
    expect(await page(replay)).not.toContain("Signsout");
    expect((await header(replay)).name).toBeNull();
  });

  it("never shows another session's name or count", async () => {
    const ann = await customer("Annheader");
    const bob = await customer("Bobheader");
    await addToCart(ann, 4);
    const annPage = await page(ann);
    const bobPage = await page(bob);
    expect(annPage).not.toMatch(/Annheader|Bobheader/);
    expect(bobPage).not.toMatch(/Annheader|Bobheader/);
    expect(await header(ann)).toEqual({ name: "Annheader", cartQty: 4 });
    expect(await header(bob)).toEqual({ name: "Bobheader", cartQty: 0 });
    const guestPage = await page(testBrowser(store));
    expect(guestPage).not.toMatch(/Annheader|Bobheader/);
  });
});
