import type {
  BuyRequest,
  CreateListRequest,
  List,
  ListMetadataIn,
  ListType,
  PublicList,
  RegistrySummary,
  UpdateItemRequest,
} from "@ironworks/contracts";
import type { Language, Site } from "@ironworks/domain";
import type { SessionInfo } from "../../platform/session.ts";

/* The lists service's public types, re-exported by index.ts; files inside the service import them from here. */

/**
 * Who owns lists: a customer by customerId (their cart follows them to every device), a guest by
 * the stable sessionId of their session cookie. Both null: a visitor without a session, who owns
 * nothing (reads answer empty, writes need `session.ensure()` first).
 */
export interface ListOwner {
  customerId: number | null;
  sessionId: string | null;
  /** SPEC §6 customer group for prices: 0 guest, 1 customer, 2+ group prices. */
  groupId: number;
  /**
   * The request's client address, where the caller knows it (routes, SSR actions): every list
   * creation from it is counted per address in the service (ADR 0024), whichever door it came by.
   */
  clientAddress?: string | null;
  /**
   * The language of the page asking (`languageOf(locale)`, ADR 0038): item names in it, English
   * without it. An order placed from the list keeps the names it was bought with.
   */
  language?: Language;
}

/** The owner for a request's session (`await c.get("session").find()` or `.ensure()`). */
export function listOwner(session: SessionInfo | null, clientAddress: string | null = null): ListOwner {
  if (!session) return { customerId: null, sessionId: null, groupId: 0, clientAddress };
  return { customerId: session.customerId, sessionId: session.sessionId, groupId: session.groupId, clientAddress };
}

/**
 * The lists service (SPEC §3 lists, §7 /svc_list). SSR loaders and actions call these in-process
 * (`context.services.lists.*`); the HTTP routes wrap the same methods. Every answer is a whole list,
 * re-priced by the pricing engine, with stock status per item and the messages of that call.
 * Lists are per site. Unknown ids and other people's ids are the same 404 (`list_not_found`).
 * Errors are HttpError: 404 list_not_found / list_item_not_found, 422 pricing_error (the engine's
 * SPEC §8 message; nothing written), 409 list_full, 401 login_required, 400 validation_error.
 */
export interface ListsService {
  /** GET /lists?active=true: the owner's active lists on the site (at most one active quote = the cart). */
  listLists(owner: ListOwner, site: Site, options?: { activeOnly?: boolean }): Promise<List[]>;
  /** One of the owner's lists; throws 404 list_not_found for unknown or foreign ids. */
  getList(owner: ListOwner, site: Site, listId: string): Promise<List>;
  /** The active cart (active quote list), or null when there is none. */
  findActiveCart(owner: ListOwner, site: Site): Promise<List | null>;
  /** The owner's active list of a type (quote, sfl, buyNow…), or null; prices only that list. */
  findActiveList(owner: ListOwner, site: Site, type: ListType): Promise<List | null>;
  /** Σ qty of the active cart (header icon): one cheap SQL statement, no pricing. */
  cartQty(owner: ListOwner, site: Site): Promise<number>;
  /**
   * POST /lists. cart/quote: a new active cart, the previous one deactivated, activeCartTs stamped;
   * buyNow: likewise replaces the previous buy-now list. wishlist/registry get a urlKey.
   * registry needs a signed-in customer (401 login_required); registryPurchase needs
   * metadata.registryUrlKey naming a public registry (404 registry_not_found).
   * `items` are added in the same call (priced first; nothing is created when one fails).
   */
  createList(owner: ListOwner, site: Site, request: CreateListRequest): Promise<List>;
  /** PUT /lists/{id}/metadata: merges the owner's fields; `isActive: true` on a quote makes it the active cart. */
  updateMetadata(owner: ListOwner, site: Site, listId: string, metadata: ListMetadataIn): Promise<List>;
  /** DELETE /lists/{id}: sets isActive false (the row stays; e.g. the buy-now list on leaving checkout). */
  deleteList(owner: ListOwner, site: Site, listId: string): Promise<List>;
  /**
   * POST /lists/{id}/items: prices the buy requests (any failing → 422, nothing written), then adds
   * them in one transaction: the same configured thing (line key) sums into one line, capped to
   * stock and the quantity rules (a `qty_capped` warning says so).
   */
  addItems(owner: ListOwner, site: Site, listId: string, items: BuyRequest[]): Promise<List>;
  /** Adds to the owner's active list of a type (cart = "quote"), creating it when missing. */
  addToActiveList(owner: ListOwner, site: Site, type: ListType, items: BuyRequest[]): Promise<List>;
  /** PUT /lists/{id}/items/{itemId}: a new qty or a whole new buy request (re-priced, capped). */
  updateItem(owner: ListOwner, site: Site, listId: string, itemId: string, update: UpdateItemRequest): Promise<List>;
  /** DELETE /lists/{id}/items/{itemId}. */
  removeItem(owner: ListOwner, site: Site, listId: string, itemId: string): Promise<List>;
  /** DELETE /lists/{id}/items: empties the list. */
  clearItems(owner: ListOwner, site: Site, listId: string): Promise<List>;
  /**
   * Moves one item into the owner's active list of `toType` (created when missing): save for later
   * ("sfl") and back to the cart ("quote"), or to the wishlist. Merges and caps like an add.
   */
  moveItem(owner: ListOwner, site: Site, itemId: string, toType: ListType): Promise<{ from: List; to: List }>;
  /**
   * Our extension (ADR 0010): POST /lists/buy-now/close?page=, the checkout page's unload beacon.
   * Closes (isActive false, `metadata.closedAt` stamped) the owner's active buy-now list — with
   * `page`, only while that checkout page is the list's latest (a reload's new page wins over a
   * late beacon of the old one). true when one was closed.
   */
  closeBuyNow(owner: ListOwner, site: Site, page?: string | null): Promise<boolean>;
  /**
   * A checkout page load: the active buy-now list — or, when none is, the one the beacon closed in
   * the last minute (the beacon cannot tell a reload from leaving), re-opened — is claimed for a
   * new page id (`metadata.checkoutPage`), which the page's beacon sends back. null: no buy-now list.
   */
  claimBuyNow(owner: ListOwner, site: Site): Promise<string | null>;
  /**
   * A gift from a public registry, in one transaction under the owner lock: `qty` of the registry
   * item (checked to be one of that registry's) into the active cart and into the giver's
   * registryPurchase list for that registry (created on the first gift). 404 registry_not_found /
   * list_item_not_found; 422 pricing_error; 400 for a qty outside 1–9999.
   */
  addRegistryGift(
    owner: ListOwner,
    site: Site,
    gift: { urlKey: string; itemKey: string; qty: number },
  ): Promise<{ cart: List; registryPurchaseId: string; productName: string }>;
  /** A public wishlist or registry by urlKey (no _id, no email), or null; item names in `language` (English without). */
  findPublic(urlKey: string, site: Site, language?: Language): Promise<PublicList | null>;
  /** Public registries on the site whose name or event name contains `name` (≤ 20). */
  searchRegistries(name: string, site: Site): Promise<RegistrySummary[]>;
  /** Checkout, when an order with a registry item is placed: adds `qty` to that item's `purchased`. */
  recordRegistryPurchase(registryUrlKey: string, itemKey: string, qty: number): Promise<void>;
  /** Sign-in (session.onSignedIn): the guest's lists go into the customer's, in one transaction. */
  mergeGuestLists(event: { sessionId: string; customerId: number }): Promise<void>;
}
