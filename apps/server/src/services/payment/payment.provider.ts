/**
 * What the store needs from a card gateway (ADR 0014). Shapes follow Adyen Checkout v72 so a real
 * Adyen adapter replaces the testpay one without touching the use cases. Card data never passes
 * through here: only the gateway's opaque tokens and ids.
 */

export interface Amount {
  currency: string;
  /** Minor units. */
  value: number;
}

export interface EncryptedCard {
  type?: "scheme";
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode?: string;
  holderName?: string;
}

export interface StoredCardRef {
  type?: "scheme";
  storedPaymentMethodId: string;
  encryptedSecurityCode?: string;
}

/** A native-app wallet payment: the token the device's Apple Pay / Google Pay sheet produced (Adyen's shapes). */
export type WalletMethod = { type: "applepay"; applePayToken: string } | { type: "googlepay"; googlePayToken: string };

export interface AuthoriseRequest {
  reference: string;
  amount: Amount;
  paymentMethod: EncryptedCard | StoredCardRef | WalletMethod;
  shopperReference?: string;
  storePaymentMethod?: boolean;
  returnUrl?: string;
  browserInfo?: Record<string, unknown>;
  shopperInteraction?: "Ecommerce" | "ContAuth";
  recurringProcessingModel?: "CardOnFile" | "Subscription" | "UnscheduledCardOnFile";
  nativeThreeDS?: "preferred" | "disabled";
  /** The same key twice gives the first answer and no second charge. */
  idempotencyKey?: string;
}

export type ResultCode =
  | "Authorised"
  | "Refused"
  | "Error"
  | "Cancelled"
  | "Received"
  | "Pending"
  | "IdentifyShopper"
  | "ChallengeShopper"
  | "RedirectShopper";

/** A stored card as the gateway describes it (no number, no security code). */
export interface StoredCard {
  storedPaymentMethodId: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

export interface PaymentResult {
  resultCode: ResultCode;
  pspReference: string | null;
  merchantReference: string | null;
  refusalReason?: string;
  refusalReasonCode?: string;
  /** The 3-D Secure step for the shopper's browser (threeDS2 fingerprint/challenge, or redirect). */
  action?: Record<string, unknown>;
  /** On Authorised: the card used, and the stored method when one was stored. */
  card?: Omit<StoredCard, "storedPaymentMethodId">;
  stored?: StoredCard;
}

export interface DetailsRequest {
  details: Record<string, string>;
  paymentData?: string;
  idempotencyKey?: string;
}

export interface PaymentProvider {
  /** Methods offered for a country, with the shopper's stored cards. */
  paymentMethods(input: { countryCode?: string; shopperReference?: string }): Promise<{
    paymentMethods: { type: string; name: string; [key: string]: unknown }[];
    storedPaymentMethods: StoredCard[];
  }>;
  authorise(input: AuthoriseRequest): Promise<PaymentResult>;
  /** Finishes a 3-D Secure step (threeDSResult, redirectResult or fingerprintResult). */
  details(input: DetailsRequest): Promise<PaymentResult>;
  capture(pspReference: string, amount: Amount, idempotencyKey?: string): Promise<{ pspReference: string }>;
  cancel(pspReference: string, idempotencyKey?: string): Promise<{ pspReference: string }>;
  /** Returns `amount` of what was captured (Adyen's /refunds); the same key twice refunds once. */
  refund(pspReference: string, amount: Amount, idempotencyKey?: string): Promise<{ pspReference: string }>;
  /** Verifies a card with a zero-value authorisation and stores it for the shopper (card on file). */
  storePaymentMethod(input: {
    shopperReference: string;
    paymentMethod: EncryptedCard;
    currency: string;
    reference: string;
  }): Promise<StoredCard>;
  listStored(shopperReference: string): Promise<StoredCard[]>;
  deleteStored(shopperReference: string, storedPaymentMethodId: string): Promise<void>;
}

/** The gateway could not be reached, failed, or did not answer in time. */
export class PaymentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentUnavailableError";
  }
}

/** The gateway rejected the request itself (unknown token or id, bad amount): Adyen's 422. */
export class PaymentRejectedError extends Error {
  constructor(
    message: string,
    readonly errorCode: string,
  ) {
    super(message);
    this.name = "PaymentRejectedError";
  }
}

/** A card the gateway refused while storing it (verification). */
export class CardRefusedError extends Error {
  constructor(
    readonly refusalReason: string,
    readonly refusalReasonCode: string,
  ) {
    super(`Card refused: ${refusalReason}`);
    this.name = "CardRefusedError";
  }
}
