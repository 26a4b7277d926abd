import { describe, expect, it } from "vitest";
import {
  checkProductQuantity,
  checkQuantity,
  isProgram,
  type QuantityAccount,
  type QuantityProduct,
  quantityLimits,
} from "./quantity.ts";

const p = (sku: string, over: Partial<QuantityProduct> = {}): QuantityProduct => ({
  sku,
  type: "simple",
  attributes: {},
  inventory: { min: 1, max: 10000 },
  ...over,
});
const program = p("PR1001", {
  type: "virtual",
  attributes: { subscription_interval: "month", program_delivery: "email" },
});
const registration = p("EV1001", { type: "virtual", attributes: { is_registration_sku: true, purchase_limit: 1 } });
const hoodie = p("HW1012", { attributes: { purchase_limit: 1 }, inventory: { min: 1, max: 1 } });
const account = (premiumTicket: boolean, owned = 0): QuantityAccount => ({
  premiumTicket,
  purchased: (sku) => (sku === "HW1012" ? owned : 0),
});

describe("quantityLimits (SPEC §5)", () => {
  it.each<[string, QuantityProduct, number, number]>([
    ["an ordinary product", p("BB1001"), 1, 9999],
    ["MMV-prefixed skus", p("MMV001"), 1, 1],
    ["MMV skus in the EU store", p("EU-MMV002"), 1, 1],
    ["lower-case mmv", p("mmv003"), 1, 1],
    ["a sku merely containing MMV", p("BBMMV1"), 1, 9999],
    ["programs", program, 1, 1],
    ["registration skus (min and max 1)", registration, 1, 1],
    ["the ticket-only hoodie", hoodie, 1, 1],
    ["purchase_limit", p("BB2001", { attributes: { purchase_limit: 2 } }), 1, 2],
    ["a zero purchase_limit means none", p("BB2001", { attributes: { purchase_limit: 0 } }), 1, 9999],
    ["inventory max", p("BB2002", { inventory: { min: 1, max: 6 } }), 1, 6],
    ["inventory max 0 means none", p("BB2003", { inventory: { min: 1, max: 0 } }), 1, 9999],
    ["inventory min", p("BB2004", { inventory: { min: 2, max: 10 } }), 2, 10],
  ])("%s → %d…%d", (_label, product, min, max) => {
    expect(quantityLimits(product)).toMatchObject({ min, max });
  });

  it("names the rules that apply", () => {
    expect(quantityLimits(registration).rules).toEqual(expect.arrayContaining(["purchase_limit", "registration"]));
    expect(quantityLimits(p("MMV001")).rules).toContain("limited_sku");
    expect(quantityLimits(program).rules).toContain("program");
  });

  it("tells programs from other virtual products", () => {
    expect(isProgram(program)).toBe(true);
    expect(isProgram(registration)).toBe(false);
    expect(isProgram({ ...program, type: "simple" })).toBe(false);
  });
});

describe("checkQuantity", () => {
  it.each<[string, QuantityProduct, number, QuantityAccount | null, string]>([
    ["1 of an ordinary product", p("BB1001"), 1, null, "ok"],
    ["9999 of an ordinary product", p("BB1001"), 9999, null, "ok"],
    ["10000 of an ordinary product", p("BB1001"), 10000, null, "invalid_qty"],
    ["0", p("BB1001"), 0, null, "invalid_qty"],
    ["-1", p("BB1001"), -1, null, "invalid_qty"],
    ["1.5", p("BB1001"), 1.5, null, "invalid_qty"],
    ["2 MMV", p("MMV001"), 2, null, "qty_max"],
    ["2 programs", program, 2, null, "qty_max"],
    ["2 registrations", registration, 2, null, "qty_max"],
    ["3 of a purchase_limit 2", p("BB2001", { attributes: { purchase_limit: 2 } }), 3, null, "qty_max"],
    ["1 where the minimum is 2", p("BB2004", { inventory: { min: 2, max: 10 } }), 1, null, "qty_min"],
    ["HW1012 as a guest", hoodie, 1, null, "ticket_required"],
    ["HW1012 without a premium ticket", hoodie, 1, account(false), "ticket_required"],
    ["HW1012 with a premium ticket", hoodie, 1, account(true), "ok"],
    ["2 HW1012 with a premium ticket", hoodie, 2, account(true), "account_limit"],
    ["HW1012 again after buying one", hoodie, 1, account(true, 1), "account_limit"],
    ["HW1012 in the EU store", { ...hoodie, sku: "EU-HW1012" }, 1, null, "ticket_required"],
  ])("%s → %s", (_label, product, qty, acct, expected) => {
    const r = checkQuantity(product, qty, acct);
    expect(r.ok ? "ok" : r.error.code).toBe(expected);
  });

  it("says the limit", () => {
    const r = checkQuantity(p("MMV001"), 2, null);
    expect(r.ok ? null : r.error).toEqual({ code: "qty_max", message: "The maximum quantity is 1.", limit: 1 });
  });
});

describe("checkProductQuantity (no account: a price quote)", () => {
  it("checks the product rules and leaves the ticket rule to the account check", () => {
    expect(checkProductQuantity(hoodie, 1)).toEqual({ ok: true });
    expect(checkProductQuantity(hoodie, 2).ok).toBe(false);
    expect(checkProductQuantity(p("MMV001"), 2)).toMatchObject({ ok: false, error: { code: "qty_max" } });
    expect(checkProductQuantity(p("BB1001"), 0)).toMatchObject({ ok: false, error: { code: "invalid_qty" } });
  });
});
