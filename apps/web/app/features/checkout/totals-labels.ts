import type { TotalsLayout, TotalsRow } from "@ironworks/domain";
import type { Translate } from "../../lib/i18n/messages.ts";
import type { CheckoutKey } from "./messages.ts";

/**
 * The totals layout (packages/domain order-totals) with its labels in the page's language: the
 * domain names each row by `key`; the words come from the checkout catalog
 * (`checkout.totals.<key>`), so the summary and the success page say "Zwischensumme" on /de.
 */
export function localizedTotals(layout: TotalsLayout, t: Translate<CheckoutKey>): TotalsLayout {
  const row = (r: TotalsRow): TotalsRow => ({ ...r, label: t(`checkout.totals.${r.key}` as CheckoutKey) });
  return {
    ...layout,
    lines: layout.lines.map(row),
    after: layout.after.map(row),
    total: {
      ...layout.total,
      label: t("checkout.totals.total"),
      note: layout.total.note ? t("checkout.totals.inclVat") : null,
    },
  };
}
