import type { List, PlaceOrderRequest } from "@ironworks/contracts";
import { fromMinor, grandTotalMinor, SITES, toMinor } from "@ironworks/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createMemoryCache } from "../../platform/cache.ts";
import { createLogger } from "../../platform/logger.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { simple, standard } from "../shipping/shipping.testing.ts";
import { call, draftOrder, type Json, place, shopperWithCart } from "../../testing/orders.ts";
import { buyRequests, US_ADDRESS } from "../../testing/order-draft.ts";
import { closeCheckoutStore, emailedGiftcardLine, orderRow, ordersOfList } from "./checkout.testing.ts";

/** Fulfilment (ADR 0016): ship / deliver, as `npm run orders` and its admin door do it, and what GET order shows. */
let store: TestStore;
let app: ReturnType<typeof buildApp>;
const TOKEN = "orders-admin-token";

beforeAll(async () => {
  store = await createTestStore();
  app = buildApp({
    config: store.config,
    database: store.database,
    services: store.services,
    cache: createMemoryCache(),
    logger: createLogger("silent"),
    flagsAdmin: { verify: (auth) => auth === `Bearer ${TOKEN}` },
  });
});
afterAll(() => closeCheckoutStore(store));

/** A guest's placed order of `items`; `body` adjusts the drafted order first. */
async function placed(
  items: { productId: number; qty: number; metadata?: unknown }[],
  options: { card?: string; address?: null } = {},
  adjust?: (body: PlaceOrderRequest, list: List) => Promise<PlaceOrderRequest>,
) {
  const { browser, list } = await shopperWithCart(store, items);
  let body = await draftOrder(store, list, options);
  if (options.address === null) body = { ...body, shippingAddress: null, billingAddress: US_ADDRESS };
  if (adjust) body = await adjust(body, list);
  const r = await place(store, browser, body);
  return { browser, list, status: r.status, orderId: (r.body?.orderId ?? "") as string, body: r.body };
}

const admin = (path: string, body: unknown, token = TOKEN, address = "127.0.0.1") =>
  Promise.resolve(
    app.request(
      `/_admin/orders${path}`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address } } },
    ),
  );

/** One option per package of a split quote, the order's totals recomputed for them. */
async function splitShipping(body: PlaceOrderRequest, list: List): Promise<PlaceOrderRequest> {
  const items = buyRequests(list);
  const quote = await store.services.shipping.getRates(
    { items, shippingAddress: US_ADDRESS, shippingMode: "fastest", allowSplit: true },
    SITES.USA,
  );
  const chosen = quote.split.flatMap((p) => (p.rates[0] ? [p.rates[0]] : []));
  const shippingMinor = chosen.reduce((s, r) => s + toMinor(r.rate), 0);
  const tax = await store.services.tax.fetchRates(
    { items, shippingAddress: US_ADDRESS, shippingAmount: fromMinor(shippingMinor) },
    SITES.USA,
  );
  const grand = grandTotalMinor(
    {
      subtotal: toMinor(body.totals.subtotal),
      discount: toMinor(body.totals.discount ?? 0),
      shipping: shippingMinor,
      tax: toMinor(tax.totalTaxAmount),
    },
    SITES.USA.pricesIncludeVat,
  );
  return {
    ...body,
    shippingMode: "fastest",
    shipping: chosen.map((r) => ({ ...r, transactionId: quote.transactionId })),
    totals: {
      ...body.totals,
      shipping: fromMinor(shippingMinor),
      tax: tax.totalTaxAmount,
      grandTotalIncludingTax: fromMinor(grand),
    },
    payment: { ...body.payment, amount: fromMinor(grand) },
  };
}

