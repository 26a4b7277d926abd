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
