import { z } from "zod";
import { BuyRequest } from "./pricing.ts";

/**
 * POST /svc_shipping/shipping/rates/get and the address both rate calls share. Types and bounds
 * only: address validity (SPEC §5), zones and rates are the domain's. Client prices are dropped.
 */

const Text = (max: number) => z.string({ error: "must be a string" }).max(max, "is too long");

/** SPEC §3 Address, the fields rating reads plus contact fields passed through. */
export const RateAddress = z.object({
  firstname: Text(255).nullable().optional(),
  lastname: Text(255).nullable().optional(),
  email: Text(320).nullable().optional(),
  telephone: Text(64).nullable().optional(),
  company: Text(255).nullable().optional(),
  street: z
    .array(Text(255).nullable(), { error: "must be a list of street lines" })
    .max(4, "lists too many lines")
    .nullable()
    .optional(),
  apartment: Text(255).nullable().optional(),
  city: Text(255).nullable().optional(),
  postcode: Text(32).nullable().optional(),
  region: Text(128).nullable().optional(),
  regionId: z
    .union([z.number(), Text(32)], { error: "must be a number or a string" })
    .nullable()
    .optional(),
  countryId: Text(8).nullable().optional(),
  vatNumber: Text(32).nullable().optional(),
  vatId: Text(32).nullable().optional(),
  eoriNumber: Text(32).nullable().optional(),
});
export type RateAddress = z.infer<typeof RateAddress>;

/**
 * A cart line for rating and tax: the pricing engine's buy request, identified by productId or
 * by sku (store-facing EU-/AU- skus accepted). Prices in it are ignored.
 */
export const RateItem = BuyRequest.extend({
  productId: BuyRequest.shape.productId.optional(),
  sku: z.string({ error: "must be a string" }).min(1, "must not be empty").max(64, "is too long").optional(),
}).refine((i) => i.productId !== undefined || i.sku !== undefined, {
  message: "needs a productId or a sku",
  path: ["productId"],
});
export type RateItem = z.infer<typeof RateItem>;

const StoreId = z.number({ error: "must be a store id" }).int("must be a store id");

export const ShippingRatesRequest = z.object({
  storeId: StoreId.optional(),
  /** Display only: the server prices items from the catalog. */
  subtotalAmount: z.number({ error: "must be a number" }).min(0, "must not be negative").optional(),
  shippingAddress: RateAddress.nullable().optional(),
  items: z
    .array(RateItem, { error: "must be a list of buy requests" })
    .min(1, "must list at least one item")
    .max(100, "must list at most 100 items"),
  allowSplit: z.boolean({ error: "must be true or false" }).optional(),
  shippingMode: z.enum(["fastest", "fewestPackages"], { error: "must be fastest or fewestPackages" }).optional(),
  /** Earned free shipping (SPEC §3 earnedProducts.freeShipping); checkout re-checks it on the order. */
  freeShipping: z.boolean({ error: "must be true or false" }).optional(),
});
export type ShippingRatesRequest = z.infer<typeof ShippingRatesRequest>;

export const ShippingRate = z.object({
  shippingCode: z.string(),
  rate: z.number(),
  label: z.string(),
  carrier: z.string(),
  packageNumber: z.number().optional(),
  leadTime: z.string().optional(),
  transactionId: z.string().optional(),
});
export type ShippingRate = z.infer<typeof ShippingRate>;

export const ShippingPackage = z.object({
  packageNumber: z.number(),
  kind: z.enum(["parcel", "dropship", "per_order_dropship", "freight"]),
  weight: z.number(),
  leadTime: z.string().nullable(),
  items: z.array(z.object({ productId: z.number(), sku: z.string(), qty: z.number() })),
  rates: z.array(ShippingRate),
});

export const ShippingRatesResponse = z.object({
  rates: z.array(ShippingRate),
  split: z.array(ShippingPackage),
  /** Signed quote id: checkout verifies the chosen code and rate against it (ADR 0007). */
  transactionId: z.string(),
  currency: z.string(),
  storeId: z.number(),
  error: z.string().nullable(),
});
export type ShippingRatesResponse = z.infer<typeof ShippingRatesResponse>;

export const PromotionStatusRequest = z.object({
  email: z.string({ error: "must be a string" }).max(2000, "is too long"),
});
export const PromotionStatusResponse = z.object({
  fiveShipForFive: z.boolean(),
  fiveShipForFiveRemaining: z.number(),
});
export type PromotionStatusResponse = z.infer<typeof PromotionStatusResponse>;
