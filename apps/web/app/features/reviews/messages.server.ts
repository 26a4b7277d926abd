import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** Reviews and questions (issue #23): the product page's section, /mps-review, /account/reviews, the verification page. */
export const reviewsCatalog = defineCatalog("reviews", { en, de, fr, es, nl });
