import {
  RECEIVED_CONDITIONS,
  RETURN_CONDITIONS,
  RMA_OUTCOMES,
  RMA_STATES,
  SHOPPER_RETURN_REASONS,
} from "@ironworks/domain";
import { z } from "zod";

/** Returns (issue #21): the wire codes, catalogued with their statuses in errors.ts (ADR 0027). */
export const RETURNS_ERROR_CODES = {
  returnsClosed: "returns_closed",
  rmaNotFound: "rma_not_found",
  lineNotReturnable: "line_not_returnable",
  alreadyConfirmed: "rma_already_confirmed",
  wrongState: "rma_wrong_state",
  refundInProgress: "refund_in_progress",
  withdrawalClosed: "withdrawal_closed",
  withdrawalNotFound: "withdrawal_not_found",
  lineNotWithdrawable: "line_not_withdrawable",
  withdrawalAlreadyConfirmed: "withdrawal_already_confirmed",
} as const;

const OrderNumber = z.string().trim().min(1, "is required").max(64, "is too long");

export const ReturnLineChoice = z.object({
  lineNo: z.number().int("must be a line number").min(1, "must be a line number"),
  qty: z.number().int("must be a whole number").min(1, "must be at least 1").max(999, "is too many"),
  reason: z.enum(SHOPPER_RETURN_REASONS, { message: "must be one of the listed reasons" }),
  condition: z.enum(RETURN_CONDITIONS, { message: "must be unopened, opened or used" }),
  note: z.string().trim().max(500, "is too long").optional(),
  /** Exchange only: the variant (its product id) that replaces the returned units (ADR 0047). */
  exchangeFor: z.number().int("must be a product id").min(1, "must be a product id").optional(),
  /** Photos of a damaged item, as POST /svc_returns/photos answered them (ADR 0047). */
  photos: z
    .array(
      z
        .string()
        .max(43)
        .regex(/^RP-[A-Za-z0-9_-]{16,40}$/, "must be an uploaded photo"),
    )
    .max(4, "has too many photos")
    .optional(),
});
export type ReturnLineChoice = z.infer<typeof ReturnLineChoice>;

/** POST /svc_returns/quote: what the confirm page shows before the shopper confirms. */
export const ReturnQuoteRequest = z.object({
  orderId: OrderNumber,
  outcome: z.enum(RMA_OUTCOMES, { message: "must be refund, store_credit or exchange" }),
  lines: z.array(ReturnLineChoice).min(1, "choose at least one item").max(100, "has too many lines"),
});
export type ReturnQuoteRequest = z.infer<typeof ReturnQuoteRequest>;

/** POST /svc_returns/rma: the quote, confirmed with the confirm page's one-time key. */
export const ReturnConfirmRequest = ReturnQuoteRequest.extend({
  confirmKey: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be the key the confirm page was given"),
  /** The shopper's language for the mails (BCP 47, e.g. de-DE). */
  locale: z
    .string()
    .max(5)
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag")
    .optional(),
});
export type ReturnConfirmRequest = z.infer<typeof ReturnConfirmRequest>;

export const StaffRmaQuery = z.object({
  state: z.enum(RMA_STATES, { message: "must be an RMA state" }).optional(),
  page: z.coerce.number().int("must be a page number").min(1, "must be a page number").default(1),
  limit: z.coerce.number().int("must be a whole number").min(1, "must be 1–100").max(100, "must be 1–100").default(25),
});
export type StaffRmaQuery = z.infer<typeof StaffRmaQuery>;

export const StaffRmaReject = z.object({ reason: z.string().trim().min(1, "is required").max(500, "is too long") });

export const StaffRmaReceive = z.object({
  lines: z
    .array(
      z.object({
        lineNo: z.number().int("must be a line number").min(1, "must be a line number"),
        qty: z.number().int("must be a whole number").min(0, "must be 0 or more").max(999, "is too many"),
        condition: z.enum(RECEIVED_CONDITIONS, { message: "must be restock, damaged or scrap" }),
      }),
    )
    .min(1, "receive at least one line"),
});
export type StaffRmaReceive = z.infer<typeof StaffRmaReceive>;

/**
 * POST /svc_returns/withdrawal (EU right of withdrawal, issue #21 item 7): the consumer's name, the
 * contract (order) and what is withdrawn from — every withdrawable unit when `lines` is left out —
 * confirmed with the confirmation step's one-time key.
 */
export const WithdrawalRequest = z.object({
  orderId: OrderNumber,
  name: z.string().trim().min(1, "is required").max(120, "is too long"),
  lines: z
    .array(
      z.object({
        lineNo: z.number().int("must be a line number").min(1, "must be a line number"),
        qty: z.number().int("must be a whole number").min(1, "must be at least 1").max(999, "is too many"),
      }),
    )
    .min(1, "choose at least one item")
    .max(100, "has too many lines")
    .optional(),
  confirmKey: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be the key the confirmation step was given"),
  locale: z
    .string()
    .max(5)
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag")
    .optional(),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;
