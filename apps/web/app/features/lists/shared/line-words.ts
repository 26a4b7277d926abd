import type { LineDescription } from "@ironworks/contracts";
import { lineDetails } from "@ironworks/domain";
import { useCallback } from "react";
import { useMatches } from "react-router";
import { pageMessagesOf, type Translate, useT } from "../../../lib/i18n/messages.ts";
import type { CartKey } from "../cart/messages.ts";

type Description = Omit<LineDescription, "name">;

/**
 * The facts under a line's name (the domain's lineDetails: choices, bundle parts, custom options,
 * gift-card delivery and recipient, design) with our words in the page's language (cart catalog).
 * Choice labels and values are data and stay as they are.
 */
export function lineWords(t: Translate<CartKey>, d: Description): string[] {
  const out = d.choices.map((c) => `${c.label}: ${c.value}`);
  for (const p of d.parts)
    out.push(p.included ? t("cart.detail.included", { qty: p.qty, name: p.name }) : `${p.qty} × ${p.name}`);
  for (const o of d.customOptions) out.push(`${o.label}: ${o.value}`);
  const g = d.giftcard;
  if (g) {
    const to = g.recipientName
      ? `${g.recipientName}${g.recipientEmail ? ` <${g.recipientEmail}>` : ""}`
      : g.recipientEmail;
    const how = g.delivery ?? "none";
    out.push(to ? t("cart.detail.giftcardTo", { how, to }) : t("cart.detail.giftcard", { how }));
    if (g.senderName) out.push(t("cart.detail.from", { name: g.senderName }));
    if (g.message) out.push(t("cart.detail.message", { message: g.message }));
  }
  if (d.design) out.push(t("cart.detail.design", { id: d.design }));
  return out;
}

/**
 * `lineWords` for the page; a page that did not ship the cart catalog (checkout and order pages
 * render LineDetails too) gets the domain's English, as before.
 */
export function useLineWords(): (d: Description) => string[] {
  const t = useT<CartKey>();
  const shipped = pageMessagesOf(useMatches()).some((page) => "cart.detail.design" in page.messages);
  return useCallback((d: Description) => (shipped ? lineWords(t, d) : lineDetails(d)), [t, shipped]);
}
