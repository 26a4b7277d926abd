import { randomInt } from "node:crypto";
import { ERRORS, type Order } from "@ironworks/contracts";
import { httpError } from "../../platform/errors.ts";
import type { CheckoutRepository, OrderLineRow, OrderRow, ShipmentRow } from "./checkout.repository.ts";

/** Fulfilment's own codes live with the contracts (catalogued in ERRORS, ADR 0027). */
export { FULFILMENT_ERROR_CODES } from "@ironworks/contracts";

export type Shipment = Order["shipments"][number];

/** What a shipping selection recorded at placement (checkout.service.ts checkShipping). */
interface RecordedPackage {
  packageNumber: number;
  items: { sku: string; qty: number }[];
}

const PAID = ["payment_complete", "published"];
const DIGITS = "0123456789";
const ALNUM = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
const random = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)] as string).join("");

/** A tracking number in the carrier's usual shape (UPS 1Z…, FedEx 12 digits, USPS 22, DHL 10), else IW…. */
export function trackingNumber(carrier: string): string {
  const c = carrier.toLowerCase();
  if (c.includes("ups")) return `1Z${random(ALNUM, 16)}`;
  if (c.includes("fedex")) return random(DIGITS, 12);
  if (c.includes("usps")) return `94${random(DIGITS, 20)}`;
  if (c.includes("dhl")) return random(DIGITS, 10);
  return `IW${random(ALNUM, 14)}`;
}

export const toShipment = (s: ShipmentRow): Shipment => ({
  packageNumber: s.packageNumber,
  carrier: s.carrier,
  label: s.label,
  status: s.status as Shipment["status"],
  trackingNumber: s.trackingNumber,
  items: s.items,
  events: s.events,
});

/**
 * The packages of an order: one per package each shipping selection recorded at placement (a
 * split order's selection has its own; a whole-order rate covers all of the order's packages).
 * Orders placed before packages were recorded: one package per selection, the first with every line.
 */
function packagesOf(order: OrderRow, lines: OrderLineRow[]) {
  const all = lines.map((l) => ({ sku: l.sku, qty: l.qty }));
  return order.shipping.flatMap((selection, index) => {
    const carrier = String(selection.carrier || "") || "Ironworks";
    const label = String(selection.label || selection.shippingCode || "Delivery");
    const recorded = selection.packages as RecordedPackage[] | undefined;
    if (recorded?.length) return recorded.map((p) => ({ ...p, carrier, label }));
    const packageNumber = typeof selection.packageNumber === "number" ? selection.packageNumber : index + 1;
    return [{ packageNumber, items: index === 0 ? all : [], carrier, label }];
  });
}

/**
 * Fulfilment (issue #8, /shippingtracker): `ship` hands a paid order's packages to the carrier —
 * one shipment per package with a tracking number and the events "Label created", "In transit";
 * `deliver` marks them delivered. Both are idempotent: a second ship adds nothing, a second
 * deliver changes nothing. Used by the service (checkout.service.ts), `npm run orders` and the
 * admin door (checkout.admin.ts).
 */
export function createFulfilment(deps: { repo: CheckoutRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireOrder(orderId: string): Promise<OrderRow> {
    const row = orderId.length <= 64 ? await repo.findById(orderId.trim().toUpperCase()) : null;
    if (!row) throw httpError(ERRORS.orderNotFound);
    return row;
  }

  return {
    /** Ships every package not shipped yet; `carrier` overrides the chosen delivery option's carrier. */
    async ship(orderId: string, options: { carrier?: string } = {}): Promise<Shipment[]> {
      const order = await requireOrder(orderId);
      if (!PAID.includes(order.status))
        throw httpError(ERRORS.orderNotPaid, `Order ${order.id} is ${order.status}, not paid.`, {
          status: order.status,
        });
      const packages = packagesOf(order, await repo.lines([order.id]));
      if (!packages.length) throw httpError(ERRORS.nothingToShip, `Order ${order.id} has nothing to ship.`);
      const at = now();
      const carrierOverride = options.carrier?.trim();
      const rows = packages.map((p) => {
        const carrier = carrierOverride || p.carrier;
        return {
          orderId: order.id,
          packageNumber: p.packageNumber,
          carrier,
          // What the tracker shows as the carrier: "UPS Ground", or the carrier given by hand.
          label: carrierOverride
            ? carrierOverride
            : p.label.toLowerCase().includes(carrier.toLowerCase())
              ? p.label
              : `${carrier} ${p.label}`,
          status: "in_transit",
          trackingNumber: trackingNumber(carrier),
          items: p.items,
          events: [
            { at: new Date(at.getTime() - 1000).toISOString(), description: "Label created" },
            { at: at.toISOString(), description: "In transit" },
          ],
        };
      });
      return (await repo.addShipments(order.id, rows)).map(toShipment);
    },

    /** Every shipped package becomes delivered (event "Delivered"); 409 when nothing was shipped. */
    async deliver(orderId: string): Promise<Shipment[]> {
      const order = await requireOrder(orderId);
      const shipped = await repo.shipments([order.id]);
      if (!shipped.length) throw httpError(ERRORS.orderNotShipped, `Order ${order.id} has not been shipped.`);
      const at = now().toISOString();
      for (const s of shipped)
        if (s.status !== "delivered")
          await repo.updateShipment(order.id, s.packageNumber, {
            status: "delivered",
            events: [...s.events, { at, description: "Delivered" }],
          });
      return (await repo.shipments([order.id])).map(toShipment);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
