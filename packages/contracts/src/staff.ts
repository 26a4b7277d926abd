import { z } from "zod";
import { type FreeFormLimits, freeForm } from "./bounded.ts";

/**
 * The back office's wire shapes (issue #17, ADR 0037): staff sign-in and setup, the staff API's
 * inputs. The console's forms validate with these same schemas before they post.
 */

/** Staff roles (issue #17 item 2). */
export const STAFF_ROLES = ["owner", "merchandiser", "support", "author", "moderator", "viewer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that move money sign in with a second factor (TOTP); the others may enrol one. */
export const MONEY_ROLES: readonly StaffRole[] = ["owner", "support"];

export const STAFF_ERROR_CODES = {
  unauthenticated: "staff_unauthenticated",
  forbidden: "staff_forbidden",
  invalidCredentials: "staff_invalid_credentials",
  setupInvalid: "staff_setup_invalid",
  versionConflict: "version_conflict",
  refundExceedsCaptured: "refund_exceeds_captured",
  orderNotRefundable: "order_not_refundable",
  refundNotSupported: "refund_not_supported",
  refundFailed: "refund_failed",
  orderNotCancellable: "order_not_cancellable",
  orderMailNotSent: "order_mail_not_sent",
  urlInUse: "url_in_use",
  redirectShadowsPage: "redirect_shadows_page",
} as const;

const Email = z.string().trim().toLowerCase().max(254, "is too long").email("is not an email address");
/** Six digits from the authenticator app. */
/** A calendar day (YYYY-MM-DD) in a filter. */
const IsoDay = z.string().trim().max(10).pipe(z.iso.date());

/** What a flag's value may be: a scalar or a small list/object (flags hold switches, years, lists of SKUs). */
const FLAG_VALUE_LIMITS: FreeFormLimits = {
  maxChars: 4096,
  maxDepth: 3,
  maxKeys: 50,
  maxKeyLength: 64,
  maxString: 2000,
  maxArray: 200,
};

const TotpCode = z
  .string()
  .trim()
  .max(16)
  .regex(/^\d{6}$/, "must be the 6 digits from your authenticator app");

export const StaffSignInRequest = z.object({
  email: Email,
  password: z.string().min(1, "is required").max(256, "is too long"),
  code: TotpCode.optional(),
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

/** A new staff member's first password: 12 characters or more (NIST 800-63B for privileged accounts). */
export const StaffPassword = z.string().min(12, "must be at least 12 characters").max(256, "is too long");

export const StaffSetupRequest = z.object({
  token: z.string().min(16).max(128),
  password: StaffPassword,
  code: TotpCode.optional(),
});
export type StaffSetupRequest = z.infer<typeof StaffSetupRequest>;

export interface StaffMe {
  id: number;
  email: string;
  role: StaffRole;
  permissions: string[];
}

/** GET /svc_staff/orders query. */
export const StaffOrderQuery = z.object({
  q: z.string().trim().max(254).optional(),
  status: z.string().trim().max(40).optional(),
  storeId: z.coerce.number().int().min(1).max(999).optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuery>;

export const StaffShipRequest = z.object({ carrier: z.string().trim().min(1).max(40).optional() });

/** A refund in the order's currency, minor units; no amount refunds everything still refundable. */
export const StaffRefundRequest = z.object({
  amountMinor: z.number().int("must be whole minor units").positive("must be more than 0").optional(),
  reason: z.string().trim().max(500, "is too long").optional(),
});
export type StaffRefundRequest = z.infer<typeof StaffRefundRequest>;

export const StaffNoteRequest = z.object({
  text: z.string().trim().min(1, "is required").max(2000, "is too long"),
});

/** Product edit: the fields the console edits, with the version read (optimistic concurrency). */
export const StaffProductEdit = z.object({
  version: z.string().min(1).max(40),
  /** The language `name` and `shortDescription` are written in: en (the product's own text), de, fr, es, nl, optionally with a region (de-CH). */
  locale: z
    .string()
    .trim()
    .regex(/^(en|de|fr|es|nl)([-_][A-Za-z]{2})?$/i, "must be en, de, fr, es or nl, optionally with a region")
    .optional(),
  name: z.string().trim().min(1, "is required").max(255, "is too long").optional(),
  shortDescription: z.string().trim().max(2000, "is too long").optional(),
  prices: z
    .array(
      z.object({
        storeId: z.number().int().min(1).max(999),
        price: z.number().int("must be whole minor units").min(0, "must not be negative"),
      }),
    )
    .max(20)
    .optional(),
});
export type StaffProductEdit = z.infer<typeof StaffProductEdit>;

export const StaffStockRequest = z.object({
  qty: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000),
});

/** A flag's new value: any JSON the flag's kind accepts (the flags service checks the kind), bounded. */
export const StaffFlagRequest = z.object({ value: freeForm(FLAG_VALUE_LIMITS) });

/** GET /svc_staff/audit query. */
export const StaffAuditQuery = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuery>;

/** Cancel an order (issue #17 item 4): a paid one is refunded in full through the gateway first. */
export const StaffCancelRequest = z.object({
  reason: z.string().trim().max(500, "is too long").optional(),
});
export type StaffCancelRequest = z.infer<typeof StaffCancelRequest>;
/** POST /svc_staff/catalog/import(/dry-run) as JSON (the console); a text/csv body is the file itself. */
export const StaffCsvImport = z.object({ csv: z.string().max(20 * 1024 * 1024, "is larger than 20 MB") });

/** The answer of a CSV dry run or import (ADR 0037 addendum): problems and changes by line, the first 1,000 of each. */
export interface StaffCsvReport {
  ok: boolean;
  applied: boolean;
  rows: number;
  changed: number;
  unchanged: number;
  errorCount: number;
  errors: { line: number; sku: string | null; field: string; reason: string }[];
  changes: {
    line: number;
    sku: string;
    fields: Record<string, { before: string | number | null; after: string | number | null }>;
  }[];
}
