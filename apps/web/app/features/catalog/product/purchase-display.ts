import type { ProductComplete } from "@ironworks/contracts";
import { describeLine, fromMinor, lineDetails, type PricedLine } from "@ironworks/domain";
import type { Evaluation } from "./purchase-check.ts";
import { buildBuyRequest, type PurchaseState } from "./purchase.ts";

/** A line's unit price as the shared Price component takes it: regular, with the engine's price as special or promo. */
export function linePriceInput(line: Pick<PricedLine, "unitMinor" | "regularUnitMinor" | "reason">) {
  const unit = fromMinor(line.unitMinor);
  const reduced = line.unitMinor < line.regularUnitMinor;
  return {
    price: fromMinor(line.regularUnitMinor),
    special_price: reduced && line.reason !== "promo" ? unit : null,
    rogue_promo_price: reduced && line.reason === "promo" ? unit : null,
    rogue_promo_enabled: reduced && line.reason === "promo",
  };
}

/**
 * The standard goods VAT rate of a VAT-inclusive site's default country (SPEC §9 tax tables:
 * DE 19 for the EUR store, GB 20 for GBR), for the optional excl.-VAT figure.
 */
export const DEFAULT_VAT: Record<string, { country: string; rate: number }> = {
  EUR: { country: "DE", rate: 19 },
  GBR: { country: "GB", rate: 20 },
};

/**
 * One line describing the valid selection, for the status message ("2 × Tee (Color: Black, Size: M)"):
 * the domain's line description, as the cart, checkout, the order and its mail print it.
 */
export function purchaseSummary(
  product: ProductComplete,
  s: PurchaseState,
  ev: Evaluation,
  /** The page's wording of a line's details (line-words.ts); the domain's English by default. */
  words: (d: ReturnType<typeof describeLine>) => string[] = lineDetails,
): string {
  if (product.type === "grouped") return ev.members.map((m) => `${m.line.qty} × ${m.member.name}`).join(", ");
  const { request } = buildBuyRequest(product, s, ev.qty, null);
  const details = words(describeLine(product, ev.line ?? undefined, request.metadata));
  return `${ev.qty} × ${product.name}${details.length ? ` (${details.join(", ")})` : ""}`;
}
