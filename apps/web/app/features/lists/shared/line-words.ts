import type { LineDescription } from "@ironworks/contracts";
import { type LineWords, lineDetails } from "@ironworks/domain";
import { useCallback } from "react";
import { useMatches } from "react-router";
import { pageMessagesOf, type Translate, useT } from "../../../lib/i18n/messages.ts";
import type { LineKey } from "../line/messages.ts";

type Description = Omit<LineDescription, "name">;

/** The domain's line words (included parts, gift card, sender, message, design) from the line catalog. */
export function lineCatalogWords(t: Translate<LineKey>): LineWords {
  return {
    included: (qty, name) => t("line.detail.included", { qty, name }),
    giftcard: (delivery, to) => {
      const how = delivery ?? "none";
      return to ? t("line.detail.giftcardTo", { how, to }) : t("line.detail.giftcard", { how });
    },
    from: (name) => t("line.detail.from", { name }),
    message: (message) => t("line.detail.message", { message }),
    design: (id) => t("line.detail.design", { id }),
  };
}

/**
 * The facts under a line's name (the domain's lineDetails) with our words in the page's language; a
 * page that did not ship the line catalog (checkout and order pages render LineDetails too) gets the
 * domain's English, as before. Choice labels and values are data and stay as they are.
 */
export function useLineWords(): (d: Description) => string[] {
  const t = useT<LineKey>();
  const shipped = pageMessagesOf(useMatches()).some((page) => "line.detail.design" in page.messages);
  return useCallback((d: Description) => lineDetails(d, shipped ? lineCatalogWords(t) : undefined), [t, shipped]);
}
