import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The newsletter's words (ADR 0035): the signup form (in every page's footer, so the root loader
 * ships them with the shell), its pages and the account's preferences.
 */
export const newsletterCatalog = defineCatalog("newsletter", { en, de, fr, es, nl });
