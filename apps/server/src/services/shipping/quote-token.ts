import { createTokenSigner } from "../../platform/signed-token.ts";

/**
 * transactionId of a shipping quote (ADR 0007): a signed, self-contained token, so any process
 * can verify at checkout that the chosen code and rate were quoted, with no quote table.
 * base64url(JSON {v, s: storeId, iat, r: [[code, rateMinor, packageNumber?]…]}).base64url(HMAC-SHA256).
 */
export const QUOTE_TTL_MS = 2 * 60 * 60 * 1000;

type QuotedRate = [code: string, rateMinor: number, packageNumber?: number];

interface QuotePayload {
  v: 1;
  s: number;
  iat: number;
  r: QuotedRate[];
}

export function createQuoteSigner(key: Buffer | string) {
  const tokens = createTokenSigner<QuotePayload>(key, QUOTE_TTL_MS);
  return {
    sign(storeId: number, rates: QuotedRate[], now = Date.now()): string {
      return tokens.sign({ v: 1, s: storeId, r: rates }, now);
    },
    /** The quote a transactionId stands for, or null when forged, garbled or older than the TTL. */
    read: tokens.read,
    /** Checkout's check: was this code quoted at this rate (for this package) by this store? */
    verify(
      token: string,
      choice: { storeId: number; shippingCode: string; rateMinor: number; packageNumber?: number },
    ) {
      const quote = tokens.read(token);
      return (
        quote !== null &&
        quote.s === choice.storeId &&
        quote.r.some(
          ([code, rate, pkg]) =>
            code === choice.shippingCode && rate === choice.rateMinor && pkg === choice.packageNumber,
        )
      );
    },
  };
}

export type QuoteSigner = ReturnType<typeof createQuoteSigner>;
