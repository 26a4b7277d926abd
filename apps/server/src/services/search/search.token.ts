import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isSiteCode, type SiteCode } from "@ironworks/domain";

/** SPEC §9: tokens are cached 15 min, with a 1 min validity margin. */
export const TOKEN_TTL_MS = 15 * 60_000;
export const TOKEN_MARGIN_MS = 60_000;

export interface TokenClaims {
  site: SiteCode;
  /** Epoch ms. */
  exp: number;
}

/**
 * Search API bearer tokens: `v1.<payload>.<HMAC-SHA256>` (base64url), naming the site and the
 * expiry. They are not secrets a shopper keeps — anyone may fetch one — but they stop other
 * sites from using our search API and let us expire access.
 */
export function createTokenSigner(secret: string | Buffer = randomBytes(32)) {
  const key = typeof secret === "string" ? Buffer.from(secret, "utf8") : secret;
  const sign = (payload: string) => createHmac("sha256", key).update(`v1.${payload}`).digest();

  return {
    issue(site: SiteCode, now = Date.now()): { token: string; expires: number } {
      const expires = now + TOKEN_TTL_MS;
      const payload = Buffer.from(JSON.stringify({ s: site, e: expires })).toString("base64url");
      return { token: `v1.${payload}.${sign(payload).toString("base64url")}`, expires };
    },

    /** The claims of a valid, unexpired token; undefined for anything else. */
    verify(token: string | undefined, now = Date.now()): TokenClaims | undefined {
      if (!token || token.length > 512) return undefined;
      const parts = token.split(".");
      if (parts.length !== 3 || parts[0] !== "v1") return undefined;
      const [, payload, mac] = parts as [string, string, string];
      const expected = sign(payload);
      const given = Buffer.from(mac, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { s?: unknown; e?: unknown };
        if (typeof claims.s !== "string" || !isSiteCode(claims.s) || typeof claims.e !== "number") return undefined;
        if (claims.e <= now) return undefined;
        return { site: claims.s, exp: claims.e };
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
