import type { List, PublicList, RegistriesResponse } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { plentiful, shopper } from "./lists.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const browser = () => shopper(() => store);

describe("/svc_list: nobody reaches another's list by id", () => {
  it("answers a stranger on every id-taking path exactly as for an unknown id, and changes nothing", async () => {
    const owner = browser();
    const cart = await owner.createList("cart", { items: [{ productId: plentiful().id, qty: 2 }] });
    const item = cart.items[0]?._id as string;
    const unknown = crypto.randomUUID();
    const paths: [string, (id: string) => string, unknown?][] = [
      ["GET", (id) => `/lists/${id}`],
      ["DELETE", (id) => `/lists/${id}`],
      ["PUT", (id) => `/lists/${id}/metadata`, { isActive: true }],
      ["POST", (id) => `/lists/${id}/items`, { items: [{ productId: plentiful().id, qty: 1 }] }],
      ["PUT", (id) => `/lists/${id}/items/${item}`, { qty: 9 }],
      ["DELETE", (id) => `/lists/${id}/items/${item}`],
      ["DELETE", (id) => `/lists/${id}/items`],
    ];
    const guest = browser();
    await guest.createList("cart");
    const customer = browser();
    await customer.signIn();
    const nobody = browser();
    for (const stranger of [guest, customer, nobody])
      for (const [method, path, body] of paths) {
        const theirs = await stranger.call(method, path(cart._id), body);
        const missing = await stranger.call(method, path(unknown), body);
        expect({ method, path: path(":id"), status: theirs.status, body: theirs.body }).toEqual({
          method,
          path: path(":id"),
          status: 404,
          body: missing.body,
        });
        expect(missing.body).toEqual({ error: { code: "list_not_found", message: "List not found" } });
      }
    const after = await owner.ok("GET", `/lists/${cart._id}`);
    expect(after).toMatchObject({ version: cart.version, metadata: { isActive: true } });
    expect(after.items.map((i) => i.qty)).toEqual([2]);
  });

  it("a customer's cart follows them to another device; the guest session that made it cannot see it after sign-out", async () => {
    const phone = browser();
    const customerId = await phone.signIn();
    const cart = await phone.createList("cart", { items: [{ productId: plentiful().id, qty: 1 }] });
    const laptop = browser();
    laptop.token = (await store.services.session.signIn(null, customerId)).token;
    const { lists } = await laptop.ok<{ lists: List[] }>("GET", "/lists?active=true");
    expect(lists.map((l) => l._id)).toEqual([cart._id]);
    await store.services.session.signOut(phone.token);
    await phone.fails("GET", `/lists/${cart._id}`, 404, "list_not_found");
  });
});

