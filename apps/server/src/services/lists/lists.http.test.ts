import { type List, List as ListSchema, ListsResponse, MAX_LINES_PER_LIST } from "@ironworks/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { giftcard, limited, plentiful, scarce, shopper } from "./lists.testing.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(async () => {
  await store?.close();
});

const browser = (base?: string) => shopper(() => store, base);

describe("/svc_list: the cart", () => {
  it("answers a visitor without a session an empty list set and starts no session", async () => {
    const b = browser();
    const r = await b.call("GET", "/lists?active=true");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ lists: [] });
    expect(r.res.headers.getSetCookie()).toEqual([]);
    expect(r.res.headers.get("cache-control")).toBe("no-store");
  });

  it("creates the cart as the active quote list, starting a guest session", async () => {
    const b = browser();
    const cart = await b.createList("cart", { metadata: { rsAnonId: "anon-1" } });
    expect(ListSchema.parse(cart)).toMatchObject({
      type: "quote",
      items: [],
      metadata: { isActive: true, rsAnonId: "anon-1" },
      totals: { qty: 0, subtotal: 0, total: 0, currency: "USD" },
    });
    expect(cart.metadata.activeCartTs).toEqual(expect.any(String));
    expect(b.token).toBeTruthy();
    const { lists } = ListsResponse.parse(await b.ok("GET", "/lists?active=true"));
    expect(lists.map((l) => l._id)).toEqual([cart._id]);
  });

  it("prices every add and sums the same item into one line", async () => {
    const b = browser();
    const p = plentiful();
    const cart = await b.createList("cart");
    await b.add(cart._id, [{ productId: p.id, qty: 1, metadata: { fluidPrice: 0.01 } }]);
    const after = await b.add(cart._id, [{ productId: p.id, qty: 2 }]);
    expect(after.items).toHaveLength(1);
    const [item] = after.items;
    expect(item).toMatchObject({
      productId: p.id,
      qty: 3,
      stockStatus: "empty",
      product: { name: p.name, sku: p.sku, url: `/${p.urlKey}` },
      price: { qty: 3, sku: p.sku },
    });
    expect(item?._id).toBe(item?.listItemId);
    expect(after.totals).toMatchObject({ qty: 3, subtotal: item?.price?.rowTotal, currency: "USD" });
    expect(after.version).toBeGreaterThan(cart.version);
  });

  it("keeps gift cards for different recipients on different lines", async () => {
    const b = browser();
    const card = giftcard();
    const cart = await b.createList("cart");
    const to = (email: string) => ({
      productId: card.id,
      qty: 1,
      metadata: { giftcard: { amount: card.amount, recipientEmail: email } },
    });
    const after = await b.add(cart._id, [to("a@example.com"), to("b@example.com"), to("a@example.com")]);
    expect(after.items.map((i) => i.qty).sort()).toEqual([1, 2]);
  });

  it("updates, removes and clears items", async () => {
    const b = browser();
    const cart = await b.createList("cart", { items: [{ productId: plentiful(0).id, qty: 1 }] });
    const two = await b.add(cart._id, [{ productId: plentiful(1).id, qty: 1 }]);
    const [first, second] = two.items as [List["items"][number], List["items"][number]];
    const updated = await b.ok("PUT", `/lists/${cart._id}/items/${first._id}`, { qty: 4 });
    expect(updated.items.find((i) => i._id === first._id)?.qty).toBe(4);
    const removed = await b.ok("DELETE", `/lists/${cart._id}/items/${second._id}`);
    expect(removed.items.map((i) => i._id)).toEqual([first._id]);
    const cleared = await b.ok("DELETE", `/lists/${cart._id}/items`);
    expect(cleared).toMatchObject({ items: [], totals: { qty: 0, total: 0 } });
  });

  it("merges an item rewritten into the same thing as another line", async () => {
    const b = browser();
    const [a, c] = [plentiful(0), plentiful(1)];
    const cart = await b.createList("cart", {
      items: [
        { productId: a.id, qty: 1 },
        { productId: c.id, qty: 2 },
      ],
    });
    const itemA = cart.items.find((i) => i.productId === a.id);
    const after = await b.ok("PUT", `/lists/${cart._id}/items/${itemA?._id}`, { productId: c.id, qty: 1 });
    expect(after.items.map((i) => [i.productId, i.qty])).toEqual([[c.id, 3]]);
  });

  it("switches the active cart: a new cart deactivates the old, isActive:true re-activates and stamps activeCartTs", async () => {
    const b = browser();
    const first = await b.createList("cart");
    const second = await b.createList("cart");
    let active = ListsResponse.parse(await b.ok("GET", "/lists?active=true")).lists;
    expect(active.map((l) => l._id)).toEqual([second._id]);
    const back = await b.ok("PUT", `/lists/${first._id}/metadata`, { isActive: true, email: "me@example.com" });
    expect(back.metadata).toMatchObject({ isActive: true, email: "me@example.com" });
    expect(Date.parse(back.metadata.activeCartTs ?? "")).toBeGreaterThan(Date.parse(first.metadata.activeCartTs ?? ""));
    active = ListsResponse.parse(await b.ok("GET", "/lists?active=true")).lists;
    expect(active.map((l) => l._id)).toEqual([first._id]);
    const all = ListsResponse.parse(await b.ok("GET", "/lists")).lists;
    expect(all.map((l) => [l._id, l.metadata.isActive])).toEqual([
      [first._id, true],
      [second._id, false],
    ]);
  });

  it("DELETE sets isActive false and keeps the list readable", async () => {
    const b = browser();
    const cart = await b.createList("cart");
    expect((await b.ok("DELETE", `/lists/${cart._id}`)).metadata.isActive).toBe(false);
    expect((await b.ok("GET", `/lists/${cart._id}`)).metadata.isActive).toBe(false);
    expect(await b.ok("GET", "/lists?active=true")).toEqual({ lists: [] });
  });

  it("keeps lists per site", async () => {
    const eu = browser("/svc_list/site/EUR");
    const cart = await eu.createList("cart", { items: [{ productId: plentiful().id, qty: 1 }] });
    expect(cart.totals.currency).toBe("EUR");
    expect(cart.items[0]?.product.sku).toMatch(/^EU-/);
    const us = browser();
    us.token = eu.token;
    expect(await us.ok("GET", "/lists?active=true")).toEqual({ lists: [] });
    await us.fails("GET", `/lists/${cart._id}`, 404, "list_not_found");
  });
});

