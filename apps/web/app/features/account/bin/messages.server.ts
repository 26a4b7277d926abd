import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * "Notify me when back in stock" (NotifyMe, rendered on product pages): its own small catalog, so
 * the product route ships it without the account area's words: `pageMessages(locale, binCatalog, …)`.
 */
export const binCatalog = defineCatalog("bin", { en, de, fr, es, nl });
