import type { ShippingQuote } from "./checkout-types.ts";

/**
 * SPEC §4 shipping state: notReady → loadable → loading → valid | error. Rates reload only when
 * the order hash (items + address + mode) changes; the load waits 500 ms (SHIPPING_DEBOUNCE_MS)
 * and an answer for a hash that is no longer current is discarded. Virtual-only orders need no
 * address: shipping is valid at once, with no quote. Pure: the provider runs the effects.
 */
export const SHIPPING_DEBOUNCE_MS = 500;

export type ShippingStatus = "notReady" | "loadable" | "loading" | "valid" | "error";

export interface ShippingState {
  status: ShippingStatus;
  /** The order hash the state is about (null: not ready). */
  hash: string | null;
  /** The quote for `hash` (valid), or null (virtual-only, or nothing loaded). */
  quote: ShippingQuote | null;
  error: string | null;
}

export type ShippingEvent =
  /** The order changed (or was first seen): hash null when the address is not valid yet. */
  | { type: "inputs"; hash: string | null; virtualOnly: boolean }
  /** The debounce elapsed for this hash: the fetch starts. */
  | { type: "start"; hash: string }
  | { type: "loaded"; hash: string; quote: ShippingQuote }
  | { type: "failed"; hash: string; error: string }
  /** The cart changed after an order-item reload (or the server refused a rate): ask again. */
  | { type: "recheck" };

export const initialShipping: ShippingState = { status: "notReady", hash: null, quote: null, error: null };

export function shippingReducer(state: ShippingState, event: ShippingEvent): ShippingState {
  switch (event.type) {
    case "inputs": {
      if (event.virtualOnly) {
        const hash = event.hash ?? "virtual";
        return state.status === "valid" && state.hash === hash && state.quote === null
          ? state
          : { status: "valid", hash, quote: null, error: null };
      }
      if (event.hash === null)
        return state.status === "notReady" ? state : { status: "notReady", hash: null, quote: null, error: null };
      // Same order: nothing to reload (an error stays until a recheck).
      if (event.hash === state.hash && state.status !== "notReady") return state;
      return { status: "loadable", hash: event.hash, quote: null, error: null };
    }
    case "start":
      return state.status === "loadable" && state.hash === event.hash ? { ...state, status: "loading" } : state;
    case "loaded":
      if (state.status !== "loading" || state.hash !== event.hash) return state; // stale: discarded
      return { status: "valid", hash: event.hash, quote: event.quote, error: null };
    case "failed":
      if (state.status !== "loading" || state.hash !== event.hash) return state;
      return { status: "error", hash: event.hash, quote: null, error: event.error };
    case "recheck":
      if (state.hash === null || state.status === "notReady") return state;
      if (state.status === "valid" && state.quote === null) return state; // virtual-only: nothing to ask
      return { status: "loadable", hash: state.hash, quote: null, error: null };
  }
}

/** A stable hash of what the rates depend on: the items, the address and the shipping mode. */
export function orderHash(input: {
  items: readonly {
    productId?: number;
    sku?: string;
    qty: number;
    options?: unknown;
    children?: unknown;
    metadata?: unknown;
  }[];
  address: Record<string, unknown> | null;
  mode: string;
}): string {
  return stableStringify({
    items: input.items.map((i) => [
      i.productId ?? i.sku,
      i.qty,
      i.options ?? null,
      i.children ?? null,
      i.metadata ?? null,
    ]),
    address: input.address,
    mode: input.mode,
  });
}

export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
