import { randomUUID } from "node:crypto";
import {
  type BuyRequest,
  LIST_MESSAGE_CODES,
  type ListMessage,
  PRICING_ERROR_CODE,
  type PricedLine,
  type ProductComplete,
} from "@ironworks/contracts";
import type { Site } from "@ironworks/domain";
import { HttpError } from "../../../platform/errors.ts";
import { lineKey } from "../line-key.ts";
import type { UpsertLine, UpsertResult } from "../lists.repository.ts";
import type { ListType } from "../lists.schema.ts";
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
): Promise<PricedIncoming> {
  const [{ response, firstError }, products] = await Promise.all([
    deps.pricing.priceItems({ items, groupId }, site),
    loadProducts(
      deps.catalog,
      items.map((i) => i.productId),
      site,
    ),
  ]);
  if (firstError)
    throw new HttpError(422, PRICING_ERROR_CODE, firstError.error.message, { ...firstError, items: response.items });
  return { items, lines: response.items as PricedLine[], products };
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
      },
    ];
  });
}
