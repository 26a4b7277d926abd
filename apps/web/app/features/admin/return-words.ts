import type { ReceivedCondition, RmaState } from "@ironworks/domain";

/**
 * The RMA states and receipt conditions the returns screens offer (@ironworks/domain RMA_STATES and
 * RECEIVED_CONDITIONS, written here for the reason in admin-api.ts: importing the domain's module
 * shared its chunk with the account's returns pages). The records are typed by the domain's unions,
 * so a state or condition added, renamed or dropped there fails the typecheck here.
 */
const STATES: Record<RmaState, true> = {
  requested: true,
  approved: true,
  in_transit: true,
  received: true,
  refunded: true,
  credited: true,
  exchanged: true,
  closed: true,
  rejected: true,
  cancelled: true,
};
export const RMA_STATES = Object.keys(STATES) as RmaState[];

const CONDITIONS: Record<ReceivedCondition, true> = { restock: true, damaged: true, scrap: true };
export const RECEIVED_CONDITIONS = Object.keys(CONDITIONS) as ReceivedCondition[];
