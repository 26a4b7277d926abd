import { createHmac, timingSafeEqual } from "node:crypto";
import { CONFIRM_TTL_MS } from "../newsletter/index.ts";

/**
 * The mailed confirmation of a back-in-stock alert for an address that is not the signed-in
 * customer's own (ADR 0024): the alert is written only when the link is followed, so nothing
 * waits unconfirmed and the restock mails only confirmed alerts. The link is signed and
 * self-contained like a shipping quote (ADR 0007) — any process can verify it, no table — and
 * lives as long as a newsletter confirmation (7 days, the same double opt-in rule).
 * base64url(JSON {v, c: customerId, p, q: parentId, e: email, s: siteCode, iat}).base64url(HMAC-SHA256).
 */
export interface BinConfirmation {
  v: 1;
  c: number;
  p: number;
  q: number | null;
  e: string;
  s: string;
  iat: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString("base64url");

export function createBinConfirmSigner(key: Buffer | string) {
  const mac = (body: string) => createHmac("sha256", key).update(body).digest();
  return {
    sign(alert: Omit<BinConfirmation, "v" | "iat">, now = Date.now()): string {
      const body = b64(JSON.stringify({ v: 1, ...alert, iat: now } satisfies BinConfirmation));
      return `${body}.${b64(mac(body))}`;
    },
    /** The alert a link stands for, or null when forged, garbled or older than 7 days. */
    read(token: string, now = Date.now()): BinConfirmation | null {
      if (token.length > 1000) return null;
      const [body, given, extra] = token.split(".");
      if (!body || !given || extra !== undefined) return null;
      const expected = mac(body);
      const sent = Buffer.from(given, "base64url");
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
      try {
        const p = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as BinConfirmation;
        return p.v === 1 && now - p.iat <= CONFIRM_TTL_MS && now >= p.iat ? p : null;
      } catch {
        return null;
      }
    },
  };
}
export type BinConfirmSigner = ReturnType<typeof createBinConfirmSigner>;
