import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The event pages' words (event titles, workouts and division names are data). */
export const eventsCatalog = defineCatalog("events", { en, de, fr, es, nl });
