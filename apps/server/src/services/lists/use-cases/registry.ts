import { ERRORS, MAX_REGISTRY_RESULTS, type PublicList, type RegistrySummary } from "@ironworks/contracts";
import type { Language, Site } from "@ironworks/domain";
import { SITES, isSiteCode } from "@ironworks/domain";
import { httpError } from "../../../platform/errors.ts";
import type { ListRow, ListsRepository } from "../lists.repository.ts";
import { itemKeyOf, type PresentDeps, presentList } from "./present.ts";

const registryNotFound = () => httpError(ERRORS.registryNotFound);

/**
 * Public wishlists and registries (our extension of SPEC §7, ADR 0010): strangers reach them only
 * by urlKey (GET /svc_list/public/{urlKey}) or registry search, never by _id, and see no _id,
 * item id or e-mail. A registry is public unless metadata.isPublic is false; a wishlist only when
 * it is true.
 */
export function isPublic(list: ListRow): boolean {
  const flag = list.metadata.isPublic;
  return list.type === "registry" ? flag !== false : flag === true;
}

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

export function createRegistryUseCases(deps: PresentDeps & { repo: ListsRepository }) {
  const { repo } = deps;

  return {
    /** The public registry a registryPurchase list buys for; 404 registry_not_found otherwise. */
    async requireRegistry(urlKey: string | undefined, site: Site): Promise<ListRow> {
      const list = urlKey ? await repo.findByUrlKey(urlKey, ["registry"]) : null;
      if (!list || !isPublic(list) || list.siteCode !== site.code) throw registryNotFound();
      return list;
    },

    async findPublic(urlKey: string, site: Site, language?: Language): Promise<PublicList | null> {
      const list = await repo.findByUrlKey(urlKey, ["wishlist", "registry"]);
      if (!list || !isPublic(list) || list.siteCode !== site.code) return null;
      const items = await repo.listItems([list.id]);
      const full = await presentList(deps, list, items, { site, groupId: 0, language });
      const { email: _e, rsAnonId: _r, ...metadata } = full.metadata;
      return {
        type: full.type,
        name: text(list.metadata.name) ?? (list.type === "registry" ? "Registry" : "Wishlist"),
        urlKey: full.urlKey,
        metadata,
        totals: full.totals,
        updatedAt: full.updatedAt,
        items: full.items.map(({ _id, listItemId, ...item }) => ({ ...item, itemKey: itemKeyOf(_id) })),
      };
    },

    async searchRegistries(name: string, site: Site): Promise<RegistrySummary[]> {
      const rows = await repo.searchRegistries(name.trim(), site.code, MAX_REGISTRY_RESULTS);
      return rows.map((r) => ({
        urlKey: r.urlKey ?? "",
        name: text(r.metadata.name) ?? "Registry",
        eventName: text(r.metadata.eventName),
        eventDate: text(r.metadata.eventDate),
      }));
    },

    /** Checkout, when an order buys from a registry: `qty` more of the item count as purchased. */
    async recordRegistryPurchase(registryUrlKey: string, itemKey: string, qty: number): Promise<void> {
      if (!Number.isInteger(qty) || qty < 1) throw new RangeError("qty must be a positive integer");
      const list = await repo.findByUrlKey(registryUrlKey, ["registry"]);
      if (!list) throw registryNotFound();
      const item = (await repo.listItems([list.id])).find((i) => itemKeyOf(i.id) === itemKey);
      if (!item) throw httpError(ERRORS.listItemNotFound);
      await repo.transaction(async (tx) => {
        await tx.incrementPurchased(item.id, qty);
        await tx.touch([list.id]);
      });
    },
  };
}

/** The site of a stored list (for callers that only have the row). */
export const siteOf = (list: ListRow): Site => (isSiteCode(list.siteCode) ? SITES[list.siteCode] : SITES.USA);