describe("/svc_list: wishlists and registries (public views by urlKey)", () => {
  it("shows a wishlist publicly only when marked public, without ids or e-mail", async () => {
    const b = browser();
    await b.signIn();
    const wishlist = await b.createList("wishlist", {
      metadata: { name: "Garage wants", email: "me@example.com" },
      items: [{ productId: plentiful().id, qty: 1 }],
    });
    expect(wishlist.urlKey).toMatch(/^[A-Za-z0-9_-]{8,16}$/);
    const stranger = browser();
    await stranger.fails("GET", `/public/${wishlist.urlKey}`, 404, "list_not_found");
    await b.ok("PUT", `/lists/${wishlist._id}/metadata`, { isPublic: true });
    const view = await stranger.ok<PublicList>("GET", `/public/${wishlist.urlKey}`);
    expect(view).toMatchObject({ type: "wishlist", name: "Garage wants", urlKey: wishlist.urlKey });
    const text = JSON.stringify(view);
    expect(text).not.toContain(wishlist._id);
    expect(text).not.toContain(wishlist.items[0]?._id as string);
    expect(text).not.toContain("me@example.com");
    expect(view.items[0]).toMatchObject({ productId: plentiful().id, itemKey: expect.any(String) });
    await stranger.fails("GET", "/public/..%2F..", 404, "list_not_found");
  });

  it("needs a signed-in customer for a registry", async () => {
    await browser().fails("POST", "/lists", 401, "login_required", { type: "registry" });
  });

  it("finds registries by name, shows wanted/purchased/priority and records purchases", async () => {
    const couple = browser();
    await couple.signIn();
    const registry = await couple.createList("registry", {
      metadata: { name: "Sam & Alex Strongman Wedding", eventName: "Wedding", eventDate: "2026-06-20" },
      items: [{ productId: plentiful().id, qty: 4, metadata: { registry: { priority: "high", purchased: 99 } } }],
    });
    const urlKey = registry.urlKey as string;
    const guest = browser();
    const found = await guest.ok<RegistriesResponse>("GET", "/registries?name=strongman%20wed");
    expect(found.registries).toContainEqual({
      urlKey,
      name: "Sam & Alex Strongman Wedding",
      eventName: "Wedding",
      eventDate: "2026-06-20",
    });
    await guest.fails("GET", "/registries?name=s", 400, "validation_error");
    expect((await guest.ok<RegistriesResponse>("GET", "/registries?name=%25%25")).registries).toEqual([]);
    const view = await guest.ok<PublicList>("GET", `/public/${urlKey}`);
    const item = view.items[0];
    expect(item?.metadata?.registry).toEqual({ priority: "high", wanted: 4, purchased: 0 });

    // The buyer's own registryPurchase list names the registry; checkout records the purchase.
    await guest.fails("POST", "/lists", 404, "registry_not_found", {
      type: "registryPurchase",
      metadata: { registryUrlKey: "nope" },
    });
    const purchase = await guest.createList("registryPurchase", {
      metadata: { registryUrlKey: urlKey },
      items: [{ productId: plentiful().id, qty: 1, metadata: { registryItemKey: item?.itemKey } }],
    });
    expect(purchase.items).toHaveLength(1);
    await store.services.lists.recordRegistryPurchase(urlKey, item?.itemKey as string, 1);
    const after = await guest.ok<PublicList>("GET", `/public/${urlKey}`);
    expect(after.items[0]?.metadata?.registry).toEqual({ priority: "high", wanted: 4, purchased: 1 });
    await expect(store.services.lists.recordRegistryPurchase(urlKey, "unknown", 1)).rejects.toMatchObject({
      status: 404,
    });

    // The owner changes an item's priority and wanted count; purchases recorded so far stay.
    const own = registry.items[0];
    const changed = await couple.ok("PUT", `/lists/${registry._id}/items/${own?._id}`, {
      productId: plentiful().id,
      qty: 6,
      metadata: { registry: { priority: "low", purchased: 0 } },
    });
    expect(changed.items[0]?.metadata?.registry).toMatchObject({ priority: "low", purchased: 1 });
    const republished = await guest.ok<PublicList>("GET", `/public/${urlKey}`);
    expect(republished.items[0]?.metadata?.registry).toEqual({ priority: "low", wanted: 6, purchased: 1 });

    // Hidden registries leave search and the public view.
    await couple.ok("PUT", `/lists/${registry._id}/metadata`, { isPublic: false });
    expect((await guest.ok<RegistriesResponse>("GET", "/registries?name=strongman")).registries).toEqual([]);
    await guest.fails("GET", `/public/${urlKey}`, 404, "list_not_found");
  });
});

describe("/svc_list: buy now", () => {
  it("creates a buy-now list with its item in one call; a new one replaces it; DELETE ends it", async () => {
    const b = browser();
    const cart = await b.createList("cart", { items: [{ productId: plentiful(1).id, qty: 1 }] });
    const first = await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 1 }] });
    expect(first).toMatchObject({ type: "buyNow", metadata: { isActive: true }, items: [{ qty: 1 }] });
    const second = await b.createList("buyNow", { items: [{ productId: plentiful().id, qty: 2 }] });
    const { lists } = await b.ok<{ lists: List[] }>("GET", "/lists?active=true");
    expect(lists.map((l) => l._id).sort()).toEqual([cart._id, second._id].sort());
    expect((await b.ok("DELETE", `/lists/${second._id}`)).metadata.isActive).toBe(false);
    expect((await b.ok("GET", `/lists/${cart._id}`)).items).toHaveLength(1);
  });

  it("creates nothing when the first item is refused", async () => {
    const b = browser();
    await b.fails("POST", "/lists", 422, "pricing_error", { type: "buyNow", items: [{ productId: 999_999, qty: 1 }] });
    expect(await b.ok("GET", "/lists")).toEqual({ lists: [] });
  });
});
