import { type BuyRequest, ERRORS, type List, type ListMessage } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { fieldError, httpError } from "../../../platform/errors.ts";
import type { ListOwner } from "../lists.api.ts";
import type { ItemRow, ListRow, ListsRepository, ListsTx, OwnerKey } from "../lists.repository.ts";
import type { ListType } from "../lists.schema.ts";
import { type PricedIncoming, priceIncoming } from "./lines.ts";
import { itemKeyOf, type PresentDeps, toBuyRequest } from "./present.ts";

const QTY_MAX = 9999;

const badLink = (index: number, field: "registryUrlKey" | "registryItemKey", message: string) => {
  const path = `items.${index}.metadata.${field}`;
  return fieldError(path, message);
};

const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);

export interface GiftDeps extends PresentDeps {
  repo: ListsRepository;
  ownerKey(owner: ListOwner): OwnerKey;
  requireRegistry(urlKey: string | undefined, site: Site): Promise<ListRow>;
  present(list: ListRow, owner: ListOwner, site: Site, messages?: ListMessage[]): Promise<List>;
  writeLines(tx: ListsTx, list: ListRow, priced: PricedIncoming): Promise<ListMessage[]>;
  activeListIn(tx: ListsTx, owner: ListOwner, site: Site, type: ListType): Promise<ListRow>;
  insertList(
    tx: ListsTx,
    owner: ListOwner,
    site: Site,
    type: ListType,
    metadata: Record<string, unknown>,
  ): Promise<ListRow>;
}

/**
 * The buy request of a gift: the registry item's product and configuration, the giver's quantity,
 * and metadata linking the line to the registry item (registryUrlKey + registryItemKey: identity
 * fields of the line key, so a gift stays its own line; checkout records the purchase with them).
 */
export function giftRequest(urlKey: string, item: ItemRow, qty: number): BuyRequest {
  const stored = toBuyRequest(item);
  const { registry: _registry, ...metadata } = stored.metadata ?? {};
  const request: BuyRequest = {
    productId: stored.productId,
    qty,
    metadata: { ...metadata, registryUrlKey: urlKey, registryItemKey: itemKeyOf(item.id) },
  };
  if (stored.options && Object.keys(stored.options).length) request.options = stored.options;
  if (stored.children?.length) request.children = stored.children;
  return request;
}

export function createGiftUseCases(deps: GiftDeps) {
  const { repo } = deps;

  /**
   * Items linking to a registry (metadata.registryUrlKey / registryItemKey) must name an item of
   * that public registry on this site; a registryPurchase list's items must all link to its own
   * registry. 400 validation_error naming the field otherwise (ADR 0010). No SQL for other items.
   */
  async function assertRegistryLinks(
    type: ListType,
    listMetadata: Record<string, unknown>,
    items: BuyRequest[],
    site: Site,
  ): Promise<void> {
    const own = type === "registryPurchase" ? text(listMetadata.registryUrlKey) : undefined;
    const keysByRegistry = new Map<string, Promise<Set<string>>>();
    const keysOf = (urlKey: string) => {
      let keys = keysByRegistry.get(urlKey);
      if (!keys) {
        keys = deps
          .requireRegistry(urlKey, site)
          .then(async (registry) => new Set((await repo.listItems([registry.id])).map((i) => itemKeyOf(i.id))));
        keysByRegistry.set(urlKey, keys);
      }
      return keys;
    };
    for (const [index, item] of items.entries()) {
      const itemKey = text(item.metadata?.registryItemKey);
      const given = text(item.metadata?.registryUrlKey);
      if (type === "registryPurchase") {
        if (given && given !== own) throw badLink(index, "registryUrlKey", "is not this list's registry");
        if (!itemKey) throw badLink(index, "registryItemKey", "is required on a registry purchase");
      } else if (!itemKey && !given) continue;
      const urlKey = given ?? own;
      if (!urlKey) throw badLink(index, "registryUrlKey", "is required with a registryItemKey");
      if (!itemKey) throw badLink(index, "registryItemKey", "is required with a registryUrlKey");
      const keys = await keysOf(urlKey).catch(() => {
        throw badLink(index, "registryUrlKey", "names no public registry");
      });
      if (!keys.has(itemKey)) throw badLink(index, "registryItemKey", "is not an item of this registry");
    }
  }

  return {
    assertRegistryLinks,

    /**
     * A gift from a registry in ONE transaction under the owner lock: into the active cart and into
     * the giver's registryPurchase list for that registry (created on the first gift), so two quick
     * clicks give one registryPurchase list with the summed line. The item key is checked against
     * the registry's items (404 list_item_not_found), the registry must be public on the site (404
     * registry_not_found); the request is built from the registry item, never from the client.
     */
    async addRegistryGift(
      owner: ListOwner,
      site: Site,
      gift: { urlKey: string; itemKey: string; qty: number },
    ): Promise<{ cart: List; registryPurchaseId: string; productName: string }> {
      if (owner.customerId === null && owner.sessionId === null)
        throw httpError(ERRORS.listLoginRequired, "A session is required");
      if (!Number.isInteger(gift.qty) || gift.qty < 1 || gift.qty > QTY_MAX)
        throw fieldError("qty", `must be a whole number from 1 to ${QTY_MAX}`);
      const registry = await deps.requireRegistry(gift.urlKey, site);
      const item = (await repo.listItems([registry.id])).find((i) => itemKeyOf(i.id) === gift.itemKey);
      if (!item) throw httpError(ERRORS.listItemNotFound);
      const request = giftRequest(gift.urlKey, item, gift.qty);
      const priced = await priceIncoming(deps, [request], site, owner.groupId, { owner, type: "quote" });
      const key = deps.ownerKey(owner);
      let messages: ListMessage[] = [];
      const { cart, record } = await repo.transaction(async (tx) => {
        await tx.lockOwner(key, site.code);
        const active = await deps.activeListIn(tx, owner, site, "quote");
        const lockedCart = await tx.touchOwned(key, site.code, active.id);
        if (!lockedCart) throw new Error("the active cart vanished under the owner lock");
        messages = await deps.writeLines(tx, lockedCart, priced);
        const existing = await tx.findRegistryPurchase(key, site.code, gift.urlKey);
        const target = existing
          ? await tx.touchOwned(key, site.code, existing.id)
          : await deps.insertList(tx, owner, site, "registryPurchase", { registryUrlKey: gift.urlKey });
        if (!target) throw new Error("the registry purchase list vanished under the owner lock");
        await deps.writeLines(tx, target, priced);
        return { cart: lockedCart, record: target };
      });
      return {
        cart: await deps.present(cart, owner, site, messages),
        registryPurchaseId: record.id,
        productName: priced.products.get(request.productId)?.name ?? "This item",
      };
    },
  };
}
