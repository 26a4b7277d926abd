import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The native app's pages' words (ADR 0035): exclusive, preloader, featured, notifications. */
export const appCatalog = defineCatalog("native-app", { en, de, fr, es, nl });