describe("ship and deliver", () => {
  it("ship: one in-transit package with a tracking number and two events; GET order shows it; again adds nothing", async () => {
    const p = plentiful();
    const order = await placed([{ productId: p.id, qty: 2 }]);
    expect(order.status).toBe(201);
    const before = await call(order.browser, "GET", `/svc_checkout/order/${order.orderId}`);
    expect(before.body.shipments).toEqual([]);
    // The recorded package contents stay off the wire.
    expect(before.body.shipping[0]).not.toHaveProperty("packages");

    const shipped = await store.services.checkout.ship(order.orderId.toLowerCase());
    expect(shipped).toEqual([
      {
        packageNumber: 1,
        carrier: "UPS",
        label: expect.stringContaining("UPS"),
        status: "in_transit",
        trackingNumber: expect.stringMatching(/^1Z[0-9A-Z]{16}$/),
        items: [{ sku: p.sku, qty: 2 }],
        events: [
          { at: expect.any(String), description: "Label created" },
          { at: expect.any(String), description: "In transit" },
        ],
      },
    ]);
    const [label, transit] = shipped[0]?.events ?? [];
    expect(Date.parse(transit?.at ?? "") > Date.parse(label?.at ?? "")).toBe(true);
    const read = await call(order.browser, "GET", `/svc_checkout/order/${order.orderId}`);
    expect(read.body.shipments).toEqual(shipped);

    expect(await store.services.checkout.ship(order.orderId, { carrier: "FedEx" })).toEqual(shipped);

    const delivered = await store.services.checkout.deliver(order.orderId);
    expect(delivered).toEqual([
      expect.objectContaining({
        status: "delivered",
        trackingNumber: shipped[0]?.trackingNumber,
        events: [...(shipped[0]?.events ?? []), { at: expect.any(String), description: "Delivered" }],
      }),
    ]);
    expect(await store.services.checkout.deliver(order.orderId)).toEqual(delivered);
    const full = await call(order.browser, "GET", "/svc_checkout/order?view=full");
    expect(full.status).toBe(401); // a guest has no order list; the order itself is readable:
    expect((await call(order.browser, "GET", `/svc_checkout/order/${order.orderId}`)).body.shipments).toEqual(
      delivered,
    );
  });

  it("a carrier given on the command line names every package and shapes the tracking number", async () => {
    const order = await placed([{ productId: plentiful(1).id, qty: 1 }]);
    const [s] = await store.services.checkout.ship(order.orderId, { carrier: "FedEx" });
    expect(s).toMatchObject({ carrier: "FedEx", label: "FedEx", trackingNumber: expect.stringMatching(/^\d{12}$/) });
  });

  it("a whole-order rate over a parcel and a dropship package ships both, each with its own items", async () => {
    const parcel = standard();
    const drop = simple((p) => p.attributes.shipperhq_shipping_group === "dropship" && (p.weight ?? 0) < 150);
    const order = await placed([
      { productId: parcel.id, qty: 1 },
      { productId: drop.id, qty: 1 },
    ]);
    expect(order.status).toBe(201);
    const shipped = await store.services.checkout.ship(order.orderId);
    expect(shipped.map((s) => [s.packageNumber, s.items])).toEqual([
      [1, [{ sku: parcel.sku, qty: 1 }]],
      [2, [{ sku: drop.sku, qty: 1 }]],
    ]);
    expect(new Set(shipped.map((s) => s.trackingNumber)).size).toBe(2);
  });

  it("a split order: one package per chosen option, with that option's carrier", async () => {
    const parcel = standard();
    const drop = simple((p) => p.attributes.shipperhq_shipping_group === "dropship" && (p.weight ?? 0) < 150);
    const order = await placed(
      [
        { productId: parcel.id, qty: 1 },
        { productId: drop.id, qty: 2 },
      ],
      {},
      splitShipping,
    );
    expect([order.status, order.body]).toEqual([201, expect.objectContaining({ status: "published" })]);
    const row = await orderRow(store, order.orderId);
    const selections = row.shipping as Json[];
    expect(selections.map((s) => s.packageNumber)).toEqual([1, 2]);
    const shipped = await store.services.checkout.ship(order.orderId);
    expect(shipped.map((s) => [s.packageNumber, s.carrier, s.items])).toEqual([
      [1, selections[0]?.carrier, [{ sku: parcel.sku, qty: 1 }]],
      [2, selections[1]?.carrier, [{ sku: drop.sku, qty: 2 }]],
    ]);
  });

  it("refused: an unknown order 404; unpaid 409 order_not_paid; virtual-only 409 nothing_to_ship; deliver first 409", async () => {
    await expect(store.services.checkout.ship("IW-000000000000")).rejects.toMatchObject({
      status: 404,
      code: "order_not_found",
    });
    const refused = await placed([{ productId: plentiful(2).id, qty: 1 }], { card: "4000000000000002" });
    expect(refused.status).toBe(402);
    const ids = await ordersOfList(store, refused.list._id);
    await expect(store.services.checkout.ship(ids[0]?.id as string)).rejects.toMatchObject({
      status: 409,
      code: "order_not_paid",
    });
    const card = await placed([emailedGiftcardLine()], { address: null });
    expect(card.status).toBe(201);
    await expect(store.services.checkout.ship(card.orderId)).rejects.toMatchObject({
      status: 409,
      code: "nothing_to_ship",
    });
    const paid = await placed([{ productId: plentiful(3).id, qty: 1 }]);
    await expect(store.services.checkout.deliver(paid.orderId)).rejects.toMatchObject({
      status: 409,
      code: "order_not_shipped",
    });
  });
});

describe("the admin door of `npm run orders`", () => {
  it("ships and delivers with the token from loopback; 404 elsewhere, 401 without the token, 400 bad input", async () => {
    const order = await placed([{ productId: plentiful(4).id, qty: 1 }]);
    expect((await admin("/ship", { orderId: order.orderId }, TOKEN, "203.0.113.9")).status).toBe(404);
    expect((await admin("/ship", { orderId: order.orderId }, "wrong")).status).toBe(401);
    expect((await admin("/ship", { orderId: "" })).status).toBe(400);
    const unknown = await admin("/ship", { orderId: "IW-000000000000" });
    expect([unknown.status, ((await unknown.json()) as Json).error.code]).toEqual([404, "order_not_found"]);
    const shipped = await admin("/ship", { orderId: order.orderId.toLowerCase(), carrier: "USPS" });
    expect(shipped.status).toBe(200);
    expect((await shipped.json()) as Json).toEqual({
      orderId: order.orderId,
      shipments: [
        expect.objectContaining({
          carrier: "USPS",
          status: "in_transit",
          trackingNumber: expect.stringMatching(/^94\d{20}$/),
        }),
      ],
    });
    const delivered = await admin("/deliver", { orderId: order.orderId });
    expect(((await delivered.json()) as Json).shipments[0].status).toBe("delivered");
  });
});
