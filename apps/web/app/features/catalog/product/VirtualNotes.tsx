import type { Product } from "@ironworks/contracts";
import { useT } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../messages.ts";

/** What a digital product is: subscription, program delivery, registration and purchase limits. */
export function VirtualNotes({ product }: { product: Product }) {
  const t = useT<CatalogKey>();
  const a = product.attributes;
  const notes: string[] = [];
  if (a.subscription_interval) notes.push(t("catalog.virtual.subscription", { interval: a.subscription_interval }));
  if (a.is_trial) notes.push(t("catalog.virtual.trial"));
  if (a.subscription_interval) notes.push(t("catalog.virtual.terms"));
  if (a.program_delivery) notes.push(t("catalog.virtual.delivery", { delivery: a.program_delivery }));
  if (a.is_registration_sku) notes.push(t("catalog.virtual.registration"));
  else if (typeof a.purchase_limit === "number" && a.purchase_limit > 0)
    notes.push(t("catalog.virtual.limit", { limit: a.purchase_limit }));
  if (notes.length === 0) notes.push(t("catalog.virtual.digital"));
  return (
    <ul className="product-notes" data-testid="virtual-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
