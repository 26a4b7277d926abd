import {
  type CompareItem,
  type CompareList,
  type CompareNote,
  type CompareRowWire,
  type CompareTable,
  ERRORS,
  type Product,
} from "@ironworks/contracts";
import {
  addToCompare,
  compareFamily,
  comparePath,
  compareRows,
  GUEST_COMPARE_DAYS,
  MAX_COMPARE,
  mergeCompareLists,
  parseCompareSkus,
  type Site,
} from "@ironworks/domain";
import type { SessionInfo } from "../../platform/session.ts";
import { httpError } from "../../platform/errors.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { CompareOwnerKey, CompareRepository, StoredCompareEntry } from "./compare.repository.ts";

/** A request's session as the service needs it (SSR passes `context.session.find()`, routes the same). */
export type OwnerSession = Pick<SessionInfo, "customerId" | "sessionId">;
/** The owner of a request's session; null for a visitor without one (who owns nothing). */
export function compareOwner(session: OwnerSession): CompareOwnerKey;
export function compareOwner(session: OwnerSession | null): CompareOwnerKey | null;
export function compareOwner(session: OwnerSession | null): CompareOwnerKey | null {
  if (!session) return null;
  return session.customerId !== null
    ? { customerId: session.customerId }
    : { customerId: null, sessionId: session.sessionId };
}

/** Guest lists last changed before this are expired (read as empty, deleted by housekeeping). */
export const guestCutoff = (now: Date) => new Date(now.getTime() - GUEST_COMPARE_DAYS * 24 * 60 * 60_000);

const EMPTY = (): CompareList => ({ skus: [], count: 0, max: MAX_COMPARE, path: comparePath([]) });

type RowKind = CompareRowWire["kind"];
interface Column {
  product: Product;
  values: Record<string, string | null>;
}

/** "Footprint: 10 × 6 ft" names a spec; any other feature line is a feature a product has or lacks. */
const SPEC_LINE = /^([^:]{2,40}):\s*(.+)$/;

/**
 * Compare lists and tables (issue 23 item 5). The list is the owner's (stored server-side, so it
 * follows a customer to every device); a table is built for any skus (the share URL) without
 * touching anyone's list. The rules are the domain's (packages/domain compare.ts).
 */
