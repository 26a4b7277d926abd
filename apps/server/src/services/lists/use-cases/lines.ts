import { randomUUID } from "node:crypto";
import {
  type BuyRequest,
  ERRORS,
  LIST_MESSAGE_CODES,
  type ListMessage,
  type PricedLine,
  type ProductComplete,
} from "@ironworks/contracts";
import { checkQuantity, isTicketOnly, type Site } from "@ironworks/domain";
import { httpError } from "../../../platform/errors.ts";
import { lineKey } from "../line-key.ts";
import type { UpsertLine, UpsertResult } from "../lists.repository.ts";
import type { ListType } from "../lists.schema.ts";
import type { ListOwner } from "../lists.api.ts";
import { loadProducts, type PresentDeps } from "./present.ts";
import { lineCap } from "./stock.ts";

export interface PricedIncoming {
  items: BuyRequest[];
  lines: PricedLine[];
  products: Map<number, ProductComplete>;
}

/**
 * Prices incoming buy requests with the engine before anything is written: one failing line is a
 * 422 pricing_error with the engine's SPEC §8 message (as POST /svc_content/catalog/price answers),
 * and the whole call changes nothing.
 */
export async function priceIncoming(
  deps: PresentDeps,
  items: BuyRequest[],
  site: Site,
  groupId: number,
  /** Who adds to which kind of list: purchasable lists also check the account rules (SPEC §5). */
  target?: { owner: ListOwner; type: ListType },
): Promise<PricedIncoming> {
  const [{ response, firstError }, products] = await Promise.all([
    deps.pricing.priceItems({ items, groupId }, site, target ? { customerId: target.owner.customerId } : undefined),
    loadProducts(
      deps.catalog,
      items.map((i) => i.productId),
      site,
    ),
  ]);
  if (firstError) throw httpError(ERRORS.pricing, firstError.error.message, { ...firstError, items: response.items });
  if (target && PURCHASABLE.has(target.type)) await assertAccountRules(deps, items, products, target.owner);
  return { items, lines: response.items as PricedLine[], products };
}

/** Lists whose lines are bought: the account-bound quantity rules apply to them. */
const PURCHASABLE: ReadonlySet<ListType> = new Set(["quote", "buyNow", "registryPurchase"]);

/**
 * SPEC §5: the ticket-only product (HW1012) is for premium ticket holders — a customer holding a
 * live ticket for that product — one per account. The per-line cap of 1 keeps the cart to one;
 * earlier orders count once orders exist (purchased() is 0 until then).
 */
async function assertAccountRules(
  deps: PresentDeps,
  items: BuyRequest[],
  products: Map<number, ProductComplete>,
  owner: ListOwner,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    const product = products.get(item.productId);
    if (!product || !isTicketOnly(product.sku)) continue;
    const premiumTicket =
      owner.customerId !== null && ((await deps.holdsTicketFor?.(owner.customerId, product.productId)) ?? false);
    const check = checkQuantity(
      product,
      item.qty,
      owner.customerId === null ? null : { premiumTicket, purchased: () => 0 },
    );
    if (!check.ok)
      throw httpError(ERRORS.pricing, check.error.message, {
        index,
        error: { code: check.error.code, message: check.error.message, field: "qty" },
      });
  }
}

/**
 * The stored form of a buy request (productId and qty are columns). On registries, `purchased` is
 * the server's (recorded at checkout), never the client's.
 */
export function storedRequest(type: ListType, item: BuyRequest): Record<string, unknown> {
  const { productId: _p, qty: _q, ...rest } = item;
  if (type !== "registry") return rest;
  const registry = (rest.metadata?.registry ?? {}) as Record<string, unknown>;
  return {
    ...rest,
    metadata: {
      ...rest.metadata,
      registry: { ...(registry.priority ? { priority: registry.priority } : {}), purchased: 0 },
    },
  };
}

export interface PlannedLines {
  lines: UpsertLine[];
  /** Requested quantity per line key (summed over duplicates in the call). */
  requested: Map<string, number>;
  names: Map<string, string>;
}

/** One upsert line per distinct line key, with its cap; duplicates within the call are summed. */
export function planLines(type: ListType, priced: PricedIncoming): PlannedLines {
  const byKey = new Map<string, UpsertLine>();
  const requested = new Map<string, number>();
  const names = new Map<string, string>();
  priced.items.forEach((item, i) => {
    const key = lineKey(item);
    requested.set(key, (requested.get(key) ?? 0) + item.qty);
    const seen = byKey.get(key);
    if (seen) {
      seen.qty = Math.min(9999, seen.qty + item.qty);
      return;
    }
    const product = priced.products.get(item.productId);
    names.set(key, product?.name ?? `Product ${item.productId}`);
    byKey.set(key, {
      id: randomUUID(),
      lineKey: key,
      productId: item.productId,
      qty: item.qty,
      cap: lineCap(type, product, priced.lines[i]),
      request: storedRequest(type, item),
    });
  });
  return { lines: [...byKey.values()], requested, names };
}

/** A warning for every line whose quantity was cut to its cap. */
export function cappedMessages(plan: PlannedLines, results: UpsertResult[]): ListMessage[] {
  return results.flatMap((r) => {
    const wanted = (r.oldQty ?? 0) + (plan.requested.get(r.lineKey) ?? 0);
    if (r.qty >= wanted) return [];
    const name = plan.names.get(r.lineKey) ?? "This item";
    return [
      {
        type: "warning" as const,
        code: LIST_MESSAGE_CODES.qtyCapped,
        message: `${name}: quantity limited to ${r.qty}.`,
        itemId: r.id,
        values: { name: plan.names.get(r.lineKey) ?? "", qty: r.qty },
      },
    ];
  });
}
