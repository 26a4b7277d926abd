import { z } from "zod";
import { boundedRecord, openObject } from "./bounded.ts";

/**
 * POST /svc_content/catalog/price: buy requests (SPEC §3 cart item) in, priced lines out.
 * These schemas check types and bounds only; the business rules (and their SPEC §8 messages)
 * are the pricing engine's in @ironworks/domain. Unknown keys — a client price among them — are
 * dropped: a price sent by the client is never used.
 */

export const PRICING_ERROR_CODE = "pricing_error";
export const MAX_PRICE_ITEMS = 100;

const Id = z
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .min(1, "must be a positive integer")
  .max(2_147_483_647, "is too large");

const Qty = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(9999, "must be at most 9999");

const ShortText = z.string({ error: "must be a string" }).max(2000, "is too long");
const IdLike = z.union([z.number(), z.string().max(20, "is too long")], { error: "must be a number or a string" });

/** A custom option value (value id, ids, or text) or a configurable attribute value. */
const OptionValue = z.union([z.number(), ShortText, z.array(IdLike).max(50, "lists too many values"), z.null()], {
  error: "must be a value id, a list of value ids or text",
});

export const GiftcardMetadata = z.object({
  delivery: z.string({ error: "must be a string" }).max(20, "is too long").optional(),
  amount: z
    .union([z.number(), z.string().max(20)], { error: "must be a number" })
    .nullable()
    .optional(),
  customAmount: z
    .union([z.number(), z.string().max(20)], { error: "must be a number" })
    .nullable()
    .optional(),
  message: ShortText.nullable().optional(),
  recipientName: ShortText.nullable().optional(),
  recipientEmail: ShortText.nullable().optional(),
  senderName: ShortText.nullable().optional(),
  senderEmail: ShortText.nullable().optional(),
  design: ShortText.nullable().optional(),
});

export const BuyRequestChild = z.object({
  productId: Id,
  qty: Qty,
  metadata: openObject({ bundleOptionId: IdLike.optional(), freeBundleOptionId: IdLike.optional() }).optional(),
});

/** SPEC §3 cart item (buy request). */
export const BuyRequest = z.object({
  productId: Id,
  qty: Qty,
  options: boundedRecord(z.string().max(64, "option key is too long"), OptionValue, 50).optional(),
  children: z.array(BuyRequestChild).max(100, "lists too many children").optional(),
  /** Free-form beyond the gift card: bounded (ITEM_METADATA_LIMITS: 4096 characters, 4 levels, 20 keys). */
  metadata: openObject({ giftcard: GiftcardMetadata.optional() }).optional(),
});
export type BuyRequest = z.infer<typeof BuyRequest>;

export const PriceRequest = z.object({
  items: z
    .array(BuyRequest, { error: "must be a list of buy requests" })
    .min(1, "must list at least one item")
    .max(MAX_PRICE_ITEMS, `must list at most ${MAX_PRICE_ITEMS} items`),
  /** Customer group for group prices (SPEC §6, from 2 up); a quote — checkout uses the session's group. */
  groupId: z.number().int("must be an integer").min(0, "must be at least 0").max(1000, "is too large").optional(),
  /** true: answer 200 with per-line errors instead of 422 when a line fails. */
  partial: z.boolean({ error: "must be true or false" }).optional(),
});
export type PriceRequest = z.infer<typeof PriceRequest>;

export const StockStatus = z.enum(["empty", "bin", "oos"]);

export const PricedLine = z.object({
  productId: z.number(),
  sku: z.string(),
  type: z.string(),
  qty: z.number(),
  childId: z.number().optional(),
  unitPrice: z.number(),
  rowTotal: z.number(),
  regularPrice: z.number(),
  reason: z.enum(["regular", "special", "promo", "group"]),
  earned: z.boolean(),
  breakdown: z.object({ base: z.number(), options: z.number(), children: z.number() }),
  options: z.array(
    z.object({ optionId: z.number(), valueIds: z.array(z.number()), text: z.string().optional(), price: z.number() }),
  ),
  children: z.array(
    z.object({
      productId: z.number(),
      bundleOptionId: z.number(),
      qty: z.number(),
      unitPrice: z.number(),
      free: z.boolean(),
      isDefault: z.boolean(),
    }),
  ),
  giftcard: z.object({ amount: z.number(), delivery: z.enum(["email", "mail"]) }).optional(),
  hundoDiscount: z.number().optional(),
  stockStatus: StockStatus,
});
export type PricedLine = z.infer<typeof PricedLine>;

export const PriceLineError = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

export const PriceResponse = z.object({
  items: z.array(z.union([PricedLine, PriceLineError])),
  /** Σ rowTotal of the priced lines. */
  subtotal: z.number(),
  hundoDiscount: z.number(),
  /** subtotal − hundoDiscount. */
  total: z.number(),
  currency: z.string(),
  storeId: z.number(),
});
export type PriceResponse = z.infer<typeof PriceResponse>;
