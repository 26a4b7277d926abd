import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The brands index and brand pages' words (brand names and stories are data). */
export const brandsCatalog = defineCatalog("brands", { en, de, fr, es, nl });
