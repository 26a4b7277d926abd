import {
  type BuyRequest,
  ERRORS,
  LIST_MESSAGE_CODES,
  type List,
  type ListMessage,
  type UpdateItemRequest,
} from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { httpError } from "../../../platform/errors.ts";
import type { ListOwner } from "../lists.api.ts";
import { lineKey } from "../line-key.ts";
import type { ListRow, ListsRepository, ListsTx } from "../lists.repository.ts";
import type { ListType } from "../lists.schema.ts";
import { type PricedIncoming, priceIncoming, storedRequest } from "./lines.ts";
import { type PresentDeps, toBuyRequest } from "./present.ts";
import { lineCap } from "./stock.ts";

const itemNotFound = () => httpError(ERRORS.listItemNotFound);
const listNotFound = () => httpError(ERRORS.listNotFound);

export interface ItemDeps extends PresentDeps {
  repo: ListsRepository;
  present(list: ListRow, owner: ListOwner, site: Site, messages?: ListMessage[]): Promise<List>;
  requireOwned(owner: ListOwner, site: Site, listId: string): Promise<ListRow>;
  writeLines(tx: ListsTx, list: ListRow, priced: PricedIncoming): Promise<ListMessage[]>;
  activeListIn(tx: ListsTx, owner: ListOwner, site: Site, type: ListType): Promise<ListRow>;
  /** Registry links in the items must name an item of that registry (400 otherwise). */
  assertRegistryLinks(
    type: ListType,
    metadata: Record<string, unknown>,
    items: BuyRequest[],
    site: Site,
  ): Promise<void>;
}

const keyOf = (owner: ListOwner) =>
  owner.customerId !== null
    ? { customerId: owner.customerId, sessionId: null }
    : { customerId: null, sessionId: owner.sessionId };

