import { z } from "zod";

/**
 * /svc_programming/programs (SPEC §7): the "programming" subscriptions (virtual catalog products
 * with a subscription_interval) the customer bought. Orders grant them (the programming
 * service's `grant`) once checkout exists.
 */
export const PROGRAMMING_ERROR_CODES = { programNotFound: "program_not_found" } as const;

export const Program = z.object({
  _id: z.string(),
  productId: z.number(),
  orderId: z.string().nullable(),
  startedAt: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  /** The product page; null when the site no longer sells it. */
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  description: z.string().nullable(),
  subscription_interval: z.string().nullable(),
  program_delivery: z.string().nullable(),
  is_trial: z.boolean(),
});
export type Program = z.infer<typeof Program>;

export const ProgramsResponse = z.object({ programs: z.array(Program) });
export type ProgramsResponse = z.infer<typeof ProgramsResponse>;
