import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orderLines, orders, shipments } from "../checkout/checkout.schema.ts";
import { rmaLines, rmas } from "../returns/returns.schema.ts";
import { popularProducts } from "@ironworks/seed";
import { seedData } from "../../testing/seed-data.ts";
import type { TestStore } from "../../testing/test-store.ts";

/** Products with demo reviews (packages/seed/src/reviews.ts): tests count reviews on others. */
const demoReviewed = () => new Set(popularProducts(seedData().products).map((p) => p.id));

/** Simple products sold on every site without demo reviews (reviews attach to the product page's id). */
export const reviewable = (n = 0) => {
  const demo = demoReviewed();
  const p = seedData().products.filter(
    (x) => x.type === "simple" && x.visibility === 4 && x.sites === null && !demo.has(x.id),
  )[n];
  if (!p) throw new Error("no reviewable product");
  return p;
};

/** A configurable product chosen by size: rated on fit. */
export const sized = () => {
  const demo = demoReviewed();
  const p = seedData().products.find(
    (x) =>
      !demo.has(x.id) &&
      x.type === "configurable" &&
      x.visibility === 4 &&
      x.sites === null &&
      (x.details.configurableAttributes ?? []).some((a) => /size/i.test(a.code)),
  );
  if (!p) throw new Error("no sized product");
  return p;
};

let next = 1;

/**
 * An order as the checkout leaves it (rows written directly, as tests may): paid, its one package
 * shipped and, unless `delivered` is false, delivered.
 */
export async function placedOrder(
  store: TestStore,
  input: {
    customerId: number | null;
    email: string;
    productIds: number[];
    delivered?: boolean;
    site?: string;
    /** The locale tag the order was placed in (meta.l10n), e.g. "de-DE". */
    l10n?: string;
  },
): Promise<string> {
  const id = `RV${process.pid}${String(next++).padStart(5, "0")}`;
  const { db } = store.database;
  await db.insert(orders).values({
    id,
    listId: randomUUID(),
    storeId: 1,
    site: input.site ?? "USA",
    currency: "USD",
    customerId: input.customerId,
    email: input.email,
    status: "published",
    shippingMode: "ship",
    totals: {} as never,
    payment: {},
    shipping: [],
    giftcards: [],
    stock: [],
    ...(input.l10n ? { meta: { l10n: input.l10n } } : {}),
  });
  await db.insert(orderLines).values(
    input.productIds.map((productId, n) => ({
      orderId: id,
      lineNo: n + 1,
      productId,
      sku: `SKU-${productId}`,
      name: `Product ${productId}`,
      qty: 1,
      priceMinor: 1000,
      rowTotalMinor: 1000,
      request: { productId, qty: 1 },
    })),
  );
  await db.insert(shipments).values({
    orderId: id,
    packageNumber: 1,
    carrier: "UPS",
    label: "UPS Ground",
    status: input.delivered === false ? "in_transit" : "delivered",
    items: [],
    events: [],
  });
  return id;
}

/**
 * A return of an order's first line as the returns service leaves it (rows written directly, as
 * `placedOrder`): `state` and `outcome` as given, `receivedQty` when support counted the units.
 */
export async function returnedLine(
  store: TestStore,
  orderId: string,
  input: { state: string; outcome?: "refund" | "store_credit" | "exchange"; qty?: number; receivedQty?: number },
): Promise<void> {
  const { db } = store.database;
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
  if (!line) throw new Error(`order ${orderId} has no lines`);
  const id = `RMA-${orderId}-${next++}`;
  await db.insert(rmas).values({
    id,
    orderId,
    storeId: 1,
    site: "USA",
    currency: "USD",
    email: "buyer@example.com",
    state: input.state,
    outcome: input.outcome ?? "refund",
    confirmKey: id,
    totals: {} as never,
    dateIssued: "2026-01-01",
  });
  await db.insert(rmaLines).values({
    rmaId: id,
    lineNo: line.lineNo,
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    qty: input.qty ?? line.qty,
    reason: "changed_mind",
    condition: "unopened",
    receivedQty: input.receivedQty ?? null,
  });
}

/** The post-purchase link in the outbox mail to `email`: the token of /mps-review?t=… */
export async function reviewLinkToken(store: TestStore, email: string): Promise<string | null> {
  const mails = await store.services.mail.listOutbox({ to: email });
  for (const m of mails) {
    const match = m.text.match(/\/mps-review\?t=([^\s]+)/);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}

/** A minimal JPEG: SOI, APP0 JFIF, APP1 EXIF with a GPS-like text, a comment, SOS with data, EOI. */
export function jpegWithExif(secret = "GPS 48.8584 N 2.2945 E"): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.alloc(4);
    head[0] = 0xff;
    head[1] = marker;
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    segment(0xe1, Buffer.from(`Exif\0\0${secret}`, "latin1")),
    segment(0xfe, Buffer.from(`comment ${secret}`, "latin1")),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([0, 1, 2, 3])),
    Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]),
  ]);
}

/** A minimal PNG: signature, IHDR, a tEXt chunk, IDAT, IEND (CRCs are not checked here). */
export function pngWithText(secret = "Author: Jane Doe"): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", Buffer.alloc(13, 1)),
    chunk("tEXt", Buffer.from(secret, "latin1")),
    chunk("IDAT", Buffer.alloc(10, 7)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
