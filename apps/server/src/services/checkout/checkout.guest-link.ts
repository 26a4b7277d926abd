import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The guest's order link in the confirmation mail (ADR 0021): /sales/guest/form?o={id}&t={exp}.{sig}
 * opens the order without an account. sig = HMAC-SHA256(key, "guest-order:{id}:{exp}") with a key
 * derived from the per-install secret, exp in Unix seconds; a changed id, expiry or signature fails.
 */
export const GUEST_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

export type GuestLinkCheck = "ok" | "expired" | "invalid";

export interface GuestLinks {
  token(orderId: string, at?: Date): string;
  check(orderId: string, token: string, at?: Date): GuestLinkCheck;
}

export function createGuestLinks(key: Buffer | string, now: () => Date = () => new Date()): GuestLinks {
  const sign = (orderId: string, exp: number) =>
    createHmac("sha256", key).update(`guest-order:${orderId}:${exp}`).digest("base64url");
  return {
    token(orderId, at = now()) {
      const exp = Math.floor((at.getTime() + GUEST_LINK_TTL_MS) / 1000);
      return `${exp}.${sign(orderId, exp)}`;
    },
    check(orderId, token, at = now()) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return "invalid";
      const exp = Number(match[1]);
      const given = Buffer.from(match[2] as string);
      const wanted = Buffer.from(sign(orderId, exp));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return "invalid";
      return exp * 1000 < at.getTime() ? "expired" : "ok";
    },
  };
}
