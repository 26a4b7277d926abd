import type { List, PublicList } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../platform/session.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { listOwner } from "./index.ts";
import { guestOwner, plentiful, shopper, translatedPlentiful, usa } from "./lists.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const browser = () => shopper(() => store);
const activeTypes = async (b: ReturnType<typeof browser>) =>
  (await b.ok<{ lists: List[] }>("GET", "/lists?active=true")).lists.map((l) => l.type).sort();

/** What navigator.sendBeacon sends: a same-origin POST with Origin, a text/plain body, the cookie. */
function beacon(token: string | null, origin = "http://localhost", path = "/svc_list/lists/buy-now/close") {
  return store.request(path, {
    method: "POST",
    headers: {
      origin,
      "content-type": "text/plain;charset=UTF-8",
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    },
    body: "",
  });
}

describe("POST /svc_list/lists/buy-now/close (checkout's unload beacon, our extension)", () => {
  it("closes the session's active buy-now list and nothing else", async () => {
    const b = browser();
    await b.createList("cart", { items: [{ productId: plentiful(1).id, qty: 1 }] });
    await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    expect(await activeTypes(b)).toEqual(["buyNow", "quote"]);
    const res = await beacon(b.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ closed: true });
    expect(await activeTypes(b)).toEqual(["quote"]);
    // Once more: nothing left to close.
    expect(await (await beacon(b.token)).json()).toEqual({ closed: false });
  });

  it("answers a visitor without a session {closed:false} and starts no session", async () => {
    const res = await beacon(null);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ closed: false });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("closes only the caller's own list", async () => {
    const mine = browser();
    await mine.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    const other = browser();
    await other.createList("cart");
    expect(await (await beacon(other.token)).json()).toEqual({ closed: false });
    expect(await activeTypes(mine)).toEqual(["buyNow"]);
  });

  it("works under /site/{code} for that site's list only", async () => {
    const b = browser();
    await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    expect(await (await beacon(b.token, "http://localhost", "/svc_list/site/EUR/lists/buy-now/close")).json()).toEqual({
      closed: false,
    });
    expect(await activeTypes(b)).toEqual(["buyNow"]);
  });

  it("is refused from a foreign origin (CSRF)", async () => {
    const b = browser();
    await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    const res = await beacon(b.token, "https://evil.example");
    expect(res.status).toBe(403);
    expect(await activeTypes(b)).toEqual(["buyNow"]);
  });

  it("a checkout reload re-opens the list the beacon just closed, unless another buy-now is active", async () => {
    const b = browser();
    const first = await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 2 }] });
    const owner = listOwner(await store.services.session.resolve(b.token as string));
    const page = await store.services.lists.claimBuyNow(owner, usa);
    expect(page).toMatch(/^[\w-]{16}$/);
    expect(await (await beacon(b.token, undefined, `/svc_list/lists/buy-now/close?page=${page}`)).json()).toEqual({
      closed: true,
    });
    const again = await store.services.lists.claimBuyNow(owner, usa);
    expect(again).not.toBe(page);
    const reopened = await store.services.lists.findActiveList(owner, usa, "buyNow");
    expect(reopened).toMatchObject({ _id: first._id, items: [{ qty: 2 }] });
    expect(reopened?.metadata.closedAt).toBeUndefined();
    // A list closed by leaving checkout in the page (DELETE) is not the beacon's: it stays closed.
    await b.ok("DELETE", `/lists/${first._id}`);
    expect(await store.services.lists.claimBuyNow(owner, usa)).toBeNull();
    // Closed by the beacon, but a newer buy-now is active: that one is claimed.
    await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    await beacon(b.token);
    const third = await b.createList("buyNow", { items: [{ productId: plentiful(1).id, qty: 1 }] });
    expect(await store.services.lists.claimBuyNow(owner, usa)).not.toBeNull();
    expect((await store.services.lists.findActiveList(owner, usa, "buyNow"))?._id).toBe(third._id);
  });

  it("ignores a late beacon of a checkout page a reload has replaced", async () => {
    const b = browser();
    await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    const owner = listOwner(await store.services.session.resolve(b.token as string));
    const old = await store.services.lists.claimBuyNow(owner, usa);
    // The reload's request got there before the old page's beacon.
    await store.services.lists.claimBuyNow(owner, usa);
    const late = await beacon(b.token, undefined, `/svc_list/lists/buy-now/close?page=${old}`);
    expect(await late.json()).toEqual({ closed: false });
    expect(await activeTypes(b)).toEqual(["buyNow"]);
  });
});

