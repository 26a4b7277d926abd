import type { Product } from "@ironworks/contracts";

/** What a digital product is: subscription, program delivery, registration and purchase limits. */
export function VirtualNotes({ product }: { product: Product }) {
  const a = product.attributes;
  const notes: string[] = [];
  if (a.subscription_interval === "month") notes.push("Monthly subscription, billed every month until you cancel.");
  else if (a.subscription_interval) notes.push(`Subscription, billed every ${a.subscription_interval}.`);
  if (a.is_trial) notes.push("Starts with a free trial; the trial agreement applies at checkout.");
  if (a.subscription_interval) notes.push("You'll agree to the subscription terms at checkout.");
  if (a.program_delivery) notes.push(`Delivery: ${a.program_delivery}.`);
  if (a.is_registration_sku) notes.push("Registration: one entry per order.");
  else if (typeof a.purchase_limit === "number" && a.purchase_limit > 0)
    notes.push(`Limit ${a.purchase_limit} per customer.`);
  if (notes.length === 0) notes.push("Digital product: no shipping needed.");
  return (
    <ul className="product-notes" data-testid="virtual-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
