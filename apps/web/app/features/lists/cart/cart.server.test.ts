import type { List, ListMessage } from "@ironworks/contracts";
import type { SessionInfo } from "@ironworks/server";
import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "../../../lib/context.ts";
import { cartAction, loadCart } from "./cart.server.ts";

function list(type: List["type"], qty = 1, messages: ListMessage[] = []): List {
  return {
    _id: `${type}-id`,
    type,
    items: [],
    messages,
    metadata: { isActive: true, activeCartTs: null },
    urlKey: null,
    version: 1,
    totals: { qty, subtotal: 0, hundoDiscount: 0, total: 0, currency: "USD" },
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
}

const guest: SessionInfo = {
  sessionId: "s1",
  customerId: null,
  groupId: 0,
  email: null,
  firstname: null,
  lastname: null,
  expiresAt: new Date(Date.now() + 60_000),
  data: {},
};
const customer: SessionInfo = { ...guest, customerId: 7, groupId: 1 };

class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function setup(session: SessionInfo | null, overrides: Record<string, unknown> = {}) {
  const lists = {
    findActiveList: vi.fn(async (_o: unknown, _s: unknown, type: List["type"]) => list(type)),
    cartQty: vi.fn(async () => 3),
    addToActiveList: vi.fn(async (_o: unknown, _s: unknown, type: List["type"]) => list(type, 2)),
    createList: vi.fn(async () => list("buyNow")),
    updateItem: vi.fn(async () => list("quote", 4)),
    removeItem: vi.fn(async () => list("quote", 0)),
    moveItem: vi.fn(async () => ({ from: list("quote", 0), to: list("sfl") })),
    deleteList: vi.fn(async () => list("buyNow")),
    ...overrides,
  };
  const ensure = vi.fn(async () => session ?? guest);
  const context = {
    services: { lists },
    clientAddress: "203.0.113.9",
    session: { find: async () => session, ensure },
  } as unknown as AppLoadContext;
  return { lists, ensure, context };
}

const formPost = (fields: Record<string, string>, path = "/cart") =>
  new Request(`http://store.test${path}`, { method: "POST", body: new URLSearchParams(fields) });
const jsonPost = (body: unknown, path = "/cart") =>
  new Request(`http://store.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** What the action ended with: a redirect (thrown Response) or data with its status. */
async function outcome(run: Promise<unknown>) {
  try {
    const result = (await run) as { data: unknown; init?: { status?: number } | null };
    return { status: result.init?.status ?? 200, data: result.data as Record<string, unknown> };
  } catch (err) {
    if (err instanceof Response) return { status: err.status, location: err.headers.get("location") };
    throw err;
  }
}

describe("the cart's reads", () => {
  it("a visitor without a session has an empty cart and a 0 count, and nothing is asked or written", async () => {
    const { lists, ensure, context } = setup(null);
    expect(await loadCart(new Request("http://store.test/cart"), context)).toEqual({
      cart: null,
      sfl: null,
      signedIn: false,
      estimate: null,
    });
    expect(lists.findActiveList).not.toHaveBeenCalled();
    expect(lists.cartQty).not.toHaveBeenCalled();
    expect(ensure).not.toHaveBeenCalled();
  });

  it("a session's cart and save-for-later list come from its active lists", async () => {
    const { context } = setup(guest);
    const data = await loadCart(new Request("http://store.test/cart"), context);
    expect(data.cart?.type).toBe("quote");
    expect(data.sfl?.type).toBe("sfl");
  });
});

describe("the cart's action", () => {
  it("add (JSON from the product page) starts a guest session and answers with data", async () => {
    const { lists, ensure, context } = setup(null);
    const items = [{ productId: 5, qty: 2 }];
    const result = await outcome(cartAction(jsonPost({ intent: "add", items }), context));
    expect(ensure).toHaveBeenCalledOnce();
    expect(lists.addToActiveList).toHaveBeenCalledWith(
      // The address rides along: the service counts list creations per address; the language names the lines.
      { customerId: null, sessionId: "s1", groupId: 0, clientAddress: "203.0.113.9", language: "en" },
      expect.objectContaining({ code: "USA" }),
      "quote",
      items,
    );
    expect(result).toEqual({ status: 200, data: { ok: true, intent: "add", qty: 2, messages: [] } });
  });

  it("refuses a malformed buy request or body with a 400 and writes nothing", async () => {
    const { lists, context } = setup(guest);
    const bad = await outcome(cartAction(jsonPost({ intent: "add", items: [{ productId: -1, qty: 1 }] }), context));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, code: "validation_error" });
    expect((await outcome(cartAction(jsonPost([1, 2]), context))).status).toBe(400);
    expect(lists.addToActiveList).not.toHaveBeenCalled();
  });

  it("a plain form post redirects back to the cart; a fetcher (js=1) gets data", async () => {
    const { lists, context } = setup(guest);
    const fields = { intent: "update-qty", itemId: "i1", listId: "quote-id", qty: "3", step: "1" };
    expect(await outcome(cartAction(formPost(fields), context))).toEqual({ status: 302, location: "/cart" });
    expect(lists.updateItem).toHaveBeenCalledWith(expect.anything(), expect.anything(), "quote-id", "i1", { qty: 4 });
    const js = await outcome(cartAction(formPost({ ...fields, js: "1" }), context));
    expect(js).toEqual({ status: 200, data: { ok: true, intent: "update-qty", qty: 4, messages: [] } });
  });

  it("a plain form post whose change has messages shows the page again with them", async () => {
    const capped: ListMessage = { type: "warning", code: "qty_capped", message: "Only 3 available." };
    const { context } = setup(guest, { updateItem: vi.fn(async () => list("quote", 3, [capped])) });
    const result = await outcome(
      cartAction(formPost({ intent: "update-qty", itemId: "i1", listId: "quote-id", qty: "9" }), context),
    );
    expect(result).toEqual({ status: 200, data: { ok: true, intent: "update-qty", qty: 3, messages: [capped] } });
  });

  it("a guest who saves for later or adds to a wishlist goes to log in; a customer stays", async () => {
    const login = { status: 302, location: "/login?redirect=/account/wishlist" };
    const asGuest = setup(guest);
    expect(
      await outcome(cartAction(formPost({ intent: "move-to-sfl", itemId: "i1", js: "1" }), asGuest.context)),
    ).toEqual(login);
    expect(asGuest.lists.moveItem).toHaveBeenCalledWith(expect.anything(), expect.anything(), "i1", "sfl");
    const items = [{ productId: 5, qty: 1 }];
    expect(await outcome(cartAction(jsonPost({ intent: "add-to-wishlist", items }), asGuest.context))).toEqual(login);
    expect(asGuest.lists.addToActiveList).toHaveBeenCalledWith(expect.anything(), expect.anything(), "wishlist", items);

    const asCustomer = setup(customer);
    const saved = await outcome(
      cartAction(formPost({ intent: "move-to-sfl", itemId: "i1", js: "1" }), asCustomer.context),
    );
    expect(saved.status).toBe(200);
    const back = await outcome(
      cartAction(formPost({ intent: "move-to-cart", itemId: "i2", js: "1" }), asCustomer.context),
    );
    expect(back.status).toBe(200);
    expect(asCustomer.lists.moveItem).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), "i2", "quote");
  });

  it("buy now creates the buy-now list in the request's store and goes to checkout (the router adds the locale)", async () => {
    const { lists, context } = setup(guest);
    const items = [{ productId: 5, qty: 1 }];
    expect(await outcome(cartAction(jsonPost({ intent: "buy-now", items }, "/de/cart"), context))).toEqual({
      status: 302,
      location: "/checkout",
    });
    expect(lists.createList).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ code: "EUR" }), {
      type: "buyNow",
      items,
    });
  });

  it("leaving checkout deletes the active buy-now list", async () => {
    const { lists, context } = setup(guest);
    const result = await outcome(cartAction(jsonPost({ intent: "delete-buy-now" }), context));
    expect(result.status).toBe(200);
    expect(lists.deleteList).toHaveBeenCalledOnce();
    expect(lists.deleteList).toHaveBeenCalledWith(expect.anything(), expect.anything(), "buyNow-id");
  });

  it("the service's expected failures are answers with their status; without a session a change is refused", async () => {
    const { context } = setup(guest, {
      removeItem: vi.fn(async () => {
        throw new FakeHttpError(404, "list_item_not_found", "Item not found");
      }),
    });
    const result = await outcome(
      cartAction(formPost({ intent: "remove", itemId: "gone", listId: "quote-id", js: "1" }), context),
    );
    expect(result).toEqual({
      status: 404,
      data: { ok: false, intent: "remove", code: "list_item_not_found", message: "Item not found" },
    });
    const none = setup(null);
    const refused = await outcome(cartAction(formPost({ intent: "remove", itemId: "x", listId: "l" }), none.context));
    expect(refused.status).toBe(400);
  });
});