describe("registry links are checked against the registry's items", () => {
  async function registryWithItem() {
    const couple = browser();
    await couple.signIn();
    const registry = await couple.createList("registry", {
      metadata: { name: "Link Check Registry" },
      items: [{ productId: plentiful().id, qty: 3 }],
    });
    const urlKey = registry.urlKey as string;
    const view = await browser().ok<PublicList>("GET", `/public/${urlKey}`);
    return { urlKey, itemKey: view.items[0]?.itemKey as string };
  }

  it("refuses an item key that is not the registry's, on create, add, the cart and update", async () => {
    const { urlKey, itemKey } = await registryWithItem();
    const other = await registryWithItem();
    const g = browser();
    const bad = { productId: plentiful().id, qty: 1, metadata: { registryItemKey: other.itemKey } };
    const err = await g.fails("POST", "/lists", 400, "validation_error", {
      type: "registryPurchase",
      metadata: { registryUrlKey: urlKey },
      items: [bad],
    });
    expect(err.details?.fields?.[0]).toEqual({
      field: "items.0.metadata.registryItemKey",
      message: "is not an item of this registry",
    });
    const purchase = await g.createList("registryPurchase", { metadata: { registryUrlKey: urlKey } });
    await g.fails("POST", `/lists/${purchase._id}/items`, 400, "validation_error", { items: [bad] });
    await g.fails("POST", `/lists/${purchase._id}/items`, 400, "validation_error", {
      items: [{ productId: plentiful().id, qty: 1 }],
    });
    await g.fails("POST", `/lists/${purchase._id}/items`, 400, "validation_error", {
      items: [{ ...bad, metadata: { registryItemKey: itemKey, registryUrlKey: other.urlKey } }],
    });
    const cart = await g.createList("cart");
    await g.fails("POST", `/lists/${cart._id}/items`, 400, "validation_error", {
      items: [{ ...bad, metadata: { registryUrlKey: urlKey, registryItemKey: "made-up" } }],
    });
    await g.fails("POST", `/lists/${cart._id}/items`, 400, "validation_error", {
      items: [{ ...bad, metadata: { registryUrlKey: "no-such-registry", registryItemKey: itemKey } }],
    });
    // The right key passes everywhere.
    const good = { productId: plentiful().id, qty: 1, metadata: { registryUrlKey: urlKey, registryItemKey: itemKey } };
    expect((await g.add(purchase._id, [good])).items).toHaveLength(1);
    const inCart = await g.add(cart._id, [good]);
    await g.fails("PUT", `/lists/${cart._id}/items/${inCart.items[0]?._id}`, 400, "validation_error", {
      ...good,
      metadata: { registryUrlKey: urlKey, registryItemKey: other.itemKey },
    });
    // Ordinary items carry no links and cost no check.
    expect((await g.add(cart._id, [{ productId: plentiful(1).id, qty: 1 }])).items).toHaveLength(2);
  });
});

// Issue 15: the storefront reads a list for the page it renders; the items' names come in that
// page's language (ADR 0038), English for a caller that names none (the HTTP API, /de/en).
describe("item names in the language of the page asking", () => {
  it("the same cart read for a German, a French and an English page names its item in each", async () => {
    const p = translatedPlentiful(["de", "fr"]);
    const eur = SITES.EUR;
    const owner = guestOwner();
    await store.services.lists.addToActiveList(owner, eur, "quote", [{ productId: p.id, qty: 1 }]);
    const nameFor = async (language?: "de" | "fr") =>
      (await store.services.lists.findActiveList({ ...owner, ...(language ? { language } : {}) }, eur, "quote"))
        ?.items[0]?.product.name;
    const english = (await store.services.catalog.getProduct(p.id, eur)).name; // the EUR store's (metric) name
    for (const language of ["de", "fr"] as const) {
      const named = (await store.services.catalog.getProduct(p.id, eur, language)).name;
      expect(named).not.toBe(english);
      expect(await nameFor(language)).toBe(named);
    }
    expect(await nameFor()).toBe(english);
  });
});
