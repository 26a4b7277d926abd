import type { BuyRequest, PublicList } from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import type { ListOwner } from "../account/lists.server.ts";

type PublicItem = PublicList["items"][number];

/**
 * The buy request for a gift from a registry: the registry item's product and configuration, the
 * giver's quantity, and metadata linking the cart line to the registry item (registryUrlKey +
 * registryItemKey, an identity field of the line key, so it stays its own line in the cart and
 * checkout can add to the registry's `purchased` when the order is placed).
 */
export function registryBuyRequest(urlKey: string, item: PublicItem, qty: number): BuyRequest {
  const { registry: _registry, ...metadata } = item.metadata ?? {};
  const request: BuyRequest = {
    productId: item.productId,
    qty,
    metadata: { ...metadata, registryUrlKey: urlKey, registryItemKey: item.itemKey },
  };
  if (item.options && Object.keys(item.options).length) request.options = item.options;
  if (item.children?.length) request.children = item.children;
  return request;
}

/**
 * Adds a registry item to the giver's cart and records the gift in the giver's registryPurchase
 * list for that registry (created on the first gift). Returns the item, or null when the registry
 * (public, on this site) or the item is unknown.
 */
export async function buyFromRegistry(
  services: Services,
  owner: ListOwner,
  site: Site,
  input: { urlKey: string; itemKey: string; qty: number },
): Promise<PublicItem | null> {
  const registry = await services.lists.findPublic(input.urlKey, site);
  if (registry?.type !== "registry") return null;
  const item = registry.items.find((i) => i.itemKey === input.itemKey);
  if (!item) return null;
  const request = registryBuyRequest(input.urlKey, item, input.qty);
  await services.lists.addToActiveList(owner, site, "quote", [request]);
  const mine = await services.lists.listLists(owner, site, { activeOnly: true });
  const record = mine.find((l) => l.type === "registryPurchase" && l.metadata.registryUrlKey === input.urlKey);
  if (record) await services.lists.addItems(owner, site, record._id, [request]);
  else
    await services.lists.createList(owner, site, {
      type: "registryPurchase",
      metadata: { registryUrlKey: input.urlKey },
      items: [request],
    });
  return item;
}
