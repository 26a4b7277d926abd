import { randomUUID } from "node:crypto";
import type { PricedLine } from "@ironworks/contracts";
import { isSiteCode, SITES } from "@ironworks/domain";
import type { ItemRow, ListRow, ListsRepository, UpsertLine } from "../lists.repository.ts";
import type { ListType } from "../lists.schema.ts";
import { loadProducts, type PresentDeps, toBuyRequest } from "./present.ts";
import { lineCap } from "./stock.ts";

/** Types whose guest items join the customer's list of the same type; other guest lists change owner. */
const MERGED: ReadonlySet<ListType> = new Set(["quote", "sfl", "wishlist"]);

const isLine = (x: unknown): x is PricedLine => typeof x === "object" && x !== null && !("error" in x);

/**
 * At sign-in (SPEC: the guest cart merges into the customer's): per site, the guest's active cart,
 * save-for-later and wishlist lines go into the customer's active list of that type — the same line
 * key sums, capped to stock and the quantity rules — and the guest list is deactivated. A guest list
 * with no counterpart (or of another type, e.g. the buy-now list of a checkout in progress) becomes
 * the customer's. One transaction: the merge happens entirely or not at all.
 */
export async function mergeGuestLists(
  deps: PresentDeps & { repo: ListsRepository },
  event: { sessionId: string; customerId: number },
): Promise<void> {
  const { repo } = deps;
  const guest = await repo.listGuestLists(event.sessionId);
  if (guest.length === 0) return;
  const siteCodes = [...new Set(guest.map((l) => l.siteCode))].sort();
  const [customerLists, items] = await Promise.all([
    repo.listCustomerActive(event.customerId, siteCodes),
    repo.listItems(guest.map((l) => l.id)),
  ]);

  const merges: { from: ListRow; into: ListRow }[] = [];
  const reowned: ListRow[] = [];
  for (const list of guest) {
    const into = MERGED.has(list.type)
      ? customerLists.find((c) => c.siteCode === list.siteCode && c.type === list.type)
      : undefined;
    if (into) merges.push({ from: list, into });
    else reowned.push(list);
  }

  // Caps need the priced line (a configurable's variant, a bundle's children) and the product.
  const linesByTarget = new Map<string, Map<string, UpsertLine>>();
  for (const code of siteCodes) {
    if (!isSiteCode(code)) continue;
    const site = SITES[code];
    const siteMerges = merges.filter((m) => m.from.siteCode === code);
    const siteItems: { item: ItemRow; into: ListRow }[] = siteMerges.flatMap((m) =>
      items.filter((i) => i.listId === m.from.id).map((item) => ({ item, into: m.into })),
    );
    if (siteItems.length === 0) continue;
    const requests = siteItems.map((s) => toBuyRequest(s.item));
    const [priced, products] = await Promise.all([
      deps.pricing.priceItems({ items: requests, partial: true }, site),
      loadProducts(
        deps.catalog,
        requests.map((r) => r.productId),
        site,
      ),
    ]);
    siteItems.forEach(({ item, into }, i) => {
      const wire = priced.response.items[i];
      const cap = lineCap(into.type, products.get(item.productId), isLine(wire) ? wire : undefined);
      const lines = linesByTarget.get(into.id) ?? new Map<string, UpsertLine>();
      linesByTarget.set(into.id, lines);
      const seen = lines.get(item.lineKey);
      if (seen) seen.qty = Math.min(9999, seen.qty + item.qty);
      else
        lines.set(item.lineKey, {
          id: randomUUID(),
          lineKey: item.lineKey,
          productId: item.productId,
          qty: item.qty,
          cap,
          request: item.request,
        });
    });
  }

  const customer = { customerId: event.customerId, sessionId: null };
  await repo.transaction(async (tx) => {
    for (const code of siteCodes) await tx.lockOwner(customer, code);
    for (const [listId, lines] of linesByTarget) await tx.upsertLines(listId, [...lines.values()]);
    await tx.touch([...linesByTarget.keys()]);
    await tx.deactivate(merges.map((m) => m.from.id));
    // A guest buy-now list (checkout in progress) replaces the customer's older one.
    for (const list of reowned)
      if (list.type === "buyNow") await tx.deactivateOthers(customer, list.siteCode, "buyNow", null);
    await tx.reown(
      reowned.map((l) => l.id),
      event.customerId,
    );
  });
}
