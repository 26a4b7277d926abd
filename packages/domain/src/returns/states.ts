/**
 * The RMA state machine (issue #21 item 5), the one table every transition is checked against.
 * requested → approved (automatically within policy, else by support) → in_transit → received →
 * refunded | credited | exchanged → closed; rejected from requested; cancelled before receipt.
 */
export const RMA_STATES = [
  "requested",
  "approved",
  "in_transit",
  "received",
  "refunded",
  "credited",
  "exchanged",
  "closed",
  "rejected",
  "cancelled",
] as const;
export type RmaState = (typeof RMA_STATES)[number];

export const RMA_TRANSITIONS: Record<RmaState, readonly RmaState[]> = {
  requested: ["approved", "rejected", "cancelled"],
  approved: ["in_transit", "received", "cancelled"],
  in_transit: ["received", "cancelled"],
  received: ["refunded", "credited", "exchanged"],
  refunded: ["closed"],
  credited: ["closed"],
  exchanged: ["closed"],
  closed: [],
  rejected: [],
  cancelled: [],
};

export const canMove = (from: RmaState, to: RmaState): boolean => RMA_TRANSITIONS[from].includes(to);

/** States whose units no longer count as returned (they may be returned again). */
export const RMA_VOID_STATES: readonly RmaState[] = ["rejected", "cancelled"];

/**
 * States in which the store has the returned units back (receipt or after). A unit refunded or
 * credited this way no longer counts for the verified-buyer badge (issue #23); an exchange does not
 * take it away (the buyer keeps the product in another variant).
 */
export const RMA_GOODS_BACK_STATES: readonly RmaState[] = ["received", "refunded", "credited", "closed"];

/** What the shopper asked for. */
export const RMA_OUTCOMES = ["refund", "store_credit", "exchange"] as const;
export type RmaOutcome = (typeof RMA_OUTCOMES)[number];

/** The state an outcome settles into once the goods are received. */
export const SETTLED_STATE: Record<RmaOutcome, RmaState> = {
  refund: "refunded",
  store_credit: "credited",
  exchange: "exchanged",
};

/** Line conditions support records at receipt: restock puts the units back in stock. */
export const RECEIVED_CONDITIONS = ["restock", "damaged", "scrap"] as const;
export type ReceivedCondition = (typeof RECEIVED_CONDITIONS)[number];
