import { describe, expect, it } from "vitest";
import type { TaxQuote } from "./checkout-types.ts";
import { initialTax, type TaxEvent, type TaxState, taxKey, taxReducer } from "./tax-machine.ts";

const quote = { totalTaxAmount: 1 } as TaxQuote;
const t = (status: TaxState["status"], key: string | null, q: TaxQuote | null = null): TaxState => ({
  status,
  key,
  quote: q,
  error: status === "error" ? "boom" : null,
});

describe("tax state machine (SPEC §4)", () => {
  const cases: [string, TaxState, TaxEvent, TaxState][] = [
    ["not ready stays", initialTax, { type: "inputs", key: null }, initialTax],
    ["ready: loading", initialTax, { type: "inputs", key: "k1" }, t("loading", "k1")],
    ["answer: valid", t("loading", "k1"), { type: "loaded", key: "k1", quote }, t("valid", "k1", quote)],
    ["stale answer: discarded", t("loading", "k2"), { type: "loaded", key: "k1", quote }, t("loading", "k2")],
    ["failure: error", t("loading", "k1"), { type: "failed", key: "k1", error: "boom" }, t("error", "k1")],
    ["stale failure: discarded", t("loading", "k2"), { type: "failed", key: "k1", error: "boom" }, t("loading", "k2")],
    ["same key: unchanged", t("valid", "k1", quote), { type: "inputs", key: "k1" }, t("valid", "k1", quote)],
    ["new key: loading", t("valid", "k1", quote), { type: "inputs", key: "k2" }, t("loading", "k2")],
    ["shipping no longer valid: notReady", t("valid", "k1", quote), { type: "inputs", key: null }, initialTax],
    ["recheck: loading again", t("valid", "k1", quote), { type: "recheck" }, t("loading", "k1")],
    ["recheck when not ready: nothing", initialTax, { type: "recheck" }, initialTax],
  ];
  it.each(cases)("%s", (_name, from, event, to) => {
    expect(taxReducer(from, event)).toEqual(to);
  });

  it("has a key only once shipping and the address are valid", () => {
    const base = {
      shippingValid: true,
      addressValid: true,
      orderHash: "h",
      shippingAmount: 10,
      vatNumber: "",
      eoriNumber: "",
    };
    expect(taxKey(base)).not.toBeNull();
    expect(taxKey({ ...base, shippingValid: false })).toBeNull();
    expect(taxKey({ ...base, addressValid: false })).toBeNull();
    expect(taxKey({ ...base, orderHash: null })).toBeNull();
    expect(taxKey({ ...base, shippingAmount: 12 })).not.toBe(taxKey(base));
    expect(taxKey({ ...base, vatNumber: "DE123" })).not.toBe(taxKey(base));
  });
});
