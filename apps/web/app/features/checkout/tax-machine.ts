import type { TaxQuote } from "./checkout-types.ts";

/**
 * SPEC §4 tax state: notReady → loading → valid | error. Tax loads only once shipping is valid
 * and the address is valid; `key` names what the tax depends on (the order hash, the shipping
 * amount, the VAT/EORI numbers), null while those conditions do not hold. Pure.
 */
export type TaxStatus = "notReady" | "loading" | "valid" | "error";

export interface TaxState {
  status: TaxStatus;
  key: string | null;
  quote: TaxQuote | null;
  error: string | null;
}

export type TaxEvent =
  | { type: "inputs"; key: string | null }
  | { type: "loaded"; key: string; quote: TaxQuote }
  | { type: "failed"; key: string; error: string }
  /** The server refused the tax total: fetch again for the same key. */
  | { type: "recheck" };

export const initialTax: TaxState = { status: "notReady", key: null, quote: null, error: null };

export function taxReducer(state: TaxState, event: TaxEvent): TaxState {
  switch (event.type) {
    case "inputs":
      if (event.key === null)
        return state.status === "notReady" ? state : { status: "notReady", key: null, quote: null, error: null };
      if (event.key === state.key && state.status !== "notReady") return state;
      return { status: "loading", key: event.key, quote: null, error: null };
    case "loaded":
      if (state.status !== "loading" || state.key !== event.key) return state;
      return { status: "valid", key: event.key, quote: event.quote, error: null };
    case "failed":
      if (state.status !== "loading" || state.key !== event.key) return state;
      return { status: "error", key: event.key, quote: null, error: event.error };
    case "recheck":
      return state.key === null ? state : { status: "loading", key: state.key, quote: null, error: null };
  }
}

/** The tax key, or null when tax may not load yet (SPEC §4). */
export function taxKey(input: {
  shippingValid: boolean;
  addressValid: boolean;
  orderHash: string | null;
  shippingAmount: number;
  vatNumber: string;
  eoriNumber: string;
}): string | null {
  if (!input.shippingValid || !input.addressValid || input.orderHash === null) return null;
  return JSON.stringify([input.orderHash, input.shippingAmount, input.vatNumber.trim(), input.eoriNumber.trim()]);
}
