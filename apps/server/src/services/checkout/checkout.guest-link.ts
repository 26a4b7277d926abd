import { createLinkSigner, type LinkTokenCheck } from "../../platform/signed-token.ts";

/**
 * The guest's order link in the confirmation mail (ADR 0021): /sales/guest/form?o={id}&t={exp}.{sig}
 * opens the order without an account. sig = HMAC-SHA256(key, "guest-order:{id}:{exp}") with a key
 * derived from the per-install secret, exp in Unix seconds; a changed id, expiry or signature fails
 * (platform/signed-token.ts createLinkSigner).
 */
export const GUEST_LINK_TTL_MS = 30 * 24 * 60 * 60_000;

export type GuestLinkCheck = LinkTokenCheck;

export interface GuestLinks {
  token(orderId: string, at?: Date): string;
  check(orderId: string, token: string, at?: Date): GuestLinkCheck;
}

export function createGuestLinks(key: Buffer | string, now: () => Date = () => new Date()): GuestLinks {
  const links = createLinkSigner(key, "guest-order", GUEST_LINK_TTL_MS);
  return {
    token: (orderId, at = now()) => links.issue(orderId, at).token,
    check: (orderId, token, at = now()) => links.check(orderId, token, at),
  };
}
