import { fromMinor } from "../money.ts";
import type { PricedLine, PriceReason, PricingProductType } from "./types.ts";

/** A priced line as it goes on the wire: the spec's decimal numbers, 2 places (DESIGN §5). */
export interface WirePricedLine {
  productId: number;
  sku: string;
  type: PricingProductType;
  qty: number;
  childId?: number;
  unitPrice: number;
  rowTotal: number;
  regularPrice: number;
  reason: PriceReason;
  earned: boolean;
  breakdown: { base: number; options: number; children: number };
  options: { optionId: number; valueIds: number[]; text?: string; price: number }[];
  children: {
    productId: number;
    bundleOptionId: number;
    qty: number;
    unitPrice: number;
    free: boolean;
    isDefault: boolean;
  }[];
  giftcard?: { amount: number; delivery: "email" | "mail" };
  hundoDiscount?: number;
}

export function toWireLine(line: PricedLine, hundoMinor = 0): WirePricedLine {
  const wire: WirePricedLine = {
    productId: line.productId,
    sku: line.sku,
    type: line.type,
    qty: line.qty,
    unitPrice: fromMinor(line.unitMinor),
    rowTotal: fromMinor(line.rowMinor),
    regularPrice: fromMinor(line.regularUnitMinor),
    reason: line.reason,
    earned: line.earned,
    breakdown: {
      base: fromMinor(line.breakdown.baseMinor),
      options: fromMinor(line.breakdown.optionsMinor),
      children: fromMinor(line.breakdown.childrenMinor),
    },
    options: line.options.map((o) => ({
      optionId: o.optionId,
      valueIds: o.valueIds,
      ...(o.text === undefined ? {} : { text: o.text }),
      price: fromMinor(o.priceMinor),
    })),
    children: line.children.map((c) => ({
      productId: c.productId,
      bundleOptionId: c.bundleOptionId,
      qty: c.qty,
      unitPrice: fromMinor(c.unitMinor),
      free: c.free,
      isDefault: c.isDefault,
    })),
  };
  if (line.childId !== undefined) wire.childId = line.childId;
  if (line.giftcard) wire.giftcard = { amount: fromMinor(line.giftcard.amountMinor), delivery: line.giftcard.delivery };
  if (hundoMinor > 0) wire.hundoDiscount = fromMinor(hundoMinor);
  return wire;
}
