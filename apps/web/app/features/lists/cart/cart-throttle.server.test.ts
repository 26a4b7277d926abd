import { SITES } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, guestOwner, plentiful, type TestStore } from "@ironworks/server/testing";
import type { AppLoadContext } from "../../../lib/context.ts";
import { cartAction } from "./cart.server.ts";

/**
 * Issue 13 item 12 (ADR 0024): list creations are counted per client address whichever door
 * creates the list. A cookie-less POST to /cart starts a new guest session each time, so only the
 * address bounds how many carts, buy-now lists and wishlists one visitor can store.
 */
const PER_ADDRESS = 4;
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ config: { listCreationsPerAddressPerHour: PER_ADDRESS } });
});
afterAll(async () => {
  await store?.close();
});

/** The SSR context of a request without a cookie: `ensure()` starts a fresh guest session. */
function cookieless(clientAddress: string): AppLoadContext {
  return {
    services: store.services,
    publicBaseUrl: "http://localhost",
    clientAddress,
    session: {
      find: async () => null,
      ensure: async () => (await store.services.session.startGuest()).session,
    },
  } as unknown as AppLoadContext;
}

const post = (fields: Record<string, unknown>) =>
  new Request("http://localhost/cart", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fields),
  });

async function statusOf(run: Promise<unknown>): Promise<{ status: number; code?: string }> {
  try {
    const result = (await run) as { data: { code?: string }; init?: { status?: number } | null };
    return { status: result.init?.status ?? 200, code: result.data.code };
  } catch (err) {
    if (err instanceof Response) return { status: err.status };
    throw err;
  }
}

describe("list creations per client address, whichever door", () => {
  it.each(["add", "buy-now", "add-to-wishlist"])(
    "cookie-less POSTs to /cart (intent %s) from one address get 429 past the allowance; another address does not",
    async (intent) => {
      const ip = `10.70.0.${["add", "buy-now", "add-to-wishlist"].indexOf(intent) + 1}`;
      const body = { intent, items: [{ productId: plentiful().id, qty: 1 }] };
      const answers = [];
      for (let i = 0; i <= PER_ADDRESS; i++) answers.push(await statusOf(cartAction(post(body), cookieless(ip))));
      expect(answers.slice(0, -1).every((a) => a.status !== 429)).toBe(true);
      expect(answers.at(-1)).toEqual({ status: 429, code: "too_many_attempts" });
      expect((await statusOf(cartAction(post(body), cookieless("10.70.1.1")))).status).not.toBe(429);
    },
  );

  it("the add-to-cart service path (a cart created by the add) counts per address too", async () => {
    const clientAddress = "10.70.2.1";
    const add = () =>
      store.services.lists.addToActiveList({ ...guestOwner(), clientAddress }, SITES.USA, "quote", [
        { productId: plentiful().id, qty: 1 },
      ]);
    for (let i = 0; i < PER_ADDRESS; i++) await add();
    await expect(add()).rejects.toMatchObject({ status: 429, code: "too_many_attempts" });
  });
});
