import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * Checkout's words (ADR 0035): every step, the summary, the payment methods and the SPEC §8 order
 * errors. The checkout layout's loader and the success page's ship them.
 */
export const checkoutCatalog = defineCatalog("checkout", { en, de, fr, es, nl });
