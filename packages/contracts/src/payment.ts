import { z } from "zod";
import { Address, AddressInput } from "./address-book.ts";

/**
 * Saved cards and stored payment methods (SPEC §3 credit card, §7 /svc_customer/customer/credit-cards
 * and /svc_paymentmethod/methods). The store only ever holds gateway tokens: card numbers go from
 * the browser straight to the payment gateway (ADR 0014).
 */

export const PAYMENT_ERROR_CODES = {
  /** The gateway refused the card (verification when saving, or a payment). */
  cardRefused: "card_refused",
  /** SPEC §8: a stored card that needs its security code. */
  cvvRequired: "cvv_required",
  /** The gateway could not be reached or did not answer in time. */
  unavailable: "payment_unavailable",
  /** A token the gateway does not know (expired, used, from another gateway). */
  invalidToken: "payment_token_invalid",
  cardLimitReached: "card_limit_reached",
} as const;

/** An opaque gateway value; anything holding a run of 12+ digits looks like a card number and is refused. */
const Token = z
  .string({ error: "must be a string" })
  .min(1, "is required")
  .max(200, "must be at most 200 characters")
  .regex(/^[A-Za-z0-9_.:-]+$/, "must be a payment gateway token")
  .refine((s) => !/\d{12,}/.test(s.replace(/[\s.-]/g, "")), "must be a gateway token, never a card number");

/** The encrypted card fields the browser got from the gateway (Adyen "encryptedCardNumber" & co.). */
export const CardTokens = z.object({
  type: z.literal("scheme", { error: "must be 'scheme'" }).default("scheme"),
  encryptedCardNumber: Token,
  encryptedExpiryMonth: Token,
  encryptedExpiryYear: Token,
  encryptedSecurityCode: Token.optional(),
  holderName: z
    .string({ error: "must be a string" })
    .trim()
    .max(100, "must be at most 100 characters")
    .refine((s) => !/\d{12,}/.test(s.replace(/\s/g, "")), "must not contain a card number")
    // The gateway gets it as is: validated here, so a bad name is a 400, never a gateway failure (503).
    .refine((s) => !/\p{Cc}/u.test(s), "must not contain control characters")
    .optional(),
});
export type CardTokens = z.infer<typeof CardTokens>;

const AddressId = z
  .string({ error: "must be a string" })
  .min(1, "is required")
  .max(64, "must be at most 64 characters");

/** POST /svc_customer/customer/credit-cards and PUT /svc_paymentmethod/methods: save a new card. */
export const CreditCardInput = z.object({
  paymentMethod: CardTokens,
  isDefault: z.boolean({ error: "must be true or false" }).optional(),
  billingAddressId: AddressId.nullable().optional(),
  billingAddress: AddressInput.nullable().optional(),
});
export type CreditCardInput = z.infer<typeof CreditCardInput>;

/** PUT /svc_customer/customer/credit-cards/{id}: make default, change the billing address. */
export const CreditCardUpdate = z
  .object({
    isDefault: z.boolean({ error: "must be true or false" }).optional(),
    billingAddressId: AddressId.nullable().optional(),
    billingAddress: AddressInput.nullable().optional(),
  })
  .superRefine((patch, ctx) => {
    if (Object.values(patch).every((v) => v === undefined))
      ctx.addIssue({ code: "custom", path: [], message: "nothing to change" });
    if (patch.isDefault === false)
      ctx.addIssue({ code: "custom", path: ["isDefault"], message: "make another card the default instead" });
  });
export type CreditCardUpdate = z.infer<typeof CreditCardUpdate>;

/** SPEC §3 credit card / stored payment method, with what a list needs to show it. */
export const CreditCard = z.object({
  _id: z.string(),
  isDefault: z.boolean(),
  billingAddressId: z.string().nullable(),
  billingAddress: Address.omit({ _id: true, isDefaultShipping: true, isDefaultBilling: true }).nullable(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  expired: z.boolean(),
  storedPaymentMethodId: z.string(),
  adyenType: z.string(),
  brand: z.string(),
  lastFour: z.string(),
  holderName: z.string(),
});
export type CreditCard = z.infer<typeof CreditCard>;

/** Every credit-card answer: the spec's success flag and the customer's cards after the change. */
export const CreditCardsAnswer = z.object({
  success: z.boolean(),
  creditCards: z.array(CreditCard),
  creditCard: CreditCard.optional(),
});
export type CreditCardsAnswer = z.infer<typeof CreditCardsAnswer>;

export const PaymentMethodsQuery = z.object({
  country: z
    .string()
    .max(2, "must be a two-letter country code")
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
    .transform((s) => s.toUpperCase())
    .optional(),
  locale: z
    .string()
    .max(5, "must be a locale such as en_US")
    .regex(/^[A-Za-z]{2}([_-][A-Za-z]{2})?$/, "must be a locale such as en_US")
    .optional(),
});

/** Adyen's storedPaymentMethods entry, plus the store's own card id and flags. */
export const StoredPaymentMethod = z.object({
  id: z.string(),
  _id: z.string(),
  type: z.string(),
  brand: z.string(),
  name: z.string(),
  lastFour: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  expired: z.boolean(),
  billingAddressId: z.string().nullable(),
  supportedShopperInteractions: z.array(z.string()),
});

/** GET /svc_paymentmethod/methods: Adyen's /paymentMethods answer. */
export const PaymentMethodsAnswer = z.object({
  paymentMethods: z.array(z.object({ type: z.string(), name: z.string() }).passthrough()),
  storedPaymentMethods: z.array(StoredPaymentMethod),
});
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswer>;
