import { PRICING_MESSAGES } from "@ironworks/domain";
import { useCallback } from "react";
import { type MessageValues, type Translate, useT } from "../../../lib/i18n/messages.ts";
import type { CatalogKey } from "../../catalog/messages.ts";
import type { LineKey } from "../line/messages.ts";

/** A message a cart answer carries: a list message (qty_capped, inventory_error…) or a refusal's code. */
export interface CartWordsInput {
  code: string;
  message: string;
  values?: MessageValues | undefined;
  /** A refused form's reason (IntentError), under code validation_error. */
  reason?: string | undefined;
}

/** The engine's pricing code for its English message (a refusal carries the message only). */
const PRICING_CODE = new Map<string, string>(Object.entries(PRICING_MESSAGES).map(([code, text]) => [text, code]));

/**
 * A pricing error in the page's language: `catalog.error.<code>` (the product page's words for the
 * SPEC §8 pricing messages), else the engine's text as it is.
 */
export function pricingText(t: Translate<CatalogKey>, code: string | undefined, message: string): string {
  const found = code ?? PRICING_CODE.get(message);
  return (found && t(`catalog.error.${found}` as CatalogKey)) || message;
}

/**
 * What the cart says for a message or a refusal, in the page's language (ADR 0035): the catalog
 * message for its code, with the product's name and the numbers the server sent. A code the catalog
 * does not know is shown as the server worded it (SPEC §8: unknown codes as-is).
 */
export function cartWords(t: Translate<LineKey | CatalogKey>, m: CartWordsInput): string {
  const v = m.values ?? {};
  const name = String(v.name ?? "") || t("line.message.thisItem");
  switch (m.code) {
    case "qty_capped":
      return t("line.message.qtyCapped", { name, qty: Number(v.qty ?? 0) });
    case "inventory_error":
      return v.max === undefined
        ? t("line.error.inventory")
        : t("line.message.inventory", { name, max: Number(v.max) });
    case "pricing_error": {
      const problem = pricingText(t, v.reason === undefined ? undefined : String(v.reason), m.message);
      return v.name ? t("line.message.pricing", { name, problem }) : problem;
    }
    case "validation_error":
      return (m.reason && t(`line.error.${m.reason}` as LineKey)) || m.message;
    case "too_many_attempts":
    case "list_not_found":
    case "list_item_not_found":
    case "list_full":
    case "list_login_required":
      return t(`line.error.${m.code}`);
    default:
      return m.message;
  }
}

/** `cartWords` bound to the page's catalogs (the cart's and the catalog's). */
export function useCartWords(): (m: CartWordsInput) => string {
  const t = useT<LineKey | CatalogKey>();
  return useCallback((m: CartWordsInput) => cartWords(t, m), [t]);
}
