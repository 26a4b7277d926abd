import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The review pages' own words (/mps-review, /account/reviews, /reviews/verification); the product page does not ship them. */
export const reviewPagesCatalog = defineCatalog("review-pages", { en, de, fr, es, nl });
