import { ZEUS_KINDS, ZEUS_MAX_ITEMS } from "@ironworks/domain";
import { z } from "zod";

/** The ZEUS builder and custom quotes (issue #22), /svc_zeus and /svc_staff/quotes. */
export const ZEUS_ERROR_CODES = {
  planInvalid: "zeus_plan_invalid",
  stalePrice: "zeus_stale_price",
  projectNotFound: "zeus_project_not_found",
  quoteNotFound: "zeus_quote_not_found",
  quoteWrongState: "zeus_quote_wrong_state",
  quoteExpired: "zeus_quote_expired",
  quoteOrdered: "zeus_quote_ordered",
  closed: "zeus_closed",
} as const;

export const QUOTE_STATES = [
  "requested",
  "in_review",
  "quoted",
  "accepted",
  "converted",
  "ordered",
  "declined",
  "expired",
  "withdrawn",
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const FACILITY_TYPES = ["garage", "home", "affiliate", "team", "school", "military", "other"] as const;

const Inches = (max: number) =>
  z.number().int("must be whole inches").min(-max, "is out of range").max(max, "is out of range");

export const ZeusRoomInput = z.object({
  widthIn: z.number().int("must be whole inches").min(1, "is too small").max(100_000, "is too large"),
  depthIn: z.number().int("must be whole inches").min(1, "is too small").max(100_000, "is too large"),
  heightIn: z.number().int("must be whole inches").min(1, "is too small").max(100_000, "is too large"),
});

export const ZeusItemInput = z.object({
  id: z
    .string()
    .min(1, "is required")
    .max(40, "is too long")
    .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _"),
  productId: z
    .number()
    .int("must be a product id")
    .min(1, "must be a product id")
    .max(2 ** 31 - 1, "is too large"),
  x: Inches(100_000),
  y: Inches(100_000),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
    error: "must be 0, 90, 180 or 270",
  }),
  mountedOn: z.string().max(40, "is too long").nullable().optional(),
});

export const ZeusPlanInput = z.object({
  room: ZeusRoomInput,
  items: z.array(ZeusItemInput).max(ZEUS_MAX_ITEMS, `must list at most ${ZEUS_MAX_ITEMS} items`),
});
export type ZeusPlanInput = z.infer<typeof ZeusPlanInput>;

/** POST /svc_zeus/price: the plan checked and priced; `expectedTotal` (what the shopper saw) → 409 when stale. */
export const ZeusPriceRequest = z.object({
  plan: ZeusPlanInput,
  expectedTotal: z.number().min(0, "must be 0 or more").max(100_000_000, "is too large").optional(),
});
export type ZeusPriceRequest = z.infer<typeof ZeusPriceRequest>;

export const ZeusProjectName = z.string().trim().min(1, "is required").max(80, "is too long");

/** POST /svc_zeus/projects (create) and PUT /projects/{id} (a new version; `version` is the one edited). */
export const ZeusProjectSave = ZeusPriceRequest.extend({
  name: ZeusProjectName,
  version: z.number().int("must be a version").min(1, "must be a version").max(1_000_000, "is too large").optional(),
});
export type ZeusProjectSave = z.infer<typeof ZeusProjectSave>;

/** Most gyms a guest's device hands over at sign-in in one request. */
export const ZEUS_MAX_CLAIM = 20;

/**
 * POST /svc_zeus/projects/claim: the gyms a guest kept on this device, saved to the account at
 * sign-in (issue #22 item 3). `localId` is the device's id for the gym (a UUID): claiming again
 * answers the same project, never a copy.
 */
export const ZeusClaimRequest = z.object({
  projects: z
    .array(
      z.object({
        localId: z.string().max(36, "is not a device gym id").uuid("is not a device gym id"),
        name: ZeusProjectName,
        plan: ZeusPlanInput,
      }),
    )
    .min(1, "must list at least one gym")
    .max(ZEUS_MAX_CLAIM, `must list at most ${ZEUS_MAX_CLAIM} gyms`),
});
export type ZeusClaimRequest = z.infer<typeof ZeusClaimRequest>;

export const ZeusClaimResult = z.object({
  claimed: z.array(z.object({ localId: z.string(), projectId: z.string() })),
  refused: z.array(z.object({ localId: z.string(), problems: z.array(z.object({ code: z.string() }).passthrough()) })),
});
export type ZeusClaimResult = z.infer<typeof ZeusClaimResult>;

export const ZeusPart = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  kind: z.enum(ZEUS_KINDS as [string, ...string[]]),
  tag: z.string().nullable(),
  accessoryType: z.string().nullable(),
  widthIn: z.number(),
  depthIn: z.number(),
  heightIn: z.number(),
  clearanceIn: z.number(),
  price: z.number(),
});
export type ZeusPartWire = z.infer<typeof ZeusPart>;

export const ZeusBomLine = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  rowTotal: z.number(),
});

export const ZeusPriced = z.object({
  lines: z.array(ZeusBomLine),
  total: z.number(),
  currency: z.string(),
  warnings: z.array(z.object({ code: z.string(), itemId: z.string(), otherId: z.string().optional() })),
});
export type ZeusPriced = z.infer<typeof ZeusPriced>;

