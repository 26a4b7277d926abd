import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Json } from "../../testing/orders.ts";
import { createTestStore, type TestStore } from "../../testing/test-store.ts";
import { movableNow, type StaffClient, signedInStaff } from "../staff/staff.testing.ts";
import { SESSION_COOKIE } from "../../platform/session.ts";
import type { TestBrowser } from "../customer/customer.testing.ts";
import { pngWithText } from "../reviews/reviews.testing.ts";
import { confirmReturn, deliveredOrder, exchangeableOrder } from "./returns.testing.ts";

/**
 * Exchanges (issue #21 item 3, ADR 0047) through /svc_returns and /svc_staff/returns on PGlite:
 * the variants offered (same product, same price, in stock), the unit held at confirm, given back
 * on cancel or reject, and the replacement shipped at no charge when the return is received; and
 * photos of a damaged item on the select-items step (type told by the bytes, size bound).
 */
const clock = movableNow();
let store: TestStore;
let support: StaffClient;
let owner: StaffClient;

beforeAll(async () => {
  store = await createTestStore({ now: clock.now });
  support = await signedInStaff(store, clock, "support");
  owner = await signedInStaff(store, clock, "owner");
}, 300_000);
afterAll(() => store.close());

const qoh = (sku: string) => store.services.staff.catalog.qohOf(sku);
const swap = (exchangeFor: number, over: Json = {}) => ({
  lineNo: 1,
  qty: 1,
  reason: "does_not_fit",
  condition: "unopened",
  exchangeFor,
  ...over,
});
const audit = async (id: string) =>
  (await owner.json("GET", `/svc_staff/audit?targetType=rma&targetId=${id}`)).body.entries as Json[];

