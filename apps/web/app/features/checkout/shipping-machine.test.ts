import { describe, expect, it } from "vitest";
import type { ShippingQuote } from "./checkout-types.ts";
import {
  initialShipping,
  orderHash,
  type ShippingEvent,
  type ShippingState,
  shippingReducer,
} from "./shipping-machine.ts";

const quote = { rates: [], split: [], transactionId: "t", currency: "USD", storeId: 1, error: null } as ShippingQuote;
const s = (status: ShippingState["status"], hash: string | null, q: ShippingQuote | null = null): ShippingState => ({
  status,
  hash,
  quote: q,
  error: status === "error" ? "boom" : null,
});

describe("shipping state machine (SPEC §4)", () => {
  const cases: [string, ShippingState, ShippingEvent, ShippingState][] = [
    [
      "no valid address: notReady",
      initialShipping,
      { type: "inputs", hash: null, virtualOnly: false },
      s("notReady", null),
    ],
    ["an address: loadable", initialShipping, { type: "inputs", hash: "h1", virtualOnly: false }, s("loadable", "h1")],
    [
      "virtual-only: valid at once, no quote",
      initialShipping,
      { type: "inputs", hash: null, virtualOnly: true },
      s("valid", "virtual"),
    ],
    ["debounce elapsed: loading", s("loadable", "h1"), { type: "start", hash: "h1" }, s("loading", "h1")],
    ["start for an old hash: ignored", s("loadable", "h2"), { type: "start", hash: "h1" }, s("loadable", "h2")],
    ["answer: valid", s("loading", "h1"), { type: "loaded", hash: "h1", quote }, s("valid", "h1", quote)],
    [
      "stale answer (hash changed): discarded",
      s("loadable", "h2"),
      { type: "loaded", hash: "h1", quote },
      s("loadable", "h2"),
    ],
    [
      "stale answer while the new one loads: discarded",
      s("loading", "h2"),
      { type: "loaded", hash: "h1", quote },
      s("loading", "h2"),
    ],
    ["failure: error", s("loading", "h1"), { type: "failed", hash: "h1", error: "boom" }, s("error", "h1")],
    [
      "same hash: no reload",
      s("valid", "h1", quote),
      { type: "inputs", hash: "h1", virtualOnly: false },
      s("valid", "h1", quote),
    ],
    [
      "same hash while loading: unchanged",
      s("loading", "h1"),
      { type: "inputs", hash: "h1", virtualOnly: false },
      s("loading", "h1"),
    ],
    [
      "hash changed: loadable again",
      s("valid", "h1", quote),
      { type: "inputs", hash: "h2", virtualOnly: false },
      s("loadable", "h2"),
    ],
    [
      "address invalid again: notReady",
      s("valid", "h1", quote),
      { type: "inputs", hash: null, virtualOnly: false },
      s("notReady", null),
    ],
    ["recheck after a cart reload: loadable", s("valid", "h1", quote), { type: "recheck" }, s("loadable", "h1")],
    ["recheck after an error: loadable", s("error", "h1"), { type: "recheck" }, s("loadable", "h1")],
    ["recheck when not ready: nothing", initialShipping, { type: "recheck" }, initialShipping],
    ["recheck of a virtual-only order: nothing", s("valid", "virtual"), { type: "recheck" }, s("valid", "virtual")],
  ];
  it.each(cases)("%s", (_name, from, event, to) => {
    expect(shippingReducer(from, event)).toEqual(to);
  });

  it("keeps the same object when nothing changes (no re-render loop)", () => {
    const valid = s("valid", "h1", quote);
    expect(shippingReducer(valid, { type: "inputs", hash: "h1", virtualOnly: false })).toBe(valid);
    expect(shippingReducer(initialShipping, { type: "inputs", hash: null, virtualOnly: false })).toBe(initialShipping);
  });

  it("hashes items, address and mode, independent of key order", () => {
    const items = [{ productId: 1, qty: 2 }];
    const a = orderHash({ items, address: { countryId: "US", postcode: "43004" }, mode: "fewestPackages" });
    const b = orderHash({ items, address: { postcode: "43004", countryId: "US" }, mode: "fewestPackages" });
    expect(a).toBe(b);
    expect(
      orderHash({
        items: [{ productId: 1, qty: 3 }],
        address: { countryId: "US", postcode: "43004" },
        mode: "fewestPackages",
      }),
    ).not.toBe(a);
    expect(orderHash({ items, address: { countryId: "US", postcode: "43005" }, mode: "fewestPackages" })).not.toBe(a);
    expect(orderHash({ items, address: { countryId: "US", postcode: "43004" }, mode: "fastest" })).not.toBe(a);
  });
});
