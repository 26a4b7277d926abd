import type { SiteCode } from "../sites.ts";
import { returnDeadline } from "./policy.ts";

/**
 * The EU right of withdrawal (issue #21 item 7; Directive 2011/83/EU art. 9–16 and art. 11a as
 * added by Directive (EU) 2023/2673, in force from 19 June 2026): a consumer may withdraw from a
 * distance contract without giving any reason until 14 days after the goods arrive (and at any
 * time before). The store offers a "withdraw from contract here" function with a confirmation step
 * and acknowledges the withdrawal, with its content and its date and time, on a durable medium.
 *
 * It is a statutory right, not the store's returns policy: a "final sale" mark does not take it
 * away. What it does not cover (art. 16) here is what cannot be sent back: gift cards and other
 * virtual items.
 */
export const WITHDRAWAL_DAYS = 14;

/** The EU store offers the withdrawal function when the EU returns flag is on (SPEC §2). */
export function withdrawalOpen(site: SiteCode, euReturnsFlag: boolean): boolean {
  return site === "EUR" && euReturnsFlag;
}

export type WithdrawalExclusion = "virtual" | "fully_returned" | "period_over";

export interface LineWithdrawal {
  withdrawable: boolean;
  why: WithdrawalExclusion | null;
  /** Units that may still be withdrawn from. */
  qty: number;
  /** Whether the units have arrived (then they go back with a return slip). */
  delivered: boolean;
  /** The last day of the withdrawal period (ISO date), null while the goods have not arrived. */
  deadline: string | null;
}

/**
 * One order line under the right of withdrawal: withdrawable until the end of the 14th day after
 * delivery (UTC, as the returns window), at any time before delivery; virtual items and units
 * already in a live return are not.
 */
export function lineWithdrawal(
  line: { qty: number; returnedQty: number; productType: string },
  deliveredAt: Date | null,
  now: Date,
): LineWithdrawal {
  const deadline = deliveredAt ? returnDeadline(deliveredAt, WITHDRAWAL_DAYS) : null;
  const base = { delivered: deliveredAt !== null, deadline: deadline ? deadline.toISOString().slice(0, 10) : null };
  const no = (why: WithdrawalExclusion): LineWithdrawal => ({ ...base, withdrawable: false, why, qty: 0 });
  if (line.productType === "virtual" || line.productType === "giftcard") return no("virtual");
  const left = line.qty - line.returnedQty;
  if (left <= 0) return no("fully_returned");
  if (deadline && now.getTime() > deadline.getTime()) return no("period_over");
  return { ...base, withdrawable: true, why: null, qty: left };
}