describe("/svc_list: stock and quantity rules", () => {
  it("caps a merged quantity to the stock and says so", async () => {
    const b = browser();
    const p = scarce();
    const stock = p.inventory.qoh;
    const cart = await b.createList("cart", { items: [{ productId: p.id, qty: 1 }] });
    const after = await b.add(cart._id, [{ productId: p.id, qty: stock }]);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ qty: stock, maxQty: stock, stockStatus: "empty" });
    expect(after.messages).toContainEqual(
      expect.objectContaining({ type: "warning", code: "qty_capped", itemId: after.items[0]?._id }),
    );
    expect(after.messages[0]?.message).toContain(p.name);
  });

  it("caps an MMV product at 1 across adds (SPEC §5) and refuses 2 in one line (422)", async () => {
    const b = browser();
    const p = limited();
    const cart = await b.createList("cart", { items: [{ productId: p.id, qty: 1 }] });
    const after = await b.add(cart._id, [{ productId: p.id, qty: 1 }]);
    expect(after.items.map((i) => i.qty)).toEqual([1]);
    expect(after.messages.map((m) => m.code)).toContain("qty_capped");
    const error = await b.fails("POST", `/lists/${cart._id}/items`, 422, "pricing_error", {
      items: [{ productId: p.id, qty: 2 }],
    });
    expect(error.message).toBe("The maximum quantity is 1.");
  });

  it("refuses a call with one bad item with the engine's message and changes nothing", async () => {
    const b = browser();
    const cart = await b.createList("cart", { items: [{ productId: plentiful().id, qty: 1 }] });
    const error = await b.fails("POST", `/lists/${cart._id}/items`, 422, "pricing_error", {
      items: [
        { productId: plentiful(1).id, qty: 1 },
        { productId: 999_999, qty: 1 },
      ],
    });
    expect(error.message).toBe("Trying to get price for not loaded product");
    const now = await b.ok("GET", `/lists/${cart._id}`);
    expect(now.items.map((i) => i.productId)).toEqual([plentiful().id]);
    expect(now.version).toBe(cart.version);
  });

  it("refuses a list beyond MAX_LINES_PER_LIST with 409 list_full, writing nothing", async () => {
    const b = browser();
    const card = giftcard();
    const line = (n: number) => ({
      productId: card.id,
      qty: 1,
      metadata: { giftcard: { amount: card.amount, recipientEmail: `r${n}@example.com` } },
    });
    const cart = await b.createList("wishlist");
    for (let start = 0; start < MAX_LINES_PER_LIST; start += 100)
      await b.add(
        cart._id,
        Array.from({ length: 100 }, (_, i) => line(start + i)),
      );
    await b.fails("POST", `/lists/${cart._id}/items`, 409, "list_full", { items: [line(-1), line(0)] });
    const now = await b.ok("GET", `/lists/${cart._id}`);
    expect(now.items).toHaveLength(MAX_LINES_PER_LIST);
    expect(now.items.find((i) => i.metadata?.giftcard?.recipientEmail === "r0@example.com")?.qty).toBe(1);
  });
});