export function createCompareService(repo: CompareRepository, catalog: CatalogService) {
  async function present(items: StoredCompareEntry[], site: Site): Promise<CompareList> {
    if (items.length === 0) return EMPTY();
    // The site's own skus (EU-/AU- prefixes), and only products it sells.
    const summaries = await catalog.listProductsBySku(
      items.map((i) => i.sku),
      site,
    );
    const skus = summaries.map((s) => s.sku);
    return { skus, count: skus.length, max: MAX_COMPARE, path: comparePath(skus) };
  }

  /** A product of the site by sku, or null when there is none (unknown, not sold here). */
  async function productOrNull(sku: string, site: Site, locale: string): Promise<Product | null> {
    try {
      return await catalog.getProductBySku(sku, site, locale);
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  }

  const familyOf = (p: Product) =>
    compareFamily({ accessoryType: p.attributes.accessory_type, categoryUrls: p.categories.map((c) => c.url) });

  async function table(requested: string, site: Site, locale: string): Promise<CompareTable> {
    const { skus, written, malformed, overflow } = parseCompareSkus(requested);
    const notes: CompareNote[] = [];
    if (malformed.length) notes.push({ reason: "malformed", skus: malformed });
    if (overflow.length) notes.push({ reason: "too_many", skus: overflow });
    const found = await Promise.all(skus.map((sku) => productOrNull(sku, site, locale)));
    // Quoted as the link wrote them: a mistyped "bogus-1" stays "bogus-1".
    const unknown = written.filter((_, i) => !found[i]);
    if (unknown.length) notes.push({ reason: "unknown", skus: unknown });
    // The first product sets the kind; others of another kind are left out with a note.
    const products: Product[] = [];
    const otherKind: string[] = [];
    let kind: string | null | undefined;
    for (const p of found) {
      if (!p) continue;
      const family = familyOf(p);
      if (kind === undefined) kind = family;
      if (family === null || family !== kind) otherKind.push(p.sku);
      else products.push(p);
    }
    if (otherKind.length) notes.push({ reason: "not_comparable", skus: otherKind });
    const summaries = await catalog.listProductsBySku(
      products.map((p) => p.sku),
      site,
      locale,
    );
    const bySku = new Map(summaries.map((s) => [s.sku, s]));
    const items: CompareItem[] = products.map((p) => {
      const s = bySku.get(p.sku);
      return {
        productId: p.productId,
        sku: p.sku,
        name: s?.name ?? p.name,
        url: p.url,
        thumbnail: p.thumbnail,
        manufacturer: p.attributes.manufacturer ?? null,
        price: s?.special_price ?? s?.price ?? p.price,
      };
    });

    // Fixed rows first, then the specs and features of the products' own (translated) copy.
    const kinds = new Map<string, { kind: RowKind; label: string | null }>([
      ["price", { kind: "money", label: null }],
      ["manufacturer", { kind: "text", label: null }],
      ["stock", { kind: "stock", label: null }],
      ["weight", { kind: "weight", label: null }],
    ]);
    const columns: Column[] = products.map((p, i) => {
      const values: Record<string, string | null> = {
        price: items[i]?.price?.toFixed(2) ?? null,
        manufacturer: p.attributes.manufacturer ?? null,
        stock: bySku.get(p.sku)?.stockStatus ?? null,
        weight: p.weight === null ? null : String(p.weight),
      };
      for (const line of p.attributes.features ?? []) {
        const spec = SPEC_LINE.exec(line);
        // "Weight: 380 lb" repeats the weight row (which the page shows in the region's unit).
        if (spec && p.weight !== null && spec[2]?.trim() === `${p.weight} lb`) continue;
        const label = (spec?.[1] ?? line).trim();
        const code = `${spec ? "spec" : "feature"}:${label.toLowerCase()}`;
        if (!kinds.has(code)) kinds.set(code, { kind: spec ? "text" : "check", label });
        values[code] = spec ? (spec[2] ?? "").trim() : "yes";
      }
      return { product: p, values };
    });
    const order = [...kinds.keys()].sort((a, b) => rank(a) - rank(b));
    const rows = compareRows(
      order,
      columns.map((c) => c.values),
    ).map((r) => ({ ...r, ...(kinds.get(r.code) ?? { kind: "text" as const, label: null }) }));
    return { items, rows, notes, path: comparePath(items.map((i) => i.sku)) };
  }
  const rank = (code: string) => (code.startsWith("feature:") ? 2 : code.startsWith("spec:") ? 1 : 0);

  const service = {
    /** The owner's list on the site (a visitor without a session: empty). */
    async getList(session: OwnerSession | null, site: Site): Promise<CompareList> {
      const owner = compareOwner(session);
      if (!owner) return EMPTY();
      return present(await repo.find(owner), site);
    },

    /**
     * Adds a product by sku: unknown → 404 product_not_found; a fifth product → 409 compare_full;
     * another kind → 409 compare_not_comparable; nothing is written on a refusal.
     */
    async add(session: OwnerSession, site: Site, sku: string): Promise<CompareList> {
      const owner = compareOwner(session);
      const product = await catalog.getProductBySku(sku, site);
      const entry = { productId: product.productId, sku: product.sku, family: familyOf(product) };
      const items = await repo.change(owner, (list) => {
        const outcome = addToCompare(list, entry);
        if (outcome.ok) return outcome.entries;
        throw httpError(outcome.reason === "full" ? ERRORS.compareFull : ERRORS.notComparable);
      });
      return present(items, site);
    },

    /** Removes a product (by the site's or the catalog's sku); an sku not in the list changes nothing. */
    async remove(session: OwnerSession | null, site: Site, sku: string): Promise<CompareList> {
      const owner = compareOwner(session);
      if (!owner) return EMPTY();
      const wanted = sku.trim().toUpperCase();
      const product = await productOrNull(wanted, site, "en");
      const items = await repo.change(owner, (list) =>
        list.filter((e) => e.sku.toUpperCase() !== wanted && e.productId !== product?.productId),
      );
      return present(items, site);
    },

    async clear(session: OwnerSession | null, site: Site): Promise<CompareList> {
      const owner = compareOwner(session);
      if (!owner) return EMPTY();
      return present(await repo.change(owner, () => []), site);
    },

    /** The table for a share URL's sku segment ("RK-1,RK-2"): nobody's list is read or changed. */
    table,

    /** The table of the owner's own list. */
    async ownTable(session: OwnerSession | null, site: Site, locale: string): Promise<CompareTable> {
      const list = await service.getList(session, site);
      return table(list.skus.join(","), site, locale);
    },

    /** Housekeeping (main.ts, hourly): guests' lists untouched for GUEST_COMPARE_DAYS are deleted. */
    deleteExpiredGuests: (now = new Date()) => repo.deleteGuestsBefore(guestCutoff(now)),

    /** Sign-in (session.onSignedIn): the guest's list joins the customer's (domain mergeCompareLists). */
    mergeGuest: (event: { sessionId: string; customerId: number }) =>
      repo.mergeGuest(event.sessionId, event.customerId, mergeCompareLists),
  };
  return service;
}

export type CompareService = ReturnType<typeof createCompareService>;
