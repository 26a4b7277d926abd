import { defineCatalog } from "../../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The "opens soon" pages' words (ADR 0035; features/content/placeholders.ts); the placeholder route ships them. */
export const placeholderCatalog = defineCatalog("placeholder", { en, de, fr, es, nl });
