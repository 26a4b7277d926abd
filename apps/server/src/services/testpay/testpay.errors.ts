import { randomBytes } from "node:crypto";

/** Adyen's error answer: `{status, errorCode, message, errorType, pspReference?}`. */
export class GatewayError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 500 | 502 | 503,
    readonly errorCode: string,
    message: string,
    readonly errorType: "validation" | "security" | "configuration" | "internal" = "validation",
    /** A body of another provider's shape (PayPal, Affirm) instead of Adyen's. */
    readonly body?: object,
  ) {
    super(message);
    this.name = "GatewayError";
  }

  toBody(): object {
    return (
      this.body ?? { status: this.status, errorCode: this.errorCode, message: this.message, errorType: this.errorType }
    );
  }
}

export const invalid = (message: string, errorCode = "14_012") => new GatewayError(422, errorCode, message);

const ALPHANUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Random uppercase letters and digits (Adyen pspReference: 16; PayPal ids: 17). */
export function randomCode(length: number, alphabet = ALPHANUM): string {
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[bytes[i]! % alphabet.length];
  return out;
}

export const randomDigits = (length: number) => randomCode(length, "0123456789").replace(/^0/, "1");

export const randomToken = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url")}`;
