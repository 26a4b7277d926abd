import { createHmac, timingSafeEqual } from "node:crypto";

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

const b64 = (b: Buffer | string) => Buffer.from(b).toString("base64url");

export function createQuoteSigner(key: Buffer | string) {
  const sign = (body: string) => createHmac("sha256", key).update(body).digest();
  return {
    sign(storeId: number, rates: QuotedRate[], now = Date.now()): string {
      const body = b64(JSON.stringify({ v: 1, s: storeId, iat: now, r: rates } satisfies QuotePayload));
      return `${body}.${b64(sign(body))}`;
    },
    /** The quote a transactionId stands for, or null when forged, garbled or older than the TTL. */
    read(token: string, now = Date.now()): QuotePayload | null {
      const [body, mac, extra] = token.split(".");
      if (!body || !mac || extra !== undefined) return null;
      const expected = sign(body);
      const given = Buffer.from(mac, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as QuotePayload;
        return payload.v === 1 && now - payload.iat <= QUOTE_TTL_MS ? payload : null;
      } catch {
        return null;
      }
    },
    /** Checkout's check: was this code quoted at this rate (for this package) by this store? */
    verify(
      token: string,
      choice: { storeId: number; shippingCode: string; rateMinor: number; packageNumber?: number },
    ) {
      const quote = this.read(token);
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
