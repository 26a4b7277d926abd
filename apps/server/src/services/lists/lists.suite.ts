import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import type { ListOwner, ListsService } from "./index.ts";
import { seedData } from "../../testing/seed-data.ts";
import { guestOwner, insertCustomer, plentiful, scarce, usa } from "./lists.testing.ts";

/**
 * The lists service through its public methods, on one engine: concurrent adds, merge at sign-in,
 * save for later, the header count. Run by lists.service.test.ts (PGlite) and lists.pg.test.ts.
 */
export function listsServiceSuite(engine: "pglite" | "postgres") {
  let store: TestStore;
  let lists: ListsService;
  beforeAll(async () => {
    // PostgreSQL: a pool of 20 connections, so parallel calls run their transactions on separate connections.
    store = await createTestStore({ engine });
    lists = store.services.lists;
  });
  afterAll(async () => {
    // The app builds its search index in the background at start; let it finish before the database goes.
    await store?.services.search.warm();
    await store?.close();
  });

  const customer = async (): Promise<ListOwner> => ({
    customerId: await insertCustomer(store),
    sessionId: null,
    groupId: 1,
  });

  it("sums parallel adds of the same item from separate connections into ONE line", async () => {
    const owner = guestOwner();
    const p = plentiful();
    const cart = await lists.createList(owner, usa, { type: "quote" });
    await Promise.all(
      Array.from({ length: 12 }, () => lists.addItems(owner, usa, cart._id, [{ productId: p.id, qty: 2 }])),
    );
    const after = await lists.getList(owner, usa, cart._id);
    expect(after.items.map((i) => [i.productId, i.qty])).toEqual([[p.id, 24]]);
    expect(after.version).toBe(cart.version + 12);
  });

  it("caps parallel adds to the stock", async () => {
    const owner = guestOwner();
    const p = scarce();
    const cart = await lists.createList(owner, usa, { type: "quote" });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => lists.addItems(owner, usa, cart._id, [{ productId: p.id, qty: 1 }])),
    );
    const after = await lists.getList(owner, usa, cart._id);
    expect(after.items.map((i) => i.qty)).toEqual([Math.min(8, p.inventory.qoh)]);
    if (p.inventory.qoh < 8) expect(answers.some((a) => a.messages.some((m) => m.code === "qty_capped"))).toBe(true);
  });

  it("creates one active cart when first adds race", async () => {
    const owner = guestOwner();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        lists.addToActiveList(owner, usa, "quote", [{ productId: plentiful().id, qty: 1 }]),
      ),
    );
    const active = await lists.listLists(owner, usa, { activeOnly: true });
    expect(active.map((l) => [l.type, l.totals.qty])).toEqual([["quote", 6]]);
    expect(await lists.cartQty(owner, usa)).toBe(6);
  });

  it("merges the guest cart into the customer's at sign-in: duplicates summed and capped, the rest kept", async () => {
    const [a, b, s] = [plentiful(0), plentiful(1), scarce()];
    const guest = guestOwner();
    const me = await customer();
    await lists.addToActiveList(me, usa, "quote", [
      { productId: a.id, qty: 1 },
      { productId: s.id, qty: s.inventory.qoh },
    ]);
    await lists.addToActiveList(guest, usa, "quote", [
      { productId: a.id, qty: 2 },
      { productId: b.id, qty: 1 },
      { productId: s.id, qty: 1 },
    ]);
    await lists.addToActiveList(guest, usa, "sfl", [{ productId: b.id, qty: 5 }]);
    await lists.createList(guest, usa, { type: "buyNow", items: [{ productId: a.id, qty: 1 }] });

    await lists.mergeGuestLists({ sessionId: guest.sessionId as string, customerId: me.customerId as number });

    const cart = await lists.findActiveCart(me, usa);
    const qty = Object.fromEntries(cart?.items.map((i) => [i.productId, i.qty]) ?? []);
    expect(qty).toEqual({ [a.id]: 3, [b.id]: 1, [s.id]: s.inventory.qoh });
    const mine = await lists.listLists(me, usa, { activeOnly: true });
    expect(mine.map((l) => l.type).sort()).toEqual(["buyNow", "quote", "sfl"]);
    expect(mine.find((l) => l.type === "sfl")?.items.map((i) => i.qty)).toEqual([5]);
    // The guest's session no longer reaches anything as a guest.
    expect(await lists.listLists(guest, usa, { activeOnly: true })).toEqual([]);
    expect(await lists.cartQty(me, usa)).toBe(3 + 1 + s.inventory.qoh);
  });

  it("runs the merge when the session service signs a guest in", async () => {
    const { token, session } = await store.services.session.startGuest();
    const guest: ListOwner = { customerId: null, sessionId: session.sessionId, groupId: 0 };
    await lists.addToActiveList(guest, usa, "quote", [{ productId: plentiful().id, qty: 2 }]);
    const customerId = await insertCustomer(store);
    const signed = await store.services.session.signIn(token, customerId);
    const me: ListOwner = { customerId, sessionId: signed.session.sessionId, groupId: signed.session.groupId };
    expect(await lists.cartQty(me, usa)).toBe(2);
  });

  it("moves an item to save-for-later and back, merging with what is there", async () => {
    const owner = guestOwner();
    const [a, b] = [plentiful(0), plentiful(1)];
    const cart = await lists.addToActiveList(owner, usa, "quote", [
      { productId: a.id, qty: 2 },
      { productId: b.id, qty: 1 },
    ]);
    await lists.addToActiveList(owner, usa, "sfl", [{ productId: a.id, qty: 1 }]);
    const itemA = cart.items.find((i) => i.productId === a.id)?._id as string;
    const moved = await lists.moveItem(owner, usa, itemA, "sfl");
    expect(moved.from.items.map((i) => i.productId)).toEqual([b.id]);
    expect(moved.to).toMatchObject({ type: "sfl", items: [{ productId: a.id, qty: 3 }] });
    const back = await lists.moveItem(owner, usa, moved.to.items[0]?._id as string, "quote");
    expect(back.to._id).toBe(cart._id);
    expect(back.to.items.map((i) => [i.productId, i.qty])).toEqual([
      [b.id, 1],
      [a.id, 3],
    ]);
    expect(back.from.items).toEqual([]);
    await expect(lists.moveItem(guestOwner(), usa, itemA, "sfl")).rejects.toMatchObject({ status: 404 });
  });

  it("prices with the owner's customer group (SPEC §6: group prices from 2 up)", async () => {
    const p = seedData().products.find(
      (x) =>
        x.type === "simple" && x.sites === null && x.visibility === 4 && x.groupPrices.some((g) => g.groupId === 2),
    );
    if (!p) throw new Error("no group-priced product in the seed");
    const owner: ListOwner = { customerId: await insertCustomer(store, 2), sessionId: null, groupId: 2 };
    const cart = await lists.addToActiveList(owner, usa, "quote", [{ productId: p.id, qty: 1 }]);
    expect(cart.items[0]?.price?.reason).toBe("group");
    const guest = await lists.addToActiveList(guestOwner(), usa, "quote", [{ productId: p.id, qty: 1 }]);
    expect(guest.items[0]?.price?.reason).not.toBe("group");
  });

  it("gives parallel registry gifts ONE registryPurchase list with the summed line, and the cart the same", async () => {
    const couple = await customer();
    const p = plentiful(2);
    const registry = await lists.createList(couple, usa, {
      type: "registry",
      metadata: { name: "Race Registry" },
      items: [{ productId: p.id, qty: 10, metadata: { registry: { priority: "high" } } }],
    });
    const itemKey = (await lists.findPublic(registry.urlKey as string, usa))?.items[0]?.itemKey as string;
    const giver = guestOwner();
    const gift = { urlKey: registry.urlKey as string, itemKey, qty: 1 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => lists.addRegistryGift(giver, usa, gift)));
    const mine = await lists.listLists(giver, usa, { activeOnly: true });
    expect(mine.map((l) => l.type).sort()).toEqual(["quote", "registryPurchase"]);
    const purchase = mine.find((l) => l.type === "registryPurchase");
    expect(purchase?.metadata.registryUrlKey).toBe(registry.urlKey);
    expect(purchase?.items.map((i) => [i.productId, i.qty, i.metadata?.registryItemKey])).toEqual([[p.id, 6, itemKey]]);
    expect(new Set(answers.map((a) => a.registryPurchaseId))).toEqual(new Set([purchase?._id]));
    const cart = mine.find((l) => l.type === "quote");
    expect(cart?.items.map((i) => [i.productId, i.qty, i.metadata?.registryUrlKey])).toEqual([
      [p.id, 6, registry.urlKey],
    ]);
    // The registry's own wish is untouched (purchases are recorded at checkout).
    expect((await lists.findPublic(registry.urlKey as string, usa))?.items[0]?.metadata?.registry).toMatchObject({
      purchased: 0,
      wanted: 10,
    });
  });

  it("refuses a gift of an item key that is not the registry's, and writes nothing", async () => {
    const couple = await customer();
    const registry = await lists.createList(couple, usa, {
      type: "registry",
      items: [{ productId: plentiful().id, qty: 2 }],
    });
    const giver = guestOwner();
    const urlKey = registry.urlKey as string;
    await expect(
      lists.addRegistryGift(giver, usa, { urlKey, itemKey: "not-an-item-key", qty: 1 }),
    ).rejects.toMatchObject({ status: 404, code: "list_item_not_found" });
    await expect(lists.addRegistryGift(giver, usa, { urlKey: "nope", itemKey: "x", qty: 1 })).rejects.toMatchObject({
      status: 404,
      code: "registry_not_found",
    });
    const itemKey = (await lists.findPublic(urlKey, usa))?.items[0]?.itemKey as string;
    await expect(lists.addRegistryGift(giver, usa, { urlKey, itemKey, qty: 0 })).rejects.toMatchObject({ status: 400 });
    expect(await lists.listLists(giver, usa)).toEqual([]);
  });

  it("answers an owner without a session with nothing", async () => {
    const nobody: ListOwner = { customerId: null, sessionId: null, groupId: 0 };
    expect(await lists.listLists(nobody, usa)).toEqual([]);
    expect(await lists.findActiveCart(nobody, usa)).toBeNull();
    expect(await lists.cartQty(nobody, usa)).toBe(0);
  });
}
