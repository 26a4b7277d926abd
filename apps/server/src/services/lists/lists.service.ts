import { randomBytes } from "node:crypto";
import {
  ERRORS,
  type List,
  type ListMessage,
  type ListMetadataIn,
  MAX_LINES_PER_LIST,
  MAX_METADATA_BYTES,
} from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import {
  createMemoryAttemptStore,
  createThrottle,
  type Throttle,
  type ThrottlePolicy,
  takeOrRefuse,
} from "../../platform/rate-limit.ts";
import { httpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { PricingService } from "../pricing/index.ts";
import type { ListOwner, ListsService } from "./lists.api.ts";
import type { ListRow, ListsRepository, ListsTx, OwnerKey } from "./lists.repository.ts";
import type { ListType } from "./lists.schema.ts";
import { cappedMessages, planLines, type PricedIncoming, priceIncoming } from "./use-cases/lines.ts";
import { mergeGuestLists } from "./use-cases/merge.ts";
import { presentList } from "./use-cases/present.ts";
import { createRegistryUseCases } from "./use-cases/registry.ts";
import { createItemUseCases } from "./use-cases/items.ts";
import { createGiftUseCases } from "./use-cases/gift.ts";

/** A reload of checkout re-opens a buy-now list the unload beacon closed this recently (ADR 0010). */
export const BUY_NOW_REOPEN_MS = 60_000;

/** Types of which an owner has one active list per site: a new one replaces the previous. */
export const SINGLE_ACTIVE: ReadonlySet<ListType> = new Set(["quote", "buyNow", "sfl"]);
const WITH_URL_KEY: ReadonlySet<ListType> = new Set(["wishlist", "registry"]);

export const listNotFound = () => httpError(ERRORS.listNotFound);
const loginRequired = () => httpError(ERRORS.listLoginRequired);
const listFull = () => httpError(ERRORS.listFull, `A list holds at most ${MAX_LINES_PER_LIST} different items.`);

export const ownerKey = (owner: ListOwner): OwnerKey =>
  owner.customerId !== null
    ? { customerId: owner.customerId, sessionId: null }
    : { customerId: null, sessionId: owner.sessionId };
const hasOwner = (owner: ListOwner) => owner.customerId !== null || owner.sessionId !== null;

/** Issue 13 item 12: list creations per owner (session or customer), whichever door they come by. */
export const LIST_CREATION_POLICY: ThrottlePolicy = {
  free: 30,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  windowMs: 3_600_000,
};

export interface ListsDeps {
  /** Counts list creations per owner (in-process by default; Redis when REDIS_URL is set). */
  creations?: Throttle;
  /** Counts list creations per client address (`owner.clientAddress`), explicit or implicit. */
  creationsPerAddress?: Throttle;
  repo: ListsRepository;
  pricing: PricingService;
  catalog: CatalogService;
  now?: () => Date;
  /** SPEC §5 ticket-only product: does the customer hold a live ticket for it (the ticket service). */
  holdsTicketFor?: (customerId: number, productId: number) => Promise<boolean>;
}

/** SPEC §3/§4 lists: the use cases behind /svc_list and the SSR loaders (see index.ts for the contract). */
export function createListsService(deps: ListsDeps): ListsService {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const creations = deps.creations ?? createThrottle(createMemoryAttemptStore(), LIST_CREATION_POLICY);

  async function present(list: ListRow, owner: ListOwner, site: Site, messages?: ListMessage[]): Promise<List> {
    return presentList(deps, list, await repo.listItems([list.id]), {
      site,
      groupId: owner.groupId,
      language: owner.language,
      messages,
    });
  }

  async function requireOwned(owner: ListOwner, site: Site, listId: string): Promise<ListRow> {
    const list = hasOwner(owner) ? await repo.findOwned(ownerKey(owner), site.code, listId) : null;
    if (!list) throw listNotFound();
    return list;
  }

  function assertMetadataSize(metadata: Record<string, unknown>) {
    if (JSON.stringify(metadata).length > MAX_METADATA_BYTES)
      throw httpError(ERRORS.payloadTooLarge, `List metadata is limited to ${MAX_METADATA_BYTES} bytes`);
  }

  /** Owner fields of the metadata (isActive is a column, never stored in the JSON). */
  const ownerFields = ({ isActive: _, ...rest }: ListMetadataIn) => rest;

  /** Writes priced lines into a list inside a transaction that already locked it; 409 when it overflows. */
  async function writeLines(tx: ListsTx, list: ListRow, priced: PricedIncoming): Promise<ListMessage[]> {
    const plan = planLines(list.type, priced);
    const results = await tx.upsertLines(list.id, plan.lines);
    if ((await tx.countLines(list.id)) > MAX_LINES_PER_LIST) throw listFull();
    return cappedMessages(plan, results);
  }

  /**
   * Issue 13 item 12: every list creation (POST /lists, the SSR cart, a cart created by an add or a
   * registry gift) counts per owner and per client address; a cookie-less visitor gets a new session
   * each time, so the address is what bounds them.
   */
  async function countCreation(owner: ListOwner): Promise<void> {
    await takeOrRefuse(creations, `lists:create:${owner.customerId ?? owner.sessionId}`);
    if (owner.clientAddress && deps.creationsPerAddress)
      await takeOrRefuse(deps.creationsPerAddress, `lists:create:ip:${owner.clientAddress}`);
  }

  /** The owner's active list of a type, created when missing; the caller's transaction holds the owner lock. */
  async function activeListIn(tx: ListsTx, owner: ListOwner, site: Site, type: ListType): Promise<ListRow> {
    const existing = await tx.findActiveOfType(ownerKey(owner), site.code, type);
    if (existing) return existing;
    return insertList(tx, owner, site, type, {});
  }

  async function insertList(
    tx: ListsTx,
    owner: ListOwner,
    site: Site,
    type: ListType,
    metadata: Record<string, unknown>,
  ): Promise<ListRow> {
    await countCreation(owner);
    const key = ownerKey(owner);
    if (SINGLE_ACTIVE.has(type)) await tx.deactivateOthers(key, site.code, type, null);
    return tx.insertList({
      id: crypto.randomUUID(),
      type,
      siteCode: site.code,
      ownerCustomerId: key.customerId,
      ownerSessionId: key.sessionId,
      isActive: true,
      activeCartTs: type === "quote" ? now() : null,
      metadata,
      urlKey: WITH_URL_KEY.has(type) ? randomBytes(8).toString("base64url") : null,
    });
  }

  const registry = createRegistryUseCases(deps);
  const gifts = createGiftUseCases({
    ...deps,
    ownerKey,
    requireRegistry: registry.requireRegistry,
    present,
    writeLines,
    activeListIn,
    insertList,
  });
  const items = createItemUseCases({
    ...deps,
    present,
    requireOwned,
    writeLines,
    activeListIn,
    assertRegistryLinks: gifts.assertRegistryLinks,
  });

  const service: ListsService = {
    async listLists(owner, site, options = {}) {
      if (!hasOwner(owner)) return [];
      const rows = await repo.listOwned(ownerKey(owner), site.code, options.activeOnly ?? false);
      const all = await repo.listItems(rows.map((r) => r.id));
      return Promise.all(
        rows.map((row) =>
          presentList(
            deps,
            row,
            all.filter((i) => i.listId === row.id),
            { site, groupId: owner.groupId, language: owner.language },
          ),
        ),
      );
    },

    async getList(owner, site, listId) {
      return present(await requireOwned(owner, site, listId), owner, site);
    },

    findActiveCart(owner, site) {
      return service.findActiveList(owner, site, "quote");
    },

    async findActiveList(owner, site, type) {
      if (!hasOwner(owner)) return null;
      const list = await repo.findActiveOfType(ownerKey(owner), site.code, type);
      return list ? present(list, owner, site) : null;
    },

    async cartQty(owner, site) {
      return hasOwner(owner) ? repo.cartQty(ownerKey(owner), site.code) : 0;
    },

    async createList(owner, site, request) {
      if (!hasOwner(owner)) throw loginRequired();
      const { type } = request;
      if (type === "registry" && owner.customerId === null) throw loginRequired();
      const metadata = ownerFields(request.metadata ?? {});
      assertMetadataSize(metadata);
      if (type === "registryPurchase") await registry.requireRegistry(metadata.registryUrlKey, site);
      if (request.items?.length) await gifts.assertRegistryLinks(type, metadata, request.items, site);
      const priced = request.items?.length
        ? await priceIncoming(deps, request.items, site, owner.groupId, { owner, type })
        : null;
      let messages: ListMessage[] = [];
      const list = await repo.transaction(async (tx) => {
        await tx.lockOwner(ownerKey(owner), site.code);
        const created = await insertList(tx, owner, site, type, metadata);
        if (priced) messages = await writeLines(tx, created, priced);
        return created;
      });
      return present(list, owner, site, messages);
    },

    async updateMetadata(owner, site, listId, metadata) {
      const list = await requireOwned(owner, site, listId);
      const merged = { ...list.metadata, ...ownerFields(metadata) };
      assertMetadataSize(merged);
      if (list.type === "registryPurchase" && metadata.registryUrlKey !== undefined)
        await registry.requireRegistry(metadata.registryUrlKey, site);
      const updated = await repo.transaction(async (tx) => {
        const key = ownerKey(owner);
        const set: Parameters<ListsTx["touchOwned"]>[3] = { metadata: merged };
        if (metadata.isActive === false) set.isActive = false;
        if (metadata.isActive === true) {
          await tx.lockOwner(key, site.code);
          if (SINGLE_ACTIVE.has(list.type)) await tx.deactivateOthers(key, site.code, list.type, list.id);
          set.isActive = true;
          // SPEC §4: switching the active cart stamps activeCartTs.
          if (list.type === "quote") set.activeCartTs = now();
        }
        return tx.touchOwned(key, site.code, listId, set);
      });
      if (!updated) throw listNotFound();
      return present(updated, owner, site);
    },

    async deleteList(owner, site, listId) {
      await requireOwned(owner, site, listId);
      const updated = await repo.touchOwned(ownerKey(owner), site.code, listId, { isActive: false });
      if (!updated) throw listNotFound();
      return present(updated, owner, site);
    },

    async closeBuyNow(owner, site, page = null) {
      if (!hasOwner(owner)) return false;
      return (await repo.closeActive(ownerKey(owner), site.code, "buyNow", now(), page)) > 0;
    },

    async claimBuyNow(owner, site) {
      if (!hasOwner(owner)) return null;
      const key = ownerKey(owner);
      return repo.transaction(async (tx) => {
        await tx.lockOwner(key, site.code);
        const since = new Date(now().getTime() - BUY_NOW_REOPEN_MS);
        const list =
          (await tx.findActiveOfType(key, site.code, "buyNow")) ??
          (await tx.reopenClosedSince(key, site.code, "buyNow", since));
        if (!list) return null;
        const page = randomBytes(12).toString("base64url");
        await tx.touchOwned(key, site.code, list.id, { metadata: { ...list.metadata, checkoutPage: page } });
        return page;
      });
    },

    addRegistryGift: gifts.addRegistryGift,
    addItems: items.addItems,
    addToActiveList: items.addToActiveList,
    updateItem: items.updateItem,
    removeItem: items.removeItem,
    clearItems: items.clearItems,
    moveItem: items.moveItem,

    findPublic: registry.findPublic,
    searchRegistries: registry.searchRegistries,
    recordRegistryPurchase: registry.recordRegistryPurchase,

    mergeGuestLists: (event) => mergeGuestLists(deps, event),
  };
  return service;
}