/** Item writes: every one prices first, then changes the list in one transaction that locks it. */
export function createItemUseCases(deps: ItemDeps) {
  const { repo } = deps;

  /** Locks an owned list for this transaction (bumping its version); 404 when it is not the owner's. */
  async function lock(tx: ListsTx, owner: ListOwner, site: Site, listId: string): Promise<ListRow> {
    const list = await tx.touchOwned(keyOf(owner), site.code, listId);
    if (!list) throw listNotFound();
    return list;
  }

  return {
    async addItems(owner: ListOwner, site: Site, listId: string, items: BuyRequest[]): Promise<List> {
      const owned = await deps.requireOwned(owner, site, listId);
      await deps.assertRegistryLinks(owned.type, owned.metadata, items, site);
      const priced = await priceIncoming(deps, items, site, owner.groupId, { owner, type: owned.type });
      let messages: ListMessage[] = [];
      const list = await repo.transaction(async (tx) => {
        const locked = await lock(tx, owner, site, listId);
        messages = await deps.writeLines(tx, locked, priced);
        return locked;
      });
      return deps.present(list, owner, site, messages);
    },

    async addToActiveList(owner: ListOwner, site: Site, type: ListType, items: BuyRequest[]): Promise<List> {
      if (owner.customerId === null && owner.sessionId === null)
        throw httpError(ERRORS.listLoginRequired, "A session is required");
      if (type === "registry" && owner.customerId === null) throw httpError(ERRORS.listLoginRequired);
      await deps.assertRegistryLinks(type, {}, items, site);
      const priced = await priceIncoming(deps, items, site, owner.groupId, { owner, type });
      let messages: ListMessage[] = [];
      const list = await repo.transaction(async (tx) => {
        await tx.lockOwner(keyOf(owner), site.code);
        const target = await deps.activeListIn(tx, owner, site, type);
        const locked = await lock(tx, owner, site, target.id);
        messages = await deps.writeLines(tx, locked, priced);
        return locked;
      });
      return deps.present(list, owner, site, messages);
    },

    /**
     * A new quantity (`{qty}`) or a whole new buy request for one item, re-priced and capped. When the
     * new buy request is the same thing as another line, the two merge into that line.
     */
    async updateItem(
      owner: ListOwner,
      site: Site,
      listId: string,
      itemId: string,
      update: UpdateItemRequest,
    ): Promise<List> {
      const list = await deps.requireOwned(owner, site, listId);
      const current = await repo.findItem(listId, itemId);
      if (!current) throw itemNotFound();
      const stored = toBuyRequest(current);
      const next: BuyRequest =
        "productId" in update
          ? preserveRegistry(list.type, stored, update as BuyRequest)
          : { ...stored, qty: update.qty };
      if ("productId" in update) await deps.assertRegistryLinks(list.type, list.metadata, [next], site);
      const priced = await priceIncoming(deps, [next], site, owner.groupId, { owner, type: list.type });
      const key = lineKey(next);
      let messages: ListMessage[] = [];
      const updated = await repo.transaction(async (tx) => {
        const locked = await lock(tx, owner, site, listId);
        if (key === current.lineKey) {
          const cap = lineCap(list.type, priced.products.get(next.productId), priced.lines[0]);
          const qty = Math.min(next.qty, cap);
          // Same line, maybe new details (a registry item's priority): keep them with the quantity.
          const { productId: _p, qty: _q, ...request } = next;
          if (!(await tx.setItemQty(listId, itemId, qty, request))) throw itemNotFound();
          if (qty < next.qty)
            messages = [
              {
                type: "warning",
                code: LIST_MESSAGE_CODES.qtyCapped,
                message: `${priced.products.get(next.productId)?.name ?? "This item"}: quantity limited to ${qty}.`,
                itemId,
                values: { name: priced.products.get(next.productId)?.name ?? "", qty },
              },
            ];
        } else {
          if (!(await tx.deleteItem(listId, itemId))) throw itemNotFound();
          messages = await deps.writeLines(tx, locked, priced);
        }
        return locked;
      });
      return deps.present(updated, owner, site, messages);
    },

    async removeItem(owner: ListOwner, site: Site, listId: string, itemId: string): Promise<List> {
      await deps.requireOwned(owner, site, listId);
      const list = await repo.transaction(async (tx) => {
        const locked = await lock(tx, owner, site, listId);
        if (!(await tx.deleteItem(listId, itemId))) throw itemNotFound();
        return locked;
      });
      return deps.present(list, owner, site);
    },

    async clearItems(owner: ListOwner, site: Site, listId: string): Promise<List> {
      await deps.requireOwned(owner, site, listId);
      const list = await repo.transaction(async (tx) => {
        const locked = await lock(tx, owner, site, listId);
        await tx.deleteItems(listId);
        return locked;
      });
      return deps.present(list, owner, site);
    },

    /** Save for later and back: the item leaves its list and sums into the owner's active list of `toType`. */
    async moveItem(owner: ListOwner, site: Site, itemId: string, toType: ListType): Promise<{ from: List; to: List }> {
      const found =
        owner.customerId !== null || owner.sessionId !== null
          ? await repo.findOwnedItem(keyOf(owner), site.code, itemId)
          : null;
      if (!found) throw itemNotFound();
      const request = toBuyRequest(found.item);
      // An item that cannot be priced now may still be saved for later; an add to the cart must price.
      const priced =
        toType === "sfl" || toType === "wishlist"
          ? await priceIncoming(deps, [request], site, owner.groupId).catch(() => ({
              items: [request],
              lines: [],
              products: new Map(),
            }))
          : await priceIncoming(deps, [request], site, owner.groupId, { owner, type: toType });
      let messages: ListMessage[] = [];
      const [from, to] = await repo.transaction(async (tx) => {
        await tx.lockOwner(keyOf(owner), site.code);
        const target = await deps.activeListIn(tx, owner, site, toType);
        if (target.id === found.list.id) return [found.list, found.list];
        const source = await lock(tx, owner, site, found.list.id);
        const locked = await lock(tx, owner, site, target.id);
        if (!(await tx.deleteItem(source.id, itemId))) throw itemNotFound();
        messages = await deps.writeLines(tx, locked, priced as PricedIncoming);
        return [source, locked];
      });
      const [fromList, toList] = await Promise.all([
        deps.present(from, owner, site),
        deps.present(to, owner, site, messages),
      ]);
      return { from: fromList, to: toList };
    },
  };
}

/** A registry item's purchased count survives a client rewriting the item. */
function preserveRegistry(type: ListType, stored: BuyRequest, next: BuyRequest): BuyRequest {
  if (type !== "registry") return next;
  const purchased = (stored.metadata?.registry as { purchased?: number } | undefined)?.purchased ?? 0;
  const request = storedRequest(type, next) as Omit<BuyRequest, "productId" | "qty">;
  const registry = { ...(request.metadata?.registry as object), purchased };
  return { ...request, productId: next.productId, qty: next.qty, metadata: { ...request.metadata, registry } };
}
