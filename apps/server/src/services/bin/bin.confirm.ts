import { createTokenSigner } from "../../platform/signed-token.ts";
import { CONFIRM_TTL_MS } from "../newsletter/index.ts";

/**
 * The mailed confirmation of a back-in-stock alert for an address that is not the signed-in
 * customer's own (ADR 0024): the alert is written only when the link is followed, so nothing
 * waits unconfirmed and the restock mails only confirmed alerts. The link is signed and
 * self-contained like a shipping quote (ADR 0007) — any process can verify it, no table — and
 * lives as long as a newsletter confirmation (7 days, the same double opt-in rule).
 * base64url(JSON {v, c: customerId, p, q: parentId, e: email, s: siteCode, l?: locale prefix, iat}).base64url(HMAC-SHA256).
 */
export interface BinConfirmation {
  v: 1;
  c: number;
  p: number;
  q: number | null;
  e: string;
  s: string;
  /** The locale prefix the alert was asked on (links issued before issue 15 have none). */
  l?: string;
  iat: number;
}

export function createBinConfirmSigner(key: Buffer | string) {
  const tokens = createTokenSigner<BinConfirmation>(key, CONFIRM_TTL_MS);
  return {
    sign: (alert: Omit<BinConfirmation, "v" | "iat">, now = Date.now()): string => tokens.sign({ v: 1, ...alert }, now),
    /** The alert a link stands for, or null when forged, garbled or older than 7 days. */
    read: (token: string, now = Date.now()): BinConfirmation | null =>
      token.length > 1000 ? null : tokens.read(token, now),
  };
}
export type BinConfirmSigner = ReturnType<typeof createBinConfirmSigner>;
