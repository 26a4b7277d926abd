import type { ProductComplete } from "@ironworks/contracts";
import { fromMinor, type PricedLine } from "@ironworks/domain";
import type { Evaluation } from "./purchase-check.ts";
import type { PurchaseState } from "./purchase.ts";

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

/** One line describing the valid selection, for the status message ("2 × Tee (Black, M)"). */
export function purchaseSummary(
  product: ProductComplete,
  s: PurchaseState,
  ev: Evaluation,
  money: (amount: number) => string,
): string {
  if (product.type === "grouped") return ev.members.map((m) => `${m.line.qty} × ${m.member.name}`).join(", ");
  const details: string[] = [];
  if (product.type === "configurable")
    for (const attr of product.configurableAttributes) {
      const label = attr.values.find((v) => v.value === s.config[attr.code])?.label;
      if (label) details.push(label);
    }
  if (product.type === "bundle") {
    const names = new Map(product.children.map((c) => [c.productId, c.name]));
    for (const c of ev.line?.children ?? [])
      details.push(
        `${c.qty > 1 ? `${c.qty} × ` : ""}${names.get(c.productId) ?? c.productId}${c.free ? " (included)" : ""}`,
      );
  }
  for (const o of ev.line?.options ?? []) {
    const option = product.customOptions.find((c) => c.id === o.optionId);
    if (!option) continue;
    const chosen =
      o.text ??
      option.values
        .filter((v) => o.valueIds.includes(v.id))
        .map((v) => v.title)
        .join(" + ");
    details.push(`${option.title}: ${chosen}`);
  }
  if (product.type === "giftcard" && ev.line?.giftcard) {
    const g = s.giftcard;
    details.push(`${money(fromMinor(ev.line.giftcard.amountMinor))} by ${ev.line.giftcard.delivery}`);
    details.push(`for ${g.recipientName.trim()}${g.recipientEmail.trim() ? ` <${g.recipientEmail.trim()}>` : ""}`);
  }
  return `${ev.qty} × ${product.name}${details.length ? ` (${details.join(", ")})` : ""}`;
}
