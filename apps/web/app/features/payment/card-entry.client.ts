/**
 * Card entry in the browser (ADR 0014): the number, expiry and security code go straight to the
 * payment gateway's tokenisation endpoint; only the opaque tokens it returns are sent to the store.
 * Loaded lazily when the shopper opens the card form.
 */
export interface CardFields {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export interface CardTokens {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode?: string;
  holderName?: string;
}

/** Why the gateway gave no tokens: not reached, refused the details (422), or failed otherwise. */
export type TokenizeFailure = "unreachable" | "invalid" | "failed";
export type TokenizeResult = { ok: true; tokens: CardTokens } | { ok: false; reason: TokenizeFailure };

export async function tokenizeCard(
  config: { tokenizeUrl: string; clientKey: string },
  card: CardFields,
): Promise<TokenizeResult> {
  let res: Response;
  try {
    res = await fetch(`${config.tokenizeUrl}?clientKey=${encodeURIComponent(config.clientKey)}`, {
      method: "POST",
      // The gateway is a third party: no store cookies go with the card.
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(card),
    });
  } catch {
    return { ok: false, reason: "unreachable" };
  }
  const body = (await res.json().catch(() => null)) as (CardTokens & { message?: string }) | null;
  if (!res.ok || !body?.encryptedCardNumber) return { ok: false, reason: res.status === 422 ? "invalid" : "failed" };
  return {
    ok: true,
    tokens: {
      encryptedCardNumber: body.encryptedCardNumber,
      encryptedExpiryMonth: body.encryptedExpiryMonth,
      encryptedExpiryYear: body.encryptedExpiryYear,
      ...(body.encryptedSecurityCode ? { encryptedSecurityCode: body.encryptedSecurityCode } : {}),
      ...(card.holderName ? { holderName: card.holderName } : {}),
    },
  };
}
