import { describe, expect, it } from "vitest";
import { solveCaptcha } from "../../testing/captcha.ts";
import { call } from "../../testing/orders.ts";
import { testBrowser } from "../customer/customer.testing.ts";
import { plentiful } from "../lists/lists.testing.ts";
import { staffTestStore } from "./staff.testing.ts";

/**
 * Issue #17 item 4, the CLIs' jobs in the console: gift cards (list, issue, balance history,
 * disable) and stock per SKU (list, set with a reason). Writes audited; roles without the
 * permission get 403 naming it; bad input a 400 naming the field.
 */
const t = staffTestStore(["owner", "support", "merchandiser"]);

const auditOf = async (targetType: string, targetId: string | number) =>
  (await t.staff.owner.json("GET", `/svc_staff/audit?targetType=${targetType}&targetId=${targetId}`)).body.entries as {
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
    detail: Record<string, unknown> | null;
  }[];

const checkBalance = async (code: string) =>
  call(
    testBrowser(t.store),
    "POST",
    "/svc_checkout/giftcard/balance",
    { code },
    { "x-captcha-token": await solveCaptcha(t.store, "giftcard") },
  );

describe("gift cards", () => {
  it("issues a card (its whole code answered once), lists it masked, shows its ledger; audited", async () => {
    const issued = await t.staff.owner.json("POST", "/svc_staff/giftcards", {
      amountMinor: 5000,
      currency: "USD",
      reason: "Goodwill for a late delivery",
    });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ balanceMinor: 5000, currency: "USD", disabledAt: null });
    const code = issued.body.code as string;
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect((await checkBalance(code)).body).toMatchObject({ balance: 50, currency: "USD" });

    const listed = await t.staff.support.json("GET", `/svc_staff/giftcards?q=${code.slice(-4)}`);
    expect(listed.status).toBe(200);
    const row = listed.body.giftcards.find((g: { id: number }) => g.id === issued.body.id);
    expect(row.code).toMatch(/^[*-]+[A-Z0-9]{4}$/);
    expect(JSON.stringify(listed.body)).not.toContain(code.replaceAll("-", ""));

    const detail = await t.staff.support.json("GET", `/svc_staff/giftcards/${issued.body.id}`);
    expect(detail.body.movements).toMatchObject([{ kind: "issue", amountMinor: 5000, orderId: null }]);
    const [entry] = await auditOf("giftcard", issued.body.id);
    expect(entry).toMatchObject({
      action: "giftcard.issue",
      changes: { balanceMinor: { before: null, after: 5000 } },
      detail: { reason: "Goodwill for a late delivery", code: row.code },
    });
  });

  it("a disabled card pays nothing and is not found by the balance check; disabling again changes nothing", async () => {
    const issued = await t.staff.owner.json("POST", "/svc_staff/giftcards", {
      amountMinor: 2000,
      currency: "USD",
      reason: "Test",
    });
    const disabled = await t.staff.owner.json("POST", `/svc_staff/giftcards/${issued.body.id}/disable`, {
      reason: "Stolen",
    });
    expect([disabled.status, disabled.body.disabledAt]).toEqual([200, expect.any(String)]);
    expect((await checkBalance(issued.body.code)).status).toBe(404);
    const again = await t.staff.owner.json("POST", `/svc_staff/giftcards/${issued.body.id}/disable`, {
      reason: "Again",
    });
    expect(again.status).toBe(200);
    expect((await auditOf("giftcard", issued.body.id)).map((e) => e.action)).toEqual([
      "giftcard.disable",
      "giftcard.issue",
    ]);
  });

  it.each<[string, unknown, string]>([
    ["no amount", { currency: "USD", reason: "x" }, "amountMinor"],
    ["a fraction of a cent", { amountMinor: 10.5, currency: "USD", reason: "x" }, "amountMinor"],
    ["more than 100,000.00", { amountMinor: 10_000_001, currency: "USD", reason: "x" }, "amountMinor"],
    ["a currency no t.store sells in", { amountMinor: 100, currency: "JPY", reason: "x" }, "currency"],
    ["no reason", { amountMinor: 100, currency: "USD" }, "reason"],
  ])("refuses an issue with %s: 400 naming the field", async (_name, body, field) => {
    const res = await t.staff.owner.json("POST", "/svc_staff/giftcards", body);
    expect([res.status, res.body.error.details.fields[0].field]).toEqual([400, field]);
  });

  it("support reads cards but issuing and disabling money is the owner's: 403 names the permission", async () => {
    const issue = await t.staff.support.json("POST", "/svc_staff/giftcards", {
      amountMinor: 100,
      currency: "USD",
      reason: "x",
    });
    expect([issue.status, issue.body.error.details.permission]).toEqual([403, "giftcards.write"]);
    const read = await t.staff.merchandiser.json("GET", "/svc_staff/giftcards");
    expect([read.status, read.body.error.details.permission]).toEqual([403, "giftcards.read"]);
    expect((await t.staff.owner.json("GET", "/svc_staff/giftcards/999999")).status).toBe(404);
  });
});

describe("stock", () => {
  it("lists stock per SKU, by SKU or name, and only the low ones on request", async () => {
    const p = plentiful();
    const bySku = await t.staff.merchandiser.json("GET", `/svc_staff/stock?q=${encodeURIComponent(p.sku)}`);
    expect(bySku.status).toBe(200);
    expect(bySku.body.stock.map((s: { sku: string }) => s.sku)).toContain(p.sku);
    const low = await t.staff.merchandiser.json("GET", "/svc_staff/stock?low=true&limit=100");
    expect(low.body.stock.every((s: { qoh: number; low: boolean }) => s.qoh <= 5 && s.low)).toBe(true);
    const bad = await t.staff.merchandiser.json("GET", "/svc_staff/stock?low=perhaps");
    expect([bad.status, bad.body.error.code]).toEqual([400, "validation_error"]);
  });

  it("sets a count with its reason in the audit entry; no reason is a 400 and nothing changes", async () => {
    const p = plentiful();
    const noReason = await t.staff.merchandiser.json("PUT", `/svc_staff/stock/${encodeURIComponent(p.sku)}`, {
      qty: 3,
    });
    expect([noReason.status, noReason.body.error.details.fields[0].field]).toEqual([400, "reason"]);
    const set = await t.staff.merchandiser.json("PUT", `/svc_staff/stock/${encodeURIComponent(p.sku)}`, {
      qty: 321,
      reason: "Stocktake, aisle 4",
    });
    expect([set.status, set.body.qoh]).toEqual([200, 321]);
    const listed = await t.staff.merchandiser.json("GET", `/svc_staff/stock?q=${encodeURIComponent(p.sku)}`);
    expect(listed.body.stock.find((s: { sku: string }) => s.sku === p.sku).qoh).toBe(321);
    const [entry] = await auditOf("product", p.id);
    expect(entry).toMatchObject({
      action: "stock.set",
      changes: { qoh: { after: 321 } },
      detail: { reason: "Stocktake, aisle 4" },
    });
  });
});