describe("/svc_list: bad input", () => {
  it("refuses malformed JSON, bad shapes and unknown types with 400", async () => {
    const b = browser();
    await b.fails("POST", "/lists", 400, "malformed_json", "{nope");
    await b.fails("POST", "/lists", 400, "validation_error", { type: "basket" });
    await b.fails("POST", "/lists", 400, "validation_error", { type: "cart", metadata: { isAdmin: true } });
    const cart = await b.createList("cart");
    await b.fails("POST", `/lists/${cart._id}/items`, 400, "validation_error", { items: [] });
    await b.fails("POST", `/lists/${cart._id}/items`, 400, "validation_error", { items: [{ productId: 1, qty: 0 }] });
    await b.fails("PUT", `/lists/${cart._id}/items/${cart._id}`, 400, "validation_error", { qty: "many" });
    await b.fails("GET", "/lists?active=maybe", 400, "validation_error");
  });

  it("refuses 10,000 items in one call (400) and a megabyte of metadata (413)", async () => {
    const b = browser();
    const cart = await b.createList("cart");
    const items = Array.from({ length: 10_000 }, () => ({ productId: plentiful().id, qty: 1 }));
    await b.fails("POST", `/lists/${cart._id}/items`, 400, "validation_error", { items });
    await b.fails("PUT", `/lists/${cart._id}/metadata`, 413, "payload_too_large", { email: "x".repeat(1024 * 1024) });
    await b.fails("PUT", `/lists/${cart._id}/metadata`, 400, "validation_error", { email: "x".repeat(100_000) });
    expect((await b.ok("GET", `/lists/${cart._id}`)).items).toEqual([]);
  });

  it("answers unknown list and item ids with 404", async () => {
    const b = browser();
    const cart = await b.createList("cart");
    const unknown = crypto.randomUUID();
    await b.fails("GET", `/lists/${unknown}`, 404, "list_not_found");
    await b.fails("GET", "/lists/not-a-uuid", 404, "list_not_found");
    await b.fails("DELETE", `/lists/${cart._id}/items/${unknown}`, 404, "list_item_not_found");
    await b.fails("PUT", `/lists/${cart._id}/items/${unknown}`, 404, "list_item_not_found", { qty: 1 });
    await b.fails("PUT", `/lists/${cart._id}/items/x`, 404, "list_item_not_found", { qty: 1 });
  });
});

describe("/svc_list: the ticket-only product (SPEC §5 HW1012)", () => {
  it("is refused to guests and to customers without its ticket; a ticket holder gets one", async () => {
    const { SITES } = await import("@ironworks/domain");
    const product = await store.services.catalog.getProductBySku("HW1012", SITES.USA);
    const item = { productId: product.productId, qty: 1 };

    const guest = browser();
    await guest.fails("POST", "/lists", 422, "pricing_error", { type: "cart", items: [item] });
    // Saving it for later is not buying it.
    await guest.createList("sfl", { items: [item] });

    const customer = browser();
    const customerId = await customer.signIn();
    const refused = await customer.fails("POST", "/lists", 422, "pricing_error", { type: "cart", items: [item] });
    expect(refused.message).toBe("This item is only for premium ticket holders.");

    await store.services.tickets.grant(customerId, {
      remainingUses: 1,
      value: 0,
      type: "fixed",
      productId: product.productId,
    });
    const cart = await customer.createList("cart", { items: [item] });
    expect(cart.items).toMatchObject([{ productId: product.productId, qty: 1 }]);
    // One per account: a second add keeps one.
    const again = await customer.ok("POST", `/lists/${cart._id}/items`, { items: [item] });
    expect(again.items).toMatchObject([{ qty: 1 }]);
    await customer.fails("POST", `/lists/${cart._id}/items`, 422, "pricing_error", {
      items: [{ ...item, qty: 2 }],
    });
  });
});
