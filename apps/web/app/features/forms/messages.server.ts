import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The store's forms and the gym gallery (issue #24 part 3, issue #19 item 2), ADR 0035. */
export const formsCatalog = defineCatalog("forms", { en, de, fr, es, nl });
