import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The content feature's words (ADR 0035); the root loader ships them with the shell. */
export const contentCatalog = defineCatalog("content", { en, de, fr, es, nl });
