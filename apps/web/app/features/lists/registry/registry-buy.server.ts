import type { Site } from "@ironworks/domain";
import type { Services } from "@ironworks/server";
import type { ListOwner } from "../account/lists.server.ts";

/**
 * Adds a registry item to the giver's cart and records the gift in the giver's registryPurchase
 * list for that registry (created on the first gift), in one transaction of the lists service
 * (`addRegistryGift`: two quick clicks give one registryPurchase list). Returns the product's
 * name, or null when the registry (public, on this site) or the item is unknown.
 */
export async function buyFromRegistry(
  services: Services,
  owner: ListOwner,
  site: Site,
  input: { urlKey: string; itemKey: string; qty: number },
): Promise<{ productName: string } | null> {
  try {
    const { productName } = await services.lists.addRegistryGift(owner, site, input);
    return { productName };
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (code === "registry_not_found" || code === "list_item_not_found") return null;
    throw err;
  }
}
