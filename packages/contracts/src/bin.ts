import { z } from "zod";
import { EmailField, LocalePrefix } from "./customer.ts";

export { BIN_ERROR_CODES } from "./codes.ts";

/** /svc_bin/bin (SPEC §7, §3 customer.bins): back-in-stock alerts of the signed-in customer. */

export const MAX_BINS_PER_CUSTOMER = 200;

const ProductIdField = z
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .min(1, "must be a positive integer")
  .max(2_147_483_647, "is too large");

/** POST /svc_bin/bin: parent_id names the configurable parent when product_id is its child. */
export const BinRequest = z.object({
  product_id: ProductIdField,
  email: EmailField,
  parent_id: ProductIdField.nullable().optional(),
  /** The page's locale prefix ("" USA, "/de", "/de/en"…): the language and links of the alert's mail. */
  locale: LocalePrefix.optional(),
});
export type BinRequest = z.infer<typeof BinRequest>;

/** One alert: SPEC §3 fields (id, product_id) plus what the account page shows. */
export const Bin = z.object({
  id: z.string(),
  product_id: z.number(),
  parent_id: z.number().nullable(),
  email: z.string(),
  createdAt: z.string(),
  /** The product as the requesting site sells it; null when it no longer does. */
  product: z
    .object({
      name: z.string(),
      sku: z.string(),
      url: z.string(),
      thumbnail: z.string().nullable(),
      stockStatus: z.enum(["in_stock", "backorder", "oos"]),
    })
    .nullable(),
});
export type Bin = z.infer<typeof Bin>;

/**
 * POST /svc_bin/bin for an address that is not the signed-in customer's own: 202, nothing is set
 * until the mailed link is confirmed (ADR 0024, double opt-in as for newsletters).
 */
export const BinPendingResponse = z.object({ confirmationRequired: z.literal(true), email: z.string() });
export type BinPendingResponse = z.infer<typeof BinPendingResponse>;

/** POST /svc_bin/bin/confirm: the mailed link's token. */
export const BinConfirmRequest = z.object({ token: z.string().min(1).max(1000) });
export type BinConfirmRequest = z.infer<typeof BinConfirmRequest>;

export const BinsResponse = z.object({ bins: z.array(Bin) });
export type BinsResponse = z.infer<typeof BinsResponse>;
