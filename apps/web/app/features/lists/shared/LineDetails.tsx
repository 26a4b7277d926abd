import type { LineDescription } from "@ironworks/contracts";
import { type LineWords, lineDetails } from "@ironworks/domain";
import { useCallback } from "react";
import { useMatches } from "react-router";
import { pageMessagesOf, type Translate, useT } from "../../../lib/i18n/messages.ts";
import type { LineKey } from "../line/messages.ts";

// How a line reads, in one module: its words and the component that lists them. The cart's rows, the
// lists', the product's purchase summary, checkout and the order pages all load it. It was two modules;
// the component alone, shared with the order views only, was merged into the order views' chunk, whose
// import of order-format brought the checkout's chunks onto the cart (issue 15 budgets). line-words.ts
// re-exports the words for its importers.
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

/**
 * What a line is, under its name: configurable choices, bundle parts with quantities, custom
 * options, gift-card delivery and recipient — the domain's lineDetails, the same text on the cart,
 * checkout, the success page, the order page and in the confirmation mail.
 */
export function LineDetails({
  description,
  details = description ? lineDetails(description) : [],
  className = "line-details",
}: {
  description?: LineDescription | undefined;
  /** Already worked out (a list row without a description yet). */
  details?: string[];
  className?: string;
}) {
  if (!details.length) return null;
  return (
    <ul className={className} data-testid="line-details">
      {details.map((d, i) => (
        <li key={`${i}-${d}`}>{d}</li>
      ))}
    </ul>
  );
}
