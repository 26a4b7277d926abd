import { baseSku } from "@ironworks/domain";
import type { Doc, SearchIndex } from "./search.index.ts";

/**
 * Recommendations from the catalog alone (no purchase history yet): similar products share
 * categories, brand and name words; cart companions come from the same departments but other
 * categories; "for you" follows what the shopper viewed, else the featured list.
 */

/** Docs named by store skus (EU-/AU- prefixes allowed) or product urls. */
export function findContextDocs(index: SearchIndex, skus: string[] | undefined, uri: string | undefined): Doc[] {
  const out: Doc[] = [];
  for (const sku of skus ?? []) {
    const doc = index.bySku.get(baseSku(sku.trim().toUpperCase()));
    if (doc && !out.includes(doc)) out.push(doc);
  }
  if (uri) {
    const doc = index.byUrl.get(uri);
    if (doc && !out.includes(doc)) out.push(doc);
  }
  return out;
}

function words(doc: Doc): Set<string> {
  return new Set(doc.nameKey.split(" ").filter((w) => w.length > 2 && !/\d/.test(w)));
}

function rank(index: SearchIndex, slot: number, exclude: Set<number>, score: (d: Doc) => number): Doc[] {
  const scored: { d: Doc; s: number }[] = [];
  for (const d of index.featured[slot] ?? []) {
    if (exclude.has(d.ix)) continue;
    const s = score(d);
    if (s > 0) scored.push({ d, s });
  }
  // featured[] is already in featured order, and the sort is stable: ties keep it.
  return scored.sort((a, b) => b.s - a.s).map((x) => x.d);
}

export function similarTo(index: SearchIndex, slot: number, targets: Doc[]): Doc[] {
  if (targets.length === 0) return [];
  const exclude = new Set(targets.map((t) => t.ix));
  const profiles = targets.map((t) => ({
    leaf: new Set(t.categoryIds.filter((id) => (index.categories.get(id)?.depth ?? 0) > 0)),
    top: new Set(t.categoryIds.map((id) => index.categories.get(id)?.rootId ?? id)),
    brand: t.brandKey,
    words: words(t),
  }));
  return rank(index, slot, exclude, (d) => {
    let best = 0;
    for (const p of profiles) {
      let s = 0;
      for (const id of d.categoryIds) {
        if (p.leaf.has(id)) s += 6;
        else if (p.top.has(index.categories.get(id)?.rootId ?? id)) s += 1;
      }
      if (s === 0) continue;
      if (d.brandKey !== null && d.brandKey === p.brand) s += 1;
      for (const w of words(d)) if (p.words.has(w)) s += 1.5;
      best = Math.max(best, s);
    }
    return best;
  });
}

/** What goes with a cart: same departments, other categories than the cart's own. */
export function companionsOf(index: SearchIndex, slot: number, cart: Doc[]): Doc[] {
  if (cart.length === 0) return [];
  const exclude = new Set(cart.map((t) => t.ix));
  const cartLeaves = new Set(
    cart.flatMap((t) => t.categoryIds.filter((id) => (index.categories.get(id)?.depth ?? 0) > 0)),
  );
  const cartTops = new Set(cart.flatMap((t) => t.categoryIds.map((id) => index.categories.get(id)?.rootId ?? id)));
  return rank(index, slot, exclude, (d) => {
    const leaves = d.categoryIds.filter((id) => (index.categories.get(id)?.depth ?? 0) > 0);
    if (leaves.some((id) => cartLeaves.has(id))) return 0.5;
    const tops = d.categoryIds.map((id) => index.categories.get(id)?.rootId ?? id);
    return tops.some((id) => cartTops.has(id)) ? 2 : 0;
  });
}

/** Recently viewed products per shopper, fed by view events; bounded. */
export function createViewHistory(maxUsers = 5000, perUser = 10) {
  const views = new Map<string, number[]>();
  return {
    record(userId: string, productIds: number[]) {
      if (productIds.length === 0) return;
      const list = (views.get(userId) ?? []).filter((id) => !productIds.includes(id));
      views.delete(userId);
      views.set(userId, [...productIds, ...list].slice(0, perUser));
      while (views.size > maxUsers) {
        const oldest = views.keys().next().value;
        if (oldest === undefined) break;
        views.delete(oldest);
      }
    },
    recent(userId: string | undefined): number[] {
      return userId ? (views.get(userId) ?? []) : [];
    },
  };
}

export type ViewHistory = ReturnType<typeof createViewHistory>;
