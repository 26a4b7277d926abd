import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/**
 * The /newsletter-signup and /newsletter-error pages' own words (ADR 0035): their routes ship them.
 * The form's words are the newsletter catalog's, which the shell ships for the footer.
 */
export const signupPageCatalog = defineCatalog("signup-page", { en, de, fr, es, nl });
