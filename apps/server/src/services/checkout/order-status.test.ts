import { ORDER_STATUSES, type OrderStatus, THREE_DS_STATES } from "@ironworks/contracts";
import { describe, expect, it } from "vitest";
import {
  canTransition,
  IllegalTransitionError,
  INITIAL_STATUS,
  initialStatus,
  OPEN_STATUSES,
  ORDER_PROCESS,
  transition,
} from "./order-status.ts";

/**
 * SPEC §3/§4 status machine: new → payment_pending (3-D Secure) → payment_complete → published;
 * payment_error on refusal, failure or timeout (3DS state finalization-timeout); staff cancel any
 * order not yet failed or cancelled (issue #17). Every pair not in this table is refused.
 */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ["new", "payment_pending"],
  ["new", "payment_complete"],
  ["new", "payment_error"],
  ["payment_pending", "payment_pending"],
  ["payment_pending", "payment_complete"],
  ["payment_pending", "payment_error"],
  ["payment_complete", "published"],
  ["new", "cancelled"],
  ["payment_pending", "cancelled"],
  ["payment_complete", "cancelled"],
  ["published", "cancelled"],
];

describe("order process: one table of status changes", () => {
  it("names exactly the contract's statuses and 3-D Secure states", () => {
    expect(Object.keys(ORDER_PROCESS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(THREE_DS_STATES).toEqual(["new", "finalization-timeout", "error"]);
    expect(INITIAL_STATUS).toBe("new");
    expect(OPEN_STATUSES).toEqual(["new", "payment_pending"]);
  });

  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES) {
      const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
      it(`${from} → ${to}: ${allowed ? "allowed" : "refused"}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
        if (allowed) expect(transition(from, to)).toBe(to);
        else expect(() => transition(from, to)).toThrow(IllegalTransitionError);
      });
    }

  it("payment_error and cancelled are final; published only cancels", () => {
    expect(ORDER_PROCESS.published).toEqual(["cancelled"]);
    expect(ORDER_PROCESS.payment_error).toEqual([]);
    expect(ORDER_PROCESS.cancelled).toEqual([]);
  });

  it("refuses an unknown status on either side", () => {
    expect(canTransition("shipped", "published")).toBe(false);
    expect(canTransition("new", "shipped")).toBe(false);
  });

  it("an order is inserted new, never in a later status", () => {
    expect(initialStatus("new")).toBe("new");
    for (const status of ORDER_STATUSES.filter((s) => s !== "new"))
      expect(() => initialStatus(status)).toThrow(IllegalTransitionError);
  });
});
