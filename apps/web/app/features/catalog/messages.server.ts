import type { Locale } from "@ironworks/domain";
import { defineCatalog, pageMessages } from "../../lib/i18n/catalog.server.ts";
import type { PageMessages } from "../../lib/i18n/messages.ts";
import { binCatalog } from "../account/bin/messages.server.ts";
import { compareButtonCatalog } from "../compare/compare-button/messages.server.ts";
import { lineCatalog } from "../lists/line/messages.server.ts";
import { reviewsCatalog } from "../reviews/messages.server.ts";
import { paginationCatalog } from "./category/messages.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The words around product and category data (ADR 0035): gallery, options, stock, purchase box,
 * filters and paging. Product and category names stay data. The catch-all route ships them.
 */
export const catalogCatalog = defineCatalog("catalog", { en, de, fr, es, nl });

/**
 * A product page's words: the catalog's, the line catalog (its add-to-cart answer speaks the cart's
 * messages), the back-in-stock alert's (NotifyMe on an out-of-stock product) and the reviews section's.
 */
export function productPageMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, catalogCatalog, lineCatalog, binCatalog, compareButtonCatalog, reviewsCatalog);
}

/** A category page's words and its pagination's (its grid's cards and facets are the shell's). */
export function categoryPageMessages(locale: Pick<Locale, "tag">): PageMessages {
  return pageMessages(locale, catalogCatalog, paginationCatalog, compareButtonCatalog);
}
