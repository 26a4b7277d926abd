import { z } from "zod";

/** PUT /svc_customer/customer/segments (SPEC §6/§7): the customer's visitor segments; the first is primary. */
export const MAX_SEGMENTS = 20;

export const SegmentsRequest = z.object({
  segments: z
    .array(
      z
        .string({ error: "must be a string" })
        .trim()
        .min(1, "must not be empty")
        .max(64, "must be at most 64 characters")
        .refine((s) => ![...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), {
          message: "must not contain control characters",
        }),
      { error: "must be a list of strings" },
    )
    .max(MAX_SEGMENTS, `must have at most ${MAX_SEGMENTS} entries`),
});
export type SegmentsRequest = z.infer<typeof SegmentsRequest>;