describe("exchange for another variant of the same product", () => {
  it("offers only the in-stock variants at the same price, and quotes an even exchange (nothing to pay, nothing back)", async () => {
    const { browser, orderId, bought, other } = await exchangeableOrder(store);
    const view = (await call(browser, "GET", `/svc_returns/order/${orderId}`)).body;
    const offered = (view.lines[0].exchangeFor as Json[]).map((v) => v.productId);
    expect(offered).toContain(other.productId);
    expect(offered).not.toContain(bought.productId);
    const quote = await call(browser, "POST", "/svc_returns/quote", {
      orderId,
      outcome: "exchange",
      lines: [swap(other.productId)],
    });
    expect(quote.status).toBe(200);
    expect(quote.body.amountMinor).toBe(0);
    expect(quote.body.totals.restockingFee).toBe(0);
  });

  it("holds the unit at confirm; received, the replacement ships as a package of the order and the return is exchanged", async () => {
    const { browser, orderId, other } = await exchangeableOrder(store);
    const before = (await qoh(other.sku)) as number;
    const made = await confirmReturn(browser, orderId, [swap(other.productId)], { outcome: "exchange" });
    expect(made.status).toBe(201);
    expect(made.body.state).toBe("approved");
    expect(made.body.lines[0].exchange.sku).toBe(other.sku);
    expect(made.body.exchangeReserved).toBe(true);
    expect(await qoh(other.sku)).toBe(before - 1);

    const n = made.body.rmaNumber as string;
    expect((await support.json("POST", `/svc_staff/returns/${n}/settle`, {})).status).toBe(409);
    await support.json("POST", `/svc_staff/returns/${n}/receive`, {
      lines: [{ lineNo: 1, qty: 1, condition: "restock" }],
    });
    const settled = await support.json("POST", `/svc_staff/returns/${n}/settle`, {});
    expect(settled.status).toBe(200);
    expect(settled.body.state).toBe("exchanged");
    expect(settled.body.refundedMinor).toBe(0);
    expect(settled.body.replacement.trackingNumber).toMatch(/^1Z/);
    // The held unit is the one that ships: no second decrement, no give-back.
    expect(await qoh(other.sku)).toBe(before - 1);
    const again = await support.json("POST", `/svc_staff/returns/${n}/settle`, {});
    expect(again.status).toBe(409);

    // The customer's order shows the replacement package; no refund was made.
    const order = await call(browser, "GET", `/svc_checkout/order/${orderId}`);
    const packages = JSON.stringify(order.body);
    expect(packages).toContain(other.sku);
    const refunds = (await store.database.db.execute(
      sql`select count(*)::int as n from staff_order_refunds where order_id = ${orderId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(refunds.rows[0]?.n).toBe(0);
    expect((await audit(n)).map((e) => e.action)).toContain("rma.exchanged");
  });

  it("cancelled by the shopper or rejected by support, the held unit goes back in stock", async () => {
    const a = await exchangeableOrder(store);
    const start = (await qoh(a.other.sku)) as number;
    const made = await confirmReturn(a.browser, a.orderId, [swap(a.other.productId)], { outcome: "exchange" });
    expect(await qoh(a.other.sku)).toBe(start - 1);
    const cancelled = await call(a.browser, "POST", `/svc_returns/rma/${made.body.rmaNumber}/cancel`, {});
    expect(cancelled.body.state).toBe("cancelled");
    expect(await qoh(a.other.sku)).toBe(start);
    // A second cancel gives nothing back twice.
    expect((await call(a.browser, "POST", `/svc_returns/rma/${made.body.rmaNumber}/cancel`, {})).status).toBe(409);
    expect(await qoh(a.other.sku)).toBe(start);

    // Used for a change of mind: waits for support, who rejects it.
    const b = await exchangeableOrder(store);
    const held = await confirmReturn(
      b.browser,
      b.orderId,
      [swap(b.other.productId, { reason: "other", condition: "opened" })],
      { outcome: "exchange" },
    );
    expect(held.body.state).toBe("requested");
    expect(await qoh(b.other.sku)).toBe(start - 1);
    const rejected = await support.json("POST", `/svc_staff/returns/${held.body.rmaNumber}/reject`, { reason: "no" });
    expect(rejected.body.state).toBe("rejected");
    expect(await qoh(b.other.sku)).toBe(start);
  });

  it("refuses the same variant, another product's variant, a missing variant, a variant out of stock, and an exchange of a simple product: 422, nothing held", async () => {
    const { browser, orderId, bought, other } = await exchangeableOrder(store);
    const problem = async (lines: Json[]) => {
      const r = await confirmReturn(browser, orderId, lines as never, { outcome: "exchange" });
      expect(r.status).toBe(422);
      return (r.body.error.details.lines as Json[])[0]?.problem;
    };
    expect(await problem([swap(bought.productId)])).toBe("exchange_same_variant");
    expect(await problem([swap(999_999)])).toBe("exchange_not_a_variant");
    expect(await problem([{ lineNo: 1, qty: 1, reason: "does_not_fit", condition: "unopened" }])).toBe(
      "exchange_variant_required",
    );
    // The stock row is the judge (the catalog's cached figure may be older): none left, none held.
    const stock = (await qoh(other.sku)) as number;
    const setQoh = (n: number) =>
      store.database.db.execute(sql`update catalog_inventory set qoh = ${n} where product_id = ${other.productId}`);
    await setQoh(0);
    expect(await problem([swap(other.productId)])).toBe("exchange_out_of_stock");
    expect(await qoh(other.sku)).toBe(0);
    await setQoh(stock);
    // exchangeFor with a refund is refused too.
    const refund = await confirmReturn(browser, orderId, [swap(other.productId)]);
    expect(refund.status).toBe(422);
    expect(refund.body.error.details.lines[0].problem).toBe("exchange_not_chosen");

    const simple = await deliveredOrder(store, "simple-swap@example.com");
    const r = await confirmReturn(
      simple.browser,
      simple.orderId,
      [{ lineNo: 1, qty: 1, reason: "does_not_fit", condition: "unopened", exchangeFor: other.productId }],
      { outcome: "exchange" },
    );
    expect(r.status).toBe(422);
    expect(r.body.error.details.lines[0].problem).toBe("exchange_not_offered");
  });
});

describe("photos of a damaged item", () => {
  const upload = async (who: TestBrowser, orderId: string, bytes: Buffer, type = "image/png") => {
    const form = new FormData();
    form.append("photos", new Blob([new Uint8Array(bytes)], { type }), "photo.png");
    const res = await store.app.request(
      `/svc_returns/photos?orderId=${encodeURIComponent(orderId)}`,
      { method: "POST", body: form, headers: who.cookie ? { cookie: `${SESSION_COOKIE}=${who.cookie}` } : {} },
      { incoming: { socket: { remoteAddress: who.ip } } },
    );
    return { status: res.status, body: (await res.json()) as Json };
  };
  const stored = async (orderId: string) =>
    (
      (await store.database.db.execute(
        sql`select count(*)::int as n from returns_photos where order_id = ${orderId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;

  it("keeps a PNG told by its bytes (metadata out), refuses a renamed PDF and an oversized file, storing nothing", async () => {
    const { browser, orderId } = await deliveredOrder(store, "photo@example.com");
    const fake = await upload(browser, orderId, Buffer.from("%PDF-1.7 not a photo"), "image/png");
    expect(fake.status).toBe(400);
    expect(fake.body.error.details.issues[0].key).toBe("photo.type");
    const big = Buffer.concat([pngWithText(), Buffer.alloc(1_100_000, 1)]);
    // Above the app's body bound or the photo's own: refused either way, nothing kept.
    expect([400, 413]).toContain((await upload(browser, orderId, big)).status);
    expect(await stored(orderId)).toBe(0);

    const ok = await upload(browser, orderId, pngWithText("GPS secret"));
    expect(ok.status).toBe(201);
    expect(ok.body.contentType).toBe("image/png");
    const photo = await store.app.request(`/svc_returns/photos/${ok.body.id}`, {
      headers: { cookie: `${SESSION_COOKIE}=${browser.cookie}` },
    });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).toString("latin1")).not.toContain("GPS secret");

    // Someone else's order: the same 404 as an unknown one; nothing stored.
    const stranger = await deliveredOrder(store, "photo-other@example.com");
    expect((await upload(stranger.browser, orderId, pngWithText())).status).toBe(404);
    expect(await stored(orderId)).toBe(1);

    // Named on a damaged line, kept with the return; support sees it; not for a change of mind.
    const wrongReason = await confirmReturn(browser, orderId, [
      { lineNo: 1, qty: 1, reason: "changed_mind", condition: "unopened", photos: [ok.body.id] },
    ]);
    expect(wrongReason.status).toBe(422);
    expect(wrongReason.body.error.details.lines[0].problem).toBe("photos_only_for_damage");
    const others = await confirmReturn(stranger.browser, stranger.orderId, [
      { lineNo: 1, qty: 1, reason: "damaged", condition: "unopened", photos: [ok.body.id] },
    ]);
    expect(others.status).toBe(422);
    expect(others.body.error.details.lines[0].problem).toBe("photo_unknown");
    const made = await confirmReturn(browser, orderId, [
      { lineNo: 1, qty: 1, reason: "damaged", condition: "unopened", photos: [ok.body.id] },
    ]);
    expect(made.status).toBe(201);
    expect(made.body.lines[0].photos).toEqual([ok.body.id]);
    const seen = await support.request("GET", `/svc_staff/returns/${made.body.rmaNumber}/photos/${ok.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/png");
  });
});
