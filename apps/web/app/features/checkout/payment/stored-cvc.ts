import { cardCvcMessage } from "@ironworks/domain";
import type { TokenizeFailure } from "../../payment/card-entry.client.ts";

/**
 * The security code of a saved card, as a gateway token (never the digits to the store). Our
 * gateway's tokenize endpoint (docs/testpay.md) always takes a whole card, so the code is sent with
 * a fixed Luhn-valid placeholder number and the saved card's expiry, and only the
 * `encryptedSecurityCode` token is used: the gateway checks that code against the stored card.
 * A gateway with a code-only field (Adyen's stored-card secured field) would drop the placeholder.
 */
const PLACEHOLDER_NUMBER = "4111111111111111";

export async function tokenizeSecurityCode(
  cardEntry: { tokenizeUrl: string; clientKey: string },
  card: { expiryMonth: string; expiryYear: string },
  cvc: string,
): Promise<{ ok: true; token: string } | { ok: false; reason: TokenizeFailure }> {
  if (cardCvcMessage(cvc)) return { ok: false, reason: "invalid" };
  const { tokenizeCard } = await import("../../payment/card-entry.client.ts");
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  const result = await tokenizeCard(cardEntry, {
    number: PLACEHOLDER_NUMBER,
    expiryMonth: month >= 1 && month <= 12 ? month : 12,
    expiryYear: year >= 2000 ? year : new Date().getFullYear(),
    cvc: cvc.trim(),
    holderName: "",
  });
  if (!result.ok) return result;
  const token = result.tokens.encryptedSecurityCode;
  return token ? { ok: true, token } : { ok: false, reason: "failed" };
}
