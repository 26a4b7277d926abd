import type { SiteCode } from "../sites.ts";

/**
 * Returns policy (issue #21 item 2): one table per site, read by the server to judge every line
 * and by the pages to explain why a line cannot go back. All amounts in the site's minor units.
 */

/** Why a line goes back. The first four are the store's fault: no fees, shipping refunded. */
export const RETURN_REASONS = [
  "damaged",
  "defective",
  "wrong_item",
  "not_as_described",
  "changed_mind",
  "does_not_fit",
  "ordered_by_mistake",
  "other",
  "withdrawal",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * The reasons a shopper picks on /rmaprocess; "withdrawal" is set only by the EU withdrawal
 * function (withdrawal.ts), never chosen from the list.
 */
export type ShopperReturnReason = Exclude<ReturnReason, "withdrawal">;
export const SHOPPER_RETURN_REASONS = RETURN_REASONS.filter((r): r is ShopperReturnReason => r !== "withdrawal") as [
  ShopperReturnReason,
  ...ShopperReturnReason[],
];

const STORE_FAULT: readonly ReturnReason[] = ["damaged", "defective", "wrong_item", "not_as_described"];
export const isStoreFault = (reason: ReturnReason): boolean => STORE_FAULT.includes(reason);

/**
 * Whether the order's shipping goes back with units returned for this reason: the store's fault,
 * or an EU withdrawal (art. 13 of Directive 2011/83/EU: all payments, standard delivery included).
 */
export const refundsShipping = (reason: ReturnReason): boolean => isStoreFault(reason) || reason === "withdrawal";

/** The state the shopper says the item is in. */
export const RETURN_CONDITIONS = ["unopened", "opened", "used"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export interface ReturnPolicy {
  /** Days from delivery during which a line may be returned. */
  windowDays: number;
  /** Percent of the returned merchandise kept when the return is not the store's fault. */
  restockingFeePercent: number;
  /** Return label cost deducted once per return when no line is the store's fault. */
  labelCostMinor: number;
  /** Freight items (racks, rigs) are picked up, at this cost when not the store's fault. */
  pickupCostMinor: number;
  /** Extra store credit, in percent of the refund, when the shopper takes store credit. */
  storeCreditBonusPercent: number;
  /** Used items may go back only for these reasons. */
  usedAllowedFor: readonly ReturnReason[];
}

/**
 * Per site; null = no online returns there. EUR and GBR are open only with the EU returns flag
 * (SPEC §2); prices there include VAT and no restocking fee is charged (EU withdrawal rules).
 */
export const RETURN_POLICIES: Record<SiteCode, ReturnPolicy | null> = {
  USA: {
    windowDays: 30,
    restockingFeePercent: 15,
    labelCostMinor: 995,
    pickupCostMinor: 14_900,
    storeCreditBonusPercent: 10,
    usedAllowedFor: STORE_FAULT,
  },
  APO: {
    windowDays: 45,
    restockingFeePercent: 15,
    labelCostMinor: 995,
    pickupCostMinor: 14_900,
    storeCreditBonusPercent: 10,
    usedAllowedFor: STORE_FAULT,
  },
  CAN: {
    windowDays: 30,
    restockingFeePercent: 15,
    labelCostMinor: 1495,
    pickupCostMinor: 19_900,
    storeCreditBonusPercent: 10,
    usedAllowedFor: STORE_FAULT,
  },
  EUR: {
    windowDays: 30,
    restockingFeePercent: 0,
    labelCostMinor: 695,
    pickupCostMinor: 9900,
    storeCreditBonusPercent: 5,
    usedAllowedFor: STORE_FAULT,
  },
  GBR: {
    windowDays: 30,
    restockingFeePercent: 0,
    labelCostMinor: 595,
    pickupCostMinor: 8900,
    storeCreditBonusPercent: 5,
    usedAllowedFor: STORE_FAULT,
  },
  AUS: null,
};

/** SPEC §2: /rmaprocess is open for USA, APO and CAN, and on any site with a policy when the EU returns flag is on. */
export function returnsOpen(site: SiteCode, euReturnsFlag: boolean): boolean {
  if (site === "USA" || site === "APO" || site === "CAN") return true;
  return euReturnsFlag && RETURN_POLICIES[site] !== null;
}

/** What the policy needs to know of one order line (the catalog's facts, never the shopper's). */
export interface ReturnLineFacts {
  qty: number;
  /** Units of this line in earlier returns that were not rejected or cancelled. */
  returnedQty: number;
  productType: string;
  finalSale: boolean;
  /** Ships by freight (a pickup, not a parcel label, brings it back). */
  freight: boolean;
}

export type IneligibleReason =
  | "returns_closed"
  | "not_delivered"
  | "window_closed"
  | "final_sale"
  | "virtual"
  | "fully_returned";

export interface LineEligibility {
  eligible: boolean;
  /** Why not (null when eligible). */
  why: IneligibleReason | null;
  returnableQty: number;
  /** The last day to start a return (ISO date), null while not delivered. */
  deadline: string | null;
  needsPickup: boolean;
}

const DAY_MS = 86_400_000;

/** The last moment a return may be started: delivery + window days, end of that UTC day. */
export function returnDeadline(deliveredAt: Date, windowDays: number): Date {
  const day = Date.UTC(deliveredAt.getUTCFullYear(), deliveredAt.getUTCMonth(), deliveredAt.getUTCDate());
  return new Date(day + (windowDays + 1) * DAY_MS - 1);
}

/** One line's eligibility: the first rule it fails, in the order a shopper would understand. */
export function lineEligibility(
  policy: ReturnPolicy | null,
  line: ReturnLineFacts,
  deliveredAt: Date | null,
  now: Date,
): LineEligibility {
  const needsPickup = line.freight;
  const deadline = policy && deliveredAt ? returnDeadline(deliveredAt, policy.windowDays) : null;
  const deadlineText = deadline ? deadline.toISOString().slice(0, 10) : null;
  const no = (why: IneligibleReason): LineEligibility => ({
    eligible: false,
    why,
    returnableQty: 0,
    deadline: deadlineText,
    needsPickup,
  });
  if (!policy) return no("returns_closed");
  if (line.productType === "virtual" || line.productType === "giftcard") return no("virtual");
  if (line.finalSale) return no("final_sale");
  const left = line.qty - line.returnedQty;
  if (left <= 0) return no("fully_returned");
  if (!deliveredAt || !deadline) return no("not_delivered");
  if (now.getTime() > deadline.getTime()) return no("window_closed");
  return { eligible: true, why: null, returnableQty: left, deadline: deadlineText, needsPickup };
}

export type SelectionProblem = "quantity" | "used_condition";

/** What the shopper chose for an eligible line: a problem with it, or null. */
export function selectionProblem(
  policy: ReturnPolicy,
  eligibility: LineEligibility,
  choice: { qty: number; reason: ReturnReason; condition: ReturnCondition },
): SelectionProblem | null {
  if (!Number.isInteger(choice.qty) || choice.qty < 1 || choice.qty > eligibility.returnableQty) return "quantity";
  if (choice.condition === "used" && !policy.usedAllowedFor.includes(choice.reason)) return "used_condition";
  return null;
}
