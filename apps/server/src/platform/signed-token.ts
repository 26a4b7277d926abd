import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A signed, self-contained token (shipping quotes, back-in-stock confirmations): any process that
 * shares the key can verify it, with no table. base64url(JSON payload).base64url(HMAC-SHA256).
 * The payload carries its version `v` and issue time `iat`; `read` refuses a forged, garbled,
 * other-version or expired token with null.
 */
export function createTokenSigner<T extends { v: 1; iat: number }>(key: Buffer | string, ttlMs: number) {
  const mac = (body: string) => createHmac("sha256", key).update(body).digest();
  return {
    sign(payload: Omit<T, "iat">, now = Date.now()): string {
      const body = b64(JSON.stringify({ ...payload, iat: now }));
      return `${body}.${b64(mac(body))}`;
    },
    read(token: string, now = Date.now()): T | null {
      const [body, given, extra] = token.split(".");
      if (!body || !given || extra !== undefined) return null;
      const expected = mac(body);
      const sent = Buffer.from(given, "base64url");
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
        return payload.v === 1 && now - payload.iat <= ttlMs && now >= payload.iat ? payload : null;
      } catch {
        return null;
      }
    },
  };
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString("base64url");

export type LinkTokenCheck = "ok" | "expired" | "invalid";

/**
 * A link's token for one subject (an order id, a post id): `{exp}.{sig}`, where exp is the expiry in
 * Unix seconds and sig = base64url(HMAC-SHA256(key, "{purpose}:{subject}:{exp}")). The guest's order
 * link (ADR 0021, purpose "guest-order") and the Index's preview link (purpose "index-preview") are
 * these; a changed subject, expiry or signature is "invalid", a past expiry "expired".
 */
export function createLinkSigner(key: Buffer | string, purpose: string, ttlMs: number) {
  const sign = (subject: string | number, exp: number) =>
    createHmac("sha256", key).update(`${purpose}:${subject}:${exp}`).digest("base64url");
  return {
    /** The token issued at `at`, and when it expires. */
    issue(subject: string | number, at: Date): { token: string; expiresAt: Date } {
      const exp = Math.floor((at.getTime() + ttlMs) / 1000);
      return { token: `${exp}.${sign(subject, exp)}`, expiresAt: new Date(exp * 1000) };
    },
    check(subject: string | number, token: string, at: Date): LinkTokenCheck {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return "invalid";
      const exp = Number(match[1]);
      const given = Buffer.from(match[2] as string);
      const wanted = Buffer.from(sign(subject, exp));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return "invalid";
      return exp * 1000 < at.getTime() ? "expired" : "ok";
    },
  };
}
