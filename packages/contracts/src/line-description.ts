import { z } from "zod";

/**
 * What a cart or order line is, in words (the domain's describeLine): configurable choices,
 * bundle parts with quantities, custom options, gift-card delivery and recipient, design id.
 * Cart items carry it as priced now; an order line keeps the one it was placed with.
 */
const Choice = z.object({ label: z.string(), value: z.string() });
export const LineDescription = z.object({
  name: z.string(),
  choices: z.array(Choice),
  parts: z.array(z.object({ name: z.string(), qty: z.number(), included: z.boolean() })),
  customOptions: z.array(Choice),
  giftcard: z
    .object({
      delivery: z.enum(["email", "mail"]).nullable(),
      recipientName: z.string().nullable(),
      recipientEmail: z.string().nullable(),
      senderName: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  design: z.string().nullable(),
});
export type LineDescription = z.infer<typeof LineDescription>;
