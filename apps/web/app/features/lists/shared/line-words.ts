import type { LineDescription } from "@ironworks/contracts";
import { type LineWords, lineDetails } from "@ironworks/domain";
import { useCallback } from "react";
import { useMatches } from "react-router";
import { pageMessagesOf, type Translate, useT } from "../../../lib/i18n/messages.ts";
import type { CartKey } from "../cart/messages.ts";

type Description = Omit<LineDescription, "name">;

/** The domain's line words (included parts, gift card, sender, message, design) from the cart catalog. */
export function cartLineWords(t: Translate<CartKey>): LineWords {
  return {
    included: (qty, name) => t("cart.detail.included", { qty, name }),
    giftcard: (delivery, to) => {
      const how = delivery ?? "none";
      return to ? t("cart.detail.giftcardTo", { how, to }) : t("cart.detail.giftcard", { how });
    },
    from: (name) => t("cart.detail.from", { name }),
    message: (message) => t("cart.detail.message", { message }),
    design: (id) => t("cart.detail.design", { id }),
  };
}

/**
 * The facts under a line's name (the domain's lineDetails) with our words in the page's language; a
 * page that did not ship the cart catalog (checkout and order pages render LineDetails too) gets the
 * domain's English, as before. Choice labels and values are data and stay as they are.
 */
export function useLineWords(): (d: Description) => string[] {
  const t = useT<CartKey>();
  const shipped = pageMessagesOf(useMatches()).some((page) => "cart.detail.design" in page.messages);
  return useCallback((d: Description) => lineDetails(d, shipped ? cartLineWords(t) : undefined), [t, shipped]);
}