export const ZeusProject = z.object({
  projectId: z.string(),
  name: z.string(),
  version: z.number(),
  plan: ZeusPlanInput,
  priced: ZeusPriced,
  shareToken: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ZeusProject = z.infer<typeof ZeusProject>;

const Text = (max: number) => z.string().trim().max(max, "is too long");

/** POST /svc_zeus/quotes: a quote request from a saved project (USA delivery). */
/**
 * A quote request names where its lines come from: a saved project (`projectId`) or the shopper's
 * cart (`source: "cart"`, issue #22 item 5) — exactly one of them.
 */
export const QuoteRequestInput = z.object({
  projectId: z.string().min(1, "is required").max(64, "is too long").optional(),
  source: z.literal("cart", { error: "must be cart" }).optional(),
  contactName: Text(80).min(1, "is required"),
  phone: Text(30)
    .min(7, "must be a phone number")
    .regex(/^[0-9+()\-. ]+$/, "must be a phone number"),
  facilityType: z.enum(FACILITY_TYPES, { message: "must be one of the listed facility types" }),
  deliveryZip: z
    .string()
    .trim()
    .max(10, "must be a US ZIP code")
    .regex(/^\d{5}(-\d{4})?$/, "must be a US ZIP code"),
  installation: z.boolean({ error: "must be true or false" }),
  notes: Text(2000).optional(),
  /** The shopper's language for the quote's mails (BCP 47, e.g. en-US); the site's own when absent. */
  locale: z
    .string()
    .max(5, "must be a language tag")
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, "must be a language tag")
    .optional(),
});
export type QuoteRequestInput = z.infer<typeof QuoteRequestInput>;

export const QuoteMessageInput = z.object({ text: Text(2000).min(1, "is required") });

export const QuoteLine = z.object({
  productId: z.number(),
  /** A configurable's quoted variant: the quote is priced for this child (staff price it by this id). */
  childId: z.number().nullable(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  /** The store's price when requested. */
  unitPrice: z.number(),
  /** Staff's price when quoted (null until then). */
  quotedUnitPrice: z.number().nullable(),
});

export const Quote = z.object({
  quoteId: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string(),
  state: z.enum(QUOTE_STATES),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  facilityType: z.string(),
  deliveryZip: z.string(),
  installation: z.boolean(),
  notes: z.string().nullable(),
  lines: z.array(QuoteLine),
  /** Σ qty × unitPrice at request. */
  listTotal: z.number(),
  discount: z.number().nullable(),
  freight: z.number().nullable(),
  /** Σ qty × quotedUnitPrice − discount + freight, once quoted. */
  quotedTotal: z.number().nullable(),
  currency: z.string(),
  expiresAt: z.string().nullable(),
  /** Where the lines came from: a saved project or the shopper's cart. */
  source: z.enum(["project", "cart"]),
  /** The order placed from the quote (state ordered), else null. */
  orderId: z.string().nullable(),
  messages: z.array(z.object({ from: z.enum(["customer", "staff"]), text: z.string(), at: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof Quote>;

/**
 * Staff: the quote's prices (every line, by the line's priced product id — a configurable's
 * `childId`, else its `productId`), discount, freight and expiry.
 */
export const StaffQuoteOffer = z.object({
  lines: z
    .array(
      z.object({
        productId: z.number().int("must be a product id").min(1, "must be a product id"),
        unitPrice: z.number().min(0, "must be 0 or more").max(1_000_000, "is too large"),
      }),
    )
    .min(1, "price at least one line")
    .max(ZEUS_MAX_ITEMS, "has too many lines"),
  discount: z.number().min(0, "must be 0 or more").max(10_000_000, "is too large"),
  freight: z.number().min(0, "must be 0 or more").max(1_000_000, "is too large"),
  expiresAt: z.iso.datetime({ message: "must be a date and time (ISO 8601)" }),
  message: Text(2000).optional(),
});
export type StaffQuoteOffer = z.infer<typeof StaffQuoteOffer>;

export const StaffQuoteDecline = z.object({ reason: Text(500).min(1, "is required") });

export const StaffQuoteQuery = z.object({
  state: z.enum(QUOTE_STATES, { message: "must be a quote state" }).optional(),
  page: z.coerce
    .number()
    .int("must be a page number")
    .min(1, "must be a page number")
    .max(10_000, "is too large")
    .default(1),
  limit: z.coerce.number().int("must be a whole number").min(1, "must be 1–100").max(100, "must be 1–100").default(25),
});
export type StaffQuoteQuery = z.infer<typeof StaffQuoteQuery>;

/**
 * POST /svc_zeus/buy: the whole build into the cart as one recipe. `expectedTotal` (the total the
 * shopper saw) is required: a build is only bought at the price the server computes.
 */
export const ZeusBuyRequest = z.object({
  plan: ZeusPlanInput,
  expectedTotal: z.number().min(0, "must be 0 or more").max(100_000_000, "is too large"),
  name: z.string().trim().max(80, "is too long").optional(),
  projectId: z.string().max(64, "is too long").optional(),
});
export type ZeusBuyRequest = z.infer<typeof ZeusBuyRequest>;
