import { defineCatalog } from "../../lib/i18n/catalog.server.ts";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import nl from "./messages/nl.json";

/** The ZEUS builder's, saved gyms' and custom quotes' words (issue #22, ADR 0035). */
export const zeusCatalog = defineCatalog("zeus", { en, de, fr, es, nl });
