import { z } from "zod";
import { RateAddress, RateItem } from "./shipping.ts";

/** POST /svc_tax/tax/rates/fetch. Items are re-priced by the server; client amounts are ignored. */
export const TaxRatesRequest = z.object({
  storeId: z.number({ error: "must be a store id" }).int("must be a store id").optional(),
  shippingAddress: RateAddress.nullable().optional(),
  shippingAmount: z
    .number({ error: "must be a number" })
    .min(0, "must not be negative")
    .max(1_000_000, "is too large")
    .optional(),
  /** Accepted for the SPEC §7 shape; the server computes Hundo from the catalog (ADR 0003). */
  hundoDiscount: z.number({ error: "must be a number" }).min(0, "must not be negative").optional(),
  items: z
    .array(RateItem, { error: "must be a list of buy requests" })
    .min(1, "must list at least one item")
    .max(100, "must list at most 100 items"),
  vatNumber: z.string({ error: "must be a string" }).max(32, "is too long").nullable().optional(),
  eoriNumber: z.string({ error: "must be a string" }).max(32, "is too long").nullable().optional(),
});
export type TaxRatesRequest = z.infer<typeof TaxRatesRequest>;

export const TaxRatesResponse = z.object({
  totalTaxAmount: z.number(),
  itemTaxAmount: z.number(),
  shipping: z.object({ taxAmount: z.number() }),
  summary: z.array(z.object({ label: z.string(), rate: z.number(), taxAmount: z.number() })),
  vatResponse: z.object({ valid: z.boolean(), reverseCharge: z.boolean() }),
  pricesIncludeTax: z.boolean(),
  tariff: z.number(),
  eoriNumber: z.string().nullable(),
  currency: z.string(),
  storeId: z.number(),
  error: z.string().nullable(),
});
export type TaxRatesResponse = z.infer<typeof TaxRatesResponse>;
