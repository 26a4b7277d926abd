import { PlaceOrderRequest, type TicketGrant } from "@ironworks/contracts";
import { SITES } from "@ironworks/domain";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import type { ListOwner } from "../lists/index.ts";
import { insertCustomer } from "../lists/lists.testing.ts";
import { draftOrder } from "../../testing/orders.ts";
import { setStock } from "./checkout.testing.ts";

/** Helpers for the PostgreSQL suites on tickets spent and given back by orders (checkout-tickets, checkout-release). */

/** A PostgreSQL store with 1000 of the ticket-only product HW1012 in stock (SPEC §5). */
export async function openTicketStore(hw1012Backorder: boolean): Promise<{ store: TestStore; hw1012: number }> {
  const store = await createTestStore({ engine: "postgres" });
  const hw1012 = (await store.services.catalog.getProductBySku("HW1012", SITES.USA)).productId;
  await setStock(store, hw1012, 1000, hw1012Backorder);
  return { store, hw1012 };
}

/** A new signed-in customer of the default group. */
export async function signedInOwner(store: TestStore): Promise<ListOwner> {
  return { customerId: await insertCustomer(store), sessionId: null, groupId: 1 };
}

/** A buy-now list of one product for the customer and the order body the checkout page would post. */
export async function buyNowOrder(
  store: TestStore,
  owner: ListOwner,
  productId: number,
  options: Parameters<typeof draftOrder>[2] = {},
) {
  const list = await store.services.lists.createList(owner, SITES.USA, {
    type: "buyNow",
    items: [{ productId, qty: 1 }],
  });
  return PlaceOrderRequest.parse(await draftOrder(store, list, options));
}

/** A fixed ticket worth nothing off: what it grants is its product and/or free shipping, `remainingUses` times. */
export function grantTicket(
  store: TestStore,
  customerId: number,
  ticket: Pick<TicketGrant, "remainingUses" | "productId" | "freeShipping">,
) {
  return store.services.tickets.grant(customerId, { value: 0, type: "fixed", ...ticket });
}

/** The uses left on each of the customer's tickets. */
export async function ticketUses(store: TestStore, customerId: number): Promise<number[]> {
  return (await store.services.tickets.list(customerId)).map((t) => t.remainingUses);
}
